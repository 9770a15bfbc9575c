// Lesson 3's interface across the sandbox's wall (grader/kit/remote.hpp): how its types are
// written, the list of its functions, and, in the tests' process, a stub for each. The
// student writes member functions of Position and Game, so each call carries the object, and
// the object comes back changed from a non-const one.
#include "legality_ko.hpp"

#include "grader/kit/remote.hpp"

namespace stonelab::lesson03 {

template <class Fields> void describe(Fields& fields, Position& position)
{
    fields(position.geometry_, position.board_, position.ko_point_, position.ko_color_,
           position.captures_, position.move_number_);
}

template <class Fields> void describe(Fields& fields, Game& game)
{
    fields(game.position_, game.to_move_, game.passes_in_a_row_, game.resigned_);
}

} // namespace stonelab::lesson03

namespace stonelab::remote {

template <> inline constexpr int enum_values<lesson03::Verdict> = 4;

const Interface& lesson_interface()
{
    static const Interface functions = {
        function<&lesson03::Position::check_move>("Position::check_move"),
        function<&lesson03::Position::play>("Position::play"),
        function<&lesson03::Game::to_move>("Game::to_move"),
        function<&lesson03::Game::play>("Game::play"),
        function<&lesson03::Game::resign>("Game::resign"),
        function<&lesson03::Game::over>("Game::over"),
        function<&lesson03::Game::winner>("Game::winner"),
    };
    return functions;
}

} // namespace stonelab::remote

#ifdef STONELAB_TESTS_SIDE
namespace stonelab::lesson03 {

Verdict Position::check_move(Color color, Point z) const
{
    return remote::call<&Position::check_move>(*this, color, z);
}

Verdict Position::play(Color color, Point z)
{
    return remote::call<&Position::play>(*this, color, z);
}

Color Game::to_move() const { return remote::call<&Game::to_move>(*this); }

Verdict Game::play(Point z) { return remote::call<&Game::play>(*this, z); }

void Game::resign() { remote::call<&Game::resign>(*this); }

bool Game::over() const { return remote::call<&Game::over>(*this); }

Color Game::winner() const { return remote::call<&Game::winner>(*this); }

} // namespace stonelab::lesson03
#endif
