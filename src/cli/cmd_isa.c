/* kiln isa [QUERY] [--json] [--markdown]: the ISA table for people and
 * agents, through the public API (kiln_isa_query).  An exact opcode
 * ("ld.global.v4.f32") shows the entries it matches with resolved operand
 * types; any other query matches entries whose id, base name or legal form
 * contains it.  --markdown prints docs/isa.md (restricted to the matches
 * when a query is given).  Options: the table parser of cli/opt.h. */
#include "cli/cli.h"
#include "cli/opt.h"
#include "kiln.h"
#include <stdio.h>
#include <string.h>

static struct {
	const char *query;
	int json, md;
} o;

static const CliOpt opts[] = {
	{"--json", 0, OPT_FLAG, &o.json, NULL, "one JSON document: {\"schema\", \"query\", \"count\", \"entries\": [...]}"},
	{"--markdown", 0, OPT_FLAG, &o.md, NULL, "the generated docs/isa.md (only the matches when QUERY is given)"},
};

static const CliSpec spec = {
	"isa", "[QUERY] [options]   (QUERY: an exact opcode such as ld.global.v4.f32, or a substring of an entry id, "
	"base name or form; exit status 0 matches, 1 no match)", opts, sizeof opts / sizeof opts[0], &o.query, "query",
};

int cmd_isa(int argc, char **argv)
{
	memset(&o, 0, sizeof o);
	int rc = cli_parse(&spec, argc, argv);
	if (rc)
		return rc == 1 ? 0 : 2;
	if (o.json && o.md)
		return cli_usage_error(&spec, "--json and --markdown are exclusive");
	KilnIsaOptions io = {.query = o.query, .argc = cli_argc, .argv = cli_argv};
	KilnIsaResult *r = kiln_isa_query(&io);
	if (!r) {
		fprintf(stderr, "kiln isa: out of memory\n");
		return 3;
	}
	rc = kiln_isa_exit_code(r);
	if (o.json)
		fputs(kiln_isa_result_json(r), stdout);
	else if (rc == 3)
		fprintf(stderr, "kiln isa: internal error: %s\n", kiln_isa_why(r));
	else if (o.md)
		fputs(kiln_isa_markdown(r), stdout);
	else {
		fputs(kiln_isa_text(r), stdout);
		if (rc == 1 && kiln_isa_why(r))
			fprintf(stderr, "kiln isa: no entry matches '%s': %s\n", o.query, kiln_isa_why(r));
		else if (rc == 1)
			fprintf(stderr, "kiln isa: no entry matches\n");
	}
	if (fflush(stdout) && !rc)
		rc = 3;
	kiln_isa_result_free(r);
	return rc;
}
