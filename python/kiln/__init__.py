"""Kiln from Python: compile a .kiln kernel with libkiln (ctypes over
build/libkiln.so, no build step) and launch it on PyTorch tensors on the
current stream through the CUDA driver (ctypes over libcuda).

    import kiln, torch
    k = kiln.compile("zoo/basic/vadd/kernel.kiln").kernel("vadd")
    k(a, b, out, n)                       # grid from the kernel's grid(...) expression

Tensors pass their data_ptr(); ints/floats are packed by the PTX parameter
type; kiln.TensorMap(t, box=[64, 128], swizzle="128B") encodes a tiled map.
"""
import ctypes
import math
import os
import re

__all__ = ["compile", "Module", "Kernel", "TensorMap", "KilnError", "libkiln"]

_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class KilnError(RuntimeError):
    pass


class _CompileOptions(ctypes.Structure):
    _fields_ = [
        ("path", ctypes.c_char_p), ("source", ctypes.c_char_p), ("source_len", ctypes.c_size_t),
        ("defines", ctypes.POINTER(ctypes.c_char_p)), ("ndefines", ctypes.c_int),
        ("include_dirs", ctypes.POINTER(ctypes.c_char_p)), ("ninclude_dirs", ctypes.c_int),
        ("target", ctypes.c_char_p), ("kernel", ctypes.c_char_p), ("map", ctypes.c_int),
        ("ptxas", ctypes.c_int), ("ptxas_path", ctypes.c_char_p), ("ptxas_timeout_ms", ctypes.c_int),
        ("dump_ir", ctypes.c_int), ("dump_after", ctypes.c_char_p),
        ("argc", ctypes.c_int), ("argv", ctypes.POINTER(ctypes.c_char_p)),
    ]


class _KernelInfo(ctypes.Structure):
    _fields_ = [
        ("name", ctypes.c_char_p), ("block", ctypes.c_int * 3), ("cluster", ctypes.c_int * 3),
        ("grid", ctypes.c_char_p), ("dynamic_smem_bytes", ctypes.c_longlong), ("has_resources", ctypes.c_int),
        ("registers", ctypes.c_int), ("barriers", ctypes.c_int), ("smem_bytes", ctypes.c_longlong),
        ("cmem0_bytes", ctypes.c_longlong), ("stack_bytes", ctypes.c_longlong),
        ("spill_store_bytes", ctypes.c_longlong), ("spill_load_bytes", ctypes.c_longlong), ("nwarnings", ctypes.c_int),
    ]


_lib = None


def libkiln():
    """The loaded libkiln ($KILN_LIB, else <repo>/build/libkiln.so)."""
    global _lib
    if _lib is None:
        path = os.environ.get("KILN_LIB") or os.path.join(_ROOT, "build", "libkiln.so")
        lib = ctypes.CDLL(path)
        lib.kiln_compile.restype = ctypes.c_void_p
        lib.kiln_compile.argtypes = [ctypes.POINTER(_CompileOptions)]
        lib.kiln_compile_result_free.argtypes = [ctypes.c_void_p]
        lib.kiln_compile_ok.argtypes = [ctypes.c_void_p]
        lib.kiln_compile_ptx.restype = ctypes.c_char_p
        lib.kiln_compile_ptx.argtypes = [ctypes.c_void_p]
        lib.kiln_compile_diagnostics_text.restype = ctypes.c_char_p
        lib.kiln_compile_diagnostics_text.argtypes = [ctypes.c_void_p]
        lib.kiln_compile_nkernels.argtypes = [ctypes.c_void_p]
        lib.kiln_compile_kernel.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.POINTER(_KernelInfo)]
        _lib = lib
    return _lib


# ---- CUDA driver (only when launching) ----
_cu = None


def _driver():
    global _cu
    if _cu is None:
        _cu = ctypes.CDLL(os.environ.get("KILN_LIBCUDA") or "libcuda.so.1")
    return _cu


def _ck(r, what):
    if r != 0:
        name = ctypes.c_char_p()
        _driver().cuGetErrorName(r, ctypes.byref(name))
        raise KilnError("%s: %s" % (what, name.value.decode() if name.value else "CUresult %d" % r))


class _LaunchAttr(ctypes.Structure):
    _fields_ = [("id", ctypes.c_int), ("pad", ctypes.c_char * 4), ("x", ctypes.c_uint), ("y", ctypes.c_uint),
                ("z", ctypes.c_uint), ("rest", ctypes.c_char * 52)]


class _LaunchConfig(ctypes.Structure):
    _fields_ = [("gx", ctypes.c_uint), ("gy", ctypes.c_uint), ("gz", ctypes.c_uint),
                ("bx", ctypes.c_uint), ("by", ctypes.c_uint), ("bz", ctypes.c_uint),
                ("smem", ctypes.c_uint), ("stream", ctypes.c_void_p),
                ("attrs", ctypes.POINTER(_LaunchAttr)), ("nattrs", ctypes.c_uint)]


_DT = {"float32": 7, "float16": 6, "bfloat16": 9, "float64": 8, "uint8": 0, "int32": 3, "int64": 5,
       "float8_e4m3fn": 0, "float8_e5m2": 0}
_SWZ = {"none": 0, "32B": 1, "64B": 2, "128B": 3}


class TensorMap:
    """cuTensorMapEncodeTiled over a contiguous tensor; box innermost first."""

    def __init__(self, t, box, swizzle="none", element_strides=None, oob_nan=False):
        rank = t.dim()
        esize = t.element_size()
        dims = (ctypes.c_uint64 * rank)(*[t.shape[rank - 1 - i] for i in range(rank)])
        strides = (ctypes.c_uint64 * max(rank - 1, 1))(*[t.stride(rank - 2 - i) * esize for i in range(rank - 1)])
        boxa = (ctypes.c_uint * rank)(*box)
        es = (ctypes.c_uint * rank)(*(element_strides or [1] * rank))
        self.buf = (ctypes.c_uint64 * 24)()
        addr = ctypes.addressof(self.buf)
        self.off = (-addr) % 64
        self.map = (ctypes.c_char * 128).from_address(addr + self.off)
        dt = _DT[str(t.dtype).replace("torch.", "")]
        _ck(_driver().cuTensorMapEncodeTiled(ctypes.c_void_p(addr + self.off), dt, rank, ctypes.c_void_p(t.data_ptr()),
                                              dims, strides, boxa, es, 0, _SWZ[swizzle], 0, 1 if oob_nan else 0),
            "cuTensorMapEncodeTiled")
        self.tensor = t


_PTYPES = {"u8": ctypes.c_uint8, "s8": ctypes.c_int8, "u16": ctypes.c_uint16, "s16": ctypes.c_int16,
           "u32": ctypes.c_uint32, "s32": ctypes.c_int32, "u64": ctypes.c_uint64, "s64": ctypes.c_int64,
           "b32": ctypes.c_uint32, "b64": ctypes.c_uint64, "f32": ctypes.c_float, "f64": ctypes.c_double}


def _ceil_div(a, b):
    return -(-a // b)


class Kernel:
    def __init__(self, module, info, params):
        self.module = module
        self.name = info.name.decode()
        self.block = tuple(info.block)
        self.cluster = tuple(info.cluster)
        self.grid_text = info.grid.decode() if info.grid else "1, 1, 1"
        self.smem = info.dynamic_smem_bytes
        self.params = params            # [(name, ptx type or "tmap")]
        self._fn = None

    def grid(self, values):
        env = {"ceil_div": _ceil_div, "min": min, "max": max, "__builtins__": {}}
        env.update(values)
        g = eval(self.grid_text.replace("/", "//"), env)  # the grid text is Kiln's own output
        g = tuple(g) if isinstance(g, tuple) else (g,)
        return tuple(int(x) for x in (g + (1, 1, 1))[:3])

    def _function(self):
        if self._fn is None:
            cu = _driver()
            mod = ctypes.c_void_p()
            _ck(cu.cuModuleLoadData(ctypes.byref(mod), ctypes.c_char_p(self.module.ptx.encode())), "cuModuleLoadData")
            fn = ctypes.c_void_p()
            _ck(cu.cuModuleGetFunction(ctypes.byref(fn), mod, self.name.encode()), "cuModuleGetFunction")
            if self.smem > 48 * 1024:
                _ck(cu.cuFuncSetAttribute(fn, 8, ctypes.c_int(self.smem)), "cuFuncSetAttribute")
            self._mod, self._fn = mod, fn
        return self._fn

    def __call__(self, *args, grid=None, stream=None):
        import torch
        if len(args) != len(self.params):
            raise KilnError("%s takes %d arguments, got %d" % (self.name, len(self.params), len(args)))
        keep, ptrs, values = [], [], {}
        for (pname, ptype), a in zip(self.params, args):
            if ptype == "tmap":
                if not isinstance(a, TensorMap):
                    raise KilnError("parameter %s needs a kiln.TensorMap" % pname)
                keep.append(a)
                ptrs.append(ctypes.cast(a.map, ctypes.c_void_p))
                continue
            if hasattr(a, "data_ptr"):
                v = ctypes.c_uint64(a.data_ptr())
            else:
                v = _PTYPES[ptype](a)
                values[pname] = a
            keep.append(v)
            ptrs.append(ctypes.cast(ctypes.byref(v), ctypes.c_void_p))
        params = (ctypes.c_void_p * len(ptrs))(*ptrs)
        g = grid or self.grid(values)
        st = stream if stream is not None else torch.cuda.current_stream().cuda_stream
        cfg = _LaunchConfig(g[0], g[1], g[2], self.block[0], self.block[1], self.block[2], self.smem,
                            ctypes.c_void_p(st), None, 0)
        attr = _LaunchAttr()
        if self.cluster[0] > 0:
            attr.id, attr.x, attr.y, attr.z = 4, self.cluster[0], max(self.cluster[1], 1), max(self.cluster[2], 1)
            cfg.attrs, cfg.nattrs = ctypes.pointer(attr), 1
        _ck(_driver().cuLaunchKernelEx(ctypes.byref(cfg), self._function(), params, None), "cuLaunchKernelEx")


class Module:
    def __init__(self, ptx, kernels):
        self.ptx = ptx
        self.kernels = kernels

    def kernel(self, name=None):
        for k in self.kernels:
            if name is None or k.name == name:
                return k
        raise KilnError("no kernel %r" % name)


def _ptx_params(ptx, name):
    m = re.search(r"\.entry\s+%s\s*\((.*?)\)" % re.escape(name), ptx, re.S)
    out = []
    body = " ".join(l.split("//")[0] for l in (m.group(1) if m else "").splitlines())
    for line in body.split(","):
        line = line.strip()
        if not line:
            continue
        pm = re.match(r"\.param\s+(?:\.align\s+\d+\s+)?\.(\w+)\s+(\w+)(\[\d+\])?", line)
        if pm:
            out.append((pm.group(2), "tmap" if pm.group(3) else pm.group(1)))
    return out


def compile(path, defines=None, kernel=None, target=None):
    """Compile a .kiln file; returns a Module (PTX text + kernels)."""
    lib = libkiln()
    o = _CompileOptions()
    o.path = path.encode()
    defs = [("%s=%s" % kv).encode() for kv in (defines or {}).items()]
    arr = (ctypes.c_char_p * max(len(defs), 1))(*defs)
    o.defines, o.ndefines = (arr if defs else None), len(defs)
    o.kernel = kernel.encode() if kernel else None
    o.target = target.encode() if target else None
    r = lib.kiln_compile(ctypes.byref(o))
    if not r:
        raise KilnError("kiln_compile: out of memory")
    try:
        if not lib.kiln_compile_ok(r):
            raise KilnError(lib.kiln_compile_diagnostics_text(r).decode())
        ptx = lib.kiln_compile_ptx(r).decode()
        kernels = []
        for i in range(lib.kiln_compile_nkernels(r)):
            info = _KernelInfo()
            lib.kiln_compile_kernel(r, i, ctypes.byref(info))
            kernels.append(Kernel(None, info, _ptx_params(ptx, info.name.decode())))
        mod = Module(ptx, kernels)
        for k in kernels:
            k.module = mod
        return mod
    finally:
        lib.kiln_compile_result_free(ctypes.c_void_p(r))
