/// \file
/// `stonelab bench ...`: benchmarks that print figures. Each compares with a peer measured in
/// the same run (a ratio), never with a number fixed in advance.
///  - `bench playouts`: random playouts per second from the empty board, on the fast board
///    (engine/go/fast_board.hpp) and on `Board`, with their ratio, for the lessons' uniform
///    `random_move` and then for Pachi's way of picking, `scan_move`; then the capstone
///    player's playouts (engine/go/capstone/: tree, RAVE, tactics and patterns) beside the
///    uniform fast-board ones; `--threads K` adds the fast board's rate on several threads.
///  - `bench search`: nodes per second of alpha-beta and of minimax on tic-tac-toe.
///  - `bench gomoku`: a measurement after Matsuda et al.'s timing experiment: the
///    numeric-sequence method (a brute-force stand-in), the 3^11 table and the pattern tables
///    (engine/gomoku/matsuda.hpp) judging every line of the same seeded random positions, as
///    ratios beside the paper's 304 : 103 : 98, with a line saying how the workload differs
///    from the paper's; then the pattern-table player's make+undo moves per second.
///  - `bench solve`: Go on tiny boards solved exactly under positional superko by the engine's
///    solver (engine/go/tiny_go_solver.hpp): value, nodes, seconds and a line of best play per
///    board, beside the value of Drange's Mini-Go table where it has one.
///  - `bench grade`: the time `stonelab grade` takes for one full submission, and for a class
///    of N graded -j at a time, with the class's time as a multiple of the one submission's.
#include "cli/commands.hpp"

#include "cli/grading.hpp"
#include "cli/number_checks.hpp"
#include "cli/project.hpp"
#include "engine/go/capstone/player.hpp"
#include "engine/go/fast_board.hpp"
#include "engine/go/player.hpp"
#include "engine/go/playout.hpp"
#include "engine/go/tiny_go_solver.hpp"
#include "engine/gomoku/matsuda.hpp"
#include "engine/search/k_in_a_row.hpp"
#include "engine/search/search.hpp"
#include "grader/formats.hpp"

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <memory>
#include <optional>
#include <thread>
#include <unistd.h>
#include <vector>

namespace stonelab::cli {

namespace {

struct PlayoutBenchOptions {
    int size = 9;
    double seconds = 2.0;
    std::uint64_t seed = 1;
    int threads = 1;
};

// What one loop of playouts did.
struct PlayoutCount {
    long playouts = 0, moves = 0, black_wins = 0;
    double seconds = 0;

    // Another loop's count, run after this one (the times add up) or alongside it on
    // another thread (the time is the longer one's).
    void add(const PlayoutCount& other, bool alongside)
    {
        playouts += other.playouts, moves += other.moves, black_wins += other.black_wins;
        seconds = alongside ? std::max(seconds, other.seconds) : seconds + other.seconds;
    }
};

// Playouts from the empty board on a board of type B (FastBoard or Board) for about
// `seconds`, drawing from one Rng, the moves picked by `picker`.
template <class B>
PlayoutCount playout_loop(int size, double seconds, std::uint64_t seed,
                          MovePicker picker = MovePicker::Uniform)
{
    using Clock = std::chrono::steady_clock;
    const Board empty(size);
    const B start(empty);
    Rng rng(seed);
    PlayoutCount count;
    const auto begin = Clock::now();
    const auto deadline = begin + std::chrono::duration<double>(seconds);
    while (Clock::now() < deadline) {
        for (int batch = 0; batch < 16; ++batch) {
            B board = start; // a playout never takes a move back: it plays on a copy
            const PlayoutResult result =
                playout(board, Color::Black, rng, default_move_cap(empty), 7.5, picker);
            ++count.playouts;
            count.moves += result.moves;
            count.black_wins += result.score.margin() > 0;
        }
    }
    count.seconds = std::chrono::duration<double>(Clock::now() - begin).count();
    return count;
}

// `threads` loops at once, each with its own Rng (seeds seed, seed + 1, ...), added up.
template <class B>
PlayoutCount playouts_on_threads(int size, double seconds, std::uint64_t seed, int threads)
{
    std::vector<PlayoutCount> counts(static_cast<std::size_t>(threads));
    std::vector<std::thread> workers;
    for (int t = 0; t < threads; ++t)
        workers.emplace_back([&, t] {
            counts[static_cast<std::size_t>(t)] =
                playout_loop<B>(size, seconds, seed + static_cast<std::uint64_t>(t));
        });
    for (std::thread& worker : workers) worker.join();
    PlayoutCount total;
    for (const PlayoutCount& count : counts) total.add(count, true);
    return total;
}

double rate(const PlayoutCount& count) { return count.playouts / count.seconds; }

void print_count(int size, const PlayoutCount& count, const std::string& board, int threads)
{
    std::cout << std::fixed << std::setprecision(1) << "playouts " << size << "x" << size << ": "
              << count.playouts << " playouts in " << count.seconds << " s = " << rate(count)
              << " playouts/s, " << static_cast<double>(count.moves) / count.playouts
              << " moves per playout, Black wins " << 100.0 * count.black_wins / count.playouts
              << "% at komi 7.5 (" << board << ", " << threads
              << (threads == 1 ? " thread)\n" : " threads)\n");
}

// Runs playouts from the empty board on the fast board and on Board, each for about
// `seconds`, in three interleaved rounds (so that a busy moment of the machine hits both),
// and prints their rates and the ratio: first with the lessons' uniform random_move, then with
// scan_move (Pachi's way, for scripts/bench-vs-pachi.sh); then, with --threads K, the fast
// board's rate on 2, 4, ... and K threads. Both boards play the same games for the same seed
// (tests/engine/test_fast_board.cpp), so the moves per playout and Black's wins agree.
int bench_playouts(const PlayoutBenchOptions& options)
{
    const std::string size = std::to_string(options.size) + "x" + std::to_string(options.size);
    for (MovePicker picker : {MovePicker::Uniform, MovePicker::Scan}) {
        PlayoutCount fast, slow;
        for (int round = 0; round < 3; ++round) {
            const std::uint64_t seed = options.seed + static_cast<std::uint64_t>(round) * 1000;
            fast.add(playout_loop<FastBoard>(options.size, options.seconds / 3, seed, picker),
                     false);
            slow.add(playout_loop<Board>(options.size, options.seconds / 3, seed, picker), false);
        }
        const std::string how = picker == MovePicker::Scan ? ", scan_move" : "";
        print_count(options.size, fast, "fast board" + how, 1);
        print_count(options.size, slow, "Board" + how, 1);
        std::cout << std::setprecision(2) << "fast board / Board" << how << ": "
                  << rate(fast) / rate(slow) << " times the playouts per second on " << size
                  << "\n";
    }
    // The capstone player's search from the empty board, a new tree each round, against the
    // uniform fast-board playouts in the same rounds.
    PlayoutCount uniform, capstone;
    for (int round = 0; round < 3; ++round) {
        const std::uint64_t seed = options.seed + static_cast<std::uint64_t>(round) * 1000;
        uniform.add(playout_loop<FastBoard>(options.size, options.seconds / 3, seed), false);
        CapstoneOptions knobs;
        knobs.reuse_tree = false;
        CapstonePlayer player(knobs);
        Rng rng(seed);
        const Game empty{Board(options.size), Rules{KoRule::Simple, 7.5}};
        const auto begin = std::chrono::steady_clock::now();
        const CapstoneSearch search =
            player.analyze(empty, Color::Black, rng, SearchBudget{1, options.seconds / 3});
        PlayoutCount count;
        count.playouts = search.playouts;
        count.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
        capstone.add(count, false);
    }
    std::cout << std::fixed << std::setprecision(1) << "capstone " << size << ": "
              << capstone.playouts << " playouts in " << capstone.seconds
              << " s = " << rate(capstone) << " playouts/s (search from the empty board: tree, "
              << "RAVE, tactics, patterns)\n"
              << std::setprecision(2)
              << "capstone / uniform fast board: " << rate(capstone) / rate(uniform)
              << " times the playouts per second on " << size << "\n";
    std::vector<int> thread_counts;
    for (int threads = 2; threads < options.threads; threads *= 2) thread_counts.push_back(threads);
    if (options.threads > 1) thread_counts.push_back(options.threads);
    for (int threads : thread_counts)
        print_count(options.size,
                    playouts_on_threads<FastBoard>(options.size, options.seconds / 3, options.seed,
                                                   threads),
                    "fast board", threads);
    return 0;
}

struct GradeBenchOptions {
    int class_size = 30;
    int jobs = 2;
};

namespace fs = std::filesystem;

// A class of `count` submissions in `folder`: each a student's whole course, the solution in
// every lesson but one, which is that lesson's stub for every third student, one of its buggy
// versions (where the build made them) for every third, and the solution for the rest.
std::vector<fs::path> make_class(const Project& project, const fs::path& folder, int count)
{
    const auto& lessons = project.course().lessons;
    std::vector<fs::path> submissions;
    for (int student = 0; student < count; ++student) {
        const fs::path exercises =
            folder / ("student-" + std::to_string(student + 1)) / "exercises";
        const std::size_t odd_one = static_cast<std::size_t>(student) % lessons.size();
        for (std::size_t index = 0; index < lessons.size(); ++index) {
            const Lesson& lesson = lessons[index];
            fs::path source = project.root() / "solutions" / lesson.folder();
            if (index == odd_one && student % 3 == 0) source = project.exercise_dir(lesson);
            if (index == odd_one && student % 3 == 1) {
                const fs::path bugs = project.build_dir() / "bugs" / lesson.folder();
                std::error_code error;
                for (const auto& bug : fs::directory_iterator(bugs, error)) {
                    source = bug.path();
                    break;
                }
            }
            if (!fs::is_directory(source)) continue;
            fs::create_directories(exercises / lesson.folder());
            fs::copy(source, exercises / lesson.folder(), fs::copy_options::recursive);
        }
        submissions.push_back(exercises.parent_path());
    }
    return submissions;
}

int bench_grade(const GradeBenchOptions& options)
{
    using namespace stonelab::grader;
    using Clock = std::chrono::steady_clock;
    const Project project = Project::open();
    GradeSettings settings;
    settings.jobs = options.jobs;
    const Grader grader = prepare_grader(project, settings, {}, std::cerr);
    const fs::path folder =
        fs::temp_directory_path() / ("stonelab-bench-grade-" + std::to_string(getpid()));
    fs::remove_all(folder);
    const std::vector<fs::path> students =
        make_class(project, folder / "class", options.class_size);
    const auto seconds_since = [](Clock::time_point start) {
        return std::chrono::duration<double>(Clock::now() - start).count();
    };

    auto start = Clock::now();
    const SubmissionGrade one = grader.grade(project.root() / "solutions", 0);
    const double one_seconds = seconds_since(start);
    std::size_t tests = 0;
    for (const LessonGrade& lesson : one.lessons) tests += lesson.tests.size();

    start = Clock::now();
    ProgressBar progress(std::cerr, static_cast<int>(students.size()),
                         isatty(STDERR_FILENO) ? ProgressBar::Style::Redraw
                                               : ProgressBar::Style::Lines);
    grade_all(grader, students, [&](const SubmissionGrade& graded) { progress.finished(graded); });
    progress.close();
    const double class_seconds = seconds_since(start);
    fs::remove_all(folder);

    std::cout << std::fixed << std::setprecision(1) << "grade: one submission ("
              << one.lessons.size() << " lessons, " << tests << " tests, "
              << grader.sandbox().wall_name() << ") in " << one_seconds << " s\n"
              << "grade: a class of " << students.size() << " with " << options.jobs << " jobs in "
              << class_seconds << " s = " << class_seconds / static_cast<double>(students.size())
              << " s per submission; " << std::setprecision(2) << class_seconds / one_seconds
              << " x one submission (" << static_cast<double>(students.size()) / options.jobs
              << " x with perfect use of " << options.jobs << " jobs)\n";
    return 0;
}

// `bench search`: minimax and fail-soft alpha-beta on the full tic-tac-toe tree, each
// repeated for about `seconds`, with nodes per second and the ratios between the two.
Command with_search_bench(CLI::App* bench, Command others)
{
    auto seconds = std::make_shared<double>(1.0);
    auto* search = bench->add_subcommand(
        "search", "Nodes per second of alpha-beta vs minimax on tic-tac-toe's whole tree");
    search->add_option("--seconds", *seconds, "How long to run each algorithm")
        ->check(real_range_check(kMinMoveSeconds, kMaxMoveSeconds));
    const auto run = [seconds] {
        using Clock = std::chrono::steady_clock;
        struct Rate {
            long nodes_per_search = 0;
            double nodes_per_second = 0;
        };
        const auto measure = [&](search::Algorithm algorithm) {
            search::KInARow game = search::tic_tac_toe();
            long nodes = 0, per_search = 0;
            const auto start = Clock::now();
            const auto deadline = start + std::chrono::duration<double>(*seconds);
            do {
                per_search = search::run_search(algorithm, game).nodes;
                nodes += per_search;
            } while (Clock::now() < deadline);
            const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
            std::cout << std::fixed << std::setprecision(0) << "search tic-tac-toe, "
                      << search::algorithm_name(algorithm) << ": " << per_search
                      << " nodes per search, " << nodes / elapsed << " nodes/s\n";
            return Rate{per_search, nodes / elapsed};
        };
        const Rate minimax = measure(search::Algorithm::Minimax);
        const Rate alpha_beta = measure(search::Algorithm::AlphaBetaFailSoft);
        std::cout << std::setprecision(2) << "alpha-beta / minimax: "
                  << alpha_beta.nodes_per_second / minimax.nodes_per_second
                  << " x the nodes per second; minimax searches "
                  << static_cast<double>(minimax.nodes_per_search) / alpha_beta.nodes_per_search
                  << " x as many nodes\n";
        return 0;
    };
    return {others.app, [search, run, others] { return search->parsed() ? run() : others.run(); }};
}

// `bench gomoku`: each method judges every line of every empty point for both colours on the
// same seeded 15x15 positions, repeated for about `seconds`; then make+undo on the board.
Command with_gomoku_bench(CLI::App* bench, Command others)
{
    auto seconds = std::make_shared<double>(1.0);
    auto seed = std::make_shared<std::uint64_t>(1997);
    auto* gomoku_bench = bench->add_subcommand(
        "gomoku", "Matsuda et al.'s three ways of judging a point, and make+undo per second");
    gomoku_bench->add_option("--seconds", *seconds, "How long to run each method")
        ->check(real_range_check(kMinMoveSeconds, kMaxMoveSeconds));
    gomoku_bench->add_option("--seed", *seed, "RNG seed of the positions")->check(seed_check());
    const auto run = [seconds, seed] {
        using Clock = std::chrono::steady_clock;
        namespace matsuda = gomoku::matsuda;
        std::vector<gomoku::Board> positions;
        Rng rng(*seed);
        for (int k = 0; k < 20; ++k) {
            gomoku::Board board(gomoku::kStandardSize);
            const int stones = 20 + static_cast<int>(rng.below(60));
            for (int s = 0; s < stones; ++s) {
                const Point p = board.points()[rng.below(225)];
                if (board.is_empty(p))
                    board.place(p, rng.below(2) == 0 ? Color::Black : Color::White);
            }
            positions.push_back(board);
        }
        matsuda::shape_by_table(positions[0], positions[0].points()[0], 0, Color::Black);
        // Seconds per judgement of every line of every position, and a checksum of verdicts.
        const auto measure = [&](const char* name, auto judge) {
            long rounds = 0;
            long lines = 0;
            long threats = 0;
            const auto start = Clock::now();
            const auto deadline = start + std::chrono::duration<double>(*seconds);
            do {
                for (const gomoku::Board& board : positions)
                    for (Point p : board.points()) {
                        if (!board.is_empty(p)) continue;
                        for (Color color : {Color::Black, Color::White})
                            for (int m = 0; m < gomoku::kLineDirections; ++m) {
                                threats += judge(board, p, m, color) != matsuda::Shape::None;
                                ++lines;
                            }
                    }
                ++rounds;
            } while (Clock::now() < deadline);
            const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
            std::cout << std::fixed << std::setprecision(0) << "gomoku " << name << ": "
                      << lines / elapsed << " lines/s (" << threats / rounds
                      << " lines with something, of " << lines / rounds << ")\n";
            return elapsed / static_cast<double>(rounds);
        };
        const double sequence =
            measure("numeric sequence", [](const gomoku::Board& b, Point p, int m, Color c) {
                return matsuda::shape_by_sequence(b, p, m, c);
            });
        const double table =
            measure("3^11 table", [](const gomoku::Board& b, Point p, int m, Color c) {
                return matsuda::shape_by_table(b, p, m, c);
            });
        const double patterns =
            measure("pattern tables", [](const gomoku::Board& b, Point p, int m, Color c) {
                return matsuda::shape_at(b, p, m, c);
            });
        std::cout << std::setprecision(0)
                  << "numeric sequence : 3^11 table : pattern tables = " << 98 * sequence / patterns
                  << " : " << 98 * table / patterns << " : 98 (the paper: 304 : 103 : 98)\n"
                  << "  (not the paper's workload: 20 random positions, not its Figure 5; every "
                     "line judged,\n   no move chosen; the numeric-sequence method a brute-force "
                     "stand-in. See lesson 10.)\n";
        // make+undo: every empty point of every position played and taken back, with the
        // pattern tables' verdicts on the new stone's four lines.
        long moves = 0;
        long fives = 0;
        const auto start = Clock::now();
        const auto deadline = start + std::chrono::duration<double>(*seconds);
        do {
            for (gomoku::Board board : positions)
                for (Point p : board.points()) {
                    if (!board.is_empty(p)) continue;
                    const Color color = board.to_move();
                    board.play(p);
                    fives += matsuda::shapes_at(board, p, color)[0] == matsuda::Shape::Five;
                    board.undo();
                    ++moves;
                }
        } while (Clock::now() < deadline);
        const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
        std::cout << std::setprecision(0)
                  << "gomoku make+undo with the pattern tables' verdicts: " << moves / elapsed
                  << " moves/s (" << fives << " made a five across)\n";
        return 0;
    };
    return {others.app,
            [gomoku_bench, run, others] { return gomoku_bench->parsed() ? run() : others.run(); }};
}

// The values of Ted Drange's Mini-Go table (area counting, no komi; mathpuzzle.com/go) for
// the boards it lists, by the shorter and the longer side (a board and its transpose are the
// same game). Other published values (van der Werf and Winands, 2009) are not quoted here: we
// could not check them against the paper.
std::optional<int> drange_value(int width, int height)
{
    struct Known {
        int short_side, long_side, value;
    };
    static constexpr Known table[] = {{1, 2, 0},  {1, 3, 3},  {1, 4, 4},  {1, 5, 0}, {1, 6, 1},
                                      {1, 7, 2},  {1, 8, 3},  {1, 9, 0},  {2, 2, 1}, {2, 3, 0},
                                      {2, 4, 8},  {2, 5, 10}, {2, 6, 12}, {3, 3, 9}, {3, 4, 4},
                                      {3, 5, 15}, {3, 6, 18}, {4, 4, 2},  {5, 5, 25}};
    const int short_side = std::min(width, height), long_side = std::max(width, height);
    for (const Known& known : table)
        if (known.short_side == short_side && known.long_side == long_side) return known.value;
    return std::nullopt;
}

struct SolveBenchOptions {
    std::vector<std::string> boards;
    long max_nodes = 20'000'000;
};

// `bench solve`: each board solved from the empty board, printed as soon as it is done.
int bench_solve(const SolveBenchOptions& options)
{
    using Clock = std::chrono::steady_clock;
    std::vector<std::pair<int, int>> boards;
    for (const std::string& text : options.boards) {
        const std::size_t x = text.find_first_of("xX");
        const auto width =
            x == std::string::npos ? std::nullopt : whole_number<int>(text.substr(0, x));
        const auto height =
            x == std::string::npos ? std::nullopt : whole_number<int>(text.substr(x + 1));
        if (!width || !height || *width < 1 || *height < 1 || *width > 19 || *height > 19 ||
            *width * *height > 32) {
            std::cerr << "stonelab bench solve: --board " << text
                      << ": give WxH with sides from 1 to 19 and at most 32 points\n";
            return 2;
        }
        boards.emplace_back(*width, *height);
    }
    if (boards.empty())
        boards = {{1, 1}, {1, 2}, {1, 3}, {1, 4}, {1, 5}, {1, 6}, {1, 7},
                  {2, 2}, {2, 3}, {2, 4}, {2, 5}, {2, 6}, {3, 3}, {3, 4}};
    for (const auto& [width, height] : boards) {
        search::SolverOptions solver_options;
        solver_options.max_nodes = options.max_nodes;
        search::TinyGoSolver solver(width, height, solver_options);
        const auto start = Clock::now();
        const search::SolveResult result = solver.solve();
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        const auto published = drange_value(width, height);
        const auto signed_value = [](int v) { return (v > 0 ? "+" : "") + std::to_string(v); };
        std::cout << "solve " << width << "x" << height << ": ";
        if (result.solved)
            std::cout << "value " << signed_value(result.value);
        else
            std::cout << "not solved in " << result.nodes << " nodes; value in ["
                      << signed_value(result.lower) << ", " << signed_value(result.upper) << "]";
        std::cout << ", " << result.nodes << " nodes (" << result.table_hits << " table answers, "
                  << result.iterations << " null-window questions, " << result.full_searches
                  << " searches with every move), " << std::fixed << std::setprecision(2) << seconds
                  << " s; published (Drange) "
                  << (published ? signed_value(*published) : std::string("none")) << "\n";
        if (!result.solved) continue;
        std::cout << "  line:";
        for (Point p : result.principal_variation) std::cout << ' ' << solver.move_name(p);
        std::cout << " (" << result.line_nodes << " more nodes to find it)" << std::endl;
    }
    return 0;
}

} // namespace

Command add_bench_command(CLI::App& app)
{
    auto* bench = app.add_subcommand("bench", "Benchmarks: prints figures to compare");
    bench->require_subcommand(1);
    auto options = std::make_shared<PlayoutBenchOptions>();
    auto* playouts = bench->add_subcommand("playouts", "Random playouts from the empty board");
    playouts->add_option("--size", options->size, "Board size")->check(CLI::Range(1, 19));
    playouts->add_option("--seconds", options->seconds, "How long to run")
        ->check(real_range_check(kMinMoveSeconds, kMaxMoveSeconds));
    playouts->add_option("--seed", options->seed, "RNG seed")->check(seed_check());
    playouts
        ->add_option("--threads", options->threads,
                     "Also the fast board's rate on 2, 4, ... and this many threads, one loop each")
        ->check(CLI::Range(1, 256));

    auto grade_options = std::make_shared<GradeBenchOptions>();
    auto* grade = bench->add_subcommand(
        "grade", "Time stonelab grade: one full submission, then a class graded in parallel");
    grade->add_option("--class", grade_options->class_size, "Submissions in the class")
        ->check(CLI::Range(1, 500));
    grade->add_option("-j,--jobs", grade_options->jobs, "Submissions graded at the same time")
        ->check(CLI::Range(1, 64));
    auto solve_options = std::make_shared<SolveBenchOptions>();
    auto* solve = bench->add_subcommand(
        "solve", "Solve Go on tiny boards exactly (positional superko, area, no komi)");
    solve->add_option("--board", solve_options->boards,
                      "A board WxH to solve (repeat for more; default 1x1 to 1x7, 2x2 to 2x6, "
                      "3x3 and 3x4)");
    solve
        ->add_option("--max-nodes", solve_options->max_nodes,
                     "Give up on a board after this many nodes, printing the bounds proved")
        ->check(CLI::Range(1L, 100'000'000'000L));
    Command command{bench, [options, grade_options, grade, solve_options, solve] {
                        if (solve->parsed()) return bench_solve(*solve_options);
                        return grade->parsed() ? bench_grade(*grade_options)
                                               : bench_playouts(*options);
                    }};
    return with_gomoku_bench(bench, with_search_bench(bench, std::move(command)));
}

} // namespace stonelab::cli
