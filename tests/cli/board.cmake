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
  "--sgf ${BOARD_DATA}/sgf/captures_9x9.sgf --numbers x" "--numbers 'x': expected a move number"
  "--caption nothing" "give a position: --diagram FILE or --sgf FILE"
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
