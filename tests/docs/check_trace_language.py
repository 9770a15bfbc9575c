#!/usr/bin/env python3
"""Check that the book's trace players speak each edition's language.

    check_trace_language.py --book DIR [--self-test]        (DIR of the book: build/docs)

The build makes every trace twice (docs/CMakeLists.txt): the demo run in English, and in
Japanese (STONELAB_LANG=ja) for the Japanese editions. What a reader of a chapter sees of a
trace comes from three files of the edition's html/: NAME.js, which the player loads (its
title names the player for screen readers, its captions are the text under the board); the
page's <noscript> still figure, whose text is the first step's caption; and NAME.json, the
trace itself. For every trace a chapter of an edition embeds (`data-trace="NAME"`):

  - in the Japanese editions (ja/student, ja/instructor) the title and every step's caption
    have Japanese in them (a kana or a kanji), and so has the still figure's text: an English
    caption there is a demo that does not speak Japanese yet, or a trace taken from the
    English build;
  - in the English editions, none of them has any: the English book keeps its English traces;
  - NAME.json is the trace that NAME.js holds, with the same number of steps in both
    languages (the same demo run, only its words changed).

Each failure names the edition, the chapter, the trace and a caption that is wrong. With
--self-test it instead breaks lesson 2's walk in a copy of the book (its demo speaks Japanese,
so the check passes on it when nothing is broken) and requires each break to be caught: the
English trace in the Japanese student edition, one of its Japanese captions made English, and
the Japanese trace in the English student edition.
"""

import argparse
import json
import os
import re
import sys
import tempfile
from pathlib import Path

# Hiragana, katakana and the kanji (CJK Unified Ideographs and Extension A): a caption in
# Japanese has one of them at least; a caption that only has ASCII, numbers or punctuation is
# not Japanese.
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]")
# The editions: (folder under the book, language).
EDITIONS = [
    ("student", "en"),
    ("instructor", "en"),
    ("ja/student", "ja"),
    ("ja/instructor", "ja"),
]
# What docs/book_pages.py writes: the trace as a script the player loads.
SCRIPT = re.compile(
    r"^\(window\.stonelabTraces = window\.stonelabTraces \|\| \{\}\)\[(\"[^\"]*\")\] = (.*);\s*$",
    re.S,
)
EMBEDDED = re.compile(r'data-trace="([^"]+)"')
STILL_TEXT = re.compile(
    r'<figure class="stonelab-trace" id="[^"]*" data-trace="([^"]+)">\s*<noscript>'
    r'<img class="still" src="[^"]*" alt="([^"]*)"/><p class="still-caption">([^<]*)</p>'
)
# The self-test's trace: lesson 2's walk, whose demo speaks Japanese.
WALK = ("lesson02.html", "trace-string-walk")


def shorten(text, length=70):
    text = " ".join(text.split())
    return text if len(text) <= length else text[: length - 1] + "…"


def read_script(path):
    """The trace a NAME.js holds, and the name it is stored under."""
    match = SCRIPT.match(path.read_text(encoding="utf-8"))
    if not match:
        raise ValueError(f"{path.name} is not a trace script written by docs/book_pages.py")
    return json.loads(match.group(1)), json.loads(match.group(2))


def wrong_language(text, language):
    """Whether `text` is not in `language`: Japanese without a kana or kanji, English with."""
    has_japanese = bool(JAPANESE.search(text))
    return not has_japanese if language == "ja" else has_japanese


def check_trace(edition, language, chapter, name, html_dir, still_text, english_steps):
    """The problems of one embedded trace, as sentences, and its number of steps (None when
    it cannot be read)."""
    where = f"{edition} edition, {chapter}: {name}"
    script = html_dir / f"{name}.js"
    try:
        stored_as, trace = read_script(script)
        copy = json.loads((html_dir / f"{name}.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        return [f"{where}: cannot read its trace: {error}"], None
    problems = []
    if stored_as != name:
        problems.append(f"{where}: {name}.js stores the trace as {stored_as!r}")
    if copy != trace:
        problems.append(f"{where}: {name}.json is not the trace {name}.js holds")
    # What is in the wrong language, said in one sentence for the trace.
    wrong = []
    title = trace.get("title", "")
    if wrong_language(title, language):
        wrong.append(f"the title ({shorten(title)!r})")
    captions = [frame.get("caption", "") for frame in trace.get("frames", [])]
    steps = enumerate(captions, start=1)
    wrong_steps = [(step, c) for step, c in steps if wrong_language(c, language)]
    if wrong_steps:
        step, caption = wrong_steps[0]
        wrong.append(
            f"{len(wrong_steps)} of {len(captions)} captions (the first, step {step}: "
            f"{shorten(caption)!r})"
        )
    if name not in still_text:
        problems.append(f"{where}: the page has no still figure for readers without JavaScript")
    elif any(wrong_language(text, language) for text in still_text[name]):
        wrong.append("the still figure's text (for readers without JavaScript)")
    if wrong:
        wanted = "Japanese" if language == "ja" else "English"
        problems.append(f"{where}: not in {wanted}: " + "; ".join(wrong))
    if english_steps is not None and english_steps.get(name) not in (None, len(captions)):
        problems.append(
            f"{where}: {len(captions)} steps, but {english_steps[name]} in the English "
            "edition (the same demo run in two languages has the same steps)"
        )
    return problems, len(captions)


def check_book(book):
    """Every problem found, as a list of sentences (empty: every trace is in its edition's
    language)."""
    problems = []
    steps = {}  # edition -> trace -> its number of steps
    for edition, language in EDITIONS:
        html_dir = book / edition / "html"
        chapters = sorted(html_dir.glob("lesson[0-9][0-9].html"))
        if not chapters:
            problems.append(f"{edition} edition: no chapters in {html_dir}")
            continue
        english = edition.split("/")[-1] if language != "en" else None
        steps[edition] = {}
        embedded = 0
        for chapter in chapters:
            markup = chapter.read_text(encoding="utf-8")
            still_text = {}
            for name, alt, caption in STILL_TEXT.findall(markup):
                still_text[name] = [alt, caption]
            for name in dict.fromkeys(EMBEDDED.findall(markup)):
                embedded += 1
                found, steps[edition][name] = check_trace(
                    edition, language, chapter.name, name, html_dir, still_text, steps.get(english)
                )
                problems += found
        if not embedded:
            problems.append(f"{edition} edition: no chapter embeds a trace: nothing checked")
    return problems


def break_and_check(book):
    """Breaks a copy of the book's lesson 2 walk in three ways; each must be caught."""
    failures = []
    chapter, name = WALK

    def about_walk(problems, edition):
        return [p for p in problems if p.startswith(f"{edition} edition, {chapter}: {name}:")]

    def caught(what, edition, damage):
        with tempfile.TemporaryDirectory() as scratch:
            copy = Path(scratch) / "docs"
            # The chapters and the traces only, as hard links (the editions are big): a damage
            # replaces a file.
            for each, _ in EDITIONS:
                (copy / each / "html").mkdir(parents=True)
                for page in (book / each / "html").glob("*"):
                    if re.fullmatch(r"lesson\d\d\.html|.*\.js|.*\.json", page.name):
                        os.link(page, copy / each / "html" / page.name)
            damage(copy / edition / "html")
            if not about_walk(check_book(copy), edition):
                failures.append(f"self-test: the check did not notice {what}")

    def replace(path, text):
        path.unlink()  # a hard link to the book's file: write a new one in its place
        path.write_text(text, encoding="utf-8")

    def trace_of(edition):
        def damage(html_dir):
            for suffix in (".js", ".json"):
                source = book / edition / "html" / f"{name}{suffix}"
                replace(html_dir / f"{name}{suffix}", source.read_text("utf-8"))

        return damage

    def one_english_caption(html_dir):
        stored_as, trace = read_script(html_dir / f"{name}.js")
        trace["frames"][-1]["caption"] = "play_and_capture: White C5 captures 0"
        data = json.dumps(trace, ensure_ascii=False, separators=(",", ":"))
        replace(
            html_dir / f"{name}.js",
            f"(window.stonelabTraces = window.stonelabTraces || {{}})[{json.dumps(stored_as)}]"
            f" = {data};\n",
        )
        replace(html_dir / f"{name}.json", data)

    problems = check_book(book)
    for edition in ("student", "ja/student"):
        if about_walk(problems, edition):
            return [
                f"self-test: {name} is already wrong in the {edition} edition: nothing to break"
            ]
    caught(
        "the English trace of lesson 2's walk in the Japanese edition",
        "ja/student",
        trace_of("student"),
    )
    caught("one English caption in lesson 2's Japanese walk", "ja/student", one_english_caption)
    caught(
        "the Japanese trace of lesson 2's walk in the English edition",
        "student",
        trace_of("ja/student"),
    )
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--book", type=Path, required=True, help="the built book: build/docs")
    parser.add_argument("--self-test", action="store_true")
    args = parser.parse_args()
    if args.self_test:
        problems = break_and_check(args.book)
    else:
        problems = check_book(args.book)
    for problem in problems:
        print(problem)
    if problems:
        return 1
    if args.self_test:
        print(
            "the check catches an English trace, and one English caption, in the Japanese book, "
            "and a Japanese trace in the English book"
        )
    else:
        print("every trace of the book speaks its edition's language, title and captions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
