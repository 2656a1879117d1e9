#pragma once

// Writing scenario files to disk, shared by the window and the `jct` command line, and the
// window's crash-recovery file. Every write is atomic (writeFileAtomically, atomicfile.h):
// a failed or interrupted save leaves the previous file exactly as it was.

#include "atomicfile.h"
#include "scenariojson.h"

#include <optional>

#include <QByteArray>
#include <QDateTime>
#include <QString>

namespace jct::format {

// The scenario as a `*.jctplan` file: indented UTF-8 JSON, every key explicit.
[[nodiscard]] QByteArray scenarioFileBytes(const LoadedScenario &loaded);
[[nodiscard]] bool writeScenarioFile(const QString &path, const LoadedScenario &loaded, QString *error);

// The recovery file the window writes while a plan has unsaved changes: the scenario in the
// file format plus what a plain `.jctplan` cannot carry, namely the file the plan belongs
// to (empty when untitled) and when the copy was taken. A wrapper rather than extra keys
// in the scenario, so that the scenario reader stays strict about unknown keys.
inline constexpr int kAutosaveFormatVersion = 1;

struct AutosavedPlan
{
    LoadedScenario plan;
    QString fileName;  // the plan's own file, empty when it was never saved
    QDateTime savedAt; // UTC
};

struct AutosaveReadResult
{
    std::optional<AutosavedPlan> autosaved;
    QString error; // what is wrong with the recovery file

    [[nodiscard]] bool ok() const { return autosaved.has_value(); }
};

[[nodiscard]] bool writeAutosaveFile(const QString &path, const AutosavedPlan &autosaved, QString *error);
[[nodiscard]] AutosaveReadResult readAutosaveFile(const QString &path, const Catalog &catalog = Catalog::builtIn());

} // namespace jct::format
