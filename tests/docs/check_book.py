#!/usr/bin/env python3
"""Check a built book (both editions) against the course it was built from.

    check_book.py --source DIR --book DIR        (DIR of the book: build/docs)

What it checks, each failure printed with what is missing:
  1. every lesson of lessons/course.txt has its chapter, `lessonNN.html`, in both editions,
     titled with the lesson's own title, and listed on the `lessons` page in course order;
  2. every snippet resolves: each `<!-- book: snippet FILE MARKER -->` of a lesson shows, in
     the instructor edition's chapter, the code between the markers; and every marked
     snippet of solutions/ is quoted by some chapter;
  3. every figure exists: each one of docs/figures.txt was made, is an SVG, is in both
     editions' html/, and every image a page shows is there;
  4. the student edition has no solution code: no line that only the solutions contain
     appears in any of its pages, nor any page made from a solution file — while the
     instructor edition does show them (so that this check can fail).

With --self-test it also breaks a copy of the book in each of these ways and requires a
failure every time.
"""

import argparse
import html
import re
import shutil
import sys
import tempfile
from pathlib import Path

# The course's own readers of course.txt, figures.txt, directives and markers: the check
# looks at what the build made, not at how it reads its sources.
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "docs"))
from book_pages import DIRECTIVE, read_course, read_figure_names, snippet_markers  # noqa: E402


def page_text(path):
    """A page's text, as a reader sees it: tags dropped, entities decoded, one space for any
    run of white space (Doxygen writes code with non-breaking spaces)."""
    text = path.read_text(encoding="utf-8", errors="replace")
    text = re.sub(r"<script.*?</script>", " ", text, flags=re.S)
    text = re.sub(r"<[^>]+>", "", text)
    text = html.unescape(text)
    return re.sub(r"\s+", " ", text)


def squeeze(line):
    return re.sub(r"\s+", " ", line).strip()


def statement(line):
    """A line of code without the `{` or `;` that ends it: a solution's definition
    `int f(int x) {` then matches the header's declaration `int f(int x);`."""
    return squeeze(line).rstrip("{;").rstrip()


class Course:
    """What the book must show, read from the course's sources."""

    def __init__(self, source):
        self.source = source
        self.lessons = []  # (number, slug, title in the README)
        for number, slug, _ in read_course(source / "lessons" / "course.txt"):
            readme = source / "lessons" / f"{number}-{slug}" / "README.md"
            title = readme.read_text(encoding="utf-8").splitlines()[0][2:].strip()
            self.lessons.append((number, slug, title))

    def directives(self, number, slug):
        readme = self.source / "lessons" / f"{number}-{slug}" / "README.md"
        for line in readme.read_text(encoding="utf-8").splitlines():
            match = DIRECTIVE.match(line)
            if match and match.group(1) == "snippet":
                yield tuple(match.group(2).split())

    def snippet_lines(self, number, slug, file_name, marker):
        """The code lines between a solution's `//! [marker]` lines, squeezed, non-empty."""
        path = self.source / "solutions" / f"{number}-{slug}" / file_name
        inside, lines = False, []
        for line in path.read_text(encoding="utf-8").splitlines():
            if f"//! [{marker}]" in line:
                inside = not inside
            elif inside and squeeze(line):
                lines.append(squeeze(line))
        return lines

    def solution_files(self):
        return sorted((self.source / "solutions").glob("*/*.cpp"))

    def solution_only_lines(self):
        """Lines of code that only the solutions have: at least 25 characters, not a comment,
        and in no file a student can see (exercises, lesson headers, engine, tests)."""
        public = set()
        for folder in ("exercises", "lessons", "engine", "tests", "cli"):
            for path in (self.source / folder).rglob("*"):
                if path.suffix in (".cpp", ".hpp", ".md", ".h"):
                    public.update(
                        statement(l) for l in path.read_text(encoding="utf-8").splitlines()
                    )
        telling = {}
        for path in self.solution_files():
            for line in path.read_text(encoding="utf-8").splitlines():
                line = squeeze(line)
                if len(line) >= 25 and not line.startswith("//") and statement(line) not in public:
                    telling.setdefault(line, path.relative_to(self.source))
        return telling


def check_book(course, book):
    """Every problem found, as a list of sentences (empty: the book is complete)."""
    problems = []
    editions = {name: book / name / "html" for name in ("student", "instructor")}
    pages = {
        name: {p.name: page_text(p) for p in folder.glob("*.html")}
        for name, folder in editions.items()
    }

    # 1. chapters
    for name, folder in editions.items():
        if not (folder / "index.html").is_file():
            problems.append(f"{name} edition: no index.html in {folder}")
            continue
        listing = pages[name].get("lessons.html", "")
        last = -1
        for number, _, title in course.lessons:
            chapter = pages[name].get(f"lesson{number}.html")
            if chapter is None:
                problems.append(
                    f"{name} edition: lesson {number} has no chapter lesson{number}.html"
                )
                continue
            if squeeze(title) not in chapter:
                problems.append(f"{name} edition: lesson{number}.html is not titled '{title}'")
            where = listing.find(squeeze(title))
            if where < 0:
                problems.append(f"{name} edition: the lessons page does not list lesson {number}")
            elif where < last:
                problems.append(
                    f"{name} edition: the lessons page lists lesson {number} out of order"
                )
            last = max(last, where)

    # 2. snippets
    quoted = set()
    for number, slug, _ in course.lessons:
        chapter = pages["instructor"].get(f"lesson{number}.html", "")
        for file_name, marker in course.directives(number, slug):
            quoted.add((number, slug, file_name, marker))
            lines = course.snippet_lines(number, slug, file_name, marker)
            missing = [l for l in lines if l not in chapter]
            if not lines or missing:
                problems.append(
                    f"instructor edition: lesson{number}.html does not show snippet "
                    f"[{marker}] of {file_name}" + (f" (e.g. `{missing[0]}`)" if missing else "")
                )
    for path in course.solution_files():
        number, slug = path.parent.name.split("-", 1)
        for marker in sorted(snippet_markers(path)):
            if (number, slug, path.name, marker) not in quoted:
                problems.append(
                    f"no chapter quotes snippet [{marker}] of {path.relative_to(course.source)}"
                )

    # 3. figures
    figures = book / "figures"
    for name in sorted(read_figure_names(course.source / "docs" / "figures.txt")):
        made = figures / name
        if not made.is_file() or (
            name.endswith(".svg") and b"<svg" not in made.read_bytes()[:4096]
        ):
            problems.append(f"figure {name} was not made (or is not an SVG) in {figures}")
        for edition, folder in editions.items():
            if not (folder / name).is_file():
                problems.append(f"{edition} edition: figure {name} is not in {folder}")
    for edition, folder in editions.items():
        for page in folder.glob("*.html"):
            for image in re.findall(
                r'<(?:img src|object data|iframe src)="([^"#?]+)"',
                page.read_text(encoding="utf-8", errors="replace"),
            ):
                if ":" not in image and not (folder / image).is_file():
                    problems.append(
                        f"{edition} edition: {page.name} shows {image}, which is missing"
                    )

    # 4. no solution code in the student edition
    telling = course.solution_only_lines()
    shown_to_instructors = 0
    student_text = " ".join(pages["student"].values())
    instructor_text = " ".join(pages["instructor"].values())
    for line, path in telling.items():
        if line in student_text:
            problems.append(f"student edition: shows solution code from {path}: `{line}`")
        shown_to_instructors += line in instructor_text
    if telling and shown_to_instructors < len(telling) // 2:
        problems.append(
            f"instructor edition: shows only {shown_to_instructors} of "
            f"{len(telling)} solution-only lines (the quotes are missing)"
        )
    for path in course.solution_files():
        doxygen_name = path.name.replace("_", "__").replace(".", "_8") + ".html"
        for page in editions["student"].glob(f"*{doxygen_name}"):
            problems.append(
                f"student edition: has a page for {path.relative_to(course.source)}: {page.name}"
            )
    if not telling:
        problems.append(
            "found no solution-only lines: the check of the student edition cannot work"
        )
    return problems


def break_and_check(course, book):
    """Break a copy of the book in each way `check_book` looks for; each must be caught."""
    failures = []

    def expect_caught(what, damage):
        with tempfile.TemporaryDirectory() as scratch:
            copy = Path(scratch) / "docs"
            shutil.copytree(book, copy)
            damage(copy)
            if not check_book(course, copy):
                failures.append(f"self-test: check_book did not notice {what}")

    first = course.lessons[0][0]
    some_line = next(iter(course.solution_only_lines()))
    figure = next(iter(sorted((book / "figures").glob("*"))), None)

    def inject_solution(copy):
        page = copy / "student" / "html" / f"lesson{first}.html"
        page.write_text(
            page.read_text(encoding="utf-8") + f"<pre>{html.escape(some_line)}</pre>",
            encoding="utf-8",
        )

    def drop_snippet(copy):
        page = copy / "instructor" / "html" / f"lesson{first}.html"
        quote = r'(The reference solution, from.*?)<div class="fragment">.*?</div><!-- fragment -->'
        page.write_text(
            re.sub(quote, r"\1", page.read_text(encoding="utf-8"), count=1, flags=re.S),
            encoding="utf-8",
        )

    expect_caught(
        "a missing chapter", lambda c: (c / "student" / "html" / f"lesson{first}.html").unlink()
    )
    expect_caught("solution code in the student edition", inject_solution)
    expect_caught("a snippet that is not shown", drop_snippet)
    if figure is not None:
        expect_caught(
            "a missing figure", lambda c: (c / "instructor" / "html" / figure.name).unlink()
        )
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, required=True)
    parser.add_argument("--book", type=Path, required=True, help="the built book: build/docs")
    parser.add_argument("--self-test", action="store_true")
    args = parser.parse_args()
    course = Course(args.source.resolve())
    problems = check_book(course, args.book)
    if args.self_test and not problems:
        problems = break_and_check(course, args.book)
    for problem in problems:
        print(problem)
    if problems:
        return 1
    print(
        f"the book is complete: {len(course.lessons)} chapters in two editions, "
        f"{len(course.solution_only_lines())} solution-only lines kept out of the student edition"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
