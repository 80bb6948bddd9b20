/* Lowering internals shared by the sema, expand and lower files: values,
 * symbols, the per-module lowering state, and the functions the files call
 * across.  Not part of the part's API (lang/lang.h). */
#ifndef KILN_LOWER_INT_H
#define KILN_LOWER_INT_H
#include "lang/lang_int.h"

typedef enum { V_NONE, V_INT, V_FLT, V_REG, V_PTR } VK;

typedef struct Val {
	VK k;
	Ty ty;            /* V_INT/V_FLT: TY_NONE when untyped; V_REG: register type */
	int64_t i;
	double f;
	double fodd;      /* V_FLT from a literal: its value rounded to odd (lex.c), so that
	                     narrowing rounds once; 0 when f is the value (see flt_exact) */
	int reg;          /* V_REG; V_PTR base register or -1 (shared symbol base) */
	Space space;      /* V_PTR */
	Ty elem;
	int sh;           /* V_PTR: shared allocation (dims for indexing), -1 none */
	int lvl;          /* V_PTR: dimensions of sh already indexed */
	int64_t off;      /* V_PTR: constant byte offset */
} Val;

typedef enum { SY_CONST, SY_REG, SY_ARR, SY_PTR, SY_SHARED, SY_TMAP, SY_FN } SyK;

typedef struct Sym Sym;
struct Sym {
	const char *name;
	SyK k;
	int frame, scope;
	Sym *shadow;
	Loc loc;
	Val v;            /* SY_CONST value, SY_REG (V_REG), SY_PTR (V_PTR), SY_TMAP (v.reg = generic address) */
	int base, n, ndim, dim[4];   /* SY_ARR */
	Ty ty;
	int sh;           /* SY_SHARED */
	int param;        /* kernel parameter index, or -1 */
	Fn *fn;
	ConstDef *cd;     /* module constant, evaluated on first use */
};

typedef struct {
	unsigned h;
	const char *key;
	IsaMatch m;
	int ok;
	const char *why;      /* failure text, once asked for */
} MatchCache;

typedef struct Lower {
	Ctx *c;
	IrModule *m;
	IrKernel *k;
	Kernel *ak;
	VEC(IrReg) regs;
	VEC(IrShared) shared;
	VEC(IrParam) params;
	IrStmt **tail;
	IrStmt *dummy;
	int nstmts, stop;
	int ncalls, niters, depth;
	int frame, nframes, scope, nscopes;
	Sym **map;
	unsigned mapmask;
	VEC(Sym *) bound;
	char loops[MAX_NEST + 8];   /* 'L' loop, 'U' unroll: innermost last */
	int nloops;
	int inl;                    /* inline depth */
	int ret_reg;                /* inline fn result register */
	Ty ret_ty;
	Stmt *ret_last;             /* the statement allowed to `return` */
	Fn *cur_fn;
	int top;                    /* lowering the kernel body's top level */
	int64_t smem;
	int smem_align;
	const char *sp_names[SP_COUNT];
	const char *n_true, *n_false, *n_t, *n_min, *n_max, *n_ceil;
	MatchCache cache[512];
	int maxptx;
	char *stack_base;           /* frame of the pass entry (stack_ok) */
	int *used;                  /* per -D define: some name took it */
	const char *role;           /* innermost enclosing role block (trace regions record it) */
	int xstack;                 /* expand.c stopped on the stack budget (else on its size budget) */
} Lower;

static const Val vnone = {V_NONE, 0, 0, 0, 0, -1, 0, 0, -1, 0, 0};

static inline int ty_is_bits(Ty t) { return t >= TY_B8 && t <= TY_B64; }   /* b128 is not: no arithmetic */
/* b128 is a register type only; an operator, cast or constant on one is
 * an error naming what it may do instead (lower_expr.c) */
int b128_misuse(Lower *L, Loc loc, const char *what);

static inline Val vint(int64_t i, Ty ty) { Val v = vnone; v.k = V_INT; v.i = i; v.ty = ty; return v; }
static inline Val vflt(const Expr *e) { Val v = vnone; v.k = V_FLT; v.f = e->f; v.fodd = e->fodd; v.ty = e->fty; return v; }
static inline Val vreg(int r, Ty ty) { Val v = vnone; v.k = V_REG; v.reg = r; v.ty = ty; return v; }
static inline int isconst(Val v) { return v.k == V_INT || v.k == V_FLT; }

static inline IrOpnd oreg(int r) { IrOpnd o = {.k = O_REG, .reg = r}; return o; }
static inline IrOpnd oimm(Ty t, uint64_t bits) { IrOpnd o = {.k = O_IMM, .reg = -1, .ity = t, .imm = bits}; return o; }
/* The value a float constant narrows from: rounded to odd for literals (one
 * correct rounding to any narrower format), else the folded double. */
static inline double flt_exact(Val v) { return v.fodd != 0 ? v.fodd : v.f; }
static inline int elem_size(Ty t) { int b = ty_bits(t); return b < 8 ? 1 : b / 8; }
static inline int is_cmp(TokKind k) { return k == T_LT || k == T_GT || k == T_LE || k == T_GE || k == T_EQ || k == T_NE; }
static inline int cmp_ok_type(Ty t) { return t != TY_NONE; }

/* generated instructions: modifier values (slot name, value pairs, in
 * spelling order) and candidate entries, for gen_pick / gen */
#define MODS(...) ((const char *const[]){__VA_ARGS__, NULL})
#define NO_MODS ((const char *const[]){NULL})
#define IDS(...) ((const IsaId[]){__VA_ARGS__}), (int)(sizeof((const IsaId[]){__VA_ARGS__}) / sizeof(IsaId))

/* a lowered condition: a constant, or a predicate register (negated) */
typedef struct {
	int isconst, val, reg, neg;
} Cond;

/* lower.c */
int stack_ok(Lower *L, Loc loc);
IrStmt *add_stmt(Lower *L, StmtKind k, Loc loc);
int new_reg(Lower *L, const char *name, int index, Ty ty, Loc loc);
int match(Lower *L, const char *op, IsaMatch *m, Buf *why);
void check_target(Lower *L, Loc loc, const IsaMatch *m, const char *op);
int gen_pick(Lower *L, Loc loc, const IsaId *ids, int nids, const char *const *mods, const char *what, IsaMatch *m);
int gen_emit(Lower *L, Loc loc, const IsaMatch *m, const IrOpnd *ops, int n);
int gen(Lower *L, Loc loc, IsaId id, const char *const *mods, const IrOpnd *ops, int n, const char *what);

/* sema.c */
Sym *lookup(Lower *L, const char *name);
Sym *bind(Lower *L, const char *name, SyK k, Loc loc);
int push_scope(Lower *L);
void pop_scope(Lower *L, int mark, int scope);
int64_t wrap(Ty t, int64_t v);
double int_odd(Val v);
int imm_bits(Lower *L, Loc loc, Val v, Ty t, uint64_t *bits, Ty *ity);
int special_of(Lower *L, const char *name);
Val eval_module_const(Lower *L, Sym *s);
const char *opname(TokKind k);
Val fold(Lower *L, Loc loc, TokKind op, Val a, Val b);
Val fold_un(Lower *L, Loc loc, TokKind op, Val a);
Val fold_builtin(Lower *L, Loc loc, const char *name, Val a, Val b);
int const_int(Lower *L, Expr *e, int64_t *out, const char *what);
void assert_stmt(Lower *L, Stmt *s);
void val_dump(Val v, Buf *out);

/* expand.c */
int define_value(Ctx *c, const char *name, int64_t *v, int *used);

/* lower_expr.c */
Val call_fn(Lower *L, Expr *e, Fn *f, int dst);
void unexpanded(Lower *L, Loc loc);
int to_reg(Lower *L, Loc loc, Val v, Ty want);
void ptr_desc(Val p, char *buf, size_t n);
int ptr_reg(Lower *L, Loc loc, Val p);
int lvalue_reg(Lower *L, Expr *e, int quiet);
Val binop(Lower *L, Loc loc, TokKind op, Val a, Val b, int dst, Ty hint);
Val cast(Lower *L, Loc loc, Ty t, Val v, int dst);
Val lower(Lower *L, Expr *e, int dst, Ty hint);
void move_into(Lower *L, Loc loc, Val v, int r, const char *name);
void lower_into(Lower *L, Expr *e, int r, const char *name);
int ptr_compat(Val p, Space sp, Ty elem);
void ptr_into(Lower *L, Loc loc, Val v, int r, Space sp, Ty elem, const char *name);
int lower_cond(Lower *L, Expr *e, Cond *c);

/* lower_instr.c */
void lower_instr(Lower *L, Stmt *s);

/* lower_stmt.c */
void unrolled_stmt(Lower *L, Stmt *s);
void lower_scoped(Lower *L, Stmt *s, IrStmt **into);
TokKind compound_op(TokKind k);
void lower_stmt(Lower *L, Stmt *s);
void lower_stmts(Lower *L, Stmt *s);

static inline int tmp(Lower *L, Ty ty, Loc loc) { return new_reg(L, L->n_t, -1, ty, loc); }
static inline Ty rty(Lower *L, int r) { return r >= 0 && r < L->regs.n ? L->regs.v[r].ty : TY_NONE; }
static inline int loop_top(Lower *L) { return L->nloops ? L->loops[L->nloops - 1] : 0; }

#endif
