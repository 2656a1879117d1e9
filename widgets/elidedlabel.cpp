#include "elidedlabel.h"

#include <QPainter>
#include <QStyle>

namespace jct::widgets {

double ElidedLabel::shownScale() const
{
    const QString whole = text();
    const int width = contentsRect().width();
    const int advance = fontMetrics().horizontalAdvance(whole);
    if (advance <= width || advance <= 0)
        return 1.0;
    QFont smaller = font();
    smaller.setPointSizeF(font().pointSizeF() * kSmallestScale);
    return QFontMetrics(smaller).horizontalAdvance(whole) <= width ? kSmallestScale : 1.0;
}

QString ElidedLabel::shownText() const
{
    QString whole = text();
    const QFontMetrics metrics = fontMetrics();
    const int width = contentsRect().width();
    if (metrics.horizontalAdvance(whole) <= width || shownScale() < 1.0)
        return whole;
    // Cut between the line's figures rather than inside one: "MTBF 195 h · goodput 99.2 %"
    // reads "MTBF 195 h · …" where it does not fit, not "MTBF 195 h · goodput 9…", a figure
    // that reads as another.
    const QString separator = QStringLiteral(" · ");
    for (qsizetype cut = whole.lastIndexOf(separator); cut > 0; cut = whole.lastIndexOf(separator, cut - 1)) {
        QString shown = whole.left(cut + separator.size()) + QChar(0x2026);
        if (metrics.horizontalAdvance(shown) <= width)
            return shown;
    }
    return metrics.elidedText(whole, Qt::ElideRight, width);
}

void ElidedLabel::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    if (const double scale = shownScale(); scale < 1.0) {
        QFont smaller = font();
        smaller.setPointSizeF(font().pointSizeF() * scale);
        painter.setFont(smaller);
    }
    style()->drawItemText(&painter, contentsRect(), static_cast<int>(alignment()), palette(), isEnabled(), shownText(),
                          foregroundRole());
    // Set here too: the text may change without a resize.
    updateToolTip();
}

void ElidedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    updateToolTip();
}

void ElidedLabel::updateToolTip()
{
    const QString tip = shownText() == text() ? QString() : text();
    if (toolTip() != tip)
        setToolTip(tip);
}

} // namespace jct::widgets
