#include "summarystrip.h"

#include "chartstyle.h"

#include <algorithm>

#include <QFontMetrics>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace jct::widgets {

SummaryStrip::SummaryStrip(QWidget *parent)
    : QWidget(parent)
    , m_grid(new QGridLayout)
    , m_message(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    m_grid->setSpacing(6);
    layout->addLayout(m_grid);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setStyleSheet(style::bannerStyleSheet(false));
    m_message->setVisible(false);
    layout->addWidget(m_message);
}

void SummaryStrip::applyFonts(Tile &tile) const
{
    QFont base = font();
    if (m_presentation)
        base.setPointSizeF(base.pointSizeF() * 1.4); // ChartView::kPresentationScale
    QFont value = base;
    value.setPointSizeF(base.pointSizeF() * 1.35);
    value.setBold(true);
    tile.title->setFont(base);
    tile.detail->setFont(base);
    tile.value->setFont(value);
    for (QLabel *l : {tile.title, tile.value, tile.detail})
        l->setFixedHeight(QFontMetrics(l->font()).height() + 2);
}

void SummaryStrip::setPresentationMode(bool on)
{
    if (on == m_presentation)
        return;
    m_presentation = on;
    for (Tile &tile : m_tiles)
        applyFonts(tile);
}

void SummaryStrip::setHighContrast(bool on)
{
    if (on == m_highContrast)
        return;
    m_highContrast = on;
    for (Tile &tile : m_tiles)
        applyColours(tile);
    m_message->setStyleSheet(style::bannerStyleSheet(on));
}

QString SummaryStrip::messageStyleSheet() const
{
    return m_message->styleSheet();
}

void SummaryStrip::applyColours(Tile &tile) const
{
    for (QLabel *muted : {tile.title, tile.detail}) {
        QPalette palette = muted->palette();
        palette.setColor(QPalette::WindowText, style::mutedText(m_highContrast));
        muted->setPalette(palette);
    }
    // Darker tones in high contrast (about 9:1 on white instead of 6:1).
    QColor colour(0, 0, 0);
    if (tile.tone == present::SummaryItem::Tone::Good)
        colour = m_highContrast ? QColor(0x00, 0x4d, 0x38) : QColor(0x00, 0x6d, 0x4f);
    else if (tile.tone == present::SummaryItem::Tone::Warning)
        colour = m_highContrast ? QColor(0x5c, 0x3c, 0x00) : QColor(0x8a, 0x5a, 0x00);
    else if (tile.tone == present::SummaryItem::Tone::Bad)
        colour = m_highContrast ? QColor(0x8b, 0x1a, 0x00) : QColor(0xb0, 0x30, 0x00);
    QPalette palette = tile.value->palette();
    palette.setColor(QPalette::WindowText, colour);
    tile.value->setPalette(palette);
}

QFont SummaryStrip::valueFont() const
{
    return m_tiles.isEmpty() ? font() : m_tiles.first().value->font();
}

void SummaryStrip::setItems(const QVector<present::SummaryItem> &items)
{
    const qsizetype before = m_tiles.size();
    while (m_tiles.size() < items.size()) {
        Tile tile;
        auto *frame = new QFrame(this);
        frame->setFrameShape(QFrame::StyledPanel);
        auto *v = new QVBoxLayout(frame);
        v->setContentsMargins(8, 4, 8, 4);
        v->setSpacing(0);
        tile.title = new QLabel(frame);
        tile.value = new QLabel(frame);
        tile.detail = new QLabel(frame);
        applyColours(tile);
        for (QLabel *l : {tile.title, tile.value, tile.detail}) {
            // Values change on every slider step: a fixed height and a width that ignores
            // the text keep those changes from relaying out the whole window.
            l->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
            v->addWidget(l);
        }
        applyFonts(tile);
        tile.frame = frame;
        m_tiles.append(tile);
    }
    if (m_tiles.size() != before) {
        // Two rows, as many columns as that takes: the strip's height stays that of two
        // tiles whatever the number of headline figures.
        const int columns = static_cast<int>((m_tiles.size() + 1) / 2);
        for (qsizetype i = 0; i < m_tiles.size(); ++i) {
            m_grid->removeWidget(m_tiles[i].frame);
            m_grid->addWidget(m_tiles[i].frame, static_cast<int>(i) / columns, static_cast<int>(i) % columns);
        }
        // Columns share the width evenly, whatever a cell's own size hint.
        for (int c = 0; c < columns; ++c)
            m_grid->setColumnStretch(c, 1);
        placeTrailing();
    }
    for (qsizetype i = 0; i < m_tiles.size(); ++i) {
        Tile &tile = m_tiles[i];
        const bool used = i < items.size();
        tile.frame->setVisible(used);
        if (!used)
            continue;
        const present::SummaryItem &item = items[i];
        // QLabel skips equal texts; the colour is changed only when the tone does, since
        // restyling a label re-polishes and re-lays out the strip (this runs per slider step).
        tile.title->setText(item.title);
        tile.value->setText(item.value);
        tile.detail->setText(item.detail);
        if (tile.frame->toolTip() != item.toolTip)
            tile.frame->setToolTip(item.toolTip);
        if (tile.tone != item.tone) {
            tile.tone = item.tone;
            applyColours(tile);
        }
    }
}

void SummaryStrip::setTrailingWidget(QWidget *widget)
{
    if (m_trailing)
        m_grid->removeWidget(m_trailing);
    m_trailing = widget;
    if (m_trailing)
        m_trailing->setParent(this);
    placeTrailing();
}

void SummaryStrip::placeTrailing()
{
    if (!m_trailing)
        return;
    m_grid->removeWidget(m_trailing);
    const auto count = static_cast<int>(m_tiles.size());
    const int columns = std::max(1, (count + 1) / 2);
    m_grid->addWidget(m_trailing, count / columns, count % columns);
}

void SummaryStrip::setMessage(const QString &message)
{
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
}

QString SummaryStrip::valueText(const QString &title) const
{
    for (const Tile &tile : m_tiles)
        if (tile.frame->isVisible() && tile.title->text() == title)
            return tile.value->text();
    return {};
}

QString SummaryStrip::detailText(const QString &title) const
{
    for (const Tile &tile : m_tiles)
        if (tile.frame->isVisible() && tile.title->text() == title)
            return tile.detail->text();
    return {};
}

QString SummaryStrip::message() const
{
    return m_message->isVisible() ? m_message->text() : QString();
}

} // namespace jct::widgets
