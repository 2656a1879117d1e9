#pragma once

// The window's files: New, Open, Open Recent, Save, Save As, the question before unsaved
// changes are lost, and crash recovery (a periodic copy of a modified plan that the next
// start offers to restore). MainWindow only puts the actions in its File menu and asks
// maybeSave() before it closes; everything that touches the disk lives here and in
// app/io/scenariofile.h.
//
// Every question to the user goes through prompts(), so that tests can answer them
// without a modal dialog.

#include <functional>
#include <memory>

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

class QAction;
class QDateTime;
class QLockFile;
class QMenu;
class QWidget;

namespace jct::document {
class ScenarioDocument;
}

namespace jct::planner {

class PlanFiles final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlanFiles)

public:
    enum class SaveChoice { Save, Discard, Cancel };

    struct Prompts
    {
        // "Save changes to NAME?" before a modified plan is closed or replaced.
        std::function<SaveChoice(const QString &planName)> saveChanges;
        // "Recover unsaved plan from TIME?" at start; true restores it.
        std::function<bool(const QDateTime &savedAt, const QString &planName)> recover;
        // The file to open; empty when cancelled.
        std::function<QString(const QString &directory)> openPath;
        // Where to save; empty when cancelled.
        std::function<QString(const QString &suggestedPath)> savePath;
        // A failure the user must read (cannot open, cannot save).
        std::function<void(const QString &title, const QString &message)> error;
    };

    static constexpr int kMaxRecentFiles = 8;
    static constexpr int kDefaultAutosaveIntervalMs = 30'000;

    // `window` parents the dialogs. Builds the actions; MainWindow adds them to its menu.
    PlanFiles(document::ScenarioDocument *document, QWidget *window);
    ~PlanFiles() override;

    // The questions asked by this object; replace any member to answer it another way.
    [[nodiscard]] Prompts &prompts() { return m_prompts; }
    // Prompts given to every PlanFiles created from now on (a test that drives whole
    // windows answers "Discard" once instead of in every test function). Members left
    // empty keep the dialog.
    static void setDefaultPrompts(const Prompts &prompts);

    // New, Open…, Open Recent, Save, Save As…, in that order.
    void addActionsTo(QMenu *fileMenu);
    // Sets the actions' words in the language now spoken (the window calls it on a change).
    void retranslate();
    [[nodiscard]] QAction *newAction() const { return m_newAction; }
    [[nodiscard]] QAction *openAction() const { return m_openAction; }
    [[nodiscard]] QAction *saveAction() const { return m_saveAction; }
    [[nodiscard]] QAction *saveAsAction() const { return m_saveAsAction; }
    [[nodiscard]] QMenu *recentMenu() const { return m_recentMenu; }

    // The name the title shows: the file's name, or the scenario's while untitled.
    [[nodiscard]] QString displayName() const;

    // True when nothing unsaved would be lost: the plan is clean, or the user saved it or
    // chose to discard the changes. False when they cancelled (or the save failed).
    bool maybeSave();

    bool newPlan();
    // Asks for a file, then openFile().
    bool open();
    // Reads the file first: a bad file is reported and changes nothing (not even the
    // question about unsaved changes). Then asks to save changes and loads it.
    bool openFile(const QString &path);
    // Loads without asking anything; on error leaves the plan and its undo stack alone.
    bool loadFile(const QString &path, QString *error);

    // Replaces the plan with a built-in example (resources/examples), untitled, one undo
    // step, and says what it is in the status bar; on error changes nothing.
    bool openExample(const QString &resourcePath, QString *error);

    // Save to the plan's file, or ask for one while untitled.
    bool save();
    bool saveAs();
    // Writes the plan to `path` atomically; on success it becomes the plan's file, the
    // undo stack is clean and the recovery copy is dropped. On failure reports the path
    // and the OS error and changes nothing.
    bool saveTo(const QString &path);

    // Most recent first, at most kMaxRecentFiles, files that no longer exist left out.
    [[nodiscard]] QStringList recentFiles();
    void addRecentFile(const QString &path);
    void clearRecentFiles();

    [[nodiscard]] QString autosavePath() const { return m_autosavePath; }
    void setAutosavePath(const QString &path);
    [[nodiscard]] int autosaveInterval() const { return m_autosaveTimer.interval(); }
    void setAutosaveInterval(int milliseconds);
    // Writes the recovery copy now if the plan has unsaved changes not yet copied.
    //
    // The copy belongs to one running planner at a time, the one holding its lock file
    // (autosavePath() + ".lock"): a second window or a second planner started meanwhile
    // neither writes it, nor deletes it, nor offers it as a crash's leftover. A crashed
    // planner's lock is stale (its process is gone) and is taken over at the next start.
    bool autosave();
    // Removes the recovery copy (the plan was saved, discarded, or the window closed
    // cleanly), if this planner owns it.
    void discardAutosave();
    // At start: if a recovery copy exists and no running planner owns it, offers it;
    // restoring loads it with its original file name and marks it modified. Returns true
    // when a plan was restored. The copy is moved to restoringPath() before it is loaded
    // and stays there until a fresh copy, a save or a discard replaces it; a copy found
    // there at start (the planner stopped while restoring it) is kept under another name
    // and never offered again, so a plan that crashes the window cannot crash every start.
    bool offerRecovery();
    [[nodiscard]] QString restoringPath() const;

signals:
    void recentFilesChanged();

private:
    void refreshRecentMenu();
    void commitPendingEdit();
    // Takes the recovery copy's lock if nobody else holds it; true while this object owns it.
    bool ownAutosave();
    void dropRestoredCopy();
    void keepInterruptedRestore();
    void writeRecentFiles(const QStringList &files);
    void reportError(const QString &title, const QString &message);
    void showStatus(const QString &message);
    [[nodiscard]] QString suggestedSavePath() const;
    [[nodiscard]] QString startDirectory() const;

    document::ScenarioDocument *m_document;
    QWidget *m_window;
    Prompts m_prompts;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_clearRecentAction = nullptr;
    QMenu *m_recentMenu = nullptr;
    QTimer m_autosaveTimer;
    QString m_autosavePath;
    std::unique_ptr<QLockFile> m_autosaveLock;
    bool m_autosavePending = false;   // changes since the last recovery copy
    bool m_restoredCopyAside = false; // this planner restored the copy at restoringPath()
};

} // namespace jct::planner
