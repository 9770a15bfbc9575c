"""Lesson 10's step-through is the paper's Figure 3 made to move: from H8 of the worked example,
each of the eight directions read point by point (one step per point, in the order the reading
takes them), the board redrawn with the point just read marked and the points before it
numbered, and beside it a table, in columns, of the code after each point in binary and hex;
then each direction's code, Row and pattern, then each line's Total and verdict.

The expected points, codes, Rows and patterns are computed here from the position, by the
paper's rules as the lesson states them, not taken from the demo.

Usage: python3 lesson10.py DEMO (the reference demo, build/lesson10-solution)."""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import Problems, json_frames, run, text_steps  # noqa: E402

LETTERS = "ABCDEFGHJKLMNOPQRST"

# The lesson's worked example (README.md; engine/gomoku/matsuda.hpp's kWorkedExample), rows
# 15 down to 1, columns A to P: Black considers H8.
WORKED_EXAMPLE = [
    "...............",
    "...............",
    "...............",
    "...............",
    "...............",
    ".....O.X.O.....",
    "......XXX......",
    "......O...O....",
    "........X......",
    "...............",
    ".......O..X....",
    "...............",
    "...............",
    "...............",
    "...............",
]
SIZE = 15
POINT = "H8"
ME, OPPONENT = "X", "O"

# Directions 0-3 are right, down, down-right, down-left (columns grow to the right, rows
# downwards); 4-7 the opposite ones.
STEPS = [(1, 0), (0, -1), (1, -1), (-1, -1), (-1, 0), (0, 1), (-1, 1), (1, 1)]
NAMES = ["right", "down", "down-right", "down-left", "left", "up", "up-left", "up-right"]

# The issue's own examples of the order of the points read.
NAMED_ORDERS = {
    0: ["J8", "K8", "L8"],
    1: ["H7", "H6", "H5"],
    2: ["J7", "K6", "L5", "M4", "N3"],
    3: ["G7", "F6", "E5"],
}
# Figure 4's verdicts on the four lines of H8 (the engine's and the lesson's tests' values).
VERDICTS = ["none", "three", "split four", "none"]


def name(column, row):
    return f"{LETTERS[column - 1]}{row}"


def at(column, row):
    if not (1 <= column <= SIZE and 1 <= row <= SIZE):
        return None  # the edge
    return WORKED_EXAMPLE[SIZE - row][column - 1]


def reading(n):
    """Direction n read by the paper's rule: a list of (point or None for the edge, what,
    sta after it, Row after it), then the final (sta, row)."""
    column, row = LETTERS.index(POINT[0]) + 1, int(POINT[1:])
    dx, dy = STEPS[n]
    sta, run, in_run, empties, reads = 0, 1, True, 0, []
    for distance in range(1, 6):
        c, r = column + distance * dx, row + distance * dy
        here = at(c, r)
        point = name(c, r) if here is not None else None
        if here == ".":
            sta, in_run, empties = sta * 4 + 1, False, empties + 1
            reads.append((point, "empty", sta, run))
            if empties == 3:
                break
        elif here == ME:
            sta, empties = sta * 4, 0
            if in_run:
                run += 1
            reads.append((point, "own", sta, run))
        else:
            sta += 0x0400
            reads.append((point, "edge" if here is None else "opponent", sta, run))
            break
    return reads, sta, run


def decode(sta):
    """The code read back (README, "Total, and what a code cannot say")."""
    text, started = "", False
    for pair in range(4, -1, -1):
        bits = (sta >> (2 * pair)) & 3
        started = started or bits == 1
        if started:
            text += "." if bits == 1 else "o"
    return text + ("x" if sta & 0x0400 else "")


def pattern(sta):
    """The lesson's rules for the patterns (README, task 2)."""
    s = decode(sta)
    if s == "":
        return "six"
    if s == "x":
        return "X"
    k = len(s[1:]) - len(s[1:].lstrip("o"))
    rest = s[1 + k :]
    if k == 0:
        return "A" if set(rest) <= {"."} else "O"
    if rest == "":
        return "X"
    if k == 1:
        return "E" if rest == "x" or rest.startswith(".o") else "B"
    if k == 2:
        if rest == "x":
            return "D"
        return "C" if rest[1:2] in (".", "x") else "D"
    return "F"


def pairs(sta):
    return str((sta >> 10) & 1) + "".join(f" {(sta >> (2 * p)) & 3:02b}" for p in range(4, -1, -1))


def hex4(sta):
    return f"0x{sta:04X}"


def check_table(problems, where, lines, n, reads, upto):
    """The table of direction n after point `upto` (0-based): a header, the start line, one
    line per point read, each field starting in its header's column; then Row so far."""
    header = next((i for i, line in enumerate(lines) if line.startswith("# pt")), None)
    if not problems.expect(header is not None, f"{where}: no table ('# pt  what ...')"):
        return
    head = lines[header]
    columns = [head.find(word) for word in ("#", "pt", "what", "Sta in binary", "hex")]
    if not problems.expect(-1 not in columns, f"{where}: the table's header is {head!r}"):
        return
    expected = [("", "", "start", pairs(0), hex4(0))]
    for i, (point, what, sta, _) in enumerate(reads[: upto + 1]):
        expected.append((str(i + 1), point or "-", what, pairs(sta), hex4(sta)))
    rows = lines[header + 1 : header + 1 + len(expected)]
    for r, (line, fields) in enumerate(zip(rows, expected)):
        for f, (start, field) in enumerate(zip(columns, fields)):
            end = columns[f + 1] if f + 1 < len(columns) else len(line)
            cell = line[start:end]
            problems.expect(
                cell.rstrip() == field and (start == 0 or line[start - 1] == " "),
                f"{where}, table line {r}: {cell.rstrip()!r} in the column of "
                f"{head.split()[min(f, 3)]!r} (from character {start}), expected "
                f"{field!r}: {line!r}",
            )
    problems.expect(
        len(rows) == len(expected),
        f"{where}: {len(rows)} table lines, expected " f"{len(expected)}",
    )
    after = lines[header + 1 + len(expected) :]
    problems.expect(
        after[:1] == [f"Row so far: {reads[upto][3]}"],
        f"{where}: {after[:1]} after the table, expected 'Row so far: " f"{reads[upto][3]}'",
    )


def board_marks(body, size=SIZE):
    """The marks on a text step's board: {point: text} for what is neither a stone nor empty,
    and the column where the text beside the board starts."""
    head = re.match(r"^(\s+A(?: [A-Z])+\s*)", body[0])  # the column letters
    beside_column = len(head.group(1)) if head else 0
    marks = {}
    for line in body[1 : size + 1]:
        row = int(line[:2])
        for column in range(1, size + 1):
            cell = line[1 + 2 * column]
            if cell not in ".XO":
                marks[name(column, row)] = cell
    return marks, beside_column


def expected_marks(reads, upto, extra=()):
    marks = {POINT: "*"}
    for i, (point, _, _, _) in enumerate(reads[:upto]):
        if point:
            marks[point] = str(i + 1)
    if upto < len(reads) and reads[upto][0]:
        marks[reads[upto][0]] = "@"
    for point, text in extra:
        marks[point] = text
    return marks


def main(demo):
    problems = Problems(10)
    readings = [reading(n) for n in range(8)]
    for n, order in NAMED_ORDERS.items():
        seen = [point for point, _, _, _ in readings[n][0]]
        problems.expect(seen == order, f"the check's own reading of direction {n}: {seen}")
    # The paper's Table 1 (README): the check's reading must give it, or the check is wrong.
    table1 = [
        (0x0405, 1),
        (0x0405, 1),
        (0x0045, 2),
        (0x0015, 1),
        (0x0400, 1),
        (0x0015, 3),
        (0x0400, 2),
        (0x0400, 2),
    ]
    problems.expect([(s, r) for _, s, r in readings] == table1, "the check's Table 1 is wrong")

    # The expected steps: the position, then per direction one step per point and one for
    # the code's pattern, then one per line.
    expected = [("start", None, None)]
    for n, (reads, _, _) in enumerate(readings):
        expected += [("point", n, i) for i in range(len(reads))] + [("done", n, None)]
    expected += [("line", m, None) for m in range(4)]

    steps = text_steps(demo)
    problems.expect(
        len(steps) == len(expected),
        f"text: {len(steps)} steps, expected {len(expected)} (the position, one per "
        "point read, one per direction, one per line)",
    )
    frames = json_frames(demo)
    problems.expect(
        len(frames) == len(expected), f"json: {len(frames)} frames, expected " f"{len(expected)}"
    )
    problems.expect(
        frames and frames[0].get("rows") == WORKED_EXAMPLE,
        "json: the first frame's board is not the worked example",
    )
    plain = run(demo)
    # 80 columns, the table beside the board: here and from a point near the edge (where the
    # readings meet the edge), as White.
    for arguments in ((), ("--at", "B14", "--color", "white")):
        wide = [line for line in run(demo, "--trace", *arguments).splitlines() if len(line) > 78]
        problems.expect(
            not wide,
            f"--trace {' '.join(arguments)}: lines wider than 78 " f"characters: {wide[:2]}",
        )
    # Five Enters answer five prompts; the sixth meets the end of the input, and the rest runs.
    stepped = run(demo, "--step", stdin="\n" * 5)
    problems.expect(
        "(Enter" not in stepped and stepped.count("[Enter: next step") == 6,
        "--step: the steps do not all stop at the Stepper's prompt, or the demo "
        "prints a prompt of its own",
    )

    for s, ((kind, n, i), step) in enumerate(zip(expected, steps)):
        number, caption, body = step
        frame = frames[s] if s < len(frames) else {"caption": "", "marks": [], "labels": []}
        where = f"text step {number}"
        jwhere = f"json frame {s}"
        jmarks = {
            m["point"]: {"candidate": "*", "visit": "@"}.get(m["kind"], m["kind"])
            for m in frame.get("marks", [])
        }
        jmarks.update({label["point"]: label["text"] for label in frame.get("labels", [])})
        jlines = frame["caption"].split("\n")
        problems.expect(number == s + 1, f"{where}: numbered {number}, expected {s + 1}")
        marks, column = board_marks(body) if body else ({}, 0)
        if column < len(body[0]) if body else False:
            beside = [line[column:] for line in body[: SIZE + 2]]
        else:  # too wide for 80 columns: the Stepper put it under the board
            beside = body[SIZE + 3 :]
            problems.expect(
                kind == "start",
                f"{where}: the text is under the board, not " "beside it (wider than 80 columns?)",
            )
        if kind == "start":
            problems.expect(marks == {POINT: "*"}, f"{where}: marks {marks}, expected H8 alone")
            problems.expect(jmarks == {POINT: "*"}, f"{jwhere}: marks {jmarks}")
            continue
        if kind == "point":
            reads, _, _ = readings[n]
            point, what, sta, row = reads[i]
            head = f"direction {n}, point {i + 1}: " + (f"{point}, " if point else "edge: ")
            for w, text, lines, seen in (
                (where, caption, beside, marks),
                (jwhere, jlines[0], jlines[1:], jmarks),
            ):
                problems.expect(text.startswith(head), f"{w}: {text!r}, expected {head!r}...")
                problems.expect(
                    (" and stop" in text) == (i == len(reads) - 1),
                    f"{w}: {text!r}: the reading ends after point "
                    f"{len(reads)} of direction {n}, and only there",
                )
                problems.expect(
                    ("x 4 + 1" in text) == (what == "empty")
                    and ("0x0400" in text) == (what in ("opponent", "edge")),
                    f"{w}: {text!r} says the wrong thing for {what} {point}",
                )
                want = expected_marks(reads, i)
                if w == jwhere and point:  # the JSON has a ring, not a number, on it
                    want[point] = "@"
                problems.expect(seen == want, f"{w}: marks {seen}, expected {want}")
                problems.expect(
                    any(
                        line.startswith(f"direction {n}, {NAMES[n]} from {POINT}") for line in lines
                    ),
                    f"{w}: the table does not name direction {n}, {NAMES[n]}",
                )
                check_table(problems, w, lines, n, reads, i)
        elif kind == "done":
            reads, sta, row = readings[n]
            want = (
                f"direction {n} read: Sta {hex4(sta)}, Row {row}; Table 3 gives pattern "
                f"{pattern(sta)}"
            )
            for w, text, lines, seen in (
                (where, caption, beside, marks),
                (jwhere, jlines[0], jlines[1:], jmarks),
            ):
                problems.expect(text == want, f"{w}: {text!r}, expected {want!r}")
                problems.expect(
                    f'"{decode(sta)}"' in "\n".join(lines),
                    f'{w}: the code is not read back as "{decode(sta)}"',
                )
                problems.expect(
                    seen == expected_marks(reads, len(reads)),
                    f"{w}: marks {seen}, expected the {len(reads)} points numbered",
                )
        else:
            m = n
            (ra, sa, wa), (rb, sb, wb) = readings[m], readings[m + 4]
            total = wa + wb - 1
            want = (
                f"line {m} (directions {m} and {m + 4}): Total {total}, {pattern(sa)} and "
                f"{pattern(sb)}: {VERDICTS[m]}"
            )
            both = expected_marks(ra, len(ra), expected_marks(rb, len(rb)).items())
            for w, text, lines, seen in (
                (where, caption, beside, marks),
                (jwhere, jlines[0], jlines[1:], jmarks),
            ):
                problems.expect(text == want, f"{w}: {text!r}, expected {want!r}")
                problems.expect(
                    f"Total = {wa} + {wb} - 1 = {total}" in lines,
                    f"{w}: no 'Total = {wa} + {wb} - 1 = {total}'",
                )
                problems.expect(
                    seen == both,
                    f"{w}: marks {seen}, expected both directions' " f"points numbered {both}",
                )
            problems.expect(
                f"line {m}: Total {total}, patterns {pattern(sa)} and {pattern(sb)}: "
                f"{VERDICTS[m]}" in plain,
                f"the plain run's verdict on line {m} differs from the steps'",
            )
    if len(problems.found) > 30:  # one mistake is often repeated in every later step
        problems.found[30:] = [f"... and {len(problems.found) - 30} more"]
    problems.done()


if __name__ == "__main__":
    main(sys.argv[1])
