#!/usr/bin/env python3
"""One cp.reduce.async.bulk per kernel: which form of
tests/conformance/bulk_reduce faults on the GPU, and does each that runs
give the ISA-derived bits?

The family's kernel holds 28 reductions (23 into global through the bulk
group, 5 into shared::cluster on an mbarrier); on the H200 the whole kernel
stopped with CUDA_ERROR_ILLEGAL_INSTRUCTION (bench/results/
conformance-gpu-nvidia-h200-2026-12-01-s4.json).  This writes one variant
per reduction (the others deleted, the mbarrier's expected bytes set to
what the kept line completes), runs each with `kiln <cmd> --json
--save-outputs`, and compares the kept test's four slots with
bulk_reduce.npy.  One line per variant, JSON at the end.
  python3 bench/gpu/bulk_reduce_bisect.py OUTDIR [run|sim] [JOBS]
"""
import json, os, re, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

import numpy as np

FAM = "tests/conformance/bulk_reduce"
out = sys.argv[1]
cmd = sys.argv[2] if len(sys.argv) > 2 else "run"
jobs = int(sys.argv[3]) if len(sys.argv) > 3 else 8
os.makedirs(out, exist_ok=True)
src = open(f"{FAM}/kernel.kiln").read().splitlines()
wl = json.load(open(f"{FAM}/workload.json"))
expected = np.load(f"{FAM}/bulk_reduce.npy").view(np.uint32).reshape(-1)
red = [i for i, l in enumerate(src) if l.strip().startswith("cp.reduce.async.bulk")]
assert len(red) == 28, len(red)


def variant(j):
    """kernel text keeping reduction j; its name and the slots it writes"""
    keep = red[j]
    line = src[keep].strip()
    shared = ".shared::cluster." in line
    lines = []
    for i, l in enumerate(src):
        if i in red and i != keep:
            continue
        if "mbarrier.arrive.expect_tx" in l:
            l = re.sub(r", (\d+);", ", %d;" % (16 if shared else 0), l)
        lines.append(l)
    m = re.search(r"\[(out|dsm) \+ (\d+)\]", line)
    slot = int(m.group(2)) + (92 if shared else 0)
    name = line.split()[0].replace("cp.reduce.async.bulk.", "")
    return "\n".join(lines) + "\n", name, slot


def one(j):
    text, name, slot = variant(j)
    d = os.path.join(out, "v%02d" % j)
    os.makedirs(d, exist_ok=True)
    open(os.path.join(d, "kernel.kiln"), "w").write(text.replace('import "../lib.kiln"', 'import "%s/lib.kiln"' % os.path.abspath("tests/conformance")))
    w = dict(wl)
    w["kernel"] = "kernel.kiln"
    # the whole table as the expectation: the other tests' slots keep
    # their initial values, so kiln exits 1 (mismatch) unless it faults;
    # the kept test's slots are compared here
    w["cases"] = [{"name": "all", "vars": {}, "expected": {"out": os.path.abspath(f"{FAM}/bulk_reduce.npy")}}]
    open(os.path.join(d, "workload.json"), "w").write(json.dumps(w))
    os.makedirs(os.path.join(d, "o"), exist_ok=True)
    p = subprocess.run(["./build/kiln", cmd, os.path.join(d, "workload.json"), "--json",
                        "--save-outputs", os.path.join(d, "o")],
                       capture_output=True, text=True, timeout=60)
    try:
        env = json.loads(p.stdout)
    except ValueError:
        env = {"status": "unparsed", "message": (p.stdout + p.stderr)[-400:]}
    r = {"test": j, "form": name, "slots": [slot, slot + 4], "exit": p.returncode,
         "status": env.get("status"), "message": env.get("message", "")}
    ob = os.path.join(d, "o", "out.npy")
    if os.path.exists(ob):
        got = np.load(ob).view(np.uint32).reshape(-1)
        g, e = got[slot:slot + 4], expected[slot:slot + 4]
        r["got"] = ["0x%08x" % v for v in g]
        r["expected"] = ["0x%08x" % v for v in e]
        r["match"] = bool((g == e).all())
    return r


with ThreadPoolExecutor(jobs) as ex:
    res = list(ex.map(one, range(len(red))))
for r in res:
    print("%-2d %-62s %-6s %s" % (r["test"], r["form"], r["status"],
          "match" if r.get("match") else ("MISMATCH got %s expected %s" % (r["got"], r["expected"]) if "got" in r else r["message"][:100])))
json.dump(res, open(os.path.join(out, "bisect.json"), "w"), indent=1)
