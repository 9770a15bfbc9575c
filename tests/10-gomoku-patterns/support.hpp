// Lesson 10's test inputs and the texts its reference outputs are made of, shared by the
// tests and golden.cpp.
#pragma once

#include "gomoku_patterns.hpp"

#include "support/rng_draws.hpp"

#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

namespace stonelab::lesson10::test {

/// The point of a vertex such as "H8" on `board` (the vertex must be on the board).
inline Point at(const gomoku::Board& board, const char* vertex)
{
    return gomoku::parse_vertex(board, vertex).value();
}

/// The worked example: Black at H8 reads the paper's Table 1 in the eight directions
/// (white stones stand in for the edge the paper has in directions 0 and 1).
inline const char* const kWorkedExample = gomoku::matsuda::kWorkedExample;

/// One row of the paper's Table 3 as printed: its number, code, arrangement column (as the
/// paper prints it, misprints included: ● own, + empty, ○ opponent or edge) and pattern
/// ("special", "none" for "does not exist").
struct PaperRow {
    int number;
    std::uint16_t sta;
    const char* arrangement;
    const char* pattern;
};

inline const std::vector<PaperRow>& paper_table3()
{
    static const std::vector<PaperRow> rows = {
        {1, 0x0000, "●", "special"},     {2, 0x0001, "●+", "A"},
        {3, 0x0004, "●+●", "X"},         {4, 0x0005, "●++", "A"},
        {5, 0x0010, "●+●●", "X"},        {6, 0x0011, "●+●+", "B"},
        {7, 0x0014, "●++●", "O"},        {8, 0x0015, "●+++", "A"},
        {9, 0x0040, "●+●●●", "X"},       {10, 0x0041, "●+●●+", "D"},
        {11, 0x0044, "●+●+●", "E"},      {12, 0x0045, "●+●++", "B"},
        {13, 0x0050, "●+●●●", "O"},      {14, 0x0051, "●+++●", "O"},
        {15, 0x0054, "●+++●", "none"},   {16, 0x0055, "●++++", "none"},
        {17, 0x0100, "●+●●●●", "X"},     {18, 0x0101, "●+●●●+", "F"},
        {19, 0x0104, "●+●●+●", "D"},     {20, 0x0105, "●+●●++", "C"},
        {21, 0x0110, "●+●+●●", "E"},     {22, 0x0111, "●+●+●+", "E"},
        {23, 0x0114, "●+●++●", "B"},     {24, 0x0115, "●+●+++", "B"},
        {25, 0x0140, "●+●●●●", "O"},     {26, 0x0141, "●+●●●+", "O"},
        {27, 0x0144, "●+++●+●", "none"}, {28, 0x0145, "●+++●++", "none"},
        {29, 0x0150, "●+++●●●", "none"}, {30, 0x0151, "●+++●+●", "none"},
        {31, 0x0154, "●++++●", "none"},  {32, 0x0155, "●+++++", "none"},
        {33, 0x0400, "●○", "X"},         {34, 0x0401, "●+○", "O"},
        {35, 0x0404, "●+●○", "E"},       {36, 0x0405, "●++○", "O"},
        {37, 0x0410, "●+●●○", "D"},      {38, 0x0411, "●+●+○", "B"},
        {39, 0x0414, "●+++○", "O"},      {40, 0x0415, "●++++○", "none"},
        {41, 0x0440, "●+●●●○", "F"},     {42, 0x0441, "●+●●+○", "C"},
        {43, 0x0444, "●+●+●○", "E"},     {44, 0x0445, "●+●++○", "B"},
        {45, 0x0450, "●+●●●○", "O"},     {46, 0x0451, "●+++●+○", "none"},
        {47, 0x0454, "●+++●○", "none"},  {48, 0x0455, "●++++○", "none"},
    };
    return rows;
}

inline std::string hex(std::uint16_t sta)
{
    char text[8];
    std::snprintf(text, sizeof text, "0x%04X", static_cast<unsigned>(sta));
    return text;
}

/// A decoded code in the paper's symbols, after the last own stone of the run: "●" then
/// + for '.', ● for 'o', ○ for 'x'.
inline std::string paper_symbols(const std::string& decoded)
{
    std::string text = "●";
    for (char c : decoded) text += c == '.' ? "+" : (c == 'o' ? "●" : "○");
    return text;
}

/// The lesson's Table 3 beside the paper's: one line per paper row, with what the
/// enumeration found (the Rows the code comes with, or "never"), the code read back, and the
/// pattern by the lesson's rules; then the codes the paper does not list (none, if the
/// enumeration agrees that 48 rows cover them all).
inline std::string table3_text(const std::vector<CodeRows>& codes)
{
    std::string text = "# Table 3 beside the paper's: no. | code | paper's arrangement | paper's "
                       "pattern | Rows it comes with | code read back | our pattern\n";
    auto rows_of = [&](std::uint16_t sta) {
        for (const CodeRows& c : codes)
            if (c.sta == sta) {
                std::string rows;
                for (int r : c.rows) rows += (rows.empty() ? "" : ",") + std::to_string(r);
                return rows;
            }
        return std::string("never");
    };
    int differences = 0;
    for (const PaperRow& row : paper_table3()) {
        const std::string ours = gomoku::matsuda::pattern_name(classify(row.sta));
        const std::string paper = row.pattern;
        const bool same = ours == paper || (paper == "special" && ours == "six") ||
                          (paper == "none" && ours == "never");
        differences += same ? 0 : 1;
        text += std::to_string(row.number) + " | " + hex(row.sta) + " | " + row.arrangement +
                " | " + paper + " | " + rows_of(row.sta) + " | " +
                paper_symbols(decode_sta(row.sta)) + " | " + ours + (same ? "" : " | DIFFERS") +
                "\n";
    }
    int extra = 0;
    for (const CodeRows& c : codes) {
        bool listed = false;
        for (const PaperRow& row : paper_table3()) listed = listed || row.sta == c.sta;
        if (!listed) {
            text += "not in the paper: " + hex(c.sta) + "\n";
            ++extra;
        }
    }
    int keys = 0;
    for (const CodeRows& c : codes) keys += static_cast<int>(c.rows.size());
    text += "codes that occur: " + std::to_string(codes.size()) +
            " of the paper's 48; (Row, Sta) "
            "pairs: " +
            std::to_string(keys) + "; rows whose pattern differs: " + std::to_string(differences) +
            "; codes the paper does not list: " + std::to_string(extra) + "\n";
    return text;
}

/// The readings of a point in the eight directions and the verdicts on its four lines, as
/// the paper's Tables 1 and 2 give them.
inline std::string tables_1_and_2_text(const gomoku::Board& board, Point p, Color color)
{
    std::string text = "# Table 1: n | Sta[n] | Row[n] | pattern\n";
    Reading readings[kDirections];
    for (int n = 0; n < kDirections; ++n) {
        readings[n] = read_direction(board, p, n, color);
        text += std::to_string(n) + " | " + hex(readings[n].sta) + " | " +
                std::to_string(readings[n].row) + " | " +
                gomoku::matsuda::pattern_name(classify(readings[n].sta)) + "\n";
    }
    text += "# Table 2: m | Total[m] | pattern(m) | pattern(m+4) | verdict\n";
    const auto shapes = shapes_at(board, p, color);
    for (int m = 0; m < 4; ++m)
        text += std::to_string(m) + " | " +
                std::to_string(total(readings[m].row, readings[m + 4].row)) + " | " +
                gomoku::matsuda::pattern_name(classify(readings[m].sta)) + " | " +
                gomoku::matsuda::pattern_name(classify(readings[m + 4].sta)) + " | " +
                gomoku::matsuda::shape_name(shapes[static_cast<std::size_t>(m)]) + "\n";
    return text;
}

/// A seeded random position: `stones` tries at a random point of a size x size board, each
/// a stone of a random colour if the point is still empty.
inline gomoku::Board random_position(std::uint64_t seed, int size, int stones)
{
    Rng rng(seed);
    gomoku::Board board(size);
    const auto area = static_cast<std::uint32_t>(board.points().size());
    for (int k = 0; k < stones; ++k) {
        const Point p = board.points()[rng.below(area)];
        if (board.is_empty(p)) board.place(p, rng.below(2) == 0 ? Color::Black : Color::White);
    }
    return board;
}

/// Every empty point of a position where a stone of either colour makes something on a
/// line, with the verdicts: "H8 black: three, none, none, split four". `shapes(board, p,
/// color)` gives the verdicts (yours, or the engine's for the reference checks).
template <class Shapes> std::string position_shapes_text(const gomoku::Board& board, Shapes shapes)
{
    std::string text = gomoku::print_board(board);
    for (Point p : board.points()) {
        if (!board.is_empty(p)) continue;
        for (Color color : {Color::Black, Color::White}) {
            const std::array<Shape, gomoku::kLineDirections> verdicts = shapes(board, p, color);
            bool any = false;
            std::string line =
                gomoku::vertex_name(board, p) + (color == Color::Black ? " black:" : " white:");
            for (std::size_t m = 0; m < verdicts.size(); ++m) {
                any = any || verdicts[m] != Shape::None;
                line += std::string(m == 0 ? " " : ", ") + gomoku::matsuda::shape_name(verdicts[m]);
            }
            if (any) text += line + "\n";
        }
    }
    return text;
}

/// The same with your shapes_at.
inline std::string position_shapes_text(const gomoku::Board& board)
{
    return position_shapes_text(
        board, [](const gomoku::Board& b, Point p, Color c) { return shapes_at(b, p, c); });
}

/// A game of a player against itself on an empty size x size board under `rule`, until a
/// win, a full board or `most` moves: the moves as GTP vertices, then the winner or "none".
/// `choose(board, rule, rng)` is the player (yours, or the engine's matsuda_move).
template <class Choose>
std::string self_play_text(std::uint64_t seed, int size, gomoku::Rule rule, int most, Choose choose)
{
    gomoku::Board board(size);
    Rng rng(seed);
    std::string text = "# seed " + std::to_string(seed) + ", " + gomoku::rule_name(rule) + "\n";
    while (!gomoku::winner(board, rule) && !board.is_full() && board.stone_count() < most) {
        const Point p = choose(board, rule, rng);
        text += gomoku::vertex_name(board, p) + (board.stone_count() % 10 == 9 ? "\n" : " ");
        board.play(p);
    }
    const auto won = gomoku::winner(board, rule);
    return text + "\nwinner: " + (won ? (*won == Color::Black ? "black" : "white") : "none") +
           "\n" + gomoku::print_board(board);
}

/// The same with your choose_move.
inline std::string self_play_text(std::uint64_t seed, int size, gomoku::Rule rule, int most)
{
    return self_play_text(
        seed, size, rule, most,
        [](const gomoku::Board& b, gomoku::Rule r, Rng& g) { return choose_move(b, r, g); });
}

/// The numbers an `Rng` drew between two states (tests/support/rng_draws.hpp).
using stonelab::test::numbers_drawn;

/// The moves of a game as self_play_text writes it: the vertices between its first line and
/// "winner:".
inline std::vector<std::string> recorded_moves(const std::string& text)
{
    std::vector<std::string> moves;
    std::istringstream in(text.substr(text.find('\n') + 1));
    for (std::string word; in >> word && word != "winner:";) moves.push_back(word);
    return moves;
}

/// The seeds of the hidden positions (15x15, 70 tries each).
inline const std::vector<std::uint64_t>& hidden_seeds()
{
    static const std::vector<std::uint64_t> seeds = {1997, 4004, 8128};
    return seeds;
}

} // namespace stonelab::lesson10::test
