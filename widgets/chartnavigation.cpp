#include "chartnavigation.h"

#include <cmath>

#include <QAction>
#include <QMouseEvent>
#include <QWheelEvent>
#include <qcustomplot.h>

namespace jct::widgets {

namespace {

// A press and release closer than this (pixels) is a click, not a drag.
constexpr double kClickSlop = 4.0;

} // namespace

ChartNavigation::ChartNavigation(QCustomPlot *plot, QWidget *focusOwner)
    : QObject(focusOwner)
    , m_plot(plot)
    , m_focusOwner(focusOwner)
{
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->axisRect()->setRangeZoomFactor(0.85);
    m_plot->installEventFilter(this);
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, [this](QMouseEvent *event) {
        if (event->button() == Qt::LeftButton)
            resetView();
    });
    m_resetAction = new QAction(tr("Reset view"), focusOwner);
    m_resetAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    m_resetAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_resetAction->setToolTip(tr("Back to the whole chart after zooming or panning (also a double-click)"));
    focusOwner->addAction(m_resetAction);
    connect(m_resetAction, &QAction::triggered, this, &ChartNavigation::resetView);
}

void ChartNavigation::setHorizontalOnly(bool horizontalOnly)
{
    const Qt::Orientations orientations = horizontalOnly ? Qt::Horizontal : (Qt::Horizontal | Qt::Vertical);
    m_plot->axisRect()->setRangeDrag(orientations);
    m_plot->axisRect()->setRangeZoom(orientations);
}

void ChartNavigation::rememberHomeView()
{
    m_home.clear();
    for (QCPAxis *axis : m_plot->axisRect()->axes())
        m_home.append({axis, axis->range().lower, axis->range().upper});
}

bool ChartNavigation::viewChanged() const
{
    for (const AxisRange &home : m_home)
        if (home.axis->range().lower != home.lower || home.axis->range().upper != home.upper)
            return true;
    return false;
}

void ChartNavigation::resetView()
{
    if (!viewChanged())
        return;
    for (const AxisRange &home : std::as_const(m_home))
        home.axis->setRange(home.lower, home.upper);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

bool ChartNavigation::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_plot)
        return false;
    switch (event->type()) {
    case QEvent::Wheel: {
        // Unfocused and without Ctrl, the wheel belongs to whatever scrolls around the chart.
        auto *wheel = static_cast<QWheelEvent *>(event);
        if (m_focusOwner->hasFocus() || wheel->modifiers().testFlag(Qt::ControlModifier))
            return false;
        wheel->ignore();
        return true;
    }
    case QEvent::MouseButtonPress: {
        auto *mouse = static_cast<QMouseEvent *>(event);
        m_pressed = mouse->button() == Qt::LeftButton;
        m_pressPixel = mouse->position();
        return false;
    }
    case QEvent::MouseButtonRelease: {
        auto *mouse = static_cast<QMouseEvent *>(event);
        const QPointF moved = mouse->position() - m_pressPixel;
        const bool click = m_pressed && mouse->button() == Qt::LeftButton
                           && std::hypot(moved.x(), moved.y()) < kClickSlop
                           && m_plot->axisRect()->rect().contains(mouse->position().toPoint());
        m_pressed = false;
        if (click)
            emit clicked(m_plot->xAxis->pixelToCoord(mouse->position().x()),
                         m_plot->yAxis->pixelToCoord(mouse->position().y()));
        return false;
    }
    default:
        return false;
    }
}

} // namespace jct::widgets
