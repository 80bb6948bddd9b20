#!/usr/bin/env bash
# Zoo suite: every zoo/<family>/<name>/kernel.kiln through the stages below.
# Each stage of each kernel is one test; a stage runs only when the earlier
# stages of that kernel passed (a later stage of a failed kernel is counted
# as failed, so breakage is never hidden).  Last line: "N passed, N failed".
# A kernel directory may hold further workloads besides workload.json
# (zoo/<family>/<name>/<variant>.json, e.g. gemm/wgmma_ws/bf16.json): each
# runs all stages too, labelled <family>/<name>:<variant>, its build with
# -D NAME=VALUE for every template parameter in its "params".
#
# Stages (in order):
#   build  : build/kiln build -> PTX (the front end and the PTX printer)
#   ptxas  : ptxas -arch=<target> accepts the PTX with no warnings
#   sim    : build/kiln sim <workload.json> --case C for every case not
#            marked "bench": outputs match the reference within tolerance
#   simr   : the first case under --schedule random --seed 1
#            (schedule-dependent bugs: missing barriers, phase errors)
#   check  : (planned) build/kiln check <workload.json>: no synccheck /
#            racecheck findings
#   run    : (planned, GPU machines only) build/kiln run <workload.json>
# Enable a planned stage by adding it to ZOO_STAGES once its command lands
# (ZOO_STAGES="build ptxas sim simr check").
#
# Environment: B (build dir, default build), PTXAS (default: ptxas on PATH
# or /usr/local/cuda/bin/ptxas), ZOO_STAGES, ZOO_FILTER (substring of the
# kernel path to run a subset).
set -u
cd "$(dirname "$0")/../.."
B=${B:-build}
KILN=$B/kiln
ZOO_STAGES=${ZOO_STAGES:-"build ptxas sim simr"}
ZOO_FILTER=${ZOO_FILTER:-}
PTXAS=${PTXAS:-$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0

ok()  { pass=$((pass+1)); echo "ok   $1"; }
bad() { fail=$((fail+1)); echo "FAIL $1"; [ -s "$2" ] && sed 's/^/     /' "$2" | head -n 30; }

# -D NAME=VALUE for each template parameter of workload $1 (extra workloads)
workload_defines() {
	python3 -c 'import json, sys
for k, v in json.load(open(sys.argv[1])).get("params", {}).items(): print("-D", "%s=%s" % (k, v))' "$1"
}

stage_build() {   # kernel dir, name, workload
	local defs=
	if [ "$(basename "$3")" != workload.json ]; then
		defs=$(workload_defines "$3") || { echo "cannot read params of $3" >"$tmp/$2.build.log"; return 1; }
	fi
	# shellcheck disable=SC2086  # defs is a list of -D NAME=VALUE words
	"$KILN" build "$1/kernel.kiln" $defs -o "$tmp/$2.ptx" >"$tmp/$2.build.log" 2>&1 && [ -s "$tmp/$2.ptx" ]
}

stage_ptxas() {
	[ -x "$PTXAS" ] || { echo "ptxas not found (set PTXAS)" >"$tmp/$2.ptxas.log"; return 1; }
	# Zoo kernels are assembled for sm_90a (the H200) whatever their minimum target.
	"$PTXAS" -arch=sm_90a "$tmp/$2.ptx" -o "$tmp/$2.cubin" >"$tmp/$2.ptxas.log" 2>&1 &&
		! grep -qi 'warning' "$tmp/$2.ptxas.log"
}

# Every case not marked "bench" (the large ones are for the GPU).
sim_cases() {
	python3 -c 'import json, sys
for c in json.load(open(sys.argv[1]))["cases"]:
	if not c.get("bench"): print(c["name"])' "$1"
}

stage_sim() {
	local cases c
	cases=$(sim_cases "$3") || { echo "cannot read cases of $3" >"$tmp/$2.sim.log"; return 1; }
	: >"$tmp/$2.sim.log"
	for c in $cases; do
		"$KILN" sim "$3" --case "$c" >>"$tmp/$2.sim.log" 2>&1 || return 1
	done
}

stage_simr() {
	"$KILN" sim "$3" --schedule random --seed 1 >"$tmp/$2.simr.log" 2>&1
}

stage_check() {
	"$KILN" check "$3" >"$tmp/$2.check.log" 2>&1
}

stage_run() {
	"$KILN" run "$3" >"$tmp/$2.run.log" 2>&1
}

for k in zoo/*/*/kernel.kiln; do
	[ -f "$k" ] || continue
	dir=$(dirname "$k")
	[ -n "$ZOO_FILTER" ] && case "$dir" in *"$ZOO_FILTER"*) ;; *) continue ;; esac
	first=1
	for wl in "$dir/workload.json" "$dir"/*.json; do
		variant=$(basename "$wl" .json)
		# workload.json first (the glob lists it again: skip it there)
		if [ "$variant" = workload ]; then
			[ "$first" = 1 ] || continue
			first=0
			name=$(echo "${dir#zoo/}" | tr '/' '_'); what=${dir#zoo/}
		else
			[ -f "$wl" ] || continue
			name=$(echo "${dir#zoo/}" | tr '/' '_')__$variant; what=${dir#zoo/}:$variant
		fi
		broken=
		for st in $ZOO_STAGES; do
			label="$st $what"
			if [ -n "$broken" ]; then
				fail=$((fail+1)); echo "FAIL $label (skipped: $broken failed)"; continue
			fi
			if "stage_$st" "$dir" "$name" "$wl"; then
				ok "$label"
			else
				bad "$label" "$tmp/$name.$st.log"; broken=$st
			fi
		done
	done
done

# error path of a zoo reference: a weight of the wrong length is refused by
# name, the run fails (never a silent pass)
if [ -z "$ZOO_FILTER" ]; then
	if ! "$KILN" sim tests/zoo/rmsnorm_bad_w.json > "$tmp/badw.log" 2>&1 &&
		grep -q "reference rmsnorm: shape mismatch: w (and b) must have n elements" "$tmp/badw.log"; then
		ok "reference shape error (tests/zoo/rmsnorm_bad_w.json)"
	else
		bad "reference shape error (tests/zoo/rmsnorm_bad_w.json)" "$tmp/badw.log"
	fi
fi

# linear attention, split form end to end: kda_chunk MODE = 1 -> files -> kda_state,
# against the float64 recurrence of the same inputs
if [ -z "$ZOO_FILTER" ] || case linear_attention in *"$ZOO_FILTER"*) true;; *) false;; esac; then
	if python3 zoo/linear_attention/split_check.py "$KILN" tail > "$tmp/split.log" 2>&1; then
		ok "linear_attention split form end to end (zoo/linear_attention/split_check.py)"
	else
		bad "linear_attention split form end to end (zoo/linear_attention/split_check.py)" "$tmp/split.log"
	fi
fi

# docs/zoo.md's GPU-ratio section is generated from bench/results: it must be current
if [ -z "$ZOO_FILTER" ]; then
	if python3 bench/gpu/zoo_doc.py --check > "$tmp/zoo_doc.log" 2>&1; then
		ok "docs/zoo.md ratios match bench/results (bench/gpu/zoo_doc.py --check)"
	else
		bad "docs/zoo.md ratios match bench/results (bench/gpu/zoo_doc.py --check)" "$tmp/zoo_doc.log"
	fi
fi

# the GEMM selection rules (zoo/gemm/README.md, zoo/gemm/fp8_ws/README.md) pick only variants
# that the newest result file of each shape timed and checked
if [ -z "$ZOO_FILTER" ]; then
	if python3 bench/gpu/gemm_rule.py --check > "$tmp/gemm_rule.log" 2>&1; then
		ok "GEMM selection rules pick measured, checked variants (bench/gpu/gemm_rule.py --check)"
	else
		bad "GEMM selection rules pick measured, checked variants (bench/gpu/gemm_rule.py --check)" "$tmp/gemm_rule.log"
	fi
fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
