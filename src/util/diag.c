/* Diagnostics: collection and caret rendering. */
#include "util/diag.h"
#include "util/arena.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void diags_init(Diags *d) { memset(d, 0, sizeof *d); }

void diags_free(Diags *d)
{
	for (int i = 0; i < d->n; i++)
		kl_free(d->v[i].msg);
	kl_free(d->v);
	for (int i = 0; i < d->nfiles; i++)
		if (d->files[i].owned) {
			kl_free((char *)d->files[i].name);
			kl_free((char *)d->files[i].text);
		}
	kl_free(d->files);
	memset(d, 0, sizeof *d);
}

void diags_add_file(Diags *d, const char *name, const char *text, size_t len)
{
	if (d->nfiles == d->capfiles) {
		int nc = d->capfiles ? 2 * d->capfiles : 4;
		SrcFile *p = kl_realloc(d->files, (size_t)nc * sizeof *p);
		if (!p)
			die("out of memory");
		d->files = p;
		d->capfiles = nc;
	}
	d->files[d->nfiles++] = (SrcFile){name, text, len, 0};
}

const char *diags_add_file_copy(Diags *d, const char *name, const char *text, size_t len)
{
	size_t nl = strlen(name);
	char *n = kl_malloc(nl + 1), *t = kl_malloc(len + 1);
	if (!n || !t)
		die("out of memory");
	memcpy(n, name, nl + 1);
	memcpy(t, text, len);
	t[len] = 0;
	diags_add_file(d, n, t, len);
	d->files[d->nfiles - 1].owned = 1;
	return n;
}

/* Moves src's files (and the ownership of its copies) to dst, so that
 * locations made through src stay valid after diags_free(src). */
void diags_take_files(Diags *dst, Diags *src)
{
	for (int i = 0; i < src->nfiles; i++) {
		SrcFile f = src->files[i];
		diags_add_file(dst, f.name, f.text, f.len);
		dst->files[dst->nfiles - 1].owned = f.owned;
	}
	src->nfiles = 0;
}

/* The file name of a location, as a copy d owns: a diagnostic may outlive
 * the object (workload, module) whose arena held the name it was made with. */
static const char *own_name(Diags *d, const char *name)
{
	for (int i = 0; i < d->nfiles; i++)
		if (d->files[i].owned && !strcmp(d->files[i].name, name))
			return d->files[i].name;
	size_t nl = strlen(name);
	char *n = kl_malloc(nl + 1);
	if (!n)
		die("out of memory");
	memcpy(n, name, nl + 1);
	diags_add_file(d, n, NULL, 0);
	d->files[d->nfiles - 1].owned = 1;
	return n;
}

void diag_add(Diags *d, DiagLevel lv, Loc loc, const char *fmt, ...)
{
	int max = d->max_errors ? d->max_errors : 100;
	if (d->nerr >= max)
		return;
	va_list ap, ap2;
	va_start(ap, fmt);
	va_copy(ap2, ap);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	char *msg = kl_malloc((size_t)n + 1);
	if (!msg)
		die("out of memory");
	vsnprintf(msg, (size_t)n + 1, fmt, ap2);
	va_end(ap2);
	if (d->n == d->cap) {
		int nc = d->cap ? 2 * d->cap : 8;
		Diag *p = kl_realloc(d->v, (size_t)nc * sizeof *p);
		if (!p)
			die("out of memory");
		d->v = p;
		d->cap = nc;
	}
	if (loc.file)
		loc.file = own_name(d, loc.file);
	d->v[d->n++] = (Diag){lv, loc, msg};
	if (lv == DIAG_ERROR)
		d->nerr++;
}

/* the registered source text of a file (entries made by own_name have none) */
static const SrcFile *find_file(Diags *d, const char *name)
{
	for (int i = 0; i < d->nfiles; i++)
		if (d->files[i].text && name && d->files[i].name && !strcmp(d->files[i].name, name))
			return &d->files[i];
	return NULL;
}

const char *diag_level_name(DiagLevel l)
{
#define DIAG_LEVEL_NAME(e, name) [e] = name,
	static const char *const names[DIAG_NLEVELS] = {DIAG_LEVELS(DIAG_LEVEL_NAME)};
#undef DIAG_LEVEL_NAME
	return (unsigned)l < DIAG_NLEVELS ? names[l] : names[DIAG_ERROR];
}

void diag_render_one(Diags *d, const Diag *g, Buf *out)
{
	if (g->loc.file && g->loc.line > 0)
		buf_printf(out, "%s:%d:%d: ", g->loc.file, g->loc.line, g->loc.col);
	else if (g->loc.file)
		buf_printf(out, "%s: ", g->loc.file);
	buf_printf(out, "%s: %s\n", diag_level_name(g->level), g->msg);
	const SrcFile *f = find_file(d, g->loc.file);
	if (!f || g->loc.line <= 0)
		return;
	const char *p = f->text, *end = f->text + f->len;
	for (int l = 1; l < g->loc.line && p < end; p++)
		if (*p == '\n')
			l++;
	if (p >= end && g->loc.line > 1)
		return;
	const char *e = p;
	while (e < end && *e != '\n')
		e++;
	buf_puts(out, "  ");
	buf_putn(out, p, (size_t)(e - p));
	buf_puts(out, "\n  ");
	for (int c = 1; c < g->loc.col && p + c - 1 < e; c++)
		buf_putc(out, p[c - 1] == '\t' ? '\t' : ' ');
	buf_puts(out, "^\n");
}

void diags_render(Diags *d, Buf *out)
{
	for (int i = 0; i < d->n; i++)
		diag_render_one(d, &d->v[i], out);
}
