#!/usr/bin/env bash
# Issue 15's task acceptance in one device call (self-contained: builds
# build/kiln, which needs no Debian dev packages; torch comes from the GPU
# image).  From the repository root:
#
#     OUT=$OUT bash bench/gpu/task_check.sh          (carry: nothing)
#
# 1. `kiln task eval` of the zoo kernels on the shipped tasks, every stage
#    (sim, check, run, bench): tasks/softmax_f32 (zoo/softmax/row_softmax),
#    tasks/rmsnorm_bf16 (zoo/norm/rmsnorm), tasks/gemm_bf16
#    (zoo/gemm/wgmma_ws; its sim/run cases cut to small,edge,holdout_a to
#    keep the call short), and tasks/kda_chunk (zoo/linear_attention/kda_chunk
#    against FLA's chunk_kda) when the FLA wheels travel (carry [".dev-kda"])
#    and time is left.  The baseline is torch (bench/baselines/tasks.py:
#    torch.softmax, F.rms_norm, torch.matmul) timed in the same process pair
#    on the same GPU, bracketing the candidate (baseline, candidate,
#    baseline per timed case); the score is the geometric mean of the
#    measured speedups over torch.
# 2. The cheating candidates of tests/task on tasks/softmax_f32: every stage
#    (the simulator stage stops them, score 0 with the rule), and the three
#    the GPU can see with --stages run,bench (the GPU-side rules: inputs
#    unchanged, bench verification after the timing loop, roofline).
# Results: $OUT/task-eval-<task>-<gpu>-<date>.json (one per task, schema
# kiln.result: gpu, driver, CUDA, torch, date, command, baseline, every
# kiln.task document) and $OUT/summary.txt; commit the JSON files under
# bench/results/.  BUDGET (seconds, default 190) stops starting new
# evaluations once spent, so the whole call stays under 4 minutes; what was
# skipped is said in the summary and the result files.
set -u
cd "$(dirname "$0")/../.."
OUT=${OUT:-/tmp/kiln_out}
BUDGET=${BUDGET:-190}
L=$OUT/logs; mkdir -p "$L"
S=$OUT/summary.txt
: >"$S"
t0=$(date +%s)
log() { echo "[$(( $(date +%s) - t0 ))s] $*" | tee -a "$S"; }
GPU=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -n 1)
DRIVER=$(nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>/dev/null | head -n 1)
CUDA=$(nvcc --version 2>/dev/null | tail -n 1)
TORCH=$(python3 -c "import torch; print(torch.__version__, torch.version.cuda)" 2>&1 | tail -n 1)
log "gpu: ${GPU:-none}, driver ${DRIVER:-?}, $CUDA, torch $TORCH"
log "clocks: $(nvidia-smi --query-gpu=clocks.sm,clocks.max.sm,clocks.mem --format=csv,noheader 2>&1 | head -n 1)"
make -j"$(nproc)" build/kiln >"$L/build.log" 2>&1 || { log "BUILD FAILED"; tail -30 "$L/build.log" | tee -a "$S"; exit 1; }
log "built build/kiln"
K=./build/kiln
if $K check --help >/dev/null 2>&1; then ST=sim,check,run,bench; else ST=sim,run,bench; log "kiln check missing: the check stage is left out"; fi
SALT=${SALT:-$(od -An -N8 -tx8 /dev/urandom | tr -d ' ')}
log "stages $ST, holdout salt $SALT, budget ${BUDGET}s"
export PYTHONUNBUFFERED=1

# one line from a kiln.task document
summarize() {
	python3 - "$1" <<'PY' 2>&1
import json, sys
try:
    d = json.load(open(sys.argv[1]))
except Exception as e:
    print("  (no kiln.task document: %s)" % e); sys.exit(0)
bad = [r["rule"] + ": " + r["detail"][:200] for r in d.get("anti_cheat", []) if r["status"] == "fail"]
sp = ", ".join("%s torch %.4f ms / kiln %.4f ms = %.3fx" % (s["case"], s["baseline_ms"], s["candidate_ms"], s["speedup"])
               for s in d.get("speedups", []))
print("  exit %s status %s score %s stopped_at %s%s%s%s" % (d.get("exit_code"), d.get("status"), d.get("score"),
      d.get("stopped_at"), (" " + sp) if sp else "", (" | " + d["stop_reason"][:300]) if d.get("stop_reason") else "",
      (" | " + " | ".join(bad)) if bad else ""))
PY
}
# evalc NAME WANT_RC TASK CANDIDATE [options]: $L/NAME.json
evalc() {
	local name=$1 want=$2; shift 2
	if [ $(( $(date +%s) - t0 )) -ge "$BUDGET" ]; then
		log "SKIPPED $name (budget ${BUDGET}s spent)"
		echo "$name" >>"$L/skipped.txt"
		return
	fi
	local s=$(date +%s)
	timeout 300 $K task eval "$@" --salt "$SALT" --json >"$L/$name.json" 2>"$L/$name.err"
	local rc=$?
	if [ "$rc" = "$want" ]; then log "ok   $name rc=$rc ($(( $(date +%s) - s ))s)"
	else log "FAIL $name rc=$rc want=$want ($(( $(date +%s) - s ))s)"; tail -c 600 "$L/$name.err" >>"$S"; fi
	summarize "$L/$name.json" | tee -a "$S"
}
SM=tasks/softmax_f32
evalc softmax-zoo 0 $SM zoo/softmax/row_softmax/kernel.kiln --stages $ST
evalc rmsnorm-zoo 0 tasks/rmsnorm_bf16 zoo/norm/rmsnorm/kernel.kiln --stages $ST
evalc gemm-zoo 0 tasks/gemm_bf16 zoo/gemm/wgmma_ws/kernel.kiln --stages $ST --cases small,edge,holdout_a
for c in cached skip modify fit; do
	evalc softmax-cheat_$c 1 $SM tests/task/cheat_$c.kiln --stages $ST
done
# the GPU-side rules on their own (no simulator stage in front of them)
evalc softmax-cheat_modify-gpu 1 $SM tests/task/cheat_modify.kiln --stages run,bench
evalc softmax-cheat_skip-gpu 1 $SM tests/task/cheat_skip.kiln --stages run,bench
evalc softmax-cheat_cached-gpu 1 $SM tests/task/cheat_cached.kiln --stages run,bench
# KDA against FLA's chunk_kda: only with the flash-linear-attention wheels
# (carry [".dev-kda"] or [".whl"], as bench/gpu/linear_attention.sh) and
# time left; FLA's float32 torch reference for the workload check
# (KILN_LA_REF=fla), the NumPy one would take minutes at the timed shapes
WD=
for d in ${WHL_DIR:-} .whl .dev-kda/whl; do
	if [ -z "$WD" ] && [ -n "$d" ] && ls "$d"/*.whl >/dev/null 2>&1; then WD=$d; fi
done
if [ -n "$WD" ] && [ $(( $(date +%s) - t0 )) -lt "$BUDGET" ]; then
	python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site "$WD"/*.whl >"$L/whl-install.log" 2>&1 &&
		export PYTHONPATH=/tmp/site:${PYTHONPATH:-}
	log "FLA wheels from $WD (rc=$?)"
	KILN_LA_REF=fla evalc kda-zoo 0 tasks/kda_chunk zoo/linear_attention/kda_chunk/kernel.kiln --stages $ST --cases small,holdout_a
else
	log "SKIPPED kda-zoo (${WD:-no FLA wheels in .whl or .dev-kda/whl}; or the budget is spent)"
	echo kda-zoo >>"$L/skipped.txt"
fi

D=$(date -u +%Y-%m-%d)
SLUG=$(echo "${GPU:-none}" | tr 'A-Z ' 'a-z-' | tr -cd 'a-z0-9-')
python3 - "$L" "$OUT" "$SLUG" "$D" "${GPU:-none}" "${DRIVER:-?}" "$CUDA" "$TORCH" "$SALT" <<'PY' 2>&1 | tee -a "$S"
import glob, json, os, sys
logs, out, slug, date, gpu, driver, cuda, torch, salt = sys.argv[1:]
skipped = open(os.path.join(logs, "skipped.txt")).read().split() if os.path.exists(os.path.join(logs, "skipped.txt")) else []
summary = open(os.path.join(out, "summary.txt")).read().splitlines()
# each indented result line belongs to the log line above it
grouped, owner = {}, None
for l in summary:
    if not l.startswith(" "):
        owner = next((p for p in ("softmax-", "rmsnorm-", "gemm-", "kda-") if " " + p in l), None)
    grouped.setdefault(owner, []).append(l)
tasks = {"softmax_f32": "softmax-", "rmsnorm_bf16": "rmsnorm-", "gemm_bf16": "gemm-", "kda_chunk": "kda-"}
for task, pre in tasks.items():
    evals = {}
    for f in sorted(glob.glob(os.path.join(logs, pre + "*.json"))):
        try:
            evals[os.path.basename(f)[:-5]] = json.load(open(f))
        except Exception as e:
            evals[os.path.basename(f)[:-5]] = {"error": "no kiln.task document: %s" % e}
    tj = json.load(open("tasks/%s/task.json" % task))
    zoo = evals.get(pre + "zoo", {})
    doc = {"schema": "kiln.result", "what": "issue 15: kiln task eval on tasks/%s on the GPU: the zoo kernel scored against "
           "the torch baseline timed in the same run (baseline, candidate, baseline per timed case)%s" % (
               task, "; the cheating candidates of tests/task, all stages and GPU stages only" if task == "softmax_f32" else ""),
           "gpu": gpu, "driver": driver, "cuda": cuda, "torch": torch, "date": date,
           "command": "OUT=... bash bench/gpu/task_check.sh (each evaluation: kiln task eval TASK CANDIDATE ... --salt %s --json)" % salt,
           "baseline": dict(tj["baseline"], impl=(zoo.get("baseline_ready") or {}).get("impl")),
           "score": zoo.get("score"), "speedups": zoo.get("speedups"),
           "skipped": [s for s in skipped if s.startswith(pre)],
           "summary": grouped.get(None, []) + grouped.get(pre, []),
           "evals": evals}
    p = os.path.join(out, "task-eval-%s-%s-%s.json" % (task, slug, date))
    json.dump(doc, open(p, "w"), indent=1)
    print("wrote %s: score %s" % (os.path.basename(p), doc["score"]))
PY
tar czf "$OUT/task-logs.tar.gz" -C "$OUT" logs && rm -rf "$L"
log "done"
