#include "cli/cli.h"
#include <stdio.h>
int cmd_task(int argc, char **argv) { fprintf(stderr, "unsupported: kiln task\n"); return 3; }
