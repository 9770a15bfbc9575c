/// \file
/// What every lesson demo shares: the three ways to run it (plain, `--step`, `--trace`) and
/// drawing a step as a board with the points in play marked.
#pragma once

#include "engine/formats/diagram.hpp"

#include <CLI/CLI.hpp>

#include <fstream>
#include <iostream>
#include <map>
#include <stdexcept>
#include <string>

namespace stonelab::demo {

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

/// How a demo shows its algorithm.
enum class Mode {
    Plain, ///< only the result
    Step,  ///< each step drawn, then wait for Enter (q + Enter stops stepping)
    Trace, ///< each step drawn, one after the other, no waiting (usable as a reference output)
};

/// Adds `--step` and `--trace` to a demo's command line.
inline void add_mode_options(CLI::App& app, Mode& mode)
{
    auto* step = app.add_flag_callback(
        "--step", [&mode] { mode = Mode::Step; },
        "Walk through the algorithm: Enter for the next step");
    auto* trace = app.add_flag_callback(
        "--trace", [&mode] { mode = Mode::Trace; },
        "Print every step of the algorithm without waiting");
    step->excludes(trace);
}

/// Shows the steps of an algorithm according to the mode.
class Stepper {
public:
    explicit Stepper(Mode mode, std::ostream& out = std::cout, std::istream& in = std::cin)
        : mode_(mode), out_(out), in_(in)
    {
    }

    /// True when steps are shown at all.
    bool showing() const { return mode_ != Mode::Plain; }

    /// One step: a numbered caption and the board with `marks` drawn on it (e.g. `{p, "*"}`
    /// for the point being looked at). Waits for Enter in step mode.
    void step(const std::string& caption, const Board& board,
              const std::map<Point, std::string>& marks = {})
    {
        if (!showing()) return;
        ++count_;
        out_ << "step " << count_ << ": " << caption << "\n";
        DiagramOptions options;
        options.marks = marks;
        // Flushed at once: the steps before a crash stay on the screen, even through a pipe.
        out_ << print_diagram(board, options) << std::endl;
        if (mode_ == Mode::Step) {
            out_ << "[Enter: next step, q: run to the end] " << std::flush;
            std::string answer;
            if (!std::getline(in_, answer) || answer == "q") mode_ = Mode::Trace;
        }
    }

    /// A step without a board.
    void note(const std::string& text)
    {
        if (showing()) out_ << text << std::endl;
    }

private:
    Mode mode_;
    std::ostream& out_;
    std::istream& in_;
    int count_ = 0;
};

} // namespace stonelab::demo
