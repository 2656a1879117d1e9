#pragma once

// "Capacity questions": given a delivery deadline in days, the fewest GPUs of the plan's
// layout family that finish in time, the GPU count with the least cost per trained token,
// and whether the plan's own cluster meets the deadline (with the margin in days and
// dollars). Non-modal; follows the plan being edited.

#include "app/present/capacitytext.h"

#include <QDialog>

class QDoubleSpinBox;
class QLabel;

namespace jct::planner {

class CapacityDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CapacityDialog)

public:
    explicit CapacityDialog(QWidget *parent = nullptr);

    void setScenario(const Scenario &scenario);
    [[nodiscard]] QDoubleSpinBox *deadlineBox() const { return m_deadline; }
    [[nodiscard]] const present::CapacityAnswers &answers() const { return m_answers; }
    [[nodiscard]] QString answerText() const;

private:
    void recompute();

    Scenario m_scenario;
    bool m_hasScenario = false;
    present::CapacityAnswers m_answers;
    QDoubleSpinBox *m_deadline = nullptr;
    QLabel *m_fewest = nullptr;
    QLabel *m_cheapest = nullptr;
    QLabel *m_sla = nullptr;
};

} // namespace jct::planner
