// Lesson 11's demo: Inui's Renju player. Plain, it plays one seeded game of the player
// against itself (your make_tables, update_tables and choose_move; each side keeps its own
// tables) and prints the moves and the final position. With --step or --trace it shows the
// game stone by stone: the points the stone changed in the tables, the next player's scores
// and Black's fouls, and, when a Black point scores higher than the move chosen, why it is a
// foul (your foul, count_fours and is_three). With --diagram FILE --explain POINT it explains
// the verdict on a Black stone at POINT, line by line. With --trace --format json, either
// becomes a JSON trace for the book's player (a frame per step). `stonelab run 11` runs it on your
// code, `stonelab run 11 --solution` on the reference.
#include "renju.hpp"

#include "engine/formats/diagram.hpp"
#include "lessons/demo_support.hpp"
#include "lessons/not_implemented.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

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

// Shows a step: as text (with --step, waits for Enter; q + Enter: run to the end), or, with
// --format json, as a frame of the JSON trace (demo::Stepper) that the caller makes.
class Steps {
public:
    explicit Steps(demo::Mode mode) : mode_(mode), frames_(mode) {}
    bool showing() const { return mode_ != demo::Mode::Plain; }
    bool json() const { return frames_.json(); }
    demo::Stepper& frames() { return frames_; }
    /// JSON only: the trace's legend, or a line more for the last frame's caption.
    void note(const std::string& text)
    {
        if (json()) frames_.note(text);
    }
    void show(const std::string& text)
    {
        if (!showing() || json()) return;
        std::cout << "step " << ++count_ << ": " << text << std::endl;
        if (mode_ == demo::Mode::Step) {
            std::cout << "[Enter: next step, q: run to the end] " << std::flush;
            std::string answer;
            if (!std::getline(std::cin, answer) || answer == "q") mode_ = demo::Mode::Trace;
        }
    }

private:
    demo::Mode mode_;
    demo::Stepper frames_;
    int count_ = 0;
};

// The empty points where Black may not play: its fouls (lesson 11's `foul`). None for White.
std::vector<Point> fouls(const Board& board, Color player)
{
    std::vector<Point> found;
    if (player != Color::Black) return found;
    for (Point p : board.points())
        if (board.is_empty(p) && foul(board, p) != Foul::None) found.push_back(p);
    return found;
}

// The best score of the player's empty points, fouls left out (what choose_move plays).
int best_score(const Board& board, const Tables& tables, const std::vector<Point>& forbidden)
{
    int best = 0;
    bool any = false;
    for (Point p : board.points())
        if (board.is_empty(p) &&
            std::find(forbidden.begin(), forbidden.end(), p) == forbidden.end() &&
            (!any || score(tables, p) > best))
            best = score(tables, p), any = true;
    return best;
}

// The scores of the player's empty points as a grid, the best ones starred, Black's fouls
// marked x.
std::string score_grid(const Board& board, const Tables& tables)
{
    const std::vector<Point> forbidden = fouls(board, tables.player);
    const int best = best_score(board, tables, forbidden);
    std::string text;
    const Geometry& g = board.geometry();
    for (int y = 1; y <= g.height; ++y) {
        for (int x = 1; x <= g.width; ++x) {
            const Point p = g.point(x, y);
            const bool foul_point =
                std::find(forbidden.begin(), forbidden.end(), p) != forbidden.end();
            char cell[16];
            if (!board.is_empty(p))
                std::snprintf(cell, sizeof cell, "%6s", board.at(p) == Color::Black ? "X" : "O");
            else
                std::snprintf(cell, sizeof cell, "%5d%s", score(tables, p),
                              foul_point                 ? "x"
                              : score(tables, p) == best ? "*"
                                                         : " ");
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

// The Black stones that line d through p holds within four points of p, up to a White stone
// or the edge: the stones a Black stone at p would line up with.
std::vector<Point> line_stones(const Board& board, Point p, int d)
{
    std::vector<Point> stones;
    for (int sign : {-1, +1})
        for (int k = 1; k <= 4; ++k) {
            const Point q = p + sign * k * board.direction(d);
            if (board.at(q) != Color::Black && board.at(q) != Color::Empty) break;
            if (board.at(q) == Color::Black) stones.push_back(q);
        }
    return stones;
}

// A frame of the JSON trace: the position, the foul at q it passes over (an x on q, its lines'
// Black stones dotted) and the move chosen instead.
stonelab::trace::Frame foul_frame(const Board& board, Point q, Point chosen, std::string caption)
{
    stonelab::trace::Frame frame;
    frame.board = demo::go_board_of(board);
    frame.marks.push_back({q, stonelab::trace::MarkKind::Look});
    if (foul(board, q) != Foul::None) frame.labels.push_back({q, "\u00d7"});
    for (int d = 0; d < gomoku::kLineDirections; ++d) {
        Board with = board;
        with.place(q, Color::Black);
        if (with.line_length(q, d, Color::Black) > 5 || count_fours(board, q, d) > 0 ||
            is_three(board, q, d))
            for (Point stone : line_stones(board, q, d))
                frame.marks.push_back({stone, stonelab::trace::MarkKind::Visited});
    }
    if (chosen != kPass) frame.marks.push_back({chosen, stonelab::trace::MarkKind::Choose});
    frame.caption = std::move(caption);
    return frame;
}

// A frame of the JSON trace: the stone just played, the next player's three best points with
// their scores (the best in a green ring) and, when Black is next, its fouls (x).
stonelab::trace::Frame move_frame(const Board& board, Point played, const Tables* next,
                                  std::string caption)
{
    stonelab::trace::Frame frame;
    frame.board = demo::go_board_of(board);
    frame.marks.push_back({played, stonelab::trace::MarkKind::Move});
    if (next) {
        const std::vector<Point> forbidden = fouls(board, next->player);
        const int best = best_score(board, *next, forbidden);
        std::vector<Point> open;
        for (Point p : board.points())
            if (board.is_empty(p) &&
                std::find(forbidden.begin(), forbidden.end(), p) == forbidden.end())
                open.push_back(p);
        std::stable_sort(open.begin(), open.end(),
                         [next](Point a, Point b) { return score(*next, a) > score(*next, b); });
        for (std::size_t i = 0; i < open.size() && (i < 3 || score(*next, open[i]) == best); ++i) {
            frame.labels.push_back({open[i], std::to_string(score(*next, open[i]))});
            if (score(*next, open[i]) == best)
                frame.marks.push_back({open[i], stonelab::trace::MarkKind::Choose});
        }
        for (Point p : forbidden) frame.labels.push_back({p, "\u00d7"});
        caption +=
            std::string("\n") + name_of(next->player) + "'s best score: " + std::to_string(best) +
            " (green ring: the player plays one of these; the labels: its three best scores" +
            (forbidden.empty() ? "" : ", \u00d7 its fouls") + ")";
    }
    frame.caption = std::move(caption);
    return frame;
}

int play_game(Steps& steps, int size, std::uint64_t seed, int max_moves)
{
    // With --format json the frames are the whole output: the text goes nowhere.
    std::ostringstream unused;
    std::ostream& out = steps.json() ? unused : std::cout;
    demo::Stepper& frames = steps.frames();
    frames.describe(11, "Inui's Renju player against itself, stone by stone", {});
    steps.note(
        "Triangle: the stone just played. Numbers: the next player's three best scores "
        "in its tables, the best in a green ring; \u00d7: a point where Black may not play (a "
        "foul). When Black passes over a point that scores more than its move, a step "
        "shows why: the point (\u00d7), the Black stones of its lines (red dots) and "
        "the move chosen instead (green ring).");
    Board board(size);
    Rng rng(seed);
    Tables black = make_tables(board, Color::Black), white = make_tables(board, Color::White);
    std::string moves;
    for (int n = 1; n <= max_moves && !board.is_full(); ++n) {
        const Color mover = board.to_move();
        const Tables& tables = mover == Color::Black ? black : white;
        const Point p = choose_move(board, tables, rng);
        if (p == kPass) {
            out << name_of(mover) << " has no point left and passes\n";
            steps.note(std::string(name_of(mover)) + " has no point left and passes");
            break;
        }
        if (steps.showing() && mover == Color::Black) // the fouls it had to pass over
            for (Point q : board.points())
                if (board.is_empty(q) && score(tables, q) > score(tables, p)) {
                    const std::string why = "Black's point " + gomoku::vertex_name(board, q) +
                                            " scores " + std::to_string(score(tables, q)) +
                                            ", more than " + gomoku::vertex_name(board, p) + "'s " +
                                            std::to_string(score(tables, p)) + ", but\n" +
                                            explain(board, q);
                    steps.show(why);
                    if (steps.json())
                        frames.frame(foul_frame(board, q, p, why.substr(0, why.size() - 1)));
                }
        board.play(p);
        moves += (moves.empty() ? "" : " ") + gomoku::vertex_name(board, p);
        update_tables(black, board, p);
        update_tables(white, board, p);
        const Color next = board.to_move();
        const auto won = gomoku::winner(board, gomoku::Rule::Renju);
        const std::string played = "move " + std::to_string(n) + ": " + name_of(mover) + " plays " +
                                   gomoku::vertex_name(board, p) +
                                   "; its four lines up to five points away were recomputed "
                                   "in both tables";
        if (steps.showing())
            steps.show(played + "\n" + gomoku::print_board(board) +
                       (won ? std::string("")
                            : std::string(name_of(next)) + "'s scores (* the best" +
                                  (next == Color::Black ? ", x a foul" : "") + "):\n" +
                                  score_grid(board, next == Color::Black ? black : white)));
        if (steps.json())
            frames.frame(move_frame(board, p,
                                    won                    ? nullptr
                                    : next == Color::Black ? &black
                                                           : &white,
                                    played));
        if (won) {
            out << moves << "\n"
                << gomoku::print_board(board) << name_of(*won) << " wins with "
                << gomoku::vertex_name(board, p) << " after " << n << " moves\n";
            steps.note(std::string(name_of(*won)) + " wins with " + gomoku::vertex_name(board, p) +
                       " after " + std::to_string(n) + " moves");
            frames.finish();
            return 0;
        }
    }
    out << moves << "\n"
        << gomoku::print_board(board) << "no five after " << board.stone_count() << " moves\n";
    steps.note("no five after " + std::to_string(board.stone_count()) + " moves");
    frames.finish();
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
            if (mode != demo::Mode::Json) {
                std::cout << gomoku::print_board(board) << explain(board, *p);
                return 0;
            }
            demo::Stepper frames(mode);
            frames.describe(11, "Is a Black stone at " + point + " a foul?", {});
            const std::string why = explain(board, *p);
            frames.frame(foul_frame(board, *p, kPass, why.substr(0, why.size() - 1)));
            frames.finish();
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
