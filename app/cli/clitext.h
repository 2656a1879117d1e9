#pragma once

// The one translation context of `jct`'s human-readable output (Cli::tr, context "Cli").
// JSON keys, CSV, option names and file formats stay English (INTERFACES.md): only words a
// person reads go through it. Columns are padded in code, by the width a terminal gives
// the text (a Chinese or Japanese character takes two cells), never inside a translation.

#include <QCoreApplication>
#include <QString>

namespace jct::cli {

class Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

// `source` (marked with QT_TRANSLATE_NOOP("Cli", …)) in the user's language, or as it is
// when it goes into JSON, which stays English whatever the language.
inline QString cliText(const char *source, bool translated)
{
    return translated ? Cli::tr(source) : QString::fromUtf8(source);
}

// Removes the user's language before a command writes JSON: texts of the layers below
// (durations in days, the search's reasons) follow the installed language, and what
// scripts read stays English.
void useEnglishForScripts();

// The cells `text` takes in a terminal: two for an East Asian wide or full-width
// character, one for any other.
[[nodiscard]] int displayWidth(const QString &text);

// `text` padded with spaces to `width` cells: on the left (right-aligned) for a positive
// width, on the right (left-aligned) for a negative one, as QString::arg's field width.
// Text as wide or wider is returned as it is.
[[nodiscard]] QString fitWidth(const QString &text, int width);

// A column label, after `indent` spaces: at least one space after the label, and the
// value in column indent + width when the label leaves room for it. The eval text measures
// `width` on its labels in the installed language (commands.cpp), so that no label does
// not leave room.
[[nodiscard]] QString columnLabel(const QString &label, int indent, int width);

} // namespace jct::cli
