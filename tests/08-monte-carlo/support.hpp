// Helpers of lesson 8's tests: those of every lesson with reference runs
// (tests/support/reference_runs.hpp), where its runs start, and its tree nodes made by hand.
#pragma once

#include "monte_carlo_data.hpp"

#include "support/reference_runs.hpp"

#include <catch2/catch.hpp>

namespace stonelab::lesson08::test {

using stonelab::test::check_same_text;
using stonelab::test::reference_text;

/// The board `spec`'s run starts from.
template <class Spec> Board start_of(const Spec& spec)
{
    return data::board_of(data::position(spec.position));
}

/// A node for hand-made trees.
inline Node node(Point move, Color player, int visits, int total, std::vector<int> children = {},
                 int passes = 0)
{
    Node n;
    n.move = move;
    n.player = player;
    n.passes = passes;
    n.visits = visits;
    n.total = total;
    n.children = std::move(children);
    return n;
}

} // namespace stonelab::lesson08::test
