// `stonelab tree`: a recorded search drawn as a Graphviz diagram (DOT, SVG or PNG) for
// slides and the book, or as an indented tree for a terminal (`--format text`, what
// `stonelab show` prints). The game comes from `--game`, the search from
// engine/search/search.hpp, the drawing from engine/figures/search_dot.hpp or search_text.hpp;
// or, with `--from FILE`, a search recorded elsewhere (lesson 9's records,
// engine/search/search_record.hpp) is drawn instead. This file reads the options, guards
// against searches that would never finish (refusing at once a k-in-a-row search certain to
// pass the limits, stopping any other at limits on its nodes, the moves it considers and its
// depth, and keeping the recorded tree's memory bounded), and runs Graphviz's `dot` for SVG
// and PNG.
#include "cli/commands.hpp"
#include "cli/messages.hpp"
#include "common/files.hpp"
#include "common/process.hpp"
#include "common/text.hpp"

#include "engine/figures/search_dot.hpp"
#include "engine/figures/search_text.hpp"
#include "engine/formats/diagram.hpp"
#include "engine/go/monte_carlo.hpp"
#include "engine/go/tiny_go.hpp"
#include "engine/search/game_tree.hpp"
#include "engine/search/k_in_a_row.hpp"
#include "engine/search/search.hpp"
#include "engine/search/search_record.hpp"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

namespace stonelab::cli {

namespace {

namespace fs = std::filesystem;
using search::TwoPlayerGame;

// A diagram's search is stopped, and refused, after this many nodes: tic-tac-toe's whole
// minimax tree (549,946 nodes) fits; a whole 3x3 Go game or 4-in-a-row on 5x5 does not.
constexpr long kMaxSearchNodes = 2'000'000;
// ... or after considering this many moves (every legal move of every position it expands):
// on a big board, listing and ordering a position's moves is the bulk of a node's time
// (k-in-a-row scores every empty cell, Go tests each for legality), so this keeps a search
// on 19x19 to a few seconds, as the node limit does on small boards. A k-in-a-row search
// that must do more than either (KInARow::fewest_search_work) is refused before it starts.
constexpr long kMaxConsideredMoves = 50'000'000;
// A diagram's search is stopped, and refused, when it goes deeper than this: the search
// recurses once per ply, and a Go game without a depth limit can go on for thousands of
// moves, which would overflow the stack. The longest k-in-a-row game (26x26) has 676 plies.
constexpr int kMaxSearchPlies = 1'000;
// The search records this many nodes at most: a diagram draws a few hundred, but it also
// needs the principal variation, which may come late in search order.
constexpr std::size_t kMaxRecordedNodes = 200'000;
// ... and fewer on big boards, to keep the recorded tree to about this many bytes: a cut-off
// records every move it leaves unsearched, which on 19x19 is hundreds per node.
constexpr std::size_t kMaxRecordedBytes = 128 * 1024 * 1024;
// More nodes than this make a diagram nobody can read, and take `dot` minutes to lay out.
constexpr int kMaxDrawnNodes = 5'000;
// `dot` lays out a few thousand nodes in seconds; a minute means something is wrong.
constexpr std::chrono::seconds kDotTimeLimit{60};
// PNG resolution: sharper than Graphviz's 96 dpi on a projector.
constexpr int kPngDotsPerInch = 144;

constexpr const char* kGames =
    "tic-tac-toe, k-in-a-row:M,N,K, tiny-go:WxH, uniform:B,D[,shuffled|perfect,SEED] or tree:FILE";

struct TreeOptions {
    std::string game;
    std::string algorithm = "alphabeta";
    // Numbers are read as text and checked here, so that every bad value gets a sentence
    // naming the option and exit status 1.
    std::string depth;
    std::string max_nodes = std::to_string(search::kDefaultDotNodes);
    std::string moves;
    std::string format = "dot";
    std::string output;
    // --algo uct only (run_uct_tree): a UCT search from a Go diagram, Black to move.
    std::string playouts = "40";
    std::string seed = "1";
    double komi = 0;
    std::string from; // a search record to draw instead of a search (lesson 9's --record)
};

// ---- reading the options ------------------------------------------------------------------

std::vector<std::string> split(const std::string& text, char separator)
{
    std::vector<std::string> parts;
    std::istringstream in(text);
    for (std::string part; std::getline(in, part, separator);) parts.push_back(part);
    if (!text.empty() && text.back() == separator) parts.emplace_back();
    return parts;
}

// The words of `text`, separated by spaces or commas: "b2 a1" or "b2,a1".
std::vector<std::string> words(std::string text)
{
    std::replace(text.begin(), text.end(), ',', ' ');
    std::istringstream in(text);
    std::vector<std::string> found;
    for (std::string word; in >> word;) found.push_back(word);
    return found;
}

// Numbers separated by `separator` ("3,3,3", "2x2"), exactly `count` of them, or nothing.
std::optional<std::vector<int>> parse_numbers(const std::string& text, char separator,
                                              std::size_t count)
{
    const std::vector<std::string> parts = split(text, separator);
    if (parts.size() != count) return std::nullopt;
    std::vector<int> numbers;
    for (const std::string& part : parts) {
        const auto number = whole_number<int>(part);
        if (!number) return std::nullopt;
        numbers.push_back(*number);
    }
    return numbers;
}

int parse_depth(const std::string& text)
{
    if (text.empty()) return search::kNoDepthLimit;
    return whole_number_option(text, "--depth", 0, kMaxSearchPlies);
}

std::size_t parse_max_nodes(const std::string& text)
{
    return static_cast<std::size_t>(whole_number_option(text, "--max-nodes", 1, kMaxDrawnNodes));
}

search::Algorithm parse_algorithm(const std::string& name)
{
    if (const auto algorithm = search::parse_algorithm(name)) return *algorithm;
    throw std::runtime_error("unknown algorithm '" + name +
                             "': use minimax, negamax, alphabeta-hard, alphabeta-soft or "
                             "alphabeta (the fail-soft one)");
}

void check_format(const std::string& format)
{
    if (format != "dot" && format != "svg" && format != "png" && format != "text")
        throw std::runtime_error("unknown format '" + format + "': use dot, svg, png or text");
}

// ---- the games ------------------------------------------------------------------------------

// A game to draw, with what the caption calls it and its players.
struct DiagramGame {
    std::unique_ptr<TwoPlayerGame> game;
    // The caption's name of the game, a sentence of cli/messages.cpp: in the student's
    // language in the drawing, in English in a refusal (every message of this command is).
    Message title;
    std::vector<std::string> title_arguments;
    std::string first_player = "Max";
    std::string second_player = "Min";
    std::string moves_played{}; // "b2 a1" (play_moves), which the title ends with
    // k-in-a-row only: the least work a search must do (KInARow::fewest_search_work), to
    // refuse a search before it starts. The other games' trees are small (explicit and
    // uniform trees have at most search::kMaxTreeNodes nodes) or stopped by SearchLimits.
    const search::KInARow* k_in_a_row = nullptr;
};

// The game's name in `language`, with the moves played before the search.
std::string title_in(const DiagramGame& diagram, Language language)
{
    const std::string title = say_in(language, diagram.title, diagram.title_arguments);
    if (diagram.moves_played.empty()) return title;
    return say_in(language, Message::TreeTitleAfter, {title, diagram.moves_played});
}

// A k-in-a-row game to draw, with its caption.
DiagramGame k_in_a_row_game(std::unique_ptr<search::KInARow> game, Message title,
                            std::vector<std::string> title_arguments = {})
{
    const search::KInARow* rows = game.get();
    DiagramGame diagram{std::move(game), title, std::move(title_arguments), "X", "O"};
    diagram.k_in_a_row = rows;
    return diagram;
}

DiagramGame k_in_a_row(const std::string& spec, const std::string& parameters)
{
    const auto mnk = parse_numbers(parameters, ',', 3);
    if (!mnk || (*mnk)[0] < 1 || (*mnk)[0] > 26 || (*mnk)[1] < 1 || (*mnk)[1] > 26 ||
        (*mnk)[2] < 1 || (*mnk)[2] > std::max((*mnk)[0], (*mnk)[1]))
        throw std::runtime_error("bad game '" + spec +
                                 "': k-in-a-row:M,N,K needs M columns and N rows from 1 to 26, "
                                 "and K in a row from 1 to the larger of M and N");
    const auto [m, n, k] = std::tuple((*mnk)[0], (*mnk)[1], (*mnk)[2]);
    return k_in_a_row_game(std::make_unique<search::KInARow>(m, n, k), Message::TreeTitleKInARow,
                           {std::to_string(k), std::to_string(m), std::to_string(n)});
}

DiagramGame tiny_go(const std::string& spec, const std::string& parameters)
{
    const auto size = parse_numbers(parameters, 'x', 2);
    if (!size || (*size)[0] < 1 || (*size)[0] > 19 || (*size)[1] < 1 || (*size)[1] > 19)
        throw std::runtime_error("bad game '" + spec +
                                 "': tiny-go:WxH needs a width and a height from 1 to 19");
    const std::string board = std::to_string((*size)[0]) + "x" + std::to_string((*size)[1]);
    return {std::make_unique<search::TinyGo>((*size)[0], (*size)[1]),
            Message::TreeTitleGo,
            {board},
            say(Message::TreeBlack),
            say(Message::TreeWhite)};
}

// uniform:B,D is perfectly ordered (seed 1); uniform:B,D,shuffled,SEED or ...,perfect,SEED.
DiagramGame uniform(const std::string& spec, const std::string& parameters)
{
    const std::runtime_error bad_game("bad game '" + spec +
                                      "': use uniform:B,D or uniform:B,D,shuffled,SEED (or "
                                      "perfect,SEED) with whole numbers B and D");
    const std::vector<std::string> parts = split(parameters, ',');
    const bool ordered = parts.size() == 4 && (parts[2] == "shuffled" || parts[2] == "perfect");
    if (parts.size() != 2 && !ordered) throw bad_game;
    // (Parsed only once the parts are known to be there: GCC 12 at -O1 takes an optional
    // made by `cond ? parse : nullopt` for maybe-uninitialized.)
    const auto branching = whole_number<int>(parts[0]);
    const auto depth = whole_number<int>(parts[1]);
    const auto seed = ordered ? whole_number<std::uint64_t>(parts[3]) : std::uint64_t{1};
    if (!branching || !depth || !seed) throw bad_game;
    const bool shuffled = ordered && parts[2] == "shuffled";
    Rng rng(*seed);
    try {
        auto tree = std::make_unique<search::GameTree>(search::uniform_tree(
            *branching, *depth, shuffled ? search::TreeOrder::Shuffled : search::TreeOrder::Perfect,
            rng));
        return {std::move(tree),
                shuffled ? Message::TreeTitleUniformShuffled : Message::TreeTitleUniformPerfect,
                {std::to_string(*branching), std::to_string(*depth), std::to_string(*seed)}};
    } catch (const std::invalid_argument&) {
        throw std::runtime_error(
            "bad game '" + spec +
            "': a uniform tree needs B >= 1, 0 <= D <= " + std::to_string(search::kMaxTreeNesting) +
            " and at most " + std::to_string(search::kMaxTreeNodes) + " nodes in all");
    }
}

DiagramGame tree_file(const std::string& path)
{
    const std::string text = read_input(path, search::kMaxTreeBytes, "a game tree");
    try {
        return {std::make_unique<search::GameTree>(search::parse_game_tree(text)),
                Message::TreeTitleFile,
                {fs::path(path).filename().string()}};
    } catch (const ParseError& error) {
        throw std::runtime_error("the tree file '" + path +
                                 "' is not a game tree: " + error.what());
    }
}

DiagramGame parse_game(const std::string& spec)
{
    const std::size_t colon = spec.find(':');
    const std::string name = spec.substr(0, colon);
    const std::string parameters = colon == std::string::npos ? "" : spec.substr(colon + 1);
    if (spec == "tic-tac-toe")
        return k_in_a_row_game(std::make_unique<search::KInARow>(search::tic_tac_toe()),
                               Message::TreeTitleTicTacToe);
    if (colon != std::string::npos) {
        if (name == "k-in-a-row") return k_in_a_row(spec, parameters);
        if (name == "tiny-go") return tiny_go(spec, parameters);
        if (name == "uniform") return uniform(spec, parameters);
        if (name == "tree") return tree_file(parameters);
    }
    throw std::runtime_error("unknown game '" + spec + "': use " + kGames);
}

bool same_name(const std::string& a, const std::string& b)
{
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) !=
            std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    return true;
}

// Plays `moves` (names as the game spells them, any case) and adds them to the title.
void play_moves(DiagramGame& diagram, const std::string& moves)
{
    std::string played;
    for (const std::string& name : words(moves)) {
        TwoPlayerGame& game = *diagram.game;
        const std::string where = played.empty() ? "at the start" : "after" + played;
        if (game.is_over())
            throw std::runtime_error("cannot play '" + name + "': the game is over " + where);
        std::string legal;
        bool found = false;
        for (search::Move move : game.legal_moves()) {
            const std::string move_name = game.move_name(move);
            if (same_name(name, move_name)) {
                game.play(move);
                found = true;
                break;
            }
            legal += (legal.empty() ? "" : " ") + move_name;
        }
        if (!found)
            throw std::runtime_error("'" + name + "' is not a legal move " + where +
                                     ": the legal moves are " + legal);
        played += " " + name;
    }
    if (!played.empty()) diagram.moves_played = played.substr(1);
}

// ---- searching, with limits ---------------------------------------------------------------

// "2,000,000": a count as a message shows it.
std::string with_commas(long long count)
{
    std::string digits = std::to_string(count);
    for (auto at = static_cast<long>(digits.size()) - 3; at > 0; at -= 3)
        digits.insert(static_cast<std::size_t>(at), ",");
    return digits;
}

std::string how_deep(int depth)
{
    return depth == search::kNoDepthLimit ? "to the end" : "to depth " + std::to_string(depth);
}

constexpr const char* kSmallerSearch =
    "start later in the game with --moves, or pick a smaller game";

// "at least 46,785,240", or "more than 10^18" past what KInARow counts.
std::string at_least(double count)
{
    if (count >= search::KInARow::kManyNodes) return "more than 10^18";
    return "at least " + with_commas(static_cast<long long>(count));
}

bool fits(const search::SearchWork& work)
{
    return work.nodes <= kMaxSearchNodes && work.moves <= kMaxConsideredMoves;
}

// Refuses at once a k-in-a-row search that must do more than the limits allow, naming the
// deepest search that might fit.
void refuse_certain_overflow(const DiagramGame& diagram, search::Algorithm algorithm, int depth)
{
    if (!diagram.k_in_a_row) return;
    const search::KInARow& game = *diagram.k_in_a_row;
    const search::SearchWork work = game.fewest_search_work(algorithm, depth);
    if (fits(work)) return;
    const std::string too_much =
        work.nodes > kMaxSearchNodes
            ? "visits " + at_least(work.nodes) + " nodes, more than the " +
                  with_commas(kMaxSearchNodes) + " a diagram's search may visit"
            : "considers " + at_least(work.moves) + " moves, more than the " +
                  with_commas(kMaxConsideredMoves) + " a diagram's search may consider";
    int fitting = 0; // the deepest search that might fit (depth 1 always does)
    while (fitting + 1 < depth && fits(game.fewest_search_work(algorithm, fitting + 1))) ++fitting;
    throw std::runtime_error("refused: searching " + title_in(diagram, Language::English) + " " +
                             how_deep(depth) + " " + too_much +
                             ". Give a smaller --depth (at most " + std::to_string(fitting) +
                             "), " + kSmallerSearch);
}

// Thrown when a search passes one of SearchLimits' limits; says which.
struct SearchTooBig : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// A game that forwards to another and stops the search, by throwing SearchTooBig, after
// kMaxSearchNodes moves played, kMaxConsideredMoves moves listed, or deeper than
// kMaxSearchPlies. The search module has no limits of its own: a diagram is the one place
// where a user may ask for a search that would run for hours.
class SearchLimits : public TwoPlayerGame {
public:
    explicit SearchLimits(TwoPlayerGame& game) : game_(game) {}
    search::Side to_move() const override { return game_.to_move(); }
    bool is_over() const override { return game_.is_over(); }
    std::vector<search::Move> legal_moves() const override
    {
        std::vector<search::Move> moves = game_.legal_moves();
        moves_considered_ += static_cast<long>(moves.size());
        if (moves_considered_ > kMaxConsideredMoves)
            throw SearchTooBig("considers more than " + with_commas(kMaxConsideredMoves) +
                               " moves, the most a diagram's search may consider");
        return moves;
    }
    void play(search::Move move) override
    {
        if (++moves_played_ >= kMaxSearchNodes)
            throw SearchTooBig("visits more than " + with_commas(kMaxSearchNodes) +
                               " nodes, the most a diagram's search may visit");
        if (++ply_ > kMaxSearchPlies)
            throw SearchTooBig("goes deeper than " + with_commas(kMaxSearchPlies) +
                               " plies, the most a diagram's search may go");
        game_.play(move);
    }
    void undo() override
    {
        game_.undo();
        --ply_;
    }
    search::Value final_value() const override { return game_.final_value(); }
    search::Value evaluate() const override { return game_.evaluate(); }
    search::Value max_value() const override { return game_.max_value(); }
    std::string move_name(search::Move move) const override { return game_.move_name(move); }

private:
    TwoPlayerGame& game_;
    long moves_played_ = 0;
    mutable long moves_considered_ = 0; // counted by legal_moves(), which is const
    int ply_ = 0;
};

// How many nodes the search may record: kMaxRecordedNodes, or fewer when each may cost more
// than kMaxRecordedBytes allows. A recorded node costs a SearchNode, and at a cut-off a move
// and its name for each move left unsearched: at most all of a position's moves, whose number
// at the root stands for the rest (in k-in-a-row and Go it hardly grows).
std::size_t nodes_to_record(const TwoPlayerGame& game)
{
    const std::size_t moves = game.legal_moves().size();
    const std::size_t node_bytes =
        sizeof(search::SearchNode) + moves * (sizeof(search::Move) + sizeof(std::string));
    return std::clamp(kMaxRecordedBytes / node_bytes, std::size_t{kMaxDrawnNodes},
                      kMaxRecordedNodes);
}

search::SearchResult search_for_diagram(const DiagramGame& diagram, search::Algorithm algorithm,
                                        int depth)
{
    refuse_certain_overflow(diagram, algorithm, depth);
    search::SearchOptions options;
    options.depth = depth;
    options.record_tree = true;
    options.max_recorded_nodes = nodes_to_record(*diagram.game);
    SearchLimits limited(*diagram.game);
    try {
        return search::run_search(algorithm, limited, options);
    } catch (const SearchTooBig& too_big) {
        throw std::runtime_error("refused: searching " + title_in(diagram, Language::English) +
                                 " " + how_deep(depth) + " " + too_big.what() +
                                 ". Give a smaller --depth (for example --depth 3), " +
                                 kSmallerSearch);
    }
}

// ---- writing the output ---------------------------------------------------------------------

// The DOT text rendered by Graphviz's `dot` as SVG or PNG.
std::string render(const std::string& dot_text, const std::string& format)
{
    const auto dot = find_program("dot");
    if (!dot)
        throw std::runtime_error("Graphviz's dot was not found on PATH: install the graphviz "
                                 "package (sudo apt-get install graphviz), or use --format dot");
    const TemporaryFolder folder("tree"); // dot's input and output
    const fs::path input = folder.path() / "tree.dot";
    const fs::path output = folder.path() / ("tree." + format);
    std::ofstream(input, std::ios::binary) << dot_text;
    RunLimits limits;
    limits.time = kDotTimeLimit;
    std::vector<std::string> command{dot->string(), "-T" + format, "-o", output.string()};
    if (format == "png") command.push_back("-Gdpi=" + std::to_string(kPngDotsPerInch));
    command.push_back(input.string());
    const ProcessResult run = run_captured(command, folder.path(), limits);
    if (!run.succeeded() || !fs::exists(output))
        throw std::runtime_error("Graphviz's dot " + describe_ending(run) + ":\n" +
                                 trimmed(first_lines(trimmed(run.output), 10)));
    return read_file(output).value_or("");
}

// Drawing options in the student's language (cli/messages.hpp's current_language(), which
// main.cpp set): the drawing's words, and a font that has their letters.
search::DotOptions drawing_options(const std::string& max_nodes)
{
    search::DotOptions options;
    options.max_nodes = parse_max_nodes(max_nodes);
    options.words = tree_words(current_language());
    options.font = say(Message::TreeFont);
    return options;
}

// The search drawn in `format`: DOT text, Graphviz's rendering of it, or the terminal's
// indented tree.
std::string drawn(const search::SearchResult& result, const search::DotOptions& options,
                  const std::string& format)
{
    if (format == "text") return search::search_tree_text(result, options);
    const std::string dot_text = search::search_tree_dot(result, options);
    return format == "dot" ? dot_text : render(dot_text, format);
}

// UCT draws no searched game tree: `--algo uct --game go:FILE` grows the engine's UCT tree
// (engine/go/monte_carlo.hpp) from the position of a text diagram, Black to move, and draws the
// nodes it visited with their visits and win rates (lesson 8's figure).
constexpr int kMaxUctPlayouts = 5'000;

int run_uct_tree(const TreeOptions& options)
{
    if (options.game.rfind("go:", 0) != 0)
        throw std::runtime_error(
            "--algo uct needs --game go:FILE, a text diagram of a Go position");
    if (!options.depth.empty() || !options.moves.empty())
        throw std::runtime_error("--algo uct takes no --depth or --moves");
    check_format(options.format);
    search::DotOptions dot_options = drawing_options(options.max_nodes);
    UctOptions uct;
    uct.playouts = whole_number_option(options.playouts, "--playouts", 1, kMaxUctPlayouts);
    const auto seed = whole_number<std::uint64_t>(options.seed);
    if (!seed)
        throw std::runtime_error("--seed must be a whole number, not '" + options.seed + "'");
    const std::string path = options.game.substr(3);
    const std::string text = read_input(path, kMaxDiagramBytes, "a Go diagram");
    Board board;
    try {
        board = parse_diagram(text);
    } catch (const ParseError& error) {
        throw std::runtime_error("'" + path + "' is not a Go diagram: " + error.what());
    }
    Rng rng(*seed);
    const Game game(board, Rules{KoRule::Simple, options.komi}, Color::Black);
    const search::SearchResult result = uct_search_tree(game, Color::Black, rng, uct);
    // The numbers as an ostream writes them (3.5, 1.4), in either language.
    const auto number = [](auto value) {
        std::ostringstream text;
        text << value;
        return text.str();
    };
    dot_options.game = say(Message::TreeTitleUct,
                           {fs::path(path).filename().string(), number(options.komi), number(*seed),
                            number(uct.exploration), number(uct.expand_after)});
    dot_options.first_player = say(Message::TreeBlack);
    dot_options.second_player = say(Message::TreeWhite);
    write_output(drawn(result, dot_options, options.format), options.output);
    return 0;
}

// ---- drawing a search record (`--from FILE`) -----------------------------------------------

// The search written down in a record file (engine/search/search_record.hpp): lesson 9's record of
// a student's alpha-beta, drawn like the engine's own search.
int run_record(const TreeOptions& options)
{
    if (!options.game.empty() || !options.moves.empty() || !options.depth.empty())
        throw std::runtime_error("--from draws a recorded search: give it without --game, "
                                 "--moves or --depth");
    check_format(options.format);
    search::DotOptions dot_options = drawing_options(options.max_nodes);
    const std::string text = read_input(options.from, search::kMaxRecordBytes, "a search record");
    search::SearchResult result;
    try {
        result = search::parse_search_record(text);
    } catch (const ParseError& error) {
        throw std::runtime_error("the record '" + options.from +
                                 "' is not a search record: " + error.what());
    }
    dot_options.game = say(Message::TreeTitleRecord, {fs::path(options.from).filename().string()});
    dot_options.algorithm = search::Algorithm::AlphaBetaFailSoft;
    write_output(drawn(result, dot_options, options.format), options.output);
    return 0;
}

int run_tree(const TreeOptions& options)
{
    if (!options.from.empty()) return run_record(options);
    if (options.algorithm == "uct") return run_uct_tree(options);
    if (options.game.empty())
        throw std::runtime_error("give the game with --game, or a record with --from");
    // Every option is checked before the search, so a mistake costs no time.
    const search::Algorithm algorithm = parse_algorithm(options.algorithm);
    const int depth = parse_depth(options.depth);
    check_format(options.format);
    search::DotOptions dot_options = drawing_options(options.max_nodes);
    DiagramGame diagram = parse_game(options.game);
    play_moves(diagram, options.moves);

    const search::SearchResult result = search_for_diagram(diagram, algorithm, depth);
    dot_options.game = title_in(diagram, current_language());
    dot_options.algorithm = algorithm;
    dot_options.depth = depth;
    dot_options.first_player = diagram.first_player;
    dot_options.second_player = diagram.second_player;
    write_output(drawn(result, dot_options, options.format), options.output);
    return 0;
}

} // namespace

Command add_tree_command(CLI::App& app)
{
    auto* tree = app.add_subcommand(
        "tree", "A recorded search as a Graphviz diagram, or as text for a terminal: values, "
                "windows, cut-offs and the principal variation");
    auto options = std::make_shared<TreeOptions>();
    tree->add_option("--game", options->game, std::string("The game: ") + kGames);
    tree->add_option("--from", options->from,
                     "Draw the alpha-beta record in this FILE (lesson 9's `--record`, "
                     "engine/search/search_record.hpp) instead of searching");
    tree->add_option("--algo", options->algorithm,
                     "minimax, negamax, alphabeta-hard, alphabeta-soft, alphabeta (= soft), or uct "
                     "(with --game go:FILE)")
        ->capture_default_str();
    tree->add_option("--depth", options->depth, "Plies to search (default: to the end)")
        ->type_name("INT");
    tree->add_option("--max-nodes", options->max_nodes,
                     "Draw at most this many nodes, plus the principal variation")
        ->type_name("INT")
        ->capture_default_str();
    tree->add_option("--moves", options->moves,
                     "Moves to play before searching, e.g. \"b2 a1\" or b2,a1 (tic-tac-toe)");
    tree->add_option("--format", options->format,
                     "dot, svg or png (svg and png need Graphviz), or text: an indented tree for a "
                     "terminal")
        ->capture_default_str();
    tree->add_option("-o,--output", options->output, "Write to this file instead of stdout");
    tree->add_option("--playouts", options->playouts, "--algo uct: the playouts (1 to 5000)")
        ->capture_default_str();
    tree->add_option("--seed", options->seed, "--algo uct: the seed of the random numbers")
        ->capture_default_str();
    tree->add_option("--komi", options->komi, "--algo uct: the komi for White")
        ->check(CLI::Range(-1000.0, 1000.0))
        ->capture_default_str();
    return {tree, [options] { return run_tree(*options); }};
}

} // namespace stonelab::cli
