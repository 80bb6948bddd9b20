#!/usr/bin/env bash
# One device call for the fp8 GEMM (issue 12): build, kiln run of every
# non-bench case of the zoo/gemm/fp8_* workloads (in parallel), the timing
# script bench/gpu/gemm_fp8.py (fp8_ws / fp8_splitk against
# torch._scaled_mm in the same process), kiln bench of the 8192^3 case and
# kiln profile --ncu of it, each step under what is left of DEADLINE
# seconds (default 210).  Steps: STEPS (default "build run shapes bench ncu").
# Results: $OUT/r.tar.gz (the folder R, default /tmp/fp8_r, kept outside
# $OUT: a device call brings back at most 8 files), summary $OUT/summary.txt.
set -u
R=${R:-/tmp/fp8_r}
STEPS=${STEPS:-"build run shapes bench ncu"}   # also: debug
DEADLINE=${DEADLINE:-210}
# shellcheck source=bench/gpu/lib.sh
. "$(dirname "$0")/lib.sh"      # OUT, S, log, has, left, pack, gpu_env, build_kiln, K, PYTHONPATH
gpu_env
if has build; then
	build_kiln
fi
if has debug; then
	# cases that left NaN (0xffff) in C on the first call (bn128 edge, bn64 odd/edge): one at a time, outputs saved,
	# then compute-sanitizer on one of them
	for wc in "bn128 edge" "bn64 odd" "bn64 edge" "bn128 odd"; do
		set -- $wc
		for i in 1 2; do
			mkdir -p "$R/dbg-$1-$2-$i"
			timeout 30 $K run zoo/gemm/fp8_ws/$1.json --case $2 --save-outputs "$R/dbg-$1-$2-$i" > "$R/dbg-$1-$2-$i.txt" 2>&1
			log "debug seq $1 $2 #$i rc=$? $(grep -E '^(PASS|FAIL) c' "$R/dbg-$1-$2-$i.txt" | cut -c1-160)"
		done
	done
	for tool in memcheck racecheck initcheck; do
		timeout 40 $K sanitize zoo/gemm/fp8_ws/bn64.json --case edge --tool $tool --out "$R/san-$tool" --json > "$R/san-$tool.json" 2>&1
		log "sanitize $tool rc=$? $(python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print(d.get('status'), str(d.get('sanitize', d.get('findings', '')))[:300])" "$R/san-$tool.json" 2>&1 | tail -1)"
	done
	pack
fi
if has run; then
	: > "$R/run-list.txt"
	for w in zoo/gemm/fp8_*/*.json; do
		for c in $(python3 -c 'import json,sys; print(" ".join(c["name"] for c in json.load(open(sys.argv[1]))["cases"] if not c.get("bench")))' "$w"); do
			echo "$w $c" >> "$R/run-list.txt"
		done
	done
	# shellcheck disable=SC2016
	xargs -P 8 -L 1 sh -c 'o='"$R"'/run-$(basename $(dirname $0))-$(basename $0 .json)-$1.txt; timeout 60 '"$K"' run $0 --case $1 > $o 2>&1; echo "rc=$? $0 $1 $(tail -1 $o)"' \
		< "$R/run-list.txt" > "$R/run-summary.txt" 2>&1
	log "run: $(grep -c '^rc=0 ' "$R/run-summary.txt") of $(wc -l < "$R/run-list.txt") cases rc=0"
	grep -v '^rc=0 ' "$R/run-summary.txt" | tee -a "$S"
	pack
fi
if has shapes; then
	T=$(( $(left) - 50 )); [ $T -lt 30 ] && T=30
	env TAG=${TAG:--2026-12-01} ${SHAPES_ENV:-} timeout $T python3 bench/gpu/gemm_fp8.py > "$R/shapes.txt" 2>&1
	log "shapes rc=$? (timeout $T)"; grep -E "^M=|geomean|specials|CLUSTER|Error|ERR" "$R/shapes.txt" | tee -a "$S"
	pack
fi
if has bench && [ "$(left)" -gt 25 ]; then
	timeout 25 $K bench zoo/gemm/fp8_ws/workload.json --time-cap 2 --out "$R/kiln-bench-fp8_ws-large.json" > "$R/bench.txt" 2>&1
	log "bench rc=$? $(python3 -c "import json,sys; b=json.load(open(sys.argv[1]))['bench']; print('median %.4f ms rsd %.3f' % (b['median_ms'], b['rel_stdev']))" "$R/kiln-bench-fp8_ws-large.json" 2>&1 | tail -1)"
	pack
fi
if has ncu && [ "$(left)" -gt 20 ]; then
	timeout $(( $(left) - 5 )) $K profile zoo/gemm/fp8_ws/workload.json --case large --ncu --set full --out "$R/ncu" --json > "$R/prof-ncu-fp8_ws.json" 2> "$R/prof-ncu.err"
	log "ncu rc=$? $(python3 -c "import json,sys; m=json.load(open(sys.argv[1]))['ncu']['summary']['metrics']; print(' '.join('%s=%s' % (k, m.get(k)) for k in ('duration_ms','tensor_pipe_pct','sol_compute_pct','sol_memory_pct','l2_hit_rate_pct','dram_throughput_pct')))" "$R/prof-ncu-fp8_ws.json" 2>&1 | tail -1)"
	rm -f "$R"/ncu/*.ncu-rep
fi
log "done"
pack
