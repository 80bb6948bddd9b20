/* The JSON parser is strict per RFC 8259 (one case per rule: each error
 * with its line:col) and its numbers do not depend on the locale.
 * `test_json --locale` runs the locale cases under the process locale set
 * from the environment (tests/suites/json_locale.sh runs it under a
 * generated de_DE.UTF-8, whose decimal point is ','). */
#include "test.h"
#include "util/json.h"
#include <locale.h>
#include <stdlib.h>

static Arena *A;

/* text must fail with err starting with want ("line:col: message"). */
static void bad(const char *text, const char *want)
{
	char err[256];
	JVal *v = json_parse(A, text, strlen(text), err, sizeof err);
	CHECK(!v);
	if (strncmp(err, want, strlen(want))) {
		t_fail++;
		fprintf(stderr, "json '%s': want error '%s', got '%s'\n", text, want, err);
	} else
		t_pass++;
}

static JVal *good(const char *text)
{
	char err[256];
	JVal *v = json_parse(A, text, strlen(text), err, sizeof err);
	if (!v)
		fprintf(stderr, "json '%s': unexpected error %s\n", text, err);
	CHECK(v);
	return v;
}

static void test_numbers(void)
{
	bad("01", "1:1: bad number: leading zeros");
	bad("[-012]", "1:2: bad number: leading zeros");
	bad("1.", "1:3: bad number: a digit must follow '.'");
	bad("[1.e5]", "1:4: bad number: a digit must follow '.'");
	bad(".5", "1:1: bad number: a digit must come before '.'");
	bad("+1", "1:1: bad number: no '+' sign");
	bad("-", "1:1: bad number: a digit must follow '-'");
	bad("1e", "1:3: bad number: a digit must follow the exponent");
	bad("1e+", "1:4: bad number: a digit must follow the exponent");
	bad("1.5.2", "1:4: bad number: unexpected '.'");
	bad("0x10", "1:2: bad number: unexpected 'x'");
	bad("1e400", "1:1: number out of range");
	bad("-1e400", "1:1: number out of range");
	bad("1e-400", "1:1: number out of range");
	bad("9223372036854775808", "1:1: number out of range");
	bad("-9223372036854775809", "1:1: number out of range");
	JVal *v = good("[0, -0, 9223372036854775807, -9223372036854775808, 1.5e3, 0.0, 1E-2, 0e0, 1e-320]");
	if (v) {
		CHECK_EQ(v->n, 9);
		CHECK(v->items[0]->is_int && v->items[0]->i == 0);
		CHECK(v->items[2]->is_int && v->items[2]->i == INT64_MAX);
		CHECK(v->items[3]->is_int && v->items[3]->i == INT64_MIN);
		CHECK(!v->items[4]->is_int && v->items[4]->num == 1500.0);
		CHECK(v->items[5]->num == 0.0);
		CHECK(v->items[6]->num == 0.01);
		CHECK(v->items[8]->num > 0);   /* subnormal, not zero: accepted */
	}
}

static void test_strings(void)
{
	bad("\"a\\x\"", "1:3: invalid escape '\\x'");
	bad("\"\\u12G4\"", "1:2: bad \\u escape");
	bad("\"\\ud800\"", "1:2: unpaired surrogate \\ud800");
	bad("\"\\ud800\\u0041\"", "1:2: unpaired surrogate \\ud800 (followed by \\u0041");
	bad("\"\\udc00\"", "1:2: unpaired surrogate \\udc00");
	bad("\"a\tb\"", "1:3: control character 0x09");
	bad("\"a\nb\"", "1:3: control character 0x0a");
	bad("\"abc", "1:1: unterminated string");
	bad("\"\xc0\x80\"", "1:2: invalid UTF-8");       /* overlong NUL */
	bad("\"\xed\xa0\x80\"", "1:2: invalid UTF-8");   /* an encoded surrogate */
	bad("\"\xf4\x90\x80\x80\"", "1:2: invalid UTF-8");   /* above U+10FFFF */
	bad("\"\xe2\x82\"", "1:2: invalid UTF-8");       /* truncated */
	JVal *v = good("[\"\\ud83d\\ude00\", \"\\u00e9\\u20ac\", \"\xc3\xa9\", \"\\/\\b\\f\\n\\r\\t\\\"\\\\\", \"\\u0000x\"]");
	if (v) {
		CHECK_STR(v->items[0]->s, "\xf0\x9f\x98\x80");   /* U+1F600 as 4-byte UTF-8, not CESU-8 */
		CHECK_STR(v->items[1]->s, "\xc3\xa9\xe2\x82\xac");
		CHECK_STR(v->items[2]->s, "\xc3\xa9");
		CHECK_STR(v->items[3]->s, "/\b\f\n\r\t\"\\");
		CHECK_EQ(v->items[4]->slen, 2);
	}
}

static void test_structure(void)
{
	bad("{\"a\": 1, \"b\": 2, \"a\": 3}", "1:18: duplicate key \"a\" (first at 1:2)");
	bad("{\"x\": {\"k\": 1,\n \"k\": 2}}", "2:2: duplicate key \"k\" (first at 1:8)");
	/* a larger object (the duplicate check sorts; the report is still the first repeat in text order) */
	char big[4096];
	int n = snprintf(big, sizeof big, "{");
	for (int i = 0; i < 200; i++)
		n += snprintf(big + n, sizeof big - (size_t)n, "\"k%d\": %d, ", i, i);
	snprintf(big + n, sizeof big - (size_t)n, "\"k150\": 0, \"k7\": 1}");
	char want[64];
	snprintf(want, sizeof want, "1:%d: duplicate key \"k150\"", n + 1);
	bad(big, want);
	bad("[1, 2,]", "1:7: trailing comma");
	bad("{\"a\": 1,}", "1:9: trailing comma");
	bad("[1] x", "1:5: trailing characters");
	bad("{} {}", "1:4: trailing characters");
	bad("[1 2]", "1:4: expected ',' or ']'");
	bad("{\"a\" 1}", "1:6: expected ':'");
	bad("{1: 2}", "1:2: expected a string key");
	bad("[tru]", "1:2: unexpected character 't'");
	bad("[True]", "1:2: unexpected character 'T'");
	bad("", "1:1: unexpected end of input");
	bad("  \n ", "2:2: unexpected end of input");
	bad("[\x01]", "1:2: unexpected byte 0x01");
	bad("\xef\xbb\xbf{}", "1:1: unexpected byte 0xef");
	JVal *v = good(" {\"a\": [], \"b\": {}, \"c\": null, \"d\": true, \"e\": false}\r\n");
	if (v) {
		CHECK_EQ(v->n, 5);
		CHECK_EQ(json_get(v, "a")->n, 0);
		CHECK(json_get(v, "c")->t == JNULL);
		CHECK(json_get(v, "d")->b == 1);
	}
	/* keys differing only after an embedded NUL are distinct */
	CHECK(good("{\"a\\u0000b\": 1, \"a\\u0000c\": 2}"));
}

/* Parsing and writing numbers gives the same text in any locale. */
static void test_locale_numbers(void)
{
	JVal *v = good("[1.5, -2.25e-3, 3]");
	if (v) {
		CHECK(v->items[0]->num == 1.5);
		CHECK(v->items[1]->num == -2.25e-3);
	}
	char *e;
	CHECK(json_strtod("2.5x", &e) == 2.5 && *e == 'x');   /* workload expressions use it */
	Buf b = {0};
	JsonW w;
	jw_init(&w, &b, 0);
	jw_arr(&w);
	jw_num(&w, 1.5);
	jw_num(&w, 0.1);
	jw_num(&w, 2.0);
	jw_num(&w, -1e-300);
	jw_end_arr(&w);
	CHECK_STR(buf_str(&b), "[1.5,0.10000000000000001,2.0,-1e-300]");
	buf_free(&b);
}

int main(int argc, char **argv)
{
	A = arena_new();
	if (argc > 1 && !strcmp(argv[1], "--locale")) {
		/* the environment's locale must really be active, with a decimal comma */
		const char *l = setlocale(LC_ALL, "");
		CHECK(l != NULL);
		CHECK_STR(localeconv()->decimal_point, ",");
		char t[16];
		snprintf(t, sizeof t, "%.1f", 1.5);
		CHECK_STR(t, "1,5");   /* so the process locale would have changed the output */
		test_locale_numbers();
	} else {
		test_numbers();
		test_strings();
		test_structure();
		test_locale_numbers();
	}
	arena_free(A);
	return TEST_DONE();
}
