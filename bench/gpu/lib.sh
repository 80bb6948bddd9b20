# shellcheck shell=bash disable=SC2034  # sourced; K, S are the callers'
# bench/gpu/lib.sh — the shared header of the device-call scripts
# (bench/gpu/zoo_v1.sh, gemm.sh, gemm_fp8.sh): sourced, not run.
#
# The caller sets OUT (default /tmp/kiln_out), R (the results folder, default
# $OUT/r), STEPS (its default step list) and optionally DEADLINE (seconds for
# the whole call); then `. bench/gpu/lib.sh`.  It provides:
#   log MSG      "[elapsed s] MSG" to stdout and $S ($OUT/summary.txt)
#   has STEP     true when STEP is in $STEPS
#   left         seconds left of DEADLINE (a large number without one)
#   pack         $R as $OUT/r.tar.gz (a device call brings back few files:
#                one archive; call it after every step so a timeout keeps
#                what was measured)
#   gpu_env      nvidia-smi into $R/nvidia-smi.txt, GPU / driver / clocks and
#                nvcc's version into the summary (every result file records
#                the GPU, driver and CUDA of its run)
#   build_kiln   make build/kiln build/libkiln.so (timeout 200 s) and log it
# and exports K (the kiln binary), PYTHONPATH (python/), PYTHONUNBUFFERED
# and KILN_RESULTS=$R (where bench/baselines/common.write_result writes).
OUT=${OUT:-/tmp/kiln_out}
R=${R:-$OUT/r}
mkdir -p "$R" "$OUT"
S=$OUT/summary.txt
t0=$(date +%s)
log() { echo "[$(( $(date +%s) - t0 ))s] $*" | tee -a "$S"; }
has() { case " $STEPS " in *" $1 "*) return 0;; esac; return 1; }
left() { echo $(( ${DEADLINE:-100000} - ($(date +%s) - t0) )); }
pack() { tar czf "$OUT/r.tar.gz" -C "$(dirname "$R")" "$(basename "$R")"; }
gpu_env() {
	nvidia-smi > "$R/nvidia-smi.txt" 2>&1
	log "gpu: $(nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader)"
	log "cuda: $(nvcc --version | tail -1)"
}
build_kiln() {
	timeout 200 make -j16 build/kiln build/libkiln.so > "$R/build.log" 2>&1 ||
		{ log "BUILD FAILED"; tail -30 "$R/build.log" | tee -a "$S"; return 1; }
	log "built"
}
K=./build/kiln
export PYTHONUNBUFFERED=1 PYTHONPATH=$PWD/python KILN_RESULTS=$R
