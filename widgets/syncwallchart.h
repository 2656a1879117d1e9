#pragma once

// Chart 1: predicted job completion time against GPU count with the global batch fixed,
// the theoretical minimum beside it, the sync wall, the knee, the batch limit and the
// current plan marked, and optionally one curve per interconnect preset.

#include "app/present/chartdata.h"
#include "chartview.h"

class QCPGraph;
class QCPItemText;
class QCPItemStraightLine;

namespace jct::widgets {

class SyncWallChart final : public ChartView
{
    Q_OBJECT

public:
    explicit SyncWallChart(QWidget *parent = nullptr);
    void setData(const present::SyncWallChartData &data);
    [[nodiscard]] const present::SyncWallChartData &data() const { return m_data; }
    // The count of the curve (the valid counts the application passed in) nearest to
    // `gpus` on the chart's log scale; 0 without data.
    [[nodiscard]] int nearestCurveGpus(double gpus) const;

signals:
    // A click on the focused plot asked for this GPU count (one of the curve's).
    void gpuCountPicked(int gpus);

protected:
    [[nodiscard]] QString formatPoint(const QString &series, double x, double y) const override;
    void applyPaletteToSeries() override;
    void fitTextsToPlot() override;

private:
    present::SyncWallChartData m_data;
    QCPGraph *m_predicted = nullptr;
    QCPGraph *m_theoretical = nullptr;
    QCPGraph *m_wall = nullptr;
    QCPGraph *m_knee = nullptr;
    QCPGraph *m_current = nullptr;
    QVector<QCPGraph *> m_comparison;
    QCPItemText *m_wallLabel = nullptr;
    QCPItemText *m_kneeLabel = nullptr;
    QCPItemStraightLine *m_batchLimit = nullptr;
    QCPItemText *m_batchLimitLabel = nullptr;
};

} // namespace jct::widgets
