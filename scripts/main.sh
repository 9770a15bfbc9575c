#!/usr/bin/env bash
# Sets up the course for a student and opens it: installs the packages, builds what a student
# needs (`stonelab`, each lesson's tests and demos: the CMake target `course`; the rest is
# built on request or by scripts/test.sh), puts a `stonelab` command on the PATH, and ends with
# the course map and the line that says what to do next.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
start=$SECONDS

bash scripts/setup.sh
if [ ! -f build/build.ninja ]; then
  cmake -S . -B build -G Ninja > build-configure.log 2>&1 || { cat build-configure.log; exit 1; }
  rm -f build-configure.log
fi
echo "building the course: stonelab, the lessons' tests and demos (a few minutes the first time)..."
cmake --build build -j "$(nproc)" --target course

# `stonelab` on the PATH: a two-line launcher for this copy of the course.
if [ "$(id -u)" -eq 0 ]; then bin=/usr/local/bin; else bin=$HOME/.local/bin; fi
mkdir -p "$bin"
cat > "$bin/stonelab" <<LAUNCHER
#!/bin/sh
# The course's stonelab command, installed by $root/scripts/main.sh.
exec "$root/build/cli/stonelab" "\$@"
LAUNCHER
chmod +x "$bin/stonelab"
echo
echo "built in $((SECONDS - start)) s; the stonelab command is $bin/stonelab"
case ":$PATH:" in
  *":$bin:"*) ;;
  *) echo "($bin is not on your PATH: add it with  export PATH=\"$bin:\$PATH\"  in ~/.profile)" ;;
esac
echo
build/cli/stonelab
