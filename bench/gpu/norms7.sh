#!/usr/bin/env bash
# Session 7's one device call for issue 12's last memory-bound rows and fp8
# M = 128, N = 28672 (norms7): bench/gpu/norms.sh (build, `kiln run` of the
# new small cases, bench/gpu/membound.py --set s8: PF on the chunked rows,
# layernorm_split with EVX 2 / MAXREG 40, and control rows), then
# bench/gpu/fp8_n28672.py (interleaved with torch._scaled_mm: HINT on the
# TMA loads), then norms.sh's ncu step with what is left before DEADLINE
# (seconds from the start; default 165).  Results: $OUT/r.tar.gz (r/),
# $OUT/summary.txt.
#   OUT=$OUT DEADLINE=165 bash bench/gpu/norms7.sh
set -u
OUT=${OUT:-/tmp/kiln_out}
R=$OUT/r; mkdir -p "$R"
DEADLINE=${DEADLINE:-165}
TAG=${TAG:--2026-12-02-s7n1}
# call 2 (s7n2): SET=s8b FP8_SET=b CASES="layernorm:32768;rmsnorm:32768;softmax_bf16:32768" RUN_GLOB="zoo/norm/*/l2k2.json"
#   NCU_SPECS=<the s8b winners>
# call 4 (s7n4): SET=s8c FP8_SET=m128 CASES="rmsnorm:8192,16384" NCU=0 (no ncu step)
SET=${SET:-s8}
t0=$(date +%s)
left() { echo $(( DEADLINE - ($(date +%s) - t0) )); }
OUT=$OUT TAG=$TAG SET=$SET STEPS="build run membound" BUDGET=$(( DEADLINE - 70 )) MB_RESERVE=0 CAP_S=0.1 RUN_S=12 \
	CASES=${CASES:-"layernorm:32768;rmsnorm:32768;softmax_bf16:32768;layernorm:16384;rmsnorm:8192"} \
	RUN_GLOB=${RUN_GLOB:-"zoo/norm/*/pf*.json zoo/softmax/row_softmax_bf16/pf.json zoo/norm/layernorm/split_mr.json zoo/gemm/fp8_ws/hint.json"} \
	bash bench/gpu/norms.sh
[ -x build/kiln ] || exit 1
export PYTHONUNBUFFERED=1 PYTHONPATH=$PWD/python KILN_RESULTS=$R
fl=$(( $(left) - 30 )); [ $fl -ge 15 ] || fl=15
TAG=$TAG ROUNDS=7 CAP_S=0.15 timeout $fl python3 bench/gpu/fp8_n28672.py > "$R/fp8.txt" 2>&1
echo "[fp8 rc=$?] $(grep -E 'M=|ERR' "$R/fp8.txt")" | tee -a "$OUT/summary.txt"
tar czf "$OUT/r.tar.gz" -C "$OUT" r
if [ "${NCU:-1}" = 1 ] && [ "$(left)" -ge 25 ]; then
	OUT=$OUT TAG=$TAG STEPS="ncu" BUDGET=$(( $(left) - 3 )) NCU_MIN=20 NCU_COMPILED=0 \
		NCU_SPECS=${NCU_SPECS:-"layernorm@32768:layernorm:THREADS=512,VEC=4,HYB=1,MAXREG=40,LDC=1,STC=1,L2K=1;layernorm@32768:layernorm:THREADS=512,VEC=4,HYB=1,MAXREG=40,LDC=1,STC=1,L2K=1,PF=2;rmsnorm@32768:rmsnorm:THREADS=1024,VEC=2,L2K=1,STC=1;rmsnorm@32768:rmsnorm:THREADS=1024,VEC=2,L2K=1,STC=1,PF=2"} \
		bash bench/gpu/norms.sh
fi
echo "[$(( $(date +%s) - t0 ))s] norms7 done" | tee -a "$OUT/summary.txt"
tar czf "$OUT/r.tar.gz" -C "$OUT" r
