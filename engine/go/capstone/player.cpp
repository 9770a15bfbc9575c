/// \file
/// The capstone player (player.hpp): its options checked, the clock's share of time for a
/// move, the searches, and the decisions: a move, a pass, a resignation, or a dead stone's
/// liberty before passing.
#include "engine/go/capstone/player.hpp"

#include "engine/go/scoring.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <stdexcept>

namespace stonelab {

// ==== the clock ==============================================================================

double seconds_for_move(const GameClock& clock, int empty_points)
{
    if (clock.unlimited()) return 0;
    constexpr double kShare = 0.8, kMargin = 0.05, kLeast = 0.01;
    const double left = clock.left_given
                            ? clock.time_left
                            : (clock.main_time > 0 ? clock.main_time : clock.byoyomi_time);
    const int stones =
        clock.left_given ? clock.stones_left : (clock.main_time > 0 ? 0 : clock.byoyomi_stones);
    double seconds = 0;
    if (stones > 0) {
        seconds = kShare * left / stones;
    } else {
        seconds = left / std::max(10, empty_points / 2);
        if (clock.byoyomi_stones > 0)
            seconds = std::max(seconds, kShare * clock.byoyomi_time / clock.byoyomi_stones);
    }
    return std::max(kLeast, seconds - kMargin);
}

// ==== the player =============================================================================

namespace {

void require_player(Color color, const char* function)
{
    if (color != Color::Black && color != Color::White)
        throw std::invalid_argument(std::string(function) + ": the player must be Black or White");
}

void check_options(const CapstoneOptions& o)
{
    const auto finite_at_least = [](double value, double low) {
        return std::isfinite(value) && value >= low;
    };
    const auto probability = [](double p) { return p >= 0 && p <= 1; };
    std::string problem;
    if (o.seconds <= 0 && o.playouts < 1) problem = "playouts must be at least 1";
    if (!finite_at_least(o.seconds, 0)) problem = "seconds must not be negative";
    if (!finite_at_least(o.exploration, 0)) problem = "exploration must not be negative";
    if (o.expand_after < 0) problem = "expand_after must not be negative";
    if (o.max_nodes < 1) problem = "max_nodes must be at least 1";
    if (!finite_at_least(o.rave_equivalence, 0) || o.rave_equivalence == 0)
        problem = "rave_equivalence must be positive";
    if (!std::isfinite(o.first_play_urgency)) problem = "first_play_urgency must be finite";
    if (!probability(o.tactics_probability) || !probability(o.pattern_probability) ||
        !probability(o.self_atari_probability))
        problem = "probabilities must be from 0 to 1";
    if (!probability(o.resign_below) || !probability(o.settled_ownership) ||
        !probability(o.dead_ownership))
        problem = "resign_below, settled_ownership and dead_ownership must be from 0 to 1";
    if (o.resign_after < 0) problem = "resign_after must not be negative";
    if (!problem.empty()) throw std::invalid_argument("capstone player: " + problem);
}

// Every point settled: owned one way or the other by at least `threshold`.
bool all_settled(const Board& board, const std::vector<double>& ownership, double threshold)
{
    for (Point p : board.points())
        if (std::abs(ownership[static_cast<std::size_t>(p)]) < threshold) return false;
    return true;
}

// A root move among `children` with a win rate of at least `floor` that is a liberty of a
// string of `dead` stones, that string having the fewest liberties; kNoPoint if none.
Point cleanup_move(const Board& board, const std::vector<Point>& dead,
                   const std::vector<CapstoneChild>& children, double floor)
{
    Point chosen = kNoPoint;
    int fewest = 0;
    for (Point stone : dead)
        for (Point liberty : board.liberty_points(stone)) {
            const int count = board.liberty_count(stone);
            if (chosen != kNoPoint && count >= fewest) continue;
            const bool wins_enough =
                std::any_of(children.begin(), children.end(), [&](const CapstoneChild& child) {
                    return child.move == liberty && child.win_rate >= floor;
                });
            if (!wins_enough) continue;
            chosen = liberty;
            fewest = count;
        }
    return chosen;
}

bool wins(double margin, Color color) { return color == Color::Black ? margin > 0 : margin < 0; }

} // namespace

CapstonePlayer::CapstonePlayer(CapstoneOptions options) : options_(options)
{
    check_options(options_);
}

CapstonePlayer::~CapstonePlayer() = default;
CapstonePlayer::CapstonePlayer(CapstonePlayer&&) noexcept = default;
CapstonePlayer& CapstonePlayer::operator=(CapstonePlayer&&) noexcept = default;

void CapstonePlayer::clear_tree()
{
    tree_.reset();
    searched_color_ = Color::Empty;
}

CapstoneSearch CapstonePlayer::analyze(const Game& game, Color color, Rng& rng,
                                       const SearchBudget& budget)
{
    require_player(color, "CapstonePlayer");
    if (budget.seconds <= 0 && budget.playouts < 1)
        throw std::invalid_argument("capstone player: playouts must be at least 1");
    if (!tree_) tree_ = std::make_unique<CapstoneTree>(options_);
    tree_->set_root(game, color);
    searched_color_ = color;
    return search_more(rng, budget);
}

CapstoneSearch CapstonePlayer::search_more(Rng& rng, const SearchBudget& budget)
{
    if (!tree_ || searched_color_ == Color::Empty)
        throw std::logic_error("capstone player: search_more before analyze");
    if (budget.seconds <= 0 && budget.playouts < 1)
        throw std::invalid_argument("capstone player: playouts must be at least 1");
    const Color color = searched_color_;
    if (budget.seconds > 0) {
        using Clock = std::chrono::steady_clock;
        const auto end = Clock::now() + std::chrono::duration<double>(budget.seconds);
        do tree_->run_once(rng);
        while (Clock::now() < end);
    } else {
        for (int i = 0; i < budget.playouts; ++i) tree_->run_once(rng);
    }
    return tree_->report(color);
}

std::vector<double> CapstonePlayer::playout_ownership(const Game& game, Color color, Rng& rng,
                                                      int playouts)
{
    require_player(color, "CapstonePlayer");
    if (playouts < 1) throw std::invalid_argument("capstone player: playouts must be at least 1");
    if (!tree_) tree_ = std::make_unique<CapstoneTree>(options_);
    tree_->set_root(game, color);
    searched_color_ = Color::Empty; // the root's playouts are no search to go on with
    return tree_->playout_ownership(playouts, color, rng);
}

CapstoneMove CapstonePlayer::choose_move(const Game& game, Color color, Rng& rng, bool cleanup)
{
    return choose_move(game, color, rng, SearchBudget{options_.playouts, options_.seconds},
                       cleanup);
}

CapstoneMove CapstonePlayer::choose_move(const Game& game, Color color, Rng& rng,
                                         const SearchBudget& budget, bool cleanup)
{
    return decide(game, analyze(game, color, rng, budget), cleanup);
}

CapstoneMove CapstonePlayer::decide(const Game& game, CapstoneSearch found, bool cleanup) const
{
    const Color color = found.color;
    CapstoneMove decision;
    decision.search = std::move(found);
    const CapstoneSearch& search = decision.search;
    if (search.children.empty() || search.children.front().move == kPass) {
        decision.move = kPass;
        decision.reason = search.children.size() <= 1 ? "nothing else to play"
                                                      : "passing is the most visited move";
        return decision;
    }
    const CapstoneChild& best = search.children.front();
    if (!cleanup && options_.resign_below > 0 && search.root_visits >= options_.resign_after &&
        best.win_rate < options_.resign_below) {
        decision.resign = true;
        decision.reason = "the best win rate is below the resignation threshold";
        return decision;
    }
    if (options_.pass_when_won) {
        const Board& board = game.board();
        const double komi = game.rules().komi;
        const std::vector<Point> dead =
            dead_stones_from_ownership(board, search.ownership, options_.dead_ownership);
        const bool as_it_stands = wins(tromp_taylor_score(board, komi).margin(), color);
        const bool without_dead = wins(margin_without(board, dead, komi), color);
        const bool opponent_dead =
            std::any_of(dead.begin(), dead.end(), [&](Point p) { return board.at(p) != color; });
        const bool opponent_passed = !game.moves().empty() && game.moves().back().point == kPass &&
                                     game.moves().back().color == opponent(color);
        // Stones the playouts call dead are taken off the board before passing: a referee
        // might see them otherwise (and random playouts misjudge a semeai now and then).
        if (opponent_passed && as_it_stands && without_dead && !opponent_dead) {
            decision.move = kPass;
            decision.reason = "the opponent passed and the count wins";
            return decision;
        }
        if (dead.empty() && as_it_stands &&
            all_settled(board, search.ownership, options_.settled_ownership)) {
            decision.move = kPass;
            decision.reason = "every point is settled and the count wins";
            return decision;
        }
        // The opponent passed, and only the dead stones stand between the player and its
        // pass: when every move wins alike, the most visited one may be anywhere (filling
        // its own area, for ever), so it takes a liberty of the dead string with the fewest,
        // among the moves that win nearly as often as the best.
        if (opponent_passed && without_dead && opponent_dead) {
            const Point p = cleanup_move(board, dead, search.children, best.win_rate - 0.05);
            if (p != kNoPoint) {
                decision.move = p;
                decision.reason = "a liberty of dead stones";
                return decision;
            }
        }
    }
    decision.move = best.move;
    decision.reason = "most visited";
    return decision;
}

} // namespace stonelab
