# generates the setp_selp kernel body lines and the table
from common import *
import math
ops=['eq','ne','lt','le','gt','ge','equ','neu','ltu','leu','gtu','geu','num','nan']
def cmpf(op,a,b):
    un=math.isnan(a) or math.isnan(b)
    base={'eq':a==b,'ne':a!=b and not un,'lt':a<b,'le':a<=b,'gt':a>b,'ge':a>=b}
    if op in base: return (not un) and base[op]
    if op=='num': return not un
    if op=='nan': return un
    return un or base[op[:-1]] if op!='neu' else (un or a!=b)
F={'1.0':(0x3f800000,1.0),'2.0':(0x40000000,2.0),'NaN':(0x7fc00000,float('nan')),'+0':(0,0.0),'-0':(0x80000000,-0.0)}
pairs=[('1.0','2.0'),('2.0','2.0'),('NaN','1.0'),('+0','-0')]
K=[]; t=T()
for op in ops:
    for a,b in pairs:
        K.append("\tsetp.%s.f32 p, cf(0x%08x, z), cf(0x%08x, z);   putp(out, k, p);"%(op,F[a][0],F[b][0]))
        t.v(int(cmpf(op,F[a][1],F[b][1])),"setp.%s.f32 %s, %s"%(op,a,b))
print("\n".join(K)); print("=====")
print(t.emit("conf_setp_selp_f32"))
