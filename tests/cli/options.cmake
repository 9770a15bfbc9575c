# The numeric options that CLI11 converts itself, in `stonelab demo`, `gtp`, `bench` and `match`
# (cli/number_checks.hpp): a negative seed, which CLI11 would read as 2^64 - 1, a seed past
# 2^64 - 1, and a komi of nan or inf, which CLI::Range lets through. Each is refused with
# CLI11's message form and its exit status for a value that fails a check (105).
# (CMakeLists.txt includes this file and sets ${STONELAB}.)
set(OPTIONS_BAD_VALUE
  "demo --seed -1" "--seed: Value -1 not in range 0 to 18446744073709551615"
  "demo --seed 18446744073709551616" "--seed: Value 18446744073709551616 not in range 0 to 18446744073709551615"
  "demo --seed +1" "--seed: Value \\+1 not in range 0 to 18446744073709551615"
  "demo --komi nan" "--komi: Value nan not in range -1000 to 1000"
  "demo --komi inf" "--komi: Value inf not in range -1000 to 1000"
  "demo --komi 1000.5" "--komi: Value 1000.5 not in range -1000 to 1000"
  "gtp --seed -1" "--seed: Value -1 not in range 0 to 18446744073709551615"
  "gtp --komi nan" "--komi: Value nan not in range -1000 to 1000"
  "bench playouts --seed -1" "--seed: Value -1 not in range 0 to 18446744073709551615"
  "bench playouts --seconds nan" "--seconds: Value nan not in range 0.01 to 3600"
  "bench search --seconds nan" "--seconds: Value nan not in range 0.01 to 3600"
  "bench gomoku --seconds nan" "--seconds: Value nan not in range 0.01 to 3600"
  "bench gomoku --seed -1" "--seed: Value -1 not in range 0 to 18446744073709551615"
  "match random eval --seed -1" "--seed: Value -1 not in range 0 to 18446744073709551615"
  "match random eval --komi nan" "--komi: Value nan not in range -1000 to 1000"
  "match random eval --time-limit nan" "--time-limit: Value nan not in range 0.01 to 3600"
  "match random eval --time-limit 0" "--time-limit: Value 0 not in range 0.01 to 3600"
)
stonelab_refusal_tests(OPTIONS_BAD_VALUE "cli: refuses the value of" ""
  "[^\n]*\nRun with --help for more information\\.\nexit status 105\n$")

# The edges of the ranges are values like any other: seed 2^64 - 1 and komi -1000.
add_test(NAME "cli: demo takes the largest seed and the smallest komi"
  COMMAND ${STONELAB} demo --size 1 --seed 18446744073709551615 --komi=-1000)
set_tests_properties("cli: demo takes the largest seed and the smallest komi" PROPERTIES
  PASS_REGULAR_EXPRESSION "^A game between two random players on 1x1 \\(seed 18446744073709551615, komi -1000,")

# GTP reads at most 64 KiB a line: a longer one (zero bytes from /dev/zero) is refused at once
# with a GTP error naming the limit, its rest is dropped, and the next command is answered.
add_test(NAME "cli: gtp refuses a line longer than 64 KiB and goes on"
  COMMAND sh -c "{ head -c 200000 /dev/zero; printf '\\nname\\n'; } | \"$1\" gtp; echo \"exit status $?\"" sh ${STONELAB})
set_tests_properties("cli: gtp refuses a line longer than 64 KiB and goes on" PROPERTIES
  PASS_REGULAR_EXPRESSION "^\\? a line longer than 65536 bytes, the most a GTP command may have: ignored\n\n= Stonelab\n\nexit status 0\n$")

# `stonelab export` with a platform it does not know names the word.
add_test(NAME "cli: export names a platform it does not know"
  COMMAND sh -c "\"$1\" export nonsense 2>&1; echo \"exit status $?\"" sh ${STONELAB})
set_tests_properties("cli: export names a platform it does not know" PROPERTIES
  PASS_REGULAR_EXPRESSION "^stonelab: cannot export for 'nonsense': use `stonelab export gradescope` or `stonelab export github-classroom`\nexit status 1\n$")
