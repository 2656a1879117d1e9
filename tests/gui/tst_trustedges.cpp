// Trust at the edges (issue 13): the window never changes a plan behind the user's back.
// The mouse wheel passing over the control panel scrolls it and edits nothing; a control
// with focus still takes the wheel. A plan's name follows its inputs (title, save and
// export names, chart captions) until the user renames it. One number convention, the C
// locale's by default on a German desktop, the system's as an option. A bad file on the
// command line opens the window with the reason.
//
// The test runs with LC_ALL=de_DE.UTF-8 (set in main, before the application): the
// system's locale is German, as on the desktop of the issue.

#include "app/planner/exportcontroller.h"
#include "app/planner/mainwindow.h"
#include "app/present/numberformat.h"
#include "app/present/plancaption.h"
#include "common/windowtestsetup.h"
#include "widgets/checkpointchart.h"
#include "widgets/summarystrip.h"
#include "widgets/syncwallchart.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpontaneKeyEvent>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QWheelEvent>
#include <qcustomplot.h>

using namespace jct;
using jct::planner::MainWindow;

namespace {

// One notch of a mouse wheel over `widget`'s centre, delivered as the window system does
// (spontaneous, to the deepest widget under the pointer), so that an ignored event goes on
// to the parents as a real one does.
void wheelOver(QWidget *widget, int notches)
{
    const QPoint centre = widget->rect().center();
    QWidget *target = widget->childAt(centre) ? widget->childAt(centre) : widget;
    const QPointF local = target->mapFrom(widget, centre);
    QWheelEvent event(local, target->mapToGlobal(local), QPoint(), QPoint(0, 120 * notches), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    // As QTest does for keys: sendEvent() would clear the spontaneous flag (and with it
    // the propagation to the parents).
    QSpontaneKeyEvent::setSpontaneous(&event);
    qApp->notify(target, &event);
}

// Picks a catalog entry in a preset combo as the user does.
void choose(QComboBox *box, const QString &id)
{
    const int index = box->findData(id);
    QVERIFY2(index >= 0, qPrintable(id));
    box->setCurrentIndex(index);
    emit box->activated(index);
}

// The file name Save As offers for the plan (the dialog answered with Cancel).
QString offeredSavePath(MainWindow &w)
{
    QString offered;
    w.files()->prompts().savePath = [&offered](const QString &suggested) {
        offered = suggested;
        return QString();
    };
    w.files()->saveAsAction()->trigger();
    return offered;
}

// The text of an SVG export of the sync-wall chart: its caption names the plan.
QString exportedSvgText(MainWindow &w, const QString &path)
{
    QString error;
    if (!w.exportController()->exportChart(present::ChartId::SyncWall, path,
                                           {present::ImageFormat::Svg, QSize(1000, 700), 96, {}}, &error))
        return error;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

// Types a value into a control's spin box as a user does, and commits it with Enter.
void typeInto(widgets::ParameterControl *control, const QString &text)
{
    QDoubleSpinBox *spin = control->spinBox();
    spin->setFocus();
    spin->findChild<QLineEdit *>()->selectAll();
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Return);
}

// The labels an axis's ticker gives its major ticks over `range`, in the plot's locale.
QStringList tickLabels(QCPAxis *axis, const QCPRange &range)
{
    QVector<double> ticks;
    QVector<QString> labels;
    const QString format = axis->numberFormat();
    axis->ticker()->generate(range, axis->parentPlot()->locale(), format.at(0), axis->numberPrecision(), ticks, nullptr,
                             &labels);
    return QStringList(labels.cbegin(), labels.cend());
}

// Every combo, value box and slider of the control panel that is shown.
QList<QWidget *> wheelableControls(QWidget *panel)
{
    QList<QWidget *> controls;
    const QList<QWidget *> children = panel->findChildren<QWidget *>();
    for (QWidget *child : children)
        if ((qobject_cast<QComboBox *>(child) || qobject_cast<QAbstractSpinBox *>(child)
             || qobject_cast<QAbstractSlider *>(child))
            && child->isVisibleTo(panel) && child->isEnabled())
            controls.append(child);
    return controls;
}

} // namespace

class TestTrustEdges final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { jct::test::setUpWindowTests(); }

    void wheelOverThePanelEditsNothing()
    {
        MainWindow w(format::defaultScenario());
        w.resize(1366, 768);
        w.show();
        QApplication::setActiveWindow(&w);
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.setFocus(); // no control of the panel has focus
        const format::LoadedScenario before = w.document()->scenario();
        auto *scroll = w.findChild<QScrollArea *>();
        QVERIFY(scroll);
        const QList<QWidget *> controls = wheelableControls(w.controlPanel());
        // GPU, fabric, model presets, the enumerated keys and every slider with its box.
        QVERIFY2(controls.size() > 60, qPrintable(QString::number(controls.size())));
        int combos = 0;
        QStringList focused; // controls the passing wheel gave focus to
        for (QWidget *control : controls) {
            combos += qobject_cast<QComboBox *>(control) ? 1 : 0;
            for (int notches : {-1, -1, 1, -3}) {
                scroll->ensureWidgetVisible(control);
                wheelOver(control, notches);
            }
            if (control->hasFocus())
                focused.append(control->accessibleName());
        }
        QVERIFY(combos >= 10);
        QCOMPARE(w.document()->scenario().scenario, before.scenario);
        QVERIFY(format::sameContent(w.document()->scenario(), before));
        QCOMPARE(w.document()->undoStack()->count(), 0);
        QVERIFY(w.document()->undoStack()->isClean());
        QVERIFY(!w.isWindowModified());
        QVERIFY2(focused.isEmpty(), qPrintable(focused.join(QStringLiteral(", "))));

        // The wheel went on to the scroll area: wheeling down over the top control scrolls.
        scroll->verticalScrollBar()->setValue(0);
        QWidget *top = w.gpuCombo();
        wheelOver(top, -3);
        QVERIFY(scroll->verticalScrollBar()->value() > 0);
        QCOMPARE(w.document()->undoStack()->count(), 0);
    }

    void aFocusedBoxTakesTheWheel()
    {
        MainWindow w(format::defaultScenario());
        w.resize(1366, 768);
        w.show();
        QApplication::setActiveWindow(&w);
        QVERIFY(QTest::qWaitForWindowActive(&w));
        const double latency = w.document()->scenario().scenario.fabric.latency;
        QDoubleSpinBox *box = w.control(QStringLiteral("network.latency_us"))->spinBox();
        w.findChild<QScrollArea *>()->ensureWidgetVisible(box);
        box->setFocus();
        QVERIFY(box->hasFocus());
        wheelOver(box, 1);
        QVERIFY(w.document()->scenario().scenario.fabric.latency > latency);
        QCOMPARE(w.document()->undoStack()->count(), 1);

        // A focused combo too: one notch down picks the next entry.
        QComboBox *algorithm = w.choiceCombo(QStringLiteral("network.algorithm"));
        w.findChild<QScrollArea *>()->ensureWidgetVisible(algorithm);
        const int index = algorithm->currentIndex();
        algorithm->setFocus();
        wheelOver(algorithm, -1);
        QCOMPARE(algorithm->currentIndex(), index + 1);
        QCOMPARE(int(w.document()->scenario().scenario.fabric.algorithm), algorithm->currentData().toInt());
    }

    void nameFollowsTheInputsUntilRenamed()
    {
        QTemporaryDir dir;
        MainWindow w(format::defaultScenario());
        w.show();
        const QString h100 = QStringLiteral("GPT-3 175B · 1,024 × H100");
        QCOMPARE(w.document()->scenario().name, h100);
        QCOMPARE(w.windowTitle(), h100 + QStringLiteral("[*] — JCT Planner"));
        QCOMPARE(w.controlPanel()->nameField()->text(), h100);

        // H100 → B200: every place the plan is named follows.
        choose(w.gpuCombo(), QStringLiteral("b200"));
        const QString b200 = QStringLiteral("GPT-3 175B · 1,024 × B200");
        QCOMPARE(w.document()->scenario().name, b200);
        QCOMPARE(w.windowTitle(), b200 + QStringLiteral("[*] — JCT Planner"));
        QCOMPARE(w.controlPanel()->nameField()->text(), b200);
        QVERIFY(w.shownAnalysis().runs());
        QCOMPARE(present::chartCaption(w.shownAnalysis()).scenario, b200);
        QCOMPARE(w.exportController()->suggestedFileName(QStringLiteral("sync-wall"), QStringLiteral("png")),
                 QStringLiteral("gpt3-175b_1024xB200_sync-wall.png"));
        QCOMPARE(w.exportController()->suggestedFileName(QStringLiteral("report"), QStringLiteral("pdf")),
                 QStringLiteral("gpt3-175b_1024xB200_report.pdf"));
        QVERIFY2(offeredSavePath(w).endsWith(QStringLiteral("/gpt3-175b_1024xB200.jctplan")),
                 qPrintable(offeredSavePath(w)));
        const QString svg = exportedSvgText(w, dir.filePath(QStringLiteral("b200.svg")));
        QVERIFY2(svg.contains(b200), qPrintable(svg.left(300)));
        QVERIFY(!svg.contains(h100));
        // The GPU count too, in the name and the file names.
        QComboBox *gpu = w.gpuCombo();
        w.control(QStringLiteral("cluster.gpus"))->spinBox()->setValue(2048);
        QCOMPARE(w.document()->scenario().name, QStringLiteral("GPT-3 175B · 2,048 × B200"));
        QCOMPARE(w.exportController()->suggestedFileName(QStringLiteral("sync-wall"), QStringLiteral("csv")),
                 QStringLiteral("gpt3-175b_2048xB200_sync-wall.csv"));
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->scenario().name, b200);

        // Renamed in the field at the top of the panel: one undoable step; then it stays.
        QLineEdit *field = w.controlPanel()->nameField();
        const int steps = w.document()->undoStack()->index();
        field->setFocus();
        field->selectAll();
        QTest::keyClicks(field, QStringLiteral("Committee plan: B200"));
        QTest::keyClick(field, Qt::Key_Return);
        const QString renamed = QStringLiteral("Committee plan: B200");
        QCOMPARE(w.document()->scenario().name, renamed);
        QCOMPARE(w.document()->undoStack()->index(), steps + 1);
        QCOMPARE(w.windowTitle(), renamed + QStringLiteral("[*] — JCT Planner"));
        choose(gpu, QStringLiteral("h100-sxm-80gb"));
        QCOMPARE(w.document()->scenario().gpuId, QStringLiteral("h100-sxm-80gb"));
        QCOMPARE(w.document()->scenario().name, renamed);
        QCOMPARE(field->text(), renamed);
        QCOMPARE(present::chartCaption(w.shownAnalysis()).scenario, renamed);
        QCOMPARE(w.exportController()->suggestedFileName(QStringLiteral("sync-wall"), QStringLiteral("png")),
                 QStringLiteral("Committee-plan-B200_sync-wall.png"));
        QVERIFY(offeredSavePath(w).endsWith(QStringLiteral("/Committee-plan-B200.jctplan")));
        QVERIFY(exportedSvgText(w, dir.filePath(QStringLiteral("renamed.svg"))).contains(renamed));

        // Undoing the GPU change and the rename gives back the name that follows.
        w.document()->undoStack()->undo();
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->scenario().name, b200);
        QCOMPARE(field->text(), b200);
        w.document()->undoStack()->redo();
        QCOMPARE(w.document()->scenario().name, renamed);

        // Cleared, the name follows the inputs again.
        field->setFocus();
        field->selectAll();
        QTest::keyClick(field, Qt::Key_Delete);
        QTest::keyClick(field, Qt::Key_Return);
        QCOMPARE(w.document()->scenario().name, b200);
        QCOMPARE(field->text(), b200);
        choose(gpu, QStringLiteral("h100-sxm-80gb"));
        QCOMPARE(w.document()->scenario().name, h100);
    }

    void numbersReadAndShowInTheCLocaleOnAGermanDesktop()
    {
        QCOMPARE(QLocale::system().decimalPoint(), QStringLiteral(",")); // LC_ALL=de_DE.UTF-8 (main)
        QLocale::setDefault(QLocale::system());                          // as on the German desktop
        MainWindow w(format::defaultScenario());
        w.show();
        QApplication::setActiveWindow(&w);
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QCOMPARE(w.numberConvention(), present::NumberConvention::C);
        QVERIFY(!w.systemNumbersAction()->isChecked());

        // Typed prices: "2.75" is 2.75 $/h; "3,25" too, where ',' cannot group digits.
        widgets::ParameterControl *price = w.control(QStringLiteral("cost.gpu_hour_usd"));
        typeInto(price, QStringLiteral("2.75"));
        QCOMPARE(w.document()->scenario().scenario.cost.gpuHourUsd, 2.75);
        QCOMPARE(price->spinBox()->text(), QStringLiteral("2.75 $/h"));
        typeInto(price, QStringLiteral("3,25"));
        QCOMPARE(w.document()->scenario().scenario.cost.gpuHourUsd, 3.25);
        // A ',' before three digits groups them.
        typeInto(w.control(QStringLiteral("cluster.gpus")), QStringLiteral("2,048"));
        QCOMPARE(w.document()->scenario().scenario.cluster.gpus, 2048);
        QCOMPARE(w.control(QStringLiteral("cluster.gpus"))->spinBox()->text(), QStringLiteral("2,048 GPUs"));
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->scenario().scenario.cluster.gpus, 1024);

        // Tiles and chart ticks in the same convention.
        QCOMPARE(w.summaryStrip()->valueText(QStringLiteral("Predicted job time")), QStringLiteral("7.59 days"));
        QCustomPlot *checkpoint = w.checkpointChart()->plot();
        QCOMPARE(checkpoint->locale().decimalPoint(), QStringLiteral("."));
        const QStringList linear = tickLabels(checkpoint->yAxis, QCPRange(0.0, 1.0));
        QVERIFY2(linear.contains(QStringLiteral("0.4")), qPrintable(linear.join(QLatin1Char(' '))));
        // Log axes: one tick per power of ten, written 1e+NN and drawn as 10^NN.
        QCustomPlot *wall = w.syncWallChart()->plot();
        static const QRegularExpression powerOfTen(QStringLiteral("^1e[+-]\\d\\d$"));
        for (QCPAxis *axis : {wall->xAxis, wall->yAxis, w.checkpointChart()->plot()->xAxis}) {
            QCOMPARE(axis->numberFormat(), QStringLiteral("eb"));
            const QStringList decades = tickLabels(axis, QCPRange(0.5, 70000));
            QVERIFY(decades.contains(QStringLiteral("1e+00")) && decades.contains(QStringLiteral("1e+03")));
            for (const QString &label : decades)
                QVERIFY2(powerOfTen.match(label).hasMatch(), qPrintable(decades.join(QLatin1Char(' '))));
        }
        QLocale::setDefault(QLocale::c());
    }

    void theSystemsConventionIsAnOptionKeptInTheSettings()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        QApplication::setActiveWindow(&w);
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.systemNumbersAction()->trigger(); // View ▸ Numbers in the system's format
        QCOMPARE(w.numberConvention(), present::NumberConvention::System);
        QCOMPARE(QSettings().value(QStringLiteral("view/numberConvention")).toString(), QStringLiteral("system"));
        QCOMPARE(w.summaryStrip()->valueText(QStringLiteral("Predicted job time")), QStringLiteral("7,59 days"));
        QCustomPlot *checkpoint = w.checkpointChart()->plot();
        QCOMPARE(checkpoint->locale().decimalPoint(), QStringLiteral(","));
        QVERIFY(tickLabels(checkpoint->yAxis, QCPRange(0.0, 1.0)).contains(QStringLiteral("0,4")));
        // Powers of ten as 1e+NN still (a German 1E+03 would not be drawn as 10³).
        QCOMPARE(checkpoint->xAxis->numberFormat(), QStringLiteral("eb"));
        QVERIFY(tickLabels(checkpoint->xAxis, QCPRange(0.5, 2000)).contains(QStringLiteral("1e+03")));
        // Text on the charts too: the read-out over this plan's point of the sync wall.
        QCustomPlot *wall = w.syncWallChart()->plot();
        wall->replot();
        const double days = w.shownAnalysis().result.predictedSeconds / 86400.0;
        const QString hover =
            w.syncWallChart()->hoverText(QPointF(wall->xAxis->coordToPixel(1024), wall->yAxis->coordToPixel(days)));
        QVERIFY2(hover.contains(QStringLiteral("1.024 GPUs: 7,59 days")), qPrintable(hover));
        widgets::ParameterControl *price = w.control(QStringLiteral("cost.gpu_hour_usd"));
        QCOMPARE(price->spinBox()->text(), QStringLiteral("2,50 $/h"));
        typeInto(price, QStringLiteral("2,75"));
        QCOMPARE(w.document()->scenario().scenario.cost.gpuHourUsd, 2.75);
        typeInto(price, QStringLiteral("3.25")); // '.' before two digits cannot group them: a decimal mark
        QCOMPARE(w.document()->scenario().scenario.cost.gpuHourUsd, 3.25);
        typeInto(w.control(QStringLiteral("cluster.gpus")), QStringLiteral("2.048"));
        QCOMPARE(w.document()->scenario().scenario.cluster.gpus, 2048);

        // The next window starts in the convention chosen; turned off, back to C.
        {
            MainWindow next(format::defaultScenario());
            next.show();
            QCOMPARE(next.numberConvention(), present::NumberConvention::System);
            QVERIFY(next.systemNumbersAction()->isChecked());
            QCOMPARE(next.summaryStrip()->valueText(QStringLiteral("Predicted job time")), QStringLiteral("7,59 days"));
        }
        w.systemNumbersAction()->trigger();
        QCOMPARE(w.numberConvention(), present::NumberConvention::C);
        QCOMPARE(QSettings().value(QStringLiteral("view/numberConvention")).toString(), QStringLiteral("c"));
        QCOMPARE(QLocale().decimalPoint(), QStringLiteral("."));
        QCOMPARE(checkpoint->locale().decimalPoint(), QStringLiteral("."));
        QCOMPARE(price->spinBox()->text(), QStringLiteral("3.25 $/h"));
    }

    void typedNumbersEitherMarkWhereUnambiguous()
    {
        const QLocale c = present::numberLocale(present::NumberConvention::C);
        const QLocale german(QLocale::German, QLocale::Germany);
        QCOMPARE(present::parseNumber(QStringLiteral("2.75"), c), std::optional<double>(2.75));
        QCOMPARE(present::parseNumber(QStringLiteral("2,75"), c), std::optional<double>(2.75));
        QCOMPARE(present::parseNumber(QStringLiteral("1,024"), c), std::optional<double>(1024));
        QCOMPARE(present::parseNumber(QStringLiteral("1.234,5"), c), std::optional<double>(1234.5));
        QCOMPARE(present::parseNumber(QStringLiteral("2.75"), german), std::optional<double>(2.75));
        QCOMPARE(present::parseNumber(QStringLiteral("1.024"), german), std::optional<double>(1024));
        QCOMPARE(present::parseNumber(QStringLiteral("1,234.5"), german), std::optional<double>(1234.5));
        QVERIFY(!present::parseNumber(QStringLiteral("2.7.5"), c));
        QVERIFY(!present::parseNumber(QStringLiteral("abc"), german));
    }

    void aBadFileOnTheCommandLineOpensTheWindowWithTheReason()
    {
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("BAD.jctplan"));
        {
            QFile file(bad);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("{\n  \"format\": \"jct-planner-scenario\",\n  \"version\": 1,,\n  \"name\": \"x\"\n}\n");
        }
        const QString badKey = dir.filePath(QStringLiteral("BADKEY.jctplan"));
        {
            QFile file(badKey);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(R"({"format": "jct-planner-scenario", "version": 1, "training": {"micro_batch": "two"}})");
        }
        const QString planner = QString::fromLocal8Bit(qgetenv("JCT_BINARY_DIR")) + QStringLiteral("/bin/jct-planner");
        QVERIFY2(QFile::exists(planner), qPrintable(planner));
        for (const auto &[file, where] : {std::pair{bad, QStringLiteral("line 3, column")},
                                          std::pair{badKey, QStringLiteral("training.micro_batch")}}) {
            QProcess process;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
            env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
            env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
            process.setProcessEnvironment(env);
            const QString png = dir.filePath(QStringLiteral("window.png"));
            QFile::remove(png);
            process.start(planner, {file, QStringLiteral("--screenshot"), png, QStringLiteral("--size"),
                                    QStringLiteral("1000x700")});
            QVERIFY(process.waitForFinished(60000));
            const QString err = QString::fromUtf8(process.readAllStandardError());
            // The window opened (and rendered), not an exit with code 2.
            QCOMPARE(process.exitStatus(), QProcess::NormalExit);
            QVERIFY2(process.exitCode() == 0, qPrintable(err));
            QVERIFY2(QFile::exists(png), qPrintable(err));
            QVERIFY2(err.contains(file + QStringLiteral(": ") + where), qPrintable(err));
        }
    }

    void theOpenErrorShowsOverTheWindowWithoutBlockingIt()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        const format::ScenarioReadResult read = format::readScenario("{\n  \"version\": 1,,\n}");
        QVERIFY(!read.ok());
        const QString message = QStringLiteral("BAD.jctplan: ") + read.error.toString();
        w.showOpenError(message); // returns: the message box is window-modal, not a nested event loop
        auto *box = w.findChild<QMessageBox *>(QStringLiteral("openErrorBox"));
        QVERIFY(box);
        QTRY_VERIFY(box->isVisible());
        QCOMPARE(box->text(), message);
        QVERIFY(box->text().contains(QStringLiteral("line 2, column")));
        QCOMPARE(box->windowModality(), Qt::WindowModal);
        QVERIFY(w.analysis().runs()); // the plan it started with, analysed
        box->accept();
    }

    void olderGeneratedNamesFollowToo()
    {
        format::LoadedScenario plan = format::defaultScenario();
        plan.name = QStringLiteral("GPT-3 175B on 1,024 H100 (NDR 400)"); // the default plan's name until now
        QVERIFY(present::nameFollowsInputs(plan));
        format::LoadedScenario larger = plan;
        larger.scenario.cluster.gpus = 4096;
        QCOMPARE(present::nameAfterChange(plan, larger), QStringLiteral("GPT-3 175B · 4,096 × H100"));
        plan.name = QStringLiteral("GPT-3 175B on 2,048 H100 (NDR 400)"); // not this plan's inputs: the user's
        QVERIFY(!present::nameFollowsInputs(plan));
        larger.name = plan.name;
        QCOMPARE(present::nameAfterChange(plan, larger), plan.name);
        // An example's own name is kept.
        plan.name = QStringLiteral("Seed: GPT-3 175B on 1,024 H100 at $30/h");
        larger.name = plan.name;
        QCOMPARE(present::nameAfterChange(plan, larger), plan.name);
    }
};

int main(int argc, char *argv[])
{
    // A German desktop: the system's locale, before the application reads it.
    qputenv("LC_ALL", "de_DE.UTF-8");
    QApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true);
    TestTrustEdges test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_trustedges.moc"
