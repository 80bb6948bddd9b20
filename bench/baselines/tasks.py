"""Baselines of the shipped optimization tasks (tasks/*/task.json), in
PyTorch, served to `kiln task eval` by taskbase.serve (the protocol and the
timing method are described there). Inputs follow each task's workload:
the same shapes, dtypes and value distributions; outputs are fresh
allocations, as in a model's forward.

    python3 bench/baselines/tasks.py FUNCTION     (started by kiln task eval)

  softmax_f32   torch.softmax(x, dim=1), f32            tasks/softmax_f32
  rmsnorm_bf16  torch.nn.functional.rms_norm, bf16      tasks/rmsnorm_bf16
  gemm_bf16     torch.matmul(a, b.T), bf16 (cuBLAS)     tasks/gemm_bf16

Each checks its own output (buffer set 0) against a float64 reference
computed from the same inputs (nrmse_vs_f64; GEMM on the first 256 rows)."""
import taskbase
from refbench import nrmse, nsets_for


def _gen():
    import torch
    return torch.Generator(device="cuda").manual_seed(0)


def _uniform(shape, lo, hi, g, dtype):
    import torch
    return (torch.rand(*shape, device="cuda", generator=g) * (hi - lo) + lo).to(dtype)


@taskbase.baseline("torch.softmax(x, dim=1) (eager, f32, fresh output)")
def softmax_f32(v):
    import torch
    rows, n = int(v["rows"]), int(v["n"])
    g = _gen()
    nsets = nsets_for(2 * rows * n * 4)
    xs = [_uniform((rows, n), -5, 5, g, torch.float32) for _ in range(nsets)]   # workload: uniform(-5, 5)

    def launch(s):
        return torch.softmax(xs[s], dim=1)

    def check():
        return {"nrmse_vs_f64": nrmse(launch(0), torch.softmax(xs[0].double(), dim=1))}
    return {"launch": launch, "nsets": nsets, "check": check, "impl": softmax_f32.impl}


@taskbase.baseline("torch.nn.functional.rms_norm(x, (n,), w, 1e-6) (bf16, fresh output)")
def rmsnorm_bf16(v):
    import torch
    import torch.nn.functional as F
    if not hasattr(F, "rms_norm"):
        raise RuntimeError("torch.nn.functional.rms_norm is not in torch %s" % torch.__version__)
    rows, n, eps = int(v["rows"]), int(v["n"]), 1e-6
    g = _gen()
    nsets = nsets_for(2 * rows * n * 2)
    xs = [_uniform((rows, n), -3, 4, g, torch.bfloat16) for _ in range(nsets)]   # workload: uniform(-3, 4)
    w = (1 + 0.1 * torch.randn(n, device="cuda", generator=g)).to(torch.bfloat16)  # workload: normal(1, 0.1)

    def launch(s):
        return F.rms_norm(xs[s], (n,), w, eps)

    def check():
        x = xs[0].double()
        ref = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps) * w.double()
        return {"nrmse_vs_f64": nrmse(launch(0), ref)}
    return {"launch": launch, "nsets": nsets, "check": check, "impl": rmsnorm_bf16.impl}


@taskbase.baseline("torch.matmul(a, b.T) (bf16 in and out, f32 accumulate: cuBLAS)")
def gemm_bf16(v):
    import torch
    m, n, k = int(v["m"]), int(v["n"]), int(v["k"])
    g = _gen()
    nsets = nsets_for(2 * (m * k + n * k + m * n))
    ab = [(_uniform((m, k), -1, 1, g, torch.bfloat16), _uniform((n, k), -1, 1, g, torch.bfloat16))
          for _ in range(nsets)]   # workload: uniform(-1, 1)

    def launch(s):
        a, b = ab[s]
        return torch.matmul(a, b.t())

    def check():
        a, b = ab[0]
        r = min(m, 256)
        return {"nrmse_vs_f64": nrmse(launch(0)[:r], a[:r].double() @ b.double().t()), "rows_checked": r}
    return {"launch": launch, "nsets": nsets, "check": check, "impl": gemm_bf16.impl}


if __name__ == "__main__":
    raise SystemExit(taskbase.serve(globals()))
