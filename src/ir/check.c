/* ir_check: the structural checker run after lowering (and in tests).
 * Verifies register ids, operand count, shape, direction and register type
 * against each instruction's ISA entry, symbol indices, predicate types of
 * conditions and guards, and that break/continue sit inside loops. */
#include "ir/ir.h"
#include <string.h>

typedef struct {
	const IrKernel *k;
	Diags *d;
	int nerr;
} Chk;

static void bad(Chk *C, Loc loc, const char *what, int a)
{
	if (C->nerr++ < 20)
		diag_error(C->d, loc, "ir: kernel %s: %s (%d)", C->k->name, what, a);
}

static int reg_ok(Chk *C, int r) { return r >= 0 && r < C->k->nregs; }

static Ty rty(Chk *C, int r) { return C->k->regs[r].ty; }

static int type_ok(const char *want, Ty t, int relaxed)
{
	return isa_type_ok(want, ty_name(t), relaxed) || isa_type_ok(want, ty_ptx(t), relaxed);
}

static void check_reg(Chk *C, Loc loc, int r, const char *want, int relaxed)
{
	if (!reg_ok(C, r)) {
		bad(C, loc, "register id out of range", r);
		return;
	}
	if (want && !type_ok(want, rty(C, r), relaxed))
		bad(C, loc, "register type does not fit the ISA operand", r);
}

static void check_sym(Chk *C, Loc loc, SymKind k, int s)
{
	if (k == SYM_SHARED ? s < 0 || s >= C->k->nshared : s < 0 || s >= C->k->nparams)
		bad(C, loc, "symbol index out of range", s);
}

static void check_instr(Chk *C, const IrStmt *s)
{
	static const char *const relaxed_bases[] = {"ld", "ldu", "st", "cvt", NULL};
	const IrInstr *in = &s->in;
	const IsaEntry *e = in->m.e;
	if (!e) {
		bad(C, s->loc, "instruction without an ISA entry", 0);
		return;
	}
	int relaxed = 0;
	for (const char *const *b = relaxed_bases; *b; b++)
		relaxed |= !strcmp(e->base, *b);
	if (in->guard >= 0 || in->guard < -1) {
		if (!reg_ok(C, in->guard) || rty(C, in->guard) != TY_PRED)
			bad(C, s->loc, "guard is not a pred register", in->guard);
	}
	int map[ISA_MAX_OPNDS];
	if (!isa_opnd_map(&in->m, in->nops, map, NULL, NULL)) {
		bad(C, s->loc, "operand count does not match the ISA entry", in->nops);
		return;
	}
	for (int j = 0; j < in->nops; j++) {
		int i = map[j];
		const IsaOpnd *io = &e->opnd[i];
		const IrOpnd *o = &in->ops[j];
		const char *want = isa_opnd_type(&in->m, i);
		int cnt = isa_opnd_count(&in->m, i);
		if (o->k == O_SINK) {
			if (!io->sink_ok || io->shape == OS_VEC)   /* a vector takes '_' only as elements */
				bad(C, s->loc, "sink where the ISA allows none", i);
			continue;
		}
		if (io->dir != OD_SRC && io->shape != OS_MEM && io->shape != OS_TMAP && o->k != O_REG && o->k != O_VEC)
			bad(C, s->loc, "destination operand is not a register", i);
		switch (io->shape) {
		case OS_MEM:
			if (o->k != O_ADDR)
				bad(C, s->loc, "memory operand expected", i);
			else if (o->reg >= 0)
				check_reg(C, s->loc, o->reg, NULL, 0);
			else
				check_sym(C, s->loc, o->symk, o->sym);
			break;
		case OS_TMAP:
			if (o->k != O_TMAP || o->n != cnt) {
				bad(C, s->loc, "tensor address with the wrong shape", i);
				break;
			}
			if (o->reg >= 0)
				check_reg(C, s->loc, o->reg, NULL, 0);
			else if (o->symk != SYM_PARAM || o->sym < 0 || o->sym >= C->k->nparams ||
			         C->k->params[o->sym].kind != PK_TMAP)
				bad(C, s->loc, "tensor address names no tensormap parameter", o->sym);
			for (int c = 0; c < o->n; c++)
				check_reg(C, s->loc, o->regs[c], want, 0);
			break;
		case OS_VEC:
			if (o->k == O_REG && cnt == 1) {
				check_reg(C, s->loc, o->reg, want, relaxed);
				break;
			}
			if (o->k != O_VEC || o->n != cnt) {
				bad(C, s->loc, "vector operand with the wrong register count", i);
				break;
			}
			int nreg = 0;
			for (int c = 0; c < o->n; c++)
				if (o->regs[c] >= 0) {
					check_reg(C, s->loc, o->regs[c], want, relaxed);
					nreg++;
				} else if (!io->sink_ok)
					bad(C, s->loc, "sink in a vector where the ISA allows none", i);
			if (o->n && !nreg)
				bad(C, s->loc, "vector of sinks only", i);
			break;
		case OS_PAIR:
			if (o->k == O_VEC) {
				if (o->n != 2 || !reg_ok(C, o->regs[1]) || rty(C, o->regs[1]) != TY_PRED)
					bad(C, s->loc, "pair operand d|p malformed", i);
				else if (o->regs[0] >= 0)
					check_reg(C, s->loc, o->regs[0], want, 0);
			} else if (o->k == O_REG)
				check_reg(C, s->loc, o->reg, want, 0);
			else
				bad(C, s->loc, "pair operand must be registers", i);
			break;
		case OS_LABEL:
			bad(C, s->loc, "label operands are not part of the IR", i);
			break;
		case OS_REG: case OS_IMM: case OS_REGIMM:
			if (o->k == O_REG) {
				if (io->shape == OS_IMM)
					bad(C, s->loc, "register where the ISA wants an immediate", i);
				check_reg(C, s->loc, o->reg, want, relaxed);
			} else if (o->k == O_IMM) {
				if (io->shape == OS_REG)
					bad(C, s->loc, "immediate where the ISA wants a register", i);
			} else if (o->k == O_SYM) {
				check_sym(C, s->loc, o->symk, o->sym);
			} else if (o->k == O_SPECIAL) {
				if ((unsigned)o->sp >= SP_COUNT)
					bad(C, s->loc, "special register out of range", (int)o->sp);
			} else
				bad(C, s->loc, "operand shape does not fit the ISA entry", i);
			break;
		}
	}
}

static void check_stmts(Chk *C, const IrStmt *s, int loops, int depth);

static void check_cond(Chk *C, const IrStmt *s, int allow_none)
{
	if (s->cond < 0 && allow_none)
		return;
	if (!reg_ok(C, s->cond) || rty(C, s->cond) != TY_PRED)
		bad(C, s->loc, "condition is not a pred register", s->cond);
}

static void check_stmts(Chk *C, const IrStmt *s, int loops, int depth)
{
	if (depth > 10000) {
		bad(C, s ? s->loc : (Loc){0}, "statements nested too deeply", depth);
		return;
	}
	for (; s; s = s->next) {
		switch (s->k) {
		case S_INSTR: check_instr(C, s); break;
		case S_IF:
			check_cond(C, s, 0);
			check_stmts(C, s->then, loops, depth + 1);
			check_stmts(C, s->els, loops, depth + 1);
			break;
		case S_LOOP:
			check_cond(C, s, 1);
			check_stmts(C, s->head, 0, depth + 1);
			check_stmts(C, s->body, loops + 1, depth + 1);
			check_stmts(C, s->latch, 0, depth + 1);
			break;
		case S_BREAK: case S_CONTINUE:
			if (!loops)
				bad(C, s->loc, s->k == S_BREAK ? "break outside a loop" : "continue outside a loop", 0);
			break;
		case S_ASM:
			if (!s->text)
				bad(C, s->loc, "asm without text", 0);
			break;
		default:
			bad(C, s->loc, "unknown statement kind", (int)s->k);
		}
	}
}

int ir_check(const IrModule *m, Diags *d)
{
	int n = 0;
	for (int i = 0; i < m->nkernels; i++) {
		const IrKernel *k = m->kernels[i];
		Chk C = {k, d, 0};
		for (int p = 0; p < k->nparams; p++)
			if (k->params[p].reg >= k->nregs)
				bad(&C, k->params[p].loc, "parameter register out of range", k->params[p].reg);
		for (int r = 0; r < k->nregs; r++)
			if (k->regs[r].ty <= TY_NONE || k->regs[r].ty >= TY_COUNT)
				bad(&C, k->regs[r].loc, "register without a type", r);
		for (int s = 0; s < k->nshared; s++) {
			const IrShared *sh = &k->shared[s];
			if (sh->align <= 0 || (sh->align & (sh->align - 1)) || sh->offset % sh->align ||
			    sh->offset + sh->size > k->smem_bytes)
				bad(&C, sh->loc, "shared allocation misplaced", s);
		}
		check_stmts(&C, k->body, 0, 0);
		n += C.nerr;
	}
	return n;
}
