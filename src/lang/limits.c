/* Pass limits: resource limits of the lowered module that need the whole
 * kernel (today the parameter space, which depends on the PTX version the
 * module ends up with); limits known during lowering (block and cluster
 * size, shared memory, setmaxnreg, barrier ids) are checked where their
 * value is folded.  Reads the IR, changes nothing. */
#include "lang/lang_int.h"

static int param_size(const IrParam *p)
{
	if (p->kind == PK_TMAP)
		return 128;
	if (p->kind == PK_PTR)
		return 8;
	int b = ty_bits(p->ty);
	return b < 8 ? 1 : b / 8;
}

/* Kernel parameters fit the parameter space of the PTX version the module
 * gets (ptxas 13.0: 4352 bytes before PTX 8.1, 32764 from 8.1). */
static void check_param_space(const IrModule *m, const IrKernel *k, Diags *d)
{
	int64_t bytes = 0;
	for (int i = 0; i < k->nparams; i++) {
		const IrParam *p = &k->params[i];
		int sz = param_size(p);
		int al = p->kind == PK_TMAP ? 64 : sz;
		bytes = (bytes + al - 1) / al * al + sz;
	}
	int ver = m->ptx_version;
	if (isa_target_ptx(k->sm) > ver)
		ver = isa_target_ptx(k->sm);
	int most = ver >= 81 ? 32764 : 4352;
	if (bytes > most)
		diag_error(d, k->loc, "the parameters of kernel '%s' take %lld bytes; PTX %d.%d allows %d%s", k->name,
		     (long long)bytes, ver / 10, ver % 10, most, ver >= 81 ? "" : " (32764 from PTX 8.1: a target such as sm_100a)");
}

void lang_limits(const IrModule *m, Diags *d)
{
	for (int i = 0; i < m->nkernels; i++)
		check_param_space(m, m->kernels[i], d);
}
