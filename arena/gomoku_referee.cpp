/// \file
/// The referee of a game of Gomoku or Renju (gomoku_referee.hpp): the loop's rules of five in
/// a row.
#include "arena/gomoku_referee.hpp"

#include "engine/protocols/gomocup.hpp"

namespace stonelab::arena {

namespace {

// "7,7 (H8)": a point as the protocol and as GTP name it.
std::string point_words(const gomoku::Board& board, Point p)
{
    return gomocup::coordinates(board, p) + " (" + gomoku::vertex_name(board, p) + ")";
}

// Gomoku's and Renju's rules for referee.hpp's loop.
class GomokuRules {
public:
    GomokuRules(GomokuPlayer& black, GomokuPlayer& white, GomokuRecord& record, gomoku::Rule rule,
                Rng& rng, const FoulTest& foul)
        : players_{black, white}, record_(record), board_(record.board), rule_(rule), rng_(rng),
          foul_(foul)
    {
    }

    void start(Color color) { players_[color].start_game(board_, rule_); }
    Color to_move() const { return board_.to_move(); }
    Point choose(Color color) { return players_[color].choose_move(board_, rule_, rng_); }
    // A brain learns the opponent's move with its next TURN.
    void tell(Color, Point) {}
    void forfeit(Color loser, const std::string& why) { record_.forfeit(loser, why); }
    bool over_after_move() { return false; } // a five or a foul ends the game in `play`

    bool over_before_move()
    {
        if (!board_.is_full()) return false;
        record_.end = GomokuEnd::FullBoard;
        record_.result = "0";
        record_.reason = "the board is full";
        return true;
    }

    bool play(Color color, Point move)
    {
        if (!board_.geometry().on_board(move)) {
            forfeit(color, "played a point that is not on the board");
            return true;
        }
        if (board_.at(move) != Color::Empty) {
            forfeit(color, "played " + point_words(board_, move) + ", which is taken");
            return true;
        }
        const bool wins = gomoku::makes_win(board_, move, color, rule_);
        // A five is never a foul: Black's exact five wins whatever else the stone makes.
        if (rule_ == gomoku::Rule::Renju && color == Color::Black && !wins && foul_(board_, move)) {
            board_.play(move);
            record_.end = GomokuEnd::Foul;
            record_.winner = Color::White;
            record_.result = "W+F";
            record_.reason = "Black plays a foul at " + point_words(board_, move) +
                             ", a move Renju forbids Black";
            return true;
        }
        board_.play(move);
        if (!wins) return false;
        record_.end = GomokuEnd::Five;
        record_.winner = color;
        record_.result = std::string(color_letter(color)) + "+";
        record_.reason = std::string(color_word(color)) + " makes " +
                         (rule_ == gomoku::Rule::Freestyle ? "five or more" : "five") +
                         " in a row at " + point_words(board_, move);
        return true;
    }

private:
    Sides<GomokuPlayer> players_;
    GomokuRecord& record_;
    gomoku::Board& board_;
    gomoku::Rule rule_;
    Rng& rng_;
    const FoulTest& foul_;
};

} // namespace

GomokuRecord play_gomoku_game(GomokuPlayer& black, GomokuPlayer& white, gomoku::Board start,
                              gomoku::Rule rule, Rng& rng, const FoulTest& foul)
{
    GomokuRecord record(std::move(start));
    GomokuRules rules(black, white, record, rule, rng, foul);
    referee_game(rules);
    return record;
}

} // namespace stonelab::arena
