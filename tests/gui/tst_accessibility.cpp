// Accessibility of the planner window: Tab walks every control of the panel (and the rest
// of the window), and each control it reaches tells a screen reader its name and what it
// does; View ▸ High-contrast colours turns the window, the tiles, the banners and the
// charts black on white with strong lines, and is remembered.

#include "app/planner/mainwindow.h"
#include "app/planner/waitingcalculator.h"
#include "common/windowtestsetup.h"
#include "widgets/chartstyle.h"
#include "widgets/comparisontable.h"
#include "widgets/sensitivitytable.h"
#include "widgets/summarystrip.h"
#include "widgets/syncwallchart.h"

#include <cmath>

#include <QAbstractItemView>
#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QSet>
#include <QSettings>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <qcustomplot.h>

using namespace jct;
using jct::planner::MainWindow;

namespace {

// WCAG 2 contrast ratio of two colours (1 to 21).
double contrast(const QColor &a, const QColor &b)
{
    const auto luminance = [](const QColor &c) {
        const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QString describe(const QWidget *w)
{
    QString path = QString::fromLatin1(w->metaObject()->className());
    for (const QWidget *p = w->parentWidget(); p && path.size() < 200; p = p->parentWidget())
        if (!p->objectName().isEmpty() || qobject_cast<const QGroupBox *>(p))
            path += QStringLiteral(" in ")
                    + (p->objectName().isEmpty() ? p->property("title").toString() : p->objectName());
    return path;
}

} // namespace

class TestAccessibility final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        jct::test::setUpWindowTests();
        QAccessible::setActive(true); // as with a screen reader running
        m_palette = QApplication::palette();
    }

    void contrastRatioIsWcags()
    {
        // Hand-checked against the WCAG definition: black on white 21:1, #767676 on white 4.54:1.
        QCOMPARE(std::round(contrast(Qt::black, Qt::white) * 100) / 100, 21.0);
        QCOMPARE(std::round(contrast(QColor(0x76, 0x76, 0x76), Qt::white) * 100) / 100, 4.54);
    }

    // Tab from the plan name through the whole window: every control of the panel is
    // reached, and every widget that takes the focus has an accessible name and description.
    void tabReachesAndNamesEveryControl()
    {
        MainWindow w(format::defaultScenario());
        w.resize(1366, 768);
        w.show();
        QApplication::setActiveWindow(&w);
        QVERIFY(QTest::qWaitForWindowActive(&w));
        auto *name = w.controlPanel()->findChild<QLineEdit *>();
        QVERIFY(name);
        name->setFocus(Qt::TabFocusReason);
        QTRY_COMPARE(QApplication::focusWidget(), name);

        QSet<QWidget *> reached;
        QStringList unnamed;
        QStringList undescribed;
        QWidget *focused = name;
        for (int steps = 0; steps < 1000 && focused && !reached.contains(focused); ++steps) {
            reached.insert(focused);
            QAccessibleInterface *a = QAccessible::queryAccessibleInterface(focused);
            QVERIFY(a);
            if (a->text(QAccessible::Name).trimmed().isEmpty())
                unnamed << describe(focused);
            // A tab bar is read by its current tab (Qt describes the tabs, not the bar).
            const auto *tabs = qobject_cast<QTabBar *>(focused);
            QAccessibleInterface *described = tabs ? a->child(tabs->currentIndex()) : a;
            QVERIFY(described);
            if (described->text(QAccessible::Description).trimmed().isEmpty())
                undescribed << describe(focused) + QStringLiteral(" \"") + a->text(QAccessible::Name)
                                   + QLatin1Char('"');
            QTest::keyClick(focused, Qt::Key_Tab);
            focused = QApplication::focusWidget();
        }
        qInfo("Tab reached %lld widgets", static_cast<long long>(reached.size()));
        QVERIFY2(unnamed.isEmpty(),
                 qPrintable(QStringLiteral("no accessible name: ") + unnamed.join(QStringLiteral("; "))));
        QVERIFY2(undescribed.isEmpty(),
                 qPrintable(QStringLiteral("no accessible description: ") + undescribed.join(QStringLiteral("; "))));

        // Every visible control of the panel that takes the focus is on the Tab path.
        QStringList missed;
        int panelControls = 0;
        const QList<QWidget *> children = w.controlPanel()->findChildren<QWidget *>();
        for (QWidget *child : children) {
            if (!child->isVisibleTo(&w) || !child->isEnabled() || !(child->focusPolicy() & Qt::TabFocus)
                || child->focusProxy())
                continue;
            ++panelControls;
            if (!reached.contains(child))
                missed << describe(child);
        }
        QVERIFY2(missed.isEmpty(),
                 qPrintable(QStringLiteral("not reached by Tab: ") + missed.join(QStringLiteral("; "))));
        QVERIFY2(panelControls >= 40, qPrintable(QString::number(panelControls)));
        // Tab goes on past the panel to the rest of the window (the summary and the charts).
        QVERIFY(reached.size() > panelControls);
    }

    // Issue 13, item 10: Tab goes on from the sensitivity and A/B tables (it does not walk
    // their cells), and a tile's value can be selected with the mouse to copy it.
    void tablesLetTabThroughAndTileValuesSelect()
    {
        MainWindow w(format::defaultScenario());
        w.resize(1366, 768);
        w.show();
        QApplication::setActiveWindow(&w);
        QVERIFY(QTest::qWaitForWindowActive(&w));
        for (QAbstractItemView *table : {static_cast<QAbstractItemView *>(w.sensitivityTable()),
                                         static_cast<QAbstractItemView *>(w.comparisonTable())}) {
            QTabWidget *tabs = nullptr;
            for (QWidget *up = table->parentWidget(); up && !tabs; up = up->parentWidget())
                tabs = qobject_cast<QTabWidget *>(up);
            QVERIFY(tabs);
            tabs->setCurrentWidget(table);
            table->setFocus(Qt::TabFocusReason);
            QTRY_COMPARE(QApplication::focusWidget(), table);
            QTest::keyClick(table, Qt::Key_Tab);
            QVERIFY2(QApplication::focusWidget() != table, table->metaObject()->className());
        }

        const QString value = w.summaryStrip()->valueText(QStringLiteral("Predicted job time"));
        QCOMPARE(value, QStringLiteral("8.29 days"));
        QLabel *label = nullptr;
        for (QLabel *candidate : w.summaryStrip()->findChildren<QLabel *>())
            if (candidate->text() == value)
                label = candidate;
        QVERIFY(label);
        QTest::mouseDClick(label, Qt::LeftButton, {}, QPoint(4, label->height() / 2));
        QVERIFY2(!label->selectedText().isEmpty() && value.contains(label->selectedText()),
                 qPrintable(label->selectedText()));
    }

    // Every menu action has a mnemonic or a shortcut: reachable without the mouse.
    void everyMenuActionIsReachableByKeyboard()
    {
        MainWindow w(format::defaultScenario());
        QStringList unreachable;
        const QList<QMenu *> menus = w.menuBar()->findChildren<QMenu *>();
        for (const QMenu *menu : menus) {
            if (!menu->title().contains(QLatin1Char('&')))
                unreachable << menu->title();
            for (const QAction *action : menu->actions())
                if (!action->isSeparator() && !action->text().contains(QLatin1Char('&')) && action->shortcut().isEmpty()
                    && !menu->title().contains(QStringLiteral("Examples"))
                    && !menu->title().contains(QStringLiteral("Recent")))
                    unreachable << menu->title() + QStringLiteral(" ▸ ") + action->text();
        }
        QVERIFY2(unreachable.isEmpty(), qPrintable(unreachable.join(QStringLiteral("; "))));
    }

    void highContrastColours()
    {
        QSettings().clear();
        {
            MainWindow w(format::defaultScenario());
            w.resize(1366, 768);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QAction *action = w.highContrastAction();
            QVERIFY(action);
            QVERIFY(action->isCheckable());
            QVERIFY(!action->isChecked());
            action->trigger();
            QVERIFY(w.highContrast());

            // The window: black on white, selection white on dark blue, all at least 7:1 (AAA).
            const QPalette p = QApplication::palette();
            QCOMPARE(p.color(QPalette::Window), QColor(Qt::white));
            QCOMPARE(p.color(QPalette::WindowText), QColor(Qt::black));
            QCOMPARE(p.color(QPalette::Base), QColor(Qt::white));
            QCOMPARE(p.color(QPalette::Text), QColor(Qt::black));
            QVERIFY(contrast(p.color(QPalette::Highlight), p.color(QPalette::HighlightedText)) >= 7.0);
            QVERIFY(contrast(p.color(QPalette::Disabled, QPalette::WindowText), p.color(QPalette::Window)) >= 4.5);

            // The tiles: every label of the summary strip at least 7:1 on the window colour.
            const QList<QLabel *> labels = w.summaryStrip()->findChildren<QLabel *>();
            int tileLabels = 0;
            for (const QLabel *label : labels) {
                if (!label->isVisibleTo(&w) || label->text().isEmpty())
                    continue;
                ++tileLabels;
                const double ratio = contrast(label->palette().color(QPalette::WindowText), Qt::white);
                QVERIFY2(ratio >= 7.0, qPrintable(QStringLiteral("%1: %2:1").arg(label->text()).arg(ratio)));
            }
            QVERIFY(tileLabels >= 6);
            // The banner under the tiles: black on white with a black frame.
            QCOMPARE(w.summaryStrip()->messageStyleSheet(), widgets::style::bannerStyleSheet(true));
            QVERIFY(widgets::style::bannerStyleSheet(true).contains(QStringLiteral("color: #000000")));

            // The charts: black axes two pixels wide, solid grid, lines at least twice as thick.
            QCustomPlot *plot = w.syncWallChart()->plot();
            QTRY_VERIFY(!w.syncWallChart()->replotPending());
            QCOMPARE(plot->xAxis->basePen().color(), QColor(Qt::black));
            QCOMPARE(plot->xAxis->basePen().widthF(), 2.0);
            QCOMPARE(plot->xAxis->grid()->pen().style(), Qt::SolidLine);
            QVERIFY(plot->graphCount() > 0);
            QVERIFY(plot->graph(0)->pen().widthF() >= 2.0);
            // The stale-plan banner of a chart.
            w.syncWallChart()->setStale(true, QStringLiteral("because"));
            QCOMPARE(w.syncWallChart()->staleBannerColours(), std::make_pair(QColor(Qt::black), QColor(Qt::white)));
        }
        // Remembered: the next window starts high-contrast, and turning it off restores the
        // style's own palette and the ordinary tiles.
        {
            MainWindow w(format::defaultScenario());
            QVERIFY(w.highContrast());
            QVERIFY(w.highContrastAction()->isChecked());
            w.highContrastAction()->trigger();
            QVERIFY(!w.highContrast());
            QCOMPARE(QApplication::palette(), m_palette);
            QVERIFY(w.summaryStrip()->messageStyleSheet().isEmpty()); // the palette's colours again
        }
        QCOMPARE(QSettings().value(QStringLiteral("view/highContrast")).toBool(), false);
    }

private:
    QPalette m_palette;
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
