// Lesson 5's reference outputs: for every fixture in data/fixtures, its territory maps,
// evaluations, both players' moves with their delta maps, and both scores, computed with
// the reference solution (data/maps/NAME.txt). `stonelab golden 5` writes them; CI checks
// them. It also writes the expected outputs of the hidden tests, hidden/count-NAME.txt and
// hidden/area-NAME.txt, for the positions in hidden_positions.hpp.
// test_references.cpp cross-checks the scores against the engine and GNU Go.
#include "golden.hpp"
#include "05-territory-eval/fixtures.hpp"
#include "05-territory-eval/hidden_positions.hpp"

#include <iostream>

using namespace stonelab;
using namespace stonelab::lesson05;

int main(int argc, char** argv)
{
    golden::GoldenFiles golden(argc, argv);
    const std::filesystem::path data_dir = argv[argc - 1];
    try {
        for (const fixtures::Fixture& fixture : fixtures::load_fixtures(data_dir)) {
            const Board board = parse_diagram(fixture.diagram);
            std::map<std::string, std::string> sections;
            for (const auto& part :
                 {fixtures::task1_sections(board), fixtures::task2_sections(board),
                  fixtures::task3_sections(board), fixtures::task4_sections(board),
                  fixtures::task5_sections(board)})
                sections.insert(part.begin(), part.end());
            golden.file("maps/" + fixture.name + ".txt", fixtures::to_text(fixture, sections));
        }
        for (const fixtures::Fixture& position : fixtures::hidden_positions()) {
            const Board board = parse_diagram(position.diagram);
            golden.hidden_file(fixtures::hidden_count_file(position),
                               fixtures::task4_sections(board).at("count_score"));
            golden.hidden_file(fixtures::hidden_area_file(position),
                               fixtures::task5_sections(board).at("area_score"));
        }
    } catch (const std::exception& e) {
        std::cerr << "lesson05_golden: " << e.what() << "\n";
        return 1;
    }
    return golden.finish();
}
