#include "tests/gnugo/agreement.hpp"

#include "common/gtp_process.hpp"
#include "engine/base/color.hpp"
#include "engine/base/geometry.hpp"
#include "engine/base/rng.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <optional>
#include <ostream>
#include <sstream>

namespace stonelab::agreement {

namespace {

// ---- the random player's habits ------------------------------------------------------------

/// Percent of turns on which the random player passes: some games then end by two passes,
/// and the ko ban has to be lifted by a pass.
constexpr unsigned kPassPercent = 3;
/// Percent of turns on which it first tries a move that both engines must refuse.
constexpr unsigned kIllegalTryPercent = 10;
/// Percent of moves after which the same colour moves again. GTP's `play` takes either
/// colour, and a ko ban must end after any move, whoever made it.
constexpr unsigned kSameColourAgainPercent = 2;
/// The move cap, per point of the board: random play under simple ko can cycle forever.
constexpr int kMoveCapPerPoint = 2;

/// Mixed into a game's seed for the generator that picks its size and kind, so that those
/// choices never shift the moves; and for the one that picks strings to probe, so that what
/// is checked never changes what is played.
constexpr std::uint64_t kScheduleStream = 0x5ced'0000'0000'0001ull;
constexpr std::uint64_t kProbeStream = 0x9b0b'e000'0000'0002ull;

enum class GameKind { Random, SelfPlay };

/// Everything that defines a game, all of it drawn from the game's seed.
struct GameSetup {
    long index;
    std::uint64_t seed;
    int size;
    GameKind kind;
};

GameSetup setup_game(const AgreementOptions& options, long index)
{
    const std::uint64_t seed = options.seed + static_cast<std::uint64_t>(index);
    Rng schedule(seed ^ kScheduleStream);
    int total = 0;
    for (const auto& share : options.sizes) total += share.weight;
    int ticket = static_cast<int>(schedule.below(static_cast<std::uint32_t>(total)));
    int size = options.sizes.back().size;
    for (const auto& share : options.sizes) {
        if (ticket < share.weight) {
            size = share.size;
            break;
        }
        ticket -= share.weight;
    }
    constexpr std::uint32_t kResolution = 1'000'000;
    const bool selfplay = schedule.below(kResolution) < options.selfplay_share * kResolution;
    return {index, seed, size, selfplay ? GameKind::SelfPlay : GameKind::Random};
}

std::string_view kind_name(GameKind kind)
{
    return kind == GameKind::Random ? "random game" : "GNU Go self-play";
}

// ---- the game record -----------------------------------------------------------------------

struct PlayedMove {
    Color color;
    Point point;
};

// SGF text values escape `]` and `\` with a backslash.
std::string sgf_text(std::string_view text)
{
    std::string escaped;
    for (char ch : text) {
        if (ch == ']' || ch == '\\') escaped += '\\';
        escaped += ch;
    }
    return escaped;
}

// The record is written here rather than with the engine's SGF writer: when the engines
// disagree, the engine under test is the one thing the report must not depend on.
std::string game_record(const Geometry& g, double komi, const std::vector<PlayedMove>& moves,
                        const std::string& comment)
{
    std::ostringstream sgf;
    sgf << "(;FF[4]GM[1]CA[UTF-8]AP[gnugo_agreement]RU[Chinese]SZ[" << g.width << "]KM[" << komi
        << "]";
    for (std::size_t i = 0; i < moves.size(); ++i) {
        sgf << (i % 10 == 0 ? "\n" : "") << ";" << (moves[i].color == Color::Black ? "B" : "W")
            << "[" << to_sgf_point(g, moves[i].point) << "]";
    }
    sgf << "C[" << sgf_text(comment) << "])";
    return sgf.str();
}

// ---- comparing answers ---------------------------------------------------------------------

// The points of a vertex list ("A1 B2 C3"), sorted; nothing if a word is not a vertex.
std::optional<std::vector<Point>> vertex_set(const Geometry& g, const std::string& text)
{
    std::vector<Point> points;
    std::istringstream words(text);
    std::string word;
    while (words >> word) {
        const auto point = parse_gtp_vertex(g, word);
        if (!point || *point == kPass) return std::nullopt;
        points.push_back(*point);
    }
    std::sort(points.begin(), points.end());
    return points;
}

// "" if the two vertex lists hold the same points; else what only one of them holds.
std::string vertex_set_difference(const Geometry& g, const GtpReply& ours, const GtpReply& theirs)
{
    if (ours.success != theirs.success) return "one engine failed";
    if (!ours.success) return "";
    const auto a = vertex_set(g, ours.text), b = vertex_set(g, theirs.text);
    if (!a || !b) return ours.text == theirs.text ? "" : "an answer is not a list of vertices";
    if (*a == *b) return "";
    std::vector<Point> only_ours, only_theirs;
    std::set_difference(a->begin(), a->end(), b->begin(), b->end(), std::back_inserter(only_ours));
    std::set_difference(b->begin(), b->end(), a->begin(), a->end(),
                        std::back_inserter(only_theirs));
    auto names = [&](const std::vector<Point>& points) {
        std::string text;
        for (Point p : points) text += " " + to_gtp_vertex(g, p);
        return text.empty() ? std::string(" (none)") : text;
    };
    return "only stonelab has" + names(only_ours) + "; only GNU Go has" + names(only_theirs);
}

bool same_answer(const GtpReply& ours, const GtpReply& theirs)
{
    return ours.success == theirs.success && ours.text == theirs.text;
}

// 7.5 as "7.5", not std::to_string's "7.500000".
std::string komi_text(double komi)
{
    std::ostringstream text;
    text << komi;
    return text.str();
}

std::string play_command(const Geometry& g, Color color, Point p)
{
    return "play " + std::string(color_name(color)) + " " + to_gtp_vertex(g, p);
}

// ---- one game ------------------------------------------------------------------------------

/// Plays one game on both engines and compares them after every move.
class Referee {
public:
    Referee(GtpProcess& ours, GtpProcess& gnugo, const AgreementOptions& options,
            const GameSetup& setup, AgreementTotals& totals)
        : ours_(ours), gnugo_(gnugo), options_(options), setup_(setup),
          totals_(totals), geometry_{setup.size, setup.size}, moves_rng_(setup.seed),
          probe_rng_(setup.seed ^ kProbeStream)
    {
    }

    void play()
    {
        start();
        if (setup_.kind == GameKind::Random)
            play_random_game();
        else
            play_selfplay_game();
    }

    long moves_played() const { return static_cast<long>(moves_.size()); }

private:
    /// What the driver needs to know of a position once both engines agree on it.
    struct Position {
        std::vector<Color> board;                  // indexed by Point
        std::array<std::vector<Point>, 2> legal{}; // per player_index
    };

    void start()
    {
        const std::vector<std::string> commands = {"boardsize " + std::to_string(setup_.size),
                                                   "clear_board",
                                                   "komi " + komi_text(options_.komi)};
        const auto [ours, theirs] = ask_both(commands);
        for (std::size_t i = 0; i < commands.size(); ++i)
            if (!ours[i].success || !theirs[i].success)
                disagree(commands[i], ours[i], theirs[i], "setting up the game failed");
        if (setup_.kind == GameKind::SelfPlay) {
            // GNU Go's seeds are ints; the game's seed, folded, makes its moves reproducible.
            const auto gnugo_seed = static_cast<long>(setup_.seed % 2'000'000'000u);
            const auto reply = gnugo_.ask("set_random_seed " + std::to_string(gnugo_seed));
            if (!reply.success)
                throw GtpProcessError("GNU Go refused set_random_seed: " + reply.as_written());
        }
        where_ = "at the start";
    }

    bool game_over() const
    {
        const auto cap = static_cast<std::size_t>(kMoveCapPerPoint * geometry_.area());
        return passes_in_a_row_ >= 2 || moves_.size() >= cap;
    }

    void play_random_game()
    {
        Color mover = Color::Black;
        Position position = check_position();
        bool may_try_illegal = true;
        while (!game_over()) {
            if (may_try_illegal && moves_rng_.below(100) < kIllegalTryPercent) {
                if (const auto p = pick_illegal(position, mover)) {
                    try_illegal(mover, *p);
                    position = check_position();
                    may_try_illegal = false; // then a real move, so that the game moves on
                    continue;
                }
            }
            may_try_illegal = true;
            const auto& legal = position.legal[player_index(mover)];
            const bool pass = legal.empty() || moves_rng_.below(100) < kPassPercent;
            const auto count = static_cast<std::uint32_t>(legal.size());
            play_both(mover, pass ? kPass : legal[moves_rng_.below(count)]);
            position = check_position();
            if (moves_rng_.below(100) >= kSameColourAgainPercent) mover = opponent(mover);
        }
    }

    void play_selfplay_game()
    {
        Color mover = Color::Black;
        check_position();
        while (!game_over()) {
            const std::string command = "genmove " + std::string(color_name(mover));
            const GtpReply reply = gnugo_.ask(command);
            if (!reply.success) throw GtpProcessError("GNU Go failed `" + command + "`");
            if (reply.text == "resign") break; // not expected: GNU Go runs with --never-resign
            const auto point = parse_gtp_vertex(geometry_, reply.text);
            if (!point) throw GtpProcessError("GNU Go's move is not a vertex: " + reply.text);
            replay_on_ours(mover, *point, reply);
            check_position();
            mover = opponent(mover);
        }
    }

    // An occupied point, or an empty one where `color` may not play (suicide or ko), half
    // of the time the latter when there is one; nothing if every point is legal.
    std::optional<Point> pick_illegal(const Position& position, Color color)
    {
        std::vector<Point> occupied, forbidden;
        const auto& legal = position.legal[player_index(color)];
        for (int y = 1; y <= geometry_.height; ++y) {
            for (int x = 1; x <= geometry_.width; ++x) {
                const Point p = geometry_.point(x, y);
                if (position.board[p] != Color::Empty)
                    occupied.push_back(p);
                else if (std::find(legal.begin(), legal.end(), p) == legal.end())
                    forbidden.push_back(p);
            }
        }
        const bool prefer_forbidden = !forbidden.empty() && moves_rng_.below(2) == 0;
        const auto& pool = prefer_forbidden || occupied.empty() ? forbidden : occupied;
        if (pool.empty()) return std::nullopt;
        return pool[moves_rng_.below(static_cast<std::uint32_t>(pool.size()))];
    }

    void play_both(Color color, Point p)
    {
        const std::string command = play_command(geometry_, color, p);
        const auto [ours, theirs] = ask_both({command});
        if (ours[0].success != theirs[0].success)
            disagree(command, ours[0], theirs[0], "only one engine accepted the move");
        if (!ours[0].success)
            disagree(command, ours[0], theirs[0], "both refused a move both had called legal");
        record(color, p);
    }

    void try_illegal(Color color, Point p)
    {
        const std::string command = play_command(geometry_, color, p);
        const auto [ours, theirs] = ask_both({command});
        ++totals_.illegal_attempts;
        if (ours[0].success || theirs[0].success)
            disagree(command, ours[0], theirs[0], "an engine accepted an illegal move");
        where_ = "after the refused move " + std::string(color_name(color)) + " " +
                 to_gtp_vertex(geometry_, p) + " (following move " + std::to_string(moves_.size()) +
                 ")";
    }

    void replay_on_ours(Color color, Point p, const GtpReply& genmove_reply)
    {
        const std::string command = play_command(geometry_, color, p);
        const GtpReply ours = ours_.ask(command);
        ++totals_.queries;
        if (!ours.success)
            disagree(command, ours, genmove_reply,
                     "stonelab refused the move GNU Go chose (GNU Go's column: its genmove)");
        record(color, p);
    }

    void record(Color color, Point p)
    {
        moves_.push_back({color, p});
        passes_in_a_row_ = p == kPass ? passes_in_a_row_ + 1 : 0;
        if (p != kPass) last_stone_ = p;
        where_ = "after move " + std::to_string(moves_.size()) + " (" +
                 std::string(color_name(color)) + " " + to_gtp_vertex(geometry_, p) + ")";
    }

    /// Asks both engines every question about the position and compares the answers.
    Position check_position()
    {
        ++totals_.positions;
        Position position;
        position.board = compare_stones_and_captures();

        std::vector<std::string> commands;
        std::vector<Point> empty_points;
        for (int y = 1; y <= geometry_.height; ++y) {
            for (int x = 1; x <= geometry_.width; ++x) {
                const Point p = geometry_.point(x, y);
                if (position.board[p] != Color::Empty) continue;
                empty_points.push_back(p);
                commands.push_back("is_legal black " + to_gtp_vertex(geometry_, p));
                commands.push_back("is_legal white " + to_gtp_vertex(geometry_, p));
            }
        }
        const std::size_t first_probe = commands.size();
        for (Point p : probe_points(position.board)) {
            commands.push_back("countlib " + to_gtp_vertex(geometry_, p));
            commands.push_back("findlib " + to_gtp_vertex(geometry_, p));
        }

        const auto [ours, theirs] = ask_both(commands);
        for (std::size_t i = 0; i < first_probe; ++i) {
            if (!same_answer(ours[i], theirs[i])) disagree(commands[i], ours[i], theirs[i]);
            if (theirs[i].text == "1")
                position.legal[i % 2].push_back(empty_points[i / 2]); // black, white, ...
        }
        for (std::size_t i = first_probe; i < commands.size(); i += 2) {
            if (!same_answer(ours[i], theirs[i])) disagree(commands[i], ours[i], theirs[i]);
            const auto difference = vertex_set_difference(geometry_, ours[i + 1], theirs[i + 1]);
            if (!difference.empty())
                disagree(commands[i + 1], ours[i + 1], theirs[i + 1], difference);
        }
        return position;
    }

    // Compares the stones of both colours and the prisoners; returns the agreed board.
    std::vector<Color> compare_stones_and_captures()
    {
        const std::vector<std::string> commands = {"list_stones black", "list_stones white",
                                                   "captures black", "captures white"};
        const auto [ours, theirs] = ask_both(commands);
        std::vector<Color> board(static_cast<std::size_t>(geometry_.cells()), Color::Empty);
        for (int i = 0; i < 2; ++i) {
            const auto difference = vertex_set_difference(geometry_, ours[i], theirs[i]);
            if (!difference.empty()) disagree(commands[i], ours[i], theirs[i], difference);
            if (const auto stones = vertex_set(geometry_, theirs[i].text))
                for (Point p : *stones) board[p] = i == 0 ? Color::Black : Color::White;
        }
        for (int i = 2; i < 4; ++i)
            if (!same_answer(ours[i], theirs[i])) disagree(commands[i], ours[i], theirs[i]);
        return board;
    }

    // The stones whose strings get `countlib` and `findlib`: the last stone played, its
    // neighbours, and one stone anywhere on the board.
    std::vector<Point> probe_points(const std::vector<Color>& board)
    {
        std::vector<Point> points;
        auto add = [&](Point p) {
            if (geometry_.on_board(p) && board[p] != Color::Empty &&
                std::find(points.begin(), points.end(), p) == points.end())
                points.push_back(p);
        };
        if (last_stone_ != kNoPoint) {
            add(last_stone_);
            for (int i = 0; i < 4; ++i) add(last_stone_ + geometry_.dir(i));
        }
        std::vector<Point> stones;
        for (int y = 1; y <= geometry_.height; ++y)
            for (int x = 1; x <= geometry_.width; ++x)
                if (board[geometry_.point(x, y)] != Color::Empty)
                    stones.push_back(geometry_.point(x, y));
        if (!stones.empty())
            add(stones[probe_rng_.below(static_cast<std::uint32_t>(stones.size()))]);
        return points;
    }

    std::pair<std::vector<GtpReply>, std::vector<GtpReply>>
    ask_both(const std::vector<std::string>& commands)
    {
        const std::array<GtpProcess*, 2> engines = {&ours_, &gnugo_};
        auto replies = ask_all(engines, commands);
        totals_.queries += static_cast<long>(commands.size());
        return {std::move(replies[0]), std::move(replies[1])};
    }

    [[noreturn]] void disagree(const std::string& command, const GtpReply& ours,
                               const GtpReply& theirs, const std::string& detail = "")
    {
        std::ostringstream report;
        report << "DISAGREEMENT in game " << setup_.index << " (seed " << setup_.seed << ", "
               << setup_.size << "x" << setup_.size << ", " << kind_name(setup_.kind) << ") "
               << where_ << "\n"
               << "  command:  " << command << "\n"
               << "  stonelab: " << ours.as_written() << "\n"
               << "  GNU Go:   " << theirs.as_written() << "\n";
        if (!detail.empty()) report << "  detail:   " << detail << "\n";
        const std::string comment = "Disagreement " + where_ + ": `" + command +
                                    "` stonelab: " + ours.as_written() +
                                    ", GNU Go: " + theirs.as_written();
        report << "SGF of the game so far:\n"
               << game_record(geometry_, options_.komi, moves_, comment) << "\n"
               << "Replay this game alone with:\n  gnugo_agreement --stonelab " << options_.stonelab
               << " --gnugo " << options_.gnugo << " --gnugo-level " << options_.gnugo_level
               << " --komi " << options_.komi << " --seed " << setup_.seed << " --games 1 --sizes "
               << setup_.size << " --selfplay-share " << (setup_.kind == GameKind::SelfPlay ? 1 : 0)
               << (options_.fast_board ? " --fast-board" : "") << "\n";
        throw Disagreement(report.str());
    }

    GtpProcess& ours_;
    GtpProcess& gnugo_;
    const AgreementOptions& options_;
    GameSetup setup_;
    AgreementTotals& totals_;
    Geometry geometry_;
    Rng moves_rng_;
    Rng probe_rng_;
    std::vector<PlayedMove> moves_;
    int passes_in_a_row_ = 0;
    Point last_stone_ = kNoPoint;
    std::string where_;
};

std::string engine_identity(GtpProcess& engine)
{
    const auto name = engine.ask("name"), version = engine.ask("version");
    return (name.success ? name.text : "?") + " " + (version.success ? version.text : "?");
}

} // namespace

std::vector<SizeShare> parse_sizes(std::string_view text)
{
    std::vector<SizeShare> sizes;
    auto number = [&](std::string_view item, std::string_view digits) {
        int value = 0;
        const auto [end, error] =
            std::from_chars(digits.data(), digits.data() + digits.size(), value);
        if (error != std::errc{} || end != digits.data() + digits.size() || digits.empty())
            throw std::invalid_argument("--sizes: `" + std::string(item) +
                                        "` is not SIZE or SIZE:WEIGHT");
        return value;
    };
    while (!text.empty()) {
        const auto comma = text.find(',');
        const std::string_view item = text.substr(0, comma);
        const auto colon = item.find(':');
        SizeShare share{number(item, item.substr(0, colon)),
                        colon == std::string_view::npos ? 1 : number(item, item.substr(colon + 1))};
        if (share.size < 1 || share.size > kMaxSide)
            throw std::invalid_argument("--sizes: board size " + std::to_string(share.size) +
                                        " is not in 1..19");
        if (share.weight < 1 || share.weight > 1000)
            throw std::invalid_argument("--sizes: weight " + std::to_string(share.weight) +
                                        " is not in 1..1000");
        sizes.push_back(share);
        text = comma == std::string_view::npos ? "" : text.substr(comma + 1);
    }
    if (sizes.empty()) throw std::invalid_argument("--sizes: no board size given");
    return sizes;
}

AgreementTotals run_agreement(const AgreementOptions& options, std::ostream& log)
{
    const std::string our_program =
        options.fast_board ? options.fast_board_engine : options.stonelab;
    GtpProcess ours("stonelab", our_program,
                    {options.fast_board ? kServeFastBoard : std::string("gtp")});
    GtpProcess gnugo("GNU Go", options.gnugo,
                     {"--mode", "gtp", "--chinese-rules", "--never-resign", "--level",
                      std::to_string(options.gnugo_level)});
    const std::string our_identity = engine_identity(ours);
    const std::string gnugo_identity = engine_identity(gnugo);
    log << "comparing " << our_identity << " (" << our_program
        << (options.fast_board ? " " + std::string(kServeFastBoard) : "") << ") with "
        << gnugo_identity << " (" << options.gnugo << ")" << std::endl;

    AgreementTotals totals;
    const auto started = std::chrono::steady_clock::now();
    for (long index = 0; index < options.games; ++index) {
        const GameSetup setup = setup_game(options, index);
        const AgreementTotals before = totals;
        const auto game_started = std::chrono::steady_clock::now();
        Referee referee(ours, gnugo, options, setup, totals);
        referee.play();
        ++totals.games;
        if (setup.kind == GameKind::SelfPlay) ++totals.selfplay_games;
        totals.moves += referee.moves_played();
        if (options.verbose) {
            log << "game " << index << ": seed " << setup.seed << ", " << setup.size << "x"
                << setup.size << ", " << kind_name(setup.kind) << ", " << referee.moves_played()
                << " moves, " << totals.illegal_attempts - before.illegal_attempts
                << " illegal tries, " << totals.queries - before.queries << " queries, "
                << std::chrono::duration_cast<std::chrono::milliseconds>(
                       std::chrono::steady_clock::now() - game_started)
                       .count()
                << " ms" << std::endl;
        } else if ((index + 1) % 1000 == 0) {
            const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(
                std::chrono::steady_clock::now() - started);
            log << "... " << index + 1 << " of " << options.games << " games agree ("
                << seconds.count() << " s)" << std::endl;
        }
    }
    return totals;
}

std::string summary_line(const AgreementTotals& totals, int disagreements)
{
    char queries[32];
    std::snprintf(queries, sizeof queries, "%.2fM", static_cast<double>(totals.queries) / 1e6);
    std::ostringstream line;
    line << "agreement: " << totals.games << " games (" << totals.selfplay_games
         << " GNU Go self-play), " << totals.moves << " moves, " << totals.illegal_attempts
         << " illegal moves refused, " << totals.positions << " positions, " << queries
         << " queries compared, " << disagreements << " disagreements";
    return line.str();
}

} // namespace stonelab::agreement
