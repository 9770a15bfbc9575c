#!/usr/bin/env python3
"""Turn the lessons into the book's chapters, for one edition of the book.

The lessons' texts (lessons/NN-slug/README.md) are written for three readers at once: the
student in a terminal (`stonelab show N`), the student on the course's web page, and this
book. What only the book needs is written in one-line HTML comments, which the other two
readers never see:

    <!-- book: snippet capture_recursion.cpp walk -->
        quote the code between the `//! [walk]` markers of
        solutions/NN-slug/capture_recursion.cpp (instructor edition); the student
        edition says where the quote would be, without the code.
    <!-- book: figure walk-order.svg | Seed 002's walk, stone by stone -->
        show a figure that the build makes with `stonelab board` or `stonelab tree`
        (docs/figures.txt lists them).
    <!-- book: trace trace-string-walk.json | Seed 002's walk, step by step -->
        embed the book's trace player (docs/player/) on a lesson demo's JSON trace that the
        build makes (a `NAME.json | run N ...` line of docs/figures.txt); without JavaScript
        the trace's first frame shows as a still figure (NAME-still.svg, which the build draws
        with docs/trace_still.py). The script also writes NAME.js,
        the trace as a script the player loads (a page opened from disk may not read JSON).

This script writes, for each lesson of lessons/course.txt, a page `lessonNN.md` labelled
`lessonNN` (its task headings labelled `lessonNN-task-K`, so "Task 2" links still work),
`partN.md` for each of the course's three parts (PARTS: the chapters as its subpages, so the
book's tree shows Parts I–III), and `lessons.md`, the parts and chapters in course order. It refuses (exit 1, with the file and
line) a directive that names a missing solution file, marker or figure: the book must never
quote code that is not there.

With `--language ja` it writes the Japanese edition's pages from the lessons' README.ja.md
(their `## 課題 K:` headings get the same labels `lessonNN-task-K`, so both editions link
alike), with the Japanese parts' titles, the lesson titles of lessons/course.ja.txt, the
same figures and snippets, and the traces the demos made in Japanese (their captions are what
the reader reads), and the tree figures drawn in Japanese (their captions' words), from the
figures' folder's ja/, under the same names: the two languages are
two Doxygen runs, each with the same labels.

Usage: book_pages.py --source DIR --edition student|instructor [--language en|ja] --out DIR
                     [--figures DIR]
(--figures: where the build made the figures and the English traces, the Japanese traces in
its ja/; needed by trace directives)
"""

import argparse
import html
import json
import re
import sys
from pathlib import Path

DIRECTIVE = re.compile(r"^\s*<!--\s*book:\s*(\w+)\s+(.*?)\s*-->\s*$")
HEADING = re.compile(r"^#{2,5} ")  # a heading below the title (outside code blocks)
TASK_HEADING = {
    "en": re.compile(r"^(## Task (\d+)\b.*?)\s*$"),
    "ja": re.compile(r"^(## 課題 (\d+)\b.*?)\s*$"),
}
TASK_ANCHOR = re.compile(r'^\s*<a id="task-\d+"></a>\s*$')  # for GitHub; the book labels headings
TASK_LINK = re.compile(r"\]\(#task-(\d+)\)")
# Markdown's emphasis, which Doxygen 1.9.4 only sees between spaces or ASCII punctuation: in
# Japanese, `**連**（string）` has neither, and the asterisks would show. The Japanese chapters
# get HTML tags instead (outside code spans: INLINE_CODE).
STRONG = re.compile(r"\*\*(?=\S)((?:(?!\n\s*\n).)+?)(?<=\S)\*\*", re.S)
EMPHASIS = re.compile(r"(?<![*A-Za-z0-9_\\])\*(?=[^\s*])([^*]+?)(?<=\S)\*(?![*A-Za-z0-9_])")
INLINE_CODE = re.compile(r"(`+).+?\1")
FILE_LINK = re.compile(r"\[([^\]]+)\]\(([\w.\-]+\.(?:hpp|cpp|h|txt))\)")


# What the pages say in each language, besides the lessons' own texts.
WORDS = {
    "en": {
        "readme": "README.md",
        "course": "course.txt",
        "student_note": "<em>The instructor edition quotes the reference solution here "
        "(<tt>{marker}</tt> in <tt>{shown}</tt>).</em>",
        "instructor_note": "<em>The reference solution, from <tt>{shown}</tt>:</em>",
        "lessons_title": "Lessons",
        "lessons_intro": "The course, lesson by lesson, in three parts. Each chapter is the "
        "lesson's own text (`lessons/NN-slug/README.md`, which `stonelab show N` prints).",
        "parts": [
            "Part I — The board and its rules",
            "Part II — Programs that think",
            "Part III — Beyond the card: Renju, the engine on GTP, life and death",
        ],
    },
    "ja": {
        "readme": "README.ja.md",
        "course": "course.ja.txt",
        "student_note": "<em>教員版では、ここで模範解答を引用しています" "（<tt>{shown}</tt> の <tt>{marker}</tt>）。</em>",
        "instructor_note": "<em>模範解答（<tt>{shown}</tt>）から：</em>",
        "lessons_title": "各課",
        "lessons_intro": "講座の課を、三部に分けて順に並べています。各章は課の本文そのもの"
        "（`lessons/NN-slug/README.ja.md`。`stonelab show N` が表示するものです）です。",
        "parts": [
            "第1部 — 碁盤とルール",
            "第2部 — 考えるプログラム",
            "第3部 — さらに先へ：連珠、GTP で対局するエンジン、死活",
        ],
    },
}
LANGUAGES = tuple(WORDS)
# Where each language's traces and their still figures are, under the figures' folder
# (docs/CMakeLists.txt's STONELAB_TRACES_DIR_*): the English ones beside the other figures.
TRACES = {"en": "", "ja": "ja"}


class BookError(Exception):
    """A problem in a lesson's text, reported with its file and line."""


def read_course(course_txt, slugs=True):
    """The lessons of course.txt, in order, as (number, slug, title); of course.ja.txt, whose
    `lesson NN | title` lines name no slug, with `slugs=False` (the slug then None)."""
    lessons = []
    for line in course_txt.read_text(encoding="utf-8").splitlines():
        if line.startswith("lesson "):
            head, title = line.split("|", 1)
            if slugs:
                _, number, slug = head.split()
            else:
                (_, number), slug = head.split(), None
            lessons.append((number, slug, title.strip()))
    return lessons


def read_figure_names(figures_txt):
    """The names of the figures the build makes (the first field of docs/figures.txt)."""
    names = set()
    for line in figures_txt.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            names.add(line.split("|", 1)[0].strip())
    return names


def tree_figure_names(figures_txt):
    """The figures `stonelab tree` draws: they have words, so the build draws them in each
    language, the Japanese ones in the figures' ja/ as the traces."""
    names = set()
    for line in figures_txt.read_text(encoding="utf-8").splitlines():
        name, bar, arguments = line.strip().partition("|")
        if bar and not line.strip().startswith("#") and arguments.split()[:1] == ["tree"]:
            names.add(name.strip())
    return names


def snippet_markers(path):
    """The names of the `//! [name]` snippets of a solution file."""
    text = path.read_text(encoding="utf-8")
    return set(re.findall(r"//! \[([\w\-]+)\]", text))


def html_emphasis(text):
    """`**strong**` and `*emphasis*` as <b> and <em> in Markdown text without code blocks,
    except inside code spans; strong text may go on over a line's end (not a paragraph's),
    and hold a code span."""
    spans = []

    def hide(code):
        spans.append(code.group(0))
        return f"\0{len(spans) - 1}\0"

    text = INLINE_CODE.sub(hide, text)
    text = STRONG.sub(r"<b>\1</b>", text)
    text = "\n".join(EMPHASIS.sub(r"<em>\1</em>", line) for line in text.split("\n"))
    return re.sub("\0(\\d+)\0", lambda m: spans[int(m.group(1))], text)


class Chapter:
    """One lesson's README.md turned into a book page."""

    def __init__(
        self, source, number, slug, edition, figure_names, figures_dir=None, language="en"
    ):
        self.source = source
        self.language = language
        self.words = WORDS[language]
        self.traces_dir = None if figures_dir is None else figures_dir / TRACES[language]
        self.number = number
        self.slug = slug
        self.edition = edition
        self.figure_names = figure_names
        self.tree_figures = tree_figure_names(source / "docs" / "figures.txt")
        self.readme = source / "lessons" / f"{number}-{slug}" / self.words["readme"]
        self.label = f"lesson{number}"

    def where(self, line_number):
        return f"{self.readme.relative_to(self.source)}:{line_number}"

    def snippet(self, argument, line_number):
        """The `\\snippet` quoting a solution's marked code, or the student edition's note."""
        parts = argument.split()
        if len(parts) != 2:
            raise BookError(f"{self.where(line_number)}: a snippet needs a file and a marker")
        file_name, marker = parts
        path = self.source / "solutions" / f"{self.number}-{self.slug}" / file_name
        if not path.is_file():
            raise BookError(f"{self.where(line_number)}: no solution file {file_name}")
        if marker not in snippet_markers(path):
            raise BookError(f"{self.where(line_number)}: {file_name} has no marker [{marker}]")
        shown = f"solutions/{self.number}-{self.slug}/{file_name}"
        if self.edition == "student":
            return [self.words["student_note"].format(marker=marker, shown=shown), ""]
        return [
            self.words["instructor_note"].format(shown=shown),
            "",
            f"\\snippet {self.number}-{self.slug}/{file_name} {marker}",
            "",
        ]

    def figure(self, argument, line_number):
        name, _, caption = (part.strip() for part in argument.partition("|"))
        if name not in self.figure_names:
            raise BookError(f"{self.where(line_number)}: figure {name} is not in docs/figures.txt")
        # The same name in both languages: Doxygen's IMAGE_PATH (docs/CMakeLists.txt) finds a
        # tree figure in the language's folder, the others beside the English traces.
        if name in self.tree_figures and self.traces_dir is not None:
            if not (self.traces_dir / name).is_file():
                raise BookError(
                    f"{self.where(line_number)}: figure {name} was not drawn in "
                    f"{self.language} ({self.traces_dir / name} is missing)"
                )
        caption = caption.replace('"', "&quot;")
        return [f'\\image html {name} "{caption}"', ""]

    def trace(self, argument, line_number):
        """The player on a trace, with the first frame as a still figure for readers
        without JavaScript."""
        name, _, caption = (part.strip() for part in argument.partition("|"))
        if name not in self.figure_names or not name.endswith(".json"):
            raise BookError(
                f"{self.where(line_number)}: trace {name} is not a .json line of "
                f"docs/figures.txt"
            )
        if self.traces_dir is None:
            raise BookError(f"{self.where(line_number)}: a trace needs --figures")
        path = self.traces_dir / name
        try:
            trace = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            raise BookError(f"{self.where(line_number)}: trace {name}: {error}") from error
        stem = name[: -len(".json")]
        first = trace["frames"][0]
        still = f"{stem}-still.svg"
        if not (self.traces_dir / still).is_file():
            raise BookError(
                f"{self.where(line_number)}: trace {name} has no still figure "
                f"{still} (docs/trace_still.py draws it)"
            )
        return [
            "\\htmlonly",
            # The id: a link (or scripts/book-screenshots.sh) can go straight to the player.
            f'<figure class="stonelab-trace" id="{html.escape(stem)}" '
            f'data-trace="{html.escape(stem)}">',
            f'<noscript><img class="still" src="{html.escape(still)}" '
            f'alt="{html.escape(first["caption"])}"/>'
            f'<p class="still-caption">{html.escape(first["caption"])}</p></noscript>',
            f"<figcaption>{html.escape(caption)}</figcaption>",
            "</figure>",
            f'<script src="{html.escape(stem)}.js"></script>',
            '<script src="trace-player.js"></script>',
            "\\endhtmlonly",
            "",
        ]

    def directive(self, match, line_number):
        kind, argument = match.group(1), match.group(2)
        if kind == "snippet":
            return self.snippet(argument, line_number)
        if kind == "figure":
            return self.figure(argument, line_number)
        if kind == "trace":
            return self.trace(argument, line_number)
        raise BookError(f"{self.where(line_number)}: unknown book directive '{kind}'")

    def link(self, text):
        """Links to a task heading become book links; links to a file of the lesson's folder
        name the file with its path in the course (the book does not carry the file)."""
        text = TASK_LINK.sub(lambda m: f"](@ref {self.label}-task-{m.group(1)})", text)
        folder = f"lessons/{self.number}-{self.slug}"

        def course_path(match):
            shown, file_name = match.group(1), match.group(2)
            path = f"`{folder}/{file_name}`"
            if shown.strip("`") == file_name:
                return path
            return f"{shown}（{path}）" if self.language == "ja" else f"{shown} ({path})"

        return FILE_LINK.sub(course_path, text)

    def page(self):
        if not self.readme.is_file():
            raise BookError(f"{self.readme.relative_to(self.source)}: no such lesson text")
        lines = self.readme.read_text(encoding="utf-8").splitlines()
        if not lines or not lines[0].startswith("# "):
            raise BookError(f"{self.where(1)}: a lesson's text starts with its '# ' title")
        out = [f"{lines[0]} {{#{self.label}}}"]
        code_lines = set()  # where `out` has a fenced code block's lines
        in_code = False
        for line_number, line in enumerate(lines[1:], start=2):
            if line.startswith("```"):
                in_code = not in_code
            if in_code or line.startswith("```"):
                code_lines.add(len(out))
                out.append(line)
                continue
            if TASK_ANCHOR.match(line):
                continue
            directive = DIRECTIVE.match(line)
            if directive:
                out.extend(self.directive(directive, line_number))
                continue
            task = TASK_HEADING[self.language].match(line)
            if task:
                line = f"{task.group(1)} {{#{self.label}-task-{task.group(2)}}}"
            if HEADING.match(line):
                # One level down: Doxygen makes the page's first `##` level a \section, drawn
                # as big as the title; one `#` more makes the lesson's sections sections.
                line = "#" + line
            out.append(self.link(line))
        if self.language == "ja":
            out = self.emphasis_outside_code(out, code_lines)
        return "\n".join(out) + "\n"

    @staticmethod
    def emphasis_outside_code(lines, code_lines):
        """html_emphasis on each run of lines between fenced code blocks."""
        result, run = [], []
        for number, line in enumerate(lines + [None]):
            if line is None or number in code_lines:
                if run:
                    result.extend(html_emphasis("\n".join(run)).split("\n"))
                    run = []
                if line is not None:
                    result.append(line)
            else:
                run.append(line)
        return result


# The course's three parts: the lessons from `first` on, up to the next part's first (their
# titles in WORDS, in each language).
PARTS = [(1, "part1"), (6, "part2"), (11, "part3")]


def part_of(number, language="en"):
    """The part (first, label, title) lesson `number` belongs to."""
    titled = [(*part, title) for part, title in zip(PARTS, WORDS[language]["parts"])]
    return [part for part in titled if part[0] <= int(number)][-1]


def check_same_lessons(source, lessons, language):
    """The Japanese edition follows course.txt; course.ja.txt must list the same lessons."""
    if language == "en":
        return
    path = source / "lessons" / WORDS[language]["course"]
    if not path.is_file():
        raise BookError(f"lessons/{path.name}: missing (the {language} edition's titles)")
    translated = [(number, title) for number, _, title in read_course(path, slugs=False)]
    if [number for number, _ in translated] != [number for number, _, _ in lessons]:
        raise BookError(
            f"lessons/{path.name}: lessons {[n for n, _ in translated]}, "
            f"but course.txt has {[n for n, _, _ in lessons]}"
        )


def write_book_pages(source, edition, out, figures_dir=None, language="en"):
    words = WORDS[language]
    lessons = read_course(source / "lessons" / "course.txt")
    check_same_lessons(source, lessons, language)
    figure_names = read_figure_names(source / "docs" / "figures.txt")
    out.mkdir(parents=True, exist_ok=True)
    listing = [f"# {words['lessons_title']} {{#lessons}}", "", words["lessons_intro"], ""]
    parts = {}  # label -> the lines of its page
    for number, slug, _ in lessons:
        chapter = Chapter(source, number, slug, edition, figure_names, figures_dir, language)
        (out / f"{chapter.label}.md").write_text(chapter.page(), encoding="utf-8")
        _, label, part_title = part_of(number, language)
        if label not in parts:
            parts[label] = [f"# {part_title} {{#{label}}}", ""]
            listing.append(f"- \\subpage {label}")
        parts[label].append(f"- \\subpage {chapter.label}")
        listing.append(f"  - \\ref {chapter.label}")  # shown with the chapter's title
    for label, lines in parts.items():
        (out / f"{label}.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (out / "lessons.md").write_text("\n".join(listing) + "\n", encoding="utf-8")
    # Every trace, in the edition's language, as a script for the player (Doxygen copies
    # them: HTML_EXTRA_FILES).
    for name in sorted(n for n in figure_names if n.endswith(".json") and figures_dir):
        stem = name[: -len(".json")]
        trace = json.loads((figures_dir / TRACES[language] / name).read_text(encoding="utf-8"))
        data = json.dumps(trace, ensure_ascii=False, separators=(",", ":"))
        (out / f"{stem}.js").write_text(
            "(window.stonelabTraces = window.stonelabTraces || {})"
            f"[{json.dumps(stem)}] = {data};\n",
            encoding="utf-8",
        )


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, required=True, help="the course's source tree")
    parser.add_argument("--edition", choices=["student", "instructor"], required=True)
    parser.add_argument("--language", choices=LANGUAGES, default="en")
    parser.add_argument("--out", type=Path, required=True, help="folder for the pages")
    parser.add_argument(
        "--figures", type=Path, help="where the build made figures and traces (Japanese: in ja/)"
    )
    args = parser.parse_args()
    try:
        write_book_pages(args.source.resolve(), args.edition, args.out, args.figures, args.language)
    except (BookError, OSError, ValueError) as error:
        print(f"book_pages.py: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
