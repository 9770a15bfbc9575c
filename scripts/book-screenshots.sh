#!/usr/bin/env bash
# Screenshots of the built book in headless Chromium, to look at what a reader sees:
#   bash scripts/book-screenshots.sh [BUILD_DIR] [OUT_DIR] [EDITION]
# takes the front page, lesson 2's chapter with its figures and its step-through, lesson 10's
# chapter with its tables and the search-trees page, as PNG files in OUT_DIR (default
# build/book-screenshots). EDITION is student or instructor (default), or ja/student or
# ja/instructor for the Japanese editions (their files then named ja-*.png). Needs Debian's
# chromium package, the fonts of fonts-noto-cjk for the Japanese text (scripts/setup.sh) and
# the book (cmake --build build --target docs).
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
out=${2:-$build/book-screenshots}
edition=${3:-instructor}
html=$(realpath "$build/docs/$edition/html")
prefix=""
[[ $edition == ja/* ]] && prefix=ja-
browser=$(command -v chromium || command -v chromium-browser || true)
if [[ -z $browser ]]; then
    echo "book-screenshots: Chromium is not installed (apt-get install chromium)" >&2
    exit 1
fi
[[ -f $html/index.html ]] || { echo "book-screenshots: no book in $html: build the docs target first" >&2; exit 1; }
if [[ -n $prefix ]] && ! fc-list :lang=ja | grep -q .; then
    echo "book-screenshots: no Japanese font: the pages would show boxes (apt-get install fonts-noto-cjk)" >&2
    exit 1
fi
mkdir -p "$out"
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
shoot() { # page, png name, window height
    "$browser" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
        --disable-background-networking --disable-component-update --disable-sync \
        --hide-scrollbars --user-data-dir="$profile" --window-size="1280,$3" \
        --virtual-time-budget=3000 --screenshot="$out/$prefix$2" "file://$html/$1" 2>/dev/null
    echo "$out/$prefix$2"
}
shoot index.html front-page.png 1000
shoot lesson02.html lesson02.png 2400
# Lesson 2's step-through (the window opens at its player); lesson 10's first part, with its
# tables of Sta codes, and its step-through followed by Table 3.
shoot lesson02.html#trace-string-walk lesson02-step-through.png 1400
shoot lesson10.html lesson10.png 4400
shoot lesson10.html#trace-gomoku-sta-codes lesson10-step-through.png 2600
[[ -f $html/search_trees.html ]] && shoot search_trees.html search-trees.png 2400
exit 0
