#include "reporttable.h"

#include "reporttr.h"

#include <cmath>

namespace jct::report {

namespace {

// The header row; column widths in percent of the page, so that the tables of a report
// line up whatever their contents.
QString headerHtml(bool compare, const QString &itemHeader)
{
    QString h = QStringLiteral("<thead><tr>");
    auto th = [&](const QString &text, int width, bool right) {
        h += QStringLiteral("<th width=\"%1%\" align=\"%2\">%3</th>")
                 .arg(width)
                 .arg(right ? QStringLiteral("right") : QStringLiteral("left"), escaped(text));
    };
    if (compare) {
        th(itemHeader, 34, false);
        th(Report::tr("Unit"), 13, false);
        th(QStringLiteral("A"), 14, true);
        th(QStringLiteral("B"), 14, true);
        th(QStringLiteral("Δ (B − A)"), 14, true);
        th(QStringLiteral("B / A"), 11, true);
    } else {
        th(itemHeader, 52, false);
        th(Report::tr("Value"), 28, true);
        th(Report::tr("Unit"), 20, false);
    }
    return h + QStringLiteral("</tr></thead>");
}

// The Δ and B / A cells of a comparison row. Δ is rounded like the row's figures, and a
// difference that rounds to zero carries no sign, so that "+0.00" never suggests a change
// the table cannot show.
QString deltaCellsHtml(const Row &row)
{
    const double a = row.values.value(0, kNaN);
    const double b = row.values.value(1, kNaN);
    QString delta = QStringLiteral("—");
    QString ratio = QStringLiteral("—");
    if (std::isfinite(a) && std::isfinite(b)) {
        const double d = b - a;
        const QString magnitude = reportNumber(std::fabs(d), row.decimals);
        delta = magnitude == reportNumber(0.0, row.decimals)
                    ? magnitude
                    : (d > 0 ? QStringLiteral("+") : QStringLiteral("−")) + magnitude;
        if (a != 0.0)
            ratio = reportLocale().toString(b / a, 'f', 3);
    } else if (row.texts.size() == 2) {
        delta = row.texts[0] == row.texts[1] ? Report::tr("same") : Report::tr("differs");
    }
    return QStringLiteral("<td align=\"right\">%1</td><td align=\"right\">%2</td>").arg(escaped(delta), escaped(ratio));
}

QString rowHtml(const Row &row, bool compare)
{
    QString h = QStringLiteral("<tr><td>%1</td>").arg(escaped(row.label));
    if (compare) {
        h += QStringLiteral("<td>%1</td>").arg(escaped(row.unit));
        for (const QString &t : row.texts)
            h += QStringLiteral("<td align=\"right\">%1</td>").arg(escaped(t));
        h += deltaCellsHtml(row);
    } else {
        h += QStringLiteral("<td align=\"right\">%1</td><td>%2</td>")
                 .arg(escaped(row.texts.value(0)), escaped(row.unit));
    }
    return h + QStringLiteral("</tr>");
}

} // namespace

const QLocale &reportLocale()
{
    static const QLocale locale(QLocale::English, QLocale::UnitedStates);
    return locale;
}

QString reportNumber(double v, int decimals)
{
    if (!std::isfinite(v))
        return QStringLiteral("—");
    return reportLocale().toString(v, 'f', decimals);
}

QString escaped(const QString &s)
{
    return s.toHtmlEscaped();
}

QString sentenceCase(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

Row numberRow(const Plans &plans, const QString &label, const QString &unit, int decimals,
              const std::function<double(const present::PlanAnalysis &)> &get)
{
    Row row{label, unit, {}, {}, decimals, false};
    for (const present::PlanAnalysis *p : plans) {
        const double v = p->runs() ? get(*p) : kNaN;
        row.values.append(v);
        row.texts.append(reportNumber(v, decimals));
    }
    return row;
}

Row textRow(const Plans &plans, const QString &label, const QString &unit,
            const std::function<QString(const present::PlanAnalysis &)> &get)
{
    Row row{label, unit, {}, {}, 0, false};
    for (const present::PlanAnalysis *p : plans) {
        row.texts.append(get(*p));
        row.values.append(kNaN);
    }
    return row;
}

Row headingRow(const QString &label)
{
    Row row;
    row.label = label;
    row.heading = true;
    return row;
}

QString tableHtml(const QVector<Row> &rows, const Plans &plans, const QString &itemHeader)
{
    const bool compare = plans.size() > 1;
    QString h = QStringLiteral("<table class=\"t\" width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" border=\"1\">");
    h += headerHtml(compare, itemHeader.isEmpty() ? Report::tr("Item") : itemHeader);
    const int columns = compare ? 6 : 3;
    for (const Row &row : rows) {
        if (row.heading)
            h += QStringLiteral("<tr><td class=\"sub\" colspan=\"%1\"><b>%2</b></td></tr>")
                     .arg(columns)
                     .arg(escaped(row.label));
        else
            h += rowHtml(row, compare);
    }
    h += QStringLiteral("</table>");
    return h;
}

} // namespace jct::report
