"""Memory-bound zoo kernels against PyTorch, side by side in one process:
zoo/norm/rmsnorm, zoo/norm/layernorm, zoo/norm/add_rmsnorm and
zoo/softmax/row_softmax_bf16 (bf16 in/out) over row lengths 1024..32768 at a
fixed 2^28 elements (32768 x 8192 at n = 8192), each against torch eager,
torch.compile (inductor, default mode, static shapes) and a device copy of
the same bytes (torch copy_ of a tensor as large as what the op reads,
timed the same way: the "measured copy bandwidth" of that row).
Method: bench/baselines/common.time_fn (CUDA events around each launch, L2
flushed, rotation buffer sets, medians).  Each Kiln template variant in
CONFIGS is checked against a float64 reference (nrmse, every element
written) before it is timed; the best variant per row length is the
kernel's figure.  Writes one result file per op:
  $KILN_RESULTS/baseline-membound-<op>-<gpu>.json
Usage: python3 bench/gpu/membound.py [--ops rmsnorm,...] [--widths 1024,...]
       [--elems 268435456] [--cap-s 1.0]"""
import argparse
import os
import sys
import time
import traceback

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "baselines"))
import torch
import torch.nn.functional as F
from common import ROOT, time_fn, nrmse, write_result
import kiln

RMS_EPS, LN_EPS = 1e-6, 1e-5
# (THREADS, VEC) candidates per row length: CAP = THREADS * 8 * VEC >= n
# keeps the row in registers; a smaller CAP takes the chunked path.
CONFIGS = {1024: [(32, 4), (64, 2)], 2048: [(64, 4), (128, 2), (256, 1)],
           4096: [(64, 8), (128, 4), (256, 2)],
           8192: [(128, 8), (256, 4), (512, 2)],
           16384: [(256, 8), (512, 4), (512, 2)],
           32768: [(1024, 2), (512, 4), (512, 2)]}
# per-op extra variants: (THREADS, VEC, other defines).  rmsnorm PERSIST = 1:
# CTAS CTAs loop over the rows, the next row's loads in flight during the
# current row (CTAS = 132 x the CTAs per SM that its registers allow).
EXTRA = {"rmsnorm": {1024: [(64, 2, {"PERSIST": 1, "CTAS": 2112})],
                     2048: [(128, 2, {"PERSIST": 1, "CTAS": 1584})],
                     4096: [(128, 4, {"PERSIST": 1, "CTAS": 1056}), (256, 2, {"PERSIST": 1, "CTAS": 792})],
                     8192: [(256, 4, {"PERSIST": 1, "CTAS": 528}), (512, 2, {"PERSIST": 1, "CTAS": 396})],
                     16384: [(512, 4, {"PERSIST": 1, "CTAS": 264})],
                     32768: [(1024, 4, {"PERSIST": 1, "CTAS": 132}), (512, 2, {"PERSIST": 1, "CTAS": 396})]}}
KERNELS = {"rmsnorm": ("zoo/norm/rmsnorm", "rmsnorm"), "layernorm": ("zoo/norm/layernorm", "layernorm"),
           "add_rmsnorm": ("zoo/norm/add_rmsnorm", "add_rmsnorm"),
           "softmax_bf16": ("zoo/softmax/row_softmax_bf16", "row_softmax_bf16")}
# bytes moved per element (bf16): reads + writes
STREAMS = {"rmsnorm": (1, 1), "layernorm": (1, 1), "add_rmsnorm": (2, 2), "softmax_bf16": (1, 1)}


def rms_hf(x, w, eps=RMS_EPS):
    xf = x.float()
    return (xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + eps)).to(x.dtype) * w


def add_rms_hf(x, r, w, eps=RMS_EPS):
    h = x + r
    return rms_hf(h, w, eps), h


def torch_fns(op):
    """(eager, eager description, function to torch.compile, its description)."""
    if op == "rmsnorm":
        return (lambda x, w: F.rms_norm(x, (x.shape[-1],), w, RMS_EPS), "torch.nn.functional.rms_norm",
                rms_hf, "torch.compile(HF-style RMSNorm: f32 row math, x*rsqrt(mean(x^2)+eps), cast, *w)")
    if op == "layernorm":
        f = lambda x, w, b: F.layer_norm(x, (x.shape[-1],), w, b, LN_EPS)  # noqa: E731
        return f, "torch.nn.functional.layer_norm", f, "torch.compile(F.layer_norm)"
    if op == "add_rmsnorm":
        return (add_rms_hf, "eager h = x + r; HF-style RMSNorm(h)", add_rms_hf,
                "torch.compile(h = x + r; HF-style RMSNorm(h)) -> (y, h)")
    f = lambda x: torch.softmax(x, dim=-1)  # noqa: E731
    return f, "torch.softmax", f, "torch.compile(torch.softmax)"


def reference(op, ins):
    x = ins[0].double()
    if op == "rmsnorm":
        return [x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + RMS_EPS) * ins[1].double()]
    if op == "layernorm":
        return [F.layer_norm(x, (x.shape[-1],), ins[1].double(), ins[2].double(), LN_EPS)]
    if op == "add_rmsnorm":
        h = ins[0] + ins[1]   # bf16 rounding of h, as the kernel stores and normalizes it
        hd = h.double()
        return [hd * torch.rsqrt(hd.pow(2).mean(-1, keepdim=True) + RMS_EPS) * ins[2].double(), hd]
    return [torch.softmax(x, dim=-1)]


def make_inputs(op, rows, n, g):
    x = (torch.rand(rows, n, device="cuda", generator=g) * 7 - 3).bfloat16()
    if op == "softmax_bf16":
        return [(torch.rand(rows, n, device="cuda", generator=g) * 10 - 5).bfloat16()]
    w = (1 + 0.1 * torch.randn(n, device="cuda", generator=g)).bfloat16()
    if op == "rmsnorm":
        return [x, w]
    if op == "layernorm":
        return [x, w, (0.1 * torch.randn(n, device="cuda", generator=g)).bfloat16()]
    r = (torch.rand(rows, n, device="cuda", generator=g) * 4 - 2).bfloat16()
    return [x, r, w]


def kiln_call(op, k, ins, outs, rows, n):
    if op == "rmsnorm":
        return lambda: k(ins[0], ins[1], outs[0], rows, n, RMS_EPS)
    if op == "layernorm":
        return lambda: k(ins[0], ins[1], ins[2], outs[0], rows, n, LN_EPS)
    if op == "add_rmsnorm":
        return lambda: k(ins[0], ins[1], ins[2], outs[1], outs[0], rows, n, RMS_EPS)   # h, then y
    return lambda: k(ins[0], outs[0], rows, n)


def ms_to_gbs(nbytes, ms):
    return nbytes / (ms * 1e-3) / 1e9


def run_op(op, widths, elems, cap_s, outdir):
    d, entry = KERNELS[op]
    eager, eager_desc, to_compile, comp_desc = torch_fns(op)
    nr, nw = STREAMS[op]
    doc = {"op": op, "kernel": d, "elements": elems, "dtype": "bf16",
           "method": "bench/baselines/common.time_fn: CUDA events per launch, L2 flushed, rotation sets, median",
           "copy_note": "copy = torch Tensor.copy_ reading and writing as many bf16 elements as the op "
                        "(rows*n per read stream); pct_of_copy = (op bytes / op time) / (copy bytes / copy time)",
           "rows": []}
    g = torch.Generator(device="cuda").manual_seed(0)
    for n in widths:
        rows = elems // n
        row = {"n": n, "rows": rows, "bytes": (nr + nw) * 2 * rows * n + (2 * n if op != "softmax_bf16" else 0)
               + (2 * n if op == "layernorm" else 0)}
        t_case = time.time()
        try:
            set_bytes = row["bytes"]
            nsets = max(2, min(4, int(2 * 50e6 // set_bytes) + 1))
            sets = []
            for _ in range(nsets):
                ins = make_inputs(op, rows, n, g)
                outs = [torch.empty(rows, n, device="cuda", dtype=torch.bfloat16) for _ in range(2 if op == "add_rmsnorm" else 1)]
                sets.append((ins, outs))
            # copy of the same bytes (reads + writes) as this op moves per element stream
            src = torch.empty(rows * n * nr, device="cuda", dtype=torch.bfloat16).normal_()
            dst = torch.empty_like(src)
            cp = time_fn(lambda s: dst.copy_(src), 1, cap_s=cap_s)
            row["copy"] = dict(cp, gbs=ms_to_gbs(2 * src.numel() * 2, cp["median_ms"]))
            del src, dst
            refs = reference(op, sets[0][0])
            # Kiln variants
            variants = []
            for cfg in CONFIGS.get(n, [(256, 4)]) + EXTRA.get(op, {}).get(n, []):
                v = {"defines": dict({"THREADS": cfg[0], "VEC": cfg[1]}, **(cfg[2] if len(cfg) > 2 else {}))}
                try:
                    k = kiln.compile(os.path.join(ROOT, d, "kernel.kiln"), defines=v["defines"]).kernel(entry)
                    for ins, outs in sets:
                        for o in outs:
                            o.fill_(float("nan"))
                        kiln_call(op, k, ins, outs, rows, n)()
                    torch.cuda.synchronize()
                    outs0 = sets[0][1]
                    got = [outs0[0]] if op != "add_rmsnorm" else [outs0[0], outs0[1]]
                    v["nrmse_vs_f64"] = max(nrmse(a, b) for a, b in zip(got, refs))
                    v["all_finite"] = bool(all(torch.isfinite(a).all().item() for a in got))
                    calls = [kiln_call(op, k, ins, outs, rows, n) for ins, outs in sets]
                    v.update(time_fn(lambda s: calls[s](), nsets, cap_s=cap_s))
                    v["gbs"] = ms_to_gbs(row["bytes"], v["median_ms"])
                except Exception as e:
                    v["error"] = "%s: %s" % (type(e).__name__, str(e)[:400])
                variants.append(v)
            row["kiln_variants"] = variants
            ok = [v for v in variants if "median_ms" in v and v["all_finite"] and v["nrmse_vs_f64"] < 4e-3]
            if ok:
                best = min(ok, key=lambda v: v["median_ms"])
                row["kiln"] = best
            # torch eager
            et = time_fn(lambda s: eager(*sets[s][0]), nsets, cap_s=cap_s)
            ye = eager(*sets[0][0])
            ye = [ye] if torch.is_tensor(ye) else list(ye)
            et["nrmse_vs_f64"] = max(nrmse(a, b) for a, b in zip(ye, refs))
            row["eager"] = dict(et, impl=eager_desc, gbs=ms_to_gbs(row["bytes"], et["median_ms"]))
            # torch.compile (static shapes: one compile per row length)
            t0 = time.time()
            cf = torch.compile(to_compile, dynamic=False)
            yc = cf(*sets[0][0])
            torch.cuda.synchronize()
            compile_s = time.time() - t0
            yc = [yc] if torch.is_tensor(yc) else list(yc)
            ct = time_fn(lambda s: cf(*sets[s][0]), nsets, cap_s=cap_s)
            ct["nrmse_vs_f64"] = max(nrmse(a, b) for a, b in zip(yc, refs))
            row["compiled"] = dict(ct, impl=comp_desc, compile_s=compile_s, gbs=ms_to_gbs(row["bytes"], ct["median_ms"]))
            cgbs = row["copy"]["gbs"]
            for key in ("eager", "compiled"):
                row[key]["pct_of_copy"] = row[key]["gbs"] / cgbs * 100
            if "kiln" in row:
                row["kiln"]["pct_of_copy"] = row["kiln"]["gbs"] / cgbs * 100
                row["ratio_vs_compiled"] = row["compiled"]["median_ms"] / row["kiln"]["median_ms"]
                row["ratio_vs_eager"] = row["eager"]["median_ms"] / row["kiln"]["median_ms"]
                row["meets_goal"] = row["kiln"]["pct_of_copy"] >= 95 and row["ratio_vs_compiled"] >= 1.0
            del sets, refs
            torch.cuda.empty_cache()
        except Exception as e:
            row["error"] = "%s: %s" % (type(e).__name__, str(e)[:800])
            traceback.print_exc()
        row["case_s"] = time.time() - t_case
        doc["rows"].append(row)
        kk = row.get("kiln", {})
        print("%-12s n=%5d kiln %s %.4f ms (%.0f%% copy, nrmse %.1e) eager %.4f compiled %.4f copy %.4f -> %.2fx compiled, %.2fx eager" % (
            op, n, kk.get("defines"), kk.get("median_ms", float("nan")), kk.get("pct_of_copy", float("nan")),
            kk.get("nrmse_vs_f64", float("nan")), row.get("eager", {}).get("median_ms", float("nan")),
            row.get("compiled", {}).get("median_ms", float("nan")), row.get("copy", {}).get("median_ms", float("nan")),
            row.get("ratio_vs_compiled", float("nan")), row.get("ratio_vs_eager", float("nan"))), flush=True)
    doc["baseline"] = {"impl": "torch.compile / torch eager / torch copy_, same process (see rows)"}
    write_result("membound-%s" % op, doc, outdir)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--ops", default=",".join(KERNELS))
    p.add_argument("--widths", default="1024,2048,4096,8192,16384,32768")
    p.add_argument("--elems", type=int, default=1 << 28)
    p.add_argument("--cap-s", type=float, default=1.0)
    p.add_argument("--out", default=None)
    a = p.parse_args()
    for op in a.ops.split(","):
        run_op(op, [int(w) for w in a.widths.split(",")], a.elems, a.cap_s, a.out)


if __name__ == "__main__":
    main()
