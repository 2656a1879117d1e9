#include "nccllog.h"

#include <algorithm>
#include <cmath>

#include <QRegularExpression>
#include <QStringList>

namespace jct::format {

QString NcclLogError::toString() const
{
    return line > 0 ? QStringLiteral("line %1: %2").arg(line).arg(message) : message;
}

namespace {

const QStringList kRedops = {QStringLiteral("sum"), QStringLiteral("prod"), QStringLiteral("max"),
                             QStringLiteral("min"), QStringLiteral("avg"),  QStringLiteral("mulsum"),
                             QStringLiteral("none")};

bool isNumber(const QString &token, double *value = nullptr)
{
    bool ok = false;
    const double v = token.toDouble(&ok);
    if (ok && value)
        *value = v;
    return ok && std::isfinite(v);
}

struct Layout
{
    bool known = false;
    bool redop = false;
    bool root = false;
};

// "#       size         count      type   redop    root     time   algbw   busbw #wrong ..."
std::optional<Layout> headerLayout(const QStringList &tokens)
{
    QStringList names;
    for (QString t : tokens) {
        t.remove(QLatin1Char('#'));
        if (!t.isEmpty())
            names.append(t.toLower());
    }
    if (!names.contains(QStringLiteral("size")) || !names.contains(QStringLiteral("count"))
        || !names.contains(QStringLiteral("time")))
        return std::nullopt;
    Layout layout;
    layout.known = true;
    layout.redop = names.contains(QStringLiteral("redop"));
    layout.root = names.contains(QStringLiteral("root"));
    return layout;
}

QString collectiveFromName(const QString &text)
{
    static const QRegularExpression name(QStringLiteral(
        "\\b(all_reduce|all_gather|reduce_scatter|alltoall|sendrecv|broadcast|reduce|gather|scatter|hypercube)_perf"));
    const QRegularExpressionMatch m = name.match(text);
    return m.hasMatch() ? m.captured(1) : QString();
}

} // namespace

NcclParseResult parseNcclLog(const QByteArray &text)
{
    NcclParseResult result;
    NcclLog log;
    Layout layout;
    int maxRank = -1;
    std::optional<int> gpusPerThread;
    std::optional<int> threadsOrProcesses;
    static const QRegularExpression rankLine(QStringLiteral("^#?\\s*Rank\\s+(\\d+)\\s"));
    static const QRegularExpression gFlag(QStringLiteral("(?:^|\\s)-g\\s+(\\d+)"));
    static const QRegularExpression nranksLine(QStringLiteral("nranks\\s*[=:]?\\s*(\\d+)"),
                                               QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression space(QStringLiteral("\\s+"));

    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype index = 0; index < lines.size(); ++index) {
        const int lineNumber = static_cast<int>(index) + 1;
        const QString line = QString::fromUtf8(lines[index]).trimmed();
        if (line.isEmpty())
            continue;
        if (log.collective.isEmpty())
            log.collective = collectiveFromName(line);
        if (const QRegularExpressionMatch m = rankLine.match(line); m.hasMatch())
            maxRank = std::max(maxRank, m.captured(1).toInt());
        if (const QRegularExpressionMatch m = gFlag.match(line); m.hasMatch() && line.contains(QStringLiteral("_perf")))
            gpusPerThread = m.captured(1).toInt();
        if (const QRegularExpressionMatch m = nranksLine.match(line); m.hasMatch())
            threadsOrProcesses = m.captured(1).toInt();

        const QStringList tokens = line.split(space, Qt::SkipEmptyParts);
        if (line.startsWith(QLatin1Char('#')) || !line.at(0).isDigit()) {
            if (auto header = headerLayout(tokens))
                layout = *header;
            continue; // comments, banners, topology matrices, trailing summaries
        }

        // A measurement row: size count type [redop] [root] (time algbw busbw wrong){1,2}
        auto fail = [&](const QString &message) {
            result.error = {lineNumber, message};
            return result;
        };
        if (tokens.size() < 7)
            return fail(QStringLiteral("a measurement row needs at least size, count, type, time, algbw, busbw and "
                                       "#wrong; found %1 fields: \"%2\"")
                            .arg(tokens.size())
                            .arg(line.left(120)));
        NcclRow row;
        row.line = lineNumber;
        if (!isNumber(tokens[0], &row.bytes) || row.bytes <= 0)
            return fail(QStringLiteral("the size (bytes) must be a positive number, got \"%1\"").arg(tokens[0]));
        if (!isNumber(tokens[1], &row.count))
            return fail(QStringLiteral("the element count must be a number, got \"%1\"").arg(tokens[1]));
        row.type = tokens[2];
        qsizetype at = 3;
        const bool hasRedop = layout.known ? layout.redop : kRedops.contains(tokens[at].toLower());
        if (hasRedop) {
            if (at >= tokens.size() || isNumber(tokens[at]))
                return fail(QStringLiteral("expected a reduction operation (sum, prod, …) in field %1, got \"%2\"")
                                .arg(at + 1)
                                .arg(at < tokens.size() ? tokens[at] : QString()));
            row.redop = tokens[at++];
        }
        const qsizetype remaining = tokens.size() - at;
        const bool hasRoot = layout.known ? layout.root : (remaining % 4 == 1);
        if (hasRoot)
            ++at;
        const qsizetype groups = (tokens.size() - at) / 4;
        if (groups < 1 || groups > 2 || (tokens.size() - at) % 4 != 0)
            return fail(QStringLiteral("expected one or two groups of time, algbw, busbw and #wrong/error after the "
                                       "type%1, found %2 fields there")
                            .arg(hasRedop ? QStringLiteral(" and redop") : QString())
                            .arg(tokens.size() - at));
        for (qsizetype g = 0; g < groups; ++g) {
            NcclTiming timing;
            const qsizetype base = at + 4 * g;
            const char *names[] = {"time (µs)", "algbw (GB/s)", "busbw (GB/s)"};
            double *fields[] = {&timing.timeUs, &timing.algbwGBps, &timing.busbwGBps};
            for (int f = 0; f < 3; ++f) {
                if (!isNumber(tokens[base + f], fields[f]) || *fields[f] < 0.0)
                    return fail(QStringLiteral("the %1 in field %2 must be a non-negative number, got \"%3\"")
                                    .arg(QString::fromUtf8(names[f]))
                                    .arg(base + f + 1)
                                    .arg(tokens[base + f]));
            }
            if (timing.timeUs <= 0.0)
                return fail(
                    QStringLiteral("the time in field %1 is zero: a measured call cannot take no time").arg(base + 1));
            timing.wrong = tokens[base + 3];
            (g == 0 ? row.outOfPlace : row.inPlace) = timing;
        }
        double wrong = 0.0;
        for (const auto &timing : {row.outOfPlace, row.inPlace})
            if (timing && isNumber(timing->wrong, &wrong) && wrong != 0.0) {
                ++log.rowsReportingErrors;
                break;
            }
        log.rows.append(row);
    }

    if (log.rows.isEmpty()) {
        result.error = {0, QStringLiteral("no measurement rows found: expected lines like "
                                          "\"  1048576  262144  float  sum  -1  52.1  20.13  37.74  0 ...\" "
                                          "as printed by nccl-tests")};
        return result;
    }

    // The bus-bandwidth factor the log itself applied (median over rows with algbw > 0).
    QVector<double> factors;
    for (const NcclRow &row : std::as_const(log.rows))
        if (row.outOfPlace && row.outOfPlace->algbwGBps > 0.0)
            factors.append(row.outOfPlace->busbwGBps / row.outOfPlace->algbwGBps);
    std::sort(factors.begin(), factors.end());
    log.busbwFactor = factors.isEmpty() ? 1.0 : factors[factors.size() / 2];
    QVector<double> conventions;
    for (const NcclRow &row : std::as_const(log.rows))
        if (row.outOfPlace && row.outOfPlace->algbwGBps > 0.0)
            conventions.append(row.outOfPlace->algbwGBps / (row.bytes / (row.outOfPlace->timeUs * 1e-6) / 1e9));
    std::sort(conventions.begin(), conventions.end());
    if (!conventions.isEmpty()) {
        const double median = conventions[conventions.size() / 2];
        // Printed bandwidths carry 2-3 significant digits: only a clear departure counts.
        log.algbwConvention = std::fabs(median - 1.0) > 0.02 ? median : 1.0;
    }

    if (log.collective.isEmpty()) {
        log.collectiveGuessed = true;
        const bool reduces = !log.rows.first().redop.isEmpty();
        if (reduces)
            log.collective = log.busbwFactor >= 1.0 ? QStringLiteral("all_reduce") : QStringLiteral("reduce_scatter");
        else
            log.collective = log.busbwFactor < 0.999 ? QStringLiteral("all_gather") : QStringLiteral("sendrecv");
    }
    if (maxRank >= 0)
        log.ranks = maxRank + 1;
    else if (threadsOrProcesses)
        log.ranks = *threadsOrProcesses;
    else if (gpusPerThread)
        log.ranks = *gpusPerThread;
    result.log = log;
    return result;
}

} // namespace jct::format
