#!/usr/bin/env bash
# Issue 16 on the H200, one device call: `kiln profile --ncu` of
# zoo/gemm/wgmma_ws (8192^3), `--timeline` of the same kernel with the
# overhead of its markers (bench without / with, alternating rounds), a
# small-case timeline buffer as the CPU test fixture, `kiln sanitize` on
# the deliberately out-of-bounds tests/gpu/oob, and the compute-sanitizer
# corpus (bench/gpu/sanitizer_corpus.sh).  Results: $OUT/prof.tar.gz
# (every JSON and text report, the plot) and $OUT/summary.txt.
#   OUT=/tmp/o bash bench/gpu/prof_gpu.sh [STEPS]   (STEPS: "ncu timeline sanitize corpus")
set -u
OUT=${OUT:-/tmp/prof_gpu}
R=$OUT/prof; mkdir -p "$R"
S=$OUT/summary.txt
STEPS=${1:-"ncu timeline sanitize corpus"}   # also: ncu_basic overhead2
t0=$(date +%s)
log() { echo "[$(( $(date +%s) - t0 ))s] $*" | tee -a "$S"; }
has() { case " $STEPS " in *" $1 "*) return 0;; esac; return 1; }
{
	echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
	nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader
	nvcc --version | tail -1
	ncu --version | tail -1
	compute-sanitizer --version | tail -1
} > "$R/environment.txt" 2>&1
log "env: $(tr '\n' ' ' < $R/environment.txt)"
make -j16 build/kiln > "$R/build.log" 2>&1 || { log "BUILD FAILED"; tail -20 "$R/build.log" | tee -a "$S"; exit 1; }
K=./build/kiln
W=zoo/gemm/wgmma_ws/workload.json
if has ncu; then
	timeout 500 $K profile $W --case large --ncu --set full --out "$R/ncu" --json > "$R/profile-ncu.json" 2> "$R/profile-ncu.err"
	log "profile --ncu rc=$?"
	$K profile $W --case large --ncu --import "$R/ncu" --out "$R/ncu" --lines 12 > "$R/profile-ncu.txt" 2>&1
	head -45 "$R/profile-ncu.txt" | tee -a "$S"
	rm -f "$R/ncu/profile.ncu-rep.keep"; mv "$R/ncu/profile.ncu-rep" "$OUT/gemm_wgmma_ws.ncu-rep" 2>/dev/null
fi
if has ncu_basic; then
	timeout 300 $K profile $W --case large --ncu --set basic --out "$R/ncu_basic" --json > "$R/profile-ncu-basic.json" 2> "$R/profile-ncu-basic.err"
	log "profile --ncu --set basic rc=$?"
	$K profile $W --case large --ncu --import "$R/ncu_basic" --out "$R/ncu_basic" --lines 5 2>&1 | head -30 | tee -a "$S"
	rm -f "$R/ncu_basic/profile.ncu-rep"
fi
if has overhead2; then
	# a second, independent measurement of the markers' cost (4 alternating rounds)
	timeout 500 $K profile $W --case large --timeline --overhead --rounds 4 --time-cap 3 --no-plot --out "$R/tl2" --json > "$R/profile-timeline-run2.json" 2> "$R/profile-timeline-run2.err"
	log "overhead run2 rc=$?"
	python3 -c "
import json; d=json.load(open('$R/profile-timeline-run2.json')); o=d.get('overhead') or {}
print('overhead2', o.get('median_ms_without'), o.get('median_ms_with'), o.get('overhead_pct')); print([(r['markers'], round(r['median_ms'],4)) for r in o.get('runs', [])]); print(d['diagnostics'])" 2>&1 | tee -a "$S"
	rm -f "$R/tl2/timeline.bin" "$R/tl2/timeline.json"
fi
if has timeline; then
	timeout 500 $K profile $W --case large --timeline --overhead --rounds 3 --time-cap 3 --out "$R/tl" --json > "$R/profile-timeline.json" 2> "$R/profile-timeline.err"
	log "profile --timeline --overhead rc=$?"
	$K profile $W --case large --timeline --import "$R/tl" --out "$R/tl-text" --no-plot > "$R/profile-timeline.txt" 2>&1
	cat "$R/profile-timeline.txt" | tee -a "$S"
	python3 -c "
import json; d=json.load(open('$R/profile-timeline.json')); o=d.get('overhead') or {}
print('overhead', json.dumps(o)); print('diags', d['diagnostics']); print('run status', (d.get('run') or {}).get('status'))" 2>&1 | tee -a "$S"
	gzip -c "$R/tl/timeline.json" > "$OUT/timeline-gemm-large.json.gz"; rm -f "$R/tl/timeline.bin" "$R/tl/timeline.json"
	cp "$R/tl/timeline.png" "$OUT/timeline-gemm-large.png" 2>/dev/null
	timeout 120 $K profile $W --case small --timeline --timeline-events 64 --out "$R/tl_small" --json > "$R/profile-timeline-small.json" 2>&1
	log "timeline small rc=$? $(ls -la $R/tl_small | tr '\n' ' ')"
	# the Perfetto trace processor: the python package needs trace_processor_shell (not on this machine?)
	python3 -c "import perfetto, sys; print('perfetto', perfetto.__file__)" >> "$R/perfetto.txt" 2>&1
	(command -v trace_processor_shell; find / -name 'trace_processor*' -not -path '/proc/*' 2>/dev/null | head -5) >> "$R/perfetto.txt" 2>&1
	log "perfetto: $(tr '\n' ' ' < $R/perfetto.txt | cut -c1-300)"
fi
if has sanitize; then
	timeout 120 $K sanitize tests/gpu/oob/workload.json --tool memcheck --out "$R/san-oob" --json > "$R/sanitize-oob.json" 2>&1
	log "sanitize oob memcheck rc=$?"
	timeout 120 $K sanitize tests/gpu/oob/workload.json --tool memcheck > "$R/sanitize-oob.txt" 2>&1
	cat "$R/sanitize-oob.txt" | tee -a "$S"
	timeout 120 $K sanitize tests/check/race/smem_raw.json --case bug --tool racecheck > "$R/sanitize-race.txt" 2>&1
	cat "$R/sanitize-race.txt" | tee -a "$S"
	timeout 120 $K sanitize zoo/gemm/wgmma_ws/workload.json --case small --tool memcheck > "$R/sanitize-gemm.txt" 2>&1
	log "sanitize gemm small memcheck rc=$? $(head -1 $R/sanitize-gemm.txt)"
fi
tar czf "$OUT/prof.tar.gz" -C "$OUT" prof
if has corpus; then
	# cells not started DEADLINE_S after this script's start are recorded not_run
	OUT=$R/corpus DEADLINE=$(( t0 + ${DEADLINE_S:-500} )) timeout 560 bash bench/gpu/sanitizer_corpus.sh ${CORPUS:-all} > "$R/corpus.txt" 2>&1
	log "corpus rc=$? $(grep -c '^| ' $R/corpus.txt) table lines"
	grep -E '^TOTAL|cells done' "$R/corpus.txt" | tee -a "$S"
	cp "$R/corpus/sanitizer_corpus.json" "$OUT/" 2>/dev/null
	rm -rf "$R/corpus/cells"
fi
log "done"
tar czf "$OUT/prof.tar.gz" -C "$OUT" prof
rm -rf "$R"
ls -la "$OUT"
