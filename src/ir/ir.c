/* IR basics: type and special-register tables, module allocation, launch
 * expression evaluation. */
#include "ir/ir.h"
#include <string.h>

static const struct { const char *name; int bits; const char *ptx; } tys[TY_COUNT] = {
	[TY_NONE] = {"none", 0, "none"},
#define X(id, name, bits, ptx) [TY_##id] = {name, bits, ptx},
	IR_TYPES(X)
#undef X
};

const char *ty_name(Ty t) { return (unsigned)t < TY_COUNT ? tys[t].name : "?"; }

static const char *const spaces[] = {
#define X(id, name) [SPACE_##id] = name,
	IR_SPACES(X)
#undef X
};

const char *space_name(Space s) { return (unsigned)s < SPACE_COUNT ? spaces[s] : "?"; }
const char *ty_ptx(Ty t) { return (unsigned)t < TY_COUNT ? tys[t].ptx : "?"; }
int ty_bits(Ty t) { return (unsigned)t < TY_COUNT ? tys[t].bits : 0; }

Ty ty_from_name(const char *s)
{
	for (int i = 1; i < TY_COUNT; i++)
		if (!strcmp(tys[i].name, s))
			return (Ty)i;
	return TY_NONE;
}

static const struct { const char *ptx; Ty ty; } specials[SP_COUNT] = {
#define X(id, ptx, ty) [SP_##id] = {ptx, TY_##ty},
	IR_SPECIALS(X)
#undef X
};

const char *special_ptx(Special s) { return (unsigned)s < SP_COUNT ? specials[s].ptx : "?"; }
Ty special_ty(Special s) { return (unsigned)s < SP_COUNT ? specials[s].ty : TY_NONE; }

IrModule *ir_module_new(void)
{
	Arena *a = arena_new();
	IrModule *m = arena_alloc(a, sizeof *m);
	m->arena = a;
	return m;
}

void ir_module_free(IrModule *m)
{
	if (m)
		arena_free(m->arena);
}

IrStmt *ir_stmt_new(IrModule *m, StmtKind k, Loc loc)
{
	IrStmt *s = arena_alloc(m->arena, sizeof *s);
	s->k = k;
	s->loc = loc;
	s->cond = -1;
	s->in.guard = -1;
	return s;
}

int ir_file_index(IrModule *m, const char *file)
{
	for (int i = 0; i < m->nfiles; i++)
		if (!strcmp(m->files[i], file))
			return i + 1;
	const char **nf = arena_alloc(m->arena, sizeof *nf * (size_t)(m->nfiles + 1));
	if (m->nfiles)
		memcpy(nf, m->files, sizeof *nf * (size_t)m->nfiles);
	nf[m->nfiles] = arena_strdup(m->arena, file);
	m->files = nf;
	return ++m->nfiles;
}

int lexpr_eval(const LExpr *e, const int64_t *args, int64_t *out)
{
	int64_t a = 0, b = 0;
	if (!e) {
		*out = 1;
		return 0;
	}
	switch (e->op) {
	case 'c': *out = e->v; return 0;
	case 'p': *out = args[e->param]; return 0;
	}
	if (lexpr_eval(e->a, args, &a) || lexpr_eval(e->b, args, &b))
		return -1;
	switch (e->op) {
	case '+': *out = a + b; return 0;
	case '-': *out = a - b; return 0;
	case '*': *out = a * b; return 0;
	case '/': if (!b) return -1; *out = a / b; return 0;
	case '%': if (!b) return -1; *out = a % b; return 0;
	case 'd': if (!b) return -1; *out = (a + b - 1) / b; return 0;
	case 'm': *out = a < b ? a : b; return 0;
	case 'M': *out = a > b ? a : b; return 0;
	}
	return -1;
}
