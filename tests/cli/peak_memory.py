#!/usr/bin/env python3
"""Runs a command and prints what its bounds tests check: its standard error, its exit status
and the peak of its resident memory in MiB (getrusage of the finished child), one per line.

    peak_memory.py COMMAND [ARGUMENT...]
"""
import resource
import subprocess
import sys

run = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
sys.stdout.write(run.stderr)
print("exit status", run.returncode)
# ru_maxrss is in KiB on Linux.
print("peak MiB", resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024)
