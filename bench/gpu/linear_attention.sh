#!/usr/bin/env bash
# One device call for issue 13 (linear attention on Hopper), self-contained.
# Run from the repository root:  bash bench/gpu/linear_attention.sh
# The device call carries the FLA 0.6.0 wheels: carry [".dev-kda"] (wheels in
# .dev-kda/whl/) or [".whl"].  Steps, most valuable first, each skipped when
# the time left (DEADLINE, default 230 s from the start) is too short:
#   build  kiln and libkiln.so (no Debian dev packages needed for these);
#   wheels FLA into /tmp/site;
#   run    `kiln run` of every small case of zoo/linear_attention/*/*.json
#          (float64 NumPy reference) and of the decode bench cases (float64;
#          the first also against FLA's torch reference, KILN_LA_REF=fla);
#   side   bench/gpu/linear_attention.py: Kiln, FLA and a device copy side
#          by side in one process (decode both shapes; KDA and GDN chunk
#          forward at B1 T8192 H96) -> baseline-la-*.json;
#   bench  `kiln bench` of the decode bench cases and the KDA chunk H96 case
#          (the runner's own timing and roofline) -> kiln-bench-*.json;
#   runbig `kiln run` of the KDA chunk H96 case against FLA's torch
#          reference (65536 sampled elements).
# Everything lands in $OUT/r.tar.gz (results, logs) and $OUT/summary.txt.
# STEPS (default "build run side bench runbig") picks steps.
set -u
OUT=${OUT:-/tmp/kiln_out}
R=$OUT/r; mkdir -p "$R"
S=$OUT/summary.txt
STEPS=${STEPS:-"build run side bench runbig"}
DEADLINE=${DEADLINE:-230}
t0=$(date +%s)
el() { echo $(( $(date +%s) - t0 )); }
log() { echo "[$(el)s] $*" | tee -a "$S"; }
has() { case " $STEPS " in *" $1 "*) return 0;; esac; return 1; }
left() { echo $(( DEADLINE - $(el) )); }
want() {  # want STEP SECONDS: the step is chosen and that much time is left
	has "$1" || return 1
	[ "$(left)" -ge "$2" ] && return 0
	log "skip $1: $(left) s left, needs about $2"; return 1
}
pack() { tar czf "$OUT/r.tar.gz" -C "$OUT" r; }
nvidia-smi > "$R/nvidia-smi.txt" 2>&1
log "gpu: $(nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader 2>&1)"
log "cuda: $(nvcc --version 2>&1 | tail -1)"
if has build; then
	make -j16 build/kiln build/libkiln.so > "$R/build.log" 2>&1 || { log "BUILD FAILED"; tail -30 "$R/build.log" | tee -a "$S"; }
	log "built"
fi
K=${KILN:-./build/kiln}   # KILN: another binary (a CPU test of this script maps run to sim)
export PYTHONUNBUFFERED=1 PYTHONPATH=$PWD/python KILN_RESULTS=$R
for d in ${WHL_DIR:-} .whl .dev-kda/whl; do
	if [ -n "$d" ] && ls "$d"/*.whl > /dev/null 2>&1; then
		python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site "$d"/*.whl > "$R/whl-install.log" 2>&1
		rc=$?
		[ "$rc" = 0 ] && export PYTHONPATH=/tmp/site:$PYTHONPATH
		log "wheels from $d: $(cd "$d" && ls *.whl | tr '\n' ' ')install rc=$rc"
		break
	fi
done
python3 -c "import fla" > /dev/null 2>&1 || log "fla not importable: FLA rows will record the import error"
cases_of() {  # workload, bench(0|1): case names
	python3 -c 'import json, sys
for c in json.load(open(sys.argv[1]))["cases"]:
	if bool(c.get("bench")) == (sys.argv[2] == "1"): print(c["name"])' "$1" "$2"
}
summ() {  # summary of a kiln run --json file
	python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(d.get("status"), [(o["name"], "nrmse %.2e" % o["nrmse"] if isinstance(o.get("nrmse"), float) else o.get("nrmse"), "mismatches %s" % o.get("mismatches")) for o in d.get("comparison", {}).get("outputs", [])])' "$1" 2>&1 | tail -1
}
krun() {  # krun WORKLOAD CASE TAG [env...]: kiln run --json, logged
	local w=$1 c=$2 tag=$3; shift 3
	local n; n=$(basename "$(dirname "$w")")-$(basename "$w" .json)
	env "$@" timeout 120 $K run "$w" --case "$c" --json > "$R/run-$n-$c$tag.json" 2> "$R/run-$n-$c$tag.err"
	log "run $w $c$tag rc=$? $(summ "$R/run-$n-$c$tag.json")"
}
if want run 20; then
	for w in zoo/linear_attention/*/*.json; do
		for c in $(cases_of "$w" 0); do krun "$w" "$c" ""; done
	done
	for c in $(cases_of zoo/linear_attention/kda_decode/workload.json 1); do
		want run 40 && krun zoo/linear_attention/kda_decode/workload.json "$c" ""
	done
	want run 40 && krun zoo/linear_attention/kda_decode/workload.json b128_h16_hv32 "-flaref" KILN_LA_REF=fla
	pack
fi
if want side 60; then
	timeout $(( $(left) - 10 )) python3 bench/gpu/linear_attention.py --out "$R" > "$R/side.txt" 2>&1
	log "side by side rc=$?"
	grep -E "^(RESULT|summary|fla:)|kiln \{" "$R/side.txt" | tee -a "$S"
	pack
fi
bench_one() {  # bench_one WORKLOAD CASE
	local n; n=$(basename "$(dirname "$1")")-$(basename "$1" .json)
	timeout 60 $K bench "$1" --case "$2" --time-cap 2 --out "$R/kiln-bench-$n-$2.json" > "$R/bench-$n-$2.txt" 2>&1
	log "bench $1 $2 rc=$? $(python3 -c "import json,sys; b=json.load(open(sys.argv[1]))['bench']; print('median %.4f ms rsd %.3f pct_floor %s' % (b['median_ms'], b['rel_stdev'], b.get('roofline',{}).get('pct_of_floor')))" "$R/kiln-bench-$n-$2.json" 2>&1 | tail -1)"
}
if want bench 15; then
	for c in $(cases_of zoo/linear_attention/kda_decode/workload.json 1); do
		want bench 10 && bench_one zoo/linear_attention/kda_decode/workload.json "$c"
	done
	want bench 15 && bench_one zoo/linear_attention/kda_chunk/workload.json b1_t8192_h96
	pack
fi
want runbig 40 && krun zoo/linear_attention/kda_chunk/workload.json b1_t8192_h96 "-flaref" KILN_LA_REF=fla
log "done"
pack
