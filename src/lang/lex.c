/* Lexer: source text -> tokens.  Identifiers are interned; an identifier
 * followed by `.modifier`s without spaces is one dotted token
 * ("ld.global.v4.f32", "tid.x", "mbarrier.try_wait.parity.shared::cta.b64"),
 * and `asm { ... }` is captured as one raw-text token. */
#include "lang/lang_int.h"
#include <ctype.h>
#include <errno.h>
#include <fenv.h>
#include <sys/stat.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned hash(const char *s, size_t n)
{
	unsigned h = 2166136261u;
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h;
}

const char *intern(Ctx *c, const char *s, size_t n)
{
	Interner *t = &c->names;
	if (2 * (t->n + 1) > t->cap) {
		int nc = t->cap ? 2 * t->cap : 256;
		const char **nv = arena_alloc(c->a, sizeof *nv * (size_t)nc);
		for (int i = 0; i < t->cap; i++)
			if (t->v[i]) {
				unsigned j = hash(t->v[i], strlen(t->v[i])) & (unsigned)(nc - 1);
				while (nv[j])
					j = (j + 1) & (unsigned)(nc - 1);
				nv[j] = t->v[i];
			}
		t->v = nv;
		t->cap = nc;
	}
	unsigned j = hash(s, n) & (unsigned)(t->cap - 1);
	while (t->v[j]) {
		if (!strncmp(t->v[j], s, n) && t->v[j][n] == 0)
			return t->v[j];
		j = (j + 1) & (unsigned)(t->cap - 1);
	}
	t->n++;
	return t->v[j] = arena_strndup(c->a, s, n);
}

void cerr(Ctx *c, Loc loc, const char *fmt, ...)
{
	if (c->quiet) {       /* expand.c asks whether a fold succeeds; lower reports */
		c->quieted++;
		return;
	}
	/* sized to the message: a long one (legal forms) is never cut mid-word */
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	char stack[512], *buf = n >= 0 && (size_t)n < sizeof stack ? stack : kl_malloc(n > 0 ? (size_t)n + 1 : 1);
	if (!buf)
		die("out of memory");
	va_start(ap, fmt);
	vsnprintf(buf, (size_t)(n > 0 ? n : 0) + 1, fmt, ap);
	va_end(ap);
	/* an inline fn body lowered at several call sites reports once */
	unsigned h = hash(buf, strlen(buf)) ^ ((unsigned)loc.line * 2654435761u) ^ (unsigned)loc.col * 40503u
	             ^ (unsigned)(uintptr_t)loc.file;
	int dup = 0;
	for (int i = 0; i < c->seen.n && !dup; i++)
		dup = c->seen.v[i] == h;
	if (!dup) {
		if (c->seen.n < 4096)
			vec_push(&c->seen, h);
		diag_error(c->d, loc, "%s", buf);
	}
	if (buf != stack)
		kl_free(buf);
}

typedef VEC(Tok) TokVec;

typedef struct {
	Ctx *c;
	const char *file;
	const char *s, *p, *end;
	int line;
	const char *bol;
	TokVec toks;
} Lexer;

static Loc here(Lexer *L, const char *p)
{
	return (Loc){L->file, L->line, (int)(p - L->bol) + 1};
}

static int isid(int ch) { return isalnum(ch) || ch == '_'; }

static void push(Lexer *L, Tok t) { vec_push(&L->toks, t); }

static void newline(Lexer *L, const char *p)
{
	L->line++;
	L->bol = p + 1;
}

/* The decimal literal buf rounded to odd in binary64 (rn: its round-to-nearest
 * value): truncated, with the last bit set when the literal lies strictly
 * between two doubles.  Rounding that once more to any format of at most 51
 * fraction bits gives the literal correctly rounded, never rounded twice
 * (f16 h = 1.000488282181322574615478515625 is 0x3c01, not 0x3c00).  strtod
 * follows the rounding mode (C11 7.22.1.3), which is per thread. */
static double odd_double(const char *buf, double rn)
{
	int mode = fegetround();
	fesetround(FE_TOWARDZERO);
	double z = strtod(buf, NULL);
	fesetround(FE_UPWARD);
	double u = strtod(buf, NULL);
	fesetround(mode);
	if (z == u || isinf(rn) || isnan(rn))
		return rn;
	uint64_t b;
	memcpy(&b, &z, sizeof b);
	b |= 1;
	memcpy(&z, &b, sizeof z);
	return z;
}

static void lex_number(Lexer *L)
{
	const char *b = L->p, *p = L->p;
	Tok t = {.loc = here(L, b)};
	if (p[0] == '0' && (p[1] == 'f' || p[1] == 'F' || p[1] == 'd' || p[1] == 'D') && p + 2 < L->end &&
	    isxdigit((unsigned char)p[2])) {
		int dbl = p[1] == 'd' || p[1] == 'D';
		int want = dbl ? 16 : 8, n = 0;
		uint64_t v = 0;
		p += 2;
		while (p < L->end && isxdigit((unsigned char)*p)) {
			v = v << 4 | (uint64_t)(isdigit((unsigned char)*p) ? *p - '0' : (tolower((unsigned char)*p) - 'a' + 10));
			p++;
			n++;
		}
		if (n != want)
			cerr(L->c, t.loc, "%s bit-pattern literal needs exactly %d hex digits", dbl ? "f64" : "f32", want);
		t.k = T_FLT;
		t.fty = dbl ? TY_F64 : TY_F32;
		if (dbl) {
			double d;
			memcpy(&d, &v, sizeof d);
			t.f = d;
		} else {
			uint32_t w = (uint32_t)v;
			float f;
			memcpy(&f, &w, sizeof f);
			t.f = f;
		}
		t.i = v;
		t.fodd = t.f;
		L->p = p;
		push(L, t);
		return;
	}
	int base = 10;
	if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X'))
		base = 16, p += 2;
	else if (p[0] == '0' && (p[1] == 'b' || p[1] == 'B') && p + 2 < L->end && (p[2] == '0' || p[2] == '1'))
		base = 2, p += 2;
	int isf = 0;
	if (base == 10) {
		const char *q = p;
		while (q < L->end && (isdigit((unsigned char)*q) || *q == '_'))
			q++;
		if (q < L->end && *q == '.' && !(q + 1 < L->end && q[1] == '.'))
			isf = 1;
		if (q < L->end && (*q == 'e' || *q == 'E') &&
		    (q + 1 < L->end && (isdigit((unsigned char)q[1]) ||
		     ((q[1] == '-' || q[1] == '+') && q + 2 < L->end && isdigit((unsigned char)q[2])))))
			isf = 1;
	}
	if (isf) {
		char buf[1024];
		int n = 0;
		while (p < L->end && (isdigit((unsigned char)*p) || *p == '_' || *p == '.' || *p == 'e' || *p == 'E' ||
		       ((*p == '-' || *p == '+') && (p[-1] == 'e' || p[-1] == 'E')))) {
			if (*p != '_' && n < (int)sizeof buf - 1)
				buf[n++] = *p;
			p++;
		}
		buf[n] = 0;
		char *e;
		t.k = T_FLT;
		t.f = strtod(buf, &e);
		if (*e)
			cerr(L->c, t.loc, "malformed float literal '%s'", buf);
		else if (n == (int)sizeof buf - 1)
			cerr(L->c, t.loc, "float literal longer than %d characters", (int)sizeof buf - 2);
		t.fodd = odd_double(buf, t.f);
	} else {
		uint64_t v = 0;
		int over = 0, nd = 0;
		while (p < L->end && (isxdigit((unsigned char)*p) || *p == '_')) {
			if (*p == '_') {
				p++;
				continue;
			}
			int dv = isdigit((unsigned char)*p) ? *p - '0' : tolower((unsigned char)*p) - 'a' + 10;
			if (dv >= base)
				break;
			if (v > (UINT64_MAX - (uint64_t)dv) / (uint64_t)base)
				over = 1;
			v = v * (uint64_t)base + (uint64_t)dv;
			p++;
			nd++;
		}
		if (!nd)
			cerr(L->c, t.loc, "malformed integer literal");
		if (over)
			cerr(L->c, t.loc, "integer literal does not fit in 64 bits");
		t.k = T_INT;
		t.i = v;
	}
	if (p < L->end && isid((unsigned char)*p)) {
		cerr(L->c, here(L, p), "unexpected character '%c' after number", *p);
		while (p < L->end && isid((unsigned char)*p))
			p++;
	}
	L->p = p;
	push(L, t);
}

static void lex_asm(Lexer *L, Loc loc)
{
	/* at '{': capture the raw text up to the matching '}' */
	const char *p = L->p + 1, *b = p;
	int depth = 1;
	for (; p < L->end; p++) {
		if (*p == '\n')
			newline(L, p);
		else if (*p == '{')
			depth++;
		else if (*p == '}' && !--depth)
			break;
	}
	if (p >= L->end) {
		cerr(L->c, loc, "unterminated 'asm' block");
		L->p = L->end;
		return;
	}
	Tok t = {.k = T_ASM, .loc = loc, .s = arena_strndup(L->c->a, b, (size_t)(p - b))};
	push(L, t);
	L->p = p + 1;
}

static int lex(Lexer *L);

/* At a '{' inside an opcode's modifier: the end (past '}') of a
 * substitution `{expr}` on this line, or NULL when this is no substitution
 * (empty, nested braces, or a ',' / ';' inside: a vector operand written
 * without a space, `ld.v2.f32{a, b}`, stays one). */
static const char *subst_end(const char *p, const char *end)
{
	if (p >= end || *p != '{')
		return NULL;
	const char *q = p + 1;
	while (q < end && *q != '}' && *q != '{' && *q != ',' && *q != ';' && *q != '\n')
		q++;
	if (q >= end || *q != '}' || q == p + 1)
		return NULL;
	return q + 1;
}

/* Lexes the expression text [b, e) of a substitution in place (its tokens
 * keep their source locations) and appends them and a closing T_EOF. */
static void lex_subst(Lexer *L, const char *b, const char *e, TokVec *v)
{
	Lexer S = {.c = L->c, .file = L->file, .s = L->s, .p = b, .end = e, .line = L->line, .bol = L->bol};
	lex(&S);
	for (int i = 0; i < S.toks.n; i++)
		vec_push(v, S.toks.v[i]);
	vec_push(v, ((Tok){.k = T_EOF, .loc = here(L, e)}));
	vec_free(&S.toks);
}

static const struct { const char *s; TokKind k; } puncts[] = {
	{"<<=", T_SHLEQ}, {">>=", T_SHREQ},
	{"&&", T_ANDAND}, {"||", T_OROR}, {"<<", T_SHL}, {">>", T_SHR}, {"<=", T_LE}, {">=", T_GE},
	{"==", T_EQ}, {"!=", T_NE}, {"+=", T_ADDEQ}, {"-=", T_SUBEQ}, {"*=", T_MULEQ}, {"/=", T_DIVEQ},
	{"%=", T_MODEQ}, {"&=", T_ANDEQ}, {"|=", T_OREQ}, {"^=", T_XOREQ}, {"++", T_INC}, {"--", T_DEC},
	{"->", T_ARROW},
	{"(", T_LP}, {")", T_RP}, {"[", T_LB}, {"]", T_RB}, {"{", T_LC}, {"}", T_RC}, {",", T_COMMA},
	{";", T_SEMI}, {":", T_COLON}, {"?", T_QUEST}, {"@", T_AT}, {".", T_DOT}, {"=", T_ASSIGN},
	{"+", T_PLUS}, {"-", T_MINUS}, {"*", T_STAR}, {"/", T_SLASH}, {"%", T_PCT}, {"&", T_AMP},
	{"|", T_PIPE}, {"^", T_CARET}, {"~", T_TILDE}, {"!", T_BANG}, {"<", T_LT}, {">", T_GT},
};

static int lex(Lexer *L)
{
	Ctx *c = L->c;
	while (L->p < L->end) {
		const char *p = L->p;
		if (c->d->nerr >= 50)
			return -1;
		if (*p == '\n') {
			newline(L, p);
			L->p++;
			continue;
		}
		if (isspace((unsigned char)*p)) {
			L->p++;
			continue;
		}
		if (p[0] == '/' && p + 1 < L->end && p[1] == '/') {
			while (L->p < L->end && *L->p != '\n')
				L->p++;
			continue;
		}
		if (p[0] == '/' && p + 1 < L->end && p[1] == '*') {
			Loc loc = here(L, p);
			p += 2;
			while (p + 1 < L->end && !(p[0] == '*' && p[1] == '/')) {
				if (*p == '\n')
					newline(L, p);
				p++;
			}
			if (p + 1 >= L->end) {
				cerr(c, loc, "unterminated comment");
				L->p = L->end;
				break;
			}
			L->p = p + 2;
			continue;
		}
		if (isdigit((unsigned char)*p) || (*p == '.' && p + 1 < L->end && isdigit((unsigned char)p[1]))) {
			lex_number(L);
			continue;
		}
		if (isalpha((unsigned char)*p) || *p == '_') {
			const char *b = p;
			while (p < L->end && isid((unsigned char)*p))
				p++;
			/* dotted modifiers: '.' followed by an identifier character;
			 * a "::" inside a modifier stays (shared::cta); "{expr}"
			 * directly inside a modifier is a substitution (m64n{BN}k16) */
			TokVec sub = {0};
			const char *q;
			while (p + 1 < L->end && *p == '.' && (isid((unsigned char)p[1]) || subst_end(p + 1, L->end))) {
				p++;
				for (;;) {
					if (p < L->end && isid((unsigned char)*p))
						p++;
					else if (p + 2 < L->end && *p == ':' && p[1] == ':' && isid((unsigned char)p[2]))
						p += 2;
					else if (p < L->end && *p == '{' && (q = subst_end(p, L->end))) {
						lex_subst(L, p + 1, q - 1, &sub);
						p = q;
					} else
						break;
				}
			}
			Tok t = {.k = T_IDENT, .loc = here(L, b), .s = intern(c, b, (size_t)(p - b))};
			if (sub.n) {
				t.sub = arena_alloc(c->a, sizeof *t.sub * (size_t)sub.n);
				memcpy(t.sub, sub.v, sizeof *t.sub * (size_t)sub.n);
				t.nsub = sub.n;
			}
			vec_free(&sub);
			L->p = p;
			if (t.s == intern(c, "asm", 3)) {
				while (L->p < L->end && (*L->p == ' ' || *L->p == '\t' || *L->p == '\n' || *L->p == '\r')) {
					if (*L->p == '\n')
						newline(L, L->p);
					L->p++;
				}
				if (L->p < L->end && *L->p == '{') {
					lex_asm(L, t.loc);
					continue;
				}
			}
			push(L, t);
			continue;
		}
		if (*p == '"') {
			Loc loc = here(L, p);
			const char *b = ++p;
			while (p < L->end && *p != '"' && *p != '\n')
				p++;
			if (p >= L->end || *p != '"') {
				cerr(c, loc, "unterminated string");
				L->p = p;
				continue;
			}
			push(L, (Tok){.k = T_STR, .loc = loc, .s = arena_strndup(c->a, b, (size_t)(p - b))});
			L->p = p + 1;
			continue;
		}
		int found = 0;
		for (size_t i = 0; i < sizeof puncts / sizeof puncts[0]; i++) {
			size_t n = strlen(puncts[i].s);
			if ((size_t)(L->end - p) >= n && !memcmp(p, puncts[i].s, n)) {
				push(L, (Tok){.k = puncts[i].k, .loc = here(L, p)});
				L->p = p + n;
				found = 1;
				break;
			}
		}
		if (!found) {
			if ((unsigned char)*p >= 0x20 && (unsigned char)*p < 0x7f)
				cerr(c, here(L, p), "unexpected character '%c'", *p);
			else
				cerr(c, here(L, p), "unexpected byte 0x%02x", (unsigned char)*p);
			L->p++;
		}
	}
	return 0;
}

int lex_file(Ctx *c, const char *path, const char *text, size_t len, Tok **toks, int *ntoks)
{
	char *buf = NULL;
	if (!text) {
		struct stat st;
		if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
			errno = EISDIR;
			return -1;
		}
		FILE *f = kl_fopen(path, "rb");
		if (!f)
			return -1;
		size_t cap = 4096, n = 0;
		buf = kl_malloc(cap);
		if (!buf)
			die("out of memory");
		for (;;) {
			if (n == cap) {
				if (cap >= MAX_FILE) {
					kl_fclose(f);
					kl_free(buf);
					return -2;
				}
				cap *= 2;
				char *nb = kl_realloc(buf, cap);
				if (!nb)
					die("out of memory");
				buf = nb;
			}
			size_t r = fread(buf + n, 1, cap - n, f);
			if (!r)
				break;
			n += r;
		}
		int bad = ferror(f), err = errno;
		kl_fclose(f);
		if (bad) {
			kl_free(buf);
			errno = err ? err : EIO;
			return -1;
		}
		text = buf;
		len = n;
	}
	const char *name = diags_add_file_copy(c->d, path, text, len);
	kl_free(buf);
	/* the diagnostics own the copy; lex from it */
	const SrcFile *sf = &c->d->files[c->d->nfiles - 1];
	Lexer L = {.c = c, .file = name, .s = sf->text, .p = sf->text, .end = sf->text + sf->len, .line = 1, .bol = sf->text};
	lex(&L);
	Tok eof = {.k = T_EOF, .loc = here(&L, L.p)};
	push(&L, eof);
	Tok *t = arena_alloc(c->a, sizeof *t * (size_t)L.toks.n);
	memcpy(t, L.toks.v, sizeof *t * (size_t)L.toks.n);
	*toks = t;
	*ntoks = L.toks.n;
	vec_free(&L.toks);
	return 0;
}
