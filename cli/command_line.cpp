#include "cli/command_line.hpp"

#include "cli/commands.hpp"

#include <string_view>

namespace stonelab::cli {

namespace {

// What `--help` says in Japanese: the whole command's description (command ""), each
// subcommand's one line (option ""), and each option of the student's commands. The English
// is beside each option where it is added (cmd_*.cpp). Terms: cli/messages.cpp's.
struct HelpWords {
    const char* command;
    const char* option;
    const char* japanese;
};

constexpr HelpWords kHelpWords[] = {
    {"", "", "Stonelab：囲碁と五目並べで学ぶゲームプログラミングのコース"},
    {"", "--lang",
     "学習者向けのコマンドの言語：ja（日本語）か en（英語）。既定は STONELAB_LANG、なければ前回"
     "の選択、なければ LC_ALL/LANG です"},

    // the student's commands, every option
    {"show", "", "課の本文を表示します"},
    {"show", "lesson", "課の番号（既定：現在の課）"},
    {"hint", "", "課題のヒントを表示します"},
    {"hint", "lesson", "課の番号（既定：現在の課）"},
    {"hint", "task", "課題の番号（既定：最初に失敗している課題、なければ 1）"},
    {"run", "", "あなたのコードで課のデモをビルドして実行します"},
    {"run", "lesson", "課の番号（既定：現在の課）"},
    {"run", "arguments", "デモに渡す引数（-- の後に書きます）"},
    {"run", "--step", "アルゴリズムを一歩ずつ見ます。Enter で次のステップへ進みます"},
    {"run", "--trace", "ステップをすべて、待たずに表示します"},
    {"run", "--format",
     "--trace と一緒に：text（既定）か json（本のトレースプレイヤーが読むフレーム。JSON の"
     "トレースがある課だけ）"},
    {"run", "--solution", "デモを模範解答で実行します"},
    {"check", "", "課のあなたのコードをビルドして、テストを実行します"},
    {"check", "lesson", "課の番号（既定：現在の課）"},
    {"check", "--task", "この課題のテストだけを実行します"},
    {"check", "--all", "各課題の最初の失敗だけでなく、すべての失敗を表示します"},
    {"check", "--watch", "演習のファイルが変わるたびにもう一度チェックします"},
    {"next", "", "現在の課を完了にして（チェックを通過してから）次の課へ進みます"},
    {"go", "",
     "完了していてもいなくても第 N 課を現在の課にします。難しい課を飛ばして先へ進むときや、前の"
     "課へ戻るときに使います"},
    {"go", "lesson", "課の番号"},
    {"reset", "", "課の演習のスタブを元に戻します（そこでのあなたの作業は消えます）"},
    {"reset", "lesson", "課の番号"},
    {"reset", "--yes", "確認しません"},

    // the other commands, their one line (their options are the instructor's and the
    // lecturer's, in English)
    {"demo", "", "ランダムに打つ二人の対局を一手ずつ見せます"},
    {"gtp", "", "標準入出力で話す GTP v2 の思考エンジンです"},
    {"bench", "", "ベンチマーク：比べるための数値を表示します"},
    {"match", "", "審判のもとで、二人のプレイヤーが囲碁・五目並べ・連珠を対局します"},
    {"golden", "", "模範解答から課の参照出力を書きます（保守する人向け。差分を確かめてください）"},
    {"grade", "", "提出物（フォルダ、.tar.gz、.zip）をサンドボックスでテストごとに採点します"},
    {"export", "", "コースを Gradescope や GitHub Classroom 向けにまとめます"},
    {"tree", "",
     "記録した探索を Graphviz "
     "の図か端末向けのテキストにします：評価値、探索窓、枝刈り、最善の手順"},
    {"board", "", "局面を、スライドや本のための SVG の図か、端末向けのテキストにします"},
    {"gomocup", "",
     "標準入出力で Gomocup（Piskvork）プロトコルを話す五目並べの思考エンジンです（盤は 5x5 "
     "から 20x20）"},
    {"tournament", "",
     "設定ファイルのプレイヤーどうしで囲碁の総当たり戦を行い、全局を SGF で残して対戦表を作り"
     "ます"},
};

// CLI11's own words in its help (CLI/Formatter.hpp's labels) and its groups' names.
constexpr std::pair<const char*, const char*> kLabels[] = {
    {"Usage", "使い方"},
    {"OPTIONS", "オプション"},
    {"SUBCOMMAND", "サブコマンド"},
    {"SUBCOMMANDS", "サブコマンド"},
    {"Positionals", "引数"},
    {"REQUIRED", "必須"},
    {"Excludes", "同時に使えないもの"},
    {"Needs", "必要なもの"},
};

// Every option of `app` and of its subcommands, at any depth, in the group `japanese`
// when it is in CLI11's default one ("Options"); and the subcommands' group likewise.
void name_groups_in_japanese(CLI::App& app)
{
    for (CLI::Option* option : app.get_options())
        if (option->get_group() == "Options") option->group("オプション");
    for (CLI::App* sub : app.get_subcommands({})) {
        if (sub->get_group() == "Subcommands") sub->group("サブコマンド");
        if (CLI::Option* help = sub->get_help_ptr())
            help->description("このヘルプを表示して終わります");
        name_groups_in_japanese(*sub);
    }
}

// A command line CLI11 refuses, explained in Japanese around CLI11's own sentence, which
// names what it refused.
std::string japanese_failure(const CLI::App* app, const CLI::Error& error)
{
    std::string text = "コマンドラインを読めませんでした：" + std::string(error.what()) + "\n";
    if (app->get_help_ptr() != nullptr)
        text += "（" + app->get_help_ptr()->get_name() + " を付けると使い方を表示します）\n";
    return text;
}

} // namespace

std::vector<Command> add_commands(CLI::App& app)
{
    return {
        add_demo_command(app),    add_gtp_command(app),        add_bench_command(app),
        add_match_command(app),   add_show_command(app),       add_hint_command(app),
        add_run_command(app),     add_check_command(app),      add_next_command(app),
        add_reset_command(app),   add_golden_command(app),     add_grade_command(app),
        add_export_command(app),  add_tree_command(app),       add_board_command(app),
        add_gomocup_command(app), add_tournament_command(app), add_go_command(app),
    };
}

Language language_before_parsing(const std::vector<std::string>& arguments)
{
    std::string option;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const std::string_view argument = arguments[i];
        if (argument == "--lang" && i + 1 < arguments.size()) option = arguments[i + 1];
        if (argument.starts_with("--lang=")) option = argument.substr(7);
        if (argument == "--") break; // the demo's own arguments (stonelab run N -- ...)
    }
    try {
        return student_language(option);
    } catch (const LanguageError&) {
        return Language::English;
    }
}

void put_help_in(Language language, CLI::App& app)
{
    if (language == Language::English) return;
    for (const HelpWords& words : kHelpWords) {
        CLI::App* command = *words.command == '\0' ? &app : app.get_subcommand(words.command);
        if (*words.option == '\0')
            command->description(words.japanese);
        else if (CLI::Option* option = command->get_option_no_throw(words.option))
            option->description(words.japanese);
    }
    for (const auto& [english, japanese] : kLabels) app.get_formatter()->label(english, japanese);
    if (CLI::Option* help = app.get_help_ptr()) help->description("このヘルプを表示して終わります");
    name_groups_in_japanese(app);
    app.failure_message(japanese_failure);
}

} // namespace stonelab::cli
