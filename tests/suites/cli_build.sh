#!/usr/bin/env bash
# kiln build from the outside: exit codes, PTX to stdout and -o, -D
# overrides, --map (stdout and file) JSON shape, --json documents (checked
# with python3 -m json.tool and field by field), --ptxas resources, usage
# errors.
set -u
B=${B:-build}
cd "$(dirname "$0")/../.."
K="$B/kiln"
pass=0; fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ok() { pass=$((pass + 1)); }
bad() { echo "FAIL: $*"; fail=$((fail + 1)); }
# expect_rc WANT CMD...: runs CMD (stdout -> $tmp/out, stderr -> $tmp/err)
expect_rc() {
	local want=$1; shift
	"$@" >"$tmp/out" 2>"$tmp/err"
	local rc=$?
	if [ "$rc" = "$want" ]; then ok; else bad "exit $rc, want $want: $*"; head -n 5 "$tmp/err"; fi
}
contains() { if grep -qF -- "$2" "$1"; then ok; else bad "$1 lacks '$2'"; head -n 5 "$1"; fi; }
lacks() { if grep -qF -- "$2" "$1"; then bad "$1 has '$2'"; else ok; fi; }
# pyjson FILE EXPR: python3 assertion over the parsed document d
pyjson() {
	if python3 -c "import json,sys; d=json.load(open(sys.argv[1])); sys.exit(0 if ($2) else 1)" "$1" 2>"$tmp/py"; then ok
	else bad "json check failed: $2"; head -c 400 "$1"; echo; cat "$tmp/py"; fi
}
G=tests/golden/ptx
VADD=zoo/basic/vadd/kernel.kiln

# ---- usage errors: exit 2 with a message ----
expect_rc 0 "$K" build --help
contains "$tmp/out" "--map[=FILE.json]"
expect_rc 2 "$K" build
contains "$tmp/err" "no input file"
expect_rc 2 "$K" build --bogus "$VADD"
contains "$tmp/err" "unknown option '--bogus'"
expect_rc 2 "$K" build -D NOEQUALS "$VADD"
contains "$tmp/err" "-D wants NAME=VALUE"
expect_rc 2 "$K" build "$VADD" -o
contains "$tmp/err" "--output needs a value (FILE)"
expect_rc 2 "$K" build --json=yes "$VADD"
contains "$tmp/err" "takes no value"
expect_rc 2 "$K" build a.kiln b.kiln
contains "$tmp/err" "more than one input file"
expect_rc 2 "$K" build --target sm_42 "$VADD"
contains "$tmp/err" "unknown target 'sm_42'"

# ---- --dump-ir[=PASS]: the output after any pass of the front end ----
GEMM=zoo/gemm/wgmma_tma/kernel.kiln
expect_rc 0 "$K" build --dump-ir=parse "$GEMM"
contains "$tmp/out" "kernel gemm_wgmma_tma<"
contains "$tmp/out" "inline fn mbar_wait(bar: shared u64*, parity: u32)"
lacks "$tmp/out" ".entry"
expect_rc 0 "$K" build --dump-ir=sema "$GEMM"
contains "$tmp/out" "const WG_SWZ_128B = 1"
expect_rc 0 "$K" build --dump-ir=sema -D WG_SWZ_128B=7 "$GEMM"
contains "$tmp/out" "const WG_SWZ_128B = 7 (-D)"
expect_rc 0 "$K" build --dump-ir=expand "$GEMM"
contains "$tmp/out" "kernel gemm_wgmma_tma<BM = 128, BN = 128, BK = 64, STAGES = 4>"
contains "$tmp/out" "for unroll s: 4 iterations"
contains "$tmp/out" "inline mbar_init(full[s], 1);"
lacks "$tmp/out" ".entry"
expect_rc 0 "$K" build --dump-ir=expand -D STAGES=2 "$GEMM"
contains "$tmp/out" "for unroll s: 2 iterations"
expect_rc 0 "$K" build --dump-ir=lower "$GEMM"
contains "$tmp/out" "kernel gemm_wgmma_tma sm_90a"
lacks "$tmp/out" ".entry"
cp "$tmp/out" "$tmp/lower.ir"
expect_rc 0 "$K" build --dump-ir=limits "$GEMM"
if cmp -s "$tmp/out" "$tmp/lower.ir"; then ok; else bad "limits changed the IR"; fi
expect_rc 0 "$K" build --dump-ir "$GEMM"
if cmp -s "$tmp/out" "$tmp/lower.ir"; then ok; else bad "--dump-ir differs from --dump-ir=limits"; fi
expect_rc 2 "$K" build --dump-ir=nosuch "$VADD"
contains "$tmp/err" "no such pass (parse, sema, expand, lower, limits)"
# a pass stops at its own errors: sema reports a bad constant, parse does not
printf 'const C = 1 / 0;\nkernel k() block(1) { }\n' >"$tmp/c.kiln"
expect_rc 0 "$K" build --dump-ir=parse "$tmp/c.kiln"
expect_rc 2 "$K" build --dump-ir=sema "$tmp/c.kiln"
contains "$tmp/err" "division by zero"
# the parameter-space limit is the limits pass: lower alone accepts the kernel
{ printf 'kernel big('; for i in $(seq 1 600); do printf 'p%d: u64, ' "$i"; done; printf 'z: u32) block(1) { }\n'; } >"$tmp/big.kiln"
expect_rc 0 "$K" build --dump-ir=lower "$tmp/big.kiln"
expect_rc 2 "$K" build --dump-ir=limits "$tmp/big.kiln"
contains "$tmp/err" "take 4804 bytes; PTX 8.0 allows 4352"
expect_rc 0 "$K" build --json --dump-ir=sema "$VADD"
pyjson "$tmp/out" "d['ok'] and d['ptx'] is None and 'kernel vadd' in d['ir']"

# ---- input errors: exit 2, diagnostics on stderr or in the JSON ----
expect_rc 2 "$K" build "$tmp/missing.kiln"
contains "$tmp/err" "missing.kiln"
printf 'kernel k( {\n' >"$tmp/bad.kiln"
expect_rc 2 "$K" build "$tmp/bad.kiln"
contains "$tmp/err" "bad.kiln:1:"
contains "$tmp/err" "error:"
expect_rc 2 "$K" build --json "$tmp/bad.kiln"
if python3 -m json.tool "$tmp/out" >/dev/null 2>&1; then ok; else bad "--json on error is not JSON"; fi
pyjson "$tmp/out" 'd["ok"] is False and d["status"] == "compile_error" and d["exit_code"] == 2 and d["ptx"] is None and d["schema"] == "kiln.build"'
pyjson "$tmp/out" 'd["diagnostics"][0]["severity"] == "error" and d["diagnostics"][0]["line"] == 1 and d["diagnostics"][0]["file"].endswith("bad.kiln")'
expect_rc 2 "$K" build -o "$tmp/never.ptx" "$tmp/bad.kiln"
if [ -e "$tmp/never.ptx" ]; then bad "-o written on error"; else ok; fi

# ---- success: PTX to stdout, -o, stdin ----
expect_rc 0 "$K" build "$VADD"
contains "$tmp/out" ".visible .entry vadd("
contains "$tmp/out" ".target sm_90a"
contains "$tmp/out" ".reqntid 256, 1, 1"
contains "$tmp/out" ".loc 1 "
cp "$tmp/out" "$tmp/vadd.stdout.ptx"
expect_rc 0 "$K" build "$VADD" -o "$tmp/vadd.ptx"
if [ -s "$tmp/out" ]; then bad "-o still printed to stdout"; else ok; fi
if cmp -s "$tmp/vadd.ptx" "$tmp/vadd.stdout.ptx"; then ok; else bad "-o file differs from stdout PTX"; fi
expect_rc 0 "$K" build - <"$VADD"
contains "$tmp/out" ".visible .entry vadd("
contains "$tmp/out" '.file 1 "<stdin>"'
expect_rc 0 "$K" build --target sm_100a "$VADD"
contains "$tmp/out" ".target sm_100a"
contains "$tmp/out" ".version 8.6"

# ---- -D overrides change the PTX ----
expect_rc 0 "$K" build "$G/performance_tuning_directives.kiln"
contains "$tmp/out" ".reqntid 256, 1, 1"
expect_rc 0 "$K" build -D BM=32 "$G/performance_tuning_directives.kiln"
contains "$tmp/out" ".reqntid 64, 1, 1"
lacks "$tmp/out" ".reqntid 256, 1, 1"
expect_rc 0 "$K" build -DBM=16 "$G/performance_tuning_directives.kiln"
contains "$tmp/out" ".reqntid 32, 1, 1"

# ---- --map: JSON on stdout instead of the PTX, or to a file ----
expect_rc 0 "$K" build --map "$VADD"
if python3 -m json.tool "$tmp/out" >/dev/null 2>&1; then ok; else bad "--map output is not JSON"; fi
pyjson "$tmp/out" 'd["schema"] == 1 and d["files"][0].endswith("vadd/kernel.kiln") and all(set(l) == {"file", "line", "ptx"} for l in d["lines"])'
pyjson "$tmp/out" 'all(isinstance(p, int) and p >= 1 for l in d["lines"] for p in l["ptx"]) and [l["line"] for l in d["lines"]] == sorted(l["line"] for l in d["lines"])'
# the PTX line a map entry names is an instruction of that source line: line 16 is the st.global
python3 - "$tmp/out" "$tmp/vadd.ptx" <<'PY' && ok || bad "map line 16 does not point at st.global"
import json, sys
m = json.load(open(sys.argv[1])); ptx = open(sys.argv[2]).read().split("\n")
l16 = [l for l in m["lines"] if l["line"] == 16][0]
assert any("st.global.f32" in ptx[p - 1] for p in l16["ptx"]), l16
PY
expect_rc 0 "$K" build "$VADD" --map="$tmp/vadd.map.json" -o "$tmp/v2.ptx"
pyjson "$tmp/vadd.map.json" 'len(d["lines"]) > 3'
expect_rc 0 "$K" build "$VADD" --map "$tmp/v3.map.json"
contains "$tmp/out" ".visible .entry vadd("
pyjson "$tmp/v3.map.json" 'd["schema"] == 1'

# ---- --json ----
expect_rc 0 "$K" build --json --map "$VADD"
if python3 -m json.tool "$tmp/out" >/dev/null 2>&1; then ok; else bad "--json output is not JSON"; fi
pyjson "$tmp/out" 'd["ok"] is True and d["status"] == "ok" and d["exit_code"] == 0 and d["target"] == "sm_90a" and d["ptx_version"] == "8.0"'
pyjson "$tmp/out" '".visible .entry vadd(" in d["ptx"] and d["map"]["schema"] == 1 and d["resources"] is None'
pyjson "$tmp/out" 'd["kernels"][0]["name"] == "vadd" and d["kernels"][0]["block"] == [256, 1, 1] and d["kernels"][0]["grid"] == "ceil_div(n, 256), 1, 1"'
pyjson "$tmp/out" 'set(d["timing"]) == {"frontend_ms", "emit_ms", "ptxas_ms", "total_ms"}'

# ---- --ptxas ----
if command -v ptxas >/dev/null 2>&1; then
	expect_rc 0 "$K" build --ptxas "$VADD" -o "$tmp/v4.ptx"
	contains "$tmp/err" "regs"
	contains "$tmp/err" "vadd"
	expect_rc 0 "$K" build --json --resources "$VADD"
	pyjson "$tmp/out" 'd["resources"]["ptxas"] == "ok" and d["resources"]["kernels"][0]["name"] == "vadd" and d["resources"]["kernels"][0]["registers"] > 0'
	pyjson "$tmp/out" 'd["resources"]["kernels"][0]["spill_store_bytes"] == 0 and "warnings" in d["resources"]["kernels"][0]'
fi
KILN_PTXAS=/nonexistent/ptxas "$K" build --ptxas "$VADD" >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ $rc = 3 ]; then ok; else bad "missing ptxas: exit $rc, want 3"; fi
contains "$tmp/err" "ptxas not-found"

echo "cli_build: $pass passed, $fail failed"
[ $fail -eq 0 ]
