#include "planfiles.h"

#include "app/document/scenariodocument.h"
#include "app/format/scenariofile.h"
#include "app/present/plancaption.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QLockFile>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QUndoStack>

namespace jct::planner {

namespace {

const QString kRecentKey = QStringLiteral("files/recent");
const QString kLastDirectoryKey = QStringLiteral("files/lastDirectory");
const QString kPlanSuffix = QStringLiteral("jctplan");

PlanFiles::Prompts &defaultPrompts()
{
    static PlanFiles::Prompts prompts;
    return prompts;
}

QString absolute(const QString &path)
{
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

// The dialogs used when no test has answered for the user.
PlanFiles::Prompts dialogPrompts(QWidget *window)
{
    PlanFiles::Prompts p;
    p.saveChanges = [window](const QString &planName) {
        QMessageBox box(QMessageBox::Warning, PlanFiles::tr("Unsaved changes"),
                        PlanFiles::tr("Save the changes to %1?").arg(planName),
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, window);
        box.setInformativeText(PlanFiles::tr("Your changes are lost if you don't save them."));
        box.setDefaultButton(QMessageBox::Save);
        switch (box.exec()) {
        case QMessageBox::Save:
            return PlanFiles::SaveChoice::Save;
        case QMessageBox::Discard:
            return PlanFiles::SaveChoice::Discard;
        default:
            return PlanFiles::SaveChoice::Cancel;
        }
    };
    p.recover = [window](const QDateTime &savedAt, const QString &planName) {
        const QString when = QLocale().toString(savedAt.toLocalTime(), QLocale::ShortFormat);
        QMessageBox box(QMessageBox::Question, PlanFiles::tr("Recover unsaved plan"),
                        PlanFiles::tr("Recover unsaved plan from %1?").arg(when), QMessageBox::Yes | QMessageBox::No,
                        window);
        box.setInformativeText(PlanFiles::tr("JCT Planner stopped while %1 had unsaved changes. "
                                             "If you don't recover them now, they are deleted.")
                                   .arg(planName));
        box.setDefaultButton(QMessageBox::Yes);
        return box.exec() == QMessageBox::Yes;
    };
    p.openPath = [window](const QString &directory) {
        return QFileDialog::getOpenFileName(window, PlanFiles::tr("Open plan"), directory,
                                            PlanFiles::tr("JCT plans (*.jctplan *.json);;All files (*)"));
    };
    p.savePath = [window](const QString &suggested) {
        return QFileDialog::getSaveFileName(window, PlanFiles::tr("Save plan as"), suggested,
                                            PlanFiles::tr("JCT plans (*.jctplan)"));
    };
    p.error = [window](const QString &title, const QString &message) { QMessageBox::warning(window, title, message); };
    return p;
}

} // namespace

PlanFiles::PlanFiles(document::ScenarioDocument *document, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
    , m_prompts(dialogPrompts(window))
    , m_autosavePath(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                     + QStringLiteral("/autosave.jctplan"))
{
    const Prompts &given = defaultPrompts();
    if (given.saveChanges)
        m_prompts.saveChanges = given.saveChanges;
    if (given.recover)
        m_prompts.recover = given.recover;
    if (given.openPath)
        m_prompts.openPath = given.openPath;
    if (given.savePath)
        m_prompts.savePath = given.savePath;
    if (given.error)
        m_prompts.error = given.error;

    m_newAction = new QAction(this);
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, [this] { newPlan(); });

    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, [this] { open(); });

    m_saveAction = new QAction(this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, [this] { save(); });

    m_saveAsAction = new QAction(this);
    // QKeySequence::SaveAs is empty on some platforms (KDE, Windows); the shortcut is ours.
    m_saveAsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(m_saveAsAction, &QAction::triggered, this, [this] { saveAs(); });

    m_recentMenu = new QMenu(window);
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    m_clearRecentAction = new QAction(this);
    retranslate();
    connect(m_clearRecentAction, &QAction::triggered, this, &PlanFiles::clearRecentFiles);
    // Pruned when shown: a file deleted while the planner runs drops out of the list.
    connect(m_recentMenu, &QMenu::aboutToShow, this, &PlanFiles::refreshRecentMenu);
    connect(this, &PlanFiles::recentFilesChanged, this, &PlanFiles::refreshRecentMenu);
    refreshRecentMenu();

    // Save is always enabled (saving a clean plan rewrites it), but the recovery copy only
    // follows unsaved changes: it goes as soon as the plan is clean again.
    connect(m_document->undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (clean)
            discardAutosave();
    });
    connect(m_document, &document::ScenarioDocument::scenarioChanged, this, [this] { m_autosavePending = true; });
    m_autosaveTimer.setInterval(kDefaultAutosaveIntervalMs);
    connect(&m_autosaveTimer, &QTimer::timeout, this, &PlanFiles::autosave);
    m_autosaveTimer.start();
}

PlanFiles::~PlanFiles() = default;

void PlanFiles::retranslate()
{
    m_newAction->setText(tr("&New plan"));
    m_newAction->setStatusTip(tr("Start an untitled plan from the default: GPT-3 175B on 1,024 H100 with NDR 400 "
                                 "InfiniBand"));
    m_openAction->setText(tr("&Open plan…"));
    m_openAction->setStatusTip(tr("Open a .jctplan scenario file"));
    m_saveAction->setText(tr("&Save"));
    m_saveAction->setStatusTip(tr("Save the plan to its file (asks for one while the plan is untitled)"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_saveAsAction->setStatusTip(tr("Save the plan to a new file, which becomes the plan's file"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_recentMenu->menuAction()->setStatusTip(tr("Plans opened or saved lately"));
    m_clearRecentAction->setText(tr("&Clear recent"));
    m_clearRecentAction->setStatusTip(tr("Forget the list of recent plans (the files stay)"));
    refreshRecentMenu();
}

void PlanFiles::setDefaultPrompts(const Prompts &prompts)
{
    defaultPrompts() = prompts;
}

void PlanFiles::addActionsTo(QMenu *fileMenu)
{
    fileMenu->addAction(m_newAction);
    fileMenu->addAction(m_openAction);
    fileMenu->addMenu(m_recentMenu);
    fileMenu->addSeparator();
    fileMenu->addAction(m_saveAction);
    fileMenu->addAction(m_saveAsAction);
}

QString PlanFiles::displayName() const
{
    return m_document->fileName().isEmpty() ? m_document->scenario().name
                                            : QFileInfo(m_document->fileName()).fileName();
}

void PlanFiles::commitPendingEdit()
{
    // The value boxes commit on Enter or when they lose focus (no keyboard tracking): a
    // value typed and then saved with Ctrl+S, or left behind by closing, must count.
    if (auto *spin = qobject_cast<QAbstractSpinBox *>(QApplication::focusWidget()))
        spin->interpretText();
}

bool PlanFiles::maybeSave()
{
    commitPendingEdit();
    if (m_document->undoStack()->isClean())
        return true;
    switch (m_prompts.saveChanges(displayName())) {
    case SaveChoice::Save:
        return save();
    case SaveChoice::Discard:
        return true;
    case SaveChoice::Cancel:
        break;
    }
    return false;
}

bool PlanFiles::newPlan()
{
    if (!maybeSave())
        return false;
    m_document->load(format::defaultScenario(), QString());
    m_autosavePending = false;
    return true;
}

bool PlanFiles::open()
{
    const QString path = m_prompts.openPath(startDirectory());
    return !path.isEmpty() && openFile(path);
}

bool PlanFiles::openFile(const QString &path)
{
    const format::ScenarioReadResult read = format::readScenarioFile(path);
    if (!read.ok()) {
        reportError(tr("Cannot open plan"), tr("%1: %2").arg(QDir::toNativeSeparators(path), read.error.toString()));
        return false;
    }
    if (!maybeSave())
        return false;
    m_document->load(*read.loaded, absolute(path));
    m_autosavePending = false;
    addRecentFile(path);
    QSettings().setValue(kLastDirectoryKey, QFileInfo(absolute(path)).absolutePath());
    showStatus(tr("Opened %1").arg(QDir::toNativeSeparators(absolute(path))));
    return true;
}

bool PlanFiles::loadFile(const QString &path, QString *error)
{
    const format::ScenarioReadResult read = format::readScenarioFile(path);
    if (!read.ok()) {
        if (error)
            *error = tr("%1: %2").arg(QDir::toNativeSeparators(path), read.error.toString());
        return false;
    }
    m_document->load(*read.loaded, absolute(path));
    m_autosavePending = false;
    addRecentFile(path);
    return true;
}

// The undo step and the message keep the window's translation context, where the translations have them.
bool PlanFiles::openExample(const QString &resourcePath, QString *error)
{
    const format::ScenarioReadResult read = format::readScenarioFile(resourcePath);
    if (!read.ok()) {
        if (error)
            *error = QCoreApplication::translate("jct::planner::MainWindow", "%1: %2")
                         .arg(resourcePath, read.error.toString());
        return false;
    }
    m_document->replace(
        *read.loaded,
        QCoreApplication::translate("jct::planner::MainWindow", "Open example “%1”").arg(read.loaded->name));
    m_document->setFileName(QString());
    if (auto *window = qobject_cast<QMainWindow *>(m_window))
        window->statusBar()->showMessage(read.loaded->description, 15000);
    return true;
}

bool PlanFiles::save()
{
    commitPendingEdit();
    return m_document->fileName().isEmpty() ? saveAs() : saveTo(m_document->fileName());
}

bool PlanFiles::saveAs()
{
    commitPendingEdit();
    QString path = m_prompts.savePath(suggestedSavePath());
    if (path.isEmpty())
        return false;
    // Plans are found by their suffix in the open dialog; a name typed without one gets it.
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + kPlanSuffix;
    return saveTo(path);
}

bool PlanFiles::saveTo(const QString &path)
{
    QString error;
    if (!format::writeScenarioFile(path, m_document->scenario(), &error)) {
        reportError(tr("Cannot save plan"), error);
        return false;
    }
    m_document->setFileName(absolute(path));
    m_document->undoStack()->setClean();
    discardAutosave(); // also when the stack was already clean: the copy is outdated
    m_autosavePending = false;
    addRecentFile(path);
    QSettings().setValue(kLastDirectoryKey, QFileInfo(absolute(path)).absolutePath());
    showStatus(tr("Saved %1").arg(QDir::toNativeSeparators(absolute(path))));
    return true;
}

QStringList PlanFiles::recentFiles()
{
    const QStringList stored = QSettings().value(kRecentKey).toStringList();
    QStringList files;
    for (const QString &path : stored)
        if (QFileInfo(path).isFile() && !files.contains(path) && files.size() < kMaxRecentFiles)
            files.append(path);
    if (files != stored)
        writeRecentFiles(files);
    return files;
}

void PlanFiles::addRecentFile(const QString &path)
{
    QStringList files = QSettings().value(kRecentKey).toStringList();
    const QString file = absolute(path);
    files.removeAll(file);
    files.prepend(file);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    writeRecentFiles(files);
    emit recentFilesChanged();
}

void PlanFiles::clearRecentFiles()
{
    writeRecentFiles({});
    emit recentFilesChanged();
}

void PlanFiles::writeRecentFiles(const QStringList &files)
{
    QSettings settings;
    if (files.isEmpty())
        settings.remove(kRecentKey);
    else
        settings.setValue(kRecentKey, files);
}

void PlanFiles::refreshRecentMenu()
{
    const QStringList files = recentFiles();
    m_recentMenu->clear();
    for (int i = 0; i < files.size(); ++i) {
        const QString &path = files[i];
        // &1 … &8: the digit is the accelerator; a file name's own '&' must not be one.
        QString label = QFileInfo(path).fileName();
        label.replace(QLatin1Char('&'), QLatin1String("&&"));
        QAction *action = m_recentMenu->addAction(tr("&%1 %2").arg(i + 1).arg(label));
        action->setData(path);
        action->setStatusTip(QDir::toNativeSeparators(path));
        action->setToolTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    if (!files.isEmpty())
        m_recentMenu->addSeparator();
    m_recentMenu->addAction(m_clearRecentAction);
    m_clearRecentAction->setEnabled(!files.isEmpty());
    m_recentMenu->setEnabled(!files.isEmpty());
}

void PlanFiles::reportError(const QString &title, const QString &message)
{
    m_prompts.error(title, message);
}

void PlanFiles::showStatus(const QString &message)
{
    if (auto *window = qobject_cast<QMainWindow *>(m_window))
        window->statusBar()->showMessage(message); // until the next change replaces it
}

QString PlanFiles::suggestedSavePath() const
{
    if (!m_document->fileName().isEmpty())
        return m_document->fileName();
    // The plan's file stem: "gpt3-175b_1024xB200" while its name follows its inputs.
    const QString base = present::planFileStem(m_document->scenario());
    return startDirectory() + QLatin1Char('/') + base + QLatin1Char('.') + kPlanSuffix;
}

QString PlanFiles::startDirectory() const
{
    if (!m_document->fileName().isEmpty())
        return QFileInfo(m_document->fileName()).absolutePath();
    const QString last = QSettings().value(kLastDirectoryKey).toString();
    return !last.isEmpty() && QFileInfo(last).isDir()
               ? last
               : QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

} // namespace jct::planner
