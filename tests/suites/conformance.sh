#!/usr/bin/env bash
# Conformance suite (docs/conformance.md): every workload under
# tests/conformance/<family>/ through `kiln sim` (or `kiln run` on a GPU with
# KILN_CONFORM=run); each must exit 0, i.e. every result slot bit-identical
# to the ISA-derived expected file (tests/conformance/<family>/<table>.npy,
# written by tests/conformance/gen/expected.py).  One line per workload;
# the kiln output is shown for each failure.
#   KILN_CONFORM=run   run on the GPU instead of the simulator
#   CONFORM_ONLY=fam   only the workloads of one family directory
set -u
B=${B:-build}
cd "$(dirname "$0")/../.."
K="$B/kiln"
cmd=${KILN_CONFORM:-sim}
pass=0; fail=0
out=$(mktemp)
trap 'rm -f "$out"' EXIT
for w in tests/conformance/*/*.json; do
	fam=$(basename "$(dirname "$w")")
	[ -n "${CONFORM_ONLY:-}" ] && [ "$fam" != "$CONFORM_ONLY" ] && continue
	name="$fam/$(basename "$w" .json)"
	"$K" "$cmd" "$w" >"$out" 2>&1
	rc=$?
	if [ $rc -eq 0 ]; then
		pass=$((pass+1)); echo "ok   $name"
	else
		fail=$((fail+1)); echo "FAIL $name (kiln $cmd exit $rc)"
		sed 's/^/    /' "$out" | head -30
	fi
done
# every conformance kernel must also be PTX that ptxas accepts for sm_90a,
# so the GPU half of the suite can run it
if [ "$cmd" = sim ]; then
	for k in tests/conformance/*/kernel.kiln; do
		fam=$(basename "$(dirname "$k")")
		[ -n "${CONFORM_ONLY:-}" ] && [ "$fam" != "$CONFORM_ONLY" ] && continue
		if "$K" build "$k" -o "$out.ptx" >"$out" 2>&1 && ptxas -arch=sm_90a "$out.ptx" -o /dev/null >>"$out" 2>&1; then
			pass=$((pass+1)); echo "ok   ptxas $fam"
		else
			fail=$((fail+1)); echo "FAIL ptxas $fam"; sed 's/^/    /' "$out" | head -10
		fi
	done
	rm -f "$out.ptx"
	# every generated kernel, workload and expected table is what gen/ writes
	if [ -z "${CONFORM_ONLY:-}" ]; then
		if bash tests/conformance/gen/build.sh --check >"$out" 2>&1; then
			pass=$((pass+1)); echo "ok   gen/build.sh --check ($(tail -1 "$out"))"
		else
			fail=$((fail+1)); echo "FAIL gen/build.sh --check"; sed 's/^/    /' "$out" | tail -20
		fi
	fi
fi
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
