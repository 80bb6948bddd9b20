/* Nsight Compute exports -> ProfNcu: the kernel's headline metrics from the
 * raw page (`ncu -i R --page raw --csv`: a header row of metric names, a
 * units row, a row per kernel) and the per-source-line counters of the
 * source page (`--page source --csv --print-source cuda,sass`: per file a
 * "File Path" row, a "Function Name" row, a header row, then each source
 * line's aggregate row followed by its SASS rows). */
#include "prof/prof.h"
#include "util/arena.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- CSV ---- */

static int row_push(CsvRow *r, const char *s, size_t n)
{
	/* capacity: the next power of two at or above n + 1 */
	if (!(r->n & (r->n - 1)) || !r->n) {
		size_t cap = r->n ? 2 * (size_t)r->n : 1;
		char **nf = kl_realloc(r->f, sizeof *nf * cap);
		if (!nf)
			return -1;
		r->f = nf;
	}
	char *c = kl_malloc(n + 1);
	if (!c)
		return -1;
	memcpy(c, s, n);
	c[n] = 0;
	r->f[r->n++] = c;
	return 0;
}

int csv_parse(const char *text, size_t len, CsvRow **rows, int *nrows)
{
	*rows = NULL;
	*nrows = 0;
	CsvRow *v = NULL;
	int n = 0, cap = 0, line = 1;
	Buf fld = {0};
	size_t i = 0;
	while (i < len) {
		if (n == cap) {
			cap = cap ? 2 * cap : 64;
			CsvRow *nv = kl_realloc(v, sizeof *nv * (size_t)cap);
			if (!nv)
				goto oom;
			v = nv;
		}
		CsvRow *r = &v[n++];
		memset(r, 0, sizeof *r);
		r->line = line;
		for (;;) {
			fld.len = 0;
			if (i < len && text[i] == '"') {
				i++;
				while (i < len) {
					if (text[i] == '"') {
						if (i + 1 < len && text[i + 1] == '"') {
							buf_putc(&fld, '"');
							i += 2;
							continue;
						}
						i++;
						break;
					}
					line += text[i] == '\n';
					buf_putc(&fld, text[i++]);
				}
				/* text after a closing quote up to the separator is kept */
				while (i < len && text[i] != ',' && text[i] != '\n' && text[i] != '\r')
					buf_putc(&fld, text[i++]);
			} else {
				while (i < len && text[i] != ',' && text[i] != '\n' && text[i] != '\r')
					buf_putc(&fld, text[i++]);
			}
			if (row_push(r, fld.s ? fld.s : "", fld.len))
				goto oom;
			if (i < len && text[i] == ',') {
				i++;
				/* a trailing comma ends the row without another field */
				if (i >= len || text[i] == '\n' || text[i] == '\r')
					break;
				continue;
			}
			break;
		}
		line += i < len;   /* the row ends at CR, LF or CRLF */
		if (i < len && text[i] == '\r')
			i++;
		if (i < len && text[i] == '\n')
			i++;
	}
	buf_free(&fld);
	*rows = v;
	*nrows = n;
	return 0;
oom:
	buf_free(&fld);
	csv_free(v, n);
	return -1;
}

void csv_free(CsvRow *rows, int nrows)
{
	for (int i = 0; i < nrows; i++) {
		for (int j = 0; j < rows[i].n; j++)
			kl_free(rows[i].f[j]);
		kl_free(rows[i].f);
	}
	kl_free(rows);
}

/* ---- values ---- */

/* "65,536", "1.42", "  7" -> number; "", "-", "n/a", "no data" -> none. */
static int num_of(const char *s, double *out)
{
	char t[128];
	size_t n = 0;
	for (; *s && n + 1 < sizeof t; s++)
		if (*s != ',' && *s != ' ')
			t[n++] = *s;
	t[n] = 0;
	if (!n)
		return 0;
	char *end;
	double v = strtod(t, &end);
	if (end == t || *end || !isfinite(v))
		return 0;
	*out = v;
	return 1;
}

static const char *metric_names[NCU_NMETRICS] = {
#define X(key, metric, what) metric,
	PROF_NCU_METRICS(X)
#undef X
};
static const char *metric_keys[NCU_NMETRICS] = {
#define X(key, metric, what) #key,
	PROF_NCU_METRICS(X)
#undef X
};

/* A byte count in the unit ncu chose (SI prefixes) -> bytes; 0 when the
 * unit is not one of them. */
static int bytes_of(const char *unit, double *x)
{
	static const struct { const char *u; double f; } tab[] = {
		{"byte", 1}, {"Kbyte", 1e3}, {"Mbyte", 1e6}, {"Gbyte", 1e9}, {"Tbyte", 1e12},
		{"KB", 1e3}, {"MB", 1e6}, {"GB", 1e9}, {"TB", 1e12},
		{"Kibyte", 1024.0}, {"Mibyte", 1048576.0}, {"Gibyte", 1073741824.0},
	};
	for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++)
		if (!strcmp(unit, tab[i].u)) {
			*x *= tab[i].f;
			return 1;
		}
	return 0;
}

#define ISSUE_STALL_PRE "smsp__average_warps_issue_stalled_"
#define ISSUE_STALL_SUF "_per_issue_active.ratio"

/* The issue-stall columns of the raw page: nonzero reasons, largest first. */
static int row_issue_stalls(const CsvRow *h, const CsvRow *v, ProfNcu *s)
{
	size_t pl = strlen(ISSUE_STALL_PRE), sl = strlen(ISSUE_STALL_SUF);
	int cap = 0;
	for (int c = 0; c < h->n && c < v->n; c++) {
		size_t hl = strlen(h->f[c]);
		double x;
		if (hl <= pl + sl || strncmp(h->f[c], ISSUE_STALL_PRE, pl) || strcmp(h->f[c] + hl - sl, ISSUE_STALL_SUF) ||
		    !num_of(v->f[c], &x) || !(x > 0))
			continue;
		if (s->nissue_stall == cap) {
			cap = cap ? 2 * cap : 16;
			char **nn = kl_realloc(s->issue_stall_names, sizeof *nn * (size_t)cap);
			if (!nn)
				return -1;
			s->issue_stall_names = nn;
			double *nv = kl_realloc(s->issue_stall, sizeof *nv * (size_t)cap);
			if (!nv)
				return -1;
			s->issue_stall = nv;
		}
		size_t nl = hl - pl - sl;
		char *name = kl_malloc(nl + 1);
		if (!name)
			return -1;
		memcpy(name, h->f[c] + pl, nl);
		name[nl] = 0;
		/* insertion by value, largest first (ties: column order) */
		int j = s->nissue_stall++;
		for (; j > 0 && s->issue_stall[j - 1] < x; j--) {
			s->issue_stall[j] = s->issue_stall[j - 1];
			s->issue_stall_names[j] = s->issue_stall_names[j - 1];
		}
		s->issue_stall[j] = x;
		s->issue_stall_names[j] = name;
	}
	return 0;
}

/* Kernel row rows[idx] of a raw page (rows[hdr] the metric names,
 * rows[hdr + 1] their units) into s. */
static int raw_row(const CsvRow *rows, int hdr, int idx, ProfNcu *s)
{
	const CsvRow *h = &rows[hdr], *u = &rows[hdr + 1], *v = &rows[idx];
	for (int c = 0; c < h->n && c < v->n; c++) {
		if (!strcmp(h->f[c], "Kernel Name") && !s->kernel) {
			s->kernel = kl_strdup(v->f[c]);
			if (!s->kernel)
				goto oom;
		}
		for (int m = 0; m < NCU_NMETRICS; m++) {
			if (strcmp(h->f[c], metric_names[m]))
				continue;
			double x;
			if (!num_of(v->f[c], &x))
				continue;
			const char *unit = c < u->n ? u->f[c] : "";
			if (m == NCU_duration_ms) {
				/* ncu picks the unit: ns, us (usecond), ms (msecond), s */
				if (!strcmp(unit, "ns") || !strcmp(unit, "nsecond"))
					x *= 1e-6;
				else if (!strcmp(unit, "us") || !strcmp(unit, "usecond"))
					x *= 1e-3;
				else if (!strcmp(unit, "s") || !strcmp(unit, "second"))
					x *= 1e3;
				else if (strcmp(unit, "ms") && strcmp(unit, "msecond"))
					continue;
			} else if (m == NCU_dynamic_smem_kib) {
				if (!strcmp(unit, "byte/block"))
					x /= 1024;
				else if (!strcmp(unit, "Kbyte/block"))
					x = x * 1000 / 1024;
				else if (!strcmp(unit, "Mbyte/block"))
					x = x * 1e6 / 1024;
				else if (strcmp(unit, "Kibyte/block") && strcmp(unit, "KiB/block"))
					continue;
			} else if ((m == NCU_dram_read_bytes || m == NCU_dram_write_bytes) && !bytes_of(unit, &x)) {
				continue;
			}
			s->v[m] = x;
			s->have[m] = 1;
		}
	}
	if (row_issue_stalls(h, v, s))
		goto oom;
	if (!s->kernel) {
		snprintf(s->err, sizeof s->err, "the raw page has no \"Kernel Name\" column");
		return -1;
	}
	return 0;
oom:
	snprintf(s->err, sizeof s->err, "out of memory reading the raw page");
	return -1;
}

/* A data row of the raw page (not a short or empty trailing row). */
static int is_kernel_row(const CsvRow *rows, int hdr, int i)
{
	return rows[i].n >= 2 && rows[i].n * 2 >= rows[hdr].n;
}

/* The header row: the first with a "Kernel Name" field (an export taken
 * with `2>&1` may start with ncu's "==PROF==" / "==WARNING==" lines), else
 * row 0 (and raw_row then says the column is missing). */
static int header_row(const CsvRow *rows, int n)
{
	for (int i = 0; i < n; i++)
		for (int c = 0; c < rows[i].n; c++)
			if (!strcmp(rows[i].f[c], "Kernel Name"))
				return i;
	return 0;
}

static int raw_page(const char *text, size_t len, ProfNcu *s)
{
	CsvRow *rows;
	int n;
	if (csv_parse(text, len, &rows, &n)) {
		snprintf(s->err, sizeof s->err, "out of memory reading the raw page");
		return -1;
	}
	int rc = 0, hdr = header_row(rows, n);
	if (n < hdr + 3 || rows[hdr].n < 2 || !is_kernel_row(rows, hdr, hdr + 2)) {
		snprintf(s->err, sizeof s->err, "the raw page has no kernel row (%d rows): was a kernel profiled?", n);
		rc = -1;
	} else
		rc = raw_row(rows, hdr, hdr + 2, s);
	csv_free(rows, n);
	return rc;
}

int prof_ncu_kernels(const char *raw_csv, size_t raw_len, ProfNcu **out, int *nout, char *err, size_t errn, int *eline)
{
	*out = NULL;
	*nout = 0;
	*eline = 0;
	CsvRow *rows;
	int n;
	if (csv_parse(raw_csv, raw_len, &rows, &n)) {
		snprintf(err, errn, "out of memory reading the raw page");
		return -1;
	}
	int rc = -1, k = 0, hdr = header_row(rows, n);
	ProfNcu *v = NULL;
	int nk = 0;
	for (int i = hdr + 2; i < n; i++)
		nk += is_kernel_row(rows, hdr, i);
	if (n < hdr + 3 || rows[hdr].n < 2 || !nk) {
		snprintf(err, errn, "the raw page has no kernel row (%d rows): is it `ncu -i REPORT --page raw --csv`?", n);
		goto out;
	}
	v = kl_calloc((size_t)nk, sizeof *v);
	if (!v) {
		snprintf(err, errn, "out of memory reading the raw page");
		goto out;
	}
	for (int i = hdr + 2; i < n; i++) {
		if (!is_kernel_row(rows, hdr, i))
			continue;
		if (raw_row(rows, hdr, i, &v[k])) {
			/* a missing column is the header's fault */
			*eline = v[k].kernel ? rows[i].line : rows[hdr].line;
			snprintf(err, errn, "kernel row %d: %s", k + 1, v[k].err);
			prof_ncu_kernels_free(v, k + 1);
			v = NULL;
			goto out;
		}
		k++;
	}
	*out = v;
	*nout = k;
	rc = 0;
out:
	csv_free(rows, n);
	return rc;
}

void prof_ncu_kernels_free(ProfNcu *v, int n)
{
	for (int i = 0; i < n; i++)
		prof_ncu_free(&v[i]);
	kl_free(v);
}

static int cmp_line(const void *a, const void *b)
{
	const NcuLine *x = a, *y = b;
	if (x->samples != y->samples)
		return x->samples < y->samples ? 1 : -1;
	int f = strcmp(x->file, y->file);
	return f ? f : (x->line > y->line) - (x->line < y->line);
}

static int cmp_place(const void *a, const void *b)
{
	const NcuLine *x = a, *y = b;
	int f = strcmp(x->file, y->file);
	return f ? f : (x->line > y->line) - (x->line < y->line);
}

static int source_page(const char *text, size_t len, ProfNcu *s)
{
	CsvRow *rows;
	int n;
	if (csv_parse(text, len, &rows, &n)) {
		snprintf(s->err, sizeof s->err, "out of memory reading the source page");
		return -1;
	}
	int rc = -1;
	const char *file = NULL;
	int c_line = -1, c_samples = -1, c_notissued = -1, c_inst = -1, c_addr = -1;
	int *stall_col = NULL;
	int nsections = 0, cap = 0;
	NcuLine *cur = NULL;
	for (int i = 0; i < n; i++) {
		const CsvRow *r = &rows[i];
		if (r->n >= 2 && !strcmp(r->f[0], "File Path")) {
			file = r->f[1];
			nsections++;
			cur = NULL;
			continue;
		}
		if (r->n >= 1 && !strcmp(r->f[0], "Function Name"))
			continue;
		if (r->n >= 4 && !strcmp(r->f[0], "Line No")) {
			c_line = 0;
			c_samples = c_notissued = c_inst = c_addr = -1;
			for (int c = 0; c < r->n; c++) {
				if (!strcmp(r->f[c], "Warp Stall Sampling (All Samples)"))
					c_samples = c;
				else if (!strcmp(r->f[c], "Warp Stall Sampling (Not-issued Samples)"))
					c_notissued = c;
				else if (!strcmp(r->f[c], "Instructions Executed"))
					c_inst = c;
				else if (!strcmp(r->f[c], "Address") && c_addr < 0)
					c_addr = c;
			}
			if (!s->stall_names) {
				for (int c = 0; c < r->n; c++)
					if (!strncmp(r->f[c], "stall_", 6) && !strstr(r->f[c], "(Not Issued)"))
						s->nstall++;
				s->stall_names = kl_calloc((size_t)s->nstall + 1, sizeof *s->stall_names);
				stall_col = kl_calloc((size_t)s->nstall + 1, sizeof *stall_col);
				if (!s->stall_names || !stall_col)
					goto oom;
				int k = 0;
				for (int c = 0; c < r->n; c++)
					if (!strncmp(r->f[c], "stall_", 6) && !strstr(r->f[c], "(Not Issued)")) {
						s->stall_names[k] = kl_strdup(r->f[c] + 6);
						if (!s->stall_names[k])
							goto oom;
						stall_col[k++] = c;
					}
			} else {
				/* later sections: the same columns by name */
				for (int k = 0; k < s->nstall; k++) {
					stall_col[k] = -1;
					for (int c = 0; c < r->n; c++)
						if (!strncmp(r->f[c], "stall_", 6) && !strcmp(r->f[c] + 6, s->stall_names[k]))
							stall_col[k] = c;
				}
			}
			continue;
		}
		if (c_line < 0 || !file || r->n < 2)
			continue;
		if (r->f[0][0]) {
			/* a source line's aggregate row */
			double ln;
			if (!num_of(r->f[0], &ln) || !(ln >= 0 && ln <= 1e9))
				continue;
			if (s->nlines == cap) {
				cap = cap ? 2 * cap : 64;
				NcuLine *nl = kl_realloc(s->lines, sizeof *nl * (size_t)cap);
				if (!nl)
					goto oom;
				s->lines = nl;
			}
			cur = &s->lines[s->nlines++];
			memset(cur, 0, sizeof *cur);
			cur->file = kl_strdup(file);
			cur->line = (int)ln;
			cur->source = kl_strdup(r->n > 1 ? r->f[1] : "");
			cur->stall = kl_calloc((size_t)s->nstall + 1, sizeof *cur->stall);
			if (!cur->file || !cur->source || !cur->stall)
				goto oom;
			if (c_samples >= 0 && c_samples < r->n)
				num_of(r->f[c_samples], &cur->samples);
			if (c_notissued >= 0 && c_notissued < r->n)
				num_of(r->f[c_notissued], &cur->not_issued);
			if (c_inst >= 0 && c_inst < r->n)
				num_of(r->f[c_inst], &cur->inst_executed);
			for (int k = 0; k < s->nstall; k++)
				if (stall_col[k] >= 0 && stall_col[k] < r->n)
					num_of(r->f[stall_col[k]], &cur->stall[k]);
			s->line_samples += cur->samples;
		} else if (cur && c_addr >= 0 && c_addr < r->n && r->f[c_addr][0]) {
			cur->nsass++;
		}
	}
	if (!nsections) {
		snprintf(s->err, sizeof s->err, "the source page has no \"File Path\" section (export it with --print-source cuda,sass; "
			"the kernel needs line info: kiln run --lineinfo)");
		goto out;
	}
	/* merge repeated (file, line) rows (several functions): sort by place,
	 * fold neighbours, then order hottest first */
	if (s->nlines > 1)
		qsort(s->lines, (size_t)s->nlines, sizeof *s->lines, cmp_place);
	int out = 0;
	for (int i = 0; i < s->nlines; i++) {
		NcuLine *b = &s->lines[i];
		if (out && s->lines[out - 1].line == b->line && !strcmp(s->lines[out - 1].file, b->file)) {
			NcuLine *a = &s->lines[out - 1];
			a->samples += b->samples;
			a->not_issued += b->not_issued;
			a->inst_executed += b->inst_executed;
			a->nsass += b->nsass;
			for (int k = 0; k < s->nstall; k++)
				a->stall[k] += b->stall[k];
			kl_free(b->file);
			kl_free(b->source);
			kl_free(b->stall);
			continue;
		}
		s->lines[out++] = *b;
	}
	s->nlines = out;
	if (s->nlines > 1)
		qsort(s->lines, (size_t)s->nlines, sizeof *s->lines, cmp_line);
	rc = 0;
	goto out;
oom:
	snprintf(s->err, sizeof s->err, "out of memory reading the source page");
out:
	kl_free(stall_col);
	csv_free(rows, n);
	return rc;
}

int prof_ncu_summarise(const char *raw_csv, size_t raw_len, const char *src_csv, size_t src_len, ProfNcu *s)
{
	memset(s, 0, sizeof *s);
	if (raw_csv && raw_page(raw_csv, raw_len, s))
		return -1;
	if (src_csv && source_page(src_csv, src_len, s))
		return -1;
	return 0;
}

void prof_ncu_free(ProfNcu *s)
{
	kl_free(s->kernel);
	for (int k = 0; k < s->nstall; k++)
		kl_free(s->stall_names[k]);
	kl_free(s->stall_names);
	for (int i = 0; i < s->nlines; i++) {
		kl_free(s->lines[i].file);
		kl_free(s->lines[i].source);
		kl_free(s->lines[i].stall);
	}
	kl_free(s->lines);
	for (int k = 0; k < s->nissue_stall; k++)
		kl_free(s->issue_stall_names[k]);
	kl_free(s->issue_stall_names);
	kl_free(s->issue_stall);
	memset(s, 0, sizeof *s);
}

/* Stall reasons of a line with samples, largest first (indices into
 * stall_names), at most max. */
static int top_stalls(const ProfNcu *s, const NcuLine *l, int *idx, int max)
{
	int n = 0;
	for (int k = 0; k < s->nstall; k++) {
		if (l->stall[k] <= 0)
			continue;
		int j = n;
		if (n < max)
			n++;
		else if (l->stall[k] <= l->stall[idx[max - 1]])
			continue;
		else
			j = max - 1;
		idx[j] = k;
		for (; j > 0 && l->stall[idx[j]] > l->stall[idx[j - 1]]; j--) {
			int t = idx[j];
			idx[j] = idx[j - 1];
			idx[j - 1] = t;
		}
	}
	return n;
}

void prof_ncu_json(const ProfNcu *s, JsonW *w, int max_lines)
{
	jw_obj(w);
	jw_kstr(w, "kernel", s->kernel ? s->kernel : "");
	jw_key(w, "metrics");
	jw_obj(w);
	for (int m = 0; m < NCU_NMETRICS; m++) {
		jw_key(w, metric_keys[m]);
		if (s->have[m])
			jw_num(w, s->v[m]);
		else
			jw_null(w);
	}
	jw_end_obj(w);
	jw_key(w, "metric_sources");
	jw_obj(w);
	for (int m = 0; m < NCU_NMETRICS; m++)
		jw_kstr(w, metric_keys[m], metric_names[m]);
	jw_end_obj(w);
	jw_key(w, "issue_stalls");
	jw_obj(w);
	for (int k = 0; k < s->nissue_stall; k++)
		jw_knum(w, s->issue_stall_names[k], s->issue_stall[k]);
	jw_end_obj(w);
	jw_knum(w, "line_samples", s->line_samples);
	jw_key(w, "lines");
	jw_arr(w);
	for (int i = 0; i < s->nlines && (max_lines <= 0 || i < max_lines); i++) {
		const NcuLine *l = &s->lines[i];
		if (l->samples <= 0 && l->inst_executed <= 0)
			continue;
		jw_obj(w);
		jw_kstr(w, "file", l->file);
		jw_kint(w, "line", l->line);
		jw_kstr(w, "source", l->source);
		jw_kstr(w, "role", l->role);
		jw_knum(w, "samples", l->samples);
		jw_knum(w, "samples_pct", s->line_samples > 0 ? 100.0 * l->samples / s->line_samples : 0);
		jw_knum(w, "not_issued", l->not_issued);
		jw_knum(w, "instructions_executed", l->inst_executed);
		jw_kint(w, "sass_instructions", l->nsass);
		jw_key(w, "stalls");
		jw_obj(w);
		int idx[64];
		int nt = top_stalls(s, l, idx, 64);
		for (int k = 0; k < nt; k++)
			jw_knum(w, s->stall_names[idx[k]], l->stall[idx[k]]);
		jw_end_obj(w);
		jw_end_obj(w);
	}
	jw_end_arr(w);
	jw_end_obj(w);
}

static const char *metric_what[NCU_NMETRICS] = {
#define X(key, metric, what) what,
	PROF_NCU_METRICS(X)
#undef X
};

void prof_ncu_text(const ProfNcu *s, Buf *b, int max_lines)
{
	buf_printf(b, "ncu: kernel %s\n", s->kernel ? s->kernel : "?");
	for (int m = 0; m < NCU_NMETRICS; m++) {
		if (!s->have[m])
			buf_printf(b, "  %-42s -\n", metric_what[m]);
		else if (m == NCU_duration_ms)
			buf_printf(b, "  %-42s %.4f ms\n", metric_what[m], s->v[m]);
		else
			buf_printf(b, "  %-42s %.6g\n", metric_what[m], s->v[m]);
	}
	if (s->nissue_stall) {
		buf_printf(b, "  %-42s", "issue stalls (cycles per issued instruction)");
		for (int k = 0; k < s->nissue_stall && k < 6; k++)
			buf_printf(b, "%s%s %.2f", k ? ", " : " ", s->issue_stall_names[k], s->issue_stall[k]);
		buf_printf(b, "\n");
	}
	if (!s->nlines)
		return;
	buf_printf(b, "hottest lines (warp-state samples, top stall reasons):\n");
	for (int i = 0; i < s->nlines && i < max_lines; i++) {
		const NcuLine *l = &s->lines[i];
		if (l->samples <= 0)
			break;
		buf_printf(b, "  %5.1f%%  %s:%d", s->line_samples > 0 ? 100.0 * l->samples / s->line_samples : 0, l->file, l->line);
		if (l->role)
			buf_printf(b, " (%s)", l->role);
		int idx[3];
		int nt = top_stalls(s, l, idx, 3);
		for (int k = 0; k < nt; k++)
			buf_printf(b, "%s%s %.0f%%", k ? ", " : "  [", s->stall_names[idx[k]], 100.0 * l->stall[idx[k]] / l->samples);
		buf_printf(b, "%s\n", nt ? "]" : "");
		const char *src = l->source;
		while (*src == ' ' || *src == '\t')
			src++;
		buf_printf(b, "          %.100s\n", src);
	}
}
