#include "engine/figures/search_text.hpp"

#include "engine/base/pattern.hpp"
#include "engine/base/utf8.hpp"
#include "engine/figures/search_drawing.hpp"

#include <cstddef>
#include <stdexcept>
#include <vector>

namespace stonelab::search {

namespace {

// The caption's lines are wrapped to this width.
constexpr std::size_t kCaptionWidth = 76;

class TextWriter {
public:
    TextWriter(const SearchResult& result, const DotOptions& options)
        : result_(result), tree_(*result.tree), options_(options),
          selection_(select_nodes(tree_, options.max_nodes))
    {
    }

    std::string write()
    {
        const TreeWords& words = options_.words;
        out_ += words.root + details(node(0)) + "\n";
        write_children(0, "");
        out_ += "\n";
        const std::string& key = tree_.monte_carlo ? words.text_key_uct : words.text_key;
        // Wrapped to fit an 80-column terminal with `stonelab show`'s indent of four; a line
        // that goes on is indented by two.
        for (const std::string& line : caption_lines(result_, options_, selection_, key)) {
            const std::vector<std::string> parts = wrapped_to_width(line, kCaptionWidth - 2);
            for (std::size_t i = 0; i < parts.size(); ++i)
                out_ += (i > 0 ? "  " : "") + parts[i] + "\n";
        }
        return out_;
    }

private:
    const SearchNode& node(int index) const { return tree_.nodes[static_cast<std::size_t>(index)]; }

    // "  3  [−∞, ∞]  β-cut": the node's lines side by side.
    std::string details(const SearchNode& n) const
    {
        std::string text;
        for (const std::string& line : node_lines(tree_, n, options_.words)) text += "  " + line;
        return text;
    }

    // One line below the parent, with the branch drawn to it.
    void write_line(const std::string& indent, bool last, const std::string& text)
    {
        out_ += indent + (last ? "└─ " : "├─ ") + text + "\n";
    }

    // What goes below `index` (search_drawing.hpp's below_node: drawn children with their
    // subtrees, summaries of what is left out), then the moves a cut-off pruned.
    void write_children(int index, const std::string& indent)
    {
        const std::vector<BelowNode> below = below_node(tree_, selection_, index, options_.words);
        const std::vector<std::string>& pruned = node(index).pruned_names;
        for (std::size_t k = 0; k < below.size(); ++k) {
            const bool last = k + 1 == below.size() && pruned.empty();
            if (below[k].child < 0) {
                write_line(indent, last, below[k].summary[0] + " " + below[k].summary[1]);
                continue;
            }
            const SearchNode& child = node(below[k].child);
            write_line(indent, last, child.move_name + (child.on_pv ? " *" : "") + details(child));
            write_children(below[k].child, indent + (last ? "   " : "│  "));
        }
        if (!pruned.empty()) {
            std::string names;
            for (const std::string& name : pruned) names += (names.empty() ? "" : ", ") + name;
            out_ += indent + "╎  " + filled(options_.words.pruned_list, {names}) + "\n";
        }
    }

    const SearchResult& result_;
    const SearchTree& tree_;
    const DotOptions& options_;
    Selection selection_;
    std::string out_;
};

} // namespace

std::string search_tree_text(const SearchResult& result, const DotOptions& options)
{
    if (!result.tree || result.tree->nodes.empty())
        throw std::invalid_argument(
            "search_tree_text needs a recorded tree (search with SearchOptions::record_tree)");
    return TextWriter(result, options).write();
}

} // namespace stonelab::search
