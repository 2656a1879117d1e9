#!/usr/bin/env python3
"""Encode the MoE training performance figures NVIDIA publishes in NVIDIA/Megatron-LM as published-runs rows.

Usage:
    moe_zoo.py GIT_DIR > moe-zoo.json

GIT_DIR is a git directory of NVIDIA/Megatron-LM (a clone, or the bare mirror that `fetch github:NVIDIA/Megatron-LM`
gives; it must hold the pull-request refs, see source 4). Every file is read with `git -C GIT_DIR show COMMIT:path`.
The rows of moe-zoo.json were made from these commits (the first commit that published each figure):

  1. megatron/core/transformer/moe/README.md, branch main -- the Mixtral 8x7B headline and the "Reference Best
     Parallel Mapping" table it sits over:
       0b981f9c5305 (2024-08-02, ADLR/megatron-lm!1754)  "438 TFLOPS as of MCore v0.8"
       c230e0d7c298 (2024-11-21, ADLR/megatron-lm!2245)  "468 TFLOPS as of MCore v0.9" (a new measurement on
                                                          MCore v0.9 / TE 1.11, not a correction: both kept)
     Unstated settings from examples/mixtral/train_mixtral_8x7b_distributed.sh of the same commit.
  2. docs/discussions/deepseek-v3-gb200-optimization/deepseek-v3-gb200-optimization.md, branch dev:
       402bc50b1c26 (2025-10-30, PR #2059)  DeepSeek-V3 MXFP8 on 256 GB200, final figure of the optimisation
                                            history (970.01 TFLOPS/GPU); the PR's first head (7fec52c2) ended at
                                            943.56, which the merged page keeps as an intermediate stage.
     Unstated settings (sequence length, recompute modules, overlaps, no MTP) from the launch script of
     deepseek-v3-gb200-reproduce-guide.md at 1d9edcf8c7c1 (2025-11-03, PR #1996), the page's companion.
  3. examples/moe_recipes/README.md ("Recipe Index", Median TFLOP/s/GPU), branch dev:
       e5ad09802d5f (2026-06-15, PR #5289)  with the recipe YAMLs it links, read at the same commit.
     The later dev commit 9c5258f1090c (2026-08-11, PR #6335) changes only the DeepSeek-V4 rows (not encodable).
     The open PR #5728 (head 7146484607, "refresh Qwen3 MoE recipe performance", not merged into dev) proposes
     other Qwen3 figures; the merged figures are kept and the proposal is named in the rows' notes.
  4. examples/moe-modelzoo/best_practice/qwen3/readme.md ("Performance Results"), with the model zoo's
     runtime_configs/benchmarking/runtime.conf, model_configs/benchmarking/Qwen3-235B-A22B.yaml and
     sbatch_benchmarking.sh of the same commit:
       f13818d69535 (2026-07-16)  head of pull request #5837 ("Add MoE ModelZoo benchmarking recipes under
                                  examples/moe-modelzoo"); reachable only through refs/pull/5837/head, not merged
                                  into main or dev. The rows say so in source and notes.

Left out (each named with its reason in the report of the session that made the file):
  - Figures without a layout: "323 TFLOPS" Mixtral in the MCore 0.6.0 release notes; the DeepSeek-V3 GB200
    page's intermediate optimisation stages (the same plan under partial software; only the final figure is a
    recipe's result); figures in launch-script comments of the model zoo (run_h100_235b.sh "320 TFLOPS" etc.).
  - Models the scenario cannot state: DeepSeek-V4-Flash / -Pro (compressed sparse attention, hyper-connections),
    Qwen3-Next-80B-A3B (Gated DeltaNet linear attention).
  - Rows without a figure (DeepSeek-V3 H100 BF16 / FP8 recipes; the Mixtral 8x22B mapping).
  - Dropless (real routing) figures of the model zoo's long-context table: the forced-balance figure of the same
    plan is kept (the planner assumes balanced routing, as every other published-runs file).
  - Every plan that calibration.json, bridge-releases.json, bridge-25.11-more.json, dgxc-25.02.json or
    dgxc-releases.json (next to this script) already holds: same model, GPU, GPU count, precision, tp, pp, ep,
    vpp, cp, micro and global batch and sequence (none of the plans here matched when the file was made).

Compare metric: tokens_per_s_per_gpu where the page gives TFLOPS, step_time_s where it gives a step time (the model
zoo's H100 table gives both: its step time is used). The pages' TFLOPS are Megatron's --log-throughput, i.e. its own
FLOP count (num_floating_point_operations in megatron/training/training.py) over step time and GPUs; that count
differs from the planner's tflops_per_gpu (it counted attention scores whole in 2024, MCore v0.8 / v0.9, and causal
attention as half the work from 2025 on), so the TFLOPS are not compared as such. Each is converted to the quantity it
measures unambiguously: tokens/s per GPU = TFLOPS x 1e12 / (Megatron's FLOPs per token), where the FLOPs per token
are num_floating_point_operations(args, 1) / seq_length ported to Python from the commit the figure comes from
(ports nfpo_2024 / nfpo_2025 / nfpo_2026 below, each tied to the function's text by a hash: an unknown version fails)
with the model arguments of the recipe / launch script the row cites, Megatron's defaults otherwise, and the
vocabulary padded as Megatron pads it (make-vocab-size-divisible-by x TP). The quote keeps the TFLOPS; the notes give
the FLOPs per token and the commit. Self-check: the H100 table's rows give a step time and TFLOPS for one plan, and
the TFLOPS converted this way must give GBS x seq / (step x GPUs) within 2 % (else the script fails).

Encoding: catalog presets mixtral-8x7b, deepseek-v3, qwen3-235b-a22b, qwen3-30b-a3b (each recipe's model arguments
are checked against the preset); uneven pipelines from the recipe's --pipeline-model-parallel-layout or
--num-layers-per-virtual-pipeline-stage with the embedding / loss counted as layers, as first_stage_layers /
last_stage_layers (layers per pipeline rank over all its virtual stages); recompute "selective" for Megatron's
--recompute-granularity selective with any --recompute-modules, "full" for full; the overlap flags
(overlap_grad_reduce, overlap_param_gather, overlap_moe_expert_parallel_comm, tp_comm_overlap) as the recipe sets
them; GPUs per node 8 (H100, B200, B300) and 4 (GB200, GB300); network ib-ndr-400 (H100, B200, GB200) and
ib-xdr-800 (GB300, B300) where the page names none. HGX B300 is not a catalog GPU: it is stated inline
(inline_b300 below). Dispatcher, CUDA graphs, activation / optimizer offload and FP8 parameter gather have no
scenario key; the notes name them.
"""
import hashlib
import json
import os
import re
import sys

from published_sources import SEP_RE, Repo, cells  # the sibling module beside this script

HERE = os.path.dirname(os.path.abspath(__file__))
CATALOG = os.path.join(HERE, "..", "..", "..", "resources", "catalog")
HELD_FILES = ["calibration.json", "bridge-releases.json", "bridge-25.11-more.json", "dgxc-25.02.json",
              "dgxc-releases.json"]

MOE_README = "megatron/core/transformer/moe/README.md"
MIXTRAL_SCRIPT = "examples/mixtral/train_mixtral_8x7b_distributed.sh"
MIXTRAL_COMMITS = ["0b981f9c5305", "c230e0d7c298"]
DSV3_DOC = "docs/discussions/deepseek-v3-gb200-optimization/deepseek-v3-gb200-optimization.md"
DSV3_GUIDE = "docs/discussions/deepseek-v3-gb200-optimization/deepseek-v3-gb200-reproduce-guide.md"
DSV3_COMMIT, DSV3_GUIDE_COMMIT = "402bc50b1c26", "1d9edcf8c7c1"
RECIPES_DIR = "examples/moe_recipes/"
RECIPES_COMMIT = "e5ad09802d5f"
RECIPES_REFRESH = ("7146484607", "open PR #5728")
ZOO_DIR = "examples/moe-modelzoo/"
ZOO_COMMIT = "f13818d69535"

SYSTEMS = {  # page GPU: (catalog id or None for inline, GPUs per node, network preset, why the network)
    "H100": ("h100-sxm-80gb", 8, "ib-ndr-400", "DGX / HGX H100: one 400 Gb/s InfiniBand NDR NIC per GPU"),
    "B200": ("b200", 8, "ib-ndr-400", "DGX / HGX B200: one 400 Gb/s InfiniBand NDR NIC per GPU"),
    "GB200": ("gb200", 4, "ib-ndr-400", "GB200 NVL72 compute trays: one 400 Gb/s NIC per GPU"),
    "GB300": ("gb300", 4, "ib-xdr-800", "GB300 NVL72 compute trays: one ConnectX-8 800 Gb/s NIC per GPU"),
    "B300": (None, 8, "ib-xdr-800", "HGX B300: one ConnectX-8 800 Gb/s NIC per GPU"),
}
MODEL_KEYS = [("mixtral 8x7b", "mixtral-8x7b"), ("mixtral-8x7b", "mixtral-8x7b"), ("deepseek-v3", "deepseek-v3"),
              ("qwen3-235b", "qwen3-235b-a22b"), ("qwen3-30b", "qwen3-30b-a3b"), ("235b", "qwen3-235b-a22b")]
NOT_ENCODABLE = {"deepseek-v4": "DeepSeek-V4 (compressed sparse attention, manifold hyper-connections)",
                 "next-80b": "Qwen3-Next (Gated DeltaNet linear-attention layers)"}


def assumed(field, value, why):
    return {"field": field, "value": value, "why": why}


# ---------------------------------------------------------------------------------------------- catalog
def load_json(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


MODELS = {m["id"]: m for m in load_json(os.path.join(CATALOG, "models.json"))["models"]}
GPUS = {g["id"]: g for g in load_json(os.path.join(CATALOG, "gpus.json"))["gpus"]}


def model_key(name):
    n = name.lower()
    for bad, why in NOT_ENCODABLE.items():
        if bad in n:
            return None, why
    for sub, key in MODEL_KEYS:
        if sub in n:
            return key, None
    return None, f"model {name!r} not recognised"


def check_shape(key, args, where):
    """The recipe's model arguments must be the catalog preset's shape (else the preset would be wrong)."""
    m = MODELS[key]
    want = {"num_layers": m["layers"], "hidden_size": m["hidden"], "num_attention_heads": m["heads"],
            "num_experts": m["moe"]["experts"], "moe_router_topk": m["moe"]["top_k"]}
    if m["moe"]["expert_ffn"] != m["ffn"]:
        want["moe_ffn_hidden_size"] = m["moe"]["expert_ffn"]
    if m["kv_heads"] != m["heads"]:
        want["num_query_groups"] = m["kv_heads"]
    for k, v in want.items():
        if k in args and int(float(args[k])) != v:
            raise SystemExit(f"{where}: {k} = {args[k]} but the catalog's {key} has {v}")


# ---------------------------------------------------------------------------------------------- held plans
def plan_key(s):
    m = s["model"]
    preset = MODELS.get(m.get("preset"), {})
    layers = m.get("layers", preset.get("layers"))
    hidden = m.get("hidden", preset.get("hidden"))
    experts = (m.get("moe") or {}).get("experts", (preset.get("moe") or {}).get("experts", 0))
    seq = m.get("seq_len", preset.get("seq_len"))
    p, t, c = s["parallelism"], s["training"], s["cluster"]
    gpu = c["gpu"] if isinstance(c["gpu"], str) else c["gpu"].get("id", "inline")
    return (layers, hidden, experts, seq, gpu, c["gpus"], t.get("precision", "bf16"), p.get("tp", 1),
            p.get("pp", 1), p.get("ep", 1), p.get("vpp", 1), p.get("cp", 1), t.get("micro_batch"),
            t.get("global_batch"))


def held_plans():
    held = {}
    for name in HELD_FILES:
        path = os.path.join(HERE, name)
        if not os.path.exists(path):
            continue
        for r in load_json(path):
            if r.get("scenario"):
                held.setdefault(plan_key(r["scenario"]), r["id"])
    return held


# ---------------------------------------------------------------------------------------------- parsing


def md_tables(text):
    """(header, [(cells, line)], index of the header line, lines) of every markdown table."""
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        s = lines[i].strip()
        if s.startswith("|") and i + 1 < len(lines) and SEP_RE.match(lines[i + 1].strip()):
            rows, j = [], i + 2
            while j < len(lines) and lines[j].strip().startswith("|"):
                rows.append((cells(lines[j]), lines[j].strip()))
                j += 1
            yield cells(s), rows, i, lines
            i = j
            continue
        i += 1


def html_rows(text):
    """The <tbody> rows of the recipe index: (model, [cells], href, verbatim cells) with rowspan carried."""
    header = [re.sub(r"<[^>]+>", "", h).strip() for h in re.findall(r"<th>(.*?)</th>", text, re.S)]
    out, model = [], None
    for tr in re.findall(r"<tr>(.*?)</tr>", text, re.S):
        tds = re.findall(r"<td([^>]*)>(.*?)</td>", tr, re.S)
        if not tds:
            continue
        texts = [re.sub(r"<[^>]+>", "", body).strip() for _, body in tds]
        if len(texts) == len(header):
            model, texts = texts[0], texts[1:]
        href = re.search(r'href="([^"]+)"', tr)
        out.append((model, texts, href.group(1) if href else None))
    return header, out


def yaml_args(text):
    """The ARGS block of a recipe YAML: key -> scalar string, or list for '- item' lists."""
    args, key, inside = {}, None, False
    for line in text.split("\n"):
        if re.match(r"^\S", line):
            inside = line.startswith("ARGS:")
            continue
        if not inside or not line.strip() or line.strip().startswith("#"):
            continue
        m = re.match(r"^  ([A-Za-z0-9_]+):\s*(.*?)\s*$", line)
        if m:
            key, value = m.group(1), m.group(2)
            args[key] = value if value != "" else []
            continue
        m = re.match(r"^  (?:  )?- (.*?)\s*$", line)
        if m and key is not None and isinstance(args.get(key), list):
            args[key].append(m.group(1))
    return args


def zoo_yaml_args(text):
    """The MODEL_ARGS block of a model-zoo YAML: '--key: value' -> {'key': value} (snake_case keys)."""
    args, inside = {}, False
    for line in text.split("\n"):
        if re.match(r"^\S", line):
            inside = line.startswith("MODEL_ARGS:")
            continue
        m = re.match(r"^\s+--([A-Za-z0-9-]+):\s*(.*?)\s*(#.*)?$", line)
        if inside and m:
            args[m.group(1).replace("-", "_")] = m.group(2)
    return args


def script_args(text):
    """'--flag value' / bare '--flag' lines of a bash launch script -> {snake_case flag: value or True}."""
    args = {}
    for line in text.split("\n"):
        m = re.match(r"^\s*--([a-z0-9-]+)(?:[ \t]+([^\s\\]+))?\s*\\?\s*$", line)
        if m:
            args[m.group(1).replace("-", "_")] = m.group(2) if m.group(2) else True
    return args


def truthy(args, key):
    v = args.get(key)
    return v is not None and str(v).lower() in ("true", "1", "")


def modules(value):
    if value is None:
        return []
    return value if isinstance(value, list) else str(value).split()


def expand_layout(layout):
    """Megatron's --pipeline-model-parallel-layout -> list of virtual stages (strings of E/t/m/L)."""
    s = layout.replace(" ", "")
    group = re.compile(r"\(([^()]*)\)\*(\d+)")
    while True:
        m = group.search(s)
        if not m:
            break
        s = s[:m.start()] + m.group(1) * int(m.group(2)) + s[m.end():]
    s = re.sub(r"([A-Za-z])\*(\d+)", lambda m: m.group(1) * int(m.group(2)), s)
    stages = s.split("|")
    if stages and stages[-1] == "":
        stages = stages[:-1]
    return stages


def layout_of_layers_per_vp(layers, pp, per_vp, account_embedding, account_loss):
    """--num-layers-per-virtual-pipeline-stage (with the embedding / loss counted as a layer) as a layout."""
    total = layers + (1 if account_embedding else 0) + (1 if account_loss else 0)
    if total % (pp * per_vp):
        raise SystemExit(f"{total} layers do not split into pp {pp} x {per_vp} per virtual stage")
    count = total // per_vp
    stages = ["t" * per_vp for _ in range(count)]
    if account_embedding:
        stages[0] = "E" + "t" * (per_vp - 1)
    if account_loss:
        stages[-1] = "t" * (per_vp - 1) + "L"
    return stages


def split_of_stages(stages, pp, layers):
    """(vpp, first, last) pipeline-rank layer counts, first/last None when the split is even."""
    if len(stages) % pp:
        raise SystemExit(f"{len(stages)} virtual stages do not divide over pp {pp}")
    vpp = len(stages) // pp
    per_rank = [sum(stages[r + k * pp].count("t") for k in range(vpp)) for r in range(pp)]
    if sum(per_rank) != layers:
        raise SystemExit(f"layout holds {sum(per_rank)} layers, the model {layers}")
    middle = per_rank[1:-1]
    if len(set(middle)) > 1:
        raise SystemExit(f"layout's middle ranks are uneven: {per_rank}")
    if len(set(per_rank)) == 1 and all(st.count("t") == stages[0].count("t") for st in stages):
        return vpp, None, None, per_rank
    return vpp, per_rank[0], per_rank[-1], per_rank


# ---------------------------------------------------------------------------------------------- FLOP count
# The pages' TFLOP/s are Megatron's --log-throughput: num_floating_point_operations(args, batch) of
# megatron/training/training.py over step time and GPUs. Every TFLOP/s row is converted back to the quantity it
# measures unambiguously, tokens per second per GPU = TFLOP/s x 1e12 / (that function's FLOPs per token), with the
# function ported below exactly as it stood at the commit the figure comes from. Each port is tied to the text of
# the function it reproduces (sha256 of the function's source, from its 'def' to the next top-level 'def'): a
# commit whose function is not one of these fails loudly.
TRAINING_PY = "megatron/training/training.py"


class MegatronArgs:
    """The few Megatron arguments num_floating_point_operations reads, with Megatron's defaults."""
    DEFAULTS = {"num_layers": None, "hidden_size": None, "ffn_hidden_size": None, "num_attention_heads": None,
                "kv_channels": None, "group_query_attention": False, "num_query_groups": 1, "swiglu": False,
                "num_experts": None, "moe_router_topk": 2, "moe_ffn_hidden_size": None,
                "moe_shared_expert_intermediate_size": None, "moe_layer_freq": 1, "moe_latent_size": None,
                "mtp_num_layers": None, "multi_latent_attention": False, "q_lora_rank": None, "kv_lora_rank": 32,
                "qk_head_dim": 128, "qk_pos_emb_head_dim": 64, "v_head_dim": 128, "attention_output_gate": False,
                "seq_length": None, "tensor_model_parallel_size": 1, "make_vocab_size_divisible_by": 128,
                "tokenizer_model": None}
    INTS = {"num_layers", "hidden_size", "ffn_hidden_size", "num_attention_heads", "kv_channels", "num_query_groups",
            "num_experts", "moe_router_topk", "moe_ffn_hidden_size", "moe_shared_expert_intermediate_size",
            "moe_latent_size", "mtp_num_layers", "q_lora_rank", "kv_lora_rank", "qk_head_dim", "qk_pos_emb_head_dim",
            "v_head_dim", "seq_length", "tensor_model_parallel_size", "make_vocab_size_divisible_by"}
    FLAGS = {"group_query_attention", "swiglu", "multi_latent_attention", "attention_output_gate"}
    REFUSED = ("hybrid_override_pattern", "hybrid_layer_pattern", "linear_attention_type",
               "experimental_attention_variant", "is_hybrid_model", "moe_latent_size")

    def __init__(self, raw, where, **override):
        """raw: snake_case argument -> string value (or True for a bare flag); override: values the row sets."""
        for k in self.REFUSED:
            if raw.get(k) not in (None, "", "None", "null", False):
                raise SystemExit(f"{where}: --{k.replace('_', '-')} is set; the FLOP port does not cover it")
        for k, default in self.DEFAULTS.items():
            v = override.get(k, raw.get(k))
            if v is None or (isinstance(v, str) and v.startswith("${")):
                v = default
            elif k in self.FLAGS:
                v = v is True or str(v).lower() in ("true", "1", "")
            elif k in self.INTS:
                v = int(float(v))
            elif k == "moe_layer_freq":
                v = moe_freq(v, where)
            setattr(self, k, v)
        for k in ("num_layers", "hidden_size", "ffn_hidden_size", "num_attention_heads", "seq_length"):
            if getattr(self, k) is None:
                raise SystemExit(f"{where}: no --{k.replace('_', '-')}")
        if self.kv_channels is None:  # validate_args: kv_channels = hidden_size // num_attention_heads
            self.kv_channels = self.hidden_size // self.num_attention_heads
        self.is_hybrid_model = False
        self.padded_vocab_size = None


def moe_freq(value, where):
    """Megatron's moe_freq_type: an int, or a Python list expression such as ([0]*3+[1]*58)."""
    if isinstance(value, int):
        return value
    text = str(value).strip().strip('"').strip("'")
    if "[" not in text:
        return int(text)
    if not re.fullmatch(r"[\[\]()0-9*+, ]+", text):
        raise SystemExit(f"{where}: --moe-layer-freq {text!r} is not a plain list pattern")
    pattern = eval(text, {"__builtins__": {}}, {})  # digits, brackets, '*', '+' and ',' only (checked above)
    return list(pattern)


# Tokenizer sizes: the recipes name a tokenizer whose length (len(tokenizer), special tokens included) lies between
# the tokenizer's regular vocabulary and the model's embedding rows (config.json vocab_size); Megatron pads it to a
# multiple of make-vocab-size-divisible-by x TP. Both ends of each range pad to the same size for every row here
# (checked), so the exact count does not matter.
TOKENIZER_VOCAB = {
    "mixtral-8x7b": (32000, 32000, "Mixtral's SentencePiece tokenizer, Llama2Tokenizer, has 32,000 pieces = "
                     "config.json vocab_size"),
    "deepseek-v3": (128000, 129280, "the unsloth/DeepSeek-V3 tokenizer holds 128K BPE tokens plus special tokens, "
                    "at most config.json's 129,280 embedding rows; any size from 126,049 on pads alike"),
    "qwen3-235b-a22b": (151643, 151936, "the Qwen3 tokenizer holds 151,643 regular tokens plus special tokens, at "
                        "most config.json's 151,936 embedding rows; any size in that range pads alike"),
    "qwen3-30b-a3b": (151643, 151936, "the Qwen3 tokenizer holds 151,643 regular tokens plus special tokens, at most "
                      "config.json's 151,936 embedding rows; any size in that range pads alike"),
}


def padded_vocab(key, a, where):
    """Megatron's _vocab_size_with_padding: ceil(vocab / (make_vocab_size_divisible_by x TP)) x that multiple."""
    lo, hi, _ = TOKENIZER_VOCAB[key]
    multiple = a.make_vocab_size_divisible_by * a.tensor_model_parallel_size
    low, high = (-(-v // multiple) * multiple for v in (lo, hi))
    if low != high:
        raise SystemExit(f"{where}: padded vocabulary depends on the tokenizer's exact size ({low} vs {high})")
    return low


def nfpo_2024(args, batch_size, shared_experts):
    """num_floating_point_operations at 0b981f9c5305 (= core_v0.9.0; core_v0.8.0 the same with a literal 12) and,
    with the shared-expert term, at c230e0d7c298. Attention scores counted whole (s/h, no causal halving)."""
    query_projection_size = args.kv_channels * args.num_attention_heads
    query_projection_to_hidden_size_ratio = query_projection_size / args.hidden_size
    num_query_groups = args.num_query_groups if args.group_query_attention else args.num_attention_heads
    num_experts_routed_to = 1 if args.num_experts is None else args.moe_router_topk
    gated_linear_multiplier = 3 / 2 if args.swiglu else 1
    shared_expert_ffn_hidden_size = (0 if args.moe_shared_expert_intermediate_size is None
                                     else args.moe_shared_expert_intermediate_size)
    expansion_factor = 3 * 2 * 2
    return (expansion_factor * batch_size * args.seq_length * args.num_layers * args.hidden_size * args.hidden_size
            * (((1 + (num_query_groups / args.num_attention_heads) + (args.seq_length / args.hidden_size))
                * query_projection_to_hidden_size_ratio)
               + ((args.ffn_hidden_size / args.hidden_size) * num_experts_routed_to * gated_linear_multiplier)
               + (((shared_expert_ffn_hidden_size / args.hidden_size) * gated_linear_multiplier)
                  if shared_experts else 0)
               + (args.padded_vocab_size / (2 * args.num_layers * args.hidden_size))))


def layer_counts(args):
    """The dense / MoE / MTP layer counts of transformer_flops (2025 and 2026 alike)."""
    if args.num_experts is None:
        num_dense_layers, num_moe_layers, num_experts_routed_to, last_layer_is_moe = args.num_layers, 0, 0, 0
    else:
        if isinstance(args.moe_layer_freq, int):
            pattern = [1 if (i % args.moe_layer_freq == 0) else 0 for i in range(args.num_layers)]
        else:
            pattern = args.moe_layer_freq
        if len(pattern) != args.num_layers:
            raise SystemExit(f"moe_layer_freq pattern of {len(pattern)} layers for {args.num_layers}")
        num_moe_layers = sum(pattern)
        num_dense_layers = args.num_layers - num_moe_layers
        num_experts_routed_to = args.moe_router_topk
        last_layer_is_moe = pattern[-1]
    if args.mtp_num_layers is not None:
        mtp_num_layers = args.mtp_num_layers
        num_moe_layers += last_layer_is_moe * mtp_num_layers
        num_dense_layers += (1 - last_layer_is_moe) * mtp_num_layers
        num_layers = args.num_layers + mtp_num_layers
    else:
        mtp_num_layers, num_layers = 0, args.num_layers
    moe_ffn_hidden_size = args.moe_ffn_hidden_size if args.moe_ffn_hidden_size is not None else args.ffn_hidden_size
    shared = 0 if args.moe_shared_expert_intermediate_size is None else args.moe_shared_expert_intermediate_size
    num_query_groups = args.num_query_groups if args.group_query_attention else args.num_attention_heads
    return (num_layers, num_dense_layers, num_moe_layers, num_experts_routed_to, mtp_num_layers, moe_ffn_hidden_size,
            shared, num_query_groups)


def mla_q_term(args):
    if args.q_lora_rank is None:
        return args.hidden_size * args.num_attention_heads * (args.qk_head_dim + args.qk_pos_emb_head_dim)
    return args.q_lora_rank * (args.hidden_size + args.num_attention_heads * (args.qk_head_dim
                                                                              + args.qk_pos_emb_head_dim) + 1)


def mla_linear_term(args):
    return (mla_q_term(args)
            + args.kv_lora_rank * (args.hidden_size + args.num_attention_heads * (args.qk_head_dim + args.v_head_dim)
                                   + 1)
            + args.hidden_size * args.qk_pos_emb_head_dim
            + (args.num_attention_heads * args.v_head_dim) * args.hidden_size)


def nfpo_2025(args, batch_size):
    """transformer_flops of num_floating_point_operations at 402bc50b1c26 (= effebd81f410): causal attention
    scores counted as half the work (seq_length / 2)."""
    (num_layers, num_dense_layers, num_moe_layers, num_experts_routed_to, mtp_num_layers, moe_ffn_hidden_size,
     shared_expert_ffn_hidden_size, num_query_groups) = layer_counts(args)
    gated_linear_multiplier = 3 / 2 if args.swiglu else 1
    expansion_factor = 3 * 2 * 2
    if args.multi_latent_attention:
        standard_self_attn_term = 3 * 2 * (
            mla_linear_term(args)
            + args.seq_length * (args.num_attention_heads * (args.qk_head_dim + args.qk_pos_emb_head_dim)) / 2
            + args.seq_length * args.num_attention_heads * args.v_head_dim / 2)
    else:
        query_projection_size = args.kv_channels * args.num_attention_heads
        key_projection_size = value_projection_size = args.kv_channels * num_query_groups
        standard_self_attn_term = 3 * 2 * (
            args.hidden_size * (query_projection_size + key_projection_size + value_projection_size)
            + query_projection_size * args.seq_length / 2 * 2
            + query_projection_size * args.hidden_size)
    self_attn_term = standard_self_attn_term * num_layers
    return (batch_size * args.seq_length * (
        expansion_factor * num_layers * args.hidden_size * (
            (args.ffn_hidden_size * gated_linear_multiplier) * (num_dense_layers / num_layers)
            + (moe_ffn_hidden_size * num_experts_routed_to * gated_linear_multiplier) * (num_moe_layers / num_layers)
            + (shared_expert_ffn_hidden_size * gated_linear_multiplier) * (num_moe_layers / num_layers))
        + self_attn_term
        + 3 * 2 * mtp_num_layers * (3 * args.hidden_size + 2 * args.hidden_size * args.hidden_size)
        + 3 * 2 * args.hidden_size * args.padded_vocab_size * (mtp_num_layers + 1)))


def nfpo_2026(args, batch_size, seqlen_squared_sum_in_batch=None, total_real_tokens_in_batch=None):
    """transformer_flops of num_floating_point_operations at e5ad09802d5f and at f13818d69535 (= its main parent
    ecf55477df08; the two differ in formatting only): token-linear part x real tokens plus a core-attention part
    x sum(L^2), causal attention scores counted as half the work. The pages ran unpacked (BSHD) batches, the
    function's defaults: total tokens batch x s, sum(L^2) batch x s^2."""
    if seqlen_squared_sum_in_batch is None:
        seqlen_squared_sum_in_batch = batch_size * args.seq_length * args.seq_length
    if total_real_tokens_in_batch is None:
        total_real_tokens_in_batch = batch_size * args.seq_length
    (num_layers, num_dense_layers, num_moe_layers, num_experts_routed_to, mtp_num_layers, moe_ffn_hidden_size,
     shared_expert_ffn_hidden_size, num_query_groups) = layer_counts(args)
    fb, fma = 3, 2
    ffn_expansion_factor = 3 if args.swiglu else 2
    if args.multi_latent_attention:
        standard_self_attn_term = fb * fma * mla_linear_term(args)
        standard_self_attn_core_term = fb * fma * (
            args.num_attention_heads * (args.qk_head_dim + args.qk_pos_emb_head_dim) / 2
            + args.num_attention_heads * args.v_head_dim / 2)
    else:
        query_projection_size = args.kv_channels * args.num_attention_heads
        key_projection_size = value_projection_size = args.kv_channels * num_query_groups
        gate_projection_size = query_projection_size if args.attention_output_gate else 0
        standard_self_attn_term = fb * fma * (
            args.hidden_size * (query_projection_size + key_projection_size + value_projection_size
                                + gate_projection_size)
            + query_projection_size * args.hidden_size)
        standard_self_attn_core_term = fb * fma * query_projection_size / 2 * 2
    self_attn_term = standard_self_attn_term * num_layers
    self_attn_core_term = standard_self_attn_core_term * num_layers
    return (total_real_tokens_in_batch * (
        fb * fma * args.hidden_size * (
            (args.ffn_hidden_size * ffn_expansion_factor) * num_dense_layers
            + (moe_ffn_hidden_size * num_experts_routed_to * ffn_expansion_factor) * num_moe_layers
            + (shared_expert_ffn_hidden_size * ffn_expansion_factor) * num_moe_layers)
        + self_attn_term
        + fb * fma * mtp_num_layers * (3 * args.hidden_size + 2 * args.hidden_size * args.hidden_size)
        + fb * fma * args.hidden_size * args.padded_vocab_size * (mtp_num_layers + 1))
        + seqlen_squared_sum_in_batch * self_attn_core_term)


# sha256 (first 16 hex digits) of num_floating_point_operations' source -> (port, attention convention)
FLOP_PORTS = {
    "f2920682f28f0fbc": (lambda a, b: nfpo_2024(a, b, False), "attention scores whole"),   # 0b981f9c5305
    "3d844c7135b18d53": (lambda a, b: nfpo_2024(a, b, True), "attention scores whole"),    # c230e0d7c298
    "4b2d1a0680e5c58e": (nfpo_2025, "causal attention scores as half the work"),         # 402bc50b1c26
    "b67d47e5795332eb": (nfpo_2026, "causal attention scores as half the work"),         # e5ad09802d5f
    "0e870f7f502f6148": (nfpo_2026, "causal attention scores as half the work"),         # f13818d69535
}


def flop_function(repo, commit):
    text = repo.show(commit, TRAINING_PY)
    m = re.search(r"^def num_floating_point_operations\(.*?(?=^def |^class |\Z)", text, re.M | re.S)
    if not m:
        raise SystemExit(f"{commit}:{TRAINING_PY} has no num_floating_point_operations")
    digest = hashlib.sha256(m.group(0).rstrip().encode()).hexdigest()[:16]
    if digest not in FLOP_PORTS:
        raise SystemExit(f"{commit}: num_floating_point_operations (sha256 {digest}) has no port here")
    return FLOP_PORTS[digest], digest


def flops_per_token(repo, commit, key, raw, where, **override):
    """(FLOPs per token, padded vocabulary, attention convention) of Megatron's count at `commit`."""
    (port, convention), _ = flop_function(repo, commit)
    a = MegatronArgs(raw, where, **override)
    stated = {k: v for k, v in vars(a).items() if v is not None and not isinstance(v, (bool, list))}
    if not a.group_query_attention:
        stated.pop("num_query_groups")
    check_shape(key, stated, where)  # the arguments the count used are the catalog preset's shape
    a.padded_vocab_size = padded_vocab(key, a, where)
    return port(a, 1) / a.seq_length, a.padded_vocab_size, convention, a


def tokens_of_tflops(tflops, per_token):
    return round(tflops * 1e12 / per_token, 1)


def converted(repo, commit, key, raw, where, tflops, what, **override):
    """compare block, note and assumed mark of a TFLOP/s figure converted to tokens/s per GPU."""
    per_token, vocab, convention, a = flops_per_token(repo, commit, key, raw, where, **override)
    tokens = tokens_of_tflops(tflops, per_token)
    lo, hi, tok_why = TOKENIZER_VOCAB[key]
    shape = (f"{a.num_layers} layers" + (f" + {a.mtp_num_layers} MTP" if a.mtp_num_layers else "")
             + f", seq {a.seq_length}, padded vocabulary {vocab}: {tok_why}, padded to a multiple of "
             f"{a.make_vocab_size_divisible_by} x TP {a.tensor_model_parallel_size}")
    note = (f" Compared as tokens/s per GPU: the page's {tflops:g} TFLOP/s per GPU is Megatron's --log-throughput, "
            f"num_floating_point_operations in {TRAINING_PY} at {commit} ({what}), which counts {convention}. Its "
            f"count for this model is {per_token / 1e9:.4f} GFLOP per token ({shape}), so the figure measures "
            f"{tflops:g}e12 / {per_token:.6g} = {tokens:g} tokens/s per GPU. The planner's tflops_per_gpu uses its "
            f"own FLOP count, so the TFLOP/s are not compared directly.")
    why = (f"converted from the page's {tflops:g} TFLOP/s per GPU with Megatron's own FLOP count "
           f"(num_floating_point_operations at {commit}: {per_token:.6g} FLOPs per token, {convention}; unpacked "
           f"sequences; padded vocab {vocab})")
    return {"metric": "tokens_per_s_per_gpu", "measured": tokens}, note, why


# ---------------------------------------------------------------------------------------------- rows
def inline_b300():
    """HGX B300 is not a catalog GPU: stated inline from NVIDIA's HGX table, with the B200's calibration."""
    b200 = GPUS["b200"]
    return {
        "id": "b300", "name": "NVIDIA B300 (HGX B300, Blackwell Ultra; inline)",
        "peak_tflops": {"fp32": 75, "tf32": 1125, "fp16": 2250, "bf16": 2250, "fp8": 4500, "mxfp8": 4500},
        "hbm_gib": 268, "hbm_tbps": 8.0, "nvlink_GBps": 900, "nvlink_domain": 8, "nvls": True,
        "pcie_GBps": b200["pcie_GBps"], "power_w": 1100, "price_usd_per_hour": b200["price_usd_per_hour"],
        "sources": ["NVIDIA HGX platform spec table, HGX B300 column (8 GPUs): FP16/BF16 36 PF*, FP8 72 PF*, "
                    "TF32 18 PF* (*sparse), FP32 600 TF, 2.3 TB HBM3e, NVLink 5 1.8 TB/s per GPU (as reproduced by "
                    "fibermall.com/blog/?p=17161 and glennklockwood.com/garden/processors/B300: dense BF16 2,250, "
                    "FP8 4,500 per GPU, the same rates as HGX B200); 288 GB = 268 GiB HBM3e at 8 TB/s per GPU"],
        "notes": "Not a catalog GPU. Dense = half of the sparse figures; pcie_GBps, price and the calibration are "
                 "the catalog B200's, copied unchanged (not fitted on B300).",
        "calibration": b200["calibration"],
    }


class Builder:
    def __init__(self):
        self.rows = []
        self.seen = set()
        self.held = held_plans()
        self.dropped = []

    def drop(self, what, why):
        self.dropped.append(f"{what}: {why}")

    def add(self, rid, source, quote, notes, model, training, parallelism, system, gpus, compare, marks,
            network_stated=None):
        gpu, per_node, network, net_why = SYSTEMS[system]
        cluster_gpu = gpu if gpu else inline_b300()
        if gpu is None:
            marks.append(assumed("cluster.gpu", "inline B300", "not a catalog GPU: HGX B300 stated inline from "
                                 "NVIDIA's HGX table (BF16 2,250 / FP8 4,500 dense TFLOPS, 268 GiB at 8 TB/s, "
                                 "NVLink 5 900 GB/s, 8 GPUs); the B200's calibration copied unchanged"))
        marks.append(assumed("cluster.gpus_per_node", per_node, "not on the page; "
                             + ("GB200 / GB300 NVL72 compute trays hold 4 GPUs (the launch scripts run 4 tasks "
                                "per node)" if per_node == 4 else "8-GPU HGX / DGX nodes")))
        if not network_stated:
            marks.append(assumed("network.preset", network, "not on the page; " + net_why))
        scenario = {"format": "jct-planner-scenario", "version": 1, "name": rid, "model": model,
                    "training": training, "parallelism": parallelism,
                    "cluster": {"gpu": cluster_gpu, "gpus": gpus, "gpus_per_node": per_node},
                    "network": {"preset": network}}
        key = plan_key(scenario)
        if key in self.held:
            self.drop(rid, f"plan already held by {self.held[key]}")
            return
        if rid in self.seen:
            raise SystemExit(f"duplicate id {rid}")
        self.seen.add(rid)
        self.rows.append({"id": rid, "source": source, "quote": quote, "notes": notes, "scenario": scenario,
                          "compare": compare, "assumed": marks})


def training_block(gbs, mbs, seq, precision, recompute, tp, zero, overlap_grad, overlap_param, overlap_ep, tp_overlap):
    return {"tokens": 1000.0 * gbs * seq, "global_batch": gbs, "micro_batch": mbs, "precision": precision,
            "recompute": recompute, "sequence_parallel": tp > 1, "flash_attention": True, "zero": zero,
            "overlap_grad_reduce": overlap_grad, "overlap_param_gather": overlap_param,
            "overlap_moe_expert_parallel_comm": overlap_ep, "tp_comm_overlap": tp_overlap}


def parallel_block(tp, pp, cp, ep, vpp, first=None, last=None):
    p = {"tp": tp, "pp": pp, "cp": cp, "ep": ep, "vpp": vpp, "etp": 1}
    if first is not None:
        p["first_stage_layers"], p["last_stage_layers"] = first, last
    return p


def common_marks(tp, flash_why="Transformer Engine's fused attention"):
    return [assumed("training.sequence_parallel", tp > 1, "Megatron-Core runs sequence parallelism with tensor "
                    "parallelism (the recipes pass --sequence-parallel; it is a no-op at tp 1)"),
            assumed("training.flash_attention", True, "not on the page; " + flash_why),
            assumed("parallelism.etp", 1, "experts without tensor parallelism (--expert-tensor-parallel-size 1 in "
                    "the recipe, or tp = 1)")]


def recompute_of(granularity, mods):
    if granularity == "full":
        return "full"
    if granularity == "selective" or mods:
        return "selective"
    return "none"


# ---- source 1: Mixtral 8x7B on the MoE README
def mixtral_rows(repo, b):
    previous = None
    for commit in MIXTRAL_COMMITS:
        text = repo.show(commit, MOE_README)
        m = re.search(r"Mixtral 8X7B bf16 training to achieve \*\*(\d+) TFLOPS\*\* as of MCore (v\d+(?:\.\d+)*)", text)
        if not m:
            raise SystemExit(f"{commit}: no Mixtral headline")
        figure, version = float(m.group(1)), m.group(2)
        headline = m.group(0)
        table = None
        for header, rows, _, _ in md_tables(text):
            if header[0] == "Model" and "Dispatcher" in header:
                table = (header, rows)
        header, rows = table
        row = next((c, line) for c, line in rows if "8x7B" in c[0])
        d = dict(zip(header, row[0]))
        bench = re.search(r"Detailed Benchmark Information:(.*?)Docker Image:\s*\n- ([^\n]+)", text, re.S)
        server, docker = bench.group(1), bench.group(2).strip()
        if "InfiniBand 8x400" not in server or "H100" not in server:
            raise SystemExit(f"{commit}: benchmark server not H100 / IB 8x400")
        script = repo.show(commit, MIXTRAL_SCRIPT)
        tp, ep, pp, vpp = int(d["TP"]), int(d["EP"]), int(d["PP"]), int(d["VP"])
        gbs, mbs, seq, gpus = int(d["GBS"]), int(d["MBS"]), int(d["SEQ LEN"]), int(d["#GPUs"])
        if figure == previous:
            continue
        previous = figure
        og, opg = "--overlap-grad-reduce" in script, "--overlap-param-gather" in script
        sargs = script_args(script)
        if sargs.get("tokenizer_type") != "Llama2Tokenizer" or int(sargs["seq_length"]) != seq:
            raise SystemExit(f"{commit}: {MIXTRAL_SCRIPT} is not the Llama2Tokenizer / seq {seq} run")
        compare, conv_note, conv_why = converted(
            repo, commit, "mixtral-8x7b", sargs, f"{MIXTRAL_SCRIPT} at {commit}", figure,
            f"the README's commit, branch main, MCore {version}", tensor_model_parallel_size=tp, seq_length=seq)
        marks = [assumed("model.preset", "mixtral-8x7b", "the README's Mixtral 8x7B (vocab 32K, dropless), the "
                         "catalog's shape (Mixtral-8x7B-v0.1 config.json)"),
                 assumed("compare.measured", compare["measured"], f"the README's headline \"{headline}\" sits "
                         "over the reference mapping table, whose Mixtral 8x7B row is taken as the run it measured (the "
                         "page does not tie the figure to a row in words); " + conv_why),
                 assumed("training.recompute", "none", f"not on the page; {MIXTRAL_SCRIPT} at the same commit "
                         "passes no recompute flag"),
                 assumed("training.overlap_grad_reduce / overlap_param_gather", [og, opg], f"{MIXTRAL_SCRIPT} at "
                         "the same commit (--overlap-grad-reduce --overlap-param-gather) and the README's 'Enable "
                         "Communication Overlap' advice"),
                 assumed("training.overlap_moe_expert_parallel_comm", False, f"MCore {version} had no 1F1B "
                         "all-to-all overlap"),
                 assumed("training.tp_comm_overlap", False, "tensor parallelism 1"),
                 assumed("training.zero", 1, "--use-distributed-optimizer in the example script")]
        marks += common_marks(tp)
        rid = f"mlm-moe-readme-{version}-h100-mixtral-8x7b-{gpus}gpu-bf16"
        notes = (f"Megatron-Core MoE README headline for Mixtral 8x7B BF16 ({version}); layout from the README's "
                 f"'Reference Best Parallel Mapping' table (all-to-all dispatcher, dropless); server 8x H100 80GB "
                 f"HBM3, NVLink 4, InfiniBand 8x400 Gbit/s; docker {docker}. Not in any other published-runs file.")
        notes += conv_note
        if commit != MIXTRAL_COMMITS[0]:
            notes += (" A new measurement of the same plan on a newer stack, not a correction: the earlier figure "
                      "(438 TFLOPS, MCore v0.8, PyTorch 24.04 / TE 1.9) is its own row.")
        b.add(rid, f"NVIDIA/Megatron-LM {MOE_README} at commit {commit} (branch main)",
              f"{headline} ... {' | '.join(header)} :: {row[1]}", notes,
              {"preset": "mixtral-8x7b", "seq_len": seq},
              training_block(gbs, mbs, seq, "bf16", "none", tp, 1, og, opg, False, False),
              parallel_block(tp, pp, 1, ep, vpp), "H100", gpus, compare, marks, network_stated=True)


# ---- source 2: the DeepSeek-V3 GB200 optimisation page
def dsv3_gb200_rows(repo, b):
    text = repo.show(DSV3_COMMIT, DSV3_DOC)
    guide = repo.show(DSV3_GUIDE_COMMIT, DSV3_GUIDE)
    header, rows = None, None
    for h, r, _, _ in md_tables(text):
        if h[0] == "Model" and "TFLOPS/GPU" in h[-1]:
            header, rows = h, r
    final = rows[-1]
    d = dict(zip(header, final[0]))
    figure = float(d["TFLOPS/GPU"])
    for c, line in rows[:-1]:
        b.drop(f"DeepSeek-V3 GB200 optimisation stage '{c[4]}' ({c[5]} TFLOPS)", "an intermediate stage of the "
               "same plan under a partial software stack; only the final figure is encoded")
    m = re.search(r"parallel configuration of TP(\d+)/PP(\d+)/VPP(\d+)/EP(\d+)/MBS(\d+)/GBS(\d+) on (\d+) GB200s",
                  text)
    tp, pp, vpp, ep, mbs, gbs, gpus = (int(x) for x in m.groups())
    layout = next(x for x in re.findall(r"--pipeline-model-parallel-layout \"?([^\s`\"]+)", text) if "|" in x)
    garg = dict(re.findall(r"--([a-z0-9-]+) ([^\s\\]+)", guide))
    gflags = set(re.findall(r"--([a-z0-9-]+)", guide))
    seq = int(garg["seq-length"])
    for k, v in (("tensor-model-parallel-size", tp), ("pipeline-model-parallel-size", pp),
                 ("expert-model-parallel-size", ep), ("micro-batch-size", mbs), ("global-batch-size", gbs)):
        if int(garg[k]) != v:
            raise SystemExit(f"reproduce guide {k} = {garg[k]}, the page {v}")
    if garg["pipeline-model-parallel-layout"].strip('"') != layout:
        raise SystemExit("reproduce guide layout differs from the page's")
    check_shape("deepseek-v3", {k.replace("-", "_"): v for k, v in garg.items()}, DSV3_GUIDE)
    stages = expand_layout(layout)
    v2, first, last, per_rank = split_of_stages(stages, pp, 61)
    if v2 != vpp:
        raise SystemExit(f"layout gives vpp {v2}, the page {vpp}")
    mods = re.search(r"--recompute-modules ([a-z_ ]+?) \\", guide).group(1).split()
    mtp = 1 if "mtp-num-layers" in gflags else 0
    og, opg = "overlap-grad-reduce" in gflags, "overlap-param-gather" in gflags
    oep = "overlap-moe-expert-parallel-comm" in gflags
    marks = [assumed("model.preset", "deepseek-v3", "the catalog's DeepSeek-V3 shape; the reproduce guide's "
                     "arguments match it (61 layers, MLA, 256 experts top 8, 3 dense layers)"),
             assumed("model.mtp_layers", mtp, f"{DSV3_GUIDE} at {DSV3_GUIDE_COMMIT} passes no --mtp-num-layers "
                     "(the page's layout 'Et|(tt|)*30L' has no MTP stage)"),
             assumed("model.seq_len", seq, f"not on the page; --seq-length {seq} in the reproduce guide"),
             assumed("parallelism.first_stage_layers / last_stage_layers", [first, last],
                     f"the page's --pipeline-model-parallel-layout {layout}: {len(stages)} virtual stages over pp "
                     f"{pp} x vpp {vpp}, pipeline ranks hold {per_rank} layers"),
             assumed("training.recompute", "selective", f"the final recipe recomputes modules {' '.join(mods)} "
                     "(--recompute-granularity selective, reproduce guide)"),
             assumed("training.overlap_grad_reduce / overlap_param_gather", [og, opg], "the reproduce guide's "
                     "launch script"),
             assumed("training.overlap_moe_expert_parallel_comm", oep, "the page (section 3.2) does not use 1F1B "
                     "all-to-all overlap on GB200; the reproduce guide passes no --overlap-moe-expert-parallel-comm"),
             assumed("training.tp_comm_overlap", False, "tensor parallelism 1"),
             assumed("training.zero", 1, "--use-distributed-optimizer (ZeRO-1-like distributed optimizer)")]
    marks += common_marks(tp, "--use-flash-attn with TE fused attention (NVTE_FUSED_ATTN=1)")
    rid = f"mlm-dsv3-gb200-guide-gb200-deepseek-v3-{gpus}gpu-mxfp8"
    notes = ("Final figure of the page's optimisation history (HybridEP dispatcher, partial CUDA graphs of "
             "attention / router / preprocess, MXFP8 with FP8 parameter gather, BF16 optimizer states, bindpcie, "
             "cuDNN norm+quantisation fusion; forced load balancing). The PR's first version (7fec52c2) ended at "
             "943.56 (the HybridEP stage, still on the merged page); the merged page added two stages to 970.01. "
             f"The baseline of the same plan was 494.46 TFLOPS. Settings the page leaves out from {DSV3_GUIDE} "
             f"at {DSV3_GUIDE_COMMIT}. Not in any other published-runs file.")
    pinned = re.search(r"cd Megatron-LM &&\s*\n?\s*git checkout ([0-9a-f]{40})", guide)
    raw = {k.replace("-", "_"): v for k, v in garg.items()}
    raw.update({f.replace("-", "_"): True for f in gflags if f not in garg})
    if raw.get("tokenizer_model") != "unsloth/DeepSeek-V3":
        raise SystemExit(f"{DSV3_GUIDE}: tokenizer {raw.get('tokenizer_model')}")
    compare, conv_note, conv_why = converted(repo, DSV3_COMMIT, "deepseek-v3", raw, f"{DSV3_GUIDE} at "
                                             f"{DSV3_GUIDE_COMMIT}", figure, "the page's commit, branch dev")
    if pinned:
        same = flop_function(repo, pinned.group(1))[1] == flop_function(repo, DSV3_COMMIT)[1]
        conv_note += (f" The reproduce guide pins Megatron-LM {pinned.group(1)[:12]}, whose num_floating_point_"
                      f"operations is {'the same function' if same else 'a different function'}.")
    notes += conv_note
    marks.append(assumed("compare.measured", compare["measured"], conv_why))
    b.add(rid, f"NVIDIA/Megatron-LM {DSV3_DOC} at commit {DSV3_COMMIT} (branch dev, PR #2059)",
          f"{m.group(0)} ... {' | '.join(header)} :: {final[1]}", notes,
          {"preset": "deepseek-v3", "seq_len": seq, "mtp_layers": mtp},
          training_block(gbs, mbs, seq, "mxfp8", "selective", tp, 1, og, opg, oep, False),
          parallel_block(tp, pp, 1, ep, vpp, first, last), "GB200", gpus, compare, marks)


# ---- source 3: examples/moe_recipes
def precision_of(label):
    t = label.upper()
    if "MXFP8" in t:
        return "mxfp8"
    if "NVFP4" in t or "FP4" in t:
        return "nvfp4"
    if "FP8" in t:
        return "fp8"
    if "BF16" in t:
        return "bf16"
    raise SystemExit(f"no precision in {label!r}")


def refresh_figures(repo):
    """The open PR's proposed figures, by recipe link, for the notes (not compared)."""
    try:
        _, rows = html_rows(repo.show(RECIPES_REFRESH[0], RECIPES_DIR + "README.md"))
    except SystemExit:
        return {}
    return {href: texts[-1] for _, texts, href in rows}


def recipe_rows(repo, b):
    text = repo.show(RECIPES_COMMIT, RECIPES_DIR + "README.md")
    header, rows = html_rows(text)
    refresh = refresh_figures(repo)
    for model_name, texts, href in rows:
        d = dict(zip(header[1:], texts))
        figure = d["Median TFLOP/s/GPU"]
        label = d["Recipe"]
        what = f"moe_recipes {model_name} {label}"
        key, why = model_key(model_name)
        if key is None:
            b.drop(what, why)
            continue
        if not figure:
            b.drop(what, "no figure in the table")
            continue
        figure = float(figure)
        system = label.split()[0]
        precision = precision_of(label)
        path = RECIPES_DIR + href
        args = yaml_args(repo.show(RECIPES_COMMIT, path))
        check_shape(key, args, path)
        tp, pp, ep = (int(args[k]) for k in ("tensor_model_parallel_size", "pipeline_model_parallel_size",
                                             "expert_model_parallel_size"))
        cp, etp = int(args.get("context_parallel_size", 1)), int(args.get("expert_tensor_parallel_size", tp))
        mbs, gbs, seq = int(args["micro_batch_size"]), int(args["global_batch_size"]), int(args["seq_length"])
        gpus = int(d["GPUs"])
        if d["TP/PP/EP/CP/ETP"] != f"{tp}/{pp}/{ep}/{cp}/{etp}" or d["MBS/GBS/SL"] != f"{mbs}/{gbs}/{seq}":
            raise SystemExit(f"{what}: table {d['TP/PP/EP/CP/ETP']} {d['MBS/GBS/SL']} differs from {path}")
        if etp != 1:
            raise SystemExit(f"{what}: etp {etp}")
        layers = MODELS[key]["layers"]
        layout_why = None
        first = last = None
        vpp = 1
        if "pipeline_model_parallel_layout" in args:
            lay = args["pipeline_model_parallel_layout"]
            stages = expand_layout(lay)
            vpp, first, last, per_rank = split_of_stages(stages, pp, layers)
            layout_why = f"{path}: --pipeline-model-parallel-layout {lay} ({len(stages)} virtual stages, pipeline " \
                         f"ranks hold {per_rank} layers)"
        elif "num_layers_per_virtual_pipeline_stage" in args:
            per_vp = int(args["num_layers_per_virtual_pipeline_stage"])
            stages = layout_of_layers_per_vp(layers, pp, per_vp, truthy(args, "account_for_embedding_in_pipeline_split"),
                                             truthy(args, "account_for_loss_in_pipeline_split"))
            vpp, first, last, per_rank = split_of_stages(stages, pp, layers)
            layout_why = f"{path}: --num-layers-per-virtual-pipeline-stage {per_vp} with the embedding and the " \
                         f"loss counted as layers ({len(stages)} virtual stages, pipeline ranks hold {per_rank} layers)"
        elif pp > 1 and layers % pp:
            raise SystemExit(f"{what}: uneven pipeline without a layout")
        mtp = int(args.get("mtp_num_layers", 0))
        mods = modules(args.get("recompute_modules"))
        recompute = recompute_of(args.get("recompute_granularity"), mods)
        og, opg = truthy(args, "overlap_grad_reduce"), truthy(args, "overlap_param_gather")
        oep = truthy(args, "overlap_moe_expert_parallel_comm")
        tpo = truthy(args, "tp_comm_overlap")
        model = {"preset": key, "seq_len": seq}
        marks = [assumed("model.preset", key, f"the catalog's shape; {path} states the same layers, hidden size, "
                         "heads, experts and top-k")]
        if "mtp_layers" in MODELS[key] or mtp:
            model["mtp_layers"] = mtp
            marks.append(assumed("model.mtp_layers", mtp, f"--mtp-num-layers {mtp} in {path}"))
        if layout_why:
            marks.append(assumed("parallelism.vpp" + (" / first_stage_layers / last_stage_layers" if first else ""),
                                 [vpp, first, last] if first else vpp, layout_why))
        marks += [assumed("training.recompute", recompute, f"{path}: " + (
                      f"--recompute-granularity {args.get('recompute_granularity')} --recompute-modules "
                      f"{' '.join(mods)}" if mods or args.get("recompute_granularity") else "no recompute flags")),
                  assumed("training.overlap_grad_reduce / overlap_param_gather", [og, opg],
                          f"{path}: {'set' if og or opg else 'not set (Megatron default off)'}"),
                  assumed("training.overlap_moe_expert_parallel_comm", oep, f"{path}: --overlap-moe-expert-parallel-"
                          f"comm {'set' if oep else 'not set'}"),
                  assumed("training.tp_comm_overlap", tpo, f"{path}: --tp-comm-overlap {'set' if tpo else 'not set'}"),
                  assumed("training.zero", 1, f"{path}: --use-distributed-optimizer")]
        marks += common_marks(tp)
        if not truthy(args, "moe_router_force_load_balancing"):
            raise SystemExit(f"{what}: not force-balanced")
        features = d["Features"]
        extras = []
        for flag in ("offload_optimizer_states", "fine_grained_activation_offloading"):
            if truthy(args, flag):
                extras.append(f"--{flag.replace('_', '-')}" + (f" ({' '.join(modules(args.get('offload_modules')))})"
                                                               if flag.startswith("fine") else ""))
        dispatcher = args.get("moe_flex_dispatcher_backend", args.get("moe_token_dispatcher_type", "?"))
        cg = f"{args.get('cuda_graph_impl', '-')} / {' '.join(modules(args.get('cuda_graph_scope'))) or '-'}"
        notes = (f"Recipe index of examples/moe_recipes (Median TFLOP/s/GPU, mock data, forced load balancing). "
                 f"Page features: {features}. Not stated to the planner: dispatcher {dispatcher}; CUDA graphs {cg}"
                 + (f"; {', '.join(extras)} (the planner has no offload key)" if extras else "")
                 + f"; recipe {path}. Not in any other published-runs file.")
        compare, conv_note, conv_why = converted(repo, RECIPES_COMMIT, key, args, path, figure,
                                                 "the recipe index's commit, branch dev")
        notes += conv_note
        marks.append(assumed("compare.measured", compare["measured"], conv_why))
        if href in refresh and refresh[href] != d["Median TFLOP/s/GPU"]:
            notes += (f" The {RECIPES_REFRESH[1]} (head {RECIPES_REFRESH[0]}, not merged) proposes "
                      f"{refresh[href]} TFLOP/s/GPU for this recipe; the merged figure is compared.")
        variant = ""
        low = label.lower()
        for tag in ("full cg", "partial cg", "paged stash"):
            if tag in low:
                variant += "-" + tag.replace(" ", "-")
        gpu_id = SYSTEMS[system][0] or "b300"
        rid = f"mlm-moe-recipes-{gpu_id}-{key}-{gpus}gpu-{precision}{variant}"
        quote = f"{' | '.join(header)} :: {model_name} | {' | '.join(texts)}"
        b.add(rid, f"NVIDIA/Megatron-LM {RECIPES_DIR}README.md at commit {RECIPES_COMMIT} (branch dev, PR #5289)",
              quote, notes, model,
              training_block(gbs, mbs, seq, precision, recompute, tp, 1, og, opg, oep, tpo),
              parallel_block(tp, pp, cp, ep, vpp, first, last), system, gpus, compare, marks)


# ---- source 4: the model zoo's Qwen3 best-practice page (pull request #5837)
def zoo_runtime(repo):
    text = repo.show(ZOO_COMMIT, ZOO_DIR + "runtime_configs/benchmarking/runtime.conf")
    line = re.search(r"\[Qwen3-235B-A22B\]=\"([^\"]+)\"", text).group(1).split()
    names = ["TP", "PP", "EP", "CP", "VPP", "MBS", "GBS", "NUM_LAYERS", "DISPATCHER", "GROUPED_GEMM", "NNODES",
             "RUN_TIME", "PRETRAIN", "SEQ_LEN", "DATASET"]
    return dict(zip(names, line))


def parse_command(cmd):
    env = dict(re.findall(r"(?:^|\s)([A-Z][A-Z0-9_]*)=(\S+)", cmd.split("bash ")[0]))
    tail = cmd.split("sbatch_benchmarking.sh", 1)[1] if "sbatch_benchmarking.sh" in cmd else ""
    flags = {}
    for m in re.finditer(r"--([a-z0-9-]+)((?:\s+[^-\s]\S*)*)", tail):
        flags[m.group(1)] = m.group(2).split()
    return env, flags


def zoo_commands(text):
    """(title, command) of each ```bash block preceded by a 'Command...:' line."""
    out = []
    for m in re.finditer(r"(Command[^\n]*):\s*\n+```bash\n(.*?)```", text, re.S):
        out.append((m.group(1), " ".join(m.group(2).split())))
    return out


SELF_CHECK_TOLERANCE = 0.02
SELF_CHECKS = []


def zoo_self_check(repo, yargs, key, d, tp, seq, gbs, gpus, step):
    """The H100 table gives a step time and Megatron's TFLOP/s for one plan: the TFLOP/s converted with the ported
    FLOP count must give the step time's tokens/s per GPU (GBS x seq / (step x GPUs)) within 2 %, else the port,
    the vocabulary or the model arguments are wrong."""
    tflops = float(d["Per GPU TF"])
    per_token, vocab, _, _ = flops_per_token(repo, ZOO_COMMIT, key, yargs, "model zoo H100 table",
                                             seq_length=seq, tensor_model_parallel_size=tp)
    from_tflops = tflops * 1e12 / per_token
    from_step = gbs * seq / (step * gpus)
    err = from_tflops / from_step - 1
    SELF_CHECKS.append((d["Code"], tp, step, tflops, from_tflops, from_step, err))
    if abs(err) > SELF_CHECK_TOLERANCE:
        raise SystemExit(f"self-check failed: H100 Qwen3-235B row TP{tp} step {step} s / {tflops} TFLOPS: "
                         f"{from_tflops:.1f} tokens/s per GPU from the TFLOP/s ({per_token:.6g} FLOPs per token) vs "
                         f"{from_step:.1f} from the step time ({err:+.2%}, tolerance {SELF_CHECK_TOLERANCE:.0%})")
    return (f"Self-check of the FLOP conversion: {tflops:g} TFLOP/s / ({per_token / 1e9:.4f} GFLOP per token, "
            f"Megatron's count at {ZOO_COMMIT}, padded vocab {vocab}) = {from_tflops:.1f} tokens/s per GPU; the "
            f"step time gives {gbs} x {seq} / ({step:g} s x {gpus}) = {from_step:.1f} ({err:+.2%}).")


def zoo_rows(repo, b):
    text = repo.show(ZOO_COMMIT, ZOO_DIR + "best_practice/qwen3/readme.md")
    runtime = zoo_runtime(repo)
    yargs = zoo_yaml_args(repo.show(ZOO_COMMIT, ZOO_DIR + "model_configs/benchmarking/Qwen3-235B-A22B.yaml"))
    sbatch = repo.show(ZOO_COMMIT, ZOO_DIR + "sbatch_benchmarking.sh")
    if not re.search(r'PR\} == "bf16" \]\]; then\s*\n\s*TRAINING_PARAMS="\$\{TRAINING_PARAMS\} --tp-comm-overlap"',
                     sbatch):
        raise SystemExit("sbatch_benchmarking.sh: expected --tp-comm-overlap for PR=bf16")
    key = "qwen3-235b-a22b"
    check_shape(key, yargs, "Qwen3-235B-A22B.yaml")
    layers = MODELS[key]["layers"]
    zoo_layers = int(runtime["NUM_LAYERS"])  # 96: the embedding and the loss counted as layers
    acc_e, acc_l = truthy(yargs, "account_for_embedding_in_pipeline_split"), truthy(yargs,
                                                                                    "account_for_loss_in_pipeline_split")
    if zoo_layers != layers + int(acc_e) + int(acc_l):
        raise SystemExit(f"runtime.conf NUM_LAYERS {zoo_layers} != {layers} + embedding + loss")
    source = (f"NVIDIA/Megatron-LM {ZOO_DIR}best_practice/qwen3/readme.md at commit {ZOO_COMMIT} (pull request "
              f"#5837 head, not merged into main or dev)")
    zoo_note = ("From the MoE model zoo as added to the repository by pull request #5837 (open, reachable only as "
                "refs/pull/5837/head); settings the table leaves out from the zoo's runtime.conf, "
                "Qwen3-235B-A22B.yaml and sbatch_benchmarking.sh of the same commit. Not in any other published-runs "
                "file.")

    def pipeline(pp, vpp):
        per_vp = zoo_layers // pp // vpp
        if zoo_layers % (pp * vpp):
            raise SystemExit(f"96 layers do not split over pp {pp} x vpp {vpp}")
        stages = layout_of_layers_per_vp(layers, pp, per_vp, acc_e, acc_l)
        v, first, last, per_rank = split_of_stages(stages, pp, layers)
        if v != vpp:
            raise SystemExit("vpp mismatch")
        why = (f"runtime.conf counts Qwen3-235B as {zoo_layers} layers (--account-for-embedding/loss-in-pipeline-"
               f"split): {per_vp} per virtual stage over pp {pp} x vpp {vpp}, pipeline ranks hold {per_rank} layers")
        return first, last, why

    def emit(rid, quote, notes, seq, gbs, mbs, precision, recompute, mods, tp, pp, cp, ep, vpp, zero, oep, gpus,
             system, compare, extra_marks, flags_note):
        first, last, why = pipeline(pp, vpp) if pp > 1 else (None, None, None)
        tpo = precision == "bf16" and tp > 1
        og = opg = truthy(yargs, "overlap_grad_reduce")
        marks = [assumed("model.preset", key, "the table's '235B' is Qwen3-235B-A22B (the zoo's "
                         "Qwen3-235B-A22B.yaml states the catalog's shape)")]
        if why:
            marks.append(assumed("parallelism.first_stage_layers / last_stage_layers", [first, last], why))
        marks += extra_marks
        marks += [assumed("training.recompute", recompute, "the page's recompute " + (
                      f"modules {mods} (--recompute-granularity selective)" if recompute == "selective"
                      else f"column / command: {recompute}")),
                  assumed("training.overlap_grad_reduce / overlap_param_gather", [og, opg],
                          "Qwen3-235B-A22B.yaml (--overlap-grad-reduce, --overlap-param-gather)"),
                  assumed("training.overlap_moe_expert_parallel_comm", oep, flags_note),
                  assumed("training.tp_comm_overlap", tpo, "sbatch_benchmarking.sh adds --tp-comm-overlap when "
                          "PR=bf16" if precision == "bf16" else "sbatch_benchmarking.sh adds --tp-comm-overlap only "
                          "for BF16"),
                  assumed("training.zero", zero, "the table's FSDP column says On (Megatron-FSDP)" if zero == 3
                          else "--use-distributed-optimizer in Qwen3-235B-A22B.yaml")]
        marks += common_marks(tp)
        b.add(rid, source, quote, notes + " " + zoo_note, {"preset": key, "seq_len": seq},
              training_block(gbs, mbs, seq, precision, recompute, tp, zero, og, opg, oep, tpo),
              parallel_block(tp, pp, cp, ep, vpp, first, last), system, gpus, compare, marks,
              network_stated=(system == "H100"))

    for header, rows, at, lines in md_tables(text):
        context = "\n".join(lines[max(0, at - 40):at])
        heading = re.findall(r"^#+ (.*)$", context, re.M)
        heading = heading[-1].strip() if heading else ""
        if header[:3] == ["Model", "Dispatcher", "System"]:
            for c, line in rows:
                d = dict(zip(header, c))
                if not d.get("TP"):
                    continue
                k, why = model_key(d["Model"])
                if k is None:
                    b.drop(f"model zoo H100 {d['Model']}", why)
                    continue
                tp, cp, ep, pp, vpp = (int(d[x]) for x in ("TP", "CP", "EP", "PP", "VPP"))
                mbs, gbs, seq, gpus = int(d["MBS"]), int(d["GBS"]), int(d["SEQ LEN"]), int(d["#GPUs"])
                rc = d["recompute"]
                recompute = "full" if rc == "full" else ("selective" if rc else "none")
                zero = 3 if d["FSDP"].lower() == "on" else 1
                oep = "1f1b overlap" in d["Notes"].lower()
                step, tf = float(d["Step time (sec)"]), d["Per GPU TF"]
                variant = ("-1f1b-overlap" if oep else "") + ("-fsdp" if zero == 3 else "") + \
                          f"-{d['Dispatcher'].lower()}" + f"-{d['Code'].split('(')[0]}"
                rid = f"mlm-moe-zoo-h100-sxm-80gb-{k}-{gpus}gpu-{d['Precision'].lower()}-tp{tp}pp{pp}vpp{vpp}ep{ep}{variant}"
                check = zoo_self_check(repo, yargs, k, d, tp, seq, gbs, gpus, step)
                notes = (f"Model zoo Qwen3 page, H100 table ({heading or 'Performance Results'}): step time "
                         f"{step} s with {tf} TFLOPS per GPU on the same row; dispatcher {d['Dispatcher']}, code "
                         f"{d['Code']}{', note: ' + d['Notes'] if d['Notes'] else ''}. Server: NVLink 4, InfiniBand "
                         f"8x50 GB/s (400 Gb/s per GPU). The table does not say forced balance or dropless. "
                         f"{check}")
                emit(rid, f"{' | '.join(header)} :: {line}", notes, seq, gbs, mbs, d["Precision"].lower(),
                     recompute, d["recompute"], tp, pp, cp, ep, vpp, zero, oep, gpus, "H100",
                     {"metric": "step_time_s", "measured": step}, [],
                     "the table's Notes column marks '+1f1b overlap' (A2A_OVERLAP=1: --overlap-moe-expert-"
                     "parallel-comm --delay-wgrad-compute)" if oep else "no '+1f1b overlap' note (A2A_OVERLAP "
                     "defaults to 0 in sbatch_benchmarking.sh)")
        elif header[:2] == ["GPU", "SEQ_LEN"]:
            is_long = "TFLOPS" in header and "Precision" not in header
            for c, line in rows:
                d = dict(zip(header, c))
                system = d["GPU"].strip()
                nnodes, seq = int(d["NNODES"]), int(d["SEQ_LEN"])
                per_node = SYSTEMS[system][1]
                gpus = nnodes * per_node
                tf_cell = d["TFLOPS"]
                m = re.match(r"([\d.]+)\s*\(forced balance\)\s*/\s*([\d.]+)\s*\(dropless\)", tf_cell)
                if m:
                    figure, dropless = float(m.group(1)), m.group(2)
                else:
                    figure, dropless = float(tf_cell), None
                precision = d.get("Precision", "BF16").lower()
                # the command of this row: every variable the row states must agree
                row_env = {"TP": d["TP"], "CP": d["CP"], "NNODES": d["NNODES"], "SEQ_LEN": d["SEQ_LEN"],
                           "GBS": d["GBS"]}
                for col in ("PP", "VPP", "EP", "MBS"):
                    if col in d:
                        row_env[col] = d[col]
                if "Precision" in d:
                    row_env["PR"] = precision
                chosen = None
                section = "\n".join(lines[at:])
                section = re.split(r"\n(?:### |---)", section, maxsplit=1)[0]
                for title, cmd in zoo_commands(section):
                    env, flags = parse_command(cmd)
                    env = {k2: v for k2, v in env.items()}
                    ok = True
                    for k2, v in row_env.items():
                        cv = env.get(k2)
                        if cv is None:
                            cv = {"SEQ_LEN": "4096", "PR": "bf16", "CP": runtime["CP"], "MBS": runtime["MBS"]}.get(k2)
                        if cv is not None and cv.startswith("${"):
                            continue
                        if cv != v:
                            ok = False
                            break
                    if ok:
                        chosen = (title, cmd, env, flags)
                        break
                if chosen is None:
                    raise SystemExit(f"no command for model zoo row {line}")
                title, cmd, env, flags = chosen

                def val(name):
                    v = d.get(name)
                    if v is None or v == "":
                        v = env.get(name)
                    if v is None or v.startswith("${"):
                        v = d.get(name) or runtime[name]
                    return int(v)
                tp, pp, vpp, cp, ep, mbs, gbs = (val(x) for x in ("TP", "PP", "VPP", "CP", "EP", "MBS", "GBS"))
                mods = " ".join(flags.get("recompute-modules", []))
                recompute = recompute_of(flags.get("recompute-granularity", [None])[0], mods.split())
                oep = env.get("A2A_OVERLAP", "0") == "1"
                offload = [f for f in ("fine-grained-activation-offloading",) if f in flags]
                extra = [assumed("cluster.gpus", gpus, f"NNODES {nnodes} x {per_node} GPUs per node")]
                src = "the page's command" if not is_long else "the page's long-context command"
                for col, field, v in (("PP", "parallelism.pp", pp), ("VPP", "parallelism.vpp", vpp),
                                      ("EP", "parallelism.ep", ep), ("MBS", "training.micro_batch", mbs)):
                    if col not in d:
                        from_cmd = col in env and not env[col].startswith("${")
                        extra.append(assumed(field, v, f"not in the table; {src} ({title}: {col}={env[col]})"
                                             if from_cmd else f"not in the table or its command; runtime.conf's "
                                             f"Qwen3-235B-A22B default {col} {runtime[col]}"))
                notes = (f"Model zoo Qwen3 page, {system} table ({heading}); {title} of the page: dispatcher "
                         f"{env.get('DISPATCHER', 'deepep (sbatch default)')}"
                         + (f", {', '.join('--' + o for o in offload)} (the planner has no offload key)" if offload
                            else "")
                         + (f"; CUDA graphs {' '.join(flags.get('cuda-graph-scope', []))}" if "cuda-graph-scope"
                            in flags else "")
                         + (f"; row note: {d['Notes']}" if d.get("Notes") else "")
                         + (f". Forced-balance figure; the same plan dropless (real routing) measured {dropless} "
                            "TFLOPS, not compared (the planner assumes balanced routing)" if dropless else
                            "; the commands pass --moe-router-force-load-balancing" if
                            "moe-router-force-load-balancing" in flags else "") + "."
                         )
                raw = dict(yargs)
                raw.update({f.replace("-", "_"): (v[0] if len(v) == 1 else (v or True)) for f, v in flags.items()})
                compare, conv_note, conv_why = converted(
                    repo, ZOO_COMMIT, key, raw, f"{ZOO_DIR}model_configs/benchmarking/Qwen3-235B-A22B.yaml and "
                    f"the page's command", figure, "the model zoo's commit, head of pull request #5837; its "
                    f"parent ecf55477df08 on main has the same function", seq_length=seq,
                    tensor_model_parallel_size=tp)
                notes += conv_note
                extra.append(assumed("compare.measured", compare["measured"], conv_why))
                sys_id = SYSTEMS[system][0]
                rid = f"mlm-moe-zoo-{sys_id}-{key}-{gpus}gpu-{precision}-seq{seq // 1024}k-tp{tp}pp{pp}vpp{vpp}" \
                      f"cp{cp}ep{ep}"
                emit(rid, f"{' | '.join(header)} :: {line}", notes, seq, gbs, mbs, precision, recompute, mods, tp, pp,
                     cp, ep, vpp, 1, oep, gpus, system, compare, extra,
                     f"{title}: A2A_OVERLAP={env.get('A2A_OVERLAP', '0 (default)')}")


def main(argv):
    if len(argv) != 1:
        raise SystemExit(__doc__)
    repo = Repo(argv[0], required=True)
    b = Builder()
    mixtral_rows(repo, b)
    dsv3_gb200_rows(repo, b)
    recipe_rows(repo, b)
    zoo_rows(repo, b)
    for line in b.dropped:
        print("dropped: " + line, file=sys.stderr)
    if not SELF_CHECKS:
        raise SystemExit("self-check: no H100 row with both a step time and TFLOP/s was found")
    for code, tp, step, tflops, from_tflops, from_step, err in SELF_CHECKS:
        print(f"self-check ok: H100 Qwen3-235B TP{tp} {code}: {tflops:g} TFLOP/s -> {from_tflops:.1f} tokens/s/GPU, "
              f"step {step:g} s -> {from_step:.1f} ({err:+.2%})", file=sys.stderr)
    json.dump(b.rows, sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main(sys.argv[1:])
