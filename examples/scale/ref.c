/* The C library reference of examples/scale (include/kiln_ref.h):
 *     cc -O2 -shared -fPIC -I<prefix>/include -o libref.so ref.c */
#include <kiln_ref.h>
#include <stdio.h>

int axpb(const KilnRefArgs *a, char *err, size_t errlen)
{
	const KilnRefTensor *x = kiln_ref_tensor(a, "x"), *b = kiln_ref_tensor(a, "b");
	KilnRefTensor *y = kiln_ref_tensor(a, "y");
	if (!x || !b || !y) {
		snprintf(err, errlen, "needs tensors x, b and y");
		return 1;
	}
	double alpha = kiln_ref_scalar(a, "alpha", 1.0);
	for (int64_t i = 0; i < y->numel; i++)
		y->out[i] = alpha * x->values[i] + b->values[i];
	return 0;
}
