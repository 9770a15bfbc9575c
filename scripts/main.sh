#!/usr/bin/env bash
# Sets up, builds and runs the course's main job: for now, a demo game between two random
# players on 9x9, printed move by move.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh build
build/cli/stonelab demo --size 9 --seed 1 "$@"
