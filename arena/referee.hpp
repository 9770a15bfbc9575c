/// \file
/// The referee's game loop, one for every game the arena plays: Go (go_referee.hpp) and
/// Gomoku and Renju (gomoku_referee.hpp) each say only what their rules add to it.
///
/// The loop: each player is told a game starts, Black first; then, until the game is over,
/// the player to move chooses a move, the referee judges and plays it, and the opponent is
/// told. A player that fails at any step (PlayerFailure: a program that crashed, hung or
/// answered nonsense) loses the game by forfeit, the reason in the verdict.
#pragma once

#include "engine/base/color.hpp"
#include "engine/base/geometry.hpp"
#include "engine/go/player.hpp"

#include <string>

namespace stonelab::arena {

/// "Black" or "White".
inline const char* color_word(Color color) { return color == Color::Black ? "Black" : "White"; }
/// "B" or "W", as SGF's RE names a winner.
inline const char* color_letter(Color color) { return color == Color::Black ? "B" : "W"; }

/// How a game ended, as the referee judged it. `End` lists the game's own ends; every game
/// has `End::Forfeit`.
template <typename End> struct Verdict {
    End end{};
    Color winner = Color::Empty; ///< Empty for a draw
    std::string result;          ///< SGF's RE: "B+3.5", "W+R", "B+F", "0"
    std::string reason;          ///< how it ended, in words

    /// The game is lost by `loser`'s forfeit, for `why`.
    void forfeit(Color loser, const std::string& why)
    {
        end = End::Forfeit;
        winner = opponent(loser);
        result = std::string(color_letter(winner)) + "+F";
        reason = std::string(color_word(loser)) + " forfeits: " + why;
    }
};

/// A game's two players, by colour.
template <typename Player> struct Sides {
    Player& black;
    Player& white;
    Player& operator[](Color color) const { return color == Color::Black ? black : white; }
};

/// Referees one game under `rules`, which hold the players, the position and the verdict,
/// and answer the loop's questions (each may throw PlayerFailure where it talks to a player):
///
/// - `start(color)`: tells that colour's player a game starts;
/// - `over_before_move()`: true when the game ends before the next move (a move cap, a full
///   board), its verdict written;
/// - `to_move()`: whose turn it is;
/// - `choose(color)`: the move of the player of that colour;
/// - `play(color, move)`: judges the move and plays it; true when it ends the game (a
///   resignation, an illegal move's forfeit, a five, a foul), its verdict written;
/// - `tell(color, move)`: tells that colour's player the opponent's move;
/// - `over_after_move()`: true when the move just told ends the game (two passes, a long
///   cycle), its verdict written;
/// - `forfeit(loser, why)`: writes the verdict of a forfeit.
template <typename Rules> void referee_game(Rules& rules)
{
    for (Color color : {Color::Black, Color::White}) {
        try {
            rules.start(color);
        } catch (const PlayerFailure& e) {
            return rules.forfeit(color, e.what());
        }
    }
    for (;;) {
        if (rules.over_before_move()) return;
        const Color color = rules.to_move();
        Point move = kNoPoint;
        try {
            move = rules.choose(color);
        } catch (const PlayerFailure& e) {
            return rules.forfeit(color, e.what());
        }
        if (rules.play(color, move)) return;
        try {
            rules.tell(opponent(color), move);
        } catch (const PlayerFailure& e) {
            return rules.forfeit(opponent(color), e.what());
        }
        if (rules.over_after_move()) return;
    }
}

} // namespace stonelab::arena
