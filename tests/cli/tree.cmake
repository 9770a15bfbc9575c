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

# The terminal's form (what `stonelab show 9` prints): the same values, windows and cut-off.
add_test(NAME "cli: tree --format text prints the textbook tree indented"
  COMMAND ${STONELAB} tree --game tree:${TEXTBOOK_TREE} --format text)
set_tests_properties("cli: tree --format text prints the textbook tree indented" PROPERTIES PASS_REGULAR_EXPRESSION
  "^root  3  .−∞, ∞.\n├─ a1 [*]  −3  .−∞, ∞.\n.*\n├─ a2  ≥ −2  .−∞, −3.  β-cut\n│  ├─ c1  2  .3, ∞.\n│  ╎  pruned: c2, c3\n└─ a3  ≥ −2 .*\n11 nodes visited, 7 leaves evaluated")

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
tree_refuses("an unknown format" "unknown format 'jpg': use dot, svg, png or text" --game tic-tac-toe --format jpg)
tree_refuses("a negative depth" "--depth must be a whole number from 0 to 1000, not '-1'" --game tic-tac-toe --depth=-1)
tree_refuses("a depth that is no number" "--depth must be a whole number from 0 to 1000, not 'deep'" --game tic-tac-toe --depth deep)
tree_refuses("a depth past the ply limit" "--depth must be a whole number from 0 to 1000, not '1001'" --game tic-tac-toe --depth 1001)
tree_refuses("a depth too large for a number" "--depth must be a whole number from 0 to 1000, not '99999999999'" --game tic-tac-toe --depth 99999999999)
tree_refuses("zero max-nodes" "--max-nodes must be a whole number from 1 to 5000, not '0'" --game tic-tac-toe --max-nodes 0)
tree_refuses("a k-in-a-row with K too long" "bad game 'k-in-a-row:3,3,4': k-in-a-row:M,N,K needs" --game k-in-a-row:3,3,4)
tree_refuses("a k-in-a-row with two numbers" "bad game 'k-in-a-row:3,3': k-in-a-row:M,N,K needs" --game k-in-a-row:3,3)
tree_refuses("a tiny-go board of 0 columns" "bad game 'tiny-go:0x2': tiny-go:WxH needs a width and a height from 1 to 19" --game tiny-go:0x2)
tree_refuses("a tiny-go board of 20 rows" "bad game 'tiny-go:2x20'" --game tiny-go:2x20)
tree_refuses("a uniform tree without branches" "bad game 'uniform:0,3': a uniform tree needs B >= 1" --game uniform:0,3)
tree_refuses("a uniform tree too big" "bad game 'uniform:10,10': a uniform tree needs .* at most 1000000 nodes" --game uniform:10,10)
tree_refuses("a uniform tree with an unknown order" "bad game 'uniform:2,3,sorted,1': use uniform:B,D" --game uniform:2,3,sorted,1)
tree_refuses("a tree file that does not exist" "cannot read '/nonexistent/t.tree'" --game tree:/nonexistent/t.tree)
tree_refuses("a folder as tree file" "cannot read '/'" --game tree:/)
# /dev/zero never ends: the reader stops one byte past engine/search/game_tree.hpp's kMaxTreeBytes.
tree_refuses("an endless tree file" "'/dev/zero' is larger than 4 MiB, the most stonelab reads as a game tree" --game tree:/dev/zero)
tree_refuses("a tree file that is no tree" "the tree file '${BAD_TREE}' is not a game tree: line 2, column 1: " --game tree:${BAD_TREE})
tree_refuses("an illegal move" "'b2' is not a legal move after b2: the legal moves are [a-c1-3 ]+" --game tic-tac-toe --moves "b2 b2")
tree_refuses("a move after the end" "cannot play 'c3': the game is over after a1 b1 a2 b2 a3" --game tic-tac-toe --moves a1,b1,a2,b2,a3,c3)

# ---- searches too big to draw: refused, at once where that is certain -------------------
# The limits (cli/cmd_tree.cpp): 2,000,000 nodes, 50,000,000 moves considered (every legal
# move of every position expanded), 1,000 plies deep.
#
# 4 in a row on 5x5 needs a proof at least 7 plies deep (X's fourth mark) whose size alpha-beta
# cannot know in advance; it passes 2 million nodes on the way.
tree_refuses("a whole 4-in-a-row on 5x5" "refused: searching 4 in a row on 5x5 to the end visits more than 2,000,000 nodes, the most a diagram's search may visit. Give a smaller --depth" --game k-in-a-row:5,5,4)
# Go's first line of play, stones in raster order and passes last, goes on for thousands of
# moves under superko: the search is stopped at the ply limit before the stack overflows (it
# crashed with minimax before the limit).
tree_refuses("a whole 3x3 Go game" "refused: searching Go on 3x3 .* to the end goes deeper than 1,000 plies, the most a diagram's search may go. Give a smaller --depth" --game tiny-go:3x3)
tree_refuses("a whole 19x19 Go game" "refused: searching Go on 19x19 .* to the end goes deeper than 1,000 plies" --game tiny-go:19x19)
tree_refuses("a whole 19x19 Go game by minimax" "refused: searching Go on 19x19 .* to the end goes deeper than 1,000 plies" --game tiny-go:19x19 --algo minimax)
# 5 in a row on 19x19: no game ends before ply 9 (X's fifth mark), so alpha-beta must search
# one player's strategy tree down to ply 9, billions of nodes; refused before it starts. To
# depth 5 (every leaf a 0, the minimal tree) it has Black's plies 0, 2, 4 in full:
# 361 x 359 x 357 > 46 million leaves. To depth 4 the minimal tree has 360 x 358 + 361 x 359 - 1
# = 258,478 leaves, fewer than 400,000 nodes in all, and its 129,958 nodes at ply 3 consider
# 358 moves each, 46.5 million: under both limits, so depth 4 is the deepest to suggest.
tree_refuses("5 in a row on 19x19 at once" "refused: searching 5 in a row on 19x19 to the end visits at least [0-9,]+ nodes, more than the 2,000,000 a diagram's search may visit. Give a smaller --depth .at most 4., start later in the game with --moves, or pick a smaller game" --game k-in-a-row:19,19,5)
tree_refuses("5 in a row on 19x19 to depth 5 at once" "refused: searching 5 in a row on 19x19 to depth 5 visits at least [0-9,]+ nodes" --game k-in-a-row:19,19,5 --depth 5)
# 5 in a row on 26x26 to depth 4: the minimal tree has about 676 x 674 nodes at ply 3, each
# considering 673 moves: 306 million, though only 1.4 million nodes. Depth 3 considers about
# 676 + 676 x 675 + 1,350 x 674: 1.4 million moves.
tree_refuses("5 in a row on 26x26 to depth 4 at once" "refused: searching 5 in a row on 26x26 to depth 4 considers at least [0-9,]+ moves, more than the 50,000,000 a diagram's search may consider. Give a smaller --depth .at most 3." --game k-in-a-row:26,26,5 --depth 4)
foreach(name "5 in a row on 19x19 at once" "5 in a row on 19x19 to depth 5 at once"
        "5 in a row on 26x26 to depth 4 at once" "a whole 19x19 Go game"
        "a whole 19x19 Go game by minimax")
  # At once: in milliseconds (this was 110 s and 1.7 GB for 19x19, a crash for Go by minimax).
  set_tests_properties("cli: tree refuses ${name}" PROPERTIES TIMEOUT 20)
endforeach()
# Go on 19x19 to depth 5: each position lists and checks about 360 moves, so the moves
# considered pass 50 million (a few seconds) long before the nodes pass 2 million.
tree_refuses("a 19x19 Go search that considers too many moves" "refused: searching Go on 19x19 .* to depth 5 considers more than 50,000,000 moves, the most a diagram's search may consider" --game tiny-go:19x19 --depth 5)

# The recorded tree stays small in memory: 5 in a row on 19x19 to depth 4 visits the minimal
# tree (about 390,000 nodes), whose cut-offs each leave some 358 moves unsearched. Recording
# them all for 200,000 nodes took 670 MB; the recording is now cut down to about 128 MB
# (cli/cmd_tree.cpp's kMaxRecordedBytes). The peak is measured by Python's getrusage; the
# sanitizers' own memory would blur it, so not under them.
find_program(TREE_PYTHON3 python3)
if(TREE_PYTHON3 AND NOT STONELAB_SANITIZE)
  add_test(NAME "cli: tree records a big search in little memory"
    COMMAND ${TREE_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/peak_memory.py
      ${STONELAB} tree --game k-in-a-row:19,19,5 --depth 4)
  set_tests_properties("cli: tree records a big search in little memory" PROPERTIES
    PASS_REGULAR_EXPRESSION "^exit status 0\npeak MiB ([0-9]|[1-9][0-9]|1[0-9][0-9])\n$")
endif()

# ---- --algo uct: lesson 8's UCT tree (engine/go/monte_carlo.hpp's uct_search_tree) ------------
set(RACE_DIAGRAM ${PROJECT_SOURCE_DIR}/docs/figures/race.txt)
add_test(NAME "cli: tree --algo uct draws the race after 80 playouts"
  COMMAND sh -c "dot=$1; shift; dot_text=$(\"$0\" tree \"$@\") && printf '%s\\n' \"$dot_text\" | \"$dot\" -Tsvg | grep -c '<svg' && printf '%s\\n' \"$dot_text\" | grep -o '80 playouts, 62 nodes visited · best move (most visited) D3'"
    ${STONELAB} ${GRAPHVIZ_DOT} --algo uct --game go:${RACE_DIAGRAM} --komi 3.5 --playouts 80 --seed 1)
set_tests_properties("cli: tree --algo uct draws the race after 80 playouts" PROPERTIES
  PASS_REGULAR_EXPRESSION "^1\n80 playouts, 62 nodes visited · best move \\(most visited\\) D3\n$")
# In text: D3, the most visited move (13 visits, all won), starts the principal variation.
add_test(NAME "cli: tree --algo uct --format text shows visits and win rates"
  COMMAND ${STONELAB} tree --algo uct --game go:${RACE_DIAGRAM} --komi 3.5 --playouts 80 --seed 1 --format text)
set_tests_properties("cli: tree --algo uct --format text shows visits and win rates" PROPERTIES PASS_REGULAR_EXPRESSION
  "^root  80 visits\n.*\n├─ D3 [*]  13 visits  100%\n│  ├─ A5 [*]  1 visit  0%\n.*80 playouts, 62 nodes visited")
tree_refuses("UCT without a Go diagram" "--algo uct needs --game go:FILE" --algo uct --game tic-tac-toe)
tree_refuses("UCT with a depth" "--algo uct takes no --depth or --moves" --algo uct --game go:${RACE_DIAGRAM} --depth 2)
tree_refuses("UCT with too many playouts" "--playouts must be a whole number from 1 to 5000, not '5001'" --algo uct --game go:${RACE_DIAGRAM} --playouts 5001)
tree_refuses("UCT with a seed that is no number" "--seed must be a whole number, not 'x'" --algo uct --game go:${RACE_DIAGRAM} --seed x)
tree_refuses("UCT on a diagram that does not exist" "cannot read '/nonexistent/d.txt'" --algo uct --game go:/nonexistent/d.txt)
tree_refuses("UCT on a file that is no diagram" "'${TEXTBOOK_TREE}' is not a Go diagram: line 1" --algo uct --game go:${TEXTBOOK_TREE})

# ---- --from FILE: a recorded search (lesson 9's records, engine/search/search_record.hpp) ----------
# Lesson 9's reference record of Russell and Norvig's tree is drawn exactly as the engine's own
# alpha-beta search of the tree, node for node (only the caption, which names the source,
# differs).
set(LESSON9_RECORD ${PROJECT_SOURCE_DIR}/tests/09-negamax/data/alphabeta/russell-norvig.txt)
add_test(NAME "cli: tree --from a lesson 9 record draws the engine's search"
  COMMAND sh -c "a=$(\"$0\" tree --game tree:$1 | grep -v '^  graph') && b=$(\"$0\" tree --from $2 | grep -v '^  graph') && [ \"$a\" = \"$b\" ] && printf '%s\\n' \"$b\" | grep -c 'label=\" c2 \"'"
    ${STONELAB} ${TEXTBOOK_TREE} ${LESSON9_RECORD})
set_tests_properties("cli: tree --from a lesson 9 record draws the engine's search" PROPERTIES
  PASS_REGULAR_EXPRESSION "^1\n$")
add_test(NAME "cli: tree DOT is valid for dot, a lesson 9 record"
  COMMAND sh -c "svg=$(\"$0\" tree --from \"$2\" | \"$1\" -Tsvg) && printf '%s\\n' \"$svg\" | grep -c '<svg'"
    ${STONELAB} ${GRAPHVIZ_DOT} ${PROJECT_SOURCE_DIR}/tests/09-negamax/data/alphabeta/uniform-3-3-shuffled-1.txt)
set_tests_properties("cli: tree DOT is valid for dot, a lesson 9 record" PROPERTIES PASS_REGULAR_EXPRESSION "^1\n$")
# The demo's --record writes a record that --from draws.
if(STONELAB_DEMOS AND EXISTS ${PROJECT_SOURCE_DIR}/solutions/09-negamax)
  add_test(NAME "cli: tree --from draws the record lesson 9's demo writes"
    COMMAND sh -c "d=$(mktemp -d) && \"$1\" --tree \"$2\" --record \"$d/three-ply.txt\" > /dev/null && \"$0\" tree --from \"$d/three-ply.txt\"; s=$?; rm -r \"$d\"; exit $s"
      ${STONELAB} $<TARGET_FILE:lesson09-solution> ${PROJECT_SOURCE_DIR}/docs/trees/three-ply.tree)
  set_tests_properties("cli: tree --from draws the record lesson 9's demo writes" PROPERTIES
    PASS_REGULAR_EXPRESSION "11 nodes visited, 5 leaves evaluated · root value 5 .Max's view., best move a1.* -> p[0-9_]+ .label=\" c4 \"")
endif()
set(BAD_RECORDS ${PROJECT_SOURCE_DIR}/fuzz/corpus/search_record)
tree_refuses("a record whose visit has no parent" "the record '[^']*orphan.txt' is not a search record: line 2, column 1: this visit's parent is not on the way down to it" --from ${BAD_RECORDS}/orphan.txt)
tree_refuses("a record with an empty window" "the record '[^']*empty_window.txt' is not a search record: line 1, column 8: a window's alpha must be below its beta" --from ${BAD_RECORDS}/empty_window.txt)
tree_refuses("a record that is not there" "cannot read '[^']*no-such-record.txt'" --from ${BAD_RECORDS}/no-such-record.txt)
tree_refuses("a record with --game" "--from draws a recorded search: give it without --game, --moves or --depth" --from ${LESSON9_RECORD} --game tic-tac-toe)
tree_refuses("neither a game nor a record" "give the game with --game, or a record with --from")

# ---- the student's language: the book's tree figures in Japanese ----------------------------
# Every tree of docs/figures.txt drawn with --lang en and --lang ja, as SVG and as text: the
# same nodes and edges, Japanese wherever the English has words, a Japanese font for them.
if(TREE_PYTHON3)
  add_test(NAME "cli: tree speaks Japanese in the book's tree figures"
    COMMAND ${TREE_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/tree_language.py
      --stonelab ${STONELAB} --source ${PROJECT_SOURCE_DIR})
  set_tests_properties("cli: tree speaks Japanese in the book's tree figures" PROPERTIES
    PASS_REGULAR_EXPRESSION "tree figures, [0-9]+ SVG text lines compared, 0 failures\n$")
endif()
# ... in the language chosen, without saving it in the course's progress file (the book's
# build draws each figure in both languages): a course copied to a folder, its progress
# file's language unchanged after `stonelab --lang ja tree` there.
add_test(NAME "cli: tree in Japanese saves no language choice"
  COMMAND sh -c "d=$(mktemp -d) && cp -r \"$1/lessons\" \"$d/\" && mkdir \"$d/.stonelab\" && printf 'language en\\n' > \"$d/.stonelab/progress\" &&
    cd \"$d\" && \"$0\" --lang ja tree --game tic-tac-toe --moves b2,a1,c1 --format text | head -n 1; cat \"$d/.stonelab/progress\"; rm -r \"$d\""
    ${STONELAB} ${PROJECT_SOURCE_DIR})
set_tests_properties("cli: tree in Japanese saves no language choice" PROPERTIES
  PASS_REGULAR_EXPRESSION "^根  0  .−1, 1.\nlanguage en\n$")

# The tests above read English: they are run in English whatever the course's saved choice or
# the shell's STONELAB_LANG (`stonelab tree` speaks the student's language, and saves none).
get_property(tree_tests DIRECTORY PROPERTY TESTS)
foreach(test IN LISTS tree_tests)
  if(test MATCHES "^cli: tree " AND NOT test MATCHES "Japanese")
    set_tests_properties("${test}" PROPERTIES ENVIRONMENT STONELAB_LANG=en)
  endif()
endforeach()
