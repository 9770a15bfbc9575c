#!/usr/bin/env python3
"""A fake Gomocup brain that misbehaves on purpose, for the tests of `stonelab match`.

    fake_gomocup.py MODE

It answers START and RESTART with OK, ignores INFO, and leaves at END. Asked for a move
(BEGIN or TURN X,Y), MODE decides:
  crash     exit with status 3 without answering
  taken     answer the opponent's last point (BEGIN: 0,0), which is taken
  garbage   write a line that is not a move
  hang      say nothing for a minute
  told      answer with the turn time it was told (INFO timeout_turn), which is no move
  edge      play well: the first empty point down the last column (X = N - 1 on START N),
            then down the one before it, and so on; against an opponent that does not block,
            a five on the board's last column, the 20th on Gomocup's 20x20
"""
import sys
import time

mode = sys.argv[1]
size = 0
taken = set()
told = "nothing"


def say(line):
    sys.stdout.write(line + "\r\n")
    sys.stdout.flush()


for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    command = words[0].upper()
    if command == "END":
        break
    if command in ("START", "RESTART"):
        if command == "START":
            size = int(words[1])
        taken = set()
        say("OK")
    elif command in ("BEGIN", "TURN"):
        if command == "TURN":
            taken.add(words[1])
        if mode == "told":
            say("timeout_turn " + told)
        elif mode == "edge":
            move = next(
                f"{x},{y}"
                for x in range(size - 1, -1, -1)
                for y in range(size)
                if f"{x},{y}" not in taken
            )
            taken.add(move)
            say(move)
        elif mode == "crash":
            sys.exit(3)
        elif mode == "taken":
            say(words[1] if command == "TURN" else "0,0")
        elif mode == "garbage":
            say("MESSAGE thinking")
            say("I like the centre.")
        elif mode == "hang":
            time.sleep(60)
    elif command == "INFO":
        if words[1:2] == ["timeout_turn"]:
            told = words[2]
    else:
        say("UNKNOWN " + command)
