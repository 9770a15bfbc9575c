/// \file
/// Text from outside (student output, move names, captions) made safe for the files the
/// project writes: well-formed UTF-8, and XML escaping for SVG figures and JUnit reports.
/// One decoder for all of them, so that every file treats a bad byte the same way: each byte
/// that does not start a well-formed sequence becomes U+FFFD, the replacement character.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace stonelab {

/// U+FFFD REPLACEMENT CHARACTER, in UTF-8.
inline constexpr std::string_view kReplacementCharacter = "\xEF\xBF\xBD";

/// The length of the well-formed UTF-8 sequence starting at `text[at]`, 0 when none does.
/// The ranges are those of the Unicode standard's Table 3-7: they exclude overlong forms,
/// surrogates and code points past U+10FFFF.
std::size_t utf8_sequence_length(std::string_view text, std::size_t at);

/// The code point of one well-formed sequence (as `utf8_sequence_length` found it).
char32_t decode_utf8(std::string_view sequence);

/// Calls `visit(bytes, code_point)` for each character of `text` in order; a byte that
/// starts no well-formed sequence is visited as U+FFFD.
template <typename Visit> void for_each_utf8_char(std::string_view text, Visit visit)
{
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t length = utf8_sequence_length(text, at);
        if (length == 0) {
            visit(kReplacementCharacter, char32_t{0xFFFD});
            ++at;
        } else {
            const std::string_view bytes = text.substr(at, length);
            visit(bytes, decode_utf8(bytes));
            at += length;
        }
    }
}

/// `text` with every malformed byte replaced by U+FFFD. Valid text is returned unchanged.
std::string valid_utf8(std::string_view text);

/// The number of characters of valid UTF-8 `text` (every byte but continuation bytes).
std::size_t utf8_length(std::string_view text);

/// The columns `c` takes in a terminal: 2 for the East Asian wide and fullwidth characters
/// (kanji, kana, hangul, fullwidth punctuation and forms: Unicode's EastAsianWidth W and F),
/// 1 for every other character (the "ambiguous" ones, ○ ● — …, as a Western terminal shows
/// them).
std::size_t display_width(char32_t c);

/// The columns of `text` (malformed bytes count as U+FFFD, one column).
std::size_t display_width(std::string_view text);

/// `text` as lines of at most `width` columns for a terminal, each line of `text` wrapped on
/// its own: at spaces (runs of spaces between words made one; an empty line stays empty),
/// and between wide characters, as Japanese is written, without spaces. A line
/// never starts with closing punctuation (、。）」…) nor ends with an opening one (（「…): it
/// breaks a little earlier instead; a word wider than `width` gets a line of its
/// own. Lines break only between characters: a UTF-8 sequence is never split.
std::vector<std::string> wrapped_to_width(const std::string& text, std::size_t width);

/// Two drawings in text side by side, `gap` spaces apart, when their widest lines together
/// fit in `width` characters; one under the other, an empty line between, when they do not.
/// `placed_right`, if given, says which it was. Each line of the result ends with '\n' and
/// has no trailing spaces.
std::string side_by_side(const std::string& left, const std::string& right, std::size_t width,
                         std::size_t gap = 5, bool* placed_right = nullptr);

/// `text` as one short, harmless line for a message or a record's comment, however it came
/// from another program: malformed bytes as U+FFFD, line ends, tabs, escape, bell and every
/// other control character as a visible escape (`\n`, `\t`, `\x1b`...), so that nothing in
/// it can move a terminal's cursor, ring it or split a line; cut after `most` characters,
/// with "... (N bytes in all)" saying how long it was.
std::string one_line_excerpt(std::string_view text, std::size_t most = 80);

/// True for the characters XML 1.0 allows: tab, LF, CR and everything from U+0020 on but
/// U+FFFE and U+FFFF.
bool allowed_in_xml(char32_t c);

/// Where escaped text goes: tab and LF stay raw in element text (for people), and become
/// character references in an attribute value (which a parser would turn into spaces).
enum class XmlPlace { Text, Attribute };

/// `text` as XML 1.0 character data or an attribute value: `& < > " '` escaped (so that `]]>`
/// cannot end a CDATA section either), CR as `&#13;`, invalid UTF-8 and the characters XML
/// forbids (other control characters, U+FFFE, U+FFFF) replaced by U+FFFD.
std::string xml_escape(std::string_view text, XmlPlace place = XmlPlace::Attribute);

} // namespace stonelab
