#pragma once

// Base of the planner's charts: a QCustomPlot (kept out of headers: it compiles slowly)
// with a title, readable fonts, hover read-out of the values under the cursor, and a
// banner for "showing the last valid plan" when the current one cannot run ("no plan that
// runs yet" over bare axes when none has run).

#include "app/present/chartdata.h"

#include <memory>
#include <utility>

#include <QColor>
#include <QFont>
#include <QString>
#include <QWidget>

class QCPAxis;
class QCPGraph;
class QCustomPlot;
class QCPItemText;
class QCPTextElement;
class QMouseEvent;
class QShowEvent;
class QResizeEvent;

namespace jct::widgets {

struct ChartAppearance;
class ChartNavigation;
class DirectLabels;
class HoverReadout;
class ReferenceCurve;
class StaleBanner;

class ChartView : public QWidget
{
    Q_OBJECT

public:
    explicit ChartView(const QString &title, QWidget *parent = nullptr);
    ~ChartView() override;

    [[nodiscard]] QCustomPlot *plot() const { return m_plot; }
    [[nodiscard]] QString title() const { return m_title; }
    // The title as drawn: on two lines where the plot is too narrow for one.
    [[nodiscard]] QString titleShown() const;
    [[nodiscard]] QFont titleFont() const;

    // Marks the chart as showing an older, valid plan (reason shown), or clears it.
    void setStale(bool stale, const QString &reason = {});
    // Another plan (a file opened) replaces the one drawn: its curves, bars and labels go,
    // tick numbers hide, until the next plan that runs arrives (markHasData).
    void forgetData();
    [[nodiscard]] bool isStale() const;

    // What a chart shows once laid out may depend on its size (the idle-cost bars fold the
    // smallest causes into "other" to fit their rows): a replot applies it at the next one,
    // this at once, for an export laid out at its own size. True when it changed.
    virtual bool fitContentToLayout() { return false; }

    // The text the hover read-out shows for a plot position in pixels; empty for none.
    [[nodiscard]] QString hoverText(const QPointF &pixel) const;
    // True from a data change until the queued replot has drawn it.
    [[nodiscard]] bool replotPending() const { return m_replotPending; }

    // Presentation: text kPresentationScale times larger, lines twice as thick, black axes
    // and darker grid, for a projector at the back of a meeting room.
    static constexpr double kPresentationScale = 1.4;
    // The focus frame's width in pixels, kept free around the plot.
    static constexpr int kFocusFrameWidth = 2;
    void setPresentationMode(bool on);
    [[nodiscard]] bool presentationMode() const { return m_presentation; }
    // High contrast (View ▸ High-contrast colours): black axes and solid grid, lines twice
    // as thick, the stale-plan banner black on white; the text keeps its size.
    void setHighContrast(bool on);
    [[nodiscard]] bool highContrast() const { return m_highContrast; }
    // The stale-plan banner's text and background colours.
    [[nodiscard]] std::pair<QColor, QColor> staleBannerColours() const;

    // The chart's colours (background, axes, ticks, title, legend, banner) from a palette:
    // the widget's own, which it follows (a dark desktop draws the chart dark), or a light
    // one for an export on white (then the widget's again).
    void applyChartPalette(const QPalette &palette);
    [[nodiscard]] QColor foreground() const { return m_foreground; }
    [[nodiscard]] QColor background() const { return m_background; }
    // The banner of a chart showing an older plan, as drawn (wrapped to the plot's width).
    [[nodiscard]] QString staleBannerText() const;
    // Where the banner was last drawn, in plot pixels; empty when it is not shown.
    [[nodiscard]] QRectF staleBannerRect() const;
    // Whether the banner is drawn over everything else of the plot (its top layer).
    [[nodiscard]] bool staleBannerOnTop() const;

    // Zoom, pan, Reset view (Ctrl+0, double-click) and clicks on the plot.
    [[nodiscard]] ChartNavigation *navigation() const { return m_navigation; }
    // True while the hover marker (the ring on the point under the cursor) is drawn.
    [[nodiscard]] bool hoverMarkerVisible() const;
    // Every text drawn in the plot (direct labels, wall, knee, optima, banner), in pixels.
    [[nodiscard]] QVector<QRectF> labelRects() const;

    // Tick labels in this locale (the application's number convention), without group
    // separators; charts are built with the default locale.
    void setNumberLocale(const QLocale &locale);

signals:
    void replotted();

protected:
    // A title wider than its room (a long translation on a small screen) goes on two lines;
    // charts call it again when their right-hand legend changes width.
    void fitTitle();
    // Shows `oneLine` in `text`, or, where that runs past the plot's left or right edge (a
    // chart a column wide), the same on two lines: after a colon or before a bracket,
    // whichever gives the shorter lines, else at the space nearest the middle.
    void fitTextToPlot(QCPItemText *text, const QString &oneLine);
    // Queues a replot for the next event-loop turn; repeated calls coalesce.
    void scheduleReplot();
    // After new data: the ranges just set become the view Reset view returns to, the hover
    // marker of the old data goes, and a replot is queued.
    void finishDataUpdate();
    // Moves the legend out of the data area: below the axis rect in `columns` columns,
    // or to its right in one column.
    void placeLegendBelow(int columns);
    void placeLegendRight();
    // Names `graph` at the end of its line instead of in the legend; the first call takes
    // the legend off the chart (it would only repeat the labels and eat the plot).
    void labelDirectly(QCPGraph *graph);
    // What `graph`'s direct label says where its whole name finds no room (see DirectLabels).
    void setShortLabel(const QCPGraph *graph, const QString &shortName);
    // Removes a graph and its direct label.
    void removeGraph(QCPGraph *graph);
    // Keeps a marker's label clear of the other labels (it moves around its point).
    void keepLabelClear(QCPItemText *text);
    // Draws plan A's curve (dashed, in plan A's colour of the colour table, against `valueAxis`, the left axis by
    // default) and its marker, or removes both when the reference is not active.
    void showReference(const present::Reference &reference, QCPAxis *valueAxis = nullptr);
    // A logarithmic axis with a tick at each power of ten, labelled 10³-style.
    static void makeLogarithmic(QCPAxis *axis);
    // Widens [lower, upper] to hold every finite value (only positive ones for a log axis).
    static void widenRange(double &lower, double &upper, const QVector<double> &values, bool positiveOnly);
    [[nodiscard]] bool hasData() const { return m_hasData; }
    // The chart shows a plan (from the first call on): tick labels hidden while there was
    // none come back.
    void markHasData();
    // Default read-out: the nearest point of any visible graph, via formatPoint().
    [[nodiscard]] virtual QString describeNearest(const QPointF &pixel) const;
    [[nodiscard]] virtual QString formatPoint(const QString &series, double x, double y) const;
    // Colours that follow the palette (lines drawn in the text colour, separators in the
    // background's); called whenever the chart takes a palette's colours.
    virtual void applyPaletteToSeries() {}
    // Fits the chart's own fixed texts (a limit's name) to the plot as laid out for this
    // replot, before the direct labels go around them.
    virtual void fitTextsToPlot() {}

    // A hidden chart (another tab) redraws when it is shown, not on every change.
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    // The focus frame: a ring in the palette's highlight colour while the chart has focus.
    void paintEvent(QPaintEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void hideHoverMarker();
    void handleMouseMove(QMouseEvent *event);
    // The look of presentation mode, high contrast and the palette, as they are now.
    [[nodiscard]] ChartAppearance appearance() const;
    void applyFonts();
    void applyBannerColours();
    // Scales what subclasses draw (graph pens, item text) just before each replot; the
    // unscaled values are kept on the objects, so subclasses never see the scaling.
    void applyPresentationToPlottables();

    QString m_title;
    QCustomPlot *m_plot = nullptr;
    std::unique_ptr<StaleBanner> m_staleBanner;
    std::unique_ptr<HoverReadout> m_hover;
    ChartNavigation *m_navigation = nullptr;
    std::unique_ptr<DirectLabels> m_directLabels;
    QCPTextElement *m_titleElement = nullptr;
    QFont m_baseFont;
    bool m_presentation = false;
    bool m_highContrast = false;
    bool m_restoreStylesPending = false;
    int m_legendColumns = 0;                     // below the plot in this many columns; 0: at the right
    std::unique_ptr<ReferenceCurve> m_reference; // plan A when comparing
    bool m_paletteApplied = false;
    QColor m_foreground{0, 0, 0};
    QColor m_background{255, 255, 255};
    bool m_hasData = false;
    bool m_replotPending = false;
    bool m_replotDeferred = false;
};

} // namespace jct::widgets
