"""One launch each of Kiln memory-bound kernels and their torch.compile
counterparts, between cudaProfilerStart/Stop, for
  ncu --profile-from-start off --clock-control none --section ... python3 bench/gpu/ncu_membound.py
(bench/gpu/zoo_v1.sh, bench/gpu/norms_ring.sh, bench/gpu/norms.sh).  2^28
elements per case (rows = 2^28 / n).  Each case is set up, warmed up
(compilation, first launch) and profiled on its own, then freed (ncu's
replay saves and restores the memory a kernel may write: one case's
buffers at a time keeps that short).
Env NCU_SPECS: ';'-separated OP@N[:ENTRY]:K=V,K=V... (ENTRY defaults to the
op's plain kernel, e.g. "rmsnorm@8192:rmsnorm_ring:THREADS=512,VEC=2,
STAGES=4,CTAS=396,WREG=1"); without it, the older NCU_OPS (default
rmsnorm,softmax_bf16) at n = 8192 with NCU_DEFS ("THREADS,VEC", default
256,4) for the plain kernels.  NCU_COMPILED=0 skips the torch.compile
counterparts.  NCU_MANIFEST=FILE writes the profiled cases in order (JSON).
  python3 bench/gpu/ncu_membound.py summarize RAW.csv MANIFEST.json OUT.json
turns `ncu -i REP --page raw --csv` of such a run into one JSON document
(the CSV is read by `kiln profile --ncu-csv`, src/prof/ncu.c; $KILN names
the kiln binary, default build/kiln):
per case the Kiln kernel and inductor's kernel(s) side by side (duration,
DRAM throughput and bytes, occupancy, registers, waves, L1/L2 hit rates,
sectors per global load request, warp stall reasons)."""
import json
import os
import sys

import ncu_csv

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "baselines"))


def specs():
    import membound as mb
    text = os.environ.get("NCU_SPECS")
    if not text:
        th, vec = (int(x) for x in os.environ.get("NCU_DEFS", "256,4").split(","))
        return [(op, 8192, mb.KERNELS[op][1], {"THREADS": th, "VEC": vec})
                for op in os.environ.get("NCU_OPS", "rmsnorm,softmax_bf16").split(",")]
    out = []
    for item in filter(None, (s.strip() for s in text.split(";"))):
        head, _, defs = item.rpartition(":")
        parts = head.split(":")
        op, n = parts[0].split("@")
        entry = parts[1] if len(parts) > 1 else mb.KERNELS[op][1]
        d = {k: int(v) for k, v in (kv.split("=") for kv in defs.split(",") if kv)}
        out.append((op, int(n), entry, d))
    return out


def profile():
    import torch
    import membound as mb
    import kiln
    g = torch.Generator(device="cuda").manual_seed(0)
    manifest = []
    for op, n, entry, defines in specs():
        rows = (1 << 28) // n
        d = mb.KERNELS[op][0]
        k = kiln.compile(os.path.join(mb.ROOT, d, "kernel.kiln"), defines=defines, kernel=entry).kernel(entry)
        ins = mb.make_inputs(op, rows, n, g)
        dt = torch.float32 if mb.ESIZE.get(op, 2) == 4 else torch.bfloat16
        outs = [torch.empty(rows, n, device="cuda", dtype=dt) for _ in range(2 if op == "add_rmsnorm" else 1)]
        call = mb.kiln_call(op, k, ins, outs, rows, n)
        cf = None
        if os.environ.get("NCU_COMPILED", "1") != "0":
            cf = torch.compile(mb.torch_fns(op)[2], dynamic=False)
            cf(*ins)
        call()
        torch.cuda.synchronize()
        print("ncu case", op, n, entry, defines, flush=True)
        torch.cuda.profiler.start()
        call()
        if cf is not None:
            cf(*ins)
        torch.cuda.synchronize()
        torch.cuda.profiler.stop()
        manifest.append({"op": op, "n": n, "rows": rows, "entry": entry, "defines": defines, "compiled": cf is not None})
        del ins, outs, call, cf, k
        torch.cuda.empty_cache()
    if os.environ.get("NCU_MANIFEST"):
        import datetime
        from common import device_info
        doc = {"date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
               "command": "ncu ... " + " ".join([os.path.basename(sys.executable)] + sys.argv),
               "ncu_specs": os.environ.get("NCU_SPECS", ""), "device": device_info(), "cases": manifest}
        json.dump(doc, open(os.environ["NCU_MANIFEST"], "w"), indent=1)
    print("profiled", len(manifest), "cases")


# kiln profile --ncu-csv (src/prof/ncu.c) metric keys -> the keys of this
# summary (kept from the session 4 files, so that old and new compare)
KEYS = {
    "duration_us": "duration_ms",
    "dram_pct": "dram_throughput_pct",
    "dram_read_bytes": "dram_read_bytes",
    "dram_write_bytes": "dram_write_bytes",
    "achieved_occupancy_pct": "achieved_occupancy_pct",
    "theoretical_occupancy_pct": "theoretical_occupancy_pct",
    "registers": "registers_per_thread",
    "grid": "grid_size",
    "block": "block_size",
    "waves_per_sm": "waves_per_sm",
    "block_limit_registers": "block_limit_registers",
    "l1_hit_pct": "l1_hit_rate_pct",
    "l2_hit_pct": "l2_hit_rate_pct",
    "ld_requests": "global_load_requests",
    "ld_sectors": "global_load_sectors",
    "l2_read_sectors_from_l1": "l2_read_sectors_from_l1",
    "cycles_per_issue": "cycles_per_issue",
}


def kiln_kernels(raw):
    """Every kernel row of the raw-page CSV, summarized by `kiln profile
    --ncu-csv` ($KILN, default build/kiln): one parser of ncu exports."""
    kernels = []
    for k in ncu_csv.kernels(raw, KEYS):
        s = k.pop("_summary")
        if k["duration_us"] is not None:
            k["duration_us"] *= 1e3
        if k.get("ld_requests"):
            k["bytes_per_ld_request"] = 32 * (k.get("ld_sectors") or 0) / k["ld_requests"]
        if k.get("duration_us") and k.get("dram_read_bytes") is not None:
            k["dram_tbs"] = (k["dram_read_bytes"] + (k.get("dram_write_bytes") or 0)) / (k["duration_us"] * 1e-6) / 1e12
        k["stall_cycles_per_issue"] = {r: round(v, 2) for r, v in list(s["issue_stalls"].items())[:8]}
        kernels.append(k)
    return kernels


def summarize(raw, man_path, out):
    kernels = kiln_kernels(raw)
    man = json.load(open(man_path))
    # the manifest: {"date", "command", "device", "cases": [...]} (a bare
    # list of cases before session 5, with no run record)
    meta = {k: v for k, v in man.items() if k != "cases"} if isinstance(man, dict) else {}
    man = man["cases"] if isinstance(man, dict) else man
    cases, i = [], 0
    for c in man:
        ours = kernels[i] if i < len(kernels) else None
        i += 1
        ind = []
        while c.get("compiled") and i < len(kernels) and kernels[i]["name"].startswith("triton"):
            ind.append(kernels[i])
            i += 1
        cases.append(dict(c, kiln=ours, inductor=ind))
    doc = {"schema": "kiln.ncu_membound", "method":
           "ncu --profile-from-start off --clock-control none, one launch of the Kiln kernel and one call of the "
           "torch.compile function per case inside cudaProfilerStart/Stop (bench/gpu/ncu_membound.py), 2^28 elements; "
           "sections SpeedOfLight LaunchStats Occupancy WarpStateStats MemoryWorkloadAnalysis + dram bytes, L1/L2 "
           "hit rates, global load requests/sectors; stall_cycles_per_issue = smsp__average_warps_issue_stalled_"
           "<reason>_per_issue_active (cycles a warp waits per issued instruction, the 8 largest); the raw CSV "
           "summarized by `kiln profile --ncu-csv` (src/prof/ncu.c)",
           "cases": cases, "unassigned_kernels": kernels[i:]}
    doc.update(meta)
    doc["raw_csv"] = os.path.basename(raw)
    json.dump(doc, open(out, "w"), indent=1)
    for c in cases:
        for lab, k in [("kiln", c["kiln"])] + [("inductor", x) for x in c["inductor"]]:
            if not k:
                continue
            print("%-12s %5d %-8s %-34s %7.1f us dram %5.1f%% %.2f TB/s rd %.0f MB wr %.0f MB occ %5.1f/%5.1f%% regs %s "
                  "waves %s L1 %.0f%% L2 %.0f%% B/req %.0f cpi %.1f %s" % (
                      c["op"], c["n"], lab, k["name"][:34], k.get("duration_us") or 0, k.get("dram_pct") or 0,
                      k.get("dram_tbs") or 0, (k.get("dram_read_bytes") or 0) / 1e6, (k.get("dram_write_bytes") or 0) / 1e6,
                      k.get("achieved_occupancy_pct") or 0, k.get("theoretical_occupancy_pct") or 0, k.get("registers"),
                      k.get("waves_per_sm"), k.get("l1_hit_pct") or 0, k.get("l2_hit_pct") or 0,
                      k.get("bytes_per_ld_request") or 0, k.get("cycles_per_issue") or 0,
                      " ".join("%s=%.1f" % kv for kv in list(k["stall_cycles_per_issue"].items())[:5])))
    return 0


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "summarize":
        sys.exit(summarize(*sys.argv[2:5]))
    profile()
