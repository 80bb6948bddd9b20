/* kiln profile / kiln sanitize on CPU (issue 16): the ncu summariser and
 * the compute-sanitizer parser on reports recorded on an H200
 * (tests/fixtures/prof/, bench/gpu/prof_explore.sh), the timeline decoder
 * and trace writer on a buffer built here, and the front end's trace
 * regions: nothing emitted when off, records (and ptxas-clean PTX) when on. */
#include "test.h"
#include "prof/prof.h"
#include "lang/lang.h"
#include "ptx/ptx.h"
#include "util/arena.h"
#include <stdlib.h>

static char *slurp(const char *p, size_t *n)
{
	char *s = buf_read_file(p, SIZE_MAX, n);
	if (!s)
		fprintf(stderr, "cannot read %s\n", p);
	return s;
}

static void test_csv(void)
{
	const char *t = "\"a\",\"b,c\",\"d\"\"e\"\r\n1,,3,\n\"x\"\n";
	CsvRow *r;
	int n;
	CHECK_EQ(csv_parse(t, strlen(t), &r, &n), 0);
	CHECK_EQ(n, 3);
	CHECK_EQ(r[0].n, 3);
	CHECK_STR(r[0].f[1], "b,c");
	CHECK_STR(r[0].f[2], "d\"e");
	CHECK_EQ(r[1].n, 3);          /* the trailing comma adds no field */
	CHECK_STR(r[1].f[1], "");
	CHECK_STR(r[1].f[2], "3");
	CHECK_STR(r[2].f[0], "x");
	CHECK_EQ(r[0].line, 1);       /* CRLF ends line 1 */
	CHECK_EQ(r[1].line, 2);
	CHECK_EQ(r[2].line, 3);
	csv_free(r, n);
	/* a quoted newline stays in its field and counts as a line; a lone CR ends a row */
	const char *q = "\"a\nb\",c\rd\ne\n";
	CHECK_EQ(csv_parse(q, strlen(q), &r, &n), 0);
	CHECK_EQ(n, 3);
	CHECK_STR(r[0].f[0], "a\nb");
	CHECK_EQ(r[0].line, 1);
	CHECK_EQ(r[1].line, 3);
	CHECK_STR(r[1].f[0], "d");
	CHECK_EQ(r[2].line, 4);
	csv_free(r, n);
}

static void test_ncu_full(void)
{
	size_t rl, sl;
	char *raw = slurp("tests/fixtures/prof/gemm_full/ncu-raw.csv", &rl);
	char *src = slurp("tests/fixtures/prof/gemm_full/ncu-source.csv", &sl);
	CHECK(raw && src);
	if (!raw || !src)
		return;
	ProfNcu s;
	CHECK_EQ(prof_ncu_summarise(raw, rl, src, sl, &s), 0);
	CHECK_STR(s.kernel, "gemm_wgmma_ws");
	/* values as ncu printed them for this H200 run */
	CHECK(s.have[NCU_sol_compute_pct] && fabs(s.v[NCU_sol_compute_pct] - 92.061046) < 1e-6);
	CHECK(s.have[NCU_sol_memory_pct] && fabs(s.v[NCU_sol_memory_pct] - 77.256632) < 1e-6);
	CHECK(s.have[NCU_tensor_pipe_pct] && fabs(s.v[NCU_tensor_pipe_pct] - 95.683649) < 1e-6);
	CHECK(s.have[NCU_achieved_occupancy_pct] && fabs(s.v[NCU_achieved_occupancy_pct] - 14.058864) < 1e-6);
	CHECK(s.have[NCU_l2_hit_rate_pct] && fabs(s.v[NCU_l2_hit_rate_pct] - 81.589662) < 1e-6);
	CHECK(s.have[NCU_dram_throughput_pct]);
	CHECK(s.have[NCU_smem_bank_conflicts] && s.v[NCU_smem_bank_conflicts] == 0);
	CHECK(s.have[NCU_registers_per_thread] && s.v[NCU_registers_per_thread] == 168);
	CHECK(s.have[NCU_spill_instructions] && s.v[NCU_spill_instructions] == 0);
	/* "1.453856" in ms; "65,536"-style thousands separators: the sample count */
	CHECK(s.have[NCU_duration_ms] && fabs(s.v[NCU_duration_ms] - 1.453856) < 1e-9);
	CHECK(s.have[NCU_stall_samples] && s.v[NCU_stall_samples] == 137251);
	/* KiB from ncu's Kbyte (1000 bytes): 196.672 KB = 192.0625 KiB (4 stages x 48 KiB + barriers) */
	CHECK(s.have[NCU_dynamic_smem_kib] && fabs(s.v[NCU_dynamic_smem_kib] - 192.0625) < 1e-9);
	/* the source page: every sample is on some .kiln line, and their sum is
	 * the raw page's sample count (two pages agreeing) */
	CHECK(s.nlines > 20);
	CHECK(fabs(s.line_samples - s.v[NCU_stall_samples]) < 0.5);
	CHECK(s.nstall >= 15);
	int barrier = -1;
	for (int k = 0; k < s.nstall; k++)
		if (!strcmp(s.stall_names[k], "barrier"))
			barrier = k;
	CHECK(barrier >= 0);
	/* hottest first: the consumer's wgmma.wait_group, almost all barrier stalls */
	CHECK_STR(s.lines[0].file, "zoo/gemm/wgmma_ws/kernel.kiln");
	CHECK_CONTAINS(s.lines[0].source, "wgmma.wait_group.sync.aligned 1");
	CHECK(barrier >= 0 && s.lines[0].stall[barrier] > 0.95 * s.lines[0].samples);
	for (int i = 1; i < s.nlines; i++)
		CHECK(s.lines[i - 1].samples >= s.lines[i].samples);
	int lib = 0;
	for (int i = 0; i < s.nlines; i++)
		lib += !strcmp(s.lines[i].file, "lib/mbarrier.kiln");
	CHECK(lib > 0);               /* inlined standard-library lines keep their file */
	Buf j = {0};
	JsonW w;
	jw_init(&w, &j, 0);
	prof_ncu_json(&s, &w, 5);
	CHECK_CONTAINS(buf_str(&j), "\"tensor_pipe_pct\":95.6836");
	CHECK_CONTAINS(buf_str(&j), "\"barrier\":");
	buf_free(&j);
	Buf t = {0};
	prof_ncu_text(&s, &t, 3);
	CHECK_CONTAINS(buf_str(&t), "zoo/gemm/wgmma_ws/kernel.kiln:");
	CHECK_CONTAINS(buf_str(&t), "[barrier 100%");
	CHECK_CONTAINS(buf_str(&t), "kernel.kiln:234");
	buf_free(&t);
	prof_ncu_free(&s);
	kl_free(raw);
	kl_free(src);
}

static void test_ncu_basic_and_errors(void)
{
	size_t rl;
	char *raw = slurp("tests/fixtures/prof/gemm_basic/ncu-raw.csv", &rl);
	CHECK(raw != NULL);
	if (!raw)
		return;
	ProfNcu s;
	CHECK_EQ(prof_ncu_summarise(raw, rl, NULL, 0, &s), 0);
	/* the basic set has no tensor-pipe or L2 counters: reported missing, not 0 */
	CHECK(!s.have[NCU_tensor_pipe_pct]);
	CHECK(!s.have[NCU_l2_hit_rate_pct]);
	CHECK(s.have[NCU_duration_ms] && fabs(s.v[NCU_duration_ms] - 0.014432) < 1e-9);   /* "14.432000" us */
	CHECK_EQ(s.nlines, 0);
	prof_ncu_free(&s);
	kl_free(raw);
	const char *empty = "\"ID\",\"Kernel Name\"\n";
	CHECK_EQ(prof_ncu_summarise(empty, strlen(empty), NULL, 0, &s), -1);
	CHECK_CONTAINS(s.err, "no kernel row");
	prof_ncu_free(&s);
	const char *nosrc = "\"Address\",\"Source\"\n\"0x0\",\"NOP\"\n";
	CHECK_EQ(prof_ncu_summarise(NULL, 0, nosrc, strlen(nosrc), &s), -1);
	CHECK_CONTAINS(s.err, "lineinfo");
	prof_ncu_free(&s);
}

static void test_sanitizer(void)
{
	char *log = slurp("tests/fixtures/prof/sanitizer/oob.memcheck.log", NULL);
	ProfSan r;
	CHECK_EQ(prof_san_parse(log, &r), 0);
	CHECK_EQ(r.n, 2);
	CHECK(r.has_summary && r.summary_errors == 2);
	CHECK(r.target_error);
	if (r.n == 2) {
		SanFinding *f = &r.f[0];
		CHECK_STR(f->kind, "invalid_global_write");
		CHECK_STR(f->severity, "error");
		CHECK_EQ(f->nloc, 1);
		CHECK_STR(f->loc[0].file, "kernel.kiln");
		CHECK_EQ(f->loc[0].line, 14);
		CHECK_STR(f->loc[0].function, "oob_copy");
		CHECK_EQ(f->loc[0].offset, 0x120);
		CHECK(f->has_thread && f->thread[0] == 232 && f->block[0] == 3);
		CHECK_CONTAINS(f->detail, "is out of bounds");
		CHECK_STR(r.f[1].kind, "api_error");
		const char *files[] = {"tests/gpu/oob/kernel.kiln", "lib/other.kiln"};
		prof_san_resolve(&r, files, 2);
		CHECK_STR(f->loc[0].file, "tests/gpu/oob/kernel.kiln");
	}
	prof_san_free(&r);
	kl_free(log);

	log = slurp("tests/fixtures/prof/sanitizer/race-smem_raw.racecheck.log", NULL);
	CHECK_EQ(prof_san_parse(log, &r), 0);
	CHECK_EQ(r.n, 1);
	CHECK(r.has_summary && r.summary_errors == 1 && r.summary_warnings == 0);
	if (r.n == 1) {
		SanFinding *f = &r.f[0];
		CHECK_STR(f->kind, "race");
		CHECK_EQ(f->nloc, 2);
		CHECK_STR(f->loc[0].access, "Write");
		CHECK_EQ(f->loc[0].line, 10);
		CHECK_STR(f->loc[1].access, "Read");
		CHECK_EQ(f->loc[1].line, 16);
		CHECK_STR(f->loc[1].file, "smem_raw.kiln");
		CHECK_EQ(f->hazards, 256);
	}
	prof_san_free(&r);
	kl_free(log);

	/* synccheck: one report per thread of the divergent warp, merged */
	log = slurp("tests/fixtures/prof/sanitizer/sync-div_half_warp.synccheck.log", NULL);
	CHECK_EQ(prof_san_parse(log, &r), 0);
	CHECK_EQ(r.n, 1);
	CHECK(r.summary_errors == 32);
	if (r.n == 1) {
		CHECK_EQ(r.f[0].count, 32);
		CHECK_EQ(r.f[0].loc[0].line, 7);
		CHECK_CONTAINS(r.f[0].message, "Divergent thread(s) in warp");
	}
	prof_san_free(&r);
	kl_free(log);

	/* a deadlock: the tool reports nothing (kiln run's watchdog killed it) */
	log = slurp("tests/fixtures/prof/sanitizer/sync-dl_missing_arrive.synccheck.log", NULL);
	CHECK_EQ(prof_san_parse(log, &r), 0);
	CHECK_EQ(r.n, 0);
	CHECK(r.has_summary && r.summary_errors == 0 && r.target_error);
	prof_san_free(&r);
	kl_free(log);
	CHECK_EQ(prof_san_parse("not a sanitizer log\n", &r), 0);
	CHECK(!r.has_summary && r.n == 0);
	prof_san_free(&r);
}

/* ---- timeline: a buffer as the markers write it ---- */
static void put32(unsigned char *p, uint32_t v) { for (int i = 0; i < 4; i++) p[i] = (unsigned char)(v >> (8 * i)); }
static void put64(unsigned char *p, uint64_t v) { put32(p, (uint32_t)v); put32(p + 4, (uint32_t)(v >> 32)); }

static void rec(unsigned char *buf, uint32_t cap, uint32_t w, uint32_t *cnt, uint64_t t, uint32_t cta, uint32_t sm, uint32_t warp, uint32_t tag)
{
	size_t recs = 64 + 256;
	unsigned char *r = buf + recs + ((size_t)w * cap + (cnt[w] & (cap - 1))) * 32;
	put64(r, t);
	put64(r + 8, t * 2);
	put32(r + 16, cta);
	put32(r + 20, sm);
	put32(r + 24, warp);
	put32(r + 28, tag);
	cnt[w]++;
}

static void test_timeline(void)
{
	const uint32_t nwarps = 3, cap = 4;
	size_t len = 64 + 256 + (size_t)nwarps * cap * 32;
	unsigned char *buf = calloc(1, len);
	uint32_t cnt[3] = {0};
	put32(buf, 0x4352544bu);
	put32(buf + 4, 1);
	put32(buf + 8, nwarps);
	put32(buf + 12, cap);
	const ProfRegion regs[] = {{"load", "producer", "k.kiln", 10}, {"mma", "consumer", "k.kiln", 20}, {"store", "consumer", "k.kiln", 30}};
	/* warp 0 (producer, SM 5): two loads */
	rec(buf, cap, 0, cnt, 1000, 0, 5, 0, 0);
	rec(buf, cap, 0, cnt, 3000, 0, 5, 0, 0x80000000u);
	rec(buf, cap, 0, cnt, 3500, 0, 5, 0, 0);
	rec(buf, cap, 0, cnt, 6000, 0, 5, 0, 0x80000000u);
	/* warp 1 (consumer, SM 5): mma then store, six records in a ring of 4:
	 * the first mma pair is lost */
	rec(buf, cap, 1, cnt, 1100, 0, 5, 4, 1);
	rec(buf, cap, 1, cnt, 2000, 0, 5, 4, 1 | 0x80000000u);
	rec(buf, cap, 1, cnt, 2100, 0, 5, 4, 1);
	rec(buf, cap, 1, cnt, 4000, 0, 5, 4, 1 | 0x80000000u);
	rec(buf, cap, 1, cnt, 4100, 0, 5, 4, 2);
	rec(buf, cap, 1, cnt, 5000, 0, 5, 4, 2 | 0x80000000u);
	/* warp 2 (consumer, SM 5, same time as warp 1): its own track; an entry never closed */
	rec(buf, cap, 2, cnt, 1200, 0, 5, 5, 1);
	rec(buf, cap, 2, cnt, 3900, 0, 5, 5, 1 | 0x80000000u);
	rec(buf, cap, 2, cnt, 4000, 0, 5, 5, 2);
	for (uint32_t w = 0; w < nwarps; w++)
		put32(buf + 64 + 4 * w, cnt[w]);
	ProfTimeline tl;
	CHECK_EQ(prof_timeline_decode(buf, len, regs, 3, &tl), 0);
	CHECK_EQ(tl.records, 4 + 4 + 3);
	CHECK_EQ(tl.lost, 2);
	CHECK_EQ(tl.unmatched, 1);
	CHECK_EQ(tl.nspans, 2 + 2 + 1);
	CHECK_EQ(tl.t_min, 1000);
	CHECK_EQ(tl.t_max, 6000);
	/* producer: one track; the two consumer warps overlap: two tracks */
	CHECK_EQ(tl.ntracks, 3);
	int t1 = -1, t2 = -1;
	for (int i = 0; i < tl.nspans; i++) {
		if (tl.spans[i].warp == 4)
			t1 = tl.spans[i].track;
		if (tl.spans[i].warp == 5)
			t2 = tl.spans[i].track;
	}
	CHECK(t1 >= 0 && t2 >= 0 && t1 != t2);
	Buf out = {0};
	prof_timeline_chrome(&tl, regs, 3, &out);
	Arena *a = arena_new();
	char err[128];
	JVal *v = json_parse(a, buf_str(&out), out.len, err, sizeof err);
	CHECK(v != NULL);
	JVal *ev = v ? json_get(v, "traceEvents") : NULL;
	CHECK(ev && ev->t == JARR);
	int nx = 0, nthreads = 0, mma_ts_ok = 0;
	for (int i = 0; ev && i < ev->n; i++) {
		const char *ph = json_str(json_get(ev->items[i], "ph"));
		const char *nm = json_str(json_get(ev->items[i], "name"));
		if (ph && !strcmp(ph, "X")) {
			nx++;
			JVal *ts = json_get(ev->items[i], "ts"), *dur = json_get(ev->items[i], "dur");
			/* the consumer's surviving mma: 2100..4000 ns = ts 1.1 us, dur 1.9 us */
			if (nm && !strcmp(nm, "mma") && ts && fabs(ts->num - 1.1) < 1e-9 && dur && fabs(dur->num - 1.9) < 1e-9)
				mma_ts_ok = 1;
		}
		if (ph && !strcmp(ph, "M") && nm && !strcmp(nm, "thread_name"))
			nthreads++;
	}
	CHECK_EQ(nx, 5);
	CHECK_EQ(nthreads, 3);
	CHECK(mma_ts_ok);
	arena_free(a);
	buf_free(&out);
	Buf j = {0};
	JsonW w;
	jw_init(&w, &j, 0);
	prof_timeline_json(&tl, regs, 3, &w);
	/* producer warp inside "load" 2000 + 2500 of the 5000 ns span */
	CHECK_CONTAINS(buf_str(&j), "{\"role\":\"producer\",\"warps\":1,\"busy_pct\":90");
	buf_free(&j);
	prof_timeline_free(&tl);
	/* a tag naming no region, a bad magic */
	put32(buf + 64 + 256 + 28, 7);
	CHECK_EQ(prof_timeline_decode(buf, len, regs, 3, &tl), -1);
	CHECK_CONTAINS(tl.err, "names region 7");
	put32(buf, 0);
	CHECK_EQ(prof_timeline_decode(buf, len, regs, 3, &tl), -1);
	CHECK_CONTAINS(tl.err, "bad magic");
	CHECK_EQ(prof_timeline_decode(buf, 10, regs, 3, &tl), -1);
	free(buf);
}

/* ---- front end: trace regions ---- */
static char *compile(const char *src, const char *path, int trace, int *ntraces)
{
	Diags d;
	diags_init(&d);
	LangInput in;
	memset(&in, 0, sizeof in);
	in.path = path;
	in.src = src;
	in.len = src ? strlen(src) : 0;
	in.trace = trace;
	IrModule *m = lang_compile(&in, &d);
	char *out = NULL;
	if (m) {
		Buf b = {0};
		if (!ptx_emit(m, &b, NULL, &d))
			out = buf_take(&b);
		buf_free(&b);
		if (ntraces)
			*ntraces = m->kernels[0]->ntraces;
		ir_module_free(m);
	}
	if (d.nerr) {
		Buf t = {0};
		diags_render(&d, &t);
		fprintf(stderr, "%s", buf_str(&t));
		buf_free(&t);
	}
	diags_free(&d);
	return out;
}

static void test_trace_regions(void)
{
	/* the same kernel with and without a trace region, columns aligned */
	const char *with =
		"kernel k(o: global u32*) grid(1) block(64)\n{\n  u32 i = tid.x;\n"
		"  role a (tid.x < 32) { trace \"w\" { st.global.u32 [o + i], i; } }\n}\n";
	const char *without =
		"kernel k(o: global u32*) grid(1) block(64)\n{\n  u32 i = tid.x;\n"
		"  role a (tid.x < 32) {             { st.global.u32 [o + i], i; } }\n}\n";
	int nt = -1;
	char *p_off = compile(with, "t.kiln", 0, &nt);
	char *p_plain = compile(without, "t.kiln", 0, NULL);
	CHECK(p_off && p_plain);
	CHECK_EQ(nt, 0);
	if (p_off && p_plain)
		CHECK_STR(p_off, p_plain);          /* off: nothing emitted, byte for byte */
	char *p_on = compile(with, "t.kiln", 1, &nt);
	CHECK(p_on != NULL);
	CHECK_EQ(nt, 1);
	CHECK_CONTAINS(p_on, ".const .align 8 .u64 kiln_trace[3];");
	CHECK_CONTAINS(p_on, "mov.u64 %kt_d0, %globaltimer;");
	CHECK_CONTAINS(p_on, "mov.u32 %kt_r9, 2147483648;");   /* the exit record's tag */
	CHECK(p_plain && !strstr(p_plain, "kiln_trace"));
	/* `trace` stays an ordinary name elsewhere */
	char *p_name = compile("kernel k(o: global u32*) grid(1) block(32)\n{\n  u32 trace = tid.x;\n  st.global.u32 [o + trace], trace;\n}\n",
		"n.kiln", 1, &nt);
	CHECK(p_name != NULL);
	CHECK_EQ(nt, 0);
	/* the zoo GEMM with its markers on: ptxas accepts it and nothing spills */
	int ng = 0;
	char *g = compile(NULL, "zoo/gemm/wgmma_ws/kernel.kiln", 1, &ng);
	CHECK(g != NULL);
	CHECK_EQ(ng, 3);                   /* load (producer), mma and store (consumer) */
	if (g) {
		PtxasOptions o = {.target = "sm_90a"};
		PtxasResult r;
		PtxasStatus st = ptxas_run(g, strlen(g), &o, &r);
		if (st == PTXAS_NOT_FOUND)
			fprintf(stderr, "ptxas not found: the traced GEMM is not assembled\n");
		CHECK(st == PTXAS_OK);
		if (st == PTXAS_OK && r.nkernels == 1) {
			CHECK_EQ(r.kernels[0].spill_stores, 0);
			CHECK_EQ(r.kernels[0].spill_loads, 0);
			CHECK(r.kernels[0].registers <= 168);
		}
		ptxas_result_free(&r);
	}
	kl_free(p_off);
	kl_free(p_plain);
	kl_free(p_on);
	kl_free(p_name);
	kl_free(g);
}

int main(void)
{
	test_csv();
	test_ncu_full();
	test_ncu_basic_and_errors();
	test_sanitizer();
	test_timeline();
	test_trace_regions();
	return TEST_DONE();
}
