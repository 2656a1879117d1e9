#!/usr/bin/env python3
"""Encode the pre-training tables of Megatron-Bridge's performance pages as published-runs rows.

Usage: bridge_releases.py PERFORMANCE_SUMMARY.md [ARCHIVE.md ...] > bridge-releases.json

Reads the "## <release> NeMo Container" sections of docs/performance-summary.md and
docs/performance-summary-archive.md (Megatron-Bridge at commit 067f987df) and writes one row
per plan of the "Pre-Training Performance" tables (SFT and LoRA tables are skipped), in the
format of INTERFACES.md "Published-runs files". Release 25.11 is left out (its plans are in
calibration.json and bridge-25.11-more.json), and so is every plan that calibration.json
already holds: the file is a check on rows the constants were not fitted on.
"""
import json
import math
import re
import sys

COMMIT = "067f987df"
# Plans calibration.json holds: (release, system, model key, precision, GBS).
IN_CALIBRATION = {
    ("25.09", "DGX-H100", "deepseek-v3", "fp8", 8192),
    ("26.04.01", "DGX-H100", "qwen3-235b-a22b", "fp8", 8192),
    ("26.04.01", "DGX-H100", "gpt-oss-120b", "bf16", 1280),
    ("26.04.01", "DGX-B200", "deepseek-v3", "mxfp8", 4096),
    ("26.04.01", "DGX-GB300", "llama3-405b", "nvfp4", 1536),
    ("26.06", "DGX-GB300", "deepseek-v3", "mxfp8", 15360),
}
MODELS = [  # (substring of the page's model name, catalog preset or None for inline)
    ("qwen3_30b", "qwen3-30b-a3b"),
    ("qwen3_235b", "qwen3-235b-a22b"),
    ("gpt oss", "gpt-oss-120b"),
    ("deepseekv3", "deepseek-v3"),
    ("kimi", "kimi-k2"),
    ("llama3.1_405b", "llama3-405b"),
    ("llama3_70b", "llama3-70b"),
    ("llama3_8b", "llama3-8b"),
]
# Kimi K2 is not a catalog preset: DeepSeek-V3's architecture with 384 experts, 64 heads,
# one leading dense layer, no MTP (moonshotai/Kimi-K2-Instruct config.json).
KIMI_K2 = {
    "layers": 61, "hidden": 7168, "heads": 64, "kv_heads": 64, "ffn": 18432, "vocab": 163840,
    "mlp": "swiglu",
    "moe": {"experts": 384, "top_k": 8, "expert_ffn": 2048, "shared_experts": 1, "dense_layers": 1},
    "attention": "mla",
    "mla": {"q_lora_rank": 1536, "kv_lora_rank": 512, "qk_nope_head_dim": 128, "qk_rope_head_dim": 64,
            "v_head_dim": 128},
}
LAYERS = {"qwen3-30b-a3b": 48, "qwen3-235b-a22b": 94, "gpt-oss-120b": 36, "deepseek-v3": 61, "kimi-k2": 61,
          "llama3-405b": 126, "llama3-70b": 80, "llama3-8b": 32}
DENSE = {"llama3-405b", "llama3-70b", "llama3-8b"}
SYSTEMS = {  # page system: (catalog GPU, GPUs per node, network preset)
    "DGX-GB300": ("gb300", 4, "ib-xdr-800"),
    "DGX-GB200": ("gb200", 4, "ib-ndr-400"),
    "DGX-B200": ("b200", 8, "ib-ndr-400"),
    "DGX-H100": ("h100-sxm-80gb", 8, "ib-ndr-400"),
}


def precision_of(text):
    t = text.upper()
    if "MX" in t:
        return "mxfp8"
    if "FP4" in t:
        return "nvfp4"
    if "FP8" in t:
        return "fp8"
    if "BF16" in t:
        return "bf16"
    return None


def first(cell):
    """The figure outside the parentheses ("64 (0)" -> "64")."""
    return cell.split("(")[0].strip()


def uneven_split(layers, pp, vpp):
    """First and last stage layers when the layers do not split evenly, or None."""
    if layers % (pp * vpp) == 0 or pp < 2:
        return None
    if pp == 2:
        head = (layers + 1) // 2 + 1
        return head, layers - head
    middle = math.ceil(layers / pp / vpp) * vpp
    while middle > 0:
        rest = layers - middle * (pp - 2)
        if rest >= 2:
            return (rest + 1) // 2, rest - (rest + 1) // 2
        middle -= vpp
    return None


def assumed(field, value, why):
    return {"field": field, "value": value, "why": why}


def row_for(release, system, model_name, header, cells, line):
    d = dict(zip(header, cells))
    system = d.get("System", system)
    model_name = d.get("Model", model_name)
    key = next((k for s, k in MODELS if s in model_name.lower()), None)
    if system not in SYSTEMS or key is None:
        return None
    gpu, per_node, network = SYSTEMS[system]
    notes = []
    marks = []
    if "Precision" in d:
        precision = precision_of(d["Precision"])
    else:
        precision = "fp8"
        marks.append(assumed("training.precision", "fp8", "the 25.09 tables have no precision column; the "
                             "page says the figures outside the parentheses are FP8 with per-tensor scaling"))
    gbs, mbs = int(d["GBS"]), int(d["MBS"])
    seq = int(d["Sequence Length"])
    fsdp = first(d.get("FSDP", "0"))
    tp, pp, cp = int(first(d["TP"])), int(first(d["PP"])), int(first(d["CP"]))
    vp = first(d["VP"])
    vpp = 1 if vp in ("n/a", "") else int(vp)
    ep = first(d["EP"])
    ep = 1 if ep in ("n/a", "") else int(ep)
    measured_cell = d["Tokens / sec / GPU"]
    measured = float(first(measured_cell).replace(",", ""))
    if (release, system, key, precision, gbs) in IN_CALIBRATION:
        return None
    # One table row cannot be what ran: Llama 3 70B in NVFP4 on 64 GB300 (26.02.01) with FSDP 0 and
    # TP = PP = 1 would hold the whole model, its gradients and FP4 copies on each GPU (over 400 GiB);
    # the same table's FP8 rows of that plan run FSDP 64. Left out rather than guessed.
    if key == "llama3-70b" and first(d.get("FSDP", "0")) == "0" and d["TP"] == "1" and d["PP"] == "1":
        return None
    tokendrop = "tokendrop" in model_name.lower()
    dense = key in DENSE
    model = dict(KIMI_K2) if key == "kimi-k2" else {"preset": key}
    model["seq_len"] = seq
    if key == "kimi-k2":
        marks.append(assumed("model", "Kimi K2 shape", "moonshotai/Kimi-K2-Instruct config.json: 61 layers, "
                             "hidden 7168, 64 heads (MLA as DeepSeek-V3), 384 routed experts of 2048, top 8, "
                             "1 shared expert, first layer dense (18432), vocab 163840"))
    else:
        marks.append(assumed("model.preset", key, "the model's published shape (resources/catalog/models.json "
                             "cites each config)"))
    if key == "deepseek-v3" and "w/o mtp" in model_name.lower():
        model["mtp_layers"] = 0
    if tokendrop:
        model["moe"] = {"capacity_factor": 1.0}
        marks.append(assumed("model.moe.capacity_factor", 1.0, "the page marks the run \"tokendrop\"; the "
                             "performance recipes drop at capacity factor 1 and pad to it"))
    recompute = "selective" if key in ("deepseek-v3", "kimi-k2") else "none"
    marks.append(assumed("training.recompute", recompute, "not on the page; the performance recipes of "
                         + ("DeepSeek-V3 and Kimi K2 recompute selected modules" if recompute == "selective"
                            else "these models run without recomputation")))
    tp_overlap = dense and tp > 1 and precision != "nvfp4"
    marks.append(assumed("training.tp_comm_overlap", tp_overlap, "not on the page; the Llama recipes "
                         "(perf_recipes/llama) overlap TP with userbuffers except in NVFP4; the MoE recipes "
                         "do not set it" if tp > 1 else "no tensor parallelism"))
    marks.append(assumed("training.sequence_parallel", tp > 1, "not on the page; Megatron-Core enables it "
                         "with tensor parallelism"))
    marks.append(assumed("training.flash_attention", True, "not on the page; Transformer Engine's fused "
                         "attention"))
    marks.append(assumed("network.preset", network, "not on the page; the scale-out NIC of the system"))
    training = {"tokens": 1000.0 * gbs * seq, "global_batch": gbs, "micro_batch": mbs, "precision": precision,
                "recompute": recompute, "sequence_parallel": tp > 1, "flash_attention": True,
                "zero": 1 if fsdp in ("0", "") else 3, "tp_comm_overlap": tp_overlap}
    parallelism = {"tp": tp, "pp": pp, "cp": cp, "vpp": vpp, "ep": ep}
    if ep > 1:
        parallelism["etp"] = 1
        marks.append(assumed("parallelism.etp", 1, "not on the page; the MoE recipes run experts without "
                             "tensor parallelism"))
    split = uneven_split(LAYERS[key], pp, vpp)
    if split:
        parallelism["first_stage_layers"], parallelism["last_stage_layers"] = split
        marks.append(assumed("parallelism.first_stage_layers / last_stage_layers", list(split),
                             "not on the page; the layers do not split evenly over pp x vp, so the first and "
                             "last stages take the remainder around evenly split middle stages"))
    if "(" in measured_cell:
        marks.append(assumed("compare.measured", measured, "the figure outside the parentheses (the page "
                             "puts the run at another quantization granularity in parentheses)"))
    rid = f"bridge-{release}-{gpu}-{key}-{int(d['#-GPUs'])}gpu-{precision}-gbs{gbs}-mbs{mbs}" + (
        "-tokendrop" if tokendrop else "") + ("-fsdp" if training["zero"] == 3 else "")
    scenario = {"format": "jct-planner-scenario", "version": 1, "name": rid, "model": model,
                "training": training, "parallelism": parallelism,
                "cluster": {"gpu": gpu, "gpus": int(d["#-GPUs"]), "gpus_per_node": per_node},
                "network": {"preset": network}}
    row = {"id": rid,
           "source": f"NVIDIA-NeMo/Megatron-Bridge docs/performance-summary.md and performance-summary-archive.md "
                     f"at commit {COMMIT}, section \"{release} NeMo Container\", Pre-Training Performance, "
                     f"{system}",
           "quote": f"{' | '.join(header)} :: {line.strip()}",
           "notes": "Not in calibration.json: a check of rows the constants were not fitted on. Tokens/s per GPU "
                    "as the page gives them (synthetic-data benchmarks of the performance recipes; MoE token "
                    "distribution force-balanced).",
           "scenario": scenario,
           "compare": {"metric": "tokens_per_s_per_gpu", "measured": measured},
           "assumed": marks}
    return row


def main(paths):
    rows, seen = [], set()
    for path in paths:
        release = system = model = header = None
        section = ""
        for line in open(path, encoding="utf-8"):
            m = re.match(r"## (\S+) NeMo Container", line)
            if m:
                release, system, model, header, section = m.group(1), None, None, None, "Pre-Training"
                continue
            m = re.match(r"### (.*)", line)
            if m and not line.startswith("####"):
                section, header = m.group(1), None
                continue
            m = re.match(r"#### System: (\S+)", line)
            if m:
                system, header = m.group(1).strip(), None
                continue
            m = re.match(r"#### Model: (.*)", line)
            if m:
                model, header = m.group(1).strip(), None
                continue
            if release in (None, "25.11") or "Pre-Training" not in section or not line.startswith("|"):
                continue
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if cells[0] in ("Model", "System"):
                header = cells
                continue
            if header is None or cells[0].startswith("--"):
                continue
            row = row_for(release, system, model, header, cells, line)
            if row is None or row["id"] in seen:
                continue
            seen.add(row["id"])
            rows.append(row)
    json.dump(rows, sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main(sys.argv[1:])
