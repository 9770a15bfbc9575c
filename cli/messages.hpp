/// \file
/// What the student's commands (`stonelab` and its map, `show`, `hint`, `next`, `go`,
/// `check`) say, in English and in Japanese: one table, a line per sentence with both
/// languages side by side (messages.cpp), so that a sentence is changed in one place and
/// its translation sits beside it. Placeholders `{0}`, `{1}` ... stand for the arguments, so
/// that Japanese can put them in its own order.
///
/// The judge (grader/judge.hpp) and the crash reports (cli/crash_report.hpp) write their
/// sentences in English, the language of `stonelab grade`'s reports too; `student_words`
/// puts the ones a student reads in the chosen language, from a second table of the same
/// file. Catch2's own lines and the test names stay as they are.
#pragma once

#include "cli/language.hpp"
#include "engine/figures/board_svg.hpp"
#include "engine/figures/search_dot.hpp"

#include <string>
#include <vector>

namespace stonelab::cli {

/// Every sentence of the table (its name says where it is used).
enum class Message {
    // board (cmd_board.cpp): the words of a board figure's key and notes
    // (engine/figures/board_svg.hpp's BoardWords, through board_words())
    BoardCircle,
    BoardTriangle,
    BoardSquare,
    BoardCross,
    BoardMarkAt,
    BoardOnBlackStone,
    BoardOnWhiteStone,
    BoardMoves,
    BoardMovesBlack,
    BoardMovesWhite,
    BoardMovesOnEmpty,
    BoardLabelAt,
    BoardLabelsOnEmpty,
    BoardLabelsOnBlack,
    BoardLabelsOnWhite,
    BoardShadingRight,
    BoardShadingBelow,
    BoardPointSeparator,
    BoardMoverSeparator,
    BoardPartSeparator,
    BoardMoveAt,
    BoardMovePass,
    // the course map and the one thing to do next (cmd_course.cpp)
    MapTitle,
    MapFooter,
    StateDone,
    StateSomeTasks,
    StateNotStarted,
    StateDoesNotBuild,
    StateFailing,
    StateFailingTask,
    StatePassed,
    StateNotWritten,
    StateSkipped,
    StateSkippedWith,
    Next,
    NextNotWritten,
    NextStart,
    NextFixCompile,
    NextMakePass,
    NextLessonPasses,
    NextAllDone,
    // show, hint, next, go
    TextMissing,
    HintTitle,
    HintLine,
    HintNone,
    HintMore,
    NotPassedYet,
    GoOnLater,
    LessonDone,
    NowOnLesson,
    LastLessonDone,
    SkippedOne,
    SkippedMany,
    GoBack,
    // run: building the demo (cmd_run.cpp; the demo itself speaks through
    // lessons/demo_support.hpp's demo::say)
    BuildingProgram,
    ProgramDoesNotCompile,
    ProgramEnded,
    EndingKilled,
    EndingInterrupted,
    EndingCrashed,
    EndingSignal,
    FormatNotKnown,
    FormatJsonAlone,
    LessonNotWritten,
    // the first build of a course (project.cpp)
    ConfiguringBuild,
    // reset (cmd_course.cpp)
    ResetNoGit,
    ResetNotCheckout,
    ResetConfirm,
    ResetNothingChanged,
    ResetGitFailed,
    ResetDone,
    // lesson_text.cpp: what `show` prints in place of the book's figures, traces, snippets
    FigureCaption,
    TraceInBook,
    TraceInTerminal,
    SnippetsQuoted,
    // check (cmd_check.cpp, check_report.cpp)
    Building,
    DoesNotCompile,
    DoesNotCompileSummary,
    Running,
    RunningTask,
    OutcomeOk,
    OutcomeFailed,
    OutcomeTimedOut,
    OutcomeCrashed,
    OutcomeDidNotCompile,
    OutcomeNotRun,
    NotRunAfterTimeout,
    Sanitizing,
    SanitizingMemory,
    SanitizedBuildFailed,
    SanitizedRunning,
    SanitizedFound,
    SanitizedOutOfTime,
    SanitizedNothing,
    TaskLineStart,
    TaskLinePoints,
    TaskLineNotDone,
    TaskLinePass,
    TaskLinePasses,
    FailuresTitle,
    FailuresTitleBare,
    FailureHint,
    FailureLine,
    MoreFailOne,
    MoreFailMany,
    Summary,
    SummaryOfTask,
    SummaryFailingTask,
    SummaryFailingTasks,
    ListAnd,
    ListComma,
    CheckNextTaskPasses,
    CheckNextDoneAlready,
    CheckNextMarkDone,
    CheckNextWriteTask,
    CheckNextFixTask,
    CouldNotRecord,
    Watching,
    FileChanged,
    PointOne,
    PointMany,
    // tree (cmd_tree.cpp): the words of a search's drawing (engine/figures/search_dot.hpp's
    // TreeWords, through tree_words()), and the games it names
    TreeNodeOne,
    TreeNodeMany,
    TreeLeafOne,
    TreeLeafMany,
    TreeVisitOne,
    TreeVisitMany,
    TreePlayoutOne,
    TreePlayoutMany,
    TreeMoreNodesOne,
    TreeMoreNodesMany,
    TreeLeftOutMovesOne,
    TreeLeftOutMovesMany,
    TreeMoreMovesOne,
    TreeMoreMovesMany,
    TreeNotRecorded,
    TreeMinimax,
    TreeNegamax,
    TreeAlphaBetaFailHard,
    TreeAlphaBetaFailSoft,
    TreeToTheEnd,
    TreeDepth,
    TreeSearchSummary,
    TreeNoMove,
    TreeFirstPlayerView,
    TreeSideToMoveView,
    TreeWindowKey,
    TreeShowing,
    TreePvGoesOn,
    TreeUctSummary,
    TreeUctReading,
    TreeCut,
    TreeDotKey,
    TreeDotKeyUct,
    TreePruned,
    TreePrunedMoves,
    TreeRoot,
    TreeTextKey,
    TreeTextKeyUct,
    TreePrunedList,
    TreeFont,
    TreeTitleFile,
    TreeTitleTicTacToe,
    TreeTitleKInARow,
    TreeTitleGo,
    TreeTitleUniformShuffled,
    TreeTitleUniformPerfect,
    TreeTitleAfter,
    TreeTitleUct,
    TreeTitleRecord,
    TreeBlack,
    TreeWhite,
};

/// The language every function below speaks, for the rest of the run (main.cpp sets it once
/// the command line is read; English until then).
void use_language(Language language);
Language current_language();

/// The sentence in the current language, `{0}`, `{1}` ... replaced by `arguments`.
std::string say(Message message, const std::vector<std::string>& arguments = {});
/// The same in `language`.
std::string say_in(Language language, Message message,
                   const std::vector<std::string>& arguments = {});

/// "1 point", "3 points"; "3 点".
std::string points_words(int points);

/// The judge's and the crash reports' English sentences in `text` (a test's message, perhaps
/// with Catch2's report under it) in `language`: each line whose sentence the second table
/// knows is put in that language, every other line (Catch2's, the student's own output) is
/// left as it is. English: `text` unchanged.
std::string student_words(const std::string& text, Language language);
/// The same in the current language.
std::string student_words(const std::string& text);

/// The words `stonelab tree` draws a search with, and their font, in `language` (English:
/// the engine's own search::TreeWords{}, which tests/cli/test_language.cpp checks).
search::TreeWords tree_words(Language language);
/// The words `stonelab board` writes a figure's key and notes in, in `language` (English: the
/// engine's own BoardWords{}, which tests/cli/test_language.cpp checks).
BoardWords board_words(Language language);

/// The lesson text's file name in the current language: README.md or README.ja.md.
std::string readme_name();

} // namespace stonelab::cli
