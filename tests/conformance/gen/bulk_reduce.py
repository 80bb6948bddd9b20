# bulk_reduce: cp.reduce.async.bulk (PTX ISA 9.7.9.25.4.2): every operation
# and element type the ISA table lists, shared::cta -> global through the
# bulk group and shared::cta -> shared::cluster completing bytes on an
# mbarrier.  Each test reduces 16 bytes of shared source into 16 bytes of
# destination element-wise (add wraps; inc: old >= b ? 0 : old + 1; dec:
# old == 0 || old > b ? b : old - 1; min/max signed or unsigned by type;
# f32/f64/f16/bf16 add rounded to nearest even, exact rational model of
# fp.py).  The global destinations are slots of `out` itself; the shared
# ones are copied out after the mbarrier phase completes.
# `python3 bulk_reduce.py k` prints the kernel.
from common import *
from fp import b32 as fb32, b64 as fb64
from reduction import reduce_elem
import sys
def words(ty,vals):
    n={'16':16}.get(ty[-2:],None)
    bits=16 if ty in('f16','bf16') else 64 if ty[-2:]=='64' else 32
    w=0; out=[]
    allbits=0
    for i,v in enumerate(vals): allbits|=(v&((1<<bits)-1))<<(bits*i)
    return [(allbits>>(32*i))&M32 for i in range(4)]
def vals(ty,seed):
    if ty=='f32': return [fb32(x) for x in [1.5,-2.25,1e30,3.0e-38][:4]] if seed==0 else [fb32(x) for x in [2.5,2.25,1e30,-3.0e-38]]
    if ty=='f64': return [fb64(x) for x in [1.0,2.0**-60]] if seed==0 else [fb64(x) for x in [2.0**-53,-3.5]]
    if ty=='f16': return [0x3c00,0x3c01,0x7bff,0x0001,0xc000,0x3555,0x0400,0x8000] if seed==0 else [0x1400,0x1000,0x7bff,0x0001,0x4000,0x3555,0x8400,0x0000]
    if ty=='bf16': return [0x3f80,0x3f81,0x7f7f,0x0001,0xc000,0x3eab,0x0080,0x8000] if seed==0 else [0x3b80,0x3b00,0x7f7f,0x0001,0x4000,0x3eab,0x8080,0x0000]
    if ty[-2:]=='64': return [0xfffffffffffffff0,0x7fffffff00000001] if seed==0 else [0x20,0x8000000000000005]
    return [0xfffffff0,0x7fffffff,5,0x80000000] if seed==0 else [0x20,0x80000001,5,0x7fffffff]
TESTS=[('add',t) for t in ('u32','s32','u64','f32','f64')]+[(o,t) for o in ('min','max') for t in ('u32','s32','u64','s64')]
TESTS+=[('inc','u32'),('dec','u32')]+[(o,t) for o in ('and','or','xor') for t in ('b32','b64')]+[('add','f16'),('add','bf16')]
S2S=[('add','u32'),('min','u32'),('max','u32'),('inc','u32'),('dec','u32')]
def incdec_vals(seed): return [0,7,9,3] if seed==0 else [5,5,5,3]
def test_vals(o,t):
    if o in ('inc','dec'): return incdec_vals(0),incdec_vals(1)
    return vals(t,0),vals(t,1)
def elems(t): return 8 if t in('f16','bf16') else 2 if t[-2:]=='64' else 4
t_=T(); lines=[]
def L(s): lines.append("\t\t"+s)
# setup: destination words into out (global) / dsm (shared), sources into sm
for j,(o,ty) in enumerate(TESTS):
    d,s=test_vals(o,ty)
    for i,(dw,sw) in enumerate(zip(words(ty,d),words(ty,s))):
        L("st.global.u32 [out + %d], cu(0x%08x, z);  st.shared.u32 [sm + %d], cu(0x%08x, z);"%(4*j+i,dw,4*j+i,sw))
for j,(o,ty) in enumerate(S2S):
    d,s=test_vals(o,ty)
    for i,(dw,sw) in enumerate(zip(words(ty,d),words(ty,s))):
        L("st.shared.u32 [dsm + %d], cu(0x%08x, z);  st.shared.u32 [sm + %d], cu(0x%08x, z);"%(4*j+i,dw,4*(len(TESTS)+j)+i,sw))
L("fence.proxy.async.global;")
L("fence.proxy.async.shared::cta;")
L("mbarrier.init.shared::cta.b64 [mb], 1;")
L("fence.mbarrier_init.release.cluster;")
L("mbarrier.arrive.expect_tx.shared::cta.b64 st, [mb], %d;"%(16*len(S2S)))
for j,(o,ty) in enumerate(TESTS):
    mod=("add.noftz.%s"%ty) if ty in('f16','bf16') else "%s.%s"%(o,ty)
    L("cp.reduce.async.bulk.global.shared::cta.bulk_group.%s [out + %d], [sm + %d], 16;"%(mod,4*j,4*j))
for j,(o,ty) in enumerate(S2S):
    L("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.%s.%s [dsm + %d], [sm + %d], 16, [mb];"%(o,ty,4*j,4*(len(TESTS)+j)))
L("cp.async.bulk.commit_group;")
L("cp.async.bulk.wait_group 0;")
L("p = t > 100;")
L("while (!p) {")
L("\tmbarrier.try_wait.parity.shared::cta.b64 p, [mb], 0;")
L("}")
L("for (u32 i = 0; i < %d; i += 1) {"%(4*len(S2S)))
L("\tld.shared.u32 r, [dsm + i];")
L("\tst.global.u32 [out + %d + i], r;"%(4*len(TESTS)))
L("}")
for j,(o,ty) in enumerate(TESTS+S2S):
    d,s=test_vals(o,ty)
    n=elems(ty); bits=128//n
    r=[reduce_elem(o,ty,a,b) for a,b in zip(d,s)]
    where="shared::cta -> global, bulk_group" if j<len(TESTS) else "shared::cta -> shared::cluster, mbarrier complete_tx"
    for i,wv in enumerate(words(ty,r)):
        t_.rows.append((wv,("cp.reduce.async.bulk %s.%s (%s): dst %s op src = %s"%(o,ty,where,["0x%x"%x for x in d],["0x%x"%x for x in r])) if i==0 else "  ... word %d"%i))
HEAD='''// tests/conformance/bulk_reduce — PTX ISA 9.7.9.25.4.2
// (cp.reduce.async.bulk): add (u32, s32, u64, f32, f64), min/max (u32,
// s32, u64, s64), inc/dec (u32), and/or/xor (b32, b64), add.noftz (f16,
// bf16) from shared::cta into global through the bulk group, and
// add/min/max/inc/dec .u32 into shared::cluster completing bytes on an
// mbarrier.  One thread; each test reduces 16 source bytes into 16
// destination bytes; out holds the global destinations (slot 4j.. for test
// j), then the shared ones.  cluster(1, 1, 1): a shared::cta ->
// shared::cluster bulk reduction stops a launch without a cluster shape
// with an illegal instruction on the H200
// (bench/results/bulk-reduce-probe-nvidia-h200-2026-12-01.json).
// Generated by tests/conformance/gen/bulk_reduce.py together with
// bulk_reduce.npy (.txt).
import "../lib.kiln";

kernel conf_bulk_reduce(zero: global u32*, out: global u32*) grid(1) block(32) cluster(1, 1, 1) target(sm_90a)
{
	shared align(128) u32 sm[%d];
	shared align(128) u32 dsm[%d];
	shared mbarrier mb;
	u32 z;
	ld.global.u32 z, [zero];
	u32 t = tid.x;
	u32 r;
	u64 st;
	pred p;
	if (t == 0) {
'''%(4*(len(TESTS)+len(S2S)),4*len(S2S))
if len(sys.argv)>1:
    print(HEAD+"\n".join(lines)+"\n\t}\n}")
else:
    print(t_.emit("conf_bulk_reduce"))
