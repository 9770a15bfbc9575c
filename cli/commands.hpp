/// \file
/// The subcommands of `stonelab`. Each `add_*_command` adds one subcommand (with its
/// options) to the app and returns it with the function that runs it once parsed.
#pragma once

#include "cli/language.hpp"

#include <CLI/CLI.hpp>

#include <functional>

namespace stonelab::cli {

/// A parsed-or-not subcommand and what running it does (returns the exit code).
struct Command {
    CLI::App* app;
    std::function<int()> run;
};

Command add_demo_command(CLI::App& app);    // stonelab demo: a random game, move by move
Command add_gtp_command(CLI::App& app);     // stonelab gtp: a GTP v2 engine on stdin/stdout
Command add_bench_command(CLI::App& app);   // stonelab bench ...: benchmarks
Command add_match_command(CLI::App& app);   // stonelab match: games between two players
Command add_gomocup_command(CLI::App& app); // stonelab gomocup: a Gomocup-protocol Gomoku brain

// The student's commands (cmd_course.cpp, cmd_check.cpp, cmd_run.cpp).
Command add_show_command(CLI::App& app);   // stonelab show N: the lesson text
Command add_hint_command(CLI::App& app);   // stonelab hint N [task]: a task's hint
Command add_next_command(CLI::App& app);   // stonelab next: mark a passed lesson done, move on
Command add_go_command(CLI::App& app);     // stonelab go N: make lesson N current
Command add_reset_command(CLI::App& app);  // stonelab reset N: restore a lesson's stubs
Command add_check_command(CLI::App& app);  // stonelab check [N] [--watch]: run a lesson's tests
Command add_run_command(CLI::App& app);    // stonelab run N: build and run a lesson's demo
Command add_golden_command(CLI::App& app); // stonelab golden N: write or verify reference outputs

// The instructor's commands (cmd_grade.cpp, cmd_export.cpp).
Command add_grade_command(CLI::App& app);  // stonelab grade SUBMISSION... --out DIR
Command add_export_command(CLI::App& app); // stonelab export gradescope|github-classroom

// The lecturer's commands (cmd_tree.cpp, cmd_board.cpp): figures for slides and the book.
Command add_tree_command(CLI::App& app);  // stonelab tree: a recorded search as a Graphviz diagram
Command add_board_command(CLI::App& app); // stonelab board: a position as an SVG figure

// A round robin between several players (cmd_tournament.cpp, on arena/tournament.hpp).
Command add_tournament_command(CLI::App& app); // stonelab tournament CONFIG

/// The student's language by cli/language.hpp's order (`option` is `--lang`'s value, or
/// empty), without saving it. Throws LanguageError for a value that names no language.
Language student_language(const std::string& option);

/// The language of everything the student reads from here on (cli/language.hpp's order:
/// `option` is `--lang`'s value, or empty), saved in the course's progress file when chosen
/// explicitly and `save` (the student's own commands). Throws LanguageError for a value that
/// names no language.
void choose_student_language(const std::string& option, bool save = true);

/// `stonelab` with no subcommand: the course map, each lesson's state and what to do next.
int show_course_map();

} // namespace stonelab::cli
