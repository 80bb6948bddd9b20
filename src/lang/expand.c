/* Pass expand, on the AST: kernels specialized (template parameters), calls
 * of inline fns marked (E_INLINE) with each fn's body expanded once, and
 * `for unroll` turned into its iterations (ST_UNROLLED); ifs whose
 * condition folds keep only the branch taken. */
#include "lang/lower_int.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The pass decides; it never reports.  What it cannot decide (a bound that
 * is not a constant, a template parameter without a value) it records where
 * it stands (Kernel.tfail, Stmt.xfail) and the lower pass, which owns the
 * diagnostics of expressions, reports it there, in source order.  Folding
 * runs sema's fold/cast with the context quiet (cerr counts instead of
 * reporting): a value is decided only when folding it reported nothing, so
 * what expand folds is exactly what lowering would fold.
 *
 * Names are bound in the same scopes and frames as lowering binds them
 * (sema.c's table): constants with their values, everything else as
 * "not a constant".  Whether a call names an inline fn depends only on
 * where it stands, so E_INLINE is marked in place; unrolled bodies that
 * differ between iterations (a nested unroll, a folded if) are copies, the
 * others are shared. */

typedef struct {
	Lower *L;
	int depth;            /* inline fn bodies being expanded */
	int top;              /* the kernel body's top level (shared allocations) */
	long niters, nstmts;  /* this kernel's budget */
	int stop;             /* a budget ran out: XF_ITERS, XF_SIZE (or the stack: Lower.xstack) */
} X;

static Stmt *x_list(X *x, Stmt *s);
static Stmt *x_scoped(X *x, Stmt *s);
static void x_fn(X *x, Fn *f);
static void mark(X *x, Expr *e, int stmt_call);

static Stmt *copy_stmt(X *x, const Stmt *s)
{
	if (++x->nstmts > MAX_XSTMTS && !x->stop)
		x->stop = XF_SIZE;
	Stmt *n = arena_alloc(x->L->c->a, sizeof *n);
	*n = *s;
	return n;
}

/* ---- constants: what lower() folds, without reporting ---- */

static Val xeval(X *x, Expr *e);

static int is_builtin(Lower *L, const char *name)
{
	return name == L->n_min || name == L->n_max || name == L->n_ceil;
}

static Val xeval_call(X *x, Expr *e)
{
	Lower *L = x->L;
	if (!is_builtin(L, e->name) || e->nargs != 2)
		return vnone;
	Val a = xeval(x, e->args[0]), b = xeval(x, e->args[1]);
	if (!isconst(a) || !isconst(b))
		return vnone;
	return fold_builtin(L, e->loc, e->name, a, b);
}

/* mirrors the constant paths of lower() (lower_expr.c); V_NONE: not a
 * constant, or one whose folding lowering reports an error for */
static Val xeval(X *x, Expr *e)
{
	Lower *L = x->L;
	switch (e->k) {
	case E_INT: return vint((int64_t)e->i, TY_NONE);
	case E_FLT: return vflt(e);
	case E_SIZEOF:
		if (e->ty.ty == TY_NONE || e->ty.ty == TY_PRED)
			return vnone;
		return vint(elem_size(e->ty.ty), TY_NONE);
	case E_NAME: {
		Sym *s = lookup(L, e->name);
		if (!s) {
			if (special_of(L, e->name) < 0 && (e->name == L->n_true || e->name == L->n_false))
				return vint(e->name == L->n_true, TY_PRED);
			return vnone;
		}
		if (s->k != SY_CONST || (s->cd && s->cd->state != 2))
			return vnone;
		return s->v;
	}
	case E_UN: {
		Val a = xeval(x, e->a);
		return isconst(a) ? fold_un(L, e->loc, e->op, a) : vnone;
	}
	case E_BIN: {
		Val a = xeval(x, e->a);
		if (!isconst(a))
			return vnone;
		Val b = xeval(x, e->b);
		if (!isconst(b))
			return vnone;
		return fold(L, e->loc, e->op, a, b);
	}
	case E_COND: {
		Val c = xeval(x, e->a);
		if (!isconst(c))
			return vnone;
		return xeval(x, c.i ? e->b : e->c);
	}
	case E_CAST: {
		if (e->ty.ptr)
			return vnone;
		Val v = xeval(x, e->a);
		if (!isconst(v))
			return vnone;
		return cast(L, e->loc, e->ty.ty, v, -1);
	}
	case E_CALL: return xeval_call(x, e);
	case E_INLINE: case E_INDEX: case E_SLICE: case E_SINK: return vnone;
	}
	return vnone;
}

/* e folded to a constant with no error: *v */
static int xconst(X *x, Expr *e, Val *v)
{
	Ctx *c = x->L->c;
	long q = c->quieted;
	*v = xeval(x, e);
	return isconst(*v) && c->quieted == q;
}

/* lower_cond's constant case: 1 and *val when the condition folds */
static int xcond(X *x, Expr *e, int *val)
{
	if (e->k == E_UN && e->op == T_BANG) {
		if (!xcond(x, e->a, val))
			return 0;
		*val = !*val;
		return 1;
	}
	Val v;
	if (!xconst(x, e, &v) || v.k != V_INT)
		return 0;
	*val = v.i != 0;
	return 1;
}

/* ---- inline calls: marked in place, the fn's body expanded once ---- */

/* stmt_call: a call statement `f(...);`, which names a fn even when a
 * builtin has its name (lower_stmt's ST_EXPR) */
static void mark(X *x, Expr *e, int stmt_call)
{
	if (!e || x->stop)
		return;
	if (!stack_ok(x->L, e->loc)) {
		x->stop = XF_ITERS;
		x->L->xstack = 1;
		return;
	}
	switch (e->k) {
	case E_CALL:
		if (stmt_call || !is_builtin(x->L, e->name)) {
			Sym *s = lookup(x->L, e->name);
			if (s && s->k == SY_FN) {
				e->k = E_INLINE;
				e->fn = s->fn;
			}
		}
		if (e->k == E_INLINE)
			x_fn(x, e->fn);
		for (int i = 0; i < e->nargs; i++)
			mark(x, e->args[i], 0);
		return;
	case E_INLINE:
		x_fn(x, e->fn);
		for (int i = 0; i < e->nargs; i++)
			mark(x, e->args[i], 0);
		return;
	case E_COND: {
		/* lower() lowers only the branch a constant condition takes */
		mark(x, e->a, 0);
		Val c;
		if (xconst(x, e->a, &c)) {
			mark(x, c.i ? e->b : e->c, 0);
			return;
		}
		mark(x, e->b, 0);
		mark(x, e->c, 0);
		return;
	}
	default:
		mark(x, e->a, 0);
		mark(x, e->b, 0);
		mark(x, e->c, 0);
		for (int i = 0; i < e->nargs; i++)
			mark(x, e->args[i], 0);
		return;
	}
}

static void mark_opnds(X *x, Stmt *s)
{
	for (int i = 0; i < s->nops; i++) {
		Opnd *o = &s->ops[i];
		mark(x, o->e, 0);
		for (int j = 0; j < o->n; j++)
			mark(x, o->v[j], 0);
	}
	for (int i = 0; i < s->nsubs; i++)
		mark(x, s->subs[i], 0);
	mark(x, s->guard, 0);
}

/* binds a fn's parameters as call_fn does: none is a constant */
static void bind_params(Lower *L, const Param *p, int n)
{
	for (int i = 0; i < n; i++)
		bind(L, p[i].name, p[i].ty.tmap ? SY_TMAP : p[i].ty.ptr ? SY_PTR : SY_REG, p[i].loc);
}

/* An inline fn's body sees only module names and its parameters, so its
 * expansion is the same for every call: done once.  A call met while the
 * fn is being expanded (recursion), or deeper than MAX_INLINE, is left to
 * lowering's guard, which reports it when that call is lowered. */
static void x_fn(X *x, Fn *f)
{
	if (f->xstate || x->depth >= MAX_INLINE || x->stop)
		return;
	Lower *L = x->L;
	f->xstate = 1;
	int fr = L->frame, sc = L->scope, top = x->top;
	L->frame = ++L->nframes;
	int mark_ = push_scope(L), prev = L->scope;
	bind_params(L, f->params, f->nparams);
	x->top = 0;
	x->depth++;
	f->xbody = x_list(x, f->body);
	x->depth--;
	x->top = top;
	pop_scope(L, mark_, prev);
	L->frame = fr;
	L->scope = sc;
	f->xstate = 2;
}

/* ---- statements ---- */

static void x_decl(X *x, Stmt *s)
{
	Lower *L = x->L;
	for (int i = 0; i < s->ndecls; i++) {
		Decl *d = &s->decls[i];
		for (int j = 0; j < d->ndim; j++)
			mark(x, d->dim[j], 0);
		mark(x, d->init, 0);
	}
	/* bind as decl_stmt does, stopping where it stops */
	for (int i = 0; i < s->ndecls; i++) {
		Decl *d = &s->decls[i];
		if (s->ty.ptr) {
			bind(L, d->name, SY_PTR, d->loc);
			continue;
		}
		if (s->ty.ty == TY_NONE)
			continue;
		if (d->ndim) {
			int64_t n = 1;
			for (int j = 0; j < d->ndim; j++) {
				Val v;
				if (!xconst(x, d->dim[j], &v) || v.k != V_INT || v.i <= 0 || v.i > MAX_ARRAY || n * v.i > MAX_ARRAY)
					return;
				n *= v.i;
			}
			bind(L, d->name, SY_ARR, d->loc);
			continue;
		}
		bind(L, d->name, SY_REG, d->loc);
	}
}

static void x_shared(X *x, Stmt *s)
{
	Lower *L = x->L;
	mark(x, s->align, 0);
	for (int i = 0; i < s->ndecls; i++)
		for (int j = 0; j < s->decls[i].ndim; j++)
			mark(x, s->decls[i].dim[j], 0);
	if (!x->top)
		return;
	Val v;
	if (s->align && (!xconst(x, s->align, &v) || v.k != V_INT))
		return;
	Ty elem = s->ty.mbar ? TY_B64 : s->ty.ty;
	if (elem == TY_NONE || elem == TY_PRED)
		return;
	for (int i = 0; i < s->ndecls; i++) {
		Decl *d = &s->decls[i];
		for (int j = 0; j < d->ndim; j++)
			if (!xconst(x, d->dim[j], &v) || v.k != V_INT)
				return;
		bind(L, d->name, SY_SHARED, d->loc);
	}
}

/* `for unroll (i = a; cond; step) body`: the iterations, evaluated as
 * unroll_stmt did when lowering expanded them */
static Stmt *x_unroll(X *x, Stmt *s)
{
	Lower *L = x->L;
	Stmt *n = copy_stmt(x, s);
	n->k = ST_UNROLLED;
	n->niters = 0;
	n->xfail = XF_NONE;
	mark(x, s->lhs, 0);
	mark(x, s->e, 0);
	if (s->step)
		mark(x, s->step->e, 0);
	Val v0;
	if (!s->name || !xconst(x, s->lhs, &v0) || v0.k != V_INT) {
		n->xfail = XF_START;
		return n;
	}
	if (!s->e) {
		n->xfail = XF_NOCOND;
		return n;
	}
	Stmt *st = s->step;
	if (!st || st->k != ST_ASSIGN || st->lhs->k != E_NAME || st->lhs->name != s->name) {
		n->xfail = XF_STEPFORM;
		return n;
	}
	VEC(int64_t) vals = {0};
	VEC(Stmt *) bodies = {0};
	int64_t v = v0.i;
	for (int it = 0;; it++) {
		if (x->stop) {
			n->xfail = x->stop == XF_SIZE ? XF_SIZE : XF_ITERS;
			break;
		}
		int mk = push_scope(L), prev = L->scope;
		Sym *y = bind(L, s->name, SY_CONST, s->nloc);
		y->v = vint(v, TY_NONE);
		Val c;
		if (!xconst(x, s->e, &c) || c.k != V_INT) {
			n->xfail = XF_COND;
			n->xfailv = v;
			pop_scope(L, mk, prev);
			break;
		}
		if (!c.i) {
			pop_scope(L, mk, prev);
			break;
		}
		if (++x->niters > MAX_ITERS) {
			x->stop = XF_ITERS;
			n->xfail = XF_ITERS;
			pop_scope(L, mk, prev);
			break;
		}
		if (it >= MAX_UNROLL) {
			n->xfail = XF_UNROLL;
			pop_scope(L, mk, prev);
			break;
		}
		vec_push(&vals, v);
		vec_push(&bodies, x_scoped(x, s->body));
		/* the step, evaluated with the variable bound */
		Expr one = {.k = E_INT, .loc = st->loc, .i = 1};
		Expr bin = {.k = E_BIN, .loc = st->loc, .a = st->lhs};
		Val nv;
		int ok;
		if (st->op == T_ASSIGN)
			ok = xconst(x, st->e, &nv);
		else {
			bin.op = compound_op(st->op);
			bin.b = st->op == T_INC || st->op == T_DEC ? &one : st->e;
			ok = xconst(x, &bin, &nv);
		}
		pop_scope(L, mk, prev);
		if (!ok || nv.k != V_INT) {
			n->xfail = XF_STEP;
			break;
		}
		v = nv.i;
	}
	n->niters = vals.n;
	n->ivals = arena_alloc(L->c->a, sizeof *n->ivals * (size_t)(vals.n ? vals.n : 1));
	n->ibodies = arena_alloc(L->c->a, sizeof *n->ibodies * (size_t)(vals.n ? vals.n : 1));
	if (vals.n) {
		memcpy(n->ivals, vals.v, sizeof *n->ivals * (size_t)vals.n);
		memcpy(n->ibodies, bodies.v, sizeof *n->ibodies * (size_t)vals.n);
	}
	vec_free(&vals);
	vec_free(&bodies);
	return n;
}

/* The statement expanded: s itself when nothing in it changed, a new node
 * when something did, NULL when it goes (an if whose condition folds to
 * false, without else).  Binds what s declares, as lower_stmt does. */
static Stmt *x_stmt(X *x, Stmt *s)
{
	Lower *L = x->L;
	if (!x->stop && !stack_ok(L, s->loc)) {
		x->stop = XF_ITERS;
		L->xstack = 1;
	}
	if (x->stop)
		return s->k == ST_UNROLL ? x_unroll(x, s) : s;
	switch (s->k) {
	case ST_DECL: x_decl(x, s); return s;
	case ST_CONST: {
		Decl *d = s->decls;
		if (!d->name)
			return s;
		mark(x, d->init, 0);
		Val v;
		if (!xconst(x, d->init, &v))
			v = vnone;
		Sym *y = bind(L, d->name, SY_CONST, d->loc);
		y->v = v;
		return s;
	}
	case ST_SHARED: x_shared(x, s); return s;
	case ST_ASSIGN: mark(x, s->lhs, 0); mark(x, s->e, 0); return s;
	case ST_INSTR: mark_opnds(x, s); return s;
	case ST_EXPR: mark(x, s->e, 1); return s;
	case ST_RETURN: case ST_ASSERT: mark(x, s->e, 0); return s;
	case ST_IF: {
		mark(x, s->e, 0);
		int val;
		if (xcond(x, s->e, &val)) {
			/* specialized: only the branch taken is lowered */
			Stmt *t = val ? s->body : s->els;
			if (!t)
				return NULL;
			Stmt *n = copy_stmt(x, s);
			n->decided = 1;
			n->body = x_scoped(x, t);
			n->els = NULL;
			return n;
		}
		Stmt *b = x_scoped(x, s->body), *e = x_scoped(x, s->els);
		if (b == s->body && e == s->els)
			return s;
		Stmt *n = copy_stmt(x, s);
		n->body = b;
		n->els = e;
		return n;
	}
	case ST_ROLE: case ST_TRACE: case ST_WHILE: case ST_DO: {
		mark(x, s->e, 0);
		Stmt *b = x_scoped(x, s->body);
		if (b == s->body)
			return s;
		Stmt *n = copy_stmt(x, s);
		n->body = b;
		return n;
	}
	case ST_FOR: {
		int mk = push_scope(L), prev = L->scope, top = x->top;
		x->top = 0;
		Stmt *in = s->init ? x_stmt(x, s->init) : NULL;
		mark(x, s->e, 0);
		Stmt *b = x_scoped(x, s->body);
		Stmt *st = s->step ? x_stmt(x, s->step) : NULL;
		x->top = top;
		pop_scope(L, mk, prev);
		if (in == s->init && b == s->body && st == s->step)
			return s;
		Stmt *n = copy_stmt(x, s);
		n->init = in;
		n->body = b;
		n->step = st;
		return n;
	}
	case ST_UNROLL: return x_unroll(x, s);
	case ST_BLOCK: return x_scoped(x, s);
	case ST_BREAK: case ST_CONTINUE: case ST_ASM: case ST_UNROLLED: return s;
	}
	return s;
}

/* a statement in a scope of its own, as lower_scoped lowers it */
static Stmt *x_scoped(X *x, Stmt *s)
{
	if (!s)
		return NULL;
	Lower *L = x->L;
	int top = x->top;
	x->top = 0;
	int mk = push_scope(L), prev = L->scope;
	Stmt *r;
	if (s->k == ST_BLOCK) {
		Stmt *b = x_list(x, s->body);
		r = s;
		if (b != s->body) {
			r = copy_stmt(x, s);
			r->body = b;
		}
	} else
		r = x_stmt(x, s);
	pop_scope(L, mk, prev);
	x->top = top;
	return r;
}

/* a statement list: the same list when no statement changed, else a new
 * one (every node copied, so the original stays as parsed) */
static Stmt *x_list(X *x, Stmt *s)
{
	typedef struct { Stmt *r; int same; } Out;
	VEC(Out) out = {0};
	int changed = 0;
	for (Stmt *p = s; p; p = p->next) {
		Stmt *r = x_stmt(x, p);
		changed |= r != p;
		if (r)
			vec_push(&out, ((Out){r, r == p}));
	}
	Stmt *head = s;
	if (changed) {
		Stmt **tail = &head;
		for (int i = 0; i < out.n; i++) {
			/* an unchanged statement is copied to be relinked */
			Stmt *n = out.v[i].same ? copy_stmt(x, out.v[i].r) : out.v[i].r;
			*tail = n;
			tail = &n->next;
		}
		*tail = NULL;
	}
	vec_free(&out);
	return head;
}

int define_value(Ctx *c, const char *name, int64_t *v, int *used)
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

/* Specialization: each template parameter's value, -D first, else its
 * default (which may use earlier parameters and module constants). */
static void x_template(X *x, Kernel *ak)
{
	Lower *L = x->L;
	Ctx *c = L->c;
	ak->tvals = arena_alloc(c->a, sizeof *ak->tvals * (size_t)(ak->ntparams ? ak->ntparams : 1));
	ak->tfail = arena_alloc(c->a, sizeof *ak->tfail * (size_t)(ak->ntparams ? ak->ntparams : 1));
	for (int i = 0; i < ak->ntparams; i++) {
		Param *p = &ak->tparams[i];
		ak->tvals[i] = vnone;
		if (!p->name)
			continue;
		mark(x, p->def, 0);
		long q = c->quieted;
		int64_t v = 0;
		Val val = vnone;
		if (define_value(c, p->name, &v, L->used))
			val = vint(v, TY_NONE);
		else if (p->def && c->quieted == q)
			val = xeval(x, p->def);
		if (!isconst(val) || c->quieted != q) {
			ak->tfail[i] = 1;
			val = vnone;
		}
		ak->tvals[i] = val;
		Sym *y = bind(L, p->name, SY_CONST, p->loc);
		y->v = val;
	}
}

static void x_kernel(X *x, Kernel *ak)
{
	Lower *L = x->L;
	x->niters = x->nstmts = 0;
	x->stop = 0;
	L->frame = ++L->nframes;
	int mk = push_scope(L), prev = L->scope;
	x_template(x, ak);
	for (int i = 0; i < ak->nparams; i++) {
		Param *p = &ak->params[i];
		/* as lower_kernel binds them; the ones it rejects stay unbound */
		if (p->ty.tmap)
			bind(L, p->name, SY_TMAP, p->loc);
		else if (p->ty.ptr) {
			if (p->ty.space == SPACE_GLOBAL)
				bind(L, p->name, SY_PTR, p->loc);
		} else if (p->ty.ty != TY_PRED)
			bind(L, p->name, SY_REG, p->loc);
	}
	/* the launch attributes fold in this scope (lower_kernel) */
	Expr **attrs[] = {ak->grid, ak->block, ak->cluster};
	int nattrs[] = {ak->ngrid, ak->nblock, ak->ncluster};
	for (int i = 0; i < 3; i++)
		for (int j = 0; j < nattrs[i]; j++)
			mark(x, attrs[i][j], 0);
	mark(x, ak->minblocks, 0);
	mark(x, ak->maxnreg, 0);
	x->top = 1;
	ak->xbody = x_list(x, ak->body);
	x->top = 0;
	ak->expanded = 1;
	pop_scope(L, mk, prev);
	L->frame = 0;
}

/* Pass expand: every (or the selected) kernel.  Runs quiet: see above. */
void expand_module(Lower *L)
{
	Ctx *c = L->c;
	X x = {.L = L};
	L->stack_base = __builtin_frame_address(0);
	c->quiet = 1;
	for (int i = 0; i < c->kernels.n; i++) {
		Kernel *ak = c->kernels.v[i];
		if (c->in->kernel && strcmp(c->in->kernel, ak->name))
			continue;
		x_kernel(&x, ak);
	}
	c->quiet = 0;
}

/* ---- --dump-ir=expand: the expanded AST ---- */

static void dump_type(Buf *b, const TypeRef *t)
{
	if (t->tmap)
		buf_puts(b, "tensormap");
	else if (t->mbar)
		buf_puts(b, "mbarrier");
	else if (t->ptr)
		buf_printf(b, "%s %s*", space_name(t->space), t->ty ? ty_name(t->ty) : "void");
	else
		buf_puts(b, t->ty ? ty_name(t->ty) : "?");
}

static const char *tok_text(TokKind k)
{
	switch (k) {
	case T_ASSIGN: return "="; case T_ADDEQ: return "+="; case T_SUBEQ: return "-="; case T_MULEQ: return "*=";
	case T_DIVEQ: return "/="; case T_MODEQ: return "%="; case T_ANDEQ: return "&="; case T_OREQ: return "|=";
	case T_XOREQ: return "^="; case T_SHLEQ: return "<<="; case T_SHREQ: return ">>="; case T_INC: return "++";
	case T_DEC: return "--";
	default: return opname(k);
	}
}

static void dump_expr(Buf *b, const Expr *e)
{
	if (!e) {
		buf_puts(b, "?");
		return;
	}
	switch (e->k) {
	case E_INT: buf_printf(b, "%llu", (unsigned long long)e->i); return;
	case E_FLT: buf_printf(b, "%.17g", e->f); return;
	case E_NAME: buf_puts(b, e->name); return;
	case E_SINK: buf_puts(b, "_"); return;
	case E_SIZEOF: buf_puts(b, "sizeof("); dump_type(b, &e->ty); buf_putc(b, ')'); return;
	case E_UN: buf_puts(b, opname(e->op)); dump_expr(b, e->a); return;
	case E_BIN:
		buf_putc(b, '(');
		dump_expr(b, e->a);
		buf_printf(b, " %s ", opname(e->op));
		dump_expr(b, e->b);
		buf_putc(b, ')');
		return;
	case E_COND:
		buf_putc(b, '(');
		dump_expr(b, e->a);
		buf_puts(b, " ? ");
		dump_expr(b, e->b);
		buf_puts(b, " : ");
		dump_expr(b, e->c);
		buf_putc(b, ')');
		return;
	case E_CAST: buf_putc(b, '('); dump_type(b, &e->ty); buf_putc(b, ')'); dump_expr(b, e->a); return;
	case E_INDEX: dump_expr(b, e->a); buf_putc(b, '['); dump_expr(b, e->b); buf_putc(b, ']'); return;
	case E_SLICE:
		dump_expr(b, e->a);
		buf_putc(b, '[');
		dump_expr(b, e->b);
		buf_putc(b, ':');
		dump_expr(b, e->c);
		buf_putc(b, ']');
		return;
	case E_CALL: case E_INLINE:
		buf_printf(b, "%s%s(", e->k == E_INLINE ? "inline " : "", e->name);
		for (int i = 0; i < e->nargs; i++) {
			if (i)
				buf_puts(b, ", ");
			dump_expr(b, e->args[i]);
		}
		buf_putc(b, ')');
		return;
	}
}

static void dump_opnd(Buf *b, const Opnd *o)
{
	switch (o->k) {
	case OP_EXPR: dump_expr(b, o->e); return;
	case OP_SINK: buf_putc(b, '_'); return;
	case OP_MEM: buf_putc(b, '['); dump_expr(b, o->e); buf_putc(b, ']'); return;
	case OP_VEC: case OP_TMAP:
		if (o->k == OP_TMAP) {
			buf_putc(b, '[');
			dump_expr(b, o->e);
			buf_puts(b, ", ");
		}
		buf_putc(b, '{');
		for (int i = 0; i < o->n; i++) {
			if (i)
				buf_puts(b, ", ");
			dump_expr(b, o->v[i]);
		}
		buf_putc(b, '}');
		if (o->k == OP_TMAP)
			buf_putc(b, ']');
		return;
	}
}

static void dump_stmt(Buf *b, const Stmt *s, int ind);

static void dump_body(Buf *b, const Stmt *s, int ind)
{
	if (!s) {
		buf_printf(b, "%*s{}\n", ind, "");
		return;
	}
	if (s->k != ST_BLOCK) {
		dump_stmt(b, s, ind);
		return;
	}
	buf_printf(b, "%*s{\n", ind, "");
	for (const Stmt *p = s->body; p; p = p->next)
		dump_stmt(b, p, ind + 2);
	buf_printf(b, "%*s}\n", ind, "");
}

static void dump_decls(Buf *b, const Stmt *s)
{
	for (int i = 0; i < s->ndecls; i++) {
		const Decl *d = &s->decls[i];
		buf_printf(b, "%s%s", i ? ", " : " ", d->name ? d->name : "?");
		for (int j = 0; j < d->ndim; j++) {
			buf_putc(b, '[');
			dump_expr(b, d->dim[j]);
			buf_putc(b, ']');
		}
		if (d->init) {
			buf_puts(b, " = ");
			dump_expr(b, d->init);
		}
	}
}

static void dump_stmt(Buf *b, const Stmt *s, int ind)
{
	buf_printf(b, "%*s", ind, "");
	switch (s->k) {
	case ST_DECL: dump_type(b, &s->ty); dump_decls(b, s); buf_puts(b, ";\n"); return;
	case ST_CONST: buf_puts(b, "const"); dump_decls(b, s); buf_puts(b, ";\n"); return;
	case ST_SHARED:
		buf_puts(b, "shared ");
		if (s->align) {
			buf_puts(b, "align(");
			dump_expr(b, s->align);
			buf_puts(b, ") ");
		}
		dump_type(b, &s->ty);
		dump_decls(b, s);
		buf_puts(b, ";\n");
		return;
	case ST_ASSIGN:
		dump_expr(b, s->lhs);
		buf_printf(b, " %s", tok_text(s->op));
		if (s->e) {
			buf_putc(b, ' ');
			dump_expr(b, s->e);
		}
		buf_puts(b, ";\n");
		return;
	case ST_INSTR:
		if (s->guard) {
			buf_printf(b, "@%s", s->guard_neg ? "!" : "");
			dump_expr(b, s->guard);
			buf_putc(b, ' ');
		}
		if (s->nsubs)
			for (int i = 0; i <= s->nsubs; i++) {
				buf_puts(b, s->parts[i]);
				if (i < s->nsubs) {
					buf_putc(b, '{');
					dump_expr(b, s->subs[i]);
					buf_putc(b, '}');
				}
			}
		else
			buf_puts(b, s->name);
		for (int i = 0; i < s->nops; i++) {
			buf_puts(b, i ? ", " : " ");
			dump_opnd(b, &s->ops[i]);
		}
		buf_puts(b, ";\n");
		return;
	case ST_EXPR: case ST_RETURN:
		if (s->k == ST_RETURN)
			buf_puts(b, s->e ? "return " : "return");
		if (s->e)
			dump_expr(b, s->e);
		buf_puts(b, ";\n");
		return;
	case ST_ASSERT:
		buf_puts(b, "static_assert(");
		dump_expr(b, s->e);
		if (s->name)
			buf_printf(b, ", \"%s\"", s->name);
		buf_puts(b, ");\n");
		return;
	case ST_IF:
		buf_puts(b, "if (");
		dump_expr(b, s->e);
		buf_puts(b, s->decided ? ")    ; folded: the branch taken\n" : ")\n");
		dump_body(b, s->body, ind + 2);
		if (s->els) {
			buf_printf(b, "%*selse\n", ind, "");
			dump_body(b, s->els, ind + 2);
		}
		return;
	case ST_ROLE: case ST_WHILE: case ST_TRACE:
		if (s->k == ST_TRACE)
			buf_printf(b, "trace \"%s\"\n", s->name);
		else {
			buf_printf(b, s->k == ST_ROLE ? "role %s(" : "while (", s->name);
			dump_expr(b, s->e);
			buf_puts(b, ")\n");
		}
		dump_body(b, s->body, ind + 2);
		return;
	case ST_DO:
		buf_puts(b, "do\n");
		dump_body(b, s->body, ind + 2);
		buf_printf(b, "%*swhile (", ind, "");
		dump_expr(b, s->e);
		buf_puts(b, ");\n");
		return;
	case ST_FOR:
		buf_puts(b, "for\n");
		if (s->init)
			dump_stmt(b, s->init, ind + 2);
		buf_printf(b, "%*swhile (", ind + 2, "");
		dump_expr(b, s->e);
		buf_puts(b, ")\n");
		dump_body(b, s->body, ind + 2);
		if (s->step) {
			buf_printf(b, "%*sstep\n", ind + 2, "");
			dump_stmt(b, s->step, ind + 4);
		}
		return;
	case ST_UNROLL: buf_printf(b, "for unroll %s (not expanded)\n", s->name ? s->name : "?"); return;
	case ST_UNROLLED: {
		static const char *why[] = {
			[XF_START] = "the start is not an integer constant", [XF_NOCOND] = "no condition",
			[XF_STEPFORM] = "the step does not update the variable",
			[XF_COND] = "the condition is not an integer constant", [XF_STEP] = "the step is not an integer constant",
			[XF_UNROLL] = "too many iterations", [XF_ITERS] = "the kernel's budget of iterations",
			[XF_SIZE] = "the kernel's budget of statements",
		};
		buf_printf(b, "for unroll %s: %d iteration%s", s->name ? s->name : "?", s->niters, s->niters == 1 ? "" : "s");
		if (s->xfail)
			buf_printf(b, ", then stopped: %s", why[s->xfail]);
		buf_putc(b, '\n');
		for (int i = 0; i < s->niters; i++) {
			buf_printf(b, "%*s%s = %lld:\n", ind + 2, "", s->name, (long long)s->ivals[i]);
			dump_body(b, s->ibodies[i], ind + 4);
		}
		return;
	}
	case ST_BREAK: buf_puts(b, "break;\n"); return;
	case ST_CONTINUE: buf_puts(b, "continue;\n"); return;
	case ST_BLOCK:
		buf_puts(b, "{\n");
		for (const Stmt *p = s->body; p; p = p->next)
			dump_stmt(b, p, ind + 2);
		buf_printf(b, "%*s}\n", ind, "");
		return;
	case ST_ASM: buf_printf(b, "asm \"%s\";\n", s->name); return;
	}
}

/* (parameters)    ; location, then the body */
static void dump_signature(Buf *out, const Param *p, int n, Loc loc, const Stmt *body)
{
	buf_putc(out, '(');
	for (int j = 0; j < n; j++) {
		buf_printf(out, "%s%s: ", j ? ", " : "", p[j].name);
		dump_type(out, &p[j].ty);
	}
	buf_printf(out, ")    ; %s:%d\n{\n", loc.file, loc.line);
	for (const Stmt *s = body; s; s = s->next)
		dump_stmt(out, s, 2);
	buf_puts(out, "}\n");
}

/* The expand pass's output (--dump-ir=expand): each inline fn as expanded
 * (once, for every call), then each kernel specialized and expanded. */
void expand_dump(Lower *L, Buf *out)
{
	Ctx *c = L->c;
	for (int i = 0; i < c->fns.n; i++) {
		Fn *f = c->fns.v[i];
		if (f->xstate != 2)
			continue;
		buf_printf(out, "inline fn %s", f->name);
		dump_signature(out, f->params, f->nparams, f->loc, f->xbody);
	}
	for (int i = 0; i < c->kernels.n; i++) {
		Kernel *k = c->kernels.v[i];
		if (!k->expanded)
			continue;
		buf_printf(out, "kernel %s", k->name);
		if (k->ntparams) {
			buf_putc(out, '<');
			for (int j = 0; j < k->ntparams; j++) {
				buf_printf(out, "%s%s = ", j ? ", " : "", k->tparams[j].name ? k->tparams[j].name : "?");
				val_dump(k->tvals[j], out);
			}
			buf_putc(out, '>');
		}
		dump_signature(out, k->params, k->nparams, k->loc, k->xbody);
	}
}
