#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder's image. The zip that
# `stonelab export gradescope` made is unpacked in $AUTOGRADER_ROOT/source/, with the course
# in course/. We install what the course needs and build only what grading needs: the
# `stonelab` command and the `grading_kit` (the lessons' tests, compiled once, that every
# submission is linked against). Building here, not per submission, keeps grading fast.
#
# AUTOGRADER_ROOT (default /autograder) lets a test run this anywhere but on Gradescope.
set -euo pipefail
root=${AUTOGRADER_ROOT:-/autograder}
course=$root/source/course

bash "$course/scripts/setup.sh"

# Release, and none of what students or course authors need: no exercises (they are the
# students' stubs), no buggy versions of the lessons (they check the tests, not students).
# -O1, not CMake's -O3: the lesson tests run in milliseconds either way, and the build (which
# Gradescope repeats for every new image) takes markedly less time.
cmake -S "$course" -B "$course/build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_CXX_FLAGS_RELEASE="-O1 -DNDEBUG" -DSTONELAB_BUG_CHECKS=OFF -DSTONELAB_EXERCISES=OFF
# A zip for some lessons (`stonelab export gradescope --lesson N`) lists them in graded-lessons:
# only their tests are built.
kit=(grading_kit)
if [ -f "$root/source/graded-lessons" ]; then
  kit=()
  while read -r lesson; do kit+=("grading_kit_lesson$lesson"); done < "$root/source/graded-lessons"
fi
cmake --build "$course/build" --target stonelab "${kit[@]}"
