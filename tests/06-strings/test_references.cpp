// The reference outputs checked against outside oracles: the seeds' published figures (seed
// 000's ID board and its record of string 4, seed 001's record of string 04), the engine's
// strings, and GNU Go 3.8 (`worm_stones`, `countlib`, `findlib`, `list_stones`), which also
// checks the engine on positions of seeded random games from 5x5 to 19x19: the positions the
// tests of task 4 use it as their oracle on. These tests read only the reference files and the
// engine, never your code: if one fails, the references are wrong, not you.
#include "06-strings/hidden_positions.hpp"
#include "06-strings/support.hpp"
#include "tests/gnugo_client.hpp"

#include "engine/base/rng.hpp"
#include "engine/go/random_player.hpp"

#include <algorithm>

using namespace stonelab;
using namespace stonelab::lesson06;
using namespace stonelab::lesson06::test;

using stonelab::test::ask_gnugo;
using stonelab::test::words;

namespace {

std::vector<std::string> sorted(std::vector<std::string> names)
{
    std::sort(names.begin(), names.end());
    return names;
}

/// The whole reference output of a position as the engine's strings give it.
std::map<std::string, std::string> engine_sections(const Board& board)
{
    const StringLabels labels = engine_labels(board);
    const std::vector<StringRecord> records = engine_records(board, labels);
    std::string neighbours;
    for (const StringRecord& record : records)
        neighbours += "string " + std::to_string(record.id) + ": " +
                      fixtures::id_list(record.neighbours) + "\n";
    const Geometry& g = board.geometry();
    std::vector<Atari> black, white;
    for (const StringRecord& record : records)
        if (record.liberty_count() == 1)
            (record.color == Color::Black ? black : white)
                .push_back({record.id, record.liberties.front()});
    return {{"string ids", fixtures::draw_ids(g, labels.id)},
            {"records", fixtures::records_text(g, records)},
            {"neighbours", neighbours.empty() ? "no strings\n" : neighbours},
            {"atari", fixtures::atari_line(g, Color::Black, black) + "\n" +
                          fixtures::atari_line(g, Color::White, white) + "\n"}};
}

/// Asks GNU Go about every string of `board` (square): its stones, liberty count and
/// liberties, and the stones of each colour; checks them against the engine's records (which
/// the reference outputs are checked against by the tests above).
void check_with_gnugo(const Board& board, const std::string& what)
{
    REQUIRE(board.width() == board.height()); // GNU Go boards are square
    const Geometry& g = board.geometry();
    // Every string of the position has a liberty, so stones put down one by one capture
    // nothing, in any order.
    std::vector<std::string> commands{"boardsize " + std::to_string(g.width), "clear_board"};
    for (Point p : board.points())
        if (board.at(p) != Color::Empty)
            commands.push_back("play " + std::string(color_name(board.at(p))) + " " +
                               to_gtp_vertex(g, p));
    const std::size_t first = commands.size();
    commands.push_back("list_stones black");
    commands.push_back("list_stones white");
    const StringLabels labels = engine_labels(board);
    const std::vector<StringRecord> records = engine_records(board, labels);
    for (const StringRecord& record : records) {
        const std::string stone = to_gtp_vertex(g, record.stones.front());
        commands.push_back("worm_stones " + stone);
        commands.push_back("countlib " + stone);
        commands.push_back("findlib " + stone);
    }
    const std::vector<std::string> answers = ask_gnugo(commands);

    INFO(what << "\n" << print_diagram(board));
    std::vector<Point> black, white;
    for (Point p : board.points())
        if (board.at(p) != Color::Empty) (board.at(p) == Color::Black ? black : white).push_back(p);
    CHECK(sorted(words(answers[first])) == sorted(names(board, black)));
    CHECK(sorted(words(answers[first + 1])) == sorted(names(board, white)));
    for (std::size_t k = 0; k < records.size(); ++k) {
        const StringRecord& record = records[k];
        INFO(fixtures::record_line(g, record));
        const std::size_t at = first + 2 + 3 * k;
        CHECK(sorted(words(answers[at])) == sorted(names(board, record.stones)));
        CHECK(answers[at + 1] == std::to_string(record.liberty_count()));
        CHECK(sorted(words(answers[at + 2])) == sorted(names(board, record.liberties)));
    }
}

} // namespace

TEST_CASE("task 1: the reference outputs agree with the engine's strings",
          "[lesson06][task_1][reference]")
{
    for (const fixtures::Fixture& fixture : all_fixtures()) {
        const Board board = parse_diagram(fixture.diagram);
        const auto expected = reference(fixture);
        for (const auto& [name, text] : engine_sections(board)) {
            INFO("fixture " << fixture.name << ", section '" << name << "'\n"
                            << print_diagram(board)
                            << stonelab::test::side_by_side(expected.at(name), text));
            CHECK(expected.at(name) == text);
        }
    }
}

TEST_CASE("task 1: the reference outputs agree with the seeds' published figures",
          "[lesson06][task_1][reference]")
{
    // Seed 000, part 4: the ID board, row by row, with the empty points left out.
    const auto eight = reference(fixture("seed000-eight-strings"));
    std::vector<std::string> rows;
    std::istringstream board_rows(eight.at("string ids"));
    for (std::string line; std::getline(board_rows, line);) {
        std::string ids;
        for (const std::string& word : words(line.substr(3, line.size() - 6)))
            if (word != "." && !std::isalpha(static_cast<unsigned char>(word[0])))
                ids += (ids.empty() ? "" : " ") + word;
        if (!ids.empty()) rows.push_back(ids);
    }
    CHECK(rows == std::vector<std::string>{"1 1 1", "2 1 3", "4 4 5 6 7", "5", "8"});
    // Its record of string 4: white, size 2, 4 liberties, next to strings 2 and 5.
    const std::string records = eight.at("records");
    CHECK(records.find("string 4: white, 2 stones D4 E4, 4 liberties") != std::string::npos);
    CHECK(eight.at("neighbours").find("string 4: 2 5\n") != std::string::npos);
    // Seed 001: string 04 is black, its stones [2,3] [3,3] [2,4], its empty contacts [2,2]
    // [3,2] [4,3] [1,3] [1,4], and it touches 05 and 06 (the seed's 19 is not next to it).
    const auto seed001 = reference(fixture("seed001-9x9"));
    CHECK(seed001.at("records").find("string 4: black, 3 stones B7 C7 B6, 5 liberties B8 C8 A7 "
                                     "D7 A6\n") != std::string::npos);
    CHECK(seed001.at("neighbours").find("string 4: 5 6\n") != std::string::npos);
}

TEST_CASE("task 2: the reference records agree with GNU Go", "[lesson06][task_2][reference]")
{
    for (const fixtures::Fixture& fixture : all_fixtures()) {
        const Board board = parse_diagram(fixture.diagram);
        if (board.width() != board.height()) continue; // GNU Go boards are square
        check_with_gnugo(board, "fixture " + fixture.name);
    }
}

TEST_CASE("task 2: the hidden records agree with the engine and GNU Go",
          "[lesson06][task_2][reference]")
{
    for (const fixtures::Fixture& position : fixtures::hidden_positions()) {
        const Board board = parse_diagram(position.diagram);
        const std::string expected = stonelab::test::read_text(
            std::filesystem::path(LESSON_HIDDEN_DATA) / fixtures::hidden_records_file(position));
        INFO("hidden position " << position.name);
        CHECK(expected == engine_sections(board).at("records"));
        check_with_gnugo(board, "hidden position " + position.name);
    }
}

TEST_CASE("task 4: the engine's strings agree with GNU Go on seeded random games",
          "[lesson06][task_4][reference]")
{
    struct Stop {
        int size;
        std::uint64_t seed;
        int moves; ///< the position after this many moves (or the end of the game)
    };
    for (const Stop stop : {Stop{5, 1, 1000}, Stop{9, 3, 40}, Stop{9, 3, 1000}, Stop{13, 5, 120},
                            Stop{19, 6, 250}, Stop{19, 6, 2000}}) {
        Board board(stop.size);
        Rng rng(stop.seed);
        Color color = Color::Black;
        int passes = 0;
        for (int number = 1; passes < 2 && number <= stop.moves; ++number) {
            const Point move = random_move(board, color, rng);
            passes = move == kPass ? passes + 1 : 0;
            board.play(color, move);
            color = opponent(color);
        }
        check_with_gnugo(board, "a random game on " + std::to_string(stop.size) + "x" +
                                    std::to_string(stop.size) + " (seed " +
                                    std::to_string(stop.seed) + ") after " +
                                    std::to_string(board.moves_played()) + " moves");
    }
}
