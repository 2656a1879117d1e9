// `jct search`: the auto-planner. Every valid layout of the plan's model on its GPU type,
// at one GPU count or across a range, ranked by predicted JCT, total cost or cost per
// trained token; the top N with their breakdowns, why the best beats the runner-up, and
// across GPU counts the days-vs-dollars Pareto front and each layout family's sync wall.

#include "app/format/enumnames.h"
#include "app/present/numberformat.h"
#include "app/present/resultjson.h"
#include "app/present/searchreport.h"
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
        *error = QStringLiteral("--gpus must look like N, A:B or A:B:xSTEP (e.g. 256:4096 or 512:4096:x1.5), got '%1'")
                     .arg(text);
        return std::nullopt;
    }
    bool ok = false;
    const long long from = match.captured(1).toLongLong(&ok);
    const long long to = match.hasCaptured(2) ? match.captured(2).toLongLong() : from;
    if (!ok || from < 1 || to < from || to > (1 << 24)) {
        *error = QStringLiteral("--gpus: need 1 ≤ A ≤ B ≤ 16777216, got '%1'").arg(text);
        return std::nullopt;
    }
    double factor = 2.0;
    if (match.hasCaptured(3)) {
        factor = match.captured(3).toDouble();
        if (factor <= 1.0) {
            *error = QStringLiteral("--gpus: the step factor after 'x' must be greater than 1, got '%1'")
                         .arg(match.captured(3));
            return std::nullopt;
        }
    }
    const std::vector<int> counts = present::geometricGpuCounts(static_cast<int>(from), static_cast<int>(to), factor);
    if (static_cast<int>(counts.size()) > kMaxGpuCounts) {
        *error = QStringLiteral("--gpus: %1 GPU counts in '%2'; at most %3 (use a larger step, e.g. :x2)")
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
    out << QStringLiteral("Auto-planner: %1; GPU counts %2; objective: %3")
               .arg(loaded.name, counts.join(QStringLiteral(", ")), format::enumKey(r.objective))
        << Qt::endl;
    out << QStringLiteral("  %1 distinct valid layouts (%2 tp·pp·cp·ep choices refused by a divisibility rule); "
                          "%3 discarded by the memory model before timing; %4 evaluated in %5 on %6 thread%7 "
                          "(%8 evaluations/s)%9")
               .arg(present::formatCount(static_cast<double>(r.candidates)),
                    present::formatCount(static_cast<double>(r.prunedByLayout)),
                    present::formatCount(static_cast<double>(r.prunedByMemory)),
                    present::formatCount(static_cast<double>(r.evaluated)), present::formatDuration(r.seconds))
               .arg(r.threads)
               .arg(r.threads == 1 ? QString() : QStringLiteral("s"))
               .arg(present::formatCount(r.seconds > 0 ? std::round(r.evaluated / r.seconds) : 0.0))
               .arg(r.cancelled ? QStringLiteral(" — cancelled") : QString())
        << Qt::endl;
}

void printTopLayouts(QTextStream &out, const std::vector<RankedLayout> &top)
{
    const QLocale c = QLocale::c();
    out << QStringLiteral("%1 %2  %3 %4 %5 %6 %7  %8\n")
               .arg(QStringLiteral("#"), 3)
               .arg(QStringLiteral("GPUs"), 7)
               .arg(QStringLiteral("step"), 9)
               .arg(QStringLiteral("JCT days"), 9)
               .arg(QStringLiteral("total cost"), 13)
               .arg(QStringLiteral("MFU"), 6)
               .arg(QStringLiteral("memory"), 9)
               .arg(QStringLiteral("layout"));
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
                   .arg(present::describeLayout(t.layout, t.result.dp));
    }
}

void printBestBreakdown(QTextStream &out, const Result &best)
{
    const QLocale c = QLocale::c();
    out << Qt::endl << QStringLiteral("Best layout, step breakdown:") << Qt::endl;
    for (const present::BreakdownPart &part : present::stepParts(best.step)) {
        if (part.value <= 0.0)
            continue;
        out << QStringLiteral("  %1 %2 (%3)\n")
                   .arg(QString::fromLatin1(part.label), -18)
                   .arg(present::formatDuration(part.value), 10)
                   .arg(present::formatPercent(part.value / best.stepTime));
    }
    out << QStringLiteral("  checkpoints %1, failures %2 of the training time; efficiency %3")
               .arg(present::formatPercent(best.checkpoint.overheadFraction, c, 2),
                    present::formatPercent(best.failures.overheadFraction, c, 2),
                    present::formatPercent(best.efficiency))
        << Qt::endl;
}

void printParetoFront(QTextStream &out, const std::vector<RankedLayout> &pareto)
{
    const QLocale c = QLocale::c();
    out << Qt::endl
        << QStringLiteral("Pareto front, days vs dollars (no other layout is both faster and cheaper):") << Qt::endl;
    for (const RankedLayout &p : pareto)
        out << QStringLiteral("  %1 GPUs %2 days %3  %4\n")
                   .arg(present::formatCount(p.layout.gpus), 7)
                   .arg(c.toString(p.result.predictedSeconds / units::kDay, 'f', 2), 8)
                   .arg(present::formatUsd(p.result.cost.totalUsd), 13)
                   .arg(present::describeLayout(p.layout, p.result.dp));
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
        << QStringLiteral("Sync wall of the %1 fastest layout families (of %2; global batch fixed, past the wall "
                          "more GPUs finish later):")
               .arg(shown)
               .arg(families.size())
        << Qt::endl;
    for (std::size_t i = 0; i < shown; ++i) {
        const FamilyWall &f = *families[i];
        out << QStringLiteral("  %1 fastest here on %2 GPUs (%3 days); wall at %4 GPUs (%5 days, %6)\n")
                   .arg(familyName(f), -22)
                   .arg(present::formatCount(f.bestGpus))
                   .arg(c.toString(present::fastestSeconds(f) / units::kDay, 'f', 2))
                   .arg(f.wallGpus > 0 ? present::formatCount(f.wallGpus) : QStringLiteral("?"))
                   .arg(c.toString(f.wallSeconds / units::kDay, 'f', 2), present::formatUsd(f.wallUsd));
    }
}

// The text of `jct search`: what was searched, the top layouts, the best one's breakdown
// and why it beats the runner-up; across GPU counts, the Pareto front and the sync walls.
void printHuman(QTextStream &out, const format::LoadedScenario &loaded, const SearchResult &r)
{
    printSummary(out, loaded, r);
    if (r.top.empty()) {
        const QString gpu = loaded.gpuId.isEmpty() ? QStringLiteral("this GPU") : loaded.gpuId;
        if (r.evaluated > 0)
            out << QStringLiteral("  No layout runs on %1 at these GPU counts: %2 fit in memory, but none finishes "
                                  "(the expected job time is not finite or past 1,000,000 days; jct eval says why).")
                       .arg(gpu, present::formatCount(static_cast<double>(r.evaluated)))
                << Qt::endl;
        else
            out << QStringLiteral("  No layout fits in memory on %1 at these GPU counts.").arg(gpu) << Qt::endl;
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
        QStringLiteral("The auto-planner: the best parallel layouts, the Pareto front and their sync walls."));
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("scenario file; the built-in default when omitted"));
    const QCommandLineOption gpusOption(
        QStringLiteral("gpus"),
        QStringLiteral("GPU counts: N, A:B (A, 2A, 4A, …, B) or A:B:xSTEP; the plan's count by default"),
        QStringLiteral("A:B"));
    const QCommandLineOption objectiveOption(QStringLiteral("objective"),
                                             QStringLiteral("time, cost or cost-per-token"), QStringLiteral("O"),
                                             QStringLiteral("time"));
    const QCommandLineOption topOption(QStringLiteral("top"), QStringLiteral("how many layouts to report (default 10)"),
                                       QStringLiteral("N"), QStringLiteral("10"));
    const QCommandLineOption threadsOption(QStringLiteral("threads"),
                                           QStringLiteral("worker threads (default 0: every core)"),
                                           QStringLiteral("N"), QStringLiteral("0"));
    const QCommandLineOption jsonOption(QStringLiteral("json"), QStringLiteral("print the result as JSON"));
    parser.addOption(gpusOption);
    parser.addOption(objectiveOption);
    parser.addOption(topOption);
    parser.addOption(threadsOption);
    parser.addOption(jsonOption);
    const QString usage = QStringLiteral("usage: jct search [FILE] [--gpus A:B] [--objective time|cost|cost-per-token] "
                                         "[--top N] [--threads N] [--json]");
    if (const std::optional<int> exit = parseArguments(parser, arguments, usage, out, err))
        return *exit;
    if (parser.positionalArguments().size() > 1) {
        err << "jct search: one scenario file at most\n" << usage << Qt::endl;
        return kExitBadInput;
    }
    const std::optional<SearchObjective> objective =
        format::enumFromKey<SearchObjective>(parser.value(objectiveOption));
    if (!objective) {
        err << "jct search: --objective must be time, cost or cost-per-token, got '" << parser.value(objectiveOption)
            << "'" << Qt::endl;
        return kExitBadInput;
    }
    bool ok = false;
    const int top = parser.value(topOption).toInt(&ok);
    if (!ok || top < 1 || top > 10000) {
        err << "jct search: --top must be a whole number from 1 to 10000, got '" << parser.value(topOption) << "'"
            << Qt::endl;
        return kExitBadInput;
    }
    const int threads = parser.value(threadsOption).toInt(&ok);
    if (!ok || threads < 0 || threads > 1024) {
        err << "jct search: --threads must be 0 (every core) or a whole number up to 1024, got '"
            << parser.value(threadsOption) << "'" << Qt::endl;
        return kExitBadInput;
    }
    std::vector<int> counts;
    if (parser.isSet(gpusOption)) {
        QString error;
        const auto parsed = parseGpuCounts(parser.value(gpusOption), &error);
        if (!parsed) {
            err << "jct search: " << error << Qt::endl;
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
    if (parser.isSet(jsonOption))
        out << QJsonDocument(
                   present::searchToJson(*loaded, result,
                                         studyLayouts(loaded->scenario, result.top, present::evalStudyOptions())))
                   .toJson(QJsonDocument::Indented);
    else
        printHuman(out, *loaded, result);
    return result.top.empty() ? kExitInfeasible : kExitOk;
}

} // namespace jct::cli
