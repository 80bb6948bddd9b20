/* isa_cert: certifies the ISA table with real ptxas.  For every entry it
 * writes a kernel that exercises every alternative of every slot (the full
 * product of slot choices when small, else every pair of choices with the
 * other slots at their defaults; an optional slot is absent by default),
 * with registers of the resolved operand types, immediates from the operand
 * lists, and state-space-correct addresses, at the entry's minimum PTX
 * version and target.  Kernels are assembled in batches per (version,
 * target); a batch ptxas rejects is re-run one entry per file so the
 * failure names its entry.  Prints one line per entry and "N passed, N
 * failed"; fewer than --min certified entries is one more failure.
 *
 *   isa_cert [-j N] [--only SUBSTR] [--keep DIR] [--min N] [--ptxas PATH] [-v]
 */
#include "isa/isa.h"
#include "util/arena.h"
#include "util/buf.h"
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

enum { BATCH = 24, NPOOL = 320 };

typedef struct {
	signed char alt[ISA_MAX_SLOTS];
	int imm;            /* reg-or-imm operands written as immediates */
	int tyalt;          /* which alternative of "a|b" operand types */
} Inst;

typedef struct {
	const IsaEntry *e;
	VEC(Inst) inst;
	int ptx, sm;          /* what the kernel is assembled at */
	Buf text;             /* the .entry */
	int ok;               /* 1 pass, 0 fail */
	char *msg;            /* ptxas diagnostics on failure */
	char *src;            /* the PTX file ptxas rejected */
	int mode_full;
} Cert;

static const char *ptxas = "ptxas";
static const char *keep;
static int verbose;

/* ---- PTX version and target ---- */

static int target_min_ptx(int sm) { return isa_target_ptx(sm); }

static void target_str(int sm, char *out, int n) { isa_target_name(sm, out, n); }

/* ---- registers ---- */

typedef struct { const char *ty, *decl, *pfx; } RegClass;
static const RegClass rc[] = {
	{"pred", "pred", "p"}, {"b16", "b16", "h"}, {"b32", "b32", "r"}, {"b64", "b64", "rd"},
	{"f32", "f32", "f"}, {"f64", "f64", "fd"}, {"f16", "f16", "hf"}, {"f16x2", "f16x2", "hx"},
	{"b128", "b128", "q"},
};
enum { RC_PRED, RC_B16, RC_B32, RC_B64, RC_F32, RC_F64, RC_F16, RC_F16X2, RC_B128, RC_N };

static int reg_class(const char *t)
{
	if (!strcmp(t, "pred")) return RC_PRED;
	if (!strcmp(t, "f32")) return RC_F32;
	if (!strcmp(t, "f64")) return RC_F64;
	if (!strcmp(t, "f16")) return RC_F16;
	if (!strcmp(t, "f16x2")) return RC_F16X2;
	int bits = isa_type_bits(t);
	if (bits == 128) return RC_B128;
	if (bits == 64) return RC_B64;
	if (bits == 32 || !strcmp(t, "*")) return RC_B32;
	return RC_B16;      /* 8- and 16-bit values: ld/st/cvt accept a wider register */
}

typedef struct { int next[RC_N]; } Regs;

static void reg(Buf *b, Regs *r, const char *t)
{
	int c = reg_class(t);
	buf_printf(b, "%%%s%d", rc[c].pfx, r->next[c]++ % NPOOL);
}

/* An immediate of type t for operand o. */
static void imm(Buf *b, const IsaOpnd *o, const char *t)
{
	if (o->imm) {
		buf_printf(b, "%lld", isa_imm_example(o));
		return;
	}
	if (!strcmp(t, "f32"))
		buf_puts(b, "0f3F800000");
	else if (!strcmp(t, "f64"))
		buf_puts(b, "0d3FF0000000000000");
	else
		buf_puts(b, "1");
}

/* the first alternative of "u32|pred", or the k-th */
static const char *type_alt(const char *t, int k, char *one, size_t n)
{
	while (k-- > 0 && strchr(t, '|'))
		t = strchr(t, '|') + 1;
	size_t l = strcspn(t, "|");
	if (l >= n)
		l = n - 1;
	memcpy(one, t, l);
	one[l] = 0;
	return one;
}

static int ntype_alts(const char *t)
{
	int n = 1;
	for (; *t; t++)
		n += *t == '|';
	return n;
}

/* Memory operand: param and const spaces name a symbol; a b32-typed one
 * (tensor memory) a 32-bit register; the rest a 64-bit address register. */
static void mem(Buf *b, Regs *r, const char *opcode, const char *t)
{
	if (!strcmp(t, "b32")) {   /* a 32-bit address: tensor memory */
		buf_putc(b, '[');
		reg(b, r, "b32");
		buf_putc(b, ']');
	} else if (strstr(opcode, ".param"))
		buf_puts(b, "[kp]");
	else if (strstr(opcode, ".const"))
		buf_puts(b, "[cmem]");
	else {
		buf_putc(b, '[');
		reg(b, r, "b64");
		buf_putc(b, ']');
	}
}

static void emit_inst(Cert *c, const Inst *in, Regs *r)
{
	IsaMatch m = {.e = c->e};
	memcpy(m.alt, in->alt, sizeof m.alt);
	Buf op = {0};
	isa_spell(&m, &op);
	Buf *b = &c->text;
	buf_printf(b, "\t%s", op.s);
	int first = 1;
	for (int i = 0; i < c->e->nopnd; i++) {
		const IsaOpnd *o = &c->e->opnd[i];
		if (!isa_opnd_present(&m, i))
			continue;
		if (o->optional && o->cond_slot < 0 && !in->imm)
			continue;   /* free optional operands: present only in immediate instances */
		buf_puts(b, first ? " " : ", ");
		first = 0;
		char one[16];
		const char *t = type_alt(isa_opnd_type(&m, i), in->tyalt % ntype_alts(isa_opnd_type(&m, i)), one, sizeof one);
		int n = isa_opnd_count(&m, i);
		if (o->sink_ok == 2) {
			buf_putc(b, '_');
			continue;
		}
		switch (o->shape) {
		case OS_REG: reg(b, r, t); break;
		case OS_PAIR:
			reg(b, r, t);
			if (in->imm || o->braced) {
				buf_putc(b, '|');
				reg(b, r, "pred");
			}
			break;
		case OS_IMM: imm(b, o, t); break;
		case OS_REGIMM:
			if (in->imm)
				imm(b, o, t);
			else
				reg(b, r, t);
			break;
		case OS_MEM: mem(b, r, op.s, t); break;
		case OS_VEC:
			if (n == 1 && !o->braced) {
				reg(b, r, t);
				break;
			}
			buf_putc(b, '{');
			for (int k = 0; k < n; k++) {
				if (k)
					buf_puts(b, ", ");
				reg(b, r, t);
			}
			buf_putc(b, '}');
			break;
		case OS_TMAP:
			buf_putc(b, '[');
			reg(b, r, "b64");
			buf_puts(b, ", {");
			for (int k = 0; k < n; k++) {
				if (k)
					buf_puts(b, ", ");
				reg(b, r, t);
			}
			buf_puts(b, "}]");
			break;
		case OS_LABEL: buf_puts(b, "$Lend"); break;
		}
	}
	buf_puts(b, ";\n");
	buf_free(&op);
}

/* ---- instance generation ---- */

static void add(Cert *c, const Inst *in)
{
	for (int i = 0; i < c->inst.n; i++)
		if (!memcmp(c->inst.v[i].alt, in->alt, sizeof in->alt) && c->inst.v[i].imm == in->imm &&
		    c->inst.v[i].tyalt == in->tyalt)
			return;
	vec_push(&c->inst, *in);
}

static void gen(Cert *c)
{
	const IsaEntry *e = c->e;
	IsaForm *forms;
	int nf = isa_forms(e, &forms, &c->mode_full);
	if (nf < 0)
		die("out of memory");
	for (int i = 0; i < nf; i++) {
		Inst in = {0};
		memcpy(in.alt, forms[i].alt, sizeof in.alt);
		add(c, &in);
	}
	kl_free(forms);
	/* immediates for reg-or-imm operands (and free optional operands), per
	 * alternative of the type-deciding slots: one more pass with imm = 1 */
	int n = c->inst.n, has_x = 0, has_opt = 0, has_alt = 0;
	for (int i = 0; i < e->nopnd; i++) {
		has_x |= e->opnd[i].shape == OS_REGIMM;
		has_opt |= (e->opnd[i].optional && e->opnd[i].cond_slot < 0) || e->opnd[i].shape == OS_PAIR;
		has_alt |= e->opnd[i].type && strchr(e->opnd[i].type, '|') != NULL;
	}
	if (has_x || has_opt)
		for (int i = 0; i < n; i++) {
			Inst in = c->inst.v[i];
			in.imm = 1;
			add(c, &in);
		}
	if (has_alt)
		for (int i = 0; i < n; i++) {
			Inst in = c->inst.v[i];
			in.tyalt = 1;
			add(c, &in);
			in.imm = 1;
			add(c, &in);
		}
}

static void build_kernel(Cert *c)
{
	Buf *b = &c->text;
	Regs r = {0};
	/* instructions first (into a scratch buffer) so the pools are sized */
	Buf save = c->text;
	c->text = (Buf){0};
	for (int i = 0; i < c->inst.n; i++)
		emit_inst(c, &c->inst.v[i], &r);
	Buf body = c->text;
	c->text = save;
	buf_printf(b, ".visible .entry k_%s(.param .align 16 .b8 kp[64])\n{\n", c->e->idname);
	for (int k = 0; k < RC_N; k++)
		if (r.next[k])
			buf_printf(b, "\t.reg .%s %%%s<%d>;\n", rc[k].decl, rc[k].pfx,
			           r.next[k] < NPOOL ? r.next[k] : NPOOL);
	buf_puts(b, body.s ? body.s : "");
	buf_puts(b, "$Lend:\n\tret;\n}\n");
	buf_free(&body);
}

/* ---- running ptxas ---- */

typedef struct {
	Cert **c;
	int n;
	int ptx, sm;
	pid_t pid;
	char path[512], log[512];
} Job;

static char tmpdir[256];

static void write_file(const char *path, const char *s)
{
	FILE *f = fopen(path, "w");
	if (!f || fputs(s, f) < 0 || fclose(f)) {
		fprintf(stderr, "isa_cert: cannot write %s: %s\n", path, strerror(errno));
		exit(3);
	}
}

static char *read_file(const char *path)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return NULL;
	Buf b = {0};
	char chunk[4096];
	size_t n;
	while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
		buf_putn(&b, chunk, n);
	fclose(f);
	return b.s ? buf_take(&b) : NULL;
}

static int seq;

static void start(Job *j)
{
	Buf t = {0};
	char tg[16];
	target_str(j->sm, tg, sizeof tg);
	buf_printf(&t, "// isa_cert: %d entr%s, PTX %d.%d, %s\n", j->n, j->n == 1 ? "y" : "ies",
	           j->ptx / 10, j->ptx % 10, tg);
	buf_printf(&t, ".version %d.%d\n.target %s\n.address_size 64\n\n", j->ptx / 10, j->ptx % 10, tg);
	buf_puts(&t, ".const .align 16 .b8 cmem[256];\n\n");
	for (int i = 0; i < j->n; i++)
		buf_puts(&t, j->c[i]->text.s);
	snprintf(j->path, sizeof j->path, "%s/%s_%d.ptx", tmpdir, j->n == 1 ? j->c[0]->e->idname : "batch", seq);
	snprintf(j->log, sizeof j->log, "%s/%d.log", tmpdir, seq++);
	write_file(j->path, t.s);
	buf_free(&t);
	char arch[32];
	snprintf(arch, sizeof arch, "-arch=%s", tg);
	char *argv[] = {(char *)ptxas, arch, j->path, "-o", "/dev/null", NULL};
	posix_spawn_file_actions_t fa;
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_addopen(&fa, 1, j->log, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	posix_spawn_file_actions_adddup2(&fa, 1, 2);
	if (posix_spawnp(&j->pid, ptxas, &fa, NULL, argv, environ)) {
		fprintf(stderr, "isa_cert: cannot run %s: %s\n", ptxas, strerror(errno));
		exit(3);
	}
	posix_spawn_file_actions_destroy(&fa);
}

/* Runs all jobs with at most `par` ptxas processes; fills ok/msg. */
static void run_jobs(Job *jobs, int njobs, int par, int batch_mode)
{
	int next = 0, running = 0;
	while (next < njobs || running) {
		while (running < par && next < njobs) {
			start(&jobs[next++]);
			running++;
		}
		int st;
		pid_t p = wait(&st);
		if (p < 0)
			break;
		for (int i = 0; i < njobs; i++) {
			Job *j = &jobs[i];
			if (j->pid != p)
				continue;
			running--;
			j->pid = 0;
			int ok = WIFEXITED(st) && WEXITSTATUS(st) == 0;
			char *log = read_file(j->log);
			for (int k = 0; k < j->n; k++) {
				if (!batch_mode || ok) {
					j->c[k]->ok = ok;
					if (!ok) {
						j->c[k]->msg = log ? strdup(log) : strdup("(no output)");
						j->c[k]->src = read_file(j->path);
					}
				} else {
					j->c[k]->ok = -1;   /* rerun alone */
				}
			}
			free(log);
			if (!keep)
				unlink(j->path);
			unlink(j->log);
		}
	}
}

static void print_line(const char *src, int line)
{
	for (int l = 1; *src && l < line; src++)
		l += *src == '\n';
	printf("       > %.*s\n", (int)strcspn(src, "\n"), src);
}

int main(int argc, char **argv)
{
	int par = (int)sysconf(_SC_NPROCESSORS_ONLN);
	const char *only = NULL;
	int min = 0;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-j") && i + 1 < argc)
			par = atoi(argv[++i]);
		else if (!strcmp(argv[i], "--only") && i + 1 < argc)
			only = argv[++i];
		else if (!strcmp(argv[i], "--keep") && i + 1 < argc)
			keep = argv[++i];
		else if (!strcmp(argv[i], "--min") && i + 1 < argc)
			min = atoi(argv[++i]);
		else if (!strcmp(argv[i], "--ptxas") && i + 1 < argc)
			ptxas = argv[++i];
		else if (!strcmp(argv[i], "-v"))
			verbose = 1;
		else {
			fprintf(stderr, "usage: isa_cert [-j N] [--only SUBSTR] [--keep DIR] [--min N] [--ptxas PATH] [-v]\n");
			return 2;
		}
	}
	if (par < 1)
		par = 1;
	Buf err = {0};
	if (isa_init(&err)) {
		printf("isa table malformed: %s\n0 passed, 1 failed\n", err.s);
		return 1;
	}
	if (keep) {
		mkdir(keep, 0755);
		snprintf(tmpdir, sizeof tmpdir, "%s", keep);
	} else {
		snprintf(tmpdir, sizeof tmpdir, "/tmp/isa_cert.XXXXXX");
		if (!mkdtemp(tmpdir)) {
			perror("mkdtemp");
			return 3;
		}
	}
	int n = isa_count(), nc = 0;
	Cert *certs = calloc((size_t)n, sizeof *certs);
	long ninst = 0;
	for (int i = 0; i < n; i++) {
		const IsaEntry *e = isa_entry(i);
		if (only && !strstr(e->idname, only) && !strstr(e->spell, only))
			continue;
		Cert *c = &certs[nc++];
		c->e = e;
		c->sm = isa_req_met(e->req, SM_80) ? SM_80 : isa_req_target(e->req);
		c->ptx = e->ptx;
		gen(c);
		build_kernel(c);
		ninst += c->inst.n;
	}
	/* batches per (ptx, sm) */
	Job *jobs = calloc((size_t)nc + 1, sizeof *jobs);
	int nj = 0;
	int *used = calloc((size_t)nc + 1, sizeof *used);
	for (int i = 0; i < nc; i++) {
		if (used[i])
			continue;
		Job *j = NULL;
		for (int k = i; k < nc; k++) {
			if (used[k] || certs[k].ptx != certs[i].ptx || certs[k].sm != certs[i].sm)
				continue;
			if (!j || j->n == BATCH) {
				j = &jobs[nj++];
				j->c = calloc(BATCH, sizeof *j->c);
				j->ptx = certs[i].ptx;
				j->sm = certs[i].sm;
			}
			j->c[j->n++] = &certs[k];
			used[k] = 1;
		}
	}
	run_jobs(jobs, nj, par, 1);
	/* entries of rejected batches, one file each */
	Job *single = calloc((size_t)nc + 1, sizeof *single);
	int ns = 0;
	for (int i = 0; i < nc; i++)
		if (certs[i].ok == -1) {
			Job *j = &single[ns++];
			j->c = calloc(1, sizeof *j->c);
			j->c[0] = &certs[i];
			j->n = 1;
			j->ptx = certs[i].ptx;
			j->sm = certs[i].sm;
		}
	run_jobs(single, ns, par, 0);
	int pass = 0, fail = 0;
	for (int i = 0; i < nc; i++) {
		Cert *c = &certs[i];
		char tg[16];
		target_str(c->sm, tg, sizeof tg);
		const char *why = NULL;
		if (c->ptx < target_min_ptx(c->sm))
			why = "minimum PTX version is below what the minimum target needs";
		if (c->ok == 1 && !why) {
			pass++;
			if (verbose)
				printf("ok   %-36s PTX %d.%d %-8s %4d forms (%s)\n", c->e->idname, c->ptx / 10,
				       c->ptx % 10, tg, c->inst.n, c->mode_full ? "all combinations" : "all pairs");
		} else {
			fail++;
			printf("FAIL %-36s PTX %d.%d %s: %s\n", c->e->idname, c->ptx / 10, c->ptx % 10, tg,
			       why ? why : "ptxas rejected it");
			if (c->msg) {
				/* the first few diagnostics, each with the offending line */
				int lines = 0;
				for (char *s = c->msg; *s && lines < 400; lines++) {
					char *nl = strchr(s, '\n');
					printf("     %.*s\n", nl ? (int)(nl - s) : (int)strlen(s), s);
					char *ln = strstr(s, ", line ");
					if (c->src && ln && (!nl || ln < nl))
						print_line(c->src, atoi(ln + 7));
					s = nl ? nl + 1 : s + strlen(s);
				}
			}
		}
	}
	if (min && pass < min) {
		printf("FAIL only %d entries certified; at least %d required\n", pass, min);
		fail++;
	}
	printf("isa_cert: %d entries, %ld instructions, %d ptxas batches, %d single reruns\n", nc, ninst, nj, ns);
	if (!keep)
		rmdir(tmpdir);
	printf("%d passed, %d failed\n", pass, fail);
	for (int i = 0; i < nc; i++) {
		buf_free(&certs[i].text);
		vec_free(&certs[i].inst);
		free(certs[i].msg);
		free(certs[i].src);
	}
	free(certs);
	for (int i = 0; i < nj; i++)
		free(jobs[i].c);
	free(jobs);
	free(used);
	free(single);
	return fail != 0;
}
