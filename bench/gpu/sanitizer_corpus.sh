#!/usr/bin/env bash
# compute-sanitizer over the kiln check corpora on a GPU, through
# `kiln sanitize` (issues 9, 10, 16): for every case of tests/check/sync
# (bug.json / fixed.json) and tests/check/race (X.json, cases bug / fixed),
# each of synccheck, racecheck, memcheck and initcheck, with a short
# watchdog (deadlock cases hang: kiln run kills the kernel after TIMEOUT s
# without progress, and the cell reads "hang").  Beside each cell: what
# `kiln check --sync` / `--race` found on the CPU and the planted bug
# (kind and line from the case's .expect).  Cells run JOBS at a time.
#
#   OUT=/tmp/out bash bench/gpu/sanitizer_corpus.sh [sync|race|all] [CASE ...]
#
# Writes $OUT/sanitizer_corpus.json (GPU, driver, CUDA, date, command, one
# row per cell) and prints the table for docs/checkers.md.  A cell's
# "result" is kiln sanitize's status: findings, clean, hang, run_failed,
# tool_error; "findings" lists kind:line of each tool finding.
set -u
OUT=${OUT:-/tmp/kiln_sanitizer}
mkdir -p "$OUT/cells"
K=${K:-./build/kiln}
TMO=${TIMEOUT:-5}
# DEADLINE (epoch seconds): cells not started by then are recorded "not_run"
DEADLINE=${DEADLINE:-}
JOBS=${JOBS:-12}
which=${1:-all}; [ $# -gt 0 ] && shift
[ -x "$K" ] || make -j"$(nproc)" build/kiln >/dev/null 2>&1 || { echo "build failed"; exit 3; }
gpu=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1)
driver=$(nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>/dev/null | head -1)
cs=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
csv=$("$cs" --version 2>/dev/null | tail -1)
cuda=$(nvcc --version 2>/dev/null | tail -1)
date=$(date -u +%Y-%m-%dT%H:%M:%SZ)
jobs=$OUT/jobs.txt; : > "$jobs"
# one line per cell: corpus case version workload case-option expect-file
if [ "$which" = sync ] || [ "$which" = all ]; then
	for d in tests/check/sync/*/; do
		c=$(basename "$d"); [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$c" && continue
		for v in bug fixed; do echo "sync $c $v $d$v.json - ${d}bug.expect" >> "$jobs"; done
	done
fi
if [ "$which" = race ] || [ "$which" = all ]; then
	for w in tests/check/race/*.json; do
		c=$(basename "$w" .json); [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$c" && continue
		for v in bug fixed; do echo "race $c $v $w $v tests/check/race/$c.expect" >> "$jobs"; done
	done
fi
cell() {  # corpus case version workload caseopt expect
	local corpus=$1 c=$2 v=$3 w=$4 co=$5 ex=$6
	local copt=(); [ "$co" != - ] && copt=(--case "$co")
	local base=$OUT/cells/$corpus.$c.$v
	if [ -n "${DEADLINE:-}" ] && [ "$(date +%s)" -gt "$DEADLINE" ]; then
		touch "$base.not_run"; return
	fi
	"$K" check "$w" "${copt[@]}" --$corpus --json > "$base.check.json" 2>/dev/null
	for t in synccheck racecheck memcheck initcheck; do
		"$K" sanitize "$w" "${copt[@]}" --tool $t --timeout "$TMO" --json > "$base.$t.json" 2> "$base.$t.err"
		echo $? > "$base.$t.rc"
	done
}
export -f cell; export K TMO OUT DEADLINE
t0=$(date +%s)
xargs -P "$JOBS" -L 1 bash -c 'cell "$@"' _ < "$jobs"
echo "cells done in $(( $(date +%s) - t0 )) s"
python3 - "$jobs" "$OUT" "$gpu" "$driver" "$cuda" "$csv" "$date" "$TMO" <<'EOF'
import json, os, sys
jobs, out, gpu, driver, cuda, csv, date, tmo = sys.argv[1:9]
def expect(path):
    for l in open(path):
        l = l.split("#")[0].split()
        if l:
            return l[0], " ".join(l[1:])
    return "?", ""
def load(p):
    try:
        return json.load(open(p))
    except Exception:
        return None
rows = []
for line in open(jobs):
    corpus, c, v, w, co, ex = line.split()
    base = os.path.join(out, "cells", "%s.%s.%s" % (corpus, c, v))
    kind, lines = expect(ex)
    if os.path.exists(base + ".not_run"):
        for t in ("synccheck", "racecheck", "memcheck", "initcheck"):
            rows.append(dict(corpus=corpus, case=c, version=v, planted_kind=kind, planted_lines=lines, kiln_check="not_run", tool=t,
                             result="not_run", findings=[], exit=-1, command=""))
        continue
    chk = load(base + ".check.json")
    if chk is None:
        kc = "error"
    else:
        fs = [f for cc in chk.get("cases", []) for f in cc.get("findings", [])]
        kc = ",".join(sorted({"%s:%d" % (f["kind"], f["locations"][0]["line"] if f.get("locations") else 0) for f in fs})) or "clean"
    for t in ("synccheck", "racecheck", "memcheck", "initcheck"):
        d = load(base + ".%s.json" % t)
        rc = int(open(base + ".%s.rc" % t).read())
        if d is None:
            rows.append(dict(corpus=corpus, case=c, version=v, planted_kind=kind, planted_lines=lines, kiln_check=kc, tool=t,
                             result="tool_error", findings=[], exit=rc, command="kiln sanitize %s --tool %s" % (w, t)))
            continue
        fl = ["%s:%s" % (f["kind"], ",".join(str(l["line"]) for l in f["locations"])) for f in d.get("findings", []) if f["kind"] != "api_error"]
        rows.append(dict(corpus=corpus, case=c, version=v, planted_kind=kind, planted_lines=lines, kiln_check=kc, tool=t,
                         result=d["status"], findings=sorted(set(fl)), tool_errors=d.get("summary", {}).get("tool_errors"),
                         exit=rc, command=d.get("command_line", "")))
doc = {"schema": "kiln.sanitizer_corpus", "gpu": gpu, "driver": driver, "cuda": cuda, "compute_sanitizer": csv, "date": date,
       "command": "bash bench/gpu/sanitizer_corpus.sh", "watchdog_s": float(tmo),
       "note": "each cell is `kiln sanitize W --tool T --timeout %s --json` (kiln run's launch, JIT with line info); "
               "hang = kiln run's watchdog killed the kernel (no progress) and the tool reported nothing" % tmo,
       "rows": rows}
json.dump(doc, open(os.path.join(out, "sanitizer_corpus.json"), "w"), indent=1)
def cellstr(r):
    if r["result"] == "findings":
        return " ".join(r["findings"]) or "findings"
    return r["result"]
by = {}
for r in rows:
    by.setdefault((r["corpus"], r["case"], r["version"]), {})[r["tool"]] = cellstr(r)
    by[(r["corpus"], r["case"], r["version"])]["kiln"] = r["kiln_check"]
    by[(r["corpus"], r["case"], r["version"])]["planted"] = "%s %s" % (r["planted_kind"], r["planted_lines"]) if r["version"] == "bug" else "-"
print("| corpus | case | version | planted | kiln check | synccheck | racecheck | memcheck | initcheck |")
print("|---|---|---|---|---|---|---|---|---|")
for (co, c, v), t in sorted(by.items()):
    print("| %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (co, c, v, t["planted"], t["kiln"], t.get("synccheck", ""), t.get("racecheck", ""),
                                                          t.get("memcheck", ""), t.get("initcheck", "")))
# totals: bug versions where a tool reported anything / twins it flagged
for co in ("sync", "race"):
    for t in ("synccheck", "racecheck", "memcheck", "initcheck"):
        b = [r for r in rows if r["corpus"] == co and r["tool"] == t and r["version"] == "bug"]
        f = [r for r in rows if r["corpus"] == co and r["tool"] == t and r["version"] == "fixed"]
        if b:
            print("TOTAL %s %s: bug cases with findings %d/%d, hangs %d; fixed twins with findings %d/%d" % (
                co, t, sum(r["result"] == "findings" for r in b), len(b), sum(r["result"] == "hang" for r in b),
                sum(r["result"] == "findings" for r in f), len(f)))
EOF
echo "wrote $OUT/sanitizer_corpus.json"
