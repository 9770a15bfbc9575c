#!/usr/bin/env bash
# The fast board's long agreement run: GAMES seeded playouts (default 100,000), on every size
# from 1x1 to 19x19 in turn, played on Board and on FastBoard in step and compared after every
# move (tests/engine/test_fast_board.cpp, the hidden test [fast_board_long]; CTest runs the
# shorter ones). One round of sizes in four picks its moves with scan_move, the others with
# random_move. Takes some minutes.
#   scripts/fast-board-agreement.sh [GAMES]
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --build build --target engine_tests
STONELAB_FAST_BOARD_GAMES=${1:-100000} build/tests/engine/engine_tests "[fast_board_long]"
