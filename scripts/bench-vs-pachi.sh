#!/usr/bin/env bash
# Our light playouts beside Pachi's, measured in the same run: playouts per second on 9x9 and
# 19x19, three interleaved rounds each (Pachi, then us), the median of each, and the ratio.
#
#   scripts/bench-vs-pachi.sh PACHI_BINARY [SECONDS]
#
# Pachi is not part of Stonelab: build it from its public source in a scratch folder outside
# this repository (`make DCNN=0 JOSEKIFIX=0`) and give the binary's path.
#
# Pachi runs as a flat Monte-Carlo engine (`-e montecarlo`) with light playouts, one thread,
# and N playouts for one `genmove` from the empty board at komi 7.5; its rate is N - 500 over
# the CPU seconds of that genmove minus those of a run with 500 playouts (Pachi's least, which
# stands for its start-up). Ours are two lines of `stonelab bench playouts`, the fast board's
# (wall-clock seconds of one thread, on an idle machine the same as CPU seconds):
#
#  - "uniform": the lessons' playout (lesson 4's random player, move for move), which draws
#    uniformly among the acceptable points: one random number per point it rejects;
#  - "scan": `scan_move`, Pachi's way of picking: one random start, then the empty points in
#    order from there. That is the like-for-like comparison of the two boards.
#
# Even so the games are not Pachi's: its empty points are in the order of its free list, not
# raster order, and its eye test also looks at the diagonals. Our moves per playout are printed
# beside the rates for that reason.
#
# A third board, libego's (github.com/lukaszlew/libego), another specialised light-playout
# board, joins each round when LIBEGO9 and LIBEGO19 name its GTP engine built for 9x9 and for
# 19x19 (its board size is a constant, `board_size` in goboard/config.hpp). Build it in a scratch
# folder with its own CMake files (-O3 -march=native), after three edits to that copy: in
# goboard/benchmark.cpp, `board.RandomLightMove (pl, random)` in place of the sampler's move (a
# random start and a scan, like scan_move) and the sampler's two calls taken out; in
# gtp/gtp.cpp, `bool ok = static_cast<bool>(in);` (C++11 forbids the implicit conversion). Its
# `benchmark N` command times N playouts in CPU seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
pachi=${1:?usage: scripts/bench-vs-pachi.sh PACHI_BINARY [SECONDS]}
seconds=${2:-3}
stonelab=${STONELAB:-build/cli/stonelab}
[ -x "$pachi" ] || { echo "bench-vs-pachi: $pachi is not an executable" >&2; exit 1; }
[ -x "$stonelab" ] || { echo "bench-vs-pachi: build $stonelab first (scripts/main.sh)" >&2; exit 1; }

# CPU seconds (user + system) Pachi takes to answer one genmove with N playouts on SIZE.
pachi_cpu() {
  local size=$1 playouts=$2
  printf 'boardsize %s\nkomi 7.5\nclear_board\ngenmove b\nquit\n' "$size" |
    /usr/bin/time -f '%U %S' "$pachi" -e montecarlo -t "=$playouts" playout=light gamelen=600 \
      2>&1 >/dev/null | tail -n 1 | awk '{ print $1 + $2 }'
}

median() { sort -g | sed -n 2p; }

for size in 9 19; do
  # Enough playouts for about SECONDS of Pachi's time at its usual rate.
  if [ "$size" = 9 ]; then playouts=$((60000 * seconds)); else playouts=$((14000 * seconds)); fi
  startup=$(pachi_cpu "$size" 500) # its least: start-up and 500 playouts
  pachi_rates=() uniform_rates=() scan_rates=() libego_rates=() uniform_line='' scan_line=''
  libego=
  if [ "$size" = 9 ]; then libego=${LIBEGO9:-}; else libego=${LIBEGO19:-}; fi
  rate_of() { sed -E 's/.* = ([0-9.]+) playouts\/s.*/\1/' <<<"$1"; }
  moves_of() { sed -E 's/.* playouts\/s, ([0-9.]+) moves per playout.*/\1/' <<<"$1"; }
  for round in 1 2 3; do
    cpu=$(pachi_cpu "$size" "$playouts")
    pachi_rates+=("$(awk -v n="$((playouts - 500))" -v c="$cpu" -v s="$startup" 'BEGIN { printf "%.0f", n / (c - s) }')")
    ours=$("$stonelab" bench playouts --size "$size" --seconds "$seconds" --seed "$round")
    uniform_line=$(grep -m1 '(fast board, 1 thread)' <<<"$ours")
    scan_line=$(grep -m1 '(fast board, scan_move, 1 thread)' <<<"$ours")
    uniform_rates+=("$(rate_of "$uniform_line")")
    scan_rates+=("$(rate_of "$scan_line")")
    if [ -n "$libego" ]; then # "... 77.2368 kpps ..." for as many playouts as Pachi's
      libego_rates+=("$(echo "benchmark $playouts" | "$libego" 2>&1 |
        awk '$2 == "kpps" { printf "%.0f", $1 * 1000; exit }')")
    fi
  done
  pachi_rate=$(printf '%s\n' "${pachi_rates[@]}" | median)
  uniform_rate=$(printf '%s\n' "${uniform_rates[@]}" | median)
  scan_rate=$(printf '%s\n' "${scan_rates[@]}" | median)
  echo "${size}x${size}: Pachi ${pachi_rate} playouts/s (rounds: ${pachi_rates[*]})"
  echo "${size}x${size}: Stonelab scan ${scan_rate} playouts/s (rounds: ${scan_rates[*]}; $(moves_of "$scan_line") moves per playout)"
  echo "${size}x${size}: Stonelab uniform ${uniform_rate} playouts/s (rounds: ${uniform_rates[*]}; $(moves_of "$uniform_line") moves per playout)"
  awk -v a="$scan_rate" -v u="$uniform_rate" -v b="$pachi_rate" -v s="$size" \
    'BEGIN { printf "%sx%s: Stonelab / Pachi = %.2f (scan, like for like), %.2f (uniform)\n", s, s, a / b, u / b }'
  if [ -n "$libego" ]; then
    libego_rate=$(printf '%s\n' "${libego_rates[@]}" | median)
    echo "${size}x${size}: libego ${libego_rate} playouts/s (rounds: ${libego_rates[*]})"
    awk -v l="$libego_rate" -v a="$scan_rate" -v b="$pachi_rate" -v s="$size" \
      'BEGIN { printf "%sx%s: libego / Pachi = %.2f; Stonelab scan / libego = %.2f\n", s, s, l / b, a / l }'
  fi
done
