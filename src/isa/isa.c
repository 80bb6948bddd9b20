/* The ISA table at run time: parses the spelling and operand columns of
 * isa.def once, matches written opcodes against them, and answers the type
 * questions every consumer asks. */
#include "isa/isa.h"
#include "util/arena.h"
#include "util/xmacro.h"
#include <ctype.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The columns as written; the parsed table is filled from them at init so
 * that its slot arrays stay in zeroed storage, not in the binary. */
static const IsaEntry cols[I_COUNT + 1] = {
#define I(id_, spell_, opnds_, ptx_, sm_, eff_, fid_, doc_) \
	[I_##id_] = {.id = I_##id_, .idname = #id_, .spell = spell_, .opnds_spec = opnds_, \
	             .ptx = ptx_, .req = REQ_##sm_, .eff = eff_, .fid = fid_, .doc = doc_},
#include "isa/isa.def"
};
static IsaEntry table[I_COUNT + 1];

static char pool[1 << 20];     /* parsed strings; the table is static data */
static size_t pool_used;
static int init_state;         /* 0 not yet, 1 ok, -1 failed */
static char init_err[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static const char *intern(const char *s, size_t n)
{
	if (pool_used + n + 1 > sizeof pool)
		die("isa string pool exhausted");
	char *p = pool + pool_used;
	memcpy(p, s, n);
	p[n] = 0;
	pool_used += n + 1;
	return p;
}

static int bad(const IsaEntry *e, const char *what)
{
	snprintf(init_err, sizeof init_err, "isa.def: entry %s: %s", e->idname, what);
	return -1;
}

static int count_toks(const char *s)
{
	int n = 1;
	for (; *s; s++)
		if (*s == '.')
			n++;
	return n;
}

static int parse_spell(IsaEntry *e)
{
	const char *s = e->spell;
	const char *b = s;
	while (*s && *s != '.' && *s != '{' && *s != '[')
		s++;
	if (s == b)
		return bad(e, "empty base name");
	e->base = intern(b, (size_t)(s - b));
	while (*s) {
		if (e->nslot == ISA_MAX_SLOTS)
			return bad(e, "too many slots");
		IsaSlot *sl = &e->slot[e->nslot++];
		if (*s == '.') {
			s++;
			b = s;
			while (*s && *s != '{' && *s != '[' && !(*s == '.' && s[1] && (s[1] == '{' || s[1] == '[')))
				s++;
			/* a literal run like ".sync.aligned" is split into one slot per token */
			const char *q = b;
			e->nslot--;
			while (q < s) {
				const char *t = q;
				while (t < s && *t != '.')
					t++;
				if (t == q)
					return bad(e, "empty literal modifier");
				if (e->nslot == ISA_MAX_SLOTS)
					return bad(e, "too many slots");
				IsaSlot *ls = &e->slot[e->nslot++];
				ls->nalt = 1;
				ls->alt[0] = intern(q, (size_t)(t - q));
				ls->ntok[0] = 1;
				q = t < s ? t + 1 : t;
			}
			if (*s == '.')
				s++;
			continue;
		}
		char close = *s == '{' ? '}' : ']';
		sl->optional = *s == '[';
		s++;
		const char *colon = NULL, *end = strchr(s, close);
		if (!end)
			return bad(e, "unterminated slot");
		for (const char *q = s; q < end; q++)
			if (*q == ':' && q[1] != ':' && (q == s || q[-1] != ':')) {
				colon = q;
				break;
			}
		if (colon) {
			sl->name = intern(s, (size_t)(colon - s));
			s = colon + 1;
		}
		while (s < end) {
			b = s;
			while (s < end && *s != '|')
				s++;
			if (s == b)
				return bad(e, "empty alternative");
			if (sl->nalt == ISA_MAX_ALTS)
				return bad(e, "too many alternatives");
			sl->alt[sl->nalt] = intern(b, (size_t)(s - b));
			sl->ntok[sl->nalt] = count_toks(sl->alt[sl->nalt]);
			sl->nalt++;
			if (*s == '|')
				s++;
		}
		s = end + 1;
	}
	return 0;
}

static int slot_index(const IsaEntry *e, const char *name, size_t n)
{
	for (int i = 0; i < e->nslot; i++)
		if (e->slot[i].name && strlen(e->slot[i].name) == n && !strncmp(e->slot[i].name, name, n))
			return i;
	return -1;
}

/* "u32|pred": every alternative a PTX type, or just "*" */
static int type_list_ok(const char *t)
{
	if (!strcmp(t, "*"))
		return 1;
	char one[16];
	for (const char *p = t;;) {
		size_t n = strcspn(p, "|");
		if (n == 0 || n >= sizeof one)
			return 0;
		memcpy(one, p, n);
		one[n] = 0;
		if (!isa_type_bits(one))
			return 0;
		if (!p[n])
			return 1;
		p += n + 1;
	}
}

/* One item of an immediate list: "lo", "lo..hi" or "lo..hi%k".  Returns the
 * position after it, or NULL when malformed. */
static const char *imm_item(const char *p, long long *lo, long long *hi, long long *step)
{
	char *q;
	*lo = strtoll(p, &q, 0);
	if (q == p)
		return NULL;
	*hi = *lo;
	*step = 1;
	if (q[0] == '.' && q[1] == '.') {
		p = q + 2;
		*hi = strtoll(p, &q, 0);
		if (q == p || *hi < *lo)
			return NULL;
	}
	if (*q == '%') {
		p = q + 1;
		*step = strtoll(p, &q, 0);
		if (q == p || *step <= 0)
			return NULL;
	}
	return q;
}

static int imm_list_ok(const char *p)
{
	long long lo, hi, st;
	for (;;) {
		if (!(p = imm_item(p, &lo, &hi, &st)))
			return 0;
		if (!*p)
			return 1;
		if (*p++ != '|')
			return 0;
	}
}

int isa_imm_ok(const IsaOpnd *o, long long v)
{
	if (!o->imm)
		return 1;
	long long lo, hi, st;
	for (const char *p = o->imm; p && *p;) {
		if (!(p = imm_item(p, &lo, &hi, &st)))
			return 0;
		if (v >= lo && v <= hi && v % st == 0)
			return 1;
		if (*p == '|')
			p++;
	}
	return 0;
}

long long isa_imm_example(const IsaOpnd *o)
{
	long long lo, hi, st;
	if (!o->imm || !imm_item(o->imm, &lo, &hi, &st))
		return 0;
	/* the first multiple of st in [lo, hi] */
	long long r = lo % st;
	return r ? lo + (r > 0 ? st - r : -r) : lo;
}

static int parse_opnds(IsaEntry *e)
{
	const char *s = e->opnds_spec;
	while (*s == ' ')
		s++;
	while (*s) {
		if (e->nopnd == ISA_MAX_OPNDS)
			return bad(e, "too many operands");
		IsaOpnd *o = &e->opnd[e->nopnd++];
		const char *b = s;
		while (*s && *s != '=')
			s++;
		if (!*s)
			return bad(e, "operand without '='");
		o->name = intern(b, (size_t)(s - b));
		s++;
		switch (*s++) {
		case 'd': o->dir = OD_DST; break;
		case 's': o->dir = OD_SRC; break;
		case 'b': o->dir = OD_BOTH; break;
		default: return bad(e, "operand direction must be d, s or b");
		}
		switch (*s++) {
		case 'r': o->shape = OS_REG; break;
		case 'i': o->shape = OS_IMM; break;
		case 'x': o->shape = OS_REGIMM; break;
		case 'm': o->shape = OS_MEM; break;
		case 'v': o->shape = OS_VEC; break;
		case 't': o->shape = OS_TMAP; break;
		case 'l': o->shape = OS_LABEL; break;
		case 'q': o->shape = OS_PAIR; break;
		default: return bad(e, "operand shape must be r, i, x, m, v, t, l or q");
		}
		o->cond_slot = -1;
		for (; *s == '_' || *s == '!' || *s == '?' || *s == '{'; s++) {
			if (*s == '{') {
				o->braced = 1;
				continue;
			}
			if (*s == '_' || *s == '!') {
				o->sink_ok = *s == '_' ? 1 : 2;
				continue;
			}
			o->optional = 1;
			if (isalpha((unsigned char)s[1])) {
				b = ++s;
				while (isalnum((unsigned char)s[1]) || s[1] == '_')
					s++;
				o->cond_slot = slot_index(e, b, (size_t)(s + 1 - b));
				if (o->cond_slot < 0 || !e->slot[o->cond_slot].optional)
					return bad(e, "operand condition names no optional slot");
			}
		}
		if (*s++ != ':')
			return bad(e, "operand needs ':type'");
		b = s;
		while (*s && *s != ',' && *s != '/' && *s != ' ' && *s != '=' && *s != '@' && *s != '!')
			s++;
		o->type_slot = slot_index(e, b, (size_t)(s - b));
		o->type = o->type_slot >= 0 ? NULL : intern(b, (size_t)(s - b));
		if (o->type && !type_list_ok(o->type))
			return bad(e, "operand type is neither a slot name nor a PTX type");
		if (*s == '!') {
			s++;
			o->exact = 1;
			if (!o->type || strchr(o->type, '|') || !isa_type_bits(o->type))
				return bad(e, "'!' (exact type) needs one PTX type");
		}
		o->space_slot = -1;
		if (*s == '@') {
			b = ++s;
			while (*s && *s != ',' && *s != ' ')
				s++;
			if (o->shape != OS_MEM)
				return bad(e, "'@space' on an operand that is no memory address");
			o->space_slot = slot_index(e, b, (size_t)(s - b));
			if (o->space_slot < 0) {
				o->space = intern(b, (size_t)(s - b));
				if (strcmp(o->space, "global") && strncmp(o->space, "shared", 6))
					return bad(e, "'@' names neither a slot nor global/shared space");
			}
		}
		o->count_slot = -1;
		o->count = 1;
		o->count_div = 1;
		if (*s == '/') {
			s++;
			b = s;
			while (*s && *s != ',' && *s != ' ' && *s != '@' && *s != '/' && *s != '=')
				s++;
			if (isdigit((unsigned char)*b)) {
				o->count = atoi(b);
				o->braced = 1;
			}
			else if ((o->count_slot = slot_index(e, b, (size_t)(s - b))) < 0)
				return bad(e, "operand count names no slot");
			if (*s == '@') {
				if (o->count_slot < 0 || !isalpha((unsigned char)s[1]))
					return bad(e, "'@' needs a slot and a letter");
				o->count_at = s[1];
				s += 2;
			}
			if (*s == '/') {
				o->count_div = atoi(++s);
				if (o->count_div <= 0)
					return bad(e, "count divisor must be positive");
				while (isdigit((unsigned char)*s))
					s++;
			}
		}
		if (*s == '=') {
			b = ++s;
			while (*s && *s != ',' && *s != ' ')
				s++;
			o->imm = intern(b, (size_t)(s - b));
			if (o->shape != OS_IMM && o->shape != OS_REGIMM)
				return bad(e, "immediate list on an operand that takes no immediate");
			if (!imm_list_ok(o->imm))
				return bad(e, "malformed immediate list");
		}
		while (*s == ' ')
			s++;
		if (*s == ',')
			s++;
		while (*s == ' ')
			s++;
	}
	for (int i = 0; i + 1 < e->nopnd; i++)
		if (e->opnd[i].optional && !e->opnd[i + 1].optional)
			return bad(e, "only trailing operands may be optional");
	return 0;
}

static void do_init(void)
{
	for (int i = 0; i < I_COUNT; i++) {
		table[i] = cols[i];
		if (parse_spell(&table[i]) || parse_opnds(&table[i])) {
			init_state = -1;
			return;
		}
	}
	init_state = 1;
}

int isa_init(Buf *err)
{
	pthread_once(&once, do_init);
	if (init_state < 0 && err)
		buf_puts(err, init_err);
	return init_state < 0 ? -1 : 0;
}

int isa_count(void) { return I_COUNT; }

const IsaEntry *isa_entry(int id)
{
	isa_init(NULL);
	return id >= 0 && id < I_COUNT ? &table[id] : NULL;
}

/* ---- matching ---- */

enum { MAX_TOKS = 32 };

/* Splits "ld.global.v4.f32" into tokens at '.' (a "::" stays inside a token). */
static int split(const char *op, const char *tok[], int len[])
{
	int n = 0;
	const char *s = op;
	while (n < MAX_TOKS) {
		const char *b = s;
		while (*s && *s != '.')
			s++;
		tok[n] = b;
		len[n] = (int)(s - b);
		n++;
		if (!*s)
			break;
		s++;
	}
	return *s ? -1 : n;
}

static int alt_eq(const char *alt, int ntok, const char *tok[], int len[], int ti, int nt)
{
	if (ti + ntok > nt)
		return 0;
	const char *a = alt;
	for (int k = 0; k < ntok; k++) {
		const char *dot = strchr(a, '.');
		int al = dot ? (int)(dot - a) : (int)strlen(a);
		if (al != len[ti + k] || strncmp(a, tok[ti + k], (size_t)al))
			return 0;
		a = dot ? dot + 1 : a + al;
	}
	return 1;
}

static int match_from(const IsaEntry *e, int si, const char *tok[], int len[], int ti, int nt, IsaMatch *m)
{
	if (si == e->nslot)
		return ti == nt;
	const IsaSlot *sl = &e->slot[si];
	for (int a = 0; a < sl->nalt; a++)
		if (alt_eq(sl->alt[a], sl->ntok[a], tok, len, ti, nt)) {
			m->alt[si] = (signed char)a;
			if (match_from(e, si + 1, tok, len, ti + sl->ntok[a], nt, m))
				return 1;
		}
	if (sl->optional) {
		m->alt[si] = -1;
		return match_from(e, si + 1, tok, len, ti, nt, m);
	}
	return 0;
}

int isa_is_base(const char *name)
{
	isa_init(NULL);
	for (int i = 0; i < I_COUNT; i++)
		if (!strcmp(table[i].base, name))
			return 1;
	return 0;
}

static int edit_distance(const char *a, const char *b)
{
	int la = (int)strlen(a), lb = (int)strlen(b);
	if (la > 40 || lb > 40)
		return 99;
	int d[41][41];
	for (int i = 0; i <= la; i++)
		d[i][0] = i;
	for (int j = 0; j <= lb; j++)
		d[0][j] = j;
	for (int i = 1; i <= la; i++)
		for (int j = 1; j <= lb; j++) {
			int c = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
			if (d[i - 1][j] + 1 < c) c = d[i - 1][j] + 1;
			if (d[i][j - 1] + 1 < c) c = d[i][j - 1] + 1;
			/* a transposition is one edit (u23 -> u32) */
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] && d[i - 2][j - 2] + 1 < c)
				c = d[i - 2][j - 2] + 1;
			d[i][j] = c;
		}
	return d[la][lb];
}

int isa_match_from(const char *opcode, int first, IsaMatch *m)
{
	const char *tok[MAX_TOKS];
	int len[MAX_TOKS];
	isa_init(NULL);
	memset(m, 0, sizeof *m);
	int nt = split(opcode, tok, len);
	if (nt < 0)
		return 0;
	for (int i = first < 0 ? 0 : first; i < I_COUNT; i++) {
		const IsaEntry *e = &table[i];
		if ((int)strlen(e->base) != len[0] || strncmp(e->base, tok[0], (size_t)len[0]))
			continue;
		IsaMatch t = {.e = e};
		if (match_from(e, 0, tok, len, 1, nt, &t)) {
			*m = t;
			return 1;
		}
	}
	return 0;
}

/* Is the n-character modifier t one of the tokens of an alternative of some
 * entry named base?  Otherwise *best is the closest token (edit distance,
 * transpositions count one) within two edits and shorter than t. */
static int known_modifier(const char *base, const char *t, int n, const char **best, int *blen)
{
	char w[48];
	if (n >= (int)sizeof w)
		return 0;
	snprintf(w, sizeof w, "%.*s", n, t);
	int bd = n < 4 ? 2 : 3;
	*best = NULL;
	for (int i = 0; i < I_COUNT; i++) {
		const IsaEntry *e = &table[i];
		if (strcmp(e->base, base))
			continue;
		for (int si = 0; si < e->nslot; si++)
			for (int a = 0; a < e->slot[si].nalt; a++)
				for (const char *p = e->slot[si].alt[a]; *p;) {
					const char *q = strchr(p, '.');
					int l = q ? (int)(q - p) : (int)strlen(p);
					if (l == n && !strncmp(p, t, (size_t)n))
						return 1;
					char c[48];
					if (l < (int)sizeof c) {
						snprintf(c, sizeof c, "%.*s", l, p);
						int d = edit_distance(w, c);
						if (d < bd) {
							bd = d;
							*best = p;
							*blen = l;
						}
					}
					p += l + (q != NULL);
				}
	}
	return 0;
}

/* " ('.globl' is not a modifier of st; did you mean '.global'?)" for each
 * written modifier no entry of base has */
static void suggest_modifiers(const char *base, const char *const *tok, const int *len, int nt, Buf *why)
{
	int k = 0;
	for (int i = 1; i < nt && k < 4; i++) {
		const char *best = NULL;
		int blen = 0;
		if (known_modifier(base, tok[i], len[i], &best, &blen))
			continue;
		buf_printf(why, "%s'.%.*s' is not a modifier of %s", k++ ? "; " : " (", len[i], tok[i], base);
		if (best)
			buf_printf(why, "; did you mean '.%.*s'?", blen, best);
	}
	if (k)
		buf_putc(why, ')');
}

/* Legal forms an error lists before "… and N more". */
enum { ISA_FORMS_LISTED = 12 };

int isa_match(const char *opcode, IsaMatch *m, Buf *why)
{
	const char *tok[MAX_TOKS];
	int len[MAX_TOKS];
	isa_init(NULL);
	memset(m, 0, sizeof *m);
	int nt = split(opcode, tok, len);
	if (nt < 0) {
		if (why)
			buf_puts(why, "too many modifiers");
		return 0;
	}
	int nbase = 0;
	for (int i = 0; i < I_COUNT; i++) {
		const IsaEntry *e = &table[i];
		if ((int)strlen(e->base) != len[0] || strncmp(e->base, tok[0], (size_t)len[0]))
			continue;
		nbase++;
		IsaMatch t = {.e = e};
		if (match_from(e, 0, tok, len, 1, nt, &t)) {
			*m = t;
			return 1;
		}
	}
	if (!why)
		return 0;
	char base[64];
	snprintf(base, sizeof base, "%.*s", len[0], tok[0]);
	if (nbase) {
		buf_printf(why, "no form of '%s' matches '%s'", base, opcode);
		suggest_modifiers(base, tok, len, nt, why);
		buf_puts(why, "; legal forms:");
		/* the forms naming most of the written modifiers first (stable), at
		 * most ISA_FORMS_LISTED of them, then "… and N more" */
		int nf = 0, idx[ISA_FORMS_LISTED], sc[ISA_FORMS_LISTED], all = 0;
		for (int i = 0; i < I_COUNT; i++)
			all += !strcmp(table[i].base, base);
		for (int i = 0; i < I_COUNT; i++) {
			if (strcmp(table[i].base, base))
				continue;
			if (all <= ISA_FORMS_LISTED) {   /* short list: table order */
				idx[nf] = i;
				sc[nf++] = 0;
				continue;
			}
			Buf f = {0};
			isa_form(&table[i], &f);
			int score = 0;
			for (int t = 1; t < nt; t++) {
				char mod[66];
				snprintf(mod, sizeof mod, ".%.*s", len[t] > 63 ? 63 : len[t], tok[t]);
				for (const char *q = buf_str(&f); (q = strstr(q, mod)); q++)
					if (!isalnum((unsigned char)q[strlen(mod)]) && q[strlen(mod)] != '_') {
						score++;
						break;
					}
			}
			buf_free(&f);
			int n = nf < ISA_FORMS_LISTED ? nf : ISA_FORMS_LISTED, at = n;
			while (at > 0 && sc[at - 1] < score)
				at--;
			if (at < ISA_FORMS_LISTED) {
				int last = n < ISA_FORMS_LISTED ? n : ISA_FORMS_LISTED - 1;
				memmove(idx + at + 1, idx + at, (size_t)(last - at) * sizeof *idx);
				memmove(sc + at + 1, sc + at, (size_t)(last - at) * sizeof *sc);
				idx[at] = i;
				sc[at] = score;
			}
			nf++;
		}
		int shown = nf < ISA_FORMS_LISTED ? nf : ISA_FORMS_LISTED;
		for (int j = 0; j < shown; j++) {
			buf_puts(why, "\n    ");
			isa_form(&table[idx[j]], why);
		}
		if (nf > shown)
			buf_printf(why, "\n    \u2026 and %d more (kiln isa %s)", nf - shown, base);
		return 0;
	}
	buf_printf(why, "unknown instruction '%s'", base);
	const char *best = NULL;
	int bd = 3;
	for (int i = 0; i < I_COUNT; i++) {
		int dd = edit_distance(base, table[i].base);
		if (dd < bd) {
			bd = dd;
			best = table[i].base;
		}
	}
	if (best)
		buf_printf(why, "; did you mean '%s'?", best);
	return 0;
}

const char *isa_slot_value_at(const IsaMatch *m, int si)
{
	if (!m->e || si < 0 || si >= m->e->nslot || m->alt[si] < 0)
		return NULL;
	return m->e->slot[si].alt[(int)m->alt[si]];
}

int isa_slot_index(const IsaEntry *e, const char *name) { return slot_index(e, name, strlen(name)); }

int isa_opnd_index(const IsaEntry *e, const char *name)
{
	for (int i = 0; i < e->nopnd; i++)
		if (e->opnd[i].name && !strcmp(e->opnd[i].name, name))
			return i;
	return -1;
}

const char *isa_slot_value(const IsaMatch *m, const char *name)
{
	if (!m->e)
		return NULL;
	int si = slot_index(m->e, name, strlen(name));
	return si < 0 ? NULL : isa_slot_value_at(m, si);
}

const char *isa_opnd_type(const IsaMatch *m, int i)
{
	const IsaOpnd *o = &m->e->opnd[i];
	if (o->type_slot < 0)
		return o->type;
	const char *v = isa_slot_value_at(m, o->type_slot);
	return v ? v : "*";
}

const char *isa_opnd_space(const IsaMatch *m, int i, int *known)
{
	const IsaOpnd *o = &m->e->opnd[i];
	*known = 1;
	if (o->space)
		return o->space;
	if (o->space_slot >= 0)
		return isa_slot_value_at(m, o->space_slot);
	int ss = slot_index(m->e, "ss", 2);
	if (ss < 0) {
		*known = 0;
		return NULL;
	}
	return isa_slot_value_at(m, ss);
}

int isa_opnd_count(const IsaMatch *m, int i)
{
	const IsaOpnd *o = &m->e->opnd[i];
	if (o->count_slot < 0)
		return o->count;
	const char *v = isa_slot_value_at(m, o->count_slot);
	if (!v)
		return 1;
	if (o->count_at) {
		v = strchr(v, o->count_at);
		if (!v)
			return 1;
	}
	while (*v && !isdigit((unsigned char)*v))
		v++;
	return (*v ? atoi(v) : 1) / o->count_div;
}

int isa_opnd_present(const IsaMatch *m, int i)
{
	const IsaOpnd *o = &m->e->opnd[i];
	return o->cond_slot < 0 || isa_slot_value_at(m, o->cond_slot) != NULL;
}

static int slot_named(const IsaEntry *e, const char *name)
{
	for (int s = 0; s < e->nslot; s++)
		if (e->slot[s].name && !strcmp(e->slot[s].name, name))
			return 1;
	return 0;
}

int isa_make(IsaId id, const char *const *mods, IsaMatch *m)
{
	if (isa_init(NULL) || (unsigned)id >= I_COUNT)
		return 0;
	const IsaEntry *e = &table[id];
	IsaMatch r = {.e = e};
	int s = 0;
	for (; mods && mods[0]; mods += 2, s++) {
		if (!mods[1])
			return 0;
		int lit = !slot_named(e, mods[0]);
		/* optional slots before the one this value fills are absent */
		for (; s < e->nslot; s++) {
			const IsaSlot *sl = &e->slot[s];
			if (lit ? !sl->name && !sl->optional : sl->name && !strcmp(sl->name, mods[0]))
				break;
			if (!sl->optional)
				return 0;
			r.alt[s] = -1;
		}
		if (s == e->nslot)
			return 0;
		int a = 0;
		while (a < e->slot[s].nalt && strcmp(e->slot[s].alt[a], mods[1]))
			a++;
		if (a == e->slot[s].nalt)
			return 0;
		r.alt[s] = (signed char)a;
	}
	for (; s < e->nslot; s++) {
		if (!e->slot[s].optional)
			return 0;
		r.alt[s] = -1;
	}
	*m = r;
	return 1;
}

int isa_opnd_map(const IsaMatch *m, int n, int *map, int *nfixed, int *nfree)
{
	const IsaEntry *e = m->e;
	int fx = 0, fr = 0;
	for (int i = 0; i < e->nopnd; i++) {
		if (!isa_opnd_present(m, i))
			continue;
		if (e->opnd[i].optional && e->opnd[i].cond_slot < 0)
			fr++;
		else
			fx++;
	}
	if (nfixed)
		*nfixed = fx;
	if (nfree)
		*nfree = fr;
	if (n < fx || n > fx + fr || n > ISA_MAX_OPNDS)
		return 0;
	int fill = n - fx, j = 0;
	for (int i = 0; i < e->nopnd; i++) {
		if (!isa_opnd_present(m, i))
			continue;
		if (e->opnd[i].optional && e->opnd[i].cond_slot < 0) {
			if (!fill)
				continue;
			fill--;
		}
		map[j++] = i;
	}
	return 1;
}

void isa_spell(const IsaMatch *m, Buf *out)
{
	buf_puts(out, m->e->base);
	for (int i = 0; i < m->e->nslot; i++) {
		const char *v = isa_slot_value_at(m, i);
		if (v) {
			buf_putc(out, '.');
			buf_puts(out, v);
		}
	}
}

void isa_form(const IsaEntry *e, Buf *out)
{
	buf_puts(out, e->base);
	for (int i = 0; i < e->nslot; i++) {
		const IsaSlot *sl = &e->slot[i];
		if (sl->nalt == 1 && !sl->optional) {
			buf_printf(out, ".%s", sl->alt[0]);
			continue;
		}
		buf_putc(out, sl->optional ? '[' : '{');
		for (int a = 0; a < sl->nalt; a++)
			buf_printf(out, "%s.%s", a ? "|" : "", sl->alt[a]);
		buf_putc(out, sl->optional ? ']' : '}');
	}
	for (int i = 0; i < e->nopnd; i++) {
		const IsaOpnd *o = &e->opnd[i];
		buf_puts(out, i ? ", " : " ");
		if (o->optional)
			buf_putc(out, '[');
		switch (o->shape) {
		case OS_MEM: buf_printf(out, "[%s]", o->name); break;
		case OS_VEC: buf_printf(out, "%s", o->name); if (o->count_slot >= 0 || o->count > 1) buf_puts(out, "{..}"); break;
		case OS_TMAP: buf_printf(out, "[%s, {..}]", o->name); break;
		case OS_PAIR: buf_printf(out, "%s[|p]", o->name); break;
		case OS_IMM: buf_printf(out, "%s", o->name); break;
		default: buf_puts(out, o->name);
		}
		if (o->optional)
			buf_putc(out, ']');
	}
}

/* ---- forms ---- */

static int nchoice(const IsaSlot *s) { return s->nalt + s->optional; }
static int choice(const IsaSlot *s, int k) { return s->optional ? k - 1 : k; }   /* k = 0: absent */

static int form_add(IsaForm **v, int *n, int *cap, const signed char *alt)
{
	for (int i = 0; i < *n; i++)
		if (!memcmp((*v)[i].alt, alt, ISA_MAX_SLOTS))
			return 0;
	if (*n == *cap) {
		int nc = *cap ? 2 * *cap : 16;
		IsaForm *nv = kl_realloc(*v, (size_t)nc * sizeof **v);
		if (!nv)
			return -1;
		*v = nv;
		*cap = nc;
	}
	memcpy((*v)[(*n)++].alt, alt, ISA_MAX_SLOTS);
	return 0;
}

int isa_forms(const IsaEntry *e, IsaForm **out, int *all)
{
	IsaForm *v = NULL;
	int n = 0, cap = 0, rc = 0;
	signed char base[ISA_MAX_SLOTS] = {0}, in[ISA_MAX_SLOTS];
	long prod = 1;
	for (int i = 0; i < e->nslot; i++) {
		base[i] = (signed char)choice(&e->slot[i], 0);
		prod *= nchoice(&e->slot[i]);
		if (prod > 1000000)
			prod = 1000000;
	}
	*all = prod <= ISA_FORMS_ALL;
	if (*all) {
		int k[ISA_MAX_SLOTS] = {0};
		for (;;) {
			memcpy(in, base, sizeof in);
			for (int i = 0; i < e->nslot; i++)
				in[i] = (signed char)choice(&e->slot[i], k[i]);
			rc |= form_add(&v, &n, &cap, in);
			int i = 0;
			while (i < e->nslot && ++k[i] == nchoice(&e->slot[i]))
				k[i++] = 0;
			if (i == e->nslot)
				break;
		}
	} else {
		for (int i = 0; i < e->nslot; i++)
			for (int j = i + 1; j < e->nslot; j++)
				for (int a = 0; a < nchoice(&e->slot[i]); a++)
					for (int b = 0; b < nchoice(&e->slot[j]); b++) {
						memcpy(in, base, sizeof in);
						in[i] = (signed char)choice(&e->slot[i], a);
						in[j] = (signed char)choice(&e->slot[j], b);
						rc |= form_add(&v, &n, &cap, in);
					}
		if (e->nslot == 1)
			for (int a = 0; a < nchoice(&e->slot[0]); a++) {
				memcpy(in, base, sizeof in);
				in[0] = (signed char)choice(&e->slot[0], a);
				rc |= form_add(&v, &n, &cap, in);
			}
		/* every optional slot present at once, and every slot at its last alternative */
		signed char every[ISA_MAX_SLOTS], last[ISA_MAX_SLOTS];
		memcpy(every, base, sizeof every);
		memcpy(last, base, sizeof last);
		for (int i = 0; i < e->nslot; i++) {
			if (e->slot[i].optional)
				every[i] = 0;
			last[i] = (signed char)(e->slot[i].nalt - 1);
		}
		rc |= form_add(&v, &n, &cap, every);
		rc |= form_add(&v, &n, &cap, last);
	}
	if (rc) {
		kl_free(v);
		*out = NULL;
		return -1;
	}
	*out = v;
	return n;
}

/* ---- types ---- */

static const struct { const char *n; int bits; } ptx_types[] = {
#define PTX_TYPE(ID, id, s, bits, kind) {s, bits},
#include "isa/ptxtypes.def"
};

int isa_type_bits(const char *t)
{
	for (size_t i = 0; i < sizeof ptx_types / sizeof ptx_types[0]; i++)
		if (ptx_types[i].n[0] == t[0] && !strcmp(ptx_types[i].n, t))   /* first letter first: a hot path */
			return ptx_types[i].bits;
	return 0;
}

/* 'p', 'b', 'i' (integer) or 'f': the class of a PTX type name, read from
 * its spelling (ptxtypes.def's kind column follows the same rule; this is
 * on the operand-check hot path, so no table search) */
static char kind(const char *t)
{
	if (!strcmp(t, "pred")) return 'p';
	if (t[0] == 'b' && t[1] != 'f') return 'b';
	if (t[0] == 'u' || t[0] == 's') return 'i';
	return 'f';
}

static int type_ok1(const char *want, const char *reg, int relaxed);

int isa_type_ok(const char *want, const char *reg, int relaxed)
{
	if (!strchr(want, '|'))
		return type_ok1(want, reg, relaxed);
	char one[16];
	for (const char *p = want;;) {
		size_t n = strcspn(p, "|");
		if (n < sizeof one) {
			memcpy(one, p, n);
			one[n] = 0;
			if (type_ok1(one, reg, relaxed))
				return 1;
		}
		if (!p[n])
			return 0;
		p += n + 1;
	}
}

static int type_ok1(const char *want, const char *reg, int relaxed)
{
	if (!strcmp(want, "*"))
		return 1;
	if (!strcmp(want, reg))   /* the common case, and what the rules below give for it */
		return isa_type_bits(want) != 0;
	int wb = isa_type_bits(want), rb = isa_type_bits(reg);
	if (!wb || !rb)
		return 0;
	char wk = kind(want), rk = kind(reg);
	if (wk == 'p' || rk == 'p')
		return wk == rk;
	if (relaxed) {
		/* ld/st/cvt: the register may be wider; floats only exact size.  A
		 * b128 register only holds a .b128 access: no narrower access
		 * (ptxas takes `ld.u32 %q`, but what it leaves in the upper bits
		 * is not documented) */
		if (rb < wb || rb > 64)
			return 0;
		if (rb == wb)
			return wk == 'b' || rk == 'b' || wk == rk || !strcmp(want, reg);
		return rk == 'b' || (rk == 'i' && wk != 'f') || (rk == wk && wk != 'f');
	}
	if (rb != wb)
		return 0;
	/* same size: bit types match anything; ints match ints; floats must agree */
	if (wk == 'b' || rk == 'b')
		return 1;
	if (wk == 'i' && rk == 'i')
		return 1;
	return !strcmp(want, reg);
}

const char *isa_fid_name(Fidelity f)
{
	static const char *const n[] = {ISA_FIDELITIES(XM_NAME)};
	return (unsigned)f < FID_COUNT ? n[f] : "?";
}

/* ---- targets ---- */

static const struct {
	const char *name;
	int ptx;
	int smem_kib;
	unsigned feat;
} targets[SM_COUNT] = {
#define TARGET(id, name_, ptx_, smem_, features) [id] = {name_, ptx_, smem_, features},
#include "isa/targets.def"
};

static const unsigned req_feat[REQ_COUNT] = {
#define REQUIRE(id, features) [REQ_##id] = features,
#include "isa/targets.def"
};

static int is_target(int sm) { return sm > SM_NONE && sm < SM_COUNT; }

const char *isa_target_str(int sm) { return is_target(sm) ? targets[sm].name : "?"; }

void isa_target_name(int sm, char *out, int n) { snprintf(out, (size_t)n, "%s", isa_target_str(sm)); }

int isa_target_parse(const char *name)
{
	for (int i = SM_NONE + 1; name && i < SM_COUNT; i++)
		if (!strcmp(name, targets[i].name))
			return i;
	return 0;
}

int isa_target_ptx(int sm) { return is_target(sm) ? targets[sm].ptx : 0; }
long isa_target_smem(int sm) { return is_target(sm) ? targets[sm].smem_kib * 1024L : 0; }
unsigned isa_target_features(int sm) { return is_target(sm) ? targets[sm].feat : 0; }

int isa_target_within(int inner, int outer)
{
	unsigned a = isa_target_features(inner), b = isa_target_features(outer);
	return (a & b) == a;
}

void isa_target_list(Buf *out)
{
	for (int i = SM_NONE + 1; i < SM_COUNT; i++)
		buf_printf(out, "%s%s", i > SM_NONE + 1 ? " " : "", targets[i].name);
}

static const char *const feature_names[FT_NBITS] = {
#define FEATURE(id, doc) [FTB_##id] = #id,
#include "isa/targets.def"
};

void isa_features_text(unsigned f, Buf *out)
{
	int k = 0;
	for (int i = 0; i < FT_NBITS; i++)
		if (f >> i & 1) {
			buf_puts(out, k++ ? ", " : "");
			for (const char *p = feature_names[i]; *p; p++)
				buf_putc(out, (char)tolower((unsigned char)*p));
		}
}

unsigned isa_req_features(IsaReq r) { return r < REQ_COUNT ? req_feat[r] : 0; }

int isa_req_met(IsaReq r, int sm)
{
	unsigned f = isa_req_features(r);
	return (isa_target_features(sm) & f) == f;
}

int isa_req_target(IsaReq r)
{
	for (int i = SM_NONE + 1; i < SM_COUNT; i++)
		if (isa_req_met(r, i))
			return i;
	return 0;
}

void isa_req_text(IsaReq r, Buf *out)
{
	int first = isa_req_target(r), n = 0, tail = 1;
	for (int i = SM_NONE + 1; i < SM_COUNT; i++) {
		int met = isa_req_met(r, i);
		n += met;
		if (i > first && !met)
			tail = 0;
	}
	if (!first) {
		buf_puts(out, "a target Kiln does not know");
		return;
	}
	if (n == 1) {
		buf_puts(out, targets[first].name);
		return;
	}
	if (tail) {
		buf_printf(out, "%s or later", targets[first].name);
		return;
	}
	buf_puts(out, "one of");
	for (int i = SM_NONE + 1, k = 0; i < SM_COUNT; i++)
		if (isa_req_met(r, i))
			buf_printf(out, "%s %s", k++ ? (k == n ? " or" : ",") : "", targets[i].name);
}

/* ---- effects: ordering qualifiers of a match ---- */

/* Every token of a match: the base, then each literal or chosen modifier
 * split at '.'. */
static void match_tokens(const IsaMatch *m, void (*fn)(void *ctx, const char *tok, size_t n), void *ctx)
{
	fn(ctx, m->e->base, strlen(m->e->base));
	for (int i = 0; i < m->e->nslot; i++) {
		const char *v = isa_slot_value_at(m, i);
		while (v && *v) {
			const char *d = strchr(v, '.');
			size_t n = d ? (size_t)(d - v) : strlen(v);
			fn(ctx, v, n);
			v = d ? d + 1 : NULL;
		}
	}
}

/* The ordering vocabulary: a token and what it sets.  Tokens with "::"
 * (shared::cluster, multicast::cluster) are spaces or modes, never scopes. */
enum { TK_SEM, TK_SCOPE, TK_PROXY, TK_FENCE };
static const struct { const char *tok; int what, val; } vocab[] = {
	{"weak", TK_SEM, SEM_WEAK}, {"volatile", TK_SEM, SEM_VOLATILE}, {"relaxed", TK_SEM, SEM_RELAXED},
	{"acquire", TK_SEM, SEM_ACQUIRE}, {"release", TK_SEM, SEM_RELEASE}, {"acq_rel", TK_SEM, SEM_ACQ_REL},
	{"sc", TK_SEM, SEM_SC},
	{"cta", TK_SCOPE, SCOPE_CTA}, {"cluster", TK_SCOPE, SCOPE_CLUSTER}, {"gpu", TK_SCOPE, SCOPE_GPU},
	{"gl", TK_SCOPE, SCOPE_GPU}, {"sys", TK_SCOPE, SCOPE_SYS},
	{"async", TK_PROXY, PROXY_ASYNC}, {"alias", TK_PROXY, PROXY_ALIAS},
	{"tensormap::generic", TK_PROXY, PROXY_TENSORMAP},
	{"membar", TK_FENCE, FENCE_SC}, {"mbarrier_init", TK_FENCE, FENCE_MBAR_INIT},
	{"wgmma", TK_FENCE, FENCE_WGMMA}, {"tcgen05", TK_FENCE, FENCE_TCGEN05},
	{"griddepcontrol", TK_FENCE, FENCE_GRIDDEP}, {"proxy", TK_FENCE, FENCE_PROXY},
};

static void effect_tok(void *ctx, const char *t, size_t n)
{
	IsaEffect *fx = ctx;
	for (size_t i = 0; i < sizeof vocab / sizeof vocab[0]; i++) {
		if (strlen(vocab[i].tok) != n || memcmp(vocab[i].tok, t, n))
			continue;
		switch (vocab[i].what) {
		case TK_SEM: fx->sem = (IsaSem)vocab[i].val; break;
		case TK_SCOPE: fx->scope = (IsaScope)vocab[i].val; break;
		case TK_PROXY: fx->proxy = (IsaProxy)vocab[i].val; break;
		case TK_FENCE:
			/* fence.proxy.* wins over the base; membar is sc */
			if (fx->fence == FENCE_NONE || vocab[i].val == FENCE_PROXY || vocab[i].val == FENCE_MBAR_INIT)
				fx->fence = (IsaFence)vocab[i].val;
			break;
		}
		return;
	}
}

void isa_effect(const IsaMatch *m, IsaEffect *fx)
{
	*fx = (IsaEffect){0};
	if (!m->e)
		return;
	unsigned eff = fx->eff = m->e->eff;
	match_tokens(m, effect_tok, fx);
	int fence = (eff & (EF_FENCE | EF_FENCE_PROXY)) != 0;
	if (!fence) {
		fx->fence = FENCE_NONE;
		/* "async" names the proxy only on fences; accesses take it from the class */
		fx->proxy = (eff & EF_ASYNC_PROXY) ? PROXY_ASYNC : PROXY_GENERIC;
	} else {
		if (fx->fence == FENCE_NONE && (eff & EF_FENCE_PROXY))
			fx->fence = FENCE_PROXY;
		if (fx->fence == FENCE_NONE)
			fx->fence = fx->sem == SEM_ACQ_REL ? FENCE_ACQ_REL : FENCE_SC;
		if (fx->fence == FENCE_SC && fx->sem == SEM_NONE)
			fx->sem = SEM_SC;
		if (fx->fence != FENCE_PROXY)
			fx->proxy = PROXY_GENERIC;
	}
	/* PTX defaults of each class when the qualifiers are absent */
	if (fx->sem == SEM_NONE) {
		if (eff & EF_ATOM)
			fx->sem = SEM_RELAXED;
		else if (eff & (EF_MBAR_ARRIVE | EF_BAR_ARRIVE))
			fx->sem = SEM_RELEASE;
		else if (eff & (EF_MBAR_WAIT | EF_BAR_SYNC))
			fx->sem = SEM_ACQUIRE;
		else if (eff & (EF_LD | EF_ST))
			fx->sem = SEM_WEAK;
	}
	if (fx->scope == SCOPE_NONE && fx->sem != SEM_WEAK && fx->sem != SEM_NONE) {
		if (eff & EF_ATOM)
			fx->scope = SCOPE_GPU;
		else if (eff & (EF_MBAR_ARRIVE | EF_MBAR_WAIT | EF_BAR_SYNC | EF_BAR_ARRIVE))
			fx->scope = SCOPE_CTA;
	}
}

#define X(id, name) name,
static const char *const sem_names[SEM_COUNT] = {ISA_SEMS(X)};
static const char *const scope_names[SCOPE_COUNT] = {ISA_SCOPES(X)};
static const char *const proxy_names[PROXY_COUNT] = {ISA_PROXIES(X)};
static const char *const fence_names[FENCE_COUNT] = {ISA_FENCES(X)};
#undef X

const char *isa_sem_name(IsaSem s) { return (unsigned)s < SEM_COUNT ? sem_names[s] : "?"; }
const char *isa_scope_name(IsaScope s) { return (unsigned)s < SCOPE_COUNT ? scope_names[s] : "?"; }
const char *isa_proxy_name(IsaProxy p) { return (unsigned)p < PROXY_COUNT ? proxy_names[p] : "?"; }
const char *isa_fence_name(IsaFence f) { return (unsigned)f < FENCE_COUNT ? fence_names[f] : "?"; }

/* ---- the modifier vocabulary (isa/mods.h) ---- */

/* each group's tokens in code order, NULL-terminated */
#define S(id, str) str,
#define G(g, P) static const char *const mg_##g[] = {ISA_MODS_##g(S) NULL};
ISA_MOD_GROUPS(G)
#undef G
#undef S
static const char *const mg_TYPE[] = {
#define PTX_TYPE(ID, id, s, bits, kind) s,
#include "isa/ptxtypes.def"
	NULL};
static const char *const *const groups[MG_COUNT] = {
#define G(g, P) [MG_##g] = mg_##g,
	ISA_MOD_GROUPS(G)
#undef G
	[MG_TYPE] = mg_TYPE,
};

static int group_code(IsaModGroup g, const char *t, size_t n)
{
	for (int i = 0; groups[g][i]; i++)
		if (strlen(groups[g][i]) == n && n && !memcmp(groups[g][i], t, n))
			return i;
	return -1;
}

static void mods_tok(void *ctx, const char *t, size_t n)
{
	IsaMods *o = ctx;
	for (int g = 0; g < MG_COUNT; g++) {
		int c = group_code((IsaModGroup)g, t, n);
		if (c < 0)
			continue;
		if (g == MG_FLAG)
			o->flags |= 1ull << c;
		else if (g == MG_TYPE) {
			if (o->ntype < ISA_MODS_MAXTYPES)
				o->type[o->ntype++] = (uint8_t)c;
		} else if (o->code[g] < 0 || c < o->code[g])
			o->code[g] = (int8_t)c;
	}
}

void isa_mods(const IsaMatch *m, IsaMods *out)
{
	*out = (IsaMods){0};
	for (int g = 0; g < MG_COUNT; g++)
		out->code[g] = -1;
	if (m->e)
		match_tokens(m, mods_tok, out);
}

const char *isa_mod_token(IsaModGroup g, int code)
{
	int n = 0;
	if ((unsigned)g < MG_COUNT)
		while (groups[g][n])
			n++;
	return code >= 0 && code < n ? groups[g][code] : "?";
}

int isa_slot_mod(const IsaMatch *m, const char *slot, IsaModGroup g)
{
	const char *v = isa_slot_value(m, slot);
	return v ? group_code(g, v, strlen(v)) : -1;
}

typedef struct { int m, n, k, found; } Shape;

static void shape_tok(void *ctx, const char *t, size_t n)
{
	Shape *s = ctx;
	int a, b, c, len = 0;
	char buf[32];
	if (s->found || n >= sizeof buf || t[0] != 'm')
		return;
	memcpy(buf, t, n);
	buf[n] = 0;
	if (sscanf(buf, "m%dn%dk%d%n", &a, &b, &c, &len) == 3 && (size_t)len == n) {
		s->m = a;
		s->n = b;
		s->k = c;
		s->found = 1;
	}
}

int isa_mma_shape(const IsaMatch *m, int *mm, int *nn, int *kk)
{
	Shape s = {0};
	if (m->e)
		match_tokens(m, shape_tok, &s);
	*mm = s.m;
	*nn = s.n;
	*kk = s.k;
	return s.found;
}
