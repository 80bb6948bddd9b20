#!/usr/bin/env bash
# docs/isa.md is generated from the ISA table (kiln isa --markdown) and
# never edited by hand: fails when the committed file differs.
set -u
B=${B:-build}
cd "$(dirname "$0")/../.."
gen=$(mktemp)
trap 'rm -f "$gen"' EXIT
if ! "$B/kiln" isa --markdown >"$gen"; then
	echo "isa_doc: kiln isa --markdown failed"
	echo "0 passed, 1 failed"
	exit 1
fi
# a fidelity claim the simulator breaks is written "not simulated yet"
# (src/isa/isadoc.c); test_sim asserts there is none, and so does the doc
if grep -q "not simulated yet" "$gen"; then
	echo "isa_doc: the table claims entries the simulator does not execute:"
	grep "not simulated yet" "$gen" | head -n 10
	echo "0 passed, 1 failed"
	exit 1
fi
if diff -u docs/isa.md "$gen" >/dev/null 2>&1; then
	echo "isa_doc: docs/isa.md matches the table ($(grep -c '^| `' docs/isa.md) entries)"
	echo "1 passed, 0 failed"
	exit 0
fi
echo "isa_doc: docs/isa.md differs from the generated text; regenerate with:"
echo "    $B/kiln isa --markdown > docs/isa.md"
diff -u docs/isa.md "$gen" | head -n 30
echo "0 passed, 1 failed"
exit 1
