#!/usr/bin/env bash
# One device call for issue 13 (linear attention on Hopper), self-contained.
# Run from the repository root:  bash bench/gpu/linear_attention.sh
# The device call carries the FLA 0.6.0 wheels: carry [".dev-kda"] (wheels in
# .dev-kda/whl/) or [".whl"].  Steps, most valuable first, each skipped when
# the time left (DEADLINE, default 230 s from the start) is too short:
#   build  kiln and libkiln.so (no Debian dev packages needed for these);
#   wheels FLA into /tmp/site;
#   run    `kiln run` of the first small case (RUN_CASES=N: the first N) of
#          every zoo/linear_attention/*/*.json (RUN_GLOB: these) against the float64 NumPy
#          reference (the GPU against cases the simulator passes);
#   side   bench/gpu/linear_attention.py: Kiln, FLA and a device copy side
#          by side in one process (decode both shapes; KDA and GDN chunk
#          forward at B1 T8192 H96) -> baseline-la-*.json;
#   ncu    Nsight Compute on one launch each of kda_decode (B128 H16 HV32) and
#          kda_chunk (B1 T8192 H96) under `kiln bench` (speed of light,
#          warp stall reasons, occupancy) -> ncu-*.txt: what limits them;
#   bench  `kiln bench` of the decode bench cases and the KDA chunk H96 case
#          (the runner's own timing and roofline) -> kiln-bench-*.json;
#   runbig `kiln run` of bench cases: decode B128 and KDA chunk H96
#          against FLA's torch reference (KILN_LA_REF=fla), decode B256
#          against float64.
#   (not in the default STEPS)
#   prewarm FLA's chunk calls compiled and autotuned by one background
#          process per op and shape (WARM_SHAPES) while kiln builds; side waits
#          for them (use with SIDE_ARGS="--chunk-shapes all");
#   state  kda_state's variants alone (bench/gpu/la_state.py, STATE_ARGS)
#          -> baseline-la-state-*.json;
#   forms  the Kiln chunk forms alone (fused, split and its two halves),
#          no FLA timing -> baseline-la-forms-*.json;
#   flancu ncu of FLA's chunk kernels (bench/gpu/linear_attention_ncu.py),
#          after `side` (FLA's kernels from the Triton cache) -> ncu-la-fla.json;
#   prof   `kiln profile --ncu` of the chunk kernels' prof_* cases (per-line
#          stall reasons) -> prof-*.{json,txt}.
# SIDE_ARGS passes options to linear_attention.py (e.g. "--only chunk";
# "--forms split --segments 2,4,8 --pad-cycles 3000000": the pipelined split
# form of zoo/linear_attention/la_split.py over 2, 4, 8 segments).
# Other knobs: TC_SAVE=1 / TC_LOAD=DIR (Triton's cache, FLA's compiled
# kernels and autotune choices, out of one call and into the next: no
# prewarm needed there); PROF_EARLY=1 (prof while the prewarm compiles);
# KILN_LA_ALT_KERNELS="NAME=FILE ..." (candidate kernel files: split@NAME);
# KILN_LA_PREV_KERNEL=FILE with KILN_LA_PREV_FORMS="split" (a previous
# kernel.kiln timed in the same process: speedup_vs_prev); FLANCU_OPS="kda"
# and FLANCU_SECTIONS (fewer ncu replay passes).  The session-5 calls:
# zoo/linear_attention/kda_chunk/NOTES.md, "Session 5".
# With the default deadline the last steps are usually skipped (FLA's first
# chunk_kda call compiles and autotunes for about a minute); a second call
# with STEPS="build ncu bench runbig" runs them.
# Everything lands in $OUT/r.tar.gz (results, logs) and $OUT/summary.txt.
# STEPS (default "build run side ncu bench runbig") picks steps.
set -u
OUT=${OUT:-/tmp/kiln_out}
R=$OUT/r; mkdir -p "$R"
S=$OUT/summary.txt
STEPS=${STEPS:-"build run side ncu bench runbig"}   # also: prewarm, prof, state, forms, flancu (below)
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
# prewarm: FLA's first chunk calls compile (CPU) and autotune its Triton
# kernels, ~20-80 s per op and shape (H is a constexpr: every H compiles
# anew).  One background process per chunk shape (--fla-warm, no timing)
# fills the on-disk Triton caches while kiln builds; `side` waits for them
# and then finds FLA's kernels compiled (and, where Triton caches autotune
# results, tuned: in the warm-up processes, which share the GPU with each
# other; the result files record it as fla.warmed_by).
# Triton's on-disk cache (TRITON_CACHE_DIR) holds FLA's compiled kernels and,
# since FLA 0.6.0 autotunes with cache_results=True, its autotune choices:
# TC_SAVE=1 packs it at the end into $OUT/tc.tar.gz.part* (15 MiB pieces,
# at most TC_PARTS of them); TC_LOAD=DIR unpacks such pieces (carried from
# an earlier call) before anything runs, so FLA's first calls neither
# compile nor autotune again (same image: same Triton, same cache keys).
export TRITON_CACHE_DIR=${TRITON_CACHE_DIR:-/tmp/la-triton-cache}
mkdir -p "$TRITON_CACHE_DIR"
if [ -n "${TC_LOAD:-}" ]; then
	if ls "$TC_LOAD"/tc.tar.gz.part* > /dev/null 2>&1; then
		cat "$TC_LOAD"/tc.tar.gz.part* | tar xzf - -C "$(dirname "$TRITON_CACHE_DIR")"
		log "triton cache from $TC_LOAD rc=$? files $(find "$TRITON_CACHE_DIR" -type f | wc -l) autotune $(find "$TRITON_CACHE_DIR" -name '*.autotune.json' | wc -l)"
	else
		log "TC_LOAD=$TC_LOAD: no tc.tar.gz.part* there"
	fi
fi
tc_save() {
	[ "${TC_SAVE:-0}" = 1 ] || return 0
	local d b x=""
	d=$(dirname "$TRITON_CACHE_DIR"); b=$(basename "$TRITON_CACHE_DIR")
	for pass in 1 2; do
		tar czf /tmp/tc.tar.gz -C "$d" --exclude='*.llir' --exclude='*.ttir' --exclude='*.ttgir' --exclude='*.source' $x "$b"
		[ "$(stat -c %s /tmp/tc.tar.gz)" -le $(( ${TC_PARTS:-4} * 15 * 1024 * 1024 )) ] && break
		x="--exclude=*.ptx"
	done
	split -b 15M -d /tmp/tc.tar.gz "$OUT/tc.tar.gz.part"
	ls "$OUT"/tc.tar.gz.part* | tail -n +$(( ${TC_PARTS:-4} + 1 )) | xargs -r rm -f
	log "triton cache saved: $(stat -c %s /tmp/tc.tar.gz) bytes $x, $(find "$TRITON_CACHE_DIR" -name '*.autotune.json' | wc -l) autotune files, parts $(ls "$OUT"/tc.tar.gz.part* | wc -l)"
}
WARM_PIDS=""
if has prewarm && python3 -c "import fla" > /dev/null 2>&1; then
	for s in ${WARM_SHAPES:-kda_chunk-b1t8192h96 kda_chunk-b1t8192h64 kda_chunk-b8t2048h16 gdn_chunk-b1t8192h96 gdn_chunk-b1t8192h64 gdn_chunk-b8t2048h16}; do
		timeout ${WARM_S:-150} python3 bench/gpu/linear_attention.py --fla-warm --chunk-shapes all --only "$s" > "$R/warm-$s.txt" 2>&1 &
		WARM_PIDS="$WARM_PIDS $!"
	done
	log "prewarm: FLA warm-up processes$WARM_PIDS"
fi
if has build; then
	make -j16 build/kiln build/libkiln.so > "$R/build.log" 2>&1 || { log "BUILD FAILED"; tail -30 "$R/build.log" | tee -a "$S"; }
	log "built"
fi
if has side || has flancu; then
	python3 -c "import fla" > /dev/null 2>&1 || log "fla not importable: FLA rows will record the import error"
fi
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
	for w in ${RUN_GLOB:-zoo/linear_attention/*/*.json}; do
		for c in $(cases_of "$w" 0 | head -${RUN_CASES:-1}); do krun "$w" "$c" ""; done
	done
	pack
fi
# state: the state half (kda_state) alone, its template variants side by
# side in one process (bench/gpu/la_state.py; STATE_ARGS, e.g. "--variants
# base,glt,pfa1 --shapes all"; KILN_LA_PREV_KERNEL: an earlier kernel.kiln
# as the baseline) -> baseline-la-state-*.json
if want state 30; then
	timeout $(( $(left) - 5 )) python3 bench/gpu/la_state.py --out "$R" ${STATE_ARGS:-} > "$R/state.txt" 2>&1
	log "state rc=$?"
	grep -E "^(RESULT|  [a-z])" "$R/state.txt" | tee -a "$S"
	pack
fi
# forms: the Kiln chunk kernels alone (fused, split, and the split form's
# two halves) at B1 T8192 H96, checked against FLA's torch reference, no FLA
# timing (its first chunk call compiles and autotunes for ~2 minutes); FORMS_ARGS
# replaces "--only chunk --skip-fla" (e.g. "--only gdn_chunk --skip-fla --forms split --segments 4,4-qkr";
# several runs separated by ';')
if want forms 40; then
	IFS=';' read -ra FA <<< "${FORMS_ARGS:---only chunk --skip-fla}"
	for i in "${!FA[@]}"; do
		want forms 20 || break
		timeout $(( $(left) - 5 )) python3 bench/gpu/linear_attention.py ${FA[$i]} --cap-s ${FORMS_CAP:-1} --out "$R" > "$R/forms$i.txt" 2>&1
		log "forms ($i: ${FA[$i]}) rc=$?"
		grep -E "^(RESULT|summary|fla:)|kiln (fused|split)" "$R/forms$i.txt" | tee -a "$S"
	done
	pack
fi
# prof: `kiln profile --ncu` (one launch, --set basic plus the per-line
# source counters and warp states) of the chunk kernels' profiling cases
# (prof_*: the bench shapes' per-CTA work at a T whose float64 reference
# kiln run computes in seconds): the fused KDA and GDN kernels, the split
# form's intra half (MODE = 1) and kda_state.  Summaries (JSON, text, the
# CSV exports) land in $R/prof-*; the reports themselves stay behind.
# PROF_EARLY=1: right after `run`, while the prewarm processes compile
# (ncu replays one kernel of this process; FLA's autotuning processes
# time-slice the GPU with it, so durations there may be inflated, the
# per-line samples and instruction counts are the kernel's own).
prof_one() {  # prof_one WORKLOAD CASE TAG
	local d=/tmp/kiln-prof-$3 tl
	tl=$(( $(left) - 5 < 120 ? $(left) - 5 : 120 ))
	timeout "$tl" $K profile "$1" --case "$2" --ncu --set basic --out "$d" --json > "$R/prof-$3.json" 2> "$R/prof-$3.err"
	log "profile $3 ($1 $2) rc=$?"
	$K profile "$1" --case "$2" --ncu --import "$d" --out "$d" --lines 25 > "$R/prof-$3.txt" 2>&1
	head -${PROF_PRINT:-22} "$R/prof-$3.txt" | tee -a "$S"
	cp "$d/ncu-raw.csv" "$R/prof-$3-raw.csv" 2> /dev/null
	gzip -c "$d/ncu-source.csv" > "$R/prof-$3-source.csv.gz" 2> /dev/null
	cp "$d/ncu.log" "$R/prof-$3-ncu.log" 2> /dev/null
	cp "$d/run.json" "$R/prof-$3-run.json" 2> /dev/null
}
prof_step() {
	want prof 40 || return 0
	for spec in ${PROF_CASES:-kda_chunk/workload.json:prof_b1_t1024_h32:kda_fused gdn_chunk/workload.json:prof_b1_t1024_h32:gdn_fused kda_chunk/intra.json:prof_b1_t1024_h16:kda_intra kda_chunk/state.json:prof_b1_t1024_h96:kda_state}; do
		IFS=: read -r w c tag <<< "$spec"
		want prof 30 && prof_one "zoo/linear_attention/$w" "$c" "$tag"
	done
	pack
}
if [ "${PROF_EARLY:-0}" = 1 ]; then prof_step; fi
if has side && [ -n "$WARM_PIDS" ]; then
	for p in $WARM_PIDS; do wait "$p"; log "prewarm pid $p rc=$?"; done
	cat "$R"/warm-*.txt | grep -E "^warm|Error" | tee -a "$S"
	export KILN_FLA_WARMED="prewarm step of bench/gpu/linear_attention.sh: one concurrent process per shape (compile and autotune)"
fi
if want side 60; then
	# SIDE_ARGS: several processes separated by ';' (e.g. KDA's forms, then GDN's)
	IFS=';' read -ra SA <<< "${SIDE_ARGS:-}"
	[ ${#SA[@]} -gt 0 ] || SA=("")
	for i in "${!SA[@]}"; do
		want side 30 || break
		timeout $(( $(left) - 10 )) python3 bench/gpu/linear_attention.py --out "$R" ${SA[$i]} > "$R/side$i.txt" 2>&1
		log "side by side ($i: ${SA[$i]}) rc=$?"
		grep -E "^(RESULT|summary|fla:)|kiln \{|kiln (fused|split)" "$R/side$i.txt" | tee -a "$S"
		pack
	done
fi
if want ncu 30; then
	for wc in kda_decode:b128_h16_hv32 kda_chunk:b1_t8192_h96; do
		want ncu 25 || break
		kn=${wc%%:*}; c=${wc#*:}
		timeout $(( $(left) - 5 < 90 ? $(left) - 5 : 90 )) ncu --clock-control none --launch-count 1 -k regex:"$kn" \
			--section SpeedOfLight --section WarpStateStats --section Occupancy --section LaunchStats --section MemoryWorkloadAnalysis \
			$K bench zoo/linear_attention/$kn/workload.json --case "$c" --time-cap 0.2 --min-samples 1 --max-samples 10 > "$R/ncu-$kn.txt" 2>&1
		log "ncu $kn rc=$?"
		grep -E "Duration|DRAM Throughput|Memory Throughput|Compute \(SM\) Throughput|Achieved Occupancy|Registers Per|Stall|Warp Cycles Per Issued" "$R/ncu-$kn.txt" | head -16 | tee -a "$S"
	done
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
if want runbig 30; then
	krun zoo/linear_attention/kda_decode/workload.json b128_h16_hv32 "-flaref" KILN_LA_REF=fla
	want runbig 40 && krun zoo/linear_attention/kda_chunk/workload.json b1_t8192_h96 "-flaref" KILN_LA_REF=fla
	want runbig 40 && krun zoo/linear_attention/kda_decode/workload.json b256_h32 ""
fi
# flancu: Nsight Compute of FLA's chunk_kda and chunk_gated_delta_rule
# kernels (one call each, B1 T8192 H96; FLANCU_ARGS=--with-kiln adds the
# Kiln kernels) -> ncu-la-fla-raw.csv, ncu-la-fla.json (per kernel: speed of
# light, tensor pipe, occupancy, stall mix).  Run after `side`: FLA's
# compiled and autotuned kernels then come from the Triton cache.
if want flancu 30; then
	# FLANCU_SECTIONS: fewer sections, fewer replay passes per kernel (all
	# six: 20 passes; session 5 call 2 profiled only four of FLA's kernels
	# in 30 s)
	secs=""
	for x in ${FLANCU_SECTIONS:-SpeedOfLight LaunchStats Occupancy WarpStateStats ComputeWorkloadAnalysis MemoryWorkloadAnalysis}; do
		secs="$secs --section $x"
	done
	timeout $(( $(left) - 5 )) ncu --target-processes all --profile-from-start off --clock-control none \
		$secs -f -o /tmp/la-ncu \
		python3 bench/gpu/linear_attention_ncu.py run "$R/ncu-la-manifest.json" ${FLANCU_ARGS:-} > "$R/flancu.txt" 2>&1
	log "flancu rc=$?"
	ncu -i /tmp/la-ncu.ncu-rep --page raw --csv > "$R/ncu-la-fla-raw.csv" 2>> "$R/flancu.txt"
	python3 bench/gpu/linear_attention_ncu.py summarize "$R/ncu-la-fla-raw.csv" "$R/ncu-la-fla.json" "$R/ncu-la-manifest.json" 2>&1 | tee -a "$S"
	pack
fi
if [ "${PROF_EARLY:-0}" != 1 ]; then prof_step; fi
tc_save
log "done"
pack
