// What a stone makes on one line of a Gomoku board, by brute force from the definitions
// alone (no codes, no tables): the independent check of Matsuda et al.'s pattern tables in
// lesson 10 and in the engine's tests. A five is exactly five in a row (six or more is an
// overline, as in the paper); a four is a line where one more stone makes a five; a straight
// (open) four is one where two points each make the same four a five; a three is a line
// where one more stone makes a straight four.
#pragma once

#include "engine/gomoku/board.hpp"

#include <string>
#include <vector>

namespace stonelab::test {

/// The verdicts, named as engine/gomoku/matsuda.hpp's shape_name names them.
inline const char* const kBruteNone = "none";

/// The line m (0..3) through p as text, 5 points each side of p and p itself in the middle:
/// 'o' a `color` stone (p always), '.' empty, 'x' an opponent stone or off the board.
inline std::string line_text(const gomoku::Board& board, Point p, int m, Color color)
{
    std::string line(11, 'x');
    const int d = board.direction(m);
    line[5] = 'o';
    for (int side : {-1, 1}) {
        Point q = p;
        for (int k = 1; k <= 5; ++k) {
            q += side * d;
            const Color c = board.at(q);
            if (c == Color::Wall) break;
            line[static_cast<std::size_t>(5 + side * k)] =
                c == color ? 'o' : (c == Color::Empty ? '.' : 'x');
        }
    }
    return line;
}

namespace brute {

/// The first and last index of the run of 'o' through index c.
inline std::pair<int, int> run_through(const std::string& line, int c)
{
    int a = c;
    int b = c;
    while (a > 0 && line[static_cast<std::size_t>(a - 1)] == 'o') --a;
    while (b + 1 < static_cast<int>(line.size()) && line[static_cast<std::size_t>(b + 1)] == 'o')
        ++b;
    return {a, b};
}

/// The empty points that, filled, make a run of exactly five through the middle.
inline std::vector<int> five_points(const std::string& line)
{
    std::vector<int> points;
    for (int q = 0; q < static_cast<int>(line.size()); ++q) {
        if (line[static_cast<std::size_t>(q)] != '.') continue;
        std::string filled = line;
        filled[static_cast<std::size_t>(q)] = 'o';
        const auto [a, b] = run_through(filled, 5);
        if (b - a + 1 == 5 && a <= q && q <= b) points.push_back(q);
    }
    return points;
}

/// Two five points at both ends of one four: a straight four.
inline bool straight_four(const std::vector<int>& fives)
{
    return fives.size() == 2 && fives[1] - fives[0] == 5;
}

} // namespace brute

/// The verdict on an 11-point line from line_text(): "overline", "five", "open four",
/// "four-four" (two fives not at the ends of one four), "four" or "split four" (the five
/// point inside the four's stones), "three" or "split three" (the stones through the middle
/// are three in a row, or not), "none".
inline std::string brute_force_shape(const std::string& line)
{
    const auto [a, b] = brute::run_through(line, 5);
    const int run = b - a + 1;
    if (run >= 6) return "overline";
    if (run == 5) return "five";
    const std::vector<int> fives = brute::five_points(line);
    if (fives.size() >= 2) return brute::straight_four(fives) ? "open four" : "four-four";
    if (fives.size() == 1) {
        std::string filled = line;
        filled[static_cast<std::size_t>(fives[0])] = 'o';
        const auto [c, d] = brute::run_through(filled, 5);
        return c < fives[0] && fives[0] < d ? "split four" : "four";
    }
    for (int q = 0; q < static_cast<int>(line.size()); ++q) {
        if (line[static_cast<std::size_t>(q)] != '.') continue;
        std::string filled = line;
        filled[static_cast<std::size_t>(q)] = 'o';
        if (brute::straight_four(brute::five_points(filled)))
            return run == 3 ? "three" : "split three";
    }
    return kBruteNone;
}

/// The three ways, and only these, in which Figure 4 disagrees with the brute force (found
/// by comparing them over all 3^10 lines; lesson 10's README explains each): `table` is
/// Figure 4's verdict, `brute` the brute force's.
inline bool known_figure4_difference(const std::string& table, const std::string& brute)
{
    return (table == "four" && brute == "none") || (table == "none" && brute == "three") ||
           (table == "four-three" && brute == "split four");
}

} // namespace stonelab::test
