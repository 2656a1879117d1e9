#pragma once

// The report's sections as HTML (internal to app/report), for one plan or for A and B.
// Each returns the body under its numbered heading; ReportWriter::html() puts the
// headings and page breaks around them. The Inputs section is in reportinputs.h.

#include "app/present/chartid.h"
#include "reporttable.h"

#include <QDateTime>
#include <QString>

namespace jct::report {

// "2026-01-02 03:04 UTC": the title block and every page's footer date the report alike.
[[nodiscard]] QString generatedText(const QDateTime &generated);
// The report's title, each plan's name and assumptions line, and when and by what it was
// generated.
[[nodiscard]] QString titleHtml(const Plans &plans, const QString &title, const QDateTime &generated,
                                const QString &version);
// 1. The headline figures and the plan in brief; a sentence with the answer for one plan.
[[nodiscard]] QString summaryHtml(const Plans &plans);
// 3. A placeholder image per chart and plan, named by chartResource(), that the PDF
// writer draws the chart widget into.
[[nodiscard]] QString chartsHtml(const Plans &plans);
[[nodiscard]] QString chartResource(int plan, present::ChartId id);
// 4. Where one step goes.
[[nodiscard]] QString breakdownHtml(const Plans &plans);
// 5. Checkpoints and failures.
[[nodiscard]] QString reliabilityHtml(const Plans &plans);
// 6. What the job costs and why.
[[nodiscard]] QString costHtml(const Plans &plans);
// 7. What one change to the plan does to its time and cost, per plan.
[[nodiscard]] QString sensitivityHtml(const Plans &plans);
// 8. How the figures are computed and where the model comes from.
[[nodiscard]] QString sourcesHtml();

} // namespace jct::report
