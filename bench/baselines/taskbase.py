"""The torch side of `kiln task eval`'s baseline (docs/agents.md "Tasks").

A task whose task.json says

    "baseline": {"torch": "../../bench/baselines/tasks.py:softmax_f32", "timing": {...}}

is timed by running `python3 -u tasks.py softmax_f32` once per evaluation;
tasks.py ends with `taskbase.serve(globals())`. kiln and this driver speak
one JSON document per line:

    driver -> kiln  {"ready": true, "device": {...}, "impl": "...", "torch": "2.11.0"}
                    or {"ready": false, "error": "unsupported: ..."} (then exit)
    kiln -> driver  {"case": "t8192x8192", "vars": {"rows": 8192, "n": 8192},
                     "timing": {"warmup_ms": 200, "target_rsd": 0.01, "time_cap_s": 2}}
    driver -> kiln  {"case": ..., "impl": ..., "median_ms": ..., <common.time_fn fields>,
                     "host_enqueue_ms", "pad_cycles", "launch_syncs_host", "first_call_s",
                     "check": {"nrmse_vs_f64": ...}}  or {"case": ..., "error": "..."}

kiln brackets each timed case: baseline, candidate (kiln bench), baseline,
in one process pair on one GPU. The timing is common.time_fn, the method
of every bench/baselines script and of `kiln bench` (L2 flushed outside the
timed span, rotation buffer sets, CUDA events around each launch, warm-up
by time budget, samples until the relative stdev target or the time cap);
the pre-launch pad is sized from the measured host enqueue time
(refbench.host_enqueue).

A baseline function takes the case variables and returns
    {"launch": f(set_index) -> output, "nsets": N, "check": f() -> dict (optional),
     "impl": "torch.softmax (eager)"}
(the same shape as refbench.run_case's make()).

Anything the module prints goes to stderr: stdout carries the protocol.
Without torch or without a CUDA device the driver answers ready: false with
a message that starts "unsupported:", so `kiln task eval` says plainly that
the baseline stage needs a GPU."""
import json
import os
import sys
import time
import traceback


def _err(e):
    s = "%s: %s" % (type(e).__name__, e)
    return s if len(s) <= 1500 else s[:1500] + "..."


def run_case(fn, req):
    import torch
    from common import time_fn
    from refbench import host_enqueue
    t = req.get("timing") or {}
    m = fn(dict(req["vars"]))
    launch, nsets = m["launch"], int(m.get("nsets", 2))
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    launch(0)  # first call (library plan selection, lazy init) outside the timing
    torch.cuda.synchronize()
    out = {"case": req.get("case"), "impl": m.get("impl", getattr(fn, "__name__", "?")),
           "first_call_s": time.perf_counter() - t0}
    if m.get("check"):
        try:
            out["check"] = m["check"]()
        except Exception as e:  # the timing still counts; the check says why it could not run
            out["check"] = {"error": _err(e)}
    enq = host_enqueue(launch, nsets)
    out.update(enq)
    out.update(time_fn(launch, nsets, warmup_ms=float(t.get("warmup_ms", 200)),
                       target_rsd=float(t.get("target_rsd", 0.01)), cap_s=float(t.get("time_cap_s", 4)),
                       pad_cycles=enq["pad_cycles"]))
    del m, launch
    torch.cuda.synchronize()
    torch.cuda.empty_cache()
    return out


def serve(module_globals, argv=None):
    argv = sys.argv if argv is None else argv
    proto = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr

    def send(d):
        proto.write(json.dumps(d) + "\n")
        proto.flush()

    if len(argv) != 2 or argv[1].startswith("-"):
        names = sorted(k for k, v in module_globals.items()
                       if callable(v) and getattr(v, "task_baseline", False))
        send({"ready": False, "error": "usage: python3 %s FUNCTION (one of %s)" % (
            os.path.basename(argv[0]), ", ".join(names))})
        return 2
    fn = module_globals.get(argv[1])
    if not callable(fn) or not getattr(fn, "task_baseline", False):
        send({"ready": False, "error": "%s has no baseline function '%s'" % (os.path.basename(argv[0]), argv[1])})
        return 2
    try:
        import torch
    except Exception as e:
        send({"ready": False, "error": "unsupported: the torch baseline needs PyTorch with a CUDA GPU "
              "(import torch failed here: %s)" % _err(e)})
        return 3
    if not torch.cuda.is_available():
        send({"ready": False, "error": "unsupported: the torch baseline needs a CUDA GPU "
              "(torch %s here: torch.cuda.is_available() is False)" % torch.__version__})
        return 3
    from common import device_info
    send({"ready": True, "device": device_info(), "impl": getattr(fn, "impl", fn.__name__),
          "torch": torch.__version__, "function": argv[1]})
    for line in sys.stdin:
        if not line.strip():
            continue
        req = None
        try:
            req = json.loads(line)
            send(run_case(fn, req))
        except Exception as e:
            traceback.print_exc()
            try:
                torch.cuda.empty_cache()
            except Exception:
                pass
            send({"case": req.get("case") if isinstance(req, dict) else None, "error": _err(e)})
    return 0


def baseline(impl):
    """Marks a function of a baseline module as servable, with its impl name."""
    def mark(fn):
        fn.task_baseline = True
        fn.impl = impl
        return fn
    return mark
