# int_ext: carry chains (add.cc/addc/sub.cc/subc/mad.cc/madc and the CC.CF
# flag across instructions), mul24/mad24, packed 16-bit min/max, fns,
# szext, bmsk, dp4a/dp2a.  Expected values follow the PTX ISA pseudo-code
# (9.7.1.x, 9.7.2.x), re-implemented here on Python integers; they never
# come from the simulator.  `python3 int_ext.py k` prints the kernel.
from kgen import *
import sys
t=KT()

def sx(v,n): v&=(1<<n)-1; return v-(1<<n) if v>>(n-1) else v
def row(v,c): t.rows.append((v&M32,c))
def row64(v,c): v&=M64; t.rows.append((v&M32,c+" [lo]")); t.rows.append((v>>32,"  ... [hi]"))

# ---- carry chains: the ISA's CC.CF, one flag per thread ----
class CC:
    """the ISA semantics: add: d = a + b (+CF), carry-out; sub: d = a - (b + CF), borrow-out"""
    def __init__(s): s.cf=0
    def add(s,a,b,n,cin=False,cout=True):
        m=(1<<n)-1; r=(a&m)+(b&m)+(s.cf if cin else 0)
        if cout: s.cf=r>>n
        return r&m
    def sub(s,a,b,n,cin=False,cout=True):
        m=(1<<n)-1; sub_=(b&m)+(s.cf if cin else 0); r=(a&m)-sub_
        if cout: s.cf=1 if r<0 else 0
        return r&m
    def mad(s,a,b,c,n,hi,sgn,cin=False,cout=True):
        m=(1<<n)-1
        p=(sx(a,n)*sx(b,n)) if sgn else (a&m)*(b&m)
        half=((p>>n) if hi else p)&m
        return s.add(half,c,n,cin,cout)

def U(v): return "cu(0x%08x, z)"%(v&M32)
def L(v): return "cl(0x%016x, z)"%(v&M64)
def S(v): return "(s32)cu(0x%08x, z)"%(v&M32)

chain_n=[0]
def chain(steps,what):
    """steps: (opcode, dst, args, value, comment); values computed first, then stored"""
    for op,dst,args,val,cm in steps:
        t.c("%s %s, %s;"%(op,dst,", ".join(args)))
    for op,dst,args,val,cm in steps:
        if dst.startswith('w'):
            t.c("put64(out, k, %s);"%dst); row64(val,what+": "+cm)
        else:
            t.c("put(out, k, %s);"%(dst if not dst.startswith('s') else "(u32)"+dst)); row(val,what+": "+cm)

c=CC(); chain([
 ("add.cc.u32","r0",[U(0xffffffff),"1"],c.add(0xffffffff,1,32),"add.cc.u32 0xffffffff + 1 = 0, CF = 1"),
 ("addc.u32","r1",[U(0),"0"],c.add(0,0,32,cin=True,cout=False),"addc.u32 0 + 0 + CF = 1"),
 ("addc.u32","r2",[U(5),"6"],c.add(5,6,32,cin=True,cout=False),"addc without .cc leaves CF = 1: 5 + 6 + 1 = 12"),
],"carry out of add.cc into addc")
c=CC(); chain([
 ("add.cc.u32","r0",[U(1),"2"],c.add(1,2,32),"add.cc.u32 1 + 2 = 3, CF = 0"),
 ("addc.u32","r1",[U(5),"6"],c.add(5,6,32,cin=True,cout=False),"addc.u32 5 + 6 + 0 = 11"),
],"no carry")
c=CC(); A=[0xffffffff,0xffffffff,5]; B=[1,0,7]; chain([
 ("add.cc.u32","r0",[U(A[0]),U(B[0])],c.add(A[0],B[0],32),"96-bit add word 0: 0, CF = 1"),
 ("addc.cc.u32","r1",[U(A[1]),U(B[1])],c.add(A[1],B[1],32,cin=True),"word 1: 0xffffffff + 0 + 1 = 0, CF = 1"),
 ("addc.u32","r2",[U(A[2]),U(B[2])],c.add(A[2],B[2],32,cin=True,cout=False),"word 2: 5 + 7 + 1 = 13"),
],"96-bit addition (0x5_ffffffff_ffffffff + 0x7_00000000_00000001)")
c=CC(); chain([
 ("add.cc.u64","w0",[L(M64),L(1)],c.add(M64,1,64),"add.cc.u64 (2^64-1) + 1 = 0, CF = 1"),
 ("addc.u64","w1",[L(1),L(2)],c.add(1,2,64,cin=True,cout=False),"addc.u64 1 + 2 + 1 = 4"),
],"128-bit addition")
c=CC(); chain([
 ("add.cc.s32","s0",[S(0x7fffffff),"1"],c.add(0x7fffffff,1,32),"add.cc.s32 INT_MAX + 1 = INT_MIN: signed overflow is no carry (CF = 0)"),
 ("addc.s32","s1",[S(0),"0"],c.add(0,0,32,cin=True,cout=False),"addc.s32 0 + 0 + 0 = 0"),
 ("add.cc.s32","s2",[S(0xffffffff),"1"],c.add(0xffffffff,1,32),"add.cc.s32 -1 + 1 = 0 with unsigned carry-out CF = 1"),
 ("addc.s32","s3",[S(0),"0"],c.add(0,0,32,cin=True,cout=False),"addc.s32 0 + 0 + 1 = 1"),
],"signed types carry as unsigned")
c=CC(); chain([
 ("sub.cc.u32","r0",[U(0),"1"],c.sub(0,1,32),"sub.cc.u32 0 - 1 = 0xffffffff, borrow CF = 1"),
 ("subc.u32","r1",[U(5),"2"],c.sub(5,2,32,cin=True,cout=False),"subc.u32 5 - (2 + 1) = 2"),
],"borrow out of sub.cc into subc")
c=CC(); chain([
 ("sub.cc.u32","r0",[U(7),"3"],c.sub(7,3,32),"sub.cc.u32 7 - 3 = 4, no borrow"),
 ("subc.u32","r1",[U(5),"2"],c.sub(5,2,32,cin=True,cout=False),"subc.u32 5 - (2 + 0) = 3"),
],"no borrow")
c=CC(); A=[0,0,9]; B=[1,0,2]; chain([
 ("sub.cc.u32","r0",[U(A[0]),U(B[0])],c.sub(A[0],B[0],32),"96-bit subtract word 0: 0 - 1 = 0xffffffff, borrow"),
 ("subc.cc.u32","r1",[U(A[1]),U(B[1])],c.sub(A[1],B[1],32,cin=True),"word 1: 0 - (0 + 1) = 0xffffffff, borrow"),
 ("subc.u32","r2",[U(A[2]),U(B[2])],c.sub(A[2],B[2],32,cin=True,cout=False),"word 2: 9 - (2 + 1) = 6"),
],"96-bit subtraction")
c=CC(); chain([
 ("sub.cc.u64","w0",[L(0),L(1)],c.sub(0,1,64),"sub.cc.u64 0 - 1 = 2^64-1, borrow"),
 ("subc.u64","w1",[L(5),L(1)],c.sub(5,1,64,cin=True,cout=False),"subc.u64 5 - (1 + 1) = 3"),
],"128-bit subtraction")
c=CC(); chain([
 ("sub.cc.s32","s0",[S(0x80000000),"1"],c.sub(0x80000000,1,32),"sub.cc.s32 INT_MIN - 1 = INT_MAX: no unsigned borrow (0x80000000 >= 1)"),
 ("subc.s32","s1",[S(0),"0"],c.sub(0,0,32,cin=True,cout=False),"subc.s32 0 - (0 + 0) = 0"),
],"signed types borrow as unsigned")
c=CC(); chain([
 ("mad.lo.cc.u32","r0",[U(0xffff),"0x10001","1"],c.mad(0xffff,0x10001,1,32,False,False),"mad.lo.cc.u32 0xffff * 0x10001 = 0xffffffff, + 1 = 0, CF = 1"),
 ("addc.u32","r1",[U(0),"0"],c.add(0,0,32,cin=True,cout=False),"addc.u32 0 + 0 + 1 = 1"),
],"mad.lo.cc carry")
c=CC(); chain([
 ("mad.hi.cc.u32","r0",[U(0xffffffff),"0xffffffff","2"],c.mad(0xffffffff,0xffffffff,2,32,True,False),"mad.hi.cc.u32 high word 0xfffffffe + 2 = 0, CF = 1"),
 ("madc.lo.u32","r1",[U(3),"4","5"],c.mad(3,4,5,32,False,False,cin=True,cout=False),"madc.lo.u32 3 * 4 + 5 + 1 = 18"),
],"mad.hi.cc into madc")
c=CC(); chain([
 ("add.cc.u32","r0",[U(0xffffffff),"1"],c.add(0xffffffff,1,32),"add.cc.u32 sets CF = 1"),
 ("madc.hi.cc.u32","r1",[U(0xffffffff),"0xffffffff","1"],c.mad(0xffffffff,0xffffffff,1,32,True,False,cin=True),"madc.hi.cc.u32 0xfffffffe + 1 + 1 = 0, CF = 1"),
 ("addc.u32","r2",[U(0),"0"],c.add(0,0,32,cin=True,cout=False),"addc.u32 0 + 0 + 1 = 1"),
],"madc.hi.cc chain")
c=CC(); chain([
 ("mad.hi.cc.s32","s0",[S(0xffffffff),"1","1"],c.mad(0xffffffff,1,1,32,True,True),"mad.hi.cc.s32 -1 * 1: high word 0xffffffff (signed product), + 1 = 0, CF = 1"),
 ("addc.u32","r1",[U(0),"0"],c.add(0,0,32,cin=True,cout=False),"addc.u32 0 + 0 + 1 = 1"),
 ("mad.hi.cc.u32","r2",[U(0xffffffff),"1","1"],c.mad(0xffffffff,1,1,32,True,False),"mad.hi.cc.u32 0xffffffff * 1: high word 0, + 1 = 1, CF = 0"),
 ("addc.u32","r3",[U(0),"0"],c.add(0,0,32,cin=True,cout=False),"addc.u32 0 + 0 + 0 = 0"),
],"signed vs unsigned high half")
c=CC(); chain([
 ("mad.lo.cc.u64","w0",[L(M64),L(1),L(1)],c.mad(M64,1,1,64,False,False),"mad.lo.cc.u64 (2^64-1) * 1 + 1 = 0, CF = 1"),
 ("madc.hi.u64","w1",[L(M64),L(M64),L(0)],c.mad(M64,M64,0,64,True,False,cin=True,cout=False),"madc.hi.u64 high 64 bits of (2^64-1)^2 = 2^64-2, + 0 + 1 = 2^64-1"),
 ("madc.lo.cc.s64","w2",[L(M64),L(2),L(3)],c.mad(M64,2,3,64,False,True,cin=True),"madc.lo.cc.s64 -1 * 2 + 3 + 1 = 2 with a carry-out"),
 ("addc.u64","w3",[L(0),L(0)],c.add(0,0,64,cin=True,cout=False),"addc.u64 0 + 0 + CF"),
],"64-bit mad carry")

# ---- mul24 / mad24: t = a[23:0] * b[23:0] (signed for .s32); .lo t[31:0], .hi t[47:16] ----
def m24(a,b,sgn): return sx(a,24)*sx(b,24) if sgn else (a&0xffffff)*(b&0xffffff)
def lo(p): return p&M32
def hi(p): return (p>>16)&M32
for op,a,b,sgn,h,cm in [
  ("mul24.lo.u32",0x00ffffff,0x00ffffff,0,0,"(2^24-1)^2 = 0xfffffe000001: bits 31..0"),
  ("mul24.hi.u32",0x00ffffff,0x00ffffff,0,1,"bits 47..16 of 0xfffffe000001 = 0xfffffe00"),
  ("mul24.lo.u32",0x12345678,0x9abcdef0,0,0,"the high bytes are ignored: 0x345678 * 0xbcdef0"),
  ("mul24.hi.u32",0x12345678,0x9abcdef0,0,1,"0x345678 * 0xbcdef0, bits 47..16"),
  ("mul24.lo.s32",0x00ffffff,2,1,0,"s32: 0xffffff is -1 as a 24-bit value: -2"),
  ("mul24.hi.s32",0x00800000,0x00800000,1,1,"(-2^23)^2 = 2^46, bits 47..16 = 2^30"),
  ("mul24.hi.s32",0xffffffff,3,1,1,"-1 * 3 = -3: bits 47..16 all ones"),
  ("mul24.lo.s32",0x7f000005,0x00000007,1,0,"bits above 23 ignored, 5 * 7 = 35")]:
    typ='s' if sgn else 'u'
    t.c("%s %s, %s, 0x%08x;  put(out, k, %s);"%(op,"s0" if sgn else "r0",S(a) if sgn else U(a),b,"(u32)s0" if sgn else "r0"))
    p=m24(a,b,sgn); row(hi(p) if h else lo(p),"%s 0x%08x, 0x%08x: %s"%(op,a,b,cm))
for op,a,b,cc_,sgn,h,cm in [
  ("mad24.lo.u32",0x12345678,0x9abcdef0,0x11111111,0,0,"low word of 0x345678 * 0xbcdef0 plus c, mod 2^32"),
  ("mad24.hi.u32",0x00ffffff,0x00ffffff,0x10,0,1,"0xfffffe00 + 0x10"),
  ("mad24.lo.s32",0x00ffffff,5,2,1,0,"-1 * 5 + 2 = -3"),
  ("mad24.hi.s32",0x00800000,0x00800000,0x40000000,1,1,"2^30 + 2^30 wraps to 0x80000000 (no .sat)")]:
    t.c("%s %s, %s, 0x%08x, 0x%08x;  put(out, k, %s);"%(op,"s0" if sgn else "r0",S(a) if sgn else U(a),b,cc_,"(u32)s0" if sgn else "r0"))
    p=m24(a,b,sgn); row((hi(p) if h else lo(p))+cc_,"%s 0x%08x, 0x%08x, 0x%08x: %s"%(op,a,b,cc_,cm))
def sat32(v): return max(-(1<<31),min((1<<31)-1,v))
for a,b,cc_,cm in [(0x00800000,0x00800000,0x40000000,"2^30 + 2^30 = 2^31 clamps to INT_MAX"),
                   (0x00800000,0x007fffff,0x80000000,"(-2^23)(2^23-1) bits 47..16 = -2^30+2^7, + INT_MIN clamps to INT_MIN"),
                   (0x00000100,0x00000100,0x00000005,"256*256 = 2^16: bits 47..16 = 1, + 5 = 6")]:
    t.c("mad24.hi.sat.s32 s0, %s, 0x%08x, (s32)0x%08x;  put(out, k, (u32)s0);"%(S(a),b,cc_))
    p=m24(a,b,1); row(sat32(sx(hi(p),32)+sx(cc_,32)),"mad24.hi.sat.s32 0x%08x, 0x%08x, 0x%08x: %s"%(a,b,cc_,cm))

# ---- packed 16-bit min/max (.u16x2, .s16x2, .relu): per half ----
def mm(x,y,mx,sgn,relu):
    r=0
    for h in (0,16):
        a,b=(x>>h)&0xffff,(y>>h)&0xffff
        va,vb=(sx(a,16),sx(b,16)) if sgn else (a,b)
        v=max(va,vb) if mx else min(va,vb)
        if relu and v<0: v=0
        r|=(v&0xffff)<<h
    return r
for op,x,y in [("min.u16x2",0x0001ffff,0x00020000),("min.s16x2",0x0001ffff,0x00020000),
               ("max.u16x2",0x0001ffff,0x00020000),("max.s16x2",0x0001ffff,0x00020000),
               ("min.s16x2",0x80007fff,0x7fff8000),("max.u16x2",0x80007fff,0x7fff8000),
               ("min.relu.s16x2",0x8000fffe,0x00050003),("max.relu.s16x2",0x8000fffe,0xfff90003),
               ("max.relu.s16x2",0x00070002,0x00050009)]:
    t.c("mov.b32 xa, %s;  mov.b32 xb, %s;  %s x0, xa, xb;  mov.b32 r0, x0;  put(out, k, r0);"%(U(x),U(y),op))
    row(mm(x,y,op.startswith("max"),".s16" in op,"relu" in op),"%s 0x%08x, 0x%08x: per 16-bit half%s"%(op,x,y,", negative halves clamp to 0" if "relu" in op else ""))
for op,x,y in [("min.relu.s32",0xfffffffb,3),("max.relu.s32",0xfffffffb,0xfffffffd),("max.relu.s32",0xfffffffb,7)]:
    t.c("%s s0, %s, %s;  put(out, k, (u32)s0);"%(op,S(x),S(y)))
    v=(min if op.startswith("min") else max)(sx(x,32),sx(y,32)); row(max(v,0),"%s %d, %d: clamped below at 0"%(op,sx(x,32),sx(y,32)))

# ---- fns.b32 d, mask, base, offset (9.7.2: find the n-th set bit) ----
def fns(mask,base,off):
    if off==0: return base if base<32 and (mask>>base)&1 else M32
    pos=base; cnt=abs(off)-1; inc=1 if off>0 else -1
    while 0<=pos<32:
        if (mask>>pos)&1:
            if cnt==0: return pos
            cnt-=1
        pos+=inc
    return M32
for mask,base,off in [(0x16,0,1),(0x16,0,2),(0x16,0,3),(0x16,0,4),(0x16,1,0),(0x16,0,0),(0x16,31,-1),(0x16,31,-2),
                      (0x16,3,1),(0x80000000,0,1),(0xffffffff,5,-6),(0xffffffff,5,-7),(0,0,1)]:
    t.c("fns.b32 r0, %s, %d, %d;  put(out, k, r0);"%(U(mask),base,off))
    row(fns(mask,base,off),"fns.b32 mask 0x%08x, base %d, offset %d"%(mask,base,off))

# ---- szext.mode.type d, a, b ----
def szext(a,b,clamp,sgn):
    b1=b&31; big=clamp and b>=32; mask=0 if big else (M32<<b1)&M32
    sb=0 if (b1==0 or big or not sgn) else (a>>((b1-1)&31))&1
    return (a&~mask&M32)|(mask if sb else 0)
for mode,ty,a,b in [("wrap","s32",0xf0,8),("wrap","u32",0x123456f0,8),("clamp","s32",0x80000000,40),("wrap","s32",0x80000001,33),
                    ("wrap","u32",0xffffffff,0),("clamp","s32",0x7f,8),("wrap","s32",0xffffff7f,32),("clamp","u32",0xffffffff,31),
                    ("clamp","s32",0x40000000,31),("clamp","u32",0xdeadbeef,32)]:
    t.c("szext.%s.%s %s, %s, %d;  put(out, k, %s);"%(mode,ty,"s0" if ty=="s32" else "r0",S(a) if ty=="s32" else U(a),b,"(u32)s0" if ty=="s32" else "r0"))
    row(szext(a,b,mode=="clamp",ty=="s32"),"szext.%s.%s 0x%08x, %d"%(mode,ty,a,b))

# ---- bmsk.mode.b32 d, a, b ----
def bmsk(a,b,clamp):
    a1=a&31; m0=(M32<<a1)&M32; b1=b&31; s=a1+b1; m1=(M32<<s)&M32 if s<32 else 0
    ov=s>=32
    if clamp:
        if a>=32: ov=True; m0=0
        if b>=32: ov=True
    if ov: m1=0
    elif b1==0: m1=M32
    return m0&~m1&M32
for mode,a,b in [("wrap",1,2),("clamp",0,32),("wrap",0,32),("wrap",28,8),("clamp",33,2),("wrap",33,2),("clamp",4,0),("clamp",8,8),("clamp",31,1)]:
    t.c("bmsk.%s.b32 r0, %s, %d;  put(out, k, r0);"%(mode,U(a),b))
    row(bmsk(a,b,mode=="clamp"),"bmsk.%s.b32 %d, %d"%(mode,a,b))

# ---- dp4a / dp2a ----
def ext(v,n,cnt,sgn): return [sx(v>>(n*i),n) if sgn else (v>>(n*i))&((1<<n)-1) for i in range(cnt)]
def dp4a(a,b,c,sa,sb): return (c+sum(x*y for x,y in zip(ext(a,8,4,sa),ext(b,8,4,sb))))&M32
def dp2a(a,b,c,sa,sb,h):
    va=ext(a,16,2,sa); vb=ext(b,8,4,sb); sel=2 if h else 0
    return (c+sum(va[i]*vb[sel+i] for i in range(2)))&M32
for at,bt,a,b,c_ in [("u32","u32",0x01020304,0x05060708,10),("s32","s32",0xff02fd04,0x05fa0708,-100),("s32","u32",0xff02fd04,0x05fa0708,-100),
                     ("u32","s32",0xff02fd04,0x05fa0708,-100),("u32","u32",0xffffffff,0xffffffff,-1),("s32","s32",0x80808080,0x80808080,0x7fffffff)]:
    t.c("dp4a.%s.%s r0, %s, %s, %s;  put(out, k, r0);"%(at,bt,U(a),U(b),"(%s)cu(0x%08x, z)"%("u32" if at==bt=="u32" else "s32",c_&M32)))
    row(dp4a(a,b,c_,at=="s32",bt=="s32"),"dp4a.%s.%s 0x%08x, 0x%08x, %d: four byte products summed into c mod 2^32"%(at,bt,a,b,sx(c_,32)))
for h,at,bt,a,b,c_ in [(0,"u32","u32",0x00030002,0x04030201,7),(1,"u32","u32",0x00030002,0x04030201,7),(0,"s32","s32",0x8000ffff,0x00007fff,1),
                       (1,"s32","u32",0xfffe0003,0x80ff0000,0),(1,"u32","s32",0xfffe0003,0x80ff0000,0),(0,"s32","u32",0xfffe0003,0x000080ff,-5)]:
    md="hi" if h else "lo"
    t.c("dp2a.%s.%s.%s r0, %s, %s, %s;  put(out, k, r0);"%(md,at,bt,U(a),U(b),"(%s)cu(0x%08x, z)"%("u32" if at==bt=="u32" else "s32",c_&M32)))
    row(dp2a(a,b,c_,at=="s32",bt=="s32",h),"dp2a.%s.%s.%s 0x%08x, 0x%08x, %d: 16-bit halves of a times bytes %s of b"%(md,at,bt,a,b,sx(c_,32),"2-3" if h else "0-1"))

HEAD='''// tests/conformance/int_ext — PTX ISA 9.7.1 (add.cc, addc, sub.cc, subc,
// mad.cc, madc with the CC.CF flag carried across instructions; mul24,
// mad24) and 9.7.2 (packed min/max .u16x2/.s16x2/.relu, fns, szext, bmsk,
// dp4a, dp2a).  Generated by tests/conformance/gen/int_ext.py together
// with int_ext.npy (.txt); one thread, each put() is
// one slot, in order.  Carry chains compute every link before storing, so
// no other instruction sits between the links.
import "../lib.kiln";

'''
if len(sys.argv)>1:
    print(t.kernel(HEAD,"conf_int_ext","\tu32 r0, r1, r2, r3;\n\ts32 s0, s1, s2, s3;\n\tu64 w0, w1, w2, w3;\n\tb32 x0, xa, xb;"),end='')
else:
    print(t.emit("conf_int_ext"))
