/* kiln sim (placeholder until its part lands). */
#include "cli/cli.h"
#include <stdio.h>

int cmd_sim(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	fprintf(stderr, "kiln sim: unsupported: not implemented yet\n");
	return 2;
}
