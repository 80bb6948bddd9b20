/* Compile-time benchmark: each zoo kernel (zoo/<family>/<name>/kernel.kiln, or the files
 * given) compiled N times in-process through kiln_compile (source text in
 * memory -> PTX; imports are read as usual; no ptxas), reporting median and
 * minimum wall time with the front-end / printer split, and beside it the
 * median time of ptxas on the emitted PTX.  Table by default, --json for one
 * document.  Build and run: make bench-compile. */
#include "kiln.h"
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../bench_util.h"

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	fseek(f, 0, SEEK_SET);
	char *s = n >= 0 ? malloc((size_t)n + 1) : NULL;
	if (s && fread(s, 1, (size_t)n, f) != (size_t)n) {
		free(s);
		s = NULL;
	}
	fclose(f);
	if (s)
		s[n] = 0;
	*len = s ? (size_t)n : 0;
	return s;
}

static void json_str(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			fprintf(f, "\\%c", *s);
		else if ((unsigned char)*s < 0x20)
			fprintf(f, "\\u%04x", *s);
		else
			fputc(*s, f);
	}
	fputc('"', f);
}

typedef struct {
	const char *path;
	int ok;
	char err[256];
	size_t ptx_bytes;
	int ptx_lines;
	double med, min, front, emit, ptxas;
	int ptxas_ok;
} Row;

static void usage(FILE *f)
{
	fprintf(f, "usage: compile_bench [-n N] [--ptxas-runs M] [--json] [FILE.kiln ...]\n"
	           "  -n N            compiles per kernel (default 50)\n"
	           "  --ptxas-runs M  ptxas runs per kernel for the median (default 3; 0 = skip)\n"
	           "  --json          one JSON document instead of the table\n"
	           "  FILE.kiln ...   kernels to compile (default: every zoo kernel)\n");
}

int main(int argc, char **argv)
{
	int n = 50, pruns = 3, json = 0;
	glob_t g;
	memset(&g, 0, sizeof g);
	const char **files = NULL;
	int nfiles = 0;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-n") && i + 1 < argc)
			n = atoi(argv[++i]);
		else if (!strcmp(argv[i], "--ptxas-runs") && i + 1 < argc)
			pruns = atoi(argv[++i]);
		else if (!strcmp(argv[i], "--json"))
			json = 1;
		else if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
			usage(stdout);
			return 0;
		} else if (argv[i][0] == '-') {
			usage(stderr);
			return 2;
		} else {
			files = realloc(files, (size_t)(nfiles + 1) * sizeof *files);
			files[nfiles++] = argv[i];
		}
	}
	if (n < 1 || pruns < 0) {
		usage(stderr);
		return 2;
	}
	if (!nfiles) {
		if (glob("zoo/*/*/*.kiln", 0, NULL, &g) == 0) {
			files = malloc(g.gl_pathc * sizeof *files);
			for (size_t i = 0; i < g.gl_pathc; i++)
				files[nfiles++] = g.gl_pathv[i];
		}
		if (!nfiles) {
			fprintf(stderr, "compile_bench: no zoo/*/*/*.kiln here (run from the repository root)\n");
			return 2;
		}
	}
	Row *rows = calloc((size_t)nfiles, sizeof *rows);
	double *t = malloc((size_t)n * sizeof *t), *tf = malloc((size_t)n * sizeof *tf), *te = malloc((size_t)n * sizeof *te);
	double *tp = malloc((size_t)(pruns + 1) * sizeof *tp);
	int failed = 0;
	for (int f = 0; f < nfiles; f++) {
		Row *r = &rows[f];
		r->path = files[f];
		size_t len;
		char *src = slurp(files[f], &len);
		if (!src) {
			snprintf(r->err, sizeof r->err, "cannot read");
			failed++;
			continue;
		}
		KilnCompileOptions o = {.path = files[f], .source = src, .source_len = len};
		int ok = 1;
		for (int i = 0; i < n && ok; i++) {
			double t0 = now_ms();
			KilnCompileResult *c = kiln_compile(&o);
			t[i] = now_ms() - t0;
			tf[i] = kiln_compile_time_ms(c, "frontend");
			te[i] = kiln_compile_time_ms(c, "emit");
			if (!kiln_compile_ok(c)) {
				const char *d = kiln_compile_diagnostics_text(c);
				size_t l = strcspn(d, "\n");
				snprintf(r->err, sizeof r->err, "%.*s", (int)l, d);
				ok = 0;
			} else if (i == 0) {
				r->ptx_bytes = kiln_compile_ptx_len(c);
				for (const char *p = kiln_compile_ptx(c); *p; p++)
					r->ptx_lines += *p == '\n';
			}
			kiln_compile_result_free(c);
		}
		if (!ok) {
			failed++;
			free(src);
			continue;
		}
		r->ok = 1;
		r->min = t[0];
		for (int i = 1; i < n; i++)
			if (t[i] < r->min)
				r->min = t[i];
		r->med = median(t, n);
		r->front = median(tf, n);
		r->emit = median(te, n);
		r->ptxas = -1;
		if (pruns) {
			o.ptxas = 1;
			int np = 0;
			r->ptxas_ok = 1;
			for (int i = 0; i < pruns; i++) {
				KilnCompileResult *c = kiln_compile(&o);
				if (kiln_compile_ok(c))
					tp[np++] = kiln_compile_time_ms(c, "ptxas");
				else
					r->ptxas_ok = 0;
				kiln_compile_result_free(c);
			}
			r->ptxas = np ? median(tp, np) : -1;
		}
		free(src);
	}
	if (json) {
		printf("{\"schema\":%d,\"tool\":\"compile_bench\",\"runs\":%d,\"ptxas_runs\":%d,\"kernels\":[", KILN_JSON_SCHEMA_VERSION, n, pruns);
		for (int f = 0; f < nfiles; f++) {
			Row *r = &rows[f];
			printf("%s{\"file\":", f ? "," : "");
			json_str(stdout, r->path);
			printf(",\"ok\":%s", r->ok ? "true" : "false");
			if (!r->ok) {
				printf(",\"error\":");
				json_str(stdout, r->err);
				printf("}");
				continue;
			}
			printf(",\"median_ms\":%.4f,\"min_ms\":%.4f,\"frontend_median_ms\":%.4f,\"emit_median_ms\":%.4f,"
			       "\"ptx_bytes\":%zu,\"ptx_lines\":%d,\"ptxas_median_ms\":",
			       r->med, r->min, r->front, r->emit, r->ptx_bytes, r->ptx_lines);
			if (r->ptxas >= 0)
				printf("%.3f", r->ptxas);
			else
				printf("null");
			printf(",\"ptxas_ok\":%s}", r->ptxas >= 0 && r->ptxas_ok ? "true" : "false");
		}
		printf("]}\n");
	} else {
		printf("compile time, source -> PTX in-process (%d runs; ptxas: median of %d)\n", n, pruns);
		printf("%-40s %9s %9s %9s %9s %8s %10s\n", "kernel", "median", "min", "front", "emit", "PTX lines", "ptxas");
		for (int f = 0; f < nfiles; f++) {
			Row *r = &rows[f];
			if (!r->ok) {
				printf("%-40s FAILED: %s\n", r->path, r->err);
				continue;
			}
			char px[32];
			if (r->ptxas >= 0)
				snprintf(px, sizeof px, "%.1f ms%s", r->ptxas, r->ptxas_ok ? "" : "!");
			else
				snprintf(px, sizeof px, "-");
			printf("%-40s %6.3f ms %6.3f ms %6.3f ms %6.3f ms %8d %10s\n", r->path, r->med, r->min, r->front,
			       r->emit, r->ptx_lines, px);
		}
	}
	free(rows);
	free(t);
	free(tf);
	free(te);
	free(tp);
	if (g.gl_pathc)
		globfree(&g);
	free(files);
	return failed ? 1 : 0;
}
