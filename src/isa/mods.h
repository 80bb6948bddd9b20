/* The modifier vocabulary: the PTX modifier tokens consumers decode, in
 * groups, each group an enum whose order is part of its meaning (CMP codes
 * are the comparison operators in PTX ISA order, TYPE codes follow the
 * simulator's TCode order, RND the rounding modifiers).  isa_mods() reads a
 * match once and records, per group, which token of the group the matched
 * instruction carries (its base, literal and chosen modifiers), so that no
 * consumer compares or searches opcode text.  A token may belong to several
 * groups ("hi" is a CMP operator and a FLAG). */
#ifndef KILN_ISA_MODS_H
#define KILN_ISA_MODS_H
#include <stdint.h>

/* tokens whose presence alone matters (bit FL_x of IsaMods.flags) */
#define ISA_MODS_FLAG(X) \
	X(NaN, "NaN") X(cc, "cc") X(wide, "wide") X(hi, "hi") X(lo, "lo") X(approx, "approx") X(full, "full") \
	X(shiftamt, "shiftamt") X(l, "l") X(clamp, "clamp") X(and, "and") X(or, "or") X(xor, "xor") \
	X(ls, "ls") X(hs, "hs") X(pack, "pack") X(to, "to") X(popc, "popc") X(proxy, "proxy") \
	X(expect_tx, "expect_tx") X(arrive_drop, "arrive_drop") X(noComplete, "noComplete") X(parity, "parity") \
	X(wait_all, "wait_all") X(noinc, "noinc") X(im2col, "im2col") X(x1, "x1") X(x2, "x2") X(x4, "x4") \
	X(trans, "trans") X(all, "all") X(ftz, "ftz") X(sat, "sat") X(satfinite, "satfinite") X(relu, "relu") \
	X(u16x2, "u16x2") X(s16x2, "s16x2") X(shared_cta, "shared::cta") X(global, "global") \
	X(shared, "shared") X(shared_cluster, "shared::cluster") X(local, "local") X(param, "param") \
	X(set, "set") X(red, "red") X(addc, "addc") X(subc, "subc") X(madc, "madc") \
	X(reduce, "reduce")
/* comparison operators (setp, set) */
#define ISA_MODS_CMP(X) \
	X(eq, "eq") X(ne, "ne") X(lt, "lt") X(le, "le") X(gt, "gt") X(ge, "ge") X(equ, "equ") X(neu, "neu") \
	X(ltu, "ltu") X(leu, "leu") X(gtu, "gtu") X(geu, "geu") X(num, "num") X(nan, "nan") X(lo, "lo") \
	X(ls, "ls") X(hi, "hi") X(hs, "hs")
/* rounding modifiers */
#define ISA_MODS_RND(X) \
	X(rn, "rn") X(rz, "rz") X(rm, "rm") X(rp, "rp") X(rna, "rna") X(rni, "rni") X(rzi, "rzi") X(rmi, "rmi") \
	X(rpi, "rpi")
/* atom / red operations */
#define ISA_MODS_ATOP(X) \
	X(add, "add") X(min, "min") X(max, "max") X(inc, "inc") X(dec, "dec") X(and, "and") X(or, "or") \
	X(xor, "xor") X(exch, "exch") X(cas, "cas")
/* redux.sync operations */
#define ISA_MODS_REDUX(X) X(add, "add") X(min, "min") X(max, "max") X(and, "and") X(or, "or") X(xor, "xor")
#define ISA_MODS_SHFL(X) X(up, "up") X(down, "down") X(bfly, "bfly") X(idx, "idx")
#define ISA_MODS_VOTE(X) X(all, "all") X(any, "any") X(uni, "uni") X(ballot, "ballot")
/* prmt modes (code 0: the default byte-select mode, never spelled) */
#define ISA_MODS_PRMT(X) X(none, "") X(f4e, "f4e") X(b4e, "b4e") X(rc8, "rc8") X(ecl, "ecl") X(ecr, "ecr") \
	X(rc16, "rc16")
#define ISA_MODS_TESTP(X) X(finite, "finite") X(infinite, "infinite") X(number, "number") \
	X(notanumber, "notanumber") X(normal, "normal") X(subnormal, "subnormal")
/* state spaces, most specific first */
#define ISA_MODS_SPACE(X) X(global, "global") X(shared_cluster, "shared::cluster") X(shared_cta, "shared::cta") \
	X(shared, "shared") X(local, "local") X(param, "param") X(const, "const")
/* PTX types: the TYPE group is isa/ptxtypes.def, in its order (the
 * simulator's TCode = TYPE code + 1) */

#define ISA_MOD_GROUPS(G) G(FLAG) G(CMP) G(RND) G(ATOP) G(REDUX) G(SHFL) G(VOTE) G(PRMT) G(TESTP) G(SPACE) G(TYPE)

typedef enum {
#define G(g) MG_##g,
	ISA_MOD_GROUPS(G)
#undef G
	MG_COUNT
} IsaModGroup;

#define X(id, s) FL_##id,
enum { ISA_MODS_FLAG(X) FL_COUNT };
#undef X
#define X(id, s) CMP_##id,
enum { ISA_MODS_CMP(X) CMP_COUNT };
#undef X
#define X(id, s) RND_##id,
enum { ISA_MODS_RND(X) RND_COUNT };
#undef X
#define X(id, s) ATOP_##id,
enum { ISA_MODS_ATOP(X) ATOP_COUNT };
#undef X
#define X(id, s) REDUX_##id,
enum { ISA_MODS_REDUX(X) REDUX_COUNT };
#undef X
#define X(id, s) SHFL_##id,
enum { ISA_MODS_SHFL(X) SHFL_COUNT };
#undef X
#define X(id, s) VOTE_##id,
enum { ISA_MODS_VOTE(X) VOTE_COUNT };
#undef X
#define X(id, s) PRMT_##id,
enum { ISA_MODS_PRMT(X) PRMT_COUNT };
#undef X
#define X(id, s) TESTP_##id,
enum { ISA_MODS_TESTP(X) TESTP_COUNT };
#undef X
#define X(id, s) MSP_##id,
enum { ISA_MODS_SPACE(X) MSP_COUNT };
#undef X
enum {
#define PTX_TYPE(ID, id, s, bits, kind) MTY_##id,
#include "isa/ptxtypes.def"
	MTY_COUNT
};
#undef X

#define ISA_MODS_MAXTYPES 6
/* What a match carries, per group. */
typedef struct {
	uint64_t flags;                 /* bit FL_x: token x is in the match */
	int8_t code[MG_COUNT];          /* the lowest code of the group whose token is in the match, -1: none */
	uint8_t ntype;                  /* TYPE tokens in spelling order (codes) */
	uint8_t type[ISA_MODS_MAXTYPES];
} IsaMods;

#endif
