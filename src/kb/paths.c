/* The knowledge base's file-system side, without SQLite: sorted directory
 * listings of the sources, and where the index and the repository root
 * are by default (beside the binary, or $KILN_KB / $KILN_ROOT).  kiln mcp
 * uses these too. */
#include "kb/kb.h"
#include "kb/kb_int.h"
#include "util/arena.h"
#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int cmpstr(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Sorted entries of dir (without . and ..) ending in suffix ("" = any);
 * want_dir: only directories.  Returns the count; *out is kl_malloc'd. */
int kb_list_dir(const char *dir, const char *suffix, int want_dir, char ***out)
{
	*out = NULL;
	DIR *d = opendir(dir);
	if (!d)
		return 0;
	char **v = NULL;
	int n = 0, cap = 0;
	struct dirent *e;
	size_t sl = strlen(suffix);
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.')
			continue;
		size_t l = strlen(e->d_name);
		if (l < sl || strcmp(e->d_name + l - sl, suffix))
			continue;
		char p[PATH_MAX];
		snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
		struct stat st;
		if (stat(p, &st) || (want_dir ? !S_ISDIR(st.st_mode) : !S_ISREG(st.st_mode)))
			continue;
		if (n == cap) {
			cap = cap ? 2 * cap : 16;
			char **nv = kl_realloc(v, (size_t)cap * sizeof *v);
			if (!nv)
				break;
			v = nv;
		}
		Buf b = {0};
		buf_puts(&b, e->d_name);
		v[n++] = buf_take(&b);
	}
	closedir(d);
	if (n)
		qsort(v, (size_t)n, sizeof *v, cmpstr);
	*out = v;
	return n;
}

void kb_free_list(char **v, int n)
{
	for (int i = 0; i < n; i++)
		kl_free(v[i]);
	kl_free(v);
}

static void self_dir(Buf *out)
{
	char p[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", p, sizeof p - 1);
	if (n <= 0) {
		buf_puts(out, ".");
		return;
	}
	p[n] = 0;
	char *s = strrchr(p, '/');
	if (s)
		*s = 0;
	buf_puts(out, p);
}

void kb_default_path(Buf *out)
{
	const char *e = getenv("KILN_KB");
	if (e && *e) {
		buf_puts(out, e);
		return;
	}
	self_dir(out);
	buf_puts(out, "/kb.sqlite");
}

void kb_default_root(Buf *out)
{
	const char *e = getenv("KILN_ROOT");
	if (e && *e) {
		buf_puts(out, e);
		return;
	}
	Buf d = {0};
	self_dir(&d);
	char *s = strrchr(d.s, '/');
	if (s && s != d.s)
		*s = 0;
	buf_puts(out, d.s);
	buf_free(&d);
}
