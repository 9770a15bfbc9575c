// Lesson 3's demo: a game between two players at the terminal, refereed by your
// `check_move`, `play` and `Game`.
//
//   stonelab run 3                              play: type vertices (D4), pass, resign, map, quit
//   stonelab run 3 -- --moves "C3 D4 pass ..."   play a scripted game and print it
//   stonelab run 3 -- --maps                    print both legality maps after every move
//   stonelab run 3 --step / --trace             show each move's legality check: the point
//                                               tried, its four neighbours numbered, what each
//                                               one says
//   stonelab run 3 --trace --format json -- --moves "..."
//                                               the same checks as a JSON trace for the book's
//                                               player, each move played a frame of its own
//                                               (captures and ko point marked); a refused move
//                                               ends the trace, its verdict in the last frame
#include "legality_ko.hpp"
#include "lessons/demo_support.hpp"

#include "engine/go/scoring.hpp"

#include <CLI/CLI.hpp>

#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

using namespace stonelab;
using namespace stonelab::lesson03;

namespace {

struct Options {
    int size = 9;
    std::string moves;
    bool maps = false;
    demo::Mode mode = demo::Mode::Plain;
};

std::string player_name(Color c) { return c == Color::Black ? "Black" : "White"; }

// What neighbour n of the point z says about a stone of `color` played at z.
std::string describe_neighbour(const Position& position, Color color, Point n)
{
    const Color there = position.at(n);
    if (there == Color::Wall) return "off the board: no help";
    if (there == Color::Empty) return "empty: a liberty";
    const StringInfo string = position.string_at(n);
    const std::string what = (there == color ? "own" : "opponent") + std::string(" string of ") +
                             std::to_string(string.stones.size()) + " stone(s), " +
                             std::to_string(string.liberties) + " liberty(ies): ";
    if (there == color)
        return what + (string.liberties >= 2 ? "keeps a liberty besides this point"
                                             : "this point is its last liberty");
    return what + (string.liberties == 1 ? "captured by this move" : "not captured");
}

// Shows the legality check of one move: the point tried (?), its neighbours (1 to 4, in
// the order right, down, left, up), what each says, and the verdict.
void show_check(demo::Stepper& stepper, const Position& position, Color color, Point z)
{
    if (!stepper.showing() || z == kPass) return;
    const Geometry& g = position.geometry();
    std::map<Point, std::string> marks{{z, "?"}};
    for (int i = 0; i < 4; ++i)
        if (g.on_board(z + g.dir(i))) marks[z + g.dir(i)] = std::to_string(i + 1);
    stepper.step(player_name(color) + " tries " + to_gtp_vertex(g, z), position.to_board(), marks);
    if (position.at(z) == Color::Empty) {
        for (int i = 0; i < 4; ++i) {
            const Point n = z + g.dir(i);
            const std::string name = g.on_board(n) ? to_gtp_vertex(g, n) : "edge";
            stepper.note("  " + std::to_string(i + 1) + " " + name + ": " +
                         describe_neighbour(position, color, n));
        }
        if (z == position.ko_point())
            stepper.note("  " + to_gtp_vertex(g, z) + " is the ko point, barred to " +
                         player_name(position.ko_color()));
    }
    stepper.note("  verdict: " + std::string(verdict_name(position.check_move(color, z))));
}

void print_position(const Game& game)
{
    const Position& p = game.position();
    std::cout << print_diagram(p.to_board()) << "prisoners: Black " << p.captures(Color::Black)
              << ", White " << p.captures(Color::White);
    if (p.ko_point() != kNoPoint)
        std::cout << "; ko at " << to_gtp_vertex(p.geometry(), p.ko_point()) << " (barred to "
                  << player_name(p.ko_color()) << ")";
    std::cout << "\n\n";
}

// The position after a move, as a frame of the JSON trace (where the text modes print it):
// the stone played, the stones it captured, the prisoners and the ko point (in words).
void show_played(demo::Stepper& stepper, const Position& before, const Game& game, Color color,
                 Point z)
{
    const Position& p = game.position();
    const Geometry& g = p.geometry();
    const Board after = p.to_board();
    std::map<Point, std::string> marks;
    int captured = 0;
    for (Point q : after.points())
        if (before.at(q) != Color::Empty && p.at(q) == Color::Empty) {
            marks[q] = "*";
            ++captured;
        }
    if (z != kPass) marks[z] = "!";
    std::string caption = "move " + std::to_string(p.move_number()) + ": " + player_name(color) +
                          (z == kPass ? " passes" : " " + to_gtp_vertex(g, z));
    if (captured > 0) caption += ", capturing " + std::to_string(captured) + " stone(s)";
    caption += "; prisoners: Black " + std::to_string(p.captures(Color::Black)) + ", White " +
               std::to_string(p.captures(Color::White));
    // The ko point is the stone just captured: named in the caption, its cross kept.
    if (p.ko_point() != kNoPoint)
        caption += "; ko at " + to_gtp_vertex(g, p.ko_point()) + " (barred to " +
                   player_name(p.ko_color()) + ")";
    stepper.step(caption, after, marks);
}

void print_maps(const Position& p)
{
    std::cout << "legality maps (. legal, # occupied, s suicide, k ko)\nBlack:\n"
              << legality_map(p, Color::Black) << "White:\n"
              << legality_map(p, Color::White) << "\n";
}

std::string end_text(const Game& game)
{
    if (game.winner() != Color::Empty)
        return player_name(opponent(game.winner())) + " resigns. " + player_name(game.winner()) +
               " wins (" + (game.winner() == Color::Black ? "B+R" : "W+R") + ").";
    const AreaScore score = tromp_taylor_score(game.position().to_board(), 7.5);
    return "Two passes: the game is over. Counting every stone as alive (lesson 5 explains): "
           "Black " +
           std::to_string(score.black_area()) + ", White " + std::to_string(score.white_area()) +
           " + 7.5 komi: " + result_string(score.margin());
}

// The end of the game: printed, or in a JSON trace the last frame's last line.
void print_end(const Game& game, demo::Stepper& stepper)
{
    if (stepper.json())
        stepper.note(end_text(game));
    else
        std::cout << end_text(game) << "\n";
}

// What a command did: played, refused by the referee, or not a move at all.
enum class Outcome { Played, Refused, NotAMove };

// One command of a player: a vertex, "pass" or "resign". Says why if the move was not
// played. In a JSON trace the position after the move is a frame, and the other messages go
// to the error output (the standard output is the JSON alone).
Outcome play_one(Game& game, demo::Stepper& stepper, const std::string& word,
                 const Options& options)
{
    const Color color = game.to_move();
    if (word == "resign") {
        game.resign();
        return Outcome::Played;
    }
    const auto z = parse_gtp_vertex(game.position().geometry(), word);
    if (!z) {
        (stepper.json() ? std::cerr : std::cout)
            << "'" << word << "' is not a point of this board (try D4, pass or resign)\n";
        return Outcome::NotAMove;
    }
    show_check(stepper, game.position(), color, *z);
    const Position before = game.position();
    const Verdict verdict = game.play(*z);
    if (verdict != Verdict::Legal) {
        const std::string refusal = player_name(color) + " " + word + ": not allowed (" +
                                    std::string(verdict_name(verdict)) + ")";
        if (stepper.json())
            stepper.note(refusal);
        else
            std::cout << refusal << "\n";
        return Outcome::Refused;
    }
    if (stepper.json()) {
        show_played(stepper, before, game, color, *z);
        return Outcome::Played;
    }
    std::cout << "Move " << game.position().move_number() << ": " << player_name(color) << " "
              << to_gtp_vertex(game.position().geometry(), *z) << "\n";
    print_position(game);
    if (options.maps) print_maps(game.position());
    return Outcome::Played;
}

// A scripted game. It stops at the first move that is not played (exit status 1), except in
// a JSON trace, where a refused move is the trace's last frame: the trace is complete.
int run_script(Game& game, demo::Stepper& stepper, const Options& options)
{
    std::istringstream words(options.moves);
    for (std::string word; words >> word;) {
        if (game.over()) {
            (stepper.json() ? std::cerr : std::cout)
                << "the game is already over; '" << word << "' and the rest are ignored\n";
            break;
        }
        const Outcome outcome = play_one(game, stepper, word, options);
        if (outcome == Outcome::NotAMove) return 1;
        if (outcome == Outcome::Refused) {
            if (!stepper.json()) return 1;
            stepper.finish();
            return 0;
        }
    }
    if (game.over()) print_end(game, stepper);
    stepper.finish();
    return 0;
}

int run_interactive(Game& game, demo::Stepper& stepper, const Options& options)
{
    std::cout << "Type a point (D4), pass, resign, map (legality maps) or quit.\n\n";
    print_position(game);
    while (!game.over()) {
        std::cout << player_name(game.to_move()) << " to move> " << std::flush;
        std::string line;
        if (!std::getline(std::cin, line)) break;
        std::istringstream in(line);
        std::string word;
        if (!(in >> word)) continue;
        if (word == "quit") break;
        if (word == "map")
            print_maps(game.position());
        else
            play_one(game, stepper, word, options);
    }
    if (game.over()) print_end(game, stepper);
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    CLI::App app{"Lesson 3: a two-player game at the terminal, refereed by your check_move, "
                 "play and Game"};
    Options options;
    app.add_option("--size", options.size, "Board size")->check(CLI::Range(2, 19));
    app.add_option("--moves", options.moves,
                   "Play these moves in turn, Black first: \"C3 D4 pass pass\"");
    app.add_flag("--maps", options.maps, "Print both legality maps after every move");
    demo::add_mode_options(app, options.mode);
    CLI11_PARSE(app, argc, argv);
    if (options.mode == demo::Mode::Json && (options.moves.empty() || options.maps)) {
        std::cerr << "lesson03: --trace --format json needs --moves (a scripted game, not one "
                     "at the terminal) and does not go with --maps (text only)\n";
        return 1;
    }

    try {
        Game game{Position(options.size)};
        demo::Stepper stepper(options.mode);
        stepper.describe(3, "Refereeing a game: each move's legality check, then the move",
                         {{"?", trace::MarkKind::Look},
                          {"!", trace::MarkKind::Move},
                          {"*", trace::MarkKind::Capture}});
        if (stepper.json())
            stepper.note(
                "Each check: the point tried (ring) and its four neighbours numbered 1 to "
                "4 (right, down, left, up), what each one says, and the verdict. Each move "
                "played: the stone (triangle) and the stones it captured (cross).");
        return options.moves.empty() ? run_interactive(game, stepper, options)
                                     : run_script(game, stepper, options);
    } catch (const std::exception& e) {
        std::cerr << "lesson03: " << e.what() << "\n";
        return 1;
    }
}
