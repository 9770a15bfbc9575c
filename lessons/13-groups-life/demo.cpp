// Lesson 13's demo: life and death. Plain, it prints the status of every string of a position
// (your string_status: alive, dead or neutral, with the attack and defence points), how the
// status of one string changes with the depth the search may read (why seed 000 needs its
// cut-offs, and what they cost), each colour's unconditionally alive stones (your
// unconditionally_alive), and seed 001's groups and territory (your group_ids and territory).
// With --step or --trace it first plays out the search's line for the target string move by
// move: the defender first, then the attacker, each choosing with your read_capture.
// `stonelab run 13` runs it on your code, `stonelab run 13 --solution` on the reference.
#include "groups_life.hpp"

#include "engine/formats/diagram.hpp"
#include "lessons/demo_support.hpp"
#include "lessons/not_implemented.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <iostream>
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

// The search's line, move by move: each side plays what read_capture gives it, or, with no
// winning move, its first try (the string's first liberty).
void show_line(demo::Stepper& stepper, const Board& start, Point target,
               const ReadingLimits& limits)
{
    Board board = start;
    const Color defender = board.at(target);
    Color to_move = defender;
    stepper.step("the position; " + colour_word(defender) + " defends " + name(board, target) +
                     " and moves first",
                 board, {{target, "*"}});
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
        if (board.play(to_move, move) != MoveStatus::Legal) {
            stepper.note(colour_word(to_move) + " has no legal try: the search ends here");
            return;
        }
        stepper.step(
            colour_word(to_move) + " " + name(board, move) +
                (wins ? " (read_capture: this move wins)"
                      : " (read_capture: nothing wins; the first liberty)") +
                ", " +
                std::to_string(board.at(target) == defender ? board.liberty_count(target) : 0) +
                " liberties left",
            board, {{move, "#"}});
        to_move = opponent(to_move);
    }
    stepper.note(board.at(target) == defender ? "the depth runs out: the string stands"
                                              : "the string is captured");
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
        std::cout << "the position:\n" << print_diagram(board);
        if (stepper.showing()) show_line(stepper, board, *target, limits);
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
