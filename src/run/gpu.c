/* The GPU child's building blocks: buffer sets (tensors, tensor maps,
 * parameter blocks), launches with cluster dims and dynamic shared memory,
 * error classification with CUDA error names, L2 flush, and the clock
 * probe kernel.  Runs only in the forked child (run.c). */
#include "run/run.h"
#include <stdio.h>
#include <string.h>

void gpu_beat(Gpu *g, const char *phase)
{
	if (phase)
		snprintf(g->shm->phase, sizeof g->shm->phase, "%s", phase);
	__atomic_add_fetch(&g->shm->beat, 1, __ATOMIC_SEQ_CST);
}

int gpu_cu_fail(Gpu *g, CUresult r, const char *call, int status)
{
	char nm[96];
	const char *desc = NULL;
	if (g->cu.GetErrorString)
		g->cu.GetErrorString(r, &desc);
	g->shm->status = status;
	snprintf(g->shm->msg, sizeof g->shm->msg, "%s: %s (%s) during %s", call,
		cu_errname(&g->cu, r, nm, sizeof nm), desc ? desc : "no description", g->shm->phase);
	return -1;
}

#define CK(call, status) do { CUresult r_ = (call); if (r_ != CUDA_SUCCESS) return gpu_cu_fail(g, r_, #call, (status)); } while (0)

static const WInstArg *arg(Gpu *g, int i) { return &g->wi->args[i]; }

int gpu_set_make(Gpu *g, int s)
{
	WorkInst *wi = g->wi;
	GpuSet *set = &g->sets[s];
	int n = wi->nargs;
	set->ptr = kl_calloc((size_t)n + 1, sizeof *set->ptr);
	/* CUtensorMap needs 64-byte alignment: over-allocate and align */
	set->tmap_base = kl_calloc((size_t)n + 2, sizeof *set->tmap);
	set->tmap = set->tmap_base ? (CUtensorMap *)(((uintptr_t)set->tmap_base + 63) & ~(uintptr_t)63) : NULL;
	set->params = kl_calloc((size_t)n + 1, sizeof *set->params);
	set->scalars = kl_calloc((size_t)n + 1, sizeof *set->scalars);
	if (!set->ptr || !set->tmap || !set->params || !set->scalars) {
		g->shm->status = RUN_EINTERNAL;
		snprintf(g->shm->msg, sizeof g->shm->msg, "out of host memory");
		return -1;
	}
	for (int i = 0; i < n; i++) {
		const WInstArg *a = arg(g, i);
		if (a->arg->kind != WA_TENSOR)
			continue;
		CK(g->cu.MemAlloc(&set->ptr[i], a->bytes), RUN_EINTERNAL);
		if (a->arg->output)
			CK(g->cu.MemsetD8(set->ptr[i], WORK_POISON_BYTE, a->bytes), RUN_EINTERNAL);
		else if (s == 0)
			CK(g->cu.MemcpyHtoD(set->ptr[i], a->data, a->bytes), RUN_EINTERNAL);
		else
			CK(g->cu.MemcpyDtoD(set->ptr[i], g->sets[0].ptr[i], a->bytes), RUN_EINTERNAL);
	}
	for (int i = 0; i < n; i++) {
		const WInstArg *a = arg(g, i);
		if (a->arg->kind == WA_TMAP) {
			const LayTensorMap *m = &a->tmap;
			if (m->mode == LAY_MODE_IM2COL)
				CK(g->cu.TensorMapEncodeIm2col(&set->tmap[i], m->dtype, (unsigned)m->rank,
					(void *)(uintptr_t)set->ptr[a->arg->tensor], m->dims, m->strides, m->lower, m->upper,
					m->cpp, m->ppc, m->estride, m->interleave, m->swizzle, m->l2promo, m->oobfill), RUN_EINPUT);
			else
				CK(g->cu.TensorMapEncodeTiled(&set->tmap[i], m->dtype, (unsigned)m->rank,
					(void *)(uintptr_t)set->ptr[a->arg->tensor], m->dims, m->strides, m->box, m->estride,
					m->interleave, m->swizzle, m->l2promo, m->oobfill), RUN_EINPUT);
		} else if (a->arg->kind == WA_SCALAR)
			set->scalars[i] = a->sbits;
	}
	/* kernel parameters: little-endian scalars at their width point at the
	 * low bytes of the 64-bit slot */
	const Workload *w = wi->w;
	for (int p = 0; p < w->nparams; p++) {
		int i = w->params[p];
		const WInstArg *a = arg(g, i);
		set->params[p] = a->arg->kind == WA_TENSOR ? (void *)&set->ptr[i]
			: a->arg->kind == WA_TMAP ? (void *)&set->tmap[i] : (void *)&set->scalars[i];
	}
	/* the memsets and copies above run on the legacy stream (device-side
	 * memsets and DtoD copies return before they finish, a pageable HtoD
	 * before its DMA lands), which does not order the non-blocking launch
	 * stream: without this wait a kernel could run before its inputs or
	 * its output poison are in place (seen on the H200 with 8 kiln run
	 * processes at once: outputs read back as all poison) */
	CK(g->cu.CtxSynchronize(), RUN_EINTERNAL);
	return 0;
}

int gpu_set_poison(Gpu *g, int s)
{
	for (int i = 0; i < g->wi->nargs; i++) {
		const WInstArg *a = arg(g, i);
		if (a->arg->kind == WA_TENSOR && a->arg->output)
			CK(g->cu.MemsetD8(g->sets[s].ptr[i], WORK_POISON_BYTE, a->bytes), RUN_EINTERNAL);
	}
	CK(g->cu.CtxSynchronize(), RUN_EINTERNAL);	/* the launch stream does not wait for the legacy stream (gpu_set_make) */
	return 0;
}

int gpu_launch(Gpu *g, int s)
{
	const WLaunch *l = &g->launch;
	CUlaunchAttribute attr;
	CUlaunchConfig c;
	memset(&attr, 0, sizeof attr);
	memset(&c, 0, sizeof c);
	c.gridDimX = (unsigned)l->grid[0];
	c.gridDimY = (unsigned)l->grid[1];
	c.gridDimZ = (unsigned)l->grid[2];
	c.blockDimX = (unsigned)l->block[0];
	c.blockDimY = (unsigned)l->block[1];
	c.blockDimZ = (unsigned)l->block[2];
	c.sharedMemBytes = (unsigned)l->smem;
	c.hStream = g->st;
	if (l->cluster[0] > 0) {
		attr.id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
		attr.value.cluster.x = (unsigned)l->cluster[0];
		attr.value.cluster.y = (unsigned)(l->cluster[1] ? l->cluster[1] : 1);
		attr.value.cluster.z = (unsigned)(l->cluster[2] ? l->cluster[2] : 1);
		c.attrs = &attr;
		c.numAttrs = 1;
	}
	CK(g->cu.LaunchKernelEx(&c, g->fn, g->sets[s].params, NULL), RUN_FAULT);
	return 0;
}

int gpu_sync(Gpu *g, const char *what)
{
	snprintf(g->shm->phase, sizeof g->shm->phase, "%s", what);
	CUresult r = g->cu.StreamSynchronize(g->st);
	if (r != CUDA_SUCCESS)
		return gpu_cu_fail(g, r, "cuStreamSynchronize", RUN_FAULT);
	gpu_beat(g, NULL);
	return 0;
}

int gpu_read_outputs(Gpu *g, int s, WorkInst *wi)
{
	for (int i = 0; i < wi->nargs; i++) {
		WInstArg *a = &wi->args[i];
		if (a->arg->kind == WA_TENSOR && a->arg->output)
			CK(g->cu.MemcpyDtoH(a->data, g->sets[s].ptr[i], a->bytes), RUN_FAULT);
	}
	return 0;
}

int gpu_flush_l2(Gpu *g)
{
	static unsigned salt;
	CK(g->cu.MemsetD32Async(g->flush, 0x5a5a0000u + (salt++ & 0xffff), g->flush_bytes / 4, g->st), RUN_EINTERNAL);
	return 0;
}

/* One thread spins on %globaltimer for `ns` and reports the %clock64 cycles
 * and the nanoseconds that passed. */
static const char clock_ptx[] =
	".version 7.8\n"
	".target sm_90\n"
	".address_size 64\n"
	".visible .entry kiln_clock_probe(.param .u64 out, .param .u64 ns)\n"
	"{\n"
	"\t.reg .u64 %rd<10>;\n"
	"\t.reg .pred %p;\n"
	"\tld.param.u64 %rd1, [out];\n"
	"\tld.param.u64 %rd2, [ns];\n"
	"\tcvta.to.global.u64 %rd1, %rd1;\n"
	"\tmov.u64 %rd3, %globaltimer;\n"
	"\tmov.u64 %rd4, %clock64;\n"
	"$spin:\n"
	"\tmov.u64 %rd5, %globaltimer;\n"
	"\tsub.u64 %rd6, %rd5, %rd3;\n"
	"\tsetp.lt.u64 %p, %rd6, %rd2;\n"
	"\t@%p bra $spin;\n"
	"\tmov.u64 %rd7, %clock64;\n"
	"\tmov.u64 %rd5, %globaltimer;\n"
	"\tsub.u64 %rd8, %rd7, %rd4;\n"
	"\tsub.u64 %rd6, %rd5, %rd3;\n"
	"\tst.global.u64 [%rd1], %rd8;\n"
	"\tst.global.u64 [%rd1+8], %rd6;\n"
	"\tret;\n"
	"}\n";

int gpu_clock_mhz(Gpu *g, double *mhz)
{
	if (!g->clock_fn) {
		CUmodule m;
		CK(g->cu.ModuleLoadDataEx(&m, clock_ptx, 0, NULL, NULL), RUN_EINTERNAL);
		CK(g->cu.ModuleGetFunction(&g->clock_fn, m, "kiln_clock_probe"), RUN_EINTERNAL);
		CK(g->cu.MemAlloc(&g->clock_buf, 16), RUN_EINTERNAL);
	}
	uint64_t ns = 1000000, out[2] = {0, 0};
	void *params[] = {&g->clock_buf, &ns};
	CK(g->cu.LaunchKernel(g->clock_fn, 1, 1, 1, 1, 1, 1, 0, g->st, params, NULL), RUN_EINTERNAL);
	CK(g->cu.StreamSynchronize(g->st), RUN_EINTERNAL);
	CK(g->cu.MemcpyDtoH(out, g->clock_buf, sizeof out), RUN_EINTERNAL);
	*mhz = out[1] ? (double)out[0] / (double)out[1] * 1000.0 : 0;
	return 0;
}
