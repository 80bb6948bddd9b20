"""row_softmax: the Kiln kernel (zoo/softmax/row_softmax) against torch.softmax (eager), same method."""
import torch
from common import ROOT, time_fn, nrmse, roofline, write_result
import kiln

rows, n, nsets = 8192, 8192, 3
g = torch.Generator(device="cuda").manual_seed(0)
sets = [(torch.rand(rows, n, device="cuda", generator=g) * 10 - 5, torch.empty(rows, n, device="cuda"))
        for _ in range(nsets)]
k = kiln.compile(ROOT + "/zoo/softmax/row_softmax/kernel.kiln").kernel("row_softmax")
for x, y in sets:
    y.fill_(float("nan"))
    k(x, y, rows, n)
torch.cuda.synchronize()
err = max(nrmse(y, torch.softmax(x.double(), dim=1)) for x, y in sets)
kt = time_fn(lambda s: k(sets[s][0], sets[s][1], rows, n), nsets)
tt2 = time_fn(lambda s: torch.softmax(sets[s][0], dim=1), nsets)
flops, nbytes = 5 * rows * n, 8 * rows * n
doc = {"workload": "zoo/softmax/row_softmax", "shape": {"rows": rows, "n": n}, "flops": flops, "bytes": nbytes,
       "kiln": dict(kt, nrmse_vs_f64=err, roofline=roofline(flops, nbytes, kt["median_ms"])),
       "baseline": dict(tt2, impl="torch.softmax (eager, fresh output)", roofline=roofline(flops, nbytes, tt2["median_ms"]))}
write_result("row_softmax", doc)
print("softmax %dx%d: kiln %.4f ms, torch.softmax %.4f ms, nrmse %.2e" % (rows, n, kt["median_ms"], tt2["median_ms"], err))
