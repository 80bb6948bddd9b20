#!/usr/bin/env bash
# kiln check --sync over the corpus (tests/check/sync): every planted bug is
# found with its expected kind at its expected line (bug.expect), every fixed
# twin is clean; JSON output is valid and deterministic.
set -u
B=${B:-build}
K=$B/kiln
pass=0; fail=0
ok() { pass=$((pass+1)); }
bad() { fail=$((fail+1)); echo "FAIL: $*"; }
for d in tests/check/sync/*/; do
	n=$(basename "$d")
	read -r kind line < "$d/bug.expect"
	out=$("$K" check "$d/bug.json" --sync --json 2>/dev/null); rc=$?
	if [ $rc -ne 1 ]; then bad "$n: bug exit $rc (want 1)"; continue; fi
	if python3 -c '
import json, sys
d = json.loads(sys.argv[1]); kind, line = sys.argv[2], int(sys.argv[3])
fs = [f for c in d["cases"] for f in c["findings"]]
sys.exit(0 if any(f["kind"] == kind and f["locations"] and f["locations"][0]["line"] == line and f["locations"][0]["file"].endswith("bug.kiln") for f in fs) else 1)
' "$out" "$kind" "$line"; then ok; else
		bad "$n: no $kind finding at bug.kiln:$line; got: $(echo "$out" | python3 -c 'import json,sys; d=json.load(sys.stdin); print([(f["kind"], f["locations"][0]["line"] if f["locations"] else 0) for c in d["cases"] for f in c["findings"]])' 2>&1)"
	fi
	out2=$("$K" check "$d/fixed.json" --sync 2>&1); rc=$?
	if [ $rc -eq 0 ] && echo "$out2" | grep -q ": clean, 0 findings"; then ok; else bad "$n: fixed twin not clean (exit $rc): $(echo "$out2" | head -3)"; fi
done
# determinism: the same JSON twice
a=$("$K" check tests/check/sync/po_no_empty_wait/bug.json --sync --json 2>/dev/null | grep -v '"seconds"\|wall')
b=$("$K" check tests/check/sync/po_no_empty_wait/bug.json --sync --json 2>/dev/null | grep -v '"seconds"\|wall')
[ "$a" = "$b" ] && ok || bad "JSON output differs between two runs"
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
