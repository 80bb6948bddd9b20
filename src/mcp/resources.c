/* MCP resources: the repository's documentation (docs/NAME.md, tuning
 * notes, skills), the zoo (kernels and workloads) and the tasks, named
 * kiln://<path>.  Only files of this listing can be read, so a URI can
 * never reach outside it (no "..", no absolute paths). */
#include "mcp/mcp_int.h"
#include "kb/kb_int.h"
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

typedef void (*EachFn)(void *ctx, const char *rel, const char *mime, const char *desc);

static int is_file(const char *root, const char *rel)
{
	char p[PATH_MAX * 4];
	struct stat st;
	snprintf(p, sizeof p, "%s/%s", root, rel);
	return !stat(p, &st) && S_ISREG(st.st_mode);
}

static void each_in(const char *root, const char *dir, const char *suffix, const char *mime, const char *desc, EachFn fn, void *ctx)
{
	char d[PATH_MAX * 2];
	snprintf(d, sizeof d, "%s/%s", root, dir);
	char **f;
	int n = kb_list_dir(d, suffix, 0, &f);
	for (int i = 0; i < n; i++) {
		char rel[PATH_MAX * 2];
		snprintf(rel, sizeof rel, "%s/%s", dir, f[i]);
		fn(ctx, rel, mime, desc);
	}
	kb_free_list(f, n);
}

static void each_resource(const char *root, EachFn fn, void *ctx)
{
	each_in(root, "docs", ".md", "text/markdown", "Kiln documentation", fn, ctx);
	each_in(root, "docs/tuning", ".md", "text/markdown", "tuning note", fn, ctx);
	char d[PATH_MAX * 2];
	char **f;
	int n;
	snprintf(d, sizeof d, "%s/docs/skills", root);
	n = kb_list_dir(d, "", 1, &f);
	for (int i = 0; i < n; i++) {
		char rel[PATH_MAX * 2];
		snprintf(rel, sizeof rel, "docs/skills/%s/SKILL.md", f[i]);
		if (is_file(root, rel))
			fn(ctx, rel, "text/markdown", "agent skill");
	}
	kb_free_list(f, n);
	each_in(root, "lib", ".kiln", "text/plain", "standard library (Kiln source)", fn, ctx);
	snprintf(d, sizeof d, "%s/zoo", root);
	n = kb_list_dir(d, "", 1, &f);
	for (int i = 0; i < n; i++) {
		char fam[PATH_MAX * 2];
		snprintf(fam, sizeof fam, "%s/zoo/%s", root, f[i]);
		char **g;
		int m = kb_list_dir(fam, "", 1, &g);
		for (int j = 0; j < m; j++) {
			char rel[PATH_MAX * 2];
			snprintf(rel, sizeof rel, "zoo/%s/%s", f[i], g[j]);
			each_in(root, rel, ".kiln", "text/plain", "zoo kernel (Kiln source)", fn, ctx);
			each_in(root, rel, ".json", "application/json", "zoo workload", fn, ctx);
		}
		kb_free_list(g, m);
	}
	kb_free_list(f, n);
	snprintf(d, sizeof d, "%s/tasks", root);
	n = kb_list_dir(d, "", 1, &f);
	for (int i = 0; i < n; i++) {
		char rel[PATH_MAX * 2];
		snprintf(rel, sizeof rel, "tasks/%s/task.json", f[i]);
		if (is_file(root, rel))
			fn(ctx, rel, "application/json", "optimization task");
	}
	kb_free_list(f, n);
}

static void list_one(void *ctx, const char *rel, const char *mime, const char *desc)
{
	JsonW *w = ctx;
	jw_obj(w);
	char uri[PATH_MAX * 2 + 8];
	snprintf(uri, sizeof uri, "kiln://%s", rel);
	jw_kstr(w, "uri", uri);
	jw_kstr(w, "name", rel);
	jw_kstr(w, "title", rel);
	jw_kstr(w, "description", desc);
	jw_kstr(w, "mimeType", mime);
	jw_end_obj(w);
}

void mcp_resources_json(const McpCtx *c, JsonW *w)
{
	jw_arr(w);
	each_resource(c->root, list_one, w);
	jw_end_arr(w);
}

typedef struct {
	const char *want;
	char mime[64];
	int found;
} Find;

static void find_one(void *ctx, const char *rel, const char *mime, const char *desc)
{
	Find *f = ctx;
	if (!f->found && !strcmp(rel, f->want)) {
		f->found = 1;
		snprintf(f->mime, sizeof f->mime, "%s", mime);
	}
}

int mcp_resource_read(const McpCtx *c, const char *uri, JsonW *w)
{
	if (strncmp(uri, "kiln://", 7))
		return 0;
	Find f = {.want = uri + 7};
	each_resource(c->root, find_one, &f);
	if (!f.found)
		return 0;
	char p[PATH_MAX * 2];
	snprintf(p, sizeof p, "%s/%s", c->root, f.want);
	size_t len;
	char *text = buf_read_file(p, SIZE_MAX, &len);
	if (!text)
		return 0;
	jw_obj(w);
	jw_kstr(w, "uri", uri);
	jw_kstr(w, "mimeType", f.mime);
	jw_key(w, "text");
	jw_strn(w, text, len);
	jw_end_obj(w);
	kl_free(text);
	return 1;
}
