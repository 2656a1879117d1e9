#pragma once

// The planner window's right-hand side: three message bars, as wide as the charts, over the
// chart area: what a preset replaced, why the plan cannot run, and where an export went.

#include <QWidget>

namespace jct::planner {

class ChartArea;
class MessageBar;

class ChartColumn final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChartColumn)

public:
    // Takes `charts` into the column, below the bars.
    explicit ChartColumn(ChartArea *charts);

    [[nodiscard]] MessageBar *presetBar() const { return m_presetBar; }   // "presetMessageBar"
    [[nodiscard]] MessageBar *problemBar() const { return m_problemBar; } // "problemMessageBar"
    [[nodiscard]] MessageBar *exportBar() const { return m_exportBar; }   // "exportMessageBar"

private:
    MessageBar *m_presetBar = nullptr;
    MessageBar *m_problemBar = nullptr;
    MessageBar *m_exportBar = nullptr;
};

} // namespace jct::planner
