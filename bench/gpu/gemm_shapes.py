"""bf16 GEMM C = A·Bᵀ (bf16 out, f32 accumulate) over the issue-12 shapes
(8192³, 4096³ and the Llama-3-8B projections M ∈ {128, 4096, 16384} ×
(N, K) ∈ {(6144, 4096), (4096, 4096), (28672, 4096), (4096, 14336)}):
Kiln variants against torch.matmul (cuBLAS) in one process, same method
(bench/baselines/common.time_fn: CUDA events, L2 flushed before every
launch, medians).  Each variant is checked (nrmse against the f32 product,
every element written) before it is timed; a shape's Kiln figure is its
best checked variant, and the selection rule in zoo/gemm/README.md is
checked against that choice.  Both layouts: C = A·Bᵀ (B n x k, the 14
shapes' main table: shapes[]) and C = A·B (B k x n, torch.matmul(a, b) on
the same values: ab_shapes[]).  Split-K and stream-K variants are also
checked for bitwise-repeatable C and scratch counters back at zero.
Writes baseline-gemm_shapes<tag>-<gpu>.json.
Env: SHAPES=small (M = 128 only) | big (M >= 4096) | all (default); CAP_S (default 0.8);
VARIANTS (names separated by spaces or commas: only those are run);
AB=0 skips the A·B table, AB=small runs it for M = 128 only; WS_C2=0
drops wgmma_ws CLUSTER = 2 at M > 512, TMA_C2=0 wgmma_ws_tma CLUSTER = 2
(tma_sk*_c2), TMA_BM192=0 the BM = 192 variants (tma_bm192_*: 8 a large
shape; rule 1a's picks are among them, so such a file leaves them untimed
and gemm_rule.py --check fails while it is the newest); TAG."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "baselines"))
import torch
from common import ROOT, time_fn, nrmse, write_result
import kiln

LLAMA_NK = [(6144, 4096), (4096, 4096), (28672, 4096), (4096, 14336)]
SHAPES = [(8192, 8192, 8192), (4096, 4096, 4096)] + [(m, n, k) for m in (128, 4096, 16384) for n, k in LLAMA_NK]
if os.environ.get("SHAPES") == "small":
    SHAPES = [s for s in SHAPES if s[0] == 128]
elif os.environ.get("SHAPES") == "big":
    SHAPES = [s for s in SHAPES if s[0] >= 4096]
CAP_S = float(os.environ.get("CAP_S", "0.8"))
WS = "zoo/gemm/wgmma_ws"
SK = "zoo/gemm/wgmma_splitk"
TMA = "zoo/gemm/wgmma_ws_tma"
BASE = {"OUT_BF16": 1, "EPI16": 1, "CLUSTER": 1}
SMS = 132
SMEM = 225 * 1024            # ring budget of wgmma_splitk (227 KiB less the barriers' slack)
HINT_NS = 10000000           # WAIT_HINT of the *_hint variants: mbarrier.try_wait suspend-time hint, 10 ms
C4_SMS = int(os.environ.get("C4_SMS", "132"))   # CTAs of the 2 x 2-cluster variants (set_c4_sms())


def set_c4_sms():
    """C4_SMS = 4 x the co-resident 4-CTA clusters of the tma_*_c4 kernel (cuOccupancyMaxActiveClusters):
    a persistent stream-K grid must be wholly resident.  Returns the cluster count (or an error string)."""
    global C4_SMS
    try:
        torch.zeros(1, device="cuda")       # the CUDA context kiln's module load needs (session 5 call 2 had none yet)
        import gemm_fp8
        d = {"BN": 256, "STREAMK": 1, "CLUSTER": 2, "CLUSTER_N": 2}
        kern = kiln.compile(os.path.join(ROOT, TMA, "kernel.kiln"), defines=d).kernel()
        nc = gemm_fp8.max_clusters(kern, 4)
        C4_SMS = min(SMS, 4 * nc)
        return nc
    except Exception as e:
        return "%s: %s" % (type(e).__name__, str(e)[:300])


def splitk_variants(m, n, k, ab):
    """wgmma_splitk candidates that put 96..132 CTAs on the machine (small M)."""
    v = []
    for bm, bns in ((64, (256, 128, 96, 64)), (128, (224, 128, 64, 32))):
        for bn in bns:
            if ab and bn % 64:
                continue
            tiles = math.ceil(m / bm) * math.ceil(n / bn)
            for s in ((1, 2, 3, 4) if k >= 8192 else (1, 2)):
                if not (96 <= tiles * s <= SMS) or math.ceil(k / 64) < 4 * s:
                    continue
                stages = min(16, SMEM // ((bm + bn) * 128))
                d = {"BM": bm, "BN": bn, "SPLITK": s, "STAGES": stages}
                if ab:
                    d["B_MN"] = 1
                name = "splitk_bm%d_bn%d_s%d" % (bm, bn, s)
                v.append(dict(name=name, kernel=SK, defines=d, bm=bm, bn=bn, split=s))
                if math.ceil(m / bm) % 2 == 0:
                    # 2-CTA clusters along M: B multicast to both tile rows (A.B:
                    # each CTA loads half the k rows of every {64 col, 64 k} box)
                    v.append(dict(name=name + "_c2", kernel=SK, defines=dict(d, CLUSTER=2), bm=bm, bn=bn, split=s, cluster=2))
                    if s == 1 and bn % 32 == 0:
                        # 16-byte stores after a quad transpose (EPI16 = 1, n % 8 == 0)
                        v.append(dict(name=name + "_c2_e16", kernel=SK, defines=dict(d, CLUSTER=2, EPI16=1), bm=bm, bn=bn,
                                      split=s, cluster=2))
    return v


def variants(m, n, k, ab=False):
    """Candidate kernels for one shape: dicts with name, kernel dir, defines, bm, bn, split."""
    v = []
    big = math.ceil(m / 128) * math.ceil(n / 256) >= SMS // 2     # enough 128 x 256 tiles
    if not ab and big:
        v.append(dict(name="ws_bn256", kernel=WS, defines=dict(BASE), bm=128, bn=256))
        if m <= 512:
            # one wave of 128 x 224 tiles (N = 28672: 128 tiles on 132 SMs), 5 stages of 44 KiB
            v.append(dict(name="ws_bn224", kernel=WS, defines=dict(BASE, BN=224, STAGES=5), bm=128, bn=224))
        if os.environ.get("WS_C2", "1") == "1" and m > 512:
            v.append(dict(name="ws_bn256_c2", kernel=WS, defines=dict(BASE, CLUSTER=2), bm=128, bn=256, cluster=2))
    for sk in (1, 0):
        # STREAMK = 0 at M > 512 in both layouts (A.B since session 5: with 1x2
        # clusters it led at 7 of 9 large A.B^T shapes; A.B had none to compare)
        if not big or (sk == 0 and m <= 512):
            continue
        d = {"BN": 256, "STREAMK": sk}
        if ab:
            d["B_MN"] = 1
        v.append(dict(name="tma_sk%d" % sk, kernel=TMA, defines=d, bm=128, bn=256))
        if m > 512 and os.environ.get("TMA_C2", "1") == "1":
            # 2-CTA clusters of vertically adjacent tiles, B multicast (half of
            # each K tile's B per CTA: fewer L2 -> shared bytes per MMA)
            v.append(dict(name="tma_sk%d_c2" % sk, kernel=TMA, defines=dict(d, CLUSTER=2), bm=128, bn=256, cluster=2))
            if sk == 0:
                # the stmatrix epilogue (EPI_STM = 1: no quad-transpose shuffles; untimed before session 6)
                v.append(dict(name="tma_sk0_c2_stm", kernel=TMA, defines=dict(d, CLUSTER=2, EPI_STM=1), bm=128, bn=256,
                              cluster=2))
                # ring waits with a 10 ms suspend-time hint (WAIT_HINT: a waiting warp parks until the
                # phase completes instead of re-testing; session 6), alone and with the stmatrix epilogue
                v.append(dict(name="tma_sk0_c2_hint", kernel=TMA, defines=dict(d, CLUSTER=2, WAIT_HINT=HINT_NS), bm=128,
                              bn=256, cluster=2))
                v.append(dict(name="tma_sk0_c2_stm_hint", kernel=TMA, defines=dict(d, CLUSTER=2, EPI_STM=1, WAIT_HINT=HINT_NS),
                              bm=128, bn=256, cluster=2))
                # and odd waves sweeping K downwards (KREV: the previous wave's last A K tiles are in L2)
                v.append(dict(name="tma_sk0_c2_stm_hint_krev", kernel=TMA,
                              defines=dict(d, CLUSTER=2, EPI_STM=1, WAIT_HINT=HINT_NS, KREV=1), bm=128, bn=256, cluster=2))
                # 192 x 256 tiles (session 7): three consumer warpgroups, two m64n128k16 per k16 step (WN = 128),
                # 3 stages of 56 KiB: L2 -> shared bytes per MMA -17 % in 1x2 clusters; STREAMK 0 and 1
                # (_ms: MSKIP = 1, consumers wholly past m issue no MMAs: at 8192 the 44th tile row is all padding;
                # measured slower in session 7: the idle consumers spin on the ring)
                for sk2 in ((0, 1) if os.environ.get("TMA_BM192", "1") == "1" else ()):
                    dd = dict(d, BM=192, STAGES=3, WN=128, STREAMK=sk2, CLUSTER=2, EPI_STM=1, WAIT_HINT=HINT_NS)
                    v.append(dict(name="tma_bm192_sk%d_c2_stm_hint" % sk2, kernel=TMA, defines=dd, bm=192, bn=256,
                                  cluster=2))
                    v.append(dict(name="tma_bm192_sk%d_c2_stm_hint_ms" % sk2, kernel=TMA, defines=dict(dd, MSKIP=1),
                                  bm=192, bn=256, cluster=2))
                    # _ms2: MSKIP = 2, the dead consumers leave the ring to one proxy warp (not timed yet)
                    v.append(dict(name="tma_bm192_sk%d_c2_stm_hint_ms2" % sk2, kernel=TMA, defines=dict(dd, MSKIP=2),
                                  bm=192, bn=256, cluster=2))
                    # _mix: MIX = 1, the last tile rows 128 high (no padded rows at M = 4096 / 8192 / 16384; not timed yet)
                    v.append(dict(name="tma_bm192_sk%d_c2_stm_hint_mix" % sk2, kernel=TMA, defines=dict(dd, MSKIP=2, MIX=1),
                                  bm=192, bn=256, cluster=2))
                    # _ars: ARS = 1, A read from shared once per k16 step by ldmatrix and fed to both
                    # m64n128k16 from registers (session 9; the shared operand reads A once per wgmma)
                    v.append(dict(name="tma_bm192_sk%d_c2_stm_hint_ars" % sk2, kernel=TMA, defines=dict(dd, ARS=1),
                                  bm=192, bn=256, cluster=2))
                    # _self: SELFLOAD = 1, no producer warpgroup (384 threads, 168 registers at entry): one
                    # m64n256k16 per consumer and k16 step, thread 0 issues the loads (session 9)
                    v.append(dict(name="tma_bm192_sk%d_c2_stm_hint_self" % sk2, kernel=TMA,
                                  defines=dict(dd, WN=256, SELFLOAD=1), bm=192, bn=256, cluster=2))
            # 2 x 2 clusters: A multicast along the tile row as well (CLUSTER_N = 2),
            # as many CTAs as 4-CTA clusters can be co-resident (C4_SMS)
            v.append(dict(name="tma_sk%d_c4" % sk, kernel=TMA, defines=dict(d, CLUSTER=2, CLUSTER_N=2, SMS=C4_SMS), bm=128,
                          bn=256, cluster=2, cluster_n=2))
    if m <= 512:
        v += splitk_variants(m, n, k, ab)
    return v


def make_call(kern, var, a, b, c, m, n, k, ab):
    """(launch, scratch tensors to check after it) for one variant."""
    bm, bn = var["bm"], var["bn"]
    ta = kiln.TensorMap(a, [64, bm // var.get("cluster_n", 1)], "128B")
    cl = var.get("cluster", 1)
    tb = kiln.TensorMap(b, [64, 64 // cl], "128B") if ab else kiln.TensorMap(b, [64, bn // cl], "128B")
    if var["kernel"] == SK:
        split = var["split"]
        ws = torch.empty(split * m * n, device="cuda", dtype=torch.float32)
        cnt = torch.zeros(math.ceil(m / bm) * math.ceil(n / bn), device="cuda", dtype=torch.int32)
        return (lambda: kern(ta, tb, c, ws, cnt, m, n, k)), cnt, split > 1
    if var["kernel"] == TMA:
        tc = kiln.TensorMap(c, [64, 64], "128B")
        ws = torch.empty(SMS * bm * bn, device="cuda", dtype=torch.float32)
        flags = torch.zeros(SMS, device="cuda", dtype=torch.int32)
        return (lambda: kern(ta, tb, tc, ws, flags, m, n, k)), flags, var["defines"].get("STREAMK", 0) == 1
    return (lambda: kern(ta, tb, c, m, n, k)), None, False


def run_shape(m, n, k, ab, g, cache):
    flops = 2 * m * n * k
    a = (torch.rand(m, k, device="cuda", generator=g) * 2 - 1).bfloat16()
    bt = (torch.rand(n, k, device="cuda", generator=g) * 2 - 1).bfloat16()
    b = bt.t().contiguous() if ab else bt          # A.B: B is k x n row-major
    c = torch.empty(m, n, device="cuda", dtype=torch.bfloat16)
    ref = a.float() @ bt.float().t()
    row = {"m": m, "n": n, "k": k, "layout": "A.B" if ab else "A.B^T", "flops": flops,
           "bytes": 2 * (m * k + n * k + m * n), "variants": []}
    only = os.environ.get("VARIANTS", "").replace(",", " ").split()    # VARIANTS: only these names (all when unset)
    for var in variants(m, n, k, ab):
        if only and var["name"] not in only:
            continue
        v = {"name": var["name"], "kernel": var["kernel"], "defines": var["defines"]}
        try:
            key = (var["kernel"], tuple(sorted(var["defines"].items())))
            if key not in cache:
                cache[key] = kiln.compile(os.path.join(ROOT, var["kernel"], "kernel.kiln"), defines=var["defines"]).kernel()
            call, scratch, det = make_call(cache[key], var, a, b, c, m, n, k, ab)
            c.fill_(float("nan"))
            call()
            torch.cuda.synchronize()
            v["nrmse_vs_f32"] = nrmse(c, ref)
            v["all_finite"] = bool(torch.isfinite(c).all().item())
            if det:   # split-K / stream-K: a second launch gives the same bits, scratch back to zero
                c0 = c.clone()
                call()
                torch.cuda.synchronize()
                v["bitwise_repeatable"] = bool(torch.equal(c0, c))
                v["counters_reset"] = bool((scratch == 0).all().item())
            v.update(time_fn(lambda s: call(), 1, cap_s=CAP_S))
            v["tflops"] = flops / v["median_ms"] / 1e9
        except Exception as e:
            v["error"] = "%s: %s" % (type(e).__name__, str(e)[:400])
        row["variants"].append(v)
    tt = time_fn(lambda s: torch.matmul(a, b) if ab else torch.matmul(a, b.t()), 1, cap_s=CAP_S)
    row["cublas"] = dict(tt, impl="torch.matmul bf16 (cuBLAS), bf16 C, %s" % row["layout"], tflops=flops / tt["median_ms"] / 1e9)
    ok = [v for v in row["variants"] if "median_ms" in v and v["all_finite"] and v["nrmse_vs_f32"] < 4e-3
          and v.get("bitwise_repeatable", True) and v.get("counters_reset", True)]
    for v in ok:
        v["ratio_vs_cublas"] = tt["median_ms"] / v["median_ms"]
    if ok:
        best = min(ok, key=lambda v: v["median_ms"])
        row["best"] = best["name"]
        row["ratio_vs_cublas"] = tt["median_ms"] / best["median_ms"]
    print("%s M=%5d N=%5d K=%5d cuBLAS %.4f ms | %s" % ("AB " if ab else "ABt", m, n, k, tt["median_ms"], " ".join(
        "%s %.4f (%.3fx)" % (v["name"], v["median_ms"], tt["median_ms"] / v["median_ms"]) if "median_ms" in v
        else "%s ERR %s" % (v["name"], v.get("error", "")[:80]) for v in row["variants"])), flush=True)
    del a, b, bt, c, ref
    torch.cuda.empty_cache()
    return row


def summary(rows):
    rs = [r["ratio_vs_cublas"] for r in rows if "ratio_vs_cublas" in r]
    if not rs:
        return {}
    return {"geomean_ratio_vs_cublas": math.exp(sum(math.log(x) for x in rs) / len(rs)),
            "min_ratio_vs_cublas": min(rs), "shapes_measured": len(rs), "shapes_run": len(rows)}


def main():
    doc = {"workload": "zoo/gemm bf16 shapes", "c_dtype": "bfloat16", "shapes": []}
    nc = set_c4_sms()
    doc["cluster4_max_active_clusters"] = nc
    print("2 x 2 clusters: %s co-resident, tma_*_c4 SMS = %d" % (nc, C4_SMS), flush=True)
    g = torch.Generator(device="cuda").manual_seed(0)
    cache = {}
    name = "gemm_shapes" + os.environ.get("TAG", "")
    doc["baseline"] = {"impl": "torch.matmul bf16 (cuBLAS), per shape and layout (see shapes[].cublas)"}
    for m, n, k in SHAPES:
        doc["shapes"].append(run_shape(m, n, k, False, g, cache))
        doc.update(summary(doc["shapes"]))
        write_result(name, doc)    # after every shape: a run cut short keeps what it measured
    if doc.get("shapes_measured"):
        print("A.B^T: geomean %.3f over %d shapes, min %.3f" % (doc["geomean_ratio_vs_cublas"], doc["shapes_measured"],
                                                              doc["min_ratio_vs_cublas"]), flush=True)
    if os.environ.get("AB", "1") != "0":
        doc["ab_shapes"] = []
        for m, n, k in SHAPES:
            if os.environ.get("AB") == "small" and m > 512:
                continue
            doc["ab_shapes"].append(run_shape(m, n, k, True, g, cache))
            doc["ab"] = summary(doc["ab_shapes"])
            write_result(name, doc)
        if doc["ab"]:
            print("A.B: geomean %.3f over %d shapes, min %.3f" % (doc["ab"]["geomean_ratio_vs_cublas"],
                                                                doc["ab"]["shapes_measured"], doc["ab"]["min_ratio_vs_cublas"]))
    doc["complete"] = True
    write_result(name, doc)


if __name__ == "__main__":
    main()
