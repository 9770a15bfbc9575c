// Lesson 6, tasks 1 to 3: your code. Read lessons/06-strings/README.md, then replace each
// `throw NotImplemented(...)` with your own code, one task at a time. Check your work with
// `stonelab check 6`, and watch it run with `stonelab run 6 --step`.
#include "strings.hpp"

#include "lessons/not_implemented.hpp"

namespace stonelab::lesson06 {

// Helpers of your own (a flood of one string, sorting a list and dropping repeats) go here.
namespace {
} // namespace

// TODO task 1: label every string, ids 1, 2, ... in the order a raster scan meets them.
StringLabels label_strings(const Board& /*board*/) { throw NotImplemented("06-strings", 1); }

// TODO task 2: the record of every string: records[k] is string k + 1.
std::vector<StringRecord> string_records(const Board& /*board*/, const StringLabels& /*labels*/)
{
    throw NotImplemented("06-strings", 2);
}

// TODO task 3: the ids of the opponent strings touching `string`, each once, ascending.
std::vector<int> neighbour_strings(const StringLabels& /*labels*/, const StringRecord& /*string*/)
{
    throw NotImplemented("06-strings", 3);
}

// TODO task 3: the strings of `player` with exactly one liberty, and that liberty.
std::vector<Atari> strings_in_atari(const std::vector<StringRecord>& /*records*/, Color /*player*/)
{
    throw NotImplemented("06-strings", 3);
}

} // namespace stonelab::lesson06
