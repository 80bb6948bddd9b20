"""gemm C = A B^T (bf16 in, f32 out): the Kiln kernel (zoo/gemm/wgmma_tma) against
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
tt = time_fn(lambda s: torch.matmul(sets[s][0], sets[s][1].t()), nsets)
doc["baseline"] = dict(tt, impl="torch.matmul bf16 (cuBLAS)", roofline=roofline(doc["flops"], doc["bytes"], tt["median_ms"]))
write_result("gemm_bf16", doc)
print("gemm %d^3: kiln %s, torch.matmul %.4f ms (%.0f TFLOP/s)" % (m, "%.4f ms" % doc["kiln"]["median_ms"] if "median_ms" in doc["kiln"] else doc["kiln"], tt["median_ms"], doc["flops"] / tt["median_ms"] / 1e9))
