/* kiln kb build|search|uses|show|bench: the knowledge base (src/kb).
 *   build  [--root DIR] [--out DB]           index the repository
 *   search QUERY... [--kind K] [--limit N]   ranked documents with snippets
 *   uses   INSTRUCTION                       zoo, example and lib lines using it
 *   show   ID                                one document
 *   bench  [--replicate K] [--rounds N]      milliseconds per search
 * Every verb takes --db DB (default $KILN_KB, else build/kb.sqlite next to
 * the binary) and --json (the kiln.kb envelope). */
#include "cli/cli.h"
#include "cli/opt.h"
#include "kb/kb.h"
#include "kb/kenv.h"
#include "util/arena.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

typedef struct {
	const char *verb, *db, *root, *out, *kind;
	int json, limit, replicate, rounds;
	const char *const *words;
	int nwords;
	int argc;
	char **argv;
} Opts;

static int fail(const Opts *o, int code, const char *msg)
{
	if (o->json) {
		Buf b = {0};
		kenv_error_doc(&b, "kb", o->argc, (const char *const *)o->argv, code, NULL, msg);
		fputs(b.s, stdout);
		buf_free(&b);
	} else
		fprintf(stderr, "kiln kb %s: %s\n", o->verb, msg);
	return code;
}

static Kb *open_db(const Opts *o, int *code)
{
	Buf p = {0}, err = {0};
	if (o->db)
		buf_puts(&p, o->db);
	else
		kb_default_path(&p);
	Kb *kb = kb_open(p.s, &err);
	if (!kb)
		*code = fail(o, strncmp(buf_str(&err), "unsupported", 11) ? 2 : 3, buf_str(&err));
	buf_free(&p);
	buf_free(&err);
	return kb;
}

static int do_build(const Opts *o)
{
	Buf root = {0}, out = {0}, err = {0};
	if (o->root)
		buf_puts(&root, o->root);
	else
		kb_default_root(&root);
	if (o->out)
		buf_puts(&out, o->out);
	else if (o->db)
		buf_puts(&out, o->db);
	else
		kb_default_path(&out);
	KbBuildOpts bo = {.root = root.s, .db_path = out.s};
	KbStats st;
	int rc = kb_build(&bo, &st, &err);
	if (o->json) {
		Buf b = {0};
		JsonW w;
		kenv_open(&w, &b, 1, "kb", o->argc, (const char *const *)o->argv, NULL, rc);
		kenv_diags_begin(&w);
		if (err.len) {
			/* one diagnostic per line of the error text */
			for (char *s = err.s; s && *s;) {
				char *e = strchr(s, '\n');
				if (e)
					*e = 0;
				kenv_diag(&w, "error", s, NULL, 0, 0);
				s = e ? e + 1 : NULL;
			}
		}
		kenv_diags_end(&w);
		jw_kstr(&w, "verb", "build");
		jw_kstr(&w, "db", out.s);
		jw_kstr(&w, "root", root.s);
		jw_key(&w, "documents");
		jw_obj(&w);
		jw_kint(&w, "isa", st.isa);
		jw_kint(&w, "doc", st.doc);
		jw_kint(&w, "zoo", st.zoo);
		jw_kint(&w, "example", st.example);
		jw_kint(&w, "lib", st.lib);
		jw_kint(&w, "tuning", st.tuning);
		jw_end_obj(&w);
		jw_kint(&w, "uses", st.uses);
		jw_knum(&w, "ms", st.ms);
		kenv_close(&w);
		fputs(b.s, stdout);
		buf_free(&b);
	} else {
		if (err.len)
			fprintf(stderr, "kiln kb build: %s\n", err.s);
		if (rc != 3)
			printf("%s: %d isa, %d doc sections, %d zoo, %d examples, %d lib, %d tuning notes, %d instruction uses (%.0f ms)\n",
				out.s, st.isa, st.doc, st.zoo, st.example, st.lib, st.tuning, st.uses, st.ms);
	}
	buf_free(&root);
	buf_free(&out);
	buf_free(&err);
	return rc;
}

static void join_words(const Opts *o, Buf *q)
{
	for (int i = 0; i < o->nwords; i++)
		buf_printf(q, "%s%s", i ? " " : "", o->words[i]);
}

static int do_search(const Opts *o)
{
	if (!o->nwords)
		return fail(o, 2, "give a query: kiln kb search WORDS...");
	int code = 0;
	Kb *kb = open_db(o, &code);
	if (!kb)
		return code;
	Buf q = {0}, err = {0};
	join_words(o, &q);
	KbHits h;
	if (kb_search(kb, q.s, o->kind, o->limit, &h, &err)) {
		code = fail(o, 2, buf_str(&err));
		goto out;
	}
	code = h.n ? 0 : 1;
	if (o->json) {
		Buf b = {0};
		JsonW w;
		kenv_open(&w, &b, 1, "kb", o->argc, (const char *const *)o->argv, h.n ? "ok" : "no_match", code);
		kenv_diags_begin(&w);
		kenv_diags_end(&w);
		jw_kstr(&w, "verb", "search");
		jw_kstr(&w, "query", q.s);
		jw_key(&w, "kind");
		o->kind ? jw_str(&w, o->kind) : jw_null(&w);
		kb_hits_json(&h, &w);
		kenv_close(&w);
		fputs(b.s, stdout);
		buf_free(&b);
	} else {
		for (int i = 0; i < h.n; i++) {
			printf("%2d. %-40s %s\n", i + 1, h.v[i].id, h.v[i].title);
			if (h.v[i].line)
				printf("    %s:%d\n", h.v[i].path, h.v[i].line);
			else
				printf("    %s\n", h.v[i].path);
			/* the snippet on one line */
			printf("    ");
			for (const char *c = h.v[i].snippet; *c; c++)
				putchar(*c == '\n' || *c == '\t' ? ' ' : *c);
			printf("\n");
		}
		printf("%d result%s%s in %.2f ms\n", h.n, h.n == 1 ? "" : "s", h.relaxed ? " (no document has every word: any word)" : "", h.ms);
	}
	kb_hits_free(&h);
out:
	buf_free(&q);
	buf_free(&err);
	kb_close(kb);
	return code;
}

static int do_uses(const Opts *o)
{
	if (o->nwords != 1)
		return fail(o, 2, "give one instruction: kiln kb uses cp.async.bulk.tensor");
	int code = 0;
	Kb *kb = open_db(o, &code);
	if (!kb)
		return code;
	Buf err = {0};
	KbUses u;
	if (kb_uses(kb, o->words[0], &u, &err)) {
		code = fail(o, 3, buf_str(&err));
		goto out;
	}
	code = u.n ? 0 : 1;
	if (o->json) {
		Buf b = {0};
		JsonW w;
		kenv_open(&w, &b, 1, "kb", o->argc, (const char *const *)o->argv, u.n ? "ok" : "no_match", code);
		kenv_diags_begin(&w);
		if (!u.nisa) {
			char m[300];
			snprintf(m, sizeof m, "'%s' names no ISA table entry (see kiln isa)", o->words[0]);
			kenv_diag(&w, "warning", m, NULL, 0, 0);
		}
		kenv_diags_end(&w);
		jw_kstr(&w, "verb", "uses");
		jw_kstr(&w, "instruction", o->words[0]);
		kb_uses_json(&u, &w);
		kenv_close(&w);
		fputs(b.s, stdout);
		buf_free(&b);
	} else {
		if (!u.nisa)
			fprintf(stderr, "kiln kb uses: '%s' names no ISA table entry (see kiln isa)\n", o->words[0]);
		for (int i = 0; i < u.n; i++)
			printf("%s:%d: %s  [%s %s]\n", u.v[i].path, u.v[i].line, u.v[i].text, u.v[i].kind, u.v[i].doc_id);
		printf("%d line%s use %s", u.n, u.n == 1 ? "" : "s", o->words[0]);
		if (u.nisa) {
			printf(" (ISA entries:");
			for (int i = 0; i < u.nisa && i < 8; i++)
				printf(" %s", u.isa_ids[i]);
			printf("%s)", u.nisa > 8 ? " ..." : "");
		}
		printf("\n");
	}
	kb_uses_free(&u);
out:
	buf_free(&err);
	kb_close(kb);
	return code;
}

static int do_show(const Opts *o)
{
	if (o->nwords != 1)
		return fail(o, 2, "give one document id: kiln kb show isa:fence_proxy_async");
	int code = 0;
	Kb *kb = open_db(o, &code);
	if (!kb)
		return code;
	Buf err = {0};
	KbDoc d;
	int r = kb_show(kb, o->words[0], &d, &err);
	if (r < 0)
		code = fail(o, 3, buf_str(&err));
	else if (r == 0) {
		char m[600];
		snprintf(m, sizeof m, "no document with id '%s' (ids come from kiln kb search)", o->words[0]);
		code = fail(o, 1, m);
	} else {
		if (o->json) {
			Buf b = {0};
			JsonW w;
			kenv_open(&w, &b, 1, "kb", o->argc, (const char *const *)o->argv, NULL, 0);
			kenv_diags_begin(&w);
			kenv_diags_end(&w);
			jw_kstr(&w, "verb", "show");
			kb_doc_json(&d, &w);
			kenv_close(&w);
			fputs(b.s, stdout);
			buf_free(&b);
		} else {
			printf("%s  [%s]  %s", d.id, d.kind, d.path);
			if (d.line)
				printf(":%d", d.line);
			printf("\n%s\n\n%s", d.title, d.body);
			if (d.body[0] && d.body[strlen(d.body) - 1] != '\n')
				printf("\n");
		}
		kb_doc_free(&d);
	}
	buf_free(&err);
	kb_close(kb);
	return code;
}

static int cmpd(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

/* Builds a temporary index with every document replicated K times and
 * times a fixed set of queries: median and p95 milliseconds per search. */
static int do_bench(const Opts *o)
{
	static const char *const queries[] = {
		"fence.proxy.async", "bank conflict swizzle", "mbarrier phase parity", "wgmma wait_group",
		"register spill setmaxnreg", "cp.async.bulk.tensor", "tensor map box", "softmax", "ld.global.nc.v4.f32",
		"warp specialization producer consumer", "L2 promotion", "cluster multicast", "roofline", "bf16 epilogue",
		"deadlock", "race shared memory", "ldmatrix", "shfl.sync.bfly", "ncu report", "tolerance nrmse",
	};
	int nq = (int)(sizeof queries / sizeof queries[0]);
	int rep = o->replicate ? o->replicate : 5, rounds = o->rounds ? o->rounds : 10;
	Buf root = {0}, err = {0};
	if (o->root)
		buf_puts(&root, o->root);
	else
		kb_default_root(&root);
	char tmp[] = "/tmp/kiln-kb-bench-XXXXXX";
	int fd = mkstemp(tmp);
	if (fd < 0)
		return fail(o, 3, "cannot create a temporary file");
	close(fd);
	KbBuildOpts bo = {.root = root.s, .db_path = tmp, .replicate = rep};
	KbStats st;
	int rc = kb_build(&bo, &st, &err);
	if (rc == 3) {
		unlink(tmp);
		rc = fail(o, 3, buf_str(&err));
		buf_free(&root);
		buf_free(&err);
		return rc;
	}
	int ndocs = (st.isa + st.doc + st.zoo + st.example + st.lib + st.tuning) * rep;
	Kb *kb = kb_open(tmp, &err);
	if (!kb) {
		unlink(tmp);
		rc = fail(o, 3, buf_str(&err));
		buf_free(&root);
		buf_free(&err);
		return rc;
	}
	double *t = kl_malloc((size_t)(nq * rounds) * sizeof *t);
	long hits = 0;
	int nt = 0;
	for (int r = 0; r < rounds && t; r++)
		for (int i = 0; i < nq; i++) {
			KbHits h;
			if (kb_search(kb, queries[i], NULL, 20, &h, &err) == 0) {
				t[nt++] = h.ms;
				hits += h.n;
				kb_hits_free(&h);
			}
		}
	qsort(t, (size_t)nt, sizeof *t, cmpd);
	printf("kb bench: %d documents (%dx replicated), %d queries x %d rounds\n", ndocs, rep, nq, rounds);
	printf("  build %.0f ms; search median %.3f ms, p95 %.3f ms, max %.3f ms (%ld results)\n", st.ms,
		nt ? t[nt / 2] : -1.0, nt ? t[(nt * 95) / 100] : -1.0, nt ? t[nt - 1] : -1.0, hits);
	kl_free(t);
	kb_close(kb);
	unlink(tmp);
	buf_free(&root);
	buf_free(&err);
	return 0;
}

int cmd_kb(int argc, char **argv)
{
	Opts o;
	memset(&o, 0, sizeof o);
	/* the envelope's "command" is the whole command line (kiln kb ...) */
	o.argc = cli_argc;
	o.argv = (char **)cli_argv;
	const uint64_t unset = UINT64_MAX;   /* not on the command line */
	uint64_t limit = unset, replicate = unset, rounds = unset;
	OptList pos = {0};
	const CliOpt opts[] = {
		{"--db", 0, OPT_STR, &o.db, "DB", "the database (default $KILN_KB, else kb.sqlite next to the kiln binary)"},
		{"--kind", 0, OPT_STR, &o.kind, "K", "search: only isa, doc, zoo, example, lib or tuning documents"},
		{"--limit", 0, OPT_U64, &limit, "N", "search: at most N results (20)"},
		{"--root", 0, OPT_STR, &o.root, "DIR", "build, bench: the repository to index (default: the checkout holding this kiln)"},
		{"--out", 0, OPT_STR, &o.out, "DB", "build: write the index here (default: --db)"},
		{"--replicate", 0, OPT_U64, &replicate, "K", "bench: index every document K times (5)"},
		{"--rounds", 0, OPT_U64, &rounds, "N", "bench: run the query set N times (10)"},
		{"--json", 0, OPT_FLAG, &o.json, NULL, "print one JSON document (schema docs/schema/kb.json)"},
	};
	CliSpec spec = {"kb", "build|search QUERY...|uses INSTRUCTION|show ID|bench [options]   (exit 0 found, 1 nothing found)",
	                opts, (int)(sizeof opts / sizeof opts[0]), NULL, "operand"};
	int rc = cli_parse_words(&spec, &pos, argc, argv);
	if (rc) {
		cli_list_free(&pos);
		return rc == 1 ? 0 : 2;
	}
	o.verb = pos.n ? pos.v[0] : NULL;
	o.words = pos.n ? pos.v + 1 : NULL;
	o.nwords = pos.n ? pos.n - 1 : 0;
	static const char *const verbs[] = {"build", "search", "uses", "show", "bench", NULL};
	int vi = -1;
	for (int i = 0; o.verb && verbs[i]; i++)
		if (!strcmp(o.verb, verbs[i]))
			vi = i;
	if (!o.verb)
		rc = cli_usage_error(&spec, "give a verb: build, search, uses, show or bench");
	else if (vi < 0)
		rc = cli_usage_error(&spec, "unknown verb '%s' (build, search, uses, show, bench)", o.verb);
	else if ((limit != unset && (limit < 1 || limit > 100000)) || (replicate != unset && (replicate < 1 || replicate > 100000)) ||
	         (rounds != unset && (rounds < 1 || rounds > 100000)))
		rc = cli_usage_error(&spec, "--limit, --replicate and --rounds take 1 to 100000");
	else if ((vi == 0 || vi == 4) && o.nwords)
		rc = cli_usage_error(&spec, "%s takes no operands (got '%s')", o.verb, o.words[0]);
	if (!rc) {
		o.limit = limit == unset ? 0 : (int)limit;
		o.replicate = replicate == unset ? 0 : (int)replicate;
		o.rounds = rounds == unset ? 0 : (int)rounds;
		rc = vi == 0 ? do_build(&o) : vi == 1 ? do_search(&o) : vi == 2 ? do_uses(&o) : vi == 3 ? do_show(&o) : do_bench(&o);
	}
	cli_list_free(&pos);
	return rc;
}
