/* Front end, the behaviours of issue 11: constants of every float type
 * rounded once through the shared numerics, targets by feature, compile-time
 * resource limits, depth limits on generated giant and deep inputs, `return`
 * in a kernel, pointer views, "did you mean" and typed memory operands. */
#include "test.h"
#include "lang/lang.h"
#include "ptx/ptx.h"
#include "util/arena.h"
#include <stdlib.h>

typedef struct {
	IrModule *m;
	Diags d;
	Buf dump;
	Buf diag;
} Res;

static Res compile_sm(const char *src, int sm)
{
	Res r = {0};
	diags_init(&r.d);
	LangInput in = {.path = "t.kiln", .src = src, .len = strlen(src), .sm = sm};
	r.m = lang_compile(&in, &r.d);
	if (r.m)
		for (int i = 0; i < r.m->nkernels; i++)
			ir_dump(r.m->kernels[i], &r.dump);
	diags_render(&r.d, &r.diag);
	return r;
}

static Res compile(const char *src) { return compile_sm(src, 0); }

static void done(Res *r)
{
	ir_module_free(r->m);
	diags_free(&r->d);
	buf_free(&r->dump);
	buf_free(&r->diag);
}

/* ---- constants: one correct rounding from the literal (PTX .rn) ---- */
static const struct {
	const char *ty, *lit, *want;     /* want: the mov as ir_dump prints it */
} consts[] = {
	/* the issue's case: a literal just above an f16 tie, exact in f64 but a tie in f32 */
	{"f16", "1.000488282181322574615478515625", "mov.b16 %x, 0x3C01"},
	{"f16", "1.00048828125", "mov.b16 %x, 0x3C00"},                   /* tie: to even */
	{"f16", "1.00048828125000000000000001", "mov.b16 %x, 0x3C01"},    /* above the tie, a tie in f64 */
	{"f16", "1.00146484375", "mov.b16 %x, 0x3C02"},                   /* tie 0x3C01|0x3C02: even */
	{"f16", "65504.0", "mov.b16 %x, 0x7BFF"},
	{"f16", "65519.99", "mov.b16 %x, 0x7BFF"},
	{"f16", "65520.0", "mov.b16 %x, 0x7C00"},                         /* overflow: inf (.rn) */
	{"f16", "5.9604644775390625e-08", "mov.b16 %x, 1\n"},          /* 2^-24, least subnormal */
	{"f16", "2.98023223876953125e-08", "mov.b16 %x, 0\n"},         /* 2^-25: tie to 0 */
	{"f16", "2.9802322387695312500001e-08", "mov.b16 %x, 1\n"},
	{"f16", "-2.0", "mov.b16 %x, 0xC000"},
	{"f16x2", "1.5", "mov.b32 %x, 0x3E003E00"},
	{"bf16", "1.00390625", "mov.b16 %x, 0x3F80"},                     /* tie */
	{"bf16", "1.00390625000000001", "mov.b16 %x, 0x3F81"},
	{"bf16x2", "-1.0", "mov.b32 %x, 0xBF80BF80"},
	{"tf32", "1.00048828125", "mov.b32 %x, 0x3F800000"},
	{"tf32", "1.00048828125000001", "mov.b32 %x, 0x3F802000"},
	{"f32", "1.000000059604644775390625", "mov.f32 %x, 0f3F800000"},  /* 1 + 2^-24: tie */
	{"f32", "1.0000000596046447753906250000001", "mov.f32 %x, 0f3F800001"},
	{"f32", "16777219", "mov.f32 %x, 0f4B800002"},                    /* integer tie: even */
	{"f32", "9007199791611905", "mov.f32 %x, 0f5A000001"},            /* (2^24+1)*2^29+1: above the tie */
	{"f32", "0f7FC00001", "mov.f32 %x, 0f7FC00001"},                  /* bit patterns are kept */
	{"f64", "0.1", "mov.f64 %x, 0d3FB999999999999A"},
	{"f64", "9007199254740993", "mov.f64 %x, 0d4340000000000000"},    /* 2^53+1: tie to even */
	{"e4m3x2", "1.0625", "mov.b16 %x, 0x3838"},
	{"e4m3x2", "1.0625000001", "mov.b16 %x, 0x3939"},
	{"e4m3x2", "448.0", "mov.b16 %x, 0x7E7E"},
	{"e4m3x4", "-0.5", "mov.b32 %x, 0xB0B0B0B0"},
	{"e5m2x2", "-3.5", "mov.b16 %x, 0xC3C3"},
	{"e5m2x2", "57344.0", "mov.b16 %x, 0x7B7B"},
};

static void test_constants(void)
{
	for (size_t i = 0; i < sizeof consts / sizeof consts[0]; i++) {
		char src[512];
		snprintf(src, sizeof src, "kernel k() block(32) {\n  %s x = %s;\n}\n", consts[i].ty, consts[i].lit);
		Res r = compile(src);
		if (!strstr(buf_str(&r.dump), consts[i].want))
			fprintf(stderr, "constant %s %s:\n%s%s\n", consts[i].ty, consts[i].lit, buf_str(&r.dump), buf_str(&r.diag));
		CHECK_CONTAINS(buf_str(&r.dump), consts[i].want);
		done(&r);
	}
	Res r = compile("kernel k() block(32) {\n  e4m3x2 x = 1000.0;\n}\n");
	CHECK(!r.m);
	CHECK_CONTAINS(buf_str(&r.diag), "t.kiln:2:14: error: constant 1000 is out of the range of e4m3x2");
	done(&r);
}

/* ---- targets by feature ---- */

/* PTX of src for target sm (NULL on a compile error); the caller frees it */
static char *ptx_for(const char *src, int sm, Buf *diag)
{
	Res r = compile_sm(src, sm);
	buf_puts(diag, buf_str(&r.diag));
	char *out = NULL;
	if (r.m) {
		Buf b = {0};
		Diags d;
		diags_init(&d);
		if (ptx_emit(r.m, &b, NULL, &d) == 0)
			out = strdup(buf_str(&b));
		diags_render(&d, diag);
		diags_free(&d);
		buf_free(&b);
	}
	done(&r);
	return out;
}

/* ptx with its .target line (and .version, when lower) set to target sm */
static char *retarget(const char *ptx, int sm)
{
	const char *t = strstr(ptx, ".target "), *v = strstr(ptx, ".version ");
	if (!t || !v)
		return NULL;
	int maj = 0, min = 0;
	sscanf(v, ".version %d.%d", &maj, &min);
	int ver = maj * 10 + min, need = isa_target_ptx(sm);
	if (need > ver)
		ver = need;
	const char *te = strchr(t, '\n'), *ve = strchr(v, '\n');
	Buf b = {0};
	buf_printf(&b, "%.*s.version %d.%d%.*s.target %s%s", (int)(v - ptx), ptx, ver / 10, ver % 10,
	           (int)(t - ve), ve, isa_target_str(sm), te);
	char *s = strdup(buf_str(&b));
	buf_free(&b);
	return s;
}

static int ptxas_ok(const char *ptx, int sm)
{
	PtxasOptions o = {.target = isa_target_str(sm)};
	PtxasResult r;
	PtxasStatus st = ptxas_run(ptx, strlen(ptx), &o, &r);
	if (st != PTXAS_OK && st != PTXAS_REJECTED)
		fprintf(stderr, "ptxas for %s: %s\n", isa_target_str(sm), ptxas_status_name(st));
	CHECK(st == PTXAS_OK || st == PTXAS_REJECTED);
	ptxas_result_free(&r);
	return st == PTXAS_OK;
}

static const struct {
	IsaReq req;
	const char *src;
} probes[] = {
	{REQ_WGMMA, "kernel k() block(128) {\n  wgmma.fence.sync.aligned;\n}\n"},
	{REQ_SETMAXNREG, "kernel k() block(128) {\n  setmaxnreg.inc.sync.aligned.u32 240;\n}\n"},
	{REQ_TCGEN05, "kernel k() block(128) {\n  tcgen05.fence::before_thread_sync;\n}\n"},
	{REQ_SM_100, "kernel k(o: global u32*) block(32) {\n  tf32 t;\n  f32 a = 1.5;\n"
	             "  cvt.rn.satfinite.tf32.f32 t, a;\n  st.global.b32 [o], t;\n}\n"},
	{REQ_SM_90, "kernel k() block(32) {\n  fence.proxy.async;\n}\n"},
	{REQ_CLUSTERS, "kernel k() block(32) cluster(2) {\n  barrier.cluster.arrive;\n  barrier.cluster.wait;\n}\n"},
};

/* Every target Kiln claims: a plain kernel assembles; for each feature
 * probe Kiln's verdict (compile or located error) is the table's, and
 * ptxas 13.0 agrees with the table (the probe's PTX retargeted). */
static void test_targets(void)
{
	const char *vadd = "kernel v(a: global f32*, n: u32) block(64) {\n  u32 i = ctaid.x * 64 + tid.x;\n"
	                   "  if (i < n) {\n    f32 x;\n    ld.global.f32 x, [a + i];\n    st.global.f32 [a + i], x * 2.0;\n  }\n}\n";
	CHECK_EQ(isa_target_parse("sm_90a"), SM_90A);
	CHECK_EQ(isa_target_parse("sm_91"), 0);
	CHECK_EQ(isa_target_parse("sm_70"), 0);     /* ptxas 13.0 has dropped it */
	for (int t = SM_NONE + 1; t < SM_COUNT; t++) {
		Buf diag = {0};
		char *ptx = ptx_for(vadd, t, &diag);
		CHECK(ptx != NULL);
		char want[64];
		snprintf(want, sizeof want, ".target %s\n", isa_target_str(t));
		CHECK_CONTAINS(ptx, want);
		if (ptx && !ptxas_ok(ptx, t)) {
			fprintf(stderr, "ptxas rejects the plain kernel for %s\n", isa_target_str(t));
			CHECK(0);
		}
		free(ptx);
		buf_free(&diag);
	}
	for (size_t i = 0; i < sizeof probes / sizeof probes[0]; i++) {
		Buf d0 = {0};
		int home = isa_req_target(probes[i].req);
		char *base = ptx_for(probes[i].src, home, &d0);
		CHECK(base != NULL);
		if (!base)
			fprintf(stderr, "probe %zu on %s:\n%s", i, isa_target_str(home), buf_str(&d0));
		buf_free(&d0);
		for (int t = SM_NONE + 1; base && t < SM_COUNT; t++) {
			int want = isa_req_met(probes[i].req, t);
			Buf diag = {0};
			char *ptx = ptx_for(probes[i].src, t, &diag);
			if ((ptx != NULL) != want)
				fprintf(stderr, "probe %zu on %s: kiln %s\n%s", i, isa_target_str(t), ptx ? "accepts" : "rejects",
				        buf_str(&diag));
			CHECK_EQ(ptx != NULL, want);
			if (!want) {
				char loc[64];
				snprintf(loc, sizeof loc, "t.kiln:%d:", probes[i].req == REQ_CLUSTERS ? 1 : probes[i].req == REQ_SM_100 ? 4 : 2);
				CHECK_CONTAINS(buf_str(&diag), loc);
				CHECK_CONTAINS(buf_str(&diag), "requires ");
				char tg[64];
				snprintf(tg, sizeof tg, "(target is %s)", isa_target_str(t));
				CHECK_CONTAINS(buf_str(&diag), tg);
			}
			char *re = retarget(base, t);
			int ok = re && ptxas_ok(re, t);
			if (ok != want)
				fprintf(stderr, "probe %zu on %s: ptxas %s, the table says %s\n", i, isa_target_str(t),
				        ok ? "accepts" : "rejects", want ? "yes" : "no");
			CHECK_EQ(ok, want);
			free(re);
			free(ptx);
			buf_free(&diag);
		}
		free(base);
	}
	/* the issue's case: a wgmma kernel built for sm_100a */
	Buf diag = {0};
	char *ptx = ptx_for(probes[0].src, SM_100A, &diag);
	CHECK(!ptx);
	CHECK_CONTAINS(buf_str(&diag), "t.kiln:2:3: error: wgmma.fence.sync.aligned requires sm_90a (target is sm_100a)");
	buf_free(&diag);
	Buf t = {0};
	isa_req_text(REQ_SETMAXNREG, &t);
	CHECK_STR(buf_str(&t), "one of sm_90a, sm_100a, sm_100f, sm_103a, sm_110a or sm_120a");
	t.len = 0;
	isa_req_text(REQ_SM_90, &t);
	CHECK_STR(buf_str(&t), "sm_90 or later");
	buf_free(&t);
}

/* ---- giant and deep inputs: located errors, never a crash ---- */

static Buf gen;

static const char *gen_start(void)
{
	gen.len = 0;
	buf_puts(&gen, "kernel k(o: global u32*) block(32) {\n  u32 a = tid.x;\n");
	return NULL;
}

static void repeat(const char *s, int n)
{
	for (int i = 0; i < n; i++)
		buf_puts(&gen, s);
}

/* compiles the generated text; its diagnostics must contain want */
static void expect_err(const char *what, const char *want)
{
	Res r = compile(buf_str(&gen));
	if (r.m || !strstr(buf_str(&r.diag), want))
		fprintf(stderr, "%s (%zu bytes): got %s%.200s\n", what, gen.len, r.m ? "a module" : "", buf_str(&r.diag));
	CHECK(!r.m);
	const char *d = buf_str(&r.diag);
	CHECK(strstr(d, want) != NULL);
	if (strlen(d) > 200)
		CHECK(memcmp(d, "t.kiln:", 7) == 0);  /* located */
	done(&r);
}

static void test_deep_inputs(void)
{
	/* 10^6 terms of one chain (left-deep tree) */
	gen_start();
	buf_puts(&gen, "  u32 s = a");
	repeat(" + a", 1000000);
	buf_puts(&gen, ";\n  st.global.u32 [o], s;\n}\n");
	expect_err("10^6 terms", "t.kiln:3:4009: error: expression too deep (more than 1000 operations in a chain)");
	/* 10^6 constant terms (folding) */
	gen_start();
	buf_puts(&gen, "  u32 s = 1");
	repeat("+1", 1000000);
	buf_puts(&gen, ";\n}\n");
	expect_err("10^6 constants", "error: expression too deep");
	/* 10^4 nesting of each recursive construct */
	static const struct { const char *open, *mid, *close, *what; } nest[] = {
		{"(", "a", ")", "parentheses"},
		{"- ", "a", "", "unary minus"},
		{"~", "a", "", "complement"},
		{"(u32)", "a", "", "casts"},
		{"a ? ", "a", " : a", "conditionals"},
		{"min(a, ", "a", ")", "calls"},
	};
	for (size_t i = 0; i < sizeof nest / sizeof nest[0]; i++) {
		gen_start();
		buf_puts(&gen, "  u32 s = ");
		repeat(nest[i].open, 10000);
		buf_puts(&gen, nest[i].mid);
		repeat(nest[i].close, 10000);
		buf_puts(&gen, ";\n}\n");
		expect_err(nest[i].what, "error: nesting too deep (more than 200 levels)");
	}
	gen_start();
	buf_puts(&gen, "  u32 s[4];\n  u32 t = s[0]");
	repeat("[0]", 10000);
	buf_puts(&gen, ";\n}\n");
	expect_err("index chain", "error: expression too deep");
	static const struct { const char *open, *close, *what; } blocks[] = {
		{"{", "}", "blocks"},
		{"if (a > 1) {", "}", "ifs"},
		{"while (a > 1) {", "}", "loops"},
		{"for unroll (i = 0; i < 1; i++) {", "}", "unrolled loops"},
	};
	for (size_t i = 0; i < sizeof blocks / sizeof blocks[0]; i++) {
		gen_start();
		repeat(blocks[i].open, 10000);
		buf_puts(&gen, "a = a + 1;");
		repeat(blocks[i].close, 10000);
		buf_puts(&gen, "\n}\n");
		expect_err(blocks[i].what, "error: nesting too deep (more than 200 levels)");
	}
	/* 3 * 10^5 statements: more than a kernel may hold */
	gen_start();
	repeat("a += 1;\n", 300000);
	buf_puts(&gen, "}\n");
	expect_err("3*10^5 statements", "error: kernel too large");
	/* inline fns nested 30 deep, each a 900-term chain: the stack budget */
	gen.len = 0;
	for (int i = 0; i < 30; i++) {
		buf_printf(&gen, "inline fn f%d(x: u32) -> u32 {\n  return ", i);
		if (i < 29)
			buf_printf(&gen, "f%d(x)", i + 1);
		else
			buf_puts(&gen, "x");
		repeat(" + x", 900);
		buf_puts(&gen, ";\n}\n");
	}
	buf_puts(&gen, "kernel k(o: global u32*) block(32) {\n  st.global.u32 [o], f0(tid.x);\n}\n");
	expect_err("nested inline chains", "error: nesting too deep here");
	/* a deep but legal input still compiles: 900-term chain, 90 nested ifs */
	gen_start();
	buf_puts(&gen, "  u32 s = a");
	repeat(" + a", 900);
	buf_puts(&gen, ";\n");
	repeat("if (a > 1) {", 90);
	buf_puts(&gen, "s = s + 1;");
	repeat("}", 90);
	buf_puts(&gen, "\n  st.global.u32 [o], s;\n}\n");
	Res r = compile(buf_str(&gen));
	CHECK(r.m != NULL);
	if (!r.m)
		fprintf(stderr, "deep legal input: %.300s\n", buf_str(&r.diag));
	done(&r);
	buf_free(&gen);
}

/* a file that cannot be compiled is an error naming it */
static void test_bad_files(void)
{
	static const struct { const char *path, *want; } files[] = {
		{"/nonexistent/x.kiln", "error: /nonexistent/x.kiln: cannot read: No such file or directory"},
		{"/tmp", "error: /tmp: cannot read: Is a directory"},
	};
	for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
		Diags d;
		diags_init(&d);
		LangInput in = {.path = files[i].path};
		IrModule *m = lang_compile(&in, &d);
		CHECK(!m);
		Buf b = {0};
		diags_render(&d, &b);
		CHECK_CONTAINS(buf_str(&b), files[i].want);
		buf_free(&b);
		diags_free(&d);
	}
	Res r = compile("");
	CHECK(!r.m);
	CHECK_CONTAINS(buf_str(&r.diag), "t.kiln:1:1: error: empty source (no declarations)");
	done(&r);
	r = compile("  // a comment only\n");
	CHECK(!r.m);
	CHECK_CONTAINS(buf_str(&r.diag), "error: empty source");
	done(&r);
}

/* ---- language: return in a kernel, pointer views, typed memory operands ---- */

static void check_err(const char *src, const char *want)
{
	Res r = compile(src);
	CHECK(!r.m);
	CHECK_CONTAINS(buf_str(&r.diag), want);
	done(&r);
}

static void check_ok(const char *src, const char *want_ir)
{
	Res r = compile(src);
	CHECK(r.m != NULL);
	if (!r.m)
		fprintf(stderr, "%s", buf_str(&r.diag));
	CHECK_CONTAINS(buf_str(&r.dump), want_ir);
	done(&r);
}

static void test_language(void)
{
	/* return ends the thread, as exit */
	check_ok("kernel k(o: global u32*, n: u32) block(64) {\n  u32 i = tid.x;\n  if (i >= n) {\n    return;\n  }\n"
	         "  st.global.u32 [o + i], i;\n}\n", " {\n    exit\n");
	check_err("kernel k() block(32) {\n  return 1;\n}\n", "t.kiln:2:10: error: a kernel returns no value (write 'return;')");
	/* a return inside an inline fn still returns from the fn */
	check_ok("inline fn f(x: u32) -> u32 {\n  return x + 1;\n}\nkernel k(o: global u32*) block(32) {\n"
	         "  st.global.u32 [o], f(tid.x);\n  return;\n}\n", "exit");
	/* two views of one shared region; the view's element type scales arithmetic */
	const char *views =
		"kernel k(o: global u32*) block(32) {\n  shared align(16) u8 buf[256];\n"
		"  shared u32* w = (shared u32*)buf;\n  u32 x;\n  ld.shared.u32 x, [w + 3];\n"
		"  ld.shared.u32 x, [(shared u32*)buf + 5];\n  u8 b;\n  ld.shared.u8 b, [buf + 5];\n"
		"  global f32* f = (global f32*)o;\n  st.global.f32 [f + 2], 1.0;\n  st.global.f32 [(f32*)o + 3], 2.0;\n}\n";
	Res r = compile(views);
	CHECK(r.m != NULL);
	if (!r.m)
		fprintf(stderr, "%s", buf_str(&r.diag));
	const char *d = buf_str(&r.dump);
	CHECK_CONTAINS(d, "ld.shared.u32 %x, [%w+12]");
	CHECK_CONTAINS(d, "ld.shared.u32 %x, [buf+20]");
	CHECK_CONTAINS(d, "ld.shared.u8 %b, [buf+5]");
	CHECK_CONTAINS(d, "st.global.f32 [%f+8], %t#");
	CHECK_CONTAINS(d, "st.global.f32 [%o+12], %t#");
	done(&r);
	check_err("kernel k(o: global u32*) block(32) {\n  shared u32* w = (shared u32*)o;\n}\n",
	          "t.kiln:2:19: error: a global pointer cannot be viewed as a shared one");
	check_err("kernel k(o: global u32*) block(32) {\n  u32 i = tid.x;\n  global f32* f = (global f32*)i;\n}\n",
	          "t.kiln:3:19: error: only a pointer can be viewed as (global f32*); this is u32");
	check_err("kernel k() block(32) {\n  shared u8 buf[64];\n  u32 x = ((shared u32*)buf)[1];\n}\n",
	          "too many indices");
	/* a typed load or store must agree with the pointer; .b types reinterpret */
	check_err("kernel k(o: global u32*) block(32) {\n  f32 x;\n  ld.global.f32 x, [o + 1];\n}\n",
	          "t.kiln:3:23: error: operand 2 (a) of 'ld.global.f32': a .f32 access through a global u32* pointer; "
	          "write the pointer's type, a bit type (.b32), or view the pointer as another type ((global f32*)p)");
	check_err("kernel k(o: global u32*) block(32) {\n  st.global.s32 [o], -1;\n}\n",
	          "a .s32 access through a global u32* pointer");
	check_err("kernel k(o: global u32*) block(32) {\n  shared f32 s[4];\n  u32 x;\n  ld.shared.u32 x, [s];\n}\n",
	          "a .u32 access through a shared f32* pointer");
	check_ok("kernel k(o: global bf16*) block(32) {\n  b32 x;\n  ld.global.b32 x, [o + 2];\n  st.global.b32 [o], x;\n}\n",
	         "ld.global.b32 %x, [%o+4]");
	check_ok("kernel k(o: global u32*) block(32) {\n  f32 x;\n  ld.global.v2.f32 {x, x}, [(global f32*)(o + 1)];\n}\n",
	         "ld.global.v2.f32 {%x, %x}, [%o+4]");
	/* did you mean: instructions and modifiers from the ISA table */
	check_err("kernel k(o: global u32*) block(32) {\n  st.globl.u32 [o], 1;\n}\n",
	          "t.kiln:2:3: error: no form of 'st' matches 'st.globl.u32' ('.globl' is not a modifier of st; did you mean '.global'?)");
	check_err("kernel k(o: global u32*) block(32) {\n  st.global.u23 [o], 1;\n}\n", "did you mean '.u32'?");
	check_err("kernel k() block(32) {\n  bar.snc 0;\n}\n", "('.snc' is not a modifier of bar; did you mean '.sync'?)");
	check_err("kernel k() block(32) {\n  bra.unii 0;\n}\n", "did you mean '.uni'?");
	check_err("kernel k() block(32) {\n  membr.gl;\n}\n", "unknown instruction 'membr'; did you mean 'membar'?");
	check_err("kernel k() block(32) {\n  bar.sync.zzzzzz 0;\n}\n", "('.zzzzzz' is not a modifier of bar); legal forms:");
}

/* ---- compile-time resource limits ---- */

static void test_limits(void)
{
	/* shared memory: 227 KiB a block on sm_90a, 99 KiB on sm_86 */
	check_err("kernel k() block(128) {\n  shared u8 a[200000];\n  shared u8 b[40000];\n}\n",
	          "t.kiln:3:13: error: shared memory of the kernel reaches 240000 bytes with 'b'; sm_90a gives a block at "
	          "most 232448 (227 KiB)");
	Res r = compile("kernel k() block(128) {\n  shared u8 a[232448];\n}\n");
	CHECK(r.m != NULL);
	done(&r);
	/* the array past the limit is still declared: its uses are not reported
	 * again as undeclared names (one error, not a cascade) */
	r = compile("kernel k() block(128) {\n  shared u8 a[240000];\n  u32 p = (u32)a;\n  st.shared.u32 [p], 1;\n}\n");
	CHECK(!r.m);
	CHECK_CONTAINS(buf_str(&r.diag), "t.kiln:2:13: error: shared memory of the kernel reaches 240000 bytes with 'a'");
	CHECK(!strstr(buf_str(&r.diag), "undeclared"));
	CHECK_EQ(r.d.nerr, 1);
	done(&r);
	r = compile_sm("kernel k() block(128) {\n  shared u8 a[102400];\n}\n", SM_86);
	CHECK(!r.m);
	CHECK_CONTAINS(buf_str(&r.diag), "sm_86 gives a block at most 101376 (99 KiB)");
	done(&r);
	/* block and cluster shape */
	check_err("kernel k() block(1, 1, 65) {\n}\n", "t.kiln:1:24: error: block dimension z = 65 is out of range 1..64");
	check_err("kernel k() block(2048) {\n}\n", "block dimension x = 2048 is out of range 1..1024");
	check_err("kernel k() block(64, 32) {\n}\n", "block has 2048 threads; at most 1024");
	check_err("kernel k() block(32) cluster(4, 4) {\n}\n", "t.kiln:1:22: error: a cluster of 16 CTAs is more than the portable 8");
	r = compile("kernel k() block(32) cluster(2, 4) {\n}\n");
	CHECK(r.m != NULL);
	done(&r);
	/* maxnreg: 16..255, or 0 for none (a template parameter switches the cap off) */
	check_err("kernel k() block(128) maxnreg(8) {\n}\n", "t.kiln:1:31: error: maxnreg must be 16..255 (or 0: none)");
	check_err("kernel k() block(128) maxnreg(256) {\n}\n", "maxnreg must be 16..255 (or 0: none)");
	/* setmaxnreg counts and named barrier ids come from the ISA table */
	check_err("kernel k() block(128) {\n  setmaxnreg.inc.sync.aligned.u32 20;\n}\n", "t.kiln:2:35:");
	check_err("kernel k() block(128) {\n  setmaxnreg.dec.sync.aligned.u32 250;\n}\n", "24..256%8");
	check_err("kernel k() block(128) {\n  bar.sync 16;\n}\n", "0..15");
	/* parameter space: 4352 bytes at PTX 8.0 (sm_90a), 32764 from PTX 8.1 */
	for (int n = 544; n <= 545; n++) {
		Buf src = {0};
		buf_puts(&src, "kernel k(");
		for (int i = 0; i < n; i++)
			buf_printf(&src, "%sp%d: u64", i ? ", " : "", i);
		buf_puts(&src, ") block(32) {\n}\n");
		Buf diag = {0};
		char *ptx = ptx_for(buf_str(&src), SM_90A, &diag);
		if (n == 544) {
			CHECK(ptx && ptxas_ok(ptx, SM_90A));       /* 4352 bytes: ptxas agrees it fits */
		} else {
			CHECK(!ptx);
			CHECK_CONTAINS(buf_str(&diag), "t.kiln:1:8: error: the parameters of kernel 'k' take 4360 bytes; PTX 8.0 allows 4352");
			free(ptx);
			ptx = ptx_for(buf_str(&src), SM_100A, &diag);   /* PTX 8.6 */
			CHECK(ptx && ptxas_ok(ptx, SM_100A));
		}
		free(ptx);
		buf_free(&diag);
		buf_free(&src);
	}
}

/* ---- generated instructions: built by entry id and modifier values ---- */
static int roundtrip_ok(const IrStmt *s, int *n)
{
	int ok = 1;
	for (; s; s = s->next) {
		if (s->k == S_INSTR) {
			Buf sp = {0};
			IsaMatch m;
			isa_spell(&s->in.m, &sp);
			/* the spelling names the entry the compiler chose (the first of that spelling) */
			if (!isa_match(buf_str(&sp), &m, NULL) || m.e != s->in.m.e ||
			    memcmp(m.alt, s->in.m.alt, (size_t)m.e->nslot)) {
				fprintf(stderr, "generated %s is entry %s, its spelling names %s\n", buf_str(&sp),
				        s->in.m.e->idname, m.e ? m.e->idname : "none");
				ok = 0;
			}
			buf_free(&sp);
			++*n;
		}
		ok &= roundtrip_ok(s->body, n) & roundtrip_ok(s->els, n);
	}
	return ok;
}

static void test_generated(void)
{
	static const char *const tys[] = {"u16", "u32", "u64", "s16", "s32", "s64", "b16", "b32", "b64", "f16",
	                                  "bf16", "f32", "f64", "f16x2", "bf16x2"};
	Buf src = {0};
	buf_puts(&src, "kernel k(p: global u32*, q: global f32*) block(32) {\n  pred c = tid.x < 3;\n");
	for (size_t i = 0; i < sizeof tys / sizeof tys[0]; i++) {
		const char *t = tys[i];
		int fl = t[0] == 'f' || t[1] == 'f', bits = t[0] == 'b' && t[1] != 'f';
		buf_printf(&src, "  { %s a = (%s)tid.x, b = (%s)2; %s d = c ? a : b;\n", t, t, t, t);
		if (!bits)
			buf_puts(&src, "    d = a + b; d = a - d; d = d * b;\n");
		if (!bits && (t[1] != 'f' || t[2] == '1') && !strchr(t, 'x'))
			buf_puts(&src, "    d = min(a, d); d = max(d, b);\n");
		if (!fl)
			buf_puts(&src, "    d = d & a; d = d | b; d = d ^ a; d = ~d; d = d << 3; d = d >> 1;\n");
		if (!fl && !bits)
			buf_puts(&src, "    d = d / b; d = d % b;\n");
		if (!strchr(t, 'x') && !bits)
			buf_puts(&src, "    pred e = d < a; e = d != b; u32 w = (u32)d; f32 g = (f32)d; f64 h = (f64)d;\n");
		buf_puts(&src, "    pred z = (pred)d;");
		if (fl)
			buf_puts(&src, " z = !z;");
		else
			buf_printf(&src, " d = (%s)z;", t);
		buf_puts(&src, " st.global.u32 [p], (u32)tid.x; }\n");
	}
	buf_puts(&src, "  f32 x = 1.5; x = x / 3.0; f32 y = -x; st.global.f32 [q + 1], y;\n}\n");
	Res r = compile(buf_str(&src));
	CHECK(r.m != NULL);
	if (!r.m)
		fprintf(stderr, "%s\n%s", buf_str(&src), buf_str(&r.diag));
	int n = 0;
	for (int i = 0; r.m && i < r.m->nkernels; i++)
		CHECK(roundtrip_ok(r.m->kernels[i]->body, &n));
	CHECK(n > 300);
	done(&r);
	buf_free(&src);
	/* isa_make: values in spelling order, literals included; nothing else fits */
	IsaMatch m;
	CHECK(isa_make(I_mul_int, (const char *const[]){"mode", "lo", "t", "u32", NULL}, &m));
	CHECK_STR(isa_slot_value(&m, "t"), "u32");
	CHECK(isa_make(I_add_f32, (const char *const[]){"rnd", "rn", "t", "f32", NULL}, &m));
	CHECK(isa_slot_value(&m, "ftz") == NULL);
	CHECK(!isa_make(I_add_f32, (const char *const[]){"rnd", "rn", "t", "f64", NULL}, &m));
	CHECK(!isa_make(I_add_f32, (const char *const[]){"t", "f32", "rnd", "rn", NULL}, &m));   /* out of order */
	CHECK(!isa_make(I_mul_int, (const char *const[]){"t", "u32", NULL}, &m));               /* .mode is required */
	CHECK(!isa_make(I_mul_int, (const char *const[]){"mode", "lo", "t", "f32", NULL}, &m));
	CHECK(!isa_make(I_cvta_to, (const char *const[]){"ss", "global", "t", "u64", NULL}, &m));  /* literal .to missing */
	CHECK(isa_make(I_cvta_to, (const char *const[]){"to", "to", "ss", "global", "t", "u64", NULL}, &m));
	CHECK(isa_make(I_exit, (const char *const[]){NULL}, &m));
}

int main(void)
{
	test_generated();
	test_limits();
	test_language();
	test_deep_inputs();
	test_bad_files();
	test_constants();
	test_targets();
	return TEST_DONE();
}
