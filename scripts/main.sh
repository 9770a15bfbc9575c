#!/usr/bin/env bash
# Sets up, builds and opens the course: the course map, then lesson 1's demo on the
# reference solution. (Extra arguments go to the demo, e.g. --trace.)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh build
build/cli/stonelab
echo
build/cli/stonelab run 1 --solution -- "$@"
