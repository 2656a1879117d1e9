#pragma once

// A one-line label whose text, when wider than the label, is drawn in a smaller size of its
// font (down to kSmallestScale of it) instead of being cut: a tile's headline figure such as
// "595.1 GiB > 77.0 GiB" in a narrow window, where every character of it counts. Text that
// still does not fit ends in "…" with the whole text as the tooltip, unless the label has a
// tooltip of its own (a sentence that says more than the figure), which stays. text() stays
// the whole text, and a figure that fits is drawn by QLabel itself (mouse selection included).

#include <QLabel>

namespace jct::widgets {

class FittingLabel final : public QLabel
{
    Q_OBJECT
public:
    using QLabel::QLabel;

    static constexpr double kSmallestScale = 0.6;

    // The share of the font's size the text is drawn at for the label's width (1 when it fits).
    [[nodiscard]] double fittedScale() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    // Sets the elision tooltip (the whole text, or none) when the label's tooltip is not its owner's.
    void showWholeTextAsToolTip(const QString &tip);

    QString m_elisionToolTip; // the tooltip this label set itself, if any
};

} // namespace jct::widgets
