#!/usr/bin/env bash
# libkiln.so exports only the public API: every defined dynamic symbol is
# kiln_* (the library is built with -fvisibility=hidden; include/kiln.h
# declares what is exported), and the Python binding loads it.
set -u
B=${B:-build}
cd "$(dirname "$0")/../.."
pass=0; fail=0
lib="$B/libkiln.so"
if ! syms=$(nm -D --defined-only "$lib" 2>&1); then
	echo "exports: nm -D $lib failed: $syms"; echo "0 passed, 1 failed"; exit 1
fi
bad=$(echo "$syms" | awk 'NF >= 3 && $2 ~ /[TDBRVWiu]/ {print $3}' | grep -v '^kiln_' || true)
n=$(echo "$syms" | awk 'NF >= 3 {print $3}' | grep -c '^kiln_')
if [ -z "$bad" ] && [ "$n" -gt 20 ]; then
	echo "exports: $n symbols, all kiln_*"; pass=$((pass+1))
else
	echo "exports: $n kiln_* symbols; not kiln_*:"; echo "$bad" | head -20; fail=$((fail+1))
fi
# every function kiln.h declares is exported
missing=""
for f in $(grep -oE '\bkiln_[a-z0-9_]+ *\(' include/kiln.h | tr -d ' (' | sort -u); do
	echo "$syms" | awk '{print $3}' | grep -qx "$f" || missing="$missing $f"
done
if [ -z "$missing" ]; then pass=$((pass+1)); else echo "exports: declared in kiln.h, not exported:$missing"; fail=$((fail+1)); fi
if nm -D "$lib" | grep -q ' U __asan_init'; then
	echo "exports: python binding not loaded from a sanitizer build (it needs the ASan runtime preloaded); not counted"
elif command -v python3 >/dev/null; then
	out=$(KILN_LIB="$lib" PYTHONPATH=python python3 -c "import kiln; m = kiln.compile('zoo/basic/vadd/kernel.kiln'); print('.entry vadd' in m.ptx)" 2>&1)
	if [ "$out" = "True" ]; then pass=$((pass+1)); else echo "exports: python binding: $out"; fail=$((fail+1)); fi
fi
# without SQLite (the GPU machine's build: -DKILN_NO_SQLITE) the knowledge
# base's files still link: no kb_* symbol is left undefined among them
t=$(mktemp -d)
objs=""
for c in src/kb/*.c; do
	o="$t/$(basename "$c" .c).o"
	${CC:-cc} -D_GNU_SOURCE -Iinclude -Isrc -DKILN_NO_SQLITE -std=c11 -c "$c" -o "$o" 2>"$t/err" || { cat "$t/err"; o=""; }
	objs="$objs $o"
done
if ld -r -o "$t/all.o" $objs 2>"$t/err"; then
	und=$(nm --undefined-only "$t/all.o" | awk '{print $2}' | grep '^kb_' || true)
	if [ -z "$und" ]; then pass=$((pass+1)); else echo "exports: without SQLite, src/kb leaves undefined:" $und; fail=$((fail+1)); fi
else
	echo "exports: src/kb without SQLite does not link: $(cat "$t/err")"; fail=$((fail+1))
fi
rm -rf "$t"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
