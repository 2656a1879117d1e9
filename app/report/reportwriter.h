#pragma once

// The procurement report: an A4 PDF a finance team can file. A title page with the
// headline figures, the plan's inputs, the four charts, the step breakdown, checkpoints
// and failures, the cost table and the model's sources; every page with the plan's name,
// "Page n of m", the generation date and the version.
//
// It takes one plan, or two (A and B) for a comparison: then every table has the columns
// A, B, Δ (B − A) and B / A, and the charts stand side by side. It renders what
// present::analyzePlan produced and computes no physics.

#include "app/present/plananalysis.h"
#include "reporttr.h"

#include <vector>

#include <QDateTime>
#include <QString>
#include <QVector>

namespace jct::report {

struct ReportOptions
{
    QString version;     // "0.1.0"
    QDateTime generated; // the footer's date; now when invalid
    QString title = Report::tr("Training job procurement report");
};

class ReportWriter
{
public:
    // One plan; a second one makes it a comparison (A, B, Δ, ratio). The writer keeps its
    // own copies of the analyses.
    explicit ReportWriter(const present::PlanAnalysis &a, const present::PlanAnalysis *b = nullptr,
                          ReportOptions options = {});
    ReportWriter(const ReportWriter &) = delete; // m_plans points into m_shown
    ReportWriter &operator=(const ReportWriter &) = delete;

    // The report body as Qt rich text (without page headers and footers).
    [[nodiscard]] QString html() const;

    // Writes the PDF; false with the reason naming the path in *error.
    bool writePdf(const QString &path, QString *error = nullptr);
    // Pages of the last PDF written.
    [[nodiscard]] int pageCount() const { return m_pageCount; }
    // How far down each of its pages the content reaches, as a share of the page (0–1).
    [[nodiscard]] const QVector<double> &pageFill() const { return m_pageFill; }

    // The report's section headings, in order (tests and the table of contents).
    [[nodiscard]] static QStringList sectionTitles();

private:
    [[nodiscard]] QString planLabel() const;

    // The plans as the report shows them (their names shortened, below); m_plans points here.
    std::vector<present::PlanAnalysis> m_shown;
    QVector<const present::PlanAnalysis *> m_plans;
    ReportOptions m_options;
    int m_pageCount = 0;
    QVector<double> m_pageFill;
};

// The report of plan `a` (and `b`, for a comparison), dated now, with the application's
// version, written to the PDF `path`: what `jct report` draws. *pages is the number of
// pages; on failure returns false with the reason, naming the path, in *error.
bool writeReportFile(const present::PlanAnalysis &a, const present::PlanAnalysis *b, const QString &path, int *pages,
                     QString *error);

} // namespace jct::report
