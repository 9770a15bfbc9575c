// Lesson 12's reference outputs, from the reference solution: the RAVE trees of
// data::kReferenceRave (data/rave/), the policy's playouts of data::kReferencePolicy
// (data/policy/), and the hidden searches (hidden/), each with the count of numbers it drew.
// `stonelab golden 12` writes them; CI checks them. test_references.cpp checks what can be
// checked without the lesson's code: every tree adds up, every playout is legal and scored
// right, the draws are no fewer than the playouts need, and the race's answer is D3.
#include "golden.hpp"
#include "12-capstone/capstone_data.hpp"

using namespace stonelab;
using namespace stonelab::lesson12;

namespace {

// A search's tree as the files write it, with the numbers it drew.
std::string search_text(const data::RaveSpec& spec)
{
    const Board board = data::board_of(data::position(spec.position));
    Rng rng(spec.seed);
    const RaveTree tree = rave_search(board, spec.color, spec.komi, rng, spec.options);
    return data::to_text(spec, board.geometry(), tree, data::numbers_drawn(spec.seed, rng.state()));
}

} // namespace

int main(int argc, char** argv)
{
    golden::GoldenFiles golden(argc, argv);
    for (const data::RaveSpec& spec : data::kReferenceRave)
        golden.file("rave/" + data::file_name(spec), search_text(spec));
    for (const data::PolicySpec& spec : data::kReferencePolicy) {
        const Board board = data::board_of(data::position(spec.position));
        Rng rng(spec.seed);
        const Playout playout = policy_playout(board, spec.to_move, spec.komi, rng, spec.options);
        golden.file("policy/" + data::file_name(spec),
                    data::to_text(spec, board.geometry(), playout,
                                  data::numbers_drawn(spec.seed, rng.state())));
    }
    for (const data::RaveSpec& spec : data::kHiddenRave)
        golden.hidden_file("rave-" + data::file_name(spec), search_text(spec));
    return golden.finish();
}
