#include "plotwithoutplan.h"

#include <qcustomplot.h>

namespace jct::widgets {

namespace {

// Marks a label or marker that hideItemsUntilPlan() hid, to be shown again with the next plan.
constexpr char kHiddenWithoutData[] = "jctHiddenWithoutData";

} // namespace

void clearPlotData(QCustomPlot *plot)
{
    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable *plottable = plot->plottable(i);
        if (auto *graph = qobject_cast<QCPGraph *>(plottable))
            graph->data()->clear();
        else if (auto *bars = qobject_cast<QCPBars *>(plottable))
            bars->data()->clear();
        else if (auto *curve = qobject_cast<QCPCurve *>(plottable))
            curve->data()->clear();
    }
}

void hideItemsUntilPlan(QCustomPlot *plot, const QCPAbstractItem *keep)
{
    for (int i = 0; i < plot->itemCount(); ++i) {
        QCPAbstractItem *item = plot->item(i);
        if (item == keep || !item->visible())
            continue;
        item->setProperty(kHiddenWithoutData, true);
        item->setVisible(false);
    }
}

void showItemsHiddenUntilPlan(QCustomPlot *plot)
{
    for (int i = 0; i < plot->itemCount(); ++i) {
        QCPAbstractItem *item = plot->item(i);
        if (item->property(kHiddenWithoutData).isValid()) {
            item->setProperty(kHiddenWithoutData, QVariant());
            item->setVisible(true);
        }
    }
}

void showTickLabels(QCustomPlot *plot, bool show)
{
    // The axis's own choice, kept while its tick numbers are hidden.
    static const char *const ownKey = "jctOwnTickLabels";
    for (QCPAxisRect *rect : plot->axisRects()) {
        for (QCPAxis *axis : rect->axes()) {
            if (!show && !axis->property(ownKey).isValid()) {
                axis->setProperty(ownKey, axis->tickLabels());
                axis->setTickLabels(false);
            } else if (show && axis->property(ownKey).isValid()) {
                axis->setTickLabels(axis->property(ownKey).toBool());
                axis->setProperty(ownKey, QVariant());
            }
        }
    }
}

} // namespace jct::widgets
