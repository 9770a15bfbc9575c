/// \file
/// Lesson 7's slow board: liberties found by lesson 2's recursive walk, every time.
///
/// `WalkBoard` knows the stones and the ko point and nothing else: no strings, no liberty
/// counts. Each question about liberties ("is this move suicide?", "is this neighbour in
/// atari?") walks the string again from scratch, as lesson 2 taught. Its rules are exactly
/// the engine's `Board`'s (simple ko with seed 002's "a lone stone took one stone and has one
/// liberty left"; suicide refused; seed 002's own eye), so a playout that draws the same
/// random numbers plays the same moves on both. Task 4 measures what the walks cost.
///
/// This file is the lesson's, not yours: read it, use it, do not change it.
#pragma once

#include "engine/base/color.hpp"
#include "engine/base/geometry.hpp"
#include "engine/go/board.hpp"

#include <vector>

namespace stonelab::lesson07 {

/// A board that finds liberties by walking. Plain data: the size, the padded array of
/// cells (the engine's layout, geometry.hpp) and the ko point.
struct WalkBoard {
    int width = 9;
    int height = 9;
    std::vector<Color> cells;  ///< (width + 2) x (height + 2) cells, walls all round
    Point ko_point = kNoPoint; ///< where `ko_color` may not play this move
    Color ko_color = Color::Empty;

    /// The stones and ko point of an engine board (its history aside).
    static WalkBoard from(const Board& board)
    {
        WalkBoard walk;
        walk.width = board.width();
        walk.height = board.height();
        walk.cells.assign(static_cast<std::size_t>(board.geometry().cells()), Color::Wall);
        for (Point p : board.points()) walk.cells[static_cast<std::size_t>(p)] = board.at(p);
        walk.ko_point = board.ko_point();
        walk.ko_color = board.ko_color();
        return walk;
    }

    Geometry geometry() const { return {width, height}; }

    /// Every playable point in raster order, as `Board::points()`.
    std::vector<Point> points() const
    {
        std::vector<Point> all;
        const Geometry g = geometry();
        for (int y = 1; y <= height; ++y)
            for (int x = 1; x <= width; ++x) all.push_back(g.point(x, y));
        return all;
    }

    /// What is on p (`Color::Wall` outside the board).
    Color at(Point p) const
    {
        return geometry().on_board(p) ? cells[static_cast<std::size_t>(p)] : Color::Wall;
    }

    /// The number of distinct liberties of the string through the stone at p, found by a
    /// recursive walk over the string (lesson 2, task 1): every call walks it again.
    int liberty_count(Point p) const
    {
        std::vector<bool> seen(cells.size(), false);
        int liberties = 0;
        walk(p, at(p), seen, liberties);
        return liberties;
    }

    /// Whether `color` may play p now: a pass always; otherwise an empty point that is not
    /// the ko point, where the stone has a liberty, joins an own string with another liberty,
    /// or captures (lesson 3, task 1).
    bool is_legal(Color color, Point p) const
    {
        if (p == kPass) return true;
        if (at(p) != Color::Empty) return false;
        if (p == ko_point && color == ko_color) return false;
        for (int i = 0; i < 4; ++i) {
            const Point q = p + geometry().dir(i);
            const Color c = at(q);
            if (c == Color::Empty) return true;
            if (c == color && liberty_count(q) >= 2) return true;
            if (c == opponent(color) && liberty_count(q) == 1) return true;
        }
        return false;
    }

    /// Seed 002's own eye, as `Board::is_own_eye`: p is empty and each neighbour is the wall
    /// or a stone of `color` whose string has at least two liberties.
    bool is_own_eye(Color color, Point p) const
    {
        if (at(p) != Color::Empty) return false;
        for (int i = 0; i < 4; ++i) {
            const Point q = p + geometry().dir(i);
            const Color c = at(q);
            if (c == Color::Wall) continue;
            if (c != color || liberty_count(q) < 2) return false;
        }
        return true;
    }

    /// Plays a legal move of `color` (a pass, or a stone that removes the opponent strings
    /// it leaves without a liberty) and sets the ko point as the engine does. The caller
    /// checks `is_legal` first.
    void play(Color color, Point p)
    {
        ko_point = kNoPoint; // a ko ban lasts one move, whatever that move is
        ko_color = Color::Empty;
        if (p == kPass) return;
        cells[static_cast<std::size_t>(p)] = color;
        int captured = 0;
        Point last_captured = kNoPoint;
        for (int i = 0; i < 4; ++i) {
            const Point q = p + geometry().dir(i);
            if (at(q) == opponent(color) && liberty_count(q) == 0) {
                captured += remove(q, opponent(color));
                last_captured = q;
            }
        }
        bool alone = true;
        for (int i = 0; i < 4; ++i) alone = alone && at(p + geometry().dir(i)) != color;
        if (captured == 1 && alone && liberty_count(p) == 1) {
            ko_point = last_captured;
            ko_color = opponent(color);
        }
    }

private:
    // Lesson 2's walk: mark every point looked at; count each empty one once. The marks are
    // lesson 2's too, a std::vector<bool> (GCC 12 at -O3 wrongly warned of writes past the end
    // of a std::vector<char> here).
    void walk(Point p, Color color, std::vector<bool>& seen, int& liberties) const
    {
        seen[static_cast<std::size_t>(p)] = true;
        for (int i = 0; i < 4; ++i) {
            const Point q = p + geometry().dir(i);
            if (seen[static_cast<std::size_t>(q)]) continue;
            const Color c = at(q);
            if (c == Color::Empty) {
                seen[static_cast<std::size_t>(q)] = true;
                ++liberties;
            } else if (c == color) {
                walk(q, color, seen, liberties);
            }
        }
    }

    // Lesson 2's removal: empty the stone, then recurse into the same colour.
    int remove(Point p, Color color)
    {
        cells[static_cast<std::size_t>(p)] = Color::Empty;
        int removed = 1;
        for (int i = 0; i < 4; ++i) {
            const Point q = p + geometry().dir(i);
            if (at(q) == color) removed += remove(q, color);
        }
        return removed;
    }
};

} // namespace stonelab::lesson07
