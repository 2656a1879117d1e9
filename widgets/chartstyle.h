#pragma once

// Colours that survive a projector and colour-blind viewers: the Okabe–Ito palette
// (Okabe & Ito, "Color Universal Design", 2008), in a fixed order of meaning.

#include <QColor>

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

} // namespace jct::widgets::style
