// The Japanese edition of the student's commands (issue 34): the language chosen from --lang,
// STONELAB_LANG, the saved choice and the locale, in that order; the choice saved in the
// progress file (an old file without it still loads); course.ja.txt read beside course.txt;
// lines wrapped by their width on the screen; the message table and the judge's sentences.
#include "cli/check_report.hpp"
#include "cli/command_line.hpp"
#include "cli/language.hpp"
#include "cli/lesson_text.hpp"
#include "cli/messages.hpp"
#include "cli/progress.hpp"
#include "common/course.hpp"
#include "common/text.hpp"
#include "engine/base/pattern.hpp"
#include "engine/base/utf8.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>

using namespace stonelab;
using namespace stonelab::cli;

namespace {

// An environment of the given variables only.
Environment environment(std::map<std::string, std::string> variables)
{
    return [variables = std::move(variables)](const char* name) -> const char* {
        const auto found = variables.find(name);
        return found == variables.end() ? nullptr : found->second.c_str();
    };
}

Course two_lessons()
{
    std::istringstream in("lesson 01 a | Alpha\ntask 1 | 2 | T1 | H1\ntask 2 | 3 | T2 | -\n"
                          "lesson 02 b | Beta\ntask 1 | 1 | U1 | G1\n");
    return parse_course(in, "course.txt");
}

Course translated(const std::string& text)
{
    std::istringstream in(text);
    return translated_course(two_lessons(), in, "course.ja.txt");
}

// Every line of `lines` fits in `width` columns.
bool fits(const std::vector<std::string>& lines, std::size_t width)
{
    for (const std::string& line : lines)
        if (display_width(line) > width) return false;
    return true;
}

// The display width of a UTF-8 text made of the same characters as `lines` joined: nothing
// lost, nothing split (valid_utf8 would change a split sequence).
std::string joined(const std::vector<std::string>& lines)
{
    std::string text;
    for (const std::string& line : lines) text += line;
    return text;
}

} // namespace

TEST_CASE("language: --lang first, then STONELAB_LANG, the saved choice, LC_ALL, LANG", "[lang]")
{
    const auto all =
        environment({{"STONELAB_LANG", "en"}, {"LC_ALL", "ja_JP.UTF-8"}, {"LANG", "ja_JP.UTF-8"}});
    CHECK(choose_language("ja", all, Language::English).language == Language::Japanese);
    CHECK(choose_language("ja", all, std::nullopt).source == LanguageSource::Option);
    CHECK(choose_language("", all, Language::Japanese).language == Language::English);
    CHECK(choose_language("", all, std::nullopt).source == LanguageSource::Variable);

    const auto locale = environment({{"LC_ALL", "ja_JP.UTF-8"}, {"LANG", "en_US.UTF-8"}});
    CHECK(choose_language("", locale, Language::English).language == Language::English);
    CHECK(choose_language("", locale, Language::English).source == LanguageSource::Saved);
    CHECK(choose_language("", locale, std::nullopt).language == Language::Japanese);
    CHECK(choose_language("", environment({{"LC_ALL", "C"}, {"LANG", "ja_JP.UTF-8"}}), std::nullopt)
              .language == Language::English);
    CHECK(choose_language("", environment({{"LANG", "ja_JP.UTF-8"}}), std::nullopt).language ==
          Language::Japanese);
    CHECK(choose_language("", environment({{"LANG", "ja"}}), std::nullopt).source ==
          LanguageSource::Locale);
    // An empty STONELAB_LANG or LC_ALL is as good as unset.
    CHECK(choose_language("", environment({{"STONELAB_LANG", ""}, {"LC_ALL", ""}, {"LANG", "ja"}}),
                          std::nullopt)
              .language == Language::Japanese);
    const LanguageChoice nothing = choose_language("", environment({}), std::nullopt);
    CHECK(nothing.language == Language::English);
    CHECK(nothing.source == LanguageSource::Default);
    CHECK_FALSE(nothing.is_explicit());
    CHECK(choose_language("en", environment({}), std::nullopt).is_explicit());
    CHECK(choose_language("", environment({{"STONELAB_LANG", "ja"}}), std::nullopt).is_explicit());
    CHECK_FALSE(choose_language("", environment({}), Language::Japanese).is_explicit());
}

TEST_CASE("language: a value that names no language is an error naming ja and en", "[lang]")
{
    CHECK_THROWS_WITH(choose_language("fr", environment({}), std::nullopt),
                      "--lang 'fr' is not a language: use ja (Japanese, 日本語) or en (English)");
    CHECK_THROWS_WITH(
        choose_language("", environment({{"STONELAB_LANG", "japanese"}}), std::nullopt),
        Catch::Contains("STONELAB_LANG 'japanese' is not a language: use ja"));
    CHECK_THROWS_AS(choose_language("JA", environment({}), std::nullopt), LanguageError);
}

TEST_CASE("language: the choice is saved in the progress file, and an old file still loads",
          "[lang][progress]")
{
    Progress progress;
    progress.current_lesson = 2;
    progress.language = Language::Japanese;
    std::ostringstream out;
    write_progress(out, progress);
    CHECK(out.str().find("\nlanguage ja\n") != std::string::npos);
    std::istringstream in(out.str());
    CHECK(parse_progress(in, "progress") == progress);

    std::istringstream old("# written by stonelab\ncurrent 2\n"
                           "lesson 1 check=passed passed=9 total=9 task=0 done=yes\n");
    const Progress loaded = parse_progress(old, "progress");
    CHECK_FALSE(loaded.language.has_value());
    CHECK(loaded.current_lesson == 2);

    std::istringstream bad("language fr\n");
    CHECK_THROWS_WITH(parse_progress(bad, "progress"), Catch::Contains("line 1: cannot read"));
    std::istringstream extra("language ja en\n");
    CHECK_THROWS_AS(parse_progress(extra, "progress"), ProgressError);
}

TEST_CASE("course.ja.txt: titles and hints over course.txt's lessons and tasks", "[course]")
{
    const Course course = translated("# comment\n\nlesson 01 | アルファ\n"
                                     "task 1 | 題1 | ヒント1\ntask 2 | 題2 | -\n"
                                     "lesson 02 | ベータ\n  task 1 |題3|ヒント3  \n");
    REQUIRE(course.lessons.size() == 2);
    CHECK(course.lessons[0].title == "アルファ");
    CHECK(course.lessons[0].slug == "a");
    CHECK(course.lessons[0].tasks[0].title == "題1");
    CHECK(course.lessons[0].tasks[0].hint == "ヒント1");
    CHECK(course.lessons[0].tasks[0].points == 2);
    CHECK(course.lessons[0].tasks[1].hint.empty());
    CHECK(course.lessons[1].tasks[0].title == "題3");
    CHECK(course.lessons[1].tasks[0].hint == "ヒント3");
}

TEST_CASE("course.ja.txt: a malformed or incomplete file is an error saying where", "[course]")
{
    const std::string good_first = "lesson 01 | A\ntask 1 | a | b\ntask 2 | c | d\n";
    CHECK_THROWS_WITH(translated(""), "course.ja.txt names no lesson: it must translate every "
                                      "lesson and task of the course");
    CHECK_THROWS_WITH(translated(good_first),
                      "course.ja.txt ends before lesson 02: it must translate every lesson and "
                      "task of the course");
    CHECK_THROWS_WITH(translated(good_first + "lesson 02 | B\n"),
                      Catch::StartsWith("course.ja.txt ends before lesson 02's task 1"));
    CHECK_THROWS_WITH(translated("lesson 01 | A\ntask 1 | a | b\nlesson 02 | B\n"),
                      "course.ja.txt line 3: lesson 01 needs task 2 before the next lesson");
    CHECK_THROWS_WITH(translated("lesson 02 | B\n"),
                      Catch::StartsWith("course.ja.txt line 1: expected 'lesson 01 | title'"));
    CHECK_THROWS_WITH(translated("lesson 01 | A\ntask 2 | a | b\n"),
                      Catch::StartsWith("course.ja.txt line 2: expected 'task 1 | title | hint'"));
    CHECK_THROWS_WITH(translated("lesson 01 | A\ntask 1 | a\n"),
                      Catch::StartsWith("course.ja.txt line 2: expected 'task 1"));
    CHECK_THROWS_WITH(translated("lesson 01 | A\ntask 1 |  | b\n"),
                      "course.ja.txt line 2: task 1 needs a title and a hint ('-' for none)");
    CHECK_THROWS_WITH(translated("lesson 01 |\n"), Catch::Contains("lesson 01 needs a title"));
    CHECK_THROWS_WITH(translated(good_first + "task 3 | e | f\n"),
                      "course.ja.txt line 4: lesson 01 has 2 tasks, not more");
    CHECK_THROWS_WITH(translated(good_first + "lesson 02 | B\ntask 1 | a | b\nlesson 03 | C\n"),
                      Catch::Contains("line 6: 'lesson 03 | C': lesson 02 is the course's last"));
    CHECK_THROWS_WITH(translated("hidden | x\n"),
                      Catch::Contains("line 1: cannot read 'hidden | x'"));
    CHECK_THROWS_WITH(read_translated_course(two_lessons(), "/nonexistent/course.ja.txt"),
                      "cannot open /nonexistent/course.ja.txt");
}

TEST_CASE("course.ja.txt: the course's own file translates every lesson and task", "[course]")
{
    const std::filesystem::path lessons = std::filesystem::path(STONELAB_SOURCE_DIR) / "lessons";
    const Course english = read_course(lessons / "course.txt");
    const Course japanese = read_translated_course(english, lessons / "course.ja.txt");
    REQUIRE(japanese.lessons.size() == english.lessons.size());
    CHECK(japanese.lessons[0].title == "碁盤：石の色、座標、盤面図");
    CHECK(japanese.lessons[0].tasks.size() == english.lessons[0].tasks.size());
}

TEST_CASE("wrapping: by columns on the screen, a kanji two wide, never inside a character",
          "[show][wrap]")
{
    CHECK(display_width("abc") == 3);
    CHECK(display_width("碁盤") == 4);
    CHECK(display_width("（課題）：") == 10);
    CHECK(display_width("○●—") == 3);

    // Ten kanji are twenty columns: at width 8, four to a line.
    CHECK(wrapped_to_width("一二三四五六七八九十", 8) ==
          std::vector<std::string>{"一二三四", "五六七八", "九十"});
    CHECK(wrapped_to_width("一二三四五六七八九十", 9) ==
          std::vector<std::string>{"一二三四", "五六七八", "九十"});
    // Closing punctuation stays with what it closes; an opening one with what it opens.
    CHECK(wrapped_to_width("一二三四。五六", 8) == std::vector<std::string>{"一二三", "四。五六"});
    CHECK(wrapped_to_width("一二三「四五", 8) == std::vector<std::string>{"一二三", "「四五"});
    // Emphasis marks stay with what they mark: no line ends with an opening `**`.
    CHECK(wrapped_to_width("一二三**四五**六", 8) ==
          std::vector<std::string>{"一二", "三**四", "五**六"});
    // An ASCII word among kanji is not broken; the space beside it is a place to break.
    CHECK(wrapped_to_width("盤は board です", 8) ==
          std::vector<std::string>{"盤は", "board で", "す"});

    const std::string text =
        "どの囲碁プログラムも、まず同じ三つのものから始まります。メモリ上の碁盤（board）、その"
        "点（point）を名指す方法、そして碁盤を表示する方法です。";
    for (const std::size_t width : {17u, 40u, 74u}) {
        const auto lines = wrapped_to_width(text, width);
        CHECK(fits(lines, width));
        CHECK(joined(lines) == text);
        for (const std::string& line : lines) CHECK(valid_utf8(line) == line);
    }
}

TEST_CASE("wrapping: English breaks only at its spaces, each line as full as fits", "[show][wrap]")
{
    // Every line of every English lesson text, at the width of show's captions.
    const std::filesystem::path lessons = std::filesystem::path(STONELAB_SOURCE_DIR) / "lessons";
    int lines = 0;
    for (const auto& entry : std::filesystem::directory_iterator(lessons)) {
        std::ifstream in(entry.path() / "README.md");
        for (std::string line; std::getline(in, line); ++lines)
            for (const std::size_t width : {20u, 74u}) {
                // (The English texts quote the seeds' Japanese titles here and there.)
                if (display_width(line) != utf8_length(line)) continue;
                std::istringstream words_in(line);
                std::vector<std::string> words;
                for (std::string word; words_in >> word;) words.push_back(word);
                const std::vector<std::string> wrapped = wrapped_to_width(line, width);
                // The words, in order, one space between them on a line...
                std::string rejoined;
                for (const std::string& piece : wrapped)
                    rejoined += (rejoined.empty() || piece.empty() ? "" : " ") + piece;
                std::string expected;
                for (const std::string& word : words)
                    expected += (expected.empty() ? "" : " ") + word;
                CHECK(rejoined == expected);
                // ...and no line could have taken the next one's first word.
                for (std::size_t i = 0; i + 1 < wrapped.size(); ++i) {
                    const std::string next = wrapped[i + 1].substr(0, wrapped[i + 1].find(' '));
                    CHECK(utf8_length(wrapped[i]) + 1 + utf8_length(next) > width);
                }
            }
    }
    CHECK(lines > 1000);
}

TEST_CASE("wrapping: a Markdown line keeps its list indent and its inline code whole",
          "[show][wrap]")
{
    CHECK(wrapped_markdown_line("短い行", 80) == "短い行\n");
    CHECK(wrapped_markdown_line("- 一二三四五六七八九十一二三四五六七八九十一二三四五", 30) ==
          "- 一二三四五六七八九十一二三四\n  五六七八九十一二三四五\n");
    CHECK(wrapped_markdown_line("12. 一二三四五六七八九十一二三四五六七八九十一二三四五", 30) ==
          "12. 一二三四五六七八九十一二三\n    四五六七八九十一二三四五\n");
    CHECK(wrapped_markdown_line("> 一二三四五六七八九十一二三四五六七八九十一二三四五", 30) ==
          "> 一二三四五六七八九十一二三四\n> 五六七八九十一二三四五\n");
    CHECK(wrapped_markdown_line("一二三四五六七八九十一二三 `z + WIDTH` 四五六", 30) ==
          "一二三四五六七八九十一二三\n`z + WIDTH` 四五六\n");
}

TEST_CASE("messages: each sentence in both languages, the judge's words reworded", "[lang]")
{
    // Every message has both languages (say_in throws for one missing from the table).
    for (int m = 0; m <= static_cast<int>(Message::TreeWhite); ++m) {
        CHECK_FALSE(say_in(Language::English, static_cast<Message>(m)).empty());
        CHECK_FALSE(say_in(Language::Japanese, static_cast<Message>(m)).empty());
    }
    // The placeholders are filled in one pass: an argument's own braces stay as they are.
    CHECK(filled("{1} / {0} / {2}", {"a", "b"}) == "b / a / {2}");
    CHECK(filled("{0} and {1}", {"{1}", "b"}) == "{1} and b");
    CHECK(filled("{x} {0", {"a"}) == "{x} {0");
    CHECK(say_in(Language::Japanese, Message::HintTitle, {"1", "2", "3 点", "題"}) ==
          "第1課 課題 2（3 点）：題");

    const auto ja = [](const std::string& text) { return student_words(text, Language::Japanese); };
    const std::string catch_lines = "tests/x.cpp:12: FAILED:\n  CHECK( a == 1 )\nwith expansion:\n";
    CHECK(student_words("timed out after 2 s\n" + catch_lines, Language::English) ==
          "timed out after 2 s\n" + catch_lines);
    CHECK(ja("timed out after 2 s\n" + catch_lines) ==
          "CPU 時間 2 秒で時間切れになりました\n" + catch_lines);
    CHECK(ja("task 2 is not done yet — see lessons/01-board-display/README.md#task-2") ==
          "課題 2 はまだ書かれていません — lessons/01-board-display/README.ja.md#task-2 を読んで"
          "ください");
    CHECK(ja("task 4 uses your task 3, which fails too: fix task 3 first") ==
          "課題 4 はあなたの課題 3 を使っていて、課題 3 も失敗しています。先に課題 3 を直してく"
          "ださい");
    CHECK(ja("crashed: stack overflow — check the base case of your recursion")
              .starts_with("クラッシュ：スタックオーバーフロー"));
    CHECK(ja("killed: used more than 512 MiB") == "強制終了：メモリを 512 MiB より多く使いました");
    CHECK(ja("exercises/02-x/c.cpp:27, in visit: stack overflow: visit called itself more than "
             "248 times without returning — check its base case (the case that returns without "
             "calling itself), and that every call gets closer to it")
              .starts_with("exercises/02-x/c.cpp:27（visit の中）：スタックオーバーフロー：visit "
                           "が一度も返らずに自分自身を 248 回以上呼びました"));
    CHECK(ja("exercises/02-x/c.cpp:9, in remove_from: a null pointer dereferenced: a pointer "
             "that is nullptr, or an element of a vector that was never sized (an empty vector's "
             "data is a null pointer)")
              .find("ヌルポインタの参照") != std::string::npos);
}

TEST_CASE("messages: stonelab tree's words, the engine's own in English", "[lang]")
{
    // The English column of the table is what the engine draws with by default, so that the
    // English figures stay the same whether the words come from the table or not.
    CHECK(tree_words(Language::English) == search::TreeWords{});
    CHECK(say_in(Language::English, Message::TreeFont) == search::DotOptions{}.font);
    // Every Japanese pattern has the placeholders of its English one (TreeTitleUniformPerfect
    // leaves out the seed in both).
    for (int m = static_cast<int>(Message::TreeNodeOne); m <= static_cast<int>(Message::TreeWhite);
         ++m) {
        const auto message = static_cast<Message>(m);
        for (const char* placeholder : {"{0}", "{1}", "{2}", "{3}", "{4}"})
            CHECK((say_in(Language::English, message).find(placeholder) == std::string::npos) ==
                  (say_in(Language::Japanese, message).find(placeholder) == std::string::npos));
    }
    CHECK(tree_words(Language::Japanese).root == "根");
    CHECK(say_in(Language::Japanese, Message::TreeFont).starts_with("Noto Sans CJK JP,"));
}

TEST_CASE("messages: stonelab board's words, the engine's own in English", "[lang]")
{
    // The English column of the table is what the engine draws with by default, so that the
    // English figures stay the same whether the words come from the table or not.
    CHECK(board_words(Language::English) == BoardWords{});
    // Every Japanese pattern has the placeholders of its English one.
    for (int m = static_cast<int>(Message::BoardCircle);
         m <= static_cast<int>(Message::BoardMovePass); ++m) {
        const auto message = static_cast<Message>(m);
        for (const char* placeholder : {"{0}", "{1}", "{2}"})
            CHECK((say_in(Language::English, message).find(placeholder) == std::string::npos) ==
                  (say_in(Language::Japanese, message).find(placeholder) == std::string::npos));
    }
    const BoardWords japanese = board_words(Language::Japanese);
    CHECK(japanese.labels_on_black == "黒石の上のラベル：{0}");
    CHECK(japanese.move_pass == "{0} はパス");
}

TEST_CASE("messages: the check's summary line in each language", "[lang]")
{
    CheckReport report;
    report.tasks.resize(3);
    for (int task = 1; task <= 3; ++task) {
        report.tasks[task - 1].task = task;
        grader::TestResult result;
        result.task = task;
        result.status = task == 1 ? grader::TestStatus::Pass : grader::TestStatus::Fail;
        report.tasks[task - 1].tests = {result, result};
    }
    use_language(Language::Japanese);
    CHECK(summary_line(2, report) == "第2課：6 個のテストのうち 2 個が通過（課題 2、3 が失敗）");
    CHECK(summary_line(2, report, 3) ==
          "第2課 課題 3：6 個のテストのうち 2 個が通過（課題 2、3 が失敗）");
    use_language(Language::English);
    CHECK(summary_line(2, report) == "lesson 2: 2 of 6 tests pass (tasks 2 and 3 failing)");
    CHECK(summary_line(2, report, 3) ==
          "lesson 2, task 3: 2 of 6 tests pass (tasks 2 and 3 failing)");
}

namespace {

// Text with a kana or a kanji in it: a character two columns wide.
bool has_japanese(const std::string& text) { return display_width(text) > utf8_length(text); }

// The app main.cpp makes, in `language`.
std::unique_ptr<CLI::App> stonelab_app(Language language)
{
    auto app = std::make_unique<CLI::App>("Stonelab: a course in game programming");
    app->add_option("--lang", "The language of the student's commands");
    add_commands(*app);
    put_help_in(language, *app);
    return app;
}

} // namespace

TEST_CASE("help: in Japanese, each command's line and every option of the student's commands",
          "[lang]")
{
    const auto app = stonelab_app(Language::Japanese);
    CHECK(has_japanese(app->get_description()));
    CHECK(has_japanese(app->get_option("--lang")->get_description()));
    for (const CLI::App* command : app->get_subcommands({})) {
        INFO("stonelab " << command->get_name());
        CHECK(has_japanese(command->get_description()));
    }
    // An option added to a student's command without its Japanese fails here.
    for (const char* name : {"show", "hint", "run", "check", "next", "go", "reset"})
        for (const CLI::Option* option : app->get_subcommand(name)->get_options()) {
            INFO("stonelab " << name << " " << option->get_name());
            CHECK(has_japanese(option->get_description()));
        }
    const std::string help = app->get_subcommand("check")->help();
    CHECK(help.find("使い方") != std::string::npos);
    CHECK(help.find("オプション") != std::string::npos);
    CHECK(help.find("Usage") == std::string::npos);
    CHECK(help.find("Options") == std::string::npos);

    // A refused command line: CLI11's sentence, explained in Japanese.
    std::ostringstream out, err;
    try {
        app->parse(std::vector<std::string>{"--nonsense", "check"});
        FAIL("the command line was accepted");
    } catch (const CLI::ParseError& e) {
        app->exit(e, out, err);
    }
    CHECK(err.str().find("コマンドラインを読めませんでした") != std::string::npos);
    CHECK(err.str().find("--help") != std::string::npos);

    // English: as each command wrote it.
    const auto english = stonelab_app(Language::English);
    CHECK(english->get_subcommand("show")->get_description() == "Show a lesson's text");
    CHECK(english->get_subcommand("check")->help().find("Usage") != std::string::npos);
}

TEST_CASE("help: the language is known before the command line is parsed", "[lang]")
{
    CHECK(language_before_parsing({"--lang", "ja", "check"}) == Language::Japanese);
    CHECK(language_before_parsing({"check", "2", "--lang=ja"}) == Language::Japanese);
    CHECK(language_before_parsing({"check", "--lang", "en"}) == Language::English);
    // A --lang after `--` is the demo's; a bad one is refused later, after parsing.
    CHECK(language_before_parsing({"run", "2", "--lang", "en", "--", "--lang", "ja"}) ==
          Language::English);
    CHECK(language_before_parsing({"--lang", "fr"}) == Language::English);
}
