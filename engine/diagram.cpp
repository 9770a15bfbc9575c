// Placeholder until the diagram module is written.
#include "engine/diagram.hpp"

namespace stonelab {
DiagramError::DiagramError(int line, int column, const std::string& message)
    : std::runtime_error(message), line_(line), column_(column)
{
}
Board parse_diagram(std::string_view) { throw DiagramError(1, 1, "not implemented yet"); }
std::string print_diagram(const Board&, const DiagramOptions&)
{
    return "(diagram printer not written yet)\n";
}
} // namespace stonelab
