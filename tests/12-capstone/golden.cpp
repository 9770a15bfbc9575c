// Lesson 12's reference outputs, from the reference solution: the RAVE trees of
// data::kReferenceRave (data/rave/), the policy's playouts of data::kReferencePolicy
// (data/policy/), and the hidden searches (hidden/). `stonelab golden 12` writes them; CI
// checks them. test_references.cpp checks what can be checked without the lesson's code:
// every tree adds up, every playout is legal and scored right, and the race's answer is D3.
#include "golden.hpp"
#include "12-capstone/capstone_data.hpp"

using namespace stonelab;
using namespace stonelab::lesson12;

namespace {

RaveTree search(const data::RaveSpec& spec)
{
    Rng rng(spec.seed);
    return rave_search(data::board_of(data::position(spec.position)), spec.color, spec.komi, rng,
                       spec.options);
}

} // namespace

int main(int argc, char** argv)
{
    golden::GoldenFiles golden(argc, argv);
    for (const data::RaveSpec& spec : data::kReferenceRave) {
        const Geometry geometry = data::board_of(data::position(spec.position)).geometry();
        golden.file("rave/" + data::file_name(spec), data::to_text(spec, geometry, search(spec)));
    }
    for (const data::PolicySpec& spec : data::kReferencePolicy) {
        const Board board = data::board_of(data::position(spec.position));
        Rng rng(spec.seed);
        const Playout playout = policy_playout(board, spec.to_move, spec.komi, rng, spec.options);
        golden.file("policy/" + data::file_name(spec),
                    data::to_text(spec, board.geometry(), playout));
    }
    for (const data::RaveSpec& spec : data::kHiddenRave) {
        const Geometry geometry = data::board_of(data::position(spec.position)).geometry();
        golden.hidden_file("rave-" + data::file_name(spec),
                           data::to_text(spec, geometry, search(spec)));
    }
    return golden.finish();
}
