#include "engine/go/player.hpp"

#include "engine/base/utf8.hpp"
#include "engine/go/eval_player.hpp"
#include "engine/go/monte_carlo.hpp"
#include "engine/go/random_player.hpp"

#include <charconv>
#include <functional>

namespace stonelab {

namespace {

// ---- the players --------------------------------------------------------------------------

// A player that is one function from the game to a move, and keeps nothing between moves.
class FunctionPlayer : public GoPlayer {
public:
    using MoveFunction = std::function<Point(const Game&, Color, Rng&)>;
    explicit FunctionPlayer(MoveFunction move) : move_(std::move(move)) {}
    Point choose_move(const Game& game, Color color, Rng& rng) override
    {
        return move_(game, color, rng);
    }

private:
    MoveFunction move_;
};

// The capstone keeps its tree from move to move, and forgets it when a game starts.
class CapstoneGoPlayer : public GoPlayer {
public:
    explicit CapstoneGoPlayer(const CapstoneOptions& options) : player_(options) {}

    void start_game(const Game&) override { player_.clear_tree(); }
    Point choose_move(const Game& game, Color color, Rng& rng) override
    {
        const CapstoneMove move = player_.choose_move(game, color, rng);
        return move.resign ? kResign : move.move;
    }
    CapstonePlayer* capstone() override { return &player_; }

private:
    CapstonePlayer player_;
};

// ---- reading a spec -----------------------------------------------------------------------

[[noreturn]] void bad_spec(const std::string& text, const std::string& why)
{
    throw std::invalid_argument("bad player '" + one_line_excerpt(text, 64) + "': " + why);
}

// N of mc:N: plain digits, in range.
int playouts_of(const std::string& text, const std::string& number)
{
    int n = 0;
    const char* end = number.data() + number.size();
    const bool digits = !number.empty() && number.find_first_not_of("0123456789") == number.npos;
    const bool whole = digits && std::from_chars(number.data(), end, n).ptr == end;
    if (!whole || n < 1 || n > kMaxSpecPlayouts)
        bad_spec(text, "N must be a whole number of playouts from 1 to " +
                           std::to_string(kMaxSpecPlayouts) + ", not '" + number + "'");
    return n;
}

// 0.01, 3600: a bound as a message writes it (the shortest text that reads back the same).
std::string seconds_text(double seconds)
{
    char text[32];
    const auto end = std::to_chars(text, text + sizeof text, seconds).ptr;
    return std::string(text, end);
}

// T of uct:2.5s: plain digits with at most one '.', in range.
double seconds_of(const std::string& text, const std::string& number)
{
    double seconds = 0;
    const char* end = number.data() + number.size();
    const bool digits = !number.empty() && number.find_first_not_of("0123456789.") == number.npos;
    const bool whole = digits && std::from_chars(number.data(), end, seconds).ptr == end;
    if (!whole || !(seconds >= kMinMoveSeconds && seconds <= kMaxMoveSeconds))
        bad_spec(text, "T must be a number of seconds from " + seconds_text(kMinMoveSeconds) +
                           " to " + seconds_text(kMaxMoveSeconds) + ", not '" + number + "'");
    return seconds;
}

// uct:N or uct:Ts: the budget of a search per move.
void read_budget(GoPlayerSpec& spec, const std::string& argument)
{
    if (!argument.empty() && argument.back() == 's')
        spec.seconds = seconds_of(spec.text, argument.substr(0, argument.size() - 1));
    else
        spec.playouts = playouts_of(spec.text, argument);
}

// "1000:norave" -> {"1000", "norave"}; an empty part stays (and is refused by its reader).
std::vector<std::string> split_at_colons(const std::string& text)
{
    std::vector<std::string> parts{""};
    for (char ch : text) {
        if (ch == ':')
            parts.emplace_back();
        else
            parts.back() += ch;
    }
    return parts;
}

// capstone:N:norave:...: the switches after the budget.
void read_switches(GoPlayerSpec& spec, const std::vector<std::string>& parts)
{
    for (std::size_t i = 1; i < parts.size(); ++i) {
        bool* feature = parts[i] == "norave"       ? &spec.rave
                        : parts[i] == "nopatterns" ? &spec.patterns
                        : parts[i] == "notactics"  ? &spec.tactics
                        : parts[i] == "nopriors"   ? &spec.priors
                        : parts[i] == "noresign"   ? &spec.resign
                                                   : nullptr;
        if (!feature)
            bad_spec(spec.text, "after capstone:N come only :norave, :nopatterns, :notactics, "
                                ":nopriors and :noresign, not ':" +
                                    parts[i] + "'");
        if (!*feature) bad_spec(spec.text, "':" + parts[i] + "' is given twice");
        *feature = false;
    }
}

} // namespace

const std::vector<GoPlayerEntry>& go_players()
{
    static const std::vector<GoPlayerEntry> players{
        {GoPlayerKind::Random, "random", "random", "a random legal move that fills no own eye"},
        {GoPlayerKind::Eval, "eval", "eval, eval:cancel",
         "the move whose position lesson 5's influence count likes best"},
        {GoPlayerKind::MonteCarlo, "mc", "mc:N", "primitive Monte Carlo, N playouts per move"},
        {GoPlayerKind::Uct, "uct", "uct:N, uct:Ts",
         "UCT with N playouts or T seconds per move (lesson 8)"},
        {GoPlayerKind::Capstone, "capstone", "capstone:N, capstone:Ts",
         "the capstone (lesson 12), with any of :norave, :nopatterns, :notactics, :nopriors, "
         ":noresign after it"},
    };
    return players;
}

bool names_go_player(std::string_view spec)
{
    const std::string_view name = spec.substr(0, spec.find(':'));
    for (const GoPlayerEntry& entry : go_players())
        if (entry.name == name) return true;
    return false;
}

std::string go_player_usages()
{
    std::string usages;
    for (const GoPlayerEntry& entry : go_players())
        usages += (usages.empty() ? "" : ", ") + entry.usage;
    return usages;
}

GoPlayerSpec parse_go_player(const std::string& text)
{
    GoPlayerSpec spec;
    spec.text = text;
    const std::size_t colon = text.find(':');
    const std::string name = text.substr(0, colon);
    const bool bare = colon == text.npos;
    const std::string argument = bare ? "" : text.substr(colon + 1);
    if (name == "random" && bare) {
        spec.kind = GoPlayerKind::Random;
    } else if (name == "eval" && (bare || argument == "majority" || argument == "cancel")) {
        spec.kind = GoPlayerKind::Eval;
        spec.cancel_rule = argument == "cancel";
    } else if (name == "mc") {
        if (bare) bad_spec(text, "mc needs its playouts per candidate: mc:N");
        spec.kind = GoPlayerKind::MonteCarlo;
        spec.playouts = playouts_of(text, argument);
    } else if (name == "uct") {
        if (bare) bad_spec(text, "uct needs its playouts or seconds per move: uct:N or uct:Ts");
        spec.kind = GoPlayerKind::Uct;
        read_budget(spec, argument);
    } else if (name == "capstone") {
        if (bare)
            bad_spec(text, "capstone needs its playouts or seconds per move: capstone:N or "
                           "capstone:Ts");
        spec.kind = GoPlayerKind::Capstone;
        const std::vector<std::string> parts = split_at_colons(argument);
        read_budget(spec, parts[0]);
        read_switches(spec, parts);
    } else {
        throw std::invalid_argument("unknown player '" + one_line_excerpt(text, 64) +
                                    "': the Go players are " + go_player_usages());
    }
    return spec;
}

CapstoneOptions GoPlayerSpec::capstone_options() const
{
    CapstoneOptions options = CapstoneOptions::without(rave, patterns, tactics, priors);
    options.playouts = playouts > 0 ? playouts : options.playouts;
    options.seconds = seconds;
    if (!resign) options.resign_below = 0;
    return options;
}

std::unique_ptr<GoPlayer> make_go_player(const GoPlayerSpec& spec)
{
    switch (spec.kind) {
    case GoPlayerKind::Random:
        return std::make_unique<FunctionPlayer>(
            [](const Game& game, Color color, Rng& rng) { return random_move(game, color, rng); });
    case GoPlayerKind::Eval: {
        const InfluenceRule rule =
            spec.cancel_rule ? InfluenceRule::Cancel : InfluenceRule::Majority;
        return std::make_unique<FunctionPlayer>(
            [rule](const Game& game, Color color, Rng&) { return eval_move(game, color, rule); });
    }
    case GoPlayerKind::MonteCarlo: {
        const int playouts = spec.playouts;
        return std::make_unique<FunctionPlayer>(
            [playouts](const Game& game, Color color, Rng& rng) {
                return primitive_monte_carlo_move(game, color, rng, playouts);
            });
    }
    case GoPlayerKind::Uct: {
        UctOptions uct;
        uct.playouts = spec.playouts;
        uct.seconds = spec.seconds;
        return std::make_unique<FunctionPlayer>([uct](const Game& game, Color color, Rng& rng) {
            return uct_search(game, color, rng, uct).move;
        });
    }
    case GoPlayerKind::Capstone: return std::make_unique<CapstoneGoPlayer>(spec.capstone_options());
    }
    throw std::logic_error("unknown Go player kind");
}

std::unique_ptr<GoPlayer> make_go_player(const std::string& text)
{
    return make_go_player(parse_go_player(text));
}

} // namespace stonelab
