// Calls across the sandbox's wall (grader/kit/remote.hpp): values on the wire, and whole calls
// through real pipes to serve() running in a thread of this program. This program is its own
// "lesson": lesson_interface() below lists a few functions with every kind of parameter.
#include "grader/kit/protocol.hpp"
#include "grader/kit/remote.hpp"

#include "engine/base/parse_error.hpp"
#include "lessons/not_implemented.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <cstdlib>
#include <limits>
#include <thread>
#include <unistd.h>

using namespace stonelab;
using namespace stonelab::remote;

namespace {

// ---- the functions "the student's process" answers --------------------------------------------

int add(int a, int b) { return a + b; }

void grow(std::vector<int>& items, int count)
{
    for (int i = 0; i < count; ++i) items.push_back(i);
}

int fill(std::vector<int>* maybe)
{
    if (!maybe) return -1;
    maybe->assign(3, 7);
    return 3;
}

std::string shout(std::string_view text) { return std::string(text) + "!"; }

int thrower(int kind)
{
    switch (kind) {
    case 0: throw NotImplemented("02-capture-recursion", 3);
    case 1: throw ParseError(4, 7, "a bad row");
    case 2: throw std::invalid_argument("no such size");
    case 3: throw std::bad_alloc();
    case 4: throw 42; // not a std::exception
    default: return kind;
    }
}

Point first_empty(const Board& board)
{
    for (Point p : board.points())
        if (board.at(p) == Color::Empty) return p;
    return kPass;
}

Point ko_of(const Board& board) { return board.ko_point(); }

std::uint64_t draw(Rng& rng) { return rng.next(); }

struct Counter {
    int count = 0;
    int bump(int by) { return count += by; }
    int peek() const { return count; }
};

template <class Fields> void describe(Fields& fields, Counter& counter) { fields(counter.count); }

/// Starts serve() on a pair of pipes in a thread, once, and points the tests' side at them.
void connect_once()
{
    static const bool connected = [] {
        int calls[2], answers[2];
        REQUIRE(pipe(calls) == 0);
        REQUIRE(pipe(answers) == 0);
        const std::string fds = std::to_string(calls[1]) + "," + std::to_string(answers[0]);
        setenv(protocol::kCallsVariable, fds.c_str(), 1);
        std::thread([=] { serve(calls[0], answers[1]); }).detach();
        return true;
    }();
    (void)connected;
}

/// Writes `value` and reads it back.
template <class T> T round_trip(const T& value)
{
    Writer out;
    write(out, value);
    Reader in(out.message());
    T back = Blank<T>::make();
    read(in, back);
    in.expect_end();
    return back;
}

/// A message made of these varints, for reading wrong values.
std::string varints(std::initializer_list<std::uint64_t> values)
{
    Writer out;
    for (std::uint64_t value : values) out.unsigned_integer(value);
    return out.message();
}

} // namespace

namespace stonelab::remote {

const Interface& lesson_interface()
{
    static const Interface functions = {
        function<&add>("add"),
        function<&grow>("grow"),
        function<&fill>("fill"),
        function<&shout>("shout"),
        function<&thrower>("thrower"),
        function<&first_empty>("first_empty"),
        function<&ko_of>("ko_of"),
        function<&draw>("draw"),
        function<&Counter::bump>("bump"),
        function<&Counter::peek>("peek"),
    };
    return functions;
}

} // namespace stonelab::remote

TEST_CASE("remote: numbers cross exactly, and one out of its type's range is refused", "[remote]")
{
    for (std::int64_t value :
         {std::int64_t{0}, std::int64_t{-1}, std::int64_t{63}, std::int64_t{-64},
          std::numeric_limits<std::int64_t>::min(), std::numeric_limits<std::int64_t>::max()})
        CHECK(round_trip(value) == value);
    CHECK(round_trip(std::numeric_limits<std::uint64_t>::max()) ==
          std::numeric_limits<std::uint64_t>::max());
    CHECK(round_trip('x') == 'x');
    CHECK(std::signbit(round_trip(-0.0)));
    CHECK(std::isnan(round_trip(std::nan(""))));
    CHECK(round_trip(0.1 + 0.2) == 0.1 + 0.2);

    // Small numbers take a byte: the varint of -1 is one byte.
    Writer small;
    write(small, -1);
    CHECK(small.message().size() == 1);

    int narrow = 0;
    const std::string big = varints({std::uint64_t{1} << 40});
    Reader too_big(big);
    CHECK_THROWS_AS(read(too_big, narrow), WireError);
    bool flag = false;
    const std::string two = varints({2});
    Reader not_bool(two);
    CHECK_THROWS_AS(read(not_bool, flag), WireError);
    const std::string endless(11, '\xff');
    Reader ten_bytes(endless);
    CHECK_THROWS_WITH(ten_bytes.unsigned_integer(), Catch::Contains("longer than 64 bits"));
}

TEST_CASE("remote: enumerations cross, and a Color it does not have is refused", "[remote]")
{
    CHECK(round_trip(Color::White) == Color::White);
    Color color = Color::Empty;
    const std::string message = varints({7}); // Color's underlying type is unsigned: 7 as is
    Reader seven(message);
    CHECK_THROWS_WITH(read(seven, color), Catch::Contains("enumeration value it does not have"));
}

TEST_CASE("remote: containers cross, and a count larger than the message is refused", "[remote]")
{
    const std::vector<std::string> words = {"", "one", std::string(300, 'x')};
    CHECK(round_trip(words) == words);
    const std::map<Point, int> deltas = {{12, -3}, {40, 5}};
    CHECK(round_trip(deltas) == deltas);
    const std::optional<std::array<int, 3>> some = std::array<int, 3>{1, 2, 3};
    CHECK(round_trip(some) == some);
    CHECK(round_trip(std::optional<int>()) == std::nullopt);

    // A billion items announced in a few bytes: refused before anything is allocated.
    std::vector<int> items;
    const std::string lie = varints({1'000'000'000, 1, 2});
    Reader liar(lie);
    CHECK_THROWS_WITH(read(liar, items), Catch::Contains("a count larger than the message"));
    std::string text;
    const std::string short_text = varints({5}) + "ab";
    Reader cut(short_text);
    CHECK_THROWS_AS(read(cut, text), WireError);
}

TEST_CASE("remote: a board crosses with its history, ko and prisoners", "[remote]")
{
    // A ko, set up by hand:       . X O .
    //                             X O . O     Black takes at C2 (x 3, y 2): White may not
    //                             . X O .     retake at B2 at once.
    Board board(4, 3);
    const Geometry& g = board.geometry();
    for (const auto& [x, y] : std::vector<std::pair<int, int>>{{2, 1}, {1, 2}, {2, 3}})
        board.set_stone(g.point(x, y), Color::Black);
    for (const auto& [x, y] : std::vector<std::pair<int, int>>{{3, 1}, {2, 2}, {4, 2}, {3, 3}})
        board.set_stone(g.point(x, y), Color::White);
    board.set_captures(Color::White, 2); // taken before the position
    REQUIRE(board.play(Color::White, kPass) == MoveStatus::Legal);
    REQUIRE(board.play(Color::Black, g.point(3, 2)) == MoveStatus::Legal);
    REQUIRE(board.ko_point() == g.point(2, 2));

    const Board back = round_trip(board);
    CHECK(same_stones(back, board));
    CHECK(back.hash() == board.hash());
    CHECK(back.ko_point() == g.point(2, 2));
    CHECK(back.ko_color() == Color::White);
    CHECK(back.captures(Color::Black) == 1);
    CHECK(back.captures(Color::White) == 2);
    CHECK(back.moves() == board.moves());
    CHECK(back.last_move() == g.point(3, 2));
    for (Point p : board.points())
        if (board.at(p) != Color::Empty) CHECK(back.liberty_count(p) == board.liberty_count(p));
    // Taking the moves back gives the position they started from.
    Board undone = back;
    while (undone.undo()) {
    }
    CHECK(undone.at(g.point(2, 2)) == Color::White);
    CHECK(undone.captures(Color::White) == 2);
    CHECK(undone.captures(Color::Black) == 0);
}

TEST_CASE("remote: a board that cannot be made is refused", "[remote]")
{
    Board board;
    {
        Writer wall;
        wall(Geometry{3, 3}, std::vector<Color>(9, Color::Wall), 0, 0, std::vector<Move>{});
        Reader in(wall.message());
        CHECK_THROWS_WITH(read(in, board), Catch::Contains("a wall on a point"));
    }
    {
        Writer occupied; // the same point twice: the second move cannot be played
        occupied(Geometry{3, 3}, std::vector<Color>(9, Color::Empty), 0, 0,
                 std::vector<Move>{{Color::Black, 6}, {Color::White, 6}});
        Reader in(occupied.message());
        CHECK_THROWS_WITH(read(in, board), Catch::Contains("cannot be played again"));
    }
    {
        Writer huge;
        huge(Geometry{40, 3});
        Reader in(huge.message());
        CHECK_THROWS_WITH(read(in, board), Catch::Contains("outside 1x1 to 19x19"));
    }
}

TEST_CASE("remote: a Gomoku board crosses with its stones in order, and a bad one is refused",
          "[remote]")
{
    gomoku::Board board(13);
    for (const char* vertex : {"G7", "H8", "G8"}) board.play(*gomoku::parse_vertex(board, vertex));
    board.place(*gomoku::parse_vertex(board, "A1"), Color::White); // White twice in a row
    const gomoku::Board back = round_trip(board);
    CHECK(back.size() == 13);
    CHECK(back.moves() == board.moves());
    CHECK(gomoku::print_board(back) == gomoku::print_board(board));
    CHECK(back.to_move() == board.to_move());
    gomoku::Board into;
    {
        Writer small;
        small(4, std::vector<Point>{}, std::vector<Color>{});
        Reader in(small.message());
        CHECK_THROWS_WITH(read(in, into), Catch::Contains("cannot be"));
    }
    {
        Writer twice; // the same point twice
        twice(9, std::vector<Point>{12, 12}, std::vector<Color>{Color::Black, Color::White});
        Reader in(twice.message());
        CHECK_THROWS_WITH(read(in, into), Catch::Contains("cannot be placed again"));
    }
}

TEST_CASE("remote: calls through the pipes, with every kind of parameter", "[remote]")
{
    connect_once();
    CHECK(call<&add>(*std::make_unique<int>(2), *std::make_unique<int>(40)) == 42);

    std::vector<int> items = {9};
    int three = 3;
    call<&grow>(items, three); // changed by reference: sent back
    CHECK(items == std::vector<int>{9, 0, 1, 2});

    std::vector<int> filled;
    std::vector<int>* pointer = &filled;
    CHECK(call<&fill>(pointer) == 3);
    CHECK(filled == std::vector<int>{7, 7, 7});
    std::vector<int>* none = nullptr;
    CHECK(call<&fill>(none) == -1);

    std::string_view text = "hello";
    CHECK(call<&shout>(text) == "hello!");

    Board board(3, 3);
    board.set_stone(board.geometry().point(1, 1), Color::Black);
    CHECK(call<&first_empty>(board) == board.geometry().point(2, 1));

    Rng rng(2024);
    Rng mirror(2024);
    CHECK(call<&draw>(rng) == mirror.next());
    CHECK(rng.state() == mirror.state()); // the generator comes back advanced

    Counter counter;
    int five = 5;
    CHECK(call<&Counter::bump>(counter, five) == 5);
    CHECK(call<&Counter::bump>(counter, five) == 10); // the object came back changed
    CHECK(call<&Counter::peek>(counter) == 10);
    CHECK(counter.count == 10);
}

TEST_CASE("remote: exceptions cross with their kind and words", "[remote]")
{
    connect_once();
    int kind = 0;
    CHECK_THROWS_MATCHES(call<&thrower>(kind), NotImplemented,
                         Catch::Message("task 3 is not done yet — see "
                                        "lessons/02-capture-recursion/README.md#task-3"));
    kind = 1;
    try {
        call<&thrower>(kind);
        FAIL("no exception");
    } catch (const ParseError& error) {
        CHECK(error.line() == 4);
        CHECK(error.column() == 7);
        CHECK(error.message() == "a bad row");
    }
    kind = 2;
    CHECK_THROWS_MATCHES(call<&thrower>(kind), std::invalid_argument,
                         Catch::Message("no such size"));
    kind = 3;
    CHECK_THROWS_AS(call<&thrower>(kind), std::bad_alloc);
    kind = 4;
    CHECK_THROWS_WITH(call<&thrower>(kind), Catch::Contains("not a std::exception"));
    kind = 5;
    CHECK(call<&thrower>(kind) == 5); // and the line still works after all that
}
