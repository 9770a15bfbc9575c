#include "engine/figures/search_text.hpp"

#include "engine/figures/search_drawing.hpp"

#include <stdexcept>
#include <vector>

namespace stonelab::search {

namespace {

class TextWriter {
public:
    TextWriter(const SearchResult& result, const DotOptions& options)
        : result_(result), tree_(*result.tree), options_(options),
          selection_(select_nodes(tree_, options.max_nodes))
    {
    }

    std::string write()
    {
        out_ += "root" + details(node(0)) + "\n";
        write_children(0, "");
        out_ += "\n";
        const std::string key =
            tree_.monte_carlo
                ? "* principal variation (the most visited line)"
                : "* principal variation · β-cut: a cut-off · pruned: moves never searched";
        for (const std::string& line : caption_lines(result_, options_, selection_, key))
            out_ += line + "\n";
        return out_;
    }

private:
    const SearchNode& node(int index) const { return tree_.nodes[static_cast<std::size_t>(index)]; }
    bool is_drawn(int index) const { return selection_.drawn[static_cast<std::size_t>(index)]; }

    // "  3  [−∞, ∞]  β-cut": the node's lines side by side.
    std::string details(const SearchNode& n) const
    {
        std::string text;
        for (const std::string& line : node_lines(tree_, n)) text += "  " + line;
        return text;
    }

    // One line below the parent, with the branch drawn to it.
    void write_line(const std::string& indent, bool last, const std::string& text)
    {
        out_ += indent + (last ? "└─ " : "├─ ") + text + "\n";
    }

    // The children of `index` in search order (drawn ones with their subtrees, a summary for
    // each run of left-out ones, the moves not recorded), then the moves a cut-off pruned.
    void write_children(int index, const std::string& indent)
    {
        struct Entry {
            int child = -1;   // a drawn child, or -1 for a summary line
            std::string text; // the summary
        };
        std::vector<Entry> entries;
        const std::vector<int>& children = node(index).children;
        for (std::size_t i = 0; i < children.size();) {
            if (is_drawn(children[i])) {
                entries.push_back({children[i], ""});
                ++i;
                continue;
            }
            long moves = 0, nodes = 0;
            for (; i < children.size() && !is_drawn(children[i]); ++i) {
                ++moves;
                nodes += selection_.subtree_size[static_cast<std::size_t>(children[i])];
            }
            entries.push_back({-1, "… " + count_text(nodes) + " more " +
                                       (nodes == 1 ? "node" : "nodes") + " (" +
                                       plural(moves, "move") + ")"});
        }
        if (const int unrecorded = node(index).unrecorded_children; unrecorded > 0)
            entries.push_back({-1, "… " + plural(unrecorded, "more move") + " (not recorded)"});

        const std::vector<std::string>& pruned = node(index).pruned_names;
        for (std::size_t k = 0; k < entries.size(); ++k) {
            const bool last = k + 1 == entries.size() && pruned.empty();
            const Entry& entry = entries[k];
            if (entry.child < 0) {
                write_line(indent, last, entry.text);
                continue;
            }
            const SearchNode& child = node(entry.child);
            write_line(indent, last, child.move_name + (child.on_pv ? " *" : "") + details(child));
            write_children(entry.child, indent + (last ? "   " : "│  "));
        }
        if (!pruned.empty()) {
            std::string names;
            for (const std::string& name : pruned) names += (names.empty() ? "" : ", ") + name;
            out_ += indent + "╎  pruned: " + names + "\n";
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
