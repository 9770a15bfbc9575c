#!/usr/bin/env bash
# Grades a student's repository on GitHub Actions (the workflow that `stonelab export
# github-classroom` writes runs this from the instructor's course, checked out in
# .stonelab-course/: the tests and hidden outputs come from there, never from the student).
#
#   1. installs the packages and builds `stonelab` and the grading kit, as on Gradescope;
#   2. grades $GITHUB_WORKSPACE (the student's exercises/) into $GITHUB_WORKSPACE/
#      stonelab-results/, in the json, junit and csv formats (uploaded as an artifact);
#   3. writes a table of the lessons' points to $GITHUB_STEP_SUMMARY, prints the points, and
#      sets the step output `result` that GitHub Classroom's grading reporter reads.
set -euo pipefail
course=$(cd "$(dirname "$0")/.." && pwd)
workspace=${GITHUB_WORKSPACE:?GITHUB_WORKSPACE is not set: run this on GitHub Actions}
out=$workspace/stonelab-results # the workflow uploads this folder
# The build: $course/build, or one made before (STONELAB_BUILD_DIR, e.g. restored from a cache
# or made by an earlier step), which is then only brought up to date.
build=${STONELAB_BUILD_DIR:-$course/build}
export STONELAB_BUILD_DIR=$build

bash "$course/scripts/setup.sh"
if [ ! -f "$build/CMakeCache.txt" ]; then
  # As scripts/gradescope/setup.sh (which says why -O1).
  cmake -S "$course" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CXX_FLAGS_RELEASE="-O1 -DNDEBUG" -DSTONELAB_BUG_CHECKS=OFF -DSTONELAB_EXERCISES=OFF
fi
# The lessons the assignment grades (the workflow's STONELAB_LESSONS, `01 02`; empty: all):
# only their tests are built and graded.
kit=(grading_kit) only=()
if [ -n "${STONELAB_LESSONS:-}" ]; then
  kit=()
  for lesson in $STONELAB_LESSONS; do
    kit+=("grading_kit_lesson$lesson") only+=(--lesson "$lesson")
  done
fi
cmake --build "$build" --target stonelab "${kit[@]}"

# stonelab finds the course from the current folder: the instructor's, not the student's copy.
cd "$course"
rm -rf "$out"
"$build/cli/stonelab" grade "$workspace" --out "$out" --format json,junit,csv "${only[@]}"

python3 "$course/scripts/classroom_report.py" "$out" \
  --summary "${GITHUB_STEP_SUMMARY:-/dev/null}" --output "${GITHUB_OUTPUT:-/dev/null}"
