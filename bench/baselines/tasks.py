"""Baselines of the shipped optimization tasks (tasks/*/task.json), in
PyTorch, served to `kiln task eval` by taskbase.serve (the protocol and the
timing method are described there). Inputs follow each task's workload:
the same shapes, dtypes and value distributions; outputs are fresh
allocations, as in a model's forward.

    python3 bench/baselines/tasks.py FUNCTION     (started by kiln task eval)

  softmax_f32   torch.softmax(x, dim=1), f32            tasks/softmax_f32
  rmsnorm_bf16  torch.nn.functional.rms_norm, bf16      tasks/rmsnorm_bf16
  gemm_bf16     torch.matmul(a, b.T), bf16 (cuBLAS)     tasks/gemm_bf16
  kda_chunk     fla.ops.kda.chunk_kda (FLA 0.6, Triton) tasks/kda_chunk
                (needs the flash-linear-attention wheels: README "flash-linear-attention")

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


def _load_fla():
    # fla/__init__ pulls in fla.layers/models (transformers); the ops need neither
    import sys
    try:
        from fla.ops.kda import chunk_kda
        from fla.ops.kda.naive import naive_recurrent_kda
        return chunk_kda, naive_recurrent_kda
    except Exception as e:
        for m in [m for m in sys.modules if m == "fla" or m.startswith("fla.")]:
            del sys.modules[m]
        sys.modules["fla.layers"] = None
        sys.modules["fla.models"] = None
        try:
            from fla.ops.kda import chunk_kda
            from fla.ops.kda.naive import naive_recurrent_kda
            return chunk_kda, naive_recurrent_kda
        except Exception as e2:
            raise RuntimeError("the KDA baseline needs flash-linear-attention (FLA) importable: %s: %s (first try: %s)"
                               % (type(e2).__name__, e2, e))


@taskbase.baseline("fla.ops.kda.chunk_kda (FLA, Triton; in-kernel options: q/k L2 norm, sigmoid beta, gate "
                   "-exp(A_log) softplus(g + dt_bias); fp32 initial state in, final state out)")
def kda_chunk(v):
    import torch
    import torch.nn.functional as F
    chunk_kda, naive = _load_fla()
    b, t, h, hv = int(v["b"]), int(v["t"]), int(v["h"]), int(v["hv"])
    if hv != h:
        raise RuntimeError("the FLA baseline takes hv == h (grouped value heads are Kiln-only here)")
    K = V = 128
    scale = K ** -0.5
    g_ = _gen()

    def rn(*s, std=1.0, dt=torch.float32):
        return (torch.randn(*s, device="cuda", generator=g_) * std).to(dt)

    # zoo/linear_attention/kda_chunk/workload.json: normal(0, 1) q, k, v, g, beta;
    # a_log uniform(-2, 0); dt_bias normal(0, 0.5); h0 normal(0, 0.5)
    one = (b * t * (2 * h * K + hv * V) * 2 + b * t * hv * (K * 4 + 2) + 2 * b * hv * K * V * 4)
    nsets = nsets_for(one)
    sets = []
    for _ in range(nsets):
        sets.append({"q": rn(b, t, h, K, dt=torch.bfloat16), "k": rn(b, t, h, K, dt=torch.bfloat16),
                     "v": rn(b, t, hv, V, dt=torch.bfloat16), "g": rn(b, t, hv, K), "beta": rn(b, t, hv, dt=torch.bfloat16),
                     "a_log": torch.rand(hv, device="cuda", generator=g_) * 2 - 2, "dt_bias": rn(hv * K, std=0.5),
                     "h0": rn(b, hv, K, V, std=0.5)})

    def launch(s):
        st = sets[s]
        return chunk_kda(st["q"], st["k"], st["v"], st["g"], st["beta"], scale=scale, initial_state=st["h0"],
                         output_final_state=True, use_qk_l2norm_in_kernel=True, use_beta_sigmoid_in_kernel=True,
                         use_gate_in_kernel=True, A_log=st["a_log"], dt_bias=st["dt_bias"])

    def check():
        # causal: the first P tokens' outputs depend on those tokens only;
        # FLA's float32 token loop on batch 0, heads 0-1, the options applied in torch
        st, P, nh = sets[0], min(t, 256), min(h, 2)
        o = launch(0)[0][:1, :P, :nh].float()
        qq, kk = st["q"][:1, :P, :nh].float(), st["k"][:1, :P, :nh].float()
        qq = qq / torch.sqrt((qq * qq).sum(-1, keepdim=True) + 1e-6)
        kk = kk / torch.sqrt((kk * kk).sum(-1, keepdim=True) + 1e-6)
        x = st["g"][:1, :P, :nh] + st["dt_bias"].view(hv, K)[:nh]
        gg = -st["a_log"][:nh].exp().view(nh, 1) * torch.where(x > 20, x, F.softplus(x))
        ro, _ = naive(qq, kk, st["v"][:1, :P, :nh].float(), gg, st["beta"][:1, :P, :nh].float().sigmoid(), scale=scale,
                      initial_state=st["h0"][:1, :nh], output_final_state=True)
        return {"nrmse_o_vs_fla_naive_f32": nrmse(o, ro), "tokens_checked": P, "heads_checked": nh}
    return {"launch": launch, "nsets": nsets, "check": check, "impl": kda_chunk.impl}


if __name__ == "__main__":
    raise SystemExit(taskbase.serve(globals()))
