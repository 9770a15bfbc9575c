/// \file
/// `stonelab`: the one command of the course. Each subcommand lives in its own cmd_*.cpp;
/// this file only lists them, parses the command line and runs the one chosen.
#include "cli/commands.hpp"

#include <CLI/CLI.hpp>

#include <exception>
#include <iostream>
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
    const std::vector<stonelab::cli::Command> commands{
        stonelab::cli::add_demo_command(app),       stonelab::cli::add_gtp_command(app),
        stonelab::cli::add_bench_command(app),      stonelab::cli::add_match_command(app),
        stonelab::cli::add_show_command(app),       stonelab::cli::add_hint_command(app),
        stonelab::cli::add_run_command(app),        stonelab::cli::add_check_command(app),
        stonelab::cli::add_next_command(app),       stonelab::cli::add_reset_command(app),
        stonelab::cli::add_golden_command(app),     stonelab::cli::add_grade_command(app),
        stonelab::cli::add_export_command(app),     stonelab::cli::add_tree_command(app),
        stonelab::cli::add_board_command(app),      stonelab::cli::add_gomocup_command(app),
        stonelab::cli::add_tournament_command(app), stonelab::cli::add_go_command(app),
    };
    // The student's commands take --lang after their name too (`stonelab check 2 --lang ja`,
    // `stonelab run 2 --trace --lang ja`);
    // the others keep their own errors for what they do not expect.
    for (const char* name : {"show", "hint", "next", "go", "reset", "check", "run"})
        app.get_subcommand(name)->fallthrough();
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        return app.exit(e);
    }
    try {
        stonelab::cli::choose_student_language(language);
        for (const auto& command : commands)
            if (command.app->parsed()) return command.run();
        // No subcommand: the student's question is "where am I, what next?"
        return stonelab::cli::show_course_map();
    } catch (const std::exception& e) {
        std::cerr << "stonelab: " << e.what() << "\n";
        return 1;
    }
}
