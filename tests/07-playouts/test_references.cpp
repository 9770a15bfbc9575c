// Lesson 7's reference outputs checked against outside oracles: the engine's own playout
// (engine/go/playout.hpp: same seed, same moves, since the algorithm and the Rng are specified
// exactly), the engine's count_score and Tromp-Taylor count (equal at a playout's end), the
// engine's statistics for the reference statistics, the lesson's WalkBoard against the
// engine's Board on legality, eyes and captures, and GNU Go 3.8, which replays every move of
// the reference playouts (each must be legal) and scores the small boards' ends with
// final_score under Chinese (area) rules.
#include "support.hpp"
#include "tests/gnugo_client.hpp"

#include <cmath>
#include <sstream>

using namespace stonelab;
using namespace stonelab::lesson07;
using namespace stonelab::lesson07::test;

TEST_CASE("task 1: the reference playouts are the engine's playouts",
          "[lesson07][task_1][reference]")
{
    for (const data::PlayoutSpec& spec : data::kReferencePlayouts) {
        CAPTURE(spec);
        const std::string text = reference_text(spec);
        const Playout engine = engine_playout(spec);
        CHECK(data::moves_of(engine.final_board.geometry(), text) == engine.moves);
        CHECK(text.find(print_diagram(engine.final_board)) != std::string::npos);
        CHECK(data::line_of(text, "moves ") == std::to_string(engine.moves.size()) + " ended by " +
                                                   data::ending(engine.moves, spec.cap));
    }
}

TEST_CASE("task 1: the hidden playouts are the engine's playouts", "[lesson07][task_1][reference]")
{
    for (const data::PlayoutSpec& spec : data::kHiddenPlayouts) {
        CAPTURE(spec);
        const std::string text = stonelab::test::read_text(std::string(LESSON_HIDDEN_DATA) +
                                                           "/playout-" + data::file_name(spec));
        CHECK(text == data::to_text(spec, engine_playout(spec)));
    }
}

TEST_CASE("task 2: the reference outcomes are the engine's count_score and Tromp-Taylor's",
          "[lesson07][task_2][reference]")
{
    for (const data::PlayoutSpec& spec : data::kReferencePlayouts) {
        CAPTURE(spec);
        const Board end = engine_playout(spec).final_board;
        const AreaScore quick = count_score(end, spec.komi);
        const AreaScore full = tromp_taylor_score(end, spec.komi);
        INFO("final position\n" << drawn(end));
        // At the end of a playout (two passes; not one stopped by its cap) every empty point
        // is an eye or a point between the colours: the quick count and the full one agree.
        if (engine_playout(spec).moves.size() < static_cast<std::size_t>(spec.cap)) {
            CHECK(quick.black_area() == full.black_area());
            CHECK(quick.white_area() == full.white_area());
        }
        const std::vector<double> numbers = data::numbers_of(reference_text(spec), "outcome ");
        // Black N White N komi K margin M result R (the winner is a word).
        REQUIRE(numbers.size() == 5);
        CHECK(numbers[0] == quick.black_area());
        CHECK(numbers[1] == quick.white_area());
        CHECK(numbers[3] == quick.margin());
        const int result = quick.margin() == 0                                      ? 0
                           : (quick.margin() > 0) == (spec.to_move == Color::Black) ? 1
                                                                                    : -1;
        CHECK(numbers[4] == result);
    }
}

TEST_CASE("task 3: the reference statistics are the engine's", "[lesson07][task_3][reference]")
{
    for (const data::StatsSpec& spec : data::kReferenceStats) {
        const Board start = data::board_of(data::position(spec.position));
        const std::string text = reference_text(spec);
        const EngineStats engine =
            engine_stats(start, spec.to_move, spec.komi, spec.count, spec.seed, spec.cap);
        INFO(data::file_name(spec));
        const auto counts = data::numbers_of(text, "playouts ");
        REQUIRE(counts.size() == 3);
        CHECK(counts[1] == engine.wins);
        CHECK(counts[2] == engine.draws);
        const std::vector<double> ownership = data::ownership_of(start.geometry(), text);
        for (Point p : start.points())
            CHECK(std::abs(ownership[static_cast<std::size_t>(p)] -
                           static_cast<double>(engine.owned[static_cast<std::size_t>(p)]) /
                               spec.count) < 1e-6);
    }
}

TEST_CASE("task 4: the WalkBoard answers as the engine's Board along random games",
          "[lesson07][task_4][reference]")
{
    // The lesson's WalkBoard (lessons/07-playouts/walk_board.hpp) must agree with the engine
    // on every question a playout asks, or task 4 could not give the same games.
    for (int size : {3, 5, 9}) {
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            Rng rng(seed);
            const Playout game = engine_playout(Board(size), Color::Black, rng, 3 * size * size);
            Board board(size);
            WalkBoard walk = WalkBoard::from(board);
            Color color = Color::Black;
            for (Point move : game.moves) {
                for (Color c : {Color::Black, Color::White}) {
                    for (Point p : board.points()) {
                        INFO(size << "x" << size << " seed " << seed << ", " << data::player(c)
                                  << " at " << to_gtp_vertex(board.geometry(), p) << "\n"
                                  << drawn(board));
                        REQUIRE(walk.is_legal(c, p) == board.is_legal(c, p));
                        REQUIRE(walk.is_own_eye(c, p) == board.is_own_eye(c, p));
                    }
                }
                board.play(color, move);
                walk.play(color, move);
                const WalkBoard again = WalkBoard::from(board);
                REQUIRE(walk.cells == again.cells);
                REQUIRE(walk.ko_point == again.ko_point);
                color = opponent(color);
            }
        }
    }
}

namespace {

/// The GTP commands that set up a position on GNU Go's board: the stones of its diagram with
/// `play` (a legal position, so no stone captures anything), then its moves.
std::vector<std::string> gnugo_setup(const data::Position& position, double komi)
{
    const Board diagram = parse_diagram(position.diagram);
    const Geometry geometry = diagram.geometry();
    std::vector<std::string> commands = {"boardsize " + std::to_string(geometry.width),
                                         "clear_board", "komi " + data::number(komi)};
    for (Point p : diagram.points())
        if (diagram.at(p) != Color::Empty)
            commands.push_back(std::string("play ") +
                               (diagram.at(p) == Color::Black ? "black " : "white ") +
                               to_gtp_vertex(geometry, p));
    std::istringstream moves(position.moves);
    for (std::string colour, vertex; moves >> colour >> vertex;)
        commands.push_back(std::string("play ") + (colour == "B" ? "black " : "white ") + vertex);
    return commands;
}

} // namespace

TEST_CASE("task 2: GNU Go accepts every move of the reference playouts and counts the same "
          "result",
          "[lesson07][task_2][reference]")
{
    for (const data::PlayoutSpec& spec : data::kReferencePlayouts) {
        CAPTURE(spec);
        const std::string text = reference_text(spec);
        const Board start = start_of(spec);
        const auto moves = data::moves_of(start.geometry(), text);
        std::vector<std::string> commands = gnugo_setup(data::position(spec.position), spec.komi);
        Color color = spec.to_move;
        for (Point move : moves) {
            commands.push_back(std::string("play ") +
                               (color == Color::Black ? "black " : "white ") +
                               to_gtp_vertex(start.geometry(), move));
            color = opponent(color);
        }
        // GNU Go's final_score judges life and death first, which takes seconds on 9x9: it is
        // asked on the small boards, where every playout here ends on two passes. On 9x9
        // GNU Go only replays the moves. (A playout stopped by its cap has dead stones.)
        const bool scored = start.width() <= 7 && data::ending(moves, spec.cap) == "two passes";
        if (scored) commands.push_back("final_score");
        // ask_gnugo fails the test if GNU Go refuses any move ("? illegal move").
        const auto answers = stonelab::test::ask_gnugo(commands);
        if (!scored) continue;
        const std::vector<double> numbers = data::numbers_of(text, "outcome ");
        REQUIRE(numbers.size() == 5);
        INFO("the final position\n"
             << text.substr(text.find("final position"))
             << "GNU Go's final_score: " << answers.back() << " (\"W+28.0\" is our \"W+28\")");
        std::string gnugo = answers.back();
        if (gnugo.size() > 2 && gnugo.compare(gnugo.size() - 2, 2, ".0") == 0)
            gnugo.erase(gnugo.size() - 2);
        CHECK(gnugo == result_string(numbers[3]));
    }
}
