// Task 4: the table of strings brought up to date after each move, without labelling the board
// again. After every move the test works out the table it expects from the position the
// engine's Board reaches (its strings, with their stones, liberties and neighbours) and from
// its own expected table before the move (the ids, kept by the rule of strings.hpp), and
// compares. It never computes an expectation from your table, and the first move where yours
// differs stops the test.
#include "06-strings/support.hpp"

#include "engine/base/rng.hpp"
#include "engine/go/random_player.hpp"

#include <algorithm>
#include <set>

using namespace stonelab;
using namespace stonelab::lesson06;
using namespace stonelab::lesson06::test;

namespace {

template <class T> void sort_unique(std::vector<T>& items)
{
    std::sort(items.begin(), items.end());
    items.erase(std::unique(items.begin(), items.end()), items.end());
}

/// What the move must do and give: the report, and the table after it. `after` is the
/// position after the move (the engine's), `before` the table before it.
struct Expected {
    MoveReport report;
    StringTable table;
};

Expected expected_after(const StringTable& before, const Board& after, Color color, Point p)
{
    const Geometry& g = after.geometry();
    Expected expected;
    MoveReport& report = expected.report;
    for (int i = 0; i < 4; ++i) {
        const Point q = p + g.dir(i);
        if (before.cells[q] == color) report.joined.push_back(before.id[q]);
        if (before.cells[q] == opponent(color) && after.at(q) == Color::Empty)
            report.captured.push_back(before.id[q]);
    }
    sort_unique(report.joined);
    sort_unique(report.captured);
    report.id = report.joined.empty() ? before.next_id : report.joined.front();

    // The ids: the new stone's string takes report.id; every other string keeps the id its
    // stones had before the move.
    StringTable& table = expected.table;
    table = empty_table(g.width, g.height);
    table.next_id = before.next_id + (report.joined.empty() ? 1 : 0);
    for (Point z : after.points()) table.cells[z] = after.at(z);
    for (Point z : after.points()) {
        if (after.at(z) == Color::Empty) continue;
        table.id[z] = after.string_id(z) == after.string_id(p) ? report.id : before.id[z];
    }
    // The records: the engine's, under these ids.
    for (Point z : after.points()) {
        if (after.at(z) == Color::Empty || after.string_id(z) != z) continue; // one per string
        StringRecord record{
            table.id[z], after.at(z), after.string_stones(z), after.liberty_points(z), {}};
        for (Point other : after.neighbour_strings(z)) record.neighbours.push_back(table.id[other]);
        sort_unique(record.stones);
        sort_unique(record.liberties);
        sort_unique(record.neighbours);
        table.strings.push_back(record);
    }
    std::sort(table.strings.begin(), table.strings.end(),
              [](const StringRecord& a, const StringRecord& b) { return a.id < b.id; });
    return expected;
}

/// A table's records with their neighbours, one line each, points named on a board of `g` (the
/// board's geometry, whatever the table says).
std::string table_records(const StringTable& table, const Geometry& g)
{
    std::string text;
    for (const StringRecord& record : table.strings)
        text += fixtures::record_line(g, record) + ", neighbours " +
                fixtures::id_list(record.neighbours) + "\n";
    return text.empty() ? "no strings\n" : text;
}

std::string report_text(const MoveReport& report)
{
    return "id " + std::to_string(report.id) + ", joined " + fixtures::id_list(report.joined) +
           ", captured " + fixtures::id_list(report.captured);
}

/// The first difference between two tables, in words ("" if none).
std::string difference(const StringTable& expected, const StringTable& yours)
{
    if (yours.width != expected.width || yours.height != expected.height)
        return "the table's width and height changed";
    if (yours.cells.size() != expected.cells.size() || yours.id.size() != expected.id.size())
        return "the table's cells or ids no longer have one entry per cell";
    const Geometry g = expected.geometry();
    for (Point p = 0; p < g.cells(); ++p)
        if (yours.cells[p] != expected.cells[p])
            return "the cell " + fixtures::point_name(g, p) + " holds " +
                   fixtures::color_word(yours.cells[p]) + ", not " +
                   fixtures::color_word(expected.cells[p]);
    for (Point p = 0; p < g.cells(); ++p)
        if (yours.id[p] != expected.id[p])
            return "the id of " + fixtures::point_name(g, p) + " is " +
                   std::to_string(yours.id[p]) + ", not " + std::to_string(expected.id[p]);
    if (table_records(yours, g) != table_records(expected, g)) return "the records differ";
    if (yours.next_id != expected.next_id)
        return "next_id is " + std::to_string(yours.next_id) + ", not " +
               std::to_string(expected.next_id);
    return "";
}

/// A game played on two tables at once: yours, by your `play`, and the test's, by
/// expected_after from the engine's board. Until a move differs the two are the same table.
struct TableGame {
    Board board;
    StringTable expected; ///< the test's table
    StringTable yours;    ///< yours
};

/// The game from `board` with the same table on both sides.
TableGame game_from(const Board& board, const StringTable& table) { return {board, table, table}; }

/// Plays `color` on `p` with your `play` and with the engine, and checks the report and the
/// whole table; a difference stops the test (REQUIRE), so that no later move is checked
/// against a table your earlier move broke.
void play_and_check(TableGame& game, Color color, Point p, const std::string& context)
{
    Board& board = game.board;
    const StringTable before = game.expected;
    const std::string position_before = print_diagram(board);
    REQUIRE(board.play(color, p) == MoveStatus::Legal);
    const Expected expected = expected_after(before, board, color, p);
    const MoveReport report = play(game.yours, color, p);
    const StringTable& table = game.yours;
    const std::string what = difference(expected.table, table);
    const std::string your_report = report_text(report);
    const std::string expected_report = report_text(expected.report);
    INFO(context << "play(table, " << color_name(color) << ", "
                 << to_gtp_vertex(board.geometry(), p) << ") on\n"
                 << beside("the position before the move", position_before,
                           "the table's ids before the move",
                           fixtures::draw_ids(board.geometry(), before.id))
                 << "its records before the move:\n"
                 << table_records(before, board.geometry()) << "after the move:\n"
                 << beside("expected ids", fixtures::draw_ids(board.geometry(), expected.table.id),
                           "your ids", fixtures::draw_ids(board.geometry(), table.id))
                 << "expected records:\n"
                 << table_records(expected.table, board.geometry()) << "your records:\n"
                 << table_records(table, board.geometry()) << "expected next_id "
                 << expected.table.next_id << ", yours " << table.next_id << "\n"
                 << "(the table's first difference from the expected one is named below)");
    // One check for both, so that the message above is shown once.
    const std::string yours =
        "report: " + your_report + "; table: " + (what.empty() ? "as expected" : what);
    const std::string wanted = "report: " + expected_report + "; table: as expected";
    REQUIRE(yours == wanted);
    game.expected = expected.table;
}

/// `name` on this board.
Point at(const Board& board, const std::string& name) { return point_at(board, name); }

} // namespace

TEST_CASE("task 4: a stone that touches no string of its colour starts string next_id",
          "[lesson06][task_4]")
{
    const Board board = position("seed000-eight-strings");
    TableGame game = game_from(board, engine_table(board)); // ids 1 to 8, next_id 9
    play_and_check(game, Color::Black, at(board, "B8"), "a lone stone: string 9\n");
    play_and_check(game, Color::White, at(board, "H8"), "another: string 10\n");
}

TEST_CASE("task 4: a stone that joins strings keeps the smallest of their ids",
          "[lesson06][task_4]")
{
    const Board board = parse_diagram(R"(
. . . . .
X . X . .
O . O . .
. . . . .
. . . . .
)");
    TableGame game = game_from(board, engine_table(board)); // A4 1, C4 2, A3 3, C3 4
    play_and_check(game, Color::Black, at(board, "B4"),
                   "B4 joins strings 1 and 2 into string 1; the white C3 (string 4), which "
                   "touched string 2, now touches string 1\n");
    play_and_check(game, Color::White, at(board, "B3"),
                   "B3 joins the white strings 3 and 4 into string 3\n");
}

TEST_CASE("task 4: a capture removes the string and gives its points back as liberties",
          "[lesson06][task_4]")
{
    const Board board = position("seed000-eight-strings");
    TableGame game = game_from(board, engine_table(board));
    play_and_check(game, Color::White, at(board, "D5"),
                   "White D5 joins string 4 and captures string 2 (E5): E5 is a liberty again "
                   "of strings 1 and 4\n");
    play_and_check(game, Color::Black, at(board, "G3"),
                   "Black G3 joins string 5 and captures string 6 (G4): G4 is a liberty again "
                   "of strings 3, 5 and 7\n");
}

TEST_CASE("task 4: after every move of seeded random games the table is the board's strings",
          "[lesson06][task_4]")
{
    struct GameCase {
        int width, height;
        std::uint64_t seed;
    };
    for (const GameCase game : {GameCase{5, 5, 1}, GameCase{7, 7, 2}, GameCase{9, 9, 3},
                                GameCase{7, 5, 4}, GameCase{13, 13, 5}, GameCase{19, 19, 6}}) {
        TableGame played =
            game_from(Board(game.width, game.height), empty_table(game.width, game.height));
        Board& board = played.board;
        Rng rng(game.seed);
        Color color = Color::Black;
        int passes = 0;
        for (int number = 1; passes < 2 && number <= 3 * board.geometry().area(); ++number) {
            const Point move = random_move(board, color, rng);
            if (move == kPass) {
                ++passes;
                board.play(color, move); // the engine's turn and ko; the table has no passes
            } else {
                passes = 0;
                const std::string context = "a random game on " + std::to_string(game.width) + "x" +
                                            std::to_string(game.height) + " (seed " +
                                            std::to_string(game.seed) + "), move " +
                                            std::to_string(number) + "\n";
                play_and_check(played, color, move, context);
            }
            color = opponent(color);
        }
    }
}
