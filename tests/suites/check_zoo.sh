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
for w in zoo/*/*/*.json; do
	args=()
	if [ "${ZOO_ALL:-0}" != 1 ] && python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
sys.exit(0 if any(c.get("name") == "small" and not c.get("bench") for c in d.get("cases", [])) else 1)' "$w" 2>/dev/null; then
		args=(--case small)
	fi
	out=$("$K" check "$w" "${args[@]}" 2>&1); rc=$?
	if [ $rc -eq 0 ] && ! echo "$out" | grep -qE ': (findings|incomplete)'; then
		pass=$((pass+1))
	else
		fail=$((fail+1)); echo "FAIL: kiln check $w ${args[*]} (exit $rc)"; echo "$out" | grep -vE '^\s' | head -8
	fi
done
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
