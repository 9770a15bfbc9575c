// The reference outputs checked without the lesson's code. No outside program runs RAVE or
// this policy, so these [reference] tests check what must hold of any correct output: every
// RAVE tree adds up (a node's visits are its children's plus the visits before it had
// children), no statistic exceeds its count, a child walked into was also credited by AMAF,
// and both sides find D3 in the race; every policy playout is legal move by move, never fills
// an own eye, ends as the rules say and is scored by count_score; the numbers each search or
// playout drew are no fewer than its playouts need. GNU Go (--chinese-rules)
// counts the finished positions of tasks 3 and 4 and names their dead stones as the tests
// expect. They read the reference files and ask GNU Go, never your code.
#include "support.hpp"

#include "engine/go/playout.hpp"
#include "engine/go/scoring.hpp"
#include "tests/gnugo_client.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <sstream>

using namespace stonelab;
using namespace stonelab::lesson12;
using namespace stonelab::lesson12::test;

namespace {

// A tree back from the lines data::to_text writes (comment lines skipped), and the numbers
// the search drew (its last line, "draws N").
struct ReferenceSearch {
    RaveTree tree;
    std::uint64_t draws = 0;
};

ReferenceSearch parse_search(const std::string& text, const Geometry& geometry)
{
    ReferenceSearch search;
    RaveTree& tree = search.tree;
    bool draws_read = false;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        if (line.rfind("draws ", 0) == 0) {
            draws_read = static_cast<bool>(std::istringstream(line.substr(6)) >> search.draws);
            continue;
        }
        REQUIRE_FALSE(draws_read); // the count comes last
        std::istringstream words(line);
        std::size_t index = 0;
        std::string move, colour;
        RaveNode n;
        const bool read = static_cast<bool>(words >> index >> move >> colour >> n.passes >>
                                            n.visits >> n.total >> n.amaf_visits >> n.amaf_total);
        REQUIRE(read);
        REQUIRE(index == tree.nodes.size());
        n.move = move == "root" ? kNoPoint : *parse_gtp_vertex(geometry, move);
        n.player = colour == "B" ? Color::Black : (colour == "W" ? Color::White : Color::Empty);
        for (int child; words >> child;) n.children.push_back(child);
        tree.nodes.push_back(n);
    }
    REQUIRE(draws_read);
    return search;
}

void check_search(const ReferenceSearch& search, const RaveOptions& options)
{
    const RaveTree& tree = search.tree;
    REQUIRE(!tree.nodes.empty());
    CHECK(tree.nodes[0].visits == options.playouts);
    // Every simulation that did not end in a finished game (a node after two passes) played a
    // playout from a position with an empty point, and such a playout draws at least once.
    // (The count itself is the reference solution's; this says only that it is not too few.)
    int finished = 0;
    for (const RaveNode& n : tree.nodes)
        if (n.passes == 2) finished += n.visits;
    CHECK(search.draws >= static_cast<std::uint64_t>(options.playouts - finished));
    for (std::size_t i = 0; i < tree.nodes.size(); ++i) {
        CAPTURE(i);
        const RaveNode& n = tree.nodes[i];
        CHECK(std::abs(n.total) <= n.visits);
        CHECK(std::abs(n.amaf_total) <= n.amaf_visits);
        if (n.move != kPass && n.move != kNoPoint) CHECK(n.amaf_visits >= n.visits);
        if (n.children.empty()) continue;
        int below = 0;
        for (int c : n.children) {
            CHECK(static_cast<std::size_t>(c) > i);
            CHECK(tree.nodes[static_cast<std::size_t>(c)].player == opponent(n.player));
            below += tree.nodes[static_cast<std::size_t>(c)].visits;
        }
        CHECK(n.visits == below + (i == 0 ? 0 : options.expand_after));
    }
}

// GNU Go's answers to `questions` about `diagram` with `komi`, the stones placed with `play`
// (every string of these positions has a liberty, so nothing is captured on the way).
std::vector<std::string> ask_gnugo_about(const char* diagram, double komi,
                                         const std::vector<std::string>& questions)
{
    const Board board = parse_diagram(diagram);
    std::vector<std::string> commands{"boardsize " + std::to_string(board.width()), "clear_board",
                                      "komi " + data::number(komi)};
    for (Point p : board.points())
        if (board.at(p) != Color::Empty)
            commands.push_back(std::string("play ") +
                               (board.at(p) == Color::Black ? "black " : "white ") +
                               to_gtp_vertex(board.geometry(), p));
    commands.insert(commands.end(), questions.begin(), questions.end());
    std::vector<std::string> answers = stonelab::test::ask_gnugo(commands);
    return std::vector<std::string>(answers.end() - static_cast<std::ptrdiff_t>(questions.size()),
                                    answers.end());
}

int most_visited_root_child(const RaveTree& tree)
{
    int best = -1;
    for (int c : tree.nodes[0].children)
        if (best == -1 || tree.nodes[static_cast<std::size_t>(c)].visits >
                              tree.nodes[static_cast<std::size_t>(best)].visits)
            best = c;
    return best;
}

} // namespace

TEST_CASE("task 1: the reference RAVE trees add up, and find D3 in the race",
          "[lesson12][task_1][reference]")
{
    for (const data::RaveSpec& spec : data::kReferenceRave) {
        CAPTURE(data::call_of(spec));
        const Geometry geometry = start_of(spec).geometry();
        const ReferenceSearch search = parse_search(reference_text("rave", spec), geometry);
        const RaveTree& tree = search.tree;
        check_search(search, spec.options);
        if (std::string(spec.position) == "race")
            CHECK(to_gtp_vertex(
                      geometry,
                      tree.nodes[static_cast<std::size_t>(most_visited_root_child(tree))].move) ==
                  "D3");
    }
    for (const data::RaveSpec& spec : data::kHiddenRave) {
        CAPTURE(data::call_of(spec));
        const Geometry geometry = start_of(spec).geometry();
        const std::string path = std::string(LESSON_HIDDEN_DATA) + "/rave-" + data::file_name(spec);
        check_search(parse_search(stonelab::test::read_text(path), geometry), spec.options);
    }
}

TEST_CASE("task 2: the reference playouts are legal, fill no own eye and are scored right",
          "[lesson12][task_2][reference]")
{
    for (const data::PolicySpec& spec : data::kReferencePolicy) {
        CAPTURE(data::call_of(spec));
        Board board = start_of(spec);
        const int cap = default_move_cap(board);
        std::istringstream in(reference_text("policy", spec));
        std::string line, word;
        std::getline(in, line); // the call
        double margin = 0;
        int count = 0;
        const bool header =
            (in >> word >> margin) && word == "margin" && (in >> word >> count) && word == "moves";
        REQUIRE(header);
        Color expected_colour = spec.to_move;
        int passes = 0;
        std::uint64_t least_draws = 0; // a move on a board with an empty point draws at least once
        for (int i = 0; i < count; ++i) {
            CAPTURE(i);
            std::string colour, vertex;
            const bool read = static_cast<bool>(in >> colour >> vertex);
            REQUIRE(read);
            const Color color = colour == "B" ? Color::Black : Color::White;
            CHECK(color == expected_colour);
            const Point p = *parse_gtp_vertex(board.geometry(), vertex);
            REQUIRE(passes < 2);
            const auto points = board.points();
            if (std::any_of(points.begin(), points.end(),
                            [&](Point q) { return board.at(q) == Color::Empty; }))
                ++least_draws;
            if (p != kPass) {
                CHECK(board.is_legal(color, p));
                CHECK_FALSE(board.is_own_eye(color, p));
            }
            board.play(color, p);
            passes = p == kPass ? passes + 1 : 0;
            expected_colour = opponent(color);
        }
        CHECK((passes == 2 || count == cap));
        CHECK(margin == count_score(board, spec.komi).margin());
        std::uint64_t draws = 0;
        const bool draws_read = (in >> word >> draws) && word == "draws";
        REQUIRE(draws_read);
        CHECK(draws >= least_draws);
    }
}

TEST_CASE("task 4: GNU Go names the same dead stones and gives the same final scores",
          "[lesson12][task_4][reference]")
{
    // test_gtp.cpp: C3 dead and B+24.5; the walls: nothing dead; A3 and C3 dead, B+24.5.
    CHECK(ask_gnugo_about(data::kDeadStone, 0.5, {"final_status_list dead", "final_score"}) ==
          std::vector<std::string>{"C3", "B+24.5"});
    CHECK(ask_gnugo_about(data::kWalls, 0.5, {"final_status_list dead"}) ==
          std::vector<std::string>{""});
    // Two dead stones: GNU Go lists each dead string on a line of its own, the lesson all the
    // vertices on one line, in raster order.
    std::vector<std::string> two =
        ask_gnugo_about(data::kDeadStones, 0.5, {"final_status_list dead", "final_score"});
    std::replace(two[0].begin(), two[0].end(), '\n', ' ');
    CHECK(two == std::vector<std::string>{"A3 C3", "B+24.5"});
    // test_decisions.cpp: the ring's white stone is dead, B+24.5 with komi 0.5. (The walls'
    // score is not compared: their C column is five neutral points that GNU Go expects the
    // players to fill, Black first, so it says B+1 where the count as it stands says 0.)
    CHECK(ask_gnugo_about(data::kRing, 0.5, {"final_status_list dead", "final_score"}) ==
          std::vector<std::string>{"C3", "B+24.5"});
}
