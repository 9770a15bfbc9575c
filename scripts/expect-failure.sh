#!/usr/bin/env bash
# Checks that a lesson's tests FAIL on a version of the lesson that must not pass:
#   expect-failure.sh TESTS all   the shipped stubs: every task's tests fail, each run ends
#                                 normally (a failed check, not a crash or a hang)
#   expect-failure.sh TESTS K     a buggy version: the tests of task K fail (a crash or a
#                                 time-out counts too: that is how infinite recursion shows),
#                                 and the failure names task K
# TESTS is a lesson's Catch2 test program; test cases carry the tag [task_K] and names that
# start with "task K:".
set -uo pipefail
tests=$1
which=$2
limit=${EXPECT_FAILURE_TIMEOUT:-60}

# Runs the tests of one task; prints the output; sets `outcome` to failed, passed, crashed
# or hung.
run_task() {
  local task=$1 output status
  output=$(timeout --signal=KILL "$limit" "$tests" "[task_$task]" 2>&1)
  status=$?
  printf '%s\n' "$output" | tail -n 40
  if [ $status -eq 137 ] && ! grep -q "^test cases:" <<<"$output"; then
    outcome=hung
  elif grep -qE "^test cases:.*[0-9]+ failed" <<<"$output"; then
    if grep -qi "task $task:" <<<"$output"; then outcome=failed; else outcome=unnamed; fi
  elif grep -qE "^All tests passed" <<<"$output"; then
    outcome=passed
  elif grep -q "No tests ran" <<<"$output"; then
    outcome=none
  else
    outcome=crashed
  fi
}

tasks=$("$tests" --list-tags 2>/dev/null | grep -oE "\[task_[0-9]+\]" | grep -oE "[0-9]+" | sort -n | uniq)
if [ -z "$tasks" ]; then
  echo "expect-failure: $tests has no [task_K] tags"
  exit 1
fi

if [ "$which" = all ]; then
  bad=0
  for task in $tasks; do
    run_task "$task"
    case $outcome in
      failed) echo "expect-failure: task $task fails on the stubs, as it must" ;;
      *) echo "expect-failure: task $task: the stubs $outcome (they must fail cleanly)"; bad=1 ;;
    esac
  done
  exit $bad
fi

run_task "$which"
case $outcome in
  failed | crashed | hung) echo "expect-failure: caught by task $which ($outcome)"; exit 0 ;;
  unnamed) echo "expect-failure: task $which failed, but no failure names 'task $which:'"; exit 1 ;;
  *) echo "expect-failure: NOT caught: the tests of task $which $outcome on this version"; exit 1 ;;
esac
