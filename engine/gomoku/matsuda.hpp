/// \file
/// Matsuda et al.'s pattern tables for Gomoku (lesson 10), the engine's own version: what a
/// stone at a point makes on each of its four lines, read from two small tables, and the
/// move choice built on it.
///
/// H. Matsuda, K. Sawayanagi, T. Miyagoshi, T. Yamabuchi and Y. Nakajima, "A Basic Research
/// for the Programming of Go-Moku" (1997). From a point, each of the eight directions is
/// read into a *Sta* code (at most five points; an empty point shifts the code two bits left
/// and adds 1, an own stone shifts it, an opponent stone or the edge adds 0x0400 and stops
/// the reading, and so do three empty points in a row) and a *Row* (the own stones in a row
/// from the point, the point included). Table 3 turns a Sta code into one of eight patterns;
/// Figure 4 turns the run through the point (Total) and the two patterns of a line into a
/// verdict. The lesson's solution is the student-facing version of the same method; this one
/// is what the match player, the bench and the cross-checks use.
#pragma once

#include "engine/base/rng.hpp"
#include "engine/gomoku/board.hpp"

#include <array>
#include <cstdint>

namespace stonelab::gomoku {

namespace matsuda {

/// The eight directions of a point: n < 4 is the board's line direction n, n + 4 its
/// opposite, so that directions m and m + 4 make line m.
inline constexpr int kDirections = 8;

/// One direction read from a point: the paper's Sta code and Row.
struct Reading {
    std::uint16_t sta = 0;
    int row = 1;
};

/// Reads direction n (0..7) from p for a `color` stone at p (p may be empty: the stone is
/// assumed).
Reading read_direction(const Board& board, Point p, int n, Color color);

/// Table 3's patterns of one side of a line, and the two rows that are not patterns: Six
/// (five own stones follow the point: the code stays 0, the paper's "special" row 1) and
/// Never (no arrangement gives this code).
enum class Pattern : std::uint8_t { A, X, B, C, D, E, F, O, Six, Never };

/// The letter ("A" .. "O"), "six" or "never".
const char* pattern_name(Pattern pattern);

/// Table 3: the pattern of a Sta code, as printed in the paper for the 35 codes it gives a
/// letter, Six for its special row 0x0000 (six in a row), and O for the three codes that occur
/// although the paper marks them as impossible (0x0144, 0x0145, 0x0451): the 39 codes that
/// occur. Codes outside the table are Never.
Pattern pattern_of(std::uint16_t sta);

/// Figure 4's verdicts (OpenFour is the paper's "winning four", a straight four).
enum class Shape : std::uint8_t {
    None,
    Three,
    SplitThree,
    Four,
    SplitFour,
    OpenFour,
    FourThree,
    FourFour,
    Five,
    Overline,
};

/// "none", "three", "split three", "four", "split four", "open four", "four-three",
/// "four-four", "five", "overline".
const char* shape_name(Shape shape);

/// Figure 4: the verdict for a line whose run through the point is `total` stones long and
/// whose two sides have patterns a and b (in either order). A total of 5 is a five and 6 or
/// more an overline whatever the patterns; a Six side is an overline too.
Shape pair_table(int total, Pattern a, Pattern b);

/// The verdict on line m (0..3) of a `color` stone at p: directions m and m + 4 read, their
/// codes looked up in Table 3, and the pair in Figure 4.
Shape shape_at(const Board& board, Point p, int m, Color color);

/// The verdict on each of the four lines of a `color` stone at p.
std::array<Shape, kLineDirections> shapes_at(const Board& board, Point p, Color color);

/// The two methods the paper times its tables against (section 2.4), for `stonelab bench
/// gomoku`. Both look at the 11 points of line m centred on p (five each side; an opponent
/// stone or the edge blocks) and judge by the definitions: a five is exactly five in a row, a
/// four a line where one more stone makes a five, an open four one where two points make the
/// same four a five, a three a line where one more stone makes an open four. So they agree
/// with Figure 4 except on the lines where Figure 4 is wrong (lesson 10's README).
///
/// The numeric-sequence method: the 11 points read and analysed every time.
Shape shape_by_sequence(const Board& board, Point p, int m, Color color);
/// The 3^11 table: every arrangement of the 11 points analysed once, on first use, and looked
/// up by the arrangement's number in base 3.
Shape shape_by_table(const Board& board, Point p, int m, Color color);

/// Lesson 10's worked example (docs/figures/gomoku-worked-example.txt): Black at H8 reads
/// the eight rows of the paper's Table 1 in directions 0 to 7 (white stones stand in for the
/// edge the paper has in directions 0 and 1).
inline constexpr const char* kWorkedExample = R"(
   A B C D E F G H J K L M N O P
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . 12
11 . . . . . . . . . . . . . . . 11
10 . . . . . O . X . O . . . . . 10
 9 . . . . . . X X X . . . . . . 9
 8 . . . . . . O . . . O . . . . 8
 7 . . . . . . . . X . . . . . . 7
 6 . . . . . . . . . . . . . . . 6
 5 . . . . . . . O . . X . . . . 5
 4 . . . . . . . . . . . . . . . 4
 3 . . . . . . . . . . . . . . . 3
 2 . . . . . . . . . . . . . . . 2
 1 . . . . . . . . . . . . . . . 1
   A B C D E F G H J K L M N O P
)";

/// The paper's values of a move (section 2.4): three 6937, four 2325, split three 581,
/// split four 145, "split five" 9, a move heading for an overline 2, a point one may not
/// play 1, a win 1000, an ordinary move 36.
namespace value {
inline constexpr int kThree = 6937;
inline constexpr int kFour = 2325;
inline constexpr int kSplitThree = 581;
inline constexpr int kSplitFour = 145;
inline constexpr int kSplitFive = 9;
inline constexpr int kNearOverline = 2;
inline constexpr int kUnplayable = 1;
inline constexpr int kWin = 1000;
inline constexpr int kOrdinary = 36;
} // namespace value

/// The priority of a move for its player, larger first: 6 wins (a five, or under Freestyle an
/// overline; under Renju each side by its own rule), 5 stops the opponent's five, 4 makes an
/// open four, a four-four or a four-three, 3 stops the opponent's such move, 2 makes a four or
/// a three, 1 stops the opponent's four or three, 0 anything else. This is lesson 10's order,
/// after section 2.1.5 with one change: the paper makes its own four-three before it stops the
/// opponent's four, and here 5 comes before 4 (lesson 10's README says why).
int priority(const Board& board, Point p, Color color, Rule rule);

/// The rank of a move in the paper's own order (section 2.1.5) as lesson 10 reads it, larger
/// first: 6 its own five, 5 its own winning threat (the paper's first step: "five, four-three
/// and the like"), 4 stopping the opponent's five, 3 stopping its winning threat (the second:
/// "stop its four, three and the like"), 2 its own four or three (the third), 0 the rest,
/// which the paper leaves to the move values. It takes both sides' threats, not priority():
/// a move that stops the opponent's five (priority 5) ranks 5 if it also makes a winning
/// threat of its own, else 4. Lesson 10's demo (--choose) sets the move this order chooses
/// beside the course's.
int paper_rank(const Board& board, Point p, Color color, Rule rule);

/// The move value summed over the four lines of a `color` stone at p.
int move_value(const Board& board, Point p, Color color);

} // namespace matsuda

/// Matsuda et al.'s player: among the empty points, the one with the highest priority, then
/// the highest move value for the player to move plus the value for the opponent there
/// (what it gains plus what it stops), ties drawn with rng. Never a taken point; on an
/// empty board the centre. Under Rule::Renju (beyond the paper, which does not spell out the
/// rules its program plays) each side's wins are judged by its own rule — Black's five must
/// be exact, White's may be longer — and Black never plays a foul (lesson 11's `is_foul`):
/// kPass when every empty point is one. Throws std::invalid_argument on a full board.
Point matsuda_move(const Board& board, Rule rule, Rng& rng);

} // namespace stonelab::gomoku
