/// \file
/// An exact solver for Go on tiny boards under positional superko, sound despite its
/// transposition table: the values of lesson 9's `TinyGo` (tiny_go.hpp), for boards up to
/// 32 points. 3x3 takes milliseconds, 3x4 under half a second on one core.
///
/// **The rules** are `TinyGo`'s: area scoring (Tromp–Taylor), no komi, suicide illegal,
/// positional superko (no stone move may recreate any earlier whole-board position of the
/// game), two passes in a row end the game; the value is Black's area minus White's.
///
/// **The search.** NegaMax alpha-beta to the end of the game, always with a *null window*
/// (v − 1, v): each search answers one question, "is the value at least v?", and the driver
/// (MTD(f)) asks such questions until the lower and upper bounds meet. The first question is
/// "does Black take the whole board?" (`SolverOptions::first_guess`), and each answer, a bound,
/// is the next question. Moves are ordered: the move the table remembers; after the opponent
/// passed, the pass that ends the game; then every move (the pass among them) by the number
/// of points it leaves the mover unconditionally safe (the static bounds below), then by the
/// area score it leaves, the number of stones it captures, a history of earlier cut-offs,
/// and nearness to the centre; stones that fill one's own one-point eye come last. The safe
/// points come first because a proof ends where the static bounds answer. The order never
/// changes a value, only the work.
///
/// **Static bounds from unconditional life.** Benson's algorithm finds the blocks of a colour
/// that can never be captured, even if their owner passes at every turn. If Black always
/// passes, those stones and the one-point eyes they enclose (where a White stone would be
/// suicide) stay Black's to the end of the game, whatever White plays: superko only takes
/// moves away from White, and a pass is always legal. With s such points, Black's area is at
/// least s and White's at most area − s: the value is at least 2s − area. The same count for
/// White gives an upper bound. A node whose
/// window lies outside these bounds is answered at once. The bounds depend on the board only,
/// never on the history, so they are safe together with the table below.
///
/// **Restricted provers.** A proof that the player to move gets at least v needs one good
/// move at each of that player's nodes and every move at each of the opponent's. Allow that
/// player only *sensible* moves (no stone that fills one of its own one-point eyes, and none
/// that leaves a string of two stones or more with a single liberty, unless the stone
/// captures) and a proof found still holds in the real game, where the player has more
/// choices, not fewer. The search shrinks a great deal: without the restriction the first
/// question on 3x4 ran into games of a thousand moves and more, both sides throwing away
/// their own groups over and over, each time in a position superko had not seen yet. A "no"
/// from such a search proves nothing (the move it needed may have been refused), so it is not
/// stored as a bound; the question is put again with the opponent restricted, where a "no"
/// is the proof, and only if that fails as well, with every move for both. Small boards
/// need that last step now and then (on 2x2, Black's best line puts two of its own stones
/// in atari).
///
/// **Why a plain transposition table is wrong here.** Under superko a position's value
/// depends on the positions played before it: those may not be recreated, so the same board
/// with the same player to move can have different legal moves, and different values, after
/// two different histories (the *graph history interaction*, GHI). A table keyed by the board
/// alone lets a result proved under one history answer for another.
///
/// **What makes this table sound.** An entry is keyed by (board, player to move, whether the
/// last move was a pass) and records, besides the bounds it proved:
/// - (a) *clean*: no stone move anywhere in the search below it was refused by superko
///   because of a board from *before* its root; a refusal because of a board on the path
///   from its root down (the root's own board included) is fine, since that path is part of
///   the subtree and comes with it wherever the subtree is met again;
/// - (b) a Bloom filter of every board its search visited (its own, its children's filters,
///   and the filters of the table entries that answered inside it).
///
/// A probe with game history H (every board before the current one, other than the current
/// board itself) may use an entry's bounds only if the entry is clean and no board of H is in
/// its filter. Why that is enough: the entry's bound was proved by a proof tree of the
/// searched positions. At a node where every move was searched (an upper bound for the side
/// to move), a move legal now but refused then would have to have been refused because of a
/// board of the old history, which (a) excludes; so now no new move appears. At a node where
/// one move cut off, that move led to a visited board, which is in the filter and therefore
/// not in H, and not on the path (it was legal then, with the same path): it is still legal.
/// Table answers inside the subtree were themselves checked against the then history, which
/// contained the old H and the path; their filters are part of this filter, so they hold
/// against the new H as well. Every step of the proof tree is therefore a step of the game
/// under H, and the bound holds. A Bloom filter has no false negatives, so "not in the
/// filter" is a proof; its false positives only refuse some sound answers. Entries that are
/// not clean, or whose history check fails, still give their best move to the move order,
/// which is always sound.
///
/// The board is a pair of bit masks (one bit per point, raster order), so a whole board is one
/// 64-bit word: the table, the superko test and the filters compare boards exactly, with no
/// hash collisions. Boards with more than 32 points are refused.
#pragma once

#include "engine/base/color.hpp"
#include "engine/base/geometry.hpp"
#include "engine/search/search.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace stonelab::search {

/// How the solver searches.
struct SolverOptions {
    /// Use the transposition table (with its history checks). Without it the solver is plain
    /// null-window alpha-beta with move ordering.
    bool use_table = true;
    /// Entries of the table: 2 to this power (each about 48 bytes).
    int table_bits = 20;
    /// The first question of the MTD(f) driver, in Black's view: "is the value at least
    /// this?"; none: the whole board. On 3x4 "does Black take the whole board?" first takes
    /// 616,608 nodes, "does Black at least draw?" first 5.1 million.
    std::optional<Value> first_guess;
    /// Give up after this many nodes (0: never); `SolveResult::solved` then says so, and
    /// `lower` and `upper` hold what the finished searches proved.
    long max_nodes = 0;
    /// Cut off with the static bounds of unconditional life (see the file comment).
    bool static_bounds = true;
    /// Put each question to the restricted provers first (see the file comment). Without
    /// them every search lets both sides play every move.
    bool restricted_provers = true;
    /// **For tests only**: use every table entry that matches the key, without the
    /// clean flag and the history filter. This is the unsound table of the plain approach; the
    /// tests show a position where it gives a wrong value.
    bool history_blind = false;
};

/// What a solve found.
struct SolveResult {
    /// False if `SolverOptions::max_nodes` stopped the search; then `value` is `lower`, and
    /// there is no line.
    bool solved = true;
    /// The value of the position with its history, in the first player's (Black's) view.
    Value value = 0;
    /// What was proved: lower <= value <= upper (equal when solved), Black's view.
    Value lower = 0, upper = 0;
    /// Positions the search for the value visited (table answers included).
    long nodes = 0;
    /// Positions answered by the table.
    long table_hits = 0;
    /// Questions the driver asked (each answered by one to three null-window searches).
    int iterations = 0;
    /// Null-window searches with every move for both sides: the questions the restricted
    /// provers could not answer (all of them when they are off), the line's included.
    int full_searches = 0;
    /// A line of best play from the position to the end of the game (the two passes
    /// included), as engine points (`kPass` for a pass); its final score is `value`.
    std::vector<Point> principal_variation;
    /// Positions visited to find the line (not counted in `nodes`).
    long line_nodes = 0;
};

/// Go on a small board (at most 32 points) under `TinyGo`'s rules, solved exactly from the
/// current position with its whole history. Play moves to set up a position, then `solve`.
class TinyGoSolver {
public:
    /// An empty width x height board, Black to move. Throws std::invalid_argument unless
    /// both sides are at least 1 and the board has at most 32 points.
    TinyGoSolver(int width, int height, SolverOptions options = {});

    int width() const { return width_; }
    int height() const { return height_; }
    /// The player to move.
    Color to_move() const { return to_move_; }
    /// True after two passes in a row.
    bool is_over() const;
    /// Whether the player to move may play p (an engine point of this board, or kPass) now.
    bool is_legal(Point p) const;
    /// Plays p for the player to move. Throws std::invalid_argument if it is not legal.
    void play(Point p);
    /// Takes back the last move (no effect at the start).
    void undo();

    /// The value of the current position (with its history), a line of best play, and the
    /// work done. The table is kept between calls: its entries stay valid for any history.
    SolveResult solve();

    /// The area score of the current board: Black's area minus White's (Tromp–Taylor).
    Value score() const;

    /// The GTP name of a move ("B2", "pass").
    std::string move_name(Point p) const;

private:
    using Mask = std::uint32_t;
    using Bloom = std::array<std::uint64_t, 4>;
    static constexpr int kPassIndex = -1;
    struct NodeLimit {}; // thrown out of the search when max_nodes is reached

    struct Entry {
        std::uint64_t board = 0;
        std::int8_t lower = 0, upper = 0; // bounds in the view of the player to move
        std::int8_t best = kPassIndex;    // best move found, a point index or kPassIndex
        std::uint8_t flags = 0;           // kValid, side to move, last move a pass, clean
        Bloom seen{};
    };

    // A legal move and the board it makes.
    struct Candidate {
        int index; // point index or kPassIndex
        std::uint64_t board;
        std::int64_t order; // larger first
    };

    // The board a stone of `color` at point index i makes, or nothing if it is suicide.
    bool board_after(Color color, int i, std::uint64_t& board) const;
    Mask neighbours(Mask m) const;
    Mask flood(Mask seed, Mask within) const;
    Value score_of(std::uint64_t board) const;
    Mask safe_points(Mask mine, Mask theirs) const;
    // Legal moves of the player to move, ordered; records the oldest superko refusal.
    void generate(std::vector<Candidate>& moves, int table_move, int& oldest_refusal) const;
    int path_index(std::uint64_t board) const; // highest index of board in the path, or -1
    void push(int index, std::uint64_t board);
    void pop();
    bool last_was_pass() const { return !moves_.empty() && moves_.back() == kPassIndex; }
    std::uint8_t key_flags() const;
    Entry& slot(std::uint64_t board, std::uint8_t flags);
    bool history_allows(const Entry& entry) const;
    Value search(Value alpha, Value beta, Bloom& seen_out, int& oldest_out);
    Value ask(Value beta, SolveResult& result);
    Point point_of(int index) const;

    int width_, height_, area_;
    Mask full_, not_first_column_, not_last_column_;
    SolverOptions options_;
    std::vector<Point> points_;     // engine point of each index
    std::vector<int> centre_order_; // per index: larger nearer the centre

    Color to_move_ = Color::Black;
    Color restricted_ = Color::Empty;    // the side held to sensible moves, if any
    std::vector<std::uint64_t> boards_;  // every board of the game and the search, current last
    std::vector<std::uint64_t> mixed_;   // a mixed hash of each, for the filters
    std::vector<int> moves_;             // the moves between them (kPassIndex for a pass)
    std::vector<std::uint16_t> on_path_; // boards of the path per hash bucket (quick reject)

    std::vector<Entry> table_;
    std::array<std::array<int, 32>, 2> history_{}; // cut-offs per colour and point
    long nodes_ = 0;
    long hits_ = 0;
    long node_limit_ = 0; // nodes_ value that stops the search, 0 for none
};

} // namespace stonelab::search
