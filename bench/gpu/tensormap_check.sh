#!/usr/bin/env bash
# One device call: the conformance suite under `kiln run` on the GPU, the
# tensor-map families first.  Session 3's run of this script (results in
# bench/results/conformance-tensormap-nvidia-h200-2026-12-01.json) found
# three facts (OOB-NaN f32 fill 0x7ff77ff7, 128-byte aligned reduce sources,
# no .or on s64 maps); the im2col, tensormap and tensor_reduce tables were
# regenerated with them (tests/conformance/gen/expected.py), so every slot
# should now match.  The families written in session 2 (int_ext, setp_x2,
# mma_int_f64, bulk_reduce) had not run on a GPU; the rest of the suite runs
# too, in parallel (the runner is safe for 8 processes at once), under one
# deadline so the call stays inside its budget.  `kiln run` compares every
# result slot bit for bit with the ISA-derived table
# (tests/conformance/<family>/<table>.npy); a FAIL names the slot.
#   run(command="cd .dev-sim4/src && OUT=$OUT bash bench/gpu/tensormap_check.sh", carry=[".dev-sim4"])
#   $OUT/summary.txt (one line per workload) and $OUT/r.tar.gz (per-workload
#   kiln run --json and text output, build log)
# Knobs: DEADLINE (seconds for the whole script, default 75), JOBS (8),
# FAMS (families to run first, default the tensor-map ones), ONLY_FIRST=1
# (skip the rest of the suite).
set -u
T0=$(date +%s)
DEADLINE=${DEADLINE:-75}
JOBS=${JOBS:-8}
FAMS=${FAMS:-"im2col tensormap tensor_reduce"}
OUT=${OUT:-/tmp/kiln_out}
R=$OUT/r; mkdir -p "$R"
S=$OUT/summary.txt
: > "$S"
log() { echo "$*" | tee -a "$S"; }
left() { echo $(( DEADLINE - ($(date +%s) - T0) )); }
finish() { tar -czf "$OUT/r.tar.gz" -C "$OUT" r && rm -rf "$R"; exit "${1:-0}"; }
log "gpu: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1) cuda: $(nvcc --version 2>/dev/null | tail -1) date $(date -u +%FT%TZ) commit $(cat COMMIT 2>/dev/null || git rev-parse --short HEAD 2>/dev/null)"
# only the CLI: the GPU machine has no libmicrohttpd (the server) and no
# Debian -dev packages
if [ -z "${NO_BUILD:-}" ]; then
	timeout "$(left)" make -j16 build/kiln > "$R/build.log" 2>&1 || { log "BUILD FAILED"; tail -30 "$R/build.log" | tee -a "$S"; finish 1; }
	log "build: $(( $(date +%s) - T0 )) s"
fi
K=./build/kiln
# one workload: kiln run --json (the envelope has every mismatch) and the
# verdict line; the text form is written only for a failure
one() {
	w=$1
	fam=$(basename "$(dirname "$w")"); name=$fam-$(basename "$w" .json)
	t=$(( $2 - ($(date +%s) - $3) ))
	[ "$t" -le 2 ] && { echo "SKIP $fam/$(basename "$w" .json) (deadline)"; return; }
	timeout "$t" "$K" run "$w" --json > "$R/run-$name.json" 2>&1
	rc=$?
	if [ $rc -eq 0 ]; then
		echo "ok   $fam/$(basename "$w" .json)"
	else
		echo "FAIL $fam/$(basename "$w" .json) (kiln run exit $rc)"
	fi
}
export -f one
export K R
first=(); rest=()
for w in tests/conformance/*/*.json; do
	fam=$(basename "$(dirname "$w")")
	case " $FAMS " in *" $fam "*) first+=("$w");; *) rest+=("$w");; esac
done
printf '%s\n' "${first[@]}" | xargs -P "$JOBS" -I{} bash -c 'one "$@"' _ {} "$DEADLINE" "$T0" | sort | tee -a "$S"
log "first families ($FAMS): $(( $(date +%s) - T0 )) s"
if [ -z "${ONLY_FIRST:-}" ]; then
	printf '%s\n' "${rest[@]}" | xargs -P "$JOBS" -I{} bash -c 'one "$@"' _ {} "$DEADLINE" "$T0" | sort | tee -a "$S"
fi
log "passed $(grep -c '^ok' "$S") failed $(grep -c '^FAIL' "$S") skipped $(grep -c '^SKIP' "$S"); total $(( $(date +%s) - T0 )) s"
# the failures in text form, for the summary (kiln run prints the slots)
for f in $(grep '^FAIL' "$S" | awk '{print $2}'); do
	[ "$(left)" -le 3 ] && break
	timeout 10 "$K" run "tests/conformance/${f%%/*}/${f#*/}.json" 2>&1 | head -24 | sed 's/^/    /' >> "$S"
done
finish 0
