#pragma once

// The auto-planner's chart: predicted job time (days) against total cost (dollars) of
// the best layouts across GPU counts. The Pareto front (no layout both faster and
// cheaper), a few layout families' curves across GPU counts, and each family's sync
// wall: the fastest it gets with the global batch fixed; more GPUs past it finish later.

#include "chartview.h"

#include <QString>
#include <QVector>

class QCPCurve;
class QCPGraph;

namespace jct::widgets {

struct ParetoPoint
{
    double days = 0;
    double usd = 0;
    QString label; // the layout, for the read-out
    bool operator==(const ParetoPoint &) const = default;
};

struct ParetoFamily
{
    QString name;                // "tp 8 · pp 8"
    QVector<ParetoPoint> points; // its best layout at each GPU count that fits
    ParetoPoint wall;            // its sync wall (days, dollars); days 0: none
    bool operator==(const ParetoFamily &) const = default;
};

struct ParetoChartData
{
    QVector<ParetoPoint> front; // fastest first
    QVector<ParetoFamily> families;
    bool operator==(const ParetoChartData &) const = default;
};

class ParetoChart final : public ChartView
{
    Q_OBJECT

public:
    explicit ParetoChart(QWidget *parent = nullptr);
    void setData(const ParetoChartData &data);
    [[nodiscard]] const ParetoChartData &data() const { return m_data; }

protected:
    [[nodiscard]] QString formatPoint(const QString &series, double x, double y) const override;

private:
    ParetoChartData m_data;
    QCPGraph *m_front = nullptr;
    QCPGraph *m_walls = nullptr;
    QVector<QCPCurve *> m_familyCurves;
};

} // namespace jct::widgets
