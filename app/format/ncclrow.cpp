#include "ncclrow.h"

#include "nccllogtext.h"

#include <QRegularExpression>
#include <QStringList>

namespace jct::format::nccl {

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
    layout.redopColumn = names.contains(QStringLiteral("redop"));
    layout.deviationColumn = names.contains(QStringLiteral("error")) && !names.contains(QStringLiteral("wrong"));
    return layout;
}

bool reportsWrongResults(const NcclRow &row, const NcclTiming &timing, const Layout &layout)
{
    const double wrong = timing.wrong.value_or(0.0);
    if (!layout.deviationColumn || wrong == 0.0)
        return wrong != 0.0;
    double rounding = 0.0;
    if (!row.redop.isEmpty() && row.redop != QLatin1String("none")) {
        const QString type = row.type.toLower();
        if (type == QLatin1String("half") || type == QLatin1String("float16") || type.startsWith(QLatin1String("bf")))
            rounding = 5e-2;
        else if (type == QLatin1String("float") || type == QLatin1String("float32"))
            rounding = 1e-5;
        else if (type == QLatin1String("double") || type == QLatin1String("float64"))
            rounding = 1e-12;
    }
    return wrong > rounding;
}

bool RowReader::read(qint64 number, const Tokens &fields, qint64 headerLine, NcclRow &row, QString &error)
{
    Tokens tokens = fields;
    // The timestamp column of -t (report_timestamps): "2025-01-31 12:00:00" at the end.
    static const QRegularExpression date(QStringLiteral("^\\d{4}-\\d\\d-\\d\\d$"));
    static const QRegularExpression time(QStringLiteral("^\\d\\d:\\d\\d:\\d\\d$"));
    if (tokens.size() >= 2 && time.match(QString::fromLatin1(tokens.last().left(20))).hasMatch()
        && date.match(QString::fromLatin1(tokens[tokens.size() - 2].left(20))).hasMatch())
        tokens.resize(tokens.size() - 2);

    const int width = m_layout.groupWidth;
    if (tokens.size() < 3 + width) {
        error = NcclLogText::tr("truncated measurement row: a row needs size, count, type and %1 result fields "
                                "(time, algbw, busbw, #wrong%2); found %3 fields in all")
                    .arg(width)
                    .arg(width == 8 ? QStringLiteral(", i_min, i_max, i_p99, i_cv%") : QString())
                    .arg(tokens.size());
        return false;
    }
    row.line = number;
    row.bytes = tokens[0].toDouble();
    row.count = tokens[1].toDouble();
    if (!(row.bytes <= kMaxBytes)) {
        error = NcclLogText::tr("the size %1 B is out of range (0 to %2 B, 1 PiB)")
                    .arg(shown(tokens[0]), cNumber(kMaxBytes));
        return false;
    }
    if (!(row.count <= kMaxBytes)) {
        error =
            NcclLogText::tr("the element count %1 is out of range (0 to %2)").arg(shown(tokens[1]), cNumber(kMaxBytes));
        return false;
    }
    const QString type = QString::fromUtf8(tokens[2]);
    if (type != m_lastType)
        m_lastType = type;
    row.type = m_lastType;
    if (toNumber(tokens[2]) || isInteger(tokens[2])) {
        error = NcclLogText::tr("field 3 should name the data type (float, half, int8, …), got \"%1\"")
                    .arg(shown(tokens[2]));
        return false;
    }

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
    if (groups == 0) {
        error = NcclLogText::tr("expected %1 or %2 result fields after the type (with redop and root, "
                                "either or neither), found %3: a truncated or damaged row")
                    .arg(width)
                    .arg(2 * width)
                    .arg(after);
        return false;
    }
    const qsizetype at = readRedopAndRoot(tokens, middle, row, error);
    if (at < 0)
        return false;

    for (int g = 0; g < groups; ++g) {
        NcclTiming timing;
        if (!readTiming(tokens, at + static_cast<qsizetype>(g) * width, groups, headerLine, timing, error))
            return false;
        const bool inPlace =
            (groups == 1 && (m_layout.inPlaceOnly || (m_layout.known && m_layout.groups == 2))) || g == 1;
        (inPlace ? row.inPlace : row.outOfPlace) = timing;
    }
    return true;
}

qsizetype RowReader::readRedopAndRoot(const Tokens &tokens, qsizetype middle, NcclRow &row, QString &error)
{
    qsizetype at = 3;
    if (middle == 2) {
        row.redop = QString::fromUtf8(tokens[at]);
        if (toNumber(tokens[at])) {
            error = NcclLogText::tr("field %1 should be the reduction operation (sum, prod, …), got \"%2\"")
                        .arg(at + 1)
                        .arg(shown(tokens[at]));
            return -1;
        }
        if (!isInteger(tokens[at + 1])) {
            error = NcclLogText::tr("field %1 should be the root rank (a whole number), got \"%2\"")
                        .arg(at + 2)
                        .arg(shown(tokens[at + 1]));
            return -1;
        }
        at += 2;
    } else if (middle == 1) {
        if (!isInteger(tokens[at])) {
            if (toNumber(tokens[at])) {
                error = NcclLogText::tr("field %1 should be the reduction operation or the root rank, "
                                        "got \"%2\"")
                            .arg(at + 1)
                            .arg(shown(tokens[at]));
                return -1;
            }
            row.redop = QString::fromUtf8(tokens[at]);
        }
        ++at;
    }
    if (row.redop == m_lastRedop)
        row.redop = m_lastRedop;
    else
        m_lastRedop = row.redop;
    return at;
}

bool RowReader::readTiming(const Tokens &tokens, qsizetype base, int groups, qint64 headerLine, NcclTiming &timing,
                           QString &error) const
{
    const int width = m_layout.groupWidth;
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
        if (!v && groups < m_layout.groups) {
            error = NcclLogText::tr("truncated measurement row: %1 fields where the header at line %2 "
                                    "has %3 result groups of %4 fields (field %5, \"%6\", is not "
                                    "the %7)")
                        .arg(tokens.size())
                        .arg(headerLine)
                        .arg(m_layout.groups)
                        .arg(width)
                        .arg(base + f + 1)
                        .arg(shown(token), QLatin1String(fields[f].name));
            return false;
        }
        if (!v) {
            error = NcclLogText::tr("field %1 should be the %2 in %3, a number, got \"%4\"")
                        .arg(base + f + 1)
                        .arg(QLatin1String(fields[f].name), QString::fromUtf8(fields[f].unit), shown(token));
            return false;
        }
        if (*v < 0.0 || *v > fields[f].max) {
            error = NcclLogText::tr("the %1 in field %2, %3 %4, is out of range (0 to %5 %4)")
                        .arg(QLatin1String(fields[f].name))
                        .arg(base + f + 1)
                        .arg(shown(token), QString::fromUtf8(fields[f].unit), cNumber(fields[f].max));
            return false;
        }
        *fields[f].value = *v;
    }
    if (timing.timeUs <= 0.0) {
        error = NcclLogText::tr("the time in field %1 is zero: a measured call cannot take no time").arg(base + 1);
        return false;
    }
    const QByteArray &wrong = tokens[base + 3];
    if (wrong.toUpper() != "N/A") {
        const std::optional<double> w = toNumber(wrong);
        if (!w) {
            error = NcclLogText::tr("field %1 should be the #wrong count or error (a number or N/A), "
                                    "got \"%2\"")
                        .arg(base + 4)
                        .arg(shown(wrong));
            return false;
        }
        timing.wrong = *w;
    }
    for (int f = 4; f < width; ++f)
        if (!toNumber(tokens[base + f])) {
            error = NcclLogText::tr("field %1 should be a per-iteration figure (a number), got \"%2\"")
                        .arg(base + f + 1)
                        .arg(shown(tokens[base + f]));
            return false;
        }
    return true;
}

} // namespace jct::format::nccl
