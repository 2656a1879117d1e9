#include "reportsections.h"

#include "app/format/enumnames.h"
#include "app/present/figures.h"
#include "app/present/numberformat.h"
#include "app/present/plancaption.h"
#include "app/present/resultjson.h"
#include "core/model/units.h"
#include "reportpdf.h"
#include "reporttr.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>

namespace jct::report {

namespace {

using A = const present::PlanAnalysis &;

// The headline figures of figures.h marked for the report, in the table's order.
QVector<Row> summaryRows(const Plans &plans)
{
    QVector<Row> rows;
    for (const present::Figure &f : present::figures()) {
        if (!(f.views & present::InReport))
            continue;
        auto value = [&f](A p) {
            const double v = f.get({p.input.scenario, p.result, &p.syncWall});
            return f.zeroIsNull && v <= 0.0 ? kNaN : v;
        };
        if (f.kind == present::FigureKind::Verdict)
            rows << textRow(plans, present::figureLabel(f), QString(),
                            [value](A p) { return present::formatFigure(present::FigureKind::Verdict, value(p)); });
        else
            rows << numberRow(plans, present::figureLabel(f), QCoreApplication::translate("Figures", f.reportUnit),
                              f.reportDecimals, [value, &f](A p) { return value(p) * f.reportScale; });
    }
    return rows;
}

// "tp8 pp8 dp16, vpp2" (present::layoutLine).
QString layoutText(A p)
{
    return present::layoutLine(p.input.scenario, p.result.dp);
}

QVector<Row> briefRows(const Plans &plans)
{
    QVector<Row> rows;
    rows << textRow(plans, Report::tr("Model"), QString(), [](A p) { return present::modelShortName(p.input); })
         << numberRow(plans, Report::tr("Training tokens"), Report::tr("billion"), 1,
                      [](A p) { return p.input.scenario.training.tokens / 1e9; })
         << textRow(plans, Report::tr("GPU"), QString(), [](A p) { return present::gpuShortName(p.input); })
         << numberRow(plans, Report::tr("GPUs"), Report::tr("GPUs"), 0,
                      [](A p) { return double(p.input.scenario.cluster.gpus); })
         << textRow(plans, Report::tr("Network"), QString(), [](A p) { return present::fabricShortName(p.input); })
         << textRow(plans, Report::tr("Parallel layout"), QString(), layoutText)
         << numberRow(plans, Report::tr("Global batch"), Report::tr("sequences"), 0,
                      [](A p) { return double(p.input.scenario.training.globalBatch); })
         << numberRow(plans, Report::tr("Training steps"), Report::tr("steps"), 0,
                      [](A p) { return double(p.result.steps); })
         << numberRow(plans, Report::tr("Step time"), QStringLiteral("s"), 3, [](A p) { return p.result.stepTime; })
         << numberRow(plans, Report::tr("Price per GPU-hour"), Report::tr("USD/GPU-h"), 2,
                      [](A p) { return p.input.scenario.cost.gpuHourUsd; });
    return rows;
}

QVector<Row> breakdownRows(const Plans &plans)
{
    QVector<Row> rows;
    const present::PlanAnalysis &first = *plans[0];
    for (std::size_t i = 0; i < present::stepParts(first.result.step).size(); ++i) {
        // A part neither plan spends time on would be a row of zeros.
        bool any = false;
        for (const present::PlanAnalysis *p : plans)
            any = any || (p->runs() && present::stepParts(p->result.step)[i].value > 0.0);
        if (!any)
            continue;
        const QString label =
            sentenceCase(QCoreApplication::translate("PlanAnalysis", present::stepParts(first.result.step)[i].label));
        rows << numberRow(plans, label, QStringLiteral("s"), 3,
                          [i](A p) { return present::stepParts(p.result.step)[i].value; });
    }
    rows << numberRow(plans, Report::tr("Step time (total)"), QStringLiteral("s"), 3,
                      [](A p) { return p.result.stepTime; });
    return rows;
}

// Single plan: part, seconds, share of the step (a comparison has no room for shares).
QString breakdownTableSingle(A p)
{
    QString h = QStringLiteral("<table class=\"t\" width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" border=\"1\">"
                               "<thead><tr><th width=\"52%\" align=\"left\">%1</th>"
                               "<th width=\"24%\" align=\"right\">%2</th><th width=\"24%\" align=\"right\">%3</th>"
                               "</tr></thead>")
                    .arg(escaped(Report::tr("Part of a step")), escaped(Report::tr("Seconds")),
                         escaped(Report::tr("Share of step (%)")));
    const double step = p.result.stepTime;
    for (const present::BreakdownPart &part : present::stepParts(p.result.step)) {
        if (part.value <= 0.0)
            continue;
        h += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td><td align=\"right\">%3</td></tr>")
                 .arg(escaped(sentenceCase(QCoreApplication::translate("PlanAnalysis", part.label))),
                      reportNumber(part.value, 3), reportNumber(100.0 * part.value / step, 1));
    }
    h += QStringLiteral("<tr><td><b>%1</b></td><td align=\"right\"><b>%2</b></td>"
                        "<td align=\"right\"><b>%3</b></td></tr></table>")
             .arg(escaped(Report::tr("Step time (total)")), reportNumber(step, 3), reportNumber(100.0, 1));
    return h;
}

// The sign of a change written out, with a true minus sign, so that a column of changes
// reads at a glance.
QString signedText(double v, const QString &text)
{
    return v > 0 ? QStringLiteral("+") + text : (v < 0 ? QStringLiteral("−") + text : text);
}

QString sensitivityTable(A p)
{
    QString h = QStringLiteral("<table class=\"t\" width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" border=\"1\">"
                               "<thead><tr><th width=\"40%\" align=\"left\">%1</th>"
                               "<th width=\"20%\" align=\"right\">%2</th><th width=\"18%\" align=\"right\">%3</th>"
                               "<th width=\"22%\" align=\"right\">%4</th></tr></thead>")
                    .arg(escaped(Report::tr("Change to this plan")), escaped(Report::tr("JCT change (h)")),
                         escaped(Report::tr("JCT change (%)")), escaped(Report::tr("Cost change (USD)")));
    for (const present::SensitivityEntry &e : p.sensitivity) {
        if (!e.fits) {
            h += QStringLiteral("<tr><td>%1</td><td colspan=\"3\">%2</td></tr>")
                     .arg(escaped(e.change), escaped(Report::tr("the plan no longer fits in memory")));
            continue;
        }
        h +=
            QStringLiteral(
                "<tr><td>%1</td><td align=\"right\">%2</td><td align=\"right\">%3</td><td align=\"right\">%4</td></tr>")
                .arg(escaped(e.change), signedText(e.deltaSeconds, reportNumber(std::fabs(e.deltaSeconds) / 3600.0, 2)),
                     signedText(e.deltaFraction, reportNumber(std::fabs(e.deltaFraction) * 100.0, 2)),
                     signedText(e.deltaUsd, reportNumber(std::fabs(e.deltaUsd), 0)));
    }
    return h + QStringLiteral("</table>");
}

} // namespace

QString generatedText(const QDateTime &generated)
{
    return generated.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
}

QString titleHtml(const Plans &plans, const QString &title, const QDateTime &generated, const QString &version)
{
    const bool compare = plans.size() > 1;
    QString h = QStringLiteral("<h1>%1</h1>").arg(escaped(title));
    for (int i = 0; i < plans.size(); ++i) {
        const present::PlanAnalysis &p = *plans[i];
        h += QStringLiteral("<p class=\"plan\">%1%2</p><p class=\"assume\">%3</p>")
                 .arg(compare ? QStringLiteral("%1: ").arg(QChar(u'A' + i)) : QString(), escaped(p.input.name),
                      escaped(present::assumptionsLine(p)));
    }
    h += Report::tr("<p class=\"meta\">Generated %1 by JCT Planner %2</p>")
             .arg(generatedText(generated), escaped(version));
    return h;
}

QString summaryHtml(const Plans &plans)
{
    QString h;
    for (const present::PlanAnalysis *p : plans) {
        if (!p->runs())
            h += Report::tr("<p class=\"bad\"><b>%1 cannot run:</b> %2</p>")
                     .arg(escaped(p->input.name), escaped(p->problem));
    }
    // One plan gets the answer in a sentence; a comparison lets the table speak.
    if (plans.size() == 1 && plans[0]->runs()) {
        const present::PlanAnalysis &p = *plans[0];
        const Result &r = p.result;
        h += Report::tr("<p>The job is predicted to take <b>%1</b> on %2 × %3 (at best %4 if every GPU computed "
                        "all the time) and to cost <b>%5</b>, %6 per million tokens. An idle minute of the whole "
                        "cluster costs %7.</p>")
                 .arg(present::formatDuration(r.predictedSeconds), present::formatCount(p.input.scenario.cluster.gpus),
                      escaped(present::gpuShortName(p.input)),
                      present::formatDurationAs(r.theoreticalSeconds, r.predictedSeconds),
                      present::formatUsd(r.cost.totalUsd), present::formatUsd(r.cost.perMillionTokensUsd),
                      present::formatUsd(r.cost.perIdleMinuteUsd));
    }
    h += tableHtml(summaryRows(plans), plans, Report::tr("Headline figure"));
    h += Report::tr("<p><b>The plan in brief</b></p>");
    h += tableHtml(briefRows(plans), plans, Report::tr("Choice"));
    return h;
}

QString chartResource(int plan, present::ChartId id)
{
    return QStringLiteral("chart-%1-%2.png").arg(plan).arg(present::chartName(id));
}

QString chartsHtml(const Plans &plans)
{
    QString h;
    // The charts flow, two to a page; A's chart stays on the page of B's, above it
    // (PlacedChart::keepWithNext).
    for (present::ChartId id : present::kAllCharts) {
        for (int i = 0; i < plans.size(); ++i)
            h += QStringLiteral("<p align=\"center\"><img src=\"%1\" width=\"%2\" height=\"%3\"></p>")
                     .arg(chartResource(i, id))
                     .arg(static_cast<int>(kContentWidth))
                     .arg(static_cast<int>(kChartHeight));
        if (id != present::ChartId::SyncWall)
            continue;
        // The wall and the knee in words under their chart.
        for (const present::PlanAnalysis *p : plans) {
            if (!p->runs() || p->syncWall.wallGpus <= 0)
                continue;
            const QString who = plans.size() > 1 ? p->input.name.toHtmlEscaped() + QStringLiteral(": ") : QString();
            h += Report::tr("<p>%1Sync wall: %2. Knee: %3.</p>")
                     .arg(who, present::syncWallText(p->syncWall).toHtmlEscaped(),
                          present::kneeText(p->syncWall).toHtmlEscaped());
            if (const QString limit = present::scalingLimitText(p->syncWall); !limit.isEmpty())
                h += Report::tr("<p>%1What ends the scaling: %2.</p>").arg(who, limit.toHtmlEscaped());
        }
    }
    return h;
}

QString breakdownHtml(const Plans &plans)
{
    QString h = Report::tr("<p>Where one training step goes, in seconds and as a share of the step.</p>");
    if (plans.size() > 1)
        h += tableHtml(breakdownRows(plans), plans, Report::tr("Part of a step"));
    else if (plans[0]->runs())
        h += breakdownTableSingle(*plans[0]);
    return h;
}

QString reliabilityHtml(const Plans &plans)
{
    QVector<Row> rows;
    rows << headingRow(Report::tr("Checkpoints"))
         << numberRow(plans, Report::tr("Checkpoint size"), QStringLiteral("GB"), 0,
                      [](A p) { return p.result.checkpoint.sizeBytes / 1e9; })
         << textRow(plans, Report::tr("Writing"), QString(),
                    [](A p) {
                        return p.input.scenario.storage.asyncCheckpoint ? Report::tr("asynchronous")
                                                                        : Report::tr("synchronous");
                    })
         << numberRow(plans, Report::tr("Interval used"), Report::tr("min"), 1,
                      [](A p) { return p.result.checkpoint.intervalSeconds / 60.0; })
         << numberRow(plans, Report::tr("Young's optimum interval"), Report::tr("min"), 1,
                      [](A p) { return p.result.checkpoint.youngSeconds / 60.0; })
         << numberRow(plans, Report::tr("Daly's optimum interval"), Report::tr("min"), 1,
                      [](A p) { return p.result.checkpoint.dalySeconds / 60.0; })
         << numberRow(plans, Report::tr("Training stalls per checkpoint"), QStringLiteral("s"), 1,
                      [](A p) { return p.result.checkpoint.blockingSeconds; })
         << numberRow(plans, Report::tr("Checkpoint overhead"), Report::tr("% of training"), 2,
                      [](A p) { return 100.0 * p.result.checkpoint.overheadFraction; })
         << headingRow(Report::tr("Failures"))
         << numberRow(plans, Report::tr("Job MTBF (mean time between failures)"), QStringLiteral("h"), 1,
                      [](A p) {
                          return p.result.failures.jobMtbfSeconds > 0 ? p.result.failures.jobMtbfSeconds / 3600.0
                                                                      : kNaN;
                      })
         << numberRow(plans, Report::tr("Expected failures over the job"), Report::tr("count"), 1,
                      [](A p) { return p.result.failures.expectedFailures; })
         << numberRow(plans, Report::tr("Recovery per failure"), Report::tr("min"), 1,
                      [](A p) { return p.result.failures.recoverySeconds / 60.0; });
    // The recovery in its parts, and the expected failures by source (operations teams
    // count them so), under the same names as the window's failures tile.
    for (std::size_t i = 0; i < present::recoveryParts(FailureResult{}).size(); ++i) {
        QString label = Report::tr("  of which %1")
                            .arg(QCoreApplication::translate("Figures", present::recoveryParts({})[i].label));
        // HTML folds the leading spaces: an em space keeps the part indented under its total.
        if (label.startsWith(QLatin1String("  ")))
            label.replace(0, 2, QChar(0x2003));
        rows << numberRow(plans, label, Report::tr("min"), 1,
                          [i](A p) { return present::recoveryParts(p.result.failures)[i].value / 60.0; });
    }
    rows << numberRow(plans, Report::tr("Lost work per failure (since the last checkpoint)"), Report::tr("min"), 1,
                      [](A p) { return p.result.failures.lostWorkSeconds / 60.0; });
    const bool bySource = std::any_of(plans.begin(), plans.end(), [](const present::PlanAnalysis *p) {
        return p->input.scenario.reliability.jobMtbfSeconds <= 0.0;
    });
    for (std::size_t i = 0; bySource && i < kFailureSources; ++i) {
        // A source no plan counts (its MTBF left at 0, "not counted") is no row.
        if (std::none_of(plans.begin(), plans.end(), [i](const present::PlanAnalysis *p) {
                return present::failureSources(p->result.failures)[i].value > 0.0;
            }))
            continue;
        rows << numberRow(plans,
                          Report::tr("Expected failures from %1")
                              .arg(QCoreApplication::translate("Figures", present::failureSources({})[i].label)),
                          Report::tr("count"), 1, [i](A p) {
                              return p.input.scenario.reliability.jobMtbfSeconds > 0.0
                                         ? kNaN
                                         : present::failureSources(p.result.failures)[i].value;
                          });
    }
    rows << numberRow(plans, Report::tr("Failure overhead (lost work and recovery)"), Report::tr("% of training"), 2,
                      [](A p) { return 100.0 * p.result.failures.overheadFraction; })
         << numberRow(plans, Report::tr("Checkpoint and failure overhead together"), Report::tr("% of training"), 2,
                      [](A p) { return p.checkpointChart.currentOverheadPercent; });
    return tableHtml(rows, plans);
}

QString costHtml(const Plans &plans)
{
    QVector<Row> rows;
    rows << numberRow(plans, Report::tr("GPUs"), Report::tr("GPUs"), 0,
                      [](A p) { return double(p.input.scenario.cluster.gpus); })
         << numberRow(plans, Report::tr("Predicted job time"), QStringLiteral("h"), 1,
                      [](A p) { return p.result.predictedSeconds / 3600.0; })
         << numberRow(plans, Report::tr("GPU-hours"), Report::tr("GPU-h"), 0,
                      [](A p) { return p.result.cost.gpuHours; })
         << numberRow(plans, Report::tr("Price per GPU-hour"), Report::tr("USD/GPU-h"), 2,
                      [](A p) { return p.input.scenario.cost.gpuHourUsd; })
         << numberRow(plans, Report::tr("GPU cost"), Report::tr("USD"), 0, [](A p) { return p.result.cost.gpuUsd; })
         << numberRow(plans, Report::tr("Energy (with PUE)"), Report::tr("MWh"), 1,
                      [](A p) { return p.result.cost.energyKwh / 1000.0; })
         << numberRow(plans, Report::tr("Energy cost"), Report::tr("USD"), 0,
                      [](A p) { return p.result.cost.energyUsd; })
         << numberRow(plans, Report::tr("Total cost"), Report::tr("USD"), 0, [](A p) { return p.result.cost.totalUsd; })
         << numberRow(plans, Report::tr("Cost per million tokens"), Report::tr("USD"), 2,
                      [](A p) { return p.result.cost.perMillionTokensUsd; })
         << numberRow(plans, Report::tr("Idle cost (predicted − minimum)"), Report::tr("USD"), 0,
                      [](A p) { return p.result.cost.idleUsd; })
         << numberRow(plans, Report::tr("Cost of an idle minute"), Report::tr("USD/min"), 2,
                      [](A p) { return p.result.cost.perIdleMinuteUsd; });
    return Report::tr("<p>GPU-hours × price plus energy (GPUs × power × PUE × time × price per kWh).</p>")
           + tableHtml(rows, plans);
}

QString sensitivityHtml(const Plans &plans)
{
    QString h;
    for (int i = 0; i < plans.size(); ++i) {
        if (plans.size() > 1)
            h += QStringLiteral("<p class=\"plan\">%1: %2</p>").arg(QChar(u'A' + i)).arg(escaped(plans[i]->input.name));
        if (plans[i]->runs())
            h += sensitivityTable(*plans[i]);
    }
    return h;
}

QString sourcesHtml()
{
    // The formulas are in core/README.md; here the reader gets the model's standing and its
    // literature, so that the figures can be checked without the code.
    return Report::tr("<p>The figures come from JCT Planner's analytic model (<i>core/README.md</i> gives every "
                      "formula in prose): "
                      "FLOPs per token and layer, memory per GPU, α–β costs of the collectives on the fabric, the "
                      "pipeline bubble, "
                      "stragglers as order statistics, checkpoints at Young's or Daly's interval and failures by "
                      "Daly's expected "
                      "wall "
                      "time. It is validated against published measured runs (2.4&nbsp;% mean error on the eight "
                      "Korthikanti et al. "
                      "iteration times). Predictions, not quotes: the inputs above decide them.</p>")
           + QStringLiteral(
               "<ul>"
               "<li>D. Narayanan et al., <i>Efficient Large-Scale Language Model Training on GPU Clusters Using "
               "Megatron-LM</i>, "
               "SC'21 (FLOPs, interleaved 1F1B bubble).</li>"
               "<li>V. Korthikanti et al., <i>Reducing Activation Recomputation in Large Transformer Models</i>, 2022 "
               "(activation memory, selective recompute, sequence parallelism).</li>"
               "<li>S. Rajbhandari et al., <i>ZeRO: Memory Optimizations Toward Training Trillion Parameter "
               "Models</i>, "
               "SC'20.</li>"
               "<li>R. Hockney, <i>The communication challenge for MPP</i>, Parallel Computing 1994 (α–β model); R. "
               "Thakur, "
               "R. Rabenseifner, W. Gropp, <i>Optimization of Collective Communication Operations in MPICH</i>, IJHPCA "
               "2005; "
               "NVIDIA nccl-tests <i>PERFORMANCE.md</i> (bus bandwidth).</li>"
               "<li>J. W. Young, <i>A first order approximation to the optimum checkpoint interval</i>, CACM 1974; "
               "J. T. Daly, <i>A higher order estimate of the optimum checkpoint interval for restart dumps</i>, FGCS "
               "2006.</li>"
               "<li>G. Blom, <i>Statistical Estimates and Transformed Beta-Variables</i>, 1958 (order statistics); M. "
               "Raab, "
               "A. Steger, <i>“Balls into Bins” — A Simple and Tight Analysis</i>, RANDOM 1998.</li>"
               "<li>GPU, fabric and model figures: vendor datasheets and model configuration files, cited next to each "
               "entry "
               "of the built-in catalogs.</li>"
               "</ul>");
}

} // namespace jct::report
