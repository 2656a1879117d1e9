#include "focusframe.h"

#include <QApplication>
#include <QEvent>
#include <QPainter>

namespace jct::widgets {

FocusFrame::FocusFrame(QWidget *window)
    : QWidget(window)
{
    setObjectName(QStringLiteral("focusFrame"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) { follow(now); });
    follow(QApplication::focusWidget());
}

FocusFrame *FocusFrame::install(QWidget *window)
{
    if (auto *existing = window->findChild<FocusFrame *>(QString(), Qt::FindDirectChildrenOnly))
        return existing;
    return new FocusFrame(window);
}

void FocusFrame::follow(QWidget *focused)
{
    watchAncestors(false);
    const bool framed = focused && parentWidget()->isAncestorOf(focused) && !focused->property(kOwnFocusFrame).toBool()
                        && focused->window() == window();
    m_target = framed ? focused : nullptr;
    watchAncestors(true);
    updateFrame();
}

// The target and each of its parents: a move or resize of any (a scroll, a splitter)
// moves the ring.
void FocusFrame::watchAncestors(bool watch)
{
    for (QWidget *w = m_target; w && w != parentWidget(); w = w->parentWidget()) {
        if (watch)
            w->installEventFilter(this);
        else
            w->removeEventFilter(this);
    }
}

void FocusFrame::updateFrame()
{
    QRect frame;
    if (m_target && m_target->isVisible()) {
        // Only the part of the control that shows (a scrolled panel clips it).
        const QRect shown = m_target->visibleRegion().boundingRect();
        if (!shown.isEmpty())
            frame = QRect(m_target->mapTo(parentWidget(), shown.topLeft()), shown.size())
                        .adjusted(-kWidth, -kWidth, kWidth, kWidth);
    }
    if (frame == m_frame)
        return;
    m_frame = frame;
    if (frame.isEmpty()) {
        hide();
        return;
    }
    // Only the ring itself: the overlay covers no more of the window than the frame's
    // two pixels, so that nothing under it repaints for its sake.
    setGeometry(frame);
    const QRect local(QPoint(0, 0), frame.size());
    setMask(QRegion(local).subtracted(QRegion(local.adjusted(kWidth, kWidth, -kWidth, -kWidth))));
    raise();
    show();
    update();
}

bool FocusFrame::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::Move:
    case QEvent::Resize:
    case QEvent::Show:
    case QEvent::Hide:
        if (watched != parentWidget())
            updateFrame();
        break;
    default:
        break;
    }
    return QWidget::eventFilter(watched, event);
}

void FocusFrame::paintEvent(QPaintEvent *)
{
    if (m_frame.isEmpty())
        return;
    QPainter painter(this);
    QPen pen(palette().color(QPalette::Active, QPalette::Highlight), kWidth);
    pen.setJoinStyle(Qt::MiterJoin);
    painter.setPen(pen);
    const double half = kWidth / 2.0;
    painter.drawRect(QRectF(rect()).adjusted(half, half, -half, -half));
}

} // namespace jct::widgets
