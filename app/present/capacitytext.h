#pragma once

// The capacity questions of core/capacity.h answered in sentences with units, for the
// window's "Capacity questions" dialog and `jct capacity`.

#include "core/studies/capacity.h"

#include <QJsonObject>
#include <QLocale>
#include <QString>

namespace jct::present {

struct CapacityAnswers
{
    DeadlineAnswer deadline;
    CapacityPoint cheapest;
    SlaAnswer sla;
    double deadlineSeconds = 0;
    QString fewestText;   // (a) the fewest GPUs that finish by the deadline, or "not reachable"
    QString cheapestText; // (b) the GPU count with the least cost per trained token
    QString slaText;      // (c) does this cluster meet the deadline, with the margin
};

[[nodiscard]] CapacityAnswers answerCapacity(const Scenario &s, double deadlineSeconds,
                                             const QLocale &locale = QLocale::c());
[[nodiscard]] QJsonObject capacityToJson(const CapacityAnswers &answers);

} // namespace jct::present
