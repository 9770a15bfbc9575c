# `stonelab gtp --player SPEC` (cli/cmd_gtp.cpp): any player of the Go registry served to a
# controller, here `stonelab match` refereeing it against GNU Go, and the option's errors and
# help. (CMakeLists.txt includes this file and sets ${STONELAB} and ${STONELAB_GNUGO}.) That
# genmove is the registry player's move for the seed is unit-tested in
# tests/engine/test_gtp.cpp.

# One 9x9 game each of lesson 8's mc and uct and lesson 5's eval, through GTP, against GNU Go
# at level 1 (seeded, so every run plays the same game): the game ends on the board (two
# passes, a resignation, the move cap or a long cycle), never by a forfeit, which would say
# that our engine broke the protocol or played an illegal move. A few seconds each.
foreach(spec mc:100 uct:300 eval)
  add_test(NAME "cli: gtp --player ${spec} plays a whole game against GNU Go through match"
    COMMAND ${STONELAB} match "gtp:${STONELAB} gtp --player ${spec}"
            "gtp:${STONELAB_GNUGO} --mode gtp --level 1 --seed 1" --size 9 --games 1)
  set_tests_properties("cli: gtp --player ${spec} plays a whole game against GNU Go through match"
    PROPERTIES TIMEOUT 120
    PASS_REGULAR_EXPRESSION "\ngame 1/1 [(]B gtp:stonelab, W gtp:gnugo[)]: [BW][+][0-9.R]+[^,\n]*, (two passes|resignation|move cap|long cycle), [0-9]+ moves — "
    FAIL_REGULAR_EXPRESSION "forfeit")
endforeach()

# A bad spec is a clear error (the registry's message) and a non-zero exit, and so is a budget
# the spec does not take.
foreach(bad "smart" "mc:0")
  add_test(NAME "cli: refuses 'gtp --player ${bad}'"
    COMMAND sh -c "\"$1\" gtp --player \"$2\" < /dev/null 2>&1; echo \"exit status $?\"" sh ${STONELAB} ${bad})
endforeach()
set_tests_properties("cli: refuses 'gtp --player smart'" PROPERTIES PASS_REGULAR_EXPRESSION
  "^--player: unknown player 'smart': the Go players are random, eval, [^\n]*\nRun with --help for more information\.\nexit status 10[0-9]\n$")
set_tests_properties("cli: refuses 'gtp --player mc:0'" PROPERTIES PASS_REGULAR_EXPRESSION
  "^--player: bad player 'mc:0': N must be a whole number of playouts from 1 to 10000000, not '0'\nRun with --help for more information\.\nexit status 10[0-9]\n$")
add_test(NAME "cli: gtp --player refuses --playouts beside a spec that carries its budget"
  COMMAND sh -c "\"$1\" gtp --player capstone:50 --playouts 20 < /dev/null; echo \"exit status $?\"" sh ${STONELAB})
set_tests_properties("cli: gtp --player refuses --playouts beside a spec that carries its budget"
  PROPERTIES PASS_REGULAR_EXPRESSION "--playouts and --seconds go with --player capstone alone; 'capstone:50' carries its own budget\nexit status 2")

# The help lists every form of the registry (go_player_usages()).
add_test(NAME "cli: gtp --help lists the registry's players" COMMAND ${STONELAB} gtp --help)
set_tests_properties("cli: gtp --help lists the registry's players" PROPERTIES
  PASS_REGULAR_EXPRESSION "random, eval, eval:cancel, mc:N, uct:N, uct:Ts, capstone:N, capstone:Ts")

# A spec's own capstone serves the analysis as `--player capstone` does.
add_test(NAME "cli: gtp --player capstone:N:norave answers genmove and lz-analyze"
  COMMAND sh -c "printf '1 boardsize 5\\n2 genmove b\\n3 lz-analyze 0\\n\\nquit\\n' | \"$1\" gtp --player capstone:30:norave" sh ${STONELAB})
set_tests_properties("cli: gtp --player capstone:N:norave answers genmove and lz-analyze" PROPERTIES
  PASS_REGULAR_EXPRESSION "^=1 *\n\n=2 [A-E][1-5]\n\n=3\n\n= *\n\n$")
