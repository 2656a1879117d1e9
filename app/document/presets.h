#pragma once

// Presets (a GPU, a fabric, a model, a precision) applied to a plan through the file
// format, so that the catalog's meaning of every field applies exactly as when a plan file
// names the preset.

#include "app/format/scenariojson.h"

#include <optional>

#include <QString>

namespace jct::document {

struct PresetChange
{
    std::optional<format::LoadedScenario> plan; // empty when the preset cannot apply
    QString description;                        // the undo step's name
    QString error;                              // why it cannot apply
};

// section: "cluster.gpu", "network.preset" or "model.preset" with a catalog id,
// "training.precision" with a precision key ("bf16"), or "training.framework" with a
// framework key ("megatron-core"; its overlap and gradient-width defaults apply). The plan
// keeps its name.
[[nodiscard]] PresetChange applyPreset(const format::LoadedScenario &plan, const QString &section, const QString &id);

} // namespace jct::document
