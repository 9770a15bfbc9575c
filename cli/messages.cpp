#include "cli/messages.hpp"

#include "common/text.hpp"
#include "engine/base/pattern.hpp"

#include <array>
#include <regex>
#include <stdexcept>

namespace stonelab::cli {

namespace {

using enum Message;

struct Sentence {
    Message message;
    const char* english;
    const char* japanese;
};

// The student's sentences, both languages side by side. Terms: book/glossary.md and the
// lessons' README.ja.md (課, 課題, ヒント, チェック, テスト, スタブ, 模範解答).
constexpr Sentence kSentences[] = {
    // board: a figure's key and notes in the terminal (engine/figures/board_svg.hpp's
    // BoardWords; {0}, {1} ... as it says). Terms: book/glossary.md and the lessons'
    // README.ja.md (黒石, 白石, 空点, 丸, 三角, 四角, バツ, パス; lesson 5's x and o). The
    // marks' characters, the points' names and the numbers stay as the board draws them.
    {BoardCircle, "circle", "丸"},
    {BoardTriangle, "triangle", "三角"},
    {BoardSquare, "square", "四角"},
    {BoardCross, "cross", "バツ"},
    {BoardMarkAt, "{0} {1} at {2}", "{0} {1}：{2}"},
    {BoardOnBlackStone, "{0} (on a Black stone)", "{0}（黒石の上）"},
    {BoardOnWhiteStone, "{0} (on a White stone)", "{0}（白石の上）"},
    {BoardMoves, "moves: {0}", "手の番号：{0}"},
    {BoardMovesBlack, "Black {0}", "黒 {0}"},
    {BoardMovesWhite, "White {0}", "白 {0}"},
    {BoardMovesOnEmpty, "on empty points {0}", "空点 {0}"},
    {BoardLabelAt, "label {0} at {1}", "ラベル {0}：{1}"},
    {BoardLabelsOnEmpty, "labels on empty points: {0}", "空点の上のラベル：{0}"},
    {BoardLabelsOnBlack, "labels on Black stones: {0}", "黒石の上のラベル：{0}"},
    {BoardLabelsOnWhite, "labels on White stones: {0}", "白石の上のラベル：{0}"},
    {BoardShadingRight, "x, o: leaning to Black, to White; right: by how much (+ Black, - White)",
     "x、o：黒寄り、白寄りの点；右の図：寄り方の大きさ（+ 黒、- 白）"},
    {BoardShadingBelow, "x, o: leaning to Black, to White; below: by how much (+ Black, - White)",
     "x、o：黒寄り、白寄りの点；下の図：寄り方の大きさ（+ 黒、- 白）"},
    {BoardPointSeparator, ", ", "、"},
    {BoardMoverSeparator, "; ", "；"},
    {BoardPartSeparator, "; ", "；"},
    {BoardMoveAt, "{0} at {1}", "{0} は {1} の点"},
    {BoardMovePass, "{0} pass", "{0} はパス"},
    {MapTitle, "Stonelab: the course", "Stonelab：コースの地図"},
    {MapFooter,
     "(stonelab go N makes lesson N current: to skip ahead past a hard lesson, or to go back)",
     "（stonelab go N で第 N 課に移ります。難しい課を飛ばして先へ進むときや、前の課へ戻るときに"
     "使います）"},
    {StateDone, "done", "完了"},
    {StateSomeTasks, "some tasks pass, the others not checked yet",
     "一部の課題が通過、残りはまだチェックしていません"},
    {StateNotStarted, "not started", "未着手"},
    {StateDoesNotBuild, "does not compile", "コンパイルできません"},
    {StateFailing, "failing {0} of {1}", "{1} 個中 {0} 個が失敗"},
    {StateFailingTask, "failing {0} of {1} (task {2})", "{1} 個中 {0} 個が失敗（課題 {2}）"},
    {StatePassed, "passed", "通過"},
    {StateNotWritten, "not written yet", "未執筆"},
    {StateSkipped, "skipped", "飛ばしました"},
    {StateSkippedWith, "skipped, {0}", "飛ばしました：{0}"},
    {Next, "next: {0}", "次に：{0}"},
    {NextNotWritten, "lesson {0} is not written yet: check back later",
     "第{0}課はまだ書かれていません。後でまた確かめてください"},
    {NextStart, "stonelab show {0}, edit {1}, then stonelab check {0}",
     "stonelab show {0} で課を読み、{1} を編集してから stonelab check {0} を実行してください"},
    {NextFixCompile, "fix the compile error in {1} (stonelab check {0} shows it)",
     "{1} のコンパイルエラーを直してください（stonelab check {0} で表示されます）"},
    {NextMakePass, "make task {2} pass (stonelab hint {0} {2}), edit {1}, then stonelab check {0}",
     "課題 {2} を通しましょう（stonelab hint {0} {2}）。{1} を編集してから stonelab check {0} "
     "を実行してください"},
    {NextLessonPasses, "lesson {0} passes: stonelab next marks it done and moves on",
     "第{0}課はすべて通過しました。stonelab next で完了にして次の課へ進みます"},
    {NextAllDone, "you have done every lesson written so far",
     "これまでに書かれた課はすべて終わりました"},

    {TextMissing, "lesson {0}'s text is not written yet ({1} is missing)",
     "第{0}課の本文はまだ書かれていません（{1} がありません）"},
    {HintTitle, "lesson {0}, task {1} ({2}): {3}", "第{0}課 課題 {1}（{2}）：{3}"},
    {HintLine, "hint: {0}", "ヒント：{0}"},
    {HintNone, "(no hint yet: read the task in the lesson)",
     "（ヒントはまだありません。課の本文で課題を読んでください）"},
    {HintMore, "more: {0}#task-{1}", "詳しくは：{0}#task-{1}"},
    {NotPassedYet, "lesson {0} has not passed its check yet: {1}",
     "第{0}課はまだチェックを通過していません：{1}"},
    {GoOnLater,
     "(or go on and come back later: stonelab go {0} makes lesson {0} current, and stonelab go "
     "{1} brings you back)",
     "（先へ進んで後で戻ることもできます。stonelab go {0} で第{0}課に移り、stonelab go {1} "
     "で戻ります）"},
    {LessonDone, "lesson {0} done.", "第{0}課を完了しました。"},
    {NowOnLesson, "now on lesson {0}: {1}", "第{0}課に移りました：{1}"},
    {LastLessonDone, "That was the last lesson written so far: well done!",
     "これまでに書かれた最後の課でした。お疲れさまでした！"},
    {SkippedOne, "lesson {0} is not done: the map shows it as skipped",
     "第{0}課は完了していません。コースの地図には「飛ばしました」と表示されます"},
    {SkippedMany, "{0} lessons from {1} to {2} are not done: the map shows them as skipped",
     "第{1}課から第{2}課までの {0} 課は完了していません。コースの地図には「飛ばしました」と"
     "表示されます"},
    {GoBack, "(stonelab go {0} brings you back)", "（stonelab go {0} で戻れます）"},
    {BuildingProgram, "building {0}...", "{0} をビルドしています..."},
    {ProgramDoesNotCompile,
     "stonelab: {0} does not compile:", "stonelab: {0} はコンパイルできません："},
    {ProgramEnded,
     "{0} {1}: `stonelab check` runs the lesson's tests, and finds the file and line of a crash",
     "{0} が{1}。stonelab check で課のテストを実行すると、クラッシュしたファイルと行が分かります"},
    {EndingKilled, "was killed", "強制終了されました"},
    {EndingInterrupted, "was interrupted", "中断されました"},
    {EndingCrashed, "crashed ({0})", "クラッシュしました（{0}）"},
    {EndingSignal, "was stopped by signal {0}", "シグナル {0} で止まりました"},
    {FormatNotKnown, "--format must be text or json, not '{0}'",
     "--format には text か json を指定してください（'{0}' は使えません）"},
    {FormatJsonAlone,
     "--format json goes with --trace only (not with --step or alone): `stonelab run N --trace "
     "--format json`",
     "--format json は --trace と一緒にだけ使えます（--step と一緒や単独では使えません）：stonelab "
     "run N --trace --format json"},
    {LessonNotWritten, "lesson {0} is not written yet", "第{0}課はまだ書かれていません"},

    {ConfiguringBuild, "configuring the build in {0}/ (first time only)...",
     "{0}/ にビルドを設定しています（初回だけです）..."},

    {ResetNoGit,
     "git not found, and the stubs are restored from git: install it with `sudo apt-get install "
     "git`, or copy {0}/ from a fresh copy of the course",
     "git が見つかりません。スタブは git から戻します。sudo apt-get install git で入れるか、コース"
     "の新しいコピーから {0}/ をコピーしてください"},
    {ResetNotCheckout,
     "{0} is not a git checkout, so there is no original to restore: copy {1}/ from a fresh copy "
     "of the course",
     "{0} は git のチェックアウトではないので、戻す元がありません。コースの新しいコピーから {1}/ "
     "をコピーしてください"},
    {ResetConfirm, "This replaces your work in {0}/ with the original stubs. Are you sure?",
     "{0}/ のあなたの作業を元のスタブで置き換えます。よろしいですか？"},
    {ResetNothingChanged, "nothing changed", "何も変えていません"},
    {ResetGitFailed, "git could not restore {0}:", "git で {0} を元に戻せませんでした："},
    {ResetDone, "restored the stubs of lesson {0} in {1}/", "第{0}課のスタブを {1}/ に戻しました"},

    {FigureCaption, "Figure: {0}", "図：{0}"},
    {TraceInBook, "In the book's player: {0}", "本のプレイヤーでは：{0}"},
    {TraceInTerminal, "  In the terminal: {0}", "  端末では：{0}"},
    {SnippetsQuoted, "(The book's instructor edition quotes the reference solution here: {0}.)",
     "（本の教員版では、ここで模範解答を引用しています：{0}。）"},

    {Building, "building lesson {0}'s tests ({1})...",
     "第{0}課のテストをビルドしています（{1}）..."},
    {DoesNotCompile, "lesson {0} does not compile; the compiler says:",
     "第{0}課はコンパイルできません。コンパイラのメッセージ："},
    {DoesNotCompileSummary, "lesson {0}: does not compile (every test counts as failing)",
     "第{0}課：コンパイルできません（すべてのテストを失敗として数えます）"},
    {Running, "running {0} tests, one at a time:", "{0} 個のテストを一つずつ実行します："},
    {RunningTask, "running task {1}'s {0} tests, one at a time:",
     "課題 {1} の {0} 個のテストを一つずつ実行します："},
    {OutcomeOk, "ok", "OK"},
    {OutcomeFailed, "FAILED", "失敗"},
    {OutcomeTimedOut, "TIMED OUT", "時間切れ"},
    {OutcomeCrashed, "CRASHED", "クラッシュ"},
    {OutcomeDidNotCompile, "did not compile", "コンパイルできません"},
    {OutcomeNotRun, "not run", "未実行"},
    {NotRunAfterTimeout,
     "not run: a test of task {0} timed out, so the others would most likely loop too",
     "未実行：課題 {0} のテストが時間切れになったので、ほかのテストもおそらく終わりません"},
    {Sanitizing, "a test crashed: compiling your code again with the sanitizers, to find where...",
     "テストがクラッシュしました。場所を突き止めるため、あなたのコードをサニタイザ付きで"
     "コンパイルし直しています..."},
    {SanitizingMemory,
     "a test ran out of memory: compiling your code again with the sanitizers, to find where...",
     "テストがメモリを使い果たしました。場所を突き止めるため、あなたのコードをサニタイザ付きで"
     "コンパイルし直しています..."},
    {SanitizedBuildFailed, "  the sanitized build failed, so the crash cannot be located:",
     "  サニタイザ付きのビルドに失敗したので、クラッシュの場所は分かりません："},
    {SanitizedRunning, "  running '{0}' with the sanitizers...",
     "  「{0}」をサニタイザ付きで実行しています..."},
    {SanitizedFound, " found it", " 見つかりました"},
    {SanitizedOutOfTime, " out of time, nothing found", " 時間切れで、何も見つかりませんでした"},
    {SanitizedNothing, " nothing found", " 何も見つかりませんでした"},
    {TaskLineStart, "  task {0}", "  課題 {0}"},
    {TaskLinePoints, " ({0})", "（{0}）"},
    {TaskLineNotDone, ": not done yet — see {0}", "：まだ書かれていません — {0} を読んでください"},
    {TaskLinePass, ": {0} of {1} pass", "：{1} 個中 {0} 個が通過"},
    {TaskLinePasses, ": {0} of {1} passes", "：{1} 個中 {0} 個が通過"},
    {FailuresTitle, "task {0}: {1}", "課題 {0}：{1}"},
    {FailuresTitleBare, "task {0}", "課題 {0}"},
    {FailureHint, "  hint: {0}", "  ヒント：{0}"},
    {FailureLine, "  {0}: {1}", "  {0}：{1}"},
    {MoreFailOne, "({0} more of task {1} fails: stonelab check {2} --task {1} --all shows them)",
     "（課題 {1} のテストがほかに {0} 個失敗しています。stonelab check {2} --task {1} --all "
     "ですべて表示します）"},
    {MoreFailMany, "({0} more of task {1} fail: stonelab check {2} --task {1} --all shows them)",
     "（課題 {1} のテストがほかに {0} 個失敗しています。stonelab check {2} --task {1} --all "
     "ですべて表示します）"},
    {Summary, "lesson {0}: {1} of {2} tests pass", "第{0}課：{2} 個のテストのうち {1} 個が通過"},
    {SummaryOfTask, "lesson {0}, task {3}: {1} of {2} tests pass",
     "第{0}課 課題 {3}：{2} 個のテストのうち {1} 個が通過"},
    {SummaryFailingTask, " (task {0} failing)", "（課題 {0} が失敗）"},
    {SummaryFailingTasks, " (tasks {0} failing)", "（課題 {0} が失敗）"},
    {ListAnd, " and ", "、"},
    {ListComma, ", ", "、"},
    {CheckNextTaskPasses, "task {0} passes; stonelab check {1} checks the whole lesson",
     "課題 {0} は通過しました。stonelab check {1} で課全体をチェックします"},
    {CheckNextDoneAlready, "lesson {0} is done already; stonelab shows the course map",
     "第{0}課はもう完了しています。stonelab でコースの地図を表示します"},
    {CheckNextMarkDone, "stonelab next marks lesson {0} done and moves on",
     "stonelab next で第{0}課を完了にして次の課へ進みます"},
    {CheckNextWriteTask,
     "task {0}: read {2}#task-{0} and write it (stonelab hint {1} {0}), then stonelab check {1} "
     "--task {0}",
     "課題 {0}：{2}#task-{0} を読んで書いてください（stonelab hint {1} {0}）。それから "
     "stonelab check {1} --task {0} を実行します"},
    {CheckNextFixTask,
     "fix task {0} (stonelab hint {1} {0}; {2}#task-{0}), then stonelab check {1} --task {0}",
     "課題 {0} を直してください（stonelab hint {1} {0}、{2}#task-{0}）。それから stonelab "
     "check {1} --task {0} を実行します"},
    {CouldNotRecord, "could not record the result: {0}", "結果を記録できませんでした：{0}"},
    {Watching, "watching {0}/: save a file to check again (Ctrl-C to stop)",
     "{0}/ を見張っています。ファイルを保存するともう一度チェックします（Ctrl-C で終わります）"},
    {FileChanged, "--- a file changed: checking again ---",
     "--- ファイルが変わりました。もう一度チェックします ---"},
    {PointOne, "{0} point", "{0} 点"},
    {PointMany, "{0} points", "{0} 点"},
    // tree: a search's drawing. Terms: lessons/09-negamax/README.ja.md and
    // lessons/08-monte-carlo/README.ja.md (根, 葉, ノード, 探索窓, 枝刈り, βカット, 最善の手順,
    // 訪問回数, プレイアウト, 勝率); Max, Min, X, O and the algorithms' fail-soft/fail-hard
    // stay as the lessons write them. {0}, {1} ...: engine/figures/search_dot.hpp's TreeWords.
    {TreeNodeOne, "1 node", "1 個のノード"},
    {TreeNodeMany, "{0} nodes", "{0} 個のノード"},
    {TreeLeafOne, "1 leaf", "1 個の葉"},
    {TreeLeafMany, "{0} leaves", "{0} 個の葉"},
    {TreeVisitOne, "1 visit", "訪問 1 回"},
    {TreeVisitMany, "{0} visits", "訪問 {0} 回"},
    {TreePlayoutOne, "1 playout", "プレイアウト 1 回"},
    {TreePlayoutMany, "{0} playouts", "プレイアウト {0} 回"},
    {TreeMoreNodesOne, "… 1 more node", "… ほか 1 個のノード"},
    {TreeMoreNodesMany, "… {0} more nodes", "… ほか {0} 個のノード"},
    {TreeLeftOutMovesOne, "(1 move)", "（1 手）"},
    {TreeLeftOutMovesMany, "({0} moves)", "（{0} 手）"},
    {TreeMoreMovesOne, "… 1 more move", "… ほか 1 手"},
    {TreeMoreMovesMany, "… {0} more moves", "… ほか {0} 手"},
    {TreeNotRecorded, "(not recorded)", "（記録なし）"},
    {TreeMinimax, "minimax", "ミニマックス法"},
    {TreeNegamax, "NegaMax", "ネガマックス法"},
    {TreeAlphaBetaFailHard, "alpha-beta (fail-hard)", "アルファベータ法（fail-hard）"},
    {TreeAlphaBetaFailSoft, "alpha-beta (fail-soft)", "アルファベータ法（fail-soft）"},
    {TreeToTheEnd, "to the end of the game", "対局の最後まで"},
    {TreeDepth, "depth {0}", "深さ {0}"},
    {TreeSearchSummary, "{0} visited, {1} evaluated · root value {2} ({3}'s view), best move {4}",
     "{0}を訪れ、{1}を評価 · 根の値 {2}（{3}から見た値）、最善手 {4}"},
    {TreeNoMove, "none", "なし"},
    {TreeFirstPlayerView, "values in {0}'s view: {0} takes the largest, {1} the smallest",
     "値は{0}から見たもの：{0}は最大の値を、{1}は最小の値を取る"},
    {TreeSideToMoveView,
     "values in the view of the side to move (NegaMax): each node takes the largest negated "
     "child value",
     "値は手番の側から見たもの（ネガマックス法）：各ノードは子の値の符号を反転した中で最大のものを"
     "取る"},
    {TreeWindowKey,
     "[α, β]: window on entry · ≥ v: fail-high (at least v) · ≤ v: fail-low (at most v)",
     "[α, β]：入ったときの探索窓 · ≥ v：fail-high（v 以上） · ≤ v：fail-low（v 以下）"},
    {TreeShowing, "showing {0} of {1} (the first in search order, and the principal variation)",
     "{1}のうち {0} 個を表示（探索順で最初のものと、最善の手順）"},
    {TreePvGoesOn, "the principal variation goes on below the last node recorded",
     "最善の手順は、記録した最後のノードの先へ続く"},
    {TreeUctSummary, "{0}, {1} visited · best move (most visited) {2}",
     "{0}、{1}を訪問 · 最善手（訪問回数が最多）{2}"},
    {TreeUctReading,
     "each node: its visits, and the win rate of the player who moved into it (NegaMax: the "
     "player choosing there takes the best for itself)",
     "各ノード：訪問回数と、そこへ打った側の勝率（ネガマックス法：そこで選ぶ側は自分にとって最善の"
     "ものを取る）"},
    {TreeCut, "β-cut", "βカット"},
    {TreeDotKey,
     "box: {0} to move · oval: {1} to move · blue: principal variation · red: cut-off · dashed "
     "grey: pruned moves",
     "四角：{0}の手番 · 楕円：{1}の手番 · 青：最善の手順 · 赤：βカット · 灰色の破線：枝刈りした手"},
    {TreeDotKeyUct,
     "box: {0} to move · oval: {1} to move · blue: principal variation (the most visited line)",
     "四角：{0}の手番 · 楕円：{1}の手番 · 青：最善の手順（訪問回数が最多の手順）"},
    {TreePruned, "pruned", "枝刈り"},
    {TreePrunedMoves, "{0} moves", "{0} 手"},
    {TreeRoot, "root", "根"},
    {TreeTextKey, "* principal variation · β-cut: a cut-off · pruned: moves never searched",
     "* 最善の手順 · βカット：枝刈りが起きたノード · 枝刈り：探索しなかった手"},
    {TreeTextKeyUct, "* principal variation (the most visited line)",
     "* 最善の手順（訪問回数が最多の手順）"},
    {TreePrunedList, "pruned: {0}", "枝刈り：{0}"},
    // The SVG's font-family: DejaVu Sans has no kanji, so a Japanese figure names a Japanese
    // font first (as docs/trace_still.py does), DejaVu Sans after it for the rest.
    {TreeFont, "DejaVu Sans", "Noto Sans CJK JP,DejaVu Sans"},
    {TreeTitleFile, "tree {0}", "木 {0}"},
    {TreeTitleTicTacToe, "tic-tac-toe", "三目並べ"},
    {TreeTitleKInARow, "{0} in a row on {1}x{2}", "{1}x{2} の {0} 目並べ"},
    {TreeTitleGo, "Go on {0} (area scoring, no komi, positional superko)",
     "{0} の囲碁（陣地で数える、コミなし、スーパーコウ）"},
    {TreeTitleUniformShuffled, "uniform tree, {0} moves, {1} plies, shuffled (seed {2})",
     "一様な木、{0} 手ずつ、深さ {1}、手の順はシャッフル（シード {2}）"},
    {TreeTitleUniformPerfect, "uniform tree, {0} moves, {1} plies, perfectly ordered",
     "一様な木、{0} 手ずつ、深さ {1}、手の順は最善のものが最初"},
    {TreeTitleAfter, "{0} after {1}", "{0}（{1} の後）"},
    {TreeTitleUct, "{0}, Black to move, komi {1}, seed {2}, C = {3}, expand after {4} visits",
     "{0}、黒番、コミ {1}、シード {2}、C = {3}、訪問 {4} 回で展開"},
    {TreeTitleRecord, "the record {0}", "記録 {0}"},
    {TreeBlack, "Black", "黒"},
    {TreeWhite, "White", "白"},
};

// The judge's and the crash reports' sentences (grader/judge.cpp, grader/judge.hpp's
// relate_failures, cli/crash_report.cpp, lessons/not_implemented.hpp) and their Japanese.
// Each line of a message is matched against every pattern in order, and each match replaced
// ($1, $2 ... are the pattern's groups): a whole sentence first, then the prefixes the
// judge and describe() put before a crash report's own words ("crashed: ", "FILE:LINE, in
// F: "), then those words, which follow them. A sentence changed on the English side and
// not here stays English: tests/cli/test_messages.cpp translates one of each.
struct Rewording {
    const char* english; // an ECMAScript regular expression
    const char* japanese;
};

constexpr Rewording kRewordings[] = {
    // the judge: time-outs
    {R"(^timed out after ([0-9.]+) s$)", "CPU 時間 $1 秒で時間切れになりました"},
    {R"(^timed out: still running after ([0-9.]+) s of wall-clock time \(waiting for something, or sleeping\?\)$)",
     "時間切れ：実時間で $1 秒たっても終わりませんでした（何かを待っているか、スリープしていませ"
     "んか？）"},
    {R"(^timed out after ([0-9.]+) s of wall-clock time, still computing \(the machine is busy: it had ([0-9.]+) s of CPU\)$)",
     "時間切れ：実時間で $1 秒たってもまだ計算していました（マシンが混んでいて、CPU 時間は $2 "
     "秒でした）"},
    // the judge: crashes and stops
    {R"(^crashed: stack overflow — check the base case of your recursion$)",
     "クラッシュ：スタックオーバーフロー — 再帰の基底部（自分を呼ばずに返る場合）を確かめてくだ"
     "さい"},
    {R"(^crashed: null pointer dereference \(segmentation fault\)$)",
     "クラッシュ：ヌルポインタの参照（セグメンテーション違反）"},
    {R"(^crashed: segmentation fault — a bad pointer, or an index outside an array$)",
     "クラッシュ：セグメンテーション違反 — 不正なポインタか、配列の範囲外の添字です"},
    {R"(^crashed: arithmetic error — a division by zero\?$)",
     "クラッシュ：算術エラー — ゼロで割っていませんか？"},
    {R"(^crashed: illegal instruction$)", "クラッシュ：不正な命令"},
    {R"(^crashed: an index outside a std::vector or std::array: operator\[\] was given an index that is not less than its size\(\)$)",
     "クラッシュ：std::vector か std::array の範囲外の添字です。operator[] に size() 以上の添字"
     "が渡されました"},
    {R"(^crashed: a check of the C\+\+ library failed: )",
     "クラッシュ：C++ ライブラリのチェックが失敗しました："},
    {R"(^killed: tried to start a new process, which tests may not do$)",
     "強制終了：新しいプロセスを起動しようとしました（テストではできません）"},
    {R"(^killed: tried to open a network connection, which tests may not do$)",
     "強制終了：ネットワークに接続しようとしました（テストではできません）"},
    {R"(^killed: tried to signal another process, which tests may not do$)",
     "強制終了：ほかのプロセスにシグナルを送ろうとしました（テストではできません）"},
    {R"(^killed: made a system call tests may not make$)",
     "強制終了：テストでは使えないシステムコールを呼びました"},
    {R"(^killed: made a system call tests may not make, with signals blocked: .*$)",
     "強制終了：シグナルを止めたまま、テストでは使えないシステムコールを呼びました。system()、"
     "popen()、posix_spawn() は新しいプロセスを起動するときにそうします（テストではプロセスを起"
     "動できません）"},
    {R"(^killed: used more than (.+)$)", "強制終了：メモリを $1 より多く使いました"},
    {R"(^killed: wrote a file larger than (.+)$)", "強制終了：$1 より大きなファイルを書きました"},
    {R"(^output cut at (.+): the test printed more than that and was stopped$)",
     "出力を $1 で打ち切りました：テストがそれより多く出力したので止めました"},
    {R"(^the test itself crashed while checking your answers \((.*)\)$)",
     "テスト自身が、あなたの答えを調べている間にクラッシュしました（$1）"},
    {R"(^the test ended before it finished: something called exit\((-?[0-9]+)\) during the test$)",
     "テストが最後まで終わりませんでした：テスト中に何かが exit($1) を呼びました"},
    {R"(^the test program did not start: )", "テストプログラムが起動しませんでした："},
    {R"(^the test failed$)", "テストが失敗しました"},
    // the course and the build (common/course.cpp, cli/project.cpp), as main.cpp prints them
    {R"(^no lesson (-?[0-9]+); lessons are (.+)$)", "第$1課はありません。課は $2 です"},
    {R"(^no lesson '(.*)'; lessons are (.+)$)", "「$1」という課はありません。課は $2 です"},
    {R"(^cannot find the course: no lessons/course\.txt here or in any folder above \(run stonelab inside your copy of the course\)$)",
     "コースが見つかりません：このフォルダにも上のフォルダにも lessons/course.txt がありません（コ"
     "ースのコピーの中で stonelab を実行してください）"},
    {R"(^([^ ]+) not found: install it with `sudo apt-get install ([^`]+)` \(the course needs cmake, ninja-build, g\+\+, catch2 and libcli11-dev; scripts/setup\.sh installs them all\)$)",
     "$1 が見つかりません：sudo apt-get install $2 で入れてください（コースには cmake、"
     "ninja-build、g++、catch2、libcli11-dev が要ります。scripts/setup.sh ですべて入ります）"},
    {R"(^configuring the build failed:$)", "ビルドの設定に失敗しました："},
    {R"(^Install what it asks for \(scripts/setup\.sh installs everything the course needs\), or delete (.+)/ and try again\.$)",
     "求められているものを入れるか（scripts/setup.sh でコースに要るものがすべて入ります）、$1/ を"
     "消してからもう一度試してください。"},
    // the prefixes
    {R"(^crashed: )", "クラッシュ："},
    {R"(^killed: )", "強制終了："},
    {R"(^([^ ]+:[0-9]+), in ([^ :]+): )", "$1（$2 の中）："},
    {R"(^the sanitizers found )", "サニタイザが見つけたもの："},
    // the stubs' "not done yet" and what relate_failures() adds
    {R"(^task ([0-9]+) uses your task ([0-9]+), which fails too: fix task ([0-9]+) first$)",
     "課題 $1 はあなたの課題 $2 を使っていて、課題 $2 も失敗しています。先に課題 $3 を直してくだ"
     "さい"},
    {R"(^task ([0-9]+) uses your task ([0-9]+): )", "課題 $1 はあなたの課題 $2 を使っています："},
    {R"(task ([0-9]+) is not done yet — see lessons/([^/ ]+)/README\.md#task-([0-9]+))",
     "課題 $1 はまだ書かれていません — lessons/$2/README.ja.md#task-$3 を読んでください"},
    {R"(^\(a visible test of task ([0-9]+) fails too, and it shows what was expected: look at '(.*)' first\)$)",
     "（課題 $1 の公開されたテストも失敗していて、そちらは期待される値を示します。先に「$2」を"
     "見てください）"},
    {R"(^\(no visible test of task ([0-9]+) fails: this hidden test tries cases they do not; read the task's rules in the text again\)$)",
     "（課題 $1 の公開されたテストは失敗していません。この非公開のテストは、それらが試さない場合"
     "を試します。本文で課題の決まりを読み直してください）"},
    // a crash report's own words (crash_report.cpp), after a prefix
    {R"(stack overflow: ([^ ]+) called itself more than ([0-9]+) times without returning — check its base case \(the case that returns without calling itself\), and that every call gets closer to it)",
     "スタックオーバーフロー：$1 が一度も返らずに自分自身を $2 回以上呼びました — 基底部（自分を"
     "呼ばずに返る場合）と、呼ぶたびに基底部へ近づいていることを確かめてください"},
    {R"(stack overflow: ([^ ]+) called itself ([0-9]+) times without returning — check its base case \(the case that returns without calling itself\), and that every call gets closer to it)",
     "スタックオーバーフロー：$1 が一度も返らずに自分自身を $2 回呼びました — 基底部（自分を呼ば"
     "ずに返る場合）と、呼ぶたびに基底部へ近づいていることを確かめてください"},
    {R"(stack overflow: a recursion that never stops — check the base case of your recursion)",
     "スタックオーバーフロー：終わらない再帰です — 再帰の基底部を確かめてください"},
    {R"(memory exhausted: the test used more memory than it may, and the report names no line of your code)",
     "メモリ不足：テストが使ってよい量より多くのメモリを使いましたが、報告にはあなたのコードの行"
     "がありません"},
    {R"(memory exhausted: ([^ ]+) called itself again and again without returning, allocating memory at every call — check its base case \(the case that returns without calling itself\), and that every call gets closer to it)",
     "メモリ不足：$1 が返らずに自分自身を呼び続け、呼ぶたびにメモリを確保しました — 基底部（自分"
     "を呼ばずに返る場合）と、呼ぶたびに基底部へ近づいていることを確かめてください"},
    {R"(memory exhausted: a ([^ ]+) grew without end \(([^ ]+), here\) — does the loop that fills it ever stop\? \(A flood pushes each point once: mark a point when you push it and push only unmarked points, or neighbours push each other back for ever\.\))",
     "メモリ不足：$1 が際限なく大きくなりました（ここで $2） — それを埋めるループは終わりますか"
     "？（塗りつぶしでは各点を一度だけ積みます。積むときに印を付け、印のない点だけを積まないと、"
     "隣どうしが互いを積み返して終わりません。）"},
    {R"(memory exhausted: ([^ ]+) allocates memory here again and again, without end)",
     "メモリ不足：$1 がここでメモリを際限なく確保し続けています"},
    {R"(an index outside a std::vector: operator\[\] was given an index that is not less than the vector's size\(\) \(a vector of size 0 has no index at all: was it never sized\?\))",
     "std::vector の範囲外の添字：operator[] に size() 以上の添字が渡されました（大きさ 0 の "
     "vector には使える添字がありません。大きさを決め忘れていませんか？）"},
    {R"(a std::vector used while empty \(front, back or pop_back\))",
     "空の std::vector を使いました（front、back、pop_back）"},
    {R"(memory used after it was freed \(a pointer or reference into a vector that has since grown, or to something deleted\?\))",
     "解放済みのメモリを使いました（その後大きくなった vector の中を指すポインタや参照か、delete "
     "したものを指していませんか？）"},
    {R"(a read or write outside an array)", "配列の範囲外への読み書き"},
    {R"(a read outside an array)", "配列の範囲外からの読み出し"},
    {R"(a write outside an array)", "配列の範囲外への書き込み"},
    {R"(: index (-?[0-9]+) of an array of ([0-9]+) elements \(([0-9]+) bytes each\), whose indices go from 0 to (-?[0-9]+))",
     "：要素数 $2（1 要素 $3 バイト）の配列の添字 $1。使える添字は 0 から $4 までです"},
    {R"(, past the end of the array '(.*)')", "、配列「$1」の終わりを越えています"},
    {R"(an index outside an array: index (-?[0-9]+) of an array of ([0-9]+) elements, whose indices go from 0 to (-?[0-9]+))",
     "配列の範囲外の添字：要素数 $2 の配列の添字 $1。使える添字は 0 から $3 までです"},
    {R"(a null pointer used as if it pointed at something \((.*)\))",
     "何も指していないヌルポインタを使いました（$1）"},
    {R"(undefined behaviour: )", "未定義動作："},
    {R"(a null pointer dereferenced: a pointer that is nullptr, or an element of a vector that was never sized \(an empty vector's data is a null pointer\))",
     "ヌルポインタの参照：nullptr のポインタか、大きさを決めていない vector の要素です（空の "
     "vector のデータはヌルポインタです）"},
    {R"(a read or write at a bad address: a dangling pointer, or an index far outside an array)",
     "不正なアドレスへの読み書き：ぶら下がりポインタか、配列から大きく外れた添字です"},
    {R"(an exception escaped and ended the program \((.*)\))",
     "例外が捕まえられないままプログラムを終わらせました（$1）"},
    {R"(abort\(\) was called)", "abort() が呼ばれました"},
    // what the sanitized run could not say (explain_sanitized_run)
    {R"(^\(run again with the sanitizers, it was still running after ([0-9]+) s of CPU, before it crashed, so they cannot say where: look for a loop that does not end\)$)",
     "（サニタイザ付きで実行し直すと、クラッシュする前に CPU 時間 $1 秒を使い切ったので、場所は"
     "分かりません。終わらないループを探してください）"},
    {R"(^\(run again with the sanitizers, it was still running after ([0-9]+) s of CPU, before it reached the memory limit, so they cannot say where: look for a loop that does not end and adds to a container as it goes\)$)",
     "（サニタイザ付きで実行し直すと、メモリの上限に届く前に CPU 時間 $1 秒を使い切ったので、場"
     "所は分かりません。終わらずにコンテナへ要素を足し続けるループを探してください）"},
    {R"(^\(run again with the sanitizers, it crashed again, but they printed no report of where\)$)",
     "（サニタイザ付きで実行し直すとまたクラッシュしましたが、場所の報告はありませんでした）"},
    {R"(^\(run again with the sanitizers, it did not run out of memory: look for a container sized or reserved far larger than it needs to be\)$)",
     "（サニタイザ付きで実行し直すとメモリは足りました。必要よりずっと大きく確保しているコンテナ"
     "を探してください）"},
    {R"(^\(run again with the sanitizers, it did not crash: the crash depends on memory it should not read, which the sanitizers lay out differently\)$)",
     "（サニタイザ付きで実行し直すとクラッシュしませんでした。このクラッシュは読んではいけないメ"
     "モリに左右されていて、サニタイザ付きではメモリの配置が変わるからです）"},
};

Language the_language = Language::English;

} // namespace

void use_language(Language language) { the_language = language; }

Language current_language() { return the_language; }

std::string say_in(Language language, Message message, const std::vector<std::string>& arguments)
{
    for (const Sentence& sentence : kSentences)
        if (sentence.message == message)
            return filled(language == Language::Japanese ? sentence.japanese : sentence.english,
                          arguments);
    throw std::logic_error("a message missing from cli/messages.cpp's table");
}

std::string say(Message message, const std::vector<std::string>& arguments)
{
    return say_in(the_language, message, arguments);
}

std::string points_words(int points)
{
    return say(points == 1 ? PointOne : PointMany, {std::to_string(points)});
}

std::string student_words(const std::string& text, Language language)
{
    if (language == Language::English) return text;
    // Compiled once: the table is fixed.
    static const std::vector<std::pair<std::regex, std::string>> rewordings = [] {
        std::vector<std::pair<std::regex, std::string>> compiled;
        for (const Rewording& rewording : kRewordings)
            compiled.emplace_back(std::regex(rewording.english), rewording.japanese);
        return compiled;
    }();
    std::string out;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        std::string line = text.substr(start, end - start);
        for (const auto& [english, japanese] : rewordings)
            line = std::regex_replace(line, english, japanese);
        out += line;
        if (end < text.size()) out += "\n";
        start = end + 1;
    }
    return out;
}

std::string student_words(const std::string& text) { return student_words(text, the_language); }

search::TreeWords tree_words(Language language)
{
    const auto in = [language](Message message) { return say_in(language, message); };
    const auto count = [&](Message one, Message many) {
        return search::CountWords{in(one), in(many)};
    };
    search::TreeWords words;
    words.nodes = count(TreeNodeOne, TreeNodeMany);
    words.leaves = count(TreeLeafOne, TreeLeafMany);
    words.visits = count(TreeVisitOne, TreeVisitMany);
    words.playouts = count(TreePlayoutOne, TreePlayoutMany);
    words.more_nodes = count(TreeMoreNodesOne, TreeMoreNodesMany);
    words.left_out_moves = count(TreeLeftOutMovesOne, TreeLeftOutMovesMany);
    words.more_moves = count(TreeMoreMovesOne, TreeMoreMovesMany);
    words.not_recorded = in(TreeNotRecorded);
    words.minimax = in(TreeMinimax);
    words.negamax = in(TreeNegamax);
    words.alpha_beta_fail_hard = in(TreeAlphaBetaFailHard);
    words.alpha_beta_fail_soft = in(TreeAlphaBetaFailSoft);
    words.to_the_end = in(TreeToTheEnd);
    words.depth = in(TreeDepth);
    words.search_summary = in(TreeSearchSummary);
    words.no_move = in(TreeNoMove);
    words.first_player_view = in(TreeFirstPlayerView);
    words.side_to_move_view = in(TreeSideToMoveView);
    words.window_key = in(TreeWindowKey);
    words.showing = in(TreeShowing);
    words.pv_goes_on = in(TreePvGoesOn);
    words.uct_summary = in(TreeUctSummary);
    words.uct_reading = in(TreeUctReading);
    words.cut = in(TreeCut);
    words.dot_key = in(TreeDotKey);
    words.dot_key_uct = in(TreeDotKeyUct);
    words.pruned = in(TreePruned);
    words.pruned_moves = in(TreePrunedMoves);
    words.root = in(TreeRoot);
    words.text_key = in(TreeTextKey);
    words.text_key_uct = in(TreeTextKeyUct);
    words.pruned_list = in(TreePrunedList);
    return words;
}

BoardWords board_words(Language language)
{
    const auto in = [language](Message message) { return say_in(language, message); };
    BoardWords words;
    words.circle = in(BoardCircle);
    words.triangle = in(BoardTriangle);
    words.square = in(BoardSquare);
    words.cross = in(BoardCross);
    words.mark_at = in(BoardMarkAt);
    words.on_black_stone = in(BoardOnBlackStone);
    words.on_white_stone = in(BoardOnWhiteStone);
    words.moves = in(BoardMoves);
    words.moves_black = in(BoardMovesBlack);
    words.moves_white = in(BoardMovesWhite);
    words.moves_on_empty = in(BoardMovesOnEmpty);
    words.label_at = in(BoardLabelAt);
    words.labels_on_empty = in(BoardLabelsOnEmpty);
    words.labels_on_black = in(BoardLabelsOnBlack);
    words.labels_on_white = in(BoardLabelsOnWhite);
    words.shading_right = in(BoardShadingRight);
    words.shading_below = in(BoardShadingBelow);
    words.point_separator = in(BoardPointSeparator);
    words.mover_separator = in(BoardMoverSeparator);
    words.part_separator = in(BoardPartSeparator);
    words.move_at = in(BoardMoveAt);
    words.move_pass = in(BoardMovePass);
    return words;
}

std::string readme_name()
{
    return the_language == Language::Japanese ? "README.ja.md" : "README.md";
}

} // namespace stonelab::cli
