#include "mainmenus.h"

#include "app/format/exampleplans.h"
#include "app/present/language.h"
#include "capacitydialog.h"
#include "exportcontroller.h"
#include "helpdialogs.h"
#include "layoutsearchdialog.h"
#include "mainwindow.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QFileDialog>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QUndoStack>

namespace jct::planner {

MainMenus::MainMenus(MainWindow *window, ExportController *exports)
    : m_window(window)
{
    addFileMenu(exports);
    addEditMenu();
    addViewMenu();
    addSettingsMenu();
    addToolsAndHelpMenus();
}

void MainMenus::addFileMenu(ExportController *exports)
{
    MainWindow *window = m_window;
    QMenu *file = window->menuBar()->addMenu(tr("&File"));
    window->files()->addActionsTo(file); // New, Open…, Open Recent, Save, Save As…
    file->addSeparator();
    // An undoable edit of the plan, not a new plan: Ctrl+Z brings the changes back, so it
    // does not ask to save them (File ▸ New does).
    QAction *reset = file->addAction(tr("&Reset to the default plan"), window, [window] {
        window->document()->replace(format::defaultScenario(), tr("Reset to the default plan"));
    });
    reset->setStatusTip(tr("GPT-3 175B on 1,024 H100 with NDR 400 InfiniBand"));
    QMenu *examples = file->addMenu(tr("&Examples"));
    for (const format::ExamplePlan &example : format::examplePlans()) {
        QAction *action = examples->addAction(example.plan.name, window, [window, path = example.path] {
            QString error;
            if (!window->openExample(path, &error))
                QMessageBox::warning(window, tr("Cannot open example"), error);
        });
        action->setStatusTip(example.plan.description);
        action->setToolTip(example.plan.description);
    }
    examples->setToolTipsVisible(true);
    file->addSeparator();
    QAction *nccl = file->addAction(tr("&Import nccl-tests log…"), window, [window] {
        const QString path = QFileDialog::getOpenFileName(window, tr("Import nccl-tests log"), QString(),
                                                          tr("nccl-tests logs (*.txt *.log *.out);;All files (*)"));
        if (path.isEmpty())
            return;
        QString error;
        if (!window->importNcclLog(path, &error))
            QMessageBox::warning(window, tr("Import nccl-tests log"), error);
    });
    nccl->setStatusTip(tr("Fit α and bandwidth to an nccl-tests log and apply them to the plan"));
    exports->addActionsTo(file);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), window, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setStatusTip(tr("Close the window (asks to save unsaved changes)"));
}

void MainMenus::addEditMenu()
{
    QMenu *edit = m_window->menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_window->document()->undoStack()->createUndoAction(edit, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_window->document()->undoStack()->createRedoAction(edit, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QAction *copySummary = edit->addAction(tr("Copy &summary"), m_window, &MainWindow::copySummary);
    copySummary->setObjectName(QStringLiteral("copySummaryAction"));
    copySummary->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    copySummary->setStatusTip(tr("The plan's name, job time, cost, step time and its parts, memory and sync wall, "
                                 "as plain text and Markdown"));
    m_copySummary = copySummary;
}

void MainMenus::addViewMenu()
{
    MainWindow *window = m_window;
    QMenu *view = window->menuBar()->addMenu(tr("&View"));
    m_compare = view->addAction(tr("&Compare interconnects on the sync-wall chart"));
    m_compare->setCheckable(true);
    m_compare->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    // One number convention for the whole window: C ("1,234.5") unless the system's is chosen.
    m_systemNumbers =
        view->addAction(tr("&Numbers in the system's format (%1)").arg(QLocale::system().toString(1234.5, 'f', 1)));
    m_systemNumbers->setCheckable(true);
    m_systemNumbers->setChecked(window->numberConvention() == present::NumberConvention::System);
    m_systemNumbers->setStatusTip(tr("Show and read numbers as the system's locale writes them; off, every number "
                                     "reads 1,234.5 (a typed \",\" is still a decimal mark where it cannot group "
                                     "digits)"));
    QObject::connect(m_systemNumbers, &QAction::toggled, window, [window](bool on) {
        window->setNumberConvention(on ? present::NumberConvention::System : present::NumberConvention::C);
    });
    m_knee = view->addAction(tr("Sync-wall &knee threshold…"));
    m_knee->setStatusTip(tr("The scaling efficiency the knee keeps: the largest GPU count up to which every valid "
                            "count stays at or above it (70 % by default)"));
    QObject::connect(m_knee, &QAction::triggered, window, &MainWindow::askKneeThreshold);

    m_highContrast = view->addAction(tr("&High-contrast colours"));
    m_highContrast->setObjectName(QStringLiteral("highContrastAction"));
    m_highContrast->setCheckable(true);
    m_highContrast->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_H));
    m_highContrast->setStatusTip(tr("Black text and lines on white in the whole window, the tiles, the banners and "
                                    "the charts; thicker chart lines (kept between runs)"));
    QObject::connect(m_highContrast, &QAction::toggled, window, &MainWindow::setHighContrast);

    view->addSeparator();
    m_presentation = view->addAction(tr("&Presentation mode"));
    m_presentation->setCheckable(true);
    m_presentation->setShortcut(QKeySequence(Qt::Key_F5));
    m_presentation->setStatusTip(tr("Full screen with only the summary and one chart at a time, in large "
                                    "high-contrast text (← / → move between the charts; F5 or Esc to leave)"));
    QObject::connect(m_presentation, &QAction::toggled, window, &MainWindow::setPresentationMode);
    // The menu bar is hidden while presenting: the window itself must own the shortcuts.
    window->addAction(m_presentation);
    // Owned by the menu bar, as every other action: a new language builds them all again.
    m_leavePresentation = new QAction(tr("Leave presentation mode"), window->menuBar());
    m_leavePresentation->setShortcut(QKeySequence(Qt::Key_Escape));
    m_leavePresentation->setEnabled(false);
    QObject::connect(m_leavePresentation, &QAction::triggered, window,
                     [window] { window->setPresentationMode(false); });
    window->addAction(m_leavePresentation);
    // One chart at a time while presenting: ← and → move between them.
    m_nextChart = new QAction(tr("Next chart"), window);
    m_nextChart->setShortcut(QKeySequence(Qt::Key_Right));
    m_nextChart->setEnabled(false);
    QObject::connect(m_nextChart, &QAction::triggered, window, [window] { window->showNextChart(1); });
    window->addAction(m_nextChart);
    m_previousChart = new QAction(tr("Previous chart"), window);
    m_previousChart->setShortcut(QKeySequence(Qt::Key_Left));
    m_previousChart->setEnabled(false);
    QObject::connect(m_previousChart, &QAction::triggered, window, [window] { window->showNextChart(-1); });
    window->addAction(m_previousChart);
    addComparisonActions(view);
    view->addSeparator();
    QAction *capacity = view->addAction(tr("Capacity &questions…"), window, [window] {
        window->capacityDialog()->setScenario(window->document()->scenario().scenario);
        window->capacityDialog()->show();
        window->capacityDialog()->raise();
    });
    capacity->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    capacity->setStatusTip(tr("Fewest GPUs for a deadline, least cost per token, deadline check"));
}

void MainMenus::addComparisonActions(QMenu *view)
{
    MainWindow *window = m_window;
    m_pin = view->addAction(tr("&Pin current plan as A"), window, [window] { window->pinAsA(); });
    m_pin->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_pin->setStatusTip(tr("Freeze this plan as A and keep editing B; every chart overlays A"));
    view->addAction(tr("Open plan as &A…"), window, [window] {
        const QString path = QFileDialog::getOpenFileName(window, tr("Open plan as A"), QString(),
                                                          tr("JCT plans (*.jctplan *.json);;All files (*)"));
        QString error;
        if (!path.isEmpty() && !window->openAsA(path, &error))
            QMessageBox::warning(window, tr("Cannot open plan as A"), error);
    });
    m_clearA = view->addAction(tr("C&lear A"), window, &MainWindow::clearA);
    m_clearA->setEnabled(false);
}

void MainMenus::addSettingsMenu()
{
    MainWindow *window = m_window;
    QMenu *settings = window->menuBar()->addMenu(tr("&Settings"));
    settings->setObjectName(QStringLiteral("settingsMenu"));
    QMenu *languages = settings->addMenu(tr("&Language"));
    languages->setObjectName(QStringLiteral("languageMenu"));
    languages->menuAction()->setStatusTip(tr("The language of the window, the report and its charts; numbers keep "
                                             "their format"));
    auto *group = new QActionGroup(languages);
    const QString chosen = MainWindow::language();
    const auto addLanguage = [&](const QString &code, const QString &name) {
        QAction *action = languages->addAction(name, window, [window, code] { window->setLanguage(code); });
        action->setObjectName(QStringLiteral("language_%1").arg(code.isEmpty() ? QStringLiteral("system") : code));
        action->setCheckable(true);
        action->setChecked(code == chosen);
        group->addAction(action);
    };
    // The system's, then each language in its own name (a reader of it finds it in any language).
    QString systemName;
    for (const present::Language &language : present::languages())
        if (language.code == present::systemLanguage())
            systemName = language.nativeName;
    addLanguage(QString(), tr("&System (%1)").arg(systemName));
    languages->addSeparator();
    // A mnemonic for each: on its first letter ("&Deutsch"), else after the name ("日本語 (&J)").
    for (const present::Language &language : present::languages())
        addLanguage(language.code, language.nativeName.startsWith(language.mnemonic)
                                       ? QLatin1Char('&') + language.nativeName
                                       : QStringLiteral("%1 (&%2)").arg(language.nativeName, language.mnemonic));
}

void MainMenus::addToolsAndHelpMenus()
{
    MainWindow *window = m_window;
    // Tools ▸ Find best layout: the auto-planner; applying its choice is one undo step.
    QMenu *tools = window->menuBar()->addMenu(tr("&Tools"));
    QAction *findLayout = tools->addAction(tr("&Find best layout…"), window, [window] {
        LayoutSearchDialog dialog(window->document(), window);
        dialog.exec();
    });
    findLayout->setObjectName(QStringLiteral("findBestLayoutAction"));
    findLayout->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    findLayout->setStatusTip(tr("Search every parallel layout for the fastest or cheapest plan"));

    QMenu *help = window->menuBar()->addMenu(tr("&Help"));
    QAction *manual = help->addAction(tr("&Manual"), window, &MainWindow::showManual);
    manual->setObjectName(QStringLiteral("manualAction"));
    manual->setShortcut(QKeySequence::HelpContents);
    manual->setStatusTip(tr("What each tile and chart means, the glossary and the model's formulas with sources"));
    // F1 works while presenting too (the menu bar is hidden then).
    window->addAction(manual);
    QAction *about = help->addAction(tr("&About JCT Planner"), window, [window] { openAboutBox(window); });
    about->setObjectName(QStringLiteral("aboutAction"));
}

} // namespace jct::planner
