#include "grader/kit/remote.hpp"

#include "engine/base/parse_error.hpp"
#include "grader/kit/protocol.hpp"
#include "lessons/not_implemented.hpp"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <new>
#include <string>
#include <typeinfo>
#include <unistd.h>

namespace stonelab::remote {

namespace {

/// What an exception's text may be at most, in an answer: enough for any message a student
/// writes, and the tests' process never holds more.
constexpr std::size_t kMaxExceptionText = 4096;

// ---- varints --------------------------------------------------------------------------------

std::uint64_t zigzag(std::int64_t value)
{
    return (static_cast<std::uint64_t>(value) << 1) ^ static_cast<std::uint64_t>(value >> 63);
}

std::int64_t unzigzag(std::uint64_t value)
{
    return static_cast<std::int64_t>(value >> 1) ^ -static_cast<std::int64_t>(value & 1);
}

// ---- the exceptions an answer can carry -----------------------------------------------------

/// The kinds of exception, most derived first: the first that the exception is, is its kind.
enum class ExceptionKind : std::uint8_t {
    NotImplemented = 1,
    ParseError,
    InvalidArgument,
    DomainError,
    LengthError,
    OutOfRange,
    LogicError,
    RangeError,
    OverflowError,
    UnderflowError,
    RuntimeError,
    BadAlloc,
    Exception,      ///< some other std::exception
    NotAnException, ///< something thrown that is not a std::exception at all
};

template <class Exception> bool is(const std::exception& e)
{
    return dynamic_cast<const Exception*>(&e) != nullptr;
}

ExceptionKind kind_of(const std::exception& e)
{
    if (is<NotImplemented>(e)) return ExceptionKind::NotImplemented;
    if (is<ParseError>(e)) return ExceptionKind::ParseError;
    if (is<std::invalid_argument>(e)) return ExceptionKind::InvalidArgument;
    if (is<std::domain_error>(e)) return ExceptionKind::DomainError;
    if (is<std::length_error>(e)) return ExceptionKind::LengthError;
    if (is<std::out_of_range>(e)) return ExceptionKind::OutOfRange;
    if (is<std::logic_error>(e)) return ExceptionKind::LogicError;
    if (is<std::range_error>(e)) return ExceptionKind::RangeError;
    if (is<std::overflow_error>(e)) return ExceptionKind::OverflowError;
    if (is<std::underflow_error>(e)) return ExceptionKind::UnderflowError;
    if (is<std::runtime_error>(e)) return ExceptionKind::RuntimeError;
    if (is<std::bad_alloc>(e)) return ExceptionKind::BadAlloc;
    return ExceptionKind::Exception;
}

std::string cut(std::string text)
{
    if (text.size() > kMaxExceptionText) text.resize(kMaxExceptionText);
    return text;
}

// ---- the tests' side: the two pipes ----------------------------------------------------------

/// The tests' process's end of the pipes, from STONELAB_CALLS.
struct Connection {
    int calls = -1;
    int answers = -1;
    bool stopped = false; ///< the student's process has stopped: no more calls
};

Connection& connection()
{
    static Connection connected = [] {
        Connection c;
        const char* fds = std::getenv(protocol::kCallsVariable);
        if (fds == nullptr || std::sscanf(fds, "%d,%d", &c.calls, &c.answers) != 2)
            throw std::logic_error(
                "this test program calls the student's code in another process, and it was "
                "started without one: `stonelab grade` runs it");
        // A write to the pipe of a student's process that has died must fail, not kill us.
        std::signal(SIGPIPE, SIG_IGN);
        return c;
    }();
    return connected;
}

bool write_all(int fd, std::string_view bytes)
{
    while (!bytes.empty()) {
        const ssize_t wrote = ::write(fd, bytes.data(), bytes.size());
        if (wrote < 0 && errno == EINTR) continue;
        if (wrote <= 0) return false;
        bytes.remove_prefix(static_cast<std::size_t>(wrote));
    }
    return true;
}

/// Reads exactly `count` bytes; false at the end of the pipe (or an error) before that.
bool read_all(int fd, char* into, std::size_t count)
{
    while (count > 0) {
        const ssize_t got = ::read(fd, into, count);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) return false;
        into += got;
        count -= static_cast<std::size_t>(got);
    }
    return true;
}

std::string length_prefix(std::size_t length)
{
    std::string prefix(4, '\0');
    for (int i = 0; i < 4; ++i) prefix[i] = static_cast<char>((length >> (8 * i)) & 0xff);
    return prefix;
}

[[noreturn]] void throw_stopped(std::string_view function, const std::string& note,
                                const std::string& words)
{
    connection().stopped = true;
    protocol::append_to_report(note.c_str());
    throw StudentProcessStopped(words + " while " + std::string(function) +
                                " was running (the verdict above says how it ended)");
}

} // namespace

// ---- the bytes of a message -----------------------------------------------------------------

void Writer::unsigned_integer(std::uint64_t value)
{
    while (value >= 0x80) {
        bytes_.push_back(static_cast<char>((value & 0x7f) | 0x80));
        value >>= 7;
    }
    bytes_.push_back(static_cast<char>(value));
}

void Writer::integer(std::int64_t value) { unsigned_integer(zigzag(value)); }

std::uint64_t Reader::unsigned_integer()
{
    std::uint64_t value = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        if (rest_.empty()) throw WireError("a message cut short in the middle of a number");
        const auto byte = static_cast<unsigned char>(rest_.front());
        rest_.remove_prefix(1);
        value |= static_cast<std::uint64_t>(byte & 0x7f) << shift;
        if ((byte & 0x80) == 0) return value;
    }
    throw WireError("a number longer than 64 bits");
}

std::int64_t Reader::integer() { return unzigzag(unsigned_integer()); }

std::string_view Reader::raw(std::size_t count)
{
    if (count > rest_.size()) throw WireError("a message cut short");
    const std::string_view bytes = rest_.substr(0, count);
    rest_.remove_prefix(count);
    return bytes;
}

void Reader::expect_end() const
{
    if (!rest_.empty())
        throw WireError("a message with " + std::to_string(rest_.size()) + " bytes too many");
}

std::size_t read_count(Reader& in)
{
    const std::uint64_t count = in.unsigned_integer();
    if (count > in.left()) throw WireError("a count larger than the message");
    return static_cast<std::size_t>(count);
}

void write(Writer& out, const std::string& text)
{
    out.unsigned_integer(text.size());
    out.raw(text);
}

void read(Reader& in, std::string& text) { text = std::string(in.raw(read_count(in))); }

// ---- the engine's types ---------------------------------------------------------------------

void write(Writer& out, const Geometry& geometry) { out(geometry.width, geometry.height); }

void read(Reader& in, Geometry& geometry)
{
    in(geometry.width, geometry.height);
    if (geometry.width < 1 || geometry.width > kMaxSide || geometry.height < 1 ||
        geometry.height > kMaxSide)
        throw WireError("a board size outside 1x1 to 19x19");
}

void write(Writer& out, const Move& move) { out(move.color, move.point); }

void read(Reader& in, Move& move) { in(move.color, move.point); }

void write(Writer& out, const Board& board)
{
    Board start = board;
    while (start.undo()) {
    }
    std::vector<Color> stones;
    for (Point p : start.points()) stones.push_back(start.at(p));
    out(board.geometry(), stones, start.captures(Color::Black), start.captures(Color::White),
        board.moves());
}

void read(Reader& in, Board& board)
{
    Geometry geometry;
    std::vector<Color> stones;
    int black_captures = 0;
    int white_captures = 0;
    std::vector<Move> moves;
    in(geometry, stones, black_captures, white_captures, moves);
    Board rebuilt(geometry.width, geometry.height);
    if (stones.size() != rebuilt.points().size())
        throw WireError("a board whose stones do not fill it");
    for (std::size_t i = 0; i < stones.size(); ++i) {
        if (stones[i] == Color::Wall) throw WireError("a board with a wall on a point");
        if (stones[i] != Color::Empty) rebuilt.set_stone(rebuilt.points()[i], stones[i]);
    }
    if (black_captures < 0 || white_captures < 0)
        throw WireError("a board with a negative number of prisoners");
    rebuilt.set_captures(Color::Black, black_captures);
    rebuilt.set_captures(Color::White, white_captures);
    for (const Move& move : moves) {
        const bool stone = move.point == kPass || geometry.on_board(move.point);
        if ((move.color != Color::Black && move.color != Color::White) || !stone ||
            rebuilt.play(move.color, move.point) != MoveStatus::Legal)
            throw WireError("a board whose moves cannot be played again");
    }
    board = std::move(rebuilt);
}

void write(Writer& out, const gomoku::Board& board)
{
    std::vector<Color> colors;
    for (Point p : board.moves()) colors.push_back(board.at(p));
    out(board.size(), board.moves(), colors);
}

void read(Reader& in, gomoku::Board& board)
{
    int size = 0;
    std::vector<Point> moves;
    std::vector<Color> colors;
    in(size, moves, colors);
    if (size < gomoku::kMinSize || size > gomoku::kMaxSize || moves.size() != colors.size())
        throw WireError("a Gomoku board that cannot be");
    gomoku::Board rebuilt(size);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (!rebuilt.is_empty(moves[i]) || (colors[i] != Color::Black && colors[i] != Color::White))
            throw WireError("a Gomoku board whose stones cannot be placed again");
        rebuilt.place(moves[i], colors[i]);
    }
    board = std::move(rebuilt);
}

void write(Writer& out, const Rng& rng) { out(rng.state()); }

void read(Reader& in, Rng& rng)
{
    std::uint64_t state = 0;
    in(state);
    rng = Rng(state);
}

// ---- exceptions -----------------------------------------------------------------------------

void write_exception(Writer& out)
{
    try {
        throw;
    } catch (const ParseError& e) {
        out(static_cast<std::uint8_t>(ExceptionKind::ParseError), e.line(), e.column(),
            cut(e.message()));
    } catch (const std::exception& e) {
        out(static_cast<std::uint8_t>(kind_of(e)), cut(e.what()));
    } catch (...) {
        out(static_cast<std::uint8_t>(ExceptionKind::NotAnException), std::string());
    }
}

void throw_exception(Reader& in)
{
    std::uint8_t kind = 0;
    in(kind);
    if (static_cast<ExceptionKind>(kind) == ExceptionKind::ParseError) {
        int line = 0;
        int column = 0;
        std::string message;
        in(line, column, message);
        in.expect_end();
        throw ParseError(line, column, message);
    }
    std::string what;
    in(what);
    in.expect_end();
    switch (static_cast<ExceptionKind>(kind)) {
    case ExceptionKind::NotImplemented: throw NotImplemented(what);
    case ExceptionKind::InvalidArgument: throw std::invalid_argument(what);
    case ExceptionKind::DomainError: throw std::domain_error(what);
    case ExceptionKind::LengthError: throw std::length_error(what);
    case ExceptionKind::OutOfRange: throw std::out_of_range(what);
    case ExceptionKind::LogicError: throw std::logic_error(what);
    case ExceptionKind::RangeError: throw std::range_error(what);
    case ExceptionKind::OverflowError: throw std::overflow_error(what);
    case ExceptionKind::UnderflowError: throw std::underflow_error(what);
    case ExceptionKind::RuntimeError: throw std::runtime_error(what);
    case ExceptionKind::BadAlloc: throw std::bad_alloc();
    case ExceptionKind::Exception: throw std::runtime_error(what.empty() ? "an exception" : what);
    case ExceptionKind::NotAnException:
        throw std::runtime_error("something that is not a std::exception was thrown");
    case ExceptionKind::ParseError: break;
    }
    throw WireError("an exception of a kind there is not (" + std::to_string(kind) + ")");
}

// ---- the student's side ---------------------------------------------------------------------

int serve(int calls_fd, int answers_fd)
{
    const Interface& functions = lesson_interface();
    for (;;) {
        char prefix[4];
        if (!read_all(calls_fd, prefix, sizeof prefix)) return 0;
        std::size_t length = 0;
        for (int i = 3; i >= 0; --i) length = (length << 8) | static_cast<unsigned char>(prefix[i]);
        std::string call(std::min(length, kMaxMessageBytes), '\0');
        try {
            if (length > kMaxMessageBytes || !read_all(calls_fd, call.data(), length))
                throw WireError("a call cut short or too long");
            Reader in(call);
            const std::uint64_t index = in.unsigned_integer();
            if (index >= functions.size()) throw WireError("a call of a function there is not");
            Writer answer;
            functions[index].answer(in, answer);
            if (!write_all(answers_fd, length_prefix(answer.message().size()) + answer.message()))
                return 0; // the tests' process has gone: nobody to answer
        } catch (const WireError& error) {
            const std::string words = std::string("stonelab: the grader sent a call this process "
                                                  "cannot read (a bug in stonelab): ") +
                                      error.what() + "\n";
            write_all(STDERR_FILENO, words);
            return 3;
        }
    }
}

std::string crash_message(std::string_view crash)
{
    Writer answer;
    answer.unsigned_integer(static_cast<std::uint8_t>(Outcome::Crashed));
    write(answer, std::string(crash));
    return length_prefix(answer.message().size()) + answer.message();
}

// ---- the tests' side ------------------------------------------------------------------------

std::size_t index_of(const void* key)
{
    const Interface& functions = lesson_interface();
    for (std::size_t i = 0; i < functions.size(); ++i)
        if (functions[i].key == key) return i;
    throw std::logic_error("a stub calls a function that is not in the lesson's interface "
                           "(tests/NN-slug/remote.cpp lists them)");
}

std::string exchange(std::string_view function, const std::string& call)
{
    Connection& pipes = connection();
    const std::string name(function);
    if (pipes.stopped)
        throw StudentProcessStopped("your code's process had already stopped when " + name +
                                    " was called");
    if (!write_all(pipes.calls, length_prefix(call.size()) + call))
        throw_stopped(function, "student stopped " + name, "your code's process stopped");
    char prefix[4];
    if (!read_all(pipes.answers, prefix, sizeof prefix))
        throw_stopped(function, "student stopped " + name, "your code's process stopped");
    std::size_t length = 0;
    for (int i = 3; i >= 0; --i) length = (length << 8) | static_cast<unsigned char>(prefix[i]);
    if (length > kMaxMessageBytes)
        throw_garbled(function, "an answer of " + std::to_string(length) +
                                    " bytes, more than the " +
                                    std::to_string(kMaxMessageBytes >> 20) + " MiB allowed");
    std::string answer(length, '\0');
    if (!read_all(pipes.answers, answer.data(), length))
        throw_stopped(function, "student stopped " + name, "your code's process stopped");

    // A crash report from the student's signal handler (grader/kit/student_main.cpp).
    Reader peek(answer);
    try {
        if (peek.unsigned_integer() == static_cast<std::uint8_t>(Outcome::Crashed)) {
            std::string kind;
            read(peek, kind);
            const auto known = protocol::crash_kind_named(kind);
            if (!known) throw WireError("a crash of a kind there is not");
            throw_stopped(function, "student crashed " + kind + " " + name,
                          "your code crashed (" + kind + ")");
        }
    } catch (const WireError& error) {
        throw_garbled(function, error.what());
    }
    return answer;
}

void throw_garbled(std::string_view function, const std::string& why)
{
    throw_stopped(function, "student garbled " + std::string(function),
                  "your code's process answered something that could not be read (" + why + ")");
}

} // namespace stonelab::remote
