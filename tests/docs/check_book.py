#!/usr/bin/env python3
"""Check a built book (both editions, in both languages) against the course it was built from.

    check_book.py --source DIR --book DIR        (DIR of the book: build/docs)

The editions: student/ and instructor/ in English, ja/student/ and ja/instructor/ in Japanese
(from the lessons' README.ja.md and book/ja/). What it checks, each failure printed with what
is missing:
  1. every lesson of lessons/course.txt has its chapter, `lessonNN.html`, in every edition,
     titled with the lesson's own title in that language (its README.md or README.ja.md),
     listed on the `lessons` page in course order, with a label `lessonNN-task-K` for each of
     its tasks; and no Markdown asterisks left in a chapter's text;
  2. every snippet resolves: each `<!-- book: snippet FILE MARKER -->` of a lesson shows, in
     both instructor editions' chapters, the code between the markers; and every marked
     snippet of solutions/ is quoted by some chapter;
  3. every figure exists: each one of docs/figures.txt was made, is an SVG, is in every
     edition's html/, and every image a page shows is there;
  4. the student editions have no solution code: no line that only the solutions contain
     appears in any of their pages, nor any page made from a solution file — while the
     instructor editions do show them (so that this check can fail);
  5. every page links to the same page in the other language (docs/language_links.py): one
     link, relative, to a page that is there and links back.

With --self-test it also breaks a copy of the book in each of these ways and requires a
failure every time.
"""

import argparse
import functools
import html
import os
import re
import shutil
import sys
import tempfile
from pathlib import Path

# The course's own readers of course.txt, figures.txt, directives and markers: the check
# looks at what the build made, not at how it reads its sources.
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "docs"))
from book_pages import DIRECTIVE, read_course, read_figure_names, snippet_markers  # noqa: E402


# A page's HTML and text by the file's identity: each is read once, though the self-test checks
# copies made of hard links, in which every page but the broken one is the same file (the same
# inode) as the book's.
_MARKUP, _TEXT = {}, {}


def identity(path):
    status = path.stat()
    return (status.st_dev, status.st_ino, status.st_mtime_ns, status.st_size)


def markup(path):
    """A page's HTML."""
    key = identity(path)
    if key not in _MARKUP:
        _MARKUP[key] = path.read_text(encoding="utf-8", errors="replace")
    return _MARKUP[key]


def page_text(path):
    """A page's text, as a reader sees it: tags dropped, entities decoded, one space for any
    run of white space (Doxygen writes code with non-breaking spaces)."""
    key = identity(path)
    if key not in _TEXT:
        _TEXT[key] = reader_text(markup(path))
    return _TEXT[key]


def reader_text(text):
    """page_text of a page's HTML."""
    text = re.sub(r"<script.*?</script>", " ", text, flags=re.S)
    text = re.sub(r"<[^>]+>", "", text)
    text = html.unescape(text)
    return re.sub(r"\s+", " ", text)


def prose(markup):
    """The text of a page's paragraphs, list items, table cells and headings, without its
    code: where Markdown's emphasis must have become HTML."""
    parts = re.findall(r"<(p|li|td|th|h[1-6])\b[^>]*>(.*?)</\1>", markup, flags=re.S)
    return " ".join(re.sub(r"<code\b.*?</code>", "", text, flags=re.S) for _, text in parts)


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
        self.titles = {"en": {}, "ja": {}}  # language -> number -> the README's title
        self.tasks = {}  # number -> the task numbers of course.txt
        for number, slug, _ in read_course(source / "lessons" / "course.txt"):
            for language, name in (("en", "README.md"), ("ja", "README.ja.md")):
                readme = source / "lessons" / f"{number}-{slug}" / name
                if readme.is_file():
                    title = readme.read_text(encoding="utf-8").splitlines()[0][2:].strip()
                    self.titles[language][number] = title
            self.lessons.append((number, slug, self.titles["en"][number]))
        number = None
        for line in (source / "lessons" / "course.txt").read_text(encoding="utf-8").splitlines():
            if line.startswith("lesson "):
                number = line.split()[1]
                self.tasks[number] = []
            elif line.startswith("task ") and number:
                self.tasks[number].append(line.split()[1])

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

    @functools.lru_cache(maxsize=None)
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


# The editions: (name, folder under the book, language, the other language's edition).
EDITIONS = [
    ("student", "student", "en", "ja/student"),
    ("instructor", "instructor", "en", "ja/instructor"),
    ("ja/student", "ja/student", "ja", "student"),
    ("ja/instructor", "ja/instructor", "ja", "instructor"),
]
LANGUAGE_LINK = re.compile(r'<div class="stonelab-language"[^>]*><a href="([^"]+)"')


def check_language_links(name, folder, other, book):
    """Every page of one edition links to its twin in `other`, which links back."""
    problems = []
    for page in sorted(folder.glob("*.html")):
        text = markup(page)
        if 'id="doc-content"' not in text:
            continue
        links = LANGUAGE_LINK.findall(text)
        if len(links) != 1:
            problems.append(f"{name} edition: {page.name} has {len(links)} language links, not 1")
            continue
        href = html.unescape(links[0])
        twin = Path(os.path.normpath(folder / href))
        if ":" in href or href.startswith("/"):
            problems.append(f"{name} edition: {page.name}'s language link is not relative: {href}")
        elif twin != Path(os.path.normpath(book / other / "html" / page.name)):
            problems.append(f"{name} edition: {page.name} links to {href}, not its {other} twin")
        elif not twin.is_file():
            problems.append(f"{name} edition: {page.name} links to {href}, which is missing")
        else:
            back = LANGUAGE_LINK.findall(markup(twin))
            if not back or Path(os.path.normpath(twin.parent / html.unescape(back[0]))) != Path(
                os.path.normpath(page)
            ):
                problems.append(f"{other} edition: {page.name} does not link back to {name}")
    return problems


def check_book(course, book):
    """Every problem found, as a list of sentences (empty: the book is complete)."""
    problems = []
    editions = {name: book / where / "html" for name, where, _, _ in EDITIONS}
    language = {name: lang for name, _, lang, _ in EDITIONS}
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
        for number, _, _ in course.lessons:
            title = course.titles[language[name]].get(number, f"(no README of lesson {number})")
            chapter = pages[name].get(f"lesson{number}.html")
            if chapter is None:
                problems.append(
                    f"{name} edition: lesson {number} has no chapter lesson{number}.html"
                )
                continue
            if squeeze(title) not in chapter:
                problems.append(f"{name} edition: lesson{number}.html is not titled '{title}'")
            chapter_markup = markup(folder / f"lesson{number}.html")
            for task in course.tasks[number]:
                if f'id="lesson{number}-task-{task}"' not in chapter_markup:
                    problems.append(
                        f"{name} edition: lesson{number}.html has no label "
                        f"lesson{number}-task-{task}"
                    )
            if "**" in prose(chapter_markup):
                problems.append(
                    f"{name} edition: lesson{number}.html shows Markdown's ** (emphasis "
                    "that Doxygen did not see)"
                )
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
        for name in ("instructor", "ja/instructor"):
            chapter = pages[name].get(f"lesson{number}.html", "")
            for file_name, marker in course.directives(number, slug):
                quoted.add((number, slug, file_name, marker))
                lines = course.snippet_lines(number, slug, file_name, marker)
                missing = [l for l in lines if l not in chapter]
                if not lines or missing:
                    problems.append(
                        f"{name} edition: lesson{number}.html does not show snippet "
                        f"[{marker}] of {file_name}"
                        + (f" (e.g. `{missing[0]}`)" if missing else "")
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
                markup(page),
            ):
                if ":" not in image and not (folder / image).is_file():
                    problems.append(
                        f"{edition} edition: {page.name} shows {image}, which is missing"
                    )

    # 4. no solution code in the student editions
    telling = course.solution_only_lines()
    for student, instructor in (("student", "instructor"), ("ja/student", "ja/instructor")):
        shown_to_instructors = 0
        student_text = " ".join(pages[student].values())
        instructor_text = " ".join(pages[instructor].values())
        for line, path in telling.items():
            if line in student_text:
                problems.append(f"{student} edition: shows solution code from {path}: `{line}`")
            shown_to_instructors += line in instructor_text
        if telling and shown_to_instructors < len(telling) // 2:
            problems.append(
                f"{instructor} edition: shows only {shown_to_instructors} of "
                f"{len(telling)} solution-only lines (the quotes are missing)"
            )
        for path in course.solution_files():
            doxygen_name = path.name.replace("_", "__").replace(".", "_8") + ".html"
            for page in editions[student].glob(f"*{doxygen_name}"):
                problems.append(
                    f"{student} edition: has a page for "
                    f"{path.relative_to(course.source)}: {page.name}"
                )
    if not telling:
        problems.append(
            "found no solution-only lines: the check of the student edition cannot work"
        )

    # 5. each page's twin in the other language
    for name, where, _, other in EDITIONS:
        if editions[name].is_dir():
            problems += check_language_links(name, editions[name], other, book)
    return problems


def break_and_check(course, book):
    """Break a copy of the book in each way `check_book` looks for; each must be caught."""
    failures = []

    def expect_caught(what, damage):
        with tempfile.TemporaryDirectory() as scratch:
            copy = Path(scratch) / "docs"
            # Hard links, not copies (four editions are big): a damage replaces a file.
            shutil.copytree(book, copy, copy_function=os.link)
            damage(copy)
            if not check_book(course, copy):
                failures.append(f"self-test: check_book did not notice {what}")

    first = course.lessons[0][0]
    some_line = next(iter(course.solution_only_lines()))
    figure = next(iter(sorted((book / "figures").glob("*"))), None)

    def rewrite(page, text):
        """Writes a new file in place of `page` (which is a hard link to the book's)."""
        page.unlink()
        page.write_text(text, encoding="utf-8")

    def inject_solution(copy):
        page = copy / "student" / "html" / f"lesson{first}.html"
        rewrite(page, page.read_text(encoding="utf-8") + f"<pre>{html.escape(some_line)}</pre>")

    def drop_snippet(where, says):
        def damage(copy):
            page = copy / where / "html" / f"lesson{first}.html"
            quote = f'({says}.*?)<div class="fragment">.*?</div><!-- fragment -->'
            rewrite(
                page, re.sub(quote, r"\1", page.read_text(encoding="utf-8"), count=1, flags=re.S)
            )

        return damage

    def edit(where, page_name, old, new):
        def damage(copy):
            page = copy / where / "html" / page_name
            text = page.read_text(encoding="utf-8")
            if old not in text:
                failures.append(f"self-test: {where}/{page_name} has no {old!r} to break")
            rewrite(page, text.replace(old, new, 1))

        return damage

    for where in ("student", "ja/student"):
        expect_caught(
            f"a missing chapter in {where}",
            lambda c, where=where: (c / where / "html" / f"lesson{first}.html").unlink(),
        )
    expect_caught("solution code in the student edition", inject_solution)
    expect_caught(
        "a snippet that is not shown",
        drop_snippet("instructor", "The reference solution, from"),
    )
    expect_caught(
        "a snippet that is not shown in Japanese", drop_snippet("ja/instructor", "模範解答（<code>")
    )
    expect_caught(
        "a missing task label in Japanese",
        edit("ja/student", f"lesson{first}.html", f'id="lesson{first}-task-1"', 'id="x"'),
    )
    expect_caught(
        "a language link to a page that is not the twin",
        edit("student", "students.html", "/students.html", "/instructors.html"),
    )
    expect_caught(
        "a page without its language link",
        edit("ja/instructor", "glossary.html", 'class="stonelab-language"', 'class="x"'),
    )
    expect_caught(
        "Markdown's asterisks in a Japanese chapter",
        edit("ja/student", f"lesson{first}.html", "</p>", "**</p>"),
    )
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
        f"the book is complete: {len(course.lessons)} chapters in two editions and two "
        f"languages, every page linked to its twin, {len(course.solution_only_lines())} "
        "solution-only lines kept out of the student editions"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
