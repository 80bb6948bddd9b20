"""One launch each, between cudaProfilerStart/Stop (ncu --profile-from-start
off, bench/gpu/gemm_session3.sh), of the session-3 bf16 GEMM candidates next to
torch.matmul: M = 128, N = K = 4096 (the worst shape of run3): wgmma_splitk
BM = 64, BN = 64 (128 CTAs of 64 x 64, like cuBLAS's nvjet 64x64 kernel),
alone and in 2-CTA clusters (CLUSTER = 2: B multicast); 8192^3:
wgmma_ws_tma (TMA-store epilogue) with and without the stream-K tail, and
wgmma_ws CLUSTER = 2 (B multicast; its remote arrivals at .release.cta)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "baselines"))
import torch
from common import ROOT
import kiln


def compile_(d, defs):
    return kiln.compile(os.path.join(ROOT, d, "kernel.kiln"), defines=defs).kernel()


g = torch.Generator(device="cuda").manual_seed(0)
launches = []
m, n, k = 128, 4096, 4096
a = (torch.rand(m, k, device="cuda", generator=g) * 2 - 1).bfloat16()
b = (torch.rand(n, k, device="cuda", generator=g) * 2 - 1).bfloat16()
c = torch.empty(m, n, device="cuda", dtype=torch.bfloat16)
sk = compile_("zoo/gemm/wgmma_splitk", {"BM": 64, "BN": 64, "SPLITK": 1, "STAGES": 14})
sk2 = compile_("zoo/gemm/wgmma_splitk", {"BM": 64, "BN": 64, "SPLITK": 1, "STAGES": 14, "CLUSTER": 2})
ta, tb, tb2 = (kiln.TensorMap(a, [64, 64], "128B"), kiln.TensorMap(b, [64, 64], "128B"),
               kiln.TensorMap(b, [64, 32], "128B"))
ws1, cnt1 = torch.empty(m * n, device="cuda"), torch.zeros(128, device="cuda", dtype=torch.int32)
launches.append(lambda: sk(ta, tb, c, ws1, cnt1, m, n, k))
launches.append(lambda: sk2(ta, tb2, c, ws1, cnt1, m, n, k))
launches.append(lambda: torch.matmul(a, b.t()))

M = 8192
A = (torch.rand(M, M, device="cuda", generator=g) * 2 - 1).bfloat16()
B = (torch.rand(M, M, device="cuda", generator=g) * 2 - 1).bfloat16()
C = torch.empty(M, M, device="cuda", dtype=torch.bfloat16)
tma = compile_("zoo/gemm/wgmma_ws_tma", {"BN": 256, "STREAMK": 1})
tma0 = compile_("zoo/gemm/wgmma_ws_tma", {"BN": 256, "STREAMK": 0})
wsc2 = compile_("zoo/gemm/wgmma_ws", {"OUT_BF16": 1, "EPI16": 1, "CLUSTER": 2})
TA, TB, TC = kiln.TensorMap(A, [64, 128], "128B"), kiln.TensorMap(B, [64, 256], "128B"), kiln.TensorMap(C, [64, 64], "128B")
WS, FL = torch.empty(132 * 128 * 256, device="cuda"), torch.zeros(132, device="cuda", dtype=torch.int32)
launches.append(lambda: tma(TA, TB, TC, WS, FL, M, M, M))
launches.append(lambda: tma0(TA, TB, TC, WS, FL, M, M, M))
TB2 = kiln.TensorMap(B, [64, 128], "128B")
launches.append(lambda: wsc2(TA, TB2, C, M, M, M))
launches.append(lambda: torch.matmul(A, B.t()))

for _ in range(2):
    for f in launches:
        f()
torch.cuda.synchronize()
torch.cuda.profiler.start()
for f in launches:
    f()
torch.cuda.synchronize()
torch.cuda.profiler.stop()
print("profiled %d kernels" % len(launches))
