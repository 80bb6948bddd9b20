#!/usr/bin/env bash
# same_output.sh OLD_KILN NEW_KILN [OUTDIR]: every .kiln tracked in the repo
# built by both binaries — PTX for sm_90a, sm_100a and sm_80, --dump-ir and
# --map (default target) — stdout, diagnostics and exit status compared byte
# for byte.  Prints each differing output and "N outputs: N identical, N differ";
# exits 1 on any difference.  Use it before/after a front-end change:
#   cp build/kiln /tmp/kiln-before; (change, make); bash bench/compile/same_output.sh /tmp/kiln-before build/kiln
set -u
old=$1 new=$2 out=${3:-$(mktemp -d)}
cd "$(dirname "$0")/../.."
rm -rf "$out/a" "$out/b"; mkdir -p "$out/a" "$out/b"
same=0 diff=0
for f in $(git ls-files '*.kiln'); do
	for mode in sm_90a sm_100a sm_80 dump map; do
		case $mode in
		dump) args=(--dump-ir);; map) args=(--map);; *) args=(--target "$mode");;
		esac
		key=$(echo "$f.$mode" | tr / _)
		"$old" build "$f" "${args[@]}" >"$out/a/$key" 2>&1; echo "exit $?" >>"$out/a/$key"
		"$new" build "$f" "${args[@]}" >"$out/b/$key" 2>&1; echo "exit $?" >>"$out/b/$key"
		if cmp -s "$out/a/$key" "$out/b/$key"; then same=$((same+1)); else diff=$((diff+1)); echo "DIFF $out/a/$key $out/b/$key"; fi
	done
done
echo "$((same+diff)) outputs: $same identical, $diff differ"
[ "$diff" -eq 0 ]
