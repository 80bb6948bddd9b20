/* Pass sema: name binding (scopes, shadowing, module names), types, and
 * compile-time constants (folding, encoding as immediates, static_assert). */
#include "lang/lower_int.h"
#include "num/fp.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int ty_is_int(Ty t) { return t >= TY_U8 && t <= TY_S64; }
int ty_is_signed(Ty t) { return t >= TY_S8 && t <= TY_S64; }
int ty_is_float(Ty t) { return t == TY_F16 || t == TY_F32 || t == TY_F64 || t == TY_BF16 || t == TY_F16X2 || t == TY_BF16X2; }

static Sym **slot(Lower *L, const char *name)
{
	unsigned j = (unsigned)((uintptr_t)name >> 4) * 2654435761u & L->mapmask;
	while (L->map[j] && L->map[j]->name != name)
		j = (j + 1) & L->mapmask;
	return &L->map[j];
}

/* the map holds, per name, a sentinel Sym chain: map[j]->shadow is the
 * current binding (the sentinel keeps the key when nothing is bound) */
Sym *lookup(Lower *L, const char *name)
{
	Sym *h = *slot(L, name);
	Sym *s = h ? h->shadow : NULL;
	while (s && s->frame != 0 && s->frame != L->frame)
		s = s->shadow;
	return s;
}

Sym *bind(Lower *L, const char *name, SyK k, Loc loc)
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

int push_scope(Lower *L)
{
	int mark = L->bound.n;
	L->scope = ++L->nscopes;
	return mark;
}

void pop_scope(Lower *L, int mark, int scope)
{
	while (L->bound.n > mark) {
		Sym *s = L->bound.v[--L->bound.n];
		(*slot(L, s->name))->shadow = s->shadow;
	}
	L->scope = scope;
}

int64_t wrap(Ty t, int64_t v)
{
	int b = ty_bits(t);
	if (b <= 0 || b >= 64 || t == TY_PRED)
		return t == TY_PRED ? v != 0 : v;
	uint64_t m = (1ull << b) - 1, u = (uint64_t)v & m;
	if (ty_is_signed(t) && (u >> (b - 1)) & 1)
		u |= ~m;
	return (int64_t)u;
}

/* Integer constant v as a double rounded to odd (exact below 2^53). */
double int_odd(Val v)
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
int imm_bits(Lower *L, Loc loc, Val v, Ty t, uint64_t *bits, Ty *ity)
{
	*ity = t;
	if (t == TY_B128)
		return b128_misuse(L, loc, "a constant");
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

int special_of(Lower *L, const char *name)
{
	for (int i = 0; i < SP_COUNT; i++)
		if (L->sp_names[i] == name)
			return i;
	return -1;
}

Val eval_module_const(Lower *L, Sym *s)
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

const char *opname(TokKind k)
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

Val fold(Lower *L, Loc loc, TokKind op, Val a, Val b)
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

/* a unary operator on a constant */
Val fold_un(Lower *L, Loc loc, TokKind op, Val a)
{
	if (op == T_MINUS) {
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
		cerr(L->c, loc, "'%s' needs an integer or pred operand", opname(op));
		return vnone;
	}
	if (op == T_BANG)
		return vint(!a.i, TY_PRED);
	return vint(a.ty ? wrap(a.ty, ~a.i) : ~a.i, a.ty);
}

/* min, max or ceil_div (name, interned) of two constants */
Val fold_builtin(Lower *L, Loc loc, const char *name, Val a, Val b)
{
	if (name == L->n_ceil) {
		if (a.k != V_INT || b.k != V_INT) {
			cerr(L->c, loc, "ceil_div needs integer constants");
			return vnone;
		}
		if (!b.i) {
			cerr(L->c, loc, "division by zero in a constant expression");
			return vnone;
		}
		Val s = fold(L, loc, T_PLUS, a, fold(L, loc, T_MINUS, b, vint(1, TY_NONE)));
		return fold(L, loc, T_SLASH, s, b);
	}
	Val lt = fold(L, loc, T_LT, a, b);
	if (lt.k == V_NONE)
		return vnone;
	return (lt.i != 0) == (name == L->n_min) ? a : b;
}

int const_int(Lower *L, Expr *e, int64_t *out, const char *what)
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

/* static_assert(cond, "message"): cond must fold to a constant (after
 * specialization, inside unrolled bodies and inlined fns: where it stands) */
void assert_stmt(Lower *L, Stmt *s)
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

/* Pass sema at module scope (frame 0): binds the module constants (-D
 * overrides first) and inline fns, rejects duplicate kernels, and
 * evaluates every constant and top-level static_assert once, so that
 * their errors show even when nothing uses them. */
void sema_module(Lower *L)
{
	Ctx *c = L->c;
	L->stack_base = __builtin_frame_address(0);
	L->frame = 0;
	for (int i = 0; i < c->consts.n; i++) {
		ConstDef *cd = c->consts.v[i];
		Sym *y = bind(L, cd->name, SY_CONST, cd->loc);
		y->cd = cd;
		int64_t v;
		if (define_value(c, cd->name, &v, L->used)) {
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
	L->k = NULL;
	L->tail = NULL;
}

/* a constant as the dumps print it */
void val_dump(Val v, Buf *out)
{
	if (v.k == V_INT)
		buf_printf(out, "%lld", (long long)v.i);
	else if (v.k == V_FLT)
		buf_printf(out, "%.17g", v.f);
	else
		buf_puts(out, "(no value)");
}

/* The sema pass's output for --dump-ir=sema: the module's names and the
 * values of its constants. */
void sema_dump(Lower *L, Buf *out)
{
	Ctx *c = L->c;
	for (int i = 0; i < c->consts.n; i++) {
		ConstDef *cd = c->consts.v[i];
		Sym *y = lookup(L, cd->name);
		Val v = y && y->cd == cd ? y->v : vnone;
		buf_printf(out, "const %s = ", cd->name);
		val_dump(v, out);
		buf_printf(out, "%s    ; %s:%d\n", cd->overridden ? " (-D)" : "", cd->loc.file, cd->loc.line);
	}
	for (int i = 0; i < c->fns.n; i++) {
		Fn *f = c->fns.v[i];
		buf_printf(out, "inline fn %s(", f->name);
		for (int j = 0; j < f->nparams; j++)
			buf_printf(out, "%s%s", j ? ", " : "", f->params[j].name);
		buf_printf(out, ")    ; %s:%d\n", f->loc.file, f->loc.line);
	}
	for (int i = 0; i < c->kernels.n; i++) {
		Kernel *k = c->kernels.v[i];
		buf_printf(out, "kernel %s", k->name);
		if (k->ntparams) {
			buf_putc(out, '<');
			for (int j = 0; j < k->ntparams; j++)
				buf_printf(out, "%s%s", j ? ", " : "", k->tparams[j].name ? k->tparams[j].name : "?");
			buf_putc(out, '>');
		}
		buf_printf(out, "(%d parameters)%s%s    ; %s:%d\n", k->nparams, k->target ? " target " : "",
		           k->target ? k->target : "", k->loc.file, k->loc.line);
	}
}
