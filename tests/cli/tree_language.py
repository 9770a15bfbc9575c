#!/usr/bin/env python3
"""Check that `stonelab tree` draws the book's search trees in the student's language.

    tree_language.py --stonelab STONELAB --source DIR

For every `tree` line of DIR/docs/figures.txt (the figures the book shows, which
`stonelab show` draws in the terminal with --format text) the figure is drawn twice, with
`stonelab --lang en` and `--lang ja`:

  - SVG: both have the same nodes and edges (Graphviz's <g class="node"> and "edge" groups,
    by their titles, in order) with as many <text> lines each: only the words changed. Every
    line whose English has a word has Japanese in it (a kana or a kanji), and no Japanese
    line has an English word but the names both languages keep (Max, Min, UCT, fail-soft...,
    move, file and font names). The Japanese font-family names a Japanese font first, the
    English one stays DejaVu Sans.
  - text: the same tree (as many lines, the same moves and numbers), the root called 根, and
    the caption under it with Japanese in every line and no English word.

Each failure names the figure, the format and the line that is wrong.
"""

import argparse
import re
import shlex
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

SVG = "{http://www.w3.org/2000/svg}"
# Hiragana, katakana and the kanji: a line in Japanese has one at least.
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]")
# What the Japanese figures write in Latin letters as the lessons do: the players' names of
# the textbook trees and tic-tac-toe, the algorithm's name and variants, the "v" of the key,
# UCT's constant C, and the names the arguments give (moves like a1 or D3, files like
# russell-norvig.tree or race.txt).
# (Bounded by what is not a Latin letter: Japanese puts no space before a name, "Maxの手番".)
KEPT = re.compile(
    r"(?<![A-Za-z])(Max|Min|UCT|fail-(soft|hard|high|low)|v|C|X|O)(?![A-Za-z])"
    r"|[A-Za-z0-9_.-]+\.(tree|txt)(?![A-Za-z])"
    r"|(?<![A-Za-z])[A-Za-z][0-9]+(?![A-Za-z0-9])"
)
WORD = re.compile(r"[A-Za-z]{2,}")
JA_FONT = "Noto Sans CJK JP"


def english_words(text):
    """The English words left in `text` once the kept names are taken out."""
    return WORD.findall(KEPT.sub(" ", text))


def tree_lines(figures_txt):
    """(name, arguments) of each `tree` line, without its --format."""
    for line in figures_txt.read_text(encoding="utf-8").splitlines():
        if line.lstrip().startswith("#") or "|" not in line:
            continue
        name, arguments = (part.strip() for part in line.split("|", 1))
        words = shlex.split(arguments)
        if words[:1] != ["tree"]:
            continue
        if "--format" in words:
            at = words.index("--format")
            del words[at : at + 2]
        yield name, words


def draw(stonelab, source, language, arguments, fmt):
    run = subprocess.run(
        [stonelab, "--lang", language, *arguments, "--format", fmt],
        cwd=source,
        capture_output=True,
        text=True,
        check=False,
    )
    if run.returncode != 0:
        raise RuntimeError(f"stonelab --lang {language} {' '.join(arguments)}: {run.stderr}")
    return run.stdout


def svg_groups(svg_text):
    """The nodes' and edges' groups as (class, title, [text lines]), in order, and the
    font-family of every <text>."""
    root = ET.fromstring(svg_text)
    groups, fonts = [], set()
    for group in root.iter(f"{SVG}g"):
        # "node", "edge", "graph", and the diagram's own after it: "node pruned", "edge pv".
        kind = (group.get("class") or "").split(" ")[0]
        if kind not in ("node", "edge", "graph"):
            continue
        title = group.findtext(f"{SVG}title", default="")
        # The graph's own group holds every node's group: its caption is its direct texts.
        texts = [t for t in group.findall(f"{SVG}text")]
        fonts.update(t.get("font-family") for t in texts)
        groups.append((kind, title, [t.text or "" for t in texts]))
    return groups, fonts


def check_svg(name, english, japanese, checked):
    """The failures; `checked` counts the lines compared."""
    failures = []
    en_groups, en_fonts = svg_groups(english)
    ja_groups, ja_fonts = svg_groups(japanese)
    shape = lambda groups: [(kind, title, len(texts)) for kind, title, texts in groups]
    if shape(en_groups) != shape(ja_groups):
        failures.append(f"{name} (svg): the Japanese nodes and edges are not the English ones")
        return failures
    if en_fonts != {"DejaVu Sans"}:
        failures.append(f"{name} (svg): the English font-family is {sorted(en_fonts)}")
    if not ja_fonts or not all(font.startswith(JA_FONT + ",") for font in ja_fonts):
        failures.append(
            f"{name} (svg): the Japanese font-family {sorted(ja_fonts)} "
            f"does not name {JA_FONT} first"
        )
    for (kind, title, en_texts), (_, _, ja_texts) in zip(en_groups, ja_groups):
        for en, ja in zip(en_texts, ja_texts):
            checked[0] += 1
            where = f"{name} (svg), {kind} {title!r}"
            if english_words(en) and not JAPANESE.search(ja):
                failures.append(f"{where}: {ja!r} has no Japanese where English says {en!r}")
            elif english_words(ja):
                failures.append(f"{where}: {ja!r} has English words {english_words(ja)}")
    return failures


def check_text(name, english, japanese):
    failures = []
    en_tree, _, en_caption = english.partition("\n\n")
    ja_tree, _, ja_caption = japanese.partition("\n\n")
    numbers = lambda text: re.findall(r"[0-9]+", text)
    en_lines, ja_lines = en_tree.splitlines(), ja_tree.splitlines()
    if len(en_lines) != len(ja_lines) or numbers(en_tree) != numbers(ja_tree):
        failures.append(f"{name} (text): the Japanese tree is not the English one")
    if not ja_lines or not ja_lines[0].startswith("根"):
        failures.append(f"{name} (text): the root is not called 根: {ja_lines[:1]}")
    for line in ja_lines:
        if english_words(line):
            failures.append(f"{name} (text): {line!r} has English words {english_words(line)}")
    # A caption's line that goes on (two spaces in) may be the end of a word only.
    for line in ja_caption.splitlines():
        if not line.startswith("  ") and not JAPANESE.search(line):
            failures.append(f"{name} (text): the caption's {line!r} has no Japanese")
        if english_words(line):
            failures.append(f"{name} (text): {line!r} has English words {english_words(line)}")
    if len(en_caption.splitlines()) == 0:
        failures.append(f"{name} (text): the English drawing has no caption")
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stonelab", required=True)
    parser.add_argument("--source", required=True, type=Path)
    options = parser.parse_args()
    failures, figures, checked = [], 0, [0]
    for name, arguments in tree_lines(options.source / "docs" / "figures.txt"):
        figures += 1
        svgs = [
            draw(options.stonelab, options.source, lang, arguments, "svg") for lang in ("en", "ja")
        ]
        failures += check_svg(name, *svgs, checked)
        texts = [
            draw(options.stonelab, options.source, lang, arguments, "text") for lang in ("en", "ja")
        ]
        failures += check_text(name, *texts)
    if figures == 0:
        failures.append("docs/figures.txt has no tree line")
    for failure in failures:
        print(failure)
    print(f"{figures} tree figures, {checked[0]} SVG text lines compared, {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
