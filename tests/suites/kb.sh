#!/usr/bin/env bash
# kiln kb: the index built from this repository (counts per kind against
# their sources), search ranking and snippets, kind filters, uses (every
# listed line checked against the file), show, the envelope, tuning-note
# validation, error paths.  The acceptance queries of issue 15 are here:
# "fence.proxy.async" and "kb uses cp.async.bulk.tensor".
set -u
B=${B:-build}
cd "$(dirname "$0")/../.."
K="$B/kiln"
pass=0; fail=0
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
ok() { pass=$((pass+1)); }
bad() { fail=$((fail+1)); echo "FAIL: $*"; }
# run WANT_RC ARGS...: kiln ARGS, output in $T/out, $T/err
run() {
	local want=$1; shift
	"$K" "$@" >"$T/out" 2>"$T/err"
	local rc=$?
	if [ "$rc" = "$want" ]; then ok; else bad "kiln $* exited $rc, want $want"; head -5 "$T/err" "$T/out" | sed 's/^/  /'; fi
}
# py EXPR-LINES: python over the JSON in $T/out (d), failing lines print why
py() {
	local why
	why=$(python3 - "$T/out" "$@" 2>&1 <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
for expr in sys.argv[2:]:
    try:
        ok = eval(expr)
    except Exception as e:
        ok = False; expr += " (%s)" % e
    print(("ok " if ok else "BAD ") + expr)
PY
)
	while IFS= read -r l; do
		case "$l" in ok\ *) ok ;; *) bad "$l" ;; esac
	done <<<"$why"
}
DB="$T/kb.sqlite"
export KILN_KB="$DB"

# ---- build: one document per source --------------------------------------
run 0 kb build --root . --out "$DB" --json
nisa=$("$K" isa --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["count"])')
nzoo=$(ls -d zoo/*/*/ | while read -r d; do [ -f "$d/kernel.kiln" ] && echo; done | wc -l)
nex=$(ls -d tests/conformance/*/ | while read -r d; do [ -f "$d/kernel.kiln" ] && echo; done | wc -l)
nlibfn=$(cat lib/*.kiln | grep -cE '^(inline )?fn ')
nlib=$(( nlibfn + $(ls lib/*.kiln | wc -l) ))
ntun=$(ls docs/tuning/*.md | grep -v README.md | wc -l)
py "d['schema'] == 'kiln.kb' and d['exit_code'] == 0 and d['status'] == 'ok'" \
   "d['documents']['isa'] == $nisa" "d['documents']['zoo'] == $nzoo" "d['documents']['example'] == $nex" \
   "d['documents']['lib'] == $nlib" "d['documents']['tuning'] == $ntun" "d['documents']['tuning'] >= 30" \
   "d['documents']['doc'] >= 100" "d['uses'] > 500"
[ "$ntun" -ge 30 ] && ok || bad "only $ntun tuning notes (want >= 30)"

# ---- acceptance: fence.proxy.async --------------------------------------
run 0 kb search fence.proxy.async --json
py "d['results'][0]['id'] == 'isa:fence_proxy_async'" \
   "any(r['kind'] == 'doc' and 'fence.proxy.async' in r['snippet'].replace('[','').replace(']','') for r in d['results'])" \
   "any(r['kind'] == 'tuning' for r in d['results'])" \
   "all(r['snippet'] for r in d['results'])" "d['ms'] >= 0" "d['fts_query'] == '\"fence proxy async\"*'"
# every kernel (zoo and conformance examples) that uses the instruction is
# among the results; there is at least one (today: no zoo kernel issues
# fence.proxy.async -- wgmma_ws reads TMA-written smem only -- the tma and
# wgmma conformance kernels do)
"$K" kb uses fence.proxy.async --json > "$T/uses.json"
"$K" kb search fence.proxy.async --limit 60 --json > "$T/search60.json"
python3 - "$T/search60.json" "$T/uses.json" <<'PY' && ok || bad "a kernel using fence.proxy.async is missing from the search"
import json, sys
res = {r["id"] for r in json.load(open(sys.argv[1]))["results"]}
users = {u["doc_id"] for u in json.load(open(sys.argv[2]))["uses"] if u["kind"] in ("zoo", "example")}
missing = users - res
print("kernels using fence.proxy.async:", sorted(users), "missing from the search:", sorted(missing))
sys.exit(1 if missing or not users else 0)
PY
run 0 kb search fence.proxy.async
grep -q "^ 1. isa:fence_proxy_async" "$T/out" && ok || bad "text: ISA entry not first"
grep -qE "results? in [0-9.]+ ms" "$T/out" && ok || bad "text: no timing line"

# ---- a zoo kernel's task score (bench/gpu/task_check.sh's kiln.result) -----
# A root that is this checkout plus one result file written here (a test
# fixture, never committed under bench/results): the zoo document shows the
# task score against the torch baseline; cheaters and kernel-baseline
# results are not shown as the zoo kernel's standing.
mkdir -p "$T/fixroot/bench/results"
for x in docs zoo lib src tests include tasks; do ln -s "$PWD/$x" "$T/fixroot/$x"; done
for f in bench/results/*; do ln -s "$PWD/$f" "$T/fixroot/$f"; done
python3 - "$T/fixroot/bench/results/task-eval-softmax_f32-fixture-9999-12-31.json" <<'PY'
import json, sys
ev = {"softmax-zoo": {"schema": "kiln.task", "task": "softmax_f32", "candidate": "zoo/softmax/row_softmax/kernel.kiln",
                      "exit_code": 0, "score": 1.9,
                      "speedups": [{"case": "t8192x8192", "speedup": 2.0}, {"case": "t16384x4096", "speedup": 1.805}]},
      "softmax-cheat_skip": {"schema": "kiln.task", "task": "softmax_f32", "candidate": "tests/task/cheat_skip.kiln",
                             "exit_code": 1, "score": 0, "speedups": []}}
json.dump({"schema": "kiln.result", "gpu": "FIXTURE GPU", "date": "9999-12-31",   # later than any real result: the latest
           "baseline": {"torch": "x.py:softmax_f32", "impl": "torch.softmax"}, "evals": ev}, open(sys.argv[1], "w"))
PY
run 0 kb build --root "$T/fixroot" --out "$T/fix.sqlite"
run 0 kb show zoo:softmax/row_softmax --db "$T/fix.sqlite" --json
py "'task softmax_f32: score 1.900x vs torch.softmax (geometric mean over 2 timed cases: t8192x8192 2.000x, t16384x4096 1.805x' in d['body']" \
   "any(b.get('task') == 'softmax_f32' and b['score'] == 1.9 and b['device'] == 'FIXTURE GPU' for b in d['meta']['bench'])" \
   "'2.08x vs torch.softmax' in d['body']"
run 0 kb show zoo:softmax/row_softmax --json
py "'FIXTURE' not in d['body']"

# ---- acceptance: kb uses cp.async.bulk.tensor ----------------------------
run 0 kb uses cp.async.bulk.tensor --json
py "d['count'] > 0" "any(u['path'] == 'zoo/gemm/wgmma_ws/kernel.kiln' for u in d['uses'])" \
   "any(u['path'] == 'zoo/gemm/wgmma_tma/kernel.kiln' for u in d['uses'])" \
   "all(u['opcode'].startswith('cp.async.bulk.tensor.') for u in d['uses'])" \
   "'cp_async_bulk_tensor_g2s' in d['isa_entries'] and 'cp_async_bulk_tensor_s2g' in d['isa_entries']"
# every listed line really is that instruction at that line of the file
python3 - "$T/out" <<'PY' && ok || bad "kb uses lists a line that does not hold the instruction"
import json, sys
d = json.load(open(sys.argv[1]))
for u in d["uses"]:
    line = open(u["path"]).read().split("\n")[u["line"] - 1]
    if u["opcode"] not in line:
        print("not at", u["path"], u["line"], u["opcode"], line); sys.exit(1)
PY
# a count cross-checked with grep over the zoo (statements start their line there)
want=$(grep -rhoE '^\s*cp\.async\.bulk\.tensor\.[^ ]+' zoo --include=*.kiln | wc -l)
got=$("$K" kb uses cp.async.bulk.tensor --json | python3 -c 'import json,sys; print(sum(1 for u in json.load(sys.stdin)["uses"] if u["kind"] == "zoo"))')
[ "$want" = "$got" ] && ok || bad "zoo uses of cp.async.bulk.tensor: kb $got, grep $want"
run 0 kb uses cp.async.bulk.tensor
grep -q "^zoo/gemm/wgmma_ws/kernel.kiln:[0-9]*: cp.async.bulk.tensor" "$T/out" && ok || bad "text uses: no zoo line"
# by ISA entry id, and a library function
run 0 kb uses mbar_try_wait_parity --json
py "any(u['kind'] == 'lib' and u['doc_id'] == 'lib:mbarrier/mbar_wait' for u in d['uses'])"
run 1 kb uses no.such.instruction --json
py "d['count'] == 0 and d['diagnostics'][0]['severity'] == 'warning'"

# ---- kinds, show, zoo documents ------------------------------------------
for k in isa doc zoo example lib tuning; do
	run 0 kb search shared memory --kind "$k" --json
	py "d['count'] > 0 and all(r['kind'] == '$k' for r in d['results'])"
done
run 0 kb search bank conflicts swizzle --kind tuning --limit 3 --json
py "0 < d['count'] <= 3"
run 0 kb show zoo:softmax/row_softmax --json
py "d['kind'] == 'zoo' and 'design note (docs/zoo.md)' in d['body']" \
   "'latest bench results' in d['body'] and 'torch.softmax' in d['body']" \
   "d['meta']['bench'][0]['speedup'] > 1 and d['meta']['bench'][0]['file'].startswith('bench/results/')" \
   "'line 51: ld.global.nc.v4.f32' in d['body']" "'workload zoo/softmax/row_softmax/workload.json' in d['body']"
run 0 kb show zoo:gemm/wgmma_ws --json
py "any('cuBLAS' in b['baseline'] for b in d['meta']['bench'])"
run 0 kb show isa:fence_proxy_async
grep -q "order generic-proxy accesses against async-proxy accesses" "$T/out" && ok || bad "show isa: doc line"
run 1 kb show isa:no_such_entry --json
py "d['exit_code'] == 1 and 'no document' in d['diagnostics'][0]['message']"
run 0 kb search mbarrier --kind lib --json
py "any(r['id'] == 'lib:mbarrier/mbar_wait' for r in d['results'])"
# words that never occur together fall back to any word, and say so
run 0 kb search wgmma zzzyxq --json
py "d['relaxed'] is True and d['count'] > 0"
# operators in the query are words, not FTS5 syntax
run 0 kb search "NOT AND OR NEAR zzzyxq" --json
py "d['relaxed'] is True"
run 0 kb search 'shfl.sync.bfly (warp) "reduction"' --json

# ---- errors ---------------------------------------------------------------
run 2 kb search --json
py "d['exit_code'] == 2 and d['status'] == 'input_error'"
run 2 kb search x --kind nope
grep -q "unknown kind 'nope'" "$T/err" && ok || bad "bad kind message"
run 2 kb search ...
run 2 kb search x --db "$T/none.sqlite"
grep -q "no knowledge base at" "$T/err" && ok || bad "missing db message"
echo "not a database" > "$T/junk.sqlite"
run 2 kb search x --db "$T/junk.sqlite"
run 2 kb frobnicate
run 2 kb search x --limit 0
run 2 kb build --root /nonexistent --out "$T/x.sqlite"
grep -q "not a Kiln repository root" "$T/err" && ok || bad "bad root message"

# ---- tuning notes are validated: sections and evidence paths ---------------
R="$T/root"; mkdir -p "$R/docs/tuning" "$R/zoo" "$R/lib"
printf '# A note\ntags: x\n\n## Symptom\ns\n## Fix\nf\n' > "$R/docs/tuning/no-evidence.md"
printf '# B note\ntags: y\n\n## Symptom\ns\n## Fix\nf\n## Evidence\nzoo/none/such/kernel.kiln shows it\n' > "$R/docs/tuning/bad-path.md"
printf '# C note\ntags: z\n\n## Symptom\ns\n## Fix\nf\n## Evidence\nthe PTX ISA\n' > "$R/docs/tuning/good.md"
printf '# Doc\n\n## Part\ntext\n' > "$R/docs/a.md"
run 2 kb build --root "$R" --out "$T/r.sqlite" --json
py "d['exit_code'] == 2 and d['documents']['tuning'] == 3" \
   "any('no-evidence.md' in g['message'] and 'Evidence' in g['message'] for g in d['diagnostics'])" \
   "any('bad-path.md' in g['message'] and 'zoo/none/such/kernel.kiln' in g['message'] for g in d['diagnostics'])" \
   "not any('good.md' in g['message'] for g in d['diagnostics'])"
# the repository's own notes all pass (the build above exited 0)

# ---- the benchmark runs and prints its figures ----------------------------
run 0 kb bench --replicate 2 --rounds 2
grep -qE "search median [0-9.]+ ms, p95 [0-9.]+ ms" "$T/out" && ok || bad "kb bench figures"
cat "$T/out"
echo "kb: $pass passed, $fail failed"
[ "$fail" = 0 ]
