"""Memory-bound zoo kernels against PyTorch, side by side in one process:
zoo/norm/rmsnorm, zoo/norm/layernorm, zoo/norm/add_rmsnorm,
zoo/softmax/row_softmax_bf16 (bf16 in/out) and zoo/softmax/row_softmax (f32
in/out, op softmax_f32) over row lengths 1024..32768 at a fixed 2^28
elements (32768 x 8192 at n = 8192), each against torch eager,
torch.compile (inductor, default mode, static shapes) and a device copy of
the same bytes (torch copy_ of a tensor as large as what the op reads,
timed the same way: the "measured copy bandwidth" of that row).
Kiln variants per row length: the one-row-per-CTA kernels (entry <op>,
template THREADS x VEC) and the shared-memory ring kernels (entry
<op>_ring: cp.async.bulk rows through STAGES buffers per persistent CTA,
CTAS CTAs), chosen by plain_variants() / ring_variants() below.
Method: bench/baselines/common.time_fn (CUDA events around each launch, L2
flushed, rotation buffer sets, medians).  Each variant is checked against a
float64 reference (nrmse, every element written: outputs are NaN-poisoned
first) before it is timed; the best variant per row length is the kernel's
figure.  Writes one result file per op (rewritten after every row length,
so a run cut short keeps what it measured):
  $KILN_RESULTS/baseline-membound-<op>-<gpu>.json
Usage: python3 bench/gpu/membound.py [--ops rmsnorm,...] [--widths 1024,...]
       [--elems 268435456] [--cap-s 1.0] [--deadline-s S] [--list]
--list prints the variants per (op, row length) without a GPU."""
import argparse
import os
import sys
import time
import traceback

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "baselines"))
from common import ROOT, time_fn, nrmse, write_result

if "--list" not in sys.argv and "--check-rule" not in sys.argv:
    import torch
    import torch.nn.functional as F
    import kiln

RMS_EPS, LN_EPS = 1e-6, 1e-5
SMS = 132          # H200 multiprocessors (ring grids are multiples of it)
SMEM_SM = 227 * 1024   # shared memory a CTA may use; the SM's 228 KiB less 1 KiB per CTA
# One-row-per-CTA kernels: the (THREADS, VEC) that won each row length in
# run1-run3 (bench/results/baseline-membound-*-run*), kept as the reference
# point; CAP = THREADS * 8 * VEC < n takes their chunked 2-pass path.
PLAIN = {1024: [(64, 2)], 2048: [(128, 2)], 4096: [(256, 2)], 8192: [(512, 2), (256, 4)],
         16384: [(512, 4)], 32768: [(1024, 2)]}
PLAIN_OP = {"layernorm": {1024: [(32, 4)], 2048: [(64, 4)], 4096: [(128, 4)], 8192: [(256, 4)],
                          16384: [(256, 8)], 32768: [(512, 4)]},
            "add_rmsnorm": {1024: [(64, 2)], 2048: [(256, 1)], 4096: [(64, 8)], 8192: [(128, 8)],
                            16384: [(512, 4)], 32768: [(1024, 2)]},
            "softmax_bf16": {1024: [(64, 2)], 2048: [(128, 2)], 4096: [(256, 2)], 8192: [(256, 4)],
                             16384: [(256, 8)], 32768: [(1024, 2)]},
            # f32: THREADS is the kernel's module constant (default 256), CAP = THREADS * 4 * VEC
            "softmax_f32": {1024: [(256, 1), (128, 2), (64, 4)], 2048: [(256, 2), (128, 4)], 4096: [(256, 4), (256, 8)],
                            8192: [(256, 8)], 16384: [(256, 8), (512, 8)], 32768: [(256, 8), (1024, 8)]}}
# Ring kernels: (THREADS, VEC) with CAP = THREADS * 8 * VEC = n (the row is
# one stage and fits the registers at <= 64 of them, ptxas -v), then STAGES
# and CTAs per SM from the shared memory: STAGES * stage bytes per CTA.
RING_TV = {1024: [(64, 2)], 2048: [(128, 2)], 4096: [(256, 2)], 8192: [(512, 2), (256, 4)],
           16384: [(512, 4)], 32768: [(1024, 4)]}
# f32 ring (row_softmax_ring, NT threads): CAP = NT * 4 * VEC = n
RING_TV_F32 = {1024: [(128, 2)], 2048: [(256, 2)], 4096: [(256, 4)], 8192: [(512, 4)], 16384: [(1024, 4)],
               32768: [(1024, 8)]}
STREAMS = {"rmsnorm": (1, 1), "layernorm": (1, 1), "add_rmsnorm": (2, 2), "softmax_bf16": (1, 1),
           "softmax_f32": (1, 1)}
ESIZE = {"softmax_f32": 4}     # bytes per element (bf16 otherwise)
WEIGHTS = {"rmsnorm": 1, "layernorm": 2, "add_rmsnorm": 1, "softmax_bf16": 0, "softmax_f32": 0}


def plain_variants(op, n):
    entry = KERNELS[op][1]
    out = []
    for t, v in PLAIN_OP.get(op, PLAIN)[n]:
        out.append({"entry": entry, "defines": {"THREADS": t, "VEC": v}})
    return out


# Cache policies (zoo/norm/rows.kiln LDC / STC / L2K, bf16 kernels): tried
# on the first plain template of a row length; L2K only where that template
# takes the chunked 2-pass path (n > CAP).
HINTS = [{"LDC": 1, "STC": 1}, {"LDC": 2}, {"LDC": 3, "STC": 1}]


def hint_variants(op, n):
    if op == "softmax_f32":
        return []
    base = plain_variants(op, n)[0]
    out = [{"entry": base["entry"], "defines": dict(base["defines"], **h)} for h in HINTS]
    t, v = base["defines"]["THREADS"], base["defines"]["VEC"]
    if t * 8 * v < n:
        # measured in s3run2 (the best at n = 32768); L2K alone not yet
        out.append({"entry": base["entry"], "defines": dict(base["defines"], LDC=1, STC=1, L2K=1)})
        out.append({"entry": base["entry"], "defines": dict(base["defines"], L2K=1)})
    return out


# Rows split over a cluster (entry <op>_split): (THREADS, VEC, SPLIT) with
# SPLIT * THREADS * 8 * VEC = n (bf16) or SPLIT * THREADS * 4 * VEC = n (f32).
SPLIT_TV = {8192: [(256, 2, 2)], 16384: [(256, 4, 2), (512, 2, 2)],
            32768: [(512, 4, 2), (256, 4, 4), (512, 2, 4)]}
SPLIT_TV_F32 = {16384: [(512, 4, 2), (256, 8, 2)], 32768: [(512, 8, 2), (256, 8, 4)]}


def split_variants(op, n):
    tvs = (SPLIT_TV_F32 if op == "softmax_f32" else SPLIT_TV).get(n, [])
    entry = KERNELS[op][1] + "_split"
    out = [{"entry": entry, "defines": {"THREADS": t, "VEC": v, "SPLIT": k}} for t, v, k in tvs]
    if tvs and op != "softmax_f32":
        out.append({"entry": entry, "defines": dict(out[0]["defines"], LDC=1, STC=1)})
    return out


def ring_fit(t, v, row_bytes, regs):
    """(CPR, STAGES, CTAs per SM) for a ring template: the most CTAs per SM
    (2048 threads, 64K registers, 32 CTAs) that still leave each CTA >= 2
    ring stages in its share of 227 KiB, stages as deep as that share allows
    (<= 8); a row too large for two stages (> 113 KiB: add_rmsnorm and f32
    at n = 32768) is cut in CPR = 2 chunks, one stage each."""
    cpr = 2 if row_bytes > SMEM_SM // 2 else 1
    stage = row_bytes // cpr
    k = max(1, min(32, 2048 // t, 65536 // (regs * t), SMEM_SM // stage))
    while k > 1 and SMEM_SM // (k * stage) < 2:
        k -= 1
    return cpr, max(1, min(8, SMEM_SM // (k * stage))), k


def ring_variants(op, n, rows):
    """Per (THREADS, VEC) of RING_TV: a full persistent grid (ring_fit), and
    for the first template also CTAS = rows / 8 (eight rows per CTA, more
    CTAs than fit at once: the hardware balances the tail that a persistent
    grid leaves when rows % CTAS != 0)."""
    tvs = RING_TV_F32 if op == "softmax_f32" else RING_TV
    if n not in tvs:
        return []
    entry = KERNELS[op][1] + "_ring"
    row_bytes = STREAMS[op][0] * ESIZE.get(op, 2) * n
    out = []
    for t, v in tvs[n]:
        regs = 40 if v <= 2 else 64
        cpr, stages, k = ring_fit(t, v, row_bytes, regs)
        d = {"NT" if op == "softmax_f32" else "THREADS": t, "VEC": v}
        if op in ("softmax_f32", "add_rmsnorm"):
            d["CPR"] = cpr
        elif cpr != 1:
            continue          # these kernels stage whole rows; no such row length here
        d.update({"STAGES": stages, "CTAS": SMS * k})
        if WEIGHTS[op]:
            # weights in registers unless that spills (ptxas -v: layernorm/add_rmsnorm 1024 x 4, layernorm VEC 4)
            d["WREG"] = 0 if (WEIGHTS[op] == 2 and v > 2) or (t == 1024 and v == 4 and op != "rmsnorm") else 1
        out.append({"entry": entry, "defines": d})
        if (t, v) == tvs[n][0]:
            out.append({"entry": entry, "defines": dict(d, CTAS=max(SMS, rows // 8), STAGES=max(cpr, min(stages, 4)))})
    return out


# Row lengths where a ring variant won in run s3run1 (CTAS = rows / 8):
RING_KEEP = {("layernorm", 1024), ("add_rmsnorm", 32768), ("softmax_f32", 1024), ("softmax_f32", 16384),
             ("softmax_f32", 32768)}


def variants(op, n, rows, ring_all=False, vset="s3"):
    """ring_all: every ring variant (run s3run1); vset "s4": the session 4
    candidates (CAND4, rows without candidates: the RULE template); a name
    of CAND_SETS: that call's candidate table (rows without: the rule);
    "rule": the selection rule's template (RULE) only; else only the ring
    variant that won in s3run1 (RING_KEEP), with the plain, cache-policy and
    cluster-split ones."""
    if vset == "s4":
        return cand4_variants(op, n) or rule_variants(op, n)
    if vset == "rule":
        return rule_variants(op, n)
    if vset in CAND_SETS:
        return cand5_variants(op, n, CAND_SETS[vset]) or rule_variants(op, n)
    if ring_all:
        return plain_variants(op, n) + ring_variants(op, n, rows)
    ring = [v for v in ring_variants(op, n, rows)
            if (op, n) in RING_KEEP and v["defines"]["CTAS"] == max(SMS, rows // 8)]
    return plain_variants(op, n) + hint_variants(op, n) + split_variants(op, n) + ring


# Session 4 candidates for the rows that missed the goal in s3run2 (all
# plain entries; zoo/norm/README.md): RPC rows per CTA (row groups, THREADS
# = 32: one warp per row, no barrier) for the short rows; HYB = 1 (the last
# chunk of a long row stays in registers, the second pass re-reads only the
# earlier chunks, newest first) for the chunked rows; smaller CTAs that
# take the chunked path at 8192 / 16384 the way inductor's looped
# reductions re-read x from L1/L2.  Each list starts with the s3run2
# winner of the row (the reference point, timed again in the same run).
P3 = {"LDC": 1, "STC": 1, "L2K": 1}
CAND4 = {
    ("rmsnorm", 8192): [{"THREADS": 512, "VEC": 2}, {"THREADS": 1024, "VEC": 1}, {"THREADS": 128, "VEC": 8},
                        {"THREADS": 512, "VEC": 1, "HYB": 1}, {"THREADS": 256, "VEC": 2, "HYB": 1},
                        {"THREADS": 128, "VEC": 4, "HYB": 1}, {"THREADS": 256, "VEC": 2, "HYB": 1, "L2K": 1},
                        {"THREADS": 512, "VEC": 2, "RPC": 2}],
    ("rmsnorm", 16384): [{"THREADS": 512, "VEC": 4}, {"THREADS": 1024, "VEC": 2}, {"THREADS": 512, "VEC": 2, "HYB": 1},
                         {"THREADS": 256, "VEC": 4, "HYB": 1}, {"THREADS": 512, "VEC": 2, "HYB": 1, "L2K": 1},
                         {"THREADS": 1024, "VEC": 1, "HYB": 1}],
    ("rmsnorm", 32768): [dict(THREADS=1024, VEC=2, **P3), dict(THREADS=1024, VEC=2, HYB=1, **P3),
                         {"THREADS": 1024, "VEC": 2, "HYB": 1, "L2K": 1}, dict(THREADS=512, VEC=4, HYB=1, **P3),
                         {"THREADS": 512, "VEC": 2, "HYB": 1, "L2K": 1}, {"THREADS": 1024, "VEC": 2, "HYB": 1}],
    ("layernorm", 1024): [{"entry": "layernorm_ring", "THREADS": 64, "VEC": 2, "STAGES": 4, "CTAS": 32768, "WREG": 1},
                          {"THREADS": 32, "VEC": 4}, {"THREADS": 32, "VEC": 4, "RPC": 2}, {"THREADS": 32, "VEC": 4, "RPC": 4},
                          {"THREADS": 32, "VEC": 4, "RPC": 8}, {"THREADS": 64, "VEC": 2, "RPC": 2},
                          {"THREADS": 64, "VEC": 2, "RPC": 4}, {"THREADS": 128, "VEC": 1, "RPC": 2}],
    ("layernorm", 16384): [{"THREADS": 256, "VEC": 8}, {"THREADS": 512, "VEC": 4}, {"THREADS": 256, "VEC": 4, "HYB": 1},
                           {"THREADS": 512, "VEC": 2, "HYB": 1}, {"THREADS": 256, "VEC": 4, "HYB": 1, "L2K": 1},
                           {"THREADS": 1024, "VEC": 2}],
    ("layernorm", 32768): [dict(THREADS=512, VEC=4, **P3), dict(THREADS=512, VEC=4, HYB=1, **P3),
                           {"THREADS": 512, "VEC": 4, "HYB": 1, "L2K": 1}, dict(THREADS=1024, VEC=2, HYB=1, **P3),
                           {"THREADS": 512, "VEC": 2, "HYB": 1, "L2K": 1}, {"THREADS": 256, "VEC": 4, "HYB": 1, "L2K": 1}],
    ("add_rmsnorm", 1024): [{"THREADS": 64, "VEC": 2}, {"THREADS": 32, "VEC": 4}, {"THREADS": 32, "VEC": 4, "RPC": 4},
                            {"THREADS": 32, "VEC": 4, "RPC": 8}, {"THREADS": 64, "VEC": 2, "RPC": 2},
                            {"THREADS": 64, "VEC": 2, "RPC": 4}, {"THREADS": 128, "VEC": 1, "RPC": 2}],
    ("add_rmsnorm", 32768): [dict(THREADS=1024, VEC=2, **P3), dict(THREADS=1024, VEC=2, HYB=1, **P3),
                             {"THREADS": 1024, "VEC": 2, "HYB": 1, "L2K": 1}, {"THREADS": 512, "VEC": 2, "HYB": 1, "L2K": 1}],
    # softmax_bf16 32768: HYB and RPC were measured in s4run2 and then taken out of the kernel (its
    # RPC edit slowed n <= 4096 by ~10%; zoo/norm/README.md); only the s3 winner is left here
    ("softmax_bf16", 32768): [dict(THREADS=1024, VEC=2, **P3)],
}


def cand4_variants(op, n):
    out = []
    for d in CAND4.get((op, n), []):
        d = dict(d)
        out.append({"entry": d.pop("entry", KERNELS[op][1]), "defines": d})
    return out


# The selection rule (zoo/norm/README.md "Template choice"; the winners of
# s4run2, of s3run1/s3run2 for softmax_bf16, of s5run1 at rmsnorm 16384 /
# 32768 and softmax_bf16 32768, of s6run1/s6run2/s7run1 on the rows session
# 6 re-timed: EVX 2/3 on every bf16 register-path row, layernorm MAXREG 40
# and KF 1; of session 7 at n = 32768 (s7n1/s7n2): layernorm SMR 1 + PF 2,
# rmsnorm HYB 1 + L2K 2, bf16 softmax PF 2; s7n4: rmsnorm 16384 PFN 132):
# per (op, n) the template first, then any old winner it replaced (timed
# again side by side).  Entries without "entry" are the op's plain kernel.
T = lambda t, v, **kw: dict(THREADS=t, VEC=v, **kw)  # noqa: E731
RULE = {
    "rmsnorm": {1024: [T(64, 2, EVX=2), T(64, 2)], 2048: [T(128, 2, EVX=2), T(128, 2)],
                4096: [T(256, 2, EVX=2), T(256, 2)], 8192: [T(512, 2, EVX=2), T(512, 2)],
                16384: [T(1024, 2, EVX=3, PFN=132), T(1024, 2, EVX=3)],
                32768: [T(1024, 2, HYB=1, L2K=2, STC=1), T(1024, 2, L2K=1, STC=1)]},
    "layernorm": {1024: [T(32, 4, RPC=2, EVX=3, KF=1), T(32, 4, RPC=2)],
                  2048: [T(64, 4, EVX=2), T(64, 4)], 4096: [T(128, 4, EVX=2), T(128, 4)],
                  8192: [T(256, 4, EVX=2), T(256, 4)],
                  16384: [T(512, 4, MAXREG=40, KF=1, EVX=2), T(256, 8)],
                  32768: [T(512, 4, HYB=1, MAXREG=40, SMR=1, PF=2, KF=1, **P3), T(512, 4, HYB=1, MAXREG=40, **P3)]},
    "add_rmsnorm": {1024: [T(128, 1, RPC=2, EVX=3), T(128, 1, RPC=2)], 2048: [T(256, 1, EVX=2), T(256, 1)],
                    4096: [T(64, 8, EVX=2), T(64, 8)], 8192: [T(128, 8, EVX=2), T(128, 8)],
                    16384: [T(512, 4, EVX=2), T(512, 4)], 32768: [T(1024, 2, HYB=1, **P3), T(1024, 2, **P3)]},
    "softmax_bf16": {1024: [T(64, 2, EVX=2), T(64, 2)], 2048: [T(128, 2, EVX=2), T(128, 2)],
                     4096: [T(256, 2, EVX=2), T(256, 2)], 8192: [T(256, 4, EVX=2), T(256, 4)],
                     16384: [T(256, 8, EVX=2), T(256, 8)], 32768: [T(1024, 2, L2K=1, STC=1, PF=2), T(1024, 2, L2K=1, STC=1)]},
    "softmax_f32": {1024: [T(128, 2)], 2048: [T(256, 2)], 4096: [T(256, 8)], 8192: [T(256, 8)], 16384: [T(512, 8)],
                    32768: [T(1024, 8)]},
}


# Session 5 candidates for the rows that missed the goal in s4run2 (after
# the shr/and lowering of u32 / and % by powers of two, none re-timed):
# each list starts with the rule's template (the reference, re-timed in the
# same run), then what was never timed alone: streaming stores (STC = 1)
# or the no-allocate loads (LDC = 1) without the other, L2K without
# LDC/STC, and at n = 32768 the row held whole in registers by 1024
# threads (VEC 4: no second pass, one CTA per SM at 46-56 registers).
CAND5 = {
    ("rmsnorm", 8192): [T(512, 2), T(512, 2, STC=1), T(512, 2, LDC=1), T(256, 4), T(256, 4, STC=1)],
    ("rmsnorm", 16384): [T(512, 4), T(512, 4, STC=1), T(512, 4, LDC=1), T(1024, 2), T(512, 2, HYB=1, L2K=1)],
    ("rmsnorm", 32768): [T(1024, 2, HYB=1, L2K=1), T(1024, 2, **P3), T(1024, 2, L2K=1), T(1024, 2, L2K=1, STC=1),
                         T(1024, 2, HYB=1, L2K=1, STC=1), T(1024, 4), T(1024, 4, STC=1)],
    ("layernorm", 1024): [T(32, 4, RPC=2), T(32, 4, RPC=2, STC=1), T(32, 4, RPC=4), T(32, 4, RPC=2, LDC=1)],
    ("layernorm", 16384): [T(256, 8), T(256, 8, STC=1), T(256, 8, LDC=1), T(512, 4), T(512, 4, STC=1)],
    ("layernorm", 32768): [T(512, 4, HYB=1, **P3), T(512, 4, **P3), T(512, 4, HYB=1, L2K=1, STC=1),
                           T(512, 4, L2K=1, STC=1), T(1024, 4), T(1024, 4, STC=1), T(1024, 4, LDC=1, STC=1)],
    ("softmax_bf16", 32768): [T(1024, 2, **P3), T(1024, 2, L2K=1), T(1024, 2, L2K=1, STC=1), T(1024, 4),
                              T(1024, 4, STC=1), T(1024, 4, LDC=1, STC=1)],
}


# Session 5, second call (--set s5c): the rule (s5run1 winners) against
# the runner-up on the rows that missed; on softmax_bf16 32768 the PAIR /
# REV forms of the long-row path (one block reduction of (max, sum) pairs;
# second pass last chunk first); layernorm with MAXREG (.maxnreg: the
# 40-register allocation ptxas gives at <= 256 threads, no spills, for 512
# and 1024 threads: 75-100% occupancy instead of 50); rmsnorm with LDC = 4
# (ld.global, the coherent L1 path inductor's loads take), and at 8192
# inductor's own shape (512 threads, two 4096-column chunks, the second
# pass re-read); rows not
# listed: the rule.
CONFIRM5 = {
    ("rmsnorm", 8192): [T(512, 2), T(512, 2, LDC=4), T(256, 4), T(256, 4, LDC=4), T(512, 1, L2K=1), T(512, 1, L2K=1, LDC=4)],
    ("rmsnorm", 16384): [T(1024, 2), T(1024, 2, LDC=4), T(512, 4)],
    ("rmsnorm", 32768): [T(1024, 2, **P3), T(1024, 2, HYB=1, L2K=1), T(1024, 2, L2K=1, STC=1)],
    ("layernorm", 1024): [T(32, 4, RPC=2), T(32, 4, RPC=2, STC=1)],
    ("layernorm", 8192): [T(256, 4), T(512, 2, MAXREG=32)],
    ("layernorm", 16384): [T(256, 8), T(512, 4, MAXREG=40), T(1024, 2, MAXREG=32), T(512, 4, MAXREG=40, LDC=4)],
    ("layernorm", 32768): [T(512, 4, HYB=1, **P3), T(512, 4, HYB=1, MAXREG=40, **P3), T(1024, 2, HYB=1, MAXREG=32, **P3),
                           T(512, 4, MAXREG=40, **P3)],
    ("softmax_bf16", 32768): [T(1024, 2, L2K=1, STC=1), T(1024, 2, L2K=1, STC=1, PAIR=1),
                              T(1024, 2, L2K=1, STC=1, REV=1), T(1024, 2, L2K=1, STC=1, PAIR=1, REV=1),
                              T(1024, 2, PAIR=1, REV=1, **P3)],
}


# Session 6, first call (--set s6): CONFIRM5 (never timed: session 5's
# second call got no machine) plus the L2 eviction policies of the streamed
# rows (zoo/norm/rows.kiln EVX / STC = 2), untried on the register path:
# EVX = 1 x loads evict_first (read once); EVX = 2 evict_last; EVX = 3
# ld.global.L1::evict_last + L2 evict_last, the form Triton emits for the
# first pass of inductor's looped reductions (ncu s5run1: its kernel moves
# the same DRAM bytes as ours and sustains 4% more bandwidth at rmsnorm
# 8192); STC = 2: y stores with an L2 evict_first hint (dirty lines leave
# L2 first).  Rows not listed: the rule.
CAND6 = {k: list(v) for k, v in CONFIRM5.items()}
for _k, _extra in {
    ("rmsnorm", 8192): [T(512, 2, EVX=1), T(512, 2, EVX=2), T(512, 2, EVX=3), T(512, 2, STC=2), T(512, 2, EVX=3, STC=2)],
    ("rmsnorm", 16384): [T(1024, 2, EVX=1), T(1024, 2, EVX=3), T(1024, 2, STC=2)],
    ("rmsnorm", 32768): [T(1024, 2, L2K=1, STC=2), T(1024, 2, LDC=1, L2K=1, STC=2)],
    ("layernorm", 1024): [T(32, 4, RPC=2, EVX=1), T(32, 4, RPC=2, EVX=3)],
    ("layernorm", 16384): [T(256, 8, EVX=1), T(256, 8, EVX=3), T(512, 4, MAXREG=40, EVX=3)],
    ("layernorm", 32768): [T(512, 4, HYB=1, LDC=1, L2K=1, STC=2)],
    ("softmax_bf16", 32768): [T(1024, 2, L2K=1, STC=2), T(1024, 2, L2K=1, STC=2, PAIR=1)],
}.items():
    CAND6[_k] = CAND6.get(_k, []) + _extra


# Session 6, second call (--set s6b), after s6run1: the winners of s6run1
# against the runner-up, on the rows that missed or passed by < 0.5%:
# EVX = 2 / 3 (the x loads' L2 evict_last: rmsnorm 8192 98.5% -> 102.2%
# of copy in s6run1) on the other register-path rows and, with L2K = 0, on
# rmsnorm's chunked 32768 (both passes evict_last); layernorm KF = 1 (the
# x loads no longer wait for the shift K = x[r, 0]: zoo/norm/layernorm
# kernel.kiln "KF"; SASS of KF = 0: the four MOVs of K into each group's
# registers before every LDG.E.128) on the register, RPC and chunked
# templates.  Rows not listed: the rule.
LN32 = dict(HYB=1, MAXREG=40, **P3)
CAND6B = {
    ("layernorm", 32768): [T(512, 4, **LN32), T(512, 4, KF=1, **LN32), T(1024, 2, HYB=1, MAXREG=32, KF=1, **P3),
                           T(512, 4, HYB=1, MAXREG=40, KF=1, L2K=1, STC=1)],
    ("layernorm", 16384): [T(512, 4, MAXREG=40), T(512, 4, MAXREG=40, KF=1), T(512, 4, MAXREG=40, KF=1, EVX=2)],
    ("layernorm", 1024): [T(32, 4, RPC=2, EVX=3), T(32, 4, RPC=2, EVX=3, KF=1)],
    ("rmsnorm", 8192): [T(512, 2, EVX=2), T(512, 2, EVX=3), T(512, 2)],
    ("rmsnorm", 16384): [T(1024, 2, EVX=3), T(1024, 2, EVX=2), T(1024, 2)],
    ("rmsnorm", 32768): [T(1024, 2, L2K=1, STC=1), T(1024, 2, EVX=2), T(1024, 2, EVX=2, STC=1)],
    ("softmax_bf16", 1024): [T(64, 2), T(64, 2, EVX=2), T(64, 2, EVX=3)],
    ("add_rmsnorm", 1024): [T(128, 1, RPC=2), T(128, 1, RPC=2, EVX=2), T(128, 1, RPC=2, EVX=3)],
    ("layernorm", 8192): [T(256, 4), T(256, 4, KF=1)],
}


# Session 6's last call (--set s7, s7run1, run by the lead in a joint call):
# on the two rows that still miss, SMR = 1 (the first of the two chunks
# kept in shared memory for the second pass, the last in registers: no
# L2 re-read at n = 2 * CAP; zoo/norm/rows.kiln "Chunks kept in shared
# memory"), with the L2K policies or with every load at evict_last (L2K 0,
# EVX 2: the register-path winner's policy); elsewhere, on every bf16
# register-path row whose rule has no EVX yet, the rule against the rule
# with EVX = 2.
CAND7 = {
    ("rmsnorm", 32768): [T(1024, 2, L2K=1, STC=1), T(1024, 2, HYB=1, SMR=1, L2K=1, STC=1),
                         T(1024, 2, HYB=1, SMR=1, EVX=2, STC=1), T(1024, 2, HYB=1, SMR=1, EVX=2)],
    ("layernorm", 32768): [T(512, 4, HYB=1, MAXREG=40, **P3), T(512, 4, HYB=1, MAXREG=40, SMR=1, **P3),
                           T(512, 4, HYB=1, MAXREG=40, SMR=1, KF=1, EVX=2, STC=1),
                           T(512, 4, HYB=1, MAXREG=40, SMR=1, KF=1, EVX=2, LDC=1, STC=1)],
}
for _op in ("rmsnorm", "layernorm", "add_rmsnorm", "softmax_bf16"):
    for _n, _ts in RULE[_op].items():
        _t = _ts[0]
        if (_op, _n) not in CAND7 and "entry" not in _t and "EVX" not in _t and _t["THREADS"] * 8 * _t["VEC"] >= _n:
            CAND7[(_op, _n)] = [_t, dict(_t, EVX=2)]


# Session 7 (--set s8, norms7): on the two rows that miss and bf16
# softmax 32768 (95.0%, the thinnest margin), PF (zoo/norm/rows.kiln
# pf_rest): the long-row path prefetches the rest of the row (columns
# CAP .. n-1) into L2 before its first chunk's loads, so the later chunk's
# DRAM reads overlap the first's instead of following it (PF 1: one bulk
# cp.async.bulk.prefetch.L2 per row; 2: the same at evict_last; 3: each
# thread prefetch.global.L2::evict_last of its own groups); L2K = 2 (the
# HYB last chunk, kept in registers, loaded at evict_last as EVX 2 loads the
# register-held rows, instead of evict_first); for layernorm
# also the row over a 2-CTA cluster (layernorm_split, 512 x 4 per CTA,
# distributed shared memory for the statistics, the row read once) with
# EVX 2 and MAXREG 40 (3 CTAs per SM; 28 bytes of spills).  Each list
# starts with the rule's template; rows not listed: the rule.
LNS = lambda t, v, k, **kw: dict(entry="layernorm_split", THREADS=t, VEC=v, SPLIT=k, **kw)  # noqa: E731
CAND8 = {
    ("rmsnorm", 32768): [T(1024, 2, L2K=1, STC=1), T(1024, 2, L2K=1, STC=1, PF=1), T(1024, 2, L2K=1, STC=1, PF=2),
                         T(1024, 2, L2K=1, STC=1, PF=3), T(1024, 2, HYB=1, L2K=1, STC=1, PF=2),
                         T(1024, 2, PF=2, **P3), T(1024, 2, HYB=1, L2K=2, STC=1), T(1024, 2, HYB=1, L2K=2, STC=1, PF=2),
                         T(512, 4, L2K=1, STC=1, PF=2), T(512, 2, L2K=1, STC=1, PF=2)],
    ("layernorm", 32768): [T(512, 4, **LN32), T(512, 4, PF=1, **LN32), T(512, 4, PF=2, **LN32), T(512, 4, PF=3, **LN32),
                           T(512, 4, PF=2, KF=1, **LN32), T(512, 4, HYB=1, MAXREG=40, L2K=1, STC=1, PF=2),
                           T(512, 4, HYB=1, MAXREG=40, LDC=1, STC=1, L2K=2), T(512, 4, HYB=1, MAXREG=40, LDC=1, STC=1, L2K=2, PF=2),
                           T(512, 4, SMR=1, PF=2, **LN32), T(1024, 2, HYB=1, MAXREG=32, PF=2, **P3),
                           LNS(512, 4, 2, EVX=2), LNS(512, 4, 2, MAXREG=40, EVX=2), LNS(256, 4, 4, EVX=2)],
    ("softmax_bf16", 32768): [T(1024, 2, L2K=1, STC=1), T(1024, 2, L2K=1, STC=1, PF=1), T(1024, 2, L2K=1, STC=1, PF=2)],
}


# Session 7, second call (--set s8b): the s7n1 winners (layernorm SMR 1 PF 2,
# rmsnorm HYB 1 L2K 2, bf16 softmax PF 2) re-timed against the rules they
# would replace and the forms next to them (PF 1 / KF 1 / L2K 2 / no LDC
# with SMR; PF or LDC or no STC with rmsnorm's HYB L2K 2; P3 + PF for
# softmax), so that no row's pick rests on one run.
CAND8B = {
    ("layernorm", 32768): [T(512, 4, SMR=1, PF=2, **LN32), T(512, 4, **LN32), T(512, 4, SMR=1, PF=1, **LN32),
                           T(512, 4, SMR=1, PF=2, KF=1, **LN32),
                           T(512, 4, HYB=1, MAXREG=40, SMR=1, LDC=1, STC=1, L2K=2, PF=2),
                           T(512, 4, HYB=1, MAXREG=40, SMR=1, L2K=1, STC=1, PF=2), T(512, 4, PF=2, **LN32)],
    ("rmsnorm", 32768): [T(1024, 2, HYB=1, L2K=2, STC=1), T(1024, 2, L2K=1, STC=1), T(1024, 2, HYB=1, L2K=1, STC=1, PF=2),
                         T(1024, 2, HYB=1, L2K=2, STC=1, PF=1), T(1024, 2, HYB=1, LDC=1, STC=1, L2K=2),
                         T(1024, 2, HYB=1, L2K=2)],
    ("softmax_bf16", 32768): [T(1024, 2, L2K=1, STC=1, PF=2), T(1024, 2, L2K=1, STC=1), T(1024, 2, PF=2, **P3)],
}


# Session 7, last call (--set s8c): rmsnorm's register-path rows with PFN
# (rows.kiln pf_ahead: each row group's first thread prefetches the row PFN
# rows ahead into L2 before its own loads, a row a CTA about that many
# CTAs later will hold: 4 x 132 = 528 CTAs of 512 x 2 are resident at 8192,
# 2 x 132 of 1024 x 2 at 16384) against the rule; 8192 is the one row that
# ties with torch.compile.
CAND8C = {
    ("rmsnorm", 8192): [T(512, 2, EVX=2), T(512, 2, EVX=2, PFN=132), T(512, 2, EVX=2, PFN=264), T(512, 2, EVX=2, PFN=528),
                        T(512, 2, EVX=2, PFN=1056)],
    ("rmsnorm", 16384): [T(1024, 2, EVX=3), T(1024, 2, EVX=3, PFN=132), T(1024, 2, EVX=3, PFN=264), T(1024, 2, EVX=3, PFN=528)],
}


# --set NAME -> the candidate table of that call (the comments above each).
CAND_SETS = {"s5": CAND5, "s5c": CONFIRM5, "s6": CAND6, "s6b": CAND6B, "s7": CAND7,
             "s8": CAND8, "s8b": CAND8B, "s8c": CAND8C}


def cand5_variants(op, n, table=None):
    out = []
    for d in (CAND5 if table is None else table).get((op, n), []):
        d = dict(d)
        out.append({"entry": d.pop("entry", KERNELS[op][1]), "defines": d})
    return out


def rule_variants(op, n):
    out = []
    for d in RULE[op][n]:
        d = dict(d)
        out.append({"entry": d.pop("entry", KERNELS[op][1]), "defines": d})
    return out


KERNELS = {"rmsnorm": ("zoo/norm/rmsnorm", "rmsnorm"), "layernorm": ("zoo/norm/layernorm", "layernorm"),
           "add_rmsnorm": ("zoo/norm/add_rmsnorm", "add_rmsnorm"),
           "softmax_bf16": ("zoo/softmax/row_softmax_bf16", "row_softmax_bf16"),
           "softmax_f32": ("zoo/softmax/row_softmax", "row_softmax")}


def rms_hf(x, w, eps=RMS_EPS):
    xf = x.float()
    return (xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + eps)).to(x.dtype) * w


def add_rms_hf(x, r, w, eps=RMS_EPS):
    h = x + r
    return rms_hf(h, w, eps), h


def torch_fns(op):
    """(eager, eager description, function to torch.compile, its description)."""
    if op == "rmsnorm":
        return (lambda x, w: F.rms_norm(x, (x.shape[-1],), w, RMS_EPS), "torch.nn.functional.rms_norm",
                rms_hf, "torch.compile(HF-style RMSNorm: f32 row math, x*rsqrt(mean(x^2)+eps), cast, *w)")
    if op == "layernorm":
        f = lambda x, w, b: F.layer_norm(x, (x.shape[-1],), w, b, LN_EPS)  # noqa: E731
        return f, "torch.nn.functional.layer_norm", f, "torch.compile(F.layer_norm)"
    if op == "add_rmsnorm":
        return (add_rms_hf, "eager h = x + r; HF-style RMSNorm(h)", add_rms_hf,
                "torch.compile(h = x + r; HF-style RMSNorm(h)) -> (y, h)")
    f = lambda x: torch.softmax(x, dim=-1)  # noqa: E731
    return f, "torch.softmax", f, "torch.compile(torch.softmax)"


def reference(op, ins):
    x = ins[0].double()
    if op == "rmsnorm":
        return [x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + RMS_EPS) * ins[1].double()]
    if op == "layernorm":
        return [F.layer_norm(x, (x.shape[-1],), ins[1].double(), ins[2].double(), LN_EPS)]
    if op == "add_rmsnorm":
        h = ins[0] + ins[1]   # bf16 rounding of h, as the kernel stores and normalizes it
        hd = h.double()
        return [hd * torch.rsqrt(hd.pow(2).mean(-1, keepdim=True) + RMS_EPS) * ins[2].double(), hd]
    return [torch.softmax(x, dim=-1)]


def make_inputs(op, rows, n, g):
    if op == "softmax_bf16":
        return [(torch.rand(rows, n, device="cuda", generator=g) * 10 - 5).bfloat16()]
    if op == "softmax_f32":
        return [torch.rand(rows, n, device="cuda", generator=g) * 10 - 5]
    x = (torch.rand(rows, n, device="cuda", generator=g) * 7 - 3).bfloat16()
    w = (1 + 0.1 * torch.randn(n, device="cuda", generator=g)).bfloat16()
    if op == "rmsnorm":
        return [x, w]
    if op == "layernorm":
        return [x, w, (0.1 * torch.randn(n, device="cuda", generator=g)).bfloat16()]
    r = (torch.rand(rows, n, device="cuda", generator=g) * 4 - 2).bfloat16()
    return [x, r, w]


def kiln_call(op, k, ins, outs, rows, n):
    if op == "rmsnorm":
        return lambda: k(ins[0], ins[1], outs[0], rows, n, RMS_EPS)
    if op == "layernorm":
        return lambda: k(ins[0], ins[1], ins[2], outs[0], rows, n, LN_EPS)
    if op == "add_rmsnorm":
        return lambda: k(ins[0], ins[1], ins[2], outs[1], outs[0], rows, n, RMS_EPS)   # h, then y
    return lambda: k(ins[0], outs[0], rows, n)


def ms_to_gbs(nbytes, ms):
    return nbytes / (ms * 1e-3) / 1e9


def run_op(op, widths, elems, cap_s, outdir, deadline, ring_all=False, vset="s3", tag="", docs=None):
    """docs: op -> result document, so that an op listed twice in --cases
    (e.g. its missed rows first) adds rows to one result file."""
    d, entry = KERNELS[op]
    eager, eager_desc, to_compile, comp_desc = torch_fns(op)
    nr, nw = STREAMS[op]
    es = ESIZE.get(op, 2)
    dtype = torch.float32 if es == 4 else torch.bfloat16
    docs = {} if docs is None else docs
    doc = docs.get(op) or {"op": op, "kernel": d, "elements": elems, "dtype": "f32" if es == 4 else "bf16",
           "method": "bench/baselines/common.time_fn: CUDA events per launch, L2 flushed, rotation sets, median",
           "copy_note": "copy = torch Tensor.copy_ reading and writing as many elements of the op's dtype as the op "
                        "(rows*n per read stream); pct_of_copy = (op bytes / op time) / (copy bytes / copy time)",
           "variants_note": "entry <op>: one row per CTA (THREADS x VEC; LDC/STC/L2K: cache policies, zoo/norm/rows.kiln); "
                            "entry <op>_ring: rows staged in shared memory by cp.async.bulk, STAGES per CTA, CTAS CTAs "
                            "(persistent when CTAS <= what fits); entry <op>_split: a row split over a cluster of SPLIT CTAs",
           "rows": []}
    docs[op] = doc
    g = torch.Generator(device="cuda").manual_seed(0)
    for n in widths:
        if time.time() > deadline:
            doc["rows"].append({"n": n, "error": "skipped: --deadline-s reached"})
            print("%-12s n=%5d skipped (deadline)" % (op, n), flush=True)
            continue
        rows = elems // n
        row = {"n": n, "rows": rows, "bytes": (nr + nw) * es * rows * n + 2 * n * WEIGHTS[op]}
        t_case = time.time()
        try:
            set_bytes = row["bytes"]
            nsets = max(2, min(4, int(2 * 50e6 // set_bytes) + 1))
            sets = []
            for _ in range(nsets):
                ins = make_inputs(op, rows, n, g)
                outs = [torch.empty(rows, n, device="cuda", dtype=dtype) for _ in range(2 if op == "add_rmsnorm" else 1)]
                sets.append((ins, outs))
            # copy of the same bytes (reads + writes) as this op moves per element stream
            src = torch.empty(rows * n * nr, device="cuda", dtype=dtype).normal_()
            dst = torch.empty_like(src)
            cp = time_fn(lambda s: dst.copy_(src), 1, cap_s=cap_s)
            row["copy"] = dict(cp, gbs=ms_to_gbs(2 * src.numel() * es, cp["median_ms"]))
            del src, dst
            refs = reference(op, sets[0][0])
            # Kiln variants
            vs = []
            for spec in variants(op, n, rows, ring_all, vset):
                v = {"entry": spec["entry"], "defines": spec["defines"]}
                try:
                    k = kiln.compile(os.path.join(ROOT, d, "kernel.kiln"), defines=v["defines"],
                                    kernel=v["entry"]).kernel(v["entry"])
                    for ins, outs in sets:
                        for o in outs:
                            o.fill_(float("nan"))
                        kiln_call(op, k, ins, outs, rows, n)()
                    torch.cuda.synchronize()
                    outs0 = sets[0][1]
                    got = [outs0[0]] if op != "add_rmsnorm" else [outs0[0], outs0[1]]
                    v["nrmse_vs_f64"] = max(nrmse(a, b) for a, b in zip(got, refs))
                    v["all_finite"] = bool(all(torch.isfinite(a).all().item() for a in got))
                    calls = [kiln_call(op, k, ins, outs, rows, n) for ins, outs in sets]
                    v.update(time_fn(lambda s: calls[s](), nsets, cap_s=cap_s, warmup_ms=100))
                    v["gbs"] = ms_to_gbs(row["bytes"], v["median_ms"])
                except Exception as e:
                    v["error"] = "%s: %s" % (type(e).__name__, str(e)[:400])
                vs.append(v)
            row["kiln_variants"] = vs
            ok = [v for v in vs if "median_ms" in v and v["all_finite"] and v["nrmse_vs_f64"] < 4e-3]
            if ok:
                row["kiln"] = min(ok, key=lambda v: v["median_ms"])
            plain = [v for v in ok if not v["entry"].endswith("_ring")]
            if plain:
                row["kiln_plain_best"] = min(plain, key=lambda v: v["median_ms"])
            # torch eager
            et = time_fn(lambda s: eager(*sets[s][0]), nsets, cap_s=cap_s, warmup_ms=100)
            ye = eager(*sets[0][0])
            ye = [ye] if torch.is_tensor(ye) else list(ye)
            et["nrmse_vs_f64"] = max(nrmse(a, b) for a, b in zip(ye, refs))
            row["eager"] = dict(et, impl=eager_desc, gbs=ms_to_gbs(row["bytes"], et["median_ms"]))
            # torch.compile (static shapes: one compile per row length)
            t0 = time.time()
            cf = torch.compile(to_compile, dynamic=False)
            yc = cf(*sets[0][0])
            torch.cuda.synchronize()
            compile_s = time.time() - t0
            yc = [yc] if torch.is_tensor(yc) else list(yc)
            ct = time_fn(lambda s: cf(*sets[s][0]), nsets, cap_s=cap_s, warmup_ms=100)
            ct["nrmse_vs_f64"] = max(nrmse(a, b) for a, b in zip(yc, refs))
            row["compiled"] = dict(ct, impl=comp_desc, compile_s=compile_s, gbs=ms_to_gbs(row["bytes"], ct["median_ms"]))
            cgbs = row["copy"]["gbs"]
            for key in ("eager", "compiled"):
                row[key]["pct_of_copy"] = row[key]["gbs"] / cgbs * 100
            for key in ("kiln", "kiln_plain_best"):
                if key in row:
                    row[key]["pct_of_copy"] = row[key]["gbs"] / cgbs * 100
            for v in vs:
                if "gbs" in v:
                    v["pct_of_copy"] = v["gbs"] / cgbs * 100
            if "kiln" in row:
                row["ratio_vs_compiled"] = row["compiled"]["median_ms"] / row["kiln"]["median_ms"]
                row["ratio_vs_eager"] = row["eager"]["median_ms"] / row["kiln"]["median_ms"]
                row["meets_goal"] = row["kiln"]["pct_of_copy"] >= 95 and row["ratio_vs_compiled"] >= 1.0
            del sets, refs
            torch.cuda.empty_cache()
        except Exception as e:
            row["error"] = "%s: %s" % (type(e).__name__, str(e)[:800])
            traceback.print_exc()
        row["case_s"] = time.time() - t_case
        doc["rows"].append(row)
        kk = row.get("kiln", {})
        pb = row.get("kiln_plain_best", {})
        print("%-12s n=%5d kiln %s %s %.4f ms (%.1f%% copy, nrmse %.1e; plain best %.4f) eager %.4f compiled %.4f copy %.4f -> %.3fx compiled, %.2fx eager %.0fs" % (
            op, n, kk.get("entry"), kk.get("defines"), kk.get("median_ms", float("nan")), kk.get("pct_of_copy", float("nan")),
            kk.get("nrmse_vs_f64", float("nan")), pb.get("median_ms", float("nan")),
            row.get("eager", {}).get("median_ms", float("nan")),
            row.get("compiled", {}).get("median_ms", float("nan")), row.get("copy", {}).get("median_ms", float("nan")),
            row.get("ratio_vs_compiled", float("nan")), row.get("ratio_vs_eager", float("nan")), row["case_s"]), flush=True)
        for v in row.get("kiln_variants", []):
            print("      %-22s %-62s %s" % (v["entry"], v["defines"], ("%.4f ms %.1f%%" % (v["median_ms"], v.get("pct_of_copy", 0)))
                                          if "median_ms" in v else v.get("error", "")[:120]), flush=True)
        doc["baseline"] = {"impl": "torch.compile / torch eager / torch copy_, same process (see rows)"}
        write_result("membound-%s%s" % (op, tag), doc, outdir)


def check_rule():
    """RULE's first template per (op, n) is the best checked Kiln variant of
    the newest result file that measured that row (the files docs/zoo.md is
    generated from, bench/gpu/zoo_doc.py; "withdrawn" files skipped)."""
    import glob
    import json
    newest = {}
    files = []
    for f in glob.glob(os.path.join(ROOT, "bench", "results", "baseline-membound-*.json")):
        d = json.load(open(f))
        files.append((d.get("date", ""), os.path.basename(f), d))
    for date, name, d in sorted(files):
        if d.get("withdrawn"):
            continue
        for r in d["rows"]:
            if "kiln" in r:
                newest[(d["op"], r["n"])] = (name, r["kiln"])
    bad = 0
    for op, rows in RULE.items():
        for n, tmpls in rows.items():
            want = dict(tmpls[0])
            entry = want.pop("entry", KERNELS[op][1])
            if (op, n) not in newest:
                print("%s %d: no result file measured this row" % (op, n))
                bad += 1
                continue
            name, k = newest[(op, n)]
            if k["entry"] != entry or k["defines"] != want:
                print("%s %d: RULE has %s %s, the best of %s is %s %s" % (op, n, entry, want, name, k["entry"], k["defines"]))
                bad += 1
    print("%d rows, %d off" % (sum(len(r) for r in RULE.values()), bad))
    return 1 if bad else 0


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--ops", default=",".join(KERNELS))
    p.add_argument("--widths", default="1024,2048,4096,8192,16384,32768")
    p.add_argument("--cases", default=None, help="OP:N,N;OP:N... instead of --ops x --widths")
    p.add_argument("--elems", type=int, default=1 << 28)
    p.add_argument("--cap-s", type=float, default=1.0)
    p.add_argument("--deadline-s", type=float, default=1e9, help="skip the row lengths not started after S seconds")
    p.add_argument("--ring-all", action="store_true", help="every ring variant (the s3run1 sweep)")
    p.add_argument("--set", default="s3", choices=["s3", "s4", "rule"] + list(CAND_SETS),
                   help="variant set: s3 (session 3 lists), s4 (session 4 candidates, CAND4), s5 (session 5 "
                        "candidates, CAND5, on the rows that missed; RULE elsewhere), s5c (CONFIRM5, RULE elsewhere), s6 (CAND6: CONFIRM5 and the "
                        "L2 eviction policies EVX / STC = 2, RULE elsewhere), s6b (CAND6B: EVX 2/3, layernorm KF, "
                        "RULE elsewhere), s7 (CAND7, s7run1: SMR on the two misses, EVX 2 on the other "
                        "register-path rows), s8 (CAND8, session 7: PF, the L2 prefetch of a long row's later "
                        "chunks, on the three chunked rows, layernorm_split with EVX 2 / MAXREG 40), s8b (CAND8B: s8's winners "
                        "re-timed), s8c (CAND8C: rmsnorm's register path with PFN), rule (RULE only)")
    p.add_argument("--tag", default="", help="result file name suffix: baseline-membound-<op><tag>-<gpu>.json")
    p.add_argument("--out", default=None)
    p.add_argument("--list", action="store_true", help="print the variants, no GPU")
    p.add_argument("--check-rule", action="store_true",
                   help="check that RULE picks the best variant of the newest result file of every row (no GPU)")
    a = p.parse_args()
    if a.check_rule:
        sys.exit(check_rule())
    if a.cases:
        plan = []
        for item in a.cases.split(";"):
            op, ws = item.split(":")
            plan.append((op, [int(w) for w in ws.split(",")]))
    else:
        plan = [(op, [int(w) for w in a.widths.split(",")]) for op in a.ops.split(",")]
    if a.list:
        k = 0
        for op, widths in plan:
            for n in widths:
                for v in variants(op, n, a.elems // n, a.ring_all, a.set):
                    print(op, n, v["entry"], v["defines"])
                    k += 1
        print(k, "variants")
        return
    deadline = time.time() + a.deadline_s
    docs = {}
    for op, widths in plan:
        run_op(op, widths, a.elems, a.cap_s, a.out, deadline, a.ring_all, a.set, a.tag, docs)


if __name__ == "__main__":
    main()
