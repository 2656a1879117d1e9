#pragma once

// A visible keyboard focus frame for every control of a window: a ring in the palette's
// highlight colour around the widget that has the focus, drawn by one small overlay
// widget masked to the ring (so it shows whatever style draws the control, in grab() and offscreen
// screenshots too). Widgets that draw their own frame (charts) set the property
// kOwnFocusFrame and are left alone.

#include <QPointer>
#include <QRect>
#include <QWidget>

namespace jct::widgets {

class FocusFrame final : public QWidget
{
    Q_OBJECT

public:
    static constexpr const char *kOwnFocusFrame = "jctOwnFocusFrame";
    static constexpr int kWidth = 2;

    // Installs the frame over `window` (once; it follows the focus from then on).
    static FocusFrame *install(QWidget *window);

    // The widget the frame is drawn around, or null when none is (focus outside the
    // window, or on a widget with its own frame).
    [[nodiscard]] QWidget *framedWidget() const { return m_target; }
    // The ring's rectangle in the window's coordinates (empty when none is drawn).
    [[nodiscard]] QRect frameRect() const { return m_frame; }

protected:
    void paintEvent(QPaintEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit FocusFrame(QWidget *window);
    void follow(QWidget *focused);
    void updateFrame();
    void watchAncestors(bool watch);

    QPointer<QWidget> m_target;
    QRect m_frame;
};

} // namespace jct::widgets
