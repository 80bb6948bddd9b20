"""Nsight Compute of FLA 0.6.0's chunk_kda / chunk_gated_delta_rule kernels
next to the Kiln chunk kernels, at the acceptance shape B1 T8192 H96 (K = V =
128, the options of bench/gpu/linear_attention.py), one launch of each.

  run MANIFEST.json [--with-kiln]
            (under ncu --profile-from-start off): builds the inputs, calls
            every implementation once outside the profiled range (FLA's
            first calls compile and autotune: run after linear_attention.py
            in the same machine, they come from the Triton cache), then
            one call of each inside cudaProfilerStart/Stop (the Kiln kernels
            too with --with-kiln: the fused, intra and state kernels);
  summarize RAW.csv OUT.json [MANIFEST.json]: `ncu -i R --page raw --csv`,
            read by `kiln profile --ncu-csv` ($KILN, default build/kiln)
            -> one row per kernel (duration, SM and memory speed of light,
            tensor pipe, occupancy, registers, shared memory, grid, and the
            warp-stall mix from WarpStateStats), grouped by the call it
            belongs to (the manifest `run` writes: the order of the calls).

bench/gpu/linear_attention.sh's step `flancu` runs both."""
import json
import os
import sys

import ncu_csv

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "baselines"))
from common import ROOT, device_info  # noqa: E402

B, T, H = 1, 8192, 96
HV, K, V, C = H, 128, 128, 64


def inputs(kda):
    import torch
    import kiln
    from linear_attention import chunk_inputs
    st = chunk_inputs(B, T, H, HV, kda, 1)[0]     # the side-by-side run's first set: the same data
    NT = -(-T // C)
    st["x"] = torch.empty(B * HV * NT, 4, C, K, device="cuda", dtype=torch.bfloat16)
    st["aqk"] = torch.empty(B * HV * NT, C, C, device="cuda", dtype=torch.bfloat16)
    st["glo"] = torch.empty(B * HV * NT, K, device="cuda", dtype=torch.float32)
    st["tx"] = kiln.TensorMap(st["x"], box=[64, 64, 1, 1], swizzle="128B")
    st["taq"] = kiln.TensorMap(st["aqk"], box=[64, 64, 1], swizzle="128B")
    return st


def calls(fla, with_kiln):
    """[(label, fn)] for both ops: FLA, and with_kiln: Kiln fused, split (intra, state)."""
    import kiln
    out = []
    scale = K ** -0.5
    path = os.path.join(ROOT, "zoo/linear_attention/kda_chunk/kernel.kiln")
    for op in os.environ.get("FLANCU_OPS", "kda gdn").split():   # FLANCU_OPS: a subset of "kda gdn"
        kda = op == "kda"
        st = inputs(kda)
        fn = fla["chunk_kda"] if kda else fla["chunk_gated_delta_rule"]

        def fcall(st=st, fn=fn, kda=kda):
            kw = dict(scale=scale, initial_state=st["h0"], output_final_state=True,
                      use_qk_l2norm_in_kernel=True, use_beta_sigmoid_in_kernel=True)
            if kda:
                kw.update(use_gate_in_kernel=True, A_log=st["a_log"], dt_bias=st["dt_bias"])
            return fn(st["q"], st["k"], st["v"], st["g"], st["beta"], **kw)
        out.append(("fla %s" % ("chunk_kda" if kda else "chunk_gated_delta_rule"), fcall))
        if not with_kiln:
            continue
        defs = {"K": K, "V": V, "L2NORM": 1, "BETA_SIGMOID": 1, "GATE": 1 if kda else 0, "H0": 1, "GDN": 0 if kda else 1}
        kf = kiln.compile(path, defines=defs).kernel("kda_chunk")
        ki = kiln.compile(path, defines=dict(defs, MODE=1)).kernel("kda_chunk")
        ks = kiln.compile(path, defines={"K": K, "V": V, "H0": 1}).kernel("kda_state")
        args = lambda st=st: (st["tq"], st["tk"], st["tv"], st["g"], st["beta"], st["a_log"], st["dt_bias"], st["h0"],
                              st["o"], st["ht"], st["tx"], st["taq"], st["glo"], scale, T, H, HV, B * HV)
        out.append(("kiln %s_chunk fused" % op, lambda kf=kf, args=args: kf(*args())))
        out.append(("kiln %s_chunk split intra (MODE=1)" % op, lambda ki=ki, args=args: ki(*args())))
        out.append(("kiln %s_chunk split state (kda_state)" % op,
                    lambda ks=ks, st=st: ks(st["tx"], st["taq"], st["tx"], st["tx"], st["glo"], st["h0"], st["o"], st["ht"],
                                            T, H, HV, B * HV)))
    return out


def run(manifest, with_kiln):
    import torch
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from linear_attention import load_fla
    fla = load_fla()
    if "error" in fla:
        print("fla:", fla["error"])
        return 1
    cs = calls(fla, with_kiln)
    with torch.inference_mode():
        for _, f in cs:          # outside the range: compile, autotune, JIT
            f()
        torch.cuda.synchronize()
        marks = []
        cudart = torch.cuda.cudart()
        cudart.cudaProfilerStart()
        for label, f in cs:
            f()
            torch.cuda.synchronize()
            marks.append(label)
        cudart.cudaProfilerStop()
    json.dump({"calls": marks, "fla_version": fla.get("version"), "device": device_info()}, open(manifest, "w"), indent=1)
    print("profiled:", marks)
    return 0


# `kiln profile --ncu-csv` (src/prof/ncu.c) metric keys -> the keys of this
# summary (kept from the session 3/4 files so that old and new compare;
# smem_dyn_kib was smem_dyn in bytes, ipc and smem_static are gone)
KEYS = {
    "duration_ms": "duration_ms",
    "sol_sm_pct": "sol_compute_pct",
    "sol_mem_pct": "sol_memory_pct",
    "dram_pct": "dram_throughput_pct",
    "tensor_pipe_pct": "tensor_pipe_pct",
    "achieved_occupancy_pct": "achieved_occupancy_pct",
    "registers": "registers_per_thread",
    "grid": "grid_size",
    "block": "block_size",
    "smem_dyn_kib": "dynamic_smem_kib",
    "cycles_per_issue_ncu": "cycles_per_issue",
}


def kiln_kernels(raw):
    """Every kernel row of the raw-page CSV, summarized by `kiln profile
    --ncu-csv` ($KILN, default build/kiln): the one parser of ncu exports
    (src/prof/ncu.c), shared with `kiln profile --ncu`."""
    kernels = []
    for k in ncu_csv.kernels(raw, KEYS):
        s = k.pop("_summary")
        st = s.get("issue_stalls") or {}
        tot = sum(st.values()) or 1.0
        k["stalls_pct"] = {a: round(100 * b / tot, 1) for a, b in sorted(st.items(), key=lambda x: -x[1])[:8]}
        k["cycles_per_issue"] = round(tot, 2)
        kernels.append(k)
    return kernels


def summarize(raw, out, manifest=None):
    kernels = kiln_kernels(raw)
    if not kernels:
        print("summarize: %s has no kernel rows (did ncu profile anything?)" % raw)
        return 1
    man = json.load(open(manifest)) if manifest and os.path.exists(manifest) else {}
    # kernels per call: a Kiln call is one kernel; FLA's fill the gaps in order
    groups, i = [], 0
    labels = man.get("calls", [])
    for j, lab in enumerate(labels):
        if lab.startswith("kiln"):
            g = [kernels[i]] if i < len(kernels) else []
            i += len(g)
        else:
            # up to the next Kiln kernel (named kda_chunk / kda_state)
            g = []
            while i < len(kernels) and kernels[i]["name"] not in ("kda_chunk", "kda_state"):
                g.append(kernels[i])
                i += 1
        groups.append({"call": lab, "kernels": g, "total_ms": sum(x.get("duration_ms") or 0 for x in g)})
    doc = {"schema": "kiln.ncu_la", "shape": {"B": B, "T": T, "H": H, "HV": HV, "K": K, "V": V},
           "method": "ncu --profile-from-start off --clock-control none, one call of each inside cudaProfilerStart/Stop "
                     "(bench/gpu/linear_attention_ncu.py run), sections SpeedOfLight LaunchStats Occupancy WarpStateStats "
                     "ComputeWorkloadAnalysis MemoryWorkloadAnalysis; summarized by `kiln profile --ncu-csv` "
                     "(src/prof/ncu.c); stalls_pct = each reason's share of the issue stalls "
                     "(smsp__average_warps_issue_stalled_*_per_issue_active: cycles a warp waits per issued instruction)",
           "fla_version": man.get("fla_version"), "device": man.get("device"), "calls": groups,
           "unassigned_kernels": kernels[i:]}
    json.dump(doc, open(out, "w"), indent=1)
    for g in groups:
        print("%-42s %8.3f ms  %d kernel(s)" % (g["call"], g["total_ms"], len(g["kernels"])))
        for k in g["kernels"]:
            print("   %-44s %7.3f ms sm %5.1f%% mem %5.1f%% tc %5.1f%% occ %5.1f%% regs %s grid %s | %s" % (
                k["name"][:44], k.get("duration_ms") or 0, k.get("sol_sm_pct") or 0, k.get("sol_mem_pct") or 0,
                k.get("tensor_pipe_pct") or 0, k.get("achieved_occupancy_pct") or 0, k.get("registers"), k.get("grid"),
                " ".join("%s %.0f%%" % kv for kv in list(k["stalls_pct"].items())[:4])))
    return 0


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "run":
        sys.exit(run(sys.argv[2], "--with-kiln" in sys.argv[3:]))
    if len(sys.argv) >= 4 and sys.argv[1] == "summarize":
        sys.exit(summarize(sys.argv[2], sys.argv[3], sys.argv[4] if len(sys.argv) > 4 else None))
    print(__doc__)
    sys.exit(2)
