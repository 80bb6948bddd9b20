#!/usr/bin/env bash
# kiln check over the zoo: zero findings, both checkers (the sync explorer
# and the race level).  In `make test` each workload's case "small" (its
# first non-bench case when it has none) keeps the suite's share short;
# ZOO_ALL=1 (make check-zoo-all) checks every non-bench case of every
# workload, the pipeline-edge cases (ring, odd, kloop ...) included.
set -u
B=${B:-build}
K=$B/kiln
pass=0; fail=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# each workload and "small" where it has such a case (python3 once, not once a workload)
python3 - zoo/*/*/*.json >"$tmp/list" <<'PY'
import json, sys
for w in sys.argv[1:]:
	try:
		d = json.load(open(w))
	except (OSError, ValueError):
		d = {}   # kiln check reports the error
	small = any(c.get("name") == "small" and not c.get("bench") for c in d.get("cases", []))
	print("%s|%s" % (w, "small" if small else ""))
PY
[ -s "$tmp/list" ] || { fail=$((fail+1)); echo "FAIL: cannot list the zoo workloads"; }
while IFS='|' read -r w small; do
	args=()
	[ "${ZOO_ALL:-0}" != 1 ] && [ -n "$small" ] && args=(--case small)
	out=$("$K" check "$w" "${args[@]}" 2>&1 </dev/null); rc=$?
	if [ $rc -eq 0 ] && ! echo "$out" | grep -qE ': (findings|incomplete)'; then
		pass=$((pass+1))
	else
		fail=$((fail+1)); echo "FAIL: kiln check $w ${args[*]} (exit $rc)"; echo "$out" | grep -vE '^\s' | head -8
	fi
done <"$tmp/list"
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
