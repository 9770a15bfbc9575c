#!/usr/bin/env python3
"""`stonelab export` on simulated platforms: Gradescope and GitHub Classroom, end to end.

    platforms.py STONELAB PROJECT_ROOT WORK_DIR

Gradescope: exports the autograder zip, unpacks it in WORK/autograder/source/ as Gradescope
does, runs setup.sh (a real build of the course from the zip, in WORK) and run_autograder
with AUTOGRADER_ROOT=WORK/autograder, for the solutions (full marks) and the stubs (0), each
results.json validated by validate_results.py; then a run_autograder that cannot grade (no
course) must still leave a valid results.json with score 0, and fail.

GitHub Classroom: makes the instructor's repository (a git repository of the course as the
zip ships it, cloned --bare: its file:// URL stands for GitHub) and a student's repository
(the solutions in exercises/), exports the workflow into the student's repository, and runs
its steps as a runner would: `run:` steps with bash, their env and ${{ }} expressions filled
in; the checkout of the student's repository, the artifact upload and Classroom's reporter
(`uses:` steps) are checked by hand from what the run steps left.
The two share one build, to keep CI short: the Classroom run is given the build setup.sh made
(STONELAB_BUILD_DIR, which grade-classroom.sh takes as a build made before, e.g. restored from
a cache) and only brings it up to date; its grader reads the course from the clone and the
headers, tests and reference outputs from the kit of that build (the same files: both are
this tree as `git ls-files` has it). Configuring a fresh build is what setup.sh shows.

Both exports are for two lessons (`--lesson`, LESSONS below), as an instructor makes an
assignment per lesson or two: the zip's setup.sh then builds only their tests, and grading
grades only them. What is checked here does not depend on the lesson (the platforms' files,
scripts and formats); every lesson's stubs and solutions are graded in every format by the
release build's own grading tests (tests/grading/CMakeLists.txt), from the same files.

Bad input: a missing --course-repo, an unknown platform, an --out that cannot be written, a
lesson the course does not have. Prints the build and grading times.
"""
import base64
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import time

HERE = pathlib.Path(__file__).resolve().parent
PROBLEMS = []
# The lessons both exports grade: one of Go, one of Gomoku.
LESSONS = ["02", "10"]
LESSON_OPTIONS = [word for lesson in LESSONS for word in ("--lesson", lesson)]


def problem(message):
    print("PROBLEM: " + message)
    PROBLEMS.append(message)


def run(command, cwd, env=None, expect_success=True, timeout=1800):
    started = time.monotonic()
    done = subprocess.run(
        [str(part) for part in command],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    seconds = time.monotonic() - started
    if expect_success and done.returncode != 0:
        sys.exit(
            f"{' '.join(map(str, command))}\nexited with {done.returncode}:\n"
            f"{done.stdout[-6000:]}\n{done.stderr[-6000:]}"
        )
    return done, seconds


def platform_env(**extra):
    """The environment of a fresh machine: no STONELAB_BUILD_DIR from CTest, -j2 at most."""
    env = {key: value for key, value in os.environ.items() if key != "STONELAB_BUILD_DIR"}
    env["CMAKE_BUILD_PARALLEL_LEVEL"] = "2"
    env.update({key: str(value) for key, value in extra.items()})
    return env


def copy_exercises(source, submission):
    """submission/exercises/NN-slug/...: what a student uploads or pushes."""
    shutil.rmtree(submission, ignore_errors=True)
    shutil.copytree(source, submission / "exercises", ignore=shutil.ignore_patterns("README.md"))


def validate(out_dir, *options):
    done, _ = run(
        [sys.executable, HERE / "validate_results.py", out_dir, *options],
        HERE,
        expect_success=False,
    )
    print(done.stdout, done.stderr)
    if done.returncode != 0:
        problem(f"validate_results.py {out_dir} failed: {done.stderr.strip()}")


# ---- Gradescope -----------------------------------------------------------------------------


def gradescope_results(root, work, label):
    """Copies results/results.json into a folder the validator reads, validates it, returns it."""
    results = root / "results" / "results.json"
    if not results.exists():
        problem(f"gradescope {label}: run_autograder wrote no results/results.json")
        return None
    folder = work / "validated" / label / "submissions" / "submission"
    folder.mkdir(parents=True)
    shutil.copy(results, folder / "results.json")
    validate(folder.parent.parent, "--format", "gradescope", "--expect-submissions", "1")
    return json.loads(results.read_text())


def check_only_lessons_built(build, label):
    """The build has the graded tests of LESSONS and of no other lesson."""
    built = sorted(path.name for path in build.glob("lesson*_graded_tests"))
    expected = [f"lesson{lesson}_graded_tests" for lesson in LESSONS]
    if built != expected:
        problem(f"{label} built the graded tests {built}, expected {expected}")


def check_graded_lessons(tests, label):
    """Every graded test is of one of LESSONS, and each of them has tests."""
    seen = {lesson: 0 for lesson in LESSONS}
    for test in tests:
        found = re.match(r"lesson (\d+)", test["name"])
        lesson = f"{int(found.group(1)):02d}" if found else None
        if lesson not in seen:
            problem(f"{label}: a test of another lesson was graded: {test['name']}")
        else:
            seen[lesson] += 1
    if not all(seen.values()):
        problem(f"{label}: tests graded per lesson {seen}, expected some of each")


def run_autograder(root, source, work, label):
    copy_exercises(source, root / "submission")
    shutil.rmtree(root / "results", ignore_errors=True)
    done, seconds = run(
        [root / "source" / "run_autograder"], work, platform_env(AUTOGRADER_ROOT=root)
    )
    print(f"run_autograder ({label}): {seconds:.1f} s")
    return gradescope_results(root, work, label), seconds


def gradescope(stonelab, project, work):
    figures = {}
    zip_file = work / "stonelab-gradescope.zip"
    done, _ = run([stonelab, "export", "gradescope", "--out", zip_file, *LESSON_OPTIONS], project)
    print(done.stdout)
    root = work / "autograder"
    (root / "source").mkdir(parents=True)
    run(["unzip", "-q", zip_file, "-d", root / "source"], work)  # as Gradescope unpacks it
    for script in ("setup.sh", "run_autograder"):
        if not os.access(root / "source" / script, os.X_OK):
            problem(f"gradescope: {script} is not executable in the zip")

    listed = root / "source" / "graded-lessons"
    if not listed.exists() or listed.read_text().split() != LESSONS:
        problem(f"gradescope: the zip's graded-lessons does not list {LESSONS}")

    done, figures["gradescope setup.sh (install + build)"] = run(
        ["bash", root / "source" / "setup.sh"], work, platform_env(AUTOGRADER_ROOT=root)
    )
    check_only_lessons_built(root / "source" / "course" / "build", "gradescope setup.sh")

    results, figures["gradescope run_autograder, solutions"] = run_autograder(
        root, project / "solutions", work, "solutions"
    )
    if results:
        check_graded_lessons(results["tests"], "gradescope solutions")
        full = sum(test["max_score"] for test in results["tests"])
        if full <= 0 or abs(results["score"] - full) > 1e-9:
            problem(f"gradescope solutions: {results['score']}/{full}, expected full marks")
    results, figures["gradescope run_autograder, stubs"] = run_autograder(
        root, project / "exercises", work, "stubs"
    )
    if results and (results["score"] != 0 or not results["tests"]):
        problem(
            f"gradescope stubs: score {results['score']} with {len(results['tests'])} "
            "tests, expected 0 on every test"
        )

    # Grading that cannot run: no course (setup.sh never ran). The student must get a message.
    broken = work / "autograder-broken"
    (broken / "source").mkdir(parents=True)
    shutil.copy(root / "source" / "run_autograder", broken / "source")
    copy_exercises(project / "solutions", broken / "submission")
    done, _ = run(
        [broken / "source" / "run_autograder"],
        work,
        platform_env(AUTOGRADER_ROOT=broken),
        expect_success=False,
    )
    if done.returncode == 0:
        problem("gradescope: run_autograder without a course exited with status 0")
    results = gradescope_results(broken, work, "broken")
    if results and (results["score"] != 0 or "could not grade" not in results["output"]):
        problem(f"gradescope without a course: {results}")
    return root / "source" / "course" / "build", figures


# ---- GitHub Classroom -----------------------------------------------------------------------


def git(*arguments, cwd):
    run(
        [
            "git",
            "-c",
            "user.name=Stonelab test",
            "-c",
            "user.email=test@stonelab.invalid",
            "-c",
            "init.defaultBranch=main",
            *arguments,
        ],
        cwd,
    )


def instructor_repository(course, work):
    """A bare repository of the course (the files the export ships) and its file:// URL."""
    source = work / "instructor"
    shutil.copytree(
        course,
        source,
        ignore=lambda folder, names: [
            n for n in names if folder == str(course) and n.startswith("build")
        ],
    )
    git("init", "-q", cwd=source)
    git("add", ".", cwd=source)
    git("commit", "-q", "-m", "the course", cwd=source)
    git("clone", "-q", "--bare", source, work / "course.git", cwd=work)
    return (work / "course.git").as_uri()


def workflow_steps(text):
    """The steps of the workflow `stonelab export github-classroom` writes: a list of dicts
    with name, id, uses, if, run (the script) and env, with (mappings). Not a YAML parser:
    it reads the layout of that one file (steps at 6 spaces, their keys at 8, values at 10)."""
    steps = []
    key = None
    for line in text.split("\n")[text.split("\n").index("    steps:") + 1 :]:
        if not line.strip() or line.strip().startswith("#"):
            continue
        if line.startswith("      - "):
            steps.append({"env": {}, "with": {}})
            line = "        " + line[8:]
        indent = len(line) - len(line.lstrip())
        if indent == 8:
            key, _, value = line.strip().partition(": ")
            key = key.rstrip(":")
            if key not in ("env", "with"):
                steps[-1][key] = "" if value == "|" else value
        elif indent >= 10 and key == "run":
            steps[-1]["run"] += line[10:] + "\n"
        elif indent == 10 and key in ("env", "with"):
            name, _, value = line.strip().partition(": ")
            steps[-1][key][name] = value.strip("'\"") if value[:1] in "'\"" else value
        else:
            sys.exit(f"workflow_steps: cannot read the line {line!r}")
    return steps


def step_outputs(output_file):
    return dict(line.split("=", 1) for line in output_file.read_text().splitlines() if "=" in line)


def expression(match, env, output_file):
    name = match.group(1).strip()
    if name == "secrets.STONELAB_COURSE_TOKEN":
        return ""  # a public course: no token
    if name == "runner.temp":
        return env["RUNNER_TEMP"]
    found = re.fullmatch(r"steps\.stonelab\.outputs\.(\w+)", name)
    if found:
        return step_outputs(output_file).get(found.group(1), "")
    sys.exit(f"the workflow uses ${{{{ {name} }}}}, which the simulation does not know")


def classroom(stonelab, project, work, course):
    figures = {}
    url = instructor_repository(course, work)
    student = work / "student"
    copy_exercises(project / "solutions", student)
    git("init", "-q", cwd=student)
    git("add", ".", cwd=student)
    git("commit", "-q", "-m", "my solutions", cwd=student)

    run(
        [stonelab, "export", "github-classroom", "--course-repo", url, "--out", student]
        + LESSON_OPTIONS,
        work,
    )
    workflow = (student / ".github" / "workflows" / "stonelab-grade.yml").read_text()
    for needed in (
        url,
        ".stonelab-course/scripts/grade-classroom.sh",
        f"STONELAB_LESSONS: '{' '.join(LESSONS)}'",
        "secrets.STONELAB_COURSE_TOKEN",
        "actions/upload-artifact@",
        "classroom-resources/autograding-grading-reporter@",
    ):
        if needed not in workflow:
            problem(f"the workflow does not mention {needed}")

    runner = work / "runner"
    runner.mkdir()
    env = platform_env(
        GITHUB_ACTIONS="true",
        CI="true",
        GITHUB_WORKSPACE=student,
        STONELAB_BUILD_DIR=course / "build",
        GITHUB_STEP_SUMMARY=runner / "summary.md",
        GITHUB_OUTPUT=runner / "output",
        RUNNER_TEMP=runner / "temp",
    )
    (runner / "temp").mkdir()
    (runner / "output").write_text("")
    steps = workflow_steps(workflow)
    print("workflow steps: " + ", ".join(step["name"] for step in steps))
    for step in steps:
        fill = lambda text: re.sub(
            r"\$\{\{(.*?)\}\}", lambda m: expression(m, env, runner / "output"), text
        )
        uses = step.get("uses", "")
        if "run" in step:
            script = runner / "step.sh"
            script.write_text(fill(step["run"]))
            step_env = dict(env, **{k: fill(v) for k, v in step["env"].items()})
            done, seconds = run(
                ["bash", "--noprofile", "--norc", "-eo", "pipefail", script], student, step_env
            )
            figures[f"classroom step '{step['name']}'"] = seconds
            print(done.stdout[-3000:])
        elif uses.startswith("actions/checkout@"):
            pass  # the student's repository is the workspace already
        elif uses.startswith("actions/upload-artifact@"):
            uploaded = student / step["with"]["path"]
            if not (uploaded / "grades.csv").exists():
                problem(f"the artifact's path {uploaded} has no grades.csv")
        elif uses.startswith("classroom-resources/autograding-grading-reporter@"):
            check_reporter_input(step, fill)
        else:
            problem(f"the workflow has a step the simulation does not know: {step}")

    results_dir = student / "stonelab-results"
    validate(results_dir, "--expect-submissions", "1")
    results = json.loads(next(results_dir.glob("submissions/*/results.json")).read_text())
    check_graded_lessons(
        [{"name": f"lesson {test['lesson']}: {test['name']}"} for test in results["tests"]],
        "classroom",
    )
    check_only_lessons_built(course / "build", "classroom's grade-classroom.sh")
    if results["max_score"] <= 0 or abs(results["score"] - results["max_score"]) > 1e-9:
        problem(f"classroom: {results['score']}/{results['max_score']}, expected full marks")
    summary = (runner / "summary.md").read_text() if (runner / "summary.md").exists() else ""
    print(summary)
    total = f"**{results['max_score']:g}/{results['max_score']:g}**"
    if "| Lesson | Tests passed | Points |" not in summary or total not in summary:
        problem(f"the step summary has no table with the total {total}")
    return figures


def check_reporter_input(step, fill):
    """What Classroom's reporter would read: base64 JSON whose tests' scores add up to the
    points recorded, here full marks."""
    runners = step["with"]["runners"].split(",")
    for runner_id in runners:
        encoded = fill(step["env"].get(runner_id.strip().upper() + "_RESULTS", ""))
        if not encoded:
            problem(f"the reporter gets no result for the runner {runner_id}")
            continue
        result = json.loads(base64.b64decode(encoded))
        points = sum(test["score"] for test in result["tests"])
        if (
            result["max_score"] <= 0
            or abs(points - result["max_score"]) > 1e-9
            or result["status"] != "pass"
        ):
            problem(f"the reporter would record {points}/{result['max_score']}: {result}")
        else:
            print(f"Classroom would record Points {points:g}/{result['max_score']:g}")


# ---- bad input ------------------------------------------------------------------------------


def bad_input(stonelab, project, work):
    blocker = work / "a-file"
    blocker.write_text("a file where a folder should be\n")
    cases = [
        (["export", "github-classroom"], "--course-repo is required"),
        (["export", "github-classroom", "--course-repo", ""], "--course-repo URL"),
        (["export", "github-classroom", "--course-repo", "-u evil"], "cannot go into a workflow"),
        (["export", "nonsense"], "cannot export for 'nonsense'"),
        (["export"], "export needs a platform"),
        (
            [
                "export",
                "github-classroom",
                "--course-repo",
                "https://github.com/o/c.git",
                "--out",
                blocker / "repo",
            ],
            "cannot write",
        ),
        (["export", "gradescope", "--out", blocker / "x.zip"], "cannot write"),
        (["export", "gradescope", "--lesson", "42", "--out", work / "x.zip"], "no lesson 42"),
        (
            ["export", "github-classroom", "--course-repo", "https://github.com/o/c.git"]
            + ["--lesson", "0", "--out", work],
            "--lesson",
        ),
    ]
    for arguments, expected in cases:
        done, _ = run([stonelab, *arguments], project, expect_success=False)
        said = done.stdout + done.stderr
        if not 0 < done.returncode < 128 or expected not in said:
            problem(
                f"stonelab {' '.join(map(str, arguments))}: exit {done.returncode}, "
                f"expected a message with {expected!r}:\n{said}"
            )
        else:
            print(f"ok  stonelab {' '.join(map(str, arguments))}: {said.strip().splitlines()[0]}")


def main():
    stonelab, project, work = (pathlib.Path(argument).resolve() for argument in sys.argv[1:4])
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    bad_input(stonelab, project, work)
    build, figures = gradescope(stonelab, project, work)
    figures.update(classroom(stonelab, project, work, build.parent))
    print("times:")
    for name, seconds in figures.items():
        print(f"  {name}: {seconds:.1f} s")
    if PROBLEMS:
        print("PROBLEMS:\n" + "\n".join(" - " + p for p in PROBLEMS))
        sys.exit(1)
    print("ok")


if __name__ == "__main__":
    main()
