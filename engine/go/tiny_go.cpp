#include "engine/go/tiny_go.hpp"

#include "engine/go/scoring.hpp"

namespace stonelab::search {

TinyGo::TinyGo(int width, int height)
    : game_(Board(width, height), Rules{KoRule::PositionalSuperko, 0.0}, Color::Black)
{
}

Side TinyGo::to_move() const
{
    return game_.to_move() == Color::Black ? Side::First : Side::Second;
}

std::vector<Move> TinyGo::legal_moves() const
{
    std::vector<Move> moves;
    if (is_over()) return moves;
    const bool opponent_passed = !game_.moves().empty() && game_.moves().back().point == kPass;
    if (opponent_passed) moves.push_back(kPass);
    const Color color = game_.to_move();
    for (Point p : game_.board().points())
        if (game_.is_legal(color, p)) moves.push_back(p);
    if (!opponent_passed) moves.push_back(kPass);
    return moves;
}

std::string TinyGo::move_name(Move move) const
{
    return to_gtp_vertex(game_.board().geometry(), static_cast<Point>(move));
}

Value TinyGo::area_difference() const
{
    const AreaScore score = tromp_taylor_score(game_.board(), 0.0);
    return score.black_area() - score.white_area();
}

} // namespace stonelab::search
