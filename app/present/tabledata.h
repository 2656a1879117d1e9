#pragma once

// What the summary strip and the window's tables show: rows of text and numbers prepared
// by the presentation layer, so that widgets only lay them out.

#include <QString>

namespace jct::present {

// One tile of the summary strip: a title, a value with its unit, a detail line and a
// tooltip saying how it was computed.
struct SummaryItem
{
    enum class Tone { Normal, Good, Warning, Bad };
    QString title;
    QString value;
    QString detail;
    QString toolTip;
    Tone tone = Tone::Normal;
};

// One what-if of the sensitivity table: the change in job time and in cost.
struct SensitivityEntry
{
    QString change;
    bool fits = true;
    double deltaSeconds = 0;
    double deltaFraction = 0; // of the predicted job time
    double deltaUsd = 0;
    bool operator==(const SensitivityEntry &) const = default;
};

// One row of the A/B comparison table, already formatted.
struct ComparisonEntry
{
    QString label;
    QString a;
    QString b;
    QString diff;
    QString ratio;
    bool indented = false; // a part of the figure above (step breakdown)
    bool changed = false;  // B differs from A by 1 % or more: shown bold
    bool heading = false;  // a block's title across the table ("Inputs that differ")
    bool operator==(const ComparisonEntry &) const = default;
};

} // namespace jct::present
