#!/usr/bin/env python3
"""`stonelab grade` on submissions that try to fill the disk or take the gradebook's place.

Each archive is made here, small on disk and large unpacked, and graded in one run:
  - zip-bomb-sources:   100 C++ files of 15 MiB each (1.5 GB unpacked, 1.5 MB zipped): every
                        one is left out as larger than 1 MiB, and none is unpacked;
  - tar-bomb-sources:   the same as a .tar.gz;
  - zip-bomb-other:     100 files of 15 MiB that are not sources: never unpacked at all;
  - many-sources:       300 small sources: over the 200 the grader takes, nothing is graded;
  - heavy-sources:      20 sources of 1 MiB less a byte: 20 MiB, over the 16 MiB the grader
                        takes in all, nothing is graded;
  - grades.csv:         a submission named like the gradebook, which must still be written;
and the reference solution of lesson 1 graded beside them to full marks.

usage: intake_limits.py STONELAB PROJECT_ROOT WORK_DIR
"""
import csv
import io
import json
import pathlib
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile

LESSON = "01-board-display"
MIB = 1 << 20


def zeros_zip(path, names, size):
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        block = b"\n" * size
        for name in names:
            archive.writestr(name, block)


def zeros_tar(path, names, size):
    block = b"\n" * size
    with tarfile.open(path, "w:gz") as archive:
        for name in names:
            info = tarfile.TarInfo(name)
            info.size = size
            archive.addfile(info, io.BytesIO(block))


def main():
    stonelab, project, work = (
        sys.argv[1],
        pathlib.Path(sys.argv[2]).resolve(),
        pathlib.Path(sys.argv[3]).resolve(),
    )
    shutil.rmtree(work, ignore_errors=True)
    subs = work / "submissions"
    subs.mkdir(parents=True)
    sources = [f"exercises/{LESSON}/big{i}.cpp" for i in range(100)]
    zeros_zip(subs / "zip-bomb-sources.zip", sources, 15 * MIB)
    zeros_tar(subs / "tar-bomb-sources.tar.gz", sources, 15 * MIB)
    zeros_zip(
        subs / "zip-bomb-other.zip",
        [f"exercises/{LESSON}/blob{i}.bin" for i in range(100)],
        15 * MIB,
    )
    zeros_zip(subs / "many-sources.zip", [f"exercises/{LESSON}/s{i}.cpp" for i in range(300)], 10)
    zeros_zip(
        subs / "heavy-sources.zip", [f"exercises/{LESSON}/h{i}.cpp" for i in range(20)], MIB - 1
    )
    shutil.copytree(project / "solutions" / LESSON, subs / "grades.csv" / "exercises" / LESSON)
    shutil.copytree(project / "solutions" / LESSON, subs / "reference" / "exercises" / LESSON)
    for archive in subs.glob("*.*"):
        print(f"{archive.name}: {archive.stat().st_size / MIB:.1f} MiB on disk")

    out = work / "out"
    names = [
        "zip-bomb-sources.zip",
        "tar-bomb-sources.tar.gz",
        "zip-bomb-other.zip",
        "many-sources.zip",
        "heavy-sources.zip",
        "grades.csv",
        "reference",
    ]
    start = time.monotonic()
    run = subprocess.run(
        [
            stonelab,
            "grade",
            *[str(subs / n) for n in names],
            "--out",
            str(out),
            "--lesson",
            "1",
            "--format",
            "json,csv",
            "-j",
            "2",
        ],
        cwd=project,
        capture_output=True,
        text=True,
        timeout=600,
    )
    elapsed = time.monotonic() - start
    print(run.stdout, run.stderr[-2000:])
    if run.returncode != 0:
        sys.exit(f"stonelab grade exited with status {run.returncode}")

    problems = []

    def notes(name):
        return json.loads((out / "submissions" / name / "results.json").read_text())["notes"]

    def expect_note(name, words):
        found = [note for note in notes(name) if words in note]
        if not found:
            problems.append(f"{name}: no note says '{words}': {notes(name)}")

    for name in ["zip-bomb-sources", "tar-bomb-sources"]:
        skipped = [n for n in notes(name) if "larger than 1 MiB" in n]
        if len(skipped) != 100:
            problems.append(f"{name}: {len(skipped)} files left out as larger than 1 MiB, not 100")
    expect_note("many-sources", "more than 200 source files, the most the grader takes")
    expect_note("heavy-sources", "more than 16 MiB, the most the grader")
    other = json.loads((out / "submissions" / "zip-bomb-other" / "results.json").read_text())
    if any("left out" in n for n in other["notes"]):
        problems.append(
            f"zip-bomb-other: files that are not sources were looked at: {other['notes']}"
        )
    for name in ["grades.csv", "reference"]:
        results = json.loads((out / "submissions" / name / "results.json").read_text())
        if results["score"] != results["max_score"] or results["max_score"] <= 0:
            problems.append(f"{name}: {results['score']}/{results['max_score']}, not full marks")
    with open(out / "grades.csv", newline="") as gradebook:
        rows = {row["submission"]: row for row in csv.DictReader(gradebook)}
    rows.pop("max", None)  # the row of the points each lesson is worth
    if set(rows) != {n.split(".")[0] if n.endswith((".zip", ".gz")) else n for n in names}:
        problems.append(f"the gradebook's rows: {sorted(rows)}")
    print(f"graded in {elapsed:.1f} s")
    if problems:
        print("PROBLEMS:")
        for problem in problems:
            print(" - " + problem)
        sys.exit(1)
    print("intake limits: every oversized submission refused or cut, the gradebook written")


if __name__ == "__main__":
    main()
