// Lesson 10, task 2: Total, and Table 3 derived rather than copied: every arrangement
// enumerated, each code read back, and the lesson's rules for the patterns.
#include "gomoku_patterns.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace stonelab::lesson10 {

int total(int row, int opposite_row) { return row + opposite_row - 1; }

//! [decode_sta]
std::string decode_sta(std::uint16_t sta)
{
    // Bit 0x0400 says the reading ended on a blocker; the ten bits below it hold one pair
    // per point, the first point read in the highest pair. Own stones before the first empty
    // point are zero pairs in front of the first 01 and leave no trace.
    std::string points;
    bool started = false;
    for (int pair = 4; pair >= 0; --pair) {
        const int bits = (sta >> (2 * pair)) & 3;
        if (bits == 1) started = true;
        if (started) points += bits == 1 ? '.' : 'o';
    }
    if (sta & 0x0400) points += 'x';
    return points;
}
//! [decode_sta]

//! [enumerate_codes]
std::vector<CodeRows> enumerate_codes()
{
    // On a 6x6 board the stone on the left edge has exactly the five points a reading may
    // look at to its right: fill them in all 3^5 ways (a White stone stands for the edge as
    // well, which reads the same) and read direction 0.
    std::map<std::uint16_t, std::set<int>> rows_of;
    for (int code = 0; code < 243; ++code) {
        gomoku::Board board(6);
        const Point p = board.geometry().point(1, 3);
        int rest = code;
        for (int k = 1; k <= 5; ++k, rest /= 3) {
            if (rest % 3 == 1) board.place(p + k * board.direction(0), Color::Black);
            if (rest % 3 == 2) board.place(p + k * board.direction(0), Color::White);
        }
        const Reading reading = read_direction(board, p, 0, Color::Black);
        rows_of[reading.sta].insert(reading.row);
    }
    std::vector<CodeRows> codes;
    for (const auto& [sta, rows] : rows_of) codes.push_back({sta, {rows.begin(), rows.end()}});
    return codes;
}
//! [enumerate_codes]

//! [classify]
Pattern classify(std::uint16_t sta)
{
    if (sta == 0) return Pattern::Six;
    static const std::vector<CodeRows> codes = enumerate_codes();
    if (std::none_of(codes.begin(), codes.end(), [&](const CodeRows& c) { return c.sta == sta; }))
        return Pattern::Never;
    const std::string side = decode_sta(sta); // starts with '.' unless it is "x"
    if (side == "x") return Pattern::X;
    const bool blocked = side.back() == 'x';
    // k own stones after the first empty point, then what follows them.
    const std::size_t k = side.find_first_not_of('o', 1) == std::string::npos
                              ? side.size() - 1
                              : side.find_first_not_of('o', 1) - 1;
    const std::string after = side.substr(1 + k);
    if (k == 0) return side.find_first_not_of('.') == std::string::npos ? Pattern::A : Pattern::O;
    if (after.empty()) return Pattern::X; // the fifth point reached: filling makes six
    if (blocked && after == "x") return k == 1 ? Pattern::E : (k == 2 ? Pattern::D : Pattern::F);
    if (k == 1) return after.size() > 1 && after[1] == 'o' ? Pattern::E : Pattern::B;
    if (k == 2) return after.size() > 1 && after[1] != 'o' ? Pattern::C : Pattern::D;
    return Pattern::F;
}
//! [classify]

} // namespace stonelab::lesson10
