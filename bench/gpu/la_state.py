"""The state half of the split form (kda_state, zoo/linear_attention/kda_chunk)
alone on the GPU: its template variants side by side in one process, with
an earlier kernel.kiln (KILN_LA_PREV_KERNEL, e.g. main's, same directory for
its imports) as the baseline, at the issue's chunk shapes (B1 T8192 H96,
H64, B8 T2048 H16).  The inputs are random chunk intermediates as
kda_chunk/state.json draws them (x, Aqk, glo; QKR: q, k raw and glo =
rq, rk, e^gc_63 of state_qkr.json), the same for every variant; each
variant is checked before it is timed against a float64 torch chunk
recurrence (la_ref.kda_state / kda_state_qkr, on heads 0-1, all chunks).
Timing: bench/baselines/common.time_fn (CUDA events per launch, L2 flushed,
medians, a GPU sleep before every launch), ROUNDS rounds over the variant
list (round-robin: drift shows as round-to-round change); per variant the
median of its round medians, and its ratio to the baseline's.
One result file per shape: $KILN_RESULTS/baseline-la-state-b<B>t<T>h<H>-<gpu>.json
Usage: python3 bench/gpu/la_state.py [--shapes all|acceptance] [--variants NAME,...] [--rounds N] [--cap-s S]
(exit 1 when a shape errors or any variant errors or fails its check: the
result doc's failed_variants)"""
import argparse
import os
import statistics
import sys
import traceback

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "baselines"))
from common import ROOT, time_fn, nrmse, write_result  # noqa: E402
sys.path.insert(0, os.path.join(ROOT, "zoo", "linear_attention"))
import la_split  # noqa: E402

SHAPES = {"acceptance": [(1, 8192, 96)], "all": [(1, 8192, 96), (1, 8192, 64), (8, 2048, 16)]}
# The variants timed by default: "base" (main's options), else words of
# la_split.STATE_WORDS ("mc", "b2", "glt", "a2", "hv1", "qks", "pfaN") and
# "qkr" (QKRAW = 1) joined by "-".
VARIANTS = ["base", "glt", "pfa1", "pfa2", "mc", "glt-pfa1", "qkr", "qkr-pfa1", "qkr-pfa2", "qkr-mc", "a2", "qkr-a2",
            "hv1", "qkr-hv1", "qkr-b2", "qkr-qks-b2", "qkr-qks-mc"]


def variant_defines(name):
    """kda_state template parameters of a variant name (on top of K = V =
    128, H0 = 1), or None when a word of it names none."""
    if name == "base":
        return {}
    d, rest = la_split.state_options(name.split("-"))
    if "qkr" in rest:
        rest.remove("qkr")
        d["QKRAW"] = 1
    return None if rest else d


TOL = 1e-2   # nrmse of o and ht (kda_chunk/state.json's bound)
C = 64


def ref_state(x, aqk, glo, h0, q, k, qkr, heads, t, H, HV):
    """float64 chunk recurrence of heads 0 .. heads-1 (all in sequence 0),
    as la_ref.kda_state (qkr 0) / kda_state_qkr (qkr 1)."""
    import torch
    NT = -(-t // C)
    K = 128
    d = torch.float64
    X = x[:heads * NT].to(d).view(heads, NT, 4, C, K)
    A = aqk[:heads * NT].to(d).view(heads, NT, C, C)
    gl = glo[:heads * NT].to(d).view(heads, NT, -1)
    S = h0[0, :heads].to(d).clone()
    o = torch.zeros(heads, NT * C, K, dtype=d, device=x.device)
    if qkr:
        G = HV // H
        P = NT * C - t

        def hd(a):
            a = a[0, :, [i // G for i in range(heads)]].to(d)                 # [t, heads, K]
            a = torch.cat([a, torch.zeros(P, heads, K, dtype=d, device=a.device)]) if P else a
            return a.transpose(0, 1).reshape(heads, NT, C, K)
        qq, kk = hd(q), hd(k)
    for c in range(NT):
        w, u = X[:, c, 0], X[:, c, 1]
        vn = u - w @ S
        if qkr:
            rq, rk, dec = gl[:, c, 0:C], gl[:, c, C:2 * C], gl[:, c, 2 * C]
            o[:, c * C:(c + 1) * C] = rq[..., None] * (qq[:, c] @ S) + A[:, c] @ vn
            S = dec[:, None, None] * S + kk[:, c].transpose(1, 2) @ (rk[..., None] * vn)
        else:
            qg, kd = X[:, c, 2], X[:, c, 3]
            o[:, c * C:(c + 1) * C] = qg @ S + A[:, c] @ vn
            S = gl[:, c, :, None] * S + kd.transpose(1, 2) @ vn
    return o[:, :t], S


def shape_case(shape, names, rounds, cap_s, pad, outdir, prev):
    import torch
    import kiln
    B, T, H = shape
    HV, K = H, 128
    NT = -(-T // C)
    n = B * HV * NT
    heads = B * HV
    name = "la-state-b%dt%dh%d" % shape
    gen = torch.Generator(device="cuda").manual_seed(0)

    def un(lo, hi, *s, dt=torch.float32):
        return torch.empty(*s, device="cuda").uniform_(lo, hi, generator=gen).to(dt)
    nsets = 2
    sets = []
    for _ in range(nsets):
        st = {"x": un(-0.1, 0.1, n, 4, C, K, dt=torch.bfloat16), "aqk": un(-0.05, 0.05, n, C, C, dt=torch.bfloat16),
              "glo": un(0.5, 1, n, K), "glq": un(0.5, 1, n, 256),
              "q": un(-0.1, 0.1, B, T, H, K, dt=torch.bfloat16), "k": un(-0.1, 0.1, B, T, H, K, dt=torch.bfloat16),
              "h0": torch.randn(B, HV, K, K, device="cuda", generator=gen) * 0.5,
              "o": torch.empty(B, T, HV, K, device="cuda", dtype=torch.bfloat16),
              "ht": torch.empty(B, HV, K, K, device="cuda", dtype=torch.float32)}
        st["tx"] = kiln.TensorMap(st["x"], box=[64, 64, 1, 1], swizzle="128B")
        st["taq"] = kiln.TensorMap(st["aqk"], box=[64, 64, 1], swizzle="128B")
        st["tq"] = kiln.TensorMap(st["q"], box=[64, 1, 64, 1], swizzle="128B")
        st["tk"] = kiln.TensorMap(st["k"], box=[64, 1, 64, 1], swizzle="128B")
        sets.append(st)
    s0 = sets[0]
    nref = min(2, heads)
    refs = {q: ref_state(s0["x"], s0["aqk"], s0["glq"] if q else s0["glo"], s0["h0"], s0["q"], s0["k"], q, nref, T, H, HV)
            for q in (0, 1)}
    doc = {"op": "kda_state", "case": name, "kernel": "zoo/linear_attention/kda_chunk (kda_state)",
           "shape": {"B": B, "T": T, "H": H, "HV": HV, "K": K, "V": K},
           "inputs": "random chunk intermediates as kda_chunk/state.json / state_qkr.json draw them (x, aqk, glo; QKR: "
                     "q, k raw, glo = rq, rk, e^gc_63), the same for every variant",
           "method": "bench/baselines/common.time_fn: CUDA events per launch, L2 flushed, 2 buffer sets, median; a "
                     "%d-cycle GPU sleep before every launch; %d rounds over the variants in turn, per variant the median "
                     "of its round medians" % (pad, rounds),
           "pad_cycles": pad, "rounds": rounds, "tolerance_nrmse": TOL,
           "reference": "float64 torch chunk recurrence (la_ref.kda_state / kda_state_qkr) of heads 0-%d, all chunks" % (nref - 1)}
    path = os.path.join(ROOT, "zoo/linear_attention/kda_chunk/kernel.kiln")
    rows = []
    if prev:
        rows.append({"variant": "prev", "kernel_file": prev, "defines": {"K": K, "V": K, "H0": 1}, "qkr": 0})
    for nm in names:
        d = dict({"K": K, "V": K, "H0": 1}, **variant_defines(nm))
        rows.append({"variant": nm, "kernel_file": os.path.relpath(path, ROOT), "defines": d, "qkr": d.get("QKRAW", 0)})
    calls = {}
    for r in rows:
        try:
            ks = kiln.compile(os.path.join(ROOT, r["kernel_file"]), defines=r["defines"]).kernel("kda_state")

            def call(s, ks=ks, r=r):
                st = sets[s]
                glo = st["glq"] if r["qkr"] else st["glo"]
                la_split.state_call(ks, st["tx"], st["taq"], st["tq"], st["tk"], glo, st["h0"], st["o"], st["ht"], T, H, HV, heads)
            for i in range(nsets):
                sets[i]["o"].fill_(float("nan"))
                sets[i]["ht"].fill_(float("nan"))
                call(i)
            torch.cuda.synchronize()
            ro, rS = refs[r["qkr"]]
            got_o = s0["o"][0, :, :nref].transpose(0, 1)
            r["nrmse_o"] = nrmse(got_o, ro)
            r["nrmse_ht"] = nrmse(s0["ht"][0, :nref], rS)
            r["nonfinite_o"] = int((~torch.isfinite(s0["o"].float())).sum().item())
            r["checked"] = r["nrmse_o"] <= TOL and r["nrmse_ht"] <= TOL and r["nonfinite_o"] == 0
            calls[r["variant"]] = call
        except Exception as e:
            r["error"] = "%s: %s" % (type(e).__name__, e)
            r["traceback"] = traceback.format_exc()[-1500:]
        print("  %s: %s" % (r["variant"], {x: r.get(x) for x in ("nrmse_o", "nrmse_ht", "checked", "error")}), flush=True)
    for rd in range(rounds):
        for r in rows:
            if r["variant"] not in calls:
                continue
            t = time_fn(calls[r["variant"]], nsets, cap_s=cap_s, pad_cycles=pad)
            r.setdefault("round_median_ms", []).append(t["median_ms"])
            r.setdefault("round_samples", []).append(t["samples"])
            r.setdefault("round_rel_stdev", []).append(t["rel_stdev"])
    base = next((r for r in rows if r["variant"] == ("prev" if prev else "base") and "round_median_ms" in r), None)
    for r in rows:
        if "round_median_ms" in r:
            r["median_ms"] = statistics.median(r["round_median_ms"])
            if base:
                r["ratio_vs_baseline"] = r["median_ms"] / base["median_ms"]
                r["round_ratios"] = [a / b for a, b in zip(r["round_median_ms"], base["round_median_ms"])]
        print("  %-10s %s ms  x%s vs %s  rounds %s  checked %s" % (
            r["variant"], "%.4f" % r["median_ms"] if "median_ms" in r else r.get("error", "-"),
            "%.3f" % r["ratio_vs_baseline"] if "ratio_vs_baseline" in r else "-", base and base["variant"],
            ["%.4f" % x for x in r.get("round_median_ms", [])], r.get("checked")), flush=True)
    doc["variants"] = rows
    doc["baseline"] = {"variant": base and base["variant"], "impl": "kda_state of %s, same process" % (prev or "this kernel.kiln")}
    ok = [r for r in rows if r.get("checked") and "median_ms" in r and r["variant"] != "prev"]
    for q in (0, 1):
        okq = [r for r in ok if r["qkr"] == q]
        if okq:
            b = min(okq, key=lambda r: r["median_ms"])
            doc["best_" + ("qkr" if q else "kda")] = {"variant": b["variant"], "median_ms": b["median_ms"],
                                                      "ratio_vs_baseline": b.get("ratio_vs_baseline")}
    failed = [r["variant"] for r in rows if "error" in r or not r.get("checked")]
    doc["failed_variants"] = failed
    write_result(name, doc, outdir)
    print("RESULT %s: %s%s" % (name, {k: v for k, v in doc.items() if k.startswith("best_")},
                               "  FAILED (error or check): %s" % ", ".join(failed) if failed else ""), flush=True)
    del sets
    torch.cuda.empty_cache()
    return len(failed)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--shapes", choices=sorted(SHAPES), default="all")
    ap.add_argument("--variants", default=",".join(VARIANTS))
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--cap-s", type=float, default=0.6)
    ap.add_argument("--pad-cycles", type=int, default=3000000)
    ap.add_argument("--out", default=None)
    a = ap.parse_args()
    names = [v for v in a.variants.split(",") if v]
    for v in names:
        if variant_defines(v) is None:
            print("unknown variant %s (words: base, qkr, %s, pfaN)" % (v, ", ".join(la_split.STATE_WORDS)))
            return 2
    prev = os.environ.get("KILN_LA_PREV_KERNEL")
    bad = 0
    for s in SHAPES[a.shapes]:
        try:
            bad += shape_case(s, names, a.rounds, a.cap_s, a.pad_cycles, a.out, prev)   # its variants that failed
        except Exception:
            bad += 1
            print("RESULT la-state-b%dt%dh%d: error\n%s" % (s + (traceback.format_exc(),)), flush=True)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
