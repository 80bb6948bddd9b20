/* ir_dump: the IR as readable text (kiln build --dump-ir, unit tests).
 * Registers print as %name, array elements as %acc[3]; a name shared by
 * several registers (temporaries %t, inlined parameters) gets #id. */
#include "ir/ir.h"
#include <inttypes.h>
#include <string.h>

typedef struct {
	const IrKernel *k;
	Buf *o;
	unsigned char *dup;    /* per register: its (name, index) is not unique */
} Dump;

static unsigned hname(const char *s, int idx)
{
	unsigned h = 2166136261u ^ (unsigned)idx;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

static void find_dups(Dump *D)
{
	const IrKernel *k = D->k;
	int cap = 16;
	while (cap < 2 * k->nregs + 16)
		cap *= 2;
	int *tab = kl_malloc(sizeof *tab * (size_t)cap);
	if (!tab)
		die("out of memory");
	for (int i = 0; i < cap; i++)
		tab[i] = -1;
	for (int r = 0; r < k->nregs; r++) {
		const IrReg *g = &k->regs[r];
		const char *n = g->name ? g->name : "";
		unsigned j = hname(n, g->index) & (unsigned)(cap - 1);
		while (tab[j] >= 0) {
			const IrReg *o = &k->regs[tab[j]];
			if (o->index == g->index && !strcmp(o->name ? o->name : "", n)) {
				D->dup[r] = D->dup[tab[j]] = 1;
				break;
			}
			j = (j + 1) & (unsigned)(cap - 1);
		}
		if (tab[j] < 0)
			tab[j] = r;
	}
	kl_free(tab);
}

static void reg(Dump *D, int r)
{
	if (r < 0 || r >= D->k->nregs) {
		buf_printf(D->o, "%%?%d", r);
		return;
	}
	const IrReg *g = &D->k->regs[r];
	buf_printf(D->o, "%%%s", g->name ? g->name : "");
	if (g->index >= 0)
		buf_printf(D->o, "[%d]", g->index);
	if (D->dup[r])
		buf_printf(D->o, "#%d", r);
}

static void sym(Dump *D, SymKind sk, int s, int64_t off)
{
	if (sk == SYM_SHARED && s >= 0 && s < D->k->nshared)
		buf_printf(D->o, "%s", D->k->shared[s].name);
	else if (sk == SYM_PARAM && s >= 0 && s < D->k->nparams)
		buf_printf(D->o, "param:%s", D->k->params[s].name);
	else
		buf_printf(D->o, "?sym%d", s);
	if (off)
		buf_printf(D->o, "%+" PRId64, off);
}

static void imm(Dump *D, Ty t, uint64_t v)
{
	int b = ty_bits(t);
	if (t == TY_F32)
		buf_printf(D->o, "0f%08" PRIX64, v & 0xffffffffu);
	else if (t == TY_F64)
		buf_printf(D->o, "0d%016" PRIX64, v);
	else if (t >= TY_S8 && t <= TY_S64 && b < 64 && (v >> (b - 1) & 1))
		buf_printf(D->o, "%" PRId64, (int64_t)(v | ~((1ull << b) - 1)));
	else if (t >= TY_S8 && t <= TY_S64)
		buf_printf(D->o, "%" PRId64, (int64_t)v);
	else if (t >= TY_B8 && t <= TY_B64 && v > 9)
		buf_printf(D->o, "0x%" PRIX64, v);
	else
		buf_printf(D->o, "%" PRIu64, v);
}

static void opnd(Dump *D, const IrOpnd *o)
{
	switch (o->k) {
	case O_REG: reg(D, o->reg); return;
	case O_IMM: imm(D, o->ity, o->imm); return;
	case O_SYM: sym(D, o->symk, o->sym, o->off); return;
	case O_ADDR:
		buf_putc(D->o, '[');
		if (o->reg >= 0) {
			reg(D, o->reg);
			if (o->off)
				buf_printf(D->o, "%+" PRId64, o->off);
		} else
			sym(D, o->symk, o->sym, o->off);
		buf_putc(D->o, ']');
		return;
	case O_VEC:
	case O_TMAP:
		if (o->k == O_TMAP) {
			buf_putc(D->o, '[');
			if (o->reg >= 0)
				reg(D, o->reg);
			else
				sym(D, o->symk, o->sym, 0);
			buf_puts(D->o, ", ");
		}
		buf_putc(D->o, '{');
		for (int i = 0; i < o->n; i++) {
			if (i)
				buf_puts(D->o, ", ");
			if (o->regs[i] < 0)
				buf_putc(D->o, '_');
			else
				reg(D, o->regs[i]);
		}
		buf_putc(D->o, '}');
		if (o->k == O_TMAP)
			buf_putc(D->o, ']');
		return;
	case O_SINK: buf_putc(D->o, '_'); return;
	case O_SPECIAL: buf_puts(D->o, special_ptx(o->sp)); return;
	}
	buf_puts(D->o, "?");
}

static void indent(Dump *D, int n)
{
	for (int i = 0; i < n; i++)
		buf_puts(D->o, "  ");
}

static void stmts(Dump *D, const IrStmt *s, int ind);

static void cond(Dump *D, int c, int neg)
{
	if (c < 0) {
		buf_puts(D->o, "always");
		return;
	}
	if (neg)
		buf_putc(D->o, '!');
	reg(D, c);
}

static void stmt(Dump *D, const IrStmt *s, int ind)
{
	indent(D, ind);
	switch (s->k) {
	case S_INSTR:
		if (s->in.guard >= 0) {
			buf_puts(D->o, s->in.guard_neg ? "@!" : "@");
			reg(D, s->in.guard);
			buf_putc(D->o, ' ');
		}
		if (s->in.m.e)
			isa_spell(&s->in.m, D->o);
		else
			buf_puts(D->o, "?instr");
		for (int i = 0; i < s->in.nops; i++) {
			buf_puts(D->o, i ? ", " : " ");
			opnd(D, &s->in.ops[i]);
		}
		buf_putc(D->o, '\n');
		return;
	case S_IF:
		if (s->role)
			buf_printf(D->o, "role %s ", s->role);
		buf_puts(D->o, "if ");
		cond(D, s->cond, s->neg);
		buf_puts(D->o, " {\n");
		stmts(D, s->then, ind + 1);
		if (s->els) {
			indent(D, ind);
			buf_puts(D->o, "} else {\n");
			stmts(D, s->els, ind + 1);
		}
		indent(D, ind);
		buf_puts(D->o, "}\n");
		return;
	case S_LOOP:
		buf_printf(D->o, "loop%s {\n", s->test_at_end ? " do" : "");
		if (s->head) {
			indent(D, ind + 1);
			buf_puts(D->o, "head:\n");
			stmts(D, s->head, ind + 2);
		}
		indent(D, ind + 1);
		buf_puts(D->o, "while ");
		cond(D, s->cond, s->neg);
		buf_putc(D->o, '\n');
		stmts(D, s->body, ind + 1);
		if (s->latch) {
			indent(D, ind + 1);
			buf_puts(D->o, "latch:\n");
			stmts(D, s->latch, ind + 2);
		}
		indent(D, ind);
		buf_puts(D->o, "}\n");
		return;
	case S_BREAK: buf_puts(D->o, "break\n"); return;
	case S_CONTINUE: buf_puts(D->o, "continue\n"); return;
	case S_ASM: {
		buf_puts(D->o, "asm {");
		for (const char *p = s->text ? s->text : ""; *p; p++)
			buf_putc(D->o, *p == '\n' ? ' ' : *p);
		buf_puts(D->o, "}\n");
		return;
	}
	}
	buf_puts(D->o, "?stmt\n");
}

static void stmts(Dump *D, const IrStmt *s, int ind)
{
	for (; s; s = s->next)
		stmt(D, s, ind);
}

static void lexpr(Buf *o, const IrKernel *k, const LExpr *e)
{
	if (!e) {
		buf_putc(o, '1');
		return;
	}
	switch (e->op) {
	case 'c': buf_printf(o, "%" PRId64, e->v); return;
	case 'p':
		buf_puts(o, e->param >= 0 && e->param < k->nparams ? k->params[e->param].name : "?");
		return;
	case 'd': case 'm': case 'M':
		buf_puts(o, e->op == 'd' ? "ceil_div(" : e->op == 'm' ? "min(" : "max(");
		lexpr(o, k, e->a);
		buf_puts(o, ", ");
		lexpr(o, k, e->b);
		buf_putc(o, ')');
		return;
	}
	buf_putc(o, '(');
	lexpr(o, k, e->a);
	buf_printf(o, " %c ", e->op);
	lexpr(o, k, e->b);
	buf_putc(o, ')');
}

void ir_dump(const IrKernel *k, Buf *out)
{
	Dump D = {k, out, kl_calloc((size_t)k->nregs + 1, 1)};
	if (!D.dup)
		die("out of memory");
	find_dups(&D);
	char tn[16];
	isa_target_name(k->sm, tn, sizeof tn);
	buf_printf(out, "kernel %s %s\n", k->name, tn);
	buf_puts(out, "  grid(");
	for (int i = 0; i < 3; i++) {
		if (i)
			buf_puts(out, ", ");
		lexpr(out, k, k->grid[i]);
	}
	buf_printf(out, ") block(%d, %d, %d)", k->block_const[0], k->block_const[1], k->block_const[2]);
	if (k->cluster_const[0])
		buf_printf(out, " cluster(%d, %d, %d)", k->cluster_const[0], k->cluster_const[1], k->cluster_const[2]);
	if (k->min_blocks)
		buf_printf(out, " minblocks(%d)", k->min_blocks);
	if (k->max_regs)
		buf_printf(out, " maxnreg(%d)", k->max_regs);
	buf_putc(out, '\n');
	for (int i = 0; i < k->nparams; i++) {
		const IrParam *p = &k->params[i];
		buf_printf(out, "  param %s: ", p->name);
		if (p->kind == PK_TMAP)
			buf_puts(out, "tensormap\n");
		else if (p->kind == PK_PTR)
			buf_printf(out, "%s %s*\n", space_name(p->space), ty_name(p->ty));
		else
			buf_printf(out, "%s\n", ty_name(p->ty));
	}
	for (int i = 0; i < k->nshared; i++) {
		const IrShared *s = &k->shared[i];
		buf_printf(out, "  shared %s: %s", s->name, s->is_mbarrier ? "mbarrier" : ty_name(s->elem));
		for (int d = 0; d < s->ndim; d++)
			buf_printf(out, "[%" PRId64 "]", s->dim[d]);
		buf_printf(out, " @%" PRId64 " size %" PRId64 " align %d\n", s->offset, s->size, s->align);
	}
	if (k->nshared)
		buf_printf(out, "  smem %" PRId64 " align %d\n", k->smem_bytes, k->smem_align);
	buf_printf(out, "  regs %d\n", k->nregs);
	stmts(&D, k->body, 1);
	kl_free(D.dup);
}
