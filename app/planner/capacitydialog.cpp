#include "capacitydialog.h"

#include "core/model/units.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QVBoxLayout>

namespace jct::planner {

CapacityDialog::CapacityDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("CapacityDialog"));
    setWindowTitle(tr("Capacity questions"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_deadline = new QDoubleSpinBox(this);
    m_deadline->setRange(0.1, 3650.0);
    m_deadline->setDecimals(1);
    m_deadline->setValue(30.0);
    m_deadline->setSuffix(tr(" days"));
    m_deadline->setToolTip(tr("The delivery date, in days of wall time from the job's start (startup, checkpoints and "
                              "expected failures count)."));
    form->addRow(tr("Deadline"), m_deadline);
    layout->addLayout(form);

    auto answerBox = [&](const QString &title) {
        auto *box = new QGroupBox(title, this);
        auto *inner = new QVBoxLayout(box);
        auto *label = new QLabel(box);
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        inner->addWidget(label);
        layout->addWidget(box);
        return label;
    };
    m_fewest = answerBox(tr("Fewest GPUs that finish by the deadline"));
    m_cheapest = answerBox(tr("GPU count with the least cost per trained token"));
    m_sla = answerBox(tr("Does this cluster meet the deadline?"));
    auto *note = new QLabel(tr("Searched over every GPU count N = tp·pp·cp·dp of this layout with the global batch "
                               "fixed, dp = 1 … global batch / micro-batch (the sync-wall sweep's counts)."),
                            this);
    note->setWordWrap(true);
    note->setEnabled(false);
    layout->addWidget(note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_deadline, &QDoubleSpinBox::valueChanged, this, &CapacityDialog::recompute);
    resize(560, 420);
}

void CapacityDialog::setScenario(const Scenario &scenario)
{
    if (m_hasScenario && scenario == m_scenario)
        return;
    m_scenario = scenario;
    m_hasScenario = true;
    recompute();
}

void CapacityDialog::recompute()
{
    if (!m_hasScenario)
        return;
    m_answers = present::answerCapacity(m_scenario, m_deadline->value() * units::kDay, QLocale());
    m_fewest->setText(m_answers.fewestText);
    m_cheapest->setText(m_answers.cheapestText);
    m_sla->setText(m_answers.slaText);
}

QString CapacityDialog::answerText() const
{
    return m_fewest->text() + QLatin1Char('\n') + m_cheapest->text() + QLatin1Char('\n') + m_sla->text();
}

} // namespace jct::planner
