// bench/gpu/async_groups.cu — which warps/threads does an async-group wait
// cover on the GPU?  Decides the simulator's async-completion model
// (docs/simulator.md "Async operations"); results in
// bench/results/async-groups-*.json.  Build and run: bench/gpu/async_groups.sh
//
// 1. wgmma: a warpgroup issues one wgmma group (16 chained m64n8k16 reading
//    A and B from shared memory); warp 3 issues it DELAY cycles late.  Warp 0
//    executes wgmma.wait_group 0, then overwrites A and B in shared memory.
//    If warp 0's wait covers the whole warpgroup's operation (one collective
//    op, completion per warpgroup), warp 0 waits at least the delay and every
//    warp's accumulators equal the clean run; if completion were per warp,
//    warp 0 would pass before warp 3 even issued and warp 3's accumulators
//    would show the overwritten operands.
// 2. cp.async.bulk (shared -> global, bulk_group): thread 0 issues a 32 KiB
//    copy and commits; after a bar.sync, lane 0 of warp 1 executes
//    cp.async.bulk.wait_group.read 0 and overwrites the source.  Corrupted
//    destination bytes mean another thread's wait does not cover thread 0's
//    group (bulk groups per thread).  Controls: thread 0 waits itself (no
//    corruption expected), nobody waits (corruption expected: the test can
//    see a race).
// 3. cp.async: thread 0 issues 64 x 16-byte copies from cold global memory
//    and commits; after a bar.sync, lane 0 of warp 1 executes
//    cp.async.wait_all and reads the destination.  Sentinel words mean the
//    wait does not cover thread 0's copies.  Same controls.
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <cuda_runtime.h>
#include <cuda_fp16.h>

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
	fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); return 1; } } while (0)

__device__ __forceinline__ uint32_t smem_u32(const void *p)
{
	return (uint32_t)__cvta_generic_to_shared(p);
}

// no-swizzle K-major descriptor: core matrices of 8 rows x 16 bytes,
// LBO 128 (next core matrix along K), SBO 256 (next 8 rows)
__device__ __forceinline__ uint64_t desc(uint32_t addr)
{
	return (uint64_t)((addr & 0x3ffff) >> 4) | (uint64_t)(128 >> 4) << 16 | (uint64_t)(256 >> 4) << 32;
}

__device__ __forceinline__ void spin(long long cycles)
{
	long long t0 = clock64();
	while (clock64() - t0 < cycles)
		;
}

// mode 0: clean; mode 1: warp 0 overwrites A/B after its wait; delay: warp 3's late issue (cycles)
__global__ void __launch_bounds__(128, 1) wgmma_kernel(float *out, long long *wait_cycles, int mode, long long delay)
{
	__shared__ __align__(1024) __half_raw A[64 * 16];
	__shared__ __align__(1024) __half_raw B[8 * 16];
	int t = threadIdx.x, warp = t / 32;
	for (int i = t; i < 64 * 16; i += 128)
		A[i].x = 0x3c00 + (uint16_t)((i * 7 + blockIdx.x) % 16);   // 1.0 .. ~1.015
	for (int i = t; i < 8 * 16; i += 128)
		B[i].x = 0x3c00 + (uint16_t)(i % 8);
	asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
	__syncthreads();
	float d0 = 0, d1 = 0, d2 = 0, d3 = 0;
	uint64_t da = desc(smem_u32(A)), db = desc(smem_u32(B));
	if (warp == 3)
		spin(delay);
	asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
#pragma unroll
	for (int k = 0; k < 16; k++) {
		asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\n"
			"wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%0, %1, %2, %3}, %4, %5, p, 1, 1, 0, 0;\n}\n"
			: "+f"(d0), "+f"(d1), "+f"(d2), "+f"(d3) : "l"(da), "l"(db), "r"(k) : "memory");
	}
	asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
	long long t0 = clock64();
	asm volatile("wgmma.wait_group.sync.aligned 0;" ::: "memory");
	long long t1 = clock64();
	if (warp == 0 && mode == 1) {
		for (int i = t; i < 64 * 16; i += 32)
			A[i].x = 0;
		for (int i = t; i < 8 * 16; i += 32)
			B[i].x = 0;
	}
	if (t % 32 == 0)
		wait_cycles[blockIdx.x * 4 + warp] = t1 - t0;
	float *o = out + (size_t)blockIdx.x * 512 + t * 4;
	o[0] = d0; o[1] = d1; o[2] = d2; o[3] = d3;
}

// who: 0 thread 0 waits (control), 1 lane 0 of warp 1 waits, 2 nobody waits (sensitivity)
__global__ void bulk_kernel(uint8_t *dst, int who)
{
	extern __shared__ __align__(128) uint8_t sm[];
	const int n = 32768;
	int t = threadIdx.x;
	for (int i = t; i < n / 4; i += blockDim.x)
		((uint32_t *)sm)[i] = 0x5a5a5a5au;
	asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
	__syncthreads();
	uint8_t *d = dst + (size_t)blockIdx.x * n;
	if (t == 0) {
		asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], %2;"
			:: "l"(d), "r"(smem_u32(sm)), "r"(n) : "memory");
		asm volatile("cp.async.bulk.commit_group;" ::: "memory");
		if (who == 0)
			asm volatile("cp.async.bulk.wait_group.read 0;" ::: "memory");
	}
	__syncthreads();
	if ((who == 1 && t == 32) || (who == 0 && t == 0) || (who == 2 && t == 32)) {
		if (who == 1)
			asm volatile("cp.async.bulk.wait_group.read 0;" ::: "memory");
		for (int i = 0; i < n / 4; i++)
			((volatile uint32_t *)sm)[i] = 0xffffffffu;
	}
	__syncthreads();
	if (t == 0)
		asm volatile("cp.async.bulk.wait_group 0;" ::: "memory");
}

// who as above; the waiter counts sentinel words still in the destination
__global__ void cpasync_kernel(const uint32_t *src, unsigned *stale, int who)
{
	__shared__ __align__(16) uint32_t sm[64 * 4];
	int t = threadIdx.x;
	for (int i = t; i < 64 * 4; i += blockDim.x)
		sm[i] = 0xdeadbeefu;
	__syncthreads();
	if (t == 0) {
		for (int i = 0; i < 64; i++) {
			// 64 KiB apart: each copy misses in L2 on a cold buffer
			const uint32_t *g = src + ((size_t)blockIdx.x * 64 + i) * 16384;
			asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(smem_u32(&sm[i * 4])), "l"(g) : "memory");
		}
		asm volatile("cp.async.commit_group;" ::: "memory");
		if (who == 0)
			asm volatile("cp.async.wait_all;" ::: "memory");
	}
	__syncthreads();
	int waiter = who == 0 ? 0 : 32;
	if (t == waiter) {
		if (who == 1)
			asm volatile("cp.async.wait_all;" ::: "memory");
		unsigned n = 0;
		for (int i = 0; i < 64 * 4; i++)
			n += ((volatile uint32_t *)sm)[i] == 0xdeadbeefu;
		stale[blockIdx.x] = n;
	}
	__syncthreads();
	if (t == 0)
		asm volatile("cp.async.wait_all;" ::: "memory");
}

int main(int argc, char **argv)
{
	const char *outp = argc > 1 ? argv[1] : "async_groups.json";
	int dev = 0, drv = 0, rt = 0;
	cudaDeviceProp p;
	CK(cudaGetDeviceProperties(&p, dev));
	CK(cudaDriverGetVersion(&drv));
	CK(cudaRuntimeGetVersion(&rt));
	const int ctas = p.multiProcessorCount;
	FILE *f = fopen(outp, "w");
	if (!f)
		return 1;
	fprintf(f, "{\n  \"gpu\": \"%s\",\n  \"sms\": %d,\n  \"cuda_driver\": %d,\n  \"cuda_runtime\": %d,\n", p.name,
		p.multiProcessorCount, drv, rt);

	// 2. bulk copy groups
	uint8_t *dst, *hd = new uint8_t[(size_t)ctas * 32768];
	CK(cudaMalloc(&dst, (size_t)ctas * 32768));
	CK(cudaFuncSetAttribute(bulk_kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, 32768));
	fprintf(f, "  \"bulk_s2g_wait_read\": [\n");
	const char *whos[] = {"issuing_thread_waits", "other_warp_waits", "nobody_waits"};
	for (int who = 0; who < 3; who++) {
		long long corrupted = 0, ctas_hit = 0;
		for (int rep = 0; rep < 5; rep++) {
			CK(cudaMemset(dst, 0, (size_t)ctas * 32768));
			bulk_kernel<<<ctas, 64, 32768>>>(dst, who);
			CK(cudaDeviceSynchronize());
			CK(cudaMemcpy(hd, dst, (size_t)ctas * 32768, cudaMemcpyDeviceToHost));
			for (int c = 0; c < ctas; c++) {
				long long n = 0;
				for (int i = 0; i < 32768; i++)
					n += hd[(size_t)c * 32768 + i] != 0x5a;
				corrupted += n;
				ctas_hit += n > 0;
			}
		}
		fprintf(f, "    {\"case\": \"%s\", \"runs\": %d, \"corrupted_bytes\": %lld, \"ctas_with_corruption\": %lld}%s\n",
			whos[who], 5 * ctas, corrupted, ctas_hit, who < 2 ? "," : "");
	}
	fprintf(f, "  ],\n");
	fflush(f);

	// 3. cp.async groups
	uint32_t *src;
	unsigned *stale, *hs = new unsigned[ctas];
	size_t srcn = (size_t)ctas * 64 * 16384 + 16;
	CK(cudaMalloc(&src, srcn * 4));
	CK(cudaMemset(src, 0x11, srcn * 4));
	CK(cudaMalloc(&stale, sizeof(unsigned) * ctas));
	fprintf(f, "  \"cp_async_wait_all\": [\n");
	for (int who = 0; who < 3; who++) {
		long long words = 0, ctas_hit = 0;
		for (int rep = 0; rep < 5; rep++) {
			// evict src from L2 by touching another large buffer
			CK(cudaMemset(src + srcn / 2, rep, srcn * 2 - 64));
			cpasync_kernel<<<ctas, 64>>>(src, stale, who);
			CK(cudaDeviceSynchronize());
			CK(cudaMemcpy(hs, stale, sizeof(unsigned) * ctas, cudaMemcpyDeviceToHost));
			for (int c = 0; c < ctas; c++) {
				words += hs[c];
				ctas_hit += hs[c] > 0;
			}
		}
		fprintf(f, "    {\"case\": \"%s\", \"runs\": %d, \"stale_words\": %lld, \"ctas_with_stale\": %lld}%s\n",
			whos[who], 5 * ctas, words, ctas_hit, who < 2 ? "," : "");
	}
	fprintf(f, "  ],\n");
	fflush(f);

	// 1. wgmma (last: a fault here loses only this part)
	float *out, *h0 = new float[ctas * 512], *h1 = new float[ctas * 512];
	long long *wc, *hw = new long long[ctas * 4];
	CK(cudaMalloc(&out, sizeof(float) * ctas * 512));
	CK(cudaMalloc(&wc, sizeof(long long) * ctas * 4));
	fprintf(f, "  \"wgmma\": [\n");
	const long long delays[] = {0, 20000, 200000};
	for (int di = 0; di < 3; di++) {
		long long delay = delays[di];
		wgmma_kernel<<<ctas, 128>>>(out, wc, 0, delay);
		CK(cudaDeviceSynchronize());
		CK(cudaMemcpy(h0, out, sizeof(float) * ctas * 512, cudaMemcpyDeviceToHost));
		wgmma_kernel<<<ctas, 128>>>(out, wc, 1, delay);
		CK(cudaDeviceSynchronize());
		CK(cudaMemcpy(h1, out, sizeof(float) * ctas * 512, cudaMemcpyDeviceToHost));
		CK(cudaMemcpy(hw, wc, sizeof(long long) * ctas * 4, cudaMemcpyDeviceToHost));
		long long bad[4] = {0}, minw0 = -1, maxw0 = 0;
		int zero_ref = 0;
		for (int c = 0; c < ctas; c++) {
			for (int tt = 0; tt < 128; tt++)
				for (int j = 0; j < 4; j++) {
					int i = c * 512 + tt * 4 + j;
					bad[tt / 32] += memcmp(&h0[i], &h1[i], 4) != 0;
					zero_ref += h0[i] == 0.0f;
				}
			long long w0 = hw[c * 4];
			if (minw0 < 0 || w0 < minw0)
				minw0 = w0;
			if (w0 > maxw0)
				maxw0 = w0;
		}
		fprintf(f, "    {\"warp3_delay_cycles\": %lld, \"ctas\": %d, \"mismatched_accumulators_per_warp\": [%lld, %lld, %lld, %lld], "
			"\"reference_zero_values\": %d, \"warp0_wait_cycles_min\": %lld, \"warp0_wait_cycles_max\": %lld, \"sample_d0\": %g}%s\n",
			delay, ctas, bad[0], bad[1], bad[2], bad[3], zero_ref, minw0, maxw0, h0[0], di < 2 ? "," : "");
	}

	fprintf(f, "  ]\n}\n");
	fclose(f);
	printf("wrote %s\n", outp);
	return 0;
}
