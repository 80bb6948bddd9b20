"""One launch each of Kiln memory-bound kernels and their torch.compile
counterparts, between cudaProfilerStart/Stop, for
  ncu --profile-from-start off --clock-control none --section ... python3 bench/gpu/ncu_membound.py
(bench/gpu/zoo_v1.sh, bench/gpu/norms_ring.sh).  Warm-up and compilation
happen before the profiled region.  2^28 elements per case (rows = 2^28 / n).
Env NCU_SPECS: ';'-separated OP@N[:ENTRY]:K=V,K=V... (ENTRY defaults to the
op's plain kernel, e.g. "rmsnorm@8192:rmsnorm_ring:THREADS=512,VEC=2,
STAGES=4,CTAS=396,WREG=1"); without it, the older NCU_OPS (default
rmsnorm,softmax_bf16) at n = 8192 with NCU_DEFS ("THREADS,VEC", default
256,4) for the plain kernels.  NCU_COMPILED=0 skips the torch.compile
counterparts."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torch
import membound as mb
import kiln


def specs():
    text = os.environ.get("NCU_SPECS")
    if not text:
        th, vec = (int(x) for x in os.environ.get("NCU_DEFS", "256,4").split(","))
        return [(op, 8192, mb.KERNELS[op][1], {"THREADS": th, "VEC": vec})
                for op in os.environ.get("NCU_OPS", "rmsnorm,softmax_bf16").split(",")]
    out = []
    for item in filter(None, (s.strip() for s in text.split(";"))):
        head, _, defs = item.rpartition(":")
        parts = head.split(":")
        op, n = parts[0].split("@")
        entry = parts[1] if len(parts) > 1 else mb.KERNELS[op][1]
        d = {k: int(v) for k, v in (kv.split("=") for kv in defs.split(",") if kv)}
        out.append((op, int(n), entry, d))
    return out


g = torch.Generator(device="cuda").manual_seed(0)
work = []
for op, n, entry, defines in specs():
    rows = (1 << 28) // n
    d = mb.KERNELS[op][0]
    k = kiln.compile(os.path.join(mb.ROOT, d, "kernel.kiln"), defines=defines, kernel=entry).kernel(entry)
    ins = mb.make_inputs(op, rows, n, g)
    dt = torch.float32 if mb.ESIZE.get(op, 2) == 4 else torch.bfloat16
    outs = [torch.empty(rows, n, device="cuda", dtype=dt) for _ in range(2 if op == "add_rmsnorm" else 1)]
    call = mb.kiln_call(op, k, ins, outs, rows, n)
    cf = None
    if os.environ.get("NCU_COMPILED", "1") != "0":
        cf = torch.compile(mb.torch_fns(op)[2], dynamic=False)
        cf(*ins)
    call()
    work.append((call, cf, ins))
    print("ncu case", op, n, entry, defines, flush=True)
torch.cuda.synchronize()
torch.cuda.profiler.start()
for call, cf, ins in work:
    call()
    if cf is not None:
        cf(*ins)
torch.cuda.synchronize()
torch.cuda.profiler.stop()
print("profiled", len(work), "cases")
