#pragma once

// Chart 3: checkpoint + failure overhead against the checkpoint interval, for synchronous
// and asynchronous checkpoints, with Young's and Daly's optima and the current interval.

#include "app/present/chartdata.h"
#include "chartview.h"

class QCPGraph;
class QCPItemStraightLine;
class QCPItemText;

namespace jct::widgets {

class CheckpointChart final : public ChartView
{
    Q_OBJECT

public:
    explicit CheckpointChart(QWidget *parent = nullptr);
    void setData(const present::CheckpointChartData &data);
    [[nodiscard]] const present::CheckpointChartData &data() const { return m_data; }
    // Whether the synchronous and asynchronous curves are one (an asynchronous checkpoint
    // that blocks as long as the synchronous one): then one line, named for both.
    [[nodiscard]] bool showsOneCurve() const { return m_oneCurve; }

signals:
    // A click on the focused plot asked for this interval, in whole minutes (at least one).
    void intervalPicked(double minutes);

protected:
    [[nodiscard]] QString formatPoint(const QString &series, double x, double y) const override;
    void applyPaletteToSeries() override;
    void fitTextsToPlot() override;

private:
    struct VerticalMarker
    {
        QCPItemStraightLine *line = nullptr;
        QCPItemText *label = nullptr;
        QString text; // the label on one line (fitTextsToPlot may break it)
    };
    VerticalMarker makeMarker(const QPen &pen);
    void placeMarker(VerticalMarker &marker, double x, const QString &text, double labelRatio, Qt::Alignment side);

    present::CheckpointChartData m_data;
    QCPGraph *m_sync = nullptr;
    QCPGraph *m_async = nullptr;
    bool m_oneCurve = false;
    QCPGraph *m_current = nullptr;
    VerticalMarker m_young;
    VerticalMarker m_daly;
};

} // namespace jct::widgets
