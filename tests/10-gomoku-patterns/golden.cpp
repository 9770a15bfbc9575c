// Lesson 10's reference outputs, from the reference solution: the worked example's Tables 1
// and 2 (data/worked-example.txt), Table 3 beside the paper's (data/table3.txt), the verdicts
// on a seeded position (data/position-42.txt), two games of the player against itself
// (data/game-*.txt), and the hidden positions (hidden/).
// `stonelab golden 10` writes them; CI checks them. The tests compare them with the paper's
// printed values and with the engine (engine/gomoku/matsuda.hpp).
#include "golden.hpp"
#include "10-gomoku-patterns/support.hpp"

using namespace stonelab;
using namespace stonelab::lesson10;
using namespace stonelab::lesson10::test;

int main(int argc, char** argv)
{
    golden::GoldenFiles golden(argc, argv);
    const gomoku::Board example = gomoku::parse_board(kWorkedExample);
    golden.file(
        "worked-example.txt",
        tables_1_and_2_text(example, gomoku::parse_vertex(example, "H8").value(), Color::Black));
    golden.file("table3.txt", table3_text(enumerate_codes()));
    golden.file("position-42.txt", position_shapes_text(random_position(42, 15, 70)));
    golden.file("game-10-standard.txt", self_play_text(10, 15, gomoku::Rule::Standard, 120));
    golden.file("game-3-freestyle.txt", self_play_text(3, 9, gomoku::Rule::Freestyle, 81));
    for (std::uint64_t seed : hidden_seeds())
        golden.hidden_file("position-" + std::to_string(seed) + ".txt",
                           position_shapes_text(random_position(seed, 15, 70)));
    return golden.finish();
}
