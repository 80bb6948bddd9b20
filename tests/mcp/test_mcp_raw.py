"""kiln mcp over a raw JSON-RPC pipe: malformed messages get JSON-RPC errors
(never a dropped connection), version errors follow the 2026-07-28 rules,
notifications get no response.  One server process for the whole run: every
answer after an error proves the connection survived.

Run: python3 tests/mcp/test_mcp_raw.py BUILD_DIR   (prints "N passed, N failed")
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
B = sys.argv[1] if len(sys.argv) > 1 else "build"
KILN = os.path.join(ROOT, B, "kiln")
passed = failed = 0


def check(cond, what):
    global passed, failed
    if cond:
        passed += 1
    else:
        failed += 1
        print("FAIL:", what, flush=True)


p = subprocess.Popen([KILN, "mcp"], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)


def send(line):
    p.stdin.write(line + "\n")
    p.stdin.flush()


def recv():
    line = p.stdout.readline()
    return json.loads(line) if line else None


META = {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}


def modern(id_, method, params=None):
    params = dict(params or {})
    params["_meta"] = META
    return json.dumps({"jsonrpc": "2.0", "id": id_, "method": method, "params": params})


def expect_error(line, code, what, id_=None):
    send(line)
    r = recv()
    ok = r is not None and "error" in r and r["error"]["code"] == code and r.get("id") == id_
    check(ok, "%s: want error %d, got %s" % (what, code, r))
    return r


expect_error("{not json", -32700, "parse error")
expect_error('{"jsonrpc":"2.0","id":1,"method":', -32700, "truncated message")
expect_error("[1, 2]", -32600, "batch")
expect_error('"hello"', -32600, "a string message")
expect_error('{"jsonrpc":"1.0","id":2,"method":"tools/list"}', -32600, "jsonrpc 1.0", 2)
expect_error('{"jsonrpc":"2.0","id":3}', -32600, "no method", 3)
expect_error('{"jsonrpc":"2.0","id":4,"method":7}', -32600, "method not a string", 4)
expect_error('{"jsonrpc":"2.0","id":{"a":1},"method":"tools/list"}', -32600, "object id")
expect_error('{"jsonrpc":"2.0","id":5,"method":"tools/list","params":[1]}', -32602, "params not an object", 5)
expect_error('{"jsonrpc":"2.0","id":6,"method":"tools/list"}', -32600, "legacy request before initialize", 6)
r = expect_error(modern(7, "tools/list").replace("2026-07-28", "1900-01-01"), -32022, "unsupported version", 7)
check(r and r["error"].get("data", {}).get("supported") == ["2026-07-28"] and r["error"]["data"].get("requested") == "1900-01-01",
      "unsupported version names the supported ones: %s" % r)
expect_error(json.dumps({"jsonrpc": "2.0", "id": 8, "method": "tools/list",
                         "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28"}}}), -32602,
             "missing clientCapabilities", 8)
expect_error(modern(9, "ping"), -32601, "ping is gone in 2026-07-28", 9)
expect_error(modern(10, "no/such/method"), -32601, "unknown method", 10)
expect_error(modern(11, "tools/call", {"name": "no_such_tool"}), -32602, "unknown tool", 11)
expect_error(modern(12, "tools/call", {}), -32602, "tools/call without a name", 12)
expect_error(modern(13, "resources/read", {"uri": "kiln://nope.md"}), -32602, "unknown resource (modern)", 13)
expect_error(modern(14, "resources/read", {"uri": "kiln://../Makefile"}), -32602, "resource outside the listing", 14)
expect_error('{"jsonrpc":"2.0","id":15,"method":"server/discover"}', -32602, "discover without _meta", 15)

# notifications and stray responses get no answer: the next answer is for id 16
send('{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}')
send('{"jsonrpc":"2.0","id":99,"result":{}}')
send("")
send(modern(16, "server/discover"))
r = recv()
check(r and r.get("id") == 16 and r["result"]["supportedVersions"] == ["2026-07-28"] and r["result"]["resultType"] == "complete",
      "discover after notifications: %s" % r)
check(r and r["result"].get("ttlMs", -1) >= 0 and r["result"].get("cacheScope") in ("public", "private"), "discover is cacheable")

# a tool whose arguments are wrong: a result with isError, not a protocol error
send(modern(17, "tools/call", {"name": "sim", "arguments": {"workload": 3}}))
r = recv()
check(r and r["result"]["isError"] is True and r["result"]["structuredContent"]["exit_code"] == 2, "bad arguments: tool error %s" % r)
send(modern(18, "tools/call", {"name": "build", "arguments": {"source": "kernel k( {"}}))
r = recv()
sc = r["result"]["structuredContent"] if r and "result" in r else {}
check(r and r["result"]["isError"] is True and sc.get("diagnostics"), "compile error: tool result with diagnostics")

# every argument of every tool reaches the command line as the tool table
# says (the command's own envelope echoes its argv): positionals, options
# with values, repeated options, KEY=VALUE vars, booleans only when true,
# integers and non-integers; the workloads do not exist, so each command
# stops at an input error before needing a GPU
ARGV = [
    ("build", {"path": "nope.kiln", "defines": ["A=1", "B=2"], "target": "sm_90a", "kernel": "k", "map": True,
               "ptxas": False, "include_dirs": ["lib", "zoo"]},
     ["build", "nope.kiln", "-D", "A=1", "-D", "B=2", "--target", "sm_90a", "--kernel", "k", "--map",
      "-I", "lib", "-I", "zoo"]),
    ("build", {"source": "kernel k( {", "ptxas": True}, ["build", "-", "--ptxas"]),
    ("isa", {"query": "no.such.opcode"}, ["isa", "no.such.opcode"]),
    ("kb_search", {"query": "q", "kind": "zoo", "limit": 2}, ["kb", "search", "q", "--kind", "zoo", "--limit", "2"]),
    ("kb_uses", {"instruction": "no.such"}, ["kb", "uses", "no.such"]),
    ("kb_show", {"id": "zoo:no/such"}, ["kb", "show", "zoo:no/such"]),
    ("sim", {"workload": "nope.json", "case": "c", "vars": {"n": 4, "m": -1}, "schedule": "random", "seed": 3,
             "ctas": "0-1"},
     ["sim", "nope.json", "--case", "c", "--var", "n=4", "--var", "m=-1", "--schedule", "random", "--seed", "3",
      "--ctas", "0-1"]),
    ("check", {"workload": "nope.json", "case": "c"}, ["check", "nope.json", "--case", "c"]),
    ("run", {"workload": "nope.json", "device": 1}, ["run", "nope.json", "--device", "1"]),
    ("bench", {"workload": "nope.json", "case": "c", "device": 0, "time_cap_s": 2.5},
     ["bench", "nope.json", "--case", "c", "--device", "0", "--time-cap", "2.5"]),
    ("bench", {"workload": "nope.json", "time_cap_s": 3}, ["bench", "nope.json", "--time-cap", "3"]),
    ("profile", {"workload": "nope.json", "case": "c", "ncu": True, "timeline": False, "set": "full", "lines": 3,
                 "out": "/tmp/nope"},
     ["profile", "nope.json", "--case", "c", "--ncu", "--set", "full", "--lines", "3", "--out", "/tmp/nope"]),
    ("sanitize", {"workload": "nope.json", "tool": "racecheck", "case": "c", "timeout_s": 2.5, "print_limit": 5},
     ["sanitize", "nope.json", "--tool", "racecheck", "--case", "c", "--timeout", "2.5", "--print-limit", "5"]),
    ("task_eval", {"task": "tasks/nope", "candidate": "nope.kiln", "stages": "sim", "cases": "a", "salt": "ff"},
     ["task", "eval", "tasks/nope", "nope.kiln", "--stages", "sim", "--cases", "a", "--salt", "ff"]),
]
for i, (tool, args, want) in enumerate(ARGV):
    send(modern(100 + i, "tools/call", {"name": tool, "arguments": args}))
    r = recv()
    cmd = (((r or {}).get("result") or {}).get("structuredContent") or {}).get("command") or []
    cmd = cmd[1:]
    if cmd[:1] == ["remote"]:       # KILN_SERVER set: the same command through kilnd
        cmd = cmd[1:]
    check(cmd == want + ["--json"], "%s %s: command line %s, want %s" % (tool, args, cmd, want + ["--json"]))

# wrong arguments to any tool: a tool error whose envelope still satisfies
# that tool's outputSchema (schema kiln.kb for the kb tools, kiln.task for
# task_eval), naming the argument, with an empty command (none ran)
send(modern(200, "tools/list"))
r = recv()
tools = (r or {}).get("result", {}).get("tools", [])
check(len(tools) == 12, "tools/list: %d tools" % len(tools))
for i, t in enumerate(tools):
    send(modern(201 + i, "tools/call", {"name": t["name"], "arguments": {"bogus_arg": 1}}))
    r = recv()
    res = (r or {}).get("result") or {}
    sc = res.get("structuredContent") or {}
    want = t["outputSchema"]["properties"]["schema"]["const"]
    msg = " ".join(d.get("message", "") for d in sc.get("diagnostics", []))
    check(res.get("isError") is True and sc.get("schema") == want and sc.get("exit_code") == 2 and sc.get("command") == []
          and sc.get("status") == "input_error" and "bogus_arg" in msg and "bogus_arg" in res["content"][0]["text"],
          "%s with an unknown argument: %s" % (t["name"], r))

# legacy handshake on the same process, then a legacy call; -32002 for a missing resource
send(json.dumps({"jsonrpc": "2.0", "id": 19, "method": "initialize",
                 "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}}))
r = recv()
check(r and r["result"]["protocolVersion"] == "2025-11-25" and "resultType" not in r["result"], "initialize: %s" % r)
send('{"jsonrpc":"2.0","method":"notifications/initialized"}')
send('{"jsonrpc":"2.0","id":20,"method":"ping"}')
r = recv()
check(r and r.get("id") == 20 and r.get("result") == {}, "legacy ping")
expect_error('{"jsonrpc":"2.0","id":21,"method":"resources/read","params":{"uri":"kiln://nope"}}', -32002, "unknown resource (legacy)", 21)
send(json.dumps({"jsonrpc": "2.0", "id": 22, "method": "initialize", "params": {"protocolVersion": "2099-01-01", "capabilities": {}}}))
r = recv()
check(r and r["result"]["protocolVersion"] == "2025-11-25", "initialize with an unknown version gets the server's latest")
# a line over the 16 MiB limit: a parse error, then the server still answers
send("x" * (16 * 1024 * 1024 + 10))
r = recv()
check(r and r["error"]["code"] == -32700, "oversized line")
send('{"jsonrpc":"2.0","id":23,"method":"tools/list"}')
r = recv()
check(r and len(r["result"]["tools"]) >= 9, "still serving")
p.stdin.close()
check(p.wait(timeout=30) == 0, "exits 0 at end of input")
print("tests/mcp/test_mcp_raw.py: %d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
