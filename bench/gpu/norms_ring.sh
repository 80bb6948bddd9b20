#!/usr/bin/env bash
# One device call for the memory-bound zoo (issue 12): build kiln, `kiln run`
# every non-bench case of the workloads RUN_GLOB (default the ring
# workloads zoo/norm/*/ring*.json, zoo/softmax/*/ring*.json) on the GPU, then bench/gpu/membound.py (all
# ops x row lengths: plain and ring variants, copy, torch eager and
# torch.compile in one process), then, if at least 35 s of the budget are
# left, ncu (bench/gpu/ncu_membound.py, cases NCU_SPECS) of ring kernels.
# Internal deadline: BUDGET seconds in all (default 215); membound starts no
# new row length after its share.
# Results: $OUT/r.tar.gz (r/: logs, baseline-membound-*.json), $OUT/summary.txt.
set -u
OUT=${OUT:-/tmp/kiln_out}
R=$OUT/r; mkdir -p "$R"
S=$OUT/summary.txt
BUDGET=${BUDGET:-215}
t0=$(date +%s)
left() { echo $(( BUDGET - ($(date +%s) - t0) )); }
log() { echo "[$(( $(date +%s) - t0 ))s] $*" | tee -a "$S"; }
pack() { tar czf "$OUT/r.tar.gz" -C "$OUT" r; }
nvidia-smi > "$R/nvidia-smi.txt" 2>&1
log "gpu: $(nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader)"
log "cuda: $(nvcc --version | tail -1)"
timeout 120 make -j16 build/kiln build/libkiln.so > "$R/build.log" 2>&1 || { log "BUILD FAILED"; tail -30 "$R/build.log" | tee -a "$S"; pack; exit 1; }
log "built"
K=./build/kiln
export PYTHONUNBUFFERED=1 PYTHONPATH=$PWD/python KILN_RESULTS=$R
nrun=0; nfail=0
for j in ${RUN_GLOB:-zoo/norm/*/ring*.json zoo/softmax/*/ring*.json}; do
	for c in $(python3 -c 'import json,sys; print(" ".join(c["name"] for c in json.load(open(sys.argv[1]))["cases"] if not c.get("bench")))' "$j"); do
		f="$R/run-$(basename "$(dirname "$j")")-$(basename "$j" .json)-$c.txt"
		timeout 30 $K run "$j" --case "$c" > "$f" 2>&1; rc=$?
		nrun=$((nrun + 1)); [ $rc -eq 0 ] || nfail=$((nfail + 1))
		echo "run $j $c rc=$rc $(tail -1 "$f")" >> "$R/runs.txt"
		[ $rc -eq 0 ] || log "RUN FAILED $j $c rc=$rc: $(tail -3 "$f" | tr '\n' ' ')"
	done
done
log "kiln run: $nrun cases, $nfail failed"
pack
mb=$(( $(left) - 12 )); [ $mb -ge 30 ] || mb=30
timeout $(( mb + 20 )) python3 bench/gpu/membound.py --out "$R" --cap-s ${CAP_S:-0.25} --deadline-s $mb ${MB_ARGS:-} > "$R/membound.txt" 2>&1
log "membound rc=$?"
grep -E "n= *[0-9]+ kiln|Error|error|skipped" "$R/membound.txt" | tee -a "$S"
pack
NCU_SPECS=${NCU_SPECS:-"rmsnorm@8192:rmsnorm_ring:THREADS=512,VEC=2,STAGES=4,CTAS=396,WREG=1;add_rmsnorm@32768:add_rmsnorm_ring:THREADS=1024,VEC=4,CPR=2,STAGES=3,CTAS=132,WREG=0;softmax_f32@32768:row_softmax_ring:NT=1024,VEC=8,CPR=2,STAGES=3,CTAS=132"}
if [ "$(left)" -ge 35 ]; then
	NCU_SPECS="$NCU_SPECS" NCU_COMPILED=0 timeout $(( $(left) - 5 )) ncu --profile-from-start off --clock-control none \
		--section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats --section MemoryWorkloadAnalysis \
		python3 bench/gpu/ncu_membound.py > "$R/ncu.txt" 2>&1
	log "ncu rc=$?"
	grep -E "^  [a-z_]+.*\(|Memory Throughput|DRAM Throughput|Achieved Occupancy|Theoretical Occupancy|Duration|Registers Per|Block Limit" "$R/ncu.txt" | head -40 | tee -a "$S"
else
	log "ncu skipped: $(left) s left"
fi
log "done"
pack
