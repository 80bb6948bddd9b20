"""kiln mcp with the official MCP Python SDK (the `mcp` package) as the
client, over both protocol revisions: mode="legacy" (the 2025-11-25
initialize handshake), mode="2026-07-28" (stateless, per-request _meta) and
mode="auto" (the SDK probes server/discover first).  Each run lists the
tools and resources and calls build, isa, kb_search, kb_uses and sim on a
zoo workload, plus error cases that must come back as tool results.

Run: python3 tests/mcp/test_mcp_sdk.py BUILD_DIR   (prints "N passed, N failed")
"""
import asyncio
import json
import os
import sys

from mcp import Client
from mcp.client.stdio import StdioServerParameters

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


def sc(result):
    """The structured result (the command's JSON envelope)."""
    return result.structured_content if isinstance(result.structured_content, dict) else {}


async def session(mode, want_version):
    params = StdioServerParameters(command=KILN, args=["mcp"], cwd=ROOT,
                                   env={"KILN_KB": os.path.join(ROOT, B, "kb.sqlite")})
    async with Client(params, mode=mode, read_timeout_seconds=300) as c:
        tag = "[%s] " % mode
        check(c.protocol_version == want_version, tag + "negotiated %s, want %s" % (c.protocol_version, want_version))
        if mode not in ("legacy", "auto"):
            # a pinned modern connection adopts a synthesized discover result (no
            # server info by design); send server/discover through the SDK ourselves
            raw = await c.session.send_discover("2026-07-28")
            check("2026-07-28" in raw.get("supportedVersions", []), tag + "server/discover lists 2026-07-28")
            info = raw.get("_meta", {}).get("io.modelcontextprotocol/serverInfo", {})
            check(info.get("name") == "kiln", tag + "server/discover stamps serverInfo")
        else:
            check(c.server_info is not None and c.server_info.name == "kiln", tag + "server info")

        tools = await c.list_tools()
        names = {t.name for t in tools.tools}
        for n in ["build", "isa", "kb_search", "kb_uses", "kb_show", "sim", "check", "run", "bench", "profile", "sanitize", "task_eval"]:
            check(n in names, tag + "tool %s listed" % n)
        for t in tools.tools:
            check(t.input_schema.get("type") == "object" and "properties" in t.input_schema, tag + "input schema of " + t.name)
            check(t.output_schema is not None and "exit_code" in t.output_schema.get("required", []), tag + "output schema of " + t.name)

        r = await c.call_tool("build", {"path": "zoo/basic/vadd/kernel.kiln", "map": True})
        d = sc(r)
        check(not r.is_error and d.get("exit_code") == 0, tag + "build ok: %s" % d.get("status"))
        check(".entry vadd" in d.get("ptx", ""), tag + "build returns the PTX")
        check(d.get("schema") == "kiln.build" and isinstance(d.get("diagnostics"), list), tag + "build envelope")
        check(json.loads(r.content[0].text) == d, tag + "text content is the same JSON")

        r = await c.call_tool("build", {"source": "kernel k(a: global f32*)\n  grid(1) block(32)\n{\n  ld.global.v3.f32 x, [a];\n}\n"})
        d = sc(r)
        diags = d.get("diagnostics", [])
        check(r.is_error and d.get("exit_code") == 2, tag + "compile error is a tool error (exit %s)" % d.get("exit_code"))
        check(any(g.get("line") == 4 for g in diags), tag + "compile error has its line: %s" % diags[:1])

        r = await c.call_tool("isa", {"query": "fence.proxy.async"})
        d = sc(r)
        check(not r.is_error and any(e.get("id") == "fence_proxy_async" for e in d.get("entries", [])), tag + "isa entry")

        r = await c.call_tool("kb_search", {"query": "fence.proxy.async"})
        d = sc(r)
        ids = [x["id"] for x in d.get("results", [])]
        check(not r.is_error and "isa:fence_proxy_async" in ids, tag + "kb_search finds the ISA entry: %s" % ids[:5])
        check(all("snippet" in x for x in d.get("results", [])), tag + "kb_search snippets")

        r = await c.call_tool("kb_search", {"query": "swizzle", "kind": "tuning", "limit": 3})
        d = sc(r)
        check(not r.is_error and 0 < d.get("count", 0) <= 3 and all(x["kind"] == "tuning" for x in d["results"]), tag + "kb_search --kind tuning")

        r = await c.call_tool("kb_uses", {"instruction": "cp.async.bulk.tensor"})
        d = sc(r)
        check(not r.is_error and any(u["path"].startswith("zoo/gemm/") for u in d.get("uses", [])), tag + "kb_uses lists zoo lines")

        r = await c.call_tool("sim", {"workload": "zoo/basic/vadd/workload.json", "case": "small"})
        d = sc(r)
        check(not r.is_error and d.get("exit_code") == 0 and d.get("verdict") == "pass", tag + "sim vadd passes: %s" % d.get("verdict"))

        r = await c.call_tool("sim", {"workload": "zoo/softmax/row_softmax/workload.json", "case": "odd"})
        d = sc(r)
        check(not r.is_error and d.get("verdict") == "pass", tag + "sim row_softmax odd passes")

        r = await c.call_tool("sim", {"workload": "no/such/workload.json"})
        d = sc(r)
        check(r.is_error and d.get("exit_code") == 2 and d.get("diagnostics"), tag + "missing workload is a tool error with diagnostics")

        r = await c.call_tool("sim", {"workload": 5})
        check(r.is_error and "workload" in r.content[0].text, tag + "wrong argument type is a tool error: " + r.content[0].text)

        r = await c.call_tool("kb_search", {"query": "x", "bogus": 1})
        check(r.is_error and "unknown argument" in r.content[0].text, tag + "unknown argument is a tool error")

        r = await c.call_tool("run", {"workload": "zoo/basic/vadd/workload.json"})
        d = sc(r)
        check(d.get("exit_code", 0) != 0, tag + "run without a GPU fails loudly (exit %s)" % d.get("exit_code"))

        r = await c.call_tool("check", {"workload": "zoo/basic/vadd/workload.json"})
        d = sc(r)
        have_check = os.system("%s check --help >/dev/null 2>&1" % KILN) == 0
        if have_check:
            check(not r.is_error, tag + "check runs")
        else:
            check(r.is_error and "unsupported" in json.dumps(d), tag + "check fails loudly while kiln check is missing")

        r = await c.call_tool("task_eval", {"task": "tasks/softmax_f32", "candidate": "zoo/softmax/row_softmax/kernel.kiln",
                                            "stages": "sim", "cases": "small,holdout_a", "salt": "1234"})
        d = sc(r)
        check(not r.is_error and d.get("schema") == "kiln.task" and d.get("status") == "passed"
              and [x["case"] for x in d["stages"][0]["cases"]] == ["small", "holdout_a"], tag + "task_eval sim stage passes: %s" % d.get("status"))
        r = await c.call_tool("task_eval", {"task": "tasks/softmax_f32", "candidate": "tests/task/cheat_cached.kiln",
                                            "stages": "sim", "cases": "small", "salt": "1"})
        d = sc(r)
        rules = {x["rule"]: x["status"] for x in d.get("anti_cheat", [])}
        check(d.get("exit_code") == 1 and d.get("score") == 0 and rules.get("repeat_new_inputs") == "fail", tag + "task_eval: a cheater scores 0 with the rule")
        r = await c.call_tool("task_eval", {"task": "tasks/softmax_f32", "candidate": "zoo/softmax/row_softmax/kernel.kiln",
                                            "stages": "bench", "salt": "1"})
        d = sc(r)
        check(r.is_error and d.get("exit_code") == 3 and "needs a GPU" in d.get("stop_reason", ""), tag + "task_eval bench stage says it needs a GPU")

        # profile / sanitize need a GPU (and ncu / compute-sanitizer): here they
        # fail loudly, as unsupported while this kiln lacks the command
        for tool, a in (("profile", {"workload": "zoo/basic/vadd/workload.json", "ncu": True}),
                        ("sanitize", {"workload": "zoo/basic/vadd/workload.json", "tool": "memcheck"})):
            r = await c.call_tool(tool, a)
            d = sc(r)
            have = os.system("%s %s --help >/dev/null 2>&1" % (KILN, tool)) == 0
            check(r.is_error and d.get("exit_code") in (2, 3) and (have or "unsupported" in json.dumps(d)),
                  tag + "%s without a GPU fails loudly (exit %s)" % (tool, d.get("exit_code")))
        r = await c.call_tool("sanitize", {"workload": "zoo/basic/vadd/workload.json", "tool": "nosuchtool"})
        check(r.is_error and "must be one of" in r.content[0].text, tag + "sanitize: an unknown tool is a tool error")

        res = await c.list_resources()
        uris = [x.uri for x in res.resources]
        check("kiln://docs/simulator.md" in [str(u) for u in uris], tag + "docs resource listed")
        check(any(str(u).startswith("kiln://zoo/gemm/wgmma_ws/") for u in uris), tag + "zoo resource listed")
        rr = await c.read_resource("kiln://zoo/basic/vadd/kernel.kiln")
        check("kernel vadd" in rr.contents[0].text, tag + "zoo kernel readable")
        try:
            await c.read_resource("kiln://../../etc/passwd")
            check(False, tag + "path outside the listing must not be readable")
        except Exception as e:  # noqa: BLE001 - the SDK raises MCPError
            check("not found" in str(e).lower(), tag + "unknown resource is an error: %s" % e)

        # the connection survives all of the above
        r = await c.call_tool("isa", {"query": "bar.sync"})
        check(not r.is_error, tag + "still serving after errors")


async def main():
    await session("legacy", "2025-11-25")
    await session("2026-07-28", "2026-07-28")
    await session("auto", "2026-07-28")


asyncio.run(main())
print("tests/mcp/test_mcp_sdk.py: %d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
