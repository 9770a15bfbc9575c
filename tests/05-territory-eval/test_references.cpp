// The reference scores checked against outside oracles: the engine's count_score and
// tromp_taylor_score on every fixture, and GNU Go 3.8 (`--chinese-rules`, `final_score`) on
// the finished ones, where every stone is alive and every territory point is enclosed. The
// expected outputs of the hidden tests (hidden_positions.hpp) are checked the same way.
#include "05-territory-eval/hidden_positions.hpp"
#include "05-territory-eval/support.hpp"
#include "tests/gnugo_client.hpp"

#include "engine/go/scoring.hpp"

#include <cstdio>
#include <cstdlib>
#include <memory>

using namespace stonelab;
using namespace stonelab::lesson05;
using namespace stonelab::lesson05::test;

namespace {

/// The engine's count written the way the reference outputs write it.
std::string engine_text(const AreaScore& s)
{
    return fixtures::score_text(
        {s.black_stones, s.white_stones, s.black_territory, s.white_territory, s.margin()});
}

/// GNU Go's final_score of a position set up with `play`, e.g. "W+11.5".
std::string gnugo_final_score(const Board& board)
{
    REQUIRE(board.width() == board.height());
    // Every string of a finished position has a liberty, so stones placed in any order
    // capture nothing.
    std::vector<std::string> commands{"boardsize " + std::to_string(board.width()), "clear_board",
                                      "komi " + std::to_string(fixtures::kKomi)};
    for (Point p : board.points())
        if (board.at(p) != Color::Empty)
            commands.push_back(std::string("play ") +
                               (board.at(p) == Color::Black ? "black " : "white ") +
                               to_gtp_vertex(board.geometry(), p));
    commands.push_back("final_score");
    return stonelab::test::ask_gnugo(commands).back();
}

/// "B+3.5" -> 3.5, "W+3.5" -> -3.5, "0" -> 0.
double margin_of(const std::string& result)
{
    if (result == "0") return 0;
    const double amount = std::strtod(result.c_str() + 2, nullptr);
    return result[0] == 'B' ? amount : -amount;
}

/// The margin in a reference score section ("result W+11.5").
double reference_margin(const std::string& section)
{
    const std::size_t at = section.find("result ");
    REQUIRE(at != std::string::npos);
    return margin_of(section.substr(at + 7, section.find('\n', at) - at - 7));
}

} // namespace

TEST_CASE("task 4: the reference counts agree with the engine's count_score",
          "[lesson05][task_4][reference]")
{
    for (const fixtures::Fixture& fixture : all_fixtures()) {
        const Board board = parse_diagram(fixture.diagram);
        INFO("fixture " << fixture.name << "\n" << print_diagram(board));
        CHECK(reference(fixture).at("count_score") ==
              engine_text(stonelab::count_score(board, fixtures::kKomi)));
    }
}

TEST_CASE("task 5: the reference areas agree with the engine's tromp_taylor_score",
          "[lesson05][task_5][reference]")
{
    for (const fixtures::Fixture& fixture : all_fixtures()) {
        const Board board = parse_diagram(fixture.diagram);
        INFO("fixture " << fixture.name << "\n" << print_diagram(board));
        CHECK(reference(fixture).at("area_score") ==
              engine_text(tromp_taylor_score(board, fixtures::kKomi)));
    }
}

TEST_CASE("task 5: on finished games the reference areas agree with GNU Go's final_score",
          "[lesson05][task_5][reference]")
{
    int finished = 0;
    for (const fixtures::Fixture& fixture : all_fixtures()) {
        if (!fixture.finished) continue;
        ++finished;
        const Board board = parse_diagram(fixture.diagram);
        const std::string gnugo = gnugo_final_score(board);
        INFO("fixture " << fixture.name << "\n"
                        << print_diagram(board) << "GNU Go --chinese-rules: " << gnugo);
        CHECK(reference_margin(reference(fixture).at("area_score")) == Approx(margin_of(gnugo)));
    }
    CHECK(finished >= 2);
}

namespace {

/// An expected output of a hidden test, from the lesson's hidden/ folder.
std::string hidden_expected(const std::string& name)
{
    return stonelab::test::read_text(std::filesystem::path(LESSON_HIDDEN_DATA) / name);
}

} // namespace

TEST_CASE("task 4: the hidden counts agree with the engine's count_score",
          "[lesson05][task_4][reference]")
{
    for (const fixtures::Fixture& position : fixtures::hidden_positions()) {
        const Board board = parse_diagram(position.diagram);
        INFO("hidden position " << position.name << "\n" << print_diagram(board));
        CHECK(hidden_expected(fixtures::hidden_count_file(position)) ==
              engine_text(stonelab::count_score(board, fixtures::kKomi)));
    }
}

TEST_CASE("task 5: the hidden areas agree with the engine and on finished games with GNU Go",
          "[lesson05][task_5][reference]")
{
    int finished = 0;
    for (const fixtures::Fixture& position : fixtures::hidden_positions()) {
        const Board board = parse_diagram(position.diagram);
        const std::string expected = hidden_expected(fixtures::hidden_area_file(position));
        INFO("hidden position " << position.name << "\n" << print_diagram(board));
        CHECK(expected == engine_text(tromp_taylor_score(board, fixtures::kKomi)));
        if (!position.finished) continue;
        ++finished;
        const std::string gnugo = gnugo_final_score(board);
        INFO("GNU Go --chinese-rules: " << gnugo);
        CHECK(reference_margin(expected) == Approx(margin_of(gnugo)));
    }
    CHECK(finished >= 1);
}
