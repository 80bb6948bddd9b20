/* Minimal unit-test harness: CHECK macros count passes and failures; main
 * ends with TEST_DONE(), which prints "N passed, N failed" and returns
 * non-zero on any failure.  tests/run sums the lines of every binary. */
#ifndef KILN_TEST_H
#define KILN_TEST_H
#include <stdio.h>
#include <string.h>
#include <stdint.h>
#include <math.h>

static int t_pass, t_fail;

#define CHECK(c) do { if (c) t_pass++; else { t_fail++; \
	fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #c); } } while (0)
#define CHECK_EQ(a, b) do { long long a_ = (long long)(a), b_ = (long long)(b); \
	if (a_ == b_) t_pass++; else { t_fail++; \
	fprintf(stderr, "%s:%d: %s == %s failed: %lld vs %lld\n", __FILE__, __LINE__, #a, #b, a_, b_); } } while (0)
#define CHECK_HEX(a, b) do { unsigned long long a_ = (unsigned long long)(a), b_ = (unsigned long long)(b); \
	if (a_ == b_) t_pass++; else { t_fail++; \
	fprintf(stderr, "%s:%d: %s == %s failed: 0x%llx vs 0x%llx\n", __FILE__, __LINE__, #a, #b, a_, b_); } } while (0)
#define CHECK_STR(a, b) do { const char *a_ = (a), *b_ = (b); \
	if (a_ && b_ && !strcmp(a_, b_)) t_pass++; else { t_fail++; \
	fprintf(stderr, "%s:%d: %s == %s failed:\n  got:  %s\n  want: %s\n", __FILE__, __LINE__, #a, #b, a_ ? a_ : "(null)", b_ ? b_ : "(null)"); } } while (0)
#define CHECK_CONTAINS(hay, needle) do { const char *h_ = (hay), *n_ = (needle); \
	if (h_ && n_ && strstr(h_, n_)) t_pass++; else { t_fail++; \
	fprintf(stderr, "%s:%d: expected %s to contain \"%s\"; got:\n%s\n", __FILE__, __LINE__, #hay, n_, h_ ? h_ : "(null)"); } } while (0)

#define TEST_DONE() (printf("%s: %d passed, %d failed\n", __FILE__, t_pass, t_fail), t_fail != 0)

#endif
