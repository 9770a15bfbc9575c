/// \file
/// Sentences with placeholders, in both languages: `{0}`, `{1}` ... let each language put the
/// same arguments in its own order, "label {0} at {1}" and "ラベル {0}：{1}". The one rule for
/// the engine's figures (whose words the `stonelab` command gives in the student's language:
/// BoardWords, search::TreeWords), the command's own sentences (cli/messages.hpp) and the
/// demos' (lessons/demo_support.hpp's `say`).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace stonelab {

/// `pattern` with each `{N}` (N a digit) replaced by `arguments[N]`, in one pass from left to
/// right, so that braces inside an argument (a label's text) are never filled in turn. A brace
/// that is not `{N}` with an argument N stays as text.
inline std::string filled(std::string_view pattern, const std::vector<std::string>& arguments)
{
    std::string text;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 2] == '}' &&
            pattern[i + 1] >= '0' && pattern[i + 1] <= '9') {
            const auto n = static_cast<std::size_t>(pattern[i + 1] - '0');
            if (n < arguments.size()) {
                text += arguments[n];
                i += 2;
                continue;
            }
        }
        text += pattern[i];
    }
    return text;
}

} // namespace stonelab
