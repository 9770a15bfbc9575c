#!/usr/bin/env python3
"""Mutation testing of the lessons' tests: does each task's test catch the mistakes a
student could make in that task's code?

For every lesson asked for, this takes the reference solution (solutions/NN-slug/*.cpp),
makes mutants of it, one small mechanical change each (a comparison made strict or not, an
operator or a colour swapped, a constant off by one, a floating division made integer, a
statement or one operand of a && or || dropped, two arguments swapped, ...), and for each mutant: compiles the one file it
changes with the solution's own compile command, links it with the lesson's compiled tests,
and runs the tests task by task. A mutant is

  caught      when a test of its own task fails on it (fails, crashes or runs out of time);
              its own task is the task of the function it changes: the exercise stub of that
              function names it (NotImplemented("NN-slug", K)); a helper of the solution's own
              belongs to the tasks of every function that calls it (a helper that a task-2 and a
              task-3 function share is both tasks' code);
  late        when only a test of another task fails: a student who makes this mistake
              passes its task;
  survivor    when every test passes;
  equivalent  when it survives but the lesson's review (tests/NN-slug/REVIEW.md, its list of
              equivalent mutants) says why it cannot change anything the lesson specifies;
  stillborn   when it does not compile (not counted).

Usage (after a build of the tests, e.g. `bash scripts/build.sh`):

  python3 scripts/mutate.py --lesson 7             # every mutant of lesson 7
  python3 scripts/mutate.py --lesson 7 --list      # the mutants only, nothing built
  python3 scripts/mutate.py --lesson 7 --again     # only last run's late ones and survivors
  python3 scripts/mutate.py --lesson 6-13 -j 2     # several lessons, two mutants at a time
  python3 scripts/mutate.py --lesson 6-13 --report # the last run's figures again
  python3 scripts/mutate.py --check-reviews        # the reviews' equivalent mutants are real

It prints a line per lesson (mutants, caught by their own task, late, survivors, equivalent)
and each late mutant and survivor as a diff line with its file, line and function. The
results are kept in BUILD/mutants/lessonNN.json (--again reads them). A mutant's tests get
--timeout seconds per task (default: 10 s, or 5 times what the solution takes, whichever is
more) and 2 GiB of memory.

The equivalent mutants of a lesson are listed in its REVIEW.md under a heading
"## Equivalent mutants", one a line:

  - `file.cpp`: `original line` => `mutated line` -- why no specified output can change

(the two lines as the list of survivors prints them, without their leading spaces; where the
same line is in two functions of the file, name the one meant: `file.cpp` (`function`)).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import dataclasses
import hashlib
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# ---------------------------------------------------------------------------------------------
# The course


@dataclasses.dataclass
class Lesson:
    number: str  # "07"
    slug: str  # "playouts"
    tasks: list[int]

    @property
    def folder(self) -> str:
        return f"{self.number}-{self.slug}"


def read_course() -> dict[int, Lesson]:
    lessons: dict[int, Lesson] = {}
    current = None
    for line in (ROOT / "lessons" / "course.txt").read_text().splitlines():
        m = re.match(r"^lesson (\d\d) ([a-z0-9-]+) \|", line)
        if m:
            current = Lesson(m.group(1), m.group(2), [])
            lessons[int(m.group(1))] = current
            continue
        m = re.match(r"^task (\d+) \|", line)
        if m and current:
            current.tasks.append(int(m.group(1)))
    return lessons


# ---------------------------------------------------------------------------------------------
# C++ source, as far as mutating it needs: which characters are code (not comments, strings or
# character literals), and which function each line belongs to.


def code_mask(text: str) -> list[bool]:
    """For each character of text, whether it is code (True) or inside a comment, a string
    or a character literal (False)."""
    mask = [True] * len(text)
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            for k in range(i, j):
                mask[k] = False
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            for k in range(i, j):
                mask[k] = False
            i = j
        elif c == '"' or (c == "'" and not (i > 0 and text[i - 1].isalnum())):
            # A string or character literal (a digit separator 1'000 is not one).
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            for k in range(i, j):
                mask[k] = False
            i = j
        else:
            i += 1
    return mask


DEFINITION = re.compile(
    r"^(?!namespace\b|struct\b|class\b|enum\b|using\b|#|}|//|template\b)"
    r"[A-Za-z_].*?\b((?:\w+::)*~?\w+)\s*\("
)


def functions_by_line(lines: list[str]) -> list[str | None]:
    """The function each line is in, for code laid out by clang-format as this project's is:
    a definition starts at column 0 and its body ends at the first later line that is "}"."""
    owner: list[str | None] = [None] * len(lines)
    current = None
    for i, line in enumerate(lines):
        m = DEFINITION.match(line)
        if m and not line.rstrip().endswith(";"):
            current = m.group(1)  # with its class, if any: Game::play is not Position::play
        owner[i] = current
        one_line = m is not None and "{" in line and line.count("{") == line.count("}")
        if line.startswith("}") or one_line:
            current = None
    return owner


def function_bodies(text: str) -> dict[str, str]:
    lines = text.splitlines()
    owner = functions_by_line(lines)
    bodies: dict[str, list[str]] = {}
    for line, name in zip(lines, owner):
        if name:
            bodies.setdefault(name, []).append(line)
    return {name: "\n".join(body) for name, body in bodies.items()}


def stub_tasks(lesson: Lesson) -> dict[str, set[int]]:
    """Each function of the lesson's interface, with its tasks: the one its exercise stub
    names (NotImplemented("NN-slug", K)), and any other that a TODO inside the stub gives a
    part of it ("// TODO task 3: then refuse the ko point"): that part is the other task's."""
    tasks: dict[str, set[int]] = {}
    for source in sorted((ROOT / "exercises" / lesson.folder).glob("*.cpp")):
        for name, body in function_bodies(source.read_text()).items():
            m = re.search(r"NotImplemented\(\s*\"[^\"]*\"\s*,\s*(\d+)\s*\)", body)
            if m:
                todo = re.findall(r"//\s*TODO \(?task (\d+)", body)
                tasks[name] = {int(m.group(1)), *map(int, todo)}
    return tasks


def solution_tasks(lesson: Lesson) -> dict[str, set[int]]:
    """Each function of the solution with its tasks: an interface function's from its stub, a
    helper's the tasks of the functions that call it (over and over, for helpers that only
    helpers call)."""
    interface = stub_tasks(lesson)
    tasks = {name: set(own) for name, own in interface.items()}
    bodies: dict[str, str] = {}
    for source in sorted((ROOT / "solutions" / lesson.folder).glob("*.cpp")):
        for name, body in function_bodies(source.read_text()).items():
            # Overloads and a member's definitions share a name: one body for all of them,
            # without their first lines (the definition, which names the function itself).
            bodies[name] = bodies.get(name, "") + "\n" + body.split("\n", 1)[-1]
    changed = True
    while changed:
        changed = False
        for helper in bodies:
            if helper in interface:
                continue
            callers = set()
            called = r"\b" + re.escape(helper.split("::")[-1]) + r"\s*\("  # a call
            for caller, body in bodies.items():
                if caller != helper and re.search(called, body):
                    callers |= tasks.get(caller, set())
            if not callers <= tasks.get(helper, set()):
                tasks[helper] = tasks.get(helper, set()) | callers
                changed = True
    return tasks


# ---------------------------------------------------------------------------------------------
# The mutation operators. Each takes a line and the code mask of that line and yields
# (operator name, mutated line) pairs, one per place it applies.


@dataclasses.dataclass
class Mutant:
    file: str  # "playouts.cpp"
    line: int  # 1-based
    function: str
    operator: str
    original: str
    mutated: str
    tasks: list[int] = dataclasses.field(default_factory=list)  # its own tasks

    @property
    def key(self) -> str:
        text = f"{self.file}\n{self.line}\n{self.original}\n{self.mutated}"
        return hashlib.sha1(text.encode()).hexdigest()[:12]

    def diff(self) -> str:
        return (
            f"{self.file}:{self.line} ({self.function}, {self.operator})\n"
            f"      - {self.original.strip()}\n      + {self.mutated.strip()}"
        )


def replace_at(line: str, start: int, end: int, new: str) -> str:
    return line[:start] + new + line[end:]


def in_code(mask: list[bool], start: int, end: int) -> bool:
    return all(mask[start:end])


def regex_operator(name: str, pattern: str, replace):
    compiled = re.compile(pattern)

    def apply(line: str, mask: list[bool]):
        for m in compiled.finditer(line):
            if not in_code(mask, m.start(), m.end()):
                continue
            new = replace(m)
            for text in [new] if isinstance(new, str) else new:
                yield name, replace_at(line, m.start(), m.end(), text)

    return apply


# Binary operators are spaced by clang-format, templates' angle brackets are not: " < " is a
# comparison, "vector<int>" is not.
COMPARISONS = {
    " < ": " <= ",
    " <= ": " < ",
    " > ": " >= ",
    " >= ": " > ",
    " == ": " != ",
    " != ": " == ",
}
ARITHMETIC = {
    " + ": " - ",
    " - ": " + ",
    " * ": " / ",
    " / ": " * ",
    " += ": " -= ",
    " -= ": " += ",
    " % ": " / ",
}

OPERATORS = [
    regex_operator("comparison", r" (<=|>=|==|!=|<|>) ", lambda m: COMPARISONS[m.group(0)]),
    regex_operator("logic", r" (&&|\|\|) ", lambda m: " || " if m.group(1) == "&&" else " && "),
    regex_operator("not", r"!(?=[\w(])", lambda m: ""),
    regex_operator("arithmetic", r" (\+=|-=|\+|-|\*|/|%) ", lambda m: ARITHMETIC[m.group(0)]),
    # Off by one: a decimal constant one more and one less (not in a floating literal).
    regex_operator(
        "constant",
        r"(?<![\w.])(\d+)(?![\w.])",
        lambda m: [str(int(m.group(1)) + 1)]
        + ([str(int(m.group(1)) - 1)] if int(m.group(1)) > 0 else []),
    ),
    # Integer arithmetic where floating point was meant: a floating literal made whole (x / 2.0
    # becomes x / 2, 2.0 * n becomes 2 * n), a conversion to double dropped.
    regex_operator("integer arithmetic", r"(?<![\w.])(\d+)\.0\b", lambda m: m.group(1)),
    regex_operator("integer arithmetic", r"static_cast<double>", lambda m: ""),
    regex_operator(
        "sign", r"(?<=[(,=?:] )-(?=[\w(])|(?<=return )-(?=[\w(])|(?<=\()-(?=[\w(])", lambda m: ""
    ),
    regex_operator(
        "boolean", r"\b(true|false)\b", lambda m: "false" if m.group(1) == "true" else "true"
    ),
    regex_operator(
        "colour",
        r"\bColor::(Black|White)\b",
        lambda m: "Color::White" if m.group(1) == "Black" else "Color::Black",
    ),
    regex_operator(
        "min/max",
        r"\bstd::(min|max)\b",
        lambda m: "std::max" if m.group(1) == "min" else "std::min",
    ),
    regex_operator(
        "front/back",
        r"\.(front|back)\(\)",
        lambda m: ".back()" if m.group(1) == "front" else ".front()",
    ),
    regex_operator("stable sort", r"\bstd::stable_sort\b", lambda m: "std::sort"),
    regex_operator(
        "increment",
        r"(\+\+|--)(?=\w)|(?<=\w)(\+\+|--)",
        lambda m: "--" if m.group(0) == "++" else "++",
    ),
]


def matching_paren(line: str, open_at: int) -> int:
    depth = 0
    for i in range(open_at, len(line)):
        if line[i] == "(":
            depth += 1
        elif line[i] == ")":
            depth -= 1
            if depth == 0:
                return i
    return -1


def split_arguments(text: str) -> list[str]:
    parts, depth, start = [], 0, 0
    for i, c in enumerate(text):
        if c in "([{<":
            depth += 1
        elif c in ")]}>":
            depth -= 1
        elif c == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return parts


KEYWORDS = {
    "if",
    "while",
    "for",
    "switch",
    "return",
    "sizeof",
    "catch",
    "static_cast",
    "throw",
    "decltype",
    "alignof",
    "noexcept",
}


def call_operators(line: str, mask: list[bool]):
    """opponent(x) -> x; a call's two arguments swapped."""
    for m in re.finditer(r"\b(\w+)\(", line):
        if not in_code(mask, m.start(), m.end()) or m.group(1) in KEYWORDS:
            continue
        close = matching_paren(line, m.end() - 1)
        if close < 0:
            continue
        inside = line[m.end() : close]
        if m.group(1) == "opponent":
            yield "colour", replace_at(line, m.start(), close + 1, f"({inside})")
            continue
        arguments = split_arguments(inside)
        if len(arguments) == 2 and all(a.strip() for a in arguments):
            a, b = (x.strip() for x in arguments)
            if a != b and line[: m.start()].strip():  # not a definition's parameter list
                yield "swapped arguments", replace_at(line, m.end(), close, f"{b}, {a}")


def logical_operands(text: str) -> list[tuple[int, int]]:
    """The operands of the && and || at the top level of text, as (start, end) spans; one
    span for text without them."""
    spans, depth, start, i = [], 0, 0, 0
    while i < len(text):
        c = text[i]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif depth == 0 and text.startswith((" && ", " || "), i):
            spans.append((start, i))
            start = i + 4
            i += 4
            continue
        i += 1
    spans.append((start, len(text)))
    return spans


def dropped_condition(line: str, mask: list[bool]):
    """One operand of a && or || chain left out: `a && b` becomes `b`, then `a` (the check a
    student forgets). The chains inside parentheses on one line, and a returned chain."""
    groups = []
    for open_at, c in enumerate(line):
        if c == "(" and mask[open_at]:
            close = matching_paren(line, open_at)
            if close > 0:
                groups.append((open_at + 1, close))
    m = re.match(r"^(\s*return )(.*);", line)
    if m:
        groups.append((m.end(1), m.end(1) + len(m.group(2))))
    for start, end in groups:
        if not in_code(mask, start, end):
            continue
        inside = line[start:end]
        spans = logical_operands(inside)
        if len(spans) < 2:
            continue
        for k in range(len(spans)):
            # The operand with the operator before it (after it, for the first).
            cut_from = spans[k - 1][1] if k > 0 else spans[0][0]
            cut_to = spans[k][1] if k > 0 else spans[1][0]
            yield "dropped condition", line[:start] + inside[:cut_from] + inside[cut_to:] + line[
                end:
            ]


STATEMENT = re.compile(
    r"^\s*(?:(?:if|while) \(.*\) )?"
    r"(?:break|continue|\+\+\w+|--\w+|[\w.\[\]>()-]+\s*(?:[-+*/|&]?=[^=]|\+\+|--)|"
    r"[\w:.>-]+\(.*\))\s*.*;\s*(//.*)?$"
)


def drop_statement(line: str, mask: list[bool]):
    """A whole statement on one line left out: an assignment, a call, break, continue, or an
    `if (...) statement;` line."""
    code = "".join(c for c, is_code in zip(line, mask) if is_code)
    stripped = code.strip()
    if not stripped.endswith(";") or stripped.startswith(
        ("return", "throw", "const ", "auto ", "static ", "using ", "#")
    ):
        return
    if code.count("(") != code.count(")") or "{" in code or "}" in code:
        return
    # A declaration (a type then a name) is not a statement to drop: it would not compile.
    if re.match(r"^\s*(?:[\w:<>,*&]+\s+)+[\w]+\s*(=|\(|\{|;)", code) and not re.match(
        r"^\s*(?:if|while) ", code
    ):
        return
    if STATEMENT.match(line):
        indent = line[: len(line) - len(line.lstrip())]
        yield "dropped statement", indent + "; // dropped: " + stripped


def mutants_of_file(path: Path, tasks: dict[str, set[int]]) -> list[Mutant]:
    text = path.read_text()
    lines = text.splitlines(keepends=True)
    owners = functions_by_line([l.rstrip("\n") for l in lines])
    mask_all = code_mask(text)
    mutants: list[Mutant] = []
    offset = 0
    for number, line in enumerate(lines, start=1):
        mask = mask_all[offset : offset + len(line)]
        offset += len(line)
        body = line.rstrip("\n")
        function = owners[number - 1]
        if function is None or body.lstrip().startswith("#") or DEFINITION.match(body):
            continue  # outside functions (declarations, constants' tables), a definition line
        # A check of the caller's arguments (`if (...) throw ...`, or a throw alone) is left
        # alone.
        if re.match(r"^\s*(if \(.*\) )?throw ", body):
            continue
        seen = set()
        for operator in [*OPERATORS, call_operators, dropped_condition, drop_statement]:
            for name, mutated in operator(body, mask[: len(body)]):
                if mutated == body or mutated in seen:
                    continue
                seen.add(mutated)
                mutants.append(
                    Mutant(
                        path.name,
                        number,
                        function,
                        name,
                        body,
                        mutated,
                        sorted(tasks.get(function, set())),
                    )
                )
    return mutants


def lesson_mutants(lesson: Lesson) -> list[Mutant]:
    tasks = solution_tasks(lesson)
    mutants = []
    for source in sorted((ROOT / "solutions" / lesson.folder).glob("*.cpp")):
        mutants += mutants_of_file(source, tasks)
    return mutants


# ---------------------------------------------------------------------------------------------
# Building and running a mutant


def run(command, cwd, timeout=None, limit_memory=False):
    def limits():
        if limit_memory:
            two_gib = 2 << 30
            resource.setrlimit(resource.RLIMIT_AS, (two_gib, two_gib))
        os.setsid()

    process = subprocess.Popen(
        command,
        cwd=cwd,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        shell=isinstance(command, str),
        preexec_fn=limits,
    )
    try:
        output, _ = process.communicate(timeout=timeout)
        return process.returncode, output.decode(errors="replace")
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, 9)
        process.communicate()
        return None, ""


class LessonBuild:
    """The solution's compile commands and the tests' link command, from the build tree."""

    def __init__(self, build: Path, lesson: Lesson):
        self.build = build
        self.lesson = lesson
        target = f"lesson{lesson.number}_solution_tests"
        code, output = run(["ninja", "-C", str(build), target], cwd=build)
        if code != 0:
            sys.exit(f"mutate: cannot build {target} in {build}:\n{output[-3000:]}")
        database = json.loads((build / "compile_commands.json").read_text())
        self.compile: dict[str, tuple[str, str]] = {}  # file name -> (command, object)
        for entry in database:
            source = Path(entry["file"])
            if source.parent == ROOT / "solutions" / lesson.folder:
                command = entry["command"]
                obj = re.search(r"-o (\S+)", command).group(1)
                self.compile[source.name] = (command, obj)
        code, output = run(["ninja", "-C", str(build), "-t", "commands", target], cwd=build)
        link = [line for line in output.splitlines() if f"-o {target} " in line]
        if not link:
            sys.exit(f"mutate: no link command for {target}")
        self.link = link[-1]
        self.library = f"liblesson{lesson.number}_solution.a"
        if self.library not in self.link:
            sys.exit(f"mutate: the link command of {target} does not name {self.library}")
        self.tests = build / target

    def task_times(self) -> dict[int, float]:
        times = {}
        for task in self.lesson.tasks:
            start = time.monotonic()
            code, output = run([str(self.tests), f"[task_{task}]~[reference]"], cwd=self.build)
            times[task] = time.monotonic() - start
            if code != 0:
                sys.exit(
                    f"mutate: lesson {self.lesson.number} task {task}'s tests fail on the "
                    f"solution itself:\n{output[-3000:]}"
                )
        return times

    def make(self, mutant: Mutant, folder: Path) -> Path | None:
        """Compiles and links the tests on the solution with the mutant; None if it does not
        compile."""
        folder.mkdir(parents=True, exist_ok=True)
        source_path = ROOT / "solutions" / self.lesson.folder / mutant.file
        lines = source_path.read_text().splitlines(keepends=True)
        lines[mutant.line - 1] = mutant.mutated + "\n"
        mutated_source = folder / mutant.file
        mutated_source.write_text("".join(lines))
        command, obj = self.compile[mutant.file]
        new_obj = folder / (mutant.file + ".o")
        command = re.sub(r" -MD -MT \S+ -MF \S+", "", command)
        command = command.replace(f"-o {obj}", f"-o {new_obj}")
        command = command.replace(f"-c {source_path}", f"-c {mutated_source}")
        # The solution's own folder too, for a header it might keep beside its sources; and
        # libstdc++'s checks, which a student's code is compiled with (cmake/Lessons.cmake).
        command = command.replace(
            " -c ", f" -iquote {source_path.parent} -D_GLIBCXX_ASSERTIONS -c ", 1
        )
        code, output = run(command, cwd=self.build)
        if code != 0:
            return None
        objects = [
            str(new_obj) if name == mutant.file else o
            for name, (_, o) in sorted(self.compile.items())
        ]
        binary = folder / "tests"
        link = self.link.replace(self.library, " ".join(objects))
        link = re.sub(r"-o \S+_solution_tests ", f"-o {binary} ", link)
        code, output = run(link, cwd=self.build)
        if code != 0:
            return None
        return binary


def run_task(binary: Path, task: int, timeout: float, cwd: Path) -> str:
    """caught (failed, crashed or timed out) or passed."""
    code, output = run(
        [str(binary), f"[task_{task}]~[reference]"], cwd=cwd, timeout=timeout, limit_memory=True
    )
    if code == 0 and re.search(r"^All tests passed", output, re.M):
        return "passed"
    if code == 0 and "No tests ran" in output:
        return "passed"
    return "caught"


def judge(build: LessonBuild, mutant: Mutant, timeouts: dict[int, float], work: Path) -> dict:
    """{"by": K}, the first task whose tests catch the mutant (its own tasks tried first), or
    {"by": None}; {"stillborn": True} if it does not compile."""
    folder = work / mutant.key
    try:
        binary = build.make(mutant, folder)
        if binary is None:
            return {"stillborn": True}
        order = sorted(build.lesson.tasks, key=lambda t: (t not in mutant.tasks, t))
        for task in order:
            if run_task(binary, task, timeouts[task], folder) == "caught":
                return {"by": task}
        return {"by": None}
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def outcome(mutant: Mutant, result: dict | None) -> str:
    """caught, late, survivor, stillborn or "not run"."""
    if result is None:
        return "not run"
    if result.get("stillborn"):
        return "stillborn"
    by = result.get("by")
    if by is None:
        return "survivor"
    return "caught" if by in mutant.tasks else "late"


# ---------------------------------------------------------------------------------------------
# The lesson's review: its equivalent mutants


EQUIVALENT = re.compile(r"^- `([^`]+)`(?: \(`([^`]+)`\))?: `(.+?)` => `(.*?)` -- (.+)$")


def equivalent_mutants(lesson: Lesson) -> tuple[dict[tuple, str], list[str]]:
    """The equivalent mutants the lesson's REVIEW.md lists, each with its reason, keyed by
    (file, function or None, original line, mutated line), and the lines of that list that
    cannot be read."""
    review = ROOT / "tests" / lesson.folder / "REVIEW.md"
    found: dict[tuple, str] = {}
    unread: list[str] = []
    if not review.exists():
        return found, unread
    in_section = False
    for line in review.read_text().splitlines():
        if line.startswith("## "):
            in_section = line.strip().lower() == "## equivalent mutants"
            continue
        if not in_section or not line.startswith("- "):
            continue
        m = EQUIVALENT.match(line)
        if m:
            found[(m.group(1), m.group(2), m.group(3).strip(), m.group(4).strip())] = m.group(5)
        else:
            unread.append(line)
    return found, unread


def is_listed(mutant: Mutant, equivalent: dict[tuple, str]) -> bool:
    original, mutated = mutant.original.strip(), mutant.mutated.strip()
    return (mutant.file, None, original, mutated) in equivalent or (
        mutant.file,
        mutant.function,
        original,
        mutated,
    ) in equivalent


def check_reviews(lessons: list[Lesson]) -> int:
    """Every equivalent mutant a review lists is one this tool makes today (a review that
    names a mutant of a line since changed is out of date), and one only: the same line in
    two functions needs the function named, `file.cpp` (`function`). Every line of the list
    must read."""
    problems = []
    for lesson in lessons:
        equivalent, unread = equivalent_mutants(lesson)
        mutants = lesson_mutants(lesson)
        for line in unread:
            problems.append(
                f"tests/{lesson.folder}/REVIEW.md: cannot read '{line}' "
                "(- `file.cpp`: `original` => `mutated` -- reason)"
            )
        for file, function, original, mutated in equivalent:
            functions = {
                m.function
                for m in mutants
                if (m.file, m.original.strip(), m.mutated.strip()) == (file, original, mutated)
                and function in (None, m.function)
            }
            if not functions:
                problems.append(
                    f"tests/{lesson.folder}/REVIEW.md: no mutant of {file} turns "
                    f"`{original}` into `{mutated}` any more"
                )
            elif len(functions) > 1:
                problems.append(
                    f"tests/{lesson.folder}/REVIEW.md: `{original}` => `{mutated}` "
                    f"is a mutant of {len(functions)} functions of {file} ("
                    f"{', '.join(sorted(functions))}): name the one meant, "
                    f"- `{file}` (`function`): ..."
                )
    for problem in problems:
        print(problem)
    if problems:
        print(f"mutate: {len(problems)} problems in the lessons' lists of equivalent mutants")
        return 1
    print(
        f"mutate: the equivalent mutants of {len(lessons)} lessons' reviews are all made "
        "by the tool, each in one function"
    )
    return 0


# ---------------------------------------------------------------------------------------------


def parse_lessons(specs: list[str], course: dict[int, Lesson]) -> list[Lesson]:
    numbers: list[int] = []
    for spec in specs:
        for part in spec.split(","):
            if "-" in part:
                first, last = part.split("-")
                numbers += range(int(first), int(last) + 1)
            else:
                numbers.append(int(part))
    missing = [n for n in numbers if n not in course]
    if missing:
        sys.exit(f"mutate: no lesson {missing[0]} in lessons/course.txt")
    return [course[n] for n in numbers]


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--lesson",
        action="append",
        help="a lesson number, a range 6-13 or a list 6,8 (repeatable; " "default: every lesson)",
    )
    parser.add_argument("--build", default="build", help="the build folder (default: build)")
    parser.add_argument("--file", help="only the mutants of this solution file (e.g. uct.cpp)")
    parser.add_argument("--function", help="only the mutants in this function")
    parser.add_argument("--list", action="store_true", help="list the mutants; build nothing")
    parser.add_argument(
        "--check-reviews",
        action="store_true",
        help="check that every equivalent mutant the reviews list is one the "
        "tool makes; build nothing",
    )
    parser.add_argument(
        "--report",
        action="store_true",
        help="print the figures of the last run (BUILD/mutants/); build nothing",
    )
    parser.add_argument(
        "--again",
        action="store_true",
        help="run only the mutants that the last run left late or alive",
    )
    parser.add_argument("-j", "--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, help="seconds per task (default: see above)")
    args = parser.parse_args()

    course = read_course()
    lessons = parse_lessons(args.lesson, course) if args.lesson else list(course.values())
    if args.check_reviews:
        return check_reviews(lessons)
    build_dir = (
        (ROOT / args.build).resolve() if not Path(args.build).is_absolute() else Path(args.build)
    )
    summary = []
    for lesson in lessons:
        every_mutant = lesson_mutants(lesson)
        mutants = [
            m
            for m in every_mutant
            if args.file in (None, m.file) and args.function in (None, m.function)
        ]
        if args.list:
            for m in mutants:
                print(f"[{tasks_text(m)}] {m.diff()}")
            print(f"lesson {lesson.number}: {len(mutants)} mutants")
            continue
        results_path = build_dir / "mutants" / f"lesson{lesson.number}.json"
        results = json.loads(results_path.read_text()) if results_path.exists() else {}
        if not args.report:
            run_mutants(args, build_dir, lesson, mutants, results, results_path)
        summary.append(report(lesson, every_mutant, results))
    if summary:
        print()
        print("lesson  mutants  caught by own task  late  survivors  equivalent  stillborn")
        for line in summary:
            print(line)
    return 0


def run_mutants(
    args, build_dir: Path, lesson: Lesson, mutants: list[Mutant], results: dict, results_path: Path
) -> None:
    """Judges the mutants (only last run's late ones and survivors with --again), adding to
    `results` and saving them as it goes."""
    if args.again:
        mutants = [
            m for m in mutants if outcome(m, results.get(m.key)) in ("late", "survivor", "not run")
        ]
    build = LessonBuild(build_dir, lesson)
    times = build.task_times()
    timeouts = {t: args.timeout or max(10.0, 5 * s) for t, s in times.items()}
    work = build_dir / "mutants" / f"lesson{lesson.number}"
    print(
        f"lesson {lesson.number}: {len(mutants)} mutants "
        f"(the solution's tests take {sum(times.values()):.2f} s)",
        flush=True,
    )

    def save():
        results_path.parent.mkdir(parents=True, exist_ok=True)
        results_path.write_text(json.dumps(results, indent=1))

    started = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = {pool.submit(judge, build, m, timeouts, work): m for m in mutants}
        for done, future in enumerate(concurrent.futures.as_completed(futures), start=1):
            mutant = futures[future]
            results[mutant.key] = {**future.result(), "mutant": dataclasses.asdict(mutant)}
            if done % 20 == 0 or done == len(mutants):
                print(
                    f"  {done}/{len(mutants)} judged, {time.monotonic() - started:.0f} s",
                    flush=True,
                )
                save()
    save()


def tasks_text(mutant: Mutant) -> str:
    if not mutant.tasks:
        return "no task"
    return "task " + " and ".join(map(str, mutant.tasks))


def report(lesson: Lesson, mutants: list[Mutant], results: dict) -> str:
    equivalent, _ = equivalent_mutants(lesson)
    counts = {"caught": 0, "late": 0, "survivor": 0, "equivalent": 0, "stillborn": 0, "not run": 0}
    late, survivors, caught_yet_listed = [], [], []
    by_task: dict[int, int] = {}
    for m in mutants:
        result = results.get(m.key)
        kind = outcome(m, result)
        if kind in ("late", "survivor") and is_listed(m, equivalent):
            kind = "equivalent"
        elif kind == "caught" and is_listed(m, equivalent):
            caught_yet_listed.append(m)
        counts[kind] += 1
        if kind == "caught":
            by_task[result["by"]] = by_task.get(result["by"], 0) + 1
        if kind == "late":
            late.append((m, result["by"]))
        if kind == "survivor":
            survivors.append(m)
    print(f"\nlesson {lesson.number} ({lesson.slug}):")
    for m, by in late:
        print(f"  late (a mistake of {tasks_text(m)}, caught only by task {by}): {m.diff()}")
    for m in survivors:
        print(f"  survivor ({tasks_text(m)}): {m.diff()}")
    for m in caught_yet_listed:
        print(
            f"  caught, though REVIEW.md calls it equivalent (take it off the list): " f"{m.diff()}"
        )
    live = counts["caught"] + counts["late"] + counts["survivor"]
    share = f"{100 * counts['caught'] / live:.1f}%" if live else "-"
    tasks = ", ".join(f"task {t}: {n}" for t, n in sorted(by_task.items()))
    not_run = f"  ({counts['not run']} not run)" if counts["not run"] else ""
    return (
        f"  {lesson.number}    {live + counts['equivalent']:7d}  {counts['caught']:9d} ({share:>6})"
        f"  {counts['late']:4d}  {counts['survivor']:9d}  {counts['equivalent']:10d}"
        f"  {counts['stillborn']:9d}{not_run}    [{tasks}]"
    )


if __name__ == "__main__":
    sys.exit(main())
