#include "grader/kit.hpp"

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace stonelab::grader {

GradingKit read_grading_kit(const std::filesystem::path& path)
{
    std::ifstream in(path);
    if (!in)
        throw std::runtime_error("cannot read " + path.string() + ": build the grading_kit target");
    GradingKit kit;
    int line_number = 0;
    const auto bad_line = [&](const std::string& why) {
        return std::runtime_error(path.string() + " line " + std::to_string(line_number) + ": " +
                                  why);
    };
    for (std::string line; std::getline(in, line);) {
        ++line_number;
        if (line.empty() || line.front() == '#') continue;
        const auto space = line.find(' ');
        const std::string key = line.substr(0, space);
        const std::string value = space == std::string::npos ? "" : line.substr(space + 1);
        if (key == "compiler") {
            kit.compiler = value;
        } else if (key == "compile") {
            kit.compile_flags.push_back(value);
        } else if (key == "link") {
            kit.link_flags.push_back(value);
        } else if (key == "course") {
            kit.course = value;
        } else if (key == "pch") {
            kit.pch = value;
        } else if (key == "library") {
            kit.libraries.emplace_back(value);
        } else if (key == "unpacker") {
            kit.unpacker = value;
        } else if (key == "lesson") {
            std::istringstream fields(value);
            int number = 0;
            std::string what, where;
            fields >> number >> what;
            std::getline(fields >> std::ws, where);
            if (number < 1 || where.empty()) throw bad_line("expected 'lesson NN WHAT VALUE'");
            GradingKit::Lesson& lesson = kit.lessons[number];
            if (what == "folder")
                lesson.folder = where;
            else if (what == "object")
                lesson.objects.emplace_back(where);
            else if (what == "tests")
                lesson.tests = where;
            else if (what == "data")
                lesson.data = where;
            else if (what == "hidden")
                lesson.hidden = where;
            else
                throw bad_line("unknown lesson setting '" + what + "'");
        } else {
            throw bad_line("unknown setting '" + key + "'");
        }
    }
    if (kit.compiler.empty() || kit.course.empty() || kit.unpacker.empty())
        throw std::runtime_error(path.string() + " names no compiler, course or unpacker");
    return kit;
}

} // namespace stonelab::grader
