"""fp8 GEMM M = 128, N = 28672, K = 4096 (the one fp8 shape at parity with
torch._scaled_mm, 0.997x in session 5), re-timed interleaved with
torch._scaled_mm in one process: bench/gpu/gemm_steady.py's method
(ROUNDS rounds, the order reversed every other round, the baseline median
over the candidate's per round, then the median over rounds; each candidate
checked against the f32 product first) over the candidates below: the
selection rule's fp8_ws BN 128 STAGES 6, the 7-stage ring, BN 224 (one wave
of 128 tiles), each with HINT = 1 (session 7: the TMA loads of B, read once,
at L2 evict_first and of A, read by every CTA, at evict_last) or HINT = 2
(B evict_first alone).  Writes baseline-gemm_steady<TAG>-<gpu>.json in
gemm_steady.py's format (bench/gpu/zoo_doc.py's "GEMM interleaved" table
takes the newest file per shape).
Env: ROUNDS (default 7), CAP_S (default 0.15), TAG, FP8_SET (b: CANDS_B;
m128: M128, the four M = 128 shapes with and without HINT),
PAD_CYCLES (the GPU sleep before each timed launch, common.time_fn's
pad_cycles; default 200000).  The file also records each implementation's
host enqueue time per launch (host_launch_us)."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
os.environ.setdefault("ROUNDS", "7")
import torch
import gemm_steady as st
from common import write_result

WS = "zoo/gemm/fp8_ws"


def ws(bn, stages, hint=0):
    d = {"BN": bn, "STAGES": stages, "CLUSTER": 1, "SMS": 132, "EPI16": 1}
    if hint:
        d["HINT"] = hint
    return d


CANDS = (("ws_bn128", WS, ws(128, 6)),                 # the rule's pick (gemm_rule.fp8_pick)
         ("ws_bn128_h1", WS, ws(128, 6, 1)),
         ("ws_bn128_h2", WS, ws(128, 6, 2)),
         ("ws_bn128_s7_h1", WS, ws(128, 7, 1)),
         ("ws_bn224", WS, ws(224, 4)),
         ("ws_bn224_h1", WS, ws(224, 4, 1)))
# FP8_SET=b (session 7's second call): the HINT = 1 winners of the first
# (s7n1: BN 224 1.096x, BN 128 1.082x) against the rule's BN 128, with the
# 5-stage BN 224 ring and BN 256 (112 tiles) beside them
CANDS_B = (("ws_bn128", WS, ws(128, 6)),
           ("ws_bn128_h1", WS, ws(128, 6, 1)),
           ("ws_bn224_h1", WS, ws(224, 4, 1)),
           ("ws_bn224_s5_h1", WS, ws(224, 5, 1)),
           ("ws_bn256_h1", WS, ws(256, 4, 1)))
SK = "zoo/gemm/fp8_splitk"


def sk(bn, stages, hint=0):
    d = {"BM": 64, "BN": bn, "SPLITK": 1, "STAGES": stages, "CLUSTER": 2, "EPI16": 1}
    if hint:
        d["HINT"] = 1
    return d


# FP8_SET=m128: the other M = 128 shapes, whose pick is fp8_splitk BM 64 in
# 2-CTA clusters multicasting B (gemm_rule.fp8_pick), with and without
# HINT = 1 (A, read by every cluster, at L2 evict_last; B at evict_first),
# and N = 28672's pick again
M128 = ((128, 6144, 4096, (("splitk_bm64_bn96_s1_c2_e16", SK, sk(96, 11)), ("splitk_bm64_bn96_s1_c2_e16_h1", SK, sk(96, 11, 1)))),
        (128, 4096, 4096, (("splitk_bm64_bn64_s1_c2_e16", SK, sk(64, 14)), ("splitk_bm64_bn64_s1_c2_e16_h1", SK, sk(64, 14, 1)))),
        (128, 4096, 14336, (("splitk_bm64_bn64_s1_c2_e16", SK, sk(64, 14)), ("splitk_bm64_bn64_s1_c2_e16_h1", SK, sk(64, 14, 1)))),
        (128, 28672, 4096, (("ws_bn224_h1", WS, ws(224, 4, 1)), ("ws_bn128", WS, ws(128, 6)))))


def host_launch_us(impls, n=200):
    """Median host time (µs) to enqueue one launch of each implementation, GPU kept busy (no sync in
    between): time_fn's pad (torch.cuda._sleep before the start event) hides host latency only up to
    its length."""
    import statistics
    import time
    out = {}
    for name, f in impls:
        ts = []
        torch.cuda._sleep(4000000)
        for _ in range(n):
            t = time.perf_counter()
            f()
            ts.append((time.perf_counter() - t) * 1e6)
        torch.cuda.synchronize()
        out[name] = statistics.median(ts)
    return out


def main():
    pad = int(os.environ.get("PAD_CYCLES", "0"))
    if pad:
        # a longer GPU pad before each timed launch (common.time_fn pad_cycles, default 200000)
        import functools
        st.time_fn = functools.partial(st.time_fn, pad_cycles=pad)
    rounds0 = st.rounds

    def rounds(impls, min_ms=0.0):
        h = host_launch_us(impls)
        doc.setdefault("host_launch_us", []).append(h)       # one entry per shape, in order
        print("host launch us:", " ".join("%s %.1f" % kv for kv in h.items()), flush=True)
        return rounds0(impls, min_ms)
    st.rounds = rounds
    st.sampler = st.Sampler()
    g = torch.Generator(device="cuda").manual_seed(0)
    doc = {"workload": "fp8 GEMM M = 128, N = 28672, K = 4096, interleaved with torch._scaled_mm (bench/gpu/fp8_n28672.py)",
           "method": "bench/gpu/gemm_steady.py rounds(): ROUNDS rounds of common.time_fn per implementation, order "
                     "reversed every other round; ratio = baseline median / candidate median per round, then the "
                     "median over rounds",
           "baseline": {"impl": "torch._scaled_mm(a, b.t(), scale_a, scale_b, out_dtype=torch.bfloat16), use_fast_accum=False"},
           "set": "fp8_n28672 (bench/gpu/fp8_n28672.py)", "shapes": []}
    doc["pad_cycles"] = pad or 200000
    doc["nvml"] = "SM clock and power sampled every 10 ms while each side is timed" if st.sampler.h else st.sampler.error
    fset = os.environ.get("FP8_SET", "")
    todo = M128 if fset == "m128" else ((128, 28672, 4096, CANDS_B if fset == "b" else CANDS),)
    doc["fp8_set"] = fset or "a"
    for m, n, k, cands in todo:
        try:
            doc["shapes"].append(st.fp8_shape(m, n, k, cands, g))
        except Exception as e:
            doc["shapes"].append({"layout": "fp8 A.B^T", "m": m, "n": n, "k": k, "error": "%s: %s" % (type(e).__name__, str(e)[:300])})
            print("ERR", doc["shapes"][-1]["error"], flush=True)
        torch.cuda.empty_cache()
    write_result("gemm_steady" + os.environ.get("TAG", ""), doc)


if __name__ == "__main__":
    main()
