// Lesson 7's reference outputs, from the reference solution: the seeded playouts of
// data::kReferencePlayouts with their outcomes (data/playouts/), the statistics of
// data::kReferenceStats (data/stats/), and the hidden playouts (hidden/). `stonelab golden 7`
// writes them; CI checks them. test_references.cpp checks every one against the engine's
// playout and GNU Go.
#include "golden.hpp"
#include "07-playouts/playouts_data.hpp"

using namespace stonelab;
using namespace stonelab::lesson07;

namespace {

std::string playout_text(const data::PlayoutSpec& spec, bool with_outcome)
{
    Rng rng(spec.seed);
    const Board start = data::board_of(data::position(spec.position));
    const Playout playout = play_playout(start, spec.to_move, rng, spec.cap);
    const Outcome outcome = playout_outcome(playout.final_board, spec.to_move, spec.komi);
    return data::to_text(spec, playout, with_outcome ? &outcome : nullptr);
}

} // namespace

int main(int argc, char** argv)
{
    golden::GoldenFiles golden(argc, argv);
    for (const data::PlayoutSpec& spec : data::kReferencePlayouts)
        golden.file("playouts/" + data::file_name(spec), playout_text(spec, true));
    for (const data::StatsSpec& spec : data::kReferenceStats) {
        const Board start = data::board_of(data::position(spec.position));
        const PlayoutStats stats =
            run_playouts(start, spec.to_move, spec.komi, spec.count, spec.seed, spec.cap);
        golden.file("stats/" + data::file_name(spec), data::to_text(spec, start.geometry(), stats));
    }
    for (const data::PlayoutSpec& spec : data::kHiddenPlayouts)
        golden.hidden_file("playout-" + data::file_name(spec), playout_text(spec, false));
    return golden.finish();
}
