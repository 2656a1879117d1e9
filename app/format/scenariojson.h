#pragma once

// Reading and writing the scenario file (`*.jctplan`, INTERFACES.md): JSON in, a
// jct::Scenario in SI units out, with the defaults that were applied listed by key path
// and every error naming the key path and what is allowed. Reading never modifies a file.

#include "catalog.h"
#include "core/model/scenario.h"

#include <optional>

#include <QByteArray>
#include <QJsonObject>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QVector>

namespace jct::format {

inline constexpr int kScenarioFormatVersion = 1;

struct ScenarioError
{
    QString path;    // key path ("training.micro_batch"); empty for the whole document
    QString message; // what is wrong and what is allowed
    int line = 0;    // for malformed JSON, 1-based
    int column = 0;

    [[nodiscard]] QString toString() const;
};

// Where a plan's fabric (or NVLink) figures came from: the optional `calibration` object
// that `jct fit-nccl --into` writes and the report cites.
struct CalibrationSource
{
    QString source;                  // the log's file name(s), "nccl-allreduce.txt"
    QString date;                    // the log's date, YYYY-MM-DD (its file's modification date)
    QString target;                  // "network" or "nvlink": what the figures went into
    std::optional<double> alphaUs;   // the fitted α of one call, when the log determines it
    std::optional<double> busbwGBps; // the fitted bus bandwidth, when the log determines it
    bool operator==(const CalibrationSource &) const = default;
};

struct LoadedScenario
{
    Scenario scenario;
    QString name;
    QString description;                          // free text shown with the plan (examples explain themselves)
    QString modelPreset;                          // empty when the model is given key by key
    QString gpuId;                                // empty when the GPU is given inline
    QJsonObject gpuInline;                        // the inline GPU object, when given
    QString networkPreset;                        // empty when none
    QString precisionName;                        // "bf16", … (the key of peak_tflops used)
    QStringList assumed;                          // key paths filled with documented defaults
    std::optional<CalibrationSource> calibration; // where the fabric figures came from
};

struct ScenarioReadResult
{
    std::optional<LoadedScenario> loaded;
    ScenarioError error;

    [[nodiscard]] bool ok() const { return loaded.has_value(); }
};

[[nodiscard]] ScenarioReadResult readScenario(const QByteArray &json, const Catalog &catalog = Catalog::builtIn());
[[nodiscard]] ScenarioReadResult readScenarioObject(const QJsonObject &object,
                                                    const Catalog &catalog = Catalog::builtIn());
// Reads a file; errors are prefixed with the file name by the caller when shown.
[[nodiscard]] ScenarioReadResult readScenarioFile(const QString &path, const Catalog &catalog = Catalog::builtIn());

// The key of a GPU's peak_tflops that sets the GEMM rate of a format ("fp4" for NVFP4).
[[nodiscard]] QString precisionPeakKey(Precision precision);
// A GPU object's peak for that key in TFLOP/s (MXFP8 at the FP8 rate when it has no figure
// of its own), or nothing when the GPU has no positive figure: it cannot run the format.
[[nodiscard]] std::optional<double> gpuPeakTflops(const QJsonObject &gpu, const QString &peakKey);
// Whether the plan's GPU (inline, or its catalog entry) runs GEMMs in that format.
[[nodiscard]] bool gpuRunsPrecision(const LoadedScenario &plan, Precision precision);

// The built-in default scenario (resources/scenarios/default.jctplan).
[[nodiscard]] LoadedScenario defaultScenario();

// The engine's Fabric of a catalog network preset, read as a plan naming it would read it;
// a default Fabric for an unknown id. Read once per id.
[[nodiscard]] Fabric catalogFabric(const QString &id);

// Every key explicit, in the file format; reading it back gives the same Scenario.
[[nodiscard]] QJsonObject scenarioToJson(const LoadedScenario &loaded);

// Whether two loaded plans say the same thing: the scenario and everything a save writes
// (name, description, presets, inline GPU, precision); `assumed` is bookkeeping, not content.
[[nodiscard]] bool sameContent(const LoadedScenario &a, const LoadedScenario &b);

// A JSON object with nested objects as dotted keys ("cost.gpu_hour_usd"), in key order;
// arrays and every other value as they are (a table has one level).
using FlatJson = QVector<QPair<QString, QJsonValue>>;
[[nodiscard]] FlatJson flattenJson(const QJsonObject &object, const QString &prefix = {});
// The value at a dotted key path ("network.latency_us"); undefined where there is none.
[[nodiscard]] QJsonValue jsonValueAt(const QJsonObject &object, const QString &keyPath);
// Sets the value at a dotted key path, creating the objects on the way.
void setJsonValueAt(QJsonObject &object, const QString &keyPath, const QJsonValue &value);

} // namespace jct::format
