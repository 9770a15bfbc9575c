/// \file
/// A lesson's text for the terminal (`stonelab show N`): the README as written, with each line
/// that only the book reads (`<!-- book: ... -->`, docs/book_pages.py) turned into what a
/// terminal can show, so that nothing a paragraph points at is missing:
/// - `figure NAME.svg | caption`: the figure drawn in text by the same `stonelab board` or
///   `stonelab tree` command line that docs/figures.txt gives for the book's SVG, with
///   `--format text`, and the caption under it;
/// - `trace NAME.json | caption`: the caption, and the command that steps through the same
///   demo in the terminal (figures.txt's `run N --solution --trace --format json -- ARGS`
///   becomes `stonelab run N --step -- ARGS`);
/// - a run of `snippet FILE MARKER` lines: one line saying that the book's instructor edition
///   quotes the reference solution there.
/// Its sentences ("Figure: ...") are in the student's language (cli/messages.hpp). With a
/// `wrap_width`, every line of prose wider than that is wrapped to it by display width (a
/// kanji takes two columns; wrapped_to_width, engine/base/utf8.hpp), list items and quotes
/// keeping their indent: the Japanese texts have one paragraph per line. Code blocks and
/// tables stay as written.
/// A directive with no terminal form (a name figures.txt does not have, a command that fails,
/// a kind this file does not know) is an error naming the file and line: the texts' check
/// (tests/cli/show_texts.py) runs `stonelab show` on every lesson.
#pragma once

#include <cstddef>
#include <filesystem>
#include <stdexcept>
#include <string>

namespace stonelab::cli {

/// A lesson text with a directive that has no terminal form.
class LessonTextError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// The lesson text `readme` (a path under `root`, the course's top folder) as the terminal
/// shows it; `wrap_width` 0 leaves its lines as written. Throws LessonTextError.
std::string terminal_lesson_text(const std::filesystem::path& root,
                                 const std::filesystem::path& readme, std::size_t wrap_width = 0);

/// One line of a Markdown text wrapped to `width` columns (as terminal_lesson_text wraps
/// prose): a list item's or a quote's continuation lines indented under its text.
std::string wrapped_markdown_line(const std::string& line, std::size_t width);

} // namespace stonelab::cli
