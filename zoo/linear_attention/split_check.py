"""The split form end to end in the simulator: kda_chunk MODE = 1 (intra.json)
writes x, aqk, glo; kda_state reads those files (its workload rebuilt with
"init": {"file": ...}) and its o and ht are compared with the token
recurrence in float64 computed from the intra case's own inputs.

--segments G: the pipelined split form of la_split.py (bench/gpu/
linear_attention.py's split-gG forms): the case's inputs cut by
la_split.plan() into G segments (B = 1: token ranges of whole chunks, each
state chain starting from the previous segment's final state; B > 1:
groups of sequences), the intra half and kda_state simulated per segment
on its slice (t, b of the segment), o assembled from the segments' o and
the last segment's ht, both compared with the float64 recurrence of the
whole case (nrmse within intra.json's tolerance).  --var NAME=VALUE
overrides the case's variables (b, t, h, hv).

--op gdn: Gated DeltaNet (gdn_chunk/intra.json, the recurrence of
la_ref.gdn_chunk).  --intra FILE: another intra workload (relative to
zoo/linear_attention).  --qkr: kda_state with QKR = 1 (state_qkr.json: w, u
from x, q and k raw from the case's inputs, glo = rq, rk, e^gc_63), fed by
an intra workload that writes that layout (--intra, kda_chunk QKR = 1);
--qkr-ref: the same state half fed instead from the float64 reference's
QKR intermediates of the case's inputs (qkr_ref() below; the intra
workload then only draws the inputs and checks its own half), so the state
half is tested end to end without the QKR intra kernel.
Usage: python3 zoo/linear_attention/split_check.py [KILN] [CASE] [--segments G] [--var NAME=VALUE ...]
       [--op kda|gdn] [--intra FILE] [--qkr | --qkr-ref]
(exit 0: pass)"""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import la_split  # noqa: E402

REF = '''import numpy as np, sys
sys.path.insert(0, %r)
import la_ref
def chain(**kw):
    d = %r
    ins = {n: np.load(d + "/in/" + n + ".npy") for n in ("q", "k", "v", "g", "beta", "a_log", "dt_bias", "h0")}
    p = %r
    return getattr(la_ref, p["ref"])(ins["q"], ins["k"], ins["v"], ins["g"], ins["beta"], ins["a_log"], ins["dt_bias"],
                                     ins["h0"], p["scale"], p["hv"], p["L2NORM"], p["BETA_SIGMOID"], p["GATE"], 1)
'''
INPUTS = ("q", "k", "v", "g", "beta", "a_log", "dt_bias", "h0")


def sim(kiln, args):
    r = subprocess.run([kiln, "sim"] + args, capture_output=True, text=True)
    out = r.stdout.strip() or r.stderr.strip()
    return r.returncode, out, r.stderr


def state_workload(wi, x_dir, h0_file, vars_, qkr=False, in_dir=None):
    """kda_state's workload (state.json; qkr: state_qkr.json, q and k from
    in_dir, the intra case's inputs) reading x, aqk, glo from x_dir."""
    ws = json.load(open(os.path.join(HERE, "kda_chunk", "state_qkr.json" if qkr else "state.json")))
    ws["kernel"] = os.path.join(HERE, "kda_chunk", "kernel.kiln")
    for a in ws["args"]:
        if a["name"] in ("x", "aqk", "glo"):
            a["init"] = {"file": x_dir + "/%s.npy" % a["name"]}
        if a["name"] in ("q", "k") and qkr:
            a["init"] = {"file": in_dir + "/%s.npy" % a["name"]}
        if a["name"] == "h0":
            a["init"] = {"file": h0_file}
    ws["cases"] = [{"name": "case", "vars": {k: vars_[k] for k in (("b", "t", "h", "hv") if qkr else ("b", "t", "hv"))}}]
    ws["tolerance"] = wi["tolerance"]
    # kda_state's own float64 reference of these inputs (whole() replaces it by the chain)
    ws["reference"]["python"] = os.path.join(HERE, "la_ref.py")
    return ws


def qkr_ref(ins, wi, hv, out_dir):
    """The QKR intermediates of GDN in float64 from the case's inputs
    (la_ref.intra64 with QKR = 1: x [n][2] = w, u; Aqk; glo = rq, rk,
    e^gc_63, the contract of kda_chunk QKR = 1), rounded as the intra
    kernel stores them (x, aqk bf16; glo float32) and written as
    out_dir/{x,aqk,glo}.npy.  The caller checks that wi is a GDN workload."""
    import numpy as np
    import la_ref
    p = wi["params"]
    scale = float(np.float32(1 / np.sqrt(p["K"])))
    r = la_ref.intra64(ins["q"], ins["k"], ins["v"], ins["g"], ins["beta"], ins["a_log"], ins["dt_bias"], scale, hv,
                       p["L2NORM"], p["BETA_SIGMOID"], p["GATE"], 1, p.get("NEG_EIGVAL", 0), QKR=1)

    def bf16(a):                   # round to nearest even bf16, as float32 values (the workload's file form)
        u = np.ascontiguousarray(a, dtype=np.float32).view(np.uint32).astype(np.uint64)
        u = (u + 0x7FFF + ((u >> 16) & 1)) & 0xFFFF0000
        return u.astype(np.uint32).view(np.float32)
    np.save(out_dir + "/x.npy", bf16(r["x"]))
    np.save(out_dir + "/aqk.npy", bf16(r["aqk"]))
    np.save(out_dir + "/glo.npy", r["glo"].astype(np.float32))


def whole(kiln, wi, case, d, ref_fn, qkr, qkr_from_ref):
    """One intra run, one kda_state run over all of T (the two-launch split form)."""
    import numpy as np
    scale = float(np.float32(1 / np.sqrt(wi["params"]["K"])))
    p = dict(wi["params"], scale=scale, hv=case["vars"]["hv"], ref=ref_fn)
    open(d + "/ref.py", "w").write(REF % (HERE, d, p))
    if qkr_from_ref:
        os.makedirs(d + "/qref")
        qkr_ref({n: np.load(d + "/in/%s.npy" % n) for n in INPUTS}, wi, case["vars"]["hv"], d + "/qref")
    ws = state_workload(wi, d + ("/qref" if qkr_from_ref else "/out"), d + "/in/h0.npy", case["vars"], qkr, d + "/in")
    ws["reference"] = {"python": d + "/ref.py", "function": "chain"}
    json.dump(ws, open(d + "/state.json", "w"))
    rc, out, _ = sim(kiln, [d + "/state.json"])
    print(out)
    return rc


def segmented(kiln, wi, case, d, G, wpath, ref_fn, qkr, qkr_from_ref):
    import numpy as np
    sys.path.insert(0, HERE)
    import la_ref
    v = case["vars"]
    b, t, hv = v["b"], v["t"], v["hv"]
    segs = la_split.plan(b, t, G)
    print("segments (b0, b1, t0, t1): %s" % segs)
    if len(segs) < 2:
        print("FAIL: case %s (b %d, t %d) gives %d segment(s) for G = %d: nothing pipelined" % (case["name"], b, t, len(segs), G))
        return 1
    ins = {n: np.load(d + "/in/%s.npy" % n) for n in INPUTS}
    o = np.zeros((b, t, hv, 128), dtype=np.float64)
    ht = np.zeros((b, hv, 128, 128), dtype=np.float64)
    prev_ht = None
    for s, (b0, b1, t0, t1) in enumerate(segs):
        sd = "%s/seg%d" % (d, s)
        os.makedirs(sd + "/in")
        os.makedirs(sd + "/out")
        os.makedirs(sd + "/st")
        for n in ("q", "k", "v", "g", "beta"):
            np.save(sd + "/in/%s.npy" % n, np.ascontiguousarray(ins[n][b0:b1, t0:t1]))
        sv = dict(v, b=b1 - b0, t=t1 - t0)
        w = json.loads(json.dumps(wi))
        w["kernel"] = os.path.join(os.path.dirname(wpath), wi["kernel"])
        w["reference"]["python"] = os.path.join(os.path.dirname(wpath), wi["reference"]["python"])
        for a in w["args"]:
            if a["name"] in ("q", "k", "v", "g", "beta"):
                a["init"] = {"file": sd + "/in/%s.npy" % a["name"]}
            elif a["name"] in ("a_log", "dt_bias"):
                a["init"] = {"file": d + "/in/%s.npy" % a["name"]}
        w["cases"] = [{"name": "seg%d" % s, "vars": sv}]
        json.dump(w, open(sd + "/intra.json", "w"))
        # the intra half of the segment, checked against its own float64 reference
        rc, out, err = sim(kiln, [sd + "/intra.json", "--save-outputs", sd + "/out"])
        print("segment %d intra: %s" % (s, out.splitlines()[-1] if out else err))
        if rc:
            print(out)
            return rc
        if prev_ht is None:
            np.save(sd + "/h0.npy", np.ascontiguousarray(ins["h0"][b0:b1]))
        else:
            np.save(sd + "/h0.npy", prev_ht)
        xd = sd + "/out"
        if qkr_from_ref:
            xd = sd + "/qref"
            os.makedirs(xd)
            seg_ins = {n: np.load(sd + "/in/%s.npy" % n) for n in ("q", "k", "v", "g", "beta")}
            seg_ins.update({n: ins[n] for n in ("a_log", "dt_bias")})
            qkr_ref(seg_ins, wi, hv, xd)
        json.dump(state_workload(wi, xd, sd + "/h0.npy", sv, qkr, sd + "/in"), open(sd + "/state.json", "w"))
        rc, out, err = sim(kiln, [sd + "/state.json", "--save-outputs", sd + "/st"])
        print("segment %d state: %s" % (s, out.splitlines()[-1] if out else err))
        if rc:
            print(out, err)
            return rc
        so, sh = np.load(sd + "/st/o.npy"), np.load(sd + "/st/ht.npy")
        o[b0:b1, t0:t1] = so
        if b > 1:
            ht[b0:b1] = sh
        else:
            prev_ht = sh.astype(np.float32)
            ht[:] = sh
    scale = float(np.float32(1 / np.sqrt(wi["params"]["K"])))
    p = wi["params"]
    ref = getattr(la_ref, ref_fn)(ins["q"], ins["k"], ins["v"], ins["g"], ins["beta"], ins["a_log"], ins["dt_bias"], ins["h0"],
                                  scale, hv, p["L2NORM"], p["BETA_SIGMOID"], p["GATE"], 1)
    tol = wi["tolerance"]["nrmse"]
    bad = 0
    for n, got in (("o", o), ("ht", ht)):
        r = np.asarray(ref[n], dtype=np.float64).reshape(got.shape)
        e = float(np.linalg.norm(got - r) / np.linalg.norm(r))
        ok = np.isfinite(e) and e <= tol
        bad += not ok
        print("%s %s (%d segments): nrmse %.3g (bound %g), max abs err %.3g" % ("PASS" if ok else "FAIL", n, len(segs), e, tol,
                                                                            float(np.abs(got - r).max())))
    print("PASS" if not bad else "FAIL")
    return 1 if bad else 0


def main(argv):
    pos, G, over = [], 1, {}
    op, intra, qkr, qkr_from_ref = "kda", None, False, False
    i = 0
    while i < len(argv):
        if argv[i] == "--segments" and i + 1 < len(argv):
            G = int(argv[i + 1])
            i += 2
        elif argv[i] == "--op" and i + 1 < len(argv) and argv[i + 1] in ("kda", "gdn"):
            op = argv[i + 1]
            i += 2
        elif argv[i] == "--intra" and i + 1 < len(argv):
            intra = argv[i + 1]
            i += 2
        elif argv[i] in ("--qkr", "--qkr-ref"):
            qkr = True
            qkr_from_ref = argv[i] == "--qkr-ref"
            i += 1
        elif argv[i] == "--var" and i + 1 < len(argv) and "=" in argv[i + 1]:
            k, val = argv[i + 1].split("=", 1)
            over[k] = int(val)
            i += 2
        elif argv[i].startswith("-"):
            print(__doc__)
            return 2
        else:
            pos.append(argv[i])
            i += 1
    kiln = pos[0] if pos else os.path.join(HERE, "..", "..", "build", "kiln")
    cname = pos[1] if len(pos) > 1 else "tail"
    wpath = os.path.join(HERE, intra or ("%s_chunk/intra.json" % op))
    wi = json.load(open(wpath))
    case = next((c for c in wi["cases"] if c["name"] == cname), None)
    if case is None:
        print("no case %s in %s" % (cname, os.path.relpath(wpath, HERE)))
        return 2
    if qkr_from_ref and int(wi["params"].get("GDN", 0)) != 1:
        print("--qkr-ref: the intra workload %s is not GDN (QKR = 1 is GDN's layout: use --op gdn)"
              % os.path.relpath(wpath, HERE))
        return 2
    if qkr and not qkr_from_ref and int(wi["params"].get("QKR", 0)) != 1:
        print("--qkr: the intra workload %s does not set QKR = 1 (its x and glo would not be the QKR layout)"
              % os.path.relpath(wpath, HERE))
        return 2
    ref_fn = "gdn_chunk" if int(wi["params"].get("GDN", 0)) == 1 else "kda_chunk"
    case = dict(case, vars=dict(case["vars"], **over))
    with tempfile.TemporaryDirectory() as d:
        os.makedirs(d + "/in")
        os.makedirs(d + "/out")
        rc, out, err = sim(kiln, [wpath, "--case", cname,
                                  "--save-inputs", d + "/in", "--save-outputs", d + "/out"] +
                           sum([["--var", "%s=%d" % kv] for kv in over.items()], []))
        print(out.splitlines()[-1] if out else err)
        if rc:
            print(err)
            return 1
        if G <= 1:
            return whole(kiln, wi, case, d, ref_fn, qkr, qkr_from_ref)
        return segmented(kiln, wi, case, d, G, wpath, ref_fn, qkr, qkr_from_ref)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
