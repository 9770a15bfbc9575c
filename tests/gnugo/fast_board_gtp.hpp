/// \file
/// The GNU Go agreement tests' fast-board engine: a GTP engine (engine/protocols/gtp.hpp) that
/// keeps the playouts' `FastBoard` (engine/go/fast_board.hpp) beside the game's board, in step
/// move by move, and answers `is_legal`, `list_stones` and `captures` from it; `countlib` and
/// `findlib` still come from `Board` (the fast board counts no liberties), and fail if the fast
/// board disagrees about the string being in atari. This is how `gnugo_agreement --fast-board`
/// checks the fast board against GNU Go; the engine itself knows nothing of it.
#pragma once

#include "engine/protocols/gtp.hpp"

namespace stonelab::agreement {

/// Puts the fast board's commands in place of the engine's own and keeps its fast board in
/// step with the game from now on: a move played is played on it too (a move in step, not a
/// copy of the new position); a new board, an undo or a loaded game is copied afresh (the fast
/// board never takes a move back). Throws std::invalid_argument unless the engine plays by
/// simple ko, the only rule the fast board knows. The commands keep a reference to the
/// engine's game: the engine must not be moved afterwards.
void use_fast_board(GtpEngine& engine);

/// `gnugo_agreement --serve-fast-board`: such an engine on standard input and output, with
/// `stonelab gtp`'s defaults (19x19, komi 7.5, simple ko, the random player, seed 1).
int serve_fast_board();

} // namespace stonelab::agreement
