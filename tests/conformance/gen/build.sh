#!/bin/bash
# Regenerates src/work/ref_conform.c from the derivation scripts here
# (exact rational arithmetic, Python 3 standard library only).  Kernels of
# the generated families: python3 <family>.py k > ../<family>/kernel.kiln
# (f32_arith, f64_arith, cvt, half_packed, warp, approx).
cd "$(dirname "$0")"
FAMS="int_arith int_ext bitops setp_selp setp_x2 f32_arith f64_arith cvt half_packed warp memory barrier_mbarrier ldmatrix_mma mma_int_f64 async_copy bulk_reduce wgmma tma tensormap tensor_reduce"
{ cat head.c; for f in $FAMS; do echo; echo "/* ---- $f ---- */"; python3 $f.py; done; echo; python3 approx_c.py; } > ../../../src/work/ref_conform.c
