#!/usr/bin/env bash
# One device call for the GEMM zoo (issue 12; replaces the session-3
# gemm_session3.sh): build kiln, `kiln run` the non-bench cases of the
# workloads in RUN_GLOBS one at a time (correctness; 8 concurrent kiln runs
# once gave spurious unwritten outputs, zoo/gemm/README.md), time every
# candidate variant next to its baseline in one process (steady first: the
# interleaved figures) (bf16:
# bench/gpu/gemm_shapes.py against torch.matmul, A.B^T and A.B; fp8:
# bench/gpu/gemm_fp8.py against torch._scaled_mm), then ncu of the worst
# shapes' candidates (bench/gpu/gemm_ncu.py, NCU_GROUPS).  Every step runs
# under what is left of DEADLINE seconds (default 280); results in
# $OUT/r.tar.gz (packed after every step), the summary in $OUT/summary.txt.
# Env: STEPS (default "build run fp8 bf16 ncu"; also steady: bench/gpu/gemm_steady.py,
# STEADY_ENV, STEADY_S its time cap, default 120 s; nvidia-smi samples clocks and
# power beside it into smi-steady.csv), RUN_GLOBS, TAG (result file
# suffix, default -session4), BF16_ENV / FP8_ENV (e.g. "SHAPES=small AB=small"),
# NCU_GROUPS; RUN_KEEP / STEADY_KEEP: seconds of DEADLINE the run / steady step
# leave to the later steps (defaults 220 / 100; a call of "build run steady"
# only sets them low).
set -u
STEPS=${STEPS:-"build run fp8 bf16 ncu"}
DEADLINE=${DEADLINE:-280}
# shellcheck source=bench/gpu/lib.sh
. "$(dirname "$0")/lib.sh"      # OUT, R, S, log, has, left, pack, gpu_env, build_kiln, K, PYTHONPATH
TAG=${TAG:--session4}
gpu_env
if has build; then
	build_kiln
fi
# at most $1 seconds, at most what is left less $2 seconds kept for later steps
budget() { local t=$(( $(left) - $2 )); [ "$t" -gt "$1" ] && t=$1; [ "$t" -lt 10 ] && t=10; echo "$t"; }
if has run; then
	: > "$R/runs.list"
	for w in ${RUN_GLOBS:-zoo/gemm/wgmma_splitk/*.json zoo/gemm/fp8_splitk/*.json}; do
		python3 -c 'import json,sys
for c in json.load(open(sys.argv[1]))["cases"]:
	if not c.get("bench"): print(sys.argv[1], c["name"])' "$w" >> "$R/runs.list"
	done
	# shellcheck disable=SC2016  # $0 / $1 are the xargs words, expanded by sh -c
	timeout "$(budget 40 "${RUN_KEEP:-220}")" xargs -L 1 sh -c 'o='"$R"'/run-$(echo "$0-$1" | tr "/" "_").txt; timeout 30 '"$K"' run "$0" --case "$1" > "$o" 2>&1; echo "rc=$? $0 $1 $(tail -1 "$o")"' \
		< "$R/runs.list" > "$R/runs.txt" 2>&1
	log "kiln run: $(grep -c '^rc=0' "$R/runs.txt") of $(wc -l < "$R/runs.list") rc=0"
	grep -v '^rc=0' "$R/runs.txt" | head -20 | tee -a "$S"
	pack
fi
if has steady; then
	# interleaved re-timing of the noisy and the near-goal shapes (not in the default STEPS)
	# nvidia-smi's clock / power / temperature every 200 ms beside gemm_steady's own NVML samples
	nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw,temperature.gpu,clocks_throttle_reasons.active \
		--format=csv -lms 200 > "$R/smi-steady.csv" 2>&1 &
	smi=$!
	# shellcheck disable=SC2086  # STEADY_ENV is a list of NAME=VALUE words
	env TAG="$TAG" ${STEADY_ENV:-} timeout "$(budget "${STEADY_S:-120}" "${STEADY_KEEP:-100}")" python3 bench/gpu/gemm_steady.py > "$R/steady.txt" 2>&1
	log "gemm_steady rc=$?"; kill "$smi" 2>/dev/null
	grep -E "^A\.B|^fp8|clock MHz|ERR|Error" "$R/steady.txt" | cut -c1-600 | tee -a "$S"
	pack
fi
if has fp8; then
	# shellcheck disable=SC2086
	env TAG="$TAG" ${FP8_ENV:-} timeout "$(budget 70 150)" python3 bench/gpu/gemm_fp8.py > "$R/fp8.txt" 2>&1
	log "gemm_fp8 rc=$?"; grep -E "^M=|geomean|specials|Error|ERR" "$R/fp8.txt" | cut -c1-600 | tee -a "$S"
	pack
fi
if has bf16; then
	# shellcheck disable=SC2086  # BF16_ENV is a list of NAME=VALUE words
	env TAG="$TAG" ${BF16_ENV:-CAP_S=0.5} timeout "$(budget ${BF16_S:-110} 40)" python3 bench/gpu/gemm_shapes.py > "$R/gemm.txt" 2>&1
	log "gemm_shapes rc=$?"; grep -E "^AB|^ABt|geomean|Error" "$R/gemm.txt" | cut -c1-600 | tee -a "$S"
	pack
fi
if has ncu && [ "$(left)" -gt 15 ]; then
	timeout "$(budget 45 3)" ncu --profile-from-start off --clock-control none \
		--section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats \
		--section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis --section InstructionStats \
		python3 bench/gpu/gemm_ncu.py > "$R/ncu_gemm.txt" 2>&1
	log "ncu rc=$?"; grep -hE "^  [a-zA-Z_].*\(|profiled|Duration|SM Frequency|DRAM Throughput|Achieved Occupancy|Compute \(SM\) Throughput|L2 Cache Throughput|Executed Instructions  |Issue Slots Busy|Warp Cycles Per Issued" "$R/ncu_gemm.txt" | head -80 | tee -a "$S"
fi
log "done"
pack
