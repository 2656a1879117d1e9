#pragma once

// The language of every user-visible word (the window, the report, `jct`'s text output):
// English, German, French, Simplified Chinese or Japanese, from the catalogues in
// translations/ (compiled in as :/i18n/jct_<code>.qm) and Qt's own (qtbase_<code>.qm from
// QLibraryInfo::TranslationsPath: dialog buttons, file dialogs). Only words change: numbers
// keep the number convention (numberformat.h) whatever the language. JSON keys, CSV and
// the scenario file stay English.

#include <QString>
#include <QStringList>
#include <QVector>

namespace jct::present {

struct Language
{
    QString code;       // "en", "de", "fr", "zh_CN", "ja"
    QString nativeName; // the language in its own name: "Deutsch", "日本語"
    QChar mnemonic;     // its menu's access key: D, J
};

// Every language the application speaks, English first.
[[nodiscard]] const QVector<Language> &languages();

// The first of `uiLanguages` (most preferred first, as QLocale::uiLanguages gives them:
// "de-DE", "zh-Hans-CN", "ja") that the application speaks; "en" when none is.
[[nodiscard]] QString matchLanguage(const QStringList &uiLanguages);

// The system's language (QLocale::system().uiLanguages()) among those spoken.
[[nodiscard]] QString systemLanguage();

// Speaks `code` from now on (empty or "system": the system's language): replaces the
// translators installed before, so that widgets receive QEvent::LanguageChange. Returns the
// language now spoken ("en" for an unknown code).
QString installLanguage(const QString &code);

// The language installLanguage last chose ("en" before any).
[[nodiscard]] QString currentLanguage();

} // namespace jct::present
