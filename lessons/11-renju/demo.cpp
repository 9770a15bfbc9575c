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
// code, `stonelab run 11 --solution` on the reference. Every sentence is written in English
// and Japanese side by side (demo::say); `stonelab run` picks the student's language.
#include "renju.hpp"

#include "engine/formats/diagram.hpp"
#include "lessons/demo_support.hpp"
#include "lessons/not_implemented.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <climits>
#include <fstream>
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

// A line's name (the lesson's words for the four lines: 横, 縦, 右下がり, 左下がり).
std::string line_name(int d)
{
    static const char* const names[] = {"across", "down", "diagonal \\", "diagonal /"};
    static const char* const japanese[] = {"横", "縦", "右下がり", "左下がり"};
    return demo::say(names[d], japanese[d]);
}

// A verdict of `foul` in the student's language: "double three", "三三"...
std::string foul_words(Foul verdict)
{
    if (!demo::in_japanese()) return gomoku::foul_name(verdict);
    switch (verdict) {
    case Foul::None: return "なし";
    case Foul::Overline: return "長連";
    case Foul::DoubleFour: return "四四";
    case Foul::DoubleThree: break;
    }
    return "三三";
}

// The points' names: "G4", "D11 or H11".
std::string names(const Board& board, const std::vector<Point>& points)
{
    std::string text;
    for (Point p : points)
        text += (text.empty() ? "" : demo::say(" or ", " か ")) + gomoku::vertex_name(board, p);
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
    // By the columns a terminal gives it (a kanji takes two); Japanese between any two
    // characters as Japanese is written, a little narrower for its wider punctuation.
    std::string wrapped;
    for (const std::string& line :
         stonelab::wrapped_to_width(step.caption, demo::in_japanese() ? 64 : 68))
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
    out << demo::say("a Black stone at {0}: {1}", "{0} の黒石：{1}",
                     {gomoku::vertex_name(board, p), verdict == Foul::None
                                                         ? demo::say("allowed", "打ってよい手")
                                                         : foul_words(verdict)})
        << "\n";
    for (int d = 0; d < gomoku::kLineDirections; ++d) {
        Board with = board;
        with.place(p, Color::Black);
        const int run = with.line_length(p, d, Color::Black);
        const int fours = count_fours(board, p, d);
        out << demo::say("  {0}: {1} in a row", "  {0}：{1} 個の並び",
                         {line_name(d), std::to_string(run)});
        if (fours > 0)
            out << (fours == 1
                        ? demo::say(", {0} four", "、四が {0} つ", {std::to_string(fours)})
                        : demo::say(", {0} fours", "、四が {0} つ", {std::to_string(fours)}));
        else if (is_three(board, p, d))
            out << demo::say(", a three", "、三");
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
std::string why_forbidden(Foul verdict)
{
    switch (verdict) {
    case Foul::Overline:
        return demo::say(
            "Black wins only with exactly five: six or more in a row is an overline, a foul.",
            "黒はちょうど五のときだけ勝ちです。六つ以上の並びは長連で、禁手です。");
    case Foul::DoubleFour:
        return demo::say("Two fours at once threaten two fives: White could stop only one, so the "
                         "rules forbid Black the double four.",
                         "二つの四は同時に二つの五をねらいます。白は一つしか止められないので、"
                         "ルールは黒に四四を禁じています。");
    case Foul::DoubleThree:
        return demo::say("Two threes at once both threaten a straight four: White could stop only "
                         "one, so the rules forbid Black the double three.",
                         "二つの三はどちらも達四をねらいます。白は一つしか止められないので、"
                         "ルールは黒に三三を禁じています。");
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
    const std::string line =
        demo::say("{0} through {1}: ", "{1} を通る{0}の線：", {line_name(d), at});
    if (run > 5)
        return {line + demo::say("{0} Black stones in a row with {1} (the stones marked 6): an "
                                 "overline",
                                 "{1} を含めて黒石が {0} 個並びます（6 の印の石）。長連です",
                                 {std::to_string(run), at}),
                "6"};
    const int fours = count_fours(board, q, d);
    if (fours > 0) {
        const std::vector<std::string> words = {std::to_string(fours), at,
                                                names(board, completions(board, q, d, 5))};
        return {line + (fours == 1
                            ? demo::say("count_fours says {0} four (with the stones marked 4): "
                                        "{1} leaves room for one more stone to make exactly "
                                        "five, at {2}",
                                        "count_fours によると四が {0} つあります（4 の印の石と）。"
                                        "{2} にもう一石置けばちょうど五になります",
                                        words)
                            : demo::say("count_fours says {0} fours (with the stones marked 4): "
                                        "{1} leaves room for one more stone to make exactly "
                                        "five, at {2}",
                                        "count_fours によると四が {0} つあります（4 の印の石と）。"
                                        "{2} にもう一石置けばちょうど五になります",
                                        words)),
                "4"};
    }
    if (is_three(board, q, d)) {
        const std::vector<Point> straight = completions(board, q, d, 4);
        return {line + (straight.empty()
                            ? demo::say("is_three says a three (with the stones marked 3): one "
                                        "more stone would make a straight four, .XXXX., a four "
                                        "with two five points",
                                        "is_three によると三です（3 の印の石と）。もう一石で"
                                        "達四 .XXXX.、つまり五の点が二つある四になります")
                            : demo::say("is_three says a three (with the stones marked 3): one "
                                        "more stone at {0} would make a straight four, .XXXX., a "
                                        "four with two five points",
                                        "is_three によると三です（3 の印の石と）。{0} にもう一石"
                                        "置けば達四 .XXXX.、つまり五の点が二つある四になります",
                                        {names(board, straight)})),
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
    first.caption = demo::say("Black to play move {0}: a new foul, {1} (x). foul(board, {1}) says "
                              "{2}; line by line:",
                              "黒の {0}手目の前に新しい禁手 {1}（x）があります。foul(board, {1}) "
                              "の判定は{2}です。線ごとに見ます：",
                              {std::to_string(move), at, foul_words(verdict)});
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
        step.caption = demo::say("Line {0} of {1}, {2}.", "線 {0}（全 {1} 本）、{2}。",
                                 {std::to_string(i + 1), std::to_string(lines.size()), words});
        if (i + 1 == lines.size())
            step.caption +=
                demo::say(verdict == Foul::Overline ? "\nSo {0} is an {1}. {2} Black must play "
                                                      "elsewhere."
                                                    : "\nSo {0} is a {1}. {2} Black must play "
                                                      "elsewhere.",
                          "\nしたがって {0} は{1}です。{2}黒はほかの点に打たなければなりません。",
                          {at, foul_words(verdict), why_forbidden(verdict)});
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
        caption +=
            "\n" + (forbidden.empty()
                        ? demo::say("{0}'s best score: {1} (green ring; the labels: its three "
                                    "best scores)",
                                    "{0}の最高点：{1}（緑の輪。数字は上位三つの点数）",
                                    {demo::player_name(next->player), std::to_string(best)})
                        : demo::say("{0}'s best score: {1} (green ring; the labels: its three "
                                    "best scores, \u00d7 its fouls)",
                                    "{0}の最高点：{1}（緑の輪。数字は上位三つの点数、\u00d7 は"
                                    "禁手）",
                                    {demo::player_name(next->player), std::to_string(best)}));
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
                     ? demo::say("Triangle: the stone just played. Squares: the points "
                                 "update_tables recomputed. Numbers: the next player's three best "
                                 "scores, the best in a green ring; \u00d7: a point where Black "
                                 "may not play (a foul). A new foul is explained line by line: "
                                 "the point (\u00d7) and the Black stones of each line that makes "
                                 "it, labelled 3 (a three), 4 (a four) or 6 (an overline).",
                                 "三角：打ったばかりの石。四角：update_tables が計算し直した点。"
                                 "数字：次に打つ側の上位三つの点数で、最高点は緑の輪。\u00d7："
                                 "黒が打てない点（禁手）。新しい禁手は線ごとに説明します。"
                                 "その点（\u00d7）と、禁手を作る各線の黒石に 3（三）、4（四）、"
                                 "6（長連）の印を付けます。")
                     : demo::say("Key: ! the stone just played, + the empty points your "
                                 "update_tables recomputed.\nUnder the board, the next player's "
                                 "scores: * the best, x a foul of Black's,\n10k ten thousand or "
                                 "more (a five).\nA new foul of Black's is explained line by "
                                 "line: x the point, 3 4 6 the stones\nof a three, a four, an "
                                 "overline.",
                                 "印：! 打ったばかりの石、+ あなたの update_tables が計算し直した"
                                 "空点。\n盤の下は次に打つ側の点数：* 最高点、x 黒の禁手、"
                                 "10k 一万以上（五）。\n黒の新しい禁手は線ごとに説明します："
                                 "x その点、3 4 6 三・四・長連の石。"));
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
                        out << demo::say("before move {0}, ", "{0}手目の前、", {std::to_string(n)})
                            << explain(board, q);
                }
        const Point p = next_move(board, tables);
        if (p == kPass) {
            const std::string passes =
                demo::say("{0} has no point left and passes", "{0}は打てる点がないのでパスします",
                          {demo::player_name(mover)});
            out << passes << "\n";
            stepper.note(passes);
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
                    const std::string item =
                        demo::say("{0} {1} -> {2}", "{0}：{1} → {2}",
                                  {gomoku::vertex_name(board, q), std::to_string(score(before, q)),
                                   std::to_string(score(after, q))});
                    // The columns of the last line so far (a kanji takes two).
                    const auto line = stonelab::display_width(
                        std::string_view(changes).substr(changes.rfind('\n') + 1));
                    changes += (changes.empty() ? ""
                                : line + 2 + stonelab::display_width(item) > demo::kStepWidth
                                    ? "\n"
                                    : demo::say(", ", "、")) +
                               item;
                }
            const std::string at = gomoku::vertex_name(board, p);
            demo::Step step;
            step.caption = demo::say(
                "move {0}: {1} plays {2}. update_tables recomputed {2} and the {3} empty points "
                "marked {4} (up to five points from {2} on its four lines); {5} of them now "
                "score differently for {6}.",
                "{0}手目：{1}が {2} に打ちます。update_tables は {2} と、{4}の {3} 個の空点"
                "（{2} を通る四本の線で {2} から5点以内）を計算し直しました。そのうち {5} 個は"
                "{6}にとっての点数が変わりました。",
                {std::to_string(n), demo::player_name(mover), at, std::to_string(empty.size()),
                 stepper.json() ? demo::say("with a square", "四角") : demo::say("+", "+ の印"),
                 std::to_string(changed), demo::player_name(next)});
            step.board = demo::go_board_of(board);
            step.marks[p] = "!";
            for (Point q : empty) step.marks[q] = "+";
            if (!won)
                step.beside =
                    (next == Color::Black
                         ? demo::say("{0}'s scores (* the best, x a foul):",
                                     "{0}の点数（* 最高点、x 禁手）：", {demo::player_name(next)})
                         : demo::say("{0}'s scores (* the best):", "{0}の点数（* 最高点）：",
                                     {demo::player_name(next)})) +
                    "\n" + score_table(board, after);
            step.keys.push_back({"c", demo::say("changed scores", "変わった点数"), [changes, next] {
                                     return demo::say("{0}'s scores that changed (before -> "
                                                      "after):\n",
                                                      "{0}の点数で変わったもの（前 → 後）：\n",
                                                      {demo::player_name(next)}) +
                                            (changes.empty() ? demo::say("none", "なし") : changes);
                                 }});
            show(stepper, step,
                 move_frame(board, p, recomputed, won ? nullptr : &after, step.caption));
        }
        if (won) {
            const std::string wins = demo::say(
                "{0} wins with {1} after {2} moves", "{0}が {1} で勝ちました（{2}手目）",
                {demo::player_name(*won), gomoku::vertex_name(board, p), std::to_string(n)});
            out << moves << "\n" << gomoku::print_board(board) << wins << "\n";
            stepper.note(wins);
            stepper.finish();
            return 0;
        }
    }
    const std::string no_five =
        demo::say("no five after {0} moves", "{0} 手まで打ちましたが、五はできませんでした",
                  {std::to_string(board.stone_count())});
    out << moves << "\n" << gomoku::print_board(board) << no_five << "\n";
    stepper.note(no_five);
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
    CLI::App app{demo::say("Lesson 11: Renju. Inui's expected-value tables, Black's fouls, and the "
                           "player that plays the best point of its tables.",
                           "第11課：連珠。乾氏の予想値の表、黒の禁手、そして表の最高点に打つ"
                           "打ち手。")};
    demo::Mode mode = demo::Mode::Plain;
    demo::add_mode_options(app, mode);
    int size = gomoku::kInuiSize;
    std::uint64_t seed = 1;
    int max_moves = 80;
    bool foul_game = false;
    std::string diagram, point;
    // At most 19x19, though Gomoku boards go to 20x20: the steps are drawn on Go's board.
    auto* size_option =
        app.add_option("--size", size,
                       demo::say("Size of the board, 5 to 19 (default 13, the seed's)",
                                 "盤の大きさ、5 から 19（既定 13、資料と同じ）"))
            ->check(CLI::Range(gomoku::kMinSize, stonelab::kMaxSide));
    app.add_option(
        "--seed", seed,
        demo::say("Seed of the tie-breaks (default 1)", "同点の点から選ぶ乱数のシード（既定 1）"));
    app.add_option("--max-moves", max_moves,
                   demo::say("Stop the game after this many stones (default 80)",
                             "この数の石を打ったら対局を止めます（既定 80）"))
        ->check(CLI::Range(1, 361));
    app.add_flag("--fouls", foul_game,
                 demo::say("Play a set game on 15x15 in which Black meets a double three, a double "
                           "four and an overline",
                           "15x15 で、黒が三三、四四、長連に出会うように決めてある対局を打ちます"))
        ->excludes(size_option);
    auto* from = app.add_option("--diagram", diagram,
                                demo::say("A position (text diagram FILE) to judge",
                                          "判定する局面（盤面図のテキストファイル FILE）"));
    app.add_option("--explain", point,
                   demo::say("Explain the verdict on a Black stone at POINT (e.g. H8)",
                             "POINT（H8 など）に置く黒石の判定を説明します"))
        ->needs(from);
    CLI11_PARSE(app, argc, argv);

    try {
        demo::Stepper stepper(mode);
        if (!diagram.empty()) {
            if (!std::ifstream(diagram, std::ios::binary))
                throw std::runtime_error(
                    demo::say("cannot read {0}", "{0} を読めません", {diagram}));
            const Board board = gomoku::parse_board(demo::read_diagram_text(diagram));
            if (point.empty())
                throw std::runtime_error(demo::say("--diagram needs --explain POINT",
                                                   "--diagram には --explain POINT が必要です"));
            const auto p = gomoku::parse_vertex(board, point);
            if (!p || !board.is_empty(*p))
                throw std::runtime_error(demo::say("--explain {0}: not an empty point of the board",
                                                   "--explain {0}：盤の空点ではありません",
                                                   {point}));
            if (mode != demo::Mode::Json) {
                std::cout << gomoku::print_board(board) << explain(board, *p);
                return 0;
            }
            stepper.describe(11,
                             demo::say("Is a Black stone at {0} a foul?",
                                       "{0} の黒石は禁手でしょうか？", {point}),
                             {});
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
                demo::say("A set game in which Black meets a double three, a double four and an "
                          "overline",
                          "黒が三三、四四、長連に出会うように決めてある対局"),
                true);
        }
        Rng rng(seed);
        return play_game(
            stepper, size, max_moves,
            [&rng](const Board& board, const Tables& tables) {
                return choose_move(board, tables, rng);
            },
            demo::say("Inui's Renju player against itself, stone by stone",
                      "乾氏の連珠の打ち手どうしの対局を一石ずつ"),
            false);
    } catch (const stonelab::NotImplemented& error) {
        std::cerr << "lesson11: " << demo::error_words(error) << "\n";
        return 1;
    } catch (const std::exception& error) {
        std::cerr << "lesson11: " << error.what() << "\n";
        return 1;
    }
}
