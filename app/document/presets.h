#pragma once

// Presets (a GPU, a fabric, a model, a precision) applied to a plan through the file
// format, so that the catalog's meaning of every field applies exactly as when a plan file
// names the preset.

#include "app/format/scenariojson.h"

#include <optional>

#include <QString>
#include <QStringList>

namespace jct::document {

struct PresetChange
{
    std::optional<format::LoadedScenario> plan; // empty when the preset cannot apply
    QString description;                        // the undo step's name
    QString error;                              // why it cannot apply
    // Every input the preset changed besides itself, as key paths of the file format
    // ("cost.gpu_hour_usd"), in the file's order.
    QStringList changed;
    // Of those, the values the plan had set away from the old preset's own (a price typed
    // in, a forced algorithm, a custom latency): what "Keep my values" gives back.
    QStringList yours;
};

// section: "cluster.gpu", "network.preset" or "model.preset" with a catalog id,
// "training.precision" with a precision key ("bf16"), or "training.framework" with a
// framework key ("megatron-core"; its overlap and gradient-width defaults apply). The plan
// keeps its name.
[[nodiscard]] PresetChange applyPreset(const format::LoadedScenario &plan, const QString &section, const QString &id);

// `changed` with the values of `keys` taken back from `before` (a preset change's `yours`);
// empty, with the reader's message in *error, if the plan would not read.
[[nodiscard]] std::optional<format::LoadedScenario> keepValues(const format::LoadedScenario &changed,
                                                               const format::LoadedScenario &before,
                                                               const QStringList &keys, QString *error = nullptr);

} // namespace jct::document
