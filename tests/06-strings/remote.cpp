// Lesson 6's interface across the sandbox's wall (grader/kit/remote.hpp): how its types are
// written, the list of its functions, and, in the tests' process, a stub for each. `play`
// takes the table by reference: it crosses, and comes back brought up to date.
#include "strings.hpp"

#include "grader/kit/remote.hpp"

namespace stonelab::lesson06 {

template <class Fields> void describe(Fields& fields, StringLabels& labels)
{
    fields(labels.width, labels.height, labels.id);
}

template <class Fields> void describe(Fields& fields, StringRecord& record)
{
    fields(record.id, record.color, record.stones, record.liberties, record.neighbours);
}

template <class Fields> void describe(Fields& fields, Atari& atari)
{
    fields(atari.id, atari.liberty);
}

template <class Fields> void describe(Fields& fields, StringTable& table)
{
    fields(table.width, table.height, table.cells, table.id, table.strings, table.next_id);
}

template <class Fields> void describe(Fields& fields, MoveReport& report)
{
    fields(report.id, report.joined, report.captured);
}

} // namespace stonelab::lesson06

namespace stonelab::remote {

const Interface& lesson_interface()
{
    static const Interface functions = {
        function<&lesson06::label_strings>("label_strings"),
        function<&lesson06::string_records>("string_records"),
        function<&lesson06::neighbour_strings>("neighbour_strings"),
        function<&lesson06::strings_in_atari>("strings_in_atari"),
        function<&lesson06::play>("play"),
    };
    return functions;
}

} // namespace stonelab::remote

#ifdef STONELAB_TESTS_SIDE
namespace stonelab::lesson06 {

StringLabels label_strings(const Board& board) { return remote::call<&label_strings>(board); }

std::vector<StringRecord> string_records(const Board& board, const StringLabels& labels)
{
    return remote::call<&string_records>(board, labels);
}

std::vector<int> neighbour_strings(const StringLabels& labels, const StringRecord& string)
{
    return remote::call<&neighbour_strings>(labels, string);
}

std::vector<Atari> strings_in_atari(const std::vector<StringRecord>& records, Color player)
{
    return remote::call<&strings_in_atari>(records, player);
}

MoveReport play(StringTable& table, Color color, Point p)
{
    return remote::call<&play>(table, color, p);
}

} // namespace stonelab::lesson06
#endif
