/* Placeholder until the simulator core lands (delete when it defines sim_op_supported). */
#include "sim/simops.h"

int sim_op_supported(IsaId id)
{
	(void)id;
	return 0;
}
