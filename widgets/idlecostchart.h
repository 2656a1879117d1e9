#pragma once

// Chart 2: what idle GPU time costs. Top: the whole job's idle cost and the cost of one
// idle minute against GPU count (global batch fixed), the current plan marked. Bottom:
// the current plan's idle cost split by cause.

#include "app/present/chartdata.h"
#include "chartview.h"

class QCPAxisRect;
class QCPBars;
class QCPGraph;

namespace jct::widgets {

class IdleCostChart final : public ChartView
{
    Q_OBJECT

public:
    explicit IdleCostChart(QWidget *parent = nullptr);
    void setData(const present::IdleCostChartData &data);
    [[nodiscard]] const present::IdleCostChartData &data() const { return m_data; }
    // The causes the bars show, top to bottom, the box they are drawn in and the font of
    // their names: what a test needs to see that the names do not overlap.
    [[nodiscard]] const QVector<QPair<QString, double>> &shownCauses() const { return m_shownCauses; }
    [[nodiscard]] QRect causeAxisRect() const;
    [[nodiscard]] QFont causeLabelFont() const;
    // What hovering a bar says: its cause and cost; "other" names each cause it folds.
    [[nodiscard]] QString causeDescription(qsizetype row) const;
    bool fitContentToLayout() override;

protected:
    [[nodiscard]] QString describeNearest(const QPointF &pixel) const override;
    [[nodiscard]] QString formatPoint(const QString &series, double x, double y) const override;

private:
    // The causes on the bars' axis: the largest ones, the rest folded into "other", as many
    // rows as the axis rect's height gives a line of its font (at most kMostCauseRows).
    void showCauses();
    [[nodiscard]] int causeRowsThatFit() const;

    present::IdleCostChartData m_data;
    QVector<QPair<QString, double>> m_sortedCauses; // largest first
    QVector<QPair<QString, double>> m_shownCauses;
    static constexpr int kMostCauseRows = 5;
    int m_causeRows = kMostCauseRows;
    int m_shownCauseRows = kMostCauseRows; // the rows showCauses() last folded to
    QCPGraph *m_idle = nullptr;
    QCPGraph *m_perMinute = nullptr;
    QCPGraph *m_current = nullptr;
    QCPAxisRect *m_causeRect = nullptr;
    QCPBars *m_causes = nullptr;
};

} // namespace jct::widgets
