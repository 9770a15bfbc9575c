/// \file
/// Lesson 3: legal moves. Which points may a player take — occupied, suicide, ko — and the
/// game around them: alternating turns, passes, resignation.
///
/// The student writes `Position::check_move` and `Position::play` (tasks 1 to 3, in
/// exercises/03-legality-ko/legality.cpp) and the `Game` methods (task 4, in game.cpp).
/// Everything defined in this header is given: the padded board, reading a string's stones
/// and liberties (the walk of lesson 2), and drawing a legality map.
#pragma once

#include "engine/base/color.hpp"
#include "engine/base/geometry.hpp"
#include "engine/formats/diagram.hpp"
#include "engine/go/board.hpp"

#include <array>
#include <map>
#include <string>
#include <vector>

namespace stonelab::lesson03 {

/// The answer to "may this player play here now?".
enum class Verdict {
    Legal,    ///< the move can be played
    Occupied, ///< a stone (of either colour) is already there
    Suicide,  ///< the stone would have no liberty and would capture nothing
    Ko,       ///< it would retake a ko at once
};

/// "legal", "occupied", "suicide" or "ko".
constexpr const char* verdict_name(Verdict v)
{
    switch (v) {
    case Verdict::Legal: return "legal";
    case Verdict::Occupied: return "occupied";
    case Verdict::Suicide: return "suicide";
    case Verdict::Ko: break;
    }
    return "ko";
}

/// The character of a verdict in a legality map: `.` legal, `#` occupied, `s` suicide,
/// `k` ko.
constexpr char verdict_char(Verdict v)
{
    switch (v) {
    case Verdict::Legal: return '.';
    case Verdict::Occupied: return '#';
    case Verdict::Suicide: return 's';
    case Verdict::Ko: break;
    }
    return 'k';
}

/// A string (連) as lesson 2 finds it: its stones and its number of distinct liberties.
struct StringInfo {
    std::vector<Point> stones;
    int liberties = 0;
};

/// A position during a game: the stones on a padded board (geometry.hpp), the prisoners
/// each player has taken, the move number, and the simple-ko point.
///
/// **Ko** (seed 002, `put_stone`): after a move that captured exactly one stone, if the
/// capturing stone stands alone (a string of one stone) with exactly one liberty, the point
/// of the captured stone becomes the ko point, and the opponent of the capturer may not
/// play there on the very next move. Any next move — elsewhere, a pass, by either colour —
/// lifts the ban. (Seed 000 marks a few more points; see the lesson text.)
///
/// It does not know whose turn it is: either colour may be asked about or played, as in GTP.
/// Turns belong to `Game`.
class Position {
public:
    /// An empty board, width x height (1 to 19 each).
    Position(int width, int height) : Position(Board(width, height)) {}
    /// An empty square board.
    explicit Position(int size = 9) : Position(size, size) {}
    /// The stones of an engine board (e.g. a fixture read with `parse_diagram`); no ko, no
    /// prisoners, move number 0.
    explicit Position(const Board& setup) : geometry_(setup.geometry())
    {
        board_.fill(Color::Wall);
        for (Point z : setup.points()) board_[z] = setup.at(z);
    }

    const Geometry& geometry() const { return geometry_; }
    /// What is on z: Empty, Black, White, or Wall for the frame around the board.
    Color at(Point z) const { return board_[z]; }
    /// The point where `ko_color()` may not play now, or kNoPoint.
    Point ko_point() const { return ko_point_; }
    /// The player barred from the ko point: the opponent of the player who took the ko;
    /// Empty when there is no ko point.
    Color ko_color() const { return ko_color_; }
    /// Stones captured so far *by* `color` (its prisoners, アゲハマ).
    int captures(Color color) const { return captures_[player_index(color)]; }
    /// Moves played so far, passes included.
    int move_number() const { return move_number_; }

    /// The string through the stone at z: its stones (in the order the walk meets them)
    /// and its number of distinct liberties. Given: this is the walk of lesson 2, written
    /// with a to-do list instead of recursion.
    StringInfo string_at(Point z) const
    {
        StringInfo info;
        const Color color = board_[z];
        std::array<bool, kMaxCells> seen{};
        std::vector<Point> to_visit{z};
        seen[z] = true;
        while (!to_visit.empty()) {
            const Point stone = to_visit.back();
            to_visit.pop_back();
            info.stones.push_back(stone);
            for (int i = 0; i < 4; ++i) {
                const Point n = stone + geometry_.dir(i);
                if (seen[n] || (board_[n] != color && board_[n] != Color::Empty)) continue;
                seen[n] = true; // each liberty is counted once, however many stones touch it
                if (board_[n] == Color::Empty)
                    ++info.liberties;
                else
                    to_visit.push_back(n);
            }
        }
        return info;
    }

    /// The same stones on an engine board, for printing with `print_diagram`.
    Board to_board() const
    {
        Board board(geometry_.width, geometry_.height);
        for (Point z : board.points())
            if (board_[z] != Color::Empty) board.set_stone(z, board_[z]);
        return board;
    }

    // ---- the student's part (exercises/03-legality-ko/legality.cpp) ---------------------

    /// Task 1 (occupied, suicide) and task 3 (ko): may `color` play at z now? The checks
    /// come in seed 000's order: occupied, then suicide, then ko. A pass (kPass) is always
    /// legal. z must be kPass or a point of the board.
    Verdict check_move(Color color, Point z) const;

    /// Task 2 (stones and captures) and task 3 (the ko point): plays a stone of `color` at
    /// z, or a pass, if `check_move` allows it. Removes the opponent strings left without
    /// a liberty, adds them to `color`'s prisoners, counts the move, lifts the previous ko
    /// ban and records a new ko point by seed 002's rule. An illegal move changes nothing;
    /// the verdict says why.
    Verdict play(Color color, Point z);

private:
    // When your work is graded, your code runs in a process of its own and the grader copies
    // positions between it and the tests (grader/kit/remote.hpp): this lets it see the fields.
    template <class Fields> friend void describe(Fields& fields, Position& position);

    Geometry geometry_;
    std::array<Color, kMaxCells> board_{}; // the padded board: Wall all around
    Point ko_point_ = kNoPoint;
    Color ko_color_ = Color::Empty;
    std::array<int, 2> captures_{};
    int move_number_ = 0;
};

/// The legality map of a position for one player: the board drawn as `print_diagram` draws
/// it (GTP coordinates around it), with every point replaced by the `verdict_char` of
/// `position.check_move(color, point)`.
inline std::string legality_map(const Position& position, Color color)
{
    const Board board = position.to_board();
    DiagramOptions options;
    for (Point z : board.points())
        options.marks[z] = std::string(1, verdict_char(position.check_move(color, z)));
    return print_diagram(board, options);
}

/// A game between two players on a `Position`: Black and White take turns, a pass is a
/// move, two passes in a row end the game, and a player may resign. (Scoring a finished
/// game is lesson 5.)
class Game {
public:
    /// A game from `start` (usually an empty board) with `first` to move.
    explicit Game(Position start = Position(9), Color first = Color::Black)
        : position_(start), to_move_(first)
    {
    }

    const Position& position() const { return position_; }

    // ---- the student's part (exercises/03-legality-ko/game.cpp) -------------------------

    /// Task 4: the player whose turn it is.
    Color to_move() const;

    /// Task 4: plays z (a point, or kPass) for the player to move. A legal move passes the
    /// turn to the opponent; an illegal one changes nothing and returns why. Throws
    /// std::logic_error once the game is over.
    Verdict play(Point z);

    /// Task 4: the player to move resigns; the game is over. Throws std::logic_error once
    /// the game is over.
    void resign();

    /// Task 4: true after two passes in a row (one by each player) or a resignation.
    bool over() const;

    /// Task 4: the winner of a game ended by resignation (the opponent of the player who
    /// resigned); Color::Empty otherwise — a game ended by passes is scored (lesson 5).
    Color winner() const;

private:
    // The same for games (see Position).
    template <class Fields> friend void describe(Fields& fields, Game& game);

    Position position_;
    Color to_move_;
    int passes_in_a_row_ = 0;
    Color resigned_ = Color::Empty; // who resigned, if anyone
};

} // namespace stonelab::lesson03
