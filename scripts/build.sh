#!/usr/bin/env bash
# Builds Stonelab in build/ (or in the folder given as $1), configuring it first when it is new
# or when CMake options are given after the folder (they are kept in its cache).
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-build}
shift || true
if [ ! -f "$dir/build.ninja" ] || [ $# -gt 0 ]; then
  cmake -S . -B "$dir" -G Ninja "$@"
fi
cmake --build "$dir" -j 2
