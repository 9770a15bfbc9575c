// Helpers shared by lesson 8's tests: the reference outputs and their positions, the check
// that names the first line where your output parts from the reference, and points by their
// names (tests/support/points.hpp).
#pragma once

#include "monte_carlo_data.hpp"

#include "support/check_sections.hpp"
#include "support/points.hpp"
#include "support/readable.hpp"
#include "support/sections.hpp"
#include "support/text.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

namespace stonelab::lesson08::test {

inline const std::filesystem::path kDataDir = LESSON_DATA;

/// The reference file `folder/file_name(spec)`.
template <class Spec> std::string reference_text(const std::string& folder, const Spec& spec)
{
    return stonelab::test::read_text(kDataDir / folder / data::file_name(spec));
}

template <class Spec> Board start_of(const Spec& spec)
{
    return data::board_of(data::position(spec.position));
}

using stonelab::test::check_same_text;

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
