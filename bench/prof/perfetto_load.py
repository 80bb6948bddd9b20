#!/usr/bin/env python3
"""Loads a `kiln profile --timeline` trace in Perfetto's trace processor and
checks it shows what the timeline recorded (issue 16's acceptance).

    python3 bench/prof/perfetto_load.py TRACE.json[.gz] [--bin trace_processor_shell]
        [--roles producer,consumer] [--out RESULT.json]

TRACE is the Chrome trace-event JSON `kiln profile --timeline` writes
(timeline.json; gzip-compressed is fine: the trace processor inflates it).
The binary comes from --bin or $TRACE_PROCESSOR_SHELL (docs/profiling.md,
"The Perfetto trace processor", says how to build it); it is driven through
the `perfetto` package's TraceProcessor, as a user would.

What is checked, each against the trace file itself (read here with the
json module), never against constants:
  - the trace processor imported every span as a slice, with its region
    name, its role as the category, and its duration;
  - each role named in --roles (default: producer,consumer, the GEMM's
    warpgroups) has spans;
  - every slice lies on a thread track whose thread is named by its role
    ("consumer #3") inside a process named for its SM ("SM 17"), one track
    per (SM, role, slot) as the writer laid them out;
  - the spans' arguments (CTA, warp, source line) came through;
  - the trace processor reported no import error or data loss (stats).
Prints the query results; --out writes them with the tool's version, the
command and the date.  Exit 0 when every check holds, 1 when one does not,
2 on usage errors (no binary, unreadable trace).
"""
import argparse
import collections
import datetime
import gzip
import hashlib
import json
import os
import subprocess
import sys


def read_trace(path):
    with open(path, "rb") as f:
        raw = f.read()
    if raw[:2] == b"\x1f\x8b":
        raw = gzip.decompress(raw)
    return raw, json.loads(raw)


def expected(doc):
    """What the trace file says: spans per (role, region), tracks, SMs."""
    ev = doc["traceEvents"]
    spans = [e for e in ev if e.get("ph") == "X"]
    procs = {e["pid"]: e["args"]["name"] for e in ev if e.get("ph") == "M" and e["name"] == "process_name"}
    threads = {(e["pid"], e["tid"]): e["args"]["name"] for e in ev if e.get("ph") == "M" and e["name"] == "thread_name"}
    by = collections.defaultdict(lambda: [0, 0.0])
    for e in spans:
        k = (e["cat"], e["name"])
        by[k][0] += 1
        by[k][1] += e["dur"]
    used = {(e["pid"], e["tid"]) for e in spans}
    return {
        "spans": len(spans),
        "by_role_region": {f"{c}/{n}": {"spans": v[0], "total_us": v[1]} for (c, n), v in sorted(by.items())},
        "tracks": len(used),
        "sms": len({p for p, _ in used}),
        "track_names": {f"{procs[p]}|{threads[(p, t)]}" for p, t in used},
    }


def rows(tp, sql):
    out = []
    for r in tp.query(sql):
        out.append({k: getattr(r, k) for k in r.__dict__ if not k.startswith("_")})
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("trace")
    ap.add_argument("--bin", default=os.environ.get("TRACE_PROCESSOR_SHELL"))
    ap.add_argument("--roles", default="producer,consumer")
    ap.add_argument("--out")
    a = ap.parse_args()
    if not a.bin or not os.access(a.bin, os.X_OK):
        print("perfetto_load: no trace_processor_shell: give --bin or set $TRACE_PROCESSOR_SHELL "
              "(docs/profiling.md says how to build it)", file=sys.stderr)
        return 2
    try:
        raw, doc = read_trace(a.trace)
    except (OSError, ValueError) as e:
        print(f"perfetto_load: {a.trace}: {e}", file=sys.stderr)
        return 2
    want = expected(doc)
    roles = [r for r in a.roles.split(",") if r]

    from perfetto.trace_processor import TraceProcessor, TraceProcessorConfig
    import perfetto

    version = subprocess.run([a.bin, "--version"], capture_output=True, text=True).stdout.strip()
    tp = TraceProcessor(trace=a.trace, config=TraceProcessorConfig(bin_path=a.bin, load_timeout=120))
    q = {}
    q["slices"] = rows(tp, "select count(*) as n, count(distinct track_id) as tracks from slice")[0]
    q["by_role_region"] = rows(tp, """
        select category as role, name as region, count(*) as spans, sum(dur) as total_ns,
               min(dur) as min_ns, max(dur) as max_ns, min(depth) as min_depth, max(depth) as max_depth
        from slice group by category, name order by category, name""")
    q["tracks_by_role"] = rows(tp, """
        select s.category as role, count(distinct s.track_id) as tracks, count(distinct t.utid) as threads,
               count(distinct p.upid) as sms, count(*) as spans
        from slice s join thread_track tt on s.track_id = tt.id
        join thread t using (utid) join process p using (upid)
        group by s.category order by s.category""")
    q["off_thread_tracks"] = rows(tp, """
        select count(*) as n from slice s left join thread_track tt on s.track_id = tt.id
        where tt.id is null""")[0]["n"]
    names = rows(tp, """
        select distinct p.name as process, t.name as thread, s.category as role
        from slice s join thread_track tt on s.track_id = tt.id
        join thread t using (utid) join process p using (upid)""")
    q["misnamed_tracks"] = [n for n in names
                            if not (n["process"] or "").startswith("SM ")
                            or not (n["thread"] or "").startswith(f"{n['role']} #")]
    q["track_names_match"] = {f"{n['process']}|{n['thread']}" for n in names} == want["track_names"]
    q["args"] = rows(tp, """
        select a.key as key, count(*) as n from slice s join args a using (arg_set_id)
        where a.key in ('args.cta', 'args.warp', 'args.source', 'args.region', 'args.cycles')
        group by a.key order by a.key""")
    q["source_lines"] = rows(tp, """
        select s.category as role, s.name as region, a.string_value as source, count(*) as spans
        from slice s join args a using (arg_set_id) where a.key = 'args.source'
        group by 1, 2, 3 order by 1, 2, 3""")
    q["import_problems"] = rows(tp, """
        select name, idx, severity, source, value from stats
        where value > 0 and severity in ('error', 'data_loss') order by name""")
    tp.close()

    got = {f"{r['role']}/{r['region']}": r for r in q["by_role_region"]}
    checks = []

    def check(what, ok, detail=None):
        checks.append({"check": what, "ok": bool(ok), **({"detail": detail} if detail is not None else {})})

    check("every span is a slice", q["slices"]["n"] == want["spans"], [q["slices"]["n"], want["spans"]])
    check("spans per role and region", set(got) == set(want["by_role_region"]) and all(
        got[k]["spans"] == v["spans"] for k, v in want["by_role_region"].items()),
        {k: [got.get(k, {}).get("spans"), v["spans"]] for k, v in want["by_role_region"].items()})
    # durations: the JSON's microseconds (3 decimals) against the slices' ns
    check("durations", all(abs(got[k]["total_ns"] / 1e3 - v["total_us"]) <= 1e-3 * v["spans"] + 1e-6 * v["total_us"]
                           for k, v in want["by_role_region"].items() if k in got))
    for r in roles:
        n = sum(v["spans"] for k, v in got.items() if k.startswith(r + "/"))
        check(f"{r} spans", n > 0, n)
    check("slices on thread tracks only", q["off_thread_tracks"] == 0, q["off_thread_tracks"])
    check("tracks: one per (SM, role, slot)", q["slices"]["tracks"] == want["tracks"] and q["track_names_match"],
          [q["slices"]["tracks"], want["tracks"]])
    check("tracks named SM n / role #k", not q["misnamed_tracks"], q["misnamed_tracks"][:5])
    check("SMs", len({n["process"] for n in names}) == want["sms"], want["sms"])
    check("span arguments", len(q["args"]) == 5 and all(x["n"] == want["spans"] for x in q["args"]), q["args"])
    check("no import errors", not q["import_problems"], q["import_problems"])

    res = {
        "tool": "perfetto trace processor",
        "trace_processor_version": version,
        "perfetto_python_package": getattr(perfetto, "__version__", None) or _pkg_version(),
        "command": "python3 bench/prof/perfetto_load.py " + " ".join(sys.argv[1:]),
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "trace": a.trace,
        "trace_sha256": hashlib.sha256(raw).hexdigest(),
        "expected_from_trace_file": {k: v for k, v in want.items() if k != "track_names"},
        "queries": {k: v for k, v in q.items() if k != "track_names_match"},
        "checks": checks,
        "pass": all(c["ok"] for c in checks),
    }
    print(f"trace processor {version}: {q['slices']['n']} slices on {q['slices']['tracks']} tracks")
    for r in q["by_role_region"]:
        print(f"  {r['role']:>9} {r['region']:<8} {r['spans']:6d} spans  total {r['total_ns'] / 1e6:10.3f} ms"
              f"  max {r['max_ns'] / 1e3:9.3f} us")
    for r in q["tracks_by_role"]:
        print(f"  {r['role']:>9}: {r['tracks']} tracks on {r['sms']} SMs")
    for c in checks:
        print(f"  {'ok  ' if c['ok'] else 'FAIL'} {c['check']}" + ("" if c["ok"] else f": {c.get('detail')}"))
    if a.out:
        with open(a.out, "w") as f:
            json.dump(res, f, indent=2)
            f.write("\n")
    return 0 if res["pass"] else 1


def _pkg_version():
    try:
        from importlib.metadata import version
        return version("perfetto")
    except Exception:
        return None


if __name__ == "__main__":
    sys.exit(main())
