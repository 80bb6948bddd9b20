"""Summary plot of a `kiln profile --timeline` trace (Chrome trace-event JSON).

    python3 timeline_plot.py timeline.json timeline.png [--sms N]

Top panel: the spans of the first N SMs (default 8), one row per track
(SM, role, slot), coloured by region.  Bottom panel: for each role, the
number of its warps inside a region over time, across the whole GPU (the
roles' activity).  Needs matplotlib (Agg backend, no display)."""
import json
import sys


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    src, dst = argv[1], argv[2]
    nsm = 8
    if "--sms" in argv:
        nsm = int(argv[argv.index("--sms") + 1])
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError as e:
        print("matplotlib is not importable (pip install matplotlib): %s" % e, file=sys.stderr)
        return 3
    doc = json.load(open(src))
    ev = doc["traceEvents"]
    threads = {}
    for e in ev:
        if e.get("ph") == "M" and e.get("name") == "thread_name":
            threads[(e["pid"], e["tid"])] = e["args"]["name"]
    spans = [e for e in ev if e.get("ph") == "X"]
    if not spans:
        print("the trace has no spans", file=sys.stderr)
        return 1
    sms = sorted({e["pid"] for e in spans})[:nsm]
    regions = sorted({e["name"] for e in spans})
    cmap = plt.get_cmap("tab10")
    colour = {r: cmap(i % 10) for i, r in enumerate(regions)}
    rows = sorted({(e["pid"], e["tid"]) for e in spans if e["pid"] in sms})
    rowi = {k: i for i, k in enumerate(rows)}
    fig, (ax, ax2) = plt.subplots(2, 1, figsize=(14, 3 + 0.18 * len(rows) + 3),
                                  gridspec_kw={"height_ratios": [max(len(rows), 4), 8]})
    for e in spans:
        k = (e["pid"], e["tid"])
        if k not in rowi:
            continue
        ax.broken_barh([(e["ts"], max(e["dur"], 1e-3))], (rowi[k] - 0.4, 0.8), facecolors=colour[e["name"]], linewidth=0)
    ax.set_yticks(range(len(rows)))
    ax.set_yticklabels(["SM %d %s" % (p, threads.get((p, t), str(t))) for p, t in rows], fontsize=6)
    ax.invert_yaxis()
    ax.set_xlabel("time (us from the first record)")
    ax.set_title("trace regions on the first %d SMs (%d spans in all, %d SMs)" % (len(sms), len(spans), len({e["pid"] for e in spans})))
    ax.legend(handles=[plt.Rectangle((0, 0), 1, 1, color=colour[r]) for r in regions], labels=regions, loc="upper right", fontsize=7)
    # activity: warps of each role inside a region, over time (sweep of +1/-1 edges)
    roles = sorted({e.get("cat", "") for e in spans})
    for i, role in enumerate(roles):
        edges = []
        for e in spans:
            if e.get("cat", "") == role:
                edges.append((e["ts"], 1))
                edges.append((e["ts"] + e["dur"], -1))
        edges.sort()
        xs, ys, cur = [0.0], [0], 0
        for t, d in edges:
            xs.append(t)
            ys.append(cur)
            cur += d
            xs.append(t)
            ys.append(cur)
        ax2.plot(xs, ys, label=role, color=cmap((i + 5) % 10), linewidth=0.8)
    ax2.set_xlabel("time (us from the first record)")
    ax2.set_ylabel("warps inside a region")
    ax2.set_title("role activity, whole GPU (spans may nest: a warp counts once per open region)")
    ax2.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(dst, dpi=110)
    print("wrote %s" % dst)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
