/// \file
/// Lesson 12, the capstone: two of the ideas that took Monte Carlo Go from lesson 8's UCT to
/// the programs of the late 2000s. RAVE (Gelly and Silver, 2007): every playout says
/// something about every move it played, not only the first, and a node's value blends what
/// its own visits say with what "all moves as first" (AMAF) says while its visits are few.
/// And a playout policy: instead of lesson 7's uniform random move, capture a string in
/// atari, save one's own string from atari, or answer the last move with a known 3x3 shape,
/// each with its own probability, and fall back on the uniform move. Then what a player
/// decides besides its move: when to pass, when to resign, how long to think, and which
/// stones are dead at the end; and a small GTP front end that lets the player take part in
/// real games.
///
/// The student writes every function declared here without a body, in
/// exercises/12-capstone/rave.cpp (task 1), policy.cpp (task 2), decisions.cpp (task 3) and
/// gtp.cpp (task 4).
/// Positions are engine `Board`s; the uniform move is the engine's `stonelab::random_move`
/// (engine/go/random_player.hpp), lesson 7's draw. The tree is lesson 8's, with two more
/// numbers per node. See lessons/12-capstone/README.md.
#pragma once

#include "engine/base/color.hpp"
#include "engine/base/rng.hpp"
#include "engine/go/board.hpp"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace stonelab::lesson12 {

/// A simulation's moves after a position, and how it ended.
struct Playout {
    std::vector<Move> moves; ///< every move played, passes included, in order
    double margin = 0;       ///< Black's area minus White's minus the komi at the end
};

// ---- Task 1: RAVE ----

/// A node of a RAVE tree: lesson 8's `Node` and its AMAF statistics.
struct RaveNode {
    Point move = kNoPoint;       ///< the move that led here (kNoPoint for the root)
    Color player = Color::Empty; ///< who played `move`; the root's: the opponent of the searcher
    int passes = 0;              ///< passes in a row ending with `move` (2: the game is over)
    int visits = 0;              ///< playouts that went through this node
    int total = 0;               ///< sum of their results (+1, 0, -1) for `player`
    int amaf_visits = 0;       ///< playouts after the parent in which `player` played `move` first
    int amaf_total = 0;        ///< sum of those playouts' results for `player`
    std::vector<int> children; ///< indices in `RaveTree::nodes`, in the order they were added
};

/// A RAVE tree: `nodes[0]` is the root; a node's children come after it.
struct RaveTree {
    std::vector<RaveNode> nodes;
};

/// Task 1a. The node's own win rate for its `player`, (1 + total / visits) / 2 as in lesson 8;
/// 0 for a node never visited.
double win_rate(const RaveNode& node);

/// Task 1a. The node's AMAF win rate for its `player`, (1 + amaf_total / amaf_visits) / 2; 0
/// when it has no AMAF visits.
double amaf_rate(const RaveNode& node);

/// Task 1b. The weight of the AMAF value for a node visited `visits` times, with the
/// equivalence parameter k: beta = sqrt(k / (3 * visits + k)). 1 for a node never visited;
/// k is the number of visits at which beta is 1/2.
double rave_beta(int visits, double equivalence);

/// Task 1c. The blended value of a child: (1 - beta) * win_rate + beta * amaf_rate, with
/// beta = rave_beta(child.visits, equivalence). A child with no AMAF visits has its own win
/// rate, or +infinity if it has no visits either (try it first).
double rave_value(const RaveNode& child, double equivalence);

/// Task 1d. The child of `tree.nodes[parent]` with the largest rave_value (its index), the
/// first of them on ties; -1 if the node has no children. No exploration term.
int select_rave_child(const RaveTree& tree, int parent, double equivalence);

/// Task 1e. The backup of one simulation. `path` is the tree nodes it went through, root
/// first, `playout` the moves played after the last of them, and `result` the outcome (+1,
/// 0, -1) for the player to move at the end of the path.
///  - Every node of the path gets a visit and the result for its `player`, the sign
///    flipping at every step up (lesson 8's backup).
///  - AMAF: for every node N of the path, the rest of the simulation is the moves of the path
///    below N, then the playout. Every child C of N whose move is a point (not a pass) and
///    whose point is first played in that rest by C's player gets an AMAF visit and adds
///    the result for C's player to its `amaf_total`.
void rave_backup(RaveTree& tree, const std::vector<int>& path, const std::vector<Move>& playout,
                 int result);

/// Task 1f. Lesson 7's playout, its moves kept: on a copy of `board`, `to_move` first, the
/// engine's `random_move` for each move until two passes in a row or
/// `stonelab::default_move_cap(board)` moves; the margin by `count_score` with `komi`.
Playout random_playout(const Board& board, Color to_move, double komi, Rng& rng);

/// How a RAVE search runs.
struct RaveOptions {
    int playouts = 1000;      ///< simulations, one per walk down the tree
    double equivalence = 100; ///< k of rave_beta (> 0)
    int expand_after = 2;     ///< visits a leaf needs before it gets children
};

/// Task 1g. Lesson 8's UCT with RAVE: the root (player the opponent of `color`, 0 passes)
/// gets its children at once; then, for each of `options.playouts` simulations:
///  1. selection: from the root, while the node has children, go to select_rave_child's,
///     playing its move on a copy of `board`;
///  2. expansion: if the leaf's game has not ended (passes < 2) and the leaf has at least
///     `options.expand_after` visits, give it children and go to select_rave_child's;
///  3. a game that ended is counted as it stands (count_score with komi, no moves, nothing
///     drawn); otherwise random_playout for the player to move at the last node;
///  4. rave_backup with the result for that player.
/// A node's children, as in lesson 8: one per point of the position (raster order) where
/// the player to move may play and that is not its own eye, or a single pass; a child's
/// `passes` is its parent's + 1 for a pass, 0 for a stone.
/// Throws std::invalid_argument for a colour that is not Black or White, playouts < 1, an
/// equivalence that is not positive or a negative expand_after.
RaveTree rave_search(const Board& board, Color color, double komi, Rng& rng,
                     const RaveOptions& options);

// ---- Task 2: the playout policy ----

/// A 3x3 shape around an empty point, as three rows of three characters, the point itself
/// `*` in the middle: `M` a stone of the player to move, `O` an opponent's stone, `.` an
/// empty point, `#` off the board, `?` anything. A shape matches in any of its eight
/// rotations and reflections.
struct Shape {
    std::string_view name;                ///< what Go players call it
    std::array<std::string_view, 3> rows; ///< top to bottom, `*` in the middle of the middle row
};

/// The lesson's pattern table: classic shapes a playout plays when it sees them next to the
/// last move (lessons/12-capstone/README.md draws them).
inline constexpr std::array<Shape, 4> kShapes = {{
    {"hane", {"MO?", ".*.", "???"}},       // bend round the head of the stone that touched ours
    {"cut", {"?OM", "?*O", "???"}},        // separate two diagonal opponent stones
    {"connect", {"?MO", "?*M", "???"}},    // the same cut, ours to mend
    {"edge block", {"?M?", "O*.", "###"}}, // stop the opponent crawling along the edge
}};

/// How often each rule of policy_move is tried, in percent (0: never, 100: always).
struct PolicyOptions {
    int capture_percent = 100; ///< capture_moves
    int escape_percent = 100;  ///< escape_moves
    int pattern_percent = 100; ///< pattern_moves
};

/// Task 2a. Where `color` captures: the liberty of every opponent string in atari with a
/// stone among the last move and its eight neighbours (the 3x3 square around it, read in
/// raster order); if there is none, of every opponent string in atari on the board (points
/// in raster order). Each point once, in the order found; only points where `color` may
/// play. Empty when the last move is not a stone.
std::vector<Point> capture_moves(const Board& board, Color color);

/// Task 2b. Where `color` escapes: for each of `color`'s strings in atari next to the last
/// move (its four neighbours in `board.neighbour` order), the string's liberty, if `color`
/// may play there and the string has at least two liberties after it. Each point once, in
/// the order found. Empty when the last move is not a stone.
std::vector<Point> escape_moves(const Board& board, Color color);

/// Task 2c. Whether one of kShapes matches around the empty point `p` for `color`.
bool matches_shape(const Board& board, Point p, Color color);

/// Task 2d. The answers by shape: the last move's eight neighbours (raster order) that are
/// empty, where `color` may play, that are not its own eye, and where matches_shape holds.
/// Empty when the last move is not a stone.
std::vector<Point> pattern_moves(const Board& board, Color color);

/// Task 2e. One playout move for `color`. When the last move is a stone, three rules in
/// turn, each drawing `rng.below(100)` and tried only when that number is below its percent:
/// capture_moves, escape_moves, pattern_moves; the first rule tried that has moves plays
/// moves[rng.below(number of moves)]. Otherwise (no rule fired, or the last move was a pass
/// or there was none) the engine's `random_move(board, color, rng)`.
Point policy_move(const Board& board, Color color, Rng& rng, const PolicyOptions& options);

/// Task 2f. A playout with policy_move: on a copy of `board`, `to_move` first, until two
/// passes in a row or `stonelab::default_move_cap(board)` moves; the margin by `count_score`.
Playout policy_playout(const Board& board, Color to_move, double komi, Rng& rng,
                       const PolicyOptions& options);

// ---- Task 3: decisions ----

/// When the player gives up, and which stones it calls dead.
struct DecisionOptions {
    double resign_threshold = 0.1; ///< resign when the best move's win rate is below this...
    int resign_min_playouts = 500; ///< ...after at least this many simulations at the root
    double dead_threshold = 0.5;   ///< a stone is dead when the opponent owns it above this
};

/// Task 3a. Whether `color` may pass without losing: the Tromp-Taylor area count of `board`
/// as it stands (engine/go/scoring.hpp, `tromp_taylor_score` with `komi`) is a win or a draw
/// for `color`.
bool passing_is_safe(const Board& board, Color color, double komi);

/// Task 3b. The most visited child of `tree.nodes[node]` (its index), the first of them on
/// ties; -1 if the node has no children.
int most_visited(const RaveTree& tree, int node);

/// Task 3b. Whether to resign after a search: the root has at least
/// `options.resign_min_playouts` visits, and the win rate of its most visited child is below
/// `options.resign_threshold`. False for a root without children.
bool should_resign(const RaveTree& tree, const DecisionOptions& options);

/// The fewest moves moves_left ever expects: the end of a game is not played in a panic.
inline constexpr int kMinMovesLeft = 10;

/// Task 3c. The moves the player still expects to make: half the board's empty points
/// (rounded down), but at least kMinMovesLeft.
int moves_left(const Board& board);

/// Task 3c. Seconds to spend on this move, from GTP's `time_left` (`seconds` left, and
/// `stones` to play in them: 0 in main time): in main time, seconds / moves_left; in a
/// byo-yomi period, seconds / stones. Throws std::invalid_argument for moves_left < 1 or
/// negative seconds or stones.
double time_for_move(double seconds, int stones, int moves_left);

/// Task 3d. Who owns each point at the end of `playouts` playouts from `board`, `to_move`
/// first: for every cell (indexed by Point, `geometry().cells()` long), the average of +1
/// where `count_score`'s rule gives the final point to Black (a black stone, or an empty
/// point with black neighbours and no white one), -1 to White, 0 to nobody; wall cells 0.
/// Each playout is the engine's `stonelab::playout` on a `FastBoard` copy with the cap
/// `default_move_cap(board)`, all drawing from `rng`. Throws std::invalid_argument unless
/// playouts > 0.
std::vector<double> ownership(const Board& board, Color to_move, double komi, Rng& rng,
                              int playouts);

/// Task 3d. The dead stones, in raster order: a black stone whose point White owns above
/// `threshold` (ownership < -threshold), and a white stone whose point Black owns above it
/// (ownership > threshold).
std::vector<Point> dead_stones(const Board& board, const std::vector<double>& ownership,
                               double threshold);

/// Task 3d. The final score, Black's margin: `dead` taken off the board, then the
/// Tromp-Taylor area count with `komi`.
double final_score(const Board& board, const std::vector<Point>& dead, double komi);

// ---- Task 4: a GTP front end ----

/// The player between two GTP commands: the game so far and its settings.
struct GtpPlayer {
    Board board{9};                    ///< the position, with its moves (the last one too)
    double komi = 6.5;                 ///< White's
    Rng rng{1};                        ///< every search and ownership estimate draws from it
    RaveOptions search{1000, 100, 2};  ///< genmove's search; `playouts` is its most
    DecisionOptions decisions;         ///< when to resign, which stones are dead
    int ownership_playouts = 100;      ///< playouts for final_status_list and final_score
    double playouts_per_second = 1000; ///< the simulations a second of thinking buys
    bool timed = false;                ///< time_settings gave a time limit
    double black_seconds = 0;          ///< time_left for Black: seconds...
    int black_stones = 0;              ///< ...and stones to play in them (0: main time)
    double white_seconds = 0;          ///< time_left for White: seconds...
    int white_stones = 0;              ///< ...and stones
};

/// Task 4. Answers one GTP command line, as GTP frames it (`gtp_response` of
/// engine/protocols/gtp.hpp: "= D4\n\n", "? illegal move\n\n", a leading number the id):
///  - `play COLOR VERTEX`: plays the move, or answers "illegal move";
///  - `genmove COLOR`: after the opponent's pass, "pass" if passing_is_safe; else a
///    rave_search with `search`, its playouts cut, when timed, to
///    max(1, (int)(time_for_move(seconds, stones, moves_left(board)) * playouts_per_second));
///    "resign" if should_resign (the board unchanged), else the most visited move, played;
///  - `time_settings MAIN BYO_YOMI STONES`: both players get MAIN seconds in main time; timed
///    unless BYO_YOMI > 0 and STONES == 0 (GTP's "no time limit");
///  - `time_left COLOR SECONDS STONES`: that player's clock;
///  - `final_status_list dead`: the dead stones by `ownership_playouts` playouts' ownership
///    (the player to move first: the opponent of the last mover, Black at the start), as GTP
///    vertices separated by spaces;
///  - `final_score`: the final score without the dead stones of an ownership estimate of its
///    own, found as for final_status_list: "B+3.5", "W+0.5" or "0";
///  - `boardsize N` (a new empty board), `clear_board`, `komi K`;
///  - anything else: "unknown command"; bad arguments: "syntax error" (a whole-number board
///    size beyond 1..19: "unacceptable size").
std::string gtp_answer(GtpPlayer& player, const std::string& line);

} // namespace stonelab::lesson12
