#include "engine/figures/search_dot.hpp"
#include "engine/base/pattern.hpp"
#include "engine/base/utf8.hpp"
#include "engine/figures/search_drawing.hpp"

#include <stdexcept>
#include <string_view>
#include <vector>

namespace stonelab::search {

namespace {

// ---- the look: three colours with a meaning each (the font is DotOptions::font) -----------

constexpr const char* kPvColor = "#1565c0";     // principal variation: blue
constexpr const char* kPvFill = "#e3f2fd";      // its nodes: light blue
constexpr const char* kCutColor = "#c62828";    // a cut-off: red
constexpr const char* kPrunedColor = "#9e9e9e"; // moves never searched: grey
constexpr const char* kSummaryColor = "#616161";
// Up to this many pruned moves get a node each; more share one "k moves pruned" node.
constexpr std::size_t kMaxSeparatePrunedMoves = 3;

// ---- text -------------------------------------------------------------------------------

// `text` as the inside of a DOT string: valid UTF-8, quotes and backslashes escaped (a
// backslash would otherwise start one of Graphviz's escapes, like \N for the node name),
// control characters as spaces. Line breaks are added by the caller, as "\n".
std::string escaped(std::string_view text)
{
    std::string out;
    for_each_utf8_char(text, [&](std::string_view bytes, char32_t c) {
        if (c == '"' || c == '\\')
            out += {'\\', static_cast<char>(c)};
        else if (c < 0x20)
            out += ' ';
        else
            out += bytes;
    });
    return out;
}

// Lines of a label, escaped and joined by DOT's line break.
std::string label(const std::vector<std::string>& lines)
{
    std::string out;
    for (const std::string& line : lines) out += (out.empty() ? "" : "\\n") + escaped(line);
    return out;
}

// ---- the DOT statements -------------------------------------------------------------------

class DotWriter {
public:
    DotWriter(const SearchResult& result, const DotOptions& options)
        : result_(result), tree_(*result.tree), options_(options),
          selection_(select_nodes(tree_, options.max_nodes))
    {
    }

    std::string write()
    {
        out_ += "digraph search_tree {\n";
        out_ += "  graph [ordering=out, bgcolor=white, nodesep=0.18, ranksep=0.45, margin=0.15,"
                " fontname=\"" +
                escaped(options_.font) + "\", fontsize=13, labelloc=b, label=\"" + caption() +
                "\"];\n";
        out_ += "  node [fontname=\"" + escaped(options_.font) +
                "\", fontsize=12, margin=\"0.06,0.03\", height=0.3, style=filled,"
                " fillcolor=white];\n";
        out_ +=
            "  edge [fontname=\"" + escaped(options_.font) + "\", fontsize=11, arrowsize=0.6];\n";
        write_subtree(0);
        out_ += "}\n";
        return out_;
    }

private:
    const SearchNode& node(int index) const { return tree_.nodes[static_cast<std::size_t>(index)]; }
    static std::string id(int index) { return "n" + std::to_string(index); }

    // A search node, then below it in order: its children (drawn ones with their subtrees,
    // a summary for each run of left-out ones), then the moves a cut-off pruned. Graphviz
    // keeps the edges of a node in the order they are written (`ordering=out`).
    void write_subtree(int index)
    {
        write_node(index);
        for (const BelowNode& below : below_node(tree_, selection_, index, options_.words)) {
            if (below.child < 0) {
                write_summary(index, below.summary);
                continue;
            }
            write_edge(index, below.child);
            write_subtree(below.child);
        }
        write_pruned_moves(index);
    }

    void write_node(int index)
    {
        const SearchNode& n = node(index);
        std::string attributes = "label=\"" + node_label(n) + "\", shape=";
        attributes += n.to_move == Side::First ? "box" : "ellipse";
        if (n.on_pv) attributes += ", fillcolor=\"" + std::string(kPvFill) + "\"";
        // A cut-off node on the principal variation keeps its red border in the blue fill.
        if (n.on_pv || n.cut_off)
            attributes +=
                ", color=\"" + std::string(n.cut_off ? kCutColor : kPvColor) + "\", penwidth=2.5";
        out_ += "  " + id(index) + " [" + attributes + "];\n";
    }

    void write_edge(int parent, int child)
    {
        const SearchNode& n = node(child);
        std::string attributes = "label=\" " + escaped(n.move_name) + " \"";
        if (n.on_pv)
            attributes += ", color=\"" + std::string(kPvColor) + "\", fontcolor=\"" + kPvColor +
                          "\", penwidth=3, class=\"pv\"";
        out_ += "  " + id(parent) + " -> " + id(child) + " [" + attributes + "];\n";
    }

    std::string node_label(const SearchNode& n) const
    {
        return label(node_lines(tree_, n, options_.words));
    }

    void write_summary(int parent, const std::vector<std::string>& lines)
    {
        const std::string summary =
            "s" + std::to_string(parent) + "_" + std::to_string(summaries_++);
        out_ += "  " + summary + " [label=\"" + label(lines) +
                "\", shape=box, style=\"dotted,filled\", fillcolor=\"#f5f5f5\", color=\"" +
                kSummaryColor + "\", fontcolor=\"" + kSummaryColor +
                "\", fontsize=10, class=\"summary\"];\n";
        out_ += "  " + id(parent) + " -> " + summary + " [style=dotted, color=\"" + kSummaryColor +
                "\", arrowhead=none];\n";
    }

    // The moves a cut-off left unsearched: a small grey node each, or one for all of them.
    void write_pruned_moves(int index)
    {
        const std::vector<std::string>& names = node(index).pruned_names;
        if (names.empty()) return;
        if (names.size() <= kMaxSeparatePrunedMoves) {
            for (std::size_t k = 0; k < names.size(); ++k)
                write_pruned(index, k, {options_.words.pruned}, names[k]);
        } else {
            write_pruned(
                index, 0,
                {filled(options_.words.pruned_moves, {count_text(static_cast<long>(names.size()))}),
                 options_.words.pruned},
                names.front() + " … " + names.back());
        }
    }

    void write_pruned(int parent, std::size_t k, const std::vector<std::string>& lines,
                      const std::string& edge_label)
    {
        const std::string pruned = "p" + std::to_string(parent) + "_" + std::to_string(k);
        const std::string grey = "\"" + std::string(kPrunedColor) + "\"";
        out_ += "  " + pruned + " [label=\"" + label(lines) + "\", shape=box, style=\"dashed\"," +
                " color=" + grey + ", fontcolor=" + grey +
                ", fontsize=9, height=0.2, class=\"pruned\"];\n";
        out_ += "  " + id(parent) + " -> " + pruned + " [label=\" " + escaped(edge_label) +
                " \", style=dashed, color=" + grey + ", fontcolor=" + grey + "];\n";
    }

    std::string caption() const
    {
        const TreeWords& words = options_.words;
        return label(caption_lines(result_, options_, selection_,
                                   filled(tree_.monte_carlo ? words.dot_key_uct : words.dot_key,
                                          {options_.first_player, options_.second_player})));
    }

    const SearchResult& result_;
    const SearchTree& tree_;
    const DotOptions& options_;
    Selection selection_;
    std::string out_;
    int summaries_ = 0;
};

} // namespace

std::string search_tree_dot(const SearchResult& result, const DotOptions& options)
{
    if (!result.tree || result.tree->nodes.empty())
        throw std::invalid_argument(
            "search_tree_dot needs a recorded tree (search with SearchOptions::record_tree)");
    return DotWriter(result, options).write();
}

} // namespace stonelab::search
