#!/usr/bin/env bash
# Our renju referee beside one nobody here wrote: Wenzhe Lu's ForbiddenPointFinder, the
# forbidden-point finder that several open renju programs use, judges every empty point of
# seeded random 15x15 positions, and the verdicts are compared (scripts/renju-agreement.cpp).
#
#   scripts/renju-agreement.sh FORBIDDEN_POINT_FINDER_DIR [POSITIONS] [SHOW]
#
# The finder is not part of Stonelab: take it from its public source into a scratch folder
# outside this repository, e.g. the renju branch of github.com/kinfkongorg/KataGo:
#
#   git clone --branch renju --depth 1 https://github.com/kinfkongorg/KataGo /tmp/katago-renju
#   scripts/renju-agreement.sh /tmp/katago-renju/cpp/forbiddenPoint
#
# (that copy's header includes ../core/global.h, which sets RULE to RENJU and the board's
# largest size; give the folder inside the checkout). The driver is compiled there, in
# DIR/stonelab-agreement/, against build/engine/libstonelab_engine.a.
set -euo pipefail
cd "$(dirname "$0")/.."
finder=${1:?usage: scripts/renju-agreement.sh FORBIDDEN_POINT_FINDER_DIR [POSITIONS] [SHOW]}
positions=${2:-20000}
show=${3:-3}
engine=${STONELAB_BUILD:-build}/engine/libstonelab_engine.a
for file in ForbiddenPointFinder.h ForbiddenPointFinder.cpp; do
  [ -f "$finder/$file" ] || { echo "renju-agreement: no $file in $finder" >&2; exit 2; }
done
[ -f "$engine" ] || { echo "renju-agreement: build $engine first (scripts/build.sh)" >&2; exit 2; }
out="$finder/stonelab-agreement"
mkdir -p "$out"
# The outside code is compiled as it is, its warnings not ours.
g++ -std=c++20 -O2 -w -I"$finder" -c "$finder/ForbiddenPointFinder.cpp" -o "$out/finder.o"
g++ -std=c++20 -O2 -Wall -Wextra -I. -I"$finder" -c scripts/renju-agreement.cpp -o "$out/driver.o"
g++ "$out/driver.o" "$out/finder.o" "$engine" -o "$out/renju-agreement"
"$out/renju-agreement" "$positions" "$show"
