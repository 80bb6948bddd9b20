"""Shared driver for the baseline-only scripts (attention.py, norms.py,
fla_ops.py): reference implementations timed on the GPU with the same method
as Kiln kernels (common.time_fn: L2 flush, rotation buffer sets, CUDA events
around each launch), one result file per case (common.write_result), no
Kiln kernel yet ("kiln" absent from the JSON).

A case that cannot run (backend missing on the device, out of memory, an
import error) is written with "baseline": {"impl": ..., "error": "..."}
instead of stopping the script; report.py shows it as an error row.

Torch is imported lazily, so `--list` and `--help` work on a machine
without it."""
import argparse
import sys
import time
import traceback

from common import nrmse, roofline, time_fn, write_result  # noqa: F401  (nrmse re-exported)

ASSUMED_CLOCK_HZ = 2.0e9  # H200 max SM clock is 1980 MHz; used only to size the pre-launch pad
BASE_PAD_CYCLES = 200000  # common.time_fn's default


def parse_args(doc, case_names, default_cap_s):
    p = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--list", action="store_true", help="print the case names and exit (needs no GPU)")
    p.add_argument("--only", action="append", default=[], metavar="SUBSTR",
                   help="run only cases whose name contains SUBSTR (repeatable; any match)")
    p.add_argument("--cap-s", type=float, default=default_cap_s,
                   help="time cap of each case's sampling loop in seconds (default %(default)s)")
    p.add_argument("--out", default=None, help="results folder (default $KILN_RESULTS or bench/results)")
    a = p.parse_args()
    sel = [n for n in case_names if not a.only or any(s in n for s in a.only)]
    if a.list:
        print("\n".join(sel))
        sys.exit(0)
    if not sel:
        p.error("no case matches --only %s" % a.only)
    if a.cap_s <= 0:
        p.error("--cap-s must be positive")
    a.selected = sel
    return a


def l2_bytes():
    import torch
    return getattr(torch.cuda.get_device_properties(0), "L2_cache_size", 0) or (50 << 20)


def nsets_for(set_bytes, lo=2, hi=8):
    """Rotation sets as in `kiln bench`: enough copies that together they
    exceed twice the L2 (2 to 8), within half the free memory."""
    import torch
    n = max(lo, min(hi, int(2 * l2_bytes() // max(set_bytes, 1)) + 1))
    free, _ = torch.cuda.mem_get_info()
    while n > 1 and n * set_bytes > free // 2:
        n -= 1
    return n


def host_enqueue(launch, nsets, reps=5):
    """Host time to enqueue one launch while the GPU is kept busy (a 20 ms
    sleep kernel ahead of it). Ops made of several kernels and Python glue
    (eager RMSNorm, FLA) can take longer to enqueue than time_fn's default
    pre-launch pad, which would put host latency inside the timed span; the
    pad is sized from this. A launch that synchronizes with the host waits
    for the sleep, which is reported as launch_syncs_host."""
    import torch
    sleep_s = 0.02
    torch.cuda.synchronize()
    worst = 0.0
    for i in range(reps):
        torch.cuda._sleep(int(sleep_s * ASSUMED_CLOCK_HZ))
        t = time.perf_counter()
        launch(i % nsets)
        worst = max(worst, time.perf_counter() - t)
        torch.cuda.synchronize()
    syncs = worst >= 0.75 * sleep_s
    pad = BASE_PAD_CYCLES if syncs else int(min(max(BASE_PAD_CYCLES, 2 * worst * ASSUMED_CLOCK_HZ + 100000),
                                                0.05 * ASSUMED_CLOCK_HZ))
    return {"host_enqueue_ms": worst * 1e3, "launch_syncs_host": syncs, "pad_cycles": pad}


class _Null:
    def __enter__(self):
        return self

    def __exit__(self, *a):
        return False


def _err(e):
    s = "%s: %s" % (type(e).__name__, e)
    return s if len(s) <= 2000 else s[:2000] + "..."


def run_case(name, doc, make, cap_s, outdir=None):
    """doc: {"op", "shape", "flops", "bytes", ..., "baseline": {"impl": ...}}.
    make() builds the inputs and returns a dict: launch(set_index) (enqueues
    one launch, may return the output), nsets, optionally check() -> dict of
    correctness figures merged into "baseline", ctx (a context manager held
    around the first call, the check and the timing, e.g. an SDPA backend
    selection or torch.inference_mode()), info (dict merged into "baseline").
    Writes baseline-<name>-<gpu>.json and prints one RESULT line."""
    import torch
    doc.setdefault("workload", None)  # no Kiln kernel yet
    doc["case"] = name
    bl = doc["baseline"]
    t_case = time.perf_counter()
    m = None
    try:
        m = make()
        bl.update(m.get("info", {}))
        with m.get("ctx") or _Null():
            t0 = time.perf_counter()
            m["launch"](0)  # first call: compilation / autotuning / plan building, outside timing
            torch.cuda.synchronize()
            bl["first_call_s"] = time.perf_counter() - t0
            if m.get("check"):
                try:
                    bl.update(m["check"]())
                except Exception as e:  # a failed check is recorded, the timing still runs
                    bl["check_error"] = _err(e)
                torch.cuda.synchronize()
            hq = host_enqueue(m["launch"], m["nsets"])
            bl.update(hq)
            tt = time_fn(m["launch"], m["nsets"], cap_s=cap_s, pad_cycles=hq["pad_cycles"])
        bl.update(tt)
        med_s = tt["median_ms"] * 1e-3
        bl["achieved_tflops"] = doc["flops"] / med_s / 1e12
        bl["achieved_tbytes_per_s"] = doc["bytes"] / med_s / 1e12
        bl["roofline"] = roofline(doc["flops"], doc["bytes"], tt["median_ms"])
    except Exception as e:
        bl["error"] = _err(e)
        traceback.print_exc()
    finally:
        m = None
        try:
            torch.cuda.synchronize()
            torch.cuda.empty_cache()
        except Exception as e:  # sticky CUDA error: later cases will record it too
            bl.setdefault("error", _err(e))
    bl["case_wall_s"] = time.perf_counter() - t_case
    try:
        write_result(name, doc, outdir)
    except Exception as e:
        print("could not write result for %s: %s" % (name, _err(e)), file=sys.stderr)
    if "median_ms" in bl:
        r = bl["roofline"]
        pct = ("%.0f%%" % r["pct_of_floor"]) if "pct_of_floor" in r else "n/a"
        print("RESULT %s: %.4f ms (rsd %.2f%%, n=%d, conv=%s) %.1f TFLOP/s %.2f TB/s floor %s%s" % (
            name, bl["median_ms"], bl["rel_stdev"] * 100, bl["samples"], bl["converged"],
            bl["achieved_tflops"], bl["achieved_tbytes_per_s"], pct,
            "".join(" %s=%.2e" % (k, v) for k, v in bl.items() if k.startswith("nrmse") and isinstance(v, float))),
            flush=True)
    else:
        print("RESULT %s: ERROR %s" % (name, bl.get("error")), flush=True)
    return doc


def summary(docs, t0):
    ok = sum(1 for d in docs if "median_ms" in d["baseline"])
    print("summary: %d/%d cases timed, %d errors, %.0f s" % (ok, len(docs), len(docs) - ok, time.time() - t0),
          flush=True)
    return 0

