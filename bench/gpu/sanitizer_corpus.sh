#!/usr/bin/env bash
# compute-sanitizer over the kiln check corpus on a GPU (the lead runs it on
# the H200): for every tests/check/sync case, the planted bug and its fixed
# twin, each of synccheck, racecheck, memcheck and initcheck through
# `kiln run` (the GPU work runs in kiln's forked child: --target-processes
# all).  Beside each it records what `kiln check --sync` found on the CPU.
# Writes $OUT/sanitizer_corpus.json (and copies it to bench/results/ with the
# GPU name and date) with GPU, driver, CUDA, date, command per cell.
#
#   OUT=/tmp/out bash bench/gpu/sanitizer_corpus.sh [CASE ...]
#
# A cell's "result": "errors" (the tool reported N > 0 errors), "clean"
# (0 errors, the run finished), "hang" (killed by the timeout: a deadlock the
# tool cannot report), "run_failed" (kiln run failed without a tool error,
# e.g. a launch error or a mismatch), "tool_error" (the sanitizer itself failed).
set -u
OUT=${OUT:-/tmp/kiln_sanitizer}
mkdir -p "$OUT/logs"
K=${K:-./build/kiln}
CS=${COMPUTE_SANITIZER:-$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)}
TMO=${TIMEOUT:-60}
[ -x "$K" ] || make -j"$(nproc)" >/dev/null 2>&1 || { echo "build failed"; exit 3; }
[ -x "$CS" ] || { echo "compute-sanitizer not found (set COMPUTE_SANITIZER)"; exit 3; }
cases=("$@")
[ ${#cases[@]} -eq 0 ] && cases=($(ls -d tests/check/sync/*/ | xargs -n1 basename))
gpu=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1)
driver=$(nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>/dev/null | head -1)
cuda=$("$CS" --version 2>/dev/null | tail -1)
date=$(date -u +%Y-%m-%dT%H:%M:%SZ)
rows=$OUT/rows.jsonl
: > "$rows"
for c in "${cases[@]}"; do
	d=tests/check/sync/$c
	[ -f "$d/bug.expect" ] || { echo "no case $c"; continue; }
	read -r kind line < "$d/bug.expect"
	for which in bug fixed; do
		chk=$("$K" check "$d/$which.json" --sync --json 2>/dev/null | python3 -c '
import json, sys
try:
    d = json.load(sys.stdin)
    print(",".join(sorted({"%s:%d" % (f["kind"], f["locations"][0]["line"] if f["locations"] else 0) for c in d["cases"] for f in c["findings"]})) or "clean")
except Exception as e:
    print("error")')
		for tool in synccheck racecheck memcheck initcheck; do
			log=$OUT/logs/$c.$which.$tool.log
			cmd="$CS --tool $tool --target-processes all --error-exitcode 99 $K run $d/$which.json --timeout $TMO"
			timeout $((TMO + 30)) $cmd > "$log" 2>&1
			rc=$?
			# memcheck/synccheck/initcheck print "ERROR SUMMARY: N errors"; racecheck
			# prints "RACECHECK SUMMARY: H hazards displayed (N errors, W warnings)"
			n=$( { grep -oE 'ERROR SUMMARY: [0-9]+' "$log" | grep -oE '[0-9]+'; grep -oE 'RACECHECK SUMMARY: [0-9]+ hazards displayed \([0-9]+ errors' "$log" | grep -oE '\([0-9]+' | tr -d '('; } | awk '{s+=$1} END {print s+0}')
			if [ "$rc" = 124 ] || [ "$rc" = 137 ] || grep -qiE 'timed out|no progress|killed the GPU child' "$log"; then res=hang
			elif [ "${n:-0}" -gt 0 ]; then res=errors
			elif grep -qE '(ERROR|RACECHECK) SUMMARY' "$log" && [ "$rc" = 0 ]; then res=clean
			elif grep -qE '(ERROR|RACECHECK) SUMMARY' "$log"; then res=run_failed
			else res=tool_error; fi
			first=$(grep -m1 -E '^========= (Barrier|Race|Invalid|Uninitialized|Error|Warning)' "$log" | sed 's/"/\\"/g' | cut -c1-200)
			printf '{"case":"%s","version":"%s","planted_kind":"%s","planted_line":%s,"kiln_check":"%s","tool":"%s","result":"%s","errors":%s,"exit":%s,"first":"%s","command":"%s"}\n' \
				"$c" "$which" "$kind" "$line" "$chk" "$tool" "$res" "${n:-0}" "$rc" "$first" "$cmd" >> "$rows"
			echo "$c $which $tool: $res (${n:-0} errors, exit $rc); kiln check: $chk"
		done
	done
done
python3 - "$rows" "$OUT/sanitizer_corpus.json" "$gpu" "$driver" "$cuda" "$date" <<'EOF'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
doc = {"schema": "kiln.sanitizer_corpus", "gpu": sys.argv[3], "driver": sys.argv[4], "cuda": sys.argv[5],
       "date": sys.argv[6], "command": "bash bench/gpu/sanitizer_corpus.sh", "rows": rows}
json.dump(doc, open(sys.argv[2], "w"), indent=1)
# the table for docs/checkers.md: one line per case and version
by = {}
for r in rows:
    by.setdefault((r["case"], r["version"]), {})[r["tool"]] = "%s (%d)" % (r["result"], r["errors"]) if r["result"] == "errors" else r["result"]
    by[(r["case"], r["version"])]["kiln"] = r["kiln_check"]
print("| case | version | kiln check --sync | synccheck | racecheck | memcheck | initcheck |")
print("|---|---|---|---|---|---|---|")
for (c, v), t in sorted(by.items()):
    print("| %s | %s | %s | %s | %s | %s | %s |" % (c, v, t["kiln"], t.get("synccheck", ""), t.get("racecheck", ""), t.get("memcheck", ""), t.get("initcheck", "")))
EOF
mkdir -p bench/results
g=$(echo "${gpu:-gpu}" | tr 'A-Z ' 'a-z-')
cp "$OUT/sanitizer_corpus.json" "bench/results/sanitizer-corpus-$g-$(date -u +%Y-%m-%d).json" 2>/dev/null
echo "wrote $OUT/sanitizer_corpus.json"
