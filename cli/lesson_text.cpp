#include "cli/lesson_text.hpp"

#include "cli/commands.hpp"
#include "cli/messages.hpp"
#include "common/files.hpp"
#include "common/text.hpp"

#include "engine/base/utf8.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>
#include <vector>

namespace stonelab::cli {

namespace {

namespace fs = std::filesystem;

/// docs/figures.txt: each figure's or trace's name and its `stonelab` arguments.
std::map<std::string, std::string> read_figure_commands(const fs::path& root)
{
    const fs::path path = root / "docs" / "figures.txt";
    std::ifstream in(path);
    if (!in) throw LessonTextError("cannot read " + path.string());
    std::map<std::string, std::string> commands;
    for (std::string line; std::getline(in, line);) {
        line = trimmed(line);
        const auto bar = line.find('|');
        if (line.empty() || line.front() == '#' || bar == std::string::npos) continue;
        commands[trimmed(line.substr(0, bar))] = trimmed(line.substr(bar + 1));
    }
    return commands;
}

/// `text` without `option` and its value (figures.txt's `--format svg`).
std::string without_option(std::string text, const std::string& option)
{
    const auto at = text.find(" " + option + " ");
    if (at == std::string::npos) return text;
    const auto value_end = text.find(' ', at + option.size() + 2);
    return text.erase(at, value_end == std::string::npos ? std::string::npos : value_end - at);
}

/// Runs `stonelab ARGUMENTS --format text` in this process, from the course's top folder (the
/// figures' paths start there), and returns what it wrote.
std::string figure_text(const fs::path& root, const std::string& arguments)
{
    const TemporaryFolder folder("show");
    const fs::path output = folder.path() / "figure.txt";
    CLI::App app;
    const std::vector<Command> commands{add_board_command(app), add_tree_command(app)};
    const fs::path before = fs::current_path();
    fs::current_path(root);
    int status = 1;
    try {
        app.parse(without_option(arguments, "--format") + " --format text -o \"" + output.string() +
                      "\"",
                  false);
        for (const Command& command : commands)
            if (command.app->parsed()) status = command.run();
    } catch (const CLI::ParseError& error) {
        fs::current_path(before);
        throw LessonTextError(std::string("stonelab ") + arguments + ": " + error.what());
    } catch (const std::exception& error) {
        fs::current_path(before);
        throw LessonTextError("stonelab " + arguments + ": " + error.what());
    }
    fs::current_path(before);
    if (status != 0) throw LessonTextError("stonelab " + arguments + " failed");
    return read_file(output).value_or("");
}

/// `stonelab run N --step -- ARGS` for figures.txt's `run N --solution --trace --format json
/// -- ARGS`.
std::string step_command(const std::string& arguments)
{
    std::istringstream words(arguments);
    std::string run, lesson;
    words >> run >> lesson;
    if (run != "run") throw LessonTextError("'" + arguments + "' is not a `run N` command");
    std::string command = "stonelab run " + lesson + " --step";
    if (const auto rest = arguments.find(" -- "); rest != std::string::npos)
        command += arguments.substr(rest);
    return command;
}

/// `text` as a paragraph for an 80-column terminal: wrapped at spaces (and between Japanese
/// characters), its first line indented by two spaces and the others by four.
std::string paragraph(const std::string& text)
{
    std::string out;
    for (const std::string& line : wrapped_to_width(text, 74))
        out += (out.empty() ? "  " : "    ") + line + "\n";
    return out;
}

/// Every line of `text`, indented by `indent`.
std::string indented(const std::string& text, const std::string& indent)
{
    std::string out;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);)
        out += (line.empty() ? "" : indent) + line + "\n";
    return out;
}

class LessonText {
public:
    LessonText(const fs::path& root, const fs::path& readme, std::size_t wrap_width)
        : root_(root), where_(readme.lexically_relative(root).string()),
          commands_(read_figure_commands(root)), wrap_width_(wrap_width)
    {
    }

    std::string render(std::istream& in)
    {
        for (std::string line; std::getline(in, line);) {
            ++line_number_;
            const std::string body = trimmed(line);
            // A screen's name, for the check that keeps the two languages' texts alike
            // (tests/lessons/check_translations.py): nothing for the reader.
            if (!in_code_ && body.starts_with("<!-- screen:") && body.ends_with("-->")) continue;
            // A task's anchor (`<a id="task-2"></a>`), for the book's and the hints' links:
            // nothing to read on a terminal.
            if (!in_code_ && body.starts_with("<a id=\"") && body.ends_with("\"></a>")) continue;
            if (!body.starts_with("<!-- book:")) {
                flush_snippets();
                if (body.starts_with("```")) in_code_ = !in_code_;
                const bool prose = !in_code_ && !body.starts_with("```") && !body.starts_with("|");
                out_ += wrap_width_ != 0 && prose ? wrapped_markdown_line(line, wrap_width_)
                                                  : line + "\n";
                continue;
            }
            if (!body.ends_with("-->")) fail("a book directive must end on its line with -->");
            directive(trimmed(body.substr(10, body.size() - 13)));
        }
        flush_snippets();
        return out_;
    }

private:
    [[noreturn]] void fail(const std::string& message) const
    {
        throw LessonTextError(where_ + " line " + std::to_string(line_number_) + ": " + message);
    }

    void directive(const std::string& text)
    {
        const auto space = text.find(' ');
        const std::string kind = text.substr(0, space);
        const std::string rest = space == std::string::npos ? "" : trimmed(text.substr(space));
        if (kind == "snippet") {
            snippets_.push_back(rest);
            return;
        }
        flush_snippets();
        const auto bar = rest.find('|');
        if (bar == std::string::npos) fail("a " + kind + " needs 'NAME | caption'");
        const std::string name = trimmed(rest.substr(0, bar));
        const std::string caption = trimmed(rest.substr(bar + 1));
        const auto command = commands_.find(name);
        if (kind != "figure" && kind != "trace") fail("unknown book directive '" + kind + "'");
        if (command == commands_.end()) fail(name + " is not in docs/figures.txt");
        if (kind == "figure") {
            std::string drawing;
            try {
                drawing = figure_text(root_, command->second);
            } catch (const LessonTextError& error) {
                fail(std::string("the figure ") + name + " has no text form: " + error.what());
            }
            blank_line();
            out_ += indented(drawing, "    ") + "\n" +
                    paragraph(say(Message::FigureCaption, {caption}));
        } else {
            std::string step;
            try {
                step = step_command(command->second);
            } catch (const LessonTextError& error) {
                fail(std::string("the trace ") + name + ": " + error.what());
            }
            blank_line();
            out_ += paragraph(say(Message::TraceInBook, {caption})) +
                    say(Message::TraceInTerminal, {step}) + "\n";
        }
    }

    // One empty line before what follows, however the text ended.
    void blank_line()
    {
        if (!out_.empty() && !out_.ends_with("\n\n")) out_ += "\n";
    }

    // A run of quoted snippets: one line, naming each file once with its pieces.
    void flush_snippets()
    {
        if (snippets_.empty()) return;
        std::vector<std::pair<std::string, std::string>> files; // file, its markers
        for (const std::string& snippet : snippets_) {
            std::istringstream words(snippet);
            std::string file, marker;
            words >> file >> marker;
            if (files.empty() || files.back().first != file) files.push_back({file, ""});
            files.back().second += (files.back().second.empty() ? "" : ", ") + marker;
        }
        std::string pieces;
        for (const auto& [file, markers] : files)
            pieces += (pieces.empty() ? "" : "; ") + file + " (" + markers + ")";
        blank_line();
        out_ += paragraph(say(Message::SnippetsQuoted, {pieces}));
        snippets_.clear();
    }

    fs::path root_;
    std::string where_;
    std::map<std::string, std::string> commands_;
    std::vector<std::string> snippets_;
    std::string out_;
    int line_number_ = 0;
    std::size_t wrap_width_ = 0;
    bool in_code_ = false;
};

} // namespace

std::string terminal_lesson_text(const fs::path& root, const fs::path& readme,
                                 std::size_t wrap_width)
{
    std::ifstream in(readme);
    if (!in) throw LessonTextError("cannot read " + readme.string());
    return LessonText(root, readme, wrap_width).render(in);
}

std::string wrapped_markdown_line(const std::string& line, std::size_t width)
{
    if (display_width(line) <= width) return line + "\n";
    // What comes before the text: the indent, then a list's marker ("- ", "* ", "12. ") or a
    // quote's "> ". The continuation lines start under the text (a quote's with "> " again).
    std::size_t start = line.find_first_not_of(' ');
    if (start == std::string::npos) return line + "\n";
    std::string next_prefix(start, ' ');
    const std::string rest = line.substr(start);
    std::size_t marker = 0;
    if (rest.starts_with("- ") || rest.starts_with("* "))
        marker = 2;
    else if (rest.starts_with("> ")) {
        marker = 2;
        next_prefix += "> ";
    } else {
        const std::size_t digits = rest.find_first_not_of("0123456789");
        if (digits != std::string::npos && digits > 0 && rest.compare(digits, 2, ". ") == 0)
            marker = digits + 2;
    }
    if (marker != 0 && !rest.starts_with("> ")) next_prefix += std::string(marker, ' ');
    const std::string first_prefix = line.substr(0, start + marker);
    const std::size_t text_width = std::max<std::size_t>(20, width - next_prefix.size());
    // Inline code (`z + WIDTH`) is not broken at its spaces: they become no-break spaces
    // (U+00A0, one column, not a place to break) while the line is wrapped.
    const std::string no_break = "\u00A0";
    std::string text;
    bool code = false;
    for (const char c : line.substr(start + marker)) {
        if (c == '`') code = !code;
        text += code && c == ' ' ? no_break : std::string(1, c);
    }
    std::string out;
    for (const std::string& piece : wrapped_to_width(text, text_width))
        out +=
            (out.empty() ? first_prefix : next_prefix) + replace_all(piece, no_break, " ") + "\n";
    return out;
}

} // namespace stonelab::cli
