/* Pass lower, expressions: values to registers, pointer arithmetic, casts,
 * operators and conditions lowered to generated PTX instructions. */
#include "lang/lower_int.h"
#include "num/fp.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *ptx_mov_type(Ty t)
{
	/* mov has no f16/bf16/packed forms: they move as bits */
	switch (t) {
	case TY_F16: case TY_BF16: case TY_E4M3X2: case TY_E5M2X2: return "b16";
	case TY_F16X2: case TY_BF16X2: case TY_TF32: case TY_E4M3X4: case TY_E5M2X4: return "b32";
	default: return ty_name(t);
	}
}

int b128_misuse(Lower *L, Loc loc, const char *what)
{
	if (!strcmp(what, "a constant"))
		cerr(L->c, loc, "b128 has no constants; pack two b64 values with mov.b128 q, {lo, hi}");
	else if (!strcmp(what, "a cast"))
		cerr(L->c, loc, "no cast converts to or from b128; unpack into two b64 values with mov.b128 {lo, hi}, q");
	else
		cerr(L->c, loc, "%s is not defined on b128: a b128 register only moves (mov.b128; {lo, hi} packs or "
		     "unpacks two b64), loads, stores and exchanges (ld/st.b128, atom.exch/cas.b128)", what);
	return 0;
}

int to_reg(Lower *L, Loc loc, Val v, Ty want)
{
	if (v.k == V_REG)
		return v.reg;
	if (v.k == V_PTR)
		return ptr_reg(L, loc, v);
	if (!isconst(v))
		return -1;
	Ty t = v.ty && v.ty != TY_PRED ? v.ty : want;
	if (!t && v.ty == TY_PRED)
		t = TY_PRED;
	if (!t) {
		cerr(L->c, loc, "cannot infer the type of this constant; write a cast like (u32)%lld", (long long)v.i);
		return -1;
	}
	uint64_t bits;
	Ty ity;
	if (!imm_bits(L, loc, v, t, &bits, &ity))
		return -1;
	int r = tmp(L, t, loc);
	IrOpnd ops[2] = {oreg(r), oimm(ity, bits)};
	gen(L, loc, I_mov, MODS("t", ptx_mov_type(t)), ops, 2, "a constant");
	return r;
}

void ptr_desc(Val p, char *buf, size_t n)
{
	snprintf(buf, n, "%s %s*", space_name(p.space), ty_name(p.elem));
}

int ptr_reg(Lower *L, Loc loc, Val p)
{
	if (p.reg >= 0 && p.off == 0)
		return p.reg;
	int sh = p.space == SPACE_SHARED;
	int r = tmp(L, sh ? TY_U32 : TY_U64, loc);
	if (p.reg < 0) {
		IrOpnd ops[2] = {oreg(r), {.k = O_SYM, .reg = -1, .symk = SYM_SHARED, .sym = p.sh, .off = p.off}};
		gen(L, loc, I_mov, MODS("t", "u32"), ops, 2, "a shared address");
	} else {
		IrOpnd ops[3] = {oreg(r), oreg(p.reg), oimm(sh ? TY_U32 : TY_U64, sh ? (uint64_t)p.off & 0xffffffffu : (uint64_t)p.off)};
		gen(L, loc, I_add_int, MODS("t", sh ? "u32" : "u64"), ops, 3, "pointer arithmetic");
	}
	return r;
}

/* p + idx * stride (neg: p - idx * stride) */
static Val ptr_add(Lower *L, Loc loc, Val p, Val idx, int64_t stride, int neg)
{
	if (idx.k == V_INT) {
		p.off += (int64_t)((uint64_t)(neg ? -idx.i : idx.i) * (uint64_t)stride);
		return p;
	}
	if (idx.k != V_REG || !(ty_is_int(idx.ty) || ty_is_bits(idx.ty))) {
		cerr(L->c, loc, "pointer arithmetic needs an integer index");
		return vnone;
	}
	int b = ty_bits(idx.ty), sg = ty_is_signed(idx.ty);
	if (b < 32) {
		cerr(L->c, loc, "pointer index must be a 32- or 64-bit integer, got %s", ty_name(idx.ty));
		return vnone;
	}
	if (p.space == SPACE_SHARED) {
		if (b != 32) {
			cerr(L->c, loc, "a shared-memory index must be 32-bit, got %s", ty_name(idx.ty));
			return vnone;
		}
		int t = tmp(L, TY_U32, loc);
		IrOpnd m[3] = {oreg(t), oreg(idx.reg), oimm(sg ? TY_S32 : TY_U32, (uint64_t)stride & 0xffffffffu)};
		gen(L, loc, I_mul_int, MODS("mode", "lo", "t", sg ? "s32" : "u32"), m, 3, "pointer arithmetic");
		int base = p.reg;
		if (base < 0) {
			base = tmp(L, TY_U32, loc);
			IrOpnd mv[2] = {oreg(base), {.k = O_SYM, .reg = -1, .symk = SYM_SHARED, .sym = p.sh, .off = 0}};
			gen(L, loc, I_mov, MODS("t", "u32"), mv, 2, "a shared address");
		}
		int r = tmp(L, TY_U32, loc);
		IrOpnd a[3] = {oreg(r), oreg(base), oreg(t)};
		gen(L, loc, neg ? I_sub_int : I_add_int, MODS("t", "u32"), a, 3, "pointer arithmetic");
		p.reg = r;
		return p;
	}
	int t = tmp(L, TY_U64, loc);
	if (b == 32) {
		IrOpnd m[3] = {oreg(t), oreg(idx.reg), oimm(sg ? TY_S32 : TY_U32, (uint64_t)stride & 0xffffffffu)};
		gen(L, loc, I_mul_wide32, MODS("mode", "wide", "t", sg ? "s32" : "u32"), m, 3, "pointer arithmetic");
	} else {
		IrOpnd m[3] = {oreg(t), oreg(idx.reg), oimm(sg ? TY_S64 : TY_U64, (uint64_t)stride)};
		gen(L, loc, I_mul_int, MODS("mode", "lo", "t", sg ? "s64" : "u64"), m, 3, "pointer arithmetic");
	}
	int r = tmp(L, TY_U64, loc);
	IrOpnd a[3] = {oreg(r), oreg(p.reg), oreg(t)};
	gen(L, loc, neg ? I_sub_int : I_add_int, MODS("t", "u64"), a, 3, "pointer arithmetic");
	p.reg = r;
	return p;
}

/* register of an lvalue: scalar register, array element, pointer register */
int lvalue_reg(Lower *L, Expr *e, int quiet)
{
	if (e->k == E_NAME) {
		Sym *s = lookup(L, e->name);
		if (s && s->k == SY_REG)
			return s->v.reg;
		if (s && s->k == SY_PTR && s->v.reg >= 0 && s->v.off == 0)
			return s->v.reg;
		if (quiet)
			return -1;
		if (!s && special_of(L, e->name) >= 0)
			cerr(L->c, e->loc, "special register '%s' is read-only", e->name);
		else if (!s)
			cerr(L->c, e->loc, "undeclared register '%s'", e->name);
		else if (s->k == SY_CONST)
			cerr(L->c, e->loc, "'%s' is a constant, not a register", e->name);
		else if (s->k == SY_ARR)
			cerr(L->c, e->loc, "register array '%s' needs an index", e->name);
		else
			cerr(L->c, e->loc, "'%s' is not a register", e->name);
		return -2;
	}
	if (e->k == E_INDEX) {
		Expr *idx[4];
		int n = 0;
		Expr *b = e;
		while (b->k == E_INDEX && n < 5) {
			if (n == 4) {
				n = 5;
				break;
			}
			idx[n++] = b->b;
			b = b->a;
		}
		if (b->k != E_NAME)
			return quiet ? -1 : (cerr(L->c, e->loc, "expected a register"), -2);
		Sym *s = lookup(L, b->name);
		if (!s || s->k != SY_ARR) {
			if (quiet)
				return -1;
			if (!s)
				cerr(L->c, b->loc, "undeclared register '%s'", b->name);
			else
				cerr(L->c, e->loc, "'%s' is not a register array", b->name);
			return -2;
		}
		if (n != s->ndim) {
			cerr(L->c, e->loc, "register array '%s' has %d dimension%s, indexed with %d", b->name, s->ndim,
			     s->ndim == 1 ? "" : "s", n > 4 ? 5 : n);
			return -2;
		}
		int64_t flat = 0;
		for (int d = 0; d < n; d++) {
			int64_t v;
			if (!const_int(L, idx[n - 1 - d], &v, "a register array index"))
				return -2;
			if (v < 0 || v >= s->dim[d]) {
				cerr(L->c, idx[n - 1 - d]->loc, "index %lld out of bounds for '%s' (size %d)", (long long)v, b->name, s->dim[d]);
				return -2;
			}
			flat = flat * s->dim[d] + v;
		}
		return s->base + (int)flat;
	}
	if (quiet)
		return -1;
	cerr(L->c, e->loc, "expected a register");
	return -2;
}

/* a source value as an operand of type t for a generated instruction whose
 * operand allows an immediate when imm_ok */
static int src_op(Lower *L, Loc loc, Val v, Ty t, int imm_ok, IrOpnd *o)
{
	if (isconst(v) && imm_ok) {
		uint64_t bits;
		Ty ity;
		if (!imm_bits(L, loc, v, t, &bits, &ity))
			return 0;
		*o = oimm(ity, bits);
		return 1;
	}
	int r = to_reg(L, loc, v, t);
	if (r < 0)
		return 0;
	*o = oreg(r);
	return 1;
}

static int result_reg(Lower *L, int dst, Ty t, Loc loc)
{
	return dst >= 0 && rty(L, dst) == t ? dst : tmp(L, t, loc);
}

/* generated `op d, srcs...` from the first of ids that the modifier values
 * spell (gen_pick), immediates where the entry allows them */
static Val emit_op(Lower *L, Loc loc, const IsaId *ids, int nids, const char *const *mods, int dst, Ty dty,
                   const Val *src, const Ty *sty, int n, const char *what)
{
	IsaMatch m;
	if (!gen_pick(L, loc, ids, nids, mods, what, &m))
		return vnone;
	IrOpnd ops[8];
	for (int i = 0; i < n; i++) {
		int imm_ok = 1 + i < m.e->nopnd && (m.e->opnd[1 + i].shape == OS_REGIMM || m.e->opnd[1 + i].shape == OS_IMM);
		if (!src_op(L, loc, src[i], sty[i], imm_ok, &ops[1 + i]))
			return vnone;
	}
	int d = result_reg(L, dst, dty, loc);
	ops[0] = oreg(d);
	if (gen_emit(L, loc, &m, ops, n + 1) < 0)
		return vnone;
	return vreg(d, dty);
}

/* The name of the bit ('b'), unsigned ('u') or signed ('s') type of a
 * width ("b32", "u16"), from IR_TYPES (widths 8..64 are consecutive ids) */
static const char *tname(char kind, int bits)
{
	int w = bits == 8 ? 0 : bits == 16 ? 1 : bits == 32 ? 2 : bits == 64 ? 3 : -1;
	Ty base = kind == 'b' ? TY_B8 : kind == 'u' ? TY_U8 : TY_S8;
	return w < 0 ? "b?" : ty_name((Ty)(base + w));
}

/* the entries an operator may lower to, in table order */
static const IsaId ids_add[] = {I_add_int, I_add_f32, I_add_f64, I_add_f16, I_add_bf16};
static const IsaId ids_sub[] = {I_sub_int, I_sub_f32, I_sub_f64, I_sub_f16, I_sub_bf16};
static const IsaId ids_mul[] = {I_mul_int, I_mul_f32, I_mul_f64, I_mul_f16, I_mul_bf16};
static const IsaId ids_div[] = {I_div_int, I_div_f32, I_div_f64};
static const IsaId ids_neg[] = {I_neg_int, I_neg_f32, I_neg_f64, I_neg_f16, I_neg_bf16};
static const IsaId ids_min[] = {I_min_int, I_min_f32, I_min_f64, I_min_f16, I_min_bf16};
static const IsaId ids_max[] = {I_max_int, I_max_f32, I_max_f64, I_max_f16, I_max_bf16};
static const IsaId ids_setp[] = {I_setp_int, I_setp_uns, I_setp_bits, I_setp_f32, I_setp_f64, I_setp_f16,
                                 I_setp_f16x2, I_setp_bf16, I_setp_bf16x2};
/* every cvt entry a cast can spell (one source, .rn/.rzi or none, no
 * saturation); a form missing here is an internal error, not a silent miss */
static const IsaId ids_cvt[] = {
	I_cvt_int, I_cvt_f32_int, I_cvt_f64_int, I_cvt_f16_int, I_cvt_bf16_int, I_cvt_int_f32, I_cvt_int_f,
	I_cvt_int_bf16, I_cvt_f32_f64, I_cvt_f64_f32, I_cvt_f16_f32, I_cvt_f16_f64, I_cvt_f32_f16, I_cvt_f64_f16,
	I_cvt_bf16_f32, I_cvt_bf16_f32_rnd, I_cvt_f32_bf16, I_cvt_bf16_f, I_cvt_f_bf16, I_cvt_f16x2_fp8,
};
#define N(a) (int)(sizeof a / sizeof a[0])
#define ONE(id) ((const IsaId[]){id}), 1

Val binop(Lower *L, Loc loc, TokKind op, Val a, Val b, int dst, Ty hint)
{
	if (a.k == V_NONE || b.k == V_NONE)
		return vnone;
	char what[64];
	snprintf(what, sizeof what, "'%s'", opname(op));
	if (a.k == V_PTR || b.k == V_PTR) {
		if (op == T_PLUS && a.k == V_PTR && b.k != V_PTR)
			return ptr_add(L, loc, a, b, elem_size(a.elem), 0);
		if (op == T_PLUS && b.k == V_PTR && a.k != V_PTR)
			return ptr_add(L, loc, b, a, elem_size(b.elem), 0);
		if (op == T_MINUS && a.k == V_PTR && b.k != V_PTR)
			return ptr_add(L, loc, a, b, elem_size(a.elem), 1);
		cerr(L->c, loc, "unsupported: '%s' on pointers (only pointer + integer and pointer - integer)", opname(op));
		return vnone;
	}
	if (isconst(a) && isconst(b))
		return fold(L, loc, op, a, b);
	/* the operation type: the register operand's; an untyped constant adapts */
	Ty t;
	if (op == T_SHL || op == T_SHR)
		t = a.k == V_REG ? a.ty : a.ty ? a.ty : hint;
	else if (a.k == V_REG && b.k == V_REG) {
		if (a.ty != b.ty) {
			cerr(L->c, loc, "type mismatch: %s %s %s; write a cast", ty_name(a.ty), opname(op), ty_name(b.ty));
			return vnone;
		}
		t = a.ty;
	} else {
		Val r = a.k == V_REG ? a : b, c = a.k == V_REG ? b : a;
		t = r.ty;
		if (c.ty && c.ty != t && !(c.ty == TY_PRED && t == TY_PRED)) {
			cerr(L->c, loc, "type mismatch: %s %s %s; write a cast", ty_name(a.k == V_REG ? t : c.ty), opname(op),
			     ty_name(a.k == V_REG ? c.ty : t));
			return vnone;
		}
		if (c.k == V_FLT && !ty_is_float(t)) {
			cerr(L->c, loc, "float constant in a %s expression", ty_name(t));
			return vnone;
		}
	}
	if (!t) {
		cerr(L->c, loc, "cannot infer the type of '%s'; write a cast like (u32)1", opname(op));
		return vnone;
	}
	if (t == TY_B128) {
		b128_misuse(L, loc, what);
		return vnone;
	}
	const char *tn = ty_name(t);
	int fl = ty_is_float(t), bits = ty_bits(t);
	Val src[2] = {a, b};
	Ty sty[2] = {t, t};
	snprintf(what, sizeof what, "'%s' on %s", opname(op), tn);
	if (t == TY_PRED) {
		const char *pop = op == T_ANDAND || op == T_AMP ? "and" : op == T_OROR || op == T_PIPE ? "or" :
		                  op == T_CARET || op == T_NE ? "xor" : NULL;
		if (!pop) {
			cerr(L->c, loc, "'%s' is not defined on pred (use && || ^ !)", opname(op));
			return vnone;
		}
		IsaId id = pop[0] == 'a' ? I_and : pop[0] == 'o' ? I_or : I_xor;
		return emit_op(L, loc, ONE(id), MODS("t", "pred"), dst, TY_PRED, src, sty, 2, what);
	}
	if (op == T_ANDAND || op == T_OROR) {
		cerr(L->c, loc, "'%s' needs pred operands, got %s", opname(op), tn);
		return vnone;
	}
	if (is_cmp(op)) {
		static const char *ci[] = {"lt", "gt", "le", "ge", "eq", "ne"};
		const char *c = ci[op == T_LT ? 0 : op == T_GT ? 1 : op == T_LE ? 2 : op == T_GE ? 3 : op == T_EQ ? 4 : 5];
		if (fl && op == T_NE)
			c = "neu";   /* C semantics: NaN != x is true */
		if (!cmp_ok_type(t))
			return vnone;
		return emit_op(L, loc, ids_setp, N(ids_setp), MODS("cmp", c, "t", tn), dst, TY_PRED, src, sty, 2, what);
	}
	/* unsigned x / 2^k and x % 2^k as a shift and a mask: ptxas 13.0 keeps
	 * div.u32/rem.u32 by a power-of-two immediate as the reciprocal
	 * sequence (~12 instructions), so every lane = tid % 32 would pay it */
	if ((op == T_SLASH || op == T_PCT) && ty_is_int(t) && !ty_is_signed(t) && a.k == V_REG && b.k == V_INT) {
		uint64_t d = (uint64_t)b.i & (bits == 64 ? ~0ull : (1ull << bits) - 1);
		if (d && !(d & (d - 1))) {
			if (op == T_PCT)
				return binop(L, loc, T_AMP, a, vint((int64_t)(d - 1), t), dst, hint);
			return binop(L, loc, T_SHR, a, vint(__builtin_ctzll(d), TY_U32), dst, hint);
		}
	}
	const IsaId *ids = NULL;
	IsaId one;
	int nids = 0;
	const char *m0 = fl ? "rnd" : "mode", *v0 = NULL;   /* the rounding or mode modifier, if any */
	switch (op) {
	case T_PLUS: case T_MINUS:
		ids = op == T_PLUS ? ids_add : ids_sub;
		nids = N(ids_add);
		v0 = fl ? "rn" : NULL;
		break;
	case T_STAR:
		ids = ids_mul;
		nids = N(ids_mul);
		v0 = fl ? "rn" : "lo";
		break;
	case T_SLASH:
		ids = ids_div;
		nids = N(ids_div);
		v0 = fl ? "rn" : NULL;
		break;
	case T_PCT:
		if (fl) {
			cerr(L->c, loc, "'%%' needs integer operands, got %s", tn);
			return vnone;
		}
		one = I_rem;
		ids = &one;
		nids = 1;
		break;
	case T_AMP: case T_PIPE: case T_CARET:
		one = op == T_AMP ? I_and : op == T_PIPE ? I_or : I_xor;
		ids = &one;
		nids = 1;
		tn = tname('b', bits);
		break;
	case T_SHL: case T_SHR:
		if (fl) {
			cerr(L->c, loc, "'%s' needs integer operands, got %s", opname(op), tn);
			return vnone;
		}
		one = op == T_SHL ? I_shl : I_shr;
		ids = &one;
		nids = 1;
		tn = tname(op == T_SHL || ty_is_bits(t) ? 'b' : ty_is_signed(t) ? 's' : 'u', bits);
		sty[1] = TY_U32;
		if (b.k == V_REG && !(ty_bits(b.ty) == 32 && (ty_is_int(b.ty) || ty_is_bits(b.ty)))) {
			cerr(L->c, loc, "shift amount must be a 32-bit integer, got %s", ty_name(b.ty));
			return vnone;
		}
		break;
	default:
		cerr(L->c, loc, "unsupported operator '%s'", opname(op));
		return vnone;
	}
	if (v0)
		return emit_op(L, loc, ids, nids, MODS(m0, v0, "t", tn), dst, t, src, sty, 2, what);
	return emit_op(L, loc, ids, nids, MODS("t", tn), dst, t, src, sty, 2, what);
}

Val cast(Lower *L, Loc loc, Ty t, Val v, int dst)
{
	if (v.k == V_NONE)
		return vnone;
	if (v.k == V_INT) {
		if (ty_is_float(t)) {
			Val r = vnone;
			r.k = V_FLT;
			r.ty = t;
			r.fodd = int_odd(v);
			r.f = v.ty && !ty_is_signed(v.ty) && v.ty != TY_PRED ? (double)(uint64_t)v.i : (double)v.i;
			if (t == TY_F32) {
				r.f = fp_bits_f32((uint32_t)fp_round_double(&fp_fmt_f32, r.fodd, FP_RN, 0, 0));
				r.fodd = 0;
			}
			return r;
		}
		if (ty_is_float(v.ty))
			return vnone;
		return vint(wrap(t, v.i), t);
	}
	if (v.k == V_FLT) {
		if (ty_is_float(t) || t == TY_TF32) {
			v.ty = t;
			if (t == TY_F32) {
				v.f = fp_bits_f32((uint32_t)fp_round_double(&fp_fmt_f32, flt_exact(v), FP_RN, 0, 0));
				v.fodd = 0;
			}
			return v;
		}
		if (t == TY_PRED)
			return vint(v.f != 0, TY_PRED);
		if (ty_is_bits(t)) {
			/* (b32)1.0: the f32 bit pattern */
			if (ty_bits(t) == 32 || ty_bits(t) == 64) {
				uint64_t bits;
				Ty ity;
				imm_bits(L, loc, v, ty_bits(t) == 32 ? TY_F32 : TY_F64, &bits, &ity);
				return vint((int64_t)bits, t);
			}
		}
		if (isnan(v.f) || v.f >= 18446744073709551616.0 || v.f < -9223372036854775808.0) {
			cerr(L->c, loc, "float constant %g does not fit in %s", v.f, ty_name(t));
			return vnone;
		}
		return vint(wrap(t, v.f >= 9223372036854775808.0 ? (int64_t)(uint64_t)v.f : (int64_t)v.f), t);
	}
	if (v.k == V_PTR) {
		int want = v.space == SPACE_SHARED ? 32 : 64;
		if (!(ty_is_int(t) || ty_is_bits(t)) || ty_bits(t) != want) {
			cerr(L->c, loc, "a %s pointer converts only to a %d-bit integer", space_name(v.space), want);
			return vnone;
		}
		int r = ptr_reg(L, loc, v);
		if (r < 0)
			return vnone;
		if (rty(L, r) == t)
			return vreg(r, t);
		Val src = vreg(r, rty(L, r));
		Ty st = t;
		return emit_op(L, loc, ONE(I_mov), MODS("t", tname('b', want)), dst, t, &src, &st, 1, "a pointer cast");
	}
	Ty s = v.ty;
	if (s == t)
		return v;
	Val src = v;
	Ty st = s;
	int sb = ty_bits(s), tb = ty_bits(t);
	if (t == TY_PRED) {
		Val z[2] = {v, vint(0, TY_NONE)};
		Ty zt[2] = {s, s};
		return emit_op(L, loc, ids_setp, N(ids_setp), MODS("cmp", ty_is_float(s) ? "neu" : "ne", "t", ty_name(s)), dst,
		               TY_PRED, z, zt, 2, "a cast to pred");
	}
	if (s == TY_PRED) {
		Val z[3] = {vint(1, TY_NONE), vint(0, TY_NONE), v};
		Ty zt[3] = {t, t, TY_PRED};
		return emit_op(L, loc, ONE(I_selp), MODS("t", ty_name(t)), dst, t, z, zt, 3, "a cast from pred");
	}
	int sf = ty_is_float(s) || s == TY_TF32, tf = ty_is_float(t) || t == TY_TF32;
	if (s == TY_B128 || t == TY_B128) {
		b128_misuse(L, loc, "a cast");
		return vnone;
	}
	int sx = ty_is_bits(s) || s == TY_F16X2 || s == TY_BF16X2 || (s >= TY_E4M3X2 && s <= TY_E5M2X4) || s == TY_TF32;
	int tx = ty_is_bits(t) || t == TY_F16X2 || t == TY_BF16X2 || (t >= TY_E4M3X2 && t <= TY_E5M2X4) || t == TY_TF32;
	if (sb == tb && (sx || tx || (ty_is_int(s) && ty_is_int(t)))) {
		/* same size, bits or sign change: a reinterpreting move */
		return emit_op(L, loc, ONE(I_mov), MODS("t", tname('b', sb)), dst, t, &src, &st, 1, "a cast");
	}
	/* bit types convert as the unsigned integer of their width */
	const char *sn = ty_is_bits(s) ? tname('u', sb) : ty_name(s), *tn = ty_is_bits(t) ? tname('u', tb) : ty_name(t);
	/* float to integer truncates; int to float and narrowing round to nearest */
	const char *rnd = sf && !tf ? "rzi" : !sf && !tf ? NULL : sf && tf && tb > sb ? NULL : "rn";
	char what[64];
	snprintf(what, sizeof what, "a cast from %s to %s", ty_name(s), ty_name(t));
	if (rnd)
		return emit_op(L, loc, ids_cvt, N(ids_cvt), MODS("rnd", rnd, "dt", tn, "st", sn), dst, t, &src, &st, 1, what);
	return emit_op(L, loc, ids_cvt, N(ids_cvt), MODS("dt", tn, "st", sn), dst, t, &src, &st, 1, what);
}

static Val lower_index(Lower *L, Expr *e)
{
	int r = lvalue_reg(L, e, 1);
	if (r >= 0)
		return vreg(r, rty(L, r));
	/* register array with a bad index: report through lvalue_reg */
	Expr *b = e;
	while (b->k == E_INDEX)
		b = b->a;
	if (b->k == E_NAME) {
		Sym *s = lookup(L, b->name);
		if (s && s->k == SY_ARR) {
			r = lvalue_reg(L, e, 0);
			return r >= 0 ? vreg(r, rty(L, r)) : vnone;
		}
	}
	Val p = lower(L, e->a, -1, TY_NONE);
	if (p.k == V_NONE)
		return vnone;
	if (p.k != V_PTR || p.sh < 0) {
		if (p.k == V_PTR)
			cerr(L->c, e->loc, "cannot index a pointer register; write [p + i] (pointer arithmetic)");
		else
			cerr(L->c, e->loc, "only register arrays and shared allocations can be indexed");
		return vnone;
	}
	const IrShared *sh = &L->shared.v[p.sh];
	if (p.lvl >= sh->ndim) {
		cerr(L->c, e->loc, "too many indices for '%s' (%d dimension%s)", sh->name, sh->ndim, sh->ndim == 1 ? "" : "s");
		return vnone;
	}
	int64_t stride = sh->is_mbarrier ? 8 : elem_size(sh->elem);
	for (int d = p.lvl + 1; d < sh->ndim; d++)
		stride *= sh->dim[d];
	Val ix = lower(L, e->b, -1, TY_U32);
	if (ix.k == V_INT && (ix.i < 0 || ix.i >= sh->dim[p.lvl])) {
		cerr(L->c, e->b->loc, "index %lld out of bounds for '%s' (size %lld)", (long long)ix.i, sh->name,
		     (long long)sh->dim[p.lvl]);
		return vnone;
	}
	if (ix.k == V_NONE)
		return vnone;
	Val r2 = ptr_add(L, e->loc, p, ix, stride, 0);
	r2.lvl = p.lvl + 1;
	return r2;
}

/* (shared T*) p: the address p viewed as elements of T (two views of one
 * shared region, a byte buffer read as words).  The space never changes:
 * generic <-> global/shared is cvta, written as an instruction. */
static Val ptr_view(Lower *L, Expr *e)
{
	Val p = lower(L, e->a, -1, TY_NONE);
	if (p.k == V_NONE)
		return vnone;
	if (p.k != V_PTR) {
		cerr(L->c, e->loc, "only a pointer can be viewed as (%s %s*); this is %s", e->ty.space == SPACE_SHARED ? "shared" :
		     "global", ty_name(e->ty.ty), p.k == V_REG ? ty_name(p.ty) : "a constant");
		return vnone;
	}
	if (e->ty.space != SPACE_GENERIC && e->ty.space != p.space) {
		cerr(L->c, e->loc, "a %s pointer cannot be viewed as a %s one (the space of an address does not change)",
		     space_name(p.space), space_name(e->ty.space));
		return vnone;
	}
	if (e->ty.ty == TY_PRED) {
		cerr(L->c, e->loc, "there are no pred pointers");
		return vnone;
	}
	p.elem = e->ty.ty;
	if (p.sh >= 0)   /* a view is a plain pointer: no dimensions left to index */
		p.lvl = L->shared.v[p.sh].ndim;
	return p;
}

Val lower(Lower *L, Expr *e, int dst, Ty hint)
{
	if (L->stop || !stack_ok(L, e->loc))
		return vnone;
	switch (e->k) {
	case E_INT: {
		Val v = vint((int64_t)e->i, TY_NONE);
		return v;
	}
	case E_FLT: return vflt(e);
	case E_SIZEOF:
		if (e->ty.ty == TY_NONE)
			return vnone;
		if (e->ty.ty == TY_PRED) {
			cerr(L->c, e->loc, "sizeof(pred) is undefined");
			return vnone;
		}
		return vint(elem_size(e->ty.ty), TY_NONE);
	case E_SINK:
		cerr(L->c, e->loc, "'_' is only allowed as an instruction operand");
		return vnone;
	case E_SLICE:
		cerr(L->c, e->loc, "a slice a[lo:hi] is only allowed inside a vector operand {...}");
		return vnone;
	case E_NAME: {
		Sym *s = lookup(L, e->name);
		if (!s) {
			int sp = special_of(L, e->name);
			if (sp >= 0) {
				Ty t = special_ty((Special)sp);
				int d = result_reg(L, dst, t, e->loc);
				IrOpnd ops[2] = {oreg(d), {.k = O_SPECIAL, .reg = -1, .sp = (Special)sp}};
				gen(L, e->loc, I_mov, MODS("t", ty_name(t)), ops, 2, "a special register read");
				return vreg(d, t);
			}
			if (e->name == L->n_true || e->name == L->n_false)
				return vint(e->name == L->n_true, TY_PRED);
			if (strchr(e->name, '.'))
				cerr(L->c, e->loc, "unknown special register '%s'", e->name);
			else
				cerr(L->c, e->loc, "undeclared name '%s'", e->name);
			return vnone;
		}
		switch (s->k) {
		case SY_CONST: return s->cd ? eval_module_const(L, s) : s->v;
		case SY_REG: return s->v;
		case SY_PTR: return s->v;
		case SY_SHARED: {
			const IrShared *sh = &L->shared.v[s->sh];
			Val v = vnone;
			v.k = V_PTR;
			v.space = SPACE_SHARED;
			v.elem = sh->elem;
			v.sh = s->sh;
			v.reg = -1;
			return v;
		}
		case SY_ARR:
			cerr(L->c, e->loc, "register array '%s' needs a constant index (or a slice inside {...})", e->name);
			return vnone;
		case SY_TMAP:
			/* the generic address of the parameter's 128-byte tensor-map
			 * object (a kernel copies it, replaces fields, uses the copy) */
			return vreg(s->v.reg, TY_U64);
		case SY_FN:
			cerr(L->c, e->loc, "'%s' is an inline fn; call it", e->name);
			return vnone;
		}
		return vnone;
	}
	case E_INDEX:
		return lower_index(L, e);
	case E_UN: {
		Val a = lower(L, e->a, -1, hint);
		if (a.k == V_NONE)
			return vnone;
		if (a.k == V_PTR) {
			cerr(L->c, e->loc, "'%s' on a pointer", opname(e->op));
			return vnone;
		}
		if (isconst(a))
			return fold_un(L, e->loc, e->op, a);
		Ty t = a.ty;
		if (t == TY_B128) {
			char what[32];
			snprintf(what, sizeof what, "unary '%s'", opname(e->op));
			b128_misuse(L, e->loc, what);
			return vnone;
		}
		const IsaId *ids = ids_neg;
		IsaId one;
		int nids = N(ids_neg);
		const char *tn = ty_name(t);
		if (e->op == T_BANG) {
			if (t != TY_PRED) {
				cerr(L->c, e->loc, "'!' needs a pred operand, got %s (write x == 0)", ty_name(t));
				return vnone;
			}
			one = I_not;
			ids = &one;
			nids = 1;
		} else if (e->op == T_TILDE) {
			if (ty_is_float(t)) {
				cerr(L->c, e->loc, "'~' needs an integer operand, got %s", ty_name(t));
				return vnone;
			}
			one = I_not;
			ids = &one;
			nids = 1;
			if (t != TY_PRED)
				tn = tname('b', ty_bits(t));
		}
		char what[48];
		snprintf(what, sizeof what, "unary '%s' on %s", opname(e->op), ty_name(t));
		return emit_op(L, e->loc, ids, nids, MODS("t", tn), dst, t, &a, &t, 1, what);
	}
	case E_BIN: {
		Val a = lower(L, e->a, -1, hint);
		if (a.k == V_NONE)
			return vnone;
		Ty bh = is_cmp(e->op) ? (a.k == V_REG ? a.ty : TY_NONE) : (e->op == T_SHL || e->op == T_SHR) ? TY_U32 :
		        a.k == V_REG ? a.ty : hint;
		Val b = lower(L, e->b, -1, bh);
		return binop(L, e->loc, e->op, a, b, dst, hint);
	}
	case E_COND: {
		Val c = lower(L, e->a, -1, TY_PRED);
		if (c.k == V_NONE)
			return vnone;
		if (isconst(c))
			return lower(L, c.i ? e->b : e->c, dst, hint);
		if (c.k != V_REG || c.ty != TY_PRED) {
			cerr(L->c, e->a->loc, "condition must be a pred or a comparison");
			return vnone;
		}
		Val a = lower(L, e->b, -1, hint), b = lower(L, e->c, -1, a.k == V_REG ? a.ty : hint);
		if (a.k == V_NONE || b.k == V_NONE)
			return vnone;
		if (isconst(a) && b.k == V_REG && !a.ty)
			a.ty = TY_NONE;
		Ty t = a.k == V_REG ? a.ty : b.k == V_REG ? b.ty : a.ty ? a.ty : b.ty ? b.ty : hint;
		if (a.k == V_PTR || b.k == V_PTR) {
			cerr(L->c, e->loc, "unsupported: '?:' on pointers");
			return vnone;
		}
		if ((a.k == V_REG && a.ty != t) || (b.k == V_REG && b.ty != t)) {
			cerr(L->c, e->loc, "type mismatch: '?:' branches are %s and %s; write a cast", ty_name(a.ty), ty_name(b.ty));
			return vnone;
		}
		if (!t) {
			cerr(L->c, e->loc, "cannot infer the type of '?:'; write a cast");
			return vnone;
		}
		if (t == TY_B128) {
			b128_misuse(L, e->loc, "'?:'");
			return vnone;
		}
		Val src[3] = {a, b, c};
		Ty st[3] = {t, t, TY_PRED};
		return emit_op(L, e->loc, ONE(I_selp), MODS("t", ptx_mov_type(t)), dst, t, src, st, 3, "'?:'");
	}
	case E_CAST:
		if (e->ty.ptr)
			return ptr_view(L, e);
		return cast(L, e->loc, e->ty.ty, lower(L, e->a, -1, e->ty.ty), dst);
	case E_CALL: {
		if (e->name == L->n_min || e->name == L->n_max || e->name == L->n_ceil) {
			if (e->nargs != 2) {
				cerr(L->c, e->loc, "'%s' takes 2 arguments, got %d", e->name, e->nargs);
				return vnone;
			}
			Val a = lower(L, e->args[0], -1, hint);
			Val b = lower(L, e->args[1], -1, a.k == V_REG ? a.ty : hint);
			if (a.k == V_NONE || b.k == V_NONE)
				return vnone;
			if (isconst(a) && isconst(b))
				return fold_builtin(L, e->loc, e->name, a, b);
			if (e->name == L->n_ceil) {
				cerr(L->c, e->loc, "ceil_div is for compile-time constants (and grid sizes)");
				return vnone;
			}
			Ty t = a.k == V_REG ? a.ty : b.ty;
			if ((a.k == V_REG && a.ty != t) || (b.k == V_REG && b.ty != t) || a.k == V_PTR || b.k == V_PTR) {
				cerr(L->c, e->loc, "type mismatch: %s(%s, %s); write a cast", e->name, ty_name(a.ty), ty_name(b.ty));
				return vnone;
			}
			Val src[2] = {a, b};
			Ty st[2] = {t, t};
			int mn = e->name == L->n_min;
			return emit_op(L, e->loc, mn ? ids_min : ids_max, N(ids_min), MODS("t", ty_name(t)), dst, t, src, st, 2,
			               mn ? "'min'" : "'max'");
		}
		Sym *s = lookup(L, e->name);
		if (s && s->k == SY_FN) {     /* a call expand.c did not reach */
			unexpanded(L, e->loc);
			return vnone;
		}
		cerr(L->c, e->loc, s ? "'%s' is not a function" : "undeclared function '%s'", e->name);
		return vnone;
	}
	case E_INLINE:
		if (!e->fn->ret.ty) {
			cerr(L->c, e->loc, "inline fn '%s' returns nothing; it cannot be used in an expression", e->name);
			return vnone;
		}
		return call_fn(L, e, e->fn, dst);
	}
	return vnone;
}

/* An inline fn call (E_INLINE): the arguments bound in the caller's frame
 * by mode, then the fn's expanded body (expand.c) in a fresh frame. */
Val call_fn(Lower *L, Expr *e, Fn *f, int dst)
{
	if (e->nargs != f->nparams) {
		cerr(L->c, e->loc, "'%s' takes %d argument%s, got %d", f->name, f->nparams, f->nparams == 1 ? "" : "s", e->nargs);
		return vnone;
	}
	if (++L->ncalls > MAX_CALLS) {
		if (!L->stop)
			cerr(L->c, e->loc, "kernel too large: more than %d inline fn calls", MAX_CALLS);
		L->stop = 1;
		return vnone;
	}
	if (f->failed)
		return vnone;
	if (L->inl >= MAX_INLINE || f->lowering) {
		cerr(L->c, e->loc, "inline fn '%s' calls itself (inline fns cannot recurse)", f->name);
		return vnone;
	}
	if (f->xstate != 2) {
		unexpanded(L, e->loc);
		return vnone;
	}
	/* evaluate the arguments in the caller's frame */
	Sym *binds = arena_alloc(L->c->a, sizeof *binds * (size_t)(f->nparams ? f->nparams : 1));
	int ok = 1;
	for (int i = 0; i < f->nparams && ok; i++) {
		Param *p = &f->params[i];
		Expr *a = e->args[i];
		Sym *b = &binds[i];
		b->name = p->name;
		b->loc = p->loc;
		b->param = -1;
		if (p->ty.tmap) {
			Sym *t = a->k == E_NAME ? lookup(L, a->name) : NULL;
			if (!t || t->k != SY_TMAP) {
				cerr(L->c, a->loc, "argument %d of '%s' must be a tensormap parameter", i + 1, f->name);
				ok = 0;
				break;
			}
			*b = *t;
			b->name = p->name;
			continue;
		}
		if (p->mode != PM_VAL) {
			Sym *t = a->k == E_NAME ? lookup(L, a->name) : NULL;
			if (p->ty.ptr) {
				if (!t || t->k != SY_PTR || t->v.reg < 0) {
					cerr(L->c, a->loc, "argument %d of '%s' (%s) must be a pointer register", i + 1, f->name,
					     p->mode == PM_INOUT ? "inout" : "out");
					ok = 0;
					break;
				}
				if (!ptr_compat(t->v, p->ty.space, p->ty.ty)) {
					cerr(L->c, a->loc, "argument %d of '%s': pointer type mismatch", i + 1, f->name);
					ok = 0;
					break;
				}
				b->k = SY_PTR;
				b->v = t->v;
				continue;
			}
			int r = lvalue_reg(L, a, 1);
			if (r < 0) {
				if (a->k != E_NAME || lookup(L, a->name))
					cerr(L->c, a->loc, "argument %d of '%s' (%s %s) must be a register", i + 1, f->name,
					     p->mode == PM_INOUT ? "inout" : "out", p->name);
				else
					lvalue_reg(L, a, 0);
				ok = 0;
				break;
			}
			if (rty(L, r) != p->ty.ty) {
				cerr(L->c, a->loc, "argument %d of '%s' (%s %s) must be a %s register, got %s", i + 1, f->name,
				     p->mode == PM_INOUT ? "inout" : "out", p->name, ty_name(p->ty.ty), ty_name(rty(L, r)));
				ok = 0;
				break;
			}
			b->k = SY_REG;
			b->v = vreg(r, p->ty.ty);
			continue;
		}
		if (p->ty.ptr) {
			Val v = lower(L, a, -1, TY_NONE);
			if (v.k == V_NONE) {
				ok = 0;
				break;
			}
			if (v.k != V_PTR || !ptr_compat(v, p->ty.space, p->ty.ty)) {
				char want[48];
				Val w = vnone;
				w.space = p->ty.space;
				w.elem = p->ty.ty;
				ptr_desc(w, want, sizeof want);
				cerr(L->c, a->loc, "argument %d of '%s' must be a %s", i + 1, f->name, want);
				ok = 0;
				break;
			}
			b->k = SY_PTR;
			if (v.reg < 0) {
				b->v = v;     /* a constant shared address binds as is */
				b->v.elem = p->ty.ty;
				continue;
			}
			int r = new_reg(L, p->name, -1, p->ty.space == SPACE_SHARED ? TY_U32 : TY_U64, p->loc);
			ptr_into(L, a->loc, v, r, p->ty.space, p->ty.ty, p->name);
			b->v = v;
			b->v.reg = r;
			b->v.off = 0;
			b->v.elem = p->ty.ty;
			b->v.sh = -1;
			continue;
		}
		int r = new_reg(L, p->name, -1, p->ty.ty, p->loc);
		Val v = lower(L, a, r, p->ty.ty);
		if (v.k == V_NONE) {
			ok = 0;
			break;
		}
		if (v.k == V_REG && v.ty != p->ty.ty) {
			cerr(L->c, a->loc, "argument %d of '%s' must be %s, got %s; write a cast", i + 1, f->name,
			     ty_name(p->ty.ty), ty_name(v.ty));
			ok = 0;
			break;
		}
		move_into(L, a->loc, v, r, p->name);
		b->k = SY_REG;
		b->v = vreg(r, p->ty.ty);
	}
	if (!ok)
		return vnone;
	int ret = -1;
	Ty rt = f->ret.ptr ? TY_NONE : f->ret.ty;
	if (f->ret.ptr) {
		cerr(L->c, e->loc, "unsupported: inline fn returning a pointer");
		return vnone;
	}
	if (rt)
		ret = dst >= 0 && rty(L, dst) == rt ? dst : tmp(L, rt, e->loc);
	/* the body in a fresh frame: only module names and the parameters */
	int fr = L->frame, sc = L->scope, nl = L->nloops, rr = L->ret_reg, top = L->top;
	Ty rty_ = L->ret_ty;
	Stmt *rl = L->ret_last;
	Fn *cf = L->cur_fn;
	L->frame = ++L->nframes;
	int mark = push_scope(L), prev = L->scope;
	for (int i = 0; i < f->nparams; i++) {
		Sym *b = bind(L, binds[i].name, binds[i].k, binds[i].loc);
		Sym keep = *b;
		*b = binds[i];
		b->frame = keep.frame;
		b->scope = keep.scope;
		b->shadow = keep.shadow;
		b->name = keep.name;
	}
	L->nloops = 0;
	L->ret_reg = ret;
	L->ret_ty = rt;
	L->cur_fn = f;
	L->top = 0;
	L->inl++;
	f->lowering = 1;
	/* the return allowed is the body's last statement (expansion never
	 * drops a return, so the expanded body ends with its copy) */
	Stmt *last = f->body, *xlast = f->xbody;
	while (last && last->next)
		last = last->next;
	while (xlast && xlast->next)
		xlast = xlast->next;
	L->ret_last = last && last->k == ST_RETURN ? xlast : NULL;
	if (rt && (!last || last->k != ST_RETURN))
		cerr(L->c, f->loc, "inline fn '%s' must end with 'return <%s value>;'", f->name, ty_name(rt));
	int nerr = L->c->d->nerr;
	lower_stmts(L, f->xbody);
	if (L->c->d->nerr != nerr)
		f->failed = 1;
	f->lowering = 0;
	L->inl--;
	pop_scope(L, mark, prev);
	L->frame = fr;
	L->scope = sc;
	L->nloops = nl;
	L->ret_reg = rr;
	L->ret_ty = rty_;
	L->ret_last = rl;
	L->cur_fn = cf;
	L->top = top;
	if (!rt)
		return vint(0, TY_NONE);   /* unused; a void call in an expression is caught below */
	return vreg(ret, rt);
}

/* What expand.c left unexpanded because it stopped on a budget: the
 * error, at the first place lowering meets it. */
void unexpanded(Lower *L, Loc loc)
{
	if (!L->stop) {
		if (L->xstack)
			cerr(L->c, loc, "nesting too deep here (expressions, blocks and inline calls together use up the "
			     "compiler's %d KiB stack budget)", STACK_BUDGET >> 10);
		else
			cerr(L->c, loc, "kernel too large: more than %d unrolled iterations or %d statements after unrolling",
			     MAX_ITERS, MAX_XSTMTS);
	}
	L->stop = 1;
}

/* moves value v into register r (assignment / initialization) */
void move_into(Lower *L, Loc loc, Val v, int r, const char *name)
{
	if (v.k == V_NONE || r < 0)
		return;
	Ty t = rty(L, r);
	if (v.k == V_REG && v.reg == r)
		return;
	if (v.k == V_PTR) {
		cerr(L->c, loc, "cannot assign a pointer to %s register '%s'; write a cast", ty_name(t), name);
		return;
	}
	if (v.k == V_REG && v.ty != t) {
		cerr(L->c, loc, "type mismatch: cannot assign %s to %s register '%s'; write a cast", ty_name(v.ty), ty_name(t), name);
		return;
	}
	if (isconst(v) && v.ty && v.ty != t && !(v.ty == TY_PRED && t == TY_PRED)) {
		cerr(L->c, loc, "type mismatch: cannot assign a %s constant to %s register '%s'", ty_name(v.ty), ty_name(t), name);
		return;
	}
	IrOpnd ops[2] = {oreg(r)};
	if (t == TY_B128) {   /* register to register only: b128 has no constants */
		if (v.k != V_REG) {
			b128_misuse(L, loc, "a constant");
			return;
		}
		ops[1] = oreg(v.reg);
		gen(L, loc, I_mov_b128, MODS("t", "b128"), ops, 2, "an assignment");   /* "t" is no slot: the literal .b128 */
		return;
	}
	if (!src_op(L, loc, v, t, 1, &ops[1]))
		return;
	gen(L, loc, I_mov, MODS("t", ptx_mov_type(t)), ops, 2, "an assignment");
}

void lower_into(Lower *L, Expr *e, int r, const char *name)
{
	Val v = lower(L, e, r, rty(L, r));
	move_into(L, e->loc, v, r, name);
}

int ptr_compat(Val p, Space sp, Ty elem)
{
	if (p.space != sp)
		return 0;
	return p.elem == elem || (ty_bits(p.elem) == ty_bits(elem) && (ty_is_bits(p.elem) || ty_is_bits(elem)));
}

/* pointer assignment into pointer register r */
void ptr_into(Lower *L, Loc loc, Val v, int r, Space sp, Ty elem, const char *name)
{
	if (v.k == V_NONE)
		return;
	if (v.k != V_PTR || !ptr_compat(v, sp, elem)) {
		char want[48], got[48];
		Val w = vnone;
		w.space = sp;
		w.elem = elem;
		ptr_desc(w, want, sizeof want);
		if (v.k == V_PTR)
			ptr_desc(v, got, sizeof got);
		else
			snprintf(got, sizeof got, "%s", v.k == V_REG ? ty_name(v.ty) : "a constant");
		cerr(L->c, loc, "type mismatch: '%s' is %s, assigned %s", name, want, got);
		return;
	}
	if (v.reg == r && v.off == 0)
		return;
	int sh = sp == SPACE_SHARED;
	if (v.reg < 0) {
		IrOpnd ops[2] = {oreg(r), {.k = O_SYM, .reg = -1, .symk = SYM_SHARED, .sym = v.sh, .off = v.off}};
		gen(L, loc, I_mov, MODS("t", "u32"), ops, 2, "a shared address");
	} else if (v.off) {
		IrOpnd ops[3] = {oreg(r), oreg(v.reg), oimm(sh ? TY_U32 : TY_U64, sh ? (uint64_t)v.off & 0xffffffffu : (uint64_t)v.off)};
		gen(L, loc, I_add_int, MODS("t", sh ? "u32" : "u64"), ops, 3, "pointer arithmetic");
	} else {
		IrOpnd ops[2] = {oreg(r), oreg(v.reg)};
		gen(L, loc, I_mov, MODS("t", sh ? "u32" : "u64"), ops, 2, "a pointer copy");
	}
}

int lower_cond(Lower *L, Expr *e, Cond *c)
{
	memset(c, 0, sizeof *c);
	c->reg = -1;
	if (e->k == E_UN && e->op == T_BANG) {
		if (!lower_cond(L, e->a, c))
			return 0;
		c->val = !c->val;
		c->neg = !c->neg;
		return 1;
	}
	Val v = lower(L, e, -1, TY_PRED);
	if (v.k == V_NONE)
		return 0;
	if (v.k == V_INT) {
		c->isconst = 1;
		c->val = v.i != 0;
		return 1;
	}
	if (v.k != V_REG || v.ty != TY_PRED) {
		cerr(L->c, e->loc, "condition must be a pred or a comparison, got %s (write x != 0)",
		     v.k == V_REG ? ty_name(v.ty) : v.k == V_PTR ? "a pointer" : "a float");
		return 0;
	}
	c->reg = v.reg;
	return 1;
}
