/* The table-driven option parser (opt.h). */
#include <stdio.h>
#include "cli/opt.h"
#include "cli/cli.h"
#include "util/envelope.h"
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static int json_requested(void)
{
	for (int i = 0; i < cli_argc; i++)
		if (!strcmp(cli_argv[i], "--json"))
			return 1;
	return 0;
}

static int verror(const CliSpec *s, const char *fmt, va_list ap)
{
	char msg[1024];
	vsnprintf(msg, sizeof msg, fmt, ap);
	if (json_requested()) {
		Buf b = {0};
		env_error_doc(&b, s->cmd, cli_argc, cli_argv, KILN_EXIT_INPUT, NULL, msg);
		fputs(buf_str(&b), stdout);
		buf_free(&b);
	}
	/* the text on stderr too: a caller reading only stderr (kilnd's job log) sees it */
	fprintf(stderr, "kiln %s: %s\nusage: kiln %s %s  (see 'kiln %s --help')\n", s->cmd, msg, s->cmd, s->synopsis, s->cmd);
	return 2;
}

int cli_usage_error(const CliSpec *s, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int rc = verror(s, fmt, ap);
	va_end(ap);
	return rc;
}

static int uerr(const CliSpec *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int uerr(const CliSpec *s, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int rc = verror(s, fmt, ap);
	va_end(ap);
	return rc;
}

void cli_help(const CliSpec *s, FILE *f)
{
	fprintf(f, "usage: kiln %s %s\n\n", s->cmd, s->synopsis);
	for (int i = 0; i < s->nopts; i++) {
		const CliOpt *o = &s->opts[i];
		char left[64];
		const char *sp = o->arg && o->kind != OPT_OPTSTR ? " " : "";
		if (o->sh)
			snprintf(left, sizeof left, "-%c, %s%s%s", o->sh, o->name, sp, o->arg ? o->arg : "");
		else
			snprintf(left, sizeof left, "    %s%s%s", o->name, sp, o->arg ? o->arg : "");
		fprintf(f, "  %-30s %s\n", left, o->help);
	}
	fprintf(f, "  %-30s %s\n", "-h, --help", "show this help");
	fprintf(f, "\nExit status: 0 clean, 1 mismatch/finding/deadlock/fault, 2 usage or input error, 3 internal error.\n");
}

static int set(const CliSpec *s, const CliOpt *o, const char *v)
{
	char *e;
	switch (o->kind) {
	case OPT_FLAG:
		*(int *)o->dst = 1;
		return 0;
	case OPT_STR:
	case OPT_OPTSTR:
		*(const char **)o->dst = v;
		return 0;
	case OPT_KVLIST:
		if (!strchr(v, '=')) {
			char sh[3] = {'-', o->sh, 0};
			return uerr(s, "%s wants NAME=VALUE, got '%s'", o->sh ? sh : o->name, v);
		}
		/* fall through */
	case OPT_LIST: {
		OptList *l = o->dst;
		const char **nv = realloc((void *)l->v, (size_t)(l->n + 1) * sizeof *nv);
		if (!nv)
			return uerr(s, "out of memory");
		nv[l->n++] = v;
		l->v = nv;
		return 0;
	}
	case OPT_U64: {
		errno = 0;
		if (*v == '-')
			return uerr(s, "%s: '%s' is not a non-negative integer", o->name, v);
		unsigned long long x = strtoull(v, &e, 0);
		if (e == v || *e || errno)
			return uerr(s, "%s: '%s' is not a non-negative integer", o->name, v);
		*(uint64_t *)o->dst = x;
		return 0;
	}
	case OPT_DBL: {
		errno = 0;
		double x = strtod(v, &e);
		if (e == v || *e || errno || !(x > 0))
			return uerr(s, "%s: '%s' is not a positive number", o->name, v);
		*(double *)o->dst = x;
		return 0;
	}
	}
	return 2;
}

/* OPT_OPTSTR: a separate argument is its value when it ends with the
 * extension in arg ("[=FILE.json]": ".json") */
static int takes_separate(const CliOpt *o, const char *next)
{
	const char *dot = o->arg ? strrchr(o->arg, '.') : NULL;
	if (!dot || next[0] == '-')
		return 0;
	size_t n = strcspn(dot, "]"), l = strlen(next);
	return l > n && !strncmp(next + l - n, dot, n);
}

static int parse(const CliSpec *s, OptList *words, int argc, char **argv);

int cli_parse(const CliSpec *s, int argc, char **argv)
{
	return parse(s, NULL, argc, argv);
}

int cli_parse_words(const CliSpec *s, OptList *pos, int argc, char **argv)
{
	return parse(s, pos, argc, argv);
}

static int parse(const CliSpec *s, OptList *words, int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
			cli_help(s, stdout);
			return 1;
		}
		if (a[0] != '-' || !strcmp(a, "-")) {
			if (words) {
				OptList *l = words;
				const char **nv = realloc((void *)l->v, (size_t)(l->n + 1) * sizeof *nv);
				if (!nv)
					return uerr(s, "out of memory");
				nv[l->n++] = a;
				l->v = nv;
				continue;
			}
			if (*s->positional)
				return uerr(s, "more than one %s ('%s' and '%s')", s->positional_name, *s->positional, a);
			*s->positional = a;
			continue;
		}
		const CliOpt *o = NULL;
		const char *val = NULL;
		if (a[1] == '-') {
			const char *eq = strchr(a, '=');
			size_t n = eq ? (size_t)(eq - a) : strlen(a);
			for (int k = 0; k < s->nopts; k++)
				if (strlen(s->opts[k].name) == n && !strncmp(s->opts[k].name, a, n))
					o = &s->opts[k];
			if (o && eq) {
				if (o->kind == OPT_FLAG)
					return uerr(s, "%s takes no value", o->name);
				val = eq + 1;
			}
		} else
			for (int k = 0; k < s->nopts; k++)
				if (s->opts[k].sh && s->opts[k].sh == a[1]) {
					o = &s->opts[k];
					if (a[2])
						val = a + 2;
				}
		if (!o)
			return uerr(s, "unknown option '%s'", a);
		if (o->kind == OPT_OPTSTR && !val) {
			val = "";
			if (i + 1 < argc && takes_separate(o, argv[i + 1]))
				val = argv[++i];
		}
		if (o->kind != OPT_FLAG && !val) {
			if (i + 1 >= argc)
				return uerr(s, "%s needs a value (%s)", o->name, o->arg ? o->arg : "VALUE");
			val = argv[++i];
		}
		int rc = set(s, o, val);
		if (rc)
			return rc;
	}
	return 0;
}

void cli_list_free(OptList *l)
{
	free((void *)l->v);
	l->v = NULL;
	l->n = 0;
}
