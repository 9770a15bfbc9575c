#include "engine/base/geometry.hpp"

#include <cctype>

namespace stonelab {

char gtp_column_letter(int x)
{
    // GTP skips the letter I, which is too easy to confuse with J and with 1.
    const char letter = static_cast<char>('A' + x - 1);
    return letter >= 'I' ? static_cast<char>(letter + 1) : letter;
}

std::string to_gtp_vertex(const Geometry& g, Point p)
{
    if (p == kPass) return "pass";
    const int row_from_bottom = g.height - g.y_of(p) + 1;
    return gtp_column_letter(g.x_of(p)) + std::to_string(row_from_bottom);
}

std::optional<Point> parse_gtp_vertex(const Geometry& g, std::string_view text)
{
    std::string lower;
    for (char ch : text) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    if (lower == "pass") return kPass;
    if (lower.size() < 2 || lower.size() > 3) return std::nullopt;

    const char letter = lower[0];
    if (letter < 'a' || letter > 'z' || letter == 'i') return std::nullopt;
    const int x = letter - 'a' + (letter > 'i' ? 0 : 1);

    int row = 0;
    for (std::size_t i = 1; i < lower.size(); ++i) {
        if (!std::isdigit(static_cast<unsigned char>(lower[i]))) return std::nullopt;
        row = row * 10 + (lower[i] - '0');
    }
    if (lower[1] == '0') return std::nullopt; // no leading zeros: "A01" is not a vertex
    if (x < 1 || x > g.width || row < 1 || row > g.height) return std::nullopt;
    return g.point(x, g.height - row + 1);
}

std::string to_sgf_point(const Geometry& g, Point p)
{
    if (p == kPass) return "";
    return {static_cast<char>('a' + g.x_of(p) - 1), static_cast<char>('a' + g.y_of(p) - 1)};
}

std::optional<Point> parse_sgf_point(const Geometry& g, std::string_view text)
{
    if (text.empty()) return kPass;
    if (text.size() != 2) return std::nullopt;
    if (text == "tt" && g.width <= kMaxSide && g.height <= kMaxSide) return kPass;
    const int x = text[0] - 'a' + 1, y = text[1] - 'a' + 1;
    if (x < 1 || x > g.width || y < 1 || y > g.height) return std::nullopt;
    return g.point(x, y);
}

} // namespace stonelab
