"""Lesson 12's step-through: RAVE stopped after 1, 2, 3, 4, 6, 8, 12, ... simulations, each
step a table of the root moves that matter (own and AMAF counts and rates, beta, the blended
value, select_rave_child's pick and what UCB1 would pick), lettered on the board; then the
policy's playout, a move a step.

Every number of a table is recomputed here from the counts the table shows: the rates from the
wins and visits, beta from the visits and k by the lesson's formula, the value by the blend.
The pick must be the largest value shown; between two steps one simulation apart, the pick is
the move whose visits grew, by one, and nobody else's did. The counts grow and beta falls from
step to step, and the last step of each run is compared with the course's reference tree of
that search (tests/12-capstone/data/rave/): every count, the pick and UCB1's choice worked out
from the whole tree. The text and the JSON trace must show the same tables, the JSON's labels
and marks the same letters and pick, its tree the same counts.
"""

import math
import re
import sys

from common import Problems, json_frames, text_steps

DATA = "tests/12-capstone/data/rave"
# The book's trace (docs/figures.txt: run 12 --solution --trace --format json -- --playouts
# 200), and White's search of the same position: each with its reference tree.
RUNS = [
    (["--playouts", "200"], "race-B-komi-3.5-200-k-50-expand-2-seed-1.txt"),
    (
        [
            "--playouts",
            "200",
            "--first",
            "white",
            "--equivalence",
            "20",
            "--expand-after",
            "1",
            "--seed",
            "2",
        ],
        "race-W-komi-3.5-200-k-20-expand-1-seed-2.txt",
    ),
]
VERTEX = r"(?:[A-HJ-T]\d{1,2}|pass)"
CAPTION = re.compile(
    rf"^after (\d+) simulations? \(k = ([\d.]+)\): the next (starts|would "
    rf"start) with ({VERTEX})(?: \(was ({VERTEX})\))?$"
)
HEADER = re.compile(r"^  move +n +own +rate +AMAF +rate +beta +value$")
ROW = re.compile(
    rf"^([a-hA-H]) ({VERTEX}) +(\d+) +(\d+(?:\.5)?)/(\d+) +(-|\d\.\d{{3}}) +"
    rf"(\d+(?:\.5)?)/(\d+) +(-|\d\.\d{{3}}) +(\d\.\d{{3}}) +(inf|\d\.\d{{3}})$"
)
NEXT = re.compile(rf"^next: ([A-H]) \(({VERTEX})\), (the largest value|first of the largest)$")
BEST = re.compile(
    rf"^best own rate ([a-hA-H]) \(({VERTEX})\), best AMAF ([a-hA-H]) " rf"\(({VERTEX})\)$"
)
UCB1 = re.compile(
    rf"^UCB1 \(C = 1\) (agrees:|would pick) (?:[a-hA-H] \(({VERTEX})\)|({VERTEX}))"
    r"(, never visited)?$"
)
MOVE = re.compile(rf"^move (\d+): (Black|White) ({VERTEX}), ")
TOLERANCE = 0.0005 + 1e-9  # three decimals, rounded


def beta_of(visits, k):
    """The lesson's beta: sqrt(k / (3n + k))."""
    return math.sqrt(k / (3 * visits + k))


def rate(wins, n):
    """The lesson's rate, (1 + total / n) / 2, computed as the lesson does (total = 2 wins - n),
    so that equal values here are equal there."""
    return (1 + (2 * wins - n) / n) / 2 if n else 0.0


def value_of(n, wins, amaf_n, amaf_wins, k):
    """The lesson's blended value from the counts alone."""
    if amaf_n == 0:
        return math.inf if n == 0 else rate(wins, n)
    beta = beta_of(n, k)
    return (1 - beta) * rate(wins, n) + beta * rate(amaf_wins, amaf_n)


def parse_table(lines, where, problems):
    """A RAVE step's table and the lines under it: {rows, next, tie, best, ucb1}, or None."""
    start = next((i for i, line in enumerate(lines) if re.search(r"  move +n +own", line)), None)
    if not problems.expect(start is not None, f"{where}: no table (move n own rate ...)"):
        return None
    column = lines[start].index("  move")  # the table's left edge (right of the board)
    end = next((i for i in range(start, len(lines)) if not lines[i].strip()), len(lines))
    beside = [line[column:].rstrip() for line in lines[start:end] if len(line) > column]
    problems.expect(HEADER.match(beside[0]), f"{where}: header {beside[0]!r}")
    table = {"rows": [], "next": None, "best": None, "ucb1": None, "lines": beside}
    for line in beside[1:]:
        if match := ROW.match(line):
            letter, move, n, wins, own_n, own, amaf_wins, amaf_n, amaf, beta, value = match.groups()
            table["rows"].append(
                {
                    "letter": letter,
                    "move": move,
                    "n": int(n),
                    "wins": float(wins),
                    "own_n": int(own_n),
                    "own": own,
                    "amaf_wins": float(amaf_wins),
                    "amaf_n": int(amaf_n),
                    "amaf": amaf,
                    "beta": beta,
                    "value": value,
                }
            )
        elif match := NEXT.match(line):
            table["next"] = (match.group(1), match.group(2), match.group(3) != "the largest value")
        elif match := BEST.match(line):
            table["best"] = match.groups()
        elif match := UCB1.match(line):
            table["ucb1"] = (
                match.group(1) == "agrees:",
                match.group(2) or match.group(3),
                bool(match.group(4)),
            )
        elif line.strip():
            problems.expect(False, f"{where}: a line of the table not understood: {line!r}")
    for part in ("next", "best", "ucb1"):
        problems.expect(table[part] is not None, f"{where}: no '{part}' line under the table")
    problems.expect(table["rows"], f"{where}: a table without rows")
    return table


def check_table(table, k, simulations, where, problems):
    """Every number of one table recomputed from its counts; the pick the largest value."""
    rows = table["rows"]
    for row in rows:
        at = f"{where}, {row['move']}"
        problems.expect(
            row["own_n"] == row["n"],
            f"{at}: own wins out of {row['own_n']}, " f"not its {row['n']} visits",
        )
        problems.expect(
            row["amaf_n"] >= row["n"],
            f"{at}: fewer AMAF visits ({row['amaf_n']})"
            f" than visits ({row['n']}): the move walked into is always credited",
        )
        for rate, wins, n in (
            (row["own"], row["wins"], row["n"]),
            (row["amaf"], row["amaf_wins"], row["amaf_n"]),
        ):
            if n == 0:
                problems.expect(
                    rate == "-" and wins == 0,
                    f"{at}: {wins:g} wins and rate {rate} out of 0 visits",
                )
            else:
                problems.expect(
                    rate != "-" and abs(float(rate) - wins / n) <= TOLERANCE,
                    f"{at}: rate {rate}, but {wins:g}/{n} is {wins / n:.4f}",
                )
        beta = beta_of(row["n"], k)
        problems.expect(
            abs(float(row["beta"]) - beta) <= TOLERANCE,
            f"{at}: beta {row['beta']}, sqrt({k:g} / (3*{row['n']} + {k:g})) is " f"{beta:.4f}",
        )
        row["exact"] = value_of(row["n"], row["wins"], row["amaf_n"], row["amaf_wins"], k)
        shown = math.inf if row["value"] == "inf" else float(row["value"])
        problems.expect(
            shown == row["exact"]
            if math.isinf(row["exact"])
            else abs(shown - row["exact"]) <= TOLERANCE,
            f"{at}: value {row['value']}, (1 - beta) * own + beta * AMAF is " f"{row['exact']:.4f}",
        )
    problems.expect(
        sum(row["n"] for row in rows) <= simulations,
        f"{where}: more visits in the table than {simulations} simulations",
    )
    problems.expect(len({row["move"] for row in rows}) == len(rows), f"{where}: a move twice")
    capitals = [row for row in rows if row["letter"].isupper()]
    if not problems.expect(
        len(capitals) == 1, f"{where}: {len(capitals)} capital letters " "(the pick), expected one"
    ):
        return None
    pick = capitals[0]
    problems.expect(
        [row["letter"].lower() for row in rows] == list("abcdefgh"[: len(rows)]),
        f"{where}: the rows are not lettered a, b, c, ... in order",
    )
    if table["next"]:
        problems.expect(
            table["next"][:2] == (pick["letter"], pick["move"]),
            f"{where}: 'next' names {table['next'][:2]}, the capital letter is "
            f"{pick['letter']} {pick['move']}",
        )
    largest = max(row["exact"] for row in rows)
    problems.expect(
        pick["exact"] >= largest - 1e-9,
        f"{where}: the pick {pick['move']} "
        f"({pick['value']}) is not the largest value shown ({largest:.4f})",
    )
    if table["next"] and not table["next"][2]:
        problems.expect(
            not any(row is not pick and row["exact"] == pick["exact"] for row in rows),
            f"{where}: 'the largest value', but another row has the same",
        )
    if table["best"]:
        _, own_move, _, amaf_move = table["best"]
        visited = [row for row in rows if row["n"] > 0]
        credited = [row for row in rows if row["amaf_n"] > 0]
        for name, move, candidates, key in (
            ("own rate", own_move, visited, lambda r: (r["wins"] / r["n"], r["n"])),
            ("AMAF", amaf_move, credited, lambda r: (r["amaf_wins"] / r["amaf_n"], r["amaf_n"])),
        ):
            named = next((row for row in candidates if row["move"] == move), None)
            if problems.expect(
                named is not None, f"{where}: best {name} {move} not a row " "with visits"
            ):
                problems.expect(
                    key(named) == max(map(key, candidates)),
                    f"{where}: best {name} is {move}, not the largest shown",
                )
    if table["ucb1"]:
        agrees, move, never = table["ucb1"]
        problems.expect(not agrees or move == pick["move"], f"{where}: UCB1 'agrees' on {move}")
        if any(row["n"] == 0 for row in rows):
            problems.expect(
                never, f"{where}: a move has no visit, so UCB1 (+inf) would try " f"one, not {move}"
            )
    return pick


def board_letters(lines, column):
    """The single-letter marks on a text board left of `column`: {vertex: letter}."""
    files = next((line for line in lines if re.match(r"^\s+A B C", line)), None)
    if files is None:
        return None
    positions = {i: letter for i, letter in enumerate(files[:column]) if letter.isalpha()}
    found = {}
    for line in lines:
        match = re.match(r"^\s*(\d+) ", line)
        if not match:
            continue
        for i, file in positions.items():
            if i < len(line) and line[i] in "abcdefghABCDEFGH":
                found[f"{file}{match.group(1)}"] = line[i]
    return found


def read_reference(name):
    """The reference tree's root: k, and its children in order as dicts of counts."""
    with open(f"{DATA}/{name}") as data:
        text = data.read()
    k = float(re.search(r"equivalence ([\d.]+)", text).group(1))
    nodes = {}
    for line in text.splitlines():
        if line.startswith("#") or not line.strip():
            continue
        parts = line.split()
        if parts[0] == "draws":
            continue
        nodes[int(parts[0])] = {
            "move": parts[1],
            "n": int(parts[4]),
            "total": int(parts[5]),
            "amaf_n": int(parts[6]),
            "amaf_total": int(parts[7]),
            "children": [int(c) for c in parts[8:]],
        }
    children = []
    for index in nodes[0]["children"]:
        node = nodes[index]
        node["wins"] = (node["n"] + node["total"]) / 2
        node["amaf_wins"] = (node["amaf_n"] + node["amaf_total"]) / 2
        node["value"] = value_of(node["n"], node["wins"], node["amaf_n"], node["amaf_wins"], k)
        children.append(node)
    return k, nodes[0]["n"], children


def check_reference(table, pick, shown_k, name, where, problems):
    """The last step against the reference tree of the same search."""
    k, simulations, children = read_reference(name)
    problems.expect(shown_k == k, f"{where}: k = {shown_k:g}, the reference search's is {k:g}")
    by_move = {child["move"]: child for child in children}
    for row in table["rows"]:
        child = by_move.get(row["move"])
        if problems.expect(child is not None, f"{where}: {row['move']} is not a root move"):
            problems.expect(
                (row["n"], row["wins"], row["amaf_n"], row["amaf_wins"])
                == (child["n"], child["wins"], child["amaf_n"], child["amaf_wins"]),
                f"{where}: {row['move']} shows {row['n']} {row['wins']:g} "
                f"{row['amaf_n']} {row['amaf_wins']:g}, the reference "
                f"(visits, wins, AMAF visits, AMAF wins) is {child['n']} "
                f"{child['wins']:g} {child['amaf_n']} {child['amaf_wins']:g}",
            )
    best = max(children, key=lambda c: c["value"])  # max keeps the first of equals
    problems.expect(
        pick is None or pick["move"] == best["move"],
        f"{where}: the pick is {pick and pick['move']}, the reference tree's "
        f"largest value (first on ties) is {best['move']}",
    )
    shown = {row["move"] for row in table["rows"]}
    by_visits = sorted(children, key=lambda c: -c["n"]) + [{"n": -1}]
    for child in by_visits[:4]:
        if child["n"] > by_visits[4]["n"]:  # clearly among the four most visited
            problems.expect(
                child["move"] in shown,
                f"{where}: {child['move']} ({child['n']} "
                "visits) is among the most visited but not in the table",
            )

    def ucb1(c):
        if c["n"] == 0:
            return math.inf
        return rate(c["wins"], c["n"]) + math.sqrt(math.log(simulations) / c["n"])

    expected = max(children, key=ucb1)
    if table["ucb1"]:
        problems.expect(
            table["ucb1"][1] == expected["move"],
            f"{where}: UCB1 would pick {expected['move']} on the reference tree, "
            f"not {table['ucb1'][1]}",
        )


def check_run(demo, arguments, reference, problems):
    steps = text_steps(demo, *arguments)
    frames = json_frames(demo, *arguments)
    rave = [s for s in steps if CAPTION.match(s[1])]
    policy = [s for s in steps if MOVE.match(s[1])]
    run = " ".join(arguments)
    if not problems.expect(
        len(rave) >= 8, f"[{run}] {len(rave)} RAVE steps, expected 8 or " "more"
    ):
        return
    problems.expect(
        steps[: len(rave)] == rave,
        f"[{run}] the RAVE steps do not come first, " "one after the other",
    )
    problems.expect(
        policy and steps[len(rave) :] == policy,
        f"[{run}] the policy's playout does not follow RAVE, a move a step",
    )

    # The RAVE steps, text.
    counts, tables, picks = [], [], []
    for number, caption, lines in rave:
        where = f"[{run}] step {number}"
        simulations, k, _, move, was = CAPTION.match(caption).groups()
        simulations, k = int(simulations), float(k)
        counts.append(simulations)
        table = parse_table(lines, where, problems)
        pick = table and check_table(table, k, simulations, where, problems)
        tables.append(table)
        picks.append(pick)
        if table is None:
            continue
        if pick:
            problems.expect(
                move == pick["move"],
                f"{where}: the caption's next move {move} is " f"not the pick {pick['move']}",
            )
        previous = next((p["move"] for p in reversed(picks[:-1]) if p), None)
        problems.expect(
            was == (previous if previous not in (None, move) else None),
            f"{where}: '(was {was})' but the last step's pick was {previous}",
        )
        column = next(line.index("  move") for line in lines if "  move" in line)
        letters = board_letters(lines, column)
        want = {row["move"]: row["letter"] for row in table["rows"] if row["move"] != "pass"}
        problems.expect(
            letters == want,
            f"{where}: the board's letters {letters} are not the " f"table's {want}",
        )

    # The steps grow: every simulation at first, then ever larger strides, to the end.
    problems.expect(
        counts[:4] == [1, 2, 3, 4],
        f"[{run}] the first steps are after " f"{counts[:4]} simulations, not 1, 2, 3, 4",
    )
    strides = [b - a for a, b in zip(counts, counts[1:])]
    problems.expect(
        all(s > 0 for s in strides), f"[{run}] the simulations do not grow: " f"{counts}"
    )
    problems.expect(strides[-2] > 4 * strides[0], f"[{run}] the strides do not widen: {counts}")
    problems.expect(
        counts[-1] == 200,
        f"[{run}] the last step is after {counts[-1]} " "simulations, not the 200 asked for",
    )

    # From step to step: one simulation apart, the pick's visits grow by one and nobody
    # else's; further apart, visits and AMAF visits never fall, and beta falls where n grew.
    changed = 0
    for i in range(1, len(rave)):
        before, after = tables[i - 1], tables[i]
        if not before or not after:
            continue
        where = f"[{run}] steps {rave[i - 1][0]}-{rave[i][0]}"
        changed += before["lines"] != after["lines"]
        old = {row["move"]: row for row in before["rows"]}
        for row in after["rows"]:
            was = old.get(row["move"])
            if not was:
                continue
            problems.expect(
                row["n"] >= was["n"] and row["amaf_n"] >= was["amaf_n"],
                f"{where}: {row['move']}'s visits went down",
            )
            if row["n"] > was["n"]:
                problems.expect(
                    float(row["beta"]) < float(was["beta"]),
                    f"{where}: {row['move']}'s visits grew, its beta did not fall",
                )
            if counts[i] == counts[i - 1] + 1 and picks[i - 1]:
                grew = 1 if row["move"] == picks[i - 1]["move"] else 0
                problems.expect(
                    row["n"] == was["n"] + grew,
                    f"{where}: one simulation, which started with "
                    f"{picks[i - 1]['move']}, but {row['move']} went from "
                    f"{was['n']} to {row['n']} visits",
                )
    problems.expect(
        changed == len(rave) - 1,
        f"[{run}] the table stays the same in " f"{len(rave) - 1 - changed} steps",
    )
    betas = {p["beta"] for p in picks if p}
    problems.expect(len(betas) >= 5, f"[{run}] the pick's beta takes {len(betas)} values only")
    if tables[-1]:
        check_reference(tables[-1], picks[-1], k, reference, f"[{run}] last step", problems)

    # The JSON: the same steps, the table in the caption, the letters as labels, the pick a
    # green ring, the tree the root's visited children with the same counts.
    json_rave = [f for f in frames if CAPTION.match(f["caption"].split("\n")[0])]
    problems.expect(
        len(json_rave) == len(rave),
        f"[{run}] {len(json_rave)} RAVE frames in the " f"JSON, {len(rave)} text steps",
    )
    problems.expect(
        frames[: len(json_rave)] == json_rave,
        f"[{run}] the JSON's RAVE frames do " "not come first",
    )
    for (number, caption, _), table, frame in zip(rave, tables, json_rave):
        where = f"[{run}] JSON frame of step {number}"
        lines = frame["caption"].split("\n")
        problems.expect(lines[0] == caption, f"{where}: caption {lines[0]!r}, text {caption!r}")
        if not table:
            continue
        table_lines = [line for line in table["lines"] if line]
        problems.expect(
            lines[1 : 1 + len(table_lines)] == table_lines,
            f"{where}: its table differs from the text's",
        )
        labels = {label["point"]: label["text"] for label in frame.get("labels", [])}
        want = {row["move"]: row["letter"] for row in table["rows"] if row["move"] != "pass"}
        problems.expect(labels == want, f"{where}: labels {labels}, the table {want}")
        chosen = [m["point"] for m in frame.get("marks", []) if m["kind"] == "choose"]
        pick = next((row for row in table["rows"] if row["letter"].isupper()), None)
        if pick is None:
            continue
        problems.expect(
            chosen == ([pick["move"]] if pick["move"] != "pass" else []),
            f"{where}: the green ring is on {chosen}, the pick is {pick['move']}",
        )
        tree = frame.get("tree", [])
        root = next((n for n in tree if "parent" not in n), None)
        simulations = int(CAPTION.match(caption).group(1))
        if problems.expect(
            root is not None and root.get("visits") == simulations,
            f"{where}: the tree's root has not {simulations} visits",
        ):
            nodes = {n["move"]: n for n in tree if n.get("parent") == root["id"]}
            for row in table["rows"]:
                node = nodes.get(row["move"])
                problems.expect(
                    (node is not None) == (row["n"] > 0),
                    f"{where}: {row['move']} ({row['n']} visits) in the tree: "
                    f"{node is not None}",
                )
                if node:
                    problems.expect(
                        node["visits"] == row["n"]
                        and abs(node["win_rate"] - row["wins"] / row["n"]) <= TOLERANCE,
                        f"{where}: the tree's {row['move']} differs from the table",
                    )
            pv = [m for m, n in nodes.items() if n["kind"] == "pv"]
            problems.expect(
                pv == ([pick["move"]] if pick["n"] > 0 else []),
                f"{where}: the tree's green node is {pv}, the pick {pick['move']}",
            )

    # The policy's playout: moves numbered from 1, the players taking turns, each on the board.
    colour = "White" if "white" in arguments else "Black"
    for i, (number, caption, lines) in enumerate(policy, start=1):
        count, player, move = MOVE.match(caption).groups()
        where = f"[{run}] step {number}"
        problems.expect(
            int(count) == i and player == colour,
            f"{where}: move {count} by {player}, expected move {i} by {colour}",
        )
        colour = "White" if colour == "Black" else "Black"
        if move != "pass":
            files = next(line for line in lines if re.match(r"^\s+A B C", line))
            row = next((line for line in lines if re.match(rf"^\s*{move[1:]} ", line)), "")
            at = files.index(f" {move[0]}") + 1
            problems.expect(
                at < len(row) and row[at] == "!", f"{where}: no ! at {move} on the board"
            )


def main():
    demo = sys.argv[1]
    problems = Problems(12)
    for arguments, reference in RUNS:
        check_run(demo, arguments, reference, problems)
    problems.done()


if __name__ == "__main__":
    main()
