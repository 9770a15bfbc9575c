// Lesson 3's reference outputs: for every fixture in data/fixtures, the position after its
// moves, the prisoners, the ko point and both players' legality maps, computed with the
// reference solution (data/maps/NAME.txt). `stonelab golden 3` writes them; CI checks them.
// test_references.cpp cross-checks every one against GNU Go and the engine.
#include "golden.hpp"
#include "03-legality-ko/fixtures.hpp"

#include <iostream>

using namespace stonelab::lesson03;

int main(int argc, char** argv)
{
    stonelab::golden::GoldenFiles golden(argc, argv);
    const std::filesystem::path data_dir = argv[argc - 1];
    try {
        for (const fixtures::Fixture& fixture : fixtures::load_fixtures(data_dir)) {
            const fixtures::Replay replay = fixtures::replay(fixture);
            if (!replay.refused.empty()) {
                std::cerr << fixture.name << ": " << replay.refused << "\n";
                return 1;
            }
            const fixtures::Report report =
                fixtures::make_report(fixtures::start_position(fixture), replay.position);
            golden.file("maps/" + fixture.name + ".txt", fixtures::to_text(fixture, report));
        }
    } catch (const std::exception& e) {
        std::cerr << "lesson03_golden: " << e.what() << "\n";
        return 1;
    }
    return golden.finish();
}
