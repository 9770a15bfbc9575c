# `stonelab match` as a user runs it (arena/match.hpp): the lines it prints, the records it
# writes, GNU Go as an opponent, fake GTP engines that misbehave (tests/cli/fake_gtp.py), and
# bad arguments. (CMakeLists.txt includes this file and sets ${STONELAB}; tests/cli's defines
# stonelab_refusal_tests.) The referee's pieces are unit-tested in test_match.cpp.
set(FAKE_GTP ${PROJECT_SOURCE_DIR}/tests/cli/fake_gtp.py)
set(MATCH_DIR ${CMAKE_CURRENT_BINARY_DIR}/match)

# A short match: a line per game as it finishes, then the result. Game 1 has random as Black,
# game 2 as White.
add_test(NAME "cli: match prints a line per game and the result"
  COMMAND ${STONELAB} match random eval --size 5 --games 3 --seed 4)
set_tests_properties("cli: match prints a line per game and the result" PROPERTIES
  PASS_REGULAR_EXPRESSION "^random vs eval: 3 games on 5x5, komi 7.5, simple ko, area scoring, at most 75 moves, 1 game at a time\ngame 1/3 [(]B random, W eval[)]: [BW]\\+[0-9.]+, two passes, [0-9]+ moves — random [01] wins?, 0 draws, [01] loss(es)?\ngame 2/3 [(]B eval, W random[)]: [^\n]*\ngame 3/3 [(]B random, W eval[)]: [^\n]*\nrandom vs eval: [0-3] wins?, [0-3] draws?, [0-3] loss(es)? for random — [0-9]+\\.[0-9]% [(]95% interval [0-9]+\\.[0-9]–[0-9]+\\.[0-9]%[)]\n$")

# The Monte Carlo players of lesson 8 (engine/go/monte_carlo.hpp) in a match: two short games.
add_test(NAME "cli: match plays lesson 8's mc and uct players"
  COMMAND ${STONELAB} match mc:4 uct:150 --size 5 --games 2 --seed 3)
set_tests_properties("cli: match plays lesson 8's mc and uct players" PROPERTIES
  PASS_REGULAR_EXPRESSION "game 1/2 [(]B mc:4, W uct:150[)]: [^\n]*\ngame 2/2 [(]B uct:150, W mc:4[)]: [^\n]*\nmc:4 vs uct:150: [0-2] wins?, [0-2] draws?, [0-2] loss(es)? for mc:4")

# The capstone player (engine/go/capstone/) in a match, a part switched off: two short games.
add_test(NAME "cli: match plays the capstone player"
  COMMAND ${STONELAB} match capstone:50:notactics uct:50 --size 5 --games 2 --seed 3)
set_tests_properties("cli: match plays the capstone player" PROPERTIES
  PASS_REGULAR_EXPRESSION "game 1/2 [(]B capstone:50:notactics, W uct:50[)]: [^\n]*\ngame 2/2 [(]B uct:50, W capstone:50:notactics[)]: [^\n]*\ncapstone:50:notactics vs uct:50: [0-2] wins?, [0-2] draws?, [0-2] loss(es)? for capstone:50:notactics")

# The help says how the result counts a draw.
add_test(NAME "cli: match --help says a draw counts as half a win" COMMAND ${STONELAB} match --help)
set_tests_properties("cli: match --help says a draw counts as half a win" PROPERTIES
  PASS_REGULAR_EXPRESSION "95% Wilson interval, a draw counting as half a win")

# Every game is the same whatever -j is: game i is seeded from --seed and i; and a series split
# across runs with --first-game plays the same games. And the records read back: `stonelab
# board --sgf` replays them with the engine's SGF reader (every move legal).
add_test(NAME "cli: match records are the same with -j 1, -j 3 and --first-game, and read back"
  COMMAND sh -c "rm -rf \"$2/j1\" \"$2/j3\" && \"$1\" match random eval --size 5 --games 6 --seed 9 --sgf \"$2/j1\" > /dev/null && \"$1\" match random eval --size 5 --games 6 --seed 9 -j 3 --sgf \"$2/j3\" > /dev/null && ls \"$2/j3\" && diff -r \"$2/j1\" \"$2/j3\" && echo same && rm -rf \"$2/part\" && \"$1\" match random eval --size 5 --games 6 --seed 9 --first-game 4 --sgf \"$2/part\" > /dev/null && ls \"$2/part\" && for f in 004 005 006; do cmp \"$2/j1/game-$f.sgf\" \"$2/part/game-$f.sgf\" || exit 1; done && echo \"same from game 4\" && for f in \"$2\"/j3/*.sgf; do \"$1\" board --sgf \"$f\" > /dev/null || exit 1; done && echo readable"
          sh ${STONELAB} ${MATCH_DIR})
set_tests_properties("cli: match records are the same with -j 1, -j 3 and --first-game, and read back" PROPERTIES
  PASS_REGULAR_EXPRESSION "^game-001.sgf\ngame-002.sgf\ngame-003.sgf\ngame-004.sgf\ngame-005.sgf\ngame-006.sgf\nsame\ngame-004.sgf\ngame-005.sgf\ngame-006.sgf\nsame from game 4\nreadable\n$")

# The record: players, result, and how the game ended and was counted, in the root comment.
add_test(NAME "cli: match writes each game's record with players, result and reason"
  COMMAND sh -c "rm -rf \"$2/record\" && \"$1\" match eval random --size 5 --games 1 --sgf \"$2/record\" > /dev/null && cat \"$2/record/game-001.sgf\""
          sh ${STONELAB} ${MATCH_DIR})
set_tests_properties("cli: match writes each game's record with players, result and reason" PROPERTIES
  PASS_REGULAR_EXPRESSION "^[(].FF\\[4\\]GM\\[1\\]CA\\[UTF-8\\]SZ\\[5\\]KM\\[7.5\\]PB\\[eval\\]PW\\[random\\]RE\\[[BW]\\+[0-9.]+\\]\nC\\[stonelab match, game 1 of 1 [(]match seed 1[)]\nBlack: eval\nWhite: random\nRules: [^\n]*\nEnd: two passes\nScoring: Tromp-Taylor area scoring, every stone alive. Black [0-9]+, White [0-9]+ \\+ 7.5 komi\nResult: [BW]\\+[0-9.]+\\]\n.B\\[")

# GNU Go as an opponent: two short games at level 0, counted after the referee's dead stones.
# (GNU Go draws its random numbers from the clock unless given --seed: with it, the games are
# the same every time. With this seed both end by two passes.)
add_test(NAME "cli: match against GNU Go counts after removing dead stones"
  COMMAND sh -c "rm -rf \"$2/gnugo\" && \"$1\" match eval \"gtp:$3 --mode gtp --level 0 --chinese-rules --seed 1\" --size 5 --games 2 --sgf \"$2/gnugo\" && cat \"$2/gnugo/game-001.sgf\""
          sh ${STONELAB} ${MATCH_DIR} ${STONELAB_GNUGO})
set_tests_properties("cli: match against GNU Go counts after removing dead stones" PROPERTIES
  PASS_REGULAR_EXPRESSION "\neval vs gtp:gnugo: [0-2] wins?, [0-2] draws?, [0-2] loss(es)? for eval — [^\n]*\n.*PW\\[gtp:gnugo\\].*\nEnd: two passes\nScoring: Tromp-Taylor area scoring after removing the [0-9]+ dead stones of GNU Go's final_status_list dead")

# A long cycle through GTP: two scripted engines build three kos on 9x9 (the position of
# test_match.cpp's triple ko: Black's ten stones and a pass, White's eleven), then Black takes
# C8, C5, C2 and White B2, B8, B5 round and round. After 22 moves of set-up the position with
# Black to move stands for the third time after 12 more: a draw, half a point each.
set(TRIPLE_KO_BLACK "B9,A8,B7,B6,A5,B4,B3,A2,C2,B1,pass C8,C5,C2")
set(TRIPLE_KO_WHITE "C9,B8,D8,C7,C6,B5,D5,C4,C3,D2,C1 B2,B8,B5")
add_test(NAME "cli: match, engines that cycle a triple ko draw the game"
  COMMAND sh -c "rm -rf \"$2/cycle\" && \"$1\" match \"gtp:$3 script $4\" \"gtp:$3 script $5\" --size 9 --games 1 --sgf \"$2/cycle\" && cat \"$2/cycle/game-001.sgf\""
          sh ${STONELAB} ${MATCH_DIR} ${FAKE_GTP} ${TRIPLE_KO_BLACK} ${TRIPLE_KO_WHITE})
set_tests_properties("cli: match, engines that cycle a triple ko draw the game" PROPERTIES
  PASS_REGULAR_EXPRESSION "\ngame 1/1 [(]B gtp:fake_gtp.py, W gtp:fake_gtp.py[)]: 0, long cycle, 34 moves — gtp:fake_gtp.py 0 wins, 1 draw, 0 losses\ngtp:fake_gtp.py vs gtp:fake_gtp.py: 0 wins, 1 draw, 0 losses for gtp:fake_gtp.py — 50.0% [(]95% interval 5.5–94.5%[)]\n.*RE\\[0\\].*End: a long cycle: after move 34 the same position, Black to move, stands for the third time")

# A misbehaving engine loses the game, with the reason, and the match goes on: two games, the
# engine White in the first and Black in the second, both lost by forfeit.
function(match_forfeit_test mode reason)
  set(name "cli: match, an engine that does '${mode}' forfeits and the match goes on")
  # Half a second for the engine that hangs; the others answer at once, but a busy machine
  # must not turn that into a time-out.
  set(limit 10)
  if(mode STREQUAL "hang")
    set(limit 0.5)
  elseif(mode STREQUAL "drip")
    set(limit 1)
  endif()
  add_test(NAME "${name}"
    COMMAND sh -c "rm -rf \"$2/${mode}\" && \"$1\" match random \"gtp:$3 ${mode}\" --size 5 --games 2 --time-limit ${limit} --sgf \"$2/${mode}\" && cat \"$2/${mode}/game-001.sgf\""
            sh ${STONELAB} ${MATCH_DIR} ${FAKE_GTP})
  set_tests_properties("${name}" PROPERTIES
    PASS_REGULAR_EXPRESSION "\ngame 1/2 [(]B random, W gtp:fake_gtp.py[)]: B\\+F, White forfeits: ${reason}[^\n]*\ngame 2/2 [(]B gtp:fake_gtp.py, W random[)]: W\\+F, Black forfeits: [^\n]*\nrandom vs gtp:fake_gtp.py: 2 wins, 0 draws, 0 losses for random — 100.0% [(]95% interval 34.2–100.0%[)]\n[(].*RE\\[B\\+F\\]\nC\\[[^]]*End: White forfeits: ${reason}")
endfunction()
match_forfeit_test(crash "gtp:fake_gtp.py exited with status 3 [(]batch starting with `genmove w`[)]")
match_forfeit_test(segv "gtp:fake_gtp.py was killed by signal 11 [(]batch starting with `genmove w`[)]")
match_forfeit_test(garbage "gtp:fake_gtp.py gave an answer that is not GTP: `Thinking... I like the centre.`")
match_forfeit_test(hang "gtp:fake_gtp.py gave no answer for 0.5 s [(]batch starting with `genmove w`[)]")
match_forfeit_test(illegal "played A1, which is illegal [(]occupied[)]")
match_forfeit_test(notamove "gtp:fake_gtp.py answered `genmove w` with `Z99`, which is not a move on this board")
match_forfeit_test(refuse "gtp:fake_gtp.py refused `play b [A-E][1-5]`: [?] I do not like that move")
# An engine that keeps writing is late or broken just the same: the limit holds for the whole
# answer (time and bytes), and its text is quoted on one harmless line.
match_forfeit_test(flood "gtp:fake_gtp.py wrote more than 64 KiB without ending its answer with an empty line: `= floodflood[a-z]*[.][.][.] [(][0-9]+ bytes in all[)]` [(]batch starting with `genmove w`[)]")
match_forfeit_test(floodlines "gtp:fake_gtp.py wrote more than 64 KiB without ending its answer with an empty line: `= flood[\\]+nflood[\\]+n[^`]*[.][.][.] [(][0-9]+ bytes in all[)]`")
match_forfeit_test(drip "gtp:fake_gtp.py did not finish its answer within 1 s [(]it had written `= [.]+`[)] [(]batch starting with `genmove w`[)]")
match_forfeit_test(escape "gtp:fake_gtp.py answered `genmove w` with `[\\]+x1b\\[2J[\\]+x1b\\[31mC3[\\]+x07`, which is not a move on this board")
match_forfeit_test(twolines "gtp:fake_gtp.py answered `genmove w` with `C3[\\]+nand a second line`, which is not a move on this board")
match_forfeit_test(longline "gtp:fake_gtp.py answered `genmove w` with `C3333333333333333333333333333333333333333333333333333333333333333333333333333333[.][.][.] [(]8332 bytes in all[)]`, which is not a move on this board")

# Bad arguments: a message saying what is wrong and a non-zero exit, before any game.
set(MATCH_BAD
  "match random" "players: At least 2 required but received 1"
  "match random eval eval" "players: At Most 2 required but received 3"
  "match random gnugo" "players: unknown player 'gnugo': the players are random, eval, eval:cancel, mc:N, uct:N, uct:Ts, capstone:N, capstone:Ts [(]each with any of :norave, :nopatterns, :notactics, :nopriors, :noresign after it[)] and gtp:COMMAND [(]Go[)], gomoku:NAME, renju:NAME and gomocup:COMMAND [(]Gomoku and Renju[)]"
  "match random mc:0" "players: bad player 'mc:0': N must be a whole number of playouts from 1 to 10000000, not '0'"
  "match uct:1.5.2s random" "players: bad player 'uct:1.5.2s': T must be a number of seconds from 0.01 to 3600, not '1.5.2'"
  "match random gtp:" "players: bad player 'gtp:': gtp: needs the engine's command line"
  "match random eval --games 0" "--games: Value 0 not in range 1 to 100000"
  "match random eval --size 21" "--size: Value 21 not in range 1 to 20"
  "match random eval -j 0" "--jobs: Value 0 not in range 1 to 64"
  "match random eval --max-moves 0" "--max-moves: Value 0 not in range 1 to 100000"
  "match random eval --first-game 0" "--first-game: Value 0 not in range 1 to 100000"
)
stonelab_refusal_tests(MATCH_BAD "cli: refuses" ""
  "[^\n]*\nRun with --help for more information\\.\nexit status 1[01][0-9]\n$")

# Players that cannot be had: an error at once, exit status 1, no game played.
set(MATCH_UNAVAILABLE
  "match random gtp:/no/such/engine" "cannot run the GTP engine of 'gtp:/no/such/engine': '/no/such/engine' is not an executable file"
  "match random eval --games 4 --first-game 5" "--first-game 5 is past the last game [(]--games 4[)]"
)
stonelab_refusal_tests(MATCH_UNAVAILABLE "cli: refuses" "stonelab: " "\nexit status 1\n$")

# The flooding engine costs the referee no more memory than a quiet one: what an answer may
# hold is capped (GtpProcess::kMaxAnswerBytes).
find_program(MATCH_PYTHON3 python3 REQUIRED)
add_test(NAME "cli: match, a flooding engine forfeits in bounded memory"
  COMMAND ${MATCH_PYTHON3} ${PROJECT_SOURCE_DIR}/tests/cli/peak_memory.py
    ${STONELAB} match random "gtp:${FAKE_GTP} flood" --size 5 --games 2 --time-limit 10)
set_tests_properties("cli: match, a flooding engine forfeits in bounded memory" PROPERTIES
  PASS_REGULAR_EXPRESSION "^exit status 0\npeak MiB ([0-9]|[1-9][0-9])\n$")
