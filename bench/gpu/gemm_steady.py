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
CAP_S (per timing, default 0.15), MIN_MS (default 0: off; else shapes of
at least 8192³ multiply-adds time at least MIN_MS of launches per side and
round after the first, for steady clock and power samples), TAG, STEADY=near (default: the list below)
| all (every bf16 shape of gemm_shapes.py in both layouts with the selection
rule's pick (bench/gpu/gemm_rule.py) and the other large-shape candidates,
and every fp8 shape of gemm_fp8.py with the rule's pick) | big (the bf16
shapes with M >= 4096 in both layouts: the rule's pick, wgmma_ws_tma
STREAMK 0 / 1 alone, in 2-CTA clusters (tma_sk*_c2, B multicast) and in
2 x 2 clusters (tma_sk*_c4, A and B multicast); then fp8 M = 128,
N = 28672 with FP8_N28672's candidates) | s6 (session 6: all 13 distinct
bf16 shapes in both layouts, M >= 4096 with the 1x2-cluster candidates of
S6_BIG, M = 128 the pick only: s6_shapes()).
While each implementation is timed, a thread samples the SM clock and the
board power through NVML (nvidia-ml-py, every 10 ms): per shape,
clock_mhz / power_w (median over rounds of each round's mean) and
energy_mj (power x median time) per implementation, so a ratio can be read
against the clock it ran at (the 8192³ clock is power-bound)."""
import math
import os
import statistics
import sys
import threading
import time

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
MIN_MS = float(os.environ.get("MIN_MS", "0"))     # shapes of >= 8192^3 MACs: each timing >= MIN_MS (rounds())
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
# fp8 M = 128, N = 28672, K = 4096 (the one fp8 miss of session 4: 0.99x):
# the rule's BN = 128 / 224, deeper rings (fp8_ws keeps C in registers: 7 x
# 32 KiB and 5 x 44 KiB fit), and 2-CTA clusters of horizontally adjacent
# tiles multicasting A (MCAST_A = 1: all 128 CTAs read the same 512 KiB of A)
FP8_N28672 = (128, 28672, 4096, (
    ("ws_bn128", "zoo/gemm/fp8_ws", {"BN": 128, "STAGES": 6, "CLUSTER": 1, "SMS": 132, "EPI16": 1}),
    ("ws_bn128_s7", "zoo/gemm/fp8_ws", {"BN": 128, "STAGES": 7, "CLUSTER": 1, "SMS": 132, "EPI16": 1}),
    ("ws_bn224", "zoo/gemm/fp8_ws", {"BN": 224, "STAGES": 4, "CLUSTER": 1, "SMS": 132, "EPI16": 1}),
    ("ws_bn224_s5", "zoo/gemm/fp8_ws", {"BN": 224, "STAGES": 5, "CLUSTER": 1, "SMS": 132, "EPI16": 1}),
    ("ws_bn224_ca2", "zoo/gemm/fp8_ws", {"BN": 224, "STAGES": 4, "CLUSTER": 2, "MCAST_A": 1, "SMS": 132, "EPI16": 1}),
    ("ws_bn224_s5_ca2", "zoo/gemm/fp8_ws", {"BN": 224, "STAGES": 5, "CLUSTER": 2, "MCAST_A": 1, "SMS": 132, "EPI16": 1}),
    ("ws_bn128_ca2", "zoo/gemm/fp8_ws", {"BN": 128, "STAGES": 6, "CLUSTER": 2, "MCAST_A": 1, "SMS": 132, "EPI16": 1})))


class Sampler:
    """SM clock (MHz) and board power (W) through NVML while a label is set."""

    def __init__(self):
        self.label, self.samples, self.h = None, {}, None
        try:
            import pynvml
            pynvml.nvmlInit()
            self.nv = pynvml
            self.h = pynvml.nvmlDeviceGetHandleByIndex(torch.cuda.current_device())
        except Exception as e:              # no NVML: figures recorded as unavailable
            self.error = "%s: %s" % (type(e).__name__, e)
            return
        threading.Thread(target=self.loop, daemon=True).start()

    def loop(self):
        nv = self.nv
        while True:
            lab = self.label
            if lab is not None:
                try:
                    clk = nv.nvmlDeviceGetClockInfo(self.h, nv.NVML_CLOCK_SM)
                    pw = nv.nvmlDeviceGetPowerUsage(self.h) / 1000.0
                    self.samples.setdefault(lab, []).append((clk, pw))
                except Exception:
                    pass
            time.sleep(0.01)

    def start(self, lab):
        self.samples.pop(lab, None)
        self.label = lab

    def stop(self):
        lab, self.label = self.label, None
        v = self.samples.pop(lab, [])
        if not v:
            return None, None
        return statistics.mean(x[0] for x in v), statistics.mean(x[1] for x in v)


sampler = None


S6_BIG = ("tma_sk0_c2", "tma_sk1_c2", "tma_sk0_c2_stm", "tma_sk0_c2_hint", "tma_sk0_c2_stm_hint")


def s6_shapes():
    """STEADY=s6 (session 6): every distinct bf16 shape in both layouts, so the interleaved table covers all 14
    shapes; M >= 4096: the rule's pick and S6_BIG (1x2 clusters: STREAMK 0 / 1, the stmatrix epilogue, the
    suspend-time hint, both), 8192³ A·Bᵀ also the 2 x 2 cluster at the co-resident grid (tma_sk0_c4, C4_SMS);
    M = 128: the rule's pick only.  No fp8 (FP8_S6 env: 1 adds FP8_N28672).  A confirming run narrows it:
    S6_AB / S6_ABT (candidate names beside the pick, per layout, separated by spaces or commas; setting S6_ABT drops
    tma_sk0_c4), S6_M128=0
    (large shapes only), S6_8192_FIRST=1 (8192³ of both layouts first, so a time cap cuts other shapes)."""
    bf = []
    cands = {ab: os.environ.get("S6_AB" if ab else "S6_ABT", " ".join(S6_BIG)).replace(",", " ").split() for ab in (False, True)}
    for ab in (True, False):            # A.B first: the layout short of its geomean goal (session 5: 0.995x)
        for m, n, k in dict.fromkeys(gs.SHAPES):
            if m < 4096 and os.environ.get("S6_M128", "1") == "0":
                continue
            names = {gemm_rule.bf16_pick(m, n, k, ab)}
            if m >= 4096:
                names |= set(cands[ab])
                if (m, n, k) == (8192, 8192, 8192) and not ab and "S6_ABT" not in os.environ:
                    names.add("tma_sk0_c4")
            have = {v["name"] for v in gs.variants(m, n, k, ab)}
            bf.append(("A.B" if ab else "A.B^T", m, n, k, tuple(sorted(names & have))))
    if os.environ.get("S6_8192_FIRST") == "1":
        bf.sort(key=lambda r: r[1:4] != (8192, 8192, 8192))   # stable: 8192³ of both layouts first, then as listed
    return bf, ([FP8_N28672] if os.environ.get("FP8_S6") == "1" else [])


def all_shapes():
    """STEADY=all: (BF16, FP8) lists over every shape, from the rules' picks."""
    import gemm_fp8
    bf, f8 = [], []
    big = os.environ.get("STEADY") == "big"
    extra = ("tma_sk0", "tma_sk1") + (("tma_sk0_c2", "tma_sk1_c2", "tma_sk0_c2_stm", "tma_sk0_c4", "tma_sk1_c4") if big else ("ws_bn256",))
    for ab in (False, True):
        for m, n, k in dict.fromkeys(gs.SHAPES):          # 4096^3 once
            if big and m < 4096:
                continue
            names = {gemm_rule.bf16_pick(m, n, k, ab)}
            have = {v["name"] for v in gs.variants(m, n, k, ab)}
            names |= {x for x in extra if x in have}
            bf.append(("A.B" if ab else "A.B^T", m, n, k, tuple(sorted(names & have))))
    if big:
        return bf, [FP8_N28672]
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


def rounds(impls, min_ms=0.0):
    """impls: [(name, launch)], the baseline last.  Returns ({name: [median per round]},
    {name: [(mean SM MHz, mean W) per round]}).  min_ms > 0: from round 1 on, each
    timing takes at least about min_ms of launches (round 0's median sets the sample
    count), so that the clock and power samples cover a steady stretch."""
    out = {name: [] for name, _ in impls}
    clk = {name: [] for name, _ in impls}
    for r in range(ROUNDS):
        order = impls if r % 2 == 0 else impls[::-1]
        for name, f in order:
            long_ = min_ms > 0 and r > 0
            sampler.start(name)
            t = time_fn(lambda s: f(), 1, warmup_ms=60 if r == 0 else 20, cap_s=min_ms / 1e3 if long_ else CAP_S,
                        target_rsd=0.0 if long_ else 0.01)
            c, p = sampler.stop()
            out[name].append(t["median_ms"])
            if c is not None:
                clk[name].append((c, p))
    return out, clk


def summarize(row, tc, base):
    times, clk = tc
    row["rounds"] = ROUNDS
    if any(clk.values()):
        # NVML samples while each side was timed (the L2 flush between launches included)
        row["clock_mhz"] = {k: statistics.median(x[0] for x in v) for k, v in clk.items() if v}
        row["power_w"] = {k: statistics.median(x[1] for x in v) for k, v in clk.items() if v}
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
    if "power_w" in row:
        row["energy_mj"] = {k: row["power_w"][k] * row["median_ms"][k] for k in row["power_w"]}
    print("%s M=%5d N=%5d K=%5d %s %.4f ms | %s" % (row["layout"], row["m"], row["n"], row["k"], base, row["median_ms"][base], " ".join(
        "%s %.4f (%.3fx, rounds %.3f-%.3f)" % (k, row["median_ms"][k], q["median"], q["min"], q["max"])
        for k, q in row["ratios"].items())), flush=True)
    if "clock_mhz" in row:
        print("    clock MHz / power W: %s" % " ".join("%s %.0f/%.0f" % (k, row["clock_mhz"][k], row["power_w"][k])
                                                     for k in row["clock_mhz"]), flush=True)


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
    summarize(row, rounds(impls, MIN_MS if m * n * k >= 8192 ** 3 else 0.0), "cublas")
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
        if defs.get("MCAST_A"):
            # A multicast: each CTA of the pair loads half of the A rows, all of its B
            ta = kiln.TensorMap(a, [128, bm // cl], "128B")
            tb = kiln.TensorMap(b, [128, defs["BN"]], "128B")
            call = (lambda kern=kern, ta=ta, tb=tb: kern(ta, tb, c, SA, SB, m, n, k))
        elif d.endswith("fp8_splitk"):
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
    global sampler
    sampler = Sampler()
    nc = gs.set_c4_sms() if os.environ.get("STEADY") in ("big", "s6") else None
    g = torch.Generator(device="cuda").manual_seed(0)
    doc = {"workload": "zoo/gemm interleaved re-timing (bf16 vs torch.matmul, fp8 vs torch._scaled_mm)",
           "method": "ROUNDS rounds of common.time_fn per implementation, order reversed every other round; "
                     "ratio = baseline median / candidate median per round, then the median over rounds",
           "shapes": []}
    name = "gemm_steady" + os.environ.get("TAG", "")
    if os.environ.get("STEADY") == "s6":
        bf16_list, fp8_list = s6_shapes()
    else:
        bf16_list, fp8_list = all_shapes() if os.environ.get("STEADY") in ("all", "big") else (BF16, FP8)
    doc["set"] = os.environ.get("STEADY", "near")
    if nc is not None:
        doc["cluster4_max_active_clusters"] = nc
        print("2 x 2 clusters: %s co-resident, tma_*_c4 SMS = %d" % (nc, gs.C4_SMS), flush=True)
    doc["nvml"] = "SM clock and power sampled every 10 ms while each side is timed" if sampler.h else sampler.error
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
