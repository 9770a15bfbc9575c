/// \file
/// Calls across the sandbox's wall: how a graded test calls the student's functions when they
/// run in another process.
///
/// `stonelab grade` runs each test case in two processes:
///  - the **tests' process**: the lesson's Catch2 tests, built by the instructor and trusted.
///    The student's code is not in it. Each function of the lesson's interface is a *stub*
///    that writes the call (which function, its arguments) to a pipe, waits for the answer and
///    returns it, so the tests cannot tell it from the real thing.
///  - the **student's process**: the student's code, in the sandbox. `serve()` reads each
///    call, runs the student's function and writes back what it returned, or what it threw,
///    and every argument it changed (a board passed by reference, the object of a non-const
///    member function, the vector a pointer points to).
/// Every assertion runs in the tests' process, so the verdict never depends on anything the
/// student's process says about itself: to pass, its answers must be right, which is the work
/// of the task. (README.md, "Grading that cannot be forged", says what a student can still do.)
///
/// A lesson says how its interface crosses in `tests/NN-slug/remote.cpp`, compiled once for
/// each side (`STONELAB_TESTS_SIDE` defined for the tests' process):
///  - `describe(fields, value)` for each of its types: the fields, in order, as
///    `fields(board.width, board.height, board.cells)`;
///  - `lesson_interface()`: the list of its functions, `function<&walk_string>("walk_string")`,
///    the same list on both sides, so that a call names its function by its place in the list;
///  - on the tests' side, a stub for each function: `return call<&walk_string>(board, z);`.
///
/// **On the wire** a message is its length (4 bytes, little-endian) and its bytes; integers are
/// zigzag LEB128 varints, doubles their 8 bytes, strings and containers their length and then
/// their items. A message over kMaxMessageBytes, or one that ends early or has a value out of
/// its type's range, is a WireError: the tests' process never trusts what it reads.
#pragma once

#include "engine/base/color.hpp"
#include "engine/base/geometry.hpp"
#include "engine/base/rng.hpp"
#include "engine/go/board.hpp"
#include "engine/gomoku/board.hpp"

#include <array>
#include <cstdint>
#include <cstring>
#include <limits>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace stonelab::remote {

/// The largest message either side reads: far more than any lesson's arguments or answers.
inline constexpr std::size_t kMaxMessageBytes = std::size_t{16} << 20;

/// A message that cannot be read: cut short, too long, or holding a value its type cannot.
class WireError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// ---- the bytes of a message -----------------------------------------------------------------

/// Builds a message. Also the `fields` a `describe` function is called with when writing.
class Writer {
public:
    void unsigned_integer(std::uint64_t value);
    void integer(std::int64_t value);
    void raw(std::string_view bytes) { bytes_.append(bytes); }

    const std::string& message() const { return bytes_; }
    void clear() { bytes_.clear(); }

    /// Writes each value in turn (see `write`).
    template <class... T> void operator()(const T&... values);

private:
    std::string bytes_;
};

/// Reads a message front to back. Also the `fields` of a `describe` function when reading.
/// It looks at the message where it is: the message must outlive the reader.
class Reader {
public:
    explicit Reader(std::string_view message) : rest_(message) {}

    std::uint64_t unsigned_integer();
    std::int64_t integer();
    std::string_view raw(std::size_t count);
    std::size_t left() const { return rest_.size(); }
    /// Throws unless the whole message has been read.
    void expect_end() const;

    /// Reads each value in turn (see `read`).
    template <class... T> void operator()(T&... values);

private:
    std::string_view rest_;
};

// ---- values -------------------------------------------------------------------------------

/// How many values an enumeration has (0..count-1), for the enumerations whose other values
/// would be dangerous in the tests' process (a Color indexes tables). 0: any value of the
/// underlying type is read. A lesson specialises it for its own enumerations.
template <class Enum> inline constexpr int enum_values = 0;
template <> inline constexpr int enum_values<Color> = 4;
template <> inline constexpr int enum_values<MoveStatus> = 6;

/// A value to read into: T{}, or for a type without a default (Rng) one of its values.
template <class T> struct Blank {
    static T make() { return T{}; }
};
template <> struct Blank<Rng> {
    static Rng make() { return Rng(0); }
};

// Every overload is declared before any is defined, so that a vector of maps of boards finds
// them all by ordinary lookup.
template <class T> void write(Writer& out, const T& value);
template <class T> void read(Reader& in, T& value);
void write(Writer& out, const std::string& text);
void read(Reader& in, std::string& text);
template <class T> void write(Writer& out, const std::vector<T>& items);
template <class T> void read(Reader& in, std::vector<T>& items);
template <class T, std::size_t N> void write(Writer& out, const std::array<T, N>& items);
template <class T, std::size_t N> void read(Reader& in, std::array<T, N>& items);
template <class T> void write(Writer& out, const std::optional<T>& value);
template <class T> void read(Reader& in, std::optional<T>& value);
template <class A, class B> void write(Writer& out, const std::pair<A, B>& pair);
template <class A, class B> void read(Reader& in, std::pair<A, B>& pair);
template <class K, class V> void write(Writer& out, const std::map<K, V>& map);
template <class K, class V> void read(Reader& in, std::map<K, V>& map);
void write(Writer& out, const Geometry& geometry);
void read(Reader& in, Geometry& geometry);
void write(Writer& out, const Move& move);
void read(Reader& in, Move& move);
/// A Board crosses as the position it was set up with, its prisoners then, and its moves:
/// played again on the other side they make the same board, history, ko point and hash.
void write(Writer& out, const Board& board);
void read(Reader& in, Board& board);
/// A Gomoku board (lessons 10 and 11) crosses as its size and its stones in the order they
/// were placed, each with its colour: placed again, they make the same board, turn and moves.
void write(Writer& out, const gomoku::Board& board);
void read(Reader& in, gomoku::Board& board);
void write(Writer& out, const Rng& rng);
void read(Reader& in, Rng& rng);

/// A number, an enumeration, or a class with a `describe` function.
template <class T> void write(Writer& out, const T& value)
{
    if constexpr (std::is_same_v<T, bool>) {
        out.unsigned_integer(value ? 1 : 0);
    } else if constexpr (std::is_integral_v<T>) {
        if constexpr (std::is_signed_v<T>)
            out.integer(value);
        else
            out.unsigned_integer(value);
    } else if constexpr (std::is_enum_v<T>) {
        write(out, static_cast<std::underlying_type_t<T>>(value));
    } else if constexpr (std::is_floating_point_v<T>) {
        const double wide = value;
        std::uint64_t bits = 0;
        std::memcpy(&bits, &wide, sizeof bits);
        out.raw(std::string_view(reinterpret_cast<const char*>(&bits), sizeof bits));
    } else {
        // describe() takes the value by reference to serve both directions; writing only
        // reads it.
        describe(out, const_cast<T&>(value));
    }
}

template <class T> void read(Reader& in, T& value)
{
    if constexpr (std::is_same_v<T, bool>) {
        const std::uint64_t bit = in.unsigned_integer();
        if (bit > 1) throw WireError("a true/false value that is neither");
        value = bit == 1;
    } else if constexpr (std::is_integral_v<T>) {
        if constexpr (std::is_signed_v<T>) {
            const std::int64_t wide = in.integer();
            if (wide < std::numeric_limits<T>::min() || wide > std::numeric_limits<T>::max())
                throw WireError("a number out of its type's range");
            value = static_cast<T>(wide);
        } else {
            const std::uint64_t wide = in.unsigned_integer();
            if (wide > std::numeric_limits<T>::max())
                throw WireError("a number out of its type's range");
            value = static_cast<T>(wide);
        }
    } else if constexpr (std::is_enum_v<T>) {
        std::underlying_type_t<T> raw{};
        read(in, raw);
        if (enum_values < T >> 0 && (raw < 0 || raw >= enum_values<T>))
            throw WireError("an enumeration value it does not have (" + std::to_string(+raw) + ")");
        value = static_cast<T>(raw);
    } else if constexpr (std::is_floating_point_v<T>) {
        std::uint64_t bits = 0;
        std::memcpy(&bits, in.raw(sizeof bits).data(), sizeof bits);
        double wide = 0;
        std::memcpy(&wide, &bits, sizeof wide);
        value = static_cast<T>(wide);
    } else {
        describe(in, value);
    }
}

template <class... T> void Writer::operator()(const T&... values) { (write(*this, values), ...); }
template <class... T> void Reader::operator()(T&... values) { (read(*this, values), ...); }

/// A count read from a message: never more than the bytes left, since every item takes at
/// least one byte. Bounds every allocation by the message's size.
std::size_t read_count(Reader& in);

template <class T> void write(Writer& out, const std::vector<T>& items)
{
    out.unsigned_integer(items.size());
    for (const T& item : items) write(out, item);
}
template <class T> void read(Reader& in, std::vector<T>& items)
{
    items.assign(read_count(in), Blank<T>::make());
    for (T& item : items) read(in, item);
}

template <class T, std::size_t N> void write(Writer& out, const std::array<T, N>& items)
{
    for (const T& item : items) write(out, item);
}
template <class T, std::size_t N> void read(Reader& in, std::array<T, N>& items)
{
    for (T& item : items) read(in, item);
}

template <class T> void write(Writer& out, const std::optional<T>& value)
{
    write(out, value.has_value());
    if (value) write(out, *value);
}
template <class T> void read(Reader& in, std::optional<T>& value)
{
    bool present = false;
    read(in, present);
    value.reset();
    if (!present) return;
    // Read into a value of its own, then move it in: emplace() on the optional just reset made
    // GCC 12 at -O3 wrongly warn that the old value may be destroyed uninitialised.
    T item = Blank<T>::make();
    read(in, item);
    value = std::move(item);
}

template <class A, class B> void write(Writer& out, const std::pair<A, B>& pair)
{
    write(out, pair.first);
    write(out, pair.second);
}
template <class A, class B> void read(Reader& in, std::pair<A, B>& pair)
{
    read(in, pair.first);
    read(in, pair.second);
}

template <class K, class V> void write(Writer& out, const std::map<K, V>& map)
{
    out.unsigned_integer(map.size());
    for (const auto& [key, value] : map) {
        write(out, key);
        write(out, value);
    }
}
template <class K, class V> void read(Reader& in, std::map<K, V>& map)
{
    map.clear();
    for (std::size_t left = read_count(in); left > 0; --left) {
        std::pair<K, V> entry;
        read(in, entry);
        map.insert(std::move(entry));
    }
}

// ---- a lesson's interface -------------------------------------------------------------------

/// One function of a lesson's interface.
struct Function {
    std::string_view name;                        ///< as the student knows it: "walk_string"
    const void* key;                              ///< tells the functions apart (see function<F>)
    void (*answer)(Reader& call, Writer& answer); ///< runs it, in the student's process
};

/// The functions a lesson's tests call, in a fixed order.
using Interface = std::vector<Function>;

/// The interface of the lesson this program was built for: each lesson's
/// tests/NN-slug/remote.cpp defines it, and a program links exactly one of them.
const Interface& lesson_interface();

/// How a call ended, the first value of every answer.
enum class Outcome : std::uint8_t {
    Returned = 1, ///< then the result (unless void) and the changed arguments, in order
    Threw = 2,    ///< then the exception (see write_exception)
    Crashed = 3,  ///< then the kind of crash, as protocol::crash_kind_name spells it
};

/// Writes the exception being handled (call inside a catch block) as an answer: its kind (the
/// most derived of the standard exceptions, NotImplemented and ParseError that it is) and what
/// it says, so that the tests' process can throw one like it.
void write_exception(Writer& out);
/// Reads an exception written by write_exception and throws one of the same kind and message.
[[noreturn]] void throw_exception(Reader& in);

/// The types that tell one parameter's way across: by value or const reference (sent only), by
/// reference (sent and sent back), or by pointer (sent as an optional, and sent back when the
/// pointee is not const).
template <class P> struct Parameter {
    using Stored = std::remove_cvref_t<P>;
    static constexpr bool sent_back =
        std::is_lvalue_reference_v<P> && !std::is_const_v<std::remove_reference_t<P>>;
    static const Stored& sent(const Stored& argument) { return argument; }
    static Stored& passed(Stored& stored) { return stored; }
};
template <class T> struct Parameter<T*> {
    using Pointee = std::remove_const_t<T>;
    using Stored = std::optional<Pointee>;
    static constexpr bool sent_back = !std::is_const_v<T>;
    static Stored sent(const T* argument) { return argument ? Stored(*argument) : std::nullopt; }
    static T* passed(Stored& stored) { return stored ? &*stored : nullptr; }
};

/// A string_view crosses as the string it views, kept alive on the other side for the call.
template <> struct Parameter<std::string_view> {
    using Stored = std::string;
    static constexpr bool sent_back = false;
    static std::string sent(std::string_view argument) { return std::string(argument); }
    static std::string_view passed(const Stored& stored) { return stored; }
};

/// What a function's type says: its result, its parameters, and its object if it is a member.
template <class F> struct Signature;
template <class R, class... A> struct Signature<R (*)(A...)> {
    using Result = R;
    using Object = void;
    static constexpr bool changes_object = false;
    using Parameters = std::tuple<A...>;
};
template <class R, class C, class... A> struct Signature<R (C::*)(A...)> {
    using Result = R;
    using Object = C;
    static constexpr bool changes_object = true;
    using Parameters = std::tuple<A...>;
};
template <class R, class C, class... A> struct Signature<R (C::*)(A...) const> {
    using Result = R;
    using Object = C;
    static constexpr bool changes_object = false;
    using Parameters = std::tuple<A...>;
};

/// A distinct address for each function F: what call<F> looks it up by.
template <auto F> inline constexpr char key_of = 0;

/// The student's process's side of one call of F: reads the arguments, runs F, writes the
/// answer. An exception out of F is the answer; a WireError reading the call is not (the call
/// came from the grader's own tests' process) and goes up to serve().
template <auto F> void answer_call(Reader& call, Writer& answer)
{
    using S = Signature<decltype(F)>;
    return [&]<class... P>(std::tuple<P...>*) {
        using Object =
            std::conditional_t<std::is_void_v<typename S::Object>, char, typename S::Object>;
        Object object{};
        if constexpr (!std::is_void_v<typename S::Object>) read(call, object);
        std::tuple<typename Parameter<P>::Stored...> stored{
            Blank<typename Parameter<P>::Stored>::make()...};
        std::apply([&](auto&... each) { (read(call, each), ...); }, stored);
        call.expect_end();

        const auto run = [&] {
            return std::apply(
                [&](auto&... each) -> typename S::Result {
                    if constexpr (std::is_void_v<typename S::Object>)
                        return F(Parameter<P>::passed(each)...);
                    else
                        return (object.*F)(Parameter<P>::passed(each)...);
                },
                stored);
        };
        try {
            answer.unsigned_integer(static_cast<std::uint8_t>(Outcome::Returned));
            if constexpr (std::is_void_v<typename S::Result>)
                run();
            else
                write(answer, run());
            if constexpr (S::changes_object) write(answer, object);
            std::apply(
                [&](const auto&... each) {
                    (
                        [&] {
                            if constexpr (Parameter<P>::sent_back) write(answer, each);
                        }(),
                        ...);
                },
                stored);
        } catch (...) {
            answer.clear();
            answer.unsigned_integer(static_cast<std::uint8_t>(Outcome::Threw));
            write_exception(answer);
        }
    }(static_cast<typename S::Parameters*>(nullptr));
}

/// An entry of a lesson's interface: `function<&walk_string>("walk_string")`.
template <auto F> Function function(std::string_view name)
{
    return {name, &key_of<F>, &answer_call<F>};
}

// ---- the student's side ---------------------------------------------------------------------

/// The student's process's loop: reads each call from `calls_fd`, answers it on `answers_fd`,
/// and returns 0 when the tests' process closes its end (the test is over). A call it cannot
/// read (the grader's fault, never the student's) ends it with 3 and a message on stderr.
int serve(int calls_fd, int answers_fd);

/// The whole message, length included, that tells the tests' process the student's process
/// is dying of `crash` (a kind as protocol::crash_kind_name spells it). Made in advance, so
/// that a signal handler only has to write it.
std::string crash_message(std::string_view crash);

// ---- the tests' side ------------------------------------------------------------------------

/// Thrown in the tests' process when a call got no usable answer: the student's process
/// stopped (crashed, was stopped at a limit, or exited) or answered something unreadable. The
/// test fails with it; the grader words the verdict from what it saw of that process.
class StudentProcessStopped : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Sends one call (the function's place in lesson_interface() and the arguments, already in
/// `call`) and returns the answer's bytes. Throws StudentProcessStopped, after noting it in
/// the report (protocol.hpp), when no answer comes.
std::string exchange(std::string_view function, const std::string& call);

/// Notes in the report that the answer to `function` could not be read, and throws
/// StudentProcessStopped saying why.
[[noreturn]] void throw_garbled(std::string_view function, const std::string& why);

/// The place in lesson_interface() of the function whose key is `key`; throws
/// std::logic_error when it is not there (a stub missing from the lesson's list).
std::size_t index_of(const void* key);

/// The tests' side of a call of F: the whole body of F's stub. `arguments` are the stub's
/// own parameters, with the object first for a member function (`call<&Position::play>(*this,
/// color, z)`); the arguments the student's function changed are written back into them.
template <auto F, class... Arguments>
typename Signature<decltype(F)>::Result call(Arguments&... arguments)
{
    using S = Signature<decltype(F)>;
    using Parameters = typename S::Parameters;
    using Positions = std::make_index_sequence<std::tuple_size_v<Parameters>>;
    // A member function's object comes first, then the parameters.
    constexpr std::size_t first = std::is_void_v<typename S::Object> ? 0 : 1;
    static_assert(sizeof...(Arguments) == first + std::tuple_size_v<Parameters>,
                  "a stub passes its object (for a member) and every parameter, in order");
    const std::size_t index = index_of(&key_of<F>);
    const std::string_view name = lesson_interface()[index].name;
    auto passed = std::forward_as_tuple(arguments...);

    Writer out;
    out.unsigned_integer(index);
    [&]<class... P, std::size_t... I>(std::tuple<P...>*, std::index_sequence<I...>) {
        if constexpr (first == 1) write(out, std::get<0>(passed));
        (write(out, Parameter<P>::sent(std::get<first + I>(passed))), ...);
    }(static_cast<Parameters*>(nullptr), Positions{});
    const std::string answer = exchange(name, out.message());

    try {
        Reader in(answer);
        const std::uint64_t outcome = in.unsigned_integer();
        if (outcome == static_cast<std::uint8_t>(Outcome::Threw)) throw_exception(in);
        if (outcome != static_cast<std::uint8_t>(Outcome::Returned))
            throw WireError("an answer that is neither a result nor an exception");
        // Everything is read into fresh values first and handed over only when the whole
        // answer has been read: a bad answer leaves the test's own variables as they were.
        using Result = std::conditional_t<std::is_void_v<typename S::Result>, char,
                                          std::remove_cvref_t<typename S::Result>>;
        Result result = Blank<Result>::make();
        if constexpr (!std::is_void_v<typename S::Result>) read(in, result);
        using Object =
            std::conditional_t<std::is_void_v<typename S::Object>, char, typename S::Object>;
        std::optional<Object> changed_object;
        if constexpr (S::changes_object) read(in, changed_object.emplace());
        auto changed = [&]<class... P>(std::tuple<P...>*) {
            std::tuple<std::optional<typename Parameter<P>::Stored>...> values;
            [&]<std::size_t... I>(std::index_sequence<I...>)
            {
                ((Parameter<P>::sent_back
                      ? read(in, std::get<I>(values).emplace(
                                     Blank<typename Parameter<P>::Stored>::make()))
                      : void()),
                 ...);
            }
            (std::index_sequence_for<P...>{});
            return values;
        }(static_cast<Parameters*>(nullptr));
        in.expect_end();

        if constexpr (S::changes_object) std::get<0>(passed) = std::move(*changed_object);
        [&]<class... P, std::size_t... I>(std::tuple<P...>*, std::index_sequence<I...>) {
            (
                [&] {
                    auto& value = std::get<I>(changed);
                    if constexpr (!Parameter<P>::sent_back) {
                        return;
                    } else if constexpr (std::is_pointer_v<P>) {
                        if (std::get<first + I>(passed) != nullptr && *value)
                            *std::get<first + I>(passed) = std::move(**value);
                    } else {
                        std::get<first + I>(passed) = std::move(*value);
                    }
                }(),
                ...);
        }(static_cast<Parameters*>(nullptr), Positions{});
        if constexpr (!std::is_void_v<typename S::Result>) return result;
    } catch (const WireError& error) {
        throw_garbled(name, error.what());
    }
}

} // namespace stonelab::remote
