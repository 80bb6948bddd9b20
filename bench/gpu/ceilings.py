"""Measures the two roofline ceilings of the GPU once: device-to-device copy
bandwidth (bytes read + written) and dense bf16 matmul rate on random data,
each the median of timed repetitions after warm-up, with CUDA events.
Writes bench/results/ceilings-<gpu>.json (or into $1)."""
import datetime, json, os, statistics, subprocess, sys
import torch

def med(fn, reps=20, warm=3):
    for _ in range(warm):
        fn()
    torch.cuda.synchronize()
    ts = []
    for _ in range(reps):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        a.record(); fn(); b.record(); torch.cuda.synchronize()
        ts.append(a.elapsed_time(b))
    return statistics.median(ts), ts

src = torch.rand(1 << 30, device="cuda")  # 4 GiB of f32 per buffer
dst = torch.empty_like(src)
cm, cts = med(lambda: dst.copy_(src))
copy_bw = 2 * src.numel() * 4 / (cm * 1e-3)
s = 8192
a = torch.randn(s, s, device="cuda", dtype=torch.bfloat16)
b = torch.randn(s, s, device="cuda", dtype=torch.bfloat16)
mm, mts = med(lambda: torch.matmul(a, b))
flops = 2 * s ** 3 / (mm * 1e-3)
p = torch.cuda.get_device_properties(0)
drv = subprocess.run(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"], capture_output=True, text=True).stdout.strip()
gpu = "".join(c if c.isalnum() else "-" for c in p.name.lower())
doc = {"schema": "kiln.ceilings", "schema_version": 1, "gpu": p.name, "driver": drv, "torch": torch.__version__,
       "cuda_runtime": torch.version.cuda, "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
       "command": "python3 bench/gpu/ceilings.py",
       "copy_bytes_per_s": copy_bw, "copy": {"bytes_each_way": src.numel() * 4, "median_ms": cm, "samples_ms": cts},
       "bf16_flops_per_s": flops, "matmul": {"m": s, "n": s, "k": s, "data": "randn", "median_ms": mm, "samples_ms": mts}}
out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "results")
os.makedirs(out, exist_ok=True)
path = os.path.join(out, "ceilings-%s.json" % gpu)
json.dump(doc, open(path, "w"), indent=2)
print("copy %.2f TB/s, bf16 matmul %.1f TFLOP/s -> %s" % (copy_bw / 1e12, flops / 1e12, path))
