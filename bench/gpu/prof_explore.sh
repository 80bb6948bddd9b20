#!/usr/bin/env bash
# Device call 1 of issue 16 (kiln profile / kiln sanitize): records what the
# GPU machine's ncu and compute-sanitizer print for Kiln kernels, as the
# fixtures the CPU-side summarisers are written and tested against
# (tests/fixtures/prof/): an ncu report of zoo/gemm/wgmma_ws (full and basic
# sets, source counters, line info from the .loc lines) exported as CSV
# pages, and each compute-sanitizer tool's report on tests/gpu/oob and on
# corpus cases.  Everything lands in $OUT/explore.tar.gz.
#   OUT=/tmp/o bash bench/gpu/prof_explore.sh
set -u
OUT=${OUT:-/tmp/prof_explore}
R=$OUT/x; mkdir -p "$R"
S=$OUT/summary.txt
t0=$(date +%s)
log() { echo "[$(( $(date +%s) - t0 ))s] $*" | tee -a "$S"; }
nvidia-smi > "$R/nvidia-smi.txt" 2>&1
log "gpu: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)"
NCU=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu /usr/local/cuda/bin/ncu 2>/dev/null | head -1)
CS=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
log "ncu: $NCU $($NCU --version 2>&1 | tail -1)"; log "cs: $($CS --version 2>&1 | tail -1)"; log "nvcc: $(nvcc --version | tail -1)"
$NCU --help > "$R/ncu-help.txt" 2>&1
$NCU --list-sets > "$R/ncu-sets.txt" 2>&1
$NCU --list-sections > "$R/ncu-sections.txt" 2>&1
$CS --help > "$R/cs-help.txt" 2>&1
make -j16 build/kiln > "$R/build.log" 2>&1 || { log "BUILD FAILED"; tail -20 "$R/build.log" | tee -a "$S"; }
K=./build/kiln
W=zoo/gemm/wgmma_ws/workload.json
log "run: $(timeout 120 $K run $W --case large --lineinfo 2>&1 | head -3 | tr '\n' ' ')"
prof() {  # prof NAME SET CASE EXTRA...
	local name=$1 set=$2 cs=$3; shift 3
	timeout 300 $NCU --target-processes all --clock-control none --import-source yes --set $set \
		--section SourceCounters --section WarpStateStats -k regex:gemm_wgmma_ws -c 1 -f -o "$R/$name" \
		$K run $W --case $cs --lineinfo --timeout 200 "$@" > "$R/$name.log" 2>&1
	log "ncu $name rc=$? $(ls -la $R/$name.ncu-rep 2>&1 | awk '{print $5}') $(grep -m2 -E '==PROF==|==ERROR==|==WARNING==' $R/$name.log | tr '\n' ' ')"
}
prof gemm_full full large
[ -f "$R/gemm_full.ncu-rep" ] || prof gemm_full full large --no-fork
prof gemm_basic basic ring
[ -f "$R/gemm_basic.ncu-rep" ] || prof gemm_basic basic ring --no-fork
for rep in gemm_full gemm_basic; do
	[ -f "$R/$rep.ncu-rep" ] || continue
	for page in details raw session; do
		timeout 60 $NCU -i "$R/$rep.ncu-rep" --page $page --csv > "$R/$rep.$page.csv" 2> "$R/$rep.$page.err"
		log "export $rep $page rc=$? $(wc -c < $R/$rep.$page.csv)"
	done
	timeout 60 $NCU -i "$R/$rep.ncu-rep" --page details > "$R/$rep.details.txt" 2>&1
	timeout 60 $NCU -i "$R/$rep.ncu-rep" --page raw --csv --print-units base > "$R/$rep.raw-base.csv" 2>&1
	for src in sass ptx cuda cuda,sass; do
		f=$(echo $src | tr , _)
		timeout 120 $NCU -i "$R/$rep.ncu-rep" --page source --csv --print-source $src > "$R/$rep.source-$f.csv" 2> "$R/$rep.source-$f.err"
		log "export $rep source $src rc=$? $(wc -c < $R/$rep.source-$f.csv) $(head -c 200 $R/$rep.source-$f.err)"
	done
	timeout 60 $NCU -i "$R/$rep.ncu-rep" --page source --print-source cuda > "$R/$rep.source-cuda.txt" 2>&1
done
# compute-sanitizer: every tool on the out-of-bounds kernel, then corpus samples
san() {  # san NAME TOOL WORKLOAD [CASE]
	local name=$1 tool=$2 w=$3 cs=${4:-}
	timeout 60 $CS --tool $tool --target-processes all --print-limit 100 $K run $w ${cs:+--case $cs} --lineinfo --timeout 8 > "$R/san-$name.$tool.log" 2>&1
	log "san $name $tool rc=$? $(grep -m1 -E 'SUMMARY' $R/san-$name.$tool.log)"
}
for t in memcheck racecheck synccheck initcheck; do san oob $t tests/gpu/oob/workload.json; done
timeout 60 $CS --tool memcheck --target-processes all $K run tests/gpu/oob/workload.json --timeout 8 > "$R/san-oob-nolineinfo.memcheck.log" 2>&1
timeout 60 $CS --tool memcheck --target-processes all --save "$R/oob.memcheck.san" $K run tests/gpu/oob/workload.json --lineinfo > "$R/san-oob-save.log" 2>&1
timeout 60 $CS --tool memcheck --target-processes all --xml yes --save "$R/oob.memcheck.xml" $K run tests/gpu/oob/workload.json --lineinfo > "$R/san-oob-xml.log" 2>&1
log "xml rc=$? $(wc -c < $R/oob.memcheck.xml 2>/dev/null)"
for c in smem_raw global_raw cpasync_no_wait bulk_load_no_wait; do san race-$c racecheck tests/check/race/$c.json bug; san race-$c memcheck tests/check/race/$c.json bug; san race-$c initcheck tests/check/race/$c.json bug; done
for c in dl_missing_arrive div_half_warp smr_one_warp; do san sync-$c synccheck tests/check/sync/$c/bug.json; done
log "done"
mkdir -p "$OUT/reps"; mv "$R"/*.ncu-rep "$OUT/reps/" 2>/dev/null
tar czf "$OUT/explore.tar.gz" -C "$OUT" x
cp "$OUT"/reps/*.ncu-rep "$OUT/" 2>/dev/null; rm -rf "$OUT/reps" "$R"
ls -la "$OUT"
