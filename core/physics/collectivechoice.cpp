#include "collectivechoice.h"

#include "collectives.h"
#include "statistics.h"

#include <algorithm>
#include <cmath>

namespace jct {

namespace {

CollectiveChoice makeChoice(CollectiveAlgorithm a, const GroupPlacement &g, double bytes, double seconds, Link link,
                            Protocol protocol = Protocol::Simple)
{
    CollectiveChoice c;
    c.algorithm = a;
    c.protocol = protocol;
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
    Protocol protocol;
    double seconds;
    Link link;
};

// Keeps the fastest candidate, or the forced algorithm (NCCL_ALGO) and protocol
// (NCCL_PROTO) when they apply to this group; ring/Simple is the fallback.
class Chooser
{
public:
    Chooser(CollectiveAlgorithm forced, Protocol forcedProtocol)
        : m_forced(forced)
        , m_forcedProtocol(forcedProtocol)
    {}
    void offer(CollectiveAlgorithm a, Protocol p, double seconds, Link link)
    {
        const bool algorithmOk = m_forced == CollectiveAlgorithm::Auto || a == m_forced;
        const bool protocolOk = m_forcedProtocol == Protocol::Auto || p == m_forcedProtocol;
        if (algorithmOk && protocolOk && (!m_hasForced || seconds < m_forcedCandidate.seconds))
            m_forcedCandidate = {a, p, seconds, link}, m_hasForced = true;
        if (a == CollectiveAlgorithm::Ring && p == Protocol::Simple)
            m_fallback = {a, p, seconds, link};
    }
    [[nodiscard]] Candidate best() const { return m_hasForced ? m_forcedCandidate : m_fallback; }
    // Whether a candidate of algorithm `a` taking at least `lowerBound` seconds could still
    // be chosen: lets callers skip pricing one that cannot win (a log2 is not free).
    [[nodiscard]] bool couldChoose(CollectiveAlgorithm a, double lowerBound) const
    {
        if (m_forced != CollectiveAlgorithm::Auto)
            return a == m_forced;
        return !m_hasForced || lowerBound < m_forcedCandidate.seconds;
    }

private:
    CollectiveAlgorithm m_forced;
    Protocol m_forcedProtocol;
    Candidate m_forcedCandidate{CollectiveAlgorithm::Ring, Protocol::Simple, 0.0, {}};
    Candidate m_fallback{CollectiveAlgorithm::Ring, Protocol::Simple, 0.0, {}};
    bool m_hasForced = false;
};

LinkKind domainLinkKind(const Scenario &s)
{
    return s.gpu.nvlinkDomain > 1 ? LinkKind::NvLink : LinkKind::Pci;
}

Link scaled(Link link, const ProtocolCost &cost)
{
    double beta = link.beta * cost.bandwidthScale;
    if (cost.bandwidthCap > 0.0)
        beta = std::min(beta, cost.bandwidthCap);
    return {link.alpha * cost.stepScale, beta};
}

// The protocols NCCL would try for a group: LL and Simple everywhere, LL128 on NVLink
// inside one domain (NCCL enables it by default only there).
template<typename Offer>
void forEachProtocol(const Scenario &s, const GroupPlacement &g, Offer offer)
{
    offer(Protocol::LL);
    if (g.domains == 1 && domainLinkKind(s) == LinkKind::NvLink)
        offer(Protocol::LL128);
    offer(Protocol::Simple);
}

bool hasNvls(const Scenario &s)
{
    return s.gpu.nvls && s.gpu.nvlinkDomain > 1;
}

} // namespace

CollectiveChoice allReduce(const Scenario &s, const GroupPlacement &g, double bytes)
{
    if (g.ranks <= 1 || bytes <= 0.0)
        return makeChoice(CollectiveAlgorithm::Ring, g, bytes, 0.0, {});
    Chooser chooser(s.fabric.algorithm, s.fabric.protocol);
    const Link inside = domainLink(s);
    const LinkKind insideKind = domainLinkKind(s);
    const bool single = g.domains == 1;
    const Link net = single ? inside : fabricLink(s, g.nodeSpan);
    const LinkKind netKind = single ? insideKind : LinkKind::Network;

    forEachProtocol(s, g, [&](Protocol p) {
        const ProtocolCost ring = protocolCost(false, p, netKind, g.domains);
        const Link ringLink = scaled(net, ring);
        // A flat ring through every member: the slowest hop sets the pace.
        chooser.offer(CollectiveAlgorithm::Ring, p, ring.baseLatency + ringAllReduceTime(g.ranks, bytes, ringLink),
                      ringLink);
        if (single)
            return;
        const ProtocolCost tree = protocolCost(true, p, LinkKind::Network, g.domains);
        const Link treeLink = scaled(net, tree);
        chooser.offer(CollectiveAlgorithm::Tree, p, tree.baseLatency + treeAllReduceTime(g.ranks, bytes, treeLink),
                      treeLink);
        if (g.perDomain > 1) {
            // Reduce-scatter inside the domain, all-reduce of 1/g of the buffer across
            // domains on g rails at once, all-gather inside the domain.
            const double shard = bytes / g.perDomain;
            const Link in = scaled(inside, protocolCost(false, p, insideKind, 1));
            double across =
                std::min(ringAllReduceTime(g.domains, shard, ringLink), treeAllReduceTime(g.domains, shard, treeLink));
            if (s.fabric.inNetworkReduction && p == Protocol::Simple)
                across = std::min(across, inNetworkAllReduceTime(g.domains, shard, net));
            chooser.offer(CollectiveAlgorithm::Hierarchical, p,
                          ring.baseLatency + 2.0 * ringAllGatherTime(g.perDomain, bytes, in) + across, ringLink);
        }
    });
    // In-switch reduction, Simple only: NVLS inside an NVSwitch domain, NVLS-tree across
    // domains, SHARP on the fabric.
    if (single && hasNvls(s) && g.ranks > 2)
        chooser.offer(CollectiveAlgorithm::InNetwork, Protocol::Simple, nvlsAllReduceTime(g.ranks, bytes, inside),
                      inside);
    if (!single && hasNvls(s) && g.perDomain > 1)
        chooser.offer(CollectiveAlgorithm::NvlsTree, Protocol::Simple,
                      nvlsTreeAllReduceTime(g.domains, g.perDomain, bytes, inside, net), net);
    if (!single && s.fabric.inNetworkReduction)
        chooser.offer(CollectiveAlgorithm::InNetwork, Protocol::Simple, inNetworkAllReduceTime(g.ranks, bytes, net),
                      net);

    const Candidate c = chooser.best();
    return makeChoice(c.algorithm, g, bytes, c.seconds + expectedStallSeconds(s.fabric, g.domains), c.link, c.protocol);
}

CollectiveChoice allGather(const Scenario &s, const GroupPlacement &g, double bytes)
{
    return allGather(s, g, bytes, s.fabric.algorithm);
}

CollectiveChoice allGather(const Scenario &s, const GroupPlacement &g, double bytes, CollectiveAlgorithm a)
{
    if (g.ranks <= 1 || bytes <= 0.0)
        return makeChoice(CollectiveAlgorithm::Ring, g, bytes, 0.0, {});
    const bool single = g.domains == 1;
    const Link link = single ? domainLink(s) : fabricLink(s, g.nodeSpan);
    const LinkKind kind = single ? domainLinkKind(s) : LinkKind::Network;
    // NCCL runs all-gather and reduce-scatter as rings in every protocol (their channels
    // leave a domain on all its NICs at once: the hierarchical candidate below), or as PAT
    // (Simple) when each rank sits on its own node. Forcing ring prices the flat ring, one
    // NIC per hop; a forced algorithm or protocol the group cannot use falls back to
    // ring/Simple, as NCCL does.
    const bool offered =
        a == CollectiveAlgorithm::Pat || a == CollectiveAlgorithm::Auto || a == CollectiveAlgorithm::Hierarchical;
    const CollectiveAlgorithm forced = offered ? a : CollectiveAlgorithm::Ring;
    Chooser chooser(forced, s.fabric.protocol);
    forEachProtocol(s, g, [&](Protocol p) {
        const ProtocolCost cost = protocolCost(false, p, kind, g.domains);
        const Link l = scaled(link, cost);
        chooser.offer(CollectiveAlgorithm::Ring, p, cost.baseLatency + ringAllGatherTime(g.ranks, bytes, l), l);
        // With p members in each domain, NCCL's channels cross the fabric on the domain's p
        // NICs at once, each carrying 1/p of the buffer, and the rest moves over NVLink: the
        // same two phases as the hierarchical all-reduce, on an 8-GPU HGX node as in an
        // NVL72 rack (core/README.md, departures).
        if (!single && g.perDomain > 1) {
            const Link in = scaled(domainLink(s), protocolCost(false, p, domainLinkKind(s), 1));
            chooser.offer(CollectiveAlgorithm::Hierarchical, p,
                          cost.baseLatency + ringAllGatherTime(g.perDomain, bytes, in)
                              + ringAllGatherTime(g.domains, bytes / g.perDomain, l),
                          l);
        }
    });
    if (!single && g.perDomain == 1
        && chooser.couldChoose(CollectiveAlgorithm::Pat, patAllGatherLowerBound(g.ranks, bytes, link)))
        chooser.offer(CollectiveAlgorithm::Pat, Protocol::Simple, patAllGatherTime(g.ranks, bytes, link), link);
    const Candidate c = chooser.best();
    return makeChoice(c.algorithm, g, bytes, c.seconds + expectedStallSeconds(s.fabric, g.domains), c.link, c.protocol);
}

namespace {

// Traffic from every rank to every other crosses the bisection: its per-GPU share is the
// NIC rate divided by the oversubscription, whatever the hop count.
Link bisectionLink(const Scenario &s, int nodeSpan)
{
    Link link = fabricLink(s, nodeSpan);
    link.beta = std::min(link.beta, s.fabric.nicBandwidth * s.fabric.protocolEfficiency
                                        / std::max(1.0, s.fabric.oversubscription));
    return link;
}

} // namespace

CollectiveChoice allToAll(const Scenario &s, const GroupPlacement &g, double bytes)
{
    const Link domain = domainLink(s);
    if (g.domains <= 1)
        return makeChoice(CollectiveAlgorithm::Ring, g, bytes, allToAllTime(g.ranks, bytes, domain), domain);
    const Link link = bisectionLink(s, g.nodeSpan);
    // Each rank sends 1/n of its bytes to every member: the share for members of its own
    // NVLink domain goes over NVLink at the same time as the rest crosses the fabric.
    const double n = g.ranks;
    const double local = (g.perDomain - 1) / n;
    const double remote = (n - g.perDomain) / n;
    Link fabric = link;
    fabric.beta *= incastThroughputFactor(s.fabric, g.ranks - g.perDomain, 2.0 * link.alpha, bytes / n);
    const double seconds = std::max((g.perDomain - 1) * domain.alpha + local * bytes / domain.beta,
                                    (n - g.perDomain) * fabric.alpha + remote * bytes / fabric.beta);
    return makeChoice(CollectiveAlgorithm::Ring, g, bytes, seconds + expectedStallSeconds(s.fabric, g.domains), fabric);
}

double remoteDomainsPerToken(const GroupPlacement &g, int experts, int topK)
{
    if (g.domains <= 1 || experts <= 0)
        return 0.0;
    const double e = experts;
    const double perDomain = e / g.domains;
    const int k = std::clamp(topK, 0, experts);
    double missed = 1.0; // C(E − E_d, k) / C(E, k): no expert of the token in a given domain
    for (int i = 0; i < k && missed > 0.0; ++i)
        missed *= std::max(0.0, (e - perDomain - i) / (e - i));
    return (g.domains - 1) * (1.0 - missed);
}

CollectiveChoice expertDispatch(const Scenario &s, const GroupPlacement &g, double tokenBytes, int experts, int topK)
{
    const double copies = std::max(0, topK);
    if (g.domains <= 1)
        return allToAll(s, g, tokenBytes * copies);
    const Link domain = domainLink(s);
    Link link = bisectionLink(s, g.nodeSpan);
    // Each GPU talks to its peer in every other domain over the fabric; the copies then
    // reach the experts' GPUs inside their domain (all but those already on it).
    const double remote = tokenBytes * remoteDomainsPerToken(g, experts, topK);
    link.beta *= incastThroughputFactor(s.fabric, g.domains - 1, 2.0 * link.alpha, remote / (g.domains - 1));
    const double local = tokenBytes * copies * (g.perDomain - 1) / g.perDomain;
    const double seconds = std::max((g.perDomain - 1) * domain.alpha + local / domain.beta,
                                    (g.domains - 1) * link.alpha + remote / link.beta);
    return makeChoice(CollectiveAlgorithm::Ring, g, tokenBytes * copies,
                      seconds + expectedStallSeconds(s.fabric, g.domains), link);
}

CollectiveChoice pointToPoint(const Scenario &s, const GroupPlacement &g, double bytes)
{
    const Link link = g.domains == 1 ? domainLink(s) : fabricLink(s, g.nodeSpan);
    const double seconds =
        g.ranks > 1 ? pointToPointTime(bytes, link) + expectedStallSeconds(s.fabric, g.domains) : 0.0;
    return makeChoice(CollectiveAlgorithm::Ring, g, bytes, seconds, link);
}

} // namespace jct
