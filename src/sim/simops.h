/* The simulator's per-instruction dispatch, indexed by ISA table id.
 * An entry without a handler is "unsupported" in the simulator. */
#ifndef KILN_SIMOPS_H
#define KILN_SIMOPS_H
#include "isa/isa.h"

/* 1 when the simulator executes every form of the entry (isa_forms) */
int sim_op_supported(IsaId id);
/* one form (slot choices, as isa_forms gives them): 1 when decoded, else 0 with the reason in why */
int sim_form_supported(IsaId id, const signed char *alt, Buf *why);

#endif
