/* kiln isa (placeholder until its part lands). */
#include "cli/cli.h"
#include <stdio.h>

int cmd_isa(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	fprintf(stderr, "kiln isa: unsupported: not implemented yet\n");
	return 2;
}
