# The numeric options that CLI11 converts itself, in `stonelab demo` and `stonelab gtp`
# (cli/number_checks.hpp): a negative seed, which CLI11 would read as 2^64 - 1, a seed past
# 2^64 - 1, and a komi of nan or inf, which CLI::Range lets through. Each is refused with
# CLI11's message form and its exit status for a value that fails a check (105).
# (board.cmake includes this file; ${STONELAB} is set by CMakeLists.txt.)
set(OPTIONS_BAD_VALUE
  "demo --seed -1" "--seed: Value -1 not in range 0 to 18446744073709551615"
  "demo --seed 18446744073709551616" "--seed: Value 18446744073709551616 not in range 0 to 18446744073709551615"
  "demo --seed +1" "--seed: Value \\+1 not in range 0 to 18446744073709551615"
  "demo --komi nan" "--komi: Value nan not in range -1000 to 1000"
  "demo --komi inf" "--komi: Value inf not in range -1000 to 1000"
  "demo --komi 1000.5" "--komi: Value 1000.5 not in range -1000 to 1000"
  "gtp --seed -1" "--seed: Value -1 not in range 0 to 18446744073709551615"
  "gtp --komi nan" "--komi: Value nan not in range -1000 to 1000"
)
list(LENGTH OPTIONS_BAD_VALUE bad_count)
math(EXPR last "${bad_count} - 1")
foreach(i RANGE 0 ${last} 2)
  math(EXPR j "${i} + 1")
  list(GET OPTIONS_BAD_VALUE ${i} bad)
  list(GET OPTIONS_BAD_VALUE ${j} message)
  separate_arguments(args UNIX_COMMAND "${bad}")
  add_test(NAME "cli: refuses the value of '${bad}'"
    COMMAND sh -c "\"$@\" < /dev/null 2>&1; echo \"exit status $?\"" sh ${STONELAB} ${args})
  set_tests_properties("cli: refuses the value of '${bad}'" PROPERTIES PASS_REGULAR_EXPRESSION
    "^${message}[^\n]*\nRun with --help for more information\\.\nexit status 105\n$")
endforeach()

# The edges of the ranges are values like any other: seed 2^64 - 1 and komi -1000.
add_test(NAME "cli: demo takes the largest seed and the smallest komi"
  COMMAND ${STONELAB} demo --size 1 --seed 18446744073709551615 --komi=-1000)
set_tests_properties("cli: demo takes the largest seed and the smallest komi" PROPERTIES
  PASS_REGULAR_EXPRESSION "^A game between two random players on 1x1 \\(seed 18446744073709551615, komi -1000,")
