/* Workload expressions: shapes, scalars, box sizes and the flops/bytes
 * formulas, written as strings over case variables and template parameters.
 * Integer arithmetic stays exact (int64, C division); a float literal or a
 * float function makes the value a double from there on. */
#include "work/work.h"
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum { E_INT, E_FLT, E_VAR, E_NEG, E_BIN, E_CALL } EKind;

struct WExpr {
	EKind k;
	char op;               /* E_BIN: + - * / % */
	int64_t i;
	double f;
	const char *name;      /* E_VAR, E_CALL */
	WExpr *a, *b;          /* operands / call arguments (b may be NULL) */
	int nargs;
	Loc loc;
};

typedef struct {
	Arena *ar;
	const char *s, *p;
	Loc base;
	Diags *d;
	int err;
} EP;

static Loc here(EP *e)
{
	Loc l = e->base;
	/* a string's text starts one column after its opening quote */
	l.col += 1 + (int)(e->p - e->s);
	return l;
}

static void eerr(EP *e, const char *msg)
{
	if (!e->err)
		diag_error(e->d, here(e), "%s", msg);
	e->err = 1;
}

static void sp(EP *e)
{
	while (*e->p == ' ' || *e->p == '\t')
		e->p++;
}

static WExpr *node(EP *e, EKind k)
{
	WExpr *x = arena_alloc(e->ar, sizeof *x);
	x->k = k;
	x->loc = here(e);
	return x;
}

static WExpr *expr(EP *e);

static const struct { const char *name; int nargs; } funcs[] = {
	{"ceil_div", 2}, {"min", 2}, {"max", 2}, {"pow", 2}, {"sqrt", 1}, {"exp", 1}, {"log", 1},
};

static WExpr *primary(EP *e)
{
	sp(e);
	if (e->err)
		return NULL;
	if (*e->p == '(') {
		e->p++;
		WExpr *x = expr(e);
		sp(e);
		if (*e->p != ')') {
			eerr(e, "expected ')' in expression");
			return NULL;
		}
		e->p++;
		return x;
	}
	if (*e->p == '-') {
		WExpr *x = node(e, E_NEG);
		e->p++;
		x->a = primary(e);
		return x;
	}
	if (isdigit((unsigned char)*e->p) || *e->p == '.') {
		WExpr *x = node(e, E_INT);
		const char *q = e->p;
		int isf = 0;
		if (q[0] == '0' && (q[1] == 'x' || q[1] == 'X')) {
			char *end;
			x->i = (int64_t)strtoull(q, &end, 16);
			e->p = end;
		} else {
			while (isdigit((unsigned char)*q))
				q++;
			if (*q == '.' || *q == 'e' || *q == 'E')
				isf = 1;
			char *end;
			if (isf) {
				x->k = E_FLT;
				x->f = json_strtod(e->p, &end);
			} else {
				unsigned long long v = strtoull(e->p, &end, 10);
				if (v > INT64_MAX) {
					eerr(e, "integer literal out of range");
					return NULL;
				}
				x->i = (int64_t)v;
			}
			e->p = end;
		}
		return x;
	}
	if (isalpha((unsigned char)*e->p) || *e->p == '_') {
		const char *q = e->p;
		while (isalnum((unsigned char)*q) || *q == '_')
			q++;
		WExpr *x = node(e, E_VAR);
		x->name = arena_strndup(e->ar, e->p, (size_t)(q - e->p));
		e->p = q;
		sp(e);
		if (*e->p != '(')
			return x;
		int fi = -1;
		for (size_t i = 0; i < sizeof funcs / sizeof funcs[0]; i++)
			if (!strcmp(funcs[i].name, x->name))
				fi = (int)i;
		if (fi < 0) {
			e->p = q - strlen(x->name);
			eerr(e, "unknown function (known: ceil_div min max pow sqrt exp log)");
			return NULL;
		}
		x->k = E_CALL;
		e->p++;
		x->a = expr(e);
		x->nargs = 1;
		sp(e);
		if (*e->p == ',') {
			e->p++;
			x->b = expr(e);
			x->nargs = 2;
			sp(e);
		}
		if (e->err)
			return NULL;
		if (*e->p != ')') {
			eerr(e, "expected ')' or ',' in call");
			return NULL;
		}
		if (x->nargs != funcs[fi].nargs) {
			eerr(e, funcs[fi].nargs == 1 ? "function takes 1 argument" : "function takes 2 arguments");
			return NULL;
		}
		e->p++;
		return x;
	}
	eerr(e, *e->p ? "unexpected character in expression" : "expression expected");
	return NULL;
}

static WExpr *term(EP *e)
{
	WExpr *x = primary(e);
	for (;;) {
		sp(e);
		if (e->err || (*e->p != '*' && *e->p != '/' && *e->p != '%'))
			return x;
		WExpr *y = node(e, E_BIN);
		y->op = *e->p++;
		y->a = x;
		y->b = primary(e);
		x = y;
	}
}

static WExpr *expr(EP *e)
{
	WExpr *x = term(e);
	for (;;) {
		sp(e);
		if (e->err || (*e->p != '+' && *e->p != '-'))
			return x;
		WExpr *y = node(e, E_BIN);
		y->op = *e->p++;
		y->a = x;
		y->b = term(e);
		x = y;
	}
}

WExpr *wexpr_parse(Arena *a, const char *s, Loc loc, Diags *d)
{
	EP e = {a, s, s, loc, d, 0};
	WExpr *x = expr(&e);
	sp(&e);
	if (!e.err && *e.p)
		eerr(&e, "unexpected text after expression");
	return e.err ? NULL : x;
}

Loc wexpr_loc(const WExpr *e)
{
	Loc l = {0};
	return e ? e->loc : l;
}

static void setf(WVal *v, double f)
{
	v->is_float = 1;
	v->f = f;
	v->i = 0;
}

static void seti(WVal *v, int64_t i)
{
	v->is_float = 0;
	v->i = i;
	v->f = (double)i;
}

int wexpr_eval(const WExpr *e, const WEnv *env, WVal *out, char *err, size_t errlen)
{
	WVal a, b;
	switch (e->k) {
	case E_INT: seti(out, e->i); return 0;
	case E_FLT: setf(out, e->f); return 0;
	case E_VAR:
		for (int i = env ? env->n - 1 : -1; i >= 0; i--)
			if (!strcmp(env->name[i], e->name)) {
				seti(out, env->val[i]);
				return 0;
			}
		snprintf(err, errlen, "%d:%d: unknown variable '%s'", e->loc.line, e->loc.col, e->name);
		return -1;
	case E_NEG:
		if (wexpr_eval(e->a, env, &a, err, errlen))
			return -1;
		if (a.is_float)
			setf(out, -a.f);
		else
			seti(out, (int64_t)(0 - (uint64_t)a.i));
		return 0;
	case E_BIN: case E_CALL:
		break;
	}
	if (wexpr_eval(e->a, env, &a, err, errlen) || (e->b && wexpr_eval(e->b, env, &b, err, errlen)))
		return -1;
	if (e->k == E_CALL) {
		const char *n = e->name;
		if (!strcmp(n, "sqrt")) { setf(out, sqrt(a.f)); return 0; }
		if (!strcmp(n, "exp")) { setf(out, exp(a.f)); return 0; }
		if (!strcmp(n, "log")) { setf(out, log(a.f)); return 0; }
		if (!strcmp(n, "pow")) {
			if (!a.is_float && !b.is_float && b.i >= 0 && b.i < 64) {
				int64_t r = 1;
				for (int64_t k = 0; k < b.i; k++)
					r = (int64_t)((uint64_t)r * (uint64_t)a.i);
				seti(out, r);
			} else
				setf(out, pow(a.f, b.f));
			return 0;
		}
		int fl = a.is_float || b.is_float;
		if (!strcmp(n, "min")) { fl ? setf(out, fmin(a.f, b.f)) : seti(out, a.i < b.i ? a.i : b.i); return 0; }
		if (!strcmp(n, "max")) { fl ? setf(out, fmax(a.f, b.f)) : seti(out, a.i > b.i ? a.i : b.i); return 0; }
		/* ceil_div */
		if (fl) {
			setf(out, ceil(a.f / b.f));
			return 0;
		}
		if (!b.i) {
			snprintf(err, errlen, "%d:%d: ceil_div by zero", e->loc.line, e->loc.col);
			return -1;
		}
		seti(out, (a.i + b.i - 1) / b.i);
		return 0;
	}
	if (a.is_float || b.is_float) {
		switch (e->op) {
		case '+': setf(out, a.f + b.f); return 0;
		case '-': setf(out, a.f - b.f); return 0;
		case '*': setf(out, a.f * b.f); return 0;
		case '/': setf(out, a.f / b.f); return 0;
		case '%': setf(out, fmod(a.f, b.f)); return 0;
		}
	}
	switch (e->op) {
	case '+': seti(out, (int64_t)((uint64_t)a.i + (uint64_t)b.i)); return 0;
	case '-': seti(out, (int64_t)((uint64_t)a.i - (uint64_t)b.i)); return 0;
	case '*': seti(out, (int64_t)((uint64_t)a.i * (uint64_t)b.i)); return 0;
	case '/': case '%':
		if (!b.i) {
			snprintf(err, errlen, "%d:%d: division by zero", e->loc.line, e->loc.col);
			return -1;
		}
		if (b.i == -1) {
			seti(out, e->op == '/' ? (int64_t)(0 - (uint64_t)a.i) : 0);
			return 0;
		}
		seti(out, e->op == '/' ? a.i / b.i : a.i % b.i);
		return 0;
	}
	snprintf(err, errlen, "bad expression");
	return -1;
}
