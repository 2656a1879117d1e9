#include "waitingcalculator.h"

#include "app/present/figures.h"
#include "app/present/numberformat.h"
#include "core/step/jobcost.h"
#include "widgets/chartstyle.h"
#include "widgets/fittinglabel.h"

#include <algorithm>

#include <QBoxLayout>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QLabel>
#include <QStyle>

namespace jct::planner {

namespace {

// A box the user types into, without arrows and without trailing zeros ("10 %", "1 h",
// "0.5 h"), so that its text, and the tile, stay short.
class EventBox final : public QDoubleSpinBox
{
public:
    using QDoubleSpinBox::QDoubleSpinBox;

protected:
    [[nodiscard]] QString textFromValue(double value) const override
    {
        QString text = QDoubleSpinBox::textFromValue(value);
        const QString point = locale().decimalPoint();
        if (text.contains(point)) {
            while (text.endsWith(QLatin1Char('0')))
                text.chop(1);
            if (text.endsWith(point))
                text.chop(point.size());
        }
        return text;
    }
};

QDoubleSpinBox *spinBox(double minimum, double maximum, double value, int decimals, const QString &suffix)
{
    auto *box = new EventBox;
    box->setRange(minimum, maximum);
    box->setDecimals(decimals);
    box->setValue(value);
    box->setSuffix(suffix);
    box->setKeyboardTracking(false);
    box->setButtonSymbols(QAbstractSpinBox::NoButtons);
    // As wide as its starting text in the language's font (CJK fonts set digits and the
    // percent sign wider), with the line edit's 2 px margins, the frame and a point's width
    // to spare (longer text scrolls inside the box); a spin box's own size hint is its
    // range's widest value, which the tile cannot spare on a small screen.
    const int frame = box->style()->pixelMetric(QStyle::PM_SpinBoxFrameWidth, nullptr, box);
    const QFontMetrics metrics = box->fontMetrics();
    const int needed =
        metrics.horizontalAdvance(box->text()) + metrics.horizontalAdvance(QLatin1Char('.')) + 4 + 2 * frame + 2;
    box->setFixedWidth(needed);
    return box;
}

} // namespace

WaitingCalculator::WaitingCalculator(QWidget *parent)
    : QFrame(parent)
    , m_stall(spinBox(0.001, 1e7, present::kStallSeconds, 1, tr(" s")))
    , m_slowdown(spinBox(0.1, 1000.0, 100.0 * present::kSlowdownFraction, 1, tr(" %")))
    , m_hours(spinBox(0.1, 1e5, present::kSlowdownSeconds / 3600.0, 1, tr(" h")))
    , m_title(new QLabel(tr("Cost of waiting")))
    , m_stallCost(new widgets::FittingLabel)
    , m_slowdownCost(new widgets::FittingLabel)
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
    // Two rows, each an event and its price, the prices right-aligned at the tile's edge.
    auto *rows = new QVBoxLayout(this);
    rows->setSizeConstraint(QLayout::SetNoConstraint);
    rows->setContentsMargins(8, 4, 8, 4);
    rows->setSpacing(1);
    rows->addWidget(m_title);
    const auto eventRow = [rows](std::initializer_list<QWidget *> widgets) {
        auto *row = new QHBoxLayout;
        row->setSpacing(4);
        for (QWidget *w : widgets)
            row->addWidget(w);
        row->setStretch(row->count() - 1, 1); // the price takes what the rest leaves
        rows->addLayout(row);
    };
    eventRow({m_stall, new QLabel(tr("stall")), m_stallCost});
    eventRow({m_slowdown, new QLabel(tr("for")), m_hours, m_slowdownCost});
    for (QLabel *cost : {m_stallCost, m_slowdownCost}) {
        QFont bold = cost->font();
        bold.setBold(true);
        cost->setFont(bold);
        // A price takes what the inputs leave and, when that is too little (a large cluster
        // on a small screen), is drawn smaller rather than cut.
        cost->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        cost->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
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
    // Compact above $10,000 ("$30.7 k"); the tooltip gives the exact figure in a sentence.
    m_stallCost->setText(present::formatUsd(stallUsd(m_scenario, stall), locale, true));
    m_stallCost->setToolTip(present::stallCostText(m_scenario, stall, locale));
    m_slowdownCost->setText(present::formatUsd(slowdownUsd(m_scenario, fraction, seconds), locale, true));
    m_slowdownCost->setToolTip(present::slowdownCostText(m_scenario, fraction, seconds, locale));
}

} // namespace jct::planner
