# im2col family: cp.async.bulk.tensor.{3d,4d,5d}...im2col (PTX ISA 9.7.9.27,
# 5.5.4 "im2col mode") through im2col tensor maps (cuTensorMapEncodeIm2col):
# NWC, NHWC and NDHWC tensors, pixel-box corners with padding (negative
# lower corners) and without, im2col offsets, traversal strides on W and H,
# a column running past the last image (out-of-bounds pixels), a swizzled
# destination, the channel coordinate, OOB-NaN fill.
#
#   python3 im2col.py      -> the table (gen/expected.py writes im2col.npy)
#   python3 im2col.py k    -> tests/conformance/im2col/kernel.kiln
#   python3 im2col.py w    -> tests/conformance/im2col/workload.json
#
# Expected images (no simulator involved), from the ISA text:
#  * the bounding box of spatial dimension s (W, H, D) is [lower_s,
#    size_s + upper_s): the corners are offsets from the tensor's first and
#    last element (5.5.4.1, examples 1 and 2: corners -1/-1 with offsets
#    0 = padding 1; corners 0/-2 with offsets 2 = a 3-wide filter's last tap);
#  * the tensor coordinates give the channel start c, the filter base
#    (w, h, d: inside the bounding box) and the image n; Pixels-per-Column
#    pixels are traversed from the base, W fastest, stepping by the
#    traversal stride of the dimension (5.5.4.2), wrapping at the box's
#    upper bound to its lower corner and on to H, D, then N (one image at a
#    time);
#  * pixel (w, h, d, n) reads tensor element (c + k, w + offW, h + offH,
#    d + offD, n) for k < Channels-per-Pixel; an element outside the tensor
#    (padding, or an image past the last: 5.5.4.3) is zero or, with OOB-NaN
#    fill on a float map, NaN: 0x7ff77ff7 per f32 element, the pattern an
#    H200 writes (measured 2026-12-01, driver 580.159.04; bench/results/
#    conformance-tensormap-nvidia-h200-2026-12-01.json), not 0x7fffffff;
#  * shared memory holds Pixels-per-Column rows of Channels-per-Pixel
#    elements, placed like a 2D tile box {cpp, ppc} (row pitch cpp*elem, or
#    the swizzle span; the swizzle of tma.py); the mbarrier tx count is
#    cpp * ppc * elem bytes.
# Shared memory is pre-filled with 0xeeeeeeee.
import struct
from common import *
from tile import SPAN, swz, image_rows, prologue, load
from wl import tensor, workload as wl_text, main

# tensors: name -> (dtype, elem bytes, shape outermost first: N (D) (H) W C, first value)
TENS = [('x3', 'u16', 2, [2, 12, 16], 1),
        ('x4', 'u32', 4, [2, 5, 6, 4], 1000),
        ('x4b', 'u16', 2, [1, 4, 4, 32], 1),
        ('x4c', 'f32', 4, [1, 3, 3, 4], 1),
        ('x5', 'u32', 4, [2, 3, 3, 4, 4], 1)]
TI = {t[0]: t for t in TENS}
# maps: name -> (tensor, lower (W first), upper, cpp, ppc, element strides (C first), swizzle, oob fill)
MAPS = [('i3a', 'x3', [-1], [-1], 16, 16, [1, 1, 1], 'none', 'zero'),
        ('i3b', 'x3', [-1], [-1], 8, 20, [1, 1, 1], '32B', 'zero'),
        ('i3c', 'x3', [0], [0], 16, 8, [1, 2, 1], 'none', 'zero'),
        ('i4a', 'x4', [-1, -1], [-1, -1], 4, 32, [1, 1, 1, 1], 'none', 'zero'),
        ('i4b', 'x4b', [0, 0], [-1, -1], 32, 8, [1, 1, 1, 1], '64B', 'zero'),
        ('i4c', 'x4c', [-1, -1], [0, 0], 4, 16, [1, 1, 1, 1], 'none', 'nan'),
        ('i5a', 'x5', [0, -1, 0], [-1, -1, -1], 4, 24, [1, 1, 2, 1, 1], 'none', 'zero')]
MI = {m[0]: m for m in MAPS}
# loads: (map, tensor coords C first (c, w, (h, (d,)) n), im2col offsets W first, comment)
LOADS = [('i3a', [0, -1, 0], [0], "NWC, padding 1: w = -1 is padding, then 12 pixels of image 0, 3 of image 1"),
         ('i3a', [0, -1, 0], [2], "NWC, offset 2 (the last tap of a 3-wide filter)"),
         ('i3b', [8, 5, 1], [1], "NWC, channels 8..15, 32B swizzle; 20 pixels from w = 5 of the last image: 14 past it (OOB)"),
         ('i3c', [0, 4, 0], [1], "NWC, W traversal stride 2: w = 4, 6, 8, 10, then 0, 2, 4, 6 of image 1"),
         ('i4a', [0, -1, -1, 0], [0, 0], "NHWC, padding 1 in H and W: 30 pixels of image 0, 2 of image 1"),
         ('i4a', [0, 3, 2, 0], [2, 1], "NHWC, offsets (2, 1), base inside the box"),
         ('i4b', [0, 1, 0, 0], [1, 1], "NHWC, 32 channels x 2 B = the 64B swizzle span; box 3 x 3 without padding"),
         ('i4c', [0, -1, -1, 0], [0, 0], "NHWC f32, OOB-NaN fill: padding pixels read NaN"),
         ('i5a', [0, 1, 0, 0, 0], [1, 1, 1], "NDHWC, H traversal stride 2, offsets (1, 1, 1): 8 pixels of image 0 (from the base h = 0, then h = -1, 1 of d = 1), 12 of image 1, 4 past it")]

def geometry(m):
    _, tn, lo, up, cpp, ppc, es, sw, fill = MI[m]
    eb = TI[tn][2]
    pitch = SPAN[sw] if sw != 'none' else cpp * eb
    return eb, pitch

def elem(tn, g):
    """element at coords g (C first, N last) of tensor tn, None outside"""
    _, dt, eb, shape, first = TI[tn]
    dims = shape[::-1]
    idx = 0
    for i in reversed(range(len(dims))):
        if not 0 <= g[i] < dims[i]:
            return None
        idx = idx * dims[i] + g[i]
    if dt == 'f32':
        return struct.unpack('<I', struct.pack('<f', float(first + idx)))[0]
    return first + idx

def pixels(m, co):
    """the ppc pixel positions (spatial W first, then n) of a column"""
    _, tn, lo, up, cpp, ppc, es, sw, fill = MI[m]
    dims = TI[tn][3][::-1]
    r = len(dims)
    pos = list(co[1:])
    out = []
    for p in range(ppc):
        out.append(list(pos))
        for d in range(1, r):
            if d == r - 1:
                pos[d - 1] += 1
                break
            pos[d - 1] += es[d]
            if pos[d - 1] < dims[d] + up[d - 1]:
                break
            pos[d - 1] = lo[d - 1]
    return out

def load_image(m, co, off):
    _, tn, lo, up, cpp, ppc, es, sw, fill = MI[m]
    eb, pitch = geometry(m)
    r = len(TI[tn][3])
    img = bytearray([0xee]) * (pitch * ppc)
    for p, pos in enumerate(pixels(m, co)):
        for k in range(cpp):
            g = [co[0] + k] + [pos[i] + off[i] for i in range(r - 2)] + [pos[r - 2]]
            v = elem(tn, g)
            if v is None:
                v = 0x7ff77ff7 if fill == 'nan' else 0   # f32 maps only (eb 4): H200-measured NaN
            a = swz(1024 + k * eb + pitch * p, sw) - 1024
            for b in range(eb):
                img[a + b] = (v >> (8 * b)) & 0xff
    return img, cpp * ppc * eb

def table():
    t = T()
    for li, (m, co, off, cm) in enumerate(LOADS):
        img, nbytes = load_image(m, co, off)
        image_rows(t, img, "load %d: %s coords %s offsets %s (tx %d B): %s" % (li, m, co, off, nbytes, cm), "load %d" % li)
    return t

def kernel():
    L = []
    def e(s): L.append("\t" + s)
    params = ["zero: global u32*", "out: global u32*"] + ["%s: tensormap" % m[0] for m in MAPS]
    prologue(e)
    e("if (tid.x == 0) {")
    for li, (m, co, off, cm) in enumerate(LOADS):
        img, nbytes = load_image(m, co, off)
        names = ["o%d_%d" % (li, j) for j in range(len(off))]
        e("\t// load %d: %s" % (li, cm))
        load(e, len(img) // 4, nbytes,
             "cp.async.bulk.tensor.%dd.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [base], [%s, {%s}], [mb[0]], {%s};"
             % (len(co), m, ", ".join("%d" % c for c in co), ", ".join(names)), li % 2,
             ["u16 %s = %d;" % (n, o) for n, o in zip(names, off)])
    e("}")
    return '''// tests/conformance/im2col — PTX ISA 9.7.9.27 (cp.async.bulk.tensor
// .im2col), 5.5.4 (im2col mode): GENERATED by tests/conformance/gen/im2col.py
// (python3 im2col.py k > ../im2col/kernel.kiln, python3 im2col.py w >
// ../im2col/workload.json); edit the script, not this file.
// Thread 0: per load, shared memory is pre-filled with 0xeeeeeeee, one
// im2col load completes on the mbarrier, the footprint is read back raw.
import "../lib.kiln";
import "../../../lib/mbarrier.kiln";

kernel conf_im2col(%s) grid(1) block(32) target(sm_90a)
{
	shared align(1024) u32 tile[1024];
	shared mbarrier mb[1];
%s
}
''' % (", ".join(params), "\n".join(L))

def workload():
    args = [tensor(n, dt, shape, "arange(%d, 1)" % first, param=False) for n, dt, eb, shape, first in TENS]
    for m, tn, lo, up, cpp, ppc, es, sw, fill in MAPS:
        a = {"name": m, "kind": "tmap", "tensor": tn, "mode": "im2col", "pixel_box_lower": lo, "pixel_box_upper": up,
             "channels_per_pixel": cpp, "pixels_per_column": ppc, "element_strides": es, "swizzle": sw}
        if fill != 'zero':
            a["oob_fill"] = fill
        args.append(a)
    return wl_text("cp.async.bulk.tensor 3d/4d/5d im2col loads through im2col tensor maps (NWC/NHWC/NDHWC; padding corners, im2col offsets, traversal strides, columns past the last image, swizzle, OOB-NaN fill), raw shared-memory image read back (PTX ISA 9.7.9.27, 5.5.4)",
                   "kernel.kiln", "conf_im2col", len(table().rows), args, "im2col.npy")

if __name__ == '__main__':
    main({'': lambda: table().emit("conf_im2col") + "\n", 'k': kernel, 'w': workload})
