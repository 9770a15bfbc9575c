// Helpers of lesson 12's tests: those of every lesson with reference runs
// (tests/support/reference_runs.hpp), where its runs start, and its tree nodes made by hand.
#pragma once

#include "capstone_data.hpp"

#include "support/reference_runs.hpp"

#include <catch2/catch.hpp>

namespace stonelab::lesson12::test {

// The two colours, short, as the diagrams' X and O are.
inline constexpr Color B = Color::Black;
inline constexpr Color W = Color::White;

using stonelab::test::check_same_text;
using stonelab::test::reference_text;

/// The board `spec`'s run starts from.
template <class Spec> Board start_of(const Spec& spec)
{
    return data::board_of(data::position(spec.position));
}

/// A node for hand-made trees.
inline RaveNode node(Point move, Color player, int visits, int total, int amaf_visits,
                     int amaf_total, std::vector<int> children = {})
{
    RaveNode n;
    n.move = move;
    n.player = player;
    n.visits = visits;
    n.total = total;
    n.amaf_visits = amaf_visits;
    n.amaf_total = amaf_total;
    n.children = std::move(children);
    return n;
}

} // namespace stonelab::lesson12::test
