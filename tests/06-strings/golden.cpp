// Lesson 6's reference outputs: for every fixture in data/fixtures, its ID board, the records
// of its strings, their neighbours and the strings in atari, computed with the reference
// solution (data/records/NAME.txt). `stonelab golden 6` writes them; CI checks them. It also
// writes the expected outputs of the hidden test, hidden/records-NAME.txt, for the positions
// in hidden_positions.hpp. test_references.cpp cross-checks them against the engine, GNU Go
// and the seeds' published figures.
#include "golden.hpp"
#include "06-strings/fixtures.hpp"
#include "06-strings/hidden_positions.hpp"

#include <iostream>

using namespace stonelab;
using namespace stonelab::lesson06;

int main(int argc, char** argv)
{
    golden::GoldenFiles golden(argc, argv);
    const std::filesystem::path data_dir = argv[argc - 1];
    try {
        for (const fixtures::Fixture& fixture : fixtures::load_fixtures(data_dir)) {
            const Board board = parse_diagram(fixture.diagram);
            const StringLabels labels = label_strings(board);
            const std::vector<StringRecord> records = string_records(board, labels);
            std::map<std::string, std::string> sections;
            for (const auto& part :
                 {fixtures::task1_sections(board), fixtures::task2_sections(board, labels),
                  fixtures::task3_sections(labels, records)})
                sections.insert(part.begin(), part.end());
            golden.file("records/" + fixture.name + ".txt", fixtures::to_text(fixture, sections));
        }
        for (const fixtures::Fixture& position : fixtures::hidden_positions()) {
            const Board board = parse_diagram(position.diagram);
            golden.hidden_file(fixtures::hidden_records_file(position),
                               fixtures::task2_sections(board, label_strings(board)).at("records"));
        }
    } catch (const std::exception& e) {
        std::cerr << "lesson06_golden: " << e.what() << "\n";
        return 1;
    }
    return golden.finish();
}
