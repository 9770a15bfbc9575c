# stonelab board as a user runs it (tests/cli/CMakeLists.txt includes this file).
# Expected values are worked out by hand from the inputs: captures_9x9.sgf replays move 2's
# point with move 8 and ends with two passes; a 3x3 diagram with one stone per colour.
set(BOARD_DATA ${PROJECT_SOURCE_DIR}/tests/engine/data)
set(BOARD_FIGURES ${PROJECT_SOURCE_DIR}/docs/figures)

# ---- good input ---------------------------------------------------------------------------
add_test(NAME "cli: board draws a diagram file as SVG"
  COMMAND ${STONELAB} board --diagram ${BOARD_FIGURES}/seed002-string-walk.txt --label 1:C4)
set_tests_properties("cli: board draws a diagram file as SVG" PROPERTIES PASS_REGULAR_EXPRESSION
  "^<\\?xml version=\"1.0\" encoding=\"UTF-8\"\\?>\n<svg xmlns=\"http://www.w3.org/2000/svg\".*<text class=\"label\" x=\"136\"[^>]*>1</text>.*</svg>\n$")

add_test(NAME "cli: board reads a diagram on stdin"
  COMMAND sh -c "printf '. X .\\n. O .\\n. . .\\n' | \"$1\" board --diagram - | grep -c 'class=\"stone '" sh ${STONELAB})
set_tests_properties("cli: board reads a diagram on stdin" PROPERTIES PASS_REGULAR_EXPRESSION "^2\n$")

add_test(NAME "cli: board numbers an SGF game with the usual notes"
  COMMAND ${STONELAB} board --sgf ${BOARD_DATA}/sgf/captures_9x9.sgf --numbers --caption "Moves 1-18")
set_tests_properties("cli: board numbers an SGF game with the usual notes" PROPERTIES
  PASS_REGULAR_EXPRESSION ">Moves 1-18</text>\n<text class=\"caption\"[^>]*>8 at 2, 17 pass, 18 pass</text>")

# After move 3 (Black A8 takes A9) Black has B9 and A8, White nothing.
add_test(NAME "cli: board draws the SGF position after --move"
  COMMAND sh -c "\"$1\" board --sgf \"$2\" --move 3 | grep -c 'class=\"stone black\"'; \"$1\" board --sgf \"$2\" --move 3 | grep -c 'class=\"stone white\"'"
  sh ${STONELAB} ${BOARD_DATA}/sgf/captures_9x9.sgf)
set_tests_properties("cli: board draws the SGF position after --move" PROPERTIES PASS_REGULAR_EXPRESSION "^2\n0\n$")

# --ownership shades the empty points of the map (lesson 7's reference statistics): on
# two-living-groups the 21 points of the bottom three rows and the 6 eyes on top.
add_test(NAME "cli: board shades an ownership map"
  COMMAND sh -c "\"$1\" board --diagram \"$2\" --ownership \"$3\" | grep -c 'class=\"influence '" sh ${STONELAB}
    ${BOARD_FIGURES}/two-living-groups.txt
    ${PROJECT_SOURCE_DIR}/tests/07-playouts/data/stats/two-living-groups-B-komi-0.5-200-seed-21.txt)
set_tests_properties("cli: board shades an ownership map" PROPERTIES PASS_REGULAR_EXPRESSION "^27\n$")

# --format text: the board as the course's diagrams draw it, a mark and a label on the points
# (the label hides B3's white stone), and the key that says so.
add_test(NAME "cli: board --format text draws the board with its marks and a key"
  COMMAND ${STONELAB} board --diagram ${BOARD_FIGURES}/ko-black-takes.txt --mark triangle:C3 --label a:B3 --format text)
set_tests_properties("cli: board --format text draws the board with its marks and a key" PROPERTIES
  PASS_REGULAR_EXPRESSION
  "^   A B C D E\n 5 . . . . .  5\n 4 . X O . .  4\n 3 X a \\^ O .  3\n 2 . X O . .  2\n 1 . . . . .  1\n   A B C D E\n\\^ triangle at C3. label a at B3 \\(on a White stone\\)\n$")

# The same figure for a Japanese student: the key in Japanese, the board the same characters.
# STONELAB_LANG is a choice the command saves in the course's progress file, so each run in
# another language starts in a course of its own (a copy of course.txt), not the source tree,
# where the tests in English run at the same time.
set(BOARD_SCRATCH_COURSE
  "d=\"$2/$3\" && mkdir -p \"$d/lessons\" && cp \"$4/lessons/course.txt\" \"$d/lessons/\" && cd \"$d\"")
add_test(NAME "cli: board --format text writes the key in Japanese for a Japanese student"
  COMMAND sh -c "${BOARD_SCRATCH_COURSE} && STONELAB_LANG=ja \"$1\" board --diagram \"$5\" --mark triangle:C3 --label a:B3 --format text"
    sh ${STONELAB} ${CMAKE_CURRENT_BINARY_DIR} board-ja-key ${PROJECT_SOURCE_DIR} ${BOARD_FIGURES}/ko-black-takes.txt)
set_tests_properties("cli: board --format text writes the key in Japanese for a Japanese student" PROPERTIES
  PASS_REGULAR_EXPRESSION
  "^   A B C D E\n 5 . . . . .  5\n 4 . X O . .  4\n 3 X a \\^ O .  3\n 2 . X O . .  2\n 1 . . . . .  1\n   A B C D E\n\\^ 三角：C3；ラベル a：B3（白石の上）\n$")

# Every kind of key at once (a mark, move numbers by colour, a label on a stone, the shading
# with its values beside the board) and the notes of the moves a numbered figure cannot draw:
# the board's eleven lines are the English figure's, byte for byte; what follows is Japanese.
add_test(NAME "cli: board in Japanese draws the English board, its key and notes in Japanese"
  COMMAND sh -c "${BOARD_SCRATCH_COURSE} && for lang in en ja; do STONELAB_LANG=$lang \"$1\" board --sgf \"$5\" --numbers --influence majority --label z:J9 --mark circle:H5 --format text > $lang.txt || exit 1; head -n 11 $lang.txt > $lang-board.txt; done && cmp en-board.txt ja-board.txt && echo 'the same board' && tail -n +12 ja.txt"
    sh ${STONELAB} ${CMAKE_CURRENT_BINARY_DIR} board-ja-numbers ${PROJECT_SOURCE_DIR} ${BOARD_DATA}/sgf/captures_9x9.sgf)
set_tests_properties("cli: board in Japanese draws the English board, its key and notes in Japanese" PROPERTIES
  PASS_REGULAR_EXPRESSION
  "^the same board\n\\* 丸：H5；手の番号：黒 1 3 5 7 9 11 13 15；白 2 4 6 10 14 16；\n  ラベル z：J9（白石の上）；\n  x、o：黒寄り、白寄りの点；右の図：寄り方の大きさ（\\+ 黒、- 白）\n8 は 2 の点、17 はパス、18 はパス\n$")

find_program(BOARD_PYTHON3 python3)
if(BOARD_PYTHON3)
  # -o writes the file, and the file is well-formed XML (Python's own parser says so).
  add_test(NAME "cli: board -o writes well-formed SVG"
    COMMAND sh -c "out=\"$2/board-test.svg\" && rm -f \"$out\" && \"$1\" board --diagram \"$3\" --influence majority --mark triangle:D5 --label 'a<&>b:E5' --caption 'A & B <figure>' -o \"$out\" && \"$4\" -c 'import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1]); print(\"well-formed\")' \"$out\""
      sh ${STONELAB} ${CMAKE_CURRENT_BINARY_DIR} ${BOARD_FIGURES}/cancel-vs-majority.txt ${BOARD_PYTHON3})
  set_tests_properties("cli: board -o writes well-formed SVG" PROPERTIES PASS_REGULAR_EXPRESSION "^well-formed\n$")
endif()

# ---- bad input: one line saying what is wrong, exit status 1 ---------------------------------
# Each entry: the arguments after `stonelab board`, then the message expected (a regular
# expression without semicolons).
set(BOARD_BAD_INPUT
  "--diagram /no/such/file.txt" "cannot read '/no/such/file.txt'"
  "--sgf /no/such/game.sgf" "cannot read '/no/such/game.sgf'"
  "--diagram ${BOARD_DATA}/diagrams/seed000_ko_b2_as_printed.txt" "seed000_ko_b2_as_printed.txt: line [0-9]+"
  "--sgf ${BOARD_DATA}/diagrams/seed001_9x9.txt" "seed001_9x9.txt: line 1, column 1: "
  "--diagram ${BOARD_FIGURES}/ko-black-takes.txt --mark triangle:Z9" "'Z9' is not a point of this 5x5 board"
  "--diagram ${BOARD_FIGURES}/ko-black-takes.txt --mark triangle:F3" "'F3' is not a point of this 5x5 board"
  "--diagram ${BOARD_FIGURES}/ko-black-takes.txt --label a:C6" "'C6' is not a point of this 5x5 board"
  "--diagram ${BOARD_FIGURES}/ko-black-takes.txt --mark star:C3" "unknown mark 'star' \\(marks are triangle, square, circle, cross\\)"
  "--diagram ${BOARD_FIGURES}/ko-black-takes.txt --mark C3" "--mark 'C3': expected KIND:POINTS"
  "--sgf ${BOARD_DATA}/sgf/captures_9x9.sgf --move 19" "--move 19: the game in .* has only 18 moves"
  "--sgf ${BOARD_DATA}/sgf/captures_9x9.sgf --move 5 --numbers 6" "--numbers 6: there are moves 1 to 5 to number"
  "--sgf ${BOARD_DATA}/sgf/captures_9x9.sgf --numbers x" "--numbers must be a whole number from 1 to 10000, not 'x'"
  "--sgf ${BOARD_DATA}/sgf/captures_9x9.sgf --numbers 0" "--numbers must be a whole number from 1 to 10000, not '0'"
  "--sgf ${BOARD_DATA}/sgf/captures_9x9.sgf --move -1" "--move must be a whole number from 0 to 10000, not '-1'"
  "--sgf ${BOARD_DATA}/sgf/captures_9x9.sgf --move 10001" "--move must be a whole number from 0 to 10000, not '10001'"
  "--sgf ${BOARD_DATA}/sgf/captures_9x9.sgf --move 1.5" "--move must be a whole number from 0 to 10000, not '1.5'"
  "--sgf /no/such/game.sgf --move x" "--move must be a whole number from 0 to 10000, not 'x'"
  "--diagram /dev/zero" "'/dev/zero' is larger than 64 KiB, the most stonelab reads as a diagram"
  "--sgf /dev/zero" "'/dev/zero' is larger than 1 MiB, the most stonelab reads as an SGF game record"
  "--caption nothing" "give a position: --diagram FILE or --sgf FILE"
  "--gomoku --diagram ${PROJECT_SOURCE_DIR}/tests/cli/data/gomoku-20x20.txt" "gomoku-20x20.txt: a 20x20 Gomoku position: stonelab board draws boards up to 19x19"
  "--diagram ${BOARD_FIGURES}/ko-black-takes.txt --ownership ${PROJECT_SOURCE_DIR}/tests/07-playouts/data/stats/two-living-groups-B-komi-0.5-200-seed-21.txt" "line 8, column 41: more values than the board's 25 points"
  "--diagram ${BOARD_FIGURES}/two-living-groups.txt --ownership ${BOARD_FIGURES}/two-living-groups.txt" "0 values, but the board has 49 points"
  "--diagram ${BOARD_FIGURES}/two-living-groups.txt --ownership ${PROJECT_SOURCE_DIR}/tests/cli/data/ownership-out-of-range.txt" "line 2, column 8: '[+]1.5' is not an ownership value from -1 to 1"
  "--diagram ${BOARD_FIGURES}/two-living-groups.txt --ownership /dev/zero" "'/dev/zero' is larger than 64 KiB, the most stonelab reads as an ownership map"
)
list(LENGTH BOARD_BAD_INPUT bad_count)
math(EXPR last "${bad_count} - 1")
foreach(i RANGE 0 ${last} 2)
  math(EXPR j "${i} + 1")
  list(GET BOARD_BAD_INPUT ${i} bad)
  list(GET BOARD_BAD_INPUT ${j} message)
  separate_arguments(args UNIX_COMMAND "${bad}")
  string(REPLACE "${PROJECT_SOURCE_DIR}/" "" name "${bad}")
  add_test(NAME "cli: board refuses '${name}'"
    COMMAND sh -c "\"$@\" 2>&1 >/dev/null; echo \"exit status $?\"" sh ${STONELAB} board ${args})
  set_tests_properties("cli: board refuses '${name}'" PROPERTIES PASS_REGULAR_EXPRESSION
    "^stonelab: [^\n]*${message}[^\n]*\nexit status 1\n$")
endforeach()

# ---- the limits of the input: a message naming the limit, quickly, in little memory --------
# /dev/zero never ends: the reader stops one byte past engine/formats/diagram.hpp's kMaxDiagramBytes
# (64 KiB), at once and without holding more than that (20 MB of rows took 3.9 GB before).
if(BOARD_PYTHON3)
  add_test(NAME "cli: board refuses an endless diagram at once, in little memory"
    COMMAND ${BOARD_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/peak_memory.py
      ${STONELAB} board --diagram /dev/zero)
  set_tests_properties("cli: board refuses an endless diagram at once, in little memory"
    PROPERTIES TIMEOUT 20 PASS_REGULAR_EXPRESSION
    "^stonelab: '/dev/zero' is larger than 64 KiB, the most stonelab reads as a diagram\nexit status 1\npeak MiB ([0-9]|[1-9][0-9])\n$")
endif()

add_test(NAME "cli: board refuses an endless diagram on standard input"
  COMMAND sh -c "\"$1\" board --diagram - < /dev/zero 2>&1 >/dev/null; echo \"exit status $?\"" sh ${STONELAB})
set_tests_properties("cli: board refuses an endless diagram on standard input" PROPERTIES
  TIMEOUT 20 PASS_REGULAR_EXPRESSION
  "^stonelab: standard input is larger than 64 KiB, the most stonelab reads as a diagram\nexit status 1\n$")

# A diagram of exactly 64 KiB is read: three rows (18 bytes: ". X .\n. O .\n. . .\n") and
# 65,518 blank lines after them. One byte more is refused.
add_test(NAME "cli: board reads a diagram of exactly 64 KiB and refuses one byte more"
  COMMAND sh -c "d=$(mktemp -d); { printf '. X .\\n. O .\\n. . .\\n'; head -c 65518 /dev/zero | tr '\\0' '\\n'; } > \"$d/d.txt\"
    wc -c < \"$d/d.txt\"; \"$1\" board --diagram \"$d/d.txt\" | grep -c 'class=\"stone '
    echo >> \"$d/d.txt\"; \"$1\" board --diagram \"$d/d.txt\" 2>&1 >/dev/null; echo \"exit status $?\"; rm -r \"$d\"" sh ${STONELAB})
set_tests_properties("cli: board reads a diagram of exactly 64 KiB and refuses one byte more" PROPERTIES
  PASS_REGULAR_EXPRESSION "^ *65536\n2\nstonelab: '[^']*/d.txt' is larger than 64 KiB, the most stonelab reads as a diagram\nexit status 1\n$")

# A main line of 10,000 nodes (engine/formats/sgf.hpp's kMaxSgfMainLineNodes) is read: the root
# "(;SZ[9]" and 9,999 passes, the last at move 9,999. With one pass more the record is refused
# at the 10,001st node: "(;SZ[9]" takes columns 1 to 7, node 2 starts at column 8 and each
# pass (";B[]") takes 4, so node 10,001 starts at column 8 + 4 x 9,999 = 40,004.
add_test(NAME "cli: board reads a main line of 10000 nodes and refuses 10001"
  COMMAND sh -c "d=$(mktemp -d)
    { printf '(;SZ[9]'; i=1; while [ $i -lt $2 ]; do printf ';B[];W[]'; i=$((i + 2)); done; } > \"$d/g\"
    { cat \"$d/g\"; printf ';B[])'; } > \"$d/ok.sgf\"; { cat \"$d/g\"; printf ';B[];W[])'; } > \"$d/long.sgf\"
    \"$1\" board --sgf \"$d/ok.sgf\" --move 9999 | grep -c '<svg'
    \"$1\" board --sgf \"$d/long.sgf\" 2>&1 >/dev/null; echo \"exit status $?\"; rm -r \"$d\"" sh ${STONELAB} 9999)
set_tests_properties("cli: board reads a main line of 10000 nodes and refuses 10001" PROPERTIES
  PASS_REGULAR_EXPRESSION "^1\nstonelab: [^\n]*/long.sgf: line 1, column 40004: the main line goes on past 10000 nodes, the most a game record may have\nexit status 1\n$")

# --strings labels every stone with its string's number in raster order: on seed 000's eight
# strings (lesson 6's fixture, redrawn in docs/figures/ for the book), the seed's own ID board,
# row by row: 1 1 1 / 2 1 3 / 4 4 5 6 7 / 5 / 8.
add_test(NAME "cli: board --strings numbers seed 000's eight strings as the seed does"
  COMMAND sh -c "\"$1\" board --diagram \"$2\" --strings | grep -o 'class=\"label\"[^>]*>[0-9]*' | sed 's/.*>//' | tr '\\n' ' '"
    sh ${STONELAB} ${BOARD_FIGURES}/seed000-eight-strings.txt)
set_tests_properties("cli: board --strings numbers seed 000's eight strings as the seed does"
  PROPERTIES PASS_REGULAR_EXPRESSION "^1 1 1 2 1 3 4 4 5 6 7 5 8 \n?$")
# The book's copy of that fixture has the fixture's stones (the fixture has a title line, which
# a diagram may not have; the copy has coordinates, which the fixture does not).
add_test(NAME "cli: the book's eight strings are lesson 6's fixture"
  COMMAND bash -c "diff <(grep -E '^ *[0-9]' \"$1\" | sed -E 's/^ *[0-9]+ //; s/ +[0-9]+$//; s/ //g') <(tail -n +2 \"$2\" | sed 's/ //g')"
    bash ${BOARD_FIGURES}/seed000-eight-strings.txt ${PROJECT_SOURCE_DIR}/tests/06-strings/data/fixtures/seed000-eight-strings.txt)

# --gomoku reads the diagram without Go's rules (lessons 10 and 11): the black stone in the
# corner has no liberty, which no Go game can reach, and is drawn with the two white ones.
add_test(NAME "cli: board --gomoku draws a Gomoku position Go could not reach"
  COMMAND sh -c "printf 'X O . . .\\nO . . . .\\n. . . . .\\n. . . . .\\n. . . . .\\n' | \"$1\" board --gomoku --diagram - | grep -c 'class=\"stone '" sh ${STONELAB})
set_tests_properties("cli: board --gomoku draws a Gomoku position Go could not reach" PROPERTIES
  PASS_REGULAR_EXPRESSION "^3\n$")
