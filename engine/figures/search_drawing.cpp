#include "engine/figures/search_drawing.hpp"

namespace stonelab::search {

namespace {

std::string possessive(const std::string& name) { return name + "'s"; }

// A win rate as a percentage, rounded to a whole number: "62%".
std::string percent_text(double rate)
{
    return std::to_string(static_cast<int>(rate * 100 + 0.5)) + "%";
}

const char* algorithm_title(Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::Minimax: return "minimax";
    case Algorithm::Negamax: return "NegaMax";
    case Algorithm::AlphaBetaFailHard: return "alpha-beta (fail-hard)";
    case Algorithm::AlphaBetaFailSoft: return "alpha-beta (fail-soft)";
    }
    return "?";
}

std::string view_sentence(const SearchTree& tree, const DotOptions& options)
{
    if (tree.view == ValueView::FirstPlayer)
        return "values in " + possessive(options.first_player) + " view: " + options.first_player +
               " takes the largest, " + options.second_player + " the smallest";
    return "values in the view of the side to move (NegaMax): each node takes the largest "
           "negated child value";
}

std::string best_move_name(const SearchResult& result)
{
    const SearchTree& tree = *result.tree;
    if (result.best_move == kNoMove) return "none";
    for (int child : tree.nodes[0].children)
        if (tree.nodes[static_cast<std::size_t>(child)].move == result.best_move)
            return tree.nodes[static_cast<std::size_t>(child)].move_name;
    return "#" + std::to_string(result.best_move); // beyond the recorded nodes
}

// True if the recorded tree holds less of the principal variation than the search found.
bool pv_cut_short(const SearchResult& result)
{
    std::size_t on_pv = 0;
    for (const SearchNode& n : result.tree->nodes) on_pv += n.on_pv;
    return on_pv < result.principal_variation.size() + 1;
}

std::string shown_line(const SearchResult& result, const Selection& selection)
{
    return "showing " + count_text(static_cast<long>(selection.drawn_count)) + " of " +
           plural(result.nodes, "node") +
           " (the first in search order, and the principal variation)";
}

} // namespace

std::string value_text(Value value)
{
    if (value >= kInfinity) return "∞";
    if (value <= -kInfinity) return "−∞";
    if (value < 0) return "−" + std::to_string(-static_cast<long long>(value));
    return std::to_string(value);
}

std::string count_text(long count)
{
    std::string digits = std::to_string(count);
    for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3)
        digits.insert(static_cast<std::size_t>(i), ",");
    return digits;
}

std::string plural(long count, const std::string& noun)
{
    if (count == 1) return "1 " + noun;
    return count_text(count) + " " +
           (noun.back() == 'f' ? noun.substr(0, noun.size() - 1) + "ves" : noun + "s");
}

Selection select_nodes(const SearchTree& tree, std::size_t max_nodes)
{
    const std::size_t count = tree.nodes.size();
    Selection selection{std::vector<bool>(count), std::vector<long>(count, 1), 0};
    for (std::size_t i = 0; i < count; ++i) {
        selection.drawn[i] = i == 0 || i < max_nodes || tree.nodes[i].on_pv;
        selection.drawn_count += selection.drawn[i];
    }
    for (std::size_t i = count; i-- > 1;)
        selection.subtree_size[static_cast<std::size_t>(tree.nodes[i].parent)] +=
            selection.subtree_size[i];
    return selection;
}

std::vector<BelowNode> below_node(const SearchTree& tree, const Selection& selection, int index)
{
    const auto drawn = [&](int node) { return selection.drawn[static_cast<std::size_t>(node)]; };
    std::vector<BelowNode> below;
    const SearchNode& parent = tree.nodes[static_cast<std::size_t>(index)];
    const std::vector<int>& children = parent.children;
    for (std::size_t i = 0; i < children.size();) {
        if (drawn(children[i])) {
            below.push_back({children[i], {}});
            ++i;
            continue;
        }
        long moves = 0, nodes = 0;
        for (; i < children.size() && !drawn(children[i]); ++i) {
            ++moves;
            nodes += selection.subtree_size[static_cast<std::size_t>(children[i])];
        }
        below.push_back({-1,
                         {"… " + count_text(nodes) + " more " + (nodes == 1 ? "node" : "nodes"),
                          "(" + plural(moves, "move") + ")"}});
    }
    // The search records nothing once its budget is spent: these are counted, not known.
    if (parent.unrecorded_children > 0)
        below.push_back(
            {-1, {"… " + plural(parent.unrecorded_children, "more move"), "(not recorded)"}});
    return below;
}

std::vector<std::string> node_lines(const SearchTree& tree, const SearchNode& n)
{
    std::vector<std::string> lines;
    if (tree.monte_carlo) {
        lines.push_back(plural(n.visits, "visit"));
        if (n.parent >= 0) lines.push_back(percent_text(n.win_rate));
        return lines;
    }
    switch (n.bound) {
    case Bound::Exact: lines.push_back(value_text(n.value)); break;
    case Bound::Lower: lines.push_back("≥ " + value_text(n.value)); break;
    case Bound::Upper: lines.push_back("≤ " + value_text(n.value)); break;
    }
    if (n.has_window) lines.push_back("[" + value_text(n.alpha) + ", " + value_text(n.beta) + "]");
    if (n.cut_off) lines.push_back("β-cut");
    return lines;
}

std::vector<std::string> caption_lines(const SearchResult& result, const DotOptions& options,
                                       const Selection& selection, const std::string& key)
{
    const SearchTree& tree = *result.tree;
    std::vector<std::string> lines;
    const bool cut = static_cast<long>(selection.drawn_count) < result.nodes;
    if (tree.monte_carlo) {
        // A UCT tree: the search, its size, and how to read a node.
        lines.push_back(options.game + " · UCT");
        lines.push_back(plural(result.leaves, "playout") + ", " + plural(result.nodes, "node") +
                        " visited · best move (most visited) " + best_move_name(result));
        lines.push_back("each node: its visits, and the win rate of the player who moved into "
                        "it (NegaMax: the player choosing there takes the best for itself)");
        lines.push_back(key);
        if (cut) lines.push_back(shown_line(result, selection));
        return lines;
    }
    const std::string depth = options.depth == kNoDepthLimit
                                  ? "to the end of the game"
                                  : "depth " + std::to_string(options.depth);
    lines.push_back(options.game + " · " + algorithm_title(options.algorithm) + " · " + depth);
    lines.push_back(plural(result.nodes, "node") + " visited, " + plural(result.leaves, "leaf") +
                    " evaluated · root value " + value_text(result.value) + " (" +
                    possessive(options.first_player) + " view), best move " +
                    best_move_name(result));
    lines.push_back(view_sentence(tree, options));
    if (tree.nodes[0].has_window)
        lines.push_back("[α, β]: window on entry · ≥ v: fail-high (at least v) · "
                        "≤ v: fail-low (at most v)");
    lines.push_back(key);
    if (cut) lines.push_back(shown_line(result, selection));
    if (pv_cut_short(result))
        lines.push_back("the principal variation goes on below the last node recorded");
    return lines;
}

} // namespace stonelab::search
