#include "clitext.h"

#include "app/present/language.h"

#include <cstdlib>

namespace jct::cli {

namespace {

// East Asian Wide and Fullwidth blocks (Unicode UAX #11) that the catalogues use: Hangul
// Jamo, CJK radicals to Yi, Hangul syllables, CJK compatibility, vertical and small forms,
// full-width forms.
bool isWide(char32_t c)
{
    return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF && c != 0x303F) || (c >= 0xAC00 && c <= 0xD7A3)
           || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60)
           || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
}

} // namespace

void useEnglishForScripts()
{
    present::installLanguage(QStringLiteral("en"));
}

int displayWidth(const QString &text)
{
    int width = 0;
    for (const char32_t c : text.toUcs4())
        width += isWide(c) ? 2 : 1;
    return width;
}

QString fitWidth(const QString &text, int width)
{
    const int cells = std::abs(width);
    const int missing = cells - displayWidth(text);
    if (missing <= 0)
        return text;
    const QString padding(missing, QLatin1Char(' '));
    return width > 0 ? padding + text : text + padding;
}

QString columnLabel(const QString &label, int indent, int width)
{
    return QString(indent, QLatin1Char(' ')) + fitWidth(label + QLatin1Char(' '), -width);
}

} // namespace jct::cli
