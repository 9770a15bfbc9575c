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
// Every sentence is written in English and Japanese side by side (demo::say); `stonelab run`
// picks the student's language.
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

// verdict_name in the student's language (the words of the legality map's legend).
std::string verdict_words(Verdict v)
{
    if (!demo::in_japanese()) return verdict_name(v);
    switch (v) {
    case Verdict::Legal: return "合法";
    case Verdict::Occupied: return "石のある点";
    case Verdict::Suicide: return "自殺手";
    case Verdict::Ko: break;
    }
    return "コウ";
}

// What neighbour n of the point z says about a stone of `color` played at z.
std::string describe_neighbour(const Position& position, Color color, Point n)
{
    const Color there = position.at(n);
    if (there == Color::Wall) return demo::say("off the board: no help", "盤外：助けになりません");
    if (there == Color::Empty) return demo::say("empty: a liberty", "空点：ダメになります");
    const StringInfo string = position.string_at(n);
    const std::vector<std::string> sizes = {std::to_string(string.stones.size()),
                                            std::to_string(string.liberties)};
    const std::string what = there == color
                                 ? demo::say("own string of {0} stone(s), {1} liberty(ies): ",
                                             "自分の連（石 {0} 個、ダメ {1}）：", sizes)
                                 : demo::say("opponent string of {0} stone(s), {1} liberty(ies): ",
                                             "相手の連（石 {0} 個、ダメ {1}）：", sizes);
    if (there == color)
        return what + (string.liberties >= 2
                           ? demo::say("keeps a liberty besides this point",
                                       "この点のほかにもダメが残ります")
                           : demo::say("this point is its last liberty", "この点が最後のダメです"));
    return what + (string.liberties == 1 ? demo::say("captured by this move", "この手で取られます")
                                         : demo::say("not captured", "取られません"));
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
    stepper.step(demo::say("{0} tries {1}", "{0}が {1} を試します",
                           {demo::player_name(color), to_gtp_vertex(g, z)}),
                 position.to_board(), marks);
    if (position.at(z) == Color::Empty) {
        for (int i = 0; i < 4; ++i) {
            const Point n = z + g.dir(i);
            const std::string name =
                g.on_board(n) ? to_gtp_vertex(g, n) : demo::say("edge", "盤端");
            stepper.note(
                demo::say("  {0} {1}: {2}", "  {0} {1}：{2}",
                          {std::to_string(i + 1), name, describe_neighbour(position, color, n)}));
        }
        if (z == position.ko_point())
            stepper.note(demo::say("  {0} is the ko point, barred to {1}",
                                   "  {0} はコウの点で、{1}は打てません",
                                   {to_gtp_vertex(g, z), demo::player_name(position.ko_color())}));
    }
    stepper.note(
        demo::say("  verdict: {0}", "  判定：{0}", {verdict_words(position.check_move(color, z))}));
}

void print_position(const Game& game)
{
    const Position& p = game.position();
    std::cout << print_diagram(p.to_board())
              << demo::say("prisoners: Black {0}, White {1}", "アゲハマ：黒 {0}、白 {1}",
                           {std::to_string(p.captures(Color::Black)),
                            std::to_string(p.captures(Color::White))});
    if (p.ko_point() != kNoPoint)
        std::cout << demo::say(
            "; ko at {0} (barred to {1})", "。コウ：{0}（{1}は打てません）",
            {to_gtp_vertex(p.geometry(), p.ko_point()), demo::player_name(p.ko_color())});
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
    const std::string number = std::to_string(p.move_number());
    std::string caption = z == kPass
                              ? demo::say("move {0}: {1} passes", "{0}手目：{1}がパス",
                                          {number, demo::player_name(color)})
                              : demo::say("move {0}: {1} {2}", "{0}手目：{1} {2}",
                                          {number, demo::player_name(color), to_gtp_vertex(g, z)});
    if (captured > 0)
        caption += demo::say(", capturing {0} stone(s)", "、石を {0} 個取りました",
                             {std::to_string(captured)});
    caption += demo::say(
        "; prisoners: Black {0}, White {1}", "。アゲハマ：黒 {0}、白 {1}",
        {std::to_string(p.captures(Color::Black)), std::to_string(p.captures(Color::White))});
    // The ko point is the stone just captured: named in the caption, its cross kept.
    if (p.ko_point() != kNoPoint)
        caption += demo::say("; ko at {0} (barred to {1})", "。コウ：{0}（{1}は打てません）",
                             {to_gtp_vertex(g, p.ko_point()), demo::player_name(p.ko_color())});
    stepper.step(caption, after, marks);
}

void print_maps(const Position& p)
{
    std::cout << demo::say("legality maps (. legal, # occupied, s suicide, k ko)\nBlack:\n",
                           "合法手マップ（. 合法、# 石のある点、s 自殺手、k コウ）\n黒：\n")
              << legality_map(p, Color::Black) << demo::say("White:\n", "白：\n")
              << legality_map(p, Color::White) << "\n";
}

std::string end_text(const Game& game)
{
    if (game.winner() != Color::Empty)
        return demo::say(
            "{0} resigns. {1} wins ({2}).", "{0}が投了しました。{1}の勝ちです（{2}）。",
            {demo::player_name(opponent(game.winner())), demo::player_name(game.winner()),
             game.winner() == Color::Black ? "B+R" : "W+R"});
    const AreaScore score = tromp_taylor_score(game.position().to_board(), 7.5);
    return demo::say("Two passes: the game is over. Counting every stone as alive (lesson 5 "
                     "explains): Black {0}, White {1} + 7.5 komi: {2}",
                     "パスが二回続き、対局は終わりました。盤上の石をすべて生きているとして数えると"
                     "（第5課で説明します）：黒 {0}、白 {1} + コミ 7.5：{2}",
                     {std::to_string(score.black_area()), std::to_string(score.white_area()),
                      result_string(score.margin())});
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
            << demo::say(
                   "'{0}' is not a point of this board (try D4, pass or resign)",
                   "'{0}' はこの盤の点ではありません（D4、pass、resign のように入力してください）",
                   {word})
            << "\n";
        return Outcome::NotAMove;
    }
    show_check(stepper, game.position(), color, *z);
    const Position before = game.position();
    const Verdict verdict = game.play(*z);
    if (verdict != Verdict::Legal) {
        const std::string refusal =
            demo::say("{0} {1}: not allowed ({2})", "{0} {1}：打てません（{2}）",
                      {demo::player_name(color), word, verdict_words(verdict)});
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
    std::cout << demo::say("Move {0}: {1} {2}",
                           *z == kPass ? "{0}手目：{1}がパス" : "{0}手目：{1} {2}",
                           {std::to_string(game.position().move_number()), demo::player_name(color),
                            to_gtp_vertex(game.position().geometry(), *z)})
              << "\n";
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
                << demo::say("the game is already over; '{0}' and the rest are ignored",
                             "対局はもう終わっています。'{0}' から後は無視します", {word})
                << "\n";
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
    std::cout << demo::say("Type a point (D4), pass, resign, map (legality maps) or quit.",
                           "点（D4 など）、pass、resign、map（合法手マップ）、quit のどれかを"
                           "入力してください。")
              << "\n\n";
    print_position(game);
    while (!game.over()) {
        std::cout << demo::say("{0} to move> ", "{0}の番> ", {demo::player_name(game.to_move())})
                  << std::flush;
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
    CLI::App app{demo::say("Lesson 3: a two-player game at the terminal, refereed by your "
                           "check_move, play and Game",
                           "第3課：端末で二人が打つ対局。審判はあなたの check_move、play、Game "
                           "です")};
    Options options;
    app.add_option("--size", options.size, demo::say("Board size", "碁盤の大きさ"))
        ->check(CLI::Range(2, 19));
    app.add_option("--moves", options.moves,
                   demo::say("Play these moves in turn, Black first: \"C3 D4 pass pass\"",
                             "これらの手を黒から交互に打ちます：\"C3 D4 pass pass\""));
    app.add_flag("--maps", options.maps,
                 demo::say("Print both legality maps after every move",
                           "一手ごとに両方の手番の合法手マップを表示します"));
    demo::add_mode_options(app, options.mode);
    CLI11_PARSE(app, argc, argv);
    if (options.mode == demo::Mode::Json && (options.moves.empty() || options.maps)) {
        std::cerr << "lesson03: "
                  << demo::say("--trace --format json needs --moves (a scripted game, not one at "
                               "the terminal) and does not go with --maps (text only)",
                               "--trace --format json には --moves（端末で打つ対局ではなく、"
                               "台本どおりの対局）が必要で、--maps（テキストのみ）とは一緒に"
                               "使えません")
                  << "\n";
        return 1;
    }

    try {
        Game game{Position(options.size)};
        demo::Stepper stepper(options.mode);
        stepper.describe(3,
                         demo::say("Refereeing a game: each move's legality check, then the move",
                                   "対局の審判：一手ごとの合法性の判定、そしてその着手"),
                         {{"?", trace::MarkKind::Look},
                          {"!", trace::MarkKind::Move},
                          {"*", trace::MarkKind::Capture}});
        if (stepper.json())
            stepper.note(demo::say(
                "Each check: the point tried (ring) and its four neighbours numbered 1 to "
                "4 (right, down, left, up), what each one says, and the verdict. Each move "
                "played: the stone (triangle) and the stones it captured (cross).",
                "各判定：試す点（丸）と、1 から 4 の番号を付けたその四つの隣（右、下、左、上）、"
                "それぞれの隣が意味すること、そして判定。打たれた各手：その石（三角）と、"
                "それが取った石（バツ）。"));
        return options.moves.empty() ? run_interactive(game, stepper, options)
                                     : run_script(game, stepper, options);
    } catch (const std::exception& e) {
        std::cerr << "lesson03: " << demo::error_words(e) << "\n";
        return 1;
    }
}
