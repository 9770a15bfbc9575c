#!/usr/bin/env python3
"""Link every page of one edition of the book to the same page in the other language.

The book is built in two languages (docs/CMakeLists.txt): build/docs/EDITION/html in English,
build/docs/ja/EDITION/html in Japanese, each a Doxygen run of its own over the same labels, so
a page has the same file name in both. After Doxygen, this script puts one line at the top of
each page's content (just inside Doxygen's `<div id="doc-content">`): in English a link
"日本語", in Japanese a link "English", to the page of that name in the other edition, as a
relative URL, so that it works when the book is opened from disk as well as on a web server.

Usage: language_links.py --html DIR --language en|ja --other RELATIVE_DIR
(RELATIVE_DIR: the other language's html/ as seen from DIR, e.g. ../../ja/student/html)
"""

import argparse
import html
import sys
from pathlib import Path

CONTENT = '<div id="doc-content">'
# The link in each language: the other language's name, in that language.
LINK = {
    "en": ('<div class="stonelab-language" lang="ja"><a href="{href}" hreflang="ja">日本語</a></div>'),
    "ja": (
        '<div class="stonelab-language" lang="en">'
        '<a href="{href}" hreflang="en">English</a></div>'
    ),
}


def add_links(folder, language, other):
    """Adds the line to every page of `folder`; returns how many pages have it."""
    linked = 0
    for page in sorted(folder.glob("*.html")):
        text = page.read_text(encoding="utf-8")
        if CONTENT not in text or 'class="stonelab-language"' in text:
            continue
        href = html.escape(f"{other.rstrip('/')}/{page.name}")
        line = LINK[language].format(href=href)
        page.write_text(text.replace(CONTENT, f"{CONTENT}\n{line}", 1), encoding="utf-8")
        linked += 1
    return linked


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--html", type=Path, required=True, help="the edition's html folder")
    parser.add_argument("--language", choices=sorted(LINK), required=True)
    parser.add_argument("--other", required=True, help="the other language's html folder")
    args = parser.parse_args()
    linked = add_links(args.html, args.language, args.other)
    if linked == 0:
        print(f"language_links.py: no page of {args.html} has {CONTENT}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
