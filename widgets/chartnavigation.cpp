#include "chartnavigation.h"

#include <cmath>

#include <QAction>
#include <QCoreApplication>
#include <QFocusEvent>
#include <QGuiApplication>
#include <QMouseEvent>
#include <QStatusTipEvent>
#include <QStyleHints>
#include <QTimer>
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
    m_focusOwner->installEventFilter(this);
    // A click waits for the double-click interval: the first click of a double-click (Reset
    // view) must not set anything.
    m_clickTimer = new QTimer(this);
    m_clickTimer->setSingleShot(true);
    m_clickTimer->setInterval(QGuiApplication::styleHints()->mouseDoubleClickInterval());
    connect(m_clickTimer, &QTimer::timeout, this, [this] { emit clicked(m_clickedAt.x(), m_clickedAt.y()); });
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

void ChartNavigation::setClickHints(const QString &unfocused, const QString &focused)
{
    m_unfocusedHint = unfocused;
    m_focusedHint = focused;
    showClickHint();
}

QString ChartNavigation::clickHint() const
{
    return m_focusOwner->hasFocus() ? m_focusedHint : m_unfocusedHint;
}

void ChartNavigation::showClickHint()
{
    const QString hint = clickHint();
    m_plot->setToolTip(hint);
    m_plot->setStatusTip(hint);
    // The status bar shows a tip when the pointer enters; a focus change under the pointer
    // (the focusing click) updates it there too.
    if (!hint.isEmpty() && m_plot->underMouse()) {
        QStatusTipEvent tip(hint);
        QCoreApplication::sendEvent(m_plot, &tip);
    }
}

void ChartNavigation::watchFocus(QEvent *event)
{
    if (event->type() == QEvent::FocusIn) {
        m_focusedByMouse = static_cast<QFocusEvent *>(event)->reason() == Qt::MouseFocusReason;
        showClickHint();
    } else if (event->type() == QEvent::FocusOut) {
        m_focusedByMouse = false;
        m_clickTimer->stop();
        showClickHint();
    }
}

void ChartNavigation::handleRelease(const QPointF &pixel, bool leftButton)
{
    const QPointF moved = pixel - m_pressPixel;
    const bool click = m_pressed && leftButton && std::hypot(moved.x(), moved.y()) < kClickSlop
                       && m_plot->axisRect()->rect().contains(pixel.toPoint());
    // Some platforms give the focus on release rather than on press.
    const bool gaveFocus = m_pressGaveFocus || m_focusedByMouse;
    m_pressed = false;
    m_pressGaveFocus = false;
    m_focusedByMouse = false;
    if (!click || gaveFocus || !m_focusOwner->hasFocus())
        return;
    m_clickedAt = QPointF(m_plot->xAxis->pixelToCoord(pixel.x()), m_plot->yAxis->pixelToCoord(pixel.y()));
    m_clickTimer->start();
}

bool ChartNavigation::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_focusOwner) {
        watchFocus(event);
        return false;
    }
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
        // The application gave the focus before the press arrives here.
        m_pressGaveFocus = m_focusedByMouse;
        m_focusedByMouse = false;
        return false;
    }
    case QEvent::MouseButtonDblClick:
        m_clickTimer->stop();
        m_pressed = false;
        return false;
    case QEvent::MouseButtonRelease: {
        auto *mouse = static_cast<QMouseEvent *>(event);
        handleRelease(mouse->position(), mouse->button() == Qt::LeftButton);
        return false;
    }
    default:
        return false;
    }
}

} // namespace jct::widgets
