#!/usr/bin/env bash
# Sets up, builds and runs every test:
#   1. the release build and all its CTest tests (engine units, GNU Go agreement, ...);
#   2. the same tests built with AddressSanitizer + UndefinedBehaviorSanitizer;
#   3. every libFuzzer target over its corpus and then for a bounded time (clang);
#   4. the code style (clang-format).
# Ends with one line "tests: N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh || exit 1

passed=0
failed=0
count_ctest() { # adds up the "N tests failed out of M" line of a CTest log
  local line total bad
  line=$(grep -E "tests passed, [0-9]+ tests failed out of [0-9]+" "$1" | tail -1)
  total=$(sed -E 's/.*out of ([0-9]+).*/\1/' <<<"$line")
  bad=$(sed -E 's/.*passed, ([0-9]+) tests failed.*/\1/' <<<"$line")
  if [ -z "$line" ]; then failed=$((failed + 1)); return; fi
  passed=$((passed + total - bad))
  failed=$((failed + bad))
}
stage() { echo; echo "=== $* ==="; }

stage "release build and tests"
# Everything, whatever scripts/main.sh configured build/ with: buggy versions, grading kit, book.
if bash scripts/build.sh build -DSTONELAB_BUG_CHECKS=ON -DSTONELAB_GRADING=ON -DSTONELAB_DOCS=ON; then
  ctest --test-dir build -j 2 --output-on-failure --timeout 900 2>&1 | tee build/ctest.log
  count_ctest build/ctest.log
else
  echo "release build failed"; failed=$((failed + 1))
fi

stage "sanitizer build (ASan + UBSan) and tests"
# The buggy lesson versions and the book are checked by the release build; here they would
# only add time.
# The stubs are checked by the release build too; libstdc++'s checked containers catch an index
# outside a vector (as `stonelab check` does for students).
if bash scripts/build.sh build-asan -DSTONELAB_SANITIZE=ON -DSTONELAB_BUG_CHECKS=OFF -DSTONELAB_GRADING=OFF \
    -DSTONELAB_DOCS=OFF -DSTONELAB_EXERCISES=OFF -DCMAKE_CXX_FLAGS=-D_GLIBCXX_ASSERTIONS; then
  # The long GNU Go run is the release build's job; here the smoke test suffices. The grading
  # tests too (not built here): ASan's shadow memory does not fit under the sandbox's memory
  # limit. The grader's own code is still checked here, by its unit tests. The student's loop
  # builds a copy of the course from nothing: the release build's job too.
  ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
    ctest --test-dir build-asan -j 2 --output-on-failure --timeout 900 -E "bounded|grading:|student's loop" 2>&1 | tee build-asan/ctest.log
  count_ctest build-asan/ctest.log
else
  echo "sanitizer build failed"; failed=$((failed + 1))
fi

stage "fuzzing the parsers"
if bash scripts/fuzz.sh "${FUZZ_SECONDS:-15}"; then
  passed=$((passed + 1))
else
  failed=$((failed + 1))
fi

stage "code style"
if bash scripts/check-format.sh; then
  passed=$((passed + 1))
else
  failed=$((failed + 1))
fi

echo
echo "tests: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
