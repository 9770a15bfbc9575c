#include "engine/base/utf8.hpp"

#include <algorithm>
#include <sstream>
#include <string_view>
#include <utility>

namespace stonelab {

std::size_t utf8_sequence_length(std::string_view text, std::size_t at)
{
    const auto byte = [&](std::size_t i) -> unsigned {
        return at + i < text.size() ? static_cast<unsigned char>(text[at + i]) : 0;
    };
    const unsigned lead = byte(0);
    if (lead < 0x80) return 1;
    unsigned low = 0x80;
    unsigned high = 0xBF;
    std::size_t length = 0;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        if (lead == 0xE0) low = 0xA0;  // overlong below
        if (lead == 0xED) high = 0x9F; // surrogates above
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        if (lead == 0xF0) low = 0x90;  // overlong below
        if (lead == 0xF4) high = 0x8F; // past U+10FFFF above
    } else {
        return 0;
    }
    if (byte(1) < low || byte(1) > high) return 0;
    for (std::size_t i = 2; i < length; ++i)
        if (byte(i) < 0x80 || byte(i) > 0xBF) return 0;
    return length;
}

char32_t decode_utf8(std::string_view sequence)
{
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(sequence[i]); };
    if (sequence.size() == 1) return byte(0);
    char32_t value = byte(0) & (0x7F >> sequence.size());
    for (std::size_t i = 1; i < sequence.size(); ++i) value = (value << 6) | (byte(i) & 0x3F);
    return value;
}

std::string valid_utf8(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for_each_utf8_char(text, [&](std::string_view bytes, char32_t) { out += bytes; });
    return out;
}

std::size_t utf8_length(std::string_view text)
{
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    }));
}

std::size_t display_width(char32_t c)
{
    // The W and F ranges of EastAsianWidth.txt, merged where only unassigned points lie between.
    constexpr std::pair<char32_t, char32_t> kWide[] = {
        {0x1100, 0x115F},   // Hangul Jamo initials
        {0x2E80, 0x303E},   // CJK radicals, ideographic description, CJK symbols and punctuation
        {0x3041, 0x33FF},   // kana, bopomofo, Hangul compatibility, kanbun, CJK compatibility
        {0x3400, 0x4DBF},   // CJK extension A
        {0x4E00, 0x9FFF},   // CJK unified ideographs
        {0xA000, 0xA4CF},   // Yi
        {0xAC00, 0xD7A3},   // Hangul syllables
        {0xF900, 0xFAFF},   // CJK compatibility ideographs
        {0xFE30, 0xFE4F},   // CJK compatibility forms
        {0xFF00, 0xFF60},   // fullwidth forms
        {0xFFE0, 0xFFE6},   // fullwidth signs
        {0x1F300, 0x1F64F}, // pictographs and emoticons
        {0x20000, 0x3FFFD}, // CJK extensions B and beyond
    };
    for (const auto& [first, last] : kWide)
        if (c >= first && c <= last) return 2;
    return 1;
}

std::size_t display_width(std::string_view text)
{
    std::size_t columns = 0;
    for_each_utf8_char(text, [&](std::string_view, char32_t c) { columns += display_width(c); });
    return columns;
}

namespace {

// What a line may not start with, and may not end with, in Japanese text (the usual kinsoku
// characters of JIS X 4051, the common wide ones). Only wide characters count: an English
// text breaks at its spaces.
constexpr std::u32string_view kNoLineStart =
    U"、。，．・：；？！）」』】〕〉》ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ％］｝";
constexpr std::u32string_view kNoLineEnd = U"（「『【〔〈《［｛";

// A piece of a line that is never split: one wide character, or a run of other characters up
// to a space or a wide character (a word).
struct Piece {
    std::string text;
    std::size_t columns = 0;
    bool after_space = false; ///< spaces came before it: a break there drops them
    bool wide = false;
    char32_t first = 0;
    char32_t last = 0;
};

std::vector<Piece> pieces_of(std::string_view line)
{
    std::vector<Piece> pieces;
    bool space = false;
    bool open_word = false; // the last piece is a word that may go on
    for_each_utf8_char(line, [&](std::string_view bytes, char32_t c) {
        // The whitespace `istream >> word` skips.
        if (c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f') {
            space = true;
            open_word = false;
            return;
        }
        const bool wide = display_width(c) == 2;
        if (!wide && open_word && !space) {
            pieces.back().text += bytes;
            pieces.back().columns += 1;
            pieces.back().last = c;
            return;
        }
        pieces.push_back({std::string(bytes), display_width(c), space, wide, c, c});
        space = false;
        open_word = !wide;
    });
    return pieces;
}

// True if a line may break between `before` and `after`.
bool may_break(const Piece& before, const Piece& after)
{
    if (after.wide && kNoLineStart.find(after.first) != std::u32string_view::npos) return false;
    if (before.wide && kNoLineEnd.find(before.last) != std::u32string_view::npos) return false;
    // Markdown's emphasis marks (`**`) stay with the character they touch, so that no line
    // starts with a closing mark or ends with an opening one.
    if (!after.after_space && (after.first == '*' || before.last == '*')) return false;
    return after.after_space || before.wide || after.wide;
}

// The pieces as one line: a space where spaces were between them.
std::string line_of(const std::vector<Piece>& pieces)
{
    std::string line;
    for (std::size_t i = 0; i < pieces.size(); ++i)
        line += (i > 0 && pieces[i].after_space ? " " : "") + pieces[i].text;
    return line;
}

std::size_t columns_of(const std::vector<Piece>& pieces)
{
    std::size_t columns = 0;
    for (std::size_t i = 0; i < pieces.size(); ++i)
        columns += (i > 0 && pieces[i].after_space ? 1 : 0) + pieces[i].columns;
    return columns;
}

} // namespace

std::vector<std::string> wrapped_to_width(const std::string& text, std::size_t width)
{
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string paragraph; std::getline(in, paragraph);) {
        std::vector<Piece> line;
        for (Piece& piece : pieces_of(paragraph)) {
            line.push_back(std::move(piece));
            if (line.size() == 1 || columns_of(line) <= width) continue;
            // Too wide: break at the last place allowed, which is before the new piece unless
            // a bracket or a closing mark holds them together (then a little earlier).
            std::size_t at = line.size() - 1;
            while (at > 0 && !may_break(line[at - 1], line[at])) --at;
            if (at == 0) continue; // nowhere: the line runs long
            lines.push_back(line_of({line.begin(), line.begin() + static_cast<long>(at)}));
            line.erase(line.begin(), line.begin() + static_cast<long>(at));
        }
        lines.push_back(line_of(line));
    }
    return lines;
}

// Surrogates never get here: they are not well-formed UTF-8.
bool allowed_in_xml(char32_t c)
{
    return c == '\t' || c == '\n' || c == '\r' || (c >= 0x20 && c != 0xFFFE && c != 0xFFFF);
}

std::string xml_escape(std::string_view text, XmlPlace place)
{
    std::string out;
    for_each_utf8_char(text, [&](std::string_view bytes, char32_t c) {
        switch (c) {
        case '&': out += "&amp;"; return;
        case '<': out += "&lt;"; return;
        case '>': out += "&gt;"; return; // also keeps "]]>" out of the text
        case '"': out += "&quot;"; return;
        case '\'': out += "&apos;"; return;
        case '\r': out += "&#13;"; return; // a parser would turn a raw CR into LF
        case '\n':
        case '\t':
            if (place == XmlPlace::Attribute) {
                out += c == '\n' ? "&#10;" : "&#9;";
                return;
            }
            break;
        default: break;
        }
        out += allowed_in_xml(c) ? bytes : kReplacementCharacter;
    });
    return out;
}

std::string side_by_side(const std::string& left, const std::string& right, std::size_t width,
                         std::size_t gap, bool* placed_right)
{
    const auto lines = [](const std::string& text) {
        std::vector<std::string> out;
        std::istringstream in(text);
        for (std::string line; std::getline(in, line);) out.push_back(line);
        return out;
    };
    const auto widest = [](const std::vector<std::string>& text) {
        std::size_t most = 0;
        for (const std::string& line : text) most = std::max(most, utf8_length(line));
        return most;
    };
    const std::vector<std::string> a = lines(left), b = lines(right);
    const std::size_t left_width = widest(a);
    const bool fits = left_width + gap + widest(b) <= width;
    if (placed_right) *placed_right = fits;
    std::string text;
    if (!fits) {
        for (const std::string& line : a) text += line + "\n";
        text += "\n";
        for (const std::string& line : b) text += line + "\n";
        return text;
    }
    for (std::size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
        const std::string l = i < a.size() ? a[i] : "";
        std::string line =
            i < b.size() ? l + std::string(left_width - utf8_length(l) + gap, ' ') + b[i] : l;
        line.erase(line.find_last_not_of(' ') + 1);
        text += line + "\n";
    }
    return text;
}

std::string one_line_excerpt(std::string_view text, std::size_t most)
{
    std::string out;
    std::size_t shown = 0;
    bool cut = false;
    for_each_utf8_char(text, [&](std::string_view bytes, char32_t c) {
        if (cut) return;
        if (shown == most) {
            cut = true;
            return;
        }
        ++shown;
        if (c == '\n') {
            out += "\\n";
        } else if (c == '\r') {
            out += "\\r";
        } else if (c == '\t') {
            out += "\\t";
        } else if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0)) {
            static const char digits[] = "0123456789abcdef"; // C0, DEL and C1: below 0x100
            out += "\\x";
            out += digits[(c >> 4) & 0xf];
            out += digits[c & 0xf];
        } else {
            out += bytes;
        }
    });
    if (cut) out += "... (" + std::to_string(text.size()) + " bytes in all)";
    return out;
}

} // namespace stonelab
