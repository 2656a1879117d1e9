#include "commands.h"

#include "app/format/enumnames.h"
#include "app/format/scenariojson.h"
#include "app/present/figures.h"
#include "app/present/numberformat.h"
#include "app/present/plancaption.h"
#include "app/present/resultjson.h"
#include "clitext.h"
#include "cliutil.h"
#include "core/model/units.h"
#include "core/step/evaluate.h"
#include "core/studies/planstudy.h"

#include <algorithm>
#include <array>
#include <cmath>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

namespace jct::cli {

namespace {

QString usageText()
{
    return Cli::tr(
        "Usage: jct <command> [options]\n"
        "\n"
        "Commands:\n"
        "  eval [FILE] [--json] [--knee PERCENT]     evaluate one scenario (the built-in default without FILE)\n"
        "  sweep [FILE] --gpus A:B[:xSTEP] [--csv]   the sync-wall curve: one row per GPU count\n"
        "  validate FILE.json                        predicted vs measured for a published-runs file\n"
        "  fit-nccl LOG... [--json] [--into PLAN -o OUT]\n"
        "                                            fit alpha and bus bandwidth to nccl-tests logs of one cluster\n"
        "  capacity [FILE] --deadline DAYS [--json]  fewest GPUs for a deadline, least cost per token, deadline check\n"
        "  report [FILE] -o OUT.pdf [--compare B] [--knee PERCENT]\n"
        "                                            write the procurement report (A4 PDF)\n"
        "  plot [FILE] --chart NAME -o OUT [--size WxH] [--dpi N] [--knee PERCENT]\n"
        "                                            write one chart (sync-wall, idle-cost, failures,\n"
        "                                            breakdown) as .png, .svg or .pdf\n"
        "  search [FILE] [--gpus A:B] [--objective time|cost|cost-per-token] [--top N] [--json]\n"
        "                                            the auto-planner: best layouts, Pareto front, sync walls\n"
        "\n"
        "Exit codes: 0 success, 1 valid but infeasible plan, 2 bad input.\n");
}

// The labels of the eval text's label-and-value lines: the plan's at two spaces, the
// failures' parts at four.
constexpr const char *kEvalLabels[] = {QT_TRANSLATE_NOOP("Cli", "Layout"),      QT_TRANSLATE_NOOP("Cli", "Memory"),
                                       QT_TRANSLATE_NOOP("Cli", "INFEASIBLE"),  QT_TRANSLATE_NOOP("Cli", "Step time"),
                                       QT_TRANSLATE_NOOP("Cli", "Throughput"),  QT_TRANSLATE_NOOP("Cli", "Checkpoints"),
                                       QT_TRANSLATE_NOOP("Cli", "Failures"),    QT_TRANSLATE_NOOP("Cli", "Data"),
                                       QT_TRANSLATE_NOOP("Cli", "Serial"),      QT_TRANSLATE_NOOP("Cli", "JCT"),
                                       QT_TRANSLATE_NOOP("Cli", "Cost"),        QT_TRANSLATE_NOOP("Cli", "Waiting"),
                                       QT_TRANSLATE_NOOP("Cli", "Sensitivity"), QT_TRANSLATE_NOOP("Cli", "Sync wall"),
                                       QT_TRANSLATE_NOOP("Cli", "Knee"),        QT_TRANSLATE_NOOP("Cli", "Scaling"),
                                       QT_TRANSLATE_NOOP("Cli", "Assumed")};
constexpr const char *kEvalPartLabels[] = {QT_TRANSLATE_NOOP("Cli", "recovery"), QT_TRANSLATE_NOOP("Cli", "by source")};
constexpr int kEvalLabelIndent = 2;
constexpr int kEvalPartIndent = 4;

// The terminal column where every value of the eval text starts, measured on the labels of
// the installed language: one space after the widest label, and never before column 15,
// where English puts it. A long label (German "Wiederherstellung", Japanese
// "チェックポイント") moves the column for all of them, so that the values line up.
int evalValueColumn()
{
    int column = 15;
    for (const char *label : kEvalLabels)
        column = std::max(column, kEvalLabelIndent + displayWidth(Cli::tr(label)) + 1);
    for (const char *label : kEvalPartLabels)
        column = std::max(column, kEvalPartIndent + displayWidth(Cli::tr(label)) + 1);
    return column;
}

// `label` (one of kEvalLabels or, at kEvalPartIndent, of kEvalPartLabels) padded to the
// value column.
QString evalLabel(const QString &label, int indent = kEvalLabelIndent)
{
    return columnLabel(label, indent, evalValueColumn() - indent);
}

// The width of a sub-table's label column: `least` cells, or one more than its widest label.
int labelColumnWidth(const QStringList &labels, int least)
{
    int width = least;
    for (const QString &label : labels)
        width = std::max(width, displayWidth(label) + 1);
    return width;
}

QString percentOf(double part, double whole)
{
    return whole > 0.0 ? QStringLiteral(" (%1)").arg(present::formatPercent(part / whole)) : QString();
}

void printLayout(QTextStream &out, const Scenario &s, const Result &r)
{
    const Parallelism &p = s.parallelism;
    const QString stages = p.pp > 1 ? present::unevenStagesText(s.model, p) : QString();
    const QString pipeline = stages.isEmpty() ? QString::number(p.pp) : QStringLiteral("%1 (%2)").arg(p.pp).arg(stages);
    const QString experts =
        p.etp > 0 && p.etp != p.tp ? QStringLiteral("%1 · etp %2").arg(p.ep).arg(p.etp) : QString::number(p.ep);
    out << evalLabel(Cli::tr("Layout"))
        << (r.microBatches == 1
                ? Cli::tr("tp %1 · pp %2 · cp %3 · ep %4 · vpp %5 → dp %6 on %7 GPUs; %8 micro-batch of %9 per step")
                : Cli::tr("tp %1 · pp %2 · cp %3 · ep %4 · vpp %5 → dp %6 on %7 GPUs; %8 micro-batches of %9 per step"))
               .arg(p.tp)
               .arg(pipeline)
               .arg(p.cp)
               .arg(experts)
               .arg(p.vpp)
               .arg(present::formatCount(r.dp))
               .arg(present::formatCount(s.cluster.gpus))
               .arg(present::formatCount(r.microBatches))
               .arg(present::formatCount(s.training.microBatch))
        << Qt::endl;
}

void printMemory(QTextStream &out, const MemoryBreakdown &m)
{
    out << evalLabel(Cli::tr("Memory"))
        << Cli::tr("%1 of %2 usable per GPU (%3)")
               .arg(present::formatBinaryBytes(m.total()), present::formatBinaryBytes(m.usable),
                    present::memoryPartsText(m))
        << Qt::endl;
}

void printStepTime(QTextStream &out, const Result &r, const StepTail &tail)
{
    const double st = r.stepTime;
    out << evalLabel(Cli::tr("Step time"))
        << Cli::tr("%1 mean, p50 %2, p99 %3 over steps (the job is priced on the mean)")
               .arg(present::formatDuration(st), present::formatDuration(tail.p50), present::formatDuration(tail.p99))
        << Qt::endl;
    const auto parts = present::stepParts(r.step);
    QStringList labels;
    for (const present::BreakdownPart &part : parts)
        labels << QCoreApplication::translate("PlanAnalysis", part.label);
    const int width = labelColumnWidth(labels, 18);
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const present::BreakdownPart &part = parts[i];
        if (part.value <= 0.0)
            continue;
        out << QStringLiteral("    %1 %2%3")
                   .arg(fitWidth(labels[static_cast<qsizetype>(i)], -width))
                   .arg(present::formatDuration(part.value), 10)
                   .arg(percentOf(part.value, st))
            << Qt::endl;
    }
}

// One collective of the step: `name` is the parallel dimension, `op` what it runs. A
// dimension of one rank, or one that costs nothing, has no line.
void printCollective(QTextStream &out, const char *name, const CollectiveChoice &cc, const char *op,
                     bool repeatedPerMicroBatch = false)
{
    if (cc.ranks <= 1 || cc.seconds <= 0.0)
        return;
    const QLocale c = QLocale::c();
    // Point-to-point transfers have no algorithm or protocol to name.
    const QString what =
        QString::fromLatin1(op) == QLatin1String("send/recv")
            ? QString::fromLatin1(op)
            : QStringLiteral("%1/%2 %3")
                  .arg(format::enumKey(cc.algorithm), format::enumLabel(cc.protocol), QString::fromLatin1(op));
    const QString domains = cc.domains == 1 ? Cli::tr("%1 NVLink domain").arg(cc.domains)
                                            : Cli::tr("%1 NVLink domains").arg(present::formatCount(cc.domains));
    // ZeRO-3 gathers its buffer layer by layer (or module by module): one figure a pass.
    const QString size =
        cc.calls > 1
            ? Cli::tr("%1 in %2 calls").arg(present::formatDecimalBytes(cc.bytes), present::formatCount(cc.calls))
            : Cli::tr("%1 per call").arg(present::formatDecimalBytes(cc.bytes));
    out << QStringLiteral("    %1 ").arg(QString::fromLatin1(name), -3)
        << Cli::tr("%1 over %2 ranks (%3), %4: %5 (α %6 µs, β %7 GB/s)")
               .arg(what)
               .arg(present::formatCount(cc.ranks))
               .arg(domains, size,
                    // ZeRO-3 and FSDP gather and reduce-scatter every micro-batch:
                    // the figure is one pass of each, not the step's DP time.
                    repeatedPerMicroBatch
                        ? Cli::tr("%1 for one of each (ZeRO-3 gathers twice a micro-batch, forward and backward, and "
                                  "reduce-scatters once)")
                              .arg(present::formatDuration(cc.seconds))
                        : present::formatDuration(cc.seconds))
               .arg(c.toString(cc.alpha * 1e6, 'f', 2), c.toString(cc.beta / 1e9, 'f', 1))
        << Qt::endl;
}

void printCollectives(QTextStream &out, const Scenario &s, const Result &r)
{
    out << QStringLiteral("  ") << Cli::tr("Collectives") << Qt::endl;
    printCollective(out, "TP", r.tp, "all-reduce");
    printCollective(out, "PP", r.pp, "send/recv");
    printCollective(out, "DP", r.dp_, s.training.zeroStage >= 1 ? "reduce-scatter + all-gather" : "all-reduce",
                    zeroStageInStep(s) >= 3);
    printCollective(out, "EP", r.ep, "all-to-all");
    printCollective(out, "CP", r.cp, "send/recv");
}

void printCheckpoints(QTextStream &out, const Scenario &s, const CheckpointResult &ck)
{
    const QLocale c = QLocale::c();
    if (!(ck.intervalSeconds > 0.0)) {
        // No failure source modelled: nothing to checkpoint against but the end of the run.
        out << evalLabel(Cli::tr("Checkpoints"))
            << Cli::tr("%1, none during the run (no failure source is modelled); final %2")
                   .arg(present::formatDecimalBytes(ck.sizeBytes), present::formatDuration(ck.finalSeconds))
            << Qt::endl;
        return;
    }
    out << evalLabel(Cli::tr("Checkpoints"))
        << Cli::tr("%1 every %2 (Young %3, Daly %4); blocks %5 each%6; final %7; overhead %8")
               .arg(present::formatDecimalBytes(ck.sizeBytes), present::formatDuration(ck.intervalSeconds),
                    present::formatDuration(ck.youngSeconds), present::formatDuration(ck.dalySeconds),
                    present::formatDuration(ck.blockingSeconds),
                    s.storage.asyncCheckpoint
                        ? Cli::tr(" (async: max of copy %1, flush %2)")
                              .arg(present::formatDuration(ck.copySeconds), present::formatDuration(ck.flushSeconds))
                        : QString(),
                    present::formatDuration(ck.finalSeconds), present::formatPercent(ck.overheadFraction, c, 2))
        << Qt::endl;
}

void printFailures(QTextStream &out, const Scenario &s, const FailureResult &fl)
{
    const QLocale c = QLocale::c();
    out << evalLabel(Cli::tr("Failures"))
        << Cli::tr("job MTBF %1; %2 expected failures; recovery %3 each; lost work %4 each; overhead %5")
               .arg(fl.jobMtbfSeconds > 0 ? present::formatDuration(fl.jobMtbfSeconds) : QStringLiteral("∞"),
                    c.toString(fl.expectedFailures, 'f', 1), present::formatDuration(fl.recoverySeconds),
                    present::formatDuration(fl.lostWorkSeconds), present::formatPercent(fl.overheadFraction, c, 2))
        << Qt::endl;
    QStringList parts;
    for (const present::BreakdownPart &part : present::recoveryParts(fl))
        parts << QStringLiteral("%1 %2").arg(QCoreApplication::translate("Figures", part.label),
                                             present::formatDuration(part.value));
    out << evalLabel(Cli::tr("recovery"), kEvalPartIndent) << parts.join(QStringLiteral(" + ")) << Qt::endl;
    if (s.reliability.jobMtbfSeconds > 0.0) {
        out << evalLabel(Cli::tr("by source"), kEvalPartIndent)
            << Cli::tr("the plan's job MTBF overrides the per-component MTBFs") << Qt::endl;
        return;
    }
    QStringList sources;
    for (const present::BreakdownPart &part : present::failureSources(fl))
        if (part.value > 0.0)
            sources << QStringLiteral("%1 %2").arg(QCoreApplication::translate("Figures", part.label),
                                                   c.toString(part.value, 'f', 1));
    if (!sources.isEmpty())
        out << evalLabel(Cli::tr("by source"), kEvalPartIndent) << sources.join(QStringLiteral(", ")) << Qt::endl;
}

// The dataset reads against the storage uplinks, validation and the serial start.
void printDataLoading(QTextStream &out, const Result &r)
{
    const QLocale c = QLocale::c();
    const DataLoadResult &d = r.dataLoad;
    if (d.bytesPerStep > 0.0)
        out << evalLabel(Cli::tr("Data"))
            << Cli::tr("%1 per step needs %2 GB/s; storage delivers %3; stall %4 per step")
                   .arg(present::formatDecimalBytes(d.bytesPerStep), c.toString(d.neededBandwidth / units::kGB, 'f', 2),
                        d.deliveredBandwidth > 0.0
                            ? QStringLiteral("%1 GB/s").arg(c.toString(d.deliveredBandwidth / units::kGB, 'f', 2))
                            : Cli::tr("no limit"),
                        present::formatDuration(d.stallSeconds))
            << Qt::endl;
    out << evalLabel(Cli::tr("Serial"))
        << Cli::tr("%1 (startup, staging): %2 of the job (Amdahl); validation %3")
               .arg(present::formatDuration(r.serialSeconds), present::formatPercent(r.amdahlFraction, c, 2),
                    present::formatDuration(r.validationSeconds))
        << Qt::endl;
}

void printSensitivity(QTextStream &out, const PlanStudy &study)
{
    const QLocale c = QLocale::c();
    out << evalLabel(Cli::tr("Sensitivity")) << Cli::tr("what one change does to this plan:") << Qt::endl;
    QStringList changes;
    for (const SensitivityRow &row : study.sensitivity)
        changes << format::enumText(row.change);
    const int width = labelColumnWidth(changes, 28);
    for (const SensitivityRow &row : study.sensitivity) {
        if (!row.fits) {
            out << QStringLiteral("    %1 ").arg(fitWidth(format::enumText(row.change), -width))
                << Cli::tr("plan no longer fits") << Qt::endl;
            continue;
        }
        const auto sign = [](double v) { return v >= 0 ? QStringLiteral("+") : QStringLiteral("−"); };
        out << QStringLiteral("    %1 ").arg(fitWidth(format::enumText(row.change), -width))
            << Cli::tr("JCT %1%2 (%3%4), cost %5%6")
                   .arg(sign(row.deltaSeconds), present::formatDuration(std::fabs(row.deltaSeconds)))
                   .arg(sign(row.deltaSeconds),
                        present::formatPercent(std::fabs(row.deltaSeconds) / study.result.predictedSeconds, c, 2))
                   .arg(sign(row.deltaUsd), present::formatUsd(std::fabs(row.deltaUsd)))
            << Qt::endl;
    }
}

void printSyncWall(QTextStream &out, const SyncWallSummary &wall)
{
    if (wall.wallGpus <= 0)
        return;
    out << evalLabel(Cli::tr("Sync wall")) << present::syncWallText(wall) << Qt::endl;
    if (wall.kneeGpus > 0)
        out << evalLabel(Cli::tr("Knee")) << present::kneeText(wall) << Qt::endl;
    if (const QString limit = present::scalingLimitText(wall); !limit.isEmpty())
        out << evalLabel(Cli::tr("Scaling")) << limit << Qt::endl;
}

// The text of `jct eval`: the plan's layout and memory; for a plan that fits, where the
// step's time goes, the collectives, overheads, JCT, cost, sensitivity and sync wall.
void printHuman(QTextStream &out, const format::LoadedScenario &loaded, const PlanStudy &study)
{
    const Result &r = study.result;
    const Scenario &s = loaded.scenario;
    out << loaded.name << Qt::endl;
    printLayout(out, s, r);
    printMemory(out, r.memory);
    if (!r.fits()) {
        out << evalLabel(Cli::tr("INFEASIBLE")) << present::describeInfeasibility(r, s) << Qt::endl;
        return;
    }
    printStepTime(out, r, study.stepTail);
    const present::FigureContext figures{s, r, &study.syncWall, &study.stepTail};
    out << evalLabel(Cli::tr("Throughput")) << present::evalLineText(present::EvalLine::Throughput, figures)
        << Qt::endl;
    printCollectives(out, s, r);
    printCheckpoints(out, s, r.checkpoint);
    printFailures(out, s, r.failures);
    printDataLoading(out, r);
    out << evalLabel(Cli::tr("JCT")) << present::evalLineText(present::EvalLine::Jct, figures) << Qt::endl;
    out << evalLabel(Cli::tr("Cost")) << present::evalLineText(present::EvalLine::Cost, figures) << Qt::endl;
    out << evalLabel(Cli::tr("Waiting")) << present::waitingText(s) << Qt::endl;
    printSensitivity(out, study);
    printSyncWall(out, study.syncWall);
}

} // namespace

int runEval(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("Evaluate one scenario."));
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 Cli::tr("scenario file (.jctplan); the built-in default when omitted"));
    const QCommandLineOption json(QStringLiteral("json"), Cli::tr("print the result as JSON"));
    parser.addOption(json);
    const QCommandLineOption knee = kneeOption();
    parser.addOption(knee);
    if (const std::optional<int> exit =
            parseArguments(parser, arguments, Cli::tr("usage: jct eval [FILE] [--json] [--knee PERCENT]"), out, err))
        return *exit;
    StudyOptions options = present::evalStudyOptions();
    if (!parseKnee(parser, knee, QStringLiteral("eval"), err, &options.kneeThreshold))
        return kExitBadInput;
    const auto loaded = loadScenarioArgument(parser.positionalArguments(), err);
    if (!loaded)
        return kExitBadInput;
    const PlanStudy study = studyPlan(loaded->scenario, options);
    const Result &r = study.result;
    if (r.infeasibility.isInputError()) {
        err << (parser.positionalArguments().isEmpty() ? Cli::tr("default scenario")
                                                       : parser.positionalArguments().first())
            << ": " << present::problemKeyPath(r, loaded->scenario) << ": "
            << present::describeInfeasibility(r, loaded->scenario) << Qt::endl;
        return kExitBadInput;
    }
    if (parser.isSet(json)) {
        useEnglishForScripts();
        out << QJsonDocument(present::resultToJson(*loaded, study)).toJson(QJsonDocument::Indented);
    } else {
        printHuman(out, *loaded, study);
        if (const QStringList assumed = present::assumedKeys(*loaded); !assumed.isEmpty())
            out << evalLabel(Cli::tr("Assumed")) << assumed.join(QStringLiteral(", ")) << Qt::endl;
    }
    return r.fits() ? kExitOk : kExitInfeasible;
}

int run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    if (arguments.size() < 2 || arguments.at(1) == QLatin1String("--help") || arguments.at(1) == QLatin1String("-h")
        || arguments.at(1) == QLatin1String("help")) {
        (arguments.size() < 2 ? err : out) << usageText();
        return arguments.size() < 2 ? kExitBadInput : kExitOk;
    }
    if (arguments.at(1) == QLatin1String("--version")) {
        out << "jct " << QCoreApplication::applicationVersion() << Qt::endl;
        return kExitOk;
    }
    const QString &command = arguments.at(1);
    const QStringList rest = arguments.mid(1); // the sub-command takes the place of argv[0]
    if (command == QLatin1String("eval"))
        return runEval(rest, out, err);
    if (command == QLatin1String("sweep"))
        return runSweep(rest, out, err);
    if (command == QLatin1String("validate"))
        return runValidate(rest, out, err);
    if (command == QLatin1String("fit-nccl"))
        return runFitNccl(rest, out, err);
    if (command == QLatin1String("plot"))
        return runPlot(rest, out, err);
    if (command == QLatin1String("report"))
        return runReport(rest, out, err);
    if (command == QLatin1String("capacity"))
        return runCapacity(rest, out, err);
    if (command == QLatin1String("search"))
        return runSearch(rest, out, err);
    err << Cli::tr("jct: unknown command '%1'").arg(command) << "\n\n" << usageText();
    return kExitBadInput;
}

} // namespace jct::cli
