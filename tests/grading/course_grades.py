#!/usr/bin/env python3
"""`stonelab grade` on the course's own versions: the stubs must grade to 0, the reference
solution to full marks, and each buggy version below full marks on the task that catches it.

    course_grades.py STONELAB PROJECT_ROOT WORK_DIR stubs-and-solutions
        Grades the shipped stubs (a folder), the solutions as a .tar.gz and as a .zip in every
        format but gradescope, then the solutions (a folder) in the gradescope format; checks
        the scores in every file and validates every file with validate_results.py.

    course_grades.py STONELAB PROJECT_ROOT WORK_DIR bugs BUGS_DIR
        Grades the first buggy version of each task (of each lesson) (BUGS_DIR/NN-slug/NAME/: the solution with
        tests/NN-slug/bugs/NAME.patch applied, as the build makes them), lesson by lesson, and
        checks that it loses points and that a test of the patch's task ("Task: K") fails.
        Then checks that grading agrees with the tests run the plain way, test by test: the
        build's lessonNN_bug_NAME_tests program has the buggy code linked in, where grading
        runs it in a process of its own and calls it through pipes (grader/kit/remote.hpp);
        a test that passes one way and fails the other means a lesson's remote.cpp sends
        something across wrong.
"""
import concurrent.futures
import csv
import json
import pathlib
import re
import shutil
import subprocess
import sys
import tarfile
import zipfile

HERE = pathlib.Path(__file__).resolve().parent


def grade(stonelab, project, submissions, out, *options):
    command = [stonelab, "grade", *map(str, submissions), "--out", str(out), "-j", "2", *options]
    run = subprocess.run(command, cwd=project, capture_output=True, text=True, timeout=1800)
    if run.returncode != 0:
        sys.exit(f"{' '.join(command)}\nexited with {run.returncode}:\n{run.stdout}\n{run.stderr}")
    print(run.stdout)
    return run


def validate(out):
    run = subprocess.run(
        [sys.executable, str(HERE / "validate_results.py"), str(out)],
        capture_output=True,
        text=True,
    )
    print(run.stdout, run.stderr)
    if run.returncode != 0:
        sys.exit(f"validate_results.py {out} failed")


def as_exercises(source, target):
    """target/exercises/NN-slug/...: a student's copy of the course, with source's lessons."""
    shutil.copytree(source, target / "exercises", ignore=shutil.ignore_patterns("README.md"))


def check_total(out, name, expect_full, problems):
    results = json.loads((out / "submissions" / name / "results.json").read_text())
    score, top = results["score"], results["max_score"]
    if top <= 0:
        problems.append(f"{name}: max_score {top}")
    elif expect_full and abs(score - top) > 1e-9:
        failing = [t["name"] for t in results["tests"] if t["stonelab_status"] != "pass"]
        problems.append(f"{name}: {score}/{top}, expected full marks; not passing: {failing}")
    elif not expect_full and score != 0:
        passing = [t["name"] for t in results["tests"] if t["stonelab_status"] == "pass"]
        problems.append(f"{name}: {score}/{top}, expected 0; passing: {passing}")
    return top


def stubs_and_solutions(stonelab, project, work):
    subs = work / "submissions"
    as_exercises(project / "exercises", subs / "stubs")
    as_exercises(project / "solutions", subs / "reference")
    with tarfile.open(subs / "reference-tar.tar.gz", "w:gz") as archive:
        archive.add(subs / "reference", arcname="reference")
    with zipfile.ZipFile(subs / "reference-zip.zip", "w") as archive:
        for path in sorted((subs / "reference").rglob("*")):
            archive.write(path, path.relative_to(subs))

    out = work / "out"
    grade(
        stonelab,
        project,
        [subs / "stubs", subs / "reference-tar.tar.gz", subs / "reference-zip.zip"],
        out,
        "--format",
        "json,junit,csv",
    )
    validate(out)
    problems = []
    check_total(out, "stubs", False, problems)
    top = check_total(out, "reference-tar", True, problems)
    check_total(out, "reference-zip", True, problems)

    # The gradebook says the same.
    with open(out / "grades.csv", newline="") as f:
        rows = {row["submission"]: row for row in csv.DictReader(f)}
    if float(rows["stubs"]["total"]) != 0 or float(rows["reference-tar"]["total"]) != top:
        problems.append(f"grades.csv totals: {rows}")
    # So does JUnit: no failure or error for the reference, none passing for the stubs.
    reference_xml = (out / "submissions" / "reference-zip" / "junit.xml").read_text()
    if "<failure" in reference_xml or "<error" in reference_xml:
        problems.append("junit.xml of the reference has failures")

    gradescope_out = work / "out-gradescope"
    grade(stonelab, project, [subs / "reference"], gradescope_out, "--format", "gradescope")
    validate(gradescope_out)
    results = json.loads(
        (gradescope_out / "submissions" / "reference" / "results.json").read_text()
    )
    full = sum(t["max_score"] for t in results["tests"])
    if abs(results["score"] - full) > 1e-9 or any(
        t["status"] != "passed" for t in results["tests"]
    ):
        problems.append(f"gradescope results.json of the reference: {results['score']}/{full}")
    return problems


def catch_filter(name):
    """A test name as a Catch2 filter matching exactly it (grader/judge.cpp does the same)."""
    return "".join("\\" + c if c in ',[]\\"~' else c for c in name)


def passes_in_process(program, name):
    """True if the test case passes when `program` (the code linked in) runs it by itself."""
    try:
        run = subprocess.run([str(program), catch_filter(name)], capture_output=True, timeout=30)
    except subprocess.TimeoutExpired:
        return False
    return run.returncode == 0


def disagreements(results, program):
    """The tests whose graded status (pass or not) differs from the plain run's. The plain runs
    go two at a time, as the machines this runs on have two cores."""
    tests = results["tests"]
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        plain = list(pool.map(lambda test: passes_in_process(program, test["name"]), tests))
    found = []
    for test, passes in zip(tests, plain):
        if (test["stonelab_status"] == "pass") != passes:
            found.append(
                f"{test['name']}: graded {test['stonelab_status']}, "
                f"plain run {'passes' if passes else 'fails'}"
            )
    return found


def task_of(project, lesson, variant):
    """The task whose tests catch a buggy version: its patch's "Task: K" line."""
    patch = project / "tests" / lesson.name / "bugs" / (variant.name + ".patch")
    return int(re.search(r"^Task: (\d+)", patch.read_text(), re.M).group(1))


def bugs(stonelab, project, work, bugs_dir):
    problems = []
    lessons = sorted(p for p in bugs_dir.iterdir() if p.is_dir())
    if not lessons:
        return [f"no buggy versions in {bugs_dir} (configure with STONELAB_BUG_CHECKS=ON)"]
    graded = 0
    for lesson in lessons:
        number = lesson.name[:2]
        subs = work / "submissions" / lesson.name
        # One buggy version per task: each lesson's own CTest check already proves that every
        # buggy version is caught by its task; grading the first of each task proves that the
        # grader takes points on that task and that the task's calls cross the sandbox's wall
        # as they run in process, at half the time of grading them all (CI's budget).
        variants = []
        tasks_seen = set()
        for variant in sorted(p for p in lesson.iterdir() if p.is_dir()):
            task = task_of(project, lesson, variant)
            if task not in tasks_seen:
                tasks_seen.add(task)
                variants.append(variant)
        for variant in variants:
            shutil.copytree(variant, subs / variant.name / "exercises" / lesson.name)
        out = work / "out" / lesson.name
        grade(
            stonelab,
            project,
            [subs / v.name for v in variants],
            out,
            "--format",
            "json",
            "--lesson",
            str(int(number)),
        )
        for variant in variants:
            task = task_of(project, lesson, variant)
            results = json.loads((out / "submissions" / variant.name / "results.json").read_text())
            if results["score"] >= results["max_score"]:
                problems.append(f"{lesson.name} bug {variant.name}: full marks")
            caught = [
                t
                for t in results["tests"]
                if t["task_id"] == task and t["stonelab_status"] != "pass"
            ]
            if not caught:
                problems.append(f"{lesson.name} bug {variant.name}: no test of task {task} failed")
            program = bugs_dir.parent / f"lesson{number}_bug_{variant.name}_tests"
            for difference in disagreements(results, program):
                problems.append(f"{lesson.name} bug {variant.name}: {difference}")
            print(
                f"{lesson.name} {variant.name:<40} {results['score']:g}/{results['max_score']:g}"
                f"  task {task}: {len(caught)} failing"
            )
            graded += 1
    print(f"{graded} buggy versions graded")
    return problems


def main():
    stonelab, project, work, mode = (
        sys.argv[1],
        pathlib.Path(sys.argv[2]).resolve(),
        pathlib.Path(sys.argv[3]).resolve(),
        sys.argv[4],
    )
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    if mode == "stubs-and-solutions":
        problems = stubs_and_solutions(stonelab, project, work)
    elif mode == "bugs":
        problems = bugs(stonelab, project, work, pathlib.Path(sys.argv[5]))
    else:
        sys.exit(f"unknown mode {mode}")
    if problems:
        print("PROBLEMS:")
        for problem in problems:
            print(" - " + problem)
        sys.exit(1)
    print("ok")


if __name__ == "__main__":
    main()
