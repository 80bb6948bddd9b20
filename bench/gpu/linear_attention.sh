#!/usr/bin/env bash
# One device call for issue 13 (linear attention on Hopper), self-contained:
#   1. builds kiln and libkiln.so on the GPU machine (no Debian dev packages
#      there: the build needs none of them for these targets);
#   2. installs the FLA 0.6.0 wheels into /tmp/site (from .whl/ or
#      .dev-kda/whl/, whichever holds them; the call must carry that folder);
#   3. `kiln run` of every zoo/linear_attention workload: every small case
#      against the NumPy float64 reference, the bench cases against it too and
#      (KILN_LA_REF=fla) against FLA's own torch reference on the GPU;
#   4. `kiln bench` of each bench case (kiln-bench-*.json, the runner's own
#      timing and roofline);
#   5. bench/gpu/linear_attention.py: Kiln kernels, FLA and a device copy side
#      by side in one process (baseline-la-*.json).
# Everything lands in $OUT/r.tar.gz (results, logs) and $OUT/summary.txt.
# Run from the repository root:  bash bench/gpu/linear_attention.sh
# (device call: carry [".dev-kda"] or [".whl"]; about 3 minutes).
# STEPS (default "build run bench side") picks steps.
set -u
OUT=${OUT:-/tmp/kiln_out}
R=$OUT/r; mkdir -p "$R"
S=$OUT/summary.txt
STEPS=${STEPS:-"build run bench side"}
t0=$(date +%s)
log() { echo "[$(( $(date +%s) - t0 ))s] $*" | tee -a "$S"; }
has() { case " $STEPS " in *" $1 "*) return 0;; esac; return 1; }
pack() { tar czf "$OUT/r.tar.gz" -C "$OUT" r; }
nvidia-smi > "$R/nvidia-smi.txt" 2>&1
log "gpu: $(nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader 2>&1)"
log "cuda: $(nvcc --version 2>&1 | tail -1)"
if has build; then
	make -j16 build/kiln build/libkiln.so > "$R/build.log" 2>&1 || { log "BUILD FAILED"; tail -30 "$R/build.log" | tee -a "$S"; }
	log "built"
fi
K=./build/kiln
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
WLS=$(ls zoo/linear_attention/*/*.json)
if has run; then
	for w in $WLS; do
		n=$(basename "$(dirname "$w")")-$(basename "$w" .json)
		for c in $(cases_of "$w" 0) $(cases_of "$w" 1); do
			timeout 90 $K run "$w" --case "$c" --json > "$R/run-$n-$c.json" 2> "$R/run-$n-$c.err"
			log "run $w $c (float64 ref) rc=$? $(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(d.get("status"), [(o["name"], o.get("nrmse"), o.get("mismatches")) for o in d.get("comparison", {}).get("outputs", [])])' "$R/run-$n-$c.json" 2>&1 | tail -1)"
		done
		for c in $(cases_of "$w" 1 | head -1); do
			KILN_LA_REF=fla timeout 90 $K run "$w" --case "$c" --json > "$R/run-$n-$c-flaref.json" 2> "$R/run-$n-$c-flaref.err"
			log "run $w $c (FLA torch ref) rc=$? $(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(d.get("status"), [(o["name"], o.get("nrmse"), o.get("mismatches")) for o in d.get("comparison", {}).get("outputs", [])])' "$R/run-$n-$c-flaref.json" 2>&1 | tail -1)"
		done
	done
	pack
fi
if has bench; then
	for w in $WLS; do
		n=$(basename "$(dirname "$w")")-$(basename "$w" .json)
		for c in $(cases_of "$w" 1); do
			timeout 60 $K bench "$w" --case "$c" --time-cap 2 --out "$R/kiln-bench-$n-$c.json" > "$R/bench-$n-$c.txt" 2>&1
			log "bench $w $c rc=$? $(python3 -c "import json,sys; b=json.load(open(sys.argv[1]))['bench']; print('median %.4f ms rsd %.3f pct_floor %s' % (b['median_ms'], b['rel_stdev'], b.get('roofline',{}).get('pct_of_floor')))" "$R/kiln-bench-$n-$c.json" 2>&1 | tail -1)"
		done
	done
	pack
fi
if has side; then
	timeout ${SIDE_TIMEOUT:-150} python3 bench/gpu/linear_attention.py --out "$R" > "$R/side.txt" 2>&1
	log "side by side rc=$?"
	grep -E "^(RESULT|summary|fla:)|kiln \{" "$R/side.txt" | tee -a "$S"
fi
log "done"
pack
