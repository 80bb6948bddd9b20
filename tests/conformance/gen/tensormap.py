# tensormap family: tensor-map objects in memory (PTX ISA 9.7.9.26
# tensormap.replace, 9.7.9.27 tensormap.cp_fenceproxy, 9.7.12.4
# fence.proxy.tensormap): a kernel copies a tensormap parameter's 128-byte
# object into shared memory with generic loads, replaces fields there
# (shared::cta) or in global memory (.global), publishes it with
# tensormap.cp_fenceproxy (warp-collective), acquires it with
# fence.proxy.tensormap::generic.acquire and loads a tile through the copy
# by its global address.  Every field the ISA table claims is replaced at
# least once: global_address, rank (rank - 1), box_dim, global_dim,
# global_stride (bytes), element_stride, elemtype (Table 33 numbering: 7 =
# .f32), interleave_layout (0), swizzle_mode (1 = 32B), fill_mode (1 =
# OOB-NaN).
#
#   python3 tensormap.py      -> the table (gen/expected.py writes tensormap.npy)
#   python3 tensormap.py k    -> tests/conformance/tensormap/kernel.kiln
#   python3 tensormap.py w    -> tests/conformance/tensormap/workload.json
#
# Expected images (no simulator involved): the tile rules of tma.py (row
# pitch, swizzle on absolute addresses, OOB zero / NaN fill 0x7ff77ff7 for
# f32: the H200's measured pattern, 2026-12-01, driver 580.159.04,
# bench/results/conformance-tensormap-nvidia-h200-2026-12-01.json; f16/bf16
# 0x7fff and f64 0x7fff...f are unmeasured) applied to the map as the
# replacements leave it.  Shared memory is
# pre-filled with 0xeeeeeeee; 16 words (or the box footprint, if larger)
# are read back.
import struct
from common import *
from tile import tile_image, image_rows, prologue, load
from wl import tensor, workload as wl_text, main

# tensors: name -> (dtype, elem bytes, shape outermost first, first value, kernel param?)
TENS = [('g1', 'u32', 4, [40], 100, False),
        ('g1b', 'u32', 4, [40], 5000, True),
        ('g2', 'u16', 2, [20, 72], 1, False),
        ('g4', 'f32', 4, [16], 1, False)]
TI = {t[0]: t for t in TENS}
# maps: name -> (tensor, box, map dtype override)
MAPS = [('m1', 'g1', [16], None), ('m2', 'g2', [16, 4], None), ('m4', 'g4', [16], 'u32')]
MI = {m[0]: m for m in MAPS}

def base_map(m):
    _, tn, box, dt = MI[m]
    _, _, eb, shape, first, _ = TI[tn]
    dims = shape[::-1]
    strides, s = [], eb
    for d in dims[:-1]:
        s *= d
        strides.append(s)
    return dict(tensor=tn, eb=eb, dims=list(dims), strides=strides, box=list(box), es=[1] * len(dims),
                rank=len(dims), swizzle='none', float=False, fill=0)

def value(tn, g, mp):
    """element at global coords g of tensor tn through map mp (the map's
    dims/strides, the tensor's memory), or None out of bounds"""
    _, _, eb, shape, first, _ = TI[tn]
    off = 0
    for i in range(mp['rank']):
        if not 0 <= g[i] < mp['dims'][i]:
            return None
        off += g[i] * (eb if i == 0 else mp['strides'][i - 1])
    idx = off // eb
    if TI[tn][1] == 'f32':
        return struct.unpack('<I', struct.pack('<f', float(first + idx)))[0]
    return first + idx

# tests: (map, replacements in shared (field, ord, value), replacements in
# global after the copy, coords, comment)
TESTS = [
    ('m1', [], [], [16], "no replacement: the copied object works as the parameter"),
    ('m1', [('global_dim', 0, 24)], [], [16], "global_dim[0] = 24: elements 24.. out of bounds (zero)"),
    ('m1', [('global_address', None, 'g1b'), ('box_dim', 0, 8)], [], [8], "global_address = g1b, box_dim[0] = 8"),
    ('m2', [('rank', None, 0)], [], [16], "rank = 0 (1D): row 0 of g2"),
    ('m2', [('global_stride', 0, 288), ('global_dim', 1, 10)], [], [8, 1], "global_stride[0] = 288 B (every other row), global_dim[1] = 10"),
    ('m2', [('element_stride', 1, 2)], [], [0, 3], "element_stride[1] = 2: rows 3, 5"),
    ('m2', [('swizzle_mode', None, 1), ('interleave_layout', None, 0)], [], [0, 0], "swizzle_mode = 1 (32B), interleave_layout = 0"),
    ('m4', [('elemtype', None, 7), ('fill_mode', None, 1)], [], [8], "elemtype = 7 (.f32), fill_mode = 1 (OOB-NaN): 8 NaNs"),
    ('m1', [], [('box_dim', 0, 4)], [4], "box_dim[0] = 4 replaced in global memory, then release + acquire"),
]

def apply(mp, rep):
    for f, o, v in rep:
        if f == 'global_address':
            mp['tensor'] = v
        elif f == 'rank':
            mp['rank'] = v + 1
        elif f == 'box_dim':
            mp['box'][o] = v
        elif f == 'global_dim':
            mp['dims'][o] = v
        elif f == 'global_stride':
            mp['strides'][o] = v
        elif f == 'element_stride':
            mp['es'][o] = v
        elif f == 'swizzle_mode':
            mp['swizzle'] = ['none', '32B', '64B', '128B'][v]
        elif f == 'elemtype':
            mp['float'] = v in (6, 7, 8, 9, 10, 11, 12)
        elif f == 'fill_mode':
            mp['fill'] = v

def image(t):
    m, rs, rg, co, cm = TESTS[t]
    mp = base_map(m)
    apply(mp, rs)
    apply(mp, rg)
    eb, rank = mp['eb'], mp['rank']
    fill = (0x7ff77ff7 if eb == 4 else (1 << (8 * eb - 1)) - 1) if mp['fill'] and mp['float'] else 0
    def at(g):
        v = value(mp['tensor'], g, mp)
        return fill if v is None else v
    img, nbytes = tile_image(mp['box'][:rank], mp['es'][:rank], eb, mp['swizzle'], co, at, foot=64)
    return img, nbytes, rank

def table():
    t = T()
    for i, (m, rs, rg, co, cm) in enumerate(TESTS):
        img, nbytes, rank = image(i)
        image_rows(t, img, "test %d: %s through a copy of %s, %dd load at %s (tx %d B)" % (i, cm, m, rank, co, nbytes),
                   "test %d" % i)
    return t

def fld(f):
    return {'global_address': 'addr', 'rank': 'rank'}.get(f, f)

def replace(e, f, o, v, space, addr):
    if f == 'global_address':
        e("\ttensormap.replace.tile.global_address.%s.b1024.b64 [%s], (u64)%s;" % (space, addr, v))
    elif f == 'global_stride':
        e("\ttensormap.replace.tile.global_stride.%s.b1024.b64 [%s], %d, %d;" % (space, addr, o, v))
    elif o is None:
        e("\ttensormap.replace.tile.%s.%s.b1024.b32 [%s], %d;" % (f, space, addr, v))
    else:
        e("\ttensormap.replace.tile.%s.%s.b1024.b32 [%s], %d, %d;" % (f, space, addr, o, v))

def kernel():
    L = []
    def e(s): L.append("\t" + s)
    params = ["zero: global u32*", "out: global u32*", "gmap: global u8*"]
    params += ["%s: global u32*" % t[0] for t in TENS if t[5]]
    params += ["%s: tensormap" % m[0] for m in MAPS]
    prologue(e, "u32 sm = (u32)smap;")
    for i, (m, rs, rg, co, cm) in enumerate(TESTS):
        img, nbytes, rank = image(i)
        e("// test %d: %s" % (i, cm))
        e("if (tid.x == 0) {")
        e("\tfor (u32 i = 0; i < 16; i += 1) {   // the parameter's 128-byte object -> shared")
        e("\t\tu64 x;")
        e("\t\tld.b64 x, [%s + (u64)(i * 8)];" % m)
        e("\t\tst.shared.b64 [sm + i * 8], x;")
        e("\t}")
        for f, o, v in rs:
            replace(e, f, o, v, "shared::cta", "sm")
        e("}")
        e("bar.sync 0;")
        e("tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [gmap + %d], [sm], 128;" % (128 * i))
        e("if (tid.x == 0) {")
        for f, o, v in rg:
            replace(e, f, o, v, "global", "gmap + %d" % (128 * i))
        if rg:
            e("\tfence.proxy.tensormap::generic.release.gpu;")
        e("\tfence.proxy.tensormap::generic.acquire.gpu [gmap + %d], 128;" % (128 * i))
        load(e, len(img) // 4, nbytes,
             "cp.async.bulk.tensor.%dd.shared::cluster.global.mbarrier::complete_tx::bytes [base], [gmap + %d, {%s}], [mb[0]];"
             % (rank, 128 * i, ", ".join("%d" % c for c in co)), i % 2)
        e("}")
        e("bar.sync 0;")
    return '''// tests/conformance/tensormap — PTX ISA 9.7.9.26 (tensormap.replace),
// tensormap.cp_fenceproxy, fence.proxy.tensormap: GENERATED by
// tests/conformance/gen/tensormap.py (python3 tensormap.py k > ../tensormap/kernel.kiln,
// python3 tensormap.py w > ../tensormap/workload.json); edit the script, not this file.
// Per test: thread 0 copies a tensormap parameter's object to shared memory
// and replaces fields there; the warp publishes it to gmap with
// tensormap.cp_fenceproxy; thread 0 (optionally replacing fields in global
// memory and releasing them) acquires the copy and loads one tile through
// it, reading the shared-memory image back.
import "../lib.kiln";
import "../../../lib/mbarrier.kiln";

kernel conf_tensormap(%s) grid(1) block(32) target(sm_90a)
{
	shared align(1024) u32 tile[256];
	shared align(128) u64 smap[16];
	shared mbarrier mb[1];
%s
}
''' % (", ".join(params), "\n".join(L))

def workload():
    args = [tensor("gmap", "u8", [128 * len(TESTS)], "const(0)", scratch=True)]
    args += [tensor(n, dt, shape, "arange(%d, 1)" % first, param=None if prm else False)
             for n, dt, eb, shape, first, prm in TENS]
    for m, tn, box, dt in MAPS:
        a = {"name": m, "kind": "tmap", "tensor": tn, "box": box}
        if dt:
            a["dtype"] = dt
        args.append(a)
    return wl_text("tensor-map objects copied from a parameter, fields replaced with tensormap.replace (shared::cta and global), published with tensormap.cp_fenceproxy, acquired with fence.proxy.tensormap and used by cp.async.bulk.tensor (PTX ISA 9.7.9.26, 9.7.9.27, 5.5)",
                   "kernel.kiln", "conf_tensormap", len(table().rows), args, "tensormap.npy")

if __name__ == '__main__':
    main({'': lambda: table().emit("conf_tensormap") + "\n", 'k': kernel, 'w': workload})
