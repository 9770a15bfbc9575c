// Fuzz target for what the grader's tests' process reads from a student's process
// (grader/kit/remote.hpp): an answer is whatever bytes the student's code chose to write. The
// first byte picks what the bytes are read as, the rest is the message. Reading gives a value
// or throws WireError (or, for an exception's record, the exception it describes); it never
// crashes, never reads past the message and never allocates more than the message's size
// allows (libFuzzer's -rss_limit_mb catches that).
#include "grader/kit/remote.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <map>
#include <string>
#include <vector>

namespace stonelab::remote {
// This program answers no calls: its lesson has no functions.
const Interface& lesson_interface()
{
    static const Interface none;
    return none;
}
} // namespace stonelab::remote

namespace {

using namespace stonelab;
using namespace stonelab::remote;

struct Walk {
    std::vector<Point> stones;
    std::vector<Point> liberties;
    std::map<Point, int> deltas;
    std::optional<std::array<Color, 4>> around;
};

template <class Fields> void describe(Fields& fields, Walk& walk)
{
    fields(walk.stones, walk.liberties, walk.deltas, walk.around);
}

template <class T> void read_whole(std::string_view message)
{
    Reader in(message);
    T value = Blank<T>::make();
    read(in, value);
    in.expect_end();
    // What was read must write back to the same bytes' meaning: read it again from its own
    // writing, which must succeed.
    Writer again;
    write(again, value);
    Reader check(again.message());
    T same = Blank<T>::make();
    read(check, same);
    check.expect_end();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0) return 0;
    const std::string message(reinterpret_cast<const char*>(data) + 1, size - 1);
    try {
        switch (data[0] % 9) {
        case 0: read_whole<bool>(message); break;
        case 1: read_whole<int>(message); break;
        case 2: read_whole<std::string>(message); break;
        case 3: read_whole<std::vector<Point>>(message); break;
        case 4: read_whole<Walk>(message); break;
        case 5: read_whole<Board>(message); break;
        case 6: read_whole<Rng>(message); break;
        case 7: read_whole<std::vector<std::vector<Color>>>(message); break;
        case 8: {
            Reader in(message);
            throw_exception(in); // always throws: the exception the record describes, or WireError
        }
        }
    } catch (const WireError&) {
    } catch (const std::exception&) {
        // An exception read from the record: what it said does not matter here.
    }
    return 0;
}
