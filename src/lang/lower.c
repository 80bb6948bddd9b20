/* Pass lower, the driver: per expanded kernel, parameters and launch
 * attributes, then the body; the IR construction helpers every lowering file uses. */
#include "lang/lower_int.h"
#include "num/fp.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void too_big(Lower *L, Loc loc, const char *what)
{
	if (!L->stop)
		cerr(L->c, loc, "kernel too large: more than %d %s", what[0] == 'r' ? MAX_REGS : MAX_STMTS, what);
	L->stop = 1;
}

/* The backstop under the depth limits (MAX_NEST, MAX_EXPR_DEPTH, MAX_INLINE,
 * MAX_DEPTH), which multiply when inline fns nest: lowering stops with a
 * located error before it has used STACK_BUDGET bytes of stack. */
int stack_ok(Lower *L, Loc loc)
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

IrStmt *add_stmt(Lower *L, StmtKind k, Loc loc)
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

int new_reg(Lower *L, const char *name, int index, Ty ty, Loc loc)
{
	if (L->regs.n >= MAX_REGS) {
		too_big(L, loc, "registers");
		return L->regs.n ? 0 : -1;
	}
	IrReg r = {name, index, ty, loc};
	vec_push(&L->regs, r);
	return L->regs.n - 1;
}

int match(Lower *L, const char *op, IsaMatch *m, Buf *why)
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

void check_target(Lower *L, Loc loc, const IsaMatch *m, const char *op)
{
	if (m->e->ptx > L->maxptx)
		L->maxptx = m->e->ptx;
	if (!isa_req_met(m->e->req, L->k->sm)) {
		Buf need = {0};
		isa_req_text(m->e->req, &need);
		Buf sp = {0};
		if (!op)
			isa_spell(m, &sp);
		cerr(L->c, loc, "%s requires %s (target is %s)", op ? op : buf_str(&sp), buf_str(&need), isa_target_str(L->k->sm));
		buf_free(&need);
		buf_free(&sp);
	}
}

/* The first entry of ids whose form the modifier values spell (isa_make):
 * how every instruction the compiler generates is chosen, by entry id and
 * modifier values, never by opcode text.  When none fits (an operator on
 * a type PTX lacks), the located error quotes the spelling the values make
 * and the matcher's legal forms. */
int gen_pick(Lower *L, Loc loc, const IsaId *ids, int nids, const char *const *mods, const char *what, IsaMatch *m)
{
	for (int i = 0; i < nids; i++)
		if (isa_make(ids[i], mods, m))
			return 1;
	Buf op = {0}, why = {0};
	buf_puts(&op, isa_entry((int)ids[0])->base);
	for (const char *const *p = mods; *p; p += 2)
		buf_printf(&op, ".%s", p[1]);
	IsaMatch tm;
	if (isa_match(buf_str(&op), &tm, &why))
		cerr(L->c, loc, "internal: %s (%s) is a form of %s, which the compiler does not list", buf_str(&op), what,
		     tm.e->idname);
	else
		cerr(L->c, loc, "cannot lower %s: %s", what, buf_str(&why));
	buf_free(&op);
	buf_free(&why);
	return 0;
}

/* adds a generated instruction (operands already built) */
int gen_emit(Lower *L, Loc loc, const IsaMatch *m, const IrOpnd *ops, int n)
{
	check_target(L, loc, m, NULL);
	IrStmt *s = add_stmt(L, S_INSTR, loc);
	s->in.m = *m;
	s->in.nops = n;
	s->in.ops = arena_alloc(L->m->arena, sizeof *ops * (size_t)(n ? n : 1));
	if (n)
		memcpy(s->in.ops, ops, sizeof *ops * (size_t)n);
	return 0;
}

/* gen_pick over one entry, then gen_emit */
int gen(Lower *L, Loc loc, IsaId id, const char *const *mods, const IrOpnd *ops, int n, const char *what)
{
	IsaMatch m;
	if (!gen_pick(L, loc, &id, 1, mods, what, &m))
		return -1;
	return gen_emit(L, loc, &m, ops, n);
}

static void ld_param(Lower *L, Loc loc, const char *t, const IrOpnd *ops)
{
	IsaMatch m;
	if (gen_pick(L, loc, IDS(I_ld_const, I_ld_const_64), MODS("ss", "param", "t", t), "a parameter load", &m))
		gen_emit(L, loc, &m, ops, 2);
}

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

Lower *lower_new(Ctx *c, IrModule *m)
{
	Lower *L = kl_calloc(1, sizeof *L);
	if (!L)
		die("out of memory");
	L->used = kl_calloc((size_t)(c->in->ndefines + 1), sizeof *L->used);
	if (!L->used)
		die("out of memory");
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
	return L;
}

void lower_free(Lower *L)
{
	if (!L)
		return;
	kl_free(L->used);
	vec_free(&L->regs);
	vec_free(&L->shared);
	vec_free(&L->params);
	vec_free(&L->bound);
	kl_free(L);
}

/* The template parameters with the values expand.c specialized the kernel
 * with; where it decided none, the reason reported (-D first, else the
 * default evaluated again). */
static void bind_template(Lower *L, Kernel *ak)
{
	Ctx *c = L->c;
	for (int i = 0; i < ak->ntparams; i++) {
		Param *p = &ak->tparams[i];
		if (!p->name)
			continue;
		Val val = ak->tvals[i];
		if (ak->tfail[i]) {
			int64_t v = 0;
			val = vnone;
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
		}
		Sym *y = bind(L, p->name, SY_CONST, p->loc);
		y->v = val;
	}
}

static void lower_kernel(Lower *L, Kernel *ak)
{
	Ctx *c = L->c;
	if (!ak->expanded)
		die("kernel '%s' reached lowering unexpanded", ak->name);
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
	bind_template(L, ak);
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
			gen(L, p->loc, I_mov, MODS("t", "b64"), mv, 2, "a tensormap parameter address");
			IrOpnd cv[2] = {oreg(g), oreg(a)};
			gen(L, p->loc, I_cvta_param, MODS("ss", "param", "t", "u64"), cv, 2, "a tensormap parameter address");
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
			ld_param(L, p->loc, "u64", ld);
			IrOpnd cv[2] = {oreg(g), oreg(a)};
			gen(L, p->loc, I_cvta_to, MODS("to", "to", "ss", "global", "t", "u64"), cv, 2, "a global pointer parameter");
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
		if (p->ty.ty == TY_PRED || p->ty.ty == TY_B128) {
			cerr(c, p->loc, p->ty.ty == TY_PRED ? "unsupported: pred kernel parameter (pass a u32)"
			     : "unsupported: b128 kernel parameter (pass a global b128* or two u64)");
			vec_push(&L->params, ip);
			continue;
		}
		int r = new_reg(L, p->name, -1, p->ty.ty, p->loc);
		vec_push(&L->params, ip);
		IrOpnd ld[2] = {oreg(r), {.k = O_ADDR, .reg = -1, .symk = SYM_PARAM, .sym = i}};
		ld_param(L, p->loc, ty_ptx(p->ty.ty), ld);
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
		/* 0: no cap (no .maxnreg), so a template parameter can switch it off */
		if (const_int(L, ak->maxnreg, &v, "maxnreg")) {
			if (v != 0 && (v < 16 || v > 255))
				cerr(c, ak->maxnreg->loc, "maxnreg must be 16..255 (or 0: none)");
			else
				k->max_regs = (int)v;
		}
	}
	L->top = 1;
	lower_stmts(L, ak->xbody);
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


/* Pass lower: every (or the selected) kernel, as expand.c specialized and
 * expanded it, to IR; then the module's PTX version. */
void lower_kernels(Lower *L)
{
	Ctx *c = L->c;
	L->stack_base = __builtin_frame_address(0);
	int nsel = 0;
	for (int i = 0; i < c->kernels.n; i++) {
		Kernel *ak = c->kernels.v[i];
		if (c->in->kernel && strcmp(c->in->kernel, ak->name))
			continue;
		nsel++;
		lower_kernel(L, ak);
	}
	if (c->in->kernel && !nsel)
		cerr(c, (Loc){c->in->path, 0, 0}, "no kernel named '%s'", c->in->kernel);
	for (int i = 0; i < c->in->ndefines; i++)
		if (!L->used[i]) {
			const char *d = c->in->defines[i];
			diag_warn(c->d, ((Loc){0}), "-D %s: no template parameter or constant has this name", d);
		}
	if (L->maxptx > L->m->ptx_version)
		L->m->ptx_version = L->maxptx;
}
