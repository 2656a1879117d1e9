// GUI soak (issue 16): the real window under thousands of random clicks, drags, wheel
// turns and keyboard shortcuts, offscreen at 1366×768. Any dialog that opens is closed by
// a timer (its nested event loop keeps the timer running), as a user would press Escape.
// Prints the resident memory every tenth of the run so that a leak shows as a slope; exits
// non-zero if the window is gone or the plan in the document no longer evaluates to a
// plan that reads back. Not a timed test: `soak_window [EVENTS] [SEED]` (10,000 by hand,
// a short run in CTest).

#include "app/format/scenariojson.h"
#include "app/planner/mainwindow.h"
#include "common/windowtestsetup.h"

#include <cstdio>
#include <cstdlib>
#include <random>

#include <QApplication>
#include <QDialog>
#include <QFile>
#include <QJsonObject>
#include <QMenu>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QWheelEvent>

namespace {

// Resident set size from /proc, in MiB (0 where there is no /proc).
double residentMiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0.0;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return 0.0;
}

// Closes whatever modal dialog or popup menu a random event opened.
void closePopups()
{
    if (QWidget *modal = QApplication::activeModalWidget()) {
        if (auto *dialog = qobject_cast<QDialog *>(modal))
            dialog->reject();
        else
            modal->close();
    }
    if (QWidget *popup = QApplication::activePopupWidget())
        popup->close();
}

class Soak
{
public:
    Soak(jct::planner::MainWindow &window, unsigned seed)
        : m_window(window)
        , m_random(seed)
    {}

    // One random user action somewhere in the window.
    void step()
    {
        QWidget *target = m_window.childAt(randomPoint());
        if (!target)
            target = &m_window;
        const QPoint at = target->mapFrom(&m_window, randomPoint());
        switch (pick(6)) {
        case 0:
            QTest::mouseClick(target, Qt::LeftButton, {}, at);
            break;
        case 1: {
            QTest::mousePress(target, Qt::LeftButton, {}, at);
            QTest::mouseMove(target, at + QPoint(pick(121) - 60, pick(41) - 20));
            QTest::mouseRelease(target, Qt::LeftButton, {}, at + QPoint(pick(121) - 60, pick(41) - 20));
            break;
        }
        case 2: {
            const Qt::KeyboardModifiers modifiers = pick(2) ? Qt::ControlModifier : Qt::NoModifier;
            QWheelEvent wheel(QPointF(at), QPointF(target->mapToGlobal(at)), QPoint(), QPoint(0, pick(2) ? 120 : -120),
                              Qt::NoButton, modifiers, Qt::NoScrollPhase, false);
            QApplication::sendEvent(target, &wheel);
            break;
        }
        case 3: {
            // The window's own shortcuts that stay inside it: undo, redo, zoom reset,
            // presentation mode and its arrows, copy.
            static const QKeySequence keys[] = {QKeySequence::Undo,
                                                QKeySequence::Redo,
                                                QKeySequence(Qt::CTRL | Qt::Key_0),
                                                QKeySequence(Qt::Key_F5),
                                                QKeySequence(Qt::Key_Right),
                                                QKeySequence(Qt::Key_Escape),
                                                QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C)};
            const QKeySequence key = keys[pick(static_cast<int>(std::size(keys)))];
            QTest::keySequence(&m_window, key);
            break;
        }
        case 4:
            QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &m_window,
                            pick(2) ? Qt::Key_Up : Qt::Key_Down);
            break;
        default:
            QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &m_window, Qt::Key_Tab);
            break;
        }
        QApplication::processEvents();
    }

private:
    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(m_random); }
    // Half of the actions land on the control panel (the left 370 px), where they edit.
    QPoint randomPoint() { return {pick(2) ? pick(370) : pick(m_window.width()), pick(m_window.height())}; }

    jct::planner::MainWindow &m_window;
    std::mt19937 m_random;
};

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    jct::test::setUpWindowTests();
    const int events = argc > 1 ? std::max(10, std::atoi(argv[1])) : 10000;
    const auto seed = static_cast<unsigned>(argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 20261126u);

    jct::planner::MainWindow window(jct::format::defaultScenario());
    window.resize(1366, 768);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return 2;
    QTimer closer;
    QObject::connect(&closer, &QTimer::timeout, &closePopups);
    closer.start(50);

    QTest::qWait(200); // the first analysis and replots
    Soak soak(window, seed);
    std::printf("soak_window: %d random events, seed %u; resident memory (MiB):\n", events, seed);
    std::printf("  after %6d events: %7.1f\n", 0, residentMiB());
    for (int i = 1; i <= events; ++i) {
        soak.step();
        closePopups();
        if (i % 20 == 0)
            QTest::qWait(30); // the debounced analysis and the charts' queued replots run
        if (i % std::max(1, events / 10) == 0)
            std::printf("  after %6d events: %7.1f\n", i, residentMiB());
        if (!window.isVisible() && !window.isFullScreen()) {
            window.show(); // Escape out of presentation mode may hide nothing; a closed window is a failure
            if (!window.isVisible()) {
                std::printf("soak_window: the window closed after %d events\n", i);
                return 1;
            }
        }
    }
    // The plan the random edits left still writes and reads back as a plan.
    const jct::format::LoadedScenario &plan = window.document()->scenario();
    const jct::format::ScenarioReadResult reread = jct::format::readScenarioObject(jct::format::scenarioToJson(plan));
    if (!reread.ok() || reread.loaded->scenario != plan.scenario) {
        std::printf("soak_window: the plan left by the soak does not read back as itself\n");
        return 1;
    }
    std::printf("soak_window: the window is up after %d undoable edits; the plan reads back (%d GPUs)\n",
                window.document()->undoStack()->count(), plan.scenario.cluster.gpus);
    return 0;
}
