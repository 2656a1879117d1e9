#include "chartcolours.h"

#include "chartstyle.h"

#include <array>
#include <string_view>

namespace jct::widgets::colours {

namespace {

struct PartColour
{
    std::u16string_view key;
    QColor colour;
};

// Related parts sit in related hues: blues for the GPU's own work, oranges and reds for
// communication, yellows and greens for what waits, greys for fixed costs.
const std::array<PartColour, 13> &partColours()
{
    static const std::array<PartColour, 13> table{{
        {u"compute", style::kBlue},
        {u"recompute", style::kSkyBlue},
        {u"bubble", QColor(0xDD, 0xCC, 0x77)}, // Tol sand
        {u"tp_comm", style::kOrange},
        {u"pp_comm", QColor(0xCC, 0x66, 0x77)}, // Tol rose
        {u"dp_comm", style::kVermillion},
        {u"ep_comm", style::kPurple},
        {u"cp_comm", QColor(0xAA, 0x44, 0x99)}, // Tol purple
        {u"optimizer", style::kGreen},
        {u"straggler", QColor(0x99, 0x99, 0x33)},  // Tol olive
        {u"data_stall", QColor(0x44, 0xAA, 0x99)}, // Tol teal
        {u"overhead", QColor(0x8C, 0x8C, 0x8C)},
        {u"offload", QColor(0x77, 0x66, 0xBB)}, // Tol indigo, lightened for dark backgrounds
    }};
    return table;
}

} // namespace

QColor stepPart(QStringView key)
{
    const std::u16string_view wanted(key.utf16(), static_cast<std::size_t>(key.size()));
    for (const PartColour &part : partColours())
        if (part.key == wanted)
            return part.colour;
    return {0xBB, 0xBB, 0xBB};
}

QColor series(Series series, const QColor &foreground)
{
    switch (series) {
    case Series::Predicted:
        return style::kBlue;
    case Series::Theoretical:
    case Series::Limit:
        return foreground;
    case Series::ThisPlan:
        return style::kOrange;
    case Series::PlanA:
        return style::kPurple;
    case Series::Wall:
    case Series::Daly:
    case Series::Cost:
        return style::kVermillion;
    case Series::Knee:
    case Series::Asynchronous:
        return style::kGreen;
    case Series::Young:
        return QColor(0xAA, 0x44, 0x99); // Tol purple: apart from plan A's
    case Series::SecondaryCost:
        return style::kSkyBlue;
    case Series::Slowdown:
        return style::kVermillion;
    }
    return foreground;
}

QColor extraCurve(int index)
{
    static const QColor curves[] = {style::kOrange,           style::kGreen,
                                    style::kSkyBlue,          QColor(0xCC, 0x66, 0x77),
                                    QColor(0x99, 0x99, 0x33), QColor(0x44, 0xAA, 0x99)};
    return curves[static_cast<unsigned>(index) % (sizeof(curves) / sizeof(curves[0]))];
}

} // namespace jct::widgets::colours
