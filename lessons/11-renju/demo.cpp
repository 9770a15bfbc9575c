// Lesson 11's demo: Inui's Renju player. Plain, it plays one seeded game of the player
// against itself (your make_tables, update_tables and choose_move; each side keeps its own
// tables) and prints the moves and the final position. With --step or --trace it shows the
// game stone by stone: the points the stone changed in the tables, the next player's scores,
// and, when a Black point scores higher than the move chosen, why it is a foul (your foul,
// count_fours and is_three). With --diagram FILE --explain POINT it explains the verdict on a
// Black stone at POINT, line by line. `stonelab run 11` runs it on your code,
// `stonelab run 11 --solution` on the reference.
#include "renju.hpp"

#include "engine/formats/diagram.hpp"
#include "lessons/demo_support.hpp"
#include "lessons/not_implemented.hpp"

#include <CLI/CLI.hpp>

#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>

using stonelab::Color;
using stonelab::Geometry;
using stonelab::kPass;
using stonelab::Point;
using stonelab::Rng;
namespace demo = stonelab::demo;
namespace gomoku = stonelab::gomoku;
using namespace stonelab::lesson11;

namespace {

const char* name_of(Color color) { return color == Color::Black ? "Black" : "White"; }

const char* line_name(int d)
{
    static const char* const names[] = {"across", "down", "diagonal \\", "diagonal /"};
    return names[d];
}

// Shows a step and, with --step, waits for Enter (q + Enter: run to the end).
class Steps {
public:
    explicit Steps(demo::Mode mode) : mode_(mode) {}
    bool showing() const { return mode_ != demo::Mode::Plain; }
    void show(const std::string& text)
    {
        if (!showing()) return;
        std::cout << "step " << ++count_ << ": " << text << std::endl;
        if (mode_ == demo::Mode::Step) {
            std::cout << "[Enter: next step, q: run to the end] " << std::flush;
            std::string answer;
            if (!std::getline(std::cin, answer) || answer == "q") mode_ = demo::Mode::Trace;
        }
    }

private:
    demo::Mode mode_;
    int count_ = 0;
};

// The scores of the player's empty points as a grid, the best ones starred.
std::string score_grid(const Board& board, const Tables& tables)
{
    int best = 0;
    bool any = false;
    for (Point p : board.points())
        if (board.is_empty(p) && (!any || score(tables, p) > best))
            best = score(tables, p), any = true;
    std::string text;
    const Geometry& g = board.geometry();
    for (int y = 1; y <= g.height; ++y) {
        for (int x = 1; x <= g.width; ++x) {
            const Point p = g.point(x, y);
            char cell[16];
            if (!board.is_empty(p))
                std::snprintf(cell, sizeof cell, "%6s", board.at(p) == Color::Black ? "X" : "O");
            else
                std::snprintf(cell, sizeof cell, "%5d%s", score(tables, p),
                              score(tables, p) == best ? "*" : " ");
            text += cell;
        }
        text += "\n";
    }
    return text;
}

// Why a Black stone at p is (or is not) a foul, line by line.
std::string explain(const Board& board, Point p)
{
    std::ostringstream out;
    const Foul verdict = foul(board, p);
    out << "a Black stone at " << gomoku::vertex_name(board, p) << ": "
        << (verdict == Foul::None ? "allowed" : gomoku::foul_name(verdict)) << "\n";
    for (int d = 0; d < gomoku::kLineDirections; ++d) {
        Board with = board;
        with.place(p, Color::Black);
        const int run = with.line_length(p, d, Color::Black);
        const int fours = count_fours(board, p, d);
        out << "  " << line_name(d) << ": " << run << " in a row";
        if (fours > 0)
            out << ", " << fours << (fours == 1 ? " four" : " fours");
        else if (is_three(board, p, d))
            out << ", a three";
        out << "\n";
    }
    return out.str();
}

int play_game(Steps& steps, int size, std::uint64_t seed, int max_moves)
{
    Board board(size);
    Rng rng(seed);
    Tables black = make_tables(board, Color::Black), white = make_tables(board, Color::White);
    std::string moves;
    for (int n = 1; n <= max_moves && !board.is_full(); ++n) {
        const Color mover = board.to_move();
        const Tables& tables = mover == Color::Black ? black : white;
        const Point p = choose_move(board, tables, rng);
        if (p == kPass) {
            std::cout << name_of(mover) << " has no point left and passes\n";
            break;
        }
        if (steps.showing() && mover == Color::Black) // the fouls it had to pass over
            for (Point q : board.points())
                if (board.is_empty(q) && score(tables, q) > score(tables, p))
                    steps.show("Black's point " + gomoku::vertex_name(board, q) + " scores " +
                               std::to_string(score(tables, q)) + ", more than " +
                               gomoku::vertex_name(board, p) + "'s " +
                               std::to_string(score(tables, p)) + ", but\n" + explain(board, q));
        board.play(p);
        moves += (moves.empty() ? "" : " ") + gomoku::vertex_name(board, p);
        update_tables(black, board, p);
        update_tables(white, board, p);
        const Color next = board.to_move();
        const auto won = gomoku::winner(board, gomoku::Rule::Renju);
        if (steps.showing())
            steps.show("move " + std::to_string(n) + ": " + name_of(mover) + " plays " +
                       gomoku::vertex_name(board, p) +
                       "; its four lines up to five points away were recomputed in both tables\n" +
                       gomoku::print_board(board) +
                       (won ? std::string("")
                            : std::string(name_of(next)) + "'s scores (* the best):\n" +
                                  score_grid(board, next == Color::Black ? black : white)));
        if (won) {
            std::cout << moves << "\n"
                      << gomoku::print_board(board) << name_of(*won) << " wins with "
                      << gomoku::vertex_name(board, p) << " after " << n << " moves\n";
            return 0;
        }
    }
    std::cout << moves << "\n"
              << gomoku::print_board(board) << "no five after " << board.stone_count()
              << " moves\n";
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    CLI::App app{"Lesson 11: Renju. Inui's expected-value tables, Black's fouls, and the "
                 "player that plays the best point of its tables."};
    demo::Mode mode = demo::Mode::Plain;
    demo::add_mode_options(app, mode);
    int size = gomoku::kInuiSize;
    std::uint64_t seed = 1;
    int max_moves = 80;
    std::string diagram, point;
    app.add_option("--size", size, "Size of the board (default 13, the seed's)")
        ->check(CLI::Range(gomoku::kMinSize, gomoku::kMaxSize));
    app.add_option("--seed", seed, "Seed of the tie-breaks (default 1)");
    app.add_option("--max-moves", max_moves, "Stop the game after this many stones (default 80)")
        ->check(CLI::Range(1, 361));
    auto* from = app.add_option("--diagram", diagram, "A position (text diagram FILE) to judge");
    app.add_option("--explain", point, "Explain the verdict on a Black stone at POINT (e.g. H8)")
        ->needs(from);
    CLI11_PARSE(app, argc, argv);

    try {
        if (!diagram.empty()) {
            const Board board = gomoku::parse_board(demo::read_diagram_text(diagram));
            if (point.empty()) throw std::runtime_error("--diagram needs --explain POINT");
            const auto p = gomoku::parse_vertex(board, point);
            if (!p || !board.is_empty(*p))
                throw std::runtime_error("--explain " + point +
                                         ": not an empty point of the board");
            std::cout << gomoku::print_board(board) << explain(board, *p);
            return 0;
        }
        Steps steps(mode);
        return play_game(steps, size, seed, max_moves);
    } catch (const stonelab::NotImplemented& error) {
        std::cerr << "lesson11: " << error.what() << "\n";
        return 1;
    } catch (const std::exception& error) {
        std::cerr << "lesson11: " << error.what() << "\n";
        return 1;
    }
}
