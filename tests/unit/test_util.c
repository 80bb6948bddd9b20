/* util: arena, buffers, JSON writer/parser, diagnostics rendering. */
#include "test.h"
#include "util/arena.h"
#include "util/buf.h"
#include "util/json.h"
#include "util/diag.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void test_json(void)
{
	Buf b = {0};
	JsonW w;
	jw_init(&w, &b, 0);
	jw_obj(&w);
	jw_kstr(&w, "a", "x\"y\n");
	jw_key(&w, "b");
	jw_arr(&w);
	jw_int(&w, 1);
	jw_num(&w, 2.5);
	jw_null(&w);
	jw_end_arr(&w);
	jw_key(&w, "c");
	jw_obj(&w);
	jw_end_obj(&w);
	jw_end_obj(&w);
	CHECK_STR(buf_str(&b), "{\"a\":\"x\\\"y\\n\",\"b\":[1,2.5,null],\"c\":{}}");

	Arena *a = arena_new();
	char err[128];
	JVal *v = json_parse(a, b.s, b.len, err, sizeof err);
	CHECK(v && v->t == JOBJ && v->n == 3);
	CHECK_STR(json_str(json_get(v, "a")), "x\"y\n");
	JVal *arr = json_get(v, "b");
	CHECK(arr && arr->t == JARR && arr->n == 3 && arr->items[0]->is_int && arr->items[0]->i == 1);
	CHECK(arr && arr->items[1]->num == 2.5 && !arr->items[1]->is_int);
	JVal *tv = json_parse(a, "[1, true,\n  false]", 18, err, sizeof err);
	CHECK(tv && tv->items[1]->t == JBOOL && tv->items[1]->b && tv->items[1]->col == 5);
	CHECK(tv && tv->items[2]->line == 2 && tv->items[2]->col == 3 && !tv->items[2]->b);
	CHECK(!json_parse(a, "[tru]", 5, err, sizeof err));
	const char *bad = "{\n  \"a\": [1, 2,\n}";
	CHECK(!json_parse(a, bad, strlen(bad), err, sizeof err));
	CHECK_STR(err, "3:1: unexpected character '}'");
	CHECK(!json_parse(a, "[1] x", 5, err, sizeof err));
	CHECK_CONTAINS(err, "trailing");
	char deep[400];
	memset(deep, '[', sizeof deep);
	CHECK(!json_parse(a, deep, sizeof deep, err, sizeof err));
	CHECK_CONTAINS(err, "too deep");
	/* jw_value writes a parsed value back: every kind, nesting, escapes */
	const char *src = "{\"k\":[null,true,false,-7,2.5,\"q\\\"x\",{}],\"e\":[]}";
	JVal *rv = json_parse(a, src, strlen(src), err, sizeof err);
	CHECK(rv != NULL);
	if (rv) {
		Buf rb = {0};
		JsonW rw;
		jw_init(&rw, &rb, 0);
		jw_value(&rw, rv);
		CHECK_STR(rb.s, src);
		buf_free(&rb);
	}
	arena_free(a);
	buf_free(&b);
}

static void test_diag(void)
{
	Diags d;
	diags_init(&d);
	const char *src = "kernel k() {\n  add.f32 x, y;\n}\n";
	diags_add_file(&d, "t.kiln", src, strlen(src));
	diag_error(&d, ((Loc){"t.kiln", 2, 11}), "unknown register '%s'", "x");
	Buf b = {0};
	diags_render(&d, &b);
	CHECK_STR(buf_str(&b), "t.kiln:2:11: error: unknown register 'x'\n    add.f32 x, y;\n            ^\n");
	CHECK_EQ(d.nerr, 1);
	buf_free(&b);
	/* a location's file name may die before the diagnostic is rendered */
	char *tmp = kl_malloc(16);
	strcpy(tmp, "gone.json");
	diag_error(&d, ((Loc){tmp, 3, 4}), "late");
	memset(tmp, 'x', 9);
	kl_free(tmp);
	Buf b2 = {0};
	diag_render_one(&d, &d.v[1], &b2);
	CHECK_STR(buf_str(&b2), "gone.json:3:4: error: late\n");
	buf_free(&b2);
	diags_free(&d);
}

static void test_arena(void)
{
	Arena *a = arena_new();
	char *big = arena_alloc(a, 200000);
	char *s = arena_printf(a, "%d-%s", 42, "x");
	big[199999] = 1;
	CHECK_STR(s, "42-x");
	CHECK(((uintptr_t)arena_alloc(a, 3) & 15) == 0);
	arena_free(a);
	kl_fail_after(0);
	CHECK(kl_malloc(10) == NULL);
	kl_fail_after(-1);
	void *p = kl_malloc(10);
	CHECK(p != NULL);
	kl_free(p);
}

/* buf_load / buf_read_file: whole files, the max cut, empty files, files
 * larger than one read chunk, and the errors (missing file, a directory) */
static void test_read_file(void)
{
	char dir[] = "/tmp/kiln_test_util_XXXXXX";
	CHECK(mkdtemp(dir) != NULL);
	char p[128];
	snprintf(p, sizeof p, "%s/f", dir);
	FILE *f = fopen(p, "wb");
	for (int i = 0; i < 200000; i++)
		fputc('a' + i % 26, f);
	fclose(f);
	size_t n = 0;
	char *s = buf_read_file(p, SIZE_MAX, &n);
	CHECK_EQ(n, 200000);
	CHECK(s && s[0] == 'a' && s[199999] == 'a' + 199999 % 26 && s[200000] == 0);
	kl_free(s);
	s = buf_read_file(p, 70000, &n);     /* cut inside the second chunk */
	CHECK_EQ(n, 70000);
	CHECK(s && s[69999] == 'a' + 69999 % 26 && s[70000] == 0);
	kl_free(s);
	Buf b = {0};
	buf_puts(&b, "head:");
	CHECK_EQ(buf_load(&b, p, 3), 0);      /* appends */
	CHECK_STR(buf_str(&b), "head:abc");
	errno = 0;
	CHECK_EQ(buf_load(&b, dir, SIZE_MAX), -1);   /* a directory opens but cannot be read */
	CHECK_EQ(errno, EISDIR);
	CHECK_STR(buf_str(&b), "head:abc");   /* b keeps what it had */
	buf_free(&b);
	snprintf(p, sizeof p, "%s/empty", dir);
	fclose(fopen(p, "wb"));
	s = buf_read_file(p, SIZE_MAX, &n);
	CHECK(s && n == 0 && s[0] == 0);
	kl_free(s);
	unlink(p);
	snprintf(p, sizeof p, "%s/missing", dir);
	errno = 0;
	CHECK(buf_read_file(p, SIZE_MAX, NULL) == NULL);
	CHECK_EQ(errno, ENOENT);
	snprintf(p, sizeof p, "%s/f", dir);
	unlink(p);
	rmdir(dir);
}

int main(void)
{
	test_json();
	test_diag();
	test_arena();
	test_read_file();
	return TEST_DONE();
}
