#pragma once

// A slim bar above the charts that says what just happened to the plan, with a button or
// two to act on it (as KMessageWidget does): "GPU changed to B200: Price per GPU-hour
// 30.00 → 5.00 $/h …  [Keep my values]", or why the plan cannot run with one-click fixes.
// It follows the palette; the text wraps.

#include <functional>

#include <QFrame>
#include <QStringList>
#include <QVector>

class QHBoxLayout;
class QLabel;
class QPushButton;
class QToolButton;

namespace jct::planner {

class MessageBar final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MessageBar)

public:
    enum class Tone { Information, Warning };
    struct Action
    {
        QString text;
        QString objectName; // for tests and accessibility
        QString toolTip;
        std::function<void()> run;
        bool closes = true; // the bar hides once the action ran
    };

    explicit MessageBar(Tone tone, QWidget *parent = nullptr);

    // Shows the text with these buttons (replacing any shown before).
    void showMessage(const QString &text, const QVector<Action> &actions = {});
    void clear(); // hides the bar
    [[nodiscard]] QString text() const;
    [[nodiscard]] QPushButton *button(const QString &objectName) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyPalette();

    Tone m_tone;
    QLabel *m_text = nullptr;
    QHBoxLayout *m_buttons = nullptr;
    QToolButton *m_close = nullptr;
    bool m_applyingPalette = false;
    QStringList m_actionNames; // what the buttons shown say
    QVector<Action> m_runs;    // what they do
};

} // namespace jct::planner
