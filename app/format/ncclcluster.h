#pragma once

// Inside the nccl-tests log reader only: who ran the log, gathered line by line (the
// device lines of the header, NCCL INFO nranks, nThread × nGpus, the -g flag of the
// command line) and resolved once the log is read, the device lines first.

#include "nccllog.h"

#include <optional>
#include <set>

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace jct::format::nccl {

class ClusterEvidence
{
public:
    // A header line: a device line ("#  Rank  0 Group  0 Pid 1234 on node-a device  0 [0x1b]
    // NVIDIA H100", also with its '#' lost in a paste) or the "nThread 1 nGpus 8" line;
    // true when it was one. The first device line names `cluster`'s device; a value out of
    // range is ignored with a warning.
    bool readHeaderLine(qint64 number, const QByteArray &line, NcclCluster &cluster, QStringList &warnings);
    // Any line: an NCCL INFO line's nranks, warned about when out of range.
    void readNranks(qint64 number, const QByteArray &text, QStringList &warnings);
    // The command line that names the test: its -g (GPUs per thread).
    void readGpuFlag(const QByteArray &text);
    // Sets `cluster`'s ranks, nodes and their source from the best evidence the log gave.
    void resolve(NcclCluster &cluster, QStringList &warnings) const;

private:
    std::set<int> m_ranks;
    std::set<QString> m_hosts;
    int m_maxRank = -1;
    std::optional<int> m_nranks;
    std::optional<int> m_threadsTimesGpus;
    std::optional<int> m_gFlag;
};

} // namespace jct::format::nccl
