#!/usr/bin/env bash
# bench/sim/small_cases.sh — `kiln sim` of every zoo workload's default
# (first, small) case as a user runs it: wall time and peak RSS of the whole
# process (compile, inputs, simulation, reference, comparison), the median
# of REPS runs (default 3).  Target (issue 8): each under 1 s and 200 MB.
# CPU seconds (user + sys, children included: a Python reference) are
# printed beside the wall time: on a loaded machine the wall time mostly
# measures the wait for a core.
# Usage: bench/sim/small_cases.sh [BUILD_DIR]    REPS=5 for more runs.
# Prints one line per workload and a JSON array on the last line.
set -u
cd "$(dirname "$0")/../.."
B=${1:-${B:-build}}
K="$B/kiln"
REPS=${REPS:-3}
[ -x "$K" ] || { echo "small_cases: $K not built (run make)" >&2; exit 2; }
command -v /usr/bin/time >/dev/null || { echo "small_cases: needs /usr/bin/time (apt-get install time)" >&2; exit 2; }
json="["; sep=""; over=0
tf=$(mktemp); trap 'rm -f "$tf"' EXIT
for wl in zoo/*/*/workload.json; do
	ts=(); ms=(); cs=(); rc=0
	for _ in $(seq "$REPS"); do
		/usr/bin/time -o "$tf" -f '%e %M %U %S' "$K" sim "$wl" >/dev/null 2>&1 || rc=$?
		read -r e m u sy < <(tail -n 1 "$tf")
		ts+=("$e"); ms+=("$m"); cs+=("$(awk -v u="$u" -v s="$sy" 'BEGIN { printf "%.2f", u + s }')")
	done
	med() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
	s=$(med "${ts[@]}"); kb=$(med "${ms[@]}"); cpu=$(med "${cs[@]}")
	mb=$(awk -v k="$kb" 'BEGIN { printf "%.1f", k / 1024 }')
	flag=""
	if awk -v s="$s" -v m="$mb" 'BEGIN { exit !(s >= 1 || m >= 200) }'; then flag="  OVER TARGET"; over=$((over+1)); fi
	printf '%-46s %6.2f s wall %5.2f s cpu %8s MB  exit %d%s\n' "$wl" "$s" "$cpu" "$mb" "$rc" "$flag"
	json="$json$sep{\"workload\":\"$wl\",\"wall_seconds\":$s,\"cpu_seconds\":$cpu,\"peak_rss_mb\":$mb,\"exit_code\":$rc}"
	sep=","
done
echo "$over workload(s) over 1 s or 200 MB"
echo "$json]"
