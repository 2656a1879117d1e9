#pragma once

// The cost of waiting, priced for an event the user types (issue 14), in the summary strip
// beside the cost tiles: "[10 s] stall $85.33" and "[10 %] for [1 h] $3,072" on this plan's
// cluster, each with its sentence as tooltip ("a 10 s stall on this cluster costs $85.33").
// The prices and phrases come from core (core/step/jobcost.h) and app/present (figures.h);
// this widget only holds the three inputs.

#include "core/model/scenario.h"

#include <QFrame>

class QDoubleSpinBox;
class QLabel;

namespace jct::planner {

class WaitingCalculator final : public QFrame
{
    Q_OBJECT

public:
    explicit WaitingCalculator(QWidget *parent = nullptr);
    // The plan whose cluster waits (its GPU count and price).
    void setScenario(const Scenario &s);

    [[nodiscard]] QDoubleSpinBox *stallSeconds() const { return m_stall; }
    [[nodiscard]] QDoubleSpinBox *slowdownPercent() const { return m_slowdown; }
    [[nodiscard]] QDoubleSpinBox *slowdownHours() const { return m_hours; }
    // "$8.53 a second, $512 an idle minute" (the title's tooltip).
    [[nodiscard]] QString rateText() const;
    // The two events in words ("a 10 s stall on this cluster costs $85.33") and their prices.
    [[nodiscard]] QString stallText() const;
    [[nodiscard]] QString slowdownText() const;
    [[nodiscard]] QString stallCostShown() const;
    [[nodiscard]] QString slowdownCostShown() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void recompute();
    void applyCaptionColour();

    Scenario m_scenario;
    QDoubleSpinBox *m_stall = nullptr;
    QDoubleSpinBox *m_slowdown = nullptr;
    QDoubleSpinBox *m_hours = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_stallCost = nullptr;
    QLabel *m_slowdownCost = nullptr;
};

} // namespace jct::planner
