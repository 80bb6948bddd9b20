/* libFuzzer target (make fuzz-npy): the .npy reader (npy_read), which
 * workloads use for inputs and expected outputs: the input is written as
 * a file and read back.  Nothing may crash, leak or hang, a header may not
 * make it allocate more than the file holds, and what it accepts has the
 * element count its shape says. */
#include "work/work.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char path[64];
	if (!path[0])
		snprintf(path, sizeof path, "/tmp/kiln_fuzz_npy.%d.npy", (int)getpid());
	FILE *f = fopen(path, "wb");
	if (!f)
		abort();
	if (size && fwrite(data, 1, size, f) != size)
		abort();
	fclose(f);
	Npy n;
	char err[300];
	if (!npy_read(path, &n, err, sizeof err)) {
		int64_t numel = 1;
		for (int i = 0; i < n.ndim; i++)
			numel *= n.shape[i];
		if (numel != n.numel || (size_t)n.numel * (size_t)dtype_bytes(n.dtype) > size)
			abort();
		npy_free(&n);
	}
	return 0;
}
