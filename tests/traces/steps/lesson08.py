"""Lesson 8's step-through: primitive Monte Carlo's win rates as the playouts per candidate
double, then UCT simulation by simulation (1. selection by UCB1, 2. expansion, 3. playout,
4. backup), then in strides with the tree's visits.

The check keeps its own copy of the tree's counts, updated from each backup step, and holds
every later step to it: a selection's table must show the counts the backups made, its UCB1
values must be the formula's, the child chosen the first with the largest value; a backup must
add one visit to every node of the path the selection took, and the result with its sign
flipping from the leaf up. The primitive step and the last stride are compared with the
course's reference data (tests/08-monte-carlo/data/): the same position, seed and settings.
"""

import math
import re
import sys

from common import Problems, json_frames, run, text_steps

DATA = "tests/08-monte-carlo/data"
STEPPED = 36  # the demo's default: simulations shown step by step on race
STRIDES = [36, 48, 96, 192, 300]
VERTEX = r"(?:[A-HJ-T]\d{1,2}|pass)"
ROW = re.compile(
    rf"\s({VERTEX})\s+(\d+)\s+([+-]?\d+)\s+(-|\d\.\d\d)\s+(inf|\d+\.\d\d)" r"( <- chosen)?$"
)
BACKUP = re.compile(
    rf"\s(root|{VERTEX}(?: {VERTEX})*)\s+(Black|White)\s+(\d+) -> (\d+)\s+"
    r"([+-]?\d+) -> ([+-]?\d+)\s+\(([+-]?\d+)\)$"
)
SIMULATION = re.compile(r"^simulation (\d+), ([1-4])\. ")


def read_primitive():
    """The reference choice of primitive Monte Carlo on race: {move: (wins, playouts, rate)}."""
    rates = {}
    with open(f"{DATA}/primitive/race-B-komi-3.5-30-seed-1.txt") as data:
        for line in data:
            parts = line.split()
            if len(parts) == 5 and re.fullmatch(VERTEX, parts[0]):
                rates[parts[0]] = (int(parts[2]), int(parts[1]), float(parts[4]))
    return rates


def read_uct():
    """The reference UCT tree of race (300 playouts): its node count and root children
    {move: (visits, win rate)}."""
    children, nodes = {}, None
    with open(f"{DATA}/uct/race-B-komi-3.5-300-c-1-expand-2-seed-1.txt") as data:
        section = None
        for line in data:
            if line.startswith("nodes "):
                nodes = int(line.split()[1])
            elif line.startswith("## "):
                section = line
            elif section and "root children" in section and line.strip():
                move, visits, rate = line.split()
                children[move] = (int(visits), float(rate))
    return nodes, children


def raster(move):
    """The order of raster points: the top row first, then left to right (7x7: row 7 first)."""
    return (-int(move[1:]), "ABCDEFGHJKLMNOPQRST".index(move[0]))


def whole(step):
    """A text step's caption, wrapped over several lines, as one line."""
    number, first, lines = step
    caption = [first]
    for line in lines:
        if re.match(r"^\s+A ", line) or line.startswith("   ") or not line.strip():
            break
        caption.append(line)
    return " ".join(caption)


def board_tokens(lines):
    """The marks and stones of the board drawn at the left of a step's lines (the text beside
    it starts after the column letters' width)."""
    tokens, width = [], None
    for line in lines:
        header = re.match(r"^\s+A(?: +[B-HJ-T])*", line)
        if header:
            if width:
                break
            width = len(header.group(0))
        elif width and re.match(r"^\s?\d", line):
            tokens += line[:width].split()[1:]
    return tokens


def check_text(problems):
    steps = text_steps(sys.argv[1])
    reference = read_primitive()
    # Primitive Monte Carlo: 1, 2, 4, 8, 16, 30 playouts per candidate, before UCT.
    primitive = [(i, s) for i, s in enumerate(steps) if s[1].startswith("primitive Monte Carlo")]
    counts = [int(re.search(r"(\d+) playouts?", s[1]).group(1)) for _, s in primitive]
    problems.expect(
        counts == [1, 2, 4, 8, 16, 30],
        f"text: primitive steps for {counts} playouts per candidate, expected 1, 2, "
        "4, 8, 16, 30",
    )
    if primitive:
        last = primitive[-1][1]
        shown = {}
        for line in last[2]:
            for move, rate, wins, playouts in re.findall(
                rf"({VERTEX})\s+(\d\.\d{{3}}) (\d+)/(\d+)", line
            ):
                shown[move] = (int(wins), int(playouts), float(rate))
        same = shown.keys() == reference.keys() and all(
            shown[m][:2] == reference[m][:2] and abs(shown[m][2] - reference[m][2]) < 0.0006
            for m in shown
        )
        problems.expect(
            same,
            f"text: the last primitive table is {shown}, the reference data says " f"{reference}",
        )
        problems.expect(
            "the best is D3, win rate 1.000" in whole(last),
            "text: the last primitive step does not choose D3 at 1.000",
        )
    first_uct = next((i for i, s in enumerate(steps) if SIMULATION.match(s[1])), None)
    if not problems.expect(first_uct is not None, "text: no simulation step"):
        return []
    problems.expect(
        primitive and primitive[-1][0] < first_uct,
        "text: primitive Monte Carlo's steps do not come before UCT's",
    )

    counts = {(): [0, 0]}  # the tree's counts as the backups made them: path -> [visits, total]
    kinds = []  # (simulation, kind) in order, to compare with the JSON trace
    simulation, path, result, expected = 0, [], None, "1"
    expanded = deep = 0
    for number, first, lines in steps[first_uct:]:
        match = SIMULATION.match(first)
        if not match:
            break
        caption = whole((number, first, lines))
        k, kind = int(match.group(1)), match.group(2)
        kinds.append((k, kind))
        where = f"text step {number} (simulation {k}, step {kind})"
        if kind == "1" and k != simulation:  # a new simulation starts with a selection
            problems.expect(
                k == simulation + 1 and expected == "1",
                f"{where}: simulation {k} starts after simulation {simulation} "
                f"left step {expected} to come",
            )
            simulation, path, result = k, [], None
        elif not problems.expect(
            k == simulation and kind in expected,
            f"{where}: expected step {'/'.join(expected)} of simulation " f"{simulation}",
        ):
            break
        node = tuple(path)
        name = " ".join(path) if path else "the root"
        if kind == "1":
            at = re.search(
                r"selection at (the root|[A-HJ-T0-9 ]+?) \((Black|White) to move, "
                r"(\d+) visits?\): select_child chooses (\S+?),",
                caption,
            )
            if not problems.expect(at, f"{where}: no 'selection at ... chooses' caption"):
                break
            problems.expect(
                at.group(1) == name,
                f"{where}: selection at {at.group(1)}, but " f"the walk is at {name}",
            )
            visits = int(at.group(3))
            problems.expect(
                visits == counts.get(node, [0, 0])[0],
                f"{where}: {name} has {visits} visits, the backups gave it "
                f"{counts.get(node, [0, 0])[0]}",
            )
            rows = [m.groups() for m in (ROW.search(line) for line in lines) if m]
            problems.expect(rows, f"{where}: no table of UCB1 values")
            values = []
            for move, n, total, rate, value, chosen in rows:
                n, total = int(n), int(total)
                seen = counts.get(node + (move,), [0, 0])
                problems.expect(
                    [n, total] == seen,
                    f"{where}: {move} has n {n}, total {total}; "
                    f"the backups gave it {seen[0]}, {seen[1]}",
                )
                want = math.inf if n == 0 else (1 + total / n) / 2 + math.sqrt(math.log(visits) / n)
                got = math.inf if value == "inf" else float(value)
                problems.expect(
                    got == want or abs(got - want) < 0.006,
                    f"{where}: {move}'s UCB1 is {value}, the formula gives {want:.3f}",
                )
                values.append((want, move, bool(chosen)))
            best = max(v for v, _, _ in values) if values else None
            firsts = sorted(
                (
                    m
                    for v, m, _ in values
                    if v == best or (best != math.inf and abs(v - best) < 1e-9)
                ),
                key=raster,
            )
            chosen = [m for _, m, c in values if c]
            problems.expect(
                chosen == [at.group(4)] and firsts[:1] == chosen,
                f"{where}: chosen {chosen}, the first of the largest UCB1 is " f"{firsts[:1]}",
            )
            problems.expect(
                board_tokens(lines).count("!") == 1,
                f"{where}: the chosen child is not marked ! on the board",
            )
            path.append(at.group(4))
            deep += len(path) > 1
            expected = "123"
        elif kind == "2":
            at = re.search(
                r"tree at (.+?), which has (\d+) visits? \(expand_after = (\d+)\), "
                r"so expand gives it (\d+) child(?:ren)?,.* takes the first, (\S+) ",
                caption,
            )
            if not problems.expect(at, f"{where}: no expansion caption"):
                break
            problems.expect(
                at.group(1) == name, f"{where}: expands {at.group(1)}, the walk is " f"at {name}"
            )
            problems.expect(
                int(at.group(2)) == counts.get(node, [0, 0])[0]
                and int(at.group(2)) >= int(at.group(3)),
                f"{where}: {name} expanded with {at.group(2)} visits",
            )
            marks = board_tokens(lines)
            problems.expect(
                marks.count("+") + marks.count("!") == int(at.group(4)),
                f"{where}: {marks.count('+') + marks.count('!')} children marked "
                f"on the board, the caption says {at.group(4)}",
            )
            path.append(at.group(5))
            expanded += 1
            expected = "3"
        elif kind == "3":
            at = re.search(
                r"playout from (.+?) \(.*?\), (Black|White) first: (\d+) random "
                r"moves.* (Black|White|nobody) wins.*playout_result: ([+-]?\d) for "
                r"(Black|White)",
                caption,
            )
            if not problems.expect(at, f"{where}: no playout caption"):
                break
            problems.expect(
                at.group(1) == name,
                f"{where}: plays out from {at.group(1)}, the " f"walk ended at {name}",
            )
            result = int(at.group(5))
            winner, player = at.group(4), at.group(6)
            want = 0 if winner == "nobody" else (1 if winner == player else -1)
            problems.expect(
                result == want,
                f"{where}: playout_result {result} for {player}, " f"but {winner} wins",
            )
            expected = "4"
        else:
            at = re.search(r"backup of ([+-]?\d)", caption)
            problems.expect(
                at and int(at.group(1)) == result,
                f"{where}: backs up {at and at.group(1)}, the playout gave {result}",
            )
            rows = [m.groups() for m in (BACKUP.search(line) for line in lines) if m]
            names = [r[0] for r in rows]
            want = [" ".join(path[:i]) or "root" for i in range(len(path), -1, -1)]
            problems.expect(
                names == want, f"{where}: the backup goes through {names}, the " f"path was {want}"
            )
            sign = -(result or 0)
            for i, (label, _, v0, v1, t0, t1, added) in enumerate(rows):
                key = tuple(label.split()) if label != "root" else ()
                before = counts.get(key, [0, 0])
                problems.expect(
                    [int(v0), int(t0)] == before
                    and int(v1) == int(v0) + 1
                    and int(t1) - int(t0) == int(added) == sign,
                    f"{where}: {label} goes {v0}->{v1}, {t0}->{t1} ({added}); "
                    f"expected from {before[0]}, {before[1]}, one visit and "
                    f"{sign:+d}",
                )
                counts[key] = [int(v1), int(t1)]
                sign = -sign
            expected = "1"
    problems.expect(
        simulation == STEPPED and expected == "1",
        f"text: the simulations shown step by step stop at {simulation} "
        f"(step {expected} to come), expected {STEPPED} whole ones",
    )
    problems.expect(expanded >= 2, f"text: {expanded} expansion steps, expected some")
    problems.expect(deep >= 2, f"text: {deep} selections below the root, expected some")

    strides = [(s, whole(s)) for s in steps if re.match(r"^\d+ simulations, ", s[1])]
    problems.expect(
        [int(c.split()[0]) for _, c in strides] == STRIDES,
        f"text: strides at {[c.split()[0] for _, c in strides]}, expected {STRIDES}",
    )
    nodes, children = read_uct()
    if strides:
        best = max(children, key=lambda m: children[m][0])
        last = strides[-1][1]
        problems.expect(
            f"300 simulations, {nodes} nodes" in last
            and f"play: {best}, {children[best][0]} visits, win rate "
            f"{children[best][1]:.2f}" in last,
            f"text: the last stride says {last!r}; the reference tree has {nodes} "
            f"nodes and {best} with {children[best][0]} visits",
        )
        tree = [
            line for line in strides[-1][0][2] if re.search(rf"\s{VERTEX}\s+\d+\s+\d\.\d\d$", line)
        ]
        problems.expect(len(tree) >= 4, "text: no tree beside the last stride's board")
    text = " ".join(word for s in steps for word in " ".join([s[1], *s[2]]).split())
    problems.expect(
        text.count("is node for node the tree your uct_search grows") == 2,
        "text: no note after the simulations and after the strides that the tree "
        "is uct_search's",
    )
    return kinds


def check_json(problems, kinds):
    frames = json_frames(sys.argv[1])
    reference = read_primitive()
    seen = []
    primitive = [f for f in frames if f["caption"].startswith("primitive Monte Carlo")]
    problems.expect(len(primitive) == 6, f"json: {len(primitive)} primitive frames, expected 6")
    if primitive:
        labels = {l["point"]: l["text"] for l in primitive[-1]["labels"]}
        marks = {m["point"]: m["kind"] for m in primitive[-1]["marks"]}
        want = {
            m: ("*" if r >= 1 else str(int(r * 10)))
            for m, (_, _, r) in reference.items()
            if m != "D3"
        }
        problems.expect(
            labels == want and marks == {"D3": "choose"},
            f"json: the last primitive frame's labels {labels} and marks {marks}; "
            f"expected {want} and D3 chosen",
        )
    for index, frame in enumerate(frames):
        match = SIMULATION.match(frame["caption"])
        if not match:
            continue
        k, kind = int(match.group(1)), match.group(2)
        seen.append((k, kind))
        where = f"json frame {index} (simulation {k}, step {kind})"
        tree = frame.get("tree", [])
        current = [n for n in tree if n["kind"] == "current"]
        problems.expect(
            frame.get("size") and tree and current,
            f"{where}: no board, or no tree with the path in it",
        )
        if kind == "1":
            chosen = re.search(r"select_child chooses (\S+?),", frame["caption"]).group(1)
            marked = [m["point"] for m in frame["marks"] if m["kind"] == "choose"]
            problems.expect(
                marked == [chosen] or chosen == "pass", f"{where}: marked {marked}, chosen {chosen}"
            )
            problems.expect(
                any(n["move"] == chosen and n.get("note", "").startswith("u=") for n in current),
                f"{where}: the chosen {chosen} is not a current node with its UCB1",
            )
            problems.expect(
                any(re.fullmatch(r"\d\.\d|\u221e", l["text"]) for l in frame["labels"]),
                f"{where}: no UCB1 values on the board",
            )
        elif kind == "2":
            count = int(re.search(r"gives it (\d+) child", frame["caption"]).group(1))
            candidates = [m for m in frame["marks"] if m["kind"] in ("candidate", "choose")]
            problems.expect(
                len(candidates) == count,
                f"{where}: {len(candidates)} children marked, {count} expected",
            )
        elif kind == "3":
            moves = re.search(r"first: (\d+) random moves", frame["caption"])
            listed = re.search(r"\nthe moves: (.*)$", frame["caption"])
            problems.expect(
                moves and listed and len(listed.group(1).split()) == int(moves.group(1)),
                f"{where}: the playout's moves are not listed",
            )
        else:
            result = int(re.search(r"backup of ([+-]?\d)", frame["caption"]).group(1))
            notes = [
                int(n["note"].split(",")[0])
                for n in current
                if re.match(r"[+-]?\d, n=", n.get("note", ""))
            ]
            # From the root (listed first) down: the leaf adds -result, the signs alternate.
            want = [-result * (-1) ** (len(notes) - 1 - i) for i in range(len(notes))]
            problems.expect(
                notes and notes == want, f"{where}: the path's nodes added {notes}, expected {want}"
            )
    problems.expect(
        seen == kinds,
        "json: the simulation frames are not the text's steps "
        f"({len(seen)} frames, {len(kinds)} text steps)",
    )
    nodes, children = read_uct()
    last = frames[-1]
    labels = {l["point"]: l["text"] for l in last["labels"]}
    want = {m: str(v) for m, (v, _) in children.items() if v > 0}
    problems.expect(
        last["caption"].startswith("300 simulations") and labels == want,
        f"json: the last frame's labels {labels}, the reference visits {want}",
    )
    tree = last.get("tree", [])
    depth2 = [n for n in tree if n.get("parent") not in (None, 0)]
    pv = [n["move"] for n in tree if n["kind"] == "pv"]
    best = max(children, key=lambda m: children[m][0])
    problems.expect(
        depth2 and pv == [best],
        f"json: the last frame's tree has {len(depth2)} nodes two plies deep and "
        f"the most visited move {pv}; expected some, and {best} alone",
    )


def main():
    problems = Problems(8)
    kinds = check_text(problems)
    check_json(problems, kinds)
    # The demo checks the student's functions against the rules as it shows them; on the
    # reference it must find nothing to say.
    alarms = [
        line
        for line in run(sys.argv[1], "--trace").splitlines()
        if line.startswith("NOT the rule")
        or "is select_child right?" in line
        or "is playout_result the engine's playout" in line
        or "which is not on the path" in line
    ]
    problems.expect(not alarms, f"the reference is reported as breaking a rule: {alarms[:3]}")
    problems.done()


if __name__ == "__main__":
    main()
