/* Pass lower, instruction statements: the opcode matched against the ISA
 * table, each written operand checked and lowered to the entry's operand. */
#include "lang/lower_int.h"
#include "num/fp.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int base_is(const IsaEntry *e, const char *const *names)
{
	for (; *names; names++)
		if (!strcmp(e->base, *names))
			return 1;
	return 0;
}

static int want_ty(const char *want, Ty *t)
{
	char one[16];
	size_t n = strcspn(want, "|");
	if (n >= sizeof one)
		return 0;
	memcpy(one, want, n);
	one[n] = 0;
	*t = strcmp(one, "*") ? ty_from_name(one) : TY_NONE;
	return 1;
}

static int reg_ok(Ty rt, const char *want, int relaxed)
{
	return isa_type_ok(want, ty_name(rt), relaxed) || isa_type_ok(want, ty_ptx(rt), relaxed);
}

static void describe_opnd(const IsaMatch *m, int i, char *buf, size_t n)
{
	Buf sp = {0};
	isa_spell(m, &sp);
	snprintf(buf, n, "operand %d (%s) of '%s'", i + 1, m->e->opnd[i].name, buf_str(&sp));
	buf_free(&sp);
}

static int check_reg(Lower *L, Loc loc, const IsaMatch *m, int i, int r, const char *want, int relaxed)
{
	Ty t = rty(L, r);
	char d[256];
	if (m->e->opnd[i].exact && !strcmp(want, m->e->opnd[i].type)) {
		/* "b32!": the PTX declaration must be exactly b32 (f16x2, bf16x2,
		 * tf32 ... are declared .b32; u32, s32, f32 are not) */
		if (!strcmp(ty_ptx(t), want))
			return 1;
		describe_opnd(m, i, d, sizeof d);
		cerr(L->c, loc, "%s must be a %s register (exactly: ptxas rejects other %d-bit types here), got %s", d, want,
		     isa_type_bits(want), ty_name(t));
		return 0;
	}
	if (reg_ok(t, want, relaxed))
		return 1;
	describe_opnd(m, i, d, sizeof d);
	cerr(L->c, loc, "%s must be a %s register, got %s", d, want, ty_name(t));
	return 0;
}

/* The value type of a plain load or store (ld.global.f32: "f32"), which must
 * be the pointer's element type; NULL for bit types (.b32 reinterprets on
 * purpose) and for every other instruction. */
static const char *typed_access(const IsaMatch *m)
{
	const char *b = m->e->base;
	if (strcmp(b, "ld") && strcmp(b, "st") && strcmp(b, "ldu"))
		return NULL;
	const char *t = isa_slot_value(m, "t");
	return t && t[0] != 'b' ? t : NULL;
}

static int lower_addr(Lower *L, Expr *e, const IsaMatch *m, int i, IrOpnd *o)
{
	Val v;
	int64_t extra = 0;
	/* [r + 16]: integer register plus constant byte offset */
	if (e->k == E_BIN && (e->op == T_PLUS || e->op == T_MINUS)) {
		Val a = lower(L, e->a, -1, TY_NONE);
		if (a.k == V_NONE)
			return 0;
		Val b = lower(L, e->b, -1, a.k == V_REG ? a.ty : TY_NONE);
		if (b.k == V_NONE)
			return 0;
		if (a.k == V_REG && b.k == V_INT && (ty_is_int(a.ty) || ty_is_bits(a.ty))) {
			v = a;
			extra = e->op == T_PLUS ? b.i : -b.i;
		} else
			v = binop(L, e->loc, e->op, a, b, -1, TY_NONE);
	} else
		v = lower(L, e, -1, TY_NONE);
	if (v.k == V_NONE)
		return 0;
	char d[256];
	describe_opnd(m, i, d, sizeof d);
	*o = (IrOpnd){.k = O_ADDR, .reg = -1};
	/* the space of this operand: cp.async.ca.shared.global has a shared
	 * destination and a global source */
	int known;
	const char *ss = isa_opnd_space(m, i, &known);
	int sh_ss = ss && !strncmp(ss, "shared", 6);
	if (v.k == V_PTR) {
		if (known && (v.space == SPACE_SHARED) != sh_ss) {
			cerr(L->c, e->loc, "%s: this is a %s address, but '%s' accesses %s memory", d,
			     space_name(v.space), m->e->base, ss ? ss : "generic");
			return 0;
		}
		const char *t = typed_access(m);
		if (t && v.elem != TY_NONE && strcmp(t, ty_name(v.elem))) {
			char pd[64];
			ptr_desc(v, pd, sizeof pd);
			cerr(L->c, e->loc, "%s: a .%s access through a %s pointer; write the pointer's type, a bit type "
			     "(.b%d), or view the pointer as another type ((%s %s*)p)", d, t, pd, isa_type_bits(t),
			     space_name(v.space), t);
			return 0;
		}
		o->reg = v.reg;
		o->off = v.off;
		if (v.reg < 0) {
			o->symk = SYM_SHARED;
			o->sym = v.sh;
		}
		return 1;
	}
	if (v.k == V_REG) {
		if (!(ty_is_int(v.ty) || ty_is_bits(v.ty)) || ty_bits(v.ty) < 32) {
			cerr(L->c, e->loc, "%s: an address register must be a 32- or 64-bit integer, got %s", d, ty_name(v.ty));
			return 0;
		}
		if (ty_bits(v.ty) == 32 && !sh_ss && known) {
			cerr(L->c, e->loc, "%s: a 32-bit address register only addresses shared memory; '%s' accesses %s memory",
			     d, m->e->base, ss ? ss : "generic");
			return 0;
		}
		o->reg = v.reg;
		o->off = extra;
		return 1;
	}
	cerr(L->c, e->loc, "unsupported: %s: absolute address; use a pointer or register", d);
	return 0;
}

static int lower_vec(Lower *L, Opnd *op, const IsaMatch *m, int i, const char *want, int cnt, int relaxed, IrOpnd *o)
{
	const IsaOpnd *io = &m->e->opnd[i];
	int dst = io->dir != OD_SRC;
	VEC(int) regs = {0};
	Ty wt = TY_NONE;
	want_ty(want, &wt);
	int ok = 1;
	char d[256];
	describe_opnd(m, i, d, sizeof d);
	for (int j = 0; j < op->n && ok; j++) {
		Expr *x = op->v[j];
		if (x->k == E_SINK) {
			if (!io->sink_ok) {
				cerr(L->c, x->loc, "'_' is not allowed in %s", d);
				ok = 0;
			}
			vec_push(&regs, -1);
			continue;
		}
		if (x->k == E_SLICE) {
			Sym *s = x->a->k == E_NAME ? lookup(L, x->a->name) : NULL;
			if (!s || s->k != SY_ARR || s->ndim != 1) {
				cerr(L->c, x->loc, "a slice needs a one-dimensional register array");
				ok = 0;
				break;
			}
			int64_t lo, hi;
			if (!const_int(L, x->b, &lo, "a slice bound") || !const_int(L, x->c, &hi, "a slice bound")) {
				ok = 0;
				break;
			}
			if (lo < 0 || hi > s->n || lo >= hi) {
				cerr(L->c, x->loc, "slice [%lld:%lld] out of bounds for '%s' (size %d)", (long long)lo, (long long)hi,
				     s->name, s->n);
				ok = 0;
				break;
			}
			for (int64_t k = lo; k < hi && ok; k++) {
				if (!check_reg(L, x->loc, m, i, s->base + (int)k, want, relaxed))
					ok = 0;
				vec_push(&regs, s->base + (int)k);
			}
			continue;
		}
		int r;
		if (dst) {
			r = lvalue_reg(L, x, 0);
			if (r < 0) {
				ok = 0;
				break;
			}
		} else {
			Val v = lower(L, x, -1, wt);
			if (v.k == V_NONE) {
				ok = 0;
				break;
			}
			r = to_reg(L, x->loc, v, wt);
			if (r < 0) {
				ok = 0;
				break;
			}
		}
		if (!check_reg(L, x->loc, m, i, r, want, relaxed))
			ok = 0;
		vec_push(&regs, r);
	}
	if (ok && regs.n != cnt) {
		cerr(L->c, op->loc, "%s must be a vector of %d register%s, got %d", d, cnt, cnt == 1 ? "" : "s", regs.n);
		ok = 0;
	}
	int nsink = 0;
	for (int j = 0; j < regs.n; j++)
		nsink += regs.v[j] < 0;
	if (ok && nsink && nsink == regs.n) {
		cerr(L->c, op->loc, "%s needs at least one register: every element is '_'", d);
		ok = 0;
	}
	if (ok) {
		o->k = O_VEC;
		o->reg = -1;
		o->n = regs.n;
		o->regs = arena_alloc(L->m->arena, sizeof(int) * (size_t)(regs.n ? regs.n : 1));
		if (regs.n)
			memcpy(o->regs, regs.v, sizeof(int) * (size_t)regs.n);
	}
	vec_free(&regs);
	return ok;
}

static int imm_check(Lower *L, Loc loc, const IsaMatch *m, int i, Val v)
{
	const IsaOpnd *io = &m->e->opnd[i];
	if (!io->imm || v.k != V_INT || isa_imm_ok(io, (long long)v.i))
		return 1;
	char d[256];
	describe_opnd(m, i, d, sizeof d);
	cerr(L->c, loc, "%s must be one of %s, got %lld", d, io->imm, (long long)v.i);
	return 0;
}

/* OS_PAIR destination: "d" or "d|p" (d may be '_') */
static int lower_pair(Lower *L, Opnd *op, const IsaMatch *m, int i, const char *want, IrOpnd *o)
{
	const IsaOpnd *io = &m->e->opnd[i];
	char d[256];
	describe_opnd(m, i, d, sizeof d);
	Expr *x = op->e, *y = NULL;
	if (x->k == E_BIN && x->op == T_PIPE) {
		y = x->b;
		x = x->a;
	}
	if (!y && io->braced) {
		cerr(L->c, op->loc, "%s needs two destinations 'd|p'", d);
		return 0;
	}
	int r[2] = {-1, -1};
	Expr *xs[2] = {x, y};
	for (int j = 0; j < (y ? 2 : 1); j++) {
		if (xs[j]->k == E_SINK) {
			if (!io->sink_ok || j) {
				cerr(L->c, xs[j]->loc, "'_' is not allowed in %s", d);
				return 0;
			}
			continue;
		}
		r[j] = lvalue_reg(L, xs[j], 0);
		if (r[j] < 0)
			return 0;
		if (!check_reg(L, xs[j]->loc, m, i, r[j], j ? "pred" : want, 0))
			return 0;
	}
	if (!y) {
		o->k = r[0] < 0 ? O_SINK : O_REG;
		o->reg = r[0];
		return 1;
	}
	o->k = O_VEC;
	o->n = 2;
	o->regs = arena_alloc(L->m->arena, 2 * sizeof(int));
	o->regs[0] = r[0];
	o->regs[1] = r[1];
	return 1;
}

/* A constant for operand i, as type t: the form's immediate rules, then its bits. */
static int const_operand(Lower *L, Loc loc, const IsaMatch *m, int i, Val v, Ty t, IrOpnd *o)
{
	uint64_t bits;
	Ty ity;
	if (!imm_check(L, loc, m, i, v) || !imm_bits(L, loc, v, t, &bits, &ity))
		return 0;
	*o = oimm(ity, bits);
	return 1;
}

static int lower_operand(Lower *L, Stmt *s, int j, int i, const IsaMatch *m, int relaxed, IrOpnd *o)
{
	static const char *const symbol_ok[] = {"mov", "cvta", NULL};
	Opnd *op = &s->ops[j];
	const IsaOpnd *io = &m->e->opnd[i];
	const char *want = isa_opnd_type(m, i);
	int cnt = isa_opnd_count(m, i);
	char d[256];
	describe_opnd(m, i, d, sizeof d);
	memset(o, 0, sizeof *o);
	o->reg = -1;
	if (op->k == OP_SINK) {
		if (!io->sink_ok || io->shape == OS_VEC) {
			cerr(L->c, op->loc, "'_' is not allowed as %s%s", d,
			     io->sink_ok ? " (only as an element of a vector {..})" : "");
			return 0;
		}
		o->k = O_SINK;
		return 1;
	}
	if (io->sink_ok == 2) {
		cerr(L->c, op->loc, "%s must be the sink '_'", d);
		return 0;
	}
	switch (io->shape) {
	case OS_LABEL:
		cerr(L->c, op->loc, "unsupported: %s is a branch label; use structured control flow", d);
		return 0;
	case OS_PAIR:
		if (op->k != OP_EXPR) {
			cerr(L->c, op->loc, "%s must be a register (or 'd|p')", d);
			return 0;
		}
		return lower_pair(L, op, m, i, want, o);
	case OS_MEM:
		if (op->k != OP_MEM) {
			cerr(L->c, op->loc, "%s must be a memory address [...]", d);
			return 0;
		}
		return lower_addr(L, op->e, m, i, o);
	case OS_TMAP: {
		if (op->k != OP_TMAP) {
			cerr(L->c, op->loc, "%s must be a tensor address [tmap, {x, y, ...}]", d);
			return 0;
		}
		Sym *t = op->e->k == E_NAME ? lookup(L, op->e->name) : NULL;
		int treg = -1;
		if (!t || t->k != SY_TMAP) {
			/* a 64-bit generic address of a tensor map in param, const or
			 * global memory (PTX: the tensorMap operand is such an address) */
			Val tv = lower(L, op->e, -1, TY_U64);
			if (tv.k == V_NONE)
				return 0;
			if (tv.k == V_PTR && tv.space == SPACE_GLOBAL)
				tv = vreg(ptr_reg(L, op->e->loc, tv), TY_U64);   /* a global pointer: the same address generically */
			if (tv.k != V_REG || ty_bits(tv.ty) != 64) {
				cerr(L->c, op->e->loc, "%s: the tensor map must be a tensormap parameter or a 64-bit address register", d);
				return 0;
			}
			treg = tv.reg;
		}
		if (op->n != cnt) {
			cerr(L->c, op->loc, "%s needs %d coordinate%s, got %d", d, cnt, cnt == 1 ? "" : "s", op->n);
			return 0;
		}
		int *regs = arena_alloc(L->m->arena, sizeof(int) * (size_t)(cnt ? cnt : 1));
		for (int c = 0; c < cnt; c++) {
			Val v = lower(L, op->v[c], -1, TY_S32);
			int r = v.k == V_NONE ? -1 : to_reg(L, op->v[c]->loc, v, TY_S32);
			if (r < 0)
				return 0;
			if (!check_reg(L, op->v[c]->loc, m, i, r, want, 0))
				return 0;
			regs[c] = r;
		}
		o->k = O_TMAP;
		o->reg = treg >= 0 ? treg : t->v.reg;
		o->symk = SYM_PARAM;
		o->sym = treg >= 0 ? -1 : t->param;
		o->regs = regs;
		o->n = cnt;
		return 1;
	}
	case OS_VEC:
		if (op->k == OP_VEC)
			return lower_vec(L, op, m, i, want, cnt, relaxed, o);
		if (cnt != 1 || op->k != OP_EXPR) {
			cerr(L->c, op->loc, "%s must be a vector {...} of %d registers", d, cnt);
			return 0;
		}
		break;
	default:
		break;
	}
	if (op->k != OP_EXPR) {
		cerr(L->c, op->loc, "%s must be %s", d, io->shape == OS_IMM ? "an immediate" :
		     io->shape == OS_REG || io->shape == OS_VEC ? "a register" : "a register or an immediate");
		return 0;
	}
	if (io->dir != OD_SRC) {
		int r = lvalue_reg(L, op->e, 1);
		if (r < 0) {
			if (op->e->k == E_NAME || op->e->k == E_INDEX) {
				if (lvalue_reg(L, op->e, 0) == -1)
					cerr(L->c, op->loc, "destination %s must be a register", d);
			} else
				cerr(L->c, op->loc, "destination %s must be a register", d);
			return 0;
		}
		if (!check_reg(L, op->loc, m, i, r, want, relaxed))
			return 0;
		o->k = O_REG;
		o->reg = r;
		return 1;
	}
	Ty wt = TY_NONE;
	want_ty(want, &wt);
	if (op->e->k == E_NAME && !lookup(L, op->e->name) && special_of(L, op->e->name) >= 0 && !strcmp(m->e->base, "mov")) {
		Special sp = (Special)special_of(L, op->e->name);
		if (!reg_ok(special_ty(sp), want, 0)) {
			cerr(L->c, op->loc, "%s must be a %s register, got %s", d, want, ty_name(special_ty(sp)));
			return 0;
		}
		o->k = O_SPECIAL;
		o->sp = sp;
		return 1;
	}
	Val v = lower(L, op->e, -1, wt);
	if (v.k == V_NONE)
		return 0;
	if (io->shape == OS_IMM) {
		if (!isconst(v)) {
			cerr(L->c, op->loc, "%s must be a compile-time constant", d);
			return 0;
		}
		Ty t = v.ty && v.ty != TY_PRED ? v.ty : wt ? wt : TY_B32;
		return const_operand(L, op->loc, m, i, v, t, o);
	}
	if (isconst(v) && io->shape == OS_REGIMM) {
		Ty t = wt ? wt : v.ty && v.ty != TY_PRED ? v.ty : TY_NONE;
		if (!t) {
			cerr(L->c, op->loc, "cannot infer the type of the constant %s; write a cast", d);
			return 0;
		}
		return const_operand(L, op->loc, m, i, v, t, o);
	}
	if (v.k == V_PTR && v.reg < 0 && base_is(m->e, symbol_ok)) {
		o->k = O_SYM;
		o->symk = SYM_SHARED;
		o->sym = v.sh;
		o->off = v.off;
		if (!reg_ok(TY_U32, want, 0)) {
			cerr(L->c, op->loc, "%s: a shared address is a u32, the instruction wants %s", d, want);
			return 0;
		}
		return 1;
	}
	int r = to_reg(L, op->loc, v, wt);
	if (r < 0)
		return 0;
	if (!check_reg(L, op->loc, m, i, r, want, relaxed))
		return 0;
	o->k = O_REG;
	o->reg = r;
	return 1;
}

static int shape_fits(const IsaMatch *m, const Stmt *s)
{
	int map[ISA_MAX_OPNDS], fx, fr;
	if (s->nops > ISA_MAX_OPNDS || !isa_opnd_map(m, s->nops, map, &fx, &fr))
		return 0;
	for (int j = 0; j < s->nops; j++) {
		const IsaOpnd *io = &m->e->opnd[map[j]];
		OpndKind k = s->ops[j].k;
		int ok;
		switch (io->shape) {
		case OS_MEM: ok = k == OP_MEM; break;
		case OS_TMAP: ok = k == OP_TMAP; break;
		case OS_VEC: ok = k == OP_VEC || k == OP_SINK || (k == OP_EXPR && isa_opnd_count(m, map[j]) == 1 && !io->braced); break;
		default: ok = k == OP_EXPR || k == OP_SINK; break;
		}
		if (!ok)
			return 0;
	}
	return 1;
}

/* The opcode of s with its `{expr}` substitutions replaced by their
 * constant values ("m64n{BN}k16" -> "m64n128k16"), or NULL after an error. */
static const char *subst_opcode(Lower *L, Stmt *s)
{
	Buf b = {0};
	int ok = 1;
	for (int k = 0; k <= s->nsubs; k++) {
		buf_puts(&b, s->parts[k]);
		if (k == s->nsubs)
			break;
		int64_t v;
		if (!const_int(L, s->subs[k], &v, "an opcode substitution")) {
			ok = 0;
			continue;
		}
		if (v < 0) {
			cerr(L->c, s->subs[k]->loc, "an opcode substitution must not be negative, got %lld", (long long)v);
			ok = 0;
		}
		buf_printf(&b, "%lld", (long long)v);
	}
	const char *op = ok ? intern(L->c, buf_str(&b), strlen(buf_str(&b))) : NULL;
	buf_free(&b);
	return op;
}

void lower_instr(Lower *L, Stmt *s)
{
	static const char *const relaxed_bases[] = {"ld", "ldu", "st", "cvt", NULL};
	IsaMatch m;
	Buf why = {0};
	const char *op = s->nsubs ? subst_opcode(L, s) : s->name;
	if (!op)
		return;
	if (!match(L, op, &m, &why)) {
		cerr(L->c, s->nloc, "%s", buf_str(&why));
		buf_free(&why);
		return;
	}
	buf_free(&why);
	/* entries may share a spelling and differ in operands: pick by shape */
	IsaMatch first = m;
	while (!shape_fits(&m, s))
		if (!isa_match_from(op, (int)m.e->id + 1, &m)) {
			m = first;
			break;
		}
	const IsaEntry *e = m.e;
	check_target(L, s->nloc, &m, op);
	int map[ISA_MAX_OPNDS], nfixed, nfree;
	if (s->nops > ISA_MAX_OPNDS || !isa_opnd_map(&m, s->nops, map, &nfixed, &nfree)) {
		Buf f = {0};
		isa_form(e, &f);
		if (!nfree)
			cerr(L->c, s->nloc, "'%s' takes %d operand%s, got %d; form: %s", op, nfixed, nfixed == 1 ? "" : "s",
			     s->nops, buf_str(&f));
		else
			cerr(L->c, s->nloc, "'%s' takes %d to %d operands, got %d; form: %s", op, nfixed, nfixed + nfree,
			     s->nops, buf_str(&f));
		buf_free(&f);
		return;
	}
	int relaxed = base_is(e, relaxed_bases);
	IrOpnd *ops = arena_alloc(L->m->arena, sizeof *ops * (size_t)(s->nops ? s->nops : 1));
	int ok = 1;
	for (int j = 0; j < s->nops; j++)
		ok &= lower_operand(L, s, j, map[j], &m, relaxed, &ops[j]);
	int guard = -1;
	if (s->guard) {
		guard = lvalue_reg(L, s->guard, 1);
		if (guard < 0 || rty(L, guard) != TY_PRED) {
			Val g = guard < 0 ? lower(L, s->guard, -1, TY_PRED) : vreg(guard, rty(L, guard));
			if (g.k != V_NONE) {
				if (g.k == V_REG && g.ty == TY_PRED)
					guard = g.reg;
				else {
					cerr(L->c, s->loc, "guard must be a pred register, got %s",
					     g.k == V_REG ? ty_name(g.ty) : "a non-register");
					ok = 0;
				}
			} else
				ok = 0;
		}
	}
	if (!ok)
		return;
	IrStmt *st = add_stmt(L, S_INSTR, s->nloc);
	st->in.m = m;
	st->in.ops = ops;
	st->in.nops = s->nops;
	st->in.guard = guard;
	st->in.guard_neg = s->guard_neg;
}
