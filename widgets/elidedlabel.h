#pragma once

// A one-line label that ends in "…" when its text is wider than the label, instead of
// being cut mid-glyph: a tile's detail line in a narrow window. A line a little too wide is
// drawn a size smaller first (kSmallestScale of its font); a line of figures joined by " · "
// that still does not fit loses its last figures whole, so that no figure shows cut.
// text() stays the whole text (copying and tests read it), and the tooltip shows it while
// it is elided.

#include <QLabel>

namespace jct::widgets {

class ElidedLabel final : public QLabel
{
    Q_OBJECT
public:
    using QLabel::QLabel;

    static constexpr double kSmallestScale = 0.9;

    // The text as painted at the label's current width, and the share of the font's size it
    // is painted at (1, or kSmallestScale when that makes the whole line fit).
    [[nodiscard]] QString shownText() const;
    [[nodiscard]] double shownScale() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    struct Shown
    {
        QString text;
        double scale;
    };
    // The line as painted and its scale, measured once for a paint.
    [[nodiscard]] Shown shown() const;
    void updateToolTip(const QString &shownLine);
};

} // namespace jct::widgets
