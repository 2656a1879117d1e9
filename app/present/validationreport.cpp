#include "validationreport.h"

#include <algorithm>

#include <QCoreApplication>

namespace jct::present {

std::vector<ValidatedRow> validatePublishedRuns(const std::vector<format::PublishedRunRow> &published)
{
    std::vector<PublishedRun> runs;
    for (const format::PublishedRunRow &p : published)
        if (p.scenario)
            runs.push_back({*p.scenario, p.metric.value_or(ValidationMetric::StepTime), p.measured});
    std::vector<ValidationOutcome> outcomes(runs.size());
    validateRuns(runs, outcomes);
    std::vector<ValidatedRow> rows;
    rows.reserve(published.size());
    std::size_t next = 0;
    for (const format::PublishedRunRow &p : published) {
        ValidatedRow row;
        row.id = p.id;
        row.metric = p.metricKey;
        row.measured = p.measured;
        row.note = p.note;
        row.source = p.source;
        row.gpu = p.gpu;
        row.precision = p.precision;
        row.architecture = p.architecture;
        if (p.scenario) {
            const ValidationOutcome &o = outcomes[next++];
            if (!o.fits) {
                row.note = QCoreApplication::translate("Validation", "miss: the planner finds the run infeasible");
            } else if (!p.metric || p.measured <= 0.0) {
                row.note = QCoreApplication::translate("Validation", "miss: unknown metric '%1'").arg(p.metricKey);
            } else {
                row.predicted = o.predicted;
                row.error = o.error;
                row.compared = true;
            }
        }
        rows.push_back(row);
    }
    return rows;
}

namespace {

// The statistics of the rows for which `member` holds.
template<typename Member>
FamilyStats statsOf(const QString &name, std::span<const ValidatedRow> rows, Member member)
{
    FamilyStats st;
    st.name = name;
    std::vector<double> errors;
    for (const ValidatedRow &row : rows) {
        if (!member(row))
            continue;
        ++st.rows;
        if (row.compared)
            errors.push_back(row.error);
        else
            ++st.misses;
    }
    std::vector<double> scratch(errors.size());
    st.errors = absoluteErrorStats(errors, scratch);
    return st;
}

FamilyGroup groupBy(const QString &key, const QString &title, std::span<const ValidatedRow> rows,
                    QString ValidatedRow::*field)
{
    FamilyGroup group{key, title, {}};
    std::vector<QString> names;
    for (const ValidatedRow &row : rows)
        if (std::find(names.begin(), names.end(), row.*field) == names.end())
            names.push_back(row.*field);
    for (const QString &name : names)
        group.families.push_back(statsOf(name, rows, [&](const ValidatedRow &row) { return row.*field == name; }));
    return group;
}

QJsonValue errorOrNull(const FamilyStats &st, double value)
{
    return st.errors.count > 0 ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

} // namespace

ValidationSummary summarizeValidation(std::span<const ValidatedRow> rows)
{
    ValidationSummary summary;
    summary.all = statsOf(QStringLiteral("All rows"), rows, [](const ValidatedRow &) { return true; });
    summary.groups.push_back(
        groupBy(QStringLiteral("source"), QStringLiteral("By source"), rows, &ValidatedRow::source));
    summary.groups.push_back(groupBy(QStringLiteral("gpu"), QStringLiteral("By GPU"), rows, &ValidatedRow::gpu));
    summary.groups.push_back(
        groupBy(QStringLiteral("precision"), QStringLiteral("By precision"), rows, &ValidatedRow::precision));
    summary.groups.push_back(
        groupBy(QStringLiteral("architecture"), QStringLiteral("Dense or MoE"), rows, &ValidatedRow::architecture));
    return summary;
}

QJsonObject familiesToJson(const ValidationSummary &summary)
{
    QJsonObject families;
    for (const FamilyGroup &group : summary.groups) {
        QJsonObject members;
        for (const FamilyStats &st : group.families)
            members.insert(st.name,
                           QJsonObject{{QStringLiteral("rows"), st.rows},
                                       {QStringLiteral("compared"), st.errors.count},
                                       {QStringLiteral("misses"), st.misses},
                                       {QStringLiteral("mean_abs_error"), errorOrNull(st, st.errors.mean)},
                                       {QStringLiteral("median_abs_error"), errorOrNull(st, st.errors.median)}});
        families.insert(group.key, members);
    }
    return families;
}

} // namespace jct::present
