#!/usr/bin/env bash
# Part boundaries (docs/architecture.md "Parts"): derives the graph of
# parts (src/<part>/) from the #include "<part>/..." lines and fails on a
# cycle between parts, naming the include lines that close it.  Also checks
# that the checker itself sees a planted cycle (so it can fail).
set -u
cd "$(dirname "$0")/../.."
pass=0; fail=0
check() {   # check ROOT: prints the graph, exits 1 on a cycle
	python3 - "$1" <<'PY'
import os, re, sys, collections
root = sys.argv[1]
edges, where = collections.defaultdict(set), collections.defaultdict(list)
for part in sorted(os.listdir(os.path.join(root, 'src'))):
    d = os.path.join(root, 'src', part)
    if not os.path.isdir(d):
        continue
    for f in sorted(os.listdir(d)):
        if not f.endswith(('.c', '.h', '.def')):
            continue
        for n, line in enumerate(open(os.path.join(d, f), errors='replace'), 1):
            m = re.match(r'\s*#\s*include\s+"([a-z0-9_]+)/[^"]+"', line)
            if m and m.group(1) != part:
                edges[part].add(m.group(1))
                where[(part, m.group(1))].append('src/%s/%s:%d' % (part, f, n))
nodes = sorted(set(edges) | {w for s in edges.values() for w in s})
idx, low, stack, on, sccs = {}, {}, [], set(), []
def visit(v):   # Tarjan: strongly connected components of more than one part are cycles
    idx[v] = low[v] = len(idx); stack.append(v); on.add(v)
    for w in sorted(edges.get(v, ())):
        if w not in idx:
            visit(w); low[v] = min(low[v], low[w])
        elif w in on:
            low[v] = min(low[v], idx[w])
    if low[v] == idx[v]:
        comp = []
        while True:
            w = stack.pop(); on.discard(w); comp.append(w)
            if w == v:
                break
        if len(comp) > 1:
            sccs.append(sorted(comp))
for v in nodes:
    if v not in idx:
        visit(v)
for c in sccs:
    print('include cycle between parts: ' + ' <-> '.join(c))
    for a in c:
        for b in c:
            if b in edges.get(a, ()):
                print('  %s -> %s: %s' % (a, b, ', '.join(where[(a, b)][:3])))
sys.exit(1 if sccs else 0)
PY
}
if out=$(check .); then pass=$((pass + 1)); else echo "$out"; fail=$((fail + 1)); fi
# the check fails on a planted cycle
t=$(mktemp -d); trap 'rm -rf "$t"' EXIT
mkdir -p "$t/src/a" "$t/src/b" "$t/src/c"
printf '#include "b/b.h"\n' >"$t/src/a/a.c"
printf '#include "c/c.h"\n' >"$t/src/b/b.c"
printf '#include "a/a.h"\n' >"$t/src/c/c.h"
if out=$(check "$t"); then echo "parts: a planted cycle a -> b -> c -> a was not found"; fail=$((fail + 1))
elif echo "$out" | grep -q "a <-> b <-> c"; then pass=$((pass + 1))
else echo "parts: planted cycle reported as: $out"; fail=$((fail + 1)); fi
echo "parts: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
