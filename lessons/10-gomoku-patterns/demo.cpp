// Lesson 10's demo: the worked example (or a diagram file you give), and for the point you
// name (H8 unless you say) what your code reads in each of the eight directions, the pattern
// of each code, and the verdict on each of the four lines. With --step or --trace it shows
// each Sta code being built point by point, as the paper's Figure 3 does. `stonelab run 10`
// runs it on your code, `stonelab run 10 --solution` on the reference.
#include "gomoku_patterns.hpp"

#include "lessons/demo_support.hpp"
#include "lessons/not_implemented.hpp"

#include <CLI/CLI.hpp>

#include <fstream>
#include <iostream>
#include <sstream>

using namespace stonelab;
using namespace stonelab::lesson10;

namespace {

// The lesson's worked example (README.md): Black at H8 reads the paper's Table 1.
constexpr const char* kDefaultPosition = gomoku::matsuda::kWorkedExample;

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

// Figure 3 for one direction: the code after each point, each one read by your
// read_direction on the board cut short after that point.
void show_walk(const gomoku::Board& board, Point p, int n, Color color, demo::Mode& mode)
{
    const int step = n < 4 ? board.direction(n) : -board.direction(n - 4);
    const Reading reading = read_direction(board, p, n, color);
    std::cout << "direction " << n << ": Sta " << hex(reading.sta) << ", Row " << reading.row
              << "\n";
    if (mode == demo::Mode::Plain) return;
    std::cout << "  start            " << binary(0) << "  0x0000\n";
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
        std::cout << "  " << k << " ahead: " << what << std::string(9 - what.size(), ' ')
                  << binary(sta) << "  " << hex(sta) << "\n";
        if (sta == reading.sta && c != color) break; // the reading ended here
        if (mode == demo::Mode::Step) {
            std::cout << "  (Enter: next point, q: no more stops)" << std::flush;
            std::string line;
            if (!std::getline(std::cin, line) || line == "q") mode = demo::Mode::Trace;
        }
    }
}

} // namespace

int main(int argc, char** argv)
{
    CLI::App app{"Lesson 10: Gomoku pattern tables (Sta codes, Table 3, Figure 4)"};
    std::string file;
    std::string vertex = "H8";
    std::string colour = "black";
    demo::Mode mode = demo::Mode::Plain;
    app.add_option("position", file, "A Gomoku diagram file (default: the worked example)");
    app.add_option("--at", vertex, "The point to read from (default H8)");
    app.add_option("--color", colour, "black or white (default black)")
        ->check(CLI::IsMember({"black", "white"}));
    demo::add_mode_options(app, mode);
    CLI11_PARSE(app, argc, argv);
    try {
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
        std::cout << gomoku::print_board(board) << "reading from " << vertex << " for " << colour
                  << "\n\n";
        for (int n = 0; n < kDirections; ++n) {
            show_walk(board, *p, n, color, mode);
            const Reading r = read_direction(board, *p, n, color);
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
        std::cerr << e.what() << "\n";
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "lesson10: " << e.what() << "\n";
        return 2;
    }
    return 0;
}
