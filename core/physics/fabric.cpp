#include "fabric.h"

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

GroupPlacement placeGroup(const Scenario &s, int innerRanks, int innerStride, int outerRanks, int outerStride)
{
    innerRanks = std::max(1, innerRanks);
    outerRanks = std::max(1, outerRanks);
    if (outerRanks == 1)
        return placeGroup(s, innerRanks, innerStride);
    if (innerRanks == 1)
        return placeGroup(s, outerRanks, outerStride);
    const GroupPlacement inner = placeGroup(s, innerRanks, innerStride);
    GroupPlacement g;
    g.ranks = innerRanks * outerRanks;
    // Whole blocks share a domain only when a block fits in one.
    const long long blockSpan = static_cast<long long>(innerRanks - 1) * innerStride + 1;
    const int domain = domainSize(s);
    int blocksPerDomain = 1;
    if (blockSpan <= domain && outerStride < domain)
        blocksPerDomain = std::clamp(domain / std::max(1, outerStride), 1, outerRanks);
    g.perDomain = inner.perDomain * blocksPerDomain;
    g.domains = (g.ranks + g.perDomain - 1) / g.perDomain;
    const long long lastRank = (blockSpan - 1) + static_cast<long long>(outerRanks - 1) * outerStride;
    g.nodeSpan = static_cast<int>(lastRank / std::max(1, s.cluster.gpusPerNode)) + 1;
    return g;
}

RankStrides rankStrides(const Parallelism &par, int dp)
{
    RankStrides r;
    r.tp = 1;
    r.cp = std::max(1, par.tp);
    if (par.order == RankOrder::TpCpPpDp) {
        r.pp = r.cp * std::max(1, par.cp);
        r.dp = r.pp * std::max(1, par.pp);
    } else {
        r.dp = r.cp * std::max(1, par.cp);
        r.pp = r.dp * std::max(1, dp);
    }
    return r;
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

double losslessThroughputFactor(const Fabric &f)
{
    if (!f.lossless)
        return 1.0;
    const double pause = std::clamp(f.pfcPauseFraction, 0.0, 0.99);
    const double notified = std::clamp(f.ecnMarkFraction, 0.0, 1.0) * std::clamp(f.ecnRateCut, 0.0, 0.99);
    return (1.0 - pause) * (1.0 - notified);
}

double incastThroughputFactor(const Fabric &f, int senders, double roundTripSeconds, double bytesPerPeer)
{
    if (!f.lossless || f.switchBufferBytes <= 0.0 || senders <= 1)
        return 1.0;
    const double window = std::min(f.nicBandwidth * roundTripSeconds, std::max(0.0, bytesPerPeer));
    const double burst = senders * window;
    if (burst <= f.switchBufferBytes)
        return 1.0;
    const double heldBack = 1.0 - f.switchBufferBytes / burst;
    return 1.0 / (1.0 + heldBack);
}

double pfcPauseSeconds(const Fabric &f)
{
    if (f.nicBandwidth <= 0.0)
        return 0.0;
    if (f.switchBufferBytes > 0.0)
        return f.switchBufferBytes / f.nicBandwidth;
    constexpr double kLongestPauseBits = 65535.0 * 512.0;
    return kLongestPauseBits / 8.0 / f.nicBandwidth;
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
    beta *= losslessThroughputFactor(f);
    if (crossesSpine) {
        beta *= ecmpThroughputFactor(f);
        beta /= std::max(1.0, f.oversubscription);
    }
    link.beta = beta;
    return link;
}

} // namespace jct
