"""One timing method for Kiln kernels and their baselines, in one process:
the same as `kiln bench` (docs/runner.md): CUDA events around each launch
only; the L2 flushed (a write of 2x its size) and the next rotation buffer
set chosen outside every timed span; warm-up by time budget; samples until
the relative stdev reaches the target or the time cap."""
import datetime
import json
import os
import platform
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "python"))


def device_info():
    import torch
    p = torch.cuda.get_device_properties(0)
    drv = "unknown"
    try:
        drv = subprocess.run(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
                             capture_output=True, text=True, timeout=20).stdout.strip()
    except Exception:
        pass
    return {"name": p.name, "sm_count": p.multi_processor_count, "l2_bytes": getattr(p, "L2_cache_size", 0),
            "driver": drv, "torch": torch.__version__, "cuda_runtime": torch.version.cuda,
            "host": platform.node()}


def time_fn(launch, nsets, warmup_ms=200, target_rsd=0.01, min_samples=20, max_samples=2000, cap_s=5.0, batch=10,
            pad_cycles=200000):
    """launch(set_index) enqueues one launch on the current stream."""
    import torch
    l2 = getattr(torch.cuda.get_device_properties(0), "L2_cache_size", 50 << 20) or (50 << 20)
    flush = torch.empty(max(2 * l2, 8 << 20) // 4, dtype=torch.int32, device="cuda")
    t0 = time.perf_counter()
    k = 0
    while k < 3 or (time.perf_counter() - t0) * 1e3 < warmup_ms:
        flush.fill_(k)
        launch(k % nsets)
        torch.cuda.synchronize()
        k += 1
    ev = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)) for _ in range(batch)]
    ms, s, start, converged = [], 0, time.perf_counter(), False
    while len(ms) + batch <= max_samples:
        for j in range(batch):
            flush.fill_(j)
            # keep the GPU busy while Python enqueues the launch, so the
            # start event does not fire early and time host latency
            torch.cuda._sleep(pad_cycles)
            ev[j][0].record()
            launch(s)
            ev[j][1].record()
            s = (s + 1) % nsets
        torch.cuda.synchronize()
        ms += [a.elapsed_time(b) for a, b in ev]
        if len(ms) >= min_samples and statistics.stdev(ms) / statistics.mean(ms) <= target_rsd:
            converged = True
            break
        if time.perf_counter() - start >= cap_s:
            break
    q = statistics.quantiles(ms, n=4) if len(ms) > 1 else [ms[0]] * 3
    return {"samples": len(ms), "median_ms": statistics.median(ms), "mean_ms": statistics.mean(ms),
            "min_ms": min(ms), "max_ms": max(ms), "q1_ms": q[0], "q3_ms": q[2], "iqr_ms": q[2] - q[0],
            "rel_stdev": statistics.stdev(ms) / statistics.mean(ms) if len(ms) > 1 else 0.0,
            "converged": converged, "warmup_launches": k, "buffer_sets": nsets,
            "l2_flush_bytes": flush.numel() * 4}


def nrmse(got, ref):
    import torch
    got, ref = got.double(), ref.double()
    return (torch.linalg.vector_norm(got - ref) / torch.linalg.vector_norm(ref)).item()


def roofline(flops, nbytes, median_ms):
    gpu = device_info()["name"].lower()
    slug = "".join(c if c.isalnum() else "-" for c in gpu)
    path = os.path.join(ROOT, "bench", "results", "ceilings-%s.json" % slug)
    if not os.path.exists(path):
        return {"ceilings_file": path, "note": "missing"}
    c = json.load(open(path))
    floor = max(flops / c["bf16_flops_per_s"], nbytes / c["copy_bytes_per_s"]) * 1e3
    return {"ceilings_file": os.path.relpath(path, ROOT), "floor_ms": floor, "pct_of_floor": floor / median_ms * 100,
            "suspect_faster_than_floor": median_ms < 0.95 * floor}


def write_result(name, doc, outdir=None):
    doc["schema"] = "kiln.baseline"
    doc["schema_version"] = 1
    doc["date"] = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    doc["command"] = " ".join([os.path.basename(sys.executable)] + sys.argv)
    doc["device"] = device_info()
    outdir = outdir or os.environ.get("KILN_RESULTS") or os.path.join(ROOT, "bench", "results")
    os.makedirs(outdir, exist_ok=True)
    gpu = "".join(c if c.isalnum() else "-" for c in doc["device"]["name"].lower())
    path = os.path.join(outdir, "baseline-%s-%s.json" % (name, gpu))
    with open(path, "w") as f:
        json.dump(doc, f, indent=2)
    print("wrote", path)
    return path
