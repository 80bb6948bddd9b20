// bench/gpu/bulk_reduce_probe.cu — when does cp.reduce.async.bulk into
// shared::cluster run on the GPU?  tests/conformance/bulk_reduce's five
// shared::cluster forms stop with CUDA_ERROR_ILLEGAL_INSTRUCTION on the H200
// under a plain (non-cluster) launch, each alone in its kernel
// (bench/results/bulk-reduce-bisect-*.json), while its 23 global forms run.
// This decides which of three things the hardware wants: a cluster launch,
// a destination address made by mapa rather than the shared::cta window
// address, or a destination in another CTA.  Each variant runs in its own
// process (an illegal instruction poisons the context):
//   bulk_reduce_probe OP CLUSTER ADDR PEER
//   OP      reduce (add.u32) | copy (cp.async.bulk, the same operands)
//   CLUSTER 0: no cluster attribute; 1 or 2: cluster dimension (x)
//   ADDR    cta: destination and mbarrier as shared::cta addresses;
//           mapa: through mapa.shared::cluster to the PEER's rank
//   PEER    self | other (rank ^ 1; CLUSTER 2 only)
// One JSON object on stdout: the launch error (if any), each CTA's four
// destination words and whether its mbarrier phase completed.
// Build and run every variant: bench/gpu/bulk_reduce_probe.sh OUT_JSON.
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <cstdlib>
#include <cuda_runtime.h>

__device__ __forceinline__ uint32_t smem_u32(const void *p)
{
	return (uint32_t)__cvta_generic_to_shared(p);
}

__device__ __forceinline__ uint32_t cluster_rank()
{
	uint32_t r;
	asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(r));
	return r;
}

__device__ __forceinline__ void cluster_sync()
{
	asm volatile("barrier.cluster.arrive.release.aligned;\n\tbarrier.cluster.wait.acquire.aligned;" ::: "memory");
}

// out[8 * cta + 0..3]: destination words; [4]: 1 if the phase completed
// within ~0.5 s; [5]: the rank; [6]: the peer rank
__global__ void probe(uint32_t *out, int op, int in_cluster, int use_mapa, int other)
{
	__shared__ __align__(128) uint32_t src[4];
	__shared__ __align__(128) uint32_t dst[4];
	__shared__ __align__(8) uint64_t mb;
	uint32_t rank = in_cluster ? cluster_rank() : 0;
	uint32_t peer = other ? rank ^ 1 : rank;
	if (threadIdx.x == 0) {
		for (int i = 0; i < 4; i++) {
			src[i] = (uint32_t)(i + 1);
			dst[i] = (uint32_t)(10 * (i + 1));
		}
		asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(smem_u32(&mb)) : "memory");
		asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
		asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
		asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], 16;" ::"r"(smem_u32(&mb)) : "memory");
	}
	__syncthreads();
	if (in_cluster)
		cluster_sync();
	if (threadIdx.x == 0) {
		uint32_t d = smem_u32(dst), m = smem_u32(&mb), s = smem_u32(src);
		if (use_mapa) {
			asm volatile("mapa.shared::cluster.u32 %0, %0, %1;" : "+r"(d) : "r"(peer));
			asm volatile("mapa.shared::cluster.u32 %0, %0, %1;" : "+r"(m) : "r"(peer));
		}
		if (op == 0)
			asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u32 [%0], [%1], 16, [%2];"
				::"r"(d), "r"(s), "r"(m) : "memory");
		else
			asm volatile("cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [%0], [%1], 16, [%2];"
				::"r"(d), "r"(s), "r"(m) : "memory");
		uint32_t done = 0;
		long long t0 = clock64();
		while (!done && clock64() - t0 < 1000000000LL)
			asm volatile("{\n\t.reg .pred p;\n\tmbarrier.try_wait.parity.shared::cta.b64 p, [%1], 0;\n\tselp.u32 %0, 1, 0, p;\n\t}"
				: "=r"(done) : "r"(smem_u32(&mb)) : "memory");
		uint32_t *o = out + 8 * blockIdx.x;
		for (int i = 0; i < 4; i++)
			o[i] = dst[i];
		o[4] = done;
		o[5] = rank;
		o[6] = peer;
	}
	if (in_cluster)
		cluster_sync();
}

int main(int argc, char **argv)
{
	if (argc != 5) {
		fprintf(stderr, "usage: %s reduce|copy 0|1|2 cta|mapa self|other\n", argv[0]);
		return 2;
	}
	int op = strcmp(argv[1], "reduce") ? 1 : 0;
	int cl = atoi(argv[2]);
	int mapa = !strcmp(argv[3], "mapa");
	int other = !strcmp(argv[4], "other");
	int ctas = cl == 2 ? 2 : 1;
	uint32_t *dout;
	uint32_t h[16];
	memset(h, 0xff, sizeof h);
	cudaMalloc(&dout, sizeof h);
	cudaMemcpy(dout, h, sizeof h, cudaMemcpyHostToDevice);
	cudaLaunchConfig_t cfg = {};
	cfg.gridDim = dim3(ctas);
	cfg.blockDim = dim3(32);
	cudaLaunchAttribute at[1];
	at[0].id = cudaLaunchAttributeClusterDimension;
	at[0].val.clusterDim.x = cl ? cl : 1;
	at[0].val.clusterDim.y = 1;
	at[0].val.clusterDim.z = 1;
	cfg.attrs = at;
	cfg.numAttrs = cl ? 1 : 0;
	cudaError_t e = cudaLaunchKernelEx(&cfg, probe, dout, op, cl != 0, mapa, other);
	if (e == cudaSuccess)
		e = cudaDeviceSynchronize();
	if (e == cudaSuccess)
		e = cudaMemcpy(h, dout, sizeof h, cudaMemcpyDeviceToHost);
	printf("{\"op\": \"%s\", \"cluster\": %d, \"addr\": \"%s\", \"peer\": \"%s\", \"error\": \"%s\"",
		argv[1], cl, argv[3], argv[4], e == cudaSuccess ? "" : cudaGetErrorName(e));
	if (e == cudaSuccess) {
		printf(", \"ctas\": [");
		for (int c = 0; c < ctas; c++) {
			uint32_t *o = h + 8 * c;
			printf("%s{\"dst\": [%u, %u, %u, %u], \"phase_done\": %u, \"rank\": %u, \"peer\": %u}", c ? ", " : "",
				o[0], o[1], o[2], o[3], o[4], o[5], o[6]);
		}
		printf("], \"expected_dst\": [%s]", op == 0 ? "11, 22, 33, 44" : "1, 2, 3, 4");
	}
	printf("}\n");
	return e == cudaSuccess ? 0 : 1;
}
