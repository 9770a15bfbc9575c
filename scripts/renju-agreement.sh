#!/usr/bin/env bash
# Our renju referee beside two that nobody here wrote, on 15,778 seeded positions: for
# every empty point, is a Black stone there forbidden, and for which reason? Prints how often
# each pair agrees and a minimised example of each disagreement, and fails if any two disagree
# (scripts/renju-agreement.cpp says how the positions are made and compared).
#
#   scripts/renju-agreement.sh FINDER_DIR [--rapfi RAPFI_BINARY] [DRIVER OPTIONS...]
#
# Neither outside referee is part of Stonelab: take each from its public source into a scratch
# folder outside this repository.
#
#  - FINDER_DIR holds Wenzhe Lu's ForbiddenPointFinder, the copy in the renju branch of
#    github.com/kinfkongorg/KataGo (tested at commit 1390a8e; its header includes
#    ../core/global.h, which sets the rule to renju and the board's largest size, so give the
#    folder inside the checkout):
#        git clone --branch renju --depth 1 https://github.com/kinfkongorg/KataGo /tmp/katago-renju
#        scripts/renju-agreement.sh /tmp/katago-renju/cpp/forbiddenPoint
#  - RAPFI_BINARY (optional) is Rapfi's pbrain-rapfi (github.com/dhbloo/rapfi, tested at commit
#    3aedf3a), built without its command modules, about two minutes on two cores:
#        git clone https://github.com/dhbloo/rapfi /tmp/rapfi
#        cmake -S /tmp/rapfi/Rapfi -B /tmp/rapfi/build -DCMAKE_BUILD_TYPE=Release -DNO_COMMAND_MODULES=ON
#        cmake --build /tmp/rapfi/build -j 2
#        scripts/renju-agreement.sh /tmp/katago-renju/cpp/forbiddenPoint --rapfi /tmp/rapfi/build/pbrain-rapfi
#
# The driver is compiled outside the repository too, in WORK_DIR (default FINDER_DIR/
# stonelab-agreement), against the engine library of BUILD_DIR (default build, configured
# already). The default options are issue 28's run (seed 1, 6,000 random positions and 600
# games: 15,778 positions), under a minute with Rapfi, a few seconds without. To compare
# two versions of our referee on the same positions, run the older with `--dump FILE` and the
# newer with `--baseline FILE`.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
finder=${1:?usage: scripts/renju-agreement.sh FINDER_DIR [--rapfi RAPFI_BINARY] [OPTIONS...]}
shift
for file in ForbiddenPointFinder.h ForbiddenPointFinder.cpp; do
  [ -f "$finder/$file" ] || { echo "renju-agreement: no $file in $finder" >&2; exit 2; }
done
finder=$(cd "$finder" && pwd)
build=${BUILD_DIR:-$root/build}
work=$(realpath -m "${WORK_DIR:-$finder/stonelab-agreement}")
case "$work/" in "$root"/*) echo "renju-agreement: WORK_DIR must be outside the repository" >&2; exit 2 ;; esac
[ -f "$build/CMakeCache.txt" ] || { echo "renju-agreement: configure $build first (HACKING.md)" >&2; exit 2; }
mkdir -p "$work"

cmake --build "$build" --target stonelab_engine
cxx=$(sed -n 's/^CMAKE_CXX_COMPILER:[A-Z]*=//p' "$build/CMakeCache.txt")
cxx=${cxx:-c++}
# The outside code is compiled as it is, its warnings not ours.
"$cxx" -std=c++20 -O2 -w -I"$finder" -c "$finder/ForbiddenPointFinder.cpp" -o "$work/finder.o"
"$cxx" -std=c++20 -O2 -Wall -Wextra -I"$root" -isystem "$finder" \
  -c "$root/scripts/renju-agreement.cpp" -o "$work/driver.o"
"$cxx" "$work/driver.o" "$work/finder.o" "$build/engine/libstonelab_engine.a" -o "$work/renju-agreement"
echo "renju-agreement: driver built in $work" >&2
"$work/renju-agreement" "$@"
