// Lesson 7's interface across the sandbox's wall (grader/kit/remote.hpp): how its types are
// written, the list of its functions, and, in the tests' process, a stub for each. Boards and
// generators cross as the engine's types do: a Board with its history, an Rng with its state,
// so a playout's Rng comes back having drawn what the student's code drew.
#include "playouts.hpp"

#include "grader/kit/remote.hpp"

namespace stonelab::lesson07 {

template <class Fields> void describe(Fields& fields, WalkBoard& board)
{
    fields(board.width, board.height, board.cells, board.ko_point, board.ko_color);
}

template <class Fields> void describe(Fields& fields, Playout& playout)
{
    fields(playout.moves, playout.final_board);
}

template <class Fields> void describe(Fields& fields, Outcome& outcome)
{
    fields(outcome.black, outcome.white, outcome.margin, outcome.winner, outcome.result);
}

template <class Fields> void describe(Fields& fields, Interval& interval)
{
    fields(interval.low, interval.high);
}

template <class Fields> void describe(Fields& fields, PlayoutStats& stats)
{
    fields(stats.playouts, stats.wins, stats.draws, stats.win_rate, stats.interval,
           stats.ownership);
}

} // namespace stonelab::lesson07

namespace stonelab::remote {

const Interface& lesson_interface()
{
    static const Interface functions = {
        function<&lesson07::play_playout>("play_playout"),
        function<&lesson07::playout_outcome>("playout_outcome"),
        function<&lesson07::wilson_interval>("wilson_interval"),
        function<&lesson07::run_playouts>("run_playouts"),
        function<&lesson07::walk_playout>("walk_playout"),
    };
    return functions;
}

} // namespace stonelab::remote

#ifdef STONELAB_TESTS_SIDE
namespace stonelab::lesson07 {

Playout play_playout(const Board& start, Color to_move, Rng& rng, int max_moves)
{
    return remote::call<&play_playout>(start, to_move, rng, max_moves);
}

Outcome playout_outcome(const Board& final_board, Color to_move, double komi)
{
    return remote::call<&playout_outcome>(final_board, to_move, komi);
}

Interval wilson_interval(double wins, int n) { return remote::call<&wilson_interval>(wins, n); }

PlayoutStats run_playouts(const Board& start, Color to_move, double komi, int count,
                          std::uint64_t seed, int max_moves)
{
    return remote::call<&run_playouts>(start, to_move, komi, count, seed, max_moves);
}

std::vector<Point> walk_playout(WalkBoard& board, Color to_move, Rng& rng, int max_moves)
{
    return remote::call<&walk_playout>(board, to_move, rng, max_moves);
}

} // namespace stonelab::lesson07
#endif
