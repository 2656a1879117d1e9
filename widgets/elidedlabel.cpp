#include "elidedlabel.h"

#include <QPainter>
#include <QStyle>

namespace jct::widgets {

ElidedLabel::Shown ElidedLabel::shown() const
{
    QString whole = text();
    const QFontMetrics metrics = fontMetrics();
    const int width = contentsRect().width();
    const int advance = metrics.horizontalAdvance(whole);
    if (advance <= width || advance <= 0)
        return {whole, 1.0};
    QFont smaller = font();
    smaller.setPointSizeF(font().pointSizeF() * kSmallestScale);
    if (QFontMetrics(smaller).horizontalAdvance(whole) <= width)
        return {whole, kSmallestScale};
    // Cut between the line's figures rather than inside one: "MTBF 195 h · goodput 99.2 %"
    // reads "MTBF 195 h · …" where it does not fit, not "MTBF 195 h · goodput 9…", a figure
    // that reads as another.
    const QString separator = QStringLiteral(" · ");
    for (qsizetype cut = whole.lastIndexOf(separator); cut > 0; cut = whole.lastIndexOf(separator, cut - 1)) {
        QString cutText = whole.left(cut + separator.size()) + QChar(0x2026);
        if (metrics.horizontalAdvance(cutText) <= width)
            return {cutText, 1.0};
    }
    return {metrics.elidedText(whole, Qt::ElideRight, width), 1.0};
}

QString ElidedLabel::shownText() const
{
    return shown().text;
}

double ElidedLabel::shownScale() const
{
    return shown().scale;
}

void ElidedLabel::paintEvent(QPaintEvent *)
{
    const Shown line = shown();
    QPainter painter(this);
    if (line.scale < 1.0) {
        QFont smaller = font();
        smaller.setPointSizeF(font().pointSizeF() * line.scale);
        painter.setFont(smaller);
    }
    style()->drawItemText(&painter, contentsRect(), static_cast<int>(alignment()), palette(), isEnabled(), line.text,
                          foregroundRole());
    // Set here too: the text may change without a resize.
    updateToolTip(line.text);
}

void ElidedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    updateToolTip(shownText());
}

void ElidedLabel::updateToolTip(const QString &shownLine)
{
    const QString tip = shownLine == text() ? QString() : text();
    if (toolTip() != tip)
        setToolTip(tip);
}

} // namespace jct::widgets
