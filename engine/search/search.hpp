/// \file
/// Game-tree search: minimax, NegaMax and alpha-beta over any two-player game.
///
/// **The games.** The algorithms run on any game that fits `TwoPlayerGame`: two players
/// who move in turn, a zero-sum result (what one wins the other loses) and perfect
/// information (nothing hidden, no dice). Tic-tac-toe, k-in-a-row, Go and the textbooks'
/// explicit trees all fit (see game_tree.hpp, k_in_a_row.hpp, tiny_go.hpp).
///
/// **Points of view.** A game reports every value from the **first player's** point of
/// view: +1 is a first-player win in tic-tac-toe, Black's area minus White's in Go, the
/// leaf value as printed in a textbook tree. The algorithms then use one of two views:
/// - `minimax` keeps the first player's view: the first player (Max) picks the largest
///   value, the second (Min) the smallest;
/// - `negamax` and both `alpha_beta`s use the **side to move's** view: a value is good for
///   whoever is to move, so every node takes the largest of its children's negated values
///   (seed 002, go07: "flip the sign when the turn changes").
/// Whatever the algorithm, `SearchResult::value` is given in the first player's view so
/// that the four can be compared directly; the recorded tree keeps each algorithm's own
/// view (`SearchTree::view`).
///
/// **Counting.** Every algorithm counts the *nodes* it visits (every position, the root
/// included) and the *leaves* it evaluates (finished games, or positions where the depth
/// limit stopped it).
///
/// **Recording.** With `SearchOptions::record_tree` the search also writes down the tree it
/// walked (`SearchTree`), for diagrams and for the lesson's step-through: per node the move
/// that led to it, its value, the α-β window it was searched with, the moves a cut-off left
/// unsearched and whether it lies on the principal variation. Without it, the bookkeeping
/// is one test of a null pointer per node.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace stonelab::search {

/// A value of a position. Games use small integers (+1/0/-1, an area score, a leaf value).
using Value = int;

/// Larger than any value a game may report; the "no bound yet" of the algorithms. Small
/// enough that `-kInfinity` does not overflow.
inline constexpr Value kInfinity = 1'000'000'000;

/// A move, as the game that made it understands it: a child number in an explicit tree, a
/// cell in k-in-a-row, a board point (or pass) in Go. `TwoPlayerGame::move_name` spells it.
using Move = int;

/// "No move": the move that led to the root, the best move of a finished game.
inline constexpr Move kNoMove = -1;

/// The two players. The first player moves first from the start of the game (Max in
/// minimax; X in tic-tac-toe; Black in Go).
enum class Side : std::uint8_t { First, Second };

/// The other player.
constexpr Side other(Side side) { return side == Side::First ? Side::Second : Side::First; }

/// +1 for the first player, -1 for the second: turns a first-player value into the
/// value for `side` (and back).
constexpr Value sign(Side side) { return side == Side::First ? 1 : -1; }

/// A two-player, zero-sum, perfect-information game, as the search algorithms see it: a
/// *current state* that moves forward with `play` and back with `undo`, so that a search
/// walks the whole tree on one object without copying it.
///
/// A new game starts in its initial state. `play` is only called with a move from the
/// current `legal_moves()`, and `undo` only after a `play`; the search leaves the game in
/// the state it found it.
class TwoPlayerGame {
public:
    virtual ~TwoPlayerGame() = default;

    /// Who is to move in the current state.
    virtual Side to_move() const = 0;

    /// True when the game is finished: `legal_moves()` is then empty and `final_value()`
    /// says who won.
    virtual bool is_over() const = 0;

    /// The moves of the player to move, in the order a search should try them (good moves
    /// first make alpha-beta faster). Never empty unless the game is over.
    virtual std::vector<Move> legal_moves() const = 0;

    /// Plays a legal move for the player to move.
    virtual void play(Move move) = 0;

    /// Takes back the last move played.
    virtual void undo() = 0;

    /// The result of a finished game, from the first player's point of view.
    virtual Value final_value() const = 0;

    /// A guess at the value of an unfinished state, from the first player's point of view,
    /// for searches stopped by a depth limit. The default, 0, says "no idea".
    virtual Value evaluate() const { return 0; }

    /// No value of this game is larger than this, or smaller than its negative. Alpha-beta
    /// starts from this window instead of ±infinity: a proven win by the largest possible
    /// margin then cuts off the rest at once. The default knows no bound.
    virtual Value max_value() const { return kInfinity; }

    /// The name of a legal move of the current state, for diagrams ("b2", "C3", "pass").
    virtual std::string move_name(Move move) const = 0;
};

/// The algorithms of this file.
enum class Algorithm : std::uint8_t {
    Minimax,           ///< max and min levels, first player's view, no pruning
    Negamax,           ///< the same search in the side-to-move view, no pruning
    AlphaBetaFailHard, ///< NegaMax alpha-beta; every value is clamped into the window
    AlphaBetaFailSoft, ///< NegaMax alpha-beta; values may fall outside the window
};

/// Every algorithm, in the order above.
inline constexpr Algorithm kAllAlgorithms[] = {Algorithm::Minimax, Algorithm::Negamax,
                                               Algorithm::AlphaBetaFailHard,
                                               Algorithm::AlphaBetaFailSoft};

/// "minimax", "negamax", "alphabeta-hard", "alphabeta-soft".
const char* algorithm_name(Algorithm algorithm);

/// The algorithm with that name (see `algorithm_name`; "alphabeta" is the fail-soft one),
/// or nothing.
std::optional<Algorithm> parse_algorithm(std::string_view name);

/// An α-β window: the searcher is interested in values v with alpha < v < beta.
struct Window {
    Value alpha;
    Value beta;
};

/// No depth limit: search to the end of the game.
inline constexpr int kNoDepthLimit = std::numeric_limits<int>::max();

/// How to search.
struct SearchOptions {
    /// Plies to look ahead; at the limit an unfinished state is a leaf scored by
    /// `TwoPlayerGame::evaluate()`. The default searches every game to its end.
    int depth = kNoDepthLimit;
    /// The root window of alpha-beta, in the view of the side to move at the root. The
    /// default is (-max_value, +max_value) of the game. Ignored by minimax and NegaMax.
    std::optional<Window> window;
    /// Record the searched tree in `SearchResult::tree`.
    bool record_tree = false;
    /// Record at most this many nodes (the first ones in search order); the search itself
    /// goes on to the end. Keeps the tree of a big search small enough to draw.
    std::size_t max_recorded_nodes = 1'000'000;
};

/// What a node's value says about its true value.
enum class Bound : std::uint8_t {
    Exact, ///< the value is the node's true value (for the depth searched)
    Lower, ///< fail-high: the true value is at least this (a cut-off happened here)
    Upper, ///< fail-low: the true value is at most this (no move reached alpha)
};

/// Whose point of view the values of a recorded tree are in (see the file comment).
enum class ValueView : std::uint8_t { FirstPlayer, SideToMove };

/// One position of a recorded search.
struct SearchNode {
    int parent = -1;           ///< index of the parent in `SearchTree::nodes`; -1 for the root
    std::vector<int> children; ///< indices of the recorded children, in search order
    Move move = kNoMove;       ///< the move that led here from the parent
    std::string move_name;     ///< its name ("" for the root)
    int ply = 0;               ///< distance from the root
    Side to_move = Side::First;
    Value value = 0; ///< the value the algorithm returned for this node
    Bound bound = Bound::Exact;
    bool has_window = false; ///< alpha-beta only: the window below is meaningful
    Value alpha = 0;         ///< the window this node was searched with (on entry)
    Value beta = 0;
    bool is_leaf = false;                  ///< evaluated: a finished game or the depth limit
    bool cut_off = false;                  ///< a beta cut-off skipped the moves in `pruned_moves`
    std::vector<Move> pruned_moves;        ///< moves never searched, in move order
    std::vector<std::string> pruned_names; ///< their names
    bool on_pv = false;                    ///< lies on the principal variation from the root
    int unrecorded_children = 0;           ///< searched children left out by `max_recorded_nodes`
    /// Monte Carlo trees only (`SearchTree::monte_carlo`, engine/go/monte_carlo.hpp): the
    /// playouts through this node, and their win rate for the player who made `move`.
    int visits = 0;
    double win_rate = 0;
};

/// The tree a search walked, root first and every parent before its children (preorder,
/// i.e. search order). Walk it from `nodes[0]` through `children`.
struct SearchTree {
    std::vector<SearchNode> nodes;
    ValueView view = ValueView::SideToMove;
    /// Nodes the search visited but did not record (over `max_recorded_nodes`).
    long unrecorded_nodes = 0;
    /// A UCT tree (engine/go/monte_carlo.hpp's `uct_search_tree`): its nodes carry visits and win
    /// rates instead of values, and search_dot.hpp draws those.
    bool monte_carlo = false;
};

/// What a search found.
struct SearchResult {
    Value value = 0; ///< the root's value, in the **first player's** view
    /// The root's best move: kNoMove if the game is over, or if alpha-beta's root window
    /// lies entirely above the root's value (every move failed low).
    Move best_move = kNoMove;
    /// Best play from the root, both sides, down to a leaf. Alpha-beta's line stops early
    /// where a value lands on the edge of a window (a move that merely reaches beta is
    /// a refutation, not a proven best line below it).
    std::vector<Move> principal_variation;
    long nodes = 0;                 ///< positions visited, the root included
    long leaves = 0;                ///< positions evaluated (finished or at the depth limit)
    std::optional<SearchTree> tree; ///< with `SearchOptions::record_tree`
};

/// Minimax: the first player takes the largest child value, the second the smallest.
SearchResult minimax(TwoPlayerGame& game, const SearchOptions& options = {});

/// NegaMax: minimax written once for both players, in the side-to-move view.
SearchResult negamax(TwoPlayerGame& game, const SearchOptions& options = {});

/// Alpha-beta in the NegaMax form, **fail-hard**: a node's value is always clamped into
/// its window [alpha, beta], so outside the window it only says "at most alpha" or "at
/// least beta". With the root window containing the true value, the root value is exact.
SearchResult alpha_beta_fail_hard(TwoPlayerGame& game, const SearchOptions& options = {});

/// Alpha-beta in the NegaMax form, **fail-soft**: a node returns the best value it saw even
/// when it falls outside the window, which is a tighter bound (useful to re-search with a
/// new window). Inside the window the value is exact, as with fail-hard.
SearchResult alpha_beta_fail_soft(TwoPlayerGame& game, const SearchOptions& options = {});

/// Runs the named algorithm.
SearchResult run_search(Algorithm algorithm, TwoPlayerGame& game,
                        const SearchOptions& options = {});

} // namespace stonelab::search
