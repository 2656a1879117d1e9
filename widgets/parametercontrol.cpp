#include "parametercontrol.h"

#include "app/present/numberformat.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>

namespace jct::widgets {

namespace {

constexpr int kSliderSteps = 1000;

QString swappedMarks(QString text)
{
    for (QChar &c : text) {
        if (c == QLatin1Char('.'))
            c = QLatin1Char(',');
        else if (c == QLatin1Char(','))
            c = QLatin1Char('.');
    }
    return text;
}

// The value box reads numbers as present::parseNumber does: in the application's number
// convention (the box's locale), the other decimal mark accepted where unambiguous, and
// never QDoubleSpinBox's own lenient reading of a misplaced separator ("2.75" in German
// would be 275).
class NumberBox final : public QDoubleSpinBox
{
public:
    using QDoubleSpinBox::QDoubleSpinBox;

    QValidator::State validate(QString &text, int &pos) const override
    {
        if (!specialValueText().isEmpty() && text == specialValueText())
            return QValidator::Acceptable;
        if (const std::optional<double> v = present::parseNumber(body(text), locale()))
            return *v >= minimum() && *v <= maximum() ? QValidator::Acceptable : QValidator::Intermediate;
        // Partial input ("", "-", "2,"): as the box has it, in either convention.
        QString copy = text;
        int at = pos;
        QValidator::State state = QDoubleSpinBox::validate(copy, at);
        if (state == QValidator::Invalid) {
            copy = swappedMarks(text);
            at = pos;
            state = QDoubleSpinBox::validate(copy, at);
        }
        return state == QValidator::Acceptable ? QValidator::Intermediate : state;
    }

    double valueFromText(const QString &text) const override
    {
        if (!specialValueText().isEmpty() && text == specialValueText())
            return minimum();
        if (const std::optional<double> v = present::parseNumber(body(text), locale()))
            return *v;
        return QDoubleSpinBox::valueFromText(text);
    }

private:
    [[nodiscard]] QString body(QString text) const
    {
        if (!prefix().isEmpty() && text.startsWith(prefix()))
            text.remove(0, prefix().size());
        if (!suffix().isEmpty() && text.endsWith(suffix()))
            text.chop(suffix().size());
        else if (!suffix().trimmed().isEmpty() && text.trimmed().endsWith(suffix().trimmed()))
            text = text.trimmed().chopped(suffix().trimmed().size());
        return text.trimmed();
    }
};

} // namespace

ParameterControl::ParameterControl(Spec spec, QWidget *parent)
    : QWidget(parent)
    , m_spec(std::move(spec))
    , m_label(new QLabel(m_spec.label, this))
    , m_slider(new QSlider(Qt::Horizontal, this))
    , m_spin(new NumberBox(this))
    , m_problem(new QLabel(this))
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 2, 0, 2);
    grid->setHorizontalSpacing(6);
    grid->setVerticalSpacing(1);
    grid->addWidget(m_label, 0, 0, 1, 2);
    grid->addWidget(m_slider, 1, 0);
    grid->addWidget(m_spin, 1, 1);
    grid->addWidget(m_problem, 2, 0, 1, 2);
    grid->setColumnStretch(0, 1);

    m_label->setBuddy(m_spin);
    m_slider->setRange(0, m_spec.choices.isEmpty() ? kSliderSteps : static_cast<int>(m_spec.choices.size()) - 1);
    m_slider->setAccessibleName(m_spec.label);
    m_spin->setRange(m_spec.minimum, m_spec.maximum);
    m_spin->setDecimals(m_spec.decimals);
    // A unit after a space ("400 Gbit/s"); a ratio's ":1" sticks to its number ("2.00:1").
    if (!m_spec.unit.isEmpty())
        m_spin->setSuffix(m_spec.unit.startsWith(QLatin1Char(':')) ? m_spec.unit : QLatin1Char(' ') + m_spec.unit);
    m_spin->setKeyboardTracking(false); // commit on Enter or focus change, not per key
    m_spin->setAccelerated(true);
    m_spin->setMinimumWidth(110);
    m_spin->setAccessibleName(m_spec.label);
    m_spin->setGroupSeparatorShown(true);
    if (m_spec.scale == Scale::Logarithmic)
        m_spin->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b03000;"));
    m_problem->setVisible(false);
    for (QWidget *w :
         {static_cast<QWidget *>(m_label), static_cast<QWidget *>(m_slider), static_cast<QWidget *>(m_spin)})
        w->setToolTip(m_spec.toolTip);

    connect(m_slider, &QSlider::sliderMoved, this, &ParameterControl::handleSliderMoved);
    connect(m_slider, &QSlider::actionTriggered, this, [this](int action) {
        // Keyboard and page steps on the slider: treat like a drag to the new position.
        if (action != QAbstractSlider::SliderMove && action != QAbstractSlider::SliderNoAction)
            handleSliderMoved(m_slider->sliderPosition());
    });
    connect(m_slider, &QSlider::sliderReleased, this, &ParameterControl::editFinished);
    connect(m_spin, &QDoubleSpinBox::valueChanged, this, [this](double) { handleSpinCommitted(); });
    setValue(m_spec.minimum);
}

void ParameterControl::setChoices(const QVector<double> &choices)
{
    m_spec.choices = choices;
    const QSignalBlocker blocker(m_slider);
    m_slider->setRange(0, choices.isEmpty() ? kSliderSteps : static_cast<int>(choices.size()) - 1);
    m_slider->setValue(positionOf(m_value));
}

double ParameterControl::valueAt(int position) const
{
    if (!m_spec.choices.isEmpty())
        return m_spec.choices.at(std::clamp<qsizetype>(position, 0, m_spec.choices.size() - 1));
    const double t = static_cast<double>(position) / kSliderSteps;
    if (m_spec.scale == Scale::Logarithmic && m_spec.minimum > 0.0)
        return m_spec.minimum * std::pow(m_spec.maximum / m_spec.minimum, t);
    return m_spec.minimum + t * (m_spec.maximum - m_spec.minimum);
}

int ParameterControl::positionOf(double value) const
{
    if (!m_spec.choices.isEmpty()) {
        qsizetype best = 0;
        for (qsizetype i = 1; i < m_spec.choices.size(); ++i)
            if (std::fabs(m_spec.choices[i] - value) < std::fabs(m_spec.choices[best] - value))
                best = i;
        return static_cast<int>(best);
    }
    double t = 0.0;
    if (m_spec.scale == Scale::Logarithmic && m_spec.minimum > 0.0 && value > 0.0)
        t = std::log(value / m_spec.minimum) / std::log(m_spec.maximum / m_spec.minimum);
    else if (m_spec.maximum > m_spec.minimum)
        t = (value - m_spec.minimum) / (m_spec.maximum - m_spec.minimum);
    return static_cast<int>(std::lround(std::clamp(t, 0.0, 1.0) * kSliderSteps));
}

void ParameterControl::setValue(double value)
{
    m_value = value;
    const QSignalBlocker sliderBlocker(m_slider);
    const QSignalBlocker spinBlocker(m_spin);
    m_slider->setValue(positionOf(value));
    m_spin->setValue(value);
}

void ParameterControl::handleSliderMoved(int position)
{
    double v = valueAt(position);
    if (m_snap)
        v = m_snap(v);
    if (m_spec.decimals == 0)
        v = std::round(v);
    const QSignalBlocker spinBlocker(m_spin);
    m_spin->setValue(v);
    if (v == m_value)
        return;
    m_value = v;
    emit valueEdited(v);
}

void ParameterControl::handleSpinCommitted()
{
    const double v = m_spin->value();
    {
        const QSignalBlocker sliderBlocker(m_slider);
        m_slider->setValue(positionOf(v));
    }
    if (v != m_value) {
        m_value = v;
        emit valueEdited(v);
    }
    emit editFinished();
}

void ParameterControl::setProblem(const QString &problem)
{
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
}

QString ParameterControl::problem() const
{
    return m_problem->isVisible() ? m_problem->text() : QString();
}

} // namespace jct::widgets
