#!/usr/bin/env python3
"""The Japanese edition and the English one kept the same course.

Every text of the course that a student or a teacher reads has a Japanese twin beside it:
lessons/NN-slug/README.ja.md for each lesson, lessons/course.ja.txt for the task titles and
hints, and book/ja/NAME.md for each page of the book once the Japanese book exists. The two
languages say the same things in their own words, so this check does not compare words. It
compares what must be the same whatever the language, and names the first thing that differs:

- the title line (`# Lesson N — …` and `# 第N課 — …`);
- the headings, in order, at the same levels; a task heading (`## Task K: …`, `## 課題 K: …`)
  with the same K, its title the task's title in course.txt or course.ja.txt; a heading's
  `{#label}`, where it has one, the same;
- the anchors (`<a id="…"></a>`), the book's directives (`<!-- book: KIND ARGS | caption -->`,
  KIND and ARGS, not the caption), and the code blocks (byte for byte), each in order; a block
  after a line `<!-- screen: NAME -->` is a screen of the program, in the page's language, so
  only its NAME is compared;
- each task's list of checks (`**The checks**`, `**チェック**`): the same test names in bold,
  in the same order (the names are the tests', which stay English);
- the targets of the links (as a set with counts: a sentence may put them in another order),
  the `\\ref` targets of the book's pages, and the tables with their numbers of rows.

and, of course.ja.txt: the lessons and tasks of course.txt, each with a title and a hint that
are Japanese (they contain kana or kanji).

usage: check_translations.py --source DIR [--lesson NN ...]
       check_translations.py --self-test
"""

import argparse
import collections
import re
import shutil
import sys
import tempfile
from pathlib import Path

FENCE = re.compile(r"^\s*```")
HEADING = re.compile(r"^(#{1,6}) (.*?)\s*$")
TASK_EN = re.compile(r"^Task (\d+): (.*)$")
TASK_JA = re.compile(r"^課題 (\d+): (.*)$")
TITLE_EN = re.compile(r"^Lesson (\d+) — (.*)$")
TITLE_JA = re.compile(r"^第(\d+)課 — (.*)$")
LABEL = re.compile(r"\{#([\w\-]+)\}\s*$")
ANCHOR = re.compile(r'<a id="([^"]+)"></a>')
DIRECTIVE = re.compile(r"^\s*<!--\s*book:\s*(\w+)\s+(.*?)\s*-->\s*$")
SCREEN = re.compile(r"^\s*<!--\s*screen:\s*([\w\-]+)\s*-->\s*$")
CHECKS = {"en": "**The checks**", "ja": "**チェック**"}
CHECK_ITEM = re.compile(r"^- \*\*(.+?)\*\*")
LINK = re.compile(r"\]\(([^)\s]+)\)")
REF = re.compile(r"\\ref\s+([\w\-]+)")
INLINE_CODE = re.compile(r"`[^`]*`")
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
LIST_LINE = re.compile(r"^\s*(?:[-*+]|\d+\.)\s")


class Skeleton:
    """What a text of one language must share with its twin, read from its Markdown."""

    def __init__(self, text, language):
        self.language = language
        self.title = None  # (line, text)
        self.headings = []  # (line, level, task number or None, title, label or None)
        self.anchors = []  # (line, id)
        self.directives = []  # (line, kind, arguments before the caption)
        self.code = []  # (line, text of the block)
        self.checks = {}  # task -> [(line, test name)]
        self.links = collections.Counter()
        self.tables = []  # (line, rows)
        self._read(text.splitlines())

    def _read(self, lines):
        task = None
        in_checks = False
        fence = None  # (first line, lines) of an open fenced block
        indented = None  # the same, of an indented block
        table = None  # (first line, rows)
        screen = None  # the name of the screen the next fenced block shows, if it is one
        previous = ""  # the last line outside code blocks
        for number, line in enumerate(lines, start=1):
            if fence is not None:
                if FENCE.match(line):
                    text = "\n".join(fence[1])
                    # A screen of the program is in the language of its page: only its name
                    # must be the same.
                    self.code.append((fence[0], f"screen: {screen}" if screen else text))
                    fence, screen = None, None
                else:
                    fence[1].append(line)
                continue
            if indented is not None:
                if line.startswith("    ") or not line.strip():
                    indented[1].append(line)
                    continue
                self.code.append((indented[0], "\n".join(indented[1]).rstrip("\n")))
                indented = None
            if FENCE.match(line):
                fence = (number, [line.strip()])
                table = None
                continue
            # A block indented by four spaces after a blank line is code, unless it carries on
            # a list.
            if line.startswith("    ") and not previous.strip() and line.strip():
                if not self._in_list:
                    indented = (number, [line])
                    continue
            if line.startswith("|"):
                if table is None:
                    table = [number, 0]
                    self.tables.append(table)
                table[1] += 1
            else:
                table = None
            if not line.strip():
                previous = line
                continue
            self._in_list = bool(LIST_LINE.match(line)) or (self._in_list and line.startswith(" "))
            previous = line
            heading = HEADING.match(line)
            if heading:
                level, text = len(heading.group(1)), heading.group(2)
                label = LABEL.search(text)
                text = LABEL.sub("", text).strip()
                if level == 1 and self.title is None:
                    self.title = (number, text)
                    continue
                match = (TASK_EN if self.language == "en" else TASK_JA).match(text)
                task = int(match.group(1)) if match and level == 2 else None
                title = match.group(2).strip() if match and level == 2 else text
                self.headings.append((number, level, task, title, label and label.group(1)))
                in_checks = False
                continue
            for anchor in ANCHOR.findall(line):
                self.anchors.append((number, anchor))
            marker = SCREEN.match(line)
            if marker:
                screen = marker.group(1)
                continue
            directive = DIRECTIVE.match(line)
            if directive:
                arguments = directive.group(2).split("|", 1)[0].strip()
                self.directives.append((number, directive.group(1), arguments))
                continue
            if task is not None and line.startswith(CHECKS[self.language]):
                in_checks = True
                self.checks.setdefault(task, [])
                continue
            if in_checks:
                # A test's name in bold, which an English item may wrap onto the next lines.
                text, following = line, number
                while text.startswith("- **") and "**" not in text[4:] and following < len(lines):
                    text += " " + lines[following].strip()
                    following += 1
                item = CHECK_ITEM.match(text)
                if item:
                    self.checks[task].append((number, item.group(1)))
                    continue
                if not line.startswith(" ") and not line.startswith("- "):
                    in_checks = False
            prose = INLINE_CODE.sub("", line)
            self.links.update(LINK.findall(prose))
            self.links.update("\\ref " + target for target in REF.findall(prose))
        if fence is not None:
            self.code.append((fence[0], "\n".join(fence[1])))
        if indented is not None:
            self.code.append((indented[0], "\n".join(indented[1]).rstrip("\n")))

    _in_list = False


def first_difference(name, english, japanese, show):
    """A sentence naming the first place where two lists differ, or None."""
    for index, (en, ja) in enumerate(zip(english, japanese)):
        if show(en, compare=True) != show(ja, compare=True):
            return (
                f"{name} {index + 1} differs: English line {en[0]} has {show(en)}, "
                f"Japanese line {ja[0]} has {show(ja)}"
            )
    if len(english) > len(japanese):
        en = english[len(japanese)]
        return (
            f"{name} {len(japanese) + 1} (English line {en[0]}, {show(en)}) is missing in Japanese"
        )
    if len(japanese) > len(english):
        ja = japanese[len(english)]
        return f"{name} {len(english) + 1} (Japanese line {ja[0]}, {show(ja)}) is not in English"
    return None


def show_heading(heading, compare=False):
    _, level, task, _, label = heading
    if compare:
        return (level, task, label)
    kind = f"task {task}'s heading" if task is not None else "a heading"
    return f"{kind} at level {level}" + (f" labelled {label}" if label else "")


def show_anchor(anchor, compare=False):
    return anchor[1] if compare else f"anchor '{anchor[1]}'"


def show_directive(directive, compare=False):
    _, kind, arguments = directive
    return (kind, arguments) if compare else f"'book: {kind} {arguments}'"


def show_code(block, compare=False):
    if compare:
        return block[1]
    first = block[1].splitlines()[1] if "\n" in block[1] else block[1]
    return f"a block starting '{first.strip()[:60]}'"


def show_table(table, compare=False):
    return table[1] if compare else f"a table of {table[1]} rows"


def show_check(check, compare=False):
    return check[1] if compare else f"'{check[1]}'"


def compare(english_text, japanese_text, where, titles=None):
    """The differences between an English text and its Japanese twin, as sentences.
    `titles`, for a lesson: (English lesson title, Japanese lesson title,
    {task: English title}, {task: Japanese title}) from course.txt and course.ja.txt."""
    en, ja = Skeleton(english_text, "en"), Skeleton(japanese_text, "ja")
    problems = []
    if titles is not None:
        problems += title_problems(en, ja, titles)
    for name, pick, show in (
        ("heading", lambda s: s.headings, show_heading),
        ("anchor", lambda s: s.anchors, show_anchor),
        ("book directive", lambda s: s.directives, show_directive),
        ("code block", lambda s: s.code, show_code),
        ("table", lambda s: s.tables, show_table),
    ):
        difference = first_difference(name, pick(en), pick(ja), show)
        if difference:
            problems.append(difference)
    for task in sorted(set(en.checks) | set(ja.checks)):
        difference = first_difference(
            f"task {task}'s check", en.checks.get(task, []), ja.checks.get(task, []), show_check
        )
        if difference:
            problems.append(difference)
    if en.links != ja.links:
        only_en = sorted((en.links - ja.links).elements())
        only_ja = sorted((ja.links - en.links).elements())
        parts = []
        if only_en:
            parts.append(f"only in English: {', '.join(only_en)}")
        if only_ja:
            parts.append(f"only in Japanese: {', '.join(only_ja)}")
        problems.append("the link targets differ (" + "; ".join(parts) + ")")
    return [f"{where}: {problem}" for problem in problems]


def title_problems(en, ja, titles):
    en_title, ja_title, en_tasks, ja_tasks = titles
    problems = []
    if en.title is None or ja.title is None:
        return ["a title line (# …) is missing"]
    en_match, ja_match = TITLE_EN.match(en.title[1]), TITLE_JA.match(ja.title[1])
    if ja_match is None:
        problems.append(f"the title (line {ja.title[0]}) is not '第N課 — <title>'")
    elif en_match and int(en_match.group(1)) != int(ja_match.group(1)):
        problems.append(
            f"the title says lesson {ja_match.group(1)}, the English one {en_match.group(1)}"
        )
    elif ja_title is not None and ja_match.group(2) != ja_title:
        problems.append(f"the title '{ja_match.group(2)}' is not course.ja.txt's '{ja_title}'")
    for line, _, task, title, _ in ja.headings:
        if task is not None and task in ja_tasks and title != ja_tasks[task]:
            problems.append(
                f"task {task}'s heading (line {line}) '{title}' is not course.ja.txt's "
                f"'{ja_tasks[task]}'"
            )
    return problems


def read_course(path, language):
    """{lesson number: (folder, title, {task: (title, hint)})} from course.txt or course.ja.txt."""
    lessons = {}
    current = None
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = [field.strip() for field in line.split("|")]
        head = fields[0].split()
        if head[0] == "lesson":
            folder = f"{head[1]}-{head[2]}" if len(head) > 2 else head[1]
            current = lessons[head[1]] = (folder, fields[1] if len(fields) > 1 else "", {})
        elif head[0] == "task" and current is not None:
            # course.txt: task K | points | title | hint; course.ja.txt: task K | title | hint
            rest = fields[2:] if language == "en" else fields[1:]
            if len(rest) != 2:
                raise SystemExit(f"{path}:{number}: a task line needs a title and a hint")
            current[2][int(head[1])] = (rest[0], rest[1])
    return lessons


def course_problems(english, japanese):
    """course.ja.txt against course.txt: the same lessons and tasks, all of them Japanese."""
    problems = []
    for number, (_, _, tasks) in english.items():
        if number not in japanese:
            problems.append(f"lessons/course.ja.txt: lesson {number} is missing")
            continue
        _, title, ja_tasks = japanese[number]
        if not JAPANESE.search(title):
            problems.append(f"lessons/course.ja.txt: lesson {number}'s title is not Japanese")
        for task in tasks:
            if task not in ja_tasks:
                problems.append(f"lessons/course.ja.txt: lesson {number} has no task {task}")
                continue
            for what, text in zip(("title", "hint"), ja_tasks[task]):
                if not JAPANESE.search(text):
                    problems.append(
                        f"lessons/course.ja.txt: lesson {number} task {task}'s {what} is not "
                        f"Japanese"
                    )
        for task in ja_tasks:
            if task not in tasks:
                problems.append(
                    f"lessons/course.ja.txt: lesson {number} task {task} is not in course.txt"
                )
    for number in japanese:
        if number not in english:
            problems.append(f"lessons/course.ja.txt: lesson {number} is not in course.txt")
    return problems


def problems_of(source, only=None):
    english = read_course(source / "lessons" / "course.txt", "en")
    ja_course = source / "lessons" / "course.ja.txt"
    if not ja_course.exists():
        return ["lessons/course.ja.txt is missing"]
    japanese = read_course(ja_course, "ja")
    problems = [] if only else course_problems(english, japanese)
    for number, (folder, en_title, en_tasks) in english.items():
        if only and number not in only:
            continue
        readme = source / "lessons" / folder / "README.md"
        twin = readme.with_name("README.ja.md")
        where = f"lessons/{folder}/README.ja.md"
        if not twin.exists():
            problems.append(f"{where} is missing")
            continue
        ja_title, ja_tasks = None, {}
        if number in japanese:
            ja_title = japanese[number][1]
            ja_tasks = {task: title for task, (title, _) in japanese[number][2].items()}
        titles = (en_title, ja_title, {t: v[0] for t, v in en_tasks.items()}, ja_tasks)
        problems += compare(
            readme.read_text(encoding="utf-8"), twin.read_text(encoding="utf-8"), where, titles
        )
    if only:
        return problems
    pairs = [(source / "lessons" / "README.md", source / "lessons" / "README.ja.md")]
    # The book's pages, once the Japanese book has begun: then every page has its twin.
    japanese_book = source / "book" / "ja"
    if japanese_book.is_dir():
        pairs += [
            (page, japanese_book / page.name) for page in sorted((source / "book").glob("*.md"))
        ]
    for english_page, japanese_page in pairs:
        where = str(japanese_page.relative_to(source))
        if not japanese_page.exists():
            problems.append(f"{where} is missing")
            continue
        problems += compare(
            english_page.read_text(encoding="utf-8"),
            japanese_page.read_text(encoding="utf-8"),
            where,
        )
    return problems


# ---- the self-test: each kind of difference is found, and named ---------------------------

ENGLISH = """# Lesson 1 — Stones

<a id="task-1"></a>

## Task 1: Colours

Words, [a link](colors.hpp), and `code](not.a.link)`.

<!-- book: figure board.svg | A board -->

```
 ABC
3...
```

<!-- screen: map -->
```
next: stonelab check 1
```

**The checks** (tests/x.cpp):
- **the colours swap**: Black becomes White.
- **the wall, every cell of
  the frame**: wrapped.

| a | b |
|---|---|
| 1 | 2 |

## Task 2: Points

Text.

**The checks**:
- **points**: all of them.
"""

JAPANESE_TEXT = """# 第1課 — 石

<a id="task-1"></a>

## 課題 1: 色

説明と[リンク](colors.hpp)。

<!-- book: figure board.svg | 盤 -->

```
 ABC
3...
```

<!-- screen: map -->
```
次に：stonelab check 1
```

**チェック**（tests/x.cpp）：
- **the colours swap**：黒が白になります。
- **the wall, every cell of the frame**：枠のすべてのセル。

| あ | い |
|---|---|
| 1 | 2 |

## 課題 2: 点

本文。

**チェック**：
- **points**：すべて。
"""

COURSE_EN = (
    "lesson 01 stones | Stones\ntask 1 | 2 | Colours | a hint\ntask 2 | 1 | Points | a hint\n"
)
COURSE_JA = "lesson 01 | 石\ntask 1 | 色 | ヒントです\ntask 2 | 点 | ヒントです\n"

MUTATIONS = [
    # (what is broken, old text, new text, a phrase the report must contain)
    (
        "a task removed",
        "## 課題 2: 点\n\n本文。\n\n**チェック**：\n- **points**：すべて。\n",
        "",
        "heading 2 (English line",
    ),
    ("a code block changed", "3...\n```", "3.X.\n```", "code block 1 differs"),
    ("a directive dropped", "<!-- book: figure board.svg | 盤 -->\n", "", "book directive 1"),
    (
        "a check dropped",
        "- **the wall, every cell of the frame**：枠のすべてのセル。\n",
        "",
        "task 1's check 2",
    ),
    ("a check renamed", "**the wall, every", "**the walls, every", "task 1's check 2 differs"),
    ("an anchor dropped", '<a id="task-1"></a>\n', "", "anchor 1"),
    ("a link changed", "(colors.hpp)", "(colours.hpp)", "only in English: colors.hpp"),
    ("a table row dropped", "| 1 | 2 |\n", "", "table 1 differs"),
    ("a task title not course.ja.txt's", "## 課題 1: 色", "## 課題 1: いろ", "not course.ja.txt's"),
    ("a screen renamed", "<!-- screen: map -->", "<!-- screen: mapp -->", "code block 2 differs"),
    ("a screen's marker dropped", "<!-- screen: map -->\n", "", "code block 2 differs"),
    ("a level changed", "## 課題 2: 点", "### 課題 2: 点", "heading 2 differs"),
]


def self_test():
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        lesson = root / "lessons" / "01-stones"
        lesson.mkdir(parents=True)
        (root / "lessons" / "course.txt").write_text(COURSE_EN, encoding="utf-8")
        (root / "lessons" / "course.ja.txt").write_text(COURSE_JA, encoding="utf-8")
        (root / "lessons" / "README.md").write_text("# Lessons\n", encoding="utf-8")
        (root / "lessons" / "README.ja.md").write_text("# 課\n", encoding="utf-8")
        (lesson / "README.md").write_text(ENGLISH, encoding="utf-8")
        twin = lesson / "README.ja.md"
        twin.write_text(JAPANESE_TEXT, encoding="utf-8")
        found = problems_of(root)
        if found:
            sys.exit(f"self-test: twins that agree were reported: {found}")
        for what, old, new, phrase in MUTATIONS:
            if old not in JAPANESE_TEXT:
                sys.exit(f"self-test: '{what}' does not apply")
            twin.write_text(JAPANESE_TEXT.replace(old, new, 1), encoding="utf-8")
            found = problems_of(root)
            if not any(phrase in problem for problem in found):
                sys.exit(f"self-test: {what} was not named ('{phrase}'): {found}")
        twin.write_text(JAPANESE_TEXT, encoding="utf-8")
        (root / "lessons" / "course.ja.txt").write_text(
            COURSE_JA.replace("ヒントです\ntask 2", "a hint\ntask 2"), encoding="utf-8"
        )
        found = problems_of(root)
        if not any("task 1's hint is not Japanese" in problem for problem in found):
            sys.exit(f"self-test: an English hint in course.ja.txt was not named: {found}")
        twin.unlink()
        if not any("README.ja.md is missing" in problem for problem in problems_of(root)):
            sys.exit("self-test: a missing Japanese text was not named")
        shutil.rmtree(lesson)
    print(f"check_translations.py self-test: ok ({len(MUTATIONS) + 2} kinds of difference found)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", type=Path, help="the project's root")
    parser.add_argument("--lesson", action="append", help="only this lesson (NN), repeatable")
    parser.add_argument("--self-test", action="store_true")
    arguments = parser.parse_args()
    if arguments.self_test:
        self_test()
        return
    if arguments.source is None:
        parser.error("--source is required")
    only = {f"{int(number):02d}" for number in arguments.lesson} if arguments.lesson else None
    problems = problems_of(arguments.source, only)
    for problem in problems:
        print(problem)
    if problems:
        sys.exit(f"{len(problems)} differences between the English and the Japanese texts")
    print("the Japanese texts are the same course as the English ones")


if __name__ == "__main__":
    main()
