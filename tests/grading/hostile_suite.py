#!/usr/bin/env python3
"""The hostile-submission suite: `stonelab grade` on submissions that misbehave on purpose.

Each file tests/grading/hostile/NAME.cpp is one misbehaviour (an endless loop, a fork storm,
100 MB of output, ...). Its header says what the grader must make of it:

    // status: crash
    // message: crashed: stack overflow — check the base case of your recursion

A submission is made of the reference solution of lesson 2 with the file's code put in front
and one call to its `hostile_act()` put where exactly one test reaches it: the branch of
remove_string() taken on an empty point, which only the test GUILTY below exercises. A file
whose status is "compile error" spoils the whole lesson instead.

The suite grades every submission in one `stonelab grade` run and checks that
  - the guilty test has the expected status, and its message contains the expected words;
  - every other test of the lesson passes (for a compile error: every test of the lesson has
    status "compile error");
  - nothing outside the sandbox changed: the files the submissions try to write do not exist,
    the reference outputs are as they were, and the TCP port they try to reach got no
    connection;
  - the whole run ended within BOUND seconds.
It prints a table of the results.

usage: hostile_suite.py STONELAB PROJECT_ROOT WORK_DIR [--jobs N] [--bound SECONDS]
"""
import argparse
import hashlib
import json
import os
import pathlib
import shutil
import socket
import subprocess
import sys
import threading
import time
import uuid

GUILTY = "task 3: removing from an empty point removes nothing"
LESSON = "02-capture-recursion"
SOLUTION_FILE = "capture_recursion.cpp"
HOOK = "    if (!holds_stone(board, z)) return 0;"
HOOKED = "    if (!holds_stone(board, z)) {\n        hostile_act();\n        return 0;\n    }"


def read_case(path):
    """The case's expected status and message, from its header comments."""
    expected = {}
    for line in path.read_text().splitlines():
        if not line.startswith("//"):
            break
        key, _, value = line[2:].strip().partition(":")
        if key in ("status", "message"):
            expected[key] = value.strip()
    if set(expected) != {"status", "message"}:
        sys.exit(f"{path}: needs '// status:' and '// message:' header lines")
    return expected


def tree_digest(folder):
    """A digest of every file's path and content under folder (absent folder: empty)."""
    digest = hashlib.sha256()
    if folder.is_dir():
        for path in sorted(folder.rglob("*")):
            digest.update(str(path.relative_to(folder)).encode())
            if path.is_file():
                digest.update(path.read_bytes())
    return digest.hexdigest()


class Listener:
    """A TCP port on the host's loopback that counts the connections it gets."""

    def __init__(self):
        self.server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.server.bind(("127.0.0.1", 0))
        self.server.listen(16)
        self.server.settimeout(0.2)
        self.port = self.server.getsockname()[1]
        self.connections = 0
        self.running = True
        self.thread = threading.Thread(target=self.serve, daemon=True)
        self.thread.start()

    def serve(self):
        while self.running:
            try:
                connection, _ = self.server.accept()
                self.connections += 1
                connection.close()
            except socket.timeout:
                continue

    def stop(self):
        self.running = False
        self.thread.join()
        self.server.close()


def require_bubblewrap():
    """The suite's submissions try to write into the course: without the sandbox they would."""
    try:
        run = subprocess.run(["bwrap", "--unshare-all", "--ro-bind", "/", "/", "true"],
                             capture_output=True, text=True, timeout=30)
        ok, why = run.returncode == 0, run.stderr.strip()
    except OSError as error:
        ok, why = False, str(error)
    if not ok:
        sys.exit(f"bubblewrap cannot run here ({why}): the hostile suite needs the sandbox, "
                 "or its submissions would write into the course")


def make_submission(case, project, submissions, values):
    """submissions/NAME/exercises/02-capture-recursion/: the solution with the case put in."""
    solution = (project / "solutions" / LESSON / SOLUTION_FILE).read_text()
    if HOOK not in solution:
        sys.exit(f"solutions/{LESSON}/{SOLUTION_FILE} no longer has the line the suite hooks into:\n{HOOK}")
    code = case.read_text()
    for key, value in values.items():
        code = code.replace(f"@{key}@", value)
    folder = submissions / case.stem / "exercises" / LESSON
    folder.mkdir(parents=True)
    (folder / SOLUTION_FILE).write_text(code + "\n" + solution.replace(HOOK, HOOKED))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("stonelab")
    parser.add_argument("project", type=pathlib.Path)
    parser.add_argument("work", type=pathlib.Path)
    parser.add_argument("--jobs", default="2")
    parser.add_argument("--bound", type=float, default=600)
    args = parser.parse_args()
    require_bubblewrap()
    project = args.project.resolve()
    work = args.work.resolve()
    shutil.rmtree(work, ignore_errors=True)
    submissions = work / "submissions"
    out = work / "out"

    sentinel = "stonelab-hostile-" + uuid.uuid4().hex[:12]
    hidden_files = sorted((project / "tests" / LESSON / "hidden").glob("*"))
    listener = Listener()
    values = {
        "PROJECT": str(project),
        "SENTINEL": sentinel,
        "HOME": os.environ.get("HOME", "/root"),
        "PORT": str(listener.port),
        "HIDDEN_FILE": str(hidden_files[0]) if hidden_files else str(project / "tests" / LESSON / "hidden" / "x"),
    }
    cases = sorted((project / "tests" / "grading" / "hostile").glob("*.cpp"))
    expected = {case.stem: read_case(case) for case in cases}
    for case in cases:
        make_submission(case, project, submissions, values)

    guarded = [project / "tests" / LESSON / "data", project / "tests" / LESSON / "hidden",
               project / "solutions" / LESSON]
    before = {folder: tree_digest(folder) for folder in guarded}

    command = [args.stonelab, "grade", *[str(submissions / case.stem) for case in cases],
               "--out", str(out), "--format", "json", "--lesson", "2", "-j", args.jobs,
               "--compile-time-limit", "10", "--keep-work"]
    start = time.monotonic()
    run = subprocess.run(command, cwd=project, capture_output=True, text=True, timeout=args.bound + 60)
    elapsed = time.monotonic() - start
    listener.stop()
    print(run.stderr[-3000:])
    if run.returncode != 0:
        print(run.stdout)
        sys.exit(f"stonelab grade exited with status {run.returncode}")

    problems = []
    rows = []
    for case in cases:
        name = case.stem
        want = expected[name]
        results = json.loads((out / "submissions" / name / "results.json").read_text())
        tests = [t for t in results["tests"] if t["lesson"] == 2]
        if not tests:
            problems.append(f"{name}: no lesson 2 tests in the results")
            continue
        guilty = [t for t in tests if t["name"] == GUILTY]
        others = [t for t in tests if t["name"] != GUILTY]
        if want["status"] == "compile error":
            judged = tests
            innocent_ok = True
        else:
            judged = guilty
            innocent_ok = all(t["stonelab_status"] == "pass" for t in others)
            if not innocent_ok:
                hurt = [t["name"] + " (" + t["stonelab_status"] + ")" for t in others if t["stonelab_status"] != "pass"]
                problems.append(f"{name}: other tests were affected: {hurt}")
        if not judged:
            problems.append(f"{name}: the guilty test is missing")
            continue
        for test in judged:
            message = test["message"] or ""
            if test["stonelab_status"] != want["status"]:
                problems.append(f"{name}: {test['name']}: status {test['stonelab_status']}, expected {want['status']}\n{message}")
            elif want["message"] not in message:
                problems.append(f"{name}: {test['name']}: message does not say '{want['message']}':\n{message}")
        first = judged[0]
        summary = (first["message"] or "").strip().splitlines()
        rows.append((name, first["stonelab_status"], summary[0] if summary else "",
                     "others pass" if want["status"] != "compile error" else "whole lesson"))

    # Nothing outside the sandbox changed.
    for folder in guarded:
        if tree_digest(folder) != before[folder]:
            problems.append(f"{folder} changed during grading")
    home = pathlib.Path(values["HOME"])
    for place in [pathlib.Path("/tmp"), home, project, project / "tests" / LESSON / "data",
                  project / "solutions", work, out / ".work"]:
        if (place / sentinel).exists():
            problems.append(f"a submission wrote {place / sentinel} outside its sandbox")
    leftovers = list(work.rglob(sentinel))
    # Inside a test's own folder is where a test may write; anywhere else is an escape.
    escaped = [p for p in leftovers if "test-" not in str(p.parent.name)]
    if escaped:
        problems.append(f"files written outside the tests' folders: {escaped}")
    if listener.connections:
        problems.append(f"the listening port got {listener.connections} connection(s) from a sandbox")
    if elapsed > args.bound:
        problems.append(f"the run took {elapsed:.0f} s, more than the bound of {args.bound:.0f} s")

    width = max(len(r[0]) for r in rows) if rows else 10
    print(f"{'case':<{width}}  {'status':<13}  message")
    for name, status, message, scope in rows:
        print(f"{name:<{width}}  {status:<13}  {message[:90]}  [{scope}]")
    print(f"{len(cases)} hostile submissions graded in {elapsed:.1f} s; "
          f"port connections: {listener.connections}")
    if problems:
        print("\nPROBLEMS:")
        for problem in problems:
            print(" - " + problem)
        sys.exit(1)
    print("hostile suite: every submission judged as expected, nothing escaped")


if __name__ == "__main__":
    main()
