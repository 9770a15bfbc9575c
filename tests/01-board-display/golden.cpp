// Lesson 1's reference outputs, computed with the reference solution (`stonelab golden 1`;
// CI runs it with --check). The tests compare the student's results with these files, and
// test that the files agree with the engine's print_diagram and Geometry.
//
//   print/NAME_STYLE.txt       print_board of each position in data/positions/, each style
//   print/NAME_STYLE_bare.txt  the same without coordinates
//   coordinates/WxH.txt        every point of a W x H board: z, x, y, GTP vertex, SGF point
#include "golden.hpp"
#include "positions.hpp"

using namespace stonelab::lesson01;

namespace {

std::string coordinate_table(int width, int height)
{
    const SimpleBoard board{width, height, {}};
    std::string table = "# every point of a " + std::to_string(width) + "x" +
                        std::to_string(height) + " board, top row first: index z = y * " +
                        std::to_string(width + 2) + " + x, seed (x, y), GTP vertex, SGF point\n";
    for (int y = 1; y <= height; ++y)
        for (int x = 1; x <= width; ++x) {
            const int z = index_of(board, x, y);
            table += std::to_string(z) + " " + std::to_string(x) + " " + std::to_string(y) + " " +
                     to_gtp_vertex(board, z) + " " + to_sgf_point(board, z) + "\n";
        }
    return table;
}

} // namespace

int main(int argc, char** argv)
{
    stonelab::golden::GoldenFiles files(argc, argv);
    const std::string data_dir = argc > 1 ? argv[argc - 1] : ".";
    for (const auto name : fixtures::kPositions) {
        const SimpleBoard board = fixtures::position(data_dir, name);
        for (const auto& [style, style_name] : fixtures::kStyles)
            for (const bool coordinates : {true, false})
                files.file(fixtures::print_file(name, style_name, coordinates),
                           print_board(board, style, coordinates));
    }
    for (const auto& [width, height] : fixtures::kSizes)
        files.file(fixtures::coordinates_file(width, height), coordinate_table(width, height));
    return files.finish();
}
