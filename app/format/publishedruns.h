#pragma once

// Published-runs files (the format of shared/validation/calibration.json, INTERFACES.md): a
// JSON array of rows, each with its source, a ready `scenario` (or `not_compared` saying why
// not) and a `compare` entry naming the measured figure.

#include "core/calibration/validation.h"
#include "scenariojson.h"

#include <optional>
#include <vector>

#include <QByteArray>
#include <QString>

namespace jct::format {

struct PublishedRunRow
{
    QString id;     // "row N" when the row has none
    QString source; // the authors or the repository ("Korthikanti et al.", "Megatron-Bridge")
    QString metricKey;
    std::optional<ValidationMetric> metric; // empty: a metric the planner does not predict
    double measured = 0;
    std::optional<Scenario> scenario; // empty: not compared, `note` says why
    QString note;
    // The families `jct validate` groups the row into, from its plan (or, where the plan does
    // not load, from what it says); kNotStated without a plan.
    QString gpu;          // catalog id ("h100-sxm-80gb") or the inline GPU's name
    QString precision;    // training.precision key ("bf16", "fp8", …)
    QString architecture; // "dense" or "MoE"
};

inline constexpr const char *kNotStated = "not stated";

struct PublishedRunsReadResult
{
    std::optional<std::vector<PublishedRunRow>> rows;
    QString error; // "line N: malformed JSON: …" or what the document is not
    [[nodiscard]] bool ok() const { return rows.has_value(); }
};

[[nodiscard]] PublishedRunsReadResult readPublishedRuns(const QByteArray &json);

} // namespace jct::format
