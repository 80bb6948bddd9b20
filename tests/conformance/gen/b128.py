from common import *
# b128 values as (lo, hi) 64-bit halves; a b128 fills four slots, the
# 32-bit words least significant first (little-endian, PTX ISA 5.2.2 / mov)
t=T()
def q(lo,hi,c):
    x=lo|hi<<64
    for i in range(4):
        t.v((x>>(32*i))&M32, c if i==0 else "  ... word %d"%i)
A=(0x0123456789abcdef,0xfedcba9876543210)
q(*A,"mov.b128 q, {lo, hi} then mov.b128 {lo, hi}, q: lo is bits 0..63")
q(*A,"r = q (mov.b128 r, q), unpacked")
q(*A,"st.global.b128 [out + 8], q: lo first in memory")
q(1004|1005<<32,1006|1007<<32,"ld.global.b128 of src[4..7] (src = arange(1000)): word i = src[4+i]")
q(1008|1009<<32,1010|1011<<32,"ld.b128 (generic) of src[8..11]")
q(0x1111111122222222,0x3333333344444444,"st.shared.b128 then ld.shared.u32 of words 0..3")
q(0x5555555566666666,0x7777777788888888,"st.shared::cta.b128, ld.shared::cta.b128")
q(0x99999999aaaaaaaa,0xbbbbbbbbcccccccc,"st.b128 through cvta.shared (generic), read by ld.shared.b128")
q(0x5555555566666666,0x7777777788888888,"ld.b128 (generic) of the shared::cta store")
S=(0x0000000100000002,0x0000000300000004)
N=(0xa0a0a0a0b0b0b0b0,0xc0c0c0c0d0d0d0d0)
C=(0x1010101020202020,0x3030303040404040)
q(*N,"atom.global.exch.b128: final value in the seeded slots"); q(*S,"  old value returned")
q(*C,"atom.global.cas.b128 compare == memory: swapped"); q(*S,"  old value returned")
q(*S,"atom.global.cas.b128 compare differs in the top word: not swapped"); q(*S,"  old value returned")
q(*S,"atom.relaxed.gpu.global.cas.b128 compare differs in the bottom word: not swapped"); q(*S,"  old value returned")
q(*S,"atom.shared.cas.b128 compare == memory: old (memory becomes 0xdeadbeef..., 0x0123...)")
q(0xdeadbeefdeadbeef,0x0123012301230123,"atom.acq_rel.cta.shared::cta.exch.b128: old = the cas's new value")
q(0x4444444455555555,0x6666666677777777,"atom.cas.b128 (generic, shared) compare != memory: old = the exch's value")
q(0x4444444455555555,0x6666666677777777,"  ld.shared.b128: not swapped")
print(t.emit("conf_b128"))

# conf_b128_dsmem: CTA r's 16 slots, r = 0 then 1; X(r) = (X_lo | r, X_hi | r)
t=T()
X=lambda lo,hi,r: (lo|r,hi|r)
for r in (0,1):
    p=r^1
    q(*X(0x1111111100000000,0x2222222200000000,p),"CTA %d: ld.shared::cluster.b128 of the peer's sm[0..3] = V(%d)"%(r,p))
    q(*X(0x1111111100000000,0x2222222200000000,p),"CTA %d: atom.shared::cluster.cas.b128 on the peer, compare V(%d): hit, old = V(%d)"%(r,p,p))
    q(*X(0x3333333300000000,0x4444444400000000,p),"CTA %d: own sm[0..3] after the peer's cas = N(%d)"%(r,p))
    q(*X(0x5555555500000000,0x6666666600000000,p),"CTA %d: own sm[4..7] = the peer's st.shared::cluster.b128 P(%d)"%(r,p))
print(t.emit("conf_b128_dsmem"))
