from common import *
import sys
rows=[]  # list of (per-lane list, comment)
L=[]     # kernel lines
def chk(line,vals,cm): L.append("\t"+line); rows.append(([x&M32 for x in vals],cm))
v=[l*3+100 for l in range(32)]
def shfl(mode,b,c,lanes=range(32)):
    out=list(v)
    for lane in lanes:
        seg=(c>>8)&0x1f; cval=c&0x1f; b=b&0x1f
        maxl=(lane&seg)|(cval&~seg); minl=lane&seg
        if mode=='up': j=lane-b; p=j>=maxl
        elif mode=='down': j=lane+b; p=j<=maxl
        elif mode=='bfly': j=lane^b; p=j<=maxl
        else: j=minl|(b&~seg); p=j<=maxl
        out[lane]=v[j] if p else v[lane]
    return out
for mode,b,c,cm in [('up',1,0,"up 1, c=0: lane i <- lane i-1; lane 0 keeps its own (j < maxLane 0)"),
                    ('down',3,0x1f,"down 3, c=0x1f: lanes 29-31 keep their own"),
                    ('bfly',5,0x1f,"bfly 5: lane i <- lane i^5"),
                    ('idx',7,0x1f,"idx 7: every lane <- lane 7"),
                    ('idx',2,0x181f,"idx 2, c=0x181f (width 8: segmask 0x18): each group of 8 <- its lane 2"),
                    ('down',4,0x101f,"down 4, c=0x101f (width 16): lanes 12-15 and 28-31 keep their own"),
                    ('down',1,0x0f,"down 1, c=0x0f (clamp 15, no segments): lanes 15-31 keep their own"),
                    ('up',2,0x1800,"up 2, c=0x1800 (width 8): the first 2 lanes of each group of 8 keep their own"),
                    ('idx',33,0x1f,"idx 33: b[4:0] = 1 -> lane 1")]:
    chk("shfl.sync.%s.b32 r, v, %d, 0x%x, 0xffffffff;    putl(out, k, r);"%(mode,b,c),shfl(mode,b,c),"shfl.sync.%s.b32 v=3*lane+100: %s"%(mode,cm))
# partial mask: lanes 0-15 only
pm=list(v)
for l in range(16): pm[l]=v[3]
chk("""r = v;
	if (laneid < 16) {
		shfl.sync.idx.b32 r, v, 3, 0x1f, 0x0000ffff;
	}
	putl(out, k, r);""",pm,"shfl.sync.idx 3 with membermask 0x0000ffff executed by lanes 0-15: they get lane 3; lanes 16-31 keep v")
# vote
chk("vote.sync.all.pred p, laneid < 32, 0xffffffff;    putlp(out, k, p);",[1]*32,"vote.all (true everywhere) = 1")
chk("vote.sync.all.pred p, laneid != 5, 0xffffffff;    putlp(out, k, p);",[0]*32,"vote.all (false on lane 5) = 0")
chk("vote.sync.any.pred p, laneid == 5, 0xffffffff;    putlp(out, k, p);",[1]*32,"vote.any (true on lane 5) = 1")
chk("vote.sync.any.pred p, laneid == 40, 0xffffffff;    putlp(out, k, p);",[0]*32,"vote.any (false everywhere) = 0")
chk("vote.sync.uni.pred p, laneid < 16, 0xffffffff;    putlp(out, k, p);",[0]*32,"vote.uni (not uniform) = 0")
chk("vote.sync.uni.pred p, laneid < 40, 0xffffffff;    putlp(out, k, p);",[1]*32,"vote.uni (uniformly true) = 1")
chk("vote.sync.ballot.b32 r, (laneid & 1) == 1, 0xffffffff;    putl(out, k, r);",[0xaaaaaaaa]*32,"vote.ballot (odd lanes) = 0xaaaaaaaa")
chk("vote.sync.ballot.b32 r, laneid < 3, 0xffffffff;    putl(out, k, r);",[7]*32,"vote.ballot (lanes 0-2) = 7")
chk("""r = 0xdead;
	if (laneid < 16) {
		vote.sync.ballot.b32 r, (laneid & 1) == 1, 0x0000ffff;
	}
	putl(out, k, r);""",[0x0000aaaa]*16+[0xdead]*16,"ballot with membermask 0xffff by lanes 0-15: 0x0000aaaa (only member lanes' predicates)")
# match
chk("match.any.sync.b32 r, laneid / 4, 0xffffffff;    putl(out, k, r);",[0xf<<(4*(l//4)) for l in range(32)],"match.any on lane/4: each lane gets the mask of its group of 4")
chk("match.any.sync.b32 r, laneid & 1, 0xffffffff;    putl(out, k, r);",[0x55555555 if l%2==0 else 0xaaaaaaaa for l in range(32)],"match.any on lane&1: even lanes 0x55555555, odd 0xaaaaaaaa")
chk("match.any.sync.b64 r, w, 0xffffffff;    putl(out, k, r);",[0xffff if l<16 else 0xffff0000 for l in range(32)],"match.any.b64 on (lane<16 ? 2^40 : 2^40+1): 64-bit compare (the low words differ only through bit 0) -> 0x0000ffff / 0xffff0000")
chk("match.all.sync.b32 r, 7, 0xffffffff;    putl(out, k, r);",[0xffffffff]*32,"match.all, all equal: membermask")
chk("match.all.sync.b32 r, laneid / 16, 0xffffffff;    putl(out, k, r);",[0]*32,"match.all, not all equal: 0")
# redux
chk("redux.sync.add.u32 r, laneid, 0xffffffff;    putl(out, k, r);",[496]*32,"redux.add.u32 lane = 0+...+31 = 496")
chk("redux.sync.add.s32 s, (s32)laneid - 16, 0xffffffff;    putl(out, k, (u32)s);",[-16]*32,"redux.add.s32 (lane-16) = 496 - 512 = -16")
chk("redux.sync.min.s32 s, (s32)laneid - 16, 0xffffffff;    putl(out, k, (u32)s);",[-16]*32,"redux.min.s32 (lane-16) = -16")
chk("redux.sync.min.u32 r, laneid - 16, 0xffffffff;    putl(out, k, r);",[0]*32,"redux.min.u32 (lane-16 as unsigned) = 0 (lane 16)")
chk("redux.sync.max.u32 r, laneid * laneid, 0xffffffff;    putl(out, k, r);",[961]*32,"redux.max.u32 lane^2 = 961")
chk("redux.sync.max.s32 s, (s32)laneid - 16, 0xffffffff;    putl(out, k, (u32)s);",[15]*32,"redux.max.s32 (lane-16) = 15")
chk("redux.sync.and.b32 r, laneid | 0x100, 0xffffffff;    putl(out, k, r);",[0x100]*32,"redux.and (lane | 0x100) = 0x100")
chk("redux.sync.or.b32 r, 1 << laneid, 0xffffffff;    putl(out, k, r);",[0xffffffff]*32,"redux.or (1 << lane) = 0xffffffff")
chk("redux.sync.xor.b32 r, laneid, 0xffffffff;    putl(out, k, r);",[0]*32,"redux.xor lane = 0 (0..31: every bit set an even number of times)")
chk("redux.sync.xor.b32 r, laneid * 3, 0xffffffff;    putl(out, k, r);",[__import__('functools').reduce(lambda a,b:a^b,[l*3 for l in range(32)])]*32,"redux.xor 3*lane")
chk("""r = 0xdead;
	if (laneid >= 8) {
		redux.sync.add.u32 r, laneid, 0xffffff00;
	}
	putl(out, k, r);""",[0xdead]*8+[sum(range(8,32))]*24,"redux.add with membermask 0xffffff00 by lanes 8-31: 8+...+31 = 468")
# activemask
chk("activemask.b32 r;    putl(out, k, r);",[0xffffffff]*32,"activemask, converged warp")
chk("""r = 0xdead;
	if (laneid < 20) {
		activemask.b32 r;
	}
	putl(out, k, r);""",[0x000fffff]*20+[0xdead]*12,"activemask inside if (lane < 20): 0x000fffff")
t=T()
for vals,cm in rows:
    for l in range(32): t.rows.append((vals[l],("%s [lane %d]"%(cm,l)) if l==0 else "  lane %d"%l))
HEAD=open('warp_head.kiln').read()
if len(sys.argv)>1:
    print(HEAD+"""kernel conf_warp(zero: global u32*, out: global u32*) grid(1) block(32)
{
	u32 z;
	ld.global.u32 z, [zero];
	u32 k = 0;
	u32 r;
	s32 s;
	pred p;
	u32 v = laneid * 3 + 100 + z;
	u64 w = cl(0x0000010000000000, z);
	if (laneid >= 16) {
		w = w + 1;
	}
"""+"\n".join(L)+"\n}\n")
else: print(t.emit("conf_warp"))
