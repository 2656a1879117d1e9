#include "nccllog.h"

#include "ncclcluster.h"
#include "ncclfields.h"
#include "nccllogtext.h"
#include "ncclrow.h"
#include "nccltable.h"

#include <QBuffer>
#include <QFile>
#include <QIODevice>
#include <QLocale>

namespace jct::format {

using nccl::NcclLogText;

QString NcclLogError::toString() const
{
    return line > 0 ? NcclLogText::tr("line %1: %2").arg(line).arg(message) : message;
}

QString NcclSkippedLine::toString() const
{
    return NcclLogText::tr("line %1: skipped, %2").arg(line).arg(reason);
}

namespace {

using namespace nccl;

// Reads the log line by line: the tables and their rows, what the header says about the
// cluster, the lines it skips, and the cap on rows.
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
        m_rowReader.setLayout(layout);
        m_table.log.headerLine = number;
        m_table.redopColumn = layout.redopColumn;
    }

    NcclLimits m_limits;
    NcclParseResult m_result;
    TableBuilder m_table;
    RowReader m_rowReader;
    ClusterEvidence m_cluster;
    bool m_inPlaceBanner = false;
    qint64 m_rows = 0;
};

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
        m_cluster.readGpuFlag(text);
    }
    m_cluster.readNranks(number, text, m_result.warnings);

    if (text.startsWith('#')) {
        (void)m_cluster.readHeaderLine(number, text, m_result.cluster, m_result.warnings);
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
    if (m_cluster.readHeaderLine(number, text, m_result.cluster, m_result.warnings))
        return true; // a device line whose '#' a paste (Markdown) took off
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
    NcclRow row;
    QString error;
    if (!m_rowReader.read(number, all, m_table.log.headerLine, row, error))
        return refuse(number, error);
    for (const auto &timing : {row.outOfPlace, row.inPlace})
        if (timing && reportsWrongResults(row, *timing, m_rowReader.layout())) {
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
    m_cluster.resolve(m_result.cluster, m_result.warnings);
    applyBusbwFormula(m_result.logs, m_result.cluster);
    return m_result;
}

} // namespace

NcclParseResult parseNcclLog(QIODevice &device, const NcclLimits &limits)
{
    Parser parser(limits);
    qint64 number = 0;
    // One buffer for every line: QIODevice::readLine(qint64) would allocate the whole cap
    // (64 KiB) for each line. It holds the cap, the end of line and one byte more, so that a
    // longer line is refused before the rest of it is read.
    QByteArray buffer(limits.maxLineBytes + 4, Qt::Uninitialized);
    while (!device.atEnd()) {
        ++number;
        const qint64 got = device.readLine(buffer.data(), buffer.size());
        if (got < 0) {
            if (device.atEnd())
                break;
            return parser.fail(number, NcclLogText::tr("cannot read: %1").arg(device.errorString()));
        }
        QByteArray raw(buffer.constData(), got);
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
