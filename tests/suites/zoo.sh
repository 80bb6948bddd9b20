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
# kernel path to run a subset; "reject": only the option-rejection table).
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

# The workloads, one line each, from one python3 start (not two a
# workload), fields separated by '|': name, label, kernel dir, workload,
# the -D NAME=VALUE words for its template parameters (extra workloads
# only), its cases not marked "bench"; a field that could not be read is
# "!" and the reason (that workload's stage fails with it).
list_workloads() {
	python3 - "$@" <<'PY'
import glob, json, os, sys
def field(w, f):
	try:
		return f(json.load(open(w)))
	except Exception as e:
		return "!cannot read %s: %s: %s" % (w, type(e).__name__, e)
def fields(w, extra):
	defs = field(w, lambda d: " ".join("-D %s=%s" % kv for kv in d.get("params", {}).items())) if extra else ""
	return defs, field(w, lambda d: " ".join(c["name"] for c in d["cases"] if not c.get("bench")))
for k in sys.argv[1:]:
	d = os.path.dirname(k)
	base = d[len("zoo/"):]
	first = d + "/workload.json"
	for w in [first] + sorted(x for x in glob.glob(d + "/*.json") if x != first):
		name, what = base.replace("/", "_"), base
		if w != first:
			v = os.path.basename(w)[:-len(".json")]
			name, what = name + "__" + v, what + ":" + v
		print("|".join([name, what, d, w, *fields(w, w != first)]))
PY
}

stage_build() {   # kernel dir, name, workload, defines
	case $4 in "!"*) echo "${4#!}" >"$tmp/$2.build.log"; return 1;; esac
	# shellcheck disable=SC2086  # $4 is a list of -D NAME=VALUE words
	"$KILN" build "$1/kernel.kiln" $4 -o "$tmp/$2.ptx" >"$tmp/$2.build.log" 2>&1 && [ -s "$tmp/$2.ptx" ]
}

stage_ptxas() {
	[ -x "$PTXAS" ] || { echo "ptxas not found (set PTXAS)" >"$tmp/$2.ptxas.log"; return 1; }
	# Zoo kernels are assembled for sm_90a (the H200) whatever their minimum target.
	"$PTXAS" -arch=sm_90a "$tmp/$2.ptx" -o "$tmp/$2.cubin" >"$tmp/$2.ptxas.log" 2>&1 &&
		! grep -qi 'warning' "$tmp/$2.ptxas.log"
}

# Every case not marked "bench" (the large ones are for the GPU).
stage_sim() {   # kernel dir, name, workload, defines, cases
	local c
	case $5 in "!"*) echo "${5#!}" >"$tmp/$2.sim.log"; return 1;; esac
	: >"$tmp/$2.sim.log"
	for c in $5; do
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

# run_workload LINE: the stages of one workload (a line of list_workloads),
# its report in $tmp/<name>.report
run_workload() {
	local name what dir wl defs cases st label broken=
	IFS='|' read -r name what dir wl defs cases <<<"$1"
	for st in $ZOO_STAGES; do
		label="$st $what"
		if [ -n "$broken" ]; then
			echo "FAIL $label (skipped: $broken failed)"; continue
		fi
		if "stage_$st" "$dir" "$name" "$wl" "$defs" "$cases"; then
			echo "ok   $label"
		else
			echo "FAIL $label"; [ -s "$tmp/$name.$st.log" ] && sed 's/^/     /' "$tmp/$name.$st.log" | head -n 30
			broken=$st
		fi
	done >"$tmp/$name.report"
}

# The workloads run ZOO_JOBS at a time (default: the number of cores);
# their reports print in order.
: >"$tmp/workloads"         # empty when ZOO_FILTER matches no kernel
kernels=()
for k in zoo/*/*/kernel.kiln; do
	[ -f "$k" ] || continue
	[ -n "$ZOO_FILTER" ] && case "$(dirname "$k")" in *"$ZOO_FILTER"*) ;; *) continue ;; esac
	kernels+=("$k")
done
if [ ${#kernels[@]} -gt 0 ]; then
	list_workloads "${kernels[@]}" >"$tmp/workloads" || bad "cannot list the zoo workloads" /dev/null
fi
export -f run_workload stage_build stage_ptxas stage_sim stage_simr stage_check stage_run
export tmp KILN PTXAS ZOO_STAGES
[ -s "$tmp/workloads" ] && xargs -d '\n' -P "${ZOO_JOBS:-$(nproc 2>/dev/null || echo 2)}" -I{} \
	bash -c 'run_workload "$1"' _ {} <"$tmp/workloads"
while IFS='|' read -r name _; do
	if [ -f "$tmp/$name.report" ]; then
		cat "$tmp/$name.report"
		pass=$((pass + $(grep -c '^ok   ' "$tmp/$name.report")))
		fail=$((fail + $(grep -c '^FAIL ' "$tmp/$name.report")))
	else
		bad "$name: no report (the stages did not run)" /dev/null
	fi
done <"$tmp/workloads"

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
	if python3 zoo/linear_attention/la_split.py --self-test > "$tmp/lasplit.log" 2>&1; then
		ok "la_split.py --self-test (segment plans cover every token once, argument checks)"
	else
		bad "la_split.py --self-test (segment plans cover every token once, argument checks)" "$tmp/lasplit.log"
	fi
	# the pipelined split form's segments (la_split.plan): token ranges of one
	# sequence chained through their states (the last one partial), and groups of sequences
	if python3 zoo/linear_attention/split_check.py "$KILN" tail --segments 3 --var b=1 --var t=250 > "$tmp/splitseg.log" 2>&1; then
		ok "linear_attention split form in 3 token segments, state chained (split_check.py --segments 3)"
	else
		bad "linear_attention split form in 3 token segments, state chained (split_check.py --segments 3)" "$tmp/splitseg.log"
	fi
	if python3 zoo/linear_attention/split_check.py "$KILN" tail --segments 2 > "$tmp/splitgrp.log" 2>&1; then
		ok "linear_attention split form in 2 sequence groups (split_check.py --segments 2)"
	else
		bad "linear_attention split form in 2 sequence groups (split_check.py --segments 2)" "$tmp/splitgrp.log"
	fi
	# GDN's state half with QKR = 1 (q, k raw, glo = rq, rk, e^gc_63) fed by the
	# float64 reference's QKR intermediates of the GDN case, against the recurrence
	if python3 zoo/linear_attention/split_check.py "$KILN" tail --op gdn --qkr-ref > "$tmp/splitqkr.log" 2>&1; then
		ok "linear_attention GDN split form, kda_state QKR = 1 from the float64 intermediates (split_check.py --op gdn --qkr-ref)"
	else
		bad "linear_attention GDN split form, kda_state QKR = 1 from the float64 intermediates (split_check.py --op gdn --qkr-ref)" "$tmp/splitqkr.log"
	fi
	# ... and fed by the QKR intra half (gdn_chunk/intra_qkr.json), whole and in 3 token segments
	if python3 zoo/linear_attention/split_check.py "$KILN" tail --op gdn --intra gdn_chunk/intra_qkr.json --qkr > "$tmp/splitqkri.log" 2>&1; then
		ok "linear_attention GDN QKR split form end to end (split_check.py --op gdn --intra gdn_chunk/intra_qkr.json --qkr)"
	else
		bad "linear_attention GDN QKR split form end to end (split_check.py --op gdn --intra gdn_chunk/intra_qkr.json --qkr)" "$tmp/splitqkri.log"
	fi
	if python3 zoo/linear_attention/split_check.py "$KILN" tail --op gdn --intra gdn_chunk/intra_qkr_kgi.json --qkr > "$tmp/splitkgi.log" 2>&1; then
		ok "linear_attention GDN QKR split form, KGI + MTF = 1 intra (split_check.py --op gdn --intra gdn_chunk/intra_qkr_kgi.json --qkr)"
	else
		bad "linear_attention GDN QKR split form, KGI + MTF = 1 intra (split_check.py --op gdn --intra gdn_chunk/intra_qkr_kgi.json --qkr)" "$tmp/splitkgi.log"
	fi
	if python3 zoo/linear_attention/split_check.py "$KILN" tail --op gdn --intra gdn_chunk/intra_qkr.json --qkr --segments 3 --var b=1 --var t=250 > "$tmp/splitqkrseg.log" 2>&1; then
		ok "linear_attention GDN QKR split form in 3 token segments (split_check.py --op gdn --qkr --segments 3)"
	else
		bad "linear_attention GDN QKR split form in 3 token segments (split_check.py --op gdn --qkr --segments 3)" "$tmp/splitqkrseg.log"
	fi
	if python3 zoo/linear_attention/split_check.py "$KILN" tail --op gdn --intra gdn_chunk/intra_qkr.json --qkr --segments 2 > "$tmp/splitqkrgrp.log" 2>&1; then
		ok "linear_attention GDN QKR split form in 2 sequence groups (split_check.py --op gdn --qkr --segments 2)"
	else
		bad "linear_attention GDN QKR split form in 2 sequence groups (split_check.py --op gdn --qkr --segments 2)" "$tmp/splitqkrgrp.log"
	fi
	# the layout errors, before any simulation: exit 2 and the message
	python3 zoo/linear_attention/split_check.py "$KILN" tail --op kda --qkr-ref > "$tmp/splitqkrkda.log" 2>&1
	if [ $? -eq 2 ] && grep -q -- "--qkr-ref: the intra workload kda_chunk/intra.json is not GDN" "$tmp/splitqkrkda.log"; then
		ok "split_check.py --qkr-ref --op kda: exit 2, not GDN"
	else
		bad "split_check.py --qkr-ref --op kda: exit 2, not GDN" "$tmp/splitqkrkda.log"
	fi
	python3 zoo/linear_attention/split_check.py "$KILN" tail --op gdn --qkr > "$tmp/splitqkrnot.log" 2>&1
	if [ $? -eq 2 ] && grep -q -- "--qkr: the intra workload gdn_chunk/intra.json does not set QKR = 1" "$tmp/splitqkrnot.log"; then
		ok "split_check.py --qkr with a non-QKR intra workload: exit 2, does not set QKR = 1"
	else
		bad "split_check.py --qkr with a non-QKR intra workload: exit 2, does not set QKR = 1" "$tmp/splitqkrnot.log"
	fi
fi

# Option combinations a kernel would build and then ignore (or not support)
# are refused at the static_assert that says why: FILE|-D words|words of the
# message.  The error must name FILE:LINE:COL of a static_assert line.
# ZOO_FILTER=reject runs only these.
if [ -z "$ZOO_FILTER" ] || [ "$ZOO_FILTER" = reject ]; then
	while IFS='|' read -r file defs msg; do
		[ -n "$file" ] || continue
		# shellcheck disable=SC2086  # defs is a list of -D NAME=VALUE words
		"$KILN" build "$file" $defs -o "$tmp/rej.ptx" > "$tmp/rej.log" 2>&1; rc=$?
		loc=$(grep -m1 -F "error: static assertion failed: $msg" "$tmp/rej.log" | grep -oE "^$file:[0-9]+:[0-9]+" || true)
		line=${loc#"$file":}; line=${line%%:*}
		if [ "$rc" -ne 0 ] && [ -n "$loc" ] && sed -n "${line}p" "$file" | grep -q static_assert; then
			ok "rejected: $file $defs (line $line)"
		else
			bad "rejected: $file $defs (exit $rc; want $file:LINE:COL: error: static assertion failed: $msg)" "$tmp/rej.log"
		fi
	done <<'EOF'
zoo/norm/rmsnorm/kernel.kiln|-D PFN=132 -D PERSIST=1|PFN (rows.kiln pf_ahead) prefetches ahead of a CTA's first row only
zoo/norm/rmsnorm/kernel.kiln|-D L2K=2|L2K = 2 (rows.kiln) differs from L2K = 1 only with HYB = 1
zoo/norm/layernorm/kernel.kiln|-D L2K=2 -D PF=2|L2K = 2 (rows.kiln) differs from L2K = 1 only with HYB = 1
zoo/norm/layernorm/kernel.kiln|-D PFN=132|PFN (rows.kiln pf_ahead) is rmsnorm's only
zoo/norm/add_rmsnorm/kernel.kiln|-D PFN=132|PFN (rows.kiln pf_ahead) is rmsnorm's only
zoo/norm/add_rmsnorm/kernel.kiln|-D L2K=2 -D HYB=1|L2K = 2 (rows.kiln) acts in rmsnorm and layernorm only
zoo/softmax/row_softmax_bf16/kernel.kiln|-D PFN=132|PFN (rows.kiln pf_ahead) is rmsnorm's only
zoo/softmax/row_softmax_bf16/kernel.kiln|-D L2K=2|L2K = 2 (rows.kiln) acts in rmsnorm and layernorm only
zoo/softmax/row_softmax/kernel.kiln|-D PF=2|PF, PFN and L2K (rows.kiln) act on the bf16 row kernels only
zoo/gemm/wgmma_ws_tma/kernel.kiln|-D MIX=1|MIX = 1 (the last tile rows 128 high) needs BM = 192
zoo/gemm/wgmma_ws_tma/kernel.kiln|-D MSKIP=2 -D CLUSTER_N=2|MSKIP = 2 with CLUSTER_N = 2: unsupported
zoo/gemm/wgmma_ws_tma/kernel.kiln|-D WN=64|WN (columns per wgmma) is BN, or 128 of BN = 256
zoo/gemm/wgmma_ws_tma/kernel.kiln|-D BM=192 -D STAGES=3|BM = 192 needs WN = 128
zoo/gemm/wgmma_ws_tma/kernel.kiln|-D BM=192 -D WN=128 -D STAGES=3 -D CLUSTER_N=2|BM = 192 with CLUSTER_N = 2 (96-row A halves): unsupported
zoo/gemm/wgmma_ws_tma/kernel.kiln|-D ARS=1|ARS = 1 (A from registers, read from shared once per k16 step
zoo/gemm/wgmma_ws_tma/kernel.kiln|-D SELFLOAD=1 -D CLUSTER=2|SELFLOAD = 1 (no producer warpgroup: thread 0 issues the loads) is built for BM = 192
zoo/gemm/wgmma_ws_tma/kernel.kiln|-D SELFLOAD=1 -D BM=192 -D STAGES=3 -D WN=256 -D CLUSTER=2 -D MSKIP=1|SELFLOAD = 1 (no producer warpgroup
zoo/gemm/fp8_ws/kernel.kiln|-D HINT=1 -D CLUSTER=2|HINT is 0, 1 or 2, and only with CLUSTER = 1
zoo/gemm/fp8_splitk/kernel.kiln|-D HINT=2|HINT is 0 (no L2 hint) or 1
EOF
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
