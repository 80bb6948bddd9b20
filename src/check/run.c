/* kiln check over a whole workload: the cases to check, the --sweep shape
 * variants derived from the workload (the bugs that show only at a
 * pipeline's edges), and the combined report. */
#include "check/check.h"
#include "work/work.h"
#include "util/arena.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int64_t tparam(const Workload *w, const char *name, int64_t dflt)
{
	for (int i = 0; i < w->ndefines; i++)
		if (!strcmp(w->tname[i], name))
			return w->tval[i];
	return dflt;
}

/* c->var holds the case's own variables (template parameters are separate) */
static int has_var(const WCase *c, int nt, const char *name, int64_t *val)
{
	(void)nt;
	for (int i = 0; i < c->nvars; i++)
		if (!strcmp(c->var[i], name)) {
			if (val)
				*val = c->val[i];
			return 1;
		}
	return 0;
}

/* Names of case variables that count pipeline iterations directly. */
static const char *const iter_vars[] = {"iters", "niter", "n_iter", "ktiles", "k_tiles", "tiles", "steps", "rounds", NULL};

typedef struct {
	char v[8][64];
	int n;
	char def[64];           /* a template parameter override ("CLUSTER=2"), or "" */
} Variant;

/* The variants --sweep derives for case c: (1) each pipeline loop's trip
 * count 1 .. STAGES + 2, where the loop is a K loop (case variable k with
 * template parameter BK: k = t * BK) or a case variable that counts
 * iterations; (2) a K tail tile (k = (STAGES + 1) * BK + BK / 2) and M / N
 * tail tiles (BM + 1, BN + 1); (3) 1 and 2 CTAs per cluster through a case
 * variable named cluster / ctas_per_cluster, or the template parameter
 * CLUSTER (the kernel compiled per size; a size the launch does not allow
 * is left out with a note). */
static int derive(const Workload *w, const WCase *c, Variant *out, int max, char *note, size_t nn)
{
	int nt = w->ndefines, n = 0;
	int64_t stages = tparam(w, "STAGES", tparam(w, "NSTAGES", tparam(w, "DEPTH", 0)));
	int64_t bk = tparam(w, "BK", 0), bm = tparam(w, "BM", 0), bn = tparam(w, "BN", 0);
	int64_t trips = stages > 0 ? stages + 2 : 4;
	if (has_var(c, nt, "k", NULL) && bk > 0) {
		for (int64_t t = 1; t <= trips && n < max; t++, n++)
			snprintf(out[n].v[0], 64, "k=%lld", (long long)(t * bk)), out[n].n = 1;
		if (bk > 1 && n < max)
			snprintf(out[n].v[0], 64, "k=%lld", (long long)((trips - 1) * bk + bk / 2)), out[n++].n = 1;
	}
	for (int i = 0; iter_vars[i]; i++)
		if (has_var(c, nt, iter_vars[i], NULL))
			for (int64_t t = 1; t <= trips && n < max; t++, n++)
				snprintf(out[n].v[0], 64, "%s=%lld", iter_vars[i], (long long)t), out[n].n = 1;
	if (has_var(c, nt, "m", NULL) && bm > 0 && n < max)
		snprintf(out[n].v[0], 64, "m=%lld", (long long)(bm + 1)), out[n++].n = 1;
	if (has_var(c, nt, "n", NULL) && bn > 0 && n < max)
		snprintf(out[n].v[0], 64, "n=%lld", (long long)(bn + 1)), out[n++].n = 1;
	const char *cv = has_var(c, nt, "cluster", NULL) ? "cluster" : has_var(c, nt, "ctas_per_cluster", NULL) ? "ctas_per_cluster" : NULL;
	if (cv)
		for (int t = 1; t <= 2 && n < max; t++, n++)
			snprintf(out[n].v[0], 64, "%s=%d", cv, t), out[n].n = 1;
	/* the cluster size as a template parameter: the kernel is compiled per size */
	int64_t cl = tparam(w, "CLUSTER", 0);
	if (!cv && cl > 0)
		for (int t = 1; t <= 2 && n < max; t++)
			if (t != cl) {
				memset(&out[n], 0, sizeof out[n]);
				snprintf(out[n].def, 64, "CLUSTER=%d", t);
				n++;
			}
	note[0] = 0;
	if (!n)
		snprintf(note, nn, "case %s: no loop-trip, tile or cluster variable to sweep (looked for k with BK, %s, m/BM, n/BN, cluster)",
			c->name, "iters/ktiles/tiles/steps/rounds");
	return n;
}

static void add_case(ChkRun *run, const ChkOptions *base, const char *cname, const Variant *v, Diags *d)
{
	run->c = kl_realloc(run->c, (size_t)(run->n + 1) * sizeof *run->c);
	ChkCaseRun *cr = &run->c[run->n++];
	memset(cr, 0, sizeof *cr);
	chk_report_init(&cr->rep);
	ChkOptions o = *base;
	const char *vars[72];
	int nv = 0;
	for (int i = 0; i < base->nvars && nv < 64; i++)
		vars[nv++] = base->vars[i];
	Buf lb = {0}, vb = {0};
	buf_puts(&lb, cname);
	const char *defs[1];
	if (v && (v->n || v->def[0])) {
		buf_puts(&lb, " [");
		for (int i = 0; i < v->n; i++) {
			vars[nv++] = v->v[i];
			buf_printf(&lb, "%s%s", i ? " " : "", v->v[i]);
			buf_printf(&vb, "%s%s", i ? " " : "", v->v[i]);
		}
		if (v->def[0]) {
			defs[0] = v->def;
			o.defs = defs;
			o.ndefs = 1;
			buf_printf(&lb, "%s%s", v->n ? " " : "", v->def);
			buf_printf(&vb, "%s%s", v->n ? " " : "", v->def);
		}
		buf_puts(&lb, "]");
	}
	o.vars = vars;
	o.nvars = nv;
	cr->label = buf_take(&lb);
	cr->vars = vb.s ? buf_take(&vb) : kl_strdup("");
	cr->rc = chk_check_case(&o, cname, d, &cr->rep);
}

int chk_run_workload(const ChkOptions *o, const char *case_name, int sweep, Diags *d, ChkRun *run)
{
	memset(run, 0, sizeof *run);
	Workload *w = work_load(o->workload, d);
	if (!w)
		return 2;
	int rc = 0;
	int picked = 0;
	for (int i = 0; i < w->ncases; i++) {
		const WCase *c = &w->cases[i];
		if (case_name ? strcmp(c->name, case_name) != 0 : c->bench)
			continue;
		picked++;
		add_case(run, o, c->name, NULL, d);
		if (sweep) {
			Variant v[32];
			char note[256];
			int nv = derive(w, c, v, 32, note, sizeof note);
			if (note[0] && !run->sweep_note[0])
				snprintf(run->sweep_note, sizeof run->sweep_note, "%s", note);
			for (int j = 0; j < nv; j++) {
				/* a cluster size the launch does not allow (grid not a multiple) is no variant */
				Diags vd;
				diags_init(&vd);
				add_case(run, o, c->name, &v[j], v[j].def[0] ? &vd : d);
				if (v[j].def[0] && run->c[run->n - 1].rc == 2) {
					Buf db = {0};
					diags_render(&vd, &db);
					if (!run->sweep_note[0])
						snprintf(run->sweep_note, sizeof run->sweep_note, "case %s: %s is not a launch the kernel allows: %.160s",
							c->name, v[j].def, db.len ? buf_str(&db) : "");
					buf_free(&db);
					ChkCaseRun *cr = &run->c[--run->n];
					kl_free(cr->label);
					kl_free(cr->vars);
					chk_report_free(&cr->rep);
				} else {
					for (int k = 0; k < vd.n; k++)
						diag_add(d, vd.v[k].level, vd.v[k].loc, "%s", vd.v[k].msg);
					run->nsweep++;
				}
				/* the variant's findings point at file names vd owns */
				diags_take_files(d, &vd);
				diags_free(&vd);
			}
		}
	}
	if (!picked) {
		Loc wl = {o->workload, 0, 0};
		if (case_name)
			diag_error(d, wl, "no case named '%s' in the workload", case_name);
		else
			diag_error(d, wl, "the workload has no case to check (every case is marked bench)");
		work_free(w);
		return 2;
	}
	run->verdict = CHK_CLEAN;
	for (int i = 0; i < run->n; i++) {
		int r = run->c[i].rc;
		if (r >= 2) {
			rc = rc > r ? rc : r;
			continue;
		}
		ChkVerdict v = chk_verdict(&run->c[i].rep);
		if (v == CHK_FINDINGS || (v == CHK_INCOMPLETE && run->verdict == CHK_CLEAN))
			run->verdict = v;
	}
	if (!rc)
		rc = run->verdict == CHK_CLEAN ? 0 : 1;
	work_free(w);
	return rc;
}

void chk_run_text(const ChkRun *run, Buf *out)
{
	for (int i = 0; i < run->n; i++) {
		const ChkCaseRun *c = &run->c[i];
		if (c->rc >= 2) {
			buf_printf(out, "check case %s: error (see diagnostics)\n", c->label);
			continue;
		}
		chk_report_text(&c->rep, out);
		if (c->vars[0]) {
			/* the summary line of chk_report_text names the case; say the variant */
			buf_printf(out, "  (sweep variant %s)\n", c->vars);
		}
	}
	if (run->sweep_note[0])
		buf_printf(out, "sweep: %s\n", run->sweep_note);
	if (run->n > 1)
		buf_printf(out, "kiln check: %d case%s checked%s: %s\n", run->n, run->n == 1 ? "" : "s",
			run->nsweep ? " (with sweep variants)" : "", chk_verdict_name(run->verdict));
}

void chk_run_json(const ChkRun *run, JsonW *w)
{
	jw_kstr(w, "verdict", chk_verdict_name(run->verdict));
	if (run->sweep_note[0])
		jw_kstr(w, "sweep_note", run->sweep_note);
	jw_key(w, "cases");
	jw_arr(w);
	for (int i = 0; i < run->n; i++) {
		const ChkCaseRun *c = &run->c[i];
		jw_obj(w);
		jw_kstr(w, "label", c->label);
		jw_kstr(w, "vars", c->vars);
		jw_kint(w, "exit_code", c->rc);
		if (c->rc < 2)
			chk_report_json(&c->rep, w);
		jw_end_obj(w);
	}
	jw_end_arr(w);
}

void chk_run_free(ChkRun *run)
{
	for (int i = 0; i < run->n; i++) {
		kl_free(run->c[i].label);
		kl_free(run->c[i].vars);
		chk_report_free(&run->c[i].rep);
	}
	kl_free(run->c);
	memset(run, 0, sizeof *run);
}
