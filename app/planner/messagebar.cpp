#include "messagebar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>

namespace jct::planner {

MessageBar::MessageBar(Tone tone, QWidget *parent)
    : QFrame(parent)
    , m_tone(tone)
    , m_text(new QLabel(this))
    , m_buttons(new QHBoxLayout)
    , m_close(new QToolButton(this))
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 3, 3, 3);
    layout->setSpacing(6);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    layout->addWidget(m_text, 1);
    m_buttons->setSpacing(4);
    layout->addLayout(m_buttons);
    m_close->setAutoRaise(true);
    m_close->setText(QStringLiteral("×"));
    m_close->setToolTip(tr("Close this message"));
    m_close->setAccessibleName(tr("Close message"));
    layout->addWidget(m_close, 0, Qt::AlignTop);
    connect(m_close, &QToolButton::clicked, this, &MessageBar::clear);
    applyPalette();
    setVisible(false);
}

void MessageBar::showMessage(const QString &text, const QVector<Action> &actions)
{
    // The same message again (each step of a slider over plans that cannot run) changes nothing.
    QStringList names;
    for (const Action &action : actions)
        names.append(action.objectName + action.text);
    if (!isHidden() && text == m_text->text() && names == m_actionNames) {
        // The buttons' actions may capture values that changed: take the new ones.
        for (qsizetype i = 0; i < actions.size(); ++i)
            m_runs[i] = actions[i];
        return;
    }
    m_actionNames = names;
    m_runs = actions;
    // A button may be the one whose click led here: it goes once its signal has returned.
    while (QLayoutItem *item = m_buttons->takeAt(0)) {
        if (QWidget *widget = item->widget()) {
            widget->hide();
            widget->setObjectName(QString()); // button() finds only the buttons shown
            widget->deleteLater();
        }
        delete item;
    }
    m_text->setText(text);
    for (qsizetype i = 0; i < actions.size(); ++i) {
        auto *button = new QPushButton(actions[i].text, this);
        button->setObjectName(actions[i].objectName);
        button->setToolTip(actions[i].toolTip);
        m_buttons->addWidget(button, 0, Qt::AlignTop);
        connect(button, &QPushButton::clicked, this, [this, i] {
            if (i >= m_runs.size())
                return;
            const Action action = m_runs[i]; // a copy: running it may show another message
            if (action.closes)
                clear();
            if (action.run)
                action.run();
        });
    }
    setVisible(!text.isEmpty());
}

void MessageBar::clear()
{
    m_text->clear();
    m_actionNames.clear();
    setVisible(false);
}

QString MessageBar::text() const
{
    return isHidden() ? QString() : m_text->text();
}

QPushButton *MessageBar::button(const QString &objectName) const
{
    return findChild<QPushButton *>(objectName);
}

void MessageBar::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && !m_applyingPalette)
        applyPalette();
}

// A tint of the palette's highlight (information) or of orange (a plan that cannot run)
// over the window colour, so that the bar reads on light and dark palettes alike.
void MessageBar::applyPalette()
{
    m_applyingPalette = true;
    QPalette palette = parentWidget() ? parentWidget()->palette() : QPalette();
    const QColor window = palette.color(QPalette::Window);
    const QColor tint = m_tone == Tone::Warning ? QColor(213, 94, 0) : palette.color(QPalette::Highlight);
    const auto mix = [](const QColor &a, const QColor &b, double t) {
        return QColor::fromRgbF(static_cast<float>(a.redF() * (1 - t) + b.redF() * t),
                                static_cast<float>(a.greenF() * (1 - t) + b.greenF() * t),
                                static_cast<float>(a.blueF() * (1 - t) + b.blueF() * t));
    };
    palette.setColor(QPalette::Window, mix(window, tint, 0.18));
    setPalette(palette);
    m_applyingPalette = false;
}

} // namespace jct::planner
