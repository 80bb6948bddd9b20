#!/usr/bin/env bash
# A user's workload outside the checkout, run by an installed Kiln (make
# install PREFIX=tmp): the kernel of examples/scale with each reference
# kind -- Python (NumPy), a wrong kernel failing with its indices, expected
# .npy outputs with inputs from .npy files, a C library (include/kiln_ref.h)
# -- and the errors a user meets (Python exception with traceback, missing
# NumPy, bad .npy shape, argument names not the kernel's).
set -u
cd "$(dirname "$0")/../.."
B=${B:-build}
pass=0; fail=0
ok() { if eval "$2"; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL: $1"; [ -f "$T/out" ] && head -c 1500 "$T/out"; fi; }
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
make -s B="$B" install PREFIX="$T/prefix" >"$T/install.log" 2>&1
ok "make install PREFIX" '[ -x "$T/prefix/bin/kiln" ] && [ -f "$T/prefix/lib/libkiln.a" ] && [ -f "$T/prefix/lib/libkiln.so" ] && [ -f "$T/prefix/include/kiln_ref.h" ] && [ -f "$T/prefix/share/kiln/lib/mbarrier.kiln" ]'
K="$T/prefix/bin/kiln"
# a Python with NumPy (the reference subprocess needs one)
PY=""
for p in ${KILN_PYTHON:-} python3 /usr/bin/python3; do "$p" -c 'import numpy' 2>/dev/null && { PY=$p; break; }; done
ok "a python3 with NumPy exists (apt-get install python3-numpy)" '[ -n "$PY" ]'
export KILN_PYTHON=${PY:-python3}
U="$T/user"; mkdir -p "$U"
cp examples/scale/kernel.kiln examples/scale/ref.py examples/scale/ref.c examples/scale/workload_*.json "$U/"
cd "$U"

"$K" sim workload_python.json >"$T/out" 2>&1; rc=$?
ok "python reference: pass" '[ $rc -eq 0 ] && grep -q "^PASS y" "$T/out"'

sed 's/alpha \* xf + bv/alpha * xf - bv/' kernel.kiln >wrong.kiln
sed 's/"kernel.kiln"/"wrong.kiln"/' workload_python.json >wrong.json
"$K" sim wrong.json --json >"$T/out" 2>&1; rc=$?
ok "wrong kernel vs python reference: exit 1, mismatching indices" '[ $rc -eq 1 ] && "$PY" -c "
import json,sys; d=json.load(open(sys.argv[1])); o=d[\"comparison\"][\"outputs\"][0]
assert d[\"status\"]==\"mismatch\" and o[\"mismatches\"]>0 and o[\"first_mismatches\"][0][\"index\"]>=0, d" "$T/out"'

"$K" sim workload_python.json --save-inputs . >/dev/null 2>&1
"$PY" - <<'PY'
import numpy as np
x = np.load("x.npy"); b = np.load("b.npy")
np.save("y_small.npy", 0.5 * x.astype(np.float64) + b)
PY
sed 's/"init": "uniform(-2, 2)"/"init": {"file": "x.npy"}/; s/"init": "normal(0, 1)"/"init": {"file": "b.npy"}/' workload_expected.json >expected.json
"$K" sim expected.json >"$T/out" 2>&1; rc=$?
ok "expected .npy outputs, inputs from .npy: pass" '[ $rc -eq 0 ] && grep -q "^PASS y" "$T/out"'
sed 's/"kernel.kiln"/"wrong.kiln"/' expected.json >expected_wrong.json
"$K" sim expected_wrong.json >"$T/out" 2>&1; rc=$?
ok "expected .npy vs wrong kernel: exit 1 with 'at [i]'" '[ $rc -eq 1 ] && grep -q "^    at \[" "$T/out"'
"$PY" -c 'import numpy as np; np.save("short.npy", np.zeros(7, np.float32))'
sed 's/"x.npy"/"short.npy"/' expected.json >badshape.json
"$K" sim badshape.json >"$T/out" 2>&1; rc=$?
ok "init file of the wrong shape: exit 2, located" '[ $rc -eq 2 ] && grep -q "badshape.json:[0-9]*:[0-9]*: error: .*shape (1000), .*short.npy has shape (7)" "$T/out"'
"$PY" -c 'import numpy as np; np.save("xf.npy", np.full(1000, 0.1, np.float32))'
sed 's/"x.npy"/"xf.npy"/' expected.json >notbf16.json
"$K" sim notbf16.json >"$T/out" 2>&1; rc=$?
ok "float32 data that is not bf16: exit 2 naming the element" '[ $rc -eq 2 ] && grep -q "element 0 of .*xf.npy .* is not a bf16 value" "$T/out"'

cc -O2 -shared -fPIC -I"$T/prefix/include" -o libref.so ref.c 2>"$T/out"
ok "library reference builds against the installed header" '[ -f libref.so ]'
"$K" sim workload_library.json >"$T/out" 2>&1; rc=$?
ok "library reference: pass" '[ $rc -eq 0 ] && grep -q "^PASS y" "$T/out"'
sed 's/"symbol": "axpb"/"symbol": "nope"/' workload_library.json >nosym.json
"$K" sim nosym.json >"$T/out" 2>&1; rc=$?
ok "library without the symbol: exit 2" '[ $rc -eq 2 ] && grep -q "has no symbol .nope." "$T/out"'

printf 'def axpb(x, b, alpha):\n    raise ValueError("boom in the reference")\n' >bad.py
sed 's/"ref.py"/"bad.py"/' workload_python.json >badpy.json
"$K" sim badpy.json >"$T/out" 2>&1; rc=$?
ok "python exception: exit 2 with its traceback" '[ $rc -eq 2 ] && grep -q "Traceback" "$T/out" && grep -q "ValueError: boom in the reference" "$T/out"'
mkdir -p nonumpy; printf 'raise ImportError("No module named numpy (test)")\n' >nonumpy/numpy.py
PYTHONPATH="$U/nonumpy" "$K" sim workload_python.json >"$T/out" 2>&1; rc=$?
ok "missing NumPy: exit 2, says to install it" '[ $rc -eq 2 ] && grep -q "needs NumPy" "$T/out" && grep -q "pip install numpy" "$T/out"'

sed 's/"name": "alpha"/"name": "scale"/' workload_python.json >badname.json
"$K" sim badname.json >"$T/out" 2>&1; rc=$?
ok "argument not named like the kernel parameter: exit 2 naming both" '[ $rc -eq 2 ] && grep -q "argument .scale. binds to kernel parameter 3, which is named .alpha." "$T/out"'

# the installed standard library is found relative to the binary
printf 'import "mbarrier.kiln";\n' >imp.kiln; cat kernel.kiln >>imp.kiln
sed 's/"kernel.kiln"/"imp.kiln"/' workload_python.json >imp.json
"$K" sim imp.json >"$T/out" 2>&1; rc=$?
ok "import of the installed standard library" '[ $rc -eq 0 ]'
echo "user_refs: $pass passed, $fail failed"
