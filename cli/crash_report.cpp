#include "cli/crash_report.hpp"

#include "common/text.hpp"

#include <algorithm>
#include <cctype>
#include <sstream>
#include <string_view>
#include <vector>

namespace stonelab::cli {

namespace {

/// One frame of a sanitizer's stack trace: `#3 0x55d1 in walk_from(...) /path/file.cpp:27:12`.
struct Frame {
    std::string function;
    std::string file; ///< empty when the frame has no source line (a library's)
    int line = 0;
};

/// The whole number at the start of `text` (digits, after an optional '-'), or nothing.
std::optional<long> leading_number(std::string_view text)
{
    std::size_t digits = text.starts_with('-') ? 1 : 0;
    while (digits < text.size() && std::isdigit(static_cast<unsigned char>(text[digits]))) ++digits;
    if (digits == 0 || (digits == 1 && text.starts_with('-'))) return std::nullopt;
    return std::stol(std::string(text.substr(0, digits)));
}

/// The number right after `words` in `line`, or nothing.
std::optional<long> number_after(const std::string& line, std::string_view words)
{
    const auto at = line.find(words);
    if (at == std::string::npos) return std::nullopt;
    return leading_number(std::string_view(line).substr(at + words.size()));
}

/// A frame line, `#3 0x55d1 in walk_from(int) /path/file.cpp:27:12`, or nothing.
std::optional<Frame> frame_of(const std::string& line)
{
    const std::string_view text =
        std::string_view(line).substr(std::min(line.find_first_not_of(' '), line.size()));
    const auto in = text.find(" in ");
    if (!text.starts_with('#') || in == std::string_view::npos || text.find(" 0x") > in)
        return std::nullopt;
    Frame frame;
    const std::string_view rest = text.substr(in + 4);
    // The file is the last word: /path/file.cpp:27 or /path/file.cpp:27:12; a library's
    // frame ends with (/lib/libc.so.6+0x2724a) instead.
    const auto space = rest.rfind(' ');
    if (space == std::string_view::npos || rest.back() == ')') return frame;
    std::string_view place = rest.substr(space + 1);
    const auto colon = place.find(':');
    if (colon == std::string_view::npos) return frame;
    const auto line_number = leading_number(place.substr(colon + 1));
    if (!line_number) return frame;
    frame.function = std::string(rest.substr(0, space));
    frame.file = std::string(place.substr(0, colon));
    frame.line = static_cast<int>(*line_number);
    return frame;
}

/// The frames of the first stack trace in `lines` from `from` on (up to its end).
std::vector<Frame> frames_from(const std::vector<std::string>& lines, std::size_t from)
{
    std::vector<Frame> frames;
    for (std::size_t i = from; i < lines.size(); ++i) {
        if (auto frame = frame_of(lines[i]))
            frames.push_back(std::move(*frame));
        else if (!frames.empty())
            break;
    }
    return frames;
}

/// The first line holding `words`, or lines.size().
std::size_t find_line(const std::vector<std::string>& lines, const std::string& words)
{
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (lines[i].find(words) != std::string::npos) return i;
    return lines.size();
}

/// The first frame in the student's code, or nothing.
const Frame* students_frame(const std::vector<Frame>& frames, const std::string& students)
{
    for (const Frame& frame : frames)
        if (frame.file.find(students) != std::string::npos) return &frame;
    return nullptr;
}

/// "exercises/02-capture-recursion/capture.cpp:27" from the frame's absolute path.
std::string place_of(const Frame& frame, const std::string& students)
{
    const std::string file = frame.file.substr(frame.file.find(students));
    return file + ":" + std::to_string(frame.line);
}

/// The function's name without its namespace, parameters and return type: "walk_from".
std::string short_name(const std::string& function)
{
    std::string name = function.substr(0, function.find('('));
    const auto colons = name.rfind("::");
    if (colons != std::string::npos) name = name.substr(colons + 2);
    return name;
}

/// "a read outside an array: index 122 of an array of 121 elements ..." from ASan's "READ of
/// size 4" and "located 4 bytes to the right of 484-byte region", or for an array on the stack
/// its name: "... 'marks' (line 9) <== Memory access at offset 52 overflows this variable".
std::string array_words(const std::vector<std::string>& lines)
{
    std::string kind = "a read or write";
    long size = 0;
    std::string words;
    for (const std::string& line : lines) {
        if (size == 0 &&
            (line.starts_with("READ of size ") || line.starts_with("WRITE of size "))) {
            kind = line.starts_with("READ") ? "a read" : "a write";
            size = number_after(line, " of size ").value_or(0);
        } else if (const auto beyond = number_after(line, "is located "); beyond && size > 0) {
            const bool right = line.find(" bytes to the right of ") != std::string::npos;
            const bool left = line.find(" bytes to the left of ") != std::string::npos;
            const auto region =
                number_after(line, right ? " bytes to the right of " : " bytes to the left of ");
            if ((right || left) && region) {
                const long index =
                    right ? (*region + *beyond) / size : -((*beyond + size - 1) / size);
                words = ": index " + std::to_string(index) + " of an array of " +
                        std::to_string(*region / size) + " elements (" + std::to_string(size) +
                        " bytes each), whose indices go from 0 to " +
                        std::to_string(*region / size - 1);
            }
        } else if (line.find("<== Memory access at offset") != std::string::npos) {
            const auto open = line.find('\'');
            const auto close = line.find('\'', open + 1);
            if (open != std::string::npos && close != std::string::npos)
                words =
                    ", past the end of the array '" + line.substr(open + 1, close - open - 1) + "'";
        }
    }
    return kind + " outside an array" + words;
}

/// "std::vector" from a library frame's function, "std::vector<int, ...>::push_back(int
/// const&)" or "void std::vector<int, ...>::_M_realloc_insert<...>(...)", when it is one of the
/// standard containers; else empty.
std::string container_of(const std::string& function)
{
    const auto std_at = function.find("std::");
    if (std_at == std::string::npos) return "";
    std::string name = function.substr(std_at, function.find('<', std_at) - std_at);
    if (name.starts_with("std::__cxx11::")) name = "std::" + name.substr(14);
    if (name == "std::basic_string") return "std::string";
    for (const char* container :
         {"std::vector", "std::deque", "std::stack", "std::queue", "std::priority_queue",
          "std::list", "std::forward_list", "std::map", "std::multimap", "std::set",
          "std::multiset", "std::unordered_map", "std::unordered_set", "std::string"})
        if (name == container) return name;
    return "";
}

/// What filled the memory, for a report of AddressSanitizer's memory limits (the allocation
/// that passed them, and its stack): a recursion that allocates at every call (the student's
/// function more than once in the stack), a container that grows without end (the library's
/// frame the student's code called: std::vector's push_back), or the student's own allocations.
std::string memory_words(const std::vector<Frame>& frames, const std::string& students)
{
    const std::string what = "memory exhausted: ";
    const Frame* mine = students_frame(frames, students);
    if (!mine)
        return what + "the test used more memory than it may, and the report names no line of "
                      "your code";
    const std::string name = short_name(mine->function);
    const auto calls = std::count_if(frames.begin(), frames.end(), [&](const Frame& frame) {
        return frame.function == mine->function;
    });
    if (calls > 1)
        return what + name +
               " called itself again and again without returning, allocating memory at every "
               "call — check its base case (the case that returns without calling itself), and "
               "that every call gets closer to it";
    // The nearest frame above the student's that names its function: the library's call.
    for (const Frame* frame = mine; frame != frames.data();) {
        --frame;
        if (frame->function.empty()) continue;
        const std::string container = container_of(frame->function);
        if (container.empty()) break;
        std::string member = short_name(frame->function);
        member = member.substr(0, member.find('<'));
        return what + "a " + container + " grew without end (" + member +
               ", here) — does the loop that fills it ever stop? (A flood pushes each point "
               "once: mark a point when you push it and push only unmarked points, or "
               "neighbours push each other back for ever.)";
    }
    return what + name + " allocates memory here again and again, without end";
}

CrashDiagnosis at_student(CrashDiagnosis diagnosis, const std::vector<Frame>& frames,
                          const std::string& students)
{
    if (const Frame* frame = students_frame(frames, students)) {
        diagnosis.where = place_of(*frame, students);
        diagnosis.function = frame->function;
    }
    return diagnosis;
}

std::optional<CrashDiagnosis> undefined_behaviour(const std::vector<std::string>& lines,
                                                  std::size_t at, const std::string& students)
{
    const std::string& line = lines[at];
    const std::string message = line.substr(line.find("runtime error: ") + 15);
    CrashDiagnosis diagnosis;
    // "index 12 out of bounds for type 'int [10]'"
    const auto index =
        message.starts_with("index ") ? number_after(message, "index ") : std::nullopt;
    const auto open = message.rfind('[');
    const auto elements = open == std::string::npos
                              ? std::nullopt
                              : leading_number(std::string_view(message).substr(open + 1));
    if (index && elements && message.find(" out of bounds for type ") != std::string::npos)
        diagnosis.what = "an index outside an array: index " + std::to_string(*index) +
                         " of an array of " + std::to_string(*elements) +
                         " elements, whose indices go from 0 to " + std::to_string(*elements - 1);
    else if (message.find("null pointer") != std::string::npos)
        diagnosis.what = "a null pointer used as if it pointed at something (" + message + ")";
    else
        diagnosis.what = "undefined behaviour: " + message;
    return at_student(diagnosis, frames_from(lines, at + 1), students);
}

} // namespace

std::optional<CrashDiagnosis> diagnose_crash(const std::string& output, const std::string& students)
{
    const std::vector<std::string> lines = lines_of(output);
    if (const std::size_t at = find_line(lines, "runtime error: "); at < lines.size())
        return undefined_behaviour(lines, at, students);

    const std::size_t error = find_line(lines, "ERROR: AddressSanitizer: ");
    const std::vector<Frame> frames =
        error < lines.size() ? frames_from(lines, error + 1) : std::vector<Frame>{};
    const auto report = [&](const std::string& what) {
        return std::optional<CrashDiagnosis>(at_student({what, "", ""}, frames, students));
    };

    // libstdc++'s checks (_GLIBCXX_ASSERTIONS) abort with the condition that failed.
    if (find_line(lines, "Assertion '__n < this->size()' failed") < lines.size())
        return report("an index outside a std::vector: operator[] was given an index that is "
                      "not less than the vector's size() (a vector of size 0 has no index at "
                      "all: was it never sized?)");
    if (find_line(lines, "!this->empty()") < lines.size())
        return report("a std::vector used while empty (front, back or pop_back)");
    if (error == lines.size()) return std::nullopt;

    const std::string& headline = lines[error];
    if (headline.find("stack-overflow") != std::string::npos) {
        const Frame* mine = students_frame(frames, students);
        std::string what = "stack overflow";
        if (mine) {
            long calls = 0;
            for (const Frame& frame : frames) calls += frame.function == mine->function;
            // ASan shows at most about 250 frames of a stack; a longer one is cut there.
            const bool cut = frames.size() >= 240;
            what += ": " + short_name(mine->function) + " called itself " +
                    (cut ? "more than " : "") + std::to_string(calls) +
                    " times without returning — check its base case (the case that returns "
                    "without calling itself), and that every call gets closer to it";
        } else {
            what += ": a recursion that never stops — check the base case of your recursion";
        }
        return report(what);
    }
    // AddressSanitizer's memory limits (cmd_check.cpp sets them as the plain run's): one
    // allocation too large, the resident memory past the limit, the allocator out of memory.
    if (headline.find("requested allocation size") != std::string::npos ||
        headline.find("RSS limit exceeded") != std::string::npos ||
        headline.find("out of memory") != std::string::npos)
        return report(memory_words(frames, students));
    if (headline.find("heap-use-after-free") != std::string::npos)
        return report("memory used after it was freed (a pointer or reference into a vector "
                      "that has since grown, or to something deleted?)");
    if (headline.find("buffer-overflow") != std::string::npos ||
        headline.find("buffer-underflow") != std::string::npos)
        return report(array_words(lines));
    if (headline.find("SEGV on unknown address") != std::string::npos) {
        const bool null = headline.find("address 0x000000000") != std::string::npos ||
                          find_line(lines, "zero page") < lines.size();
        return report(null ? "a null pointer dereferenced: a pointer that is nullptr, or an "
                             "element of a vector that was never sized (an empty vector's "
                             "data is a null pointer)"
                           : "a read or write at a bad address: a dangling pointer, or an index "
                             "far outside an array");
    }
    if (const std::size_t at = find_line(lines, "terminate called after throwing");
        at < lines.size())
        return report("an exception escaped and ended the program (" + lines[at] + ")");
    if (headline.find("ABRT") != std::string::npos) return report("abort() was called");
    return report(headline.substr(headline.find("AddressSanitizer: ") + 18));
}

std::string describe(const CrashDiagnosis& diagnosis)
{
    if (diagnosis.where.empty()) return "the sanitizers found " + diagnosis.what;
    return diagnosis.where + ", in " + short_name(diagnosis.function) + ": " + diagnosis.what;
}

PlainFailure plain_failure(const std::string& judge_message)
{
    if (judge_message.starts_with("crashed: ") ||
        judge_message.starts_with("the test itself crashed"))
        return PlainFailure::Crash;
    if (judge_message.starts_with("killed: used more than ")) return PlainFailure::OutOfMemory;
    return PlainFailure::Other;
}

std::string explain_sanitized_run(PlainFailure failure, const SanitizedRun& run,
                                  const std::string& students)
{
    if (const auto diagnosis = diagnose_crash(run.output, students)) return describe(*diagnosis);
    const std::string again = "(run again with the sanitizers, ";
    const bool memory = failure == PlainFailure::OutOfMemory;
    if (run.timed_out)
        return again + "it was still running after " + std::to_string(run.cpu_seconds) +
               " s of CPU, " +
               (memory ? "before it reached the memory limit" : "before it crashed") +
               ", so they cannot say where: look for a loop that does not end" +
               (memory ? " and adds to a container as it goes)" : ")");
    if (run.signal != 0) return again + "it crashed again, but they printed no report of where)";
    if (memory)
        // The plain run's limit is on address space, the sanitized run's on memory used: a
        // container reserved far larger than it is filled passes one and not the other.
        return again + "it did not run out of memory: look for a container sized or reserved "
                       "far larger than it needs to be)";
    return again + "it did not crash: the crash depends on memory it should not read, which the "
                   "sanitizers lay out differently)";
}

} // namespace stonelab::cli
