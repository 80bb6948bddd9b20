/* CLI subcommands: one file each (cmd_<name>.c), listed in main.c. */
#ifndef KILN_CLI_H
#define KILN_CLI_H
#include "util/buf.h"
/* the whole command line ("kiln", "sim", ...), for the JSON envelope's "command" */
extern int cli_argc;
extern const char *const *cli_argv;
/* A driver's two renderings: prints the JSON document (json) or the text
 * (to stderr when rc >= 2, an error), then frees both. */
void cli_print_result(Buf *json_doc, Buf *text, int json, int rc);
int cmd_build(int argc, char **argv);
int cmd_isa(int argc, char **argv);
int cmd_sim(int argc, char **argv);
int cmd_run(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_profile(int argc, char **argv);
int cmd_sanitize(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_kb(int argc, char **argv);
int cmd_mcp(int argc, char **argv);
int cmd_task(int argc, char **argv);
int cmd_remote(int argc, char **argv);
#endif
