#include "engine/search/game_tree.hpp"

#include <algorithm>
#include <cctype>
#include <functional>
#include <stdexcept>

namespace stonelab::search {

GameTree::GameTree(std::vector<TreeNode> nodes) : nodes_(std::move(nodes))
{
    if (nodes_.empty()) throw std::invalid_argument("a game tree needs a root");
}

std::vector<Move> GameTree::legal_moves() const
{
    std::vector<Move> moves(node().child_count);
    for (int i = 0; i < node().child_count; ++i) moves[i] = i;
    return moves;
}

std::string GameTree::move_name(Move move) const
{
    const std::string& label = nodes_[node().first_child + move].label;
    return label.empty() ? std::to_string(move + 1) : label;
}

long GameTree::leaf_count() const
{
    return std::count_if(nodes_.begin(), nodes_.end(),
                         [](const TreeNode& n) { return n.child_count == 0; });
}

namespace {

// A tree while it is being built: each node owns its children.
struct Draft {
    std::string label;
    Value value = 0;
    std::vector<Draft> children;
};

// Lays a draft out in GameTree's form: the children of a node next to each other.
void flatten(const Draft& draft, std::size_t index, std::vector<TreeNode>& nodes)
{
    const std::size_t first = nodes.size();
    nodes[index].label = draft.label;
    nodes[index].value = draft.value;
    nodes[index].first_child = static_cast<int>(first);
    nodes[index].child_count = static_cast<int>(draft.children.size());
    nodes.resize(first + draft.children.size());
    for (std::size_t i = 0; i < draft.children.size(); ++i)
        flatten(draft.children[i], first + i, nodes);
}

GameTree to_game_tree(const Draft& root)
{
    std::vector<TreeNode> nodes(1);
    flatten(root, 0, nodes);
    return GameTree(std::move(nodes));
}

// A recursive-descent reader of the format in game_tree.hpp, keeping the line and column
// of the next character for its error messages.
class TreeReader {
public:
    TreeReader(std::string_view text, std::size_t max_bytes) : text_(text), max_bytes_(max_bytes) {}

    Draft read_tree()
    {
        if (text_.size() > max_bytes_) fail_past_the_limit();
        skip_separators();
        if (at_end()) fail("the text holds no tree: expected a number or '('");
        Draft root = read_subtree(0);
        skip_separators();
        if (!at_end()) fail("unexpected " + describe_next() + " after the end of the tree");
        return root;
    }

private:
    Draft read_subtree(int nesting)
    {
        if (++node_count_ > kMaxTreeNodes)
            fail("too many nodes (at most " + std::to_string(kMaxTreeNodes) + ")");
        Draft draft;
        if (is_label_char(peek()) && has_label_ahead()) {
            draft.label = read_label();
            advance(); // the ':'
        }
        if (peek() == '(') {
            read_children(draft, nesting + 1);
        } else if (peek() == '-' || peek() == '+' || std::isdigit(peek())) {
            draft.value = read_value();
        } else {
            fail("expected a number or '(' but found " + describe_next());
        }
        return draft;
    }

    void read_children(Draft& draft, int nesting)
    {
        if (nesting > kMaxTreeNesting)
            fail("the tree nests too deeply (at most " + std::to_string(kMaxTreeNesting) +
                 " levels)");
        const int open_line = line_, open_column = column_;
        advance(); // '('
        skip_separators();
        while (peek() != ')') {
            if (at_end()) throw ParseError(open_line, open_column, "this '(' is never closed");
            draft.children.push_back(read_subtree(nesting));
            skip_separators();
        }
        if (draft.children.empty()) fail("'()' is a node without moves: give it children");
        advance(); // ')'
    }

    Value read_value()
    {
        const int start_column = column_;
        const bool negative = peek() == '-';
        if (peek() == '-' || peek() == '+') advance();
        if (!std::isdigit(peek())) fail("a sign must be followed by digits");
        long long magnitude = 0;
        while (std::isdigit(peek())) {
            magnitude = magnitude * 10 + (peek() - '0');
            if (magnitude >= kInfinity)
                throw ParseError(line_, start_column,
                                 "the value is too large (at most 999999999 either way)");
            advance();
        }
        if (is_label_char(peek())) fail("a number must not run into letters");
        return static_cast<Value>(negative ? -magnitude : magnitude);
    }

    std::string read_label()
    {
        std::string label;
        while (is_label_char(peek())) {
            label += peek();
            advance();
        }
        return label;
    }

    // True if the run of label characters starting here is followed by ':'.
    bool has_label_ahead() const
    {
        std::size_t i = pos_;
        while (i < text_.size() && is_label_char(text_[i])) ++i;
        return i < text_.size() && text_[i] == ':';
    }

    void skip_separators()
    {
        while (!at_end()) {
            const char c = peek();
            if (c == '#') {
                while (!at_end() && peek() != '\n') advance();
            } else if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ',') {
                advance();
            } else {
                return;
            }
        }
    }

    static bool is_label_char(char c)
    {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
    }

    std::string describe_next() const
    {
        if (at_end()) return "the end of the text";
        const unsigned char c = static_cast<unsigned char>(peek());
        if (c >= 0x20 && c < 0x7f) return std::string("'") + peek() + "'";
        return "a character that is not printable ASCII";
    }

    bool at_end() const { return pos_ >= text_.size(); }
    char peek() const { return at_end() ? '\0' : text_[pos_]; }

    // Moves past one byte; columns count characters, so UTF-8 continuation bytes do not.
    void advance()
    {
        const char c = text_[pos_++];
        if (c == '\n') {
            ++line_;
            column_ = 1;
        } else if (!is_continuation_byte(c)) {
            ++column_;
        }
    }

    // The error for a text longer than max_bytes_ stands at the first character that starts
    // past the limit, to show where to cut.
    [[noreturn]] void fail_past_the_limit()
    {
        while (pos_ < max_bytes_) advance();
        fail("the tree goes on past " + std::to_string(max_bytes_) +
             " bytes, the most a tree may have");
    }

    static bool is_continuation_byte(char c)
    {
        return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
    }

    [[noreturn]] void fail(const std::string& message) const
    {
        throw ParseError(line_, column_, message);
    }

    std::string_view text_;
    std::size_t max_bytes_;
    std::size_t pos_ = 0;
    int line_ = 1;
    int column_ = 1;
    int node_count_ = 0;
};

void format_subtree(const std::vector<TreeNode>& nodes, const TreeNode& node, std::string& out)
{
    if (!node.label.empty()) out += node.label + ":";
    if (node.child_count == 0) {
        out += std::to_string(node.value);
        return;
    }
    out += '(';
    for (int i = 0; i < node.child_count; ++i) {
        if (i > 0) out += ' ';
        format_subtree(nodes, nodes[node.first_child + i], out);
    }
    out += ')';
}

// A uniform draft tree whose leaves take the next values of `leaves`.
Draft uniform_draft(int branching, int depth, std::vector<Value>::const_iterator& leaves)
{
    Draft draft;
    if (depth == 0) {
        draft.value = *leaves++;
        return draft;
    }
    draft.children.reserve(branching);
    for (int i = 0; i < branching; ++i)
        draft.children.push_back(uniform_draft(branching, depth - 1, leaves));
    return draft;
}

// Sorts every node's children best-first for the player to move there and returns the
// node's minimax value (first player's view). The first player moves at even plies.
Value sort_best_first(Draft& draft, int ply)
{
    if (draft.children.empty()) return draft.value;
    std::vector<std::pair<Value, std::size_t>> ranked;
    for (std::size_t i = 0; i < draft.children.size(); ++i)
        ranked.emplace_back(sort_best_first(draft.children[i], ply + 1), i);
    const bool first_player = ply % 2 == 0;
    std::sort(ranked.begin(), ranked.end(), [&](const auto& a, const auto& b) {
        return first_player ? a.first > b.first : a.first < b.first;
    });
    std::vector<Draft> sorted;
    for (const auto& entry : ranked) sorted.push_back(std::move(draft.children[entry.second]));
    draft.children = std::move(sorted);
    draft.value = ranked.front().first;
    return draft.value;
}

} // namespace

GameTree parse_game_tree(std::string_view text, std::size_t max_bytes)
{
    TreeReader reader(text, max_bytes);
    return to_game_tree(reader.read_tree());
}

std::string format_game_tree(const GameTree& tree)
{
    std::string out;
    format_subtree(tree.nodes(), tree.nodes()[0], out);
    return out;
}

GameTree uniform_tree(int branching, int depth, TreeOrder order, Rng& rng)
{
    if (branching < 1 || depth < 0 || depth > kMaxTreeNesting)
        throw std::invalid_argument("uniform_tree: needs b >= 1 and 0 <= d <= " +
                                    std::to_string(kMaxTreeNesting));
    long leaves = 1, nodes = 1;
    for (int level = 0; level < depth; ++level) {
        leaves *= branching;
        nodes += leaves;
        if (nodes > kMaxTreeNodes) throw std::invalid_argument("uniform_tree: too many nodes");
    }
    // The values 0 .. leaves-1 in a random order (Fisher-Yates with the project's Rng).
    std::vector<Value> values(leaves);
    for (long i = 0; i < leaves; ++i) values[i] = static_cast<Value>(i);
    for (long i = leaves - 1; i > 0; --i)
        std::swap(values[i], values[rng.below(static_cast<std::uint32_t>(i + 1))]);

    auto next_leaf = values.cbegin();
    Draft root = uniform_draft(branching, depth, next_leaf);
    if (order == TreeOrder::Perfect) sort_best_first(root, 0);
    return to_game_tree(root);
}

} // namespace stonelab::search
