#!/usr/bin/env python3
"""Check a lesson demo's JSON trace against docs/trace-schema.json.

Runs the demo command given after `--`, reads its standard output as one JSON document and
checks it against the schema with a small validator of the part of JSON Schema the schema
uses (type, const, enum, required, properties, additionalProperties: false, items,
minItems, maxItems, minimum, maximum, minLength, pattern, anyOf, $ref to #/$defs/...), then
what a schema cannot say: every frame's rows match its size, every marked or labelled point
is on the board, every tree node's parent is a node of the same frame, ids are unique.

    check_trace.py --schema docs/trace-schema.json [--lesson N]
                   [--visits C4,C3,...] [--marks KIND=A9,B9,...]... [--moves G7,H7,...]
                   [--last-caption REGEX] [--best MOVE[:VISITS]] -- DEMO ARGUMENTS...

--visits: the points marked `visit`, frame by frame from the second frame on, must start
with this list (lesson 2's walk). --marks KIND=LIST (may be repeated): the points marked
KIND, frame by frame from the first, must start with this list (e.g. lesson 1's points
named in raster order). --moves: the points marked `move`, frame by frame, must be exactly
this list (lesson 11's game). --last-caption: the last frame's caption must match this
regular expression. --best: in the last frame with a tree, the root's child with the most
visits is MOVE (with VISITS visits, if given: lesson 12's D3). --self-test: every one of a list of broken copies of the demo's trace
must be refused, so the checks cannot pass by accident.

Exit 0 when the trace is valid, 1 with the reasons when it is not.
"""

import argparse
import copy
import json
import re
import subprocess
import sys

GTP_LETTERS = "ABCDEFGHJKLMNOPQRST"

TYPES = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
}


class Validator:
    """The subset of JSON Schema that docs/trace-schema.json uses; anything else is refused,
    so that a schema change the validator does not understand cannot pass unchecked."""

    KNOWN = {
        "$schema",
        "$id",
        "title",
        "description",
        "$defs",
        "type",
        "const",
        "enum",
        "required",
        "properties",
        "additionalProperties",
        "items",
        "minItems",
        "maxItems",
        "minimum",
        "maximum",
        "minLength",
        "pattern",
        "anyOf",
        "$ref",
    }

    def __init__(self, schema):
        self.schema = schema

    def errors(self, value, schema=None, where="$"):
        schema = self.schema if schema is None else schema
        unknown = set(schema) - self.KNOWN
        if unknown:
            return [f"{where}: the validator does not know {sorted(unknown)}"]
        if "$ref" in schema:
            name = schema["$ref"].removeprefix("#/$defs/")
            return self.errors(value, self.schema["$defs"][name], where)
        if "type" in schema and not TYPES[schema["type"]](value):
            return [f"{where}: expected {schema['type']}, got {json.dumps(value)[:40]}"]
        found = []
        if "const" in schema and value != schema["const"]:
            found.append(f"{where}: expected {schema['const']!r}")
        if "enum" in schema and value not in schema["enum"]:
            found.append(f"{where}: {value!r} is not one of {schema['enum']}")
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            if "minimum" in schema and value < schema["minimum"]:
                found.append(f"{where}: {value} is below {schema['minimum']}")
            if "maximum" in schema and value > schema["maximum"]:
                found.append(f"{where}: {value} is above {schema['maximum']}")
        if isinstance(value, str):
            if "minLength" in schema and len(value) < schema["minLength"]:
                found.append(f"{where}: shorter than {schema['minLength']}")
            if "pattern" in schema and not re.search(schema["pattern"], value):
                found.append(f"{where}: {value!r} does not match {schema['pattern']}")
        if isinstance(value, list):
            if "minItems" in schema and len(value) < schema["minItems"]:
                found.append(f"{where}: fewer than {schema['minItems']} items")
            if "maxItems" in schema and len(value) > schema["maxItems"]:
                found.append(f"{where}: more than {schema['maxItems']} items")
            for i, item in enumerate(value):
                found += self.errors(item, schema.get("items", {}), f"{where}[{i}]")
        if isinstance(value, dict):
            for key in schema.get("required", []):
                if key not in value:
                    found.append(f"{where}: '{key}' is missing")
            properties = schema.get("properties", {})
            for key, item in value.items():
                if key in properties:
                    found += self.errors(item, properties[key], f"{where}.{key}")
                elif schema.get("additionalProperties", True) is False:
                    found.append(f"{where}: unexpected '{key}'")
        if "anyOf" in schema and all(self.errors(value, s, where) for s in schema["anyOf"]):
            found.append(f"{where}: matches none of {json.dumps(schema['anyOf'])}")
        return found


def vertex_on_board(vertex, width, height):
    column = GTP_LETTERS.find(vertex[0]) + 1
    return 1 <= column <= width and 1 <= int(vertex[1:]) <= height


def meaning_errors(trace):
    """What the schema cannot say, for a trace the schema accepts."""
    found = []
    for f, frame in enumerate(trace["frames"]):
        where = f"$.frames[{f}]"
        if "size" in frame:
            width, height = frame["size"]
            if len(frame["rows"]) != height or any(len(r) != width for r in frame["rows"]):
                found.append(f"{where}: the rows are not {width}x{height}")
            for key in ("marks", "labels"):
                for item in frame[key]:
                    if not vertex_on_board(item["point"], width, height):
                        found.append(f"{where}.{key}: {item['point']} is off the board")
        elif frame["marks"] or frame["labels"]:
            found.append(f"{where}: marks or labels on a frame without a board")
        ids = [node["id"] for node in frame.get("tree", [])]
        if len(set(ids)) != len(ids):
            found.append(f"{where}.tree: two nodes with the same id")
        roots = [node for node in frame.get("tree", []) if "parent" not in node]
        if "tree" in frame and len(roots) != 1:
            found.append(f"{where}.tree: {len(roots)} roots, expected one")
        for node in frame.get("tree", []):
            if "parent" in node and node["parent"] not in ids:
                found.append(f"{where}.tree: node {node['id']}'s parent is not in the tree")
    return found


def marked(trace, kind, count=None, first=0):
    """The first `count` points (all if None) marked `kind`, frame by frame from frame
    `first` on."""
    return [
        mark["point"]
        for frame in trace["frames"][first:]
        for mark in frame["marks"]
        if mark["kind"] == kind
    ][:count]


def best_child(trace):
    """The root's most visited child in the last frame with a tree, as MOVE:VISITS."""
    trees = [frame["tree"] for frame in trace["frames"] if frame.get("tree")]
    if not trees:
        return "no tree"
    root = next(node["id"] for node in trees[-1] if "parent" not in node)
    children = [node for node in trees[-1] if node.get("parent") == root]
    if not children:
        return "no child of the root"
    best = max(children, key=lambda node: node.get("visits", 0))
    return f"{best['move']}:{best.get('visits', 0)}"


def check(trace, validator, lesson, visits, marks=(), last_caption=None, moves=(), best=None):
    found = validator.errors(trace)
    if not found:
        found = meaning_errors(trace)
    if not found and lesson is not None and trace["lesson"] != lesson:
        found.append(f"$.lesson: {trace['lesson']}, expected {lesson}")
    if not found and visits:
        seen = marked(trace, "visit", len(visits), first=1)
        if seen != visits:
            found.append(f"the walk visits {seen}, expected {visits}")
    for kind, points in marks if not found else ():
        seen = marked(trace, kind, len(points))
        if seen != points:
            found.append(f"the points marked {kind}: {seen}, expected {points}")
    if not found and last_caption and not re.search(last_caption, trace["frames"][-1]["caption"]):
        found.append(
            f"the last caption does not match {last_caption!r}: "
            f"{trace['frames'][-1]['caption']!r}"
        )
    if not found and moves:
        played = marked(trace, "move")
        if played != moves:
            found.append(f"the moves are {played}, expected {moves}")
    if not found and best:
        seen = best_child(trace)
        if seen != best and seen.split(":")[0] != best:
            found.append(f"the root's most visited child is {seen}, expected {best}")
    return found


def marks_option(text):
    """`KIND=A1,B2,...` as (kind, [points])."""
    kind, equals, points = text.partition("=")
    if not equals or not points:
        raise argparse.ArgumentTypeError(f"expected KIND=POINT,POINT,..., not {text!r}")
    return kind, points.split(",")


def broken_copies(trace):
    """Copies of a valid trace, each with one mistake the checks must catch."""

    def changed(change):
        broken = copy.deepcopy(trace)
        change(broken)
        return broken

    first = 0
    board = next((i for i, f in enumerate(trace["frames"]) if "size" in f), None)
    tree = next((i for i, f in enumerate(trace["frames"]) if len(f.get("tree", [])) > 1), None)
    yield "wrong format", changed(lambda t: t.update(format="stonelab"))
    yield "version 2", changed(lambda t: t.update(version=2))
    yield "no frames", changed(lambda t: t.update(frames=[]))
    yield "an unknown key", changed(lambda t: t.update(extra=1))
    yield "a frame without caption", changed(lambda t: t["frames"][first].pop("caption"))
    yield "a caption that is a number", changed(lambda t: t["frames"][first].update(caption=3))
    if board is not None:
        b = trace["frames"][board]
        yield "a frame without board or tree", changed(
            lambda t: [t["frames"][board].pop(k) for k in ("size", "rows")]
        )
        yield "a row too short", changed(
            lambda t: t["frames"][board]["rows"].__setitem__(0, b["rows"][0][1:])
        )
        yield "a stone written as #", changed(
            lambda t: t["frames"][board]["rows"].__setitem__(0, "#" + b["rows"][0][1:])
        )
        yield "a mark off the board", changed(
            lambda t: t["frames"][board]["marks"].append({"point": "T19", "kind": "look"})
        )
        yield "a mark on I", changed(
            lambda t: t["frames"][board]["marks"].append({"point": "I1", "kind": "look"})
        )
        yield "an unknown mark kind", changed(
            lambda t: t["frames"][board]["marks"].append({"point": "A1", "kind": "glow"})
        )
        yield "an empty label", changed(
            lambda t: t["frames"][board]["labels"].append({"point": "A1", "text": ""})
        )
    if tree is not None:
        yield "a node without parent twice", changed(
            lambda t: t["frames"][tree]["tree"][-1].pop("parent", None)
        )
        yield "a parent that is not there", changed(
            lambda t: t["frames"][tree]["tree"][-1].update(parent=9999)
        )
        yield "an unknown node kind", changed(
            lambda t: t["frames"][tree]["tree"][0].update(kind="pruned")
        )
        yield "a win rate above 1", changed(
            lambda t: t["frames"][tree]["tree"][0].update(win_rate=1.5)
        )


def changed_caption(trace):
    """A copy of the trace whose last caption says nothing."""
    broken = copy.deepcopy(trace)
    broken["frames"][-1]["caption"] = "-"
    return broken


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--schema", required=True)
    parser.add_argument("--lesson", type=int)
    parser.add_argument("--visits", help="the walk's first visits, comma-separated")
    parser.add_argument(
        "--marks",
        type=marks_option,
        action="append",
        default=[],
        help="KIND=POINT,...: the first points marked KIND, in order",
    )
    parser.add_argument("--last-caption", help="a regular expression the last caption matches")
    parser.add_argument("--moves", help="every move played, in order, comma-separated")
    parser.add_argument("--best", help="the root's most visited child at the end, MOVE[:VISITS]")
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("command", nargs="+", help="the demo and its arguments (after --)")
    args = parser.parse_args()
    with open(args.schema, encoding="utf-8") as f:
        validator = Validator(json.load(f))
    run = subprocess.run(args.command, capture_output=True, timeout=60)
    if run.returncode != 0:
        print(
            f"check_trace.py: the demo exited with {run.returncode}:\n"
            f"{run.stderr.decode(errors='replace')}"
        )
        return 1
    try:
        trace = json.loads(run.stdout.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        print(f"check_trace.py: the demo's output is not JSON in UTF-8: {error}")
        return 1
    visits = args.visits.split(",") if args.visits else []
    moves = args.moves.split(",") if args.moves else []
    found = check(
        trace, validator, args.lesson, visits, args.marks, args.last_caption, moves, args.best
    )
    for error in found:
        print(error)
    if found:
        return 1
    print(f"lesson {trace['lesson']}: {len(trace['frames'])} frames, valid")
    if not args.self_test:
        return 0
    missed = 0
    for name, broken in broken_copies(trace):
        if not check(
            broken, validator, args.lesson, visits, args.marks, args.last_caption, moves, args.best
        ):
            print(f"not refused: {name}")
            missed += 1
    if visits and not check(trace, validator, args.lesson, list(reversed(visits))):
        print("not refused: the walk in the wrong order")
        missed += 1
    if args.best and not check(trace, validator, args.lesson, [], best="pass:0"):
        print("not refused: another move as the most visited")
        missed += 1
    for kind, points in args.marks:
        backwards = list(reversed(points))
        if backwards != points and not check(
            trace, validator, args.lesson, [], [(kind, backwards)]
        ):
            print(f"not refused: the points marked {kind} in the wrong order")
            missed += 1
    if args.last_caption:
        broken = changed_caption(trace)
        if not check(broken, validator, args.lesson, [], [], args.last_caption):
            print("not refused: a last caption that does not match")
            missed += 1
    if moves and not check(trace, validator, args.lesson, [], [], None, moves[:-1]):
        print("not refused: a move left out")
        missed += 1
    print("every broken copy refused" if not missed else f"{missed} broken copies accepted")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
