#!/usr/bin/env bash
# bench/sim/sim_bench.sh — simulator throughput: simulated lane-instructions
# per second on one core (--threads 1) for the zoo's reduction, softmax and
# GEMM kernels, at sizes large enough to time (case variables overridden).
# Usage: bench/sim/sim_bench.sh [BUILD_DIR]   (default build)
# Prints one line per kernel and a JSON array on the last line.
set -u
cd "$(dirname "$0")/../.."
B=${1:-${B:-build}}
K="$B/kiln"
[ -x "$K" ] || { echo "sim_bench: $K not built (run make)" >&2; exit 2; }
runs=(
	"block_sum|zoo/reduce/block_sum/workload.json|--var rows=256 --var n=8192"
	"row_softmax|zoo/softmax/row_softmax/workload.json|--var rows=128 --var n=8192"
	"gemm_mma_tile|zoo/gemm/mma_tile/workload.json|--var m=256 --var n=256 --var k=256"
	"gemm_wgmma_tma|zoo/gemm/wgmma_tma/workload.json|--var m=256 --var n=256 --var k=256"
)
json="["
sep=""
for r in "${runs[@]}"; do
	IFS='|' read -r name wl opts <<<"$r"
	[ -f "$wl" ] || { echo "$name: $wl missing, skipped"; continue; }
	# shellcheck disable=SC2086
	out=$("$K" sim "$wl" $opts --threads 1 --json 2>/dev/null)
	verdict=$(printf '%s\n' "$out" | sed -n 's/^  "verdict": "\(.*\)",*$/\1/p' | head -n 1)
	lanes=$(printf '%s\n' "$out" | sed -n 's/^  "lane_instructions": \([0-9]*\),*$/\1/p' | head -n 1)
	secs=$(printf '%s\n' "$out" | sed -n 's/^  "wall_seconds": \([0-9.e+-]*\),*$/\1/p' | head -n 1)
	if [ -z "$lanes" ] || [ -z "$secs" ]; then
		echo "$name: no result"
		continue
	fi
	rate=$(awk -v l="$lanes" -v s="$secs" 'BEGIN { printf "%.1f", (s > 0 ? l / s / 1e6 : 0) }')
	printf '%-16s %12s lane-instructions %8.3f s  %8s M lane-instr/s/core  (%s)\n' "$name" "$lanes" "$secs" "$rate" "$verdict"
	json="$json$sep{\"kernel\":\"$name\",\"lane_instructions\":$lanes,\"wall_seconds\":$secs,\"mlips_per_core\":$rate,\"verdict\":\"$verdict\"}"
	sep=","
done
echo "$json]"
