#!/usr/bin/env python3
"""`stonelab show N` leaves nothing of a lesson out: for every lesson of lessons/course.txt,
the terminal text has no `<!-- book: ... -->` line left, every figure's and trace's caption
is there (a figure's below its drawing, a trace's with the `stonelab run N --step` command),
and each run of snippet lines is one line saying where the book quotes the solution.

usage: show_texts.py STONELAB PROJECT_ROOT
"""
import pathlib
import re
import subprocess
import sys

DIRECTIVE = re.compile(r"^\s*<!-- book: (figure|trace|snippet) (.*?) -->\s*$")


def expectations(readme):
    """[(line, kind, caption)] of the figures and traces, and the number of snippet runs."""
    wanted, runs, in_run = [], 0, False
    for number, line in enumerate(readme.read_text(encoding="utf-8").splitlines(), 1):
        match = DIRECTIVE.match(line)
        if match and match.group(1) == "snippet":
            runs += not in_run
            in_run = True
            continue
        in_run = False
        if match:
            wanted.append((number, match.group(1), match.group(2).split("|", 1)[1].strip()))
    return wanted, runs


def problems_of(stonelab, project):
    problems = []
    for line in (project / "lessons" / "course.txt").read_text().splitlines():
        match = re.match(r"^lesson (\d\d) ([a-z0-9-]+) \|", line)
        if not match:
            continue
        number, folder = int(match.group(1)), f"{match.group(1)}-{match.group(2)}"
        readme = project / "lessons" / folder / "README.md"
        if not readme.exists():
            continue
        run = subprocess.run([stonelab, "show", str(number)], cwd=project, capture_output=True,
                             text=True, timeout=300)
        where = f"lessons/{folder}/README.md"
        if run.returncode != 0:
            problems.append(f"{where}: stonelab show {number} failed: {run.stderr.strip()}")
            continue
        shown = run.stdout
        if "<!-- book:" in shown:
            problems.append(f"{where}: a book directive is printed as it is")
        wanted, runs = expectations(readme)
        for line, kind, caption in wanted:
            if kind == "figure":
                # The drawing (lines indented by four) right above the caption.
                found = re.search(r"\n    [^\n]*\S[^\n]*\n\n  Figure: " + re.escape(caption) +
                                  "\n", shown)
            else:
                found = re.search(r"  In the book's player: " + re.escape(caption) +
                                  r"\n  In the terminal: stonelab run " + str(number) +
                                  r" --step", shown)
            if not found:
                problems.append(f"{where} line {line}: the {kind}'s caption is not shown "
                                f"as it should be: {caption[:60]}...")
        quoted = shown.count("(The book's instructor edition quotes the reference solution here:")
        if quoted != runs:
            problems.append(f"{where}: {runs} runs of snippets, but {quoted} lines say so")
    return problems


def main():
    stonelab, project = sys.argv[1], pathlib.Path(sys.argv[2])
    problems = problems_of(stonelab, project)
    for problem in problems:
        print(problem)
    if problems:
        sys.exit(f"stonelab show leaves out or garbles {len(problems)} of the lessons' figures, "
                 f"traces or quotes")
    print("stonelab show: every figure drawn, every trace and quote pointed to, in every lesson")


if __name__ == "__main__":
    main()
