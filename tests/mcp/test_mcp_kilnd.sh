#!/usr/bin/env bash
# kiln mcp with KILN_SERVER: the build/sim/check/run/bench tools go through
# `kiln remote` to a real kilnd on loopback (CPU-only: --gpus none); isa and
# kb stay local.  Prints "N passed, N failed".
set -u
B=${B:-build}
cd "$(dirname "$0")/../.."
pass=0; fail=0
ok() { pass=$((pass+1)); }
bad() { fail=$((fail+1)); echo "FAIL: $*"; }
tmp=$(mktemp -d)
KPID=
cleanup() { [ -n "$KPID" ] && kill "$KPID" 2>/dev/null; wait 2>/dev/null; rm -rf "$tmp"; }
trap cleanup EXIT
TOK=$("$B/kilnd" token add mcp --db "$tmp/k.db" 2>/dev/null)
"$B/kilnd" --listen 127.0.0.1:0 --db "$tmp/k.db" --gpus none 2>"$tmp/kilnd.err" &
KPID=$!
for i in $(seq 1 100); do
	PORT=$(grep -o 'listening on http://127.0.0.1:[0-9]*' "$tmp/kilnd.err" | tail -n 1 | sed 's/.*://')
	[ -n "$PORT" ] && break
	sleep 0.05
done
[ -n "$PORT" ] && ok || { bad "kilnd did not start"; cat "$tmp/kilnd.err"; }
M='"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}'
{
	echo '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"sim","arguments":{"workload":"zoo/basic/vadd/workload.json","case":"small"},'"$M"'}}'
	echo '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"build","arguments":{"path":"zoo/basic/vadd/kernel.kiln"},'"$M"'}}'
	echo '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"isa","arguments":{"query":"bar.sync"},'"$M"'}}'
	echo '{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"sim","arguments":{"workload":"no/such.json"},'"$M"'}}'
	echo '{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"task_eval","arguments":{"task":"tasks/softmax_f32","candidate":"zoo/softmax/row_softmax/kernel.kiln","stages":"sim","cases":"small","salt":"1"},'"$M"'}}'
} | ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} KILN_SERVER="http://127.0.0.1:$PORT" KILN_TOKEN="$TOK" "$B/kiln" mcp > "$tmp/out"
# (detect_leaks=0: under make asan, `kiln remote` leaks its input list at
# exit (src/cli/cmd_remote.c add_input, reported to kilnd on the board) and
# the leak report turns its exit code non-zero; this test is about kiln mcp)
python3 - "$tmp/out" "http://127.0.0.1:$PORT" <<'PY' > "$tmp/py"
import json, sys
r = {d["id"]: d["result"] for d in map(json.loads, open(sys.argv[1]))}
url = sys.argv[2]
checks = [
    (r[1]["structuredContent"].get("verdict") == "pass" and not r[1]["isError"], "sim through kilnd passes"),
    (r[1]["structuredContent"].get("via") == url, "sim result names the server"),
    ("kiln remote: job" in r[1]["structuredContent"].get("stderr", ""), "kiln remote ran the job"),
    (".entry vadd" in r[2]["structuredContent"].get("ptx", "") and r[2]["structuredContent"].get("via") == url, "build through kilnd"),
    ("via" not in r[3]["structuredContent"] and r[3]["structuredContent"]["exit_code"] == 0, "isa stays local"),
    (r[4]["isError"] and r[4]["structuredContent"]["exit_code"] == 2, "a bad workload through kilnd is a tool error"),
    (r[5]["structuredContent"].get("status") == "passed" and r[5]["structuredContent"].get("server", {}).get("url") == url
     and r[5]["structuredContent"]["server"]["jobs"][0]["kind"] == "task", "task_eval through kilnd: a 'task' job"),
]
for ok, what in checks:
    print(("ok " if ok else "BAD ") + what)
PY
while IFS= read -r l; do case "$l" in ok\ *) ok ;; *) bad "$l" ;; esac; done < "$tmp/py"
echo "mcp kilnd: $pass passed, $fail failed"
[ "$fail" = 0 ]
