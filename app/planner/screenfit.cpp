#include "screenfit.h"

#include <algorithm>

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace jct::planner {

namespace {

// The frame a window manager adds: borders and a title bar.
constexpr int kFrameWidth = 16;
constexpr int kFrameHeight = 40;

QRect availableGeometry(const QWidget *widget)
{
    const QScreen *screen = widget ? widget->screen() : nullptr;
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    return screen ? screen->availableGeometry() : QRect(0, 0, 1366, 768);
}

} // namespace

QSize sizeWithinScreen(const QWidget *widget, const QSize &preferred)
{
    const QRect available = availableGeometry(widget);
    return {std::min(preferred.width(), available.width() - kFrameWidth),
            std::min(preferred.height(), available.height() - kFrameHeight)};
}

void fitToScreen(QWidget *window, const QSize &preferred)
{
    const QRect available = availableGeometry(window);
    const QSize size = sizeWithinScreen(window, preferred);
    window->resize(size);
    window->move(available.left() + std::max(0, (available.width() - size.width() - kFrameWidth) / 2),
                 available.top() + std::max(0, (available.height() - size.height() - kFrameHeight) / 2));
}

} // namespace jct::planner
