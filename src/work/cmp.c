/* Reference evaluation and output comparison: per output the mismatch count
 * under the workload's tolerance, the first mismatching elements, max
 * absolute/relative error, normalized RMS error, NaN/Inf rules, unwritten
 * (still poisoned) elements, and the verdict; JSON and text renderings. */
#include "work/work.h"
#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

/* "check": {"sample": N}: N distinct flat indices per output, drawn from
 * the counter RNG (seed "kiln", stream = argument index), sorted. */
static int cmp_i64(const void *a, const void *b)
{
	int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
	return x < y ? -1 : x > y;
}

static int make_sample(WorkInst *wi, WInstArg *ia, int idx)
{
	int64_t n = wi->c->sample ? wi->c->sample : wi->w->sample;
	kl_free(ia->sample);
	ia->sample = NULL;
	ia->nsample = 0;
	if (n <= 0 || n >= ia->numel)
		return 0;
	int64_t *s = kl_malloc((size_t)n * sizeof *s);
	if (!s)
		return -1;
	for (int64_t i = 0; i < n; i++)
		s[i] = (int64_t)(work_rng(0x6b696c6e, (uint32_t)idx, (uint64_t)i) % (uint64_t)ia->numel);
	qsort(s, (size_t)n, sizeof *s, cmp_i64);
	int64_t m = 0;
	for (int64_t i = 0; i < n; i++)
		if (!m || s[m - 1] != s[i])
			s[m++] = s[i];
	ia->sample = s;
	ia->nsample = m;
	return 0;
}

/* "expected": {"y": "y.npy"}: the file's values are the reference. */
static int load_expected(WorkInst *wi, WInstArg *ia, char *err, size_t errlen)
{
	const WCase *c = wi->c;
	const char *path = NULL;
	for (int i = 0; i < c->nexpected; i++)
		if (!strcmp(c->exp_name[i], ia->arg->name))
			path = c->exp_path[i];
	if (!path) {
		snprintf(err, errlen, "case '%s' has no expected file for output '%s'", c->name, ia->arg->name);
		return -1;
	}
	Npy n;
	if (npy_read(path, &n, err, errlen))
		return -1;
	int same = n.ndim == ia->ndim;
	for (int k = 0; same && k < n.ndim; k++)
		same = n.shape[k] == ia->shape[k];
	if (!same) {
		snprintf(err, errlen, "%s: shape does not match output '%s' (%d dims, %lld elements; the output has %d dims, %lld elements)",
			path, ia->arg->name, n.ndim, (long long)n.numel, ia->ndim, (long long)ia->numel);
		npy_free(&n);
		return -1;
	}
	for (int64_t e = 0; e < ia->numel; e++)
		ia->ref[e] = dtype_decode(n.dtype, dtype_load(n.dtype, n.data, e));
	npy_free(&n);
	return 0;
}

/* The arguments a reference sees: tensors with their bits, outputs with
 * their ref[] and sample, scalars with the value the kernel gets. */
int work_ref_args(WorkInst *wi, RefArgs *ra, int with_vars)
{
	RefTensor *t = kl_calloc((size_t)wi->nargs + 1, sizeof *t);
	RefScalar *s = kl_calloc((size_t)wi->nargs + (size_t)wi->env.n + 1, sizeof *s);
	if (!t || !s) {
		kl_free(t);
		kl_free(s);
		return -1;
	}
	*ra = (RefArgs){t, 0, s, 0, ref_default_threads()};
	for (int i = 0; i < wi->nargs; i++) {
		WInstArg *ia = &wi->args[i];
		const WArg *a = ia->arg;
		if (a->kind == WA_TENSOR) {
			RefTensor *r = &t[ra->nt++];
			r->name = a->name;
			r->dtype = a->dtype;
			r->ndim = ia->ndim;
			memcpy(r->shape, ia->shape, sizeof r->shape);
			r->numel = ia->numel;
			r->data = a->output ? NULL : ia->data;   /* a reference never reads the kernel's output */
			r->is_output = a->output;
			r->ref = ia->ref;
			r->sample = ia->sample;
			r->nsample = ia->nsample;
		} else if (a->kind == WA_SCALAR) {
			RefScalar *r = &s[ra->ns++];
			r->name = a->name;
			if (ia->sdtype != DT_NONE) {
				/* the value the kernel sees: the parameter's bits */
				r->f = dtype_decode(ia->sdtype, ia->sbits);
				r->i = dtype_is_float(ia->sdtype) ? (int64_t)r->f
					: dtype_is_signed(ia->sdtype) ? (int64_t)r->f : (int64_t)ia->sbits;
			} else {
				r->f = ia->sval.f;
				r->i = ia->sval.is_float ? (int64_t)ia->sval.f : ia->sval.i;
			}
		}
	}
	/* then the case variables and template parameters not shadowed by an argument */
	for (int v = 0; with_vars && v < wi->env.n; v++) {
		int dup = 0;
		for (int i = 0; i < wi->nargs && !dup; i++)
			dup = !strcmp(wi->args[i].arg->name, wi->env.name[v]);
		for (int i = 0; i < ra->ns && !dup; i++)
			dup = !strcmp(s[i].name, wi->env.name[v]);
		if (!dup)
			s[ra->ns++] = (RefScalar){wi->env.name[v], wi->env.val[v], (double)wi->env.val[v]};
	}
	return 0;
}

int work_reference(WorkInst *wi, char *err, size_t errlen)
{
	const Workload *w = wi->w;
	for (int i = 0; i < wi->nargs; i++) {
		WInstArg *ia = &wi->args[i];
		if (ia->arg->kind != WA_TENSOR || !ia->arg->output)
			continue;
		if (!ia->ref)
			ia->ref = kl_malloc((size_t)(ia->numel ? ia->numel : 1) * sizeof *ia->ref);
		if (!ia->ref || make_sample(wi, ia, i)) {
			snprintf(err, errlen, "out of memory for the reference of '%s'", ia->arg->name);
			return -1;
		}
		for (int64_t e = 0; e < ia->numel; e++)
			ia->ref[e] = NAN;
		if (wi->c->nexpected && load_expected(wi, ia, err, errlen))
			return -1;
	}
	if (wi->c->nexpected)
		return 0;
	if (w->refkind == WREF_PYTHON)
		return work_ref_python(wi, err, errlen);
	if (w->refkind == WREF_LIBRARY)
		return work_ref_library(wi, err, errlen);
	RefFn fn = ref_lookup(w->ref);
	if (!fn) {
		snprintf(err, errlen, "no reference: the workload names none and case '%s' has no \"expected\" files", wi->c->name);
		return -1;
	}
	RefArgs ra;
	if (work_ref_args(wi, &ra, 0)) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	int rc = fn(&ra, err, errlen) ? -1 : 0;
	kl_free(ra.t);
	kl_free(ra.s);
	return rc;
}

static uint64_t poison_of(DType t)
{
	int n = dtype_bytes(t);
	return n == 8 ? UINT64_MAX : (1ull << (8 * n)) - 1;
}

/* written_only (--ctas): elements still holding the poison pattern were not
 * written by the CTAs run and are skipped; where the expected value itself
 * encodes to the poison pattern (integers), whether an element was written
 * cannot be told: it is compared, and counted as undecided. */
static void cmp_one(const WInstArg *ia, const WTol *tol, WOutCmp *o, int written_only)
{
	DType dt = ia->arg->dtype;
	uint64_t poison = poison_of(dt);
	double num = 0, den = 0;
	memset(o, 0, sizeof *o);
	o->name = ia->arg->name;
	o->dtype = dt;
	o->ndim = ia->ndim;
	memcpy(o->shape, ia->shape, sizeof o->shape);
	o->numel = ia->numel;
	int64_t count = ia->nsample ? ia->nsample : ia->numel;
	o->checked = count;
	for (int64_t si = 0; si < count; si++) {
		int64_t e = ia->nsample ? ia->sample[si] : si;
		uint64_t bits = dtype_load(dt, ia->data, e);
		double got = dtype_decode(dt, bits);
		double exp = ia->ref ? ia->ref[e] : NAN;
		int ok;
		if (bits == poison && (dtype_is_float(dt) || dtype_encode(dt, exp) != poison)) {
			o->unwritten++;
			if (written_only) {
				o->checked--;
				continue;
			}
		} else if (written_only && bits == poison)
			o->undecided++;
		if (tol->exact) {
			uint64_t want = dtype_encode(dt, exp);
			ok = bits == want || (isnan(exp) && isnan(got));
			if (!ok && dtype_is_float(dt) && !isnan(exp) && (isnan(got) || isinf(got)))
				o->nan_bad++;
		} else if (isnan(exp)) {
			ok = isnan(got);
		} else if (isnan(got) || (isinf(got) && !isinf(exp))) {
			ok = 0;
			o->nan_bad++;
		} else if (isinf(exp)) {
			ok = got == exp;
		} else {
			double diff = fabs(got - exp);
			ok = diff <= tol->atol + tol->rtol * fabs(exp);
		}
		if (isfinite(got) && isfinite(exp)) {
			double diff = fabs(got - exp);
			num += diff * diff;
			den += exp * exp;
			if (diff > o->max_abs)
				o->max_abs = diff;
			if (exp != 0 && diff / fabs(exp) > o->max_rel)
				o->max_rel = diff / fabs(exp);
		} else if (!(isnan(exp) && isnan(got)) && !(isinf(exp) && got == exp)) {
			num = INFINITY;   /* a non-finite error poisons the RMS */
		}
		if (!ok) {
			if (o->nshow < WORK_CMP_SHOW)
				o->first[o->nshow++] = (WMismatch){e, got, exp, bits};
			o->mismatches++;
		}
	}
	o->nrmse = den > 0 ? sqrt(num) / sqrt(den) : num == 0 ? 0 : INFINITY;
	o->written_only = written_only;
	o->pass = o->mismatches == 0 && (written_only || o->unwritten == 0) && (tol->nrmse < 0 || o->nrmse <= tol->nrmse);
}

static int compare(const WorkInst *wi, WorkCmp *cmp, int written_only)
{
	memset(cmp, 0, sizeof *cmp);
	cmp->written_only = written_only;
	cmp->tol = wi->w->tol;
	int n = 0;
	for (int i = 0; i < wi->nargs; i++)
		n += wi->args[i].arg->kind == WA_TENSOR && wi->args[i].arg->output;
	cmp->out = kl_calloc((size_t)n + 1, sizeof *cmp->out);
	if (!cmp->out)
		return 0;
	cmp->pass = 1;
	for (int i = 0; i < wi->nargs; i++) {
		const WInstArg *ia = &wi->args[i];
		if (ia->arg->kind != WA_TENSOR || !ia->arg->output)
			continue;
		cmp_one(ia, &cmp->tol, &cmp->out[cmp->nout], written_only);
		cmp->pass &= cmp->out[cmp->nout].pass;
		cmp->nout++;
	}
	return cmp->pass;
}

int work_compare(const WorkInst *wi, WorkCmp *cmp) { return compare(wi, cmp, 0); }
int work_compare_written(const WorkInst *wi, WorkCmp *cmp) { return compare(wi, cmp, 1); }

void work_cmp_stats(const WorkInst *wi, WorkCmp *cmp)
{
	memset(cmp, 0, sizeof *cmp);
	cmp->tol = wi->w->tol;
	cmp->stats_only = 1;
	cmp->pass = 1;
	cmp->out = kl_calloc((size_t)wi->nargs + 1, sizeof *cmp->out);
	if (!cmp->out)
		return;
	for (int i = 0; i < wi->nargs; i++) {
		const WInstArg *ia = &wi->args[i];
		if (ia->arg->kind != WA_TENSOR || !ia->arg->output)
			continue;
		WOutCmp *o = &cmp->out[cmp->nout++];
		DType dt = ia->arg->dtype;
		uint64_t poison = poison_of(dt);
		o->name = ia->arg->name;
		o->dtype = dt;
		o->ndim = ia->ndim;
		memcpy(o->shape, ia->shape, sizeof o->shape);
		o->numel = o->checked = ia->numel;
		o->stats_only = 1;
		o->pass = 1;
		o->min = INFINITY;
		o->max = -INFINITY;
		double sum = 0;
		int64_t nfin = 0;
		for (int64_t e = 0; e < ia->numel; e++) {
			uint64_t bits = dtype_load(dt, ia->data, e);
			double v = dtype_decode(dt, bits);
			if (bits == poison)
				o->unwritten++;
			if (!isfinite(v)) {
				o->nonfinite++;
				continue;
			}
			nfin++;
			sum += v;
			o->min = v < o->min ? v : o->min;
			o->max = v > o->max ? v : o->max;
		}
		o->mean = nfin ? sum / (double)nfin : NAN;
		if (!nfin)
			o->min = o->max = NAN;
	}
}

void work_cmp_free(WorkCmp *cmp)
{
	kl_free(cmp->out);
	cmp->out = NULL;
	cmp->nout = 0;
}

/* NaN and Inf as strings, so the JSON keeps them. */
static void jw_val(JsonW *w, double v)
{
	if (isnan(v))
		jw_str(w, "nan");
	else if (isinf(v))
		jw_str(w, v > 0 ? "inf" : "-inf");
	else
		jw_num(w, v);
}

void work_coord(Buf *b, int ndim, const int64_t *shape, int64_t idx)
{
	int64_t c[8];
	for (int k = ndim - 1; k >= 0; k--) {
		c[k] = shape[k] > 0 ? idx % shape[k] : 0;
		idx = shape[k] > 0 ? idx / shape[k] : 0;
	}
	buf_putc(b, '[');
	for (int k = 0; k < ndim; k++)
		buf_printf(b, "%s%lld", k ? "," : "", (long long)c[k]);
	buf_putc(b, ']');
}

static void coord(Buf *b, const WOutCmp *o, int64_t idx) { work_coord(b, o->ndim, o->shape, idx); }

void work_cmp_json(const WorkCmp *cmp, JsonW *w)
{
	jw_obj(w);
	jw_kbool(w, "pass", cmp->pass);
	if (cmp->stats_only) {
		jw_kbool(w, "checked", 0);
		jw_key(w, "outputs");
		jw_arr(w);
		for (int i = 0; i < cmp->nout; i++) {
			const WOutCmp *o = &cmp->out[i];
			jw_obj(w);
			jw_kstr(w, "name", o->name);
			jw_kstr(w, "dtype", dtype_name(o->dtype));
			jw_kint(w, "numel", o->numel);
			jw_key(w, "min");
			jw_val(w, o->min);
			jw_key(w, "max");
			jw_val(w, o->max);
			jw_key(w, "mean");
			jw_val(w, o->mean);
			jw_kint(w, "nan_or_inf", o->nonfinite);
			jw_kint(w, "unwritten", o->unwritten);
			jw_end_obj(w);
		}
		jw_end_arr(w);
		jw_end_obj(w);
		return;
	}
	jw_kstr(w, "compared", cmp->written_only ? "written" : "all");
	jw_key(w, "tolerance");
	jw_obj(w);
	jw_kbool(w, "exact", cmp->tol.exact);
	jw_knum(w, "rtol", cmp->tol.rtol);
	jw_knum(w, "atol", cmp->tol.atol);
	jw_key(w, "nrmse");
	if (cmp->tol.nrmse < 0)
		jw_null(w);
	else
		jw_num(w, cmp->tol.nrmse);
	jw_end_obj(w);
	jw_key(w, "outputs");
	jw_arr(w);
	for (int i = 0; i < cmp->nout; i++) {
		const WOutCmp *o = &cmp->out[i];
		jw_obj(w);
		jw_kstr(w, "name", o->name);
		jw_kstr(w, "dtype", dtype_name(o->dtype));
		jw_key(w, "shape");
		jw_arr(w);
		for (int k = 0; k < o->ndim; k++)
			jw_int(w, o->shape[k]);
		jw_end_arr(w);
		jw_kint(w, "numel", o->numel);
		jw_kint(w, "checked", o->checked);
		jw_kbool(w, "pass", o->pass);
		jw_kint(w, "mismatches", o->mismatches);
		jw_kint(w, "nan_or_inf_where_finite", o->nan_bad);
		jw_kint(w, "unwritten", o->unwritten);
		if (o->written_only)
			jw_kint(w, "undecided", o->undecided);
		jw_key(w, "max_abs_err");
		jw_val(w, o->max_abs);
		jw_key(w, "max_rel_err");
		jw_val(w, o->max_rel);
		jw_key(w, "nrmse");
		jw_val(w, o->nrmse);
		jw_key(w, "first_mismatches");
		jw_arr(w);
		for (int k = 0; k < o->nshow; k++) {
			const WMismatch *m = &o->first[k];
			Buf c = {0}, h = {0};
			coord(&c, o, m->index);
			buf_printf(&h, "0x%0*llx", 2 * dtype_bytes(o->dtype), (unsigned long long)m->got_bits);
			jw_obj(w);
			jw_kint(w, "index", m->index);
			jw_key(w, "coord");
			jw_raw(w, buf_str(&c));
			jw_key(w, "got");
			jw_val(w, m->got);
			jw_kstr(w, "got_bits", buf_str(&h));
			jw_key(w, "expected");
			jw_val(w, m->expected);
			jw_end_obj(w);
			buf_free(&c);
			buf_free(&h);
		}
		jw_end_arr(w);
		jw_end_obj(w);
	}
	jw_end_arr(w);
	jw_end_obj(w);
}

void work_cmp_text(const WorkCmp *cmp, Buf *out)
{
	for (int i = 0; i < cmp->nout && cmp->stats_only; i++) {
		const WOutCmp *o = &cmp->out[i];
		buf_printf(out, "NOCHECK %s (%s, %lld elements): min %.6g, max %.6g, mean %.6g, %lld NaN/Inf, %lld unwritten\n",
			o->name, dtype_name(o->dtype), (long long)o->numel, o->min, o->max, o->mean, (long long)o->nonfinite,
			(long long)o->unwritten);
	}
	for (int i = 0; i < cmp->nout && !cmp->stats_only; i++) {
		const WOutCmp *o = &cmp->out[i];
		if (o->written_only)
			buf_printf(out, "(--ctas: %lld written elements of %lld compared; %lld unwritten, not compared) ",
				(long long)o->checked, (long long)o->numel, (long long)o->unwritten);
		else if (o->checked < o->numel)
			buf_printf(out, "(sampled: %lld of %lld elements checked) ", (long long)o->checked, (long long)o->numel);
		buf_printf(out, "%s %s (%s, %lld elements): %lld mismatches, max abs err %.3g, max rel err %.3g, nrmse %.3g",
			o->pass ? "PASS" : "FAIL", o->name, dtype_name(o->dtype), (long long)o->numel,
			(long long)o->mismatches, o->max_abs, o->max_rel, o->nrmse);
		if (o->unwritten && !o->written_only)
			buf_printf(out, ", %lld unwritten", (long long)o->unwritten);
		if (o->written_only && o->checked == 0)
			buf_printf(out, " (the CTAs run wrote no element of %s)", o->name);
		if (o->undecided)
			buf_printf(out, " (cannot tell whether %lld elements were written: their expected value is the poison pattern 0x%llx; compared as written)",
				(long long)o->undecided, (unsigned long long)poison_of(o->dtype));
		if (o->nan_bad)
			buf_printf(out, ", %lld NaN/Inf where the reference is finite", (long long)o->nan_bad);
		if (cmp->tol.nrmse >= 0 && o->nrmse > cmp->tol.nrmse)
			buf_printf(out, " (nrmse bound %.3g exceeded)", cmp->tol.nrmse);
		buf_putc(out, '\n');
		for (int k = 0; k < o->nshow; k++) {
			const WMismatch *m = &o->first[k];
			buf_puts(out, "    at ");
			coord(out, o, m->index);
			buf_printf(out, ": got %.9g (0x%0*llx), expected %.9g\n", m->got, 2 * dtype_bytes(o->dtype),
				(unsigned long long)m->got_bits, m->expected);
		}
		if (o->mismatches > o->nshow)
			buf_printf(out, "    \u2026 and %lld more\n", (long long)(o->mismatches - o->nshow));
	}
}

void work_inst_json(const WorkInst *wi, JsonW *w)
{
	jw_obj(w);
	jw_kstr(w, "workload", wi->w->path);
	jw_kstr(w, "case", wi->c->name);
	jw_key(w, "vars");
	jw_obj(w);
	for (int i = 0; i < wi->env.n; i++)
		jw_kint(w, wi->env.name[i], wi->env.val[i]);
	jw_end_obj(w);
	jw_key(w, "args");
	jw_arr(w);
	for (int i = 0; i < wi->nargs; i++) {
		const WInstArg *ia = &wi->args[i];
		const WArg *a = ia->arg;
		jw_obj(w);
		jw_kstr(w, "name", a->name);
		jw_kstr(w, "kind", a->kind == WA_TENSOR ? "tensor" : a->kind == WA_TMAP ? "tmap" : "scalar");
		if (a->kind == WA_TENSOR) {
			jw_kstr(w, "dtype", dtype_name(a->dtype));
			jw_key(w, "shape");
			jw_arr(w);
			for (int k = 0; k < ia->ndim; k++)
				jw_int(w, ia->shape[k]);
			jw_end_arr(w);
			jw_kbool(w, "output", a->output);
		} else if (a->kind == WA_TMAP) {
			jw_kstr(w, "tensor", wi->w->args[a->tensor].name);
			jw_key(w, "box");
			jw_arr(w);
			for (int k = 0; k < ia->tmap.rank; k++)
				jw_int(w, ia->tmap.box[k]);
			jw_end_arr(w);
			jw_kint(w, "swizzle", ia->tmap.swizzle);
		} else {
			jw_kstr(w, "dtype", dtype_name(ia->sdtype));
			jw_key(w, "value");
			if (ia->sval.is_float)
				jw_val(w, ia->sval.f);
			else
				jw_int(w, ia->sval.i);
		}
		jw_end_obj(w);
	}
	jw_end_arr(w);
	if (wi->flops >= 0)
		jw_knum(w, "flops", wi->flops);
	if (wi->bytes >= 0)
		jw_knum(w, "bytes", wi->bytes);
	jw_end_obj(w);
}
