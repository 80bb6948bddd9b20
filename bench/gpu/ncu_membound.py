"""One launch each of the Kiln memory-bound kernels and their torch.compile
counterparts at 32768 x 8192 bf16, between cudaProfilerStart/Stop, for
  ncu --profile-from-start off --clock-control none --section ... python3 bench/gpu/ncu_membound.py
(bench/gpu/zoo_v1.sh).  Warm-up and compilation happen before the profiled
region.  Env: NCU_OPS (default rmsnorm,softmax_bf16), NCU_DEFS
("THREADS,VEC" for the Kiln kernels, default 256,4)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torch
import membound as mb
import kiln

rows, n = 32768, 8192
th, vec = (int(x) for x in os.environ.get("NCU_DEFS", "256,4").split(","))
g = torch.Generator(device="cuda").manual_seed(0)
work = []
for op in os.environ.get("NCU_OPS", "rmsnorm,softmax_bf16").split(","):
    d, entry = mb.KERNELS[op]
    k = kiln.compile(os.path.join(mb.ROOT, d, "kernel.kiln"), defines={"THREADS": th, "VEC": vec}).kernel(entry)
    ins = mb.make_inputs(op, rows, n, g)
    outs = [torch.empty(rows, n, device="cuda", dtype=torch.bfloat16) for _ in range(2 if op == "add_rmsnorm" else 1)]
    call = mb.kiln_call(op, k, ins, outs, rows, n)
    cf = torch.compile(mb.torch_fns(op)[2], dynamic=False)
    call()
    cf(*ins)
    work.append((call, cf, ins))
torch.cuda.synchronize()
torch.cuda.profiler.start()
for call, cf, ins in work:
    call()
    cf(*ins)
torch.cuda.synchronize()
torch.cuda.profiler.stop()
print("profiled", len(work), "pairs")
