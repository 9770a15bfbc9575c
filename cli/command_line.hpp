/// \file
/// `stonelab`'s command line as a whole: every subcommand added to one app (main.cpp parses
/// it), and its help and parse errors in the student's language. In Japanese, `stonelab
/// --help` describes every subcommand in Japanese, the student's commands (show, hint, run,
/// check, next, go, reset) describe each option in Japanese too, CLI11's own labels ("Usage",
/// "Options") are Japanese, and a command line CLI11 refuses is explained in Japanese around
/// CLI11's own sentence. The English help is the one each cmd_*.cpp writes.
#pragma once

#include "cli/commands.hpp"
#include "cli/language.hpp"

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace stonelab::cli {

/// Adds every subcommand of `stonelab` to `app`, in the order `--help` lists them.
std::vector<Command> add_commands(CLI::App& app);

/// The student's language as far as it can be known before the command line is parsed: a
/// `--lang ja|en` (or `--lang=ja`) anywhere in `arguments`, else the order of
/// cli/language.hpp (STONELAB_LANG, the saved choice, the locale). Nothing is saved and
/// nothing is refused here: a bad `--lang` is English until the parsed command line refuses it.
Language language_before_parsing(const std::vector<std::string>& arguments);

/// Puts the help of `app` (made by add_commands) and its parse errors in `language`. English
/// leaves everything as the commands wrote it.
void put_help_in(Language language, CLI::App& app);

} // namespace stonelab::cli
