/* kiln bench, the parent side: statistics over the device-timed samples,
 * throttling flags from the clock probes, the roofline floor from the
 * workload's flops/bytes and the measured ceilings, and the bench JSON. */
#include "bench/bench.h"
#include "util/json.h"
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

double bench_quantile(const double *v, int n, double q)
{
	if (n <= 0)
		return NAN;
	double pos = q * (n - 1);
	int lo = (int)floor(pos);
	int hi = lo + 1 < n ? lo + 1 : lo;
	double f = pos - lo;
	return v[lo] + (v[hi] - v[lo]) * f;
}

static int cmpd(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

int bench_read_ceilings(const char *path, double *bw, double *flops, char *err, size_t errlen)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		snprintf(err, errlen, "%s: cannot open", path);
		return -1;
	}
	char text[65536];
	size_t n = fread(text, 1, sizeof text - 1, f);
	fclose(f);
	text[n] = 0;
	Arena *a = arena_new();
	char e[256];
	JVal *v = json_parse(a, text, n, e, sizeof e);
	int rc = -1;
	const JVal *b = v ? json_get(v, "copy_bytes_per_s") : NULL, *fl = v ? json_get(v, "bf16_flops_per_s") : NULL;
	if (!v)
		snprintf(err, errlen, "%s:%s", path, e);
	else if (!b || b->t != JNUM || !fl || fl->t != JNUM)
		snprintf(err, errlen, "%s: needs numbers \"copy_bytes_per_s\" and \"bf16_flops_per_s\"", path);
	else {
		*bw = b->num;
		*flops = fl->num;
		rc = 0;
	}
	arena_free(a);
	return rc;
}

void bench_stats(RunResult *r)
{
	RunShm *s = &r->shm;
	int n = s->nsamples;
	if (n <= 0)
		return;
	double *v = kl_malloc((size_t)n * sizeof *v);
	if (!v)
		return;
	double sum = 0;
	for (int i = 0; i < n; i++) {
		v[i] = s->ms[i];
		sum += v[i];
	}
	r->mean = sum / n;
	double ss = 0;
	for (int i = 0; i < n; i++)
		ss += (v[i] - r->mean) * (v[i] - r->mean);
	r->rsd = n > 1 && r->mean > 0 ? sqrt(ss / (n - 1)) / r->mean : 0;
	qsort(v, (size_t)n, sizeof *v, cmpd);
	r->min = v[0];
	r->max = v[n - 1];
	r->median = bench_quantile(v, n, 0.5);
	r->q1 = bench_quantile(v, n, 0.25);
	r->q3 = bench_quantile(v, n, 0.75);
	r->iqr = r->q3 - r->q1;
	kl_free(v);

	double mx = 0;
	for (int b = 0; b < s->nbatches; b++)
		if (s->batch_mhz[b] > mx)
			mx = s->batch_mhz[b];
	r->throttled = 0;
	for (int i = 0; i < n; i++)
		if (s->batch_mhz[s->batch_of[i]] < 0.9 * mx)
			r->throttled++;

	/* roofline */
	if (!r->ceilings[0]) {
		char slug[128];
		size_t k = 0;
		for (const char *p = s->dev.name; *p && k + 1 < sizeof slug; p++)
			slug[k++] = isalnum((unsigned char)*p) ? (char)tolower((unsigned char)*p) : '-';
		slug[k] = 0;
		snprintf(r->ceilings, sizeof r->ceilings, "bench/results/ceilings-%s.json", slug);
	}
	char err[512];
	r->floor_note[0] = 0;
	if (!r->wi || (r->wi->flops < 0 && r->wi->bytes < 0))
		snprintf(r->floor_note, sizeof r->floor_note, "the workload has no flops/bytes formula");
	else if (bench_read_ceilings(r->ceilings, &r->ceil_bw, &r->ceil_flops, err, sizeof err))
		snprintf(r->floor_note, sizeof r->floor_note, "%s", err);
	else {
		double tf = r->wi->flops > 0 && r->ceil_flops > 0 ? r->wi->flops / r->ceil_flops : 0;
		double tb = r->wi->bytes > 0 && r->ceil_bw > 0 ? r->wi->bytes / r->ceil_bw : 0;
		r->floor_ms = (tf > tb ? tf : tb) * 1e3;
		r->has_floor = r->floor_ms > 0;
		if (r->has_floor) {
			r->pct_of_floor = r->floor_ms / r->median * 100;
			r->suspect = r->median < 0.95 * r->floor_ms;
		}
	}
}

void bench_json(const RunResult *r, JsonW *w)
{
	const RunShm *s = &r->shm;
	jw_obj(w);
	jw_kint(w, "samples", s->nsamples);
	jw_knum(w, "median_ms", r->median);
	jw_knum(w, "mean_ms", r->mean);
	jw_knum(w, "min_ms", r->min);
	jw_knum(w, "max_ms", r->max);
	jw_knum(w, "q1_ms", r->q1);
	jw_knum(w, "q3_ms", r->q3);
	jw_knum(w, "iqr_ms", r->iqr);
	jw_knum(w, "rel_stdev", r->rsd);
	jw_kbool(w, "converged", s->converged);
	jw_knum(w, "target_rel_stdev", r->opt.target_rsd);
	jw_knum(w, "time_cap_s", r->opt.time_cap_s);
	jw_knum(w, "timing_wall_ms", s->wall_ms);
	jw_knum(w, "warmup_ms", s->warmup_ms);
	jw_kint(w, "warmup_launches", s->warmup_launches);
	jw_kint(w, "buffer_sets", s->nsets);
	jw_kint(w, "set_bytes", (long long)s->set_bytes);
	jw_kint(w, "l2_flush_bytes", (long long)s->flush_bytes);
	jw_key(w, "clock");
	jw_obj(w);
	jw_knum(w, "before_mhz", s->mhz_before);
	jw_knum(w, "after_mhz", s->mhz_after);
	double mn = INFINITY, mx = 0;
	for (int b = 0; b < s->nbatches; b++) {
		if (s->batch_mhz[b] < mn)
			mn = s->batch_mhz[b];
		if (s->batch_mhz[b] > mx)
			mx = s->batch_mhz[b];
	}
	jw_knum(w, "min_batch_mhz", s->nbatches ? mn : 0);
	jw_knum(w, "max_batch_mhz", mx);
	jw_kint(w, "device_max_mhz", s->dev.clock_khz / 1000);
	jw_kint(w, "throttled_samples", r->throttled);
	jw_end_obj(w);
	jw_key(w, "roofline");
	jw_obj(w);
	jw_kstr(w, "ceilings_file", r->ceilings);
	if (r->wi) {
		jw_knum(w, "flops", r->wi->flops);
		jw_knum(w, "bytes", r->wi->bytes);
	}
	if (r->has_floor) {
		jw_knum(w, "copy_bytes_per_s", r->ceil_bw);
		jw_knum(w, "bf16_flops_per_s", r->ceil_flops);
		jw_knum(w, "floor_ms", r->floor_ms);
		jw_knum(w, "pct_of_floor", r->pct_of_floor);
		double tf = r->wi->flops > 0 ? r->wi->flops / r->ceil_flops : 0;
		double tb = r->wi->bytes > 0 ? r->wi->bytes / r->ceil_bw : 0;
		jw_kstr(w, "bound", tf > tb ? "compute" : "memory");
		if (r->wi->bytes > 0)
			jw_knum(w, "achieved_bytes_per_s", r->wi->bytes / (r->median * 1e-3));
		if (r->wi->flops > 0)
			jw_knum(w, "achieved_flops_per_s", r->wi->flops / (r->median * 1e-3));
	} else
		jw_kstr(w, "note", r->floor_note[0] ? r->floor_note : "roofline not computed");
	jw_kbool(w, "suspect_faster_than_floor", r->suspect);
	jw_end_obj(w);
	jw_key(w, "verification");
	jw_obj(w);
	jw_kint(w, "sets", s->verify_sets);
	jw_kint(w, "failed", s->verify_failed);
	if (s->verify_failed)
		jw_kstr(w, "message", s->verify_msg);
	jw_end_obj(w);
	jw_key(w, "samples_ms");
	jw_arr(w);
	for (int i = 0; i < s->nsamples; i++)
		jw_num(w, s->ms[i]);
	jw_end_arr(w);
	jw_end_obj(w);
}

void bench_text(const RunResult *r, Buf *out)
{
	const RunShm *s = &r->shm;
	if (!s->nsamples)
		return;
	buf_printf(out, "time: median %.4f ms (mean %.4f, min %.4f, max %.4f, IQR %.4f, rel stdev %.2f%%, %d samples%s)\n",
		r->median, r->mean, r->min, r->max, r->iqr, r->rsd * 100, s->nsamples,
		s->converged ? "" : ", NOT CONVERGED to the target noise");
	buf_printf(out, "setup: %d buffer sets, L2 flush %.0f MiB, warm-up %.0f ms (%d launches); SM clock %.0f -> %.0f MHz (max %d)%s\n",
		s->nsets, (double)s->flush_bytes / (1 << 20), s->warmup_ms, s->warmup_launches, s->mhz_before, s->mhz_after,
		s->dev.clock_khz / 1000, r->throttled ? ", THROTTLED samples present" : "");
	if (r->has_floor)
		buf_printf(out, "roofline: floor %.4f ms, median at %.1f%% of the floor%s\n", r->floor_ms, r->pct_of_floor,
			r->suspect ? " -- SUSPECT: faster than the floor" : "");
	else
		buf_printf(out, "roofline: not computed (%s)\n", r->floor_note);
	if (s->verify_failed)
		buf_printf(out, "VERIFY FAILED: %s\n", s->verify_msg);
}

static const RunBench timing = {bench_child, bench_stats, bench_json, bench_text};

KilnRunResult *kiln_bench(const KilnRunOptions *o) { return run_common(o, &timing); }
