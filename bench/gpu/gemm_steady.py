"""Interleaved re-timing of the GEMM shapes whose ratio moves from run to
run (8192³ and M = 4096 A·Bᵀ: cuBLAS itself took 1.556-1.647 ms at 8192³
in four runs) and of the shapes nearest their goal (M = 128 bf16 and fp8):
ROUNDS rounds, each timing every candidate and the baseline once
(bench/baselines/common.time_fn: CUDA events, L2 flushed before every
launch, medians), the order reversed every other round so that neither
side always runs on a warmer or cooler GPU.  Per shape: each round's
ratio (baseline median / candidate median), their median and range, and
the median over rounds of each side.  Candidates are checked once
(nrmse against the f32 product, every element written) before timing.
Writes baseline-gemm_steady<TAG>-<gpu>.json.  Env: ROUNDS (default 5),
CAP_S (per timing, default 0.15), TAG, STEADY=near (default: the list below)
| all (every bf16 shape of gemm_shapes.py in both layouts with the selection
rule's pick (bench/gpu/gemm_rule.py) and the other large-shape candidates,
and every fp8 shape of gemm_fp8.py with the rule's pick)."""
import math
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "baselines"))
sys.path.insert(0, HERE)
import torch
from common import ROOT, time_fn, nrmse, write_result
import kiln
import gemm_shapes as gs
import gemm_rule

ROUNDS = int(os.environ.get("ROUNDS", "5"))
CAP_S = float(os.environ.get("CAP_S", "0.15"))
# (layout, m, n, k, variant names of gemm_shapes.variants / the fp8 list below)
BF16 = [("A.B^T", 8192, 8192, 8192, ("tma_sk0", "tma_sk1", "ws_bn256")),
        ("A.B^T", 4096, 6144, 4096, ("tma_sk0", "ws_bn256")),
        ("A.B^T", 4096, 4096, 14336, ("tma_sk0", "ws_bn256_c2")),
        ("A.B^T", 128, 6144, 4096, ("splitk_bm64_bn96_s1_c2", "splitk_bm64_bn96_s1_c2_e16")),
        ("A.B^T", 128, 4096, 4096, ("splitk_bm64_bn64_s1_c2", "splitk_bm64_bn64_s1_c2_e16", "splitk_bm128_bn32_s1")),
        ("A.B^T", 128, 28672, 4096, ("ws_bn256", "ws_bn224")),
        ("A.B", 128, 4096, 4096, ("splitk_bm64_bn64_s1_c2", "splitk_bm64_bn64_s1_c2_e16")),
        ("A.B", 128, 4096, 14336, ("splitk_bm64_bn64_s1_c2", "splitk_bm64_bn64_s1_c2_e16"))]
FP8 = [(8192, 8192, 8192, (("ws_bn256", "zoo/gemm/fp8_ws", {"BN": 256, "STAGES": 4, "CLUSTER": 1, "SMS": 132, "EPI16": 1}),)),
       (128, 6144, 4096, (("splitk_bm64_bn96_s1_c2", "zoo/gemm/fp8_splitk",
                           {"BM": 64, "BN": 96, "SPLITK": 1, "STAGES": 11, "CLUSTER": 2}),
                          ("splitk_bm64_bn96_s1_c2_e16", "zoo/gemm/fp8_splitk",
                           {"BM": 64, "BN": 96, "SPLITK": 1, "STAGES": 11, "CLUSTER": 2, "EPI16": 1}))),
       (128, 4096, 4096, (("splitk_bm64_bn64_s1_c2", "zoo/gemm/fp8_splitk",
                           {"BM": 64, "BN": 64, "SPLITK": 1, "STAGES": 14, "CLUSTER": 2}),
                          ("splitk_bm64_bn64_s1_c2_e16", "zoo/gemm/fp8_splitk",
                           {"BM": 64, "BN": 64, "SPLITK": 1, "STAGES": 14, "CLUSTER": 2, "EPI16": 1}),
                          ("ws_bn32", "zoo/gemm/fp8_ws", {"BN": 32, "STAGES": 8, "CLUSTER": 1, "SMS": 132, "EPI16": 1}))),
       (128, 28672, 4096, (("ws_bn128", "zoo/gemm/fp8_ws", {"BN": 128, "STAGES": 6, "CLUSTER": 1, "SMS": 132, "EPI16": 1}),
                           ("ws_bn224", "zoo/gemm/fp8_ws", {"BN": 224, "STAGES": 4, "CLUSTER": 1, "SMS": 132, "EPI16": 1}))),
       (128, 4096, 14336, (("splitk_bm64_bn64_s1_c2", "zoo/gemm/fp8_splitk",
                            {"BM": 64, "BN": 64, "SPLITK": 1, "STAGES": 14, "CLUSTER": 2}),
                           ("splitk_bm64_bn64_s1_c2_e16", "zoo/gemm/fp8_splitk",
                            {"BM": 64, "BN": 64, "SPLITK": 1, "STAGES": 14, "CLUSTER": 2, "EPI16": 1})))]
SA, SB = 0.37, 1.9
cache = {}


def all_shapes():
    """STEADY=all: (BF16, FP8) lists over every shape, from the rules' picks."""
    import gemm_fp8
    bf, f8 = [], []
    for ab in (False, True):
        for m, n, k in dict.fromkeys(gs.SHAPES):          # 4096^3 once
            names = {gemm_rule.bf16_pick(m, n, k, ab)}
            have = {v["name"] for v in gs.variants(m, n, k, ab)}
            names |= {x for x in ("ws_bn256", "tma_sk0", "tma_sk1") if x in have}
            bf.append(("A.B" if ab else "A.B^T", m, n, k, tuple(sorted(names & have))))
    for m, n, k in gemm_fp8.SHAPES:
        want = gemm_rule.fp8_pick(m, n, k)
        c = [(v[0], v[1], v[2]) for v in gemm_fp8.variants(m, n, k, SMS) if v[0] == want]
        f8.append((m, n, k, tuple(c)))
    return bf, f8


SMS = 132


def compiled(d, defs):
    key = (d, tuple(sorted(defs.items())))
    if key not in cache:
        cache[key] = kiln.compile(os.path.join(ROOT, d, "kernel.kiln"), defines=defs).kernel()
    return cache[key]


def rounds(impls):
    """impls: [(name, launch)], the baseline last.  Returns {name: [median per round]}."""
    out = {name: [] for name, _ in impls}
    for r in range(ROUNDS):
        order = impls if r % 2 == 0 else impls[::-1]
        for name, f in order:
            t = time_fn(lambda s: f(), 1, warmup_ms=60 if r == 0 else 20, cap_s=CAP_S)
            out[name].append(t["median_ms"])
    return out


def summarize(row, times, base):
    row["rounds"] = ROUNDS
    row["median_ms"] = {k: statistics.median(v) for k, v in times.items()}
    row["round_ms"] = times
    row["ratios"] = {}
    for k, v in times.items():
        if k == base:
            continue
        rr = [b / x for b, x in zip(times[base], v)]
        row["ratios"][k] = {"median": statistics.median(rr), "min": min(rr), "max": max(rr), "per_round": rr}
    best = max(row["ratios"], key=lambda k: row["ratios"][k]["median"])
    row["best"], row["ratio"] = best, row["ratios"][best]["median"]
    print("%s M=%5d N=%5d K=%5d %s %.4f ms | %s" % (row["layout"], row["m"], row["n"], row["k"], base, row["median_ms"][base], " ".join(
        "%s %.4f (%.3fx, rounds %.3f-%.3f)" % (k, row["median_ms"][k], q["median"], q["min"], q["max"])
        for k, q in row["ratios"].items())), flush=True)


def bf16_shape(layout, m, n, k, names, g):
    ab = layout == "A.B"
    a = (torch.rand(m, k, device="cuda", generator=g) * 2 - 1).bfloat16()
    bt = (torch.rand(n, k, device="cuda", generator=g) * 2 - 1).bfloat16()
    b = bt.t().contiguous() if ab else bt
    c = torch.empty(m, n, device="cuda", dtype=torch.bfloat16)
    ref = a.float() @ bt.float().t()
    row = {"layout": layout, "m": m, "n": n, "k": k, "checks": {}}
    impls = []
    for var in gs.variants(m, n, k, ab):
        if var["name"] not in names:
            continue
        call, _, _ = gs.make_call(compiled(var["kernel"], var["defines"]), var, a, b, c, m, n, k, ab)
        c.fill_(float("nan"))
        call()
        torch.cuda.synchronize()
        e = nrmse(c, ref)
        fin = bool(torch.isfinite(c).all().item())
        row["checks"][var["name"]] = {"kernel": var["kernel"], "defines": var["defines"], "nrmse_vs_f32": e, "all_finite": fin}
        if fin and e < 4e-3:
            impls.append((var["name"], call))
    impls.append(("cublas", (lambda: torch.matmul(a, b)) if ab else (lambda: torch.matmul(a, bt.t()))))
    summarize(row, rounds(impls), "cublas")
    return row


def fp8_shape(m, n, k, cands, g):
    a = torch.randn(m, k, device="cuda", generator=g).to(torch.float8_e4m3fn)
    b = torch.randn(n, k, device="cuda", generator=g).to(torch.float8_e4m3fn)
    c = torch.empty(m, n, device="cuda", dtype=torch.bfloat16)
    ref = (a.float() @ b.float().t()) * (SA * SB)
    sa_t, sb_t = torch.tensor(SA, device="cuda"), torch.tensor(SB, device="cuda")
    row = {"layout": "fp8 A.B^T", "m": m, "n": n, "k": k, "checks": {}}
    impls = []
    for name, d, defs in cands:
        kern = compiled(d, defs)
        bm, cl = defs.get("BM", 128), defs.get("CLUSTER", 1)
        ta = kiln.TensorMap(a, [128, bm], "128B")
        if d.endswith("fp8_splitk"):
            tb = kiln.TensorMap(b, [128, defs["BN"] // cl], "128B")
            ws = torch.empty(defs["SPLITK"] * m * n, device="cuda")
            cnt = torch.zeros(math.ceil(m / bm) * math.ceil(n / defs["BN"]), device="cuda", dtype=torch.int32)
            call = (lambda kern=kern, ta=ta, tb=tb, ws=ws, cnt=cnt: kern(ta, tb, c, ws, cnt, SA, SB, m, n, k))
        else:
            tb = kiln.TensorMap(b, [128, defs["BN"] // cl], "128B")
            call = (lambda kern=kern, ta=ta, tb=tb: kern(ta, tb, c, SA, SB, m, n, k))
        c.fill_(float("nan"))
        call()
        torch.cuda.synchronize()
        e = nrmse(c, ref)
        fin = bool(torch.isfinite(c).all().item())
        row["checks"][name] = {"kernel": d, "defines": defs, "nrmse_vs_f32": e, "all_finite": fin}
        if fin and e < 4e-3:
            impls.append((name, call))
    impls.append(("scaled_mm", lambda: torch._scaled_mm(a, b.t(), scale_a=sa_t, scale_b=sb_t, out_dtype=torch.bfloat16)))
    summarize(row, rounds(impls), "scaled_mm")
    return row


def main():
    g = torch.Generator(device="cuda").manual_seed(0)
    doc = {"workload": "zoo/gemm interleaved re-timing (bf16 vs torch.matmul, fp8 vs torch._scaled_mm)",
           "method": "ROUNDS rounds of common.time_fn per implementation, order reversed every other round; "
                     "ratio = baseline median / candidate median per round, then the median over rounds",
           "shapes": []}
    name = "gemm_steady" + os.environ.get("TAG", "")
    bf16_list, fp8_list = all_shapes() if os.environ.get("STEADY") == "all" else (BF16, FP8)
    doc["set"] = os.environ.get("STEADY", "near")
    for layout, m, n, k, names in bf16_list:
        try:
            doc["shapes"].append(bf16_shape(layout, m, n, k, names, g))
        except Exception as e:
            doc["shapes"].append({"layout": layout, "m": m, "n": n, "k": k, "error": "%s: %s" % (type(e).__name__, str(e)[:300])})
            print("ERR", layout, m, n, k, doc["shapes"][-1]["error"], flush=True)
        write_result(name, doc)
        torch.cuda.empty_cache()
    for m, n, k, cands in fp8_list:
        try:
            doc["shapes"].append(fp8_shape(m, n, k, cands, g))
        except Exception as e:
            doc["shapes"].append({"layout": "fp8 A.B^T", "m": m, "n": n, "k": k, "error": "%s: %s" % (type(e).__name__, str(e)[:300])})
            print("ERR fp8", m, n, k, doc["shapes"][-1]["error"], flush=True)
        write_result(name, doc)
        torch.cuda.empty_cache()
    doc["baseline"] = {"impl": "torch.matmul bf16 (cuBLAS) / torch._scaled_mm (use_fast_accum=False), same process, interleaved"}
    doc["complete"] = True
    write_result(name, doc)


if __name__ == "__main__":
    main()
