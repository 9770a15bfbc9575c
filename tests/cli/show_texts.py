#!/usr/bin/env python3
"""`stonelab show N` leaves nothing of a lesson out. For every lesson of lessons/course.txt
that has a text, the terminal text must have:

- no `<!-- book: ... -->` line left;
- for each figure directive, a drawing (lines indented by four) and under it the caption,
  in the order of the text;
- for each trace directive, the caption and the command that steps through the same demo:
  docs/figures.txt's `run N --solution --trace --format json -- ARGS` as
  `stonelab run N --step -- ARGS`;
- for each run of snippet lines, one paragraph saying that the instructor edition quotes the
  reference solution there, naming every file and marker of the run.

Every problem is named with the lesson's file and the directive's line. A directive with no
terminal form (a name not in figures.txt, a command that fails) makes `stonelab show` fail,
and its message (which names the line) is reported.

usage: show_texts.py STONELAB PROJECT_ROOT
"""
import pathlib
import re
import subprocess
import sys

DIRECTIVE = re.compile(r"^\s*<!-- book: (\S+) (.*?) -->\s*$")
FIGURE = "  Figure: "
PLAYER = "  In the book's player: "
TERMINAL = "  In the terminal: "
QUOTE = "  (The book's instructor edition quotes the reference solution here: "


def squeezed(text):
    """`text` with every run of white space made one space (captions are wrapped)."""
    return " ".join(text.split())


def figure_commands(project):
    """docs/figures.txt: each name and its `stonelab` arguments."""
    commands = {}
    for line in (project / "docs" / "figures.txt").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.lstrip().startswith("#") and "|" in line:
            name, arguments = line.split("|", 1)
            commands[name.strip()] = arguments.strip()
    return commands


def step_command(arguments):
    """What the terminal text must give for a trace made by `arguments`."""
    words = arguments.split()
    rest = arguments.split(" -- ", 1)
    return f"stonelab run {words[1]} --step" + (" -- " + rest[1] if len(rest) == 2 else "")


def directives(readme):
    """The text's directives in order: (line, kind, rest), with each run of snippets as one
    entry (its first line, "snippets", [(file, marker), ...])."""
    found = []
    for number, line in enumerate(readme.read_text(encoding="utf-8").splitlines(), 1):
        match = DIRECTIVE.match(line)
        if not match:
            found.append(None)  # a run of snippets ends at any other line
            continue
        kind, rest = match.groups()
        if kind == "snippet":
            if found and found[-1] and found[-1][1] == "snippets":
                found[-1][2].append(tuple(rest.split()))
            else:
                found.append((number, "snippets", [tuple(rest.split())]))
        else:
            found.append((number, kind, rest))
    return [entry for entry in found if entry]


def paragraphs(shown, opening):
    """Each paragraph of the terminal text that starts with `opening` (its lines after the
    first are indented by four), squeezed, with the line it starts on and the lines before
    and after it."""
    lines = shown.split("\n")
    found = []
    for i, line in enumerate(lines):
        if line.startswith(opening.rstrip()):  # a wrapped line has no space at its end
            j = i + 1
            while j < len(lines) and lines[j].startswith("    ") and lines[j].strip():
                j += 1
            text = squeezed(" ".join(lines[i:j]))[len(squeezed(opening)) :]
            found.append(
                (
                    text.strip(),
                    i,
                    lines[i - 2] if i >= 2 else "",
                    lines[j] if j < len(lines) else "",
                )
            )
    return found


def problems_of_lesson(stonelab, project, number, where, commands):
    problems = []
    run = subprocess.run(
        [stonelab, "show", str(number)], cwd=project, capture_output=True, text=True, timeout=300
    )
    if run.returncode != 0:
        return [f"{where}: `stonelab show {number}` failed: {run.stderr.strip()}"]
    shown = run.stdout
    readme_lines = (project / where).read_text(encoding="utf-8").splitlines()
    for i, line in enumerate(shown.split("\n"), 1):
        if "<!-- book:" in line:
            source = [n for n, text in enumerate(readme_lines, 1) if text.strip() == line.strip()]
            problems.append(
                f"{where} line {source[0] if source else '?'}: printed as it is "
                f"(output line {i}): {line.strip()}"
            )

    figures = paragraphs(shown, FIGURE)
    players = paragraphs(shown, PLAYER)
    quotes = paragraphs(shown, QUOTE)
    next_figure = next_player = next_quote = 0
    for line, kind, rest in directives(project / where):
        if kind == "snippets":
            # The next quote paragraph must name every file and marker of the run.
            wanted = [piece for pair in rest for piece in pair]
            at = next(
                (
                    k
                    for k in range(next_quote, len(quotes))
                    if all(piece in quotes[k][0] for piece in wanted)
                ),
                None,
            )
            if at is None:
                problems.append(
                    f"{where} line {line}: no line says the solution is quoted "
                    f"here ({', '.join(' '.join(pair) for pair in rest)})"
                )
            else:
                next_quote = at + 1
            continue
        if kind not in ("figure", "trace") or "|" not in rest:
            problems.append(
                f"{where} line {line}: a '{kind}' directive the test does not "
                "know, yet `stonelab show` printed something for it"
            )
            continue
        name, caption = (part.strip() for part in rest.split("|", 1))
        caption = squeezed(caption)
        if kind == "figure":
            at = next(
                (k for k in range(next_figure, len(figures)) if figures[k][0] == caption), None
            )
            if at is None:
                problems.append(
                    f"{where} line {line}: the caption of {name} is not shown "
                    f"as a figure's: {caption[:60]}..."
                )
                continue
            next_figure = at + 1
            # The drawing ends on the line before the blank line above the caption.
            if not figures[at][2].startswith("    ") or not figures[at][2].strip():
                problems.append(f"{where} line {line}: no drawing above the caption of {name}")
        else:
            at = next(
                (k for k in range(next_player, len(players)) if players[k][0] == caption), None
            )
            if at is None:
                problems.append(
                    f"{where} line {line}: the caption of {name} is not shown "
                    f"as a trace's: {caption[:60]}..."
                )
                continue
            next_player = at + 1
            wanted = TERMINAL + step_command(commands.get(name, ""))
            if name in commands and players[at][3] != wanted:
                problems.append(
                    f"{where} line {line}: the trace {name} is not followed by "
                    f"'{wanted.strip()}' but by '{players[at][3].strip()}'"
                )
    return problems


def problems_of(stonelab, project):
    commands = figure_commands(project)
    problems = []
    for line in (project / "lessons" / "course.txt").read_text().splitlines():
        match = re.match(r"^lesson (\d\d) ([a-z0-9-]+) \|", line)
        if not match:
            continue
        folder = f"{match.group(1)}-{match.group(2)}"
        where = f"lessons/{folder}/README.md"
        if (project / where).exists():
            problems += problems_of_lesson(stonelab, project, int(match.group(1)), where, commands)
    return problems


def main():
    stonelab, project = sys.argv[1], pathlib.Path(sys.argv[2])
    problems = problems_of(stonelab, project)
    for problem in problems:
        print(problem)
    if problems:
        sys.exit(
            f"stonelab show leaves out or garbles {len(problems)} of the lessons' figures, "
            f"traces or quotes"
        )
    print("stonelab show: every figure drawn, every trace and quote pointed to, in every lesson")


if __name__ == "__main__":
    main()
