#include "presentationmode.h"

#include "chartarea.h"
#include "mainmenus.h"
#include "widgets/chartview.h"

#include <QAction>
#include <QMainWindow>
#include <QMenuBar>
#include <QStatusBar>

namespace jct::planner {

bool PresentationMode::set(bool on, const MainMenus &menus, QWidget *controls, ChartArea *charts)
{
    if (on == m_on)
        return false;
    m_on = on;
    setCheckedQuietly(menus.presentationAction(), on);
    menus.leavePresentationAction()->setEnabled(on);
    menus.nextChartAction()->setEnabled(on);
    menus.previousChartAction()->setEnabled(on);
    controls->setVisible(!on);
    // The chart tabs' names and the step tabs' read from the back of the room too.
    QFont tabFont = m_window->font();
    if (on)
        tabFont.setPointSizeF(tabFont.pointSizeF() * widgets::ChartView::kPresentationScale);
    m_window->menuBar()->setVisible(!on);
    m_window->statusBar()->setVisible(!on);
    charts->setPresentationMode(on, tabFont);
    if (on) {
        m_statesBefore = m_window->windowState();
        m_window->setWindowState(m_window->windowState() | Qt::WindowFullScreen);
    } else {
        m_window->setWindowState(m_statesBefore & ~Qt::WindowFullScreen);
    }
    return true;
}

} // namespace jct::planner
