// Trust at the edges (issue 13): the window never changes a plan behind the user's back.
// A preset says which inputs it replaced and gives the user's back with one click; the A/B
// table opens with the inputs that differ; an Energy group sets power, PUE and $/kWh. A plan
// that cannot run greys the last one's tiles under a badge, shows the failing figure in its
// tile, wraps the charts' banner, names controls as the panel does and offers fixes. Tile
// captions and charts follow a dark palette.
// The mouse wheel passing over the control panel scrolls it and edits nothing; a control
// with focus still takes the wheel. A plan's name follows its inputs (title, save and
// export names, chart captions) until the user renames it. One number convention, the C
// locale's by default on a German desktop, the system's as an option. A bad file on the
// command line opens the window with the reason.
//
// The test runs with LC_ALL=de_DE.UTF-8 (set in main, before the application): the
// system's locale is German, as on the desktop of the issue.

#include "app/planner/exportcontroller.h"
#include "app/planner/layoutsearchdialog.h"
#include "app/planner/mainwindow.h"
#include "app/planner/messagebar.h"
#include "app/planner/waitingcalculator.h"
#include "app/present/numberformat.h"
#include "app/present/plancaption.h"
#include "app/present/planfixtext.h"
#include "common/windowtestsetup.h"
#include "core/model/units.h"
#include "core/studies/planfix.h"
#include "widgets/checkpointchart.h"
#include "widgets/comparisontable.h"
#include "widgets/idlecostchart.h"
#include "widgets/stepbreakdownchart.h"
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
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpontaneKeyEvent>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QWheelEvent>
#include <qcustomplot.h>

using namespace jct;
using jct::planner::MainWindow;

using jct::test::typeInto;

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

// Shows the window at `size` and waits until it is on screen.
bool shownAt(QWidget &window, const QSize &size)
{
    window.resize(size);
    window.show();
    return QTest::qWaitForWindowExposed(&window);
}

// Clicks a message bar's button as the user does.
void clickBarButton(planner::MessageBar *bar, const QString &objectName)
{
    QPushButton *button = bar->button(objectName);
    QVERIFY2(button && button->isVisible(), qPrintable(objectName + QStringLiteral(" in: ") + bar->text()));
    QTest::mouseClick(button, Qt::LeftButton);
}

// How far apart two colours are in lightness (0 … 1).
double contrast(const QColor &a, const QColor &b)
{
    return std::abs(a.lightnessF() - b.lightnessF());
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
        // A name that follows the inputs is not repeated over the assumptions line.
        QCOMPARE(present::chartCaption(w.shownAnalysis()).scenario, QString());
        QVERIFY(present::chartCaption(w.shownAnalysis()).assumptions.contains(QStringLiteral("1,024 × B200")));
        QCOMPARE(w.exportController()->suggestedFileName(QStringLiteral("sync-wall"), QStringLiteral("png")),
                 QStringLiteral("gpt3-175b_1024xB200_sync-wall.png"));
        QCOMPARE(w.exportController()->suggestedFileName(QStringLiteral("report"), QStringLiteral("pdf")),
                 QStringLiteral("gpt3-175b_1024xB200_report.pdf"));
        QVERIFY2(offeredSavePath(w).endsWith(QStringLiteral("/gpt3-175b_1024xB200.jctplan")),
                 qPrintable(offeredSavePath(w)));
        const QString svg = exportedSvgText(w, dir.filePath(QStringLiteral("b200.svg")));
        QVERIFY2(svg.contains(QStringLiteral("1,024 × B200")), qPrintable(svg.left(300)));
        QVERIFY(!svg.contains(QStringLiteral("× H100")));
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
        QCOMPARE(w.summaryStrip()->valueText(QStringLiteral("Predicted job time")), QStringLiteral("8.29 days"));
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
        QCOMPARE(w.summaryStrip()->valueText(QStringLiteral("Predicted job time")), QStringLiteral("8,29 days"));
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
        QVERIFY2(hover.contains(QStringLiteral("1.024 GPUs: 8,29 days")), qPrintable(hover));
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
            QCOMPARE(next.summaryStrip()->valueText(QStringLiteral("Predicted job time")), QStringLiteral("8,29 days"));
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

    // Issue 13, item 4. The default plan runs H100 at the catalog's $2.50/h and 700 W on NDR
    // 400 (3.0 µs); the user types $30/h. B200's catalog says $5.00/h and 1,000 W: the price
    // was the user's (replaced, kept on request), the power the catalog's (changed).
    void aGpuPresetSaysWhatItReplacedAndKeepsYourValues()
    {
        MainWindow w(format::defaultScenario());
        QVERIFY(shownAt(w, QSize(1366, 768)));
        typeInto(w.control(QStringLiteral("cost.gpu_hour_usd")), QStringLiteral("30"));
        QCOMPARE(w.document()->scenario().scenario.cost.gpuHourUsd, 30.0);
        QVERIFY(w.presetBar()->isHidden());
        QUndoStack *undo = w.document()->undoStack();
        const int steps = undo->count();

        choose(w.gpuCombo(), QStringLiteral("b200"));
        QCOMPARE(w.document()->scenario().gpuId, QStringLiteral("b200"));
        QCOMPARE(w.document()->scenario().scenario.cost.gpuHourUsd, 5.0);
        QCOMPARE(w.document()->scenario().scenario.cost.gpuPowerWatts, 1000.0);
        QVERIFY(w.presetBar()->isVisible());
        const QString text = w.presetBar()->text();
        QVERIFY2(text.contains(QStringLiteral("replaced your values: Price per GPU-hour 30.00 → 5.00 $/h.")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Also changed: Power per GPU 700 → 1,000 W")), qPrintable(text));
        QVERIFY2(text.startsWith(QStringLiteral("GPU NVIDIA H100 SXM5 80GB → NVIDIA B200")), qPrintable(text));

        clickBarButton(w.presetBar(), QStringLiteral("keepMyValues"));
        QCOMPARE(w.document()->scenario().gpuId, QStringLiteral("b200"));
        QCOMPARE(w.document()->scenario().scenario.cost.gpuHourUsd, 30.0);
        QCOMPARE(w.document()->scenario().scenario.cost.gpuPowerWatts, 1000.0); // the catalog's, not the user's
        QCOMPARE(w.control(QStringLiteral("cost.gpu_hour_usd"))->value(), 30.0);
        QVERIFY(w.presetBar()->isHidden());
        // The preset and keeping the values: two steps, undone one at a time.
        QCOMPARE(undo->count(), steps + 2);
        undo->undo();
        QCOMPARE(w.document()->scenario().gpuId, QStringLiteral("b200"));
        QCOMPARE(w.document()->scenario().scenario.cost.gpuHourUsd, 5.0);
        undo->undo();
        QCOMPARE(w.document()->scenario().gpuId, QStringLiteral("h100-sxm-80gb"));
        QCOMPARE(w.document()->scenario().scenario.cost.gpuHourUsd, 30.0);
    }

    // A fabric keeps the user's latency (5 µs typed, NDR's 3.0) and forced algorithm on
    // request; NIC bandwidth is the fabric's (400 → 800 Gbit/s, not the user's).
    void aFabricPresetKeepsCustomLatencyAndAlgorithm()
    {
        MainWindow w(format::defaultScenario());
        QVERIFY(shownAt(w, QSize(1366, 768)));
        typeInto(w.control(QStringLiteral("network.latency_us")), QStringLiteral("5"));
        QComboBox *algorithm = w.choiceCombo(QStringLiteral("network.algorithm"));
        const int pat = algorithm->findText(QStringLiteral("pat"), Qt::MatchContains);
        QVERIFY(pat > 0);
        algorithm->setCurrentIndex(pat);
        emit algorithm->activated(pat);
        const auto forced = w.document()->scenario().scenario.fabric.algorithm;
        QVERIFY(forced != CollectiveAlgorithm::Auto);

        choose(w.fabricCombo(), QStringLiteral("ib-xdr-800"));
        QCOMPARE(w.document()->scenario().scenario.fabric.latency, 3.0e-6);
        QCOMPARE(w.document()->scenario().scenario.fabric.algorithm, CollectiveAlgorithm::Auto);
        const QString text = w.presetBar()->text();
        QVERIFY2(text.contains(QStringLiteral("Network latency 5.0 → 3.0 µs")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Collective algorithm ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Also changed: NIC bandwidth per GPU 400 → 800 Gbit/s")),
                 qPrintable(text));
        clickBarButton(w.presetBar(), QStringLiteral("keepMyValues"));
        QCOMPARE(w.document()->scenario().networkPreset, QStringLiteral("ib-xdr-800"));
        QCOMPARE(w.document()->scenario().scenario.fabric.latency, 5.0e-6);
        QCOMPARE(w.document()->scenario().scenario.fabric.algorithm, forced);
        QCOMPARE(units::bytesPerSecondToGbps(w.document()->scenario().scenario.fabric.nicBandwidth), 800.0);
    }

    // A model brings its catalog tokens (GPT-3 22B: 300 B); 500 B typed were the user's.
    void aModelPresetKeepsYourTokens()
    {
        MainWindow w(format::defaultScenario());
        QVERIFY(shownAt(w, QSize(1366, 768)));
        typeInto(w.control(QStringLiteral("training.tokens")), QStringLiteral("500"));
        choose(w.modelCombo(), QStringLiteral("gpt3-22b"));
        QCOMPARE(w.document()->scenario().scenario.training.tokens, 300e9);
        const QString text = w.presetBar()->text();
        QVERIFY2(text.contains(QStringLiteral("replaced your values: Training tokens 500.0 → 300.0 B tokens")),
                 qPrintable(text));
        clickBarButton(w.presetBar(), QStringLiteral("keepMyValues"));
        QCOMPARE(w.document()->scenario().modelPreset, QStringLiteral("gpt3-22b"));
        QCOMPARE(w.document()->scenario().scenario.training.tokens, 500e9);
    }

    // The Energy group: power per GPU, PUE and $/kWh edit the plan's cost keys. 1,024 GPUs
    // × 700 W × PUE 1.2 over the JCT; PUE 1.5 scales the energy by 1.5 / 1.2.
    void theEnergyGroupSetsPowerPueAndPrice()
    {
        MainWindow w(format::defaultScenario());
        QVERIFY(shownAt(w, QSize(1366, 768)));
        widgets::ParameterControl *power = w.control(QStringLiteral("cost.gpu_power_w"));
        widgets::ParameterControl *pue = w.control(QStringLiteral("cost.pue"));
        widgets::ParameterControl *kwh = w.control(QStringLiteral("cost.kwh_usd"));
        QVERIFY(power && pue && kwh);
        QVERIFY(power->isVisibleTo(w.controlPanel()));
        QCOMPARE(power->value(), 700.0);
        QCOMPARE(pue->value(), 1.2);
        QCOMPARE(kwh->value(), 0.1);
        const double energy = w.analysis().result.cost.energyKwh;
        const double seconds = w.analysis().result.predictedSeconds;
        QCOMPARE(energy, 1024 * 700.0 * 1.2 * seconds / 3.6e6);
        typeInto(pue, QStringLiteral("1.5"));
        QCOMPARE(w.document()->scenario().scenario.cost.pue, 1.5);
        QVERIFY(qFuzzyCompare(w.analysis().result.cost.energyKwh, energy * 1.5 / 1.2));
        typeInto(kwh, QStringLiteral("0.2"));
        QCOMPARE(w.document()->scenario().scenario.cost.kwhUsd, 0.2);
        typeInto(power, QStringLiteral("1000"));
        QCOMPARE(w.document()->scenario().scenario.cost.gpuPowerWatts, 1000.0);
        QVERIFY(qFuzzyCompare(w.analysis().result.cost.energyUsd, 1024 * 1000.0 * 1.5 * seconds / 3.6e6 * 0.2));
    }

    // A pinned, B on B200: the A/B table opens with the inputs that differ, as the panel
    // shows them.
    void theComparisonOpensWithTheInputsThatDiffer()
    {
        MainWindow w(format::defaultScenario());
        QVERIFY(shownAt(w, QSize(1366, 768)));
        QVERIFY(w.pinAsA());
        widgets::ComparisonTable *table = w.comparisonTable();
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("Inputs that differ: none"));
        choose(w.gpuCombo(), QStringLiteral("b200"));
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("Inputs that differ"));
        QCOMPARE(table->columnSpan(0, 0), 5);
        QCOMPARE(table->cellText(QStringLiteral("GPU"), 1), QStringLiteral("NVIDIA H100 SXM5 80GB"));
        QVERIFY(table->cellText(QStringLiteral("GPU"), 2).startsWith(QStringLiteral("NVIDIA B200")));
        QCOMPARE(table->cellText(QStringLiteral("Price per GPU-hour"), 1), QStringLiteral("2.50 $/h"));
        QCOMPARE(table->cellText(QStringLiteral("Price per GPU-hour"), 2), QStringLiteral("5.00 $/h"));
        QCOMPARE(table->cellText(QStringLiteral("Power per GPU"), 2), QStringLiteral("1,000 W"));
        QCOMPARE(table->item(4, 0)->text(), QStringLiteral("Figures"));
        QVERIFY(!table->cellText(QStringLiteral("JCT (predicted)"), 1).isEmpty());
    }

    // Issue 13, item 5. 1,000 GPUs is no multiple of tp·pp = 64: the tiles grey under the
    // badge, the reason names the GPU control as the panel does, next to it, the banner
    // wraps inside each chart, and the fixes offer the nearest valid counts: dp must divide
    // B/b = 1,536 / 1, so 64 × 12 = 768 and 64 × 16 = 1,024.
    void aPlanThatCannotRunGreysTheLastOneAndOffersFixes()
    {
        MainWindow w(format::defaultScenario());
        QVERIFY(shownAt(w, QSize(1366, 768)));
        widgets::ParameterControl *gpus = w.control(QStringLiteral("cluster.gpus"));
        typeInto(gpus, QStringLiteral("1000"));
        QCOMPARE(w.document()->scenario().scenario.cluster.gpus, 1000);
        QVERIFY(!w.analysis().runs());
        QVERIFY2(w.summaryStrip()->badgeText().startsWith(QStringLiteral("Last plan that runs")),
                 qPrintable(w.summaryStrip()->badgeText()));
        QVERIFY(w.summaryStrip()->badgeText().contains(QStringLiteral("1,000 GPUs ∤ 64")));
        QVERIFY(!w.summaryStrip()->tileEnabled(QStringLiteral("Total cost")));
        QVERIFY(!w.summaryStrip()->tileEnabled(QStringLiteral("Predicted job time")));
        QVERIFY2(gpus->problem().startsWith(QStringLiteral("“GPUs” = 1000 is not a multiple of tp·pp·cp")),
                 qPrintable(gpus->problem()));
        QVERIFY(!w.problemBar()->text().contains(QStringLiteral("cluster.gpus")));
        const QString banner = w.syncWallChart()->staleBannerText();
        QVERIFY2(banner.contains(QLatin1Char('\n')), qPrintable(banner));
        // The reason is in the bar above and next to the control: the charts' banners say
        // only that they show the last plan, over the curves' labels (drawn across it before).
        QVERIFY2(!banner.contains(QStringLiteral("multiple")), qPrintable(banner));
        for (const widgets::ChartView *chart : {static_cast<const widgets::ChartView *>(w.syncWallChart()),
                                                static_cast<const widgets::ChartView *>(w.checkpointChart())})
            QVERIFY(chart->staleBannerOnTop());
        const QStringList lines = banner.split(QLatin1Char('\n'));
        const QFontMetrics metrics(w.syncWallChart()->font());
        for (const QString &line : lines)
            QVERIFY2(metrics.horizontalAdvance(line) < w.syncWallChart()->width(), qPrintable(line));

        QVERIFY(w.problemBar()->isVisible());
        QVERIFY(w.problemBar()->button(QStringLiteral("useGpus768")));
        QVERIFY(w.problemBar()->button(QStringLiteral("useGpus1024")));
        QVERIFY(w.problemBar()->button(QStringLiteral("findLayoutThatFits")));
        clickBarButton(w.problemBar(), QStringLiteral("useGpus768"));
        QCOMPARE(w.document()->scenario().scenario.cluster.gpus, 768);
        QVERIFY(w.analysis().runs());
        QVERIFY(w.summaryStrip()->badgeText().isEmpty());
        QVERIFY(w.summaryStrip()->tileEnabled(QStringLiteral("Total cost")));
        QVERIFY(w.problemBar()->isHidden());
        QVERIFY(gpus->problem().isEmpty());

        // Revert the last change: back to the plan that ran before it.
        typeInto(gpus, QStringLiteral("1000"));
        QVERIFY(!w.analysis().runs());
        clickBarButton(w.problemBar(), QStringLiteral("undoLastChange"));
        QCOMPARE(w.document()->scenario().scenario.cluster.gpus, 768);
        QVERIFY(w.analysis().runs());

        // Find a layout that fits: the layout search, over the window.
        typeInto(gpus, QStringLiteral("1000"));
        clickBarButton(w.problemBar(), QStringLiteral("findLayoutThatFits"));
        auto *dialog = w.findChild<planner::LayoutSearchDialog *>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        dialog->close();

        // The cheapest change that fits: a plan over memory (no recompute, no flash
        // attention, no sequence parallelism, b = 8) gets the cheapest single change that
        // makes it run, applied as one undo step.
        typeInto(gpus, QStringLiteral("1024"));
        QVERIFY(w.analysis().runs());
        w.document()->edit(QStringLiteral("training.recompute"), QStringLiteral("test"), [](format::LoadedScenario &p) {
            p.scenario.training.recompute = Recompute::None;
            p.scenario.training.flashAttention = false;
            p.scenario.training.sequenceParallel = false;
            p.scenario.training.microBatch = 8;
        });
        w.document()->endInteractiveEdit();
        QVERIFY(!w.analysis().runs());
        const Scenario overMemory = w.document()->scenario().scenario;
        const std::optional<PlanFix> expected = cheapestPlanFix(overMemory);
        QVERIFY(expected);
        QPushButton *cheapest = w.problemBar()->button(QStringLiteral("cheapestFix"));
        QVERIFY(cheapest);
        QVERIFY2(cheapest->text().contains(present::planFixText(*expected)), qPrintable(cheapest->text()));
        clickBarButton(w.problemBar(), QStringLiteral("cheapestFix"));
        QVERIFY(w.analysis().runs());
        QVERIFY(qAbs(w.analysis().result.cost.totalUsd / expected->totalUsd - 1.0) < 1e-12);
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->scenario().scenario, overMemory);
    }

    // Issue 13, item 11: on a dark palette the tile captions and the charts are light on dark.
    void darkPaletteCaptionsAndChartsFollow()
    {
        const QPalette before = QApplication::palette();
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
        dark.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        dark.setColor(QPalette::AlternateBase, QColor(0x30, 0x30, 0x30));
        dark.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
        dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
        dark.setColor(QPalette::ButtonText, QColor(0xe6, 0xe6, 0xe6));
        QApplication::setPalette(dark);
        {
            MainWindow w(format::defaultScenario());
            QVERIFY(shownAt(w, QSize(1366, 768)));
            const QColor window = w.summaryStrip()->palette().color(QPalette::Window);
            int captions = 0;
            const QList<QLabel *> labels = w.summaryStrip()->findChildren<QLabel *>();
            for (QLabel *label : labels) {
                if (label->text() != QStringLiteral("Total cost") && label->text() != QStringLiteral("MFU"))
                    continue;
                ++captions;
                const QColor text = label->palette().color(QPalette::Active, QPalette::WindowText);
                QVERIFY2(contrast(text, window) > 0.45,
                         qPrintable(QStringLiteral("%1 on %2").arg(text.name(), window.name())));
            }
            QCOMPARE(captions, 2);
            // The cost-of-waiting calculator's caption too (it was fixed dark grey).
            for (QLabel *label : w.waitingCalculator()->findChildren<QLabel *>()) {
                if (label->text() != QStringLiteral("Cost of waiting"))
                    continue;
                ++captions;
                const QColor text = label->palette().color(QPalette::Active, QPalette::WindowText);
                QVERIFY2(contrast(text, window) > 0.45,
                         qPrintable(QStringLiteral("%1 on %2").arg(text.name(), window.name())));
            }
            QCOMPARE(captions, 3);
            // Every chart: a dark background under light axes and text.
            const QList<widgets::ChartView *> charts{w.syncWallChart(), w.idleCostChart(), w.checkpointChart()};
            for (widgets::ChartView *chart : charts) {
                QCOMPARE(chart->background(), QColor(0x1e, 0x1e, 0x1e));
                QCOMPARE(chart->plot()->xAxis->tickLabelColor(), QColor(0xe6, 0xe6, 0xe6));
                QCOMPARE(chart->plot()->yAxis->labelColor(), QColor(0xe6, 0xe6, 0xe6));
                const QImage image = chart->plot()->toPixmap(400, 300).toImage();
                QVERIFY2(QColor(image.pixel(2, 2)).lightnessF() < 0.2, qPrintable(chart->title()));
            }
            // An export stays on white, in dark text.
            QTemporaryDir dir;
            const QString svg = exportedSvgText(w, dir.filePath(QStringLiteral("dark.svg")));
            QVERIFY(!svg.contains(QStringLiteral("#e6e6e6"), Qt::CaseInsensitive));
        }
        QApplication::setPalette(before);
    }

    // Issue 13, item 6. The first window (no saved geometry) is no larger than the screen's
    // available area (the offscreen screen is 800 × 600); the window's minimum fits
    // 1280 × 720 with its frame; a narrow window shows the charts as tabs; the Find best
    // layout dialog's Apply button is on screen.
    void theWindowFitsTheScreen()
    {
        MainWindow w(format::defaultScenario());
        const QRect available = w.screen()->availableGeometry();
        QVERIFY2(w.width() <= available.width() && w.height() <= available.height(),
                 qPrintable(QStringLiteral("%1x%2 on %3x%4")
                                .arg(w.width())
                                .arg(w.height())
                                .arg(available.width())
                                .arg(available.height())));
        QVERIFY2(
            w.minimumSizeHint().width() <= 1280 - 16 && w.minimumSizeHint().height() <= 720 - 40,
            qPrintable(QStringLiteral("%1x%2").arg(w.minimumSizeHint().width()).arg(w.minimumSizeHint().height())));
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(!w.chartsInTabs());
        QVERIFY(w.syncWallChart()->isVisible() && w.stepChart()->isVisible());
        w.resize(900, 700);
        QTRY_VERIFY(w.chartsInTabs());
        auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("chartTabs"));
        QVERIFY(tabs && tabs->isVisible());
        QCOMPARE(tabs->count(), 4);
        QCOMPARE(tabs->currentWidget(), static_cast<QWidget *>(w.syncWallChart()));
        QVERIFY(w.syncWallChart()->isVisible());
        tabs->setCurrentIndex(2);
        QVERIFY(w.checkpointChart()->isVisible());
        w.resize(1366, 768);
        QTRY_VERIFY(!w.chartsInTabs());
        QVERIFY(!tabs->isVisible());
        QVERIFY(w.syncWallChart()->isVisible() && w.idleCostChart()->isVisible() && w.checkpointChart()->isVisible());

        // Sized before it shows, as on the command line (--size 1000x720): the controls'
        // width counts once laid out, leaving too little for two charts side by side.
        MainWindow narrow(format::defaultScenario());
        QVERIFY(shownAt(narrow, QSize(1000, 720)));
        QVERIFY(narrow.chartsInTabs());

        planner::LayoutSearchDialog dialog(w.document(), &w);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QRect apply(dialog.applyButton()->mapToGlobal(QPoint(0, 0)), dialog.applyButton()->size());
        QVERIFY2(available.contains(apply),
                 qPrintable(QStringLiteral("Apply at %1,%2 (dialog %3 px high) outside %4 px")
                                .arg(apply.x())
                                .arg(apply.y())
                                .arg(dialog.height())
                                .arg(available.height())));
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
