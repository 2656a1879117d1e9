#include "sensitivitytable.h"

#include "app/present/numberformat.h"

#include <cmath>

#include <QHeaderView>

namespace jct::widgets {

SensitivityTable::SensitivityTable(QWidget *parent)
    : QTableWidget(0, 3, parent)
{
    setHorizontalHeaderLabels({tr("What if"), tr("Job time"), tr("Cost")});
    horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    verticalHeader()->setVisible(false);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    setAlternatingRowColors(true);
    // Read-only: Tab moves on to the next control (the arrows move between cells).
    setTabKeyNavigation(false);
    setAccessibleName(tr("Sensitivity"));
    setToolTip(tr("Each row re-evaluates this plan with one input changed: scale-out NIC bandwidth × 1.1, switch "
                  "hop latency + 1 µs, packet loss set to 0.01 / 0.1 / 1 %, one GPU 15 % slower."));
}

void SensitivityTable::setEntries(const QVector<present::SensitivityEntry> &entries)
{
    if (entries == m_entries)
        return;
    m_entries = entries;
    setRowCount(static_cast<int>(entries.size()));
    const QLocale locale;
    for (int i = 0; i < entries.size(); ++i) {
        const present::SensitivityEntry &e = entries[i];
        auto signedText = [](double v, const QString &magnitude) {
            QString text = magnitude;
            text.prepend(v >= 0 ? QLatin1Char('+') : QChar(0x2212));
            return text;
        };
        QString time = tr("does not fit");
        QString cost;
        if (e.fits) {
            time = tr("%1 (%2)").arg(
                signedText(e.deltaSeconds, present::formatDuration(std::fabs(e.deltaSeconds), locale)),
                signedText(e.deltaFraction, present::formatPercent(std::fabs(e.deltaFraction), locale, 2)));
            cost = signedText(e.deltaUsd, present::formatUsd(std::fabs(e.deltaUsd), locale, true));
        }
        const QString cells[] = {e.change, time, cost};
        for (int c = 0; c < 3; ++c) {
            QTableWidgetItem *item = this->item(i, c);
            if (!item) {
                item = new QTableWidgetItem;
                setItem(i, c, item);
            }
            item->setText(cells[c]);
            item->setTextAlignment(c == 0 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
            // Effects over 1 % of the job stand out.
            QFont font = item->font();
            font.setBold(c > 0 && std::fabs(e.deltaFraction) >= 0.01);
            item->setFont(font);
        }
    }
}

} // namespace jct::widgets
