#!/usr/bin/env bash
# kiln profile / kiln sanitize on a machine without a GPU (issue 16): the
# error paths (no driver, usage, bad input: clear messages, exit 2), and the
# summarisers through the real CLI on reports recorded on an H200
# (tests/fixtures/prof: ncu exports of zoo/gemm/wgmma_ws, the timeline
# buffer of its small case): the ncu summary, the Chrome trace (byte for
# byte what the H200 run wrote, loaded back as trace-event JSON) and the PNG.
set -u
cd "$(dirname "$0")/../.."
B=${B:-build}
K="$B/kiln"
export KILN_LIBCUDA=/nonexistent/libcuda.so.1
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
pass=0; fail=0
ok() { pass=$((pass+1)); }
bad() { fail=$((fail+1)); echo "FAIL $*"; }
expect() {   # expect NAME RC PATTERN -- CMD...: exit status RC and output matching PATTERN (grep -E)
	local name=$1 want=$2 pat=$3; shift 4
	"$@" > "$T/$name.out" 2>&1
	local rc=$?
	if [ "$rc" != "$want" ]; then bad "$name: exit $rc, want $want"; sed 's/^/    /' "$T/$name.out" | head -8; return; fi
	if ! grep -qE -- "$pat" "$T/$name.out"; then bad "$name: no /$pat/ in the output"; sed 's/^/    /' "$T/$name.out" | head -8; return; fi
	ok
}
W=zoo/gemm/wgmma_ws/workload.json
F=tests/fixtures/prof
# ---- errors ----
expect san-nogpu 2 "no CUDA driver on this machine .*runs the kernel on a GPU" -- "$K" sanitize tests/gpu/oob/workload.json --tool memcheck
expect san-notool 2 "--tool is required" -- "$K" sanitize tests/gpu/oob/workload.json
expect san-badtool 2 "unknown --tool 'leakcheck'" -- "$K" sanitize tests/gpu/oob/workload.json --tool leakcheck
expect san-noworkload 2 "no workload given" -- "$K" sanitize --tool memcheck
expect san-missing 2 "none.json" -- "$K" sanitize "$T/none.json" --tool racecheck
printf 'kernel k(a: global f32*) grid(1) block(32) {\n  ld.global.f32 x, [a];\n}\n' > "$T/bad.kiln"
printf '{"version": 1, "kernel": "bad.kiln", "args": [{"name": "a", "kind": "tensor", "dtype": "f32", "shape": [32], "output": true}], "cases": [{"name": "c", "vars": {}}], "tolerance": {"exact": true}, "reference": "copy"}\n' > "$T/bad.json"
expect san-compile 2 "bad.kiln:2:[0-9]+: error" -- "$K" sanitize "$T/bad.json" --tool memcheck
expect prof-nogpu 2 "no CUDA driver on this machine" -- "$K" profile $W --ncu --out "$T/p0"
[ -e "$T/p0" ] && bad "prof-nogpu created its --out directory" || ok
expect prof-nothing 2 "nothing to do: give --ncu, --timeline or both" -- "$K" profile $W
expect prof-set 2 "--set is basic or full" -- "$K" profile $W --ncu --set detailed
expect prof-overhead 2 "--overhead measures the timeline markers" -- "$K" profile $W --ncu --overhead
expect prof-events 2 "power of two" -- "$K" profile $W --timeline --timeline-events 1000
expect prof-notrace 2 "the kernel has no trace regions" -- "$K" profile zoo/basic/vadd/workload.json --timeline
expect prof-import-missing 2 "cannot read .*ncu-raw.csv" -- "$K" profile $W --ncu --import "$T/nowhere" --out "$T/p1"
expect run-nofork 2 "cannot load the CUDA driver" -- "$K" run tests/gpu/oob/workload.json --no-fork --lineinfo
# ---- the error paths' JSON: every error, warning and note in the envelope's
# diagnostics (notes nested under their error), all that is missing named at once
printf '{"version": 1,\n "kernel": "x.kiln",\n "args": [,]}\n' > "$T/badw.json"
diagjson() {   # diagjson NAME WANT_RC WANT_STATUS PYTHON_ASSERTS -- CMD...: the --json document's diagnostics
	local name=$1 want=$2 st=$3 chk=$4; shift 5
	"$@" > "$T/$name.json" 2> "$T/$name.err"
	local rc=$?
	[ "$rc" = "$want" ] || { bad "$name: exit $rc, want $want"; head -c 600 "$T/$name.json"; return; }
	python3 - "$T/$name.json" "$st" "$chk" <<'PY' && ok || bad "$name: the JSON diagnostics"
import json, sys
d = json.load(open(sys.argv[1]))
assert d["status"] == sys.argv[2], d["status"]
g = d["diagnostics"]
err = [x for x in g if x["severity"] == "error"]
msgs = [x["message"] for x in g]
assert all(x["severity"] in ("error", "warning") for x in g), "a note outside its error"
exec(sys.argv[3])
PY
}
diagjson san-badw-json 2 input_error 'assert err[0]["file"].endswith("badw.json") and err[0]["line"] == 3 and err[0]["col"] == 11, err' -- \
	"$K" sanitize "$T/badw.json" --tool memcheck --json
diagjson prof-badw-json 2 input_error 'assert err[0]["file"].endswith("badw.json") and err[0]["line"] == 3, err' -- \
	"$K" profile "$T/badw.json" --ncu --json
diagjson prof-compile-json 2 input_error 'assert err[0]["file"].endswith("bad.kiln") and err[0]["line"] == 2, err' -- \
	"$K" profile "$T/bad.json" --timeline --json
# no GPU: its error carries a note (what works without one); the tool is looked for too
diagjson prof-nogpu-json 2 no_gpu 'assert len(err) == 1 and "no CUDA driver" in err[0]["message"] and "--import" in err[0]["notes"][0]["message"], g' -- \
	env KILN_NCU=/bin/true "$K" profile $W --ncu --out "$T/p4" --json
diagjson prof-nogpu-noncu-json 2 no_gpu 'assert len(err) == 2 and "no CUDA driver" in err[0]["message"] and err[1]["message"].startswith("ncu (Nsight Compute) not found") and "KILN_NCU" in err[1]["notes"][0]["message"], g' -- \
	env KILN_NCU=/nonexistent/ncu "$K" profile $W --ncu --out "$T/p4" --json
diagjson prof-nogpu-tl-json 2 no_gpu 'assert len(err) == 1 and "no CUDA driver" in err[0]["message"], g' -- \
	env KILN_NCU=/nonexistent/ncu "$K" profile $W --timeline --out "$T/p4" --json
[ -e "$T/p4" ] && bad "profile without a GPU created its --out directory" || ok
expect prof-noncu-text 2 "^error: ncu \(Nsight Compute\) not found" -- env KILN_NCU=/nonexistent/ncu "$K" profile $W --ncu --out "$T/p4"
diagjson san-nogpu-json 2 no_gpu 'assert len(err) == 1 and "no CUDA driver" in err[0]["message"] and "kiln check" in err[0]["notes"][0]["message"], g' -- \
	env KILN_COMPUTE_SANITIZER=/bin/true "$K" sanitize tests/gpu/oob/workload.json --tool memcheck --json
diagjson san-nogpu-notool-json 2 no_gpu 'assert len(err) == 2 and err[1]["message"].startswith("compute-sanitizer not found") and err[1]["notes"], g' -- \
	env KILN_COMPUTE_SANITIZER=/nonexistent/cs "$K" sanitize tests/gpu/oob/workload.json --tool memcheck --json
# a recorded profile with a bad regions table: the error names the file
mkdir -p "$T/badrg"; cp $F/gemm_small_timeline/timeline.bin "$T/badrg/"; echo '{"schema": 1}' > "$T/badrg/timeline-regions.json"
diagjson prof-badregions-json 2 input_error 'assert err[0]["file"].endswith("badrg/timeline-regions.json") and "regions" in err[0]["message"], err' -- \
	"$K" profile $W --timeline --import "$T/badrg" --out "$T/t5" --json
# warnings do not fail the command, and each keeps its note: the plot's python fails
diagjson prof-noplot-json 0 ok 'w = [x for x in g if x["severity"] == "warning"]; assert not err and len(w) == 1 and w[0]["message"].startswith("no plot") and "timeline_plot.log" in w[0]["notes"][0]["message"], g' -- \
	env KILN_PYTHON=false "$K" profile $W --timeline --import $F/gemm_small_timeline --out "$T/t6" --json
# ---- the ncu summary of the recorded H200 report ----
expect prof-import-ncu 0 "tensor pipe active % \(of active cycles\) +95.6836" -- "$K" profile $W --ncu --import $F/gemm_full --out "$T/p2" --lines 3
grep -qE "^ +[0-9.]+%  zoo/gemm/wgmma_ws/kernel.kiln:234 \(consumer\)  \[barrier 100%" "$T/prof-import-ncu.out" && ok || bad "prof-import-ncu: the hottest line is not the barrier-stalled wgmma.wait_group"
[ "$(grep -cE '^ +[0-9.]+%  ' "$T/prof-import-ncu.out")" = 3 ] && ok || bad "prof-import-ncu: --lines 3 did not list 3 lines"
"$K" profile $W --ncu --import $F/gemm_full --out "$T/p2" --json > "$T/ncu.json"
python3 - "$T/ncu.json" <<'PY' && ok || bad "prof-import-ncu --json"
import json, sys
d = json.load(open(sys.argv[1]))
s = d["ncu"]["summary"]
assert d["status"] == "ok" and d["exit_code"] == 0, d["status"]
m = s["metrics"]
assert abs(m["sol_compute_pct"] - 92.061046) < 1e-6 and m["registers_per_thread"] == 168 and m["smem_bank_conflicts"] == 0, m
lines = s["lines"]
assert abs(sum(l["samples"] for l in lines) - m["stall_samples"]) < 0.5, "per-line samples do not add up to the sample count"
assert all(lines[i]["samples"] >= lines[i + 1]["samples"] for i in range(len(lines) - 1)), "not hottest first"
top = lines[0]
assert top["file"] == "zoo/gemm/wgmma_ws/kernel.kiln" and "wgmma.wait_group" in top["source"], top
assert max(top["stalls"], key=top["stalls"].get) == "barrier", top["stalls"]
# roles from kiln's IR: the consumers' wait_group, the producer's wait on empty, a fn both use has none
role = {(l["file"], l["source"].strip()): l["role"] for l in lines}
assert top["role"] == "consumer", top
assert role[("zoo/gemm/wgmma_ws/kernel.kiln", "mbar_wait(empty[stage], phase ^ 1);")] == "producer"
assert role[("lib/pipeline.kiln", "phase ^= 1;")] is None
PY
# ---- the timeline of the recorded H200 buffer ----
expect prof-import-tl 0 "mma +consumer +zoo/gemm/wgmma_ws/kernel.kiln:[0-9]+ +32 spans" -- "$K" profile $W --timeline --import $F/gemm_small_timeline --out "$T/t"
cmp -s "$T/t/timeline.json" $F/gemm_small_timeline/timeline.expected.json && ok || bad "prof-import-tl: timeline.json differs from what the H200 run wrote"
python3 - "$T/t/timeline.json" <<'PY' && ok || bad "prof-import-tl: not a valid trace-event document"
import json, sys
d = json.load(open(sys.argv[1]))
ev = d["traceEvents"]
x = [e for e in ev if e["ph"] == "X"]
names = {(e["pid"], e["tid"]): e["args"]["name"] for e in ev if e["ph"] == "M" and e["name"] == "thread_name"}
assert len(x) == 68 and all(e["dur"] >= 0 and e["ts"] >= 0 for e in x)
assert {e["cat"] for e in x} == {"producer", "consumer"} and {e["name"] for e in x} == {"load", "mma", "store"}
assert all((e["pid"], e["tid"]) in names for e in x), "a span on an unnamed track"
# spans on one track never overlap (they nest or follow)
by = {}
for e in x:
    by.setdefault((e["pid"], e["tid"]), []).append((e["ts"], e["ts"] + e["dur"]))
for k, v in by.items():
    v.sort()
    for (a0, a1), (b0, b1) in zip(v, v[1:]):
        assert b0 >= a1 - 1e-9 or b1 <= a1 + 1e-9, (k, (a0, a1), (b0, b1))
PY
if python3 -c 'import matplotlib' 2>/dev/null; then
	python3 -c "import sys; d=open(sys.argv[1],'rb').read(8); sys.exit(d != b'\x89PNG\r\n\x1a\n')" "$T/t/timeline.png" && ok || bad "prof-import-tl: no PNG plot"
else
	bad "matplotlib is missing (.ci/install-deps installs it): the timeline plot is not tested"
fi
expect prof-import-tl-json 0 '"busy_pct"' -- "$K" profile $W --timeline --import $F/gemm_small_timeline --out "$T/t2" --no-plot --json
printf 'XXXX' > "$T/bad.bin"; mkdir -p "$T/badtl"; cp "$T/bad.bin" "$T/badtl/timeline.bin"; cp $F/gemm_small_timeline/timeline-regions.json "$T/badtl/"
expect prof-import-badbuf 2 "bad magic" -- "$K" profile $W --timeline --import "$T/badtl" --out "$T/t3"
# --ncu-csv: every kernel row of a raw-page export another tool recorded
# (bench/gpu/ncu_membound.py on the H200, s5run1: Kiln's rmsnorm at 8192
# and inductor's kernel of the same row, then layernorm at 1024 and its
# inductor kernel), no workload, no GPU; ncu's own log lines before the
# header (an export taken with 2>&1) are skipped
M=$F/membound_ncu/raw.csv
expect prof-csv 0 "raw.csv: 4 kernels" -- "$K" profile --ncu-csv $M
grep -qE "^\[2\] ncu: kernel triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_0" "$T/prof-csv.out" && ok || bad "prof-csv: kernel 2 is not inductor's RMSNorm"
grep -qE "^  DRAM bytes read +5\.3691e\+08" "$T/prof-csv.out" && ok || bad "prof-csv: DRAM bytes read not converted from Mbyte"
grep -qE "^  issue stalls \(cycles per issued instruction\) +long_scoreboard 13\.05, barrier 6\.64" "$T/prof-csv.out" && ok || bad "prof-csv: issue stalls not listed largest first"
"$K" profile --ncu-csv $M --json > "$T/csv.json"
python3 - "$T/csv.json" <<'PY' && ok || bad "prof-csv --json"
import json, sys
d = json.load(open(sys.argv[1]))
assert d["schema"] == "kiln.profile" and d["status"] == "ok" and d["exit_code"] == 0, d["status"]
k = d["kernels"]
assert [x["kernel"] for x in k] == ["rmsnorm", "triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_0", "layernorm",
                                    "triton_per_fused_native_layer_norm_0"], [x["kernel"] for x in k]
m = k[0]["metrics"]
assert abs(m["duration_ms"] - 0.256992) < 1e-9 and m["registers_per_thread"] == 32 and m["grid_size"] == 32768, m
assert abs(m["dram_read_bytes"] - 536.91e6) < 1e4 and m["waves_per_sm"] == 62.06 and m["block_limit_registers"] == 4, m
assert 32 * m["global_load_sectors"] / m["global_load_requests"] == 512, m
st = list(k[0]["issue_stalls"].items())
assert st[0][0] == "long_scoreboard" and all(a[1] >= b[1] for a, b in zip(st, st[1:])) and all(v > 0 for _, v in st), st
assert k[3]["metrics"]["registers_per_thread"] == 64 and k[3]["lines"] == [], k[3]["metrics"]
PY
{ printf '==PROF== Disconnected from process 4242\n==WARNING== Found outstanding GPU clock reset, trying to revert...\n'; cat $M; } > "$T/prefix.csv"
expect prof-csv-prefix 0 "prefix.csv: 4 kernels" -- "$K" profile --ncu-csv "$T/prefix.csv"
expect prof-csv-missing 2 "cannot read .*nowhere.csv" -- "$K" profile --ncu-csv "$T/nowhere.csv"
head -n 2 $M > "$T/hdr.csv"
expect prof-csv-empty 2 "hdr.csv: error: ncu summary: the raw page has no kernel row" -- "$K" profile --ncu-csv "$T/hdr.csv"
sed 's/"Kernel Name"/"Kernel"/' $M > "$T/noname.csv"
expect prof-csv-noname 2 "noname.csv:1:1: error: ncu summary: kernel row 1: the raw page has no \"Kernel Name\" column" -- "$K" profile --ncu-csv "$T/noname.csv"
expect prof-csv-workload 2 "--ncu-csv summarises an existing export: give no workload" -- "$K" profile $W --ncu-csv $M
expect prof-csv-ncu 2 "--ncu-csv summarises an existing export" -- "$K" profile --ncu --ncu-csv $M
# The Perfetto trace processor (the perfetto package's TraceProcessor runs
# trace_processor_shell; no registry ships that binary: docs/profiling.md
# says how to build it) loads the trace, through bench/prof/perfetto_load.py:
# where TRACE_PROCESSOR_SHELL names the binary; said, not counted, elsewhere.
expect perfetto-load-nobin 2 "no trace_processor_shell" -- env -u TRACE_PROCESSOR_SHELL python3 bench/prof/perfetto_load.py "$T/t/timeline.json"
if [ -n "${TRACE_PROCESSOR_SHELL:-}" ]; then
	expect perfetto-load 0 "ok +producer spans" -- python3 bench/prof/perfetto_load.py "$T/t/timeline.json" --out "$T/pl.json"
	grep -q "FAIL" "$T/perfetto-load.out" && bad "perfetto-load: a check failed" || ok
else
	echo "prof: the Perfetto trace processor load was not run (set TRACE_PROCESSOR_SHELL; docs/profiling.md)"
fi
echo "prof: $pass passed, $fail failed"
[ "$fail" = 0 ]
