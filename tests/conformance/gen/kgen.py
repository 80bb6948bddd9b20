# helpers emitting kernel lines together with table rows
from common import *
class KT(T):
    def __init__(s): T.__init__(s); s.lines=[]
    def c(s,line): s.lines.append("\t"+line)
    def f(s,op,args,val,comment,dst='f',put='putf'):
        s.lines.append("\t%s %s, %s;%s%s(out, k, %s);"%(op,dst,", ".join(args)," "*max(1,60-len(op)-len(", ".join(args))),put,dst))
        s.rows.append((val&M32,comment))
    def kernel(s,head,name,decls):
        return head+"kernel %s(zero: global u32*, out: global u32*) grid(1) block(1)\n{\n\tu32 z;\n\tld.global.u32 z, [zero];\n\tu32 k = 0;\n%s\n%s\n}\n"%(name,decls,"\n".join(s.lines))
def F(b): return "cf(0x%08x, z)"%b
def D(b): return "cd(0x%016x, z)"%b
def fd(t,op,args,val,comment,dst='d',put='putd'):
    t.lines.append("\t%s %s, %s;%s%s(out, k, %s);"%(op,dst,", ".join(args)," "*max(1,70-len(op)-len(", ".join(args))),put,dst))
    t.rows.append((val&M32,comment+" [lo]")); t.rows.append(((val>>32)&M32,"  ... [hi]"))
