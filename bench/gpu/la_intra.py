"""The split form's intra half alone (kda_chunk MODE = 1), candidate kernels
side by side in one process: the speed of an intra-half change measured
against a baseline kernel file (e.g. main's kernel.kiln) on the same inputs.

Candidates (--cands, "NAME=FILE[:DEF=VAL,...]" words; FILE relative to the
repository, in zoo/linear_attention/kda_chunk/ for its imports): each is
compiled with the chunk case's defines (as bench/gpu/linear_attention.py:
L2NORM, BETA_SIGMOID, KDA's in-kernel gate, GDN) plus MODE = 1 and its own
defines; a candidate whose defines hold QKR = 1 runs only for GDN.  The
first candidate is the baseline.  Inputs as linear_attention.chunk_case
(same generator, two rotation sets); every candidate writes its own x, aqk,
glo (x [n][4][64][128], glo [n][256]).

Checked before timing, against the baseline's outputs of set 0 (nrmse):
w, u (x slots 0, 1), Aqk; qg, kd and the decay (x slots 2, 3, glo[:, :128])
for a candidate with the baseline's layout; for QKR, qg and kd rebuilt from
glo's row scales and the raw q, k (Diag(rq) q, Diag(rk) k) and e^gc_63
(glo[:, 128]) against the baseline's qg, kd and glo[:, 0].

Timing: bench/baselines/common.time_fn (CUDA events per launch, L2 flushed,
rotation sets, every launch behind the same GPU sleep, --pad-cycles), the
candidates interleaved: --rounds rounds of every candidate in turn, each
--cap-s long; a candidate's figure is the median of all its samples (the
per-round medians are recorded).  One result file per (op, shape):
$KILN_RESULTS/baseline-la-intra-{kda,gdn}_chunk-b<B>t<T>h<H>-<gpu>.json.
Usage: python3 bench/gpu/la_intra.py --cands "main=... new=..." [--ops gdn,kda]
[--shapes all|acceptance] [--rounds 3] [--cap-s 0.3] [--pad-cycles 3000000] [--out DIR]"""
import argparse
import os
import statistics
import sys
import time
import traceback

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "baselines"))
from common import ROOT, time_fn, nrmse, write_result  # noqa: E402
from linear_attention import chunk_inputs  # noqa: E402

SHAPES = {"acceptance": [(1, 8192, 96)], "all": [(1, 8192, 96), (1, 8192, 64), (8, 2048, 16)]}
C = 64


def parse_cands(s):
    out = []
    for w in s.split():
        name, rest = w.split("=", 1)
        path, _, ds = rest.partition(":")
        defs = {}
        for d in filter(None, ds.split(",")):
            k, v = d.split("=", 1)
            defs[k] = int(v)
        out.append((name, path, defs))
    return out


def check(cs, sets, B, T, H, HV, K, NT, nrmse):
    """Each candidate's outputs of set 0 against the first's (nrmse); sets
    c["check_vs_baseline"] and c["checked"]."""
    base = cs[0]
    if "_x" not in base:
        return
    bx = base["_x"]
    s0 = sets[0]
    G = HV // H
    n = B * HV * NT

    def decay(c):   # without QKR the kernel writes glo as [n][K] (row hc at hc * K of the [n][256] buffer)
        return c["_x"]["glo"].view(-1)[:n * K].view(n, K)

    def rows(x):   # [B, T, H, K] -> [B * HV * NT, C, K] (T a multiple of C at the bench shapes)
        x = x.repeat_interleave(G, dim=2) if G > 1 else x
        return x.permute(0, 2, 1, 3).reshape(B * HV * NT, C, K).float()
    for c in cs[1:]:
        if "_x" not in c:
            continue
        cx = c["_x"]
        ck = {"w": nrmse(cx["x"][:, 0], bx["x"][:, 0]), "u": nrmse(cx["x"][:, 1], bx["x"][:, 1]),
              "aqk": nrmse(cx["aqk"], bx["aqk"])}
        if c["defines"].get("QKR"):
            rq, rk = cx["glo"][:, :C, None], cx["glo"][:, C:2 * C, None]
            ck["qg_from_rq"] = nrmse(rq * rows(s0["q"]), bx["x"][:, 2])
            ck["kd_from_rk"] = nrmse(rk * rows(s0["k"]), bx["x"][:, 3])
            ck["decay"] = nrmse(cx["glo"][:, 2 * C], decay(base)[:, 0])
            ck["glo_tail_zero"] = bool((cx["glo"][:, 2 * C + 1:] == 0).all().item())
        else:
            ck["qg"] = nrmse(cx["x"][:, 2], bx["x"][:, 2])
            ck["kd"] = nrmse(cx["x"][:, 3], bx["x"][:, 3])
            ck["decay"] = nrmse(decay(c), decay(base))
        bad = [k for k, v in ck.items() if (v is False) or (isinstance(v, float) and not v <= 1e-2)]
        c["check_vs_baseline"] = ck
        c["checked"] = not bad


_MODS = {}


def _kernel(path, defines):
    """kiln.compile once per (file, defines) in this process."""
    import kiln
    key = (path, tuple(sorted(defines.items())))
    if key not in _MODS:
        _MODS[key] = kiln.compile(os.path.join(ROOT, path), defines=defines).kernel("kda_chunk")
    return _MODS[key]


def intra_case(op, shape, cands, rounds, cap_s, pad, outdir, kda_cands=None):
    import torch
    import kiln
    B, T, H = shape
    HV, K, V = H, 128, 128
    kda = op == "kda"
    NT = -(-T // C)
    n = B * HV * NT
    nsets = 2
    sets = chunk_inputs(B, T, H, HV, kda, nsets)     # linear_attention.py's draws: the same data
    scale = K ** -0.5
    defs = {"K": K, "V": V, "L2NORM": 1, "BETA_SIGMOID": 1, "GATE": 1 if kda else 0, "H0": 1, "GDN": 0 if kda else 1, "MODE": 1}
    name = "la-intra-%s_chunk-b%dt%dh%d" % ((op,) + shape)
    doc = {"op": "%s_chunk intra half (kda_chunk MODE = 1)" % op, "case": name,
           "shape": {"B": B, "T": T, "H": H, "HV": HV, "K": K, "V": V},
           "options": "L2NORM, BETA_SIGMOID" + (", GATE = 1 (A_log, dt_bias)" if kda else ", GDN = 1 (g = logsigmoid(randn) [B, T, H])"),
           "method": "bench/baselines/common.time_fn (CUDA events per launch, L2 flushed, 2 rotation sets), every launch "
                     "behind a %d-cycle GPU sleep; candidates interleaved: %d rounds of each in turn, %.2f s each; "
                     "median over all samples of a candidate" % (pad, rounds, cap_s),
           "pad_cycles": pad, "rounds": rounds}
    cs = []
    for cname, path, cdefs in cands:
        if kda and (cdefs.get("QKR") or (kda_cands is not None and cname not in kda_cands)):
            continue
        d = dict(defs, **cdefs)
        c = {"name": cname, "kernel_file": path, "defines": d}
        try:
            ki = _kernel(path, d)
            xs = {"x": torch.zeros(n, 4, C, K, device="cuda", dtype=torch.bfloat16),
                  "aqk": torch.zeros(n, C, C, device="cuda", dtype=torch.bfloat16),
                  "glo": torch.zeros(n, 256, device="cuda", dtype=torch.float32)}
            xs["tx"] = kiln.TensorMap(xs["x"], box=[64, 64, 1, 1], swizzle="128B")
            xs["taq"] = kiln.TensorMap(xs["aqk"], box=[64, 64, 1], swizzle="128B")

            def call(s, ki=ki, xs=xs):
                st = sets[s]
                ki(st["tq"], st["tk"], st["tv"], st["g"], st["beta"], st["a_log"], st["dt_bias"], st["h0"], st["o"], st["ht"],
                   xs["tx"], xs["taq"], xs["glo"], scale, T, H, HV, B * HV)
            call(0)
            torch.cuda.synchronize()
            c["_x"] = {k: xs[k].clone() for k in ("x", "aqk", "glo")}
            c["_call"] = call
        except Exception as e:
            c["error"] = "%s: %s" % (type(e).__name__, e)
            c["traceback"] = traceback.format_exc()[-2000:]
        cs.append(c)
    base = cs[0]
    try:
        check(cs, sets, B, T, H, HV, K, NT, nrmse)
    except Exception as e:
        doc["check_error"] = "%s: %s" % (type(e).__name__, e)
        doc["check_traceback"] = traceback.format_exc()[-2000:]
        print("check error:", doc["check_error"], flush=True)
    for c in cs:
        c.pop("_x", None)
        c["_samples"], c["round_medians_ms"] = [], []
    for r in range(rounds):
        for c in cs:
            if "_call" not in c:
                continue
            t = time_fn(c["_call"], nsets, cap_s=cap_s, pad_cycles=pad, max_samples=400)
            c["round_medians_ms"].append(t["median_ms"])
            c["_samples"].append(t["samples"])
    # pooled median: time_fn returns only summary statistics, so the figure
    # is the median of the per-round medians (each over >= 20 samples)
    for c in cs:
        c.pop("_call", None)
        sm = c.pop("_samples")
        if c["round_medians_ms"]:
            c["median_ms"] = statistics.median(c["round_medians_ms"])
            c["samples"] = sum(sm)
            c["sm_us_per_head_chunk"] = c["median_ms"] * 1e3 * 132 / n
    if "median_ms" in base:
        for c in cs[1:]:
            if "median_ms" in c:
                c["speedup_vs_baseline"] = base["median_ms"] / c["median_ms"]
    doc["candidates"] = cs
    doc["baseline"] = {"impl": "candidate %s (%s), same process, interleaved" % (base["name"], base["kernel_file"]),
                       "median_ms": base.get("median_ms")}
    write_result(name, doc, outdir)
    print("RESULT %s: %s" % (name, "; ".join(
        "%s %s%s%s" % (c["name"], "%.4f ms" % c["median_ms"] if "median_ms" in c else c.get("error", "-"),
                       " (%.3fx)" % c["speedup_vs_baseline"] if "speedup_vs_baseline" in c else "",
                       "" if c.get("checked", True) else " CHECK FAILED %s" % c.get("check_vs_baseline")) for c in cs)), flush=True)
    for c in cs[1:]:
        if "check_vs_baseline" in c:
            print("  check %s vs %s: %s" % (c["name"], base["name"], c["check_vs_baseline"]), flush=True)
    del sets
    torch.cuda.empty_cache()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cands", required=True)
    ap.add_argument("--ops", default="gdn,kda")
    ap.add_argument("--shapes", choices=sorted(SHAPES), default="all")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--cap-s", type=float, default=0.3)
    ap.add_argument("--pad-cycles", type=int, default=3000000)
    ap.add_argument("--out", default=None)
    ap.add_argument("--kda-cands", default=None, help="names of the candidates timed for KDA (default: all without QKR)")
    a = ap.parse_args()
    cands = parse_cands(a.cands)
    t0, bad = time.time(), 0
    for op in a.ops.split(","):
        for s in SHAPES[a.shapes]:
            try:
                intra_case(op, s, cands, a.rounds, a.cap_s, a.pad_cycles, a.out,
                           kda_cands=a.kda_cands.split(",") if a.kda_cands else None)
            except Exception:
                bad += 1
                print("RESULT la-intra-%s_chunk-b%dt%dh%d: error\n%s" % ((op,) + s + (traceback.format_exc(),)), flush=True)
    print("summary: %d errors, %.0f s" % (bad, time.time() - t0))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
