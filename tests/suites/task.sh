#!/usr/bin/env bash
# kiln task: the shipped tasks parse; on the softmax task the zoo kernel
# passes the simulator stage with every anti-cheat rule, the check stage and
# the GPU stages fail loudly on a machine without them, and four cheating
# candidates (cached output, skipped work on repeated inputs, modified
# inputs, fitted to the public cases) score 0 with the reason.  The GEMM
# task's zoo kernel passes its simulator cases.  Error paths.
set -u
B=${B:-build}
cd "$(dirname "$0")/../.."
K="$B/kiln"
pass=0; fail=0
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
ok() { pass=$((pass+1)); }
bad() { fail=$((fail+1)); echo "FAIL: $*"; }
run() {
	local want=$1; shift
	"$K" "$@" >"$T/out" 2>"$T/err"
	local rc=$?
	if [ "$rc" = "$want" ]; then ok; else bad "kiln $* exited $rc, want $want"; head -c 1500 "$T/out" | sed 's/^/  /'; head -5 "$T/err"; fi
}
py() {
	local why
	why=$(python3 - "$T/out" "$@" 2>&1 <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
rules = {r["rule"]: r for r in d.get("anti_cheat", [])}
stages = {s["stage"]: s for s in d.get("stages", [])}
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
S=tasks/softmax_f32
ZOO=zoo/softmax/row_softmax/kernel.kiln

# ---- the shipped tasks ----------------------------------------------------
if [ -f zoo/norm/rmsnorm/workload.json ]; then list_rc=0; else list_rc=2; fi
run $list_rc task list --json
py "any(t['path'] == 'tasks/softmax_f32' and t['valid'] for t in d['tasks'])" \
   "any(t['path'] == 'tasks/gemm_bf16' and t['valid'] for t in d['tasks'])" \
   "all(t['valid'] or ('rmsnorm_bf16' in t['path'] and 'zoo/norm/rmsnorm/workload.json' in t['error']) for t in d['tasks'])"
if [ -f zoo/norm/rmsnorm/workload.json ]; then
	run 0 task eval tasks/rmsnorm_bf16 zoo/norm/rmsnorm/kernel.kiln --stages sim --salt 5 --json
	py "d['exit_code'] == 0 and stages['sim']['status'] == 'pass'"
else
	echo "NOT RUN: tasks/rmsnorm_bf16 (zoo/norm/rmsnorm is not on this branch yet; counted as neither pass nor fail)"
fi

# ---- the zoo kernel: every simulator rule passes ----------------------------
run 0 task eval $S $ZOO --stages sim --salt 1234 --json
py "d['schema'] == 'kiln.task' and d['status'] == 'passed' and d['score'] is None" \
   "stages['sim']['status'] == 'pass' and len(stages['sim']['cases']) == 10" \
   "all(c['launches'] == 3 and c['lane_instructions'][1] == c['lane_instructions'][2] for c in stages['sim']['cases'])" \
   "all(rules[r]['status'] == 'pass' for r in ['poisoned_outputs', 'inputs_unchanged', 'repeat_new_inputs', 'repeat_same_inputs', 'holdout'])" \
   "rules['roofline']['status'] == 'not_run' and rules['bench_verification']['status'] == 'not_run'" \
   "d['salt'] == '0x0000000000001234' and 'bench stage was not requested' in d['score_reason']"
# the holdout salt changes the inputs: a different salt, the same verdict
run 0 task eval $S $ZOO --stages sim --cases holdout_a --salt 99 --json
py "[c['case'] for c in stages['sim']['cases']] == ['holdout_a']"

# ---- the default stages stop loudly where this machine cannot go on -------
if "$K" check --help >/dev/null 2>&1; then
	run 3 task eval $S $ZOO --salt 1 --json
	py "d['stopped_at'] in ('run', 'bench') and 'GPU' in d['stop_reason'] and d['score'] is None"
else
	run 3 task eval $S $ZOO --salt 1 --json
	py "d['stopped_at'] == 'check' and d['status'] == 'unsupported' and d['stop_reason'].startswith('unsupported:')" \
	   "d['score'] is None and 'not scored' in d['score_reason']"
fi
if ! ls /dev/nvidia0 >/dev/null 2>&1; then
	run 3 task eval $S $ZOO --stages sim,run --cases small --salt 1 --json
	py "d['stopped_at'] == 'run' and stages['run']['status'] == 'unsupported' and 'needs a GPU' in d['stop_reason']"
	run 3 task eval $S $ZOO --stages bench --salt 1 --json
	py "d['stopped_at'] == 'bench' and d['score'] is None and rules['roofline']['status'] == 'not_run'"
fi

# ---- the torch baseline ------------------------------------------------------
# The shipped tasks time torch (bench/baselines/tasks.py) beside the
# candidate.  Here (no GPU, no torch) the baseline stage says so plainly.
run 3 task eval $S $ZOO --stages bench --salt 1 --json
py "d['stopped_at'] == 'bench' and d['status'] == 'unsupported' and d['score'] is None" \
   "d['stop_reason'].startswith('unsupported: the baseline stage needs a GPU')" \
   "d['baseline']['kind'] == 'torch' and d['baseline']['function'] == 'softmax_f32' and d['baseline']['program'].endswith('bench/baselines/tasks.py')" \
   "stages['bench']['status'] == 'unsupported'"
# the real driver's CPU-side answers
python3 bench/baselines/tasks.py softmax_f32 </dev/null >"$T/out" 2>"$T/err"; rc=$?
py "d['ready'] is False and d['error'].startswith('unsupported:')" "$rc == 3"
python3 bench/baselines/tasks.py >"$T/out" 2>&1
py "d['ready'] is False and 'gemm_bf16, kda_chunk, rmsnorm_bf16, softmax_f32' in d['error']"
# kiln's client of the protocol, driven by a test double (tests/task/proto_baseline.py)
mkdir -p "$T/tp"
ptask() {   # ptask MODE [TASK]: the task (softmax) with the double in MODE as its baseline
	sed -e "s#\"torch\": \"[^\"]*\"#\"torch\": \"$PWD/tests/task/proto_baseline.py:$1\"#" \
	    -e "s#\"\.\./\.\./#\"$PWD/#g" ${2:-$S}/task.json > "$T/tp/task.json"
}
ptask answer
run 3 task eval "$T/tp" $ZOO --stages bench --salt 1 --json
py "d['baseline_ready']['device']['name'] == 'protocol test double' and d['baseline']['function'] == 'answer'" \
   "stages['bench']['cases'][0]['baseline_runs_ms'][0] == 1.25 and stages['bench']['cases'][0]['baseline_runs'][0]['vars_seen'] == {'rows': 8192, 'n': 8192}" \
   "stages['bench']['cases'][0]['baseline_runs'][0]['timing_seen'] == {'warmup_ms': 200, 'target_rsd': 0.01, 'time_cap_s': 2}" \
   "d['stopped_at'] == 'bench' and 'candidate' in d['stop_reason'] and 'GPU' in d['stop_reason']"
# a timed case's "check" ({"sample": N}) reaches the timed workload: the GEMM
# task's timed case t8192 parses and gets as far as the CUDA driver; a bad
# key in it is the workload parser's located error (exit 2), not "needs a
# GPU".  kiln run checks the driver before it makes a case's inputs, so the
# 8192^3 case costs no CPU time here (it spent 12 s making inputs before).
ptask answer tasks/gemm_bf16
grep -q '"name": "t8192", "regime": "timed", "vars": {"m": 8192, "n": 8192, "k": 8192}' "$T/tp/task.json" || bad "tasks/gemm_bf16 has no 8192^3 timed case t8192"
run 3 task eval "$T/tp" zoo/gemm/wgmma_ws/kernel.kiln --stages bench --salt 1 --json
py "'candidate could not run case t8192' in d['stop_reason'] and 'needs a GPU' in d['stop_reason']"
sed -i 's/"sample": 65536/"sampl": 65536/' "$T/tp/task.json"
run 2 task eval "$T/tp" zoo/gemm/wgmma_ws/kernel.kiln --stages bench --salt 1 --json
py "d['stop_reason'].startswith(\"error: the candidate's timed workload, case t8192\") and \"unknown key 'sampl'\" in d['stop_reason']"
ptask crash
run 3 task eval "$T/tp" $ZOO --stages bench --salt 1 --json
py "'the program exited' in d['stop_reason'] and 'crashing on purpose on case t8192x8192' in d['stop_reason'] and d['status'] == 'error'"
ptask error
run 3 task eval "$T/tp" $ZOO --stages bench --salt 1 --json
py "d['stop_reason'] == 'error: the torch baseline failed on case t8192x8192: RuntimeError: planted failure'"
ptask noready
run 3 task eval "$T/tp" $ZOO --stages bench --salt 1 --json
py "'gave no ready line' in d['stop_reason'] and d['score'] is None"

# ---- cheaters score 0 with the reason ---------------------------------------
cheat() {   # cheat FILE RULE WORDS
	run 1 task eval $S "tests/task/$1" --stages sim,check --salt 1234 --json
	py "d['score'] == 0 and d['status'] == 'failed' and d['stopped_at'] == 'sim'" \
	   "rules['$2']['status'] == 'fail' and '$3' in rules['$2']['detail']" \
	   "'$3' in d['score_reason']"
}
cheat cheat_cached.kiln repeat_new_inputs "cached result"
cheat cheat_skip.kiln repeat_same_inputs "skips work"
cheat cheat_modify.kiln inputs_unchanged "wrote its input"
cheat cheat_fit.kiln holdout "holdout case"
run 1 task eval $S tests/task/cheat_skip.kiln --stages sim --salt 1234
grep -q "^score 0.0000" "$T/out" && ok || bad "text report: score line"
grep -q "anti-cheat repeat_same_inputs: fail" "$T/out" && ok || bad "text report: rule line"

# a candidate that does not compile fails the sim stage with its diagnostics
printf 'kernel row_softmax(x: global f32*, y: global f32*, rows: u32, n: u32)\n  grid(rows) block(256)\n{\n  ld.global.v3.f32 q, [x];\n}\n' > "$T/bad.kiln"
run 1 task eval $S "$T/bad.kiln" --stages sim --salt 1 --json
py "d['score'] == 0 and stages['sim']['cases'][0]['rule'] == 'compile'" \
   "any(g['line'] == 4 and g['file'].endswith('bad.kiln') for g in d['diagnostics'])"

# ---- the GEMM task's simulator cases -----------------------------------------
run 0 task eval tasks/gemm_bf16 zoo/gemm/wgmma_ws/kernel.kiln --stages sim --cases small,special,holdout_a --salt 7 --json
py "stages['sim']['status'] == 'pass' and len(stages['sim']['cases']) == 3"

# ---- through kilnd (a real kilnd on loopback, CPU only) ----------------------
if [ -x "$B/kilnd" ]; then
	TOK=$("$B/kilnd" token add task --db "$T/k.db" 2>/dev/null)
	"$B/kilnd" --listen 127.0.0.1:0 --db "$T/k.db" --gpus none 2>"$T/kilnd.err" &
	KPID=$!
	trap 'kill $KPID 2>/dev/null; wait $KPID 2>/dev/null; rm -rf "$T"' EXIT
	for i in $(seq 1 100); do
		PORT=$(grep -o 'listening on http://127.0.0.1:[0-9]*' "$T/kilnd.err" | tail -n 1 | sed 's/.*://')
		[ -n "$PORT" ] && break
		sleep 0.05
	done
	URL=http://127.0.0.1:$PORT
	export KILN_TOKEN=$TOK
	# the CPU stages as one "task" job; the same verdicts as here
	run 0 task eval $S $ZOO --server $URL --stages sim,check --cases small,holdout_a --salt 1234 --json
	py "d['status'] == 'passed' and [c['case'] for c in stages['sim']['cases']] == ['small', 'holdout_a'] and stages['check']['status'] == 'pass'" \
	   "[j['kind'] for j in d['server']['jobs']] == ['task'] and d['server']['jobs'][0]['stages'] == 'sim,check' and d['server']['jobs'][0]['job'] >= 1" \
	   "d['server']['url'] == '$URL' and d['salt'] == '0x0000000000001234'" \
	   "all(rules[r]['status'] == 'pass' for r in ['poisoned_outputs', 'inputs_unchanged', 'repeat_new_inputs', 'repeat_same_inputs', 'holdout'])"
	# the holdout salt travels: the job's salted inputs are the local ones
	"$K" task eval $S $ZOO --stages sim --cases holdout_a --salt 77 --json > "$T/local.json"
	run 0 task eval $S $ZOO --server $URL --stages sim --cases holdout_a --salt 77 --json
	py "stages['sim']['cases'][0]['lane_instructions'] == json.load(open('$T/local.json'))['stages'][0]['cases'][0]['lane_instructions']"
	# a cheater through kilnd: score 0 with the reason
	run 1 task eval $S tests/task/cheat_skip.kiln --server $URL --stages sim,check --salt 1234 --json
	py "d['score'] == 0 and d['status'] == 'failed' and d['stopped_at'] == 'sim' and rules['repeat_same_inputs']['status'] == 'fail'" \
	   "'skips work' in d['score_reason'] and len(d['server']['jobs']) == 1"
	# the default stages: sim and check pass on the CPU worker; this kilnd
	# has no GPU, so the run/bench job is refused and the result says so
	run 3 task eval $S $ZOO --server $URL --cases small --salt 1 --json
	py "stages['sim']['status'] == 'pass' and stages['check']['status'] == 'pass'" \
	   "d['status'] == 'unsupported' and d['stopped_at'] == 'run' and 'needs a GPU' in d['stop_reason'] and d['score'] is None" \
	   "[j['kind'] for j in d['server']['jobs']] == ['task', 'task_gpu'] and d['server']['jobs'][1]['job'] is None"
	# KILN_SERVER picks the server; --local keeps it here
	KILN_SERVER=$URL "$K" task eval $S $ZOO --stages sim --cases small --salt 1 --json > "$T/out" 2>"$T/err"
	py "d['server']['jobs'][0]['kind'] == 'task'"
	KILN_SERVER=$URL "$K" task eval $S $ZOO --local --stages sim --cases small --salt 1 --json > "$T/out" 2>"$T/err"
	py "'server' not in d and d['status'] == 'passed'"
	# text report
	run 1 task eval $S tests/task/cheat_cached.kiln --server $URL --stages sim --salt 1
	grep -q "^  job task     sim" "$T/out" && grep -q "^score 0.0000" "$T/out" && ok || bad "text report through kilnd: $(cat "$T/out")"
	# an unreachable server
	run 2 task eval $S $ZOO --server http://127.0.0.1:1 --retry-for 0.5 --stages sim --cases small --salt 1 --json
	py "d['status'] == 'input_error' and 'through kilnd' in d['stop_reason'] and 'Connection refused' in d['stop_reason']"
	kill $KPID 2>/dev/null; wait $KPID 2>/dev/null
else
	echo "NOT RUN: kiln task eval through kilnd ($B/kilnd not built: libmicrohttpd-dev missing; counted as neither pass nor fail)"
fi

# ---- the KDA task's simulator stage (its reference is a Python file beside
# the workload: the generated workload names it by absolute path) ----------
run 0 task eval tasks/kda_chunk zoo/linear_attention/kda_chunk/kernel.kiln --stages sim --cases small --salt 7 --json
py "stages['sim']['status'] == 'pass' and [c['case'] for c in stages['sim']['cases']] == ['small']" \
   "d['baseline']['function'] == 'kda_chunk'"

# ---- bad tasks and options ---------------------------------------------------
run 2 task eval no/such/task $ZOO
run 2 task eval $S no/such.kiln --json
py "d['exit_code'] == 2 and 'no/such.kiln' in d['diagnostics'][0]['message']"
run 2 task eval $S $ZOO --stages sim,frob
mkdir -p "$T/t1"
printf '{"version": 1, "name": "x", "workload": "%s/zoo/basic/vadd/workload.json", "cases": []}\n' "$PWD" > "$T/t1/task.json"
run 2 task eval "$T/t1" $ZOO --json
py "'baseline' in d['diagnostics'][0]['message'] and ':1:' in d['diagnostics'][0]['message']"
printf '{"version": 1, "name": "x", "workload": "%s/zoo/basic/vadd/workload.json",\n "baseline": {"kernel": "%s/zoo/basic/vadd/kernel.kiln"},\n "cases": [{"name": "a", "regime": "sideways", "vars": {}}]}\n' "$PWD" "$PWD" > "$T/t1/task.json"
run 2 task eval "$T/t1" $ZOO
grep -q "task.json:3:.*regime" "$T/out" && ok || bad "bad regime message with line: $(cat "$T/out")"
printf '{"version": 1, "name": "x", "bogus": 1}\n' > "$T/t1/task.json"
run 2 task eval "$T/t1" $ZOO
grep -q "unknown key 'bogus'" "$T/out" && ok || bad "unknown key"
printf '{"version": 1, "name": "x", "workload": "%s/zoo/basic/vadd/workload.json",\n "baseline": {"torch": "%s/bench/baselines/tasks.py:softmax_f32", "kernel": "%s/zoo/basic/vadd/kernel.kiln"},\n "cases": []}\n' "$PWD" "$PWD" "$PWD" > "$T/t1/task.json"
run 2 task eval "$T/t1" $ZOO
grep -q "task.json:2:.*exactly one of" "$T/out" && ok || bad "torch and kernel: $(cat "$T/out")"
printf '{"version": 1, "name": "x", "workload": "%s/zoo/basic/vadd/workload.json",\n "baseline": {"torch": "%s/bench/baselines/tasks.py"},\n "cases": []}\n' "$PWD" "$PWD" > "$T/t1/task.json"
run 2 task eval "$T/t1" $ZOO
grep -q "PROGRAM.py:FUNCTION" "$T/out" && ok || bad "torch without a function: $(cat "$T/out")"
printf '{"version": 1, "name": "x", "workload": "%s/zoo/basic/vadd/workload.json",\n "baseline": {"torch": "%s/bench/baselines/tasks.py:f"},\n "files": ["no_such.py"], "cases": []}\n' "$PWD" "$PWD" > "$T/t1/task.json"
run 2 task eval "$T/t1" $ZOO
grep -q "task.json:3:.*files.*no_such.py" "$T/out" && ok || bad "missing file: $(cat "$T/out")"
printf '{"version": 1, ' > "$T/t1/task.json"
run 2 task eval "$T/t1" $ZOO
run 2 task frob
echo "task: $pass passed, $fail failed"
[ "$fail" = 0 ]
