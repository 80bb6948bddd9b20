M32=0xffffffff; M64=(1<<64)-1
def s32(x): x&=M32; return x-(1<<32) if x>>31 else x
def s64(x): x&=M64; return x-(1<<64) if x>>63 else x
def tdiv(a,b):
    q=abs(a)//abs(b); return q if (a<0)==(b<0) else -q
def trem(a,b): return a-b*tdiv(a,b)
class T:
    def __init__(s): s.rows=[]
    def v(s,val,c): s.rows.append((val & M32,c))
    def v64(s,val,c):
        val&=M64; s.rows.append((val&M32,c+" [lo]")); s.rows.append((val>>32,"  ... [hi]"))
    def emit(s,name):
        out=["static const uint32_t %s[] = {"%name]
        for i,(v,c) in enumerate(s.rows):
            out.append("\t0x%08x,\t/* %3d: %s */"%(v,i,c))
        out.append("};")
        out.append("CONF(%s)"%name[5:])
        return "\n".join(out)

def split(t,n):
    """second table from the last n rows of t"""
    u=T(); u.rows=t.rows[-n:]; t.rows=t.rows[:-n]; return u
