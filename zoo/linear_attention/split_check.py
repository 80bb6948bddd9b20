"""The split form end to end in the simulator: kda_chunk MODE = 1 (intra.json)
writes x, aqk, glo; kda_state reads those files (its workload rebuilt with
"init": {"file": ...}) and its o and ht are compared with the token
recurrence in float64 computed from the intra case's own inputs.
Usage: python3 zoo/linear_attention/split_check.py [KILN] [CASE]  (exit 0: pass)"""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
KILN = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "..", "build", "kiln")
CASE = sys.argv[2] if len(sys.argv) > 2 else "tail"

REF = '''import numpy as np, sys
sys.path.insert(0, %r)
import la_ref
def chain(**kw):
    d = %r
    ins = {n: np.load(d + "/in/" + n + ".npy") for n in ("q", "k", "v", "g", "beta", "a_log", "dt_bias", "h0")}
    p = %r
    return la_ref.kda_chunk(ins["q"], ins["k"], ins["v"], ins["g"], ins["beta"], ins["a_log"], ins["dt_bias"], ins["h0"],
                            p["scale"], p["hv"], p["L2NORM"], p["BETA_SIGMOID"], p["GATE"], 1)
'''


def main():
    wi = json.load(open(os.path.join(HERE, "kda_chunk", "intra.json")))
    case = next(c for c in wi["cases"] if c["name"] == CASE)
    with tempfile.TemporaryDirectory() as d:
        os.makedirs(d + "/in")
        os.makedirs(d + "/out")
        r = subprocess.run([KILN, "sim", os.path.join(HERE, "kda_chunk", "intra.json"), "--case", CASE,
                            "--save-inputs", d + "/in", "--save-outputs", d + "/out"], capture_output=True, text=True)
        print(r.stdout.strip().splitlines()[-1] if r.stdout.strip() else r.stderr.strip())
        if r.returncode:
            print(r.stderr)
            return 1
        import numpy as np
        scale = float(np.float32(1 / np.sqrt(wi["params"]["K"])))
        p = dict(wi["params"], scale=scale, hv=case["vars"]["hv"])
        open(d + "/ref.py", "w").write(REF % (HERE, d, p))
        ws = json.load(open(os.path.join(HERE, "kda_chunk", "state.json")))
        ws["kernel"] = os.path.join(HERE, "kda_chunk", "kernel.kiln")
        for a in ws["args"]:
            if a["name"] in ("x", "aqk", "glo"):
                a["init"] = {"file": d + "/out/%s.npy" % a["name"]}
            if a["name"] == "h0":
                a["init"] = {"file": d + "/in/h0.npy"}
        ws["cases"] = [{"name": CASE, "vars": {k: case["vars"][k] for k in ("b", "t", "hv")}}]
        ws["reference"] = {"python": d + "/ref.py", "function": "chain"}
        ws["tolerance"] = wi["tolerance"]
        json.dump(ws, open(d + "/state.json", "w"))
        r = subprocess.run([KILN, "sim", d + "/state.json"], capture_output=True, text=True)
        print(r.stdout.strip() or r.stderr.strip())
        return r.returncode


if __name__ == "__main__":
    sys.exit(main())
