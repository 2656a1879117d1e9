#pragma once

// Inside the nccl-tests log reader only: the tr() context of its messages (refusals,
// skipped lines, warnings). The line and field numbers, the log's own column names and
// values stay as the log has them.

#include <QCoreApplication>

namespace jct::format::nccl {

struct NcclLogText
{
    Q_DECLARE_TR_FUNCTIONS(NcclLog)
};

} // namespace jct::format::nccl
