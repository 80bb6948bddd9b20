/* src/kb: the instruction scanner against a golden list (tests/kb/scan.kiln
 * with tests/kb/scan.uses: "line opcode isa_id" per use), and the FTS5
 * index built from a small synthetic root (ranking, kinds, uses, show). */
#include "test.h"
#include "kb/kb.h"
#include "util/arena.h"
#include <stdlib.h>
#include <unistd.h>

static void on_use(void *ctx, int line, const char *opcode, const char *isa_id)
{
	buf_printf((Buf *)ctx, "%d %s %s\n", line, opcode, isa_id);
}

static char *slurp(const char *p)
{
	FILE *f = fopen(p, "rb");
	if (!f)
		return NULL;
	Buf b = {0};
	char c[4096];
	size_t n;
	while ((n = fread(c, 1, sizeof c, f)) > 0)
		buf_putn(&b, c, n);
	fclose(f);
	return buf_take(&b);
}

static void golden_scan(void)
{
	char *src = slurp("tests/kb/scan.kiln");
	char *want = slurp("tests/kb/scan.uses");
	CHECK(src != NULL);
	CHECK(want != NULL);
	if (!src || !want)
		return;
	Buf got = {0};
	kb_scan_uses(src, on_use, &got);
	CHECK_STR(buf_str(&got), want);
	if (getenv("KILN_UPDATE_GOLDEN")) {
		FILE *f = fopen("tests/kb/scan.uses", "w");
		fputs(buf_str(&got), f);
		fclose(f);
	}
	buf_free(&got);
	kl_free(src);
	kl_free(want);
}

static void edge_scan(void)
{
	Buf got = {0};
	kb_scan_uses("", on_use, &got);
	CHECK_STR(buf_str(&got), "");
	kb_scan_uses("bar.sync 0;\r\nexit;", on_use, &got);
	CHECK_CONTAINS(buf_str(&got), "1 bar.sync bar_sync");
	CHECK_CONTAINS(buf_str(&got), "2 exit exit");
	buf_free(&got);
	/* an unterminated block comment swallows the rest; no crash */
	kb_scan_uses("/* bar.sync 0;\nexit;", on_use, &got);
	CHECK_STR(buf_str(&got), "");
	/* a very long line is cut, not overrun */
	Buf big = {0};
	for (int i = 0; i < 3000; i++)
		buf_puts(&big, "bar.sync 0; ");
	kb_scan_uses(big.s, on_use, &got);
	CHECK(got.len > 0);
	buf_free(&big);
	buf_free(&got);
}

static void index_roundtrip(void)
{
	char root[] = "/tmp/kiln-kb-test-XXXXXX";
	if (!mkdtemp(root)) {
		CHECK(0);
		return;
	}
	char cmd[4096];
	snprintf(cmd, sizeof cmd,
		"mkdir -p %s/docs/tuning %s/zoo/fam/k %s/lib && "
		"printf '# Guide\\n\\n## Barriers\\nUse fence.proxy.async before a TMA store.\\n\\n## Other\\nnothing here\\n' > %s/docs/guide.md && "
		"printf '# Swizzle note\\ntags: bank-conflict\\n\\n## Symptom\\nslow\\n## Fix\\nswizzle\\n## Evidence\\nzoo/fam/k/kernel.kiln\\n' > %s/docs/tuning/sw.md && "
		"printf '// zoo/fam/k \\xe2\\x80\\x94 a test kernel\\nkernel k(a: global f32*)\\n  grid(1) block(32)\\n{\\n  fence.proxy.async.shared::cta;\\n}\\n' > %s/zoo/fam/k/kernel.kiln && "
		"printf '// lib/w.kiln\\n// waits\\ninline fn w()\\n{\\n\\tbar.sync 0;\\n}\\n' > %s/lib/w.kiln",
		root, root, root, root, root, root, root);
	CHECK_EQ(system(cmd), 0);
	char db[600];
	snprintf(db, sizeof db, "%s/kb.sqlite", root);
	KbBuildOpts o = {.root = root, .db_path = db};
	KbStats st;
	Buf err = {0};
	int rc = kb_build(&o, &st, &err);
#ifdef KILN_NO_SQLITE
	CHECK_EQ(rc, 3);
	CHECK_CONTAINS(buf_str(&err), "unsupported");
#else
	CHECK_EQ(rc, 0);
	CHECK_STR(buf_str(&err), "");
	CHECK_EQ(st.zoo, 1);
	CHECK_EQ(st.tuning, 1);
	CHECK_EQ(st.lib, 2);          /* the file and its function */
	CHECK_EQ(st.doc, 3);          /* top (title), Barriers, Other */
	CHECK(st.isa > 300);
	Kb *kb = kb_open(db, &err);
	CHECK(kb != NULL);
	if (kb) {
		KbHits h;
		CHECK_EQ(kb_search(kb, "fence.proxy.async", NULL, 10, &h, &err), 0);
		CHECK(h.n >= 3);
		if (h.n >= 1)
			CHECK_STR(h.v[0].id, "isa:fence_proxy_async");
		int doc = 0, zoo = 0;
		for (int i = 0; i < h.n; i++) {
			doc |= !strcmp(h.v[i].id, "doc:docs/guide.md#barriers");
			zoo |= !strcmp(h.v[i].id, "zoo:fam/k");
		}
		CHECK(doc);
		CHECK(zoo);
		kb_hits_free(&h);
		CHECK_EQ(kb_search(kb, "swizzle", "tuning", 5, &h, &err), 0);
		CHECK_EQ(h.n, 1);
		kb_hits_free(&h);
		CHECK_EQ(kb_search(kb, "x", "bogus", 5, &h, &err), -1);
		CHECK_CONTAINS(buf_str(&err), "unknown kind");
		KbUses u;
		CHECK_EQ(kb_uses(kb, "bar.sync", &u, &err), 0);
		CHECK_EQ(u.n, 1);
		if (u.n) {
			CHECK_STR(u.v[0].doc_id, "lib:w/w");
			CHECK_EQ(u.v[0].line, 5);
		}
		kb_uses_free(&u);
		KbDoc d;
		CHECK_EQ(kb_show(kb, "tuning:sw", &d, &err), 1);
		CHECK_CONTAINS(d.meta, "bank-conflict");
		kb_doc_free(&d);
		CHECK_EQ(kb_show(kb, "nope", &d, &err), 0);
		kb_close(kb);
	}
	/* a second build replaces the file atomically */
	CHECK_EQ(kb_build(&o, &st, &err), 0);
	/* missing root */
	KbBuildOpts bad = {.root = "/nonexistent-kiln-root", .db_path = db};
	err.len = 0;
	CHECK_EQ(kb_build(&bad, &st, &err), 2);
	err.len = 0;
	CHECK(kb_open("/nonexistent/kb.sqlite", &err) == NULL);
	CHECK_CONTAINS(buf_str(&err), "kiln kb build");
#endif
	buf_free(&err);
	snprintf(cmd, sizeof cmd, "rm -rf %s", root);
	CHECK_EQ(system(cmd), 0);
}

int main(void)
{
	golden_scan();
	edge_scan();
	index_roundtrip();
	return TEST_DONE();
}
