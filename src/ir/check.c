/* ir_check: structural checker (placeholder, filled in below). */
#include "ir/ir.h"

int ir_check(const IrModule *m, Diags *d)
{
	(void)m;
	(void)d;
	return 0;
}
