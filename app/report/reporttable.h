#pragma once

// The report's tables (internal to app/report): rows of one plan (value, unit) or of two
// (A, B, Δ and B / A), and their HTML. A row keeps its numbers as well as their text so
// that a comparison computes Δ and the ratio from the values, not from rounded text.

#include "app/present/plananalysis.h"

#include <functional>
#include <limits>

#include <QLocale>
#include <QString>
#include <QStringList>
#include <QVector>

namespace jct::report {

inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// The plans of a report: one, or A and B.
using Plans = QVector<const present::PlanAnalysis *>;

// The report is written for an English-speaking finance team whatever the machine's
// locale: numbers group thousands with commas.
[[nodiscard]] const QLocale &reportLocale();
// `v` with `decimals`, or "—" for a figure that does not exist (NaN, infinite).
[[nodiscard]] QString reportNumber(double v, int decimals);
[[nodiscard]] QString escaped(const QString &s);
[[nodiscard]] QString sentenceCase(QString s);

// One line of a table: a label, a unit and one value per plan (numbers also kept raw for
// the Δ and ratio columns of a comparison).
struct Row
{
    QString label;
    QString unit;
    QStringList texts;
    QVector<double> values;
    int decimals = 2;
    bool heading = false;
};

// A figure of each plan; NaN (shown "—") for a plan that cannot run.
[[nodiscard]] Row numberRow(const Plans &plans, const QString &label, const QString &unit, int decimals,
                            const std::function<double(const present::PlanAnalysis &)> &get);
// A word of each plan; a comparison says "same" or "differs" instead of Δ.
[[nodiscard]] Row textRow(const Plans &plans, const QString &label, const QString &unit,
                          const std::function<QString(const present::PlanAnalysis &)> &get);
// A sub-heading across the table.
[[nodiscard]] Row headingRow(const QString &label);

// The rows as an HTML table: Item (or `itemHeader`), Value, Unit for one plan; Item, Unit, A, B, Δ (B − A),
// B / A for two.
[[nodiscard]] QString tableHtml(const QVector<Row> &rows, const Plans &plans, const QString &itemHeader = QString());

} // namespace jct::report
