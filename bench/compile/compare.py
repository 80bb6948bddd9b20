#!/usr/bin/env python3
"""compare.py OLD_BENCH NEW_BENCH [ROUNDS] [N]: two compile_bench binaries
(build/bench/compile_bench built before and after a change) run side by side,
alternating (old, new, new, old, ...) ROUNDS times (default 7) with -n N
(default 20) compiles each; per kernel the median over rounds of each run's
median, the ratio new/old, and the total and median ratios.  Timings on a
loaded machine are noisy: compare the ratio with the one of the same binary
against itself (pass it twice)."""
import json, statistics as st, subprocess, sys

old, new = sys.argv[1], sys.argv[2]
rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 7
n = sys.argv[4] if len(sys.argv) > 4 else "20"
res = {0: {}, 1: {}}
for r in range(rounds):
    for side in ((0, 1) if r % 2 == 0 else (1, 0)):
        out = subprocess.check_output([(old, new)[side], "-n", n, "--ptxas-runs", "0", "--json"])
        for k in json.loads(out)["kernels"]:
            if k["ok"]:
                res[side].setdefault(k["file"], []).append(k["median_ms"])
rows = []
for f in sorted(res[0]):
    if f not in res[1]:
        print(f"{f}: fails with the new binary")
        continue
    a, b = st.median(res[0][f]), st.median(res[1][f])
    rows.append((a, b))
    print(f"{f:52s} old {a:8.4f} ms  new {b:8.4f} ms  new/old {b / a:.3f}")
ta, tb = sum(r[0] for r in rows), sum(r[1] for r in rows)
print(f"total of medians: old {ta:.3f} ms, new {tb:.3f} ms, new/old {tb / ta:.3f}; "
      f"median per-kernel new/old {st.median(r[1] / r[0] for r in rows):.3f} "
      f"({rounds} alternating rounds, -n {n})")
