#pragma once

// The inputs two plans differ in, in the words of the control panel: each row of the
// ControlSpecs table whose value differs, with the row's label and both values as its
// control shows them. The preset message bar ("Price per GPU-hour 30.00 → 45.00 $/h"), the
// A/B table's "Inputs that differ" block and the reason a plan cannot run (key paths
// replaced by the labels on screen) read from here.

#include "controlspecs.h"

#include <QLocale>

namespace jct::planner {

struct InputChange
{
    QString keyPath; // the row's key path ("cost.gpu_hour_usd"), a preset's section
    QString label;   // "Price per GPU-hour"
    QString before;  // "30.00", as the control shows it, without the unit
    QString after;
    QString unit; // "$/h"; empty for a choice
};

// Every row of `specs` (in their order) whose value differs between a and b.
[[nodiscard]] QVector<InputChange> inputChanges(const QVector<ControlSpec> &specs, const format::LoadedScenario &a,
                                                const format::LoadedScenario &b, const QLocale &locale = QLocale());
// "Price per GPU-hour 30.00 → 45.00 $/h".
[[nodiscard]] QString changeText(const InputChange &change);
// The label of the control for a key path, or the key path where no control sets it.
[[nodiscard]] QString controlLabel(const QVector<ControlSpec> &specs, const QString &keyPath);
// A message with every key path ("cluster.gpus = 1000") replaced by its control's label
// ("GPUs = 1000"), for the window; the command line keeps the key paths.
[[nodiscard]] QString withControlLabels(const QVector<ControlSpec> &specs, const QString &text);

} // namespace jct::planner
