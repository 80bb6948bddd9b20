/* kiln build: compile a .kiln file to PTX through kiln_compile (the same
 * call the server, MCP and Python binding make).  Options: the table
 * parser of cli/opt.h. */
#include "cli/cli.h"
#include "cli/opt.h"
#include "kiln.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct {
	const char *out, *target, *kernel, *map, *dump, *file;
	OptList defines, incdirs;
	int ptxas, json;
} o;

static char dump_help[256];

static const CliOpt opts[] = {
	{"--output", 'o', OPT_STR, &o.out, "FILE", "write the PTX to FILE (default: stdout)"},
	{"--target", 0, OPT_STR, &o.target, "SM", "target architecture: sm_90a (default), sm_100a, sm_80 ..."},
	{"--define", 'D', OPT_KVLIST, &o.defines, "NAME=VALUE", "override a template parameter or module constant"},
	{"--include", 'I', OPT_LIST, &o.incdirs, "DIR", "search DIR for imports (after the importing file's directory)"},
	{"--kernel", 0, OPT_STR, &o.kernel, "NAME", "compile only kernel NAME"},
	{"--map", 0, OPT_OPTSTR, &o.map, "[=FILE.json]", "source line -> PTX lines map as JSON: to FILE, or to stdout instead of the PTX"},
	{"--ptxas", 0, OPT_FLAG, &o.ptxas, NULL, "assemble with ptxas -v; report registers, shared memory, spills, warnings"},
	{"--resources", 0, OPT_FLAG, &o.ptxas, NULL, "same as --ptxas"},
	{"--json", 0, OPT_FLAG, &o.json, NULL, "print one JSON document (ok, diagnostics, ptx, map, resources, timing)"},
	{"--dump-ir", 0, OPT_OPTSTR, &o.dump, "[=PASS]", dump_help},
};

static const CliSpec spec = {
	"build", "FILE.kiln [options]   (FILE '-' reads stdin)", opts, sizeof opts / sizeof opts[0], &o.file, "input file",
};

static void set_dump_help(void)
{
	size_t n = (size_t)snprintf(dump_help, sizeof dump_help, "print the IR instead of the PTX; =PASS: stop after PASS and print its output (");
	const char *p;
	for (int i = 0; (p = kiln_compile_pass(i, NULL)) && n < sizeof dump_help; i++)
		n += (size_t)snprintf(dump_help + n, sizeof dump_help - n, "%s%s", i ? ", " : "", p);
	if (n < sizeof dump_help)
		snprintf(dump_help + n, sizeof dump_help - n, ")");
}

static char *read_stdin(size_t *len)
{
	size_t cap = 1 << 16, n = 0;
	char *s = malloc(cap);
	while (s) {
		size_t r = fread(s + n, 1, cap - n - 1, stdin);
		n += r;
		if (r == 0)
			break;
		if (n + 1 == cap) {
			char *t = realloc(s, cap *= 2);
			if (!t) {
				free(s);
				return NULL;
			}
			s = t;
		}
	}
	if (s)
		s[n] = 0;
	*len = n;
	return s;
}

static int write_file(const char *path, const char *s, size_t n)
{
	FILE *f = fopen(path, "wb");
	if (!f || fwrite(s, 1, n, f) != n || fclose(f)) {
		fprintf(stderr, "kiln build: cannot write %s: %s\n", path, strerror(errno));
		if (f)
			fclose(f);
		return -1;
	}
	return 0;
}

static void resources(const KilnCompileResult *r)
{
	fprintf(stderr, "ptxas %s: %.1f ms\n", kiln_compile_target(r), kiln_compile_time_ms(r, "ptxas"));
	fprintf(stderr, "%-24s %5s %5s %8s %6s %13s %9s %8s\n", "kernel", "regs", "bars", "smem", "stack",
	        "spill st/ld", "dyn smem", "warnings");
	for (int i = 0; i < kiln_compile_nkernels(r); i++) {
		KilnKernelInfo k;
		kiln_compile_kernel(r, i, &k);
		if (!k.has_resources) {
			fprintf(stderr, "%-24s (no report)\n", k.name);
			continue;
		}
		char sp[32];
		snprintf(sp, sizeof sp, "%lld/%lld", k.spill_store_bytes, k.spill_load_bytes);
		fprintf(stderr, "%-24s %5d %5d %8lld %6lld %13s %9lld %8d\n", k.name, k.registers, k.barriers,
		        k.smem_bytes, k.stack_bytes, sp, k.dynamic_smem_bytes, k.nwarnings);
	}
}

int cmd_build(int argc, char **argv)
{
	memset(&o, 0, sizeof o);
	set_dump_help();
	int rc = cli_parse(&spec, argc, argv);
	char *src = NULL;
	KilnCompileResult *r = NULL;
	if (rc) {
		rc = rc == 1 ? 0 : 2;
		goto done;
	}
	rc = 2;
	if (!o.file) {
		cli_usage_error(&spec, "no input file");
		goto done;
	}
	if (o.dump && *o.dump) {
		const char *p;
		int i = 0;
		while ((p = kiln_compile_pass(i, NULL)) && strcmp(p, o.dump))
			i++;
		if (!p) {
			const char *list = dump_help + strcspn(dump_help, "(");
			cli_usage_error(&spec, "--dump-ir=%s: no such pass %s", o.dump, list);
			goto done;
		}
	}
	KilnCompileOptions co = {
		.path = o.file,
		.defines = o.defines.v, .ndefines = o.defines.n,
		.include_dirs = o.incdirs.v, .ninclude_dirs = o.incdirs.n,
		.target = o.target, .kernel = o.kernel,
		.map = o.map != NULL, .ptxas = o.ptxas, .dump_ir = o.dump != NULL,
		.dump_after = o.dump && *o.dump ? o.dump : NULL,
		.argc = cli_argc, .argv = cli_argv,
	};
	if (!strcmp(o.file, "-")) {
		size_t n;
		src = read_stdin(&n);
		if (!src) {
			fprintf(stderr, "kiln build: cannot read stdin\n");
			goto done;
		}
		co.path = "<stdin>";
		co.source = src;
		co.source_len = n;
		if (!n) {
			fprintf(stderr, "kiln build: empty input on stdin\n");
			goto done;
		}
	}
	r = kiln_compile(&co);
	if (!r) {
		fprintf(stderr, "kiln build: out of memory\n");
		rc = 3;
		goto done;
	}
	rc = kiln_compile_status(r);
	const char *ptx = kiln_compile_ptx(r);
	/* files first: -o and --map=FILE are written whenever there is PTX */
	if (ptx && o.out && write_file(o.out, ptx, kiln_compile_ptx_len(r)))
		rc = 2;
	const char *map_file = o.map && *o.map ? o.map : NULL;
	if (ptx && map_file) {
		const char *mj = kiln_compile_map_json(r);
		size_t n = strlen(mj);
		char *t = malloc(n + 2);
		if (!t) {
			rc = 3;
			goto done;
		}
		memcpy(t, mj, n);
		t[n] = '\n';
		if (write_file(map_file, t, n + 1))
			rc = 2;
		free(t);
	}
	if (o.json) {
		puts(kiln_compile_result_json(r));
		goto done;
	}
	fputs(kiln_compile_diagnostics_text(r), stderr);
	if (o.ptxas && kiln_compile_ptxas_log(r))
		resources(r);
	int stdout_used = 0;
	if (o.dump && kiln_compile_ir(r) && (ptx || (*o.dump && kiln_compile_ok(r)))) {
		fputs(kiln_compile_ir(r), stdout);
		stdout_used = 1;
	}
	if (!ptx)
		goto done;
	if (o.map && !map_file) {
		puts(kiln_compile_map_json(r));
		stdout_used = 1;
	}
	if (!o.out && !stdout_used)
		fwrite(ptx, 1, kiln_compile_ptx_len(r), stdout);
done:
	if (fflush(stdout) && !rc)
		rc = 3;
	kiln_compile_result_free(r);
	cli_list_free(&o.defines);
	cli_list_free(&o.incdirs);
	free(src);
	return rc;
}
