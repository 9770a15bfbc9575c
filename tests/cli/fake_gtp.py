#!/usr/bin/env python3
"""A fake GTP engine that misbehaves on purpose, for the tests of `stonelab match`.

    fake_gtp.py MODE
    fake_gtp.py script FIRST_MOVES LOOP_MOVES

It answers every command with an empty success, except `genmove` (and `play` in mode
refuse), where MODE decides:
  pass      pass (a well-behaved engine that never plays a stone)
  crash     exit with status 3 without answering
  segv      die of a segmentation fault
  garbage   print a line that is not GTP
  hang      say nothing for a minute
  illegal   play A1 every time (occupied from its second move on)
  notamove  answer Z99, which is no point of any board
  refuse    answer `play` with an error (refusing the opponent's legal move)
  flood     begin an answer and write without end, never a line end
  floodlines  begin an answer and write lines without end, never the empty line that ends it
  drip      begin an answer and write a byte every tenth of a second, never ending it
  escape    answer with escape and bell characters around a move (a terminal would obey them)
  twolines  answer C3 with a second line of text under it
  longline  answer with a single line of 8,332 characters
  script    play FIRST_MOVES, then LOOP_MOVES over and over (comma-separated vertices or
            "pass"), whatever the opponent does
"""
import os
import signal
import sys
import time

mode = sys.argv[1]
if mode == "script":
    first_moves = sys.argv[2].split(",")
    loop_moves = sys.argv[3].split(",")
moves_played = 0


def scripted_move():
    global moves_played
    n = moves_played
    moves_played += 1
    if n < len(first_moves):
        return first_moves[n]
    return loop_moves[(n - len(first_moves)) % len(loop_moves)]


def answer(text=""):
    sys.stdout.write("= " + text + "\n\n")
    sys.stdout.flush()


for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    command = words[0]
    if command == "quit":
        answer()
        break
    if command == "play" and mode == "refuse":
        sys.stdout.write("? I do not like that move\n\n")
        sys.stdout.flush()
    elif command != "genmove":
        answer()
    elif mode == "pass":
        answer("pass")
    elif mode == "crash":
        sys.exit(3)
    elif mode == "segv":
        os.kill(os.getpid(), signal.SIGSEGV)
    elif mode == "garbage":
        sys.stdout.write("Thinking... I like the centre.\n\n")
        sys.stdout.flush()
    elif mode == "hang":
        time.sleep(60)
    elif mode == "illegal":
        answer("A1")
    elif mode == "notamove":
        answer("Z99")
    elif mode == "script":
        answer(scripted_move())
    elif mode in ("flood", "floodlines", "drip"):
        sys.stdout.write("= ")
        chunk = {"flood": "flood" * 1000, "floodlines": "flood\n" * 1000, "drip": "."}[mode]
        try:
            while True:
                sys.stdout.write(chunk)
                sys.stdout.flush()
                if mode == "drip":
                    time.sleep(0.1)
        except BrokenPipeError:  # killed or left: the referee stopped listening
            os._exit(0)
    elif mode == "escape":
        answer("\x1b[2J\x1b[31mC3\x07")
    elif mode == "twolines":
        answer("C3\nand a second line")
    elif mode == "longline":
        answer("C" + "3" * 8331)
    else:
        answer("pass")
