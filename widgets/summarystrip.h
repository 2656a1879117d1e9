#pragma once

// The figures a meeting asks for, in one strip of tiles: each a title, a value with its
// unit, a detail line and a tooltip saying how it was computed.

#include "app/present/tabledata.h"

#include <QVector>
#include <QWidget>

class QGridLayout;
class QLabel;

namespace jct::widgets {

class SummaryStrip final : public QWidget
{
    Q_OBJECT

public:
    explicit SummaryStrip(QWidget *parent = nullptr);
    void setItems(const QVector<present::SummaryItem> &items);
    // A sentence across the strip (the reason a plan cannot run); empty hides it.
    void setMessage(const QString &message);
    // The tiles show an older plan that runs while the current one does not: greyed, under
    // a "last plan that runs" badge, except the tile titled as `failing` (the figure that
    // stops the current plan, "Memory per GPU" "134 GiB > 72 GiB"), which shows it.
    // Call after setItems(); false shows the tiles as they are again. With NoPlanYet the
    // tiles hold no older plan (their titles only, from emptySummaryTiles): the badge says
    // so instead of "last plan that runs".
    enum class Shown { LastPlanThatRuns, NoPlanYet };
    void setStale(bool stale, const present::SummaryItem &failing = {}, Shown shown = Shown::LastPlanThatRuns);
    [[nodiscard]] bool isStale() const { return m_stale; }
    [[nodiscard]] bool tileEnabled(const QString &title) const;
    [[nodiscard]] QString badgeText() const; // empty when hidden
    // The colour tile captions and details are drawn in (a mix of text and window colours,
    // readable on light and dark palettes).
    [[nodiscard]] QColor captionColour() const;

    // Larger text for a projector (1.4×, as the charts).
    void setPresentationMode(bool on);
    [[nodiscard]] bool presentationMode() const { return m_presentation; }

    // High contrast (View ▸ High-contrast colours): titles, details and tones at 7:1 or
    // more on white, the message banner black on white.
    void setHighContrast(bool on);
    [[nodiscard]] bool highContrast() const { return m_highContrast; }
    [[nodiscard]] QString messageStyleSheet() const;

    // A widget of the application's placed in the cell after the last tile (the strip
    // takes ownership); it stays in that cell as tiles come and go.
    void setTrailingWidget(QWidget *widget);

    [[nodiscard]] QString valueText(const QString &title) const;
    [[nodiscard]] QString detailText(const QString &title) const; // the line under the value
    [[nodiscard]] QLabel *detailLabel(const QString &title) const;
    [[nodiscard]] QLabel *valueLabel(const QString &title) const; // a FittingLabel
    [[nodiscard]] QFont valueFont() const;
    [[nodiscard]] QString message() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Tile
    {
        QWidget *frame = nullptr;
        QLabel *title = nullptr;
        QLabel *value = nullptr;
        QLabel *detail = nullptr;
        present::SummaryItem::Tone tone = present::SummaryItem::Tone::Normal;
    };
    QGridLayout *m_grid = nullptr;
    QVector<Tile> m_tiles;
    QLabel *m_message = nullptr;
    QLabel *m_badge = nullptr;
    QWidget *m_trailing = nullptr;
    bool m_stale = false;
    bool m_restyling = false;

    void placeTrailing();
    bool m_presentation = false;
    bool m_highContrast = false;

    void applyFonts(Tile &tile) const;
    void applyColours(Tile &tile) const; // captions muted, the value in its tone
    void restyle();                      // every palette-derived colour, after a palette change
};

} // namespace jct::widgets
