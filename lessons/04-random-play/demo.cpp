// Lesson 4's demo: a seeded game between two random players. Plain, it prints the moves and
// the final position (your play_random_game). With --step or --trace it shows every move on
// the board: the point chosen, and the points drawn before it and rejected — as an own eye
// or as an illegal move (your random_move and is_own_eye); --trace --format json writes those
// steps for the book's player. `stonelab run 4` runs it on your code, `stonelab run 4
// --solution` on the reference.
#include "random_play.hpp"

#include "engine/formats/diagram.hpp"
#include "lessons/demo_support.hpp"
#include "lessons/not_implemented.hpp"

#include <CLI/CLI.hpp>

#include <iostream>
#include <string>

using namespace stonelab;
using namespace stonelab::lesson04;

namespace {

constexpr const char* kLegend = "marks: ! the move chosen, e drawn and rejected as an own eye, "
                                "- drawn and rejected as illegal";
constexpr const char* kJsonLegend = "each frame: the position before the move; green ring: the "
                                    "point random_move chose, plain ring: drawn before it and "
                                    "rejected as illegal, e: drawn and rejected as an own eye";

const char* name_of(Color color) { return color == Color::Black ? "Black" : "White"; }

std::string move_list(const Geometry& geometry, const std::vector<Point>& moves)
{
    std::string text;
    for (Point move : moves) text += (text.empty() ? "" : " ") + to_gtp_vertex(geometry, move);
    return text;
}

// The game again, move by move, with the draws of each random_move on the board.
void show_game(demo::Stepper& stepper, int size, std::uint64_t seed, int max_moves)
{
    Board board(size);
    Rng rng(seed);
    Color color = Color::Black;
    int passes_in_a_row = 0;
    for (int number = 1; passes_in_a_row < 2 && number <= max_moves; ++number) {
        std::vector<Point> rejected;
        const Point move = random_move(board, color, rng, &rejected);
        std::map<Point, std::string> marks;
        for (Point p : rejected) marks[p] = is_own_eye(board, color, p) ? "e" : "-";
        if (move != kPass) marks[move] = "!";
        std::string caption = "move " + std::to_string(number) + ": " + name_of(color) + " " +
                              to_gtp_vertex(board.geometry(), move);
        if (!rejected.empty())
            caption +=
                " (" + std::to_string(rejected.size()) + " point(s) drawn and rejected first)";
        stepper.step(caption, board, marks);
        board.play(color, move);
        passes_in_a_row = move == kPass ? passes_in_a_row + 1 : 0;
        color = opponent(color);
    }
    stepper.step(passes_in_a_row == 2 ? "two passes in a row: the game is over"
                                      : "the move cap is reached: the game stops",
                 board);
}

} // namespace

int main(int argc, char** argv)
{
    CLI::App app{"Lesson 4: the random player. Plays a seeded game between two random "
                 "players that never fill their own eyes."};
    demo::Mode mode = demo::Mode::Plain;
    demo::add_mode_options(app, mode);
    int size = 9;
    std::uint64_t seed = 1;
    int max_moves = -1;
    app.add_option("--size", size, "Board size, 1 to 19 (default 9)")->check(CLI::Range(1, 19));
    app.add_option("--seed", seed, "Seed of the random numbers (default 1)");
    app.add_option("--max-moves", max_moves, "Move cap (default 3 x size x size)")
        ->check(CLI::NonNegativeNumber);
    CLI11_PARSE(app, argc, argv);
    if (max_moves < 0) max_moves = 3 * size * size;

    try {
        demo::Stepper stepper(mode);
        stepper.describe(4, "A game between two random players, move by move",
                         {{"!", trace::MarkKind::Choose}, {"-", trace::MarkKind::Look}});
        if (stepper.showing()) {
            stepper.note(stepper.json() ? kJsonLegend : kLegend);
            show_game(stepper, size, seed, max_moves);
            stepper.finish();
            return 0;
        }
        const std::vector<Point> moves = play_random_game(size, seed, max_moves);
        Board board(size);
        Color color = Color::Black;
        for (Point move : moves) {
            board.play(color, move);
            color = opponent(color);
        }
        std::cout << moves.size() << " moves: " << move_list(board.geometry(), moves) << "\n"
                  << print_diagram(board);
        return 0;
    } catch (const NotImplemented& error) {
        std::cerr << "lesson04: " << error.what() << "\n";
        return 1;
    }
}
