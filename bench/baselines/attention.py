"""Baseline only (no Kiln kernel yet): torch.nn.functional.scaled_dot_product_attention
forward in bf16 with the cuDNN and the flash backends (each forced alone with
torch.nn.attention.sdpa_kernel), causal and non-causal, on LLM-like shapes.
Same timing method as Kiln kernels (common.time_fn). One result file per case:
bench/results/baseline-sdpa-<backend>-<causal|full>-b<B>h<H>s<S>d<D>-<gpu>.json
(or $KILN_RESULTS). A backend the device or the torch build lacks is recorded
as "baseline": {"error": ...}.

flops = 4*B*H*S*S*D (QK^T and PV), halved for causal; bytes = q, k, v read
and o written once: 4*B*H*S*D*2. Inputs [B, H, S, D] contiguous, randn,
default scale 1/sqrt(D). Each case also checks batch 0, heads 0-1 against a
float32 softmax(QK^T)V (nrmse_vs_f32_subset)."""
import time

from refbench import nrmse, nsets_for, parse_args, run_case, summary

SHAPES = [  # B, H, S, D
    (4, 32, 4096, 128),
    (16, 16, 1024, 64),
    (1, 32, 16384, 128),
]
BACKENDS = [("cudnn", "CUDNN_ATTENTION"), ("flash", "FLASH_ATTENTION")]


def cases():
    out = []
    for B, H, S, D in SHAPES:
        for causal in (False, True):
            for be, enum_name in BACKENDS:
                name = "sdpa-%s-%s-b%dh%ds%dd%d" % (be, "causal" if causal else "full", B, H, S, D)
                out.append((name, be, enum_name, causal, (B, H, S, D)))
    return out


def make_case(enum_name, causal, shape):
    def make():
        import torch
        import torch.nn.functional as F
        from torch.nn.attention import SDPBackend, sdpa_kernel
        backend = getattr(SDPBackend, enum_name)  # AttributeError on a torch without it: recorded
        B, H, S, D = shape
        nsets = nsets_for(4 * B * H * S * D * 2)
        g = torch.Generator(device="cuda").manual_seed(0)
        sets = [tuple(torch.randn(B, H, S, D, device="cuda", dtype=torch.bfloat16, generator=g) for _ in range(3))
                for _ in range(nsets)]

        def launch(s):
            q, k, v = sets[s]
            return F.scaled_dot_product_attention(q, k, v, is_causal=causal)

        def check():
            o = launch(0)[:1, :2].float()
            q, k, v = (t[:1, :2].float() for t in sets[0])
            sc = (q @ k.transpose(-1, -2)) * (D ** -0.5)
            if causal:
                sc.masked_fill_(torch.ones(S, S, dtype=torch.bool, device="cuda").triu(1), float("-inf"))
            ref = torch.softmax(sc, dim=-1) @ v
            return {"nrmse_vs_f32_subset": nrmse(o, ref), "check": "batch 0, heads 0-1 vs float32 softmax(QK^T/sqrt(D))V"}

        return {"launch": launch, "nsets": nsets, "check": check, "ctx": sdpa_kernel([backend]),
                "info": {"torch_backend": "SDPBackend." + enum_name,
                         "cudnn_version": torch.backends.cudnn.version()}}
    return make


def main():
    cs = cases()
    a = parse_args(__doc__, [c[0] for c in cs], default_cap_s=3.0)
    t0 = time.time()
    docs = []
    for name, be, enum_name, causal, (B, H, S, D) in cs:
        if name not in a.selected:
            continue
        flops = 4 * B * H * S * S * D // (2 if causal else 1)
        doc = {"op": "attention_forward", "shape": {"B": B, "H": H, "S": S, "D": D, "causal": causal,
                                                   "dtype": "bf16"},
               "flops": flops, "bytes": 4 * B * H * S * D * 2,
               "flops_formula": "4*B*H*S*S*D" + (" / 2 (causal)" if causal else ""),
               "bytes_formula": "(q + k + v + o) = 4*B*H*S*D*2",
               "baseline": {"impl": "torch SDPA %s backend bf16%s" % (be, " causal" if causal else "")}}
        docs.append(run_case(name, doc, make_case(enum_name, causal, (B, H, S, D)), a.cap_s, a.out))
    return summary(docs, t0)


if __name__ == "__main__":
    raise SystemExit(main())
