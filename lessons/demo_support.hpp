/// \file
/// What every lesson demo shares: the ways to run it (plain, `--step`, `--trace`, and for the
/// demos that have one, `--trace --format json`: the trace the book's player steps through)
/// and drawing a step as a board with the points in play marked; and the student's language
/// (`in_japanese`, `say`): every sentence a demo prints is written in English and Japanese.
#pragma once

#include "common/text.hpp"
#include "engine/base/color.hpp"
#include "engine/base/pattern.hpp"
#include "engine/base/utf8.hpp"
#include "engine/formats/diagram.hpp"
#include "engine/formats/trace_json.hpp"
#include "engine/gomoku/board.hpp"
#include "lessons/not_implemented.hpp"

#include <CLI/CLI.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <regex>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace stonelab::demo {

/// True when the student reads Japanese: the environment's STONELAB_LANG is `ja`. `stonelab
/// run` sets it to the language the student chose (`--lang`, STONELAB_LANG, the saved choice
/// or the locale: cli/language.hpp), so a demo only has to look here. Anything else, or
/// nothing, is English: a demo run by hand or by a test speaks English unless asked.
inline bool in_japanese()
{
    const char* name = std::getenv("STONELAB_LANG");
    return name != nullptr && std::string_view(name) == "ja";
}

/// One sentence of a demo, written in both languages side by side, in the student's:
///
///     demo::say("{0} plays {1}", "{0}が {1} に打ちます", {player, vertex})
///
/// `{0}`, `{1}` ... stand for `arguments`, so that each language puts them in its own order
/// (engine/base/pattern.hpp's `filled`, as cli/messages.hpp does for the `stonelab`
/// command's own sentences).
inline std::string say(std::string_view english, std::string_view japanese,
                       const std::vector<std::string>& arguments = {})
{
    return filled(in_japanese() ? japanese : english, arguments);
}

/// A player's name in a sentence: "Black" or "White"; 黒 or 白.
inline std::string player_name(Color color)
{
    return color == Color::Black ? say("Black", "黒") : say("White", "白");
}

/// A colour as the engine's color_name writes it ("black", "empty"), or in Japanese (黒, 白).
inline std::string colour_words(Color color)
{
    if (!in_japanese() || (color != Color::Black && color != Color::White))
        return std::string(color_name(color));
    return color == Color::Black ? "黒" : "白";
}

/// Numbers as printf writes them, for the arguments of `say`: the figures every demo printed
/// before it spoke two languages, byte for byte. `fixed(0.8447, 3)` is "0.845" (%.*f),
/// `signed_number(-1.5)` is "-1.5" and `signed_number(1)` "+1" (%+g, %+d). An infinite value
/// (UCB1's for a child never visited) is "inf", on every standard library.
inline std::string fixed(double value, int decimals)
{
    if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

inline std::string signed_number(double value)
{
    char text[64];
    std::snprintf(text, sizeof text, "%+g", value);
    return text;
}

inline std::string signed_number(int value)
{
    char text[64];
    std::snprintf(text, sizeof text, "%+d", value);
    return text;
}

/// The text of the diagram file `path` (`--diagram FILE` of the demos): one byte more than
/// `parse_diagram` accepts, no more, so that a huge file (or /dev/zero) is refused at once.
/// Throws std::runtime_error if the file cannot be read.
inline std::string read_diagram_text(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + path);
    std::string text(kMaxDiagramBytes + 1, '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<std::size_t>(in.gcount()));
    return text;
}

/// The position of the text diagram in the file `path`. Throws std::runtime_error if the file
/// cannot be read, DiagramError if it holds no diagram.
inline Board read_diagram_file(const std::string& path)
{
    return parse_diagram(read_diagram_text(path));
}

/// A Gomoku position (lessons 10 and 11) as a Go board with the same stones, to draw it as a
/// step or put it in a JSON trace's frame. The stones are set, not played: no Go rule takes
/// any away, not even a string left without liberties. The two boards number their
/// points alike (base/geometry.hpp), so a point of one is the same point of the other.
inline Board go_board_of(const gomoku::Board& position)
{
    Board board(position.size());
    for (Point p : position.moves()) board.set_stone(p, position.at(p));
    return board;
}

/// What a demo says when it stops on an error: its message, in the student's language when it
/// is a stub's NotImplemented ("task 2 is not done yet — see lessons/.../README.md#task-2"),
/// pointing to the Japanese text (the words `stonelab check` uses, cli/messages.cpp); other
/// messages (the engine's, the student's own) as they are.
inline std::string error_words(const std::exception& error)
{
    const std::string message = error.what();
    if (!in_japanese() || dynamic_cast<const NotImplemented*>(&error) == nullptr) return message;
    static const std::regex stub(
        R"(task ([0-9]+) is not done yet — see lessons/([^/ ]+)/README\.md#task-([0-9]+))");
    return std::regex_replace(
        message, stub,
        "課題 $1 はまだ書かれていません — lessons/$2/README.ja.md#task-$3 を読んでください");
}

/// How a demo shows its algorithm.
enum class Mode {
    Plain, ///< only the result
    Step,  ///< each step drawn, then wait for Enter (q + Enter stops stepping)
    Trace, ///< each step drawn, one after the other, no waiting (usable as a reference output)
    Json,  ///< every step as a frame of one JSON document (engine/formats/trace_json.hpp)
};

/// Adds `--step`, `--trace` and `--format text|json` to a demo's command line. `--format
/// json` goes with `--trace` only; anything else is refused with a message naming what is
/// allowed.
inline void add_mode_options(CLI::App& app, Mode& mode)
{
    auto* step = app.add_flag_callback(
        "--step", [&mode] { mode = Mode::Step; },
        say("Walk through the algorithm: Enter for the next step",
            "アルゴリズムを一歩ずつ見ます。Enter で次のステップへ進みます"));
    auto* trace = app.add_flag_callback(
        "--trace", [&mode] { mode = Mode::Trace; },
        say("Print every step of the algorithm without waiting",
            "アルゴリズムのステップをすべて、待たずに表示します"));
    step->excludes(trace);
    auto format = std::make_shared<std::string>("text");
    app.add_option("--format", *format,
                   say("With --trace: text (the default) or json (the book's player reads it)",
                       "--trace と一緒に：text（既定）または json（本のプレイヤーが読む形式）"));
    app.parse_complete_callback([&mode, format] {
        if (*format == "text") return;
        if (*format != "json")
            throw CLI::ValidationError("--format",
                                       say("must be text or json, not '{0}'",
                                           "text か json を指定してください（'{0}' は使えません）",
                                           {*format}));
        if (mode != Mode::Trace)
            throw CLI::ValidationError(
                "--format",
                say("json goes with --trace only (not with --step or alone): the "
                    "JSON is the whole trace at once",
                    "json は --trace と一緒にだけ使えます（--step や単独では使えません）。"
                    "JSON はトレース全体を一度に書き出すものだからです"));
        mode = Mode::Json;
    });
}

/// The widest a step's drawing and the text beside it may be together before the text goes
/// under the drawing instead: an 80-column terminal.
inline constexpr std::size_t kStepWidth = 78;

/// A key a step offers at the prompt besides Enter, a number and q (a letter, say "m"):
/// typed and followed by Enter, it prints what `show` returns and asks again.
struct StepKey {
    std::string key;                   ///< what to type, e.g. "m"
    std::string what;                  ///< what it shows, for the prompt: "the playout's moves"
    std::function<std::string()> show; ///< the text it prints
};

/// One step of an algorithm, everything a demo may show in it.
struct Step {
    std::string caption;                ///< the step in words (the first line: what it does)
    std::optional<Board> board;         ///< the position, with `marks` on it; none: text alone
    std::map<Point, std::string> marks; ///< e.g. `{p, "*"}` for the point being looked at
    /// Text drawn right of the board (under it when the two do not fit in kStepWidth), or
    /// under the caption when there is no board: a tree, a table, a code growing.
    std::string beside;
    /// In a JSON trace `beside` becomes more lines of the caption; false when the frame's
    /// `tree` already shows what it says.
    bool beside_in_json = true;
    std::vector<trace::TreeNode> tree; ///< the JSON frame's search tree (search lessons)
    std::vector<StepKey> keys;         ///< what else the prompt offers in this step
};

/// Shows the steps of an algorithm according to the mode. Every demo's `--step` stops at the
/// same prompt with the same keys: Enter for the next step, a number N and Enter to run N
/// steps without stopping, q and Enter to run to the end (and the step's own keys).
class Stepper {
public:
    explicit Stepper(Mode mode, std::ostream& out = std::cout, std::istream& in = std::cin)
        : mode_(mode), out_(out), in_(in)
    {
    }

    /// True when steps are shown at all.
    bool showing() const { return mode_ != Mode::Plain; }

    /// True when the steps become a JSON trace (`--trace --format json`).
    bool json() const { return mode_ == Mode::Json; }

    /// For the JSON trace: the lesson, its title, and what each text mark of `step` means
    /// (`{"@", trace::MarkKind::Visit}`); a text mark not listed becomes a label.
    void describe(int lesson, std::string title, std::map<std::string, trace::MarkKind> kinds)
    {
        trace_.lesson = lesson;
        trace_.title = std::move(title);
        kinds_ = std::move(kinds);
    }

    /// One step: a numbered caption and the board with `marks` drawn on it (e.g. `{p, "*"}`
    /// for the point being looked at). Waits at the prompt in step mode.
    void step(const std::string& caption, const Board& board,
              const std::map<Point, std::string>& marks = {})
    {
        Step s;
        s.caption = caption;
        s.board = board;
        s.marks = marks;
        show(s);
    }

    /// One step, in full (see Step). In a JSON trace, a step with neither board nor tree adds
    /// its lines to the last frame's caption, as `note` does.
    void show(const Step& step)
    {
        if (!showing()) return;
        if (json()) {
            add_frame(step);
            return;
        }
        ++count_;
        out_ << say("step {0}: ", "ステップ {0}：", {std::to_string(count_)}) << step.caption
             << "\n";
        if (step.board) {
            DiagramOptions options;
            options.marks = step.marks;
            out_ << side_by_side(print_diagram(*step.board, options), step.beside, kStepWidth);
        } else if (!step.beside.empty()) {
            out_ << step.beside << (step.beside.back() == '\n' ? "" : "\n");
        }
        // Flushed at once: the steps before a crash stay on the screen, even through a pipe.
        out_ << std::endl;
        if (mode_ == Mode::Step) wait(step.keys);
    }

    /// The search tree of the last step's frame (search lessons): JSON traces only.
    void attach_tree(std::vector<trace::TreeNode> tree)
    {
        if (json() && !trace_.frames.empty()) trace_.frames.back().tree = std::move(tree);
    }

    /// A frame made by the demo itself (a search tree, say): JSON traces only.
    void frame(trace::Frame frame)
    {
        if (json()) trace_.frames.push_back(std::move(frame));
    }

    /// A step without a board. In a JSON trace, a note before the first frame becomes the
    /// trace's legend, a later one a new line of the last frame's caption.
    void note(const std::string& text)
    {
        if (!json()) {
            if (showing()) out_ << text << std::endl;
        } else if (trace_.frames.empty()) {
            trace_.legend += (trace_.legend.empty() ? "" : "\n") + text;
        } else {
            trace_.frames.back().caption += "\n" + text;
        }
    }

    /// Ends the run: writes the JSON trace (nothing to do in the other modes).
    void finish()
    {
        if (json()) out_ << trace::trace_json(trace_) << std::flush;
    }

private:
    // A JSON frame of `step`; its text marks become kinds (`describe`) or labels.
    void add_frame(const Step& step)
    {
        std::string caption = step.caption;
        if (step.beside_in_json && !step.beside.empty()) {
            caption += "\n" + step.beside;
            while (!caption.empty() && caption.back() == '\n') caption.pop_back();
        }
        if (!step.board && step.tree.empty()) {
            note(caption);
            return;
        }
        trace::Frame frame;
        frame.board = step.board;
        frame.caption = caption;
        frame.tree = step.tree;
        for (const auto& [p, text] : step.marks) {
            const auto kind = kinds_.find(text);
            if (kind != kinds_.end())
                frame.marks.push_back({p, kind->second});
            else
                frame.labels.push_back({p, text});
        }
        trace_.frames.push_back(std::move(frame));
    }

    // The prompt of step mode: Enter, a number of steps to run without stopping, q, or one of
    // the step's own keys. At the end of the input, the rest runs without stopping.
    void wait(const std::vector<StepKey>& keys)
    {
        if (skip_ > 0) {
            --skip_;
            return;
        }
        std::string prompt = say("[Enter: next step", "［Enter：次のステップ");
        for (const StepKey& key : keys) prompt += say(", ", "、") + key.key + ": " + key.what;
        prompt +=
            say(", a number: that many, q: to the end] ", "、数字：その数だけ進む、q：最後まで］ ");
        for (;;) {
            out_ << prompt << std::flush;
            std::string answer;
            if (!std::getline(in_, answer)) {
                mode_ = Mode::Trace;
                return;
            }
            answer = trimmed(answer);
            if (answer.empty()) return;
            if (answer == "q") {
                mode_ = Mode::Trace;
                return;
            }
            if (answer.find_first_not_of("0123456789") == std::string::npos && answer.size() <= 6) {
                skip_ = std::max(std::stoi(answer) - 1, 0);
                return;
            }
            bool known = false;
            for (const StepKey& key : keys)
                if (answer == key.key) {
                    const std::string text = key.show();
                    out_ << text << (text.empty() || text.back() == '\n' ? "" : "\n");
                    known = true;
                }
            if (!known)
                out_ << say("(not a key here: '{0}')", "（ここでは使えないキーです：'{0}'）",
                            {answer})
                     << "\n";
        }
    }

    Mode mode_;
    std::ostream& out_;
    std::istream& in_;
    int count_ = 0;
    int skip_ = 0;       // steps still to run without stopping (a number typed at the prompt)
    trace::Trace trace_; // the frames so far (JSON mode)
    std::map<std::string, trace::MarkKind> kinds_; // text mark -> JSON kind
};

} // namespace stonelab::demo
