from kgen import *
from fp import *
import sys
t=KT()
def h(x): return round_to(F16,Fr(x))
def hb(b): return dec(F16,b)
def bb(b): return dec(BF16,b)
def rf(fmt,ex,ftz=False,relu=False,sat=False):
    if isinstance(ex,str): return 0x7fff
    if ex==0: return 0
    r=round_to(fmt,ex,ftz=ftz)
    if relu and (r>>15): r=0
    if sat:
        v=dec(fmt,r); r=0 if (isinstance(v,str) or v<=0) else (0x3c00 if v>=1 else r)
    return r
def pk(hi,lo): return ((hi&0xffff)<<16)|(lo&0xffff)
def x2(op,a,b,c,val,cm,kind='h'):
    mk={'h':'ch2','b':'cb2'}[kind]; dst={'h':'h2','b':'b2'}[kind]; put={'h':'puth2','b':'putb2'}[kind]
    args=["%s(0x%08x, z)"%(mk,a),"%s(0x%08x, z)"%(mk,b)]+(["%s(0x%08x, z)"%(mk,c)] if c is not None else [])
    t.f(op,args,val,"%s 0x%08x, 0x%08x%s = 0x%08x: %s"%(op,a,b,(", 0x%08x"%c) if c is not None else "",val,cm),dst=dst,put=put)
def s1(op,args,val,cm,kind='h'):
    dst={'h':'h','b':'b'}[kind]; put={'h':'putf16','b':'putbf'}[kind]
    t.f(op,args,val,"%s = 0x%04x: %s"%(op,val,cm),dst=dst,put=put)
# f16x2 add: hi {1.0 + 0.5}, lo {65504 + 2}
a=pk(0x3c00,0x7bff); b=pk(0x3800,0x4000)
x2("add.rn.f16x2",a,b,None,pk(h(1.5),rf(F16,hb(0x7bff)+2)),"halves independent: hi 1 + 0.5 = 1.5; lo 65504 + 2 = 65506 rounds back to 65504")
x2("add.rn.f16x2",pk(0x3c00,0x3c00),pk(0x1000,0x1400),None,pk(0x3c00,rf(F16,1+Fr(3,2**11)*0+hb(0x1400))),"hi 1 + 2^-11: tie -> even 1.0; lo 1 + 2^-10 = 0x3c01")
x2("mul.rn.f16x2",pk(0x5c00,0x3800),pk(0x5c00,0x3800),None,pk(0x7c00,0x3400),"hi 256*256 = 65536 overflows -> +Inf; lo 0.5*0.5 = 0.25")
x2("sub.rn.f16x2",pk(0x3c00,0x0000),pk(0x3c00,0x8000),None,pk(0x0000,0x0000),"hi 1 - 1 = +0; lo +0 - (-0) = +0")
x2("add.rn.ftz.f16x2",pk(0x0001,0x0400),pk(0x0001,0x0000),None,pk(0x0000,0x0400),".ftz: hi subnormals flushed -> 0; lo 2^-14 (min normal) + 0 kept")
x2("add.rn.f16x2",pk(0x0001,0x0400),pk(0x0001,0x0000),None,pk(0x0002,0x0400),"no .ftz: hi 2^-24 + 2^-24 = 2^-23 (0x0002)")
x2("add.rn.sat.f16x2",pk(0x3a00,0xbc00),pk(0x3800,0x3800),None,pk(0x3c00,0x0000),".sat: hi 0.75 + 0.5 -> 1.0; lo -1 + 0.5 -> +0")
fa=rf(F16,hb(0x4001)*hb(0xc3fe)+hb(0x7401))
x2("fma.rn.f16x2",pk(0x4001,0x3c00),pk(0xc3fe,0x3c00),pk(0x7401,0x3c00),pk(fa,0x4000),"hi: 0x4001*0xc3fe+0x7401 = 0x%04x with one rounding (docs/numerics.md: rounding through f32 first gives a different answer); lo 1*1+1 = 2"%fa)
x2("fma.rn.relu.f16x2",pk(0xbc00,0x4000),pk(0x3c00,0x3c00),pk(0,0),pk(0,0x4000),".relu: hi -1*1+0 -> +0; lo 2*1+0 = 2")
x2("fma.rn.sat.f16x2",pk(0x4000,0x3800),pk(0x4000,0x3800),pk(0,0),pk(0x3c00,0x3400),".sat: hi 4 -> 1.0; lo 0.25 unchanged")
x2("min.f16x2",pk(0x8000,0x7e00),pk(0x0000,0x3c00),None,pk(0x8000,0x3c00),"hi min(-0, +0) = -0; lo min(NaN, 1) = 1")
x2("max.NaN.f16x2",pk(0x3c00,0x7e00),pk(0x4000,0x4200),None,pk(0x4000,0x7fff),".NaN: hi max(1, 2) = 2; lo NaN -> canonical 0x7fff")
x2("max.f16x2",pk(0x7e00,0xfc00),pk(0x7e01,0xfbff),None,pk(0x7fff,0xfbff),"hi both NaN -> 0x7fff; lo max(-Inf, -65504) = -65504")
x2("neg.f16x2",pk(0x3c00,0x8000),None,None,pk(0xbc00,0x0000),"sign flips: 1 -> -1, -0 -> +0") if False else None
t.c("neg.f16x2 h2, ch2(0x3c008000, z);    puth2(out, k, h2);"); t.v(0xbc000000,"neg.f16x2 {1, -0} = {-1, +0}: sign bit flipped")
t.c("abs.f16x2 h2, ch2(0xbc00fc00, z);    puth2(out, k, h2);"); t.v(0x3c007c00,"abs.f16x2 {-1, -Inf} = {1, +Inf}")
t.c("neg.ftz.f16x2 h2, ch2(0x00013c00, z);    puth2(out, k, h2);"); t.v(0x8000bc00,"neg.ftz.f16x2 {2^-24, 1}: subnormal flushed then negated -> -0; 1 -> -1")
# bf16x2
x2("add.rn.bf16x2",pk(0x3f80,0x4380),pk(0x3b80,0x3f80),None,pk(0x3f80,0x4380),"hi 1 + 2^-8: tie -> even 1.0; lo 256 + 1 = 257: tie -> even 256",kind='b')
x2("mul.rn.bf16x2",pk(0x3f81,0x7f00),pk(0x3f81,0x4000),None,pk(rf(BF16,bb(0x3f81)**2),0x7f80),"hi (1+2^-7)^2 = 1 + 2^-6 + 2^-14 -> 0x3f82; lo 2^127 * 2 overflows -> +Inf",kind='b')
fb=rf(BF16,bb(0x3f90)*bb(0x3f68)+bb(0x0001))
x2("fma.rn.bf16x2",pk(0x3f90,0x3f80),pk(0x3f68,0x3f80),pk(0x0001,0x3f80),pk(fb,0x4000),"hi 0x3f90*0x3f68+0x0001 = 0x%04x (docs/numerics.md: wrong even through double); lo 1*1+1 = 2"%fb,kind='b')
x2("fma.rn.relu.bf16x2",pk(0xbf80,0x4000),pk(0x3f80,0x3f80),pk(0,0),pk(0,0x4000),".relu: hi -1 -> +0; lo 2",kind='b')
x2("min.bf16x2",pk(0x7fc0,0x3f80),pk(0x7fc1,0xbf80),None,pk(0x7fff,0xbf80),"hi both NaN -> 0x7fff; lo min(1, -1) = -1",kind='b')
x2("max.NaN.bf16x2",pk(0x7fc0,0x3f80),pk(0x3f80,0x0000),None,pk(0x7fff,0x3f80),".NaN: hi NaN -> 0x7fff; lo max(1, 0) = 1",kind='b')
t.c("abs.bf16x2 b2, cb2(0xc0008000, z);    putb2(out, k, b2);"); t.v(0x40000000,"abs.bf16x2 {-2, -0} = {2, +0}")
t.c("neg.bf16x2 b2, cb2(0x3f807fc0, z);    putb2(out, k, b2);"); t.v(0xbf807fff,"neg.bf16x2 {1, NaN}: 1 -> -1; a NaN comes back as the canonical bf16 NaN 0x7fff, not sign-flipped (measured on an H200, 2026-11-29)")
# scalar f16 / bf16
s1("add.rn.f16",["chf(0x3c00, z)","chf(0x1000, z)"],0x3c00,"1 + 2^-11: tie -> even")
s1("fma.rn.f16",["chf(0x4001, z)","chf(0xc3fe, z)","chf(0x7401, z)"],fa,"single rounding")
s1("mul.rn.f16",["chf(0x0200, z)","chf(0x3800, z)"],0x0100,"2^-15 * 0.5 = 2^-16: subnormal kept")
s1("mul.rn.ftz.f16",["chf(0x0400, z)","chf(0x3800, z)"],0x0000,".ftz: 2^-14 * 0.5 = 2^-15 is tiny -> +0")
s1("fma.rn.bf16",["chb(0x3f90, z)","chb(0x3f68, z)","chb(0x0001, z)"],fb,"single rounding",kind='b')
s1("mul.rn.bf16",["chb(0x3f81, z)","chb(0x3f81, z)"],rf(BF16,bb(0x3f81)**2),"(1+2^-7)^2 -> 0x3f82",kind='b')
s1("add.rn.bf16",["chb(0x7f7f, z)","chb(0x7f7f, z)"],0x7f80,"bf16 max + max -> +Inf",kind='b')
s1("min.f16",["chf(0x7e00, z)","chf(0xc000, z)"],0xc000,"min(NaN, -2) = -2")
s1("max.bf16",["chb(0x8000, z)","chb(0x0000, z)"],0x0000,"max(-0, +0) = +0",kind='b')
t.c("neg.bf16 b, chb(0x3f80, z);    putbf(out, k, b);"); t.v(0xbf80,"neg.bf16 1 = -1")
t.c("abs.f16 h, chf(0xfc00, z);    putf16(out, k, h);"); t.v(0x7c00,"abs.f16 -Inf = +Inf")
t.c("setp.ltu.f16 p, chf(0x7e00, z), chf(0x3c00, z);    putp(out, k, p);"); t.v(1,"setp.ltu.f16 NaN, 1 = 1 (unordered)")
t.c("setp.lt.bf16 p, chb(0x8000, z), chb(0x0000, z);    putp(out, k, p);"); t.v(0,"setp.lt.bf16 -0, +0 = 0")
t.c("setp.gt.ftz.f16 p, chf(0x0001, z), chf(0x0000, z);    putp(out, k, p);"); t.v(0,"setp.gt.ftz.f16 2^-24, 0 = 0: flushed")
DECL="\tf16 h;\n\tbf16 b;\n\tf16x2 h2;\n\tbf16x2 b2;\n\tpred p;"
if len(sys.argv)>1: print(t.kernel(open('half_head.kiln').read(),"conf_half_packed",DECL))
else: print(t.emit("conf_half_packed"))
