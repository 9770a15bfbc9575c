# `stonelab tournament` as a user runs it (arena/tournament.hpp): whole round robins checked by
# tournament_check.py (the game lines in order, a record per game, the CSV as the script
# computes it from the games, the text crosstable, the same with -j 2), and bad
# configurations. (CMakeLists.txt includes this file and sets ${STONELAB}; match.cmake sets
# ${FAKE_GTP}.) The configuration's messages and the crosstable's arithmetic are unit-tested in
# test_tournament.cpp.
set(TOURNAMENT_DIR ${CMAKE_CURRENT_BINARY_DIR}/tournament)
set(TOURNAMENT_CHECK ${CMAKE_CURRENT_SOURCE_DIR}/tournament_check.py)
find_package(Python3 REQUIRED COMPONENTS Interpreter)

# random, random, eval and a GTP engine that crashes (fake_gtp.py), 5x5, two games a pairing:
# the engine forfeits all its games, last with 0 points, and the tournament goes on.
add_test(NAME "cli: tournament of built-in players and an engine that crashes"
  COMMAND ${Python3_EXECUTABLE} ${TOURNAMENT_CHECK} ${STONELAB} ${TOURNAMENT_DIR} builtin ${FAKE_GTP})
set_tests_properties("cli: tournament of built-in players and an engine that crashes" PROPERTIES
  PASS_REGULAR_EXPRESSION "^tournament builtin: 12 games, records, CSV and crosstable checked, the same with -j 2\n$")
# GNU Go at level 1 (seeded) among the players: its games are counted after its dead stones.
add_test(NAME "cli: tournament with GNU Go as a player"
  COMMAND ${Python3_EXECUTABLE} ${TOURNAMENT_CHECK} ${STONELAB} ${TOURNAMENT_DIR} gnugo ${STONELAB_GNUGO})
set_tests_properties("cli: tournament with GNU Go as a player" PROPERTIES
  PASS_REGULAR_EXPRESSION "^tournament gnugo: 6 games, records, CSV and crosstable checked, the same with -j 2\n$")

# A long cycle is a draw, half a point each: the scripted engines of match.cmake's triple ko
# (${TRIPLE_KO_BLACK} and ${TRIPLE_KO_WHITE}), one game on 9x9. Equal in points and
# Sonneborn-Berger (1/2 x 1/2 each), they keep the file's order.
file(WRITE ${TOURNAMENT_DIR}/triple-ko.txt "games 1\ncsv triple-ko.csv\n"
  "player kob gtp:${FAKE_GTP} script ${TRIPLE_KO_BLACK}\nplayer kow gtp:${FAKE_GTP} script ${TRIPLE_KO_WHITE}\n")
add_test(NAME "cli: tournament counts a triple ko's long cycle as a draw"
  COMMAND sh -c "rm -f triple-ko.csv && \"$1\" tournament triple-ko.txt && cat triple-ko.csv" sh ${STONELAB})
set_tests_properties("cli: tournament counts a triple ko's long cycle as a draw" PROPERTIES
  WORKING_DIRECTORY ${TOURNAMENT_DIR}
  PASS_REGULAR_EXPRESSION "\ngame 1/1 [(]B kob, W kow[)]: 0, long cycle, 34 moves\n.*\n1  kob     x          0-1-0 0.5  1      0     1      0       0.5     0.25\n2  kow     0-1-0 0.5  x[^\n]*\n.*rank,player,opponent,games,wins,draws,losses,points,sonneborn_berger\n1,kob,,1,0,1,0,0.5,0.25\n1,kob,kow,1,0,1,0,0.5,\n2,kow,,1,0,1,0,0.5,0.25\n2,kow,kob,1,0,1,0,0.5,\n$")

# The help prints the table of keys (arena/tournament_config.cpp; test_tournament.cpp checks
# that it lists every key with its range and default).
add_test(NAME "cli: tournament --help documents the configuration file" COMMAND ${STONELAB} tournament --help)
set_tests_properties("cli: tournament --help documents the configuration file" PROPERTIES
  PASS_REGULAR_EXPRESSION "CONFIG is a text file.*\n  size N  .*\n  komi K  .*\n  games G  .*\n  seconds T  .*\n  max-moves M  .*\n  seed S  .*\n  sgf DIR  .*\n  csv FILE  .*\n  player NAME SPEC  .*Points: win 1, draw 1/2, loss 0. ranked by points, then Sonneborn-Berger")

# Bad configurations: the file and the line named, exit status 1, no game played. (Run in
# ${TOURNAMENT_DIR}, where the files are written when CMake configures.)
file(WRITE ${TOURNAMENT_DIR}/bad-key.txt "size 5\nplayer a random\nplayer b eval\nrounds 3\n")
file(WRITE ${TOURNAMENT_DIR}/one-player.txt "player a random\n")
file(WRITE ${TOURNAMENT_DIR}/no-engine.txt "player a random\nplayer b gtp:/no/such/engine\n")
# A crosstable that could not be written is refused before any game, not after all of them.
file(WRITE ${TOURNAMENT_DIR}/csv-folder.txt "player a random\nplayer b eval\ncsv /tmp\n")
file(WRITE ${TOURNAMENT_DIR}/csv-proc.txt "player a random\nplayer b eval\ncsv /proc/x.csv\n")
set(TOURNAMENT_BAD
  "tournament bad-key.txt" "bad-key.txt line 4: unknown key 'rounds': the keys are size, komi, games, seconds, max-moves, seed, sgf, csv and player"
  "tournament one-player.txt" "one-player.txt: a tournament needs at least 2 players [(]lines `player NAME SPEC`[)], this one has 1"
  "tournament no-engine.txt" "cannot run the GTP engine of 'gtp:/no/such/engine': '/no/such/engine' is not an executable file"
  "tournament none.txt" "cannot read 'none.txt'"
  "tournament csv-folder.txt" "cannot write '/tmp': it is a folder"
  "tournament csv-proc.txt" "cannot write '/proc/x.csv': no file can be made in '/proc'"
  "tournament /dev/zero" "'/dev/zero' is larger than 64 KiB, the most stonelab reads as a tournament configuration"
)
stonelab_refusal_tests(TOURNAMENT_BAD "cli: refuses" "stonelab: " "\nexit status 1\n$" ${TOURNAMENT_DIR})
set(TOURNAMENT_BAD_ARGUMENTS
  "tournament" "config is required"
  "tournament bad-key.txt -j 0" "--jobs: Value 0 not in range 1 to 64"
)
stonelab_refusal_tests(TOURNAMENT_BAD_ARGUMENTS "cli: refuses" ""
  "\nRun with --help for more information\\.\nexit status 1[01][0-9]\n$" ${TOURNAMENT_DIR})
