/* Pass expand: template specialization (-D values), `inline fn` calls
 * (the body in a fresh frame) and `for unroll` (the body once per index). */
#include "lang/lower_int.h"
#include "num/fp.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

Val call_fn(Lower *L, Expr *e, Sym *s, int dst, Ty hint)
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

void unroll_stmt(Lower *L, Stmt *s)
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

/* Binds the kernel's template parameters to their values: -D first, else
 * the default (which may use earlier parameters and module constants). */
void specialize(Lower *L, Kernel *ak)
{
	Ctx *c = L->c;
	for (int i = 0; i < ak->ntparams; i++) {
		Param *p = &ak->tparams[i];
		if (!p->name)
			continue;
		int64_t v = 0;
		Val val = vnone;
		if (define_value(c, p->name, &v, L->used))
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
}
