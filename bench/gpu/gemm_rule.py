"""The GEMM selection rules of zoo/gemm/README.md (bf16) and
zoo/gemm/fp8_ws/README.md (fp8) as code, scored against result files:
for every shape of a file, the variant the rule picks, its ratio to the
baseline measured in that run, and the best checked variant's ratio.
Runs on any machine (no GPU): it only reads bench/results.
  python3 bench/gpu/gemm_rule.py [result.json ...]
(default: the session-4 files).  A pick the file did not time is reported as
'not timed'."""
import json
import math
import os
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
SMS = 132


def tiles(m, n, bm, bn):
    return math.ceil(m / bm) * math.ceil(n / bn)


def bf16_pick(m, n, k, ab):
    """Variant name (bench/gpu/gemm_shapes.py naming) the bf16 rule picks."""
    t256 = tiles(m, n, 128, 256)
    if t256 >= 8 * SMS:
        return "tma_sk1"                                   # rule 1
    if t256 >= SMS // 2:                                   # rule 2
        if ab:
            return "tma_sk1"
        return "ws_bn224" if tiles(m, n, 128, 224) <= SMS else "ws_bn256"
    if math.ceil(m / 64) % 2 == 0:                         # rule 3
        for bn in ((64, 128) if ab else (64, 96, 128)):
            if tiles(m, n, 64, bn) <= SMS:
                return "splitk_bm64_bn%d_s1_c2_e16" % bn
    if tiles(m, n, 128, 64) >= SMS // 2:                   # rule 4
        return "splitk_bm128_bn64_s1"
    if k >= 8192:
        return "splitk_bm128_bn64_s%d" % (SMS // tiles(m, n, 128, 64))
    return "splitk_bm64_bn64_s1" if ab else "splitk_bm128_bn32_s1"


def fp8_pick(m, n, k):
    """Variant name (bench/gpu/gemm_fp8.py naming) the fp8 rule picks."""
    if tiles(m, n, 128, 256) >= SMS:
        return "ws_bn256"                                  # rule 1
    if math.ceil(m / 64) % 2 == 0:                         # rule 2
        for bn in (64, 96, 128):
            if 96 <= tiles(m, n, 64, bn) <= SMS:
                return "splitk_bm64_bn%d_s1_c2_e16" % bn
    for bn in (128, 64, 32):                               # rule 3
        if tiles(m, n, 128, bn) >= 0.7 * SMS:
            return "ws_bn%d" % bn
    return "ws_bn32"


def score(path):
    d = json.load(open(path))
    fp8 = "fp8" in d.get("workload", "")
    base_key = "ratio_vs_scaled_mm" if fp8 else "ratio_vs_cublas"
    tables = [("fp8", d["shapes"])] if fp8 else [("A.B^T", d["shapes"]), ("A.B", d.get("ab_shapes", []))]
    print(os.path.basename(path))
    for layout, rows in tables:
        picked, best = [], []
        for r in rows:
            name = fp8_pick(r["m"], r["n"], r["k"]) if fp8 else bf16_pick(r["m"], r["n"], r["k"], layout == "A.B")
            v = {x["name"]: x for x in r["variants"]}.get(name)
            rr = v.get(base_key) if v else None
            b = r.get(base_key)
            if b:
                best.append(b)
            if rr:
                picked.append(rr)
            print("  %-5s %5d %5d %5d  rule: %-28s %s   best: %-28s %.3fx" % (
                layout, r["m"], r["n"], r["k"], name, "%.3fx" % rr if rr else "not timed",
                r.get("best", "-"), b or 0))
        for what, xs in (("rule", picked), ("best", best)):
            if xs:
                print("  %s %s: geomean %.3fx over %d shapes, lowest %.3fx" % (
                    layout, what, math.exp(sum(map(math.log, xs)) / len(xs)), len(xs), min(xs)))


def main():
    files = sys.argv[1:] or [os.path.join(ROOT, "bench", "results", f) for f in (
        "baseline-gemm_shapes-session4-nvidia-h200.json", "baseline-gemm_shapes-session4-call2-nvidia-h200.json",
        "baseline-gemm_fp8-session4-nvidia-h200.json", "baseline-gemm_fp8-session4-call2-nvidia-h200.json")]
    for f in files:
        score(f)


if __name__ == "__main__":
    main()
