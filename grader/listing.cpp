#include "grader/listing.hpp"

#include "common/process.hpp"

#include <algorithm>
#include <cstdlib>
#include <sstream>
#include <stdexcept>

namespace stonelab::grader {

bool TestCase::has_tag(const std::string& tag) const
{
    return std::find(tags.begin(), tags.end(), tag) != tags.end();
}

std::vector<TestCase> parse_test_listing(const std::string& listing)
{
    std::vector<TestCase> tests;
    std::istringstream in(listing);
    for (std::string line; std::getline(in, line);) {
        std::vector<std::string> fields;
        std::size_t start = 0;
        for (int field = 0; field < 3; ++field) {
            const auto tab = line.find('\t', start);
            if (tab == std::string::npos) break;
            fields.push_back(line.substr(start, tab - start));
            start = tab + 1;
        }
        if (fields.size() != 3) continue;
        TestCase test;
        test.file = fields[0];
        test.line = std::atoi(fields[1].c_str());
        test.name = line.substr(start);
        // Tags: "[lesson02][task_3]".
        for (std::size_t at = fields[2].find('['); at != std::string::npos;
             at = fields[2].find('[', at + 1)) {
            const auto close = fields[2].find(']', at);
            if (close == std::string::npos) break;
            test.tags.push_back(fields[2].substr(at + 1, close - at - 1));
        }
        for (const std::string& tag : test.tags)
            if (tag.starts_with("task_")) test.task = std::atoi(tag.c_str() + 5);
        tests.push_back(test);
    }
    return tests;
}

std::string test_case_source(const std::string& source, int line)
{
    std::size_t at = 0;
    for (int current = 1; current < line && at != std::string::npos; ++current)
        at = source.find('\n', at) == std::string::npos ? std::string::npos
                                                        : source.find('\n', at) + 1;
    if (at == std::string::npos || at >= source.size()) return "";
    const std::size_t start = at;
    int depth = 0;
    bool opened = false;
    while (at < source.size()) {
        const char c = source[at];
        if (c == '/' && source.compare(at, 2, "//") == 0) {
            at = source.find('\n', at);
            if (at == std::string::npos) break;
            continue;
        }
        if (c == '/' && source.compare(at, 2, "/*") == 0) {
            at = source.find("*/", at + 2);
            if (at == std::string::npos) break;
            at += 2;
            continue;
        }
        if (c == 'R' && source.compare(at, 2, "R\"") == 0) { // R"delim( ... )delim"
            const auto paren = source.find('(', at + 2);
            if (paren == std::string::npos) break;
            const std::string closing = ")" + source.substr(at + 2, paren - at - 2) + "\"";
            at = source.find(closing, paren);
            if (at == std::string::npos) break;
            at += closing.size();
            continue;
        }
        if (c == '"' || c == '\'') {
            for (++at; at < source.size() && source[at] != c; ++at)
                if (source[at] == '\\') ++at;
            ++at;
            continue;
        }
        if (c == '{') {
            ++depth;
            opened = true;
        } else if (c == '}' && --depth == 0 && opened) {
            return source.substr(start, at + 1 - start) + "\n";
        }
        ++at;
    }
    return source.substr(start);
}

std::vector<TestCase> list_test_cases(const std::filesystem::path& program)
{
    const ProcessResult listing = run_captured({program.string(), "--stonelab-list"},
                                               program.parent_path(), {std::chrono::seconds(30)});
    if (!listing.succeeded())
        throw std::runtime_error("cannot list the tests of " + program.string() + ": it " +
                                 describe_ending(listing));
    return parse_test_listing(listing.output);
}

void sort_for_reading(std::vector<TestCase>& tests, const Lesson& lesson)
{
    std::stable_sort(tests.begin(), tests.end(), [&](const TestCase& a, const TestCase& b) {
        const bool a_hidden = lesson.is_hidden(a.name);
        const bool b_hidden = lesson.is_hidden(b.name);
        return a.task != b.task ? a.task < b.task : !a_hidden && b_hidden;
    });
}

} // namespace stonelab::grader
