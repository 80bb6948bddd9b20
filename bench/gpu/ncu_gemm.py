"""One launch each of zoo/gemm/wgmma_splitk (BN = 128, SPLITK = 4), zoo/gemm/wgmma_ws
(BN = 64) and torch.matmul at M = 128, N = 4096, K = 4096, between
cudaProfilerStart/Stop, for ncu --profile-from-start off (bench/gpu/zoo_v1.sh)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "baselines"))
import torch
from common import ROOT
import kiln

m, n, k = 128, 4096, 4096
g = torch.Generator(device="cuda").manual_seed(0)
a = (torch.rand(m, k, device="cuda", generator=g) * 2 - 1).bfloat16()
b = (torch.rand(n, k, device="cuda", generator=g) * 2 - 1).bfloat16()
c = torch.empty(m, n, device="cuda", dtype=torch.bfloat16)
sk = kiln.compile(os.path.join(ROOT, "zoo/gemm/wgmma_splitk/kernel.kiln"), defines={"BN": 128, "SPLITK": 4}).kernel()
ws_k = kiln.compile(os.path.join(ROOT, "zoo/gemm/wgmma_ws/kernel.kiln"),
                    defines={"BN": 64, "STAGES": 6, "OUT_BF16": 1, "EPI16": 1}).kernel()
ws = torch.empty(4 * m * n, device="cuda")
cnt = torch.zeros(n // 128, device="cuda", dtype=torch.int32)
ta, tb, tb64 = kiln.TensorMap(a, [64, 128], "128B"), kiln.TensorMap(b, [64, 128], "128B"), kiln.TensorMap(b, [64, 64], "128B")
for _ in range(2):
    sk(ta, tb, c, ws, cnt, m, n, k)
    ws_k(ta, tb64, c, m, n, k)
    torch.matmul(a, b.t())
torch.cuda.synchronize()
torch.cuda.profiler.start()
sk(ta, tb, c, ws, cnt, m, n, k)
ws_k(ta, tb64, c, m, n, k)
torch.matmul(a, b.t())
torch.cuda.synchronize()
torch.cuda.profiler.stop()
print("profiled 3 kernels")
