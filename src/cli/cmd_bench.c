/* kiln bench: correctness first, then trusted timing (see cmd_run.c for
 * the shared option handling and docs/runner.md for the method). */
#include "cli/cli.h"

int cmd_bench_drive(int argc, char **argv);

int cmd_bench(int argc, char **argv)
{
	return cmd_bench_drive(argc, argv);
}
