# The tensor-copy families (tma, tensormap, im2col) share these: where a box
# lands in shared memory (the swizzle of PTX ISA 5.5.7 on ABSOLUTE shared
# addresses), the table rows of a read-back image, and the kernel lines that
# set up the mbarrier and, per load, pre-fill the footprint with 0xeeeeeeee,
# issue one copy on the mbarrier and read the footprint back raw.

MASK = {'none': 0, '32B': 1, '64B': 3, '128B': 7}
SPAN = {'32B': 32, '64B': 64, '128B': 128}
def swz(a, mode): return a ^ (((a >> 7) & MASK[mode]) << 4)
def ceil_div(a, b): return -(-a // b)


def tile_image(box, es, eb, sw, co, value, off=0, foot=0):
    """the shared-memory image of a tile-mode load (PTX ISA 5.5) of a box
    (innermost first) with element strides es, eb-byte elements and swizzle
    sw at global coords co: smem extents ceil(box / es), rows of box0 * eb
    bytes or the swizzle span, smem element c holding value(co + c * es)
    (its bits), placed off bytes past a 1024-byte boundary; untouched bytes
    0xee, at least foot bytes.  Returns (image, tx bytes = the full box)."""
    sbox = [ceil_div(b, e) for b, e in zip(box, es)]
    pitch = SPAN[sw] if sw != 'none' else sbox[0] * eb
    rows = 1
    for b in sbox[1:]:
        rows *= b
    img = bytearray([0xee]) * max(foot, off + pitch * rows)
    for ri in range(rows):
        c, rr = [], ri          # ri -> the outer smem coordinates, c1 fastest
        for b in sbox[1:]:
            c.append(rr % b); rr //= b
        for c0 in range(sbox[0]):
            cc = [c0] + c
            v = value([co[i] + cc[i] * es[i] for i in range(len(cc))])
            a = swz(1024 + off + c0 * eb + pitch * ri, sw) - 1024
            for b in range(eb):
                img[a + b] = (v >> (8 * b)) & 0xff
    return img, eb * sbox[0] * rows


def image_rows(t, img, head, tag):
    """img's little-endian u32 words as rows of table t: word 0 says head,
    the others `tag smem word N`"""
    for w in range(len(img) // 4):
        word = int.from_bytes(img[4 * w:4 * w + 4], 'little')
        t.v(word, head + "; smem word 0" if w == 0 else "  %s smem word %d" % (tag, w))


def prologue(e, *decls):
    """k (the out cursor), base (the `tile` array), decls, r; thread 0
    initialises the mbarrier mb[0] for one arrival"""
    e("u32 k = 0;")
    e("u32 base = (u32)tile;")
    for d in decls:
        e(d)
    e("u32 r;")
    e("if (tid.x == 0) {")
    e("\tmbar_init(mb[0], 1);")
    e("\tmbar_init_fence();")
    e("}")
    e("bar.sync 0;")


def load(e, nwords, nbytes, copy, parity, decls=()):
    """thread 0's lines for one copy into `base`: pre-fill nwords, the copy
    statement completing nbytes on mb[0] (decls before it), wait for phase
    parity, read the nwords back into out"""
    e("\tfor (u32 i = 0; i < %d; i += 1) {" % nwords)
    e("\t\tst.shared.u32 [base + i * 4], 0xeeeeeeee;")
    e("\t}")
    e("\tfence.proxy.async.shared::cta;")
    for d in decls:
        e("\t" + d)
    e("\tmbar_arrive_expect_tx(mb[0], %d);" % nbytes)
    e("\t" + copy)
    e("\tmbar_wait(mb[0], %d);" % parity)
    e("\tfor (u32 i = 0; i < %d; i += 1) {" % nwords)
    e("\t\tld.shared.u32 r, [base + i * 4];")
    e("\t\tput(out, k, r);")
    e("\t}")
