// The window's files: save and open give back the exact plan, a failed save keeps the old
// file, a bad file changes nothing, the modified marker follows the undo stack, unsaved
// changes are never lost without asking, recent files are ordered, unique and pruned,
// and a crash leaves a recovery copy that restores the plan with its file and marker.
//
// Every question the window asks is answered here through PlanFiles' prompts, from
// queues the test fills first; a question nobody expected fails the test.

#include "app/format/scenariofile.h"
#include "app/planner/mainwindow.h"
#include "app/planner/planfiles.h"
#include "common/filesizelimit.h"
#include "widgets/parametercontrol.h"

#include <csignal>
#include <cstring>
#include <memory>
#include <sys/resource.h>

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace jct;
using jct::planner::MainWindow;
using jct::planner::PlanFiles;
using SaveChoice = PlanFiles::SaveChoice;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

// One undo step per call (a new interactive session each time, so nothing merges).
void edit(MainWindow &w, const QString &key, const std::function<void(format::LoadedScenario &)> &change)
{
    w.document()->edit(key, key, change);
    w.document()->endInteractiveEdit();
}

void setPrice(MainWindow &w, double usd)
{
    edit(w, QStringLiteral("cost.gpu_hour_usd"),
         [usd](format::LoadedScenario &s) { s.scenario.cost.gpuHourUsd = usd; });
}

// Three edits of different kinds: a price, a token count and a loss rate with many digits.
void editSeveral(MainWindow &w)
{
    setPrice(w, 3.1415926535);
    edit(w, QStringLiteral("training.tokens"),
         [](format::LoadedScenario &s) { s.scenario.training.tokens = 1.234567890123e12; });
    edit(w, QStringLiteral("network.loss_rate"),
         [](format::LoadedScenario &s) { s.scenario.fabric.lossRate = 1.5e-4; });
}

bool samePlan(const format::LoadedScenario &a, const format::LoadedScenario &b)
{
    return a.scenario == b.scenario && a.name == b.name && a.gpuId == b.gpuId && a.networkPreset == b.networkPreset
           && a.modelPreset == b.modelPreset && a.precisionName == b.precisionName;
}

using jct::test::FileSizeLimit;

} // namespace

class TestPlanFiles final : public QObject
{
    Q_OBJECT

private:
    // What the user answers next, in order; and what they were asked.
    QList<SaveChoice> m_saveAnswers;
    QStringList m_savePaths;
    QString m_openPath;
    bool m_recoverAnswer = false;
    QStringList m_askedToSave; // plan names
    QStringList m_askedToRecover;
    QDateTime m_recoverTime;
    QStringList m_errors;
    int m_unexpected = 0;
    std::unique_ptr<QTemporaryDir> m_dir;

    [[nodiscard]] QString path(const QString &name) const { return m_dir->filePath(name); }
    [[nodiscard]] QString autosavePath() const { return path(QStringLiteral("autosave.jctplan")); }

    std::unique_ptr<MainWindow> makeWindow(const format::LoadedScenario &plan = format::defaultScenario())
    {
        auto w = std::make_unique<MainWindow>(plan);
        w->files()->setAutosavePath(autosavePath());
        return w;
    }

    QString saveFresh(MainWindow &w, const QString &name)
    {
        m_savePaths << path(name);
        const bool ok = w.files()->saveAs();
        return ok ? w.document()->fileName() : QString();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("JCT Planner tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_planfiles"));
        QSettings().clear();
        QLocale::setDefault(QLocale::c());
        std::signal(SIGXFSZ, SIG_IGN); // the failed-save test writes past a file size limit

        PlanFiles::Prompts p;
        p.saveChanges = [this](const QString &name) {
            m_askedToSave << name;
            if (m_saveAnswers.isEmpty()) {
                ++m_unexpected;
                return SaveChoice::Cancel;
            }
            return m_saveAnswers.takeFirst();
        };
        p.recover = [this](const QDateTime &savedAt, const QString &name) {
            m_askedToRecover << name;
            m_recoverTime = savedAt;
            return m_recoverAnswer;
        };
        p.openPath = [this](const QString &) { return std::exchange(m_openPath, QString()); };
        p.savePath = [this](const QString &) {
            if (m_savePaths.isEmpty()) {
                ++m_unexpected;
                return QString();
            }
            return m_savePaths.takeFirst();
        };
        p.error = [this](const QString &, const QString &message) { m_errors << message; };
        PlanFiles::setDefaultPrompts(p);
    }

    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        QSettings().remove(QStringLiteral("files"));
        m_saveAnswers.clear();
        m_savePaths.clear();
        m_openPath.clear();
        m_recoverAnswer = false;
        m_askedToSave.clear();
        m_askedToRecover.clear();
        m_errors.clear();
        m_unexpected = 0;
    }

    void cleanup()
    {
        QCOMPARE(m_unexpected, 0);
        QVERIFY2(m_saveAnswers.isEmpty(), "a question the test expected was not asked");
        QVERIFY2(m_savePaths.isEmpty(), "a save dialog the test expected did not open");
    }

    void saveAndOpenRoundTripIsLossless()
    {
        auto w = makeWindow();
        editSeveral(*w);
        const format::LoadedScenario edited = w->document()->scenario();
        const QString file = saveFresh(*w, QStringLiteral("round trip")); // no suffix given
        QCOMPARE(file, path(QStringLiteral("round trip.jctplan")));
        QVERIFY(m_errors.isEmpty());
        QCOMPARE(readAll(file), format::scenarioFileBytes(edited));

        auto other = makeWindow();
        QVERIFY(other->files()->openFile(file));
        QVERIFY(samePlan(other->document()->scenario(), edited));
        QCOMPARE(other->document()->scenario().scenario.cost.gpuHourUsd, 3.1415926535);
        QCOMPARE(other->document()->scenario().scenario.training.tokens, 1.234567890123e12);
        QCOMPARE(other->document()->fileName(), file);
        QCOMPARE(other->document()->undoStack()->count(), 0); // loading is not an undo step
        QVERIFY(!other->isWindowModified());
        QCOMPARE(other->windowTitle(), QStringLiteral("round trip.jctplan[*] — JCT Planner"));
        // Saving the opened plan unchanged writes the same bytes.
        QVERIFY(other->files()->save());
        QCOMPARE(readAll(file), format::scenarioFileBytes(edited));
    }

    void saveOfATitledPlanDoesNotAsk()
    {
        auto w = makeWindow();
        const QString file = saveFresh(*w, QStringLiteral("plan.jctplan"));
        QVERIFY(!file.isEmpty());
        setPrice(*w, 7.0);
        QVERIFY(w->isWindowModified());
        QVERIFY(w->files()->saveAction()->shortcut() == QKeySequence::Save);
        w->files()->saveAction()->trigger(); // Ctrl+S: no dialog, m_savePaths is empty
        QVERIFY(!w->isWindowModified());
        QCOMPARE(format::readScenarioFile(file).loaded->scenario.cost.gpuHourUsd, 7.0);
        QCOMPARE(w->files()->saveAsAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    }

    void aValueTypedWithoutEnterIsSaved()
    {
        auto w = makeWindow();
        const QString file = saveFresh(*w, QStringLiteral("typed.jctplan"));
        w->show();
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        QDoubleSpinBox *spin = w->control(QStringLiteral("cost.gpu_hour_usd"))->spinBox();
        spin->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(spin));
        spin->findChild<QLineEdit *>()->selectAll();
        QTest::keyClicks(spin, QStringLiteral("6.75"));
        QCOMPARE(w->document()->scenario().scenario.cost.gpuHourUsd, 2.5); // not committed yet
        QTest::keySequence(w.get(), QKeySequence::Save);
        QCOMPARE(w->document()->scenario().scenario.cost.gpuHourUsd, 6.75);
        QCOMPARE(format::readScenarioFile(file).loaded->scenario.cost.gpuHourUsd, 6.75);
        QVERIFY(!w->isWindowModified());
    }

    void failedSaveKeepsTheOldFileAndSaysWhy()
    {
        auto w = makeWindow();
        const QString file = saveFresh(*w, QStringLiteral("plan.jctplan"));
        const QByteArray before = readAll(file);
        editSeveral(*w);
        bool saved = true;
        {
            const FileSizeLimit limit(1024); // the new file stops after 1 KiB, as on a full disk
            QVERIFY(before.size() > 2048);
            QVERIFY(limit.ok());
            saved = w->files()->save();
        }
        QVERIFY(!saved);
        QCOMPARE(readAll(file), before);
        QCOMPARE(m_errors.size(), 1);
        QVERIFY2(m_errors[0].contains(file), qPrintable(m_errors[0]));
        QVERIFY2(m_errors[0].contains(QString::fromLocal8Bit(std::strerror(EFBIG))), qPrintable(m_errors[0]));
        QVERIFY(w->isWindowModified()); // still unsaved
        QCOMPARE(w->document()->fileName(), file);
        QCOMPARE(QDir(m_dir->path()).entryList({QStringLiteral("*.jctplan")}, QDir::Files),
                 QStringList{QStringLiteral("plan.jctplan")});

        // Save As into a directory that does not exist: refused, the plan keeps its file.
        m_savePaths << path(QStringLiteral("missing/elsewhere.jctplan"));
        QVERIFY(!w->files()->saveAs());
        QCOMPARE(m_errors.size(), 2);
        QVERIFY2(m_errors[1].startsWith(path(QStringLiteral("missing/elsewhere.jctplan"))
                                        + QStringLiteral(": cannot write: ")),
                 qPrintable(m_errors[1]));
        QCOMPARE(w->document()->fileName(), file);
        QVERIFY(w->isWindowModified());
    }

    void badFileChangesNothing_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("newer version") << QByteArray(R"({"format": "jct-planner-scenario", "version": 2})")
                                       << QStringLiteral("version: this file has format version 2, newer than the 1");
        QTest::newRow("malformed JSON") << QByteArray("{\n  \"model\": {\n    \"layers\": 96,\n  }\n}")
                                        << QStringLiteral("line 4, column");
        QTest::newRow("unknown key") << QByteArray(R"({"training": {"micro_bacth": 2}})")
                                     << QStringLiteral("training.micro_bacth: unknown key");
        QTest::newRow("out of range") << QByteArray(R"({"training": {"micro_batch": 0}})")
                                      << QStringLiteral("training.micro_batch: must be between 1 and");
        QTest::newRow("unknown gpu") << QByteArray(R"({"cluster": {"gpu": "h1000"}})") << QStringLiteral("cluster.gpu");
    }
    void badFileChangesNothing()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, fragment);
        auto w = makeWindow();
        const QString current = saveFresh(*w, QStringLiteral("current.jctplan"));
        editSeveral(*w);
        w->document()->undoStack()->undo(); // a redo step exists too: it must survive
        const format::LoadedScenario before = w->document()->scenario();
        const int count = w->document()->undoStack()->count();
        const int index = w->document()->undoStack()->index();
        const QStringList recent = w->files()->recentFiles();

        const QString bad = path(QStringLiteral("bad.jctplan"));
        writeFile(bad, content);
        QVERIFY(!w->files()->openFile(bad));

        QCOMPARE(m_errors.size(), 1);
        // The reader's own message, whole, after the path.
        QCOMPARE(m_errors[0], bad + QStringLiteral(": ") + format::readScenario(content).error.toString());
        QVERIFY2(m_errors[0].contains(fragment), qPrintable(m_errors[0]));
        QVERIFY(m_askedToSave.isEmpty()); // a file that cannot open does not ask to save first
        QVERIFY(samePlan(w->document()->scenario(), before));
        QCOMPARE(w->document()->undoStack()->count(), count);
        QCOMPARE(w->document()->undoStack()->index(), index);
        QCOMPARE(w->document()->fileName(), current);
        QVERIFY(w->isWindowModified());
        QCOMPARE(w->files()->recentFiles(), recent);
        QCOMPARE(readAll(bad), content); // reading never modifies the file
    }

    void undoRedoRestoresTheExactPlanAndTheMarker()
    {
        auto w = makeWindow();
        const format::LoadedScenario s0 = w->document()->scenario();
        QVERIFY(!w->isWindowModified());
        QCOMPARE(w->windowTitle(), s0.name + QStringLiteral("[*] — JCT Planner")); // untitled: the plan's name
        setPrice(*w, 3.25);
        const format::LoadedScenario s1 = w->document()->scenario();
        QVERIFY(w->isWindowModified());
        edit(*w, QStringLiteral("cluster.gpus"), [](format::LoadedScenario &s) { s.scenario.cluster.gpus = 2048; });
        const format::LoadedScenario s2 = w->document()->scenario();
        const QString file = saveFresh(*w, QStringLiteral("marker.jctplan"));
        QVERIFY(!w->isWindowModified());
        QCOMPARE(w->windowTitle(), QStringLiteral("marker.jctplan[*] — JCT Planner"));
        edit(*w, QStringLiteral("network.loss_rate"),
             [](format::LoadedScenario &s) { s.scenario.fabric.lossRate = 1e-3; });
        const format::LoadedScenario s3 = w->document()->scenario();
        QVERIFY(w->isWindowModified());
        QVERIFY(!(s3.scenario == s2.scenario) && !(s2.scenario == s1.scenario) && !(s1.scenario == s0.scenario));

        QUndoStack *stack = w->document()->undoStack();
        stack->undo(); // back to the saved plan
        QVERIFY(samePlan(w->document()->scenario(), s2));
        QVERIFY(!w->isWindowModified());
        stack->undo(); // past the save point
        QVERIFY(samePlan(w->document()->scenario(), s1));
        QVERIFY(w->isWindowModified());
        stack->undo();
        QVERIFY(samePlan(w->document()->scenario(), s0));
        QVERIFY(w->isWindowModified());
        QVERIFY(!stack->canUndo());
        stack->redo();
        QVERIFY(samePlan(w->document()->scenario(), s1));
        stack->redo();
        QVERIFY(samePlan(w->document()->scenario(), s2));
        QVERIFY(!w->isWindowModified());
        stack->redo();
        QVERIFY(samePlan(w->document()->scenario(), s3));
        QVERIFY(w->isWindowModified());
        // The window's analysis follows every step too.
        QCOMPARE(w->analysis().input.scenario, s3.scenario);
        QVERIFY(format::readScenarioFile(file).loaded->scenario == s2.scenario);
    }

    void unsavedChangesAreNotLostWithoutAsking()
    {
        auto w = makeWindow();
        setPrice(*w, 4.5);
        const format::LoadedScenario edited = w->document()->scenario();

        // Cancel keeps everything: the plan, its history and the marker.
        m_saveAnswers << SaveChoice::Cancel;
        QVERIFY(!w->files()->newPlan());
        QCOMPARE(m_askedToSave, QStringList{edited.name});
        QVERIFY(samePlan(w->document()->scenario(), edited));
        QCOMPARE(w->document()->undoStack()->count(), 1);
        QVERIFY(w->isWindowModified());

        // Open asks too, after the file has read well; Cancel keeps the plan.
        const QString other = path(QStringLiteral("other.jctplan"));
        format::LoadedScenario otherPlan = format::defaultScenario();
        otherPlan.name = QStringLiteral("Other plan");
        otherPlan.scenario.cluster.gpus = 512;
        QVERIFY(format::writeScenarioFile(other, otherPlan, nullptr));
        m_saveAnswers << SaveChoice::Cancel;
        m_openPath = other;
        QVERIFY(!w->files()->open());
        QVERIFY(samePlan(w->document()->scenario(), edited));
        QVERIFY(w->document()->fileName().isEmpty());

        // Save (untitled: asks where), then the other plan opens.
        m_saveAnswers << SaveChoice::Save;
        m_savePaths << path(QStringLiteral("mine.jctplan"));
        QVERIFY(w->files()->openFile(other));
        QVERIFY(format::readScenarioFile(path(QStringLiteral("mine.jctplan"))).loaded->scenario == edited.scenario);
        QVERIFY(samePlan(w->document()->scenario(), otherPlan));
        QCOMPARE(w->document()->fileName(), other);
        QVERIFY(!w->isWindowModified());

        // Save cancelled in the file dialog counts as Cancel.
        setPrice(*w, 5.5);
        m_saveAnswers << SaveChoice::Save;
        m_savePaths << QString();
        w->document()->setFileName(QString()); // untitled again, so Save asks where
        QVERIFY(!w->files()->newPlan());
        QCOMPARE(w->document()->scenario().scenario.cost.gpuHourUsd, 5.5);

        // Discard: the default plan, untitled, with an empty history.
        m_saveAnswers << SaveChoice::Discard;
        QVERIFY(w->files()->newPlan());
        QVERIFY(samePlan(w->document()->scenario(), format::defaultScenario()));
        QVERIFY(w->document()->fileName().isEmpty());
        QCOMPARE(w->document()->undoStack()->count(), 0);
        QVERIFY(!w->isWindowModified());

        // A clean plan is replaced without a question.
        const int asked = m_askedToSave.size();
        QVERIFY(w->files()->openFile(other));
        QVERIFY(w->files()->newPlan());
        QCOMPARE(m_askedToSave.size(), asked);
    }

    void closingAsksAndCancelKeepsTheWindow()
    {
        auto w = makeWindow();
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        setPrice(*w, 6.0);
        QVERIFY(w->files()->autosave());
        QVERIFY(QFile::exists(autosavePath()));

        m_saveAnswers << SaveChoice::Cancel;
        QVERIFY(!w->close());
        QVERIFY(w->isVisible());
        QCOMPARE(w->document()->scenario().scenario.cost.gpuHourUsd, 6.0);
        QVERIFY(QFile::exists(autosavePath())); // nothing was decided: the copy stays

        m_saveAnswers << SaveChoice::Discard;
        QVERIFY(w->close());
        QVERIFY(!w->isVisible());
        QVERIFY(!QFile::exists(autosavePath())); // a clean exit leaves nothing to recover
        QCOMPARE(m_askedToSave.size(), 2);
    }

    void recentFilesAreOrderedUniqueAndPruned()
    {
        auto w = makeWindow();
        PlanFiles *files = w->files();
        QStringList made;
        for (int i = 0; i < 10; ++i) {
            made << path(QStringLiteral("p%1.jctplan").arg(i));
            QVERIFY(format::writeScenarioFile(made.last(), format::defaultScenario(), nullptr));
            files->addRecentFile(made.last());
        }
        // Most recent first, at most eight.
        QCOMPARE(files->recentFiles(),
                 (QStringList{made[9], made[8], made[7], made[6], made[5], made[4], made[3], made[2]}));
        // Again, spelled another way: moves to the front, not listed twice.
        files->addRecentFile(m_dir->path() + QStringLiteral("/./sub/../p5.jctplan"));
        QCOMPARE(files->recentFiles(),
                 (QStringList{made[5], made[9], made[8], made[7], made[6], made[4], made[3], made[2]}));
        // A file that is gone drops out, and out of the stored list.
        QVERIFY(QFile::remove(made[8]));
        QCOMPARE(files->recentFiles(), (QStringList{made[5], made[9], made[7], made[6], made[4], made[3], made[2]}));
        QCOMPARE(QSettings().value(QStringLiteral("files/recent")).toStringList(), files->recentFiles());
        // Saving and opening put the file first.
        QVERIFY(files->openFile(made[3]));
        QCOMPARE(files->recentFiles().first(), made[3]);
        const QString saved = saveFresh(*w, QStringLiteral("saved.jctplan"));
        QCOMPARE(files->recentFiles().first(), saved);
        QCOMPARE(files->recentFiles().size(), 8);
        QCOMPARE(files->recentFiles().count(made[3]), 1);
    }

    void recentMenuOpensAndClears()
    {
        auto w = makeWindow();
        PlanFiles *files = w->files();
        QVERIFY(!files->recentMenu()->isEnabled());
        format::LoadedScenario a = format::defaultScenario();
        a.name = QStringLiteral("Plan A");
        a.scenario.cost.gpuHourUsd = 1.75;
        QVERIFY(format::writeScenarioFile(path(QStringLiteral("a & b.jctplan")), a, nullptr));
        QVERIFY(format::writeScenarioFile(path(QStringLiteral("c.jctplan")), format::defaultScenario(), nullptr));
        files->addRecentFile(path(QStringLiteral("a & b.jctplan")));
        files->addRecentFile(path(QStringLiteral("c.jctplan")));
        QVERIFY(files->recentMenu()->isEnabled());

        QStringList labels;
        QAction *second = nullptr;
        for (QAction *action : files->recentMenu()->actions()) {
            labels << action->text();
            if (action->data().toString() == path(QStringLiteral("a & b.jctplan")))
                second = action;
        }
        QCOMPARE(labels, (QStringList{QStringLiteral("&1 c.jctplan"), QStringLiteral("&2 a && b.jctplan"), QString(),
                                      QStringLiteral("&Clear recent")}));
        QVERIFY(second);
        second->trigger();
        QVERIFY(samePlan(w->document()->scenario(), a));
        QCOMPARE(w->windowTitle(), QStringLiteral("a & b.jctplan[*] — JCT Planner"));

        files->recentMenu()->actions().last()->trigger(); // Clear recent
        QVERIFY(files->recentFiles().isEmpty());
        QVERIFY(!files->recentMenu()->isEnabled());
        QVERIFY(QFile::exists(path(QStringLiteral("c.jctplan")))); // the files stay
    }

    void fileMenuHasTheActions()
    {
        auto w = makeWindow();
        QMenu *file = nullptr;
        for (QMenu *menu : w->findChildren<QMenu *>())
            if (menu->title() == QStringLiteral("&File"))
                file = menu;
        QVERIFY(file);
        QStringList texts;
        for (QAction *action : file->actions())
            texts << action->text();
        for (const char *expected : {"&New plan", "&Open plan…", "Open &Recent", "&Save", "Save &As…", "&Quit"})
            QVERIFY2(texts.contains(QString::fromUtf8(expected)), expected);
        QCOMPARE(w->files()->newAction()->shortcut(), QKeySequence(QKeySequence::New));
        QVERIFY(!w->files()->saveAction()->statusTip().isEmpty());
    }

    void autosaveWritesACopyWhileModified()
    {
        auto w = makeWindow();
        w->files()->setAutosaveInterval(20);
        QTest::qWait(100);
        QVERIFY(!QFile::exists(autosavePath())); // nothing unsaved, nothing written

        editSeveral(*w);
        QTRY_VERIFY(QFile::exists(autosavePath()));
        format::AutosaveReadResult copy = format::readAutosaveFile(autosavePath());
        QVERIFY2(copy.ok(), qPrintable(copy.error));
        QVERIFY(samePlan(copy.autosaved->plan, w->document()->scenario()));
        QVERIFY(copy.autosaved->fileName.isEmpty());
        QVERIFY(qAbs(copy.autosaved->savedAt.secsTo(QDateTime::currentDateTimeUtc())) < 60);

        // Saving removes it.
        const QString file = saveFresh(*w, QStringLiteral("saved.jctplan"));
        QVERIFY(!QFile::exists(autosavePath()));
        QTest::qWait(100);
        QVERIFY(!QFile::exists(autosavePath()));

        // A later change is copied with the plan's file; undoing back to the saved plan
        // (clean again) removes the copy.
        setPrice(*w, 9.5);
        QTRY_VERIFY(QFile::exists(autosavePath()));
        copy = format::readAutosaveFile(autosavePath());
        QCOMPARE(copy.autosaved->fileName, file);
        QCOMPARE(copy.autosaved->plan.scenario.cost.gpuHourUsd, 9.5);
        w->document()->undoStack()->undo();
        QVERIFY(!QFile::exists(autosavePath()));
    }

    void recoveryRestoresThePlanWithItsFileAndMarker()
    {
        QString file;
        format::LoadedScenario lost;
        {
            auto crashed = makeWindow();
            file = saveFresh(*crashed, QStringLiteral("precious.jctplan"));
            editSeveral(*crashed);
            lost = crashed->document()->scenario();
            QVERIFY(crashed->files()->autosave());
            // The window goes away without closing, as in a crash: the copy stays.
        }
        QVERIFY(QFile::exists(autosavePath()));

        auto w = makeWindow();
        m_recoverAnswer = true;
        QVERIFY(w->files()->offerRecovery());
        QCOMPARE(m_askedToRecover, QStringList{QStringLiteral("precious.jctplan")});
        QVERIFY(qAbs(m_recoverTime.secsTo(QDateTime::currentDateTimeUtc())) < 60);
        QVERIFY(samePlan(w->document()->scenario(), lost));
        QCOMPARE(w->document()->fileName(), file);
        QVERIFY(w->isWindowModified());
        QCOMPARE(w->windowTitle(), QStringLiteral("precious.jctplan[*] — JCT Planner"));
        QCOMPARE(w->analysis().input.scenario, lost.scenario);
        // The copy was moved aside before it was loaded, and stays there until a fresh
        // copy of the restored plan replaces it.
        QVERIFY(!QFile::exists(autosavePath()));
        QVERIFY(QFile::exists(w->files()->restoringPath()));
        QVERIFY(w->files()->autosave());
        QVERIFY(QFile::exists(autosavePath())); // until the recovered plan is saved
        QVERIFY(!QFile::exists(w->files()->restoringPath()));
        QVERIFY(samePlan(format::readAutosaveFile(autosavePath()).autosaved->plan, lost));
        QVERIFY(!(format::readScenarioFile(file).loaded->scenario == lost.scenario)); // the file has the old plan

        QVERIFY(w->files()->save()); // to its own file, no dialog
        QVERIFY(!w->isWindowModified());
        QVERIFY(!QFile::exists(autosavePath()));
        QVERIFY(format::readScenarioFile(file).loaded->scenario == lost.scenario);
    }

    // Issue #16: a recovery copy whose plan stopped the window stopped it again on every
    // start, since the copy stayed. Now it is moved aside before it is loaded; a start that
    // finds it aside (the last one stopped while restoring) keeps it but does not offer it.
    void aCrashWhileRestoringIsNotOfferedAgain()
    {
        format::LoadedScenario lost = format::defaultScenario();
        lost.scenario.training.globalBatch = 1 << 28; // the plan of the issue (documented maximum)
        lost.name = QStringLiteral("huge batch");
        {
            auto crashed = makeWindow();
            crashed->document()->replace(lost, QStringLiteral("huge batch"));
            QVERIFY(crashed->files()->autosave());
        }
        QVERIFY(QFile::exists(autosavePath()));

        QStringList copiesWhileLoading;
        {
            auto restoring = makeWindow();
            connect(restoring->document(), &document::ScenarioDocument::scenarioChanged, restoring.get(),
                    [&] { copiesWhileLoading = QDir(m_dir->path()).entryList(QDir::Files, QDir::Name); });
            m_recoverAnswer = true;
            QVERIFY(restoring->files()->offerRecovery());
            // It restored (the plan runs through the analysis since the overflow is fixed).
            QCOMPARE(restoring->document()->scenario().scenario.training.globalBatch, 1 << 28);
            QCOMPARE(restoring->analysis().input.scenario.training.globalBatch, 1 << 28);
            // The window dies here, as it did in the issue, before writing a fresh copy.
        }
        // While the plan was loading, the copy was no longer where a start looks for it.
        QVERIFY(!copiesWhileLoading.contains(QStringLiteral("autosave.jctplan")));
        QVERIFY(copiesWhileLoading.contains(QStringLiteral("autosave.jctplan.restoring")));
        QCOMPARE(m_askedToRecover.size(), 1);

        auto next = makeWindow();
        QVERIFY(!next->files()->offerRecovery());
        QCOMPARE(m_askedToRecover.size(), 1); // not asked again
        QVERIFY(samePlan(next->document()->scenario(), format::defaultScenario()));
        QVERIFY(!QFile::exists(next->files()->restoringPath()));
        // The copy is kept under another name, readable, and the status bar names it.
        const QStringList kept =
            QDir(m_dir->path()).entryList({QStringLiteral("autosave-unrestored-*.jctplan")}, QDir::Files);
        QCOMPARE(kept.size(), 1);
        const format::AutosaveReadResult read = format::readAutosaveFile(path(kept.front()));
        QVERIFY(read.ok());
        QCOMPARE(read.autosaved->plan.scenario.training.globalBatch, 1 << 28);
        QVERIFY(next->statusBar()->currentMessage().contains(kept.front()));
        // And a clean exit of this window leaves it alone.
        next->files()->discardAutosave();
        QVERIFY(QFile::exists(path(kept.front())));
        // A third start has nothing to offer or keep.
        auto third = makeWindow();
        QVERIFY(!third->files()->offerRecovery());
        QCOMPARE(m_askedToRecover.size(), 1);
    }

    void aSecondWindowLeavesTheFirstOnesCopyAlone()
    {
        auto first = makeWindow();
        setPrice(*first, 8.25);
        QVERIFY(first->files()->autosave());
        const QByteArray copy = readAll(autosavePath());

        // A second planner started meanwhile: the copy is the first one's, not a crash's.
        auto second = makeWindow();
        m_recoverAnswer = true;
        QVERIFY(!second->files()->offerRecovery());
        QVERIFY(m_askedToRecover.isEmpty());
        QVERIFY(samePlan(second->document()->scenario(), format::defaultScenario()));
        // It neither overwrites the copy nor deletes it when its own plan is saved.
        setPrice(*second, 1.0);
        QVERIFY(!second->files()->autosave());
        saveFresh(*second, QStringLiteral("second.jctplan"));
        QCOMPARE(readAll(autosavePath()), copy);

        // Once the first closes cleanly, the copy is gone and the lock is free again.
        first->show();
        m_saveAnswers << SaveChoice::Discard;
        QVERIFY(first->close());
        QVERIFY(!QFile::exists(autosavePath()));
        first.reset();
        setPrice(*second, 2.0);
        QVERIFY(second->files()->autosave());
        QVERIFY(QFile::exists(autosavePath()));
    }

    void declinedRecoveryDeletesTheCopy()
    {
        {
            auto crashed = makeWindow();
            setPrice(*crashed, 8.0);
            QVERIFY(crashed->files()->autosave());
        }
        auto w = makeWindow();
        m_recoverAnswer = false;
        QVERIFY(!w->files()->offerRecovery());
        QCOMPARE(m_askedToRecover.size(), 1);
        QCOMPARE(m_askedToRecover[0], format::defaultScenario().name); // untitled: the plan's name
        QVERIFY(samePlan(w->document()->scenario(), format::defaultScenario()));
        QVERIFY(!w->isWindowModified());
        QVERIFY(!QFile::exists(autosavePath()));
        // Nothing left to offer on the next start.
        QVERIFY(!w->files()->offerRecovery());
        QCOMPARE(m_askedToRecover.size(), 1);
    }
};

QTEST_MAIN(TestPlanFiles)
#include "tst_planfiles.moc"
