/// \file
/// What the tests of a lesson with seeded reference runs share (lessons 8 and 12: searches
/// and playouts kept as reference outputs, each named by a spec of the lesson's data header):
/// the reference output of a spec's run, the check that names the first line where an output
/// parts from it, points by their names and Catch2's names for the engine's values. A lesson's
/// `support.hpp` includes this after its data header and adds what is its own: where its runs
/// start (`start_of`) and its tree nodes made by hand.
#pragma once

#include "support/check_sections.hpp"
#include "support/points.hpp"
#include "support/readable.hpp"
#include "support/sections.hpp"
#include "support/text.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

namespace stonelab::test {

/// The reference output of `spec`'s run: the file `file_name(spec)` in `folder` of the
/// lesson's data (LESSON_DATA). `file_name` is the lesson's own, beside its specs in its data
/// namespace, where argument-dependent lookup finds it.
template <class Spec> std::string reference_text(const std::string& folder, const Spec& spec)
{
    return read_text(std::filesystem::path(LESSON_DATA) / folder / file_name(spec));
}

} // namespace stonelab::test
