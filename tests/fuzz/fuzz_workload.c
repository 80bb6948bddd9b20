/* libFuzzer target: the workload JSON parser (src/util/json.c + src/work
 * work_parse), every case validated; must never crash, leak or hang.  And
 * a property of the strict parser: what it accepts, re-serialized by the
 * writer (jw_value), it accepts again with the same serialization. */
#include "work/work.h"
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static void roundtrip(const uint8_t *data, size_t size)
{
	Arena *a = arena_new();
	char err[256];
	JVal *v = json_parse(a, (const char *)data, size, err, sizeof err);
	if (v) {
		Buf b1 = {0}, b2 = {0};
		JsonW w;
		jw_init(&w, &b1, 0);
		jw_value(&w, v);
		JVal *v2 = json_parse(a, buf_str(&b1), b1.len, err, sizeof err);
		if (!v2)
			abort();   /* the writer produced text the parser rejects */
		jw_init(&w, &b2, 0);
		jw_value(&w, v2);
		if (b1.len != b2.len || memcmp(buf_str(&b1), buf_str(&b2), b1.len))
			abort();   /* not a fixed point */
		buf_free(&b1);
		buf_free(&b2);
	}
	arena_free(a);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	roundtrip(data, size);
	Diags d;
	diags_init(&d);
	Workload *w = work_parse("fuzz/workload.json", (const char *)data, size, &d);
	if (w) {
		Buf b = {0};
		diags_render(&d, &b);
		buf_free(&b);
		work_free(w);
	}
	diags_free(&d);
	return 0;
}
