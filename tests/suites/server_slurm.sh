#!/usr/bin/env bash
# kilnd --backend slurm against a real Slurm on localhost (munged with a
# generated key, slurmctld, slurmd; tests/server/slurm_cluster.sh): sim,
# build and check jobs through curl and kiln remote with the same results as
# local kiln, CPU counts and job names as submitted, a failing and a timed-out
# job, cancellation of a running and of a pending Slurm job, kill -9 of kilnd
# while a job runs in Slurm, while one ends, and with the Slurm id lost (found
# again by name), a node failure (the attempt runs again), and the audit:
# every job ended once, one Slurm job per attempt.  Without Slurm installed
# it fails (never skips): .ci/install-deps installs it.
set -u
B=${B:-build}
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d /tmp/kiln-slurm.XXXXXX)     # short: the munge socket path has a length limit
PID=
. tests/server/lib.sh
. tests/server/slurm_cluster.sh
trap 'kill -9 $PID 2>/dev/null; stop_slurm; rm -rf "$tmp"' EXIT
done_() { echo "server_slurm: $pass passed, $fail failed"; [ $fail = 0 ]; exit; }

miss=$(slurm_tools_missing)
if [ -n "$miss" ]; then
	bad "Slurm is not installed here (missing:$miss): .ci/install-deps installs munge slurmctld slurmd slurm-client"
	done_
fi
SLURM_FAKE_GPU=1 start_slurm "$tmp/slurm" && ok || { bad "a one-node Slurm cluster did not start"; done_; }

T=tests/server/tiny/workload.json TK=tests/server/tiny/kernel.kiln
S=tests/server/spin/workload.json SK=tests/server/spin/kernel.kiln
HANG='["--max-steps","1000000000000000"]'
ALICE=$("$KILND" token add alice --db "$tmp/s.db" 2>/dev/null)
AUTH="Authorization: Bearer $ALICE"
export KILN_TOKEN=$ALICE
SK_ARGS=(--backend slurm --slurm-poll 0.2 --gpus all)

# start_slurm_kilnd: kilnd on the same db, Slurm backend (no --gpus none)
start_slurm_kilnd() {
	: >>"$tmp/s.err"
	"$KILND" --listen 127.0.0.1:0 --db "$tmp/s.db" "${SK_ARGS[@]}" "$@" 2>>"$tmp/s.err" {PYJ_W}>&- {PYJ_R}<&- &
	PID=$!
	local i
	for i in $(seq 1 200); do
		PORT=$(grep -o 'listening on http://127.0.0.1:[0-9]*' "$tmp/s.err" | tail -n 1 | sed 's/.*://')
		[ -n "$PORT" ] && [ "$PORT" != "${OLDPORT:-}" ] && break
		kill -0 $PID 2>/dev/null || break
		sleep 0.05
	done
	OLDPORT=$PORT
	URL="http://127.0.0.1:$PORT"
	export KILN_SERVER=$URL
	kill -0 $PID 2>/dev/null || { echo "kilnd did not start:"; cat "$tmp/s.err"; return 1; }
}
# slurm_field SID FIELD: from scontrol show job
slurm_field() { scontrol -o show job "$1" | tr ' ' '\n' | sed -n "s/^$2=//p" | head -n 1; }
# wait_slurm ID STATE: the job's Slurm state (in kilnd's document) is STATE
# (up to 120 s under load; returns as soon as it is)
wait_slurm() {
	local i
	for i in $(seq 1 1200); do
		req GET "/v1/jobs/$1" -H "$AUTH"
		[ "$(jget '(d.get("slurm") or {}).get("state")' 2>/dev/null)" = "$2" ] && return 0
		sleep 0.1
	done
	return 1
}
strip='lambda d: {k: v for k, v in d.items() if k not in ("sim", "wall_seconds", "command", "seconds", "elapsed_s")}'
same_as_local() {   # same_as_local JOBDOC LOCALJSON: result documents equal but for timings
	python3 -c "
import json,sys
a=json.load(open(sys.argv[1]))['result']; b=json.load(open(sys.argv[2]))
s=$strip
def deep(d):
    if isinstance(d, dict): return {k: deep(v) for k, v in s(d).items()}
    if isinstance(d, list): return [deep(x) for x in d]
    return d
sys.exit(deep(a) != deep(b))" "$1" "$2"
}

start_slurm_kilnd || { bad "kilnd --backend slurm did not start"; done_; }
grep -q "backend slurm" "$tmp/s.err" && ok || bad "start-up line does not name the backend"

# ---- health ----
req GET /v1/health; want 200 health
pyj 'd["backend"] == "slurm" and d["slurm"]["reachable"] and d["slurm"]["gpu_gres"] and d["slurm"]["error"] is None'
pyj 'd["kinds"]["sim"]["available"] and d["kinds"]["run"]["available"] and d["gpus"] == []'

# ---- a sim job through curl: done, the same result as local, the Slurm job as submitted ----
submit sim $T '["--case","small"]' '' $T $TK; want 201 "sim job"
J1=$JOB
wait_job $J1 && ok || bad "job $J1 did not end"
pyj 'd["state"] == "done" and d["exit_code"] == 0 and d["attempts"] == 1 and d["error"] is None'
pyj 'd["slurm"]["job_id"] > 0 and d["slurm"]["state"] == "COMPLETED" and d["slurm"]["node"] == "knode"'
pyj 'all(isinstance(d["timings"][k], float) and d["timings"][k] >= 0 for k in ("queue_ms", "lease_wait_ms", "lease_hold_ms", "run_ms", "overhead_ms", "total_ms"))'
pyj 'd["timings"]["lease_hold_ms"] >= d["timings"]["run_ms"] and d["timings"]["total_ms"] >= d["timings"]["lease_hold_ms"] + d["timings"]["lease_wait_ms"]'
pyj 'sorted(a["name"] for a in d["artifacts"]) == ["log", "stdout"]'
cp "$tmp/body" "$tmp/j1.json"
SID1=$(jget 'd["slurm"]["job_id"]' "$tmp/j1.json")
TAG=$(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute(\"SELECT v FROM meta WHERE k='slurm_tag'\").fetchone()[0])" "$tmp/s.db")
[ "$(slurm_field $SID1 JobName)" = "kilnd.$TAG.$J1.1" ] && ok || bad "Slurm job name $(slurm_field $SID1 JobName), want kilnd.$TAG.$J1.1"
[ "$(slurm_field $SID1 NumCPUs)" = 1 ] && ok || bad "a sim job without --threads: $(slurm_field $SID1 NumCPUs) CPUs, want 1"
[ "$(slurm_field $SID1 Requeue)" = 0 ] && ok || bad "Slurm may requeue kilnd's job by itself"
"$KILN" sim $T --case small --json >"$tmp/local.json"
same_as_local "$tmp/j1.json" "$tmp/local.json" && ok || bad "Slurm sim result differs from local kiln sim --json"
req GET /v1/jobs/$J1/artifacts/stdout -H "$AUTH"; want 200 "stdout artifact"

# CPU jobs get the CPUs they ask for
submit sim $T '["--case","small","--threads","2"]' '' $T $TK; J2=$JOB
wait_job $J2 && pyj 'd["state"] == "done"' || bad "sim --threads 2"
SID2=$(jget 'd["slurm"]["job_id"]')
[ "$(slurm_field $SID2 NumCPUs)" = 2 ] && ok || bad "sim --threads 2: $(slurm_field $SID2 NumCPUs) CPUs in Slurm, want 2"

# ---- kiln remote: build, sim and check, the same output as local ----
"$KILN" remote sim $T >"$tmp/r.out" 2>"$tmp/r.err"; rc=$?
"$KILN" sim $T >"$tmp/l.out" 2>/dev/null; lrc=$?
[ $rc = $lrc ] && [ $rc = 0 ] && ok || bad "remote sim exit $rc, local $lrc"
diff <(sed 's/in [0-9.]* s (.*//' "$tmp/r.out") <(sed 's/in [0-9.]* s (.*//' "$tmp/l.out") >/dev/null && ok || { bad "remote sim text differs"; diff "$tmp/r.out" "$tmp/l.out"; }
grep -q "kiln remote: job [0-9]* done on $URL: queue .* ms, lease wait .* ms, lease hold .* ms, run .* ms" "$tmp/r.err" && ok || bad "remote timings line"
mkdir -p "$tmp/bld" && cp $TK "$tmp/bld/k.kiln"
KA=$(realpath "$KILN")
(cd "$tmp/bld" && "$KA" remote build k.kiln -o r.ptx >r.out 2>r.err && "$KA" build k.kiln -o l.ptx >l.out 2>&1 &&
	cmp -s r.ptx l.ptx && cmp -s r.out l.out) && ok || bad "remote build through Slurm: output or PTX differs from local"
"$KILN" remote check $T --json >"$tmp/rc.json" 2>"$tmp/rc.err"; rc=$?
"$KILN" check $T --json >"$tmp/lc.json" 2>/dev/null; lrc=$?
[ $rc = $lrc ] && [ $rc = 0 ] && ok || bad "remote check exit $rc, local $lrc"
python3 -c "
import json,sys
a=json.load(open(sys.argv[1])); b=json.load(open(sys.argv[2]))
def deep(d):
    if isinstance(d, dict): return {k: deep(v) for k, v in d.items() if k not in ('command', 'seconds', 'ms', 'wall_seconds', 'elapsed_ms', 'time_ms')}
    if isinstance(d, list): return [deep(x) for x in d]
    return d
sys.exit(deep(a) != deep(b))" "$tmp/rc.json" "$tmp/lc.json" && ok || bad "remote check --json through Slurm differs from local kiln check --json"

# ---- a failing command and a timeout: judged as for local ----
"$KILN" remote sim $T --case nosuch >/dev/null 2>"$tmp/r.err"; rc=$?
"$KILN" sim $T --case nosuch >/dev/null 2>&1; lrc=$?
[ $rc = $lrc ] && [ $rc = 2 ] && ok || bad "remote sim --case nosuch: exit $rc, local $lrc"
grep -q "nosuch" "$tmp/r.err" && ok || bad "the failing job's message does not reach the client"
submit sim $S "$HANG" '"timeout_s":3' $S $SK; JT=$JOB
wait_job $JT && pyj 'd["state"] == "failed" and d["error"].startswith("timeout: killed after 3 s") and d["slurm"]["state"] == "COMPLETED"' || bad "timeout job"

# ---- cancel a running Slurm job ----
# (the hanging jobs here are cancelled by the test; their 900 s timeout only
# keeps them alive on a loaded machine, where the steps before the cancel
# once outlived a 120 s timeout and the job had failed before it)
submit sim $S "$HANG" '"timeout_s":900' $S $SK; JC=$JOB
wait_slurm $JC RUNNING && ok || bad "job $JC never ran in Slurm"
wait_state $JC running && ok || bad "job $JC not reported running"
SIDC=$(jget 'd["slurm"]["job_id"]')
req DELETE /v1/jobs/$JC -H "$AUTH"; want 202 "cancel a running Slurm job"
wait_job $JC && pyj 'd["state"] == "cancelled" and d["slurm"]["state"] == "CANCELLED" and d["result"] is None' || bad "running job not cancelled"
[ "$(slurm_field $SIDC JobState)" = CANCELLED ] && ok || bad "Slurm job $SIDC is $(slurm_field $SIDC JobState), not CANCELLED"
mine="$tmp/s.db.d/jobs/$JC/work"
for i in $(seq 1 600); do pgrep -f "$mine" >/dev/null || break; sleep 0.1; done
pgrep -af "$mine" && bad "a process of the cancelled job outlived scancel" || ok

# ---- cancel a job pending in Slurm (the node drained) ----
scontrol update nodename=knode state=drain reason=kilntest
submit sim $T '["--case","small"]' '' $T $TK; JP=$JOB
wait_slurm $JP PENDING && ok || bad "job $JP not pending in Slurm"
pyj 'd["state"] == "leased"'
req DELETE /v1/jobs/$JP -H "$AUTH"; want 202 "cancel a pending Slurm job"
wait_job $JP && pyj 'd["state"] == "cancelled" and d["slurm"]["state"] == "CANCELLED"' || bad "pending job not cancelled"
scontrol update nodename=knode state=resume
for i in $(seq 1 100); do [ "$(sinfo -h -n knode -o %T)" = idle ] && break; sleep 0.1; done

# ---- GPU kinds: --gres=gpu:1 --exclusive (this node's GPU GRES has no GPU behind it) ----
submit run $T '' '' $T $TK; want 201 "run job"; JG=$JOB
wait_job $JG && pyj 'd["state"] == "failed" and d["slurm"]["state"] == "COMPLETED"' || bad "run job on a GPU-less GRES"
SIDG=$(jget 'd["slurm"]["job_id"]')
scontrol -o show job $SIDG | grep -Eq "(TresPerNode|TRES)=[^ ]*gres[:/]gpu[:=]1" && ok || bad "the run job did not ask Slurm for a GPU"
[ "$(slurm_field $SIDG OverSubscribe)" = NO ] && ok || bad "the run job is not --exclusive"
"$KILN" run $T >/dev/null 2>"$tmp/lrun.err"; lrc=$?
pyj "d['exit_code'] == $lrc" || bad "run: exit code through Slurm differs from local ($lrc)"
# sanitize through Slurm on a node without a GPU: kiln sanitize's own clear error, as locally
req GET /v1/health
if [ "$(jget 'd["kinds"]["sanitize"].get("why")')" = "this kiln has no such command" ]; then
	submit sanitize $T '["--tool","memcheck"]' '' $T $TK; want 501 "sanitize without a kiln sanitize command"
	pyj "\"no 'sanitize' command\" in d['error']['message']"
else
	submit sanitize $T '["--tool","memcheck"]' '' $T $TK; want 201 "sanitize job"; JS=$JOB
	"$KILN" sanitize $T --tool memcheck --json >/dev/null 2>&1; lrc=$?
	wait_job $JS && pyj "d['state'] == 'failed' and d['exit_code'] == $lrc == 2 and ('GPU' in d['error'] or 'CUDA' in d['error']) and d['slurm']['state'] == 'COMPLETED'" || bad "sanitize job on a GPU-less node"
fi
submit run $T '' '"gpu":0' $T $TK; want 501 "pinning a GPU with the Slurm backend"
pyj '"Slurm picks" in d["error"]["message"]'

# ---- kill -9 of kilnd while a job runs in Slurm: followed again, not resubmitted ----
submit sim $S "$HANG" '"timeout_s":6' $S $SK; JK=$JOB
wait_slurm $JK RUNNING && ok || bad "job $JK never ran"
kill9_kilnd
start_slurm_kilnd || bad "restart after kill -9"
grep -q "following them in Slurm" "$tmp/s.err" && ok || bad "restart did not pick up the job in flight"
wait_job $JK && pyj 'd["state"] == "failed" and d["error"].startswith("timeout: killed after 6 s") and d["attempts"] == 1' || bad "job across a kill -9"

# a job that ends while kilnd is down: its result is collected at restart
submit sim $T '["--case","small"]' '' $T $TK; JD=$JOB
wait_slurm $JD RUNNING || wait_slurm $JD COMPLETED || bad "job $JD not in Slurm"
SIDD=$(jget 'd["slurm"]["job_id"]')
kill9_kilnd
for i in $(seq 1 1200); do [ "$(slurm_field $SIDD JobState)" = COMPLETED ] && break; sleep 0.1; done
start_slurm_kilnd || bad "restart"
wait_job $JD && pyj 'd["state"] == "done" and d["attempts"] == 1' || bad "job that ended while kilnd was down"
same_as_local "$tmp/body" "$tmp/local.json" && ok || bad "collected result differs from local"

# the Slurm id lost (kilnd killed between sbatch and the commit): found again by name
submit sim $S "$HANG" '"timeout_s":5' $S $SK; JL=$JOB
wait_slurm $JL RUNNING || bad "job $JL never ran"
kill9_kilnd
python3 -c "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute('UPDATE jobs SET slurm_job=NULL WHERE id=?', (int(sys.argv[2]),)); c.commit()" "$tmp/s.db" $JL
start_slurm_kilnd || bad "restart"
wait_job $JL && pyj 'd["state"] == "failed" and d["attempts"] == 1 and d["error"].startswith("timeout")' || bad "job with a lost Slurm id"
grep -q "job $JL: re-attached to Slurm job" "$tmp/s.err" && ok || bad "job $JL was not found by name"

# sbatch failing after the controller took the job (a lost reply): found by name, run once
mkdir -p "$tmp/fake"
printf '#!/bin/sh\nout=$(%s "$@") || exit $?\necho "sbatch: error: Batch job submission failed: Socket timed out on send/recv operation" >&2\nexit 1\n' \
	"$(command -v sbatch)" >"$tmp/fake/sbatch"
chmod +x "$tmp/fake/sbatch"
stop_kilnd
OLDPATH=$PATH; export PATH="$tmp/fake:$PATH"
start_slurm_kilnd || bad "restart with a failing sbatch"
export PATH=$OLDPATH
submit sim $T '["--case","small"]' '' $T $TK; JR=$JOB
wait_job $JR && pyj 'd["state"] == "done" and d["attempts"] == 1' || bad "job whose sbatch reply was lost"
grep -q "job $JR: sbatch: .*Socket timed out.*looking for it by name" "$tmp/s.err" && grep -q "job $JR: re-attached" "$tmp/s.err" && ok || bad "lost sbatch reply: not found by name"
stop_kilnd
start_slurm_kilnd || bad "restart"

# a lease lost before sbatch ran (kilnd killed in between): queued again after the grace
BOB=$("$KILND" token add bob --db "$tmp/s.db" --max-running 1 2>/dev/null)
AUTH="Authorization: Bearer $BOB"
submit sim $S "$HANG" '"timeout_s":900' $S $SK; JH=$JOB
wait_slurm $JH RUNNING || bad "bob's job $JH never ran"
submit sim $T '["--case","small"]' '' $T $TK; JQ=$JOB
wait_state $JQ queued && ok || bad "bob's second job not held by max_running"
kill9_kilnd
python3 -c "import sqlite3,sys,time; c=sqlite3.connect(sys.argv[1]); c.execute('UPDATE jobs SET state=1, attempts=1, t_lease=? WHERE id=?', (time.time() - 100, int(sys.argv[2]))); c.commit()" "$tmp/s.db" $JQ
start_slurm_kilnd || bad "restart"
for i in $(seq 1 600); do req GET /v1/jobs/$JQ -H "$AUTH"; [ "$(jget 'd["state"]')" = queued ] && break; sleep 0.1; done
if pyj_ask check 'd["state"] == "queued" and d["attempts"] == 1' "$tmp/body"; then ok; else
	# seen only under heavy load (4 runs at load 20-24): the job, what kilnd said of both jobs, and bob's running job now
	bad "lost lease not queued again"
	head -c 600 "$tmp/body"; echo
	grep -E "job ($JQ|$JH)[: ]|in flight" "$tmp/s.err" | tail -n 20
	req GET /v1/jobs/$JH -H "$AUTH"; head -c 300 "$tmp/body"; echo
fi
req DELETE /v1/jobs/$JH -H "$AUTH"; want 202 "cancel bob's running job"
wait_job $JH && pyj 'd["state"] == "cancelled"' || bad "bob's job not cancelled"
wait_job $JQ && pyj 'd["state"] == "done" and d["attempts"] == 2' || bad "the lost lease's job after requeue"
AUTH="Authorization: Bearer $ALICE"

# the controller down: jobs wait in kilnd's queue, health says why; back up: they run
# (a job submitted before kilnd notices would be lost in sbatch and queued
# again after the grace, the path above: wait for kilnd to see it first)
stop_slurmctld
for i in $(seq 1 600); do req GET /v1/health; [ "$(jget 'd["slurm"]["reachable"]')" = False ] && break; sleep 0.1; done
pyj 'd["slurm"]["reachable"] is False and d["slurm"]["error"].startswith("squeue")' || bad "health with the controller down"
submit sim $T '["--case","small"]' '' $T $TK; JW=$JOB
sleep 1; req GET /v1/jobs/$JW -H "$AUTH"; pyj 'd["state"] == "queued"'
start_slurmctld "$tmp/slurm" && ok || bad "slurmctld did not come back"
wait_job $JW && pyj 'd["state"] == "done" and d["attempts"] == 1' || bad "job submitted while the controller was down"
req GET /v1/health; pyj 'd["slurm"]["reachable"] and d["slurm"]["error"] is None'

# ---- a node failure: the attempt runs again ----
submit sim $S "$HANG" '"timeout_s":4' $S $SK; JN=$JOB
wait_slurm $JN RUNNING || bad "job $JN never ran"
scontrol update nodename=knode state=down reason=kilntest
for i in $(seq 1 1200); do req GET "/v1/jobs/$JN" -H "$AUTH"; [ "$(jget 'd["attempts"]')" = 2 ] && break; sleep 0.1; done
pyj 'd["attempts"] == 2' || bad "node failure did not start a new attempt"
scontrol update nodename=knode state=resume 2>/dev/null    # ReturnToService=2 may have brought it back already
wait_job $JN && pyj 'd["state"] == "failed" and d["attempts"] == 2 and d["error"].startswith("timeout: killed after 4 s")' || bad "job after a node failure"
python3 -c "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); sys.exit(0 if any('NODE_FAIL' in w and 'queued again' in w for (w,) in c.execute('SELECT what FROM events WHERE job=?', (int(sys.argv[2]),))) else 1)" "$tmp/s.db" $JN && ok || bad "job $JN: no NODE_FAIL requeue event"

# ---- audit: every job ended once; one Slurm job per attempt ----
stop_kilnd
squeue --me -h -t all -o '%j' >"$tmp/names"
python3 - "$tmp/s.db" "$tmp/names" "$TAG" <<'EOF' && ok || bad "exactly-once audit"
import sqlite3, sys, collections
db = sqlite3.connect(sys.argv[1])
names = collections.Counter()
for n in open(sys.argv[2]).read().split():
    p = n.split(".")
    if len(p) == 4 and p[0] == "kilnd" and p[1] == sys.argv[3]:
        names[(int(p[2]), int(p[3]))] += 1
bad = []
for jid, state, attempts in db.execute("SELECT id, state, attempts FROM jobs"):
    res = db.execute("SELECT count(*) FROM results WHERE job=?", (jid,)).fetchone()[0]
    if state not in (3, 4, 5): bad.append(f"job {jid} not ended (state {state})")
    if state in (3, 4) and res != 1: bad.append(f"job {jid}: {res} results")
    if state == 5 and res != 0: bad.append(f"cancelled job {jid} has a result")
    lost = sum(1 for (w,) in db.execute("SELECT what FROM events WHERE job=?", (jid,)) if "submission was lost" in w)
    for a in range(1, attempts + 1):
        if names[(jid, a)] != 1 and not (lost and names[(jid, a)] == 0):
            bad.append(f"job {jid} attempt {a}: {names[(jid, a)]} Slurm jobs")
        lost -= names[(jid, a)] == 0
    if lost < 0: bad.append(f"job {jid}: an attempt without a Slurm job and no lost-submission event")
if any(v != 1 for v in names.values()): bad.append("an attempt submitted twice")
print("\n".join(bad))
sys.exit(1 if bad else 0)
EOF
done_
