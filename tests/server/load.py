#!/usr/bin/env python3
"""kilnd load test: C concurrent clients submit N sim jobs (each a distinct
case of tests/server/tiny, --var n=...) while the server is killed with
SIGKILL and restarted K times.  Clients retry with the same idempotency key
until the server answers, then long-poll until the job ends.  Afterwards
the SQLite database itself is checked: exactly N jobs, one per key, each
done with exactly one result that passes.  Prints throughput and the
p50/p99 server overhead per job (lease to result stored, minus the job's
own run time), and the client-side submit latency.

usage: load.py [--clients 32] [--jobs 1000] [--kills 5] [--cpu-workers 2] [--build build]
Exit 0 when every check holds.  The last line is "load: N passed, N failed".
"""
import argparse, hashlib, http.client, json, os, signal, socket, sqlite3, statistics
import subprocess, sys, tempfile, threading, time

ap = argparse.ArgumentParser()
ap.add_argument("--clients", type=int, default=32)
ap.add_argument("--jobs", type=int, default=1000)
ap.add_argument("--kills", type=int, default=5)
ap.add_argument("--cpu-workers", type=int, default=2)
ap.add_argument("--build", default=os.environ.get("B", "build"))
ap.add_argument("--sandbox", default="auto")
ap.add_argument("--out", help="write the figures as JSON here")
a = ap.parse_args()

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
os.chdir(root)
tmp = tempfile.mkdtemp(prefix="kilnd-load-")
db = os.path.join(tmp, "load.db")
kilnd = os.path.join(a.build, "kilnd")
token = subprocess.run([kilnd, "token", "add", "load", "--db", db, "--max-queued", "100000", "--max-running", "64"],
                       check=True, capture_output=True, text=True).stdout.strip()
s = socket.socket(); s.bind(("127.0.0.1", 0)); port = s.getsockname()[1]; s.close()
log = open(os.path.join(tmp, "kilnd.err"), "w")
server = None

def start():
    global server
    server = subprocess.Popen([kilnd, "--listen", "127.0.0.1:%d" % port, "--db", db, "--gpus", "none",
                               "--cpu-workers", str(a.cpu_workers), "--sandbox", a.sandbox], stderr=log)

def call(method, path, body=None, headers=None, timeout=60):
    h = {"Authorization": "Bearer " + token}
    h.update(headers or {})
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        c.request(method, path, body=body, headers=h)
        r = c.getresponse()
        return r.status, r.read()
    finally:
        c.close()

def retry(method, path, body=None, headers=None):
    """Until the server answers with something other than a 5xx."""
    while True:
        try:
            st, b = call(method, path, body, headers)
            if st < 500:
                return st, b
        except (OSError, http.client.HTTPException):
            pass
        time.sleep(0.05)

start()
files = []
for name in ("tests/server/tiny/workload.json", "tests/server/tiny/kernel.kiln"):
    data = open(name, "rb").read()
    sha = hashlib.sha256(data).hexdigest()
    st, _ = retry("POST", "/v1/blobs?sha256=" + sha, data)
    assert st in (200, 201), st
    files.append({"name": name, "sha256": sha})

results = {}          # key -> (id, job document)
submit_ms = []
lock = threading.Lock()
next_job = [0]
done = [0]

def client():
    while True:
        with lock:
            i = next_job[0]
            if i >= a.jobs:
                return
            next_job[0] += 1
        key = "load-%d" % i
        spec = json.dumps({"kind": "sim", "main": files[0]["name"], "files": files,
                           "args": ["--var", "n=%d" % (1 + i % 2000)], "client_key": key})
        t0 = time.monotonic()
        st, b = retry("POST", "/v1/jobs", spec, {"Content-Type": "application/json"})
        t1 = time.monotonic()
        if st not in (200, 201):
            raise SystemExit("submit %s: HTTP %d %s" % (key, st, b[:200]))
        jid = json.loads(b)["id"]
        while True:
            st, b = retry("GET", "/v1/jobs/%d?wait=30" % jid)
            d = json.loads(b)
            if d["state"] in ("done", "failed", "cancelled"):
                break
        with lock:
            submit_ms.append((t1 - t0) * 1e3)
            results[key] = (jid, d)
            done[0] += 1

t_start = time.monotonic()
threads = [threading.Thread(target=client, daemon=True) for _ in range(a.clients)]
for t in threads:
    t.start()
kills = 0
while any(t.is_alive() for t in threads):
    # spread the kills over the run: one each time another 1/(K+1) of the jobs is done
    if kills < a.kills and done[0] >= (kills + 1) * a.jobs / (a.kills + 1):
        server.send_signal(signal.SIGKILL)
        server.wait()
        kills += 1
        start()
    time.sleep(0.01)
wall = time.monotonic() - t_start
server.send_signal(signal.SIGTERM)
server.wait()

passed = failed = 0
def check(ok, what):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print("FAIL:", what)

con = sqlite3.connect(db)
rows = con.execute("SELECT id, client_key, state, attempts FROM jobs").fetchall()
res = dict(con.execute("SELECT job, doc FROM results").fetchall())
nres = con.execute("SELECT count(*) FROM results").fetchone()[0]
keys = [r[1] for r in rows]
check(len(rows) == a.jobs, "%d jobs in the database, want %d" % (len(rows), a.jobs))
check(len(set(keys)) == len(keys) and set(keys) == {"load-%d" % i for i in range(a.jobs)}, "keys are not one job each")
check(all(r[2] == 3 for r in rows), "jobs not done: %s" % [r for r in rows if r[2] != 3][:5])
check(nres == a.jobs and set(res) == {r[0] for r in rows}, "%d results for %d jobs" % (nres, len(rows)))
bad = [k for k, (jid, d) in results.items() if d["state"] != "done" or d["result"]["verdict"] != "pass"
       or d["result"]["case"] != "small"]
check(not bad, "jobs that did not pass: %s" % bad[:5])
check(len(results) == a.jobs, "clients saw %d jobs end, want %d" % (len(results), a.jobs))
check(all(json.loads(res[jid])["verdict"] == "pass" for jid, _ in results.values()), "stored result differs")
check(kills == a.kills, "killed %d times, want %d" % (kills, a.kills))
rerun = sum(1 for r in rows if r[3] > 1)

over = sorted(d["timings"]["overhead_ms"] for _, d in results.values())
run = sorted(d["timings"]["run_ms"] for _, d in results.values())
def pct(v, p):
    return v[min(len(v) - 1, int(p / 100 * len(v)))]
fig = {
    "clients": a.clients, "jobs": a.jobs, "kills": kills, "cpu_workers": a.cpu_workers, "wall_s": wall,
    "throughput_jobs_per_s": a.jobs / wall, "jobs_run_again_after_a_kill": rerun,
    "overhead_ms_p50": pct(over, 50), "overhead_ms_p99": pct(over, 99),
    "run_ms_p50": pct(run, 50), "submit_ms_p50": pct(sorted(submit_ms), 50), "submit_ms_p99": pct(sorted(submit_ms), 99),
    "sandbox": a.sandbox,
}
print("load: %d clients, %d sim jobs, %d SIGKILL restarts, %d CPU workers: %.1f s, %.1f jobs/s; %d jobs ran again after a kill"
      % (a.clients, a.jobs, kills, a.cpu_workers, wall, fig["throughput_jobs_per_s"], rerun))
print("load: server overhead per job (lease -> result stored, minus run time): p50 %.2f ms, p99 %.2f ms; job run time p50 %.1f ms"
      % (fig["overhead_ms_p50"], fig["overhead_ms_p99"], fig["run_ms_p50"]))
print("load: submit latency (client, POST /v1/jobs incl. retries across restarts): p50 %.2f ms, p99 %.2f ms"
      % (fig["submit_ms_p50"], fig["submit_ms_p99"]))
if a.out:
    json.dump(fig, open(a.out, "w"), indent=2)
subprocess.run(["rm", "-rf", tmp])
print("load: %d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
