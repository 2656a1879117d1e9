#include "ncclfields.h"

#include <algorithm>
#include <cctype>
#include <cmath>

#include <QLocale>
#include <QRegularExpression>

namespace jct::format::nccl {

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

} // namespace jct::format::nccl
