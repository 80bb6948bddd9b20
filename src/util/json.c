/* JSON writer and bounded recursive-descent parser, strict per RFC 8259
 * (number grammar, escapes, surrogate pairs, UTF-8, duplicate keys), with
 * number parsing and formatting in the C locale whatever the process's
 * LC_NUMERIC (the library may be hosted by a program that sets it). */
#include "util/json.h"
#include <errno.h>
#include <stdarg.h>
#include <locale.h>
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The "C" numeric locale, made once; (locale_t)0 if newlocale failed, and
 * then the callers fall back to the process locale's own conversions
 * after checking it uses '.' (see c_strtod). */
static locale_t c_loc;
static pthread_once_t c_loc_once = PTHREAD_ONCE_INIT;
static void c_loc_init(void) { c_loc = newlocale(LC_NUMERIC_MASK, "C", (locale_t)0); }
static locale_t c_locale(void)
{
	pthread_once(&c_loc_once, c_loc_init);
	return c_loc;
}

double json_strtod(const char *s, char **end)
{
	locale_t c = c_locale();
	return c ? strtod_l(s, end, c) : strtod(s, end);
}

/* snprintf of one double in the C locale. */
static void c_fmt(char *out, size_t n, const char *fmt, double v)
{
	locale_t c = c_locale(), old = c ? uselocale(c) : (locale_t)0;
	snprintf(out, n, fmt, v);
	if (c)
		uselocale(old);
}

void jw_init(JsonW *w, Buf *out, int pretty)
{
	memset(w, 0, sizeof *w);
	w->out = out;
	w->pretty = pretty;
	w->first[0] = 1;
}

static void indent(JsonW *w)
{
	if (!w->pretty)
		return;
	buf_putc(w->out, '\n');
	for (int i = 0; i < w->depth; i++)
		buf_puts(w->out, "  ");
}

/* separator before a value that is an array element or top level */
static void sep(JsonW *w)
{
	if (w->depth > 0 && w->first[w->depth] == 2) {   /* after a key */
		w->first[w->depth] = 0;
		return;
	}
	if (!w->first[w->depth])
		buf_putc(w->out, ',');
	w->first[w->depth] = 0;
	if (w->depth > 0)
		indent(w);
}

static void open(JsonW *w, char c)
{
	sep(w);
	buf_putc(w->out, c);
	if (w->depth + 1 >= (int)sizeof w->first)
		die("json writer nesting too deep");
	w->first[++w->depth] = 1;
}

static void close_(JsonW *w, char c)
{
	int empty = w->first[w->depth] == 1;
	w->depth--;
	if (!empty)
		indent(w);
	buf_putc(w->out, c);
}

void jw_obj(JsonW *w) { open(w, '{'); }
void jw_end_obj(JsonW *w) { close_(w, '}'); }
void jw_arr(JsonW *w) { open(w, '['); }
void jw_end_arr(JsonW *w) { close_(w, ']'); }

void json_escape(Buf *out, const char *s, size_t n)
{
	buf_putc(out, '"');
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		switch (c) {
		case '"': buf_puts(out, "\\\""); break;
		case '\\': buf_puts(out, "\\\\"); break;
		case '\n': buf_puts(out, "\\n"); break;
		case '\t': buf_puts(out, "\\t"); break;
		case '\r': buf_puts(out, "\\r"); break;
		default:
			if (c < 0x20)
				buf_printf(out, "\\u%04x", c);
			else
				buf_putc(out, (char)c);
		}
	}
	buf_putc(out, '"');
}

void jw_key(JsonW *w, const char *k)
{
	sep(w);
	json_escape(w->out, k, strlen(k));
	buf_puts(w->out, w->pretty ? ": " : ":");
	w->first[w->depth] = 2;
}

void jw_strn(JsonW *w, const char *s, size_t n) { sep(w); json_escape(w->out, s, n); }
void jw_str(JsonW *w, const char *s)
{
	if (!s) { jw_null(w); return; }
	jw_strn(w, s, strlen(s));
}
void jw_int(JsonW *w, long long v) { sep(w); buf_printf(w->out, "%lld", v); }
void jw_uint(JsonW *w, unsigned long long v) { sep(w); buf_printf(w->out, "%llu", v); }
void jw_num(JsonW *w, double v)
{
	sep(w);
	char t[40];
	if (isnan(v) || isinf(v)) {
		buf_puts(w->out, "null");
		return;
	}
	c_fmt(t, sizeof t, v == floor(v) && fabs(v) < 1e15 ? "%.1f" : "%.17g", v);
	buf_puts(w->out, t);
}
void jw_bool(JsonW *w, int v) { sep(w); buf_puts(w->out, v ? "true" : "false"); }
void jw_null(JsonW *w) { sep(w); buf_puts(w->out, "null"); }
void jw_raw(JsonW *w, const char *json) { sep(w); buf_puts(w->out, json); }
void jw_kstr(JsonW *w, const char *k, const char *s) { jw_key(w, k); jw_str(w, s); }
void jw_kint(JsonW *w, const char *k, long long v) { jw_key(w, k); jw_int(w, v); }
void jw_kuint(JsonW *w, const char *k, unsigned long long v) { jw_key(w, k); jw_uint(w, v); }
void jw_knum(JsonW *w, const char *k, double v) { jw_key(w, k); jw_num(w, v); }
void jw_kbool(JsonW *w, const char *k, int v) { jw_key(w, k); jw_bool(w, v); }

void jw_value(JsonW *w, const JVal *v)
{
	switch (v->t) {
	case JNULL: jw_null(w); break;
	case JBOOL: jw_bool(w, v->b); break;
	case JNUM:
		if (v->is_int)
			jw_int(w, v->i);
		else
			jw_num(w, v->num);
		break;
	case JSTR: jw_strn(w, v->s, v->slen); break;
	case JARR:
		jw_arr(w);
		for (int i = 0; i < v->n; i++)
			jw_value(w, v->items[i]);
		jw_end_arr(w);
		break;
	case JOBJ:
		jw_obj(w);
		for (int i = 0; i < v->n; i++) {
			jw_key(w, v->keys[i]);
			jw_value(w, v->items[i]);
		}
		jw_end_obj(w);
		break;
	}
}

/* ---- parser ---- */
enum { MAX_DEPTH = 128 };

typedef struct {
	Arena *a;
	const char *s, *end, *p;
	int line;
	const char *line_start;
	char *err;
	size_t errlen;
	int failed;
} P;

static void perr_at(P *p, const char *at, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void perr_at(P *p, const char *at, const char *fmt, ...)
{
	if (p->failed)
		return;
	p->failed = 1;
	int n = snprintf(p->err, p->errlen, "%d:%d: ", p->line, (int)(at - p->line_start) + 1);
	if (n >= 0 && (size_t)n < p->errlen) {
		va_list ap;
		va_start(ap, fmt);
		vsnprintf(p->err + n, p->errlen - (size_t)n, fmt, ap);
		va_end(ap);
	}
}
#define perr(ps, ...) perr_at(ps, (ps)->p, __VA_ARGS__)

static void ws(P *p)
{
	while (p->p < p->end) {
		char c = *p->p;
		if (c == '\n') {
			p->line++;
			p->line_start = p->p + 1;
		} else if (c != ' ' && c != '\t' && c != '\r')
			break;
		p->p++;
	}
}

static JVal *val(P *p, int depth);

static JVal *mk(P *p, JType t)
{
	JVal *v = arena_alloc(p->a, sizeof *v);
	v->t = t;
	v->line = p->line;
	v->col = (int)(p->p - p->line_start) + 1;
	return v;
}

static int hexv(char c)
{
	if (c >= '0' && c <= '9') return c - '0';
	if (c >= 'a' && c <= 'f') return c - 'a' + 10;
	if (c >= 'A' && c <= 'F') return c - 'A' + 10;
	return -1;
}

/* Four hex digits after "\u" (p->p at the first); -1 with an error. */
static long hex4(P *p, const char *esc)
{
	unsigned u = 0;
	for (int i = 0; i < 4; i++) {
		int h = p->p < p->end ? hexv(*p->p) : -1;
		if (h < 0) {
			perr_at(p, esc, "bad \\u escape (want four hex digits)");
			return -1;
		}
		u = u * 16 + (unsigned)h;
		p->p++;
	}
	return (long)u;
}

static void put_utf8(Buf *b, uint32_t u)
{
	if (u < 0x80)
		buf_putc(b, (char)u);
	else if (u < 0x800) {
		buf_putc(b, (char)(0xc0 | u >> 6));
		buf_putc(b, (char)(0x80 | (u & 63)));
	} else if (u < 0x10000) {
		buf_putc(b, (char)(0xe0 | u >> 12));
		buf_putc(b, (char)(0x80 | ((u >> 6) & 63)));
		buf_putc(b, (char)(0x80 | (u & 63)));
	} else {
		buf_putc(b, (char)(0xf0 | u >> 18));
		buf_putc(b, (char)(0x80 | ((u >> 12) & 63)));
		buf_putc(b, (char)(0x80 | ((u >> 6) & 63)));
		buf_putc(b, (char)(0x80 | (u & 63)));
	}
}

/* Length of the well-formed UTF-8 sequence at s (RFC 3629: no overlong
 * forms, no surrogates, nothing above U+10FFFF), 0 if ill-formed. */
static int utf8_len(const unsigned char *s, const unsigned char *end)
{
	unsigned c = s[0];
	int n;
	uint32_t u, min;
	if (c < 0x80)
		return 1;
	if (c >= 0xc2 && c <= 0xdf)
		n = 2, u = c & 0x1f, min = 0x80;
	else if (c >= 0xe0 && c <= 0xef)
		n = 3, u = c & 0x0f, min = 0x800;
	else if (c >= 0xf0 && c <= 0xf4)
		n = 4, u = c & 0x07, min = 0x10000;
	else
		return 0;
	if (end - s < n)
		return 0;
	for (int i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		u = u << 6 | (s[i] & 0x3f);
	}
	if (u < min || u > 0x10ffff || (u >= 0xd800 && u <= 0xdfff))
		return 0;
	return n;
}

static char *str(P *p, size_t *lenp)
{
	Buf b = {0};
	const char *open = p->p++;   /* opening quote */
	for (;;) {
		if (p->p >= p->end) { perr_at(p, open, "unterminated string"); break; }
		unsigned char c = (unsigned char)*p->p;
		if (c == '"') {
			p->p++;
			break;
		}
		if (c < 0x20) { perr(p, "control character 0x%02x in string (write it as an escape)", c); break; }
		if (c >= 0x80) {
			int n = utf8_len((const unsigned char *)p->p, (const unsigned char *)p->end);
			if (!n) { perr(p, "invalid UTF-8 in string"); break; }
			buf_putn(&b, p->p, (size_t)n);
			p->p += n;
			continue;
		}
		if (c != '\\') { buf_putc(&b, (char)c); p->p++; continue; }
		const char *esc = p->p++;
		if (p->p >= p->end) { perr_at(p, open, "unterminated string"); break; }
		c = (unsigned char)*p->p++;
		switch (c) {
		case '"': case '\\': case '/': buf_putc(&b, (char)c); break;
		case 'b': buf_putc(&b, '\b'); break;
		case 'f': buf_putc(&b, '\f'); break;
		case 'n': buf_putc(&b, '\n'); break;
		case 'r': buf_putc(&b, '\r'); break;
		case 't': buf_putc(&b, '\t'); break;
		case 'u': {
			long u = hex4(p, esc);
			if (u < 0)
				goto out;
			if (u >= 0xdc00 && u <= 0xdfff) {
				perr_at(p, esc, "unpaired surrogate \\u%04lx (a low surrogate without a high one)", u);
				goto out;
			}
			if (u >= 0xd800 && u <= 0xdbff) {
				if (p->end - p->p < 2 || p->p[0] != '\\' || p->p[1] != 'u') {
					perr_at(p, esc, "unpaired surrogate \\u%04lx (a high surrogate must be followed by \\udc00-\\udfff)", u);
					goto out;
				}
				const char *esc2 = p->p;
				p->p += 2;
				long lo = hex4(p, esc2);
				if (lo < 0)
					goto out;
				if (lo < 0xdc00 || lo > 0xdfff) {
					perr_at(p, esc, "unpaired surrogate \\u%04lx (followed by \\u%04lx, not \\udc00-\\udfff)", u, lo);
					goto out;
				}
				u = 0x10000 + ((u - 0xd800) << 10) + (lo - 0xdc00);
			}
			put_utf8(&b, (uint32_t)u);
			break;
		}
		default:
			perr_at(p, esc, c >= 0x20 && c < 0x7f ? "invalid escape '\\%c'" : "invalid escape (byte 0x%02x after '\\')", c);
			goto out;
		}
	}
out:;
	char *r = arena_strndup(p->a, buf_str(&b), b.len);
	*lenp = b.len;
	buf_free(&b);
	return r;
}

static int lit(P *p, const char *w)
{
	size_t n = strlen(w);
	if ((size_t)(p->end - p->p) >= n && !memcmp(p->p, w, n)) {
		p->p += n;
		return 1;
	}
	return 0;
}

static int isdig(const char *q, const char *end) { return q < end && *q >= '0' && *q <= '9'; }

/* A number per RFC 8259: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?.
 * Integers must fit in 64 bits; others must be finite doubles, and a
 * nonzero literal must not round to zero. */
static JVal *number(P *p)
{
	JVal *v = mk(p, JNUM);
	const char *q = p->p, *end = p->end;
	int isint = 1, nonzero = 0;
	if (*q == '-')
		q++;
	if (!isdig(q, end)) {
		perr(p, "bad number: a digit must follow '-'");
		return NULL;
	}
	if (*q == '0' && isdig(q + 1, end)) {
		perr(p, "bad number: leading zeros are not allowed");
		return NULL;
	}
	while (isdig(q, end))
		nonzero |= *q++ != '0';
	if (q < end && *q == '.') {
		isint = 0;
		if (!isdig(++q, end)) {
			perr_at(p, q, "bad number: a digit must follow '.'");
			return NULL;
		}
		while (isdig(q, end))
			nonzero |= *q++ != '0';
	}
	if (q < end && (*q == 'e' || *q == 'E')) {
		isint = 0;
		q++;
		if (q < end && (*q == '+' || *q == '-'))
			q++;
		if (!isdig(q, end)) {
			perr_at(p, q, "bad number: a digit must follow the exponent");
			return NULL;
		}
		while (isdig(q, end))
			q++;
	}
	if (q < end && (*q == '.' || *q == 'e' || *q == 'E' || *q == '+' || *q == '-' || (*q >= 'a' && *q <= 'z') ||
			(*q >= 'A' && *q <= 'Z'))) {
		perr_at(p, q, "bad number: unexpected '%c'", *q);
		return NULL;
	}
	size_t n = (size_t)(q - p->p);
	char tmp[512];
	if (n >= sizeof tmp) {
		perr(p, "number too long (%zu characters)", n);
		return NULL;
	}
	memcpy(tmp, p->p, n);
	tmp[n] = 0;
	char *e;
	errno = 0;
	if (isint) {
		v->i = strtoll(tmp, &e, 10);
		if (errno == ERANGE) {
			perr(p, "number out of range: %s does not fit in a 64-bit integer", tmp);
			return NULL;
		}
		v->is_int = 1;
		v->num = (double)v->i;
	} else {
		v->num = json_strtod(tmp, &e);
		if (*e) {
			perr(p, "bad number");
			return NULL;
		}
		if (isinf(v->num) || (v->num == 0 && nonzero)) {
			perr(p, "number out of range: %s is %s a double", tmp, isinf(v->num) ? "too large for" : "too small for");
			return NULL;
		}
	}
	p->p = q;
	return v;
}

typedef struct {
	const char *k;
	size_t len;
	int i;
	int line, col;
} KeyPos;

static int keypos_cmp(const void *a, const void *b)
{
	const KeyPos *x = a, *y = b;
	size_t n = x->len < y->len ? x->len : y->len;
	int c = memcmp(x->k, y->k, n);
	if (c)
		return c;
	if (x->len != y->len)
		return x->len < y->len ? -1 : 1;
	return x->i - y->i;
}

/* Reports the first key (in text order) that repeats an earlier one. */
static void dup_keys(P *p, KeyPos *kp, int n)
{
	if (n < 2)
		return;
	qsort(kp, (size_t)n, sizeof *kp, keypos_cmp);
	int best = -1;
	for (int i = 1; i < n; i++)
		if (kp[i].len == kp[i - 1].len && !memcmp(kp[i].k, kp[i - 1].k, kp[i].len) && (best < 0 || kp[i].i < kp[best].i))
			best = i;
	if (best < 0)
		return;
	int first = best - 1;
	while (first > 0 && kp[first - 1].len == kp[best].len && !memcmp(kp[first - 1].k, kp[best].k, kp[best].len))
		first--;
	p->failed = 1;
	snprintf(p->err, p->errlen, "%d:%d: duplicate key \"%.*s\" (first at %d:%d)", kp[best].line, kp[best].col,
		kp[best].len > 64 ? 64 : (int)kp[best].len, kp[best].k, kp[first].line, kp[first].col);
}

static JVal *val(P *p, int depth)
{
	ws(p);
	if (p->failed)
		return NULL;
	if (depth > MAX_DEPTH) { perr(p, "nesting too deep (more than %d levels)", MAX_DEPTH); return NULL; }
	if (p->p >= p->end) { perr(p, "unexpected end of input"); return NULL; }
	JVal *v;
	char c = *p->p;
	if (c == '{' || c == '[') {
		int isobj = c == '{';
		v = mk(p, isobj ? JOBJ : JARR);
		p->p++;
		VEC(JVal *) items = {0};
		VEC(KeyPos) keys = {0};
		ws(p);
		if (p->p < p->end && *p->p == (isobj ? '}' : ']')) {
			p->p++;
			if (isobj)
				v->keys = arena_alloc(p->a, sizeof(char *));
			v->items = arena_alloc(p->a, sizeof(JVal *));
			return v;
		}
		for (;;) {
			ws(p);
			if (isobj) {
				if (p->p >= p->end || *p->p != '"') { perr(p, "expected a string key"); break; }
				KeyPos kp = {0};
				kp.line = p->line;
				kp.col = (int)(p->p - p->line_start) + 1;
				kp.i = keys.n;
				kp.k = str(p, &kp.len);
				if (p->failed)
					break;
				vec_push(&keys, kp);
				ws(p);
				if (p->p >= p->end || *p->p != ':') { perr(p, "expected ':'"); break; }
				p->p++;
			}
			JVal *e = val(p, depth + 1);
			if (!e)
				break;
			vec_push(&items, e);
			ws(p);
			if (p->p < p->end && *p->p == ',') {
				p->p++;
				ws(p);
				if (p->p < p->end && *p->p == (isobj ? '}' : ']')) {
					perr(p, "trailing comma before '%c'", *p->p);
					break;
				}
				continue;
			}
			if (p->p < p->end && *p->p == (isobj ? '}' : ']')) { p->p++; break; }
			if (p->p >= p->end)
				perr(p, isobj ? "unexpected end of input: expected ',' or '}'" : "unexpected end of input: expected ',' or ']'");
			else
				perr(p, isobj ? "expected ',' or '}'" : "expected ',' or ']'");
			break;
		}
		v->n = items.n;
		v->items = arena_alloc(p->a, sizeof(JVal *) * (size_t)(items.n + 1));
		if (items.n)
			memcpy(v->items, items.v, sizeof(JVal *) * (size_t)items.n);
		if (isobj) {
			v->keys = arena_alloc(p->a, sizeof(char *) * (size_t)(keys.n + 1));
			for (int i = 0; i < keys.n; i++)
				v->keys[i] = (char *)keys.v[i].k;
			if (!p->failed)
				dup_keys(p, keys.v, keys.n);
		}
		vec_free(&items);
		vec_free(&keys);
		return p->failed ? NULL : v;
	}
	if (c == '"') {
		v = mk(p, JSTR);
		v->s = str(p, &v->slen);
		return p->failed ? NULL : v;
	}
	/* the value's position is where its literal starts */
	if (c == 't' || c == 'f' || c == 'n') {
		v = mk(p, c == 'n' ? JNULL : JBOOL);
		if (lit(p, "true")) { v->b = 1; return v; }
		if (lit(p, "false") || lit(p, "null")) return v;
	}
	if (c == '-' || (c >= '0' && c <= '9'))
		return number(p);
	if (c == '.')
		perr(p, "bad number: a digit must come before '.'");
	else if (c == '+')
		perr(p, "bad number: no '+' sign allowed");
	else if ((unsigned char)c >= 0x20 && (unsigned char)c < 0x7f)
		perr(p, "unexpected character '%c'", c);
	else
		perr(p, "unexpected byte 0x%02x", (unsigned char)c);
	return NULL;
}

JVal *json_parse(Arena *a, const char *text, size_t len, char *err, size_t errlen)
{
	P p = {a, text, text + len, text, 1, text, err, errlen, 0};
	if (errlen)
		err[0] = 0;
	JVal *v = val(&p, 0);
	if (v) {
		ws(&p);
		if (p.p != p.end)
			perr(&p, "trailing characters after the JSON value");
	}
	return p.failed ? NULL : v;
}

JVal *json_get(const JVal *obj, const char *key)
{
	if (!obj || obj->t != JOBJ)
		return NULL;
	for (int i = 0; i < obj->n; i++)
		if (!strcmp(obj->keys[i], key))
			return obj->items[i];
	return NULL;
}

const char *json_str(const JVal *v) { return v && v->t == JSTR ? v->s : NULL; }
