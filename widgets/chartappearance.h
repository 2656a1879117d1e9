#pragma once

// How a chart's text, axes and lines look in the modes the window offers: normal,
// presentation (larger text, thicker lines) and high contrast (thicker lines, solid darker
// grid), in the palette's text and background colours.

#include <QColor>
#include <QFont>

class QCPTextElement;
class QCustomPlot;

namespace jct::widgets {

struct ChartAppearance
{
    QFont baseFont;           // the chart's text at normal size
    double textScale = 1.0;   // presentation mode: its larger text
    bool strongLines = false; // presentation or high contrast: thicker lines, darker grid
    QColor foreground;
    QColor background;
};

// Fonts of the title, the axes and the legend; pens and colours of every axis and grid.
void applyAppearanceToAxes(QCustomPlot *plot, QCPTextElement *title, const ChartAppearance &appearance);
// Scales what a chart draws (graph pens, item text) from the values the chart set, which
// stay on the objects: a chart never sees the scaling.
void applyAppearanceToPlottables(QCustomPlot *plot, const ChartAppearance &appearance);

} // namespace jct::widgets
