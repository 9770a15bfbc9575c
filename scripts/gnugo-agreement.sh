#!/usr/bin/env bash
# The long GNU Go agreement run: GAMES seeded games (default 10000) played through
# `stonelab gtp` and GNU Go side by side, every answer about legality, stones, prisoners and
# liberties compared after every move (see tests/gnugo/agreement.hpp). CI runs a bounded
# version of the same driver (`ctest -R gnugo`); this is the run to do before a release or
# after any change to the board, the rules or the GTP engine.
#
#   scripts/gnugo-agreement.sh [GAMES]
#
# Environment:
#   BUILD_DIR  build directory (default: build); configured and built here if needed
#   JOBS       driver processes run at once, each on its own share of the games (default 2)
#   SEED       seed of game 0; game i has seed SEED + i, whatever JOBS is (default 1)
#   SIZES      board sizes and weights (default 19:1,13:2,9:6,5:11)
#   SELFPLAY   fraction of GNU Go self-play games (default 0.1)
#   GNUGO      GNU Go 3.8 (default /usr/games/gnugo)
#
# Time: 10,000 games with the defaults took 2,973 s (about 50 minutes) with JOBS=2 on a
# two-core machine that was busy with other builds; most of it goes to the fifty or so 19x19
# self-play games, where GNU Go thinks about each move.
set -euo pipefail

games=${1:-10000}
jobs=${JOBS:-2}
seed=${SEED:-1}
sizes=${SIZES:-19:1,13:2,9:6,5:11}
selfplay=${SELFPLAY:-0.1}
gnugo=${GNUGO:-/usr/games/gnugo}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${BUILD_DIR:-$root/build}

if [[ ! "$games" =~ ^[0-9]+$ || ! "$jobs" =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: $0 [GAMES]   (GAMES and JOBS are positive whole numbers)" >&2
    exit 2
fi
if [[ ! -x "$gnugo" ]]; then
    echo "GNU Go not found at $gnugo: install it with 'sudo apt-get install gnugo', or set GNUGO." >&2
    exit 2
fi

if [[ ! -f "$build/CMakeCache.txt" ]]; then
    cmake -S "$root" -B "$build" -G Ninja
fi
cmake --build "$build" --target stonelab gnugo_agreement

driver="$build/tests/gnugo/gnugo_agreement"
stonelab="$build/cli/stonelab"
logs="$build/gnugo-agreement"
mkdir -p "$logs"

# Each job takes a consecutive range of games; a game's seed depends only on its number, so
# the union is exactly the games of one run with SEED, and any failure can be replayed alone.
per_job=$(((games + jobs - 1) / jobs))
pids=()
for ((job = 0; job < jobs; ++job)); do
    first=$((job * per_job))
    count=$((games - first < per_job ? games - first : per_job))
    ((count > 0)) || break
    "$driver" --stonelab "$stonelab" --gnugo "$gnugo" --games "$count" --seed "$((seed + first))" \
        --sizes "$sizes" --selfplay-share "$selfplay" >"$logs/job-$job.log" 2>&1 &
    pids+=($!)
done
echo "gnugo-agreement: $games games in ${#pids[@]} jobs; logs in $logs/"

status=0
for ((job = 0; job < ${#pids[@]}; ++job)); do
    if ! wait "${pids[$job]}"; then
        status=1
        echo "--- job $job failed:"
        cat "$logs/job-$job.log"
    fi
done

# One line for the whole run: the jobs' summary lines added up.
grep -h '^agreement:' "$logs"/job-*.log | awk -v failed="$status" '
    { games += $2; selfplay += substr($4, 2); moves += $8; refused += $10
      positions += $14; queries += $16; t = substr($21, 2) + 0; if (t > seconds) seconds = t }
    END { printf "agreement: %d games (%d GNU Go self-play), %d moves, %d illegal moves refused, " \
                 "%d positions, %.2fM queries compared, %s disagreements (%d s)\n",
                 games, selfplay, moves, refused, positions, queries, failed ? "SOME" : "0",
                 seconds }'
exit "$status"
