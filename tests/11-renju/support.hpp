// What lesson 11's tests and golden.cpp share: the fixtures and positions, the reference
// outputs' text (tables, foul maps, games), and a brute-force renju referee written straight
// from the rules' definitions, slow and simple, that the student's referee must agree with.
#pragma once

#include "renju.hpp"

#include "support/fixture_files.hpp"
#include "support/rng_draws.hpp"
#include "support/sections.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

namespace stonelab::lesson11::test {

// What the test files use by its short name (`using namespace stonelab` would make `Board`
// ambiguous between Go's and the lesson's).
using stonelab::Color;
using stonelab::Point;
using stonelab::Rng;
namespace gomoku = stonelab::gomoku;

#ifdef LESSON_DATA
inline std::filesystem::path kDataDir = LESSON_DATA;
#else
inline std::filesystem::path kDataDir; // golden.cpp sets it from its arguments
#endif

// ---- fixtures and positions ---------------------------------------------------------------

/// A foul fixture (data/fouls/): a position, the point judged, and the verdict derived by
/// hand from the rules (the title says why).
struct FoulFixture {
    std::string name, title, point, foul;
    Board board;
};

inline std::vector<FoulFixture> foul_fixtures()
{
    std::vector<FoulFixture> fixtures;
    for (const auto& file :
         stonelab::test::read_fixture_files(kDataDir / "fouls", {"title", "point", "foul"}))
        fixtures.push_back({file.name, file.fields.at("title"), file.fields.at("point"),
                            file.fields.at("foul"), gomoku::parse_board(file.diagram)});
    return fixtures;
}

inline Point point_of(const Board& board, const std::string& vertex)
{
    const auto p = gomoku::parse_vertex(board, vertex);
    if (!p) throw std::runtime_error("'" + vertex + "' is not a point of the board");
    return *p;
}

/// A game of the engine's Inui player against itself (gomoku::inui_move), `moves` stones
/// long: the positions of task 1's tables come from such games.
inline Board inui_game(int size, std::uint64_t seed, int moves)
{
    Board board(size);
    Rng rng(seed);
    for (int i = 0; i < moves; ++i) {
        const Point p = gomoku::inui_move(board, rng);
        if (p == kPass) break;
        board.play(p);
        if (gomoku::winner(board, gomoku::Rule::Renju)) break;
    }
    return board;
}

/// A position whose tables are a reference output: its name, a title and the player.
struct ValuePosition {
    std::string name, title;
    Board board;
    Color player;
};

inline std::vector<ValuePosition> value_positions()
{
    std::vector<ValuePosition> positions;
    for (const auto& [size, seed, moves] :
         std::vector<std::tuple<int, int, int>>{{13, 1, 12}, {13, 2, 25}, {15, 3, 18}}) {
        Board board = inui_game(size, static_cast<std::uint64_t>(seed), moves);
        const std::string name = "inui-" + std::to_string(size) + "-seed-" + std::to_string(seed) +
                                 "-move-" + std::to_string(moves);
        const Color player = board.to_move();
        positions.push_back({name, "the engine's Inui player against itself", board, player});
    }
    for (FoulFixture& fixture : foul_fixtures())
        for (Color player : {Color::Black, Color::White})
            positions.push_back({fixture.name + (player == Color::Black ? "-B" : "-W"),
                                 fixture.title, fixture.board, player});
    return positions;
}

/// A random position with clustered stones, more Black than White, so that threes, fours
/// and fouls are common: `stones` stones in the middle `span` x `span` of a size x size board.
inline Board random_position(Rng& rng, int size, int span, int stones)
{
    Board board(size);
    const int first = (size - span) / 2 + 1;
    for (int placed = 0; placed < stones;) {
        const int x = first + static_cast<int>(rng.below(static_cast<std::uint32_t>(span)));
        const int y = first + static_cast<int>(rng.below(static_cast<std::uint32_t>(span)));
        const Point p = board.geometry().point(x, y);
        if (!board.is_empty(p)) continue;
        board.place(p, rng.below(5) < 3 ? Color::Black : Color::White);
        ++placed;
    }
    return board;
}

// ---- text of the reference outputs ----------------------------------------------------------

/// One table as rows of numbers, top row first; stones as X and O.
inline std::string table_text(const Board& board, const std::vector<int>& values)
{
    std::string text;
    const Geometry& g = board.geometry();
    for (int y = 1; y <= g.height; ++y) {
        for (int x = 1; x <= g.width; ++x) {
            const Point p = g.point(x, y);
            char cell[16];
            if (board.at(p) == Color::Black || board.at(p) == Color::White)
                std::snprintf(cell, sizeof cell, "%6s", board.at(p) == Color::Black ? "X" : "O");
            else
                std::snprintf(cell, sizeof cell, "%6d", values.at(static_cast<std::size_t>(p)));
            text += cell;
        }
        text += "\n";
    }
    return text;
}

inline std::map<std::string, std::string> tables_sections(const Board& board, const Tables& tables)
{
    return {{"black values", table_text(board, tables.black)},
            {"white values", table_text(board, tables.white)}};
}

inline std::string tables_reference(const ValuePosition& position, const Tables& tables)
{
    std::map<std::string, std::string> sections = tables_sections(position.board, tables);
    sections["position"] = gomoku::print_board(position.board);
    sections["player"] = std::string(position.player == Color::Black ? "black" : "white") + "\n";
    return stonelab::test::sections_text(position.name, position.title,
                                         {"position", "player", "black values", "white values"},
                                         sections);
}

/// The letter of a verdict on a foul map: 3, 4 or 6 for a double three, a double four and an
/// overline, `.` for an allowed point.
inline char foul_letter(Foul foul)
{
    switch (foul) {
    case Foul::None: return '.';
    case Foul::Overline: return '6';
    case Foul::DoubleFour: return '4';
    case Foul::DoubleThree: break;
    }
    return '3';
}

/// Every empty point judged, as a diagram: stones as X and O, each empty point its letter.
inline std::string foul_map(const Board& board, const std::function<Foul(Point)>& judge)
{
    std::string text;
    const Geometry& g = board.geometry();
    for (int y = 1; y <= g.height; ++y) {
        for (int x = 1; x <= g.width; ++x) {
            const Point p = g.point(x, y);
            const Color c = board.at(p);
            text += c == Color::Black ? 'X' : c == Color::White ? 'O' : foul_letter(judge(p));
            text += x < g.width ? " " : "\n";
        }
    }
    return text;
}

/// The tables of the engine (gomoku::inui_tables) in the lesson's type: task 4's tests give
/// them to the student's choose_move, so that it is tested on its own.
inline Tables engine_tables(const Board& board, Color player)
{
    const gomoku::InuiTables tables = gomoku::inui_tables(board, player);
    return {tables.player, tables.black, tables.white};
}

/// A game of task 4: Inui's player on both sides, each with its own tables, from the empty
/// board until a win under the renju rules, a pass, a full board or `max_moves` stones.
struct GameSpec {
    int size = 13;
    std::uint64_t seed = 1;
    int max_moves = 80;
};

inline std::string game_name(const GameSpec& spec)
{
    return "game-" + std::to_string(spec.size) + "-seed-" + std::to_string(spec.seed) + ".txt";
}

inline const std::vector<GameSpec>& game_specs()
{
    static const std::vector<GameSpec> specs = {{13, 1, 80}, {13, 2, 80}, {15, 3, 80}};
    return specs;
}

inline const std::vector<GameSpec>& hidden_game_specs()
{
    static const std::vector<GameSpec> specs = {{13, 21, 80}, {15, 22, 80}};
    return specs;
}

/// The record of a game: its moves (GTP vertices, `pass` for a pass), how it ended, and the
/// final position. `choose` is a move for the side to move.
inline std::string game_text(const GameSpec& spec,
                             const std::function<Point(const Board&, Rng&)>& choose)
{
    Board board(spec.size);
    Rng rng(spec.seed);
    std::string moves, end = "the move limit";
    while (true) {
        if (board.stone_count() == spec.max_moves) break;
        if (board.is_full()) {
            end = "a full board";
            break;
        }
        const Point p = choose(board, rng);
        if (p == kPass) {
            moves += " pass";
            end = "a pass";
            break;
        }
        if (!board.is_empty(p))
            throw std::runtime_error("the move " + std::to_string(p) + " is not an empty point");
        moves += " " + gomoku::vertex_name(board, p);
        board.play(p);
        if (const auto won = gomoku::winner(board, gomoku::Rule::Renju)) {
            end = std::string(*won == Color::Black ? "Black" : "White") + " wins";
            break;
        }
    }
    return "moves:" + moves + "\nend: " + end + "\n" + gomoku::print_board(board);
}

/// The student's player in a game: each side's tables computed by the engine.
inline Point lesson_choice(const Board& board, Rng& rng)
{
    return choose_move(board, engine_tables(board, board.to_move()), rng);
}

/// The numbers an `Rng` drew between two states (tests/support/rng_draws.hpp).
using stonelab::test::numbers_drawn;

/// The moves of a game as game_text writes it: the words of its "moves:" line.
inline std::vector<std::string> recorded_moves(const std::string& text)
{
    const std::size_t start = text.find("moves:");
    if (start == std::string::npos) return {};
    const std::size_t end = text.find('\n', start);
    std::istringstream in(text.substr(start + 6, end - start - 6));
    std::vector<std::string> moves;
    for (std::string word; in >> word;) moves.push_back(word);
    return moves;
}

// ---- the brute-force referee ----------------------------------------------------------------

/// The renju rules, read word by word: the definitions of the International Rules of Renju
/// (RIF, 1996), for a Black stone at p and one line through it, tried on every point of the
/// whole line:
/// - "five in a row: an unbroken row with five stones" (for Black, exactly five: six or more
///   is an "overline");
/// - "four: a row with four stones to which one more stone can be added to attain five":
///   each set of four stones holding p that one more stone on an empty point of the line
///   makes into a five is one four;
/// - "straight four: an unbroken row of four stones to which one more stone can be added, in
///   two different ways, to attain five";
/// - "three: a row with three stones to which, without at the same time making a five, one
///   more stone can be added to attain a straight four" — and a stone Black may not play
///   does not count: renju's referees call such a three a "false three".
class BruteReferee {
public:
    explicit BruteReferee(Board board) : board_(std::move(board)) {}

    Foul foul(Point p)
    {
        board_.place(p, Color::Black);
        const int longest = longest_row_through(p);
        const bool five = has_five_through(p), overline = longest >= 6;
        int fours = 0, threes = 0;
        for (int d = 0; d < gomoku::kLineDirections && !five && !overline; ++d) {
            const int here = fours_on(p, d);
            fours += here;
            if (here == 0 && three_on(p, d)) ++threes;
        }
        board_.undo();
        if (five) return Foul::None;
        if (overline) return Foul::Overline;
        if (fours >= 2) return Foul::DoubleFour;
        if (threes >= 2) return Foul::DoubleThree;
        return Foul::None;
    }

    int fours(Point p, int d)
    {
        board_.place(p, Color::Black);
        const int n = fours_on(p, d);
        board_.undo();
        return n;
    }

    bool three(Point p, int d)
    {
        board_.place(p, Color::Black);
        const bool yes = fours_on(p, d) == 0 && three_on(p, d);
        board_.undo();
        return yes;
    }

private:
    // The points of one whole line, in order.
    struct Line {
        std::array<Point, gomoku::kMaxSize> points{};
        int size = 0;
        int index_of(Point q) const
        {
            return static_cast<int>(std::find(points.begin(), points.begin() + size, q) -
                                    points.begin());
        }
    };

    // Line d through p: walk back to the edge, then forward to the other edge.
    Line line(Point p, int d) const
    {
        const Geometry& g = board_.geometry();
        static constexpr int dx[4] = {1, 0, 1, -1}, dy[4] = {0, 1, 1, 1};
        const auto inside = [&g](int x, int y) {
            return x >= 1 && x <= g.width && y >= 1 && y <= g.height;
        };
        int x = g.x_of(p), y = g.y_of(p);
        while (inside(x - dx[d], y - dy[d])) x -= dx[d], y -= dy[d];
        Line found;
        for (; inside(x, y); x += dx[d], y += dy[d])
            found.points[static_cast<std::size_t>(found.size++)] = g.point(x, y);
        return found;
    }

    Color at(const Line& l, int i) const
    {
        return board_.at(l.points[static_cast<std::size_t>(i)]);
    }

    // The unbroken row of Black stones holding the stone at index i: its first and last index.
    std::pair<int, int> run_through(const Line& l, int i) const
    {
        int first = i, last = i;
        while (first > 0 && at(l, first - 1) == Color::Black) --first;
        while (last + 1 < l.size && at(l, last + 1) == Color::Black) ++last;
        return {first, last};
    }

    int row_length(Point q, int d) const
    {
        const Line l = line(q, d);
        const auto [first, last] = run_through(l, l.index_of(q));
        return last - first + 1;
    }

    int longest_row_through(Point q) const
    {
        int longest = 0;
        for (int d = 0; d < gomoku::kLineDirections; ++d)
            longest = std::max(longest, row_length(q, d));
        return longest;
    }

    bool has_five_through(Point q) const
    {
        for (int d = 0; d < gomoku::kLineDirections; ++d)
            if (row_length(q, d) == 5) return true;
        return false;
    }

    // For each empty point i of line d that makes a five holding p: the five's stones but i,
    // as a set of indices (one bit each).
    std::vector<std::uint32_t> fives_with(Point p, int d)
    {
        const Line l = line(p, d);
        const int at_p = l.index_of(p);
        std::vector<std::uint32_t> fives;
        for (int i = 0; i < l.size; ++i) {
            if (at(l, i) != Color::Empty) continue;
            board_.place(l.points[static_cast<std::size_t>(i)], Color::Black);
            const auto [first, last] = run_through(l, i);
            board_.undo();
            if (last - first + 1 != 5 || at_p < first || at_p > last) continue;
            std::uint32_t stones = 0;
            for (int k = first; k <= last; ++k)
                if (k != i) stones |= 1u << k;
            fives.push_back(stones);
        }
        return fives;
    }

    // The fours holding p: the different sets of four stones that become a five.
    int fours_on(Point p, int d)
    {
        const auto fives = fives_with(p, d);
        return static_cast<int>(std::set<std::uint32_t>(fives.begin(), fives.end()).size());
    }

    // Is p in a straight four: an unbroken row of four stones that two different points
    // each make a five?
    bool straight_four_on(Point p, int d)
    {
        const Line l = line(p, d);
        const auto [first, last] = run_through(l, l.index_of(p));
        if (last - first + 1 != 4) return false;
        std::uint32_t row = 0;
        for (int k = first; k <= last; ++k) row |= 1u << k;
        int ways = 0;
        for (std::uint32_t stones : fives_with(p, d))
            if (stones == row) ++ways;
        return ways == 2;
    }

    // A three: an empty point of the line where one more stone, making no five, makes a
    // straight four with p, and is a move Black may play.
    bool three_on(Point p, int d)
    {
        const Line l = line(p, d);
        for (int i = 0; i < l.size; ++i) {
            const Point q = l.points[static_cast<std::size_t>(i)];
            if (board_.at(q) != Color::Empty) continue;
            board_.place(q, Color::Black);
            const bool grows = straight_four_on(p, d) && !has_five_through(q);
            board_.undo();
            if (grows && foul(q) == Foul::None) return true;
        }
        return false;
    }

    Board board_;
};

} // namespace stonelab::lesson11::test
