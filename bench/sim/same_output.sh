#!/usr/bin/env bash
# same_output.sh OLD_KILN NEW_KILN [OUTDIR]: the simulator's results before
# and after a change, compared byte for byte.  For every zoo workload
# (zoo/*/*/*.json) and every case not marked "bench", and for every
# conformance workload (tests/conformance/*/*.json):
#   - kiln sim --case C --threads 1 --json --save-outputs (raw bits): the
#     JSON document (timings, command line and thread count dropped) and
#     every output tensor's bits;
#   - the first case again under --schedule random --seed 1 (the zoo
#     suite's simr stage), JSON and outputs;
#   - conformance workloads also with --trace (every event, in order).
# Prints each differing output and "N outputs: N identical, N differ";
# exits 1 on any difference.  Use it around a simulator change:
#   cp build/kiln /tmp/kiln-before; (change, make); bash bench/sim/same_output.sh /tmp/kiln-before build/kiln
# SAME_FILTER=substring limits the workloads (e.g. SAME_FILTER=conformance).
set -u
old=$1 new=$2 out=${3:-$(mktemp -d)}
cd "$(dirname "$0")/../.."
rm -rf "$out/a" "$out/b"; mkdir -p "$out/a" "$out/b"
same=0 diff=0
# the JSON document without what changes from run to run
norm() {
	python3 -c 'import json, sys
try:
	d = json.load(open(sys.argv[1]))
except ValueError:
	sys.exit(0)   # not JSON (a usage error): compared as text
def drop(o):
	if isinstance(o, dict):
		for k in ("wall_seconds", "command", "command_line", "date", "threads"):
			o.pop(k, None)
		for v in o.values():
			drop(v)
	elif isinstance(o, list):
		for v in o:
			drop(v)
drop(d)
open(sys.argv[1], "w").write(json.dumps(d, indent=1, sort_keys=True) + "\n")' "$1"
}
cases() {
	python3 -c 'import json, sys
for c in json.load(open(sys.argv[1])).get("cases", []):
	if not c.get("bench"): print(c["name"])' "$1"
}
# one run by both binaries: key, then kiln sim arguments
both() {
	local key=$1; shift
	local k side
	for side in a b; do
		k=$old; [ $side = b ] && k=$new
		local d="$out/$side/$key"
		mkdir -p "$d.o"
		local args=("$@")
		[ -n "${TRACE:-}" ] && args+=(--trace "$d.trace")
		"$k" sim "${args[@]}" --threads 1 --json --save-outputs "$d.o" --save-format raw >"$d.json" 2>"$d.err"
		echo "exit $?" >>"$d.err"
		norm "$d.json"
	done
	if diff -r -q "$out/a/$key.o" "$out/b/$key.o" >/dev/null && cmp -s "$out/a/$key.json" "$out/b/$key.json" &&
		cmp -s "$out/a/$key.err" "$out/b/$key.err" &&
		{ [ -z "${TRACE:-}" ] || cmp -s "$out/a/$key.trace" "$out/b/$key.trace"; }; then
		same=$((same+1))
	else
		diff=$((diff+1)); echo "DIFF $key ($out/a/$key.* vs $out/b/$key.*)"
	fi
}
for w in zoo/*/*/*.json tests/conformance/*/*.json; do
	case $w in *"${SAME_FILTER:-}"*) ;; *) continue;; esac
	cs=$(cases "$w") || continue
	[ -n "$cs" ] || continue
	base=$(echo "${w%.json}" | tr / _)
	TRACE=
	case $w in tests/conformance/*) TRACE=1;; esac
	first=1
	for c in $cs; do
		both "$base.$c" "$w" --case "$c"
		if [ $first = 1 ]; then
			TRACE= both "$base.$c.random1" "$w" --case "$c" --schedule random --seed 1
			first=0
		fi
	done
done
echo "$((same+diff)) outputs: $same identical, $diff differ"
[ "$diff" -eq 0 ]
