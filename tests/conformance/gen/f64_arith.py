from kgen import *
from fp import *
import sys
t=KT()
ONE=0x3ff0000000000000; X=0x3ff0000000000001; H=0x3ca0000000000000  # 2^-53
MAXD=0x7fefffffffffffff; INF=0x7ff0000000000000; NINF=0xfff0000000000000
DNAN=0xfff8000000000000
def fz(b): return b
def bin2(op,mode,a,b,comment):
    x,y=f64(a),f64(b)
    ex={'add':lambda:x+y,'sub':lambda:x-y,'mul':lambda:x*y,'div':lambda:x/y}[op]()
    if ex==0:
        r=((a^b)&(1<<63)) if op in('mul','div') else ((1<<63) if mode=='rm' else 0)
    else: r=r64(ex,mode)
    nm="%s.%s.f64"%(op,mode)
    fd(t,nm,[D(a),D(b)],r,"%s 0x%016x, 0x%016x = 0x%016x: %s"%(nm,a,b,r,comment))
for m in ['rn','rz','rm','rp']: bin2('add',m,ONE,H,"1 + 2^-53: exactly half an ulp")
for m in ['rn','rz','rm','rp']: bin2('add',m,X,H,"(1+2^-52) + 2^-53: tie, odd neighbour -> rn rounds up to even")
bin2('add','rm',0x400921fb54442d18,0xc00921fb54442d18,"x + (-x) = -0 toward -Inf")
bin2('add','rn',1,1,"2^-1074 + 2^-1074 = 2^-1073: subnormals exact (no ftz for f64)")
for m in ['rn','rz','rm','rp']: bin2('mul',m,X,X,"(1+2^-52)^2 = 1 + 2^-51 + 2^-104")
bin2('mul','rn',MAXD,0x4000000000000000,"DBL_MAX*2 -> +Inf")
bin2('mul','rz',MAXD,0x4000000000000000,"DBL_MAX*2 toward zero -> DBL_MAX")
bin2('mul','rn',0x0010000000000000,0x3fe0000000000000,"2^-1022 * 0.5 = 2^-1023 subnormal")
for m,a,b in [('rn',ONE,0x4008000000000000),('rz',ONE,0x4008000000000000),('rp',ONE,0x4008000000000000),('rn',0x4000000000000000,0x4008000000000000),('rm',0xbff0000000000000,0x4008000000000000)]:
    bin2('div',m,a,b,"%s/%s"%(f64(a),f64(b)))
fd(t,"div.rn.f64",[D(0),D(0)],DNAN,"div.rn.f64 0/0 = default NaN 0xfff8000000000000 (docs/numerics.md, measured)")
def fma(mode,a,b,c,comment):
    ex=f64(a)*f64(b)+f64(c); r=r64(ex,mode) if ex!=0 else ((1<<63) if mode=='rm' else 0)
    nm="fma.%s.f64"%mode
    fd(t,nm,[D(a),D(b),D(c)],r,"%s = 0x%016x: %s"%(nm,r,comment))
fma('rn',X,X,0xbff0000000000002,"(1+2^-52)^2 - (1+2^-51) = 2^-104 exactly: single rounding")
for m in ['rn','rz','rm','rp']: fma(m,X,X,0xc010000000000000,"(1+2^-52)^2 - 4: the modes pick different neighbours")
fma('rn',MAXD,0x4000000000000000,0xffefffffffffffff,"DBL_MAX*2 - DBL_MAX = DBL_MAX: no intermediate overflow")
def sqrt64(a,mode):
    x=f64(a); lo,hi=0,INF
    while lo<hi:
        mid=(lo+hi+1)//2
        if f64(mid)**2<=x: lo=mid
        else: hi=mid-1
    if f64(lo)**2==x or mode in('rz','rm'): return lo
    if mode=='rp': return lo+1
    m=(f64(lo)+f64(lo+1))/2
    return lo if x<m*m else lo+1
for m in ['rn','rz','rp']:
    fd(t,"sqrt.%s.f64"%m,[D(0x4000000000000000)],sqrt64(0x4000000000000000,m),"sqrt.%s.f64 2"%m)
fd(t,"sqrt.rn.f64",[D(0xbff0000000000000)],DNAN,"sqrt(-1) = default NaN 0xfff8000000000000 (measured)")
for m in ['rn','rz','rp']:
    fd(t,"rcp.%s.f64"%m,[D(0x4008000000000000)],r64(Fr(1,3),m),"rcp.%s.f64 3"%m)
fd(t,"add.rn.f64",[D(0x7ff4000000000000),D(ONE)],0x7ffc000000000000,"add NaN(0x7ff4..), 1: input NaN propagates quieted (measured)")
fd(t,"add.rn.f64",[D(0x7ff4000000000000),D(0x7ff0000000000123)],0x7ff8000000000123,"add a=NaN1, b=NaN2: b wins (precedence b, c, a; measured), quieted")
fd(t,"add.rn.f64",[D(INF),D(NINF)],DNAN,"Inf - Inf = default NaN 0xfff8000000000000")
fd(t,"min.f64",[D(1<<63),D(0)],1<<63,"min(-0, +0) = -0")
fd(t,"max.f64",[D(1<<63),D(0)],0,"max(-0, +0) = +0")
fd(t,"min.f64",[D(0x7ff8000000000000),D(ONE)],ONE,"min(NaN, 1) = 1")
fd(t,"max.f64",[D(ONE),D(0x7ff8000000000000)],ONE,"max(1, NaN) = 1")
fd(t,"neg.f64",[D(0)],1<<63,"neg(+0) = -0")
fd(t,"abs.f64",[D(NINF)],INF,"abs(-Inf) = +Inf")
fd(t,"copysign.f64",[D(0xbff0000000000000),D(0x4000000000000000)],0xc000000000000000,"copysign(a=-1, b=2) = -2")
if len(sys.argv)>1:
    print(t.kernel(open('f64_head.kiln').read(),"conf_f64_arith","\tf64 d;"))
else:
    print(t.emit("conf_f64_arith"))
