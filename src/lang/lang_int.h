/* Front-end internals shared by the lexer, parser and lowering: tokens,
 * the AST, and the compilation context.  Not part of the public API. */
#ifndef KILN_LANG_INT_H
#define KILN_LANG_INT_H
#include <stdint.h>
#include "lang/lang.h"
#include "util/arena.h"

enum {
	MAX_NEST = 200,           /* expression / statement nesting depth */
	MAX_EXPR_DEPTH = 1000,    /* depth of an expression tree (a + a + ... is left-deep) */
	MAX_UNROLL = 4096,        /* iterations of one `for unroll` */
	MAX_STMTS = 1 << 18,      /* IR statements per kernel */
	MAX_REGS = 1 << 18,       /* virtual registers per kernel */
	MAX_ARRAY = 1 << 16,      /* elements of one register array */
	MAX_INLINE = 32,          /* inline fn call depth */
	MAX_CALLS = 1 << 16,      /* inline fn calls per kernel */
	MAX_ITERS = 1 << 20,      /* unrolled iterations per kernel */
	MAX_XSTMTS = 1 << 18,     /* statements expand.c copies per kernel (unrolled bodies that differ) */
	MAX_DEPTH = 400,          /* block nesting after inlining */
	MAX_IMPORTS = 64,         /* import nesting */
	MAX_FILE = 4 << 20,       /* bytes per source file */
	STACK_BUDGET = 4 << 20,   /* bytes of stack lowering may use (lower.c stack_ok) */
};

typedef enum {
	T_EOF, T_IDENT, T_INT, T_FLT, T_STR, T_ASM,
	/* punctuation; two-character operators get their own kinds */
	T_LP, T_RP, T_LB, T_RB, T_LC, T_RC, T_COMMA, T_SEMI, T_COLON, T_QUEST, T_AT, T_DOT,
	T_ASSIGN, T_PLUS, T_MINUS, T_STAR, T_SLASH, T_PCT, T_AMP, T_PIPE, T_CARET, T_TILDE, T_BANG,
	T_LT, T_GT, T_LE, T_GE, T_EQ, T_NE, T_ANDAND, T_OROR, T_SHL, T_SHR,
	T_ADDEQ, T_SUBEQ, T_MULEQ, T_DIVEQ, T_MODEQ, T_ANDEQ, T_OREQ, T_XOREQ, T_SHLEQ, T_SHREQ,
	T_INC, T_DEC, T_ARROW,
	T_BAD,
} TokKind;

typedef struct Tok {
	TokKind k;
	Loc loc;
	const char *s;        /* T_IDENT (interned, may be dotted: "ld.global.f32"), T_STR, T_ASM text */
	uint64_t i;           /* T_INT */
	double f;             /* T_FLT, rounded to nearest */
	double fodd;          /* T_FLT rounded to odd (lex.c odd_double): narrow from this */
	Ty fty;               /* T_FLT: TY_F32/TY_F64 for 0f/0d bit patterns, else TY_NONE */
	struct Tok *sub;      /* T_IDENT with `{expr}` substitutions (m64n{BN}k16): the tokens of
	                         each expression in order, each run ended by a T_EOF at its '}' */
	int nsub;             /* tokens in sub; 0: no substitution */
} Tok;

/* ---- AST ---- */
typedef struct {
	Ty ty;                /* element type (TY_NONE with ptr = 0: no type) */
	int ptr;              /* pointer */
	Space space;          /* pointer space */
	int tmap;             /* `tensormap` */
	int mbar;             /* `mbarrier` */
} TypeRef;

typedef enum {
	E_INT, E_FLT, E_NAME, E_UN, E_BIN, E_COND, E_CALL, E_CAST, E_INDEX, E_SLICE, E_SINK, E_SIZEOF,
	E_INLINE,             /* an inline fn call (expand.c marks E_CALLs that name one): fn */
} EKind;

typedef struct Expr Expr;
struct Fn;
struct Val;
struct Expr {
	EKind k;
	Loc loc;
	TokKind op;           /* E_UN, E_BIN */
	uint64_t i;
	double f, fodd;       /* E_FLT: the token's f and fodd */
	Ty fty;
	const char *name;     /* E_NAME, E_CALL */
	Expr *a, *b, *c;
	Expr **args;
	int nargs;
	TypeRef ty;           /* E_CAST, E_SIZEOF */
	struct Fn *fn;        /* E_INLINE */
	int depth;            /* height of the tree below (1: a leaf); at most MAX_EXPR_DEPTH */
};

typedef enum { OP_EXPR, OP_MEM, OP_VEC, OP_TMAP, OP_SINK } OpndKind;
typedef struct {
	OpndKind k;
	Loc loc;
	Expr *e;              /* OP_EXPR, OP_MEM address, OP_TMAP tensor map */
	Expr **v;             /* OP_VEC elements, OP_TMAP coordinates */
	int n;
} Opnd;

typedef struct {
	const char *name;
	Loc loc;
	Expr *dim[4];
	int ndim;
	Expr *init;
} Decl;

typedef enum {
	ST_DECL, ST_CONST, ST_SHARED, ST_ASSIGN, ST_INSTR, ST_EXPR, ST_IF, ST_WHILE, ST_DO, ST_FOR,
	ST_UNROLL, ST_BREAK, ST_CONTINUE, ST_ROLE, ST_BLOCK, ST_RETURN, ST_ASM, ST_ASSERT, ST_TRACE,
	ST_UNROLLED,          /* a `for unroll` after expand.c: its iterations (ivals, ibodies) */
} SKind;

/* Why expand.c stopped unrolling an ST_UNROLLED early: the lower pass
 * reports it where it stands in the walk (diagnostics in source order). */
typedef enum {
	XF_NONE,
	XF_START,             /* the start value is not an integer constant */
	XF_NOCOND,            /* no condition */
	XF_STEPFORM,          /* the step does not update the variable */
	XF_COND,              /* the condition at value xfailv is not an integer constant */
	XF_STEP,              /* the step after the last iteration is not an integer constant */
	XF_UNROLL,            /* more than MAX_UNROLL iterations */
	XF_ITERS,             /* the kernel's budget of MAX_ITERS iterations */
	XF_SIZE,              /* the kernel's budget of MAX_XSTMTS statement copies */
} XFail;

typedef struct Stmt Stmt;
struct Stmt {
	SKind k;
	Loc loc;
	Stmt *next;
	TypeRef ty;           /* ST_DECL, ST_SHARED */
	Decl *decls;          /* ST_DECL, ST_SHARED, ST_CONST (one) */
	int ndecls;
	Expr *align;          /* ST_SHARED */
	Expr *lhs, *e;        /* ST_ASSIGN (op), ST_EXPR, ST_RETURN, conditions */
	TokKind op;
	const char *name;     /* ST_INSTR opcode, ST_ROLE name, ST_UNROLL variable, ST_ASM text, ST_TRACE name,
	                         ST_ASSERT message (NULL: none) */
	Loc nloc;             /* location of name */
	const char **parts;   /* ST_INSTR opcode with substitutions: parts[0] {subs[0]} parts[1] ... */
	Expr **subs;
	int nsubs;
	Expr *guard;          /* ST_INSTR */
	int guard_neg;
	Opnd *ops;
	int nops;
	Stmt *init, *step;    /* ST_FOR, ST_UNROLL(ED) step */
	Stmt *body, *els;     /* bodies (ST_BLOCK: list) */
	int decided;          /* ST_IF after expand: the condition folded; body is the branch taken */
	int niters;           /* ST_UNROLLED: iteration i binds name = ivals[i] around ibodies[i] */
	int64_t *ivals;
	Stmt **ibodies;
	XFail xfail;          /* ST_UNROLLED: what ended the expansion early (XF_NONE: the condition) */
	int64_t xfailv;       /* XF_COND: the variable's value */
};

typedef enum { PM_VAL, PM_INOUT, PM_OUT } ParamMode;
typedef struct {
	const char *name;
	Loc loc;
	TypeRef ty;
	ParamMode mode;
	Expr *def;            /* template parameter default */
} Param;

typedef struct Fn {
	const char *name;
	Loc loc;
	Param *params;
	int nparams;
	TypeRef ret;
	Stmt *body;
	Stmt *xbody;          /* the body expanded (expand.c; the same for every call) */
	int xstate;           /* 0 not expanded, 1 expanding, 2 xbody set */
	int lowering;         /* recursion guard */
	int failed;           /* its body had errors: later calls are not re-lowered */
} Fn;

typedef struct {
	const char *name;
	Loc loc;
	Param *tparams;
	int ntparams;
	Param *params;
	int nparams;
	Expr *grid[3], *block[3], *cluster[3];
	int ngrid, nblock, ncluster;
	Loc grid_loc, block_loc, cluster_loc;
	const char *target;
	Loc target_loc;
	Expr *minblocks, *maxnreg;
	Stmt *body;
	/* set by expand.c: */
	int expanded;
	Stmt *xbody;          /* the body specialized and expanded */
	struct Val *tvals;    /* per template parameter, its value */
	int *tfail;           /* per template parameter: no value decided (lower reports why) */
} Kernel;

typedef struct {
	const char *name;
	Loc loc;
	Expr *e;
	int state;            /* 0 not evaluated, 1 evaluating, 2 done */
	int isf;
	int64_t i;
	double f;
	int overridden;
} ConstDef;

/* ---- compilation context ---- */
typedef struct {
	const char **v;       /* open-addressing table of interned strings */
	int cap, n;
} Interner;

typedef struct Ctx {
	Arena *a;             /* AST, tokens, interned names (freed at the end) */
	Diags *d;
	const LangInput *in;
	Interner names;
	VEC(Fn *) fns;
	VEC(Kernel *) kernels;
	VEC(ConstDef *) consts;
	VEC(Stmt *) asserts;           /* top-level static_asserts */
	VEC(const char *) files;       /* imported canonical paths (import once) */
	VEC(const char *) stack;       /* import stack (cycle detection) */
	unsigned last_hash;            /* diagnostic dedupe (errors inside inlined bodies) */
	int quiet;                     /* expand.c: cerr counts (quieted) instead of reporting */
	long quieted;
	VEC(unsigned) seen;
} Ctx;

const char *intern(Ctx *c, const char *s, size_t n);
/* Reads or takes a file's text and registers it with the diagnostics.
 * Returns 0, -1 when it cannot be read (errno says why: EISDIR for a
 * directory) or -2 when it is larger than MAX_FILE. */
int lex_file(Ctx *c, const char *path, const char *text, size_t len, Tok **toks, int *ntoks);
/* Parses the tokens of one file; imports parse recursively. */
void parse_file(Ctx *c, const char *path, Tok *toks, int ntoks);
/* The passes after parsing (lang.c runs them in order; docs/architecture.md).
 * Lowering state lives from sema to lower: lower_new ... lower_free. */
typedef struct Lower Lower;
Lower *lower_new(Ctx *c, IrModule *m);
void lower_free(Lower *L);
void sema_module(Lower *L);                 /* sema.c: module names and constants */
void sema_dump(Lower *L, Buf *out);
void expand_module(Lower *L);               /* expand.c: kernels specialized, inline calls and unrolls expanded */
void expand_dump(Lower *L, Buf *out);
void lower_kernels(Lower *L);               /* lower.c: expanded kernels to IR */
void lang_limits(const IrModule *m, Diags *d);   /* limits.c: whole-kernel resource limits */
void parse_dump(Ctx *c, Buf *out);          /* parse.c: the declarations parsed */
void cerr(Ctx *c, Loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
int ty_is_int(Ty t);
int ty_is_float(Ty t);
int ty_is_signed(Ty t);
int type_from_ident(const char *s, Ty *t);

#endif
