#!/usr/bin/env bash
# kiln run / kiln bench on a machine without a GPU (or with the driver
# hidden through KILN_LIBCUDA): usage errors, workload errors with line:col,
# and the missing-driver path (exit 2 with a clear message, never a crash).
set -u
B=${B:-build}
K="$B/kiln"
pass=0; fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export KILN_LIBCUDA=/nonexistent/libcuda.so.1

expect() {   # expect NAME RC PATTERN -- command...
	local name=$1 want=$2 pat=$3; shift 4
	"$@" >"$tmp/out" 2>&1
	local rc=$?
	if [ "$rc" = "$want" ] && grep -q -- "$pat" "$tmp/out"; then
		pass=$((pass+1))
	else
		fail=$((fail+1)); echo "FAIL $name: exit $rc (want $want), output:"; head -20 "$tmp/out"; echo "(wanted /$pat/)"
	fi
}

expect usage 2 "usage: kiln run WORKLOAD.json" -- "$K" run
expect help 0 "\-\-timeout S" -- "$K" run --help
expect bench-help 0 "\-\-time-cap S" -- "$K" bench --help
expect unknown-opt 2 "unknown option '--fast'" -- "$K" run tests/gpu/vadd.json --fast
expect bad-number 2 "'-3' is not a positive number" -- "$K" run tests/gpu/vadd.json --timeout -3
expect bad-save-format 2 "\-\-save-format must be npy or raw, not 'npz'" -- "$K" run tests/gpu/vadd.json --save-outputs "$tmp" --save-format npz
expect bench-save-format-help 0 "\-\-save-format npy|raw" -- "$K" bench --help
expect two-workloads 2 "more than one workload" -- "$K" run a.json b.json
expect no-file 2 "nonexistent.json: error: cannot open the workload file: No such file" -- "$K" run "$tmp/nonexistent.json"
expect no-case 2 "no case 'huge' (cases: small, large)" -- "$K" run tests/gpu/vadd.json --case huge
expect no-driver 2 "cannot load the CUDA driver: /nonexistent/libcuda.so.1" -- "$K" run tests/gpu/vadd.json
expect no-driver-status 2 "no_cuda" -- "$K" run tests/gpu/vadd.json
expect no-driver-bench 2 '"status": "no_cuda"' -- "$K" bench tests/gpu/vadd.json --json
expect no-driver-json-cmd 2 '"command_line": "kiln run tests/gpu/vadd.json --case small --json"' -- "$K" run tests/gpu/vadd.json --case small --json
expect no-driver-json-case 2 '"case": "large"' -- "$K" bench tests/gpu/vadd.json --json

# a workload error points at line:col
sed 's/"dtype": "u32"/"dtype": "u33"/' tests/gpu/vadd.json >"$tmp/bad.json"
cp tests/gpu/vadd.ptx "$tmp/"
expect bad-dtype 2 "bad.json:10:46: error: unknown dtype 'u33'" -- "$K" run "$tmp/bad.json"
sed 's/"ceil_div(n, 256)"/"ceil_div(n, 0)"/' tests/gpu/vadd.json >"$tmp/div0.json"
expect launch-div0 2 "ceil_div by zero" -- "$K" run "$tmp/div0.json"
sed 's/"kernel": "vadd.ptx"/"kernel": "missing.ptx"/' tests/gpu/vadd.json >"$tmp/nok.json"
expect missing-kernel 2 "nok.json:4:13: error: kernel file .*missing.ptx.: No such file" -- "$K" run "$tmp/nok.json"
# scalars of a .ptx kernel need a dtype
sed 's/"dtype": "u32", //' tests/gpu/vadd.json >"$tmp/nodt.json"
expect ptx-scalar-dtype 2 "scalar 'n' needs a \"dtype\" for a .ptx kernel" -- "$K" run "$tmp/nodt.json"

echo "cli_run.sh: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
