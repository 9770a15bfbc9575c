/// \file
/// The student's language, English or Japanese (issue 34), and how `stonelab` chooses it:
/// the global `--lang ja|en` option; else the environment's `STONELAB_LANG` (ja or en); else
/// the choice saved in the progress file (cli/progress.hpp), which an explicit choice (the
/// option or STONELAB_LANG) updates; else `LC_ALL`, then `LANG`: a locale starting with `ja`
/// (ja_JP.UTF-8) means Japanese; else English. What each language says is in cli/messages.*.
#pragma once

#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace stonelab::cli {

enum class Language { English, Japanese };

/// A value of `--lang` or STONELAB_LANG that names no language, with a message naming the
/// accepted values.
class LanguageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// "ja" or "en" as a Language; nothing for any other text.
std::optional<Language> language_named(std::string_view name);

/// The name `--lang`, STONELAB_LANG and the progress file use: "ja" or "en".
std::string language_name(Language language);

/// Where the language came from. The option and STONELAB_LANG are explicit choices, which
/// are saved in the progress file; the others are not.
enum class LanguageSource { Option, Variable, Saved, Locale, Default };

struct LanguageChoice {
    Language language = Language::English;
    LanguageSource source = LanguageSource::Default;

    /// The student chose it on purpose (`--lang` or STONELAB_LANG): worth saving.
    bool is_explicit() const
    {
        return source == LanguageSource::Option || source == LanguageSource::Variable;
    }
};

/// The environment as choose_language reads it: a variable's value, or nullptr when unset
/// (std::getenv, or a map in the tests).
using Environment = std::function<const char*(const char* name)>;

/// The language by the order above. `option` is `--lang`'s value, empty when not given.
/// Throws LanguageError for an option or a STONELAB_LANG that is neither ja nor en (an empty
/// STONELAB_LANG counts as unset, as a shell's `STONELAB_LANG= stonelab` means).
LanguageChoice choose_language(const std::string& option, const Environment& environment,
                               std::optional<Language> saved);

} // namespace stonelab::cli
