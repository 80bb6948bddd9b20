/* kiln build (placeholder until its part lands). */
#include "cli/cli.h"
#include <stdio.h>

int cmd_build(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	fprintf(stderr, "kiln build: unsupported: not implemented yet\n");
	return 2;
}
