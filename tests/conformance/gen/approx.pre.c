/* approx: not bit-exact.  Each row is an input (a, b); the reference is the
 * function evaluated in double on the exact f32 input, and the workload's
 * tolerance is the ISA bound (docs/numerics.md, docs/conformance.md). */
struct conf_approx_row { uint32_t a, b; };

static double f32_bits(uint32_t u)
{
	union { uint32_t u; float f; } c = {u};
	return c.f;
}

static int approx_fill(RefArgs *a, const struct conf_approx_row *rows, int64_t n,
                       double (*val)(int, double, double), char *err, size_t errlen)
{
	RefTensor *o = ref_tensor(a, "out");
	if (!o || !o->is_output || !o->ref || o->numel != n) {
		snprintf(err, errlen, "conformance reference needs an output tensor 'out' of %lld elements",
		         (long long)n);
		return -1;
	}
	for (int64_t i = 0; i < n; i++)
		o->ref[i] = val((int)i, f32_bits(rows[i].a), f32_bits(rows[i].b));
	return 0;
}
