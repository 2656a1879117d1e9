// The window in every language: Settings ▸ Language switches it at run time without a
// restart (menus, panel and tiles in the new words, the plan and its undo stack kept, the
// choice remembered), Qt's own buttons follow, and at 1366×768 no label or button of the
// window is narrower than its text, in English, German, French, Chinese or Japanese.

#include "app/planner/capacitydialog.h"
#include "app/planner/exportcontroller.h"
#include "app/planner/mainwindow.h"
#include "app/present/chartid.h"
#include "app/present/language.h"
#include "app/present/numberformat.h"
#include "common/windowtestsetup.h"
#include "widgets/chartview.h"
#include "widgets/idlecostchart.h"
#include "widgets/summarystrip.h"

#include <cmath>

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QScrollArea>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QUndoStack>
#include <qcustomplot.h>

using namespace jct;
using jct::planner::MainWindow;

namespace {

QString menuTitle(const MainWindow &w, int i)
{
    return w.menuBar()->actions().value(i) ? w.menuBar()->actions().value(i)->text() : QString();
}

// The width the label's text needs on one line: plain text by its font's metrics (a "&" of a
// buddy's mnemonic is not drawn), rich text as laid out by a text document.
int textWidth(const QLabel *label)
{
    const QString text = label->text();
    if (Qt::mightBeRichText(text) || label->textFormat() == Qt::RichText) {
        QTextDocument document;
        document.setDefaultFont(label->font());
        document.setDocumentMargin(0);
        document.setHtml(text);
        return static_cast<int>(std::ceil(document.idealWidth()));
    }
    QString shown = text;
    if (label->buddy())
        shown.replace(QRegularExpression(QStringLiteral("&(?!&)")), QString());
    int widest = 0;
    for (const QString &line : shown.split(QLatin1Char('\n')))
        widest = std::max(widest, label->fontMetrics().horizontalAdvance(line));
    return widest + 2 * label->margin() + 2 * label->indent() * (label->indent() > 0 ? 1 : 0);
}

QString where(const QWidget *w)
{
    QString path = QString::fromLatin1(w->metaObject()->className());
    for (const QWidget *p = w->parentWidget(); p; p = p->parentWidget())
        if (!p->objectName().isEmpty()) {
            path += QStringLiteral(" in ") + p->objectName();
            break;
        }
    return path;
}

// Every visible label and button of the window whose text does not fit its width, and every
// one that the panel's scroll area cuts at its right edge.
QStringList clippedTexts(const MainWindow &w)
{
    QStringList clipped;
    const auto *scroll = w.findChild<QScrollArea *>();
    // A text of `needed` pixels in a field of `available` (one pixel of rounding allowed).
    const auto check = [&clipped](const QWidget *widget, const QString &name, const QString &text, int needed,
                                  int available) {
        if (needed > available + 1)
            clipped.append(QStringLiteral("%1 %2: \"%3\" needs %4 px, has %5")
                               .arg(where(widget), name, text)
                               .arg(needed)
                               .arg(available));
    };
    for (const QLabel *label : w.findChildren<QLabel *>()) {
        if (!label->isVisibleTo(&w) || label->text().isEmpty() || label->wordWrap() || !label->pixmap().isNull())
            continue;
        check(label, label->objectName(), label->text(), textWidth(label), label->contentsRect().width());
    }
    for (const QAbstractButton *button : w.findChildren<QAbstractButton *>()) {
        if (!button->isVisibleTo(&w) || button->text().isEmpty())
            continue;
        if (button->sizeHint().width() > button->width() + 1)
            clipped.append(QStringLiteral("%1: \"%2\" needs %3 px, has %4")
                               .arg(where(button), button->text())
                               .arg(button->sizeHint().width())
                               .arg(button->width()));
    }
    // A spin box's text, its special text at the minimum ("even, 12") included.
    for (const QAbstractSpinBox *box : w.findChildren<QAbstractSpinBox *>()) {
        const auto *edit = box->findChild<QLineEdit *>();
        if (!box->isVisibleTo(&w) || !edit || box->text().isEmpty())
            continue;
        // QLineEdit keeps 2 px of its contents free on either side of the text.
        check(box, box->accessibleName(), box->text(), edit->fontMetrics().horizontalAdvance(box->text()),
              edit->contentsRect().width() - 4);
    }
    // The panel scrolls only vertically: nothing in it may reach past the viewport's right edge.
    if (scroll && scroll->widget()) {
        const int right = scroll->viewport()->width();
        for (const QWidget *child : scroll->widget()->findChildren<QWidget *>()) {
            if (!child->isVisibleTo(scroll->widget()) || child->width() == 0)
                continue;
            const int edge = child->mapTo(scroll->widget(), QPoint(child->width(), 0)).x();
            if (edge > right + 1)
                clipped.append(QStringLiteral("%1 \"%2\" reaches x = %3, the panel shows %4")
                                   .arg(where(child), child->property("text").toString())
                                   .arg(edge)
                                   .arg(right));
        }
    }
    return clipped;
}

} // namespace

class TestLanguages final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { jct::test::setUpWindowTests(); }
    void cleanup() { present::installLanguage(QStringLiteral("en")); }

    void systemLanguageIsMatchedToACatalogue()
    {
        QCOMPARE(present::matchLanguage({QStringLiteral("de-DE"), QStringLiteral("en-US")}), QStringLiteral("de"));
        QCOMPARE(present::matchLanguage({QStringLiteral("pt-BR"), QStringLiteral("fr-CA")}), QStringLiteral("fr"));
        QCOMPARE(present::matchLanguage({QStringLiteral("zh-Hans-CN")}), QStringLiteral("zh_CN"));
        QCOMPARE(present::matchLanguage({QStringLiteral("zh-CN")}), QStringLiteral("zh_CN"));
        // Traditional Chinese has no catalogue: the next language the user reads, else English.
        QCOMPARE(present::matchLanguage({QStringLiteral("zh-Hant-TW"), QStringLiteral("ja-JP")}), QStringLiteral("ja"));
        QCOMPARE(present::matchLanguage({QStringLiteral("zh-TW")}), QStringLiteral("en"));
        QCOMPARE(present::matchLanguage({}), QStringLiteral("en"));
        QCOMPARE(present::installLanguage(QStringLiteral("xx")), QStringLiteral("en"));
    }

    // Settings ▸ Language ▸ Deutsch: the menus, the panel and the tiles speak German at
    // once, the plan keeps its edit and its undo stack, the choice is remembered; English
    // again brings the English words back.
    void switchesAtRunTimeAndBack()
    {
        MainWindow w(format::defaultScenario());
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(menuTitle(w, 0), QStringLiteral("&File"));
        QVERIFY(!w.summaryStrip()->valueText(QStringLiteral("Predicted job time")).isEmpty());
        w.document()->edit(QStringLiteral("cluster.gpus"), QStringLiteral("Set GPUs"),
                           [](format::LoadedScenario &plan) { plan.scenario.cluster.gpus = 2048; });
        w.document()->endInteractiveEdit();
        const int undoSteps = w.document()->undoStack()->count();
        QVERIFY(undoSteps > 0);
        const QString jobTime = w.summaryStrip()->valueText(QStringLiteral("Predicted job time"));

        auto *german = w.findChild<QAction *>(QStringLiteral("language_de"));
        QVERIFY(german);
        QCOMPARE(german->text(), QStringLiteral("&Deutsch")); // each language in its own name
        german->trigger();
        QTRY_COMPARE(menuTitle(w, 0), QStringLiteral("&Datei"));
        QCOMPARE(menuTitle(w, 3), QStringLiteral("&Einstellungen"));
        // The tile's caption is German; its value is the same number (numbers keep their format).
        QTRY_COMPARE(w.summaryStrip()->valueText(QStringLiteral("Vorhergesagte Jobdauer")),
                     QString(jobTime).replace(QStringLiteral("days"), QStringLiteral("Tage")));
        QVERIFY(w.summaryStrip()->valueText(QStringLiteral("Predicted job time")).isEmpty());
        QCOMPARE(w.control(QStringLiteral("cluster.gpus"))->value(), 2048.0);
        QCOMPARE(w.document()->undoStack()->count(), undoSteps);
        QVERIFY(w.isWindowModified());
        QCOMPARE(QSettings().value(QStringLiteral("view/language")).toString(), QStringLiteral("de"));
        QVERIFY(w.findChild<QAction *>(QStringLiteral("language_de"))->isChecked());
        // Qt's own words (dialog buttons) come from qtbase_de.qm.
        QDialogButtonBox buttons(QDialogButtonBox::Cancel);
        QCOMPARE(buttons.button(QDialogButtonBox::Cancel)->text().remove(QLatin1Char('&')),
                 QStringLiteral("Abbrechen"));
        // Undo still undoes the edit made in English.
        w.document()->undoStack()->undo();
        QCOMPARE(w.control(QStringLiteral("cluster.gpus"))->value(), 1024.0);

        w.findChild<QAction *>(QStringLiteral("language_en"))->trigger();
        QTRY_COMPARE(menuTitle(w, 0), QStringLiteral("&File"));
        QTRY_VERIFY(!w.summaryStrip()->valueText(QStringLiteral("Predicted job time")).isEmpty());
        QCOMPARE(QSettings().value(QStringLiteral("view/language")).toString(), QStringLiteral("en"));
        // "System" forgets the choice: the next start follows the desktop again.
        w.findChild<QAction *>(QStringLiteral("language_system"))->trigger();
        QCOMPARE(QSettings().value(QStringLiteral("view/language")).toString(), QString());
        QCOMPARE(MainWindow::language(), QString());
    }

    // A switch while presenting, in high contrast, with the capacity dialog open: the window
    // keeps presenting (menu bar hidden, the new action checked) and its colours, and a
    // capacity dialog asked for afterwards speaks the new language.
    void switchKeepsTheWindowsState()
    {
        MainWindow w(format::defaultScenario());
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.capacityDialog()->show();
        w.setHighContrast(true);
        w.setPresentationMode(true);
        w.setLanguage(QStringLiteral("fr"));
        QTRY_COMPARE(w.presentationAction()->text(), QStringLiteral("Mode &présentation"));
        QVERIFY(w.presentationMode());
        QVERIFY(w.presentationAction()->isChecked());
        QVERIFY(!w.menuBar()->isVisible());
        QVERIFY(w.highContrastAction()->isChecked());
        QCOMPARE(w.capacityDialog()->windowTitle(), QStringLiteral("Questions de capacité"));
        w.setPresentationMode(false);
        QVERIFY(w.menuBar()->isVisible());
        w.setHighContrast(false);
    }

    // A plan that does not read, given on the command line of a window started in German:
    // the window opens and says why in German (on stderr too, what this test reads), with
    // the file name, the key path and the numbers as they are. loss_rate allows 0 to 0.5.
    void aBadFileAtStartIsExplainedInGerman()
    {
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("LOSS.jctplan"));
        {
            QFile file(bad);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(R"({"network": {"loss_rate": 0.7}})");
        }
        const QString planner = QString::fromLocal8Bit(qgetenv("JCT_BINARY_DIR")) + QStringLiteral("/bin/jct-planner");
        QVERIFY2(QFile::exists(planner), qPrintable(planner));
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
        process.setProcessEnvironment(env);
        const QString png = dir.filePath(QStringLiteral("window.png"));
        process.start(planner, {bad, QStringLiteral("--language"), QStringLiteral("de"), QStringLiteral("--screenshot"),
                                png, QStringLiteral("--size"), QStringLiteral("1000x700")});
        QVERIFY(process.waitForFinished(60000));
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QCOMPARE(process.exitCode(), 0);
        QVERIFY2(QFile::exists(png), qPrintable(err));
        QVERIFY2(
            err.contains(bad + QStringLiteral(": network.loss_rate: muss zwischen 0 und 0.5 liegen (erhalten 0.7)")),
            qPrintable(err));
    }

    // Copy chart's confirmation names the chart as its title does: German nouns keep their
    // capitals (a title lower-cased into one sentence lost them).
    void copiedChartKeepsItsTitle()
    {
        QCOMPARE(present::installLanguage(QStringLiteral("de")), QStringLiteral("de"));
        QCOMPARE(planner::ExportController::copiedMessage(present::ChartId::Failures),
                 QStringLiteral("Diagramm „Checkpoint- und Ausfall-Overhead“ kopiert"));
        QCOMPARE(planner::ExportController::copiedMessage(present::ChartId::IdleCost),
                 QStringLiteral("Diagramm „Kosten der Leerlaufzeit“ kopiert"));
        present::installLanguage(QStringLiteral("en"));
        QCOMPARE(planner::ExportController::copiedMessage(present::ChartId::SyncWall),
                 QStringLiteral("Copied the sync wall chart"));
    }

    void noTextWiderThanItsWidget_data()
    {
        QTest::addColumn<QString>("language");
        for (const present::Language &language : present::languages())
            QTest::newRow(qPrintable(language.code)) << language.code;
    }

    // At 1366×768 every label and button shows its whole text (word-wrapped labels aside) in
    // every language, and nothing in the panel reaches past its right edge.
    void noTextWiderThanItsWidget()
    {
        QFETCH(QString, language);
        QCOMPARE(present::installLanguage(language), language);
        MainWindow w(format::defaultScenario());
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCoreApplication::processEvents();
        QCOMPARE(menuTitle(w, 0).isEmpty(), false);
        if (language == QLatin1String("ja"))
            QCOMPARE(menuTitle(w, 0), QStringLiteral("ファイル(&F)"));
        const QStringList clipped = clippedTexts(w);
        QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(QLatin1Char('\n'))));

        // The idle-cost bars name as many causes as their height gives a line of their font
        // each (CJK fonts need taller lines), the rest folded into "other": none overlaps.
        const widgets::IdleCostChart *idle = w.idleCostChart();
        QTRY_VERIFY(idle->shownCauses().size() * QFontMetrics(idle->causeLabelFont()).height()
                    <= idle->causeAxisRect().height());
        QVERIFY(idle->shownCauses().size() >= 2);
        QCOMPARE(idle->shownCauses().constLast().first,
                 idle->shownCauses().size() < idle->data().idleByCauseUsd.size()
                     ? QCoreApplication::translate("jct::widgets::IdleCostChart", "other")
                     : idle->shownCauses().constLast().first);
    }

    // The currency sign goes where the language's typography puts it; the digits keep the
    // number convention (C by default) whatever the language.
    void currencySignFollowsTheLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("small");
        QTest::addColumn<QString>("large");
        QTest::addColumn<QString>("compact");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("$42.67") << QStringLiteral("$526,156")
                            << QStringLiteral("$108 k");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("42.67 $") << QStringLiteral("526,156 $")
                            << QStringLiteral("108 k$");
        QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("42.67 $") << QStringLiteral("526,156 $")
                            << QStringLiteral("108 k$");
        QTest::newRow("ja") << QStringLiteral("ja") << QStringLiteral("$42.67") << QStringLiteral("$526,156")
                            << QStringLiteral("$108 k");
    }

    void currencySignFollowsTheLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, small);
        QFETCH(QString, large);
        QFETCH(QString, compact);
        QCOMPARE(present::installLanguage(language), language);
        const auto restore = qScopeGuard([] { present::installLanguage(QStringLiteral("en")); });
        QCOMPARE(present::formatUsd(42.67), small);
        QCOMPARE(present::formatUsd(526156.0), large);
        QCOMPARE(present::formatUsd(108464.0, QLocale::c(), true), compact);
    }

    // At 1280×720 a chart title too long for its plot (French: "Sync wall : durée du job
    // selon le nombre de GPU (batch global fixe)") goes on two lines instead of losing both
    // ends. A title sits above the plot's column, not the legend's right of it: the German
    // step chart's "Wo die Zeit eines Schritts bleibt" had widened that column at 1366×768
    // and pushed the legend past the chart's right edge.
    void chartTitlesFitTheirPlots_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("someWrap");
        QTest::newRow("fr 1280x720") << QStringLiteral("fr") << QSize(1280, 720) << true;
        QTest::newRow("de 1366x768") << QStringLiteral("de") << QSize(1366, 768) << false;
    }

    void chartTitlesFitTheirPlots()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QFETCH(bool, someWrap);
        QCOMPARE(present::installLanguage(language), language);
        const auto restore = qScopeGuard([] { present::installLanguage(QStringLiteral("en")); });
        MainWindow w(format::defaultScenario());
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCoreApplication::processEvents();
        bool wrapped = false;
        for (widgets::ChartView *chart : w.findChildren<widgets::ChartView *>()) {
            if (!chart->isVisible())
                continue;
            QCustomPlot *plot = chart->plot();
            plot->replot();
            const int column = plot->axisRect()->outerRect().width();
            for (const QString &line : chart->titleShown().split(QLatin1Char('\n')))
                QVERIFY2(QFontMetrics(chart->titleFont()).horizontalAdvance(line) < column, qPrintable(line));
            if (plot->legend->visible())
                QVERIFY2(plot->legend->outerRect().right() <= plot->width(), qPrintable(chart->titleShown()));
            wrapped = wrapped || chart->titleShown().contains(QLatin1Char('\n'));
        }
        if (someWrap)
            QVERIFY(wrapped); // the sync-wall title does not fit on one line here
    }
};

QTEST_MAIN(TestLanguages)
#include "tst_languages.moc"
