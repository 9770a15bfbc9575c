// `stonelab tree`: a recorded search drawn as a Graphviz diagram (DOT, SVG or PNG) for
// slides and the book. The game comes from `--game`, the search from engine/search.hpp, the
// drawing from engine/search_dot.hpp; this file reads the options, guards against searches
// that would never finish, and runs Graphviz's `dot` for SVG and PNG.
#include "cli/commands.hpp"
#include "common/files.hpp"
#include "common/process.hpp"
#include "common/text.hpp"

#include "engine/game_tree.hpp"
#include "engine/k_in_a_row.hpp"
#include "engine/search.hpp"
#include "engine/search_dot.hpp"
#include "engine/tiny_go.hpp"

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
// The search records this many nodes at most: a diagram draws a few hundred, but it also
// needs the principal variation, which may come late in search order.
constexpr std::size_t kMaxRecordedNodes = 200'000;
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
    const auto depth = whole_number<int>(text);
    if (!depth || *depth < 0)
        throw std::runtime_error("--depth must be a whole number, 0 or more, not '" + text + "'");
    return *depth;
}

std::size_t parse_max_nodes(const std::string& text)
{
    const auto count = whole_number<int>(text);
    if (!count || *count < 1 || *count > kMaxDrawnNodes)
        throw std::runtime_error("--max-nodes must be a whole number from 1 to " +
                                 std::to_string(kMaxDrawnNodes) + ", not '" + text + "'");
    return static_cast<std::size_t>(*count);
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
    if (format != "dot" && format != "svg" && format != "png")
        throw std::runtime_error("unknown format '" + format + "': use dot, svg or png");
}

// ---- the games ------------------------------------------------------------------------------

// A game to draw, with what the caption calls it and its players.
struct DiagramGame {
    std::unique_ptr<TwoPlayerGame> game;
    std::string title;
    std::string first_player = "Max";
    std::string second_player = "Min";
};

DiagramGame k_in_a_row(const std::string& spec, const std::string& parameters)
{
    const auto mnk = parse_numbers(parameters, ',', 3);
    if (!mnk || (*mnk)[0] < 1 || (*mnk)[0] > 26 || (*mnk)[1] < 1 || (*mnk)[1] > 26 ||
        (*mnk)[2] < 1 || (*mnk)[2] > std::max((*mnk)[0], (*mnk)[1]))
        throw std::runtime_error("bad game '" + spec +
                                 "': k-in-a-row:M,N,K needs M columns and N rows from 1 to 26, "
                                 "and K in a row from 1 to the larger of M and N");
    const auto [m, n, k] = std::tuple((*mnk)[0], (*mnk)[1], (*mnk)[2]);
    return {std::make_unique<search::KInARow>(m, n, k),
            std::to_string(k) + " in a row on " + std::to_string(m) + "x" + std::to_string(n), "X",
            "O"};
}

DiagramGame tiny_go(const std::string& spec, const std::string& parameters)
{
    const auto size = parse_numbers(parameters, 'x', 2);
    if (!size || (*size)[0] < 1 || (*size)[0] > 19 || (*size)[1] < 1 || (*size)[1] > 19)
        throw std::runtime_error("bad game '" + spec +
                                 "': tiny-go:WxH needs a width and a height from 1 to 19");
    const std::string board = std::to_string((*size)[0]) + "x" + std::to_string((*size)[1]);
    return {std::make_unique<search::TinyGo>((*size)[0], (*size)[1]),
            "Go on " + board + " (area scoring, no komi, positional superko)", "Black", "White"};
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
        return {std::move(tree), "uniform tree, " + std::to_string(*branching) + " moves, " +
                                     std::to_string(*depth) + " plies, " +
                                     (shuffled ? "shuffled (seed " + std::to_string(*seed) + ")"
                                               : std::string("perfectly ordered"))};
    } catch (const std::invalid_argument&) {
        throw std::runtime_error(
            "bad game '" + spec +
            "': a uniform tree needs B >= 1, 0 <= D <= " + std::to_string(search::kMaxTreeNesting) +
            " and at most " + std::to_string(search::kMaxTreeNodes) + " nodes in all");
    }
}

DiagramGame tree_file(const std::string& path)
{
    const auto text = read_file(path);
    if (!text) throw std::runtime_error("cannot read the tree file '" + path + "'");
    try {
        return {std::make_unique<search::GameTree>(search::parse_game_tree(*text)),
                "tree " + fs::path(path).filename().string()};
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
        return {std::make_unique<search::KInARow>(search::tic_tac_toe()), "tic-tac-toe", "X", "O"};
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
    if (!played.empty()) diagram.title += " after" + played;
}

// ---- searching, with a limit -------------------------------------------------------------

// Thrown when a search passes kMaxSearchNodes.
struct SearchTooBig : std::runtime_error {
    SearchTooBig() : std::runtime_error("search too big") {}
};

// A game that forwards to another and stops the search, by throwing SearchTooBig, after
// `limit` moves played. The search module has no node limit of its own: a diagram is the
// one place where a user may ask for a search that would run for hours.
class NodeLimit : public TwoPlayerGame {
public:
    NodeLimit(TwoPlayerGame& game, long limit) : game_(game), limit_(limit) {}
    search::Side to_move() const override { return game_.to_move(); }
    bool is_over() const override { return game_.is_over(); }
    std::vector<search::Move> legal_moves() const override { return game_.legal_moves(); }
    void play(search::Move move) override
    {
        if (++moves_played_ >= limit_) throw SearchTooBig();
        game_.play(move);
    }
    void undo() override { game_.undo(); }
    search::Value final_value() const override { return game_.final_value(); }
    search::Value evaluate() const override { return game_.evaluate(); }
    search::Value max_value() const override { return game_.max_value(); }
    std::string move_name(search::Move move) const override { return game_.move_name(move); }

private:
    TwoPlayerGame& game_;
    long limit_;
    long moves_played_ = 0;
};

search::SearchResult search_for_diagram(const DiagramGame& diagram, search::Algorithm algorithm,
                                        int depth)
{
    search::SearchOptions options;
    options.depth = depth;
    options.record_tree = true;
    options.max_recorded_nodes = kMaxRecordedNodes;
    NodeLimit limited(*diagram.game, kMaxSearchNodes);
    try {
        return search::run_search(algorithm, limited, options);
    } catch (const SearchTooBig&) {
        const std::string how_deep =
            depth == search::kNoDepthLimit ? "to the end" : "to depth " + std::to_string(depth);
        throw std::runtime_error("refused: searching " + diagram.title + " " + how_deep +
                                 " takes more than " + std::to_string(kMaxSearchNodes / 1'000'000) +
                                 " million nodes. Give a smaller --depth (for example --depth 3), "
                                 "start later in the game "
                                 "with --moves, or pick a smaller game");
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

int run_tree(const TreeOptions& options)
{
    // Every option is checked before the search, so a mistake costs no time.
    const search::Algorithm algorithm = parse_algorithm(options.algorithm);
    const int depth = parse_depth(options.depth);
    check_format(options.format);
    search::DotOptions dot_options;
    dot_options.max_nodes = parse_max_nodes(options.max_nodes);
    DiagramGame diagram = parse_game(options.game);
    play_moves(diagram, options.moves);

    const search::SearchResult result = search_for_diagram(diagram, algorithm, depth);
    dot_options.game = diagram.title;
    dot_options.algorithm = algorithm;
    dot_options.depth = depth;
    dot_options.first_player = diagram.first_player;
    dot_options.second_player = diagram.second_player;
    const std::string dot_text = search::search_tree_dot(result, dot_options);
    const std::string bytes = options.format == "dot" ? dot_text : render(dot_text, options.format);
    write_output(bytes, options.output);
    return 0;
}

} // namespace

Command add_tree_command(CLI::App& app)
{
    auto* tree = app.add_subcommand(
        "tree", "A recorded search as a Graphviz diagram: values, windows, cut-offs and the "
                "principal variation");
    auto options = std::make_shared<TreeOptions>();
    tree->add_option("--game", options->game, std::string("The game: ") + kGames)->required();
    tree->add_option("--algo", options->algorithm,
                     "minimax, negamax, alphabeta-hard, alphabeta-soft or alphabeta (= soft)")
        ->capture_default_str();
    tree->add_option("--depth", options->depth, "Plies to search (default: to the end)")
        ->type_name("INT");
    tree->add_option("--max-nodes", options->max_nodes,
                     "Draw at most this many nodes, plus the principal variation")
        ->type_name("INT")
        ->capture_default_str();
    tree->add_option("--moves", options->moves,
                     "Moves to play before searching, e.g. \"b2 a1\" or b2,a1 (tic-tac-toe)");
    tree->add_option("--format", options->format, "dot, svg or png (svg and png need Graphviz)")
        ->capture_default_str();
    tree->add_option("-o,--output", options->output, "Write to this file instead of stdout");
    return {tree, [options] { return run_tree(*options); }};
}

} // namespace stonelab::cli
