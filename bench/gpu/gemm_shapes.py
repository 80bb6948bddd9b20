"""bf16 GEMM C = A·Bᵀ (bf16 out, f32 accumulate) over the issue-12 shapes
(8192³, 4096³ and the Llama-3-8B projections M ∈ {128, 4096, 16384} ×
(N, K) ∈ {(6144, 4096), (4096, 4096), (28672, 4096), (4096, 14336)}):
Kiln variants against torch.matmul (cuBLAS) in one process, same method
(bench/baselines/common.time_fn: CUDA events, L2 flushed before every
launch, medians).  Each variant is checked (nrmse against the f32 product,
every element written) before it is timed; a shape's Kiln figure is its
best checked variant, and the selection rule in zoo/gemm/README.md is
checked against that choice.  Writes baseline-gemm_shapes<tag>-<gpu>.json.
Env: SHAPES=small (M = 128 only) | all (default); CAP_S (default 1.5)."""
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
CAP_S = float(os.environ.get("CAP_S", "1.5"))
WS = "zoo/gemm/wgmma_ws"
SK = "zoo/gemm/wgmma_splitk"
BASE = {"OUT_BF16": 1, "EPI16": 1, "CLUSTER": 1}


def variants(m, n, k):
    """(name, kernel dir, defines, A box rows, B box rows, split) for one shape."""
    v = [("ws_bn256", WS, dict(BASE), 128, 256, 1), ("ws_bn128", WS, dict(BASE, BN=128), 128, 128, 1)]
    if m <= 512:
        v.append(("ws_bn64", WS, dict(BASE, BN=64, STAGES=6), 128, 64, 1))
        if os.path.exists(os.path.join(ROOT, SK, "kernel.kiln")):
            for bn in (128, 64, 32):
                tiles = math.ceil(m / 128) * math.ceil(n / bn)
                for s in (1, 2, 3, 4, 6, 8):
                    if tiles * s <= 132 and math.ceil(k / 64) >= 4 * s:
                        v.append(("splitk_bn%d_s%d" % (bn, s), SK, {"BN": bn, "SPLITK": s, "STAGES": 6 if bn == 128 else 8},
                                  128, bn, s))
    return v


def main():
    doc = {"workload": "zoo/gemm bf16 shapes", "c_dtype": "bfloat16", "shapes": []}
    g = torch.Generator(device="cuda").manual_seed(0)
    cache = {}
    for m, n, k in SHAPES:
        flops = 2 * m * n * k
        a = (torch.rand(m, k, device="cuda", generator=g) * 2 - 1).bfloat16()
        b = (torch.rand(n, k, device="cuda", generator=g) * 2 - 1).bfloat16()
        c = torch.empty(m, n, device="cuda", dtype=torch.bfloat16)
        ref = a.float() @ b.float().t()
        row = {"m": m, "n": n, "k": k, "flops": flops, "bytes": 2 * (m * k + n * k + m * n), "variants": []}
        for name, d, defs, bm, bn, split in variants(m, n, k):
            v = {"name": name, "kernel": d, "defines": defs}
            try:
                key = (d, tuple(sorted(defs.items())))
                if key not in cache:
                    cache[key] = kiln.compile(os.path.join(ROOT, d, "kernel.kiln"), defines=defs).kernel()
                kern = cache[key]
                ta, tb = kiln.TensorMap(a, [64, bm], "128B"), kiln.TensorMap(b, [64, bn], "128B")
                if d == SK:
                    ws = torch.empty(split * m * n, device="cuda", dtype=torch.float32)
                    cnt = torch.zeros(math.ceil(m / 128) * math.ceil(n / bn), device="cuda", dtype=torch.int32)
                    call = lambda: kern(ta, tb, c, ws, cnt, m, n, k)  # noqa: E731
                else:
                    call = lambda: kern(ta, tb, c, m, n, k)  # noqa: E731
                c.fill_(float("nan"))
                call()
                torch.cuda.synchronize()
                v["nrmse_vs_f32"] = nrmse(c, ref)
                v["all_finite"] = bool(torch.isfinite(c).all().item())
                if d == SK:   # deterministic: a second launch gives the same bits
                    c0 = c.clone()
                    call()
                    torch.cuda.synchronize()
                    v["bitwise_repeatable"] = bool(torch.equal(c0, c))
                    v["counters_reset"] = bool((cnt == 0).all().item())
                v.update(time_fn(lambda s: call(), 1, cap_s=CAP_S))
                v["tflops"] = flops / v["median_ms"] / 1e9
            except Exception as e:
                v["error"] = "%s: %s" % (type(e).__name__, str(e)[:400])
            row["variants"].append(v)
        tt = time_fn(lambda s: torch.matmul(a, b.t()), 1, cap_s=CAP_S)
        row["cublas"] = dict(tt, impl="torch.matmul bf16 (cuBLAS), bf16 C", tflops=flops / tt["median_ms"] / 1e9)
        ok = [v for v in row["variants"] if "median_ms" in v and v["all_finite"] and v["nrmse_vs_f32"] < 4e-3
              and v.get("bitwise_repeatable", True) and v.get("counters_reset", True)]
        if ok:
            best = min(ok, key=lambda v: v["median_ms"])
            row["best"] = best["name"]
            row["ratio_vs_cublas"] = tt["median_ms"] / best["median_ms"]
            for v in ok:
                v["ratio_vs_cublas"] = tt["median_ms"] / v["median_ms"]
        doc["shapes"].append(row)
        print("M=%5d N=%5d K=%5d cuBLAS %.4f ms | %s" % (m, n, k, tt["median_ms"], " ".join(
            "%s %.4f (%.2fx)" % (v["name"], v["median_ms"], tt["median_ms"] / v["median_ms"]) if "median_ms" in v
            else "%s ERR %s" % (v["name"], v.get("error", "")[:80]) for v in row["variants"])), flush=True)
        del a, b, c, ref
        torch.cuda.empty_cache()
    rs = [r["ratio_vs_cublas"] for r in doc["shapes"] if "ratio_vs_cublas" in r]
    if rs:
        doc["geomean_ratio_vs_cublas"] = math.exp(sum(math.log(x) for x in rs) / len(rs))
        doc["min_ratio_vs_cublas"] = min(rs)
        print("geomean %.3f over %d shapes, min %.3f" % (doc["geomean_ratio_vs_cublas"], len(rs), min(rs)))
    doc["baseline"] = {"impl": "torch.matmul bf16 (cuBLAS), per shape (see shapes[].cublas)"}
    write_result("gemm_shapes" + os.environ.get("TAG", ""), doc)


if __name__ == "__main__":
    main()
