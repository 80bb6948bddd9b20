/* libFuzzer target: the workload JSON parser (src/util/json.c + src/work
 * work_parse), every case validated; must never crash, leak or hang. */
#include "work/work.h"
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
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
