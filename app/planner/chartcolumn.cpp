#include "chartcolumn.h"

#include "chartarea.h"
#include "messagebar.h"

#include <QVBoxLayout>

namespace jct::planner {

ChartColumn::ChartColumn(ChartArea *charts)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_presetBar = new MessageBar(MessageBar::Tone::Information, this);
    m_presetBar->setObjectName(QStringLiteral("presetMessageBar"));
    m_problemBar = new MessageBar(MessageBar::Tone::Warning, this);
    m_problemBar->setObjectName(QStringLiteral("problemMessageBar"));
    m_exportBar = new MessageBar(MessageBar::Tone::Information, this);
    m_exportBar->setObjectName(QStringLiteral("exportMessageBar"));
    layout->addWidget(m_presetBar);
    layout->addWidget(m_problemBar);
    layout->addWidget(m_exportBar);
    layout->addWidget(charts, 1);
}

} // namespace jct::planner
