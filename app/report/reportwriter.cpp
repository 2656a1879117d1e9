#include "reportwriter.h"

#include "chartwidgets.h"
#include "reportinputs.h"
#include "reportpdf.h"
#include "reportsections.h"
#include "reporttr.h"
#include "widgets/chartview.h"

#include <QCoreApplication>

namespace jct::report {

namespace {

// The chart widgets the PDF draws where the charts section put their images: every chart
// of every plan that runs. Alone, a chart carries no caption (the page names the plan);
// side by side, each names its plan.
std::map<QString, PlacedChart> placedCharts(const Plans &plans)
{
    std::map<QString, PlacedChart> charts;
    const bool compare = plans.size() > 1;
    for (int i = 0; i < plans.size(); ++i) {
        if (!plans[i]->runs())
            continue;
        for (present::ChartId id : present::kAllCharts) {
            PlacedChart placed;
            placed.view = makeChart(id, *plans[i]);
            if (compare)
                placed.caption.scenario = QStringLiteral("%1: %2").arg(QChar(u'A' + i)).arg(plans[i]->input.name);
            placed.keepWithNext = compare && i == 0 && plans[1]->runs();
            charts.emplace(chartResource(i, id), std::move(placed));
        }
    }
    return charts;
}

} // namespace

ReportWriter::ReportWriter(const present::PlanAnalysis &a, const present::PlanAnalysis *b, ReportOptions options)
    : m_options(std::move(options))
{
    // A plan file allows a name of any length, and the report lays it out as one word in
    // its title, its captions and every page's header: 300,000 characters took minutes.
    // The report shows its first 200 and an ellipsis.
    constexpr qsizetype kShownNameChars = 200;
    m_shown.reserve(2);
    for (const present::PlanAnalysis *plan : {&a, b}) {
        if (!plan)
            continue;
        m_shown.push_back(*plan);
        QString &name = m_shown.back().input.name;
        if (name.size() > kShownNameChars)
            name = name.left(kShownNameChars) + QChar(0x2026);
        m_plans.append(&m_shown.back());
    }
    if (!m_options.generated.isValid())
        m_options.generated = QDateTime::currentDateTimeUtc();
}

QStringList ReportWriter::sectionTitles()
{
    return {Report::tr("Summary"),
            Report::tr("Inputs"),
            Report::tr("Charts"),
            Report::tr("Step breakdown"),
            Report::tr("Checkpoints and failures"),
            Report::tr("Cost"),
            Report::tr("Sensitivity"),
            Report::tr("Model and sources")};
}

QString ReportWriter::planLabel() const
{
    if (m_plans.size() == 1)
        return m_plans[0]->input.name;
    return QStringLiteral("A: %1 · B: %2").arg(m_plans[0]->input.name, m_plans[1]->input.name);
}

QString ReportWriter::html() const
{
    const QStringList titles = sectionTitles();
    // Numbered like the footer's "sources in section 8". The sections flow from page to page;
    // the PDF breaks a page before a heading only where too little of the page is left
    // (reportpdf.h), so that no page is left nearly empty.
    auto heading = [&titles](int i) { return QStringLiteral("<h2>%1. %2</h2>").arg(i + 1).arg(titles[i]); };
    QString h = titleHtml(m_plans, m_options.title, m_options.generated, m_options.version);
    h += heading(0) + summaryHtml(m_plans);
    h += heading(1) + inputsHtml(m_plans);
    h += heading(2) + chartsHtml(m_plans);
    h += heading(3) + breakdownHtml(m_plans);
    h += heading(4) + reliabilityHtml(m_plans);
    h += heading(5) + costHtml(m_plans);
    h += heading(6) + sensitivityHtml(m_plans);
    h += heading(7) + sourcesHtml();
    return h;
}

bool ReportWriter::writePdf(const QString &path, QString *error)
{
    PagedReport report;
    report.title = QStringLiteral("%1 — %2").arg(m_options.title, planLabel());
    report.creator = QStringLiteral("JCT Planner %1").arg(m_options.version);
    report.headerLeft = planLabel();
    report.footerLeft =
        Report::tr("Generated %1 by JCT Planner %2").arg(generatedText(m_options.generated), m_options.version);
    report.footerRight = Report::tr("Analytic predictions; sources in section 8");
    report.charts = placedCharts(m_plans);
    report.html = html();
    const bool written = writePagedPdf(path, report, &m_pageCount, error);
    m_pageFill = report.pageFill;
    return written;
}

bool writeReportFile(const present::PlanAnalysis &a, const present::PlanAnalysis *b, const QString &path, int *pages,
                     QString *error)
{
    ReportOptions options;
    options.version = QCoreApplication::applicationVersion();
    ReportWriter writer(a, b, options);
    const bool written = writer.writePdf(path, error);
    *pages = writer.pageCount();
    return written;
}

} // namespace jct::report
