#!/usr/bin/env bash
# Golden PTX: every tests/golden/ptx/x.kiln compiled by `kiln build` must
# equal x.ptx byte for byte, and (with ptxas on PATH) x.ptx must assemble.
# A first line "// args: ..." gives extra kiln build options.
# UPDATE=1 rewrites the goldens: review `git diff tests/golden/ptx` after.
set -u
B=${B:-build}
cd "$(dirname "$0")/../.."
pass=0; fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
have_ptxas=0
command -v ptxas >/dev/null 2>&1 && have_ptxas=1
for k in tests/golden/ptx/*.kiln; do
	base=${k%.kiln}
	name=$(basename "$base")
	args=$(sed -n '1s|^// args: ||p' "$k")
	# shellcheck disable=SC2086
	"$B/kiln" build $args "$k" -o "$tmp/$name.ptx" 2>"$tmp/$name.err"
	rc=$?
	if [ $rc -ne 0 ]; then
		echo "FAIL $name: kiln build exit $rc"
		head -n 20 "$tmp/$name.err"
		fail=$((fail + 1))
		continue
	fi
	[ "${UPDATE:-0}" = 1 ] && cp "$tmp/$name.ptx" "$base.ptx"
	if [ ! -f "$base.ptx" ]; then
		echo "FAIL $name: no golden $base.ptx (UPDATE=1 writes it)"
		fail=$((fail + 1))
		continue
	fi
	if diff -u "$base.ptx" "$tmp/$name.ptx" >"$tmp/$name.diff"; then
		pass=$((pass + 1))
	else
		echo "FAIL $name: PTX differs from the golden"
		head -n 40 "$tmp/$name.diff"
		fail=$((fail + 1))
	fi
	if [ $have_ptxas = 1 ]; then
		arch=$(sed -n 's/^\.target //p' "$base.ptx")
		if ptxas -arch="$arch" "$base.ptx" -o "$tmp/$name.cubin" >"$tmp/$name.ptxas" 2>&1; then
			pass=$((pass + 1))
		else
			echo "FAIL $name: ptxas rejects the golden"
			head -n 20 "$tmp/$name.ptxas"
			fail=$((fail + 1))
		fi
	fi
done
echo "golden_ptx: $pass passed, $fail failed"
[ $fail -eq 0 ]
