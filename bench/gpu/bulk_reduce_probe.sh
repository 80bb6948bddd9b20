#!/usr/bin/env bash
# bench/gpu/bulk_reduce_probe.sh [OUT_JSON] — builds bench/gpu/bulk_reduce_probe.cu
# and runs each variant (own process) on the local GPU: does
# cp.reduce.async.bulk into shared::cluster need a cluster launch, a mapa
# address, or a destination in another CTA?  Writes the variants' results,
# the SASS of the reduction and copy, GPU, driver, CUDA, date and command.
set -u
cd "$(dirname "$0")"
out=${1:-bulk_reduce_probe.json}
bin=/tmp/bulk_reduce_probe
nvcc -O2 -gencode=arch=compute_90a,code=sm_90a -o "$bin" bulk_reduce_probe.cu || exit 1
rows=()
for v in "reduce 0 cta self" "reduce 0 mapa self" "reduce 1 cta self" "reduce 1 mapa self" \
         "reduce 2 mapa self" "reduce 2 mapa other" "reduce 2 cta self" \
         "copy 0 cta self" "copy 0 mapa self" "copy 1 cta self" "copy 2 mapa other"; do
	r=$(timeout 30 "$bin" $v 2>&1 | tail -n 1)
	case $r in "{"*) ;; *) r="{\"variant\": \"$v\", \"error\": \"no result: $(echo "$r" | tr -d '"\\' | head -c 200)\"}" ;; esac
	rows+=("$r")
done
sass=$(cuobjdump -sass "$bin" 2>/dev/null | grep -E 'UBLKRED|UBLKCP|UTMA|BLKRED|RED\.' | sed 's/^ *//; s/ *;.*$//' | sort -u | tr -d '"' | head -20 | sed 's/.*/    "&"/' | paste -sd, -)
{
	printf '{\n  "experiment": "cp.reduce.async.bulk into shared::cluster: launch and address requirements",\n'
	printf '  "gpu": "%s",\n  "driver": "%s",\n' "$(nvidia-smi --query-gpu=name --format=csv,noheader | head -n 1)" \
		"$(nvidia-smi --query-gpu=driver_version --format=csv,noheader | head -n 1)"
	printf '  "cuda_build": "%s (-gencode=arch=compute_90a,code=sm_90a)",\n' "$(nvcc --version | tail -n 1)"
	printf '  "date": "%s",\n  "command": "bench/gpu/bulk_reduce_probe.sh",\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)"
	printf '  "sass": [\n%s\n  ],\n  "variants": [\n' "$sass"
	n=${#rows[@]}
	for i in "${!rows[@]}"; do
		printf '    %s%s\n' "${rows[$i]}" "$([ "$i" -lt $((n - 1)) ] && echo ,)"
	done
	printf '  ]\n}\n'
} >"$out"
python3 -m json.tool "$out" >/dev/null || echo "warning: $out is not valid JSON"
cat "$out"
