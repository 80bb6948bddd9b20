/* kiln_isa_*: the ISA table with the simulator's coverage of it, through
 * the public API (`kiln isa`, MCP).  Lives above both the table and the
 * simulator: the table (src/isa) does not depend on the simulator. */
#include "kiln.h"
#include "isa/isadoc.h"
#include "sim/simops.h"
#include "util/arena.h"
#include "util/envelope.h"
#include <string.h>

struct KilnIsaResult {
	const char *query;
	int argc;
	const char *const *argv;
	int internal;
	IsaMatch exact[16];         /* entries the query matches as an opcode */
	int nexact;
	int n;
	signed char hit[I_COUNT + 1];
	char *why, *text, *md, *json;
};

static int sim_fn(IsaId id) { return sim_op_supported(id); }

static int keep(int id, void *ctx) { return ((KilnIsaResult *)ctx)->hit[id]; }

static void select_entries(KilnIsaResult *s)
{
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

static const IsaMatch *exact_for(const KilnIsaResult *s, int id)
{
	for (int i = 0; i < s->nexact; i++)
		if ((int)s->exact[i].e->id == id)
			return &s->exact[i];
	return NULL;
}

KilnIsaResult *kiln_isa_query(const KilnIsaOptions *o)
{
	KilnIsaResult *r = kl_calloc(1, sizeof *r);
	if (!r)
		return NULL;
	r->query = o->query;
	r->argc = o->argc;
	r->argv = o->argv;
	Buf err = {0};
	if (isa_init(&err)) {
		r->internal = 1;
		r->why = buf_take(&err);
		return r;
	}
	select_entries(r);
	for (int i = 0; i < isa_count(); i++)
		r->n += r->hit[i];
	if (!r->n) {
		IsaMatch m;
		Buf why = {0};
		if (r->query && !isa_match(r->query, &m, &why))
			r->why = buf_take(&why);
		else
			buf_free(&why);
	}
	return r;
}

int kiln_isa_exit_code(const KilnIsaResult *r) { return !r || r->internal ? 3 : r->n ? 0 : 1; }
int kiln_isa_count(const KilnIsaResult *r) { return r ? r->n : 0; }
int kiln_isa_exact(const KilnIsaResult *r) { return r && r->nexact > 0; }
const char *kiln_isa_why(const KilnIsaResult *r) { return r ? r->why : NULL; }

const char *kiln_isa_text(KilnIsaResult *r)
{
	if (!r || r->text)
		return r ? r->text : NULL;
	Buf out = {0};
	for (int i = 0; i < isa_count() && !r->internal; i++)
		if (r->hit[i]) {
			isa_entry_text(isa_entry(i), exact_for(r, i), sim_fn, &out);
			buf_putc(&out, '\n');
		}
	if (r->n)
		buf_printf(&out, "%d entr%s\n", r->n, r->n == 1 ? "y" : "ies");
	return r->text = buf_take(&out);
}

const char *kiln_isa_markdown(KilnIsaResult *r)
{
	if (!r || r->md)
		return r ? r->md : NULL;
	Buf out = {0};
	if (r->n)
		isa_doc_markdown(&out, sim_fn, keep, r);
	return r->md = buf_take(&out);
}

const char *kiln_isa_result_json(KilnIsaResult *r)
{
	if (!r || r->json)
		return r ? r->json : NULL;
	Buf out = {0};
	JsonW w;
	int rc = kiln_isa_exit_code(r);
	env_open(&w, &out, 1, "isa", r->argc, r->argv, rc == 0 ? "ok" : rc == 1 ? "no_match" : "internal_error", rc);
	env_diags_begin(&w);
	if (rc == 1)
		env_diag(&w, "error", "no ISA entry matches the query", NULL, 0, 0);
	else if (rc == 3)
		env_diag(&w, "error", r->why ? r->why : "internal error", NULL, 0, 0);
	env_diags_end(&w);
	jw_key(&w, "query");
	r->query ? jw_str(&w, r->query) : jw_null(&w);
	jw_kbool(&w, "exact", r->nexact > 0);
	jw_kint(&w, "count", r->n);
	jw_key(&w, "entries");
	jw_arr(&w);
	for (int i = 0; i < isa_count() && !r->internal; i++)
		if (r->hit[i])
			isa_entry_json(&w, isa_entry(i), exact_for(r, i), sim_fn);
	jw_end_arr(&w);
	env_close(&w);
	return r->json = buf_take(&out);
}

void kiln_isa_result_free(KilnIsaResult *r)
{
	if (!r)
		return;
	kl_free(r->why);
	kl_free(r->text);
	kl_free(r->md);
	kl_free(r->json);
	kl_free(r);
}
