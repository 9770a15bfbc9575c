#!/usr/bin/env python3
"""Checks, field by field, every file that `stonelab grade --out DIR` wrote.

    python3 tests/grading/validate_results.py DIR [--expect-submissions N]
                                                  [--format exercism|gradescope]

DIR holds (cli/grade_formats.hpp describes each format):
    DIR/submissions/<submission>/results.json   Exercism results v3 or Gradescope's
                                    (told apart by their shape, unless --format says)
    DIR/submissions/<submission>/junit.xml      JUnit XML
    DIR/grades.csv                  the class's gradebook

Every file must parse (strict UTF-8, no NaN, no duplicate keys, well-formed XML), have every
field with the right type, statuses from the allowed sets, scores that sum (tests, lessons,
total) with no score above its maximum, and counts that agree with what they count. The script
prints one line per file checked and stops at the first problem with a message naming the file
and the field, and exit status 1. Standard library only, so it runs wherever python3 does.
"""

import argparse
import csv
import json
import math
import re
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

STONELAB_STATUSES = {"pass", "fail", "timeout", "crash", "compile error"}
EXERCISM_STATUS_OF = {
    "pass": "pass",
    "fail": "fail",
    "timeout": "error",
    "crash": "error",
    "compile error": "error",
}
GRADESCOPE_VISIBILITIES = {"hidden", "after_due_date", "after_published", "visible"}
GRADESCOPE_OUTPUT_FORMATS = {"text", "html", "simple_format", "md", "ansi"}
JUNIT_ERROR_TYPES = {"timeout", "crash", "compile error"}
LESSON_FOLDER = re.compile(r"^[0-9]{2}-[a-z0-9-]+$")
GRADESCOPE_NUMBER = re.compile(r"^([0-9]+)\.([0-9]+)$")
CSV_POINTS = re.compile(r"^[0-9]+(\.[0-9]{1,2})?$")

# Scores are sums of fractions (a task's points shared by its tests): compare with a margin.
EPSILON = 1e-6


class Invalid(Exception):
    """A problem in a file: the message names the file and the field."""


def check(condition, where, message):
    if not condition:
        raise Invalid(f"{where.rstrip(':')}: {message}")


def inside(where, key):
    """The place of `key` in `where`: "DIR/alice/results.json: tests[2].status"."""
    return f"{where} {key}" if where.endswith(":") else f"{where}.{key}"


def is_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def field(record, key, kinds, where):
    """record[key], which must be there and of one of `kinds` (number, str, bool, list, dict,
    None, int)."""
    check(isinstance(record, dict), where, f"expected an object, found {type(record).__name__}")
    check(key in record, where, f"the field '{key}' is missing")
    value = record[key]
    for kind in kinds:
        if kind == "number" and is_number(value):
            return value
        if kind == "int" and isinstance(value, int) and not isinstance(value, bool):
            return value
        if kind is None and value is None:
            return value
        if (
            kind in (str, bool, list, dict)
            and isinstance(value, kind)
            and (kind is bool or not isinstance(value, bool))
        ):
            return value
    names = ", ".join(
        "null" if kind is None else kind if isinstance(kind, str) else kind.__name__
        for kind in kinds
    )
    raise Invalid(f"{inside(where, key)}: {value!r} is not of type {names}")


def one_of(value, allowed, where):
    check(value in allowed, where, f"{value!r} is not one of {', '.join(sorted(allowed))}")
    return value


def close(a, b, margin=EPSILON):
    return abs(a - b) <= margin * max(1.0, abs(a), abs(b))


def points_within(score, max_score, where):
    check(score >= -EPSILON, where, f"score {score} is negative")
    check(score <= max_score + EPSILON, where, f"score {score} is above max_score {max_score}")


# ---- results.json ---------------------------------------------------------------------------


def load_json(path):
    def no_duplicates(pairs):
        keys = [key for key, _ in pairs]
        duplicates = {key for key in keys if keys.count(key) > 1}
        check(not duplicates, path, f"duplicate keys {sorted(duplicates)}")
        return dict(pairs)

    def no_constant(name):
        raise Invalid(f"{path}: {name} is not JSON")

    try:
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as error:
        raise Invalid(f"{path}: not valid UTF-8 ({error})") from None
    try:
        # strict=True (the default) refuses raw control characters inside strings.
        return json.loads(text, object_pairs_hook=no_duplicates, parse_constant=no_constant)
    except json.JSONDecodeError as error:
        raise Invalid(f"{path}: not valid JSON ({error})") from None


def json_format(data, path, forced):
    if forced:
        return forced
    check(isinstance(data, dict), path, "the top level is not an object")
    if "version" in data:
        return "exercism"
    if "stdout_visibility" in data or "execution_time" in data:
        return "gradescope"
    raise Invalid(
        f"{path}: neither Exercism (no 'version') nor Gradescope (no "
        "'stdout_visibility' or 'execution_time'); say which with --format"
    )


def check_exercism_test(test, where):
    field(test, "name", [str], where)
    field(test, "test_code", [str], where)
    status = one_of(
        field(test, "status", [str], where), {"pass", "fail", "error"}, inside(where, "status")
    )
    ours = one_of(
        field(test, "stonelab_status", [str], where),
        STONELAB_STATUSES,
        inside(where, "stonelab_status"),
    )
    check(
        EXERCISM_STATUS_OF[ours] == status,
        where,
        f"status {status!r} does not go with stonelab_status {ours!r}",
    )
    message = field(test, "message", [str, None], where)
    if status == "pass":
        check(message is None, where, "a passing test has a message")
    field(test, "output", [str, None], where)
    field(test, "output_truncated", [bool], where)
    check(field(test, "task_id", ["int"], where) >= 0, where, "task_id is negative")
    field(test, "lesson", ["int"], where)
    points = field(test, "points", ["number"], where)
    max_score = field(test, "max_score", ["number"], where)
    points_within(points, max_score, where)
    if ours == "pass":
        check(close(points, max_score), where, f"passed but scored {points} of {max_score}")
    else:
        check(close(points, 0), where, f"did not pass but scored {points}")
    if field(test, "hidden", [bool], where):
        check(test["test_code"] == "", where, "a hidden test shows its source in test_code")
    return ours


def check_exercism(data, path):
    where = f"{path}:"
    check(field(data, "version", ["int"], where) == 3, where, "version is not 3")
    status = one_of(
        field(data, "status", [str], where), {"pass", "fail", "error"}, inside(where, "status")
    )
    message = field(data, "message", [str, None], where)
    field(data, "submission", [str], where)
    score = field(data, "score", ["number"], where)
    max_score = field(data, "max_score", ["number"], where)
    points_within(score, max_score, where)
    for i, note in enumerate(field(data, "notes", [list], where)):
        check(isinstance(note, str), inside(where, f"notes[{i}]"), "not a string")

    lessons = {}
    for i, lesson in enumerate(field(data, "lessons", [list], where)):
        at = inside(where, f"lessons[{i}]")
        number = field(lesson, "number", ["int"], at)
        check(number not in lessons, at, f"lesson {number} is listed twice")
        field(lesson, "slug", [str], at)
        field(lesson, "title", [str], at)
        field(lesson, "score", ["number"], at)
        field(lesson, "max_score", ["number"], at)
        field(lesson, "compile_errors", [str, None], at)
        points_within(lesson["score"], lesson["max_score"], at)
        lessons[number] = {"lesson": lesson, "at": at, "score": 0.0, "max": 0.0, "statuses": []}

    statuses = []
    for i, test in enumerate(field(data, "tests", [list], where)):
        at = inside(where, f"tests[{i}]")
        ours = check_exercism_test(test, at)
        check(test["lesson"] in lessons, at, f"lesson {test['lesson']} is not in 'lessons'")
        sums = lessons[test["lesson"]]
        sums["score"] += test["points"]
        sums["max"] += test["max_score"]
        sums["statuses"].append(ours)
        statuses.append(ours)

    for sums in lessons.values():
        lesson, at = sums["lesson"], sums["at"]
        check(
            close(lesson["score"], sums["score"]),
            at,
            f"score {lesson['score']} is not the sum of its tests' points {sums['score']}",
        )
        check(
            close(lesson["max_score"], sums["max"]),
            at,
            f"max_score {lesson['max_score']} is not the sum of its tests' {sums['max']}",
        )
        if lesson["compile_errors"] is not None:
            check(
                all(s == "compile error" for s in sums["statuses"]),
                at,
                "it did not compile, yet some of its tests ran",
            )
    check(
        close(score, sum(s["lesson"]["score"] for s in lessons.values())),
        where,
        "score is not the sum of the lessons' scores",
    )
    check(
        close(max_score, sum(s["lesson"]["max_score"] for s in lessons.values())),
        where,
        "max_score is not the sum of the lessons' max_score",
    )

    if all(s == "compile error" for s in statuses):
        expected = "error"
    elif all(s == "pass" for s in statuses):
        expected = "pass"
    else:
        expected = "fail"
    check(
        status == expected, inside(where, "status"), f"{status!r}, but the tests say {expected!r}"
    )
    if status == "error":
        check(isinstance(message, str) and message, where, "status error without a message")
    else:
        check(message is None, where, "a message although the status is not error")
    return f"exercism v3, {len(statuses)} tests, {score:g}/{max_score:g} points", score


def check_gradescope(data, path):
    where = f"{path}:"
    score = field(data, "score", ["number"], where)
    check(field(data, "execution_time", ["number"], where) >= 0, where, "negative execution_time")
    field(data, "output", [str], where)
    one_of(
        field(data, "visibility", [str], where),
        GRADESCOPE_VISIBILITIES,
        inside(where, "visibility"),
    )
    one_of(
        field(data, "stdout_visibility", [str], where),
        GRADESCOPE_VISIBILITIES,
        inside(where, "stdout_visibility"),
    )
    if "output_format" in data:
        one_of(data["output_format"], GRADESCOPE_OUTPUT_FORMATS, inside(where, "output_format"))

    total = maximum = 0.0
    numbers = set()
    previous = (0, 0)
    tests = field(data, "tests", [list], where)
    for i, test in enumerate(tests):
        at = inside(where, f"tests[{i}]")
        field(test, "name", [str], at)
        number = field(test, "number", [str], at)
        match = GRADESCOPE_NUMBER.match(number)
        check(match, at, f"number {number!r} is not 'lesson.index'")
        key = (int(match.group(1)), int(match.group(2)))
        check(number not in numbers, at, f"number {number} is used twice")
        check(key > previous, at, f"number {number} comes after {previous[0]}.{previous[1]}")
        check(
            key[1] == 1 if key[0] != previous[0] else key[1] == previous[1] + 1,
            at,
            f"number {number}: a lesson's tests count 1, 2, 3, ...",
        )
        numbers.add(number)
        previous = key
        test_score = field(test, "score", ["number"], at)
        test_max = field(test, "max_score", ["number"], at)
        points_within(test_score, test_max, at)
        status = one_of(
            field(test, "status", [str], at), {"passed", "failed"}, inside(at, "status")
        )
        if status == "passed":
            check(close(test_score, test_max), at, f"passed but scored {test_score} of {test_max}")
        else:
            check(close(test_score, 0), at, f"failed but scored {test_score}")
        field(test, "output", [str], at)
        one_of(
            field(test, "visibility", [str], at), GRADESCOPE_VISIBILITIES, inside(at, "visibility")
        )
        if "output_format" in test:
            one_of(test["output_format"], GRADESCOPE_OUTPUT_FORMATS, inside(at, "output_format"))
        tags = field(test, "tags", [list], at)
        check(all(isinstance(tag, str) for tag in tags), at, "a tag is not a string")
        check(STONELAB_STATUSES.intersection(tags), at, "no tag names its stonelab status")
        total += test_score
        maximum += test_max
    check(close(score, total), where, f"score {score} is not the sum of the tests' {total}")
    return f"gradescope, {len(tests)} tests, {score:g}/{maximum:g} points", score


# ---- junit.xml ------------------------------------------------------------------------------


def count_attribute(element, name, where):
    value = element.get(name)
    check(value is not None, where, f"no '{name}' attribute")
    check(re.fullmatch(r"[0-9]+", value), where, f"{name}={value!r} is not a count")
    return int(value)


def time_attribute(element, where):
    value = element.get("time")
    check(value is not None, where, "no 'time' attribute")
    try:
        seconds = float(value)
    except ValueError:
        raise Invalid(f"{where}: time={value!r} is not a number") from None
    check(math.isfinite(seconds) and seconds >= 0, where, f"time={value!r} is not a duration")
    return seconds


def check_testcase(case, where):
    check(case.tag == "testcase", where, f"<{case.tag}> where a <testcase> belongs")
    check(case.get("name") is not None, where, "a testcase without a name")
    check(case.get("classname") is not None, where, "a testcase without a classname")
    time_attribute(case, where)
    outcomes = [child for child in case if child.tag in ("failure", "error", "skipped")]
    check(len(outcomes) <= 1, where, "more than one of failure, error and skipped")
    for child in case:
        check(
            child.tag in ("failure", "error", "system-out", "system-err"),
            where,
            f"unexpected <{child.tag}>",
        )
    if not outcomes:
        return "pass"
    outcome = outcomes[0]
    check(outcome.tag != "skipped", where, "a skipped test (stonelab never skips)")
    check(outcome.get("message") is not None, where, f"<{outcome.tag}> without a message")
    kind = outcome.get("type")
    if outcome.tag == "error":
        one_of(kind, JUNIT_ERROR_TYPES, where + " <error type>")
    else:
        check(kind == "fail", where, f"<failure type={kind!r}>, expected 'fail'")
    return outcome.tag


def check_junit(path):
    where = str(path)
    try:
        root = ElementTree.parse(path).getroot()
    except ElementTree.ParseError as error:
        raise Invalid(f"{where}: not well-formed XML ({error})") from None
    check(root.tag == "testsuites", where, f"the root is <{root.tag}>, not <testsuites>")
    check(root.get("name") is not None, where, "<testsuites> without a name")
    time_attribute(root, where)
    totals = {"tests": 0, "failures": 0, "errors": 0}
    names = set()
    for i, suite in enumerate(root):
        at = f"{where}: testsuite {i + 1}"
        check(suite.tag == "testsuite", at, f"<{suite.tag}> where a <testsuite> belongs")
        name = suite.get("name") or ""
        check(LESSON_FOLDER.match(name), at, f"name {name!r} is not a lesson folder NN-slug")
        check(name not in names, at, f"lesson {name} appears twice")
        names.add(name)
        check(suite.get("skipped") == "0", at, 'skipped is not "0"')
        cases = [
            child for child in suite if child.tag != "system-out" and child.tag != "system-err"
        ]
        outcomes = [check_testcase(case, f"{at} testcase {j + 1}") for j, case in enumerate(cases)]
        counted = {
            "tests": len(outcomes),
            "failures": outcomes.count("failure"),
            "errors": outcomes.count("error"),
        }
        for key, value in counted.items():
            check(
                count_attribute(suite, key, at) == value,
                at,
                f'{key}="{suite.get(key)}" but it holds {value}',
            )
            totals[key] += value
        seconds = sum(time_attribute(case, at) for case in cases)
        check(
            abs(time_attribute(suite, at) - seconds) <= 0.0005 * (len(cases) + 1),
            at,
            f"time {suite.get('time')} is not the sum of its tests' times {seconds:.3f}",
        )
    for key, value in totals.items():
        check(
            count_attribute(root, key, where) == value,
            where,
            f'<testsuites {key}="{root.get(key)}"> but its suites hold {value}',
        )
    return (
        f"junit, {len(names)} lessons, {totals['tests']} tests, "
        f"{totals['failures']} failures, {totals['errors']} errors"
    )


# ---- grades.csv -----------------------------------------------------------------------------


def csv_points(text, where):
    check(CSV_POINTS.match(text), where, f"{text!r} is not a score like 3, 2.5 or 0.33")
    return float(text)


def check_gradebook(path, scores):
    """`scores` maps submission folder names to their results.json score, to cross-check."""
    where = str(path)
    try:
        with open(path, encoding="utf-8", newline="") as file:
            rows = list(csv.reader(file, strict=True))
    except (UnicodeDecodeError, csv.Error) as error:
        raise Invalid(f"{where}: cannot read it as UTF-8 CSV ({error})") from None
    check(len(rows) >= 2, where, "needs a header and a 'max' row at least")
    header, *grades, maximum = rows
    check(
        len(header) >= 2 and header[0] == "submission" and header[-1] == "total",
        where,
        f"the header {header} is not submission,<lessons>,total",
    )
    lessons = header[1:-1]
    for lesson in lessons:
        check(LESSON_FOLDER.match(lesson), where, f"column {lesson!r} is not a lesson NN-slug")
    check(len(set(lessons)) == len(lessons), where, "a lesson column appears twice")
    for number, row in enumerate(rows, start=1):
        check(
            len(row) == len(header),
            f"{where} line {number}",
            f"{len(row)} fields, the header has {len(header)}",
        )

    check(maximum[0] == "max", where, f"the last row is {maximum[0]!r}, not 'max'")
    limits = [
        csv_points(cell, f"{where} max row, {lesson}")
        for cell, lesson in zip(maximum[1:-1], lessons)
    ]
    check(
        close(csv_points(maximum[-1], f"{where} max row"), sum(limits)),
        where,
        "the max row's total is not the sum of its lessons",
    )

    names = set()
    for number, row in enumerate(grades, start=2):
        at = f"{where} line {number}"
        name = row[0]
        check(name and name != "max", at, f"submission name {name!r}")
        check(name not in names, at, f"{name!r} appears twice")
        names.add(name)
        total = 0.0
        for cell, lesson, limit in zip(row[1:-1], lessons, limits):
            if cell == "":
                continue  # a lesson it has no grade for
            points = csv_points(cell, f"{at}, {lesson}")
            check(points <= limit + EPSILON, at, f"{lesson}: {cell} is above the maximum {limit:g}")
            total += points
        written = csv_points(row[-1], f"{at}, total")
        # Each cell is rounded to 0.01, so the sum may differ from the total by 0.005 a cell.
        check(
            abs(written - total) <= 0.005 * len(row) + EPSILON,
            at,
            f"total {row[-1]} is not the sum of the lessons ({total:g})",
        )
        if name in scores:
            check(
                abs(written - scores[name]) <= 0.005 + EPSILON,
                at,
                f"total {row[-1]}, but {name}/results.json says {scores[name]:g}",
            )
    return f"gradebook, {len(grades)} submissions, {len(lessons)} lessons", len(grades)


# ---- the folder -----------------------------------------------------------------------------


def validate(out_dir, expect_submissions, forced_format):
    out_dir = Path(out_dir)
    check(out_dir.is_dir(), str(out_dir), "not a directory")
    checked = 0
    scores = {}
    submissions = out_dir / "submissions"
    folders = (
        sorted(path for path in submissions.iterdir() if path.is_dir())
        if submissions.is_dir()
        else []
    )
    for folder in folders:
        results = folder / "results.json"
        if results.exists():
            data = load_json(results)
            kind = json_format(data, results, forced_format)
            summary, score = (check_exercism if kind == "exercism" else check_gradescope)(
                data, results
            )
            scores[folder.name] = score
            print(f"ok  {results}: {summary}")
            checked += 1
        junit = folder / "junit.xml"
        if junit.exists():
            print(f"ok  {junit}: {check_junit(junit)}")
            checked += 1
    gradebook = out_dir / "grades.csv"
    rows = None
    if gradebook.exists():
        summary, rows = check_gradebook(gradebook, scores)
        print(f"ok  {gradebook}: {summary}")
        checked += 1
    check(checked > 0, str(out_dir), "no results.json, junit.xml or grades.csv to check")
    if expect_submissions is not None:
        graded = [f for f in folders if (f / "results.json").exists() or (f / "junit.xml").exists()]
        if graded:
            check(
                len(graded) == expect_submissions,
                str(out_dir),
                f"{len(graded)} submission folders, expected {expect_submissions}",
            )
        if rows is not None:
            check(
                rows == expect_submissions,
                str(gradebook),
                f"{rows} submissions, expected {expect_submissions}",
            )
    return checked


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out_dir", help="the folder `stonelab grade --out` wrote")
    parser.add_argument(
        "--expect-submissions", type=int, metavar="N", help="how many submissions were graded"
    )
    parser.add_argument(
        "--format",
        choices=["exercism", "gradescope"],
        help="the results.json format (default: told by its shape)",
    )
    arguments = parser.parse_args()
    try:
        checked = validate(arguments.out_dir, arguments.expect_submissions, arguments.format)
    except Invalid as problem:
        print(f"validate_results.py: {problem}", file=sys.stderr)
        return 1
    print(f"{checked} files valid")
    return 0


if __name__ == "__main__":
    sys.exit(main())
