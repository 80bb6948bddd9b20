#!/usr/bin/env bash
# One device call for the memory-bound zoo (issue 12; sessions 4-6): build
# kiln, optionally `kiln run` new workloads' small cases (RUN_GLOB, 16 at a
# time), bench/gpu/membound.py over CASES with the variant set SET (s5: the
# session 5 candidates on the rows that missed, the selection rule on the
# others; s6: CAND6; rule: the rule only), copy / torch eager / torch.compile in the
# same process, then, while the budget lasts, ncu of one Kiln kernel per
# case next to inductor's kernel of the same row (bench/gpu/ncu_membound.py;
# NCU_SPECS as ncu_membound.py takes it, default S6NCU below; NCU_SPECS=best: the best Kiln variant of each
# row this call measured, the rows that miss first).  The ncu report's raw
# page is summarized with `kiln profile --ncu-csv` (src/prof/ncu.c, every
# kernel row) into ncu-membound$TAG-nvidia-h200.json (ncu_membound.py
# summarize); the same command re-runs on CPU from the committed raw CSV.
# STEPS (default "build run membound ncu"), BUDGET seconds in all (default
# 200; membound starts no row after its share, ncu only with NCU_MIN
# seconds left), TAG (result file suffix, default -s6run1).
# Session 6, call 1 (the defaults below: SET=s6, TAG=-s6run1, the 7 rows
# that missed in s5run1 plus 7 passing rows as a control, RUN_GLOB = the
# workloads added since s5run1's kiln run, NCU_SPECS = the MAXREG layernorm
# templates and inductor's-form rmsnorm load, NCU_COMPILED=0: inductor's
# kernels of these rows are in ncu-membound-s5run1), ~110 s of wall time:
#   STEPS="build run membound ncu" BUDGET=110 MB_RESERVE=40 NCU_MIN=25 CAP_S=0.15
# The calls of later sessions (their variables): docs/sessions/2026-12-02.md
# (s6run2, s7run1) and docs/sessions/2026-12-02-b.md (norms7's calls).
# Results: $OUT/r.tar.gz (r/: logs, baseline-membound-*.json,
# ncu-membound-*.json/.txt/raw.csv), $OUT/summary.txt.
set -u
OUT=${OUT:-/tmp/kiln_out}
R=$OUT/r; mkdir -p "$R"
S=$OUT/summary.txt
BUDGET=${BUDGET:-200}
STEPS=${STEPS:-"build run membound ncu"}
TAG=${TAG:--s6run1}
SET=${SET:-s6}
# the rows that missed in s5run1 first (a deadline cuts the last rows, not these), then passing rows as a control
CASES=${CASES:-"rmsnorm:8192,16384,32768;layernorm:32768,16384,1024;softmax_bf16:32768;rmsnorm:1024;layernorm:8192;softmax_bf16:1024;add_rmsnorm:1024,32768;softmax_f32:1024;layernorm:2048"}
S6NCU="layernorm@16384:layernorm:THREADS=512,VEC=4,MAXREG=40;layernorm@32768:layernorm:THREADS=512,VEC=4,HYB=1,LDC=1,STC=1,L2K=1,MAXREG=40;rmsnorm@8192:rmsnorm:THREADS=512,VEC=2,EVX=3;softmax_bf16@32768:row_softmax_bf16:THREADS=1024,VEC=2,L2K=1,STC=1,PAIR=1"
NCU_SPECS=${NCU_SPECS:-$S6NCU}
export NCU_COMPILED=${NCU_COMPILED:-0}
NCU_MIN=${NCU_MIN:-40}
t0=$(date +%s)
left() { echo $(( BUDGET - ($(date +%s) - t0) )); }
log() { echo "[$(( $(date +%s) - t0 ))s] $*" | tee -a "$S"; }
pack() { tar czf "$OUT/r.tar.gz" -C "$OUT" r; }
want() { case " $STEPS " in *" $1 "*) return 0;; esac; return 1; }
nvidia-smi > "$R/nvidia-smi.txt" 2>&1
log "gpu: $(nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader)"
log "cuda: $(nvcc --version | tail -1); ncu: $(ncu --version 2>/dev/null | tail -1)"
if want build; then
	timeout 120 make -j16 build/kiln build/libkiln.so > "$R/build.log" 2>&1 || { log "BUILD FAILED"; tail -30 "$R/build.log" | tee -a "$S"; pack; exit 1; }
	log "built"
fi
K=./build/kiln
export PYTHONUNBUFFERED=1 PYTHONPATH=$PWD/python KILN_RESULTS=$R
if want run; then
	: > "$R/runlist.txt"
	for j in ${RUN_GLOB:-zoo/norm/*/evx.json zoo/softmax/*/evx.json zoo/softmax/row_softmax_bf16/pair*.json zoo/norm/rmsnorm/ldc4.json zoo/norm/layernorm/maxreg.json}; do
		python3 -c 'import json,sys; [print(sys.argv[1], c["name"]) for c in json.load(open(sys.argv[1]))["cases"] if not c.get("bench")]' "$j" >> "$R/runlist.txt"
	done
	# shellcheck disable=SC2016  # expanded by the inner shell
	timeout "${RUN_S:-25}" xargs -P 16 -L 1 sh -c 'f="$0"; c="$1"; o="'"$R"'/run-$(basename "$(dirname "$f")")-$(basename "$f" .json)-$c.txt"; timeout 60 '"$K"' run "$f" --case "$c" > "$o" 2>&1; echo "run $f $c rc=$? $(tail -1 "$o")"' < "$R/runlist.txt" > "$R/runs.txt" 2>&1
	log "kiln run: $(wc -l < "$R/runs.txt") cases, $(grep -vc ' rc=0 ' "$R/runs.txt") failed"
	grep -v ' rc=0 ' "$R/runs.txt" | head -5 | tee -a "$S"
	pack
fi
if want membound; then
	mb=$(( $(left) - ${MB_RESERVE:-75} )); [ $mb -ge 30 ] || mb=30
	timeout $(( mb + 25 )) python3 bench/gpu/membound.py --out "$R" --set "$SET" --cases "$CASES" --tag="$TAG" \
		--cap-s "${CAP_S:-0.2}" --deadline-s "$mb" > "$R/membound.txt" 2>&1
	log "membound rc=$?"
	grep -E "n= *[0-9]+ kiln|Error|error|skipped" "$R/membound.txt" | tee -a "$S"
	pack
fi
if want ncu && [ "$(left)" -ge "$NCU_MIN" ]; then
	# one case per measured row: its best Kiln variant, the rows that miss the goal first, as many as the time allows
	ncases=$(( ($(left) - 25) / ${NCU_CASE_S:-7} )); [ $ncases -ge 1 ] || ncases=1
	[ "$NCU_SPECS" != best ] || NCU_SPECS=$(python3 - "$R" "$TAG" "$ncases" <<'PY'
import glob, json, sys
d, tag, k = sys.argv[1], sys.argv[2], int(sys.argv[3])
rows = []
for f in sorted(glob.glob("%s/baseline-membound-*%s-*.json" % (d, tag))):
    doc = json.load(open(f))
    op = f.split("baseline-membound-")[1].split(tag)[0]
    for r in doc["rows"]:
        if "kiln" in r:
            rows.append((r.get("meets_goal", False), op, r["n"], r["kiln"]))
rows.sort(key=lambda x: x[0])
print(";".join("%s@%d:%s:%s" % (op, n, v["entry"], ",".join("%s=%s" % kv for kv in v["defines"].items()))
               for _, op, n, v in rows[:k]))
PY
)
	log "ncu ($ncases cases): $NCU_SPECS"
	NCU_SPECS="$NCU_SPECS" NCU_MANIFEST=$R/ncu-manifest.json timeout $(( $(left) - 8 )) ncu --profile-from-start off --clock-control none \
		--section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats --section MemoryWorkloadAnalysis \
		--metrics dram__bytes_read.sum,dram__bytes_write.sum,l1tex__t_sector_hit_rate.pct,lts__t_sector_hit_rate.pct,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_tex_op_write.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum \
		-f -o /tmp/n5-ncu python3 bench/gpu/ncu_membound.py > "$R/ncu-log.txt" 2>&1
	log "ncu rc=$?"
	ncu -i /tmp/n5-ncu.ncu-rep > "$R/ncu-membound$TAG-nvidia-h200.txt" 2>&1
	ncu -i /tmp/n5-ncu.ncu-rep --page raw --csv > "$R/ncu-membound$TAG-raw.csv" 2>&1
	KILN=$K python3 bench/gpu/ncu_membound.py summarize "$R/ncu-membound$TAG-raw.csv" "$R/ncu-manifest.json" "$R/ncu-membound$TAG-nvidia-h200.json" 2>&1 | tee -a "$S"
elif want ncu; then
	log "ncu skipped: $(left) s left"
fi
log "done"
pack
