#pragma once

// Windows that fit the screen they open on: a 1366×768 laptop or a 1280×720 projector gets
// a window whose every button is on screen, a large monitor the size the window prefers.

#include <QSize>

class QWidget;

namespace jct::planner {

// `preferred`, made no larger than the available geometry (without panels and docks) of the
// screen `widget` is on, less room for the window's frame and title bar.
[[nodiscard]] QSize sizeWithinScreen(const QWidget *widget, const QSize &preferred);

// Resizes a top-level window to sizeWithinScreen() and centres it on that screen.
void fitToScreen(QWidget *window, const QSize &preferred);

} // namespace jct::planner
