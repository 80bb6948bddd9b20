from common import *
import struct
def fb(x): return struct.unpack('<I',struct.pack('<f',float(x)))[0]
E=lambda m,r,c: 64*m+8*r+c
def pair(lo,hi): return (hi<<16)|lo
def ldm(m,trans):
    out=[]
    for l in range(32):
        g,t=l//4,l%4
        if not trans: out.append(pair(E(m,g,2*t),E(m,g,2*t+1)))
        else: out.append(pair(E(m,2*t,g),E(m,2*t+1,g)))
    return out
A=lambda i,k:(i+2*k)%5-2; B=lambda k,j:(3*k+j)%4-1; Cm=lambda i,j:i-j
def D(i,j,K): return sum(A(i,k)*B(k,j) for k in range(K))+Cm(i,j)
def mma(K):
    regs=[[],[],[],[]]
    for l in range(32):
        g,t=l//4,l%4
        for r,(i,j) in enumerate([(g,2*t),(g,2*t+1),(g+8,2*t),(g+8,2*t+1)]): regs[r].append(fb(D(i,j,K)))
    return regs
checks=[]
checks.append((ldm(0,0),"ldmatrix.x2 d0: matrix 0, lane l gets (row l/4, cols 2(l%4), +1), low half first"))
checks.append((ldm(1,0),"ldmatrix.x2 d1: matrix 1 (rows from lanes 8-15)"))
for m in range(4): checks.append((ldm(m,0),"ldmatrix.x4 d%d: matrix %d"%(m,m)))
for m in range(4): checks.append((ldm(m,1),"ldmatrix.x4.trans d%d: matrix %d transposed: lane l gets (rows 2(l%%4), +1; col l/4)"%(m,m)))
for name,K in [("m16n8k16 bf16",16),("m16n8k16 f16",16),("m16n8k8 tf32",8)]:
    regs=mma(K)
    for r in range(4): checks.append((regs[r],"mma %s d%d: D = A*B + C at (%s), exact small integers"%(name,r,["g, 2t","g, 2t+1","g+8, 2t","g+8, 2t+1"][r])))
t=T()
for vals,cm in checks:
    for l,x in enumerate(vals): t.rows.append((x&M32,(cm+" [lane 0]") if l==0 else "  lane %d"%l))
print(t.emit("conf_ldmatrix_mma"))
u=T()
for l,x in enumerate(ldm(0,0)): u.rows.append((x,"ldmatrix.x1 d0: matrix 0 (lane l: row l/4, cols 2(l%4), +1) [lane 0]" if l==0 else "  lane %d"%l))
print(); print(u.emit("conf_ldmatrix_x1"))
