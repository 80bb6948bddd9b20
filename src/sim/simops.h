/* The simulator's per-instruction dispatch, indexed by ISA table id.
 * An entry without a handler is "unsupported" in the simulator. */
#ifndef KILN_SIMOPS_H
#define KILN_SIMOPS_H
#include "isa/isa.h"

int sim_op_supported(IsaId id);   /* 1 when the simulator executes this entry */

#endif
