#!/usr/bin/env bash
# Every command's --json output, success and error cases, validates against
# its JSON Schema (docs/schema/<command>.json, which extends common.json, the
# envelope); a command without its own schema file is held to common.json.
# Needs Python jsonschema (.ci/install-deps).
set -u
cd "$(dirname "$0")/../.."
B=${B:-build}
K="$B/kiln"
export KILN_LIBCUDA=/nonexistent/libcuda.so.1   # run/bench: the no-driver error path
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
printf 'kernel k(a: global f32*) grid(1) block(32) {\n  ld.global.f32 x, [a];\n}\n' >"$T/bad.kiln"
n=0
run() {   # run NAME -- CMD...: capture stdout of CMD as $T/NAME.json
	local name=$1; shift; shift
	"$@" >"$T/$n-$name.json" 2>/dev/null
	echo "$?" >"$T/$n-$name.rc"
	n=$((n+1))
}
run build-ok -- "$K" build zoo/basic/vadd/kernel.kiln --json
run build-error -- "$K" build "$T/bad.kiln" --json
run build-dump-sema -- "$K" build zoo/basic/vadd/kernel.kiln --dump-ir=sema --json
run build-dump-ir -- "$K" build zoo/basic/vadd/kernel.kiln --dump-ir --json
run build-usage -- "$K" build zoo/basic/vadd/kernel.kiln --dump-ir=nosuch --json
run isa-ok -- "$K" isa ld.global.f32 --json
run isa-nomatch -- "$K" isa nosuchop --json
run sim-pass -- "$K" sim zoo/basic/vadd/workload.json --json
run sim-mismatch -- "$K" sim tests/gpu/wrong_vadd.json --json
run sim-nocheck -- "$K" sim zoo/basic/vadd/workload.json --no-check --json
run sim-deadlock -- "$K" sim tests/sim/deadlock.json --json
run sim-schedules-differ -- "$K" sim tests/check/race/smem_raw.json --case bug --schedules 4 --json
run sim-schedules-same -- "$K" sim zoo/basic/vadd/workload.json --schedules 2 --json
run sim-time-limit -- "$K" sim zoo/basic/vadd/workload.json --max-seconds 0.000001 --json
run sim-ctas -- "$K" sim zoo/reduce/block_sum/workload.json --ctas 0,1 --json
run sim-oob -- "$K" sim tests/sim/oob.json --json
run sim-input -- "$K" sim "$T/none.json" --json
run sim-usage -- "$K" sim zoo/basic/vadd/workload.json --seed 1 --json
run sim-unknown-opt -- "$K" sim zoo/basic/vadd/workload.json --frobnicate --json
run run-nocuda -- "$K" run tests/gpu/vadd.json --json
run run-usage -- "$K" run --json
run bench-nocuda -- "$K" bench tests/gpu/vadd.json --json
# kiln remote (docs/schema/remote.json): its own failures, and a live kilnd:
# --envelope, a command's document passed through, a timeout, a 501
run remote-usage -- "$K" remote --json
run remote-noserver -- env KILN_SERVER= "$K" remote sim zoo/basic/vadd/workload.json --json
run remote-closed -- "$K" remote --server http://127.0.0.1:1 --retry-for 0 sim zoo/basic/vadd/workload.json --json
if [ -x "$B/kilnd" ]; then
	KT=$("$B/kilnd" token add schemas --db "$T/k.db" 2>/dev/null)
	"$B/kilnd" --listen 127.0.0.1:0 --db "$T/k.db" --gpus none --cpu-workers 1 2>"$T/k.err" &
	KPID=$!
	for i in $(seq 1 200); do grep -q "listening on" "$T/k.err" && break; sleep 0.05; done
	KS=$(grep -o 'http://127.0.0.1:[0-9]*' "$T/k.err" | head -n 1)
	R=("$K" remote --server "$KS" --token "$KT")
	run remote-envelope -- "${R[@]}" --envelope sim tests/server/tiny/workload.json --case small
	run remote-json -- "${R[@]}" sim tests/server/tiny/workload.json --case small --json
	run remote-timeout -- "${R[@]}" --timeout 1 sim tests/server/spin/workload.json --max-steps 1000000000000000 --json
	run remote-unsupported -- "${R[@]}" run tests/server/tiny/workload.json --json
	kill $KPID; wait $KPID 2>/dev/null
fi
run check-clean -- "$K" check tests/check/race/smem_raw.json --case fixed --json
run check-findings -- "$K" check tests/check/race/smem_raw.json --json
run check-sync-findings -- "$K" check tests/check/sync/dl_cycle/bug.json --json
run check-incomplete -- "$K" check tests/check/sync/po_no_empty_wait/fixed.json --sync --max-states 5 --json
run check-input -- "$K" check "$T/none.json" --json
run check-nocase -- "$K" check tests/check/race/smem_raw.json --case nope --json
run check-usage -- "$K" check tests/check/race/smem_raw.json --max-states 0 --json
run check-unknown-opt -- "$K" check tests/check/race/smem_raw.json --frobnicate --json
run sanitize-nocuda -- "$K" sanitize tests/gpu/oob/workload.json --tool memcheck --json
run sanitize-usage -- "$K" sanitize tests/gpu/oob/workload.json --tool nosuch --json
run sanitize-input -- "$K" sanitize "$T/none.json" --tool memcheck --json
run profile-nocuda -- "$K" profile zoo/gemm/wgmma_ws/workload.json --ncu --out "$T/prof-nocuda" --json
run profile-usage -- "$K" profile zoo/gemm/wgmma_ws/workload.json --json
run profile-import -- "$K" profile zoo/gemm/wgmma_ws/workload.json --ncu --import tests/fixtures/prof/gemm_full --out "$T/prof" --json
run profile-ncu-csv -- "$K" profile --ncu-csv tests/fixtures/prof/membound_ncu/raw.csv --json
run profile-ncu-csv-missing -- "$K" profile --ncu-csv "$T/none.csv" --json
# kb, task, mcp (issue 15); kb needs the index `make` builds (no SQLite: the unsupported error document)
run kb-build -- "$K" kb build --out "$T/kb.sqlite" --json
run kb-search -- "$K" kb search fence.proxy.async --db "$T/kb.sqlite" --json
run kb-search-none -- "$K" kb search zzqqxxnothing --db "$T/kb.sqlite" --json
run kb-uses -- "$K" kb uses cp.async.bulk.tensor --db "$T/kb.sqlite" --json
run kb-show -- "$K" kb show isa:fence_proxy_async --db "$T/kb.sqlite" --json
run kb-show-missing -- "$K" kb show isa:no_such --db "$T/kb.sqlite" --json
run kb-usage -- "$K" kb search x --limit 0 --json
run task-list -- "$K" task list --json
run task-eval-sim -- "$K" task eval tasks/softmax_f32 zoo/softmax/row_softmax/kernel.kiln --stages sim,check --cases small --salt 1 --json
run task-eval-cheat -- "$K" task eval tasks/softmax_f32 tests/task/cheat_skip.kiln --stages sim --cases small --salt 1 --json
run task-eval-nogpu -- "$K" task eval tasks/softmax_f32 zoo/softmax/row_softmax/kernel.kiln --stages bench --salt 1 --json
run task-eval-badtask -- "$K" task eval no/such/task zoo/softmax/row_softmax/kernel.kiln --json
run task-usage -- "$K" task eval tasks/softmax_f32 --json
run mcp-describe -- "$K" mcp --describe --json
run mcp-usage -- "$K" mcp --json
python3 - "$T" <<'PY'
import json, os, sys, glob
try:
    import jsonschema, referencing
except ImportError as e:
    print("schemas: Python jsonschema is missing (pip install jsonschema): %s" % e)
    print("0 passed, 1 failed"); sys.exit(1)
sd = "docs/schema"
res = []
for f in sorted(glob.glob(os.path.join(sd, "*.json"))):
    s = json.load(open(f))
    res.append((s["$id"], referencing.Resource.from_contents(s)))
    res.append((os.path.basename(f), referencing.Resource.from_contents(s)))
reg = referencing.Registry().with_resources(res)
passed = failed = 0
for f in sorted(glob.glob(os.path.join(sys.argv[1], "*.json")), key=lambda p: int(os.path.basename(p).split("-")[0])):
    name = os.path.basename(f)[:-5]
    rc = int(open(f[:-5] + ".rc").read())
    try:
        d = json.load(open(f))
    except ValueError as e:
        print("FAIL %s: stdout is not one JSON document (%s)" % (name, e)); failed += 1; continue
    cmd = d.get("schema", "?").split(".", 1)[-1]
    path = os.path.join(sd, cmd + ".json")
    schema = json.load(open(path if os.path.exists(path) else os.path.join(sd, "common.json")))
    v = jsonschema.Draft202012Validator(schema, registry=reg)
    errs = sorted(v.iter_errors(d), key=lambda e: list(e.path))
    if errs:
        print("FAIL %s (%s): %s at %s" % (name, path, errs[0].message[:300], list(errs[0].path))); failed += 1
    elif d["exit_code"] != rc:
        print("FAIL %s: exit_code %d in the JSON, process exited %d" % (name, d["exit_code"], rc)); failed += 1
    else:
        passed += 1
print("schemas: %d passed, %d failed" % (passed, failed))
PY
