// stonelab board: a position as an SVG figure for slides and the book, or as text for a
// terminal (`--format text`, what `stonelab show` prints). The position comes from a text
// diagram or an SGF record; marks, labels, move numbers and an influence map go on top
// (engine/figures/board_svg.hpp and board_text.hpp draw it, engine/go/influence.hpp computes
// the map).
#include "cli/commands.hpp"
#include "cli/messages.hpp"
#include "common/files.hpp"
#include "common/text.hpp"

#include "engine/figures/board_svg.hpp"
#include "engine/figures/board_text.hpp"
#include "engine/formats/diagram.hpp"
#include "engine/formats/sgf.hpp"
#include "engine/go/influence.hpp"
#include "engine/gomoku/board.hpp"

#include <cmath>
#include <cstdlib>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <stdexcept>

namespace stonelab::cli {

namespace {

struct BoardOptions {
    std::string diagram;              // a diagram file, or "-" for stdin
    std::string sgf;                  // an SGF file, or "-"
    std::string move;                 // the position after this move; "": the end of the game
    std::vector<std::string> marks;   // KIND:POINT,POINT,...
    std::vector<std::string> labels;  // TEXT:POINT
    std::vector<std::string> numbers; // empty or FROM, when --numbers is given
    std::string influence;            // "", "cancel" or "majority"
    std::string ownership;            // "" or a file of ownership rows (lesson 7)
    bool strings = false;             // label stones with their string's number (lesson 6)
    bool gomoku = false;              // the diagram is a Gomoku position: no Go rules
    bool no_coordinates = false;
    std::string caption;
    std::string format = "svg"; // or "text"
    std::string output;         // "" for stdout
};

// A GTP vertex of this board, or an error that says which text was wrong and why.
Point board_point(const Board& board, const std::string& vertex)
{
    const Geometry& g = board.geometry();
    const auto p = parse_gtp_vertex(g, vertex);
    if (!p || *p == kPass)
        throw std::runtime_error("'" + vertex + "' is not a point of this " +
                                 std::to_string(g.width) + "x" + std::to_string(g.height) +
                                 " board (its points are A1 to " +
                                 to_gtp_vertex(g, g.point(g.width, 1)) + ", without I)");
    return *p;
}

// "KIND:POINTS" and "TEXT:POINT" split at the last colon (a label may contain colons).
std::pair<std::string, std::string> split_at_colon(const std::string& text, const char* option,
                                                   const char* form)
{
    const auto colon = text.rfind(':');
    if (colon == std::string::npos || colon == 0 || colon + 1 == text.size())
        throw std::runtime_error(std::string(option) + " '" + text + "': expected " + form);
    return {text.substr(0, colon), text.substr(colon + 1)};
}

void add_marks(const Board& board, const std::vector<std::string>& marks, BoardFigure& figure)
{
    for (const std::string& mark : marks) {
        const auto [kind_name, points] =
            split_at_colon(mark, "--mark", "KIND:POINTS, e.g. triangle:D4,E5");
        const auto kind = parse_mark_kind(kind_name);
        if (!kind)
            throw std::runtime_error("--mark '" + mark + "': unknown mark '" + kind_name +
                                     "' (marks are triangle, square, circle, cross)");
        std::istringstream list(points);
        for (std::string vertex; std::getline(list, vertex, ',');)
            figure.marks[board_point(board, vertex)] = *kind;
    }
}

void add_labels(const Board& board, const std::vector<std::string>& labels, BoardFigure& figure)
{
    for (const std::string& label : labels) {
        const auto [text, vertex] = split_at_colon(label, "--label", "TEXT:POINT, e.g. a:C3");
        figure.labels[board_point(board, vertex)] = text;
    }
}

// A move number of --move or --numbers: no game record has more moves than its main line
// has nodes (kMaxSgfMainLineNodes).
int parse_move_number(const std::string& text, const char* option, int first)
{
    return whole_number_option(text, option, first, kMaxSgfMainLineNodes);
}

// The printed-record figure of moves FROM (--numbers FROM, default 1) to `last`; the moves
// it cannot show go into the caption.
Board numbered_board(const BoardOptions& options, const Game& game, int last, BoardFigure& figure)
{
    // A bare --numbers reaches us as no value or as one empty value, depending on CLI11.
    const bool from_given = !options.numbers.empty() && !options.numbers[0].empty();
    const int first = from_given ? parse_move_number(options.numbers[0], "--numbers", 1) : 1;
    if (first < 1 || first > last)
        throw std::runtime_error("--numbers " + std::to_string(first) + ": there are moves 1 to " +
                                 std::to_string(last) + " to number");
    NumberedMoves numbered = numbered_moves(game, first, last, figure.words);
    figure.numbers = numbered.numbers;
    std::string notes;
    for (const std::string& note : numbered.notes)
        notes += (notes.empty() ? "" : figure.words.point_separator) + note;
    if (!notes.empty()) figure.caption += (figure.caption.empty() ? "" : "\n") + notes;
    return numbered.board;
}

Game read_game(const std::string& file)
{
    try {
        return read_sgf(read_input(file, kMaxSgfBytes, "an SGF game record"));
    } catch (const SgfError& e) {
        throw std::runtime_error(file + ": " + e.what());
    }
}

Board read_board(const std::string& file)
{
    try {
        return parse_diagram(read_input(file, kMaxDiagramBytes, "a diagram"));
    } catch (const DiagramError& e) {
        throw std::runtime_error(file + ": " + e.what());
    }
}

// A Gomoku or Renju position (lessons 10 and 11): the stones as the diagram draws them, with
// no Go rules (a stone may have no liberty), on a Go board for the drawing.
Board read_gomoku_board(const std::string& file)
{
    gomoku::Board position;
    try {
        position = gomoku::parse_board(read_input(file, kMaxDiagramBytes, "a diagram"));
    } catch (const DiagramError& e) {
        throw std::runtime_error(file + ": " + e.what());
    }
    // The figures are drawn on Go's board, which stops at 19x19; Gomoku's 20x20 (the Gomocup's
    // board, which stonelab match and stonelab gomocup play) is refused with the limit named.
    if (position.size() > kMaxSide) {
        const std::string size = std::to_string(position.size());
        throw std::runtime_error(file + ": a " + size + "x" + size +
                                 " Gomoku position: stonelab board draws boards up to 19x19 "
                                 "(stonelab match and stonelab gomocup play 20x20, and stonelab "
                                 "match records those games as SGF)");
    }
    Board board(position.size(), position.size());
    for (Point p : position.points())
        if (position.at(p) != Color::Empty) board.set_stone(p, position.at(p));
    return board;
}

// An ownership map (lesson 7's statistics files; engine/formats/diagram.hpp: parse_ownership), as
// the influence shading draws it: in percent, per cell.
std::vector<int> read_ownership(const std::string& file, const Board& board)
{
    std::vector<double> values;
    try {
        values = parse_ownership(read_input(file, kMaxOwnershipBytes, "an ownership map"),
                                 board.width(), board.height());
    } catch (const DiagramError& e) {
        throw std::runtime_error(file + ": " + e.what());
    }
    std::vector<int> percent(static_cast<std::size_t>(board.geometry().cells()), 0);
    for (std::size_t i = 0; i < board.points().size(); ++i)
        percent[static_cast<std::size_t>(board.points()[i])] =
            static_cast<int>(std::lround(100 * values[i]));
    return percent;
}

// Lesson 6's ID board: every stone labelled with the number of its string, the strings
// numbered 1, 2, ... in the order a raster scan (Board::points()) meets their first stones.
void add_string_numbers(const Board& board, BoardFigure& figure)
{
    std::map<Point, int> number; // string id -> its number
    for (Point p : board.points()) {
        if (board.at(p) != Color::Black && board.at(p) != Color::White) continue;
        const auto next = static_cast<int>(number.size()) + 1;
        figure.labels[p] =
            std::to_string(number.try_emplace(board.string_id(p), next).first->second);
    }
}

int run_board(const BoardOptions& options, bool numbers_given)
{
    if (options.diagram.empty() == options.sgf.empty())
        throw std::runtime_error("give a position: --diagram FILE or --sgf FILE (one of them)");
    BoardFigure figure;
    // The key and the notes in the student's language: main.cpp chose it, and `stonelab show`
    // draws its figures in this same process. The engine itself reads no language setting.
    figure.words = board_words(current_language());
    figure.coordinates = !options.no_coordinates;
    figure.caption = options.caption;
    Board position; // the position itself, for the influence map
    Board drawn;    // what the figure shows (with --numbers: the printed-record figure)
    if (!options.diagram.empty()) {
        position = drawn =
            options.gomoku ? read_gomoku_board(options.diagram) : read_board(options.diagram);
    } else {
        // The move number is checked before the file is read: a mistake costs no time.
        std::optional<int> move;
        if (!options.move.empty()) move = parse_move_number(options.move, "--move", 0);
        const Game game = read_game(options.sgf);
        const int moves = static_cast<int>(game.moves().size());
        const int last = move.value_or(moves);
        if (last > moves)
            throw std::runtime_error("--move " + std::to_string(last) + ": the game in " +
                                     options.sgf + " has only " + std::to_string(moves) + " moves");
        position = drawn = position_after(game, last);
        if (numbers_given) drawn = numbered_board(options, game, last, figure);
    }
    add_marks(drawn, options.marks, figure);
    if (options.strings) add_string_numbers(drawn, figure);
    add_labels(drawn, options.labels, figure);
    if (!options.influence.empty())
        figure.influence =
            influence_strengths(position, options.influence == "cancel" ? InfluenceRule::Cancel
                                                                        : InfluenceRule::Majority);
    if (!options.ownership.empty()) figure.influence = read_ownership(options.ownership, position);
    write_output(options.format == "text" ? board_text(drawn, figure) : board_svg(drawn, figure),
                 options.output);
    return 0;
}

} // namespace

Command add_board_command(CLI::App& app)
{
    auto* board =
        app.add_subcommand("board", "A position as an SVG figure for slides and the book, or as "
                                    "text for a terminal");
    auto options = std::make_shared<BoardOptions>();
    auto* diagram = board->add_option("--diagram", options->diagram,
                                      "The position as a text diagram (FILE, or - for stdin)");
    auto* sgf =
        board->add_option("--sgf", options->sgf, "The position from an SGF record (FILE or -)");
    diagram->excludes(sgf);
    // Numbers are read as text and checked by run_board, so that every bad value gets a
    // sentence naming the option and exit status 1 (as in `stonelab tree`).
    board
        ->add_option("--move", options->move,
                     "With --sgf: the position after move N (default: the end)")
        ->type_name("INT")
        ->needs(sgf);
    board->add_option("--mark", options->marks,
                      "KIND:POINTS, e.g. triangle:D4,E5 (triangle, square, circle, cross)");
    board->add_option("--label", options->labels, "TEXT:POINT, e.g. a:C3");
    auto* numbers = board
                        ->add_option("--numbers", options->numbers,
                                     "With --sgf: number the moves from FROM (default 1) to --move")
                        ->expected(0, 1)
                        ->needs(sgf);
    board
        ->add_option("--influence", options->influence,
                     "Shade seed 000's territory guess (lesson 5)")
        ->check(CLI::IsMember({"cancel", "majority"}));
    board
        ->add_option("--ownership", options->ownership,
                     "Shade an ownership map FILE: a row of numbers from -1 (White's) to 1 "
                     "(Black's) per board row, as lesson 7's reference statistics write it")
        ->excludes("--influence");
    board->add_flag("--strings", options->strings,
                    "Label every stone with its string's number, strings numbered in raster "
                    "order (lesson 6's ID board)");
    board
        ->add_flag("--gomoku", options->gomoku,
                   "With --diagram: a Gomoku or Renju position, read without Go's rules "
                   "(lessons 10 and 11)")
        ->needs(diagram);
    board->add_flag("--no-coordinates", options->no_coordinates,
                    "No letters and numbers around the board");
    board->add_option("--caption", options->caption, "Text under the board");
    board
        ->add_option("--format", options->format,
                     "svg, or text: the board in characters for a terminal, with a key")
        ->check(CLI::IsMember({"svg", "text"}))
        ->capture_default_str();
    board->add_option("-o,--output", options->output, "Write the figure to FILE instead of stdout");
    return {board, [options, numbers] { return run_board(*options, numbers->count() > 0); }};
}

} // namespace stonelab::cli
