// Lesson 6's demo: the strings of a position (seed 000's eight strings unless you give one),
// numbered by your label_strings and printed as an ID board, their records (your
// string_records and neighbour_strings) and the strings in atari (your strings_in_atari); then
// a few moves played on the table by your play, with what each did. With --step or --trace it
// shows the labelling point by point: the scan reaching the first stone of each string, then
// the flood of that string one stone at a time; --trace --format json writes those steps, and
// the moves, for the book's player. `stonelab run 6` runs it on your code, `stonelab run 6
// --solution` on the reference. Every sentence is written in English and Japanese side by side
// (demo::say); `stonelab run` picks the student's language.
#include "strings.hpp"

#include "engine/formats/diagram.hpp"
#include "lessons/demo_support.hpp"
#include "lessons/not_implemented.hpp"

#include <CLI/CLI.hpp>

#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <stdexcept>

using namespace stonelab;
using namespace stonelab::lesson06;

namespace {

// Seed 000's eight strings, as the lesson rebuilds them (README.md).
constexpr const char* kDefaultPosition = R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . O O O . .
. . . . X O X . .
. . . O O X O X .
. . . . . X . . .
. . X . . . . . .
. . . . . . . . .
)";
// White takes string 2 at D5, Black takes string 6 at G3 (the lesson's worked example).
constexpr const char* kDefaultMoves = "W D5, B G3";

std::string legend()
{
    return demo::say("marks: @ the stone the scan or the flood has reached; a stone "
                     "already labelled shows its id (1-9, then a-z for 10-35, + above)",
                     "印：@ は走査か塗りつぶしがたどり着いた石。番号を付け終えた石には、その ID "
                     "を描きます（1〜9、10〜35 は a〜z、それより大きければ +）");
}

std::string json_legend()
{
    return demo::say(
        "red ring: the stone the scan or the flood reaches in this step; numbers: the string ids "
        "given so far. Then the moves: triangle the stone played, cross the stones it captured, "
        "numbers the table's ids",
        "赤い輪：このステップで走査か塗りつぶしがたどり着く石。数字：それまでに付けた連の ID。"
        "そのあとの手では、三角が打った石、バツがその手で取った石、数字が表の ID です");
}

// What a list names when it is empty.
std::string none_words() { return demo::say("none", "なし"); }

// One character for an id, so that the diagram keeps its columns; the whole number in a JSON
// trace (`full`), where a label may be longer.
std::string id_mark(int id, bool full = false)
{
    if (full) return std::to_string(id);
    if (id >= 1 && id <= 9) return std::string(1, static_cast<char>('0' + id));
    if (id >= 10 && id <= 35) return std::string(1, static_cast<char>('a' + id - 10));
    return "+";
}

std::string names_of(const Geometry& g, const std::vector<Point>& points)
{
    std::string text;
    for (Point p : points)
        text += (text.empty() ? "" : " ") +
                (g.on_board(p) ? to_gtp_vertex(g, p)
                               : demo::say("index {0}", "インデックス {0}", {std::to_string(p)}));
    return text.empty() ? none_words() : text;
}

std::string ids_of(const std::vector<int>& ids)
{
    std::string text;
    for (int id : ids) text += (text.empty() ? "" : " ") + std::to_string(id);
    return text.empty() ? none_words() : text;
}

// The ID board, as seed 000's DisplayString prints it: three columns per point.
std::string id_board(const Geometry& g, const std::vector<int>& ids)
{
    std::ostringstream out;
    const auto letters = [&] {
        out << "   ";
        for (int x = 1; x <= g.width; ++x) out << std::setw(3) << gtp_column_letter(x);
        out << "\n";
    };
    letters();
    for (int y = 1; y <= g.height; ++y) {
        out << std::setw(2) << g.height - y + 1 << " ";
        for (int x = 1; x <= g.width; ++x) {
            const int id = ids[g.point(x, y)];
            out << std::setw(3) << (id == 0 ? std::string(".") : std::to_string(id));
        }
        out << "  " << g.height - y + 1 << "\n";
    }
    letters();
    return out.str();
}

// Your labels, or an exception saying why they cannot be drawn.
StringLabels checked_labels(const Board& board)
{
    StringLabels labels = label_strings(board);
    if (labels.width != board.width() || labels.height != board.height() ||
        labels.id.size() != static_cast<std::size_t>(board.geometry().cells()))
        throw std::runtime_error(demo::say(
            "label_strings returned a {0}x{1} board with {2} ids; the board has {3} cells",
            "label_strings が返したのは {0}x{1} の盤で、ID は {2} 個です。盤のセルは {3} 個です",
            {std::to_string(labels.width), std::to_string(labels.height),
             std::to_string(labels.id.size()), std::to_string(board.geometry().cells())}));
    return labels;
}

// The labelling again, point by point: the raster scan stops at the first stone of each string,
// then the string fills in, stone by stone, in the order a flood from that stone reaches them.
void show_labelling(demo::Stepper& stepper, const Board& board, const StringLabels& labels)
{
    const Geometry& g = board.geometry();
    std::map<Point, std::string> shown; // the stones labelled so far, drawn with their ids
    std::vector<bool> started(labels.id.size() + 1, false);
    for (Point start : board.points()) {
        const int id = labels.id[start];
        if (board.at(start) == Color::Empty || shown.count(start)) continue;
        if (id <= 0 || static_cast<std::size_t>(id) >= started.size() || started[id]) {
            auto marks = shown;
            marks[start] = "@";
            stepper.step(demo::say("the scan reaches {0}, a stone no flood has reached, but its id "
                                   "is {1}: the first stone of a string gets the next id",
                                   "走査が {0} に達します。塗りつぶしがまだ届いていない石なのに、"
                                   "ID が {1} です。連の最初の石には次の ID を付けます",
                                   {to_gtp_vertex(g, start), std::to_string(id)}),
                         board, marks);
            shown[start] = id_mark(id, stepper.json());
            continue;
        }
        started[id] = true;
        auto marks = shown;
        marks[start] = "@";
        stepper.step(
            demo::say("the scan reaches {0}, a stone without an id: string {1} starts here",
                      "走査が {0} に達します。ID のない石なので、ここから連 {1} が始まります",
                      {to_gtp_vertex(g, start), std::to_string(id)}),
            board, marks);
        shown[start] = id_mark(id, stepper.json());
        std::vector<Point> wave = {start};
        for (std::size_t next = 0; next < wave.size(); ++next)
            for (int i = 0; i < 4; ++i) {
                const Point q = board.neighbour(wave[next], i);
                if (!g.on_board(q) || labels.id[q] != id || shown.count(q)) continue;
                marks = shown;
                marks[q] = "@";
                stepper.step(demo::say("string {0} reaches {1} from {2}",
                                       "連 {0} の塗りつぶしが {2} から {1} に届きます",
                                       {std::to_string(id), to_gtp_vertex(g, q),
                                        to_gtp_vertex(g, wave[next])}),
                             board, marks);
                shown[q] = id_mark(id, stepper.json());
                wave.push_back(q);
            }
    }
    stepper.step(demo::say("every stone has its id", "すべての石に ID が付きました"), board, shown);
}

void print_records(std::ostream& out, const Board& board, const StringLabels& labels)
{
    const Geometry& g = board.geometry();
    std::vector<StringRecord> records = string_records(board, labels);
    out << demo::say("records (string_records, neighbour_strings):\n",
                     "レコード（string_records、neighbour_strings）：\n");
    for (StringRecord& record : records) {
        record.neighbours = neighbour_strings(labels, record);
        out << demo::say(record.size() == 1 ? "  string {0}: {1}, {2} stone {3}, "
                                            : "  string {0}: {1}, {2} stones {3}, ",
                         "  連 {0}：{1}、石 {2} 個（{3}）、",
                         {std::to_string(record.id), demo::colour_words(record.color),
                          std::to_string(record.size()), names_of(g, record.stones)})
            << demo::say(record.liberty_count() == 1 ? "{0} liberty {1}, neighbours {2}\n"
                                                     : "{0} liberties {1}, neighbours {2}\n",
                         "ダメ {0} 個（{1}）、隣接する連：{2}\n",
                         {std::to_string(record.liberty_count()), names_of(g, record.liberties),
                          ids_of(record.neighbours)});
    }
    out << demo::say("strings in atari (strings_in_atari), and where the opponent takes them:\n",
                     "アタリの連（strings_in_atari）と、相手がそれを取る点：\n");
    for (Color player : {Color::Black, Color::White}) {
        out << "  " << demo::colour_words(player) << demo::say(":", "：");
        const std::vector<Atari> ataris = strings_in_atari(records, player);
        for (std::size_t i = 0; i < ataris.size(); ++i)
            out << demo::say(i == 0 ? " string {0} at {1}" : ", string {0} at {1}",
                             i == 0 ? "連 {0} は {1}" : "、連 {0} は {1}",
                             {std::to_string(ataris[i].id), names_of(g, {ataris[i].liberty})});
        out << (ataris.empty() ? demo::say(" none\n", "なし\n") : "\n");
    }
}

struct ScriptedMove {
    Color color;
    Point point;
    std::string text;
};

// "B D5, W G3" -> the moves; throws std::runtime_error naming what it cannot read.
std::vector<ScriptedMove> parse_moves(const Board& board, const std::string& text)
{
    std::vector<ScriptedMove> moves;
    std::istringstream list(text);
    for (std::string item; std::getline(list, item, ',');) {
        std::istringstream words(item);
        std::string who, where;
        if (!(words >> who >> where))
            throw std::runtime_error(
                demo::say("--moves: '{0}' is not 'B D4' or 'W D4'",
                          "--moves：'{0}' は 'B D4' や 'W D4' の形ではありません", {item}));
        for (char& c : who) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        const Color color = who == "b" || who == "black"   ? Color::Black
                            : who == "w" || who == "white" ? Color::White
                                                           : Color::Empty;
        const auto point = parse_gtp_vertex(board.geometry(), where);
        if (color == Color::Empty || !point || *point == kPass)
            throw std::runtime_error(
                demo::say("--moves: '{0}' is not a colour and a point of this {1}x{2} board",
                          "--moves：'{0}' は色と、この {1}x{2} の盤の点ではありません",
                          {item, std::to_string(board.width()), std::to_string(board.height())}));
        moves.push_back(
            {color, *point,
             (color == Color::Black ? demo::say("Black ", "黒 ") : demo::say("White ", "白 ")) +
                 where});
    }
    return moves;
}

// The ids of the table on its stones, as marks (text) or labels (JSON).
std::map<Point, std::string> id_marks(const Board& board, const StringTable& table, bool full)
{
    std::map<Point, std::string> marks;
    for (Point p : board.points())
        if (table.id[p] != 0) marks[p] = id_mark(table.id[p], full);
    return marks;
}

// A move's frame for the JSON trace: the ids as labels, the stone played marked `move` and the
// stones it removed `capture` (the text trace shows the ids only).
trace::Frame move_frame(const Board& before, const Board& after, const StringTable& table,
                        Point move, const std::string& caption)
{
    trace::Frame frame;
    frame.board = after;
    frame.caption = caption;
    frame.marks.push_back({move, trace::MarkKind::Move});
    for (Point p : after.points())
        if (before.at(p) != Color::Empty && after.at(p) == Color::Empty)
            frame.marks.push_back({p, trace::MarkKind::Capture});
    for (const auto& [p, text] : id_marks(after, table, true)) frame.labels.push_back({p, text});
    return frame;
}

// The moves on the table (your play), each shown with the ids of the table after it.
void play_moves(demo::Stepper& stepper, std::ostream& out, Board board,
                const std::vector<ScriptedMove>& moves)
{
    StringTable table = make_table(board);
    for (const ScriptedMove& move : moves) {
        const Board before = board;
        if (board.play(move.color, move.point) != MoveStatus::Legal)
            throw std::runtime_error(demo::say("{0} is not a legal move here",
                                               "{0} はここでは合法手ではありません", {move.text}));
        const MoveReport report = play(table, move.color, move.point);
        const std::string what =
            demo::say("{0}: string {1}, joined {2}, captured {3}; next_id {4}",
                      "{0}：連 {1}（つないだ連：{2}、取った連：{3}）。next_id は {4}",
                      {move.text, std::to_string(report.id), ids_of(report.joined),
                       ids_of(report.captured), std::to_string(table.next_id)});
        if (table.id.size() != static_cast<std::size_t>(board.geometry().cells()))
            throw std::runtime_error(demo::say("after {0} the table has {1} ids",
                                               "{0} の後、表の ID が {1} 個あります",
                                               {move.text, std::to_string(table.id.size())}));
        if (stepper.json()) {
            stepper.frame(move_frame(before, board, table, move.point,
                                     what + demo::say("\n(labels: the table's ids after the move)",
                                                      "\n（数字：手の後の表の ID）")));
        } else if (stepper.showing()) {
            stepper.step(what, board, id_marks(board, table, false));
        } else {
            out << what << "\n" << id_board(board.geometry(), table.id);
        }
    }
}

Board read_position(const std::string& file)
{
    if (file.empty()) return parse_diagram(kDefaultPosition);
    std::ifstream in(file);
    if (!in) throw std::runtime_error(demo::say("cannot read {0}", "{0} を読めません", {file}));
    std::ostringstream text;
    text << in.rdbuf();
    return parse_diagram(text.str());
}

} // namespace

int main(int argc, char** argv)
{
    CLI::App app{demo::say("Lesson 6: strings. Labels the strings of a position (seed 000's ID "
                           "board), prints their records and the strings in atari, then plays "
                           "moves on the table of strings.",
                           "第6課：連。局面の連に番号を付け（資料 000 の ID 盤面）、そのレコードと"
                           "アタリの連を表示し、それから連の表の上で手を打ちます。")};
    demo::Mode mode = demo::Mode::Plain;
    demo::add_mode_options(app, mode);
    std::string file;
    std::string moves_text;
    app.add_option(
        "position", file,
        demo::say("A text diagram file (default: seed 000's eight strings, rebuilt)",
                  "テキストの盤面図のファイル（既定は、作り直した資料 000 の八つの連）"));
    app.add_option("--moves", moves_text,
                   demo::say("Moves to play on the table, e.g. \"B C3, W D4\" (default with the "
                             "seed's position: \"W D5, B G3\"; none with yours)",
                             "表の上で打つ手。例：\"B C3, W D4\"（既定は、資料の局面なら "
                             "\"W D5, B G3\"、自分の局面なら手なし）"));
    CLI11_PARSE(app, argc, argv);
    if (file.empty() && moves_text.empty()) moves_text = kDefaultMoves;

    try {
        const Board board = read_position(file);
        const std::vector<ScriptedMove> moves = parse_moves(board, moves_text);
        demo::Stepper stepper(mode);
        stepper.describe(6,
                         demo::say("Labelling strings in raster order, then moves on the table of "
                                   "strings",
                                   "ラスター順での連の番号付けと、連の表の上で打つ手"),
                         {{"@", trace::MarkKind::Visit}});
        // In a JSON trace the document is the whole output: the position is its first frame,
        // the records go into the caption of the labelling's last frame.
        std::ostringstream text;
        std::ostream& out = stepper.json() ? text : std::cout;
        out << demo::say("the position:\n", "局面：\n") << print_diagram(board);
        const StringLabels labels = checked_labels(board);
        if (stepper.showing()) {
            stepper.note(stepper.json() ? json_legend() : legend());
            trace::Frame position;
            position.board = board;
            position.caption =
                demo::say("the position: the scan reads it row by row, from the top, each row "
                          "left to right",
                          "局面：走査はいちばん上の行から一行ずつ、各行を左から右へ読みます");
            stepper.frame(position);
            show_labelling(stepper, board, labels);
        }
        out << demo::say("string ids (label_strings):\n", "連の ID（label_strings）：\n")
            << id_board(board.geometry(), labels.id);
        std::ostringstream records;
        print_records(stepper.json() ? records : out, board, labels);
        if (stepper.json()) {
            std::string lines = records.str();
            if (!lines.empty() && lines.back() == '\n') lines.pop_back();
            stepper.note(lines);
        }
        play_moves(stepper, out, board, moves);
        stepper.finish();
        return 0;
    } catch (const NotImplemented& error) {
        std::cerr << "lesson06: " << demo::error_words(error) << "\n";
        return 1;
    } catch (const std::exception& error) {
        std::cerr << "lesson06: " << error.what() << "\n";
        return 1;
    }
}
