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
	X(FL_NaN, "NaN") X(FL_cc, "cc") X(FL_wide, "wide") X(FL_hi, "hi") X(FL_lo, "lo") X(FL_approx, "approx") \
	X(FL_full, "full") X(FL_shiftamt, "shiftamt") X(FL_l, "l") X(FL_clamp, "clamp") X(FL_and, "and") \
	X(FL_or, "or") X(FL_xor, "xor") X(FL_ls, "ls") X(FL_hs, "hs") X(FL_pack, "pack") X(FL_to, "to") \
	X(FL_popc, "popc") X(FL_proxy, "proxy") X(FL_expect_tx, "expect_tx") X(FL_arrive_drop, "arrive_drop") \
	X(FL_noComplete, "noComplete") X(FL_parity, "parity") X(FL_wait_all, "wait_all") X(FL_noinc, "noinc") \
	X(FL_im2col, "im2col") X(FL_x1, "x1") X(FL_x2, "x2") X(FL_x4, "x4") X(FL_trans, "trans") \
	X(FL_all, "all") X(FL_ftz, "ftz") X(FL_sat, "sat") X(FL_satfinite, "satfinite") X(FL_relu, "relu") \
	X(FL_u16x2, "u16x2") X(FL_s16x2, "s16x2") X(FL_shared_cta, "shared::cta") X(FL_global, "global") \
	X(FL_shared, "shared") X(FL_shared_cluster, "shared::cluster") X(FL_local, "local") \
	X(FL_param, "param") X(FL_set, "set") X(FL_red, "red") X(FL_addc, "addc") X(FL_subc, "subc") \
	X(FL_madc, "madc") X(FL_reduce, "reduce")
/* comparison operators (setp, set) */
#define ISA_MODS_CMP(X) \
	X(CMP_eq, "eq") X(CMP_ne, "ne") X(CMP_lt, "lt") X(CMP_le, "le") X(CMP_gt, "gt") X(CMP_ge, "ge") \
	X(CMP_equ, "equ") X(CMP_neu, "neu") X(CMP_ltu, "ltu") X(CMP_leu, "leu") X(CMP_gtu, "gtu") X(CMP_geu, "geu") \
	X(CMP_num, "num") X(CMP_nan, "nan") X(CMP_lo, "lo") X(CMP_ls, "ls") X(CMP_hi, "hi") X(CMP_hs, "hs")
/* rounding modifiers */
#define ISA_MODS_RND(X) \
	X(RND_rn, "rn") X(RND_rz, "rz") X(RND_rm, "rm") X(RND_rp, "rp") X(RND_rna, "rna") X(RND_rni, "rni") \
	X(RND_rzi, "rzi") X(RND_rmi, "rmi") X(RND_rpi, "rpi")
/* atom / red operations */
#define ISA_MODS_ATOP(X) \
	X(ATOP_add, "add") X(ATOP_min, "min") X(ATOP_max, "max") X(ATOP_inc, "inc") X(ATOP_dec, "dec") X(ATOP_and, "and") \
	X(ATOP_or, "or") X(ATOP_xor, "xor") X(ATOP_exch, "exch") X(ATOP_cas, "cas")
/* redux.sync operations */
#define ISA_MODS_REDUX(X) \
	X(REDUX_add, "add") X(REDUX_min, "min") X(REDUX_max, "max") X(REDUX_and, "and") X(REDUX_or, "or") X(REDUX_xor, "xor")
#define ISA_MODS_SHFL(X) \
	X(SHFL_up, "up") X(SHFL_down, "down") X(SHFL_bfly, "bfly") X(SHFL_idx, "idx")
#define ISA_MODS_VOTE(X) \
	X(VOTE_all, "all") X(VOTE_any, "any") X(VOTE_uni, "uni") X(VOTE_ballot, "ballot")
/* prmt modes (code 0: the default byte-select mode, never spelled) */
#define ISA_MODS_PRMT(X) \
	X(PRMT_none, "") X(PRMT_f4e, "f4e") X(PRMT_b4e, "b4e") X(PRMT_rc8, "rc8") X(PRMT_ecl, "ecl") X(PRMT_ecr, "ecr") \
	X(PRMT_rc16, "rc16")
#define ISA_MODS_TESTP(X) \
	X(TESTP_finite, "finite") X(TESTP_infinite, "infinite") X(TESTP_number, "number") X(TESTP_notanumber, "notanumber") \
	X(TESTP_normal, "normal") X(TESTP_subnormal, "subnormal")
/* state spaces, most specific first */
#define ISA_MODS_SPACE(X) \
	X(MSP_global, "global") X(MSP_shared_cluster, "shared::cluster") X(MSP_shared_cta, "shared::cta") \
	X(MSP_shared, "shared") X(MSP_local, "local") X(MSP_param, "param") X(MSP_const, "const")
/* PTX types: the TYPE group is isa/ptxtypes.def, in its order (the
 * simulator's TCode = TYPE code + 1) */

/* The groups: G(group, enum prefix).  Each list X(id, token) gives the
 * group's enum (CMP_lo ..., P_COUNT); the TYPE group follows
 * isa/ptxtypes.def (MTY_x). */
#define ISA_MOD_GROUPS(G) G(FLAG, FL) G(CMP, CMP) G(RND, RND) G(ATOP, ATOP) G(REDUX, REDUX) G(SHFL, SHFL) \
	G(VOTE, VOTE) G(PRMT, PRMT) G(TESTP, TESTP) G(SPACE, MSP)

typedef enum {
#define G(g, P) MG_##g,
	ISA_MOD_GROUPS(G)
#undef G
	MG_TYPE,
	MG_COUNT
} IsaModGroup;

#define X(id, s) id,
#define G(g, P) enum { ISA_MODS_##g(X) P##_COUNT };
ISA_MOD_GROUPS(G)
#undef G
#undef X
enum {
#define PTX_TYPE(ID, id, s, bits, kind) MTY_##id,
#include "isa/ptxtypes.def"
	MTY_COUNT
};

#define ISA_MODS_MAXTYPES 6
/* What a match carries, per group. */
typedef struct {
	uint64_t flags;                 /* bit FL_x: token x is in the match */
	int8_t code[MG_COUNT];          /* the lowest code of the group whose token is in the match, -1: none */
	uint8_t ntype;                  /* TYPE tokens in spelling order (codes) */
	uint8_t type[ISA_MODS_MAXTYPES];
} IsaMods;

#endif
