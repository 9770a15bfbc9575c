/// \file
/// `stonelab`: the one command of the course. Each subcommand lives in its own cmd_*.cpp
/// (cli/command_line.hpp adds them all); this file parses the command line in the student's
/// language and runs the subcommand chosen.
#include "cli/command_line.hpp"
#include "cli/commands.hpp"
#include "cli/messages.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv)
{
    CLI::App app{"Stonelab: a course in game programming with Go and Gomoku"};
    app.require_subcommand(0, 1);
    // The student's language (cli/language.hpp).
    std::string language;
    app.add_option("--lang", language,
                   "The language of the student's commands: ja (Japanese) or en (English); "
                   "default: STONELAB_LANG, else the last choice, else LC_ALL/LANG");
    const std::vector<stonelab::cli::Command> commands = stonelab::cli::add_commands(app);
    // The student's commands take --lang after their name too (`stonelab check 2 --lang ja`,
    // `stonelab run 2 --trace --lang ja`);
    // the others keep their own errors for what they do not expect.
    const std::vector<std::string> student_commands{"show",  "hint",  "next", "go",
                                                    "reset", "check", "run"};
    for (const std::string& name : student_commands) app.get_subcommand(name)->fallthrough();
    // The help and CLI11's errors speak the language before it is chosen for good below.
    const std::vector<std::string> arguments(argv + (argc > 0 ? 1 : 0), argv + argc);
    stonelab::cli::put_help_in(stonelab::cli::language_before_parsing(arguments), app);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        return app.exit(e);
    }
    try {
        // The choice is kept for the student's commands (and the map) only: a lecturer's
        // `STONELAB_LANG=ja stonelab board ...` in a course does not change its student's, nor
        // does the book's build, which draws each tree figure in both languages.
        const auto subcommands = app.get_subcommands();
        const bool student = subcommands.empty() ||
                             std::find(student_commands.begin(), student_commands.end(),
                                       subcommands.front()->get_name()) != student_commands.end();
        stonelab::cli::choose_student_language(language, student);
        for (const auto& command : commands)
            if (command.app->parsed()) return command.run();
        // No subcommand: the student's question is "where am I, what next?"
        return stonelab::cli::show_course_map();
    } catch (const std::exception& e) {
        // The sentences of the course and the build a student meets, in the student's
        // language (cli/messages.hpp); any other as it is.
        std::cerr << "stonelab: " << stonelab::cli::student_words(e.what()) << "\n";
        return 1;
    }
}
