#!/usr/bin/env python3
"""Lesson 11's step-through: Inui's tables kept up to date stone by stone, and Black's fouls.

Checked in the text trace (`--trace`) and the JSON trace, on the book's game (15x15, seed 3,
move for move tests/11-renju/data/games/game-15-seed-3.txt) and on `--fouls`:

- every move is a step: the stone just played marked (! / a `move` mark) and the points the
  update recomputed marked (+ / `liberty` marks): exactly the empty points within five of the
  move on its four lines, up to the edge (the lesson's Task 2), so a far point is never marked;
  the caption's count is the number marked;
- the score table under the board has the board's coordinates: GTP letters above and below,
  the row numbers on both sides, each letter over the last character of its column's cells;
  its X and O stand where the board's stones are, the starred scores are the best of the
  player's points that are not fouls, and the x are the fouls explained so far;
- a new foul of Black's is explained, before Black's move, line by line: each line step marks
  the stones of that line through the foul point (3, 4 or 6), and what it says is verified
  here from the position alone (6: six or more in a row; 4: a point that makes exactly five;
  3: a point that makes an unbroken four with both ends empty and no four on the line);
- `--fouls` meets a double three at G11 before move 9, a double four at F4 before move 21
  and an overline at M7 before move 31, and no other foul.
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import Problems, json_frames, run  # noqa: E402

LETTERS = "ABCDEFGHJKLMNOPQRST"
LINES = {"across": (1, 0), "down": (0, 1), "diagonal \\": (1, 1), "diagonal /": (-1, 1)}
GAME = os.path.join("tests", "11-renju", "data", "games", "game-15-seed-3.txt")
FOULS_GAME = {
    9: ("G11", "double three", {"across": "3", "down": "3"}),
    21: ("F4", "double four", {"across": "4", "down": "4"}),
    31: ("M7", "overline", {"down": "6"}),
}

problems = Problems(11)


def name(size, x, y):
    return f"{LETTERS[x]}{size - y}"


def coordinates(size, point):
    return LETTERS.index(point[0]), size - int(point[1:])


def reach(board, size, x, y):
    """The empty points within five of (x, y) on its four lines, up to the edge."""
    found = set()
    for dx, dy in LINES.values():
        for sign in (-1, 1):
            for k in range(1, 6):
                qx, qy = x + sign * k * dx, y + sign * k * dy
                if not (0 <= qx < size and 0 <= qy < size):
                    break
                if board[qy][qx] == ".":
                    found.add((qx, qy))
    return found


def run_length(board, size, x, y, d):
    dx, dy = LINES[d]
    count = 1
    for sign in (-1, 1):
        qx, qy = x + sign * dx, y + sign * dy
        while 0 <= qx < size and 0 <= qy < size and board[qy][qx] == "X":
            count, qx, qy = count + 1, qx + sign * dx, qy + sign * dy
    return count


def with_stones(board, points):
    rows = [list(row) for row in board]
    for x, y in points:
        rows[y][x] = "X"
    return rows


def line_points(size, x, y, d):
    """The points of line d within four of (x, y), in both directions."""
    dx, dy = LINES[d]
    for sign in (-1, 1):
        for k in range(1, 5):
            qx, qy = x + sign * k * dx, y + sign * k * dy
            if 0 <= qx < size and 0 <= qy < size:
                yield qx, qy


def makes_four(board, size, x, y, d):
    """A Black stone at (x, y) leaves a point of line d where one more makes exactly five."""
    return any(
        board[qy][qx] == "."
        and run_length(with_stones(board, [(x, y), (qx, qy)]), size, x, y, d) == 5
        for qx, qy in line_points(size, x, y, d)
    )


def makes_three(board, size, x, y, d):
    """Line d has no four, and one more stone makes .XXXX. through (x, y), not six."""
    if makes_four(board, size, x, y, d):
        return False
    dx, dy = LINES[d]
    for qx, qy in line_points(size, x, y, d):
        if board[qy][qx] != ".":
            continue
        more = with_stones(board, [(x, y), (qx, qy)])
        if run_length(more, size, x, y, d) != 4:
            continue
        ends = []
        for sign in (-1, 1):
            ex, ey = x, y
            while 0 <= ex < size and 0 <= ey < size and more[ey][ex] == "X":
                ex, ey = ex + sign * dx, ey + sign * dy
            beyond = (ex + sign * dx, ey + sign * dy)
            ends.append(
                0 <= ex < size
                and 0 <= ey < size
                and more[ey][ex] == "."
                and not (
                    0 <= beyond[0] < size
                    and 0 <= beyond[1] < size
                    and more[beyond[1]][beyond[0]] == "X"
                )
            )
        if all(ends):
            return True
    return False


# ---- The text trace ---------------------------------------------------------------------


def text_trace(demo, *arguments):
    """The steps as (number, caption joined up to the board, board lines, the lines after)."""
    steps = []
    for line in run(demo, "--trace", *arguments).splitlines():
        match = re.match(r"^step (\d+): (.*)$", line)
        if match:
            steps.append([int(match.group(1)), match.group(2), []])
        elif steps:
            steps[-1][2].append(line)
    parsed = []
    for number, caption, lines in steps:
        first = next((i for i, line in enumerate(lines) if re.match(r"^ +A B C", line)), None)
        if first is None:
            problems.expect(False, f"text step {number} has no board: {caption!r}")
            continue
        caption = " ".join([caption] + lines[:first])
        parsed.append((number, caption, lines[first:]))
    return parsed


def read_board(lines, size, where):
    """The board's points (characters, marks included) from a diagram with coordinates."""
    problems.expect(
        lines[0].split()[:size] == list(LETTERS[:size]),
        f"{where}: the board's letters are {lines[0]!r}",
    )
    board = []
    for y in range(size):
        line = lines[1 + y]
        row = str(size - y).rjust(2)
        problems.expect(line.startswith(row + " "), f"{where}: row {size - y} is {line!r}")
        board.append(line[3 : 3 + 2 * size - 1].split(" "))
    return board


def check_table(lines, size, board, player, where):
    """The score table after `board`: coordinates, stones, the best starred. Returns the
    points marked x (fouls)."""
    head = next(
        (i for i, line in enumerate(lines) if re.match(r"^(Black|White)'s scores", line)), None
    )
    if not problems.expect(head is not None, f"{where}: no score table"):
        return set()
    problems.expect(lines[head].startswith(player), f"{where}: the table is not {player}'s")
    letters = lines[head + 1]
    columns = [letters.index(letter) for letter in LETTERS[:size]]
    width = columns[1] - columns[0] - 1  # a cell, without its marker
    problems.expect(
        letters.split() == list(LETTERS[:size]), f"{where}: the table's letters are {letters!r}"
    )
    problems.expect(
        lines[head + 2 + size].rstrip() == letters.rstrip(),
        f"{where}: the letters under the table differ from those above",
    )
    values = {}
    for y in range(size):
        line = lines[head + 2 + y]
        row = str(size - y)
        problems.expect(
            line.startswith(row.rjust(2) + " ") and line.rstrip().endswith(" " + row),
            f"{where}: table row {row} is not numbered on both sides: {line!r}",
        )
        for x, end in enumerate(columns):
            cell = line[end - width + 1 : end + 1].strip()
            before = line[end - width] if x > 0 else line[2]  # a marker, or the space
            marker = line[end + 1] if end + 1 < len(line) else " "
            if not problems.expect(
                cell != ""
                and " " not in cell
                and line[end] != " "
                and before in " *x"
                and marker in " *x",
                f"{where}: {name(size, x, y)}'s cell is not under its " f"letter: {line!r}",
            ):
                return set()
            stone = board[y][x] if board[y][x] in "XO" else "."
            if stone != ".":
                problems.expect(
                    cell == stone,
                    f"{where}: the table has {cell} at " f"{name(size, x, y)}, the board {stone}",
                )
                continue
            problems.expect(
                re.fullmatch(r"-?\d+k?", cell) is not None,
                f"{where}: {name(size, x, y)} holds {cell!r}, not a score",
            )
            values[(x, y)] = (
                int(cell[:-1]) * 1000 if cell.endswith("k") else int(cell),
                marker,
                cell.endswith("k"),
            )
    allowed = [(value, rough) for value, marker, rough in values.values() if marker != "x"]
    if allowed:
        best, rough = max(allowed)
        for (x, y), (value, marker, _) in values.items():
            if marker != "x" and not rough:  # "10k" rounds: then only the exact are checked
                problems.expect(
                    (marker == "*") == (value == best),
                    f"{where}: {name(size, x, y)} ({value}) is marked {marker!r}, "
                    f"the best is {best}",
                )
    return {p for p, (_, marker, _) in values.items() if marker == "x"}


def check_text(demo, size, arguments):
    """Checks the text trace; returns the moves and the fouls explained (move, point, lines)."""
    board = [["."] * size for _ in range(size)]
    moves, explained = [], []
    current = None  # the foul being explained: (move, point, verdict, lines)
    tables = []  # (move, the points its table marks x, where)
    fours_said = []  # the captions of the current foul's lines with fours
    for number, caption, lines in text_trace(demo, *arguments):
        where = f"text step {number}"
        shown = read_board(lines, size, where)
        move = re.match(
            r"^move (\d+): (Black|White) plays ([A-Z]\d+)\. update_tables "
            r"recomputed \3 and the (\d+) empty points marked \+",
            caption,
        )
        foul = re.match(
            r"^Black to play move (\d+): a new foul, ([A-Z]\d+) \(x\)\. "
            r"foul\(board, \2\) says ([a-z ]+);",
            caption,
        )
        line = re.match(r"^Line (\d+) of (\d+), ([a-z\\/ ]+?) through ([A-Z]\d+): ", caption)
        if move:
            n, color, point = int(move.group(1)), move.group(2), move.group(3)
            count = int(move.group(4))
            problems.expect(n == len(moves) + 1, f"{where}: move {n} after {len(moves)} moves")
            problems.expect(
                color == ("Black" if n % 2 else "White"), f"{where}: {color} at move {n}"
            )
            x, y = coordinates(size, point)
            problems.expect(board[y][x] == ".", f"{where}: {point} is not empty")
            board[y][x] = "X" if color == "Black" else "O"
            moves.append(point)
            marked = {(qx, qy) for qy in range(size) for qx in range(size) if shown[qy][qx] == "+"}
            expected = reach(board, size, x, y)
            problems.expect(shown[y][x] == "!", f"{where}: {point} is not marked !")
            problems.expect(
                marked == expected,
                f"{where}: marked + {sorted(name(size, *p) for p in marked)}, "
                f"expected the empty points within five of {point} on its lines "
                f"{sorted(name(size, *p) for p in expected)}",
            )
            problems.expect(
                count == len(marked),
                f"{where}: the caption counts {count}, " f"{len(marked)} are marked",
            )
            for qy in range(size):
                for qx in range(size):
                    if shown[qy][qx] not in "!+":
                        problems.expect(
                            shown[qy][qx] == board[qy][qx],
                            f"{where}: {name(size, qx, qy)} shows {shown[qy][qx]}",
                        )
            nxt = "White" if color == "Black" else "Black"
            crossed = check_table(lines, size, board, nxt, where)
            problems.expect(nxt == "Black" or not crossed, f"{where}: White's table has fouls")
            tables.append((n, crossed, where))
        elif foul:
            n, point, verdict = int(foul.group(1)), foul.group(2), foul.group(3)
            problems.expect(
                n == len(moves) + 1 and n % 2 == 1,
                f"{where}: a foul explained before move {n}, after {len(moves)} moves",
            )
            x, y = coordinates(size, point)
            problems.expect(
                shown[y][x] == "x" and board[y][x] == ".",
                f"{where}: {point} is not an empty point marked x",
            )
            current = (n, point, verdict, {})
            explained.append(current)
            fours_said = []
        elif line:
            i, total = int(line.group(1)), int(line.group(2))
            d, point = line.group(3), line.group(4)
            if not problems.expect(
                current is not None
                and current[1] == point
                and d in LINES
                and i == len(current[3]) + 1,
                f"{where}: line {i} of {point} ({d}) out of place",
            ):
                continue
            x, y = coordinates(size, point)
            marks = {
                (qx, qy): shown[qy][qx]
                for qy in range(size)
                for qx in range(size)
                if shown[qy][qx] in "346"
            }
            kinds = set(marks.values())
            if not problems.expect(
                len(kinds) == 1, f"{where}: marks {kinds}, expected one of " "3, 4, 6"
            ):
                continue
            kind = kinds.pop()
            current[3][d] = kind
            if kind == "4":  # one line may hold two fours: the caption says how many
                if problems.expect(
                    re.search(r"count_fours says [12] fours?", caption),
                    f"{where}: a four without count_fours' count",
                ):
                    fours_said.append(caption)
            dx, dy = LINES[d]
            for qx, qy in marks:
                on_line = any((qx, qy) == (x + k * dx, y + k * dy) for k in range(-5, 6) if k)
                problems.expect(
                    on_line and board[qy][qx] == "X",
                    f"{where}: {name(size, qx, qy)} is marked {kind} but is not a "
                    f"Black stone on the line {d} through {point}",
                )
            proof = {
                "6": lambda: run_length(with_stones(board, [(x, y)]), size, x, y, d) >= 6,
                "4": lambda: makes_four(board, size, x, y, d),
                "3": lambda: makes_three(board, size, x, y, d),
            }[kind]
            problems.expect(
                proof(),
                f"{where}: {point} {d} is said to make a "
                f"{ {'6': 'overline', '4': 'four', '3': 'three'}[kind]}, but does not",
            )
            if i == total:
                problems.expect(
                    re.search(f"So {point} is an? {current[2]}\\.", caption),
                    f"{where}: the last line of {point} does not conclude",
                )
                counts = list(current[3].values())
                fours = sum(
                    int(re.search(r"count_fours says (\d)", text).group(1)) for text in fours_said
                )
                expected = {
                    "overline": "6" in counts,
                    "double four": fours >= 2,
                    "double three": counts.count("3") >= 2,
                }.get(current[2], False)
                problems.expect(
                    expected, f"{where}: the lines {current[3]} do not make a " f"{current[2]}"
                )
        else:
            problems.expect(False, f"{where}: an unexpected step: {caption!r}")
    for n, point, verdict, lines in explained:
        problems.expect(len(lines) > 0, f"the foul {point} before move {n} has no line step")
    # Each foul is crossed in the table shown just before it is explained, and no table
    # crosses a point that has not been explained by then.
    for n, crossed, where in tables:
        new = {coordinates(size, p) for m, p, _, _ in explained if m == n + 1}
        known = {coordinates(size, p) for m, p, _, _ in explained if m <= n + 1}
        problems.expect(
            new <= crossed <= known,
            f"{where}: the table crosses {sorted(name(size, *p) for p in crossed)}; "
            f"explained next {sorted(name(size, *p) for p in new)}, so far "
            f"{sorted(name(size, *p) for p in known)}",
        )
    return moves, explained


# ---- The JSON trace ---------------------------------------------------------------------


def check_json(demo, size, arguments, moves, explained):
    """The same steps as frames: moves with the recomputed points, fouls with their lines."""
    frames = json_frames(demo, *arguments)
    board = [["."] * size for _ in range(size)]
    order, n = [], 0
    for i, frame in enumerate(frames):
        where = f"JSON frame {i + 1}"
        kinds = {}
        for mark in frame["marks"]:
            kinds.setdefault(mark["kind"], []).append(mark["point"])
        rows = frame["rows"]
        if "move" in kinds:
            point = kinds["move"][0]
            x, y = coordinates(size, point)
            n += 1
            problems.expect(
                rows[y][x] == ("X" if n % 2 else "O"), f"{where}: {point} holds " f"{rows[y][x]}"
            )
            board = [list(row) for row in rows]
            squares = {coordinates(size, p) for p in kinds.get("liberty", [])}
            expected = reach(board, size, x, y)
            problems.expect(
                squares == expected,
                f"{where}: squares {sorted(name(size, *p) for p in squares)}, "
                f"expected {sorted(name(size, *p) for p in expected)}",
            )
            order.append(("move", point))
        elif "look" in kinds:
            point = kinds["look"][0]
            labels = {label["point"]: label["text"] for label in frame["labels"]}
            stones = {p: t for p, t in labels.items() if t in "346"}
            if not stones:
                order.append(("foul", n + 1, point))
            else:
                order.append(("line", point, "".join(sorted(set(stones.values())))))
                for p in stones:
                    px, py = coordinates(size, p)
                    problems.expect(rows[py][px] == "X", f"{where}: {p} labelled, not Black")
    problems.expect(
        [o[1] for o in order if o[0] == "move"] == moves,
        "the JSON trace's moves differ from the text trace's",
    )
    text_order = []
    for n_move, point, verdict, lines in explained:
        text_order.append(("foul", n_move, point))
    json_fouls = [o for o in order if o[0] == "foul"]
    problems.expect(
        json_fouls == text_order,
        f"the JSON trace explains the fouls {json_fouls}, the text {text_order}",
    )
    for n_move, point, verdict, lines in explained:
        json_lines = [o[2] for o in order if o[0] == "line" and o[1] == point]
        problems.expect(
            json_lines == list(lines.values()),
            f"the JSON lines of {point}: {json_lines}, the text's " f"{list(lines.values())}",
        )
    return order


def main():
    demo = sys.argv[1]
    with open(GAME) as record:
        golden = next(line for line in record if line.startswith("moves: "))[7:].split()

    moves, explained = check_text(demo, 15, ["--size", "15", "--seed", "3"])
    problems.expect(moves == golden, f"the book's game plays {moves}, expected {golden}")
    problems.expect(len(explained) > 0, "the book's game explains no foul")
    check_json(demo, 15, ["--size", "15", "--seed", "3"], moves, explained)

    moves, explained = check_text(demo, 15, ["--fouls"])
    met = {n: (point, verdict, lines) for n, point, verdict, lines in explained}
    problems.expect(
        sorted(met) == sorted(FOULS_GAME),
        f"--fouls explains fouls before moves {sorted(met)}, expected " f"{sorted(FOULS_GAME)}",
    )
    for n, expected in FOULS_GAME.items():
        problems.expect(
            met.get(n) == expected, f"--fouls before move {n}: {met.get(n)}, expected {expected}"
        )
    order = check_json(demo, 15, ["--fouls"], moves, explained)
    for n, (point, verdict, lines) in FOULS_GAME.items():
        at = [i for i, o in enumerate(order) if o[:2] == ("foul", n)]
        moves_before = len([o for o in order[: at[0]] if o[0] == "move"]) if at else None
        problems.expect(
            moves_before == n - 1,
            f"--fouls JSON: {point} explained after {moves_before} moves, " f"expected {n - 1}",
        )
    problems.done()


if __name__ == "__main__":
    main()
