#include "chartappearance.h"

#include <qcustomplot.h>

namespace jct::widgets {

void applyAppearanceToAxes(QCustomPlot *plot, QCPTextElement *title, const ChartAppearance &appearance)
{
    const double scale = appearance.textScale;
    const QFont &baseFont = appearance.baseFont;
    const QColor &foreground = appearance.foreground;
    const QColor &background = appearance.background;
    QFont base = baseFont;
    base.setPointSizeF(baseFont.pointSizeF() * scale);
    QFont titleFont = base;
    titleFont.setBold(true);
    titleFont.setPointSizeF(base.pointSizeF() + scale);
    title->setFont(titleFont);
    plot->setFont(base);
    const bool strong = appearance.strongLines;
    const QPen axisPen(foreground, strong ? 2.0 : 0.0);
    // The grid: a quarter (presentation, high contrast: two fifths) of the way from the
    // background to the text.
    const double gridWeight = strong ? 0.4 : 0.22;
    const QColor grid = QColor::fromRgbF(
        static_cast<float>(background.redF() + (foreground.redF() - background.redF()) * gridWeight),
        static_cast<float>(background.greenF() + (foreground.greenF() - background.greenF()) * gridWeight),
        static_cast<float>(background.blueF() + (foreground.blueF() - background.blueF()) * gridWeight));
    const QPen gridPen(grid, strong ? 1.0 : 0.0, strong ? Qt::SolidLine : Qt::DotLine);
    // Every axis of every axis rect (some charts add a second rect), scaled from the size
    // it had before presentation mode first touched it.
    static const char *const labelSizeKey = "jctBaseLabelSize";
    static const char *const tickSizeKey = "jctBaseTickSize";
    for (QCPAxisRect *rect : plot->axisRects()) {
        for (QCPAxis *axis : rect->axes()) {
            // A chart's inset (the idle-cost causes) keeps its size: its rows are packed tight.
            const bool primary = rect == plot->axisRect();
            QFont label = primary ? baseFont : axis->labelFont();
            QFont tick = primary ? baseFont : axis->tickLabelFont();
            if (!axis->property(labelSizeKey).isValid()) {
                axis->setProperty(labelSizeKey, label.pointSizeF());
                axis->setProperty(tickSizeKey, tick.pointSizeF());
            }
            label.setPointSizeF(axis->property(labelSizeKey).toDouble() * (primary ? scale : 1.0));
            tick.setPointSizeF(axis->property(tickSizeKey).toDouble() * (primary ? scale : 1.0));
            axis->setLabelFont(label);
            axis->setTickLabelFont(tick);
            axis->setBasePen(axisPen);
            axis->setTickPen(axisPen);
            axis->setSubTickPen(axisPen);
            axis->grid()->setPen(gridPen);
            axis->setLabelColor(foreground);
            axis->setTickLabelColor(foreground);
        }
    }
    plot->legend->setFont(base);
}

void applyAppearanceToPlottables(QCustomPlot *plot, const ChartAppearance &appearance)
{
    // The pen width a chart chose, and the width last applied here: a pen whose width is
    // no longer the applied one was set anew by the chart and defines a new base.
    static const char *const baseWidthKey = "jctBasePenWidth";
    static const char *const appliedWidthKey = "jctAppliedPenWidth";
    static const char *const baseSizeKey = "jctBasePointSize";
    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable *plottable = plot->plottable(i);
        QPen pen = plottable->pen();
        const QVariant applied = plottable->property(appliedWidthKey);
        if (!applied.isValid() || applied.toDouble() != pen.widthF())
            plottable->setProperty(baseWidthKey, pen.widthF());
        const double base = plottable->property(baseWidthKey).toDouble();
        // Width 0 is Qt's one-pixel cosmetic pen: it doubles from one pixel.
        pen.setWidthF(appearance.strongLines ? 2.0 * std::max(1.0, base) : base);
        plottable->setPen(pen);
        plottable->setProperty(appliedWidthKey, pen.widthF());
    }
    for (int i = 0; i < plot->itemCount(); ++i) {
        auto *text = qobject_cast<QCPItemText *>(plot->item(i));
        if (!text)
            continue;
        QFont font = text->font();
        if (!text->property(baseSizeKey).isValid())
            text->setProperty(baseSizeKey, font.pointSizeF());
        font.setPointSizeF(text->property(baseSizeKey).toDouble() * appearance.textScale);
        text->setFont(font);
    }
}

} // namespace jct::widgets
