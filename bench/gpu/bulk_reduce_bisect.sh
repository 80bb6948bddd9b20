#!/usr/bin/env bash
# Device call: build kiln, then bench/gpu/bulk_reduce_bisect.py (one
# cp.reduce.async.bulk form per kernel under kiln run); $OUT/bisect.txt
# and $OUT/bisect.json.
#   run(command="cd .dev-sim4/src && OUT=$OUT bash bench/gpu/bulk_reduce_bisect.sh", carry=[".dev-sim4"])
set -u
OUT=${OUT:-/tmp/kiln_out}; mkdir -p "$OUT"
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; date -u +%FT%TZ; cat COMMIT 2>/dev/null; } > "$OUT/bisect.txt" 2>&1
[ -n "${NO_BUILD:-}" ] || timeout 60 make -j16 build/kiln > "$OUT/build.log" 2>&1 || { echo "BUILD FAILED" >> "$OUT/bisect.txt"; exit 1; }
timeout 60 python3 bench/gpu/bulk_reduce_bisect.py /tmp/bisect "${CMD:-run}" 8 >> "$OUT/bisect.txt" 2>&1
cp /tmp/bisect/bisect.json "$OUT/" 2>/dev/null
cat "$OUT/bisect.txt"
