"""vadd: the Kiln kernel (zoo/basic/vadd) against torch.add, same process, same method."""
import torch
from common import ROOT, time_fn, nrmse, roofline, write_result
import kiln

n = 1 << 26
nsets = 4
g = torch.Generator(device="cuda").manual_seed(0)
sets = [(torch.rand(n, device="cuda", generator=g) * 2 - 1, torch.rand(n, device="cuda", generator=g) * 2 - 1,
         torch.empty(n, device="cuda")) for _ in range(nsets)]
k = kiln.compile(ROOT + "/zoo/basic/vadd/kernel.kiln").kernel("vadd")
for a, b, o in sets:
    o.fill_(float("nan"))
    k(a, b, o, n)
torch.cuda.synchronize()
err = max(nrmse(o, a + b) for a, b, o in sets)
kt = time_fn(lambda s: k(sets[s][0], sets[s][1], sets[s][2], n), nsets)
tt = time_fn(lambda s: torch.add(sets[s][0], sets[s][1], out=sets[s][2]), nsets)
flops, nbytes = n, 12 * n
doc = {"workload": "zoo/basic/vadd", "shape": {"n": n}, "flops": flops, "bytes": nbytes,
       "kiln": dict(kt, nrmse_vs_torch=err, roofline=roofline(flops, nbytes, kt["median_ms"])),
       "baseline": dict(tt, impl="torch.add", roofline=roofline(flops, nbytes, tt["median_ms"]))}
write_result("vadd", doc)
print("vadd n=%d: kiln %.4f ms, torch.add %.4f ms, nrmse %.2e" % (n, kt["median_ms"], tt["median_ms"], err))
