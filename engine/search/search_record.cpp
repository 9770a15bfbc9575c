#include "engine/search/search_record.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <stdexcept>
#include <string>
#include <vector>

namespace stonelab::search {

namespace {

// The largest value the record may hold, as the tree reader's leaves.
constexpr Value kMaxRecordValue = 999'999'999;
// A message quotes at most this many bytes of the text.
constexpr std::size_t kMaxQuoted = 20;

// `text` for a message: at most kMaxQuoted bytes, anything but printable ASCII as '?'.
std::string quoted(std::string_view text)
{
    std::string out = "'";
    for (std::size_t i = 0; i < text.size() && i < kMaxQuoted; ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        out += c >= 0x20 && c < 0x7f ? static_cast<char>(c) : '?';
    }
    return out + (text.size() > kMaxQuoted ? "...'" : "'");
}

// A piece of a line, with where it starts (a byte offset into the line).
struct Piece {
    std::string_view text;
    std::size_t at = 0;
};

// Splits `piece` at `separator`, or at runs of white space when `separator` is 0; empty
// pieces are kept for a separator, dropped for white space.
std::vector<Piece> split(Piece piece, char separator)
{
    std::vector<Piece> pieces;
    std::size_t start = 0;
    const std::string_view text = piece.text;
    const auto is_break = [&](char c) {
        return separator ? c == separator : c == ' ' || c == '\t';
    };
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i < text.size() && !is_break(text[i])) continue;
        if (separator || i > start)
            pieces.push_back({text.substr(start, i - start), piece.at + start});
        start = i + 1;
    }
    return pieces;
}

Piece trimmed(Piece piece)
{
    while (!piece.text.empty() && (piece.text.front() == ' ' || piece.text.front() == '\t')) {
        piece.text.remove_prefix(1);
        ++piece.at;
    }
    while (!piece.text.empty() && (piece.text.back() == ' ' || piece.text.back() == '\t'))
        piece.text.remove_suffix(1);
    return piece;
}

class RecordReader {
public:
    explicit RecordReader(std::string_view text) : text_(text) {}

    SearchResult read();

private:
    [[noreturn]] void fail(std::size_t at, const std::string& message) const
    {
        // Columns count characters: every byte that does not continue a UTF-8 sequence.
        int column = 1;
        for (std::size_t i = 0; i < at && i < line_.size(); ++i)
            column += (static_cast<unsigned char>(line_[i]) & 0xC0) != 0x80;
        throw ParseError(line_number_, column, message);
    }

    void visit(std::string_view line);
    std::vector<std::string> names(const std::vector<Piece>& pieces) const;
    Value number(Piece piece, bool bound) const;
    SearchResult result();

    std::string_view text_;
    std::string_view line_;
    int line_number_ = 0;
    SearchTree tree_;
    std::vector<int> path_; // the recorded nodes from the root down to the last visit
};

std::vector<std::string> RecordReader::names(const std::vector<Piece>& pieces) const
{
    std::vector<std::string> out;
    for (const Piece& piece : pieces) {
        const bool fits = piece.text.size() <= kMaxRecordNameBytes;
        const bool word = std::all_of(piece.text.begin(), piece.text.end(), [](char c) {
            return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
        });
        if (!fits || !word)
            fail(piece.at, "a move name is 1 to " + std::to_string(kMaxRecordNameBytes) +
                               " letters, digits or '_', not " + quoted(piece.text));
        out.emplace_back(piece.text);
    }
    return out;
}

Value RecordReader::number(Piece piece, bool bound) const
{
    if (bound && (piece.text == "inf" || piece.text == "+inf")) return kInfinity;
    if (bound && piece.text == "-inf") return -kInfinity;
    std::string_view digits = piece.text;
    if (!digits.empty() && digits.front() == '+') digits.remove_prefix(1);
    long long value = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (digits.empty() || error != std::errc() || end != digits.data() + digits.size())
        fail(piece.at, std::string("expected ") +
                           (bound ? "a bound (a number, inf or -inf)" : "a value (a number)") +
                           " but found " + quoted(piece.text));
    if (value < -kMaxRecordValue || value > kMaxRecordValue)
        fail(piece.at,
             "a value must lie between -999,999,999 and 999,999,999, not " + quoted(piece.text));
    return static_cast<Value>(value);
}

void RecordReader::visit(std::string_view line)
{
    const std::vector<Piece> fields = split({line, 0}, '|');
    if (fields.size() < 3 || fields.size() > 4)
        fail(0, "a visit is 'path | [alpha, beta] | value [leaf] [| pruned moves]'");

    // The path, and where it hangs in the tree.
    const std::vector<Piece> path_pieces = split(fields[0], 0);
    if (path_pieces.empty()) fail(fields[0].at, "a visit needs a path ('root' for the root)");
    const bool is_root = path_pieces.size() == 1 && path_pieces[0].text == "root";
    const std::vector<std::string> path = is_root ? std::vector<std::string>{} : names(path_pieces);
    if (tree_.nodes.empty() && !is_root)
        fail(fields[0].at, "the first visit must be the root, 'root'");
    if (!tree_.nodes.empty() && is_root) fail(fields[0].at, "a record has one root");
    if (path.size() > static_cast<std::size_t>(kMaxRecordPlies))
        fail(fields[0].at, "a path may hold at most " + std::to_string(kMaxRecordPlies) + " moves");
    if (tree_.nodes.size() >= static_cast<std::size_t>(kMaxRecordNodes))
        fail(0, "a record may hold at most " + std::to_string(kMaxRecordNodes) + " visits");
    const std::size_t ply = path.size();
    if (ply > 0) {
        bool follows = path_.size() >= ply;
        for (std::size_t i = 1; follows && i < ply; ++i)
            follows = tree_.nodes[static_cast<std::size_t>(path_[i])].move_name == path[i - 1];
        if (!follows)
            fail(fields[0].at, "this visit's parent is not on the way down to it: in a search "
                               "a position comes after its parent and its parent's earlier "
                               "children");
        path_.resize(ply);
        if (tree_.nodes[static_cast<std::size_t>(path_.back())].is_leaf)
            fail(fields[0].at, "a leaf has no children");
    }

    // The window.
    const Piece window = trimmed(fields[1]);
    if (window.text.size() < 2 || window.text.front() != '[' || window.text.back() != ']')
        fail(window.at, "expected a window '[alpha, beta]' but found " + quoted(window.text));
    const std::vector<Piece> bounds =
        split({window.text.substr(1, window.text.size() - 2), window.at + 1}, ',');
    if (bounds.size() != 2) fail(window.at, "a window has two bounds: '[alpha, beta]'");
    SearchNode node;
    node.has_window = true;
    node.alpha = number(trimmed(bounds[0]), true);
    node.beta = number(trimmed(bounds[1]), true);
    if (node.alpha >= node.beta) fail(window.at, "a window's alpha must be below its beta");

    // The value, and a leaf's mark.
    const std::vector<Piece> value = split(fields[2], 0);
    if (value.empty() || value.size() > 2 || (value.size() == 2 && value[1].text != "leaf"))
        fail(fields[2].at, "expected a value, then 'leaf' for an evaluated position");
    node.value = number(value[0], false);
    node.is_leaf = value.size() == 2;

    // The moves a cut-off left.
    if (fields.size() == 4) {
        const std::vector<Piece> pruned = split(fields[3], 0);
        if (pruned.size() < 2 || pruned[0].text != "pruned")
            fail(fields[3].at, "expected 'pruned' and the moves a cut-off left unsearched");
        if (node.is_leaf) fail(fields[3].at, "a leaf has no moves to prune");
        node.pruned_names = names({pruned.begin() + 1, pruned.end()});
        node.pruned_moves.assign(node.pruned_names.size(), kNoMove);
        node.cut_off = true;
    }
    if (!node.is_leaf) {
        if (node.value >= node.beta) node.bound = Bound::Lower;
        if (node.value <= node.alpha) node.bound = Bound::Upper;
    }

    const int index = static_cast<int>(tree_.nodes.size());
    node.ply = static_cast<int>(ply);
    node.to_move = ply % 2 == 0 ? Side::First : Side::Second;
    if (ply > 0) {
        SearchNode& parent = tree_.nodes[static_cast<std::size_t>(path_.back())];
        node.parent = path_.back();
        node.move = static_cast<Move>(parent.children.size());
        node.move_name = path.back();
        parent.children.push_back(index);
    }
    tree_.nodes.push_back(std::move(node));
    path_.push_back(index);
}

SearchResult RecordReader::read()
{
    std::size_t start = 0;
    while (start < text_.size()) {
        const std::size_t end = std::min(text_.find('\n', start), text_.size());
        line_ = text_.substr(start, end - start);
        if (!line_.empty() && line_.back() == '\r') line_.remove_suffix(1);
        ++line_number_;
        const Piece content = trimmed({line_, 0});
        if (!content.text.empty() && content.text.front() != '#') visit(line_);
        start = end + 1;
    }
    if (tree_.nodes.empty()) {
        line_ = {};
        ++line_number_;
        fail(0, "the record holds no visit: its first line must be the root's");
    }
    return result();
}

SearchResult RecordReader::result()
{
    SearchResult result;
    for (const SearchNode& node : tree_.nodes) result.leaves += node.is_leaf;
    result.nodes = static_cast<long>(tree_.nodes.size());
    result.value = tree_.nodes[0].value;
    // The principal variation: the first child that gives its parent its value, while the
    // parent's value is exact.
    std::size_t at = 0;
    tree_.nodes[0].on_pv = true;
    while (tree_.nodes[at].bound == Bound::Exact) {
        const SearchNode& node = tree_.nodes[at];
        const auto best = std::find_if(node.children.begin(), node.children.end(), [&](int c) {
            return -tree_.nodes[static_cast<std::size_t>(c)].value == node.value;
        });
        if (best == node.children.end()) break;
        at = static_cast<std::size_t>(*best);
        tree_.nodes[at].on_pv = true;
        result.principal_variation.push_back(tree_.nodes[at].move);
    }
    if (!result.principal_variation.empty()) result.best_move = result.principal_variation[0];
    result.tree = std::move(tree_);
    return result;
}

// A bound as the record writes it.
std::string bound_text(Value value)
{
    if (value >= kInfinity) return "inf";
    if (value <= -kInfinity) return "-inf";
    return std::to_string(value);
}

} // namespace

std::string format_search_record(const SearchResult& result)
{
    if (!result.tree) throw std::invalid_argument("format_search_record: no recorded tree");
    const std::vector<SearchNode>& nodes = result.tree->nodes;
    std::string text;
    for (const SearchNode& node : nodes) {
        std::vector<const std::string*> path;
        for (const SearchNode* at = &node; at->parent >= 0;
             at = &nodes[static_cast<std::size_t>(at->parent)])
            path.insert(path.begin(), &at->move_name);
        if (path.empty()) text += "root";
        for (std::size_t i = 0; i < path.size(); ++i) text += (i ? " " : "") + *path[i];
        text += " | [" + bound_text(node.alpha) + ", " + bound_text(node.beta) + "] | " +
                std::to_string(node.value) + (node.is_leaf ? " leaf" : "");
        if (!node.pruned_names.empty()) {
            text += " | pruned";
            for (const std::string& name : node.pruned_names) text += " " + name;
        }
        text += "\n";
    }
    return text;
}

SearchResult parse_search_record(std::string_view text, std::size_t max_bytes)
{
    if (text.size() > max_bytes)
        throw ParseError(1, 1,
                         "the record is longer than " + std::to_string(max_bytes) +
                             " bytes, the most a search record may hold");
    return RecordReader(text).read();
}

} // namespace stonelab::search
