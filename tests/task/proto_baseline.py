"""Test double for the C side of the torch-baseline protocol
(bench/baselines/taskbase.py): on a machine without a GPU the real driver
can only say "unsupported", so tests/suites/task.sh drives kiln's client
of the protocol with this program instead. It is never a baseline of a
shipped task. Modes (argv[1]):
  answer     ready, then one fixed answer per request (median_ms 1.25)
  crash      ready, then exits on the first request (stderr says why)
  error      ready, then {"error": ...} for every request
  noready    prints a line that is not JSON, exits"""
import json
import sys

mode = sys.argv[1] if len(sys.argv) > 1 else "answer"
out = sys.stdout
if mode == "noready":
    print("hello, not the protocol", flush=True)
    sys.exit(0)
out.write(json.dumps({"ready": True, "device": {"name": "protocol test double"}, "impl": "proto", "function": mode}) + "\n")
out.flush()
for line in sys.stdin:
    req = json.loads(line)
    if mode == "crash":
        sys.stderr.write("proto_baseline: crashing on purpose on case %s\n" % req["case"])
        sys.exit(5)
    if mode == "error":
        out.write(json.dumps({"case": req["case"], "error": "RuntimeError: planted failure"}) + "\n")
    else:
        out.write(json.dumps({"case": req["case"], "impl": "proto", "median_ms": 1.25, "samples": 20,
                              "vars_seen": req["vars"], "timing_seen": req["timing"]}) + "\n")
    out.flush()
