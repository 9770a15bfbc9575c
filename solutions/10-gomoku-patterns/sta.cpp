// Lesson 10, task 1: the Sta code and the Row of one direction (Matsuda et al., section 2.2).
#include "gomoku_patterns.hpp"

#include <stdexcept>

namespace stonelab::lesson10 {

//! [read_direction]
Reading read_direction(const gomoku::Board& board, Point p, int n, Color color)
{
    if (n < 0 || n >= kDirections) throw std::invalid_argument("a direction is 0 to 7");
    // Directions 4..7 walk the lines of 0..3 backwards.
    const int step = n < 4 ? board.direction(n) : -board.direction(n - 4);
    Reading reading; // sta 0x0000, row 1: the stone at p
    bool still_in_row = true;
    int empties_in_a_row = 0;
    for (int distance = 1; distance <= 5; ++distance) {
        const Color c = board.at(p + distance * step);
        if (c == Color::Empty) {
            reading.sta = static_cast<std::uint16_t>(reading.sta * 4 + 1); // (s1)
            still_in_row = false;
            if (++empties_in_a_row == 3) break;
        } else if (c == color) {
            reading.sta = static_cast<std::uint16_t>(reading.sta * 4); // (s2)
            if (still_in_row) ++reading.row;
            empties_in_a_row = 0;
        } else { // the opponent, or the wall round the board
            reading.sta = static_cast<std::uint16_t>(reading.sta + 0x0400); // (s3)
            break;
        }
    }
    return reading;
}
//! [read_direction]

} // namespace stonelab::lesson10
