/// \file
/// The built-in Gomoku and Renju players, by name, and the referee's foul test: what
/// `stonelab gomocup --player NAME` and `stonelab match gomoku:NAME` / `renju:NAME` play with.
///
/// A player is a function from a position (the player to move is `board.to_move()`), the
/// rule and an RNG to the point it plays. The registry lists each player with the games it
/// plays; two small ones live here for tests and as sparring partners, and the lessons'
/// players (lesson 10's pattern tables, lesson 11's Renju player) are added to the registry
/// in players.cpp.
#pragma once

#include "engine/base/rng.hpp"
#include "engine/gomoku/board.hpp"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace stonelab::gomoku {

/// A player: the point the player to move plays on `board` under `rule`. It must return an
/// empty point of the board (the board is never full when it is asked).
using MoveFunction = std::function<Point(const Board&, Rule, Rng&)>;

/// A player of the registry. Every one plays every rule (`gomoku:NAME` and `renju:NAME`).
/// A player may find no point it is willing to play: Black under Renju when every empty
/// point is a foul. Its move function then returns kPass, and the registry's `move` plays
/// the first empty point instead, the foul that loses the game: neither Gomoku nor the
/// Gomocup protocol has a pass.
struct BuiltinPlayer {
    std::string name;        ///< "random", "greedy", ...
    std::string description; ///< one line, for help texts
    MoveFunction move;       ///< always an empty point of the board
};

/// Every built-in player, in the order help texts list them.
const std::vector<BuiltinPlayer>& builtin_players();
/// The built-in player with that name, or null.
const BuiltinPlayer* find_player(std::string_view name);
/// "random, greedy, ...": the names, for messages.
std::string player_names();

/// True if a Black stone at the empty point p is forbidden (a foul) under the Renju rule: the
/// test the referee of `stonelab match` and the greedy player use, lesson 11's referee
/// (engine/gomoku/renju.hpp: overline, double four, double three; a five is never a foul).
bool renju_foul(const Board& board, Point p);

/// `gomoku:random`: a point drawn uniformly from the empty points with `rng`. It knows no
/// rule: under Renju it commits fouls as Black, and it lets the opponent make five.
Point random_gomoku_move(const Board& board, Rule rule, Rng& rng);

/// `gomoku:greedy`, in this order: the first point in raster order where the player to move
/// makes a winning line under `rule`; else the first where the opponent would, to block it;
/// else the first empty point next to the last stone, trying its eight neighbours clockwise
/// from the right (right, down-right, down, down-left, left, up-left, up, up-right); else the
/// centre of an empty board; else a uniformly drawn empty point. Black under Renju never
/// plays a point `renju_foul` forbids while it has another one.
Point greedy_gomoku_move(const Board& board, Rule rule, Rng& rng);

} // namespace stonelab::gomoku
