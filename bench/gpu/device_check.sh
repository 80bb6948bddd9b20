#!/usr/bin/env bash
# One device call: build Kiln, measure the ceilings, run every runner check
# (zoo workloads, hand-written PTX, the anti-cheat kernels, a hang and a
# fault), bench the zoo's memory-bound kernels, run the Python baselines.
# Everything lands in $OUT/results.tar.gz plus $OUT/summary.txt.
set -u
OUT=${OUT:-/tmp/kiln_out}
R=$OUT/r; mkdir -p "$R"
S=$OUT/summary.txt
t0=$(date +%s)
log() { echo "[$(( $(date +%s) - t0 ))s] $*" | tee -a "$S"; }
nvidia-smi > "$R/nvidia-smi.txt" 2>&1
log "gpu: $(nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader)"
make -j16 > "$R/build.log" 2>&1 || { log "BUILD FAILED"; tail -30 "$R/build.log" | tee -a "$S"; }
K=./build/kiln
log "ceilings: $(timeout 120 python3 bench/gpu/ceilings.py "$R" 2>&1 | tail -1)"
mkdir -p bench/results && cp "$R"/ceilings-*.json bench/results/

expect() {  # expect NAME WANTRC -- cmd...
	local name=$1 want=$2; shift 3
	timeout 300 "$@" > "$R/$name.json" 2> "$R/$name.err"
	local rc=$?
	local st=$(grep -m1 '"status"' "$R/$name.json" | tr -d ' ,')
	if [ "$rc" = "$want" ]; then log "ok   $name rc=$rc $st"; else log "FAIL $name rc=$rc want=$want $st"; head -c 600 "$R/$name.json" "$R/$name.err" >> "$S"; fi
}
expect run-vadd-ptx 0 -- $K run tests/gpu/vadd.json --json
for w in zoo/*/*/workload.json; do
	n=$(basename $(dirname $w))
	expect run-zoo-$n 0 -- $K run $w --json
done
expect cheat-unwritten 1 -- $K run tests/gpu/unwritten.json --json
expect cheat-modify-input 1 -- $K run tests/gpu/modify_input.json --json
expect fault-illegal-address 1 -- $K run tests/gpu/fault.json --json
expect hang-timeout 1 -- $K run tests/gpu/hang.json --timeout 3 --json
expect after-hang-vadd 0 -- $K run tests/gpu/vadd.json --json
expect cheat-skip-repeat-run 0 -- $K run tests/gpu/skip_repeat.json --json
expect cheat-skip-repeat-bench 1 -- $K bench tests/gpu/skip_repeat.json --time-cap 2 --json
expect bench-vadd-ptx 0 -- $K bench tests/gpu/vadd.json --time-cap 3 --json
expect bench-zoo-vadd 0 -- $K bench zoo/basic/vadd/workload.json --time-cap 3 --json
expect bench-zoo-block_sum 0 -- $K bench zoo/reduce/block_sum/workload.json --time-cap 3 --json
expect bench-zoo-row_softmax 0 -- $K bench zoo/softmax/row_softmax/workload.json --time-cap 3 --json
expect bench-zoo-vadd-again 0 -- $K bench zoo/basic/vadd/workload.json --time-cap 3 --json
for b in $R/bench-*.json; do
	python3 - "$b" >> "$S" 2>&1 <<'PY'
import json, sys
d = json.load(open(sys.argv[1])); b = d.get("bench", {}); r = b.get("roofline", {})
print("  %-28s %-6s median %.4f ms rsd %.3f n=%d conv=%s clk %.0f->%.0f thr=%s floor%%=%s verify_failed=%s" % (
    sys.argv[1].split("/")[-1], d["status"], b.get("median_ms", -1), b.get("rel_stdev", -1), b.get("samples", 0), b.get("converged"),
    b.get("clock", {}).get("before_mhz", 0), b.get("clock", {}).get("after_mhz", 0), b.get("clock", {}).get("throttled_samples"),
    "%.1f" % r["pct_of_floor"] if "pct_of_floor" in r else "-", b.get("verification", {}).get("failed")))
PY
done
export KILN_RESULTS=$R PYTHONUNBUFFERED=1
for p in vadd softmax gemm; do
	log "baseline $p: $(cd bench/baselines && timeout 150 python3 $p.py 2>&1 | tail -2 | tr '\n' ' ')"
done
log "done"
tar czf "$OUT/results.tar.gz" -C "$OUT" r
cp "$S" "$OUT/summary_copy.txt" 2>/dev/null
