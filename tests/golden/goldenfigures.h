#pragma once

// Golden figures: every number the engine and the plan study produce for a set of plans
// (the built-in default, every example and tests/golden/plans), so that a change of
// physics shows up as a reviewed diff of tests/golden/figures.json and a change that
// should not move a number (a re-layering) is proven not to.
//
// The generator (golden_figures, run by tests/golden/regenerate.sh) and the test
// (tst_golden) call the same function, so the file and the check cannot drift.

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace jct::golden {

// Tolerance of the comparison: relative, exact for zero.
inline constexpr double kRelativeTolerance = 1e-9;

// {"plans": {"default": {...}, "example/<id>": {...}, "golden/<id>": {...}}}.
// `sourceDir` is the project's top directory (tests/golden/plans lives under it).
[[nodiscard]] QJsonObject allGoldenFigures(const QString &sourceDir, QStringList *problems);

// Every difference between two figure documents, one line each: "key.path: expected X, got Y".
[[nodiscard]] QStringList compareFigures(const QJsonValue &expected, const QJsonValue &actual,
                                         const QString &path = QString());

} // namespace jct::golden
