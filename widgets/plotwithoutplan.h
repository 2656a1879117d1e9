#pragma once

// A chart between plans: when another plan (a file opened) replaces the one drawn, its
// curves, bars, labels and markers go and the tick numbers hide (they would read as data),
// until the next plan that runs brings them back.

class QCPAbstractItem;
class QCustomPlot;

namespace jct::widgets {

// Empties every graph, bar and curve of `plot`.
void clearPlotData(QCustomPlot *plot);
// Hides every visible item but `keep`, marked to come back with the next plan.
void hideItemsUntilPlan(QCustomPlot *plot, const QCPAbstractItem *keep);
// Shows the items hideItemsUntilPlan() hid.
void showItemsHiddenUntilPlan(QCustomPlot *plot);
// Hides the tick numbers of every axis (the axes keep their titles), or brings back those
// it hid.
void showTickLabels(QCustomPlot *plot, bool show);

} // namespace jct::widgets
