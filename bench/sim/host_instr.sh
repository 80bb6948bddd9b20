#!/usr/bin/env bash
# bench/sim/host_instr.sh OLD_BUILD NEW_BUILD — simulator speed of two
# builds compared without timing noise: host instructions executed inside
# sim_run (valgrind --tool=callgrind --toggle-collect=sim_run), per
# simulated lane-instruction, on bench/sim/sim_bench.sh's kernels at
# smaller sizes (callgrind runs ~50x slower).  Deterministic, so it holds
# on a loaded machine where wall-clock medians do not; it counts work,
# not cache or memory stalls (time the two builds with sim_bench.sh on a
# quiet machine for those).  Needs valgrind.  One line per kernel and the
# new/old ratio; the geometric mean last.
set -u
cd "$(dirname "$0")/../.."
[ $# -eq 2 ] || { echo "usage: $0 OLD_BUILD NEW_BUILD" >&2; exit 2; }
command -v valgrind >/dev/null || { echo "host_instr: valgrind not found (apt-get install -y valgrind)" >&2; exit 2; }
t=$(mktemp -d); trap 'rm -rf "$t"' EXIT
runs=(
	"block_sum|zoo/reduce/block_sum/workload.json|--var rows=64 --var n=8192"
	"row_softmax|zoo/softmax/row_softmax/workload.json|--var rows=32 --var n=8192"
	"gemm_mma_tile|zoo/gemm/mma_tile/workload.json|--var m=128 --var n=128 --var k=256"
	"gemm_wgmma_tma|zoo/gemm/wgmma_tma/workload.json|--var m=128 --var n=256 --var k=256"
)
per_lane() {   # per_lane BUILD WORKLOAD OPTS -> "lanes ir"
	# shellcheck disable=SC2086
	valgrind --tool=callgrind --toggle-collect=sim_run --callgrind-out-file="$t/cg" "$1/kiln" sim "$2" $3 --threads 1 >/dev/null 2>&1
	# shellcheck disable=SC2086
	local lanes; lanes=$("$1/kiln" sim "$2" $3 --threads 1 --json 2>/dev/null | sed -n 's/^  "lane_instructions": \([0-9]*\),*$/\1/p' | head -n 1)
	echo "$lanes $(sed -n 's/^summary: \([0-9]*\)$/\1/p; s/^totals: \([0-9]*\)$/\1/p' "$t/cg" | head -n 1)"
}
logs=""
for r in "${runs[@]}"; do
	IFS='|' read -r name wl opts <<<"$r"
	read -r lo io <<<"$(per_lane "$1" "$wl" "$opts")"
	read -r ln in <<<"$(per_lane "$2" "$wl" "$opts")"
	if [ -z "$io" ] || [ -z "$in" ] || [ "$lo" != "$ln" ]; then
		echo "$name: no comparable result (lane-instructions old '$lo' new '$ln')"
		continue
	fi
	awk -v n="$name" -v l="$ln" -v a="$io" -v b="$in" 'BEGIN { printf "%-16s %10d lane-instr  old %7.1f  new %7.1f host instr/lane  new/old %.3f\n", n, l, a / l, b / l, b / a }'
	logs="$logs $(awk -v a="$io" -v b="$in" 'BEGIN { print log(b / a) }')"
done
[ -n "$logs" ] && echo "$logs" | awk '{ s = 0; for (i = 1; i <= NF; i++) s += $i; printf "geometric mean new/old %.3f over %d kernels\n", exp(s / NF), NF }'
