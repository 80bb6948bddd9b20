import struct,sys
def b32(x): return struct.unpack('<I',struct.pack('<f',x))[0]
# (opcode, input bits list, C expression over double x/y giving the exact value, comment)
C=[]  # (op, a, b|None, cexpr)
def add(op,a,cexpr,b=None): C.append((op,a,b,cexpr))
for x in [0.5,-3.25,10.0,0.1]: add("ex2.approx.f32",b32(x),"exp2(x)")
add("ex2.approx.ftz.f32",b32(-126.5),"0.0 | 2^-126.5 is subnormal: .ftz flushes the result")
for x in [3.0,0.1,1024.0,1.5]: add("lg2.approx.f32",b32(x),"log2(x)")
for x in [3.0,-7.0,0.1]: add("rcp.approx.f32",b32(x),"1.0 / x")
for x in [2.0,0.25,3.0]: add("rsqrt.approx.f32",b32(x),"1.0 / sqrt(x)")
for x in [2.0,10.0]: add("sqrt.approx.f32",b32(x),"sqrt(x)")
for x in [1.0,-2.5,6.0,0.5]: add("sin.approx.f32",b32(x),"sin(x)")
for x in [1.0,3.0,0.25,-6.0]: add("cos.approx.f32",b32(x),"cos(x)")
add("div.approx.f32",b32(1.0),"x / y",b32(3.0))
add("div.full.f32",b32(10.0),"x / y",b32(7.0))
add("div.approx.f32",b32(-5.0),"x / y",b32(0.1))
# special rows of the ISA tables (exact)
add("ex2.approx.f32",0xff800000,"0.0 | ex2(-Inf) = +0")
add("ex2.approx.f32",0x7f800000,"INFINITY | ex2(+Inf) = +Inf")
add("lg2.approx.f32",0x00000000,"-INFINITY | lg2(+0) = -Inf")
add("lg2.approx.f32",0xbf800000,"NAN | lg2(-1) = NaN")
add("rcp.approx.f32",0x80000000,"-INFINITY | rcp(-0) = -Inf")
add("rsqrt.approx.f32",0x7f800000,"0.0 | rsqrt(+Inf) = +0")
add("rsqrt.approx.f32",0x80000000,"-INFINITY | rsqrt(-0) = -Inf")
add("sin.approx.f32",0x7f800000,"NAN | sin(Inf) = NaN")
T=[]  # tanh, separate tolerance
for x in [0.5,-1.0,2.0,0.125]: T.append(("tanh.approx.f32",b32(x),None,"tanh(x)"))
def kernel(name,rows):
    L=[]
    for op,a,b,_ in rows:
        args="cf(0x%08x, z)"%a + ((", cf(0x%08x, z)"%b) if b is not None else "")
        L.append("\t%s f, %s;    st.global.f32 [out + k], f; k += 1;"%(op,args))
    return "kernel %s(zero: global u32*, out: global f32*) grid(1) block(1)\n{\n\tu32 z;\n\tld.global.u32 z, [zero];\n\tu32 k = 0;\n\tf32 f;\n%s\n}\n"%(name,"\n".join(L))
if __name__=='__main__' and sys.argv[1:]==['k']:
    print(open('approx_head.kiln').read()+kernel("conf_approx",C)+"\n// tanh.approx.f32: ISA bound 2^-11 relative (workload tanh.json)\n"+kernel("conf_approx_tanh",T))
