/* kiln_fidclass WORKLOAD.json...: compiles each workload's kernel and prints
 * one JSON line per workload naming the simulator fidelity classes of the
 * instructions it uses ("exact" when every instruction is exact-class), and
 * the non-exact instructions.  bench/gpu/fidelity.py uses it to decide
 * whether a kernel's simulator and GPU outputs must be bitwise identical. */
#include "lang/lang.h"
#include "work/work.h"
#include "util/json.h"
#include <stdio.h>
#include <string.h>

typedef struct {
	int nclass[4];
	const char *odd[64];
	int nodd;
} Use;

static void walk(const IrStmt *s, Use *u)
{
	for (; s; s = s->next) {
		switch (s->k) {
		case S_INSTR: {
			const IsaEntry *e = s->in.m.e;
			u->nclass[e->fid]++;
			if (e->fid != FID_EXACT && e->fid != FID_ORDER) {
				int seen = 0;
				for (int i = 0; i < u->nodd; i++)
					seen |= u->odd[i] == e->idname;
				if (!seen && u->nodd < 64)
					u->odd[u->nodd++] = e->idname;
			}
			break;
		}
		case S_IF: walk(s->then, u); walk(s->els, u); break;
		case S_LOOP: walk(s->head, u); walk(s->body, u); walk(s->latch, u); break;
		case S_ASM: u->nclass[FID_UNSUP]++; break;
		default: break;
		}
	}
}

int main(int argc, char **argv)
{
	int rc = 0;
	for (int i = 1; i < argc; i++) {
		Diags d;
		diags_init(&d);
		Workload *w = work_load(argv[i], &d);
		IrModule *m = NULL;
		if (w) {
			LangInput in = {.path = w->kernel, .defines = w->defines, .ndefines = w->ndefines, .kernel = w->entry};
			m = lang_compile(&in, &d);
		}
		Buf b = {0};
		JsonW jw;
		jw_init(&jw, &b, 0);
		jw_obj(&jw);
		jw_kstr(&jw, "workload", argv[i]);
		if (!m) {
			Buf e = {0};
			diags_render(&d, &e);
			jw_kstr(&jw, "error", buf_str(&e));
			buf_free(&e);
			rc = 2;
		} else {
			Use u = {0};
			for (int k = 0; k < m->nkernels; k++)
				walk(m->kernels[k]->body, &u);
			int exact = !u.nclass[FID_APPROX] && !u.nclass[FID_UNSUP];
			jw_kstr(&jw, "class", exact ? "exact" : u.nclass[FID_UNSUP] ? "unsupported" : "approximate");
			jw_key(&jw, "non_exact");
			jw_arr(&jw);
			for (int k = 0; k < u.nodd; k++)
				jw_str(&jw, u.odd[k]);
			jw_end_arr(&jw);
		}
		jw_end_obj(&jw);
		puts(buf_str(&b));
		buf_free(&b);
		ir_module_free(m);
		if (w)
			work_free(w);
		diags_free(&d);
	}
	return rc;
}
