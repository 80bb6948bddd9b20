#!/usr/bin/env bash
# One device call for the intra half of the split form (issue 13, session 7):
#   build  kiln, libkiln.so (bench/gpu/linear_attention.sh STEPS=build);
#   time   bench/gpu/la_intra.py: the candidates of INTRA_CANDS (default:
#          main=zoo/linear_attention/kda_chunk/kernel_main.kiln, a copy of
#          main's kernel put there by the caller, against this tree's
#          kernel with QKR = 0 and QKR = 1) interleaved in one process;
#   prof   `kiln profile --ncu` of PROF_CASES (linear_attention.sh STEPS=prof);
#   timeline `kiln profile --timeline` of TL_CASES (the kernel's trace
#          regions: per-phase spans per warp) -> prof-timeline-*.{json,txt}.
# STEPS (default "build time prof timeline"), DEADLINE (s, default 200), OUT.
# Everything lands in $OUT/r.tar.gz and $OUT/summary.txt.
set -u
OUT=${OUT:-/tmp/kiln_out}
R=$OUT/r; mkdir -p "$R"
S=$OUT/summary.txt
STEPS=${STEPS:-"build time prof timeline"}
DEADLINE=${DEADLINE:-200}
t0=$(date +%s)
left() { echo $(( DEADLINE - ($(date +%s) - t0) )); }
has() { case " $STEPS " in *" $1 "*) return 0;; esac; return 1; }
log() { echo "[$(( $(date +%s) - t0 ))s] $*" | tee -a "$S"; }
KD=zoo/linear_attention/kda_chunk
CANDS=${INTRA_CANDS:-"main=$KD/kernel_main.kiln gdn7=$KD/kernel.kiln gdn7-qkr=$KD/kernel.kiln:QKR=1"}
if has build; then
	OUT=$OUT STEPS=build DEADLINE=60 bash bench/gpu/linear_attention.sh > /dev/null 2>&1
	log "build: $(grep -E 'built|FAILED' "$S" | tail -1)"
fi
export PYTHONUNBUFFERED=1 PYTHONPATH=$PWD/python KILN_RESULTS=$R
if has time && [ "$(left)" -ge 40 ]; then
	timeout $(( $(left) - ${PROF_RESERVE:-60} )) python3 bench/gpu/la_intra.py --cands "$CANDS" --out "$R" ${INTRA_ARGS:-} > "$R/intra.txt" 2>&1
	log "time rc=$?"
	grep -E "^(RESULT|  check|summary)" "$R/intra.txt" | tee -a "$S"
	tar czf "$OUT/r.tar.gz" -C "$OUT" r
fi
if has prof && [ "$(left)" -ge 30 ]; then
	OUT=$OUT STEPS=prof DEADLINE=$(( $(left) - 5 )) PROF_CASES=${PROF_CASES:-"gdn_chunk/intra.json:prof_b1_t1024_h16:gdn_intra gdn_chunk/intra_qkr.json:prof_b1_t1024_h16:gdn_intra_qkr"} \
		bash bench/gpu/linear_attention.sh > "$R/prof-steps.txt" 2>&1
	log "prof done"
fi
if has timeline; then
	for spec in ${TL_CASES:-gdn_chunk/intra_qkr.json:prof_b1_t1024_h16:gdn_intra_qkr}; do
		IFS=: read -r w c tag <<< "$spec"
		[ "$(left)" -ge 20 ] || { log "skip timeline $tag: $(left) s left"; break; }
		d=/tmp/kiln-tl-$tag
		timeout $(( $(left) - 5 )) ./build/kiln profile "zoo/linear_attention/$w" --case "$c" --timeline --no-plot --out "$d" --json > "$R/prof-timeline-$tag.json" 2> "$R/prof-timeline-$tag.err"
		log "timeline $tag rc=$?"
		./build/kiln profile "zoo/linear_attention/$w" --case "$c" --timeline --import "$d" --out "$d" > "$R/prof-timeline-$tag.txt" 2>&1
		head -40 "$R/prof-timeline-$tag.txt" | tee -a "$S"
		gzip -c "$d/timeline.json" > "$R/prof-timeline-$tag.trace.json.gz" 2> /dev/null
	done
fi
log "done"
tar czf "$OUT/r.tar.gz" -C "$OUT" r
