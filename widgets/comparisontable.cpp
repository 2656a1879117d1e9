#include "comparisontable.h"

#include <algorithm>

#include <QHeaderView>

namespace jct::widgets {

namespace {

// The longest cell text that sets a value column's width ("$7,092,809", "−12.3 days",
// "× 1.234"); longer ones are names, elided.
constexpr qsizetype kLongestValueChars = 16;
// A cell's margins around its text, as the item delegate draws them.
constexpr int kCellPadding = 12;

} // namespace

ComparisonTable::ComparisonTable(QWidget *parent)
    : QTableWidget(0, 5, parent)
{
    // Numbers are never cut; a long figure name is elided (its cell's tooltip has it).
    // fitColumns sets the widths.
    horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    horizontalHeader()->setStretchLastSection(false);
    setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    setTextElideMode(Qt::ElideRight);
    verticalHeader()->setVisible(false);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    setAlternatingRowColors(true);
    setWordWrap(false);
    // Read-only: Tab moves on to the next control (the arrows move between cells).
    setTabKeyNavigation(false);
    setAccessibleName(tr("A/B comparison"));
    setToolTip(tr("Plan A (pinned or opened) against plan B (the plan being edited): difference B − A and ratio B / A. "
                  "Rows that differ by 1 % or more are bold."));
    setComparison({}, {}, {});
}

void ComparisonTable::setComparison(const QString &aName, const QString &bName,
                                    const QVector<present::ComparisonEntry> &entries)
{
    if (m_initialised && entries == m_entries && aName == m_aName && bName == m_bName)
        return;
    m_initialised = true;
    m_aName = aName;
    m_bName = bName;
    m_entries = entries;
    clearSpans();
    if (entries.isEmpty()) {
        setHorizontalHeaderLabels({tr("Figure"), tr("A"), tr("B"), tr("B − A"), tr("B / A")});
        setRowCount(1);
        auto *hint = new QTableWidgetItem(
            tr("No plan A yet. View ▸ Pin current plan as A (Ctrl+Shift+P) freezes this plan as A while you edit B; "
               "View ▸ Open plan as A… compares with a saved plan."));
        hint->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        setItem(0, 0, hint);
        for (int c = 1; c < 5; ++c)
            setItem(0, c, new QTableWidgetItem);
        setSpan(0, 0, 1, 5);
        setWordWrap(true);
        fitColumns();
        resizeRowToContents(0);
        return;
    }
    setWordWrap(false);
    // The plans' names are long; the header says A and B, its tooltip and the charts'
    // legends say which plans they are.
    setHorizontalHeaderLabels({tr("Figure"), tr("A"), tr("B"), tr("B − A"), tr("B / A")});
    horizontalHeaderItem(1)->setToolTip(aName);
    horizontalHeaderItem(2)->setToolTip(bName);
    horizontalHeaderItem(0)->setToolTip(aName + QLatin1Char('\n') + bName);
    setRowCount(static_cast<int>(entries.size()));
    for (int i = 0; i < entries.size(); ++i) {
        const present::ComparisonEntry &e = entries[i];
        const QString cells[] = {e.indented ? QStringLiteral("  ") + e.label : e.label, e.a, e.b, e.diff, e.ratio};
        for (int c = 0; c < 5; ++c) {
            QTableWidgetItem *item = this->item(i, c);
            if (!item) {
                item = new QTableWidgetItem;
                setItem(i, c, item);
            }
            item->setText(cells[c]);
            if (c == 0)
                item->setToolTip(e.label);
            else
                item->setToolTip(cells[c].size() > kLongestValueChars ? cells[c] : QString());
            item->setTextAlignment(c == 0 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
            QFont font = item->font();
            font.setBold((c >= 3 && e.changed) || e.heading);
            item->setFont(font);
        }
        if (e.heading)
            setSpan(i, 0, 1, 5);
        setRowHeight(i, verticalHeader()->defaultSectionSize());
    }
    fitColumns();
}

void ComparisonTable::resizeEvent(QResizeEvent *event)
{
    QTableWidget::resizeEvent(event);
    fitColumns();
    if (m_entries.isEmpty() && rowCount() == 1)
        resizeRowToContents(0); // the hint rewraps to the new width
}

void ComparisonTable::fitColumns()
{
    QHeaderView *header = horizontalHeader();
    const int available = viewport()->width();
    if (m_entries.isEmpty()) {
        // The hint spans the table: it takes the whole width, the headers theirs.
        int headers = 0;
        for (int c = 1; c < 5; ++c) {
            const int width = header->sectionSizeHint(c);
            header->resizeSection(c, width);
            headers += width;
        }
        header->resizeSection(0, std::max(header->sectionSizeHint(0), available - headers));
        return;
    }
    // A value column is as wide as its numbers; a long text (a GPU's or a fabric's name)
    // is elided to that width, whole in its tooltip, so that B and the differences stay in
    // view beside A.
    int valuesWidth = 0;
    for (int c = 1; c < 5; ++c) {
        int width = header->sectionSizeHint(c);
        for (int i = 0; i < rowCount(); ++i) {
            const QTableWidgetItem *cell = item(i, c);
            if (cell && !cell->text().isEmpty() && cell->text().size() <= kLongestValueChars)
                width = std::max(width, QFontMetrics(cell->font()).horizontalAdvance(cell->text()) + kCellPadding);
        }
        header->resizeSection(c, width);
        valuesWidth += width;
    }
    const int labels = std::max(sizeHintForColumn(0), header->sectionSizeHint(0));
    const int floor = std::min(labels, std::max(available * 2 / 5, 12 * fontMetrics().averageCharWidth()));
    header->resizeSection(0, std::max(floor, available - valuesWidth));
}

QString ComparisonTable::cellText(const QString &label, int column) const
{
    for (auto i = static_cast<int>(m_entries.size()) - 1; i >= 0; --i)
        if (m_entries[i].label == label && item(i, column))
            return item(i, column)->text();
    return {};
}

} // namespace jct::widgets
