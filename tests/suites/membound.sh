#!/usr/bin/env bash
# Memory-bound zoo sweep (bench/gpu/membound.py) without a GPU: every variant
# the device script would time (the default list and --ring-all) names a
# kernel entry that compiles with its defines (a device call with a broken
# variant wastes GPU budget), and the ring kernels stop loudly (trap, with
# the source line) on a row they cannot stage.  Last line: "N passed, N failed".
set -u
cd "$(dirname "$0")/../.."
B=${B:-build}
K=$B/kiln
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0
ok()  { pass=$((pass+1)); echo "ok   $1"; }
bad() { fail=$((fail+1)); echo "FAIL $1"; [ -s "${2:-/dev/null}" ] && sed 's/^/     /' "$2" | head -n 20; }

# every --set: s4, rule and each of membound.CAND_SETS (imported with --list
# in argv, so without torch), so that a new set is build-checked too
sets=$(cd bench/gpu && python3 -c 'import sys; sys.argv.append("--list"); import membound; print(" ".join(["s4", "rule"] + list(membound.CAND_SETS)))' 2>"$tmp/sets.log")
lok=0
if [ -n "$sets" ] && python3 bench/gpu/membound.py --list > "$tmp/list" 2>&1 &&
	python3 bench/gpu/membound.py --list --ring-all >> "$tmp/list" 2>&1; then
	lok=1
	for s in $sets; do
		python3 bench/gpu/membound.py --list --set "$s" >> "$tmp/list" 2>&1 || { lok=0; echo "--set $s failed" >> "$tmp/list"; }
	done
fi
if [ "$lok" -eq 1 ]; then
	ok "membound.py --list, --ring-all, --set $(echo $sets | sed 's/ /, /g') ($(grep -c ' {' "$tmp/list") variant lines)"
else
	cat "$tmp/sets.log" >> "$tmp/list"
	bad "membound.py --list" "$tmp/list"
fi
# one build per distinct (kernel file, entry, defines)
python3 - "$tmp/list" > "$tmp/builds" <<'PY'
import ast, sys
sys.path.insert(0, "bench/gpu")
dirs = {"rmsnorm": "zoo/norm/rmsnorm", "layernorm": "zoo/norm/layernorm", "add_rmsnorm": "zoo/norm/add_rmsnorm",
        "softmax_bf16": "zoo/softmax/row_softmax_bf16", "softmax_f32": "zoo/softmax/row_softmax"}
seen = set()
for line in open(sys.argv[1]):
    parts = line.split(" ", 3)
    if len(parts) < 4 or parts[0] not in dirs:
        continue
    op, n, entry, defs = parts
    d = ast.literal_eval(defs.strip())
    key = (op, entry, tuple(sorted(d.items())))
    if key in seen:
        continue
    seen.add(key)
    print("%s/kernel.kiln %s %s" % (dirs[op], entry, " ".join("-D %s=%s" % kv for kv in d.items())))
PY
nb=0; nbad=0
while read -r file entry defs; do
	nb=$((nb+1))
	# shellcheck disable=SC2086  # defs is a list of -D NAME=VALUE words
	if ! "$K" build "$file" --kernel "$entry" $defs -o "$tmp/k.ptx" > "$tmp/b.log" 2>&1 || grep -q warning "$tmp/b.log"; then
		nbad=$((nbad+1)); echo "     $file $entry $defs:"; sed 's/^/       /' "$tmp/b.log" | head -n 5
	fi
done < "$tmp/builds"
if [ "$nb" -gt 50 ] && [ "$nbad" -eq 0 ]; then
	ok "every membound.py variant builds without warnings ($nb distinct builds)"
else
	bad "membound.py variants build ($nbad of $nb failed)"
fi

# layernorm MAXREG: 0 emits no .maxnreg (the kernel as before), 40 emits it
# and ptxas then allocates 40 registers at 512 x 4 without spilling
if "$K" build zoo/norm/layernorm/kernel.kiln --kernel layernorm -D THREADS=512 -D VEC=4 -o "$tmp/m0.ptx" > "$tmp/m.log" 2>&1 &&
	! grep -q maxnreg "$tmp/m0.ptx" &&
	"$K" build zoo/norm/layernorm/kernel.kiln --kernel layernorm -D THREADS=512 -D VEC=4 -D MAXREG=40 -o "$tmp/m1.ptx" >> "$tmp/m.log" 2>&1 &&
	grep -q "^\.maxnreg 40" "$tmp/m1.ptx" &&
	"$K" build zoo/norm/layernorm/kernel.kiln --kernel layernorm -D THREADS=512 -D VEC=4 -D MAXREG=40 --ptxas --json 2>>"$tmp/m.log" |
		python3 -c 'import json, sys; k = json.load(sys.stdin)["resources"]["kernels"][0]; sys.exit(not (k["registers"] == 40 and k["spill_store_bytes"] == 0))' >> "$tmp/m.log" 2>&1; then
	ok "layernorm MAXREG: none at 0, .maxnreg 40 -> 40 registers, no spills (512 x 4)"
else
	bad "layernorm MAXREG" "$tmp/m.log"
fi
# the selection rule (RULE) picks, per row, the best checked variant of the
# newest committed result file that measured the row; a rule edited by hand
# without a measurement is reported
if python3 bench/gpu/membound.py --check-rule > "$tmp/rule.log" 2>&1; then
	ok "membound.py --check-rule: $(tail -1 "$tmp/rule.log")"
else
	bad "membound.py --check-rule" "$tmp/rule.log"
fi
mkdir -p "$tmp/rr/bench/gpu" "$tmp/rr/bench/baselines" && cp -r bench/results "$tmp/rr/bench/" && cp bench/gpu/membound.py "$tmp/rr/bench/gpu/" &&
	cp bench/baselines/common.py "$tmp/rr/bench/baselines/" &&
	sed -i 's/8192: \[T(512, 2, EVX=2), T(512, 2)\]/8192: [T(512, 2), T(512, 2, EVX=2)]/' "$tmp/rr/bench/gpu/membound.py"
if ! python3 "$tmp/rr/bench/gpu/membound.py" --check-rule > "$tmp/rule2.log" 2>&1 && grep -q "rmsnorm 8192: RULE has" "$tmp/rule2.log"; then
	ok "membound.py --check-rule reports a rule that is not the measured winner (rmsnorm 8192)"
else
	bad "membound.py --check-rule reports a rule that is not the measured winner" "$tmp/rule2.log"
fi
# layernorm KF: with KF = 1 the first 16-byte x load comes before the K
# word is formed (mov.b32 kw, {k16, k16}: the register copy the x loads
# waited on with KF = 0, which still forms it first)
kf_order() { awk '/ld\.global\.nc\.v4/ && !v { v = NR } /mov\.b32 %kw, \{%k16, %k16\}/ && !m { m = NR } END { print (v && m && v < m) ? "x-first" : "k-first" }' "$1"; }
if "$K" build zoo/norm/layernorm/kernel.kiln --kernel layernorm -D THREADS=512 -D VEC=4 -D MAXREG=40 -D KF=1 -o "$tmp/kf1.ptx" > "$tmp/kf.log" 2>&1 &&
	"$K" build zoo/norm/layernorm/kernel.kiln --kernel layernorm -D THREADS=512 -D VEC=4 -D MAXREG=40 -o "$tmp/kf0.ptx" >> "$tmp/kf.log" 2>&1 &&
	[ "$(kf_order "$tmp/kf1.ptx")" = x-first ] && [ "$(kf_order "$tmp/kf0.ptx")" = k-first ]; then
	ok "layernorm KF = 1: x loads issued before the K word (KF = 0: after)"
else
	echo "KF=1: $(kf_order "$tmp/kf1.ptx") KF=0: $(kf_order "$tmp/kf0.ptx")" >> "$tmp/kf.log"
	bad "layernorm KF = 1: x loads issued before the K word" "$tmp/kf.log"
fi
# PF (rows.kiln pf_rest, session 7): 0 emits no prefetch; 1 / 2 one
# cp.async.bulk.prefetch.L2 (2: with an L2 policy), 3 a per-group
# prefetch.global.L2::evict_last, each before the long-row path's first
# chunk load (an L2::cache_hint load: L2K = 1)
pf_order() { awk -v want="$2" '$0 ~ want && !p { p = NR } /ld\.global\.nc(\.L1::no_allocate)?\.L2::cache_hint\.v4/ && !l { l = NR } END { print (p && l && p < l) ? "before" : (p ? "after" : "none") }' "$1"; }
pfbad=""
for spec in "zoo/norm/rmsnorm rmsnorm THREADS=1024 VEC=2" "zoo/norm/layernorm layernorm THREADS=512 VEC=4 HYB=1 MAXREG=40" \
	"zoo/softmax/row_softmax_bf16 row_softmax_bf16 THREADS=1024 VEC=2"; do
	set -- $spec; d=$1; e=$2; shift 2
	defs=(-D L2K=1 -D STC=1); for kv in "$@"; do defs+=(-D "$kv"); done
	for pf in 0 1 2 3; do
		"$K" build "$d/kernel.kiln" --kernel "$e" "${defs[@]}" -D PF=$pf -o "$tmp/pf$pf.ptx" >> "$tmp/pf.log" 2>&1 || pfbad="$pfbad $e:build$pf"
	done
	grep -q prefetch "$tmp/pf0.ptx" && pfbad="$pfbad $e:pf0"
	[ "$(grep -c 'cp\.async\.bulk\.prefetch\.L2\.global \[' "$tmp/pf1.ptx")" = 1 ] || pfbad="$pfbad $e:pf1count"
	[ "$(pf_order "$tmp/pf1.ptx" 'cp\.async\.bulk\.prefetch\.L2\.global ')" = before ] || pfbad="$pfbad $e:pf1order"
	[ "$(pf_order "$tmp/pf2.ptx" 'cp\.async\.bulk\.prefetch\.L2\.global\.L2::cache_hint')" = before ] || pfbad="$pfbad $e:pf2order"
	[ "$(pf_order "$tmp/pf3.ptx" 'prefetch\.global\.L2::evict_last')" = before ] || pfbad="$pfbad $e:pf3order"
done
# PFN (rows.kiln pf_ahead): rmsnorm's register path prefetches a row ahead
# before its own row's first load; none at PFN = 0
"$K" build zoo/norm/rmsnorm/kernel.kiln --kernel rmsnorm -D THREADS=512 -D VEC=2 -D EVX=2 -o "$tmp/pfn0.ptx" >> "$tmp/pf.log" 2>&1 || pfbad="$pfbad pfn:build0"
"$K" build zoo/norm/rmsnorm/kernel.kiln --kernel rmsnorm -D THREADS=512 -D VEC=2 -D EVX=2 -D PFN=528 -o "$tmp/pfn1.ptx" >> "$tmp/pf.log" 2>&1 || pfbad="$pfbad pfn:build1"
grep -q prefetch "$tmp/pfn0.ptx" && pfbad="$pfbad pfn0"
[ "$(awk '/cp\.async\.bulk\.prefetch\.L2\.global\.L2::cache_hint/ && !p { p = NR } /ld\.global\.nc\.L2::cache_hint\.v4/ && !l { l = NR } END { print (p && l && p < l) ? "before" : "no" }' "$tmp/pfn1.ptx")" = before ] || pfbad="$pfbad pfn1order"
if [ -z "$pfbad" ]; then
	ok "PF: no prefetch at 0; 1-3 prefetch before the first chunk load (rmsnorm, layernorm, row_softmax_bf16); PFN: the row ahead before the row's first load"
else
	echo "failed:$pfbad" >> "$tmp/pf.log"
	bad "PF prefetch placement" "$tmp/pf.log"
fi
# a ring kernel on a row it cannot stage (n % 8 != 0) traps at ring_require
python3 - "$tmp/odd.json" <<'PY'
import json, os, sys
d = json.load(open("zoo/norm/rmsnorm/ring.json"))
d["kernel"] = os.path.abspath("zoo/norm/rmsnorm/kernel.kiln")
d["cases"] = [{"name": "odd", "vars": {"rows": 3, "n": 1001}}]
json.dump(d, open(sys.argv[1], "w"))
PY
if ! "$K" sim "$tmp/odd.json" --case odd > "$tmp/odd.log" 2>&1 && grep -q "rows.kiln:[0-9]*:[0-9]*: error: trap executed" "$tmp/odd.log"; then
	ok "rmsnorm_ring on n = 1001 (unaligned rows) stops with a located trap"
else
	bad "rmsnorm_ring on n = 1001 (unaligned rows) stops with a located trap" "$tmp/odd.log"
fi
# ncu_membound.py summarize (through kiln profile --ncu-csv): a raw ncu CSV (as `ncu -i REP --page raw --csv`
# writes it: names, units, one row per kernel) and the run's manifest give
# each case its Kiln kernel and the inductor kernels that follow it, units
# converted, bytes per request and the stall reasons largest first
cat > "$tmp/raw.csv" <<'CSV'
"ID","Kernel Name","gpu__time_duration.sum","dram__bytes_read.sum","dram__bytes_write.sum","l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum","l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum","smsp__average_warps_issue_stalled_barrier_per_issue_active.ratio","smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio"
"","","usecond","Gbyte","Mbyte","","","ratio","ratio"
"0","rmsnorm","250","0.5","500","1,000","16,000","3.5","11.9"
"1","triton_red_fused_mean_0","200","1","250","2,000","16,000","7.5","16.2"
"2","layernorm","100","0.25","250","10","80","0","2"
"3","triton_red_fused_layer_norm_0","60","0.2","100","10","40","1","0"
"4","triton_per_fused_layer_norm_1","40","0.1","100","10","40","0","1"
CSV
echo '[{"op":"rmsnorm","n":8192,"rows":32768,"entry":"rmsnorm","defines":{"THREADS":512,"VEC":2},"compiled":true},
 {"op":"layernorm","n":1024,"rows":262144,"entry":"layernorm","defines":{"THREADS":32,"VEC":4,"RPC":2},"compiled":true}]' > "$tmp/man.json"
if KILN=$K python3 bench/gpu/ncu_membound.py summarize "$tmp/raw.csv" "$tmp/man.json" "$tmp/ncu.json" > "$tmp/sum.log" 2>&1 &&
	python3 - "$tmp/ncu.json" >> "$tmp/sum.log" 2>&1 <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
c0, c1 = d["cases"]
assert c0["kiln"]["name"] == "rmsnorm" and [k["name"] for k in c0["inductor"]] == ["triton_red_fused_mean_0"], c0
assert c1["kiln"]["name"] == "layernorm" and len(c1["inductor"]) == 2 and c1["defines"]["RPC"] == 2, c1
k = c0["kiln"]
assert k["dram_read_bytes"] == 0.5e9 and k["dram_write_bytes"] == 500e6 and k["duration_us"] == 250, k
assert abs(k["dram_tbs"] - 1e9 / 250e-6 / 1e12) < 1e-9 and k["bytes_per_ld_request"] == 512, k
assert list(k["stall_cycles_per_issue"]) == ["long_scoreboard", "barrier"], k
assert c0["inductor"][0]["bytes_per_ld_request"] == 256 and d["unassigned_kernels"] == []
PY
then
	ok "ncu_membound.py summarize: cases paired with inductor's kernels, units, bytes/request, stalls"
else
	bad "ncu_membound.py summarize" "$tmp/sum.log"
fi
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
