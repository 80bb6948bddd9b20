"""Issue 13 on the GPU, side by side in one process: the zoo/linear_attention
kernels (through the Python binding, python/kiln) against flash-linear-
attention (FLA 0.6.0, bench/baselines/README.md says how its wheels travel)
and against a device copy of the same bytes.

Decode (zoo/linear_attention/kda_decode, FLA fused_recurrent_kda, T = 1),
shapes (B, H, HV, D) = (128, 16, 32, 128) and (256, 32, 32, 128), FLA's
in-kernel options on (use_qk_l2norm_in_kernel, use_gate_in_kernel with
A_log and dt_bias, use_beta_sigmoid_in_kernel), fp32 initial state in and
final state out:
  * copy   : torch copy_ of an fp32 tensor as large as the states (reads and
             writes the state bytes once: the "measured copy bandwidth");
  * fla    : fused_recurrent_kda with the same options and tensors;
  * fla_core: fused_recurrent_kda in the core form (options applied
             beforehand, outside the timing) -- the cheaper FLA call;
  * kiln   : each template variant in DECODE_VARIANTS, checked before it is
             timed against a float64 torch recurrence (nrmse of o and ht)
             and against FLA's outputs; the best checked variant is the
             kernel's figure.
Chunked forward (zoo/linear_attention/kda_chunk, FLA chunk_kda with the same
in-kernel options and fp32 initial/final state; zoo/linear_attention/gdn_chunk,
FLA chunk_gated_delta_rule with in-kernel L2 norm and sigmoid beta), shapes
(B, T, H = HV) in CHUNK_SHAPES (K = V = 128; by default only the acceptance
shape B1 T8192 H96: FLA's first call there compiles and autotunes for about
a minute, and the device call has 4 minutes; --chunk-shapes all runs the
issue's three).  Gate inputs are model-like (Kimi Linear's initialisation):
A_log = log(uniform(1, 16)), dt_bias = softplus^-1(uniform(1e-3, 0.1)),
g = randn -- per-token decays well inside the kernel's per-block range
(kda_chunk/NOTES.md).  Two Kiln forms, both timed: "fused" (kda_chunk, one
CTA per head walks the chunks) and "split" (kda_chunk MODE = 1 over every
(head, chunk) in parallel, then kda_state: two launches, timed together);
the best checked one is the kernel's figure.  Checked before timing: Kiln against FLA's outputs (all
heads) and against FLA's float32 token-by-token reference (naive_recurrent_kda)
on batch 0, heads 0-1, all T tokens.
Timing: bench/baselines/common.time_fn (CUDA events per launch, L2 flushed,
rotation sets, medians) for every row.  One result file per shape:
  $KILN_RESULTS/baseline-la-kda_decode-b<B>h<H>hv<HV>d<D>-<gpu>.json
  $KILN_RESULTS/baseline-la-{kda,gdn}_chunk-b<B>t<T>h<H>-<gpu>.json
with "kiln", "fla", "fla_core", "copy" entries, pct_of_copy and speedups.
The split form's two halves are also timed alone (intra_median_ms,
state_median_ms), and at once on independent data (corun_median_ms: the
bound of any overlap of the two).  --segments adds the pipelined split form
(zoo/linear_attention/la_split.py) over G segments, "split-gG[-np][-1s]
[-mc][-b2][-graph]" (the option's help and chunk_case say what each
suffix changes); --forms picks the unsegmented forms; --pad-cycles sets the
GPU sleep before every timed launch of the chunk cases (every row, FLA's
too), which must outlast the host's enqueue of a multi-launch form
(host_enqueue_ms records it per form).  --skip-fla: the chunk cases time the Kiln forms only
(still checked against FLA's torch reference) -> baseline-la-forms-*.json.
--fla-warm: only FLA's first chunk calls of the selected cases (its Triton
compile and autotune caches on disk; linear_attention.sh runs one such process
per shape in parallel before the side-by-side run, see there).
Usage: python3 bench/gpu/linear_attention.py [--cap-s S] [--only SUBSTR] [--skip-fla] [--chunk-shapes all] [--fla-warm] [--list]"""
import argparse
import os
import sys
import time
import traceback

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "baselines"))
from common import ROOT, time_fn, nrmse, write_result  # noqa: E402
sys.path.insert(0, os.path.join(ROOT, "zoo", "linear_attention"))
import la_split  # noqa: E402

DECODE_SHAPES = [(128, 16, 32, 128), (256, 32, 32, 128)]   # B, H, HV, D
DECODE_VARIANTS = [{"WARPS": 8, "MINB": 2}, {"WARPS": 16, "MINB": 2}, {"WARPS": 8, "MINB": 1}, {"WARPS": 4, "MINB": 1}]
DECODE_OPTS = {"L2NORM": 1, "BETA_SIGMOID": 1, "GATE": 1, "H0": 1}
TOL = {"o": 4e-3, "ht": 1e-4}   # nrmse bounds (zoo/linear_attention/kda_decode/NOTES.md)
CHUNK_SHAPES = {"acceptance": [(1, 8192, 96)], "all": [(1, 8192, 96), (1, 8192, 64), (8, 2048, 16)]}
CHUNK_TOL = {"o": 1e-2, "ht": 1e-2}   # nrmse bounds (zoo/linear_attention/kda_chunk/NOTES.md)


def _fla_ops():
    from fla.ops.kda import fused_recurrent_kda, chunk_kda
    from fla.ops.kda.naive import naive_recurrent_kda
    from fla.ops.gated_delta_rule import chunk_gated_delta_rule
    return {"fused_recurrent_kda": fused_recurrent_kda, "chunk_kda": chunk_kda,
            "naive_recurrent_kda": naive_recurrent_kda, "chunk_gated_delta_rule": chunk_gated_delta_rule}


def load_fla():
    try:
        ops = _fla_ops()
        import fla
        return dict(ops, version=getattr(fla, "__version__", "?"))
    except Exception as e:
        # fla/__init__ pulls in fla.layers/models (transformers); the ops need neither
        for m in [m for m in sys.modules if m == "fla" or m.startswith("fla.")]:
            del sys.modules[m]
        sys.modules["fla.layers"] = None
        sys.modules["fla.models"] = None
        try:
            return dict(_fla_ops(), version="?",
                        import_note="retried with fla.layers/models blocked after %s: %s" % (type(e).__name__, e))
        except Exception as e2:
            return {"error": "%s: %s" % (type(e2).__name__, e2)}


def gate_prep(q, k, g, beta, a_log, dt_bias, dtype):
    """FLA's in-kernel options applied in torch (dtype float32 or float64)."""
    import torch
    import torch.nn.functional as F
    q, k, g, beta = q.to(dtype), k.to(dtype), g.to(dtype), beta.to(dtype)
    q = q / torch.sqrt((q * q).sum(-1, keepdim=True) + 1e-6)
    k = k / torch.sqrt((k * k).sum(-1, keepdim=True) + 1e-6)
    HV, K = g.shape[2], g.shape[3]
    x = g + dt_bias.to(dtype).view(HV, K)
    g = -a_log.to(dtype).exp().view(HV, 1) * torch.where(x > 20, x, F.softplus(x))
    return q, k, g, beta.sigmoid()


def decode_ref64(q, k, v, g, beta, a_log, dt_bias, h0, scale):
    """One KDA step in float64 on the GPU: o [B, 1, HV, V], S [B, HV, K, V]."""
    import torch
    q, k, g, beta = gate_prep(q, k, g, beta, a_log, dt_bias, torch.float64)
    B, _, H, K = q.shape
    HV = v.shape[2]
    G = HV // H
    q = q[:, 0].repeat_interleave(G, dim=1) * scale
    k = k[:, 0].repeat_interleave(G, dim=1)
    S = h0.double() * g[:, 0].exp()[..., None]
    u = beta[:, 0, :, None] * (v[:, 0].double() - torch.einsum("bhk,bhkv->bhv", k, S))
    S = S + k[..., None] * u[:, :, None, :]
    o = torch.einsum("bhk,bhkv->bhv", q, S)
    return o[:, None], S


def gbs(nbytes, ms):
    return nbytes / (ms * 1e-3) / 1e9


def decode_case(shape, cap_s, outdir, fla):
    import torch
    import kiln
    B, H, HV, D = shape
    K = V = D
    name = "la-kda_decode-b%dh%dhv%dd%d" % shape
    state_bytes = B * HV * K * V * 4
    nbytes = 2 * state_bytes + B * (2 * 2 * H * K + 2 * 2 * HV * V + 4 * HV * K + 2 * HV)
    doc = {"op": "kda_decode", "case": name, "kernel": "zoo/linear_attention/kda_decode",
           "shape": {"B": B, "T": 1, "H": H, "HV": HV, "K": K, "V": V},
           "options": "use_qk_l2norm_in_kernel, use_gate_in_kernel (A_log, dt_bias), use_beta_sigmoid_in_kernel; "
                      "fp32 initial state in, final state out",
           "bytes": nbytes, "bytes_formula": "2 * B*HV*K*V*4 (state in + out) + q, k, v, o bf16 + g f32 + beta bf16",
           "flops": B * HV * 7 * K * V, "flops_formula": "B*HV*7*K*V",
           "method": "bench/baselines/common.time_fn: CUDA events per launch, L2 flushed, rotation sets, median",
           "tolerance_nrmse": TOL}
    gen = torch.Generator(device="cuda").manual_seed(0)

    def rn(*s, dt=torch.float32):
        return torch.randn(*s, device="cuda", dtype=torch.float32, generator=gen).to(dt)

    nsets = max(2, min(4, int(3 * 50e6 // nbytes) + 1))
    sets = []
    for _ in range(nsets):
        sets.append({"q": rn(B, 1, H, K, dt=torch.bfloat16), "k": rn(B, 1, H, K, dt=torch.bfloat16),
                     "v": rn(B, 1, HV, V, dt=torch.bfloat16), "g": rn(B, 1, HV, K),
                     "beta": rn(B, 1, HV, dt=torch.bfloat16),
                     "a_log": torch.empty(HV, device="cuda").uniform_(-1, 1, generator=gen),
                     "dt_bias": rn(HV * K) * 0.5, "h0": rn(B, HV, K, V) * 0.5,
                     "o": torch.empty(B, 1, HV, V, device="cuda", dtype=torch.bfloat16),
                     "ht": torch.empty(B, HV, K, V, device="cuda", dtype=torch.float32)})
    scale = K ** -0.5
    s0 = sets[0]
    ref_o, ref_S = decode_ref64(s0["q"], s0["k"], s0["v"], s0["g"], s0["beta"], s0["a_log"], s0["dt_bias"], s0["h0"], scale)

    src = torch.empty(B * HV * K * V, device="cuda", dtype=torch.float32).normal_(generator=gen)
    dst = torch.empty_like(src)
    cp = time_fn(lambda s: dst.copy_(src), 1, cap_s=cap_s)
    doc["copy"] = dict(cp, bytes=2 * state_bytes, gbs=gbs(2 * state_bytes, cp["median_ms"]))
    del src, dst

    if "error" in fla:
        doc["fla"] = {"impl": "fla.ops.kda.fused_recurrent_kda", "error": fla["error"]}
    else:
        fr = fla["fused_recurrent_kda"]
        info = {"fla_version": fla["version"]}
        if "import_note" in fla:
            info["import_note"] = fla["import_note"]
        try:
            def fla_call(s, st=None):
                st = st or sets[s]
                return fr(st["q"], st["k"], st["v"], st["g"], st["beta"], A_log=st["a_log"], dt_bias=st["dt_bias"],
                          scale=scale, initial_state=st["h0"], output_final_state=True,
                          use_qk_l2norm_in_kernel=True, use_gate_in_kernel=True, use_beta_sigmoid_in_kernel=True)
            with torch.inference_mode():
                t0 = time.time()
                fo, fS = fla_call(0)
                torch.cuda.synchronize()
                info["first_call_s"] = time.time() - t0
                info["nrmse_o_vs_f64"] = nrmse(fo, ref_o)
                info["nrmse_ht_vs_f64"] = nrmse(fS, ref_S)
                t = time_fn(lambda s: fla_call(s), nsets, cap_s=cap_s)
            doc["fla"] = dict(t, impl="fla.ops.kda.fused_recurrent_kda (in-kernel options)", gbs=gbs(nbytes, t["median_ms"]), **info)
            doc["_fla_out"] = (fo, fS)
        except Exception as e:
            doc["fla"] = {"impl": "fla.ops.kda.fused_recurrent_kda", "error": "%s: %s" % (type(e).__name__, e),
                          "traceback": traceback.format_exc()[-2000:]}
        try:
            core = []
            for st in sets:
                q, k, g, beta = gate_prep(st["q"], st["k"], st["g"], st["beta"], st["a_log"], st["dt_bias"], torch.float32)
                core.append((q.to(torch.bfloat16), k.to(torch.bfloat16), g, beta.to(torch.bfloat16)))
            with torch.inference_mode():
                def core_call(s):
                    q, k, g, beta = core[s]
                    return fr(q, k, sets[s]["v"], g, beta, scale=scale, initial_state=sets[s]["h0"], output_final_state=True)
                co, cS = core_call(0)
                torch.cuda.synchronize()
                t = time_fn(core_call, nsets, cap_s=cap_s)
            doc["fla_core"] = dict(t, impl="fla.ops.kda.fused_recurrent_kda (core form: options applied beforehand, untimed)",
                                   gbs=gbs(nbytes, t["median_ms"]), nrmse_o_vs_f64=nrmse(co, ref_o), nrmse_ht_vs_f64=nrmse(cS, ref_S))
            del core
        except Exception as e:
            doc["fla_core"] = {"impl": "fla.ops.kda.fused_recurrent_kda core", "error": "%s: %s" % (type(e).__name__, e)}

    variants = []
    for dv in DECODE_VARIANTS:
        defs = dict(DECODE_OPTS, K=K, V=V, **dv)
        v = {"defines": defs}
        try:
            kk = kiln.compile(os.path.join(ROOT, "zoo/linear_attention/kda_decode/kernel.kiln"), defines=defs).kernel("kda_decode")

            def call(s, kk=kk):
                st = sets[s]
                kk(st["q"], st["k"], st["v"], st["g"], st["beta"], st["a_log"], st["dt_bias"], st["h0"], st["o"], st["ht"],
                   scale, B * HV, H, HV)
            for i in range(nsets):
                sets[i]["o"].fill_(float("nan"))
                sets[i]["ht"].fill_(float("nan"))
                call(i)
            torch.cuda.synchronize()
            v["nrmse_o_vs_f64"] = nrmse(s0["o"], ref_o)
            v["nrmse_ht_vs_f64"] = nrmse(s0["ht"], ref_S)
            if "_fla_out" in doc:
                v["nrmse_o_vs_fla"] = nrmse(s0["o"], doc["_fla_out"][0])
                v["nrmse_ht_vs_fla"] = nrmse(s0["ht"], doc["_fla_out"][1])
            v["checked"] = v["nrmse_o_vs_f64"] <= TOL["o"] and v["nrmse_ht_vs_f64"] <= TOL["ht"]
            if v["checked"]:
                t = time_fn(call, nsets, cap_s=cap_s)
                v.update(t, gbs=gbs(nbytes, t["median_ms"]))
        except Exception as e:
            v["error"] = "%s: %s" % (type(e).__name__, e)
        variants.append(v)
        print("  kiln %s: %s" % (dv, {x: v.get(x) for x in ("median_ms", "gbs", "nrmse_o_vs_f64", "nrmse_ht_vs_f64", "checked", "error")}), flush=True)
    doc.pop("_fla_out", None)
    doc["kiln_variants"] = variants
    ok = [v for v in variants if v.get("checked") and "median_ms" in v]
    if ok:
        best = min(ok, key=lambda v: v["median_ms"])
        doc["kiln"] = dict(best, impl="zoo/linear_attention/kda_decode")
        doc["kiln"]["pct_of_copy"] = best["median_ms"] and (nbytes / best["median_ms"]) / (2 * state_bytes / doc["copy"]["median_ms"]) * 100
        for b in ("fla", "fla_core"):
            if "median_ms" in doc.get(b, {}):
                doc["kiln"]["speedup_vs_" + b] = doc[b]["median_ms"] / best["median_ms"]
        doc["goal"] = {"pct_of_copy": 85, "speedup_vs_fla": 1.7,
                       "met": doc["kiln"]["pct_of_copy"] >= 85 and doc["kiln"].get("speedup_vs_fla", 0) >= 1.7}
    else:
        doc["kiln"] = {"impl": "zoo/linear_attention/kda_decode", "error": "no variant passed the check"}
    doc["baseline"] = {"impl": "FLA fused_recurrent_kda (fla / fla_core) and torch copy_ (copy), same process"}
    write_result(name, doc, outdir)
    kb = doc["kiln"]
    print("RESULT %s: kiln %s ms (%s%% of copy) fla %s ms fla_core %s ms copy %.4f ms -> %sx fla" % (
        name, "%.4f" % kb["median_ms"] if "median_ms" in kb else "-", "%.0f" % kb["pct_of_copy"] if "pct_of_copy" in kb else "-",
        "%.4f" % doc["fla"]["median_ms"] if "median_ms" in doc.get("fla", {}) else doc.get("fla", {}).get("error", "-"),
        "%.4f" % doc["fla_core"]["median_ms"] if "median_ms" in doc.get("fla_core", {}) else "-",
        doc["copy"]["median_ms"], "%.2f" % kb["speedup_vs_fla"] if "speedup_vs_fla" in kb else "-"), flush=True)
    return doc


def chunk_inputs(B, T, H, HV, kda, nsets, device="cuda", tensor_map=None):
    """nsets sets of a chunk-forward case's random inputs: q, k [B, T, H, 128],
    v [B, T, HV, 128] bf16, beta, a_log, dt_bias, h0, g ([B, T, HV, 128] for
    KDA, logsigmoid [B, T, HV] for GDN), o and ht to write, and tq, tk, tv
    (tensor maps of q, k, v: {64 channels, 1 head, 64 tokens, 1} boxes,
    128B swizzle).  One generator seeded 0, one order of draws: every script
    that times a chunk case (this one, la_intra.py, linear_attention_ncu.py)
    sees the same data.  tensor_map: the map constructor (kiln.TensorMap)."""
    import torch
    import torch.nn.functional as F
    if tensor_map is None:
        import kiln
        tensor_map = kiln.TensorMap
    K = V = 128
    gen = torch.Generator(device=device).manual_seed(0)

    def rn(*s, dt=torch.float32):
        return torch.randn(*s, device=device, dtype=torch.float32, generator=gen).to(dt)

    def un(lo, hi, *s):
        return torch.empty(*s, device=device).uniform_(lo, hi, generator=gen)

    sets = []
    for _ in range(nsets):
        st = {"q": rn(B, T, H, K, dt=torch.bfloat16), "k": rn(B, T, H, K, dt=torch.bfloat16),
              "v": rn(B, T, HV, V, dt=torch.bfloat16), "beta": rn(B, T, HV, dt=torch.bfloat16),
              "a_log": un(1, 16, HV).log(), "dt_bias": torch.expm1(un(1e-3, 0.1, HV * K)).log(),
              "h0": rn(B, HV, K, V) * 0.5,
              "o": torch.empty(B, T, HV, V, device=device, dtype=torch.bfloat16),
              "ht": torch.empty(B, HV, K, V, device=device, dtype=torch.float32)}
        st["g"] = rn(B, T, HV, K) if kda else F.logsigmoid(rn(B, T, HV))
        for n in ("q", "k", "v"):
            st["t" + n] = tensor_map(st[n], box=[64, 1, 64, 1], swizzle="128B")
        sets.append(st)
    return sets


def chunk_case(op, shape, cap_s, outdir, fla, skip_fla=False, forms_sel=("fused", "split"), segments=(), pad=200000, qkr=False):
    """op "kda" or "gdn"; shape (B, T, H), HV = H, K = V = 128."""
    import torch
    import torch.nn.functional as F
    import kiln
    B, T, H = shape
    HV, K, V = H, 128, 128
    kda = op == "kda"
    name = ("la-forms-%s_chunk-b%dt%dh%d" if skip_fla else "la-%s_chunk-b%dt%dh%d") % ((op,) + shape)
    C = 64
    gbytes = 4 * K if kda else 4
    nbytes = B * T * (2 * H * K * 2 + HV * (2 * V * 2 + gbytes + 2)) + B * HV * K * V * 8
    flops = B * T * HV * (6 * C * K + 4 * C * V + 6 * K * V)
    doc = {"op": "%s_chunk" % op, "case": name, "kernel": "zoo/linear_attention/%s_chunk" % op,
           "shape": {"B": B, "T": T, "H": H, "HV": HV, "K": K, "V": V},
           "options": ("use_qk_l2norm_in_kernel, use_gate_in_kernel (A_log, dt_bias), use_beta_sigmoid_in_kernel" if kda else
                       "use_qk_l2norm_in_kernel, use_beta_sigmoid_in_kernel; g = logsigmoid(randn) [B, T, H]") +
                      "; fp32 initial state in, final state out",
           "bytes": nbytes, "bytes_formula": "q, k, v, o bf16 + g + beta + state in and out fp32",
           "flops": flops, "flops_formula": "B*T*HV*(6*C*K + 4*C*V + 6*K*V), C = 64 (as bench/baselines/fla_ops.py)",
           "method": "bench/baselines/common.time_fn: CUDA events per launch, L2 flushed, rotation sets, median; "
                     "every row (FLA's too) behind a %d-cycle GPU sleep, so the host's enqueue of a multi-launch form "
                     "is not timed" % pad,
           "pad_cycles": pad,
           "tolerance_nrmse": CHUNK_TOL}
    nsets = 2
    sets = chunk_inputs(B, T, H, HV, kda, nsets)
    # the split form's intermediates (kda_chunk MODE = 1 -> kda_state), one set
    NT = -(-T // C)
    xs = {"x": torch.empty(B * HV * NT, 4, C, K, device="cuda", dtype=torch.bfloat16),
          "aqk": torch.empty(B * HV * NT, C, C, device="cuda", dtype=torch.bfloat16),
          # [n][256]: wide enough for QKR's rows (rq, rk, e^gc_63); a kernel without QKR uses the first n * 128 floats
          "glo": torch.empty(B * HV * NT, 256, device="cuda", dtype=torch.float32)}
    xs["tx"] = kiln.TensorMap(xs["x"], box=[64, 64, 1, 1], swizzle="128B")
    xs["taq"] = kiln.TensorMap(xs["aqk"], box=[64, 64, 1], swizzle="128B")
    scale = K ** -0.5
    s0 = sets[0]
    # FLA's float32 token loop on batch 0, heads 0-1, every token (options applied in torch)
    qq, kk = s0["q"][:1, :, :2].float(), s0["k"][:1, :, :2].float()
    qq = qq / torch.sqrt((qq * qq).sum(-1, keepdim=True) + 1e-6)
    kk = kk / torch.sqrt((kk * kk).sum(-1, keepdim=True) + 1e-6)
    bb = s0["beta"][:1, :, :2].float().sigmoid()
    if kda:
        x = s0["g"][:1, :, :2] + s0["dt_bias"].view(HV, K)[:2]
        gg = -s0["a_log"][:2].exp().view(2, 1) * torch.where(x > 20, x, F.softplus(x))
    else:
        gg = s0["g"][:1, :, :2, None].expand(1, T, 2, K).contiguous()
    ref = {}
    if "error" not in fla:
        with torch.inference_mode():
            t0 = time.time()
            ro, rS = fla["naive_recurrent_kda"](qq, kk, s0["v"][:1, :, :2].float(), gg, bb, scale=scale,
                                                 initial_state=s0["h0"][:1, :2], output_final_state=True)
            torch.cuda.synchronize()
            ref = {"o": ro, "ht": rS, "s": time.time() - t0}
    doc["reference"] = {"impl": "fla.ops.kda.naive.naive_recurrent_kda (float32, token loop), batch 0, heads 0-1, all tokens",
                        "seconds": ref.get("s")}
    if "error" in fla:
        doc["fla"] = {"impl": "fla", "error": fla["error"]}
    elif skip_fla:
        doc["fla"] = {"impl": "fla", "skipped": "--skip-fla (Kiln forms only; FLA's chunk call compiles and autotunes for minutes)"}
    else:
        try:
            fn = fla["chunk_kda"] if kda else fla["chunk_gated_delta_rule"]

            def fla_call(s):
                st = sets[s]
                kw = dict(scale=scale, initial_state=st["h0"], output_final_state=True,
                          use_qk_l2norm_in_kernel=True, use_beta_sigmoid_in_kernel=True)
                if kda:
                    kw.update(use_gate_in_kernel=True, A_log=st["a_log"], dt_bias=st["dt_bias"])
                return fn(st["q"], st["k"], st["v"], st["g"], st["beta"], **kw)
            with torch.inference_mode():
                t0 = time.time()
                fo, fS = fla_call(0)
                torch.cuda.synchronize()
                info = {"first_call_s": time.time() - t0, "fla_version": fla.get("version")}
                if os.environ.get("KILN_FLA_WARMED"):
                    info["warmed_by"] = os.environ["KILN_FLA_WARMED"]
                if ref:
                    info["nrmse_o_vs_ref"] = nrmse(fo[:1, :, :2], ref["o"])
                    info["nrmse_ht_vs_ref"] = nrmse(fS[:1, :2], ref["ht"])
                t = time_fn(fla_call, nsets, cap_s=cap_s, pad_cycles=pad)
            doc["fla"] = dict(t, impl="fla.ops.%s" % ("kda.chunk_kda" if kda else "gated_delta_rule.chunk_gated_delta_rule"),
                              **info)
            doc["_fla_out"] = (fo, fS)
        except Exception as e:
            doc["fla"] = {"impl": "fla", "error": "%s: %s" % (type(e).__name__, e), "traceback": traceback.format_exc()[-2000:]}
    defs = {"K": K, "V": V, "L2NORM": 1, "BETA_SIGMOID": 1, "GATE": 1 if kda else 0, "H0": 1, "GDN": 0 if kda else 1}
    path = os.path.join(ROOT, "zoo/linear_attention/kda_chunk/kernel.kiln")
    variants = []
    # KILN_LA_PREV_KERNEL: an earlier kernel.kiln (in the same directory, for its
    # imports), timed in the same process as forms "fused@prev", "split@prev":
    # a speed change measured side by side; never the kernel's figure
    prev = os.environ.get("KILN_LA_PREV_KERNEL")
    # forms: "fused"; "split" (the two halves in order, one stream);
    # "split-gG" (la_split.SplitForward: G segments, the state half of one
    # under the intra half of the next, the state stream at high priority);
    # (intra halves alternating over two streams); suffixes: "-np" the state
    # stream at normal priority, "-1s" the intra halves in order on one stream,
    # "-graph" the call as a CUDA graph (la_split.SplitForward.graph: one
    # replay per call, no per-launch host cost; G = 1 too), "-mc" kda_state
    # with MC = 1 (cluster pairs multicasting the shared tiles), "-b2" with
    # BST = 2 (two slots of its part B), "-glt" with GLT = 1 (the decay row
    # with part B), "-pfa1" / "-pfa2" with PFA = 1 / 2 (L2 prefetch of a later
    # chunk's inputs), "-a2" with A2 = 1 (w, u double-buffered, qg apart),
    # "-hv1" with HV1 = 1 (one four-warpgroup CTA per head), "-qks" (with
    # -qkr) QKS = 1 (kd = Diag(rk) k built in place under batch 1);
    # G = 1: also the state half alone (state_median_ms).
    # qkr (GDN only): every split form of this kernel (not @prev) with
    # QKR = 1 in both halves (q, k raw into kda_state, glo = rq, rk, e^gc_63)
    forms = [(f, path, "") for f in forms_sel]
    forms += [("split-g%s" % g, path, "") for g in segments]
    if prev:   # KILN_LA_PREV_FORMS: which forms of the previous kernel (default both)
        forms += [(f, os.path.join(ROOT, prev), "@prev") for f in os.environ.get("KILN_LA_PREV_FORMS", "fused split").split()]
    # KILN_LA_ALT_KERNELS="NAME=FILE ...": candidate kernel.kiln files (same
    # directory), their split form timed as "split@NAME" in the same process
    for alt in os.environ.get("KILN_LA_ALT_KERNELS", "").split():
        an, af = alt.split("=", 1)
        forms.append(("split", os.path.join(ROOT, af), "@" + an))
    halves = {}

    def split_kernels(path, sdefs, sd=None):
        sd = la_split.state_kernel_defines(sdefs, sd)
        key = (path, tuple(sorted(sdefs.items())), tuple(sorted(sd.items())))
        if key not in halves:
            halves[key] = (kiln.compile(path, defines=dict(sdefs, MODE=1)).kernel("kda_chunk"),
                           kiln.compile(path, defines=sd).kernel("kda_state"))
        return halves[key]
    for form, path, tag in forms:
        # the split forms' intra defines: QKR = 1 for GDN with qkr (this kernel and alternatives, not @prev)
        # (or a "-qkr" suffix of a split-gG form)
        want_qkr = qkr or (form.startswith("split-g") and "qkr" in form.split("-"))
        sdefs = dict(defs, QKR=1) if (want_qkr and not kda and tag != "@prev") else defs
        # KILN_LA_INTRA_DEFINES_KDA / _GDN="NAME=VALUE ...": more intra-half defines for this
        # kernel's split forms (not @prev), e.g. gdn7's MTF, KGI (KGI only with QKR)
        ignored = {}
        if tag != "@prev" and form.startswith("split"):
            extra = dict(x.split("=", 1) for x in os.environ.get("KILN_LA_INTRA_DEFINES_" + op.upper(), "").split())
            if "KGI" in extra and "QKR" not in sdefs:
                ignored["KGI"] = int(extra.pop("KGI"))
            sdefs = dict(sdefs, **{k: int(v) for k, v in extra.items()})
        kv = {"form": form + tag, "defines": dict(sdefs, MODE=1) if form.startswith("split") else defs}
        if ignored:
            kv["ignored_defines"] = dict(ignored, why="KGI only with QKR = 1, which this form does not set")
            print("  kiln %s: KILN_LA_INTRA_DEFINES_%s: KGI=%d ignored (KGI only with QKR = 1)"
                  % (kv["form"], op.upper(), ignored["KGI"]), flush=True)
        if tag:
            kv["kernel_file"] = os.path.relpath(path, ROOT)
        try:
            if form.startswith("split-g"):
                gs = form[len("split-g"):].split("-")
                sd = la_split.state_options(gs)[0]
                sf = la_split.SplitForward(path, sdefs, B, T, H, HV, G=int(gs[0]), priority="np" not in gs,
                                           intra_streams=1 if "1s" in gs else 2, kernels=split_kernels(path, sdefs, sd))
                kv["state_defines"] = la_split.state_kernel_defines(sdefs, sd)
                kv["segments"] = sf.segs
                kv["state_stream_priority"] = "high" if "np" not in gs else "normal"
                kv["intra_streams"] = 1 if "1s" in gs else 2
                kv["intra_defines"] = dict(sdefs, MODE=1)

                def sargs(st):
                    return (st["tq"].tensor, st["tk"].tensor, st["tv"].tensor, st["g"], st["beta"], st["a_log"], st["dt_bias"],
                            st["h0"], st["o"], st["ht"], scale)
                if "graph" in gs:
                    kv["cuda_graph"] = True
                    graphs = [sf.graph(*sargs(sets[i])) for i in range(nsets)]

                    def call(s, graphs=graphs):
                        graphs[s].replay()
                else:
                    def call(s, sf=sf):
                        sf(*sargs(sets[s]))
            elif form == "fused":
                kf = kiln.compile(path, defines=defs).kernel("kda_chunk")

                def call(s, kf=kf):
                    st = sets[s]
                    kf(st["tq"], st["tk"], st["tv"], st["g"], st["beta"], st["a_log"], st["dt_bias"], st["h0"], st["o"], st["ht"],
                       xs["tx"], xs["taq"], xs["glo"], scale, T, H, HV, B * HV)
            else:
                ki, ks = split_kernels(path, sdefs)
                kv["intra_defines"] = dict(sdefs, MODE=1)
                kv["state_defines"] = la_split.state_kernel_defines(sdefs)

                def call(s, ki=ki, ks=ks):
                    st = sets[s]
                    ki(st["tq"], st["tk"], st["tv"], st["g"], st["beta"], st["a_log"], st["dt_bias"], st["h0"], st["o"], st["ht"],
                       xs["tx"], xs["taq"], xs["glo"], scale, T, H, HV, B * HV)
                    la_split.state_call(ks, xs["tx"], xs["taq"], st["tq"], st["tk"], xs["glo"], st["h0"], st["o"], st["ht"],
                                        T, H, HV, B * HV)
            for i in range(nsets):
                sets[i]["o"].fill_(float("nan"))
                sets[i]["ht"].fill_(float("nan"))
                call(i)
            torch.cuda.synchronize()
            ok = True
            if ref:
                kv["nrmse_o_vs_ref"] = nrmse(s0["o"][:1, :, :2], ref["o"])
                kv["nrmse_ht_vs_ref"] = nrmse(s0["ht"][:1, :2], ref["ht"])
                ok = kv["nrmse_o_vs_ref"] <= CHUNK_TOL["o"] and kv["nrmse_ht_vs_ref"] <= CHUNK_TOL["ht"]
            if "_fla_out" in doc:
                kv["nrmse_o_vs_fla"] = nrmse(s0["o"], doc["_fla_out"][0])
                kv["nrmse_ht_vs_fla"] = nrmse(s0["ht"], doc["_fla_out"][1])
            kv["nonfinite_o"] = int((~torch.isfinite(s0["o"].float())).sum().item())
            kv["checked"] = bool(ref) and ok and kv["nonfinite_o"] == 0
            th0 = time.perf_counter()
            call(0)                    # the host's enqueue time of one call (no sync): must stay below the pad
            kv["host_enqueue_ms"] = (time.perf_counter() - th0) * 1e3
            torch.cuda.synchronize()
            t = time_fn(call, nsets, cap_s=cap_s, pad_cycles=pad)   # timed even when the check failed: "checked" says so
            kv.update(t, tflops=flops / (t["median_ms"] * 1e-3) / 1e12)
            if form.startswith("split-g1-"):   # its state half alone (the intermediates of the last call)
                th = time_fn(lambda s, sf=sf: sf.state(0, sets[s]["h0"], sets[s]["o"], sets[s]["ht"]), nsets,
                             cap_s=cap_s / 2, pad_cycles=pad)
                kv["state_median_ms"] = th["median_ms"]
                kv["state_samples"] = th["samples"]
            if form == "split":   # each half alone: where the split form's time goes
                for half, fn1 in (("intra", lambda s: ki(sets[s]["tq"], sets[s]["tk"], sets[s]["tv"], sets[s]["g"], sets[s]["beta"],
                                                         sets[s]["a_log"], sets[s]["dt_bias"], sets[s]["h0"], sets[s]["o"],
                                                         sets[s]["ht"], xs["tx"], xs["taq"], xs["glo"], scale, T, H, HV, B * HV)),
                                  ("state", lambda s: la_split.state_call(ks, xs["tx"], xs["taq"], sets[s]["tq"], sets[s]["tk"],
                                                                          xs["glo"], sets[s]["h0"], sets[s]["o"], sets[s]["ht"],
                                                                          T, H, HV, B * HV))):
                    th = time_fn(fn1, nsets, cap_s=cap_s / 2, pad_cycles=pad)
                    kv[half + "_median_ms"] = th["median_ms"]
                    kv[half + "_samples"] = th["samples"]
                # the two halves at once on independent data (kda_state over a
                # copy of the intermediates on a high-priority stream, launched
                # first, the intra half on the caller's): the most any overlap of
                # the two kernels can gain; not checked (o, ht are a timing run's)
                x2 = {n: xs[n].clone() for n in ("x", "aqk", "glo")}
                tx2 = kiln.TensorMap(x2["x"], box=[64, 64, 1, 1], swizzle="128B")
                taq2 = kiln.TensorMap(x2["aqk"], box=[64, 64, 1], swizzle="128B")
                sb, e0, e1 = torch.cuda.Stream(priority=-1), torch.cuda.Event(), torch.cuda.Event()

                def corun(s):
                    st, cur = sets[s], torch.cuda.current_stream()
                    e0.record(cur)
                    sb.wait_event(e0)
                    la_split.state_call(ks, tx2, taq2, st["tq"], st["tk"], x2["glo"], st["h0"], st["o"], st["ht"], T, H, HV, B * HV,
                                        stream=sb.cuda_stream)
                    ki(st["tq"], st["tk"], st["tv"], st["g"], st["beta"], st["a_log"], st["dt_bias"], st["h0"], st["o"],
                       st["ht"], xs["tx"], xs["taq"], xs["glo"], scale, T, H, HV, B * HV)
                    e1.record(sb)
                    cur.wait_event(e1)
                th = time_fn(corun, nsets, cap_s=cap_s / 2, pad_cycles=pad)
                kv["corun_median_ms"] = th["median_ms"]
                kv["corun_note"] = ("intra and kda_state at once on independent data (state first, high priority): "
                                    "the bound of any overlap of the two kernels")
                del x2, tx2, taq2
        except Exception as e:
            kv["error"] = "%s: %s" % (type(e).__name__, e)
            kv["traceback"] = traceback.format_exc()[-2000:]
        variants.append(kv)
        print("  kiln %s: %s" % (kv["form"], {x: kv.get(x) for x in ("median_ms", "intra_median_ms", "state_median_ms", "corun_median_ms", "nrmse_o_vs_ref", "nrmse_ht_vs_ref", "nrmse_o_vs_fla", "host_enqueue_ms", "checked", "error")}), flush=True)
    doc["kiln_variants"] = variants
    good = [v for v in variants if v.get("checked") and "median_ms" in v and "@" not in v["form"]]
    timed = [v for v in variants if "median_ms" in v and "@" not in v["form"]]
    kv = min(good or timed, key=lambda v: v["median_ms"]) if (good or timed) else variants[0]
    doc.pop("_fla_out", None)
    doc["kiln"] = dict(kv, impl="zoo/linear_attention/%s_chunk" % op)
    pv = [v for v in variants if v["form"].endswith("@prev") and v.get("checked") and "median_ms" in v]
    if pv and "median_ms" in kv:
        bp = min(pv, key=lambda v: v["median_ms"])
        doc["kiln"]["prev_best"] = {"form": bp["form"], "median_ms": bp["median_ms"], "kernel_file": prev}
        doc["kiln"]["speedup_vs_prev"] = bp["median_ms"] / kv["median_ms"]
    if "median_ms" in kv and "median_ms" in doc.get("fla", {}):
        doc["kiln"]["speedup_vs_fla"] = doc["fla"]["median_ms"] / kv["median_ms"]
        goal = 2.2 if kda else 2.0
        doc["goal"] = {"speedup_vs_fla": goal, "met": bool(kv.get("checked")) and doc["kiln"]["speedup_vs_fla"] >= goal}
    doc["baseline"] = {"impl": doc.get("fla", {}).get("impl", "fla") + ", same process"}
    write_result(name, doc, outdir)
    kb = doc["kiln"]
    print("RESULT %s: kiln %s %s ms (checked %s, nrmse o %s ht %s vs ref) fla %s ms -> %sx fla%s" % (
        name, kb.get("form"), "%.4f" % kb["median_ms"] if "median_ms" in kb else kb.get("error", "-"), kb.get("checked"),
        "%.1e" % kb["nrmse_o_vs_ref"] if "nrmse_o_vs_ref" in kb else "-", "%.1e" % kb["nrmse_ht_vs_ref"] if "nrmse_ht_vs_ref" in kb else "-",
        "%.4f" % doc["fla"]["median_ms"] if "median_ms" in doc.get("fla", {}) else doc.get("fla", {}).get("error", "-"),
        "%.2f" % kb["speedup_vs_fla"] if "speedup_vs_fla" in kb else "-",
        "; %.2fx the previous kernel (%s %.4f ms, same run)" % (kb["speedup_vs_prev"], kb["prev_best"]["form"], kb["prev_best"]["median_ms"])
        if "speedup_vs_prev" in kb else ""), flush=True)
    del sets
    torch.cuda.empty_cache()
    return doc


def fla_warm(op, shape, fla):
    """FLA's first chunk call at this shape and no timing: Triton compiles
    (and autotunes) its kernels into the on-disk caches, so a later process
    (the side-by-side run) finds them there.  The inputs have the dtypes,
    layouts and options chunk_case passes, i.e. the same specializations."""
    import torch
    import torch.nn.functional as F
    B, T, H = shape
    HV, K, V = H, 128, 128
    kda = op == "kda"
    dev = "cuda"
    q = torch.randn(B, T, H, K, device=dev).to(torch.bfloat16)
    k = torch.randn(B, T, H, K, device=dev).to(torch.bfloat16)
    v = torch.randn(B, T, HV, V, device=dev).to(torch.bfloat16)
    beta = torch.randn(B, T, HV, device=dev).to(torch.bfloat16)
    g = torch.randn(B, T, HV, K, device=dev) if kda else F.logsigmoid(torch.randn(B, T, HV, device=dev))
    h0 = torch.randn(B, HV, K, V, device=dev) * 0.5
    kw = dict(scale=K ** -0.5, initial_state=h0, output_final_state=True,
              use_qk_l2norm_in_kernel=True, use_beta_sigmoid_in_kernel=True)
    if kda:
        kw.update(use_gate_in_kernel=True, A_log=torch.empty(HV, device=dev).uniform_(1, 16).log(),
                  dt_bias=torch.expm1(torch.empty(HV * K, device=dev).uniform_(1e-3, 0.1)).log())
    fn = fla["chunk_kda"] if kda else fla["chunk_gated_delta_rule"]
    t0 = time.time()
    with torch.inference_mode():
        fn(q, k, v, g, beta, **kw)
        torch.cuda.synchronize()
    print("warm %s_chunk b%dt%dh%d: %.1f s" % ((op,) + shape + (time.time() - t0,)), flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cap-s", type=float, default=2.0)
    ap.add_argument("--only", action="append", default=[])
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--out", default=None)
    ap.add_argument("--chunk-shapes", choices=sorted(CHUNK_SHAPES), default="acceptance")
    ap.add_argument("--skip-fla", action="store_true",
                    help="chunk cases: time the Kiln forms only (FLA's torch reference still checks them)")
    ap.add_argument("--forms", default="fused split",
                    help="chunk cases: the unsegmented Kiln forms to time (of: fused,split; default both)")
    ap.add_argument("--segments", default="",
                    help="chunk cases: also the pipelined split form over these segment counts, e.g. 2,4,8,4-np "
                         "(zoo/linear_attention/la_split.py; suffixes: -np the state stream at normal priority, -1s the "
                         "intra halves on one stream, -graph as a CUDA graph, -mc / -b2 / -glt kda_state's MC = 1 / "
                         "BST = 2 / GLT = 1)")
    ap.add_argument("--pad-cycles", type=int, default=200000,
                    help="chunk cases: GPU sleep before each timed launch (every row), hiding the host's enqueue")
    ap.add_argument("--qkr", action="store_true",
                    help="GDN: the split forms of this kernel with QKR = 1 (kda_chunk's QKR intra half, kda_state reading "
                         "q, k raw); @prev forms keep the kernel's own form")
    ap.add_argument("--fla-warm", action="store_true",
                    help="only FLA's first chunk calls (compile, autotune) of the selected chunk cases, no timing")
    a = ap.parse_args()
    if a.fla_warm:
        fla = load_fla()
        if "error" in fla:
            print("fla:", fla["error"])
            return 1
        for op in ("kda", "gdn"):
            for s in CHUNK_SHAPES[a.chunk_shapes]:
                n = "la-%s_chunk-b%dt%dh%d" % ((op,) + s)
                if not a.only or any(o in n for o in a.only):
                    fla_warm(op, s, fla)
        return 0
    cases = [("la-kda_decode-b%dh%dhv%dd%d" % s, lambda s, *r: decode_case(s, *r), s) for s in DECODE_SHAPES]
    for op in ("kda", "gdn"):
        cases += [("la-%s_chunk-b%dt%dh%d" % ((op,) + s),
                   lambda s, *r, op=op: chunk_case(op, s, *r, skip_fla=a.skip_fla, forms_sel=a.forms.replace(",", " ").split(),
                                                   segments=a.segments.replace(",", " ").split(), pad=a.pad_cycles,
                                                   qkr=a.qkr), s)
                  for s in CHUNK_SHAPES[a.chunk_shapes]]
    if a.list:
        for n, _, _ in cases:
            print(n)
        return 0
    fla = load_fla()
    print("fla:", {k: v for k, v in fla.items() if not callable(v)}, flush=True)
    t0, bad = time.time(), 0
    for n, fn, s in cases:
        if a.only and not any(o in n for o in a.only):
            continue
        try:
            fn(s, a.cap_s, a.out, fla)
        except Exception:
            bad += 1
            print("RESULT %s: error\n%s" % (n, traceback.format_exc()), flush=True)
    print("summary: %d cases, %d errors, %.0f s" % (len(cases), bad, time.time() - t0))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
