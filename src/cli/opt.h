/* One table-driven option parser for the subcommands (git parse-options
 * style): --name VALUE, --name=VALUE, -X VALUE, flags; --help is generated
 * from the table; a usage error is reported as text, or as the JSON
 * envelope when --json is on the command line. */
#ifndef KILN_CLI_OPT_H
#define KILN_CLI_OPT_H
#include <stdint.h>
#include <stdio.h>

/* OPT_OPTSTR: --name or --name=VALUE (an optional value, given with '=';
 * a separate next argument is taken only when it ends with the extension
 * arg names: arg "[=FILE.json]" lets `--map out.json` through).  dst is a
 * const char**: "" when the option came without a value. */
/* OPT_KVLIST: an OPT_LIST whose every value must be NAME=VALUE (a usage
 * error names the option otherwise). */
typedef enum { OPT_FLAG, OPT_STR, OPT_LIST, OPT_U64, OPT_DBL, OPT_OPTSTR, OPT_KVLIST } OptKind;

typedef struct {
	const char *const *v;
	int n;
} OptList;

typedef struct {
	const char *name;      /* "--case" */
	char sh;               /* 'I' for -I, or 0 */
	OptKind kind;
	void *dst;             /* int* (FLAG), const char** (STR, OPTSTR), OptList* (LIST, KVLIST), uint64_t* (U64), double* (DBL) */
	const char *arg;       /* "NAME" */
	const char *help;
} CliOpt;

typedef struct {
	const char *cmd;       /* "sim" */
	const char *synopsis;  /* "WORKLOAD.json [options]" */
	const CliOpt *opts;
	int nopts;
	const char **positional;   /* the one positional argument */
	const char *positional_name;
} CliSpec;

/* 0: parsed; 1: --help printed (exit 0); 2: usage error reported (exit 2). */
int cli_parse(const CliSpec *s, int argc, char **argv);
/* The same for a command with a verb and several operands (kiln task eval
 * TASK CANDIDATE): every positional argument goes to pos, in order
 * (s->positional is not used). */
int cli_parse_words(const CliSpec *s, OptList *pos, int argc, char **argv);
/* A usage error after parsing (a bad combination): reported like the parser's. */
int cli_usage_error(const CliSpec *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void cli_help(const CliSpec *s, FILE *f);
void cli_list_free(OptList *l);
#endif
