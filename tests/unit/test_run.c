/* Runner and bench on a machine without a GPU: the dlopen failure path,
 * exit-code mapping, sample statistics (hand-computed), throttle flags,
 * roofline floor from a ceilings file, and kiln_run's input errors. */
#include "test.h"
#include "run/run.h"
#include "bench/bench.h"
#include <stdlib.h>

static void test_dlopen_fail(void)
{
	CuApi cu;
	char err[512];
	setenv("KILN_LIBCUDA", "/nonexistent/libcuda.so.1", 1);
	CHECK_EQ(cu_load(&cu, err, sizeof err), -1);
	CHECK_CONTAINS(err, "cannot load the CUDA driver: /nonexistent/libcuda.so.1");
	CHECK(cu.lib == NULL && cu.Init == NULL);
	/* a library that exists but is not the driver: a missing symbol is named */
	setenv("KILN_LIBCUDA", "libm.so.6", 1);
	CHECK_EQ(cu_load(&cu, err, sizeof err), -1);
	CHECK_CONTAINS(err, "the CUDA driver lacks cuInit");
	char nm[64];
	CHECK_STR(cu_errname(&cu, 719, nm, sizeof nm), "CUresult 719");

	setenv("KILN_LIBCUDA", "/nonexistent/libcuda.so.1", 1);
	KilnRunOptions o = {0};
	o.workload = "tests/gpu/vadd.json";
	o.command = "test";
	KilnRunResult *r = kiln_run(&o);
	CHECK(r != NULL);
	CHECK_STR(kiln_run_status(r), "no_cuda");
	CHECK_EQ(kiln_run_exit_code(r), 2);
	CHECK_CONTAINS(kiln_run_result_json(r), "\"status\": \"no_cuda\"");
	CHECK_CONTAINS(kiln_run_result_json(r), "\"phase\": \"init\"");
	CHECK_CONTAINS(kiln_run_result_text(r), "cannot load the CUDA driver");
	CHECK(kiln_bench_median_ms(r) == -1);
	kiln_run_result_free(r);

	o.workload = "tests/gpu/nonexistent.json";
	r = kiln_bench(&o);
	CHECK_STR(kiln_run_status(r), "input_error");
	CHECK_EQ(kiln_run_exit_code(r), 2);
	CHECK_CONTAINS(kiln_run_result_json(r), "\"schema\": \"kiln.bench\"");
	kiln_run_result_free(r);
	unsetenv("KILN_LIBCUDA");
}

static void test_exit_codes(void)
{
	CHECK_EQ(run_status_exit(RUN_PASS), 0);
	CHECK_EQ(run_status_exit(RUN_FAIL), 1);
	CHECK_EQ(run_status_exit(RUN_TIMEOUT), 1);
	CHECK_EQ(run_status_exit(RUN_FAULT), 1);
	CHECK_EQ(run_status_exit(RUN_EINPUT), 2);
	CHECK_EQ(run_status_exit(RUN_ENOCUDA), 2);
	CHECK_EQ(run_status_exit(RUN_ENODEVICE), 2);
	CHECK_EQ(run_status_exit(RUN_EINTERNAL), 3);
	CHECK_STR(run_status_name(RUN_TIMEOUT), "timeout");
}

static void test_stats(void)
{
	double v[] = {1, 2, 3, 4, 10};
	CHECK(bench_quantile(v, 5, 0.5) == 3);
	CHECK(bench_quantile(v, 5, 0.25) == 2);
	CHECK(bench_quantile(v, 5, 0.75) == 4);
	CHECK(bench_quantile(v, 4, 0.5) == 2.5);
	CHECK(bench_quantile(v, 1, 0.9) == 1);

	RunResult *r = kl_calloc(1, sizeof *r);
	/* samples 1.0 .. 1.9 ms in batch 0 (clock 1980 MHz), 3.0 ms in batch 1 (1500 MHz: throttled) */
	for (int i = 0; i < 10; i++) {
		r->shm.ms[i] = 1.0f + 0.1f * (float)i;
		r->shm.batch_of[i] = 0;
	}
	r->shm.ms[10] = 3.0f;
	r->shm.batch_of[10] = 1;
	r->shm.nsamples = 11;
	r->shm.nbatches = 2;
	r->shm.batch_mhz[0] = 1980;
	r->shm.batch_mhz[1] = 1500;
	snprintf(r->shm.dev.name, sizeof r->shm.dev.name, "NVIDIA Test GPU");
	/* ceilings: 1e12 B/s, 1e15 flop/s; workload bytes 1.2e9 -> floor 1.2 ms */
	const char *cpath = "/tmp/kiln_test_ceilings.json";
	FILE *f = fopen(cpath, "w");
	fputs("{\"copy_bytes_per_s\": 1e12, \"bf16_flops_per_s\": 1e15}", f);
	fclose(f);
	snprintf(r->ceilings, sizeof r->ceilings, "%s", cpath);
	WorkInst wi = {0};
	wi.flops = 1e9;    /* 1 us at 1e15 */
	wi.bytes = 1.2e9;  /* 1.2 ms at 1e12 */
	r->wi = &wi;
	bench_stats(r);
	CHECK(fabs(r->median - 1.5) < 1e-6);
	CHECK(fabs(r->min - 1.0) < 1e-6);
	CHECK(fabs(r->max - 3.0) < 1e-6);
	CHECK(fabs(r->mean - (14.5 + 3.0) / 11) < 1e-6);
	CHECK(fabs(r->q1 - 1.25) < 1e-6);    /* sorted[2.5] */
	CHECK(fabs(r->q3 - 1.75) < 1e-6);    /* sorted[7.5] */
	CHECK(fabs(r->iqr - 0.5) < 1e-6);
	CHECK_EQ(r->throttled, 1);
	CHECK(r->has_floor);
	CHECK(fabs(r->floor_ms - 1.2) < 1e-9);
	CHECK(fabs(r->pct_of_floor - 80.0) < 1e-4);
	CHECK_EQ(r->suspect, 0);
	/* faster than the floor: suspect */
	wi.bytes = 2e9;   /* floor 2 ms > median 1.5 ms */
	bench_stats(r);
	CHECK_EQ(r->suspect, 1);
	Buf b = {0};
	JsonW w;
	jw_init(&w, &b, 0);
	bench_json(r, &w);
	CHECK_CONTAINS(buf_str(&b), "\"suspect_faster_than_floor\":true");
	CHECK_CONTAINS(buf_str(&b), "\"bound\":\"memory\"");
	CHECK_CONTAINS(buf_str(&b), "\"throttled_samples\":1");
	buf_free(&b);
	bench_text(r, &b);
	CHECK_CONTAINS(buf_str(&b), "SUSPECT: faster than the floor");
	CHECK_CONTAINS(buf_str(&b), "NOT CONVERGED");
	buf_free(&b);
	/* default ceilings path from the device name */
	r->ceilings[0] = 0;
	bench_stats(r);
	CHECK_STR(r->ceilings, "bench/results/ceilings-nvidia-test-gpu.json");
	double bw, fl;
	char err[256];
	CHECK_EQ(bench_read_ceilings("/nonexistent.json", &bw, &fl, err, sizeof err), -1);
	f = fopen(cpath, "w");
	fputs("{\"copy_bytes_per_s\": \"fast\"}", f);
	fclose(f);
	CHECK_EQ(bench_read_ceilings(cpath, &bw, &fl, err, sizeof err), -1);
	CHECK_CONTAINS(err, "needs numbers");
	remove(cpath);
	kl_free(r);
}

int main(void)
{
	test_dlopen_fail();
	test_exit_codes();
	test_stats();
	return TEST_DONE();
}
