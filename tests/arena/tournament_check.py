#!/usr/bin/env python3
"""Plays a small `stonelab tournament` and checks everything it wrote against its own lines.

    tournament_check.py STONELAB WORKDIR SCENARIO [ENGINE]

SCENARIO builtin: random, random and eval on 5x5, and ENGINE (tests/cli/fake_gtp.py) in its
mode `crash`: every game of the engine is a forfeit, the others are played. SCENARIO gnugo:
random, eval and ENGINE (GNU Go at level 1, seeded) on 5x5; its games that end by two passes
are counted after GNU Go's dead stones are removed.

Checks: the header and the player lines; a line per game in the documented order (pairings in
the file's order, the player listed first Black in games 1, 3, ...); a record per game named
game-NNN-BLACK-WHITE.sgf with the players, the result and the heading; the CSV exactly as
this script computes it from the game lines, by its own reading of the rules (a win 1, a draw
1/2; points, then Sonneborn-Berger, then the file's order); the text crosstable's rows; and
the same records and CSV again with -j 2.
"""
import os
import re
import shutil
import subprocess
import sys
from fractions import Fraction

stonelab, workdir, scenario = sys.argv[1], sys.argv[2], sys.argv[3]
engine = sys.argv[4] if len(sys.argv) > 4 else None
problems = []


def check(condition, message):
    if not condition:
        problems.append(message)


if scenario == "builtin":
    players = [
        ("r1", "random"),
        ("r2", "random"),
        ("ev", "eval"),
        ("crash", "gtp:" + engine + " crash"),
    ]
elif scenario == "gnugo":
    players = [
        ("random", "random"),
        ("ev", "eval"),
        ("gnugo", "gtp:" + engine + " --mode gtp --level 1 --chinese-rules --seed 1"),
    ]
else:
    sys.exit("unknown scenario " + scenario)
games_per_pairing = 2


def run(jobs):
    folder = os.path.join(workdir, scenario + "-j" + str(jobs))
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    with open(os.path.join(folder, "t.txt"), "w") as config:
        config.write(
            "# a test tournament\nsize 5\nkomi 7\ngames %d\nseconds 10\nseed 5\n"
            "sgf records\ncsv out/table.csv\n" % games_per_pairing
        )
        for name, spec in players:
            config.write("player %s %s\n" % (name, spec))
    done = subprocess.run(
        [stonelab, "tournament", os.path.join(folder, "t.txt"), "-j", str(jobs)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    check(done.returncode == 0, "exit status %d: %s" % (done.returncode, done.stderr))
    return folder, done.stdout


folder, output = run(1)
lines = output.split("\n")
names = [name for name, _ in players]
schedule = []
for i in range(len(players)):
    for j in range(i + 1, len(players)):
        for g in range(games_per_pairing):
            schedule.append((i, j) if g % 2 == 0 else (j, i))
total = len(schedule)

check(
    lines[0].startswith(
        "tournament: %d players, %d pairings of 2 games, %d games on 5x5, komi 7, "
        "simple ko, area scoring, at most 75 moves, 10 s for a GTP engine's answer, "
        "seed 5, 1 game at a time" % (len(players), total // 2, total)
    ),
    "header: " + lines[0],
)
for k, (name, spec) in enumerate(players):
    check(lines[1 + k] == "player %s: %s" % (name, spec), "player line: " + lines[1 + k])

# The game lines, in order with -j 1.
game_line = re.compile(r"^game (\d+)/(\d+) \(B (\S+), W (\S+)\): (\S+), (.+), (\d+) moves?$")
results = []  # (black, white, winner 'B', 'W' or None, RE)
for k, (black, white) in enumerate(schedule):
    line = lines[1 + len(players) + k]
    m = game_line.match(line)
    check(m is not None, "game line: " + line)
    if not m:
        continue
    check(
        (int(m[1]), int(m[2]), m[3], m[4]) == (k + 1, total, names[black], names[white]),
        "game %d: %s" % (k + 1, line),
    )
    result = m[5]
    winner = None if result == "0" else result[0]
    check(re.match(r"^(0|[BW]\+([0-9.]+|F|R))$", result) is not None, "result " + result)
    results.append((black, white, winner, result))
    if "crash" in (names[black], names[white]):
        loser = "White" if names[white] == "crash" else "Black"
        check(
            result == ("B+F" if loser == "White" else "W+F")
            and m[6].startswith(loser + " forfeits: gtp:fake_gtp.py exited with status 3"),
            "a game of the engine that crashes is its forfeit: " + line,
        )

# The records.
records = os.path.join(folder, "records")
expected_files = [
    "game-%03d-%s-%s.sgf" % (k + 1, names[b], names[w]) for k, (b, w) in enumerate(schedule)
]
check(sorted(os.listdir(records)) == expected_files, "records: %s" % sorted(os.listdir(records)))
for k, (black, white, winner, result) in enumerate(results):
    path = os.path.join(records, expected_files[k])
    if not os.path.exists(path):
        continue
    sgf = open(path).read()
    check(
        ("PB[%s]PW[%s]RE[%s]" % (names[black], names[white], result)) in sgf,
        path + ": players, result",
    )
    check(
        (
            "C[stonelab tournament, game %d of %d (tournament seed 5)\nBlack: %s (%s)\nWhite: %s (%s)\n"
            % (k + 1, total, names[black], players[black][1], names[white], players[white][1])
        )
        in sgf,
        path + ": heading",
    )
    if scenario == "gnugo" and "gnugo" in (names[black], names[white]) and "End: two passes" in sgf:
        check(
            "Scoring: Tromp-Taylor area scoring after removing the" in sgf, path + ": dead stones"
        )

# The crosstable, computed here.
n = len(players)
score = [[[0, 0, 0] for _ in range(n)] for _ in range(n)]  # wins, draws, losses of i against j
for black, white, winner, _ in results:
    if winner is None:
        score[black][white][1] += 1
        score[white][black][1] += 1
    else:
        won, lost = (black, white) if winner == "B" else (white, black)
        score[won][lost][0] += 1
        score[lost][won][2] += 1


def points(tally):
    return Fraction(tally[0]) + Fraction(tally[1], 2)


totals = [[sum(score[i][j][c] for j in range(n)) for c in range(3)] for i in range(n)]
sb = [sum(points(score[i][j]) * points(totals[j]) for j in range(n)) for i in range(n)]
ranking = sorted(range(n), key=lambda i: (-points(totals[i]), -sb[i], i))


def number(value):
    text = "%.2f" % float(value)
    return text.rstrip("0").rstrip(".")


csv = ["rank,player,opponent,games,wins,draws,losses,points,sonneborn_berger"]
for rank, i in enumerate(ranking, 1):
    t = totals[i]
    csv.append(
        "%d,%s,,%d,%d,%d,%d,%s,%s"
        % (rank, names[i], sum(t), t[0], t[1], t[2], number(points(t)), number(sb[i]))
    )
    for j in ranking:
        if j != i:
            s = score[i][j]
            csv.append(
                "%d,%s,%s,%d,%d,%d,%d,%s,"
                % (rank, names[i], names[j], sum(s), s[0], s[1], s[2], number(points(s)))
            )
written = open(os.path.join(folder, "out", "table.csv")).read()
check(written == "\n".join(csv) + "\n", "CSV:\n" + written + "expected:\n" + "\n".join(csv))
if scenario == "builtin":
    check(
        ("%d,crash,,6,0,0,6,0,0" % n) in written.split("\n"),
        "the engine that crashes is last with 0 points",
    )

table = "\n".join(lines[2 + len(players) + total :])
check(table.startswith("#  player  1"), "the text crosstable: " + table)
for rank, i in enumerate(ranking, 1):
    t = totals[i]
    row = re.compile(
        r"^%d +%s +.* %d +%d +%d +%d +%s +%s$"
        % (
            rank,
            re.escape(names[i]),
            sum(t),
            t[0],
            t[1],
            t[2],
            re.escape(number(points(t))),
            re.escape(number(sb[i])),
        ),
        re.M,
    )
    check(row.search(table) is not None, "row %d of the text crosstable" % rank)

# The same games with two at a time.
folder2, _ = run(2)
for f in expected_files:
    a, b = os.path.join(records, f), os.path.join(folder2, "records", f)
    check(os.path.exists(b) and open(a).read() == open(b).read(), f + " differs with -j 2")
check(
    open(os.path.join(folder2, "out", "table.csv")).read() == written, "the CSV differs with -j 2"
)

if problems:
    print(output)
    print("\n".join("PROBLEM: " + p for p in problems))
    sys.exit(1)
print(
    "tournament %s: %d games, records, CSV and crosstable checked, the same with -j 2"
    % (scenario, total)
)
