#!/usr/bin/env bash
# Installs every Debian package Stonelab needs. Safe to run again: it only calls apt-get
# when something is missing. Run as root (or with sudo) on Debian 12 or later.
#   bash scripts/setup.sh               what the course needs (scripts/main.sh: a student)
#   bash scripts/setup.sh --with-tests  and what only the whole test suite needs: a browser
#                                       for the book's trace player, the linters of the Python,
#                                       JavaScript and shell files (scripts/test.sh, CI)
set -euo pipefail

packages=(
  g++ clang libclang-rt-dev clang-format # compilers, sanitizer and libFuzzer runtimes, style
  cmake ninja-build git patch            # the build (patch: the lessons' buggy versions)
  catch2 libcli11-dev                    # test framework, command-line parser
  nlohmann-json3-dev                     # the grader's JSON reports
  libseccomp-dev libarchive-dev          # the grader's system-call filter and unpacker
  tar gzip unzip zip python3             # submissions as archives; the grading tests' drivers
  doxygen graphviz                       # the book and search-tree diagrams
  doxygen-awesome-css                    # the book's theme
  fonts-noto-cjk                         # the Japanese book's text in browsers and screenshots
  gnugo                                  # the outside oracle (/usr/games/gnugo)
  bubblewrap                             # grading sandboxes
)
case "${1:-}" in
  --with-tests)
    packages+=(chromium chromium-driver python3-selenium) # the trace player's test
    packages+=(shellcheck pyflakes3 black eslint nodejs)  # scripts/lint.sh
    ;;
  "") ;;
  *) echo "setup: unknown option '$1' (the only option is --with-tests)" >&2; exit 2 ;;
esac

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#packages[@]} packages are installed"
  exit 0
fi

echo "setup: installing ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
  SUDO=sudo
else
  SUDO=
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
