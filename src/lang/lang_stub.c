/* Placeholder until the front end lands (delete when lang.c exists). */
#include "lang/lang.h"

IrModule *lang_compile(const LangInput *in, Diags *d)
{
	diag_error(d, ((Loc){in->path, 0, 0}), "unsupported: the front end is not implemented yet");
	return NULL;
}
