/* Simulator tests: small kernels in tests/sim/ (.kiln) compiled with the
 * front end and run on the simulator; every expected value is recomputed
 * here from the PTX ISA definition of the instruction (or hand-computed),
 * including the error paths (deadlock, out-of-bounds, misaligned,
 * unsupported, step limit) and schedule determinism. */
#include "test.h"
#include "sim/sim.h"
#include "work/simwork.h"
#include "sim/simops.h"
#include "num/fp.h"
#include "lang/lang.h"
#include "work/work.h"
#include "util/arena.h"
#include "kiln.h"
#include <stdlib.h>

#define BASE 0x10000000ull

static IrModule *mod;
static Diags dg;

static const IrKernel *compile(const char *path)
{
	ir_module_free(mod);
	diags_free(&dg);
	diags_init(&dg);
	LangInput in = {.path = path};
	mod = lang_compile(&in, &dg);
	if (!mod) {
		Buf b = {0};
		diags_render(&dg, &b);
		fprintf(stderr, "%s", buf_str(&b));
		buf_free(&b);
		return NULL;
	}
	return mod->kernels[0];
}

/* Runs kernel k with grid from its launch expressions over scalar args. */
static SimStatus run(const IrKernel *k, SimArg *args, SimBuffer *bufs, int nb, SimLaunch *extra, SimResult *r)
{
	SimLaunch l = extra ? *extra : (SimLaunch){0};
	int64_t sv[16] = {0};
	for (int i = 0; i < k->nparams && i < 16; i++)
		sv[i] = (int64_t)args[i].bits;
	for (int d = 0; d < 3; d++) {
		int64_t g = 1;
		if (k->grid[d] && lexpr_eval(k->grid[d], sv, &g))
			g = 1;
		if (!l.grid[d])
			l.grid[d] = (uint32_t)g;
	}
	l.kernel = k;
	l.args = args;
	l.nargs = k->nparams;
	l.bufs = bufs;
	l.nbufs = nb;
	if (!l.threads)
		l.threads = 1;
	return sim_run(&l, r);
}

static int line_of(const char *path, const char *needle)
{
	FILE *f = fopen(path, "r");
	char line[512];
	int n = 0;
	if (!f)
		return -1;
	while (fgets(line, sizeof line, f)) {
		n++;
		if (strstr(line, needle)) {
			fclose(f);
			return n;
		}
	}
	fclose(f);
	return -1;
}

static uint32_t ubits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }

static void test_alu(void)
{
	const IrKernel *k = compile("tests/sim/alu.kiln");
	CHECK(k != NULL);
	if (!k)
		return;
	static uint32_t out[32 * 32];
	static float fo[32 * 32];
	memset(out, 0xab, sizeof out);
	SimBuffer b[2] = {{BASE, out, sizeof out, "out"}, {BASE + 0x10000, fo, sizeof fo, "fo"}};
	SimArg a[2] = {{BASE, NULL}, {BASE + 0x10000, NULL}};
	SimResult r;
	CHECK_EQ(run(k, a, b, 2, NULL, &r), SIM_OK);
	if (r.status != SIM_OK)
		fprintf(stderr, "%s\n", r.message);
	int bad = 0;
	for (uint32_t t = 0; t < 32; t++) {
		int32_t s = (int32_t)t - 16;
		uint32_t x = t * 0x9E3779B9u;
		uint32_t *o = out + t * 32;
		int64_t wv = (int64_t)s * 0x40000001;
		uint32_t brev = 0;
		for (int i = 0; i < 32; i++)
			brev |= ((t >> i) & 1) << (31 - i);
		float f = (float)s, g = f * 1.75f;
		uint32_t maj = (x & t) | (x & 0xFF00FF00u) | (t & 0xFF00FF00u);
		uint32_t want[30] = {
			t + 0xFFFFFFF0u, (uint32_t)(s - 5), t * 0x9E3779B9u,
			(uint32_t)(((uint64_t)x * 0x7FFFFFFFu) >> 32), (uint32_t)(((int64_t)s * 0x7FFFFFFF) >> 32),
			(uint32_t)(s / 3), (uint32_t)(s % 3), (uint32_t)(s < -3 ? s : -3), t > 20 ? t : 20,
			(uint32_t)(s >> 2), t << 28, (uint32_t)__builtin_popcount(x), t ? (uint32_t)__builtin_clz(t) : 32,
			brev, (x >> 4) & 0xff, (uint32_t)(int32_t)(int8_t)((x >> 4) & 0xff),
			(0xFFFFFFFFu & ~0xF00u) | ((t & 0xF) << 8),
			(x & 0xff) | (t & 0xff) << 8 | ((x >> 8) & 0xff) << 16 | ((t >> 8) & 0xff) << 24,
			x & 0xF0F0F0F0u, ~x, t < 10 ? 7u : 9u, (uint32_t)(s * 7 + 100),
			(uint32_t)(uint64_t)wv, (uint32_t)((uint64_t)wv >> 32), (uint32_t)(s < 0 ? -s : s), x ^ t, maj,
			(uint32_t)(int32_t)g, (uint32_t)(int32_t)rintf(g), x < 0x80000000u,
		};
		for (int j = 0; j < 30; j++)
			if (o[j] != want[j]) {
				if (bad++ < 10)
					fprintf(stderr, "alu t=%u op %d: got 0x%08x want 0x%08x\n", t, j, o[j], want[j]);
			}
		float *p = fo + t * 32;
		float fw[10] = {fmaf(f, 0.5f, 1.25f), f / 3.0f, sqrtf(fabsf(f)), fminf(f, -2.5f), fmaxf(f, 2.5f),
			1.0f / (f + 0.5f), exp2f(f * 0.25f), -f, f - 0.1f, f * f};
		for (int j = 0; j < 10; j++) {
			int ok = j == 6 ? fabsf(p[j] - fw[j]) <= 2e-7f * fabsf(fw[j]) : ubits(p[j]) == ubits(fw[j]);
			if (!ok && bad++ < 10)
				fprintf(stderr, "alu t=%u fop %d: got %a want %a\n", t, j, p[j], fw[j]);
		}
	}
	CHECK_EQ(bad, 0);
	/* all 32 lanes execute every instruction: lane-instructions = 32 x
	 * (warp-instructions - the end of the program) */
	CHECK_EQ(r.lane_instructions, 32 * (r.warp_instructions - 1));
	sim_result_free(&r);
}

static void test_ctl(void)
{
	const IrKernel *k = compile("tests/sim/ctl.kiln");
	CHECK(k != NULL);
	if (!k)
		return;
	static uint32_t out[192];
	for (int i = 0; i < 192; i++)
		out[i] = 0xdeadbeef;
	SimBuffer b = {BASE, out, sizeof out, "out"};
	SimArg a = {BASE, NULL};
	SimResult r;
	CHECK_EQ(run(k, &a, &b, 1, NULL, &r), SIM_OK);
	int bad = 0;
	for (uint32_t t = 0; t < 64; t++) {
		uint32_t acc = 0;
		for (uint32_t i = 0; i < 10; i++) {
			if (i == t % 7)
				continue;
			if (i * 3 > t)
				break;
			for (uint32_t j = 0; j < 4; j++) {
				if (j == i % 3)
					break;
				acc += 100;
			}
			acc += i;
		}
		uint32_t kk = 0;
		do
			kk++;
		while (kk < t % 5);
		uint32_t c = t % 2 == 0 ? 1 : t % 3 == 0 ? 2 : 3;
		bad += out[t] != acc;
		bad += out[64 + t] != c * 100 + kk;
		bad += out[128 + t] != (t >= 40 ? 0xdeadbeefu : t);
	}
	CHECK_EQ(bad, 0);
	sim_result_free(&r);
}

static void test_warp(void)
{
	const IrKernel *k = compile("tests/sim/warp.kiln");
	CHECK(k != NULL);
	if (!k)
		return;
	static uint32_t out[352];
	memset(out, 0, sizeof out);
	SimBuffer b = {BASE, out, sizeof out, "out"};
	SimArg a = {BASE, NULL};
	SimResult r;
	CHECK_EQ(run(k, &a, &b, 1, NULL, &r), SIM_OK);
	if (r.status)
		fprintf(stderr, "%s\n", r.message);
	uint32_t v[32], ballot = 0;
	for (uint32_t t = 0; t < 32; t++) {
		v[t] = t * t + 1;
		if (t % 3 == 0)
			ballot |= 1u << t;
	}
	int bad = 0;
	for (uint32_t t = 0; t < 32; t++) {
		bad += out[t] != (t >= 3 ? v[t - 3] : v[t]);
		bad += out[288 + t] != (t >= 3);
		bad += out[32 + t] != (t + 5 <= 31 ? v[t + 5] : v[t]);
		bad += out[64 + t] != v[t ^ 6];
		bad += out[96 + t] != v[31 - t];
		bad += out[128 + t] != ballot;
		bad += out[160 + t] != 1;            /* any = 1, all = 0 */
		bad += out[192 + t] != 496;
		bad += out[224 + t] != 0xFFFFFFF0u;  /* min over -16..15 */
		bad += out[256 + t] != (t % 4 == 1 ? 0x22222222u : 0);
		bad += out[320 + t] != (t < 5 ? 0 : t == 5 ? 1005u : 5u);
	}
	CHECK_EQ(bad, 0);
	sim_result_free(&r);
}

typedef struct {
	int n[SIM_EV_COUNT];
} Counts;
static void count_ev(void *ctx, const SimEvent *ev)
{
	((Counts *)ctx)->n[ev->kind]++;
}

static void test_mem_atomics_trace(void)
{
	const IrKernel *k = compile("tests/sim/mem.kiln");
	CHECK(k != NULL);
	if (!k)
		return;
	static uint32_t out[8], cnt[3];
	memset(out, 0, sizeof out);
	memset(cnt, 0, sizeof cnt);
	SimBuffer b[2] = {{BASE, out, sizeof out, "out"}, {BASE + 4096, cnt, sizeof cnt, "cnt"}};
	SimArg a[2] = {{BASE, NULL}, {BASE + 4096, NULL}};
	Counts c = {{0}};
	SimLaunch x = {.trace = count_ev, .trace_ctx = &c, .threads = 2};
	SimResult r;
	CHECK_EQ(run(k, a, b, 2, &x, &r), SIM_OK);
	for (int i = 0; i < 4; i++) {
		CHECK_EQ(out[i], 8128 + 128 * i);
		CHECK_EQ(out[4 + i], 8128);
	}
	CHECK_EQ(cnt[0], 512);
	CHECK_EQ(cnt[1], 1024);
	CHECK_EQ(cnt[2], 127 * 7 + 3);
	CHECK_EQ(r.threads, 1);                  /* tracing runs on one thread */
	CHECK_EQ(c.n[SIM_EV_ATOM], 4 * 128 * 4);
	CHECK_EQ(c.n[SIM_EV_BAR_ARRIVE], 4 * 4 * 8);   /* 8 bar.sync per warp */
	CHECK_EQ(c.n[SIM_EV_BAR_PASS], 4 * 4 * 8);
	CHECK_EQ(c.n[SIM_EV_EXIT], 16);
	sim_result_free(&r);
	/* again on two threads without a trace: same results */
	memset(cnt, 0, sizeof cnt);
	SimLaunch y = {.threads = 2};
	CHECK_EQ(run(k, a, b, 2, &y, &r), SIM_OK);
	CHECK_EQ(cnt[0], 512);
	CHECK_EQ(cnt[1], 1024);
	sim_result_free(&r);
}

static void test_deadlock(void)
{
	const char *path = "tests/sim/deadlock.kiln";
	const IrKernel *k = compile(path);
	CHECK(k != NULL);
	if (!k)
		return;
	uint32_t out[64];
	SimBuffer b = {BASE, out, sizeof out, "out"};
	SimArg a = {BASE, NULL};
	SimResult r;
	CHECK_EQ(run(k, &a, &b, 1, NULL, &r), SIM_ERR_DEADLOCK);
	CHECK_CONTAINS(r.message, "deadlock: 2 warps");
	CHECK_CONTAINS(r.message, "on mbarrier bar[0] (shared 0x0 of CTA rank 0): waits for phase parity 0 to complete; "
		"current phase parity 0, 1 of 2 arrivals and 0 transaction bytes pending");
	CHECK_CONTAINS(r.message, "\u2026 and 1 more");
	/* the structured state, and the stable form src/check reads */
	if (r.nwaiters == 2) {
		CHECK_STR(r.waiters[1].object, "bar[0]");
		CHECK_EQ(r.waiters[1].kind, SIM_WAIT_MBAR);
		CHECK_EQ(r.waiters[1].pending, 1);
		CHECK_EQ(r.waiters[1].expected, 2);
		CHECK_EQ(r.waiters[1].tx, 0);
		CHECK_EQ(r.waiters[1].phase, 0);
		CHECK_EQ(r.waiters[1].init, 1);
		CHECK_EQ(r.waiters[1].decl.line, line_of(path, "shared mbarrier bar"));
		CHECK_CONTAINS(r.waiters[0].what, "mbarrier at shared 0x0 of CTA rank 0, parity 0");
	}
	int notes = 0;
	for (int i = 0; i < r.diags.n; i++)
		notes += r.diags.v[i].level == DIAG_NOTE && strstr(r.diags.v[i].msg, "waits here on mbarrier bar[0]") != NULL;
	CHECK_EQ(notes, 2);
	Buf js = {0};
	JsonW jw;
	jw_init(&jw, &js, 0);
	jw_obj(&jw);
	sim_result_json(&r, &jw);
	jw_end_obj(&jw);
	CHECK_CONTAINS(buf_str(&js), "\"barrier\":{\"kind\":\"mbarrier\",\"name\":\"bar[0]\"");
	CHECK_CONTAINS(buf_str(&js), "\"phase_parity\":0,\"pending_arrivals\":1,\"expected_arrivals\":2,\"tx_bytes\":0");
	buf_free(&js);
	char where[64];
	snprintf(where, sizeof where, "%s:%d", path, line_of(path, "try_wait"));
	CHECK_CONTAINS(r.message, where);
	CHECK_EQ(r.nwaiters, 2);
	CHECK_EQ(r.waiters ? r.waiters[0].loc.line : 0, line_of(path, "try_wait"));
	CHECK_EQ(r.loc.line, line_of(path, "try_wait"));
	sim_result_free(&r);

	path = "tests/sim/bardead.kiln";
	k = compile(path);
	CHECK(k != NULL);
	if (!k)
		return;
	CHECK_EQ(run(k, &a, &b, 1, NULL, &r), SIM_ERR_DEADLOCK);
	CHECK_CONTAINS(r.message, "bar.sync 1: 1 of 4 warps arrived");
	CHECK_CONTAINS(r.nwaiters ? r.waiters[0].what : "", "bar.sync 1 (1 of 4 warps arrived)");
	CHECK_EQ(r.loc.line, line_of(path, "bar.sync 1"));
	sim_result_free(&r);
}

/* Shared memory starts poisoned (SIM_POISON_BYTE): a read of a never-written
 * element shows; an uninitialized mbarrier is still uninitialized. */
static void test_poison(void)
{
	const IrKernel *k = compile("tests/sim/poison.kiln");
	CHECK(k != NULL);
	if (!k)
		return;
	uint32_t out[32], fo[32];
	memset(out, 0, sizeof out);
	memset(fo, 0, sizeof fo);
	SimBuffer b[2] = {{BASE, out, sizeof out, "out"}, {BASE + 0x1000, fo, sizeof fo, "fo"}};
	SimArg a[2] = {{BASE, NULL}, {BASE + 0x1000, NULL}};
	SimResult r;
	CHECK_EQ(run(k, a, b, 2, NULL, &r), SIM_OK);
	sim_result_free(&r);
	int bad = 0;
	for (uint32_t t = 0; t < 32; t++) {
		float f;
		memcpy(&f, &fo[t], 4);
		if (t < 16)
			bad += out[t] != t || f != 0.5f;
		else
			bad += out[t] != 0xffffffffu || !isnan(f);
	}
	CHECK_EQ(bad, 0);
	k = compile("tests/sim/mbar_uninit.kiln");
	CHECK(k != NULL);
	if (!k)
		return;
	CHECK_EQ(run(k, a, b, 1, NULL, &r), SIM_ERR_INVALID);
	CHECK_CONTAINS(r.message, "uninitialized mbarrier");
	sim_result_free(&r);
}

static void test_memory_errors(void)
{
	const char *path = "tests/sim/oob.kiln";
	const IrKernel *k = compile(path);
	CHECK(k != NULL);
	if (!k)
		return;
	uint32_t out[64];
	SimBuffer b = {BASE, out, sizeof out, "out"};
	SimArg a[2] = {{BASE, NULL}, {0, NULL}};
	SimResult r;
	CHECK_EQ(run(k, a, &b, 1, NULL, &r), SIM_ERR_MEMORY);
	char want[128];
	snprintf(want, sizeof want, "out-of-bounds global store of 4 bytes at 0x%llx",
		(unsigned long long)(BASE + 137 * 4));
	CHECK_CONTAINS(r.message, want);
	CHECK_CONTAINS(r.message, "thread (37,0,0) (warp 1 lane 5)");
	CHECK_EQ(r.lane, 5);
	CHECK_EQ(r.warp, 1);
	CHECK_HEX(r.addr, BASE + 137 * 4);
	CHECK_EQ(r.loc.line, line_of(path, "t == 37"));
	CHECK(r.diags.nerr == 1);
	sim_result_free(&r);

	a[1].bits = 1;
	CHECK_EQ(run(k, a, &b, 1, NULL, &r), SIM_ERR_MEMORY);
	snprintf(want, sizeof want, "misaligned global load of 4 bytes at 0x%llx", (unsigned long long)(BASE + 2));
	CHECK_CONTAINS(r.message, want);
	CHECK_EQ(r.loc.line, line_of(path, "[a + 2]"));
	CHECK_EQ(r.lane, 0);
	sim_result_free(&r);
}

static void test_unsupported_and_limits(void)
{
	const char *path = "tests/sim/unsup.kiln";
	const IrKernel *k = compile(path);
	CHECK(k != NULL);
	if (!k)
		return;
	uint32_t out[32];
	SimBuffer b = {BASE, out, sizeof out, "out"};
	SimArg a[2] = {{BASE, NULL}, {0, NULL}};
	SimResult r;
	CHECK_EQ(run(k, a, &b, 1, NULL, &r), SIM_ERR_UNSUPPORTED);
	char want[128];
	snprintf(want, sizeof want, "unsupported: brkpt at %s:%d", path, line_of(path, "brkpt;"));
	CHECK_CONTAINS(r.message, want);
	sim_result_free(&r);
	a[1].bits = 1;
	CHECK_EQ(run(k, a, &b, 1, NULL, &r), SIM_ERR_UNSUPPORTED);
	CHECK_CONTAINS(r.message, "unsupported: asm block");
	CHECK_EQ(r.loc.line, line_of(path, "asm {"));
	sim_result_free(&r);

	path = "tests/sim/spin.kiln";
	k = compile(path);
	CHECK(k != NULL);
	if (!k)
		return;
	SimLaunch x = {.max_steps = 10000};
	CHECK_EQ(run(k, a, &b, 1, &x, &r), SIM_ERR_STEP_LIMIT);
	CHECK_CONTAINS(r.message, "step limit: more than 10000 warp instructions");
	CHECK(r.warp_instructions > 10000 && r.warp_instructions < 20000);
	sim_result_free(&r);

	/* launch errors */
	SimLaunch bad = {.kernel = k, .args = a, .nargs = 2, .bufs = &b, .nbufs = 1};
	CHECK_EQ(sim_run(&bad, &r), SIM_ERR_LAUNCH);
	CHECK_CONTAINS(r.message, "takes 1 parameters, 2 arguments given");
	sim_result_free(&r);
	SimBuffer inwin = {SIM_GEN_SHARED + 64, out, sizeof out, "w"};
	SimLaunch bad2 = {.kernel = k, .args = a, .nargs = 1, .bufs = &inwin, .nbufs = 1};
	CHECK_EQ(sim_run(&bad2, &r), SIM_ERR_LAUNCH);
	CHECK_CONTAINS(r.message, "overlaps the simulator's generic windows");
	sim_result_free(&r);
	uint32_t cta = 5;
	SimLaunch bad3 = {.kernel = k, .args = a, .nargs = 1, .bufs = &b, .nbufs = 1, .ctas = &cta, .nctas = 1};
	CHECK_EQ(sim_run(&bad3, &r), SIM_ERR_LAUNCH);
	CHECK_CONTAINS(r.message, "CTA 5 is outside the grid (1 CTAs)");
	sim_result_free(&r);
}

static void test_schedules(void)
{
	const IrKernel *k = compile("tests/sim/race.kiln");
	CHECK(k != NULL);
	if (!k)
		return;
	uint32_t out[1];
	SimBuffer b = {BASE, out, sizeof out, "out"};
	SimArg a = {BASE, NULL};
	SimResult r;
	out[0] = 99;
	CHECK_EQ(run(k, &a, &b, 1, NULL, &r), SIM_OK);
	uint32_t rr = out[0];
	CHECK(rr < 8);
	sim_result_free(&r);
	out[0] = 99;
	CHECK_EQ(run(k, &a, &b, 1, NULL, &r), SIM_OK);
	CHECK_EQ(out[0], rr);
	sim_result_free(&r);
	unsigned seen = 0;
	int same = 1;
	for (uint64_t seed = 1; seed <= 12; seed++) {
		SimLaunch x = {.sched = SIM_SCHED_RANDOM, .seed = seed};
		out[0] = 99;
		run(k, &a, &b, 1, &x, &r);
		uint32_t first = out[0];
		sim_result_free(&r);
		out[0] = 99;
		run(k, &a, &b, 1, &x, &r);
		sim_result_free(&r);
		same &= out[0] == first;
		if (first < 8)
			seen |= 1u << first;
	}
	CHECK(same);                                  /* a seed fixes the schedule */
	CHECK(__builtin_popcount(seen) >= 2);         /* seeds change the interleaving */
}

static void test_tma(void)
{
	const IrKernel *k = compile("tests/sim/tma.kiln");
	CHECK(k != NULL);
	if (!k)
		return;
	static uint32_t g[16 * 40], out[256];
	for (int y = 0; y < 16; y++)
		for (int x = 0; x < 40; x++)
			g[y * 40 + x] = (uint32_t)(y * 1000 + x);
	memset(out, 0xff, sizeof out);
	LayTensorMap tm = {.gaddr = BASE + 0x10000, .dtype = LAY_DT_U32, .rank = 2, .dims = {40, 16}, .strides = {160},
		.box = {32, 8}, .estride = {1, 1}, .swizzle = LAY_SW_128B};
	SimBuffer b[2] = {{BASE, out, sizeof out, "out"}, {BASE + 0x10000, g, sizeof g, "g"}};
	SimArg a[4] = {{0, &tm}, {BASE, NULL}, {12, NULL}, {10, NULL}};
	SimResult r;
	CHECK_EQ(run(k, a, b, 2, NULL, &r), SIM_OK);
	if (r.status)
		fprintf(stderr, "%s\n", r.message);
	int bad = 0;
	for (uint32_t c1 = 0; c1 < 8; c1++)
		for (uint32_t c0 = 0; c0 < 32; c0++) {
			uint32_t lin = (c1 * 32 + c0) * 4;
			uint32_t addr = lin ^ (((lin >> 7) & 7) << 4);   /* 128B swizzle: chunk bits 4-6 ^= line bits 7-9 */
			uint32_t gx = 12 + c0, gy = 10 + c1;
			uint32_t want = gx < 40 && gy < 16 ? gy * 1000 + gx : 0;
			bad += out[addr / 4] != want;
		}
	CHECK_EQ(bad, 0);
	sim_result_free(&r);
}

static void test_cluster_cpasync(void)
{
	const IrKernel *k = compile("tests/sim/cluster.kiln");
	CHECK(k != NULL);
	if (!k)
		return;
	static uint32_t out[128];
	SimBuffer b = {BASE, out, sizeof out, "out"};
	SimArg a = {BASE, NULL};
	SimResult r;
	CHECK_EQ(run(k, &a, &b, 1, NULL, &r), SIM_OK);
	if (r.status)
		fprintf(stderr, "%s\n", r.message);
	int bad = 0;
	for (uint32_t c = 0; c < 4; c++)
		for (uint32_t t = 0; t < 32; t++)
			bad += out[c * 32 + t] != (c ^ 1) * 10 + 1;
	CHECK_EQ(bad, 0);
	sim_result_free(&r);

	k = compile("tests/sim/cpasync.kiln");
	CHECK(k != NULL);
	if (!k)
		return;
	static uint32_t src[256], o2[256];
	for (int i = 0; i < 256; i++)
		src[i] = (uint32_t)i * 3 + 1;
	SimBuffer b2[2] = {{BASE, src, sizeof src, "src"}, {BASE + 4096, o2, sizeof o2, "out"}};
	SimArg a2[2] = {{BASE, NULL}, {BASE + 4096, NULL}};
	CHECK_EQ(run(k, a2, b2, 2, NULL, &r), SIM_OK);
	if (r.status)
		fprintf(stderr, "%s\n", r.message);
	bad = 0;
	for (int i = 0; i < 256; i++) {
		int w = 255 - i;   /* tile word read by out[i] */
		uint32_t want = w < 128 ? src[w] : (w % 4 < 2 ? src[w] : 0);
		bad += o2[i] != want;
	}
	CHECK_EQ(bad, 0);
	sim_result_free(&r);
}

static void test_mbarrier_rules(void)
{
	const IrKernel *k = compile("tests/sim/mbar.kiln");
	CHECK(k != NULL);
	if (!k)
		return;
	static uint32_t out[40];
	memset(out, 0xee, sizeof out);
	SimBuffer b = {BASE, out, sizeof out, "out"};
	SimArg a[2] = {{BASE, NULL}, {0, NULL}};
	SimResult r;
	CHECK_EQ(run(k, a, &b, 1, NULL, &r), SIM_OK);
	if (r.status)
		fprintf(stderr, "%s\n", r.message);
	static const uint32_t want[7] = {1, 0, 0, 1, 0, 0, 1};
	for (int i = 0; i < 7; i++)
		CHECK_EQ(out[i], want[i]);
	for (int t = 0; t < 32; t++)
		CHECK_EQ(out[8 + t], 8);   /* bar.red.popc: threads with t % 4 == 1 */
	sim_result_free(&r);
	a[1].bits = 1;
	CHECK_EQ(run(k, a, &b, 1, NULL, &r), SIM_ERR_INVALID);
	CHECK_CONTAINS(r.message, "mbarrier arrive on an uninitialized mbarrier at shared 0x8");
	CHECK_EQ(r.loc.line, line_of("tests/sim/mbar.kiln", "[bar[1]]"));
	sim_result_free(&r);
}

static void test_half(void)
{
	const IrKernel *k = compile("tests/sim/half.kiln");
	CHECK(k != NULL);
	if (!k)
		return;
	static uint32_t out[128];
	SimBuffer b = {BASE, out, sizeof out, "out"};
	SimArg a = {BASE, NULL};
	SimResult r;
	CHECK_EQ(run(k, &a, &b, 1, NULL, &r), SIM_OK);
	if (r.status)
		fprintf(stderr, "%s\n", r.message);
	int bad = 0;
	for (uint32_t t = 0; t < 32; t++) {
		float f = (float)t * 0.3f;
		uint16_t h = fp_f32_to_f16(f, FP_RN, 0, 0), h2 = fp_add_f16(h, h, FP_RN, 0, 0);
		uint16_t bb = fp_f32_to_bf16(f, FP_RN, 0, 0), b2 = fp_mul_bf16(bb, bb, FP_RN);
		uint32_t p = fp_pack_f16x2(f, 1.5f, FP_RN, 0, 0);
		uint32_t q = fp_mul_f16((uint16_t)p, (uint16_t)p, FP_RN, 0, 0) |
			(uint32_t)fp_mul_f16((uint16_t)(p >> 16), (uint16_t)(p >> 16), FP_RN, 0, 0) << 16;
		bad += out[t] != q;
		bad += out[32 + t] != ubits(fp_f16_to_f32(h2));
		bad += out[64 + t] != ubits(fp_bf16_to_f32(b2));
		bad += out[96 + t] != (uint32_t)fp_f32_to_int(fp_f16_to_f32(h2), FP_RN, 32, 1, 0);
	}
	CHECK_EQ(bad, 0);
	sim_result_free(&r);
}

static uint16_t bf16_of(int v) { return (uint16_t)(ubits((float)v) >> 16); }   /* small ints are exact */

static void test_wgmma_at(const char *path, SimSched sched, uint64_t seed)
{
	const IrKernel *k = compile(path);
	CHECK(k != NULL);
	if (!k)
		return;
	static uint16_t A[64 * 64], B[8 * 64];
	static float out[64 * 8 + 128];
	for (int m = 0; m < 64; m++)
		for (int kk = 0; kk < 64; kk++)
			A[m * 64 + kk] = bf16_of((m * 3 + kk * 7) % 11 - 5);
	for (int n = 0; n < 8; n++)
		for (int kk = 0; kk < 64; kk++)
			B[n * 64 + kk] = bf16_of((n * 5 + kk) % 7 - 3);
	LayTensorMap ta = {.gaddr = BASE + 0x10000, .dtype = LAY_DT_BF16, .rank = 2, .dims = {64, 64}, .strides = {128},
		.box = {64, 64}, .estride = {1, 1}, .swizzle = LAY_SW_128B};
	LayTensorMap tb = ta;
	tb.gaddr = BASE + 0x20000;
	tb.dims[1] = 8;
	tb.box[1] = 8;
	SimBuffer b[3] = {{BASE, out, sizeof out, "out"}, {BASE + 0x10000, A, sizeof A, "A"}, {BASE + 0x20000, B, sizeof B, "B"}};
	SimArg a[3] = {{0, &ta}, {0, &tb}, {BASE, NULL}};
	SimResult r;
	SimLaunch x = {.sched = sched, .seed = seed};
	CHECK_EQ(run(k, a, b, 3, &x, &r), SIM_OK);
	if (r.status)
		fprintf(stderr, "%s: %s\n", path, r.message);
	int bad = 0;
	for (int m = 0; m < 64; m++)
		for (int n = 0; n < 8; n++) {
			int s = 0;
			for (int kk = 0; kk < 16; kk++)
				s -= ((m * 3 + kk * 7) % 11 - 5) * ((n * 5 + kk) % 7 - 3);
			for (int kk = 16; kk < 32; kk++)
				s += ((m * 3 + kk * 7) % 11 - 5) * ((n * 5 + kk) % 7 - 3);
			if (out[m * 8 + n] != (float)s && bad++ < 5)
				fprintf(stderr, "%s: wgmma D[%d][%d] = %g, want %d\n", path, m, n, out[m * 8 + n], s);
		}
	CHECK_EQ(bad, 0);
	sim_result_free(&r);
}

/* An fp8 value from its bits (PTX ISA: e4m3 bias 7, no infinities; e5m2
 * bias 15), for the finite patterns the test uses. */
static double fp8_value(int e5m2, uint32_t bits)
{
	int mb = e5m2 ? 2 : 3, bias = e5m2 ? 15 : 7;
	int e = (int)(bits >> mb) & (e5m2 ? 31 : 15), m = (int)bits & ((1 << mb) - 1);
	double v = e ? ldexp(1.0 + m / (double)(1 << mb), e - bias) : ldexp(m / (double)(1 << mb), 1 - bias);
	return bits & 0x80 ? -v : v;
}

/* mma.sync m16n8k32 .f32 with fp8 A and B, the four type pairs over the
 * same bits (tests/sim/mma_fp8.kiln): the fragments are placed by the PTX
 * ISA figures for m16n8k32 (a_i: row g (+8 for i%8 >= 4), col 4t + i%4
 * (+16 for i >= 8); b_i: row 4t + i%4 (+16 for i >= 4), col g; c_i: row g
 * (+8 for i >= 2), col 2t + i%2; g = lane/4, t = lane%4), and each pair
 * decodes A by its type and B by its own.  Every sum is exact in f32. */
static void test_mma_fp8(void)
{
	const IrKernel *k = compile("tests/sim/mma_fp8.kiln");
	CHECK(k != NULL);
	if (!k)
		return;
	uint8_t A[16][32], B[32][8];
	float C[16][8];
	for (int r = 0; r < 16; r++)
		for (int c = 0; c < 32; c++)
			A[r][c] = (uint8_t)(0x30 + (r * 5 + c * 3) % 16 + ((r + c) % 5 == 0 ? 0x80 : 0));
	for (int r = 0; r < 32; r++)
		for (int c = 0; c < 8; c++)
			B[r][c] = (uint8_t)(0x28 + (r * 7 + c) % 24 + ((r * c) % 7 == 3 ? 0x80 : 0));
	for (int r = 0; r < 16; r++)
		for (int c = 0; c < 8; c++)
			C[r][c] = (float)(r - c) * 0.5f;
	static uint32_t in[320], out[512];
	memset(in, 0, sizeof in);
	memset(out, 0, sizeof out);
	for (int l = 0; l < 32; l++) {
		int g = l / 4, t = l % 4;
		for (int i = 0; i < 16; i++)
			in[10 * l + i / 4] |= (uint32_t)A[g + (i % 8 >= 4 ? 8 : 0)][4 * t + i % 4 + (i >= 8 ? 16 : 0)] << (8 * (i % 4));
		for (int i = 0; i < 8; i++)
			in[10 * l + 4 + i / 4] |= (uint32_t)B[4 * t + i % 4 + (i >= 4 ? 16 : 0)][g] << (8 * (i % 4));
		for (int i = 0; i < 4; i++)
			memcpy(&in[10 * l + 6 + i], &C[g + (i >= 2 ? 8 : 0)][2 * t + i % 2], 4);
	}
	SimBuffer b[2] = {{BASE, in, sizeof in, "in"}, {BASE + 0x10000, out, sizeof out, "out"}};
	SimArg a[2] = {{BASE, NULL}, {BASE + 0x10000, NULL}};
	SimResult r;
	CHECK_EQ(run(k, a, b, 2, NULL, &r), SIM_OK);
	if (r.status)
		fprintf(stderr, "%s\n", r.message);
	int bad = 0;
	for (int p = 0; p < 4; p++) {
		int ae = p >= 2, be = p % 2;   /* e4m3.e4m3, e4m3.e5m2, e5m2.e4m3, e5m2.e5m2 */
		for (int l = 0; l < 32; l++)
			for (int i = 0; i < 4; i++) {
				int row = l / 4 + (i >= 2 ? 8 : 0), col = 2 * (l % 4) + i % 2;
				double s = C[row][col];
				for (int kk = 0; kk < 32; kk++)
					s += fp8_value(ae, A[row][kk]) * fp8_value(be, B[kk][col]);
				float want = (float)s, got;
				memcpy(&got, &out[128 * p + 4 * l + i], 4);
				if (got != want && bad++ < 4)
					fprintf(stderr, "mma fp8 pair %d lane %d d%d: got %a, want %a\n", p, l, i, got, want);
			}
	}
	CHECK_EQ(bad, 0);
	sim_result_free(&r);
}

static void test_wgmma(void)
{
	test_wgmma_at("tests/sim/wgmma.kiln", SIM_SCHED_RR, 0);
	/* warp 0 overwrites the operands right after its own wait_group */
	test_wgmma_at("tests/sim/wgwait.kiln", SIM_SCHED_RR, 0);
	for (uint64_t s = 1; s <= 8; s++)
		test_wgmma_at("tests/sim/wgwait.kiln", SIM_SCHED_RANDOM, s);
}

/* straight-line kernel: lane-instructions = instructions x threads */
static void test_lane_count(void)
{
	const IrKernel *k = compile("tests/sim/count.kiln");
	CHECK(k != NULL);
	if (!k)
		return;
	int n = 0;
	for (const IrStmt *s = k->body; s; s = s->next)
		n += s->k == S_INSTR;
	uint32_t out[40];
	SimBuffer b = {BASE, out, sizeof out, "out"};
	SimArg a = {BASE, NULL};
	SimResult r;
	CHECK_EQ(run(k, &a, &b, 1, NULL, &r), SIM_OK);
	CHECK_EQ(r.lane_instructions, (uint64_t)n * 40);
	CHECK_EQ(r.warp_instructions, (uint64_t)(n + 1) * 2);   /* + the end of the program, per warp */
	for (int i = 0; i < 40; i++)
		CHECK_EQ(out[i], (uint32_t)i * 5 + 3);
	sim_result_free(&r);
}

/* mbarrier.arrive.noComplete: fine while arrivals stay pending, an error
 * when it would complete the phase (tests/sim/nocomplete.kiln) */
static void test_nocomplete(void)
{
	const char *path = "tests/sim/nocomplete.kiln";
	for (int count = 2; count >= 1; count--) {
		ir_module_free(mod);
		diags_free(&dg);
		diags_init(&dg);
		const char *defs[] = {count == 2 ? "COUNT=2" : "COUNT=1"};
		LangInput in = {.path = path, .defines = defs, .ndefines = 1};
		mod = lang_compile(&in, &dg);
		CHECK(mod != NULL);
		if (!mod)
			return;
		uint32_t out[1] = {0xdeadbeef};
		SimBuffer b = {BASE, out, sizeof out, "out"};
		SimArg a = {BASE, NULL};
		SimResult r;
		SimStatus st = run(mod->kernels[0], &a, &b, 1, NULL, &r);
		if (count == 2) {
			CHECK_EQ(st, SIM_OK);
			CHECK_EQ(out[0], 1);      /* the plain arrive completed phase 0 */
		} else {
			CHECK_EQ(st, SIM_ERR_INVALID);
			CHECK_CONTAINS(r.message, "mbarrier.arrive.noComplete completes phase 0");
			CHECK_EQ(r.loc.line, line_of(path, "mbarrier.arrive.noComplete.shared::cta"));
		}
		sim_result_free(&r);
	}
}

/* createpolicy: a hint-only instruction with a defined register result */
static void test_createpolicy(void)
{
	const IrKernel *k = compile("tests/sim/createpolicy.kiln");
	CHECK(k != NULL);
	if (!k)
		return;
	uint32_t out[7];
	memset(out, 0xee, sizeof out);
	SimBuffer b = {BASE, out, sizeof out, "out"};
	SimArg a = {BASE, NULL};
	SimResult r;
	CHECK_EQ(run(k, &a, &b, 1, NULL, &r), SIM_OK);
	CHECK_HEX(out[0], 0x3f800000);                 /* fraction 1.0 when absent */
	CHECK_HEX(out[4], 0x3f000000);                 /* fraction 0.5 */
	CHECK(out[1] != out[3] && out[1] != out[5]);   /* distinct policies differ */
	CHECK_HEX(out[1] >> 28, 1);
	CHECK_HEX(out[6], out[1]);                     /* the hinted load reads the data */
	sim_result_free(&r);
}

/* red.global.add.v4/v2.f32: one atomic add per element */
static void test_red_vec(void)
{
	const IrKernel *k = compile("tests/sim/redvec.kiln");
	CHECK(k != NULL);
	if (!k)
		return;
	float out[6] = {0};
	SimBuffer b = {BASE, out, sizeof out, "out"};
	SimArg a = {BASE, NULL};
	SimResult r;
	CHECK_EQ(run(k, &a, &b, 1, NULL, &r), SIM_OK);
	static const float want[6] = {32, 64, 96, 128, 16, 8};
	for (int i = 0; i < 6; i++)
		CHECK(out[i] == want[i]);
	sim_result_free(&r);
}

/* regression: constants and the sink scratch register are separate slots */
static void test_sink_const(void)
{
	const IrKernel *k = compile("tests/sim/sinkconst.kiln");
	CHECK(k != NULL);
	if (!k)
		return;
	uint32_t out[2] = {0xdeadbeef, 0xdeadbeef};
	SimBuffer b = {BASE, out, sizeof out, "out"};
	SimArg a = {BASE, NULL};
	SimResult r;
	CHECK_EQ(run(k, &a, &b, 1, NULL, &r), SIM_OK);
	CHECK_HEX(out[0], 0);
	CHECK_HEX(out[1], 7);
	sim_result_free(&r);
}

static int isa_id(const char *name)
{
	for (int i = 0; i < isa_count(); i++)
		if (isa_entry(i) && !strcmp(isa_entry(i)->idname, name))
			return i;
	return -1;
}

static void test_supported(void)
{
	Buf e = {0};
	CHECK_EQ(isa_init(&e), 0);
	buf_free(&e);
	static const char *const yes[] = {"add_int", "add_f32", "ld", "st", "setp_int", "selp", "shfl", "bar_sync",
		"mbar_try_wait_parity", "cp_async_bulk_tensor_g2s", "wgmma_fence", "wgmma_f32_k16_ss", "ldmatrix",
		"mma_m16n8k16_f32", "cvt_f16_f32", "ex2", "atom_add", "exit", NULL};
	static const char *const no[] = {"brkpt", "bra", "pmevent", NULL};
	for (int i = 0; yes[i]; i++) {
		int id = isa_id(yes[i]);
		if (id >= 0 && !sim_op_supported((IsaId)id)) {
			fprintf(stderr, "expected supported: %s\n", yes[i]);
			CHECK(0);
		} else {
			CHECK(1);
		}
	}
	for (int i = 0; no[i]; i++) {
		int id = isa_id(no[i]);
		CHECK(id < 0 || !sim_op_supported((IsaId)id));
	}
	/* for every entry and every form (isa_forms: every alternative of every
	 * slot): a fidelity claim other than "unsupported" exactly when the
	 * simulator decodes every form; an unsupported entry decodes none */
	int bad = 0;
	for (int i = 0; i < isa_count(); i++) {
		const IsaEntry *x = isa_entry(i);
		IsaForm *f;
		int all, n = isa_forms(x, &f, &all), nok = 0;
		CHECK(n > 0);
		Buf why = {0}, first = {0};
		for (int j = 0; j < n; j++) {
			why.len = 0;
			if (why.s)
				why.s[0] = 0;
			if (sim_form_supported((IsaId)i, f[j].alt, &why)) {
				nok++;
			} else if (!first.len) {
				IsaMatch m = {.e = x};
				memcpy(m.alt, f[j].alt, sizeof m.alt);
				isa_spell(&m, &first);
				buf_printf(&first, " (%s)", buf_str(&why));
			}
		}
		if (x->fid != FID_UNSUP && nok != n) {
			fprintf(stderr, "isa.def %s claims %s but the simulator does not execute %d of its %d forms, e.g. %s\n",
				x->idname, isa_fid_name(x->fid), n - nok, n, buf_str(&first));
			bad++;
		} else if (x->fid == FID_UNSUP && nok) {
			fprintf(stderr, "isa.def %s claims unsupported but the simulator executes %d of its %d forms\n",
				x->idname, nok, n);
			bad++;
		}
		CHECK_EQ((x->fid != FID_UNSUP), (sim_op_supported((IsaId)i) != 0));
		buf_free(&why);
		buf_free(&first);
		kl_free(f);
	}
	CHECK_EQ(bad, 0);
}

/* the zoo end to end through the workload path */
static void test_zoo(void)
{
	static const char *const w[] = {"zoo/basic/vadd/workload.json", "zoo/reduce/block_sum/workload.json",
		"zoo/softmax/row_softmax/workload.json", "zoo/gemm/mma_tile/workload.json",
		"zoo/gemm/wgmma_tma/workload.json", NULL};
	for (int i = 0; w[i]; i++) {
		FILE *f = fopen(w[i], "r");
		if (!f)
			continue;
		fclose(f);
		Diags d;
		diags_init(&d);
		Buf js = {0};
		SimWorkOpts o = {.workload = w[i]};
		int rc = sim_workload(&o, &d, NULL, &js, NULL);
		if (rc) {
			Buf t = {0};
			diags_render(&d, &t);
			fprintf(stderr, "%s: rc %d\n%s%s\n", w[i], rc, buf_str(&t), buf_str(&js));
			buf_free(&t);
		}
		CHECK_EQ(rc, 0);
		CHECK_CONTAINS(buf_str(&js), "\"verdict\": \"pass\"");
		buf_free(&js);
		diags_free(&d);
	}
	/* a CTA subset: the other rows stay unwritten and do not count */
	{
		Diags d2;
		diags_init(&d2);
		Buf t = {0};
		uint32_t ctas[2] = {1, 6};
		SimWorkOpts o2 = {.workload = "zoo/reduce/block_sum/workload.json", .ctas = ctas, .nctas = 2};
		SimWorkOut wo;
		FILE *f2 = fopen(o2.workload, "r");
		if (f2) {
			fclose(f2);
			CHECK_EQ(sim_workload(&o2, &d2, &t, NULL, &wo), 0);
			CHECK_CONTAINS(buf_str(&t), "partial run");
			CHECK_CONTAINS(buf_str(&t), "6 unwritten");
			CHECK_EQ(wo.status, SIM_OK);
			CHECK(wo.lane_instructions > 0);
		}
		buf_free(&t);
		diags_free(&d2);
	}
	/* the public API */
	{
		KilnSimOptions ko = {.workload = "zoo/basic/vadd/workload.json"};
		FILE *f3 = fopen(ko.workload, "r");
		if (f3) {
			fclose(f3);
			KilnSimResult *kr = kiln_sim(&ko);
			CHECK_EQ(kiln_sim_exit_code(kr), 0);
			CHECK_STR(kiln_sim_verdict(kr), "pass");
			CHECK(kiln_sim_lane_instructions(kr) > 1000);
			CHECK_CONTAINS(kiln_sim_result_text(kr), "PASS");
			kiln_sim_result_free(kr);
			ko.schedule = "sideways";
			kr = kiln_sim(&ko);
			CHECK_EQ(kiln_sim_exit_code(kr), 2);
			CHECK_CONTAINS(kiln_sim_diagnostics_text(kr), "schedule must be rr or random");
			kiln_sim_result_free(kr);
		}
		ko = (KilnSimOptions){.workload = "tests/sim/no-such-workload.json"};
		KilnSimResult *kr = kiln_sim(&ko);
		CHECK_EQ(kiln_sim_exit_code(kr), 2);
		CHECK_STR(kiln_sim_verdict(kr), "error");
		kiln_sim_result_free(kr);
	}
	/* the GEMM under a random schedule */
	Diags d;
	diags_init(&d);
	SimWorkOpts o = {.workload = "zoo/gemm/wgmma_tma/workload.json", .sched = SIM_SCHED_RANDOM, .seed = 3};
	FILE *f = fopen(o.workload, "r");
	if (f) {
		fclose(f);
		CHECK_EQ(sim_workload(&o, &d, NULL, NULL, NULL), 0);
	}
	diags_free(&d);
}

/* b128: trace events of 16-byte accesses (space, byte range) */
typedef struct { int n16[SIM_EV_COUNT], local_at16, other; } B128Ev;
static void b128_ev(void *ctx, const SimEvent *ev)
{
	B128Ev *c = ctx;
	if (ev->kind != SIM_EV_LD && ev->kind != SIM_EV_ST && ev->kind != SIM_EV_ATOM)
		return;
	if (ev->size != 16) {
		c->other += ev->space == SPACE_GLOBAL;   /* (not the ld.param of the parameters) */
		return;
	}
	c->n16[ev->kind]++;
	if (ev->space == SPACE_LOCAL && ev->addr == 16)
		c->local_at16++;
}

static int cmp_u128(const void *a, const void *b)
{
	const uint64_t *x = a, *y = b;
	return x[1] != y[1] ? (x[1] < y[1] ? -1 : 1) : x[0] != y[0] ? (x[0] < y[0] ? -1 : 1) : 0;
}

/* b128 registers: a 128-bit atomic counter under contention (host threads
 * without a trace, one thread with), local-memory round trips, the trace's
 * 16-byte accesses, a misaligned 16-byte access */
static void test_b128(void)
{
	const char *path = "tests/sim/b128.kiln";
	const IrKernel *k = compile(path);
	CHECK(k != NULL);
	if (!k)
		return;
	enum { N = 64 * 32 };
	static uint64_t cnt[2], out[2 * N];
	const uint64_t lo0 = 0xffffffffffffffffull - 999, hi0 = 7;   /* the low half wraps after 1000 adds */
	SimBuffer b[2] = {{BASE, cnt, sizeof cnt, "cnt"}, {BASE + 4096, out, sizeof out, "out"}};
	SimArg a[3] = {{BASE, NULL}, {BASE + 4096, NULL}, {0, NULL}};
	for (int pass = 0; pass < 2; pass++) {
		cnt[0] = lo0;
		cnt[1] = hi0;
		memset(out, 0, sizeof out);
		B128Ev c;
		memset(&c, 0, sizeof c);
		SimLaunch x = {.threads = 2, .local_bytes = 32};
		if (pass) {
			x.trace = b128_ev;
			x.trace_ctx = &c;
		}
		SimResult r;
		CHECK_EQ(run(k, a, b, 2, &x, &r), SIM_OK);
		CHECK_HEX(cnt[0], (uint64_t)(N - 1000));
		CHECK_HEX(cnt[1], hi0 + 1);
		/* each thread's successful cas wrote a distinct value: exactly start+1 .. start+N */
		qsort(out, N, 16, cmp_u128);
		int ok = 1;
		for (int i = 0; i < N; i++) {
			uint64_t wl = lo0 + (uint64_t)i + 1, wh = hi0 + (wl < lo0);
			ok &= out[2 * i] == wl && out[2 * i + 1] == wh;
		}
		CHECK(ok);
		if (pass) {
			CHECK_EQ(c.n16[SIM_EV_ST], N);                /* st.local.b128 */
			CHECK_EQ(c.n16[SIM_EV_LD], 2 * N);            /* ld.global.b128, ld.local.b128 */
			CHECK(c.n16[SIM_EV_ATOM] >= N);               /* one cas per thread at least (retries) */
			CHECK_EQ(c.local_at16, 2 * N);
			CHECK_EQ(c.other, 2 * N);                     /* the two st.global.u64 */
		}
		sim_result_free(&r);
	}
	/* local at byte 8: a 16-byte access needs 16-byte alignment */
	a[2].bits = 1;
	SimLaunch y = {.local_bytes = 32};
	SimResult r;
	CHECK_EQ(run(k, a, b, 2, &y, &r), SIM_ERR_MEMORY);
	CHECK_CONTAINS(r.message, "misaligned local store of 16 bytes at 0x8");
	CHECK_EQ(r.loc.line, line_of(path, "st.local.b128"));
	sim_result_free(&r);
}

int main(void)
{
	diags_init(&dg);
	test_alu();
	test_ctl();
	test_warp();
	test_mem_atomics_trace();
	test_deadlock();
	test_poison();
	test_memory_errors();
	test_unsupported_and_limits();
	test_schedules();
	test_tma();
	test_cluster_cpasync();
	test_lane_count();
	test_sink_const();
	test_createpolicy();
	test_red_vec();
	test_b128();
	test_nocomplete();
	test_mbarrier_rules();
	test_half();
	test_wgmma();
	test_mma_fp8();
	test_supported();
	test_zoo();
	ir_module_free(mod);
	diags_free(&dg);
	return TEST_DONE();
}
