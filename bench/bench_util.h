/* What the CPU benchmarks (bench/compile, bench/check) share, header-only
 * since each is one program: a monotonic clock and the median of a run's
 * samples. */
#ifndef KILN_BENCH_UTIL_H
#define KILN_BENCH_UTIL_H
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static int cmpd(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

/* the median of v[0..n) (v is left as it was); -1 when n <= 0 */
static double median(const double *v, int n)
{
	double *s = n > 0 ? malloc((size_t)n * sizeof *s) : NULL;
	if (!s)
		return -1;
	memcpy(s, v, (size_t)n * sizeof *s);
	qsort(s, (size_t)n, sizeof *s, cmpd);
	double m = n % 2 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
	free(s);
	return m;
}
#endif
