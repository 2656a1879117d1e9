#pragma once

// An nccl-tests log against its fit: bus bandwidth (left axis) and time per call (right
// axis) against message size, all logarithmic; measured points as dots (the ones the fit
// left out as crosses), the fitted curve as lines.

#include "app/present/ncclchart.h"
#include "chartview.h"

class QCPGraph;

namespace jct::widgets {

class NcclFitChart final : public ChartView
{
    Q_OBJECT

public:
    explicit NcclFitChart(QWidget *parent = nullptr);
    void setData(const present::NcclChartData &data);
    [[nodiscard]] const present::NcclChartData &data() const { return m_data; }

protected:
    [[nodiscard]] QString formatPoint(const QString &series, double x, double y) const override;

private:
    present::NcclChartData m_data;
    QCPGraph *m_busbw = nullptr;
    QCPGraph *m_time = nullptr;
    QCPGraph *m_outlierBusbw = nullptr;
    QCPGraph *m_outlierTime = nullptr;
    QCPGraph *m_fitBusbw = nullptr;
    QCPGraph *m_fitTime = nullptr;
};

} // namespace jct::widgets
