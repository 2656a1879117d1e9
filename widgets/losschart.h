#pragma once

// What packet loss does to this plan: GPU utilization (the compute share of each step)
// and the job-time increase against the loss rate, with the plan's own rate marked.

#include "app/present/chartdata.h"
#include "chartview.h"

class QCPGraph;

namespace jct::widgets {

class LossChart final : public ChartView
{
    Q_OBJECT

public:
    explicit LossChart(QWidget *parent = nullptr);
    void setData(const present::LossChartData &data);
    [[nodiscard]] const present::LossChartData &data() const { return m_data; }

protected:
    [[nodiscard]] QString formatPoint(const QString &series, double x, double y) const override;

private:
    present::LossChartData m_data;
    QCPGraph *m_utilization = nullptr;
    QCPGraph *m_slowdown = nullptr;
    QCPGraph *m_current = nullptr;
};

} // namespace jct::widgets
