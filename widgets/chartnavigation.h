#pragma once

// Zoom, pan and reset of one chart, and its clicks: the wheel zooms only a chart that has
// the keyboard focus or with Ctrl held (a wheel passing over a chart while the user
// scrolls the window must not change it), a drag pans, a double-click or Ctrl+0 (Reset
// view) brings back the ranges the chart chose for its data. A press and release at one
// place on a chart that already had the focus is a click, reported in plot coordinates
// once the double-click interval has passed: the click that gives the chart its focus and
// a double-click (reset view) report nothing, so neither changes what a click sets.

#include <QObject>
#include <QPointF>
#include <QString>
#include <QVector>

class QAction;
class QCPAxis;
class QCustomPlot;
class QTimer;
class QWidget;

namespace jct::widgets {

class ChartNavigation final : public QObject
{
    Q_OBJECT

public:
    // `focusOwner` is the widget whose focus lets the wheel zoom and a click count, and
    // which carries the Reset view action.
    ChartNavigation(QCustomPlot *plot, QWidget *focusOwner);

    // The chart's own ranges for its data: what Reset view returns to.
    void rememberHomeView();
    void resetView();
    // True once the user zoomed or panned away from the remembered ranges.
    [[nodiscard]] bool viewChanged() const;
    [[nodiscard]] QAction *resetAction() const { return m_resetAction; }
    // Zoom and pan along the key axis only (a horizontal bar chart has no vertical scale).
    void setHorizontalOnly(bool horizontalOnly);
    // What a click does, as the plot's tooltip and status tip: `unfocused` while the chart
    // has no focus (a click only focuses it), `focused` once it has.
    void setClickHints(const QString &unfocused, const QString &focused);
    [[nodiscard]] QString clickHint() const;

signals:
    // A left click that did not drag, on a chart that had the focus before the press and
    // was not the first of a double-click, at plot coordinates of the main axes.
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
    void watchFocus(QEvent *event);
    void handleRelease(const QPointF &pixel, bool leftButton);
    void showClickHint();

    QCustomPlot *m_plot;
    QWidget *m_focusOwner;
    QAction *m_resetAction = nullptr;
    QTimer *m_clickTimer = nullptr;
    QVector<AxisRange> m_home;
    QPointF m_pressPixel;
    QPointF m_clickedAt; // plot coordinates of a click waiting for the double-click interval
    QString m_unfocusedHint;
    QString m_focusedHint;
    bool m_pressed = false;
    bool m_focusedByMouse = false; // the focus came with a mouse press not yet released
    bool m_pressGaveFocus = false;
};

} // namespace jct::widgets
