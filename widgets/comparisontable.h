#pragma once

// The A/B comparison: one row per headline figure with plan A's value, plan B's, the
// difference B − A with its unit and the ratio B / A. Rows arrive formatted (the
// application computes them); the table only lays them out.

#include "app/present/tabledata.h"

#include <QTableWidget>

namespace jct::widgets {

class ComparisonTable final : public QTableWidget
{
    Q_OBJECT

public:
    explicit ComparisonTable(QWidget *parent = nullptr);
    // Empty entries show how to start a comparison.
    void setComparison(const QString &aName, const QString &bName, const QVector<present::ComparisonEntry> &entries);
    [[nodiscard]] const QVector<present::ComparisonEntry> &entries() const { return m_entries; }
    // The text of a cell of the row labelled `label` (column 1: A, 2: B, 3: diff, 4: ratio):
    // the last such row, a figure rather than an input of the same name ("GPUs").
    [[nodiscard]] QString cellText(const QString &label, int column) const;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    // The values' columns as wide as their widest cell, the figures' names whatever is
    // left but never less than about two fifths of the table (a narrow pane scrolls
    // sideways rather than cut either).
    void fitColumns();

    QString m_aName;
    QString m_bName;
    QVector<present::ComparisonEntry> m_entries;
    bool m_initialised = false;
};

} // namespace jct::widgets
