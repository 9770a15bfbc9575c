#include "cli/commands.hpp"

namespace stonelab::cli {

Command add_gtp_command(CLI::App& app)
{
    auto* gtp = app.add_subcommand("gtp", "A GTP v2 engine on stdin/stdout");
    return {gtp, [] { return 0; }};
}

} // namespace stonelab::cli
