#!/bin/bash
# Regenerates the conformance suite's expected outputs, one .npy per table
# (tests/conformance/<family>/<table>.npy), from the derivation scripts here
# (exact rational arithmetic, Python 3 standard library only): expected.py.
# The workloads name them as "expected" files; nothing of this is in libkiln.
# Kernels of the generated families: python3 <family>.py k > ../<family>/kernel.kiln
# (f32_arith, f64_arith, cvt, half_packed, warp, approx); tma: python3 tma.py
# k / s / w / ws for kernel.kiln, store.kiln, workload.json, store.json.
cd "$(dirname "$0")"
exec python3 expected.py "$@"
