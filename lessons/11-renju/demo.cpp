// Lesson 11's demo: Inui's Renju player. Plain, it plays one seeded game of the player
// against itself (your make_tables, update_tables and choose_move; each side keeps its own
// tables) and prints the moves and the final position. With --step or --trace it shows the
// game stone by stone: the points your update_tables recomputed, marked on the board, and the
// next player's scores as a table with the board's coordinates (the best starred, Black's
// fouls x); when a new foul appears for Black, it is explained line by line with your foul,
// count_fours and is_three. --fouls plays instead a set game in which Black meets a double
// three, a double four and an overline. With --diagram FILE --explain POINT it explains the
// verdict on a Black stone at POINT, line by line. With --trace --format json, each becomes a
// JSON trace for the book's player (a frame per step). `stonelab run 11` runs it on your
// code, `stonelab run 11 --solution` on the reference.
#include "renju.hpp"

#include "engine/formats/diagram.hpp"
#include "lessons/demo_support.hpp"
#include "lessons/not_implemented.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <climits>
#include <functional>
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
namespace trace = stonelab::trace;
using namespace stonelab::lesson11;

namespace {

const char* name_of(Color color) { return color == Color::Black ? "Black" : "White"; }

const char* line_name(int d)
{
    static const char* const names[] = {"across", "down", "diagonal \\", "diagonal /"};
    return names[d];
}

// The points' names: "G4", "D11 or H11".
std::string names(const Board& board, const std::vector<Point>& points)
{
    std::string text;
    for (Point p : points) text += (text.empty() ? "" : " or ") + gomoku::vertex_name(board, p);
    return text;
}

bool contains(const std::vector<Point>& points, Point p)
{
    return std::find(points.begin(), points.end(), p) != points.end();
}

// A step: drawn as text (the board with one-character marks, the text under or beside it),
// or, in a JSON trace, as the frame made for it (labels with scores, which would not fit on
// the text board). Every step goes through the Stepper, so --step stops at its prompt.
// Its caption is wrapped to fit an 80-column terminal after "step N: "; the JSON's is not (the
// book's player wraps it).
void show(demo::Stepper& stepper, demo::Step step, trace::Frame frame)
{
    if (stepper.json()) {
        stepper.frame(std::move(frame));
        return;
    }
    std::string wrapped;
    for (const std::string& line : stonelab::wrapped_lines(step.caption, 68))
        wrapped += (wrapped.empty() ? "" : "\n") + line;
    step.caption = wrapped;
    stepper.show(step);
}

// The empty points where Black may not play: its fouls (your `foul`). None for White.
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
        if (board.is_empty(p) && !contains(forbidden, p) && (!any || score(tables, p) > best))
            best = score(tables, p), any = true;
    return best;
}

// ---- The update: which points it recomputed ---------------------------------------------

// A value no point can have: the entries still holding it were not written.
constexpr int kUntouched = INT_MIN / 2;

// The points your update_tables writes after the stone at p: it runs on a copy of the tables
// filled with kUntouched (as the lesson's test "only the points within five of the stone are
// recomputed" does), and every entry it changed is a point it recomputed.
std::vector<Point> recomputed_points(const Tables& tables, const Board& board, Point p)
{
    Tables probe = tables;
    std::fill(probe.black.begin(), probe.black.end(), kUntouched);
    std::fill(probe.white.begin(), probe.white.end(), kUntouched);
    update_tables(probe, board, p);
    std::vector<Point> written;
    for (Point q : board.points()) {
        const auto i = static_cast<std::size_t>(q);
        if (probe.black[i] != kUntouched || probe.white[i] != kUntouched) written.push_back(q);
    }
    return written;
}

// ---- The score table, with the board's coordinates --------------------------------------

// A score in at most four characters: exact from -999 to 9999, in thousands beyond ("10k":
// a five's 10000 or more), so that a 15x15 table fits in 80 columns.
std::string short_score(int value)
{
    if (value >= -999 && value <= 9999) return std::to_string(value);
    return std::to_string(value / 1000) + "k";
}

std::string padded(const std::string& text, std::size_t width)
{
    return std::string(width > text.size() ? width - text.size() : 0, ' ') + text;
}

// The player's scores of the empty points as a table with GTP letters above and below and row
// numbers on both sides, like the board: the best ones starred, Black's fouls marked x, the
// stones X and O. The columns are as wide as the widest score.
std::string score_table(const Board& board, const Tables& tables)
{
    static const std::string letters = "ABCDEFGHJKLMNOPQRST";
    const std::vector<Point> forbidden = fouls(board, tables.player);
    const int best = best_score(board, tables, forbidden);
    const Geometry& g = board.geometry();
    std::size_t width = 3;
    for (Point p : board.points())
        if (board.is_empty(p)) width = std::max(width, short_score(score(tables, p)).size());
    std::string columns = "   ";
    for (int x = 1; x <= g.width; ++x)
        columns += padded(std::string(1, letters[static_cast<std::size_t>(x - 1)]), width) +
                   (x < g.width ? " " : "\n");
    std::string text = columns;
    for (int y = 1; y <= g.height; ++y) {
        const std::string row = std::to_string(g.height - y + 1);
        text += padded(row, 2) + " ";
        for (int x = 1; x <= g.width; ++x) {
            const Point p = g.point(x, y);
            if (!board.is_empty(p)) {
                text += padded(board.at(p) == Color::Black ? "X" : "O", width) + " ";
                continue;
            }
            const int value = score(tables, p);
            text += padded(short_score(value), width) + (contains(forbidden, p) ? "x"
                                                         : value == best        ? "*"
                                                                                : " ");
        }
        text += padded(row, 2) + "\n";
    }
    return text + columns;
}

// ---- Black's fouls, line by line ---------------------------------------------------------

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
    std::sort(stones.begin(), stones.end());
    return stones;
}

// The empty points of line d within four of p where one more Black stone, with p's, makes
// `length` in a row through p: 5 names a four's five points; 4 with both ends of the row
// empty names the points that would make a three a straight four (.XXXX.).
std::vector<Point> completions(const Board& board, Point p, int d, int length)
{
    std::vector<Point> found;
    Board with = board;
    with.place(p, Color::Black);
    for (int sign : {-1, +1})
        for (int k = 1; k <= 4; ++k) {
            const Point q = p + sign * k * board.direction(d);
            if (with.at(q) == Color::Wall || with.at(q) == Color::White) break;
            if (with.at(q) != Color::Empty) continue;
            Board more = with;
            more.place(q, Color::Black);
            if (more.line_length(p, d, Color::Black) != length) continue;
            if (length == 4) { // the two ends of the row must be empty: .XXXX.
                Point low = p, high = p;
                while (more.at(low - board.direction(d)) == Color::Black) low -= board.direction(d);
                while (more.at(high + board.direction(d)) == Color::Black)
                    high += board.direction(d);
                if (more.at(low - board.direction(d)) != Color::Empty ||
                    more.at(high + board.direction(d)) != Color::Empty)
                    continue;
            }
            found.push_back(q);
        }
    std::sort(found.begin(), found.end());
    return found;
}

// Why the renju rules forbid each foul (the lesson's "Black's fouls").
const char* why_forbidden(Foul verdict)
{
    switch (verdict) {
    case Foul::Overline:
        return "Black wins only with exactly five: six or more in a row is an overline, a foul.";
    case Foul::DoubleFour:
        return "Two fours at once threaten two fives: White could stop only one, so the rules "
               "forbid Black the double four.";
    case Foul::DoubleThree:
        return "Two threes at once both threaten a straight four: White could stop only one, so "
               "the rules forbid Black the double three.";
    case Foul::None: break;
    }
    return "";
}

// The frame of a foul's step in a JSON trace: the point (a circle, labelled x) and the Black
// stones of the line shown, labelled as on the text board (3, 4 or 6).
trace::Frame foul_frame(const Board& board, Point q, const std::vector<Point>& stones,
                        const std::string& label, std::string caption)
{
    trace::Frame frame;
    frame.board = demo::go_board_of(board);
    frame.marks.push_back({q, trace::MarkKind::Look});
    frame.labels.push_back({q, "\u00d7"});
    for (Point stone : stones) frame.labels.push_back({stone, label});
    frame.caption = std::move(caption);
    return frame;
}

// What a Black stone at q makes on line d, in words, and the mark of that line's stones
// ("6" an overline, "4" a four, "3" a three); empty when the line makes none of these.
std::pair<std::string, std::string> line_verdict(const Board& board, Point q, int d)
{
    Board with = board;
    with.place(q, Color::Black);
    const int run = with.line_length(q, d, Color::Black);
    const std::string at = gomoku::vertex_name(board, q);
    const std::string line = std::string(line_name(d)) + " through " + at + ": ";
    if (run > 5)
        return {line + std::to_string(run) + " Black stones in a row with " + at +
                    " (the stones marked 6): an overline",
                "6"};
    const int fours = count_fours(board, q, d);
    if (fours > 0)
        return {line + "count_fours says " + std::to_string(fours) +
                    (fours == 1 ? " four" : " fours") + " (with the stones marked 4): " + at +
                    " leaves room for one more stone to make exactly five, at " +
                    names(board, completions(board, q, d, 5)),
                "4"};
    if (is_three(board, q, d)) {
        const std::vector<Point> straight = completions(board, q, d, 4);
        return {line + "is_three says a three (with the stones marked 3): one more stone" +
                    (straight.empty() ? "" : " at " + names(board, straight)) +
                    " would make a straight four, .XXXX., a four with two five points",
                "3"};
    }
    return {"", ""};
}

// A new foul of Black's, step by step: the verdict of your foul(), then each line that makes
// it (your count_fours, is_three), its stones marked, then why the rules forbid it.
void explain_foul(demo::Stepper& stepper, const Board& board, Point q, int move)
{
    const Foul verdict = foul(board, q);
    const std::string at = gomoku::vertex_name(board, q);
    demo::Step first;
    first.caption = "Black to play move " + std::to_string(move) + ": a new foul, " + at +
                    " (x). foul(board, " + at + ") says " + gomoku::foul_name(verdict) +
                    "; line by line:";
    first.board = demo::go_board_of(board);
    first.marks = {{q, "x"}};
    first.beside = explain(board, q);
    show(stepper, first,
         foul_frame(board, q, {}, "",
                    first.caption + "\n" + first.beside.substr(0, first.beside.size() - 1)));
    std::vector<int> lines;
    for (int d = 0; d < gomoku::kLineDirections; ++d)
        if (!line_verdict(board, q, d).first.empty()) lines.push_back(d);
    std::vector<Point> all;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const auto [words, mark] = line_verdict(board, q, lines[i]);
        const std::vector<Point> stones =
            mark == "6" ? std::vector<Point>{} : line_stones(board, q, lines[i]);
        std::vector<Point> marked = stones;
        if (mark == "6") { // the run itself: every Black stone of the overline
            Board with = board;
            with.place(q, Color::Black);
            for (int sign : {-1, +1})
                for (Point s = q + sign * board.direction(lines[i]); with.at(s) == Color::Black;
                     s += sign * board.direction(lines[i]))
                    marked.push_back(s);
        }
        all.insert(all.end(), marked.begin(), marked.end());
        demo::Step step;
        step.caption = "Line " + std::to_string(i + 1) + " of " + std::to_string(lines.size()) +
                       ", " + words + ".";
        if (i + 1 == lines.size())
            step.caption += std::string("\nSo ") + at +
                            (verdict == Foul::Overline ? " is an " : " is a ") +
                            gomoku::foul_name(verdict) + ". " + why_forbidden(verdict) +
                            " Black must play elsewhere.";
        step.board = demo::go_board_of(board);
        step.marks[q] = "x";
        for (Point s : marked) step.marks[s] = mark;
        show(stepper, step, foul_frame(board, q, marked, mark, step.caption));
    }
}

// ---- The game ------------------------------------------------------------------------------

// The frame of a move in a JSON trace: the stone just played (a triangle), the points your
// update recomputed (squares), the next player's three best scores (labels, the best in a
// green ring) and Black's fouls (x).
trace::Frame move_frame(const Board& board, Point played, const std::vector<Point>& recomputed,
                        const Tables* next, std::string caption)
{
    trace::Frame frame;
    frame.board = demo::go_board_of(board);
    frame.marks.push_back({played, trace::MarkKind::Move});
    for (Point q : recomputed)
        if (board.is_empty(q)) frame.marks.push_back({q, trace::MarkKind::Liberty});
    if (next) {
        const std::vector<Point> forbidden = fouls(board, next->player);
        const int best = best_score(board, *next, forbidden);
        std::vector<Point> open;
        for (Point p : board.points())
            if (board.is_empty(p) && !contains(forbidden, p)) open.push_back(p);
        std::stable_sort(open.begin(), open.end(),
                         [next](Point a, Point b) { return score(*next, a) > score(*next, b); });
        for (std::size_t i = 0; i < open.size() && (i < 3 || score(*next, open[i]) == best); ++i) {
            frame.labels.push_back({open[i], std::to_string(score(*next, open[i]))});
            if (score(*next, open[i]) == best)
                frame.marks.push_back({open[i], trace::MarkKind::Choose});
        }
        for (Point p : forbidden) frame.labels.push_back({p, "\u00d7"});
        caption += std::string("\n") + name_of(next->player) +
                   "'s best score: " + std::to_string(best) +
                   " (green ring; the labels: its three best scores" +
                   (forbidden.empty() ? "" : ", \u00d7 its fouls") + ")";
    }
    frame.caption = std::move(caption);
    return frame;
}

// The moves of a game: the player's (choose_move) or a set list.
using MoveSource = std::function<Point(const Board&, const Tables&)>;

// Plays the game, showing each move and each new foul of Black's as steps; plain, it prints
// the moves and the final position, and with `print_fouls` each new foul's explanation.
int play_game(demo::Stepper& stepper, int size, int max_moves, const MoveSource& next_move,
              const std::string& title, bool print_fouls)
{
    // With --format json the frames are the whole output: the text goes nowhere.
    std::ostringstream unused;
    std::ostream& out = stepper.json() ? unused : std::cout;
    // Your tables first: on the stubs the demo stops here, before it shows anything.
    Board board(size);
    Tables black = make_tables(board, Color::Black), white = make_tables(board, Color::White);
    stepper.describe(11, title, {});
    stepper.note(stepper.json()
                     ? "Triangle: the stone just played. Squares: the points update_tables "
                       "recomputed. Numbers: the next player's three best scores, the best in a "
                       "green ring; \u00d7: a point where Black may not play (a foul). A new "
                       "foul is explained line by line: the point (\u00d7) and the Black stones "
                       "of each line that makes it, labelled 3 (a three), 4 (a four) or 6 (an "
                       "overline)."
                     : "Key: ! the stone just played, + the empty points your update_tables "
                       "recomputed.\nUnder the board, the next player's scores: * the best, x "
                       "a foul of Black's,\n10k ten thousand or more (a five).\nA new foul of "
                       "Black's is explained line by line: x "
                       "the point, 3 4 6 the stones\nof a three, a four, an overline.");
    std::string moves;
    std::vector<Point> known_fouls; // Black's fouls explained so far
    for (int n = 1; n <= max_moves && !board.is_full(); ++n) {
        const Color mover = board.to_move();
        const Tables& tables = mover == Color::Black ? black : white;
        if ((stepper.showing() || print_fouls) && mover == Color::Black)
            for (Point q : fouls(board, Color::Black)) // a foul Black has not met before
                if (!contains(known_fouls, q)) {
                    known_fouls.push_back(q);
                    if (stepper.showing())
                        explain_foul(stepper, board, q, n);
                    else
                        out << "before move " << n << ", " << explain(board, q);
                }
        const Point p = next_move(board, tables);
        if (p == kPass) {
            out << name_of(mover) << " has no point left and passes\n";
            stepper.note(std::string(name_of(mover)) + " has no point left and passes");
            break;
        }
        board.play(p);
        moves += (moves.empty() ? "" : " ") + gomoku::vertex_name(board, p);
        const Tables before = mover == Color::Black ? white : black; // the next player's
        std::vector<Point> recomputed;
        if (stepper.showing()) recomputed = recomputed_points(before, board, p);
        update_tables(black, board, p);
        update_tables(white, board, p);
        const Color next = board.to_move();
        const Tables& after = next == Color::Black ? black : white;
        const auto won = gomoku::winner(board, gomoku::Rule::Renju);
        if (stepper.showing()) {
            std::vector<Point> empty;
            int changed = 0;
            std::string changes; // "E10 40 -> 59", for the prompt's key c
            for (Point q : recomputed)
                if (board.is_empty(q)) {
                    empty.push_back(q);
                    if (score(before, q) == score(after, q)) continue;
                    ++changed;
                    const std::string item = gomoku::vertex_name(board, q) + " " +
                                             std::to_string(score(before, q)) + " -> " +
                                             std::to_string(score(after, q));
                    const auto line = changes.size() - (changes.rfind('\n') + 1);
                    changes += (changes.empty()                             ? ""
                                : line + 2 + item.size() > demo::kStepWidth ? "\n"
                                                                            : ", ") +
                               item;
                }
            const std::string at = gomoku::vertex_name(board, p);
            demo::Step step;
            step.caption = "move " + std::to_string(n) + ": " + name_of(mover) + " plays " + at +
                           ". update_tables recomputed " + at + " and the " +
                           std::to_string(empty.size()) + " empty points marked " +
                           (stepper.json() ? "with a square" : "+") + " (up to five " +
                           "points from " + at + " on its four lines); " + std::to_string(changed) +
                           " of them now score differently for " + name_of(next) + ".";
            step.board = demo::go_board_of(board);
            step.marks[p] = "!";
            for (Point q : empty) step.marks[q] = "+";
            if (!won)
                step.beside = std::string(name_of(next)) + "'s scores (* the best" +
                              (next == Color::Black ? ", x a foul" : "") + "):\n" +
                              score_table(board, after);
            step.keys.push_back({"c", "changed scores", [changes, next] {
                                     return std::string(name_of(next)) +
                                            "'s scores that changed (before -> after):\n" +
                                            (changes.empty() ? "none" : changes);
                                 }});
            show(stepper, step,
                 move_frame(board, p, recomputed, won ? nullptr : &after, step.caption));
        }
        if (won) {
            out << moves << "\n"
                << gomoku::print_board(board) << name_of(*won) << " wins with "
                << gomoku::vertex_name(board, p) << " after " << n << " moves\n";
            stepper.note(std::string(name_of(*won)) + " wins with " +
                         gomoku::vertex_name(board, p) + " after " + std::to_string(n) + " moves");
            stepper.finish();
            return 0;
        }
    }
    out << moves << "\n"
        << gomoku::print_board(board) << "no five after " << board.stone_count() << " moves\n";
    stepper.note("no five after " + std::to_string(board.stone_count()) + " moves");
    stepper.finish();
    return 0;
}

// --fouls: a set game on 15x15 in which Black meets a double three (G11, before move 9), a
// double four (F4, before move 21) and an overline (M7, before move 31), each explained. Black
// builds each shape in a corner of its own; White's stones stay off the lines that make it.
const char* const kFoulGame = "E11 D10 F11 F12 G10 H9 G9 F8 "        // G11: across and down
                              "C4 B4 D4 D5 E4 E5 F5 G6 F6 E7 F7 H6 " // F4: across and down
                              "M10 L9 M9 N8 M6 L6 M5 N4 M8 K7 "      // M7: six down
                              "K10";
constexpr int kFoulGameMoves = 31;

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
    bool foul_game = false;
    std::string diagram, point;
    // At most 19x19, though Gomoku boards go to 20x20: the steps are drawn on Go's board.
    auto* size_option =
        app.add_option("--size", size, "Size of the board, 5 to 19 (default 13, the seed's)")
            ->check(CLI::Range(gomoku::kMinSize, stonelab::kMaxSide));
    app.add_option("--seed", seed, "Seed of the tie-breaks (default 1)");
    app.add_option("--max-moves", max_moves, "Stop the game after this many stones (default 80)")
        ->check(CLI::Range(1, 361));
    app.add_flag("--fouls", foul_game,
                 "Play a set game on 15x15 in which Black meets a double three, a double four "
                 "and an overline")
        ->excludes(size_option);
    auto* from = app.add_option("--diagram", diagram, "A position (text diagram FILE) to judge");
    app.add_option("--explain", point, "Explain the verdict on a Black stone at POINT (e.g. H8)")
        ->needs(from);
    CLI11_PARSE(app, argc, argv);

    try {
        demo::Stepper stepper(mode);
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
            stepper.describe(11, "Is a Black stone at " + point + " a foul?", {});
            const std::string why = explain(board, *p);
            stepper.frame(foul_frame(board, *p, {}, "", why.substr(0, why.size() - 1)));
            stepper.finish();
            return 0;
        }
        if (foul_game) {
            std::istringstream words(kFoulGame);
            Board empty(15);
            std::vector<Point> script;
            for (std::string word; words >> word;)
                script.push_back(*gomoku::parse_vertex(empty, word));
            std::size_t next = 0;
            return play_game(
                stepper, 15, std::min(max_moves, kFoulGameMoves),
                [&](const Board&, const Tables&) { return script[next++]; },
                "A set game in which Black meets a double three, a double four and an overline",
                true);
        }
        Rng rng(seed);
        return play_game(
            stepper, size, max_moves,
            [&rng](const Board& board, const Tables& tables) {
                return choose_move(board, tables, rng);
            },
            "Inui's Renju player against itself, stone by stone", false);
    } catch (const stonelab::NotImplemented& error) {
        std::cerr << "lesson11: " << error.what() << "\n";
        return 1;
    } catch (const std::exception& error) {
        std::cerr << "lesson11: " << error.what() << "\n";
        return 1;
    }
}
