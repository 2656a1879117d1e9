#include "ncclcluster.h"

#include "ncclfields.h"
#include "nccllogtext.h"

#include <algorithm>

#include <QRegularExpression>

namespace jct::format::nccl {

bool ClusterEvidence::readHeaderLine(qint64 number, const QByteArray &line, NcclCluster &cluster, QStringList &warnings)
{
    // "#  Rank  0 Group  0 Pid  1234 on node-a device  0 [0x1b] NVIDIA H100 80GB HBM3" (nccl-tests),
    // "#   Rank  0 Pid  1234 on node-a device  0 [0000:c1:00.0] AMD Instinct MI300X" (rccl-tests).
    static const QRegularExpression device(QStringLiteral(
        "^#?\\s*Rank\\s+(\\d+)\\s+(?:Group\\s+\\d+\\s+)?Pid\\s+\\d+\\s+on\\s+(\\S+)\\s+device\\s+\\d+\\s*"
        "(?:\\[[^\\]]*\\])?\\s*(.*)$"));
    static const QRegularExpression threads(QStringLiteral("nThread\\s+(\\d+)\\s+nGpus\\s+(\\d+)"));
    if (!line.contains("Rank") && !line.contains("nThread"))
        return false;
    const QString text = QString::fromUtf8(line.left(1024)).trimmed();
    if (const QRegularExpressionMatch m = device.match(text); m.hasMatch()) {
        bool ok = false;
        const qint64 rank = m.captured(1).left(12).toLongLong(&ok);
        if (!ok || rank >= kMaxRanks) {
            warnings << NcclLogText::tr("line %1: rank %2 is out of range (0 to %3); the device line is ignored")
                            .arg(number)
                            .arg(m.captured(1).left(20))
                            .arg(kMaxRanks - 1);
            return true;
        }
        m_ranks.insert(static_cast<int>(rank));
        m_maxRank = std::max(m_maxRank, static_cast<int>(rank));
        if (m_hosts.size() < static_cast<std::size_t>(kMaxRanks))
            m_hosts.insert(m.captured(2));
        if (cluster.device.isEmpty())
            cluster.device = m.captured(3).trimmed();
        return true;
    }
    if (const QRegularExpressionMatch m = threads.match(text); m.hasMatch()) {
        const qint64 product = m.captured(1).left(12).toLongLong() * m.captured(2).left(12).toLongLong();
        if (product < 1 || product > kMaxRanks)
            warnings << NcclLogText::tr("line %1: nThread × nGpus = %2 is out of range (1 to %3); ignored")
                            .arg(number)
                            .arg(product)
                            .arg(kMaxRanks);
        else
            m_threadsTimesGpus = static_cast<int>(product);
        return true;
    }
    return false;
}

void ClusterEvidence::readNranks(qint64 number, const QByteArray &text, QStringList &warnings)
{
    if (!text.contains("nranks"))
        return;
    static const QRegularExpression nranks(QStringLiteral("\\bnranks\\s*[=:]?\\s*(-?\\d+)"));
    if (const QRegularExpressionMatch m = nranks.match(QString::fromUtf8(text.left(4096))); m.hasMatch()) {
        bool ok = false;
        const qint64 n = m.captured(1).left(12).toLongLong(&ok);
        if (!ok || n < 1 || n > kMaxRanks)
            warnings << NcclLogText::tr("line %1: nranks %2 is out of range (1 to %3); ignored")
                            .arg(number)
                            .arg(m.captured(1).left(20))
                            .arg(kMaxRanks);
        else
            m_nranks = std::max(m_nranks.value_or(0), static_cast<int>(n));
    }
}

void ClusterEvidence::readGpuFlag(const QByteArray &text)
{
    if (const QRegularExpressionMatch g =
            QRegularExpression(QStringLiteral("(?:^|\\s)-g\\s+(\\d+)")).match(QString::fromUtf8(text.left(4096)));
        g.hasMatch()) {
        const qint64 gpus = g.captured(1).left(12).toLongLong();
        if (gpus >= 1 && gpus <= kMaxRanks)
            m_gFlag = static_cast<int>(gpus);
    }
}

void ClusterEvidence::resolve(NcclCluster &cluster, QStringList &warnings) const
{
    if (m_maxRank >= 0) {
        cluster.ranks = m_maxRank + 1;
        cluster.source = NcclLogText::tr("device lines");
        if (static_cast<int>(m_ranks.size()) < m_maxRank + 1)
            warnings << NcclLogText::tr("the header has device lines for %1 of ranks 0 to %2 (cut from the "
                                        "paste, or truncated by nccl-tests): %3 ranks, nodes unknown")
                            .arg(m_ranks.size())
                            .arg(m_maxRank)
                            .arg(m_maxRank + 1);
        else
            cluster.nodes = static_cast<int>(m_hosts.size());
    } else if (m_nranks) {
        cluster.ranks = m_nranks;
        cluster.source = QStringLiteral("NCCL INFO nranks");
    } else if (m_threadsTimesGpus) {
        cluster.ranks = m_threadsTimesGpus;
        cluster.nodes = 1; // one process drives every GPU
        cluster.source = NcclLogText::tr("nThread × nGpus (one process assumed)");
    } else if (m_gFlag) {
        cluster.ranks = m_gFlag;
        cluster.nodes = 1; // one process drives every GPU
        cluster.source = QStringLiteral("-g");
    }
}

} // namespace jct::format::nccl
