/// \file
/// SGF (FF[4]) for Go: reading the main line of a game record into a `Game`, writing one.
///
/// Read: SZ (square `19` or rectangular `W:H`), KM, PL, AB/AW/AE in the root node (before
/// any move), B/W moves including passes (`[]`, and `[tt]` on boards up to 19x19), the main
/// line (the first variation at every branch). Other properties are skipped. Written: FF, GM,
/// CA, SZ, KM, PL when White starts, AB/AW of the start position, the moves, RE when given.
#pragma once

#include "engine/game.hpp"

#include <stdexcept>
#include <string>
#include <string_view>

namespace stonelab {

/// An SGF text that cannot be read or played, with the 1-based line and column at fault.
class SgfError : public std::runtime_error {
public:
    SgfError(int line, int column, const std::string& message);
    int line() const { return line_; }
    int column() const { return column_; }

private:
    int line_;
    int column_;
};

/// Reads the first game tree's main line. Every move must be legal under `rules.ko`
/// (komi comes from KM when present, else from `rules`). Throws SgfError.
Game read_sgf(std::string_view text, Rules rules = {});

/// Writes the game as an FF[4] record; `result` ("B+3.5") becomes RE when not empty.
std::string write_sgf(const Game& game, const std::string& result = "");

} // namespace stonelab
