#pragma once

// How much one change moves the plan: a table of what-ifs (bandwidth, hop latency, loss,
// a straggler) with the change in job time and in cost, largest effects highlighted.

#include "app/present/tabledata.h"

#include <QTableWidget>

namespace jct::widgets {

class SensitivityTable final : public QTableWidget
{
    Q_OBJECT

public:
    explicit SensitivityTable(QWidget *parent = nullptr);
    void setEntries(const QVector<present::SensitivityEntry> &entries);
    [[nodiscard]] const QVector<present::SensitivityEntry> &entries() const { return m_entries; }

private:
    QVector<present::SensitivityEntry> m_entries;
};

} // namespace jct::widgets
