#!/usr/bin/env bash
# One device call for issue 12 (kernel zoo v1): build, kiln run of the new
# zoo workloads (every case but the bench case), kiln bench of their bench
# cases, the memory-bound sweep against torch eager / torch.compile / copy
# (bench/gpu/membound.py), the GEMM shapes against cuBLAS
# (bench/gpu/gemm_shapes.py) and ncu profiles (bench/gpu/ncu_membound.py).
# Steps are chosen with STEPS (default "build run bench membound gemm ncu");
# MB_ARGS, GEMM_ENV pass options on.  Results: $OUT/r.tar.gz, summary $OUT/summary.txt.
set -u
STEPS=${STEPS:-"build run bench membound gemm ncu"}
# shellcheck source=bench/gpu/lib.sh
. "$(dirname "$0")/lib.sh"      # OUT, R, S, log, has, pack, gpu_env, build_kiln, K, PYTHONPATH
gpu_env
if has build; then
	build_kiln
fi
NEW="norm/rmsnorm norm/layernorm norm/add_rmsnorm softmax/row_softmax_bf16 gemm/wgmma_splitk"
if has run; then
	for w in $NEW; do
		for c in $(python3 -c 'import json,sys; print(" ".join(c["name"] for c in json.load(open(sys.argv[1]))["cases"] if not c.get("bench")))' zoo/$w/workload.json); do
			timeout 60 $K run zoo/$w/workload.json --case $c > "$R/run-$(basename $w)-$c.txt" 2>&1
			log "run $w $c rc=$? $(tail -1 "$R/run-$(basename $w)-$c.txt")"
		done
	done
	for j in ${RUN_OLD:-zoo/gemm/*/*.json}; do
		timeout 60 $K run $j > "$R/run-gemm-$(basename $(dirname $j))-$(basename $j .json).txt" 2>&1
		log "run $j rc=$? $(tail -1 "$R/run-gemm-$(basename $(dirname $j))-$(basename $j .json).txt")"
	done
fi
if has bench; then
	timeout 60 python3 bench/gpu/ceilings.py "$R" > "$R/ceilings.txt" 2>&1; log "ceilings: $(tail -1 "$R/ceilings.txt")"
	for w in $NEW; do
		n=$(basename $w)
		timeout 60 $K bench zoo/$w/workload.json --time-cap 2 --out "$R/kiln-bench-$n-zoo-v1.json" > "$R/bench-$n.txt" 2>&1
		log "bench $w rc=$? $(python3 -c "import json,sys; b=json.load(open(sys.argv[1]))['bench']; print('median %.4f ms rsd %.3f pct_floor %s' % (b['median_ms'], b['rel_stdev'], b.get('roofline',{}).get('pct_of_floor')))" "$R/kiln-bench-$n-zoo-v1.json" 2>&1 | tail -1)"
	done
fi
pack
if has membound; then
	timeout ${MB_TIMEOUT:-330} python3 bench/gpu/membound.py --out "$R" ${MB_ARGS:-} > "$R/membound.txt" 2>&1
	log "membound rc=$?"; grep -E "n= *[0-9]+ kiln|Error|error" "$R/membound.txt" | head -40 | tee -a "$S"
	pack
fi
if has gemm; then
	env ${GEMM_ENV:-SHAPES=all} timeout ${GEMM_TIMEOUT:-200} python3 bench/gpu/gemm_shapes.py > "$R/gemm.txt" 2>&1
	log "gemm rc=$?"; grep -E "^M=|geomean|Error" "$R/gemm.txt" | tee -a "$S"
	pack
fi
if has ncu; then
	timeout ${NCU_TIMEOUT:-150} ncu --profile-from-start off --clock-control none \
		--section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats --section MemoryWorkloadAnalysis \
		python3 bench/gpu/ncu_membound.py > "$R/ncu.txt" 2>&1
	log "ncu rc=$?"
	timeout ${NCU_TIMEOUT:-150} ncu --profile-from-start off --clock-control none \
		--section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats --section MemoryWorkloadAnalysis \
		python3 bench/gpu/ncu_gemm.py > "$R/ncu_gemm.txt" 2>&1
	log "ncu gemm rc=$?"; grep -hE "^  [a-zA-Z_].*\(|Memory Throughput|DRAM Throughput|Achieved Occupancy|Duration|Registers Per" "$R/ncu_gemm.txt" | head -30 | tee -a "$S"
	grep -E "^  [a-z_]+.*\(|Memory Throughput|DRAM Throughput|Achieved Occupancy|Theoretical Occupancy|Duration|Registers Per|Block Limit" "$R/ncu.txt" | head -60 | tee -a "$S"
fi
log "done"
pack
