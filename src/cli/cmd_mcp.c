#include "cli/cli.h"
#include <stdio.h>
int cmd_mcp(int argc, char **argv) { fprintf(stderr, "unsupported: kiln mcp\n"); return 3; }
