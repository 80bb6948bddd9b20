#!/usr/bin/env python3
"""Simulator-vs-GPU fidelity: runs each workload's small cases in `kiln sim`
and `kiln run` on identical inputs (both generate the same bits from the
workload's seeds), saves the raw output bits of both, and compares them
bitwise.  Kernels built only from exact-class instructions (per
build/tools/kiln_fidclass) must match bit for bit; for the others the
script reports the number of differing elements and the largest difference
in units in the last place.

usage: fidelity.py RESULT.json WORKLOAD.json...
Writes RESULT.json (GPU, driver, CUDA, date, command, per-output figures)
and prints a table; exits 1 if an exact-class kernel differs."""
import datetime, json, os, struct, subprocess, sys, tempfile

K = os.environ.get("KILN", "build/kiln")
FID = os.environ.get("KILN_FIDCLASS", "build/tools/kiln_fidclass")
FMT = {"f32": ("<f", "<I", 4), "f64": ("<d", "<Q", 8), "u32": (None, "<I", 4), "s32": (None, "<i", 4),
       "u64": (None, "<Q", 8), "s64": (None, "<q", 8), "f16": (None, "<H", 2), "bf16": (None, "<H", 2),
       "u16": (None, "<H", 2), "s16": (None, "<h", 2), "u8": (None, "<B", 1), "s8": (None, "<b", 1),
       "e4m3": (None, "<B", 1), "e5m2": (None, "<B", 1)}


def sh(cmd):
    return subprocess.run(cmd, capture_output=True, text=True)


def ordered(bits, nbytes):
    """Maps float bits to a monotone integer line so |a-b| counts ulps."""
    sign = 1 << (8 * nbytes - 1)
    return -(bits & (sign - 1)) if bits & sign else bits


def compare(dtype, a, b):
    _, ifmt, n = FMT[dtype]
    cnt = len(a) // n
    diff, max_ulp, first = 0, 0, None
    isfloat = dtype in ("f32", "f64", "f16", "bf16", "e4m3", "e5m2")
    for i in range(cnt):
        x = int.from_bytes(a[i * n:(i + 1) * n], "little")
        y = int.from_bytes(b[i * n:(i + 1) * n], "little")
        if x == y:
            continue
        diff += 1
        if first is None:
            first = (i, hex(x), hex(y))
        if isfloat:
            u = abs(ordered(x, n) - ordered(y, n))
        else:
            u = abs(x - y)
        max_ulp = max(max_ulp, u)
    return cnt, diff, max_ulp, first


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    result_path, workloads = sys.argv[1], sys.argv[2:]
    smi = sh(["nvidia-smi", "--query-gpu=name,driver_version", "--format=csv,noheader"]).stdout.strip()
    cuda = sh(["nvcc", "--version"]).stdout.strip().splitlines()[-1:] or [""]
    rows, bad = [], 0
    for w in workloads:
        spec = json.load(open(w))
        cls = json.loads(sh([FID, w]).stdout or "{}")
        outs = [(a["name"], a["dtype"]) for a in spec["args"] if a.get("output")]
        for c in spec["cases"]:
            if c.get("bench"):
                continue
            with tempfile.TemporaryDirectory() as td:
                sd, gd = os.path.join(td, "sim"), os.path.join(td, "gpu")
                os.mkdir(sd); os.mkdir(gd)
                rs = sh([K, "sim", w, "--case", c["name"], "--save-outputs", sd, "--save-format", "raw"])
                rg = sh([K, "run", w, "--case", c["name"], "--save-outputs", gd, "--save-format", "raw"])
                for name, dt in outs:
                    row = {"workload": w, "case": c["name"], "output": name, "dtype": dt,
                           "class": cls.get("class", "?"), "non_exact": cls.get("non_exact", []),
                           "sim_exit": rs.returncode, "gpu_exit": rg.returncode}
                    try:
                        a = open(os.path.join(sd, name + ".bin"), "rb").read()
                        b = open(os.path.join(gd, name + ".bin"), "rb").read()
                        n, d, u, first = compare(dt, a, b)
                        row.update(elements=n, differing=d, max_ulp=u, first_difference=first)
                        row["verdict"] = "identical" if d == 0 else ("DIFFERS" if row["class"] == "exact" else "bounded")
                    except (OSError, KeyError) as e:
                        row.update(verdict="ERROR", error=str(e), sim_err=rs.stderr[-400:], gpu_err=rg.stderr[-400:])
                    bad += row["verdict"] in ("DIFFERS", "ERROR")
                    rows.append(row)
                    print("%-46s %-8s %-6s %-12s %9s %9s %8s  %s" % (w[-46:], c["name"], name, row["class"],
                          row.get("elements", "-"), row.get("differing", "-"), row.get("max_ulp", "-"), row["verdict"]))
    doc = {"schema": 1, "kind": "fidelity", "gpu": smi.split(",")[0].strip() if smi else None,
           "driver": smi.split(",")[1].strip() if "," in smi else None, "cuda": cuda[0],
           "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
           "command": " ".join(["bench/gpu/fidelity.py"] + sys.argv[1:]),
           "baseline": "the CPU simulator (kiln sim) on the same input bits, same run",
           "rows": rows, "failures": bad}
    json.dump(doc, open(result_path, "w"), indent=1)
    print("%d rows, %d failures" % (len(rows), bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
