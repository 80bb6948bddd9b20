/* kiln CLI entry: subcommand table (filled in as parts land). */
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
	if (argc < 2 || !strcmp(argv[1], "--help")) {
		fprintf(stderr, "usage: kiln <command> [options]\n");
		return 2;
	}
	fprintf(stderr, "kiln: unknown command '%s'\n", argv[1]);
	return 2;
}
