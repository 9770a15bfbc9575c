// Lesson 12's reference solution, task 4: a small GTP front end over the lesson's player.
// One function from a command line to its answer: the words of the line, the command's
// handler, and the answer framed as GTP frames it.
#include "capstone.hpp"

#include "engine/go/scoring.hpp"
#include "engine/protocols/gtp.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <sstream>

namespace stonelab::lesson12 {

namespace {

std::string lower(std::string word)
{
    for (char& c : word) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return word;
}

std::optional<Color> parse_color(const std::string& word)
{
    const std::string w = lower(word);
    if (w == "b" || w == "black") return Color::Black;
    if (w == "w" || w == "white") return Color::White;
    return std::nullopt;
}

// A whole word as a number, or nothing.
std::optional<double> parse_number(const std::string& word)
{
    char* end = nullptr;
    const double value = std::strtod(word.c_str(), &end);
    if (word.empty() || *end != '\0') return std::nullopt;
    return value;
}

// The player to move after the last move: its opponent, or Black at the start.
Color next_player(const Board& board)
{
    const std::vector<Move> moves = board.moves();
    return moves.empty() ? Color::Black : opponent(moves.back().color);
}

// The dead stones, by the ownership of `player.ownership_playouts` playouts.
std::vector<Point> dead_by_ownership(GtpPlayer& player)
{
    const std::vector<double> owner = ownership(player.board, next_player(player.board),
                                                player.komi, player.rng, player.ownership_playouts);
    return dead_stones(player.board, owner, player.decisions.dead_threshold);
}

//! [genmove]
std::string genmove(GtpPlayer& player, Color color)
{
    const std::vector<Move> moves = player.board.moves();
    const bool opponent_passed =
        !moves.empty() && moves.back().point == kPass && moves.back().color == opponent(color);
    if (opponent_passed && passing_is_safe(player.board, color, player.komi)) {
        player.board.play(color, kPass);
        return "pass";
    }
    RaveOptions options = player.search;
    if (player.timed) {
        const bool black = color == Color::Black;
        const double seconds = time_for_move(black ? player.black_seconds : player.white_seconds,
                                             black ? player.black_stones : player.white_stones,
                                             moves_left(player.board));
        const int affordable = static_cast<int>(seconds * player.playouts_per_second);
        options.playouts = std::clamp(affordable, 1, player.search.playouts);
    }
    const RaveTree tree = rave_search(player.board, color, player.komi, player.rng, options);
    if (should_resign(tree, player.decisions)) return "resign";
    const Point move = tree.nodes[static_cast<std::size_t>(most_visited(tree, 0))].move;
    player.board.play(color, move);
    return to_gtp_vertex(player.board.geometry(), move);
}
//! [genmove]

} // namespace

//! [gtp]
std::string gtp_answer(GtpPlayer& player, const std::string& line)
{
    std::istringstream in(line);
    std::vector<std::string> words;
    for (std::string word; in >> word;) words.push_back(word);
    std::string id; // GTP: an optional number before the command
    if (!words.empty() && std::all_of(words[0].begin(), words[0].end(), [](char c) {
            return std::isdigit(static_cast<unsigned char>(c));
        })) {
        id = words[0];
        words.erase(words.begin());
    }
    const auto ok = [&](const std::string& text) { return gtp_response(true, id, text); };
    const auto error = [&](const std::string& text) { return gtp_response(false, id, text); };
    if (words.empty()) return error("unknown command");
    const std::string command = lower(words[0]);
    const std::size_t arguments = words.size() - 1;

    if (command == "play" && arguments == 2) {
        const auto color = parse_color(words[1]);
        const auto point = parse_gtp_vertex(player.board.geometry(), words[2]);
        if (!color || !point) return error("syntax error");
        if (*point != kPass && !player.board.is_legal(*color, *point)) return error("illegal move");
        player.board.play(*color, *point);
        return ok("");
    }
    if (command == "genmove" && arguments == 1) {
        const auto color = parse_color(words[1]);
        if (!color) return error("syntax error");
        return ok(genmove(player, *color));
    }
    if (command == "time_settings" && arguments == 3) {
        const auto main = parse_number(words[1]), byo_yomi = parse_number(words[2]),
                   stones = parse_number(words[3]);
        if (!main || !byo_yomi || !stones || *main < 0 || *byo_yomi < 0 || *stones < 0)
            return error("syntax error");
        player.timed = !(*byo_yomi > 0 && *stones == 0); // GTP's "no time limit"
        player.black_seconds = player.white_seconds = *main;
        player.black_stones = player.white_stones = 0;
        return ok("");
    }
    if (command == "time_left" && arguments == 3) {
        const auto color = parse_color(words[1]);
        const auto seconds = parse_number(words[2]), stones = parse_number(words[3]);
        if (!color || !seconds || !stones || *seconds < 0 || *stones < 0)
            return error("syntax error");
        (*color == Color::Black ? player.black_seconds : player.white_seconds) = *seconds;
        (*color == Color::Black ? player.black_stones : player.white_stones) =
            static_cast<int>(*stones);
        return ok("");
    }
    if (command == "final_status_list" && arguments == 1) {
        if (lower(words[1]) != "dead") return error("syntax error");
        std::string text;
        for (Point p : dead_by_ownership(player)) {
            if (!text.empty()) text += ' ';
            text += to_gtp_vertex(player.board.geometry(), p);
        }
        return ok(text);
    }
    if (command == "final_score" && arguments == 0)
        return ok(result_string(final_score(player.board, dead_by_ownership(player), player.komi)));
    if (command == "boardsize" && arguments == 1) {
        const auto size = parse_number(words[1]);
        if (!size || *size != std::trunc(*size)) return error("syntax error"); // not a whole number
        if (*size < 1 || *size > kMaxSide) return error("unacceptable size");
        player.board = Board(static_cast<int>(*size));
        return ok("");
    }
    if (command == "clear_board" && arguments == 0) {
        player.board = Board(player.board.width(), player.board.height());
        return ok("");
    }
    if (command == "komi" && arguments == 1) {
        const auto komi = parse_number(words[1]);
        if (!komi) return error("syntax error");
        player.komi = *komi;
        return ok("");
    }
    const bool known = command == "play" || command == "genmove" || command == "time_settings" ||
                       command == "time_left" || command == "final_status_list" ||
                       command == "final_score" || command == "boardsize" ||
                       command == "clear_board" || command == "komi";
    return error(known ? "syntax error" : "unknown command");
}
//! [gtp]

} // namespace stonelab::lesson12
