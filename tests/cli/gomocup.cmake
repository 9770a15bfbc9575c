# `stonelab gomocup` (a Gomocup brain on stdin/stdout) and `stonelab match` for Gomoku and
# Renju (arena/gomoku_referee.hpp): a scripted Piskvork session, matches between the built-in
# players and against Gomocup brains, fake brains that misbehave (fake_gomocup.py), and bad
# arguments. (CMakeLists.txt includes this file and sets ${STONELAB}.) The referee's pieces are
# unit-tested in test_gomoku_match.cpp.
set(FAKE_GOMOCUP ${CMAKE_CURRENT_SOURCE_DIR}/fake_gomocup.py)
set(GOMOCUP_DATA ${CMAKE_CURRENT_SOURCE_DIR}/data/gomocup)
set(GOMOKU_MATCH_DIR ${CMAKE_CURRENT_BINARY_DIR}/gomoku-match)

# The session a manager might have with the brain (CR LF line ends, as Piskvork sends them):
# ABOUT, commands before START, the Gomocup's 20x20 and a size it cannot play (21), a game
# opened with BEGIN and answered with TURN, taken and off-board points, TAKEBACK, an INFO with
# a bad value (reported before the next answer), an unknown command, a line past the limit,
# BOARD positions to win, to block and to refuse, then 20x20 again: moves in its corners, a
# point past its 20th column, a five to make on its top row ending in the 20th column and one
# to block in the bottom-right corner (19,19); and END, after which nothing is answered.
# session.expected holds every answer, each worked out by hand from the greedy player's rule
# (engine/gomoku/players.hpp); ABOUT's version is masked.
add_test(NAME "cli: gomocup answers a scripted Piskvork session"
  COMMAND sh -c "\"$1\" gomocup --player greedy < \"$2/session.txt\" | sed 's/version=\"[^\"]*\"/version=\"V\"/' | diff -u \"$2/session.expected\" - && echo same"
          sh ${STONELAB} ${GOMOCUP_DATA})
set_tests_properties("cli: gomocup answers a scripted Piskvork session" PROPERTIES
  PASS_REGULAR_EXPRESSION "^same\n$")

# A short match between the built-in players: a line per game, colours alternating, then the
# result; every record is Gomoku's (GM[4]) with players, result and reason.
add_test(NAME "cli: match plays Gomoku between built-in players and records the games"
  COMMAND sh -c "rm -rf \"$2/builtin\" && \"$1\" match gomoku:random gomoku:greedy --size 9 --games 2 --sgf \"$2/builtin\" && cat \"$2/builtin/game-002.sgf\""
          sh ${STONELAB} ${GOMOKU_MATCH_DIR})
set_tests_properties("cli: match plays Gomoku between built-in players and records the games" PROPERTIES
  PASS_REGULAR_EXPRESSION "^gomoku:random vs gomoku:greedy: 2 games of gomoku [(]freestyle[)] on 9x9, 1 game at a time\ngame 1/2 [(]B gomoku:random, W gomoku:greedy[)]: [^\n]*\ngame 2/2 [(]B gomoku:greedy, W gomoku:random[)]: ([BW]\\+, five in a row|0, full board), [0-9]+ moves — [^\n]*\ngomoku:random vs gomoku:greedy: [0-2] wins?, [0-2] draws?, [0-2] loss(es)? for gomoku:random — [0-9.]+% [(]95% interval [0-9.]+–[0-9.]+%[)]\n[(].FF\\[4\\]GM\\[4\\]CA\\[UTF-8\\]SZ\\[9\\]PB\\[gomoku:greedy\\]PW\\[gomoku:random\\]RE\\[[^]]+\\]\nC\\[stonelab match, game 2 of 2 [(]match seed 1[)]\nBlack: gomoku:greedy\nWhite: gomoku:random\nRules: gomoku, freestyle rule on 9x9. a full board is a draw\nEnd: [^\n]+\nResult: [^]]+\\]\n.B\\[")

# Renju between the built-in players, and the game taken from their names.
add_test(NAME "cli: match plays Renju between built-in players"
  COMMAND ${STONELAB} match renju:greedy renju:random --size 9 --games 2 --seed 5)
set_tests_properties("cli: match plays Renju between built-in players" PROPERTIES
  PASS_REGULAR_EXPRESSION "^renju:greedy vs renju:random: 2 games of renju on 9x9, 1 game at a time\ngame 1/2 [^\n]*\ngame 2/2 [^\n]*\nrenju:greedy vs renju:random: [^\n]*\n$")

# A Gomocup brain in a child process: stonelab gomocup itself, under the standard rule.
add_test(NAME "cli: match plays against a Gomocup brain, stonelab gomocup itself"
  COMMAND sh -c "rm -rf \"$2/brain\" && \"$1\" match gomoku:greedy \"gomocup:$1 gomocup --player random\" --rule standard --size 9 --games 2 --sgf \"$2/brain\" && cat \"$2/brain/game-001.sgf\""
          sh ${STONELAB} ${GOMOKU_MATCH_DIR})
set_tests_properties("cli: match plays against a Gomocup brain, stonelab gomocup itself" PROPERTIES
  PASS_REGULAR_EXPRESSION "^gomoku:greedy vs gomocup:stonelab: 2 games of gomoku [(]standard[)] on 9x9, 1 game at a time\ngame 1/2 [(]B gomoku:greedy, W gomocup:stonelab[)]: [^\n]*five in a row[^\n]*\ngame 2/2 [(]B gomocup:stonelab, W gomoku:greedy[)]: [^\n]*five in a row[^\n]*\ngomoku:greedy vs gomocup:stonelab: [^\n]*\n.*PW\\[gomocup:stonelab\\].*\nWhite: gomocup:[^\n]*stonelab gomocup --player random\n")

# The Gomocup's own board, 20x20, in a match: stonelab gomocup (Inui's player) plays whole
# games through the protocol against the greedy player, each game to a five or a full board,
# and the records are 20x20.
add_test(NAME "cli: match plays whole games on 20x20 against stonelab gomocup --player inui"
  COMMAND sh -c "rm -rf \"$2/twenty\" && \"$1\" match \"gomocup:$1 gomocup --player inui\" gomoku:greedy --size 20 --games 2 --sgf \"$2/twenty\" && cat \"$2/twenty/game-001.sgf\""
          sh ${STONELAB} ${GOMOKU_MATCH_DIR})
set_tests_properties("cli: match plays whole games on 20x20 against stonelab gomocup --player inui" PROPERTIES
  PASS_REGULAR_EXPRESSION "^gomocup:stonelab vs gomoku:greedy: 2 games of gomoku [(]freestyle[)] on 20x20, 1 game at a time\ngame 1/2 [(]B gomocup:stonelab, W gomoku:greedy[)]: ([BW]\\+, five in a row|0, full board), [0-9]+ moves — [^\n]*\ngame 2/2 [(]B gomoku:greedy, W gomocup:stonelab[)]: ([BW]\\+, five in a row|0, full board), [0-9]+ moves — [^\n]*\ngomocup:stonelab vs gomoku:greedy: [^\n]*\n[(].FF\\[4\\]GM\\[4\\]CA\\[UTF-8\\]SZ\\[20\\][^\n]*\nC\\[[^]]*Rules: gomoku, freestyle rule on 20x20. a full board is a draw\n")

# A five on the 20th column: a fake brain that plays down the last column (fake_gomocup.py
# edge) against the random player, which does not block it in these games (seed 1), Black in
# the first and White in the second. The referee sees the five at 19,4, GTP's U16 (the
# column after T), and the record writes the column as SGF's t: ta, tb, tc, td, te.
add_test(NAME "cli: match on 20x20, a five on the 20th column (U, SGF t)"
  COMMAND sh -c "rm -rf \"$2/column\" && \"$1\" match \"gomocup:$3 edge\" gomoku:random --size 20 --games 2 --sgf \"$2/column\" && cat \"$2/column/game-001.sgf\""
          sh ${STONELAB} ${GOMOKU_MATCH_DIR} ${FAKE_GOMOCUP})
set_tests_properties("cli: match on 20x20, a five on the 20th column (U, SGF t)" PROPERTIES
  PASS_REGULAR_EXPRESSION "\ngame 1/2 [^\n]*: B\\+, five in a row, 9 moves — [^\n]*\ngame 2/2 [^\n]*: W\\+, five in a row, 10 moves — [^\n]*\n[^\n]*\n[(].FF\\[4\\]GM\\[4\\]CA\\[UTF-8\\]SZ\\[20\\][^\n]*\nC\\[[^]]*End: Black makes five or more in a row at 19,4 [(]U16[)]\nResult: B\\+\\]\n.B\\[ta\\].W\\[[a-t][a-t]\\].B\\[tb\\].W\\[[a-t][a-t]\\].B\\[tc\\].W\\[[a-t][a-t]\\].B\\[td\\].W\\[[a-t][a-t]\\].B\\[te\\][)]\n$")

# A misbehaving brain loses the game, with the reason, and the match goes on: two games, the
# brain White in the first and Black in the second, both lost by forfeit.
function(gomocup_forfeit_test mode first second)
  set(name "cli: match, a Gomocup brain that does '${mode}' forfeits and the match goes on")
  # Half a second for the brain that hangs; the others answer at once, but a busy machine
  # must not turn that into a time-out.
  set(limit 10)
  if(mode STREQUAL "hang")
    set(limit 0.5)
  endif()
  add_test(NAME "${name}"
    COMMAND sh -c "rm -rf \"$2/${mode}\" && \"$1\" match gomoku:random \"gomocup:$3 ${mode}\" --size 9 --games 2 --time-limit ${limit} --sgf \"$2/${mode}\" && cat \"$2/${mode}/game-001.sgf\""
            sh ${STONELAB} ${GOMOKU_MATCH_DIR} ${FAKE_GOMOCUP})
  set_tests_properties("${name}" PROPERTIES
    PASS_REGULAR_EXPRESSION "\ngame 1/2 [(]B gomoku:random, W gomocup:fake_gomocup.py[)]: B\\+F, White forfeits: ${first}, 1 move — [^\n]*\ngame 2/2 [(]B gomocup:fake_gomocup.py, W gomoku:random[)]: W\\+F, Black forfeits: ${second}, [02] moves — [^\n]*\ngomoku:random vs gomocup:fake_gomocup.py: 2 wins, 0 draws, 0 losses for gomoku:random — 100.0% [(]95% interval 34.2–100.0%[)]\n[(].*RE\\[B\\+F\\]\nC\\[[^]]*End: White forfeits: ${first}\n")
endfunction()
set(TURN "`TURN [0-8],[0-8]`")
gomocup_forfeit_test(crash "gomocup:fake_gomocup.py exited with status 3 [(]after ${TURN}[)]"
  "gomocup:fake_gomocup.py exited with status 3 [(]after `BEGIN`[)]")
gomocup_forfeit_test(taken "played [0-8],[0-8] [(][A-J][1-9][)], which is taken"
  "played [0-8],[0-8] [(][A-J][1-9][)], which is taken")
gomocup_forfeit_test(garbage "gomocup:fake_gomocup.py answered ${TURN} with `I like the centre.`, which is not a move"
  "gomocup:fake_gomocup.py answered `BEGIN` with `I like the centre.`, which is not a move")
# The turn time a brain is told is the limit less a tenth, at most a second (10 s: 9000 ms),
# so that a brain that spends all of it still answers in time; the told brain says so.
gomocup_forfeit_test(told "gomocup:fake_gomocup.py answered ${TURN} with `timeout_turn 9000`, which is not a move"
  "gomocup:fake_gomocup.py answered `BEGIN` with `timeout_turn 9000`, which is not a move")
add_test(NAME "cli: match tells a Gomocup brain a turn time a tenth under the limit"
  COMMAND ${STONELAB} match "gomocup:${FAKE_GOMOCUP} told" gomoku:random --size 9 --games 1 --time-limit 2)
set_tests_properties("cli: match tells a Gomocup brain a turn time a tenth under the limit" PROPERTIES
  PASS_REGULAR_EXPRESSION "\ngame 1/1 [^\n]*: W\\+F, Black forfeits: gomocup:fake_gomocup.py answered `BEGIN` with `timeout_turn 1800`, which is not a move")
gomocup_forfeit_test(hang "gomocup:fake_gomocup.py gave no answer to ${TURN} for 0.5 s"
  "gomocup:fake_gomocup.py gave no answer to `BEGIN` for 0.5 s")

# Bad arguments: a message saying what is wrong and a non-zero exit, before any game.
set(GOMOKU_MATCH_BAD
  "match gomoku:random gomoku:nobody" "players: bad player 'gomoku:nobody': the built-in Gomoku players are random, greedy"
  "match gomoku:random gomocup:" "players: bad player 'gomocup:': gomocup: needs the brain's command line"
  "match gomoku:random gomoku:greedy --game chess" "--game: chess not in [{]go,gomoku,renju[}]"
  "match gomoku:random gomoku:greedy --size 21" "--size: Value 21 not in range 1 to 20"
  "gomocup --rule caro" "--rule: caro not in [{]freestyle,standard,renju[}]"
)
stonelab_refusal_tests(GOMOKU_MATCH_BAD "cli: refuses" ""
  "[^\n]*\nRun with --help for more information\\.\nexit status 1[01][0-9]\n$")

# Players that cannot play together, sizes Gomoku boards cannot have, brains that cannot run:
# an error at once, exit status 1, no game played.
set(GOMOKU_MATCH_UNAVAILABLE
  "match gomoku:random renju:greedy" "'renju:greedy' plays renju, not gomoku"
  "match random gomoku:greedy" "'gomoku:greedy' plays gomoku, not go"
  "match gomoku:random gomoku:greedy --game renju" "'gomoku:random' plays gomoku, not renju"
  "match renju:random renju:greedy --game renju --rule standard" "--rule standard is not a rule of renju"
  "match renju:random renju:greedy --rule standard" "'renju:random' plays renju, not gomoku"
  "match gomoku:random gomoku:greedy --size 4" "--size 4: gomoku is played on 5x5 to 20x20 boards"
  "match random random --size 20" "--size 20: go is played on 1x1 to 19x19 boards [(]20x20 is for gomoku and renju[)]"
  "match gomoku:random gomoku:greedy --komi 6.5" "--komi: gomoku has no komi [(]it is Go's compensation for White[)]. leave --komi out"
  "match renju:random renju:greedy --max-moves 50" "--max-moves: renju has no move cap [(]a full board ends the game, a draw[)]. leave --max-moves out"
  "match gomoku:random gomocup:/no/such/brain" "cannot run the Gomocup brain of 'gomocup:/no/such/brain': '/no/such/brain' is not an executable file"
  "gomocup --player nobody" "unknown player 'nobody': the players are random, greedy[^\n]* [(]each also written gomoku:NAME or renju:NAME, as `stonelab match` writes them[)]"
)
stonelab_refusal_tests(GOMOKU_MATCH_UNAVAILABLE "cli: refuses" "stonelab: " "\nexit status 1\n$")

# Under Renju a Black foul loses for Black, with the reason: the random player knows nothing
# of fouls, and in these ten games on 7x7 it commits at least one (an overline, or with the
# full foul test of lesson 11 any foul), whatever else changes.
add_test(NAME "cli: match, a Black foul under Renju loses for Black"
  COMMAND ${STONELAB} match renju:random renju:random --size 7 --games 10 --seed 6)
set_tests_properties("cli: match, a Black foul under Renju loses for Black" PROPERTIES
  PASS_REGULAR_EXPRESSION "\ngame [0-9]+/10 [(]B renju:random, W renju:random[)]: W\\+F, Black plays a foul at [0-6],[0-6] [(][A-G][1-7][)], a move Renju forbids Black, [0-9]+ moves")

# Lesson 10's player (engine/gomoku/matsuda.hpp) in the registry, in Gomoku and in Renju
# (where Black skips its fouls).
add_test(NAME "cli: match plays lesson 10's pattern-table player"
  COMMAND ${STONELAB} match gomoku:matsuda gomoku:greedy --size 9 --games 2 --rule standard)
set_tests_properties("cli: match plays lesson 10's pattern-table player" PROPERTIES
  PASS_REGULAR_EXPRESSION "^gomoku:matsuda vs gomoku:greedy: 2 games of gomoku [(]standard[)] on 9x9, 1 game at a time\ngame 1/2 [^\n]*\ngame 2/2 [^\n]*\ngomoku:matsuda vs gomoku:greedy: [^\n]*\n$")
add_test(NAME "cli: match plays lesson 10's player against lesson 11's, in Renju"
  COMMAND ${STONELAB} match renju:matsuda renju:inui --size 13 --games 2 --seed 1)
set_tests_properties("cli: match plays lesson 10's player against lesson 11's, in Renju" PROPERTIES
  PASS_REGULAR_EXPRESSION "\ngame 2/2 [^\n]*\nrenju:matsuda vs renju:inui: [0-9] wins?, [0-9] draws?, [0-9] loss")

# Lesson 11's player in the registry: renju:inui (seed 003's tables, never a foul) beats the
# greedy player in both colours.
add_test(NAME "cli: match renju:inui against renju:greedy"
  COMMAND ${STONELAB} match renju:inui renju:greedy --size 13 --games 2 --seed 1)
set_tests_properties("cli: match renju:inui against renju:greedy" PROPERTIES
  PASS_REGULAR_EXPRESSION "\nrenju:inui vs renju:greedy: 2 wins, 0 draws, 0 losses for renju:inui")
