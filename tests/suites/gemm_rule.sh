#!/usr/bin/env bash
# bench/gpu/gemm_rule.py --check on fixture result folders (GEMM_RESULTS):
# the rule's pick must be timed and checked in the newest file that measured
# a shape, single pass (baseline-gemm_shapes-*) or interleaved
# (baseline-gemm_steady-*), by the file's date.  The zoo suite runs --check
# on bench/results itself; this suite covers the decisions and error paths.
# Last line: "N passed, N failed".
set -u
cd "$(dirname "$0")/../.." || exit 2
pass=0; fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# fixture DIR SHAPES_DATE [STEADY_DATE STEADY_KIND]: one single-pass file with
# the pick of 8192^3 A.B^T timed (ratio 1.01), A.B (1.0) and an fp8 file (1.0:
# a table with no measured row fails); optionally a steady file of the
# same shape: STEADY_KIND pick (the pick timed and checked, median 1.02),
# other (only another variant), badcheck (the pick timed, nrmse 0.01)
fixture() {
	mkdir -p "$1"
	python3 - "$@" <<'PY'
import json, os, sys
sys.path.insert(0, "bench/gpu")
import gemm_rule
d, sdate = sys.argv[1], sys.argv[2]
pick = gemm_rule.bf16_pick(8192, 8192, 8192, False)
row = {"m": 8192, "n": 8192, "k": 8192, "layout": "A.B^T", "ratio_vs_cublas": 1.01, "best": pick,
       "variants": [{"name": pick, "ratio_vs_cublas": 1.01}]}
abpick = gemm_rule.bf16_pick(8192, 8192, 8192, True)
abrow = {"m": 8192, "n": 8192, "k": 8192, "layout": "A.B", "ratio_vs_cublas": 1.0, "best": abpick,
         "variants": [{"name": abpick, "ratio_vs_cublas": 1.0}]}
json.dump({"workload": "zoo/gemm bf16 shapes", "date": sdate, "shapes": [row], "ab_shapes": [abrow]},
          open(os.path.join(d, "baseline-gemm_shapes-fixture.json"), "w"))
fpick = gemm_rule.fp8_pick(8192, 8192, 8192)
frow = {"m": 8192, "n": 8192, "k": 8192, "ratio_vs_scaled_mm": 1.0, "best": fpick,
        "variants": [{"name": fpick, "ratio_vs_scaled_mm": 1.0}]}
json.dump({"workload": "zoo/gemm fp8 shapes", "date": sdate, "shapes": [frow]},
          open(os.path.join(d, "baseline-gemm_fp8-fixture.json"), "w"))
if len(sys.argv) > 3:
    date, kind = sys.argv[3], sys.argv[4]
    name = pick if kind in ("pick", "badcheck") else "other_variant"
    err = 0.01 if kind == "badcheck" else 0.0017
    q = {"median": 1.02, "min": 1.0, "max": 1.04, "per_round": [1.02]}
    srow = {"layout": "A.B^T", "m": 8192, "n": 8192, "k": 8192, "ratios": {name: q},
            "checks": {name: {"nrmse_vs_f32": err, "all_finite": True}}, "best": name, "ratio": 1.02}
    json.dump({"workload": "zoo/gemm interleaved", "date": date, "shapes": [srow]},
              open(os.path.join(d, "baseline-gemm_steady-fixture.json"), "w"))
PY
}

# expect NAME WANT_RC GREP DIR: gemm_rule.py --check exits WANT_RC and prints GREP
expect() {
	local out rc
	out=$(GEMM_RESULTS=$4 python3 bench/gpu/gemm_rule.py --check 2>&1); rc=$?
	if [ "$rc" -eq "$2" ] && echo "$out" | grep -qE "$3"; then
		pass=$((pass + 1)); echo "ok   $1"
	else
		fail=$((fail + 1)); echo "FAIL $1 (exit $rc, want $2; want /$3/)"; echo "$out" | sed 's/^/     /' | head -10
	fi
}

fixture "$tmp/a" 2026-01-01T00:00:00Z
expect "single pass only: the pick timed there" 0 'ok +A\.B\^T: .* 1 of 1 shapes.*geomean 1\.010x' "$tmp/a"
fixture "$tmp/b" 2026-01-01T00:00:00Z 2026-01-02T00:00:00Z pick
expect "a newer interleaved file that timed and checked the pick stands for the shape (its median)" 0 \
	'ok +A\.B\^T: .* 1 of 1 shapes.*geomean 1\.020x' "$tmp/b"
fixture "$tmp/c" 2026-01-01T00:00:00Z 2026-01-02T00:00:00Z other
expect "a newer interleaved file without the pick fails the check, naming the file" 1 \
	'FAIL A\.B\^T 8192 x 8192 x 8192: .*not timed and checked in baseline-gemm_steady-fixture\.json \(the newest\)' "$tmp/c"
fixture "$tmp/d" 2026-01-01T00:00:00Z 2026-01-02T00:00:00Z badcheck
expect "a pick timed but over the nrmse bound (0.01) in the newest file fails" 1 'FAIL A\.B\^T 8192 x 8192 x 8192' "$tmp/d"
fixture "$tmp/e" 2026-01-03T00:00:00Z 2026-01-02T00:00:00Z other
expect "an older interleaved file does not override a newer single pass" 0 'ok +A\.B\^T: .*geomean 1\.010x' "$tmp/e"
mkdir -p "$tmp/empty"
expect "an empty folder fails, naming the folder and the table" 1 \
	"^FAIL no result file in $tmp/empty measured A\\.B\\^T" "$tmp/empty"
expect "a missing folder fails" 1 "^FAIL no result file in $tmp/missing measured fp8" "$tmp/missing"
expect "the committed bench/results pass" 0 '^ok +A\.B: ' ""

# rule 1a / 1b (session 7): the picks zoo/gemm/README.md names, per large shape
# (both layouts: the rule does not depend on the layout there)
if python3 - <<'PY'
import sys
sys.path.insert(0, "bench/gpu")
import gemm_rule
want = {(8192, 8192, 8192): "tma_bm192_sk1_c2_stm_hint", (4096, 4096, 4096): "tma_sk0_c2_stm_hint",
        (4096, 4096, 14336): "tma_sk0_c2_stm_hint", (4096, 6144, 4096): "tma_bm192_sk0_c2_stm_hint",
        (4096, 28672, 4096): "tma_bm192_sk1_c2_stm_hint", (16384, 6144, 4096): "tma_bm192_sk1_c2_stm_hint",
        (16384, 4096, 4096): "tma_bm192_sk0_c2_stm_hint", (16384, 28672, 4096): "tma_bm192_sk0_c2_stm_hint",
        (16384, 4096, 14336): "tma_bm192_sk0_c2_stm_hint"}
bad = [(s, ab, gemm_rule.bf16_pick(*s, ab), w) for s, w in want.items() for ab in (False, True)
       if gemm_rule.bf16_pick(*s, ab) != w]
for b in bad:
    print("pick", b)
sys.exit(1 if bad else 0)
PY
then
	pass=$((pass + 1)); echo "ok   rule 1a / 1b pick the README's variants at the 9 large shapes"
else
	fail=$((fail + 1)); echo "FAIL rule 1a / 1b pick the README's variants at the 9 large shapes"
fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
