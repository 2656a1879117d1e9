#include "stalebanner.h"

#include "chartstyle.h"

#include <QCoreApplication>
#include <qcustomplot.h>

namespace jct::widgets {

namespace {

// `text` broken into lines no wider than `width`, at spaces.
QStringList wrapWords(const QString &text, const QFontMetrics &metrics, int width)
{
    QStringList lines;
    QString line;
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString candidate = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (!line.isEmpty() && metrics.horizontalAdvance(candidate) > width) {
            lines.append(line);
            line = word;
        } else {
            line = candidate;
        }
    }
    if (!line.isEmpty())
        lines.append(line);
    return lines;
}

} // namespace

StaleBanner::StaleBanner(QCustomPlot *plot)
    : m_plot(plot)
    , m_text(new QCPItemText(plot))
{
    m_text->setPositionAlignment(Qt::AlignTop | Qt::AlignHCenter);
    m_text->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_text->position->setCoords(0.5, 0.02);
    m_text->setPadding(QMargins(6, 3, 6, 3));
    m_text->setVisible(false);
    // Inside the plot, never over the tick labels (refit() fits it there).
    m_text->setClipToAxisRect(true);
    // Over the curves' labels and markers, which are made after it: on the main layer they
    // were drawn across its text.
    m_text->setLayer(QStringLiteral("overlay"));
}

bool StaleBanner::setStale(bool stale, const QString &reason, bool hasData)
{
    if (stale == m_shown && (!stale || reason == m_reason))
        return false;
    m_shown = stale;
    m_reason = reason;
    refit(hasData);
    m_text->setVisible(stale);
    return true;
}

// QCPItemText does not wrap: the banner's text is broken into lines that fit the plot's
// width, and cut (with "…") after the lines that fit its height: the whole reason is in the
// bar above the charts and next to the control.
void StaleBanner::refit(bool hasData)
{
    if (!m_shown)
        return;
    const QCPAxisRect *rect = m_plot->axisRect();
    const bool laidOut = rect && rect->width() > 0 && rect->height() > 0;
    const QMargins padding = m_text->padding();
    const int width = std::max(60, (laidOut ? rect->width() : m_plot->width() - 80) - 24);
    const int height = (laidOut ? rect->height() : m_plot->height() / 2) - padding.top() - padding.bottom() - 8;
    const QFontMetrics metrics(m_text->font());
    // A chart that has never shown a plan says so, rather than "the last plan". The texts
    // keep ChartView's translation context, where they were written first.
    const QString text =
        hasData ? QCoreApplication::translate("jct::widgets::ChartView",
                                              "Showing the last plan that runs; this one cannot (the message above "
                                              "says why)")
                : QCoreApplication::translate("jct::widgets::ChartView", "No plan that runs yet: %1").arg(m_reason);
    QStringList lines = wrapWords(text, metrics, width);
    const qsizetype fitting = std::max<qsizetype>(1, height / std::max(1, metrics.lineSpacing()));
    if (lines.size() > fitting) {
        lines.resize(fitting);
        lines.last() = metrics.elidedText(lines.last() + QChar(0x2026), Qt::ElideRight, width);
    }
    const QString wrapped = lines.join(QLatin1Char('\n'));
    if (m_text->text() != wrapped)
        m_text->setText(wrapped);
}

void StaleBanner::applyColours(bool highContrast, const QColor &background)
{
    if (highContrast) {
        m_text->setBrush(QBrush(QColor(Qt::white)));
        m_text->setPen(QPen(style::kBlack, 2.0));
        m_text->setColor(style::kBlack);
        return;
    }
    const bool dark = background.lightnessF() < 0.5;
    m_text->setBrush(QBrush(dark ? QColor(80, 45, 10) : QColor(255, 244, 214)));
    m_text->setPen(QPen(style::kVermillion));
    m_text->setColor(dark ? QColor(255, 220, 190) : QColor(90, 40, 0));
}

std::pair<QColor, QColor> StaleBanner::colours() const
{
    return {m_text->color(), m_text->brush().color()};
}

QString StaleBanner::text() const
{
    return m_shown ? m_text->text() : QString();
}

QRectF StaleBanner::rect() const
{
    if (!m_shown)
        return {};
    return QRectF(m_text->topLeft->pixelPosition(), m_text->bottomRight->pixelPosition());
}

const QCPAbstractItem *StaleBanner::item() const
{
    return m_text;
}

} // namespace jct::widgets
