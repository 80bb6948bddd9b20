/* libFuzzer target: arbitrary bytes through lang_compile (lexer, parser,
 * sema, expand, lowering, limits, ir_check), and once more stopping after
 * expand with its AST dump.  Must never crash, hang or leak. */
#include "lang/lang.h"
#include <stdint.h>
#include <stddef.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const defs[] = {"BM=64"};
	Diags d;
	diags_init(&d);
	LangInput in = {.path = "fuzz.kiln", .src = (const char *)data, .len = size, .defines = defs, .ndefines = 1};
	IrModule *m = lang_compile(&in, &d);
	if (m) {
		Buf b = {0};
		for (int i = 0; i < m->nkernels; i++)
			ir_dump(m->kernels[i], &b);
		buf_free(&b);
	}
	Buf r = {0};
	diags_render(&d, &r);
	buf_free(&r);
	ir_module_free(m);
	diags_free(&d);
	/* the expanded AST as --dump-ir=expand prints it */
	Buf x = {0};
	diags_init(&d);
	in.stop_after = "expand";
	in.dump = &x;
	ir_module_free(lang_compile(&in, &d));
	buf_free(&x);
	diags_free(&d);
	return 0;
}
