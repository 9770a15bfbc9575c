// Reference outputs ("golden files"): written from the reference solution by a lesson's
// golden program, or compared with what is committed.
//
// A lesson's tests/NN-slug/golden.cpp is a `main` that computes every reference output of
// the lesson with the solution and hands each to a GoldenFiles. `stonelab golden NN` runs it
// to write tests/NN-slug/data/; CI runs it with --check so a reference output can never
// drift from the solution.
//
// The expected outputs of hidden tests (tests/hidden.hpp) are reference outputs too, kept
// in the sibling folder tests/NN-slug/hidden/ so that they can be left out of what students
// get: `hidden_file` writes or checks those.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace stonelab::golden {

class GoldenFiles {
public:
    /// `argv`: [--check] DIR. Exits with a usage message on anything else.
    GoldenFiles(int argc, char** argv)
    {
        std::vector<std::string> args(argv + 1, argv + argc);
        if (!args.empty() && args.front() == "--check") {
            check_ = true;
            args.erase(args.begin());
        }
        if (args.size() != 1) {
            std::cerr << "usage: " << argv[0] << " [--check] DATA_DIR\n";
            std::exit(2);
        }
        dir_ = args.front();
    }

    /// One reference output in DIR: written (write mode) or compared (check mode).
    void file(const std::string& name, const std::string& content)
    {
        write_or_check(dir_ / name, content);
    }

    /// The expected output of a hidden test: `hidden/<name>` next to DIR (DIR/../hidden),
    /// written or compared like any other reference output.
    void hidden_file(const std::string& name, const std::string& content)
    {
        write_or_check((dir_ / ".." / "hidden" / name).lexically_normal(), content);
    }

    /// The exit code: 0 when everything was written or matched.
    int finish() const
    {
        if (check_)
            std::cout << files_ << " reference outputs checked, " << problems_ << " differ\n";
        return problems_ == 0 ? 0 : 1;
    }

private:
    void write_or_check(const std::filesystem::path& path, const std::string& content)
    {
        if (!check_) {
            std::filesystem::create_directories(path.parent_path());
            std::ofstream(path, std::ios::binary) << content;
            std::cout << "wrote " << path.string() << "\n";
            return;
        }
        std::ifstream in(path, std::ios::binary);
        std::stringstream committed;
        committed << in.rdbuf();
        if (!in) {
            std::cout << "MISSING " << path.string() << ": run `stonelab golden` and review it\n";
            ++problems_;
        } else if (committed.str() != content) {
            std::cout << "DRIFTED " << path.string() << ": the solution now gives\n"
                      << content
                      << "\n(run `stonelab golden` to regenerate, then review the diff)\n";
            ++problems_;
        }
        ++files_;
    }

    bool check_ = false;
    std::filesystem::path dir_;
    int files_ = 0;
    int problems_ = 0;
};

} // namespace stonelab::golden
