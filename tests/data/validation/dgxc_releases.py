#!/usr/bin/env python3
"""Encode the "Expected Performance" tables of every NVIDIA DGX Cloud benchmarking release as published-runs rows.

Usage:
    dgxc_releases.py GIT_DIR > dgxc-releases.json

GIT_DIR is a git directory (a clone, or the bare mirror that `fetch github:NVIDIA/dgxc-benchmarking`
gives) of NVIDIA/dgxc-benchmarking; every file is read with `git -C GIT_DIR show TAG:path`. The rows in
dgxc-releases.json were made from the release tags of that repository at

    v24.11.1 35a9aecc8d5b   v25.01 143b90dd91f9     v25.01.1 e6afea3aea32
    v25.02 8f5cbb3799ea     v25.02.01 0b71cfda5163  v25.02.02 5f23b67bd09a  v25.03 1b9bb6b3cfea
    v25.04 741c886025a7     v25.04.01 85380ffe02ea  v25.04.02 0efdb235ac32
    v25.05 68eaf7e117bf     v25.05.01 85d92846ecd5  v25.05.02 f041145fd100  v25.05.03 31c1800217d4
    v25.05.04 6be5ea0e19c5  v25.05.05 c5c765f2684f

(`git -C GIT_DIR rev-parse TAG` names each commit). Later tags (v25.07 ... v26.06.01) publish no
performance table: their READMEs only explain how to measure, so they give no rows.

What is read: the READMEs of the pre-training recipes (llama3.1, grok1, nemotron, nemo_megatron = GPT-3
175B, deepseek_v3/pretraining, llama4, nemotronh). Fine-tuning recipes (llama3/finetuning, ft_llama3),
inference, Maxtext, PaxML and HuggingFace recipes are not read. Every table whose first header cell names
a model and a precision and whose other header cells name "<N>x <GPU>" is a performance table; its row
"Training step time (seconds per step)" is the measurement (compare metric step_time_s). Tables whose
header has TP and GPUs columns are layout tables; the GPU they are for is the last heading or bold line
naming one GPU (H100 when none does). The old tables (v24.11 - v25.02) state the layout in the first
header cell "(TP=4, PP=4, CP=2, VP=5, MBS=1, GA=64)", the batch in each column "(GBS=128)", and the 405B
table in its rows Layers / GBS / PP / VP; what they leave out (CP, VP, sequence, layers, recompute,
sequence parallelism, TP overlap) is read from the recipe yaml and the configure.sh overrides of the same
tag (activations_checkpoint_granularity, sequence_parallel, ub_tp_comm_overlap,
moe_expert_capacity_factor, encoder_seq_length, num_layers, context_parallel_size,
virtual_pipeline_model_parallel_size; configure.sh's `model.X=value` wins).

Releases: the tags are grouped by their YY.MM (v25.05.04 belongs to release 25.05). Within a release
the latest tag's figure of a plan wins (patch tags corrected figures: grok1 H100 FP8 512 GPUs 13.454 s
in v25.05.01 became 13.433 s in v25.05.02; the superseded figure is named in the row's notes) and a
plan a patch tag adds is taken. A plan published with the same step time in an earlier release is a
republication, not a new measurement: it is kept once, under the first release (v25.01 repeats every
v24.11 figure; v25.03 repeats v25.02; the GPT-3 table of v25.04 repeats v25.02's figures with VP 6
instead of 12), and the row's notes list the releases that repeat it.

Left out, because tests/data/validation/dgxc-25.02.json or the dgxc-* rows of calibration.json already
hold the plan (same release, model, GPU, GPU count, precision), together with every republication of
the same figure in another release (HELD below):
  - v25.02 (dgxc-25.02.json, 58 rows): H100 Llama 3.1 8B (8-128 GPUs) and 70B (64-2048), Nemotron-4 15B
    (16-2048) and 340B (128-2048), GPT-3 175B (128-2048), BF16 and FP8. With them go v24.11's
    Nemotron-4 340B table (the same figures) and v25.04's GPT-3 table (the same figures).
  - v25.03 (calibration, 1b9bb6b3cfea): H100 Llama 3.1 70B FP8 64 and 2048 GPUs (v25.02's figures).
  - v25.05 (calibration, 6be5ea0e19c5): Llama 3.1 405B GB200 FP8 128 and 512, H100 BF16 and FP8 512;
    DeepSeek-V3 H100 BF16 1024 and GB200 BF16 512; Grok-1 H100 BF16 512 (and its superseded v25.05.01
    figure 16.930 s) and GB200 FP8 512; Llama 4 Maverick H100 BF16 512.
  - v24.11 Nemotron-4 15B FP8 on 512 H100: v25.02's table (held) repeats its figure (2.12 s, and the
    same 3956891 tokens/s), so it is the same measurement.
Dropped for other reasons:
  - Nemotron-H 56B (nemotronh, H100 FP8 32-2048 GPUs in v25.05): a hybrid Mamba-Transformer; the planner
    has no Mamba layers, so no scenario can state it.
  - No GPU of these tables is outside the catalog (H100 SXM -> h100-sxm-80gb, GB200 -> gb200).
  - Empty tables (v25.04 nemotron README: headers only; v25.04.01 filled them).

Result (201 rows, all H100 unless said): 24.11 - Llama 3.1 8B (5+5), 70B (6+6), 405B (6+6, three of
them proxies), GPT-3 175B (5+5), Nemotron-4 15B (8+7), Grok-1 (9+9, six proxies); 25.02 - Llama 3.1 405B
(6+6), Grok-1 (9+9); 25.04 - Llama 3.1 8B (5+5), 70B (6+6), 405B (6+6), Nemotron-4 15B (8+8), 340B (4+4);
25.05 - Llama 3.1 405B GB200 (3 BF16 + 1 FP8), Grok-1 GB200 (3+2) and H100 FP8 512, DeepSeek-V3 BF16 GB200
128/256 and H100 512, Llama 4 Maverick GB200 (3+3) and H100 FP8 512, Nemotron-4 15B H100 16 (1+1),
340B H100 256 (1+1) and GB200 weak (3+3) and strong scaling at GBS 512 (3+3) (BF16 + FP8 counts).

Encoding: model presets llama3.1-8b, llama3.1-70b, llama3-405b, nemotron4-340b, gpt3-175b, grok-1,
deepseek-v3, llama4-maverick; Nemotron-4 15B inline as in dgxc-25.02.json (squared-ReLU MLP as the
non-gated "gelu" shape). The reduced "proxy" models of the scaling tables (Llama 3.1 405B with 7, 21, 42
layers in v24.11 - v25.02 and 8, 30, 62 layers in v25.04; Grok-1 with 2 - 32 layers on 8 - 256 GPUs in
v24.11 - v25.02) keep the preset with model.layers set to the table's count (id suffix -<N>l). GPUs per
node 8 (H100) and 4 (GB200 NVL72); network ib-ndr-400 for both (assumed: the pages name no NIC).
Recipe settings the pages do not state come, for the NeMo 1 recipes (v24.11 - v25.02), from the yaml /
configure.sh of the same tag, and for the NeMo 2 recipes (v25.04, v25.05) from the NeMo performance
scripts the recipes run (dgxc llama3.1/pretrain_llama31.py of v25.04; NeMo scripts/performance/ at the
commit each v25.05 setup.sh pins, r2.3.0 7a8f1cc7bc40 / 6f2c6fdaffcc): these go to `assumed` with the
file they come from, since the dgxc pages themselves do not state them.
"""
import json
import re
import sys

from published_sources import SEP_RE, Repo, cells  # the sibling module beside this script

TAGS = ["v24.11.1", "v25.01", "v25.01.1", "v25.02", "v25.02.01", "v25.02.02", "v25.03", "v25.04", "v25.04.01",
        "v25.04.02", "v25.05", "v25.05.01", "v25.05.02", "v25.05.03", "v25.05.04", "v25.05.05"]
RECIPE_DIRS = ("llama3.1/", "grok1/", "nemotron/", "nemo_megatron/", "deepseek_v3/pretraining/", "llama4/",
               "nemotronh/")
GPUS = {  # page name: (catalog id, GPUs per node, network preset)
    "H100": ("h100-sxm-80gb", 8, "ib-ndr-400"),
    "GB200": ("gb200", 4, "ib-ndr-400"),
}
GPU_RE = r"(GB300|GB200|B200|H200|H100)"
NEMOTRON4_15B = {"layers": 32, "hidden": 6144, "heads": 48, "kv_heads": 8, "ffn": 24576, "vocab": 256000,
                 "mlp": "gelu"}
LAYERS = {"llama3.1-8b": 32, "llama3.1-70b": 80, "llama3-405b": 126, "nemotron4-15b": 32, "nemotron4-340b": 96,
          "gpt3-175b": 96, "grok-1": 64, "deepseek-v3": 61, "llama4-maverick": 48}
MOE = {"grok-1", "deepseek-v3", "llama4-maverick"}
CUDA_GRAPHS = {  # (release, GPU, model): the launch script that turns CUDA graphs on
    ("25.05", "GB200", "grok-1"): "grok1/launch.sh (GB200: CUDA_GRAPH=true)",
    ("25.05", "GB200", "nemotron4-340b"): "nemotron/launch.sh (GB200)",
    ("25.05", "GB200", "nemotron4-15b"): "nemotron/launch.sh (GB200)",
    ("25.05", "H100", "llama4-maverick"): "llama4/launch.sh (H100 FP8: CUDA_GRAPH=true)",
}
DROPPED_MODELS = {"nemotron-h-56b": "hybrid Mamba-Transformer: the planner has no Mamba layers"}


def held_plans():
    """Plans dgxc-25.02.json and the dgxc-* rows of calibration.json hold: (release, gpu, model, gpus, precision)."""
    held = set()
    for p in ("bf16", "fp8"):
        for n in (8, 16, 32, 64, 128):
            held.add(("25.02", "h100-sxm-80gb", "llama3.1-8b", n, p))
        for n in (64, 128, 256, 512, 1024, 2048):
            held.add(("25.02", "h100-sxm-80gb", "llama3.1-70b", n, p))
        for n in (16, 32, 64, 128, 256, 512, 1024, 2048):
            held.add(("25.02", "h100-sxm-80gb", "nemotron4-15b", n, p))
        for n in (128, 256, 512, 1024, 2048):
            held.add(("25.02", "h100-sxm-80gb", "nemotron4-340b", n, p))
            held.add(("25.02", "h100-sxm-80gb", "gpt3-175b", n, p))
    held |= {("25.03", "h100-sxm-80gb", "llama3.1-70b", 64, "fp8"),
             ("25.03", "h100-sxm-80gb", "llama3.1-70b", 2048, "fp8"),
             ("25.05", "gb200", "llama3-405b", 128, "fp8"), ("25.05", "gb200", "llama3-405b", 512, "fp8"),
             ("25.05", "h100-sxm-80gb", "llama3-405b", 512, "bf16"),
             ("25.05", "h100-sxm-80gb", "llama3-405b", 512, "fp8"),
             ("25.05", "h100-sxm-80gb", "deepseek-v3", 1024, "bf16"), ("25.05", "gb200", "deepseek-v3", 512, "bf16"),
             ("25.05", "h100-sxm-80gb", "grok-1", 512, "bf16"), ("25.05", "gb200", "grok-1", 512, "fp8"),
             ("25.05", "h100-sxm-80gb", "llama4-maverick", 512, "bf16")}
    return held


HELD = held_plans()


def release_of(tag):
    return ".".join(tag[1:].split(".")[:2])


# ---------------------------------------------------------------------------------------------- tables


def tables(text):
    """Markdown tables with the GPU named by the last heading or bold line that names exactly one."""
    lines = text.split("\n")
    gpu_ctx = None
    i = 0
    while i < len(lines):
        s = lines[i].strip()
        if s.startswith("#") or s.startswith("**"):
            found = set(re.findall(GPU_RE, s))
            if len(found) == 1:
                gpu_ctx = found.pop()
        if "|" in s and i + 1 < len(lines) and SEP_RE.match(lines[i + 1].strip()):
            rows = []
            j = i + 2
            while j < len(lines) and "|" in lines[j] and lines[j].strip():
                rows.append((cells(lines[j]), lines[j].strip()))
                j += 1
            yield {"header": cells(s), "header_line": s, "rows": rows, "gpu": gpu_ctx}
            i = j
            continue
        i += 1


def model_of_title(title, recipe_dir):
    t = title.lower()
    if "nemotron-h" in t:
        return "nemotron-h-56b"
    if "nemotron" in t:
        return "nemotron4-15b" if "15b" in t else "nemotron4-340b" if "340b" in t else None
    if "nemo megatron" in t:
        return "gpt3-175b"
    if "grok" in t:
        return "grok-1"
    if "deepseek" in t:
        return "deepseek-v3"
    if "llama4" in t:
        return "llama4-maverick"
    if "llama" in t:
        return {"8b": "llama3.1-8b", "70b": "llama3.1-70b", "405b": "llama3-405b"}.get(
            next((s for s in ("405b", "70b", "8b") if s in t), None))
    return None


def model_of_size(size, recipe_dir):
    s = (size or "").lower()
    if recipe_dir == "llama3.1/":
        if not s:
            return "llama3-405b"  # v25.05 README: one model, "the Llama3.1 405B training workload"
        return {"8b": "llama3.1-8b", "70b": "llama3.1-70b", "405b": "llama3-405b", "405b-proxy": "llama3-405b"}.get(s)
    return {"grok1/": "grok-1", "nemotron/": {"15b": "nemotron4-15b", "340b": "nemotron4-340b"}.get(s),
            "nemo_megatron/": "gpt3-175b", "deepseek_v3/pretraining/": "deepseek-v3",
            "llama4/": "llama4-maverick", "nemotronh/": "nemotron-h-56b"}.get(recipe_dir)


def number(cell):
    """A table figure; the 405B table of v24.11 prints one as "8.7  5"."""
    c = re.sub(r"\s+", "", cell).replace(",", "").rstrip("%")
    try:
        return float(c)
    except ValueError:
        return None


def heading_layout(title):
    """(TP=4, PP=4, CP=2, VP=5, MBS=1, GA=64) / (TP=4,PP=8, MBS=1, VP=12, SEQ=2048) in a table's first cell."""
    out = {}
    for k, v in re.findall(r"\b(TP|PP|CP|VP|MBS|GA|SEQ)\s*=\s*(\d+)", title):
        out[k] = int(v)
    return out


def perf_records(text, recipe_dir):
    """One record per (table, column): the model, precision, GPU, count and step time."""
    out = []
    for tab in tables(text):
        title = tab["header"][0]
        model = model_of_title(title, recipe_dir)
        prec = "fp8" if "FP8" in title.upper() else "bf16" if "BF16" in title.upper() else None
        if model is None or prec is None:
            continue
        cols = []
        for c in tab["header"][1:]:
            m = re.search(r"(\d+)\s*x?\s*" + GPU_RE, c)
            if not m:
                cols.append(None)
                continue
            g = re.search(r"GBS\s*=\s*(\d+)", c)
            cols.append({"n": int(m.group(1)), "gpu_name": m.group(2), "gbs": int(g.group(1)) if g else None,
                         "column": c})
        if not any(cols):
            continue
        by_label = {}
        for rc, line in tab["rows"]:
            label = rc[0].strip().lower()
            by_label[label] = (rc[1:], line)
        step = next(((v, l) for k, (v, l) in by_label.items() if k.startswith("training step time")), None)
        if step is None:
            continue  # a header without figures (the v25.04 nemotron README)
        strong = "strong scaling" in title.lower()
        extras = {}
        for name in ("layers", "gbs", "pp", "vp"):
            if name in by_label:
                extras[name] = by_label[name][0]
        for i, col in enumerate(cols):
            if col is None or i >= len(step[0]):
                continue
            val = number(step[0][i])
            if val is None:
                continue
            rec = dict(col, model=model, precision=prec, step=val, step_cell=step[0][i].strip(), title=title,
                       header_line=tab["header_line"], step_line=step[1], strong=strong,
                       heading=heading_layout(title), extras={}, tflops=None)
            for name, vals in extras.items():
                if i < len(vals):
                    rec["extras"][name] = vals[i].strip()
            tf = next((v for k, (v, l) in by_label.items() if k.startswith("tflops_per_gpu")), None)
            if tf and i < len(tf):
                rec["tflops"] = number(tf[i])
            out.append(rec)
    return out


def layout_records(text, recipe_dir):
    out = []
    for tab in tables(text):
        hdr = [h.strip().upper() for h in tab["header"]]
        if "TP" not in hdr or "GPUS" not in hdr:
            continue
        for rc, line in tab["rows"]:
            if len(rc) < len(hdr):
                continue
            d = dict(zip(hdr, rc))
            size = d.get("SIZE") or d.get("MODEL SIZE")
            model = model_of_size(size, recipe_dir)
            if model is None:
                continue
            precs = {p.strip().lower() for p in d.get("PRECISION", "BF16/FP8").split("/")}
            out.append({"model": model, "proxy": "proxy" in (size or "").lower(), "gpu_name": tab["gpu"] or "H100",
                        "n": int(d["GPUS"]), "precisions": precs, "fields": d, "line": line,
                        "header_line": tab["header_line"]})
    return out


# ---------------------------------------------------------------------------------------------- recipes
def yaml_value(text, key):
    if text is None:
        return None
    m = re.search(r"^\s*" + re.escape(key) + r"\s*:\s*([^#\n]*)", text, re.M)
    if not m:
        return None
    v = m.group(1).strip().strip("'\"")
    return None if v.lower() in ("null", "none", "") else v


def configure_override(text, key):
    """configure.sh's literal `model.key=value` (not a shell variable), or None."""
    if text is None:
        return None
    m = re.findall(r"model\." + re.escape(key) + r"=([A-Za-z0-9.]+)\b", text)
    return m[-1] if m else None


NEMO1_FILES = {  # model: (yaml, configure script) of the NeMo 1 recipes (v24.11 - v25.02)
    "llama3.1-8b": ("llama3.1/llama3.1_8b.yaml", "llama3.1/configure.sh"),
    "llama3.1-70b": ("llama3.1/llama3.1_70b.yaml", "llama3.1/configure.sh"),
    "llama3-405b": ("llama3.1/llama3.1_405b.yaml", "llama3.1/configure.sh"),
    "nemotron4-15b": ("nemotron/nemotron4-15b-synth.yaml", "nemotron/configure.sh"),
    "nemotron4-340b": ("nemotron/nemotron4-340b-synth.yaml", "nemotron/configure.sh"),
    "gpt3-175b": ("nemo_megatron/gpt3_175b_hydra.yaml", "nemo_megatron/configure.sh"),
    "grok-1": ("grok1/grok1_314b.yaml", "grok1/configure.sh"),
}


def nemo1_yaml(repo, tag, model):
    """(path, text) of the NeMo 1 recipe yaml of the tag (dir/x.yaml or dir/cfg/x.yaml), or (None, None):
    the recipe is then a NeMo 2 performance script."""
    if model not in NEMO1_FILES:
        return None, None
    path = NEMO1_FILES[model][0]
    for p in (path, path.replace("/", "/cfg/", 1)):
        t = repo.show(tag, p)
        if t is not None:
            return p, t
    return None, None


def truthy(v):
    return str(v).strip().lower() in ("true", "1", "yes")


def recipe_settings(repo, tag, model, tp, marks, notes):
    """recompute, sequence parallel, TP overlap, capacity factor, vocab of the recipe that ran."""
    rel = release_of(tag)
    ypath, y = nemo1_yaml(repo, tag, model)
    if y is not None:
        cpath = NEMO1_FILES[model][1]
        c = repo.show(tag, cpath)
        gran = configure_override(c, "activations_checkpoint_granularity") or yaml_value(
            y, "activations_checkpoint_granularity")
        sp = configure_override(c, "sequence_parallel") or yaml_value(y, "sequence_parallel")
        ub = configure_override(c, "ub_tp_comm_overlap") or yaml_value(y, "ub_tp_comm_overlap")
        out = {"recompute": {"selective": "selective", "full": "full"}.get((gran or "").lower(), "none"),
               "sequence_parallel": truthy(sp) and tp > 1, "tp_comm_overlap": truthy(ub) and tp > 1,
               "source": f"{ypath} and {cpath} at {tag} (activations_checkpoint_granularity={gran or 'null'}, "
                         f"sequence_parallel={sp}, ub_tp_comm_overlap={ub}; configure.sh's model.X=... wins)"}
        cf = yaml_value(y, "moe_expert_capacity_factor")
        if model == "grok-1" and cf is not None:
            out["capacity_factor"] = float(cf)
            out["source"] += f"; moe_expert_capacity_factor={cf} with moe_pad_expert_input_to_capacity"
        if model == "llama3-405b":
            tok = configure_override(c, "tokenizer.type") or yaml_value(y, "type")
            if "gpt2" in (tok or "").lower() or "GPT2BPETokenizer" in (y or ""):
                out["vocab"] = 50257
                notes.append(f"The 405B recipe of {tag} trains with the GPT-2 BPE tokenizer ({ypath}: "
                             f"GPT2BPETokenizer; configure.sh: {tok}), vocab 50257, not Llama's 128256.")
        if model == "grok-1":
            out["vocab"] = 128256
            notes.append(f"{ypath}: tokenizer meta-llama/Meta-Llama-3-70B (vocab 128256), activation fast-geglu.")
        return out
    # NeMo 2 recipes (v25.04: dgxc llama3.1/pretrain_llama31.py and the NeMo r2.2 nemotron4 scripts the
    # gsw_nemo.patch edits; v25.05: NeMo scripts/performance/llm/pretrain_*.py at the pinned r2.3.0 commit).
    where = ("llama3.1/pretrain_llama31.py (v25.04) with NeMo's llama3 / llama31_405b performance recipes"
             if model.startswith("llama3") and rel == "25.04" else
             "NeMo scripts/performance/llm (the commit the recipe's setup.sh pins) and the NeMo 2 "
             "performance recipe it calls")
    out = {"recompute": "none", "sequence_parallel": tp > 1, "tp_comm_overlap": tp > 1, "source": where}
    why_rc = "none: no recompute_layers in the recipe's launch arguments or recommended_model_configs"
    if model == "deepseek-v3":
        out["recompute"] = "selective"
        out["tp_comm_overlap"] = False
        why_rc = ("selective: launch.sh passes --recompute_modules (mla_up_proj on H100, core_attn on GB200) "
                  "and pretrain_deepseek_v3.py sets recompute_granularity selective")
    if model in MOE:
        out["capacity_factor"] = 1.0
    if model == "grok-1":
        out["vocab"] = 128256
        notes.append("pretrain_grok1_314b.py: tokenizer meta-llama/Meta-Llama-3-70B (vocab 128256).")
    marks.append(assumed("training.recompute", out["recompute"], f"not on the page; {where}: {why_rc}"))
    marks.append(assumed("training.sequence_parallel", out["sequence_parallel"],
                         f"not on the page; {where}: set_primary_perf_configs sets sequence_parallel = tp > 1"))
    marks.append(assumed("training.tp_comm_overlap", out["tp_comm_overlap"],
                         f"not on the page; {where}: " + (
                             "MegatronCommOverlapCallback(tp_comm_overlap=False) for DeepSeek-V3"
                             if model == "deepseek-v3" else
                             "MegatronCommOverlapCallback(tp_comm_overlap=True) with userbuffers"
                             if tp > 1 else "no tensor parallelism")))
    if model in MOE:
        marks.append(assumed("model.moe.capacity_factor", 1.0, f"not on the page; {where} adds "
                             "MegatronTokenDropCallback (capacity factor 1.0, inputs padded to capacity)"))
    return out


def container(repo, tag, recipe_dir):
    for f in ("launch.sh", "metadata.yaml", "setup.sh"):
        t = repo.show(tag, recipe_dir + f)
        if t:
            m = re.findall(r"FW_VERSION=([0-9][0-9.]*)", t) or re.findall(r"nemo:([0-9][0-9.]*)", t)
            if m:
                return "nemo:" + m[-1]
    return None


def assumed(field, value, why):
    return {"field": field, "value": value, "why": why}


# ---------------------------------------------------------------------------------------------- plans
def first_stage_split(layers, pp, vpp, account_embedding_loss):
    """First / last stage layers when Megatron counts the embedding and the loss as one layer each."""
    if pp < 2 or not account_embedding_loss:
        return None
    chunks = pp * vpp
    if (layers + 2) % chunks:
        return None
    per_stage = (layers + 2) // chunks * vpp
    return per_stage - 1, per_stage - 1


def deepseek_split(pp):
    """pretrain_deepseek_v3.py: first stage 64/pp - 1 layers, last 64/pp - 2."""
    if pp < 2:
        return None
    return 64 // pp - 1, 64 // pp - 2


def find_layout(perf, layouts):
    cands = [l for l in layouts if l["model"] == perf["model"] and l["gpu_name"] == perf["gpu_name"]
             and l["n"] == perf["n"] and perf["precision"] in l["precisions"]]
    if perf["gbs"] is not None and len(cands) > 1:
        cands = [l for l in cands if int(l["fields"].get("GBS", "0") or 0) == perf["gbs"]] or cands
    return cands[-1] if cands else None


def to_int(v, default=None):
    v = (v or "").strip()
    if v.upper() in ("NA", "N/A", "", "NULL"):
        return default
    return int(v)


EP_OVERLAP_WHY = ("not on the page; the 1F1B expert all-to-all overlap (Megatron-Core's "
                  "overlap_moe_expert_parallel_comm) came to Megatron-Bridge on 2025-08-29 (#497, "
                  "'1F1B EP A2A overlap integration'), after every release with a performance table "
                  "(v24.11 - v25.05)")


def plan_of(repo, tag, recipe_dir, perf, layouts, readme):
    """The scenario and bookkeeping of one (tag, table column), or None with a reason."""
    rel = release_of(tag)
    model = perf["model"]
    if model in DROPPED_MODELS:
        return None, DROPPED_MODELS[model]
    gpu, per_node, network = GPUS[perf["gpu_name"]]
    n = perf["n"]
    prec = perf["precision"]
    notes, marks, quote = [], [], [perf["header_line"], perf["step_line"]]
    lay = find_layout(perf, layouts)
    h, ex = perf["heading"], perf["extras"]
    if lay is not None:
        f = lay["fields"]
        quote.insert(0, lay["header_line"] + " :: " + lay["line"])
        tp, pp, cp = to_int(f.get("TP"), 1), to_int(f.get("PP"), 1), to_int(f.get("CP"), 1)
        vpp = to_int(f.get("VP"), 1)
        ep = to_int(f.get("EP"), 1)
        etp = to_int(f.get("ETP"))
        mbs, gbs = to_int(f.get("MBS"), 1), to_int(f.get("GBS"))
        ga = to_int(f.get("GA"))
        seq = to_int(f.get("SEQLEN"))
        layers = to_int(f.get("LAYERS"))
        fsdp = to_int(f.get("FSDP"), 0)
        layout_src = "the README's layout table"
    elif h:
        ypath, y = nemo1_yaml(repo, tag, model)
        tp, pp, mbs = h.get("TP", 1), h.get("PP", 1), h.get("MBS", 1)
        cp = h["CP"] if "CP" in h else int(yaml_value(y, "context_parallel_size") or 1)
        vp_y = yaml_value(y, "virtual_pipeline_model_parallel_size")
        vpp = h["VP"] if "VP" in h else int(vp_y) if vp_y else 1
        ga = h.get("GA")
        seq = h.get("SEQ") or int(yaml_value(y, "encoder_seq_length"))
        layers = int(yaml_value(y, "num_layers"))
        gbs, ep, etp, fsdp = perf["gbs"], 1, None, 0
        if "layers" in ex:
            layers = int(ex["layers"])
        if "gbs" in ex:
            gbs = int(ex["gbs"])
        if "pp" in ex:
            pp = int(ex["pp"])
        if "vp" in ex:
            vpp = to_int(ex["vp"], 1)
        layout_src = "the table's first header cell" + (" and its Layers / GBS / PP / VP rows" if ex else
                                                         " and its column (GBS=...)")
        missing = [k for k in ("CP", "VP", "SEQ") if k not in h and not (k == "VP" and "vp" in ex)]
        if missing:
            layout_src += f"; {', '.join(missing).lower()} and layers from {ypath} at {tag}"
    else:
        return None, "no layout found"
    if seq is None:
        seq = 8192 if model.startswith("llama") or model == "grok-1" else 4096
    if gbs is None:
        return None, "no global batch"
    # Corrections where the page contradicts the launch script of the same tag.
    if model == "nemotron4-340b" and rel == "25.04" and vpp == 1 and pp > 1:
        vpp = 12
        notes.append("The v25.04.01 layout table says VP NA; nemotron/launch.sh of the tag sets VP=12 for 340B "
                     "and passes -vp 12, which is taken.")
    if model == "llama4-maverick" and pp == 1 and vpp > 1:
        notes.append(f"The layout table says VP {vpp} with PP 1; llama4/launch.sh sets VP=1 on H100; vpp 1 taken.")
        vpp = 1
    full_layers = LAYERS[model]
    layers = layers or full_layers
    dp = n // (tp * pp * cp)
    if dp * tp * pp * cp != n:
        return None, f"tp*pp*cp does not divide {n}"
    if ga is not None and ga * mbs * dp != gbs:
        notes.append(f"The page's GA {ga} does not match GBS {gbs} / (DP {dp} x MBS {mbs}) = "
                     f"{gbs / (dp * mbs):g}; the batch is taken.")
    rs = recipe_settings(repo, tag, model, tp, marks, notes)
    # Model.
    mdl = dict(NEMOTRON4_15B) if model == "nemotron4-15b" else {"preset": model}
    mdl["seq_len"] = seq
    if layers != full_layers:
        mdl["layers"] = layers
        notes.append(f"A reduced ('proxy') model of {layers} of the {full_layers} layers, as the table states.")
    if "vocab" in rs:
        mdl["vocab"] = rs["vocab"]
    if "capacity_factor" in rs:
        mdl["moe"] = {"capacity_factor": rs["capacity_factor"]}
    if (rel, perf["gpu_name"], model) in CUDA_GRAPHS and (model != "llama4-maverick" or prec == "fp8"):
        notes.append(f"{CUDA_GRAPHS[(rel, perf['gpu_name'], model)]} passes --cuda_graphs true (CUDA graphs: "
                     "not a plan key).")
    if model == "deepseek-v3":
        notes.append("pretrain_recipe(use_mtp=True): one multi-token-prediction layer, the preset's mtp_layers 1.")
    if model == "nemotron4-15b":
        notes.append("Nemotron-4 15B inline (not a preset): 32 layers, hidden 6144, 48 heads, 8 KV groups, FFN "
                     "24576 squared-ReLU (non-gated, encoded as 'gelu'), vocab 256000.")
    # Pipeline split.
    split = None
    nemo2 = nemo1_yaml(repo, tag, model)[1] is None
    if model == "llama3-405b" and nemo2:
        split = first_stage_split(layers, pp, vpp, True)
        if split:
            marks.append(assumed("parallelism.first_stage_layers / last_stage_layers", list(split),
                                 "not on the page; NeMo 2's llama31_405b recipe sets "
                                 "account_for_embedding_in_pipeline_split and account_for_loss_in_pipeline_split, "
                                 f"so {layers} + 2 over pp x vp = {pp * vpp} chunks leaves the first and last "
                                 "stage one layer short"))
    if model == "deepseek-v3":
        split = deepseek_split(pp)
        if split:
            marks.append(assumed("parallelism.first_stage_layers / last_stage_layers", list(split),
                                 "not on the page; pretrain_deepseek_v3.py: num_layers_in_first_pipeline_stage = "
                                 "64/pp - 1, last = 64/pp - 2"))
    if layers % (pp * vpp) and not split:
        return None, f"{layers} layers do not split over pp {pp} x vp {vpp}"
    training = {"tokens": 100 * gbs * seq, "global_batch": gbs, "micro_batch": mbs, "precision": prec,
                "recompute": rs["recompute"], "sequence_parallel": rs["sequence_parallel"], "flash_attention": True,
                "zero": 3 if fsdp else 1, "tp_comm_overlap": rs["tp_comm_overlap"]}
    parallelism = {"tp": tp, "pp": pp, "cp": cp, "ep": ep, "vpp": vpp}
    if etp is not None and ep > 1:
        parallelism["etp"] = etp
    elif ep > 1:
        marks.append(assumed("parallelism.etp", tp, "not on the page; Megatron-Core of the NeMo 24.x containers "
                             "splits the experts with the attention's tensor parallelism (expert TP = TP)"))
    if ep > 1:
        training["overlap_moe_expert_parallel_comm"] = False
        marks.append(assumed("training.overlap_moe_expert_parallel_comm", False, EP_OVERLAP_WHY))
    if split:
        parallelism["first_stage_layers"], parallelism["last_stage_layers"] = split
    if not nemo2:
        notes.append(f"Recompute, sequence parallelism and TP overlap from {rs['source']}.")
    marks.append(assumed("network.preset", network, "not on the page; DGX Cloud " + perf["gpu_name"] +
                         " clusters have 400 Gb/s InfiniBand NDR per GPU"))
    marks.append(assumed("training.flash_attention", True, "not on the page; Transformer Engine's fused attention"))
    if prec == "fp8":
        notes.append("FP8 with delayed (per-tensor) scaling: " + (
            "fp8_hybrid in the recipe yaml / configure.sh." if not nemo2 else
            "bf16_with_fp8_mixed, the NeMo 2 performance scripts' default fp8_recipe 'ds'."))
    scenario = {"format": "jct-planner-scenario", "version": 1, "model": mdl, "training": training,
                "parallelism": parallelism, "cluster": {"gpu": gpu, "gpus": n, "gpus_per_node": per_node},
                "network": {"preset": network}}
    return {"release": rel, "tag": tag, "model": model, "gpu": gpu, "n": n, "precision": prec, "layers": layers,
            "strong": perf["strong"], "step": perf["step"], "quote": quote, "notes": notes, "assumed": marks,
            "scenario": scenario, "layout_src": layout_src, "readme": readme, "recipe_dir": recipe_dir,
            "step_cell": perf["step_cell"], "tflops": perf["tflops"]}, None


def collect(repo):
    """Per release, per plan key: the latest tag's plan, with the superseded figures of earlier tags."""
    by_release = {}
    dropped = []
    first_seen = {}  # (release, GPU, model, GPUs, precision, strong, step) -> first tag printing it
    failed = {}  # same key -> (tag, why) of a table column whose layout could not be encoded
    for tag in TAGS:
        rel = release_of(tag)
        files = [f for f in repo.files(tag) if f.startswith(RECIPE_DIRS) and re.search(r"README[^/]*\.md$", f)]
        for readme in files:
            recipe_dir = next(d for d in RECIPE_DIRS if readme.startswith(d))
            text = repo.show(tag, readme)
            layouts = layout_records(text, recipe_dir)
            for perf in perf_records(text, recipe_dir):
                if perf["gpu_name"] not in GPUS:
                    dropped.append((tag, readme, perf["gpu_name"], "GPU not in the catalog"))
                    continue
                fkey = (rel, perf["gpu_name"], perf["model"], perf["n"], perf["precision"], perf["strong"], perf["step"])
                first_seen.setdefault(fkey, tag)
                plan, why = plan_of(repo, tag, recipe_dir, perf, layouts, readme)
                if plan is not None:
                    plan["first_tag"] = first_seen[fkey]
                    if fkey in failed:
                        plan["notes"].insert(0, f"The layout of {failed[fkey][0]} could not be encoded "
                                                f"({failed[fkey][1]}); a later tag of the release corrected it.")
                else:
                    failed.setdefault(fkey, (tag, why))
                if plan is None:
                    dropped.append((tag, readme, f"{perf['model']} {perf['gpu_name']} {perf['n']} {perf['precision']}",
                                    why))
                    continue
                key = (plan["gpu"], plan["model"], plan["n"], plan["precision"], plan["strong"])
                rel_plans = by_release.setdefault(rel, {})
                prev = rel_plans.get(key)
                if prev is not None and prev["step"] != plan["step"]:
                    plan["superseded"] = prev.get("superseded", []) + [(prev["tag"], prev["step"])]
                elif prev is not None:
                    plan["superseded"] = prev.get("superseded", [])
                    carried = [x for x in prev["notes"] if "could not be encoded" in x and x not in plan["notes"]]
                    plan["notes"] = carried + plan["notes"]
                    plan["relayouts"] = list(prev.get("relayouts", []))
                    for part in ("model", "parallelism"):
                        if prev["scenario"][part] != plan["scenario"][part]:
                            plan["relayouts"].append(f"{prev['tag']} stated {part} {json.dumps(prev['scenario'][part])}")
                rel_plans[key] = plan
    return by_release, dropped


def main(argv):
    if len(argv) != 1:
        sys.exit(__doc__)
    repo = Repo(argv[0])
    by_release, dropped = collect(repo)
    releases = sorted(by_release, key=lambda r: [int(x) for x in r.split(".")])
    # Chains of one figure across releases: (key, step) -> releases.
    chains = {}
    for rel in releases:
        for key, plan in by_release[rel].items():
            chains.setdefault((key, plan["step"]), []).append(rel)
    # GPT-3 v25.04 repeats v25.02 (VP differs in the layout table): match figures without the layout.
    rows = []
    for rel in releases:
        for key, plan in sorted(by_release[rel].items(), key=lambda kv: (kv[0][1], kv[0][0], kv[0][3], kv[0][2])):
            chain = chains[(key, plan["step"])]
            gpu, model, n, prec, strong = key
            if any((r, gpu, model, n, prec) in HELD for r in chain) or any(
                    (r, gpu, model, n, prec) in HELD for r, _ in plan.get("superseded", [])):
                continue
            if chain[0] != rel:
                continue  # a republication; the row is the first release's
            rows.append(row_of(repo, plan, chain))
    json.dump(rows, sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write("\n")
    for d in dropped:
        print("dropped:", *d, file=sys.stderr)


def row_of(repo, plan, chain):
    tag = plan["tag"]
    short = plan["model"].replace("llama3-405b", "llama3.1-405b")
    rid = f"dgxc-{plan['release']}-{plan['gpu'].split('-')[0]}-{short}-{plan['n']}gpu-{plan['precision']}"
    if plan["layers"] != LAYERS[plan["model"]]:
        rid += f"-{plan['layers']}l"
    if plan["strong"]:
        rid += f"-gbs{plan['scenario']['training']['global_batch']}"
    plan["scenario"]["name"] = rid
    scenario = {"format": "jct-planner-scenario", "version": 1, "name": rid}
    scenario.update({k: v for k, v in plan["scenario"].items() if k not in scenario})
    cont = container(repo, tag, plan["recipe_dir"])
    src = (f"NVIDIA/dgxc-benchmarking {plan['readme']} at tag {tag} (commit {repo.commit(tag)}"
           + (f", container nvcr.io/nvidia/{cont}" if cont else "") + "), section \"Expected Performance\"")
    notes = [f"Not in dgxc-25.02.json or calibration.json: a check of rows the constants were not fitted on. "
             f"Step time as the page gives it (seconds per step; synthetic / mock data, ~50 steps). Layout from "
             f"{plan['layout_src']}."]
    if len(chain) > 1:
        notes.append(f"The same figure is republished in release(s) {', '.join(chain[1:])}.")
    first = plan.get("first_tag")
    if first and first != tag:
        notes.append(f"First published at {first}; the figure is unchanged at {tag}.")
    for r in plan.get("relayouts", []):
        notes.append(f"Same figure, earlier layout: {r}; the tag's own tables are taken.")
    for t, v in plan.get("superseded", []):
        notes.append(f"Supersedes {v} s published for this plan at {t}.")
    if re.search(r"\d\s+\d", plan["step_cell"]):
        notes.append(f"The page prints the step time as '{plan['step_cell']}', read as {plan['step']}.")
    if plan["strong"]:
        notes.append("Strong-scaling table (fixed GBS 512).")
    notes += plan["notes"]
    return {"id": rid, "source": src, "quote": " ; ".join(plan["quote"]), "notes": " ".join(notes),
            "scenario": scenario, "compare": {"metric": "step_time_s", "measured": plan["step"]},
            "assumed": plan["assumed"]}


if __name__ == "__main__":
    main(sys.argv[1:])
