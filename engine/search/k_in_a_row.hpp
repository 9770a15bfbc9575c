/// \file
/// k-in-a-row on an m x n board (the "(m,n,k)-games"): tic-tac-toe is (3,3,3), Gomoku is
/// (15,15,5) without its opening rules. A game for the search algorithms (search.hpp).
#pragma once

#include "engine/search/search.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace stonelab::search {

/// The work of a search: the nodes it visits (the root included) and the moves it considers
/// (every legal move of every position it expands, whether searched or cut off). On a big
/// board the moves are the bulk of the time: each is scored before the search orders them.
struct SearchWork {
    double nodes = 0;
    double moves = 0;
};

/// When a k-in-a-row game ends without a winner.
enum class DrawRule : std::uint8_t {
    FullBoard,  ///< the official rule: play goes on until the board is full
    NoLineLeft, ///< as soon as no line of k cells is free of either player's marks: such a
                ///< game can only be a draw, so its value is the same and the tree far smaller
};

/// k-in-a-row: two players (X first, then O) take turns to put a mark on an empty cell of a
/// width x height board; the first to have k marks in a line (row, column or diagonal) wins,
/// and a full board without such a line is a draw. The game stops at the first win (and,
/// with `DrawRule::NoLineLeft`, as soon as nobody can win any more).
///
/// Values (first player's view): +1 when X wins, -1 when O wins, 0 for a draw, so
/// `max_value()` is 1. Moves are cells, `y * width + x` with (0, 0) the top-left cell, and
/// are named by a column letter and a row number counted from the bottom, as in chess:
/// tic-tac-toe's corners are a1, c1, a3 and c3 and its centre is b2.
/// `legal_moves()` lists first the moves that win at once, then those that stop the
/// opponent's immediate win, then the rest by how many (and how full) lines they extend or
/// block, nearest the centre first among equals. Good moves first let alpha-beta cut off
/// sooner.
class KInARow : public TwoPlayerGame {
public:
    /// An empty board. Throws std::invalid_argument unless 1 <= width, height <= 26 and
    /// 1 <= k <= max(width, height).
    KInARow(int width, int height, int k, DrawRule draw_rule = DrawRule::FullBoard);

    Side to_move() const override { return played_.size() % 2 == 0 ? Side::First : Side::Second; }
    bool is_over() const override;
    std::vector<Move> legal_moves() const override;
    void play(Move move) override;
    void undo() override;
    Value final_value() const override;
    Value max_value() const override { return 1; }
    std::string move_name(Move move) const override;

    int width() const { return width_; }
    int height() const { return height_; }
    int k() const { return k_; }

    /// The number of plies from the current state during which no game can end: the player
    /// to move needs n more marks for a line and the other m, so the earliest win is at ply
    /// 2n - 1 or 2m, and the earliest full board at the number of empty cells. (With
    /// `DrawRule::NoLineLeft` a game may end sooner, and this is 1.) Within these plies every
    /// empty cell is a legal move. 0 when the game is over.
    int plies_before_any_end() const;

    /// The least work `run_search(algorithm, *this, {depth})` can do from the current state
    /// (see `SearchWork`), counted in the plies in which no game ends (`plies_before_any_end`),
    /// where the tree's shape is known: for minimax and NegaMax the whole tree down to them;
    /// for alpha-beta with the default window, Knuth and Moore's minimal tree when the depth
    /// limit comes first (every leaf is then worth 0, and alpha-beta searches exactly that
    /// tree), else the smaller of the two players' strategy trees, one of which any proof of
    /// the value must contain. Counts stop growing at `kManyNodes`. `stonelab tree` uses it
    /// to refuse, before starting, a search that cannot finish within its limits.
    SearchWork fewest_search_work(Algorithm algorithm, int depth) const;

    /// Where `fewest_search_work` stops counting: more than anyone will search.
    static constexpr double kManyNodes = 1e18;

    /// The board, one line per row from the top: `X`, `O` or `.` per cell.
    std::string to_string() const;

private:
    enum class Mark : std::uint8_t { None, X, O };
    // The marks of each player in one line of k cells, kept up to date by play and undo so
    // that scoring a cell costs one look per line through it, not k.
    struct LineMarks {
        int x = 0;
        int o = 0;
        int of(Mark mark) const { return mark == Mark::X ? x : o; }
    };
    static Mark opponent(Mark mark) { return mark == Mark::X ? Mark::O : Mark::X; }
    // Adds `step` (+1 or -1) marks of `mark` to every line through `cell`.
    void count_mark(int cell, Mark mark, int step);
    // True if `mark` on `cell` makes (or made) a line of k.
    bool completes_line(int cell, Mark mark) const;
    int marks_in_direction(int cell, Mark mark, int dx, int dy) const;
    // True if some line of k cells holds marks of at most one player.
    bool some_line_open() const;
    long urgency(int cell, Mark mine) const;
    // The fewest more marks `mark` needs for a line of k (k + 1 when no line is free of the
    // other player's marks: it cannot win any more).
    int marks_needed(Mark mark) const;

    int width_, height_, k_;
    DrawRule draw_rule_;
    std::vector<Mark> cells_;
    std::vector<std::vector<int>> lines_;         // every line of k cells
    std::vector<LineMarks> line_marks_;           // per line, the marks in it
    std::vector<std::vector<int>> lines_through_; // per cell, the lines (indices) through it
    std::vector<int> search_order_;               // every cell, the most central first
    std::vector<int> played_;                     // the cells played, in order
    bool last_move_won_ = false; // only the last move can have won: the game stops there
};

/// Tic-tac-toe: k-in-a-row with (3,3,3).
inline KInARow tic_tac_toe() { return KInARow(3, 3, 3); }

} // namespace stonelab::search
