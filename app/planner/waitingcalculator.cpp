#include "waitingcalculator.h"

#include "app/present/figures.h"
#include "app/present/numberformat.h"
#include "core/step/jobcost.h"
#include "widgets/chartstyle.h"

#include <algorithm>

#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QStyle>

namespace jct::planner {

namespace {

// A box the user types into: no arrows, so that it fits a tile's width.
QDoubleSpinBox *spinBox(double minimum, double maximum, double value, int decimals, const QString &suffix, int width)
{
    auto *box = new QDoubleSpinBox;
    box->setRange(minimum, maximum);
    box->setDecimals(decimals);
    box->setValue(value);
    box->setSuffix(suffix);
    box->setKeyboardTracking(false);
    box->setButtonSymbols(QAbstractSpinBox::NoButtons);
    // At least as wide as its starting text in the language's font (CJK fonts set digits and
    // the percent sign wider), with the line edit's 2 px margins and the frame.
    const int frame = box->style()->pixelMetric(QStyle::PM_SpinBoxFrameWidth, nullptr, box);
    const int needed = box->fontMetrics().horizontalAdvance(box->textFromValue(value) + suffix) + 4 + 2 * frame + 2;
    box->setMinimumWidth(needed);
    box->setMaximumWidth(std::max(width, needed));
    return box;
}

} // namespace

WaitingCalculator::WaitingCalculator(QWidget *parent)
    : QFrame(parent)
    , m_stall(spinBox(0.001, 1e7, present::kStallSeconds, 1, tr(" s"), 56))
    , m_slowdown(spinBox(0.1, 1000.0, 100.0 * present::kSlowdownFraction, 1, tr(" %"), 56))
    , m_hours(spinBox(0.1, 1e5, present::kSlowdownSeconds / 3600.0, 1, tr(" h"), 48))
    , m_title(new QLabel(tr("Cost of waiting")))
    , m_stallCost(new QLabel)
    , m_slowdownCost(new QLabel)
{
    setFrameShape(QFrame::StyledPanel);
    // A tile's width, not its contents': the strip shares its width evenly.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    applyCaptionColour();
    m_stall->setToolTip(tr("A stall of the whole cluster (a network hiccup, a slow checkpoint, a hung rank)"));
    m_slowdown->setToolTip(tr("The job running this much slower (a slow switch, packet loss, a throttled GPU) …"));
    m_hours->setToolTip(tr("… for this long"));
    m_stall->setAccessibleName(tr("Cost of waiting: stall"));
    m_slowdown->setAccessibleName(tr("Cost of waiting: slowdown"));
    m_hours->setAccessibleName(tr("Cost of waiting: slowdown duration"));
    auto *grid = new QGridLayout(this);
    grid->setSizeConstraint(QLayout::SetNoConstraint);
    grid->setContentsMargins(8, 4, 8, 4);
    grid->setHorizontalSpacing(4);
    grid->setVerticalSpacing(1);
    grid->addWidget(m_title, 0, 0, 1, 4);
    grid->addWidget(m_stall, 1, 0);
    grid->addWidget(new QLabel(tr("stall")), 1, 1, 1, 2);
    grid->addWidget(m_stallCost, 1, 3);
    grid->addWidget(m_slowdown, 2, 0);
    grid->addWidget(new QLabel(tr("for")), 2, 1);
    grid->addWidget(m_hours, 2, 2);
    grid->addWidget(m_slowdownCost, 2, 3);
    grid->setColumnStretch(3, 1);
    for (QLabel *cost : {m_stallCost, m_slowdownCost}) {
        QFont bold = cost->font();
        bold.setBold(true);
        cost->setFont(bold);
    }
    for (QDoubleSpinBox *box : {m_stall, m_slowdown, m_hours})
        connect(box, &QDoubleSpinBox::valueChanged, this, &WaitingCalculator::recompute);
    recompute();
}

void WaitingCalculator::setScenario(const Scenario &s)
{
    m_scenario = s;
    recompute();
}

QString WaitingCalculator::rateText() const
{
    return m_title->toolTip();
}

QString WaitingCalculator::stallText() const
{
    return m_stallCost->toolTip();
}

QString WaitingCalculator::slowdownText() const
{
    return m_slowdownCost->toolTip();
}

QString WaitingCalculator::stallCostShown() const
{
    return m_stallCost->text();
}

QString WaitingCalculator::slowdownCostShown() const
{
    return m_slowdownCost->text();
}

// The caption follows the palette (light, dark, high contrast) like the tiles' captions.
void WaitingCalculator::applyCaptionColour()
{
    QPalette muted = m_title->palette();
    muted.setColor(QPalette::WindowText, widgets::style::captionColour(palette()));
    m_title->setPalette(muted);
}

void WaitingCalculator::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyCaptionColour();
}

void WaitingCalculator::recompute()
{
    const QLocale locale;
    const double stall = m_stall->value();
    const double fraction = m_slowdown->value() / 100.0;
    const double seconds = m_hours->value() * 3600.0;
    const QString rate = present::waitingRateText(m_scenario, locale);
    m_title->setToolTip(rate);
    setToolTip(tr("A synchronous job that waits keeps every GPU of the cluster idle: %1. Type an event to price it.")
                   .arg(rate));
    m_stallCost->setText(present::formatUsd(stallUsd(m_scenario, stall), locale));
    m_stallCost->setToolTip(present::stallCostText(m_scenario, stall, locale));
    m_slowdownCost->setText(present::formatUsd(slowdownUsd(m_scenario, fraction, seconds), locale));
    m_slowdownCost->setToolTip(present::slowdownCostText(m_scenario, fraction, seconds, locale));
}

} // namespace jct::planner
