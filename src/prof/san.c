/* compute-sanitizer logs -> findings.  Every line of the tool starts with
 * "========= "; a report is a headline (no indent) and indented detail
 * lines: "at FN+0xOFF in FILE:LINE", "by thread (x,y,z) in block (x,y,z)",
 * racecheck's "and Read access at FN+0xOFF in FILE:LINE [N hazards]", the
 * address explanation, and the host backtrace (skipped).  Reports that
 * differ only in the thread are merged (count). */
#include "prof/prof.h"
#include "util/arena.h"
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* "Invalid __global__ write of size 4 bytes" -> "invalid_global_write";
 * the words up to "of"/"at"/"on"/"due"/"detected"/"reported" or a '.' */
static char *slug(const char *s)
{
	Buf b = {0};
	int words = 0;
	while (*s && words < 5) {
		while (*s == ' ' || *s == '_')
			s++;
		const char *w = s;
		while (*s && *s != ' ' && *s != '.' && *s != ',' && *s != '(' && *s != ':')
			s++;
		size_t n = (size_t)(s - w);
		if (!n)
			break;
		static const char *stop[] = {"of", "at", "on", "due", "in", "to", "for", "is", "was", NULL};
		int st = 0;
		for (int i = 0; stop[i]; i++)
			if (strlen(stop[i]) == n && !strncmp(w, stop[i], n))
				st = 1;
		if (st)
			break;
		if (words)
			buf_putc(&b, '_');
		for (size_t i = 0; i < n; i++)
			if (isalnum((unsigned char)w[i]))
				buf_putc(&b, (char)tolower((unsigned char)w[i]));
		words++;
		if (*s == '.' || *s == ',' || *s == '(' || *s == ':')
			break;
	}
	char *r = kl_strdup(buf_str(&b));
	buf_free(&b);
	return r;
}

/* "FN+0x1d0 in file.kiln:10" (after "at ") */
static void parse_at(const char *p, SanLoc *l)
{
	l->offset = -1;
	const char *plus = NULL, *in = strstr(p, " in ");
	const char *end = in ? in : p + strlen(p);
	for (const char *q = p; q < end; q++)
		if (*q == '+' && q[1] == '0' && q[2] == 'x')
			plus = q;
	if (plus) {
		l->function = kl_strndup(p, (size_t)(plus - p));
		l->offset = strtoll(plus + 1, NULL, 16);
	} else {
		size_t n = (size_t)(end - p);
		while (n && p[n - 1] == ' ')
			n--;
		l->function = kl_strndup(p, n);
	}
	if (in) {
		const char *f = in + 4;
		const char *colon = NULL;
		for (const char *q = f; *q && *q != ' '; q++)
			if (*q == ':')
				colon = q;
		if (colon && isdigit((unsigned char)colon[1])) {
			l->file = kl_strndup(f, (size_t)(colon - f));
			l->line = atoi(colon + 1);
		} else {
			size_t n = strcspn(f, " ");
			l->file = kl_strndup(f, n);
		}
	}
}

static void triple(const char *p, int v[3])
{
	v[0] = v[1] = v[2] = 0;
	if (p)
		sscanf(p, "(%d,%d,%d)", &v[0], &v[1], &v[2]);
}

static void finding_free(SanFinding *f)
{
	kl_free(f->kind);
	kl_free(f->severity);
	kl_free(f->message);
	kl_free(f->detail);
	for (int i = 0; i < f->nloc; i++) {
		kl_free(f->loc[i].access);
		kl_free(f->loc[i].function);
		kl_free(f->loc[i].file);
	}
}

static int same_str(const char *a, const char *b) { return (!a && !b) || (a && b && !strcmp(a, b)); }

static int same(const SanFinding *a, const SanFinding *b)
{
	if (strcmp(a->kind, b->kind) || strcmp(a->message, b->message) || a->nloc != b->nloc)
		return 0;
	for (int i = 0; i < a->nloc; i++)
		if (!same_str(a->loc[i].file, b->loc[i].file) || a->loc[i].line != b->loc[i].line ||
		    a->loc[i].offset != b->loc[i].offset || !same_str(a->loc[i].access, b->loc[i].access))
			return 0;
	return 1;
}

/* closes the report being built: merged into an identical one, or kept */
static int finish(ProfSan *r, SanFinding *cur, Buf *detail)
{
	if (!cur->kind)
		return 0;
	if (detail->len)
		cur->detail = kl_strdup(buf_str(detail));
	detail->len = 0;
	if (detail->s)
		detail->s[0] = 0;
	for (int i = 0; i < r->n; i++)
		if (same(&r->f[i], cur)) {
			r->f[i].count++;
			finding_free(cur);
			memset(cur, 0, sizeof *cur);
			return 0;
		}
	SanFinding *nf = kl_realloc(r->f, sizeof *nf * (size_t)(r->n + 1));
	if (!nf) {
		finding_free(cur);
		memset(cur, 0, sizeof *cur);
		return -1;
	}
	r->f = nf;
	cur->count = 1;
	r->f[r->n++] = *cur;
	memset(cur, 0, sizeof *cur);
	return 0;
}

int prof_san_parse(const char *log, ProfSan *r)
{
	memset(r, 0, sizeof *r);
	SanFinding cur;
	memset(&cur, 0, sizeof cur);
	Buf detail = {0};
	int in_backtrace = 0, rc = 0;
	const char *p = log ? log : "";
	while (*p) {
		const char *e = strchr(p, '\n');
		size_t n = e ? (size_t)(e - p) : strlen(p);
		char line[2048];
		if (n >= sizeof line)
			n = sizeof line - 1;
		memcpy(line, p, n);
		line[n] = 0;
		if (n && line[n - 1] == '\r')
			line[--n] = 0;
		p = e ? e + 1 : p + strlen(p);
		if (strncmp(line, "=========", 9))
			continue;
		const char *t = line + 9;
		if (*t == ' ')
			t++;
		int indent = 0;
		while (t[indent] == ' ')
			indent++;
		const char *body = t + indent;
		if (!*body) {
			in_backtrace = 0;
			continue;
		}
		if (!indent) {
			/* a headline: ends the previous report */
			if (finish(r, &cur, &detail))
				rc = -1;
			in_backtrace = 0;
			long long a = 0, b = 0, c = 0;
			if (sscanf(body, "ERROR SUMMARY: %lld", &a) == 1) {
				r->summary_errors += a;
				r->has_summary = 1;
				continue;
			}
			if (!strncmp(body, "RACECHECK SUMMARY:", 18)) {
				/* "RACECHECK SUMMARY: H hazards displayed (E errors, W warnings)" */
				const char *q = strchr(body, '(');
				if (q && sscanf(q, "(%lld", &b) == 1)
					r->summary_errors += b;
				q = q ? strchr(q, ',') : NULL;
				if (q && sscanf(q, ", %lld", &c) == 1)
					r->summary_warnings += c;
				(void)a;
				r->has_summary = 1;
				continue;
			}
			if (!strcmp(body, "COMPUTE-SANITIZER"))
				continue;
			if (!strncmp(body, "Target application returned an error", 36)) {
				r->target_error = 1;
				continue;
			}
			if (!strncmp(body, "This tool", 9) || !strncmp(body, "Note:", 5))
				continue;
			const char *h = body;
			const char *sev = "error";
			if (!strncmp(h, "Error: ", 7))
				h += 7;
			else if (!strncmp(h, "Warning: ", 9)) {
				h += 9;
				sev = "warning";
			}
			cur.severity = kl_strdup(sev);
			if (!strncmp(h, "Race reported between ", 22)) {
				cur.kind = kl_strdup("race");
				cur.message = kl_strdup(h);
				const char *q = h + 22;
				const char *sp = strchr(q, ' ');
				const char *at = strstr(q, " access at ");
				if (sp && at) {
					cur.loc[0].access = kl_strndup(q, (size_t)(sp - q));
					parse_at(at + 11, &cur.loc[0]);
					cur.nloc = 1;
				}
			} else if (!strncmp(h, "Program hit ", 12)) {
				cur.kind = kl_strdup("api_error");
				cur.message = kl_strdup(h);
			} else {
				cur.kind = slug(h);
				cur.message = kl_strdup(h);
			}
			if (!cur.kind || !cur.message || !cur.severity)
				rc = -1;
			continue;
		}
		/* detail lines */
		if (!cur.kind)
			continue;
		if (!strncmp(body, "Saved host backtrace", 20)) {
			in_backtrace = 1;
			continue;
		}
		if (in_backtrace || !strncmp(body, "Host Frame", 10))
			continue;
		if (!strncmp(body, "at ", 3) && cur.nloc < 2) {
			parse_at(body + 3, &cur.loc[cur.nloc]);
			cur.nloc++;
		} else if (!strncmp(body, "and ", 4) && strstr(body, " access at ") && cur.nloc < 2) {
			const char *q = body + 4;
			const char *sp = strchr(q, ' ');
			const char *at = strstr(q, " access at ");
			SanLoc *l = &cur.loc[cur.nloc++];
			l->access = kl_strndup(q, (size_t)(sp - q));
			char tmp[2048];
			snprintf(tmp, sizeof tmp, "%s", at + 11);
			char *br = strstr(tmp, " [");
			if (br) {
				cur.hazards = strtoll(br + 2, NULL, 10);
				*br = 0;
			}
			parse_at(tmp, l);
		} else if (!strncmp(body, "by thread ", 10)) {
			triple(strchr(body, '('), cur.thread);
			const char *blk = strstr(body, "block ");
			triple(blk ? strchr(blk, '(') : NULL, cur.block);
			cur.has_thread = 1;
		} else {
			if (detail.len)
				buf_putc(&detail, '\n');
			buf_puts(&detail, body);
		}
	}
	if (finish(r, &cur, &detail))
		rc = -1;
	buf_free(&detail);
	/* racecheck's "[N hazards]" may be on the first location's line */
	return rc;
}

void prof_san_free(ProfSan *r)
{
	for (int i = 0; i < r->n; i++)
		finding_free(&r->f[i]);
	kl_free(r->f);
	memset(r, 0, sizeof *r);
}

static const char *base(const char *p)
{
	const char *s = strrchr(p, '/');
	return s ? s + 1 : p;
}

void prof_san_resolve(ProfSan *r, const char *const *files, int nfiles)
{
	for (int i = 0; i < r->n; i++)
		for (int j = 0; j < r->f[i].nloc; j++) {
			SanLoc *l = &r->f[i].loc[j];
			if (!l->file)
				continue;
			const char *hit = NULL;
			int nhit = 0;
			for (int k = 0; k < nfiles; k++)
				if (!strcmp(files[k], l->file) || !strcmp(base(files[k]), base(l->file))) {
					if (!hit || strcmp(hit, files[k]))
						nhit++;
					hit = files[k];
				}
			if (nhit == 1 && strcmp(hit, l->file)) {
				char *nf = kl_strdup(hit);
				if (nf) {
					kl_free(l->file);
					l->file = nf;
				}
			}
		}
}
