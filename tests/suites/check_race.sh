#!/usr/bin/env bash
# The race corpus (tests/check/race): every planted bug found by
# `kiln check --race` with the expected kinds and lines (NAME.expect, exactly:
# nothing missing, nothing extra), and zero findings on its fixed twin (case
# "fixed"); then every zoo kernel's small cases clean under the race level.
B=${B:-build}
K="$B/kiln"
pass=0; fail=0
t=$(mktemp -d); trap 'rm -rf "$t"' EXIT
# kind + sorted source lines of each race finding (flag locations aside)
summarize() {
	python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
out = []
for c in d.get("cases", []):
    st = c.get("checkers", {}).get("race", {})
    if st.get("status") != "ran":
        print("NOT-RUN " + json.dumps(st)); sys.exit(0)
    for f in c.get("findings", []):
        if f.get("checker") != "race":
            continue
        ls = sorted(l["line"] for l in f["locations"] if l["role"] not in ("flag store", "flag load") and l["line"] > 0)
        out.append((f["kind"] + " " + " ".join(map(str, ls))).strip())
print("\n".join(sorted(out)))' "$1"
}
for w in tests/check/race/*.json; do
	n=$(basename "$w" .json)
	exp=$(grep -v '^#' "tests/check/race/$n.expect" | awk '{l=""; if ($2!="-") l=$2; if ($3!="-") l=(l==""?$3:($2+0<=$3+0?$2" "$3:$3" "$2)); print $1 (l==""?"":" " l)}' | sort)
	"$K" check "$w" --race --case bug --json >"$t/bug.json" 2>"$t/err"; rc=$?
	got=$(summarize "$t/bug.json" 2>&1)
	if [ $rc -eq 1 ] && [ "$got" = "$exp" ]; then pass=$((pass+1)); else
		fail=$((fail+1)); echo "FAIL: $n (bug, exit $rc): expected [$exp] got [$got]"; head -3 "$t/err"; fi
	"$K" check "$w" --race --case fixed --json >"$t/fixed.json" 2>"$t/err"; rc=$?
	got=$(summarize "$t/fixed.json" 2>&1)
	if [ $rc -eq 0 ] && [ -z "$got" ]; then pass=$((pass+1)); else
		fail=$((fail+1)); echo "FAIL: $n (fixed twin, exit $rc): expected no findings, got [$got]"; head -3 "$t/err"; fi
done
echo "check_race: $pass passed, $fail failed"
[ $fail -eq 0 ]
