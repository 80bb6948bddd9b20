#!/bin/bash
# Regenerates everything the scripts here write: the generated families'
# kernels and workloads (the list below: the file under tests/conformance/,
# then the script and its arguments), then every expected output, one .npy
# per table (tests/conformance/<family>/<table>.npy, <table>.txt beside it)
# from the derivation scripts (exact rational arithmetic, Python 3 standard
# library only): expected.py.  The workloads name the .npy files as
# "expected"; nothing of this is in libkiln.
#   build.sh [FAMILY ...]   rewrite in place (expected outputs of those
#                           families only; kernels and workloads always)
#   build.sh --check        write it all to a temporary folder and compare
#                           with the tracked files (conformance.sh runs it):
#                           a hand edit or a stale generated file fails
set -e
cd "$(dirname "$0")"
root=..
if [ "${1:-}" = --check ]; then
	root=$(mktemp -d)
	trap 'rm -rf "$root"' EXIT
	shift
fi
while read -r out script args; do
	mkdir -p "$(dirname "$root/$out")"
	python3 "$script.py" $args > "$root/$out.tmp" || { rm -f "$root/$out.tmp"; exit 1; }
	mv "$root/$out.tmp" "$root/$out"
done <<'LIST'
approx/kernel.kiln             approx k
bulk_reduce/kernel.kiln        bulk_reduce k
cvt/kernel.kiln                cvt k
f32_arith/kernel.kiln          f32_arith k
f64_arith/kernel.kiln          f64_arith k
half_packed/kernel.kiln        half_packed k
int_ext/kernel.kiln            int_ext k
setp_x2/kernel.kiln            setp_x2 k
warp/kernel.kiln               warp k
wgmma/kernel.kiln              wgmma k
tma/kernel.kiln                tma k
tma/workload.json              tma w
tma/store.kiln                 tma s
tma/store.json                 tma ws
tensormap/kernel.kiln          tensormap k
tensormap/workload.json        tensormap w
tensor_reduce/kernel.kiln      tensor_reduce k A
tensor_reduce/arith.json       tensor_reduce w A
tensor_reduce/minmax_bit.kiln  tensor_reduce k B
tensor_reduce/minmax_bit.json  tensor_reduce w B
im2col/kernel.kiln             im2col k
im2col/workload.json           im2col w
LIST
if [ "$root" = .. ]; then
	exec python3 expected.py "$@"
fi
python3 expected.py --out "$root" > /dev/null
pass=0; fail=0
for f in $(cd "$root" && find . -type f | sort); do
	if cmp -s "$root/$f" "../$f"; then
		pass=$((pass+1))
	else
		fail=$((fail+1)); echo "FAIL tests/conformance/${f#./}: not what gen/ writes (run gen/build.sh, or edit the script)"
	fi
done
# a table file no script writes any more
for f in ../*/*.npy ../*/*.txt; do
	[ -e "$root/${f#../}" ] && continue
	fail=$((fail+1)); echo "FAIL tests/conformance/${f#../}: written by no script in gen/"
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
