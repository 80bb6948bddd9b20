/* Semantic analysis and lowering: AST -> IR.  One walk per kernel with
 * template parameters bound: names resolve through a hashed binding table
 * with shadowing (O(1) lookup), types are checked as expressions are
 * lowered to PTX instructions (docs/language.md section 7), `inline fn`
 * bodies are lowered at each call in a fresh frame, `for unroll` bodies
 * once per iteration with the index bound to a constant, and every
 * instruction statement is matched against the ISA table with its operands
 * checked for count, shape, direction and register type. */
#include "lang/lang_int.h"
#include "num/fp.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum { V_NONE, V_INT, V_FLT, V_REG, V_PTR } VK;

typedef struct {
	VK k;
	Ty ty;            /* V_INT/V_FLT: TY_NONE when untyped; V_REG: register type */
	int64_t i;
	double f;
	double fodd;      /* V_FLT from a literal: its value rounded to odd (lex.c), so that
	                     narrowing rounds once; 0 when f is the value (see flt_exact) */
	int reg;          /* V_REG; V_PTR base register or -1 (shared symbol base) */
	Space space;      /* V_PTR */
	Ty elem;
	int sh;           /* V_PTR: shared allocation (dims for indexing), -1 none */
	int lvl;          /* V_PTR: dimensions of sh already indexed */
	int64_t off;      /* V_PTR: constant byte offset */
} Val;

typedef enum { SY_CONST, SY_REG, SY_ARR, SY_PTR, SY_SHARED, SY_TMAP, SY_FN } SyK;

typedef struct Sym Sym;
struct Sym {
	const char *name;
	SyK k;
	int frame, scope;
	Sym *shadow;
	Loc loc;
	Val v;            /* SY_CONST value, SY_REG (V_REG), SY_PTR (V_PTR), SY_TMAP (v.reg = generic address) */
	int base, n, ndim, dim[4];   /* SY_ARR */
	Ty ty;
	int sh;           /* SY_SHARED */
	int param;        /* kernel parameter index, or -1 */
	Fn *fn;
	ConstDef *cd;     /* module constant, evaluated on first use */
};

typedef struct {
	unsigned h;
	const char *key;
	IsaMatch m;
	int ok;
	const char *why;      /* failure text, once asked for */
} MatchCache;

typedef struct {
	Ctx *c;
	IrModule *m;
	IrKernel *k;
	Kernel *ak;
	VEC(IrReg) regs;
	VEC(IrShared) shared;
	VEC(IrParam) params;
	IrStmt **tail;
	IrStmt *dummy;
	int nstmts, stop;
	int ncalls, niters, depth;
	int frame, nframes, scope, nscopes;
	Sym **map;
	unsigned mapmask;
	VEC(Sym *) bound;
	char loops[MAX_NEST + 8];   /* 'L' loop, 'U' unroll: innermost last */
	int nloops;
	int inl;                    /* inline depth */
	int ret_reg;                /* inline fn result register */
	Ty ret_ty;
	Stmt *ret_last;             /* the statement allowed to `return` */
	Fn *cur_fn;
	int top;                    /* lowering the kernel body's top level */
	int64_t smem;
	int smem_align;
	const char *sp_names[SP_COUNT];
	const char *n_true, *n_false, *n_t, *n_min, *n_max, *n_ceil;
	MatchCache cache[512];
	int maxptx;
	char *stack_base;           /* frame of lower_module (stack_ok) */
	const char *role;           /* innermost enclosing role block (trace regions record it) */
} Lower;

static const Val vnone = {V_NONE, 0, 0, 0, 0, -1, 0, 0, -1, 0, 0};

int ty_is_int(Ty t) { return t >= TY_U8 && t <= TY_S64; }
int ty_is_signed(Ty t) { return t >= TY_S8 && t <= TY_S64; }
int ty_is_float(Ty t) { return t == TY_F16 || t == TY_F32 || t == TY_F64 || t == TY_BF16 || t == TY_F16X2 || t == TY_BF16X2; }
static int ty_is_bits(Ty t) { return t >= TY_B8 && t <= TY_B64; }

static Val vint(int64_t i, Ty ty) { Val v = vnone; v.k = V_INT; v.i = i; v.ty = ty; return v; }
static Val vreg(int r, Ty ty) { Val v = vnone; v.k = V_REG; v.reg = r; v.ty = ty; return v; }
static int isconst(Val v) { return v.k == V_INT || v.k == V_FLT; }

/* ---- bindings ---- */

static Sym **slot(Lower *L, const char *name)
{
	unsigned j = (unsigned)((uintptr_t)name >> 4) * 2654435761u & L->mapmask;
	while (L->map[j] && L->map[j]->name != name)
		j = (j + 1) & L->mapmask;
	return &L->map[j];
}

/* the map holds, per name, a sentinel Sym chain: map[j]->shadow is the
 * current binding (the sentinel keeps the key when nothing is bound) */
static Sym *lookup(Lower *L, const char *name)
{
	Sym *h = *slot(L, name);
	Sym *s = h ? h->shadow : NULL;
	while (s && s->frame != 0 && s->frame != L->frame)
		s = s->shadow;
	return s;
}

static Sym *bind(Lower *L, const char *name, SyK k, Loc loc)
{
	Sym **sl = slot(L, name);
	if (!*sl) {
		*sl = arena_alloc(L->c->a, sizeof **sl);
		(*sl)->name = name;
	}
	Sym *cur = (*sl)->shadow;
	if (cur && cur->scope == L->scope && cur->frame == L->frame) {
		cerr(L->c, loc, "'%s' is already declared in this scope", name);
	}
	Sym *s = arena_alloc(L->c->a, sizeof *s);
	s->name = name;
	s->k = k;
	s->frame = L->frame;
	s->scope = L->scope;
	s->loc = loc;
	s->param = -1;
	s->v = vnone;
	s->shadow = cur;
	(*sl)->shadow = s;
	vec_push(&L->bound, s);
	return s;
}

static int push_scope(Lower *L)
{
	int mark = L->bound.n;
	L->scope = ++L->nscopes;
	return mark;
}

static void pop_scope(Lower *L, int mark, int scope)
{
	while (L->bound.n > mark) {
		Sym *s = L->bound.v[--L->bound.n];
		(*slot(L, s->name))->shadow = s->shadow;
	}
	L->scope = scope;
}

/* ---- IR construction ---- */

static void too_big(Lower *L, Loc loc, const char *what)
{
	if (!L->stop)
		cerr(L->c, loc, "kernel too large: more than %d %s", what[0] == 'r' ? MAX_REGS : MAX_STMTS, what);
	L->stop = 1;
}

/* The backstop under the depth limits (MAX_NEST, MAX_EXPR_DEPTH, MAX_INLINE,
 * MAX_DEPTH), which multiply when inline fns nest: lowering stops with a
 * located error before it has used STACK_BUDGET bytes of stack. */
static int stack_ok(Lower *L, Loc loc)
{
	char *here = __builtin_frame_address(0);
	if (L->stack_base - here < STACK_BUDGET && here - L->stack_base < STACK_BUDGET)
		return 1;
	if (!L->stop)
		cerr(L->c, loc, "nesting too deep here (expressions, blocks and inline calls together use up the "
		     "compiler's %d KiB stack budget)", STACK_BUDGET >> 10);
	L->stop = 1;
	return 0;
}

static IrStmt *add_stmt(Lower *L, StmtKind k, Loc loc)
{
	if (++L->nstmts > MAX_STMTS || L->stop) {
		too_big(L, loc, "IR statements");
		memset(L->dummy, 0, sizeof *L->dummy);
		L->dummy->k = k;
		L->dummy->cond = -1;
		L->dummy->in.guard = -1;
		return L->dummy;
	}
	IrStmt *s = ir_stmt_new(L->m, k, loc);
	*L->tail = s;
	L->tail = &s->next;
	return s;
}

static int new_reg(Lower *L, const char *name, int index, Ty ty, Loc loc)
{
	if (L->regs.n >= MAX_REGS) {
		too_big(L, loc, "registers");
		return L->regs.n ? 0 : -1;
	}
	IrReg r = {name, index, ty, loc};
	vec_push(&L->regs, r);
	return L->regs.n - 1;
}

static int tmp(Lower *L, Ty ty, Loc loc) { return new_reg(L, L->n_t, -1, ty, loc); }
static Ty rty(Lower *L, int r) { return r >= 0 && r < L->regs.n ? L->regs.v[r].ty : TY_NONE; }

static int match(Lower *L, const char *op, IsaMatch *m, Buf *why)
{
	unsigned h = 2166136261u;
	for (const char *p = op; *p; p++)
		h = (h ^ (unsigned char)*p) * 16777619u;
	MatchCache *mc = &L->cache[h & 511];
	if (mc->key && mc->h == h && !strcmp(mc->key, op) && (mc->ok || !why || mc->why)) {
		*m = mc->m;
		if (!mc->ok && why)
			buf_puts(why, mc->why);
		return mc->ok;
	}
	int ok = isa_match(op, m, why);
	mc->h = h;
	mc->key = arena_strdup(L->c->a, op);
	mc->m = *m;
	mc->ok = ok;
	mc->why = !ok && why ? arena_strdup(L->c->a, buf_str(why)) : NULL;
	return ok;
}

static void check_target(Lower *L, Loc loc, const IsaMatch *m, const char *op)
{
	if (m->e->ptx > L->maxptx)
		L->maxptx = m->e->ptx;
	if (!isa_req_met(m->e->req, L->k->sm)) {
		Buf need = {0};
		isa_req_text(m->e->req, &need);
		cerr(L->c, loc, "%s requires %s (target is %s)", op, buf_str(&need), isa_target_str(L->k->sm));
		buf_free(&need);
	}
}

/* emits a compiler-generated instruction (operands already built) */
static int emit(Lower *L, Loc loc, const char *op, const IrOpnd *ops, int n, const char *what)
{
	IsaMatch m;
	if (!match(L, op, &m, NULL)) {
		Buf why = {0};
		isa_match(op, &m, &why);
		cerr(L->c, loc, "cannot lower %s: %s", what, buf_str(&why));
		buf_free(&why);
		return -1;
	}
	check_target(L, loc, &m, op);
	IrStmt *s = add_stmt(L, S_INSTR, loc);
	s->in.m = m;
	s->in.nops = n;
	s->in.ops = arena_alloc(L->m->arena, sizeof *ops * (size_t)(n ? n : 1));
	if (n)
		memcpy(s->in.ops, ops, sizeof *ops * (size_t)n);
	return 0;
}

static IrOpnd oreg(int r) { IrOpnd o = {.k = O_REG, .reg = r}; return o; }
static IrOpnd oimm(Ty t, uint64_t bits) { IrOpnd o = {.k = O_IMM, .reg = -1, .ity = t, .imm = bits}; return o; }

/* ---- constants ---- */

static int64_t wrap(Ty t, int64_t v)
{
	int b = ty_bits(t);
	if (b <= 0 || b >= 64 || t == TY_PRED)
		return t == TY_PRED ? v != 0 : v;
	uint64_t m = (1ull << b) - 1, u = (uint64_t)v & m;
	if (ty_is_signed(t) && (u >> (b - 1)) & 1)
		u |= ~m;
	return (int64_t)u;
}

static const char *ptx_mov_type(Ty t)
{
	/* mov has no f16/bf16/packed forms: they move as bits */
	switch (t) {
	case TY_F16: case TY_BF16: case TY_E4M3X2: case TY_E5M2X2: return "b16";
	case TY_F16X2: case TY_BF16X2: case TY_TF32: case TY_E4M3X4: case TY_E5M2X4: return "b32";
	default: return ty_name(t);
	}
}

/* The value a float constant narrows from: rounded to odd for literals (one
 * correct rounding to any narrower format), else the folded double. */
static double flt_exact(Val v) { return v.fodd != 0 ? v.fodd : v.f; }

/* Integer constant v as a double rounded to odd (exact below 2^53). */
static double int_odd(Val v)
{
	int neg = !(v.ty && !ty_is_signed(v.ty) && v.ty != TY_PRED) && v.i < 0;
	uint64_t m = neg ? 0 - (uint64_t)v.i : (uint64_t)v.i;
	int sh = 0;
	while (m >> sh >> 53)
		sh++;
	uint64_t t = m >> sh;
	if (sh && (m & ((1ull << sh) - 1)))
		t |= 1;
	double d = ldexp((double)t, sh);
	return neg ? -d : d;
}

/* The numerics format of a float register type (packed: of one element). */
static const FpFormat *float_format(Ty t)
{
	switch (t) {
	case TY_F16: case TY_F16X2: return &fp_fmt_f16;
	case TY_BF16: case TY_BF16X2: return &fp_fmt_bf16;
	case TY_TF32: return &fp_fmt_tf32;
	case TY_F32: return &fp_fmt_f32;
	case TY_F64: return &fp_fmt_f64;
	case TY_E4M3X2: case TY_E4M3X4: return &fp_fmt_e4m3;
	case TY_E5M2X2: case TY_E5M2X4: return &fp_fmt_e5m2;
	default: return NULL;
	}
}

/* bits of constant v as an immediate of type t; 0 on error (reported) */
static int imm_bits(Lower *L, Loc loc, Val v, Ty t, uint64_t *bits, Ty *ity)
{
	*ity = t;
	if (t == TY_PRED) {
		if (v.k != V_INT) {
			cerr(L->c, loc, "a float constant cannot be a pred");
			return 0;
		}
		*bits = v.i != 0;
		return 1;
	}
	if (ty_is_int(t) || ty_is_bits(t)) {
		if (v.k == V_FLT) {
			if (v.ty == TY_F32 && ty_bits(t) == 32) {   /* 0f bit pattern into a b32 */
				float f = (float)v.f;
				uint32_t u;
				memcpy(&u, &f, 4);
				*bits = u;
				return 1;
			}
			cerr(L->c, loc, "float constant %g where an integer of type %s is expected", v.f, ty_name(t));
			return 0;
		}
		int b = ty_bits(t);
		if (b < 64 && !(v.ty && v.ty != TY_PRED)) {
			int64_t lo = -(int64_t)(1ull << (b - 1)), hi = (int64_t)((1ull << b) - 1);
			if (v.i < lo || v.i > hi) {
				cerr(L->c, loc, "constant %lld does not fit in %s", (long long)v.i, ty_name(t));
				return 0;
			}
		}
		*bits = b >= 64 ? (uint64_t)v.i : (uint64_t)v.i & ((1ull << b) - 1);
		return 1;
	}
	const FpFormat *fmt = float_format(t);
	if (!fmt) {
		cerr(L->c, loc, "constants of type %s are not supported; build the bits with an integer type", ty_name(t));
		return 0;
	}
	if (t == TY_F64 && v.k == V_FLT) {
		*bits = fp_f64_bits(v.f);
		return 1;
	}
	double d = v.k == V_INT ? int_odd(v) : flt_exact(v);
	uint64_t h;
	if (v.k == V_INT) {   /* exactly, from the integer */
		int neg = !(v.ty && !ty_is_signed(v.ty) && v.ty != TY_PRED) && v.i < 0;
		h = fp_round_pack(fmt, neg, 0, neg ? 0 - (uint64_t)v.i : (uint64_t)v.i, FP_RN, 0, 0);
	} else if (t == TY_F32 && isnan(d))
		h = fp_f32_bits((float)d);   /* a 0f NaN pattern keeps its payload */
	else
		h = fp_round_double(fmt, d, FP_RN, 0, 0);
	if (!fmt->has_inf && h == fmt->cnan && !isnan(d)) {
		cerr(L->c, loc, "constant %g is out of the range of %s (largest finite %g)", d, ty_name(t),
		     fp_decode(fmt, fmt->maxfin));
		return 0;
	}
	int w = ty_bits(t);
	switch (t) {
	case TY_F32: *bits = h; return 1;
	case TY_F64: *bits = h; return 1;
	case TY_TF32: *bits = h << 13; *ity = TY_B32; return 1;   /* an f32 pattern, low 13 bits 0 */
	case TY_F16: case TY_BF16: *ity = TY_B16; break;
	case TY_F16X2: case TY_BF16X2: case TY_E4M3X4: case TY_E5M2X4: *ity = TY_B32; break;
	case TY_E4M3X2: case TY_E5M2X2: *ity = TY_B16; break;
	default: break;
	}
	/* packed types: every element holds the constant */
	int ew = fmt->ebits + fmt->mbits + 1;
	*bits = 0;
	for (int k = 0; k < w; k += ew)
		*bits |= h << k;
	return 1;
}

/* ---- values to registers ---- */

static int ptr_reg(Lower *L, Loc loc, Val p);

static int to_reg(Lower *L, Loc loc, Val v, Ty want)
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
	char op[32];
	snprintf(op, sizeof op, "mov.%s", ptx_mov_type(t));
	IrOpnd ops[2] = {oreg(r), oimm(ity, bits)};
	emit(L, loc, op, ops, 2, "a constant");
	return r;
}

static void ptr_desc(Val p, char *buf, size_t n)
{
	snprintf(buf, n, "%s %s*", p.space == SPACE_SHARED ? "shared" : "global", ty_name(p.elem));
}

static int ptr_reg(Lower *L, Loc loc, Val p)
{
	if (p.reg >= 0 && p.off == 0)
		return p.reg;
	int sh = p.space == SPACE_SHARED;
	int r = tmp(L, sh ? TY_U32 : TY_U64, loc);
	if (p.reg < 0) {
		IrOpnd ops[2] = {oreg(r), {.k = O_SYM, .reg = -1, .symk = SYM_SHARED, .sym = p.sh, .off = p.off}};
		emit(L, loc, "mov.u32", ops, 2, "a shared address");
	} else {
		IrOpnd ops[3] = {oreg(r), oreg(p.reg), oimm(sh ? TY_U32 : TY_U64, sh ? (uint64_t)p.off & 0xffffffffu : (uint64_t)p.off)};
		emit(L, loc, sh ? "add.u32" : "add.u64", ops, 3, "pointer arithmetic");
	}
	return r;
}

static int elem_size(Ty t) { int b = ty_bits(t); return b < 8 ? 1 : b / 8; }

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
	char op[32];
	if (p.space == SPACE_SHARED) {
		if (b != 32) {
			cerr(L->c, loc, "a shared-memory index must be 32-bit, got %s", ty_name(idx.ty));
			return vnone;
		}
		int t = tmp(L, TY_U32, loc);
		IrOpnd m[3] = {oreg(t), oreg(idx.reg), oimm(sg ? TY_S32 : TY_U32, (uint64_t)stride & 0xffffffffu)};
		emit(L, loc, sg ? "mul.lo.s32" : "mul.lo.u32", m, 3, "pointer arithmetic");
		int base = p.reg;
		if (base < 0) {
			base = tmp(L, TY_U32, loc);
			IrOpnd mv[2] = {oreg(base), {.k = O_SYM, .reg = -1, .symk = SYM_SHARED, .sym = p.sh, .off = 0}};
			emit(L, loc, "mov.u32", mv, 2, "a shared address");
		}
		int r = tmp(L, TY_U32, loc);
		IrOpnd a[3] = {oreg(r), oreg(base), oreg(t)};
		emit(L, loc, neg ? "sub.u32" : "add.u32", a, 3, "pointer arithmetic");
		p.reg = r;
		return p;
	}
	int t = tmp(L, TY_U64, loc);
	if (b == 32) {
		IrOpnd m[3] = {oreg(t), oreg(idx.reg), oimm(sg ? TY_S32 : TY_U32, (uint64_t)stride & 0xffffffffu)};
		snprintf(op, sizeof op, "mul.wide.%s", sg ? "s32" : "u32");
		emit(L, loc, op, m, 3, "pointer arithmetic");
	} else {
		IrOpnd m[3] = {oreg(t), oreg(idx.reg), oimm(sg ? TY_S64 : TY_U64, (uint64_t)stride)};
		emit(L, loc, sg ? "mul.lo.s64" : "mul.lo.u64", m, 3, "pointer arithmetic");
	}
	int r = tmp(L, TY_U64, loc);
	IrOpnd a[3] = {oreg(r), oreg(p.reg), oreg(t)};
	emit(L, loc, neg ? "sub.u64" : "add.u64", a, 3, "pointer arithmetic");
	p.reg = r;
	return p;
}

/* ---- expressions ---- */

static Val lower(Lower *L, Expr *e, int dst, Ty hint);
static int const_int(Lower *L, Expr *e, int64_t *out, const char *what);

static int special_of(Lower *L, const char *name)
{
	for (int i = 0; i < SP_COUNT; i++)
		if (L->sp_names[i] == name)
			return i;
	return -1;
}

static Val eval_module_const(Lower *L, Sym *s)
{
	ConstDef *cd = s->cd;
	if (cd->state == 1) {
		cerr(L->c, cd->loc, "constant '%s' depends on itself", cd->name);
		return vnone;
	}
	if (cd->state == 0) {
		cd->state = 1;
		int fr = L->frame;
		L->frame = 0;
		Val v = lower(L, cd->e, -1, TY_NONE);
		L->frame = fr;
		if (v.k == V_INT || v.k == V_FLT) {
			cd->isf = v.k == V_FLT;
			cd->i = v.i;
			cd->f = v.f;
			s->v = v;
		} else {
			if (v.k != V_NONE)
				cerr(L->c, cd->e->loc, "constant '%s' is not a compile-time constant", cd->name);
			s->v = vnone;
		}
		cd->state = 2;
	}
	return s->v;
}

/* register of an lvalue: scalar register, array element, pointer register */
static int lvalue_reg(Lower *L, Expr *e, int quiet)
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

static const char *opname(TokKind k)
{
	switch (k) {
	case T_PLUS: return "+"; case T_MINUS: return "-"; case T_STAR: return "*"; case T_SLASH: return "/";
	case T_PCT: return "%"; case T_AMP: return "&"; case T_PIPE: return "|"; case T_CARET: return "^";
	case T_SHL: return "<<"; case T_SHR: return ">>"; case T_LT: return "<"; case T_GT: return ">";
	case T_LE: return "<="; case T_GE: return ">="; case T_EQ: return "=="; case T_NE: return "!=";
	case T_ANDAND: return "&&"; case T_OROR: return "||"; case T_BANG: return "!"; case T_TILDE: return "~";
	default: return "?";
	}
}

static int is_cmp(TokKind k) { return k == T_LT || k == T_GT || k == T_LE || k == T_GE || k == T_EQ || k == T_NE; }

static Val fold(Lower *L, Loc loc, TokKind op, Val a, Val b)
{
	Ty t = a.ty ? a.ty : b.ty;
	if (a.ty && b.ty && a.ty != b.ty && !is_cmp(op) && op != T_SHL && op != T_SHR) {
		cerr(L->c, loc, "type mismatch: %s %s %s; write a cast", ty_name(a.ty), opname(op), ty_name(b.ty));
		return vnone;
	}
	if (op == T_SHL || op == T_SHR)
		t = a.ty;
	if (a.k == V_FLT || b.k == V_FLT) {
		if (op == T_PCT || op == T_AMP || op == T_PIPE || op == T_CARET || op == T_SHL || op == T_SHR ||
		    op == T_ANDAND || op == T_OROR) {
			cerr(L->c, loc, "'%s' needs integer operands", opname(op));
			return vnone;
		}
		double x = a.k == V_FLT ? a.f : (double)a.i, y = b.k == V_FLT ? b.f : (double)b.i;
		if (t && ty_is_int(t)) {
			cerr(L->c, loc, "float constant in a %s expression", ty_name(t));
			return vnone;
		}
		Val r = vnone;
		r.k = V_FLT;
		r.ty = t;
		switch (op) {
		case T_PLUS: r.f = x + y; break;
		case T_MINUS: r.f = x - y; break;
		case T_STAR: r.f = x * y; break;
		case T_SLASH: r.f = x / y; break;
		default: {
			int c = op == T_LT ? x < y : op == T_GT ? x > y : op == T_LE ? x <= y : op == T_GE ? x >= y :
			        op == T_EQ ? x == y : x != y;
			return vint(c, TY_PRED);
		}
		}
		if (t == TY_F32)
			r.f = (float)r.f;
		return r;
	}
	int uns = t && !ty_is_signed(t) && t != TY_PRED;
	uint64_t x = (uint64_t)a.i, y = (uint64_t)b.i;
	int64_t r;
	switch (op) {
	case T_PLUS: r = (int64_t)(x + y); break;
	case T_MINUS: r = (int64_t)(x - y); break;
	case T_STAR: r = (int64_t)(x * y); break;
	case T_SLASH: case T_PCT:
		if (!y) {
			cerr(L->c, loc, "division by zero in a constant expression");
			return vnone;
		}
		if (uns)
			r = (int64_t)(op == T_SLASH ? x / y : x % y);
		else if (a.i == INT64_MIN && b.i == -1)
			r = op == T_SLASH ? INT64_MIN : 0;
		else
			r = op == T_SLASH ? a.i / b.i : a.i % b.i;
		break;
	case T_AMP: case T_ANDAND: r = op == T_AMP ? (int64_t)(x & y) : (a.i && b.i); break;
	case T_PIPE: case T_OROR: r = op == T_PIPE ? (int64_t)(x | y) : (a.i || b.i); break;
	case T_CARET: r = (int64_t)(x ^ y); break;
	case T_SHL: r = y >= 64 ? 0 : (int64_t)(x << y); break;
	case T_SHR:
		if (uns)
			r = y >= 64 ? 0 : (int64_t)(x >> y);
		else
			r = y >= 64 ? (a.i < 0 ? -1 : 0) : (a.i < 0 ? (int64_t)~(~x >> y) : (int64_t)(x >> y));
		break;
	default: {
		int c;
		if (uns)
			c = op == T_LT ? x < y : op == T_GT ? x > y : op == T_LE ? x <= y : op == T_GE ? x >= y : op == T_EQ ? x == y : x != y;
		else
			c = op == T_LT ? a.i < b.i : op == T_GT ? a.i > b.i : op == T_LE ? a.i <= b.i : op == T_GE ? a.i >= b.i :
			    op == T_EQ ? a.i == b.i : a.i != b.i;
		return vint(c, TY_PRED);
	}
	}
	if (op == T_ANDAND || op == T_OROR)
		return vint(r, TY_PRED);
	return vint(t ? wrap(t, r) : r, t);
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

/* generated `op d, srcs...`, immediates where the ISA entry allows them */
static Val emit_op(Lower *L, Loc loc, const char *op, int dst, Ty dty, const Val *src, const Ty *sty, int n, const char *what)
{
	IsaMatch m;
	if (!match(L, op, &m, NULL)) {
		Buf why = {0};
		isa_match(op, &m, &why);
		cerr(L->c, loc, "cannot lower %s: %s", what, buf_str(&why));
		buf_free(&why);
		return vnone;
	}
	IrOpnd ops[8];
	for (int i = 0; i < n; i++) {
		int imm_ok = 1 + i < m.e->nopnd && (m.e->opnd[1 + i].shape == OS_REGIMM || m.e->opnd[1 + i].shape == OS_IMM);
		if (!src_op(L, loc, src[i], sty[i], imm_ok, &ops[1 + i]))
			return vnone;
	}
	int d = result_reg(L, dst, dty, loc);
	ops[0] = oreg(d);
	if (emit(L, loc, op, ops, n + 1, what) < 0)
		return vnone;
	return vreg(d, dty);
}

static int cmp_ok_type(Ty t) { return t != TY_NONE; }

static Val binop(Lower *L, Loc loc, TokKind op, Val a, Val b, int dst, Ty hint)
{
	if (a.k == V_NONE || b.k == V_NONE)
		return vnone;
	char what[64], opc[48];
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
		snprintf(opc, sizeof opc, "%s.pred", pop);
		return emit_op(L, loc, opc, dst, TY_PRED, src, sty, 2, what);
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
		snprintf(opc, sizeof opc, "setp.%s.%s", c, tn);
		return emit_op(L, loc, opc, dst, TY_PRED, src, sty, 2, what);
	}
	switch (op) {
	case T_PLUS: case T_MINUS:
		snprintf(opc, sizeof opc, "%s%s.%s", op == T_PLUS ? "add" : "sub", fl ? ".rn" : "", tn);
		break;
	case T_STAR:
		snprintf(opc, sizeof opc, "mul.%s.%s", fl ? "rn" : "lo", tn);
		break;
	case T_SLASH:
		snprintf(opc, sizeof opc, "div%s.%s", fl ? ".rn" : "", tn);
		break;
	case T_PCT:
		if (fl) {
			cerr(L->c, loc, "'%%' needs integer operands, got %s", tn);
			return vnone;
		}
		snprintf(opc, sizeof opc, "rem.%s", tn);
		break;
	case T_AMP: case T_PIPE: case T_CARET:
		snprintf(opc, sizeof opc, "%s.b%d", op == T_AMP ? "and" : op == T_PIPE ? "or" : "xor", bits);
		break;
	case T_SHL: case T_SHR:
		if (fl) {
			cerr(L->c, loc, "'%s' needs integer operands, got %s", opname(op), tn);
			return vnone;
		}
		if (op == T_SHL || ty_is_bits(t))
			snprintf(opc, sizeof opc, "%s.b%d", op == T_SHL ? "shl" : "shr", bits);
		else
			snprintf(opc, sizeof opc, "shr.%c%d", ty_is_signed(t) ? 's' : 'u', bits);
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
	return emit_op(L, loc, opc, dst, t, src, sty, 2, what);
}

static Val call_fn(Lower *L, Expr *e, Sym *s, int dst, Ty hint);

static Val cast(Lower *L, Loc loc, Ty t, Val v, int dst)
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
			cerr(L->c, loc, "a %s pointer converts only to a %d-bit integer", v.space == SPACE_SHARED ? "shared" : "global", want);
			return vnone;
		}
		int r = ptr_reg(L, loc, v);
		if (r < 0)
			return vnone;
		if (rty(L, r) == t)
			return vreg(r, t);
		Val src = vreg(r, rty(L, r));
		Ty st = t;
		char op[16];
		snprintf(op, sizeof op, "mov.b%d", want);
		return emit_op(L, loc, op, dst, t, &src, &st, 1, "a pointer cast");
	}
	Ty s = v.ty;
	if (s == t)
		return v;
	char op[48];
	Val src = v;
	Ty st = s;
	int sb = ty_bits(s), tb = ty_bits(t);
	if (t == TY_PRED) {
		Val z[2] = {v, vint(0, TY_NONE)};
		Ty zt[2] = {s, s};
		snprintf(op, sizeof op, "setp.%s.%s", ty_is_float(s) ? "neu" : "ne", ty_is_bits(s) ? ty_name(s) : ty_name(s));
		return emit_op(L, loc, op, dst, TY_PRED, z, zt, 2, "a cast to pred");
	}
	if (s == TY_PRED) {
		Val z[3] = {vint(1, TY_NONE), vint(0, TY_NONE), v};
		Ty zt[3] = {t, t, TY_PRED};
		snprintf(op, sizeof op, "selp.%s", ty_name(t));
		return emit_op(L, loc, op, dst, t, z, zt, 3, "a cast from pred");
	}
	int sf = ty_is_float(s) || s == TY_TF32, tf = ty_is_float(t) || t == TY_TF32;
	int sx = ty_is_bits(s) || s == TY_F16X2 || s == TY_BF16X2 || s >= TY_E4M3X2 || s == TY_TF32;
	int tx = ty_is_bits(t) || t == TY_F16X2 || t == TY_BF16X2 || t >= TY_E4M3X2 || t == TY_TF32;
	if (sb == tb && (sx || tx || (ty_is_int(s) && ty_is_int(t)))) {
		/* same size, bits or sign change: a reinterpreting move */
		snprintf(op, sizeof op, "mov.b%d", sb);
		return emit_op(L, loc, op, dst, t, &src, &st, 1, "a cast");
	}
	const char *sn = ty_is_bits(s) ? NULL : ty_name(s), *tn = ty_is_bits(t) ? NULL : ty_name(t);
	char sbuf[8], tbuf[8];
	if (!sn) { snprintf(sbuf, sizeof sbuf, "u%d", sb); sn = sbuf; }
	if (!tn) { snprintf(tbuf, sizeof tbuf, "u%d", tb); tn = tbuf; }
	if (!sf && !tf)
		snprintf(op, sizeof op, "cvt.%s.%s", tn, sn);
	else if (!sf && tf)
		snprintf(op, sizeof op, "cvt.rn.%s.%s", tn, sn);
	else if (sf && !tf)
		snprintf(op, sizeof op, "cvt.rzi.%s.%s", tn, sn);
	else if (tb > sb)
		snprintf(op, sizeof op, "cvt.%s.%s", tn, sn);
	else
		snprintf(op, sizeof op, "cvt.rn.%s.%s", tn, sn);
	char what[64];
	snprintf(what, sizeof what, "a cast from %s to %s", ty_name(s), ty_name(t));
	return emit_op(L, loc, op, dst, t, &src, &st, 1, what);
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
		     p.space == SPACE_SHARED ? "shared" : "global", e->ty.space == SPACE_SHARED ? "shared" : "global");
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

static Val lower(Lower *L, Expr *e, int dst, Ty hint)
{
	if (L->stop || !stack_ok(L, e->loc))
		return vnone;
	switch (e->k) {
	case E_INT: {
		Val v = vint((int64_t)e->i, TY_NONE);
		return v;
	}
	case E_FLT: {
		Val v = vnone;
		v.k = V_FLT;
		v.f = e->f;
		v.fodd = e->fodd;
		v.ty = e->fty;
		return v;
	}
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
				char op[16];
				snprintf(op, sizeof op, "mov.%s", ty_name(t));
				emit(L, e->loc, op, ops, 2, "a special register read");
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
			cerr(L->c, e->loc, "tensor map '%s' can only be used in a tensor address [%s, {...}]", e->name, e->name);
			return vnone;
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
		if (isconst(a)) {
			if (e->op == T_MINUS) {
				if (a.k == V_FLT) {
					a.f = -a.f;
					a.fodd = -a.fodd;
					return a;
				}
				a.i = (int64_t)(0 - (uint64_t)a.i);
				if (a.ty)
					a.i = wrap(a.ty, a.i);
				return a;
			}
			if (a.k == V_FLT) {
				cerr(L->c, e->loc, "'%s' needs an integer or pred operand", opname(e->op));
				return vnone;
			}
			if (e->op == T_BANG)
				return vint(!a.i, TY_PRED);
			return vint(a.ty ? wrap(a.ty, ~a.i) : ~a.i, a.ty);
		}
		char op[32];
		Ty t = a.ty;
		if (e->op == T_BANG) {
			if (t != TY_PRED) {
				cerr(L->c, e->loc, "'!' needs a pred operand, got %s (write x == 0)", ty_name(t));
				return vnone;
			}
			snprintf(op, sizeof op, "not.pred");
		} else if (e->op == T_TILDE) {
			if (ty_is_float(t)) {
				cerr(L->c, e->loc, "'~' needs an integer operand, got %s", ty_name(t));
				return vnone;
			}
			if (t == TY_PRED)
				snprintf(op, sizeof op, "not.pred");
			else
				snprintf(op, sizeof op, "not.b%d", ty_bits(t));
		} else
			snprintf(op, sizeof op, "neg.%s", ty_name(t));
		char what[48];
		snprintf(what, sizeof what, "unary '%s' on %s", opname(e->op), ty_name(t));
		return emit_op(L, e->loc, op, dst, t, &a, &t, 1, what);
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
		char op[24];
		snprintf(op, sizeof op, "selp.%s", ptx_mov_type(t));
		Val src[3] = {a, b, c};
		Ty st[3] = {t, t, TY_PRED};
		return emit_op(L, e->loc, op, dst, t, src, st, 3, "'?:'");
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
			if (isconst(a) && isconst(b)) {
				if (e->name == L->n_ceil) {
					if (a.k != V_INT || b.k != V_INT) {
						cerr(L->c, e->loc, "ceil_div needs integer constants");
						return vnone;
					}
					if (!b.i) {
						cerr(L->c, e->loc, "division by zero in a constant expression");
						return vnone;
					}
					Val s = fold(L, e->loc, T_PLUS, a, fold(L, e->loc, T_MINUS, b, vint(1, TY_NONE)));
					return fold(L, e->loc, T_SLASH, s, b);
				}
				Val lt = fold(L, e->loc, T_LT, a, b);
				if (lt.k == V_NONE)
					return vnone;
				return (lt.i != 0) == (e->name == L->n_min) ? a : b;
			}
			if (e->name == L->n_ceil) {
				cerr(L->c, e->loc, "ceil_div is for compile-time constants (and grid sizes)");
				return vnone;
			}
			Ty t = a.k == V_REG ? a.ty : b.ty;
			if ((a.k == V_REG && a.ty != t) || (b.k == V_REG && b.ty != t) || a.k == V_PTR || b.k == V_PTR) {
				cerr(L->c, e->loc, "type mismatch: %s(%s, %s); write a cast", e->name, ty_name(a.ty), ty_name(b.ty));
				return vnone;
			}
			char op[24];
			snprintf(op, sizeof op, "%s.%s", e->name, ty_name(t));
			Val src[2] = {a, b};
			Ty st[2] = {t, t};
			return emit_op(L, e->loc, op, dst, t, src, st, 2, e->name == L->n_min ? "'min'" : "'max'");
		}
		Sym *s = lookup(L, e->name);
		if (!s || s->k != SY_FN) {
			cerr(L->c, e->loc, s ? "'%s' is not a function" : "undeclared function '%s'", e->name);
			return vnone;
		}
		if (!s->fn->ret.ty) {
			cerr(L->c, e->loc, "inline fn '%s' returns nothing; it cannot be used in an expression", e->name);
			return vnone;
		}
		return call_fn(L, e, s, dst, hint);
	}
	}
	return vnone;
}

static int const_int(Lower *L, Expr *e, int64_t *out, const char *what)
{
	Val v = lower(L, e, -1, TY_NONE);
	if (v.k == V_INT) {
		*out = v.i;
		return 1;
	}
	if (v.k != V_NONE)
		cerr(L->c, e->loc, "%s must be a compile-time integer constant", what);
	return 0;
}

/* moves value v into register r (assignment / initialization) */
static void move_into(Lower *L, Loc loc, Val v, int r, const char *name)
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
	char op[24];
	snprintf(op, sizeof op, "mov.%s", ptx_mov_type(t));
	IrOpnd ops[2] = {oreg(r)};
	if (!src_op(L, loc, v, t, 1, &ops[1]))
		return;
	emit(L, loc, op, ops, 2, "an assignment");
}

static void lower_into(Lower *L, Expr *e, int r, const char *name)
{
	Val v = lower(L, e, r, rty(L, r));
	move_into(L, e->loc, v, r, name);
}

static int ptr_compat(Val p, Space sp, Ty elem)
{
	if (p.space != sp)
		return 0;
	return p.elem == elem || (ty_bits(p.elem) == ty_bits(elem) && (ty_is_bits(p.elem) || ty_is_bits(elem)));
}

/* pointer assignment into pointer register r */
static void ptr_into(Lower *L, Loc loc, Val v, int r, Space sp, Ty elem, const char *name)
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
		emit(L, loc, "mov.u32", ops, 2, "a shared address");
	} else if (v.off) {
		IrOpnd ops[3] = {oreg(r), oreg(v.reg), oimm(sh ? TY_U32 : TY_U64, sh ? (uint64_t)v.off & 0xffffffffu : (uint64_t)v.off)};
		emit(L, loc, sh ? "add.u32" : "add.u64", ops, 3, "pointer arithmetic");
	} else {
		IrOpnd ops[2] = {oreg(r), oreg(v.reg)};
		emit(L, loc, sh ? "mov.u32" : "mov.u64", ops, 2, "a pointer copy");
	}
}

/* ---- conditions ---- */

typedef struct {
	int isconst, val, reg, neg;
} Cond;

static int lower_cond(Lower *L, Expr *e, Cond *c)
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

/* ---- instructions ---- */

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
			     v.space == SPACE_SHARED ? "shared" : "global", m->e->base, ss ? ss : "generic");
			return 0;
		}
		const char *t = typed_access(m);
		if (t && v.elem != TY_NONE && strcmp(t, ty_name(v.elem))) {
			char pd[64];
			ptr_desc(v, pd, sizeof pd);
			cerr(L->c, e->loc, "%s: a .%s access through a %s pointer; write the pointer's type, a bit type "
			     "(.b%d), or view the pointer as another type ((%s %s*)p)", d, t, pd, isa_type_bits(t),
			     v.space == SPACE_SHARED ? "shared" : "global", t);
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
		if (!t || t->k != SY_TMAP) {
			cerr(L->c, op->e->loc, "%s: '%s' is not a tensormap parameter", d, op->e->k == E_NAME ? op->e->name : "this");
			return 0;
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
		o->reg = t->v.reg;
		o->symk = SYM_PARAM;
		o->sym = t->param;
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
		if (!imm_check(L, op->loc, m, i, v))
			return 0;
		uint64_t bits;
		Ty ity;
		if (!imm_bits(L, op->loc, v, t, &bits, &ity))
			return 0;
		*o = oimm(ity, bits);
		return 1;
	}
	if (isconst(v) && io->shape == OS_REGIMM) {
		Ty t = wt ? wt : v.ty && v.ty != TY_PRED ? v.ty : TY_NONE;
		if (!t) {
			cerr(L->c, op->loc, "cannot infer the type of the constant %s; write a cast", d);
			return 0;
		}
		if (!imm_check(L, op->loc, m, i, v))
			return 0;
		uint64_t bits;
		Ty ity;
		if (!imm_bits(L, op->loc, v, t, &bits, &ity))
			return 0;
		*o = oimm(ity, bits);
		return 1;
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

/* written operand j -> entry operand map[j]; free optional operands are
 * filled left to right, conditional ones follow their slot */
static int opnd_map(const IsaMatch *m, int n, int *map, int *nfixed, int *nfree)
{
	const IsaEntry *e = m->e;
	int fx = 0, fr = 0;
	for (int i = 0; i < e->nopnd; i++) {
		if (!isa_opnd_present(m, i))
			continue;
		if (e->opnd[i].optional && e->opnd[i].cond_slot < 0)
			fr++;
		else
			fx++;
	}
	*nfixed = fx;
	*nfree = fr;
	if (n < fx || n > fx + fr)
		return 0;
	int fill = n - fx, j = 0;
	for (int i = 0; i < e->nopnd; i++) {
		if (!isa_opnd_present(m, i))
			continue;
		if (e->opnd[i].optional && e->opnd[i].cond_slot < 0) {
			if (!fill)
				continue;
			fill--;
		}
		map[j++] = i;
	}
	return 1;
}

static int shape_fits(const IsaMatch *m, const Stmt *s)
{
	int map[ISA_MAX_OPNDS], fx, fr;
	if (s->nops > ISA_MAX_OPNDS || !opnd_map(m, s->nops, map, &fx, &fr))
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

static void lower_instr(Lower *L, Stmt *s)
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
	if (s->nops > ISA_MAX_OPNDS || !opnd_map(&m, s->nops, map, &nfixed, &nfree)) {
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

/* ---- statements ---- */

static void lower_stmts(Lower *L, Stmt *s);
static void lower_stmt(Lower *L, Stmt *s);

static void lower_scoped(Lower *L, Stmt *s, IrStmt **into)
{
	if (L->depth >= MAX_DEPTH) {
		if (!L->stop)
			cerr(L->c, s ? s->loc : L->k->loc, "nesting too deep after inlining (more than %d levels)", MAX_DEPTH);
		L->stop = 1;
		return;
	}
	L->depth++;
	IrStmt **save = L->tail;
	int top = L->top;
	L->top = 0;
	if (into)
		L->tail = into;
	int mark = push_scope(L), sc = L->scope;
	(void)sc;
	int prev = L->scope;
	if (s && s->k == ST_BLOCK)
		lower_stmts(L, s->body);
	else if (s)
		lower_stmt(L, s);
	pop_scope(L, mark, prev - 1 >= 0 ? prev : 0);
	L->top = top;
	if (into)
		L->tail = save;
	L->depth--;
}

static void decl_stmt(Lower *L, Stmt *s)
{
	for (int i = 0; i < s->ndecls; i++) {
		Decl *d = &s->decls[i];
		if (s->ty.ptr) {
			Ty rt = s->ty.space == SPACE_SHARED ? TY_U32 : TY_U64;
			int r = new_reg(L, d->name, -1, rt, d->loc);
			if (d->init) {
				Val v = lower(L, d->init, -1, TY_NONE);
				ptr_into(L, d->init->loc, v, r, s->ty.space, s->ty.ty, d->name);
			}
			Sym *y = bind(L, d->name, SY_PTR, d->loc);
			y->v = vnone;
			y->v.k = V_PTR;
			y->v.reg = r;
			y->v.space = s->ty.space;
			y->v.elem = s->ty.ty;
			y->v.sh = -1;
			continue;
		}
		if (s->ty.ty == TY_NONE)
			continue;
		if (d->ndim) {
			int dims[4], n = 1;
			for (int j = 0; j < d->ndim; j++) {
				int64_t v;
				if (!const_int(L, d->dim[j], &v, "a register array size"))
					return;
				if (v <= 0 || v > MAX_ARRAY || (int64_t)n * v > MAX_ARRAY) {
					cerr(L->c, d->dim[j]->loc, "register array size must be 1..%d", MAX_ARRAY);
					return;
				}
				dims[j] = (int)v;
				n *= (int)v;
			}
			if (d->init)
				cerr(L->c, d->init->loc, "unsupported: register array initializers (assign elements, or use 'for unroll')");
			int base = L->regs.n;
			for (int j = 0; j < n && !L->stop; j++)
				new_reg(L, d->name, j, s->ty.ty, d->loc);
			if (L->stop)
				return;
			Sym *y = bind(L, d->name, SY_ARR, d->loc);
			y->base = base;
			y->n = n;
			y->ndim = d->ndim;
			y->ty = s->ty.ty;
			memcpy(y->dim, dims, sizeof dims);
			continue;
		}
		int r = new_reg(L, d->name, -1, s->ty.ty, d->loc);
		/* the initializer sees the enclosing binding of the same name */
		if (d->init)
			lower_into(L, d->init, r, d->name);
		Sym *y = bind(L, d->name, SY_REG, d->loc);
		y->v = vreg(r, s->ty.ty);
	}
}

static void shared_stmt(Lower *L, Stmt *s)
{
	if (!L->top) {
		cerr(L->c, s->loc, "shared allocations must be at the top level of a kernel body");
		return;
	}
	int64_t align = 0;
	if (s->align) {
		if (!const_int(L, s->align, &align, "an alignment"))
			return;
		if (align <= 0 || (align & (align - 1)) || align > 65536) {
			cerr(L->c, s->align->loc, "alignment must be a power of two up to 65536, got %lld", (long long)align);
			return;
		}
	}
	Ty elem = s->ty.mbar ? TY_B64 : s->ty.ty;
	if (elem == TY_NONE)
		return;
	if (elem == TY_PRED) {
		cerr(L->c, s->loc, "shared memory cannot hold pred values");
		return;
	}
	int esz = elem_size(elem);
	if (!align)
		align = esz;
	if (s->ty.mbar && align < 8) {
		cerr(L->c, s->align->loc, "mbarrier objects need 8-byte alignment");
		return;
	}
	for (int i = 0; i < s->ndecls; i++) {
		Decl *d = &s->decls[i];
		IrShared sh = {.name = d->name, .elem = elem, .is_mbarrier = s->ty.mbar, .align = (int)align,
		               .ndim = d->ndim, .loc = d->loc};
		int64_t size = esz;
		for (int j = 0; j < d->ndim; j++) {
			int64_t v;
			if (!const_int(L, d->dim[j], &v, "a shared dimension"))
				return;
			if (v <= 0 || v > (1ll << 31) || size * v > (1ll << 31)) {
				cerr(L->c, d->dim[j]->loc, "shared dimension %lld is out of range (total at most 2 GiB)", (long long)v);
				return;
			}
			sh.dim[j] = v;
			size *= v;
		}
		int64_t off = (L->smem + align - 1) & ~(align - 1);
		sh.offset = off;
		sh.size = size;
		L->smem = off + size;
		long most = isa_target_smem(L->k->sm);
		if (L->smem > most && off <= most) {
			cerr(L->c, d->loc, "shared memory of the kernel reaches %lld bytes with '%s'; %s gives a block at most "
			     "%ld (%ld KiB)", (long long)L->smem, d->name, isa_target_str(L->k->sm), most, most >> 10);
			return;
		}
		if (align > L->smem_align)
			L->smem_align = (int)align;
		vec_push(&L->shared, sh);
		Sym *y = bind(L, d->name, SY_SHARED, d->loc);
		y->sh = L->shared.n - 1;
	}
}

static int loop_top(Lower *L) { return L->nloops ? L->loops[L->nloops - 1] : 0; }


/* The binary operator behind a compound assignment (+= -> +, ++ -> +). */
static TokKind compound_op(TokKind k)
{
	static const struct { TokKind a, b; } ops[] = {
		{T_ADDEQ, T_PLUS}, {T_SUBEQ, T_MINUS}, {T_MULEQ, T_STAR}, {T_DIVEQ, T_SLASH}, {T_MODEQ, T_PCT},
		{T_ANDEQ, T_AMP}, {T_OREQ, T_PIPE}, {T_XOREQ, T_CARET}, {T_SHLEQ, T_SHL}, {T_SHREQ, T_SHR},
		{T_INC, T_PLUS}, {T_DEC, T_MINUS},
	};
	for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
		if (ops[i].a == k)
			return ops[i].b;
	die("no binary operator for compound assignment token %d", (int)k);
}

static void assign_stmt(Lower *L, Stmt *s)
{
	Expr *lhs = s->lhs;
	Expr one = {.k = E_INT, .loc = s->loc, .i = 1};
	Expr bin = {.k = E_BIN, .loc = s->loc, .a = lhs};
	Expr *rhs = s->e;
	if (s->op != T_ASSIGN) {
		bin.op = compound_op(s->op);
		bin.b = s->op == T_INC || s->op == T_DEC ? &one : s->e;
		rhs = &bin;
	}
	if (lhs->k == E_NAME) {
		Sym *y = lookup(L, lhs->name);
		if (y && y->k == SY_PTR) {
			if (y->v.reg < 0) {
				cerr(L->c, lhs->loc, "cannot assign to '%s': it is bound to a shared address; copy it into a pointer register", lhs->name);
				return;
			}
			Val v = lower(L, rhs, -1, TY_NONE);
			ptr_into(L, s->loc, v, y->v.reg, y->v.space, y->v.elem, lhs->name);
			return;
		}
		if (y && y->k == SY_CONST) {
			cerr(L->c, lhs->loc, "cannot assign to constant '%s'", lhs->name);
			return;
		}
		if (y && (y->k == SY_SHARED || y->k == SY_TMAP || y->k == SY_FN)) {
			cerr(L->c, lhs->loc, "cannot assign to '%s'; shared memory is written with st.shared", lhs->name);
			return;
		}
	}
	int r = lvalue_reg(L, lhs, 0);
	if (r < 0)
		return;
	lower_into(L, rhs, r, L->regs.v[r].name);
}

static void unroll_stmt(Lower *L, Stmt *s)
{
	int64_t v;
	if (!s->name || !const_int(L, s->lhs, &v, "the 'for unroll' start"))
		return;
	if (!s->e) {
		cerr(L->c, s->loc, "'for unroll' needs a condition");
		return;
	}
	if (!s->step || s->step->k != ST_ASSIGN || s->step->lhs->k != E_NAME || s->step->lhs->name != s->name) {
		cerr(L->c, s->step ? s->step->loc : s->loc, "'for unroll' step must update '%s' (like %s++ or %s += 2)", s->name,
		     s->name, s->name);
		return;
	}
	if (L->nloops >= MAX_NEST) {
		cerr(L->c, s->loc, "loops nested too deeply");
		return;
	}
	L->loops[L->nloops++] = 'U';
	for (int it = 0;; it++) {
		if (L->stop)
			break;
		int mark = push_scope(L), prev = L->scope;
		Sym *y = bind(L, s->name, SY_CONST, s->nloc);
		y->v = vint(v, TY_NONE);
		Val c = lower(L, s->e, -1, TY_PRED);
		if (c.k == V_NONE) {
			pop_scope(L, mark, prev);
			break;
		}
		if (c.k != V_INT) {
			cerr(L->c, s->e->loc, "'for unroll' condition must be a compile-time constant (the bound of '%s')", s->name);
			pop_scope(L, mark, prev);
			break;
		}
		if (!c.i) {
			pop_scope(L, mark, prev);
			break;
		}
		if (++L->niters > MAX_ITERS) {
			if (!L->stop)
				cerr(L->c, s->loc, "kernel too large: more than %d unrolled iterations", MAX_ITERS);
			L->stop = 1;
			pop_scope(L, mark, prev);
			break;
		}
		if (it >= MAX_UNROLL) {
			cerr(L->c, s->loc, "'for unroll' runs more than %d iterations", MAX_UNROLL);
			pop_scope(L, mark, prev);
			break;
		}
		int nerr = L->c->d->nerr;
		lower_scoped(L, s->body, NULL);
		if (L->c->d->nerr != nerr) {
			/* later iterations would repeat the body's errors */
			pop_scope(L, mark, prev);
			break;
		}
		/* the step, evaluated with i bound */
		Stmt *st = s->step;
		Expr one = {.k = E_INT, .loc = st->loc, .i = 1};
		Expr bin = {.k = E_BIN, .loc = st->loc, .a = st->lhs};
		Val nv;
		if (st->op == T_ASSIGN)
			nv = lower(L, st->e, -1, TY_NONE);
		else {
			bin.op = compound_op(st->op);
			bin.b = st->op == T_INC || st->op == T_DEC ? &one : st->e;
			nv = lower(L, &bin, -1, TY_NONE);
		}
		pop_scope(L, mark, prev);
		if (nv.k != V_INT) {
			if (nv.k != V_NONE)
				cerr(L->c, st->loc, "'for unroll' step must be a compile-time constant");
			break;
		}
		v = nv.i;
	}
	L->nloops--;
}

static void loop_body(Lower *L, Stmt *body, IrStmt **into)
{
	if (L->nloops >= MAX_NEST) {
		cerr(L->c, body ? body->loc : (Loc){0}, "loops nested too deeply");
		return;
	}
	L->loops[L->nloops++] = 'L';
	lower_scoped(L, body, into);
	L->nloops--;
}

static void lower_asm(Lower *L, Stmt *s)
{
	Buf b = {0};
	const char *p = s->name;
	int ok = 1;
	while (*p) {
		if (p[0] == '%' && p[1] == '{') {
			const char *q = p + 2, *e = strchr(q, '}');
			if (!e) {
				cerr(L->c, s->loc, "asm: unterminated %%{...}");
				ok = 0;
				break;
			}
			char name[128];
			size_t n = (size_t)(e - q);
			if (n >= sizeof name)
				n = sizeof name - 1;
			memcpy(name, q, n);
			name[n] = 0;
			char *br = strchr(name, '[');
			long idx = -1;
			if (br) {
				*br = 0;
				idx = strtol(br + 1, NULL, 10);
			}
			const char *nm = intern(L->c, name, strlen(name));
			Sym *y = lookup(L, nm);
			int r = -1;
			if (y && y->k == SY_REG && !br)
				r = y->v.reg;
			else if (y && y->k == SY_PTR && y->v.reg >= 0 && !br)
				r = y->v.reg;
			else if (y && y->k == SY_ARR && br && idx >= 0 && idx < y->n)
				r = y->base + (int)idx;
			if (r < 0) {
				cerr(L->c, s->loc, "asm: '%%{%s}' names no register in scope", q ? name : "");
				ok = 0;
				break;
			}
			buf_printf(&b, "%%{#%d}", r);
			p = e + 1;
			continue;
		}
		buf_putc(&b, *p++);
	}
	if (ok) {
		IrStmt *st = add_stmt(L, S_ASM, s->loc);
		st->text = arena_strdup(L->m->arena, buf_str(&b));
	}
	buf_free(&b);
}

/* One timeline record at a trace region's entry or exit (docs/profiling.md):
 * the first active lane of the warp takes the next slot of its warp's ring in
 * the buffer kiln_trace[] describes and stores {%globaltimer, %clock64, CTA,
 * SM, warp, tag}.  Branch-free (predicated), so a warp stays converged for
 * the .aligned instructions around it; one line, so all of it carries the
 * `trace` statement's .loc.  The record layout is src/prof/prof.h's. */
static void trace_record(Lower *L, Loc loc, unsigned tag)
{
	char t[2048];
	snprintf(t, sizeof t,
		"{ .reg .pred %%kt_p; .reg .b32 %%kt_r<10>; .reg .b64 %%kt_d<8>; "
		"mov.u64 %%kt_d0, %%globaltimer; mov.u64 %%kt_d1, %%clock64; "
		"activemask.b32 %%kt_r0; mov.u32 %%kt_r1, %%lanemask_lt; and.b32 %%kt_r1, %%kt_r1, %%kt_r0; setp.eq.u32 %%kt_p, %%kt_r1, 0; "
		"mov.u32 %%kt_r2, %%tid.x; mov.u32 %%kt_r3, %%tid.y; mov.u32 %%kt_r4, %%tid.z; mov.u32 %%kt_r5, %%ntid.x; mov.u32 %%kt_r6, %%ntid.y; "
		"mad.lo.u32 %%kt_r3, %%kt_r4, %%kt_r6, %%kt_r3; mad.lo.u32 %%kt_r2, %%kt_r3, %%kt_r5, %%kt_r2; shr.u32 %%kt_r2, %%kt_r2, 5; "
		"mul.lo.u32 %%kt_r5, %%kt_r5, %%kt_r6; mov.u32 %%kt_r6, %%ntid.z; mul.lo.u32 %%kt_r5, %%kt_r5, %%kt_r6; add.u32 %%kt_r5, %%kt_r5, 31; shr.u32 %%kt_r5, %%kt_r5, 5; "
		"mov.u32 %%kt_r3, %%ctaid.x; mov.u32 %%kt_r4, %%ctaid.y; mov.u32 %%kt_r6, %%nctaid.x; mov.u32 %%kt_r7, %%ctaid.z; mov.u32 %%kt_r8, %%nctaid.y; "
		"mad.lo.u32 %%kt_r4, %%kt_r7, %%kt_r8, %%kt_r4; mad.lo.u32 %%kt_r3, %%kt_r4, %%kt_r6, %%kt_r3; mad.lo.u32 %%kt_r4, %%kt_r3, %%kt_r5, %%kt_r2; "
		"ld.const.u64 %%kt_d2, [kiln_trace]; ld.const.u64 %%kt_d3, [kiln_trace+8]; ld.const.u64 %%kt_d4, [kiln_trace+16]; "
		"mul.wide.u32 %%kt_d5, %%kt_r4, 4; add.s64 %%kt_d5, %%kt_d2, %%kt_d5; @%%kt_p atom.global.add.u32 %%kt_r5, [%%kt_d5], 1; "
		"cvt.u32.u64 %%kt_r6, %%kt_d4; sub.u32 %%kt_r7, %%kt_r6, 1; and.b32 %%kt_r5, %%kt_r5, %%kt_r7; "
		"mul.wide.u32 %%kt_d6, %%kt_r4, %%kt_r6; cvt.u64.u32 %%kt_d7, %%kt_r5; add.s64 %%kt_d6, %%kt_d6, %%kt_d7; shl.b64 %%kt_d6, %%kt_d6, 5; add.s64 %%kt_d6, %%kt_d6, %%kt_d3; "
		"mov.u32 %%kt_r8, %%smid; mov.u32 %%kt_r9, %u; "
		"@%%kt_p st.global.v2.u64 [%%kt_d6], {%%kt_d0, %%kt_d1}; @%%kt_p st.global.v4.u32 [%%kt_d6+16], {%%kt_r3, %%kt_r8, %%kt_r2, %%kt_r9}; }",
		tag);
	IrStmt *st = add_stmt(L, S_ASM, loc);
	st->text = arena_strdup(L->m->arena, t);
}

/* trace "name" { body }: with tracing off (the default) exactly the block;
 * on, a record at entry and at exit around it.  Each lowering (an inline fn
 * traced from two roles, an unrolled copy) is its own region. */
static void trace_stmt(Lower *L, Stmt *s)
{
	if (!L->c->in->trace) {
		lower_scoped(L, s->body, NULL);
		return;
	}
	IrKernel *k = L->k;
	if (k->ntraces >= 0x7fff) {
		cerr(L->c, s->loc, "more than 32767 trace regions in one kernel");
		return;
	}
	IrTrace *nt = arena_alloc(L->m->arena, sizeof *nt * (size_t)(k->ntraces + 1));
	if (k->ntraces)
		memcpy(nt, k->traces, sizeof *nt * (size_t)k->ntraces);
	nt[k->ntraces] = (IrTrace){arena_strdup(L->m->arena, s->name), L->role, s->loc};
	k->traces = nt;
	unsigned id = (unsigned)k->ntraces++;
	trace_record(L, s->loc, id);
	lower_scoped(L, s->body, NULL);
	trace_record(L, s->loc, id | 0x80000000u);
}

/* static_assert(cond, "message"): cond must fold to a constant (after
 * specialization, inside unrolled bodies and inlined fns: where it stands) */
static void assert_stmt(Lower *L, Stmt *s)
{
	Val v = lower(L, s->e, -1, TY_NONE);
	if (v.k == V_NONE)
		return;
	if (v.k != V_INT) {
		cerr(L->c, s->e->loc, "static_assert condition must be a compile-time %s",
		     v.k == V_FLT ? "integer or pred constant, got a float" : "constant");
		return;
	}
	if (!v.i)
		cerr(L->c, s->loc, "static assertion failed%s%s", s->name ? ": " : "", s->name ? s->name : "");
}

static void lower_stmt(Lower *L, Stmt *s)
{
	if (L->stop || !stack_ok(L, s->loc))
		return;
	if (L->c->d->nerr >= (L->c->d->max_errors ? L->c->d->max_errors : 100)) {
		L->stop = 1;      /* the error limit: nothing more would be reported */
		return;
	}
	switch (s->k) {
	case ST_DECL: decl_stmt(L, s); break;
	case ST_CONST: {
		Decl *d = s->decls;
		if (!d->name)
			break;
		Val v = lower(L, d->init, -1, TY_NONE);
		if (v.k != V_NONE && !isconst(v)) {
			cerr(L->c, d->init->loc, "constant '%s' must be a compile-time constant", d->name);
			v = vnone;
		}
		Sym *y = bind(L, d->name, SY_CONST, d->loc);
		y->v = v;
		break;
	}
	case ST_SHARED: shared_stmt(L, s); break;
	case ST_ASSIGN: assign_stmt(L, s); break;
	case ST_INSTR: lower_instr(L, s); break;
	case ST_EXPR: {
		Sym *y = lookup(L, s->e->name);
		if (y && y->k == SY_FN)
			call_fn(L, s->e, y, -1, TY_NONE);
		else
			lower(L, s->e, -1, TY_NONE);
		break;
	}
	case ST_IF: {
		Cond c;
		if (!lower_cond(L, s->e, &c))
			break;
		if (c.isconst) {
			/* compile-time condition (template specialization): only the taken branch */
			if (c.val)
				lower_scoped(L, s->body, NULL);
			else if (s->els)
				lower_scoped(L, s->els, NULL);
			break;
		}
		IrStmt *st = add_stmt(L, S_IF, s->loc);
		st->cond = c.reg;
		st->neg = c.neg;
		lower_scoped(L, s->body, &st->then);
		if (s->els)
			lower_scoped(L, s->els, &st->els);
		break;
	}
	case ST_ROLE: {
		Cond c;
		if (!lower_cond(L, s->e, &c))
			break;
		if (c.isconst) {
			cerr(L->c, s->e->loc, "role condition must depend on the thread (it is a compile-time constant)");
			break;
		}
		IrStmt *st = add_stmt(L, S_IF, s->loc);
		st->cond = c.reg;
		st->neg = c.neg;
		st->role = arena_strdup(L->m->arena, s->name);
		const char *outer = L->role;
		L->role = st->role;
		lower_scoped(L, s->body, &st->then);
		L->role = outer;
		break;
	}
	case ST_TRACE: trace_stmt(L, s); break;
	case ST_WHILE: case ST_DO: {
		IrStmt *st = add_stmt(L, S_LOOP, s->loc);
		st->test_at_end = s->k == ST_DO;
		if (s->k == ST_DO)
			loop_body(L, s->body, &st->body);
		IrStmt **save = L->tail;
		L->tail = &st->head;
		Cond c;
		int ok = lower_cond(L, s->e, &c);
		L->tail = save;
		if (ok && c.isconst && c.val)
			st->cond = -1;
		else if (ok && c.isconst) {
			/* while (0): the body never runs; do {} while (0): once */
			st->cond = -1;
			if (s->k == ST_DO) {
				cerr(L->c, s->e->loc, "unsupported: constant-false loop condition (write the body without a loop)");
			} else
				cerr(L->c, s->e->loc, "unsupported: constant-false loop condition");
		} else if (ok) {
			st->cond = c.reg;
			st->neg = c.neg;
		}
		if (s->k == ST_WHILE)
			loop_body(L, s->body, &st->body);
		break;
	}
	case ST_FOR: {
		int mark = push_scope(L), prev = L->scope;
		int top = L->top;
		L->top = 0;
		if (s->init)
			lower_stmt(L, s->init);
		IrStmt *st = add_stmt(L, S_LOOP, s->loc);
		if (s->e) {
			IrStmt **save = L->tail;
			L->tail = &st->head;
			Cond c;
			int ok = lower_cond(L, s->e, &c);
			L->tail = save;
			if (ok && c.isconst && !c.val)
				cerr(L->c, s->e->loc, "unsupported: constant-false loop condition");
			else if (ok && !c.isconst) {
				st->cond = c.reg;
				st->neg = c.neg;
			}
		}
		loop_body(L, s->body, &st->body);
		if (s->step) {
			IrStmt **save = L->tail;
			L->tail = &st->latch;
			lower_stmt(L, s->step);
			L->tail = save;
		}
		L->top = top;
		pop_scope(L, mark, prev);
		break;
	}
	case ST_UNROLL: unroll_stmt(L, s); break;
	case ST_BREAK: case ST_CONTINUE: {
		const char *w = s->k == ST_BREAK ? "break" : "continue";
		if (loop_top(L) == 'U')
			cerr(L->c, s->loc, "unsupported: '%s' inside 'for unroll' (the loop is expanded at compile time)", w);
		else if (!loop_top(L))
			cerr(L->c, s->loc, "'%s' outside a loop", w);
		else
			add_stmt(L, s->k == ST_BREAK ? S_BREAK : S_CONTINUE, s->loc);
		break;
	}
	case ST_BLOCK: lower_scoped(L, s, NULL); break;
	case ST_RETURN:
		if (!L->cur_fn) {
			/* in a kernel: the thread ends, as `exit` (PTX ret in an entry is the same) */
			if (s->e)
				cerr(L->c, s->e->loc, "a kernel returns no value (write 'return;')");
			else
				emit(L, s->loc, "exit", NULL, 0, "return from the kernel");
			break;
		}
		if (s != L->ret_last) {
			cerr(L->c, s->loc, "unsupported: 'return' before the end of an inline fn (end the fn with its return)");
			break;
		}
		if (L->ret_ty && !s->e) {
			cerr(L->c, s->loc, "inline fn '%s' must return a %s value", L->cur_fn->name, ty_name(L->ret_ty));
			break;
		}
		if (!L->ret_ty && s->e) {
			cerr(L->c, s->e->loc, "inline fn '%s' returns nothing", L->cur_fn->name);
			break;
		}
		if (s->e)
			lower_into(L, s->e, L->ret_reg, L->cur_fn->name);
		break;
	case ST_ASM: lower_asm(L, s); break;
	case ST_ASSERT: assert_stmt(L, s); break;
	}
}

static void lower_stmts(Lower *L, Stmt *s)
{
	for (; s && !L->stop; s = s->next)
		lower_stmt(L, s);
}

static Val call_fn(Lower *L, Expr *e, Sym *s, int dst, Ty hint)
{
	Fn *f = s->fn;
	(void)hint;
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
	Stmt *last = f->body;
	while (last && last->next)
		last = last->next;
	L->ret_last = last;
	if (rt && (!last || last->k != ST_RETURN))
		cerr(L->c, f->loc, "inline fn '%s' must end with 'return <%s value>;'", f->name, ty_name(rt));
	int nerr = L->c->d->nerr;
	lower_stmts(L, f->body);
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

/* ---- launch expressions ---- */

static LExpr *lx(Lower *L, char op, int64_t v, LExpr *a, LExpr *b)
{
	LExpr *e = arena_alloc(L->m->arena, sizeof *e);
	e->op = op;
	e->v = v;
	e->a = a;
	e->b = b;
	return e;
}

static LExpr *launch_expr(Lower *L, Expr *e, int depth)
{
	if (depth > MAX_NEST)
		return NULL;
	switch (e->k) {
	case E_INT: return lx(L, 'c', (int64_t)e->i, NULL, NULL);
	case E_NAME: {
		Sym *s = lookup(L, e->name);
		if (s && s->k == SY_CONST) {
			Val v = s->cd ? eval_module_const(L, s) : s->v;
			if (v.k != V_INT) {
				if (v.k != V_NONE)
					cerr(L->c, e->loc, "launch dimensions are integers; '%s' is not", e->name);
				return NULL;
			}
			return lx(L, 'c', v.i, NULL, NULL);
		}
		if (s && s->k == SY_REG && s->param >= 0) {
			LExpr *q = lx(L, 'p', 0, NULL, NULL);
			q->param = s->param;
			return q;
		}
		cerr(L->c, e->loc, "launch dimensions may only use scalar parameters and constants; '%s' is not one", e->name);
		return NULL;
	}
	case E_BIN: case E_CALL: {
		char op = 0;
		Expr *x, *y;
		if (e->k == E_BIN) {
			op = e->op == T_PLUS ? '+' : e->op == T_MINUS ? '-' : e->op == T_STAR ? '*' : e->op == T_SLASH ? '/' :
			     e->op == T_PCT ? '%' : 0;
			x = e->a;
			y = e->b;
		} else {
			op = e->name == L->n_ceil ? 'd' : e->name == L->n_min ? 'm' : e->name == L->n_max ? 'M' : 0;
			if (op && e->nargs != 2) {
				cerr(L->c, e->loc, "'%s' takes 2 arguments, got %d", e->name, e->nargs);
				return NULL;
			}
			x = op ? e->args[0] : NULL;
			y = op ? e->args[1] : NULL;
		}
		if (!op)
			break;
		LExpr *a = launch_expr(L, x, depth + 1), *b = a ? launch_expr(L, y, depth + 1) : NULL;
		if (!a || !b)
			return NULL;
		LExpr *r = lx(L, op, 0, a, b);
		if (a->op == 'c' && b->op == 'c') {
			int64_t v;
			if (lexpr_eval(r, NULL, &v)) {
				cerr(L->c, e->loc, "division by zero in a launch dimension");
				return NULL;
			}
			return lx(L, 'c', v, NULL, NULL);
		}
		return r;
	}
	default:
		break;
	}
	cerr(L->c, e->loc, "launch dimensions may only use scalar parameters, constants, + - * / %%, ceil_div, min and max");
	return NULL;
}

/* ---- kernels ---- */

static int define_value(Ctx *c, const char *name, int64_t *v, int *used)
{
	for (int i = 0; i < c->in->ndefines; i++) {
		const char *d = c->in->defines[i];
		const char *eq = strchr(d, '=');
		size_t n = eq ? (size_t)(eq - d) : strlen(d);
		if (strlen(name) == n && !strncmp(d, name, n)) {
			char *end;
			if (!eq) {
				*v = 1;
				used[i] = 1;
				return 1;
			}
			long long x = strtoll(eq + 1, &end, 0);
			if (!eq[1] || *end) {
				cerr(c, (Loc){0}, "-D %s: value must be an integer", d);
				return 0;
			}
			*v = x;
			used[i] = 1;
			return 1;
		}
	}
	return 0;
}

static void init_lower(Lower *L, Ctx *c, IrModule *m)
{
	L->c = c;
	L->m = m;
	unsigned cap = 64;
	while (cap < (unsigned)(4 * c->names.n + 64))
		cap *= 2;
	L->map = arena_alloc(c->a, sizeof *L->map * cap);
	L->mapmask = cap - 1;
	for (int i = 0; i < SP_COUNT; i++) {
		const char *p = special_ptx((Special)i) + 1;
		L->sp_names[i] = intern(c, p, strlen(p));
	}
	L->n_true = intern(c, "true", 4);
	L->n_false = intern(c, "false", 5);
	L->n_t = intern(c, "t", 1);
	L->n_min = intern(c, "min", 3);
	L->n_max = intern(c, "max", 3);
	L->n_ceil = intern(c, "ceil_div", 8);
	L->dummy = arena_alloc(c->a, sizeof *L->dummy);
	L->maxptx = 0;
}

static void lower_kernel(Lower *L, Kernel *ak, int *used)
{
	Ctx *c = L->c;
	IrKernel *k = arena_alloc(L->m->arena, sizeof *k);
	L->k = k;
	L->ak = ak;
	L->regs.n = L->shared.n = L->params.n = 0;
	L->role = NULL;
	L->nstmts = 0;
	L->ncalls = L->niters = L->depth = 0;
	L->stop = 0;
	L->smem = 0;
	L->smem_align = 16;
	L->nloops = 0;
	L->cur_fn = NULL;
	k->name = arena_strdup(L->m->arena, ak->name);
	k->loc = ak->loc;
	k->sm = c->in->sm ? c->in->sm : L->m->sm;
	if (ak->target && !c->in->sm) {
		int sm = isa_target_parse(ak->target);
		if (!sm) {
			Buf known = {0};
			isa_target_list(&known);
			cerr(c, ak->target_loc, "unknown target '%s' (known: %s)", ak->target, buf_str(&known));
			buf_free(&known);
		} else
			k->sm = sm;
	}
	L->tail = &k->body;
	L->frame = ++L->nframes;
	int mark = push_scope(L), prev = L->scope;
	for (int i = 0; i < ak->ntparams; i++) {
		Param *p = &ak->tparams[i];
		if (!p->name)
			continue;
		int64_t v = 0;
		Val val = vnone;
		if (define_value(c, p->name, &v, used))
			val = vint(v, TY_NONE);
		else if (p->def)
			val = lower(L, p->def, -1, TY_NONE);
		else
			cerr(c, p->loc, "template parameter '%s' has no value: give it a default or pass -D %s=...", p->name, p->name);
		if (val.k == V_REG || val.k == V_PTR) {
			cerr(c, p->def->loc, "template parameter '%s' must be a compile-time constant", p->name);
			val = vnone;
		}
		Sym *y = bind(L, p->name, SY_CONST, p->loc);
		y->v = val;
	}
	/* parameters: explicit loads at entry */
	for (int i = 0; i < ak->nparams; i++) {
		Param *p = &ak->params[i];
		IrParam ip = {.name = arena_strdup(L->m->arena, p->name), .loc = p->loc, .reg = -1};
		Sym *y;
		if (p->ty.tmap) {
			ip.kind = PK_TMAP;
			ip.ty = TY_B8;
			vec_push(&L->params, ip);
			int a = tmp(L, TY_U64, p->loc), g = new_reg(L, p->name, -1, TY_U64, p->loc);
			IrOpnd mv[2] = {oreg(a), {.k = O_SYM, .reg = -1, .symk = SYM_PARAM, .sym = i}};
			emit(L, p->loc, "mov.b64", mv, 2, "a tensormap parameter address");
			IrOpnd cv[2] = {oreg(g), oreg(a)};
			emit(L, p->loc, "cvta.param.u64", cv, 2, "a tensormap parameter address");
			y = bind(L, p->name, SY_TMAP, p->loc);
			y->v = vreg(g, TY_U64);
			y->param = i;
			continue;
		}
		if (p->ty.ptr) {
			if (p->ty.space != SPACE_GLOBAL) {
				cerr(c, p->loc, "kernel pointer parameters point to global memory ('global T*')");
				vec_push(&L->params, ip);
				continue;
			}
			ip.kind = PK_PTR;
			ip.ty = p->ty.ty;
			ip.space = SPACE_GLOBAL;
			int a = tmp(L, TY_U64, p->loc), g = new_reg(L, p->name, -1, TY_U64, p->loc);
			vec_push(&L->params, ip);
			IrOpnd ld[2] = {oreg(a), {.k = O_ADDR, .reg = -1, .symk = SYM_PARAM, .sym = i}};
			emit(L, p->loc, "ld.param.u64", ld, 2, "a parameter load");
			IrOpnd cv[2] = {oreg(g), oreg(a)};
			emit(L, p->loc, "cvta.to.global.u64", cv, 2, "a global pointer parameter");
			y = bind(L, p->name, SY_PTR, p->loc);
			y->v = vnone;
			y->v.k = V_PTR;
			y->v.reg = g;
			y->v.space = SPACE_GLOBAL;
			y->v.elem = p->ty.ty;
			y->param = i;
			continue;
		}
		ip.kind = PK_SCALAR;
		ip.ty = p->ty.ty;
		if (p->ty.ty == TY_PRED) {
			cerr(c, p->loc, "unsupported: pred kernel parameter (pass a u32)");
			vec_push(&L->params, ip);
			continue;
		}
		int r = new_reg(L, p->name, -1, p->ty.ty, p->loc);
		vec_push(&L->params, ip);
		char op[32];
		snprintf(op, sizeof op, "ld.param.%s", ty_ptx(p->ty.ty));
		IrOpnd ld[2] = {oreg(r), {.k = O_ADDR, .reg = -1, .symk = SYM_PARAM, .sym = i}};
		emit(L, p->loc, op, ld, 2, "a parameter load");
		y = bind(L, p->name, SY_REG, p->loc);
		y->v = vreg(r, p->ty.ty);
		y->param = i;
	}
	/* launch attributes */
	for (int i = 0; i < ak->ngrid; i++)
		k->grid[i] = launch_expr(L, ak->grid[i], 0);
	if (!ak->nblock)
		cerr(c, ak->loc, "kernel '%s' needs a block(...) attribute", ak->name);
	for (int i = 0; i < 3; i++) {
		k->block_const[i] = 1;
		k->cluster_const[i] = 0;
	}
	for (int i = 0; i < ak->nblock; i++) {
		int64_t v;
		if (const_int(L, ak->block[i], &v, "a block dimension")) {
			int most = i == 2 ? 64 : 1024;
			if (v < 1 || v > most)
				cerr(c, ak->block[i]->loc, "block dimension %c = %lld is out of range 1..%d", "xyz"[i], (long long)v, most);
			else {
				k->block_const[i] = (int)v;
				k->block[i] = lx(L, 'c', v, NULL, NULL);
			}
		}
	}
	if ((int64_t)k->block_const[0] * k->block_const[1] * k->block_const[2] > 1024)
		cerr(c, ak->block_loc, "block has %lld threads; at most 1024", (long long)k->block_const[0] * k->block_const[1] *
		     k->block_const[2]);
	for (int i = 0; i < ak->ncluster; i++) {
		int64_t v;
		if (const_int(L, ak->cluster[i], &v, "a cluster dimension")) {
			if (v < 1 || v > 16)
				cerr(c, ak->cluster[i]->loc, "cluster dimension %lld is out of range 1..16", (long long)v);
			else {
				k->cluster_const[i] = (int)v;
				k->cluster[i] = lx(L, 'c', v, NULL, NULL);
			}
		}
	}
	if (ak->ncluster)
		for (int i = ak->ncluster; i < 3; i++)
			k->cluster_const[i] = 1;
	int64_t ncta = (int64_t)k->cluster_const[0] * (k->cluster_const[1] ? k->cluster_const[1] : 1) *
	               (k->cluster_const[2] ? k->cluster_const[2] : 1);
	if (ak->ncluster && ncta > 8)
		cerr(c, ak->cluster_loc, "a cluster of %lld CTAs is more than the portable 8 (unsupported: non-portable cluster "
		     "sizes up to 16 need cudaFuncAttributeNonPortableClusterSizeAllowed at launch, which Kiln does not set)",
		     (long long)ncta);
	if (ak->ncluster && !isa_req_met(REQ_CLUSTERS, k->sm)) {
		Buf need = {0};
		isa_req_text(REQ_CLUSTERS, &need);
		cerr(c, ak->cluster_loc, "cluster(...) requires %s (target is %s)", buf_str(&need), isa_target_str(k->sm));
		buf_free(&need);
	}
	if (ak->minblocks) {
		int64_t v;
		if (const_int(L, ak->minblocks, &v, "minblocks")) {
			if (v < 1 || v > 64)
				cerr(c, ak->minblocks->loc, "minblocks must be 1..64");
			else
				k->min_blocks = (int)v;
		}
	}
	if (ak->maxnreg) {
		int64_t v;
		if (const_int(L, ak->maxnreg, &v, "maxnreg")) {
			if (v < 16 || v > 255)
				cerr(c, ak->maxnreg->loc, "maxnreg must be 16..255");
			else
				k->max_regs = (int)v;
		}
	}
	L->top = 1;
	lower_stmts(L, ak->body);
	L->top = 0;
	pop_scope(L, mark, prev);
	/* hand the tables to the IR */
	k->nregs = L->regs.n;
	k->regs = arena_alloc(L->m->arena, sizeof *k->regs * (size_t)(L->regs.n ? L->regs.n : 1));
	if (L->regs.n)
		memcpy(k->regs, L->regs.v, sizeof *k->regs * (size_t)L->regs.n);
	for (int i = 0; i < k->nregs; i++)
		k->regs[i].name = arena_strdup(L->m->arena, k->regs[i].name);
	k->nshared = L->shared.n;
	k->shared = arena_alloc(L->m->arena, sizeof *k->shared * (size_t)(L->shared.n ? L->shared.n : 1));
	for (int i = 0; i < L->shared.n; i++) {
		k->shared[i] = L->shared.v[i];
		k->shared[i].name = arena_strdup(L->m->arena, L->shared.v[i].name);
	}
	k->smem_bytes = L->smem;
	k->smem_align = L->smem_align;
	k->nparams = L->params.n;
	k->params = arena_alloc(L->m->arena, sizeof *k->params * (size_t)(L->params.n ? L->params.n : 1));
	if (L->params.n)
		memcpy(k->params, L->params.v, sizeof *k->params * (size_t)L->params.n);
	IrKernel **nk = arena_alloc(L->m->arena, sizeof *nk * (size_t)(L->m->nkernels + 1));
	if (L->m->nkernels)
		memcpy(nk, L->m->kernels, sizeof *nk * (size_t)L->m->nkernels);
	nk[L->m->nkernels++] = k;
	L->m->kernels = nk;
}

/* Kernel parameters fit the parameter space of the PTX version the module
 * gets (ptxas 13.0: 4352 bytes before PTX 8.1, 32764 from 8.1). */
static void check_param_space(Ctx *c, const IrModule *m, const IrKernel *k)
{
	int64_t bytes = 0;
	for (int i = 0; i < k->nparams; i++) {
		const IrParam *p = &k->params[i];
		int sz = p->kind == PK_TMAP ? 128 : p->kind == PK_PTR ? 8 : elem_size(p->ty);
		int al = p->kind == PK_TMAP ? 64 : sz;
		bytes = (bytes + al - 1) / al * al + sz;
	}
	int ver = m->ptx_version;
	if (isa_target_ptx(k->sm) > ver)
		ver = isa_target_ptx(k->sm);
	int most = ver >= 81 ? 32764 : 4352;
	if (bytes > most)
		cerr(c, k->loc, "the parameters of kernel '%s' take %lld bytes; PTX %d.%d allows %d%s", k->name,
		     (long long)bytes, ver / 10, ver % 10, most, ver >= 81 ? "" : " (32764 from PTX 8.1: a target such as sm_100a)");
}

void lower_module(Ctx *c, IrModule *m)
{
	Lower *L = kl_calloc(1, sizeof *L);
	if (!L)
		die("out of memory");
	init_lower(L, c, m);
	L->stack_base = __builtin_frame_address(0);
	int *used = kl_calloc((size_t)(c->in->ndefines + 1), sizeof *used);
	if (!used)
		die("out of memory");
	/* module names: constants and inline fns (frame 0) */
	L->frame = 0;
	for (int i = 0; i < c->consts.n; i++) {
		ConstDef *cd = c->consts.v[i];
		Sym *y = bind(L, cd->name, SY_CONST, cd->loc);
		y->cd = cd;
		int64_t v;
		if (define_value(c, cd->name, &v, used)) {
			cd->state = 2;
			cd->overridden = 1;
			y->v = vint(v, TY_NONE);
		}
	}
	for (int i = 0; i < c->fns.n; i++) {
		Fn *f = c->fns.v[i];
		Sym *y = bind(L, f->name, SY_FN, f->loc);
		y->fn = f;
	}
	for (int i = 0; i < c->kernels.n; i++)
		for (int j = 0; j < i; j++)
			if (c->kernels.v[i]->name == c->kernels.v[j]->name)
				cerr(c, c->kernels.v[i]->loc, "kernel '%s' is already defined", c->kernels.v[i]->name);
	/* evaluate every module constant once (errors even when unused) */
	{
		IrKernel scratch = {.sm = SM_90A};
		IrStmt *junk = NULL;
		L->k = &scratch;
		L->tail = &junk;
		for (int i = 0; i < c->consts.n; i++) {
			Sym *y = lookup(L, c->consts.v[i]->name);
			if (y && y->cd == c->consts.v[i])
				eval_module_const(L, y);
		}
		for (int i = 0; i < c->asserts.n; i++)
			assert_stmt(L, c->asserts.v[i]);
		L->regs.n = 0;
	}
	int nsel = 0;
	for (int i = 0; i < c->kernels.n; i++) {
		Kernel *ak = c->kernels.v[i];
		if (c->in->kernel && strcmp(c->in->kernel, ak->name))
			continue;
		nsel++;
		lower_kernel(L, ak, used);
	}
	if (c->in->kernel && !nsel)
		cerr(c, (Loc){c->in->path, 0, 0}, "no kernel named '%s'", c->in->kernel);
	for (int i = 0; i < c->in->ndefines; i++)
		if (!used[i]) {
			const char *d = c->in->defines[i];
			diag_warn(c->d, ((Loc){0}), "-D %s: no template parameter or constant has this name", d);
		}
	if (L->maxptx > m->ptx_version)
		m->ptx_version = L->maxptx;
	for (int i = 0; i < m->nkernels; i++)
		check_param_space(c, m, m->kernels[i]);
	kl_free(used);
	vec_free(&L->regs);
	vec_free(&L->shared);
	vec_free(&L->params);
	vec_free(&L->bound);
	kl_free(L);
}
