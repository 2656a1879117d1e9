#pragma once

// A published-runs file checked against the engine (`jct validate`): each row's prediction
// next to what was measured, and the error statistics of the whole file and of its
// families: by source, by GPU, by precision, dense or MoE. A row the planner cannot
// predict (infeasible, not stated, a metric it does not predict) is a miss: it counts in
// its families' rows and misses, not in their errors.

#include "app/format/publishedruns.h"
#include "core/calibration/validation.h"

#include <span>
#include <vector>

#include <QJsonObject>
#include <QString>

namespace jct::present {

struct ValidatedRow
{
    QString id;
    QString metric;
    double measured = 0.0;
    double predicted = 0.0;
    double error = 0.0;    // predicted / measured − 1
    bool compared = false; // false: a miss, `note` says why
    QString note;
    // The families (format::PublishedRunRow).
    QString source;
    QString gpu;
    QString precision;
    QString architecture;
};

// Every row with a plan evaluated by core (validateRuns); a row whose metric the planner
// does not predict still is, so that an infeasible run is reported as such first.
[[nodiscard]] std::vector<ValidatedRow> validatePublishedRuns(const std::vector<format::PublishedRunRow> &published);

struct FamilyStats
{
    QString name;
    int rows = 0;
    int misses = 0;    // rows without a prediction
    ErrorStats errors; // |error| of the compared rows; errors.count of them
};

struct FamilyGroup
{
    QString key;                       // "source", "gpu", "precision", "architecture"
    QString title;                     // "By source", …
    std::vector<FamilyStats> families; // in the order of the rows' first appearance
};

struct ValidationSummary
{
    FamilyStats all;                 // every row of the file
    std::vector<FamilyGroup> groups; // source, gpu, precision, architecture
};

[[nodiscard]] ValidationSummary summarizeValidation(std::span<const ValidatedRow> rows);

// {"source": {"Korthikanti et al.": {"rows": 9, "compared": 9, "misses": 0,
// "mean_abs_error": …, "median_abs_error": …}, …}, "gpu": {…}, "precision": {…},
// "architecture": {"dense": …, "MoE": …}}; the errors are null for a family without a
// compared row.
[[nodiscard]] QJsonObject familiesToJson(const ValidationSummary &summary);

} // namespace jct::present
