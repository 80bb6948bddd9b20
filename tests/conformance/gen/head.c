/* Expected values of the conformance suite (tests/conformance/<family>):
 * one table of raw result bits per family, in the order the family's
 * kernel stores them (put() in tests/conformance/lib.kiln).  Each value was
 * computed by hand or from the PTX ISA text (section named in the family's
 * kernel header and in docs/conformance.md), NOT by running the simulator:
 * the point of the suite is to catch the simulator (and, on the H200, to
 * show where the hardware and the ISA text part ways).  64-bit results take
 * two slots, low word first.  Registered in refs.def as conf_<family>. */
#include "work/ref.h"
#include <math.h>
#include <stdio.h>

#define REF(name, fn) int fn(RefArgs *a, char *err, size_t errlen);
#include "work/refs.def"

#define NELEM(x) ((int64_t)(sizeof(x) / sizeof((x)[0])))

/* Copies a table into the output tensor `out` (u32), which must have
 * exactly one element per table entry. */
static int fill(RefArgs *a, const uint32_t *v, int64_t n, char *err, size_t errlen)
{
	RefTensor *o = ref_tensor(a, "out");
	if (!o || !o->is_output || !o->ref) {
		snprintf(err, errlen, "conformance reference needs an output tensor 'out'");
		return -1;
	}
	if (o->numel != n) {
		snprintf(err, errlen, "'out' has %lld elements, the table has %lld",
		         (long long)o->numel, (long long)n);
		return -1;
	}
	for (int64_t i = 0; i < n; i++)
		o->ref[i] = (double)v[i];
	return 0;
}

#define CONF(fam) \
	int ref_conf_##fam(RefArgs *a, char *err, size_t errlen) \
	{ \
		return fill(a, conf_##fam, NELEM(conf_##fam), err, errlen); \
	}
