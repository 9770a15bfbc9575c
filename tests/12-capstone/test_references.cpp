// The reference outputs checked without the lesson's code. No outside program runs RAVE or
// this policy, so these [reference] tests check what must hold of any correct output: every
// RAVE tree adds up (a node's visits are its children's plus the visits before it had
// children), no statistic exceeds its count, a child walked into was also credited by AMAF,
// and both sides find D3 in the race; every policy playout is legal move by move, never fills
// an own eye, ends as the rules say and is scored by count_score. They read the reference
// files, never your code.
#include "support.hpp"

#include "engine/go/playout.hpp"
#include "engine/go/scoring.hpp"

#include <cstdlib>
#include <sstream>

using namespace stonelab;
using namespace stonelab::lesson12;
using namespace stonelab::lesson12::test;

namespace {

// A tree back from the lines data::to_text writes (comment lines skipped).
RaveTree parse_tree(const std::string& text, const Geometry& geometry)
{
    RaveTree tree;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
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
    return tree;
}

void check_tree(const RaveTree& tree, const RaveOptions& options)
{
    REQUIRE(!tree.nodes.empty());
    CHECK(tree.nodes[0].visits == options.playouts);
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
        const RaveTree tree = parse_tree(reference_text("rave", spec), geometry);
        check_tree(tree, spec.options);
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
        check_tree(parse_tree(stonelab::test::read_text(path), geometry), spec.options);
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
        for (int i = 0; i < count; ++i) {
            CAPTURE(i);
            std::string colour, vertex;
            const bool read = static_cast<bool>(in >> colour >> vertex);
            REQUIRE(read);
            const Color color = colour == "B" ? Color::Black : Color::White;
            CHECK(color == expected_colour);
            const Point p = *parse_gtp_vertex(board.geometry(), vertex);
            REQUIRE(passes < 2);
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
    }
}
