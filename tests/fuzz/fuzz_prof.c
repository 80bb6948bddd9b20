/* libFuzzer over kiln profile / kiln sanitize's parsers of tool output
 * (make fuzz-prof): the first byte picks ncu's raw page (its first kernel
 * row, then every row as kiln profile --ncu-csv reads it), ncu's source page,
 * a compute-sanitizer log, or a timeline buffer (decoded, then written as
 * Chrome trace JSON and the summary).  Nothing may crash, leak or hang. */
#include "prof/prof.h"
#include "util/arena.h"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 1)
		return 0;
	int mode = data[0] % 4;
	data++;
	size--;
	char *t = malloc(size + 1);
	if (!t)
		return 0;
	memcpy(t, data, size);
	t[size] = 0;
	if (mode == 0 || mode == 1) {
		ProfNcu s;
		prof_ncu_summarise(mode == 0 ? t : NULL, size, mode == 1 ? t : NULL, size, &s);
		Buf b = {0};
		JsonW w;
		jw_init(&w, &b, 0);
		prof_ncu_json(&s, &w, 0);
		prof_ncu_text(&s, &b, 10);
		buf_free(&b);
		prof_ncu_free(&s);
		if (mode == 0) {
			/* every kernel row (kiln profile --ncu-csv) */
			ProfNcu *k;
			int nk, eline;
			char err[256];
			if (!prof_ncu_kernels(t, size, &k, &nk, err, sizeof err, &eline)) {
				Buf c = {0};
				JsonW w2;
				jw_init(&w2, &c, 0);
				for (int i = 0; i < nk; i++) {
					prof_ncu_json(&k[i], &w2, 0);
					prof_ncu_text(&k[i], &c, 0);
				}
				buf_free(&c);
				prof_ncu_kernels_free(k, nk);
			}
		}
	} else if (mode == 2) {
		ProfSan r;
		prof_san_parse(t, &r);
		const char *files[] = {"a/kernel.kiln", "b/kernel.kiln", "lib/x.kiln"};
		prof_san_resolve(&r, files, 3);
		prof_san_free(&r);
	} else {
		const ProfRegion regs[] = {{"a", "producer", "k.kiln", 1}, {"b", "consumer", "k.kiln", 2}, {"c", NULL, NULL, 0}};
		ProfTimeline tl;
		if (!prof_timeline_decode(data, size, regs, 3, &tl)) {
			Buf b = {0};
			prof_timeline_chrome(&tl, regs, 3, &b);
			JsonW w;
			jw_init(&w, &b, 0);
			prof_timeline_json(&tl, regs, 3, &w);
			prof_timeline_text(&tl, regs, 3, &b);
			buf_free(&b);
			prof_timeline_free(&tl);
		}
	}
	free(t);
	return 0;
}
