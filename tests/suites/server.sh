#!/usr/bin/env bash
# kilnd over a real loopback socket with real clients (curl, kiln remote):
# every /v1 route, auth failures, malformed and oversized requests, blob
# dedup, job lifecycle and artifacts, idempotent submission, cancellation,
# timeouts (a hung job is killed, the worker serves the next), quotas,
# fair share, kill -9 and restart, and kiln remote against local kiln.
set -u
B=${B:-build}
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
PID=
trap 'kill -9 $PID 2>/dev/null; rm -rf "$tmp"' EXIT
. tests/server/lib.sh

T=tests/server/tiny/workload.json TK=tests/server/tiny/kernel.kiln
S=tests/server/spin/workload.json SK=tests/server/spin/kernel.kiln
HANG='["--max-steps","1000000000000000"]'

# ---- tokens ----
ALICE=$("$KILND" token add alice --db "$tmp/a.db" 2>"$tmp/tok.err")
[ ${#ALICE} = 69 ] && ok || bad "token add printed '$ALICE'"
grep -q "only time it is shown" "$tmp/tok.err" && ok || bad "token add stderr"
grep -q "$ALICE" "$tmp/a.db.tokens" && bad "token stored in clear" || ok
grep -q "^alice $(printf %s "$ALICE" | sha256sum | cut -d' ' -f1) " "$tmp/a.db.tokens" && ok || bad "token not stored as sha256"
BOB=$("$KILND" token add bob --db "$tmp/a.db" --max-queued 2 --max-running 1 2>/dev/null)
"$KILND" token add alice --db "$tmp/a.db" >/dev/null 2>"$tmp/tok.err" && bad "duplicate token name accepted" || ok
grep -q "exists" "$tmp/tok.err" && ok || bad "duplicate token message"
"$KILND" token add 'bad name' --db "$tmp/a.db" >/dev/null 2>&1 && bad "bad token name accepted" || ok
EVE=$("$KILND" token add eve --db "$tmp/a.db" 2>/dev/null)
"$KILND" token revoke eve --db "$tmp/a.db" && ok || bad "token revoke"
"$KILND" token list --db "$tmp/a.db" >"$tmp/list" && grep -q "^bob .*max_running=1 max_queued=2" "$tmp/list" && ! grep -q eve "$tmp/list" && ok || bad "token list"

# ---- command line ----
"$KILND" --db "$tmp/x.db" >/dev/null 2>&1; [ $? = 2 ] && ok || bad "missing --listen not exit 2"
"$KILND" --listen nonsense --db "$tmp/x.db" 2>"$tmp/e"; [ $? = 2 ] && grep -q "HOST:PORT" "$tmp/e" && ok || bad "bad --listen"
"$KILND" --listen 127.0.0.1:0 --db "$tmp/x.db" --backend pbs 2>"$tmp/e"; [ $? = 2 ] && grep -q "local or slurm" "$tmp/e" && ok || bad "unknown backend"
"$KILND" --listen 127.0.0.1:0 --db "$tmp/x.db" --backend slurm --gpus 0 2>"$tmp/e"; [ $? = 2 ] && grep -q "Slurm picks" "$tmp/e" && ok || bad "--gpus with the slurm backend"
"$KILND" --listen 127.0.0.1:0 --db "$tmp/x.db" --slurm-poll 0 2>"$tmp/e"; [ $? = 2 ] && grep -q "slurm-poll" "$tmp/e" && ok || bad "--slurm-poll 0"
"$KILND" --listen 127.0.0.1:0 --db "$tmp/x.db" --slurm-arg nodash 2>"$tmp/e"; [ $? = 2 ] && grep -q "sbatch option" "$tmp/e" && ok || bad "--slurm-arg without a dash"
"$KILND" --listen 127.0.0.1:0 --db "$tmp/x.db" --gpus 7 2>"$tmp/e"; [ $? = 2 ] && grep -q "GPU 7 not found" "$tmp/e" && ok || bad "--gpus 7 on a GPU-less machine"

# kilnd exec-job (what a Slurm job runs): usage; a stale attempt and a second start do nothing
"$KILND" exec-job >/dev/null 2>"$tmp/e"; [ $? = 2 ] && grep -q "usage: kilnd exec-job" "$tmp/e" && ok || bad "exec-job usage"
mkdir -p "$tmp/xj/work"
printf '{"attempt": 2, "class": "cpu", "timeout_s": 10, "mem_limit_mb": 0, "work": "%s", "exe": "/bin/true", "argv": ["true"], "env": []}\n' "$tmp/xj/work" >"$tmp/xj/run.json"
"$KILND" exec-job "$tmp/xj" 1 2>"$tmp/e"; [ $? = 0 ] && grep -q "superseded by attempt 2" "$tmp/e" && [ ! -e "$tmp/xj/claim.1" ] && [ ! -e "$tmp/xj/exec.1.json" ] && ok || bad "exec-job of a stale attempt"
SLURM_JOB_ID=77 "$KILND" exec-job "$tmp/xj" 2 2>"$tmp/e"; [ $? = 0 ] && pyj 'd["attempt"] == 2 and d["status"] == 0 and d["slurm_job"] == "77" and not d["timed_out"] and d["t_end"] >= d["t_start"] >= d["t_lease"]' "$tmp/xj/exec.2.json" || bad "exec-job run"
grep -q "^77 " "$tmp/xj/claim.2" && ok || bad "exec-job claim names the Slurm job"
rm "$tmp/xj/exec.2.json"; "$KILND" exec-job "$tmp/xj" 2 2>"$tmp/e"; [ $? = 0 ] && grep -q "already started once" "$tmp/e" && [ ! -e "$tmp/xj/exec.2.json" ] && ok || bad "exec-job started twice"
"$KILND" exec-job "$tmp/nowhere" 1 2>"$tmp/e"; [ $? = 1 ] && grep -q "cannot read .*run.json" "$tmp/e" && ok || bad "exec-job without run.json"
# no process of the job outlives exec-job: one left in the command's process
# group, one that left the group (setsid, as bwrap --new-session's sandbox
# does) and lost its parent, and the same when Slurm's SIGTERM cancels the job
xjob() {   # DIR ATTEMPT SHELL-COMMAND
	mkdir -p "$1/work"
	python3 -c 'import json,sys; print(json.dumps({"attempt": int(sys.argv[2]), "class": "cpu", "timeout_s": 60, "mem_limit_mb": 0, "work": sys.argv[1] + "/work", "exe": "/bin/sh", "argv": ["sh", "-c", sys.argv[3]], "env": []}))' "$1" "$2" "$3" >"$1/run.json"
}
gone() { for i in $(seq 1 100); do pgrep -f "$1" >/dev/null || return 0; sleep 0.05; done; pgrep -af "$1"; return 1; }
xjob "$tmp/xk" 1 "sleep 971.$$ & setsid sh -c 'sleep 972.$$' & exit 0"
"$KILND" exec-job "$tmp/xk" 1 2>"$tmp/e"; [ $? = 0 ] && pyj 'd["status"] == 0 and not d["cancelled"]' "$tmp/xk/exec.1.json" || bad "exec-job of a command that leaves processes"
gone "sleep 971.$$" && ok || bad "a process left in the job's process group outlived exec-job"
gone "sleep 972.$$" && ok || bad "a setsid process of the job outlived exec-job"
xjob "$tmp/xc" 1 "setsid sh -c 'sleep 973.$$' & sleep 974.$$; wait"
"$KILND" exec-job "$tmp/xc" 1 2>"$tmp/e" & XP=$!
for i in $(seq 1 200); do pgrep -f "sleep 973.$$" >/dev/null && pgrep -f "sleep 974.$$" >/dev/null && break; sleep 0.05; done
kill -TERM $XP; wait $XP; [ $? = 0 ] && pyj 'd["cancelled"]' "$tmp/xc/exec.1.json" || bad "exec-job cancelled by SIGTERM"
gone "sleep 973.$$" && ok || bad "a setsid process of a cancelled job outlived exec-job"
gone "sleep 974.$$" && ok || bad "the command of a cancelled job outlived exec-job"
# the same cancel while bwrap sets the sandbox up (the order Slurm's SIGTERM can take)
if bwrap --die-with-parent --unshare-all --ro-bind / / --dev /dev --proc /proc true 2>/dev/null; then
	python3 tests/server/sandbox_race.py "$KILND" 30 >"$tmp/race" 2>&1 && ok || { bad "a sandbox outlived a cancel during its setup"; cat "$tmp/race"; }
else
	echo "server: sandbox race not run (bwrap cannot create namespaces here): not counted"
fi

start_kilnd a --cpu-workers 2 --max-blob 4096 || { echo "server: 0 passed, 1 failed"; exit 1; }
AUTH="Authorization: Bearer $ALICE"

# ---- health (no token needed), unknown routes, methods ----
req GET /v1/health; want 200 health
pyj 'd["schema"] == "kilnd.health" and d["backend"] == "local" and d["gpus"] == [] and d["cpu_workers"]["total"] == 2'
pyj 'd["kinds"]["sim"]["available"] and not d["kinds"]["run"]["available"] and "GPU" in d["kinds"]["run"]["why"]'
pyj 'set(d["versions"]) >= {"kilnd", "api", "sqlite", "microhttpd"} and set(d["queue"]) == {"cpu", "gpu"}'
CHECK_AVAIL=$(jget 'd["kinds"]["check"]["available"]')
cp "$tmp/body" "$tmp/health.json"
req GET /v1/nope -H "$AUTH"; want 404 "unknown route"; pyj 'd["error"]["code"] == "not_found"'
req GET /v2/health; want 404 "unversioned route"
req PUT /v1/jobs -H "$AUTH"; want 405 "PUT /v1/jobs"; pyj 'd["error"]["code"] == "method_not_allowed"'
curl -s -D "$tmp/h" -o /dev/null -X PATCH "$URL/v1/health"; grep -qi "^Allow: GET, HEAD" "$tmp/h" && ok || bad "405 lacks Allow"

# ---- authentication ----
for r in "GET /v1/jobs" "POST /v1/jobs" "POST /v1/blobs" "GET /v1/jobs/1" "DELETE /v1/jobs/1" "GET /v1/jobs/1/log" "GET /v1/blobs/$(printf x | sha256sum | cut -d' ' -f1)"; do
	req ${r% *} ${r#* }; want 401 "$r without a token"
done
pyj 'd["error"]["code"] == "unauthorized" and "Bearer" in d["error"]["message"]'
curl -s -D "$tmp/h" -o /dev/null "$URL/v1/jobs"; grep -qi '^WWW-Authenticate: Bearer' "$tmp/h" && ok || bad "401 lacks WWW-Authenticate"
req GET /v1/jobs -H "Authorization: Bearer kiln_0000"; want 401 "unknown token"; pyj '"unknown" in d["error"]["message"]'
req GET /v1/jobs -H "Authorization: Basic $ALICE"; want 401 "Basic scheme"
req GET /v1/jobs -H "Authorization: Bearer $EVE"; want 401 "revoked token"
req GET /v1/jobs -H "$AUTH"; want 200 "list with a token"; pyj 'd["jobs"] == []'
# the token file is reread while kilnd runs: a token added works, a revoked one is refused
CAROL=$("$KILND" token add carol --db "$tmp/a.db" 2>/dev/null)
req GET /v1/jobs -H "Authorization: Bearer $CAROL"; want 200 "a token added while kilnd runs"
"$KILND" token revoke carol --db "$tmp/a.db" || bad "token revoke carol"
req GET /v1/jobs -H "Authorization: Bearer $CAROL"; want 401 "a token revoked while kilnd runs"
# a file that no longer loads: the tokens loaded before stay, and it is said once (with file:line), not per request
cp "$tmp/a.db.tokens" "$tmp/tokens.good"
echo "broken line" >>"$tmp/a.db.tokens"
for i in 1 2 3; do req GET /v1/jobs -H "$AUTH"; want 200 "alice while the token file is broken ($i)"; done
[ "$(grep -c "token file not reloaded" "$tmp/a.err")" = 1 ] && ok || bad "a broken token file reported $(grep -c "token file not reloaded" "$tmp/a.err") times, want once"
grep -q "token file not reloaded.*a\.db\.tokens:[0-9]*: want 'NAME SHA256" "$tmp/a.err" && ok || bad "the broken token file's message lacks file:line"
cp "$tmp/tokens.good" "$tmp/a.db.tokens.new" && mv "$tmp/a.db.tokens.new" "$tmp/a.db.tokens"
req GET /v1/jobs -H "$AUTH"; want 200 "alice after the token file is mended"

# ---- blobs: content addressed, dedup, limits ----
printf 'hello kilnd' >"$tmp/b1"; H1=$(sha "$tmp/b1")
req GET "/v1/blobs/$H1" -H "$AUTH"; want 404 "absent blob"
req POST /v1/blobs -H "$AUTH" --data-binary @"$tmp/b1"; want 201 "new blob"
pyj "d['sha256'] == '$H1' and d['created'] is True and d['size'] == 11"
req POST /v1/blobs -H "$AUTH" --data-binary @"$tmp/b1"; want 200 "same blob again"; pyj 'd["created"] is False'
req GET "/v1/blobs/$H1" -H "$AUTH"; want 200 "present blob"
cmp -s "$tmp/body" "$tmp/b1" && ok || bad "blob bytes differ"
STATUS=$(curl -s -o /dev/null -w '%{http_code}' -I -H "$AUTH" "$URL/v1/blobs/$H1"); want 200 "HEAD blob"
req GET "/v1/blobs/ABC" -H "$AUTH"; want 404 "malformed blob name"
req GET "/v1/blobs/${H1^^}" -H "$AUTH"; want 404 "upper-case blob name"
req GET "/v1/blobs/../../etc/passwd" --path-as-is -H "$AUTH"; want 404 "blob path traversal"
req POST "/v1/blobs?sha256=$(printf y | sha256sum | cut -d' ' -f1)" -H "$AUTH" --data-binary @"$tmp/b1"; want 400 "digest mismatch"
pyj 'd["error"]["code"] == "digest_mismatch"'
head -c 5000 /dev/zero >"$tmp/big"
req POST /v1/blobs -H "$AUTH" --data-binary @"$tmp/big"; want 413 "blob over --max-blob"
pyj 'd["error"]["code"] == "too_large" and "4096" in d["error"]["message"]'
req POST /v1/blobs -H "$AUTH" -H "Transfer-Encoding: chunked" --data-binary @"$tmp/big"; want 413 "chunked blob over --max-blob"
req POST /v1/blobs -H "$AUTH" -H "Content-Length: abc" --data-binary @"$tmp/b1"; [ "$STATUS" = 400 ] && ok || bad "malformed Content-Length: $STATUS"
: >"$tmp/empty"; req POST /v1/blobs -H "$AUTH" --data-binary @"$tmp/empty"; [ "$STATUS" = 201 ] || [ "$STATUS" = 200 ] && ok || bad "empty blob: $STATUS"

# ---- malformed job requests: 400 with a JSON error ----
upload $T $TK
post() { printf '%s' "$1" >"$tmp/spec.json"; req POST /v1/jobs -H "$AUTH" --data-binary @"$tmp/spec.json"; }
badjob() { post "$1"; want 400 "$2"; pyj "d['error']['code'] == '${3:-bad_request}' and '$4' in d['error']['message']"; }
F="{\"name\":\"$T\",\"sha256\":\"$(sha $T)\"}"
badjob '{"kind": "sim",' "truncated JSON" bad_request "invalid JSON"
badjob '[1,2]' "array body" bad_request "JSON object"
badjob '' "empty body" bad_request "invalid JSON"
badjob "{\"kind\":\"sim\",\"main\":\"$T\",\"files\":[$F],\"bogus\":1}" "unknown key" bad_request "unknown key"
badjob "{\"main\":\"$T\",\"files\":[$F]}" "no kind" bad_request "kind"
badjob "{\"kind\":\"fly\",\"main\":\"$T\",\"files\":[$F]}" "unknown kind" bad_request "unknown kind"
badjob "{\"kind\":\"sim\",\"main\":\"x\",\"files\":[$F]}" "main not in files" bad_request "not one of"
badjob "{\"kind\":\"sim\",\"main\":\"$T\",\"files\":[]}" "no files" bad_request "files"
badjob "{\"kind\":\"sim\",\"main\":\"../w.json\",\"files\":[{\"name\":\"../w.json\",\"sha256\":\"$(sha $T)\"}]}" "'..' file name" bad_request "component"
badjob "{\"kind\":\"sim\",\"main\":\"/etc/w\",\"files\":[{\"name\":\"/etc/w\",\"sha256\":\"$(sha $T)\"}]}" "absolute file name" bad_request "empty component"
badjob "{\"kind\":\"sim\",\"main\":\"a b\",\"files\":[{\"name\":\"a b\",\"sha256\":\"$(sha $T)\"}]}" "space in a file name" bad_request "character"
badjob "{\"kind\":\"sim\",\"main\":\"$T\",\"files\":[{\"name\":\"$T\",\"sha256\":\"xyz\"}]}" "bad sha256" bad_request "64 lowercase"
badjob "{\"kind\":\"sim\",\"main\":\"$T\",\"files\":[$F],\"args\":[\"--save-outputs\",\"/tmp/x\"]}" "absolute path argument" bad_request "outside the job directory"
badjob "{\"kind\":\"sim\",\"main\":\"$T\",\"files\":[$F],\"args\":[\"--trace=../../x\"]}" "'..' in an option value" bad_request "outside the job directory"
badjob "{\"kind\":\"sim\",\"main\":\"$T\",\"files\":[$F],\"args\":[\"--json\"]}" "--json argument" bad_request "output"
badjob "{\"kind\":\"sim\",\"main\":\"$T\",\"files\":[$F],\"args\":[1]}" "non-string argument" bad_request "string"
badjob "{\"kind\":\"sim\",\"main\":\"$T\",\"files\":[$F],\"timeout_s\":-1}" "negative timeout" bad_request "timeout_s"
badjob "{\"kind\":\"sim\",\"main\":\"$T\",\"files\":[$F],\"gpu\":0}" "gpu on a CPU kind" bad_request "GPU kinds"
badjob "{\"kind\":\"sim\",\"main\":\"$T\",\"files\":[$F],\"kind\":\"sim\"}" "duplicate key" bad_request "duplicate"
badjob "{\"kind\":\"sim\",\"main\":\"$T\",\"files\":[{\"name\":\"$T\",\"sha256\":\"$(printf nope | sha256sum | cut -d' ' -f1)\"}]}" "blob never uploaded" missing_blob "not uploaded"
python3 -c "print('{\"kind\":\"sim\",\"pad\":\"' + 'x' * (1 << 20) + '\"}')" >"$tmp/huge.json"
req POST /v1/jobs -H "$AUTH" --data-binary @"$tmp/huge.json"; want 413 "job body over 1 MiB"; pyj 'd["error"]["code"] == "too_large"'
python3 -c "print('[' * 100000)" >"$tmp/deep.json"
req POST /v1/jobs -H "$AUTH" --data-binary @"$tmp/deep.json"; want 400 "deeply nested JSON"
printf '{"kind":"sim\x00"}' >"$tmp/nul.json"; req POST /v1/jobs -H "$AUTH" --data-binary @"$tmp/nul.json"; want 400 "NUL in JSON"
req GET /v1/jobs/abc -H "$AUTH"; want 404 "non-numeric job id"
req GET /v1/jobs/0 -H "$AUTH"; want 404 "job 0"
req GET /v1/jobs/99999999999999999999 -H "$AUTH"; want 404 "huge job id"
req GET "/v1/jobs?state=bogus" -H "$AUTH"; want 400 "bad state filter"
req GET "/v1/jobs?limit=0" -H "$AUTH"; want 400 "bad limit"
req GET "/v1/jobs/1?wait=x" -H "$AUTH"; want 400 "bad wait"

# ---- unsupported kinds fail loudly ----
submit run $T '' '' $T $TK; want 501 "run with --gpus none"
pyj 'd["error"]["code"] == "unsupported" and d["error"]["message"].startswith("unsupported:") and "GPU" in d["error"]["message"]'
# profile and sanitize are GPU kinds: on this GPU-less server a clear 501 at
# submission (the GPU named first), whether or not kiln has the command yet
SAN_CMD=$(jget 'd["kinds"]["sanitize"].get("why") != "this kiln has no such command"' "$tmp/health.json")
for k in sanitize profile; do
	[ $k = sanitize ] && a='["--tool","memcheck"]' || a='["--timeline"]'
	submit $k $T "$a" '' $T $TK; want 501 "$k without a GPU"
	if [ "$SAN_CMD" = True ]; then
		pyj 'd["error"]["message"].startswith("unsupported:") and "needs a GPU and this server has none" in d["error"]["message"]'
	else
		pyj "d['error']['message'].startswith('unsupported:') and \"no '$k' command\" in d['error']['message']"
	fi
done
"$KILN" remote --server $URL --token $ALICE sanitize $T --tool memcheck >/dev/null 2>"$tmp/r.err"; rc=$?
[ $rc = 2 ] && grep -q "unsupported:" "$tmp/r.err" && ok || bad "kiln remote sanitize without a GPU: exit $rc"
if [ "$CHECK_AVAIL" = False ]; then
	submit check $T '' '' $T $TK; want 501 "check without a kiln check command"
	pyj '"no '"'"'check'"'"' command" in d["error"]["message"]'
else
	submit check $T '' '' $T $TK; want 201 "check"
fi

# ---- a sim job: lifecycle, result document, timings, artifacts ----
submit sim $T '["--case","small"]' '' $T $TK; want 201 "sim job"
J1=$JOB
pyj "d['id'] == $J1 and d['url'] == '/v1/jobs/$J1' and d['existing'] is False"
wait_job $J1 && ok || bad "job $J1 did not end"
pyj 'd["state"] == "done" and d["exit_code"] == 0 and d["error"] is None and d["attempts"] == 1'
pyj 'd["result"]["verdict"] == "pass" and d["result"]["workload"] == "'$T'"'
pyj 'all(isinstance(d["timings"][k], float) and d["timings"][k] >= 0 for k in ("queue_ms", "lease_wait_ms", "lease_hold_ms", "run_ms", "overhead_ms", "total_ms"))'
pyj 'd["timings"]["lease_hold_ms"] >= d["timings"]["run_ms"] and d["timings"]["total_ms"] >= d["timings"]["lease_hold_ms"]'
pyj 'sorted(a["name"] for a in d["artifacts"]) == ["log", "stdout"]'
cp "$tmp/body" "$tmp/job1.json"
req GET /v1/jobs/$J1/artifacts/stdout -H "$AUTH"; want 200 "stdout artifact"
python3 -c "import json,sys; a=json.load(open(sys.argv[1])); b=json.load(open(sys.argv[2]))['result']; sys.exit(a != b)" "$tmp/body" "$tmp/job1.json" && ok || bad "stdout artifact differs from the result document"
"$KILN" sim $T --case small --json >"$tmp/local.json"
python3 -c "
import json,sys
a=json.load(open(sys.argv[1])); b=json.load(open(sys.argv[2]))['result']
strip=lambda d: {k: v for k, v in d.items() if k not in ('sim', 'wall_seconds', 'command')}
sys.exit(strip(a) != strip(b))" "$tmp/local.json" "$tmp/job1.json" && ok || bad "server result differs from local kiln sim --json"
req GET /v1/jobs/$J1/artifacts/nope -H "$AUTH"; want 404 "absent artifact"
req GET /v1/jobs/$J1/artifacts/../../../../etc/passwd --path-as-is -H "$AUTH"; want 404 "artifact traversal"
req GET /v1/jobs/$J1/artifacts/work/$T -H "$AUTH"; want 404 "inputs are not artifacts"
req GET /v1/jobs/$J1/log -H "$AUTH"; want 200 "log of a finished job"
req GET "/v1/jobs?state=done" -H "$AUTH"; want 200 "list done"; pyj "any(j['id'] == $J1 and j['state'] == 'done' for j in d['jobs'])"
req GET "/v1/jobs?state=queued" -H "$AUTH"; pyj "all(j['id'] != $J1 for j in d['jobs'])"
req DELETE /v1/jobs/$J1 -H "$AUTH"; want 409 "cancel a finished job"

# a mismatch is a result (done, exit 1); an input error is failed with exit 2
submit sim tests/server/wrong/workload.json '' '' tests/server/wrong/workload.json tests/server/wrong/kernel.kiln
wait_job $JOB; pyj 'd["state"] == "done" and d["exit_code"] == 1 and d["result"]["verdict"] == "mismatch"'
submit sim $T '["--case","nosuch"]' '' $T $TK
wait_job $JOB; pyj 'd["state"] == "failed" and d["exit_code"] == 2 and d["result"] is not None'
submit sim $T '["--bogus-option"]' '' $T $TK
wait_job $JOB; pyj 'd["state"] == "failed" and d["exit_code"] == 2 and "bogus" in d["error"]'
# build: the PTX written with -o comes back as an artifact
submit build $TK '["-o","out/vadd.ptx"]' '' $TK
mkdir -p "$tmp/bld"; submit build $TK '["-o","vadd.ptx"]' '' $TK
wait_job $JOB; pyj 'd["state"] == "done" and d["result"]["ok"] is True and any(a["name"] == "vadd.ptx" for a in d["artifacts"])'
req GET /v1/jobs/$JOB/artifacts/vadd.ptx -H "$AUTH"; want 200 "ptx artifact"; grep -q ".visible .entry vadd(" "$tmp/body" && ok || bad "ptx artifact content"

# ---- ownership: another token sees nothing ----
AUTHB="Authorization: Bearer $BOB"
req GET /v1/jobs/$J1 -H "$AUTHB"; want 404 "another token's job"
req GET /v1/jobs/$J1/artifacts/stdout -H "$AUTHB"; want 404 "another token's artifact"
req DELETE /v1/jobs/$J1 -H "$AUTHB"; want 404 "cancel another token's job"
req GET /v1/jobs -H "$AUTHB"; pyj 'd["jobs"] == []'

# ---- idempotent submission ----
jobspec sim $T '' '' $T $TK >"$tmp/spec.json"
req POST /v1/jobs -H "$AUTH" -H "Idempotency-Key: k-1" --data-binary @"$tmp/spec.json"; want 201 "keyed submit"
K1=$(jget 'd["id"]')
req POST /v1/jobs -H "$AUTH" -H "Idempotency-Key: k-1" --data-binary @"$tmp/spec.json"; want 200 "same key again"
pyj "d['id'] == $K1 and d['existing'] is True"
req POST /v1/jobs -H "$AUTH" -H "Idempotency-Key: bad key!" --data-binary @"$tmp/spec.json"; want 400 "malformed key"

# ---- timeout: a hung job is killed, the next job on that worker passes ----
stop_kilnd
start_kilnd a --cpu-workers 1 || exit 1
submit sim $S "$HANG" '"timeout_s":1' $S $SK; H=$JOB
submit sim $T '' '' $T $TK; N=$JOB
wait_job $H; pyj 'd["state"] == "failed" and d["error"].startswith("timeout: killed after 1 s") and d["exit_code"] is None'
pyj 'd["timings"]["run_ms"] >= 1000'   # not killed before its limit
wait_job $N; pyj 'd["state"] == "done" and d["exit_code"] == 0'

# ---- cancellation: queued and running ----
submit sim $S "$HANG" '"timeout_s":30' $S $SK; R=$JOB
submit sim $T '' '' $T $TK; Q=$JOB
wait_state $R running && ok || bad "hang job not running"
req GET "/v1/jobs?state=running" -H "$AUTH"; pyj "[j['id'] for j in d['jobs']] == [$R]"
req GET "/v1/jobs?state=queued" -H "$AUTH"; pyj "[j['id'] for j in d['jobs']] == [$Q]"
# the log streams while the job runs and ends when it does
( curl -s -N -H "$AUTH" "$URL/v1/jobs/$R/log" >"$tmp/stream"; echo done >"$tmp/stream.end" ) &
LOGPID=$!
req DELETE /v1/jobs/$Q -H "$AUTH"; want 200 "cancel queued"; pyj 'd["state"] == "cancelled"'
req GET /v1/jobs/$Q -H "$AUTH"; pyj 'd["state"] == "cancelled" and d["result"] is None'
sleep 0.3; [ -e "$tmp/stream.end" ] && bad "log stream ended while the job runs" || ok
req DELETE /v1/jobs/$R -H "$AUTH"; want 202 "cancel running"; pyj 'd["cancel_requested"] is True'
wait_job $R; pyj 'd["state"] == "cancelled" and d["error"] == "cancelled while running"'
for i in $(seq 1 600); do [ -e "$tmp/stream.end" ] && break; sleep 0.05; done
[ -e "$tmp/stream.end" ] && ok || bad "log stream did not end with the job"
kill $LOGPID 2>/dev/null; wait $LOGPID 2>/dev/null

# ---- quotas (bob: max_queued 2, max_running 1) and fair share ----
AUTH=$AUTHB
submit sim $S "$HANG" '"timeout_s":30' $S $SK; B1=$JOB
submit sim $S "$HANG" '"timeout_s":30' $S $SK; B2=$JOB
submit sim $T '' '' $T $TK; want 429 "bob's third open job"; pyj 'd["error"]["code"] == "quota" and "max_queued 2" in d["error"]["message"]'
wait_state $B1 running
req GET /v1/jobs/$B2 -H "$AUTH"; pyj 'd["state"] == "queued"'
req DELETE /v1/jobs/$B2 -H "$AUTH"; req DELETE /v1/jobs/$B1 -H "$AUTH"
wait_job $B1; pyj 'd["state"] == "cancelled"'
AUTH="Authorization: Bearer $ALICE"
# fair share on one worker: alice holds it and queues 2 more, then bob
# queues 1: bob's is leased next (fewest running, served longest ago)
submit sim $S "$HANG" '"timeout_s":30' $S $SK; A1=$JOB
wait_state $A1 running
submit sim $T '' '' $T $TK; A2=$JOB
submit sim $T '' '' $T $TK; A3=$JOB
AUTH=$AUTHB; submit sim $T '' '' $T $TK; B3=$JOB; AUTH="Authorization: Bearer $ALICE"
req DELETE /v1/jobs/$A1 -H "$AUTH"; want 202 "cancel alice's running job"
for j in $A2 $A3; do wait_job $j; done
AUTH=$AUTHB; wait_job $B3; AUTH="Authorization: Bearer $ALICE"
lease() { req GET /v1/jobs/$1 -H "$2"; jget 'd["submitted_at"] + (d["timings"]["queue_ms"] + d["timings"]["lease_wait_ms"]) / 1000'; }
LA2=$(lease $A2 "$AUTH"); LA3=$(lease $A3 "$AUTH"); LB3=$(lease $B3 "$AUTHB")
python3 -c "import sys; a2, a3, b3 = map(float, sys.argv[1:]); sys.exit(0 if b3 < a2 < a3 else 1)" $LA2 $LA3 $LB3 && ok || bad "fair share: bob's job leased at $LB3, alice's at $LA2 $LA3"

# ---- durability: kill -9 while a job runs; results survive; the job runs again ----
submit sim $S "$HANG" '"timeout_s":60' $S $SK; D=$JOB
wait_state $D running && ok || bad "job $D not running"
kill9_kilnd
# a sandbox that a kill -9 left behind (bwrap killed while it set the sandbox
# up: its pid 1 has no --die-with-parent yet), and one of another jobs directory
HAVE_BWRAP=0 W1="$tmp/a.db.d/jobs/990001/work" W2="$tmp/other/jobs/990002/work"
bwrap --die-with-parent --unshare-all --ro-bind / / --dev /dev --proc /proc true 2>/dev/null && HAVE_BWRAP=1
if [ $HAVE_BWRAP = 1 ]; then
	mkdir -p "$W1" "$W2"
	(bwrap --unshare-all --ro-bind / / --dev /dev --proc /proc --bind "$W1" "$W1" --chdir "$W1" -- sleep 978.$$ &)
	(bwrap --unshare-all --ro-bind / / --dev /dev --proc /proc --bind "$W2" "$W2" --chdir "$W2" -- sleep 979.$$ &)
	for i in $(seq 1 100); do pgrep -f "^sleep 978.$$" >/dev/null && pgrep -f "^sleep 979.$$" >/dev/null && break; sleep 0.05; done
fi
start_kilnd a --cpu-workers 1 || exit 1
grep -q "1 interrupted job(s) queued again" "$tmp/a.err" && ok || bad "restart did not requeue"
if [ $HAVE_BWRAP = 1 ]; then
	grep -q "kilnd: killed [0-9]* sandbox process(es) an earlier kilnd's jobs left in $tmp/a.db.d/jobs" "$tmp/a.err" && ok || { bad "restart: the stale sandbox (bwrap and its pid 1) not reported killed"; grep sandbox "$tmp/a.err"; }
	gone "^sleep 978.$$" && ok || bad "a sandbox a kill -9 of kilnd left outlived the restart"
	pgrep -f "^sleep 979.$$" >/dev/null && ok || bad "restart killed a sandbox of another jobs directory"
	pkill -9 -f -- "--chdir $W2"
else
	echo "server: stale sandbox sweep not run (bwrap cannot create namespaces here): not counted"
fi
req GET /v1/jobs/$J1 -H "$AUTH"; want 200 "job after restart"
python3 -c "import json,sys; a=json.load(open(sys.argv[1])); b=json.load(open(sys.argv[2])); sys.exit(a['result'] != b['result'] or b['state'] != 'done')" "$tmp/job1.json" "$tmp/body" && ok || bad "result changed across restart"
req GET /v1/jobs/$J1/artifacts/stdout -H "$AUTH"; want 200 "artifact after restart"
wait_state $D running && ok || bad "interrupted job $D not running again"
pyj 'd["attempts"] == 2 and d["result"] is None'
req DELETE /v1/jobs/$D -H "$AUTH"; want 202 "cancel the rerun"
wait_job $D; pyj 'd["attempts"] == 2 and d["state"] == "cancelled"'
req GET "/v1/blobs/$H1" -H "$AUTH"; want 200 "blob after restart"
# no orphan: the interrupted attempt's child died with the server
mine="^$(realpath "$KILN") sim $S --max-steps"   # this checkout's jobs only (other suites may run)
for i in $(seq 1 600); do pgrep -f "$mine" >/dev/null || break; sleep 0.05; done
pgrep -af "$mine" && bad "a job process outlived kill -9 of kilnd and the cancel" || ok

# ---- quotas hold from the start: restarted with two free workers and bob's
# two jobs queued (max_running 1), with no request made, only one is leased.
# (The token limits used to be read at the first authenticated request:
# until then a worker leased past every quota.)
AUTH=$AUTHB
submit sim $S "$HANG" '"timeout_s":60' $S $SK; Q1=$JOB
wait_state $Q1 running || bad "bob's job $Q1 not running"
submit sim $S "$HANG" '"timeout_s":60' $S $SK; Q2=$JOB
kill9_kilnd
start_kilnd a --cpu-workers 2 || exit 1
nrun() { python3 -c "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); print(c.execute('SELECT count(*) FROM jobs WHERE id IN (?,?) AND state IN (1,2)', (int(sys.argv[2]), int(sys.argv[3]))).fetchone()[0])" "$tmp/a.db" $Q1 $Q2; }
for i in $(seq 1 200); do [ "$(nrun)" -ge 1 ] && break; sleep 0.05; done
sleep 1    # both workers had the time to lease
[ "$(nrun)" = 1 ] && ok || bad "after a restart bob has $(nrun) jobs leased or running, max_running 1"
# a limit edited in the token file reaches the scheduler with no request made
sed -i "s/^\(bob [0-9a-f]*\) 1 /\1 2 /" "$tmp/a.db.tokens"
for i in $(seq 1 200); do [ "$(nrun)" = 2 ] && break; sleep 0.05; done
[ "$(nrun)" = 2 ] && ok || bad "bob's max_running raised to 2 in the token file: $(nrun) jobs leased or running"
sed -i "s/^\(bob [0-9a-f]*\) 2 /\1 1 /" "$tmp/a.db.tokens"
req DELETE /v1/jobs/$Q1 -H "$AUTH"; req DELETE /v1/jobs/$Q2 -H "$AUTH"
wait_job $Q1; wait_job $Q2
AUTH="Authorization: Bearer $ALICE"
stop_kilnd
start_kilnd a --cpu-workers 1 || exit 1

# ---- kiln remote against local kiln ----
export KILN_SERVER=$URL KILN_TOKEN=$ALICE
"$KILN" remote sim $T >"$tmp/r.out" 2>"$tmp/r.err"; rc=$?
"$KILN" sim $T --threads 1 >"$tmp/l.out" 2>"$tmp/l.err"; lrc=$?
[ $rc = $lrc ] && [ $rc = 0 ] && ok || bad "remote sim exit $rc, local $lrc"
diff <(sed 's/in [0-9.]* s (.*//' "$tmp/r.out") <(sed 's/in [0-9.]* s (.*//' "$tmp/l.out") >/dev/null && ok || { bad "remote text differs"; diff "$tmp/r.out" "$tmp/l.out"; }
grep -q "kiln remote: job [0-9]* done on $URL: queue .* ms, lease wait .* ms, lease hold .* ms, run .* ms" "$tmp/r.err" && ok || bad "remote timings line"
"$KILN" remote sim $T --json >"$tmp/r.json" 2>/dev/null; rc=$?
[ $rc = 0 ] && pyj 'd["verdict"] == "pass" and d["workload"] == "'$T'"' "$tmp/r.json" || bad "remote --json exit $rc"
"$KILN" remote sim tests/server/wrong/workload.json >/dev/null 2>&1; rc=$?
"$KILN" sim tests/server/wrong/workload.json >/dev/null 2>&1; [ $rc = $? ] && [ $rc = 1 ] && ok || bad "remote mismatch exit $rc"
"$KILN" remote sim tests/server/tiny/missing.json >/dev/null 2>"$tmp/r.err"; [ $? = 2 ] && grep -q "cannot read" "$tmp/r.err" && ok || bad "remote missing input"
# only missing blobs are uploaded: a second run posts nothing new
n0=$(find "$tmp/a.db.d/blobs" -type f | wc -l)
"$KILN" remote sim zoo/softmax/row_softmax/workload.json --case small >/dev/null 2>&1; rc=$?
n1=$(find "$tmp/a.db.d/blobs" -type f | wc -l)
"$KILN" remote sim zoo/softmax/row_softmax/workload.json --case small >/dev/null 2>&1
n2=$(find "$tmp/a.db.d/blobs" -type f | wc -l)
[ $rc = 0 ] && [ $n1 -eq $((n0 + 6)) ] && [ $n2 -eq $n1 ] && ok || bad "blob dedup: exit $rc, blobs $n0 -> $n1 -> $n2 (want +6: workload, kernel and its imports lib/warp.kiln, zoo/norm/rows.kiln, lib/mbarrier.kiln, lib/pipeline.kiln)"
kabs=$(cd "$(dirname "$KILN")" && pwd)/$(basename "$KILN")   # B may be relative or absolute
(cd "$tmp/bld" && cp "$OLDPWD/$TK" k.kiln && KILN_SERVER=$URL "$kabs" remote build k.kiln -o k.ptx >/dev/null 2>&1 && grep -q ".visible .entry vadd(" k.ptx) && ok || bad "remote build -o did not write k.ptx"
# kiln remote check: the same document and exit code as local kiln check --json, and the same text
"$KILN" remote check $T --json >"$tmp/rc.json" 2>/dev/null; rc=$?
"$KILN" check $T --json >"$tmp/lc.json" 2>/dev/null; lrc=$?
[ $rc = $lrc ] && [ $rc = 0 ] && ok || bad "remote check --json exit $rc, local $lrc"
python3 -c "
import json,sys
a=json.load(open(sys.argv[1])); b=json.load(open(sys.argv[2]))
def deep(d):
    if isinstance(d, dict): return {k: deep(v) for k, v in d.items() if k not in ('command', 'seconds', 'ms', 'wall_seconds')}
    if isinstance(d, list): return [deep(x) for x in d]
    return d
sys.exit(deep(a) != deep(b) or a['schema'] != 'kiln.check')" "$tmp/rc.json" "$tmp/lc.json" && ok || bad "remote check --json differs from local kiln check --json"
"$KILN" remote check $T >"$tmp/rc.out" 2>/dev/null; rc=$?
"$KILN" check $T >"$tmp/lc.out" 2>/dev/null; lrc=$?
[ $rc = $lrc ] && diff <(sed 's/[0-9.]* \(ms\|s\)\b/T/g' "$tmp/rc.out") <(sed 's/[0-9.]* \(ms\|s\)\b/T/g' "$tmp/lc.out") >/dev/null && ok || { bad "remote check text differs from local"; diff "$tmp/rc.out" "$tmp/lc.out"; }
"$KILN" remote check tests/server/wrong/workload.json --json >/dev/null 2>&1; rc=$?
"$KILN" check tests/server/wrong/workload.json --json >/dev/null 2>&1; [ $rc = $? ] && ok || bad "remote check exit code differs from local on tests/server/wrong"
# --envelope: the job, its timings and the command's document in one kiln.remote document
"$KILN" remote --envelope sim $T >"$tmp/env.json" 2>/dev/null; [ $? = 0 ] && ok || bad "remote --envelope exit"
pyj 'd["schema"] == "kiln.remote" and d["status"] == "pass" and d["job"]["state"] == "done" and d["result"]["schema"] == "kiln.sim" and d["uploads"]["files"] == 2 and d["uploads"]["uploaded"] + d["uploads"]["present"] == 2 and d["job"]["timings"]["run_ms"] > 0' "$tmp/env.json"
"$KILN" remote --timeout 1 sim $S --max-steps 1000000000000000 --json >"$tmp/to.json" 2>/dev/null; [ $? = 1 ] && ok || bad "remote --json timeout exit"
pyj 'd["schema"] == "kiln.remote" and d["status"] == "timeout" and d["job"]["state"] == "failed" and d["result"] is None and "timeout" in d["diagnostics"][0]["message"]' "$tmp/to.json"
"$KILN" remote --frobnicate 1 sim $T >/dev/null 2>"$tmp/r.err"; [ $? = 2 ] && grep -q "unknown option '--frobnicate'" "$tmp/r.err" && ok || bad "remote unknown option"
"$KILN" remote --retry-for x sim $T >/dev/null 2>"$tmp/r.err"; [ $? = 2 ] && grep -q "retry-for" "$tmp/r.err" && ok || bad "remote bad --retry-for"
"$KILN" remote --help | grep -q -- "--envelope" && ok || bad "remote --help lists the options"
"$KILN" remote --token nope sim $T >/dev/null 2>"$tmp/r.err"; [ $? = 2 ] && grep -q "401" "$tmp/r.err" && ok || bad "remote with a bad token"
"$KILN" remote run $T >/dev/null 2>"$tmp/r.err"; [ $? = 2 ] && grep -q "unsupported:" "$tmp/r.err" && ok || bad "remote run without GPUs"
"$KILN" remote --timeout 1 sim $S --max-steps 1000000000000000 >/dev/null 2>"$tmp/r.err"; rc=$?
[ $rc = 1 ] && grep -q "timeout: killed after 1 s" "$tmp/r.err" && ok || bad "remote timeout: exit $rc"
KILN_SERVER= "$KILN" remote sim $T >/dev/null 2>"$tmp/r.err"; [ $? = 2 ] && grep -q "no server" "$tmp/r.err" && ok || bad "remote without a server"
"$KILN" remote --server http://127.0.0.1:1 --retry-for 0 sim $T >/dev/null 2>"$tmp/r.err"; [ $? = 2 ] && grep -q "connect" "$tmp/r.err" && ok || bad "remote to a closed port"
"$KILN" remote sim /etc/hostname >/dev/null 2>"$tmp/r.err"; [ $? = 2 ] && grep -q "outside the current directory" "$tmp/r.err" && ok || bad "remote input outside cwd"

stop_kilnd
echo "server: $pass passed, $fail failed"
[ $fail -eq 0 ]
