/* Workload files: parsing (schema in docs/workloads.md) with line:col
 * errors, case instances (inputs generated from the seed, outputs
 * poisoned), binding to a kernel's parameters and launch dimensions. */
#include "work/work.h"
#include <errno.h>
#include <sys/stat.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct {
	Workload *w;
	Diags *d;
	const char *file;
	int nerr;
} PS;

static Loc jloc(PS *ps, const JVal *v)
{
	Loc l = {ps->file, v ? v->line : 0, v ? v->col : 0};
	return l;
}

#define PERR(ps, v, ...) (diag_error((ps)->d, jloc((ps), (v)), __VA_ARGS__), (ps)->nerr++)

static const char *jtype_name(JType t)
{
	static const char *n[] = {"null", "a boolean", "a number", "a string", "an array", "an object"};
	return n[t];
}

static int path_is_abs(const char *p) { return p[0] == '/'; }

/* A path from the workload, relative to the workload file's directory. */
static const char *wpath(PS *ps, const char *s)
{
	const char *slash = strrchr(ps->file, '/');
	if (path_is_abs(s) || !slash)
		return arena_strdup(ps->w->arena, s);
	return arena_printf(ps->w->arena, "%.*s/%s", (int)(slash - ps->file), ps->file, s);
}

/* Rejects keys outside the allowed list (typos must not pass silently). */
static void known_keys(PS *ps, const JVal *o, const char *const *keys, const char *what)
{
	for (int i = 0; i < o->n; i++) {
		int ok = 0;
		for (const char *const *k = keys; *k; k++)
			if (!strcmp(*k, o->keys[i]))
				ok = 1;
		if (!ok)
			PERR(ps, o->items[i], "unknown key '%s' in %s", o->keys[i], what);
	}
}

static const JVal *want(PS *ps, const JVal *o, const char *key, JType t, int required, const char *what)
{
	const JVal *v = json_get(o, key);
	if (!v) {
		if (required)
			PERR(ps, o, "%s: missing \"%s\"", what, key);
		return NULL;
	}
	if (v->t != t) {
		PERR(ps, v, "%s: \"%s\" must be %s, not %s", what, key, jtype_name(t), jtype_name(v->t));
		return NULL;
	}
	return v;
}

/* An expression: a JSON integer/number or a string. */
static WExpr *jexpr(PS *ps, const JVal *v, const char *what)
{
	Arena *a = ps->w->arena;
	if (!v)
		return NULL;
	if (v->t == JNUM) {
		char tmp[64];
		if (v->is_int)
			snprintf(tmp, sizeof tmp, "%lld", v->i);
		else
			snprintf(tmp, sizeof tmp, "%.17g", v->num);
		/* a number has no quote: shift the location one column left */
		Loc l = jloc(ps, v);
		l.col -= 1;
		return wexpr_parse(a, tmp, l, ps->d);
	}
	if (v->t != JSTR) {
		PERR(ps, v, "%s must be a number or an expression string", what);
		return NULL;
	}
	int before = ps->d->nerr;
	WExpr *e = wexpr_parse(a, v->s, jloc(ps, v), ps->d);
	if (!e && ps->d->nerr == before)
		PERR(ps, v, "bad expression in %s", what);
	if (!e)
		ps->nerr++;
	return e;
}

/* "uniform(-1, 1)", "normal(0, 1)", "arange", "arange(0, 1)", "const(2.5)",
 * "randint(0, 9)" */
static int parse_init(PS *ps, const JVal *v, WInit *in)
{
	static const struct { const char *name; WInitKind k; int min, max; double d0, d1; } kinds[] = {
		{"uniform", WI_UNIFORM, 0, 2, -1, 1}, {"normal", WI_NORMAL, 0, 2, 0, 1},
		{"arange", WI_ARANGE, 0, 2, 0, 1}, {"const", WI_CONST, 1, 1, 0, 0},
		{"randint", WI_RANDINT, 2, 2, 0, 0},
	};
	const char *s = v->s;
	size_t n = strcspn(s, "( ");
	int ki = -1;
	for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
		if (strlen(kinds[i].name) == n && !strncmp(kinds[i].name, s, n))
			ki = (int)i;
	if (ki < 0) {
		PERR(ps, v, "unknown init '%.*s' (uniform(lo,hi), normal(mean,std), arange(start,step), const(v), randint(lo,hi))", (int)n, s);
		return -1;
	}
	in->kind = kinds[ki].k;
	in->a = kinds[ki].d0;
	in->b = kinds[ki].d1;
	double val[2];
	int nv = 0;
	const char *p = s + n;
	while (*p == ' ')
		p++;
	if (*p == '(') {
		p++;
		for (;;) {
			while (*p == ' ')
				p++;
			if (*p == ')' && nv == 0) {
				p++;
				break;
			}
			char *end;
			errno = 0;
			double x = json_strtod(p, &end);
			if (end == p || nv == 2 || errno) {
				PERR(ps, v, "init '%s': expected a number at offset %d", s, (int)(p - s));
				return -1;
			}
			val[nv++] = x;
			p = end;
			while (*p == ' ')
				p++;
			if (*p == ',') {
				p++;
				continue;
			}
			if (*p == ')') {
				p++;
				break;
			}
			PERR(ps, v, "init '%s': expected ',' or ')' at offset %d", s, (int)(p - s));
			return -1;
		}
	}
	while (*p == ' ')
		p++;
	if (*p) {
		PERR(ps, v, "init '%s': unexpected text at offset %d", s, (int)(p - s));
		return -1;
	}
	if (nv < kinds[ki].min || (nv != 0 && nv != kinds[ki].max && kinds[ki].max == 2 && kinds[ki].min == 0)) {
		PERR(ps, v, "init '%s': %s takes %d argument%s", s, kinds[ki].name, kinds[ki].max, kinds[ki].max == 1 ? "" : "s");
		return -1;
	}
	if (nv > 0)
		in->a = val[0];
	if (nv > 1)
		in->b = val[1];
	if (in->kind == WI_UNIFORM && !(in->a <= in->b)) {
		PERR(ps, v, "init '%s': uniform needs lo <= hi", s);
		return -1;
	}
	if (in->kind == WI_RANDINT && (in->a != floor(in->a) || in->b != floor(in->b) || in->a > in->b)) {
		PERR(ps, v, "init '%s': randint needs integer lo <= hi", s);
		return -1;
	}
	if (in->kind == WI_NORMAL && !(in->b >= 0)) {
		PERR(ps, v, "init '%s': normal needs std >= 0", s);
		return -1;
	}
	return 0;
}

/* {"dist": "uniform", "lo": -1, "hi": 1, "seed": 7}; keys by distribution:
 * uniform lo hi, normal mean std, arange start step, const value, randint lo hi */
static int parse_init_obj(PS *ps, const JVal *v, WInit *in)
{
	static const struct { const char *dist; WInitKind k; const char *k0, *k1; double d0, d1; int req; } kinds[] = {
		{"uniform", WI_UNIFORM, "lo", "hi", -1, 1, 0}, {"normal", WI_NORMAL, "mean", "std", 0, 1, 0},
		{"arange", WI_ARANGE, "start", "step", 0, 1, 0}, {"const", WI_CONST, "value", NULL, 0, 0, 1},
		{"randint", WI_RANDINT, "lo", "hi", 0, 0, 2},
	};
	const JVal *dv = want(ps, v, "dist", JSTR, 1, "init");
	if (!dv)
		return -1;
	int ki = -1;
	for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
		if (!strcmp(kinds[i].dist, dv->s))
			ki = (int)i;
	if (ki < 0) {
		PERR(ps, dv, "unknown distribution '%s' (uniform, normal, arange, const, randint)", dv->s);
		return -1;
	}
	in->kind = kinds[ki].k;
	in->a = kinds[ki].d0;
	in->b = kinds[ki].d1;
	int got = 0, bad = 0;
	for (int i = 0; i < v->n; i++) {
		const char *key = v->keys[i];
		const JVal *x = v->items[i];
		if (!strcmp(key, "dist"))
			continue;
		if (!strcmp(key, "seed")) {
			if (x->t != JNUM || !x->is_int || x->i < 0) {
				PERR(ps, x, "\"seed\" must be a non-negative integer");
				bad = 1;
			} else
				in->seed = (uint64_t)x->i;
			continue;
		}
		double *dst = !strcmp(key, kinds[ki].k0) ? &in->a : kinds[ki].k1 && !strcmp(key, kinds[ki].k1) ? &in->b : NULL;
		if (!dst) {
			PERR(ps, x, "unknown key '%s' for distribution %s (%s%s%s, seed)", key, kinds[ki].dist,
				kinds[ki].k0, kinds[ki].k1 ? ", " : "", kinds[ki].k1 ? kinds[ki].k1 : "");
			bad = 1;
			continue;
		}
		if (x->t != JNUM) {
			PERR(ps, x, "\"%s\" must be a number", key);
			bad = 1;
			continue;
		}
		*dst = x->num;
		got++;
	}
	if (bad)
		return -1;
	if (got < kinds[ki].req) {
		PERR(ps, v, "distribution %s needs %s%s%s", kinds[ki].dist, kinds[ki].k0,
			kinds[ki].k1 ? " and " : "", kinds[ki].k1 ? kinds[ki].k1 : "");
		return -1;
	}
	if (in->kind == WI_UNIFORM && !(in->a <= in->b)) {
		PERR(ps, v, "uniform needs lo <= hi");
		return -1;
	}
	if (in->kind == WI_RANDINT && (in->a != floor(in->a) || in->b != floor(in->b) || in->a > in->b)) {
		PERR(ps, v, "randint needs integer lo <= hi");
		return -1;
	}
	if (in->kind == WI_NORMAL && !(in->b >= 0)) {
		PERR(ps, v, "normal needs std >= 0");
		return -1;
	}
	return 0;
}

static int pick(PS *ps, const JVal *v, const char *const *names, int n, const char *what)
{
	if (v->t == JSTR)
		for (int i = 0; i < n; i++)
			if (!strcmp(v->s, names[i]))
				return i;
	Buf b = {0};
	for (int i = 0; i < n; i++)
		buf_printf(&b, "%s%s", i ? ", " : "", names[i]);
	PERR(ps, v, "%s must be one of: %s", what, buf_str(&b));
	buf_free(&b);
	return 0;
}

static int lay_dt_of(DType t)
{
	switch (t) {
	case DT_U8: case DT_S8: case DT_E4M3: case DT_E5M2: return LAY_DT_U8;
	case DT_U16: case DT_S16: return LAY_DT_U16;
	case DT_U32: return LAY_DT_U32;
	case DT_S32: return LAY_DT_S32;
	case DT_U64: return LAY_DT_U64;
	case DT_S64: return LAY_DT_S64;
	case DT_F16: return LAY_DT_F16;
	case DT_F32: return LAY_DT_F32;
	case DT_F64: return LAY_DT_F64;
	case DT_BF16: return LAY_DT_BF16;
	default: return -1;
	}
}

static void parse_arg(PS *ps, const JVal *v, int idx)
{
	static const char *const tkeys[] = {"name", "kind", "dtype", "shape", "init", "seed", "output", "param", "scratch", NULL};
	static const char *const mkeys[] = {"name", "kind", "tensor", "box", "element_strides", "swizzle",
		"interleave", "oob_fill", "l2_promotion", "dtype", "mode", "pixel_box_lower", "pixel_box_upper",
		"channels_per_pixel", "pixels_per_column", NULL};
	static const char *const skeys[] = {"name", "kind", "dtype", "value", NULL};
	Workload *w = ps->w;
	WArg *a = &w->args[idx];
	a->loc = jloc(ps, v);
	a->tensor = -1;
	a->param = 1;
	if (v->t != JOBJ) {
		PERR(ps, v, "args[%d] must be an object", idx);
		return;
	}
	const JVal *nm = want(ps, v, "name", JSTR, 1, "argument");
	a->name = nm ? nm->s : arena_printf(w->arena, "arg%d", idx);
	for (int i = 0; i < idx; i++)
		if (nm && w->args[i].name && !strcmp(w->args[i].name, nm->s))
			PERR(ps, nm, "duplicate argument name '%s'", nm->s);
	const JVal *k = want(ps, v, "kind", JSTR, 1, "argument");
	if (!k)
		return;
	const JVal *dt = want(ps, v, "dtype", JSTR, 0, "argument");
	if (dt) {
		a->dtype = dtype_from_name(dt->s);
		if (a->dtype == DT_NONE)
			PERR(ps, dt, "unknown dtype '%s' (f32 f64 f16 bf16 e4m3 e5m2 u8 s8 u16 s16 u32 s32 u64 s64)", dt->s);
	}
	if (!strcmp(k->s, "tensor")) {
		a->kind = WA_TENSOR;
		known_keys(ps, v, tkeys, "a tensor argument");
		if (!dt)
			PERR(ps, v, "tensor '%s': missing \"dtype\"", a->name);
		const JVal *sh = want(ps, v, "shape", JARR, 1, "tensor");
		if (sh) {
			if (sh->n < 1 || sh->n > 8)
				PERR(ps, sh, "tensor '%s': shape must have 1 to 8 dimensions", a->name);
			else {
				a->ndim = sh->n;
				for (int i = 0; i < sh->n; i++)
					a->shape[i] = jexpr(ps, sh->items[i], "shape");
			}
		}
		const JVal *out = json_get(v, "output");
		if (out && out->t != JBOOL)
			PERR(ps, out, "\"output\" must be true or false");
		a->output = out && out->t == JBOOL && out->b;
		const JVal *sc = json_get(v, "scratch");
		if (sc && sc->t != JBOOL)
			PERR(ps, sc, "\"scratch\" must be true or false");
		a->scratch = sc && sc->t == JBOOL && sc->b;
		if (a->scratch && a->output)
			PERR(ps, sc, "tensor '%s': an output cannot be \"scratch\"", a->name);
		const JVal *pa = json_get(v, "param");
		if (pa && pa->t != JBOOL)
			PERR(ps, pa, "\"param\" must be true or false");
		else if (pa)
			a->param = pa->b;
		const JVal *in = json_get(v, "init");
		a->init.seed = 0;
		if (!in && !a->output)
			PERR(ps, v, "input tensor '%s': missing \"init\"", a->name);
		else if (in && in->t == JSTR && !parse_init(ps, in, &a->init))
			a->has_init = 1;
		else if (in && in->t == JOBJ && json_get(in, "file")) {
			static const char *const fkeys[] = {"file", NULL};
			known_keys(ps, in, fkeys, "a file init");
			const JVal *fv = want(ps, in, "file", JSTR, 1, "init");
			if (fv) {
				a->init.kind = WI_FILE;
				a->init_file = wpath(ps, fv->s);
				a->init_loc = jloc(ps, fv);
				a->has_init = 1;
			}
		} else if (in && in->t == JOBJ && !parse_init_obj(ps, in, &a->init))
			a->has_init = 1;
		else if (in && in->t != JSTR && in->t != JOBJ)
			PERR(ps, in, "\"init\" must be a string such as \"uniform(-1, 1)\" or an object such as {\"dist\": \"uniform\", \"lo\": -1, \"hi\": 1}");
		const JVal *seed = json_get(v, "seed");
		if (seed && (seed->t != JNUM || !seed->is_int || seed->i < 0))
			PERR(ps, seed, "\"seed\" must be a non-negative integer");
		else if (seed)
			a->init.seed = (uint64_t)seed->i;
	} else if (!strcmp(k->s, "tmap") || !strcmp(k->s, "tensormap")) {
		static const char *const sw[] = {"none", "32B", "64B", "128B"};
		static const char *const il[] = {"none", "16B", "32B"};
		static const char *const l2[] = {"none", "64B", "128B", "256B"};
		static const char *const oob[] = {"zero", "nan"};
		a->kind = WA_TMAP;
		known_keys(ps, v, mkeys, "a tensor-map argument");
		const JVal *t = want(ps, v, "tensor", JSTR, 1, "tensor map");
		if (t) {
			for (int i = 0; i < idx; i++)
				if (w->args[i].kind == WA_TENSOR && !strcmp(w->args[i].name, t->s))
					a->tensor = i;
			if (a->tensor < 0)
				PERR(ps, t, "tensor map '%s': no tensor argument '%s' before it", a->name, t->s);
		}
		int rank = a->tensor >= 0 ? w->args[a->tensor].ndim : 0;
		if (rank > 5)
			PERR(ps, v, "tensor map '%s': rank %d exceeds 5", a->name, rank);
		static const char *const modes[] = {"tile", "im2col"};
		const JVal *mo = json_get(v, "mode");
		if (mo)
			a->tmode = pick(ps, mo, modes, 2, "\"mode\"");
		if (a->tmode == LAY_MODE_IM2COL) {
			/* cuTensorMapEncodeIm2col: an NWC / NHWC / NDHWC tensor */
			static const char *const ck[] = {"pixel_box_lower", "pixel_box_upper"};
			if (rank && (rank < 3 || rank > 5))
				PERR(ps, v, "im2col tensor map '%s': the tensor has %d dimensions (im2col needs 3..5: NWC, NHWC, NDHWC)",
					a->name, rank);
			if (json_get(v, "box"))
				PERR(ps, json_get(v, "box"), "im2col tensor map '%s': no \"box\" (channels_per_pixel and pixels_per_column give the shape)",
					a->name);
			for (int c = 0; c < 2; c++) {
				const JVal *cv = want(ps, v, ck[c], JARR, 1, "im2col tensor map");
				if (!cv)
					continue;
				if (rank >= 3 && cv->n != rank - 2) {
					PERR(ps, cv, "im2col tensor map '%s': %s has %d entries, the tensor has %d spatial dimensions",
						a->name, ck[c], cv->n, rank - 2);
					continue;
				}
				for (int i = 0; i < cv->n && i < 3; i++) {
					const JVal *x = cv->items[i];
					if (x->t != JNUM || !x->is_int || x->i < -32768 || x->i > 32767)
						PERR(ps, x, "a pixel-box corner must be an integer -32768..32767");
					else
						(c ? a->upper : a->lower)[i] = (int)x->i;
				}
			}
			const JVal *cp = json_get(v, "channels_per_pixel"), *pp = json_get(v, "pixels_per_column");
			if (!cp || !pp)
				PERR(ps, v, "im2col tensor map '%s': missing \"%s\"", a->name, !cp ? "channels_per_pixel" : "pixels_per_column");
			if (cp)
				a->cpp = jexpr(ps, cp, "channels_per_pixel");
			if (pp)
				a->ppc = jexpr(ps, pp, "pixels_per_column");
		} else {
			static const char *const ik[] = {"pixel_box_lower", "pixel_box_upper", "channels_per_pixel", "pixels_per_column"};
			for (int i = 0; i < 4; i++)
				if (json_get(v, ik[i]))
					PERR(ps, json_get(v, ik[i]), "tensor map '%s': \"%s\" needs \"mode\": \"im2col\"", a->name, ik[i]);
		}
		const JVal *box = want(ps, v, "box", JARR, a->tmode == LAY_MODE_TILE, "tensor map");
		if (box && rank && box->n != rank)
			PERR(ps, box, "tensor map '%s': box has %d entries, the tensor has %d dimensions", a->name, box->n, rank);
		else if (box)
			for (int i = 0; i < box->n && i < 5; i++)
				a->box[i] = jexpr(ps, box->items[i], "box");
		for (int i = 0; i < 5; i++)
			a->estride[i] = 1;
		const JVal *es = want(ps, v, "element_strides", JARR, 0, "tensor map");
		if (es && rank && es->n != rank)
			PERR(ps, es, "tensor map '%s': element_strides has %d entries, the tensor has %d dimensions", a->name, es->n, rank);
		else if (es)
			for (int i = 0; i < es->n && i < 5; i++) {
				const JVal *x = es->items[i];
				if (x->t != JNUM || !x->is_int || x->i < 1 || x->i > 8)
					PERR(ps, x, "element stride must be an integer 1..8");
				else
					a->estride[i] = (int)x->i;
			}
		const JVal *x;
		if ((x = json_get(v, "swizzle")))
			a->swizzle = pick(ps, x, sw, 4, "\"swizzle\"");
		if ((x = json_get(v, "interleave")))
			a->interleave = pick(ps, x, il, 3, "\"interleave\"");
		if ((x = json_get(v, "l2_promotion")))
			a->l2promo = pick(ps, x, l2, 4, "\"l2_promotion\"");
		if ((x = json_get(v, "oob_fill")))
			a->oobfill = pick(ps, x, oob, 2, "\"oob_fill\"");
		DType edt = a->dtype != DT_NONE ? a->dtype : a->tensor >= 0 ? w->args[a->tensor].dtype : DT_NONE;
		a->tmap_dtype = lay_dt_of(edt);
		if (a->tensor >= 0 && a->dtype != DT_NONE && dtype_bytes(a->dtype) != dtype_bytes(w->args[a->tensor].dtype))
			PERR(ps, dt, "tensor map '%s': element type %s does not match the tensor's %s in size",
				a->name, dtype_name(a->dtype), dtype_name(w->args[a->tensor].dtype));
	} else if (!strcmp(k->s, "scalar")) {
		a->kind = WA_SCALAR;
		known_keys(ps, v, skeys, "a scalar argument");
		const JVal *val = json_get(v, "value");
		if (!val)
			PERR(ps, v, "scalar '%s': missing \"value\"", a->name);
		else
			a->value = jexpr(ps, val, "scalar value");
	} else
		PERR(ps, k, "unknown argument kind '%s' (tensor, tmap, scalar)", k->s);
}

static void parse_check(PS *ps, const JVal *v, int64_t *dst);

static void parse_case(PS *ps, const JVal *v, int idx)
{
	static const char *const ckeys[] = {"name", "vars", "bench", "expected", "check", NULL};
	Workload *w = ps->w;
	WCase *c = &w->cases[idx];
	c->loc = jloc(ps, v);
	if (v->t != JOBJ) {
		PERR(ps, v, "cases[%d] must be an object", idx);
		return;
	}
	known_keys(ps, v, ckeys, "a case");
	const JVal *nm = want(ps, v, "name", JSTR, 1, "case");
	c->name = nm ? nm->s : arena_printf(w->arena, "case%d", idx);
	for (int i = 0; i < idx; i++)
		if (nm && w->cases[i].name && !strcmp(w->cases[i].name, nm->s))
			PERR(ps, nm, "duplicate case name '%s'", nm->s);
	const JVal *b = json_get(v, "bench");
	if (b && b->t != JBOOL)
		PERR(ps, b, "\"bench\" must be true or false");
	c->bench = b && b->t == JBOOL && b->b;
	parse_check(ps, json_get(v, "check"), &c->sample);
	const JVal *ex = want(ps, v, "expected", JOBJ, 0, "case");
	if (ex) {
		c->nexpected = ex->n;
		c->exp_name = arena_alloc(w->arena, (size_t)(ex->n + 1) * sizeof *c->exp_name);
		c->exp_path = arena_alloc(w->arena, (size_t)(ex->n + 1) * sizeof *c->exp_path);
		c->exp_loc = arena_alloc(w->arena, (size_t)(ex->n + 1) * sizeof *c->exp_loc);
		for (int i = 0; i < ex->n; i++) {
			const JVal *x = ex->items[i];
			c->exp_name[i] = ex->keys[i];
			c->exp_loc[i] = jloc(ps, x);
			int out = -1;
			for (int j = 0; j < w->nargs; j++)
				if (w->args[j].kind == WA_TENSOR && w->args[j].output && w->args[j].name && !strcmp(w->args[j].name, ex->keys[i]))
					out = j;
			if (out < 0)
				PERR(ps, x, "case '%s': \"expected\" names '%s', which is not an output tensor", c->name, ex->keys[i]);
			if (x->t != JSTR)
				PERR(ps, x, "case '%s': expected output '%s' must be a .npy file name", c->name, ex->keys[i]);
			else
				c->exp_path[i] = wpath(ps, x->s);
		}
		for (int j = 0; j < w->nargs; j++) {
			int found = 0;
			for (int i = 0; i < ex->n; i++)
				found |= w->args[j].name && !strcmp(w->args[j].name, ex->keys[i]);
			if (w->args[j].kind == WA_TENSOR && w->args[j].output && !found)
				PERR(ps, ex, "case '%s': \"expected\" has no file for output '%s'", c->name, w->args[j].name);
		}
	}
	const JVal *vars = want(ps, v, "vars", JOBJ, 1, "case");
	if (!vars)
		return;
	/* variables see the template parameters and the variables before them */
	int nt = w->ndefines;
	c->var = arena_alloc(w->arena, (size_t)(vars->n + nt + 1) * sizeof *c->var);
	c->val = arena_alloc(w->arena, (size_t)(vars->n + nt + 1) * sizeof *c->val);
	for (int i = 0; i < nt; i++) {
		c->var[i] = w->tname[i];
		c->val[i] = w->tval[i];
	}
	for (int i = 0; i < vars->n; i++) {
		WExpr *e = jexpr(ps, vars->items[i], "case variable");
		if (!e)
			continue;
		WEnv env = {nt + i, c->var, c->val};
		WVal r;
		char err[256];
		if (wexpr_eval(e, &env, &r, err, sizeof err)) {
			PERR(ps, vars->items[i], "case '%s': variable '%s': %s", c->name, vars->keys[i], strchr(err, ' ') ? strchr(err, ' ') + 1 : err);
			continue;
		}
		if (r.is_float) {
			PERR(ps, vars->items[i], "case '%s': variable '%s' must be an integer", c->name, vars->keys[i]);
			continue;
		}
		c->var[nt + i] = vars->keys[i];
		c->val[nt + i] = r.i;
	}
	/* store only the case's own variables; template parameters are added
	 * to the environment by work_inst_new */
	c->var += nt;
	c->val += nt;
	c->nvars = vars->n;
}

static void parse_reference(PS *ps, const JVal *root)
{
	Workload *w = ps->w;
	const JVal *r = json_get(root, "reference");
	int all_expected = w->ncases > 0;
	for (int i = 0; i < w->ncases; i++)
		all_expected &= w->cases[i].nexpected > 0;
	if (!r) {
		if (!all_expected)
			PERR(ps, root, "workload: missing \"reference\" (a registered name, {\"python\": FILE, \"function\": F}, "
				"{\"library\": FILE, \"symbol\": S}), or \"expected\" outputs in every case");
		return;
	}
	w->ref_loc = jloc(ps, r);
	if (r->t == JSTR) {
		w->refkind = WREF_NAME;
		w->ref = r->s;
		if (!ref_lookup(r->s)) {
			Buf b = {0};
			for (int i = 0; ref_name_at(i); i++)
				buf_printf(&b, "%s%s", i ? " " : "", ref_name_at(i));
			PERR(ps, r, "unknown reference '%s' (registered: %s; or use {\"python\": ...} or {\"library\": ...})",
				r->s, b.len ? buf_str(&b) : "none");
			buf_free(&b);
		}
		return;
	}
	if (r->t != JOBJ) {
		PERR(ps, r, "\"reference\" must be a registered name or an object");
		return;
	}
	const JVal *py = json_get(r, "python"), *lib = json_get(r, "library");
	if (!!py == !!lib) {
		PERR(ps, r, "\"reference\" object needs exactly one of \"python\" or \"library\"");
		return;
	}
	static const char *const pkeys[] = {"python", "function", NULL}, *const lkeys[] = {"library", "symbol", NULL};
	known_keys(ps, r, py ? pkeys : lkeys, "the reference");
	const JVal *file = want(ps, r, py ? "python" : "library", JSTR, 1, "reference");
	const JVal *fn = want(ps, r, py ? "function" : "symbol", JSTR, 1, "reference");
	if (!file || !fn)
		return;
	w->refkind = py ? WREF_PYTHON : WREF_LIBRARY;
	w->ref_path = wpath(ps, file->s);
	if (lib && !strchr(w->ref_path, '/'))   /* dlopen would search the system paths */
		w->ref_path = arena_printf(w->arena, "./%s", w->ref_path);
	w->ref_func = fn->s;
	w->ref = fn->s;
}

static void parse_check(PS *ps, const JVal *v, int64_t *dst)
{
	static const char *const keys[] = {"sample", NULL};
	if (!v)
		return;
	if (v->t != JOBJ) {
		PERR(ps, v, "\"check\" must be an object such as {\"sample\": 65536}");
		return;
	}
	known_keys(ps, v, keys, "\"check\"");
	const JVal *s = json_get(v, "sample");
	if (s && (s->t != JNUM || !s->is_int || s->i < 1))
		PERR(ps, s, "\"sample\" must be a positive integer (elements checked per output)");
	else if (s)
		*dst = s->i;
}

static void parse_tol(PS *ps, const JVal *v)
{
	static const char *const keys[] = {"exact", "rtol", "atol", "nrmse", NULL};
	WTol *t = &ps->w->tol;
	if (!v)
		return;
	if (v->t != JOBJ) {
		PERR(ps, v, "\"tolerance\" must be an object");
		return;
	}
	known_keys(ps, v, keys, "tolerance");
	const JVal *x;
	if ((x = json_get(v, "exact"))) {
		if (x->t != JBOOL)
			PERR(ps, x, "\"exact\" must be true or false");
		else
			t->exact = x->b;
	}
	struct { const char *k; double *p; } nums[] = {{"rtol", &t->rtol}, {"atol", &t->atol}, {"nrmse", &t->nrmse}};
	for (int i = 0; i < 3; i++)
		if ((x = json_get(v, nums[i].k))) {
			if (x->t != JNUM || !(x->num >= 0))
				PERR(ps, x, "\"%s\" must be a non-negative number", nums[i].k);
			else
				*nums[i].p = x->num;
		}
}

static void parse_launch(PS *ps, const JVal *v)
{
	static const char *const keys[] = {"grid", "block", "cluster", "smem", NULL};
	Workload *w = ps->w;
	if (!v)
		return;
	if (v->t != JOBJ) {
		PERR(ps, v, "\"launch\" must be an object");
		return;
	}
	known_keys(ps, v, keys, "launch");
	w->has_launch = 1;
	const char *names[3] = {"grid", "block", "cluster"};
	WExpr **dst[3] = {w->grid, w->block, w->cluster};
	for (int k = 0; k < 3; k++) {
		const JVal *a = want(ps, v, names[k], JARR, k < 2, "launch");
		if (!a)
			continue;
		if (a->n < 1 || a->n > 3)
			PERR(ps, a, "launch \"%s\" needs 1 to 3 dimensions", names[k]);
		for (int i = 0; i < a->n && i < 3; i++)
			dst[k][i] = jexpr(ps, a->items[i], names[k]);
	}
	const JVal *s = json_get(v, "smem");
	if (s)
		w->smem = jexpr(ps, s, "smem");
}


static WorkInst *inst_new(const Workload *w, int ci, Diags *d, int alloc);

Workload *work_parse(const char *path, const char *text, size_t len, Diags *d)
{
	static const char *const top[] = {"version", "kernel", "entry", "params", "args", "cases",
		"reference", "tolerance", "flops", "bytes", "launch", "description", "check", "include", NULL};
	Arena *ar = arena_new();
	Workload *w = arena_alloc(ar, sizeof *w);
	w->arena = ar;
	w->tol.nrmse = -1;
	const char *file = diags_add_file_copy(d, path, text, len);
	w->path = arena_strdup(ar, path);
	PS ps = {w, d, file, 0};
	char err[256];
	JVal *root = json_parse(ar, text, len, err, sizeof err);
	if (!root) {
		int line = 0, col = 0;
		const char *msg = err;
		if (sscanf(err, "%d:%d:", &line, &col) == 2) {
			msg = strchr(strchr(err, ':') + 1, ':') + 1;
			while (*msg == ' ')
				msg++;
		}
		diag_error(d, ((Loc){file, line, col}), "invalid JSON: %s", msg);
		arena_free(ar);
		return NULL;
	}
	if (root->t != JOBJ) {
		PERR(&ps, root, "a workload must be a JSON object");
		arena_free(ar);
		return NULL;
	}
	known_keys(&ps, root, top, "the workload");
	const JVal *ver = json_get(root, "version");
	if (!ver)
		PERR(&ps, root, "missing \"version\" (this Kiln reads version %d)", WORK_SCHEMA_VERSION);
	else if (ver->t != JNUM || !ver->is_int || ver->i != WORK_SCHEMA_VERSION)
		PERR(&ps, ver, "unsupported workload version (this Kiln reads version %d)", WORK_SCHEMA_VERSION);
	else
		w->version = (int)ver->i;

	const JVal *k = want(&ps, root, "kernel", JSTR, 1, "workload");
	if (k)
		w->kernel_loc = jloc(&ps, k);
	if (k) {
		const char *slash = strrchr(path, '/');
		if (path_is_abs(k->s) || !slash)
			w->kernel = arena_strdup(ar, k->s);
		else
			w->kernel = arena_printf(ar, "%.*s/%s", (int)(slash - path), path, k->s);
	}
	const JVal *e = want(&ps, root, "entry", JSTR, 0, "workload");
	w->entry = e ? e->s : NULL;

	const JVal *pr = want(&ps, root, "params", JOBJ, 0, "workload");
	if (pr) {
		w->ndefines = pr->n;
		w->defines = arena_alloc(ar, (size_t)(pr->n + 1) * sizeof *w->defines);
		w->tname = arena_alloc(ar, (size_t)(pr->n + 1) * sizeof *w->tname);
		w->tval = arena_alloc(ar, (size_t)(pr->n + 1) * sizeof *w->tval);
		for (int i = 0; i < pr->n; i++) {
			const JVal *x = pr->items[i];
			if (x->t != JNUM || !x->is_int)
				PERR(&ps, x, "template parameter '%s' must be an integer", pr->keys[i]);
			w->tname[i] = pr->keys[i];
			w->tval[i] = x->t == JNUM ? x->i : 0;
			w->defines[i] = arena_printf(ar, "%s=%lld", pr->keys[i], (long long)w->tval[i]);
		}
	}

	const JVal *args = want(&ps, root, "args", JARR, 1, "workload");
	if (args) {
		w->nargs = args->n;
		w->args = arena_alloc(ar, (size_t)(args->n + 1) * sizeof *w->args);
		for (int i = 0; i < args->n; i++)
			parse_arg(&ps, args->items[i], i);
		int nout = 0;
		w->params = arena_alloc(ar, (size_t)(args->n + 1) * sizeof *w->params);
		for (int i = 0; i < w->nargs; i++) {
			nout += w->args[i].kind == WA_TENSOR && w->args[i].output;
			if (w->args[i].kind != WA_TENSOR || w->args[i].param)
				w->params[w->nparams++] = i;
		}
		if (!nout && !ps.nerr)
			PERR(&ps, args, "no output tensor (mark one with \"output\": true)");
	}
	const JVal *cases = want(&ps, root, "cases", JARR, 1, "workload");
	if (cases) {
		if (!cases->n)
			PERR(&ps, cases, "\"cases\" must name at least one case");
		w->ncases = cases->n;
		w->cases = arena_alloc(ar, (size_t)(cases->n + 1) * sizeof *w->cases);
		for (int i = 0; i < cases->n; i++)
			parse_case(&ps, cases->items[i], i);
	}
	parse_reference(&ps, root);
	parse_check(&ps, json_get(root, "check"), &w->sample);
	const JVal *inc = want(&ps, root, "include", JARR, 0, "workload");
	if (inc) {
		w->nincludes = inc->n;
		w->includes = arena_alloc(ar, (size_t)(inc->n + 1) * sizeof *w->includes);
		for (int i = 0; i < inc->n; i++) {
			if (inc->items[i]->t != JSTR)
				PERR(&ps, inc->items[i], "\"include\" entries must be directory names");
			else
				w->includes[i] = wpath(&ps, inc->items[i]->s);
		}
	}
	parse_tol(&ps, json_get(root, "tolerance"));
	if (json_get(root, "flops"))
		w->flops = jexpr(&ps, json_get(root, "flops"), "flops");
	if (json_get(root, "bytes"))
		w->bytes = jexpr(&ps, json_get(root, "bytes"), "bytes");
	parse_launch(&ps, json_get(root, "launch"));
	if (w->kernel && strlen(w->kernel) > 4 && !strcmp(w->kernel + strlen(w->kernel) - 4, ".ptx") && !w->has_launch)
		PERR(&ps, k, "a .ptx kernel needs a \"launch\" block (grid, block, smem)");
	const JVal *s = json_get(root, "description");
	if (s && s->t != JSTR)
		PERR(&ps, s, "\"description\" must be a string");

	/* every expression must evaluate in every case: catch unknown
	 * variables here, at their location, not at run time */
	for (int c = 0; c < w->ncases && !ps.nerr; c++) {
		WorkInst *wi = inst_new(w, c, d, 0);
		if (!wi)
			ps.nerr++;
		work_inst_free(wi);
	}
	if (ps.nerr || d->nerr) {
		arena_free(ar);
		return NULL;
	}
	return w;
}

Workload *work_load(const char *path, Diags *d)
{
	Loc at = {path, 0, 0};
	struct stat stb;
	if (stat(path, &stb) == 0 && S_ISDIR(stb.st_mode)) {
		diag_error(d, at, "is a directory, not a workload file");
		return NULL;
	}
	FILE *f = kl_fopen(path, "rb");   /* closed by kl_protect when out of memory */
	if (!f) {
		diag_error(d, at, "cannot open the workload file: %s", strerror(errno));
		return NULL;
	}
	Buf b = {0};
	char tmp[65536];
	size_t n;
	while ((n = fread(tmp, 1, sizeof tmp, f)) > 0) {
		if (b.len + n > (64u << 20)) {
			kl_fclose(f);
			buf_free(&b);
			diag_error(d, ((Loc){0}), "%s: workload file larger than 64 MiB", path);
			return NULL;
		}
		buf_putn(&b, tmp, n);
	}
	int rerr = ferror(f) ? errno : 0;
	kl_fclose(f);
	if (rerr) {
		buf_free(&b);
		diag_error(d, at, "cannot read the workload file: %s", strerror(rerr));
		return NULL;
	}
	if (!b.len) {
		diag_error(d, at, "the workload file is empty");
		return NULL;
	}
	Workload *w = work_parse(path, buf_str(&b), b.len, d);
	buf_free(&b);
	if (w && work_check_files(w, d)) {
		work_free(w);
		return NULL;
	}
	return w;
}

/* A file the workload names must be a readable regular file: otherwise an
 * error at the workload's line:col of the reference. */
static int need_file(const char *path, Loc at, const char *what, Diags *d)
{
	struct stat st;
	if (stat(path, &st) != 0) {
		diag_error(d, at, "%s '%s': %s", what, path, strerror(errno));
		return -1;
	}
	if (S_ISDIR(st.st_mode)) {
		diag_error(d, at, "%s '%s' is a directory", what, path);
		return -1;
	}
	if (access(path, R_OK) != 0) {
		diag_error(d, at, "%s '%s' cannot be read: %s", what, path, strerror(errno));
		return -1;
	}
	return 0;
}

int work_check_files(const Workload *w, Diags *d)
{
	int bad = 0;
	if (w->kernel)
		bad |= need_file(w->kernel, w->kernel_loc, "kernel file", d);
	for (int i = 0; i < w->nargs; i++)
		if (w->args[i].kind == WA_TENSOR && w->args[i].init.kind == WI_FILE && w->args[i].init_file)
			bad |= need_file(w->args[i].init_file, w->args[i].init_loc, "input file", d);
	for (int c = 0; c < w->ncases; c++)
		for (int i = 0; i < w->cases[c].nexpected; i++)
			bad |= need_file(w->cases[c].exp_path[i], w->cases[c].exp_loc[i], "expected-output file", d);
	if (w->ref_path && (w->refkind == WREF_PYTHON || w->refkind == WREF_LIBRARY))
		bad |= need_file(w->ref_path[0] == '.' && w->ref_path[1] == '/' ? w->ref_path + 2 : w->ref_path, w->ref_loc,
			w->refkind == WREF_PYTHON ? "Python reference file" : "reference library file", d);
	return bad ? -1 : 0;
}

void work_free(Workload *w)
{
	if (w)
		arena_free(w->arena);
}

const char **work_import_path(const Workload *w, const char *const *dirs, int ndirs, int *n)
{
	const char *kp = getenv("KILN_PATH");
	int cap = ndirs + (w ? w->nincludes : 0) + 3;
	for (const char *p = kp; p && *p; p++)
		cap += *p == ':';
	char **v = kl_calloc((size_t)cap + 1, sizeof *v);
	*n = 0;
	if (!v)
		return NULL;
	for (int i = 0; i < ndirs; i++)
		v[(*n)++] = kl_strndup(dirs[i], strlen(dirs[i]));
	for (int i = 0; w && i < w->nincludes; i++)
		v[(*n)++] = kl_strndup(w->includes[i], strlen(w->includes[i]));
	for (const char *p = kp; p && *p;) {
		size_t l = strcspn(p, ":");
		if (l)
			v[(*n)++] = kl_strndup(p, l);
		p += l + (p[l] == ':');
	}
	char exe[4096];
	ssize_t l = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (l > 0) {
		exe[l] = 0;
		char *slash = strrchr(exe, '/');
		if (slash) {
			*slash = 0;
			static const char *const rel[] = {"/../share/kiln/lib", "/../lib"};
			for (int i = 0; i < 2; i++) {
				char d[4200];
				snprintf(d, sizeof d, "%s%s", exe, rel[i]);
				if (!access(d, R_OK))
					v[(*n)++] = kl_strndup(d, strlen(d));
			}
		}
	}
	for (int i = 0; i < *n; i++)
		if (!v[i]) {
			work_import_path_free((const char **)v, *n);
			*n = 0;
			return NULL;
		}
	return (const char **)v;
}

void work_import_path_free(const char **p, int n)
{
	for (int i = 0; p && i < n; i++)
		kl_free((void *)p[i]);
	kl_free((void *)p);
}

int work_case_index(const Workload *w, const char *name, int purpose)
{
	if (name) {
		for (int i = 0; i < w->ncases; i++)
			if (!strcmp(w->cases[i].name, name))
				return i;
		return -1;
	}
	if (purpose == WORK_FOR_BENCH) {
		for (int i = 0; i < w->ncases; i++)
			if (w->cases[i].bench)
				return i;
		return w->ncases - 1;
	}
	return w->ncases ? 0 : -1;
}

/* ---- instances ---- */

static int evalx(WorkInst *wi, const WExpr *e, WVal *v, Diags *d)
{
	char err[256];
	if (!wexpr_eval(e, &wi->env, v, err, sizeof err))
		return 0;
	Loc l = wexpr_loc(e);
	const char *msg = strchr(err, ' ') ? strchr(err, ' ') + 1 : err;
	diag_error(d, l, "case '%s': %s", wi->c->name, msg);
	return -1;
}

static int evali(WorkInst *wi, const WExpr *e, int64_t *out, const char *what, Diags *d)
{
	WVal v;
	if (evalx(wi, e, &v, d))
		return -1;
	if (v.is_float) {
		diag_error(d, wexpr_loc(e), "case '%s': %s must be an integer", wi->c->name, what);
		return -1;
	}
	*out = v.i;
	return 0;
}

static uint64_t poison_bits(DType t)
{
	int n = dtype_bytes(t);
	return n == 8 ? UINT64_MAX : (1ull << (8 * n)) - 1;
}

void work_poison(WorkInst *wi)
{
	for (int i = 0; i < wi->nargs; i++)
		if (wi->args[i].arg->kind == WA_TENSOR && wi->args[i].arg->output && wi->args[i].data)
			memset(wi->args[i].data, WORK_POISON_BYTE, wi->args[i].bytes);
}

int work_save_tensors(const WorkInst *wi, const char *dir, int outputs, int raw, char *err, size_t errlen)
{
	for (int i = 0; i < wi->nargs; i++) {
		const WInstArg *a = &wi->args[i];
		if (a->arg->kind != WA_TENSOR || !a->arg->output != !outputs || !a->data)
			continue;
		char path[4096];
		snprintf(path, sizeof path, "%s/%s.%s", dir, a->arg->name, raw ? "bin" : "npy");
		if (!raw) {
			if (npy_write_tensor(path, a->arg->dtype, a->ndim, a->shape, a->data, err, errlen))
				return -1;
			continue;
		}
		FILE *f = fopen(path, "wb");
		if (!f || fwrite(a->data, 1, a->bytes, f) != a->bytes) {
			snprintf(err, errlen, "cannot write %s: %s", path, strerror(errno));
			if (f)
				fclose(f);
			return -1;
		}
		if (fclose(f)) {
			snprintf(err, errlen, "cannot write %s: %s", path, strerror(errno));
			return -1;
		}
	}
	return 0;
}

#define WORK_MAX_BYTES ((int64_t)64 << 30)   /* one tensor: 64 GiB */

/* {"init": {"file": "x.npy"}}: the file's shape must be the tensor's; its
 * dtype the tensor's, or a float file whose every value the tensor's float
 * dtype holds exactly (bf16/fp8 data travels as float32). */
static int load_init_file(WorkInst *wi, WInstArg *ia, Diags *d)
{
	const WArg *a = ia->arg;
	Npy n;
	char err[512];
	if (npy_read(a->init_file, &n, err, sizeof err)) {
		diag_error(d, a->init_loc, "tensor '%s': %s", a->name, err);
		return -1;
	}
	int rc = -1;
	int same = n.ndim == ia->ndim;
	for (int k = 0; same && k < n.ndim; k++)
		same = n.shape[k] == ia->shape[k];
	if (!same) {
		Buf want = {0}, got = {0};
		for (int k = 0; k < ia->ndim; k++)
			buf_printf(&want, "%s%lld", k ? ", " : "", (long long)ia->shape[k]);
		for (int k = 0; k < n.ndim; k++)
			buf_printf(&got, "%s%lld", k ? ", " : "", (long long)n.shape[k]);
		diag_error(d, a->init_loc, "case '%s': tensor '%s' has shape (%s), %s has shape (%s)", wi->c->name, a->name,
			buf_str(&want), a->init_file, buf_str(&got));
		buf_free(&want);
		buf_free(&got);
		goto out;
	}
	if (n.dtype == a->dtype) {
		memcpy(ia->data, n.data, ia->bytes);
		rc = 0;
		goto out;
	}
	if (!dtype_is_float(a->dtype) || !dtype_is_float(n.dtype)) {
		diag_error(d, a->init_loc, "tensor '%s' is %s, %s holds %s (dtype %s)", a->name, dtype_name(a->dtype), a->init_file,
			dtype_name(n.dtype), n.descr);
		goto out;
	}
	for (int64_t e = 0; e < ia->numel; e++) {
		double v = dtype_decode(n.dtype, dtype_load(n.dtype, n.data, e));
		uint64_t bits = dtype_encode(a->dtype, v);
		double back = dtype_decode(a->dtype, bits);
		if (back != v && !(isnan(back) && isnan(v))) {
			diag_error(d, a->init_loc, "tensor '%s' is %s, but element %lld of %s (%.17g) is not a %s value "
				"(round the data to %s before saving)", a->name, dtype_name(a->dtype), (long long)e, a->init_file, v,
				dtype_name(a->dtype), dtype_name(a->dtype));
			goto out;
		}
		dtype_store(a->dtype, ia->data, e, bits);
	}
	rc = 0;
out:
	npy_free(&n);
	return rc;
}

/* Input generation, split over threads for large tensors (the values are a
 * function of the element index, so the bits do not depend on the split). */
typedef struct {
	const WArg *a;
	WInstArg *ia;
	uint32_t stream;
} GenJob;

static void gen_slice(void *ctx, int64_t lo, int64_t hi)
{
	GenJob *g = ctx;
	const WArg *a = g->a;
	if (a->dtype == DT_F32) {
		/* fast path: a C conversion double -> float rounds to nearest
		 * even, the same bits as dtype_encode */
		float *fp = g->ia->data;
		for (int64_t e = lo; e < hi; e++)
			fp[e] = (float)work_init_value(&a->init, g->stream, e);
	} else if (a->dtype == DT_F64) {
		double *dp = g->ia->data;
		for (int64_t e = lo; e < hi; e++)
			dp[e] = work_init_value(&a->init, g->stream, e);
	} else
		for (int64_t e = lo; e < hi; e++)
			dtype_store(a->dtype, g->ia->data, e, dtype_encode(a->dtype, work_init_value(&a->init, g->stream, e)));
}

/* alloc 0: evaluate every expression (shapes, boxes, scalars, formulas)
 * but allocate and fill no tensor data -- how work_parse validates every
 * case without building the large ones. */
static WorkInst *inst_new(const Workload *w, int ci, Diags *d, int alloc)
{
	if (ci < 0 || ci >= w->ncases) {
		diag_error(d, ((Loc){w->path, 0, 0}), "no case %d", ci);
		return NULL;
	}
	WorkInst *wi = kl_calloc(1, sizeof *wi);
	if (!wi)
		return NULL;
	wi->w = w;
	wi->case_index = ci;
	wi->c = &w->cases[ci];
	int nv = w->ndefines + wi->c->nvars;
	const char **names = kl_calloc((size_t)nv + 1, sizeof *names);
	int64_t *vals = kl_calloc((size_t)nv + 1, sizeof *vals);
	wi->args = kl_calloc((size_t)w->nargs + 1, sizeof *wi->args);
	if (!names || !vals || !wi->args) {
		kl_free(names);
		kl_free(vals);
		kl_free(wi->args);
		kl_free(wi);
		return NULL;
	}
	for (int i = 0; i < w->ndefines; i++) {
		names[i] = w->tname[i];
		vals[i] = w->tval[i];
	}
	for (int i = 0; i < wi->c->nvars; i++) {
		names[w->ndefines + i] = wi->c->var[i];
		vals[w->ndefines + i] = wi->c->val[i];
	}
	wi->env = (WEnv){nv, names, vals};
	wi->nargs = w->nargs;
	wi->flops = wi->bytes = -1;
	int bad = 0;
	for (int i = 0; i < w->nargs && !bad; i++) {
		const WArg *a = &w->args[i];
		WInstArg *ia = &wi->args[i];
		ia->arg = a;
		if (a->kind == WA_TENSOR) {
			ia->ndim = a->ndim;
			ia->numel = 1;
			for (int k = 0; k < a->ndim && !bad; k++) {
				if (!a->shape[k] || evali(wi, a->shape[k], &ia->shape[k], "a dimension", d)) {
					bad = 1;
					break;
				}
				if (ia->shape[k] < 1) {
					diag_error(d, wexpr_loc(a->shape[k]), "case '%s': tensor '%s' dimension %d is %lld (must be >= 1)",
						wi->c->name, a->name, k, (long long)ia->shape[k]);
					bad = 1;
					break;
				}
				if (ia->numel > WORK_MAX_BYTES / ia->shape[k]) {
					diag_error(d, a->loc, "case '%s': tensor '%s' is too large", wi->c->name, a->name);
					bad = 1;
					break;
				}
				ia->numel *= ia->shape[k];
			}
			if (bad)
				break;
			if (ia->numel * dtype_bytes(a->dtype) > WORK_MAX_BYTES) {
				diag_error(d, a->loc, "case '%s': tensor '%s' is larger than 64 GiB", wi->c->name, a->name);
				bad = 1;
				break;
			}
			ia->bytes = (size_t)ia->numel * (size_t)dtype_bytes(a->dtype);
		} else if (a->kind == WA_TMAP) {
			const WInstArg *t = &wi->args[a->tensor];
			LayTensorMap *m = &ia->tmap;
			m->dtype = a->tmap_dtype;
			m->rank = t->ndim;
			int64_t stride = dtype_bytes(t->arg->dtype);
			for (int k = 0; k < t->ndim; k++) {
				int dim = t->ndim - 1 - k;   /* innermost first */
				m->dims[k] = (uint64_t)t->shape[dim];
				if (k > 0)
					m->strides[k - 1] = (uint64_t)stride;
				stride *= t->shape[dim];
				m->estride[k] = (uint32_t)a->estride[k];
				if (a->tmode == LAY_MODE_IM2COL)
					continue;
				int64_t bx;
				if (!a->box[k] || evali(wi, a->box[k], &bx, "a box size", d)) {
					bad = 1;
					break;
				}
				if (bx < 1 || bx > 256) {
					diag_error(d, wexpr_loc(a->box[k]), "case '%s': tensor map '%s' box[%d] = %lld (must be 1..256)",
						wi->c->name, a->name, k, (long long)bx);
					bad = 1;
					break;
				}
				m->box[k] = (uint32_t)bx;
			}
			m->mode = a->tmode;
			if (!bad && a->tmode == LAY_MODE_IM2COL) {
				int64_t cv, pv;
				if (!a->cpp || !a->ppc || evali(wi, a->cpp, &cv, "channels_per_pixel", d) ||
				    evali(wi, a->ppc, &pv, "pixels_per_column", d)) {
					bad = 1;
				} else if (cv < 1 || cv > 256 || pv < 1 || pv > 1024) {
					diag_error(d, wexpr_loc(cv < 1 || cv > 256 ? a->cpp : a->ppc),
						"case '%s': im2col tensor map '%s': %s = %lld (must be 1..%d)", wi->c->name, a->name,
						cv < 1 || cv > 256 ? "channels_per_pixel" : "pixels_per_column",
						(long long)(cv < 1 || cv > 256 ? cv : pv), cv < 1 || cv > 256 ? 256 : 1024);
					bad = 1;
				} else {
					m->cpp = (uint32_t)cv;
					m->ppc = (uint32_t)pv;
				}
				for (int c = 0; c < 3; c++) {
					m->lower[c] = a->lower[c];
					m->upper[c] = a->upper[c];
				}
			}
			m->interleave = a->interleave;
			m->swizzle = a->swizzle;
			m->l2promo = a->l2promo;
			m->oobfill = a->oobfill;
			if (!bad) {
				const char *why = lay_tensormap_check(m);
				if (why) {
					diag_error(d, a->loc, "case '%s': tensor map '%s': %s", wi->c->name, a->name, why);
					bad = 1;
				}
			}
		} else {
			if (!a->value || evalx(wi, a->value, &ia->sval, d)) {
				bad = 1;
				break;
			}
			ia->sdtype = a->dtype;
			if (ia->sdtype != DT_NONE)
				ia->sbits = dtype_encode(ia->sdtype, ia->sval.is_float ? ia->sval.f : (double)ia->sval.i);
			if (ia->sdtype != DT_NONE && !dtype_is_float(ia->sdtype) && !ia->sval.is_float)
				ia->sbits = (uint64_t)ia->sval.i & poison_bits(ia->sdtype);
		}
	}
	WVal v;
	if (!bad && w->flops && !evalx(wi, w->flops, &v, d))
		wi->flops = v.f;
	else if (!bad && w->flops)
		bad = 1;
	if (!bad && w->bytes && !evalx(wi, w->bytes, &v, d))
		wi->bytes = v.f;
	else if (!bad && w->bytes)
		bad = 1;
	if (!bad && w->has_launch) {
		WLaunch l;
		char err[256];
		if (work_launch_dims(wi, NULL, &l, err, sizeof err)) {
			diag_error(d, ((Loc){w->path, 0, 0}), "case '%s': launch: %s", wi->c->name, err);
			bad = 1;
		}
	}
	if (!bad && alloc && work_inst_fill(wi, d))
		bad = 1;
	if (bad) {
		work_inst_free(wi);
		return NULL;
	}
	return wi;
}

/* One tensor's data: outputs poisoned, inputs from their file or generator. */
static int arg_fill(WorkInst *wi, int i, Diags *d)
{
	const WArg *a = &wi->w->args[i];
	WInstArg *ia = &wi->args[i];
	ia->data = kl_malloc(ia->bytes ? ia->bytes : 1);
	if (!ia->data) {
		diag_error(d, a->loc, "case '%s': cannot allocate %zu bytes for tensor '%s'", wi->c->name, ia->bytes, a->name);
		return -1;
	}
	if (a->output) {
		memset(ia->data, WORK_POISON_BYTE, ia->bytes);
		return 0;
	}
	if (a->init.kind == WI_FILE)
		return load_init_file(wi, ia, d);
	GenJob g = {a, ia, (uint32_t)i};
	ref_parallel(ia->numel, ia->numel >= (1 << 20) ? ref_default_threads() : 1, gen_slice, &g);
	return 0;
}

int work_inst_fill(WorkInst *wi, Diags *d)
{
	for (int i = 0; i < wi->nargs; i++)
		if (wi->args[i].arg->kind == WA_TENSOR && !wi->args[i].data && arg_fill(wi, i, d))
			return -1;
	return 0;
}

WorkInst *work_inst_new(const Workload *w, int ci, Diags *d)
{
	return inst_new(w, ci, d, 1);
}

WorkInst *work_inst_shape(const Workload *w, int ci, Diags *d)
{
	return inst_new(w, ci, d, 0);
}

void work_inst_free(WorkInst *wi)
{
	if (!wi)
		return;
	for (int i = 0; i < wi->nargs; i++) {
		kl_free(wi->args[i].data);
		kl_free(wi->args[i].ref);
		kl_free(wi->args[i].sample);
	}
	kl_free(wi->args);
	kl_free((void *)wi->env.name);
	kl_free((void *)wi->env.val);
	kl_free(wi);
}

/* ---- kernels ---- */

static DType dtype_of_ty(Ty t)
{
	switch (t) {
	case TY_F32: return DT_F32;
	case TY_F64: return DT_F64;
	case TY_F16: return DT_F16;
	case TY_BF16: return DT_BF16;
	case TY_U8: case TY_B8: return DT_U8;
	case TY_S8: return DT_S8;
	case TY_U16: case TY_B16: return DT_U16;
	case TY_S16: return DT_S16;
	case TY_U32: case TY_B32: return DT_U32;
	case TY_S32: return DT_S32;
	case TY_U64: case TY_B64: return DT_U64;
	case TY_S64: return DT_S64;
	default: return DT_NONE;
	}
}

int work_bind_kernel(WorkInst *wi, const IrKernel *k, Diags *d)
{
	const Workload *w = wi->w;
	static const char *kn[] = {"tensor", "tensor map", "scalar"};
	static const char *pk[] = {"scalar", "pointer", "tensormap"};
	if (k->nparams != w->nparams) {
		diag_error(d, ((Loc){w->path, 0, 0}), "kernel '%s' has %d parameters, the workload gives %d arguments",
			k->name, k->nparams, w->nparams);
		return -1;
	}
	int bad = 0;
	for (int i = 0; i < k->nparams; i++) {
		const IrParam *p = &k->params[i];
		const WArg *a = &w->args[w->params[i]];
		WInstArg *ia = &wi->args[w->params[i]];
		if (p->name && strcmp(p->name, a->name)) {
			int other = -1;
			for (int j = 0; j < k->nparams; j++)
				if (k->params[j].name && !strcmp(k->params[j].name, a->name))
					other = j;
			if (other >= 0)
				diag_error(d, a->loc, "argument '%s' is kernel parameter %d '%s' by position, but the kernel's parameter '%s' is number %d: "
					"list the arguments in the kernel's order", a->name, i, p->name, a->name, other);
			else
				diag_error(d, a->loc, "argument '%s' binds to kernel parameter %d, which is named '%s' (arguments bind by name: rename one)",
					a->name, i, p->name);
			bad = 1;
			continue;
		}
		int want = a->kind == WA_TENSOR ? PK_PTR : a->kind == WA_TMAP ? PK_TMAP : PK_SCALAR;
		if ((int)p->kind != want) {
			diag_error(d, a->loc, "argument '%s' is a %s, kernel parameter %d '%s' is a %s",
				a->name, kn[a->kind], i, p->name, pk[p->kind]);
			bad = 1;
			continue;
		}
		if (a->kind == WA_TENSOR) {
			int pb = ty_bits(p->ty) / 8;
			int wb = dtype_bytes(a->dtype);
			/* packed pointee types (bf16x2, e4m3x4) read several elements */
			if (pb && pb % wb) {
				diag_error(d, a->loc, "tensor '%s' is %s, kernel parameter '%s' points to %s",
					a->name, dtype_name(a->dtype), p->name, ty_name(p->ty));
				bad = 1;
			}
		} else if (a->kind == WA_SCALAR) {
			DType pt = dtype_of_ty(p->ty);
			if (pt == DT_NONE) {
				diag_error(d, a->loc, "scalar '%s': kernel parameter '%s' has type %s, not a scalar Kiln can pass",
					a->name, p->name, ty_name(p->ty));
				bad = 1;
				continue;
			}
			if (a->dtype != DT_NONE && dtype_bytes(a->dtype) != dtype_bytes(pt)) {
				diag_error(d, a->loc, "scalar '%s' is %s, kernel parameter '%s' is %s",
					a->name, dtype_name(a->dtype), p->name, ty_name(p->ty));
				bad = 1;
				continue;
			}
			if (a->dtype == DT_NONE)
				ia->sdtype = pt;
			if (!dtype_is_float(ia->sdtype) && ia->sval.is_float) {
				diag_error(d, a->loc, "scalar '%s': integer parameter '%s' given a non-integer value %g",
					a->name, p->name, ia->sval.f);
				bad = 1;
				continue;
			}
			ia->sbits = dtype_is_float(ia->sdtype) ? dtype_encode(ia->sdtype, ia->sval.f)
				: (uint64_t)ia->sval.i & poison_bits(ia->sdtype);
		}
	}
	return bad ? -1 : 0;
}

int work_launch_dims(const WorkInst *wi, const IrKernel *k, WLaunch *out, char *err, size_t errlen)
{
	memset(out, 0, sizeof *out);
	if (k) {
		int64_t *args = kl_calloc((size_t)k->nparams + 1, sizeof *args);
		if (!args) {
			snprintf(err, errlen, "out of memory");
			return -1;
		}
		for (int i = 0; i < k->nparams && i < wi->w->nparams; i++)
			if (wi->args[wi->w->params[i]].arg->kind == WA_SCALAR) {
				const WInstArg *ia = &wi->args[wi->w->params[i]];
				/* the kernel reads the parameter's bits at its width */
				args[i] = dtype_is_float(ia->sdtype) ? (int64_t)ia->sval.f
					: dtype_is_signed(ia->sdtype) ? (int64_t)dtype_decode(ia->sdtype, ia->sbits)
					: (int64_t)ia->sbits;
			}
		int rc = 0;
		for (int i = 0; i < 3 && !rc; i++) {
			rc |= lexpr_eval(k->grid[i], args, &out->grid[i]);
			out->block[i] = k->block_const[i] ? k->block_const[i] : 1;
			out->cluster[i] = k->cluster_const[i];
		}
		kl_free(args);
		if (rc) {
			snprintf(err, errlen, "grid expression of kernel '%s' divides by zero or reads a non-scalar parameter", k->name);
			return -1;
		}
		out->smem = k->smem_bytes;
	} else {
		const Workload *w = wi->w;
		if (!w->has_launch) {
			snprintf(err, errlen, "no kernel IR and no \"launch\" block");
			return -1;
		}
		WExpr *const *src[3] = {w->grid, w->block, w->cluster};
		int64_t *dst[3] = {out->grid, out->block, out->cluster};
		for (int s = 0; s < 3; s++)
			for (int i = 0; i < 3; i++) {
				WVal v;
				if (!src[s][i]) {
					dst[s][i] = s == 2 ? 0 : 1;
					continue;
				}
				if (wexpr_eval(src[s][i], &wi->env, &v, err, errlen))
					return -1;
				if (v.is_float) {
					snprintf(err, errlen, "launch dimension is not an integer");
					return -1;
				}
				dst[s][i] = v.i;
			}
		if (w->cluster[0] || w->cluster[1] || w->cluster[2])
			for (int i = 0; i < 3; i++)
				if (!out->cluster[i])
					out->cluster[i] = 1;
		if (w->smem) {
			WVal v;
			if (wexpr_eval(w->smem, &wi->env, &v, err, errlen))
				return -1;
			out->smem = v.i;
		}
	}
	for (int i = 0; i < 3; i++) {
		if (out->grid[i] < 1 || out->grid[i] > (i ? 65535 : 2147483647)) {
			snprintf(err, errlen, "grid dimension %c = %lld is out of range", "xyz"[i], (long long)out->grid[i]);
			return -1;
		}
		if (out->block[i] < 1 || out->block[i] > 1024) {
			snprintf(err, errlen, "block dimension %c = %lld is out of range", "xyz"[i], (long long)out->block[i]);
			return -1;
		}
	}
	if (out->block[0] * out->block[1] * out->block[2] > 1024) {
		snprintf(err, errlen, "block has %lld threads (at most 1024)", (long long)(out->block[0] * out->block[1] * out->block[2]));
		return -1;
	}
	if (out->smem < 0 || out->smem > 232448) {
		snprintf(err, errlen, "dynamic shared memory %lld bytes is out of range (0..227 KiB)", (long long)out->smem);
		return -1;
	}
	return 0;
}
