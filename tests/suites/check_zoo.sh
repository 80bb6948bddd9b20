#!/usr/bin/env bash
# kiln check over every zoo workload (every non-bench case): zero findings.
# Both checkers (the sync explorer and the race level).
set -u
B=${B:-build}
K=$B/kiln
pass=0; fail=0
for w in zoo/*/*/*.json; do
	out=$("$K" check "$w" 2>&1); rc=$?
	if [ $rc -eq 0 ] && ! echo "$out" | grep -qE ': (findings|incomplete)'; then
		pass=$((pass+1))
	else
		fail=$((fail+1)); echo "FAIL: kiln check $w (exit $rc)"; echo "$out" | grep -vE '^\s' | head -8
	fi
done
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
