#include "summarystrip.h"

#include "chartstyle.h"
#include "elidedlabel.h"
#include "fittinglabel.h"

#include <algorithm>

#include <QEvent>
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
    , m_badge(new QLabel(tr("Last plan that runs"), this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    m_grid->setSpacing(6);
    m_badge->setObjectName(QStringLiteral("staleBadge"));
    m_badge->setVisible(false);
    layout->addWidget(m_badge, 0, Qt::AlignLeft);
    layout->addLayout(m_grid);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setVisible(false);
    layout->addWidget(m_message);
    restyle();
}

namespace {

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() * (1 - t) + b.redF() * t),
                            static_cast<float>(a.greenF() * (1 - t) + b.greenF() * t),
                            static_cast<float>(a.blueF() * (1 - t) + b.blueF() * t));
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightnessF() < 0.5;
}

// A tone's colour on this palette: the Okabe–Ito hues, darker on a light window and
// lighter on a dark one; a normal value in the palette's text colour.
QColor toneColour(present::SummaryItem::Tone tone, const QPalette &palette)
{
    const bool dark = isDark(palette);
    switch (tone) {
    case present::SummaryItem::Tone::Good:
        return dark ? QColor(0x4c, 0xd0, 0xa0) : QColor(0x00, 0x6d, 0x4f);
    case present::SummaryItem::Tone::Warning:
        return dark ? QColor(0xf0, 0xc0, 0x4a) : QColor(0x8a, 0x5a, 0x00);
    case present::SummaryItem::Tone::Bad:
        return dark ? QColor(0xff, 0x8a, 0x4c) : QColor(0xb0, 0x30, 0x00);
    case present::SummaryItem::Tone::Normal:
        break;
    }
    return palette.color(QPalette::Active, QPalette::WindowText);
}

} // namespace

QColor SummaryStrip::captionColour() const
{
    return style::captionColour(palette());
}

// Captions muted and the value in its tone, from the palette (light or dark); in high
// contrast black captions and darker tones (about 9:1 on white instead of 6:1).
void SummaryStrip::applyColours(Tile &tile) const
{
    const QColor caption = m_highContrast ? style::mutedText(true) : captionColour();
    for (QLabel *muted : {tile.title, tile.detail}) {
        QPalette p = muted->palette();
        p.setColor(QPalette::Active, QPalette::WindowText, caption);
        p.setColor(QPalette::Inactive, QPalette::WindowText, caption);
        muted->setPalette(p);
    }
    QColor value = toneColour(tile.tone, palette());
    if (m_highContrast) {
        if (tile.tone == present::SummaryItem::Tone::Good)
            value = QColor(0x00, 0x4d, 0x38);
        else if (tile.tone == present::SummaryItem::Tone::Warning)
            value = QColor(0x5c, 0x3c, 0x00);
        else if (tile.tone == present::SummaryItem::Tone::Bad)
            value = QColor(0x8b, 0x1a, 0x00);
        else
            value = QColor(Qt::black);
    }
    QPalette p = tile.value->palette();
    p.setColor(QPalette::Active, QPalette::WindowText, value);
    p.setColor(QPalette::Inactive, QPalette::WindowText, value);
    tile.value->setPalette(p);
}

void SummaryStrip::restyle()
{
    m_restyling = true;
    const QPalette base = palette();
    const QColor warning(213, 94, 0);
    QPalette message = base;
    message.setColor(QPalette::Window, mix(base.color(QPalette::Window), warning, 0.18));
    m_message->setAutoFillBackground(true);
    m_message->setPalette(message);
    m_message->setContentsMargins(4, 4, 4, 4);
    m_badge->setAutoFillBackground(true);
    QPalette badge = base;
    badge.setColor(QPalette::Window, mix(base.color(QPalette::Window), base.color(QPalette::WindowText), 0.15));
    m_badge->setPalette(badge);
    m_badge->setContentsMargins(6, 1, 6, 1);
    for (Tile &tile : m_tiles)
        applyColours(tile);
    m_restyling = false;
}

void SummaryStrip::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && !m_restyling)
        restyle();
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
    // The detail line is the longest ("MTBF 49 h · goodput 97.9 %"): presenting, 1.2× keeps it
    // whole in a fifth of a 1280 px projector, where 1.4× cut it.
    QFont detail = font();
    if (m_presentation)
        detail.setPointSizeF(detail.pointSizeF() * 1.2);
    tile.detail->setFont(detail);
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
    // High contrast frames the banner in black on white; otherwise it follows the palette.
    m_message->setStyleSheet(on ? style::bannerStyleSheet(true) : QString());
    restyle();
}

QString SummaryStrip::messageStyleSheet() const
{
    return m_message->styleSheet();
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
        tile.value = new FittingLabel(frame);
        tile.detail = new ElidedLabel(frame);
        applyColours(tile);
        for (QLabel *l : {tile.title, tile.value, tile.detail}) {
            // Values change on every slider step: a fixed height and a width that ignores
            // the text keep those changes from relaying out the whole window.
            l->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
            v->addWidget(l);
        }
        // A value can be selected and copied with the mouse (Edit ▸ Copy summary copies them all);
        // not with the keyboard, which would make every tile a Tab stop.
        tile.value->setTextInteractionFlags(Qt::TextSelectableByMouse);
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

void SummaryStrip::setStale(bool stale, const present::SummaryItem &failing, Shown shown)
{
    m_stale = stale;
    m_badge->setVisible(stale);
    bool shownInTile = false;
    for (Tile &tile : m_tiles) {
        const bool isFailing = stale && !failing.title.isEmpty() && tile.title->text() == failing.title;
        shownInTile = shownInTile || isFailing;
        // A disabled tile draws in the palette's disabled (grey) colours.
        tile.frame->setEnabled(!stale || isFailing);
        if (!isFailing)
            continue;
        tile.value->setText(failing.value);
        tile.detail->setText(failing.detail);
        if (tile.tone != failing.tone) {
            tile.tone = failing.tone;
            applyColours(tile);
        }
    }
    // A figure no tile shows (a layout that does not divide) goes on the badge.
    // Without tiles no plan has run yet: the badge says only what fails.
    const bool anyTile =
        std::any_of(m_tiles.cbegin(), m_tiles.cend(), [](const Tile &tile) { return !tile.frame->isHidden(); });
    QString badge = tr("Last plan that runs");
    if (!anyTile || (shown == Shown::NoPlanYet && !shownInTile))
        badge = tr("This plan cannot run: %1 %2").arg(failing.title, failing.value);
    else if (shown == Shown::NoPlanYet)
        badge = tr("No plan that runs yet");
    else if (!shownInTile && !failing.value.isEmpty())
        badge = tr("Last plan that runs — this one: %1 %2").arg(failing.title, failing.value);
    if (m_badge->text() != badge)
        m_badge->setText(badge);
}

bool SummaryStrip::tileEnabled(const QString &title) const
{
    for (const Tile &tile : m_tiles)
        if (tile.frame->isVisible() && tile.title->text() == title)
            return tile.frame->isEnabled();
    return false;
}

QString SummaryStrip::badgeText() const
{
    return m_badge->isHidden() ? QString() : m_badge->text();
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

QLabel *SummaryStrip::valueLabel(const QString &title) const
{
    for (const Tile &tile : m_tiles)
        if (tile.frame->isVisible() && tile.title->text() == title)
            return tile.value;
    return nullptr;
}

QString SummaryStrip::detailText(const QString &title) const
{
    for (const Tile &tile : m_tiles)
        if (tile.frame->isVisible() && tile.title->text() == title)
            return tile.detail->text();
    return {};
}

QLabel *SummaryStrip::detailLabel(const QString &title) const
{
    for (const Tile &tile : m_tiles)
        if (tile.frame->isVisible() && tile.title->text() == title)
            return tile.detail;
    return nullptr;
}

QString SummaryStrip::message() const
{
    return m_message->isVisible() ? m_message->text() : QString();
}

} // namespace jct::widgets
