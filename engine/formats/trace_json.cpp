#include "engine/formats/trace_json.hpp"

#include "engine/base/utf8.hpp"

#include <cmath>
#include <stdexcept>

namespace stonelab::trace {

std::string_view mark_kind_name(MarkKind kind)
{
    switch (kind) {
    case MarkKind::Look: return "look";
    case MarkKind::Visit: return "visit";
    case MarkKind::Visited: return "visited";
    case MarkKind::Liberty: return "liberty";
    case MarkKind::Capture: return "capture";
    case MarkKind::Candidate: return "candidate";
    case MarkKind::Choose: return "choose";
    case MarkKind::Move: return "move";
    }
    return "look";
}

std::string_view node_kind_name(NodeKind kind)
{
    switch (kind) {
    case NodeKind::Normal: return "normal";
    case NodeKind::Current: return "current";
    case NodeKind::Cut: return "cut";
    case NodeKind::Pv: return "pv";
    }
    return "normal";
}

std::string json_string(std::string_view text)
{
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out = "\"";
    for_each_utf8_char(text, [&out](std::string_view bytes, char32_t c) {
        switch (c) {
        case U'"': out += "\\\""; return;
        case U'\\': out += "\\\\"; return;
        case U'\n': out += "\\n"; return;
        case U'\t': out += "\\t"; return;
        case U'\r': out += "\\r"; return;
        default: break;
        }
        if (c < 0x20) {
            out += "\\u00";
            out += kHex[c >> 4];
            out += kHex[c & 0xF];
        } else {
            out += bytes;
        }
    });
    return out + "\"";
}

std::vector<std::string> board_rows(const Board& board)
{
    const Geometry& g = board.geometry();
    std::vector<std::string> rows;
    for (int y = 1; y <= g.height; ++y) {
        std::string row;
        for (int x = 1; x <= g.width; ++x) {
            const Color color = board.at(g.point(x, y));
            row += color == Color::Black ? 'X' : color == Color::White ? 'O' : '.';
        }
        rows.push_back(row);
    }
    return rows;
}

namespace {

// The point's GTP name; refuses a point off the frame's board (or a frame without one).
std::string vertex_of(const Frame& frame, Point p, const char* what)
{
    if (!frame.board || !frame.board->geometry().on_board(p))
        throw std::invalid_argument(std::string("trace_json: a ") + what +
                                    " on a point that is not on the frame's board");
    return to_gtp_vertex(frame.board->geometry(), p);
}

// A win rate with three decimals, by hand: no locale can change it.
std::string three_decimals(double rate)
{
    const long long thousandths = std::llround(rate * 1000);
    const std::string digits = std::to_string(1000 + (thousandths % 1000));
    return std::to_string(thousandths / 1000) + "." + digits.substr(1);
}

std::string node_json(const TreeNode& node)
{
    std::string out = "{\"id\": " + std::to_string(node.id);
    if (node.parent) out += ", \"parent\": " + std::to_string(*node.parent);
    out += ", \"move\": " + json_string(node.move);
    if (node.value) out += ", \"value\": " + std::to_string(*node.value);
    if (node.visits) out += ", \"visits\": " + std::to_string(*node.visits);
    if (node.win_rate) {
        if (!(*node.win_rate >= 0 && *node.win_rate <= 1))
            throw std::invalid_argument("trace_json: a win rate outside 0..1");
        out += ", \"win_rate\": " + three_decimals(*node.win_rate);
    }
    if (!node.note.empty()) out += ", \"note\": " + json_string(node.note);
    return out + ", \"kind\": \"" + std::string(node_kind_name(node.kind)) + "\"}";
}

std::string frame_json(const Frame& frame)
{
    if (!frame.board && frame.tree.empty())
        throw std::invalid_argument("trace_json: a frame with neither a board nor a tree");
    std::string out = "    {";
    if (frame.board) {
        out += "\"size\": [" + std::to_string(frame.board->width()) + ", " +
               std::to_string(frame.board->height()) + "],\n     \"rows\": [";
        const auto rows = board_rows(*frame.board);
        for (std::size_t i = 0; i < rows.size(); ++i) out += (i ? ", " : "") + json_string(rows[i]);
        out += "],\n     ";
    }
    out += "\"marks\": [";
    for (std::size_t i = 0; i < frame.marks.size(); ++i)
        out += std::string(i ? ", " : "") + "{\"point\": \"" +
               vertex_of(frame, frame.marks[i].point, "mark") + "\", \"kind\": \"" +
               std::string(mark_kind_name(frame.marks[i].kind)) + "\"}";
    out += "],\n     \"labels\": [";
    for (std::size_t i = 0; i < frame.labels.size(); ++i)
        out += std::string(i ? ", " : "") + "{\"point\": \"" +
               vertex_of(frame, frame.labels[i].point, "label") +
               "\", \"text\": " + json_string(frame.labels[i].text) + "}";
    out += "],\n";
    if (!frame.tree.empty()) {
        out += "     \"tree\": [";
        for (std::size_t i = 0; i < frame.tree.size(); ++i)
            out += std::string(i ? ",\n              " : "") + node_json(frame.tree[i]);
        out += "],\n";
    }
    return out + "     \"caption\": " + json_string(frame.caption) + "}";
}

} // namespace

std::string trace_json(const Trace& trace)
{
    std::string out =
        "{\"format\": \"stonelab-trace\", \"version\": " + std::to_string(kTraceVersion) +
        ",\n \"lesson\": " + std::to_string(trace.lesson) +
        ",\n \"title\": " + json_string(trace.title) + ",\n";
    if (!trace.legend.empty()) out += " \"legend\": " + json_string(trace.legend) + ",\n";
    out += " \"frames\": [\n";
    for (std::size_t i = 0; i < trace.frames.size(); ++i)
        out += (i ? ",\n" : "") + frame_json(trace.frames[i]);
    return out + "\n ]}\n";
}

} // namespace stonelab::trace
