from common import *
t=T(); v=t.v; v64=t.v64
x,y,m=0x12345678,0x9abcdef0,0x0f0f0f0f
v(x&y,"and.b32 0x12345678, 0x9abcdef0")
v(x|y,"or.b32")
v(x^y,"xor.b32")
v(~x,"not.b32 0x12345678 = 0xedcba987")
v(0,"cnot.b32 0x12345678 = 0 (a != 0)")
v(1,"cnot.b32 0 = 1")
v(x<<4,"shl.b32 x, 4 = 0x23456780")
v(x<<31,"shl.b32 x, 31 = 0 (bit 0 of x is 0)")
v(0,"shl.b32 x, 32 = 0: amounts > width clamp to the width (9.7.8.x shl)")
v(0,"shl.b32 x, 0xffffffff = 0: the amount is unsigned, clamped")
v(1,"shr.u32 0x80000000, 31 = 1")
v(0,"shr.u32 0x80000000, 40 = 0: clamped to 32, zero fill")
v(0xf8000000,"shr.s32 INT_MIN, 4 = 0xf8000000: arithmetic, sign fill")
v(0xffffffff,"shr.s32 INT_MIN, 40 = 0xffffffff: clamped to 32, all sign bits")
v(0,"shr.s32 INT_MAX, 40 = 0")
v(0x08000000,"shr.b32 0x80000000, 4 = 0x08000000: .b shifts are logical")
v64(1<<63,"shl.b64 1, 63 = 2^63")
v64(0,"shl.b64 1, 64 = 0")
v64(-1,"shr.s64 INT64_MIN, 100 = all ones (clamped to 64)")
v64(1,"shr.u64 2^63, 63 = 1")
v(0xffff,"shr.s16 0x8000, 17 = 0xffff (clamped to 16, sign fill; zero-extended into the slot)")
def lop3(a,b,c,lut):
    r=0
    for i in range(32):
        idx=(((a>>i)&1)<<2)|(((b>>i)&1)<<1)|((c>>i)&1)
        r|=((lut>>idx)&1)<<i
    return r
for lut,what in [(0x96,"a^b^c"),(0xe8,"majority"),(0x01,"~(a|b|c)"),(0x00,"0"),(0xff,"~0")]:
    r=lop3(0xf0f0f0f0,0xcccccccc,0xaaaaaaaa,lut); assert r==lut*0x01010101
    v(r,"lop3 0xf0.., 0xcc.., 0xaa.., 0x%02x (%s): with the canonical inputs each result byte is the LUT = 0x%08x"%(lut,what,r))
v(x^y^m,"lop3 x, y, m, 0x96 = x ^ y ^ m")
v((x&y)|(x&m)|(y&m),"lop3 x, y, m, 0xe8 = majority(x, y, m)")
v((x&y)|(~x&m),"lop3 x, y, m, 0xca = x ? y : m (bitwise select; F(0xf0,0xcc,0xaa)=0xca)")
v(x&y&m,"lop3 x, y, m, 0x80 = x & y & m")
v(x|y|m,"lop3 x, y, m, 0xfe = x | y | m")
v(x^(y|m),"lop3 x, y, m, 0x1e = x ^ (y | m) (0xf0 ^ (0xcc|0xaa) = 0x1e)")
v(0x03020100,"prmt a=0x03020100 b=0x07060504 c=0x3210: identity -> a")
v(0x05010400,"prmt c=0x5140: d.b0=byte0, d.b1=byte4, d.b2=byte1, d.b3=byte5")
v(0x07060504,"prmt c=0x7654 -> b")
v(0x00ff01ff,"prmt a=0x80ff7f01 b=0 c=0x9a0b: b0 sel 3 +sign(0x80)->0xff, b1 sel 0 ->0x01, b2 sel 2 +sign(0xff)->0xff, b3 sel 1 +sign(0x7f)->0x00")
v(0x017fff80,"prmt a=0x80ff7f01 b=0 c=0xffff0123: only c[15:0] used; bytes 3,2,1,0 reversed")
v(0x04030201,"prmt.f4e c=1: bytes 4 3 2 1 (ISA mode table)")
v(0x06050403,"prmt.f4e c=7: only c[1:0]=3 -> bytes 6 5 4 3")
v(0x05060700,"prmt.b4e c=0: bytes 5 6 7 0")
v(0x07000102,"prmt.b4e c=2: bytes 7 0 1 2")
v(0x02020202,"prmt.rc8 c=2: byte 2 replicated")
v(0x03020101,"prmt.ecl c=1: bytes 3 2 1 1")
v(0x02020100,"prmt.ecr c=2: bytes 2 2 1 0")
v(0x03020302,"prmt.rc16 c=1: bytes 3 2 3 2")
v(0x01000100,"prmt.rc16 c=2: bytes 1 0 1 0")
def bfe(a,pos,ln,signed,msb):
    pos&=0xff; ln&=0xff
    sbit=0 if (not signed or ln==0) else (a>>min(pos+ln-1,msb))&1
    d=0
    for i in range(msb+1):
        bit=((a>>(pos+i))&1) if (i<ln and pos+i<=msb) else sbit
        d|=bit<<i
    return d
v(bfe(0xf0f0f0f0,4,8,0,31),"bfe.u32 0xf0f0f0f0, 4, 8 = bits [11:4] = 0x0f")
v(bfe(0xf00,8,4,1,31),"bfe.s32 0xf00, 8, 4: field 0xf, sign bit (bit 11) 1 -> 0xffffffff")
v(bfe(0x700,8,4,1,31),"bfe.s32 0x700, 8, 4: field 0x7, sign bit 0 -> 7")
v(bfe(0x80000000,28,8,1,31),"bfe.s32 INT_MIN, 28, 8: field runs past bit 31; bits 28..31 = 1000, sign = a[min(35,31)] = 1 -> 0xfffffff8")
v(bfe(0x80000000,28,8,0,31),"bfe.u32 INT_MIN, 28, 8 = 0x8 (zero fill)")
v(bfe(0xf0,0x104,4,0,31),"bfe.u32 0xf0, pos 0x104, 4: pos = c & 0xff = 4 -> 0xf")
v(bfe(0xffffffff,4,0,1,31),"bfe.s32 -1, 4, len 0 = 0 (len 0: sbit 0)")
v(bfe(0x80000000,40,4,1,31),"bfe.s32 INT_MIN, pos 40, 4: pos past msb -> every bit is sbit = a[31] = 1 -> 0xffffffff")
v64(bfe(0xf00000000000000f,60,8,0,63),"bfe.u64 0xf00000000000000f, 60, 8 = 0xf")
v64(bfe(0x80000000,28,4,1,63),"bfe.s64 0x80000000, 28, 4: field 0x8, sign 1 -> 0xfffffffffffffff8")
def bfi(a,b,pos,ln,msb):
    pos&=0xff; ln&=0xff; f=b
    i=0
    while i<ln and pos+i<=msb:
        f=(f&~(1<<(pos+i)))|(((a>>i)&1)<<(pos+i)); i+=1
    return f
v(bfi(0xff,0x12345678,8,4,31),"bfi.b32 0xff into 0x12345678 at 8, len 4 = 0x12345f78")
v(bfi(0xff,0,30,8,31),"bfi.b32 0xff into 0 at 30, len 8: only bits 30,31 fit -> 0xc0000000")
v(bfi(0xff,0x12345678,8,0,31),"bfi.b32 len 0 -> b unchanged")
v(bfi(0xff,0x12345678,32,8,31),"bfi.b32 pos 32 > msb -> b unchanged")
v(bfi(5,0,0x103,3,31),"bfi.b32 5 into 0 at pos 0x103 (& 0xff = 3), len 3 = 0x28")
v64(bfi(0xff,0,60,8,63),"bfi.b64 0xff into 0 at 60, len 8 = 0xf000000000000000")
a,b=0x89abcdef,0x01234567
def shf(a,b,c,left,clamp):
    n=min(c,32) if clamp else c&31
    if left: return ((b<<n)|(a>>(32-n)))&M32
    return ((b<<(32-n))|(a>>n))&M32
v(shf(a,b,4,1,0),"shf.l.wrap a=0x89abcdef b=0x01234567 c=4: high word of {b,a}<<4 = 0x12345678")
v(shf(a,b,36,1,0),"shf.l.wrap c=36: c & 31 = 4 -> 0x12345678")
v(shf(a,b,36,1,1),"shf.l.clamp c=36: min(c,32) = 32 -> a")
v(shf(a,b,0,1,1),"shf.l.clamp c=0 -> b")
v(shf(a,b,4,0,0),"shf.r.wrap c=4: low word of {b,a}>>4 = 0x789abcde")
v(shf(a,b,32,0,0),"shf.r.wrap c=32: 32 & 31 = 0 -> a")
v(shf(a,b,40,0,1),"shf.r.clamp c=40: 32 -> b")
v(shf(a,b,31,0,1),"shf.r.clamp c=31 = (b << 1) | (a >> 31) = 0x02468acf")
# the prmt mode rows go to their own table/kernel (conf_bitops_prmt)
rows=t.rows
pm=[r for r in rows if r[1].startswith('prmt.')]
t.rows=[r for r in rows if not r[1].startswith('prmt.')]
u=T(); u.rows=pm
print(t.emit("conf_bitops")); print(); print(u.emit("conf_bitops_prmt"))
