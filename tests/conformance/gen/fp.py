# exact rounding model (independent of the simulator): Fractions -> bits
from fractions import Fraction as Fr
import struct, math
class Fmt:
    def __init__(s,e,m,inf=True,name=''):
        s.e=e; s.m=m; s.bias=(1<<(e-1))-1; s.inf=inf; s.name=name
        s.emin=1-s.bias
        if inf: s.emax=s.bias; s.maxm=(1<<m)-1
        else: s.emax=s.bias+1; s.maxm=(1<<m)-2   # e4m3: top exponent, mantissa 110
    def maxval(s): return Fr((1<<s.m)+s.maxm, 1<<s.m)*Fr(2)**s.emax
F32=Fmt(8,23,name='f32'); F64=Fmt(11,52); F16=Fmt(5,10); BF16=Fmt(8,7); E4M3=Fmt(4,3,False); E5M2=Fmt(5,2)
TF32=Fmt(8,10)
def rnd_int(q,mode,sign):
    # q: nonnegative Fraction -> integer per mode (sign of the value given separately)
    fl=q.numerator//q.denominator; rem=q-fl
    if rem==0: return fl
    if mode=='rz': return fl
    if mode=='rm': return fl+1 if sign else fl
    if mode=='rp': return fl if sign else fl+1
    if mode=='rna': return fl+1 if rem>=Fr(1,2) else fl
    if rem>Fr(1,2): return fl+1
    if rem<Fr(1,2): return fl
    return fl+(fl&1)
def enc(f,sign,E,M):
    return (sign<<(f.e+f.m))|(E<<f.m)|M
def maxbits(f,sign): return enc(f,sign,f.emax+f.bias,f.maxm)
def infbits(f,sign): return enc(f,sign,(1<<f.e)-1,0)
def round_to(f,x,mode='rn',ftz=False,sat=False,satfinite=False):
    """x: Fraction (or 'nan'/'inf'/'-inf'); returns bits"""
    if x==0: return 0
    sign=1 if x<0 else 0; a=-x if sign else x
    # exponent
    e=a.numerator.bit_length()-a.denominator.bit_length()
    while Fr(2)**e>a: e-=1
    while Fr(2)**(e+1)<=a: e+=1
    # tininess (after rounding, unbounded exponent)
    if ftz:
        q=a/Fr(2)**(e-f.m); n=rnd_int(q,mode,sign)
        if n*Fr(2)**(e-f.m) < Fr(2)**f.emin: return sign<<(f.e+f.m)
    ee=max(e,f.emin)
    q=a/Fr(2)**(ee-f.m); n=rnd_int(q,mode,sign)
    val=n*Fr(2)**(ee-f.m)
    if val> f.maxval() or (not f.inf and val>f.maxval()):
        if satfinite: return maxbits(f,sign)
        if not f.inf: return (sign<<7)|0x7f
        if mode in('rn','rna'): return infbits(f,sign)
        if mode=='rz': return maxbits(f,sign)
        if mode=='rm': return infbits(f,sign) if sign else maxbits(f,sign)
        if mode=='rp': return maxbits(f,sign) if sign else infbits(f,sign)
    if n==0: return sign<<(f.e+f.m)
    # normalize
    E=ee
    if n>=(2<<f.m): n//=2; E+=1   # exact since rounding carried to power of two
    if n<(1<<f.m): return enc(f,sign,0,n)   # subnormal
    return enc(f,sign,E+f.bias,n-(1<<f.m))
def dec(f,bits):
    sign=(bits>>(f.e+f.m))&1; E=(bits>>f.m)&((1<<f.e)-1); M=bits&((1<<f.m)-1)
    if E==(1<<f.e)-1 and f.inf:
        return ('nan' if M else ('-inf' if sign else 'inf'))
    if not f.inf and E==(1<<f.e)-1 and M==(1<<f.m)-1: return 'nan'
    v=Fr(M,1<<f.m)*Fr(2)**f.emin if E==0 else Fr((1<<f.m)+M,1<<f.m)*Fr(2)**(E-f.bias)
    return -v if sign else v
def f32(bits): return dec(F32,bits)
def f64(bits): return dec(F64,bits)
def r32(x,mode='rn',**kw): return round_to(F32,x,mode,**kw)
def r64(x,mode='rn',**kw): return round_to(F64,x,mode,**kw)
def b32(v): return struct.unpack('<I',struct.pack('<f',v))[0]
def b64(v): return struct.unpack('<Q',struct.pack('<d',v))[0]
# self checks
assert r32(Fr(1))==0x3f800000 and r32(Fr(1,3))==b32(1/3)
assert round_to(F16,Fr(65520))==0x7c00 and round_to(F16,Fr(65520),'rz')==0x7bff
assert round_to(F16,Fr(1,2**24))==1 and round_to(F16,Fr(1,2**25))==0 and round_to(F16,Fr(3,2**26))==1
assert r32(Fr(2)**-149)==1 and r32(-Fr(2)**-150)==0x80000000
assert round_to(E4M3,Fr(448))==0x7e and round_to(E4M3,Fr(464))==0x7e and round_to(E4M3,Fr(480),satfinite=True)==0x7e
assert round_to(E5M2,Fr(57344))==0x7b
print("fp.py ok") if __name__=='__main__' else None
