/* Error goldens: every tests/golden/err/NAME.kiln is compiled with
 * lang_compile and its rendered diagnostics must equal NAME.err exactly
 * (locations relative: the file name as given).  KILN_UPDATE_GOLDEN=1
 * rewrites the .err files instead (review the diff). */
#include "test.h"
#include "lang/lang.h"
#include "util/arena.h"
#include <dirent.h>
#include <stdlib.h>

static char *slurp(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	Buf b = {0};
	char tmp[4096];
	size_t n;
	while ((n = fread(tmp, 1, sizeof tmp, f)) > 0)
		buf_putn(&b, tmp, n);
	fclose(f);
	if (!b.s)
		buf_puts(&b, "");
	return buf_take(&b);
}

static int cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

int main(void)
{
	const char *dir = "tests/golden/err";
	DIR *d = opendir(dir);
	CHECK(d != NULL);
	if (!d)
		return TEST_DONE();
	char *names[1024];
	int n = 0;
	struct dirent *de;
	while ((de = readdir(d)) && n < 1024) {
		size_t l = strlen(de->d_name);
		if (l > 5 && !strcmp(de->d_name + l - 5, ".kiln"))
			names[n++] = strdup(de->d_name);
	}
	closedir(d);
	qsort(names, (size_t)n, sizeof *names, cmp);
	int update = getenv("KILN_UPDATE_GOLDEN") != NULL;
	CHECK(n >= 45);
	for (int i = 0; i < n; i++) {
		char path[512], errp[512];
		snprintf(path, sizeof path, "%s/%s", dir, names[i]);
		snprintf(errp, sizeof errp, "%s/%.*s.err", dir, (int)strlen(names[i]) - 5, names[i]);
		Diags dg;
		diags_init(&dg);
		LangInput in = {.path = path};
		IrModule *m = lang_compile(&in, &dg);
		Buf got = {0};
		diags_render(&dg, &got);
		/* a golden error test must fail to compile */
		if (m) {
			fprintf(stderr, "%s: compiled without errors\n", path);
			CHECK(m == NULL);
		}
		if (update) {
			FILE *f = fopen(errp, "wb");
			if (f) {
				fputs(buf_str(&got), f);
				fclose(f);
			}
		}
		char *want = slurp(errp);
		if (!want || strcmp(want, buf_str(&got))) {
			fprintf(stderr, "%s: diagnostics differ\n--- want\n%s--- got\n%s", path, want ? want : "(no .err file)\n",
			        buf_str(&got));
			CHECK(0);
		} else
			CHECK(1);
		kl_free(want);
		buf_free(&got);
		ir_module_free(m);
		diags_free(&dg);
		free(names[i]);
	}
	return TEST_DONE();
}
