# wgmma family: wgmma.mma_async m64nNk16 (N = 8/16/32) .f32.bf16.bf16 and
# .f32.f16.f16, A from shared memory (descriptor, K- or MN-major) or from
# registers, B from shared memory K-major or MN-major (imm-trans-b), every
# descriptor swizzle mode, scale-d 0/1, imm-scale-a/b = +-1, K chained over
# the swizzle span by advancing the descriptors' start addresses.
#
#   python3 wgmma.py      -> the table (gen/expected.py writes wgmma.npy)
#   python3 wgmma.py k    -> tests/conformance/wgmma/kernel.kiln
#
# Expected values: D = sa*sb*A.B (+ C) computed exactly in Python from the
# same integer formulas the kernel uses to fill the operands (odd-ish small
# integers, |v| <= 7, so every dot product and sum is exact in f32), placed
# at (thread, register) by the accumulator fragment of PTX ISA 9.7.15.5.1.1
# (figure "WGMMA .m64nNk16 register fragment layout for accumulator matrix
# D"): row = 16*warp + lane/4 + 8*((i/2)%2), col = 8*(i/4) + 2*(lane%4) + i%2.
# The shared-memory tiles are written by the kernel itself at the addresses
# of the ISA's canonical layouts (9.7.15.5.1.2.1.3, "Shared memory matrix
# layout"), with the swizzle XOR of 5.5.7 applied to the absolute address:
#   K-major,  none : (r/8)*SBO + (r%8)*16 + (k/8)*LBO + (k%8)*2
#   K-major,  S    : (r/8)*SBO + (r%8)*S + k*2                 (k*2 < S)
#   MN-major, none : (r/8)*SBO + (r%8)*2 + (k/8)*LBO + (k%8)*16
#   MN-major, S    : (r/E)*LBO + (r%E)*2 + (k/8)*SBO + (k%8)*S  (E = S/2)
#   swizzle S: addr ^= ((addr >> 7) & (S/16 - 1)) << 4
# (r = m for A, n for B; descriptor swizzle codes 0 none, 1 128B, 2 64B,
# 3 32B).  Every other byte of the operand regions holds 0x7fff (NaN in
# f16 and bf16), so an operand read from a wrong address makes the result
# NaN.  The model never computes an address: it only needs the values.
import sys, struct
from common import *

def fb(x): return struct.unpack('<I', struct.pack('<f', float(x)))[0]

def val(r, k, s):
    h = (r*r*3 + r*5 + k*7 + r*k + s) % 13
    return 7 if h == 6 else h - 6

def cval(t, i, s):
    return (t*5 + i*3 + s) % 11 - 5

SWZ = {0: ('none', 0, 0), 32: ('32B', 3, 1), 64: ('64B', 2, 3), 128: ('128B', 1, 7)}

def layout(major, S, R, KT):
    """(LBO, SBO, footprint bytes, per-k16 start step, offset expr in r,k)"""
    if major == 'K' and S == 0:
        LBO, SBO = 128, 128 * (KT // 8)          # K core matrices adjacent, 8-row groups after
        expr = "(r / 8) * %d + (r %% 8) * 16 + (k / 8) * %d + (k %% 8) * 2" % (SBO, LBO)
        foot = (R // 8) * SBO; step = 2 * LBO
    elif major == 'K':
        assert KT * 2 <= S
        LBO, SBO = 16, 8 * S
        expr = "(r / 8) * %d + (r %% 8) * %d + k * 2" % (SBO, S)
        foot = (R // 8) * SBO; step = 32
    elif S == 0:
        # core matrix = 8 K rows x 16 B; K groups adjacent (LBO), MN groups after
        SBO, LBO = 128 * (KT // 8), 128
        expr = "(r / 8) * %d + (r %% 8) * 2 + (k / 8) * %d + (k %% 8) * 16" % (SBO, LBO)
        foot = (R // 8) * SBO; step = 2 * LBO
    else:
        E = S // 2
        SBO = 8 * S; LBO = 8 * S * (KT // 8)
        expr = "(r / %d) * %d + (r %% %d) * 2 + (k / 8) * %d + (k %% 8) * %d" % (E, LBO, E, SBO, S)
        foot = max(1, R // E) * LBO; step = 2 * SBO
    return LBO, SBO, foot, step, expr

def offset(major, S, R, KT, r, k):
    """the same layouts as Python arithmetic (used only to check that the
    chosen strides make every layout injective and inside its footprint)"""
    LBO, SBO, foot, step, expr = layout(major, S, R, KT)
    o = eval(expr.replace('/', '//'))
    return o

# ---- the test list ----
tests = []
i = 0
SS = [(1, 1), (-1, 1), (1, -1), (-1, -1)]
for S in [0, 32, 64, 128]:
    KT = {0: 32, 32: 16, 64: 32, 128: 64}[S]
    for bmaj in ['K', 'MN']:
        for dt in ['bf16', 'f16']:
            N = [8, 16, 32][i % 3]
            areg = (bmaj == 'K') == (dt == 'f16')
            a = ('reg',) if areg else ('K', S)
            sd = (i + 1) % 2
            sa, sb = SS[i % 4]
            tests.append(dict(dt=dt, N=N, a=a, b=(bmaj, S), sd=sd, sa=sa, sb=sb, KT=KT))
            i += 1
# A MN-major (imm-trans-a = 1) from shared memory, B K-major, every swizzle
for j, S in enumerate([0, 32, 64, 128]):
    KT = {0: 16, 32: 16, 64: 32, 128: 64}[S]
    tests.append(dict(dt=['bf16', 'f16'][j % 2], N=16, a=('MN', S), b=('K', S), sd=j % 2,
                      sa=SS[j][0], sb=SS[(j + 1) % 4][1], KT=KT))

A_BYTES = 8192; B_BYTES = 8192
for ti, T_ in enumerate(tests):
    T_['sA'] = 2 * ti + 1; T_['sB'] = 2 * ti + 2; T_['sC'] = ti
    for which, R, op in [('a', 64, T_['a']), ('b', T_['N'], T_['b'])]:
        if op[0] == 'reg':
            continue
        LBO, SBO, foot, step, expr = layout(op[0], op[1], R, T_['KT'])
        seen = set()
        for r in range(R):
            for k in range(T_['KT']):
                o = offset(op[0], op[1], R, T_['KT'], r, k)
                assert 0 <= o and o + 2 <= foot and o not in seen, (ti, which)
                seen.add(o)
        assert foot <= (A_BYTES if which == 'a' else B_BYTES)

def desc_name(op): return "%s-major %s" % (op[0], SWZ[op[1]][0])

def model(T_):
    """expected f32 bits per (thread, register), thread-major"""
    N, KT = T_['N'], T_['KT']
    out = []
    for t in range(128):
        w, lane = t // 32, t % 32
        g, q = lane // 4, lane % 4
        for i in range(N // 2):
            row = 16 * w + g + 8 * ((i >> 1) & 1)
            col = 8 * (i >> 2) + 2 * q + (i & 1)
            d = T_['sa'] * T_['sb'] * sum(val(row, k, T_['sA']) * val(col, k, T_['sB']) for k in range(KT))
            if T_['sd']:
                d += cval(t, i, T_['sC'])
            assert abs(d) < 1 << 24
            out.append((fb(d), t, i, row, col))
    return out

def table():
    lines = ["/* wgmma (PTX ISA 9.7.15): per test, the N/2 f32 accumulators of each of",
             " * the 128 threads, thread-major (slot = base + tid*N/2 + i); register i of",
             " * thread t is D(16*(t/32) + (t%32)/4 + 8*((i/2)%2), 8*(i/4) + 2*(t%4) + i%2).",
             " * D = sa*sb*sum_k A(m,k)*B(n,k) [+ C(t,i)], A(r,k) = B(r,k) = v(r,k,seed),",
             " * v: h = (3r^2 + 5r + 7k + rk + seed) % 13, v = h - 6 (7 when h = 6);",
             " * C(t,i) = (5t + 3i + seed) % 11 - 5; exact small integers in f32. */",
             "static const uint32_t conf_wgmma[] = {"]
    base = 0
    for ti, T_ in enumerate(tests):
        a = "A registers" if T_['a'][0] == 'reg' else "A " + desc_name(T_['a'])
        lines.append("\t/* test %d @%d: m64n%dk16 .f32.%s.%s, %s, B %s, K %d (%d wgmma), scale-d %d, scale-a %d, scale-b %d */"
                     % (ti, base, T_['N'], T_['dt'], T_['dt'], a, desc_name(T_['b']), T_['KT'], T_['KT'] // 16,
                        T_['sd'], T_['sa'], T_['sb']))
        m = model(T_)
        nr = T_['N'] // 2
        for t in range(128):
            vals = m[t * nr:(t + 1) * nr]
            for c0 in range(0, nr, 8):
                chunk = vals[c0:c0 + 8]
                lines.append("\t" + " ".join("0x%08x," % v[0] for v in chunk) +
                             " /* t%d d%d-%d: D(%d,%d).. */" % (t, c0, c0 + len(chunk) - 1, chunk[0][3], chunk[0][4]))
        base += 128 * nr
    lines.append("};")
    lines.append("CONF(wgmma)")
    return "\n".join(lines), base

# ---- kernel ----
HEAD = '''// tests/conformance/wgmma — PTX ISA 9.7.15 (wgmma.mma_async): GENERATED by
// tests/conformance/gen/wgmma.py (python3 wgmma.py k > ../wgmma/kernel.kiln);
// edit the script, not this file.  One warpgroup; per test the operands are
// written into shared memory (canonical layouts of 9.7.15.5.1.2.1.3 with the
// 5.5.7 swizzle applied to the absolute address; everything else NaN), made
// visible to the async proxy (fence.proxy.async), then wgmma.fence, the
// chained wgmma.mma_async, commit_group, wait_group 0, and every accumulator
// register of every thread goes to out[base + tid*N/2 + i].
import "../lib.kiln";
import "../../../lib/wgmma.kiln";

// operand element (r, k) with seed s: a small nonzero-ish integer (see gen/wgmma.py)
inline fn val(r: u32, k: u32, s: u32) -> f32 {
	u32 h = (r * r * 3 + r * 5 + k * 7 + r * k + s) % 13;
	s32 v = (s32)h - 6;
	v = h == 6 ? 7 : v;
	return (f32)v;
}
inline fn vbf(r: u32, k: u32, s: u32) -> bf16 {
	bf16 h;
	cvt.rn.bf16.f32 h, val(r, k, s);
	return h;
}
inline fn vh(r: u32, k: u32, s: u32) -> f16 {
	f16 h;
	cvt.rn.f16.f32 h, val(r, k, s);
	return h;
}
// accumulator input C for register i of thread t
inline fn cval(t: u32, i: u32, s: u32) -> f32 {
	s32 v = (s32)((t * 5 + i * 3 + s) % 11) - 5;
	return (f32)v;
}
inline fn nanfill(base: u32, bytes: u32, z: u32) {
	for (u32 i = tid.x * 4; i < bytes; i += 512) {
		st.shared.u32 [base + i], cu(0x7fff7fff, z);
	}
}
'''

def kernel():
    L = []
    def e(s): L.append("\t" + s)
    e("u32 z;"); e("ld.global.u32 z, [zero];")
    e("u32 t = tid.x;")
    e("u32 ba = (u32)sa;"); e("u32 bb = (u32)sb;")
    e("u32 lane = t % 32;")
    e("u32 ar0 = 16 * (t / 32) + lane / 4;   // A fragment row of a0/a1, a4/a5 (9.7.15.5.1.1: warp w rows 16w.., mma m16n8k16 A layout)")
    e("u32 ak0 = 2 * (lane % 4);             // A fragment column of a0")
    e("b32 ar[16];   // A fragments of up to 4 k16 steps")
    base = 0
    for ti, T_ in enumerate(tests):
        N, KT, dt = T_['N'], T_['KT'], T_['dt']
        nr = N // 2
        cv = 'vbf' if dt == 'bf16' else 'vh'
        a = "A registers" if T_['a'][0] == 'reg' else "A " + desc_name(T_['a'])
        L.append("")
        e("// ---- test %d: m64n%dk16 .f32.%s.%s, %s, B %s, K %d, scale-d %d, scale-a %d, scale-b %d"
          % (ti, N, dt, dt, a, desc_name(T_['b']), KT, T_['sd'], T_['sa'], T_['sb']))
        e("{")
        ops = []
        for which, R, op, seed, bvar in [('a', 64, T_['a'], T_['sA'], 'ba'), ('b', N, T_['b'], T_['sB'], 'bb')]:
            if op[0] == 'reg':
                continue
            LBO, SBO, foot, step, expr = layout(op[0], op[1], R, KT)
            ops.append((which, op, LBO, SBO, step, bvar))
            e("\tnanfill(%s, %d, z);" % (bvar, foot))
        e("\tbar.sync 0;")
        for which, R, op, seed, bvar in [('a', 64, T_['a'], T_['sA'], 'ba'), ('b', N, T_['b'], T_['sB'], 'bb')]:
            if op[0] == 'reg':
                continue
            LBO, SBO, foot, step, expr = layout(op[0], op[1], R, KT)
            e("\tfor (u32 i = t; i < %d; i += 128) {   // %s: %s, LBO %d, SBO %d" % (R * KT, which.upper(), desc_name(op), LBO, SBO))
            e("\t\tu32 r = i / %d;" % KT)
            e("\t\tu32 k = i %% %d;" % KT)
            e("\t\tu32 ad = %s + %s;" % (bvar, expr))
            if op[1]:
                e("\t\tad = ad ^ (((ad >> 7) & %d) << 4);" % SWZ[op[1]][2])
            e("\t\tst.shared.b16 [ad], %s(r, k, %d);" % (cv, seed))
            e("\t}")
        e("\tfence.proxy.async.shared::cta;")
        e("\tbar.sync 0;")
        e("\tf32 acc[%d];" % nr)
        e("\tfor unroll (i = 0; i < %d; i++) {" % nr)
        if T_['sd']:
            e("\t\tacc[i] = cval(t, i, %d);" % T_['sC'])
        else:
            e("\t\tacc[i] = cf(0x7fc00000, z);   // ignored with scale-d 0")
        e("\t}")
        steps = []
        for j in range(KT // 16):
            for which, op, LBO, SBO, step, bvar in ops:
                e("\tu64 d%s%d = wgmma_desc(%s + %d, %d, %d, %d);" % (which, j, bvar, j * step, LBO, SBO, SWZ[op[1]][1]))
            if T_['a'][0] == 'reg':
                k0 = 16 * j
                for rj, (dr, dk) in enumerate([(0, 0), (8, 0), (0, 8), (8, 8)]):
                    e("\tmov.b32 ar[%d], {%s(ar0 + %d, ak0 + %d, %d), %s(ar0 + %d, ak0 + %d, %d)};"
                      % (4 * j + rj, cv, dr, k0 + dk, T_['sA'], cv, dr, k0 + dk + 1, T_['sA']))
        e("\twgmma.fence.sync.aligned;")
        for j in range(KT // 16):
            sd = T_['sd'] if j == 0 else 1
            tb = 1 if T_['b'][0] == 'MN' else 0
            if T_['a'][0] == 'reg':
                e("\twgmma.mma_async.sync.aligned.m64n%dk16.f32.%s.%s {acc[0:%d]}, {ar[%d:%d]}, db%d, %d, %d, %d, %d;"
                  % (N, dt, dt, nr, 4 * j, 4 * j + 4, j, sd, T_['sa'], T_['sb'], tb))
            else:
                ta = 1 if T_['a'][0] == 'MN' else 0
                e("\twgmma.mma_async.sync.aligned.m64n%dk16.f32.%s.%s {acc[0:%d]}, da%d, db%d, %d, %d, %d, %d, %d;"
                  % (N, dt, dt, nr, j, j, sd, T_['sa'], T_['sb'], ta, tb))
        e("\twgmma.commit_group.sync.aligned;")
        e("\twgmma.wait_group.sync.aligned 0;")
        e("\tfor unroll (i = 0; i < %d; i++) {" % nr)
        e("\t\tu32 b;")
        e("\t\tmov.b32 b, acc[i];")
        e("\t\tst.global.u32 [out + t * %d + %d + i], b;" % (nr, base))
        e("\t}")
        e("\tbar.sync 0;")
        e("}")
        base += 128 * nr
    body = "\n".join(L)
    return HEAD + '''
kernel conf_wgmma(zero: global u32*, out: global u32*) grid(1) block(128) target(sm_90a)
{
	shared align(1024) b16 sa[%d];
	shared align(1024) b16 sb[%d];
%s
}
''' % (A_BYTES // 2, B_BYTES // 2, body), base

if __name__ == '__main__':
    if len(sys.argv) > 1 and sys.argv[1] == 'k':
        print(kernel()[0], end='')
    elif len(sys.argv) > 1 and sys.argv[1] == 'n':
        print(table()[1])
    else:
        print(table()[0])
