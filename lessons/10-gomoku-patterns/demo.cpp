// Lesson 10's demo: the worked example (or a diagram file you give), and for the point you
// name (H8 unless you say) what your code reads in each of the eight directions, the pattern
// of each code, and the verdict on each of the four lines. With --step or --trace it is the
// paper's Figure 3 made to move: for each direction, one step per point read, the board
// redrawn with the points read numbered and the code growing beside it pair by pair; then
// each direction's pattern and each line's Total and verdict. With --trace --format json the
// same steps are the frames of a JSON trace for the book's player. With --choose it shows task 4's
// move choice instead, by the course's order and by the paper's, on a position where they differ
// (or on your file). `stonelab run 10` runs it on your code, `stonelab run 10 --solution` on the
// reference. Every sentence is written in English and Japanese side by side (demo::say);
// `stonelab run` picks the student's language.
#include "gomoku_patterns.hpp"

#include "lessons/demo_support.hpp"
#include "lessons/not_implemented.hpp"

#include <CLI/CLI.hpp>

#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

using namespace stonelab;
using namespace stonelab::lesson10;

namespace {

// The lesson's worked example (README.md): Black at H8 reads the paper's Table 1.
constexpr const char* kDefaultPosition = gomoku::matsuda::kWorkedExample;

// The position --choose shows unless given a file, Black to move. White's D4 E4 F4 G4 is a
// four (Black holds C4), whose five point is H4; Black's J10 K10 L10 is an open three, which
// H10 or M10 makes an open four. The course's order takes H4 (priority 5); the paper's makes
// the open four (priority 4), and White then wins at H4.
constexpr const char* kOrdersDiffer = R"(
   A B C D E F G H J K L M N O P
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . 12
11 . . . . . . . . . . . . . . . 11
10 . . . . . . . . X X X . . . . 10
 9 . . . . . . . . . . . . . . . 9
 8 . . . . . . . . . . . . . . . 8
 7 . . . . . . . . . . . . . . . 7
 6 . . . . . . . . . . . . . . . 6
 5 . . . . . . . . . . . . . . . 5
 4 . . X O O O O . . . . . . . . 4
 3 . . . . . . . . . . . . . . . 3
 2 . . . . . . . . . . . . . . . 2
 1 . . . . . . . . . . . . . . . 1
   A B C D E F G H J K L M N O P
)";

std::string hex(std::uint16_t sta)
{
    std::ostringstream text;
    text << "0x" << std::hex << std::uppercase;
    text.width(4);
    text.fill('0');
    text << sta;
    return text.str();
}

// The code's eleven bits as the reading writes them: the flag 0x0400, then the five pairs,
// one per point, the first point read in the highest pair ("0 00 00 01 00 01" for 0x0011).
// Fixed width, so that the pairs are seen to move two places left at each point.
std::string pairs(std::uint16_t sta)
{
    std::string text(1, ((sta >> 10) & 1) ? '1' : '0');
    for (int pair = 4; pair >= 0; --pair) {
        text += ' ';
        text += ((sta >> (2 * pair + 1)) & 1) ? '1' : '0';
        text += ((sta >> (2 * pair)) & 1) ? '1' : '0';
    }
    return text;
}

// `text` padded with spaces to `width` columns of a terminal (a kanji takes two): the columns
// of the tables beside the board.
std::string column(const std::string& text, std::size_t width)
{
    const std::size_t used = display_width(text);
    return used >= width ? text + " " : text + std::string(width - used, ' ');
}

// The board with the line of direction n cut after k points: the stones beyond point k
// taken away and an opponent stone put on point k + 1, so that a reading ends there.
gomoku::Board cut_after(const gomoku::Board& board, Point p, int step, int k, Color color)
{
    gomoku::Board cut(board.size());
    for (Point stone : board.moves()) {
        bool beyond = false;
        for (int j = k + 1; j <= 5; ++j) beyond = beyond || stone == p + j * step;
        if (!beyond) cut.place(stone, board.at(stone));
    }
    if (cut.is_empty(p + (k + 1) * step)) cut.place(p + (k + 1) * step, opponent(color));
    return cut;
}

std::string direction_name(int n)
{
    static const char* const names[] = {"right", "down", "down-right", "down-left",
                                        "left",  "up",   "up-left",    "up-right"};
    static const char* const japanese[] = {"右", "下", "右下", "左下", "左", "上", "左上", "右上"};
    return demo::say(names[n], japanese[n]);
}

// "direction 0, right from H8": the heading of the tables beside the board.
std::string direction_heading(int n, const std::string& from)
{
    return demo::say("direction {0}, {1} from {2}", "方向 {0}：{2} から{1}へ",
                     {std::to_string(n), direction_name(n), from});
}

// A pattern's name (Table 3's letter; the two that are not letters in words: Six, the special
// row 0x0000 where six are in a row, is "特殊" in Japanese, as the lesson's text calls it).
std::string pattern_words(Pattern pattern)
{
    if (demo::in_japanese() && pattern == Pattern::Six) return "特殊";
    if (demo::in_japanese() && pattern == Pattern::Never) return "存在せず";
    return gomoku::matsuda::pattern_name(pattern);
}

// Figure 4's verdict in the student's language (the lesson's words for them).
std::string shape_words(Shape shape)
{
    if (!demo::in_japanese()) return gomoku::matsuda::shape_name(shape);
    switch (shape) {
    case Shape::None: return "なし";
    case Shape::Three: return "三";
    case Shape::SplitThree: return "飛び三";
    case Shape::Four: return "四";
    case Shape::SplitFour: return "飛び四";
    case Shape::OpenFour: return "勝利四";
    case Shape::FourThree: return "四三";
    case Shape::FourFour: return "四々";
    case Shape::Five: return "五";
    case Shape::Overline: break;
    }
    return "長連";
}

// What a point read is: "own", "empty", "opponent" or "edge", in the student's language.
std::string what_words(const std::string& what)
{
    if (!demo::in_japanese()) return what;
    if (what == "own") return "自分の石";
    if (what == "empty") return "空白";
    if (what == "opponent") return "相手の石";
    return "盤外";
}

// One point of a direction's reading, as Figure 3 shows it: the point (kNoPoint for the
// edge), what is on it, and the code and Row once it is read.
struct PointRead {
    Point point = kNoPoint;
    std::string what; // "own", "empty", "opponent" or "edge"
    std::uint16_t sta = 0;
    int row = 1;
};

// Figure 3 for one direction: the code and Row after each point, each one read by your
// read_direction on the board cut short after that point (the flag the cut adds taken off);
// the point that ends the reading gets your whole reading's code and Row.
std::vector<PointRead> walk(const gomoku::Board& board, Point p, int n, Color color)
{
    const int step = n < 4 ? board.direction(n) : -board.direction(n - 4);
    const Reading reading = read_direction(board, p, n, color);
    std::vector<PointRead> reads;
    for (int k = 1; k <= 5; ++k) {
        const Color c = board.at(p + k * step);
        const bool ends = c != Color::Empty && c != color;
        const std::string what =
            c == Color::Wall ? "edge" : (c == Color::Empty ? "empty" : (ends ? "opponent" : "own"));
        PointRead read{c == Color::Wall ? kNoPoint : p + k * step, what, reading.sta, reading.row};
        if (!ends) {
            const Reading cut = read_direction(cut_after(board, p, step, k, color), p, n, color);
            read.sta = static_cast<std::uint16_t>(cut.sta & 0x03FF);
            read.row = cut.row;
        }
        reads.push_back(read);
        if (read.sta == reading.sta && c != color) break; // the reading ended here
    }
    return reads;
}

// What reading point i did to the code (and to Row): `brief` for the step's caption, `full`
// for the lines under the table beside the board (at most 38 characters each, to fit beside a
// 15x15 board in 80 columns).
struct Effect {
    std::string brief;
    std::string full;
};

Effect effect(const std::vector<PointRead>& reads, std::size_t i)
{
    const PointRead& read = reads[i];
    const std::string stop = demo::say(", and stop", "、ここで終わり");
    const std::string five = i == 4 ? demo::say("\nfive points read: the reading ends",
                                                "\n五つの点を読んだので、ここで終わり")
                                    : "";
    if (read.what == "own") {
        const int row_before = i == 0 ? 1 : reads[i - 1].row;
        const std::string row = std::to_string(read.row);
        return {demo::say("own stone: Sta x 4", "自分の石：Sta x 4") + (i == 4 ? stop : ""),
                demo::say("own stone: Sta x 4 (pair 00);\n", "自分の石：Sta x 4（組 00）。\n") +
                    (read.row > row_before ? demo::say("in the run: Row + 1 = {0}",
                                                       "並びが続くので Row + 1 = {0}", {row})
                                           : demo::say("after the run: Row stays {0}",
                                                       "並びの後なので Row は {0} のまま", {row})) +
                    five};
    }
    if (read.what == "empty") {
        const bool third = i >= 2 && reads[i - 1].what == "empty" && reads[i - 2].what == "empty";
        return {demo::say("empty: Sta x 4 + 1", "空白：Sta x 4 + 1") +
                    (third || i == 4 ? stop : ""),
                demo::say("empty: Sta x 4 + 1 (pair 01)", "空白：Sta x 4 + 1（組 01）") +
                    (third ? demo::say("\nthe third empty point in a row:\nthe reading ends",
                                       "\n空白が三つ続いたので、\n読み取りを終えます")
                           : five)};
    }
    const std::string what = what_words(read.what);
    return {demo::say("{0}: Sta + 0x0400, and stop", "{0}：Sta + 0x0400、ここで終わり", {what}),
            demo::say("{0}: Sta + 0x0400 (the flag)\nand the reading ends",
                      "{0}：Sta + 0x0400（フラグ）\nここで読み取りを終えます", {what})};
}

// The table beside the board while direction n is read: one line per point read so far, in
// columns, with the code after it in binary (the flag, then the five pairs) and in hex, and
// the Row so far.
std::string reading_table(const gomoku::Board& board, Point p, int n,
                          const std::vector<PointRead>& reads, std::size_t upto)
{
    std::ostringstream text;
    text << direction_heading(n, gomoku::vertex_name(board, p)) << "\n"
         << column("#", 2) << column(demo::say("pt", "点"), 4)
         << column(demo::say("what", "状態"), 9)
         << column(demo::say("Sta in binary", "Sta（2進数）"), 17) << demo::say("hex", "16進")
         << "\n"
         << column("", 2) << column("", 4) << column(demo::say("start", "初期値"), 9)
         << column(pairs(0), 17) << hex(0) << "\n";
    for (std::size_t i = 0; i <= upto; ++i) {
        const PointRead& read = reads[i];
        text << column(std::to_string(i + 1), 2)
             << column(read.point == kNoPoint ? "-" : gomoku::vertex_name(board, read.point), 4)
             << column(what_words(read.what), 9) << column(pairs(read.sta), 17) << hex(read.sta)
             << "\n";
    }
    text << demo::say("Row so far: {0}", "ここまでの Row：{0}", {std::to_string(reads[upto].row)})
         << "\n\n"
         << (reads[upto].point == kNoPoint
                 ? ""
                 : gomoku::vertex_name(board, reads[upto].point) + demo::say(", ", "、"))
         << effect(reads, upto).full << "\n";
    return text.str();
}

// The marks of a direction's points read so far: their order, 1, 2, 3...
void number_reads(std::map<Point, std::string>& marks, const std::vector<PointRead>& reads,
                  std::size_t count)
{
    for (std::size_t i = 0; i < count && i < reads.size(); ++i)
        if (reads[i].point != kNoPoint) marks[reads[i].point] = std::to_string(i + 1);
}

// Direction n read point by point, one step per point (Figure 3), then the code's pattern
// (your decode_sta and classify).
void show_walk(demo::Stepper& stepper, const gomoku::Board& board, Point p, int n, Color color)
{
    const std::vector<PointRead> reads = walk(board, p, n, color);
    const Board go = demo::go_board_of(board);
    for (std::size_t i = 0; i < reads.size(); ++i) {
        demo::Step step;
        const PointRead& read = reads[i];
        step.caption = demo::say("direction {0}, point {1}: ", "方向 {0} の {1} 点目：",
                                 {std::to_string(n), std::to_string(i + 1)}) +
                       (read.point == kNoPoint
                            ? ""
                            : gomoku::vertex_name(board, read.point) + demo::say(", ", "、")) +
                       effect(reads, i).brief;
        step.board = go;
        step.marks[p] = "*";
        number_reads(step.marks, reads, i);
        if (read.point != kNoPoint) step.marks[read.point] = "@";
        step.beside = reading_table(board, p, n, reads, i);
        stepper.show(step);
    }
    const Reading r = read_direction(board, p, n, color);
    demo::Step done;
    done.caption = demo::say(
        "direction {0} read: Sta {1}, Row {2}; Table 3 gives pattern {3}",
        "方向 {0} の読み取り：Sta {1}、Row {2}。表3ではパターン {3} です",
        {std::to_string(n), hex(r.sta), std::to_string(r.row), pattern_words(classify(r.sta))});
    done.board = go;
    done.marks[p] = "*";
    number_reads(done.marks, reads, reads.size());
    std::ostringstream beside;
    beside << direction_heading(n, gomoku::vertex_name(board, p)) << "\n"
           << demo::say("Sta   ", "Sta は ") << hex(r.sta) << " = " << pairs(r.sta) << "\n"
           << demo::say("Row   ", "Row は ") << r.row << "\n"
           << demo::say("read  ", "並びは ") << "\"" << decode_sta(r.sta) << "\"\n"
           << column("", 6) << demo::say("(after the run: . empty,\n", "（並びの後。. 空白、\n")
           << column("", 6)
           << demo::say("o own, x opponent or edge)\n", "o 自分の石、x 相手の石か盤外）\n")
           << demo::say("Table 3: pattern ", "表3 のパターンは ") << pattern_words(classify(r.sta))
           << "\n";
    done.beside = beside.str();
    stepper.show(done);
}

// Line m's verdict: both directions' points marked, their codes, Rows and patterns beside the
// board, Total (your total) and Figure 4's verdict (your pair_shape).
void show_line(demo::Stepper& stepper, const gomoku::Board& board, Point p, int m, Color color)
{
    const Reading a = read_direction(board, p, m, color);
    const Reading b = read_direction(board, p, m + 4, color);
    const Pattern pa = classify(a.sta);
    const Pattern pb = classify(b.sta);
    const int sum = total(a.row, b.row);
    const Shape shape = pair_shape(sum, pa, pb);
    demo::Step step;
    step.caption = demo::say("line {0} (directions {0} and {1}): Total {2}, {3} and {4}: {5}",
                             "直線 {0}（方向 {0} と {1}）：Total {2}、{3} と {4}：{5}",
                             {std::to_string(m), std::to_string(m + 4), std::to_string(sum),
                              pattern_words(pa), pattern_words(pb), shape_words(shape)});
    step.board = demo::go_board_of(board);
    step.marks[p] = "*";
    number_reads(step.marks, walk(board, p, m, color), 5);
    number_reads(step.marks, walk(board, p, m + 4, color), 5);
    std::ostringstream beside;
    beside << demo::say("line {0}: {1} and {2}", "直線 {0}：{1}と{2}",
                        {std::to_string(m), direction_name(m), direction_name(m + 4)})
           << "\n"
           << column(demo::say("dir", "方向"), demo::in_japanese() ? 8 : 4) << column("Sta", 7)
           << column("Row", 4) << column(demo::say("read", "並び"), 7)
           << demo::say("pattern", "パターン") << "\n";
    // In Japanese the direction's name too ("2 右下"), as the heading names the line's two.
    for (const auto& [n, r, pattern] : {std::tuple{m, a, pa}, std::tuple{m + 4, b, pb}})
        beside << (demo::in_japanese() ? column(std::to_string(n) + " " + direction_name(n), 8)
                                       : column(std::to_string(n), 4))
               << column(hex(r.sta), 7) << column(std::to_string(r.row), 4)
               << column(decode_sta(r.sta), 7) << pattern_words(pattern) << "\n";
    beside << demo::say("Total = ", "Total は ") << a.row << " + " << b.row << " - 1 = " << sum
           << "\n"
           << demo::say("Figure 4, Total {0}, {1} and {2}:", "図4、Total {0}、{1} と {2}：",
                        {std::to_string(sum), pattern_words(pa), pattern_words(pb)})
           << "\n"
           << "  " << shape_words(shape) << "\n";
    step.beside = beside.str();
    stepper.show(step);
}

// What each priority of task 4 means (README.md, "The paper's player").
std::string priority_meaning(int priority)
{
    static const char* const meanings[] = {"anything else",
                                           "stops the opponent's four or three",
                                           "makes a four or a three",
                                           "stops a winning threat",
                                           "makes a winning threat",
                                           "stops the opponent's win",
                                           "wins"};
    static const char* const japanese[] = {"それ以外",
                                           "相手の四か三を止める",
                                           "四か三を作る",
                                           "相手の勝ちの決まる形を止める",
                                           "勝ちの決まる形を作る",
                                           "相手の勝ちを止める",
                                           "勝つ"};
    return demo::say(meanings[priority], japanese[priority]);
}

// What each rank of the paper's order means (the engine's matsuda::paper_rank).
std::string paper_rank_meaning(int rank)
{
    static const char* const meanings[] = {"left to the move values",
                                           "(not a rank)",
                                           "makes a four or a three",
                                           "stops a winning threat",
                                           "stops the opponent's win",
                                           "makes a winning threat",
                                           "wins"};
    static const char* const japanese[] = {"評価値で決める",
                                           "（ランクではない）",
                                           "四か三を作る",
                                           "相手の勝ちの決まる形を止める",
                                           "相手の勝ちを止める",
                                           "勝ちの決まる形を作る",
                                           "勝つ"};
    return demo::say(meanings[rank], japanese[rank]);
}

// The points the player to move chooses among when each point is ranked by rank(p), then by
// its value for the mover plus its value for the opponent (your move_value), in
// board.points() order, as choose_move lists its ties; and the rank and value they share.
struct Best {
    std::vector<Point> points;
    int rank = -1;
    int value = -1;
};

template <class Rank> Best best_points(const gomoku::Board& board, Rank rank_of)
{
    const Color me = board.to_move();
    Best best;
    for (Point p : board.points()) {
        if (!board.is_empty(p)) continue;
        const int rank = rank_of(p);
        if (rank < 0 || rank > 6)
            throw std::runtime_error(
                demo::say("a priority of {0} at {1}, not 0 to 6",
                          "{1} の優先度が {0} です（0 から 6 のはずです）",
                          {std::to_string(rank), gomoku::vertex_name(board, p)}));
        const int value = move_value(board, p, me) + move_value(board, p, opponent(me));
        if (rank < best.rank || (rank == best.rank && value < best.value)) continue;
        if (rank > best.rank || value > best.value) best.points.clear();
        best.rank = rank;
        best.value = value;
        best.points.push_back(p);
    }
    return best;
}

// --choose: the move the player to move makes by the course's order (your choose_move, and
// your move_priority for the points it chose among) and the move the paper's order would make
// (the engine's matsuda::paper_rank, your move values, one draw from the same seed); after
// each, whether the opponent can win at once (your move_priority of 6).
void show_choices(const gomoku::Board& board, gomoku::Rule rule, std::uint64_t seed)
{
    const Color me = board.to_move();
    std::cout << gomoku::print_board(board)
              << demo::say("{0} to move under {1}, generator seeded with {2}",
                           "{0}番、ルールは {1}、乱数生成器のシードは {2}",
                           {demo::player_name(me), gomoku::rule_name(rule), std::to_string(seed)})
              << "\n";
    if (board.stone_count() == 0) {
        Rng rng(seed);
        std::cout << demo::say("an empty board: both orders play the centre, {0}",
                               "空の盤です。どちらの順序でも中央の {0} に打ちます",
                               {gomoku::vertex_name(board, choose_move(board, rule, rng))})
                  << "\n";
        return;
    }
    const auto show = [&](const std::string& order, const std::string& rank, const Best& best,
                          const std::string& meaning, Point move) {
        std::string points;
        for (Point p : best.points) points += " " + gomoku::vertex_name(board, p);
        std::cout << "\n"
                  << order << "\n"
                  << demo::say("  best: {0} {1} ({2}), value {3}, at{4}",
                               "  最善の点：{5}（{0} {1}：{2}、評価値 {3}）",
                               {rank, std::to_string(best.rank), meaning,
                                std::to_string(best.value), points,
                                points.empty() ? "" : points.substr(1)});
        gomoku::Board after = board;
        after.play(move);
        std::string reply =
            demo::say("the opponent has no win on its next move", "相手は次の手で勝てません");
        for (Point p : after.points())
            if (after.is_empty(p) && move_priority(after, p, after.to_move(), rule) == 6) {
                reply = demo::say("the opponent then wins at {0}", "すると相手が {0} で勝ちます",
                                  {gomoku::vertex_name(after, p)});
                break;
            }
        std::cout << "\n"
                  << demo::say("  plays {0}; {1}", "  {0} に打ちます。{1}",
                               {gomoku::vertex_name(board, move), reply})
                  << "\n";
    };
    const Best course =
        best_points(board, [&](Point p) { return move_priority(board, p, me, rule); });
    Rng rng(seed);
    show(demo::say("the course's order, priorities 6 5 4 3 2 1 0 (your choose_move):",
                   "このコースの順序、優先度 6 5 4 3 2 1 0（あなたの choose_move）："),
         demo::say("priority", "優先度"), course, priority_meaning(course.rank),
         choose_move(board, rule, rng));
    const Best paper = best_points(
        board, [&](Point p) { return gomoku::matsuda::paper_rank(board, p, me, rule); });
    Rng draw(seed);
    show(demo::say("the paper's order, ranks 6 5 4 3 2 then the move values (matsuda::paper_rank):",
                   "論文の順序、ランク 6 5 4 3 2、その後は評価値（matsuda::paper_rank）："),
         demo::say("rank", "ランク"), paper, paper_rank_meaning(paper.rank),
         paper.points[draw.below(static_cast<std::uint32_t>(paper.points.size()))]);
}

} // namespace

int main(int argc, char** argv)
{
    CLI::App app{demo::say("Lesson 10: Gomoku pattern tables (Sta codes, Table 3, Figure 4)",
                           "第10課：五目並べのパターン表（Sta の値、表3、図4）")};
    std::string file;
    std::string vertex = "H8";
    std::string colour = "black";
    demo::Mode mode = demo::Mode::Plain;
    bool choose = false;
    std::string rule = "standard";
    std::uint64_t seed = 1;
    app.add_option("position", file,
                   demo::say("A Gomoku diagram file (default: the worked example; with --choose, a "
                             "position where the two orders differ)",
                             "五目並べの盤面図のファイル（既定：例題。--choose では、二つの順序の"
                             "打つ手が異なる局面）"));
    auto* at = app.add_option(
        "--at", vertex,
        demo::say("The point to read from (default H8)", "読み取りを始める点（既定 H8）"));
    auto* color_option =
        app.add_option("--color", colour,
                       demo::say("black or white (default black)", "black か white（既定 black）"))
            ->check(CLI::IsMember({"black", "white"}));
    auto* choose_flag =
        app.add_flag("--choose", choose,
                     demo::say("Task 4's move choice for the player to move, by the "
                               "course's order and by the paper's",
                               "手番のプレイヤーの課題 4 の着手選択を、このコースの"
                               "順序と論文の順序で示します"));
    choose_flag->excludes(at)->excludes(color_option);
    app.add_option("--rule", rule,
                   demo::say("With --choose: freestyle or standard (default standard)",
                             "--choose と一緒に：freestyle か standard（既定 standard）"))
        ->check(CLI::IsMember({"freestyle", "standard"}))
        ->needs(choose_flag);
    app.add_option("--seed", seed,
                   demo::say("With --choose: the generator's seed (default 1)",
                             "--choose と一緒に：乱数生成器のシード（既定 1）"))
        ->needs(choose_flag);
    demo::add_mode_options(app, mode);
    CLI11_PARSE(app, argc, argv);
    const auto cannot_read = [&file] {
        return std::runtime_error(demo::say("cannot read {0}", "{0} を読めません", {file}));
    };
    try {
        if (choose) {
            if (mode != demo::Mode::Plain)
                throw std::runtime_error(
                    demo::say("--choose shows no steps: leave out --step and --trace",
                              "--choose はステップを表示しません。--step と --trace を外して"
                              "ください"));
            if (!file.empty() && !std::ifstream(file, std::ios::binary)) throw cannot_read();
            show_choices(gomoku::parse_board(file.empty() ? std::string(kOrdersDiffer)
                                                          : demo::read_diagram_text(file)),
                         gomoku::parse_rule(rule).value(), seed);
            return 0;
        }
        std::string text = kDefaultPosition;
        if (!file.empty()) {
            std::ifstream in(file, std::ios::binary);
            if (!in) throw cannot_read();
            std::ostringstream all;
            all << in.rdbuf();
            text = all.str();
        }
        const gomoku::Board board = gomoku::parse_board(text);
        const auto p = gomoku::parse_vertex(board, vertex);
        if (!p)
            throw std::runtime_error(demo::say("{0} is not a point of this board",
                                               "{0} はこの盤の点ではありません", {vertex}));
        const Color color = colour == "black" ? Color::Black : Color::White;
        const std::string player = demo::player_name(color);
        demo::Stepper stepper(mode);
        stepper.describe(10,
                         demo::say("Reading the Sta codes of a point's eight directions",
                                   "点から八つの方向の Sta の値を読む"),
                         {{"*", trace::MarkKind::Candidate}, {"@", trace::MarkKind::Visit}});
        if (stepper.showing()) {
            stepper.note(
                stepper.json()
                    ? demo::say("Small circle: the point considered ({0}, {1}'s stone assumed "
                                "there). Red ring: the point read in this step; numbers: the "
                                "points of the direction read before it, in order. Under the "
                                "caption, one line per point read: the code after it in binary "
                                "(the flag 0x0400, then one pair of bits per point) and in hex.",
                                "小さな丸：考えている点（{0}。そこに{1}の石があるとします）。"
                                "赤い輪：このステップで読む点。数字：同じ方向でそれより前に"
                                "読んだ点（読んだ順）。キャプションの下には、読んだ点ごとに1行、"
                                "その点を読んだ後の値を2進数（フラグ 0x0400、続いて点ごとに"
                                "2ビットの組）と16進数で示します。",
                                {vertex, player})
                    : demo::say("Marks: * the point considered ({0}, {1}'s stone assumed "
                                "there),\n"
                                "       @ the point read in this step, 1 2 3... the points of "
                                "its direction\n"
                                "       read before it, in order. Stones: X Black, O White; a "
                                "mark hides\n"
                                "       the stone under it (the table beside the board says "
                                "what it is).",
                                "印：* 考えている点（{0}。そこに{1}の石があるとします）、\n"
                                "    @ このステップで読む点、1 2 3... 同じ方向でそれより前に\n"
                                "    読んだ点（読んだ順）。石：X 黒、O 白。印の下の石は\n"
                                "    見えません（盤の横の表に、何があるかを示します）。",
                                {vertex, player}));
            demo::Step start;
            start.caption = demo::say("{0} considers {1}: it reads the eight directions from it, "
                                      "one by one",
                                      "{0}が {1} に打つとして、そこから八つの方向を一つずつ"
                                      "読みます",
                                      {player, vertex});
            start.board = demo::go_board_of(board);
            start.marks[*p] = "*";
            start.beside = demo::say("Reading one direction from {0}:\n"
                                     "Sta starts at 0x0000, Row at 1;\n"
                                     "then for each point, at most five:\n"
                                     "- empty: Sta x 4 + 1 (pair 01)\n"
                                     "- own stone: Sta x 4 (pair 00),\n"
                                     "  Row + 1 while the run lasts\n"
                                     "- opponent or edge: Sta + 0x0400\n"
                                     "  (the flag), and the reading ends\n"
                                     "- a third empty point in a row\n"
                                     "  ends it too\n"
                                     "Directions 0-3: right, down,\n"
                                     "down-right, down-left; 4-7 the\n"
                                     "opposite ones. Line m: m and m + 4.\n"
                                     "Sta in binary: the flag, then five\n"
                                     "pairs, the first point's highest.\n",
                                     "{0} から一つの方向を読むには：\n"
                                     "Sta は 0x0000、Row は 1 から始め、\n"
                                     "先の点を一つずつ、最大五つ見ます。\n"
                                     "- 空白：Sta x 4 + 1（組 01）\n"
                                     "- 自分の石：Sta x 4（組 00）、\n"
                                     "  並びが続く間は Row + 1\n"
                                     "- 相手の石か盤外：Sta + 0x0400\n"
                                     "  （フラグ）、読み取りを終える\n"
                                     "- 空白が三つ続いたときも\n"
                                     "  読み取りを終える\n"
                                     "方向 0-3 は右、下、右下、左下、\n"
                                     "4-7 はその反対向き。直線 m は\n"
                                     "方向 m と m + 4 です。2進数の\n"
                                     "Sta は、フラグの後に五つの組\n"
                                     "（最初の点が最上位）です。\n",
                                     {vertex});
            stepper.show(start);
            for (int n = 0; n < kDirections; ++n) show_walk(stepper, board, *p, n, color);
            for (int m = 0; m < 4; ++m) show_line(stepper, board, *p, m, color);
            stepper.finish();
            return 0;
        }
        // Plain: the result alone.
        std::cout << gomoku::print_board(board)
                  << demo::say("reading from {0} for {1}", "{0} から{1}として読みます",
                               {vertex, colour == "black" ? demo::say("black", "黒")
                                                          : demo::say("white", "白")})
                  << "\n\n";
        for (int n = 0; n < kDirections; ++n) {
            const Reading r = read_direction(board, *p, n, color);
            std::cout << demo::say("direction {0}: Sta {1}, Row {2}", "方向 {0}：Sta {1}、Row {2}",
                                   {std::to_string(n), hex(r.sta), std::to_string(r.row)})
                      << "\n";
            // Piece by piece, as each is computed: a stub's task 2 stops the line where it is.
            std::cout << demo::say("  read back: ", "  読み戻した並び：") << decode_sta(r.sta)
                      << demo::say("  pattern ", "  パターン ") << pattern_words(classify(r.sta))
                      << "\n";
        }
        std::cout << "\n";
        const auto shapes = shapes_at(board, *p, color);
        for (int m = 0; m < 4; ++m) {
            const Reading a = read_direction(board, *p, m, color);
            const Reading b = read_direction(board, *p, m + 4, color);
            std::cout << demo::say("line {0}: Total ", "直線 {0}：Total ", {std::to_string(m)})
                      << total(a.row, b.row) << demo::say(", patterns ", "、パターン ")
                      << pattern_words(classify(a.sta)) << demo::say(" and ", " と ")
                      << pattern_words(classify(b.sta)) << demo::say(": ", "：")
                      << shape_words(shapes[static_cast<std::size_t>(m)]) << "\n";
        }
    } catch (const NotImplemented& e) {
        std::cerr << "lesson10: " << demo::error_words(e) << "\n";
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "lesson10: " << e.what() << "\n";
        return 2;
    }
    return 0;
}
