// Stonelab's renju referee (engine/gomoku/renju.hpp) against Wenzhe Lu's ForbiddenPointFinder,
// a renju referee nobody here wrote, on seeded random 15x15 positions: for every empty point,
// is a Black stone there forbidden, and for which reason? Built and run by
// scripts/renju-agreement.sh, which names where the outside code comes from; it is compiled
// from the user's own checkout and never copied into the project.
//
//   renju-agreement POSITIONS [SHOW]
//
// prints how many points were judged, how many each referee forbids, how many verdicts agree,
// and the first SHOW disagreements of each kind as diagrams (P the point judged); exits 1 if
// any verdict differs.
#include "engine/base/rng.hpp"
#include "engine/gomoku/board.hpp"
#include "engine/gomoku/renju.hpp"

#include "ForbiddenPointFinder.h" // the outside referee, from the path the script gives

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>

namespace {

namespace gomoku = stonelab::gomoku;
using stonelab::Point;
using Stone = stonelab::Color;

// A position with its stones in the middle span x span of the board, `black_share` fifths of
// them Black, so that threes, fours and fouls are common.
gomoku::Board random_position(stonelab::Rng& rng, int span, int stones, int black_share)
{
    gomoku::Board board(15);
    const int first = (15 - span) / 2 + 1;
    for (int placed = 0; placed < stones;) {
        const int x = first + static_cast<int>(rng.below(static_cast<std::uint32_t>(span)));
        const int y = first + static_cast<int>(rng.below(static_cast<std::uint32_t>(span)));
        const Point p = board.geometry().point(x, y);
        if (!board.is_empty(p)) continue;
        board.place(p, static_cast<int>(rng.below(5)) < black_share ? Stone::Black : Stone::White);
        ++placed;
    }
    return board;
}

// ForbiddenPointFinder's verdict, asked in the engine's order: overline, double four, double
// three (each of its tests says no when the stone makes exactly five).
gomoku::Foul outside_verdict(CForbiddenPointFinder& finder, int x, int y)
{
    if (finder.IsOverline(x, y)) return gomoku::Foul::Overline;
    if (finder.IsDoubleFour(x, y)) return gomoku::Foul::DoubleFour;
    if (finder.IsDoubleThree(x, y)) return gomoku::Foul::DoubleThree;
    return gomoku::Foul::None;
}

void print(const gomoku::Board& board, Point judged)
{
    const char* const columns = "ABCDEFGHJKLMNOP";
    for (int y = 15; y >= 1; --y) {
        std::printf("%2d", y);
        for (int x = 1; x <= 15; ++x) {
            const Point p = board.geometry().point(x, y);
            const Stone c = board.at(p);
            std::printf(" %c", p == judged         ? 'P'
                               : c == Stone::Black ? 'X'
                               : c == Stone::White ? 'O'
                                                   : '.');
        }
        std::printf("\n");
    }
    std::printf("  ");
    for (int x = 0; x < 15; ++x) std::printf(" %c", columns[x]);
    std::printf("\n");
}

} // namespace

int main(int argc, char** argv)
{
    const int positions = argc > 1 ? std::atoi(argv[1]) : 20000;
    const int show = argc > 2 ? std::atoi(argv[2]) : 3;
    if (positions < 1 || positions > 10'000'000 || show < 0) {
        std::fprintf(stderr, "usage: renju-agreement POSITIONS (1 to 10000000) [SHOW]\n");
        return 2;
    }
    stonelab::Rng rng(20261126);
    long points = 0, agree = 0, ours_forbidden = 0, theirs_forbidden = 0;
    std::map<std::string, long> ours_by_kind, differences;
    for (int n = 0; n < positions; ++n) {
        const int span = 7 + n % 9;
        const int stones = std::min(10 + n % 51, span * span * 3 / 5);
        const gomoku::Board board = random_position(rng, span, stones, n % 3 == 0 ? 4 : 3);
        CForbiddenPointFinder finder(15);
        for (int x = 1; x <= 15; ++x)
            for (int y = 1; y <= 15; ++y) {
                const Stone c = board.at(board.geometry().point(x, y));
                if (c != Stone::Empty)
                    finder.SetStone(x - 1, y - 1, c == Stone::Black ? C_BLACK : C_WHITE);
            }
        for (int x = 1; x <= 15; ++x)
            for (int y = 1; y <= 15; ++y) {
                const Point p = board.geometry().point(x, y);
                if (!board.is_empty(p)) continue;
                const gomoku::Foul ours = gomoku::foul_kind(board, p);
                const gomoku::Foul theirs = outside_verdict(finder, x - 1, y - 1);
                // The finder's own question, "forbidden?", must say the same as its parts.
                const bool forbidden = finder.isForbiddenNoNearbyCheck(x - 1, y - 1);
                ++points;
                ++ours_by_kind[gomoku::foul_name(ours)];
                ours_forbidden += ours != gomoku::Foul::None;
                theirs_forbidden += forbidden;
                if (ours == theirs && forbidden == (theirs != gomoku::Foul::None)) {
                    ++agree;
                    continue;
                }
                const std::string kind = std::string("Stonelab ") + gomoku::foul_name(ours) +
                                         ", ForbiddenPointFinder " + gomoku::foul_name(theirs) +
                                         (forbidden ? " (forbidden)" : " (allowed)");
                if (differences[kind]++ < show) {
                    std::printf("position %d, the point %s: %s\n", n,
                                gomoku::vertex_name(board, p).c_str(), kind.c_str());
                    print(board, p);
                }
            }
    }
    std::printf("%d positions, %ld empty points judged\n", positions, points);
    for (const auto& [kind, count] : ours_by_kind)
        std::printf("  Stonelab: %-12s %ld\n", kind.c_str(), count);
    std::printf("forbidden: Stonelab %ld, ForbiddenPointFinder %ld\n", ours_forbidden,
                theirs_forbidden);
    std::printf("the same verdict (and reason) on %ld of %ld points\n", agree, points);
    for (const auto& [kind, count] : differences)
        std::printf("  differ %ld times: %s\n", count, kind.c_str());
    return agree == points ? 0 : 1;
}
