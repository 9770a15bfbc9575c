/// \file
/// Lesson 9's games, given: a game named by plain data (`GameSpec`), made into the engine's
/// `TwoPlayerGame` (engine/search/search.hpp) by `make_game`, with two extras the lesson needs: the
/// moves in the order the board lists them (`MoveOrder::Plain`), and a Zobrist key of the
/// position for a transposition table (`LessonGame::key`).
///
/// You do not write anything here. Your functions (negamax.hpp) receive a `GameSpec`, make the
/// game with `make_game(spec)` and search it through the `TwoPlayerGame` interface:
/// `to_move`, `is_over`, `legal_moves`, `play`, `undo`, `final_value`, `evaluate`.
#pragma once

#include "engine/base/rng.hpp"
#include "engine/go/board.hpp"
#include "engine/go/tiny_go.hpp"
#include "engine/search/game_tree.hpp"
#include "engine/search/k_in_a_row.hpp"
#include "engine/search/search.hpp"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace stonelab::lesson09 {

using search::kInfinity;
using search::kNoDepthLimit;
using search::kNoMove;
using search::Move;
using search::Side;
using search::Value;

/// The kinds of game the lesson searches.
enum class GameKind : std::uint8_t {
    Tree,    ///< an explicit tree in the text format of engine/search/game_tree.hpp
    Uniform, ///< a uniform tree (engine/search/game_tree.hpp's `uniform_tree`)
    KInARow, ///< k-in-a-row on a width x height board; tic-tac-toe is 3, 3, 3
    TinyGo,  ///< Go on a tiny width x height board (engine/go/tiny_go.hpp's rules)
};

/// In which order `legal_moves()` lists the moves.
enum class MoveOrder : std::uint8_t {
    Game,  ///< the game's own order (k-in-a-row: wins and blocks first, then the centre)
    Plain, ///< by move number: cells in raster order, a tree's children left to right
};

/// A game and a position in it, as plain data: what the tests hand your functions.
struct GameSpec {
    GameKind kind = GameKind::Tree;
    std::string tree;               ///< Tree: the tree's text
    int branching = 2;              ///< Uniform: children per inner node
    int plies = 2;                  ///< Uniform: depth of the tree
    bool perfect = true;            ///< Uniform: best move first everywhere (else shuffled)
    std::uint64_t seed = 1;         ///< Uniform: the seed of the leaf values
    int width = 3;                  ///< KInARow, TinyGo
    int height = 3;                 ///< KInARow, TinyGo
    int k = 3;                      ///< KInARow
    std::vector<std::string> moves; ///< played from the start, by name ("b2", "B1", "pass", "2")
    MoveOrder order = MoveOrder::Game;
};

/// A game of the lesson: the engine's game, with the move order of its spec and a key.
class LessonGame : public search::TwoPlayerGame {
public:
    LessonGame(std::unique_ptr<search::TwoPlayerGame> game, MoveOrder order)
        : game_(std::move(game)), order_(order)
    {
    }

    Side to_move() const override { return game_->to_move(); }
    bool is_over() const override { return game_->is_over(); }
    std::vector<Move> legal_moves() const override
    {
        std::vector<Move> moves = game_->legal_moves();
        if (order_ == MoveOrder::Plain) std::sort(moves.begin(), moves.end());
        return moves;
    }
    void play(Move move) override { game_->play(move); }
    void undo() override { game_->undo(); }
    Value final_value() const override { return game_->final_value(); }
    Value evaluate() const override { return game_->evaluate(); }
    Value max_value() const override { return game_->max_value(); }
    std::string move_name(Move move) const override { return game_->move_name(move); }

    /// A Zobrist key of the current position and the side to move (task 3's transposition
    /// table): equal positions have equal keys, and different ones almost surely different
    /// keys. k-in-a-row: the engine's Zobrist keys of its marks (X as a black stone, O as a
    /// white one). Go: the board's own Zobrist hash, the side to move, and whether the last
    /// move was a pass. Go's value also depends on the earlier positions (superko), which
    /// no key says: see README.md before you use a table for Go. An explicit tree has no
    /// position to key: throws std::logic_error.
    std::uint64_t key() const
    {
        std::uint64_t key = to_move() == Side::Second ? kSecondToMove : 0;
        if (const auto* go = dynamic_cast<const search::TinyGo*>(game_.get())) {
            const Game& game = go->game();
            if (!game.moves().empty() && game.moves().back().point == kPass) key ^= kAfterPass;
            return key ^ game.board().hash();
        }
        if (const auto* row = dynamic_cast<const search::KInARow*>(game_.get())) {
            const std::string board = row->to_string();
            Point cell = 1;
            for (char c : board) {
                if (c == '\n') continue;
                if (c == 'X') key ^= zobrist_key(Color::Black, cell);
                if (c == 'O') key ^= zobrist_key(Color::White, cell);
                ++cell;
            }
            return key;
        }
        throw std::logic_error("an explicit tree has no position to key");
    }

private:
    static constexpr std::uint64_t kSecondToMove = 0x9e3779b97f4a7c15ULL;
    static constexpr std::uint64_t kAfterPass = 0xc2b2ae3d27d4eb4fULL;

    std::unique_ptr<search::TwoPlayerGame> game_;
    MoveOrder order_;
};

/// The game of `spec`, its moves played. Throws std::invalid_argument for a spec the engine
/// refuses (a bad size, a tree that does not parse) and for a move that is not legal.
inline std::unique_ptr<LessonGame> make_game(const GameSpec& spec)
{
    std::unique_ptr<search::TwoPlayerGame> engine_game;
    switch (spec.kind) {
    case GameKind::Tree:
        try {
            engine_game = std::make_unique<search::GameTree>(search::parse_game_tree(spec.tree));
        } catch (const ParseError& error) {
            throw std::invalid_argument(std::string("a tree that does not parse: ") + error.what());
        }
        break;
    case GameKind::Uniform: {
        Rng rng(spec.seed);
        engine_game = std::make_unique<search::GameTree>(search::uniform_tree(
            spec.branching, spec.plies,
            spec.perfect ? search::TreeOrder::Perfect : search::TreeOrder::Shuffled, rng));
        break;
    }
    case GameKind::KInARow:
        if (spec.width * spec.height > (kMaxSide + 2) * (kMaxSide + 2) - 1)
            throw std::invalid_argument("the lesson's k-in-a-row boards have at most 440 cells");
        engine_game = std::make_unique<search::KInARow>(spec.width, spec.height, spec.k);
        break;
    case GameKind::TinyGo:
        engine_game = std::make_unique<search::TinyGo>(spec.width, spec.height);
        break;
    default: throw std::invalid_argument("a game kind the lesson does not know");
    }
    auto game = std::make_unique<LessonGame>(std::move(engine_game), spec.order);
    for (const std::string& name : spec.moves) {
        const std::vector<Move> legal = game->legal_moves();
        const auto found = std::find_if(legal.begin(), legal.end(),
                                        [&](Move m) { return game->move_name(m) == name; });
        if (found == legal.end())
            throw std::invalid_argument("the move '" + name + "' is not legal here");
        game->play(*found);
    }
    return game;
}

/// Tic-tac-toe after `moves` (names such as "b2"), in the game's own move order.
inline GameSpec tic_tac_toe(std::vector<std::string> moves = {})
{
    GameSpec spec;
    spec.kind = GameKind::KInARow;
    spec.moves = std::move(moves);
    return spec;
}

/// An explicit tree from its text.
inline GameSpec tree_game(std::string text)
{
    GameSpec spec;
    spec.kind = GameKind::Tree;
    spec.tree = std::move(text);
    return spec;
}

/// A uniform tree: `branching` children per node, `plies` deep, perfectly ordered or shuffled.
inline GameSpec uniform_game(int branching, int plies, bool perfect, std::uint64_t seed = 1)
{
    GameSpec spec;
    spec.kind = GameKind::Uniform;
    spec.branching = branching;
    spec.plies = plies;
    spec.perfect = perfect;
    spec.seed = seed;
    return spec;
}

/// The empty width x height Go board (area scoring, no komi, positional superko).
inline GameSpec go_game(int width, int height, std::vector<std::string> moves = {})
{
    GameSpec spec;
    spec.kind = GameKind::TinyGo;
    spec.width = width;
    spec.height = height;
    spec.moves = std::move(moves);
    return spec;
}

} // namespace stonelab::lesson09
