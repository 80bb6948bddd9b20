#!/usr/bin/env bash
# bench/gpu/async_groups.sh [OUT_JSON] — builds (if nvcc is here) and runs the
# async-group experiment (bench/gpu/async_groups.cu) on the local GPU; writes
# the measurements plus GPU, driver, CUDA, date and command to OUT_JSON.
set -eu
cd "$(dirname "$0")"
out=${1:-async_groups.json}
bin=./async_groups
if command -v nvcc >/dev/null && [ ! -x "$bin" ]; then
	nvcc -O2 -gencode=arch=compute_90a,code=sm_90a -o "$bin" async_groups.cu
fi
"$bin" "$out.raw"
drv=$(nvidia-smi --query-gpu=driver_version --format=csv,noheader | head -n 1)
{
	sed '$d' "$out.raw" | sed '$s/$/,/'
	printf '  "driver": "%s",\n  "cuda_build": "nvcc 13.0 (-gencode=arch=compute_90a,code=sm_90a)",\n' "$drv"
	printf '  "date": "%s",\n  "command": "bench/gpu/async_groups.sh"\n}\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)"
} >"$out"
rm -f "$out.raw"
cat "$out"
