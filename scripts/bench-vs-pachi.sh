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
# stands for its start-up). Ours is `stonelab bench playouts` (the fast board's line, the first:
# wall-clock seconds of one thread, on an idle machine the same as CPU seconds).
#
# The work is not quite the same: Pachi's light playout takes the empty points in order from a
# random start instead of drawing uniformly, and its eye test also looks at the diagonals, so
# its games are not ours (ours are lesson 4's random player, move for move). Our moves per
# playout are printed beside the rates for that reason.
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
  pachi_rates=() our_rates=() our_line=
  for round in 1 2 3; do
    cpu=$(pachi_cpu "$size" "$playouts")
    pachi_rates+=("$(awk -v n="$((playouts - 500))" -v c="$cpu" -v s="$startup" 'BEGIN { printf "%.0f", n / (c - s) }')")
    our_line=$("$stonelab" bench playouts --size "$size" --seconds "$seconds" --seed "$round" | head -n 1)
    our_rates+=("$(sed -E 's/.* = ([0-9.]+) playouts\/s.*/\1/' <<<"$our_line")")
  done
  pachi_rate=$(printf '%s\n' "${pachi_rates[@]}" | median)
  our_rate=$(printf '%s\n' "${our_rates[@]}" | median)
  moves=$(sed -E 's/.* playouts\/s, ([0-9.]+) moves per playout.*/\1/' <<<"$our_line")
  echo "${size}x${size}: Pachi ${pachi_rate} playouts/s (rounds: ${pachi_rates[*]}), Stonelab ${our_rate} playouts/s (rounds: ${our_rates[*]}; ${moves} moves per playout)"
  awk -v a="$our_rate" -v b="$pachi_rate" -v s="$size" 'BEGIN { printf "%sx%s: Stonelab / Pachi = %.2f\n", s, s, a / b }'
done
