#pragma once

// Chart 4: where one training step goes, as one stacked horizontal bar: compute,
// recompute, pipeline bubble, TP / PP / DP / EP / CP communication, optimizer, stragglers.
// When comparing, plan A's bar stands above plan B's.

#include "app/present/chartdata.h"
#include "chartview.h"

class QCPBars;
class QCPItemText;

namespace jct::widgets {

class StepBreakdownChart final : public ChartView
{
    Q_OBJECT

public:
    explicit StepBreakdownChart(QWidget *parent = nullptr);
    void setData(const present::StepBreakdownChartData &data);
    [[nodiscard]] const present::StepBreakdownChartData &data() const { return m_data; }

protected:
    [[nodiscard]] QString describeNearest(const QPointF &pixel) const override;
    void applyPaletteToSeries() override;

private:
    // Names each part inside its segment where the name fits, with its time and share where
    // they fit too (on one line or under the name); the legend keeps the parts whose figures
    // are not in place.
    void placeSegmentLabels();

private:
    present::StepBreakdownChartData m_data;
    QVector<QString> m_stackOrder; // part names bottom to top of each bar
    QVector<QCPBars *> m_bars;
    QVector<QCPItemText *> m_segmentLabels; // two per part: B's row, then A's
    int m_legendPasses = 0;                 // replots asked for by a changed legend
};

} // namespace jct::widgets
