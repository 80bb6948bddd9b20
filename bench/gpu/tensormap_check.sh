#!/usr/bin/env bash
# One device call (not run in session 3: tmap had no device budget) that
# checks on the H200 what the simulator's tensor-map work assumes from the
# PTX ISA text alone: the im2col addressing (tests/conformance/im2col:
# bounding box [lower, size + upper), traversal wrap to the lower corner,
# columns past the last image, offsets, swizzle, OOB-NaN), the
# tensormap.replace field encodings and the cp_fenceproxy / acquire
# idiom (tests/conformance/tensormap), and every cp.reduce.async.bulk.tensor
# operation and element type (tests/conformance/tensor_reduce, including the
# f16/bf16 min/max rule the simulator takes from min.f16).  `kiln run`
# compares each result slot bit for bit with the ISA-derived tables of
# src/work/ref_conform.c; a FAIL line names the slot and the comment says
# which rule it tests.  (Not probed yet: whether the H200 faults on an
# im2col load whose channel start is off a 16-byte boundary; the simulator
# applies the tile-mode rule measured 2026-11-29.)
#   run(command="bash bench/gpu/tensormap_check.sh", carry=[...]) ; results
#   in $OUT/summary.txt and $OUT/r/*.txt
set -u
OUT=${OUT:-/tmp/kiln_out}
R=$OUT/r; mkdir -p "$R"
S=$OUT/summary.txt
log() { echo "$*" | tee -a "$S"; }
log "gpu: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader) date $(date -u +%F)"
make -j16 > "$R/build.log" 2>&1 || { log "BUILD FAILED"; tail -30 "$R/build.log" | tee -a "$S"; exit 1; }
for fam in im2col tensormap tensor_reduce; do
	KILN_CONFORM=run CONFORM_ONLY=$fam timeout 300 bash tests/suites/conformance.sh > "$R/conformance-$fam.txt" 2>&1
	log "$fam on GPU: $(tail -1 "$R/conformance-$fam.txt")"
	grep -A20 FAIL "$R/conformance-$fam.txt" | head -80 >> "$S"
done
# sim vs GPU on the same workloads, slot by slot
for w in tests/conformance/im2col/workload.json tests/conformance/tensormap/workload.json \
	tests/conformance/tensor_reduce/arith.json tests/conformance/tensor_reduce/minmax_bit.json; do
	./build/kiln sim "$w" --save-outputs "$R/sim-$(basename $(dirname $w))-$(basename $w .json)" > /dev/null 2>&1
	./build/kiln run "$w" --json > "$R/run-$(basename $(dirname $w))-$(basename $w .json).json" 2>&1
	log "run $w: rc=$?"
done
