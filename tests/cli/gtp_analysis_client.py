#!/usr/bin/env python3
"""A GUI's view of `stonelab gtp`'s analysis, driven through pipes as Sabaki drives an engine.

    gtp_analysis_client.py STONELAB

Sabaki's rules, which this client follows (read from its public source, @sabaki/gtp's
StreamController and Sabaki's src/modules/analysis.js and enginesyncer.js; written anew here):

- every line the engine writes belongs to the oldest command not yet answered; the answer's
  first line must start with `=` or `?` (lines before it are ignored), and an empty line ends
  it. Everything in between comes to the GUI line by line, as it arrives.
- a line of an analysis that starts with `info ` is one whole update: its candidates are the
  pieces between the words `info`. In each piece the principal variation is the run of
  vertices (or `pass`) at its end, cut at its first `pass`; the words before it are key and
  value pairs (`move D4 visits 12 winrate 5321 ...`, the last word before the run, `pv`,
  dropped); a piece whose `move` is not a vertex (a pass) or that has no `winrate` is left
  out. `lz-analyze`'s win rate is in hundredths of a percent, `kata-analyze`'s a fraction.
- to stop an analysis Sabaki sends another command (`protocol_version`).

Checked: `lz-analyze interval 10` streams several updates while nothing is sent, each with its
candidates, visits, win rates and PVs; the search goes on between updates; the next command
ends the stream with the empty line and is answered, and nothing follows; Leela Zero's forms
of the arguments; `kata-analyze` with KataGo's fields, every PV move searched (pvVisits); a
`genmove_analyze`; the random player's refusal; and a line longer than the limit, refused with
the limit named while the engine stays alive in bounded memory.
"""
import queue
import re
import subprocess
import sys
import threading

# Generous: the machine may be loaded. Nothing here measures speed.
WAIT = 60

VERTEX = re.compile(r"^[A-Za-z]\d+$")
PV_RUN = re.compile(r"(pass|[A-Za-z]\d+)(\s+(pass|[A-Za-z]\d+))*$")

failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print("FAIL:", what, flush=True)
    return condition


def parse_update(line, kata):
    """One `info` line as Sabaki reads it: a list of candidates."""
    candidates = []
    for piece in re.split(r"\s*info\s+", line)[1:]:
        piece = piece.strip()
        run = PV_RUN.search(piece)
        if run is None:
            continue
        pv = run.group(0).split()
        if "pass" in pv:
            pv = pv[: pv.index("pass")]
        words = piece[: run.start()].split()[:-1]
        fields = dict(zip(words[0::2], words[1::2]))
        move, winrate = fields.get("move"), fields.get("winrate")
        if move is None or winrate is None or not VERTEX.match(move):
            continue
        percent = float(winrate) * 100 if kata else float(winrate) / 100
        candidates.append(
            {
                "move": move,
                "visits": int(fields.get("visits", "0")),
                "winrate": percent,
                "pv": pv,
                "fields": fields,
                "piece": piece,
            }
        )
    return candidates


class Engine:
    """`stonelab gtp` on pipes, its output read by a thread into a queue of lines."""

    def __init__(self, command):
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)  # the end of the output

    def send(self, text):
        self.process.stdin.write(text)
        self.process.stdin.flush()

    def line(self, wait=WAIT):
        try:
            line = self.lines.get(timeout=wait)
        except queue.Empty:
            raise AssertionError("no line from the engine in %s s" % wait)
        if line is None:
            raise AssertionError("the engine's output ended")
        return line

    def first_line(self):
        """The answer's first line (Sabaki ignores anything before one starting = or ?)."""
        while True:
            line = self.line()
            if line[:1] in ("=", "?"):
                return line

    def rest(self):
        """The rest of an answer, to its empty line."""
        lines = []
        while True:
            line = self.line()
            if line == "":
                return lines
            lines.append(line)

    def command(self, text):
        self.send(text + "\n")
        first = self.first_line()
        return [first] + self.rest()

    def nothing_more(self, wait=0.5):
        try:
            self.lines.get(timeout=wait)
            return False
        except queue.Empty:
            return True

    def peak_mib(self):
        with open("/proc/%d/status" % self.process.pid) as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) // 1024
        return -1

    def close(self):
        self.send("quit\n")
        self.process.wait(timeout=WAIT)


def candidates_ok(update, size, kata, name):
    check(len(update) > 0, "%s: an update with candidates" % name)
    letters = "ABCDEFGHJKLMNOPQRST"[:size]
    for candidate in update:
        what = "%s: candidate %s" % (name, candidate["piece"][:80])
        check(candidate["visits"] > 0, what + " has visits")
        check(0 <= candidate["winrate"] <= 100, what + " has a win rate from 0 to 100%")
        check(candidate["pv"][:1] == [candidate["move"]], what + " has a PV that starts with it")
        for move in candidate["pv"]:
            check(
                move[0].upper() in letters and 1 <= int(move[1:]) <= size,
                what + " has a PV on the board",
            )
        if kata:
            check("." in candidate["fields"]["winrate"], what + " has a fractional win rate")


def stream(engine, command, kata, updates_wanted, size, stop="name"):
    """Starts an analysis, reads `updates_wanted` updates, stops it with `stop`; the updates."""
    engine.send(command + "\n")
    first = engine.first_line()
    check(first.strip() == "=", "%s: answered '=' on a line of its own, not %r" % (command, first))
    if first.strip() != "=":
        engine.rest()
        return []
    updates = []
    while len(updates) < updates_wanted:
        line = engine.line()
        check(
            line.startswith("info "),
            "%s: a line of the stream is an update: %r" % (command, line[:80]),
        )
        if line == "":
            break  # the stream ended by itself: reported above
        updates.append(parse_update(line, kata))
    engine.send(stop + "\n")
    # Updates sent before the stop arrived, then the empty line. The engine looks at its input
    # every 10 ms or so: 50 more updates (5 s at least) would mean that it never does.
    for late in range(51):
        line = engine.line()
        if line == "":
            break
        check(
            line.startswith("info "),
            "%s: only updates before the end, not %r" % (command, line[:80]),
        )
    if not check(late < 50, "%s: the stream stopped when the next command came" % command):
        raise AssertionError("the stream goes on after the next command")
    answer = [engine.first_line()] + engine.rest()
    check(
        answer[0].startswith("= "),
        "%s: the next command answered after the stream: %r" % (command, answer),
    )
    check(engine.nothing_more(), "%s: nothing after the next command's answer" % command)
    for index, update in enumerate(updates):
        candidates_ok(update, size, kata, "%s update %d" % (command, index + 1))
    return updates


def main():
    stonelab = sys.argv[1]
    engine = Engine([stonelab, "gtp", "--player", "capstone"])
    for setup in ("boardsize 9", "komi 7", "play b e5", "play w c3"):
        check([line.strip() for line in engine.command(setup)] == ["="], setup)

    # Sabaki's own way: the analysis runs until the next command; several updates meanwhile,
    # each with every candidate on one line.
    updates = stream(engine, "lz-analyze interval 10", False, 5, 9)
    check(len(updates) == 5, "lz-analyze interval 10: 5 updates while nothing was sent")
    if len(updates) == 5:
        check(all(len(update) >= 2 for update in updates), "several candidates an update")
        totals = [sum(c["visits"] for c in update) for update in updates]
        check(totals[-1] > totals[0], "the search went on between updates: %s" % totals)
        for update in updates:
            order = [int(c["fields"]["order"]) for c in update]
            check(order == sorted(order), "the candidates in their order")

    # Leela Zero's forms of the arguments, as Sabaki and Lizzie send them.
    for command in (
        "lz-analyze B 10",
        "lz-analyze 10",
        "lz-analyze w interval 10 minmoves 3",
        "lz-analyze 10 maxmoves 2",
    ):
        got = stream(engine, command, False, 2, 9, stop="protocol_version")
        check(len(got) == 2, command + ": 2 updates")
        if command.endswith("maxmoves 2"):
            check(all(len(update) <= 2 for update in got), command + ": 2 candidates at most")

    # KataGo's form, as Sabaki sends it.
    updates = stream(engine, "kata-analyze B 10", True, 3, 9, stop="protocol_version")
    check(len(updates) == 3, "kata-analyze: 3 updates")
    # Every move of every PV searched: pvVisits (which Sabaki does not ask for: its PV is the
    # run of vertices at the end of a piece), read by KataGo's docs: `pv` and `pvVisits` are
    # lists that run to the next key.
    engine.send("kata-analyze B 10 pvVisits true\n")
    check(engine.first_line() == "=", "kata-analyze pvVisits: '=' first")
    # Until a PV 3 moves deep shows (a few seconds; 30 at most).
    long_pv = False
    for _ in range(300):
        line = engine.line()
        if long_pv or not line.startswith("info "):
            break
        for piece in re.split(r"\s*info\s+", line)[1:]:
            fields = piece.split()
            pv = fields[fields.index("pv") + 1 : fields.index("pvVisits")]
            visits = [int(v) for v in fields[fields.index("pvVisits") + 1 :]]
            check(
                len(visits) == len(pv) and visits[0] == int(fields[fields.index("visits") + 1]),
                "kata-analyze: pvVisits for each PV move: %s" % piece[:120],
            )
            check(
                all(v >= 5 for v in visits[1:]),
                "kata-analyze: every PV move searched 5 times at least: %s" % piece[:120],
            )
            long_pv |= len(pv) >= 3
    check(long_pv, "kata-analyze: some PV goes 3 moves deep")
    engine.send("protocol_version\n")
    engine.rest()
    check([engine.first_line()] + engine.rest() == ["= 2"], "kata-analyze pvVisits: stopped")

    # genmove_analyze: the updates, then `play MOVE`, then the empty line; the move is played.
    engine.send("kata-genmove_analyze b 5\n")
    answer = [engine.first_line()] + engine.rest()
    check(answer[0] == "=", "kata-genmove_analyze: '=' first")
    check(answer[-1].startswith("play "), "kata-genmove_analyze: ends with play: %s" % answer[-1])
    for line in answer[1:-1]:
        candidates_ok(parse_update(line, True), 9, True, "kata-genmove_analyze")
    move = answer[-1][len("play ") :]
    if VERTEX.match(move):
        stones = engine.command("list_stones black")[0]
        check(move.upper() in stones.split(), "kata-genmove_analyze played %s" % move)
    engine.close()

    # The random player has no tree: a clear refusal, and the engine goes on.
    random = Engine([stonelab, "gtp"])
    refusal = random.command("lz-analyze interval 10")
    check(
        refusal[0].startswith("? ") and "capstone" in refusal[0],
        "the random player refuses lz-analyze, naming the player that can: %s" % refusal,
    )
    check(random.command("name") == ["= Stonelab"], "the random player answers after it")

    # A line over the limit: refused, the limit named, the rest dropped, the engine alive and
    # its memory bounded (20 MiB of line sent in pieces, then the next command).
    before = random.peak_mib()
    random.send("9 play ")
    piece = "x" * (1 << 20)
    for _ in range(20):
        random.send(piece)
    random.send("\n10 name\n")
    refused = [random.first_line()] + random.rest()
    check(
        refused
        == ["?9 a line longer than 65536 bytes, the most a GTP command may have: " "ignored"],
        "a long line refused with the limit named: %s" % refused,
    )
    named = [random.first_line()] + random.rest()
    check(named == ["=10 Stonelab"], "the engine alive after a long line: %s" % named)
    after = random.peak_mib()
    print("peak memory: %d MiB before the long line, %d MiB after" % (before, after))
    check(after - before < 8, "memory bounded while dropping a 20 MiB line")
    random.close()

    if failures:
        print("%d checks failed" % len(failures))
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
