"""The GEMM selection rules of zoo/gemm/README.md (bf16) and
zoo/gemm/fp8_ws/README.md (fp8) as code, scored against result files:
for every shape of a file, the variant the rule picks, its ratio to the
baseline measured in that run, and the best checked variant's ratio.
Runs on any machine (no GPU): it only reads bench/results.
  python3 bench/gpu/gemm_rule.py [result.json ...]
(default: the session-4 files).  A pick the file did not time is reported as
'not timed'.
  python3 bench/gpu/gemm_rule.py --steady
prints the picks' interleaved medians (newest baseline-gemm_steady file per
shape that re-timed the pick; --check prints them too).
  python3 bench/gpu/gemm_rule.py --check
takes, per shape and table (bf16 A·Bᵀ, A·B, fp8), the newest result file
(single pass or interleaved, by its date; GEMM_RESULTS: the folder, default
bench/results) that measured it (as bench/gpu/zoo_doc.py does for docs/zoo.md) and fails
unless the rule's pick was timed and passed its checks there (nrmse, all
finite, split-K determinism: the variants that carry a ratio): the rule
names only measured, correct variants.  make test runs it (zoo suite)."""
import json
import math
import os
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
# the result files --check / --steady read (env GEMM_RESULTS: another folder, e.g. a test's fixtures)
RESULTS = os.environ.get("GEMM_RESULTS") or os.path.join(ROOT, "bench", "results")
SMS = 132


def tiles(m, n, bm, bn):
    return math.ceil(m / bm) * math.ceil(n / bn)


def bf16_pick(m, n, k, ab):
    """Variant name (bench/gpu/gemm_shapes.py naming) the bf16 rule picks."""
    t256 = tiles(m, n, 128, 256)
    if t256 >= SMS // 2 and m > 512:                       # rule 1 (session 7, interleaved)
        g = SMS // 2                                       # 1x2 clusters on the machine
        u192 = math.ceil(math.ceil(m / 192) / 2) * math.ceil(n / 256)
        if u192 >= 4 * g:                                  # 1a: 192 x 256 tiles, at least 4 waves of units
            rem = u192 % g                                 # stream-K when the last wave is half to 0.9 full
            return "tma_bm192_sk%d_c2_stm_hint" % (1 if 2 * rem >= g and 10 * rem < 9 * g else 0)
        return "tma_sk0_c2_stm_hint"                       # 1b: 128 x 256 (4096^3, 4096 x 4096 x 14336)
    if t256 >= SMS // 2:                                   # rule 2: M <= 512, N = 28672
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
                return "splitk_bm64_bn%d_s1_c2_e16_h1" % bn      # HINT 1 since session 7
    if 0.9 * SMS <= tiles(m, n, 128, 224) <= SMS:          # rule 3 (session 7): one wave of 128 x 224
        return "ws_bn224_h1"                               # tiles, B at L2 evict_first, A evict_last
    for bn in (128, 64, 32):                               # rule 4
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


def newest(pattern, key):
    """{(m, n, k): row} from the newest file (by its date) that has the shape in table key."""
    import glob
    rows = {}
    loaded = []
    for f in glob.glob(os.path.join(RESULTS, pattern)):
        d = json.load(open(f))
        loaded.append((d.get("date", ""), os.path.basename(f), d))
    for date, name, d in sorted(loaded):
        for r in d.get(key, []):
            if r.get("variants"):
                rows[(r["m"], r["n"], r["k"])] = (name, dict(r, _date=date))
    return rows


def newest_steady(layout):
    """{(m, n, k): (date, file, row)} of the newest interleaved file (baseline-gemm_steady-*.json) per shape of
    layout ("A.B^T", "A.B", "fp8 A.B^T")."""
    import glob
    rows = {}
    loaded = []
    for f in glob.glob(os.path.join(RESULTS, "baseline-gemm_steady-*.json")):
        d = json.load(open(f))
        loaded.append((d.get("date", ""), os.path.basename(f), d))
    for date, name, d in sorted(loaded):
        for r in d.get("shapes", []):
            if r.get("layout") == layout and "ratios" in r:
                rows[(r["m"], r["n"], r["k"])] = (date, name, r)
    return rows


def steady_ok(r, want):
    """The pick was checked (finite, nrmse < 4e-3 against the f32 product) and timed in interleaved row r."""
    c = r.get("checks", {}).get(want)
    return bool(c and c.get("all_finite") and c.get("nrmse_vs_f32", 1.0) < 4e-3 and want in r.get("ratios", {}))


def check():
    """Per shape and table, the newest measurement (single pass or interleaved, by the file's date) must have
    timed and checked the rule's pick: an interleaved file newer than the single pass stands for it (session 6
    re-timed the large shapes' candidates interleaved only).  The interleaved check is nrmse and finiteness;
    a stream-K pick's bitwise repeatability stays a single-pass check (gemm_shapes.py).  A table no file in
    RESULTS measured fails (an empty or mistyped GEMM_RESULTS passed with no output before)."""
    bad = 0
    for label, pattern, key, pick, base in (
            ("A.B^T", "baseline-gemm_shapes-*.json", "shapes", lambda m, n, k: bf16_pick(m, n, k, False), "ratio_vs_cublas"),
            ("A.B", "baseline-gemm_shapes-*.json", "ab_shapes", lambda m, n, k: bf16_pick(m, n, k, True), "ratio_vs_cublas"),
            ("fp8", "baseline-gemm_fp8-*.json", "shapes", fp8_pick, "ratio_vs_scaled_mm")):
        rs = []
        rows = newest(pattern, key)
        if not rows:                                       # an empty or wrong folder must not pass silently
            bad += 1
            print("FAIL no result file in %s measured %s (%s, key %s)" % (RESULTS, label, pattern, key))
            continue
        st = newest_steady("fp8 A.B^T" if label == "fp8" else label)
        for (m, n, k), (name, r) in sorted(rows.items()):
            want = pick(m, n, k)
            v = {x["name"]: x for x in r["variants"]}.get(want)
            sd = st.get((m, n, k))
            if sd and sd[0] > r.get("_date", ""):
                if steady_ok(sd[2], want):
                    rs.append(sd[2]["ratios"][want]["median"])
                else:
                    bad += 1
                    print("FAIL %s %d x %d x %d: the rule picks %s, not timed and checked in %s (the newest)" % (
                        label, m, n, k, want, sd[1]))
            elif not v or base not in v:
                bad += 1
                print("FAIL %s %d x %d x %d: the rule picks %s, not timed and checked in %s" % (label, m, n, k, want, name))
            else:
                rs.append(v[base])
        if rs:
            print("%s %s: the rule's picks were timed and checked at %d of %d shapes (newest file each, single pass or "
                  "interleaved): geomean %.3fx, "
                  "lowest %.3fx" % ("ok  " if len(rs) == len(rows) else "FAIL", label, len(rs), len(rows),
                                   math.exp(sum(map(math.log, rs)) / len(rs)), min(rs)))
    return bad


def steady():
    """The rule's picks in the interleaved re-timings (baseline-gemm_steady-*.json, bench/gpu/gemm_steady.py):
    per (layout, shape) the newest file whose rounds timed the pick; prints the median per-round ratio.
    Informational (the shapes a steady file did not re-time are missing): the interleaved medians are the
    honest large-shape figures (zoo/gemm/README.md)."""
    import glob
    loaded = []
    for f in glob.glob(os.path.join(RESULTS, "baseline-gemm_steady-*.json")):
        d = json.load(open(f))
        loaded.append((d.get("date", ""), os.path.basename(f), d))
    best = {}
    for date, name, d in sorted(loaded):
        for r in d.get("shapes", []):
            lay = r.get("layout", "")
            m, n, k = r["m"], r["n"], r["k"]
            pick = fp8_pick(m, n, k) if lay.startswith("fp8") else bf16_pick(m, n, k, lay == "A.B")
            q = r.get("ratios", {}).get(pick)
            if q:
                best[(lay, m, n, k)] = (name, pick, q)
    for lay in ("A.B^T", "A.B", "fp8 A.B^T"):
        rows = sorted((key, v) for key, v in best.items() if key[0] == lay)
        for (l, m, n, k), (name, pick, q) in rows:
            print("  interleaved %-9s %5d %5d %5d  %-28s %.3fx (rounds %.3f-%.3f)  %s" % (
                l, m, n, k, pick, q["median"], q["min"], q["max"], name))
        if rows:
            xs = [v[2]["median"] for _, v in rows]
            print("interleaved %s: the rule's picks at %d shapes: geomean %.3fx, lowest %.3fx" % (
                lay, len(xs), math.exp(sum(map(math.log, xs)) / len(xs)), min(xs)))


def main():
    if sys.argv[1:] == ["--check"]:
        bad = check()
        steady()
        sys.exit(1 if bad else 0)
    if sys.argv[1:] == ["--steady"]:
        steady()
        return
    files = sys.argv[1:] or [os.path.join(ROOT, "bench", "results", f) for f in (
        "baseline-gemm_shapes-session4-nvidia-h200.json", "baseline-gemm_shapes-session4-call2-nvidia-h200.json",
        "baseline-gemm_fp8-session4-nvidia-h200.json", "baseline-gemm_fp8-session4-call2-nvidia-h200.json")]
    for f in files:
        score(f)


if __name__ == "__main__":
    main()
