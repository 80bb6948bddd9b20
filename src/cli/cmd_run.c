/* kiln run (placeholder until its part lands). */
#include "cli/cli.h"
#include <stdio.h>

int cmd_run(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	fprintf(stderr, "kiln run: unsupported: not implemented yet\n");
	return 2;
}
