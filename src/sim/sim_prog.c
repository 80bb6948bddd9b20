/* Pre-decoding of a kernel's structured IR into the simulator's flat
 * program: control pseudo-instructions with resolved targets (the
 * reconvergence points of ifs and loops), operands resolved to register
 * indices of an extended register file (virtual registers, then constants
 * and special registers), and instruction modifiers decoded once. */
#include "sim/sim_int.h"
#include "num/fp.h"
#include <stdlib.h>
#include <string.h>

static const struct { const char *name; int bits, kind; } tcs[TC_COUNT] = {
	[TC_NONE] = {"none", 0, 0},
#define X(id, s, bits, k) [TC_##id] = {s, bits, k},
	SIM_TYPES(X)
#undef X
};

int tc_from_name(const char *s)
{
	if (!s)
		return TC_NONE;
	for (int i = 1; i < TC_COUNT; i++)
		if (!strcmp(tcs[i].name, s))
			return i;
	return TC_NONE;
}
int tc_bits(int tc) { return (unsigned)tc < TC_COUNT ? tcs[tc].bits : 0; }
int tc_kind(int tc) { return (unsigned)tc < TC_COUNT ? tcs[tc].kind : 0; }
const char *tc_name(int tc) { return (unsigned)tc < TC_COUNT ? tcs[tc].name : "?"; }

typedef struct {
	const IrKernel *k;
	const int *param_off;
	Diags *d;
	VEC(SimIns) ins;
	VEC(uint64_t) cval;
	VEC(int) csp;
	int sp_reg[SP_COUNT];
	int depth, maxdepth;
	int loops;              /* enclosing loops (break/continue check) */
	SimProg *p;
} Build;

static int const_reg(Build *b, uint64_t v)
{
	for (int i = 0; i < b->cval.n; i++)
		if (b->csp.v[i] == -1 && b->cval.v[i] == v)   /* -2 is the sink scratch register */
			return b->k->nregs + i;
	vec_push(&b->cval, v);
	vec_push(&b->csp, -1);
	return b->k->nregs + b->cval.n - 1;
}

static int special_reg(Build *b, Special s)
{
	if (b->sp_reg[s] >= 0)
		return b->sp_reg[s];
	vec_push(&b->cval, 0);
	vec_push(&b->csp, (int)s);
	return b->sp_reg[s] = b->k->nregs + b->cval.n - 1;
}

static int reg_bits(const IrKernel *k, int r)
{
	if (r < 0 || r >= k->nregs)
		return 64;
	int bits = ty_bits(k->regs[r].ty);
	return bits ? bits : 64;
}

static FpRound rnd_of(const char *s)
{
	if (!s)
		return FP_RN;
	if (!strncmp(s, "rna", 3))
		return FP_RNA;
	if (!strncmp(s, "rn", 2))
		return FP_RN;
	if (!strncmp(s, "rz", 2))
		return FP_RZ;
	if (!strncmp(s, "rm", 2))
		return FP_RM;
	if (!strncmp(s, "rp", 2))
		return FP_RP;
	return FP_RN;
}

static int space_of(const char *s)
{
	if (!s)
		return SPACE_GENERIC;
	if (!strncmp(s, "global", 6))
		return SPACE_GLOBAL;
	if (!strcmp(s, "shared::cluster"))
		return SPACE_SHARED + 16;   /* decoded below */
	if (!strncmp(s, "shared", 6))
		return SPACE_SHARED;
	if (!strcmp(s, "local"))
		return SPACE_LOCAL;
	if (!strncmp(s, "param", 5))
		return SPACE_PARAM;
	if (!strcmp(s, "const"))
		return SPACE_CONST;
	return SPACE_GENERIC;
}

/* Value of the first present slot among a NULL-terminated list of names. */
static const char *slot_any(const IsaMatch *m, const char *const *names)
{
	for (; *names; names++) {
		const char *v = isa_slot_value(m, *names);
		if (v)
			return v;
	}
	return NULL;
}

static int decode_opnd(Build *b, SimIns *si, int i, const IrOpnd *o)
{
	const IrKernel *k = b->k;
	SimOpd *d = &si->op[i];
	d->kind = (uint8_t)o->k;
	d->r = -1;
	d->base = -1;
	d->symspace = -1;
	d->tparam = -1;
	d->bits = 64;
	switch (o->k) {
	case O_REG:
		d->r = o->reg;
		d->bits = (uint8_t)reg_bits(k, o->reg);
		break;
	case O_IMM:
		d->r = const_reg(b, o->imm);
		d->bits = (uint8_t)(ty_bits(o->ity) ? ty_bits(o->ity) : 64);
		break;
	case O_SYM:
		if (o->symk == SYM_SHARED)
			d->r = const_reg(b, (uint64_t)(k->shared[o->sym].offset + o->off));
		else
			d->r = const_reg(b, (uint64_t)(b->param_off[o->sym] + o->off));
		break;
	case O_ADDR:
		d->off = o->off;
		if (o->reg >= 0) {
			d->base = o->reg;
		} else if (o->symk == SYM_SHARED) {
			d->off += k->shared[o->sym].offset;
			d->symspace = SPACE_SHARED;
		} else {
			d->off += b->param_off[o->sym];
			d->symspace = SPACE_PARAM;
		}
		break;
	case O_VEC:
		d->n = o->n;
		d->regs = arena_alloc(b->p->arena, sizeof(int) * (size_t)(o->n ? o->n : 1));
		memcpy(d->regs, o->regs, sizeof(int) * (size_t)o->n);
		if (o->n && o->regs[0] >= 0)
			d->bits = (uint8_t)reg_bits(k, o->regs[0]);
		break;
	case O_TMAP:
		d->n = o->n;
		d->regs = arena_alloc(b->p->arena, sizeof(int) * (size_t)(o->n ? o->n : 1));
		memcpy(d->regs, o->regs, sizeof(int) * (size_t)o->n);
		if (o->reg >= 0)
			d->base = o->reg;
		else
			d->tparam = o->sym;
		break;
	case O_SINK:
		break;
	case O_SPECIAL:
		d->r = special_reg(b, o->sp);
		d->bits = (uint8_t)ty_bits(special_ty(o->sp));
		if (o->sp == SP_CLOCK || o->sp == SP_CLOCK64 || o->sp == SP_GLOBALTIMER)
			si->reads_clock = 1;
		break;
	}
	return 0;
}

static int unsupported_op(SimWarp *w, const SimIns *in, uint32_t m)
{
	(void)m;
	Buf s = {0};
	isa_spell(&in->ir->m, &s);
	int rc = sim_fail(w, in, -1, SIM_ERR_UNSUPPORTED, 0, "unsupported: %s at %s:%d", buf_str(&s),
		in->loc.file ? in->loc.file : "?", in->loc.line);
	buf_free(&s);
	return rc;
}

static SimIns *emit(Build *b, int ctl, Loc loc)
{
	SimIns z = {0};
	z.ctl = (uint8_t)ctl;
	z.loc = loc;
	z.guard = -1;
	z.cond = -1;
	vec_push(&b->ins, z);
	return &b->ins.v[b->ins.n - 1];
}

int sim_tok_index(const SimIns *in, const char *const *names)
{
	for (int i = 0; names[i]; i++)
		if (sim_tok(in, names[i]))
			return i;
	return -1;
}

int sim_tok(const SimIns *in, const char *tok)
{
	size_t n = strlen(tok);
	for (const char *p = in->spelled; p && *p;) {
		const char *e = strchr(p, '.');
		size_t l = e ? (size_t)(e - p) : strlen(p);
		if (l == n && !strncmp(p, tok, n))
			return 1;
		if (!e)
			break;
		p = e + 1;
	}
	return 0;
}

int sim_type_tok(const SimIns *in, int k)
{
	char t[24];
	for (const char *p = in->spelled; p && *p;) {
		const char *e = strchr(p, '.');
		size_t l = e ? (size_t)(e - p) : strlen(p);
		if (l < sizeof t) {
			memcpy(t, p, l);
			t[l] = 0;
			int tc = tc_from_name(t);
			if (tc != TC_NONE && k-- == 0)
				return tc;
		}
		if (!e)
			break;
		p = e + 1;
	}
	return TC_NONE;
}

int sim_opnd(const SimIns *in, const char *name)
{
	const IsaEntry *e = in->ir && in->ir->m.e ? in->ir->m.e : NULL;
	if (!e)
		return -1;
	for (int i = 0; i < e->nopnd; i++)
		if (e->opnd[i].name && !strcmp(e->opnd[i].name, name))
			return i;
	return -1;
}

/* Maps written operands to entry operand positions: required ones always,
 * conditional ones when their slot is present, free optional ones left to
 * right (isa.h).  pos[j] = entry index of written operand j. */
static int map_opnds(const IrInstr *ir, int *pos)
{
	const IsaEntry *e = ir->m.e;
	int nreq = 0, ncond = 0;
	for (int i = 0; i < e->nopnd; i++) {
		const IsaOpnd *o = &e->opnd[i];
		if (!o->optional)
			nreq++;
		else if (o->cond_slot >= 0 && ir->m.alt[o->cond_slot] >= 0)
			ncond++;
	}
	int nfree = ir->nops - nreq - ncond, j = 0;
	for (int i = 0; i < e->nopnd && j < ir->nops; i++) {
		const IsaOpnd *o = &e->opnd[i];
		int present = !o->optional || (o->cond_slot >= 0 ? ir->m.alt[o->cond_slot] >= 0 : nfree-- > 0);
		if (present)
			pos[j++] = i;
	}
	if (j != ir->nops)
		for (j = 0; j < ir->nops; j++)
			pos[j] = j;
	return e->nopnd > ir->nops ? e->nopnd : ir->nops;
}

static int decode_instr(Build *b, const IrStmt *s)
{
	const IrInstr *ir = &s->in;
	SimIns *si = emit(b, C_NONE, s->loc);
	const IsaMatch *m = &ir->m;
	si->ir = ir;
	si->id = m->e ? (int)m->e->id : -1;
	si->guard = ir->guard;
	si->gneg = (uint8_t)ir->guard_neg;
	if (ir->nops > ISA_MAX_OPNDS || (m->e && m->e->nopnd > ISA_MAX_OPNDS)) {
		diag_error(b->d, s->loc, "simulator: too many operands");
		return -1;
	}
	int pos[ISA_MAX_OPNDS];
	for (int i = 0; i < ISA_MAX_OPNDS; i++) {
		si->op[i].r = si->op[i].base = si->op[i].symspace = si->op[i].tparam = -1;
		si->op[i].kind = O_SINK;
	}
	si->nop = ir->nops;
	if (m->e) {
		si->nop = map_opnds(ir, pos);
	} else {
		for (int i = 0; i < ir->nops; i++)
			pos[i] = i;
	}
	for (int i = 0; i < ir->nops; i++) {
		decode_opnd(b, si, pos[i], &ir->ops[i]);
		si->op[pos[i]].present = 1;
	}
	/* sink destinations write a scratch register */
	for (int i = 0; i < si->nop; i++)
		if (si->op[i].r < 0 && si->op[i].kind == O_SINK) {
			if (b->p->scratch < 0) {
				vec_push(&b->cval, 0);
				vec_push(&b->csp, -2);
				b->p->scratch = b->k->nregs + b->cval.n - 1;
			}
			si->op[i].r = b->p->scratch;
		}
	if (!m->e) {
		si->fn = unsupported_op;
		return 0;
	}
	Buf sp_ = {0};
	isa_spell(m, &sp_);
	si->spelled = arena_strdup(b->p->arena, buf_str(&sp_));
	buf_free(&sp_);
	static const char *const tnames[] = {"t", "type", NULL};
	si->t = (uint8_t)tc_from_name(slot_any(m, tnames));
	if (si->t == TC_NONE)
		si->t = (uint8_t)sim_type_tok(si, 0);
	si->rnd = (uint8_t)rnd_of(isa_slot_value(m, "rnd"));
	si->ftz = sim_tok(si, "ftz");
	si->sat = sim_tok(si, "sat");
	si->satfinite = sim_tok(si, "satfinite");
	si->relu = sim_tok(si, "relu");
	si->approx = sim_tok(si, "approx");
	int sp = space_of(isa_slot_value(m, "ss"));
	if (sp == SPACE_GENERIC) {
		static const char *const sps[] = {"global", "shared::cluster", "shared::cta", "shared", "local", "param", "const", NULL};
		for (int i = 0; sps[i]; i++)
			if (sim_tok(si, sps[i])) {
				sp = space_of(sps[i]);
				break;
			}
	}
	si->space = (uint8_t)(sp == SPACE_SHARED + 16 ? SPACE_SHARED : sp);
	si->dsmem = sp == SPACE_SHARED + 16;
	const char *v = isa_slot_value(m, "vec");
	si->vec = (uint8_t)(v && v[0] == 'v' ? strtol(v + 1, NULL, 10) : 1);
	si->async_proxy = (m->e->eff & EF_ASYNC_PROXY) != 0;
	si->dmask = tmask(si->op[0].bits) & tmask(tc_bits(si->t) ? tc_bits(si->t) : 64);
	if ((m->e->eff & EF_ATOM) && (si->space == SPACE_GLOBAL || si->space == SPACE_GENERIC))
		b->p->has_global_atomics = 1;
	if (si->reads_clock)
		b->p->has_clock = 1;
	const SimOpEntry *oe = sim_op_for(si->spelled);
	if (!oe) {
		si->fn = unsupported_op;
		return 0;
	}
	si->fn = oe->fn;
	if (oe->dec) {
		Buf why = {0};
		if (oe->dec(si, &why)) {
			/* an unexecutable form: stop when (if) it is reached */
			si->fn = unsupported_op;
			si->aux = 0;
		}
		buf_free(&why);
	}
	return 0;
}

static int build_list(Build *b, const IrStmt *s);

static int build_stmt(Build *b, const IrStmt *s)
{
	switch (s->k) {
	case S_INSTR:
		return decode_instr(b, s);
	case S_IF: {
		int ii = b->ins.n;
		SimIns *x = emit(b, C_IF, s->loc);
		x->cond = s->cond;
		x->neg = (uint8_t)s->neg;
		if (++b->depth > b->maxdepth)
			b->maxdepth = b->depth;
		if (build_list(b, s->then))
			return -1;
		int ie = b->ins.n;
		emit(b, C_ELSE, s->loc);
		if (build_list(b, s->els))
			return -1;
		int iend = b->ins.n;
		emit(b, C_ENDIF, s->loc);
		b->depth--;
		b->ins.v[ii].a = ie;
		b->ins.v[ii].b = iend;
		b->ins.v[ie].b = iend;
		return 0;
	}
	case S_LOOP: {
		int il = b->ins.n;
		emit(b, C_LOOP, s->loc);
		if (++b->depth > b->maxdepth)
			b->maxdepth = b->depth;
		b->loops++;
		int top = b->ins.n;
		VEC(int) tests = {0};
		if (!s->test_at_end) {
			if (build_list(b, s->head))
				return -1;
			if (s->cond >= 0) {
				vec_push(&tests, b->ins.n);
				SimIns *t = emit(b, C_TEST, s->loc);
				t->cond = s->cond;
				t->neg = (uint8_t)s->neg;
			}
		}
		if (build_list(b, s->body))
			return -1;
		int latch = b->ins.n;
		emit(b, C_LATCH, s->loc);
		if (build_list(b, s->latch))
			return -1;
		if (s->test_at_end) {
			if (build_list(b, s->head))
				return -1;
			if (s->cond >= 0) {
				vec_push(&tests, b->ins.n);
				SimIns *t = emit(b, C_TEST, s->loc);
				t->cond = s->cond;
				t->neg = (uint8_t)s->neg;
			}
		}
		SimIns *j = emit(b, C_JUMP, s->loc);
		j->a = top;
		int iexit = b->ins.n;
		emit(b, C_ENDLOOP, s->loc);
		b->loops--;
		b->depth--;
		b->ins.v[il].a = iexit;
		b->ins.v[il].b = latch;
		for (int i = 0; i < tests.n; i++)
			b->ins.v[tests.v[i]].a = iexit;
		vec_free(&tests);
		return 0;
	}
	case S_BREAK:
	case S_CONTINUE:
		if (!b->loops) {
			diag_error(b->d, s->loc, "simulator: %s outside a loop", s->k == S_BREAK ? "break" : "continue");
			return -1;
		}
		emit(b, s->k == S_BREAK ? C_BREAK : C_CONTINUE, s->loc);
		return 0;
	case S_ASM:
		emit(b, C_ASM, s->loc);
		return 0;
	}
	return 0;
}

static int build_list(Build *b, const IrStmt *s)
{
	for (; s; s = s->next)
		if (build_stmt(b, s))
			return -1;
	return 0;
}

SimProg *sim_prog_build(const IrKernel *k, const int *param_off, Diags *d)
{
	Buf err = {0};
	if (isa_init(&err)) {
		diag_error(d, k->loc, "simulator: ISA table: %s", buf_str(&err));
		buf_free(&err);
		return NULL;
	}
	buf_free(&err);
	Arena *a = arena_new();
	SimProg *p = arena_alloc(a, sizeof *p);
	p->arena = a;
	Build b = {.k = k, .param_off = param_off, .d = d, .p = p};
	p->scratch = -1;
	for (int i = 0; i < SP_COUNT; i++)
		b.sp_reg[i] = -1;
	int rc = build_list(&b, k->body);
	emit(&b, C_END, k->loc);
	if (rc) {
		vec_free(&b.ins);
		vec_free(&b.cval);
		vec_free(&b.csp);
		arena_free(a);
		return NULL;
	}
	p->nins = b.ins.n;
	p->ins = arena_alloc(a, sizeof(SimIns) * (size_t)b.ins.n);
	memcpy(p->ins, b.ins.v, sizeof(SimIns) * (size_t)b.ins.n);
	p->nregs = k->nregs;
	p->next = k->nregs + b.cval.n;
	p->cval = arena_alloc(a, sizeof(uint64_t) * (size_t)(b.cval.n + 1));
	p->csp = arena_alloc(a, sizeof(int) * (size_t)(b.cval.n + 1));
	if (b.cval.n) {
		memcpy(p->cval, b.cval.v, sizeof(uint64_t) * (size_t)b.cval.n);
		memcpy(p->csp, b.csp.v, sizeof(int) * (size_t)b.cval.n);
	}
	p->depth = b.maxdepth + 1;
	vec_free(&b.ins);
	vec_free(&b.cval);
	vec_free(&b.csp);
	return p;
}

void sim_prog_free(SimProg *p)
{
	if (p)
		arena_free(p->arena);
}
