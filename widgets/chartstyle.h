#pragma once

// Colours that survive a projector and colour-blind viewers: the Okabe–Ito palette
// (Okabe & Ito, "Color Universal Design", 2008), in a fixed order of meaning.

#include <QColor>
#include <QPalette>
#include <QString>

namespace jct::widgets::style {

inline const QColor kBlack{0, 0, 0};
inline const QColor kOrange{230, 159, 0};
inline const QColor kSkyBlue{86, 180, 233};
inline const QColor kGreen{0, 158, 115};
inline const QColor kYellow{240, 228, 66};
inline const QColor kBlue{0, 114, 178};
inline const QColor kVermillion{213, 94, 0};
inline const QColor kPurple{204, 121, 167};
inline const QColor kGrey{110, 110, 110};

// The n-th colour for a categorical series (compute first, then communication, …).
[[nodiscard]] inline QColor categorical(int index)
{
    static const QColor colours[] = {kBlue, kOrange, kGreen, kVermillion, kSkyBlue, kPurple, kYellow, kGrey, kBlack};
    return colours[static_cast<unsigned>(index) % (sizeof(colours) / sizeof(colours[0]))];
}

// High contrast (View ▸ High-contrast colours): black text and lines on white, nothing
// lighter than 7:1 (WCAG AAA) for text, selection white on dark blue.
inline const QColor kHighContrastSelection{0, 0, 128};

// The palette of the whole window in high contrast.
[[nodiscard]] inline QPalette highContrastPalette()
{
    QPalette p(Qt::black, Qt::white); // window text, window
    for (const QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive}) {
        p.setColor(group, QPalette::Base, Qt::white);
        p.setColor(group, QPalette::AlternateBase, QColor(235, 235, 235));
        p.setColor(group, QPalette::Text, Qt::black);
        p.setColor(group, QPalette::Button, Qt::white);
        p.setColor(group, QPalette::ButtonText, Qt::black);
        p.setColor(group, QPalette::Highlight, kHighContrastSelection);
        p.setColor(group, QPalette::HighlightedText, Qt::white);
        p.setColor(group, QPalette::ToolTipBase, Qt::white);
        p.setColor(group, QPalette::ToolTipText, Qt::black);
        p.setColor(group, QPalette::PlaceholderText, QColor(70, 70, 70));
        p.setColor(group, QPalette::Link, kHighContrastSelection);
        p.setColor(group, QPalette::Light, Qt::white);
        p.setColor(group, QPalette::Midlight, Qt::white);
        p.setColor(group, QPalette::Mid, Qt::black);
        p.setColor(group, QPalette::Dark, Qt::black);
        p.setColor(group, QPalette::Shadow, Qt::black);
    }
    // Disabled controls stay legible (#595959 on white is 7:1).
    const QColor disabled(0x59, 0x59, 0x59);
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Base, Qt::white);
    p.setColor(QPalette::Disabled, QPalette::Button, Qt::white);
    return p;
}

// Tile captions on any palette: the text colour 30 % of the way to the window colour.
[[nodiscard]] inline QColor captionColour(const QPalette &palette)
{
    const QColor text = palette.color(QPalette::Active, QPalette::WindowText);
    const QColor window = palette.color(QPalette::Active, QPalette::Window);
    return QColor::fromRgbF(static_cast<float>(text.redF() * 0.7 + window.redF() * 0.3),
                            static_cast<float>(text.greenF() * 0.7 + window.greenF() * 0.3),
                            static_cast<float>(text.blueF() * 0.7 + window.blueF() * 0.3));
}

// Secondary text (tile titles and details, notes): dark grey, or black in high contrast.
[[nodiscard]] inline QColor mutedText(bool highContrast)
{
    return highContrast ? QColor(Qt::black) : QColor(0x50, 0x50, 0x50);
}

// The message banner over the charts ("this plan cannot run: …").
[[nodiscard]] inline QString bannerStyleSheet(bool highContrast)
{
    return highContrast ? QStringLiteral("QLabel { background: #ffffff; color: #000000; border: 2px solid #000000; "
                                         "border-radius: 3px; padding: 4px; font-weight: bold; }")
                        : QStringLiteral("QLabel { background: #fff4d6; color: #5a2800; border: 1px solid #d55e00; "
                                         "border-radius: 3px; padding: 4px; }");
}

} // namespace jct::widgets::style
