#!/usr/bin/env bash
# The renju referee (engine/gomoku/renju.hpp) against two renju referees written elsewhere:
# for every empty point of some 12,000 positions, is a Black stone there forbidden? Prints how
# often each pair of referees agrees, and a minimised example of each disagreement
# (scripts/renju-agreement.cpp says how the positions are made and compared).
#
#   scripts/renju-agreement.sh FINDER_DIR [--rapfi RAPFI_BINARY] [DRIVER OPTIONS...]
#
# Neither outside referee is part of Stonelab. Build them from their public source in a
# scratch folder outside this repository:
#
#  - FINDER_DIR holds ForbiddenPointFinder.cpp and .h, Wenzhe Lu's forbidden-point finder in
#    tc-imba's C++ port (the tested version: github.com/tc-imba/reversi-judge at commit
#    ee31b98, where the two files sit at the top); `none` leaves it out.
#        git clone https://github.com/tc-imba/reversi-judge && git -C reversi-judge checkout ee31b98
#  - RAPFI_BINARY is Rapfi's pbrain-rapfi (tested: github.com/dhbloo/rapfi at commit
#    3aedf3a), built without the command modules; about two minutes with two cores:
#        git clone https://github.com/dhbloo/rapfi
#        cmake -S rapfi/Rapfi -B rapfi/build -DCMAKE_BUILD_TYPE=Release -DNO_COMMAND_MODULES=ON
#        cmake --build rapfi/build -j 2
#
# The driver is compiled outside the repository too, in WORK_DIR (default: a new temporary
# folder), against the engine library of BUILD_DIR (default: build, configured already), and
# then run with the options given after FINDER_DIR. The default options are issue 28's run
# (seed 1, 6000 random positions and 600 games), about two minutes on two cores. To compare
# two versions of the referee on the same positions, run the older with `--dump FILE` and the
# newer with `--baseline FILE`.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
finder=${1:?usage: scripts/renju-agreement.sh FINDER_DIR [--rapfi RAPFI_BINARY] [OPTIONS...]}
shift
build=${BUILD_DIR:-$root/build}
work=${WORK_DIR:-$(mktemp -d)}

[ -f "$build/CMakeCache.txt" ] || { echo "renju-agreement: configure $build first (HACKING.md)" >&2; exit 2; }
work=$(realpath -m "$work")
case "$work/" in "$root"/*) echo "renju-agreement: WORK_DIR must be outside the repository" >&2; exit 2 ;; esac
mkdir -p "$work"

includes=()
if [ "$finder" != none ]; then
  [ -f "$finder/ForbiddenPointFinder.cpp" ] || { echo "renju-agreement: no ForbiddenPointFinder.cpp in $finder" >&2; exit 2; }
  # The port includes "CPoint.h" outside MSVC and does not ship it: a point with x, y and ==.
  cat >"$work/CPoint.h" <<'HEADER'
#pragma once
struct CPoint {
    int x = 0, y = 0;
    CPoint() = default;
    CPoint(int x_, int y_) : x(x_), y(y_) {}
    bool operator==(const CPoint& other) const { return x == other.x && y == other.y; }
};
HEADER
  includes=(-isystem "$work" -isystem "$(cd "$finder" && pwd)")
fi

cmake --build "$build" --target stonelab_engine
cxx=$(sed -n 's/^CMAKE_CXX_COMPILER:[A-Z]*=//p' "$build/CMakeCache.txt")
"${cxx:-c++}" -std=c++20 -O2 -Wall -Wextra -I"$root" "${includes[@]}" \
  "$root/scripts/renju-agreement.cpp" "$build/engine/libstonelab_engine.a" -o "$work/renju-agreement"
echo "renju-agreement: driver built in $work" >&2
"$work/renju-agreement" "$@"
