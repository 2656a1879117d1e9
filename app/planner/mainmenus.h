#pragma once

// The menu bar of the planner window: File, Edit, View, Settings, Tools and Help. The actions work
// through the window's public interface; the window keeps the ones it checks, enables or
// needs while presenting (when the menu bar is hidden).

#include <QCoreApplication>
#include <QSignalBlocker>

class QAction;
class QMenu;

namespace jct::planner {

class ExportController;
class MainWindow;

// Checks or unchecks `item` (an action, a check box) without announcing it: what it stands
// for is already set.
template<typename Checkable>
void setCheckedQuietly(Checkable *item, bool checked)
{
    const QSignalBlocker blocker(item);
    item->setChecked(checked);
}

class MainMenus
{
    Q_DECLARE_TR_FUNCTIONS(MainMenus)

public:
    MainMenus() = default;
    // Fills the window's menu bar; `exports` adds its actions to the File menu.
    MainMenus(MainWindow *window, ExportController *exports);

    [[nodiscard]] QAction *compareAction() const { return m_compare; }
    [[nodiscard]] QAction *kneeAction() const { return m_knee; }
    [[nodiscard]] QAction *presentationAction() const { return m_presentation; }
    [[nodiscard]] QAction *leavePresentationAction() const { return m_leavePresentation; }
    [[nodiscard]] QAction *nextChartAction() const { return m_nextChart; }
    [[nodiscard]] QAction *previousChartAction() const { return m_previousChart; }
    [[nodiscard]] QAction *copySummaryAction() const { return m_copySummary; }
    [[nodiscard]] QAction *pinAction() const { return m_pin; }
    [[nodiscard]] QAction *clearAAction() const { return m_clearA; }
    [[nodiscard]] QAction *systemNumbersAction() const { return m_systemNumbers; }
    [[nodiscard]] QAction *highContrastAction() const { return m_highContrast; }

private:
    void addFileMenu(ExportController *exports);
    void addEditMenu();
    void addViewMenu();
    void addComparisonActions(QMenu *view);
    void addSettingsMenu(); // Settings ▸ Language
    void addToolsAndHelpMenus();

    MainWindow *m_window = nullptr;
    QAction *m_compare = nullptr;
    QAction *m_knee = nullptr;
    QAction *m_presentation = nullptr;
    QAction *m_leavePresentation = nullptr;
    QAction *m_nextChart = nullptr;
    QAction *m_previousChart = nullptr;
    QAction *m_copySummary = nullptr;
    QAction *m_pin = nullptr;
    QAction *m_clearA = nullptr;
    QAction *m_systemNumbers = nullptr;
    QAction *m_highContrast = nullptr;
};

} // namespace jct::planner
