#!/usr/bin/env python3
"""Every file or folder that the contributor's and the reader's texts name exists.

HACKING.md, README.md, book/*.md and the lessons' HOWTO name paths of the repository in
backquotes (`engine/go/player.hpp`, `arena/`, `lessons/NN-slug/README.md`). A path is written
either from the top of the repository or from the folder a section is about (`go/board.hpp`
in the engine's section), so a name counts as found when some tracked path ends with it. A
glob (`hostile/*.cpp`) must match one at least, and `NN-slug` stands for any lesson's folder.
Paths outside the repository (absolute, `build/...`, a user's own files) are not checked.

Usage: check_paths.py SOURCE_DIR [--self-test]. Exits 1 and names each missing path with its
file and line.
"""

import fnmatch
import re
import subprocess
import sys
from pathlib import Path

# The texts about this repository's own layout. (README.md and the instructors' page also name
# paths in a class's repositories and a grader's folders: not checked here.)
TEXTS = [
    "HACKING.md",
    "book/playing.md",
    "book/lecturers.md",
    "lessons/HOWTO.md",
    "tests/HOWTO.md",
    "docs/README.md",
]

# A backquoted word that looks like a path: letters, digits, `._-*/`, with a '/' in it and
# either an extension or a final '/'.
CODE = re.compile(r"`([A-Za-z0-9_.*{}-]+(?:/[A-Za-z0-9_.*{}-]*)+)`")
# Written by a build or a user, not tracked: not checked.
OUTSIDE = ("build", "results/", "DIR/")


def tracked_paths(source):
    files = subprocess.run(
        ["git", "-C", str(source), "ls-files"], check=True, capture_output=True, text=True
    ).stdout.split("\n")
    paths = set()
    for name in filter(None, files):
        parts = name.split("/")
        for i in range(1, len(parts) + 1):
            paths.add("/".join(parts[:i]) + ("/" if i < len(parts) else ""))
    return paths


def looks_like_path(word):
    last = word.rstrip("/").rsplit("/", 1)[-1]
    return word.endswith("/") or "." in last


def found(word, paths):
    # Placeholders: NN-slug is a lesson's folder, NN its number, a word in capitals (NAME, DIR)
    # anything.
    pattern = word.replace("NN-slug", "[0-9][0-9]-*").replace("NN", "[0-9][0-9]")
    pattern = re.sub(r"\b[A-Z][A-Z_]+\b", "*", pattern)
    if word.endswith("/"):
        candidates = [p for p in paths if p.endswith("/")]
    else:
        candidates = [p for p in paths if not p.endswith("/")]
    for path in candidates:
        if path == word or path.endswith("/" + word):
            return True
        # Globs and placeholders: match the word against the path's tail of as many parts.
        tail = "/".join(path.rstrip("/").split("/")[-pattern.rstrip("/").count("/") - 1 :])
        if word.endswith("/"):
            tail += "/"
        if fnmatch.fnmatchcase(tail, pattern):
            return True
    return False


def missing_paths(source, texts, paths):
    missing = []
    for text in texts:
        whole = text.read_text(encoding="utf-8")
        for match in CODE.finditer(whole):
            word = match.group(1)
            before = whole[: match.start()]
            # Absolute paths, build outputs, a diff's a/ and b/ sides, another project's source
            # ("Rapfi's `command/gomocup.cpp`") are not this repository's.
            if (
                word.startswith(OUTSIDE)
                or word.startswith(("/", "a/", "b/"))
                or "{" in word
                or re.search(r"'s\s$", before)
            ):
                continue
            if looks_like_path(word) and not found(word, paths):
                number = before.count("\n") + 1
                missing.append(
                    f"{text.relative_to(source)}:{number}: `{word}` names no file "
                    "or folder of the repository"
                )
    return missing


def main():
    source = Path(sys.argv[1]).resolve()
    paths = tracked_paths(source)
    texts = sorted({t for pattern in TEXTS for t in source.glob(pattern)})
    if "--self-test" in sys.argv[2:]:
        # A path that was moved away must be caught, and a true one must not.
        probe = source / "HACKING.md"
        lines = [
            "`engine/formats/no_such_file.hpp`",
            "`engine/go/`",
            "`go/board.hpp`",
            "`lessons/NN-slug/README.md`",
            "`no_such_folder/`",
        ]
        bad = [w for w in lines if not found(w.strip("`"), paths)]
        if bad != ["`engine/formats/no_such_file.hpp`", "`no_such_folder/`"]:
            print(f"self-test failed: not found {bad}", file=sys.stderr)
            return 1
        print(f"self-test passed ({probe.name} unchanged)")
        return 0
    missing = missing_paths(source, texts, paths)
    for line in missing:
        print(line, file=sys.stderr)
    print(f"{len(texts)} texts read, {len(missing)} missing paths")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
