from kgen import *
from fp import *
import sys
t=KT()
ONE=0x3f800000; X=0x3f800001   # 1 + 2^-23
H=0x33800000   # 2^-24 = half an ulp of 1.0
TQ=0x34400000  # 3*2^-25 = 0.75 ulp of 1
MAXF=0x7f7fffff; INF=0x7f800000; NINF=0xff800000; QNAN=0x7fc00000; CNAN=0x7fffffff
def fv(b): return f32(b)
def fz(b): return b&0x80000000 if (b&0x7f800000)==0 else b
def bin2(op,mode,a,b,comment,ftz=False,sat=False):
    a0,b0=a,b
    if ftz: a,b=fz(a),fz(b)
    x,y=fv(a),fv(b)
    ex={'add':lambda:x+y,'sub':lambda:x-y,'mul':lambda:x*y,'div':lambda:x/y}[op]()
    r=r32(ex,mode,ftz=ftz)
    if ex==0:
        if op in ('mul','div'): r=((a^b)&0x80000000)
        else: r=0x80000000 if mode=='rm' else 0
    if sat:
        v=f32(r)
        r=0 if v<=0 else (ONE if v>=1 else r)
    name="%s.%s%s%s.f32"%(op,mode,".ftz" if ftz else "",".sat" if sat else "")
    a,b=a0,b0
    t.f(name,[F(a),F(b)],r,"%s 0x%08x, 0x%08x = 0x%08x: %s"%(name,a,b,r,comment))
# add: the four modes on a tie and on a non-tie
for m in ['rn','rz','rm','rp']:
    bin2('add',m,ONE,H,"1 + 2^-24 is exactly half an ulp above 1.0")
for m in ['rn','rz','rm','rp']:
    bin2('add',m,ONE,TQ,"1 + 0.75 ulp")
for m in ['rn','rz','rm','rp']:
    bin2('add',m,0xbf800000,0xb3800000,"-1 - 2^-24: a tie below -1.0")
bin2('add','rn',X,H,"(1+2^-23) + 2^-24: tie, odd neighbour -> rounds up to the even 1+2^-22")
bin2('add','rn',ONE,0x33800001,"1 + (2^-24 + 2^-47): just above the tie -> up")
bin2('add','rn',0x40490fdb,0xc0490fdb,"x + (-x) = +0 in round-to-nearest")
bin2('add','rm',0x40490fdb,0xc0490fdb,"x + (-x) = -0 when rounding toward -Inf (IEEE 754 6.3)")
bin2('sub','rn',0x00800000,0x00000001,"2^-126 - 2^-149 = 0x007fffff: exact subnormal result")
bin2('add','rn',0x00000001,0x00000001,"two smallest subnormals: 2^-148 exactly")
bin2('add','rn',0x00000001,0x00000001,"same with .ftz: subnormal inputs flushed to +0",ftz=True)
# mul
for m in ['rn','rz','rm','rp']:
    bin2('mul',m,X,X,"(1+2^-23)^2 = 1 + 2^-22 + 2^-46")
bin2('mul','rn',X,0x3fc00000,"(1+2^-23) * 1.5 = 1.5 + 1.5 ulp: tie -> even mantissa 0x400002")
bin2('mul','rz',X,0x3fc00000,"same toward zero")
bin2('mul','rn',0x3f7fffff,0x00800000,"(1-2^-24) * 2^-126: subnormal grid tie 2^-126 - 2^-150 -> even = 2^-126")
bin2('mul','rn',0x3f7fffff,0x00800000,"same with .ftz: tiny after rounding (unbounded exponent gives (1-2^-24)*2^-126 < 2^-126) -> +0",ftz=True)
bin2('mul','rn',0x3f7ffffe,0x00800001,"(1-2^-23)(1+2^-23)*2^-126 = (1-2^-46)*2^-126 rounds to 2^-126 at 24 bits: not tiny, kept under .ftz",ftz=True)
bin2('mul','rn',0x00400000,0x7e800000,"2^-127 (subnormal) * 2^126 = 0.5")
bin2('mul','rn',0x00400000,0x7e800000,"same with .ftz: the subnormal input is flushed -> +0",ftz=True)
bin2('mul','rn',0x80400000,ONE,"-2^-127 * 1 with .ftz -> -0 (sign kept)",ftz=True)
bin2('mul','rn',0x00800000,0x3f000000,"2^-126 * 0.5 = 2^-127 subnormal 0x00400000")
bin2('mul','rn',MAXF,0x40000000,"FLT_MAX * 2 overflows: rn -> +Inf")
bin2('mul','rz',MAXF,0x40000000,"overflow toward zero -> FLT_MAX")
bin2('mul','rm',MAXF,0x40000000,"positive overflow toward -Inf -> FLT_MAX")
bin2('mul','rp',MAXF,0x40000000,"positive overflow toward +Inf -> +Inf")
bin2('mul','rm',MAXF,0xc0000000,"negative overflow toward -Inf -> -Inf")
bin2('mul','rp',MAXF,0xc0000000,"negative overflow toward +Inf -> -FLT_MAX")
bin2('mul','rn',0x80000000,0x3f800000,"-0 * 1 = -0")
# .sat
bin2('add','rn',0x3f400000,0x3f000000,"0.75 + 0.5 = 1.25 -> .sat clamps to 1.0",sat=True)
bin2('add','rn',0xbf800000,0x3f000000,"-1 + 0.5 = -0.5 -> .sat clamps to +0",sat=True)
bin2('mul','rn',0x3f000000,0x3f000000,"0.25 is inside [0, 1]: unchanged",sat=True)
t.f("add.rn.sat.f32",[F(QNAN),F(ONE)],0,"add.rn.sat.f32 NaN, 1 = +0: .sat flushes NaN results to +0 (ISA add.f32 .sat)")
t.f("mul.rn.sat.f32",[F(0x80000000),F(ONE)],0,"mul.rn.sat.f32 -0, 1 = +0: .sat result -0 becomes +0 (docs/numerics.md, measured)")
# special values
t.f("add.rn.f32",[F(INF),F(NINF)],CNAN,"add.rn.f32 +Inf, -Inf = NaN; f32 NaN results are 0x7fffffff (docs/numerics.md, measured on sm_90)")
t.f("mul.rn.f32",[F(0),F(INF)],CNAN,"mul.rn.f32 0, Inf = NaN 0x7fffffff")
t.f("add.rn.f32",[F(0x7f800001),F(ONE)],CNAN,"add.rn.f32 sNaN 0x7f800001, 1 = 0x7fffffff: payload not propagated (measured)")
t.f("add.rn.f32",[F(INF),F(MAXF)],INF,"add.rn.f32 +Inf, FLT_MAX = +Inf")
# fma: single rounding
def fma(mode,a,b,c,comment,ftz=False,sat=False,name='fma'):
    ex=(fv(fz(a))*fv(fz(b))+fv(fz(c))) if ftz else fv(a)*fv(b)+fv(c)
    r=r32(ex,mode,ftz=ftz) if ex!=0 else (0x80000000 if mode=='rm' else 0)
    if sat:
        v=f32(r); r=0 if v<=0 else (ONE if v>=1 else r)
    nm="%s.%s%s%s.f32"%(name,mode,".ftz" if ftz else "",".sat" if sat else "")
    t.f(nm,[F(a),F(b),F(c)],r,"%s 0x%08x, 0x%08x, 0x%08x = 0x%08x: %s"%(nm,a,b,c,r,comment))
fma('rn',X,X,0xbf800001*0+0x3f800002,"placeholder")
t.rows.pop(); t.lines.pop()
fma('rn',X,X,0xbf800002,"(1+2^-23)^2 - (1+2^-22) = 2^-46 exactly: no rounding of the product (mul then add gives 0)")
for m in ['rn','rz','rm','rp']:
    fma(m,X,X,0xc0800000,"(1+2^-23)^2 - 4 = -(3 - 2^-22 - 2^-46): between two f32s, modes pick different ones")
fma('rn',MAXF,0x40000000,0xff7fffff,"FLT_MAX*2 - FLT_MAX = FLT_MAX: the product does not overflow inside fma")
fma('rn',X,X,0xbf800002,"same 2^-46 under .ftz: a normal result, kept",ftz=True)
fma('rn',0x00800000,0x3f000000,0,"2^-126 * 0.5 + 0 = 2^-127 subnormal")
fma('rn',0x00800000,0x3f000000,0,"same with .ftz -> +0",ftz=True)
fma('rn',0x3f400000,0x3f400000,0x3f400000,"0.5625 + 0.75 = 1.3125 -> .sat 1.0",sat=True)
fma('rz',X,X,0,"mad.rz = fma.rz (mad with a rounding mode is fused)",name='mad')
t.f("fma.rn.f32",[F(INF),F(0),F(QNAN)],CNAN,"fma.rn.f32 Inf, 0, NaN = NaN 0x7fffffff")
# div / rcp / sqrt (IEEE, correctly rounded)
for m,a,b,cm in [('rn',ONE,0x40400000,"1/3"),('rz',ONE,0x40400000,"1/3"),('rm',0xbf800000,0x40400000,"-1/3"),('rp',0x40000000,0x40400000,"2/3"),('rn',0x40000000,0x40400000,"2/3")]:
    bin2('div',m,a,b,cm)
t.f("div.rn.f32",[F(ONE),F(0)],INF,"div.rn.f32 1, +0 = +Inf")
t.f("div.rn.f32",[F(0xbf800000),F(0)],NINF,"div.rn.f32 -1, +0 = -Inf")
t.f("div.rn.f32",[F(0),F(0)],CNAN,"div.rn.f32 0, 0 = NaN 0x7fffffff")
bin2('div','rn',0x00000001,0x40000000,"2^-149 / 2 = 2^-150: tie between 0 and 2^-149 -> even = +0")
bin2('div','rn',0x00000003,0x40000000,"3*2^-149 / 2 = 1.5*2^-149: tie -> even 2*2^-149")
bin2('div','rn',ONE,0x7f000000,"1 / 2^127 = 2^-127 subnormal (ok without .ftz)")
bin2('div','rn',ONE,0x7f000000,"1 / 2^127 with .ftz -> +0",ftz=True)
def un(nm,mode,a,val,comment):
    t.f("%s.%s.f32"%(nm,mode) if mode else nm,[F(a)],val,"%s.%s.f32 0x%08x = 0x%08x: %s"%(nm,mode,a,val,comment))
for m in ['rn','rz','rm','rp']:
    ex=Fr(1)/3; un('rcp',m,0x40400000,r32(ex,m),"1/3 (1/3 = 0x3eaaaaaa + 2/3 ulp)")
un('rcp','rn',0x80000000,NINF,"1/-0 = -Inf")
un('rcp','rn',INF,0,"1/Inf = +0")
un('rcp','rn',MAXF,r32(1/f32(MAXF)),"1/FLT_MAX = 2^-128 * (1+2^-24+...) is subnormal: 0x00200000")
un('rcp','rn.ftz',MAXF,0,"same with .ftz -> +0")
import math
def sqrtbits(a,mode):
    # exact rounding of sqrt: binary search on representable values
    x=f32(a); 
    lo,hi=0,0x7f800000
    # find largest b with f32(b)^2 <= x
    while lo<hi:
        mid=(lo+hi+1)//2
        if f32(mid)**2<=x: lo=mid
        else: hi=mid-1
    b=lo
    if f32(b)**2==x: return b
    if mode in('rz','rm'): return b
    if mode=='rp': return b+1
    mid=(f32(b)+f32(b+1))/2
    return b if x<mid*mid else b+1   # never a tie for sqrt
for m in ['rn','rz','rm','rp']:
    un('sqrt',m,0x40000000,sqrtbits(0x40000000,m),"sqrt(2)")
un('sqrt','rn',0x40800000,0x40000000,"sqrt(4) = 2 exactly")
un('sqrt','rn',0x00000001,sqrtbits(1,'rn'),"sqrt(2^-149) = 2^-74.5, a normal result")
un('sqrt','rn',0x80000000,0x80000000,"sqrt(-0) = -0 (IEEE)")
un('sqrt','rn',0xbf800000,CNAN,"sqrt(-1) = NaN 0x7fffffff")
un('sqrt','rn',INF,INF,"sqrt(+Inf) = +Inf")
un('sqrt','rn.ftz',0x00000001,0,"sqrt.ftz of a subnormal: input flushed to +0 -> +0")
# min / max
def mm(op,a,b,val,comment):
    t.f(op,[F(a),F(b)],val,"%s 0x%08x, 0x%08x = 0x%08x: %s"%(op,a,b,val,comment))
mm("min.f32",0x80000000,0,0x80000000,"min(-0, +0) = -0: -0 < +0 (ISA min)")
mm("min.f32",0,0x80000000,0x80000000,"min(+0, -0) = -0")
mm("max.f32",0x80000000,0,0,"max(-0, +0) = +0")
mm("min.f32",QNAN,ONE,ONE,"min(NaN, 1) = 1: a single NaN returns the other operand")
mm("max.f32",ONE,QNAN,ONE,"max(1, NaN) = 1")
mm("min.f32",QNAN,0x7fc00001,CNAN,"min(NaN, NaN) = canonical NaN")
mm("min.NaN.f32",ONE,QNAN,CNAN,"min.NaN(1, NaN) = canonical NaN 0x7fffffff")
mm("max.NaN.f32",0x3f000000,ONE,ONE,"max.NaN(0.5, 1) = 1 (no NaN: ordinary max)")
mm("max.f32",NINF,MAXF|0x80000000,0xff7fffff,"max(-Inf, -FLT_MAX) = -FLT_MAX")
mm("min.ftz.f32",0x00000001,0x3f800000,0,"min.ftz(2^-149, 1): the subnormal is flushed to +0 -> +0")
# abs / neg / copysign / testp
un('abs','',0x80000000,0,"abs(-0) = +0"); t.lines[-1]=t.lines[-1].replace('abs.',"abs.f32 ",1).replace("abs.f32 .f32","abs.f32") if False else t.lines[-1]
t.lines.pop(); t.rows.pop()
t.f("abs.f32",[F(0x80000000)],0,"abs.f32 -0 = +0")
t.f("neg.f32",[F(0)],0x80000000,"neg.f32 +0 = -0")
t.f("abs.f32",[F(0xff800000)],INF,"abs.f32 -Inf = +Inf")
t.f("abs.ftz.f32",[F(0x80000001)],0,"abs.ftz.f32 -2^-149: flushed -> +0")
t.f("neg.ftz.f32",[F(0x00000001)],0x80000000,"neg.ftz.f32 2^-149: flushed to +0, negated -> -0")
t.f("copysign.f32",[F(0xbf800000),F(0x40000000)],0xc0000000,"copysign.f32 a=-1, b=2: b's magnitude with a's sign = -2")
t.f("copysign.f32",[F(0x3f800000),F(0xc0000000)],0x40000000,"copysign.f32 a=1, b=-2 = +2")
for prop,a,val,cm in [('subnormal',0x00000001,1,"2^-149 is subnormal"),('normal',0x00000001,0,"a subnormal is not normal"),('normal',0,1,"zero counts as normal on the GPU (measured on an H200, 2026-11-29, bench/results/fidelity-nvidia-h200-2026-11-29.json), although the ISA text lists zero apart"),('finite',INF,0,"Inf is not finite"),('infinite',NINF,1,"-Inf is infinite"),('notanumber',0x7f800001,1,"sNaN is NaN"),('number',QNAN,0,"NaN is not a number"),('finite',MAXF,1,"FLT_MAX is finite")]:
    t.f("testp.%s.f32"%prop,[F(a)],val,"testp.%s.f32 0x%08x = %d: %s"%(prop,a,val,cm),dst='p',put='putp')
if len(sys.argv)>1:
    print(t.kernel(open('f32_head.kiln').read(),"conf_f32_arith","\tf32 f;\n\tpred p;"))
else:
    print(t.emit("conf_f32_arith"))
