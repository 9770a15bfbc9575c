/// \file
/// The Go board: stones, strings with exact liberty counts, captures, simple ko, undo.
#pragma once

#include "engine/base/color.hpp"
#include "engine/base/geometry.hpp"

#include <array>
#include <cstdint>
#include <vector>

namespace stonelab {

/// Why a move may or may not be played.
enum class MoveStatus : std::uint8_t {
    Legal,    ///< the move can be played
    OffBoard, ///< not a point of this board (and not a pass)
    Occupied, ///< a stone is already there
    Suicide,  ///< the stone would have no liberty and captures nothing
    Ko,       ///< retakes a ko at once (simple ko rule)
    Superko,  ///< repeats an earlier position (positional superko; see `Game`)
};

/// A short English name for a status: "legal", "occupied", "suicide", "ko", ...
const char* status_name(MoveStatus s);

/// A move: who played, and where (kPass for a pass).
struct Move {
    Color color;
    Point point;
    bool operator==(const Move&) const = default;
};

/// A Go board of any size from 1x1 to 19x19, square or not.
///
/// What it is: the position (stones on a padded 1-D array, see geometry.hpp), the strings
/// (連) with their exact liberty counts kept up to date move by move, the prisoners each
/// player has taken, the simple-ko point, a Zobrist hash of the stones, and a journal that
/// undoes any number of moves exactly.
///
/// What it is not: it does not enforce turn order (either colour may move, as in GTP), does
/// not know about positional superko or the end of the game, and does not score. Those
/// belong to `Game` and scoring.hpp, which keep the history they need.
///
/// **Ko.** After a move that captured exactly one stone with a lone stone that is left with
/// exactly one liberty (seed 002's rule: "1 liberty, 1 stone, captured 1"), the point of the
/// captured stone is the ko point and the opponent may not play there on the very next move.
/// Seed 000 marks more points (any capture of one stone by a stone with no friendly
/// neighbour); the extra points are always suicide points for the opponent anyway, so both
/// rules forbid exactly the same moves.
///
/// **Strings.** Every stone knows its string's id (the id is one of the string's stones),
/// the stones of a string form a circular list, and the id stone holds the string's size
/// and liberty count. Adjacent strings merge, the smaller into the larger.
class Board {
public:
    /// An empty board of the given size. Throws std::invalid_argument unless
    /// 1 <= width, height <= 19.
    Board(int width, int height);
    /// An empty square board.
    explicit Board(int size = 9) : Board(size, size) {}

    const Geometry& geometry() const { return geometry_; }
    int width() const { return geometry_.width; }
    int height() const { return geometry_.height; }

    /// Every playable point, in raster order (top row first, left to right).
    const std::vector<Point>& points() const { return points_; }

    /// What is on p; `Color::Wall` for any index outside the board.
    Color at(Point p) const { return geometry_.on_board(p) ? color_[p] : Color::Wall; }
    /// The same as `at` for an index known to be inside the padded array (fast path).
    Color cell(Point p) const { return color_[p]; }

    /// The i-th neighbour of p (i = 0..3: right, down, left, up).
    Point neighbour(Point p, int i) const { return p + geometry_.dir(i); }

    // ---- moves -------------------------------------------------------------------------

    /// Whether `color` may play at p now, and if not, why. A pass is always legal.
    MoveStatus check(Color color, Point p) const;
    bool is_legal(Color color, Point p) const { return check(color, p) == MoveStatus::Legal; }

    /// Plays a stone (or a pass) for `color`, capturing what it surrounds. If the move is
    /// not legal, nothing changes and the reason is returned.
    MoveStatus play(Color color, Point p);

    /// Takes back the last move played; returns false if there is none. Everything is
    /// restored: stones, strings, liberties, prisoners, ko point and hash.
    bool undo();

    /// The Zobrist hash the board would have after `color` plays the legal move p, computed
    /// without playing it (the stone, minus every opponent string it would capture).
    std::uint64_t hash_after(Color color, Point p) const;

    /// How many moves (passes included) `undo` can take back.
    int moves_played() const { return static_cast<int>(moves_.size()); }

    /// The last move played, or kNoPoint if none. (A pass is kPass.)
    Point last_move() const { return moves_.empty() ? kNoPoint : moves_.back().point; }

    /// The moves `undo` can take back, oldest first. With the position they started from
    /// (undo them all to see it), they say everything about the board: playing them again on
    /// that position gives this board exactly, hash, ko point and prisoners included.
    std::vector<Move> moves() const;

    /// The point where `ko_color()` may not play this move, or kNoPoint.
    Point ko_point() const { return ko_point_; }
    /// The player barred from the ko point (the opponent of the capturer).
    Color ko_color() const { return ko_color_; }

    /// Stones captured so far *by* `color` (GTP `captures` and GNU Go's meaning).
    int captures(Color color) const { return captures_[player_index(color)]; }

    /// Zobrist hash of the stones on the board (not of the side to move or the ko point):
    /// equal positions have equal hashes, as positional superko needs.
    std::uint64_t hash() const { return hash_; }

    // ---- strings -----------------------------------------------------------------------

    /// The id of the string through the stone at p (one of its stones).
    Point string_id(Point p) const { return head_[p]; }
    /// Number of stones in the string through p.
    int string_size(Point p) const { return size_[head_[p]]; }
    /// Number of distinct liberties of the string through p.
    int liberty_count(Point p) const { return libs_[head_[p]]; }
    /// The stones of the string through p, in raster order.
    std::vector<Point> string_stones(Point p) const;
    /// The liberties of the string through p, in raster order.
    std::vector<Point> liberty_points(Point p) const;
    /// The ids of the opponent strings touching the string through p, ordered by the raster
    /// position of their first stone.
    std::vector<Point> neighbour_strings(Point p) const;

    // ---- knowledge ---------------------------------------------------------------------

    /// Seed 002's eye test: p is empty and each of its four neighbours is either off the
    /// board or a stone of `color` whose string has at least two liberties. Random players
    /// never fill such a point, which is what lets random games end.
    bool is_own_eye(Color color, Point p) const;

    // ---- setting up positions ----------------------------------------------------------

    /// Puts `color` (or Empty) on p without capturing anything, as SGF's AB/AW/AE and text
    /// diagrams do, and rebuilds the strings. Clears the undo journal and the ko point.
    /// Callers should check `has_string_without_liberties()` afterwards.
    void set_stone(Point p, Color color);
    /// True if some string has no liberty (possible only after `set_stone`).
    bool has_string_without_liberties() const;
    /// Sets the prisoners taken by `color` before the position, as an SGF record's or a
    /// diagram's header may give them. Clears the undo journal, like `set_stone`.
    void set_captures(Color color, int count);

private:
    // One record per move: what undo needs besides the journal of array writes.
    struct MoveRecord {
        Point point;
        Color color;
        Point ko_point;
        Color ko_color;
        std::uint64_t hash;
        std::array<int, 2> captures;
        std::size_t journal_size;
    };
    // One array write: which cell of which array, and the value it held before.
    struct Change {
        std::uint16_t array;
        std::uint16_t index;
        std::int16_t old_value;
    };
    enum Array : std::uint16_t { kColor, kHead, kNext, kSize, kLibs };

    void write(Array array, Point p, int value);
    void place_stone(Color color, Point p);
    void merge_strings(Point stone, Point other_id);
    int remove_string(Point id);
    int count_liberties_slow(Point id) const;
    void rebuild_strings();
    void begin_marking() const;
    bool mark(Point p) const; // true the first time p is marked in this round

    Geometry geometry_;
    std::vector<Point> points_;

    // Per-cell state; every change to it goes through write() so that undo can replay it.
    std::array<Color, kMaxCells> color_{};
    std::array<std::int16_t, kMaxCells> head_{}; // string id of each stone
    std::array<std::int16_t, kMaxCells> next_{}; // next stone of the same string (circular)
    std::array<std::int16_t, kMaxCells> size_{}; // stone count, valid at string ids
    std::array<std::int16_t, kMaxCells> libs_{}; // liberty count, valid at string ids

    Point ko_point_ = kNoPoint;
    Color ko_color_ = Color::Empty;
    std::array<int, 2> captures_{};
    std::uint64_t hash_ = 0;

    std::vector<MoveRecord> moves_;
    std::vector<Change> journal_;

    // Scratch marks for "have I seen this point?" walks; not part of the position.
    mutable std::array<std::uint32_t, kMaxCells> marks_{};
    mutable std::uint32_t mark_round_ = 0;
};

/// True if both boards have the same size and the same stone on every point (prisoners,
/// ko and history aside).
bool same_stones(const Board& a, const Board& b);

/// The Zobrist key of a stone of `color` (Black or White) on cell p; the same on every
/// platform (drawn from `Rng` with a fixed seed).
std::uint64_t zobrist_key(Color color, Point p);

} // namespace stonelab
