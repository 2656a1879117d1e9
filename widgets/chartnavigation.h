#pragma once

// Zoom, pan and reset of one chart, and its clicks: the wheel zooms only a chart that has
// the keyboard focus or with Ctrl held (a wheel passing over a chart while the user
// scrolls the window must not change it), a drag pans, a double-click or Ctrl+0 (Reset
// view) brings back the ranges the chart chose for its data. A press and release at one
// place is a click, reported in plot coordinates.

#include <QObject>
#include <QPointF>
#include <QVector>

class QAction;
class QCPAxis;
class QCustomPlot;
class QWidget;

namespace jct::widgets {

class ChartNavigation final : public QObject
{
    Q_OBJECT

public:
    // `focusOwner` is the widget whose focus lets the wheel zoom and which carries the
    // Reset view action.
    ChartNavigation(QCustomPlot *plot, QWidget *focusOwner);

    // The chart's own ranges for its data: what Reset view returns to.
    void rememberHomeView();
    void resetView();
    // True once the user zoomed or panned away from the remembered ranges.
    [[nodiscard]] bool viewChanged() const;
    [[nodiscard]] QAction *resetAction() const { return m_resetAction; }
    // Zoom and pan along the key axis only (a horizontal bar chart has no vertical scale).
    void setHorizontalOnly(bool horizontalOnly);

signals:
    // A left click that did not drag, at plot coordinates of the main axes.
    void clicked(double x, double y);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct AxisRange
    {
        QCPAxis *axis;
        double lower;
        double upper;
    };
    QCustomPlot *m_plot;
    QWidget *m_focusOwner;
    QAction *m_resetAction = nullptr;
    QVector<AxisRange> m_home;
    QPointF m_pressPixel;
    bool m_pressed = false;
};

} // namespace jct::widgets
