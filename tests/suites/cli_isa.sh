#!/usr/bin/env bash
# kiln isa: queries, exact opcodes with resolved operands, JSON, markdown,
# exit statuses.
set -u
B=${B:-build}
cd "$(dirname "$0")/../.."
K="$B/kiln"
pass=0; fail=0
out=$(mktemp); err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT
ok() { pass=$((pass+1)); }
bad() { fail=$((fail+1)); echo "FAIL: $*"; }
# run WANT_RC ARGS...: output in $out/$err
run() {
	local want=$1; shift
	"$K" isa "$@" >"$out" 2>"$err"
	local rc=$?
	if [ "$rc" = "$want" ]; then ok; else bad "kiln isa $* exited $rc, want $want"; sed 's/^/  /' "$err" | head -5; fi
}
has() { if grep -qF -- "$1" "$out"; then ok; else bad "stdout lacks '$1'"; fi; }
hasnt() { if grep -qF -- "$1" "$out"; then bad "stdout has '$1'"; else ok; fi; }
has_err() { if grep -qF -- "$1" "$err"; then ok; else bad "stderr lacks '$1'"; sed 's/^/  /' "$err" | head -5; fi; }

# an exact opcode resolves operand types and counts
run 0 ld.global.v4.f32
has "opcode: ld.global.v4.f32"
has "d: out {f32 x 4}"
has "min PTX 7.4, min target sm_80"
hasnt "ld_shared"
run 0 ld.shared::cta.u16
has "ld_shared  [Loads and stores]"
has "d: out u16"
# wgmma accumulator counts come from N: f32 N/2, f16x2 N/4
run 0 wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16
has "d: in/out {f32 x 128}"
has "min target sm_90a"
run 0 wgmma.mma_async.sync.aligned.m64n96k16.f16.f16.f16
has "d: in/out {b32 x 24}"
run 0 wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e5m2
has "d: in/out {f32 x 32}"
# one spelling, several operand forms
run 0 mov.b64
has "mov_pack64  "
has "mov_unpack64  "
has "5 entries"
# conditional operands follow their modifiers
run 0 cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster
has "b: [tensor-map, {b32 x 3}]"
has "ctamask: b16"
hasnt "policy:"
# substring queries
run 0 setmaxnreg
has "n: u32 immediate in 24..256%8"
has "raise or lower this warpgroup's per-thread register budget"
run 0 mbar_try_wait
has "mbar_try_wait_parity  [mbarrier]"
has "min PTX 8.0, min target sm_90"
# no match: 1, with the matcher's explanation
run 1 zzz_no_such_instruction
has_err "no entry matches"
run 1 ld.global.v3.f32
has_err "no form of 'ld' matches 'ld.global.v3.f32' ('.v3' is not a modifier of ld; did you mean '.v2'?); legal forms:"
run 1 ad.s32
has_err "did you mean 'add'?"
# usage errors: 2
run 2 --bogus
has_err "unknown option '--bogus'"
run 2 add sub
has_err "more than one query"
run 2 --json --markdown
run 0 --help
has "usage: kiln isa"
# JSON: one document with resolved operands
run 0 --json cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint
if python3 - "$out" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
assert d["schema"] == "kiln.isa" and d["exact"] is True and d["count"] == 1, d
e = d["entries"][0]
assert e["id"] == "cp_async_bulk_tensor_g2s", e["id"]
assert e["min_target"] == "sm_90" and e["min_ptx"] == "8.0"
ops = {o["name"]: o for o in e["operands"]}
assert ops["b"]["count"] == 2 and ops["b"]["type"] == "b32"
assert ops["policy"]["present"] is True and ops["ctamask"]["present"] is False
assert "async-proxy" in e["effects"] and "mbar.tx" in e["effects"]
assert e["opcode"] == "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint"
PY
then ok; else bad "JSON for cp.async.bulk.tensor"; fi
run 0 --json
n_def=$(grep -c '^I(' src/isa/isa.def)
if python3 -c "import json,sys; d=json.load(open(sys.argv[1])); assert d['count']==int(sys.argv[2])>=250, d['count']" "$out" "$n_def"; then ok; else bad "--json lists every entry ($n_def)"; fi
# markdown restricted to a query
run 0 --markdown mbarrier.init
has "## mbarrier"
has "| \`mbarrier.init[.shared\|.shared::cta].b64\` |"
hasnt "## Integer arithmetic"
echo "cli_isa: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
