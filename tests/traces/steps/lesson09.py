"""Lesson 9's step-through: alpha-beta in the order it searches.

On Russell and Norvig's tree (the demo's default) and on docs/trees/three-ply.tree (cuts at
both kinds of node), the steps must be exactly the events of a depth-first, fail-soft
alpha-beta computed here from the tree's text, independently of the demo: each position
entered with its window, each leaf evaluated, each cut-off right after the child whose value
causes it, each position left with its value; then the best line. The terminal's indented
tree and the JSON frames' tree must both hold, at each step, exactly the positions entered
so far, with their windows, the values known so far and the moves cut so far, the step's
position marked.

On tic-tac-toe (--tic-tac-toe), whose move order is the engine's, the steps are checked
against the rules of alpha-beta and of the game instead: each step's board is the position
of its node; each leaf is a finished game with its true value; every window is the parent's
negated and swapped; a position's value is the best of its children's, negated; a cut-off
comes right after the value that reaches beta, and leaves exactly the moves not searched.

Also: --step stops at the shared prompt, and --record writes the same search beside a JSON
trace.
"""

import os
import re
import sys
import tempfile

from common import Problems, json_frames, run, text_steps

DEMO = sys.argv[1]
P = Problems(9)
INF = float("inf")
RUSSELL_NORVIG = "(a1:(b1:3 b2:12 b3:8) a2:(c1:2 c2:4 c3:6) a3:(d1:14 d2:5 d3:2))"
TIC_TAC_TOE = ["a1", "b2", "c3", "a3", "c1"]  # O to move, X has a fork
MARKS = {"enter": "<- entered", "leaf": "<- evaluated", "cut": "<- cut-off", "leave": "<- left"}


# ---- Russell and Norvig's tree, searched here ----------------------------------------------


def parse_tree(text):
    """The tree's text as a nested list of (move, child) pairs; a leaf is its value."""
    tokens = re.findall(r"\(|\)|[^\s():]+:?", text)
    at = 0

    def node():
        nonlocal at
        if tokens[at] != "(":
            at += 1
            return int(tokens[at - 1])
        at += 1
        children = []
        while tokens[at] != ")":
            name = tokens[at].rstrip(":")
            at += 1
            children.append((name, node()))
        at += 1
        return children

    return node()


def alpha_beta_events(tree):
    """The events of a fail-soft NegaMax alpha-beta from the window (-inf, inf): dicts with
    kind, path, alpha, beta, value (None on entering) and pruned moves."""
    events = []

    def search(node, path, alpha, beta, sign):
        if isinstance(node, int):
            events.append(
                dict(kind="leaf", path=path, alpha=alpha, beta=beta, value=sign * node, pruned=[])
            )
            return sign * node
        events.append(dict(kind="enter", path=path, alpha=alpha, beta=beta, value=None, pruned=[]))
        best, raised = -INF, alpha
        for k, (move, child) in enumerate(node):
            value = -search(child, path + [move], -beta, -raised, -sign)
            best, raised = max(best, value), max(raised, value)
            if value >= beta:
                pruned = [name for name, _ in node[k + 1 :]]
                if pruned:
                    events.append(
                        dict(
                            kind="cut", path=path, alpha=alpha, beta=beta, value=best, pruned=pruned
                        )
                    )
                break
        events.append(dict(kind="leave", path=path, alpha=alpha, beta=beta, value=best, pruned=[]))
        return best

    search(tree, [], -INF, INF, 1)
    return events


def bound(value):
    return "inf" if value == INF else "-inf" if value == -INF else str(value)


def window(event):
    return f"[{bound(event['alpha'])}, {bound(event['beta'])}]"


def state_after(events, count):
    """What the first `count` events have shown: per path, its window, its value once known,
    its cut moves once cut; paths in the order entered."""
    nodes = {}
    for event in events[:count]:
        key = tuple(event["path"])
        if event["kind"] in ("enter", "leaf"):
            nodes[key] = dict(window=window(event), value=None, cut=[])
        if event["kind"] in ("leaf", "leave"):
            nodes[key]["value"] = event["value"]
        if event["kind"] == "cut":
            nodes[key]["cut"] = event["pruned"]
    return nodes


def expected_rows(nodes, mark_of):
    """The terminal tree's rows: (depth, move, window or 'cut', value text, mark), pre-order,
    cut moves after their searched siblings."""
    rows = []

    def add(path):
        node = nodes[path]
        value = "?" if node["value"] is None else str(node["value"])
        rows.append(
            (len(path), path[-1] if path else "root", node["window"], value, mark_of.get(path, ""))
        )
        for child in [p for p in nodes if len(p) == len(path) + 1 and p[:-1] == path]:
            add(child)
        rows.extend((len(path) + 1, move, "cut", "", "") for move in node["cut"])

    add(())
    return rows


def best_line(events):
    """From the root, each time the first child whose negated value is its parent's."""
    nodes = state_after(events, len(events))
    line = [()]
    while True:
        children = [p for p in nodes if len(p) == len(line[-1]) + 1 and p[:-1] == line[-1]]
        nxt = [c for c in children if -nodes[c]["value"] == nodes[line[-1]]["value"]]
        if not nxt:
            return line
        line.append(nxt[0])


# ---- reading the demo's steps ---------------------------------------------------------------

CAPTION = re.compile(r"^(enter|leaf|cut-off at|leave|the best line|no best line)\b ?(.*)$")


def caption_event(caption):
    """(kind, path) of a step's first caption line, or (None, None)."""
    match = CAPTION.match(caption)
    if not match:
        return None, None
    kind = {"cut-off at": "cut", "the best line": "best", "no best line": "best"}.get(
        match.group(1), match.group(1)
    )
    if kind == "best":
        return kind, None
    rest = match.group(2)
    if rest.startswith("the root"):
        return kind, []
    return kind, re.match(r"^([a-z]\d+(?: [a-z]\d+)*)", rest).group(1).split()


ROW = re.compile(
    r"^( *)(\S+)(?: \(\w+\))?\s+(\[[^\]]*\]|cut)(?:\s+(-?\d+|\?))?" r"(?:\s+(<- [\w-]+|\*))?\s*$"
)


def tree_rows(lines):
    """The indented tree under a step, right of a board if there is one: its rows as
    (depth, move, window, value, mark); None if it has no header or a row does not read."""
    header = next((i for i, line in enumerate(lines) if "position (to move)" in line), None)
    if header is None:
        return None
    column = lines[header].index("position (to move)")
    rows = []
    for line in lines[header + 1 :]:
        if not line.strip():
            break  # the blank line after the step
        part = line[column:] if len(line) > column else ""
        if not part.strip():
            continue
        match = ROW.match(part)
        if not match:
            return None
        indent, move, win, value, mark = match.groups()
        rows.append((len(indent) // 2, move, win, value or "", mark or ""))
    return rows


def board_lines(lines):
    """The 3x3 board drawn left of the tree, as rows of X O and '.', top row first."""
    rows = []
    for line in lines:
        match = re.match(r"^ (\d) ([.XO]) ([.XO]) ([.XO])  \d", line)
        if match:
            rows.append("".join(match.groups()[1:]))
    return rows


def frame_path(frame, node):
    by_id = {n["id"]: n for n in frame["tree"]}
    path = []
    while "parent" in node:
        path.insert(0, node["move"])
        node = by_id[node["parent"]]
    return path


# ---- a tree: the events, in the text and in the JSON ----------------------------------------


def check_tree(tree_text, where, *arguments):
    """The steps of the demo run with `arguments` against the search of `tree_text`; returns
    the events."""

    def expect(condition, message):
        return P.expect(condition, f"{where}: {message}")

    events = alpha_beta_events(parse_tree(tree_text))
    line = best_line(events)

    steps = text_steps(DEMO, *arguments)
    expect(
        [s[0] for s in steps] == list(range(1, len(steps) + 1)),
        "text: the steps are not numbered 1, 2, 3, ...",
    )
    expect(
        len(steps) == len(events) + 1,
        f"text: {len(steps)} steps, expected {len(events) + 1}: the search's {len(events)} "
        "events and the best line",
    )
    for i, (number, caption, lines) in enumerate(steps[: len(events) + 1]):
        if i == len(events):
            kind, _ = caption_event(caption)
            expect(
                kind == "best" and " ".join(p[-1] for p in line[1:]) in caption,
                f"text step {number}: not the best line {' '.join(p[-1] for p in line[1:])}: "
                f"{caption}",
            )
            marks = {p: "*" for p in line}
            expect(
                tree_rows(lines) == expected_rows(state_after(events, len(events)), marks),
                f"text step {number}: the tree with the best line marked * is not\n"
                f"{expected_rows(state_after(events, len(events)), marks)}\nbut\n"
                f"{tree_rows(lines)}",
            )
            continue
        event = events[i]
        kind, path = caption_event(caption)
        if not expect(
            (kind, path) == (event["kind"], event["path"]),
            f"text step {number}: expected {event['kind']} {event['path']}, " f"found: {caption}",
        ):
            continue
        text = " ".join([caption] + lines)
        if kind == "leaf" or kind == "leave":
            expect(
                re.search(rf"(evaluated:|returns) {event['value']}\b", text),
                f"text step {number}: the value {event['value']} is not in the caption",
            )
        if kind == "enter":
            expect(window(event) in caption, f"text step {number}: no window {window(event)}")
        if kind == "cut":
            expect(
                " ".join(event["pruned"]) + (" is" if len(event["pruned"]) == 1 else " are")
                in text,
                f"text step {number}: the cut moves {event['pruned']} are not named",
            )
        want = expected_rows(state_after(events, i + 1), {tuple(event["path"]): MARKS[kind]})
        expect(
            tree_rows(lines) == want,
            f"text step {number}: the tree is not\n{want}\nbut\n{tree_rows(lines)}",
        )

    frames = json_frames(DEMO, *arguments)
    expect(
        len(frames) == len(events) + 1,
        f"JSON: {len(frames)} frames, expected {len(events) + 1}: the search's {len(events)} "
        "events and the best line",
    )
    for i, frame in enumerate(frames[: len(events) + 1]):
        nodes = state_after(events, min(i + 1, len(events)))
        tree = frame.get("tree", [])
        searched = [n for n in tree if n["kind"] != "cut"]
        found = {tuple(frame_path(frame, n)): n for n in searched}
        expect(
            list(found) == list(nodes),
            f"JSON frame {i + 1}: the positions are {list(found)}, expected {list(nodes)}",
        )
        for path, node in nodes.items():
            if path not in found:
                continue
            n = found[path]
            expect(
                n.get("note") == node["window"] and n.get("value") == node["value"],
                f"JSON frame {i + 1}: {list(path)} has window {n.get('note')} value "
                f"{n.get('value')}, expected {node['window']} {node['value']}",
            )
            cut = [c["move"] for c in tree if c["kind"] == "cut" and c.get("parent") == n["id"]]
            expect(
                cut == node["cut"],
                f"JSON frame {i + 1}: {list(path)} has cut moves {cut}, expected {node['cut']}",
            )
        current = [frame_path(frame, n) for n in tree if n["kind"] == "current"]
        pv = [tuple(frame_path(frame, n)) for n in tree if n["kind"] == "pv"]
        if i < len(events):
            expect(
                current == [events[i]["path"]] and not pv,
                f"JSON frame {i + 1}: the current position is {current}, expected "
                f"{events[i]['path']} ({events[i]['kind']})",
            )
            expect(
                caption_event(frame["caption"]) == (events[i]["kind"], events[i]["path"]),
                f"JSON frame {i + 1}: the caption is not {events[i]['kind']} "
                f"{events[i]['path']}: {frame['caption']}",
            )
        else:
            expect(
                not current and pv == line,
                f"JSON last frame: the best line is {pv}, expected {line}, and no current",
            )

    def each_leaf_before_its_cut(order, part):
        """`order`: (kind, path, value) per step. A cut at a node comes right after the step in
        which its last searched child returned a value that, negated, reaches the node's beta."""
        for k, (kind, path, _) in enumerate(order):
            if kind != "cut":
                continue
            before = order[k - 1] if k else (None, None, None)
            cutter = next(e for e in events if e["kind"] == "cut" and e["path"] == path)
            expect(
                before[0] in ("leaf", "leave")
                and before[1][:-1] == path
                and before[2] is not None
                and -before[2] >= cutter["beta"],
                f"{part}: the cut at {path} does not come right after the value of the "
                f"child that causes it (the step before: {before})",
            )
        expect(any(kind == "cut" for kind, _, _ in order), f"{part}: no cut-off at all")

    text_order = []
    for number, caption, lines in steps:
        kind, path = caption_event(caption)
        value = re.search(r"(?:evaluated:|returns) (-?\d+)", caption)
        text_order.append((kind, path, int(value.group(1)) if value else None))
    each_leaf_before_its_cut(text_order, "text")
    json_order = []
    for frame in frames:
        kind, path = caption_event(frame["caption"])
        current = [n for n in frame.get("tree", []) if n["kind"] == "current"]
        json_order.append((kind, path, current[0].get("value") if current else None))
    each_leaf_before_its_cut(json_order, "JSON")

    return events


events = check_tree(RUSSELL_NORVIG, "Russell and Norvig")
with open("docs/trees/three-ply.tree", encoding="utf-8") as file:
    THREE_PLY = "".join(l for l in file if not l.startswith("#"))
check_tree(THREE_PLY, "three-ply.tree", "--tree", "docs/trees/three-ply.tree")


# ---- tic-tac-toe: the rules of alpha-beta and of the game -----------------------------------

LINES = (
    [[(x, y) for x in range(3)] for y in range(3)]
    + [[(x, y) for y in range(3)] for x in range(3)]
    + [[(i, i) for i in range(3)], [(i, 2 - i) for i in range(3)]]
)


def position(moves):
    """The 3x3 grid after `moves` ("b2"...), top row (row 3) first, X first."""
    grid = [["."] * 3 for _ in range(3)]
    for k, move in enumerate(moves):
        grid[3 - int(move[1])][ord(move[0]) - ord("a")] = "XO"[k % 2]
    return ["".join(row) for row in grid]


def outcome(grid):
    """'X' or 'O' if that side has a line, '=' if the board is full, None if the game goes on."""
    for cells in LINES:
        marks = {grid[y][x] for x, y in cells}
        if len(marks) == 1 and marks != {"."}:
            return marks.pop()
    return "=" if all("." not in row for row in grid) else None


def empty_squares(grid):
    return sorted(f"{'abc'[x]}{3 - y}" for y in range(3) for x in range(3) if grid[y][x] == ".")


def check_tic_tac_toe(order, boards, where):
    """`order`: (kind, path, window, value, pruned) per step, `boards` the board of each."""
    values, windows, children, opened = {}, {}, {}, []
    for k, (kind, path, win, value, pruned) in enumerate(order):
        if kind == "best":
            continue
        key = tuple(path)
        grid = position(TIC_TAC_TOE + path)
        mover = "XO"[(len(TIC_TAC_TOE) + len(path)) % 2]
        P.expect(
            boards[k] == grid,
            f"{where} step {k + 1}: the board {boards[k]} is not the "
            f"position after {' '.join(TIC_TAC_TOE + path)}, {grid}",
        )
        if kind in ("enter", "leaf"):
            P.expect(key not in windows, f"{where} step {k + 1}: {path} entered twice")
            windows[key] = win
            if path:
                parent = key[:-1]
                P.expect(
                    opened and opened[-1] == parent,
                    f"{where} step {k + 1}: {path} entered while its parent is not the "
                    "position being searched",
                )
                alpha, beta = windows.get(parent, (-INF, INF))
                best = [-values[c] for c in children.get(parent, []) if c in values]
                now = max([alpha] + best)
                P.expect(
                    win == (-beta, -now),
                    f"{where} step {k + 1}: {path}'s window {win} is not its parent's "
                    f"[{bound(now)}, {bound(beta)}] negated and swapped",
                )
                children.setdefault(parent, []).append(key)
        if kind == "enter":
            opened.append(key)
            P.expect(
                outcome(grid) is None,
                f"{where} step {k + 1}: {path} is entered as an "
                "inner position but the game is over",
            )
        if kind == "leaf":
            result = outcome(grid)
            truth = 0 if result == "=" else 1 if result == mover else -1
            P.expect(
                result is not None and value == truth,
                f"{where} step {k + 1}: the leaf {path} is worth {value}, but the game "
                f"there is {result or 'not over'} ({truth} for {mover})",
            )
            if value is not None:
                values[key] = value
        if kind == "cut":
            kids = children.get(key, [])
            P.expect(
                k > 0
                and order[k - 1][0] in ("leaf", "leave")
                and kids
                and tuple(order[k - 1][1]) == kids[-1]
                and -values.get(kids[-1], 0) >= windows[key][1],
                f"{where} step {k + 1}: the cut at {path} is not right after the value "
                "that reaches its beta",
            )
            searched = [c[-1] for c in kids]
            P.expect(
                sorted(searched + pruned) == empty_squares(grid),
                f"{where} step {k + 1}: searched {searched} and cut {pruned} are not the "
                f"empty squares {empty_squares(grid)}",
            )
        if kind == "leave":
            P.expect(
                opened and opened[-1] == key,
                f"{where} step {k + 1}: {path} left while it is not being searched",
            )
            opened = opened[:-1]
            kids = children.get(key, [])
            P.expect(
                all(c in values for c in kids),
                f"{where} step {k + 1}: {path} is left before all its children returned",
            )
            best = max((-values[c] for c in kids if c in values), default=None)
            P.expect(
                value == best,
                f"{where} step {k + 1}: {path} returns {value}, but the "
                f"best of its children's values, negated, is {best}",
            )
            reached = best is not None and best >= windows[key][1]
            if not reached:
                P.expect(
                    sorted(c[-1] for c in kids) == empty_squares(grid),
                    f"{where} step {k + 1}: {path} is left without a cut-off before all "
                    "its moves are searched",
                )
            if value is not None:
                values[key] = value
    P.expect(not opened and () in values, f"{where}: the search does not end at the root")
    P.expect(any(kind == "cut" for kind, *_ in order), f"{where}: no cut-off at all")


def label_grid(frame):
    """A JSON frame's tic-tac-toe position: labels X and O on an empty 3x3 board."""
    if frame.get("size") != [3, 3] or frame.get("rows") != ["..."] * 3:
        return None
    grid = [["."] * 3 for _ in range(3)]
    for label in frame.get("labels", []):
        grid[3 - int(label["point"][1])]["ABC".index(label["point"][0])] = label["text"]
    return ["".join(row) for row in grid]


def parse_window(text):
    low, high = (
        INF if b == "inf" else -INF if b == "-inf" else int(b) for b in text.strip("[]").split(", ")
    )
    return low, high


ttt = ["--tic-tac-toe", ",".join(TIC_TAC_TOE)]
order, boards = [], []
for number, caption, lines in text_steps(DEMO, *ttt):
    kind, path = caption_event(caption)
    rows = tree_rows(lines) or []
    marked = [r for r in rows if r[4].startswith("<-")]
    if kind != "best" and not P.expect(
        kind and len(marked) == 1 and MARKS[kind] == marked[0][4],
        f"tic-tac-toe text step {number}: no {kind} row marked",
    ):
        continue
    win, value, pruned = None, None, []
    if kind != "best":
        row = marked[0]
        win = parse_window(row[2])
        value = None if row[3] == "?" else int(row[3])
        if kind == "cut":  # the rows "cut" one level under the marked row, in its subtree
            subtree = []
            for r in rows[rows.index(row) + 1 :]:
                if r[0] <= row[0]:
                    break
                subtree.append(r)
            pruned = [r[1] for r in subtree if r[2] == "cut" and r[0] == row[0] + 1]
    order.append((kind, path, win, value, pruned))
    boards.append(board_lines(lines))
check_tic_tac_toe(order, boards, "tic-tac-toe text")

order, boards = [], []
for i, frame in enumerate(json_frames(DEMO, *ttt)):
    kind, path = caption_event(frame["caption"])
    current = [n for n in frame.get("tree", []) if n["kind"] == "current"]
    if kind != "best" and not P.expect(
        kind and len(current) == 1, f"tic-tac-toe JSON frame {i + 1}: no current position"
    ):
        continue
    win, value, pruned = None, None, []
    if kind != "best":
        node = current[0]
        P.expect(
            frame_path(frame, node) == path,
            f"tic-tac-toe JSON frame {i + 1}: the current position is not {path}",
        )
        win = parse_window(node["note"])
        value = node.get("value")
        pruned = [
            c["move"] for c in frame["tree"] if c["kind"] == "cut" and c.get("parent") == node["id"]
        ]
    order.append((kind, path, win, value, pruned))
    boards.append(label_grid(frame))
check_tic_tac_toe(order, boards, "tic-tac-toe JSON")


# ---- the shared prompt, --record beside the trace -------------------------------------------

stepped = run(DEMO, "--step", stdin="\n3\nq\n")
prompt = "[Enter: next step, a number: that many, q: to the end] "
P.expect(
    stepped.count(prompt) == 3,
    f"--step: the shared prompt is shown {stepped.count(prompt)} times for Enter, 3, q "
    "(expected 3: after step 1, step 2, and step 5)",
)
P.expect(
    len(re.findall(r"step \d+:", stepped)) == len(events) + 1,
    "--step: q does not run the remaining steps to the end",
)

with tempfile.TemporaryDirectory() as folder:
    record = os.path.join(folder, "record.txt")
    run(DEMO, "--trace", "--format", "json", "--record", record)
    with open(record, encoding="utf-8") as file:
        visits = [line.rstrip("\n") for line in file if not line.startswith("#")]
    want = []
    for event in events:
        if event["kind"] not in ("enter", "leaf"):
            continue
        done = next(
            e for e in events if e["path"] == event["path"] and e["kind"] in ("leaf", "leave")
        )
        cut = next((e for e in events if e["path"] == event["path"] and e["kind"] == "cut"), None)
        text = (" ".join(event["path"]) or "root") + f" | {window(event)} | {done['value']}"
        text += " leaf" if event["kind"] == "leaf" else ""
        text += f" | pruned {' '.join(cut['pruned'])}" if cut else ""
        want.append(text)
    P.expect(visits == want, f"--record: the record is\n{visits}\nexpected\n{want}")

P.done()
