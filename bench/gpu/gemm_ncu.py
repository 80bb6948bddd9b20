"""One launch each, between cudaProfilerStart/Stop (ncu --profile-from-start
off, bench/gpu/gemm.sh), of GEMM candidates next to their baseline, for the
"What limits it" notes (zoo/gemm/README.md, zoo/gemm/fp8_ws/README.md).
Groups (env NCU_GROUPS, default "ab128 fp8k14336 abt8192"), each one shape
and a list of launches (the table GROUPS below):
  ab128      bf16 C = A.B, M = 128, N = K = 4096: wgmma_splitk B_MN = 1,
             BM = 64, BN = 64, CLUSTER = 1 and 2, torch.matmul(a, b)
  abt128     bf16 C = A.B^T at the same shape: the same kernels, B_MN = 0
  fp8k14336  fp8 M = 128, N = 4096, K = 14336: fp8_ws BN = 32, fp8_splitk
             BM = 64, BN = 64, CLUSTER = 2, torch._scaled_mm
  fp8n28672  fp8 M = 128, N = 28672, K = 4096 (the one fp8 miss of session
             4): fp8_ws BN = 128, BN = 224, BN = 224 with A multicast in
             2-CTA clusters (MCAST_A = 1), torch._scaled_mm
  abt8192    bf16 8192^3: wgmma_ws_tma STREAMK = 1, torch.matmul
  abt8192c2  bf16 8192^3: wgmma_ws_tma STREAMK = 1 CLUSTER = 1 and 2 (B
             multicast), torch.matmul
  abt8192c4  bf16 8192^3: wgmma_ws_tma STREAMK = 1 in 1 x 2 and 2 x 2
             clusters (CLUSTER_N = 2: A multicast too), torch.matmul
  n6144      M = 128, N = 6144, K = 4096: wgmma_splitk BM = 64, BN = 96,
             CLUSTER = 2 and torch.matmul; fp8_splitk the same tiles and
             torch._scaled_mm
  abt4096    bf16 4096 x 6144 x 4096: wgmma_ws_tma STREAMK = 0, torch.matmul
  abt8192hint bf16 8192^3: wgmma_ws_tma STREAMK = 0 CLUSTER = 2 alone, with
             WAIT_HINT = 10 ms (try_wait suspend hint) and with EPI_STM = 1,
             torch.matmul (session 6: instructions issued per MMA)
  abt8192krev bf16 8192^3: the session-6 pick (STREAMK 0, CLUSTER 2,
             EPI_STM, WAIT_HINT) without and with KREV = 1 (odd waves sweep
             K downwards: DRAM bytes), torch.matmul
  abt8192bm192 bf16 8192^3: the session-6 pick (BM 128) and 192 x 256 tiles
             (BM = 192, WN = 128, 3 stages) with STREAMK = 0 and 1, all in
             1x2 clusters with EPI_STM and WAIT_HINT, torch.matmul (session 7:
             L2 throughput and cycles per tile height)
  ab8192bm192 the same for C = A.B (B_MN = 1), torch.matmul(a, b)
  abt8192ms  bf16 8192^3: BM = 192 STREAMK = 1 without and with MSKIP = 1
             (consumers wholly past m issue no MMAs), torch.matmul
  abt8192ms2 the same with MSKIP = 2 (dead consumers leave the ring to a
             proxy warp) in place of MSKIP = 1 (session 9: no faster)
  abt8192mix bf16 8192^3: BM = 192 STREAMK 1, then MIX = 1 (40 tile rows of
             192 and 4 of 128: no padding) with STREAMK 1 and 0, torch.matmul
             (session 9: same time under ncu, +37 % instructions)
  abt8192ars bf16 8192^3: BM = 192 STREAMK 1 without and with ARS = 1 (A
             from registers: one shared read of A per k16 step in place of
             one per m64n128k16), torch.matmul
  ab8192ars  the same for C = A.B (B_MN = 1), torch.matmul(a, b)
  abt8192self bf16 8192^3: BM = 192 STREAMK 1 (WN = 128, producer warpgroup)
             and SELFLOAD = 1 (384 threads, thread 0 issues the loads, one
             m64n256k16 per k16 step), torch.matmul
  ab8192self the same for C = A.B (B_MN = 1), torch.matmul(a, b)
Every launch is built by one of the launchers below from its kernel's
defines (tensor maps, workspace and counters as bench/gpu/gemm_shapes.py
and gemm_fp8.py make them); each group's operands are made once and bound
into its launches (no late-bound module globals).  Two warm-up rounds
first (compilation, cuBLAS heuristics), then one profiled launch of each,
in group order."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "baselines"))
import torch
from common import ROOT
import kiln

SMS = 132
SA, SB = 0.37, 1.9
WS_TMA, SPLITK = "zoo/gemm/wgmma_ws_tma", "zoo/gemm/wgmma_splitk"
FP8_WS, FP8_SK = "zoo/gemm/fp8_ws", "zoo/gemm/fp8_splitk"
g = torch.Generator(device="cuda").manual_seed(0)
cache = {}


def kernel(d, defs):
    key = (d, tuple(sorted(defs.items())))
    if key not in cache:
        cache[key] = kiln.compile(os.path.join(ROOT, d, "kernel.kiln"), defines=defs).kernel()
    return cache[key]


def operands(dtype, m, n, k, ab=False):
    """(a, b, c): a m x k, b n x k (ab: k x n row-major), c m x n bf16."""
    if dtype == "fp8":
        a = torch.randn(m, k, device="cuda", generator=g).to(torch.float8_e4m3fn)
        b = torch.randn(n, k, device="cuda", generator=g).to(torch.float8_e4m3fn)
    else:
        a = (torch.rand(m, k, device="cuda", generator=g) * 2 - 1).bfloat16()
        b = (torch.rand(n, k, device="cuda", generator=g) * 2 - 1).bfloat16()
        if ab:
            b = b.t().contiguous()
    return a, b, torch.empty(m, n, device="cuda", dtype=torch.bfloat16)


def launch(d, defs, ops, m, n, k):
    """A zoo kernel's launch: tensor maps and scratch from its defines."""
    a, b, c = ops
    kern = kernel(d, defs)
    cl, bn, bm = defs.get("CLUSTER", 1), defs["BN"], defs.get("BM", 128)
    if d in (WS_TMA, SPLITK):            # bf16, BK = 64 (CLUSTER_N = 2: half the A rows per CTA)
        ta = kiln.TensorMap(a, [64, bm // defs.get("CLUSTER_N", 1)], "128B")
        tb = kiln.TensorMap(b, [64, 64 // cl] if defs.get("B_MN") else [64, bn // cl], "128B")
    elif defs.get("MCAST_A"):            # fp8_ws, A multicast: half the A rows per CTA, all of B
        ta = kiln.TensorMap(a, [128, bm // cl], "128B")
        tb = kiln.TensorMap(b, [128, bn], "128B")
    else:                                # fp8, BK = 128
        ta = kiln.TensorMap(a, [128, bm], "128B")
        tb = kiln.TensorMap(b, [128, bn // cl], "128B")
    if d == WS_TMA:
        tc = kiln.TensorMap(c, [64, 64], "128B")
        ws, fl = torch.empty(SMS * bm * bn, device="cuda"), torch.zeros(SMS, device="cuda", dtype=torch.int32)
        return lambda: kern(ta, tb, tc, ws, fl, m, n, k)
    if d == FP8_WS:
        return lambda: kern(ta, tb, c, SA, SB, m, n, k)
    ws = torch.empty(defs.get("SPLITK", 1) * m * n, device="cuda")
    cnt = torch.zeros(math.ceil(m / bm) * math.ceil(n / bn), device="cuda", dtype=torch.int32)
    if d == SPLITK:
        return lambda: kern(ta, tb, c, ws, cnt, m, n, k)
    return lambda: kern(ta, tb, c, ws, cnt, SA, SB, m, n, k)


def baseline(ops, ab):
    a, b, _ = ops
    if a.dtype == torch.float8_e4m3fn:
        sa, sb = torch.tensor(SA, device="cuda"), torch.tensor(SB, device="cuda")
        return lambda: torch._scaled_mm(a, b.t(), scale_a=sa, scale_b=sb, out_dtype=torch.bfloat16)
    return (lambda: torch.matmul(a, b)) if ab else (lambda: torch.matmul(a, b.t()))


def splitk64(ab):
    d = {"BM": 64, "BN": 64, "SPLITK": 1, "STAGES": 14}
    if ab:
        d["B_MN"] = 1
    return [(SPLITK, dict(d, CLUSTER=1)), (SPLITK, dict(d, CLUSTER=2))]


# the large-shape pick (rule 1, session 6): tma_sk0_c2_stm_hint
PICK = {"BN": 256, "STREAMK": 0, "CLUSTER": 2, "EPI_STM": 1, "WAIT_HINT": 10000000}
# group: [(dtype, m, n, k, A.B?, [(kernel dir, defines)])]: each entry's
# operands are made once; its kernels, then its baseline, are launched
GROUPS = {
    "ab128": [("bf16", 128, 4096, 4096, True, splitk64(True))],
    "abt128": [("bf16", 128, 4096, 4096, False, splitk64(False))],
    "fp8k14336": [("fp8", 128, 4096, 14336, False, [
        (FP8_WS, {"BN": 32, "STAGES": 8, "CLUSTER": 1, "SMS": SMS, "EPI16": 1}),
        (FP8_SK, {"BM": 64, "BN": 64, "SPLITK": 1, "STAGES": 14, "CLUSTER": 2})])],
    "fp8n28672": [("fp8", 128, 28672, 4096, False, [
        (FP8_WS, {"BN": 128, "STAGES": 6, "CLUSTER": 1, "SMS": SMS, "EPI16": 1}),
        (FP8_WS, {"BN": 224, "STAGES": 4, "CLUSTER": 1, "SMS": SMS, "EPI16": 1}),
        (FP8_WS, {"BN": 224, "STAGES": 4, "CLUSTER": 2, "MCAST_A": 1, "SMS": SMS, "EPI16": 1})])],
    "abt8192": [("bf16", 8192, 8192, 8192, False, [(WS_TMA, {"BN": 256, "STREAMK": 1})])],
    "abt8192c2": [("bf16", 8192, 8192, 8192, False, [(WS_TMA, {"BN": 256, "STREAMK": 1}),
                                                      (WS_TMA, {"BN": 256, "STREAMK": 1, "CLUSTER": 2})])],
    "abt8192c4": [("bf16", 8192, 8192, 8192, False, [(WS_TMA, {"BN": 256, "STREAMK": 1, "CLUSTER": 2}),
                                                      (WS_TMA, {"BN": 256, "STREAMK": 1, "CLUSTER": 2, "CLUSTER_N": 2,
                                                                "SMS": "C4"})])],
    "n6144": [("bf16", 128, 6144, 4096, False, [(SPLITK, {"BM": 64, "BN": 96, "SPLITK": 1, "STAGES": 11, "CLUSTER": 2})]),
              ("fp8", 128, 6144, 4096, False, [(FP8_SK, {"BM": 64, "BN": 96, "SPLITK": 1, "STAGES": 11, "CLUSTER": 2})])],
    "abt4096": [("bf16", 4096, 6144, 4096, False, [(WS_TMA, {"BN": 256, "STREAMK": 0})])],
    "abt8192krev": [("bf16", 8192, 8192, 8192, False, [
        (WS_TMA, {"BN": 256, "STREAMK": 0, "CLUSTER": 2, "EPI_STM": 1, "WAIT_HINT": 10000000}),
        (WS_TMA, {"BN": 256, "STREAMK": 0, "CLUSTER": 2, "EPI_STM": 1, "WAIT_HINT": 10000000, "KREV": 1})])],
    "abt8192bm192": [("bf16", 8192, 8192, 8192, False, [
        (WS_TMA, dict(PICK)), (WS_TMA, dict(PICK, BM=192, STAGES=3, WN=128)),
        (WS_TMA, dict(PICK, BM=192, STAGES=3, WN=128, STREAMK=1))])],
    "ab8192bm192": [("bf16", 8192, 8192, 8192, True, [
        (WS_TMA, dict(PICK, B_MN=1)), (WS_TMA, dict(PICK, B_MN=1, BM=192, STAGES=3, WN=128))])],
    "abt8192ms": [("bf16", 8192, 8192, 8192, False, [
        (WS_TMA, dict(PICK, BM=192, STAGES=3, WN=128, STREAMK=1)),
        (WS_TMA, dict(PICK, BM=192, STAGES=3, WN=128, STREAMK=1, MSKIP=1))])],
    "abt8192ms2": [("bf16", 8192, 8192, 8192, False, [
        (WS_TMA, dict(PICK, BM=192, STAGES=3, WN=128, STREAMK=1)),
        (WS_TMA, dict(PICK, BM=192, STAGES=3, WN=128, STREAMK=1, MSKIP=2))])],
    "abt8192mix": [("bf16", 8192, 8192, 8192, False, [
        (WS_TMA, dict(PICK, BM=192, STAGES=3, WN=128, STREAMK=1)),
        (WS_TMA, dict(PICK, BM=192, STAGES=3, WN=128, STREAMK=1, MSKIP=2, MIX=1)),
        (WS_TMA, dict(PICK, BM=192, STAGES=3, WN=128, STREAMK=0, MSKIP=2, MIX=1))])],
    "abt8192ars": [("bf16", 8192, 8192, 8192, False, [
        (WS_TMA, dict(PICK, BM=192, STAGES=3, WN=128, STREAMK=1)),
        (WS_TMA, dict(PICK, BM=192, STAGES=3, WN=128, STREAMK=1, ARS=1))])],
    "ab8192ars": [("bf16", 8192, 8192, 8192, True, [
        (WS_TMA, dict(PICK, B_MN=1, BM=192, STAGES=3, WN=128, STREAMK=1)),
        (WS_TMA, dict(PICK, B_MN=1, BM=192, STAGES=3, WN=128, STREAMK=1, ARS=1))])],
    "abt8192self": [("bf16", 8192, 8192, 8192, False, [
        (WS_TMA, dict(PICK, BM=192, STAGES=3, WN=128, STREAMK=1)),
        (WS_TMA, dict(PICK, BM=192, STAGES=3, WN=256, STREAMK=1, SELFLOAD=1))])],
    "ab8192self": [("bf16", 8192, 8192, 8192, True, [
        (WS_TMA, dict(PICK, B_MN=1, BM=192, STAGES=3, WN=128, STREAMK=1)),
        (WS_TMA, dict(PICK, B_MN=1, BM=192, STAGES=3, WN=256, STREAMK=1, SELFLOAD=1))])],
    "abt8192hint": [("bf16", 8192, 8192, 8192, False, [(WS_TMA, {"BN": 256, "STREAMK": 0, "CLUSTER": 2}),
                                                        (WS_TMA, {"BN": 256, "STREAMK": 0, "CLUSTER": 2, "WAIT_HINT": 10000000}),
                                                        (WS_TMA, {"BN": 256, "STREAMK": 0, "CLUSTER": 2, "EPI_STM": 1})])],
}


def build(groups):
    """[(name, launch)] for the named groups, in the order given."""
    out = []
    for gname in groups:
        if gname not in GROUPS:
            raise SystemExit("gemm_ncu.py: unknown group %r (known: %s)" % (gname, " ".join(GROUPS)))
        for dtype, m, n, k, ab, kerns in GROUPS[gname]:
            ops = operands(dtype, m, n, k, ab)
            shape = "%dx%dx%d" % (m, n, k)
            for d, defs in kerns:
                if defs.get("SMS") == "C4":
                    # 4 x the co-resident 2 x 2 clusters (bench/gpu/gemm_shapes.py set_c4_sms)
                    import gemm_shapes
                    gemm_shapes.set_c4_sms()
                    defs = dict(defs, SMS=gemm_shapes.C4_SMS)
                out.append(("%s %s %s" % (os.path.basename(d), defs, shape), launch(d, defs, ops, m, n, k)))
            base = "torch._scaled_mm" if dtype == "fp8" else ("torch.matmul(a, b)" if ab else "torch.matmul(a, b.t())")
            out.append(("%s %s" % (base, shape), baseline(ops, ab)))
    return out


def main():
    launches = build(os.environ.get("NCU_GROUPS", "ab128 fp8k14336 abt8192").split())
    for _ in range(2):
        for _, f in launches:
            f()
    torch.cuda.synchronize()
    torch.cuda.profiler.start()
    for _, f in launches:
        f()
    torch.cuda.synchronize()
    torch.cuda.profiler.stop()
    print("profiled %d launches, in order: %s" % (len(launches), "; ".join(x for x, _ in launches)))


if __name__ == "__main__":
    main()
