"""Times template variants of zoo/gemm/wgmma_ws and zoo/gemm/wgmma_tma on
8192^3 bf16 against torch.matmul in one process (bench/baselines/common.py
method), to choose defaults.  Writes baseline-gemm_variants-<gpu>.json.
Each variant names its C dtype: float32 (the zoo default) or bfloat16
(wgmma_ws OUT_BF16=1, what torch.matmul writes); nrmse is always against
the f32 product of the bf16 inputs."""
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "baselines"))
import torch
from common import ROOT, time_fn, nrmse, roofline, write_result
import kiln

m = n = k = 8192
g = torch.Generator(device="cuda").manual_seed(0)
a = (torch.rand(m, k, device="cuda", generator=g) * 2 - 1).bfloat16()
b = (torch.rand(n, k, device="cuda", generator=g) * 2 - 1).bfloat16()
outs = {dt: torch.empty(m, n, device="cuda", dtype=dt) for dt in (torch.float32, torch.bfloat16)}
ref = None
flops, nbytes = 2 * m * n * k, 2 * m * k + 2 * n * k + 4 * m * n   # f32 C; bf16 rows give their own "bytes"
doc = {"workload": "zoo/gemm variants", "shape": {"m": m, "n": n, "k": k}, "flops": flops, "bytes": nbytes, "variants": []}
F32, BF16 = torch.float32, torch.bfloat16
# (kernel dir, defines, (A box rows, B box rows), C dtype)
VARIANTS = [("wgmma_ws", {"CLUSTER": 2}, (128, 128), F32), ("wgmma_ws", {"CLUSTER": 1}, (128, 256), F32),
            ("wgmma_ws", {"CLUSTER": 1, "OUT_BF16": 1}, (128, 256), BF16),
            ("wgmma_ws", {"CLUSTER": 1, "STAGES": 3}, (128, 256), F32), ("wgmma_tma", {"BN": 256}, (128, 256), F32),
            ("wgmma_tma", {}, (128, 128), F32),
            ("wgmma_ws", {"CLUSTER": 1, "OUT_BF16": 1, "EPI16": 1}, (128, 256), BF16)]   # 6: 16-byte bf16 stores
if os.environ.get("ONLY"):   # e.g. ONLY=1,2: a subset of VARIANTS by index
    VARIANTS = [VARIANTS[int(i)] for i in os.environ["ONLY"].split(",")]
for name, defs, (bm, bn), out_dtype in VARIANTS:
    c = outs[out_dtype]
    row = {"kernel": "zoo/gemm/" + name, "defines": defs, "out_dtype": str(out_dtype).replace("torch.", ""),
           "bytes": 2 * m * k + 2 * n * k + c.element_size() * m * n}
    try:
        kern = kiln.compile(ROOT + "/zoo/gemm/%s/kernel.kiln" % name,
                            defines=defs).kernel()
        ta, tb = kiln.TensorMap(a, [64, bm], "128B"), kiln.TensorMap(b, [64, bn], "128B")
        c.fill_(float("nan"))
        kern(ta, tb, c, m, n, k)
        torch.cuda.synchronize()
        if ref is None:
            ref = a.float() @ b.float().t()
        row["nrmse_vs_f32"] = nrmse(c, ref)
        row.update(time_fn(lambda s: kern(ta, tb, c, m, n, k), 1, cap_s=3.0))
        row["tflops"] = flops / row["median_ms"] / 1e9
    except Exception as e:
        row["error"] = str(e)[:400]
    doc["variants"].append(row)
    print(row["kernel"], defs, "%.4f ms %.0f TFLOP/s nrmse %.1e" % (row["median_ms"], row["tflops"], row["nrmse_vs_f32"]) if "median_ms" in row else row.get("error"))
tt = time_fn(lambda s: torch.matmul(a, b.t()), 1, cap_s=3.0)
doc["baseline"] = dict(tt, impl="torch.matmul bf16 (cuBLAS)", roofline=roofline(flops, nbytes, tt["median_ms"]))
print("torch.matmul %.4f ms %.0f TFLOP/s" % (tt["median_ms"], flops / tt["median_ms"] / 1e9))
write_result("gemm_variants", doc)
