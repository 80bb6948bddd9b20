/* dlopen of the CUDA driver and symbol resolution (see cu.h). */
#include "run/cu.h"
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int cu_load(CuApi *cu, char *err, size_t errlen)
{
	memset(cu, 0, sizeof *cu);
	const char *env = getenv("KILN_LIBCUDA");
	const char *names[] = {env && *env ? env : "libcuda.so.1", env && *env ? NULL : "libcuda.so"};
	char why[512] = "not found";
	for (int i = 0; i < 2 && !cu->lib; i++)
		if (names[i]) {
			cu->lib = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
			const char *e = cu->lib ? NULL : dlerror();
			if (e && i == 0)
				snprintf(why, sizeof why, "%s", e);   /* dlerror's text dies with the next call */
		}
	if (!cu->lib) {
		snprintf(err, errlen, "cannot load the CUDA driver: %s", why);
		return -1;
	}
	/* dlsym returns void *; converting through a union keeps -Wpedantic quiet */
#define X(name, sym, params) { \
		union { void *p; CUresult (*f) params; } u_; \
		u_.p = dlsym(cu->lib, sym); \
		if (!u_.p) { \
			snprintf(err, errlen, "the CUDA driver lacks %s (driver too old?)", sym); \
			cu_unload(cu); \
			return -1; \
		} \
		cu->name = u_.f; \
	}
	CU_FUNCS(X)
#undef X
	return 0;
}

void cu_unload(CuApi *cu)
{
	if (cu->lib)
		dlclose(cu->lib);
	memset(cu, 0, sizeof *cu);
}

const char *cu_errname(const CuApi *cu, CUresult e, char *buf, size_t len)
{
	const char *s = NULL;
	if (cu->GetErrorName && cu->GetErrorName(e, &s) == CUDA_SUCCESS && s)
		snprintf(buf, len, "%s", s);
	else
		snprintf(buf, len, "CUresult %d", e);
	return buf;
}
