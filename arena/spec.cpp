/// \file
/// Player specs read (spec.hpp): the command lines of outside programs split into words, and
/// the game two specs play.
#include "arena/spec.hpp"

#include "engine/base/utf8.hpp"
#include "engine/gomoku/players.hpp"

#include <filesystem>
#include <stdexcept>

namespace stonelab::arena {

namespace {

const char* const kSpecList =
    "the players are random, eval, eval:cancel, mc:N, uct:N, uct:Ts, capstone:N, capstone:Ts "
    "(each with any of :norave, :nopatterns, :notactics, :nopriors, :noresign after it) and "
    "gtp:COMMAND (Go), gomoku:NAME, renju:NAME and gomocup:COMMAND (Gomoku and Renju)";

// A spec as a message quotes it: on one line, its first 64 characters (a command line may be
// long, and the message must stay short).
[[noreturn]] void bad_spec(const std::string& text, const std::string& why)
{
    throw std::invalid_argument("bad player '" + one_line_excerpt(text, 64) + "': " + why);
}

// The words of an engine's command line, split at spaces as a shell would: 'single quotes'
// keep everything inside as it is, "double quotes" keep spaces (a backslash in them escapes
// " and \ only), and outside quotes a backslash keeps the next character (`/opt/my\ engine`).
// No variables, no globs: the words go to the program as they are. A quote left open is
// refused with the spec in the message.
std::vector<std::string> command_words(const std::string& spec, const std::string& text)
{
    std::vector<std::string> words;
    std::string word;
    bool in_word = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char ch = text[i];
        if (ch == ' ' || ch == '\t') {
            if (in_word) words.push_back(word);
            word.clear();
            in_word = false;
            continue;
        }
        in_word = true;
        if (ch == '\'') {
            const auto end = text.find('\'', i + 1);
            if (end == text.npos) bad_spec(spec, "a ' is not closed");
            word += text.substr(i + 1, end - i - 1);
            i = end;
        } else if (ch == '"') {
            for (++i;; ++i) {
                if (i == text.size()) bad_spec(spec, "a \" is not closed");
                if (text[i] == '"') break;
                if (text[i] == '\\' && i + 1 < text.size() &&
                    (text[i + 1] == '"' || text[i + 1] == '\\'))
                    ++i;
                word += text[i];
            }
        } else if (ch == '\\') {
            if (i + 1 == text.size())
                bad_spec(spec, "a \\ ends the command line: escaping nothing");
            word += text[++i];
        } else {
            word += ch;
        }
    }
    if (in_word) words.push_back(word);
    return words;
}

// The spec's first word with its colon: "gtp:", "gomocup:".
std::string prefix(const std::string& text) { return text.substr(0, text.find(':') + 1); }

} // namespace

std::string PlayerSpec::name() const
{
    if (!is_program()) return text;
    return prefix(text) + std::filesystem::path(command.front()).filename().string();
}

std::string PlayerSpec::command_line() const
{
    if (!is_program()) return text;
    std::string line = prefix(text);
    for (std::size_t i = 0; i < command.size(); ++i) line += (i > 0 ? " " : "") + command[i];
    return line;
}

std::optional<GameKind> PlayerSpec::game_asked() const
{
    if (kind == PlayerKind::Gomocup) return std::nullopt;
    if (kind == PlayerKind::Gomoku) return game;
    return GameKind::Go;
}

const char* game_name(GameKind game)
{
    switch (game) {
    case GameKind::Go: return "go";
    case GameKind::Gomoku: return "gomoku";
    case GameKind::Renju: break;
    }
    return "renju";
}

GameKind match_game(const PlayerSpec& first, const PlayerSpec& second,
                    std::optional<GameKind> asked)
{
    std::optional<GameKind> game = asked;
    for (const PlayerSpec* spec : {&first, &second}) {
        const auto wanted = spec->game_asked();
        if (!wanted) continue;
        if (game && *game != *wanted)
            throw std::invalid_argument("'" + spec->text + "' plays " + game_name(*wanted) +
                                        ", not " + game_name(*game));
        game = wanted;
    }
    return game.value_or(GameKind::Gomoku);
}

PlayerSpec parse_player_spec(const std::string& text)
{
    PlayerSpec spec;
    spec.text = text;
    const std::size_t colon = text.find(':');
    const std::string kind = text.substr(0, colon);
    const std::string argument = colon == text.npos ? "" : text.substr(colon + 1);
    if (names_go_player(text)) {
        spec.kind = PlayerKind::Go;
        spec.go = parse_go_player(text);
    } else if (kind == "gtp" || kind == "gomocup") {
        const bool gtp = kind == "gtp";
        spec.kind = gtp ? PlayerKind::Gtp : PlayerKind::Gomocup;
        spec.command = command_words(text, argument);
        if (spec.command.empty())
            bad_spec(text, gtp ? "gtp: needs the engine's command line, e.g. "
                                 "'gtp:/usr/games/gnugo --mode gtp'"
                               : "gomocup: needs the brain's command line, e.g. "
                                 "'gomocup:/usr/local/bin/pbrain-x'");
    } else if (kind == "gomoku" || kind == "renju") {
        spec.kind = PlayerKind::Gomoku;
        spec.game = kind == "renju" ? GameKind::Renju : GameKind::Gomoku;
        spec.builtin = argument;
        if (!gomoku::find_player(argument))
            bad_spec(text, "the built-in Gomoku players are " + gomoku::player_names());
    } else {
        throw std::invalid_argument("unknown player '" + one_line_excerpt(text) +
                                    "': " + kSpecList);
    }
    return spec;
}

} // namespace stonelab::arena
