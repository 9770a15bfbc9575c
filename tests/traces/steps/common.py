"""What the step-through checks share: running a demo, its text steps, its JSON frames."""

import json
import re
import subprocess
import sys


def run(demo, *arguments, stdin=""):
    """The demo's standard output; stops the check (exit 1) if the demo fails."""
    done = subprocess.run(
        [demo, *arguments], input=stdin, capture_output=True, text=True, timeout=120
    )
    if done.returncode != 0:
        sys.exit(f"{demo} {' '.join(arguments)} exited with {done.returncode}:\n{done.stderr}")
    return done.stdout


def text_steps(demo, *arguments):
    """The `--trace` text as a list of steps: (number, caption line, the lines under it)."""
    steps = []
    for line in run(demo, "--trace", *arguments).splitlines():
        match = re.match(r"^step (\d+): (.*)$", line)
        if match:
            steps.append((int(match.group(1)), match.group(2), []))
        elif steps:
            steps[-1][2].append(line)
    return steps


def json_frames(demo, *arguments):
    """The frames of the `--trace --format json` document."""
    return json.loads(run(demo, "--trace", "--format", "json", *arguments))["frames"]


class Problems:
    """Collects what is wrong; `done()` prints it and exits 1, or exits 0 if nothing is."""

    def __init__(self, lesson):
        self.lesson = lesson
        self.found = []

    def expect(self, condition, message):
        if not condition:
            self.found.append(message)
        return condition

    def done(self):
        for message in self.found:
            print(f"lesson {self.lesson}: {message}")
        sys.exit(1 if self.found else 0)
