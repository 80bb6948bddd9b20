#!/usr/bin/env bash
# One device call for issue 15's task acceptance: builds Kiln on the GPU
# machine, then `kiln task eval` on tasks/softmax_f32 (and tasks/gemm_bf16,
# tasks/rmsnorm_bf16 when their kernels are present):
#   * the zoo kernel as the candidate: its score is its measured speedup over
#     itself as the baseline (about 1.0; the spread says how repeatable a
#     task score is), every anti-cheat rule passing;
#   * the cheating candidates of tests/task on the full stage list (the
#     simulator stage stops them, score 0), and with --stages run,bench so
#     the GPU-side rules are exercised on the GPU itself: cheat_skip must be
#     caught by the roofline rule (it skips the work in the timing loop),
#     cheat_modify by the runner's inputs-unchanged check.
# The check stage runs when this kiln has `kiln check`; otherwise it is left
# out of --stages and the result records that.  Everything lands in
# $OUT/r/task-*.json and $OUT/summary.txt; commit the JSON files as
# bench/results/task-eval-<task>-nvidia-h200-<date>.json.
set -u
OUT=${OUT:-/tmp/kiln_out}
R=$OUT/r; mkdir -p "$R"
S=$OUT/summary.txt
t0=$(date +%s)
log() { echo "[$(( $(date +%s) - t0 ))s] $*" | tee -a "$S"; }
log "gpu: $(nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader 2>&1)"
make -j16 > "$R/build.log" 2>&1 || { log "BUILD FAILED"; tail -30 "$R/build.log" | tee -a "$S"; exit 1; }
K=./build/kiln
if $K check --help >/dev/null 2>&1; then ST=sim,check,run,bench; else ST=sim,run,bench; log "kiln check missing: the check stage is left out"; fi
SALT=${SALT:-$(od -An -N8 -tx8 /dev/urandom | tr -d ' ')}
log "stages $ST, holdout salt $SALT"
# summarize FILE: one line from a kiln.task document
summarize() {
	python3 - "$1" <<'PY' 2>&1
import json, sys
d = json.load(open(sys.argv[1]))
bad = [r["rule"] + ": " + r["detail"][:160] for r in d["anti_cheat"] if r["status"] == "fail"]
sp = ", ".join("%s %.4f/%.4f ms = %.3fx" % (s["case"], s["baseline_ms"], s["candidate_ms"], s["speedup"]) for s in d["speedups"])
print("  exit %d status %s score %s stopped_at %s %s%s" % (d["exit_code"], d["status"], d["score"], d["stopped_at"], sp,
      (" | " + " | ".join(bad)) if bad else ""))
PY
}
# evalc NAME WANT_RC TASK CANDIDATE [options]
evalc() {
	local name=$1 want=$2; shift 2
	timeout 900 $K task eval "$@" --salt "$SALT" --json > "$R/task-$name.json" 2> "$R/task-$name.err"
	local rc=$?
	if [ "$rc" = "$want" ]; then log "ok   $name rc=$rc"; else log "FAIL $name rc=$rc want=$want"; tail -c 600 "$R/task-$name.err" >> "$S"; fi
	summarize "$R/task-$name.json" >> "$S"
}
T=tasks/softmax_f32
evalc softmax-zoo 0 $T zoo/softmax/row_softmax/kernel.kiln --stages $ST
evalc softmax-zoo-repeat 0 $T zoo/softmax/row_softmax/kernel.kiln --stages $ST
for c in cached skip modify fit; do
	evalc softmax-cheat_$c 1 $T tests/task/cheat_$c.kiln --stages $ST
done
# the GPU-side rules on their own (no simulator stage in front of them)
evalc softmax-cheat_skip-gpu 1 $T tests/task/cheat_skip.kiln --stages run,bench
evalc softmax-cheat_modify-gpu 1 $T tests/task/cheat_modify.kiln --stages run,bench
evalc softmax-cheat_cached-gpu 1 $T tests/task/cheat_cached.kiln --stages run,bench
evalc gemm-zoo 0 tasks/gemm_bf16 zoo/gemm/wgmma_ws/kernel.kiln --stages $ST --cases small,edge,odd_n,holdout_a
[ -f zoo/norm/rmsnorm/kernel.kiln ] && evalc rmsnorm-zoo 0 tasks/rmsnorm_bf16 zoo/norm/rmsnorm/kernel.kiln --stages $ST
log "done"
