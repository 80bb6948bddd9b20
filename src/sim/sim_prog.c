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
#define PTX_TYPE(ID, id, s, bits, k) [TC_##ID] = {s, bits, k},
#include "isa/ptxtypes.def"
};

_Static_assert(TC_COUNT - 1 == MTY_COUNT, "TCode and isa/mods.h TYPE both follow isa/ptxtypes.def");
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
	int *hi;                /* per virtual register: its b128 upper-half register, or -1 */
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

/* rounding modifiers (mods.h RND codes): the integer forms round as their float ones */
int sim_rnd(int code)
{
	static const FpRound rv[RND_COUNT] = {
		[RND_rn] = FP_RN, [RND_rz] = FP_RZ, [RND_rm] = FP_RM, [RND_rp] = FP_RP, [RND_rna] = FP_RNA,
		[RND_rni] = FP_RN, [RND_rzi] = FP_RZ, [RND_rmi] = FP_RM, [RND_rpi] = FP_RP,
	};
	return code >= 0 && code < RND_COUNT ? rv[code] : FP_RN;
}

/* state spaces (mods.h SPACE codes); shared::cluster is SPACE_SHARED + 16 until decoded */
static int space_of(int code)
{
	static const int sv[MSP_COUNT] = {
		[MSP_global] = SPACE_GLOBAL, [MSP_shared_cluster] = SPACE_SHARED + 16, [MSP_shared_cta] = SPACE_SHARED,
		[MSP_shared] = SPACE_SHARED, [MSP_local] = SPACE_LOCAL, [MSP_param] = SPACE_PARAM,
		[MSP_const] = SPACE_CONST,
	};
	return code >= 0 && code < MSP_COUNT ? sv[code] : SPACE_GENERIC;
}

/* The decoded modifiers every handler reads (type, rounding, flags, state
 * space, vector count, effect-derived bits), from the match and si->md;
 * also used by the claim test (sim_form_supported). */
void sim_ins_mods(SimIns *si, const IsaMatch *m)
{
	int tslot = isa_slot_mod(m, "t", MG_TYPE);
	if (tslot < 0)
		tslot = isa_slot_mod(m, "type", MG_TYPE);
	si->t = (uint8_t)(tslot >= 0 ? tslot + 1 : sim_type_tok(si, 0));
	si->rnd = (uint8_t)sim_rnd(isa_slot_mod(m, "rnd", MG_RND));
	si->ftz = (uint8_t)sim_flag(si, FL_ftz);
	si->sat = (uint8_t)sim_flag(si, FL_sat);
	si->satfinite = (uint8_t)sim_flag(si, FL_satfinite);
	si->relu = (uint8_t)sim_flag(si, FL_relu);
	si->approx = (uint8_t)sim_flag(si, FL_approx);
	int sp = space_of(isa_slot_mod(m, "ss", MG_SPACE));
	if (sp == SPACE_GENERIC)
		sp = space_of(sim_code(si, MG_SPACE));
	si->space = (uint8_t)(sp == SPACE_SHARED + 16 ? SPACE_SHARED : sp);
	si->dsmem = sp == SPACE_SHARED + 16;
	const char *v = isa_slot_value(m, "vec");
	si->vec = (uint8_t)(v && v[0] == 'v' ? strtol(v + 1, NULL, 10) : 1);
	si->async_proxy = (m->e->eff & EF_ASYNC_PROXY) != 0;
	si->evgen = (m->e->eff & (EF_FENCE | EF_FENCE_PROXY | EF_WARP_COLL | EF_WG_COLL)) != 0;
	si->mask_op = (int8_t)sim_opnd(si, "mask");
	si->dmask = tmask(si->op[0].bits) & tmask(tc_bits(si->t) ? tc_bits(si->t) : 64);
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
	d->hi = -1;
	d->bits = 64;
	switch (o->k) {
	case O_REG:
		d->r = o->reg;
		d->bits = (uint8_t)reg_bits(k, o->reg);
		if (o->reg >= 0 && o->reg < k->nregs)
			d->hi = b->hi[o->reg];
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

int sim_opnd(const SimIns *in, const char *name)
{
	return in->ir && in->ir->m.e ? isa_opnd_index(in->ir->m.e, name) : -1;
}

int sim_slot_alt(const SimIns *in, const char *slot)
{
	int i = in->ir && in->ir->m.e ? isa_slot_index(in->ir->m.e, slot) : -1;
	return i < 0 ? -1 : in->ir->m.alt[i];
}

/* Maps written operands to entry operand positions: required ones always,
 * conditional ones when their slot is present, free optional ones left to
 * right (isa.h).  pos[j] = entry index of written operand j. */
/* written operand j -> entry operand pos[j] (isa_opnd_map, the mapping the
 * front end and ir_check use); IR that does not fit maps in order */
static int map_opnds(const IrInstr *ir, int *pos)
{
	const IsaEntry *e = ir->m.e;
	if (!isa_opnd_map(&ir->m, ir->nops, pos, NULL, NULL))
		for (int j = 0; j < ir->nops; j++)
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
		si->op[i].r = si->op[i].base = si->op[i].symspace = si->op[i].tparam = si->op[i].hi = -1;
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
	si->spelled = arena_strdup(b->p->arena, buf_str(&sp_));   /* for messages only */
	buf_free(&sp_);
	IsaMods *md = arena_alloc(b->p->arena, sizeof *md);
	IsaEffect *fx = arena_alloc(b->p->arena, sizeof *fx);
	isa_mods(m, md);
	isa_effect(m, fx);
	si->md = md;
	si->fx = fx;
	sim_ins_mods(si, m);
	if ((m->e->eff & EF_ATOM) && (si->space == SPACE_GLOBAL || si->space == SPACE_GENERIC))
		b->p->has_global_atomics = 1;
	if (si->reads_clock)
		b->p->has_clock = 1;
	const SimOpEntry *oe = sim_op_for_id(si->id);
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

/* A loop's head: its statements, then the exit test (*test: its index, -1
 * when the loop has no condition; the target is patched at the loop's end). */
static int loop_head(Build *b, const IrStmt *s, int *test)
{
	if (build_list(b, s->head))
		return -1;
	if (s->cond >= 0) {
		*test = b->ins.n;
		SimIns *t = emit(b, C_TEST, s->loc);
		t->cond = s->cond;
		t->neg = (uint8_t)s->neg;
	}
	return 0;
}

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
		int top = b->ins.n, test = -1;
		if (!s->test_at_end && loop_head(b, s, &test))
			return -1;
		if (build_list(b, s->body))
			return -1;
		int latch = b->ins.n;
		emit(b, C_LATCH, s->loc);
		if (build_list(b, s->latch))
			return -1;
		if (s->test_at_end && loop_head(b, s, &test))
			return -1;
		SimIns *j = emit(b, C_JUMP, s->loc);
		j->a = top;
		int iexit = b->ins.n;
		emit(b, C_ENDLOOP, s->loc);
		b->loops--;
		b->depth--;
		b->ins.v[il].a = iexit;
		b->ins.v[il].b = latch;
		if (test >= 0)
			b->ins.v[test].a = iexit;
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
	/* a b128 register is two 64-bit registers: its own (the low half) and
	 * one of the extended file (the high half) */
	b.hi = arena_alloc(a, sizeof(int) * (size_t)(k->nregs + 1));
	for (int r = 0; r < k->nregs; r++) {
		b.hi[r] = -1;
		if (k->regs[r].ty == TY_B128) {
			vec_push(&b.cval, 0);
			vec_push(&b.csp, -3);
			b.hi[r] = k->nregs + b.cval.n - 1;
		}
	}
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
