#!/usr/bin/env bash
# The race corpus (tests/check/race): every planted bug found by
# `kiln check --race` with the expected kinds and lines (NAME.expect, exactly:
# nothing missing, nothing extra), and zero findings on its fixed twin (case
# "fixed"); input errors, the JSON fields of a data_race, a witness.
B=${B:-build}
K="$B/kiln"
pass=0; fail=0
t=$(mktemp -d); trap 'rm -rf "$t"' EXIT
# summarize FILE.json...: FILE.sum for each, the kind + sorted source lines
# of each race finding (flag locations and the waits a re-execution changed
# aside), python3 started once for all
summarize() {
	python3 - "$@" <<'PY'
import json, sys, traceback
def summary(path):
    d = json.load(open(path))
    out = []
    for c in d.get("cases", []):
        st = c.get("checkers", {}).get("race", {})
        if st.get("status") != "ran":
            return "NOT-RUN " + json.dumps(st)
        for f in c.get("findings", []):
            if f.get("checker") != "race":
                continue
            ls = sorted(l["line"] for l in f["locations"] if l["role"] not in ("flag store", "flag load") and not l["role"].startswith("the wait, observing") and l["line"] > 0)
            out.append((f["kind"] + " " + " ".join(map(str, ls))).strip())
    return "\n".join(sorted(out))
for path in sys.argv[1:]:
    try:
        s = summary(path)
    except Exception:
        s = "ERROR " + traceback.format_exc(limit=1).replace("\n", " ")
    with open(path[:-len(".json")] + ".sum", "w") as f:
        f.write(s)
PY
}
# every corpus kernel, its bug and its fixed twin, then their summaries
for w in tests/check/race/*.json; do
	n=$(basename "$w" .json)
	for c in bug fixed; do
		"$K" check "$w" --race --case $c --json >"$t/$n.$c.json" 2>"$t/$n.$c.err"; echo $? >"$t/$n.$c.rc"
	done
done
summarize "$t"/*.bug.json "$t"/*.fixed.json
for w in tests/check/race/*.json; do
	n=$(basename "$w" .json)
	exp=$(grep -v '^#' "tests/check/race/$n.expect" | awk '{l=""; if ($2!="-") l=$2; if ($3!="-") l=(l==""?$3:($2+0<=$3+0?$2" "$3:$3" "$2)); print $1 (l==""?"":" " l)}' | sort)
	rc=$(cat "$t/$n.bug.rc"); got=$(cat "$t/$n.bug.sum" 2>&1)
	if [ $rc -eq 1 ] && [ "$got" = "$exp" ]; then pass=$((pass+1)); else
		fail=$((fail+1)); echo "FAIL: $n (bug, exit $rc): expected [$exp] got [$got]"; head -3 "$t/$n.bug.err"; fi
	rc=$(cat "$t/$n.fixed.rc"); got=$(cat "$t/$n.fixed.sum" 2>&1)
	if [ $rc -eq 0 ] && [ -z "$got" ]; then pass=$((pass+1)); else
		fail=$((fail+1)); echo "FAIL: $n (fixed twin, exit $rc): expected no findings, got [$got]"; head -3 "$t/$n.fixed.err"; fi
done
# (every zoo kernel's small cases under both checkers: tests/suites/check_zoo.sh)
# input errors
"$K" check no/such.json --race >/dev/null 2>&1; rc=$?
if [ $rc -eq 2 ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL: missing workload: exit $rc, want 2"; fi
"$B/tools/race_check" tests/check/race/smem_raw.json --case nope >/dev/null 2>&1; rc=$?
if [ $rc -eq 2 ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL: unknown case: exit $rc, want 2"; fi
# the JSON contract of a data_race: hazard, space, intra_warp, both accesses
"$K" check tests/check/race/intra_warp.json --race --case bug --json >"$t/iw.json" 2>/dev/null
if python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
f = [f for f in d["cases"][0]["findings"] if f["kind"] == "data_race"][0]
assert f["hazard"] in ("RAW", "WAR", "WAW") and f["space"] == "shared" and f["intra_warp"] is True
a = f["accesses"]
assert len(a) == 2 and {x["access"] for x in a} == {"read", "write"}
for x in a:
    assert x["cta"] == 0 and x["warp"] == 0 and 0 <= x["lane"] < 32 and x["bytes"] == 4 and x["object"] == "tile"
    assert x["loc"]["line"] > 0 and x["instruction"].startswith(("ld.shared", "st.shared"))
' "$t/iw.json"; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL: data_race JSON fields"; fi
# a witness: the racing pair forced each way, the outputs differ, values
# named (text and JSON); the values are the ones each order must give
out=$("$K" check tests/check/race/smem_raw.json --race --case bug 2>&1)
if grep -q "forced each way, the outputs differ: out\[[0-9]*\] is [0-9]* with line 10 first (CTA 0 warp [01] held at line 16) and [0-9]* with line 16 first" <<<"$out"; then
	pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL: smem_raw witness: $out"; fi
"$K" check tests/check/race/smem_raw.json --race --case bug --json >"$t/w.json" 2>/dev/null
if python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
f = [f for f in d["cases"][0]["findings"] if f["kind"] == "data_race"][0]
o = f["witness"]["outputs"]
# x = arange(1, 1): out[j] = tile[j] = j + 1 when the write is first, the never-written (poisoned: all ones) word when the read is
assert o["tensor"] == "out" and o["value_a"] == o["index"] + 1 and o["value_b"] in (0, 4294967295), o
assert "line 10 first" in o["schedule_a"] and "line 16 first" in o["schedule_b"]
' "$t/w.json"; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL: smem_raw witness JSON"; fi
# a race reached only by re-executing a test_wait along its other outcome
"$K" check tests/check/race/obs_test_skips_wait.json --race --case bug --json >"$t/o.json" 2>/dev/null
if python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
c = d["cases"][0]
f = [f for f in c["findings"] if f["kind"] == "data_race"][0]
ob = f["witness"]["observations"]
assert len(ob) == 1 and ob[0]["observed"] == "complete" and ob[0]["alternative"] == "incomplete" and ob[0]["warp"] == 1
assert c["checkers"]["race"]["status"] == "ran"
' "$t/o.json"; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL: obs_test_skips_wait: the race is not reported with the changed observation"; fi
echo "check_race: $pass passed, $fail failed"
[ $fail -eq 0 ]
