"""fp8 GEMM C = bf16(scale_a * scale_b * A·Bᵀ) (A, B e4m3, per-tensor f32
scales, f32 accumulate) over 8192³ and the Llama-3-8B projections
M ∈ {128, 4096, 16384} × (N, K) ∈ {(6144, 4096), (4096, 4096), (28672, 4096),
(4096, 14336)}: zoo/gemm/fp8_ws and zoo/gemm/fp8_splitk variants against
torch._scaled_mm(a, b.t(), scale_a, scale_b, out_dtype=torch.bfloat16) in one
process, same method (bench/baselines/common.time_fn: CUDA events, L2
flushed before every launch, medians).  The baseline is timed twice: with
torch's default use_fast_accum=False (cuBLASLt promotes partial sums to f32
periodically; the ratio the issue asks for) and use_fast_accum=True (the
tensor core's own accumulation, what wgmma's f32 accumulators do here).
Each Kiln variant is checked before it is timed (C poisoned with NaN, then
nrmse against the f32 product of the decoded inputs times the scales, every
element finite; split-K: bitwise equal on a second launch and counters back
at 0); a shape's Kiln figure is its best checked variant.  PROMOTE = 1
variants (two-level accumulation, the numerics of the default baseline)
are also compared on their own: shapes[].ratio_promote1_vs_scaled_mm
(the 2026-12-01-b file's ratio_promoted_vs_scaled_mm also let fp8_splitk in).
Also: the e4m3 corner cases of zoo/gemm/fp8_ws/specials.py (NaN rows and
columns, +-448 products past the bf16 range) through torch._scaled_mm and
fp8_ws, compared element by element (what torch stores on overflow), and the
co-resident 2-CTA cluster count (cuOccupancyMaxActiveClusters) that sizes the
CLUSTER = 2 grid.  Writes baseline-gemm_fp8<TAG>-<gpu>.json.
Env: SHAPES=small (M = 128 only) | small8k (and 8192³) | big (no M = 128) | all (default); CAP_S
(default 0.5 s per timing); TAG."""
import ctypes
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "baselines"))
import torch
from common import ROOT, time_fn, nrmse, write_result
import kiln

LLAMA_NK = [(6144, 4096), (4096, 4096), (28672, 4096), (4096, 14336)]
SHAPES = [(8192, 8192, 8192)] + [(m, n, k) for m in (128, 4096, 16384) for n, k in LLAMA_NK]
if os.environ.get("SHAPES") == "small":
    SHAPES = [s for s in SHAPES if s[0] == 128]
elif os.environ.get("SHAPES") == "small8k":
    SHAPES = [s for s in SHAPES if s[0] == 128 or s == (8192, 8192, 8192)]
elif os.environ.get("SHAPES") == "big":
    SHAPES = [s for s in SHAPES if s[0] != 128]
CAP_S = float(os.environ.get("CAP_S", "0.5"))
WS = "zoo/gemm/fp8_ws"
SK = "zoo/gemm/fp8_splitk"
SCALE_A, SCALE_B = 0.37, 1.9
SMS = 132
STAGES = {256: 4, 224: 4, 128: 6, 64: 8, 32: 8}


def max_clusters(kern, cluster=2):
    """cuOccupancyMaxActiveClusters for the kernel's block, shared memory and cluster size."""
    cu = kiln._driver()
    fn = kern._function()
    cfg = kiln._LaunchConfig(SMS - SMS % cluster, 1, 1, kern.block[0], kern.block[1], kern.block[2], kern.smem,
                             None, None, 0)
    attr = kiln._LaunchAttr()
    attr.id, attr.x, attr.y, attr.z = 4, cluster, 1, 1
    cfg.attrs, cfg.nattrs = ctypes.pointer(attr), 1
    nc = ctypes.c_int(0)
    r = cu.cuOccupancyMaxActiveClusters(ctypes.byref(nc), fn, ctypes.byref(cfg))
    if r != 0:
        raise RuntimeError("cuOccupancyMaxActiveClusters: CUresult %d" % r)
    return nc.value


def ws_defs(bn, cluster=1, sms=SMS, promote=0):
    d = {"BN": bn, "STAGES": STAGES[bn], "CLUSTER": cluster, "SMS": sms, "EPI16": 1}
    if promote:
        d["PROMOTE"] = 1
    return d


def variants(m, n, k, c2_sms):
    """(name, kernel dir, defines, B box rows, split[, BM]): fp8_splitk's BM = 64
    CLUSTER = 2 candidates (B multicast to the two tile rows) have B box
    rows BN / 2 and A box rows 64."""
    v = [("ws_bn128", WS, ws_defs(128), 128, 1)]
    if m >= 4096 or n >= 16384:
        # (at M = 128, N <= 6144 these ran 0.39-0.77x: baseline-gemm_fp8-2026-12-01-b-nvidia-h200.json)
        v = [("ws_bn256", WS, ws_defs(256), 256, 1)] + v + [("ws_bn128_promote", WS, ws_defs(128, promote=1), 128, 1)]
    if m >= 4096:
        v.append(("ws_bn256_c2_sms%d" % c2_sms, WS, ws_defs(256, 2, c2_sms), 128, 1))
        if (m, n, k) == (8192, 8192, 8192) and c2_sms != SMS:
            v.append(("ws_bn256_c2_sms%d" % SMS, WS, ws_defs(256, 2, SMS), 128, 1))
    else:
        v.append(("ws_bn64", WS, ws_defs(64), 64, 1))
        v.append(("ws_bn32", WS, ws_defs(32), 32, 1))
        v.append(("ws_bn64_promote", WS, ws_defs(64, promote=1), 64, 1))
        ktiles = math.ceil(k / 128)
        for bn in (128, 64):     # (BN = 256 and SPLITK = 8 ran 0.24-0.54x in the 2026-12-01-b file)
            tiles = math.ceil(m / 128) * math.ceil(n / bn)
            for s in (2, 4):
                if tiles * s <= SMS and ktiles >= 2 * s:
                    v.append(("splitk_bn%d_s%d" % (bn, s), SK, {"BN": bn, "SPLITK": s, "STAGES": STAGES[bn]}, bn, s))
        # BM = 64 tiles, 2-CTA clusters along M (M = 128: 2 x n / BN CTAs), the
        # ring as deep as (64 + BN) * 128 B per stage fits in 225 KiB (at most 16)
        for bn in (256, 128, 96, 64):
            tiles = math.ceil(m / 64) * math.ceil(n / bn)
            for s in ((1, 2, 4) if k >= 8192 else (1, 2)):
                if not (96 <= tiles * s <= SMS) or ktiles < 2 * s or math.ceil(m / 64) % 2:
                    continue
                st = min(16, 225 * 1024 // ((64 + bn) * 128))
                for cl in (2, 1):
                    v.append(("splitk_bm64_bn%d_s%d%s" % (bn, s, "_c2" if cl == 2 else ""), SK,
                              {"BM": 64, "BN": bn, "SPLITK": s, "STAGES": st, "CLUSTER": cl}, bn // cl, s, 64))
                if s == 1 and bn % 32 == 0:   # 16-byte stores after a quad transpose (EPI16 = 1)
                    v.append(("splitk_bm64_bn%d_s1_c2_e16" % bn, SK,
                              {"BM": 64, "BN": bn, "SPLITK": 1, "STAGES": st, "CLUSTER": 2, "EPI16": 1}, bn // 2, 1, 64))
                    # session 7: with L2 hints on the TMA loads (A evict_last, B evict_first), the rule's pick
                    v.append(("splitk_bm64_bn%d_s1_c2_e16_h1" % bn, SK,
                              {"BM": 64, "BN": bn, "SPLITK": 1, "STAGES": st, "CLUSTER": 2, "EPI16": 1, "HINT": 1}, bn // 2, 1, 64))
        if n >= 16384:
            # one wave of 128 x 224 tiles (N = 28672: 128 tiles), persistent and as a plain grid
            v.append(("ws_bn224", WS, ws_defs(224), 224, 1))
            # session 7: the TMA loads with L2 hints (B evict_first, A evict_last: HINT = 1), the rule's pick
            v.append(("ws_bn224_h1", WS, dict(ws_defs(224), HINT=1), 224, 1))
            v.append(("ws_bn128_h1", WS, dict(ws_defs(128), HINT=1), 128, 1))
            v.append(("splitk_bn224_s1", SK, {"BN": 224, "SPLITK": 1, "STAGES": 5}, 224, 1))
    return v


def fp8(x):
    return x.to(torch.float8_e4m3fn)


def specials(kern):
    """The specials.py corner cases through torch._scaled_mm and fp8_ws (torch
    needs dimensions that are multiples of 16: a's first 64 rows, b padded
    with 8 zero rows to 48)."""
    import numpy as np
    d = os.path.join(ROOT, WS)
    a = torch.from_numpy(np.load(os.path.join(d, "specials_a.npy"))[:64].astype(np.float32)).cuda()
    b = torch.from_numpy(np.load(os.path.join(d, "specials_b.npy")).astype(np.float32)).cuda()
    b = torch.cat([b, torch.zeros(8, b.shape[1], device="cuda")])
    a8, b8 = fp8(a), fp8(b)
    m, k = a8.shape
    n = b8.shape[0]
    sa, sb = 6e15, 5e15
    t = torch._scaled_mm(a8, b8.t(), scale_a=torch.tensor(sa, device="cuda"), scale_b=torch.tensor(sb, device="cuda"),
                         out_dtype=torch.bfloat16)
    c = torch.full((m, n), float("nan"), device="cuda", dtype=torch.bfloat16)
    kern(kiln.TensorMap(a8, [128, 128], "128B"), kiln.TensorMap(b8, [128, 256], "128B"), c, sa, sb, m, n, k)
    torch.cuda.synchronize()
    tf, cf = t.float(), c.float()
    fin = torch.isfinite(tf) & torch.isfinite(cf)
    same_bits = (t.view(torch.int16) == c.view(torch.int16)) | (torch.isnan(tf) & torch.isnan(cf))
    r = {"shape": [m, n, k], "scale_a": sa, "scale_b": sb,
         "torch": {"nan": int(torch.isnan(tf).sum()), "posinf": int(torch.isposinf(tf).sum()),
                   "neginf": int(torch.isneginf(tf).sum()),
                   "overflow_block_values": sorted(set(float(x) for x in tf[10:20, 10:16].flatten().tolist()))},
         "kiln": {"nan": int(torch.isnan(cf).sum()), "posinf": int(torch.isposinf(cf).sum()),
                  "neginf": int(torch.isneginf(cf).sum()),
                  "overflow_block_values": sorted(set(float(x) for x in cf[10:20, 10:16].flatten().tolist()))},
         "nan_mask_equal": bool(torch.equal(torch.isnan(tf), torch.isnan(cf))),
         "inf_mask_equal": bool(torch.equal(torch.isinf(tf), torch.isinf(cf))),
         "bitwise_equal_fraction": float(same_bits.float().mean()),
         "finite_max_rel_diff": float(((tf - cf).abs() / tf.abs().clamp_min(1e-30))[fin].max()) if fin.any() else None}
    print("specials: torch nan/+inf/-inf %d/%d/%d, kiln %d/%d/%d, masks equal nan %s inf %s, bitwise equal %.4f, "
          "torch overflow block %s" % (r["torch"]["nan"], r["torch"]["posinf"], r["torch"]["neginf"], r["kiln"]["nan"],
                                       r["kiln"]["posinf"], r["kiln"]["neginf"], r["nan_mask_equal"], r["inf_mask_equal"],
                                       r["bitwise_equal_fraction"], r["torch"]["overflow_block_values"]), flush=True)
    return r


def main():
    doc = {"workload": "zoo/gemm fp8 shapes (fp8_ws, fp8_splitk)", "a_b_dtype": "float8_e4m3fn", "c_dtype": "bfloat16",
           "scale_a": SCALE_A, "scale_b": SCALE_B, "shapes": []}
    cache = {}

    def compiled(d, defs):
        key = (d, tuple(sorted(defs.items())))
        if key not in cache:
            cache[key] = kiln.compile(os.path.join(ROOT, d, "kernel.kiln"), defines=defs).kernel()
        return cache[key]

    try:
        doc["specials"] = specials(compiled(WS, ws_defs(256)))
    except Exception as e:
        doc["specials"] = {"error": "%s: %s" % (type(e).__name__, str(e)[:400])}
        print("specials ERR", doc["specials"]["error"], flush=True)
    c2_sms = SMS
    try:
        nc = max_clusters(compiled(WS, ws_defs(256, 2, SMS)))
        doc["cluster2_max_active_clusters"] = nc
        c2_sms = min(SMS, 2 * nc)
        print("CLUSTER=2: %d co-resident clusters (%d CTAs) of the %d a SMS=%d grid asks for" % (nc, 2 * nc, SMS // 2, SMS),
              flush=True)
    except Exception as e:
        doc["cluster2_max_active_clusters"] = {"error": "%s: %s" % (type(e).__name__, str(e)[:400])}
    g = torch.Generator(device="cuda").manual_seed(0)
    sa_t = torch.tensor(SCALE_A, device="cuda", dtype=torch.float32)
    sb_t = torch.tensor(SCALE_B, device="cuda", dtype=torch.float32)
    for m, n, k in SHAPES:
        flops = 2 * m * n * k
        a = fp8(torch.randn(m, k, device="cuda", generator=g))
        b = fp8(torch.randn(n, k, device="cuda", generator=g))
        c = torch.empty(m, n, device="cuda", dtype=torch.bfloat16)
        ref = (a.float() @ b.float().t()) * (SCALE_A * SCALE_B)
        row = {"m": m, "n": n, "k": k, "flops": flops, "bytes": m * k + n * k + 2 * m * n, "variants": []}
        for name, d, defs, bn, split, *rest in variants(m, n, k, c2_sms):
            bm = rest[0] if rest else 128
            v = {"name": name, "kernel": d, "defines": defs}
            try:
                kern = compiled(d, defs)
                ta, tb = kiln.TensorMap(a, [128, bm], "128B"), kiln.TensorMap(b, [128, bn], "128B")
                if d == SK:
                    ws = torch.empty(split * m * n, device="cuda", dtype=torch.float32)
                    cnt = torch.zeros(math.ceil(m / bm) * math.ceil(n / defs["BN"]), device="cuda", dtype=torch.int32)
                    call = lambda: kern(ta, tb, c, ws, cnt, SCALE_A, SCALE_B, m, n, k)  # noqa: E731
                else:
                    call = lambda: kern(ta, tb, c, SCALE_A, SCALE_B, m, n, k)  # noqa: E731
                c.fill_(float("nan"))
                call()
                torch.cuda.synchronize()
                v["nrmse_vs_f32"] = nrmse(c, ref)
                v["all_finite"] = bool(torch.isfinite(c).all().item())
                if d == SK:
                    c0 = c.clone()
                    call()
                    torch.cuda.synchronize()
                    v["bitwise_repeatable"] = bool(torch.equal(c0, c))
                    v["counters_reset"] = bool((cnt == 0).all().item())
                v.update(time_fn(lambda s: call(), 1, warmup_ms=100, cap_s=CAP_S))
                v["tflops"] = flops / v["median_ms"] / 1e9
            except Exception as e:
                v["error"] = "%s: %s" % (type(e).__name__, str(e)[:400])
            row["variants"].append(v)
        base = {}
        for fast in (False, True):
            key = "scaled_mm_fast_accum" if fast else "scaled_mm"
            try:
                f = lambda: torch._scaled_mm(a, b.t(), scale_a=sa_t, scale_b=sb_t, out_dtype=torch.bfloat16,  # noqa: E731
                                             use_fast_accum=fast)
                t = f()
                torch.cuda.synchronize()
                tt = time_fn(lambda s: f(), 1, warmup_ms=100, cap_s=CAP_S)
                base[key] = dict(tt, impl="torch._scaled_mm(a, b.t(), scale_a, scale_b, out_dtype=bfloat16, "
                                 "use_fast_accum=%s)" % fast, tflops=flops / tt["median_ms"] / 1e9,
                                 nrmse_vs_f32=nrmse(t, ref))
            except Exception as e:
                base[key] = {"error": "%s: %s" % (type(e).__name__, str(e)[:400])}
        row.update(base)
        ok = [v for v in row["variants"] if "median_ms" in v and v["all_finite"] and v["nrmse_vs_f32"] < 4e-3
              and v.get("bitwise_repeatable", True) and v.get("counters_reset", True)]
        tref = base["scaled_mm"].get("median_ms")
        tfast = base["scaled_mm_fast_accum"].get("median_ms")
        if ok:
            best = min(ok, key=lambda v: v["median_ms"])
            row["best"] = best["name"]
            if tref:
                row["ratio_vs_scaled_mm"] = tref / best["median_ms"]
            if tfast:
                row["ratio_vs_scaled_mm_fast_accum"] = tfast / best["median_ms"]
            for v in ok:
                if tref:
                    v["ratio_vs_scaled_mm"] = tref / v["median_ms"]
        okp = [v for v in ok if v["defines"].get("PROMOTE") == 1]
        if okp and tref:
            bp = min(okp, key=lambda v: v["median_ms"])
            row["best_promote1"] = bp["name"]
            row["ratio_promote1_vs_scaled_mm"] = tref / bp["median_ms"]
        doc["shapes"].append(row)
        write_result("gemm_fp8" + os.environ.get("TAG", ""), doc)   # after every shape: a timeout keeps what was measured
        print("M=%5d N=%5d K=%5d scaled_mm %s fast %s | %s" % (
            m, n, k, "%.4f" % tref if tref else "ERR", "%.4f" % tfast if tfast else "ERR", " ".join(
                "%s %.4f (%.2fx)" % (v["name"], v["median_ms"], tref / v["median_ms"] if tref else 0) if "median_ms" in v
                else "%s ERR %s" % (v["name"], v.get("error", "")[:80]) for v in row["variants"])), flush=True)
        del a, b, c, ref
        torch.cuda.empty_cache()
    for key in ("ratio_vs_scaled_mm", "ratio_vs_scaled_mm_fast_accum"):
        rs = [r[key] for r in doc["shapes"] if key in r]
        if rs:
            doc["geomean_" + key] = math.exp(sum(math.log(x) for x in rs) / len(rs))
            doc["min_" + key] = min(rs)
            print("%s: geomean %.3f over %d shapes, min %.3f" % (key, doc["geomean_" + key], len(rs), min(rs)))
    doc["baseline"] = {"impl": "torch._scaled_mm (cuBLASLt), per shape: shapes[].scaled_mm (use_fast_accum=False, "
                       "the ratio) and shapes[].scaled_mm_fast_accum"}
    write_result("gemm_fp8" + os.environ.get("TAG", ""), doc)


if __name__ == "__main__":
    main()
