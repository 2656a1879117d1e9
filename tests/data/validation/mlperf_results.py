#!/usr/bin/env python3
"""Encode MLPerf Training LLM pre-training submissions as published-runs rows (step time).

Usage:
    mlperf_results.py RESULTS_REPO [RESULTS_REPO ...] > mlperf-training.json

Each RESULTS_REPO is a copy of one MLCommons results repository: a checkout, or a bare / mirror
git directory (read with `git show HEAD:path`). Its round is taken from the path
(".../training_results_v5.1...") or given as `v5.1=PATH`. The rows in mlperf-training.json were
made from these commits:

    mlcommons/training_results_v4.1  b87b9e396f771345d4ef122ba33456304f15228d  (gpt3)
    mlcommons/training_results_v5.0  0fdc28f013256aea84fa36fdaf1e0fa46094b18c  (llama31_405b)
    mlcommons/training_results_v5.1  441d65f4445cd59687466533fd9f55399136e7a4  (llama31_405b, llama31_8b)

e.g. python3 tests/data/validation/mlperf_results.py \
        /work/.mirror/mlcommons+training_results_v4.1/repo \
        /work/.mirror/mlcommons+training_results_v5.0/repo \
        /work/.mirror/mlcommons+training_results_v5.1/repo > tests/data/validation/mlperf-training.json

Benchmarks: gpt3 (GPT-3 175B, seq 2048; v4.1 - v5.0 retired it and has no gpt3 results),
llama31_405b (v5.0, v5.1), llama31_8b (v5.1). LoRA fine-tuning, flux, stable diffusion, BERT,
DLRM, RGAT are not read. One row per submission (system x benchmark x round).

Which config: SUBMISSIONS below names, for every kept submission, the launch script that ran
and why it is that one (README-<system>.md names it; the `:::DLPAL ... <DGXSYSTEM>` line of the
log names it; or it is the only script of the submitter for that node count / system name).
The script is read as bash env assignments (`export X=...`, `${X:=default}`, `source`
of the sibling config_common*.sh files; `if` blocks are taken as false and their `else` taken,
which is what the scripts do for a plain run: no NO_CKPT, no LOAD_MINIMAL_NUM_SAMPLES, no
MLPERF_VERSION=v31). What the scripts leave unset takes the `${oc.env:NAME,default}` default of
the implementation's conf/custom.yaml (e.g. SEQ_PARALLEL True, TP_COMM_OVERLAP False,
ACT_CKPT_GRANULARITY null, FP8_RECIPE delayed in v5.0 / tensorwise in v5.1); each row's notes
list the defaults it took. Then:
  - GBS: NVIDIA's NeMo recipes derive it, custom.yaml: global_batch_size = MINIBS x
    (nodes x GPUs per node) // (TP x PP x CP), i.e. MINIBS is the batch per data-parallel rank
    and MINIBS / MICRO_BATCH_SIZE the gradient-accumulation steps. Checked against the log's
    global_batch_size and gradient_accumulation_steps; the micro batch the log implies
    (GBS / (DP x GA)) wins over the script where they differ (said in notes).
  - VP = INTERLEAVED_PIPELINE (null / unset with PP 1 -> 1).
  - ASYM_PP_EMBED / ASYM_PP_LOSS (Megatron account_for_embedding/loss_in_pipeline_split): the
    embedding and the loss each count as one layer when splitting, so with 126 + 2 "layers" on
    PP x VP chunks the first and the last pipeline stage hold one transformer layer less; written
    as parallelism.first_stage_layers / last_stage_layers.
  - precision: FP4=True -> nvfp4, FP8=True -> fp8 (delayed "hybrid" scaling in v4.1 / v5.0 and
    AMD, per-tensor current scaling "tensorwise" in v5.1), else bf16.
  - Where a log dumps the resolved NeMo config (Oracle, Nebius, Dell, HPE, Lambda, Supermicro,
    Verda), tp / pp / vp / cp / micro batch / fp8 / fp4 / sequence parallel / TP overlap are
    checked against it and the dump wins on a mismatch (said in notes).
  - AMD's MI3xx NeMo recipe (train.py) states TP/PP/CP, GBS and MBS in its config and FP8
    "hybrid" delayed scaling in src/train.py.

Measured step time: the median of every `train_step_time` (v5.x) or `train_step_timing in s`
(v4.1) tracked_stats value over all result files of the submission. The first value of a file is
dropped when it is more than 1.5x the median of that file's other values (the first step of a
v5.x 405B run carries CUDA-graph capture / warm-up: 11.8 s against 3.4 s); nothing else is
dropped. The NeMo loggers log every step (405B, gpt3) or every LOG_EVERY_N_STEPS=32 steps (8B).
AMD-implementation logs (AMD, Dell, GigaComputing, Supermicro MI355X / MI350X) log no step time,
only `throughput` in samples/s per training block; their step time is global_batch_size /
throughput, median over blocks and files (same first-value rule). The v4.1 eos-dfw_n1452 gpt3 logs
(NeMo code of round v4.0) have neither: their step time is (block_stop - block_start) / steps in
the block (epoch_count tokens / (GBS x seq)), evaluation running between blocks.

Also: network presets follow the system JSON (IB NDR 400 / XDR 800, RoCE 400 for Oracle's ROCE2 and
Cisco's 400G Ethernet fabric); where it names no rate the assumption is in `assumed`, and for
single-node runs the preset only fills the field. University-of-Florida's hpg.dgxb200x8 scripts
source config_common*.sh from its b200_nemo/ directory (its README points there); Lambda's GB300
script sources NVIDIA's config_GB200_18x4x1xtp1pp1cp2_8b.sh, read from NVIDIA's tree of the same
round. NVIDIA's Theia (GB300) logs say submission_platform "NVIDIA GB200"; the system JSON and the
GB300 scripts (whose MINIBS matches the logged batch and accumulation) are taken.

Dropped (not in the catalog, or no readable config):
  - Google TPU v5p / Trillium gpt3 (v4.1, 7 systems): not GPUs of the catalog.
  - B300 systems (v5.1 llama31_8b): Dell 1xXE9780x8B300-SXM-270GB, Lenovo SR680aV4-8xB300_SXM,
    Nebius nebius_b300_n1, Supermicro AS-8126GS-NB3RT. B300 (Blackwell Ultra HGX) is not in the
    catalog and B200 is not the same silicon.
  - Cisco 1xC885A_M8-8xMI350X-OAM-288GB (v5.1 llama31_8b): no launch config in Cisco's tree.
  - Nebius nebius_h200_n64 / nebius_h200_n128 (v5.1 llama31_405b): their result_*.txt are byte for byte
    (same git blobs) the v5.0 nebius_soperator_8xH200_n64 / _n128 results, which are kept.
Kept with a substitute: AMD MI350X_EPYC_9575F_pytorch is encoded as mi355x (same CDNA 4 die;
MI350X runs at a lower power cap and clock, so the prediction is expected to be fast; said in
`assumed`).
"""
import json
import os
import re
import statistics
import subprocess
import sys

COMMITS = {
    "v4.1": "b87b9e396f771345d4ef122ba33456304f15228d",
    "v5.0": "0fdc28f013256aea84fa36fdaf1e0fa46094b18c",
    "v5.1": "441d65f4445cd59687466533fd9f55399136e7a4",
}
BENCHMARKS = {  # benchmark: (catalog model, layers)
    "gpt3": ("gpt3-175b", 96),
    "llama31_405b": ("llama3-405b", 126),
    "llama31_8b": ("llama3.1-8b", 32),
}
N = "NVIDIA/benchmarks"
I51 = "NVIDIA/benchmarks/llama31_8b/implementations/nemo/"
UF8 = "University-of-Florida/benchmarks/llama31_8b/implementations/hpg.dgxb200x8/"
UF405 = "University-of-Florida/benchmarks/llama31_405b/implementations/hpg.dgxb200x8/"
UF_COMMON = "The config's config_common*.sh are not in hpg.dgxb200x8/ (its README says \"refer to " \
            "the implementation directory b200_nemo\"): read from b200_nemo/ of the same benchmark."
README = "README-{system}.md names it"
DLPAL = "the log's :::DLPAL line names it ({name})"
# (round, org, system, benchmark, launch config, why this config,
#  None or (directory that holds the files it sources when its own directory does not, why))
SUBMISSIONS = [
    ("v4.1", "NVIDIA", "b200_n8_preview_nemo", "gpt3",
     N + "/gpt3/implementations/b200_n8_preview_nemo/config_DGXB200_8x8x1024x4x8_mbs2_cg.sh", README, None),
    ("v4.1", "NVIDIA", "eos-dfw_n1452_ngc24.04_nemo", "gpt3",
     N + "/gpt3/implementations/eos-dfw_n1452_ngc24.04_nemo/config_DGXH100_1452x8x6x4x6_mbs1_cg.sh", README, None),
    ("v4.1", "NVIDIA", "eos_n32_ngc24.09_nemo", "gpt3",
     N + "/gpt3/implementations/eos_n32_ngc24.09_nemo/config_DGXH100_32x8x256x4x8_mbs2.sh", README, None),
    ("v4.1", "NVIDIA", "eos_n64_ngc24.09_nemo", "gpt3",
     N + "/gpt3/implementations/eos_n64_ngc24.09_nemo/config_DGXH100_64x8x128x4x8_mbs2.sh", README, None),
    ("v4.1", "Oracle", "1536xBM.GPU.H100.8", "gpt3",
     "Oracle/benchmarks/gpt3/DGXH100_128x8x64x4x8_mbs2/config_DGXH100_192x8x64x4x8_mbs2.sh",
     DLPAL.format(name="DGXH100_192x8x64x4x8_mbs2") + "; the same file (same blob) is in all five "
     "Oracle/benchmarks/gpt3/DGXH100_* directories", None),
    ("v4.1", "Oracle", "3072xBM.GPU.H100.8", "gpt3",
     "Oracle/benchmarks/gpt3/DGXH100_384x8x32x4x8_mbs2/config_DGXH100_384x8x32x4x8_mbs2.sh",
     DLPAL.format(name="DGXH100_384x8x32x4x8_mbs2"), None),
] + [
    ("v5.0", org, system, "llama31_405b",
     f"{org}/benchmarks/llama31_405b/implementations/{system}/{cfg}", README, None)
    for org, system, cfg in [
        ("IBM+CoreWeave+NVIDIA", "carina_ngpu512_ngc25.04_nemo", "config_GB200_128x4x112xtp4pp8cp2.sh"),
        ("IBM+CoreWeave+NVIDIA", "carina_ngpu1024_ngc25.04_nemo", "config_GB200_256x4x48xtp4pp8cp2.sh"),
        ("IBM+CoreWeave+NVIDIA", "carina_ngpu1536_ngc25.04_nemo", "config_GB200_384x4x48xtp4pp8cp2.sh"),
        ("IBM+CoreWeave+NVIDIA", "carina_ngpu2048_ngc25.04_nemo", "config_GB200_512x4x40xtp4pp8cp2.sh"),
        ("IBM+CoreWeave+NVIDIA", "carina_ngpu2496_ngc25.04_nemo", "config_GB200_624x4x32xtp4pp8cp2.sh"),
        ("NVIDIA", "eos-dfw_n64_ngc25.01_nemo", "config_DGXH100_64x8x288xtp8pp8cp2.sh"),
        ("NVIDIA", "eos-dfw_n256_ngc25.01_nemo", "config_DGXH100_256x8x72xtp8pp8cp2.sh"),
        ("NVIDIA", "eos-dfw_n304_ngc25.01_nemo", "config_DGXH100_304x8x64xtp8pp8cp2.sh"),
        ("NVIDIA", "eos-dfw_n320_ngc25.01_nemo", "config_DGXH100_320x8x56xtp8pp8cp2.sh"),
        ("NVIDIA", "eos-dfw_n1024_ngc25.01_nemo", "config_DGXH100_1024x8x24xtp8pp8cp2.sh"),
        ("NVIDIA", "tyche_ngpu256_ngc25.04_nemo", "config_GB200_64x4x112xtp4pp8cp2_cg.sh"),
        ("NVIDIA", "tyche_ngpu512_ngc25.04_nemo", "config_GB200_128x4x112xtp4pp8cp2_cg_dplast.sh"),
        ("Nebius", "nebius_soperator_8xH200_n64_ngc25.01_nemo", "config_DGXH200_64x8x144xtp4pp8cp2.sh"),
        ("Nebius", "nebius_soperator_8xH200_n128_ngc25.01_nemo", "config_DGXH200_128x8x72xtp4pp8cp2.sh"),
    ]
] + [
    ("v5.1", org, system, "llama31_405b",
     f"{org}/benchmarks/llama31_405b/implementations/{system}/{cfg}", README, None)
    for org, system, cfg in [
        ("NVIDIA", "tyche_ngpu512_ngc25.09_nemo", "config_GB200_128x4x144xtp4pp8cp2_cg_fp4.sh"),
        ("NVIDIA", "hsg_ngpu2560_ngc25.09_nemo", "config_GB200_640x4x24xtp4pp8cp2_cg_fp4.sh"),
        ("NVIDIA", "hsg_ngpu5120_ngc25.09_nemo", "config_GB200_1280x4x16xtp4pp8cp2_cg_fp4.sh"),
        ("NVIDIA", "theia_ngpu512_ngc25.09_nemo", "config_GB300_128x4x72xtp2pp8cp2_cg_fp4.sh"),
    ]
] + [
    ("v5.1", "University-of-Florida", "hpg.dgxb200x8.n32", "llama31_405b",
     UF405 + "config_DGXB200_32x8x144xtp4pp8cp2_cg.sh", "the only 32-node config of hpg.dgxb200x8 (run_32n.sub "
     "sources it)", ("University-of-Florida/benchmarks/llama31_405b/implementations/b200_nemo", UF_COMMON)),
    ("v5.1", "University-of-Florida", "hpg.dgxb200x8.n56", "llama31_405b",
     UF405 + "config_DGXB200_56x8x144xtp4pp8cp2_cg.sh", "the only 56-node config of hpg.dgxb200x8 (run_56n.sub "
     "sources it)", ("University-of-Florida/benchmarks/llama31_405b/implementations/b200_nemo", UF_COMMON)),
] + [
    ("v5.1", "NVIDIA", system, "llama31_8b", I51 + cfg,
     f"implementations/{system}/README-{system}.md names it (the script is in implementations/nemo/)", None)
    for system, cfg in [
        ("tyche_ngpu8_ngc25.09_nemo", "config_GB200_2x4x2xtp1pp1cp1_8b_fp4.sh"),
        ("tyche_ngpu72_ngc25.09_nemo", "config_GB200_18x4x1xtp1pp1cp2_8b.sh"),
        ("tyche_ngpu512_ngc25.09_nemo", "config_GB200_128x4x1xtp2pp1cp4_8b.sh"),
        ("theia_ngpu8_ngc25.09_nemo", "config_GB300_2x4x2xtp1pp1cp1_8b_fp4.sh"),
        ("theia_ngpu72_ngc25.09_nemo", "config_GB300_18x4x1xtp1pp1cp2_8b.sh"),
        ("theia_ngpu512_ngc25.09_nemo", "config_GB300_128x4x1xtp2pp1cp4_8b.sh"),
    ]
] + [
    ("v5.1", "University-of-Florida", f"hpg.dgxb200x8.n{n}", "llama31_8b", UF8 + cfg,
     f"the only {n}-node config of University-of-Florida/benchmarks/llama31_8b/implementations/hpg.dgxb200x8",
     ("University-of-Florida/benchmarks/llama31_8b/implementations/b200_nemo", UF_COMMON))
    for n, cfg in [
        (1, "config_DGXB200_1x8x2xtp1pp1cp1_8b.sh"),
        (2, "config_DGXB200_2x8x2xtp1pp1cp1_8b.sh"),
        (4, "config_DGXB200_4x8x1xtp1pp1cp2_8b.sh"),
        (8, "config_DGXB200_8x8x1xtp1pp1cp2_8b.sh"),
        (16, "config_DGXB200_16x8x1xtp1pp1cp2_8b.sh"),
        (32, "config_DGXB200_32x8x1xtp1pp1cp2_8b.sh"),
    ]
] + [
    ("v5.1", "Cisco", "hpf_n8", "llama31_8b",
     "Cisco/benchmarks/llama31_8b/implementations/nemo/config_DGXH100_8x8x1xtp1pp1cp1.sh",
     "the only 8-node config of Cisco's llama31_8b (README.md names it)", None),
    ("v5.1", "Cisco", "hpf_n16", "llama31_8b",
     "Cisco/benchmarks/llama31_8b/implementations/nemo/config_DGXH100_16x8x1xtp2pp1cp1.sh",
     "the only 16-node config of Cisco's llama31_8b", None),
    ("v5.1", "Dell", "1xXE9680Lx8B200-SXM-180GB", "llama31_8b",
     "Dell/benchmarks/llama31_8b/implementations/nemo/config_1xXE9680Lx8B200-SXM-180GB.sh",
     "the script named after the system", None),
    ("v5.1", "Dell", "2xXE9680Lx8B200-SXM-180GB", "llama31_8b",
     "Dell/benchmarks/llama31_8b/implementations/nemo/config_2xXE9680Lx8B200-SXM-180GB_2x8x2xtp1pp1cp1_8b.sh",
     DLPAL.format(name="2xXE9680Lx8B200-SXM-280GB_2x8x2xtp1pp1cp1_8b"), None),
    ("v5.1", "Dell", "2xXE9685Lx8B200-SXM-180GB", "llama31_8b",
     "Dell/benchmarks/llama31_8b/implementations/nemo/config_XE9685Lx8B200-SXM-180GB_2x8x2xtp1pp1cp1.sh",
     DLPAL.format(name="XE9685Lx8B200-SXM-180GB_2x8x2xtp1pp1cp1"), None),
    ("v5.1", "HPE", "HPE-Cray-XD670-H200-SXM5-141GB_n8_25.09", "llama31_8b",
     "HPE/benchmarks/llama3_8b/implementations/nemo-x86_64/config_XD670_8x8x1xtp1pp1cp2_8b.sh",
     DLPAL.format(name="XD670_8x8x1xtp1pp1cp2_8b-trial"), None),
    ("v5.1", "Lambda", "gb300_n18_ngc25.04_nemo", "llama31_8b",
     "Lambda/benchmarks/llama31_8b/implementations/gb300_0922/config_GB300_18x4x1xtp1pp1cp2_8b.sh",
     DLPAL.format(name="GB300_18x4x1xtp1pp1cp2_8b"),
     ("NVIDIA/benchmarks/llama31_8b/implementations/nemo",
      "The script only sources config_GB200_18x4x1xtp1pp1cp2_8b.sh, which Lambda's gb300_0922/ does not hold: it "
      "is read from NVIDIA's implementations/nemo/ of the same round (Lambda's code is NVIDIA's), and the log's "
      "config dump confirms the layout.")),
    ("v5.1", "Lenovo", "SR680aV3-8xB200_SXM_180GB", "llama31_8b",
     "Lenovo/benchmarks/llama31_8b/config_SR780aV3_SR680aV3_SR680aV4.sh",
     "Lenovo's only llama31_8b config (named after its three systems)", None),
    ("v5.1", "Lenovo", "SR780aV3-8xB200_SXM_180GB", "llama31_8b",
     "Lenovo/benchmarks/llama31_8b/config_SR780aV3_SR680aV3_SR680aV4.sh",
     "Lenovo's only llama31_8b config (named after its three systems)", None),
    ("v5.1", "Nebius", "nebius_b200_n1", "llama31_8b",
     "Nebius/benchmarks/llama31_8b/configs/nebius_b200_n1/config_DGXB200_1x8x2xtp1pp1cp1_8b_fp4.sh",
     DLPAL.format(name="DGXB200_1x8x2xtp1pp1cp1_8b_fp4") + "; configs/nebius_b200_n1/ holds it", None),
    ("v5.1", "Nebius", "nebius_b200_n2", "llama31_8b",
     "Nebius/benchmarks/llama31_8b/configs/nebius_b200_n2/config_DGXB200_2x8x2xtp1pp1cp1_8b_fp4.sh",
     "the only script of configs/nebius_b200_n2/ (the log's DLPAL names DGXB200_2x8x2xtp1pp1cp1_8b, and its "
     "config dump says fp4: true, micro_batch_size: 1, as this script)", None),
    ("v5.1", "Nebius", "nebius_b200_n4", "llama31_8b",
     "Nebius/benchmarks/llama31_8b/configs/nebius_b200_n4/config_DGXB200_4x8x1xtp1pp1cp1_8b_fp4.sh",
     "the only script of configs/nebius_b200_n4/ (the log's DLPAL names DGXB200_4x8x1xtp1pp1cp1_8b, and its "
     "config dump says fp4: true, as this script)", None),
    ("v5.1", "Oracle", "1xBM.GPU.B200.8", "llama31_8b",
     "Oracle/benchmarks/llama31_8b/config_DGXB200_1x8x2xtp1pp1cp1_8b_fp4.sh",
     DLPAL.format(name="DGXB200_1x8x2xtp1pp1cp1_8b_fp4"), None),
    ("v5.1", "Oracle", "8xBM.GPU.B200.8", "llama31_8b",
     "Oracle/benchmarks/llama31_8b/config_DGXB200_8x8x1xtp1pp1cp2_8b.sh",
     DLPAL.format(name="DGXB200_8x8x1xtp1pp1cp2_8b"), None),
    ("v5.1", "Supermicro", "AS-4126GS-NBR-LCC", "llama31_8b",
     "Supermicro/benchmarks/llama31_8b/implementations/AS-4126GS-NBR-LCC/"
     "config_AS-4126GS-NBR-LCC_1x8x2xtp1pp1cp1_8b_fp4.sh",
     DLPAL.format(name="AS-4126GS-NBR-LCC_1x8x2xtp1pp1cp1_8b_fp4"), None),
    ("v5.1", "Supermicro", "SYS-422GS-NBRT-LCC", "llama31_8b",
     "Supermicro/benchmarks/llama31_8b/implementations/SYS-422GS-NBRT-LCC/"
     "config_SYS-422GS-NBRT-LCC_1x8x2xtp1pp1cp1_8b_fp4.sh",
     DLPAL.format(name="SYS-422GS-NBRT-LCC_1x8x2xtp1pp1cp1_8b_fp4"), None),
    ("v5.1", "Verda", "b200_8x8_ngc25.09", "llama31_8b",
     "Verda/benchmarks/llama31_8b/implementations/b200_8x8_ngc25.09/config_DGXB200_8x8x1xtp1pp1cp2_8b.sh",
     DLPAL.format(name="DGXB200_8x8x1xtp1pp1cp2_8b"), None),
    # AMD's NeMo-on-ROCm implementation
    ("v5.1", "AMD", "MI355X_EPYC_9575F_pytorch", "llama31_8b",
     "AMD/benchmarks/llama31_8b/implementations/MI355X_EPYC_9575F_pytorch_llama3_8b/config_MI355X_1x8x1_8b.sh",
     "README.md of the implementation names it", None),
    ("v5.1", "AMD", "MI350X_EPYC_9575F_pytorch", "llama31_8b",
     "AMD/benchmarks/llama31_8b/implementations/MI350X_EPYC_9575F_pytorch_llama3_8b/config_MI350X_1x8x1_8b.sh",
     "the MI350X script of the MI350X implementation (its README copies the MI355X one)", None),
    ("v5.1", "Dell", "XE9785L_8xMI355X", "llama31_8b",
     "Dell/benchmarks/llama31_8b/implementations/AMD/config_MI355X_1x8x1_8b.sh",
     "the MI355X script of Dell's AMD implementation (README.md names it)", None),
    ("v5.1", "GigaComputing", "G893-ZX1-AAX4_pytorch", "llama31_8b",
     "GigaComputing/benchmarks/llama31_8b/implementations/MI355X/nemo/config_MI355X_1x8x1_8b.sh",
     "the MI355X script of GigaComputing's implementation (README.md names it)", None),
    ("v5.1", "Supermicro", "8xMI355X_2xEPYC_9575F", "llama31_8b",
     "Supermicro/benchmarks/llama31_8b/implementations/8xMI355X_2xEPYC_9575F/config_MI355X_1x8x1_8b.sh",
     "the MI355X script of the implementation (README.md names it)", None),
]

# system JSON accelerator -> catalog GPU
GPUS = [("GB300", "gb300"), ("GB200", "gb200"), ("B200", "b200"), ("H200", "h200-sxm-141gb"),
        ("H100", "h100-sxm-80gb"), ("MI355X", "mi355x"), ("MI350X", "mi355x")]
DUMP_KEYS = ("micro_batch_size", "tensor_model_parallel_size", "pipeline_model_parallel_size",
             "virtual_pipeline_model_parallel_size", "context_parallel_size", "sequence_parallel", "fp8", "fp4",
             "ub_tp_comm_overlap", "activations_checkpoint_granularity", "cpu_offloading")


class Repo:
    def __init__(self, path):
        self.path = path
        self.bare = os.path.isfile(os.path.join(path, "HEAD")) and os.path.isdir(os.path.join(path, "objects"))
        self.files = None
        if self.bare:
            out = subprocess.run(["git", "-C", path, "ls-tree", "-r", "--name-only", "HEAD"], capture_output=True,
                                 text=True, check=True).stdout
            self.files = set(out.split("\n")) - {""}
        self.commit = subprocess.run(["git", "-C", path, "rev-parse", "HEAD"], capture_output=True,
                                     text=True).stdout.strip() or None

    def exists(self, rel):
        return rel in self.files if self.bare else os.path.isfile(os.path.join(self.path, rel))

    def read(self, rel):
        if self.bare:
            return subprocess.run(["git", "-C", self.path, "show", "HEAD:" + rel], capture_output=True, check=True
                                  ).stdout.decode("utf-8", "replace")
        with open(os.path.join(self.path, rel), encoding="utf-8", errors="replace") as f:
            return f.read()

    def listdir(self, rel):
        rel = rel.rstrip("/") + "/"
        if self.bare:
            return sorted(f for f in self.files if f.startswith(rel) and "/" not in f[len(rel):])
        full = os.path.join(self.path, rel)
        return sorted(rel + f for f in os.listdir(full) if os.path.isfile(os.path.join(full, f)))


# ---------------------------------------------------------------- config scripts

def expand(value, env):
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        value = value[1:-1]
    m = re.fullmatch(r"\$\{(\w+):?[=-]([^}]*)\}", value)
    if m:
        return env[m.group(1)][0] if m.group(1) in env else m.group(2)
    m = re.fullmatch(r"\$\{?(\w+)\}?", value)
    if m and m.group(1) in env:
        return env[m.group(1)][0]
    return value


def read_env(repo, path, env, fallback, trace, missing, depth=0):
    """Bash env assignments of a config script: env[name] = (value, file, verbatim line)."""
    if depth > 8:
        return
    skip = []  # per open `if`: True while in a branch that is not taken
    for raw in repo.read(path).split("\n"):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if re.match(r"if\b", line):
            skip.append(True)  # conditions are taken as false (see the docstring)
            continue
        if re.match(r"elif\b", line):
            continue
        if line == "else" or line.startswith("else "):
            if skip:
                skip[-1] = False
            continue
        if re.match(r"fi\b", line):
            if skip:
                skip.pop()
            continue
        if any(skip):
            continue
        line = strip_comment(line)
        m = re.match(r"(?:source|\.)\s+(.+)$", line)
        if m:
            name = m.group(1).strip().strip("\"'").split("/")[-1]
            here = os.path.dirname(path)
            cand = [here + "/" + name] + ([fallback + "/" + name] if fallback else [])
            found = next((c for c in cand if repo.exists(c)), None)
            if found is None:
                missing.append(name)
                continue
            trace.append(found)
            read_env(repo, found, env, fallback, trace, missing, depth + 1)
            continue
        m = re.match(r'^:\s+"?\$\{(\w+):=([^}]*)\}"?', line)
        if m:
            if m.group(1) not in env:
                env[m.group(1)] = (m.group(2), path, raw.strip())
            continue
        m = re.match(r"unset\s+(\w+)", line)
        if m:
            env.pop(m.group(1), None)
            continue
        m = re.match(r"(?:export\s+)?(\w+)=(.*)$", line)
        if m:
            env[m.group(1)] = (expand(m.group(2), env), path, raw.strip())


def strip_comment(line):
    """The line without a trailing ` # comment` outside quotes."""
    quote = None
    for i, c in enumerate(line):
        if quote:
            if c == quote:
                quote = None
        elif c in "\"'":
            quote = c
        elif c == "#" and i > 0 and line[i - 1].isspace():
            return line[:i].rstrip()
    return line


def yaml_defaults(repo, cfg, fallback):
    """(path, {ENV: default}) of the implementation's conf/custom.yaml: `${oc.env:NAME,default}`."""
    dirs, d = [], os.path.dirname(cfg)
    for _ in range(3):
        dirs.append(d)
        d = os.path.dirname(d)
    if fallback:
        dirs.insert(1, fallback)
    for d in dirs:
        path = d + "/conf/custom.yaml"
        if repo.exists(path):
            found = {}
            for m in re.finditer(r"oc\.env:(\w+),([^}]*)\}", repo.read(path)):
                found.setdefault(m.group(1), m.group(2).strip().strip("'\""))
            return path, found
    return None, {}


def truthy(v):
    return str(v).strip().lower() in ("1", "true", "yes")


def as_int(v, default=None):
    if v is None or str(v).strip().lower() in ("null", "none", ""):
        return default
    return int(str(v).strip())


# ---------------------------------------------------------------- result logs

def read_log(text):
    events, dlpal, dump = [], None, {}
    for line in text.split("\n"):
        i = line.find(":::MLLOG ")
        if i >= 0:
            try:
                events.append((line[i:].strip(), json.loads(line[i + 9:])))
            except ValueError:
                pass
            continue
        if line.startswith(":::DLPAL"):
            dlpal = line.split()[-1].strip("'")
            continue
        m = re.match(r"^\s*(?:\d+:)?\s+(\w+): (\S+)\s*$", line)
        if m and m.group(1) in DUMP_KEYS and m.group(1) not in dump:
            dump[m.group(1)] = m.group(2)
    return events, dlpal, dump


def logged(events, key):
    for _, e in events:
        if e.get("key") == key:
            return e.get("value")
    return None


def step_times(events, gbs, seq):
    """(values, verbatim lines, kind): train step times in seconds, one per logged step."""
    seen, vals, lines = set(), [], []
    for line, e in events:
        v = e.get("value")
        if e.get("key") != "tracked_stats" or not isinstance(v, dict):
            continue
        t = v.get("train_step_time", v.get("train_step_timing in s"))
        if t is None:
            continue
        k = (e.get("metadata", {}).get("step"), round(t, 9))
        if k in seen:
            continue
        seen.add(k)
        vals.append(float(t))
        lines.append(line)
    if vals:
        return vals, lines, "train_step_time"
    for line, e in events:  # AMD: samples/s per training block
        v = e.get("value")
        if e.get("key") != "tracked_stats" or not isinstance(v, dict) or "throughput" not in v:
            continue
        k = (e.get("metadata", {}).get("step"), round(v["throughput"], 9))
        if k in seen:
            continue
        seen.add(k)
        vals.append(gbs / float(v["throughput"]))
        lines.append(line)
    if vals:
        return vals, lines, "throughput"
    start = None  # v4.0-code gpt3 logs: training blocks of epoch_count tokens, timed by block_start / block_stop
    for line, e in events:
        md = e.get("metadata", {})
        if e.get("key") == "block_start":
            start = (e["time_ms"], md.get("epoch_count"), line)
        elif e.get("key") == "block_stop" and start and start[1] and start[1] == md.get("epoch_count"):
            steps = start[1] / (gbs * seq)
            vals.append((e["time_ms"] - start[0]) / 1000.0 / steps)
            lines.append(start[2] + " ... " + line)
            start = None
    return vals, lines, "blocks"


def samples_trained(events):
    best = 0
    for _, e in events:
        s = e.get("metadata", {}).get("samples_count")
        if isinstance(s, (int, float)):
            best = max(best, s)
    return best


# ---------------------------------------------------------------- rows

def assumed(field, value, why):
    return {"field": field, "value": value, "why": why}


def catalog_gpu(name):
    for key, gpu in GPUS:
        if key in name:
            return gpu
    raise ValueError("no catalog GPU for " + name)


def network_of(gpu, sysj, nodes):
    """(preset, None when the system JSON states it, else why)."""
    text = " ".join(str(sysj.get(k, "")).strip() for k in ("host_networking", "host_networking_topology",
                                                            "hw_notes")).strip()
    t = text.lower()
    said = f"the system JSON says \"{text}\"" if text else "the system JSON does not describe the network"
    default = "ib-xdr-800" if gpu == "gb300" else "roce-400" if gpu.startswith("mi3") else "ib-ndr-400"
    if "xdr 800" in t:
        return "ib-xdr-800", None
    if "ndr" in t and "400" in t:
        return "ib-ndr-400", None
    if nodes == 1:
        return default, f"single node, no scale-out traffic ({said}); the preset only fills the field"
    if ("roce" in t or "ethernet fabric" in t) and "400" in t:
        return "roce-400", None
    if "roce" in t:
        return "roce-400", f"{said}: RoCE, the per-GPU speed not given; 400 Gb/s per GPU (ConnectX-7 class) assumed"
    if "100gbe infiniband" in t:
        return "ib-ndr-400", (f"{said}, which names no InfiniBand rate (100GbE is an Ethernet speed, likely the "
                              "host NIC); Verda (ex-DataCrunch) B200 clusters are advertised with 400 Gb/s NDR "
                              "InfiniBand per GPU: ib-ndr-400 assumed")
    if gpu == "gb300":
        return "ib-xdr-800", f"{said}; GB300 NVL72 compute trays carry ConnectX-8 XDR 800"
    return "ib-ndr-400", (f"{said}: InfiniBand NDR 400 Gb/s per GPU assumed (ConnectX-7, as in DGX / HGX H100 "
                          "and B200 nodes)")


def quote_lines(env, names, cfg):
    out, by_file = [], {}
    for n in names:
        if n in env:
            v, f, line = env[n]
            by_file.setdefault(f, []).append(line)
    for f, lines in by_file.items():
        out.append(f"{f.split('/')[-1]}: " + "; ".join(lines))
    return " || ".join(out)


def row_for(repo, rnd, org, system, bm, cfg, why, fallback):
    preset, layers = BENCHMARKS[bm]
    sysj = json.loads(repo.read(f"{org}/systems/{system}.json"))
    accel = sysj["accelerator_model_name"]
    gpu = catalog_gpu(accel)
    nodes, per_node = int(sysj["number_of_nodes"]), int(sysj["accelerators_per_node"])
    n_gpus = nodes * per_node
    res_dir = f"{org}/results/{system}/{bm}"
    results = [f for f in repo.listdir(res_dir) if re.search(r"/result_\d+\.txt$", f)]
    notes, marks, problems = [], [], []

    env, trace, missing = {}, [cfg], []
    read_env(repo, cfg, env, fallback[0] if fallback else None, trace, missing)
    amd = "GBS" in env and "MINIBS" not in env

    # logs
    logs = [read_log(repo.read(f)) for f in results]
    gbs = logged(logs[0][0], "global_batch_size")
    seq = logged(logs[0][0], "max_sequence_length")
    ga = logged(logs[0][0], "gradient_accumulation_steps")
    platform = logged(logs[0][0], "submission_platform")
    for ev, _, _ in logs[1:]:
        if logged(ev, "global_batch_size") != gbs or logged(ev, "max_sequence_length") != seq:
            raise ValueError(f"{res_dir}: result files disagree on GBS / sequence length")
    gbs, seq, ga = int(gbs), int(seq), int(float(ga))

    # layout from the config
    if amd:
        tp, pp, cp = as_int(env["TP"][0]), as_int(env["PP"][0]), as_int(env["CP"][0])
        vp, mbs_cfg = 1, as_int(env["MBS"][0])
        dp = n_gpus // (tp * pp * cp)
        if as_int(env["GBS"][0]) != gbs:
            raise ValueError(f"{cfg}: GBS {env['GBS'][0]} but the log says {gbs}")
        train_py = os.path.dirname(cfg) + "/src/train.py"
        code = repo.read(train_py)
        if 'fp8="hybrid"' not in code and "fp8 = \"hybrid\"" not in code:
            raise ValueError(train_py + ": FP8 recipe not found")
        fp8, fp4 = True, False
        seq_par = False
        tp_overlap = truthy(env.get("TP_COMM_OVERLAP", ("False",))[0])
        recompute = "none"
        marks.append(assumed("training.recompute", "none", "src/train.py sets no recompute_* on NeMo's "
                             "Llama31Config8B, whose default is no activation recomputation"))
        marks.append(assumed("training.sequence_parallel", False, "not set by src/train.py (NeMo default off; "
                             "moot at TP 1)"))
        asym = False
        notes.append(f"{train_py}: fp8=\"hybrid\" (delayed scaling, amax history 4), fp8_params, distributed optimizer "
                     "with fp8_param_gather; no CUDA graphs, TP overlap off.")
    else:
        ypath, ydef = yaml_defaults(repo, cfg, fallback[0] if fallback else None)
        from_yaml = []

        def get(name, fallback_value):
            if name in env:
                return env[name][0]
            if name in ydef:
                from_yaml.append(f"{name}={ydef[name]}")
                return ydef[name]
            return fallback_value

        tp = as_int(env["TENSOR_MODEL_PARALLEL"][0])
        pp = as_int(env["PIPELINE_MODEL_PARALLEL"][0])
        cp = as_int(get("CONTEXT_PARALLEL", "1"), 1)
        vp = as_int(get("INTERLEAVED_PIPELINE", "null"), 1)
        if pp == 1:
            vp = 1
        mbs_cfg = as_int(env["MICRO_BATCH_SIZE"][0])
        minibs = as_int(env["MINIBS"][0])
        dp = n_gpus // (tp * pp * cp)
        if minibs * dp != gbs:
            raise ValueError(f"{cfg}: MINIBS {minibs} x DP {dp} = {minibs * dp} but the log says GBS {gbs}")
        fp4 = truthy(env.get("FP4", ("False",))[0])
        fp8 = truthy(env.get("FP8", ("False",))[0]) and not fp4
        seq_par = tp > 1 and truthy(get("SEQ_PARALLEL", "True"))
        tp_overlap = tp > 1 and truthy(get("TP_COMM_OVERLAP", "False"))
        ckpt = str(get("ACT_CKPT_GRANULARITY", "null")).lower()
        recompute = {"null": "none", "none": "none", "selective": "selective", "full": "full"}[ckpt]
        asym = truthy(env.get("ASYM_PP_EMBED", ("False",))[0]) or truthy(env.get("ASYM_PP_LOSS", ("False",))[0])
        graphs = [f"{k}={env[k][0]}" for k in ("FULL_CUDA_GRAPH", "MCORE_CUDA_GRAPH", "LAYER_CUDA_GRAPH")
                  if k in env]
        bits = [f"GBS = MINIBS {minibs} x DP {dp} (custom.yaml: MINIBS x nodes x GPUs // (TP x PP x CP))"]
        if fp8:
            bits.append(f"FP8 recipe {get('FP8_RECIPE', 'delayed (no fp8_recipe key)')}"
                        + (" hybrid (E4M3 forward, E5M2 backward)" if truthy(get("FP8_HYBRID", "False")) else " E4M3"))
        if fp4:
            bits.append(f"FP4 recipe {get('FP4_RECIPE', 'nvfp4')} (GEMMs in NVFP4; attention "
                        f"{'FP8 (FP8_DPA=True, NVTE_DPA_FP8_RECIPE=' + env.get('NVTE_DPA_FP8_RECIPE', ('unset',))[0] + ')' if truthy(get('FP8_DPA', 'False')) else 'BF16 (FP8_DPA False)'})")
        elif truthy(get("FP8_DPA", "False")):
            bits.append("FP8 attention (FP8_DPA=True)")
        if graphs:
            bits.append("CUDA graphs " + ", ".join(graphs))
        if from_yaml:
            bits.append(f"unset in the scripts, so {ypath} defaults: " + ", ".join(sorted(set(from_yaml))))
        if ypath is None:
            bits.append("no conf/custom.yaml in the submitter's tree: knobs the scripts leave unset take the "
                        "NeMo recipe's defaults (sequence parallel on, TP overlap off, no activation "
                        "checkpointing), checked against the log's config dump below")
        if truthy(env.get("USE_DIST_OPTIMIZER", ("False",))[0]):
            bits.append("distributed optimizer")
        if env.get("OVERLAP_GRAD_REDUCE", ("",))[0] or env.get("OVERLAP_PARAM_GATHER", ("",))[0]:
            bits.append(f"OVERLAP_GRAD_REDUCE={env.get('OVERLAP_GRAD_REDUCE', ('unset',))[0]}, "
                        f"OVERLAP_PARAM_GATHER={env.get('OVERLAP_PARAM_GATHER', ('unset',))[0]}")
        offload = [k for k in env if "OFFLOAD" in k and truthy(env[k][0])]
        if offload:
            bits.append("offload: " + ", ".join(offload))
        notes.append("; ".join(bits) + ".")
    if missing:
        notes.append("Sourced but absent from the repository: " + ", ".join(sorted(set(missing)))
                     + " (the layout variables are all set by the files present).")
    if fallback:
        notes.append(fallback[1])

    # micro batch the log implies
    mbs = gbs // (dp * ga) if dp * ga else mbs_cfg
    if dp * ga * mbs != gbs:
        raise ValueError(f"{res_dir}: GBS {gbs} is not DP {dp} x GA {ga} x micro batch")
    if mbs != mbs_cfg:
        notes.append(f"The script sets micro batch {mbs_cfg}, but the log's gradient_accumulation_steps {ga} with "
                     f"GBS {gbs} and DP {dp} imply micro batch {mbs}: the log is taken.")

    # the config dump of the log, where there is one
    dump = logs[0][2]
    if dump:
        want = {"tensor_model_parallel_size": tp, "pipeline_model_parallel_size": pp, "context_parallel_size": cp,
                "micro_batch_size": mbs, "virtual_pipeline_model_parallel_size": vp if pp > 1 else None,
                "fp8": fp8, "fp4": fp4, "sequence_parallel": seq_par if tp > 1 else None,
                "ub_tp_comm_overlap": tp_overlap if tp > 1 else None}
        diffs = []
        for k, v in want.items():
            if k not in dump or v is None:
                continue
            d = dump[k]
            got = truthy(d) if isinstance(v, bool) else as_int(d, 1)
            if got != v:
                diffs.append(f"{k}: script {v}, log {d}")
                if k == "tensor_model_parallel_size":
                    tp = got
                elif k == "pipeline_model_parallel_size":
                    pp = got
                elif k == "context_parallel_size":
                    cp = got
                elif k == "virtual_pipeline_model_parallel_size":
                    vp = got
                elif k == "fp8":
                    fp8 = got and not fp4
                elif k == "fp4":
                    fp4 = got
                elif k == "sequence_parallel":
                    seq_par = got
                elif k == "ub_tp_comm_overlap":
                    tp_overlap = got
        g = dump.get("activations_checkpoint_granularity")
        if g and g.lower() not in ("null", "none") and recompute == "none":
            diffs.append(f"activations_checkpoint_granularity: script none, log {g}")
            recompute = g.lower()
        notes.append("The log dumps the resolved NeMo config: " + ("it differs from the script (" + "; ".join(diffs)
                     + "), the log is taken." if diffs else "tp / pp / vp / cp / micro batch / fp8 / fp4 / sequence "
                     "parallel / TP overlap agree with the script."))
        dp = n_gpus // (tp * pp * cp)
    precision = "nvfp4" if fp4 else "fp8" if fp8 else "bf16"

    # uneven pipeline of ASYM_PP_EMBED / ASYM_PP_LOSS
    parallelism = {"tp": tp, "pp": pp, "cp": cp, "vpp": vp, "ep": 1}
    if asym and pp > 1:
        embed = truthy(env.get("ASYM_PP_EMBED", ("False",))[0])
        loss = truthy(env.get("ASYM_PP_LOSS", ("False",))[0])
        total = layers + int(embed) + int(loss)
        if total % (pp * vp):
            raise ValueError(f"{cfg}: {total} layers (with embedding / loss) do not split over PP {pp} x VP {vp}")
        stage = total // pp
        parallelism["first_stage_layers"] = stage - int(embed)
        parallelism["last_stage_layers"] = stage - int(loss)
        notes.append(f"ASYM_PP_EMBED={embed}, ASYM_PP_LOSS={loss}: {layers} layers + embedding + loss = {total} "
                     f"over PP {pp} x VP {vp} = {total // (pp * vp)} per virtual stage, so the first and last "
                     f"stages hold {stage - int(embed)} and {stage - int(loss)} transformer layers, the others {stage}.")
    elif layers % (pp * vp):
        raise ValueError(f"{cfg}: {layers} layers do not split over PP {pp} x VP {vp}")

    # measured step time
    all_vals, dropped, lines = [], 0, []
    for ev, _, _ in logs:
        vals, ls, kind = step_times(ev, gbs, seq)
        if not vals:
            raise ValueError(f"{res_dir}: no step times")
        if len(vals) > 2 and vals[0] > 1.5 * statistics.median(vals[1:]):
            vals, ls = vals[1:], ls[1:]
            dropped += 1
        all_vals += vals
        lines += ls
    measured = statistics.median(all_vals)
    log_line = min(zip(all_vals, lines), key=lambda p: abs(p[0] - measured))[1]
    spread = (min(all_vals), max(all_vals))
    if kind == "throughput":
        notes.append(f"The logs give no step time, only throughput (samples/s) per training block: step time = "
                     f"GBS {gbs} / throughput, median of {len(all_vals)} blocks over {len(logs)} result files "
                     f"(range {spread[0]:.4f} - {spread[1]:.4f} s).")
    elif kind == "blocks":
        notes.append(f"The logs (NeMo code of round v4.0) give no step time: step time = (block_stop - block_start) / "
                     f"steps per block (the block's epoch_count tokens / (GBS x seq)); median of {len(all_vals)} "
                     f"blocks over {len(logs)} result files (range {spread[0]:.4f} - {spread[1]:.4f} s); evaluation "
                     "runs between blocks and is not counted.")
    else:
        notes.append(f"Measured = median of {len(all_vals)} logged train step times over {len(logs)} result files "
                     f"(range {spread[0]:.4f} - {spread[1]:.4f} s); first value of a file dropped as warm-up in "
                     f"{dropped} of {len(logs)} files (rule: > 1.5x the median of the file's other values).")
    notes.insert(0, f"GBS {gbs} sequences x seq {seq} = {gbs * seq:,} tokens per step; DP {dp}, gradient "
                    f"accumulation {ga}, micro batch {mbs}; {n_gpus} GPUs = {nodes} node{'s' if nodes > 1 else ''} x {per_node} "
                    f"({accel}).")
    if gpu == "gb300" and "GB200" in str(platform):
        notes.append(f"The log's submission_platform is \"{platform}\"; the system JSON ({accel}) and the config "
                     "(GB300 script, its MINIBS matching the logged GBS and accumulation) are taken.")
    samples = statistics.median(samples_trained(ev) for ev, _, _ in logs)
    tokens = float(samples * seq) if samples > 0 else 1000.0 * gbs * seq

    # assumptions
    marks.insert(0, assumed("model.preset", preset, "the benchmark's model (resources/catalog/models.json); MLPerf "
                            + ("GPT-3 175B: 96 layers, hidden 12288, 96 heads, seq 2048 from the log"
                               if bm == "gpt3" else "Llama 3.1 " + ("405B" if "405" in bm else "8B")
                               + " (the catalog's Llama 3 shape), seq 8192 from the log")))
    marks.append(assumed("training.flash_attention", True, "not a knob of the scripts; Transformer Engine's fused "
                         "(cuDNN / CK) attention, no s^2 score matrix kept"))
    marks.append(assumed("training.tokens", tokens, "only sizes the run, not the step: median samples trained "
                         "to the target over the result files x seq" if samples > 0 else "only sizes the run"))
    network, why_net = network_of(gpu, sysj, nodes)
    if why_net:
        marks.append(assumed("network.preset", network, why_net))
    if "MI350X" in accel:
        marks.append(assumed("cluster.gpu", "mi355x", "MI350X is not in the catalog; it is the same CDNA 4 die as "
                             "MI355X at a lower power cap (1000 W vs 1400 W) and peak clock (2.3 vs 2.5 PFLOP/s "
                             "dense BF16), so the prediction is expected to be ~8% fast"))
    if amd:
        marks.append(assumed("training.zero", 1, "src/train.py: use_distributed_optimizer=True (optimizer state "
                             "sharded over DP, Megatron-Core distributed optimizer)"))

    training = {"tokens": tokens, "global_batch": gbs, "micro_batch": mbs, "precision": precision,
                "recompute": recompute, "sequence_parallel": bool(seq_par), "flash_attention": True, "zero": 1,
                "tp_comm_overlap": bool(tp_overlap)}
    if not amd and "OVERLAP_GRAD_REDUCE" in env:
        training["overlap_grad_reduce"] = truthy(env["OVERLAP_GRAD_REDUCE"][0])
    if not amd and "OVERLAP_PARAM_GATHER" in env:
        training["overlap_param_gather"] = truthy(env["OVERLAP_PARAM_GATHER"][0])
    slug = re.sub(r"[^a-z0-9.]+", "-", f"{org}-{system}".lower()).strip("-")
    rid = f"mlperf-{rnd}-{bm.replace('_', '-')}-{slug}-{gpu}-{n_gpus}gpu-{precision}"
    scenario = {"format": "jct-planner-scenario", "version": 1, "name": rid,
                "model": {"preset": preset, "seq_len": seq}, "training": training, "parallelism": parallelism,
                "cluster": {"gpu": gpu, "gpus": n_gpus, "gpus_per_node": per_node},
                "network": {"preset": network}}
    cfg_names = (["NNODES", "GPUS_PER_NODE", "GBS", "MBS", "TP", "PP", "CP", "FP8_PARAMS", "TP_COMM_OVERLAP"] if amd else
                 ["MINIBS", "TENSOR_MODEL_PARALLEL", "PIPELINE_MODEL_PARALLEL", "INTERLEAVED_PIPELINE",
                  "CONTEXT_PARALLEL", "MICRO_BATCH_SIZE", "SEQ_PARALLEL", "TP_COMM_OVERLAP", "FP8", "FP8_HYBRID",
                  "FP8_RECIPE", "FP4", "FP4_RECIPE", "ACT_CKPT_GRANULARITY", "ASYM_PP_EMBED", "ASYM_PP_LOSS",
                  "FULL_CUDA_GRAPH", "DGXNNODES", "DGXNGPU"])
    if fp4:
        cfg_names = [n for n in cfg_names if n not in ("FP8_HYBRID", "FP8_RECIPE")]
    commit = repo.commit or COMMITS[rnd]
    row = {"id": rid,
           "source": f"mlcommons/training_results_{rnd} at commit {commit}: {res_dir}/result_*.txt "
                     f"({len(results)} files), {org}/systems/{system}.json, {cfg} (chosen: {why.format(system=system)})",
           "quote": quote_lines(env, cfg_names, cfg) + " || " + results[0].split("/")[-1] + ": " + log_line,
           "notes": " ".join(notes),
           "scenario": scenario,
           "compare": {"metric": "step_time_s", "measured": round(measured, 6)},
           "assumed": marks}
    return row


def round_of(arg):
    m = re.match(r"(v\d+\.\d+)=(.*)$", arg)
    if m:
        return m.group(1), m.group(2)
    m = re.search(r"training_results_(v\d+\.\d+)", arg)
    if not m:
        raise SystemExit(f"{arg}: cannot tell the round; give it as v5.1=PATH")
    return m.group(1), arg


def main(args):
    if not args:
        raise SystemExit(__doc__)
    repos = dict(round_of(a) for a in args)
    rows = []
    for rnd, org, system, bm, cfg, why, fallback in SUBMISSIONS:
        if rnd not in repos:
            continue
        repo = repos[rnd] if isinstance(repos[rnd], Repo) else Repo(repos[rnd])
        repos[rnd] = repo
        try:
            rows.append(row_for(repo, rnd, org, system, bm, cfg, why, fallback))
        except (KeyError, ValueError) as e:
            raise SystemExit(f"{rnd} {org} {system} {bm}: {e!r}")
    ids = [r["id"] for r in rows]
    if len(set(ids)) != len(ids):
        raise SystemExit("duplicate ids")
    json.dump(rows, sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main(sys.argv[1:])
