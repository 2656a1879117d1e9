#pragma once

// Presentation mode (View ▸ Present, F5; Esc leaves): the window full screen with only the
// summary and the charts, one chart at a time in large high-contrast text. This switches
// the window's parts; the window then rearranges its charts.

#include <Qt>

class QMainWindow;
class QWidget;

namespace jct::planner {

class ChartArea;
class MainMenus;

class PresentationMode
{
public:
    explicit PresentationMode(QMainWindow *window)
        : m_window(window)
    {}

    [[nodiscard]] bool isOn() const { return m_on; }
    // Shows or hides `controls`, the menu bar and the status bar, sets the menus' presentation
    // actions and `charts`' presentation look, and enters or leaves full screen (restoring
    // the window's states from before). False when the mode already was `on`.
    bool set(bool on, const MainMenus &menus, QWidget *controls, ChartArea *charts);

private:
    QMainWindow *m_window = nullptr;
    bool m_on = false;
    Qt::WindowStates m_statesBefore;
};

} // namespace jct::planner
