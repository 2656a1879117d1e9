#include "fabricmodel.h"

#include "statistics.h"

#include <algorithm>
#include <cmath>

namespace jct {

namespace {

// The GPUs that talk without the NIC: an NVLink domain, or, on PCIe-only nodes
// (nvlink_domain 1), the node, whose GPUs talk over PCIe through the host.
int domainSize(const Scenario &s)
{
    return s.gpu.nvlinkDomain > 1 ? s.gpu.nvlinkDomain : std::max(1, s.cluster.gpusPerNode);
}

// Nodes under one leaf switch: a rail leaf connects one NIC of each of radix/2 nodes;
// a plain leaf connects radix/2 NICs, i.e. (radix/2)/gpusPerNode whole nodes.
int leafReachNodes(const Scenario &s)
{
    const int down = std::max(1, s.fabric.switchRadix / 2);
    if (s.fabric.topology == Topology::RailOptimized)
        return down;
    return std::max(1, down / std::max(1, s.cluster.gpusPerNode));
}

} // namespace

GroupPlacement placeGroup(const Scenario &s, int ranks, int stride)
{
    GroupPlacement g;
    g.ranks = std::max(1, ranks);
    const int domain = domainSize(s);
    stride = std::max(1, stride);
    if (stride >= domain) {
        g.perDomain = 1;
    } else {
        g.perDomain = std::clamp(domain / stride, 1, g.ranks);
    }
    g.domains = (g.ranks + g.perDomain - 1) / g.perDomain;
    const long long lastRank = static_cast<long long>(g.ranks - 1) * stride;
    g.nodeSpan = static_cast<int>(lastRank / std::max(1, s.cluster.gpusPerNode)) + 1;
    return g;
}

Link nvlinkLink(const Gpu &gpu)
{
    return {gpu.nvlinkLatency, gpu.nvlinkBandwidth * gpu.nvlinkEfficiency};
}

Link pcieLink(const Gpu &gpu)
{
    return {kPcieLatency, gpu.hostCopyBandwidth * kPcieEfficiency};
}

Link domainLink(const Scenario &s)
{
    return s.gpu.nvlinkDomain > 1 ? nvlinkLink(s.gpu) : pcieLink(s.gpu);
}

double expectedStallSeconds(const Fabric &f, int domains)
{
    const double p = std::clamp(f.stallProbability, 0.0, 1.0);
    if (p <= 0.0 || f.stallSeconds <= 0.0 || domains <= 1)
        return 0.0;
    // A synchronous collective stalls when any of its inter-domain links does.
    return (1.0 - std::pow(1.0 - p, domains)) * f.stallSeconds;
}

int fabricHops(const Scenario &s, int nodeSpan)
{
    const int leaf = leafReachNodes(s);
    if (nodeSpan <= leaf)
        return 2;
    if (s.fabric.topology != Topology::FatTree)
        return 4;
    // A 3-tier fat-tree pod holds radix/2 leaves.
    const long long pod = static_cast<long long>(leaf) * std::max(1, s.fabric.switchRadix / 2);
    return nodeSpan <= pod ? 4 : 6;
}

double lossThroughputFactor(const Fabric &f, double roundTripSeconds)
{
    const double p = std::clamp(f.lossRate, 0.0, 1.0);
    if (p <= 0.0)
        return 1.0;
    const double mtu = std::max(1.0, f.mtuBytes);
    double resentPerLoss = 1.0;
    if (f.transport == Transport::GoBackN) {
        const double window = f.nicBandwidth * roundTripSeconds / mtu;
        resentPerLoss = std::max(1.0, window);
    }
    // Timeout stalls, in packet times: only tail losses wait for the timer.
    const double packetSeconds = mtu / f.nicBandwidth;
    const double tailShare = std::min(1.0, mtu / std::max(mtu, f.messageBytes));
    const double stalledPackets = tailShare * std::max(0.0, f.retransmitTimeout) / packetSeconds;
    return 1.0 / (1.0 + p * (resentPerLoss + stalledPackets));
}

double ecmpThroughputFactor(const Fabric &f)
{
    if (f.ecmp == Ecmp::Adaptive)
        return 1.0;
    // Each NIC of a leaf carries a few long-lived flows (NCCL channels / QPs) that are
    // hashed onto the leaf's uplinks; a synchronous collective runs at the pace of the
    // most loaded uplink.
    constexpr double kFlowsPerNic = 4.0;
    const double nics = std::max(1, f.switchRadix / 2);
    const double uplinks = std::max(1.0, nics / std::max(1.0, f.oversubscription));
    const double flows = nics * kFlowsPerNic;
    return std::min(1.0, (flows / uplinks) / expectedMaxBinLoad(flows, uplinks));
}

Link fabricLink(const Scenario &s, int nodeSpan)
{
    const Fabric &f = s.fabric;
    const int hops = fabricHops(s, nodeSpan);
    const bool crossesSpine = hops > 2;
    Link link;
    link.alpha = f.latency + hops * f.hopLatency;
    double beta = f.nicBandwidth * f.protocolEfficiency;
    beta *= lossThroughputFactor(f, 2.0 * link.alpha);
    if (crossesSpine) {
        beta *= ecmpThroughputFactor(f);
        beta /= std::max(1.0, f.oversubscription);
    }
    link.beta = beta;
    return link;
}

namespace {

CollectiveChoice makeChoice(CollectiveAlgorithm a, const GroupPlacement &g, double bytes,
                            double seconds, Link link)
{
    CollectiveChoice c;
    c.algorithm = a;
    c.ranks = g.ranks;
    c.domains = g.domains;
    c.bytes = bytes;
    c.seconds = seconds;
    c.alpha = link.alpha;
    c.beta = link.beta;
    return c;
}

struct Candidate
{
    CollectiveAlgorithm algorithm;
    double seconds;
    Link link;
};

// Keeps the fastest candidate, or the forced algorithm when it applies to this group.
class Chooser
{
public:
    explicit Chooser(CollectiveAlgorithm forced)
        : m_forced(forced)
    {
    }
    void offer(CollectiveAlgorithm a, double seconds, Link link)
    {
        if (m_forced != CollectiveAlgorithm::Auto) {
            if (a == m_forced)
                m_forcedCandidate = {a, seconds, link}, m_hasForced = true;
            if (a != CollectiveAlgorithm::Ring)  // ring is the fallback
                return;
        }
        if (!m_has || seconds < m_best.seconds)
            m_best = {a, seconds, link}, m_has = true;
    }
    [[nodiscard]] Candidate best() const { return m_hasForced ? m_forcedCandidate : m_best; }

private:
    CollectiveAlgorithm m_forced;
    Candidate m_best{CollectiveAlgorithm::Ring, 0.0, {}};
    Candidate m_forcedCandidate{CollectiveAlgorithm::Ring, 0.0, {}};
    bool m_has = false;
    bool m_hasForced = false;
};

} // namespace

CollectiveChoice allReduce(const Scenario &s, const GroupPlacement &g, double bytes)
{
    if (g.ranks <= 1 || bytes <= 0.0)
        return makeChoice(CollectiveAlgorithm::Ring, g, bytes, 0.0, {});
    Chooser chooser(s.fabric.algorithm);
    const Link nv = domainLink(s);
    if (g.domains == 1) {
        chooser.offer(CollectiveAlgorithm::Ring, ringAllReduceTime(g.ranks, bytes, nv), nv);
        if (s.gpu.nvls && s.gpu.nvlinkDomain > 1 && g.ranks > 2)
            chooser.offer(CollectiveAlgorithm::InNetwork, inNetworkAllReduceTime(g.ranks, bytes, nv), nv);
        const Candidate c = chooser.best();
        return makeChoice(c.algorithm, g, bytes, c.seconds, c.link);
    }
    const Link net = fabricLink(s, g.nodeSpan);
    // A flat ring through every member: each rank has its own NIC, so the inter-domain
    // hop sets the pace.
    chooser.offer(CollectiveAlgorithm::Ring, ringAllReduceTime(g.ranks, bytes, net), net);
    chooser.offer(CollectiveAlgorithm::Tree, treeAllReduceTime(g.ranks, bytes, net), net);
    if (s.fabric.inNetworkReduction)
        chooser.offer(CollectiveAlgorithm::InNetwork, inNetworkAllReduceTime(g.ranks, bytes, net), net);
    if (g.perDomain > 1) {
        // Reduce-scatter inside the domain, all-reduce of 1/g of the buffer across domains
        // on g rails at once, all-gather inside the domain.
        const double shard = bytes / g.perDomain;
        double across = std::min(ringAllReduceTime(g.domains, shard, net),
                                 treeAllReduceTime(g.domains, shard, net));
        if (s.fabric.inNetworkReduction)
            across = std::min(across, inNetworkAllReduceTime(g.domains, shard, net));
        const double inside = 2.0 * ringAllGatherTime(g.perDomain, bytes, nv);
        chooser.offer(CollectiveAlgorithm::Hierarchical, inside + across, net);
    }
    const Candidate c = chooser.best();
    return makeChoice(c.algorithm, g, bytes, c.seconds + expectedStallSeconds(s.fabric, g.domains), c.link);
}

CollectiveChoice allGather(const Scenario &s, const GroupPlacement &g, double bytes)
{
    const Link link = g.domains == 1 ? domainLink(s) : fabricLink(s, g.nodeSpan);
    return makeChoice(CollectiveAlgorithm::Ring, g, bytes,
                      ringAllGatherTime(g.ranks, bytes, link) + expectedStallSeconds(s.fabric, g.domains), link);
}

CollectiveChoice allToAll(const Scenario &s, const GroupPlacement &g, double bytes)
{
    Link link = domainLink(s);
    if (g.domains > 1) {
        link = fabricLink(s, g.nodeSpan);
        // All-to-all crosses the bisection: per-GPU share of bisection bandwidth is the
        // NIC rate divided by the oversubscription, whatever the hop count.
        const double bisection = s.fabric.nicBandwidth * s.fabric.protocolEfficiency
                                 / std::max(1.0, s.fabric.oversubscription);
        link.beta = std::min(link.beta, bisection);
    }
    return makeChoice(CollectiveAlgorithm::Ring, g, bytes,
                      allToAllTime(g.ranks, bytes, link) + expectedStallSeconds(s.fabric, g.domains), link);
}

CollectiveChoice pointToPoint(const Scenario &s, const GroupPlacement &g, double bytes)
{
    const Link link = g.domains == 1 ? domainLink(s) : fabricLink(s, g.nodeSpan);
    const double seconds = g.ranks > 1 ? pointToPointTime(bytes, link) + expectedStallSeconds(s.fabric, g.domains) : 0.0;
    return makeChoice(CollectiveAlgorithm::Ring, g, bytes, seconds, link);
}

} // namespace jct
