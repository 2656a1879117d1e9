#include "nccllog.h"

#include <algorithm>
#include <cmath>
#include <set>

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QIODevice>
#include <QLocale>
#include <QRegularExpression>

namespace jct::format {

namespace {

// The tr() context of the parser's messages (refusals, skipped lines, warnings): the
// line and field numbers, the log's own column names and values stay as the log has them.
struct NcclLogText
{
    Q_DECLARE_TR_FUNCTIONS(NcclLog)
};

} // namespace

QString NcclLogError::toString() const
{
    return line > 0 ? NcclLogText::tr("line %1: %2").arg(line).arg(message) : message;
}

QString NcclSkippedLine::toString() const
{
    return NcclLogText::tr("line %1: skipped, %2").arg(line).arg(reason);
}

namespace {

// The ranges a measurement row's numbers must lie in; beyond them a log is damaged.
constexpr double kMaxBytes = 1125899906842624.0; // 1 PiB: no collective call moves more
constexpr double kMaxTimeUs = 1e10;              // 10^10 µs ≈ 2.8 hours for one call
constexpr double kMaxBandwidthGBps = 1e6;        // 1 PB/s
constexpr int kMaxRanks = 1 << 20;               // 1,048,576 ranks

using Tokens = QVector<QByteArray>;

Tokens splitFields(const QByteArray &line)
{
    Tokens tokens;
    qsizetype i = 0;
    const qsizetype n = line.size();
    while (i < n) {
        while (i < n && std::isspace(static_cast<unsigned char>(line[i])))
            ++i;
        const qsizetype start = i;
        while (i < n && !std::isspace(static_cast<unsigned char>(line[i])))
            ++i;
        if (i > start)
            tokens.append(line.mid(start, i - start));
    }
    return tokens;
}

bool isWholeNumber(const QByteArray &token)
{
    return !token.isEmpty() && std::all_of(token.begin(), token.end(), [](char c) { return c >= '0' && c <= '9'; });
}

bool isInteger(const QByteArray &token)
{
    return isWholeNumber(token.startsWith('-') ? token.mid(1) : token);
}

std::optional<double> toNumber(const QByteArray &token)
{
    bool ok = false;
    const double v = token.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

QString shown(const QByteArray &token)
{
    return QString::fromUtf8(token.left(40));
}

QString cNumber(double value)
{
    return QLocale::c().toString(value, 'g', 6);
}

// Strips what a launcher or a logger puts in front of a line: Open MPI's
// "[1,0]<stdout>:", MPICH's "[0] ", slurm's "0: ", and timestamps.
QByteArray stripPrefixes(QByteArray line)
{
    static const QRegularExpression prefix(QStringLiteral(
        "^\\s*(?:\\[\\d+,\\d+\\]<std(?:out|err)>:|\\[\\d+\\]\\s|\\d+:\\s|"
        "\\[?\\d{4}-\\d\\d-\\d\\d[T ]\\d\\d:\\d\\d:\\d\\d(?:[.,]\\d+)?(?:Z|[+-]\\d\\d:?\\d\\d)?\\]?\\s)"));
    for (int pass = 0; pass < 4; ++pass) {
        // Cheap test first: every prefix starts with '[' or a digit after the blanks.
        qsizetype i = 0;
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
            ++i;
        if (i >= line.size() || !(line[i] == '[' || (line[i] >= '0' && line[i] <= '9')))
            break;
        if (line[i] != '[') {
            // A measurement row starts with digits then a blank; a prefix has ':' or '-' first.
            qsizetype j = i;
            while (j < line.size() && line[j] >= '0' && line[j] <= '9')
                ++j;
            if (j >= line.size() || (line[j] != ':' && line[j] != '-'))
                break;
        }
        const QString text = QString::fromUtf8(line.left(80));
        const QRegularExpressionMatch m = prefix.match(text);
        if (!m.hasMatch())
            break;
        line = line.mid(m.captured(0).toUtf8().size());
    }
    return line;
}

QString collectiveFromName(const QByteArray &line)
{
    static const QRegularExpression name(
        QStringLiteral("\\b(all_reduce|all_gather|reduce_scatter|alltoallv|alltoall|sendrecv|broadcast|reduce|gather|"
                       "scatter|hypercube)_perf"));
    if (!line.contains("_perf"))
        return {};
    const QRegularExpressionMatch m = name.match(QString::fromUtf8(line.left(4096)));
    return m.hasMatch() ? m.captured(1) : QString();
}

// The result columns the column header announces.
struct Layout
{
    bool known = false;
    int groups = 2;     // result groups per row: out-of-place and in-place, or one
    int groupWidth = 4; // time algbw busbw #wrong, and i_min i_max i_p99 i_cv% with -I 1
    bool timestamp = false;
    bool inPlaceOnly = false; // the banner above the header says "in-place" alone
};

std::optional<Layout> headerLayout(const Tokens &tokens, bool inPlaceBanner)
{
    QStringList names;
    for (const QByteArray &t : tokens) {
        QString name = QString::fromUtf8(t).toLower();
        name.remove(QLatin1Char('#'));
        if (!name.isEmpty())
            names.append(name);
    }
    if (!names.contains(QStringLiteral("size")) || !names.contains(QStringLiteral("count")))
        return std::nullopt;
    Layout layout;
    layout.known = true;
    layout.groups = static_cast<int>(names.count(QStringLiteral("time")) + names.count(QStringLiteral("cputime")));
    if (layout.groups < 1 || layout.groups > 2)
        return std::nullopt;
    layout.groupWidth = names.contains(QStringLiteral("i_min")) ? 8 : 4;
    layout.timestamp = names.contains(QStringLiteral("timestamp"));
    layout.inPlaceOnly = layout.groups == 1 && inPlaceBanner;
    return layout;
}

struct TableBuilder
{
    NcclLog log;
    bool hasName = false;
};

void finishTable(TableBuilder &table, QVector<NcclLog> &logs)
{
    NcclLog &log = table.log;
    if (log.rows.isEmpty())
        return;
    // The bus-bandwidth factor the log itself applied (median over rows with algbw > 0),
    // and its algbw convention (median of algbw / (size / time)).
    QVector<double> factors;
    QVector<double> conventions;
    // Only rows whose printed algbw carries three significant digits (≥ 1.00 GB/s) unless
    // there are none: "0.01" says little about a ratio.
    const bool precise = std::any_of(log.rows.cbegin(), log.rows.cend(), [](const NcclRow &row) {
        const auto &timing = row.outOfPlace ? row.outOfPlace : row.inPlace;
        return timing && timing->algbwGBps >= 1.0;
    });
    for (const NcclRow &row : std::as_const(log.rows)) {
        const auto &timing = row.outOfPlace ? row.outOfPlace : row.inPlace;
        if (timing && timing->algbwGBps > (precise ? 0.999 : 0.0) && row.bytes > 0.0) {
            factors.append(timing->busbwGBps / timing->algbwGBps);
            conventions.append(timing->algbwGBps / (row.bytes / (timing->timeUs * 1e-6) / 1e9));
        }
    }
    log.busbwFactorPrinted = precise;
    std::sort(factors.begin(), factors.end());
    std::sort(conventions.begin(), conventions.end());
    log.busbwFactor = factors.isEmpty() ? 1.0 : factors[factors.size() / 2];
    if (!conventions.isEmpty() && precise) {
        const double median = conventions[conventions.size() / 2];
        // Printed bandwidths carry 2-3 significant digits: only a clear departure counts.
        log.algbwConvention = std::fabs(median - 1.0) > 0.02 ? median : 1.0;
    }
    if (log.collective.isEmpty()) {
        log.collectiveGuessed = true;
        const bool reduces = !log.rows.first().redop.isEmpty() && log.rows.first().redop != QLatin1String("none");
        if (reduces)
            log.collective = log.busbwFactor >= 1.0 ? QStringLiteral("all_reduce") : QStringLiteral("reduce_scatter");
        else
            log.collective = log.busbwFactor < 0.999 ? QStringLiteral("all_gather") : QStringLiteral("sendrecv");
    }
    // Several runs of one collective in a file make one table.
    for (NcclLog &earlier : logs)
        if (earlier.collective == log.collective && !earlier.collectiveGuessed && !log.collectiveGuessed) {
            earlier.rows += log.rows;
            earlier.rowsReportingErrors += log.rowsReportingErrors;
            table = {};
            return;
        }
    logs.append(log);
    table = {};
}

class Parser
{
public:
    explicit Parser(const NcclLimits &limits)
        : m_limits(limits)
    {}

    // Returns false when the log is refused (m_result.error set).
    bool line(qint64 number, QByteArray raw);
    NcclParseResult finish();
    NcclParseResult fail(qint64 line, const QString &message)
    {
        m_result.logs.clear();
        m_result.error = {line, message};
        return m_result;
    }
    NcclParseResult refused()
    {
        m_result.logs.clear();
        return m_result;
    }

private:
    bool row(qint64 number, const Tokens &tokens);
    // A line that is not a measurement row: counted, and named while fewer than
    // kMaxNamedSkips are (a log of a million such lines words only those).
    void skip(qint64 number, const QByteArray &text)
    {
        ++m_result.skippedCount;
        if (m_result.skipped.size() < NcclParseResult::kMaxNamedSkips)
            m_result.skipped.append(
                {number, NcclLogText::tr("not a measurement row: \"%1\"").arg(QString::fromUtf8(text.left(80)))});
    }
    bool refuse(qint64 number, const QString &message)
    {
        m_result.error = {number, message};
        return false;
    }
    void headerLine(qint64 number, const QByteArray &line);
    void startTable(qint64 number, const Layout &layout)
    {
        if (!m_table.log.rows.isEmpty()) {
            // A second table of the same (unnamed) test.
            const QString collective = m_table.hasName ? m_table.log.collective : QString();
            const bool hasName = m_table.hasName;
            finishTable(m_table, m_result.logs);
            m_table.log.collective = collective;
            m_table.hasName = hasName;
        }
        m_layout = layout;
        m_table.log.headerLine = number;
    }

    NcclLimits m_limits;
    NcclParseResult m_result;
    TableBuilder m_table;
    Layout m_layout;
    bool m_inPlaceBanner = false;
    qint64 m_rows = 0;
    std::set<int> m_ranks;
    std::set<QString> m_hosts;
    int m_maxRank = -1;
    std::optional<int> m_nranks;
    std::optional<int> m_threadsTimesGpus;
    std::optional<int> m_gFlag;
    QString m_lastType;
    QString m_lastRedop;
};

void Parser::headerLine(qint64 number, const QByteArray &line)
{
    // "#  Rank  0 Group  0 Pid  1234 on node-a device  0 [0x1b] NVIDIA H100 80GB HBM3" (nccl-tests),
    // "#   Rank  0 Pid  1234 on node-a device  0 [0000:c1:00.0] AMD Instinct MI300X" (rccl-tests).
    static const QRegularExpression device(
        QStringLiteral("^#\\s*Rank\\s+(\\d+)\\s+(?:Group\\s+\\d+\\s+)?Pid\\s+\\d+\\s+on\\s+(\\S+)\\s+device\\s+\\d+\\s*"
                       "(?:\\[[^\\]]*\\])?\\s*(.*)$"));
    static const QRegularExpression threads(QStringLiteral("nThread\\s+(\\d+)\\s+nGpus\\s+(\\d+)"));
    if (!line.contains("Rank") && !line.contains("nThread"))
        return;
    const QString text = QString::fromUtf8(line.left(1024)).trimmed();
    if (const QRegularExpressionMatch m = device.match(text); m.hasMatch()) {
        bool ok = false;
        const qint64 rank = m.captured(1).left(12).toLongLong(&ok);
        if (!ok || rank >= kMaxRanks) {
            m_result.warnings << NcclLogText::tr(
                                     "line %1: rank %2 is out of range (0 to %3); the device line is ignored")
                                     .arg(number)
                                     .arg(m.captured(1).left(20))
                                     .arg(kMaxRanks - 1);
            return;
        }
        m_ranks.insert(static_cast<int>(rank));
        m_maxRank = std::max(m_maxRank, static_cast<int>(rank));
        if (m_hosts.size() < static_cast<std::size_t>(kMaxRanks))
            m_hosts.insert(m.captured(2));
        if (m_result.cluster.device.isEmpty())
            m_result.cluster.device = m.captured(3).trimmed();
        return;
    }
    if (const QRegularExpressionMatch m = threads.match(text); m.hasMatch()) {
        const qint64 product = m.captured(1).left(12).toLongLong() * m.captured(2).left(12).toLongLong();
        if (product < 1 || product > kMaxRanks)
            m_result.warnings << NcclLogText::tr("line %1: nThread × nGpus = %2 is out of range (1 to %3); ignored")
                                     .arg(number)
                                     .arg(product)
                                     .arg(kMaxRanks);
        else
            m_threadsTimesGpus = static_cast<int>(product);
    }
}

bool Parser::line(qint64 number, QByteArray raw)
{
    if (raw.endsWith('\n'))
        raw.chop(1);
    if (raw.endsWith('\r'))
        raw.chop(1);
    const QByteArray text = stripPrefixes(raw).trimmed();
    if (text.isEmpty())
        return true;

    const QString name = collectiveFromName(text);
    if (!name.isEmpty()) {
        if (!m_table.log.rows.isEmpty() || (m_table.hasName && m_table.log.collective != name))
            finishTable(m_table, m_result.logs);
        m_table.log.collective = name;
        m_table.hasName = true;
        if (const QRegularExpressionMatch g =
                QRegularExpression(QStringLiteral("(?:^|\\s)-g\\s+(\\d+)")).match(QString::fromUtf8(text.left(4096)));
            g.hasMatch()) {
            const qint64 gpus = g.captured(1).left(12).toLongLong();
            if (gpus >= 1 && gpus <= kMaxRanks)
                m_gFlag = static_cast<int>(gpus);
        }
    }
    if (text.contains("nranks")) {
        static const QRegularExpression nranks(QStringLiteral("\\bnranks\\s*[=:]?\\s*(-?\\d+)"));
        if (const QRegularExpressionMatch m = nranks.match(QString::fromUtf8(text.left(4096))); m.hasMatch()) {
            bool ok = false;
            const qint64 n = m.captured(1).left(12).toLongLong(&ok);
            if (!ok || n < 1 || n > kMaxRanks)
                m_result.warnings << NcclLogText::tr("line %1: nranks %2 is out of range (1 to %3); ignored")
                                         .arg(number)
                                         .arg(m.captured(1).left(20))
                                         .arg(kMaxRanks);
            else
                m_nranks = std::max(m_nranks.value_or(0), static_cast<int>(n));
        }
    }

    if (text.startsWith('#')) {
        headerLine(number, text);
        const Tokens tokens = splitFields(text);
        if (auto header = headerLayout(tokens, m_inPlaceBanner))
            startTable(number, *header);
        m_inPlaceBanner = text.contains("in-place") && !text.contains("out-of-place");
        return true;
    }
    const Tokens tokens = splitFields(text);
    if (tokens.size() >= 2 && isWholeNumber(tokens[0]) && isWholeNumber(tokens[1]))
        return row(number, tokens);
    if (!name.isEmpty())
        return true; // the command line that names the test
    // Older nccl-tests printed the column header, its banner and the footer without '#'.
    if (auto header = headerLayout(tokens, m_inPlaceBanner)) {
        startTable(number, *header);
        return true;
    }
    m_inPlaceBanner = text.contains("in-place") && !text.contains("out-of-place");
    if (text.contains("out-of-place") || text.contains("in-place") || text.startsWith("(B)")
        || text.startsWith("Out of bounds values") || text.startsWith("Avg bus bandwidth"))
        return true;
    skip(number, text);
    return true;
}

bool Parser::row(qint64 number, const Tokens &all)
{
    if (++m_rows > m_limits.maxRows)
        return refuse(number,
                      NcclLogText::tr("more than %1 measurement rows (the cap on rows); split the log or keep the "
                                      "sizes you need")
                          .arg(QLocale::c().toString(m_limits.maxRows)));
    Tokens tokens = all;
    // The timestamp column of -t (report_timestamps): "2025-01-31 12:00:00" at the end.
    static const QRegularExpression date(QStringLiteral("^\\d{4}-\\d\\d-\\d\\d$"));
    static const QRegularExpression time(QStringLiteral("^\\d\\d:\\d\\d:\\d\\d$"));
    if (tokens.size() >= 2 && time.match(QString::fromLatin1(tokens.last().left(20))).hasMatch()
        && date.match(QString::fromLatin1(tokens[tokens.size() - 2].left(20))).hasMatch())
        tokens.resize(tokens.size() - 2);

    const int width = m_layout.groupWidth;
    if (tokens.size() < 3 + width)
        return refuse(number,
                      NcclLogText::tr("truncated measurement row: a row needs size, count, type and %1 result fields "
                                      "(time, algbw, busbw, #wrong%2); found %3 fields in all")
                          .arg(width)
                          .arg(width == 8 ? QStringLiteral(", i_min, i_max, i_p99, i_cv%") : QString())
                          .arg(tokens.size()));
    NcclRow row;
    row.line = number;
    row.bytes = tokens[0].toDouble();
    row.count = tokens[1].toDouble();
    if (!(row.bytes <= kMaxBytes))
        return refuse(number, NcclLogText::tr("the size %1 B is out of range (0 to %2 B, 1 PiB)")
                                  .arg(shown(tokens[0]), cNumber(kMaxBytes)));
    if (!(row.count <= kMaxBytes))
        return refuse(number, NcclLogText::tr("the element count %1 is out of range (0 to %2)")
                                  .arg(shown(tokens[1]), cNumber(kMaxBytes)));
    const QString type = QString::fromUtf8(tokens[2]);
    if (type != m_lastType)
        m_lastType = type;
    row.type = m_lastType;
    if (toNumber(tokens[2]) || isInteger(tokens[2]))
        return refuse(number, NcclLogText::tr("field 3 should name the data type (float, half, int8, …), got \"%1\"")
                                  .arg(shown(tokens[2])));

    // Between the type and the results: redop and root, either, or neither.
    const qsizetype after = tokens.size() - 3;
    int groups = 0;
    qsizetype middle = -1;
    const QVector<int> tries = m_layout.known ? QVector<int>{m_layout.groups, m_layout.groups - 1} : QVector<int>{2, 1};
    for (int g : tries) {
        if (g < 1)
            continue;
        const qsizetype m = after - static_cast<qsizetype>(g) * width;
        if (m >= 0 && m <= 2) {
            groups = g;
            middle = m;
            break;
        }
    }
    if (groups == 0)
        return refuse(number, NcclLogText::tr("expected %1 or %2 result fields after the type (with redop and root, "
                                              "either or neither), found %3: a truncated or damaged row")
                                  .arg(width)
                                  .arg(2 * width)
                                  .arg(after));
    qsizetype at = 3;
    if (middle == 2) {
        row.redop = QString::fromUtf8(tokens[at]);
        if (toNumber(tokens[at]))
            return refuse(number,
                          NcclLogText::tr("field %1 should be the reduction operation (sum, prod, …), got \"%2\"")
                              .arg(at + 1)
                              .arg(shown(tokens[at])));
        if (!isInteger(tokens[at + 1]))
            return refuse(number, NcclLogText::tr("field %1 should be the root rank (a whole number), got \"%2\"")
                                      .arg(at + 2)
                                      .arg(shown(tokens[at + 1])));
        at += 2;
    } else if (middle == 1) {
        if (!isInteger(tokens[at])) {
            if (toNumber(tokens[at]))
                return refuse(number, NcclLogText::tr("field %1 should be the reduction operation or the root rank, "
                                                      "got \"%2\"")
                                          .arg(at + 1)
                                          .arg(shown(tokens[at])));
            row.redop = QString::fromUtf8(tokens[at]);
        }
        ++at;
    }
    if (row.redop == m_lastRedop)
        row.redop = m_lastRedop;
    else
        m_lastRedop = row.redop;

    for (int g = 0; g < groups; ++g) {
        NcclTiming timing;
        const qsizetype base = at + static_cast<qsizetype>(g) * width;
        struct Field
        {
            const char *name;
            double *value;
            double max;
            const char *unit;
        };
        const Field fields[] = {{"time", &timing.timeUs, kMaxTimeUs, "µs"},
                                {"algbw", &timing.algbwGBps, kMaxBandwidthGBps, "GB/s"},
                                {"busbw", &timing.busbwGBps, kMaxBandwidthGBps, "GB/s"}};
        for (int f = 0; f < 3; ++f) {
            const QByteArray &token = tokens[base + f];
            const std::optional<double> v = toNumber(token);
            if (!v && groups < m_layout.groups)
                return refuse(number,
                              NcclLogText::tr("truncated measurement row: %1 fields where the header at line %2 "
                                              "has %3 result groups of %4 fields (field %5, \"%6\", is not "
                                              "the %7)")
                                  .arg(tokens.size())
                                  .arg(m_table.log.headerLine)
                                  .arg(m_layout.groups)
                                  .arg(width)
                                  .arg(base + f + 1)
                                  .arg(shown(token), QLatin1String(fields[f].name)));
            if (!v)
                return refuse(number,
                              NcclLogText::tr("field %1 should be the %2 in %3, a number, got \"%4\"")
                                  .arg(base + f + 1)
                                  .arg(QLatin1String(fields[f].name), QString::fromUtf8(fields[f].unit), shown(token)));
            if (*v < 0.0 || *v > fields[f].max)
                return refuse(number,
                              NcclLogText::tr("the %1 in field %2, %3 %4, is out of range (0 to %5 %4)")
                                  .arg(QLatin1String(fields[f].name))
                                  .arg(base + f + 1)
                                  .arg(shown(token), QString::fromUtf8(fields[f].unit), cNumber(fields[f].max)));
            *fields[f].value = *v;
        }
        if (timing.timeUs <= 0.0)
            return refuse(
                number,
                NcclLogText::tr("the time in field %1 is zero: a measured call cannot take no time").arg(base + 1));
        const QByteArray &wrong = tokens[base + 3];
        if (wrong.toUpper() != "N/A") {
            const std::optional<double> w = toNumber(wrong);
            if (!w)
                return refuse(number, NcclLogText::tr("field %1 should be the #wrong count or error (a number or N/A), "
                                                      "got \"%2\"")
                                          .arg(base + 4)
                                          .arg(shown(wrong)));
            timing.wrong = *w;
        }
        for (int f = 4; f < width; ++f)
            if (!toNumber(tokens[base + f]))
                return refuse(number,
                              NcclLogText::tr("field %1 should be a per-iteration figure (a number), got \"%2\"")
                                  .arg(base + f + 1)
                                  .arg(shown(tokens[base + f])));
        const bool inPlace =
            (groups == 1 && (m_layout.inPlaceOnly || (m_layout.known && m_layout.groups == 2))) || g == 1;
        (inPlace ? row.inPlace : row.outOfPlace) = timing;
    }
    for (const auto &timing : {row.outOfPlace, row.inPlace})
        if (timing && timing->wrong.value_or(0.0) != 0.0) {
            ++m_table.log.rowsReportingErrors;
            break;
        }
    m_table.log.rows.append(row);
    return true;
}

NcclParseResult Parser::finish()
{
    finishTable(m_table, m_result.logs);
    if (m_result.logs.isEmpty()) {
        QString message = NcclLogText::tr("no measurement rows found: expected lines like \"  1048576  262144  float  "
                                          "sum  -1  52.1  20.13  37.74  0 ...\" as nccl-tests prints them");
        if (m_result.skippedCount > 0)
            message += NcclLogText::tr("; %1 line(s) skipped, the first: %2")
                           .arg(m_result.skippedCount)
                           .arg(m_result.skipped.first().toString());
        return fail(0, message);
    }
    NcclCluster &cluster = m_result.cluster;
    if (m_maxRank >= 0) {
        cluster.ranks = m_maxRank + 1;
        cluster.source = NcclLogText::tr("device lines");
        if (static_cast<int>(m_ranks.size()) < m_maxRank + 1)
            m_result.warnings << NcclLogText::tr("the header has device lines for %1 of ranks 0 to %2 (cut from the "
                                                 "paste, or truncated by nccl-tests): %3 ranks, nodes unknown")
                                     .arg(m_ranks.size())
                                     .arg(m_maxRank)
                                     .arg(m_maxRank + 1);
        else
            cluster.nodes = static_cast<int>(m_hosts.size());
    } else if (m_nranks) {
        cluster.ranks = m_nranks;
        cluster.source = QStringLiteral("NCCL INFO nranks");
    } else if (m_threadsTimesGpus) {
        cluster.ranks = m_threadsTimesGpus;
        cluster.source = NcclLogText::tr("nThread × nGpus (one process assumed)");
    } else if (m_gFlag) {
        cluster.ranks = m_gFlag;
        cluster.source = QStringLiteral("-g");
    }
    // Where the printed bandwidths are too coarse to show the factor, nccl-tests' own
    // formula on the ranks the header names.
    for (NcclLog &log : m_result.logs) {
        if (log.busbwFactorPrinted || !cluster.ranks)
            continue;
        const double n = *cluster.ranks;
        if (log.collective == QLatin1String("all_reduce"))
            log.busbwFactor = 2.0 * (n - 1.0) / n;
        else if (log.collective == QLatin1String("all_gather") || log.collective == QLatin1String("reduce_scatter")
                 || log.collective == QLatin1String("alltoall"))
            log.busbwFactor = (n - 1.0) / n;
        else
            log.busbwFactor = 1.0;
    }
    return m_result;
}

} // namespace

NcclParseResult parseNcclLog(QIODevice &device, const NcclLimits &limits)
{
    Parser parser(limits);
    qint64 number = 0;
    while (!device.atEnd()) {
        ++number;
        // At most the cap plus the end of line; a longer line is refused before the rest is read.
        QByteArray raw = device.readLine(limits.maxLineBytes + 3);
        if (raw.isEmpty() && device.atEnd())
            break;
        qint64 length = raw.size();
        if (raw.endsWith('\n'))
            --length;
        if (raw.endsWith("\r\n"))
            --length;
        if (length > limits.maxLineBytes)
            return parser.fail(number, NcclLogText::tr("the line is longer than %1 bytes (the cap on one line); an "
                                                       "nccl-tests log has no such line")
                                           .arg(QLocale::c().toString(limits.maxLineBytes)));
        if (!parser.line(number, std::move(raw)))
            return parser.refused();
    }
    return parser.finish();
}

NcclParseResult parseNcclLog(const QByteArray &text, const NcclLimits &limits)
{
    QByteArray copy = text;
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    return parseNcclLog(buffer, limits);
}

NcclParseResult readNcclLogFile(const QString &path, const NcclLimits &limits)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        NcclParseResult result;
        result.error = {0, NcclLogText::tr("cannot open: %1").arg(file.errorString())};
        return result;
    }
    return parseNcclLog(file, limits);
}

} // namespace jct::format
