#include "summarystrip.h"

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
    m_message->setStyleSheet(QStringLiteral(
        "QLabel { background: #fff4d6; color: #5a2800; border: 1px solid #d55e00; border-radius: 3px; padding: 4px; }"));
    m_message->setVisible(false);
    layout->addWidget(m_message);
}

void SummaryStrip::setItems(const QVector<SummaryItem> &items)
{
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
        QFont valueFont = tile.value->font();
        valueFont.setPointSizeF(valueFont.pointSizeF() * 1.35);
        valueFont.setBold(true);
        tile.value->setFont(valueFont);
        tile.title->setStyleSheet(QStringLiteral("color: #444;"));
        tile.detail->setStyleSheet(QStringLiteral("color: #555;"));
        for (QLabel *l : {tile.title, tile.value, tile.detail})
            v->addWidget(l);
        tile.frame = frame;
        const int index = static_cast<int>(m_tiles.size());
        m_grid->addWidget(frame, index / 4, index % 4);
        m_tiles.append(tile);
    }
    for (qsizetype i = 0; i < m_tiles.size(); ++i) {
        Tile &tile = m_tiles[i];
        const bool used = i < items.size();
        tile.frame->setVisible(used);
        if (!used)
            continue;
        const SummaryItem &item = items[i];
        tile.title->setText(item.title);
        tile.value->setText(item.value);
        tile.detail->setText(item.detail);
        tile.frame->setToolTip(item.toolTip);
        QString colour = QStringLiteral("#000000");
        if (item.tone == SummaryItem::Tone::Good)
            colour = QStringLiteral("#006d4f");
        else if (item.tone == SummaryItem::Tone::Warning)
            colour = QStringLiteral("#8a5a00");
        else if (item.tone == SummaryItem::Tone::Bad)
            colour = QStringLiteral("#b03000");
        tile.value->setStyleSheet(QStringLiteral("color: %1;").arg(colour));
    }
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

QString SummaryStrip::message() const
{
    return m_message->isVisible() ? m_message->text() : QString();
}

} // namespace jct::widgets
