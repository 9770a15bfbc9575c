#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (in build-fuzz/) and runs each one over its seed
# corpus and then for SECONDS more (default 60). A crash, a hang or a leak fails the run
# and leaves the input in build-fuzz/ (crash-*, timeout-*, leak-*).
#   scripts/fuzz.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
if [ ! -f build-fuzz/build.ninja ]; then
  cmake -S . -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DSTONELAB_FUZZ=ON -DSTONELAB_TESTS=OFF \
    -DSTONELAB_WERROR=ON
fi
targets=()
for source in fuzz/fuzz_*.cpp; do targets+=("$(basename "$source" .cpp)"); done
cmake --build build-fuzz -j 2 --target "${targets[@]}"
# One fuzzer per core: two at a time on CI's two cores (FUZZ_JOBS to change it).
jobs=${FUZZ_JOBS:-2}
# shellcheck disable=SC2317 # run by xargs, through `bash -c` (below)
fuzz_one() { # fuzz_one TARGET SECONDS: prints its report, fails if the fuzzer found something
  local target=$1 seconds=$2 name corpus work
  name=$(basename "$target")
  corpus=fuzz/corpus/${name#fuzz_}
  work=build-fuzz/corpus-${name#fuzz_}
  mkdir -p "$work"
  if ! (cd build-fuzz && "../$target" -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 \
        -print_final_stats=1 "../$work" "../$corpus" > "$name.log" 2>&1); then
    echo "fuzz: $name for ${seconds}s (seed corpus $corpus) FAILED; see build-fuzz/$name.log"
    tail -40 "build-fuzz/$name.log"
    return 1
  fi
  echo "fuzz: $name for ${seconds}s (seed corpus $corpus): $(grep -E "^Done" "build-fuzz/$name.log" | tail -1)"
}
export -f fuzz_one
status=0
# shellcheck disable=SC2016 # "$1" and "$2" are the inner bash's, not this script's
for target in build-fuzz/fuzz/fuzz_*; do [ -x "$target" ] && echo "$target"; done |
  xargs -P "$jobs" -I{} bash -c 'fuzz_one "$1" "$2"' _ {} "$seconds" || status=1
exit $status
