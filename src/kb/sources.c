/* The documents of the knowledge base, read from the repository: sections
 * of docs/NAME.md (and docs/skills/<name>/SKILL.md), tuning notes
 * (docs/tuning/NAME.md, checked for their sections and evidence), standard
 * library functions (lib/NAME.kiln), kernels (zoo/<family>/<name>/ and
 * tests/conformance/<name>/: header comment, design note, instructions
 * used, workloads, bench results). */
#include "kb/kb_int.h"
#ifndef KILN_NO_SQLITE  /* only the SQLite build indexes (kb.c) */
#include "util/json.h"
#include <ctype.h>
#include <stdarg.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* snprintf whose truncation (paths longer than PATH_MAX) just shortens
 * the name: the file is then not found, which is reported where it matters */
static void kb_fmt(char *out, size_t n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void kb_fmt(char *out, size_t n, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(out, n, fmt, ap);
	va_end(ap);
}

static int exists(const char *root, const char *rel)
{
	char p[PATH_MAX];
	struct stat st;
	kb_fmt(p, sizeof p, "%s/%s", root, rel);
	return stat(p, &st) == 0;
}

/* "Kernels and tiles" -> "kernels-and-tiles" */
static void slug(const char *s, size_t n, Buf *out)
{
	int dash = 0;
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if (isalnum(c) || c == '_') {
			if (dash && out->len && out->s[out->len - 1] != '#' && out->s[out->len - 1] != '/')
				buf_putc(out, '-');
			buf_putc(out, (char)tolower(c));
			dash = 0;
		} else
			dash = 1;
	}
}

/* ---- bench results ---- */

typedef struct {
	char *kernel, *date, *file;
	int ratio;            /* 1: a baseline comparison, 2: a task score, 0: a kiln bench alone */
	Buf text, json;
} BenchRec;
typedef VEC(BenchRec) BenchVec;

static const char *jstr(const JVal *o, const char *k)
{
	return json_str(json_get(o, k));
}

static double jnum(const JVal *o, const char *k)
{
	const JVal *v = json_get(o, k);
	return v && v->t == JNUM ? v->num : -1;
}

/* "zoo/softmax/row_softmax/workload.json" -> "zoo/softmax/row_softmax" */
static void kernel_of(const char *wl, Buf *out)
{
	buf_puts(out, wl);
	size_t l = out->len;
	if (l > 5 && !strcmp(out->s + l - 5, ".json")) {
		char *s = strrchr(out->s, '/');
		if (s) {
			*s = 0;
			out->len = (size_t)(s - out->s);
		}
	}
	while (out->len && out->s[out->len - 1] == '/')
		out->s[--out->len] = 0;
}

static void defines_text(const JVal *defs, Buf *out)
{
	if (!defs || defs->t != JOBJ || !defs->n)
		return;
	buf_puts(out, " [");
	for (int i = 0; i < defs->n; i++)
		buf_printf(out, "%s%s=%lld", i ? " " : "", defs->keys[i], defs->items[i]->is_int ? defs->items[i]->i : (long long)defs->items[i]->num);
	buf_puts(out, "]");
}

static void add_rec(BenchVec *recs, const char *kernel, const char *date, const char *file, int ratio, BenchRec **out)
{
	for (int i = 0; i < recs->n; i++)
		if (!strcmp(recs->v[i].kernel, kernel) && !strcmp(recs->v[i].file, file)) {
			*out = &recs->v[i];
			return;
		}
	BenchRec r = {0};
	Buf b = {0};
	buf_puts(&b, kernel);
	r.kernel = buf_take(&b);
	buf_puts(&b, date);
	r.date = buf_take(&b);
	buf_puts(&b, file);
	r.file = buf_take(&b);
	r.ratio = ratio;
	vec_push(recs, r);
	*out = &recs->v[recs->n - 1];
}

static void ratio_line(BenchRec *r, const char *what, const JVal *kiln, const JVal *base, const char *device, const JVal *defs)
{
	double km = jnum(kiln, "median_ms"), bm = jnum(base, "median_ms");
	if (km <= 0 || bm <= 0)
		return;
	const char *impl = jstr(base, "impl");
	buf_printf(&r->text, "  %.2fx vs %s: kiln %.4f ms, baseline %.4f ms (medians, same run)%s",
		bm / km, impl ? impl : "baseline", km, bm, what);
	defines_text(defs, &r->text);
	buf_printf(&r->text, "; %s, %s, %s\n", device ? device : "GPU?", r->date, r->file);
	JsonW w;
	jw_init(&w, &r->json, 0);
	if (r->json.len)
		buf_putc(&r->json, ',');
	jw_obj(&w);
	jw_knum(&w, "speedup", bm / km);
	jw_knum(&w, "kiln_median_ms", km);
	jw_knum(&w, "baseline_median_ms", bm);
	jw_kstr(&w, "baseline", impl ? impl : "");
	if (defs) {
		jw_key(&w, "defines");
		jw_obj(&w);
		for (int i = 0; defs->t == JOBJ && i < defs->n; i++)
			jw_kint(&w, defs->keys[i], defs->items[i]->is_int ? defs->items[i]->i : (long long)defs->items[i]->num);
		jw_end_obj(&w);
	}
	jw_kstr(&w, "device", device ? device : "");
	jw_kstr(&w, "date", r->date);
	jw_kstr(&w, "file", r->file);
	jw_end_obj(&w);
}

void kb_load_bench(Build *b)
{
	const char *root = kb_build_root(b);
	char dir[PATH_MAX];
	kb_fmt(dir, sizeof dir, "%s/bench/results", root);
	char **files;
	int nf = kb_list_dir(dir, ".json", 0, &files);
	BenchVec recs = {0};
	for (int i = 0; i < nf; i++) {
		char p[PATH_MAX], rel[PATH_MAX];
		kb_fmt(p, sizeof p, "%s/%s", dir, files[i]);
		kb_fmt(rel, sizeof rel, "bench/results/%s", files[i]);
		size_t len;
		char *text = buf_read_file(p, SIZE_MAX, &len);
		if (!text)
			continue;
		Arena *a = arena_new();
		char err[128];
		JVal *d = json_parse(a, text, len, err, sizeof err);
		const char *schema = d ? jstr(d, "schema") : NULL;
		const char *date = d ? jstr(d, "date") : NULL;
		const JVal *dev = d ? json_get(d, "device") : NULL;
		const char *device = dev ? jstr(dev, "name") : d ? jstr(d, "gpu") : NULL;
		Buf k = {0};
		BenchRec *r;
		if (schema && date && !strcmp(schema, "kiln.baseline")) {
			const char *wl = jstr(d, "workload");
			const JVal *kiln = json_get(d, "kiln"), *base = json_get(d, "baseline");
			if (wl && !strncmp(wl, "zoo/", 4) && kiln && base && !strchr(wl, ' ')) {
				kernel_of(wl, &k);
				add_rec(&recs, k.s, date, rel, 1, &r);
				ratio_line(r, "", kiln, base, device, NULL);
			}
			const JVal *ws = json_get(d, "kiln_ws");
			if (ws && base && jstr(ws, "workload")) {
				k.len = 0;
				kernel_of(jstr(ws, "workload"), &k);
				add_rec(&recs, k.s, date, rel, 1, &r);
				ratio_line(r, "", ws, base, device, NULL);
			}
			const JVal *vars = json_get(d, "variants");
			for (int j = 0; vars && vars->t == JARR && base && j < vars->n; j++) {
				const char *kn = jstr(vars->items[j], "kernel");
				if (!kn)
					continue;
				k.len = 0;
				kernel_of(kn, &k);
				add_rec(&recs, k.s, date, rel, 1, &r);
				ratio_line(r, "", vars->items[j], base, device, json_get(vars->items[j], "defines"));
			}
		} else if (schema && date && !strcmp(schema, "kiln.result") && json_get(d, "evals") &&
		           jstr(json_get(d, "baseline"), "torch")) {
			/* bench/gpu/task_check.sh: kiln task eval of a zoo kernel against a
			 * reference implementation (a task scored against a kernel
			 * baseline says nothing about the zoo kernel's standing) */
			const JVal *ev = json_get(d, "evals");
			const char *impl = jstr(json_get(d, "baseline"), "impl");
			for (int j = 0; ev->t == JOBJ && j < ev->n; j++) {
				const JVal *e = ev->items[j];
				const char *cand = jstr(e, "candidate"), *task = jstr(e, "task");
				const JVal *sp = json_get(e, "speedups");
				if (!cand || strncmp(cand, "zoo/", 4) || !task || jnum(e, "exit_code") != 0 || jnum(e, "score") <= 0 ||
				    !sp || sp->t != JARR || !sp->n)
					continue;
				k.len = 0;
				buf_puts(&k, cand);
				char *sl = strrchr(k.s, '/');
				if (sl) {
					*sl = 0;
					k.len = (size_t)(sl - k.s);
				}
				add_rec(&recs, k.s, date, rel, 2, &r);
				buf_printf(&r->text, "  task %s: score %.3fx vs %s (geometric mean over %d timed case%s:", task, jnum(e, "score"),
					impl ? impl : "the torch baseline", sp->n, sp->n == 1 ? "" : "s");
				for (int c = 0; c < sp->n; c++)
					buf_printf(&r->text, "%s %s %.3fx", c ? "," : "", jstr(sp->items[c], "case") ? jstr(sp->items[c], "case") : "?",
						jnum(sp->items[c], "speedup"));
				buf_printf(&r->text, "; baseline and kernel timed in the same run); %s, %s, %s\n", device ? device : "GPU?", date, rel);
				JsonW w;
				jw_init(&w, &r->json, 0);
				if (r->json.len)
					buf_putc(&r->json, ',');
				jw_obj(&w);
				jw_kstr(&w, "task", task);
				jw_knum(&w, "score", jnum(e, "score"));
				jw_kstr(&w, "baseline", impl ? impl : "");
				jw_key(&w, "speedups");
				jw_value(&w, sp);
				jw_kstr(&w, "device", device ? device : "");
				jw_kstr(&w, "date", date);
				jw_kstr(&w, "file", rel);
				jw_end_obj(&w);
			}
		} else if (schema && date && !strcmp(schema, "kiln.bench") && jstr(d, "workload")) {
			const JVal *bn = json_get(d, "bench");
			const JVal *rf = bn ? json_get(bn, "roofline") : NULL;
			if (bn && jnum(bn, "median_ms") > 0) {
				kernel_of(jstr(d, "workload"), &k);
				add_rec(&recs, k.s, date, rel, 0, &r);
				buf_printf(&r->text, "  kiln bench: median %.4f ms over %d samples, %.1f%% of the roofline floor (%s bound); %s, %s, %s\n",
					jnum(bn, "median_ms"), (int)jnum(bn, "samples"), rf ? jnum(rf, "pct_of_floor") : -1.0,
					rf && jstr(rf, "bound") ? jstr(rf, "bound") : "?", device ? device : "GPU?", date, rel);
				JsonW w;
				jw_init(&w, &r->json, 0);
				if (r->json.len)
					buf_putc(&r->json, ',');
				jw_obj(&w);
				jw_knum(&w, "median_ms", jnum(bn, "median_ms"));
				jw_knum(&w, "pct_of_floor", rf ? jnum(rf, "pct_of_floor") : -1.0);
				jw_kstr(&w, "device", device ? device : "");
				jw_kstr(&w, "date", date);
				jw_kstr(&w, "file", rel);
				jw_end_obj(&w);
			}
		}
		buf_free(&k);
		arena_free(a);
		kl_free(text);
	}
	kb_free_list(files, nf);
	/* keep, per kernel, the latest comparison file and the latest kiln bench */
	KbBench *kbb = kb_build_bench(b);
	for (int i = 0; i < recs.n; i++) {
		BenchRec *r = &recs.v[i];
		int best = 1;
		for (int j = 0; j < recs.n; j++) {
			BenchRec *q = &recs.v[j];
			if (j == i || strcmp(q->kernel, r->kernel) || q->ratio != r->ratio)
				continue;
			int c = strcmp(q->date, r->date);
			if (c > 0 || (c == 0 && strcmp(q->file, r->file) > 0))
				best = 0;
		}
		if (!best || !r->text.len)
			continue;
		int k;
		for (k = 0; k < kbb->n; k++)
			if (!strcmp(kbb->kernel[k], r->kernel))
				break;
		if (k == kbb->n) {
			int n = kbb->n + 1;
			kbb->kernel = kl_realloc(kbb->kernel, (size_t)n * sizeof *kbb->kernel);
			kbb->date = kl_realloc(kbb->date, (size_t)n * sizeof *kbb->date);
			kbb->text = kl_realloc(kbb->text, (size_t)n * sizeof *kbb->text);
			kbb->json = kl_realloc(kbb->json, (size_t)n * sizeof *kbb->json);
			if (!kbb->kernel || !kbb->date || !kbb->text || !kbb->json)
				die("out of memory");
			kbb->kernel[k] = arena_strdup(kb_build_arena(b), r->kernel);
			kbb->date[k] = arena_strdup(kb_build_arena(b), r->date);
			memset(&kbb->text[k], 0, sizeof(Buf));
			memset(&kbb->json[k], 0, sizeof(Buf));
			kbb->n = n;
		}
		/* comparisons first */
		if (r->ratio) {
			Buf t = {0};
			buf_puts(&t, r->text.s);
			buf_puts(&t, buf_str(&kbb->text[k]));
			buf_free(&kbb->text[k]);
			kbb->text[k] = t;
		} else
			buf_puts(&kbb->text[k], r->text.s);
		if (kbb->json[k].len)
			buf_putc(&kbb->json[k], ',');
		buf_puts(&kbb->json[k], r->json.s);
	}
	for (int i = 0; i < recs.n; i++) {
		kl_free(recs.v[i].kernel);
		kl_free(recs.v[i].date);
		kl_free(recs.v[i].file);
		buf_free(&recs.v[i].text);
		buf_free(&recs.v[i].json);
	}
	vec_free(&recs);
}

void kb_free_bench(KbBench *kbb)
{
	for (int i = 0; i < kbb->n; i++) {
		buf_free(&kbb->text[i]);
		buf_free(&kbb->json[i]);
	}
	kl_free(kbb->kernel);
	kl_free(kbb->date);
	kl_free(kbb->text);
	kl_free(kbb->json);
	memset(kbb, 0, sizeof *kbb);
}

/* ---- markdown ---- */

typedef struct {
	int line;             /* of the heading (1-based) */
	int level;            /* '#' count; 0: text before the first heading */
	const char *title;
	size_t tlen;
	const char *start, *end;   /* body including the heading line */
} MdSec;

static int md_sections(const char *text, MdSec *v, int max)
{
	int n = 0, line = 1, fence = 0;
	const char *p = text;
	v[0] = (MdSec){1, 0, "", 0, text, text};
	n = 1;
	while (*p) {
		const char *eol = strchr(p, '\n');
		if (!eol)
			eol = p + strlen(p);
		if (!strncmp(p, "```", 3))
			fence = !fence;
		else if (!fence && *p == '#') {
			int lv = 0;
			while (p[lv] == '#')
				lv++;
			if (p[lv] == ' ' && n < max) {
				v[n - 1].end = p;
				const char *t = p + lv + 1;
				v[n++] = (MdSec){line, lv, t, (size_t)(eol - t), p, NULL};
			}
		}
		line++;
		p = *eol ? eol + 1 : eol;
	}
	v[n - 1].end = p;
	return n;
}

static void add_md_file(Build *b, const char *rel, const char *kind_tag)
{
	char p[PATH_MAX];
	kb_fmt(p, sizeof p, "%s/%s", kb_build_root(b), rel);
	char *text = buf_read_file(p, SIZE_MAX, NULL);
	if (!text)
		return;
	enum { MAXSEC = 512 };
	MdSec *sec = kl_malloc(MAXSEC * sizeof *sec);
	if (!sec) {
		kl_free(text);
		return;
	}
	int n = md_sections(text, sec, MAXSEC);
	const char *ftitle = rel;
	size_t ftlen = strlen(rel);
	for (int i = 0; i < n; i++)
		if (sec[i].level == 1) {
			ftitle = sec[i].title;
			ftlen = sec[i].tlen;
			break;
		}
	Buf id = {0}, title = {0}, body = {0}, tags = {0};
	char **seen = NULL;
	int nseen = 0;
	for (int i = 0; i < n; i++) {
		const MdSec *s = &sec[i];
		size_t blen = (size_t)(s->end - s->start);
		if (s->level == 0 && blen == 0)
			continue;
		id.len = title.len = body.len = tags.len = 0;
		buf_printf(&id, "doc:%s#", rel);
		if (s->level == 0)
			buf_puts(&id, "top");
		else
			slug(s->title, s->tlen, &id);
		/* duplicate headings: -2, -3 ... */
		int dup = 0;
		for (int j = 0; j < nseen; j++)
			if (!strncmp(seen[j], id.s, strlen(id.s)) && (seen[j][id.len] == 0 || seen[j][id.len] == '~'))
				dup++;
		if (dup)
			buf_printf(&id, "-%d", dup + 1);
		char **ns = kl_realloc(seen, (size_t)(nseen + 1) * sizeof *ns);
		if (!ns)
			break;
		seen = ns;
		Buf c = {0};
		buf_puts(&c, id.s);
		seen[nseen++] = buf_take(&c);
		buf_putn(&title, ftitle, ftlen);
		if (s->level > 1) {
			buf_puts(&title, ": ");
			buf_putn(&title, s->title, s->tlen);
		}
		buf_putn(&body, s->start, blen);
		buf_printf(&tags, "%s %s", rel, kind_tag);
		kb_add_doc(b, id.s, "doc", title.s, tags.s, body.s, rel, s->line, NULL);
	}
	kb_free_list(seen, nseen);
	buf_free(&id);
	buf_free(&title);
	buf_free(&body);
	buf_free(&tags);
	kl_free(sec);
	kl_free(text);
}

void kb_add_docs(Build *b)
{
	char dir[PATH_MAX];
	kb_fmt(dir, sizeof dir, "%s/docs", kb_build_root(b));
	char **f;
	int n = kb_list_dir(dir, ".md", 0, &f);
	for (int i = 0; i < n; i++) {
		char rel[PATH_MAX];
		kb_fmt(rel, sizeof rel, "docs/%s", f[i]);
		add_md_file(b, rel, "documentation");
	}
	kb_free_list(f, n);
	kb_fmt(dir, sizeof dir, "%s/docs/skills", kb_build_root(b));
	n = kb_list_dir(dir, "", 1, &f);
	for (int i = 0; i < n; i++) {
		char rel[PATH_MAX];
		kb_fmt(rel, sizeof rel, "docs/skills/%s/SKILL.md", f[i]);
		if (exists(kb_build_root(b), rel))
			add_md_file(b, rel, "skill");
	}
	kb_free_list(f, n);
}

/* ---- tuning notes ---- */

/* Checks that every repository path named in text (zoo/..., bench/results/...,
 * docs/..., lib/..., tests/..., src/...) exists; reports the first missing. */
static int check_paths(Build *b, const char *rel, const char *text, size_t n)
{
	static const char *const pre[] = {"zoo/", "bench/results/", "docs/", "lib/", "tests/", "src/", NULL};
	int bad = 0;
	for (size_t i = 0; i < n; i++) {
		if (i && (isalnum((unsigned char)text[i - 1]) || text[i - 1] == '/' || text[i - 1] == '.' || text[i - 1] == '_'))
			continue;
		for (int k = 0; pre[k]; k++) {
			size_t pl = strlen(pre[k]);
			if (i + pl > n || strncmp(text + i, pre[k], pl))
				continue;
			size_t j = i;
			while (j < n && (isalnum((unsigned char)text[j]) || strchr("/._-+", text[j])))
				j++;
			while (j > i && (text[j - 1] == '.' || text[j - 1] == '/'))
				j--;
			char path[PATH_MAX];
			kb_fmt(path, sizeof path, "%.*s", (int)(j - i), text + i);
			if (!exists(kb_build_root(b), path)) {
				buf_printf(kb_build_err(b), "%s%s: evidence names %s, which does not exist", kb_build_err(b)->len ? "\n" : "", rel, path);
				bad = 1;
			}
			i = j;
			break;
		}
	}
	return bad;
}

void kb_add_tuning(Build *b)
{
	char dir[PATH_MAX];
	kb_fmt(dir, sizeof dir, "%s/docs/tuning", kb_build_root(b));
	char **f;
	int n = kb_list_dir(dir, ".md", 0, &f);
	KbStats *st = kb_build_stats(b);
	Buf *err = kb_build_err(b);
	for (int i = 0; i < n; i++) {
		char rel[PATH_MAX], p[PATH_MAX];
		kb_fmt(rel, sizeof rel, "docs/tuning/%s", f[i]);
		if (!strcmp(f[i], "README.md")) {
			add_md_file(b, rel, "tuning index");
			continue;
		}
		kb_fmt(p, sizeof p, "%s/%s", kb_build_root(b), rel);
		char *text = buf_read_file(p, SIZE_MAX, NULL);
		if (!text)
			continue;
		MdSec sec[64];
		int ns = md_sections(text, sec, 64);
		const MdSec *title = NULL, *sym = NULL, *fix = NULL, *ev = NULL;
		for (int s = 0; s < ns; s++) {
			if (sec[s].level == 1 && !title)
				title = &sec[s];
			if (sec[s].level == 2 && sec[s].tlen >= 7 && !strncmp(sec[s].title, "Symptom", 7))
				sym = &sec[s];
			if (sec[s].level == 2 && sec[s].tlen >= 3 && !strncmp(sec[s].title, "Fix", 3))
				fix = &sec[s];
			if (sec[s].level == 2 && sec[s].tlen >= 8 && !strncmp(sec[s].title, "Evidence", 8))
				ev = &sec[s];
		}
		const char *tl = strstr(text, "\ntags:");
		Buf tags = {0};
		if (tl) {
			tl += 6;
			const char *e = strchr(tl, '\n');
			buf_putn(&tags, tl, e ? (size_t)(e - tl) : strlen(tl));
		}
		if (!title || !sym || !fix || !ev || !tags.len) {
			buf_printf(err, "%s%s: a tuning note needs a '# title', a 'tags:' line and '## Symptom', '## Fix', '## Evidence' sections",
				err->len ? "\n" : "", rel);
			st->tuning_bad++;
		} else if (check_paths(b, rel, ev->start, (size_t)(ev->end - ev->start)))
			st->tuning_bad++;
		Buf id = {0}, t = {0}, meta = {0};
		buf_printf(&id, "tuning:%.*s", (int)(strlen(f[i]) - 3), f[i]);
		if (title)
			buf_putn(&t, title->title, title->tlen);
		else
			buf_puts(&t, f[i]);
		JsonW w;
		jw_init(&w, &meta, 0);
		jw_obj(&w);
		jw_key(&w, "tags");
		jw_arr(&w);
		for (char *s = tags.s; s && *s;) {
			while (*s == ' ' || *s == ',')
				s++;
			char *e = s;
			while (*e && *e != ',')
				e++;
			size_t l = (size_t)(e - s);
			while (l && s[l - 1] == ' ')
				l--;
			if (l)
				jw_strn(&w, s, l);
			s = e;
		}
		jw_end_arr(&w);
		jw_end_obj(&w);
		kb_add_doc(b, id.s, "tuning", t.s, tags.s ? tags.s : "", text, rel, 1, meta.s);
		buf_free(&id);
		buf_free(&t);
		buf_free(&meta);
		buf_free(&tags);
		kl_free(text);
	}
	kb_free_list(f, n);
}

/* ---- kernels and the standard library ---- */

typedef struct {
	Build *b;
	const char *kind, *doc_id, *path;
	const char *text;
	const char **lines;   /* line starts */
	int nlines;
	Buf summary;          /* "line N: opcode" list for the document body */
	/* lib: function ranges for doc ids */
	int nfn;
	int *fn_first, *fn_last;
	char **fn_id;
} UseCtx;

static void line_text(const UseCtx *u, int line, Buf *out)
{
	if (line < 1 || line > u->nlines)
		return;
	const char *s = u->lines[line - 1];
	while (*s == ' ' || *s == '\t')
		s++;
	const char *e = strchr(s, '\n');
	size_t n = e ? (size_t)(e - s) : strlen(s);
	if (n > 300)
		n = 300;
	buf_putn(out, s, n);
}

static void on_use(void *ctx, int line, const char *opcode, const char *isa_id)
{
	UseCtx *u = ctx;
	Buf t = {0};
	line_text(u, line, &t);
	const char *doc = u->doc_id;
	for (int i = 0; i < u->nfn; i++)
		if (line >= u->fn_first[i] && line <= u->fn_last[i])
			doc = u->fn_id[i];
	kb_add_use(u->b, opcode, isa_id, u->kind, doc, u->path, line, buf_str(&t));
	buf_printf(&u->summary, "  line %d: %s (%s)\n", line, opcode, isa_id);
	buf_free(&t);
}

static void split_lines(UseCtx *u)
{
	u->nlines = 0;
	for (const char *p = u->text; *p; p++)
		if (*p == '\n')
			u->nlines++;
	u->nlines++;
	u->lines = kl_malloc((size_t)u->nlines * sizeof *u->lines);
	if (!u->lines)
		die("out of memory");
	int n = 0;
	u->lines[n++] = u->text;
	for (const char *p = u->text; *p; p++)
		if (*p == '\n' && n < u->nlines)
			u->lines[n++] = p + 1;
	u->nlines = n;
}

/* The comment block at the top of a file ("// ..." lines) without the markers. */
static void header_comment(const char *text, Buf *out)
{
	const char *p = text;
	while (!strncmp(p, "//", 2)) {
		const char *e = strchr(p, '\n');
		const char *s = p + 2;
		if (*s == ' ')
			s++;
		buf_putn(out, s, e ? (size_t)(e - s) : strlen(s));
		buf_putc(out, '\n');
		if (!e)
			break;
		p = e + 1;
	}
}

void kb_add_lib(Build *b)
{
	const char *root = kb_build_root(b);
	char dir[PATH_MAX];
	kb_fmt(dir, sizeof dir, "%s/lib", root);
	char **f;
	int n = kb_list_dir(dir, ".kiln", 0, &f);
	for (int i = 0; i < n; i++) {
		char rel[PATH_MAX], p[PATH_MAX];
		kb_fmt(rel, sizeof rel, "lib/%s", f[i]);
		kb_fmt(p, sizeof p, "%s/%s", root, rel);
		char *text = buf_read_file(p, SIZE_MAX, NULL);
		if (!text)
			continue;
		char base[256];
		kb_fmt(base, sizeof base, "%.*s", (int)(strlen(f[i]) - 5), f[i]);
		UseCtx u = {.b = b, .kind = "lib", .path = rel, .text = text};
		split_lines(&u);
		Buf fileid = {0};
		buf_printf(&fileid, "lib:%s", base);
		u.doc_id = fileid.s;
		u.fn_first = kl_calloc((size_t)u.nlines, sizeof(int));
		u.fn_last = kl_calloc((size_t)u.nlines, sizeof(int));
		u.fn_id = kl_calloc((size_t)u.nlines, sizeof(char *));
		if (!u.fn_first || !u.fn_last || !u.fn_id)
			die("out of memory");
		/* functions: "inline fn NAME(" with the comment block above, to the closing brace */
		for (int l = 0; l < u.nlines; l++) {
			const char *s = u.lines[l];
			if (strncmp(s, "inline fn ", 10) && strncmp(s, "fn ", 3))
				continue;
			const char *nm = strstr(s, "fn ") + 3;
			const char *ne = nm;
			while (isalnum((unsigned char)*ne) || *ne == '_')
				ne++;
			int first = l;
			while (first > 0 && !strncmp(u.lines[first - 1], "//", 2))
				first--;
			int depth = 0, last = l, opened = 0;
			for (int k = l; k < u.nlines; k++) {
				for (const char *c = u.lines[k]; *c && *c != '\n'; c++) {
					if (c[0] == '/' && c[1] == '/')
						break;
					if (*c == '{') {
						depth++;
						opened = 1;
					} else if (*c == '}')
						depth--;
				}
				last = k;
				if (opened && depth <= 0)
					break;
			}
			Buf id = {0}, title = {0}, body = {0};
			buf_printf(&id, "lib:%s/%.*s", base, (int)(ne - nm), nm);
			const char *sig_end = strchr(s, '\n');
			buf_printf(&title, "%s: %.*s", rel, (int)(sig_end ? sig_end - s : (long)strlen(s)), s);
			const char *bs = u.lines[first];
			const char *be = last + 1 < u.nlines ? u.lines[last + 1] : text + strlen(text);
			buf_putn(&body, bs, (size_t)(be - bs));
			buf_printf(&body, "\n(import \"lib/%s\"; lines %d-%d)\n", f[i], l + 1, last + 1);
			kb_add_doc(b, id.s, "lib", title.s, "standard library", body.s, rel, l + 1, NULL);
			u.fn_first[u.nfn] = l + 1;
			u.fn_last[u.nfn] = last + 1;
			u.fn_id[u.nfn++] = buf_take(&id);
			buf_free(&title);
			buf_free(&body);
			l = last;
		}
		kb_scan_uses(text, on_use, &u);
		/* the file itself: header comment and the instructions it uses */
		Buf body = {0}, title = {0};
		header_comment(text, &body);
		buf_puts(&body, "\nfunctions:");
		for (int k = 0; k < u.nfn; k++)
			buf_printf(&body, " %s", strchr(u.fn_id[k], '/') + 1);
		buf_puts(&body, "\ninstructions used:\n");
		buf_puts(&body, buf_str(&u.summary));
		buf_printf(&title, "%s (standard library)", rel);
		kb_add_doc(b, fileid.s, "lib", title.s, "standard library", body.s, rel, 1, NULL);
		buf_free(&body);
		buf_free(&title);
		for (int k = 0; k < u.nfn; k++)
			kl_free(u.fn_id[k]);
		kl_free(u.fn_id);
		kl_free(u.fn_first);
		kl_free(u.fn_last);
		kl_free(u.lines);
		buf_free(&u.summary);
		buf_free(&fileid);
		kl_free(text);
	}
	kb_free_list(f, n);
}

/* The "### family/name" section of docs/zoo.md. */
static void design_note(Build *b, const char *name, Buf *out)
{
	char p[PATH_MAX];
	kb_fmt(p, sizeof p, "%s/docs/zoo.md", kb_build_root(b));
	char *text = buf_read_file(p, SIZE_MAX, NULL);
	if (!text)
		return;
	enum { MAXSEC = 256 };
	MdSec *sec = kl_malloc(MAXSEC * sizeof *sec);
	if (sec) {
		int n = md_sections(text, sec, MAXSEC);
		for (int i = 0; i < n; i++)
			if (sec[i].level >= 2 && sec[i].tlen == strlen(name) && !strncmp(sec[i].title, name, sec[i].tlen))
				buf_putn(out, sec[i].start, (size_t)(sec[i].end - sec[i].start));
		kl_free(sec);
	}
	kl_free(text);
}

static void workloads_text(Build *b, const char *dirrel, Buf *body, JsonW *mw)
{
	char dir[PATH_MAX];
	kb_fmt(dir, sizeof dir, "%s/%s", kb_build_root(b), dirrel);
	char **f;
	int n = kb_list_dir(dir, ".json", 0, &f);
	jw_key(mw, "workloads");
	jw_arr(mw);
	for (int i = 0; i < n; i++) {
		char p[PATH_MAX];
		kb_fmt(p, sizeof p, "%s/%s", dir, f[i]);
		size_t len;
		char *text = buf_read_file(p, SIZE_MAX, &len);
		if (!text)
			continue;
		Arena *a = arena_new();
		char err[128];
		JVal *d = json_parse(a, text, len, err, sizeof err);
		if (d && d->t == JOBJ && json_get(d, "cases")) {
			buf_printf(body, "workload %s/%s: entry %s, reference %s", dirrel, f[i],
				jstr(d, "entry") ? jstr(d, "entry") : "(first kernel)", jstr(d, "reference") ? jstr(d, "reference") : "?");
			const JVal *pr = json_get(d, "params");
			if (pr && pr->t == JOBJ && pr->n) {
				buf_puts(body, ", params");
				defines_text(pr, body);
			}
			buf_puts(body, "\n  cases:");
			const JVal *cs = json_get(d, "cases");
			for (int c = 0; cs->t == JARR && c < cs->n; c++) {
				const JVal *cv = cs->items[c];
				const JVal *vars = json_get(cv, "vars");
				buf_printf(body, " %s", jstr(cv, "name") ? jstr(cv, "name") : "?");
				if (vars && vars->t == JOBJ && vars->n)
					defines_text(vars, body);
				const JVal *bn = json_get(cv, "bench");
				if (bn && bn->t == JBOOL && bn->b)
					buf_puts(body, " (bench)");
			}
			buf_putc(body, '\n');
			const char *fl = jstr(d, "flops"), *by = jstr(d, "bytes");
			if (fl || by)
				buf_printf(body, "  flops %s, bytes %s\n", fl ? fl : "?", by ? by : "?");
			char rel[PATH_MAX];
			kb_fmt(rel, sizeof rel, "%s/%s", dirrel, f[i]);
			jw_str(mw, rel);
		}
		arena_free(a);
		kl_free(text);
	}
	jw_end_arr(mw);
	kb_free_list(f, n);
}

static void add_kernel(Build *b, const char *dirrel, const char *name, const char *kind)
{
	char p[PATH_MAX], rel[PATH_MAX];
	kb_fmt(rel, sizeof rel, "%s/kernel.kiln", dirrel);
	kb_fmt(p, sizeof p, "%s/%s", kb_build_root(b), rel);
	char *text = buf_read_file(p, SIZE_MAX, NULL);
	if (!text)
		return;
	Buf id = {0}, title = {0}, body = {0}, meta = {0};
	buf_printf(&id, "%s:%s", kind, !strcmp(kind, "zoo") ? name : dirrel);
	UseCtx u = {.b = b, .kind = kind, .doc_id = id.s, .path = rel, .text = text};
	split_lines(&u);
	kb_scan_uses(text, on_use, &u);
	Buf hdr = {0};
	header_comment(text, &hdr);
	/* title: the first header line after "—" */
	const char *h = buf_str(&hdr);
	const char *dash = strstr(h, "— ");
	const char *t0 = dash && dash < strchr(h, '\n') ? dash + 4 : h;
	const char *te = strchr(t0, '\n');
	buf_printf(&title, "%s: %.*s", dirrel, (int)(te ? te - t0 : (long)strlen(t0)), t0);
	buf_printf(&body, "%s (%s)\n%s\n", dirrel, rel, h);
	if (!strcmp(kind, "zoo")) {
		Buf note = {0};
		design_note(b, name, &note);
		if (note.len)
			buf_printf(&body, "design note (docs/zoo.md):\n%s\n", note.s);
		buf_free(&note);
	}
	JsonW mw;
	jw_init(&mw, &meta, 0);
	jw_obj(&mw);
	jw_kstr(&mw, "kernel", rel);
	workloads_text(b, dirrel, &body, &mw);
	KbBench *kbb = kb_build_bench(b);
	jw_key(&mw, "bench");
	int found = 0;
	for (int i = 0; i < kbb->n; i++)
		if (!strcmp(kbb->kernel[i], dirrel)) {
			buf_printf(&body, "latest bench results (bench/results):\n%s", kbb->text[i].s);
			buf_putc(&kbb->json[i], 0);
			kbb->json[i].len--;
			Buf arr = {0};
			buf_printf(&arr, "[%s]", kbb->json[i].s);
			jw_raw(&mw, arr.s);
			buf_free(&arr);
			found = 1;
		}
	if (!found) {
		jw_null(&mw);
		if (!strcmp(kind, "zoo"))
			buf_puts(&body, "bench: no result in bench/results yet\n");
	}
	buf_printf(&body, "instructions used:\n%s", buf_str(&u.summary));
	jw_end_obj(&mw);
	kb_add_doc(b, id.s, kind, title.s, kind, body.s, rel, 1, meta.s);
	buf_free(&hdr);
	buf_free(&id);
	buf_free(&title);
	buf_free(&body);
	buf_free(&meta);
	buf_free(&u.summary);
	kl_free(u.lines);
	kl_free(text);
}

void kb_add_kernels(Build *b, const char *dir, const char *kind)
{
	char d1[PATH_MAX];
	kb_fmt(d1, sizeof d1, "%s/%s", kb_build_root(b), dir);
	char **f;
	int n = kb_list_dir(d1, "", 1, &f);
	for (int i = 0; i < n; i++) {
		char rel[PATH_MAX];
		kb_fmt(rel, sizeof rel, "%s/%s", dir, f[i]);
		char kr[PATH_MAX];
		kb_fmt(kr, sizeof kr, "%s/kernel.kiln", rel);
		if (exists(kb_build_root(b), kr)) {
			add_kernel(b, rel, f[i], kind);
			continue;
		}
		/* zoo/<family>/<name>/ */
		char d2[PATH_MAX];
		kb_fmt(d2, sizeof d2, "%s/%s", kb_build_root(b), rel);
		char **g;
		int m = kb_list_dir(d2, "", 1, &g);
		for (int j = 0; j < m; j++) {
			char rel2[PATH_MAX], name[PATH_MAX];
			kb_fmt(rel2, sizeof rel2, "%s/%s", rel, g[j]);
			kb_fmt(name, sizeof name, "%s/%s", f[i], g[j]);
			kb_fmt(kr, sizeof kr, "%s/kernel.kiln", rel2);
			if (exists(kb_build_root(b), kr))
				add_kernel(b, rel2, name, kind);
		}
		kb_free_list(g, m);
	}
	kb_free_list(f, n);
}
#endif /* KILN_NO_SQLITE */
