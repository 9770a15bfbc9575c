// Stonelab's renju referee (engine/gomoku/renju.hpp) against renju referees nobody here wrote:
// for every empty point of many 15x15 positions, is a Black stone there forbidden, and for
// which reason? scripts/renju-agreement.sh builds and runs it, and says where the outside
// referees come from; their code is compiled from the user's own checkouts and never copied
// into the project.
//
//  - Wenzhe Lu's ForbiddenPointFinder, the copy in the renju branch of
//    github.com/kinfkongorg/KataGo (cpp/forbiddenPoint/): linked in, asked point by point for
//    an overline, a double four and a double three (`IsOverline`, `IsDoubleFour`,
//    `IsDoubleThree`), so it gives its reason as well as its verdict.
//  - Rapfi (github.com/dhbloo/rapfi), a Gomocup engine, run as a child process (--rapfi
//    BINARY): `YXBOARD` sets a position and `YXSHOWFORBID` lists the points where Black may
//    not play, as its `Board::checkForbiddenPoint` decides; it gives no reason.
//
// The positions: --positions random clustered ones (10 to 60 stones in a centred square of
// side 9, 11, 13 or 15, 55 to 75 per cent of them Black), then every position with Black to
// move of --games games between the built-in players matsuda and greedy, one move in four a
// random one next to a stone. The games are played under the standard rule, where neither
// player asks the renju referee anything, so the positions are the same whichever version of
// the referee is linked. No position holds a line of five or more of either colour, and each
// holds a White stone (Rapfi wants Black to move). Everything follows from --seed; the
// defaults are the run reported in issue 28.
//
//   renju-agreement [--rapfi BINARY] [--positions N] [--games N] [--seed S] [--examples K]
//                   [--dump FILE] [--baseline FILE] [--fixtures DIR]
//
// It prints how often each pair of referees agrees (the same verdict, and the same reason
// when both give one), then K examples of each kind of disagreement: the first positions
// where it occurs, stripped of every stone whose removal leaves all the verdicts at that point
// as they were. It exits with 1 if any two referees disagree anywhere.
//
// --dump writes Stonelab's verdicts, a line per position; --baseline reads such a file from an
// earlier run with the same options (another version of the referee) and prints where the two
// versions differ and what the outside referees say there. --fixtures writes up to ten of the
// examples where every outside referee disagrees with Stonelab, in the format of
// tests/11-renju/data/fouls/ (a reason only Stonelab gave is left for a person to fill in).
#include "engine/base/rng.hpp"
#include "engine/gomoku/board.hpp"
#include "engine/gomoku/players.hpp"
#include "engine/gomoku/renju.hpp"

#include "ForbiddenPointFinder.h" // the outside referee, from the path the script gives

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include <sys/wait.h>
#include <unistd.h>

namespace {

// Named one by one: ForbiddenPointFinder's header declares a Color of its own at global scope.
using stonelab::Color;
using stonelab::Geometry;
using stonelab::kNoPoint;
using stonelab::Point;
using stonelab::Rng;
using stonelab::gomoku::Board;
using stonelab::gomoku::BuiltinPlayer;
using stonelab::gomoku::Foul;
using stonelab::gomoku::Rule;

constexpr int kSize = 15; // both outside referees play on 15x15

// A referee's verdict at one point: allowed, forbidden for one of the three reasons, or
// forbidden by a referee that gives no reason.
enum class Verdict : std::uint8_t { Allowed, Overline, DoubleFour, DoubleThree, Forbidden };

static_assert(static_cast<int>(Verdict::Overline) == static_cast<int>(Foul::Overline) &&
              static_cast<int>(Verdict::DoubleFour) == static_cast<int>(Foul::DoubleFour) &&
              static_cast<int>(Verdict::DoubleThree) == static_cast<int>(Foul::DoubleThree));
Verdict verdict_of(Foul foul) { return static_cast<Verdict>(foul); }

bool forbidden(Verdict v) { return v != Verdict::Allowed; }

const char* verdict_name(Verdict v)
{
    return v == Verdict::Forbidden ? "forbidden"
                                   : stonelab::gomoku::foul_name(static_cast<Foul>(v));
}

// Two verdicts agree when both allow, or both forbid for the same reason or without one.
bool agree(Verdict a, Verdict b)
{
    if (forbidden(a) != forbidden(b)) return false;
    return a == b || a == Verdict::Forbidden || b == Verdict::Forbidden;
}

// A referee's verdicts for every point of a position, in the order of board.points() (on the
// stones: Allowed).
using Verdicts = std::vector<Verdict>;

struct Referee {
    std::string name;
    std::function<Verdicts(const Board&)> judge;
};

// The 0-based column and row of p, the coordinates both outside referees take.
std::pair<int, int> coordinates(const Board& board, Point p)
{
    return {board.geometry().x_of(p) - 1, board.geometry().y_of(p) - 1};
}

// The position in points() of the point at 0-based (x, y).
std::size_t index_of(int x, int y) { return static_cast<std::size_t>(y * kSize + x); }

int count_stones(const Board& board, Color color)
{
    int count = 0;
    for (Point p : board.points()) count += board.at(p) == color;
    return count;
}

Verdicts stonelab_verdicts(const Board& board)
{
    Verdicts verdicts;
    for (Point p : board.points())
        verdicts.push_back(board.at(p) == Color::Empty
                               ? verdict_of(stonelab::gomoku::foul_kind(board, p))
                               : Verdict::Allowed);
    return verdicts;
}

// ForbiddenPointFinder asked in the engine's order: overline, double four, double three (each
// of its tests says no when the stone makes exactly five).
Verdicts finder_verdicts(const Board& board)
{
    static CForbiddenPointFinder finder(kSize);
    finder.Clear();
    for (Point p : board.points())
        if (board.at(p) != Color::Empty) {
            const auto [x, y] = coordinates(board, p);
            finder.SetStone(x, y, board.at(p) == Color::Black ? C_BLACK : C_WHITE);
        }
    Verdicts verdicts;
    for (Point p : board.points()) {
        const auto [x, y] = coordinates(board, p);
        verdicts.push_back(board.at(p) != Color::Empty  ? Verdict::Allowed
                           : finder.IsOverline(x, y)    ? Verdict::Overline
                           : finder.IsDoubleFour(x, y)  ? Verdict::DoubleFour
                           : finder.IsDoubleThree(x, y) ? Verdict::DoubleThree
                                                        : Verdict::Allowed);
    }
    return verdicts;
}

// Rapfi in a child process, spoken to through its standard input and output.
class Rapfi {
public:
    explicit Rapfi(const std::string& binary)
    {
        int to_child[2], from_child[2];
        if (pipe(to_child) != 0 || pipe(from_child) != 0) throw std::runtime_error("pipe failed");
        pid_ = fork();
        if (pid_ < 0) throw std::runtime_error("fork failed");
        if (pid_ == 0) {
            dup2(to_child[0], STDIN_FILENO);
            dup2(from_child[1], STDOUT_FILENO);
            for (int fd : {to_child[0], to_child[1], from_child[0], from_child[1]}) close(fd);
            execl(binary.c_str(), binary.c_str(), static_cast<char*>(nullptr));
            std::perror(binary.c_str());
            _exit(127);
        }
        close(to_child[0]);
        close(from_child[1]);
        in_ = fdopen(to_child[1], "w");
        out_ = fdopen(from_child[0], "r");
        send("START " + std::to_string(kSize) + "\nINFO RULE 4\n"); // rule 4: renju
        while (read_line() != "OK") continue;
    }
    Rapfi(const Rapfi&) = delete;
    Rapfi& operator=(const Rapfi&) = delete;
    ~Rapfi()
    {
        send("END\n");
        std::fclose(in_);
        std::fclose(out_);
        waitpid(pid_, nullptr, 0);
    }

    // The stones go to YXBOARD as "column,row,1" for Black (the side that moved first) and
    // ",2" for White, Black first and a White stone last, so that Black is to move (Rapfi puts
    // in the passes a lopsided count needs). YXSHOWFORBID answers "FORBID ", four digits a
    // point (column, row), then a full stop.
    Verdicts judge(const Board& board)
    {
        std::string command = "YXBOARD\n";
        for (Color color : {Color::Black, Color::White})
            for (Point p : board.points())
                if (board.at(p) == color) {
                    const auto [x, y] = coordinates(board, p);
                    command += std::to_string(x) + "," + std::to_string(y) +
                               (color == Color::Black ? ",1\n" : ",2\n");
                }
        send(command + "DONE\nYXSHOWFORBID\n");
        std::string line;
        do line = read_line();
        while (line.rfind("FORBID ", 0) != 0);
        Verdicts verdicts(board.points().size(), Verdict::Allowed);
        for (std::size_t i = 7; i + 4 <= line.size() && line[i] != '.'; i += 4)
            verdicts[index_of(std::stoi(line.substr(i, 2)), std::stoi(line.substr(i + 2, 2)))] =
                Verdict::Forbidden;
        return verdicts;
    }

private:
    void send(const std::string& text)
    {
        std::fputs(text.c_str(), in_);
        std::fflush(in_);
    }
    std::string read_line()
    {
        std::string line;
        for (int c = std::fgetc(out_); c != '\n'; c = std::fgetc(out_)) {
            if (c == EOF) throw std::runtime_error("Rapfi stopped answering");
            if (c != '\r') line += static_cast<char>(c);
        }
        return line;
    }

    pid_t pid_ = -1;
    FILE* in_ = nullptr;
    FILE* out_ = nullptr;
};

// ---- the positions ----

bool makes_five_or_more(const Board& board, Point p, Color color)
{
    return board.longest_line(p, color) >= 5;
}

// An empty point inside the square of side `side` centred on the board where a `color` stone
// makes no line of five or more: four times in five at most two points from a stone of the
// board (along each axis), else anywhere in the square; kNoPoint after many tries.
Point near_point(const Board& board, Color color, int side, Rng& rng)
{
    const int low = (kSize - side) / 2 + 1, high = low + side - 1;
    const Geometry& g = board.geometry();
    const auto below = [&rng](int bound) {
        return static_cast<int>(rng.below(static_cast<std::uint32_t>(bound)));
    };
    for (int tries = 0; tries < 200; ++tries) {
        int x, y;
        if (board.moves().empty() || below(5) == 0) {
            x = low + below(side);
            y = low + below(side);
        } else {
            const Point s = board.moves()[static_cast<std::size_t>(below(board.stone_count()))];
            x = g.x_of(s) + below(5) - 2;
            y = g.y_of(s) + below(5) - 2;
        }
        if (x < low || x > high || y < low || y > high) continue;
        const Point p = g.point(x, y);
        if (board.is_empty(p) && !makes_five_or_more(board, p, color)) return p;
    }
    return kNoPoint;
}

Board random_position(Rng& rng)
{
    const int side = 9 + 2 * static_cast<int>(rng.below(4));
    const int stones = 10 + static_cast<int>(rng.below(51));
    const int black_percent = 55 + static_cast<int>(rng.below(21));
    int blacks = std::max((stones * black_percent + 50) / 100, (stones + 1) / 2);
    int whites = std::max(stones - blacks, 1);
    Board board(kSize);
    while (blacks + whites > 0) {
        const bool black = rng.below(static_cast<std::uint32_t>(blacks + whites)) <
                           static_cast<std::uint32_t>(blacks);
        const Color color = black ? Color::Black : Color::White;
        const Point p = near_point(board, color, side, rng);
        if (p == kNoPoint) break;
        board.place(p, color);
        --(black ? blacks : whites);
    }
    if (count_stones(board, Color::White) == 0)
        board.place(near_point(board, Color::White, kSize, rng), Color::White);
    return board;
}

// The positions with Black to move (and a White stone) of one game between two built-in
// players under the standard rule, up to the stone that would make five.
std::vector<Board> game_positions(Rng& rng)
{
    static const char* const names[] = {"matsuda", "greedy"};
    const BuiltinPlayer* players[2] = {stonelab::gomoku::find_player(names[rng.below(2)]),
                                       stonelab::gomoku::find_player(names[rng.below(2)])};
    std::vector<Board> positions;
    Board board(kSize);
    for (int ply = 0; ply < 160 && !board.is_full(); ++ply) {
        const Color color = board.to_move();
        if (color == Color::Black && ply >= 2) positions.push_back(board);
        const Point p = rng.below(4) == 0 ? near_point(board, color, kSize, rng)
                                          : players[ply % 2]->move(board, Rule::Standard, rng);
        if (p == kNoPoint || makes_five_or_more(board, p, color)) break;
        board.play(p);
    }
    return positions;
}

// ---- the comparison ----

// Every referee's verdict at one point, Stonelab's first.
using Signature = std::vector<Verdict>;

bool all_agree(const Signature& s)
{
    for (std::size_t a = 0; a < s.size(); ++a)
        for (std::size_t b = a + 1; b < s.size(); ++b)
            if (!agree(s[a], s[b])) return false;
    return true;
}

struct Judgement {
    std::vector<Verdicts> verdicts; // one per referee
    Signature at(std::size_t i) const
    {
        Signature s;
        for (const Verdicts& v : verdicts) s.push_back(v[i]);
        return s;
    }
};

Judgement judge_all(const std::vector<Referee>& referees, const Board& board)
{
    Judgement j;
    for (const Referee& r : referees) j.verdicts.push_back(r.judge(board));
    return j;
}

std::string signature_name(const std::vector<Referee>& referees, const Signature& s)
{
    std::string name;
    for (std::size_t r = 0; r < referees.size(); ++r)
        name += (r == 0 ? "" : ", ") + referees[r].name + " " + verdict_name(s[r]);
    return name;
}

Board without(const Board& board, Point gone)
{
    Board smaller(kSize);
    for (Point p : board.moves())
        if (p != gone) smaller.place(p, board.at(p));
    return smaller;
}

Board moved(const Board& board, Point from, Point to)
{
    Board other = without(board, from);
    other.place(to, board.at(from));
    return other;
}

// The position stripped of every stone whose removal leaves the signature at `point` as it
// is, farthest stones tried first; the last White stone stays (Rapfi wants one), in a corner
// if it can.
Board minimised(const std::vector<Referee>& referees, Board board, std::size_t point)
{
    const Point p = board.points()[point];
    const Signature wanted = judge_all(referees, board).at(point);
    const auto same = [&](const Board& b) { return judge_all(referees, b).at(point) == wanted; };
    const Geometry& g = board.geometry();
    const auto distance = [&](Point q) {
        return std::max(std::abs(g.x_of(q) - g.x_of(p)), std::abs(g.y_of(q) - g.y_of(p)));
    };
    for (bool changed = true; changed;) {
        changed = false;
        std::vector<Point> stones = board.moves();
        std::stable_sort(stones.begin(), stones.end(),
                         [&](Point a, Point b) { return distance(a) > distance(b); });
        for (Point s : stones) {
            if (board.at(s) == Color::White && count_stones(board, Color::White) == 1) continue;
            Board smaller = without(board, s);
            if (same(smaller)) {
                board = smaller;
                changed = true;
            }
        }
    }
    if (count_stones(board, Color::White) == 1) {
        const Point white = *std::find_if(board.moves().begin(), board.moves().end(),
                                          [&](Point s) { return board.at(s) == Color::White; });
        for (auto [x, y] : {std::pair{1, 1}, {kSize, 1}, {1, kSize}, {kSize, kSize}}) {
            const Point corner = g.point(x, y);
            if (corner == white) break;
            if (board.is_empty(corner) && corner != p && same(moved(board, white, corner))) {
                board = moved(board, white, corner);
                break;
            }
        }
    }
    return board;
}

// The board as the fixtures draw it: rows of ". X O", no coordinates.
std::string plain_diagram(const Board& board)
{
    std::string text;
    for (int y = 1; y <= kSize; ++y)
        for (int x = 1; x <= kSize; ++x) {
            const Color c = board.at(board.geometry().point(x, y));
            text += c == Color::Black ? 'X' : c == Color::White ? 'O' : '.';
            text += x == kSize ? '\n' : ' ';
        }
    return text;
}

// Stonelab's verdicts for a position as one line: X and O for stones, then for the empty
// points - (allowed), L (overline), F (double four), T (double three).
constexpr const char* kDumpCodes = "-LFT";

std::string dump_line(const Board& board, const Verdicts& stonelab)
{
    std::string line;
    for (std::size_t i = 0; i < stonelab.size(); ++i) {
        const Color c = board.at(board.points()[i]);
        line += c == Color::Black   ? 'X'
                : c == Color::White ? 'O'
                                    : kDumpCodes[static_cast<int>(stonelab[i])];
    }
    return line;
}

// The hand-made positions every referee must agree on before the run means anything: an
// overline, a double four and a double three, each at the point named, away from the centre
// so that a mistake in coordinates shows.
void check_easy_cases(const std::vector<Referee>& referees)
{
    struct Case {
        const char* what;
        const char* point;
        std::vector<const char*> black;
    };
    const std::vector<Case> cases{
        {"overline", "C3", {"A3", "B3", "D3", "E3", "F3"}},
        {"double four", "M4", {"J4", "K4", "L4", "M5", "M6", "M7"}},
        {"double three", "D12", {"E12", "F12", "D13", "D14"}},
    };
    for (const Case& c : cases) {
        Board board(kSize);
        for (const char* name : c.black)
            board.place(*stonelab::gomoku::parse_vertex(board, name), Color::Black);
        board.place(*stonelab::gomoku::parse_vertex(board, "O15"), Color::White);
        const Point p = *stonelab::gomoku::parse_vertex(board, c.point);
        const Judgement j = judge_all(referees, board);
        for (std::size_t i = 0; i < board.points().size(); ++i)
            for (std::size_t r = 0; r < referees.size(); ++r)
                if (forbidden(j.verdicts[r][i]) != (board.points()[i] == p))
                    throw std::runtime_error(
                        referees[r].name + " disagrees on the easy " + c.what + " at " +
                        stonelab::gomoku::vertex_name(board, board.points()[i]));
        std::cout << "easy case: " << c.what << " at " << c.point << ": every referee forbids it\n";
    }
}

struct Options {
    std::string rapfi;
    int positions = 6000;
    int games = 600;
    std::uint64_t seed = 1;
    int examples = 2;
    std::string dump, baseline, fixtures;
};

Options parse_options(int argc, char** argv)
{
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (i + 1 >= argc) throw std::invalid_argument("missing value after " + arg);
        const std::string value = argv[++i];
        if (arg == "--rapfi")
            o.rapfi = value;
        else if (arg == "--positions")
            o.positions = std::stoi(value);
        else if (arg == "--games")
            o.games = std::stoi(value);
        else if (arg == "--seed")
            o.seed = std::stoull(value);
        else if (arg == "--examples")
            o.examples = std::stoi(value);
        else if (arg == "--dump")
            o.dump = value;
        else if (arg == "--baseline")
            o.baseline = value;
        else if (arg == "--fixtures")
            o.fixtures = value;
        else
            throw std::invalid_argument("unknown option " + arg);
    }
    if (o.positions < 0 || o.games < 0 || o.examples < 0)
        throw std::invalid_argument("a count cannot be negative");
    return o;
}

// The first line of a dump: the options that decide the positions.
std::string options_line(const Options& o)
{
    return "# renju-agreement positions=" + std::to_string(o.positions) +
           " games=" + std::to_string(o.games) + " seed=" + std::to_string(o.seed);
}

std::vector<Board> make_positions(const Options& options)
{
    std::vector<Board> positions;
    Rng rng(options.seed);
    for (int i = 0; i < options.positions; ++i) positions.push_back(random_position(rng));
    for (int i = 0; i < options.games; ++i)
        for (Board& b : game_positions(rng)) positions.push_back(std::move(b));
    return positions;
}

// The counts of the run: for each pair of referees (a < b) the points where they agree, where
// only a or only b forbids, and where both forbid for different reasons, and the positions
// where they differ somewhere; Stonelab's verdicts by reason; for each signature in which some
// referee forbids, how often it occurs and where it occurs first.
struct Tally {
    struct Pair {
        long agree = 0, only_a = 0, only_b = 0, reasons = 0, positions_apart = 0;
    };
    std::size_t referees;
    long points = 0;
    std::array<long, 4> stonelab{};
    std::vector<std::vector<Pair>> pairs;
    std::map<Signature, long> signatures;
    std::map<Signature, std::vector<std::pair<std::size_t, std::size_t>>> first;

    explicit Tally(std::size_t n) : referees(n), pairs(n, std::vector<Pair>(n)) {}

    void add(std::size_t position, const Board& board, const Judgement& j, int examples)
    {
        std::vector<std::vector<bool>> apart(referees, std::vector<bool>(referees));
        for (std::size_t i = 0; i < board.points().size(); ++i) {
            if (board.at(board.points()[i]) != Color::Empty) continue;
            ++points;
            const Signature s = j.at(i);
            ++stonelab[static_cast<std::size_t>(s[0])];
            for (std::size_t a = 0; a < referees; ++a)
                for (std::size_t b = a + 1; b < referees; ++b) {
                    Pair& pair = pairs[a][b];
                    if (agree(s[a], s[b]))
                        ++pair.agree;
                    else if (forbidden(s[a]) && forbidden(s[b]))
                        ++pair.reasons;
                    else
                        ++(forbidden(s[a]) ? pair.only_a : pair.only_b);
                    apart[a][b] = apart[a][b] || !agree(s[a], s[b]);
                }
            if (std::none_of(s.begin(), s.end(), forbidden)) continue;
            ++signatures[s];
            auto& where = first[s];
            if (where.size() < static_cast<std::size_t>(examples)) where.emplace_back(position, i);
        }
        for (std::size_t a = 0; a < referees; ++a)
            for (std::size_t b = a + 1; b < referees; ++b)
                pairs[a][b].positions_apart += apart[a][b];
    }

    bool all_agree() const
    {
        for (std::size_t a = 0; a < referees; ++a)
            for (std::size_t b = a + 1; b < referees; ++b)
                if (pairs[a][b].agree != points) return false;
        return true;
    }

    void print(const std::vector<Referee>& names, std::size_t positions) const
    {
        std::cout << points << " empty points judged; Stonelab finds " << stonelab[1]
                  << " overlines, " << stonelab[2] << " double fours, " << stonelab[3]
                  << " double threes\n\n";
        for (std::size_t a = 0; a < referees; ++a)
            for (std::size_t b = a + 1; b < referees; ++b) {
                const Pair& c = pairs[a][b];
                std::cout << names[a].name << " and " << names[b].name << " agree on " << c.agree
                          << " of " << points << " points and on every point of "
                          << static_cast<long>(positions) - c.positions_apart << " of " << positions
                          << " positions; " << c.only_a << " forbidden only by " << names[a].name
                          << ", " << c.only_b << " only by " << names[b].name << ", " << c.reasons
                          << " by both for different reasons\n";
            }
        std::cout << "\nverdicts at the points some referee forbids:\n";
        for (const auto& [s, count] : signatures)
            std::cout << "  " << count << "  " << signature_name(names, s) << "\n";
    }
};

// Where Stonelab's verdicts differ from those of an earlier run's dump, and what the outside
// referees say there.
void print_baseline(const std::vector<Referee>& referees, const Options& options,
                    const std::vector<Board>& positions, const std::vector<Judgement>& judgements)
{
    std::ifstream in(options.baseline);
    std::string line;
    if (!std::getline(in, line) || line != options_line(options))
        throw std::invalid_argument(options.baseline +
                                    " is not a dump of a run with these options");
    std::map<std::string, long> changes;
    long same = 0;
    for (std::size_t k = 0; k < positions.size(); ++k) {
        if (!std::getline(in, line) || line.size() != positions[k].points().size())
            throw std::invalid_argument(options.baseline + " ends early or has a bad line");
        for (std::size_t i = 0; i < line.size(); ++i) {
            const Color stone = positions[k].at(positions[k].points()[i]);
            if ((line[i] == 'X') != (stone == Color::Black) ||
                (line[i] == 'O') != (stone == Color::White))
                throw std::invalid_argument(options.baseline + " holds other positions");
            if (stone != Color::Empty) continue;
            const char* code = std::strchr(kDumpCodes, line[i]);
            if (code == nullptr || line[i] == '\0')
                throw std::invalid_argument(options.baseline + " has a bad verdict");
            const auto before = static_cast<Verdict>(code - kDumpCodes);
            const Signature now = judgements[k].at(i);
            if (before == now[0]) {
                ++same;
                continue;
            }
            std::string what =
                std::string("baseline ") + verdict_name(before) + ", now " + verdict_name(now[0]);
            for (std::size_t r = 1; r < referees.size(); ++r)
                what += ", " + referees[r].name + " " + verdict_name(now[r]);
            ++changes[what];
        }
    }
    std::cout << "\nagainst the baseline " << options.baseline << ": " << same
              << " points judged the same\n";
    for (const auto& [what, count] : changes) std::cout << "  " << count << "  " << what << "\n";
}

// The first positions of each disagreement, minimised and drawn; those where every outside
// referee disagrees with Stonelab written as fixtures too (ten at most).
void print_examples(const std::vector<Referee>& referees, const Options& options,
                    const std::vector<Board>& positions, const Tally& tally)
{
    int fixtures = 0;
    std::set<std::string> shown;
    for (const auto& [s, where] : tally.first) {
        if (all_agree(s)) continue;
        const bool outside_against = std::all_of(
            s.begin() + 1, s.end(), [&](Verdict v) { return agree(v, s[1]) && !agree(v, s[0]); });
        for (auto [k, i] : where) {
            const Board small = minimised(referees, positions[k], i);
            const std::string diagram = plain_diagram(small);
            if (!shown.insert(diagram).second) continue;
            const std::string point = stonelab::gomoku::vertex_name(small, small.points()[i]);
            std::cout << "\n"
                      << signature_name(referees, s) << ": " << point << " (position " << k
                      << ", minimised)\n"
                      << stonelab::gomoku::print_board(small);
            if (options.fixtures.empty() || !outside_against || fixtures == 10) continue;
            const auto reason = std::find_if(s.begin() + 1, s.end(),
                                             [](Verdict v) { return v != Verdict::Forbidden; });
            std::ofstream out(options.fixtures + "/xcheck-" + std::to_string(++fixtures) + ".txt");
            out << "title: position " << k
                << " of the renju cross-check, minimised: " << signature_name(referees, s)
                << "\npoint: " << point
                << "\nfoul: " << (reason != s.end() ? verdict_name(*reason) : "?") << "\n"
                << diagram;
        }
    }
}

int run(const Options& options)
{
    std::vector<Referee> referees{{"Stonelab", stonelab_verdicts},
                                  {"ForbiddenPointFinder", finder_verdicts}};
    std::unique_ptr<Rapfi> rapfi;
    if (!options.rapfi.empty()) {
        rapfi = std::make_unique<Rapfi>(options.rapfi);
        referees.push_back({"Rapfi", [&rapfi](const Board& b) { return rapfi->judge(b); }});
    }
    check_easy_cases(referees);

    const std::vector<Board> positions = make_positions(options);
    Tally tally(referees.size());
    std::vector<Judgement> judgements;
    std::ofstream dump;
    if (!options.dump.empty()) dump.open(options.dump);
    if (dump.is_open()) dump << options_line(options) << '\n';
    for (std::size_t k = 0; k < positions.size(); ++k) {
        judgements.push_back(judge_all(referees, positions[k]));
        tally.add(k, positions[k], judgements.back(), options.examples);
        if (dump.is_open()) dump << dump_line(positions[k], judgements.back().verdicts[0]) << '\n';
    }

    std::cout << options_line(options) << "\n"
              << positions.size() << " positions: " << options.positions << " random, "
              << positions.size() - static_cast<std::size_t>(options.positions) << " from "
              << options.games << " games\n";
    tally.print(referees, positions.size());
    if (!options.baseline.empty()) print_baseline(referees, options, positions, judgements);
    print_examples(referees, options, positions, tally);
    return tally.all_agree() ? 0 : 1;
}

} // namespace

int main(int argc, char** argv)
{
    try {
        return run(parse_options(argc, argv));
    } catch (const std::exception& e) {
        std::cerr << "renju-agreement: " << e.what() << "\n"
                  << "usage: renju-agreement [--rapfi BINARY] [--positions N] [--games N] "
                     "[--seed S] [--examples K] [--dump FILE] [--baseline FILE] "
                     "[--fixtures DIR]\n";
        return 2;
    }
}
