// `jct search`: the auto-planner. Every valid layout of the plan's model on its GPU type,
// at one GPU count or across a range, ranked by predicted JCT, total cost or cost per
// trained token; the top N with their breakdowns, why the best beats the runner-up, and
// across GPU counts the days-vs-dollars Pareto front and each layout family's sync wall.

#include "app/format/enumnames.h"
#include "app/present/numberformat.h"
#include "app/present/resultjson.h"
#include "app/present/searchreport.h"
#include "clitext.h"
#include "cliutil.h"
#include "commands.h"
#include "core/model/units.h"
#include "core/studies/layoutsearch.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QRegularExpression>

namespace jct::cli {

namespace {

constexpr int kMaxGpuCounts = 64;
constexpr std::size_t kFamiliesListed = 8;

// "N", "A:B" (A, 2A, 4A, … and B) or "A:B:xF".
std::optional<std::vector<int>> parseGpuCounts(const QString &text, QString *error)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d+)(?::(\\d+)(?::x(\\d+(?:\\.\\d+)?))?)?$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch()) {
        *error =
            Cli::tr("--gpus must look like N, A:B or A:B:xSTEP (e.g. 256:4096 or 512:4096:x1.5), got '%1'").arg(text);
        return std::nullopt;
    }
    bool ok = false;
    const long long from = match.captured(1).toLongLong(&ok);
    const long long to = match.hasCaptured(2) ? match.captured(2).toLongLong() : from;
    if (!ok || from < 1 || to < from || to > (1 << 24)) {
        *error = Cli::tr("--gpus: need 1 ≤ A ≤ B ≤ 16777216, got '%1'").arg(text);
        return std::nullopt;
    }
    double factor = 2.0;
    if (match.hasCaptured(3)) {
        factor = match.captured(3).toDouble();
        if (factor <= 1.0) {
            *error =
                Cli::tr("--gpus: the step factor after 'x' must be greater than 1, got '%1'").arg(match.captured(3));
            return std::nullopt;
        }
    }
    const std::vector<int> counts = present::geometricGpuCounts(static_cast<int>(from), static_cast<int>(to), factor);
    if (static_cast<int>(counts.size()) > kMaxGpuCounts) {
        *error = Cli::tr("--gpus: %1 GPU counts in '%2'; at most %3 (use a larger step, e.g. :x2)")
                     .arg(counts.size())
                     .arg(text)
                     .arg(kMaxGpuCounts);
        return std::nullopt;
    }
    return counts;
}

void printSummary(QTextStream &out, const format::LoadedScenario &loaded, const SearchResult &r)
{
    QStringList counts;
    for (int n : r.gpuCounts)
        counts << present::formatCount(n);
    // The objective in words, and as --objective spells it.
    out << Cli::tr("Auto-planner: %1; GPU counts %2; objective: %3 (%4)")
               .arg(loaded.name, counts.join(QStringLiteral(", ")), format::enumText(r.objective),
                    format::enumKey(r.objective))
        << Qt::endl;
    const QString threads = r.threads == 1 ? Cli::tr("%1 thread").arg(r.threads) : Cli::tr("%1 threads").arg(r.threads);
    out << "  "
        << Cli::tr("%1 distinct valid layouts (%2 tp·pp·cp·ep choices refused by a divisibility rule); %3 discarded "
                   "by the memory model before timing; %4 evaluated in %5 on %6 (%7 evaluations/s)%8")
               .arg(present::formatCount(static_cast<double>(r.candidates)),
                    present::formatCount(static_cast<double>(r.prunedByLayout)),
                    present::formatCount(static_cast<double>(r.prunedByMemory)),
                    present::formatCount(static_cast<double>(r.evaluated)), present::formatDuration(r.seconds), threads,
                    present::formatCount(r.seconds > 0 ? std::round(r.evaluated / r.seconds) : 0.0),
                    r.cancelled ? Cli::tr(" — cancelled") : QString())
        << Qt::endl;
}

void printTopLayouts(QTextStream &out, const std::vector<RankedLayout> &top)
{
    const QLocale c = QLocale::c();
    out << QStringLiteral("%1 %2  %3 %4 %5 %6 %7  %8\n")
               .arg(QStringLiteral("#"), 3)
               .arg(fitWidth(Cli::tr("GPUs"), 7))
               .arg(fitWidth(Cli::tr("step"), 9))
               .arg(fitWidth(Cli::tr("JCT days"), 9))
               .arg(fitWidth(Cli::tr("total cost"), 13))
               .arg(fitWidth(Cli::tr("MFU"), 6))
               .arg(fitWidth(Cli::tr("memory"), 9))
               .arg(Cli::tr("layout"));
    for (std::size_t i = 0; i < top.size(); ++i) {
        const RankedLayout &t = top[i];
        out << QStringLiteral("%1 %2  %3 %4 %5 %6 %7  %8\n")
                   .arg(static_cast<int>(i + 1), 3)
                   .arg(present::formatCount(t.layout.gpus), 7)
                   .arg(present::formatDuration(t.result.stepTime), 9)
                   .arg(c.toString(t.result.predictedSeconds / units::kDay, 'f', 2), 9)
                   .arg(present::formatUsd(t.result.cost.totalUsd), 13)
                   .arg(present::formatPercent(t.result.mfu), 6)
                   .arg(present::formatBinaryBytes(t.result.memory.total()), 9)
                   .arg(present::describeLayout(t.layout, t.result.dp, t.result.memory));
    }
}

void printBestBreakdown(QTextStream &out, const Result &best)
{
    const QLocale c = QLocale::c();
    out << Qt::endl << Cli::tr("Best layout, step breakdown:") << Qt::endl;
    // The label column as wide as the longest part's name in the installed language.
    const auto parts = present::stepParts(best.step);
    int width = 18;
    for (const present::BreakdownPart &part : parts)
        width = std::max(width, displayWidth(QCoreApplication::translate("PlanAnalysis", part.label)) + 1);
    for (const present::BreakdownPart &part : parts) {
        if (part.value <= 0.0)
            continue;
        out << QStringLiteral("  %1 %2 (%3)\n")
                   .arg(fitWidth(QCoreApplication::translate("PlanAnalysis", part.label), -width))
                   .arg(present::formatDuration(part.value), 10)
                   .arg(present::formatPercent(part.value / best.stepTime));
    }
    out << "  "
        << Cli::tr("checkpoints %1, failures %2 of the training time; efficiency %3")
               .arg(present::formatPercent(best.checkpoint.overheadFraction, c, 2),
                    present::formatPercent(best.failures.overheadFraction, c, 2),
                    present::formatPercent(best.efficiency))
        << Qt::endl;
}

void printParetoFront(QTextStream &out, const std::vector<RankedLayout> &pareto)
{
    const QLocale c = QLocale::c();
    out << Qt::endl
        << Cli::tr("Pareto front, days vs dollars (no other layout is both faster and cheaper):") << Qt::endl;
    for (const RankedLayout &p : pareto)
        out << "  "
            << Cli::tr("%1 GPUs %2 days %3  %4")
                   .arg(present::formatCount(p.layout.gpus), 7)
                   .arg(c.toString(p.result.predictedSeconds / units::kDay, 'f', 2), 8)
                   .arg(present::formatUsd(p.result.cost.totalUsd), 13)
                   .arg(present::describeLayout(p.layout, p.result.dp))
            << '\n';
}

// "tp 8 · pp 4", with cp and ep only when the family uses them.
QString familyName(const FamilyWall &f)
{
    QString name = QStringLiteral("tp %1 · pp %2").arg(f.tp).arg(f.pp);
    if (f.cp > 1)
        name += QStringLiteral(" · cp %1").arg(f.cp);
    if (f.ep > 1)
        name += QStringLiteral(" · ep %1").arg(f.ep);
    return name;
}

// The sync walls of the fastest families, fastest first.
void printFamilyWalls(QTextStream &out, const std::vector<FamilyWall> &all)
{
    const QLocale c = QLocale::c();
    const std::vector<const FamilyWall *> families = present::familiesFastestFirst(all);
    const std::size_t shown = std::min(families.size(), kFamiliesListed);
    out << Qt::endl
        << Cli::tr("Sync wall of the %1 fastest layout families (of %2; global batch fixed, the least predicted JCT "
                   "over each family's GPU counts):")
               .arg(shown)
               .arg(families.size())
        << Qt::endl;
    for (std::size_t i = 0; i < shown; ++i) {
        const FamilyWall &f = *families[i];
        out << QStringLiteral("  %1 ").arg(familyName(f), -22)
            << Cli::tr("fastest here on %1 GPUs (%2 days); wall at %3 GPUs with micro-batches of %4 (%5 days, %6)")
                   .arg(present::formatCount(f.bestGpus))
                   .arg(c.toString(present::fastestSeconds(f) / units::kDay, 'f', 2))
                   .arg(f.wallGpus > 0 ? present::formatCount(f.wallGpus) : QStringLiteral("?"))
                   .arg(f.wallMicroBatch)
                   .arg(c.toString(f.wallSeconds / units::kDay, 'f', 2), present::formatUsd(f.wallUsd))
            << '\n';
    }
}

// The text of `jct search`: what was searched, the top layouts, the best one's breakdown
// and why it beats the runner-up; across GPU counts, the Pareto front and the sync walls.
void printHuman(QTextStream &out, const format::LoadedScenario &loaded, const SearchResult &r)
{
    printSummary(out, loaded, r);
    if (r.top.empty()) {
        const QString gpu = loaded.gpuId.isEmpty() ? Cli::tr("this GPU") : loaded.gpuId;
        if (r.evaluated > 0)
            out << "  "
                << Cli::tr(
                       "No layout runs on %1 at these GPU counts: %2 fit in memory, but none finishes (the expected "
                       "job time is not finite or past 1,000,000 days; jct eval says why).")
                       .arg(gpu, present::formatCount(static_cast<double>(r.evaluated)))
                << Qt::endl;
        else
            out << "  " << Cli::tr("No layout fits in memory on %1 at these GPU counts.").arg(gpu) << Qt::endl;
        return;
    }
    out << Qt::endl;
    printTopLayouts(out, r.top);
    printBestBreakdown(out, r.top.front().result);
    if (r.top.size() >= 2) {
        out << Qt::endl;
        for (const QString &line : present::explainBest(r.top[0], r.top[1], r.objective))
            out << line << '\n';
    }
    if (r.gpuCounts.size() > 1 && !r.pareto.empty())
        printParetoFront(out, r.pareto);
    if (!r.families.empty())
        printFamilyWalls(out, r.families);
}

} // namespace

int runSearch(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("The auto-planner: the best parallel layouts, the Pareto front and their sync walls."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("scenario file; the built-in default when omitted"));
    const QCommandLineOption gpusOption(
        QStringLiteral("gpus"),
        Cli::tr("GPU counts: N, A:B (A, 2A, 4A, …, B) or A:B:xSTEP; the plan's count by default"),
        QStringLiteral("A:B"));
    const QCommandLineOption objectiveOption(QStringLiteral("objective"), Cli::tr("time, cost or cost-per-token"),
                                             QStringLiteral("O"), QStringLiteral("time"));
    const QCommandLineOption topOption(QStringLiteral("top"), Cli::tr("how many layouts to report (default 10)"),
                                       QStringLiteral("N"), QStringLiteral("10"));
    const QCommandLineOption threadsOption(QStringLiteral("threads"), Cli::tr("worker threads (default 0: every core)"),
                                           QStringLiteral("N"), QStringLiteral("0"));
    const QCommandLineOption jsonOption(QStringLiteral("json"), Cli::tr("print the result as JSON"));
    parser.addOption(gpusOption);
    parser.addOption(objectiveOption);
    parser.addOption(topOption);
    parser.addOption(threadsOption);
    parser.addOption(jsonOption);
    const QString usage = Cli::tr("usage: jct search [FILE] [--gpus A:B] [--objective time|cost|cost-per-token] "
                                  "[--top N] [--threads N] [--json]");
    if (const std::optional<int> exit = parseArguments(parser, arguments, usage, out, err))
        return *exit;
    if (parser.positionalArguments().size() > 1) {
        err << Cli::tr("jct search: one scenario file at most") << '\n' << usage << Qt::endl;
        return kExitBadInput;
    }
    const std::optional<SearchObjective> objective =
        format::enumFromKey<SearchObjective>(parser.value(objectiveOption));
    if (!objective) {
        err << Cli::tr("jct search: --objective must be time, cost or cost-per-token, got '%1'")
                   .arg(parser.value(objectiveOption))
            << Qt::endl;
        return kExitBadInput;
    }
    bool ok = false;
    const int top = parser.value(topOption).toInt(&ok);
    if (!ok || top < 1 || top > 10000) {
        err << Cli::tr("jct search: --top must be a whole number from 1 to 10000, got '%1'")
                   .arg(parser.value(topOption))
            << Qt::endl;
        return kExitBadInput;
    }
    const int threads = parser.value(threadsOption).toInt(&ok);
    if (!ok || threads < 0 || threads > 1024) {
        err << Cli::tr("jct search: --threads must be 0 (every core) or a whole number up to 1024, got '%1'")
                   .arg(parser.value(threadsOption))
            << Qt::endl;
        return kExitBadInput;
    }
    std::vector<int> counts;
    if (parser.isSet(gpusOption)) {
        QString error;
        const auto parsed = parseGpuCounts(parser.value(gpusOption), &error);
        if (!parsed) {
            err << Cli::tr("jct search: %1").arg(error) << Qt::endl;
            return kExitBadInput;
        }
        counts = *parsed;
    }
    const auto loaded = loadScenarioArgument(parser.positionalArguments(), err);
    if (!loaded)
        return kExitBadInput;

    SearchOptions options;
    options.objective = *objective;
    options.top = top;
    options.threads = threads;
    options.gpuCounts = counts;
    const SearchResult result = searchLayouts(loaded->scenario, {}, options);
    if (parser.isSet(jsonOption)) {
        useEnglishForScripts();
        out << QJsonDocument(
                   present::searchToJson(*loaded, result,
                                         studyLayouts(loaded->scenario, result.top, present::evalStudyOptions())))
                   .toJson(QJsonDocument::Indented);
    } else {
        printHuman(out, *loaded, result);
    }
    return result.top.empty() ? kExitInfeasible : kExitOk;
}

} // namespace jct::cli
