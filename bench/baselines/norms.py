"""Baseline only (no Kiln kernel yet): eager PyTorch row normalizations on
[tokens, hidden] in bf16 and f32, timed with the same method as Kiln kernels
(common.time_fn). One result file per case:
bench/results/baseline-<op>-<dtype>-t<tokens>h<hidden>-<gpu>.json (or $KILN_RESULTS).

  rmsnorm_eager  RMSNorm written in torch ops as in HF Llama: the row math in
                 float32, x * rsqrt(mean(x^2) + eps), cast back, times w
                 (several kernels; for f32 the casts are no-ops)
  rmsnorm_F      torch.nn.functional.rms_norm(x, (hidden,), w, eps)
                 (recorded as an error where this torch lacks it)
  softmax        torch.softmax(x, dim=-1)
  layernorm      torch.nn.functional.layer_norm(x, (hidden,), w, b, eps)

All are memory-bound: bytes = x read + y written (+ w, + b), each once, in the
input dtype; flops (nominal, per element) 4 RMSNorm, 5 softmax, 8 LayerNorm.
Outputs are fresh allocations (as a model's forward does). Each case checks
set 0 against a float64 reference (nrmse_vs_f64)."""
import time

from refbench import nrmse, nsets_for, parse_args, run_case, summary

TOKENS = 16384
HIDDEN = [4096, 8192]
DTYPES = ["bf16", "f32"]
OPS = ["rmsnorm_eager", "rmsnorm_F", "softmax", "layernorm"]
FLOPS_PER_ELEM = {"rmsnorm_eager": 4, "rmsnorm_F": 4, "softmax": 5, "layernorm": 8}
N_WEIGHTS = {"rmsnorm_eager": 1, "rmsnorm_F": 1, "softmax": 0, "layernorm": 2}
IMPL = {"rmsnorm_eager": "eager RMSNorm (torch ops, f32 row math)",
        "rmsnorm_F": "torch.nn.functional.rms_norm",
        "softmax": "torch.softmax (eager, fresh output)",
        "layernorm": "torch.nn.functional.layer_norm"}
RMS_EPS, LN_EPS = 1e-6, 1e-5


def cases():
    return [("%s-%s-t%dh%d" % (op, dt, TOKENS, h), op, dt, h) for h in HIDDEN for dt in DTYPES for op in OPS]


def rmsnorm_eager(x, w, eps=RMS_EPS):
    import torch
    xf = x.float()
    y = xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + eps)
    return w * y.to(x.dtype)


def make_case(op, dt, hidden):
    def make():
        import torch
        import torch.nn.functional as F
        dtype = {"bf16": torch.bfloat16, "f32": torch.float32}[dt]
        if op == "rmsnorm_F" and not hasattr(F, "rms_norm"):
            raise RuntimeError("torch.nn.functional.rms_norm not in torch %s" % torch.__version__)
        es = torch.tensor([], dtype=dtype).element_size()
        nsets = nsets_for(2 * TOKENS * hidden * es)
        g = torch.Generator(device="cuda").manual_seed(0)
        xs = [(torch.randn(TOKENS, hidden, device="cuda", generator=g) * 2 + 0.5).to(dtype) for _ in range(nsets)]
        w = (1 + 0.1 * torch.randn(hidden, device="cuda", generator=g)).to(dtype)
        b = (0.1 * torch.randn(hidden, device="cuda", generator=g)).to(dtype)
        shp = (hidden,)
        fn = {"rmsnorm_eager": lambda x: rmsnorm_eager(x, w),
              "rmsnorm_F": lambda x: F.rms_norm(x, shp, w, RMS_EPS),
              "softmax": lambda x: torch.softmax(x, dim=-1),
              "layernorm": lambda x: F.layer_norm(x, shp, w, b, LN_EPS)}[op]

        def launch(s):
            return fn(xs[s])

        def check():
            y = launch(0)
            x, wd, bd = xs[0].double(), w.double(), b.double()
            if op.startswith("rmsnorm"):
                ref = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + RMS_EPS) * wd
            elif op == "softmax":
                ref = torch.softmax(x, dim=-1)
            else:
                ref = F.layer_norm(x, shp, wd, bd, LN_EPS)
            return {"nrmse_vs_f64": nrmse(y, ref), "out_dtype": str(y.dtype).replace("torch.", "")}

        return {"launch": launch, "nsets": nsets, "check": check}
    return make


def main():
    cs = cases()
    a = parse_args(__doc__, [c[0] for c in cs], default_cap_s=3.0)
    t0 = time.time()
    docs = []
    for name, op, dt, h in cs:
        if name not in a.selected:
            continue
        es = 2 if dt == "bf16" else 4
        n = TOKENS * h
        doc = {"op": op, "shape": {"tokens": TOKENS, "hidden": h, "dtype": dt},
               "flops": FLOPS_PER_ELEM[op] * n, "bytes": (2 * n + N_WEIGHTS[op] * h) * es,
               "flops_formula": "%d*tokens*hidden (nominal)" % FLOPS_PER_ELEM[op],
               "bytes_formula": "(x + y)*tokens*hidden*es" + (" + %d*hidden*es" % N_WEIGHTS[op] if N_WEIGHTS[op] else ""),
               "baseline": {"impl": "%s %s" % (IMPL[op], dt)}}
        docs.append(run_case(name, doc, make_case(op, dt, h), a.cap_s, a.out))
    return summary(docs, t0)


if __name__ == "__main__":
    raise SystemExit(main())
