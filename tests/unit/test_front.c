/* Front end, the behaviours of issue 11: constants of every float type
 * rounded once through the shared numerics, targets by feature, compile-time
 * resource limits, depth limits on generated giant and deep inputs, `return`
 * in a kernel, pointer views, "did you mean" and typed memory operands. */
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
	/* the case: a literal just above an f16 tie, exact in f64 but a tie in f32 */
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

int main(void)
{
	test_constants();
	return TEST_DONE();
}
