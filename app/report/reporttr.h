#pragma once

// The translation context of the report's words ("Report"): Report::tr("Summary").
// Numbers keep the number convention whatever the language (app/present/numberformat.h).

#include <QCoreApplication>

namespace jct::report {

struct Report
{
    Q_DECLARE_TR_FUNCTIONS(Report)
};

} // namespace jct::report
