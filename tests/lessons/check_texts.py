#!/usr/bin/env python3
"""Every lesson's text and its tests in step: each task's "The checks" list names exactly the
test cases of that task.

A task's section of lessons/NN-slug/README.md ("## Task K: ...") has a paragraph that starts
with "**The checks**", followed by a list, one item per test case of the task, each item
starting with the test's name (what follows "task K: " in the TEST_CASE) in bold:

    **The checks** (tests/02-capture-recursion/test_walk.cpp):
    - **the walk visits the stones in seed 002's order**: ... what it checks, in a sentence.

The test names come from the lesson's test program (its --list-test-names-only), so the list
is what runs. Tests tagged [reference] check the course's own data; they may be listed too,
and are not required. A test missing from the text, or a listed check that is not a test, is
an error, named with the lesson and the task.

Each `uses | task K: J ...` record of lessons/course.txt (task K's tests run the student's
task J) is witnessed by a bug patch of task J whose "Also caught by:" line names task K (the
build makes that a test: the patch's version fails task K's tests), and each such line of a
patch names a later task only where course.txt says so.

A lesson's review (tests/NN-slug/REVIEW.md: what each task specifies and the test that fails
when it is broken) names tests as `task K: name`, in backquotes: each must be a test of the
lesson, so that the review cannot go on naming a test that was renamed or removed.

usage: check_texts.py PROJECT_ROOT BUILD_DIR [--self-test]
"""
import pathlib
import re
import subprocess
import sys
import tempfile

TASK = re.compile(r"^## Task (\d+):")
ITEM = re.compile(r"^- \*\*(.+?)\*\*")


def lessons(project):
    """(number, folder) of every lesson in course.txt."""
    found = []
    for line in (project / "lessons" / "course.txt").read_text().splitlines():
        match = re.match(r"^lesson (\d\d) ([a-z0-9-]+) \|", line)
        if match:
            found.append((match.group(1), f"{match.group(1)}-{match.group(2)}"))
    return found


def listed_checks(readme):
    """{task: [names]} from the "The checks" lists of a lesson text."""
    checks = {}
    task = None
    in_list = False
    for line in readme.splitlines():
        match = TASK.match(line)
        if match:
            task, in_list = int(match.group(1)), False
            checks.setdefault(task, [])
            continue
        if line.startswith("## "):
            task, in_list = None, False
            continue
        if task is None:
            continue
        if line.startswith("**The checks**"):
            in_list = True
            continue
        if in_list:
            item = ITEM.match(line)
            if item:
                checks[task].append(item.group(1))
            elif line.strip() and not line.startswith("  ") and not line.startswith("- "):
                in_list = False
    return checks


def test_names(program, tags):
    """The test names of `program` matching Catch2 `tags`."""
    run = subprocess.run(
        [str(program), "--list-test-names-only", tags], capture_output=True, text=True, timeout=60
    )
    return [line for line in run.stdout.splitlines() if line.strip()]


def problems_of(project, build):
    problems = []
    for number, folder in lessons(project):
        readme = project / "lessons" / folder / "README.md"
        program = build / f"lesson{number}_solution_tests"
        if not readme.exists() or not program.exists():
            continue
        listed = listed_checks(readme.read_text())
        tests = {}
        for name in test_names(program, "~[reference]"):
            match = re.match(r"^task (\d+): (.*)$", name)
            if not match:
                problems.append(f"lesson {number}: test '{name}' does not start 'task K: '")
                continue
            tests.setdefault(int(match.group(1)), []).append(match.group(2))
        references = {}
        for name in test_names(program, "[reference]"):
            match = re.match(r"^task (\d+): (.*)$", name)
            if match:
                references.setdefault(int(match.group(1)), []).append(match.group(2))
        review = project / "tests" / folder / "REVIEW.md"
        if review.exists():
            names = set(test_names(program, "[lesson" + number + "]"))
            problems += review_problems(number, review, names)
        for task in sorted(set(tests) | set(listed)):
            text = listed.get(task, [])
            have = tests.get(task, [])
            for name in have:
                if name not in text:
                    problems.append(
                        f"lesson {number} task {task}: the test '{name}' is not in "
                        f"the text's checks ({readme.relative_to(project)})"
                    )
            for name in text:
                if name not in have and name not in references.get(task, []):
                    problems.append(
                        f"lesson {number} task {task}: the text lists the check "
                        f"'{name}', which is not a test of the task"
                    )
    return problems


def declared_uses(course_text):
    """{(lesson, K, J)} from the `uses | task K: J ...` records."""
    uses, lesson = set(), None
    for line in course_text.splitlines():
        match = re.match(r"^lesson (\d\d) ", line)
        if match:
            lesson = match.group(1)
        match = re.match(r"^uses \| task (\d+): ([\d ]+)$", line)
        if match and lesson:
            uses |= {(lesson, int(match.group(1)), int(j)) for j in match.group(2).split()}
    return uses


def witnessed_uses(patches):
    """{(lesson, K, J): patch} from patches given as {(lesson, name): text}: a patch of task
    J whose "Also caught by:" line names a later task K."""
    found = {}
    for (lesson, name), text in sorted(patches.items()):
        task = re.search(r"^Task: (\d+)", text, re.M)
        also = re.search(r"^Also caught by: (.*)$", text, re.M)
        if not task or not also:
            continue
        j = int(task.group(1))
        for k in map(int, re.findall(r"task (\d+)", also.group(1))):
            if k > j:
                found.setdefault((lesson, k, j), name)
    return found


def uses_problems(project):
    declared = declared_uses((project / "lessons" / "course.txt").read_text())
    patches = {}
    for patch in sorted((project / "tests").glob("[0-9][0-9]-*/bugs/*.patch")):
        patches[(patch.parent.parent.name[:2], patch.name)] = patch.read_text()
    witnessed = witnessed_uses(patches)
    problems = []
    for lesson, k, j in sorted(declared - set(witnessed)):
        problems.append(
            f"lesson {lesson}: course.txt says task {k} uses task {j}, but no bug "
            f"patch of task {j} says 'Also caught by: task {k}'"
        )
    for (lesson, k, j), name in sorted(witnessed.items()):
        if (lesson, k, j) not in declared:
            problems.append(
                f"lesson {lesson}: {name} is caught by task {k} too, so task {k} "
                f"uses task {j}: add 'uses | task {k}: {j}' to course.txt"
            )
    return problems


REVIEWED_TEST = re.compile(r"`(task \d+: [^`]+)`")


def review_problems(number, review, names):
    """The tests a lesson's REVIEW.md names that the lesson does not have."""
    return [
        f"lesson {number}: {review.name} names the test '{name}', which the lesson does "
        f"not have"
        for name in REVIEWED_TEST.findall(review.read_text())
        if name not in names
    ]


def self_test():
    """The reader of the lists, on a made-up text: it must find what is there, no more."""
    text = (
        "# Lesson\n## Task 1: one\nwords\n\n**The checks** (tests/x.cpp):\n"
        "- **first name**: it does this,\n  over two lines.\n- **second**: that.\n\n"
        "**Hints**\n- **not a check**: a hint\n## Task 2: two\n**The checks**:\n"
        "- **third**: yes.\n## Going further\n- **nope**\n"
    )
    found = listed_checks(text)
    expected = {1: ["first name", "second"], 2: ["third"]}
    if found != expected:
        sys.exit(f"self-test: read {found}, expected {expected}")
    with tempfile.TemporaryDirectory() as folder:
        review = pathlib.Path(folder) / "REVIEW.md"
        review.write_text(
            "| a rule | README | `task 1: first name` (test_x.cpp) |\n"
            "| another | header | `task 2: gone` |\n"
        )
        found = review_problems("01", review, {"task 1: first name"})
        if len(found) != 1 or "'task 2: gone'" not in found[0]:
            sys.exit(f"self-test: the review check found {found}")
    course = "lesson 03 x | X\ntask 1 | 1 | a | b\ntask 2 | 1 | a | b\nuses | task 2: 1\n"
    patches = {
        ("03", "p.patch"): "Task: 1\nAlso caught by: task 2, task 3\n",
        ("03", "q.patch"): "Task: 2\nAlso caught by: task 1\n",
    }
    if declared_uses(course) != {("03", 2, 1)}:
        sys.exit(f"self-test: read the uses {declared_uses(course)}")
    if witnessed_uses(patches) != {("03", 2, 1): "p.patch", ("03", 3, 1): "p.patch"}:
        sys.exit(f"self-test: read the witnesses {witnessed_uses(patches)}")
    print("check_texts.py self-test: ok")


def main():
    if "--self-test" in sys.argv:
        self_test()
        return
    project, build = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    problems = problems_of(project, build) + uses_problems(project)
    for problem in problems:
        print(problem)
    if problems:
        sys.exit(f"{len(problems)} differences between the lessons' texts and their tests")
    print("every task's checks in the text are its tests, and every test is in the text")


if __name__ == "__main__":
    main()
