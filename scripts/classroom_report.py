#!/usr/bin/env python3
"""Turns `stonelab grade --format json` results into what GitHub shows and Classroom reads.

    classroom_report.py OUT_DIR [--summary FILE] [--output FILE]

OUT_DIR holds one submission's results (OUT_DIR/submissions/<name>/results.json, Exercism's format with
Stonelab's lessons). This script
  - prints the points ("Points 30/42") and a line per lesson;
  - appends a Markdown table of the lessons to FILE given by --summary ($GITHUB_STEP_SUMMARY:
    the run's summary page);
  - appends `result=<base64 JSON>` to FILE given by --output ($GITHUB_OUTPUT: the step's
    outputs). That JSON is what GitHub Classroom's grading reporter
    (classroom-resources/autograding-grading-reporter) reads from each step it is given: the
    points Classroom records are the sum of the tests' `score`s out of `max_score`. We give
    one "test" per lesson scored with the lesson's points, so partial credit gets through.
Standard library only.
"""
import argparse
import base64
import json
import pathlib
import sys


def load_results(out_dir):
    found = sorted(pathlib.Path(out_dir).glob("submissions/*/results.json"))
    if len(found) != 1:
        sys.exit(
            f"classroom_report.py: expected one results.json in {out_dir}/submissions/*/, found {len(found)}"
        )
    return json.loads(found[0].read_text(encoding="utf-8"))


def points(value):
    """2 -> "2", 2.5 -> "2.5", 1/3 -> "0.33"."""
    return f"{value:.2f}".rstrip("0").rstrip(".")


def lesson_rows(results):
    """(lesson, passed tests, tests, score, max_score, problem) for each lesson."""
    rows = []
    for lesson in results["lessons"]:
        tests = [t for t in results["tests"] if t["lesson"] == lesson["number"]]
        passed = sum(t["stonelab_status"] == "pass" for t in tests)
        problem = "does not compile" if lesson["compile_errors"] else ""
        name = f"{lesson['number']:02d} {lesson['title']}".replace("|", "\\|")
        rows.append((name, passed, len(tests), lesson["score"], lesson["max_score"], problem))
    return rows


def markdown_summary(results, rows):
    lines = ["## Stonelab grade", "", "| Lesson | Tests passed | Points |", "| --- | ---: | ---: |"]
    for name, passed, count, score, top, problem in rows:
        note = f" ({problem})" if problem else ""
        lines.append(f"| {name}{note} | {passed}/{count} | {points(score)}/{points(top)} |")
    lines.append(f"| **Total** | | **{points(results['score'])}/{points(results['max_score'])}** |")
    lines += [""] + [f"- {note}" for note in results["notes"]]
    return "\n".join(lines) + "\n"


def reporter_result(results, rows):
    """The grading reporter's input: like the output of Classroom's own graders."""
    tests = [
        {
            "name": name,
            "status": "pass" if score >= top else "fail",
            "score": score,
            "message": problem or f"{passed} of {count} tests passed",
            "line_no": 0,
        }
        for name, passed, count, score, top, problem in rows
    ]
    status = "pass" if all(t["status"] == "pass" for t in tests) else "fail"
    return {"version": 1, "status": status, "max_score": results["max_score"], "tests": tests}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out_dir")
    parser.add_argument("--summary", help="append the Markdown table here")
    parser.add_argument("--output", help="append the step output `result` here")
    arguments = parser.parse_args()

    results = load_results(arguments.out_dir)
    rows = lesson_rows(results)
    for name, passed, count, score, top, problem in rows:
        print(f"{name}: {points(score)}/{points(top)} ({passed}/{count} tests passed) {problem}")
    print(f"Points {points(results['score'])}/{points(results['max_score'])}")
    if arguments.summary:
        with open(arguments.summary, "a", encoding="utf-8") as summary:
            summary.write(markdown_summary(results, rows))
    if arguments.output:
        encoded = base64.b64encode(json.dumps(reporter_result(results, rows)).encode()).decode()
        with open(arguments.output, "a", encoding="utf-8") as output:
            output.write(f"result={encoded}\n")


if __name__ == "__main__":
    main()
