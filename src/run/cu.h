/* The slice of the CUDA driver API the runner uses, declared here (types
 * and enum values as documented in the CUDA Driver API reference) and
 * resolved at run time with dlopen/dlsym, so Kiln builds and its CPU parts
 * run on machines without CUDA.  Only the GPU child process loads it. */
#ifndef KILN_RUN_CU_H
#define KILN_RUN_CU_H
#include <stddef.h>
#include <stdint.h>

typedef int CUresult;
typedef int CUdevice;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent;
typedef unsigned long long CUdeviceptr;

typedef struct {
	_Alignas(64) uint64_t opaque[16];
} CUtensorMap;

/* CUlaunchAttribute: a 4-byte id, padding to 8, a 64-byte value union. */
typedef struct {
	int id;
	char pad[4];
	union {
		char raw[64];
		struct { unsigned x, y, z; } cluster;
	} value;
} CUlaunchAttribute;

typedef struct {
	unsigned gridDimX, gridDimY, gridDimZ;
	unsigned blockDimX, blockDimY, blockDimZ;
	unsigned sharedMemBytes;
	CUstream hStream;
	CUlaunchAttribute *attrs;
	unsigned numAttrs;
} CUlaunchConfig;

enum {
	CUDA_SUCCESS = 0,
	CUDA_ERROR_NOT_READY = 600,
	CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION = 4,
	/* CUdevice_attribute */
	CU_DEV_CLOCK_RATE = 13, CU_DEV_SM_COUNT = 16, CU_DEV_MEM_CLOCK_RATE = 36,
	CU_DEV_BUS_WIDTH = 37, CU_DEV_L2_SIZE = 38, CU_DEV_CC_MAJOR = 75, CU_DEV_CC_MINOR = 76,
	CU_DEV_SMEM_OPTIN = 97,
	/* CUfunction_attribute */
	CU_FUNC_SHARED_SIZE = 1, CU_FUNC_LOCAL_SIZE = 3, CU_FUNC_NUM_REGS = 4,
	CU_FUNC_MAX_DYN_SMEM = 8,
	/* CUjit_option */
	CU_JIT_INFO_LOG_BUFFER = 3, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES = 4,
	CU_JIT_ERROR_LOG_BUFFER = 5, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6,
	CU_JIT_GENERATE_LINE_INFO = 13,
	/* cuEventCreate flags */
	CU_EVENT_DEFAULT = 0,
	CU_STREAM_NON_BLOCKING = 1,
};

/* X(name, symbol, return, params) for every entry point. */
#define CU_FUNCS(X) \
	X(Init, "cuInit", (unsigned flags)) \
	X(DriverGetVersion, "cuDriverGetVersion", (int *v)) \
	X(GetErrorName, "cuGetErrorName", (CUresult e, const char **s)) \
	X(GetErrorString, "cuGetErrorString", (CUresult e, const char **s)) \
	X(DeviceGetCount, "cuDeviceGetCount", (int *n)) \
	X(DeviceGet, "cuDeviceGet", (CUdevice *d, int ordinal)) \
	X(DeviceGetName, "cuDeviceGetName", (char *name, int len, CUdevice d)) \
	X(DeviceGetAttribute, "cuDeviceGetAttribute", (int *v, int attr, CUdevice d)) \
	X(DeviceTotalMem, "cuDeviceTotalMem_v2", (size_t *b, CUdevice d)) \
	X(PrimaryCtxRetain, "cuDevicePrimaryCtxRetain", (CUcontext *c, CUdevice d)) \
	X(PrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2", (CUdevice d)) \
	X(CtxSetCurrent, "cuCtxSetCurrent", (CUcontext c)) \
	X(CtxSynchronize, "cuCtxSynchronize", (void)) \
	X(MemGetInfo, "cuMemGetInfo_v2", (size_t *free_, size_t *total)) \
	X(ModuleLoadDataEx, "cuModuleLoadDataEx", (CUmodule *m, const void *img, unsigned n, int *opts, void **vals)) \
	X(ModuleUnload, "cuModuleUnload", (CUmodule m)) \
	X(ModuleGetFunction, "cuModuleGetFunction", (CUfunction *f, CUmodule m, const char *name)) \
	X(ModuleGetGlobal, "cuModuleGetGlobal_v2", (CUdeviceptr *p, size_t *bytes, CUmodule m, const char *name)) \
	X(FuncSetAttribute, "cuFuncSetAttribute", (CUfunction f, int attr, int v)) \
	X(FuncGetAttribute, "cuFuncGetAttribute", (int *v, int attr, CUfunction f)) \
	X(MemAlloc, "cuMemAlloc_v2", (CUdeviceptr *p, size_t n)) \
	X(MemFree, "cuMemFree_v2", (CUdeviceptr p)) \
	X(MemcpyHtoD, "cuMemcpyHtoD_v2", (CUdeviceptr d, const void *h, size_t n)) \
	X(MemcpyDtoH, "cuMemcpyDtoH_v2", (void *h, CUdeviceptr d, size_t n)) \
	X(MemcpyDtoD, "cuMemcpyDtoD_v2", (CUdeviceptr d, CUdeviceptr s, size_t n)) \
	X(MemsetD8, "cuMemsetD8_v2", (CUdeviceptr d, unsigned char v, size_t n)) \
	X(MemsetD32Async, "cuMemsetD32Async", (CUdeviceptr d, unsigned v, size_t n, CUstream s)) \
	X(StreamCreate, "cuStreamCreate", (CUstream *s, unsigned flags)) \
	X(StreamDestroy, "cuStreamDestroy_v2", (CUstream s)) \
	X(StreamSynchronize, "cuStreamSynchronize", (CUstream s)) \
	X(EventCreate, "cuEventCreate", (CUevent *e, unsigned flags)) \
	X(EventDestroy, "cuEventDestroy_v2", (CUevent e)) \
	X(EventRecord, "cuEventRecord", (CUevent e, CUstream s)) \
	X(EventSynchronize, "cuEventSynchronize", (CUevent e)) \
	X(EventElapsedTime, "cuEventElapsedTime", (float *ms, CUevent a, CUevent b)) \
	X(LaunchKernel, "cuLaunchKernel", (CUfunction f, unsigned gx, unsigned gy, unsigned gz, \
		unsigned bx, unsigned by, unsigned bz, unsigned smem, CUstream s, void **params, void **extra)) \
	X(LaunchKernelEx, "cuLaunchKernelEx", (const CUlaunchConfig *c, CUfunction f, void **params, void **extra)) \
	X(TensorMapEncodeTiled, "cuTensorMapEncodeTiled", (CUtensorMap *m, int dtype, unsigned rank, void *gaddr, \
		const uint64_t *dims, const uint64_t *strides, const unsigned *box, const unsigned *estride, \
		int interleave, int swizzle, int l2promo, int oobfill)) \
	X(TensorMapEncodeIm2col, "cuTensorMapEncodeIm2col", (CUtensorMap *m, int dtype, unsigned rank, void *gaddr, \
		const uint64_t *dims, const uint64_t *strides, const int *lower, const int *upper, unsigned cpp, \
		unsigned ppc, const unsigned *estride, int interleave, int swizzle, int l2promo, int oobfill))

typedef struct {
	void *lib;
#define X(name, sym, params) CUresult (*name) params;
	CU_FUNCS(X)
#undef X
} CuApi;

/* Opens libcuda ($KILN_LIBCUDA, else libcuda.so.1, else libcuda.so) and
 * resolves every entry point.  0, or -1 with a message in err. */
int cu_load(CuApi *cu, char *err, size_t errlen);
void cu_unload(CuApi *cu);
/* "CUDA_ERROR_ILLEGAL_ADDRESS" (or "CUresult 719" when the driver cannot name it). */
const char *cu_errname(const CuApi *cu, CUresult e, char *buf, size_t len);

#endif
