// Lesson 11's reference outputs, from the reference solution: both tables of the positions
// of support.hpp (data/tables/), the foul maps of the tricky positions (data/foulmaps/), and
// Inui's player against itself (data/games/, and hidden/ for the hidden test). `stonelab
// golden 11` writes them; CI checks them; test_references.cpp checks each against the engine.
#include "golden.hpp"
#include "11-renju/support.hpp"

using namespace stonelab::lesson11;
using namespace stonelab::lesson11::test; // Color, Point, Rng and gomoku too

namespace {

Point solution_choice(const Board& board, Rng& rng)
{
    return choose_move(board, make_tables(board, board.to_move()), rng);
}

} // namespace

int main(int argc, char** argv)
{
    stonelab::golden::GoldenFiles golden(argc, argv);
    kDataDir = argv[argc - 1]; // the fixtures are read from the same folder
    for (const ValuePosition& position : value_positions())
        golden.file("tables/" + position.name + ".txt",
                    tables_reference(position, make_tables(position.board, position.player)));
    for (const FoulFixture& fixture : foul_fixtures())
        golden.file("foulmaps/" + fixture.name + ".txt",
                    foul_map(fixture.board, [&](Point p) { return foul(fixture.board, p); }));
    for (const GameSpec& spec : game_specs())
        golden.file("games/" + game_name(spec), game_text(spec, solution_choice));
    for (const GameSpec& spec : hidden_game_specs())
        golden.hidden_file(game_name(spec), game_text(spec, solution_choice));
    return golden.finish();
}
