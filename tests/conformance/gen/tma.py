# tma family: cp.async.bulk.tensor 1d/2d/3d global -> shared (tile mode) with
# tensor maps for every swizzle mode, narrow inner boxes, out-of-bounds
# boxes (zero fill), element (traversal) strides, a destination not on a
# swizzle-repeat boundary; and cp.async.bulk.tensor shared -> global
# (.bulk_group) tile stores, swizzled, clipped at the tensor edges.
#
#   python3 tma.py      -> the tables (gen/expected.py writes tma.npy, tma_store.npy)
#   python3 tma.py k    -> tests/conformance/tma/kernel.kiln
#   python3 tma.py w    -> tests/conformance/tma/workload.json
#   python3 tma.py s / ws -> tests/conformance/tma/store.kiln / store.json
#   (the stores are kept apart: see docs/conformance.md)
#
# Expected images (no simulator involved):
#  * a loaded box is stored in shared memory row by row, innermost dimension
#    first; smem box extents are ceil(boxDim / elementStride) (CUDA driver
#    API, cuTensorMapEncodeTiled "elementStrides"); element c of the box is
#    global element coords + c * elementStride; elements outside the tensor
#    are zero (OOB fill NONE, PTX ISA 5.5.4 "Out of bounds access");
#  * row pitch: box0*elem without a swizzle; the swizzle span (32/64/128 B)
#    with one, also when box0*elem is narrower (rest of the row untouched:
#    the H200-measured rule of docs/layouts.md section 2);
#  * the swizzle (PTX ISA 5.5.7): 16-byte chunk bits [4:6] of the ABSOLUTE
#    shared address XOR line bits [7:9], masked to 1/2/3 bits for 32/64/128B;
#  * the mbarrier's tx count is the full box bytes (OOB elements included);
#  * a tile store writes only the in-bounds elements of the box (5.5.4),
#    reading shared memory through the same placement.
# Shared memory is pre-filled with 0xeeeeeeee, so untouched bytes (row
# padding, bytes before an offset destination) show as 0xee.
from common import *
from tile import MASK, SPAN, tile_image, image_rows, prologue, load
from wl import tensor, workload as wl_text, main

# global tensors: name -> (dtype, elem bytes, shape outermost first, first value)
TENS = [('g1', 'u32', 4, [40], 100000),
        ('g2', 'u16', 2, [20, 72], 1),
        ('g3', 'u16', 2, [3, 10, 40], 2000)]
TI = {t[0]: t for t in TENS}
# load maps: name -> (tensor, box innermost first, element strides, swizzle)
MAPS = [('m1', 'g1', [16], [1], 'none'),
        ('m2a', 'g2', [64, 8], [1, 1], '128B'),
        ('m2b', 'g2', [16, 8], [1, 1], '128B'),
        ('m2c', 'g2', [32, 8], [1, 1], '64B'),
        ('m2d', 'g2', [16, 8], [1, 1], '32B'),
        ('m2e', 'g2', [8, 8], [1, 1], '64B'),
        ('m2f', 'g2', [32, 4], [1, 1], 'none'),
        ('m2g', 'g2', [16, 8], [1, 2], 'none'),
        ('m2h', 'g2', [64, 8], [1, 2], '128B'),
        ('m3a', 'g3', [16, 4, 2], [1, 1, 1], '32B'),
        ('m3b', 'g3', [32, 3, 3], [1, 1, 1], '64B'),
        ('m3c', 'g3', [8, 5, 3], [1, 2, 2], 'none')]
MI = {m[0]: m for m in MAPS}
# loads: (map, coords innermost first, destination offset past a 1024-byte boundary, comment)
# The innermost coordinate is always a multiple of 16 bytes and stores start
# at non-negative coordinates: the H200 faults otherwise (illegal
# instruction; measured 2026-11-29 with tests/gpu/tma_bisect, see
# docs/conformance.md), and the simulator now reports those as errors.
LOADS = [('m1', [0], 0, "1d, in bounds"),
         ('m1', [32], 0, "1d, elements 40..47 past the end: zero"),
         ('m1', [-8], 0, "1d, negative start: 8 zeros then elements 0..7"),
         ('m2a', [0, 0], 0, "2d 128B, box 64x8 = one swizzle repeat"),
         ('m2a', [40, 16], 0, "2d 128B, columns 72.. and rows 20.. out of bounds"),
         ('m2a', [8, 2], 384, "2d 128B, destination 384 B past a 1024 boundary (swizzle anchored at absolute lines 3..10)"),
         ('m2b', [8, 3], 0, "2d 128B, narrow box 16 u16 = 32 B per 128-B row"),
         ('m2b', [64, -5], 0, "2d 128B narrow, rows -5..-1 and columns 72..79 out of bounds"),
         ('m2c', [-8, -3], 0, "2d 64B, negative corner"),
         ('m2d', [64, 5], 0, "2d 32B, columns 72..79 out of bounds"),
         ('m2e', [8, 14], 0, "2d 64B, narrow box 8 u16 = 16 B per 64-B row, rows 20, 21 out of bounds"),
         ('m2f', [48, 18], 0, "2d no swizzle, pitch 64 B, right and bottom out of bounds"),
         ('m2g', [8, 1], 0, "2d no swizzle, element stride 2 in rows: rows 1,3,5,7"),
         ('m2h', [8, 15], 0, "2d 128B, element stride 2 in rows: rows 15,17,19,(21 OOB)"),
         ('m3a', [32, 8, 2], 0, "3d 32B, out of bounds in all three dimensions"),
         ('m3b', [0, 0, 0], 0, "3d 64B, in bounds"),
         ('m3c', [32, 1, 0], 0, "3d no swizzle, element strides {1,2,2}: rows 1,3,5 of planes 0,2; columns 32..39")]
# store targets: name -> (shape outermost first); stores: map name, tensor, box, swizzle, list of (coords, value base)
STENS = [('s1', [12, 24]), ('s2', [6, 20])]
FILL = 0xeeeeeeee
SMAPS = [('st1', 's1', [8, 8], '32B'), ('st2', 's2', [16, 4], '128B')]
STORES = [('st1', [0, 0], 0x1000000), ('st1', [8, 0], 0x1000000), ('st1', [16, 0], 0x1000000),
          ('st1', [0, 8], 0x1000000), ('st1', [8, 8], 0x1000000), ('st1', [16, 8], 0x1000000),
          ('st1', [4, 4], 0x2000000),
          ('st2', [0, 0], 0x3000000), ('st2', [16, 0], 0x3000000), ('st2', [0, 4], 0x3000000),
          ('st2', [16, 4], 0x3000000)]
def sval(base, x, y): return base + 0x10000 * (y & 0xff) + (x & 0xffff)   # the value the kernel writes for global (x, y)

def tval(name, g):
    """element at global coords g (innermost first) of a load tensor, or 0 out of bounds"""
    _, _, eb, shape, first = TI[name]
    dims = shape[::-1]
    idx = 0
    for i in reversed(range(len(dims))):
        if not 0 <= g[i] < dims[i]:
            return 0
        idx = idx * dims[i] + g[i]
    return first + idx

def load_image(m, coords, off):
    _, tn, box, es, sw = MI[m]
    return tile_image(box, es, TI[tn][2], sw, coords, lambda g: tval(tn, g), off)

def store_result():
    res = {}
    for n, shape in STENS:
        res[n] = [[FILL] * shape[1] for _ in range(shape[0])]
    for m, co, base in STORES:
        _, tn, box, sw = [s for s in SMAPS if s[0] == m][0]
        shape = dict(STENS)[tn]
        for c1 in range(box[1]):
            for c0 in range(box[0]):
                x, y = co[0] + c0, co[1] + c1
                if 0 <= x < shape[1] and 0 <= y < shape[0]:
                    res[tn][y][x] = sval(base, x, y)
    return res

def table():
    t = T()
    for li, (m, co, off, cm) in enumerate(LOADS):
        img, nbytes = load_image(m, co, off)
        _, tn, box, es, sw = MI[m]
        image_rows(t, img, "load %d: %s box %s estr %s %s at %s (tx %d B): %s" % (li, tn, box, es, sw, co, nbytes, cm),
                   "load %d" % li)
    return t

def store_table():
    t = T()
    res = store_result()
    for n, shape in STENS:
        for y in range(shape[0]):
            for x in range(shape[1]):
                v = res[n][y][x]
                cm = "store target %s[%d][%d]: %s" % (n, y, x, "untouched (init 0xeeeeeeee)" if v == FILL else
                                                      "base 0x%x + 0x10000*y + x" % (v & 0xff000000))
                t.v(v, cm)
    return t

def nslots(store): return len((store_table() if store else table()).rows)

def kernel(store):
    L = []
    def e(s): L.append("\t" + s)
    if store:
        params = ["zero: global u32*", "out: global u32*", "s1: global u32*", "s2: global u32*"]
        params += ["%s: tensormap" % s[0] for s in SMAPS]
    else:
        params = ["zero: global u32*", "out: global u32*"] + ["%s: tensormap" % m[0] for m in MAPS]
    # no z loaded from memory here: nothing in this kernel is constant-folded
    # by ptxas in a way that matters (the data comes from TMA), and a
    # ld.global at the top currently derails the simulator (see the report
    # in docs/conformance.md)
    prologue(e)
    e("if (tid.x == 0) {")
    for li, (m, co, off, cm) in enumerate([] if store else LOADS):
        img, nbytes = load_image(m, co, off)
        _, tn, box, es, sw = MI[m]
        rank = len(box)
        e("\t// load %d: %s" % (li, cm))
        load(e, len(img) // 4, nbytes,
             "cp.async.bulk.tensor.%dd.shared::cluster.global.mbarrier::complete_tx::bytes [base + %d], [%s, {%s}], [mb[0]];"
             % (rank, off, m, ", ".join("%d" % c for c in co)), li % 2)
    # stores
    for si, (m, co, vb) in enumerate(STORES if store else []):
        _, tn, box, sw = [s for s in SMAPS if s[0] == m][0]
        pitch = SPAN[sw]
        e("\t// store %d: %s box %s %s at %s, values 0x%x + 0x10000*y + x (global x, y)" % (si, tn, box, sw, co, vb))
        e("\tfor (u32 i = 0; i < %d; i += 1) {" % (box[0] * box[1]))
        e("\t\tu32 c0 = i %% %d;" % box[0])
        e("\t\tu32 c1 = i / %d;" % box[0])
        e("\t\tu32 ad = base + c1 * %d + c0 * 4;" % pitch)
        e("\t\tad = ad ^ (((ad >> 7) & %d) << 4);" % MASK[sw])
        e("\t\tu32 x = c0 + %d;" % (co[0] & M32) if co[0] >= 0 else "\t\tu32 x = c0 - %d;" % -co[0])
        e("\t\tu32 y = c1 + %d;" % co[1] if co[1] >= 0 else "\t\tu32 y = c1 - %d;" % -co[1])
        e("\t\tst.shared.u32 [ad], 0x%x + ((y & 0xff) << 16) + (x & 0xffff);" % vb)
        e("\t}")
        e("\tfence.proxy.async.shared::cta;")
        e("\tcp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%s, {%s}], [base];"
          % (m, ", ".join("%d" % c for c in co)))
        e("\tcp.async.bulk.commit_group;")
        e("\tcp.async.bulk.wait_group 0;")
    if store:
        e("\tfence.proxy.async.global;")
    for n, shape in (STENS if store else []):
        e("\tfor (u32 i = 0; i < %d; i += 1) {   // read back %s" % (shape[0] * shape[1], n))
        e("\t\tld.global.u32 r, [%s + i];" % n)
        e("\t\tput(out, k, r);")
        e("\t}")
    e("}")
    return '''// tests/conformance/tma — PTX ISA 9.7.9.27 (cp.async.bulk.tensor), 5.5
// (tensor maps, tile mode, out-of-bounds fill, swizzling): GENERATED by
// tests/conformance/gen/tma.py (python3 tma.py k > ../tma/kernel.kiln,
// python3 tma.py w > ../tma/workload.json); edit the script, not this file.
// Thread 0: per load, shared memory is pre-filled with 0xeeeeeeee, one tile
// load completes on the mbarrier (expect_tx = full box bytes, parity
// alternating), and the footprint is read back as raw u32 words.  Per store,
// the box image is written at the swizzled addresses, one bulk tensor store
// (commit_group, wait_group 0); the two target tensors are read back last.
import "../lib.kiln";
import "../../../lib/mbarrier.kiln";

kernel %s(%s) grid(1) block(32) target(sm_90a)
{
	shared align(1024) u32 tile[1024];
	shared mbarrier mb[1];
%s
}
''' % ("conf_tma_store" if store else "conf_tma", ", ".join(params), "\n".join(L))

def workload(store):
    if store:
        # the stores write s1, s2; the kernel reads them back into out
        args = [tensor(n, "u32", shape, "const(%d)" % FILL, scratch=True) for n, shape in STENS]
        args += [{"name": m, "kind": "tmap", "tensor": tn, "box": box, "swizzle": sw} for m, tn, box, sw in SMAPS]
        name = "conf_tma_store"
        what = "cp.async.bulk.tensor.2d.global.shared::cta.bulk_group tile stores, 32B and 128B (narrow) swizzle, boxes clipped at the tensor edges and at negative coordinates (PTX ISA 9.7.9.27, 5.5.4, 5.5.7)"
    else:
        args = [tensor(n, dt, shape, "arange(%d, 1)" % first, param=False) for n, dt, eb, shape, first in TENS]
        args += [{"name": m, "kind": "tmap", "tensor": tn, "box": box, "element_strides": es, "swizzle": sw}
                 for m, tn, box, es, sw in MAPS]
        name = "conf_tma"
        what = "cp.async.bulk.tensor 1d/2d/3d loads per swizzle mode (narrow boxes, OOB zero fill, element strides, destination off a swizzle-repeat boundary), raw shared-memory image read back (PTX ISA 9.7.9.27, 5.5)"
    return wl_text(what, "store.kiln" if store else "kernel.kiln", name, nslots(store), args, name[5:] + ".npy")

if __name__ == '__main__':
    main({'': lambda: table().emit("conf_tma") + "\n\n" + store_table().emit("conf_tma_store") + "\n",
          'k': lambda: kernel(False), 's': lambda: kernel(True),
          'w': lambda: workload(False), 'ws': lambda: workload(True)})
