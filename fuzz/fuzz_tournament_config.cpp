// Fuzz target for `stonelab tournament`'s configuration file (arena/tournament_config.hpp): any
// bytes either read as a configuration within the documented limits or throw TournamentConfigError
// with a message of a few hundred bytes at most (it quotes a value cut short, or a spec of at
// most 64 bytes). Another exception, a
// crash, a sanitizer report or a failed check is a bug. The parser starts no program (a gtp:
// player is only read), so every input takes microseconds.
#include "arena/tournament_config.hpp"
#include "fuzz/fuzz_support.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <set>
#include <string>
#include <string_view>

namespace {

void check(bool condition)
{
    if (!condition) std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace stonelab::arena;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const TournamentConfig config = parse_tournament_config(text, "fuzz.txt");
        const auto players = static_cast<int>(config.players.size());
        check(players >= kMinPlayers && players <= kMaxPlayers);
        check(config.size >= 1 && config.size <= 19);
        check(config.games >= 1 && config.games <= kMaxGamesPerPairing);
        check(config.total_games() <= kMaxTournamentGames);
        check(config.komi >= -1000 && config.komi <= 1000);
        check(config.seconds >= stonelab::kMinMoveSeconds &&
              config.seconds <= stonelab::kMaxMoveSeconds);
        check(config.max_moves >= 0 && config.max_moves <= 100'000);
        std::set<std::string> names;
        for (const TournamentPlayer& player : config.players) {
            check(!player.name.empty() && player.name.size() <= kMaxPlayerNameBytes);
            check(names.insert(player.name).second);
            check(player.spec.game_asked() == GameKind::Go);
        }
    } catch (const TournamentConfigError& e) {
        stonelab::fuzz::check_message(e.what());
    }
    return 0;
}
