#pragma once

// How much one change moves the plan: a table of what-ifs (bandwidth, hop latency, loss,
// a straggler) with the change in job time and in cost, largest effects highlighted.

#include <QTableWidget>

namespace jct::widgets {

struct SensitivityEntry
{
    QString change;
    bool fits = true;
    double deltaSeconds = 0;
    double deltaFraction = 0; // of the predicted job time
    double deltaUsd = 0;
    bool operator==(const SensitivityEntry &) const = default;
};

class SensitivityTable final : public QTableWidget
{
    Q_OBJECT

public:
    explicit SensitivityTable(QWidget *parent = nullptr);
    void setEntries(const QVector<SensitivityEntry> &entries);
    [[nodiscard]] const QVector<SensitivityEntry> &entries() const { return m_entries; }

private:
    QVector<SensitivityEntry> m_entries;
};

} // namespace jct::widgets
