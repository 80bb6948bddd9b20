"""gemm C = A B^T (bf16 in, f32 out): the Kiln kernels zoo/gemm/wgmma_tma (key
"kiln") and zoo/gemm/wgmma_ws (persistent, 128x256 tiles; key "kiln_ws") against
torch.matmul (cuBLAS, bf16 out), same process, same method."""
import torch
from common import ROOT, time_fn, nrmse, roofline, write_result
import kiln

m = n = k_ = 8192
nsets = 2
g = torch.Generator(device="cuda").manual_seed(0)
sets = []
mod = kiln.compile(ROOT + "/zoo/gemm/wgmma_tma/kernel.kiln")
kern = mod.kernel()
BM, BN, BK = 128, 128, 64
for _ in range(nsets):
    a = (torch.rand(m, k_, device="cuda", generator=g) * 2 - 1).bfloat16()
    b = (torch.rand(n, k_, device="cuda", generator=g) * 2 - 1).bfloat16()
    c = torch.empty(m, n, device="cuda")
    sets.append((a, b, c, kiln.TensorMap(a, [BK, BM], "128B"), kiln.TensorMap(b, [BK, BN], "128B")))
doc = {"workload": "zoo/gemm/wgmma_tma", "shape": {"m": m, "n": n, "k": k_}, "flops": 2 * m * n * k_,
       "bytes": 2 * m * k_ + 2 * n * k_ + 4 * m * n}
try:
    for a, b, c, ta, tb in sets:
        c.fill_(float("nan"))
        kern(ta, tb, c, m, n, k_)
    torch.cuda.synchronize()
    err = max(nrmse(c, a.double() @ b.double().t()) for a, b, c, _, _ in sets)
    kt = time_fn(lambda s: kern(sets[s][3], sets[s][4], sets[s][2], m, n, k_), nsets)
    doc["kiln"] = dict(kt, nrmse_vs_f64=err, roofline=roofline(doc["flops"], doc["bytes"], kt["median_ms"]))
except Exception as e:  # report, still time the baseline
    doc["kiln"] = {"error": str(e)}
# zoo/gemm/wgmma_ws: same arguments, its own boxes: A {BK, 128}; B {BK, 256 / CLUSTER}
# (each CTA of a 2-CTA cluster loads half of the 256 B rows and multicasts it)
try:
    kern_ws = kiln.compile(ROOT + "/zoo/gemm/wgmma_ws/kernel.kiln").kernel()
    WBM, WBN = 128, 256   # CLUSTER = 1 (the default): B box {BK, 256}
    ws_maps = [(kiln.TensorMap(a, [BK, WBM], "128B"), kiln.TensorMap(b, [BK, WBN], "128B")) for a, b, _, _, _ in sets]
    for (a, b, c, _, _), (ta, tb) in zip(sets, ws_maps):
        c.fill_(float("nan"))
        kern_ws(ta, tb, c, m, n, k_)
    torch.cuda.synchronize()
    err = max(nrmse(c, a.double() @ b.double().t()) for a, b, c, _, _ in sets)
    kt = time_fn(lambda s: kern_ws(ws_maps[s][0], ws_maps[s][1], sets[s][2], m, n, k_), nsets)
    doc["kiln_ws"] = dict(kt, workload="zoo/gemm/wgmma_ws", nrmse_vs_f64=err,
                          roofline=roofline(doc["flops"], doc["bytes"], kt["median_ms"]))
except Exception as e:
    doc["kiln_ws"] = {"workload": "zoo/gemm/wgmma_ws", "error": str(e)}
tt = time_fn(lambda s: torch.matmul(sets[s][0], sets[s][1].t()), nsets)
doc["baseline"] = dict(tt, impl="torch.matmul bf16 (cuBLAS)", roofline=roofline(doc["flops"], doc["bytes"], tt["median_ms"]))
write_result("gemm_bf16", doc)
ws = doc["kiln_ws"]
print("gemm %d^3: kiln %s, kiln_ws %s, torch.matmul %.4f ms (%.0f TFLOP/s)" % (
    m, "%.4f ms" % doc["kiln"]["median_ms"] if "median_ms" in doc["kiln"] else doc["kiln"],
    "%.4f ms (%.0f TFLOP/s)" % (ws["median_ms"], doc["flops"] / ws["median_ms"] / 1e9) if "median_ms" in ws else ws,
    tt["median_ms"], doc["flops"] / tt["median_ms"] / 1e9))
