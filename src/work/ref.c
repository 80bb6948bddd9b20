/* The reference registry (refs.def, X-macro) and the lookup helpers that
 * reference functions use to read their arguments. */
#include "work/work.h"
#include <string.h>

#define REF(name, fn) int fn(RefArgs *a, char *err, size_t errlen);
#include "work/refs.def"

static const struct {
	const char *name;
	RefFn fn;
} refs[] = {
#define REF(name, fn) {#name, fn},
#include "work/refs.def"
	{NULL, NULL}
};

RefFn ref_lookup(const char *name)
{
	for (int i = 0; name && refs[i].name; i++)
		if (!strcmp(refs[i].name, name))
			return refs[i].fn;
	return NULL;
}

const char *ref_name_at(int i)
{
	int n = (int)(sizeof refs / sizeof refs[0]) - 1;
	return i >= 0 && i < n ? refs[i].name : NULL;
}

RefTensor *ref_tensor(RefArgs *a, const char *name)
{
	for (int i = 0; i < a->nt; i++)
		if (!strcmp(a->t[i].name, name))
			return &a->t[i];
	return NULL;
}

int64_t ref_scalar_i(RefArgs *a, const char *name, int64_t dflt)
{
	for (int i = 0; i < a->ns; i++)
		if (!strcmp(a->s[i].name, name))
			return a->s[i].i;
	return dflt;
}

double ref_get(const RefTensor *t, int64_t idx)
{
	return dtype_decode(t->dtype, dtype_load(t->dtype, t->data, idx));
}
