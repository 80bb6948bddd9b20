/* kiln isa [QUERY] [--json] [--markdown]: the ISA table for people and
 * agents.  An exact opcode ("ld.global.v4.f32") shows the entries it
 * matches with resolved operand types; any other query matches entries
 * whose id, base name or legal form contains it.  --markdown prints
 * docs/isa.md (restricted to the matches when a query is given). */
#include "cli/cli.h"
#include "isa/isadoc.h"
#include "sim/simops.h"
#include "util/arena.h"
#include "util/envelope.h"
#include <stdio.h>
#include <string.h>

typedef struct {
	const char *query;
	IsaMatch exact[16];         /* entries the query matches as an opcode */
	int nexact;
	signed char hit[I_COUNT + 1];
} Sel;

static int sim_fn(IsaId id) { return sim_op_supported(id); }

static int keep(int id, void *ctx) { return ((Sel *)ctx)->hit[id]; }

static void select_entries(Sel *s)
{
	memset(s->hit, 0, sizeof s->hit);
	s->nexact = 0;
	if (!s->query) {
		memset(s->hit, 1, sizeof s->hit);
		return;
	}
	IsaMatch m;
	for (int from = 0; s->nexact < 16 && isa_match_from(s->query, from, &m); from = m.e->id + 1) {
		s->exact[s->nexact++] = m;
		s->hit[m.e->id] = 1;
	}
	if (s->nexact)
		return;
	Buf form = {0};
	for (int i = 0; i < isa_count(); i++) {
		const IsaEntry *e = isa_entry(i);
		form.len = 0;
		isa_form(e, &form);
		if (strstr(e->idname, s->query) || strstr(e->base, s->query) || strstr(buf_str(&form), s->query) ||
		    strstr(e->spell, s->query))
			s->hit[i] = 1;
	}
	buf_free(&form);
}

static const IsaMatch *exact_for(const Sel *s, int id)
{
	for (int i = 0; i < s->nexact; i++)
		if ((int)s->exact[i].e->id == id)
			return &s->exact[i];
	return NULL;
}

static void usage(FILE *f)
{
	fprintf(f, "usage: kiln isa [QUERY] [--json] [--markdown]\n"
	           "  QUERY        an exact opcode (ld.global.v4.f32: the matching entry with resolved\n"
	           "               operand types) or a substring of an entry id, base name or form\n"
	           "  --json       one JSON document: {\"schema\", \"query\", \"count\", \"entries\": [...]}\n"
	           "  --markdown   the generated docs/isa.md (only the matches when QUERY is given)\n"
	           "exit status: 0 matches, 1 no match, 2 usage error\n");
}

int cmd_isa(int argc, char **argv)
{
	int json = 0, md = 0;
	Sel *s = kl_calloc(1, sizeof *s);
	if (!s) {
		fprintf(stderr, "kiln isa: out of memory\n");
		return 3;
	}
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--json"))
			json = 1;
		else if (!strcmp(argv[i], "--markdown"))
			md = 1;
		else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
			usage(stdout);
			kl_free(s);
			return 0;
		} else if (argv[i][0] == '-' && argv[i][1]) {
			fprintf(stderr, "kiln isa: unknown option '%s'\n", argv[i]);
			usage(stderr);
			kl_free(s);
			return 2;
		} else if (s->query) {
			fprintf(stderr, "kiln isa: more than one query ('%s', '%s')\n", s->query, argv[i]);
			usage(stderr);
			kl_free(s);
			return 2;
		} else
			s->query = argv[i];
	}
	if (json && md) {
		fprintf(stderr, "kiln isa: --json and --markdown are exclusive\n");
		kl_free(s);
		return 2;
	}
	Buf err = {0};
	if (isa_init(&err)) {
		fprintf(stderr, "kiln isa: internal error: %s\n", buf_str(&err));
		buf_free(&err);
		kl_free(s);
		return 3;
	}
	select_entries(s);
	int n = 0;
	for (int i = 0; i < isa_count(); i++)
		n += s->hit[i];
	Buf out = {0};
	if (md) {
		if (n)
			isa_doc_markdown(&out, sim_fn, keep, s);
	} else if (json) {
		JsonW w;
		env_open(&w, &out, 1, "isa", cli_argc, cli_argv, n ? "ok" : "no_match", n ? 0 : 1);
		env_diags_begin(&w);
		if (!n)
			env_diag(&w, "error", "no ISA entry matches the query", NULL, 0, 0);
		env_diags_end(&w);
		jw_key(&w, "query");
		s->query ? jw_str(&w, s->query) : jw_null(&w);
		jw_kbool(&w, "exact", s->nexact > 0);
		jw_kint(&w, "count", n);
		jw_key(&w, "entries");
		jw_arr(&w);
		for (int i = 0; i < isa_count(); i++)
			if (s->hit[i])
				isa_entry_json(&w, isa_entry(i), exact_for(s, i), sim_fn);
		jw_end_arr(&w);
		env_close(&w);
	} else {
		for (int i = 0; i < isa_count(); i++)
			if (s->hit[i]) {
				isa_entry_text(isa_entry(i), exact_for(s, i), sim_fn, &out);
				buf_putc(&out, '\n');
			}
		if (!n) {
			/* the matcher's explanation: legal forms of the base, or a near name */
			IsaMatch m;
			Buf why = {0};
			if (s->query && !isa_match(s->query, &m, &why))
				fprintf(stderr, "kiln isa: no entry matches '%s': %s\n", s->query, buf_str(&why));
			else
				fprintf(stderr, "kiln isa: no entry matches\n");
			buf_free(&why);
		} else
			buf_printf(&out, "%d entr%s\n", n, n == 1 ? "y" : "ies");
	}
	fputs(buf_str(&out), stdout);
	buf_free(&out);
	kl_free(s);
	return n ? 0 : 1;
}
