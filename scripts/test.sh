#!/usr/bin/env bash
# Sets up, builds and runs every test:
#   1. the release build and all its CTest tests (engine units, GNU Go agreement, ...);
#   2. the same tests built with AddressSanitizer + UndefinedBehaviorSanitizer;
#   3. every libFuzzer target over its corpus and then for a bounded time (clang);
#   4. the code style (clang-format);
#   5. the Python, JavaScript and shell files' lint and the Python files' layout (scripts/lint.sh).
# Ends with one line "tests: N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1

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
# Each stage's time, printed at the end: CI must stay under 30 minutes on two cores
# (HACKING.md, "CI's time").
timings=""
stage_name=""
stage_start=$SECONDS
end_stage() {
  [ -n "$stage_name" ] && timings+=$(printf '  %5d s  %s' $((SECONDS - stage_start)) "$stage_name")$'\n'
  return 0
}
stage() { end_stage; stage_name=$*; stage_start=$SECONDS; echo; echo "=== $* ==="; }

stage "set-up (Debian packages)"
bash scripts/setup.sh --with-tests || exit 1

stage "release build"
# Everything, whatever scripts/main.sh configured build/ with: buggy versions, grading kit, book.
# A Release build (-O3, with line tables: CMakeLists.txt) with warnings as errors, so that the
# usual CMake build of a fresh clone stays clean; the one build of CI's that runs every test.
# (After scripts/main.sh's default build, the first run compiles everything once again; the
# cache keeps these settings, and main.sh and `stonelab check` do not change them back.)
if bash scripts/build.sh build -DCMAKE_BUILD_TYPE=Release -DSTONELAB_WERROR=ON \
    -DSTONELAB_BUG_CHECKS=ON -DSTONELAB_GRADING=ON -DSTONELAB_DOCS=ON; then
  stage "release tests"
  ctest --test-dir build -j 2 --output-on-failure --timeout 900 2>&1 | tee build/ctest.log
  count_ctest build/ctest.log
else
  echo "release build failed"; failed=$((failed + 1))
fi

stage "sanitizer build (ASan + UBSan)"
# The buggy lesson versions, the book and the demos are checked by the release build; here they
# would only add time (the demos, about 90 s on two cores, for a single test that runs one).
# The stubs are checked by the release build too; libstdc++'s checked containers catch an index
# outside a vector (as `stonelab check` does for students).
if bash scripts/build.sh build-asan -DSTONELAB_SANITIZE=ON -DSTONELAB_WERROR=ON -DSTONELAB_BUG_CHECKS=OFF -DSTONELAB_GRADING=OFF \
    -DSTONELAB_DOCS=OFF -DSTONELAB_EXERCISES=OFF -DSTONELAB_DEMOS=OFF -DCMAKE_CXX_FLAGS=-D_GLIBCXX_ASSERTIONS; then
  stage "sanitizer tests"
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
if bash scripts/fuzz.sh "${FUZZ_SECONDS:-10}"; then
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

stage "lint (Python, JavaScript, shell)"
if bash scripts/lint.sh; then
  passed=$((passed + 1))
else
  failed=$((failed + 1))
fi

end_stage
echo
echo "time by stage:"
printf '%s' "$timings"
printf '  %5d s  in all\n' "$SECONDS"
echo "tests: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
