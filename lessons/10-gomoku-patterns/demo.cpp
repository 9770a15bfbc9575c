// Lesson 10's demo: the worked example (or a diagram file you give), and for the point you
// name (H8 unless you say) what your code reads in each of the eight directions, the pattern
// of each code, and the verdict on each of the four lines. With --step or --trace it shows
// each Sta code being built point by point, as the paper's Figure 3 does; with --trace
// --format json the same steps, and the lines' verdicts, are the frames of a JSON trace for
// the book's player. With --choose it shows task 4's move choice instead, by the course's
// order and by the paper's, on a position where they differ (or on your file). `stonelab
// run 10` runs it on your code, `stonelab run 10 --solution` on the reference.
#include "gomoku_patterns.hpp"

#include "lessons/demo_support.hpp"
#include "lessons/not_implemented.hpp"

#include <CLI/CLI.hpp>

#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
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

std::string binary(std::uint16_t sta)
{
    std::string text;
    for (int bit = 15; bit >= 0; --bit) {
        text += ((sta >> bit) & 1) ? '1' : '0';
        if (bit % 4 == 0 && bit > 0) text += ' ';
    }
    return text;
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
// edge), what is on it, and the code once it is read.
struct PointRead {
    Point point = kNoPoint;
    std::string what; // "own", "empty", "opponent" or "edge"
    std::uint16_t sta = 0;
};

// Figure 3 for one direction: the code after each point, each one read by your
// read_direction on the board cut short after that point.
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
        const std::uint16_t sta =
            ends ? reading.sta
                 : static_cast<std::uint16_t>(
                       read_direction(cut_after(board, p, step, k, color), p, n, color).sta &
                       0x03FF);
        reads.push_back({c == Color::Wall ? kNoPoint : p + k * step, what, sta});
        if (sta == reading.sta && c != color) break; // the reading ended here
    }
    return reads;
}

// What reading a point does to the code.
std::string effect(const std::vector<PointRead>& reads, std::size_t i)
{
    const std::string& what = reads[i].what;
    if (what == "own") return "shift two bits left";
    if (what == "empty") {
        const bool third = i >= 2 && reads[i - 1].what == "empty" && reads[i - 2].what == "empty";
        return third ? "shift two bits left, add 1; three empty points in a row end the reading"
                     : "shift two bits left, add 1";
    }
    return "add 0x0400: the reading ends";
}

// The JSON trace's frames (demo::Stepper): the position with the point considered marked.
trace::Frame frame_of(const gomoku::Board& board, Point p, std::string caption)
{
    trace::Frame frame;
    frame.board = demo::go_board_of(board);
    frame.marks.push_back({p, trace::MarkKind::Candidate});
    frame.caption = std::move(caption);
    return frame;
}

// Shows direction n's reading: the text table of Figure 3 on `out` (a step after each point
// with --step), or frames of the JSON trace.
void show_walk(std::ostream& out, demo::Stepper& frames, const gomoku::Board& board, Point p, int n,
               Color color, demo::Mode& mode)
{
    const Reading reading = read_direction(board, p, n, color);
    const std::string name = "direction " + std::to_string(n) + " (" + direction_name(n) + ")";
    out << "direction " << n << ": Sta " << hex(reading.sta) << ", Row " << reading.row << "\n";
    if (mode == demo::Mode::Plain) return;
    const std::vector<PointRead> reads = walk(board, p, n, color);
    out << "  start            " << binary(0) << "  0x0000\n";
    if (frames.json())
        frames.frame(frame_of(board, p, name + ": start from sta = " + binary(0) + " (0x0000)"));
    for (std::size_t i = 0; i < reads.size(); ++i) {
        const PointRead& read = reads[i];
        out << "  " << i + 1 << " ahead: " << read.what << std::string(9 - read.what.size(), ' ')
            << binary(read.sta) << "  " << hex(read.sta) << "\n";
        if (frames.json()) {
            trace::Frame frame =
                frame_of(board, p,
                         name + ", point " + std::to_string(i + 1) + ": " +
                             (read.point == kNoPoint
                                  ? std::string("the edge")
                                  : gomoku::vertex_name(board, read.point) + ", " + read.what) +
                             ": " + effect(reads, i) + "\nsta = " + binary(read.sta) + " (" +
                             hex(read.sta) + ")");
            if (read.point != kNoPoint) frame.marks.push_back({read.point, trace::MarkKind::Visit});
            for (std::size_t j = 0; j <= i; ++j)
                if (reads[j].point != kNoPoint)
                    frame.labels.push_back({reads[j].point, std::to_string(j + 1)});
            frames.frame(std::move(frame));
        }
        if (mode == demo::Mode::Step && i + 1 < reads.size()) {
            out << "  (Enter: next point, q: no more stops)" << std::flush;
            std::string line;
            if (!std::getline(std::cin, line) || line == "q") mode = demo::Mode::Trace;
        }
    }
}

// The points direction n's reading covered, marked as read.
void mark_read(trace::Frame& frame, const gomoku::Board& board, Point p, int n, Color color)
{
    for (const PointRead& read : walk(board, p, n, color))
        if (read.point != kNoPoint) frame.marks.push_back({read.point, trace::MarkKind::Visited});
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
        // With --format json the frames are the whole output: the text goes nowhere.
        demo::Stepper frames(mode);
        std::ostringstream unused;
        std::ostream& out = frames.json() ? unused : std::cout;
        frames.describe(10, "Reading the Sta codes of a point's eight directions", {});
        if (frames.json()) {
            frames.note("Small circle: the point considered (" + vertex + ", " + player +
                        "'s stone assumed there). Red ring: the point read in this step; "
                        "numbers: the points of this direction read so far, in order. Red dots: "
                        "the points a finished reading covered.");
            frames.frame(frame_of(board, *p,
                                  "the position: " + player + " considers " + vertex +
                                      "; its eight directions are read one after the other, "
                                      "outwards from " +
                                      vertex + ", at most five points each"));
        }
        out << gomoku::print_board(board) << "reading from " << vertex << " for " << colour
            << "\n\n";
        for (int n = 0; n < kDirections; ++n) {
            show_walk(out, frames, board, *p, n, color, mode);
            const Reading r = read_direction(board, *p, n, color);
            const std::string pattern = gomoku::matsuda::pattern_name(classify(r.sta));
            out << "  read back: " << decode_sta(r.sta) << "  pattern " << pattern << "\n";
            if (!frames.json()) continue;
            trace::Frame done = frame_of(
                board, *p,
                "direction " + std::to_string(n) + " (" + direction_name(n) + "): Sta " +
                    hex(r.sta) + ", Row " + std::to_string(r.row) + "; read back \"" +
                    decode_sta(r.sta) + "\" (. empty, o own, x blocked): pattern " + pattern);
            mark_read(done, board, *p, n, color);
            frames.frame(std::move(done));
        }
        out << "\n";
        const auto shapes = shapes_at(board, *p, color);
        for (int m = 0; m < 4; ++m) {
            const Reading a = read_direction(board, *p, m, color);
            const Reading b = read_direction(board, *p, m + 4, color);
            std::ostringstream line;
            line << "line " << m << ": Total " << total(a.row, b.row) << ", patterns "
                 << gomoku::matsuda::pattern_name(classify(a.sta)) << " and "
                 << gomoku::matsuda::pattern_name(classify(b.sta)) << ": "
                 << gomoku::matsuda::shape_name(shapes[static_cast<std::size_t>(m)]);
            out << line.str() << "\n";
            if (!frames.json()) continue;
            trace::Frame verdict =
                frame_of(board, *p,
                         line.str() + " (Figure 4; directions " + std::to_string(m) + " and " +
                             std::to_string(m + 4) + ")");
            mark_read(verdict, board, *p, m, color);
            mark_read(verdict, board, *p, m + 4, color);
            frames.frame(std::move(verdict));
        }
        frames.finish();
    } catch (const NotImplemented& e) {
        std::cerr << e.what() << "\n";
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "lesson10: " << e.what() << "\n";
        return 2;
    }
    return 0;
}
