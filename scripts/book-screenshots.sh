#!/usr/bin/env bash
# Screenshots of the built book in headless Chromium, to look at what a reader sees:
#   bash scripts/book-screenshots.sh [BUILD_DIR] [OUT_DIR] [EDITION]
# takes the front page, a lesson chapter with its figures and the search-trees page, as PNG
# files in OUT_DIR (default build/book-screenshots). Needs Debian's chromium package and the
# book (cmake --build build --target docs).
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
out=${2:-$build/book-screenshots}
edition=${3:-instructor}
html=$(realpath "$build/docs/$edition/html")
browser=$(command -v chromium || command -v chromium-browser || true)
if [[ -z $browser ]]; then
    echo "book-screenshots: Chromium is not installed (apt-get install chromium)" >&2
    exit 1
fi
[[ -f $html/index.html ]] || { echo "book-screenshots: no book in $html: build the docs target first" >&2; exit 1; }
mkdir -p "$out"
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
shoot() { # page, png name, window height
    "$browser" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
        --disable-background-networking --disable-component-update --disable-sync \
        --hide-scrollbars --user-data-dir="$profile" --window-size="1280,$3" \
        --virtual-time-budget=3000 --screenshot="$out/$2" "file://$html/$1" 2>/dev/null
    echo "$out/$2"
}
shoot index.html front-page.png 1000
shoot lesson02.html lesson02.png 2400
[[ -f $html/search_trees.html ]] && shoot search_trees.html search-trees.png 2400
exit 0
