/* Documentation of the ISA table: families (the FAMILY() markers of
 * isa.def), entry and operand descriptions, the JSON form of an entry and
 * the generated docs/isa.md. */
#include "isa/isadoc.h"
#include "util/xmacro.h"
#include <pthread.h>
#include <stdio.h>
#include <string.h>

enum { MAX_FAM = 64 };
static const char *fam_name[MAX_FAM];
static signed char fam_of[I_COUNT + 1];
static int nfam;
static pthread_once_t fam_once = PTHREAD_ONCE_INIT;

static void fam_init(void)
{
	int f = -1;
	/* the table's own order: FAMILY() opens a family for the entries after it */
#define FAMILY(name) if (f + 1 < MAX_FAM) fam_name[++f] = name;
#define I(id, ...) fam_of[I_##id] = (signed char)(f < 0 ? 0 : f);
#include "isa/isa.def"
	nfam = f + 1;
	if (nfam == 0) {
		fam_name[0] = "Instructions";
		nfam = 1;
	}
}

int isa_nfamily(void)
{
	pthread_once(&fam_once, fam_init);
	return nfam;
}

const char *isa_family_name(int fam)
{
	pthread_once(&fam_once, fam_init);
	return fam >= 0 && fam < nfam ? fam_name[fam] : "?";
}

int isa_family(int id)
{
	pthread_once(&fam_once, fam_init);
	return id >= 0 && id < I_COUNT ? fam_of[id] : -1;
}

static const struct { unsigned bit; const char *name; } effs[] = {
	{EF_LD, "ld"}, {EF_ST, "st"}, {EF_ATOM, "atomic"}, {EF_ASYNC_PROXY, "async-proxy"},
	{EF_BAR_SYNC, "bar.sync"}, {EF_BAR_ARRIVE, "bar.arrive"}, {EF_MBAR_INIT, "mbar.init"},
	{EF_MBAR_ARRIVE, "mbar.arrive"}, {EF_MBAR_WAIT, "mbar.wait"}, {EF_MBAR_TX, "mbar.tx"},
	{EF_ASYNC_ISSUE, "async.issue"}, {EF_ASYNC_COMMIT, "async.commit"}, {EF_ASYNC_WAIT, "async.wait"},
	{EF_FENCE, "fence"}, {EF_FENCE_PROXY, "fence.proxy"}, {EF_WARP_COLL, "warp-collective"},
	{EF_WG_COLL, "warpgroup-collective"}, {EF_CONTROL, "control"}, {EF_SPECIAL, "special-state"},
};

void isa_effects_text(unsigned eff, Buf *out)
{
	int n = 0;
	for (size_t i = 0; i < sizeof effs / sizeof effs[0]; i++)
		if (eff & effs[i].bit)
			buf_printf(out, "%s%s", n++ ? ", " : "", effs[i].name);
	if (!n)
		buf_puts(out, "none");
}

const char *isa_sim_text(const IsaEntry *e, IsaSimFn sim)
{
	if (e->fid == FID_UNSUP)
		return "unsupported";
	if (!sim || !sim(e->id))
		return "unsupported (not simulated yet)";   /* a claim the simulator breaks: test_sim fails */
	return isa_fid_name(e->fid);
}

void isa_ptx_text(int ptx, Buf *out) { buf_printf(out, "%d.%d", ptx / 10, ptx % 10); }

static void count_text(const IsaEntry *e, const IsaOpnd *o, Buf *out)
{
	if (o->count_slot < 0) {
		buf_printf(out, "%d", o->count);
		return;
	}
	const char *sn = e->slot[o->count_slot].name;
	if (o->count_at)
		buf_printf(out, "%c of .%s", o->count_at, sn);
	else
		buf_printf(out, ".%s", sn);
	if (o->count_div > 1)
		buf_printf(out, " / %d", o->count_div);
}

void isa_opnd_text(const IsaEntry *e, int i, const IsaMatch *m, Buf *out)
{
	const IsaOpnd *o = &e->opnd[i];
	const char *ty = m ? isa_opnd_type(m, i) : o->type_slot >= 0 ? e->slot[o->type_slot].name : o->type;
	int typed_by_slot = !m && o->type_slot >= 0;
	buf_printf(out, "%s: ", o->name);
	if (o->dir == OD_DST && o->shape != OS_MEM)
		buf_puts(out, "out ");
	else if (o->dir == OD_BOTH)
		buf_puts(out, "in/out ");
	if (o->sink_ok == 2)
		buf_puts(out, "'_' (sink) ");
	switch (o->shape) {
	case OS_MEM:
		buf_puts(out, "[address]");
		if (o->space || o->space_slot >= 0) {
			const char *sp = m ? NULL : o->space ? o->space : e->slot[o->space_slot].name;
			int known;
			if (m)
				sp = isa_opnd_space(m, i, &known);
			buf_printf(out, " in %s%s", !m && o->space_slot >= 0 ? "." : "", sp ? sp : "generic");
		}
		break;
	case OS_LABEL: buf_puts(out, "label"); break;
	case OS_TMAP:
		buf_puts(out, "[tensor-map, {");
		buf_printf(out, "%s%s x ", typed_by_slot ? "." : "", ty);
		if (m)
			buf_printf(out, "%d", isa_opnd_count(m, i));
		else
			count_text(e, o, out);
		buf_puts(out, "}]");
		break;
	case OS_VEC:
		if (m && isa_opnd_count(m, i) == 1 && !o->braced) {
			buf_printf(out, "%s", ty);
			break;
		}
		buf_printf(out, "{%s%s x ", typed_by_slot ? "." : "", ty);
		if (m)
			buf_printf(out, "%d", isa_opnd_count(m, i));
		else
			count_text(e, o, out);
		buf_putc(out, '}');
		break;
	case OS_PAIR:
		buf_printf(out, "%s%s|pred%s", typed_by_slot ? "." : "", ty, o->braced ? "" : " (|pred optional)");
		break;
	default:
		buf_printf(out, "%s%s", typed_by_slot ? "." : "", ty);
		if (o->shape == OS_IMM)
			buf_puts(out, " immediate");
		else if (o->shape == OS_REGIMM)
			buf_puts(out, " or immediate");
	}
	if (o->exact)
		buf_puts(out, " (exactly)");
	if (o->imm)
		buf_printf(out, " in %s", o->imm);
	if (o->sink_ok == 1 && o->shape != OS_VEC)    /* vectors: '_' elements, docs/language.md */
		buf_puts(out, ", or '_'");
	if (o->cond_slot >= 0) {
		const IsaSlot *sl = &e->slot[o->cond_slot];
		buf_puts(out, " (with .");
		for (int a = 0; a < sl->nalt; a++)
			buf_printf(out, "%s%s", a ? "|." : "", sl->alt[a]);
		buf_putc(out, ')');
	} else if (o->optional)
		buf_puts(out, " (optional)");
}

/* the first target that has what r requires ("sm_90a") */
static void target_text(IsaReq r, Buf *out) { buf_puts(out, isa_target_str(isa_req_target(r))); }

void isa_entry_text(const IsaEntry *e, const IsaMatch *m, IsaSimFn sim, Buf *out)
{
	buf_printf(out, "%s  [%s]\n  ", e->idname, isa_family_name(isa_family(e->id)));
	isa_form(e, out);
	buf_puts(out, "\n");
	if (m) {
		buf_puts(out, "  opcode: ");
		isa_spell(m, out);
		buf_putc(out, '\n');
	}
	for (int i = 0; i < e->nopnd; i++) {
		if (m && !isa_opnd_present(m, i))
			continue;
		buf_puts(out, "    ");
		isa_opnd_text(e, i, m, out);
		buf_putc(out, '\n');
	}
	buf_puts(out, "  min PTX ");
	isa_ptx_text(e->ptx, out);
	buf_puts(out, ", min target ");
	target_text(e->req, out);
	Buf rq = {0};
	isa_req_text(e->req, &rq);
	if (!strstr(buf_str(&rq), " or later") && strcmp(buf_str(&rq), isa_target_str(isa_req_target(e->req))))
		buf_printf(out, " (runs on %s)", buf_str(&rq));
	buf_free(&rq);
	buf_puts(out, "; effects: ");
	isa_effects_text(e->eff, out);
	buf_printf(out, "; simulator: %s\n  %s\n", isa_sim_text(e, sim), e->doc);
}

void isa_entry_json(JsonW *w, const IsaEntry *e, const IsaMatch *m, IsaSimFn sim)
{
	Buf t = {0};
	jw_obj(w);
	jw_kstr(w, "id", e->idname);
	jw_kstr(w, "family", isa_family_name(isa_family(e->id)));
	jw_kstr(w, "base", e->base);
	jw_kstr(w, "spelling", e->spell);
	isa_form(e, &t);
	jw_kstr(w, "form", buf_str(&t));
	t.len = 0;
	if (m) {
		isa_spell(m, &t);
		jw_kstr(w, "opcode", buf_str(&t));
		t.len = 0;
	}
	jw_key(w, "slots");
	jw_arr(w);
	for (int i = 0; i < e->nslot; i++) {
		const IsaSlot *sl = &e->slot[i];
		jw_obj(w);
		if (sl->name)
			jw_kstr(w, "name", sl->name);
		jw_kbool(w, "optional", sl->optional);
		jw_key(w, "alternatives");
		jw_arr(w);
		for (int a = 0; a < sl->nalt; a++)
			jw_str(w, sl->alt[a]);
		jw_end_arr(w);
		if (m) {
			const char *v = isa_slot_value_at(m, i);
			jw_key(w, "value");
			v ? jw_str(w, v) : jw_null(w);
		}
		jw_end_obj(w);
	}
	jw_end_arr(w);
	static const char *const dirs[] = {ISA_OPND_DIRS(XM_NAME)};
	static const char *const shapes[] = {ISA_OPND_SHAPES(XM_NAME)};
	jw_key(w, "operands");
	jw_arr(w);
	for (int i = 0; i < e->nopnd; i++) {
		const IsaOpnd *o = &e->opnd[i];
		jw_obj(w);
		jw_kstr(w, "name", o->name);
		jw_kstr(w, "dir", dirs[o->dir]);
		jw_kstr(w, "shape", shapes[o->shape]);
		if (m) {
			jw_kstr(w, "type", isa_opnd_type(m, i));
			jw_kint(w, "count", isa_opnd_count(m, i));
			jw_kbool(w, "present", isa_opnd_present(m, i));
		} else {
			if (o->type_slot >= 0)
				jw_kstr(w, "type_slot", e->slot[o->type_slot].name);
			else
				jw_kstr(w, "type", o->type);
			if (o->count_slot >= 0 || o->count != 1) {
				count_text(e, o, &t);
				jw_kstr(w, "count", buf_str(&t));
				t.len = 0;
			}
		}
		jw_kbool(w, "optional", o->optional && o->cond_slot < 0);
		if (o->cond_slot >= 0)
			jw_kstr(w, "with_slot", e->slot[o->cond_slot].name);
		if (o->sink_ok)
			jw_kstr(w, "sink", o->sink_ok == 2 ? "required" : "allowed");
		if (o->imm)
			jw_kstr(w, "immediates", o->imm);
		jw_end_obj(w);
	}
	jw_end_arr(w);
	isa_ptx_text(e->ptx, &t);
	jw_kstr(w, "min_ptx", buf_str(&t));
	t.len = 0;
	target_text(e->req, &t);
	jw_kstr(w, "min_target", buf_str(&t));
	t.len = 0;
	jw_key(w, "effects");
	jw_arr(w);
	for (size_t i = 0; i < sizeof effs / sizeof effs[0]; i++)
		if (e->eff & effs[i].bit)
			jw_str(w, effs[i].name);
	jw_end_arr(w);
	jw_kstr(w, "fidelity", isa_fid_name(e->fid));
	jw_kbool(w, "simulated", sim && sim(e->id));
	jw_kstr(w, "doc", e->doc);
	jw_end_obj(w);
	buf_free(&t);
}

/* a markdown table cell: '|' escaped, inside backticks when code */
static void cell(Buf *out, const char *s, int code)
{
	buf_puts(out, code ? " `" : " ");
	for (; *s; s++) {
		if (*s == '|')
			buf_putc(out, '\\');
		buf_putc(out, *s);
	}
	buf_puts(out, code ? "` |" : " |");
}

void isa_doc_markdown(Buf *out, IsaSimFn sim, int (*keep)(int id, void *ctx), void *ctx)
{
	int n = 0, nsim = 0;
	for (int i = 0; i < I_COUNT; i++)
		if (!keep || keep(i, ctx)) {
			n++;
			nsim += sim && sim((IsaId)i);
		}
	buf_puts(out, "# Kiln ISA table\n\n");
	buf_puts(out, "<!-- Generated by `kiln isa --markdown` from src/isa/isa.def; do not edit.\n"
	              "     Regenerate: build/kiln isa --markdown > docs/isa.md -->\n\n");
	buf_printf(out, "%d entries, %d executed by the simulator. ", n, nsim);
	buf_puts(out,
	    "Each entry is a set of PTX instruction forms: `{a|b}` is a required choice of modifiers, "
	    "`[a|b]` an optional one, written in this order. Every combination of alternatives is legal "
	    "PTX at the entry's minimum PTX ISA version and target: `tests/suites/isa_cert.sh` assembles "
	    "every alternative of every slot, and every pair of alternatives of two slots (all "
	    "combinations when there are few), with ptxas at exactly those minimums.\n\n");
	buf_puts(out,
	    "Operands: `out` marks written operands; `.t` is the type chosen by modifier slot `t`; "
	    "`{T x N}` is a vector of N registers (`x .vec`: the number in that modifier, absent = 1; "
	    "`x n of .shape / 2`: the N of `m64nNk16` halved); `[address]` a memory operand; "
	    "`[tensor-map, {...}]` a tensor-map address with coordinates; `in 1|-1` lists the legal "
	    "immediates (`lo..hi%k`: multiples of k); `(with .x)` operands are present exactly when "
	    "modifier `.x` is.\n\n");
	buf_puts(out,
	    "Effects (used by the checkers): ld/st/atomic memory access, async-proxy access, CTA "
	    "barrier wait/arrive, mbarrier init/arrive/wait/transaction count, async issue/commit/wait, "
	    "fences, warp- and warpgroup-collective execution, control flow.\n\n");
	buf_puts(out,
	    "Simulator: `exact` is bit-exact with the GPU; `approximate` is documented in "
	    "docs/numerics.md (`.approx` transcendentals; tensor-core MMAs whose internal accumulation "
	    "order and rounding are not specified by PTX); `ordering-only` has no data effect to "
	    "simulate (fences, prefetches, hints, register budgets); `unsupported` stops the simulator "
	    "with \"unsupported: <instr> at file:line\"; every other entry is executed by the "
	    "simulator (tests/unit/test_sim.c asserts that the table and the simulator agree).\n\n");
	buf_puts(out, "## Families\n\n");
	for (int f = 0; f < isa_nfamily(); f++) {
		int c = 0;
		for (int i = 0; i < I_COUNT; i++)
			c += isa_family(i) == f && (!keep || keep(i, ctx));
		if (c)
			buf_printf(out, "- %s (%d)\n", isa_family_name(f), c);
	}
	Buf t = {0};
	for (int f = 0; f < isa_nfamily(); f++) {
		int any = 0;
		for (int i = 0; i < I_COUNT; i++) {
			if (isa_family(i) != f || (keep && !keep(i, ctx)))
				continue;
			const IsaEntry *e = isa_entry(i);
			if (!any++) {
				buf_printf(out, "\n## %s\n\n", isa_family_name(f));
				buf_puts(out, "| form | operands | min PTX | min target | effects | simulator | doc |\n");
				buf_puts(out, "| --- | --- | --- | --- | --- | --- | --- |\n");
			}
			buf_putc(out, '|');
			t.len = 0;
			buf_puts(&t, e->base);
			for (int k = 0; k < e->nslot; k++) {
				const IsaSlot *sl = &e->slot[k];
				if (sl->nalt == 1 && !sl->optional) {
					buf_printf(&t, ".%s", sl->alt[0]);
					continue;
				}
				buf_putc(&t, sl->optional ? '[' : '{');
				for (int a = 0; a < sl->nalt; a++)
					buf_printf(&t, "%s.%s", a ? "|" : "", sl->alt[a]);
				buf_putc(&t, sl->optional ? ']' : '}');
			}
			cell(out, buf_str(&t), 1);
			t.len = 0;
			for (int k = 0; k < e->nopnd; k++) {
				if (k)
					buf_puts(&t, "; ");
				isa_opnd_text(e, k, NULL, &t);
			}
			cell(out, e->nopnd ? buf_str(&t) : "none", 0);
			t.len = 0;
			isa_ptx_text(e->ptx, &t);
			cell(out, buf_str(&t), 0);
			t.len = 0;
			target_text(e->req, &t);
			cell(out, buf_str(&t), 0);
			t.len = 0;
			isa_effects_text(e->eff, &t);
			cell(out, buf_str(&t), 0);
			cell(out, isa_sim_text(e, sim), 0);
			t.len = 0;
			buf_printf(&t, "%s (`%s`)", e->doc, e->idname);
			cell(out, buf_str(&t), 0);
			buf_putc(out, '\n');
		}
	}
	buf_free(&t);
}
