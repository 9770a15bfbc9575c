// Helpers shared by lesson 12's tests: the reference outputs and their positions, the check
// that names the first line where your output parts from the reference, and points by their
// names (tests/support/points.hpp).
#pragma once

#include "capstone_data.hpp"

#include "support/check_sections.hpp"
#include "support/points.hpp"
#include "support/readable.hpp"
#include "support/sections.hpp"
#include "support/text.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

namespace stonelab::lesson12::test {

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
