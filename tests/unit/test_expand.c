/* The expand pass (src/lang/expand.c) on the AST: template specialization,
 * inline calls marked and expanded once, `for unroll` as its iterations,
 * folded ifs keeping the branch taken — its output (--dump-ir=expand), what
 * it must not expand (dead branches), and that what it cannot decide is
 * reported by lowering in source order. */
#include "test.h"
#include "lang/lang.h"
#include "util/arena.h"
#include <stdlib.h>

typedef struct {
	IrModule *m;
	Diags d;
	Buf dump;
	Buf diag;
} Res;

static Res run(const char *src, const char *stop, const char *const *defs, int ndefs)
{
	Res r = {0};
	diags_init(&r.d);
	LangInput in = {.path = "t.kiln", .src = src, .len = strlen(src), .stop_after = stop, .dump = &r.dump,
	                .defines = defs, .ndefines = ndefs};
	r.m = lang_compile(&in, &r.d);
	diags_render(&r.d, &r.diag);
	return r;
}

static void done(Res *r)
{
	ir_module_free(r->m);
	diags_free(&r->d);
	buf_free(&r->dump);
	buf_free(&r->diag);
}

static const char *src_spec =
	"inline fn twice(x: u32) -> u32 { return x + x; }\n"
	"kernel k<BN = 4>(p: global u32*) block(32) {\n"
	"  u32 acc[2][2];\n"
	"  for unroll (i = 0; i < 2; i++) {\n"
	"    for unroll (j = 0; j <= i; j++) { acc[i][j] = twice(j); }\n"
	"  }\n"
	"  if (BN == 4) { st.global.u32 [p], acc[0][0]; } else { st.global.u32 [p], acc[1][1]; }\n"
	"}\n";

static void test_dump(void)
{
	const char *name = lang_pass_name(2, NULL);
	CHECK_STR(name, "expand");
	Res r = run(src_spec, "expand", NULL, 0);
	const char *d = buf_str(&r.dump);
	CHECK(r.m != NULL);
	CHECK_CONTAINS(d, "inline fn twice(x: u32)");
	CHECK_CONTAINS(d, "kernel k<BN = 4>(p: global u32*)");
	CHECK_CONTAINS(d, "for unroll i: 2 iterations\n");
	/* the inner loop's bound depends on i: one expansion per outer iteration */
	CHECK_CONTAINS(d, "for unroll j: 1 iteration\n");
	CHECK_CONTAINS(d, "for unroll j: 2 iterations\n");
	CHECK_CONTAINS(d, "acc[i][j] = inline twice(j);");
	CHECK_CONTAINS(d, "if ((BN == 4))    ; folded: the branch taken");
	CHECK_CONTAINS(d, "st.global.u32 [p], acc[0][0];");
	CHECK(!strstr(d, "acc[1][1]"));
	CHECK(!strstr(d, ".entry"));
	done(&r);
	/* -D specializes: the other branch */
	const char *defs[] = {"BN=8"};
	r = run(src_spec, "expand", defs, 1);
	CHECK_CONTAINS(buf_str(&r.dump), "kernel k<BN = 8>");
	CHECK_CONTAINS(buf_str(&r.dump), "acc[1][1]");
	CHECK(!strstr(buf_str(&r.dump), "acc[0][0];"));
	done(&r);
	/* the expanded kernel lowers: three stores of twice(j), one st */
	r = run(src_spec, "lower", NULL, 0);
	CHECK(r.m != NULL);
	int adds = 0;
	for (const char *p = buf_str(&r.dump); (p = strstr(p, "add.u32")); p++)
		adds++;
	CHECK_EQ(adds, 3);
	done(&r);
}

/* dead code is not expanded: an unroll whose bound divides by zero in the
 * branch not taken, a call of a broken fn in the arm of ?: not taken */
static void test_dead(void)
{
	Res r = run("const N = 0;\n"
	            "inline fn broken() -> u32 { return nosuch; }\n"
	            "kernel k(p: global u32*) block(32) {\n"
	            "  if (N != 0) { for unroll (i = 0; i < 10 / N; i++) { } }\n"
	            "  u32 x = N == 0 ? 1 : broken();\n"
	            "  st.global.u32 [p], x;\n"
	            "}\n", NULL, NULL, 0);
	CHECK(r.m != NULL);
	if (!r.m)
		fprintf(stderr, "%s", buf_str(&r.diag));
	done(&r);
	r = run("const N = 0;\n"
	        "inline fn broken() -> u32 { return nosuch; }\n"
	        "kernel k(p: global u32*) block(32) {\n"
	        "  u32 x = N == 1 ? 1 : broken();\n"
	        "}\n", NULL, NULL, 0);
	CHECK(r.m == NULL);
	CHECK_CONTAINS(buf_str(&r.diag), "t.kiln:2:36: error: undeclared name 'nosuch'");
	done(&r);
}

/* what expand cannot decide, lowering reports where it stands: every error
 * of the kernel, in source order */
static void test_order(void)
{
	Res r = run("kernel k(p: global u32*, n: u32) block(32) {\n"
	            "  u32 a = nosuch1;\n"
	            "  for unroll (i = 0; i < n; i++) { }\n"
	            "  for unroll (i = n; i < 4; i++) { }\n"
	            "  for unroll (i = 0; i < 4; i = i + n) { }\n"
	            "  for unroll (i = 0; i < 5000; i++) { }\n"
	            "  u32 b = nosuch2;\n"
	            "}\n", NULL, NULL, 0);
	const char *d = buf_str(&r.diag);
	CHECK(r.m == NULL);
	const char *want[] = {
		"t.kiln:2:11: error: undeclared name 'nosuch1'",
		"t.kiln:3:24: error: 'for unroll' condition must be a compile-time constant (the bound of 'i')",
		"t.kiln:4:19: error: the 'for unroll' start must be a compile-time integer constant",
		"t.kiln:5:29: error: 'for unroll' step must be a compile-time constant",
		"t.kiln:6:3: error: 'for unroll' runs more than 4096 iterations",
		"t.kiln:7:11: error: undeclared name 'nosuch2'",
	};
	const char *at = d;
	for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
		const char *p = strstr(at, want[i]);
		CHECK(p != NULL);
		if (!p) {
			fprintf(stderr, "missing or out of order: %s\nin:\n%s\n", want[i], d);
			break;
		}
		at = p;
	}
	done(&r);
	/* a recursive inline fn: the call is reported, expansion ends */
	r = run("inline fn f(x: u32) { f(x); }\n"
	        "kernel k(n: u32) block(32) { f(n); }\n", NULL, NULL, 0);
	CHECK(r.m == NULL);
	CHECK_CONTAINS(buf_str(&r.diag), "t.kiln:1:23: error: inline fn 'f' calls itself");
	done(&r);
	/* a template parameter expand cannot give a value */
	r = run("kernel k<T>(n: u32) block(32) { }\n", NULL, NULL, 0);
	CHECK(r.m == NULL);
	CHECK_CONTAINS(buf_str(&r.diag), "template parameter 'T' has no value");
	done(&r);
}

/* 4000 x 4000 iterations: the expansion budget, a located error, no blow-up */
static void test_budget(void)
{
	Res r = run("kernel k(n: u32) block(32) {\n  u32 a;\n"
	            "  for unroll (i = 0; i < 4000; i++) { for unroll (j = 0; j < 4000; j++) { if (j == i) { a = 1; } } }\n}\n",
	            NULL, NULL, 0);
	CHECK(r.m == NULL);
	CHECK_CONTAINS(buf_str(&r.diag), "error: kernel too large");
	done(&r);
}

int main(void)
{
	test_dump();
	test_dead();
	test_order();
	test_budget();
	return TEST_DONE();
}
