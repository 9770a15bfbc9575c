// Lesson 2's reference outputs, computed with the reference solution from the positions in
// fixtures.hpp: walk-<name>.txt (the visit order, the liberties, surrounded or not) and
// capture-<name>.txt (the stones taken per direction, the prisoners, the board after).
// It also writes the expected outputs of the hidden test, hidden/capture-<name>.txt, from the
// moves in hidden_cases.hpp.
// Run by `stonelab golden 2`; CI runs it with --check. test_gnugo.cpp checks the outputs
// against GNU Go, test_walk.cpp checks the seeds' walk-throughs by hand.
#include "golden.hpp"
#include "02-capture-recursion/fixtures.hpp"
#include "02-capture-recursion/hidden_cases.hpp"

#include <sstream>

using namespace stonelab;
using namespace stonelab::lesson02;
using namespace stonelab::lesson02::fixtures;

namespace {

// "C4 C3 D3", or "none" rather than nothing, so that no line of a reference output ends in a
// space.
std::string listed(const SimpleBoard& board, const std::vector<Point>& points)
{
    std::string text;
    for (Point p : points)
        text += (text.empty() ? "" : " ") + to_gtp_vertex({board.width, board.height}, p);
    return points.empty() ? "none" : text;
}

const char* kHeader =
    "# Lesson 2 reference output, written by tests/02-capture-recursion/golden.cpp\n"
    "# from the reference solution. Do not edit by hand: run `stonelab golden 2`\n"
    "# and review the difference.\n";

std::string walk_reference(const WalkCase& walk)
{
    const SimpleBoard board = walk_board(walk);
    const Point start = fixture_point({board.width, board.height}, walk.start);
    const StringWalk result = walk_string(board, start);
    std::ostringstream out;
    out << kHeader << "#\n# " << walk.about << "\n";
    if (walk.put.empty())
        out << "position:\n";
    else
        out << "position (" << walk.put << " put down, nothing removed):\n";
    out << diagram_of(board) << "\n";
    out << "start: " << walk.start << " (" << color_name_of(board.cells[start]) << ")\n";
    out << "stones in visit order (right, down, left, up): " << listed(board, result.stones)
        << "\n";
    out << "stone count: " << result.stones.size() << "\n";
    out << "liberties in the order found: " << listed(board, result.liberties) << "\n";
    out << "liberty count: " << result.liberties.size() << "\n";
    out << "surrounded: " << (is_surrounded(board, start) ? "yes" : "no") << "\n";
    return out.str();
}

std::string capture_reference(const CaptureCase& capture)
{
    // The same outcome the hidden test compares (hidden_cases.hpp), after the position before.
    std::ostringstream out;
    out << kHeader << "#\n# " << capture.about << "\n";
    out << "before:\n" << diagram_of(from_board(parse_diagram(capture.diagram))) << "\n";
    out << capture_outcome(capture) << "\n";
    return out.str();
}

} // namespace

int main(int argc, char** argv)
{
    golden::GoldenFiles files(argc, argv);
    for (const WalkCase& walk : walk_cases())
        files.file("walk-" + walk.name + ".txt", walk_reference(walk));
    for (const CaptureCase& capture : capture_cases())
        files.file("capture-" + capture.name + ".txt", capture_reference(capture));
    for (const CaptureCase& capture : hidden_capture_cases())
        files.hidden_file(hidden_capture_file(capture), capture_outcome(capture));
    return files.finish();
}
