#include "engine/figures/search_drawing.hpp"

#include "engine/base/pattern.hpp"

namespace stonelab::search {

namespace {

// A win rate as a percentage, rounded to a whole number: "62%".
std::string percent_text(double rate)
{
    return std::to_string(static_cast<int>(rate * 100 + 0.5)) + "%";
}

std::string algorithm_title(Algorithm algorithm, const TreeWords& words)
{
    switch (algorithm) {
    case Algorithm::Minimax: return words.minimax;
    case Algorithm::Negamax: return words.negamax;
    case Algorithm::AlphaBetaFailHard: return words.alpha_beta_fail_hard;
    case Algorithm::AlphaBetaFailSoft: return words.alpha_beta_fail_soft;
    }
    return "?";
}

std::string view_sentence(const SearchTree& tree, const DotOptions& options)
{
    if (tree.view == ValueView::FirstPlayer)
        return filled(options.words.first_player_view,
                      {options.first_player, options.second_player});
    return options.words.side_to_move_view;
}

std::string best_move_name(const SearchResult& result, const TreeWords& words)
{
    const SearchTree& tree = *result.tree;
    if (result.best_move == kNoMove) return words.no_move;
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

std::string shown_line(const SearchResult& result, const Selection& selection,
                       const TreeWords& words)
{
    return filled(words.showing, {count_text(static_cast<long>(selection.drawn_count)),
                                  counted(words.nodes, result.nodes)});
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

std::string counted(const CountWords& words, long count)
{
    return filled(count == 1 ? words.one : words.many, {count_text(count)});
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

std::vector<BelowNode> below_node(const SearchTree& tree, const Selection& selection, int index,
                                  const TreeWords& words)
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
        below.push_back(
            {-1, {counted(words.more_nodes, nodes), counted(words.left_out_moves, moves)}});
    }
    // The search records nothing once its budget is spent: these are counted, not known.
    if (parent.unrecorded_children > 0)
        below.push_back(
            {-1, {counted(words.more_moves, parent.unrecorded_children), words.not_recorded}});
    return below;
}

std::vector<std::string> node_lines(const SearchTree& tree, const SearchNode& n,
                                    const TreeWords& words)
{
    std::vector<std::string> lines;
    if (tree.monte_carlo) {
        lines.push_back(counted(words.visits, n.visits));
        if (n.parent >= 0) lines.push_back(percent_text(n.win_rate));
        return lines;
    }
    switch (n.bound) {
    case Bound::Exact: lines.push_back(value_text(n.value)); break;
    case Bound::Lower: lines.push_back("≥ " + value_text(n.value)); break;
    case Bound::Upper: lines.push_back("≤ " + value_text(n.value)); break;
    }
    if (n.has_window) lines.push_back("[" + value_text(n.alpha) + ", " + value_text(n.beta) + "]");
    if (n.cut_off) lines.push_back(words.cut);
    return lines;
}

std::vector<std::string> caption_lines(const SearchResult& result, const DotOptions& options,
                                       const Selection& selection, const std::string& key)
{
    const SearchTree& tree = *result.tree;
    const TreeWords& words = options.words;
    std::vector<std::string> lines;
    const bool cut = static_cast<long>(selection.drawn_count) < result.nodes;
    if (tree.monte_carlo) {
        // A UCT tree: the search, its size, and how to read a node.
        lines.push_back(options.game + " · UCT");
        lines.push_back(filled(words.uct_summary, {counted(words.playouts, result.leaves),
                                                   counted(words.nodes, result.nodes),
                                                   best_move_name(result, words)}));
        lines.push_back(words.uct_reading);
        lines.push_back(key);
        if (cut) lines.push_back(shown_line(result, selection, words));
        return lines;
    }
    const std::string depth = options.depth == kNoDepthLimit
                                  ? words.to_the_end
                                  : filled(words.depth, {std::to_string(options.depth)});
    lines.push_back(options.game + " · " + algorithm_title(options.algorithm, words) + " · " +
                    depth);
    lines.push_back(
        filled(words.search_summary,
               {counted(words.nodes, result.nodes), counted(words.leaves, result.leaves),
                value_text(result.value), options.first_player, best_move_name(result, words)}));
    lines.push_back(view_sentence(tree, options));
    if (tree.nodes[0].has_window) lines.push_back(words.window_key);
    lines.push_back(key);
    if (cut) lines.push_back(shown_line(result, selection, words));
    if (pv_cut_short(result)) lines.push_back(words.pv_goes_on);
    return lines;
}

} // namespace stonelab::search
