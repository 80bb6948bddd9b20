"""Baseline only (no Kiln kernel yet): flash-linear-attention forward kernels
for the linear-attention kernels to come, bf16, timed with the same method as
Kiln kernels (common.time_fn), under torch.inference_mode():

  chunk_kda               fla.ops.kda.chunk_kda                (Kimi Delta Attention, chunked, Triton)
  fused_recurrent_kda     fla.ops.kda.fused_recurrent_kda      (KDA, token-serial recurrence, Triton)
  chunk_gated_delta_rule  fla.ops.gated_delta_rule.chunk_gated_delta_rule  (Gated DeltaNet, chunked)

(Named fla_ops.py, not fla.py: a fla.py in this folder would shadow the fla
package for every script run from here.)

The package is not on the GPU image: bench/baselines/README.md says how its
wheels travel in .whl/ and are installed into /tmp/site on the device.

Inputs follow the functions' docstrings ("core" form: the caller has done the
normalizations, no *_in_kernel flags): q, k [B, T, H, K] L2-normalized over K
then bf16; v [B, T, H, V] randn bf16; gate in log space, float32,
g = logsigmoid(randn): [B, T, H, K] for KDA, [B, T, H] for GDN; beta [B, T, H]
= sigmoid(randn) in (0, 1), bf16; scale 1/sqrt(K); no initial state, no final
state output. One result file per case:
bench/results/baseline-fla-<op>-b<B>t<T>h<H>k<K>v<V>-<gpu>.json (or $KILN_RESULTS).

flops (approximate matmul work of the algorithm, per token and head; C = 64,
the chunk size): chunked 6*C*K + 4*C*V + 6*K*V (intra-chunk QK^T, KK^T, WY
products, state read, update and output); recurrent 7*K*V.
bytes: q, k, v read and o written once in bf16, g in f32, beta in bf16:
B*T*H*(2*(2K + 2V) + 4K + 2) for KDA, B*T*H*(2*(2K + 2V) + 4 + 2) for GDN.
Each case checks batch 0, heads 0-1, the first 1024 tokens against a float32
token-by-token recurrence written here (nrmse_vs_f32_recurrence_subset)."""
import time

from refbench import nrmse, nsets_for, parse_args, run_case, summary

SHAPES = [  # B, T, H, K, V
    (1, 8192, 16, 128, 128),
    (8, 2048, 16, 128, 128),
]
OPS = ["chunk_kda", "fused_recurrent_kda", "chunk_gated_delta_rule"]
CHUNK = 64
CHECK_TOKENS, CHECK_HEADS = 1024, 2

_FLA = {}


def load_fla():
    """Imports the ops once. fla/__init__ also imports fla.layers and
    fla.models (the flash-linear-attention wheel, which pulls in transformers);
    the ops need neither, so if that import fails it is retried with both
    blocked, and the reason recorded."""
    if _FLA:
        return _FLA
    import importlib
    import sys
    note = None

    def imp():
        kda = importlib.import_module("fla.ops.kda")
        gdr = importlib.import_module("fla.ops.gated_delta_rule")
        return kda, gdr

    try:
        try:
            kda, gdr = imp()
        except ModuleNotFoundError as e:
            if e.name in ("fla", "fla.ops"):
                raise
            note = "import failed (%s: %s); retried with fla.layers and fla.models blocked" % (type(e).__name__, e)
        except Exception as e:
            note = "import failed (%s: %s); retried with fla.layers and fla.models blocked" % (type(e).__name__, e)
        if note:
            for m in [m for m in sys.modules if m == "fla" or m.startswith("fla.")]:
                del sys.modules[m]
            sys.modules["fla.layers"] = None
            sys.modules["fla.models"] = None
            kda, gdr = imp()
        import fla
        from importlib.metadata import version
        info = {"fla_version": getattr(fla, "__version__", "?"), "fla_path": list(getattr(fla, "__path__", []))}
        for dist in ("fla-core", "flash-linear-attention", "triton"):
            try:
                info[dist.replace("-", "_") + "_dist"] = version(dist)
            except Exception:
                pass
        from importlib.util import find_spec
        # optional native backends fla dispatches to when installed (they are not, on the image)
        info["optional_backends_installed"] = {p: find_spec(p) is not None for p in ("flash_kda", "flash_qla", "tilelang")}
        if note:
            info["import_note"] = note
        _FLA.update(chunk_kda=kda.chunk_kda, fused_recurrent_kda=kda.fused_recurrent_kda,
                    chunk_gated_delta_rule=gdr.chunk_gated_delta_rule, info=info)
    except Exception as e:
        _FLA["error"] = e
    return _FLA


def cases():
    return [("fla-%s-b%dt%dh%dk%dv%d" % ((op,) + s), op, s) for s in SHAPES for op in OPS]


def flops_of(op, B, T, H, K, V):
    per = 7 * K * V if op.startswith("fused_recurrent") else 6 * CHUNK * K + 4 * CHUNK * V + 6 * K * V
    return B * T * H * per


def bytes_of(op, B, T, H, K, V):
    g = 4 * K if op.endswith("kda") else 4
    return B * T * H * (2 * (2 * K + 2 * V) + g + 2)


def recurrence_ref(q, k, v, g, beta, scale, per_key_gate):
    """float32 token loop, state S [h, K, V]: S *= exp(g_t); u = v_t - k_t S;
    S += k_t (beta_t u)^T; o_t = (scale q_t) S. q, k [T, h, K], v [T, h, V],
    g [T, h, K] (KDA) or [T, h] (GDN), beta [T, h]."""
    import torch
    T, h, K = q.shape
    S = q.new_zeros(h, K, v.shape[-1])
    o = q.new_empty(T, h, v.shape[-1])
    for t in range(T):
        d = g[t].exp()
        S = S * (d[:, :, None] if per_key_gate else d[:, None, None])
        u = v[t] - torch.einsum("hk,hkv->hv", k[t], S)
        S = S + k[t][:, :, None] * (beta[t][:, None] * u)[:, None, :]
        o[t] = torch.einsum("hk,hkv->hv", q[t] * scale, S)
    return o


def make_case(op, shape):
    def make():
        fl = load_fla()
        if "error" in fl:
            raise fl["error"]
        import torch
        import torch.nn.functional as F
        B, T, H, K, V = shape
        kda = op.endswith("kda")
        set_bytes = bytes_of(op, B, T, H, K, V)
        nsets = nsets_for(set_bytes)
        gen = torch.Generator(device="cuda").manual_seed(0)

        def rn(*s):
            return torch.randn(*s, device="cuda", dtype=torch.float32, generator=gen)

        sets = []
        for _ in range(nsets):
            q = F.normalize(rn(B, T, H, K), p=2, dim=-1).to(torch.bfloat16)
            k = F.normalize(rn(B, T, H, K), p=2, dim=-1).to(torch.bfloat16)
            v = rn(B, T, H, V).to(torch.bfloat16)
            g = F.logsigmoid(rn(B, T, H, K) if kda else rn(B, T, H))
            beta = rn(B, T, H).sigmoid().to(torch.bfloat16)
            sets.append((q, k, v, g, beta))
        fn = fl[op]

        def launch(s):
            q, k, v, g, beta = sets[s]
            return fn(q=q, k=k, v=v, g=g, beta=beta, use_qk_l2norm_in_kernel=False, output_final_state=False)[0]

        def check():
            o = launch(0)
            n, h = min(T, CHECK_TOKENS), CHECK_HEADS
            q, k, v, g, beta = (t[0, :n, :h].float() for t in sets[0])
            ref = recurrence_ref(q, k, v, g, beta, K ** -0.5, kda)
            return {"nrmse_vs_f32_recurrence_subset": nrmse(o[0, :n, :h], ref),
                    "check": "batch 0, heads 0-%d, tokens 0-%d vs float32 token loop" % (h - 1, n - 1),
                    "out_dtype": str(o.dtype).replace("torch.", "")}

        return {"launch": launch, "nsets": nsets, "check": check, "ctx": torch.inference_mode(),
                "info": dict(fl["info"])}
    return make


def main():
    cs = cases()
    a = parse_args(__doc__, [c[0] for c in cs], default_cap_s=3.0)
    t0 = time.time()
    docs = []
    for name, op, (B, T, H, K, V) in cs:
        if name not in a.selected:
            continue
        rec = op.startswith("fused_recurrent")
        doc = {"op": op, "shape": {"B": B, "T": T, "H": H, "K": K, "V": V, "dtype": "bf16"},
               "flops": flops_of(op, B, T, H, K, V), "bytes": bytes_of(op, B, T, H, K, V),
               "flops_formula": "B*T*H*7*K*V (recurrent, approximate)" if rec else
               "B*T*H*(6*C*K + 4*C*V + 6*K*V), C=64 (chunked, approximate)",
               "bytes_formula": "B*T*H*(2*(2K+2V) + %s + 2)" % ("4K" if op.endswith("kda") else "4"),
               "inputs": "q,k L2-normalized bf16; v randn bf16; g=logsigmoid(randn) f32 %s; beta=sigmoid(randn) bf16"
                         % ("[B,T,H,K]" if op.endswith("kda") else "[B,T,H]"),
               "baseline": {"impl": "flash-linear-attention %s bf16 fwd" % op}}
        docs.append(run_case(name, doc, make_case(op, (B, T, H, K, V)), a.cap_s, a.out))
    return summary(docs, t0)


if __name__ == "__main__":
    raise SystemExit(main())
