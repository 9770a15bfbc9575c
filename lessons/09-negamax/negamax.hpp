/// \file
/// Lesson 9: game-tree search. Minimax and NegaMax over any two-player game (seed 002, go07),
/// counting the positions they visit; alpha-beta, which finds the same value visiting fewer;
/// move ordering and a transposition table, measured in nodes; and small Go boards solved.
///
/// The student writes every function declared here, in exercises/09-negamax/search.cpp
/// (tasks 1 to 3) and solve_go.cpp (task 4). Each receives its game as plain data
/// (`GameSpec`, games.hpp), makes it with `make_game` and walks it through the engine's
/// `TwoPlayerGame` interface (engine/search/search.hpp), recursively, with `play` and `undo`.
/// See lessons/09-negamax/README.md.
#pragma once

#include "games.hpp"

#include <string>
#include <vector>

namespace stonelab::lesson09 {

/// What a search found, and what it cost.
struct SearchStats {
    /// The root's value in the **first player's** view (+1: X wins; Black's area minus
    /// White's), whatever view the algorithm works in.
    Value value = 0;
    /// The root's best move: the first move that reached the best value (minimax, NegaMax),
    /// or the last that raised alpha or cut off (alpha-beta); kNoMove if the game is over
    /// or no move rose above the root's alpha.
    Move best_move = kNoMove;
    long nodes = 0;      ///< positions visited, the root included (a table hit too)
    long leaves = 0;     ///< positions evaluated: finished games, or at the depth limit
    long table_hits = 0; ///< task 3: positions answered from the transposition table
};

/// Task 1a. Minimax to `depth` plies (kNoDepthLimit: to the end of every game): the first
/// player takes the largest child value, the second the smallest; a leaf is a finished game
/// (`final_value()`) or a position at the depth limit (`evaluate()`). Throws
/// std::invalid_argument for a negative depth.
SearchStats minimax(const GameSpec& game, int depth);

/// Task 1b. NegaMax: the same search in the view of the side to move, where every node
/// takes the largest of its children's negated values. The same value, nodes and leaves as
/// `minimax`. Throws std::invalid_argument for a negative depth.
SearchStats negamax(const GameSpec& game, int depth);

/// Every game that can be played from a position, counted.
struct GameCensus {
    long nodes = 0;       ///< positions in the whole game tree, the root included
    long games = 0;       ///< finished games (the tree's leaves)
    long first_wins = 0;  ///< games whose value is above 0
    long second_wins = 0; ///< games whose value is below 0
    long draws = 0;       ///< games worth 0
};

/// Task 1c. The census of the whole game tree below `game` (no depth limit).
GameCensus count_games(const GameSpec& game);

/// One position visited by alpha-beta, as recorded for the lesson's checks and figures.
struct Visit {
    std::vector<std::string> path; ///< the names of the moves from the root ({} for the root)
    Value alpha = 0;               ///< the window on entry, in the side to move's view
    Value beta = 0;
    Value value = 0;                 ///< the value returned, in the side to move's view
    bool leaf = false;               ///< evaluated (finished or at the depth limit)
    std::vector<std::string> pruned; ///< the moves a cut-off left unsearched, in order
};

/// Alpha-beta's answer: the stats, and with `record` the positions in the order visited.
struct AlphaBetaResult {
    SearchStats stats;
    std::vector<Visit> visits;
};

/// Task 2. Alpha-beta in the NegaMax form, **fail-soft**, to `depth` plies, with the root
/// window (alpha, beta) in the view of the side to move at the root: at every node try the
/// moves in `legal_moves()` order, search each child with (-beta, -alpha), keep the best
/// value seen, raise alpha when a value exceeds it, and stop (a cut-off) as soon as a value
/// reaches beta. With `record`, list every position visited (`Visit`), in the order visited.
/// Throws std::invalid_argument for a negative depth or alpha >= beta.
AlphaBetaResult alpha_beta(const GameSpec& game, int depth, Value alpha, Value beta, bool record);

/// The two improvements of task 3, each on or off.
struct Improvements {
    /// Try first the moves that end the game best for the mover: order the moves by the
    /// value for the mover of the position each leads to (its `final_value()` if it ends
    /// the game, else `evaluate()`), largest first; a stable sort keeps the game's order
    /// among equals.
    bool order_moves = false;
    /// Keep a transposition table keyed by `LessonGame::key()` (README.md says exactly what
    /// is stored and when it answers).
    bool table = false;
};

/// Task 3. Task 2's search (fail-soft, root window (-max_value, +max_value), no
/// recording), with the improvements `how` switched on. The same value as alpha-beta; the
/// nodes say what each improvement saves. Throws std::invalid_argument for a negative depth.
SearchStats alpha_beta_improved(const GameSpec& game, int depth, Improvements how);

/// A small Go board, solved.
struct GoSolution {
    Value value = 0; ///< Black's area minus White's under perfect play
    long nodes = 0;  ///< the nodes of the search from the empty board
    /// A game of perfect play: from the empty board, each move the best move of an
    /// alpha-beta search (window (-area - 1, area + 1)) from the position reached, to the
    /// end of the game.
    std::vector<std::string> line;
    Value line_value = 0; ///< the final value of that game (equal to `value`)
};

/// Task 4. Solves the empty width x height Go board (engine/go/tiny_go.hpp's rules: area
/// scoring, no komi, positional superko, two passes end the game) with task 2's alpha-beta
/// to the end of the game, window (-area, +area), in the game's own move order; then plays
/// out the line of perfect play. Throws std::invalid_argument unless 1 <= width, height.
GoSolution solve_go(int width, int height);

} // namespace stonelab::lesson09
