// Lesson 13's demo: life and death. Plain, it prints the status of every string of a position
// (your string_status: alive, dead or neutral, with the attack and defence points), how the
// status of one string changes with the depth the search may read (why seed 000 needs its
// cut-offs, and what they cost), each colour's unconditionally alive stones (your
// unconditionally_alive), and seed 001's groups and territory (your group_ids and territory).
// With --step or --trace it first plays out the search's line for the target string move by
// move: the defender first, then the attacker, each choosing with your read_capture, with the
// string's liberties after each move, then the string's status, then Benson's rounds for each
// colour; --trace --format json writes those steps for the book's player.
// `stonelab run 13` runs it on your code, `stonelab run 13 --solution` on the reference.
#include "groups_life.hpp"

#include "engine/formats/diagram.hpp"
#include "engine/go/benson.hpp"
#include "lessons/demo_support.hpp"
#include "lessons/not_implemented.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <iostream>
#include <map>
#include <string>

using namespace stonelab;
using namespace stonelab::lesson13;

namespace {

// The tests' ladder-works: White's E5 in atari, its escape at E4 a ladder to the corner.
const char* const kDefaultPosition = ". . . . . . . . .\n"
                                     ". . . . . . . . .\n"
                                     ". . . . . . . . .\n"
                                     ". . . . X . . . .\n"
                                     ". . . X O X . . .\n"
                                     ". . . . . X . . .\n"
                                     ". . . . . . . . .\n"
                                     ". . . . . . . . .\n"
                                     ". . . . . . . . .\n";

std::string name(const Board& board, Point p)
{
    return p == kPass ? "pass" : to_gtp_vertex(board.geometry(), p);
}

std::string colour_word(Color color) { return color == Color::Black ? "Black" : "White"; }

std::string status_text(const Board& board, const StringStatus& status)
{
    return std::string(status_name(status.status)) + ", attack " + name(board, status.attack) +
           ", defence " + name(board, status.defence);
}

// Every string once, by its first stone in raster order.
void print_statuses(const Board& board, const ReadingLimits& limits)
{
    std::cout << "the strings (string_status, at most " << limits.max_liberties << " liberties and "
              << limits.max_depth << " moves):\n";
    std::vector<Point> seen;
    for (Point p : board.points()) {
        if (board.at(p) == Color::Empty) continue;
        const std::vector<Point> stones = board.string_stones(p);
        if (stones.front() != p) continue;
        std::cout << "  " << name(board, p) << " " << colour_word(board.at(p)) << ", "
                  << "stones " << stones.size() << ", liberties " << board.liberty_count(p) << ": "
                  << status_text(board, string_status(board, p, limits)) << "\n";
    }
}

// The status of the target for each depth at which it changes.
void print_depths(const Board& board, Point target, const ReadingLimits& limits)
{
    std::cout << "the string at " << name(board, target) << " read to each depth:\n";
    std::string last;
    for (int depth = 0; depth <= limits.max_depth; ++depth) {
        const std::string now =
            status_text(board, string_status(board, target, {limits.max_liberties, depth}));
        if (now != last) std::cout << "  from " << depth << " moves: " << now << "\n";
        last = now;
    }
}

constexpr const char* kLegend =
    "marks: * the string read, # the move just played, - the string's liberties, x the stones "
    "just captured; then ! the attack point, ? the defence point. Benson's rounds: digits the "
    "vital regions of each block, - their empty points, x the blocks dropped, * the regions "
    "dropped, ! the stones left alive";
constexpr const char* kJsonLegend =
    "circle: the string read; triangle: the move just played; squares: the string's liberties; "
    "crosses: the stones just captured. Then the string's status, the attack point in green, "
    "the defence point circled. Then Benson's rounds for each colour: numbers the vital regions "
    "of each block, squares their empty points, crosses the blocks dropped, circles the regions "
    "dropped, green the stones left alive";

std::string liberties_left(int count)
{
    return std::to_string(count) + (count == 1 ? " liberty left" : " liberties left");
}

// The target string's liberties as marks (none once it is captured).
void mark_liberties(const Board& board, Point target, std::map<Point, std::string>& marks)
{
    if (board.at(target) == Color::Empty) return;
    for (Point p : board.liberty_points(target)) marks[p] = "-";
}

// The search's line, move by move: each side plays what read_capture gives it, or, with no
// winning move, its first try (the string's first liberty).
void show_line(demo::Stepper& stepper, const Board& start, Point target,
               const ReadingLimits& limits)
{
    Board board = start;
    const Color defender = board.at(target);
    Color to_move = defender;
    std::map<Point, std::string> first = {{target, "*"}};
    mark_liberties(board, target, first);
    stepper.step("the position; " + colour_word(defender) + " defends " + name(board, target) +
                     " and moves first",
                 board, first);
    for (int depth = 0; depth < limits.max_depth && board.at(target) == defender; ++depth) {
        if (to_move != defender && board.liberty_count(target) > limits.max_liberties) {
            stepper.note("more than " + std::to_string(limits.max_liberties) +
                         " liberties: the attack stops, the string has escaped");
            return;
        }
        const Reading reading =
            read_capture(board, target, to_move, {limits.max_liberties, limits.max_depth - depth});
        Point move = reading.move;
        const bool wins = move != kPass;
        if (!wins) move = board.liberty_points(target).front();
        const Board before = board;
        if (board.play(to_move, move) != MoveStatus::Legal) {
            stepper.note(colour_word(to_move) + " has no legal try: the search ends here");
            return;
        }
        std::map<Point, std::string> marks;
        mark_liberties(board, target, marks);
        for (Point p : board.points())
            if (before.at(p) != Color::Empty && board.at(p) == Color::Empty) marks[p] = "x";
        marks[move] = "#";
        stepper.step(
            colour_word(to_move) + " " + name(board, move) +
                (wins ? " (read_capture: this move wins)"
                      : " (read_capture: nothing wins; the first liberty)") +
                ", " +
                liberties_left(board.at(target) == defender ? board.liberty_count(target) : 0),
            board, marks);
        to_move = opponent(to_move);
    }
    stepper.note(board.at(target) == defender ? "the depth runs out: the string stands"
                                              : "the string is captured");
}

// The verdict of your string_status on the start position: the status, the attack point (!)
// and the defence point (?).
void show_status(demo::Stepper& stepper, const Board& board, Point target,
                 const ReadingLimits& limits)
{
    const StringStatus status = string_status(board, target, limits);
    std::map<Point, std::string> marks = {{target, "*"}};
    if (status.defence != kPass) marks[status.defence] = "?";
    if (status.attack != kPass) marks[status.attack] = "!";
    std::string caption =
        "string_status: the string at " + name(board, target) + " is " + status_text(board, status);
    if (status.attack != kPass && status.attack == status.defence)
        caption += " (one point for both: whoever plays it first decides)";
    stepper.step(caption, board, marks);
}

std::string names(const Board& board, const std::vector<Point>& points)
{
    std::string text;
    for (Point p : points) text += (text.empty() ? "" : " ") + name(board, p);
    return text.empty() ? "none" : text;
}

// Benson's rounds, step by step, as the engine's unconditional_life records them; the stones
// left at the end are compared with your unconditionally_alive.
void show_benson(demo::Stepper& stepper, const Board& board, Color color)
{
    std::vector<BensonRound> rounds;
    const std::vector<Point> alive = unconditional_life(board, color, &rounds).alive;
    const std::string who = "Benson for " + colour_word(color);
    const auto dropped = [](const auto& block) { return block.second < 2; };
    const std::vector<std::pair<std::vector<Point>, int>>& first = rounds.front().blocks;
    if (std::all_of(first.begin(), first.end(), dropped)) {
        stepper.note(who + ": " + (first.empty() ? "no stones" : "no block has two vital regions") +
                     ", none is unconditionally alive");
        return;
    }
    for (std::size_t i = 0; i + 1 < rounds.size(); ++i) {
        const BensonRound& round = rounds[i];
        const std::string title = who + ", round " + std::to_string(i + 1);
        // Rule 1: every block kept counts its vital regions among the regions kept.
        std::map<Point, std::string> marks;
        for (Point p : round.vital) marks[p] = "-";
        for (const auto& block : round.blocks)
            for (Point p : block.first)
                marks[p] = dropped(block) ? "x" : std::to_string(block.second);
        stepper.step(title + ": each block counts its vital regions among those kept (numbers, "
                             "their empty points squared); the blocks with fewer than two are "
                             "dropped (x)",
                     board, marks);
        // Rule 2: every region next to a dropped block goes too.
        marks.clear();
        for (Point p : round.dropped) marks[p] = "*";
        if (!marks.empty())
            stepper.step(title + ": the regions next to a dropped block are dropped (circles)",
                         board, marks);
    }
    std::map<Point, std::string> marks;
    for (Point p : alive) marks[p] = "!";
    const std::vector<Point> yours = unconditionally_alive(board, color);
    stepper.step(who + ", round " + std::to_string(rounds.size()) +
                     ": nothing more to drop, the end. Unconditionally alive (green): " +
                     names(board, alive) + "; your unconditionally_alive: " +
                     (yours == alive ? "the same" : names(board, yours)),
                 board, marks);
}

void print_benson(const Board& board)
{
    for (Color color : {Color::Black, Color::White}) {
        std::cout << colour_word(color) << "'s unconditionally alive stones (Benson):";
        const std::vector<Point> alive = unconditionally_alive(board, color);
        if (alive.empty()) std::cout << " none";
        for (Point p : alive) std::cout << " " << name(board, p);
        std::cout << "\n";
    }
}

// Seed 001's groups (your group_ids) and territory (your territory), row by row.
void print_groups(const Board& board)
{
    const Geometry& g = board.geometry();
    const std::vector<int> ids = group_ids(board);
    const std::vector<Color> owner = territory(board);
    if (ids.size() != static_cast<std::size_t>(g.cells()) ||
        owner.size() != static_cast<std::size_t>(g.cells()))
        throw std::runtime_error("group_ids and territory must give one value per cell");
    std::cout << "groups (group_ids) and territory (territory: X Black's, O White's):\n";
    for (int y = 1; y <= g.height; ++y) {
        std::string groups, land;
        for (int x = 1; x <= g.width; ++x) {
            const auto cell = static_cast<std::size_t>(g.point(x, y));
            const std::string id = ids[cell] == 0 ? "." : std::to_string(ids[cell]);
            groups += std::string(3 - std::min<std::size_t>(id.size(), 2), ' ') + id;
            land += std::string(" ") + (board.at(g.point(x, y)) != Color::Empty ? '#'
                                        : owner[cell] == Color::Black           ? 'X'
                                        : owner[cell] == Color::White           ? 'O'
                                                                                : '.');
        }
        std::cout << " " << groups << "    " << land << "\n";
    }
}

} // namespace

int main(int argc, char** argv)
{
    CLI::App app{"Lesson 13: life and death. The status of every string by seed 000's two "
                 "searches, the effect of the depth cut-off, and Benson's unconditional life."};
    demo::Mode mode = demo::Mode::Plain;
    demo::add_mode_options(app, mode);
    std::string file, target_name = "E5";
    ReadingLimits limits;
    app.add_option("--diagram", file, "A text diagram file (default: the ladder of the tests)");
    app.add_option("--target", target_name, "A stone of the string to read (default E5)");
    app.add_option("--liberties", limits.max_liberties,
                   "The liberty cut-off: more than this with the attacker to move is an escape")
        ->check(CLI::Range(1, 8));
    app.add_option("--depth", limits.max_depth, "The most moves a search reads")
        ->check(CLI::Range(0, 60));
    CLI11_PARSE(app, argc, argv);

    try {
        const Board board =
            file.empty() ? parse_diagram(kDefaultPosition) : demo::read_diagram_file(file);
        const auto target = parse_gtp_vertex(board.geometry(), target_name);
        if (!target || *target == kPass || board.at(*target) == Color::Empty)
            throw std::runtime_error("--target " + target_name +
                                     " must name a stone of the position");
        demo::Stepper stepper(mode);
        stepper.describe(13, "Reading a string: the search's line, then the string's status",
                         {{"*", trace::MarkKind::Look},
                          {"#", trace::MarkKind::Move},
                          {"-", trace::MarkKind::Liberty},
                          {"x", trace::MarkKind::Capture},
                          {"!", trace::MarkKind::Choose},
                          {"?", trace::MarkKind::Candidate}});
        if (stepper.json()) { // the trace is the whole output
            stepper.note(kJsonLegend);
            show_line(stepper, board, *target, limits);
            show_status(stepper, board, *target, limits);
            for (Color color : {Color::Black, Color::White}) show_benson(stepper, board, color);
            stepper.finish();
            return 0;
        }
        std::cout << "the position:\n" << print_diagram(board);
        if (stepper.showing()) {
            stepper.note(kLegend);
            show_line(stepper, board, *target, limits);
            show_status(stepper, board, *target, limits);
            for (Color color : {Color::Black, Color::White}) show_benson(stepper, board, color);
        }
        print_statuses(board, limits);
        print_depths(board, *target, limits);
        print_benson(board);
        print_groups(board);
        return 0;
    } catch (const NotImplemented& error) {
        std::cerr << "lesson13: " << error.what() << "\n";
        return 1;
    } catch (const std::exception& error) {
        std::cerr << "lesson13: " << error.what() << "\n";
        return 1;
    }
}
