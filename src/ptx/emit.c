/* The PTX printer: IR module -> PTX text, recording the source map.  It
 * adds nothing the IR does not say except what PTX needs around it: the
 * header, entry declarations, register declarations, parameter loads,
 * labels and branches for structured control flow, and `.loc` lines.
 * Naming and label conventions are documented in ptx.h. */
#include "ptx/ptx_int.h"
#include <stdlib.h>
#include <string.h>

/* ---- names ---- */

/* Open-addressing string set with a per-name counter for collision
 * suffixes, so n registers sharing a source name cost O(n). */
typedef struct {
	const char **key;
	int *next;
	unsigned cap, n;
} NameSet;

static unsigned hash(const char *s)
{
	unsigned h = 2166136261u;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

static void ns_init(NameSet *ns, unsigned want)
{
	unsigned cap = 64;
	while (cap < 2 * want + 16)
		cap *= 2;
	ns->key = kl_calloc(cap, sizeof *ns->key);
	ns->next = kl_calloc(cap, sizeof *ns->next);
	if (!ns->key || !ns->next)
		die("out of memory");
	ns->cap = cap;
	ns->n = 0;
}

static void ns_free(NameSet *ns)
{
	kl_free(ns->key);
	kl_free(ns->next);
	memset(ns, 0, sizeof *ns);
}

/* slot of s: where it is, or the empty slot where it would go */
static unsigned ns_slot(const NameSet *ns, const char *s)
{
	unsigned i = hash(s) & (ns->cap - 1);
	while (ns->key[i] && strcmp(ns->key[i], s))
		i = (i + 1) & (ns->cap - 1);
	return i;
}

static void ns_grow(NameSet *ns)
{
	NameSet big;
	ns_init(&big, ns->cap);
	for (unsigned i = 0; i < ns->cap; i++)
		if (ns->key[i]) {
			unsigned j = ns_slot(&big, ns->key[i]);
			big.key[j] = ns->key[i];
			big.next[j] = ns->next[i];
			big.n++;
		}
	ns_free(ns);
	*ns = big;
}

static void ns_add(NameSet *ns, const char *s)
{
	if (2 * (ns->n + 1) > ns->cap)
		ns_grow(ns);
	unsigned i = ns_slot(ns, s);
	if (!ns->key[i]) {
		ns->key[i] = s;
		ns->n++;
	}
}

static int ns_has(const NameSet *ns, const char *s) { return ns->key[ns_slot(ns, s)] != NULL; }

/* Names PTX gives meaning to after '%': a register named like a special
 * register would shadow it. */
static const char *const reserved[] = {
	"tid", "ntid", "laneid", "warpid", "nwarpid", "ctaid", "nctaid", "smid", "nsmid",
	"gridid", "lanemask_eq", "lanemask_le", "lanemask_lt", "lanemask_ge", "lanemask_gt",
	"clock", "clock_hi", "clock64", "globaltimer", "globaltimer_lo", "globaltimer_hi",
	"total_smem_size", "aggr_smem_size", "dynamic_smem_size", "cluster_ctaid",
	"cluster_nctaid", "cluster_ctarank", "cluster_nctarank", "clusterid", "nclusterid",
	"is_explicit_cluster", "current_graph_exec", "reserved_smem_offset_begin",
	"reserved_smem_offset_end", "reserved_smem_offset_cap", "reserved_smem_offset_2",
	"pm0", "pm1", "pm2", "pm3", "pm4", "pm5", "pm6", "pm7", "envreg0", "kiln_smem",
};

/* PTX identifier characters; anything else becomes '_'. */
static const char *sanitize(Arena *a, const char *s)
{
	if (!s || !*s)
		return "t";
	const char *c = s;
	while ((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') || *c == '_' || *c == '$')
		c++;
	if (!*c && !(s[0] >= '0' && s[0] <= '9'))
		return s;    /* already a PTX identifier tail */
	char *r = arena_strdup(a, s);
	for (char *p = r; *p; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == '_' || *p == '$'))
			*p = '_';
	if (r[0] >= '0' && r[0] <= '9')
		return arena_printf(a, "_%s", r);
	return r;
}

/* "%" base ["_" index] without printf */
static const char *cat(Arena *a, const char *pre, const char *base, int index)
{
	char num[16];
	int nn = 0;
	if (index >= 0) {
		char t[16];
		int v = index, tn = 0;
		do
			t[tn++] = (char)('0' + v % 10);
		while ((v /= 10));
		num[nn++] = '_';
		while (tn)
			num[nn++] = t[--tn];
	}
	size_t pl = strlen(pre), bl = strlen(base);
	char *r = arena_alloc(a, pl + bl + (size_t)nn + 1);
	memcpy(r, pre, pl);
	memcpy(r + pl, base, bl);
	memcpy(r + pl + bl, num, (size_t)nn);
	r[pl + bl + (size_t)nn] = 0;
	return r;
}

/* A unique name derived from want: want itself, or want_1, want_2 ... */
static const char *unique(NameSet *ns, Arena *a, const char *want)
{
	if (!ns_has(ns, want)) {
		ns_add(ns, want);
		return want;
	}
	unsigned w = ns_slot(ns, want);
	for (;;) {
		int k = ++ns->next[w];
		const char *c = cat(a, "", want, k);
		if (!ns_has(ns, c)) {
			ns_add(ns, c);
			return c;
		}
	}
}

/* ---- emitter state ---- */

typedef struct {
	int id;
	int used_latch, used_exit;
} LoopCtx;

typedef struct {
	const IrModule *m;
	const IrKernel *k;
	Buf *o;
	PtxMap *map;
	Diags *d;
	Arena *a;
	int line;                  /* PTX line being written (1-based) */
	int target;
	int version;
	VEC(const char *) files;   /* .file table, index+1 = number */
	const char *last_fptr;
	int last_fidx;
	int loc_file, loc_line;    /* last .loc emitted */
	const char **rname;        /* PTX register names ("%acc_5") */
	const char **pname;        /* PTX parameter names */
	const char **taddr;        /* per parameter: register with a tmap's generic address */
	int nlabel;
	LoopCtx *loops;
	int nloops, caploops;
	int errors;
} Em;

static void nl(Em *e)
{
	buf_putc(e->o, '\n');
	e->line++;
}

static void put_u64(Buf *b, uint64_t v)
{
	char t[24];
	int n = 0;
	do
		t[n++] = (char)('0' + v % 10);
	while ((v /= 10));
	char r[24];
	for (int i = 0; i < n; i++)
		r[i] = t[n - 1 - i];
	buf_putn(b, r, (size_t)n);
}

static void put_i64(Buf *b, int64_t v)
{
	if (v < 0) {
		buf_putc(b, '-');
		put_u64(b, (uint64_t)0 - (uint64_t)v);
	} else
		put_u64(b, (uint64_t)v);
}

static void put_hex(Buf *b, uint64_t v, int digits)
{
	static const char hx[] = "0123456789ABCDEF";
	char t[16];
	int n = 0;
	do
		t[n++] = hx[v & 15];
	while ((v >>= 4));
	while (n < digits)
		t[n++] = '0';
	char r[16];
	for (int i = 0; i < n; i++)
		r[i] = t[n - 1 - i];
	buf_putn(b, r, (size_t)n);
}

/* ---- files and locations ---- */

static int file_index(Em *e, const char *f)
{
	if (!f)
		return 0;
	if (f == e->last_fptr)
		return e->last_fidx;
	int idx = 0;
	for (int i = 0; i < e->files.n; i++)
		if (e->files.v[i] == f || !strcmp(e->files.v[i], f)) {
			idx = i + 1;
			break;
		}
	if (!idx) {
		vec_push(&e->files, f);
		idx = e->files.n;
	}
	e->last_fptr = f;
	e->last_fidx = idx;
	return idx;
}

/* Before an instruction line: `.loc` when the source line changed, and the
 * map entry for the line about to be written. */
static void at(Em *e, Loc loc)
{
	if (!loc.file || loc.line <= 0)
		return;
	int f = file_index(e, loc.file);
	if (f != e->loc_file || loc.line != e->loc_line) {
		buf_puts(e->o, "\t.loc ");
		put_i64(e->o, f);
		buf_putc(e->o, ' ');
		put_i64(e->o, loc.line);
		buf_putc(e->o, ' ');
		put_i64(e->o, loc.col > 0 ? loc.col : 0);
		nl(e);
		e->loc_file = f;
		e->loc_line = loc.line;
	}
	if (e->map)
		ptx_map_add(e->map, f, loc.line, e->line);
}

static void error(Em *e, Loc loc, const char *msg)
{
	diag_error(e->d, loc, "%s", msg);
	e->errors++;
}

/* ---- operands ---- */

static const char *reg(Em *e, int r, Loc loc)
{
	if (r < 0 || r >= e->k->nregs) {
		error(e, loc, "internal: register id out of range in IR");
		return "%bad";
	}
	return e->rname[r];
}

static int is_signed(Ty t) { return t == TY_S8 || t == TY_S16 || t == TY_S32 || t == TY_S64; }
static int is_unsigned(Ty t) { return t == TY_U8 || t == TY_U16 || t == TY_U32 || t == TY_U64; }

static void put_imm(Em *e, Ty t, uint64_t v, const char *want)
{
	Buf *b = e->o;
	if (t == TY_NONE && want)
		t = ty_from_name(want);
	int bits = ty_bits(t);
	if (bits > 0 && bits < 64)
		v &= ((uint64_t)1 << bits) - 1;
	switch (t) {
	case TY_F32:
		buf_puts(b, "0f");
		put_hex(b, v, 8);
		return;
	case TY_F64:
		buf_puts(b, "0d");
		put_hex(b, v, 16);
		return;
	case TY_PRED:
		buf_putc(b, v ? '1' : '0');
		return;
	default:
		break;
	}
	if (is_signed(t)) {
		int64_t s = (int64_t)v;
		if (bits < 64 && (v >> (bits - 1)) & 1)
			s = (int64_t)(v | ~(((uint64_t)1 << bits) - 1));
		put_i64(b, s);
	} else if ((is_unsigned(t) && v < ((uint64_t)1 << 63)) || v < 256 || t == TY_NONE) {
		if (t == TY_NONE)
			put_i64(b, (int64_t)v);
		else
			put_u64(b, v);
	} else {
		/* bit patterns (b32, packed and narrow floats) and huge values */
		buf_puts(b, "0x");
		put_hex(b, v, 1);
	}
}

/* "full[1]", "sa[2][64]", "sa+6": the allocation and place a shared
 * window offset names, for the comment beside the operand. */
static void shared_name(Em *e, const IrShared *s, int64_t r, int mem, Buf *out)
{
	buf_puts(out, s->name);
	int esz = s->is_mbarrier ? 8 : ty_bits(s->elem) / 8;
	/* an address taken at offset 0 is the allocation; an access there is element 0 */
	if (r == 0 && (s->ndim <= 0 || !mem))
		return;
	if (esz <= 0 || r % esz || r < 0 || r >= s->size || s->ndim <= 0) {
		buf_puts(out, r < 0 ? "-" : "+");
		put_i64(out, r < 0 ? -r : r);
		return;
	}
	int64_t idx = r / esz, sub[4];
	for (int i = s->ndim - 1; i >= 0; i--) {
		int64_t dd = s->dim[i] > 0 ? s->dim[i] : 1;
		sub[i] = idx % dd;
		idx /= dd;
	}
	/* sa[2] for the start of row 2, sa[2][5] inside it */
	int last = s->ndim - 1;
	while (last > 0 && sub[last] == 0)
		last--;
	for (int i = 0; i <= last; i++) {
		buf_putc(out, '[');
		put_i64(out, sub[i]);
		buf_putc(out, ']');
	}
	(void)e;
}

static void put_off(Buf *b, int64_t off)
{
	if (!off)
		return;
	buf_putc(b, '+');
	put_i64(b, off);   /* negative offsets print as "+-16", as ptxas accepts */
}

/* symbol name (+off); records a comment naming a shared allocation */
static void put_sym(Em *e, SymKind k, int sym, int64_t off, int mem, Buf *note, Loc loc)
{
	if (k == SYM_SHARED) {
		if (sym < 0 || sym >= e->k->nshared) {
			error(e, loc, "internal: shared symbol out of range in IR");
			buf_puts(e->o, "kiln_smem");
			return;
		}
		const IrShared *s = &e->k->shared[sym];
		buf_puts(e->o, "kiln_smem");
		put_off(e->o, s->offset + off);
		if (note->len)
			buf_puts(note, ", ");
		shared_name(e, s, off, mem, note);
		return;
	}
	if (sym < 0 || sym >= e->k->nparams) {
		error(e, loc, "internal: parameter symbol out of range in IR");
		buf_puts(e->o, "bad_param");
		return;
	}
	buf_puts(e->o, e->pname[sym]);
	put_off(e->o, off);
}

static void put_opnd(Em *e, const IrInstr *in, int i, Buf *note, Loc loc)
{
	const IrOpnd *o = &in->ops[i];
	Buf *b = e->o;
	switch (o->k) {
	case O_REG:
		buf_puts(b, reg(e, o->reg, loc));
		return;
	case O_IMM:
		put_imm(e, o->ity, o->imm, i < in->m.e->nopnd ? isa_opnd_type(&in->m, i) : NULL);
		return;
	case O_SYM:
		put_sym(e, o->symk, o->sym, o->off, 0, note, loc);
		return;
	case O_ADDR:
		buf_putc(b, '[');
		if (o->reg >= 0) {
			buf_puts(b, reg(e, o->reg, loc));
			put_off(b, o->off);
		} else
			put_sym(e, o->symk, o->sym, o->off, 1, note, loc);
		buf_putc(b, ']');
		return;
	case O_VEC:
		if (o->n == 2 && i < in->m.e->nopnd && in->m.e->opnd[i].shape == OS_PAIR) {
			/* a destination pair d|p (setp p|q, elect.sync _|p): see ir.h O_VEC */
			buf_puts(b, o->regs[0] < 0 ? "_" : reg(e, o->regs[0], loc));
			buf_putc(b, '|');
			buf_puts(b, reg(e, o->regs[1], loc));
			return;
		}
		if (o->n == 1 && o->regs[0] >= 0 && !(i < in->m.e->nopnd && in->m.e->opnd[i].braced)) {
			/* a bare register, unless the ISA writes this vector braced ({d} of ldmatrix .x1) */
			buf_puts(b, reg(e, o->regs[0], loc));
			return;
		}
		buf_putc(b, '{');
		for (int j = 0; j < o->n; j++) {
			if (j)
				buf_puts(b, ", ");
			buf_puts(b, o->regs[j] < 0 ? "_" : reg(e, o->regs[j], loc));
		}
		buf_putc(b, '}');
		return;
	case O_TMAP:
		buf_putc(b, '[');
		if (o->reg >= 0)
			buf_puts(b, reg(e, o->reg, loc));
		else if (o->symk == SYM_PARAM && o->sym >= 0 && o->sym < e->k->nparams && e->taddr[o->sym])
			buf_puts(b, e->taddr[o->sym]);
		else {
			error(e, loc, "internal: tensor-map operand names no parameter");
			buf_puts(b, "bad_tmap");
		}
		buf_puts(b, ", {");
		for (int j = 0; j < o->n; j++) {
			if (j)
				buf_puts(b, ", ");
			buf_puts(b, reg(e, o->regs[j], loc));
		}
		buf_puts(b, "}]");
		return;
	case O_SINK:
		buf_putc(b, '_');
		return;
	case O_SPECIAL:
		buf_puts(b, special_ptx(o->sp));
		return;
	}
	error(e, loc, "internal: unknown operand kind in IR");
}

static void emit_instr(Em *e, const IrInstr *in, Loc loc)
{
	if (!in->m.e) {
		error(e, loc, "internal: instruction without an ISA match in IR");
		return;
	}
	at(e, loc);
	Buf note = {0};
	buf_putc(e->o, '\t');
	if (in->guard >= 0) {
		buf_puts(e->o, in->guard_neg ? "@!" : "@");
		buf_puts(e->o, reg(e, in->guard, loc));
		buf_putc(e->o, ' ');
	}
	isa_spell(&in->m, e->o);
	for (int i = 0; i < in->nops; i++) {
		buf_puts(e->o, i ? ", " : " ");
		put_opnd(e, in, i, &note, loc);
	}
	buf_putc(e->o, ';');
	if (note.len) {
		buf_puts(e->o, "\t// ");
		buf_putn(e->o, note.s, note.len);
	}
	buf_free(&note);
	nl(e);
}

/* ---- control flow ---- */

static void label(Em *e, const char *pfx, int id, const char *what)
{
	buf_printf(e->o, "$%s%d_%s:", pfx, id, what);
	nl(e);
}

/* [@p|@!p] bra[.uni] $<pfx><id>_<what>; guard < 0: unconditional */
static void branch(Em *e, Loc loc, int guard, int neg, int uni, const char *pfx, int id, const char *what)
{
	at(e, loc);
	buf_putc(e->o, '\t');
	if (guard >= 0) {
		buf_puts(e->o, neg ? "@!" : "@");
		buf_puts(e->o, reg(e, guard, loc));
		buf_putc(e->o, ' ');
	}
	buf_printf(e->o, "bra%s $%s%d_%s;", uni ? ".uni" : "", pfx, id, what);
	nl(e);
}

static int blank(const char *p, const char *end)
{
	for (; p < end; p++)
		if (*p != ' ' && *p != '\t' && *p != '\r')
			return 0;
	return 1;
}

/* asm text: %{#N} / %{name} substituted, blank first and last lines
 * dropped, every other line copied as written.  Line i of the text came
 * from source line loc.line + i (the text starts right after `asm {`), so
 * each gets its own .loc and map entry. */
static void emit_asm(Em *e, const IrStmt *s)
{
	Buf t = {0};
	const char *p = s->text ? s->text : "";
	while (*p) {
		const char *q = strstr(p, "%{");
		const char *close = q ? strchr(q, '}') : NULL;
		if (!q || !close) {
			buf_puts(&t, p);
			break;
		}
		buf_putn(&t, p, (size_t)(q - p));
		const char *nm = q + 2;
		size_t n = (size_t)(close - nm);
		int found = -1;
		if (n > 1 && nm[0] == '#') {
			found = atoi(nm + 1);
		} else {
			/* by source name ("x" or "acc[3]"): the most recently declared */
			for (int r = e->k->nregs - 1; r >= 0 && found < 0; r--) {
				const IrReg *g = &e->k->regs[r];
				size_t gl = g->name ? strlen(g->name) : 0;
				if (!gl || strncmp(g->name, nm, gl))
					continue;
				if (g->index < 0 ? gl == n : (n > gl && nm[gl] == '[' && atoi(nm + gl + 1) == g->index && nm[n - 1] == ']'))
					found = r;
			}
		}
		if (found < 0 || found >= e->k->nregs) {
			diag_error(e->d, s->loc, "asm: unknown register '%%{%.*s}'", (int)n, nm);
			e->errors++;
			buf_putn(&t, q, (size_t)(close + 1 - q));
		} else
			buf_puts(&t, e->rname[found]);
		p = close + 1;
	}
	const char *b = t.s ? t.s : "", *end = b + t.len;
	/* the last line with text */
	const char *last = end;
	for (const char *c = b; c < end;) {
		const char *nlp = memchr(c, '\n', (size_t)(end - c));
		const char *le = nlp ? nlp : end;
		if (!blank(c, le))
			last = le;
		c = nlp ? nlp + 1 : end;
	}
	int i = 0, started = 0;
	for (const char *c = b; c < end && c <= last; i++) {
		const char *nlp = memchr(c, '\n', (size_t)(end - c));
		const char *le = nlp ? nlp : end;
		int bl = blank(c, le);
		if (!bl || started) {
			if (!bl) {
				Loc l = s->loc;
				if (l.line > 0)
					l.line += i;
				at(e, l);
			}
			started = 1;
			buf_putn(e->o, c, (size_t)(le - c));
			nl(e);
		}
		c = nlp ? nlp + 1 : end;
	}
	buf_free(&t);
}

static void emit_stmts(Em *e, const IrStmt *s);

static LoopCtx *loop_push(Em *e, int id)
{
	if (e->nloops == e->caploops) {
		int nc = e->caploops ? 2 * e->caploops : 8;
		LoopCtx *p = kl_realloc(e->loops, (size_t)nc * sizeof *p);
		if (!p)
			die("out of memory");
		e->loops = p;
		e->caploops = nc;
	}
	e->loops[e->nloops] = (LoopCtx){id, 0, 0};
	return &e->loops[e->nloops++];
}

static void emit_if(Em *e, const IrStmt *s)
{
	int id = ++e->nlabel;
	const char *pfx = "if";
	if (s->role) {
		pfx = sanitize(e->a, s->role);
		buf_printf(e->o, "\t// role %s", s->role);
		nl(e);
	}
	if (s->cond < 0) {
		error(e, s->loc, "internal: if without a condition register in IR");
		return;
	}
	/* skip `then` when the condition does not hold */
	const char *skip = s->els ? "else" : "end";
	branch(e, s->loc, s->cond, !s->neg, s->uniform, pfx, id, skip);
	emit_stmts(e, s->then);
	if (s->els) {
		branch(e, s->loc, -1, 0, s->uniform, pfx, id, "end");
		label(e, pfx, id, "else");
		emit_stmts(e, s->els);
	}
	label(e, pfx, id, "end");
	if (s->role) {
		buf_printf(e->o, "\t// end role %s", s->role);
		nl(e);
	}
}

static void emit_loop(Em *e, const IrStmt *s)
{
	int id = ++e->nlabel;
	label(e, "loop", id, "top");
	loop_push(e, id);
	int li = e->nloops - 1;
	if (!s->test_at_end) {
		emit_stmts(e, s->head);
		if (s->cond >= 0) {
			/* leave when the condition fails: cond false, or true when neg */
			branch(e, s->loc, s->cond, !s->neg, s->uniform, "loop", id, "exit");
			e->loops[li].used_exit = 1;
		}
	}
	emit_stmts(e, s->body);
	if (e->loops[li].used_latch)
		label(e, "loop", id, "latch");
	emit_stmts(e, s->latch);
	if (s->test_at_end) {
		emit_stmts(e, s->head);
		/* continue while the condition holds */
		branch(e, s->loc, s->cond, s->neg, s->uniform, "loop", id, "top");
	} else
		branch(e, s->loc, -1, 0, s->uniform, "loop", id, "top");
	if (e->loops[li].used_exit)
		label(e, "loop", id, "exit");
	e->nloops--;
}

static void emit_stmts(Em *e, const IrStmt *s)
{
	for (; s; s = s->next) {
		switch (s->k) {
		case S_INSTR:
			emit_instr(e, &s->in, s->loc);
			break;
		case S_IF:
			emit_if(e, s);
			break;
		case S_LOOP:
			emit_loop(e, s);
			break;
		case S_BREAK:
		case S_CONTINUE:
			if (!e->nloops) {
				error(e, s->loc, s->k == S_BREAK ? "internal: break outside a loop in IR" : "internal: continue outside a loop in IR");
				break;
			}
			if (s->k == S_BREAK)
				e->loops[e->nloops - 1].used_exit = 1;
			else
				e->loops[e->nloops - 1].used_latch = 1;
			branch(e, s->loc, -1, 0, s->uniform, "loop", e->loops[e->nloops - 1].id, s->k == S_BREAK ? "exit" : "latch");
			break;
		case S_ASM:
			emit_asm(e, s);
			break;
		}
	}
}

/* ---- pre-pass: files, version, target check, tmap registers ---- */

static void scan(Em *e, const IrKernel *k, const IrStmt *s, char *tmap_used)
{
	for (; s; s = s->next) {
		if (s->loc.file)
			file_index(e, s->loc.file);
		switch (s->k) {
		case S_INSTR: {
			const IsaEntry *en = s->in.m.e;
			if (!en)
				break;
			if (en->ptx > e->version)
				e->version = en->ptx;
			if (!isa_req_met(en->req, e->target)) {
				Buf sp = {0}, need = {0};
				isa_spell(&s->in.m, &sp);
				isa_req_text(en->req, &need);
				diag_error(e->d, s->loc, "%s requires %s (target is %s)", buf_str(&sp), buf_str(&need),
				           isa_target_str(e->target));
				buf_free(&sp);
				buf_free(&need);
				e->errors++;
			}
			for (int i = 0; i < s->in.nops; i++) {
				const IrOpnd *o = &s->in.ops[i];
				if (o->k == O_TMAP && o->reg < 0 && o->symk == SYM_PARAM && o->sym >= 0 && o->sym < k->nparams)
					tmap_used[o->sym] = 1;
			}
			break;
		}
		case S_IF:
			scan(e, k, s->then, tmap_used);
			scan(e, k, s->els, tmap_used);
			break;
		case S_LOOP:
			scan(e, k, s->head, tmap_used);
			scan(e, k, s->body, tmap_used);
			scan(e, k, s->latch, tmap_used);
			break;
		default:
			break;
		}
	}
}

int ptx_target_min_version(int sm) { return isa_target_ptx(sm) ? isa_target_ptx(sm) : 40; }

int ptx_parse_target(const char *s) { return isa_target_parse(s); }

/* ---- kernels ---- */

static void put_lexpr(const IrKernel *k, const LExpr *x, Buf *b)
{
	if (!x) {
		buf_putc(b, '1');
		return;
	}
	switch (x->op) {
	case 'c': put_i64(b, x->v); return;
	case 'p':
		buf_puts(b, x->param >= 0 && x->param < k->nparams ? k->params[x->param].name : "?");
		return;
	case 'd': case 'm': case 'M':
		buf_puts(b, x->op == 'd' ? "ceil_div(" : x->op == 'm' ? "min(" : "max(");
		put_lexpr(k, x->a, b);
		buf_puts(b, ", ");
		put_lexpr(k, x->b, b);
		buf_putc(b, ')');
		return;
	}
	buf_putc(b, '(');
	put_lexpr(k, x->a, b);
	buf_putc(b, ' ');
	buf_putc(b, x->op);
	buf_putc(b, ' ');
	put_lexpr(k, x->b, b);
	buf_putc(b, ')');
}

void ptx_grid_text(const IrKernel *k, Buf *out)
{
	for (int i = 0; i < 3; i++) {
		if (i)
			buf_puts(out, ", ");
		put_lexpr(k, k->grid[i], out);
	}
}

static const char *param_type(const IrParam *p)
{
	if (p->kind == PK_PTR)
		return "u64";
	switch (p->ty) {
	case TY_F16: case TY_BF16: return "b16";
	default: return ty_ptx(p->ty);
	}
}

/* The declaration groups, in this order: the distinct PTX declaration
 * types of IR_TYPES (ir/ir.h) as they first appear; a register's group is
 * its type's.  Returns the number of groups. */
static int decl_groups(const char **order, int *ty_group)
{
	int n = 0;
	ty_group[TY_NONE] = -1;
	for (int t = TY_NONE + 1; t < TY_COUNT; t++) {
		const char *p = ty_ptx((Ty)t);
		int g = 0;
		while (g < n && strcmp(order[g], p))
			g++;
		if (g == n)
			order[n++] = p;
		ty_group[t] = g;
	}
	return n;
}

static void emit_decls(Em *e, const IrKernel *k, const char *const *extra, int nextra)
{
	int ty_group[TY_COUNT];
	const char *decl_order[TY_COUNT];
	int ndecl = decl_groups(decl_order, ty_group);
	int b64 = ty_group[TY_B64];
	int n = k->nregs + nextra;
	unsigned char *grp = kl_malloc((size_t)n + 1);
	if (!grp)
		die("out of memory");
	for (int r = 0; r < n; r++)
		grp[r] = (unsigned char)(r < k->nregs ? ((unsigned)k->regs[r].ty < TY_COUNT && ty_group[k->regs[r].ty] >= 0
		                                         ? ty_group[k->regs[r].ty] : 255) : b64);
	for (int t = 0; t < ndecl; t++) {
		int col = 0, any = 0;
		for (int r = 0; r < n; r++) {
			if (grp[r] != t)
				continue;
			const char *nm = r < k->nregs ? e->rname[r] : extra[r - k->nregs];
			int len = (int)strlen(nm);
			if (!any) {
				buf_puts(e->o, "\t.reg .");
				buf_puts(e->o, decl_order[t]);
				buf_putc(e->o, ' ');
				col = 8 + (int)strlen(decl_order[t]);
				any = 1;
			} else if (col + len > 96) {
				buf_putc(e->o, ',');
				nl(e);
				buf_puts(e->o, "\t\t");
				col = 16;
			} else {
				buf_puts(e->o, ", ");
				col += 2;
			}
			buf_putn(e->o, nm, (size_t)len);
			col += len;
		}
		if (any) {
			buf_putc(e->o, ';');
			nl(e);
		}
	}
	for (int r = 0; r < k->nregs; r++)
		if (grp[r] == 255) {
			diag_error(e->d, k->regs[r].loc, "internal: register '%s' has no PTX type", k->regs[r].name ? k->regs[r].name : "?");
			e->errors++;
		}
	kl_free(grp);
}


static void emit_kernel(Em *e, const IrKernel *k)
{
	e->k = k;
	e->nlabel = 0;
	e->loc_file = e->loc_line = -1;
	NameSet regs, params;
	ns_init(&regs, (unsigned)k->nregs + (unsigned)k->nparams);
	ns_init(&params, (unsigned)k->nparams);
	for (size_t i = 0; i < sizeof reserved / sizeof reserved[0]; i++)
		ns_add(&regs, reserved[i]);
	ns_add(&params, "kiln_smem");
	e->rname = arena_alloc(e->a, sizeof *e->rname * (size_t)(k->nregs + 1));
	e->pname = arena_alloc(e->a, sizeof *e->pname * (size_t)(k->nparams + 1));
	e->taddr = arena_alloc(e->a, sizeof *e->taddr * (size_t)(k->nparams + 1));
	/* source names first, so a compiler temporary (no name) never takes a
	 * name the source wrote */
	for (int pass = 0; pass < 2; pass++)
		for (int r = 0; r < k->nregs; r++) {
			const IrReg *g = &k->regs[r];
			int temp = !g->name || !*g->name;
			if (temp != pass)
				continue;
			const char *base = temp ? "t" : sanitize(e->a, g->name);
			if (g->index >= 0)
				base = cat(e->a, "", base, g->index);
			e->rname[r] = cat(e->a, "%", unique(&regs, e->a, base), -1);
		}
	for (int i = 0; i < k->nparams; i++)
		e->pname[i] = unique(&params, e->a, sanitize(e->a, k->params[i].name));
	char *tmap_used = arena_alloc(e->a, (size_t)k->nparams + 1);
	scan(e, k, k->body, tmap_used);
	/* a .b128 register declaration needs PTX 8.3 even where no instruction
	 * raised the version (ptxas: "Type .b128 requires PTX ISA 8.3") */
	for (int r = 0; r < k->nregs; r++)
		if (k->regs[r].ty == TY_B128 && e->version < TY_B128_PTX)
			e->version = TY_B128_PTX;
	const char **extra = arena_alloc(e->a, sizeof *extra * (size_t)(k->nparams + 1));
	int nextra = 0;
	for (int i = 0; i < k->nparams; i++)
		if (tmap_used[i]) {
			e->taddr[i] = arena_printf(e->a, "%%%s", unique(&regs, e->a, sanitize(e->a, k->params[i].name)));
			extra[nextra++] = e->taddr[i];
		}
	ns_free(&regs);
	ns_free(&params);

	/* header comment: the launch shape */
	Buf c = {0};
	buf_printf(&c, "// kernel %s: grid(", k->name);
	ptx_grid_text(k, &c);
	buf_printf(&c, ") block(%d, %d, %d)", k->block_const[0] > 0 ? k->block_const[0] : 1,
	           k->block_const[1] > 0 ? k->block_const[1] : 1, k->block_const[2] > 0 ? k->block_const[2] : 1);
	if (k->cluster_const[0] > 0)
		buf_printf(&c, " cluster(%d, %d, %d)", k->cluster_const[0], k->cluster_const[1] > 0 ? k->cluster_const[1] : 1,
		           k->cluster_const[2] > 0 ? k->cluster_const[2] : 1);
	buf_printf(&c, " dynamic shared %lld bytes", (long long)k->smem_bytes);
	buf_putn(e->o, c.s, c.len);
	buf_free(&c);
	nl(e);

	buf_printf(e->o, ".visible .entry %s(", k->name);
	for (int i = 0; i < k->nparams; i++) {
		const IrParam *p = &k->params[i];
		nl(e);
		if (p->kind == PK_TMAP)
			buf_printf(e->o, "\t.param .align 64 .b8 %s[128]", e->pname[i]);
		else
			buf_printf(e->o, "\t.param .%s %s", param_type(p), e->pname[i]);
		if (i + 1 < k->nparams)
			buf_putc(e->o, ',');
		if (p->kind == PK_PTR && p->space == SPACE_GLOBAL)
			buf_printf(e->o, "\t// global %s*", ty_name(p->ty));
		else if (p->kind == PK_PTR && p->space == SPACE_SHARED)
			buf_printf(e->o, "\t// shared %s*", ty_name(p->ty));
	}
	if (k->nparams)
		nl(e);
	buf_putc(e->o, ')');
	nl(e);
	buf_printf(e->o, ".reqntid %d, %d, %d", k->block_const[0] > 0 ? k->block_const[0] : 1,
	           k->block_const[1] > 0 ? k->block_const[1] : 1, k->block_const[2] > 0 ? k->block_const[2] : 1);
	nl(e);
	if (k->cluster_const[0] > 0) {
		buf_printf(e->o, ".reqnctapercluster %d, %d, %d", k->cluster_const[0],
		           k->cluster_const[1] > 0 ? k->cluster_const[1] : 1, k->cluster_const[2] > 0 ? k->cluster_const[2] : 1);
		nl(e);
	}
	if (k->min_blocks > 0) {
		buf_printf(e->o, ".minnctapersm %d", k->min_blocks);
		nl(e);
	}
	if (k->max_regs > 0) {
		buf_printf(e->o, ".maxnreg %d", k->max_regs);
		nl(e);
	}
	buf_putc(e->o, '{');
	nl(e);
	emit_decls(e, k, extra, nextra);
	if (k->nshared) {
		buf_printf(e->o, "\t// shared window kiln_smem: %lld bytes of dynamic shared memory", (long long)k->smem_bytes);
		nl(e);
		for (int i = 0; i < k->nshared; i++) {
			const IrShared *s = &k->shared[i];
			buf_printf(e->o, "\t//   +%-7lld %s %s", (long long)s->offset, s->name, s->is_mbarrier ? "mbarrier" : ty_name(s->elem));
			for (int j = 0; j < s->ndim; j++)
				buf_printf(e->o, "[%lld]", (long long)s->dim[j]);
			buf_printf(e->o, " (%lld bytes, align %d)", (long long)s->size, s->align);
			nl(e);
		}
	}
	nl(e);

	/* parameters into their registers */
	for (int i = 0; i < k->nparams; i++) {
		const IrParam *p = &k->params[i];
		if (p->kind == PK_TMAP || p->reg < 0)
			continue;
		const char *r = reg(e, p->reg, p->loc);
		at(e, p->loc);
		buf_printf(e->o, "\tld.param.%s %s, [%s];", param_type(p), r, e->pname[i]);
		nl(e);
		if (p->kind == PK_PTR && p->space == SPACE_GLOBAL) {
			at(e, p->loc);
			buf_printf(e->o, "\tcvta.to.global.u64 %s, %s;", r, r);
			nl(e);
		}
	}
	for (int i = 0; i < k->nparams; i++)
		if (e->taddr[i]) {
			at(e, k->params[i].loc);
			buf_printf(e->o, "\tcvta.param.u64 %s, %s;", e->taddr[i], e->pname[i]);
			nl(e);
		}
	emit_stmts(e, k->body);
	buf_puts(e->o, "\tret;");
	nl(e);
	buf_putc(e->o, '}');
	nl(e);
}

int ptx_emit(const IrModule *m, Buf *out, PtxMap *map, Diags *d)
{
	Em e;
	memset(&e, 0, sizeof e);
	e.m = m;
	e.o = out;
	e.map = map;
	e.d = d;
	e.a = arena_new();
	e.line = 1;
	/* count lines already in out so map lines are absolute */
	for (size_t i = 0; i < out->len; i++)
		if (out->s[i] == '\n')
			e.line++;
	e.target = m->sm ? m->sm : SM_90A;
	e.version = m->ptx_version;
	for (int i = 0; i < m->nfiles; i++)
		vec_push(&e.files, m->files[i]);

	/* pre-pass: version, target, files.  Per-kernel naming happens in
	 * emit_kernel; scan() there re-checks instructions, so only the kernel
	 * targets are checked here. */
	for (int i = 0; i < m->nkernels; i++) {
		const IrKernel *k = m->kernels[i];
		if (k->loc.file)
			file_index(&e, k->loc.file);
		if (!isa_target_within(k->sm, e.target)) {
			Buf miss = {0};
			isa_features_text(isa_target_features(k->sm) & ~isa_target_features(e.target), &miss);
			diag_error(d, k->loc, "kernel '%s' targets %s; the target %s lacks its features %s", k->name,
			           isa_target_str(k->sm), isa_target_str(e.target), buf_str(&miss));
			buf_free(&miss);
			e.errors++;
		}
	}
	int tv = ptx_target_min_version(e.target);
	if (tv > e.version)
		e.version = tv;
	/* body first (its scan raises the version and finds files), header after */
	Buf body = {0};
	Buf *final = out;
	e.o = &body;
	int header_line = e.line;
	e.line = 1;      /* provisional: fixed up below once the header length is known */
	PtxMap tmp;
	memset(&tmp, 0, sizeof tmp);
	e.map = map ? &tmp : NULL;
	for (int i = 0; i < m->nkernels; i++) {
		nl(&e);
		emit_kernel(&e, m->kernels[i]);
	}

	/* header */
	Buf h = {0};
	char tname[16];
	isa_target_name(e.target, tname, sizeof tname);
	int hl = 0;
	buf_puts(&h, "//\n// Generated by kiln; do not edit.  Source lines: .loc below, kiln build --map.\n//\n"); hl += 3;
	buf_printf(&h, ".version %d.%d\n.target %s\n.address_size 64\n", e.version / 10, e.version % 10, tname); hl += 3;
	if (e.files.n) {
		buf_putc(&h, '\n'); hl++;
		for (int i = 0; i < e.files.n; i++) {
			buf_printf(&h, ".file %d \"", i + 1);
			for (const char *p = e.files.v[i]; *p; p++) {
				if (*p == '"' || *p == '\\')
					buf_putc(&h, '\\');
				buf_putc(&h, *p);
			}
			buf_puts(&h, "\"\n");
			hl++;
		}
	}
	int align = 0;
	for (int i = 0; i < m->nkernels; i++)
		if (m->kernels[i]->nshared && m->kernels[i]->smem_align > align)
			align = m->kernels[i]->smem_align;
	int any_shared = 0;
	for (int i = 0; i < m->nkernels; i++)
		any_shared |= m->kernels[i]->nshared > 0;
	if (any_shared) {
		if (align < 16)
			align = 16;
		buf_printf(&h, "\n// all shared allocations: offsets in one dynamic window\n.extern .shared .align %d .b8 kiln_smem[];\n", align);
		hl += 3;
	}
	int any_trace = 0;
	for (int i = 0; i < m->nkernels; i++)
		any_trace |= m->kernels[i]->ntraces > 0;
	if (any_trace) {
		/* trace regions (kiln profile --timeline): counters, records, records per warp */
		buf_puts(&h, "\n// timeline buffer (kiln profile --timeline): counters, records, records per warp\n"
			".const .align 8 .u64 kiln_trace[3];\n");
		hl += 3;
	}
	int shift = header_line - 1 + hl;
	buf_putn(final, h.s, h.len);
	buf_putn(final, body.s, body.len);
	buf_free(&h);
	buf_free(&body);
	if (map) {
		for (int i = 0; i + 2 < tmp.nraw; i += 3)
			tmp.raw[i + 2] += shift;
		*map = tmp;
		ptx_map_finish(map, e.files.v, e.files.n, shift + e.line - 1);
	}
	vec_free(&e.files);
	kl_free(e.loops);
	arena_free(e.a);
	return e.errors ? -1 : 0;
}
