/* JSON writer and bounded recursive-descent parser. */
#include "util/json.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
	if (isnan(v) || isinf(v))
		buf_puts(w->out, "null");
	else if (v == floor(v) && fabs(v) < 1e15)
		buf_printf(w->out, "%.1f", v);
	else
		buf_printf(w->out, "%.17g", v);
}
void jw_bool(JsonW *w, int v) { sep(w); buf_puts(w->out, v ? "true" : "false"); }
void jw_null(JsonW *w) { sep(w); buf_puts(w->out, "null"); }
void jw_raw(JsonW *w, const char *json) { sep(w); buf_puts(w->out, json); }
void jw_kstr(JsonW *w, const char *k, const char *s) { jw_key(w, k); jw_str(w, s); }
void jw_kint(JsonW *w, const char *k, long long v) { jw_key(w, k); jw_int(w, v); }
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

static void perr(P *p, const char *msg)
{
	if (p->failed)
		return;
	p->failed = 1;
	snprintf(p->err, p->errlen, "%d:%d: %s", p->line, (int)(p->p - p->line_start) + 1, msg);
}

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

static char *str(P *p, size_t *lenp)
{
	Buf b = {0};
	p->p++;   /* opening quote */
	for (;;) {
		if (p->p >= p->end) { perr(p, "unterminated string"); break; }
		unsigned char c = (unsigned char)*p->p++;
		if (c == '"')
			break;
		if (c < 0x20) { p->p--; perr(p, "control character in string"); break; }
		if (c != '\\') { buf_putc(&b, (char)c); continue; }
		if (p->p >= p->end) { perr(p, "unterminated string"); break; }
		c = (unsigned char)*p->p++;
		switch (c) {
		case '"': case '\\': case '/': buf_putc(&b, (char)c); break;
		case 'b': buf_putc(&b, '\b'); break;
		case 'f': buf_putc(&b, '\f'); break;
		case 'n': buf_putc(&b, '\n'); break;
		case 'r': buf_putc(&b, '\r'); break;
		case 't': buf_putc(&b, '\t'); break;
		case 'u': {
			unsigned u = 0;
			for (int i = 0; i < 4; i++) {
				int h = p->p < p->end ? hexv(*p->p) : -1;
				if (h < 0) { perr(p, "bad \\u escape"); goto out; }
				u = u * 16 + (unsigned)h;
				p->p++;
			}
			if (u < 0x80) buf_putc(&b, (char)u);
			else if (u < 0x800) { buf_putc(&b, (char)(0xc0 | u >> 6)); buf_putc(&b, (char)(0x80 | (u & 63))); }
			else { buf_putc(&b, (char)(0xe0 | u >> 12)); buf_putc(&b, (char)(0x80 | ((u >> 6) & 63))); buf_putc(&b, (char)(0x80 | (u & 63))); }
			break;
		}
		default: p->p--; perr(p, "bad escape"); goto out;
		}
	}
out:;
	char *s = arena_strndup(p->a, buf_str(&b), b.len);
	*lenp = b.len;
	buf_free(&b);
	return s;
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

static JVal *val(P *p, int depth)
{
	ws(p);
	if (p->failed)
		return NULL;
	if (depth > MAX_DEPTH) { perr(p, "nesting too deep"); return NULL; }
	if (p->p >= p->end) { perr(p, "unexpected end of input"); return NULL; }
	JVal *v;
	char c = *p->p;
	if (c == '{' || c == '[') {
		int isobj = c == '{';
		v = mk(p, isobj ? JOBJ : JARR);
		p->p++;
		VEC(JVal *) items = {0};
		VEC(char *) keys = {0};
		ws(p);
		if (p->p < p->end && *p->p == (isobj ? '}' : ']')) {
			p->p++;
			return v;
		}
		for (;;) {
			ws(p);
			if (isobj) {
				if (p->p >= p->end || *p->p != '"') { perr(p, "expected a string key"); break; }
				size_t kl;
				char *k = str(p, &kl);
				vec_push(&keys, k);
				ws(p);
				if (p->p >= p->end || *p->p != ':') { perr(p, "expected ':'"); break; }
				p->p++;
			}
			JVal *e = val(p, depth + 1);
			if (!e)
				break;
			vec_push(&items, e);
			ws(p);
			if (p->p < p->end && *p->p == ',') { p->p++; continue; }
			if (p->p < p->end && *p->p == (isobj ? '}' : ']')) { p->p++; break; }
			perr(p, isobj ? "expected ',' or '}'" : "expected ',' or ']'");
			break;
		}
		v->n = items.n;
		v->items = arena_alloc(p->a, sizeof(JVal *) * (size_t)(items.n + 1));
		if (items.n)
			memcpy(v->items, items.v, sizeof(JVal *) * (size_t)items.n);
		if (isobj) {
			v->keys = arena_alloc(p->a, sizeof(char *) * (size_t)(keys.n + 1));
			if (keys.n)
				memcpy(v->keys, keys.v, sizeof(char *) * (size_t)keys.n);
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
	if (c == '-' || (c >= '0' && c <= '9')) {
		v = mk(p, JNUM);
		const char *q = p->p;
		int isint = 1;
		if (*q == '-') q++;
		if (q >= p->end || *q < '0' || *q > '9') { perr(p, "bad number"); return NULL; }
		while (q < p->end && ((*q >= '0' && *q <= '9') || *q == '.' || *q == 'e' || *q == 'E' || *q == '+' || *q == '-')) {
			if (*q == '.' || *q == 'e' || *q == 'E')
				isint = 0;
			q++;
		}
		char tmp[64];
		size_t n = (size_t)(q - p->p);
		if (n >= sizeof tmp) { perr(p, "number too long"); return NULL; }
		memcpy(tmp, p->p, n);
		tmp[n] = 0;
		char *e;
		v->num = strtod(tmp, &e);
		if (*e) { perr(p, "bad number"); return NULL; }
		if (isint) {
			v->is_int = 1;
			v->i = strtoll(tmp, NULL, 10);
		}
		p->p = q;
		return v;
	}
	perr(p, "unexpected character");
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
			perr(&p, "trailing characters after JSON value");
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
