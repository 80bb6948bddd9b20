"""The PyTorch binding on a GPU: Kiln kernels launched on torch tensors
(data_ptr, current stream) must match torch.  Run on a CUDA machine:
    PYTHONPATH=python python3 tests/gpu/test_python_binding.py
Prints one line per check and a closing "N passed, N failed"."""
import os
import sys
import torch
import kiln

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
passed = failed = 0


def check(name, cond, detail=""):
    global passed, failed
    if cond:
        passed += 1
        print("ok   " + name)
    else:
        failed += 1
        print("FAIL %s %s" % (name, detail))


def nrmse(got, ref):
    got, ref = got.double(), ref.double()
    return float((got - ref).norm() / ref.norm())


g = torch.Generator(device="cuda").manual_seed(1)

# vadd: add.rn.f32 is torch's f32 add: bitwise equal
n = 1000003
a = torch.rand(n, device="cuda", generator=g) * 2 - 1
b = torch.rand(n, device="cuda", generator=g) * 2 - 1
out = torch.full((n,), float("nan"), device="cuda")
kiln.compile(ROOT + "/zoo/basic/vadd/kernel.kiln").kernel("vadd")(a, b, out, n)
torch.cuda.synchronize()
check("vadd == torch a + b (bitwise)", torch.equal(out, a + b))

# vadd_v4 with a tail (n % 4 == 3), on a side stream: the binding uses the current stream
s = torch.cuda.Stream()
out.fill_(float("nan"))
with torch.cuda.stream(s):
    kiln.compile(ROOT + "/zoo/basic/vadd_v4/kernel.kiln").kernel("vadd_v4")(a, b, out, n)
s.synchronize()
check("vadd_v4 on a side stream == torch a + b (bitwise)", torch.equal(out, a + b))

# row softmax against torch.softmax
rows, cols = 512, 1000
x = torch.randn(rows, cols, device="cuda", generator=g)
y = torch.full_like(x, float("nan"))
kiln.compile(ROOT + "/zoo/softmax/row_softmax/kernel.kiln").kernel("row_softmax")(x, y, rows, cols)
torch.cuda.synchronize()
e = nrmse(y, torch.softmax(x.double(), dim=1))
check("row_softmax vs torch.softmax (nrmse %.2e < 1e-6)" % e, e < 1e-6 and not torch.isnan(y).any())

# wgmma + TMA GEMM: C = A B^T from bf16 tensors through tensor maps
m, nn, k = 256, 384, 320
A = (torch.rand(m, k, device="cuda", generator=g) * 2 - 1).bfloat16()
B = (torch.rand(nn, k, device="cuda", generator=g) * 2 - 1).bfloat16()
C = torch.full((m, nn), float("nan"), device="cuda")
kern = kiln.compile(ROOT + "/zoo/gemm/wgmma_tma/kernel.kiln").kernel()
kern(kiln.TensorMap(A, [64, 128], "128B"), kiln.TensorMap(B, [64, 128], "128B"), C, m, nn, k)
torch.cuda.synchronize()
e = nrmse(C, A.double() @ B.double().t())
check("wgmma_tma gemm vs float64 A @ B.T (nrmse %.2e < 1e-5)" % e, e < 1e-5 and not torch.isnan(C).any())
e2 = nrmse(C, (A.float() @ B.float().t()))
check("wgmma_tma gemm vs torch.matmul f32 (nrmse %.2e < 1e-5)" % e2, e2 < 1e-5)

# errors surface as exceptions, not crashes
try:
    kiln.compile(ROOT + "/tests/golden/err/" + [f for f in sorted(os.listdir(ROOT + "/tests/golden/err")) if f.endswith(".kiln")][0])
    check("compile error raises KilnError", False)
except kiln.KilnError:
    check("compile error raises KilnError", True)

print("%d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
