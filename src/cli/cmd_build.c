/* kiln build: compile a .kiln file to PTX through kiln_compile (the same
 * call the server, MCP and Python binding make).  Options are a table, in
 * the manner of git's parse-options. */
#include "cli/cli.h"
#include "kiln.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { OPT_FLAG, OPT_STR, OPT_LIST, OPT_OPTSTR };

typedef struct {
	const char **v;
	int n;
} StrList;

static struct {
	const char *out, *target, *kernel, *map_file, *file;
	StrList defines, incdirs;
	int map, ptxas, json, dump_ir, help;
} o;

static const struct opt {
	char sh;               /* short name or 0 */
	const char *lng;       /* long name or NULL */
	int kind;
	void *dst;             /* int*, const char**, StrList*; OPT_OPTSTR: const char** (the flag is in dst2) */
	int *dst2;
	const char *arg;
	const char *help;
} opts[] = {
	{'o', "output", OPT_STR, &o.out, NULL, "FILE", "write the PTX to FILE (default: stdout)"},
	{0, "target", OPT_STR, &o.target, NULL, "SM", "target architecture: sm_90a (default), sm_100a, sm_80 ..."},
	{'D', "define", OPT_LIST, &o.defines, NULL, "NAME=VALUE", "override a template parameter or module constant"},
	{'I', "include", OPT_LIST, &o.incdirs, NULL, "DIR", "search DIR for imports (after the importing file's directory)"},
	{0, "kernel", OPT_STR, &o.kernel, NULL, "NAME", "compile only kernel NAME"},
	{0, "map", OPT_OPTSTR, &o.map_file, &o.map, "[=FILE]", "source line -> PTX lines map as JSON: to FILE, or to stdout instead of the PTX"},
	{0, "ptxas", OPT_FLAG, &o.ptxas, NULL, NULL, "assemble with ptxas -v; report registers, shared memory, spills, warnings"},
	{0, "resources", OPT_FLAG, &o.ptxas, NULL, NULL, "same as --ptxas"},
	{0, "json", OPT_FLAG, &o.json, NULL, NULL, "print one JSON document (ok, diagnostics, ptx, map, resources, timing)"},
	{0, "dump-ir", OPT_FLAG, &o.dump_ir, NULL, NULL, "print the IR to stdout instead of the PTX"},
	{'h', "help", OPT_FLAG, &o.help, NULL, NULL, "show this help"},
};
#define NOPTS (sizeof opts / sizeof opts[0])

static void usage(FILE *f)
{
	fprintf(f, "usage: kiln build FILE.kiln [options]   (FILE '-' reads stdin)\n\n");
	for (size_t i = 0; i < NOPTS; i++) {
		char left[64];
		const struct opt *p = &opts[i];
		if (p->sh && p->lng)
			snprintf(left, sizeof left, "-%c, --%s%s%s", p->sh, p->lng, p->arg && p->kind != OPT_OPTSTR ? " " : "", p->arg ? p->arg : "");
		else if (p->sh)
			snprintf(left, sizeof left, "-%c %s", p->sh, p->arg ? p->arg : "");
		else
			snprintf(left, sizeof left, "    --%s%s%s", p->lng, p->arg && p->kind != OPT_OPTSTR ? " " : "", p->arg ? p->arg : "");
		fprintf(f, "  %-28s %s\n", left, p->help);
	}
	fprintf(f, "\nExit status: 0 ok, 2 compile error or bad usage, 3 internal error (ptxas missing or crashed).\n");
}

static void push(StrList *l, const char *s)
{
	const char **v = realloc(l->v, (size_t)(l->n + 1) * sizeof *v);
	if (!v) {
		fprintf(stderr, "kiln build: out of memory\n");
		exit(3);
	}
	v[l->n++] = s;
	l->v = v;
}

static int set(const struct opt *p, const char *val, const char *name)
{
	switch (p->kind) {
	case OPT_FLAG:
		*(int *)p->dst = 1;
		return 0;
	case OPT_STR:
		*(const char **)p->dst = val;
		return 0;
	case OPT_LIST:
		if (p->sh == 'D' && !strchr(val, '=')) {
			fprintf(stderr, "kiln build: -D wants NAME=VALUE, got '%s'\n", val);
			return -1;
		}
		push(p->dst, val);
		return 0;
	case OPT_OPTSTR:
		*p->dst2 = 1;
		*(const char **)p->dst = val;
		return 0;
	}
	(void)name;
	return -1;
}

static int parse(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		char *a = argv[i];
		if (a[0] != '-' || !strcmp(a, "-")) {
			if (o.file) {
				fprintf(stderr, "kiln build: more than one input file ('%s' and '%s')\n", o.file, a);
				return -1;
			}
			o.file = a;
			continue;
		}
		const struct opt *p = NULL;
		const char *val = NULL;
		if (a[1] == '-') {
			const char *nm = a + 2;
			const char *eq = strchr(nm, '=');
			size_t n = eq ? (size_t)(eq - nm) : strlen(nm);
			for (size_t j = 0; j < NOPTS; j++)
				if (opts[j].lng && strlen(opts[j].lng) == n && !strncmp(opts[j].lng, nm, n))
					p = &opts[j];
			if (!p) {
				fprintf(stderr, "kiln build: unknown option '%s'\n", a);
				return -1;
			}
			if (eq) {
				if (p->kind == OPT_FLAG) {
					fprintf(stderr, "kiln build: option '--%s' takes no value\n", p->lng);
					return -1;
				}
				val = eq + 1;
			} else if (p->kind == OPT_STR || p->kind == OPT_LIST) {
				if (i + 1 >= argc) {
					fprintf(stderr, "kiln build: option '--%s' needs %s\n", p->lng, p->arg);
					return -1;
				}
				val = argv[++i];
			} else if (p->kind == OPT_OPTSTR && i + 1 < argc) {
				/* a separate optional value is taken only when it names a .json file */
				size_t l = strlen(argv[i + 1]);
				if (l > 5 && !strcmp(argv[i + 1] + l - 5, ".json"))
					val = argv[++i];
			}
		} else {
			for (size_t j = 0; j < NOPTS; j++)
				if (opts[j].sh == a[1])
					p = &opts[j];
			if (!p) {
				fprintf(stderr, "kiln build: unknown option '%s'\n", a);
				return -1;
			}
			if (p->kind == OPT_FLAG) {
				if (a[2]) {
					fprintf(stderr, "kiln build: unknown option '%s'\n", a);
					return -1;
				}
			} else if (a[2])
				val = a + 2;
			else if (i + 1 < argc)
				val = argv[++i];
			else {
				fprintf(stderr, "kiln build: option '-%c' needs %s\n", p->sh, p->arg);
				return -1;
			}
		}
		if (set(p, val, a))
			return -1;
	}
	return 0;
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
	int rc = 2;
	char *src = NULL;
	KilnCompileResult *r = NULL;
	if (parse(argc, argv)) {
		fprintf(stderr, "(see 'kiln build --help')\n");
		goto done;
	}
	if (o.help) {
		usage(stdout);
		rc = 0;
		goto done;
	}
	if (!o.file) {
		fprintf(stderr, "kiln build: no input file\n");
		usage(stderr);
		goto done;
	}
	KilnCompileOptions co = {
		.path = o.file,
		.defines = o.defines.v, .ndefines = o.defines.n,
		.include_dirs = o.incdirs.v, .ninclude_dirs = o.incdirs.n,
		.target = o.target, .kernel = o.kernel,
		.map = o.map, .ptxas = o.ptxas, .dump_ir = o.dump_ir,
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
	if (ptx && o.map && o.map_file) {
		const char *mj = kiln_compile_map_json(r);
		size_t n = strlen(mj);
		char *t = malloc(n + 2);
		if (!t) {
			rc = 3;
			goto done;
		}
		memcpy(t, mj, n);
		t[n] = '\n';
		if (write_file(o.map_file, t, n + 1))
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
	if (!ptx)
		goto done;
	int stdout_used = 0;
	if (o.dump_ir && kiln_compile_ir(r)) {
		fputs(kiln_compile_ir(r), stdout);
		stdout_used = 1;
	}
	if (o.map && !o.map_file) {
		puts(kiln_compile_map_json(r));
		stdout_used = 1;
	}
	if (!o.out && !stdout_used)
		fwrite(ptx, 1, kiln_compile_ptx_len(r), stdout);
done:
	if (fflush(stdout) && !rc)
		rc = 3;
	kiln_compile_result_free(r);
	free(o.defines.v);
	free(o.incdirs.v);
	free(src);
	return rc;
}
