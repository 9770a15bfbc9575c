/// \file
/// The random player of seed 002: a uniformly random legal move that fills no own eye.
#pragma once

#include "engine/base/rng.hpp"
#include "engine/go/board.hpp"
#include "engine/go/game.hpp"

namespace stonelab {

/// Seed 002's random move for `color` on `board` (simple ko).
///
/// The algorithm, fixed so that seeded games are the same everywhere: list the empty points
/// in raster order; draw an index k = rng.below(n) into the n points left; if that point is
/// legal and not an own eye (`Board::is_own_eye`), return it; otherwise replace it by the
/// last point of the list, shorten the list by one and draw again. When the list is empty,
/// pass. Each acceptable point is equally likely.
Point random_move(const Board& board, Color color, Rng& rng);

/// The same on a game, so that the game's ko rule (e.g. positional superko) is respected.
Point random_move(const Game& game, Color color, Rng& rng);

/// The other way to pick a light playout's move, Pachi's (its `playout=light`): list the
/// empty points in raster order, start at a random one, k = rng.below(n), and take the first
/// point from there on that is legal and not an own eye, going round to the first point after
/// the last; pass when there is none (and draw nothing when no point is empty).
///
/// One draw per move instead of one per rejected point, but not uniform: the point just after
/// a run of unacceptable points (say, after a row of eyes) is picked more often than the others.
/// `stonelab bench playouts` times it beside `random_move` to compare boards with Pachi's like
/// with like; the lessons' playouts use `random_move`.
Point scan_move(const Board& board, Color color, Rng& rng);

/// A whole game between two random players: `random_move` for the player to move, from
/// `game`'s current position, until two passes in a row or until the game has `max_moves`
/// moves (a cap that matters only under simple ko, where random players can cycle in a
/// triple ko forever). Returns the finished game.
Game random_game(Game game, Rng& rng, int max_moves);

} // namespace stonelab
