/* Parser: tokens -> AST (lang_int.h).  Recursive descent with C
 * precedence for expressions; nesting depth is bounded; after a syntax
 * error the statement is skipped to its ';' or '}' and parsing goes on.
 * `import` lexes and parses the imported file in place (once per file,
 * cycles are errors). */
#include "lang/lang_int.h"
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct {
	Ctx *c;
	const char *path;
	Tok *t;
	int n, i;
	int depth;
	int fatal;            /* nesting limit hit: stop parsing this file */
	int panic;            /* error reported in the current statement */
	const char *kw_[32];
} Parser;

enum { K_IMPORT, K_CONST, K_INLINE, K_FN, K_KERNEL, K_IF, K_ELSE, K_WHILE, K_DO, K_FOR, K_UNROLL,
       K_BREAK, K_CONTINUE, K_RETURN, K_ROLE, K_SHARED, K_GLOBAL, K_ALIGN, K_MBARRIER, K_TENSORMAP,
       K_INOUT, K_OUT, K_SIZEOF, K_SINK, K_GRID, K_BLOCK, K_CLUSTER, K_TARGET, K_MINBLOCKS, K_MAXNREG,
       K_STATIC_ASSERT, K_COUNT };
static const char *kwnames[K_COUNT] = {
	"import", "const", "inline", "fn", "kernel", "if", "else", "while", "do", "for", "unroll",
	"break", "continue", "return", "role", "shared", "global", "align", "mbarrier", "tensormap",
	"inout", "out", "sizeof", "_", "grid", "block", "cluster", "target", "minblocks", "maxnreg",
	"static_assert",
};

static Tok *peek(Parser *P) { return &P->t[P->fatal ? P->n - 1 : P->i]; }
static Tok *peek2(Parser *P) { return &P->t[P->fatal || P->i + 1 >= P->n ? P->n - 1 : P->i + 1]; }
static Tok *next(Parser *P)
{
	Tok *t = peek(P);
	if (t->k != T_EOF)
		P->i++;
	return t;
}
static int is(Parser *P, TokKind k) { return peek(P)->k == k; }
static int iskw(Parser *P, int kw) { return peek(P)->k == T_IDENT && peek(P)->s == P->kw_[kw]; }
static int accept(Parser *P, TokKind k)
{
	if (!is(P, k))
		return 0;
	next(P);
	return 1;
}
static int acceptkw(Parser *P, int kw)
{
	if (!iskw(P, kw))
		return 0;
	next(P);
	return 1;
}

static const char *tokname(TokKind k)
{
	static const char *n[] = {
		[T_EOF] = "end of file", [T_IDENT] = "identifier", [T_INT] = "integer", [T_FLT] = "float",
		[T_STR] = "string", [T_ASM] = "asm block", [T_LP] = "(", [T_RP] = ")", [T_LB] = "[",
		[T_RB] = "]", [T_LC] = "{", [T_RC] = "}", [T_COMMA] = ",", [T_SEMI] = ";", [T_COLON] = ":",
		[T_QUEST] = "?", [T_AT] = "@", [T_DOT] = ".", [T_ASSIGN] = "=", [T_PLUS] = "+", [T_MINUS] = "-",
		[T_STAR] = "*", [T_SLASH] = "/", [T_PCT] = "%", [T_AMP] = "&", [T_PIPE] = "|", [T_CARET] = "^",
		[T_TILDE] = "~", [T_BANG] = "!", [T_LT] = "<", [T_GT] = ">", [T_LE] = "<=", [T_GE] = ">=",
		[T_EQ] = "==", [T_NE] = "!=", [T_ANDAND] = "&&", [T_OROR] = "||", [T_SHL] = "<<", [T_SHR] = ">>",
		[T_ADDEQ] = "+=", [T_SUBEQ] = "-=", [T_MULEQ] = "*=", [T_DIVEQ] = "/=", [T_MODEQ] = "%=",
		[T_ANDEQ] = "&=", [T_OREQ] = "|=", [T_XOREQ] = "^=", [T_SHLEQ] = "<<=", [T_SHREQ] = ">>=",
		[T_INC] = "++", [T_DEC] = "--", [T_ARROW] = "->", [T_BAD] = "?",
	};
	return (unsigned)k < sizeof n / sizeof n[0] && n[k] ? n[k] : "?";
}

static void describe(Tok *t, char *buf, size_t n)
{
	switch (t->k) {
	case T_EOF: snprintf(buf, n, "end of file"); break;
	case T_IDENT: snprintf(buf, n, "'%.60s'", t->s); break;
	case T_INT: snprintf(buf, n, "number %llu", (unsigned long long)t->i); break;
	case T_FLT: snprintf(buf, n, "number %g", t->f); break;
	case T_STR: snprintf(buf, n, "string \"%.60s\"", t->s); break;
	case T_ASM: snprintf(buf, n, "asm block"); break;
	default: snprintf(buf, n, "'%s'", tokname(t->k)); break;
	}
}

static void perr(Parser *P, Loc loc, const char *fmt, const char *a)
{
	if (P->panic || P->fatal)
		return;
	P->panic = 1;
	/* one syntax error per line: the rest are usually its echo */
	Diags *d = P->c->d;
	if (d->n && d->v[d->n - 1].loc.file == loc.file && d->v[d->n - 1].loc.line == loc.line)
		return;
	cerr(P->c, loc, fmt, a);
}

static void expected(Parser *P, const char *what)
{
	char buf[128], msg[256];
	describe(peek(P), buf, sizeof buf);
	snprintf(msg, sizeof msg, "expected %s, found %s", what, buf);
	perr(P, peek(P)->loc, "%s", msg);
}

static int expect(Parser *P, TokKind k)
{
	if (accept(P, k))
		return 1;
	char w[16];
	snprintf(w, sizeof w, "'%s'", tokname(k));
	expected(P, w);
	return 0;
}

static const char *expect_ident(Parser *P, const char *what, Loc *loc)
{
	Tok *t = peek(P);
	if (t->k == T_IDENT && !strchr(t->s, '.')) {
		next(P);
		if (loc)
			*loc = t->loc;
		return t->s;
	}
	expected(P, what);
	if (loc)
		*loc = t->loc;
	return NULL;
}

static int enter(Parser *P)
{
	if (++P->depth > MAX_NEST) {
		if (!P->fatal)
			cerr(P->c, peek(P)->loc, "nesting too deep (more than %d levels)", MAX_NEST);
		P->fatal = 1;
		return 0;
	}
	return 1;
}

static void *node(Parser *P, size_t n) { return arena_alloc(P->c->a, n); }

static Expr *mk(Parser *P, EKind k, Loc loc)
{
	Expr *e = node(P, sizeof *e);
	e->k = k;
	e->loc = loc;
	e->depth = 1;
	return e;
}

/* Sets e's tree height from its children.  Chains the nesting limit does
 * not see (a + a + ... , x[1][2]...) are left-deep trees that every later
 * pass walks recursively: past MAX_EXPR_DEPTH they are an error here. */
static Expr *height(Parser *P, Expr *e)
{
	int h = 0;
	Expr *kids[3] = {e->a, e->b, e->c};
	for (int i = 0; i < 3; i++)
		if (kids[i] && kids[i]->depth > h)
			h = kids[i]->depth;
	for (int i = 0; i < e->nargs; i++)
		if (e->args[i] && e->args[i]->depth > h)
			h = e->args[i]->depth;
	e->depth = h + 1;
	if (e->depth > MAX_EXPR_DEPTH && !P->fatal) {
		cerr(P->c, e->loc, "expression too deep (more than %d operations in a chain); split it with temporaries",
		     MAX_EXPR_DEPTH);
		P->fatal = 1;
	}
	return e;
}

int type_from_ident(const char *s, Ty *t)
{
	Ty ty = ty_from_name(s);
	if (ty == TY_NONE)
		return 0;
	*t = ty;
	return 1;
}

static int is_type_tok(Parser *P, Tok *t)
{
	Ty ty;
	(void)P;
	return t->k == T_IDENT && type_from_ident(t->s, &ty);
}

/* type := ['global' | 'shared'] T ['*'] | 'tensormap' | 'mbarrier' */
static int parse_type(Parser *P, TypeRef *tr, int allow_space)
{
	memset(tr, 0, sizeof *tr);
	if (acceptkw(P, K_TENSORMAP)) {
		tr->tmap = 1;
		return 1;
	}
	int sp = 0;
	if (allow_space && iskw(P, K_GLOBAL))
		sp = 1;
	else if (allow_space && iskw(P, K_SHARED))
		sp = 2;
	if (sp)
		next(P);
	Tok *t = peek(P);
	if (!is_type_tok(P, t)) {
		expected(P, "a type");
		return 0;
	}
	next(P);
	type_from_ident(t->s, &tr->ty);
	if (accept(P, T_STAR)) {
		tr->ptr = 1;
		tr->space = sp == 2 ? SPACE_SHARED : SPACE_GLOBAL;
		if (!sp) {
			perr(P, t->loc, "%s", "a pointer type needs its space: 'global T*' or 'shared T*'");
			return 0;
		}
	} else if (sp) {
		perr(P, t->loc, "%s", "'global'/'shared' types must be pointers ('global T*')");
		return 0;
	}
	return 1;
}

static Expr *parse_expr(Parser *P);
static Expr *parse_ternary(Parser *P);

static Expr **parse_args(Parser *P, int *n, TokKind close)
{
	VEC(Expr *) v = {0};
	if (!is(P, close))
		do {
			if (P->fatal)
				break;
			vec_push(&v, parse_expr(P));
		} while (accept(P, T_COMMA));
	expect(P, close);
	Expr **a = node(P, sizeof *a * (size_t)(v.n + 1));
	if (v.n)
		memcpy(a, v.v, sizeof *a * (size_t)v.n);
	*n = v.n;
	vec_free(&v);
	return a;
}

static Expr *parse_primary(Parser *P)
{
	Tok *t = peek(P);
	Expr *e;
	switch (t->k) {
	case T_INT:
		next(P);
		e = mk(P, E_INT, t->loc);
		e->i = t->i;
		return e;
	case T_FLT:
		next(P);
		e = mk(P, E_FLT, t->loc);
		e->f = t->f;
		e->fodd = t->fodd;
		e->fty = t->fty;
		e->i = t->i;
		return e;
	case T_LP:
		next(P);
		e = parse_expr(P);
		expect(P, T_RP);
		return e;
	case T_IDENT:
		next(P);
		if (t->nsub)
			perr(P, t->loc, "%s", "'{...}' substitutions are allowed only in an instruction's opcode");
		if (t->s == P->kw_[K_SINK])
			return mk(P, E_SINK, t->loc);
		if (t->s == P->kw_[K_SIZEOF]) {
			e = mk(P, E_SIZEOF, t->loc);
			expect(P, T_LP);
			parse_type(P, &e->ty, 0);
			expect(P, T_RP);
			return e;
		}
		if (is(P, T_LP) && !strchr(t->s, '.')) {
			next(P);
			e = mk(P, E_CALL, t->loc);
			e->name = t->s;
			e->args = parse_args(P, &e->nargs, T_RP);
			return height(P, e);
		}
		e = mk(P, E_NAME, t->loc);
		e->name = t->s;
		return e;
	default:
		expected(P, "an expression");
		if (t->k != T_EOF && t->k != T_SEMI && t->k != T_RC)
			next(P);
		return mk(P, E_INT, t->loc);
	}
}

static Expr *parse_postfix(Parser *P)
{
	Expr *e = parse_primary(P);
	while (is(P, T_LB) && !P->fatal) {
		Loc loc = next(P)->loc;
		Expr *ix = parse_expr(P);
		if (accept(P, T_COLON)) {
			Expr *s = mk(P, E_SLICE, loc);
			s->a = e;
			s->b = ix;
			s->c = parse_expr(P);
			e = height(P, s);
		} else {
			Expr *x = mk(P, E_INDEX, loc);
			x->a = e;
			x->b = ix;
			e = height(P, x);
		}
		expect(P, T_RB);
	}
	return e;
}

/* at '(': is this a pointer cast "( [global|shared] T * )"? */
static int ptr_cast_ahead(Parser *P)
{
	int j = P->i + 1;
	if (j < P->n && P->t[j].k == T_IDENT && (P->t[j].s == P->kw_[K_GLOBAL] || P->t[j].s == P->kw_[K_SHARED]))
		j++;
	if (j + 2 >= P->n || !is_type_tok(P, &P->t[j]))
		return 0;
	return P->t[j + 1].k == T_STAR && P->t[j + 2].k == T_RP;
}

static Expr *parse_unary(Parser *P)
{
	if (!enter(P)) {
		P->depth--;
		return mk(P, E_INT, peek(P)->loc);
	}
	Tok *t = peek(P);
	Expr *e;
	if (t->k == T_MINUS || t->k == T_BANG || t->k == T_TILDE || t->k == T_PLUS) {
		next(P);
		Expr *a = parse_unary(P);
		if (t->k == T_PLUS)
			e = a;
		else {
			e = mk(P, E_UN, t->loc);
			e->op = t->k;
			e->a = a;
			height(P, e);
		}
	} else if (t->k == T_LP && ptr_cast_ahead(P)) {
		/* (global T*) p, (shared T*) p, (T*) p: the same address viewed as T */
		next(P);
		e = mk(P, E_CAST, t->loc);
		e->ty.ptr = 1;
		e->ty.space = SPACE_GENERIC;     /* (T*): the operand's space */
		if (acceptkw(P, K_GLOBAL))
			e->ty.space = SPACE_GLOBAL;
		else if (acceptkw(P, K_SHARED))
			e->ty.space = SPACE_SHARED;
		type_from_ident(next(P)->s, &e->ty.ty);
		next(P);
		next(P);
		e->a = parse_unary(P);
		height(P, e);
	} else if (t->k == T_LP && is_type_tok(P, peek2(P)) && P->t[P->i + 2].k == T_RP) {
		next(P);
		e = mk(P, E_CAST, t->loc);
		type_from_ident(next(P)->s, &e->ty.ty);
		next(P);
		e->a = parse_unary(P);
		height(P, e);
	} else
		e = parse_postfix(P);
	P->depth--;
	return e;
}

static int prec(TokKind k)
{
	switch (k) {
	case T_STAR: case T_SLASH: case T_PCT: return 10;
	case T_PLUS: case T_MINUS: return 9;
	case T_SHL: case T_SHR: return 8;
	case T_LT: case T_GT: case T_LE: case T_GE: return 7;
	case T_EQ: case T_NE: return 6;
	case T_AMP: return 5;
	case T_CARET: return 4;
	case T_PIPE: return 3;
	case T_ANDAND: return 2;
	case T_OROR: return 1;
	default: return 0;
	}
}

static Expr *parse_bin(Parser *P, int minp)
{
	Expr *l = parse_unary(P);
	for (;;) {
		Tok *t = peek(P);
		int p = prec(t->k);
		if (!p || p < minp || P->fatal)
			return l;
		next(P);
		if (!enter(P)) {
			P->depth--;
			return l;
		}
		Expr *r = parse_bin(P, p + 1);
		P->depth--;
		Expr *e = mk(P, E_BIN, t->loc);
		e->op = t->k;
		e->a = l;
		e->b = r;
		l = height(P, e);
	}
}

static Expr *parse_ternary(Parser *P)
{
	Expr *c = parse_bin(P, 1);
	if (!is(P, T_QUEST))
		return c;
	Tok *t = next(P);
	if (!enter(P)) {
		P->depth--;
		return c;
	}
	Expr *e = mk(P, E_COND, t->loc);
	e->a = c;
	e->b = parse_expr(P);
	expect(P, T_COLON);
	e->c = parse_ternary(P);
	P->depth--;
	return height(P, e);
}

static Expr *parse_expr(Parser *P) { return parse_ternary(P); }

/* ---- statements ---- */

static Stmt *mks(Parser *P, SKind k, Loc loc)
{
	Stmt *s = node(P, sizeof *s);
	s->k = k;
	s->loc = loc;
	return s;
}

/* after a broken kernel/fn header: skip to its body's '{' */
static void skip_to_body(Parser *P)
{
	int depth = 0;
	while (!is(P, T_EOF)) {
		TokKind k = peek(P)->k;
		if (k == T_LC && !depth)
			break;
		if (k == T_LP || k == T_LB)
			depth++;
		else if ((k == T_RP || k == T_RB) && depth)
			depth--;
		else if (k == T_SEMI && !depth)
			break;
		next(P);
	}
	P->panic = 0;
}

static void sync_stmt(Parser *P)
{
	/* skip to the end of the broken statement: past ';' or before '}' */
	int depth = 0;
	while (!is(P, T_EOF)) {
		TokKind k = peek(P)->k;
		if (k == T_LC)
			depth++;
		else if (k == T_RC) {
			if (!depth)
				break;
			if (!--depth) {
				next(P);
				break;
			}
		} else if (k == T_SEMI && !depth) {
			next(P);
			break;
		}
		next(P);
	}
	P->panic = 0;
}

static Stmt *parse_stmt(Parser *P);

static Stmt *parse_block(Parser *P)
{
	Stmt *b = mks(P, ST_BLOCK, peek(P)->loc);
	if (!expect(P, T_LC))
		return b;
	Stmt **tail = &b->body;
	while (!is(P, T_RC) && !is(P, T_EOF) && !P->fatal) {
		int i0 = P->i;
		Stmt *s = parse_stmt(P);
		if (P->panic)
			sync_stmt(P);
		if (s) {
			*tail = s;
			while (*tail)
				tail = &(*tail)->next;
		}
		if (P->i == i0)
			next(P);
	}
	expect(P, T_RC);
	return b;
}

static Decl *parse_decls(Parser *P, int *n, int allow_dims, int allow_init)
{
	VEC(Decl) v = {0};
	do {
		Decl d = {0};
		d.name = expect_ident(P, "a name", &d.loc);
		if (!d.name)
			break;
		while (is(P, T_LB)) {
			Loc loc = next(P)->loc;
			if (!allow_dims || d.ndim == 4) {
				perr(P, loc, "%s", allow_dims ? "at most 4 dimensions" : "a pointer cannot be an array");
				break;
			}
			d.dim[d.ndim++] = parse_expr(P);
			expect(P, T_RB);
		}
		if (accept(P, T_ASSIGN)) {
			if (!allow_init)
				perr(P, d.loc, "%s", "this declaration cannot have an initializer");
			d.init = parse_expr(P);
		}
		vec_push(&v, d);
	} while (accept(P, T_COMMA) && !P->fatal);
	Decl *a = node(P, sizeof *a * (size_t)(v.n + 1));
	if (v.n)
		memcpy(a, v.v, sizeof *a * (size_t)v.n);
	*n = v.n;
	vec_free(&v);
	return a;
}

static Opnd parse_opnd(Parser *P)
{
	Opnd o = {.loc = peek(P)->loc};
	if (accept(P, T_LB)) {
		o.k = OP_MEM;
		o.e = parse_expr(P);
		if (accept(P, T_COMMA)) {
			o.k = OP_TMAP;
			if (expect(P, T_LC))
				o.v = parse_args(P, &o.n, T_RC);
		}
		expect(P, T_RB);
	} else if (accept(P, T_LC)) {
		o.k = OP_VEC;
		o.v = parse_args(P, &o.n, T_RC);
	} else {
		o.e = parse_expr(P);
		o.k = o.e->k == E_SINK ? OP_SINK : OP_EXPR;
	}
	return o;
}

/* An opcode with substitutions, "wgmma...m64n{BN}k16.f32": the literal
 * parts between the braces, and each `{expr}` parsed from the tokens the
 * lexer kept for it (it ends at a T_EOF). */
static void parse_subst(Parser *P, Tok *t, Stmt *s)
{
	int n = 0;
	for (int i = 0; i < t->nsub; i++)
		n += t->sub[i].k == T_EOF;
	s->parts = node(P, sizeof *s->parts * (size_t)(n + 1));
	s->subs = node(P, sizeof *s->subs * (size_t)n);
	s->nsubs = n;
	const char *p = t->s;
	for (int k = 0; k <= n; k++) {
		const char *b = p;
		while (*p && *p != '{')
			p++;
		s->parts[k] = arena_strndup(P->c->a, b, (size_t)(p - b));
		if (*p) {
			/* the lexer only makes a substitution of a closed {...}; be safe
			 * anyway when the text and the token disagree (fuzz-found) */
			const char *q = strchr(p, '}');
			p = q ? q + 1 : p + strlen(p);
		}
	}
	Parser S = {.c = P->c, .path = P->path, .t = t->sub, .depth = P->depth};
	memcpy(S.kw_, P->kw_, sizeof S.kw_);
	int start = 0;
	for (int k = 0; k < n; k++) {
		int end = start;
		while (t->sub[end].k != T_EOF)
			end++;
		S.t = t->sub + start;
		S.n = end - start + 1;
		S.i = 0;
		S.panic = 0;
		if (S.t[0].k == T_EOF)
			perr(&S, S.t[0].loc, "%s", "empty opcode substitution '{}'");
		s->subs[k] = parse_expr(&S);
		if (!is(&S, T_EOF))
			expected(&S, "'}' closing the opcode substitution");
		start = end + 1;
	}
}

static Stmt *parse_instr(Parser *P, Expr *guard, int neg)
{
	Tok *t = next(P);
	Stmt *s = mks(P, ST_INSTR, guard ? guard->loc : t->loc);
	s->name = t->s;
	s->nloc = t->loc;
	s->guard = guard;
	s->guard_neg = neg;
	if (t->nsub)
		parse_subst(P, t, s);
	VEC(Opnd) v = {0};
	if (!is(P, T_SEMI))
		do {
			if (P->fatal)
				break;
			vec_push(&v, parse_opnd(P));
		} while (accept(P, T_COMMA));
	s->ops = node(P, sizeof *s->ops * (size_t)(v.n + 1));
	if (v.n)
		memcpy(s->ops, v.v, sizeof *s->ops * (size_t)v.n);
	s->nops = v.n;
	vec_free(&v);
	expect(P, T_SEMI);
	return s;
}

static int is_assign_op(TokKind k)
{
	return k == T_ASSIGN || (k >= T_ADDEQ && k <= T_SHREQ) || k == T_INC || k == T_DEC;
}

/* assignment, x++/x--, or a call: the statement forms without a keyword */
static Stmt *parse_simple(Parser *P)
{
	Loc loc = peek(P)->loc;
	Expr *lhs = parse_postfix(P);
	TokKind k = peek(P)->k;
	if (is_assign_op(k)) {
		Stmt *s = mks(P, ST_ASSIGN, loc);
		s->lhs = lhs;
		s->op = k;
		next(P);
		if (k != T_INC && k != T_DEC)
			s->e = parse_expr(P);
		return s;
	}
	if (lhs->k == E_CALL) {
		Stmt *s = mks(P, ST_EXPR, loc);
		s->e = lhs;
		return s;
	}
	expected(P, "an assignment or a call");
	return NULL;
}

static Stmt *parse_decl_stmt(Parser *P)
{
	Stmt *s = mks(P, ST_DECL, peek(P)->loc);
	if (!parse_type(P, &s->ty, 1))
		return s;
	s->decls = parse_decls(P, &s->ndecls, !s->ty.ptr, 1);
	return s;
}

static Stmt *parse_for(Parser *P, Loc loc)
{
	int unroll = acceptkw(P, K_UNROLL);
	Stmt *s = mks(P, unroll ? ST_UNROLL : ST_FOR, loc);
	if (!expect(P, T_LP))
		return s;
	if (unroll) {
		Ty ty;
		if (is_type_tok(P, peek(P)) && peek2(P)->k == T_IDENT)
			next(P);      /* `for unroll (u32 i = ...)`: the type is accepted; i is a constant */
		(void)ty;
		s->name = expect_ident(P, "the unroll variable", &s->nloc);
		expect(P, T_ASSIGN);
		s->lhs = parse_expr(P);
		expect(P, T_SEMI);
	} else if (!accept(P, T_SEMI)) {
		if (is_type_tok(P, peek(P)) || iskw(P, K_GLOBAL) || iskw(P, K_SHARED))
			s->init = parse_decl_stmt(P);
		else
			s->init = parse_simple(P);
		expect(P, T_SEMI);
	}
	if (!is(P, T_SEMI))
		s->e = parse_expr(P);
	expect(P, T_SEMI);
	if (!is(P, T_RP))
		s->step = parse_simple(P);
	expect(P, T_RP);
	s->body = parse_stmt(P);
	return s;
}

/* static_assert(cond[, "message"]); after the keyword */
static Stmt *parse_assert(Parser *P, Loc loc)
{
	Stmt *s = mks(P, ST_ASSERT, loc);
	if (!expect(P, T_LP))
		return s;
	s->e = parse_expr(P);
	if (accept(P, T_COMMA)) {
		if (is(P, T_STR))
			s->name = next(P)->s;
		else
			expected(P, "a message string");
	}
	expect(P, T_RP);
	expect(P, T_SEMI);
	return s;
}

static Stmt *parse_stmt(Parser *P)
{
	if (!enter(P)) {
		P->depth--;
		return NULL;
	}
	Stmt *s = NULL;
	Tok *t = peek(P);
	Loc loc = t->loc;
	if (t->k == T_LC)
		s = parse_block(P);
	else if (t->k == T_SEMI) {
		next(P);
	} else if (t->k == T_ASM) {
		next(P);
		s = mks(P, ST_ASM, loc);
		s->name = t->s;
	} else if (t->k == T_AT) {
		next(P);
		int neg = accept(P, T_BANG);
		Expr *g = parse_postfix(P);
		g->loc = loc;
		if (peek(P)->k == T_IDENT)
			s = parse_instr(P, g, neg);
		else
			expected(P, "an instruction after the guard");
	} else if (t->k == T_IDENT && !strcmp(t->s, "trace") && peek2(P)->k == T_STR) {
		/* trace "name" { ... }: a timeline region (docs/profiling.md) */
		next(P);
		s = mks(P, ST_TRACE, loc);
		s->name = next(P)->s;
		s->body = parse_block(P);
	} else if (t->k != T_IDENT) {
		expected(P, "a statement");
	} else if (acceptkw(P, K_IF)) {
		s = mks(P, ST_IF, loc);
		expect(P, T_LP);
		s->e = parse_expr(P);
		expect(P, T_RP);
		s->body = parse_stmt(P);
		if (acceptkw(P, K_ELSE))
			s->els = parse_stmt(P);
	} else if (acceptkw(P, K_WHILE)) {
		s = mks(P, ST_WHILE, loc);
		expect(P, T_LP);
		s->e = parse_expr(P);
		expect(P, T_RP);
		s->body = parse_stmt(P);
	} else if (acceptkw(P, K_DO)) {
		s = mks(P, ST_DO, loc);
		s->body = parse_stmt(P);
		if (!acceptkw(P, K_WHILE))
			expected(P, "'while' after a do body");
		expect(P, T_LP);
		s->e = parse_expr(P);
		expect(P, T_RP);
		expect(P, T_SEMI);
	} else if (acceptkw(P, K_FOR)) {
		s = parse_for(P, loc);
	} else if (acceptkw(P, K_BREAK) || acceptkw(P, K_CONTINUE)) {
		s = mks(P, t->s == P->kw_[K_BREAK] ? ST_BREAK : ST_CONTINUE, loc);
		expect(P, T_SEMI);
	} else if (acceptkw(P, K_RETURN)) {
		s = mks(P, ST_RETURN, loc);
		if (!is(P, T_SEMI))
			s->e = parse_expr(P);
		expect(P, T_SEMI);
	} else if (acceptkw(P, K_STATIC_ASSERT)) {
		s = parse_assert(P, loc);
	} else if (acceptkw(P, K_ROLE)) {
		s = mks(P, ST_ROLE, loc);
		s->name = expect_ident(P, "a role name", &s->nloc);
		expect(P, T_LP);
		s->e = parse_expr(P);
		expect(P, T_RP);
		s->body = parse_block(P);
	} else if (acceptkw(P, K_CONST)) {
		s = mks(P, ST_CONST, loc);
		s->decls = node(P, sizeof *s->decls);
		s->ndecls = 1;
		s->decls->name = expect_ident(P, "a constant name", &s->decls->loc);
		expect(P, T_ASSIGN);
		s->decls->init = parse_expr(P);
		expect(P, T_SEMI);
	} else if (iskw(P, K_SHARED) && !(peek2(P)->k == T_IDENT && is_type_tok(P, peek2(P)) &&
	                                  P->i + 2 < P->n && P->t[P->i + 2].k == T_STAR)) {
		next(P);
		s = mks(P, ST_SHARED, loc);
		if (acceptkw(P, K_ALIGN)) {
			expect(P, T_LP);
			s->align = parse_expr(P);
			expect(P, T_RP);
		}
		if (acceptkw(P, K_MBARRIER))
			s->ty.mbar = 1;
		else if (is_type_tok(P, peek(P)))
			type_from_ident(next(P)->s, &s->ty.ty);
		else
			expected(P, "an element type or 'mbarrier'");
		if (!P->panic)
			s->decls = parse_decls(P, &s->ndecls, 1, 0);
		expect(P, T_SEMI);
	} else if (is_type_tok(P, t) || iskw(P, K_GLOBAL) || iskw(P, K_SHARED)) {
		s = parse_decl_stmt(P);
		expect(P, T_SEMI);
	} else {
		/* an instruction, or an assignment / call */
		TokKind k2 = peek2(P)->k;
		int dotted = strchr(t->s, '.') != NULL;
		int simple = dotted ? is_assign_op(k2) : is_assign_op(k2) || k2 == T_LB || k2 == T_LP ||
		             (!isa_is_base(t->s) && k2 != T_SEMI && k2 != T_IDENT && k2 != T_INT);
		if (simple)
			s = parse_simple(P), expect(P, T_SEMI);
		else
			s = parse_instr(P, NULL, 0);
	}
	P->depth--;
	return s;
}

/* ---- top level ---- */

static Param *parse_params(Parser *P, int *n, int fn)
{
	VEC(Param) v = {0};
	expect(P, T_LP);
	if (!is(P, T_RP))
		do {
			Param p = {0};
			/* a mode keyword followed by ':' is the parameter's name */
			if (fn && peek2(P)->k != T_COLON && acceptkw(P, K_INOUT))
				p.mode = PM_INOUT;
			else if (fn && peek2(P)->k != T_COLON && acceptkw(P, K_OUT))
				p.mode = PM_OUT;
			p.name = expect_ident(P, "a parameter name", &p.loc);
			if (!p.name)
				break;
			expect(P, T_COLON);
			if (!parse_type(P, &p.ty, 1))
				break;
			vec_push(&v, p);
		} while (accept(P, T_COMMA) && !P->fatal);
	expect(P, T_RP);
	Param *a = node(P, sizeof *a * (size_t)(v.n + 1));
	if (v.n)
		memcpy(a, v.v, sizeof *a * (size_t)v.n);
	*n = v.n;
	vec_free(&v);
	return a;
}

static int parse_dims(Parser *P, Expr **out, Loc *loc)
{
	*loc = peek(P)->loc;
	int n = 0;
	Expr **a = NULL;
	next(P);
	if (is(P, T_LP)) {
		next(P);
		a = parse_args(P, &n, T_RP);
	} else
		expected(P, "'('");
	if (n > 3) {
		perr(P, *loc, "%s", "launch dimensions take at most 3 values");
		n = 3;
	}
	for (int i = 0; i < n; i++)
		out[i] = a[i];
	return n;
}

static void parse_kernel(Parser *P, Loc loc)
{
	Kernel *k = node(P, sizeof *k);
	k->loc = loc;
	k->name = expect_ident(P, "a kernel name", &k->loc);
	if (accept(P, T_LT)) {
		VEC(Param) v = {0};
		do {
			Param p = {0};
			p.name = expect_ident(P, "a template parameter name", &p.loc);
			if (!p.name)
				break;
			if (accept(P, T_ASSIGN))
				p.def = parse_bin(P, 8);   /* above comparisons: '>' closes the list */
			vec_push(&v, p);
		} while (accept(P, T_COMMA) && !P->fatal);
		expect(P, T_GT);
		k->tparams = node(P, sizeof *k->tparams * (size_t)(v.n + 1));
		if (v.n)
			memcpy(k->tparams, v.v, sizeof *k->tparams * (size_t)v.n);
		k->ntparams = v.n;
		vec_free(&v);
	}
	k->params = parse_params(P, &k->nparams, 0);
	while (!is(P, T_LC) && !is(P, T_EOF) && !P->panic) {
		if (iskw(P, K_GRID))
			k->ngrid = parse_dims(P, k->grid, &k->grid_loc);
		else if (iskw(P, K_BLOCK))
			k->nblock = parse_dims(P, k->block, &k->block_loc);
		else if (iskw(P, K_CLUSTER))
			k->ncluster = parse_dims(P, k->cluster, &k->cluster_loc);
		else if (acceptkw(P, K_TARGET)) {
			expect(P, T_LP);
			k->target = expect_ident(P, "a target like sm_90a", &k->target_loc);
			expect(P, T_RP);
		} else if (acceptkw(P, K_MINBLOCKS)) {
			expect(P, T_LP);
			k->minblocks = parse_expr(P);
			expect(P, T_RP);
		} else if (acceptkw(P, K_MAXNREG)) {
			expect(P, T_LP);
			k->maxnreg = parse_expr(P);
			expect(P, T_RP);
		} else {
			expected(P, "a launch attribute (grid, block, cluster, target, minblocks, maxnreg) or '{'");
			break;
		}
	}
	if (P->panic)
		skip_to_body(P);
	Stmt *b = parse_block(P);
	k->body = b->body;
	if (k->name)
		vec_push(&P->c->kernels, k);
}

static void parse_fn(Parser *P, Loc loc)
{
	Fn *f = node(P, sizeof *f);
	if (!acceptkw(P, K_FN)) {
		expected(P, "'fn' after 'inline'");
		return;
	}
	f->name = expect_ident(P, "a function name", &f->loc);
	(void)loc;
	f->params = parse_params(P, &f->nparams, 1);
	if (accept(P, T_ARROW)) {
		if (parse_type(P, &f->ret, 1) && f->ret.tmap)
			perr(P, loc, "%s", "an inline fn cannot return a tensormap");
	}
	if (P->panic)
		skip_to_body(P);
	Stmt *b = parse_block(P);
	f->body = b->body;
	if (f->name)
		vec_push(&P->c->fns, f);
}

static char *dirname_of(Ctx *c, const char *path)
{
	const char *sl = strrchr(path, '/');
	return sl ? arena_strndup(c->a, path, (size_t)(sl - path + 1)) : arena_strdup(c->a, "");
}

static void parse_import(Parser *P, Loc loc)
{
	Ctx *c = P->c;
	Tok *t = peek(P);
	if (t->k != T_STR) {
		expected(P, "a file name string");
		return;
	}
	next(P);
	expect(P, T_SEMI);
	if (P->panic)
		return;
	/* search: the importing file's directory, then each include dir */
	char *cand = NULL;
	int found = 0;
	for (int i = -1; i < c->in->nincdirs && !found; i++) {
		if (t->s[0] == '/')
			cand = arena_strdup(c->a, t->s);
		else if (i < 0)
			cand = arena_printf(c->a, "%s%s", dirname_of(c, P->path), t->s);
		else
			cand = arena_printf(c->a, "%s/%s", c->in->incdirs[i], t->s);
		struct stat st;
		if (!stat(cand, &st) && S_ISREG(st.st_mode))   /* never a device or a fifo */
			found = 1;
		if (t->s[0] == '/')
			break;
	}
	if (!found) {
		cerr(c, t->loc, "cannot find import \"%s\"", t->s);
		return;
	}
	char *canon = realpath(cand, NULL);
	const char *key = intern(c, canon ? canon : cand, strlen(canon ? canon : cand));
	free(canon);
	for (int i = 0; i < c->stack.n; i++)
		if (c->stack.v[i] == key) {
			cerr(c, t->loc, "import cycle: \"%s\" is already being imported", t->s);
			return;
		}
	for (int i = 0; i < c->files.n; i++)
		if (c->files.v[i] == key)
			return;       /* imported once */
	if (c->stack.n >= MAX_IMPORTS) {
		cerr(c, loc, "imports nested too deeply");
		return;
	}
	vec_push(&c->files, key);
	Tok *toks;
	int n;
	int r = lex_file(c, cand, NULL, 0, &toks, &n);
	if (r) {
		if (r == -2)
			cerr(c, t->loc, "import \"%s\" is too large (more than %d MiB)", t->s, MAX_FILE >> 20);
		else
			cerr(c, t->loc, "cannot read import \"%s\": %s", t->s, strerror(errno));
		return;
	}
	parse_file(c, cand, toks, n);
}

void parse_file(Ctx *c, const char *path, Tok *toks, int ntoks)
{
	Parser P = {.c = c, .path = path, .t = toks, .n = ntoks};
	for (int i = 0; i < K_COUNT; i++)
		P.kw_[i] = intern(c, kwnames[i], strlen(kwnames[i]));
	const char *key = NULL;
	{
		char *canon = realpath(path, NULL);
		key = intern(c, canon ? canon : path, strlen(canon ? canon : path));
		free(canon);
	}
	int known = 0;
	for (int i = 0; i < c->files.n; i++)
		known |= c->files.v[i] == key;
	if (!known)
		vec_push(&c->files, key);
	vec_push(&c->stack, key);
	while (!is(&P, T_EOF) && !P.fatal) {
		int i0 = P.i;
		Tok *t = peek(&P);
		P.panic = 0;
		if (acceptkw(&P, K_IMPORT))
			parse_import(&P, t->loc);
		else if (acceptkw(&P, K_CONST)) {
			ConstDef *cd = node(&P, sizeof *cd);
			cd->name = expect_ident(&P, "a constant name", &cd->loc);
			expect(&P, T_ASSIGN);
			cd->e = parse_expr(&P);
			expect(&P, T_SEMI);
			if (cd->name && !P.panic)
				vec_push(&c->consts, cd);
		} else if (acceptkw(&P, K_INLINE))
			parse_fn(&P, t->loc);
		else if (acceptkw(&P, K_KERNEL))
			parse_kernel(&P, t->loc);
		else if (acceptkw(&P, K_STATIC_ASSERT)) {
			Stmt *s = parse_assert(&P, t->loc);
			if (!P.panic)
				vec_push(&c->asserts, s);
		} else
			expected(&P, "'kernel', 'inline fn', 'const', 'static_assert' or 'import'");
		if (P.panic)
			sync_stmt(&P);
		if (P.i == i0)
			next(&P);
	}
	c->stack.n--;
}

static int count_stmts(const Stmt *s)
{
	int n = 0;
	for (; s; s = s->next)
		n++;
	return n;
}

static void dump_params(Buf *out, const Param *p, int n)
{
	for (int i = 0; i < n; i++) {
		buf_printf(out, "%s%s", i ? ", " : "", p[i].name ? p[i].name : "?");
		if (p[i].ty.tmap)
			buf_puts(out, ": tensormap");
		else if (p[i].ty.ptr)
			buf_printf(out, ": %s %s*", space_name(p[i].ty.space), p[i].ty.ty ? ty_name(p[i].ty.ty) : "void");
		else if (p[i].ty.ty)
			buf_printf(out, ": %s", ty_name(p[i].ty.ty));
	}
}

/* The parse pass's output for --dump-ir=parse: the declarations read (all
 * files, imports included), in the order sema sees them. */
void parse_dump(Ctx *c, Buf *out)
{
	for (int i = 0; i < c->files.n; i++)
		buf_printf(out, "file %s\n", c->files.v[i]);
	for (int i = 0; i < c->consts.n; i++)
		buf_printf(out, "const %s    ; %s:%d\n", c->consts.v[i]->name, c->consts.v[i]->loc.file, c->consts.v[i]->loc.line);
	for (int i = 0; i < c->fns.n; i++) {
		const Fn *f = c->fns.v[i];
		buf_printf(out, "inline fn %s(", f->name);
		dump_params(out, f->params, f->nparams);
		buf_printf(out, ") %d statements    ; %s:%d\n", count_stmts(f->body), f->loc.file, f->loc.line);
	}
	for (int i = 0; i < c->kernels.n; i++) {
		const Kernel *k = c->kernels.v[i];
		buf_printf(out, "kernel %s", k->name);
		if (k->ntparams) {
			buf_putc(out, '<');
			dump_params(out, k->tparams, k->ntparams);
			buf_putc(out, '>');
		}
		buf_putc(out, '(');
		dump_params(out, k->params, k->nparams);
		buf_printf(out, ") %d statements    ; %s:%d\n", count_stmts(k->body), k->loc.file, k->loc.line);
	}
	buf_printf(out, "%d static_assert(s) at module scope\n", c->asserts.n);
}
