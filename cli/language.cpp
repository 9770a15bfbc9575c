#include "cli/language.hpp"

namespace stonelab::cli {

std::optional<Language> language_named(std::string_view name)
{
    if (name == "ja") return Language::Japanese;
    if (name == "en") return Language::English;
    return std::nullopt;
}

std::string language_name(Language language)
{
    return language == Language::Japanese ? "ja" : "en";
}

namespace {

Language named_or_fail(const std::string& value, const std::string& where)
{
    if (const auto language = language_named(value)) return *language;
    // Both languages' words: a student who cannot read one can read the other.
    throw LanguageError(where + " '" + value +
                        "' is not a language: use ja (Japanese, 日本語) or en (English)");
}

} // namespace

LanguageChoice choose_language(const std::string& option, const Environment& environment,
                               std::optional<Language> saved)
{
    if (!option.empty()) return {named_or_fail(option, "--lang"), LanguageSource::Option};
    if (const char* variable = environment("STONELAB_LANG"); variable && *variable)
        return {named_or_fail(variable, "STONELAB_LANG"), LanguageSource::Variable};
    if (saved) return {*saved, LanguageSource::Saved};
    // POSIX's order: LC_ALL overrides LANG (LC_MESSAGES lies between them, but a student who
    // sets it alone without LANG is rare, and STONELAB_LANG says it plainly).
    for (const char* name : {"LC_ALL", "LANG"})
        if (const char* locale = environment(name); locale && *locale)
            return {std::string_view(locale).starts_with("ja") ? Language::Japanese
                                                               : Language::English,
                    LanguageSource::Locale};
    return {};
}

} // namespace stonelab::cli
