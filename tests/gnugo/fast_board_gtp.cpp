#include "tests/gnugo/fast_board_gtp.hpp"

#include "engine/go/fast_board.hpp"

#include <iostream>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace stonelab::agreement {

namespace {

using Arguments = std::vector<std::string_view>;
using BuiltIn = std::function<GtpAnswer()>;

// The colour of a GTP argument the engine's own command has already accepted.
Color color_of(std::string_view word)
{
    return word.front() == 'b' || word.front() == 'B' ? Color::Black : Color::White;
}

std::string vertex_list(const Geometry& geometry, const std::vector<Point>& points)
{
    std::string text;
    for (const Point p : points) text += (text.empty() ? "" : " ") + to_gtp_vertex(geometry, p);
    return text;
}

} // namespace

void use_fast_board(GtpEngine& engine)
{
    if (engine.game().rules().ko != KoRule::Simple)
        throw std::invalid_argument("the fast board plays by simple ko only");
    // Shared by the commands and the watcher, which the engine keeps as long as it lives.
    auto fast = std::make_shared<FastBoard>(engine.game().board());
    engine.watch_game([fast](const Game& game, std::optional<Move> move) {
        if (move)
            fast->play(move->color, move->point);
        else
            *fast = FastBoard(game.board());
    });
    const Game& game = engine.game(); // the engine's, which stays where it is

    // Each command first lets the engine's own check its arguments (and answer its errors),
    // then answers from the fast board.
    engine.set_command(
        {"is_legal", "COLOR VERTEX", 2, 2,
         [fast, &game](const Arguments& args, const BuiltIn& built_in) {
             const GtpAnswer own = built_in();
             if (!own.success) return own;
             const Point p = *parse_gtp_vertex(game.board().geometry(), args[1]);
             return GtpAnswer{true, fast->is_legal(color_of(args[0]), p) ? "1" : "0"};
         }});
    engine.set_command({"list_stones", "COLOR", 1, 1,
                        [fast, &game](const Arguments& args, const BuiltIn& built_in) {
                            const GtpAnswer own = built_in();
                            if (!own.success) return own;
                            std::vector<Point> found;
                            for (const Point p : game.board().points())
                                if (fast->cell(p) == color_of(args[0])) found.push_back(p);
                            return GtpAnswer{true, vertex_list(game.board().geometry(), found)};
                        }});
    engine.set_command(
        {"captures", "COLOR", 1, 1, [fast](const Arguments& args, const BuiltIn& built_in) {
             const GtpAnswer own = built_in();
             if (!own.success) return own;
             return GtpAnswer{true, std::to_string(fast->captures(color_of(args[0])))};
         }});
    // countlib and findlib: Board's answer, unless the fast board disagrees about atari.
    const auto atari_checked = [fast, &game](const Arguments& args, const BuiltIn& built_in) {
        const GtpAnswer own = built_in();
        if (!own.success) return own;
        const Geometry& geometry = game.board().geometry();
        const Point p = *parse_gtp_vertex(geometry, args[0]);
        if (fast->in_atari(p) == (game.board().liberty_count(p) == 1)) return own;
        return GtpAnswer{false,
                         "the fast board disagrees: the string at " + to_gtp_vertex(geometry, p) +
                             (fast->in_atari(p) ? " is in atari on it" : " is not in atari on it")};
    };
    engine.set_command({"countlib", "VERTEX", 1, 1, atari_checked});
    engine.set_command({"findlib", "VERTEX", 1, 1, atari_checked});
}

int serve_fast_board()
{
    GtpEngine engine;
    use_fast_board(engine);
    FdGtpInput input(0);
    run_gtp(input, std::cout, engine);
    return 0;
}

} // namespace stonelab::agreement
