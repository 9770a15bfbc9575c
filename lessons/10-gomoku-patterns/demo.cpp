// Lesson 10's demo: the worked example (or a diagram file you give), and for the point you
// name (H8 unless you say) what your code reads in each of the eight directions, the pattern
// of each code, and the verdict on each of the four lines. With --step or --trace it is the
// paper's Figure 3 made to move: for each direction, one step per point read, the board
// redrawn with the points read numbered and the code growing beside it pair by pair; then
// each direction's pattern and each line's Total and verdict. With --trace --format json the
// same steps are the frames of a JSON trace for the book's player. With --choose it shows task 4's
// move choice instead, by the course's order and by the paper's, on a position where they differ
// (or on your file). `stonelab run 10` runs it on your code, `stonelab run 10 --solution` on the
// reference.
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

// `text` padded with spaces to `width` characters: the columns of the tables beside the board.
std::string column(const std::string& text, std::size_t width)
{
    return text.size() >= width ? text + " " : text + std::string(width - text.size(), ' ');
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

const char* direction_name(int n)
{
    static const char* const names[] = {"right", "down", "down-right", "down-left",
                                        "left",  "up",   "up-left",    "up-right"};
    return names[n];
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
    const std::string five = i == 4 ? "\nfive points read: the reading ends" : "";
    if (read.what == "own") {
        const int row_before = i == 0 ? 1 : reads[i - 1].row;
        return {"own stone: Sta x 4" + std::string(i == 4 ? ", and stop" : ""),
                "own stone: Sta x 4 (pair 00);\n" +
                    (read.row > row_before
                         ? "in the run: Row + 1 = " + std::to_string(read.row)
                         : "after the run: Row stays " + std::to_string(read.row)) +
                    five};
    }
    if (read.what == "empty") {
        const bool third = i >= 2 && reads[i - 1].what == "empty" && reads[i - 2].what == "empty";
        return {"empty: Sta x 4 + 1" + std::string(third || i == 4 ? ", and stop" : ""),
                "empty: Sta x 4 + 1 (pair 01)" +
                    (third ? std::string("\nthe third empty point in a row:\nthe reading ends")
                           : five)};
    }
    return {read.what + ": Sta + 0x0400, and stop",
            read.what + ": Sta + 0x0400 (the flag)\nand the reading ends"};
}

// The table beside the board while direction n is read: one line per point read so far, in
// columns, with the code after it in binary (the flag, then the five pairs) and in hex, and
// the Row so far.
std::string reading_table(const gomoku::Board& board, Point p, int n,
                          const std::vector<PointRead>& reads, std::size_t upto)
{
    std::ostringstream text;
    text << "direction " << n << ", " << direction_name(n) << " from "
         << gomoku::vertex_name(board, p) << "\n"
         << column("#", 2) << column("pt", 4) << column("what", 9) << column("Sta in binary", 17)
         << "hex\n"
         << column("", 2) << column("", 4) << column("start", 9) << column(pairs(0), 17) << hex(0)
         << "\n";
    for (std::size_t i = 0; i <= upto; ++i) {
        const PointRead& read = reads[i];
        text << column(std::to_string(i + 1), 2)
             << column(read.point == kNoPoint ? "-" : gomoku::vertex_name(board, read.point), 4)
             << column(read.what, 9) << column(pairs(read.sta), 17) << hex(read.sta) << "\n";
    }
    text << "Row so far: " << reads[upto].row << "\n\n"
         << (reads[upto].point == kNoPoint ? ""
                                           : gomoku::vertex_name(board, reads[upto].point) + ", ")
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
        step.caption =
            "direction " + std::to_string(n) + ", point " + std::to_string(i + 1) + ": " +
            (read.point == kNoPoint ? "" : gomoku::vertex_name(board, read.point) + ", ") +
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
    done.caption = "direction " + std::to_string(n) + " read: Sta " + hex(r.sta) + ", Row " +
                   std::to_string(r.row) + "; Table 3 gives pattern " +
                   gomoku::matsuda::pattern_name(classify(r.sta));
    done.board = go;
    done.marks[p] = "*";
    number_reads(done.marks, reads, reads.size());
    std::ostringstream beside;
    beside << "direction " << n << ", " << direction_name(n) << " from "
           << gomoku::vertex_name(board, p) << "\n"
           << column("Sta", 6) << hex(r.sta) << " = " << pairs(r.sta) << "\n"
           << column("Row", 6) << r.row << "\n"
           << column("read", 6) << "\"" << decode_sta(r.sta) << "\"\n"
           << column("", 6) << "(after the run: . empty,\n"
           << column("", 6) << "o own, x opponent or edge)\n"
           << column("Table", 6) << "3: pattern " << gomoku::matsuda::pattern_name(classify(r.sta))
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
    step.caption = "line " + std::to_string(m) + " (directions " + std::to_string(m) + " and " +
                   std::to_string(m + 4) + "): Total " + std::to_string(sum) + ", " +
                   gomoku::matsuda::pattern_name(pa) + " and " + gomoku::matsuda::pattern_name(pb) +
                   ": " + gomoku::matsuda::shape_name(shape);
    step.board = demo::go_board_of(board);
    step.marks[p] = "*";
    number_reads(step.marks, walk(board, p, m, color), 5);
    number_reads(step.marks, walk(board, p, m + 4, color), 5);
    std::ostringstream beside;
    beside << "line " << m << ": " << direction_name(m) << " and " << direction_name(m + 4) << "\n"
           << column("dir", 4) << column("Sta", 7) << column("Row", 4) << column("read", 7)
           << "pattern\n";
    for (const auto& [n, r, pattern] : {std::tuple{m, a, pa}, std::tuple{m + 4, b, pb}})
        beside << column(std::to_string(n), 4) << column(hex(r.sta), 7)
               << column(std::to_string(r.row), 4) << column(decode_sta(r.sta), 7)
               << gomoku::matsuda::pattern_name(pattern) << "\n";
    beside << "Total = " << a.row << " + " << b.row << " - 1 = " << sum << "\n"
           << "Figure 4, Total " << sum << ", " << gomoku::matsuda::pattern_name(pa) << " and "
           << gomoku::matsuda::pattern_name(pb) << ":\n"
           << "  " << gomoku::matsuda::shape_name(shape) << "\n";
    step.beside = beside.str();
    stepper.show(step);
}

// What each priority of task 4 means (README.md, "The paper's player").
const char* priority_meaning(int priority)
{
    static const char* const meanings[] = {"anything else",
                                           "stops the opponent's four or three",
                                           "makes a four or a three",
                                           "stops a winning threat",
                                           "makes a winning threat",
                                           "stops the opponent's win",
                                           "wins"};
    return meanings[priority];
}

// What each rank of the paper's order means (the engine's matsuda::paper_rank).
const char* paper_rank_meaning(int rank)
{
    static const char* const meanings[] = {"left to the move values",
                                           "(not a rank)",
                                           "makes a four or a three",
                                           "stops a winning threat",
                                           "stops the opponent's win",
                                           "makes a winning threat",
                                           "wins"};
    return meanings[rank];
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
            throw std::runtime_error("a priority of " + std::to_string(rank) + " at " +
                                     gomoku::vertex_name(board, p) + ", not 0 to 6");
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
    std::cout << gomoku::print_board(board) << (me == Color::Black ? "Black" : "White")
              << " to move under " << gomoku::rule_name(rule) << ", generator seeded with " << seed
              << "\n";
    if (board.stone_count() == 0) {
        Rng rng(seed);
        std::cout << "an empty board: both orders play the centre, "
                  << gomoku::vertex_name(board, choose_move(board, rule, rng)) << "\n";
        return;
    }
    const auto show = [&](const char* order, const char* rank, const Best& best,
                          const char* meaning, Point move) {
        std::cout << "\n"
                  << order << "\n  best: " << rank << " " << best.rank << " (" << meaning
                  << "), value " << best.value << ", at";
        for (Point p : best.points) std::cout << " " << gomoku::vertex_name(board, p);
        gomoku::Board after = board;
        after.play(move);
        std::string reply = "the opponent has no win on its next move";
        for (Point p : after.points())
            if (after.is_empty(p) && move_priority(after, p, after.to_move(), rule) == 6) {
                reply = "the opponent then wins at " + gomoku::vertex_name(after, p);
                break;
            }
        std::cout << "\n  plays " << gomoku::vertex_name(board, move) << "; " << reply << "\n";
    };
    const Best course =
        best_points(board, [&](Point p) { return move_priority(board, p, me, rule); });
    Rng rng(seed);
    show("the course's order, priorities 6 5 4 3 2 1 0 (your choose_move):", "priority", course,
         priority_meaning(course.rank), choose_move(board, rule, rng));
    const Best paper = best_points(
        board, [&](Point p) { return gomoku::matsuda::paper_rank(board, p, me, rule); });
    Rng draw(seed);
    show("the paper's order, ranks 6 5 4 3 2 then the move values (matsuda::paper_rank):", "rank",
         paper, paper_rank_meaning(paper.rank),
         paper.points[draw.below(static_cast<std::uint32_t>(paper.points.size()))]);
}

} // namespace

int main(int argc, char** argv)
{
    CLI::App app{"Lesson 10: Gomoku pattern tables (Sta codes, Table 3, Figure 4)"};
    std::string file;
    std::string vertex = "H8";
    std::string colour = "black";
    demo::Mode mode = demo::Mode::Plain;
    bool choose = false;
    std::string rule = "standard";
    std::uint64_t seed = 1;
    app.add_option("position", file,
                   "A Gomoku diagram file (default: the worked example; with --choose, a "
                   "position where the two orders differ)");
    auto* at = app.add_option("--at", vertex, "The point to read from (default H8)");
    auto* color_option = app.add_option("--color", colour, "black or white (default black)")
                             ->check(CLI::IsMember({"black", "white"}));
    auto* choose_flag = app.add_flag("--choose", choose,
                                     "Task 4's move choice for the player to move, by the "
                                     "course's order and by the paper's");
    choose_flag->excludes(at)->excludes(color_option);
    app.add_option("--rule", rule, "With --choose: freestyle or standard (default standard)")
        ->check(CLI::IsMember({"freestyle", "standard"}))
        ->needs(choose_flag);
    app.add_option("--seed", seed, "With --choose: the generator's seed (default 1)")
        ->needs(choose_flag);
    demo::add_mode_options(app, mode);
    CLI11_PARSE(app, argc, argv);
    try {
        if (choose) {
            if (mode != demo::Mode::Plain)
                throw std::runtime_error("--choose shows no steps: leave out --step and --trace");
            show_choices(gomoku::parse_board(file.empty() ? std::string(kOrdersDiffer)
                                                          : demo::read_diagram_text(file)),
                         gomoku::parse_rule(rule).value(), seed);
            return 0;
        }
        std::string text = kDefaultPosition;
        if (!file.empty()) {
            std::ifstream in(file, std::ios::binary);
            if (!in) throw std::runtime_error("cannot read " + file);
            std::ostringstream all;
            all << in.rdbuf();
            text = all.str();
        }
        const gomoku::Board board = gomoku::parse_board(text);
        const auto p = gomoku::parse_vertex(board, vertex);
        if (!p) throw std::runtime_error(vertex + " is not a point of this board");
        const Color color = colour == "black" ? Color::Black : Color::White;
        const std::string player = color == Color::Black ? "Black" : "White";
        demo::Stepper stepper(mode);
        stepper.describe(10, "Reading the Sta codes of a point's eight directions",
                         {{"*", trace::MarkKind::Candidate}, {"@", trace::MarkKind::Visit}});
        if (stepper.showing()) {
            stepper.note(
                stepper.json()
                    ? "Small circle: the point considered (" + vertex + ", " + player +
                          "'s stone assumed there). Red ring: the point read in this step; "
                          "numbers: the points of the direction read before it, in order. Under "
                          "the caption, one line per point read: the code after it in binary "
                          "(the flag 0x0400, then one pair of bits per point) and in hex."
                    : "Marks: * the point considered (" + vertex + ", " + player +
                          "'s stone assumed there),\n"
                          "       @ the point read in this step, 1 2 3... the points of its "
                          "direction\n"
                          "       read before it, in order. Stones: X Black, O White; a mark "
                          "hides\n"
                          "       the stone under it (the table beside the board says what "
                          "it is).");
            demo::Step start;
            start.caption = player + " considers " + vertex +
                            ": it reads the eight directions from it, one by one";
            start.board = demo::go_board_of(board);
            start.marks[*p] = "*";
            start.beside = "Reading one direction from " + vertex +
                           ":\n"
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
                           "pairs, the first point's highest.\n";
            stepper.show(start);
            for (int n = 0; n < kDirections; ++n) show_walk(stepper, board, *p, n, color);
            for (int m = 0; m < 4; ++m) show_line(stepper, board, *p, m, color);
            stepper.finish();
            return 0;
        }
        // Plain: the result alone.
        std::cout << gomoku::print_board(board) << "reading from " << vertex << " for " << colour
                  << "\n\n";
        for (int n = 0; n < kDirections; ++n) {
            const Reading r = read_direction(board, *p, n, color);
            std::cout << "direction " << n << ": Sta " << hex(r.sta) << ", Row " << r.row << "\n";
            std::cout << "  read back: " << decode_sta(r.sta) << "  pattern "
                      << gomoku::matsuda::pattern_name(classify(r.sta)) << "\n";
        }
        std::cout << "\n";
        const auto shapes = shapes_at(board, *p, color);
        for (int m = 0; m < 4; ++m) {
            const Reading a = read_direction(board, *p, m, color);
            const Reading b = read_direction(board, *p, m + 4, color);
            std::cout << "line " << m << ": Total " << total(a.row, b.row) << ", patterns "
                      << gomoku::matsuda::pattern_name(classify(a.sta)) << " and "
                      << gomoku::matsuda::pattern_name(classify(b.sta)) << ": "
                      << gomoku::matsuda::shape_name(shapes[static_cast<std::size_t>(m)]) << "\n";
        }
    } catch (const NotImplemented& e) {
        std::cerr << "lesson10: " << e.what() << "\n";
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "lesson10: " << e.what() << "\n";
        return 2;
    }
    return 0;
}
