/* Out of memory through the public API (Lua ltests style): every allocation
 * of a whole compile, and of a whole simulation, is made to fail in turn;
 * each call must return a clean error result, never abort, and free what it
 * had allocated (make asan runs this under LeakSanitizer).  The last run,
 * past the final allocation, must succeed as without injection. */
#include "test.h"
#include "kiln.h"
#include "util/arena.h"
#include <stdlib.h>

static void test_compile(void)
{
	KilnCompileOptions o = {.path = "zoo/gemm/wgmma_tma/kernel.kiln", .map = 1};
	long n = 0, failed = 0, clean = 0;
	for (;; n++) {
		kl_fail_after(n);
		KilnCompileResult *r = kiln_compile(&o);
		long left = kl_fail_pending();
		kl_fail_after(-1);
		if (left >= 0) {          /* the compile needed fewer than n + 1 allocations */
			CHECK(r && kiln_compile_ok(r));
			CHECK(r && strstr(kiln_compile_ptx(r), "wgmma.mma_async") != NULL);
			kiln_compile_result_free(r);
			break;
		}
		failed++;
		if (r && !kiln_compile_ok(r) && kiln_compile_status(r) == KILN_COMPILE_EINTERNAL &&
		    strstr(kiln_compile_diagnostics_text(r), "out of memory"))
			clean++;
		else
			fprintf(stderr, "allocation %ld of the compile: %s\n", n, r ? kiln_compile_diagnostics_text(r) : "NULL");
		kiln_compile_result_free(r);
	}
	printf("compile: %ld allocations failed in turn, %ld clean errors\n", failed, clean);
	CHECK(failed > 50);
	CHECK_EQ(clean, failed);
}

static void test_sim(void)
{
	const char *vars[] = {"n=96"};
	KilnSimOptions o = {.workload = "zoo/basic/vadd/workload.json", .case_name = "small", .vars = vars, .nvars = 1,
	                    .threads = 1};
	long n = 0, failed = 0, clean = 0;
	for (;; n++) {
		kl_fail_after(n);
		KilnSimResult *r = kiln_sim(&o);
		long left = kl_fail_pending();
		kl_fail_after(-1);
		if (left >= 0) {
			CHECK(r && kiln_sim_exit_code(r) == 0);
			CHECK(r && !strcmp(kiln_sim_verdict(r), "pass"));
			kiln_sim_result_free(r);
			break;
		}
		failed++;
		if (r && kiln_sim_exit_code(r) != 0 && strstr(kiln_sim_diagnostics_text(r), "out of memory"))
			clean++;
		else
			fprintf(stderr, "allocation %ld of the simulation: exit %d %s\n", n, r ? kiln_sim_exit_code(r) : -1,
			        r ? kiln_sim_diagnostics_text(r) : "NULL");
		kiln_sim_result_free(r);
	}
	printf("simulation: %ld allocations failed in turn, %ld clean errors\n", failed, clean);
	CHECK(failed > 50);
	CHECK_EQ(clean, failed);
}

int main(void)
{
	test_compile();
	test_sim();
	return TEST_DONE();
}
