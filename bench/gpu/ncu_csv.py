"""The kernel rows of a raw ncu CSV export (`ncu -i REP --page raw --csv`),
summarized by `kiln profile --ncu-csv` ($KILN, default build/kiln): the one
parser of ncu exports (src/prof/ncu.c), shared with `kiln profile --ncu`.
Used by bench/gpu/ncu_membound.py and bench/gpu/linear_attention_ncu.py.
"""
import json
import os
import subprocess

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")


def kernels(raw, keys):
    """[{"name": kernel, key: metric for key, metric in keys.items()}, ...]
    with the summary's own document of each kernel under "_summary"
    ("metrics", "issue_stalls", ...); exits with kiln's diagnostics on an
    unreadable export."""
    exe = os.environ.get("KILN") or os.path.join(ROOT, "build", "kiln")
    p = subprocess.run([exe, "profile", "--ncu-csv", raw, "--json"], capture_output=True, text=True)
    try:
        doc = json.loads(p.stdout)
    except ValueError:
        raise SystemExit("summarize: %s profile --ncu-csv gave no JSON (exit %d): %s" % (exe, p.returncode, p.stderr[:400]))
    if p.returncode != 0:
        msgs = "; ".join(d.get("message", "") for d in doc.get("diagnostics", []))
        raise SystemExit("summarize: kiln profile --ncu-csv %s: %s" % (raw, msgs or "exit %d" % p.returncode))
    out = []
    for s in doc["kernels"]:
        k = {"name": s["kernel"]}
        for key, src in keys.items():
            k[key] = s["metrics"].get(src)
        k["_summary"] = s
        out.append(k)
    return out
