# tensor_reduce family: cp.reduce.async.bulk.tensor (PTX ISA 9.7.9.27.1.3),
# tile mode, shared::cta -> global through the bulk group, every operation
# with every element type the ISA allows for it (the type comes from the
# tensor map): add u32 s32 u64 f32 f16 bf16; min/max u32 s32 u64 s64 f16
# bf16; inc/dec u32; and/or/xor b32 b64 (maps of u32/s32 and u64: .or on
# an s64 map is an illegal instruction on the H200, measured 2026-12-01,
# bench/results/conformance-tensormap-nvidia-h200-2026-12-01.json).  Each
# source box starts on a 128-byte boundary of shared memory: the H200
# faults (misaligned address) on a reduction from a 64-byte aligned one.
# Per (op, type): a [2, 2n] tensor (n = 16 bytes of elements), a map with
# box {n, 2}; two reductions: at {0, 0} (both rows) and at {n, 1} (row 2 is
# outside the tensor: those box elements are not reduced, 5.5.4).  Element
# rules: add wraps (integers) or rounds to nearest even (f32/f16/bf16, exact
# rational model fp.py); min/max signed by type, f16/bf16 by value; inc:
# old >= b ? 0 : old + 1; dec: old == 0 || old > b ? b : old - 1.  The
# targets are read back after cp.async.bulk.wait_group 0.
#
#   python3 tensor_reduce.py          -> the tables (gen/expected.py writes tred_arith.npy, tred_minmax_bit.npy)
#   python3 tensor_reduce.py k A|B    -> tests/conformance/tensor_reduce/{kernel,minmax_bit}.kiln
#   python3 tensor_reduce.py w A|B    -> tests/conformance/tensor_reduce/{arith,minmax_bit}.json
from common import *
from fp import round_to
from reduction import FMT, reduce_elem
from wl import tensor, workload as wl_text, main

EB = {'u32': 4, 's32': 4, 'u64': 8, 's64': 8, 'f32': 4, 'f16': 2, 'bf16': 2}
INIT = {'u32': (4294967280, 1), 's32': (-6, 1), 'u64': (1 << 40, 1), 's64': (-8, 1),
        'f32': (1, 1), 'f16': (1, 1), 'bf16': (1, 1)}
GROUPS = {'A': [('add', t) for t in ('u32', 's32', 'u64', 'f32', 'f16', 'bf16')] + [('inc', 'u32'), ('dec', 'u32')],
          'B': [(o, t) for o in ('min', 'max') for t in ('u32', 's32', 'u64', 's64', 'f16', 'bf16')] +
               [('and', 'u32'), ('and', 'u64'), ('or', 's32'), ('or', 'u64'), ('xor', 'u32'), ('xor', 'u64')]}
NAME = {'A': 'arith', 'B': 'minmax_bit'}
KFILE = {'A': 'kernel.kiln', 'B': 'minmax_bit.kiln'}   # kernel.kiln: the suite's ptxas check covers it

def bits(t): return 8 * EB[t]

def encode_init(t, x):
    if t in FMT:
        return round_to(FMT[t], x, 'rn')
    return x & ((1 << bits(t)) - 1)

def src_vals(o, t, j, k):
    """source element k of reduction j (0: at {0,0}, 1: at {n,1}) of (o, t)"""
    n = 16 // EB[t]
    if o in ('inc', 'dec'):
        return [0, 7, 4294967285, 4294967290, 4294967295, 3, 1, 20][(k + 3 * j) % 8]
    if t == 'f32':
        return [0x3fc00000, 0xc0100000, 0x7149f2ca, 0x33800000, 0xbf800000, 0x00800000, 0x40400000, 0x34000000][(k + 5 * j) % 8]
    if t == 'f16':
        return [0x3c00, 0x1400, 0x7bff, 0x0001, 0xc000, 0x3555, 0x8400, 0x3800][(k + 3 * j) % 8]
    if t == 'bf16':
        return [0x3f80, 0x3b80, 0x7f7f, 0x0001, 0xc000, 0x3eab, 0x8080, 0x3f00][(k + 3 * j) % 8]
    x = (0x9E3779B97F4A7C15 * (k + 1 + 16 * j + 97 * (sum(map(ord, o + t)) % 1000))) & ((1 << 64) - 1)
    x ^= x >> 29
    return x & ((1 << bits(t)) - 1)

def result(o, t):
    n = 16 // EB[t]
    W = 2 * n
    a0, st = INIT[t]
    grid = [[encode_init(t, a0 + st * (y * W + x)) for x in range(W)] for y in range(2)]
    for j, (x0, y0) in enumerate([(0, 0), (n, 1)]):
        for yy in range(2):
            for xx in range(n):
                x, y = x0 + xx, y0 + yy
                if x < W and y < 2:
                    grid[y][x] = reduce_elem(o, t, grid[y][x], src_vals(o, t, j, yy * n + xx))
    return grid

def words_of(t, elems):
    allb, nb = 0, bits(t)
    for i, v in enumerate(elems):
        allb |= (v & ((1 << nb) - 1)) << (nb * i)
    nw = len(elems) * nb // 32
    return [(allb >> (32 * i)) & M32 for i in range(nw)]

def table(g):
    t_ = T()
    for i, (o, t) in enumerate(GROUPS[g]):
        grid = result(o, t)
        ws = words_of(t, grid[0] + grid[1])
        for w, v in enumerate(ws):
            t_.v(v, ("%s.%s: target [2][%d] after reductions at {0,0} and {%d,1} (row 2 clipped); word 0" %
                     (o, t, 32 // EB[t], 16 // EB[t])) if w == 0 else "  %s.%s word %d" % (o, t, w))
    return t_

def tname(o, t): return "t_%s_%s" % (o, t)
def mname(o, t): return "m_%s_%s" % (o, t)

def kernel(g):
    L = []
    def e(s): L.append("\t" + s)
    combos = GROUPS[g]
    params = ["zero: global u32*", "out: global u32*"] + ["%s: global %s*" % (tname(o, t), "u64" if EB[t] == 8 else "u32")
                                                         for o, t in combos]
    params += ["%s: tensormap" % mname(o, t) for o, t in combos]
    e("u32 k = 0;")
    e("u32 base = (u32)src;")
    e("u32 r;")
    e("if (tid.x == 0) {")
    for i, (o, t) in enumerate(combos):
        n = 16 // EB[t]
        for j, co in enumerate([(0, 0), (n, 1)]):
            vals = [src_vals(o, t, j, kk) for kk in range(2 * n)]
            e("\t// %s.%s reduction %d at {%d, %d}: source box of 2 rows x %d elements" % (o, t, j, co[0], co[1], n))
            for w, v in enumerate(words_of(t, vals)):
                e("\tst.shared.u32 [base + %d], 0x%08x;" % (128 * (2 * i + j) + 4 * w, v))
    e("\tfence.proxy.async.shared::cta;")
    for i, (o, t) in enumerate(combos):
        n = 16 // EB[t]
        for j, co in enumerate([(0, 0), (n, 1)]):
            e("\tcp.reduce.async.bulk.tensor.2d.global.shared::cta.%s.tile.bulk_group [%s, {%d, %d}], [base + %d];"
              % (o, mname(o, t), co[0], co[1], 128 * (2 * i + j)))
    e("\tcp.async.bulk.commit_group;")
    e("\tcp.async.bulk.wait_group 0;")
    e("\tfence.proxy.async.global;")
    for o, t in combos:
        if EB[t] == 8:
            e("\tfor (u32 i = 0; i < 8; i += 1) {   // read back %s" % tname(o, t))
            e("\t\tu64 r64;")
            e("\t\tld.global.u64 r64, [%s + i];" % tname(o, t))
            e("\t\tput64(out, k, r64);")
        else:
            e("\tfor (u32 i = 0; i < 16; i += 1) {   // read back %s" % tname(o, t))
            e("\t\tld.global.u32 r, [%s + i];" % tname(o, t))
            e("\t\tput(out, k, r);")
        e("\t}")
    e("}")
    return '''// tests/conformance/tensor_reduce — PTX ISA 9.7.9.27.1.3
// (cp.reduce.async.bulk.tensor, tile mode; element type from the tensor
// map): GENERATED by tests/conformance/gen/tensor_reduce.py (python3
// tensor_reduce.py k %s > ../tensor_reduce/%s, w %s > %s.json); edit the
// script, not this file.  Thread 0 writes each source box to shared memory,
// issues every reduction (one bulk group), waits for it, and reads the
// target tensors back.
import "../lib.kiln";

kernel conf_tred_%s(%s) grid(1) block(32) target(sm_90a)
{
	shared align(128) u32 src[%d];
%s
}
''' % (g, KFILE[g], g, NAME[g], NAME[g], ", ".join(params), 64 * len(combos), "\n".join(L))

def workload(g):
    combos = GROUPS[g]
    args = [tensor(tname(o, t), t, [2, 32 // EB[t]], "arange(%d, %d)" % INIT[t], scratch=True) for o, t in combos]
    args += [{"name": mname(o, t), "kind": "tmap", "tensor": tname(o, t), "box": [16 // EB[t], 2]} for o, t in combos]
    return wl_text("cp.reduce.async.bulk.tensor.2d tile reductions shared::cta -> global, %s, element type from the tensor map, boxes clipped at the tensor edge (PTX ISA 9.7.9.27.1.3)"
                   % {'A': "add (u32 s32 u64 f32 f16 bf16), inc and dec (u32)", 'B': "min/max (u32 s32 u64 s64 f16 bf16), and/or/xor (b32 b64)"}[g],
                   KFILE[g], "conf_tred_%s" % NAME[g], len(table(g).rows), args, "tred_%s.npy" % NAME[g])

if __name__ == '__main__':
    main({'': lambda: table('A').emit("conf_tred_arith") + "\n\n" + table('B').emit("conf_tred_minmax_bit") + "\n",
          'k': kernel, 'w': workload})
