#!/usr/bin/env bash
# One device call for the acceptance checks of the simulator and runner
# issues: builds Kiln, measures the ceilings, runs every zoo workload and the
# conformance suite on the GPU, a deliberately wrong kernel, the bitwise
# sim-vs-GPU fidelity comparison, `kiln bench` (vadd_v4 twice for
# repeatability, the memory-bound zoo kernels), the PyTorch binding test and
# the same-process baselines.  Everything lands in $OUT/r.tar.gz and
# $OUT/summary.txt.
set -u
OUT=${OUT:-/tmp/kiln_out}
R=$OUT/r; mkdir -p "$R"
S=$OUT/summary.txt
t0=$(date +%s)
log() { echo "[$(( $(date +%s) - t0 ))s] $*" | tee -a "$S"; }
nvidia-smi > "$R/nvidia-smi.txt" 2>&1
log "gpu: $(nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader)"
log "cuda: $(nvcc --version | tail -1)"
make -j16 > "$R/build.log" 2>&1 || { log "BUILD FAILED"; tail -30 "$R/build.log" | tee -a "$S"; }
K=./build/kiln
export PYTHONUNBUFFERED=1 PYTHONPATH=$PWD/python KILN_RESULTS=$R
mkdir -p bench/results
log "ceilings: $(timeout 120 python3 bench/gpu/ceilings.py "$R" 2>&1 | tail -1)"
cp "$R"/ceilings-*.json bench/results/ 2>/dev/null

expect() {  # expect NAME WANTRC -- cmd...
	local name=$1 want=$2; shift 3
	timeout 300 "$@" > "$R/$name.out" 2> "$R/$name.err"
	local rc=$?
	if [ "$rc" = "$want" ]; then log "ok   $name rc=$rc"; else log "FAIL $name rc=$rc want=$want"; tail -c 800 "$R/$name.out" "$R/$name.err" >> "$S"; fi
}
for w in zoo/*/*/workload.json; do
	n=$(basename $(dirname $w))
	expect run-zoo-$n 0 -- $K run $w --json
done
expect wrong-kernel 1 -- $K run tests/gpu/wrong_vadd.json
grep -E "at \[|mismatches" "$R/wrong-kernel.out" | head -4 >> "$S"
KILN_CONFORM=run timeout 300 bash tests/suites/conformance.sh > "$R/conformance-gpu.txt" 2>&1
log "conformance on GPU: $(tail -1 "$R/conformance-gpu.txt")"
grep -A12 FAIL "$R/conformance-gpu.txt" | head -60 >> "$S"
timeout 400 python3 bench/gpu/fidelity.py "$R/fidelity-nvidia-h200.json" zoo/*/*/workload.json tests/conformance/*/*.json > "$R/fidelity.txt" 2>&1
log "fidelity: $(tail -1 "$R/fidelity.txt")"
cat "$R/fidelity.txt" >> "$S"
for w in ${BENCH_LIST:-basic/vadd_v4 basic/vadd_v4 basic/vadd reduce/block_sum softmax/row_softmax}; do
	n=$(basename $w); i=1; while [ -e "$R/kiln-bench-$n-$i.json" ]; do i=$((i+1)); done
	expect bench-$n-$i 0 -- $K bench zoo/$w/workload.json --time-cap 4 --out "$R/kiln-bench-$n-$i.json"
	python3 -c "import json,sys; d=json.load(open(sys.argv[1])); b=d['bench']; r=b.get('roofline',{}); print('  %s median %.4f ms rsd %.4f n=%d conv=%s pct_floor=%s' % (sys.argv[1].split('/')[-1], b['median_ms'], b['rel_stdev'], b['samples'], b.get('converged'), r.get('pct_of_floor')))" "$R/kiln-bench-$n-$i.json" >> "$S" 2>&1
done
timeout 200 python3 tests/gpu/test_python_binding.py > "$R/python-binding.txt" 2>&1
log "python binding: $(tail -1 "$R/python-binding.txt")"
grep FAIL "$R/python-binding.txt" >> "$S"
IFS=, read -ra BL <<< "${BASELINES:-vadd.py vadd_v4,vadd.py vadd,softmax.py,gemm.py}"
for p in "${BL[@]}"; do
	log "baseline $p: $(cd bench/baselines && timeout 200 python3 $p 2>&1 | tail -1)"
done
tar czf "$OUT/r.tar.gz" -C "$OUT" r   # the core results, in case a later step runs out of time
# Baseline-only references (no Kiln kernel yet; bench/baselines/README.md):
# torch SDPA (cuDNN, flash), eager norms, flash-linear-attention. fla is not on
# the image: its wheels travel in .whl/ (the run names ".whl" in carry).
if ls .whl/*.whl > /dev/null 2>&1; then
	python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl > "$R/whl-install.log" 2>&1
	rc=$?
	[ "$rc" = 0 ] && export PYTHONPATH=/tmp/site:$PYTHONPATH
	log "wheels $(cd .whl && ls *.whl | tr '\n' ' ')install rc=$rc"
else
	log "no .whl/ folder: fla_ops.py will record the import error"
fi
for p in attention.py norms.py fla_ops.py; do
	(cd bench/baselines && timeout ${REF_TIMEOUT:-240} python3 $p) > "$R/baselines-${p%.py}.log" 2>&1
	rc=$?
	log "baseline $p rc=$rc: $(tail -1 "$R/baselines-${p%.py}.log")"
	grep '^RESULT' "$R/baselines-${p%.py}.log" >> "$S"
done
log "done"
tar czf "$OUT/r.tar.gz" -C "$OUT" r
