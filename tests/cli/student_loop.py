#!/usr/bin/env python3
"""`stonelab check` as a student meets it, on a fresh copy of the course with the usual
mistakes made on purpose: progress on the screen while tests run, a time-out that stops its
task's other tests, crashes explained with the file and line of the student's code (the
sanitized re-run), --task and --all; and a JSON trace on standard output alone while the first
run configures the build.

The copy is the course's tracked files (git ls-files) in WORK_DIR/course, built from nothing
in its own build/ folder, as a student's clone would be. In it:
  - lesson 2's stubs, untouched;
  - lesson 2 solved but with one mistake at a time: a vector of marks never sized, a walk that
    forgets its marks (endless recursion), the same walk with a stack of points to visit that
    forgets its marks (a vector that grows until the memory limit), a null pointer in the
    removal;
  - lesson 3 solved with an endless loop in check_move, which every task uses.
Each run's output is checked for what the student must read, and the loop's run for its time.

usage: student_loop.py STONELAB PROJECT_ROOT WORK_DIR
"""
import json
import pathlib
import re
import shutil
import subprocess
import sys
import time

LESSON2 = "02-capture-recursion"
LESSON3 = "03-legality-ko"
SOURCE2 = "capture_recursion.cpp"

problems = []


def check(condition, what, output=""):
    if not condition:
        problems.append(what + ("\n--- output ---\n" + output[-4000:] if output else ""))


def copy_course(project, course):
    files = (
        subprocess.run(["git", "ls-files", "-z"], cwd=project, capture_output=True, check=True)
        .stdout.decode()
        .split("\0")
    )
    for name in filter(None, files):
        source = project / name
        if source.is_file():
            target = course / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)


def solve_with(course, project, lesson, source, old, new):
    """exercises/LESSON/SOURCE := the solution with `old` replaced by `new` (a mistake)."""
    text = (project / "solutions" / lesson / source).read_text()
    if old not in text:
        sys.exit(f"solutions/{lesson}/{source} no longer has: {old}")
    (course / "exercises" / lesson / source).write_text(text.replace(old, new))


def stonelab_run(stonelab, course, *args, seconds=900, env=None):
    """`stonelab ARGS` in the course as a student runs it: its own HOME, Debian's PATH."""
    return subprocess.run(
        [stonelab, *args],
        cwd=course,
        capture_output=True,
        text=True,
        timeout=seconds,
        env={"PATH": "/usr/bin:/bin", "HOME": str(course), **(env or {})},
    )


def japanese_screens(stonelab, course):
    """The Japanese edition (STONELAB_LANG=ja): the map, show, hint, a check's summary and
    the demo in Japanese, the choice saved for the next command, and English again after
    --lang en."""
    ja = {"STONELAB_LANG": "ja"}
    course_map = stonelab_run(stonelab, course, env=ja).stdout
    check(
        course_map.startswith("Stonelab：コースの地図\n\n")
        and re.search(r"^ >  1  碁盤：石の色、座標、盤面図 +未着手$", course_map, re.M)
        and "\n次に：stonelab show 1 で課を読み" in course_map,
        "the map in Japanese, its titles in one column",
        course_map,
    )
    shown = stonelab_run(stonelab, course, "show", "1", env=ja).stdout
    check(
        shown.startswith("# 第1課 — 碁盤：石の色、座標、盤面図\n")
        and "## 課題 1: " in shown
        and max(len(line.encode("utf-16-le")) // 2 for line in shown.splitlines()) < 200,
        "show 1 prints README.ja.md, its paragraphs wrapped",
        shown[:2000],
    )
    hint = stonelab_run(stonelab, course, "hint", "2", "1", env=ja).stdout
    check(
        re.match(
            r"第2課 課題 1（3 点）：連をたどる：石とダメ\nヒント：[^\n]+\n詳しくは：lessons/"
            r"02-capture-recursion/README\.ja\.md#task-1\n$",
            hint,
        )
        is not None,
        "hint in Japanese, from course.ja.txt",
        hint,
    )
    # No STONELAB_LANG now: the saved choice, before LANG.
    output = stonelab_run(
        stonelab, course, "check", "2", "--task", "1", env={"LANG": "en_US.UTF-8"}
    ).stdout
    check(
        re.search(r"^第2課 課題 1：\d+ 個のテストのうち 0 個が通過（課題 1 が失敗）$", output, re.M)
        and "課題 1（3 点）：まだ書かれていません — lessons/02-capture-recursion/README.ja.md#task-1" in output
        and "\n次に：課題 1：" in output,
        "a check's summary and task lines in Japanese, by the saved choice",
        output,
    )
    # The demo too: `stonelab run` tells it the language (STONELAB_LANG in its environment),
    # here the saved choice, since the environment names none. (Built by step 0.)
    demo = stonelab_run(
        stonelab, course, "run", "2", "--solution", "--trace", env={"LANG": "en_US.UTF-8"}
    )
    check(
        demo.stdout.startswith("lesson02-solution をビルドしています...\n")
        and "\nステップ 1：白が C5 に打ちます\n" in demo.stdout
        and "ステップ 9：play_and_capture: 白 C5 で石を 6 個取ります" in demo.stdout,
        "stonelab run: the demo in the saved language, Japanese",
        demo.stdout + demo.stderr,
    )
    trace = stonelab_run(stonelab, course, "run", "2", "--solution", "--trace", "--format", "json")
    try:
        title = json.loads(trace.stdout)["title"]
    except ValueError:
        title = None
    check(title == "再帰でたどって石を取る", "the JSON trace in Japanese", trace.stdout[:2000])
    # The help, an unknown lesson and a refused option, by the saved choice too.
    helped = stonelab_run(stonelab, course, "check", "--help").stdout
    check(
        "使い方:" in helped
        and "課のあなたのコードをビルドして、テストを実行します" in helped
        and "この課題のテストだけを実行します" in helped
        and "Usage" not in helped,
        "stonelab check --help in Japanese",
        helped,
    )
    missing = stonelab_run(stonelab, course, "show", "42")
    check(
        missing.returncode == 1
        and re.fullmatch(r"stonelab: 第42課はありません。課は 1-\d+ です\n", missing.stderr),
        "an unknown lesson in Japanese",
        missing.stderr,
    )
    refused = stonelab_run(stonelab, course, "check", "--nonsense")
    check(
        refused.returncode != 0
        and refused.stderr.startswith("コマンドラインを読めませんでした：")
        and "--help を付けると使い方を表示します" in refused.stderr,
        "a refused option explained in Japanese",
        refused.stderr,
    )
    bad = stonelab_run(stonelab, course, "--lang", "fr")
    check(
        bad.returncode == 1 and "use ja (Japanese, 日本語) or en (English)" in bad.stderr,
        "--lang fr names the languages",
        bad.stderr,
    )
    back = stonelab_run(stonelab, course, "--lang", "en").stdout
    check(back.startswith("Stonelab: the course\n"), "--lang en: English again", back)
    # (--lang after run's own options, as after check's.)
    demo = stonelab_run(stonelab, course, "run", "2", "--solution", "--trace", "--lang", "en")
    check(
        demo.stdout.startswith("building lesson02-solution...\n")
        and "\nstep 1: White plays C5\n" in demo.stdout,
        "the demo in English again",
        demo.stdout[:2000] + demo.stderr,
    )


def check_run(stonelab, course, *args, seconds=900):
    start = time.monotonic()
    run = stonelab_run(stonelab, course, "check", *args, seconds=seconds)
    return run.stdout + run.stderr, time.monotonic() - start, run.returncode


def line_of(course, lesson, source, words):
    """The 1-based line of `words` in the student's file."""
    for number, line in enumerate(
        (course / "exercises" / lesson / source).read_text().splitlines(), 1
    ):
        if words in line:
            return number
    sys.exit(f"no '{words}' in {lesson}/{source}")


def main():
    stonelab, project, work = (
        sys.argv[1],
        pathlib.Path(sys.argv[2]).resolve(),
        pathlib.Path(sys.argv[3]).resolve(),
    )
    shutil.rmtree(work, ignore_errors=True)
    course = work / "course"
    copy_course(project, course)
    # The build configured here, without optimisation and without what a student's check
    # never builds, to save CI's time; the student's code alone at -O2, as a student's build
    # compiles it (a vector that grows without end reaches the memory limit in time).
    subprocess.run(
        [
            "cmake",
            "-S",
            str(course),
            "-B",
            str(course / "build"),
            "-G",
            "Ninja",
            "-DCMAKE_BUILD_TYPE=Debug",
            "-DCMAKE_CXX_FLAGS_DEBUG=-O0",
            "-DSTONELAB_EXERCISE_OPTIONS=-O2",
            "-DSTONELAB_BUG_CHECKS=OFF",
            "-DSTONELAB_GRADING=OFF",
            "-DSTONELAB_DOCS=OFF",
        ],
        capture_output=True,
        check=True,
    )
    figures = []

    # 0. A document on standard output is the document alone, even on the first run of all:
    # without build.ninja, `stonelab run` configures the build (with the options above, kept
    # in the cache) and says so on standard error.
    (course / "build" / "build.ninja").unlink()
    run = stonelab_run(stonelab, course, "run", "2", "--solution", "--trace", "--format", "json")
    check(
        "configuring the build in build/ (first time only)" in run.stderr,
        "the first run says it configures the build, on standard error",
        run.stderr,
    )
    try:
        check(json.loads(run.stdout)["lesson"] == 2, "the JSON trace is lesson 2's", run.stdout)
    except ValueError as error:
        check(False, f"standard output is not a JSON document alone ({error})", run.stdout)

    # 1. The stubs: a line per test while it runs, one line per task, the first failure of
    # each task, the summary and what to do next.
    output, seconds, status = check_run(stonelab, course, "2")
    figures.append(f"check 2 on the stubs, first build included: {seconds:.0f} s")
    check(status == 1, "check on the stubs must fail", output)
    check(
        re.search(r"\[ 1/\d+\] task 1: .* \.\.\. FAILED", output) is not None,
        "a progress line per test",
        output,
    )
    check(
        re.search(
            r"^  task 1 \(3 points\): not done yet — see lessons/02-capture-recursion/"
            r"README.md#task-1$",
            output,
            re.M,
        )
        is not None,
        "one line for a task not started",
        output,
    )
    check(
        output.count("not done yet") == 4,
        "one 'not done yet' per task of lesson 2, not one per check",
        output,
    )
    check(
        re.search(
            r"^next: task 1: read lessons/02-capture-recursion/README.md#task-1 and "
            r"write it \(stonelab hint 2 1\), then stonelab check 2 --task 1$",
            output,
            re.M,
        )
        is not None,
        "the last line says what to do next",
        output,
    )

    # 1b. The same in Japanese, and back to English.
    japanese_screens(stonelab, course)

    # 2. --task, and a task that fails because an earlier one does: the solution with task 3's
    # removal stopping at one stone, which task 4 (play) uses. Task 4 also has a hidden test.
    output, _, _ = check_run(stonelab, course, "2", "--task", "2")
    check(
        "running task 2's" in output and "task 1:" not in output.split("one at a time")[1],
        "--task 2 runs task 2's tests only",
        output,
    )
    check("lesson 2, task 2: 0 of" in output, "the summary names the task checked", output)
    solve_with(
        course,
        project,
        LESSON2,
        SOURCE2,
        "    for (int offset : board.dir4())\n"
        "        if (board.cells[z + offset] == color) removed += remove_from(",
        "    for (int offset : board.dir4())\n" "        if (false) removed += remove_from(",
    )
    output, _, _ = check_run(stonelab, course, "2")
    check(
        re.search(
            r"^  task 4 \(\d points?\): \d+ of \d+ pass — task 4 uses your task 3, "
            r"which fails too: fix task 3 first$",
            output,
            re.M,
        )
        is not None,
        "a task that fails with an earlier one it uses says so",
        output,
    )
    task4 = output.split("\ntask 4: ")[-1]
    first = re.search(r"^  FAILED: (task 4: .*)$", task4, re.M)
    check(
        first is not None and "hidden" not in first.group(1),
        "a task's first failure shown is a visible test's",
        output,
    )
    output, _, _ = check_run(stonelab, course, "2", "--task", "4", "--all")
    check(
        output.count("FAILED: task 4:") >= 2 and "more of task" not in output,
        "--all shows every failure",
        output,
    )
    check(
        "(a visible test of task 4 fails too, and it shows what was expected: look at "
        "'task 4: " in output,
        "a hidden failure points at a visible one",
        output,
    )
    # --task records what it found: the hint and the map follow it.
    hint = stonelab_run(stonelab, course, "hint", "2").stdout
    check(hint.startswith("lesson 2, task 3 "), "hint follows the last check", hint)

    # Past a hard lesson: `go` makes another lesson current, the map shows the skipped ones.
    def stonelab_says(*args):
        return stonelab_run(stonelab, course, *args).stdout

    moved = stonelab_says("go", "4")
    check(
        moved.startswith("now on lesson 4: ") and "3 lessons from 1 to 3 are not done" in moved,
        "go 4 moves on and names the lessons skipped",
        moved,
    )
    course_map = stonelab_says()
    check(
        re.search(r"^    2  .*  skipped, failing \d+ of \d+ \(task 3\)$", course_map, re.M)
        is not None
        and re.search(r"^ >  4  ", course_map, re.M) is not None,
        "the map shows lesson 2 skipped with its last check, and 4 current",
        course_map,
    )
    stonelab_says("go", "2")
    output, _, status = check_run(stonelab, course, "2", "--task", "9")
    check(
        status == 1 and "lesson 2 has no task 9; its tasks are 1-4" in output,
        "--task of a task there is not",
        output,
    )

    # 3. A vector never sized: a crash, found again with the sanitizers at the student's line.
    solve_with(
        course,
        project,
        LESSON2,
        SOURCE2,
        "    std::vector<bool> seen(board.cells.size(), false);\n    visit(",
        "    std::vector<bool> seen; // forgot to size it\n    visit(",
    )
    output, seconds, _ = check_run(stonelab, course, "2", "--task", "1")
    figures.append(
        f"check 2 --task 1, a vector never sized, sanitized build included: " f"{seconds:.0f} s"
    )
    line = line_of(course, LESSON2, SOURCE2, "seen[z] = true;")
    # vector<bool>'s operator[] is not among libstdc++'s checked ones: the empty vector's null
    # data is what AddressSanitizer sees.
    check(
        f"exercises/{LESSON2}/{SOURCE2}:{line}, in visit: " in output,
        "a bad index: the student's file and line",
        output,
    )
    check("a vector that was never sized" in output, "a bad index: the likely cause", output)
    # The demo on the same code: the crash is named, with where to look next.
    run = stonelab_run(stonelab, course, "run", "2", "--trace")
    check(
        run.returncode != 0
        and "crashed (segmentation fault): `stonelab check` runs the "
        "lesson's tests, and finds the file and line of a crash" in run.stderr,
        "a crashing demo says how to find the crash",
        run.stdout + run.stderr,
    )

    # 4. An endless recursion: the marks forgotten.
    solve_with(course, project, LESSON2, SOURCE2, "        if (seen[next]) continue;\n", "")
    output, seconds, _ = check_run(stonelab, course, "2", "--task", "1")
    check(
        re.search(
            rf"exercises/{LESSON2}/{SOURCE2}:\d+, in visit: stack overflow: visit "
            r"called itself (more than )?\d+ times without returning",
            output,
        )
        is not None,
        "endless recursion: the function and its line",
        output,
    )

    # The sanitized run compiled the student's code again, and nothing else: not the engine nor
    # the tests, which are the plain build's (cmake/Lessons.cmake, lessonNN_sanitized_tests).
    sanitized = [
        line.split("\t")[3]
        for line in (course / "build" / ".ninja_log").read_text().splitlines()
        if not line.startswith("#") and "sanitized" in line
    ]
    check(
        sanitized
        and all(
            name.startswith("CMakeFiles/lesson02_exercise_sanitized.dir/")
            or name == "lesson02_sanitized_tests"
            for name in sanitized
        ),
        "the sanitized build compiles only the student's files",
        "\n".join(sanitized),
    )
    check(not (course / "build-sanitize").exists(), "no second build folder")

    # 4b. The walk with a stack of points to visit, which forgets its marks: two stones push
    # each other back for ever, and the vector grows until the memory limit stops the test.
    # Run again with the sanitizers, the same limit stops it at the growth, named (not "memory
    # it should not read", which was said of it before).
    solve_with(
        course,
        project,
        LESSON2,
        SOURCE2,
        "    visit(board, z, board.cells[z], seen, walk);\n",
        "    std::vector<Point> to_visit = {z};\n"
        "    while (!to_visit.empty()) {\n"
        "        const Point p = to_visit.back();\n"
        "        to_visit.pop_back();\n"
        "        walk.stones.push_back(p);\n"
        "        for (int offset : board.dir4())\n"
        "            if (board.cells[p + offset] == board.cells[z]) "
        "to_visit.push_back(p + offset);\n"
        "    }\n",
    )
    output, seconds, _ = check_run(stonelab, course, "2", "--task", "1")
    figures.append(f"check 2 --task 1, a vector that grows without end: {seconds:.0f} s")
    check("killed: used more than 512 MiB" in output, "endless growth: the memory limit", output)
    check(
        re.search(
            rf"exercises/{LESSON2}/{SOURCE2}:\d+, in walk_string: memory exhausted: a "
            r"std::vector grew without end \(push_back, here\)",
            output,
        )
        is not None,
        "endless growth: the vector, the function and its line",
        output,
    )
    check("should not read" not in output, "endless growth is not a bad read", output)

    # 5. A null pointer.
    solve_with(
        course,
        project,
        LESSON2,
        SOURCE2,
        "    board.cells[z] = kEmpty;\n    int removed = 1;",
        "    board.cells[z] = kEmpty;\n    int* count = nullptr;\n    int removed = *count + 1;",
    )
    output, _, _ = check_run(stonelab, course, "2", "--task", "3")
    line = line_of(course, LESSON2, SOURCE2, "int removed = *count + 1;")
    check(
        f"exercises/{LESSON2}/{SOURCE2}:{line}, in remove_from: a null pointer" in output,
        "a null pointer: the student's file and line",
        output,
    )

    # 6. An endless loop in lesson 3's check_move, which every task calls: each task stops at
    # its first time-out, and the whole check takes well under 30 s.
    # (A loop with no side effect may be assumed to end, and compiled away: this one counts.)
    solve_with(
        course,
        project,
        LESSON3,
        "legality.cpp",
        "    if (z == kPass) return Verdict::Legal;",
        "    for (volatile int spin = 0; z != kPass; spin = spin + 1) {\n    }\n"
        "    if (z == kPass) return Verdict::Legal;",
    )
    check_run(stonelab, course, "3", "--task", "1")  # the build, not timed below
    output, seconds, _ = check_run(stonelab, course, "3")
    figures.append(f"check 3 on an endless loop: {seconds:.1f} s")
    check(seconds < 30, f"check 3 on an endless loop took {seconds:.1f} s, more than 30", output)
    # (On a busy machine the wall clock may stop it first: "timed out after 6 s of wall-clock
    # time, still computing".)
    check("TIMED OUT" in output and "timed out after" in output, "the time-out is named", output)
    check(
        re.search(r"task 1: .* \.\.\. TIMED OUT\n.*task 1: .* \.\.\. not run\n", output)
        is not None,
        "the task's other tests are not run after a time-out",
        output,
    )
    check(
        re.search(r"\.\.\. not run$", output, re.M) is not None,
        "a skipped test shows as 'not run' while the check runs",
        output,
    )

    print("\n".join(figures))
    if problems:
        print("PROBLEMS:")
        for problem in problems:
            print(" - " + problem)
        sys.exit(1)
    print("the student's loop: progress, time-outs, crashes with file and line, --task, --all")
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
