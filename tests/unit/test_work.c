/* Workloads: RNG bits (expected values computed from the documented
 * algorithm with an independent big-integer implementation), dtype
 * encode/decode, parsing with line:col errors, expressions, instances,
 * comparison (tolerances, NaN, unwritten, mismatch indices), launch dims. */
#include "test.h"
#include "work/work.h"
#include "util/json.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static Workload *parse(const char *text, Diags *d)
{
	return work_parse("t/w.json", text, strlen(text), d);
}

/* First error message as "line:col: msg". */
static char errbuf[1024];
static const char *first_err(Diags *d)
{
	for (int i = 0; i < d->n; i++)
		if (d->v[i].level == DIAG_ERROR) {
			snprintf(errbuf, sizeof errbuf, "%d:%d: %s", d->v[i].loc.line, d->v[i].loc.col, d->v[i].msg);
			return errbuf;
		}
	return "";
}

/* A test's workload: parsed from text and, with inst, case 0 instantiated.
 * fix_open returns 0 when that worked (fix_close frees it); otherwise the
 * CHECKs fail, the first error is printed, all is freed and it returns -1. */
typedef struct {
	Diags d;
	Workload *w;
	WorkInst *wi;
} Fix;

static void fix_close(Fix *f)
{
	work_inst_free(f->wi);
	work_free(f->w);
	diags_free(&f->d);
}

static int fix_open(Fix *f, const char *text, int inst)
{
	diags_init(&f->d);
	f->wi = NULL;
	f->w = parse(text, &f->d);
	CHECK(f->w != NULL);
	if (f->w && inst) {
		f->wi = work_inst_new(f->w, 0, &f->d);
		CHECK(f->wi != NULL);
	}
	if (f->w && (!inst || f->wi))
		return 0;
	fprintf(stderr, "%s\n", first_err(&f->d));
	fix_close(f);
	return -1;
}

/* The first error of workload `base` with the first occurrence of `from`
 * replaced by `to`, as "line:col: msg".  inst = 0: of the parse alone
 * ("(parsed)" when it parsed); inst = 1: of the parse and, when it parsed,
 * the instantiation of case 0 ("(no error)" when both worked). */
static const char *err_of(const char *base, const char *from, const char *to, int inst)
{
	static char text[4096], msg[1024];
	const char *p = strstr(base, from);
	if (!p)
		return "(pattern not found)";
	snprintf(text, sizeof text, "%.*s%s%s", (int)(p - base), base, to, p + strlen(from));
	Diags d;
	diags_init(&d);
	Workload *w = parse(text, &d);
	if (w && inst)
		work_inst_free(work_inst_new(w, 0, &d));
	snprintf(msg, sizeof msg, "%s", w && !inst ? "(parsed)" : d.nerr ? first_err(&d) : "(no error)");
	work_free(w);
	diags_free(&d);
	return msg;
}

static const char *VADD =
	"{\n"
	"  \"version\": 1,\n"
	"  \"kernel\": \"vadd.kiln\",\n"
	"  \"args\": [\n"
	"    {\"name\": \"a\", \"kind\": \"tensor\", \"dtype\": \"f32\", \"shape\": [\"n\"], \"init\": \"uniform(-1, 1)\"},\n"
	"    {\"name\": \"b\", \"kind\": \"tensor\", \"dtype\": \"f32\", \"shape\": [\"n\"], \"init\": {\"dist\": \"arange\", \"start\": 1, \"step\": 0.5}},\n"
	"    {\"name\": \"out\", \"kind\": \"tensor\", \"dtype\": \"f32\", \"shape\": [\"n\"], \"output\": true},\n"
	"    {\"name\": \"n\", \"kind\": \"scalar\", \"value\": \"n\"}\n"
	"  ],\n"
	"  \"cases\": [{\"name\": \"small\", \"vars\": {\"n\": 10}}, {\"name\": \"big\", \"vars\": {\"n\": \"2*1000\"}, \"bench\": true}],\n"
	"  \"reference\": \"vadd\",\n"
	"  \"tolerance\": {\"rtol\": 1e-6, \"atol\": 1e-7, \"nrmse\": 1e-6},\n"
	"  \"flops\": \"n\", \"bytes\": \"12 * n\"\n"
	"}\n";

static void test_rng(void)
{
	CHECK_HEX(work_rng(0, 0, 0), 0x46b73e79f0c37c00ull);
	CHECK_HEX(work_rng(0, 0, 1), 0x374327c63d0cc8a6ull);
	CHECK_HEX(work_rng(42, 3, 1000), 0x1615ac13bf489eabull);
	CHECK_HEX(work_rng(7, 1, 123456789), 0xc38acda1e57c2566ull);
	WInit u = {WI_UNIFORM, -1, 1, 0};
	CHECK_HEX(dtype_encode(DT_F32, work_init_value(&u, 0, 0)), 0xbee52306);
	CHECK_HEX(dtype_encode(DT_F32, work_init_value(&u, 0, 1)), 0xbf1179b0);
	CHECK_HEX(dtype_encode(DT_F32, work_init_value(&u, 0, 2)), 0x3f4219f1);
	CHECK_HEX(dtype_encode(DT_F16, work_init_value(&u, 0, 0)), 0xb729);
	CHECK_HEX(dtype_encode(DT_F16, work_init_value(&u, 0, 1)), 0xb88c);
	CHECK_HEX(dtype_encode(DT_F16, work_init_value(&u, 0, 2)), 0x3a11);
	CHECK(work_init_value(&u, 0, 0) == -0.44753283544421074);
	WInit u4 = {WI_UNIFORM, -4, 4, 5};
	CHECK_HEX(dtype_encode(DT_BF16, work_init_value(&u4, 2, 0)), 0xbeff);
	CHECK_HEX(dtype_encode(DT_BF16, work_init_value(&u4, 2, 1)), 0xc056);
	CHECK_HEX(dtype_encode(DT_BF16, work_init_value(&u4, 2, 2)), 0xc069);
	CHECK_HEX(dtype_encode(DT_E4M3, work_init_value(&u4, 2, 0)), 0xb0);
	CHECK_HEX(dtype_encode(DT_E4M3, work_init_value(&u4, 2, 1)), 0xc5);
	CHECK_HEX(dtype_encode(DT_E4M3, work_init_value(&u4, 2, 2)), 0xc7);
	WInit nrm = {WI_NORMAL, 0, 1, 1};
	CHECK_HEX(dtype_encode(DT_F32, work_init_value(&nrm, 0, 0)), 0xbf141c2a);
	CHECK_HEX(dtype_encode(DT_F32, work_init_value(&nrm, 0, 1)), 0x3ff50385);
	CHECK(work_init_value(&nrm, 0, 1) == 1.9141698889434338);
	WInit ri = {WI_RANDINT, -5, 5, 9};
	CHECK(work_init_value(&ri, 4, 0) == -4);
	CHECK(work_init_value(&ri, 4, 1) == 0);
	CHECK(work_init_value(&ri, 4, 2) == 5);
	WInit ar = {WI_ARANGE, 3, 0.5, 0};
	CHECK(work_init_value(&ar, 0, 4) == 5.0);
	WInit cst = {WI_CONST, 2.5, 0, 0};
	CHECK(work_init_value(&cst, 9, 77) == 2.5);
	/* normal statistics: mean ~0, variance ~1 over 20000 draws */
	double s = 0, s2 = 0;
	for (int i = 0; i < 20000; i++) {
		double x = work_init_value(&nrm, 3, i);
		s += x;
		s2 += x * x;
	}
	CHECK(fabs(s / 20000) < 0.03);
	CHECK(fabs(s2 / 20000 - 1) < 0.05);
}

static void test_dtype(void)
{
	CHECK_EQ(dtype_from_name("bf16"), DT_BF16);
	CHECK_EQ(dtype_from_name("int32"), DT_S32);
	CHECK_EQ(dtype_from_name("f8"), DT_NONE);
	CHECK_STR(dtype_name(DT_E5M2), "e5m2");
	CHECK_EQ(dtype_bytes(DT_F64), 8);
	CHECK_EQ(dtype_bytes(DT_E4M3), 1);
	/* round to nearest even at a tie: 1 + 2^-8 is halfway between bf16 1.0 and 1+2^-7 */
	CHECK_HEX(dtype_encode(DT_BF16, 1.0 + 0x1p-8), 0x3f80);
	CHECK_HEX(dtype_encode(DT_BF16, 1.0 + 3 * 0x1p-8), 0x3f82);
	CHECK_HEX(dtype_encode(DT_F16, 65520.0), 0x7c00);          /* overflows to Inf */
	CHECK_HEX(dtype_encode(DT_E4M3, 1000.0), 0x7e);            /* saturates to 448 */
	CHECK_HEX(dtype_encode(DT_E5M2, -1e9), 0xfb);              /* -57344 */
	CHECK_HEX(dtype_encode(DT_F32, NAN), 0x7fffffff);
	CHECK_HEX(dtype_encode(DT_S8, -200.0), 0x80);
	CHECK_HEX(dtype_encode(DT_U8, 300.0), 0xff);
	CHECK_HEX(dtype_encode(DT_S32, 2.5), 2);                   /* ties to even */
	CHECK_HEX(dtype_encode(DT_S32, -3.5), 0xfffffffc);
	CHECK_HEX(dtype_encode(DT_U64, 1e30), 0xffffffffffffffffull);
	CHECK_HEX(dtype_encode(DT_S64, -1e30), 0x8000000000000000ull);
	CHECK(dtype_decode(DT_BF16, 0xc056) == -3.34375);
	CHECK(dtype_decode(DT_E4M3, 0x7e) == 448.0);
	CHECK(dtype_decode(DT_E4M3, 0x01) == 0x1p-9);               /* smallest subnormal */
	CHECK(isnan(dtype_decode(DT_E4M3, 0x7f)));
	CHECK(isinf(dtype_decode(DT_E5M2, 0x7c)));
	CHECK(dtype_decode(DT_S16, 0xffff) == -1);
	CHECK(dtype_decode(DT_U16, 0xffff) == 65535);
	CHECK(dtype_decode(DT_F16, 0x0001) == 0x1p-24);
	unsigned char buf[16] = {0};
	dtype_store(DT_U32, buf, 1, 0x11223344);
	CHECK_EQ(buf[4], 0x44);
	CHECK_EQ(buf[7], 0x11);
	CHECK_HEX(dtype_load(DT_U32, buf, 1), 0x11223344);
	CHECK_HEX(dtype_load(DT_U16, buf, 3), 0x1122);
}

static int64_t ev(const char *s, int *fl, char *err)
{
	Arena *a = arena_new();
	Diags d;
	diags_init(&d);
	const char *names[] = {"n", "BM"};
	int64_t vals[] = {1000, 128};
	WEnv env = {2, names, vals};
	WExpr *e = wexpr_parse(a, s, (Loc){"x", 1, 1}, &d);
	int64_t r = -999;
	WVal v;
	if (!e)
		snprintf(err, 256, "%s", d.n ? d.v[0].msg : "?");
	else if (wexpr_eval(e, &env, &v, err, 256))
		r = -998;
	else {
		*fl = v.is_float;
		r = v.is_float ? (int64_t)(v.f * 1000) : v.i;
	}
	diags_free(&d);
	arena_free(a);
	return r;
}

static void test_expr(void)
{
	char err[256] = "";
	int fl = 0;
	CHECK_EQ(ev("ceil_div(n, BM)", &fl, err), 8);
	CHECK_EQ(fl, 0);
	CHECK_EQ(ev("2 * n * (n - 1) / 3 % 7", &fl, err), (2 * 1000 * 999 / 3) % 7);
	CHECK_EQ(ev("-n + max(3, min(BM, 5))", &fl, err), -995);
	CHECK_EQ(ev("7 / 2", &fl, err), 3);
	CHECK_EQ(ev("-7 / 2", &fl, err), -3);
	CHECK_EQ(ev("1 / sqrt(64.0)", &fl, err), 125);   /* 0.125 * 1000 */
	CHECK_EQ(fl, 1);
	CHECK_EQ(ev("pow(2, 40)", &fl, err), 1099511627776ll);
	CHECK_EQ(ev("0x10 + 1", &fl, err), 17);
	/* errors: of evaluation (-998) or of parsing (-999), with the message */
	static const struct {
		const char *e;
		int64_t r;
		const char *err;
	} bad[] = {
		{"n / (BM - 128)", -998, "division by zero"},
		{"m + 1", -998, "unknown variable 'm'"},
		{"n +", -999, "expression expected"},
		{"foo(3)", -999, "unknown function"},
		{"min(3)", -999, "2 arguments"},
		{"(n", -999, "expected ')'"},
		{"n n", -999, "unexpected text"},
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		err[0] = 0;
		CHECK_EQ(ev(bad[i].e, &fl, err), bad[i].r);
		CHECK_CONTAINS(err, bad[i].err);
	}
}

static void test_parse_good(void)
{
	Fix f;
	if (fix_open(&f, VADD, 0))
		return;
	Workload *w = f.w;
	CHECK_STR(w->kernel, "t/vadd.kiln");
	CHECK_EQ(w->nargs, 4);
	CHECK_EQ(w->nparams, 4);
	CHECK_EQ(w->args[1].init.kind, WI_ARANGE);
	CHECK(w->args[1].init.b == 0.5);
	CHECK_EQ(w->args[2].output, 1);
	CHECK_EQ(w->args[3].kind, WA_SCALAR);
	CHECK_EQ(w->ncases, 2);
	CHECK_EQ(w->cases[1].val[0], 2000);
	CHECK_EQ(work_case_index(w, NULL, WORK_FOR_SIM), 0);
	CHECK_EQ(work_case_index(w, NULL, WORK_FOR_BENCH), 1);
	CHECK_EQ(work_case_index(w, "big", WORK_FOR_SIM), 1);
	CHECK_EQ(work_case_index(w, "nope", WORK_FOR_SIM), -1);
	CHECK(w->tol.rtol == 1e-6 && w->tol.nrmse == 1e-6 && !w->tol.exact);

	WorkInst *wi = f.wi = work_inst_new(w, 0, &f.d);
	CHECK(wi != NULL);
	if (wi) {
		CHECK_EQ(wi->args[0].numel, 10);
		CHECK_EQ(wi->args[0].bytes, 40);
		CHECK_HEX(dtype_load(DT_F32, wi->args[0].data, 0), 0xbee52306);   /* stream 0, seed 0 */
		CHECK_HEX(dtype_load(DT_F32, wi->args[1].data, 3), 0x40200000);   /* 1 + 3*0.5 = 2.5 */
		CHECK_HEX(dtype_load(DT_F32, wi->args[2].data, 9), 0xffffffff);   /* poisoned */
		CHECK(wi->flops == 10 && wi->bytes == 120);
		CHECK_EQ(wi->args[3].sval.i, 10);
		char err[256] = "";
		CHECK_EQ(work_reference(wi, err, sizeof err), 0);
		CHECK(wi->args[2].ref[3] == dtype_decode(DT_F32, dtype_load(DT_F32, wi->args[0].data, 3)) + 2.5);

		/* unwritten outputs fail */
		WorkCmp c;
		CHECK_EQ(work_compare(wi, &c), 0);
		CHECK_EQ(c.out[0].unwritten, 10);
		CHECK_EQ(c.out[0].mismatches, 10);
		CHECK_EQ(c.out[0].nan_bad, 10);
		work_cmp_free(&c);

		/* written only (--ctas): elements still poisoned are not compared */
		dtype_store(DT_F32, wi->args[2].data, 2, dtype_encode(DT_F32, wi->args[2].ref[2]));
		dtype_store(DT_F32, wi->args[2].data, 5, dtype_encode(DT_F32, wi->args[2].ref[5] + 1));
		CHECK_EQ(work_compare_written(wi, &c), 0);
		CHECK_EQ(c.out[0].checked, 2);
		CHECK_EQ(c.out[0].unwritten, 8);
		CHECK_EQ(c.out[0].mismatches, 1);
		CHECK_EQ(c.out[0].first[0].index, 5);
		work_cmp_free(&c);
		dtype_store(DT_F32, wi->args[2].data, 5, dtype_encode(DT_F32, wi->args[2].ref[5]));
		CHECK_EQ(work_compare_written(wi, &c), 1);
		{
			Buf t = {0};
			work_cmp_text(&c, &t);
			CHECK_CONTAINS(buf_str(&t), "(--ctas: 2 written elements of 10 compared; 8 unwritten, not compared) PASS out");
			buf_free(&t);
		}
		work_cmp_free(&c);

		/* a correct f32 result passes */
		for (int i = 0; i < 10; i++)
			dtype_store(DT_F32, wi->args[2].data, i, dtype_encode(DT_F32, wi->args[2].ref[i]));
		CHECK_EQ(work_compare(wi, &c), 1);
		CHECK_EQ(c.out[0].mismatches, 0);
		CHECK(c.out[0].nrmse < 1e-7);
		work_cmp_free(&c);

		/* one element off: index reported with got/expected */
		dtype_store(DT_F32, wi->args[2].data, 7, dtype_encode(DT_F32, wi->args[2].ref[7] + 0.25));
		CHECK_EQ(work_compare(wi, &c), 0);
		CHECK_EQ(c.out[0].mismatches, 1);
		CHECK_EQ(c.out[0].nshow, 1);
		CHECK_EQ(c.out[0].first[0].index, 7);
		CHECK(fabs(c.out[0].max_abs - 0.25) < 1e-6);
		Buf b = {0};
		JsonW jw;
		jw_init(&jw, &b, 0);
		work_cmp_json(&c, &jw);
		CHECK_CONTAINS(buf_str(&b), "\"index\":7,\"coord\":[7]");
		CHECK_CONTAINS(buf_str(&b), "\"pass\":false");
		buf_free(&b);
		work_cmp_text(&c, &b);
		CHECK_CONTAINS(buf_str(&b), "FAIL out (f32, 10 elements): 1 mismatches");
		buf_free(&b);
		work_cmp_free(&c);

		/* NaN where the reference is finite never passes */
		dtype_store(DT_F32, wi->args[2].data, 7, 0x7fc00000);
		CHECK_EQ(work_compare(wi, &c), 0);
		CHECK_EQ(c.out[0].nan_bad, 1);
		CHECK_EQ(c.out[0].unwritten, 0);
		CHECK(isinf(c.out[0].nrmse));
		work_cmp_free(&c);
		/* NaN reference: NaN passes, a number does not */
		wi->args[2].ref[7] = NAN;
		CHECK_EQ(work_compare(wi, &c), 1);
		work_cmp_free(&c);
		dtype_store(DT_F32, wi->args[2].data, 7, 0x3f800000);
		CHECK_EQ(work_compare(wi, &c), 0);
		CHECK_EQ(c.out[0].mismatches, 1);
		work_cmp_free(&c);
		/* rtol: within 1e-6 relative passes, nrmse bound checked separately */
		work_reference(wi, err, sizeof err);
		for (int i = 0; i < 10; i++)
			dtype_store(DT_F32, wi->args[2].data, i, dtype_encode(DT_F32, wi->args[2].ref[i] * (1 + 5e-7)));
		CHECK_EQ(work_compare(wi, &c), 1);
		work_cmp_free(&c);
		((Workload *)w)->tol.nrmse = 1e-8;
		CHECK_EQ(work_compare(wi, &c), 0);
		CHECK_EQ(c.out[0].mismatches, 0);
		work_cmp_free(&c);
		((Workload *)w)->tol.nrmse = 1e-6;
		for (int i = 0; i < 10; i++)
			dtype_store(DT_F32, wi->args[2].data, i, dtype_encode(DT_F32, wi->args[2].ref[i] * (1 + 4e-6)));
		CHECK_EQ(work_compare(wi, &c), 0);
		CHECK_EQ(c.out[0].mismatches, 10);
		work_cmp_free(&c);
		/* exact: bits must equal the rounded reference */
		((Workload *)w)->tol.exact = 1;
		CHECK_EQ(work_compare(wi, &c), 0);
		work_cmp_free(&c);
		for (int i = 0; i < 10; i++)
			dtype_store(DT_F32, wi->args[2].data, i, dtype_encode(DT_F32, wi->args[2].ref[i]));
		CHECK_EQ(work_compare(wi, &c), 1);
		work_cmp_free(&c);
		work_poison(wi);
		CHECK_HEX(dtype_load(DT_F32, wi->args[2].data, 0), 0xffffffff);
	}
	fix_close(&f);
}

/* The parse error of VADD with `from` replaced by `to` */
static const char *bad(const char *from, const char *to) { return err_of(VADD, from, to, 0); }

static void test_parse_bad(void)
{
	CHECK_STR(bad("\"version\": 1", "\"version\": 2"), "2:14: unsupported workload version (this Kiln reads version 1)");
	CHECK_STR(bad("\"dtype\": \"f32\", \"shape\": [\"n\"], \"init\": \"uniform",
		"\"dtype\": \"f31\", \"shape\": [\"n\"], \"init\": \"uniform"),
		"5:46: unknown dtype 'f31' (f32 f64 f16 bf16 e4m3 e5m2 u8 s8 u16 s16 u32 s32 u64 s64)");
	CHECK_STR(bad("\"uniform(-1, 1)\"", "\"uniform(-1 1)\""), "5:77: init 'uniform(-1 1)': expected ',' or ')' at offset 11");
	CHECK_STR(bad("\"uniform(-1, 1)\"", "\"gauss(0, 1)\""),
		"5:77: unknown init 'gauss' (uniform(lo,hi), normal(mean,std), arange(start,step), const(v), randint(lo,hi))");
	CHECK_STR(bad("\"uniform(-1, 1)\"", "\"uniform(1, -1)\""), "5:77: init 'uniform(1, -1)': uniform needs lo <= hi");
	CHECK_STR(bad("\"shape\": [\"n\"], \"init\": \"uniform", "\"shape\": [\"n *\"], \"init\": \"uniform"),
		"5:67: expression expected");
	CHECK_STR(bad("\"shape\": [\"n\"], \"init\": \"uniform", "\"shape\": [\"q\"], \"init\": \"uniform"),
		"5:64: case 'small': unknown variable 'q'");
	CHECK_STR(bad("\"step\": 0.5", "\"stride\": 0.5"), "6:118: unknown key 'stride' for distribution arange (start, step, seed)");
	CHECK_STR(bad("\"kind\": \"scalar\"", "\"kind\": \"scalr\""), "8:27: unknown argument kind 'scalr' (tensor, tmap, scalar)");
	CHECK_CONTAINS(bad("\"reference\": \"vadd\"", "\"reference\": \"vsub\""), "11:16: unknown reference 'vsub' (registered: vadd ");
	CHECK_STR(bad("\"rtol\": 1e-6", "\"rtol\": -1"), "12:25: \"rtol\" must be a non-negative number");
	CHECK_STR(bad("\"flops\"", "\"flop\""), "13:11: unknown key 'flop' in the workload");
	CHECK_STR(bad("\"output\": true", "\"output\": false, \"init\": \"const(0)\""), "4:11: no output tensor (mark one with \"output\": true)");
	CHECK_STR(bad("\"output\": true", "\"output\": true, \"scratch\": true"), "7:98: tensor 'out': an output cannot be \"scratch\"");
	CHECK_STR(bad("\"init\": \"uniform(-1, 1)\"", "\"init\": \"uniform(-1, 1)\", \"scratch\": 1"), "5:106: \"scratch\" must be true or false");
	CHECK_STR(bad("\"n\": 10}", "\"n\": 0}"), "5:64: case 'small': tensor 'a' dimension 0 is 0 (must be >= 1)");
	CHECK_STR(bad("\"n\": 10}", "\"n\": 1.5}"), "10:45: case 'small': variable 'n' must be an integer");
	CHECK_STR(bad("{\"name\": \"big\"", "{\"name\": \"small\""), "10:60: duplicate case name 'small'");
	CHECK_STR(bad("\"kernel\": \"vadd.kiln\",\n", ""), "1:1: workload: missing \"kernel\"");
	CHECK_STR(bad("\"cases\": [", "\"cases\": [,"), "10:13: invalid JSON: unexpected character ','");
	CHECK_STR(bad("\"kernel\": \"vadd.kiln\"", "\"kernel\": \"vadd.ptx\""), "3:13: a .ptx kernel needs a \"launch\" block (grid, block, smem)");
	/* missing file */
	Diags d;
	diags_init(&d);
	CHECK(work_load("/nonexistent/w.json", &d) == NULL);
	CHECK_CONTAINS(first_err(&d), "cannot open the workload file: No such file");
	CHECK_STR(d.n ? d.v[0].loc.file : NULL, "/nonexistent/w.json");
	diags_free(&d);
}

static const char *TMAP =
	"{\"version\": 1, \"kernel\": \"k.kiln\", \"params\": {\"BM\": 64, \"BK\": 64},\n"
	" \"args\": [\n"
	"  {\"name\": \"a\", \"kind\": \"tensor\", \"dtype\": \"bf16\", \"shape\": [\"m\", \"k\"], \"init\": \"normal(0, 1)\", \"seed\": 3, \"param\": false},\n"
	"  {\"name\": \"ta\", \"kind\": \"tmap\", \"tensor\": \"a\", \"box\": [\"BK\", \"BM\"], \"swizzle\": \"128B\"},\n"
	"  {\"name\": \"c\", \"kind\": \"tensor\", \"dtype\": \"f32\", \"shape\": [\"m\"], \"output\": true},\n"
	"  {\"name\": \"m\", \"kind\": \"scalar\", \"value\": \"m\"},\n"
	"  {\"name\": \"s\", \"kind\": \"scalar\", \"dtype\": \"f32\", \"value\": \"1 / sqrt(k)\"}\n"
	" ],\n"
	" \"cases\": [{\"name\": \"s\", \"vars\": {\"m\": 128, \"k\": 256}}],\n"
	" \"reference\": \"row_sum\"}\n";

static void test_tmap_and_launch(void)
{
	Fix f;
	if (fix_open(&f, TMAP, 1))
		return;
	Workload *w = f.w;
	WorkInst *wi = f.wi;
	Diags *d = &f.d;
	CHECK_EQ(w->nparams, 4);
	CHECK_EQ(w->params[0], 1);
	CHECK_STR(w->defines[0], "BM=64");
	CHECK(w->tol.nrmse < 0 && !w->tol.exact);
	const LayTensorMap *m = &wi->args[1].tmap;
	CHECK_EQ(m->rank, 2);
	CHECK_EQ(m->dims[0], 256);
	CHECK_EQ(m->dims[1], 128);
	CHECK_EQ(m->strides[0], 512);
	CHECK_EQ(m->box[0], 64);
	CHECK_EQ(m->box[1], 64);
	CHECK_EQ(m->swizzle, LAY_SW_128B);
	CHECK_EQ(m->dtype, LAY_DT_BF16);
	CHECK_EQ(m->estride[1], 1);
	CHECK(wi->args[4].sval.is_float && wi->args[4].sval.f == 0.0625);
	CHECK_HEX(wi->args[4].sbits, 0x3d800000);
	/* a bf16 normal(0,1) with seed 3: bits equal the documented formula */
	WInit nrm = {WI_NORMAL, 0, 1, 3};
	CHECK_HEX(dtype_load(DT_BF16, wi->args[0].data, 5), dtype_encode(DT_BF16, work_init_value(&nrm, 0, 5)));

	/* a kernel: (ta: tensormap, c: global f32*, m: u32, s: f32), grid(ceil_div(m, 64), 2) block(128) cluster(2,1,1) */
	IrParam ps[4] = {
		{"ta", PK_TMAP, TY_NONE, SPACE_PARAM, -1, {0}},
		{"c", PK_PTR, TY_F32, SPACE_GLOBAL, 0, {0}},
		{"m", PK_SCALAR, TY_U32, SPACE_PARAM, 1, {0}},
		{"s", PK_SCALAR, TY_F32, SPACE_PARAM, 2, {0}},
	};
	LExpr pm = {'p', 0, 2, NULL, NULL}, c64 = {'c', 64, 0, NULL, NULL}, c2 = {'c', 2, 0, NULL, NULL};
	LExpr gx = {'d', 0, 0, &pm, &c64};
	IrKernel k;
	memset(&k, 0, sizeof k);
	k.name = "kk";
	k.params = ps;
	k.nparams = 4;
	k.grid[0] = &gx;
	k.grid[1] = &c2;
	k.block_const[0] = 128;
	k.block_const[1] = k.block_const[2] = 1;
	k.cluster_const[0] = 2;
	k.cluster_const[1] = k.cluster_const[2] = 1;
	k.smem_bytes = 99328;
	CHECK_EQ(work_bind_kernel(wi, &k, d), 0);
	CHECK_EQ(wi->args[3].sdtype, DT_U32);
	CHECK_HEX(wi->args[3].sbits, 128);
	WLaunch l;
	char err[256] = "";
	CHECK_EQ(work_launch_dims(wi, &k, &l, err, sizeof err), 0);
	CHECK_EQ(l.grid[0], 2);
	CHECK_EQ(l.grid[1], 2);
	CHECK_EQ(l.grid[2], 1);
	CHECK_EQ(l.block[0], 128);
	CHECK_EQ(l.cluster[0], 2);
	CHECK_EQ(l.smem, 99328);
	/* division by zero in a grid expression */
	LExpr z = {'c', 0, 0, NULL, NULL};
	LExpr gz = {'/', 0, 0, &pm, &z};
	k.grid[1] = &gz;
	CHECK_EQ(work_launch_dims(wi, &k, &l, err, sizeof err), -1);
	CHECK_CONTAINS(err, "divides by zero");
	k.grid[1] = &c2;
	k.block_const[0] = 2048;
	CHECK_EQ(work_launch_dims(wi, &k, &l, err, sizeof err), -1);
	CHECK_CONTAINS(err, "block dimension x = 2048 is out of range");
	k.block_const[0] = 128;
	/* kind mismatch: scalar given where the kernel wants a pointer */
	ps[2].kind = PK_PTR;
	d->nerr = 0;
	CHECK_EQ(work_bind_kernel(wi, &k, d), -1);
	CHECK_CONTAINS(first_err(d), "argument 'm' is a scalar, kernel parameter 2 'm' is a pointer");
	ps[2].kind = PK_SCALAR;
	k.nparams = 3;
	CHECK_EQ(work_bind_kernel(wi, &k, d), -1);
	fix_close(&f);

	/* a box beyond 256 is an error at the box entry */
	CHECK_STR(err_of(TMAP, "\"BM\": 64", "\"BM\": 512", 0), "4:64: case 's': tensor map 'ta' box[1] = 512 (must be 1..256)");
}

/* im2col tensor maps (cuTensorMapEncodeIm2col fields, docs/workloads.md) */
static const char *I2C =
	"{\"version\": 1, \"kernel\": \"k.kiln\",\n"
	" \"args\": [\n"
	"  {\"name\": \"x\", \"kind\": \"tensor\", \"dtype\": \"bf16\", \"shape\": [2, 9, 14, 64], \"init\": \"arange\", \"param\": false},\n"
	"  {\"name\": \"xi\", \"kind\": \"tmap\", \"tensor\": \"x\", \"mode\": \"im2col\", \"pixel_box_lower\": [-1, -2],\n"
	"   \"pixel_box_upper\": [-1, 3], \"channels_per_pixel\": \"C\", \"pixels_per_column\": 64, \"swizzle\": \"128B\"},\n"
	"  {\"name\": \"c\", \"kind\": \"tensor\", \"dtype\": \"f32\", \"shape\": [4], \"output\": true}\n"
	" ],\n"
	" \"cases\": [{\"name\": \"s\", \"vars\": {\"C\": 64}}],\n"
	" \"reference\": \"row_sum\"}\n";

static const char *i2c_err(const char *from, const char *to) { return err_of(I2C, from, to, 1); }

static void test_im2col_map(void)
{
	Fix f;
	if (fix_open(&f, I2C, 1))
		return;
	const LayTensorMap *m = &f.wi->args[1].tmap;
	CHECK_EQ(m->mode, LAY_MODE_IM2COL);
	CHECK_EQ(m->rank, 4);
	CHECK_EQ(m->dims[0], 64);
	CHECK_EQ(m->dims[1], 14);
	CHECK_EQ(m->dims[3], 2);
	CHECK_EQ(m->lower[0], -1);
	CHECK_EQ(m->lower[1], -2);
	CHECK_EQ(m->upper[1], 3);
	CHECK_EQ(m->cpp, 64);
	CHECK_EQ(m->ppc, 64);
	CHECK(lay_tensormap_check(m) == NULL);
	CHECK_EQ(lay_tensormap_box_bytes(m), 64 * 64 * 2);
	fix_close(&f);
	/* error paths, each at its location */
	CHECK_CONTAINS(i2c_err("\"pixels_per_column\": 64,", "\"box\": [8, 8, 8, 8], \"pixels_per_column\": 64,"),
		"im2col tensor map 'xi': no \"box\"");
	CHECK_CONTAINS(i2c_err("[-1, -2]", "[-1]"), "pixel_box_lower has 1 entries, the tensor has 2 spatial dimensions");
	CHECK_CONTAINS(i2c_err(", \"pixels_per_column\": 64", ""), "im2col tensor map 'xi': missing \"pixels_per_column\"");
	CHECK_CONTAINS(i2c_err("\"mode\": \"im2col\", ", ""), "tensor map 'xi': \"pixel_box_lower\" needs \"mode\": \"im2col\"");
	CHECK_CONTAINS(i2c_err("\"mode\": \"im2col\"", "\"mode\": \"im2row\""), "\"mode\"");
	CHECK_CONTAINS(i2c_err("[2, 9, 14, 64]", "[14, 64]"), "im2col needs 3..5: NWC, NHWC, NDHWC");
	CHECK_CONTAINS(i2c_err("\"C\": 64", "\"C\": 300"), "im2col tensor map 'xi': channels_per_pixel = 300 (must be 1..256)");
	CHECK_CONTAINS(i2c_err("\"C\": 64", "\"C\": 4"), "channelsPerPixel * element size must be a multiple of 16 bytes");
	CHECK_CONTAINS(i2c_err("[-1, 3]", "[-1, 200]"), "pixelBox corners must be in [-2^7, 2^7-1] for a 4D im2col map");
}

/* Only the chosen case is built: a 32 GiB bench case parses (its shapes are
 * checked) without allocating, and the small case instantiates alone. */
static void test_only_selected_case(void)
{
	const char *big =
		"{\"version\": 1, \"kernel\": \"vadd.kiln\", \"reference\": \"vadd\",\n"
		" \"args\": [{\"name\": \"a\", \"kind\": \"tensor\", \"dtype\": \"f32\", \"shape\": [\"n\"], \"init\": \"uniform(-1, 1)\"},\n"
		"  {\"name\": \"b\", \"kind\": \"tensor\", \"dtype\": \"f32\", \"shape\": [\"n\"], \"init\": \"uniform(-1, 1)\"},\n"
		"  {\"name\": \"out\", \"kind\": \"tensor\", \"dtype\": \"f32\", \"shape\": [\"n\"], \"output\": true},\n"
		"  {\"name\": \"n\", \"kind\": \"scalar\", \"value\": \"n\"}],\n"
		" \"cases\": [{\"name\": \"small\", \"vars\": {\"n\": 10}}, {\"name\": \"huge\", \"vars\": {\"n\": \"8*1024*1024*1024\"}}]}\n";
	Fix f;
	if (fix_open(&f, big, 1))
		return;
	CHECK_EQ(f.wi->args[0].numel, 10);
	fix_close(&f);
}

/* work_inst_shape then work_inst_fill (kiln run checks the driver between
 * them): shapes and scalars without data, then the same bytes as
 * work_inst_new, outputs poisoned; the 64 GiB case's shape costs nothing */
static void test_shape_then_fill(void)
{
	Fix f;
	if (fix_open(&f, VADD, 1))
		return;
	WorkInst *wi = work_inst_shape(f.w, 0, &f.d);
	CHECK(wi != NULL);
	if (!wi) {
		fix_close(&f);
		return;
	}
	CHECK_EQ(wi->args[0].numel, 10);
	CHECK_EQ(wi->args[0].bytes, 40);
	CHECK(wi->args[0].data == NULL && wi->args[2].data == NULL);
	CHECK_EQ(wi->args[3].sval.i, 10);
	CHECK_EQ(work_inst_fill(wi, &f.d), 0);
	for (int i = 0; i < 3; i++)
		CHECK(wi->args[i].data && !memcmp(wi->args[i].data, f.wi->args[i].data, wi->args[i].bytes));
	CHECK_HEX(((uint32_t *)wi->args[2].data)[0], 0xffffffffu);
	work_inst_free(wi);
	wi = work_inst_shape(f.w, 1, &f.d);
	CHECK(wi && wi->args[0].numel == 2000 && !wi->args[0].data);
	work_inst_free(wi);
	fix_close(&f);

	/* an input file whose shape is not the tensor's: the shape step passes,
	 * the fill step reports it at the "file" value */
	char np[64];
	snprintf(np, sizeof np, "/tmp/kiln_test_fill_%d.npy", (int)getpid());
	int64_t sh[1] = {3};
	float v3[3] = {1, 2, 3};
	char err[300], wf[1024], want[200];
	CHECK_EQ(npy_write(np, DT_F32, 1, sh, v3, err, sizeof err), 0);
	snprintf(wf, sizeof wf,
		"{\"version\": 1, \"kernel\": \"vadd.kiln\", \"reference\": \"vadd\",\n"
		" \"args\": [{\"name\": \"a\", \"kind\": \"tensor\", \"dtype\": \"f32\", \"shape\": [\"n\"], \"init\": {\"file\": \"%s\"}},\n"
		"  {\"name\": \"b\", \"kind\": \"tensor\", \"dtype\": \"f32\", \"shape\": [\"n\"], \"init\": \"uniform(-1, 1)\"},\n"
		"  {\"name\": \"out\", \"kind\": \"tensor\", \"dtype\": \"f32\", \"shape\": [\"n\"], \"output\": true},\n"
		"  {\"name\": \"n\", \"kind\": \"scalar\", \"value\": \"n\"}],\n"
		" \"cases\": [{\"name\": \"small\", \"vars\": {\"n\": 10}}]}\n", np);
	snprintf(want, sizeof want, "2:92: case 'small': tensor 'a' has shape (10), %s has shape (3)", np);
	if (fix_open(&f, wf, 0) == 0) {
		wi = work_inst_shape(f.w, 0, &f.d);
		CHECK(wi != NULL);
		if (wi) {
			CHECK_EQ(work_inst_fill(wi, &f.d), -1);
			CHECK_CONTAINS(first_err(&f.d), want);
		}
		work_inst_free(wi);
		fix_close(&f);
	}
	remove(np);
}

/* .npy files: a write read back; headers the reader must refuse, among them
 * one claiming far more data than the file holds (refused before any
 * allocation of that size) */
static void test_npy(void)
{
	const char *p = "/tmp/kiln_test_work.npy";
	int64_t shape[2] = {2, 3};
	float v[6] = {1, 2, 3, 4, 5, 6.5f};
	char err[300];
	CHECK_EQ(npy_write(p, DT_F32, 2, shape, v, err, sizeof err), 0);
	Npy n;
	CHECK_EQ(npy_read(p, &n, err, sizeof err), 0);
	CHECK(n.dtype == DT_F32 && n.ndim == 2 && n.shape[1] == 3 && n.numel == 6 && ((float *)n.data)[5] == 6.5f);
	npy_free(&n);
	static const struct {
		const char *head, *want;
	} bad[] = {
		{"{'descr': '<f8', 'fortran_order': False, 'shape': (1099511627776,), }", "truncated data (want 8796093022208 bytes, the file has 16"},
		{"{'descr': '<f4', 'fortran_order': False, 'shape': (5,), }", "truncated data (want 20 bytes, the file has 16"},
		{"{'descr': '>f4', 'fortran_order': False, 'shape': (4,), }", "big-endian"},
		{"{'descr': '<f4', 'fortran_order': True, 'shape': (4,), }", "Fortran-order"},
		{"{'descr': '<c8', 'fortran_order': False, 'shape': (2,), }", "unsupported dtype"},
		{"{'descr': '<f4', 'fortran_order': False, 'shape': (-1,), }", "bad shape"},
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		FILE *f = fopen(p, "wb");
		size_t hl = strlen(bad[i].head) + 1;
		unsigned char pre[10] = {0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0, (unsigned char)hl, 0};
		fwrite(pre, 1, 10, f);
		fputs(bad[i].head, f);
		fputc('\n', f);
		fwrite(v, 1, 16, f);        /* 16 bytes of data */
		fclose(f);
		CHECK_EQ(npy_read(p, &n, err, sizeof err), -1);
		CHECK_CONTAINS(err, bad[i].want);
	}
	remove(p);
}

int main(void)
{
	test_npy();
	test_only_selected_case();
	test_shape_then_fill();
	test_rng();
	test_dtype();
	test_expr();
	test_parse_good();
	test_parse_bad();
	test_tmap_and_launch();
	test_im2col_map();
	return TEST_DONE();
}
