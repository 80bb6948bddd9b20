# mma_int_f64: D = A*B + C of mma.sync m16n8k32 / m16n8k16 (.s32 from
# .s8/.u8) and m8n8k4 .f64, placed in the D fragment of the ISA figure
# (c/d0..3 at (g, 2t), (g, 2t+1), (g+8, 2t), (g+8, 2t+1)); integer sums
# are exact, wrap mod 2^32, or clamp with .satfinite; the f64 inputs are
# small integers, so the sums are exact in any order.  Kernel:
# tests/conformance/mma_int_f64/kernel.kiln (same definitions).
from common import *
import struct
def av(i,k): return (7*i+3*k+200)&255
def bv(k,j): return (5*k+11*j+100)&255
def cv(i,j): return 1000*i-7*j
def s8(x): return x-256 if x>127 else x
def mma(K,sa,sb,C,sat):
    regs=[[],[],[],[]]
    for l in range(32):
        g,t=l//4,l%4
        for r,(i,j) in enumerate([(g,2*t),(g,2*t+1),(g+8,2*t),(g+8,2*t+1)]):
            s=C(i,j)+sum((s8(av(i,k)) if sa else av(i,k))*(s8(bv(k,j)) if sb else bv(k,j)) for k in range(K))
            if sat: s=max(-(1<<31),min((1<<31)-1,s))
            regs[r].append(s&M32)
    return regs
H=lambda i,j:0x7ffff000
checks=[]
for K,ab,sa,sb,C,sat,cm in [(32,"s8.s8",1,1,cv,0,""),(32,"u8.u8",0,0,cv,0,""),(32,"s8.u8",1,0,cv,0,""),(32,"u8.s8",0,1,cv,0,""),
                            (16,"s8.s8",1,1,cv,0,""),(16,"u8.u8",0,0,cv,0,""),
                            (32,"u8.u8",0,0,H,0,", C = 0x7ffff000: the sum wraps mod 2^32"),(32,"u8.u8",0,0,H,1,", C = 0x7ffff000, .satfinite: clamps to INT_MAX"),
                            (16,"s8.s8",1,1,cv,1,", .satfinite (no overflow: unchanged)")]:
    regs=mma(K,sa,sb,C,sat)
    for r in range(4): checks.append((regs[r],"mma m16n8k%d .s32.%s d%d at (%s)%s"%(K,ab,r,["g, 2t","g, 2t+1","g+8, 2t","g+8, 2t+1"][r],cm)))
def b64(x): return struct.unpack('<Q',struct.pack('<d',float(x)))[0]
A=lambda i,k:i-2*k; B=lambda k,j:(k+1)*(j-3); Cf=lambda i,j:i*j-3
for i in range(2):
    lo=[];hi=[]
    for l in range(32):
        g,t=l//4,l%4; r,c=g,2*t+i
        v=b64(Cf(r,c)+sum(A(r,k)*B(k,c) for k in range(4)))
        lo.append(v&M32); hi.append(v>>32)
    checks.append((lo,"mma m8n8k4 .f64 d%d at (g, 2t+%d) [lo]"%(i,i))); checks.append((hi,"  ... [hi]"))
t=T()
for vals,cm in checks:
    for l,x in enumerate(vals): t.rows.append((x&M32,(cm+" [lane 0]") if l==0 else "  lane %d"%l))
print(t.emit("conf_mma_int_f64"))
