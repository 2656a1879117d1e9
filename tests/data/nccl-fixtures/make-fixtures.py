#!/usr/bin/env python3
# Writes the nccl-tests / rccl-tests layout fixtures of tests/format/tst_nccllog.cpp and
# tests/cli/tst_cli.cpp. Every number is synthetic: times from a three-protocol α–β
# model (LL, LL128, Simple; the fastest wins, as NCCL's tuner picks), printed with the
# field widths and number format of nccl-tests' util.cu (getFloatStr) and rccl-tests'
# common.cu. No line is copied from anyone's log. Run it from this directory.

def fl(v, w):
    for fmt in ("%%%d.2f", "%%%d.1f", "%%%d.0f"):
        s = fmt % w % v
        if len(s) <= w:
            return s
    return ("%%%d.1e" if w >= 7 else "%%%d.0e") % w % v

def model(size, protos, noise=0.0, k=0):
    t = min(a + size / bw for a, bw in protos)
    return t * (1 + noise * (1 if k % 2 == 0 else -1))

def sizes(lo, hi):
    s = lo
    while s <= hi:
        yield s
        s *= 2

H100_2NODE = [(28e-6, 12e9), (41e-6, 60e9), (62e-6, 134.3e9)]  # busbw plateau 235 GB/s (8 ranks)
factor_ar = lambda n: 2 * (n - 1) / n

def body(t, size, fac, wrong="0", wrong_w=6):
    alg = size / t / 1e9
    return "  %7s  %6s  %6s  %*s" % (fl(t * 1e6, 7), fl(alg, 6), fl(alg * fac, 6), wrong_w, wrong)

def pre(size, elem, typ, op, root):
    return "%12d  %12d  %8s  %6s  %6s" % (size, elem, typ, op, root)

def header(lines, ranks_hosts, name, nthread=1, ngpus=1, minb=8, maxb=8589934592, graph=0, version="2.13.10",
           device="NVIDIA H100 80GB HBM3"):
    lines.append("# nccl-tests version %s nccl-headers=22105 nccl-library=22105" % version)
    lines.append("# Collective test starting: %s" % name)
    lines.append("# nThread %d nGpus %d minBytes %d maxBytes %d step: 2(factor) warmup iters: 5 iters: 20 "
                 "agg iters: 1 validation: 1 graph: %d" % (nthread, ngpus, minb, maxb, graph))
    lines.append("#")
    lines.append("# Using devices")
    for rank, (host, dev) in enumerate(ranks_hosts):
        lines.append("#  Rank %2d Group  0 Pid %6d on %10s device %2d [%04x:%02x:%02x] %s"
                     % (rank, 41000 + rank // 4, host, dev, 0, 0x18 + dev * 0x10, 0, device))

def table_header(lines, per_iter=False, timestamps=False):
    ts, tsf = ("timestamp", "%Y-%m-%d %H:%M:%S") if timestamps else ("", "")
    pad = 19 if timestamps else 0
    lines.append("#")
    if per_iter:
        lines.append("# %10s  %12s  %8s  %6s  %6s              out-of-place (+ per-iteration)                                in-place (+ per-iteration)" % ("", "", "", "", ""))
        lines.append(("# %10s  %12s  %8s  %6s  %6s" + "  %7s  %6s  %6s  %6s  %7s  %7s  %7s  %7s" * 2 + " %*s") % (
            "size", "count", "type", "redop", "root", "time", "algbw", "busbw", "#wrong", "i_min", "i_max", "i_p99",
            "i_cv%", "time", "algbw", "busbw", "#wrong", "i_min", "i_max", "i_p99", "i_cv%", pad, ts))
    else:
        lines.append("# %10s  %12s  %8s  %6s  %6s           out-of-place                       in-place          " % ("", "", "", "", ""))
        lines.append("# %10s  %12s  %8s  %6s  %6s  %7s  %6s  %6s  %6s  %7s  %6s  %6s  %6s %*s" % (
            "size", "count", "type", "redop", "root", "time", "algbw", "busbw", "#wrong", "time", "algbw", "busbw",
            "#wrong", pad, ts))
        lines.append("# %10s  %12s  %8s  %6s  %6s  %7s  %6s  %6s  %6s  %7s  %6s  %6s  %6s %*s" % (
            "(B)", "(elements)", "", "", "", "(us)", "(GB/s)", "(GB/s)", "", "(us)", "(GB/s)", "(GB/s)", "", pad, tsf))

def footer(lines, avg, name):
    lines.append("# Out of bounds values : 0 OK")
    lines.append("# Avg bus bandwidth    : %g " % avg)
    lines.append("#")
    lines.append("# Collective test concluded: %s" % name)

def write(name, lines, crlf=False, prefix=lambda i, l: l):
    with open(name, "w", newline="") as f:
        for i, l in enumerate(lines):
            f.write(prefix(i, l) + ("\r\n" if crlf else "\n"))

# 1. all_reduce, 8 GPUs on 2 nodes (2 processes × -g 4), 8 B to 8 GiB, redop and root.
def allreduce_h100(timestamps=False, per_iter=False, wrong="0"):
    L = []
    header(L, [("h100-a", d) for d in range(4)] + [("h100-b", d) for d in range(4)], "all_reduce_perf",
           ngpus=4)
    table_header(L, per_iter, timestamps)
    for k, s in enumerate(sizes(8, 8589934592)):
        row = pre(s, s // 4, "float", "sum", "-1")
        for place in (0, 1):
            t = model(s, H100_2NODE, 0.01, k + place)
            row += body(t, s, factor_ar(8), wrong)
            if per_iter:
                row += "  %7s  %7s  %7s  %7s" % (fl(t * 0.97e6, 7), fl(t * 1.05e6, 7), fl(t * 1.04e6, 7), fl(1.3, 7))
        if timestamps:
            row += "%21s" % ("2025-03-0%d 10:%02d:%02d" % (1 + k // 30, k, k))
        L.append(row)
    footer(L, 117.3, "all_reduce_perf")
    return L

write("nccl-allreduce-2node-h100.txt", allreduce_h100())
write("nccl-allreduce-periter-timestamps-novalidation.txt",
      allreduce_h100(timestamps=True, per_iter=True, wrong="N/A"))

# 2. Small messages only: 4 B to 4 KiB at about 47 µs (the α of a cross-node ring).
L = []
header(L, [("node%02d" % (r // 8), r % 8) for r in range(16)], "all_reduce_perf", ngpus=8, minb=4, maxb=4096)
table_header(L)
for k, s in enumerate(sizes(4, 4096)):
    row = pre(s, s // 4, "float", "sum", "-1")
    for place in (0, 1):
        t = 47e-6 * (1 + 0.02 * ((k + place) % 3 - 1)) + s / 40e9
        row += body(t, s, factor_ar(16))
    L.append(row)
footer(L, 0.02, "all_reduce_perf")
write("nccl-allreduce-small-messages-only.txt", L)

# 3. all_to_all of an older nccl-tests: the header names redop and root, the rows leave
#    redop empty; 16 ranks on 2 nodes; -g 8 on the command line, MPI rank prefixes and
#    NCCL INFO lines of other ranks interleaved.
L = ["alltoall_perf -b 1K -e 1G -f 2 -g 8"]
header(L, [("dgx-%d" % (r // 8), r % 8) for r in range(16)], "alltoall_perf", ngpus=8, minb=1024,
       maxb=1073741824)
table_header(L)
A2A = [(35e-6, 8e9), (55e-6, 42e9)]
for k, s in enumerate(sizes(1024, 1073741824)):
    row = pre(s, s // 4 // 16, "float", "", "-1")
    for place in (0, 1):
        row += body(model(s, A2A, 0.01, k + place), s, 15 / 16)
    L.append(row)
    if k == 5:
        L.append("dgx-1:41233:41290 [3] NCCL INFO comm 0x5581 rank 11 nranks 16 cudaDev 3 busId 4c000 - Init COMPLETE")
footer(L, 21.5, "alltoall_perf")
write("nccl-alltoall-empty-redop-mpi-prefix.txt", L,
      prefix=lambda i, l: l if l.startswith("dgx-1") else "[1,0]<stdout>:" + l)

# 4. rccl-tests: in-place only, two cycles, rank lines without a Group, a version banner
#    without '#', slurm --label prefixes and Windows line ends.
L = ["# nThread 1 nGpus 8 minBytes 1048576 maxBytes 268435456 step: 2(factor) warmup iters: 5 iters: 20 agg iters: 1 validation: 1 graph: 0",
     "#", "rccl-tests: Version develop:ae3e635", "# Using devices"]
for r in range(8):
    L.append("#   Rank %2d Pid %6d on %10s device %2d [0000:%02x:00.0] AMD Instinct MI300X" % (r, 7100, "mi300-x1", r, 0x0c + r * 0x10))
L.append("#")
L.append("# %10s  %12s  %8s  %6s  %6s           in-place          " % ("", "", "", "", ""))
L.append("# %10s  %12s  %8s  %6s  %6s  %7s  %6s  %6s %6s" % ("size", "count", "type", "redop", "root", "time", "algbw", "busbw", "#wrong"))
L.append("# %10s  %12s  %8s  %6s  %6s  %7s  %6s  %6s  %5s" % ("(B)", "(elements)", "", "", "", "(us)", "(GB/s)", "(GB/s)", ""))
MI = [(18e-6, 70e9), (30e-6, 160e9)]
for cycle in range(2):
    if cycle:
        L.append("# Testing %d cycle." % (cycle + 1))
    for k, s in enumerate(sizes(1048576, 268435456)):
        t = model(s, MI, 0.01, k + cycle)
        alg = s / t / 1e9
        L.append(pre(s, s // 4, "float", "sum", "-1") + "  %7s  %6.2f  %6.2f  %5g" % (fl(t * 1e6, 7), alg, alg * factor_ar(8), 0))
L.append("# Avg bus bandwidth    : 190.1 ")
write("rccl-allreduce-inplace-cycles-slurm-crlf.txt", L, crlf=True, prefix=lambda i, l: "0: " + l)

# 5. Two collectives in one file (all_gather then reduce_scatter), one process with -g 8
#    (8 ranks on one host), NCCL WARN lines and timestamped lines in between.
L = []
header(L, [("dgx-solo", d) for d in range(8)], "all_gather_perf", ngpus=8, minb=65536, maxb=1073741824)
table_header(L)
AG = [(12e-6, 40e9), (20e-6, 380e9)]
for k, s in enumerate(sizes(65536, 1073741824)):
    row = pre(s, s // 4 // 8, "float", "none", "-1")
    for place in (0, 1):
        row += body(model(s, AG, 0.01, k + place), s, 7 / 8)
    L.append(row)
    if k == 3:
        L.append("dgx-solo:5151:5190 [2] NCCL WARN Cuda failure 'out of memory' (retrying)")
        L.append("2025-03-01 10:00:00 watchdog: all ranks alive")
footer(L, 250.0, "all_gather_perf")
header(L, [("dgx-solo", d) for d in range(8)], "reduce_scatter_perf", ngpus=8, minb=65536, maxb=1073741824)
table_header(L)
for k, s in enumerate(sizes(65536, 1073741824)):
    row = pre(s, s // 4 // 8, "float", "sum", "-1")
    for place in (0, 1):
        row += body(model(s, AG, 0.01, k + place + 1), s, 7 / 8)
    L.append(row)
footer(L, 250.0, "reduce_scatter_perf")
write("nccl-allgather-reducescatter-one-file.txt", L)
