"""vadd: a Kiln vector add (zoo/basic/vadd, or zoo/basic/vadd_v4 with
`vadd.py vadd_v4`) against torch.add, same process, same method."""
import sys
import torch
from common import ROOT, time_fn, nrmse, roofline, write_result
import kiln

n = 1 << 26
nsets = 4
g = torch.Generator(device="cuda").manual_seed(0)
sets = [(torch.rand(n, device="cuda", generator=g) * 2 - 1, torch.rand(n, device="cuda", generator=g) * 2 - 1,
         torch.empty(n, device="cuda")) for _ in range(nsets)]
name = sys.argv[1] if len(sys.argv) > 1 else "vadd"
k = kiln.compile(ROOT + "/zoo/basic/%s/kernel.kiln" % name).kernel(name)
for a, b, o in sets:
    o.fill_(float("nan"))
    k(a, b, o, n)
torch.cuda.synchronize()
err = max(nrmse(o, a + b) for a, b, o in sets)
kt = time_fn(lambda s: k(sets[s][0], sets[s][1], sets[s][2], n), nsets)
tt = time_fn(lambda s: torch.add(sets[s][0], sets[s][1], out=sets[s][2]), nsets)
flops, nbytes = n, 12 * n
doc = {"workload": "zoo/basic/" + name, "shape": {"n": n}, "flops": flops, "bytes": nbytes,
       "kiln": dict(kt, nrmse_vs_torch=err, roofline=roofline(flops, nbytes, kt["median_ms"])),
       "baseline": dict(tt, impl="torch.add", roofline=roofline(flops, nbytes, tt["median_ms"]))}
write_result(name, doc)
print("%s n=%d: kiln %.4f ms, torch.add %.4f ms, nrmse %.2e" % (name, n, kt["median_ms"], tt["median_ms"], err))
