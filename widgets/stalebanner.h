#pragma once

// The banner over a chart that shows an older, valid plan because the current one cannot
// run ("Showing the last plan that runs…"), or over bare axes when no plan has run yet
// ("No plan that runs yet…"). It stays inside the plot, wrapped to its width.

#include <utility>

#include <QColor>
#include <QRectF>
#include <QString>

class QCPAbstractItem;
class QCPItemText;
class QCustomPlot;

namespace jct::widgets {

class StaleBanner
{
public:
    explicit StaleBanner(QCustomPlot *plot);

    // Shows the banner with `reason` (worded for a chart that has or has not shown a plan),
    // or hides it; false when it already was so.
    bool setStale(bool stale, const QString &reason, bool hasData);
    [[nodiscard]] bool isShown() const { return m_shown; }
    // Wraps the shown banner anew to the plot as laid out now.
    void refit(bool hasData);

    // From the palette's background (light or dark), or black on white in high contrast.
    void applyColours(bool highContrast, const QColor &background);
    // The text and background colours.
    [[nodiscard]] std::pair<QColor, QColor> colours() const;
    // The text as drawn, and where it was last drawn in plot pixels; empty when hidden.
    [[nodiscard]] QString text() const;
    [[nodiscard]] QRectF rect() const;
    [[nodiscard]] const QCPAbstractItem *item() const;

private:
    QCustomPlot *m_plot;
    QCPItemText *m_text;
    QString m_reason;
    bool m_shown = false;
};

} // namespace jct::widgets
