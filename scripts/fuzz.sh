#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (in build-fuzz/) and runs each one over its seed
# corpus and then for SECONDS more (default 60). A crash, a hang or a leak fails the run
# and leaves the input in build-fuzz/ (crash-*, timeout-*, leak-*).
#   scripts/fuzz.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
if [ ! -f build-fuzz/build.ninja ]; then
  cmake -S . -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DSTONELAB_FUZZ=ON -DSTONELAB_TESTS=OFF
fi
targets=$(cd fuzz && ls fuzz_*.cpp | sed 's/\.cpp$//')
cmake --build build-fuzz -j 2 --target $targets
status=0
for target in build-fuzz/fuzz/fuzz_*; do
  [ -x "$target" ] || continue
  name=$(basename "$target")
  corpus=fuzz/corpus/${name#fuzz_}
  work=build-fuzz/corpus-${name#fuzz_}
  mkdir -p "$work"
  echo "fuzz: $name for ${seconds}s (seed corpus $corpus)"
  if ! (cd build-fuzz && "../$target" -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 \
        -print_final_stats=1 "../$work" "../$corpus" > "$name.log" 2>&1); then
    echo "fuzz: $name FAILED; see build-fuzz/$name.log"
    tail -40 "build-fuzz/$name.log"
    status=1
  else
    grep -E "stat::number_of_executed_units|Done" "build-fuzz/$name.log" | tail -2
  fi
done
exit $status
