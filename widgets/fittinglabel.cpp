#include "fittinglabel.h"

#include <algorithm>

#include <QPainter>
#include <QStyle>

namespace jct::widgets {

double FittingLabel::fittedScale() const
{
    const int advance = fontMetrics().horizontalAdvance(text());
    const int width = contentsRect().width();
    if (advance <= width || advance <= 0)
        return 1.0;
    // Glyph widths do not scale exactly with the point size (hinting): step down from the
    // proportional guess until the text fits.
    double scale = static_cast<double>(width) / advance;
    QFont smaller = font();
    while (scale > kSmallestScale) {
        smaller.setPointSizeF(font().pointSizeF() * scale);
        if (QFontMetrics(smaller).horizontalAdvance(text()) <= width)
            break;
        scale *= 0.97;
    }
    return std::max(kSmallestScale, scale);
}

void FittingLabel::paintEvent(QPaintEvent *event)
{
    const double scale = fittedScale();
    if (scale >= 1.0) {
        showWholeTextAsToolTip(QString());
        QLabel::paintEvent(event);
        return;
    }
    QFont smaller = font();
    smaller.setPointSizeF(font().pointSizeF() * scale);
    const QFontMetrics metrics(smaller);
    const QString shown = metrics.elidedText(text(), Qt::ElideRight, contentsRect().width());
    QPainter painter(this);
    painter.setFont(smaller);
    style()->drawItemText(&painter, contentsRect(), static_cast<int>(alignment()), palette(), isEnabled(), shown,
                          foregroundRole());
    showWholeTextAsToolTip(shown == text() ? QString() : text());
}

void FittingLabel::showWholeTextAsToolTip(const QString &tip)
{
    const bool ownersToolTip = !toolTip().isEmpty() && toolTip() != m_elisionToolTip;
    if (ownersToolTip || toolTip() == tip)
        return;
    setToolTip(tip);
    m_elisionToolTip = tip;
}

} // namespace jct::widgets
