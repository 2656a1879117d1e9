#pragma once

// A one-line label that ends in "…" when its text is wider than the label, instead of
// being cut mid-glyph: a tile's detail line in a narrow window. text() stays the whole
// text (copying and tests read it), and the tooltip shows it while it is elided.

#include <QLabel>

namespace jct::widgets {

class ElidedLabel final : public QLabel
{
    Q_OBJECT
public:
    using QLabel::QLabel;

    // The text as painted at the label's current width.
    [[nodiscard]] QString shownText() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateToolTip();
};

} // namespace jct::widgets
