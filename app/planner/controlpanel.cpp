#include "controlpanel.h"

#include "app/document/scenariodocument.h"
#include "app/present/plancaption.h"

#include <algorithm>

#include <QAbstractSlider>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace jct::planner {

namespace {

// Marks the entry select() adds for a plan of no catalog entry, to take it away again.
constexpr int kInlineEntryRole = Qt::UserRole + 1;

void select(QComboBox *box, const QVariant &value)
{
    const QSignalBlocker blocker(box);
    const bool inlineEntry = box->count() > 0 && box->itemData(0, kInlineEntryRole).toBool();
    const bool inlineValue = value.typeId() == QMetaType::QString && value.toString().isEmpty();
    // A GPU or fabric of no catalog entry (fitted to an nccl-tests log, or written inline in
    // the file) is shown as such, not as the list's first entry; the entry goes when the plan
    // takes a catalog one again. Chosen, it applies nothing.
    if (inlineEntry && !inlineValue)
        box->removeItem(0);
    int index = box->findData(value);
    if (index < 0 && inlineValue) {
        box->insertItem(0, QCoreApplication::translate("jct::planner::ControlPanel", "custom (not in the catalog)"),
                        QString());
        box->setItemData(0, true, kInlineEntryRole);
        index = 0;
    }
    box->setCurrentIndex(index >= 0 ? index : 0);
}

// Greys the entries the plan cannot take, with the reason as their tooltip; the current
// entry stays as it is (a plan read from a file is shown as it is).
void markUnavailableItems(QComboBox *box, const ControlSpec &spec, const format::LoadedScenario &plan)
{
    auto *model = qobject_cast<QStandardItemModel *>(box->model());
    if (!model)
        return;
    for (int i = 0; i < box->count(); ++i) {
        QStandardItem *item = model->item(i);
        const QString why = spec.itemUnavailable(plan, box->itemData(i));
        if (item->isEnabled() != why.isEmpty())
            item->setEnabled(why.isEmpty());
        if (item->toolTip() != why)
            item->setToolTip(why);
    }
}

} // namespace

ControlPanel::ControlPanel(QVector<ControlSpec> specs, document::ScenarioDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_specs(std::move(specs))
    , m_column(new QVBoxLayout(this))
{
    m_column->setContentsMargins(6, 6, 6, 6);
    m_column->setSpacing(6);
    addNameField();
    QVBoxLayout *layout = nullptr;
    QString group;
    for (const ControlSpec &spec : m_specs) {
        if (!layout || spec.group != group) {
            group = spec.group;
            layout = addGroup(group);
        }
        Row row;
        row.spec = &spec;
        row.group = static_cast<int>(m_groups.size()) - 1;
        switch (spec.kind) {
        case ControlSpec::Kind::Slider:
            row.widget = addSlider(layout, row);
            break;
        case ControlSpec::Kind::Choice:
            row.widget = addChoice(layout, spec);
            break;
        case ControlSpec::Kind::CheckBox:
            row.widget = addCheckBox(layout, spec);
            break;
        case ControlSpec::Kind::Preset:
            row.widget = addPreset(layout, spec);
            break;
        case ControlSpec::Kind::Note:
            row.widget = addNote(layout, spec);
            break;
        }
        // A combo sits in a row with its label; anything else is its own widget.
        row.shown = spec.kind == ControlSpec::Kind::Choice || spec.kind == ControlSpec::Kind::Preset
                        ? row.widget->parentWidget()
                        : row.widget;
        m_rows.append(row);
    }
    m_column->addStretch(1);
    guardWheel();
}

void ControlPanel::guardWheel()
{
    const QList<QWidget *> children = findChildren<QWidget *>();
    for (QWidget *child : children) {
        if (!qobject_cast<QComboBox *>(child) && !qobject_cast<QAbstractSpinBox *>(child)
            && !qobject_cast<QAbstractSlider *>(child))
            continue;
        // Strong, not wheel focus: the wheel passing over must not give it focus either. A
        // slider takes the focus on a click only: its value box beside it is the control's
        // one Tab stop (one stop per control) and takes the same keys (arrows, Page Up/Down).
        const bool besideABox =
            qobject_cast<QAbstractSlider *>(child) && qobject_cast<widgets::ParameterControl *>(child->parentWidget());
        child->setFocusPolicy(besideABox ? Qt::ClickFocus : Qt::StrongFocus);
        child->installEventFilter(this);
    }
}

bool ControlPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Wheel) {
        const auto *widget = qobject_cast<QWidget *>(watched);
        if (widget && !widget->hasFocus()) {
            // Not delivered to the control; ignored, it goes on to its parents and scrolls the panel.
            event->ignore();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ControlPanel::addNameField()
{
    auto *row = new QWidget(this);
    auto *form = new QFormLayout(row);
    form->setContentsMargins(0, 0, 0, 0);
    m_name = new QLineEdit(row);
    m_name->setAccessibleName(tr("Plan name"));
    m_name->setToolTip(tr("The plan's name, in the title, the file and export names, chart captions and the "
                          "report. It follows the model, GPU count and GPU type until you type one; clear it to "
                          "let it follow them again."));
    m_name->setClearButtonEnabled(true);
    form->addRow(tr("Plan &name"), m_name);
    m_column->addWidget(row);
    connect(m_name, &QLineEdit::editingFinished, this, &ControlPanel::rename);
}

void ControlPanel::rename()
{
    const QString name = m_name->text().trimmed();
    if (name == m_document->scenario().name)
        return;
    m_document->edit(QStringLiteral("name"), tr("Rename plan"),
                     [&](format::LoadedScenario &plan) { plan.name = name; });
    m_document->endInteractiveEdit();
    // A cleared name is the generated one again; show what the plan is called now.
    if (m_name->text() != m_document->scenario().name)
        m_name->setText(m_document->scenario().name);
}

QVBoxLayout *ControlPanel::addGroup(const QString &title)
{
    auto *box = new QGroupBox(title, this);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->setSpacing(2);
    m_column->addWidget(box);
    m_groups.append(box);
    return layout;
}

QComboBox *ControlPanel::addCombo(QVBoxLayout *layout, const ControlSpec &spec)
{
    auto *row = new QWidget;
    auto *form = new QFormLayout(row);
    form->setContentsMargins(0, 0, 0, 0);
    auto *box = new QComboBox(row);
    // Long catalog names must not widen the whole panel; the popup shows them in full.
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(16);
    box->setToolTip(spec.toolTip);
    box->setAccessibleName(spec.label);
    form->addRow(spec.label, box);
    layout->addWidget(row);
    for (const auto &[text, value] : spec.items)
        box->addItem(text, value);
    return box;
}

QWidget *ControlPanel::addSlider(QVBoxLayout *layout, Row &row)
{
    const ControlSpec &spec = *row.spec;
    if (spec.automatic)
        row.automatic = addAutomaticSwitch(layout, spec);
    auto *control = new widgets::ParameterControl(
        {spec.label, spec.unit, spec.minimum, spec.maximum, spec.decimals, spec.scale, spec.stops, spec.toolTip});
    if (!spec.minimumText.isEmpty())
        control->spinBox()->setSpecialValueText(spec.minimumText);
    layout->addWidget(control);
    m_sliders.insert(spec.keyPath, control);
    connect(control, &widgets::ParameterControl::valueEdited, this,
            [this, keyPath = spec.keyPath, text = spec.editText, set = spec.set](double v) {
                m_document->edit(keyPath, text, [&](format::LoadedScenario &plan) { set(plan, v); });
            });
    connect(control, &widgets::ParameterControl::editFinished, m_document,
            &document::ScenarioDocument::endInteractiveEdit);
    if (row.automatic) {
        connect(row.automatic, &QCheckBox::toggled, this,
                [this, control, keyPath = spec.keyPath, onText = spec.automatic->onText,
                 offText = spec.automatic->offText, set = spec.set](bool on) {
                    // Taking the value back keeps the one the engine chose, as the slider shows it.
                    const double value = on ? 0.0 : control->value();
                    m_document->edit(keyPath, on ? onText : offText,
                                     [&](format::LoadedScenario &plan) { set(plan, value); });
                    m_document->endInteractiveEdit();
                });
    }
    return control;
}

QCheckBox *ControlPanel::addAutomaticSwitch(QVBoxLayout *layout, const ControlSpec &spec)
{
    auto *box = new QCheckBox(spec.automatic->label);
    box->setToolTip(spec.automatic->toolTip);
    layout->addWidget(box);
    m_checkBoxes.insert(spec.keyPath, box);
    return box;
}

QWidget *ControlPanel::addChoice(QVBoxLayout *layout, const ControlSpec &spec)
{
    QComboBox *box = addCombo(layout, spec);
    connect(box, &QComboBox::activated, this,
            [this, box, keyPath = spec.keyPath, text = spec.editText, set = spec.set](int index) {
                const QVariant value = box->itemData(index);
                m_document->edit(keyPath, text, [&](format::LoadedScenario &plan) { set(plan, value); });
                m_document->endInteractiveEdit();
            });
    m_choices.insert(spec.keyPath, box);
    return box;
}

QWidget *ControlPanel::addCheckBox(QVBoxLayout *layout, const ControlSpec &spec)
{
    auto *box = new QCheckBox(spec.label);
    box->setToolTip(spec.toolTip);
    layout->addWidget(box);
    m_checkBoxes.insert(spec.keyPath, box);
    if (spec.set) {
        connect(box, &QCheckBox::toggled, this,
                [this, keyPath = spec.keyPath, text = spec.editText, set = spec.set](bool on) {
                    m_document->edit(keyPath, text, [&](format::LoadedScenario &plan) { set(plan, on); });
                    m_document->endInteractiveEdit();
                });
    }
    return box;
}

QWidget *ControlPanel::addPreset(QVBoxLayout *layout, const ControlSpec &spec)
{
    QComboBox *box = addCombo(layout, spec);
    connect(box, &QComboBox::activated, this, [this, box, section = spec.keyPath](int index) {
        const QString id = box->itemData(index).toString();
        if (!id.isEmpty())
            emit presetChosen(section, id);
    });
    m_presets.insert(spec.keyPath, box);
    return box;
}

QWidget *ControlPanel::addNote(QVBoxLayout *layout, const ControlSpec &spec)
{
    auto *label = new QLabel;
    label->setWordWrap(true);
    if (spec.lines > 0) {
        label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        label->setFixedHeight(spec.lines * label->fontMetrics().lineSpacing() + 4);
    }
    if (!spec.toolTip.isEmpty())
        label->setToolTip(spec.toolTip);
    if (spec.secondary)
        label->setStyleSheet(QStringLiteral("color: #444;"));
    layout->addWidget(label);
    return label;
}

void ControlPanel::refresh(const format::LoadedScenario &plan, const present::PlanAnalysis &analysis)
{
    // Not while the user is typing a name (an undo from the keyboard refreshes the panel).
    if (m_name->text() != plan.name && !(m_name->hasFocus() && m_name->isModified())) {
        m_name->setText(plan.name);
        m_name->setCursorPosition(0);
    }
    m_name->setPlaceholderText(present::generatedPlanName(plan));
    for (const Row &row : std::as_const(m_rows))
        refreshRow(row, plan, analysis);
    showApplicableRows(plan.scenario);
}

void ControlPanel::showApplicableRows(const Scenario &scenario)
{
    QVector<bool> groupShown(m_groups.size(), false);
    for (const Row &row : std::as_const(m_rows)) {
        const bool shown = !row.spec->shownWhen || row.spec->shownWhen(scenario);
        // Only on a change, so that a refresh that changes nothing relayouts nothing.
        if (row.shown->isHidden() == shown) {
            row.shown->setVisible(shown);
            if (row.automatic)
                row.automatic->setVisible(shown);
        }
        groupShown[row.group] = groupShown[row.group] || shown;
    }
    for (qsizetype i = 0; i < m_groups.size(); ++i)
        if (m_groups[i]->isHidden() == groupShown[i])
            m_groups[i]->setVisible(groupShown[i]);
}

void ControlPanel::refreshRow(const Row &row, const format::LoadedScenario &plan, const present::PlanAnalysis &analysis)
{
    const ControlSpec &spec = *row.spec;
    switch (spec.kind) {
    case ControlSpec::Kind::Slider: {
        auto *control = static_cast<widgets::ParameterControl *>(row.widget);
        if (spec.stopsFor)
            control->setChoices(spec.stopsFor(plan.scenario));
        if (spec.minimumTextFor)
            control->spinBox()->setSpecialValueText(spec.minimumTextFor(plan.scenario));
        const bool engineChooses = spec.automatic && spec.automatic->engineChooses(plan.scenario);
        control->setValue(engineChooses ? spec.automatic->value(analysis) : spec.get(plan).toDouble());
        if (row.automatic) {
            const QSignalBlocker blocker(row.automatic);
            row.automatic->setChecked(engineChooses);
            control->setEnabled(!engineChooses);
        }
        break;
    }
    case ControlSpec::Kind::Choice:
    case ControlSpec::Kind::Preset:
        if (spec.itemUnavailable)
            markUnavailableItems(static_cast<QComboBox *>(row.widget), spec, plan);
        select(static_cast<QComboBox *>(row.widget), spec.get(plan));
        break;
    case ControlSpec::Kind::CheckBox:
        if (spec.get) {
            auto *box = static_cast<QCheckBox *>(row.widget);
            const QSignalBlocker blocker(box);
            box->setChecked(spec.get(plan).toBool());
        }
        break;
    case ControlSpec::Kind::Note:
        static_cast<QLabel *>(row.widget)->setText(spec.get(plan).toString());
        break;
    }
}

void ControlPanel::showProblem(const QString &keyPath, const QString &problem)
{
    // Memory: beside a slider the problem's lever moves with; the micro-batch for the
    // activations, tensor parallelism for a ZeRO stage (a list, not a slider).
    QString key = keyPath;
    if (keyPath == QLatin1String("training.recompute"))
        key = QStringLiteral("training.micro_batch");
    else if (keyPath == QLatin1String("training.zero"))
        key = QStringLiteral("parallelism.tp");
    for (auto it = m_sliders.cbegin(); it != m_sliders.cend(); ++it)
        it.value()->setProblem(it.key() == key ? problem : QString());
}

// The names keep the window's translation context, where the translations have them.
QWidget *ControlPanel::inScrollArea()
{
    auto *scroll = new QScrollArea;
    scroll->setAccessibleName(QCoreApplication::translate("jct::planner::MainWindow", "Plan controls"));
    scroll->setAccessibleDescription(QCoreApplication::translate(
        "jct::planner::MainWindow", "Every input of the plan, grouped by subject; Tab moves from one to the next"));
    scroll->setWidget(this);
    scroll->setWidgetResizable(true);
    // Its controls are the tab stops (the area scrolls to the one with the focus); as a stop
    // of its own it would take the first focus and wear the focus ring round the whole panel.
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setMaximumWidth(380);
    scroll->setMinimumWidth(std::min(sizeHint().width(), 380) + 24);
    return scroll;
}

} // namespace jct::planner
