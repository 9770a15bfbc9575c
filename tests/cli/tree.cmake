# stonelab tree as a user runs it (tests/cli/CMakeLists.txt includes this file): diagrams
# that Graphviz accepts, SVG and PNG through `dot`, -o FILE, a missing or failing `dot`, and
# a clear refusal of every kind of bad input. ${STONELAB} is set by CMakeLists.txt.
set(TEXTBOOK_TREE ${PROJECT_SOURCE_DIR}/docs/trees/russell-norvig.tree)
set(BAD_TREE ${PROJECT_SOURCE_DIR}/tests/engine/data/trees/unclosed.tree)
# Graphviz is a dependency of the course, not an option: without it these tests fail (the
# command "dot" is then not found), they are never skipped.
find_program(GRAPHVIZ_DOT dot)
if(NOT GRAPHVIZ_DOT)
  set(GRAPHVIZ_DOT dot)
endif()

# ---- the DOT text is valid: Graphviz itself reads it ----------------------------------------
# Each diagram goes through the real `dot -Tsvg`, which must exit 0 and write an <svg element.
# (--moves also takes commas, which keeps these argument lists free of quoted spaces.)
foreach(diagram
    "textbook alpha-beta|--game tree:${TEXTBOOK_TREE}"
    "textbook minimax|--game tree:${TEXTBOOK_TREE} --algo minimax"
    "textbook fail-hard|--game tree:${TEXTBOOK_TREE} --algo alphabeta-hard"
    "three-ply tree|--game tree:${PROJECT_SOURCE_DIR}/docs/trees/three-ply.tree"
    "tic-tac-toe from a position|--game tic-tac-toe --moves b2,a1,c1"
    "tic-tac-toe cut down to 30 nodes|--game tic-tac-toe --algo minimax --max-nodes 30"
    "uniform shuffled with summaries|--game uniform:3,6,shuffled,7 --max-nodes 40"
    "tiny Go to depth 3|--game tiny-go:2x2 --depth 3 --algo negamax"
    "k-in-a-row to depth 2|--game k-in-a-row:4,4,3 --depth 2")
  string(REPLACE "|" ";" parts "${diagram}")
  list(GET parts 0 name)
  list(GET parts 1 arguments)
  separate_arguments(arguments UNIX_COMMAND "${arguments}")
  add_test(NAME "cli: tree DOT is valid for dot, ${name}"
    COMMAND sh -c "dot=$1; shift; svg=$(\"$0\" tree \"$@\" | \"$dot\" -Tsvg) && printf '%s\\n' \"$svg\" | grep -c '<svg'"
      ${STONELAB} ${GRAPHVIZ_DOT} ${arguments})
  set_tests_properties("cli: tree DOT is valid for dot, ${name}" PROPERTIES PASS_REGULAR_EXPRESSION "^1\n$")
endforeach()

# A caption with quotes, a backslash and a snowman (the tree file's name) must still be valid.
add_test(NAME "cli: tree DOT with an odd file name is valid for dot"
  COMMAND sh -c "d=$(mktemp -d) && cp \"$2\" \"$d/odd \\\"name\\\\ ☃.tree\" &&
    svg=$(\"$0\" tree --game \"tree:$d/odd \\\"name\\\\ ☃.tree\" | \"$1\" -Tsvg); s=$?; rm -r \"$d\"
    [ $s = 0 ] && printf '%s\\n' \"$svg\" | grep -c 'odd &quot.name\\\\ ☃.tree'"
    ${STONELAB} ${GRAPHVIZ_DOT} ${TEXTBOOK_TREE})
set_tests_properties("cli: tree DOT with an odd file name is valid for dot" PROPERTIES PASS_REGULAR_EXPRESSION "^1\n$")

# ---- the three formats, stdout and -o FILE ------------------------------------------------
add_test(NAME "cli: tree --format dot prints the textbook tree"
  COMMAND ${STONELAB} tree --game tree:${TEXTBOOK_TREE})
set_tests_properties("cli: tree --format dot prints the textbook tree" PROPERTIES PASS_REGULAR_EXPRESSION
  "^digraph search_tree {\n.*11 nodes visited, 7 leaves evaluated · root value 3 .Max's view., best move a1.*label=\"≥ −2.n.−∞, −3.\\\\nβ-cut\".* -> p[0-9_]+ .label=\" c2 \"")

# The three-ply tree's cut-offs, worked by hand in its comment: c4 and b4 pruned, b3 "≤ 2".
add_test(NAME "cli: tree of the three-ply tree prunes c4 and b4"
  COMMAND ${STONELAB} tree --game tree:${PROJECT_SOURCE_DIR}/docs/trees/three-ply.tree)
set_tests_properties("cli: tree of the three-ply tree prunes c4 and b4" PROPERTIES PASS_REGULAR_EXPRESSION
  "root value 5 .Max's view., best move a1.* -> p[0-9_]+ .label=\" c4 \".*label=\"≤ 2.n.5, ∞.\".* -> p[0-9_]+ .label=\" b4 \"")

add_test(NAME "cli: tree --format svg prints an svg"
  COMMAND ${STONELAB} tree --game tree:${TEXTBOOK_TREE} --algo minimax --format svg)
set_tests_properties("cli: tree --format svg prints an svg" PROPERTIES PASS_REGULAR_EXPRESSION "<svg.*13 nodes visited.*</svg>")

add_test(NAME "cli: tree --format svg of tic-tac-toe from a position"
  COMMAND ${STONELAB} tree --game tic-tac-toe --moves "b2 a1 c1" --format svg)
set_tests_properties("cli: tree --format svg of tic-tac-toe from a position" PROPERTIES PASS_REGULAR_EXPRESSION
  "<svg.*tic&#45.tac&#45.toe after b2 a1 c1 · alpha&#45.beta .fail&#45.soft.*root value 0 .X&#39.s view., best move a3.*</svg>")

add_test(NAME "cli: tree -o FILE writes the DOT to the file, nothing to stdout"
  COMMAND sh -c "d=$(mktemp -d); \"$0\" tree --game tic-tac-toe --moves 'b2 a1 c1' -o \"$d/t.dot\"; echo \"exit status $? stdout done\"; head -n 1 \"$d/t.dot\"; ls -A \"$d\"; rm -r \"$d\"" ${STONELAB})
set_tests_properties("cli: tree -o FILE writes the DOT to the file, nothing to stdout" PROPERTIES
  PASS_REGULAR_EXPRESSION "^exit status 0 stdout done\ndigraph search_tree {\nt.dot\n$")

# A PNG file starts with the 8-byte PNG signature: 89 50 4E 47 0D 0A 1A 0A.
add_test(NAME "cli: tree --format png -o FILE writes a PNG"
  COMMAND sh -c "d=$(mktemp -d); \"$0\" tree --game tree:\"$1\" --format png -o \"$d/t.png\" && od -An -tx1 -N8 \"$d/t.png\"; rm -r \"$d\"" ${STONELAB} ${TEXTBOOK_TREE})
set_tests_properties("cli: tree --format png -o FILE writes a PNG" PROPERTIES
  PASS_REGULAR_EXPRESSION "^ 89 50 4e 47 0d 0a 1a 0a\n$")

add_test(NAME "cli: tree --format png of tic-tac-toe to stdout"
  COMMAND sh -c "\"$0\" tree --game tic-tac-toe --moves b2,a1,c1 --format png | od -An -tx1 -N8" ${STONELAB})
set_tests_properties("cli: tree --format png of tic-tac-toe to stdout" PROPERTIES
  PASS_REGULAR_EXPRESSION "^ 89 50 4e 47 0d 0a 1a 0a\n$")

# ---- Graphviz missing or failing: a message, exit 1, and no file left behind ---------------
# The binary is called by its absolute path, so only `dot` goes missing.
add_test(NAME "cli: tree without dot on PATH says so"
  COMMAND sh -c "d=$(mktemp -d); env PATH=/nonexistent \"$0\" tree --game tree:\"$1\" --format svg -o \"$d/t.svg\" 2>&1; echo \"exit status $?\"; ls -A \"$d\"; rm -r \"$d\"" ${STONELAB} ${TEXTBOOK_TREE})
set_tests_properties("cli: tree without dot on PATH says so" PROPERTIES PASS_REGULAR_EXPRESSION
  "^stonelab: Graphviz's dot was not found on PATH: install the graphviz package [^\n]*, or use --format dot\nexit status 1\n$")

add_test(NAME "cli: tree with a failing dot says so"
  COMMAND sh -c "d=$(mktemp -d); printf '#!/bin/sh\\necho syntax error in line 1 >&2\\nexit 3\\n' > \"$d/dot\"; chmod +x \"$d/dot\"
    PATH=\"$d\" \"$0\" tree --game tree:\"$1\" --format png -o \"$d/t.png\" 2>&1; echo \"exit status $?\"; ls -A \"$d\"; rm -r \"$d\"" ${STONELAB} ${TEXTBOOK_TREE})
set_tests_properties("cli: tree with a failing dot says so" PROPERTIES PASS_REGULAR_EXPRESSION
  "^stonelab: Graphviz's dot exited with status 3:\nsyntax error in line 1\nexit status 1\ndot\n$")

# ---- bad input: a message naming the problem, exit status 1 -------------------------------
function(tree_refuses name expected)
  add_test(NAME "cli: tree refuses ${name}"
    COMMAND sh -c "\"$0\" tree \"$@\" 2>&1; echo \"exit status $?\"" ${STONELAB} ${ARGN})
  set_tests_properties("cli: tree refuses ${name}" PROPERTIES PASS_REGULAR_EXPRESSION
    "^stonelab: ${expected}[^\n]*\nexit status 1\n$")
endfunction()

tree_refuses("an unknown game" "unknown game 'chess': use tic-tac-toe, k-in-a-row" --game chess)
tree_refuses("an unknown algorithm" "unknown algorithm 'mcts': use minimax" --game tic-tac-toe --algo mcts)
tree_refuses("an unknown format" "unknown format 'jpg': use dot, svg or png" --game tic-tac-toe --format jpg)
tree_refuses("a negative depth" "--depth must be a whole number, 0 or more, not '-1'" --game tic-tac-toe --depth=-1)
tree_refuses("a depth that is no number" "--depth must be a whole number, 0 or more, not 'deep'" --game tic-tac-toe --depth deep)
tree_refuses("zero max-nodes" "--max-nodes must be a whole number from 1 to 5000, not '0'" --game tic-tac-toe --max-nodes 0)
tree_refuses("a k-in-a-row with K too long" "bad game 'k-in-a-row:3,3,4': k-in-a-row:M,N,K needs" --game k-in-a-row:3,3,4)
tree_refuses("a k-in-a-row with two numbers" "bad game 'k-in-a-row:3,3': k-in-a-row:M,N,K needs" --game k-in-a-row:3,3)
tree_refuses("a tiny-go board of 0 columns" "bad game 'tiny-go:0x2': tiny-go:WxH needs a width and a height from 1 to 19" --game tiny-go:0x2)
tree_refuses("a tiny-go board of 20 rows" "bad game 'tiny-go:2x20'" --game tiny-go:2x20)
tree_refuses("a uniform tree without branches" "bad game 'uniform:0,3': a uniform tree needs B >= 1" --game uniform:0,3)
tree_refuses("a uniform tree too big" "bad game 'uniform:10,10': a uniform tree needs .* at most 1000000 nodes" --game uniform:10,10)
tree_refuses("a uniform tree with an unknown order" "bad game 'uniform:2,3,sorted,1': use uniform:B,D" --game uniform:2,3,sorted,1)
tree_refuses("a tree file that does not exist" "cannot read the tree file '/nonexistent/t.tree'" --game tree:/nonexistent/t.tree)
tree_refuses("a folder as tree file" "cannot read the tree file '/'" --game tree:/)
tree_refuses("a tree file that is no tree" "the tree file '${BAD_TREE}' is not a game tree: line 2, column 1: " --game tree:${BAD_TREE})
tree_refuses("an illegal move" "'b2' is not a legal move after b2: the legal moves are [a-c1-3 ]+" --game tic-tac-toe --moves "b2 b2")
tree_refuses("a move after the end" "cannot play 'c3': the game is over after a1 b1 a2 b2 a3" --game tic-tac-toe --moves a1,b1,a2,b2,a3,c3)
tree_refuses("a whole 3x3 Go game" "refused: searching Go on 3x3 .* to the end takes more than 2 million nodes. Give a smaller --depth" --game tiny-go:3x3)
tree_refuses("a whole 4-in-a-row on 5x5" "refused: searching 4 in a row on 5x5 to the end takes more than 2 million nodes" --game k-in-a-row:5,5,4)
