#!/usr/bin/env bash
# kilnd on a GPU machine, in one device call: builds kilnd against the
# static archives of bench/gpu/kilnd_static_deps.sh (carry build-static/:
# the GPU machine has no Debian dev packages), starts it with --gpus all,
# and checks through `kiln remote`:
#   1. health lists the GPUs; run jobs pass (hand-written PTX and a zoo kernel)
#   2. a deadlocking kernel: the runner's own --timeout reports "timeout"
#      (exit 1), then a job on that same GPU passes
#   3. the same with kilnd's hard limit: timeout_s 5 while the runner would
#      wait 60 s; kilnd kills the job tree at 5 s, the next job on that GPU passes
#   4. bench through kilnd vs local `kiln bench`, interleaved local/remote
#      3 times each in this run; medians compared
# Results: $OUT/summary.txt and bench/results/kilnd-gpu-<gpu>-<date>.json
# (also copied to $OUT).  usage: OUT=/tmp/o bash bench/gpu/kilnd_check.sh
set -u
cd "$(dirname "$0")/../.."
OUT=${OUT:-/tmp/kilnd_out}
KS=${KILND_STATIC:-$PWD/build-static}
mkdir -p "$OUT"
S=$OUT/summary.txt
: >"$S"
t0=$(date +%s)
log() { echo "[$(( $(date +%s) - t0 ))s] $*" | tee -a "$S"; }
pass=0; fail=0
ok() { pass=$((pass + 1)); log "ok   $*"; }
bad() { fail=$((fail + 1)); log "FAIL $*"; }

nvidia-smi >"$OUT/nvidia-smi.txt" 2>&1
GPU=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -n 1)
DRIVER=$(nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>/dev/null | head -n 1)
CUDA=$(nvcc --version 2>/dev/null | tail -n 1)
log "gpu: $GPU, driver $DRIVER, $CUDA"
if [ ! -f "$KS/lib/libmicrohttpd.a" ]; then
	log "no $KS/lib/libmicrohttpd.a: run bench/gpu/kilnd_static_deps.sh on a Debian machine and carry build-static/"
	exit 1
fi
make -j"$(nproc)" KILND_STATIC="$KS" build/kiln build/kilnd >"$OUT/build.log" 2>&1 || { log "BUILD FAILED"; tail -30 "$OUT/build.log" | tee -a "$S"; exit 1; }
K=build/kiln
tmp=$(mktemp -d)
TOKEN=$(build/kilnd token add gpu-check --db "$tmp/q.db" --max-running 8 2>/dev/null)
build/kilnd --listen 127.0.0.1:0 --db "$tmp/q.db" --gpus all --cpu-workers 4 2>"$OUT/kilnd.err" &
KPID=$!
trap 'kill $KPID 2>/dev/null; rm -rf "$tmp"' EXIT
for i in $(seq 1 100); do
	PORT=$(grep -o 'listening on http://127.0.0.1:[0-9]*' "$OUT/kilnd.err" | sed 's/.*://')
	[ -n "$PORT" ] && break
	sleep 0.1
done
[ -n "$PORT" ] || { log "kilnd did not start"; cat "$OUT/kilnd.err" | tee -a "$S"; exit 1; }
export KILN_SERVER=http://127.0.0.1:$PORT KILN_TOKEN=$TOKEN
log "kilnd: $(head -n 3 "$OUT/kilnd.err" | tr '\n' ' ')"
curl -s "$KILN_SERVER/v1/health" >"$OUT/health.json" 2>/dev/null ||
	python3 -c "import urllib.request,sys; sys.stdout.write(urllib.request.urlopen('$KILN_SERVER/v1/health').read().decode())" >"$OUT/health.json"
NG=$(python3 -c "import json; print(len(json.load(open('$OUT/health.json'))['gpus']))")
[ "$NG" -ge 1 ] && ok "health lists $NG GPU(s), sandbox $(python3 -c "import json; print(json.load(open('$OUT/health.json'))['sandbox'])")" || { bad "health lists no GPU (see $OUT/kilnd.err)"; exit 1; }

# expect NAME WANTRC CMD...: stdout -> $OUT/NAME.json, stderr -> $OUT/NAME.err
expect() {
	local name=$1 want=$2; shift 2
	local s=$(date +%s.%N)
	timeout 600 "$@" >"$OUT/$name.json" 2>"$OUT/$name.err"
	local rc=$? e=$(date +%s.%N)
	local st=$(grep -m1 '"status"' "$OUT/$name.json" | tr -d ' ,')
	local tl=$(grep -m1 '^kiln remote: job' "$OUT/$name.err")
	if [ "$rc" = "$want" ]; then ok "$name rc=$rc $st ($(python3 -c "print('%.1f' % ($e - $s))") s) $tl"
	else bad "$name rc=$rc want=$want $st $tl"; head -c 800 "$OUT/$name.err" | tee -a "$S"; fi
}
# 1. run jobs
expect run-vadd-ptx 0 $K remote --gpu 0 run tests/gpu/vadd.json --json
expect run-zoo-vadd 0 $K remote --gpu 0 run zoo/basic/vadd/workload.json --json
expect run-zoo-softmax 0 $K remote --gpu 0 run zoo/softmax/row_softmax/workload.json --json
# 2. a deadlocking kernel: the runner times it out, the GPU serves the next job
expect hang-runner-timeout 1 $K remote --gpu 0 --timeout 60 run tests/gpu/hang.json --timeout 3 --json
grep -q '"timeout"' "$OUT/hang-runner-timeout.json" && ok "hang reported as timeout in the result" || bad "hang result lacks timeout"
expect after-hang-vadd 0 $K remote --gpu 0 run tests/gpu/vadd.json --json
# 3. kilnd's hard limit kills the job tree
expect hang-kilnd-kill 1 $K remote --gpu 0 --timeout 5 run tests/gpu/hang.json --timeout 60 --json
grep -q "timeout: killed after 5 s" "$OUT/hang-kilnd-kill.err" && ok "kilnd killed the hung job at its 5 s limit" || bad "no kilnd timeout message"
expect after-kill-vadd 0 $K remote --gpu 0 run tests/gpu/vadd.json --json
# 4. bench through kilnd vs local, interleaved
for r in 1 2 3; do
	expect bench-local-$r 0 $K bench zoo/basic/vadd/workload.json --time-cap 3 --json
	expect bench-remote-$r 0 $K remote --gpu 0 bench zoo/basic/vadd/workload.json --time-cap 3 --json
done
D=$(date -u +%Y-%m-%d)
SLUG=$(echo "$GPU" | tr 'A-Z ' 'a-z-' | tr -cd 'a-z0-9-')
RES=bench/results/kilnd-gpu-$SLUG-$D.json
python3 - "$OUT" "$RES" "$GPU" "$DRIVER" "$CUDA" "$pass" "$fail" >"$OUT/bench.txt" 2>&1 <<'PY'
import json, statistics, sys, glob, os
out, res, gpu, driver, cuda, p, f = sys.argv[1:]
def med(kind):
    v = []
    for r in (1, 2, 3):
        try:
            d = json.load(open(os.path.join(out, "bench-%s-%d.json" % (kind, r))))
            v.append(d.get("bench", {}).get("median_ms"))
        except Exception:
            v.append(None)
    return v
loc, rem = med("local"), med("remote")
ok = [x for x in loc if x] and [x for x in rem if x]
doc = {"what": "kilnd on a GPU machine: run jobs, deadlock killed and the GPU serving the next job, bench through kilnd vs local kiln bench (interleaved, same run)",
       "gpu": gpu, "driver": driver, "cuda": cuda, "date": __import__("datetime").datetime.utcnow().isoformat() + "Z",
       "command": "bash bench/gpu/kilnd_check.sh", "checks_passed": int(p), "checks_failed": int(f),
       "workload": "zoo/basic/vadd/workload.json --time-cap 3",
       "bench_local_median_ms": loc, "bench_remote_median_ms": rem}
if ok:
    doc["baseline"] = "local kiln bench, same run"
    doc["remote_over_local_median_ratio"] = statistics.median([x for x in rem if x]) / statistics.median([x for x in loc if x])
json.dump(doc, open(res, "w"), indent=2)
print("bench vadd median ms: local %s, through kilnd %s, ratio %s" % (loc, rem, doc.get("remote_over_local_median_ratio")))
PY
tee -a "$S" <"$OUT/bench.txt"
cp "$RES" "$OUT/" 2>/dev/null
log "result: $RES"
kill -TERM $KPID; wait $KPID 2>/dev/null
log "kilnd_check: $pass passed, $fail failed"
[ $fail -eq 0 ]
