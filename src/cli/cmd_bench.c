/* kiln bench (placeholder until its part lands). */
#include "cli/cli.h"
#include <stdio.h>

int cmd_bench(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	fprintf(stderr, "kiln bench: unsupported: not implemented yet\n");
	return 2;
}
