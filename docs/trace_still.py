#!/usr/bin/env python3
"""Draw the first frame of a lesson's JSON trace as a still SVG figure, for the book's
readers without JavaScript (docs/book_pages.py shows it inside the player's <noscript>).

The frame's board goes to `stonelab board` as a text diagram, with its marks and labels:
`move` as a triangle, `look`, `visit`, `visited` and `choose` as circles, `liberty` and
`candidate` as squares, `capture` as a cross (the shapes `stonelab board` draws; the player
colours them too). Lessons 10 and 11 are Gomoku and Renju: their boards are read without
Go's rules (`--gomoku`). A first frame without a board shows its search tree as an indented
list of its nodes (move, value, window), drawn here, its words ("root", "value") in the
book's language (`--language ja` for the Japanese book, whose traces are the Japanese ones).

Usage: trace_still.py --stonelab PATH [--language en|ja] TRACE.json -o STILL.svg
Exit 0 when the figure is written, 1 with a message when the trace cannot be read or
`stonelab board` fails.
"""

import argparse
import html
import json
import subprocess
import sys

SHAPES = {
    "move": "triangle",
    "look": "circle",
    "visit": "circle",
    "visited": "circle",
    "choose": "circle",
    "liberty": "square",
    "candidate": "square",
    "capture": "cross",
}
GOMOKU_LESSONS = {10, 11}
# The tree's own words in each language of the book (the player's, docs/player/trace-player.js),
# and its font: a Japanese one named first for the kanji, which DejaVu Sans does not have (a
# browser left to pick one might draw their Chinese forms).
WORDS = {
    "en": {"root": "root", "value": "value {0}", "font": "DejaVu Sans, sans-serif"},
    "ja": {"root": "根", "value": "値 {0}", "font": "Noto Sans CJK JP, DejaVu Sans, sans-serif"},
}


def board_arguments(trace):
    """`stonelab board` arguments (after the diagram) for the first frame's marks and
    labels, and the diagram itself; None when the frame has no board."""
    frame = trace["frames"][0]
    if "rows" not in frame:
        return None, None
    arguments = ["--gomoku"] if trace.get("lesson") in GOMOKU_LESSONS else []
    by_shape = {}
    for mark in frame.get("marks", []):
        by_shape.setdefault(SHAPES[mark["kind"]], []).append(mark["point"])
    for shape, points in sorted(by_shape.items()):
        arguments += ["--mark", f"{shape}:{','.join(points)}"]
    for label in frame.get("labels", []):
        if ":" not in label["text"]:  # `--label TEXT:POINT` cannot carry a colon
            arguments += ["--label", f"{label['text']}:{label['point']}"]
    diagram = "\n".join(" ".join(row) for row in frame["rows"]) + "\n"
    return arguments, diagram


def tree_svg(frame, language="en"):
    """The frame's tree as an indented list, one node a line, children under their parent,
    in `language`'s words."""
    words = WORDS[language]
    nodes = frame.get("tree", [])
    children = {}
    for node in nodes:
        children.setdefault(node.get("parent"), []).append(node)
    lines = []

    def walk(node, depth):
        parts = [node["move"] or words["root"]]
        if "value" in node:
            parts.append(words["value"].format(node["value"]))
        if node.get("note"):
            parts.append(node["note"])
        lines.append((depth, "  ".join(parts)))
        for child in children.get(node["id"], []):
            walk(child, depth + 1)

    for root in children.get(None, []):
        walk(root, 0)
    height = 24 * len(lines) + 16
    texts = "".join(
        f'<text x="{12 + 24 * depth}" y="{28 + 24 * i}">{html.escape(line)}</text>'
        for i, (depth, line) in enumerate(lines)
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="480" height="{height}" '
        f'viewBox="0 0 480 {height}" font-family="{words["font"]}" '
        f'font-size="15">{texts}</svg>\n'
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stonelab", required=True, help="the stonelab program")
    parser.add_argument("--language", choices=sorted(WORDS), default="en")
    parser.add_argument("trace", help="a lesson's JSON trace")
    parser.add_argument("-o", "--output", required=True, help="the SVG to write")
    args = parser.parse_args()
    try:
        with open(args.trace, encoding="utf-8") as file:
            trace = json.load(file)
        arguments, diagram = board_arguments(trace)
    except (OSError, ValueError, KeyError, IndexError) as error:
        print(f"trace_still.py: {args.trace}: {error}", file=sys.stderr)
        return 1
    if arguments is None:
        with open(args.output, "w", encoding="utf-8") as file:
            file.write(tree_svg(trace["frames"][0], args.language))
        return 0
    done = subprocess.run(
        [args.stonelab, "board", "--diagram", "-", *arguments, "-o", args.output],
        input=diagram,
        text=True,
        capture_output=True,
    )
    if done.returncode != 0:
        print(
            f"trace_still.py: {args.trace}: stonelab board: {done.stderr.strip()}", file=sys.stderr
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
