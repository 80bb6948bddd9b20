/* Pass lower, statements: declarations, shared allocations, assignments,
 * structured control flow, roles, asm and the statement walk. */
#include "lang/lower_int.h"
#include "num/fp.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void lower_scoped(Lower *L, Stmt *s, IrStmt **into)
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
		/* reported once, at the array that crosses the limit; it is still
		 * declared, so that its uses are not undeclared names as well */
		if (L->smem > most && off <= most)
			cerr(L->c, d->loc, "shared memory of the kernel reaches %lld bytes with '%s'; %s gives a block at most "
			     "%ld (%ld KiB)", (long long)L->smem, d->name, isa_target_str(L->k->sm), most, most >> 10);
		if (align > L->smem_align)
			L->smem_align = (int)align;
		vec_push(&L->shared, sh);
		Sym *y = bind(L, d->name, SY_SHARED, d->loc);
		y->sh = L->shared.n - 1;
	}
}

/* `for unroll` as expand.c unrolled it: each iteration in a scope binding
 * the variable to its value; then what stopped the expansion early, if
 * anything, reported here (the expression evaluated again, loudly). */
void unrolled_stmt(Lower *L, Stmt *s)
{
	int64_t v;
	switch (s->xfail) {
	case XF_START:
		if (s->name && const_int(L, s->lhs, &v, "the 'for unroll' start"))
			cerr(L->c, s->lhs->loc, "internal: expand found no constant start here");
		return;
	case XF_NOCOND:
		cerr(L->c, s->loc, "'for unroll' needs a condition");
		return;
	case XF_STEPFORM:
		cerr(L->c, s->step ? s->step->loc : s->loc, "'for unroll' step must update '%s' (like %s++ or %s += 2)", s->name,
		     s->name, s->name);
		return;
	default:
		break;
	}
	if (L->nloops >= MAX_NEST) {
		cerr(L->c, s->loc, "loops nested too deeply");
		return;
	}
	L->loops[L->nloops++] = 'U';
	int i;
	for (i = 0; i < s->niters; i++) {
		if (L->stop)
			break;
		int mark = push_scope(L), prev = L->scope;
		Sym *y = bind(L, s->name, SY_CONST, s->nloc);
		y->v = vint(s->ivals[i], TY_NONE);
		if (++L->niters > MAX_ITERS) {
			if (!L->stop)
				cerr(L->c, s->loc, "kernel too large: more than %d unrolled iterations", MAX_ITERS);
			L->stop = 1;
			pop_scope(L, mark, prev);
			break;
		}
		int nerr = L->c->d->nerr;
		lower_scoped(L, s->ibodies[i], NULL);
		pop_scope(L, mark, prev);
		if (L->c->d->nerr != nerr)
			break;      /* later iterations would repeat the body's errors */
	}
	if (i == s->niters && !L->stop && s->xfail) {
		int mark = push_scope(L), prev = L->scope;
		Sym *y = bind(L, s->name, SY_CONST, s->nloc);
		Stmt *st = s->step;
		Val c;
		switch (s->xfail) {
		case XF_COND:
			y->v = vint(s->xfailv, TY_NONE);
			c = lower(L, s->e, -1, TY_PRED);
			if (c.k == V_INT)
				cerr(L->c, s->e->loc, "internal: expand found no constant condition here");
			else if (c.k != V_NONE)
				cerr(L->c, s->e->loc, "'for unroll' condition must be a compile-time constant (the bound of '%s')", s->name);
			break;
		case XF_STEP: {
			y->v = vint(s->niters ? s->ivals[s->niters - 1] : 0, TY_NONE);
			Expr one = {.k = E_INT, .loc = st->loc, .i = 1};
			Expr bin = {.k = E_BIN, .loc = st->loc, .a = st->lhs};
			if (st->op == T_ASSIGN)
				c = lower(L, st->e, -1, TY_NONE);
			else {
				bin.op = compound_op(st->op);
				bin.b = st->op == T_INC || st->op == T_DEC ? &one : st->e;
				c = lower(L, &bin, -1, TY_NONE);
			}
			if (c.k == V_INT)
				cerr(L->c, st->loc, "internal: expand found no constant step here");
			else if (c.k != V_NONE)
				cerr(L->c, st->loc, "'for unroll' step must be a compile-time constant");
			break;
		}
		case XF_UNROLL:
			if (++L->niters > MAX_ITERS) {
				cerr(L->c, s->loc, "kernel too large: more than %d unrolled iterations", MAX_ITERS);
				L->stop = 1;
			} else
				cerr(L->c, s->loc, "'for unroll' runs more than %d iterations", MAX_UNROLL);
			break;
		case XF_SIZE:
			cerr(L->c, s->loc, "kernel too large: more than %d statements after unrolling", MAX_XSTMTS);
			L->stop = 1;
			break;
		default:
			unexpanded(L, s->loc);
			break;
		}
		pop_scope(L, mark, prev);
	}
	L->nloops--;
}

/* The binary operator behind a compound assignment (+= -> +, ++ -> +). */
TokKind compound_op(TokKind k)
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

void lower_stmt(Lower *L, Stmt *s)
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
	case ST_EXPR:
		if (s->e->k == E_INLINE)
			call_fn(L, s->e, s->e->fn, -1);
		else if (s->e->k == E_CALL && lookup(L, s->e->name) && lookup(L, s->e->name)->k == SY_FN)
			unexpanded(L, s->e->loc);
		else
			lower(L, s->e, -1, TY_NONE);
		break;
	case ST_IF: {
		if (s->decided) {
			/* the condition folded (expand.c): the branch taken, as below */
			lower_scoped(L, s->body, NULL);
			break;
		}
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
	case ST_UNROLL: unexpanded(L, s->loc); break;
	case ST_UNROLLED: unrolled_stmt(L, s); break;
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
				gen(L, s->loc, I_exit, NO_MODS, NULL, 0, "return from the kernel");
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

void lower_stmts(Lower *L, Stmt *s)
{
	for (; s && !L->stop; s = s->next)
		lower_stmt(L, s);
}
