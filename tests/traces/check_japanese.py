#!/usr/bin/env python3
"""Check that a lesson demo speaks Japanese when STONELAB_LANG=ja (what `stonelab run` sets
for a student who reads Japanese), and draws the same boards as in English.

    check_japanese.py [--expect LINE]... [--data REGEX]... [--step-input KEYS] -- DEMO ARGUMENTS...

Runs the demo with --trace, then with --trace --format json, once with STONELAB_LANG=en and
once with STONELAB_LANG=ja, and checks:

- the text traces draw the same boards, line for line (the rows and the column letters);
- every other line of the Japanese text trace is Japanese (has a kana or a kanji after the
  Stepper's own "ステップ N：", so that a caption left in English is seen), and no line of the
  English one's words is left in it;
- lines of numbers and marks with no word in them (a table's rows), and lines matching a
  --data REGEX (a search tree's rows: "  c2 (X)  [-inf, inf]  1"), are data like the boards:
  the same in both languages, line for line, and not words;
- the JSON traces have the same frames: boards, marks, labels and trees equal; the title,
  the legend and every caption in Japanese, none the same as in English;
- both languages end with the same exit status;
- each --expect LINE is a line of the Japanese text trace, exactly (a few lines taken from a
  run, so that a changed translation is noticed and looked at);
- with --step-input KEYS, the demo run with --step and KEYS typed at its prompts (a line per
  answer, "\\n" for Enter: a step's own keys, say "m\\n\\nq\\n") says in Japanese what the
  English run says: its prompts, and what each key shows, by the same rules as the trace.

Exit 0 when all hold, 1 with the reasons when not.
"""

import argparse
import json
import os
import re
import subprocess
import sys

# A drawn board: a row (" 9 O X X . X . . . .  9") or the column letters ("   A B C D E",
# or "   A   B   C" for a table of the points).
ROW = re.compile(r"^ *\d+ [ -~]* \d+$")
COLUMNS = re.compile(r"^ +[A-Z](?: +[A-Z])*$")
# What separates a board's line from the text a step draws beside it: three spaces or more
# after something drawn (inside a row there are one or two).
BESIDE = re.compile(r"(?<=\S) {3,}(?=\S)")
# Hiragana, katakana, kanji and the full-width punctuation the translations use.
JAPANESE = re.compile(r"[\u3000-\u30ff\u4e00-\u9fff\uff01-\uff5e]")
# The Stepper's own start of a caption (lessons/demo_support.hpp): Japanese whatever follows.
STEP = re.compile(r"^ステップ \d+：")
# The end of the Stepper's prompt at --step, in either language.
PROMPT_END = re.compile(r"(q: to the end\] |q：最後まで］ )")
# A word of English: two letters or more ("A", "X" and "O" are a column, a stone, a player;
# "pass" is a move, as GTP writes it).
WORD = re.compile(r"[A-Za-z]{2,}")
# More lines that are drawn, not written (--data REGEX): compared like a board's.
DATA = []


def is_board_line(line):
    """A line drawn, the same in both languages: a board's row or columns, or a --data line."""
    return bool(ROW.match(line) or COLUMNS.match(line) or any(d.search(line) for d in DATA))


def is_data(text):
    """Numbers and marks with no word in them, as a table's row (" 5  +100 +100  -69",
    "A5   0.000 0/1"): nothing to translate, in either language."""
    words = [word for word in WORD.findall(text) if word != "pass"]
    return not words and not JAPANESE.search(text)


def split_board(line):
    """The line as (the board's part, the text beside it): (None, line) for a line that is
    not a board's, (line, "") for a board's alone."""
    beside = BESIDE.search(line)
    if beside and is_board_line(line[: beside.start()]):
        return line[: beside.start()], line[beside.end() :]
    if is_board_line(line):
        return line, ""
    return None, line


def is_japanese(line):
    """The line has a kana or a kanji besides the Stepper's "ステップ N：" (a caption that is
    all "ステップ N：" is the Stepper's alone)."""
    rest = STEP.sub("", line)
    return bool(JAPANESE.search(rest)) or not rest.strip()


def run(command, language, typed=""):
    """The demo's output and exit status in `language`, with `typed` on its input."""
    environment = dict(os.environ, STONELAB_LANG=language)
    result = subprocess.run(
        command,
        env=environment,
        input=typed,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
    )
    return result.stdout, result.returncode


def run_both(command, typed=""):
    """The demo's output in English and in Japanese, which must end alike (a scripted game
    that ends on a refused move exits with 1 in both)."""
    english, status = run(command, "en", typed)
    japanese, japanese_status = run(command, "ja", typed)
    if status != japanese_status:
        raise SystemExit(
            f"{' '.join(command)} exits with {status} in English, {japanese_status} " "in Japanese"
        )
    return english, japanese


def check_text(english, japanese, expected):
    errors = []
    english_lines = [split_board(line) for line in english.splitlines()]
    japanese_lines = [split_board(line) for line in japanese.splitlines()]
    english_boards = [board for board, _ in english_lines if board is not None]
    japanese_boards = [board for board, _ in japanese_lines if board is not None]
    if not english_boards:
        errors.append("the English trace draws no board: nothing to compare")
    if english_boards != japanese_boards:
        errors.append(
            f"the boards differ: {len(english_boards)} board lines in English, "
            f"{len(japanese_boards)} in Japanese"
        )
    words = {text for _, text in english_lines if text.strip() and not is_data(text)}
    for _, text in japanese_lines:
        if not text.strip() or is_data(text):
            continue
        if text in words:
            errors.append(f"English line left in the Japanese trace: {text!r}")
        elif not is_japanese(text):
            errors.append(f"a line of the Japanese trace has no Japanese: {text!r}")
    for line in expected:
        if line not in japanese.splitlines():
            errors.append(f"expected line not in the Japanese trace: {line!r}")
    return errors


def texts_of(trace):
    """The trace's sentences: its title, its legend and every frame's caption."""
    texts = [("title", trace.get("title", "")), ("legend", trace.get("legend", ""))]
    for i, frame in enumerate(trace["frames"]):
        texts.append((f"frame {i + 1}'s caption", frame.get("caption", "")))
    return texts


def check_json(english, japanese):
    errors = []
    if len(english["frames"]) != len(japanese["frames"]):
        return [
            f"{len(english['frames'])} frames in English, {len(japanese['frames'])} " "in Japanese"
        ]
    for i, (en, ja) in enumerate(zip(english["frames"], japanese["frames"])):
        for key in sorted((set(en) | set(ja)) - {"caption"}):
            if en.get(key) != ja.get(key):
                errors.append(f"frame {i + 1}'s {key} differs between the languages")
    for (where, en), (_, ja) in zip(texts_of(english), texts_of(japanese)):
        if not en:
            continue
        if en == ja:
            errors.append(f"the JSON trace's {where} is still English: {en!r}")
        for line in ja.splitlines():
            _, text = split_board(line)
            if text.strip() and not is_data(text) and not is_japanese(text):
                errors.append(f"the JSON trace's {where} has a line in English: {line!r}")
    return errors


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--expect", action="append", default=[], metavar="LINE")
    parser.add_argument("--step-input", metavar="KEYS")
    parser.add_argument("--data", action="append", default=[], metavar="REGEX")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    DATA.extend(re.compile(pattern) for pattern in options.data)
    command = options.command[1:] if options.command[:1] == ["--"] else options.command
    if not command:
        parser.error("the demo to run goes after --")
    text = command[:1] + ["--trace"] + command[1:]
    as_json = command[:1] + ["--trace", "--format", "json"] + command[1:]
    errors = check_text(*run_both(text), options.expect)
    errors += check_json(*(json.loads(trace) for trace in run_both(as_json)))
    if options.step_input is not None:
        typed = options.step_input.replace("\\n", "\n")
        stepped = command[:1] + ["--step"] + command[1:]
        # The prompt waits on its line, so what follows it (the next caption, a key's text)
        # is printed after it: a line of its own for the check.
        english, japanese = (
            re.sub(PROMPT_END, lambda m: m.group(0) + "\n", text)
            for text in run_both(stepped, typed)
        )
        errors += [f"--step: {e}" for e in check_text(english, japanese, [])]
    for error in errors:
        print(error, file=sys.stderr)
    if not errors:
        print("the Japanese trace is Japanese and draws the English trace's boards")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
