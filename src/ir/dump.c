/* ir_dump placeholder. */
#include "ir/ir.h"

void ir_dump(const IrKernel *k, Buf *out)
{
	(void)k;
	(void)out;
}
