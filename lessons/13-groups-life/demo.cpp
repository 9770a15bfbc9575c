// Lesson 13's demo: life and death. Plain, it prints the status of every string of a position
// (your string_status: alive, dead or neutral, with the attack and defence points), how the
// status of one string changes with the depth the search may read (why seed 000 needs its
// cut-offs, and what they cost), each colour's unconditionally alive stones (your
// unconditionally_alive), and seed 001's groups and territory (your group_ids and territory).
// With --step or --trace it first plays out the search's line for the target string move by
// move: the defender first, then the attacker, each choosing with your read_capture, with the
// string's liberties after each move, then the string's status, then Benson's rounds for each
// colour; --trace --format json writes those steps for the book's player.
// `stonelab run 13` runs it on your code, `stonelab run 13 --solution` on the reference.
// Every sentence is written in English and Japanese side by side (demo::say); `stonelab run`
// picks the student's language.
#include "groups_life.hpp"

#include "engine/formats/diagram.hpp"
#include "engine/go/benson.hpp"
#include "lessons/demo_support.hpp"
#include "lessons/not_implemented.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <iostream>
#include <map>
#include <string>

using namespace stonelab;
using namespace stonelab::lesson13;

namespace {

// The tests' ladder-works: White's E5 in atari, its escape at E4 a ladder to the corner.
const char* const kDefaultPosition = ". . . . . . . . .\n"
                                     ". . . . . . . . .\n"
                                     ". . . . . . . . .\n"
                                     ". . . . X . . . .\n"
                                     ". . . X O X . . .\n"
                                     ". . . . . X . . .\n"
                                     ". . . . . . . . .\n"
                                     ". . . . . . . . .\n"
                                     ". . . . . . . . .\n";

std::string name(const Board& board, Point p)
{
    return p == kPass ? "pass" : to_gtp_vertex(board.geometry(), p);
}

// An attack or defence point: in Japanese a pass there is "none" (なし), as the text says.
std::string point_name(const Board& board, Point p)
{
    return p == kPass ? demo::say("pass", "なし") : name(board, p);
}

// status_name in the student's language (the words of the lesson's text).
std::string status_words(Status status)
{
    if (!demo::in_japanese()) return status_name(status);
    switch (status) {
    case Status::Alive: return "生き";
    case Status::Dead: return "死に";
    case Status::Neutral: break;
    }
    return "中立";
}

std::string status_text(const Board& board, const StringStatus& status)
{
    return demo::say("{0}, attack {1}, defence {2}", "{0}、取る手 {1}、逃げる手 {2}",
                     {status_words(status.status), point_name(board, status.attack),
                      point_name(board, status.defence)});
}

// Every string once, by its first stone in raster order.
void print_statuses(const Board& board, const ReadingLimits& limits)
{
    std::cout << demo::say("the strings (string_status, at most {0} liberties and {1} moves):",
                           "各連の生死（string_status、ダメ数の上限 {0}、深さの上限 {1} 手）：",
                           {std::to_string(limits.max_liberties), std::to_string(limits.max_depth)})
              << "\n";
    std::vector<Point> seen;
    for (Point p : board.points()) {
        if (board.at(p) == Color::Empty) continue;
        const std::vector<Point> stones = board.string_stones(p);
        if (stones.front() != p) continue;
        // The line's start is out before your string_status is asked (a stub's error follows it).
        std::cout << demo::say("  {0} {1}, stones {2}, liberties {3}: ",
                               "  {0} {1}（石 {2} 個、ダメ {3}）：",
                               {name(board, p), demo::player_name(board.at(p)),
                                std::to_string(stones.size()),
                                std::to_string(board.liberty_count(p))})
                  << status_text(board, string_status(board, p, limits)) << "\n";
    }
}

// The status of the target for each depth at which it changes.
void print_depths(const Board& board, Point target, const ReadingLimits& limits)
{
    std::cout << demo::say("the string at {0} read to each depth:", "{0} の連を深さごとに読むと：",
                           {name(board, target)})
              << "\n";
    std::string last;
    for (int depth = 0; depth <= limits.max_depth; ++depth) {
        const std::string now =
            status_text(board, string_status(board, target, {limits.max_liberties, depth}));
        if (now != last)
            std::cout << demo::say("  from {0} moves: {1}", "  {0} 手の深さから：{1}",
                                   {std::to_string(depth), now})
                      << "\n";
        last = now;
    }
}

std::string legend()
{
    return demo::say(
        "marks: * the string read, # the move just played, - the string's liberties, x the "
        "stones just captured; then ! the attack point, ? the defence point. Benson's rounds: "
        "digits the vital regions of each block, - their empty points, x the blocks dropped, * "
        "the regions dropped, ! the stones left alive",
        "印：* 読む連、# いま打った手、- 連のダメ、x いま取られた石。続いて ! 取る手、? "
        "逃げる手。Benson の反復：数字 各ブロックの必須領域の数、- その空点、x 取り除かれた"
        "ブロック、* 取り除かれた領域、! 生き残った石");
}

std::string json_legend()
{
    return demo::say(
        "circle: the string read; triangle: the move just played; squares: the string's "
        "liberties; crosses: the stones just captured. Then the string's status, the attack point "
        "in green, the defence point circled. Then Benson's rounds for each colour: numbers the "
        "vital regions of each block, squares their empty points, crosses the blocks dropped, "
        "circles the regions dropped, green the stones left alive",
        "丸：読む連。三角：いま打った手。四角：連のダメ。バツ：いま取られた石。続いて連の生死：取る"
        "手は緑、逃げる手は丸で囲みます。さらに各色の Benson の反復：数字は各ブロックの必須領域の"
        "数、四角はその空点、バツは取り除かれたブロック、丸は取り除かれた領域、緑は生き残った石");
}

std::string liberties_left(int count)
{
    return demo::say(count == 1 ? "{0} liberty left" : "{0} liberties left", "ダメは残り {0}",
                     {std::to_string(count)});
}

// The target string's liberties as marks (none once it is captured).
void mark_liberties(const Board& board, Point target, std::map<Point, std::string>& marks)
{
    if (board.at(target) == Color::Empty) return;
    for (Point p : board.liberty_points(target)) marks[p] = "-";
}

// The search's line, move by move: each side plays what read_capture gives it, or, with no
// winning move, its first try (the string's first liberty).
void show_line(demo::Stepper& stepper, const Board& start, Point target,
               const ReadingLimits& limits)
{
    Board board = start;
    const Color defender = board.at(target);
    Color to_move = defender;
    std::map<Point, std::string> first = {{target, "*"}};
    mark_liberties(board, target, first);
    stepper.step(demo::say("the position; {0} defends {1} and moves first",
                           "局面。{0}が受け方で {1} を守り、先に打ちます",
                           {demo::player_name(defender), name(board, target)}),
                 board, first);
    for (int depth = 0; depth < limits.max_depth && board.at(target) == defender; ++depth) {
        if (to_move != defender && board.liberty_count(target) > limits.max_liberties) {
            stepper.note(demo::say("more than {0} liberties: the attack stops, the string has "
                                   "escaped",
                                   "ダメが {0} より多くなりました：攻めは止まり、連は逃げ出し"
                                   "ました",
                                   {std::to_string(limits.max_liberties)}));
            return;
        }
        const Reading reading =
            read_capture(board, target, to_move, {limits.max_liberties, limits.max_depth - depth});
        Point move = reading.move;
        const bool wins = move != kPass;
        if (!wins) move = board.liberty_points(target).front();
        const Board before = board;
        if (board.play(to_move, move) != MoveStatus::Legal) {
            stepper.note(demo::say("{0} has no legal try: the search ends here",
                                   "{0}には試せる合法手がありません：探索はここで終わります",
                                   {demo::player_name(to_move)}));
            return;
        }
        std::map<Point, std::string> marks;
        mark_liberties(board, target, marks);
        for (Point p : board.points())
            if (before.at(p) != Color::Empty && board.at(p) == Color::Empty) marks[p] = "x";
        marks[move] = "#";
        stepper.step(
            demo::say(
                "{0} {1} ({2}), {3}", "{0} {1}（{2}）、{3}",
                {demo::player_name(to_move), name(board, move),
                 wins
                     ? demo::say("read_capture: this move wins", "read_capture：この手で成功します")
                     : demo::say("read_capture: nothing wins; the first liberty",
                                 "read_capture：成功する手がないので、最初のダメ"),
                 liberties_left(board.at(target) == defender ? board.liberty_count(target) : 0)}),
            board, marks);
        to_move = opponent(to_move);
    }
    stepper.note(board.at(target) == defender
                     ? demo::say("the depth runs out: the string stands",
                                 "深さの上限に達しました：連は盤上に残っています")
                     : demo::say("the string is captured", "連は取られました"));
}

// The verdict of your string_status on the start position: the status, the attack point (!)
// and the defence point (?).
void show_status(demo::Stepper& stepper, const Board& board, Point target,
                 const ReadingLimits& limits)
{
    const StringStatus status = string_status(board, target, limits);
    std::map<Point, std::string> marks = {{target, "*"}};
    if (status.defence != kPass) marks[status.defence] = "?";
    if (status.attack != kPass) marks[status.attack] = "!";
    std::string caption =
        demo::say("string_status: the string at {0} is {1}", "string_status：{0} の連は{1}",
                  {name(board, target), status_text(board, status)});
    if (status.attack != kPass && status.attack == status.defence)
        caption += demo::say(" (one point for both: whoever plays it first decides)",
                             "（両者に同じ一点です。先に打った方で決まります）");
    stepper.step(caption, board, marks);
}

std::string names(const Board& board, const std::vector<Point>& points)
{
    std::string text;
    for (Point p : points) text += (text.empty() ? "" : " ") + name(board, p);
    return text.empty() ? demo::say("none", "なし") : text;
}

// Benson's rounds, step by step, as the engine's unconditional_life records them; the stones
// left at the end are compared with your unconditionally_alive.
void show_benson(demo::Stepper& stepper, const Board& board, Color color)
{
    std::vector<BensonRound> rounds;
    const std::vector<Point> alive = unconditional_life(board, color, &rounds).alive;
    const std::string who = demo::say("Benson for {0}", "{0}の Benson", {demo::player_name(color)});
    const auto dropped = [](const auto& block) { return block.second < 2; };
    const std::vector<std::pair<std::vector<Point>, int>>& first = rounds.front().blocks;
    if (std::all_of(first.begin(), first.end(), dropped)) {
        stepper.note(demo::say(
            "{0}: {1}, none is unconditionally alive", "{0}：{1}ので、無条件生きの石はありません",
            {who, first.empty() ? demo::say("no stones", "石がない")
                                : demo::say("no block has two vital regions",
                                            "必須領域を二つ持つブロックがない")}));
        return;
    }
    for (std::size_t i = 0; i + 1 < rounds.size(); ++i) {
        const BensonRound& round = rounds[i];
        const std::string title =
            demo::say("{0}, round {1}", "{0}、{1}巡目", {who, std::to_string(i + 1)});
        // Rule 1: every block kept counts its vital regions among the regions kept.
        std::map<Point, std::string> marks;
        for (Point p : round.vital) marks[p] = "-";
        for (const auto& block : round.blocks)
            for (Point p : block.first)
                marks[p] = dropped(block) ? "x" : std::to_string(block.second);
        stepper.step(demo::say("{0}: each block counts its vital regions among those kept "
                               "(numbers, their empty points squared); the blocks with fewer "
                               "than two are dropped (x)",
                               "{0}：各ブロックが、残っている領域のうち自分の必須領域を数えます"
                               "（数字。その空点は四角）。二つ未満のブロックは取り除かれます（x）",
                               {title}),
                     board, marks);
        // Rule 2: every region next to a dropped block goes too.
        marks.clear();
        for (Point p : round.dropped) marks[p] = "*";
        if (!marks.empty())
            stepper.step(demo::say("{0}: the regions next to a dropped block are dropped "
                                   "(circles)",
                                   "{0}：取り除かれたブロックに接する領域を取り除きます（丸）",
                                   {title}),
                         board, marks);
    }
    std::map<Point, std::string> marks;
    for (Point p : alive) marks[p] = "!";
    const std::vector<Point> yours = unconditionally_alive(board, color);
    stepper.step(demo::say("{0}, round {1}: nothing more to drop, the end. Unconditionally "
                           "alive (green): {2}; your unconditionally_alive: {3}",
                           "{0}、{1}巡目：取り除くものはもうなく、終わりです。無条件生き（緑）："
                           "{2}。あなたの unconditionally_alive：{3}",
                           {who, std::to_string(rounds.size()), names(board, alive),
                            yours == alive ? demo::say("the same", "同じ") : names(board, yours)}),
                 board, marks);
}

void print_benson(const Board& board)
{
    for (Color color : {Color::Black, Color::White}) {
        std::cout << demo::say("{0}'s unconditionally alive stones (Benson):",
                               "{0}の無条件生きの石（Benson）：", {demo::player_name(color)});
        const std::vector<Point> alive = unconditionally_alive(board, color);
        std::cout << demo::say(" {0}", "{0}", {names(board, alive)}) << "\n";
    }
}

// Seed 001's groups (your group_ids) and territory (your territory), row by row.
void print_groups(const Board& board)
{
    const Geometry& g = board.geometry();
    const std::vector<int> ids = group_ids(board);
    const std::vector<Color> owner = territory(board);
    if (ids.size() != static_cast<std::size_t>(g.cells()) ||
        owner.size() != static_cast<std::size_t>(g.cells()))
        throw std::runtime_error(demo::say("group_ids and territory must give one value per cell",
                                           "group_ids と territory は、セルごとに一つずつ値を"
                                           "返さなければなりません"));
    std::cout << demo::say("groups (group_ids) and territory (territory: X Black's, O White's):",
                           "群（group_ids）と地（territory。X：黒地、O：白地）：")
              << "\n";
    for (int y = 1; y <= g.height; ++y) {
        std::string groups, land;
        for (int x = 1; x <= g.width; ++x) {
            const auto cell = static_cast<std::size_t>(g.point(x, y));
            const std::string id = ids[cell] == 0 ? "." : std::to_string(ids[cell]);
            groups += std::string(3 - std::min<std::size_t>(id.size(), 2), ' ') + id;
            land += std::string(" ") + (board.at(g.point(x, y)) != Color::Empty ? '#'
                                        : owner[cell] == Color::Black           ? 'X'
                                        : owner[cell] == Color::White           ? 'O'
                                                                                : '.');
        }
        std::cout << " " << groups << "    " << land << "\n";
    }
}

} // namespace

int main(int argc, char** argv)
{
    CLI::App app{demo::say("Lesson 13: life and death. The status of every string by seed 000's "
                           "two searches, the effect of the depth cut-off, and Benson's "
                           "unconditional life.",
                           "第13課：死活。資料 000 の2通りの探索による各連の生死、深さによる"
                           "打ち切りの影響、そして Benson の無条件生き。")};
    demo::Mode mode = demo::Mode::Plain;
    demo::add_mode_options(app, mode);
    std::string file, target_name = "E5";
    ReadingLimits limits;
    app.add_option("--diagram", file,
                   demo::say("A text diagram file (default: the ladder of the tests)",
                             "盤面図のテキストファイル（既定はテストのシチョウ）"));
    app.add_option(
        "--target", target_name,
        demo::say("A stone of the string to read (default E5)", "読む連の石（既定は E5）"));
    app.add_option("--liberties", limits.max_liberties,
                   demo::say("The liberty cut-off: more than this with the attacker to move is "
                             "an escape",
                             "ダメ数による打ち切り：攻め方の手番でダメがこれより多ければ、連は"
                             "逃げ出したとみなします"))
        ->check(CLI::Range(1, 8));
    app.add_option("--depth", limits.max_depth,
                   demo::say("The most moves a search reads", "探索が読む手数の上限"))
        ->check(CLI::Range(0, 60));
    CLI11_PARSE(app, argc, argv);

    try {
        const Board board =
            file.empty() ? parse_diagram(kDefaultPosition) : demo::read_diagram_file(file);
        const auto target = parse_gtp_vertex(board.geometry(), target_name);
        if (!target || *target == kPass || board.at(*target) == Color::Empty)
            throw std::runtime_error(demo::say("--target {0} must name a stone of the position",
                                               "--target {0} には局面の石を指定してください",
                                               {target_name}));
        demo::Stepper stepper(mode);
        stepper.describe(13,
                         demo::say("Reading a string: the search's line, then the string's status",
                                   "連を読む：探索の手順、続いて連の生死"),
                         {{"*", trace::MarkKind::Look},
                          {"#", trace::MarkKind::Move},
                          {"-", trace::MarkKind::Liberty},
                          {"x", trace::MarkKind::Capture},
                          {"!", trace::MarkKind::Choose},
                          {"?", trace::MarkKind::Candidate}});
        if (stepper.json()) { // the trace is the whole output
            stepper.note(json_legend());
            show_line(stepper, board, *target, limits);
            show_status(stepper, board, *target, limits);
            for (Color color : {Color::Black, Color::White}) show_benson(stepper, board, color);
            stepper.finish();
            return 0;
        }
        std::cout << demo::say("the position:", "局面：") << "\n" << print_diagram(board);
        if (stepper.showing()) {
            stepper.note(legend());
            show_line(stepper, board, *target, limits);
            show_status(stepper, board, *target, limits);
            for (Color color : {Color::Black, Color::White}) show_benson(stepper, board, color);
        }
        print_statuses(board, limits);
        print_depths(board, *target, limits);
        print_benson(board);
        print_groups(board);
        return 0;
    } catch (const std::exception& error) {
        std::cerr << "lesson13: " << demo::error_words(error) << "\n";
        return 1;
    }
}
