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

A message can depend on the wall the grader stands behind (grader/sandbox.hpp): a header
line `// message (other users): ...` gives the words when the tests run as other users.

Each file tests/grading/forge/NAME.cpp is an attempt at a forged pass (see its README.md): its
`forge()` is put in front of lesson 2's *stubs* and called twice over, from a static
initializer (submission NAME-static) and at the start of every stubbed function (NAME-call).
Each must score exactly what the stubs score: 0, with no test passing.

The suite grades every submission in one `stonelab grade` run and checks that
  - the guilty test has the expected status, and its message contains the expected words;
  - every other test of the lesson passes (for a compile error: every test of the lesson has
    status "compile error");
  - every forged submission scores 0;
  - nothing outside the sandbox changed: the files the submissions try to write do not exist,
    the reference outputs are as they were, and the TCP port they try to reach got no
    connection (with the other-users wall, a test may write in the world-writable /tmp: that
    one place is not checked there);
  - the whole run ended within BOUND seconds.
It prints a table of the results.

usage: hostile_suite.py STONELAB PROJECT_ROOT WORK_DIR [--jobs N] [--bound SECONDS]
                        [--wall bubblewrap|other-users]
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
STUB_THROW = "    throw NotImplemented("
STUB_FORGED = "    forge();\n    throw NotImplemented("
STUB_FILE = "capture_recursion.cpp"


def read_case(path, wall):
    """The case's expected status and message (for `wall`), from its header comments."""
    expected = {}
    for line in path.read_text().splitlines():
        if not line.startswith("//"):
            break
        key, _, value = line[2:].strip().partition(":")
        if key in ("status", "message"):
            expected.setdefault(key, value.strip())
        if key == f"message ({wall.replace('-', ' ')})":
            expected["message"] = value.strip()
    if not {"status", "message"} <= set(expected):
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
        run = subprocess.run(
            ["bwrap", "--unshare-all", "--ro-bind", "/", "/", "true"],
            capture_output=True,
            text=True,
            timeout=30,
        )
        ok, why = run.returncode == 0, run.stderr.strip()
    except OSError as error:
        ok, why = False, str(error)
    if not ok:
        sys.exit(
            f"bubblewrap cannot run here ({why}): the hostile suite needs the sandbox, "
            "or its submissions would write into the course"
        )


def make_forged_submissions(case, project, submissions):
    """NAME-static and NAME-call: lesson 2's stubs with the case's forge() called from a static
    initializer, or at the start of every stubbed function."""
    stubs = (project / "exercises" / LESSON / STUB_FILE).read_text()
    if STUB_THROW not in stubs:
        sys.exit(f"exercises/{LESSON}/{STUB_FILE} no longer has the lines the suite hooks into")
    code = case.read_text()
    names = []
    for when, body in [
        ("static", stubs + "\nnamespace {\nconst int forged = (forge(), 0);\n}\n"),
        ("call", stubs.replace(STUB_THROW, STUB_FORGED)),
    ]:
        name = f"{case.stem}-{when}"
        folder = submissions / name / "exercises" / LESSON
        folder.mkdir(parents=True)
        (folder / STUB_FILE).write_text(code + "\n" + body)
        names.append(name)
    return names


def make_submission(case, project, submissions, values):
    """submissions/NAME/exercises/02-capture-recursion/: the solution with the case put in."""
    solution = (project / "solutions" / LESSON / SOLUTION_FILE).read_text()
    if HOOK not in solution:
        sys.exit(
            f"solutions/{LESSON}/{SOLUTION_FILE} no longer has the line the suite hooks into:\n{HOOK}"
        )
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
    parser.add_argument("--wall", choices=["bubblewrap", "other-users"], default="bubblewrap")
    args = parser.parse_args()
    if args.wall == "bubblewrap":
        require_bubblewrap()
    elif os.geteuid() != 0:
        print(
            "skipped: the other-users wall needs root (the grader runs tests as users of "
            "their own)"
        )
        sys.exit(77)
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
        "BUILD": os.environ.get("STONELAB_BUILD_DIR", str(project / "build")),
        "HIDDEN_FILE": str(hidden_files[0])
        if hidden_files
        else str(project / "tests" / LESSON / "hidden" / "x"),
    }
    cases = sorted((project / "tests" / "grading" / "hostile").glob("*.cpp"))
    expected = {case.stem: read_case(case, args.wall) for case in cases}
    for case in cases:
        make_submission(case, project, submissions, values)
    forged = []
    for case in sorted((project / "tests" / "grading" / "forge").glob("*.cpp")):
        forged += make_forged_submissions(case, project, submissions)
    names = [case.stem for case in cases] + forged

    guarded = [
        project / "tests" / LESSON / "data",
        project / "tests" / LESSON / "hidden",
        project / "solutions" / LESSON,
    ]
    before = {folder: tree_digest(folder) for folder in guarded}

    command = [
        args.stonelab,
        "grade",
        *[str(submissions / name) for name in names],
        "--out",
        str(out),
        "--format",
        "json",
        "--lesson",
        "2",
        "-j",
        args.jobs,
        "--compile-time-limit",
        "10",
        "--keep-work",
    ]
    environment = dict(os.environ, STONELAB_SANDBOX=args.wall)
    start = time.monotonic()
    run = subprocess.run(
        command,
        cwd=project,
        capture_output=True,
        text=True,
        timeout=args.bound + 60,
        env=environment,
    )
    elapsed = time.monotonic() - start
    listener.stop()
    print(run.stderr[-3000:])
    if run.returncode != 0:
        print(run.stdout)
        sys.exit(f"stonelab grade exited with status {run.returncode}")
    kept = [
        line.split(" in ", 1)[1].strip().rstrip("/")
        for line in run.stdout.splitlines()
        if line.startswith("work folders kept in ")
    ]
    workspace = pathlib.Path(kept[0]) if kept else None

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
                hurt = [
                    t["name"] + " (" + t["stonelab_status"] + ")"
                    for t in others
                    if t["stonelab_status"] != "pass"
                ]
                problems.append(f"{name}: other tests were affected: {hurt}")
        if not judged:
            problems.append(f"{name}: the guilty test is missing")
            continue
        for test in judged:
            message = test["message"] or ""
            if test["stonelab_status"] != want["status"]:
                problems.append(
                    f"{name}: {test['name']}: status {test['stonelab_status']}, expected {want['status']}\n{message}"
                )
            elif want["message"] not in message:
                problems.append(
                    f"{name}: {test['name']}: message does not say '{want['message']}':\n{message}"
                )
        first = judged[0]
        summary = (first["message"] or "").strip().splitlines()
        rows.append(
            (
                name,
                first["stonelab_status"],
                summary[0] if summary else "",
                "others pass" if want["status"] != "compile error" else "whole lesson",
            )
        )

    for name in forged:
        results = json.loads((out / "submissions" / name / "results.json").read_text())
        tests = [t for t in results["tests"] if t["lesson"] == 2]
        passing = [t["name"] for t in tests if t["stonelab_status"] == "pass"]
        if not tests or results["score"] != 0 or passing:
            problems.append(
                f"{name}: scored {results['score']}, the stubs score 0; " f"passing: {passing}"
            )
        first = (tests[0]["message"] or "").strip().splitlines() if tests else [""]
        rows.append(
            (
                name,
                tests[0]["stonelab_status"] if tests else "?",
                first[0] if first else "",
                f"score {results['score']:g}",
            )
        )

    # Nothing outside the sandbox changed.
    for folder in guarded:
        if tree_digest(folder) != before[folder]:
            problems.append(f"{folder} changed during grading")
    home = pathlib.Path(values["HOME"])
    places = [home, project, project / "tests" / LESSON / "data", project / "solutions", work]
    if args.wall == "bubblewrap":
        places.append(pathlib.Path("/tmp"))
    for place in places:
        if (place / sentinel).exists():
            problems.append(f"a submission wrote {place / sentinel} outside its sandbox")
    (pathlib.Path("/tmp") / sentinel).unlink(missing_ok=True)
    if workspace is None:
        problems.append("stonelab grade --keep-work did not say where the work folders are")
    else:
        # A test's own folder (students/JOB/LESSON/test-N) is where it may write; anywhere
        # else in the workspace is an escape.
        leftovers = list(workspace.rglob(sentinel))
        escaped = [p for p in leftovers if not p.parent.name.startswith("test-")]
        if escaped:
            problems.append(f"files written outside the tests' folders: {escaped}")
        shutil.rmtree(workspace, ignore_errors=True)
    if listener.connections:
        problems.append(
            f"the listening port got {listener.connections} connection(s) from a sandbox"
        )
    if elapsed > args.bound:
        problems.append(f"the run took {elapsed:.0f} s, more than the bound of {args.bound:.0f} s")

    width = max(len(r[0]) for r in rows) if rows else 10
    print(f"{'case':<{width}}  {'status':<13}  message")
    for name, status, message, scope in rows:
        print(f"{name:<{width}}  {status:<13}  {message[:90]}  [{scope}]")
    print(
        f"{len(names)} hostile submissions graded ({args.wall}) in {elapsed:.1f} s; "
        f"port connections: {listener.connections}"
    )
    if problems:
        print("\nPROBLEMS:")
        for problem in problems:
            print(" - " + problem)
        sys.exit(1)
    print("hostile suite: every submission judged as expected, nothing escaped")


if __name__ == "__main__":
    main()
