/* kiln run / kiln bench orchestration: parse the workload, build the case
 * instance and the reference, compile the kernel (Kiln source through the
 * front end and PTX printer, or hand-written PTX), then run the GPU work in
 * a forked child that reports through shared memory.  The parent never
 * loads CUDA: it watches the child's progress counter, kills it when it
 * stalls past the timeout, and judges the outputs and inputs. */
#include "run/run.h"
#include "lang/lang.h"
#include "ptx/ptx.h"
#include "util/envelope.h"
#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static const char *status_names[RUN_STATUS_COUNT] = {
	"pass", "fail", "timeout", "fault", "input_error", "no_cuda", "no_device", "internal_error",
};
static const int status_exit[RUN_STATUS_COUNT] = {0, 1, 1, 1, 2, 2, 2, 3};

const char *run_status_name(RunStatus s) { return s < RUN_STATUS_COUNT ? status_names[s] : "?"; }
int run_status_exit(RunStatus s) { return s < RUN_STATUS_COUNT ? status_exit[s] : 3; }

static double now_s(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int read_file(const char *path, Buf *b, char *err, size_t errlen)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
		return -1;
	}
	char tmp[65536];
	size_t n;
	while ((n = fread(tmp, 1, sizeof tmp, f)) > 0)
		buf_putn(b, tmp, n);
	fclose(f);
	return 0;
}

/* Name of the first `.entry` in PTX text. */
static char *ptx_first_entry(const char *ptx)
{
	const char *p = strstr(ptx, ".entry");
	if (!p)
		return NULL;
	p += 6;
	while (*p == ' ' || *p == '\t')
		p++;
	size_t n = strcspn(p, " \t(\n");
	char *s = kl_malloc(n + 1);
	if (!s)
		return NULL;
	memcpy(s, p, n);
	s[n] = 0;
	return s;
}

static void driver_release(char *out, size_t len)
{
	snprintf(out, len, "unknown");
	FILE *f = fopen("/proc/driver/nvidia/version", "r");
	if (!f)
		return;
	char line[512];
	if (fgets(line, sizeof line, f)) {
		/* "NVRM version: NVIDIA UNIX [Open ]Kernel Module [for x86_64]  580.159.04  ...":
		 * the release is the first token of the form N.N[.N] */
		for (char *p = line; *p; p++) {
			int dots = 0;
			size_t n = 0;
			while (p[n] && ((p[n] >= '0' && p[n] <= '9') || p[n] == '.')) {
				dots += p[n] == '.';
				n++;
			}
			if (n && dots >= 1 && p[0] != '.' && (p == line || p[-1] == ' ' || p[-1] == '\t')) {
				snprintf(out, len, "%.*s", (int)n, p);
				break;
			}
			if (n)
				p += n - 1;
		}
	}
	fclose(f);
}

/* ---- the child ---- */

/* Timeline buffer: header {magic, version, nwarps, cap}, per-warp counters,
 * then nwarps x cap records (src/prof/prof.h).  kiln_trace[] = {counters,
 * records, cap}: set before the first launch, so every launch records. */
static size_t trace_counters_bytes(uint32_t nwarps) { return ((size_t)nwarps * 4 + 255) & ~(size_t)255; }

static int trace_reset(Gpu *g)
{
	uint32_t hdr[16] = {KILN_TRACE_MAGIC, KILN_TRACE_VERSION, g->trace_nwarps, g->trace_cap};
	CUresult r;
	if ((r = g->cu.MemsetD8(g->trace, 0, 64 + trace_counters_bytes(g->trace_nwarps))) ||
	    (r = g->cu.MemcpyHtoD(g->trace, hdr, sizeof hdr)) || (r = g->cu.CtxSynchronize()))
		return gpu_cu_fail(g, r, "timeline buffer reset", RUN_EINTERNAL);
	return 0;
}

static int trace_setup(Gpu *g)
{
	CUdeviceptr sym = 0;
	size_t symbytes = 0;
	CUresult r = g->cu.ModuleGetGlobal(&sym, &symbytes, g->mod, "kiln_trace");
	if (r || symbytes != 24)
		return gpu_cu_fail(g, r ? r : 1, "cuModuleGetGlobal(kiln_trace)", RUN_EINTERNAL);
	if ((r = g->cu.MemAlloc(&g->trace, g->trace_bytes)))
		return gpu_cu_fail(g, r, "cuMemAlloc(timeline buffer)", RUN_FAULT);
	uint64_t d[3] = {g->trace + 64, g->trace + 64 + trace_counters_bytes(g->trace_nwarps), g->trace_cap};
	if ((r = g->cu.MemcpyHtoD(sym, d, sizeof d)))
		return gpu_cu_fail(g, r, "timeline descriptor", RUN_EINTERNAL);
	return trace_reset(g);
}

/* One more launch on the warm GPU, recorded from empty rings. */
static int trace_record_launch(Gpu *g)
{
	CUresult r;
	if (trace_reset(g) || gpu_launch(g, 0) || gpu_sync(g, "timeline"))
		return -1;
	if ((r = g->cu.MemcpyDtoH(g->trace_area, g->trace, g->trace_bytes)))
		return gpu_cu_fail(g, r, "cuMemcpyDtoH(timeline buffer)", RUN_FAULT);
	return 0;
}

static void child_main(Gpu *g, const char *ptx, const char *entry, unsigned char *out_area, unsigned char *in_area)
{
	RunShm *shm = g->shm;
	char err[512];
	gpu_beat(g, "init");
	if (cu_load(&g->cu, err, sizeof err)) {
		shm->status = RUN_ENOCUDA;
		snprintf(shm->msg, sizeof shm->msg, "%s", err);
		return;
	}
	CUresult r = g->cu.Init(0);
	if (r) {
		gpu_cu_fail(g, r, "cuInit", RUN_ENODEVICE);
		return;
	}
	int ndev = 0;
	g->cu.DeviceGetCount(&ndev);
	if (g->opt->device < 0 || g->opt->device >= ndev) {
		shm->status = RUN_ENODEVICE;
		snprintf(shm->msg, sizeof shm->msg, "no CUDA device %d (%d present)", g->opt->device, ndev);
		return;
	}
	RunDevice *dv = &shm->dev;
	if ((r = g->cu.DeviceGet(&g->dev, g->opt->device))) {
		gpu_cu_fail(g, r, "cuDeviceGet", RUN_ENODEVICE);
		return;
	}
	dv->ordinal = g->opt->device;
	g->cu.DeviceGetName(dv->name, sizeof dv->name, g->dev);
	struct { int *v; int a; } attrs[] = {
		{&dv->sm_count, CU_DEV_SM_COUNT}, {&dv->l2_bytes, CU_DEV_L2_SIZE}, {&dv->smem_optin, CU_DEV_SMEM_OPTIN},
		{&dv->clock_khz, CU_DEV_CLOCK_RATE}, {&dv->mem_clock_khz, CU_DEV_MEM_CLOCK_RATE},
		{&dv->bus_width, CU_DEV_BUS_WIDTH}, {&dv->cc_major, CU_DEV_CC_MAJOR}, {&dv->cc_minor, CU_DEV_CC_MINOR},
	};
	for (size_t i = 0; i < sizeof attrs / sizeof attrs[0]; i++)
		g->cu.DeviceGetAttribute(attrs[i].v, attrs[i].a, g->dev);
	size_t tm = 0;
	g->cu.DeviceTotalMem(&tm, g->dev);
	dv->total_mem = tm;
	g->cu.DriverGetVersion(&dv->driver_api);
	if ((r = g->cu.PrimaryCtxRetain(&g->ctx, g->dev)) || (r = g->cu.CtxSetCurrent(g->ctx))) {
		gpu_cu_fail(g, r, "cuDevicePrimaryCtxRetain", RUN_ENODEVICE);
		return;
	}
	if ((r = g->cu.StreamCreate(&g->st, CU_STREAM_NON_BLOCKING))) {
		gpu_cu_fail(g, r, "cuStreamCreate", RUN_EINTERNAL);
		return;
	}

	gpu_beat(g, "load");
	static char elog[8192], ilog[8192];
	/* line info: the PTX's .loc lines name .kiln lines, so SASS maps to them
	 * in ncu's source view and compute-sanitizer's reports (no code change) */
	int opts[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES,
		CU_JIT_GENERATE_LINE_INFO};
	void *vals[] = {elog, (void *)(uintptr_t)sizeof elog, ilog, (void *)(uintptr_t)sizeof ilog, (void *)(uintptr_t)1};
	if ((r = g->cu.ModuleLoadDataEx(&g->mod, ptx, g->opt->lineinfo ? 5 : 4, opts, vals))) {
		gpu_cu_fail(g, r, "cuModuleLoadDataEx", RUN_EINPUT);
		size_t n = strlen(shm->msg);
		snprintf(shm->msg + n, sizeof shm->msg - n, "\n%s", elog);
		return;
	}
	if ((r = g->cu.ModuleGetFunction(&g->fn, g->mod, entry))) {
		gpu_cu_fail(g, r, "cuModuleGetFunction", RUN_EINPUT);
		return;
	}
	g->cu.FuncGetAttribute(&shm->regs, CU_FUNC_NUM_REGS, g->fn);
	g->cu.FuncGetAttribute(&shm->local_bytes, CU_FUNC_LOCAL_SIZE, g->fn);
	g->cu.FuncGetAttribute(&shm->static_smem, CU_FUNC_SHARED_SIZE, g->fn);
	if (g->launch.smem > 48 * 1024 && (r = g->cu.FuncSetAttribute(g->fn, CU_FUNC_MAX_DYN_SMEM, (int)g->launch.smem))) {
		gpu_cu_fail(g, r, "cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)", RUN_FAULT);
		return;
	}

	if (g->trace_area && trace_setup(g))
		return;
	gpu_beat(g, "alloc");
	g->nsets = 1;
	g->sets = kl_calloc(64, sizeof *g->sets);
	if (!g->sets || gpu_set_make(g, 0))
		return;
	gpu_beat(g, "launch");
	if (gpu_launch(g, 0) || gpu_sync(g, "kernel"))
		return;
	gpu_beat(g, "readback");
	size_t oo = 0, io = 0;
	for (int i = 0; i < g->wi->nargs; i++) {
		const WInstArg *a = &g->wi->args[i];
		if (a->arg->kind != WA_TENSOR)
			continue;
		unsigned char *dst = a->arg->output ? out_area + oo : in_area + io;
		if ((r = g->cu.MemcpyDtoH(dst, g->sets[0].ptr[i], a->bytes))) {
			gpu_cu_fail(g, r, "cuMemcpyDtoH", RUN_FAULT);
			return;
		}
		*(a->arg->output ? &oo : &io) += a->bytes;
	}
	if (g->trace_area && trace_record_launch(g))
		return;
	if (g->opt->bench) {
		gpu_beat(g, "bench");
		if (g->bh->child(g))
			return;
	}
	gpu_beat(g, "done");
	shm->status = RUN_PASS;
}

/* The GPU side of a run, in the forked child or (no_fork) in this
 * process: the Gpu over the shared areas, the options with the ceilings,
 * the timing part of a bench. */
static void gpu_side(const RunResult *r, const KilnRunOptions *o, RunShm *shm, const char *ptx, const char *entry,
                     unsigned char *out_area, unsigned char *in_area, unsigned char *trace_area)
{
	Gpu g;
	memset(&g, 0, sizeof g);
	g.shm = shm;
	g.wi = r->wi;
	g.launch = r->launch;
	g.bh = r->bh;
	KilnRunOptions co = r->opt;
	co.ceilings = o->ceilings;
	g.opt = &co;
	g.trace_area = trace_area;
	g.trace_nwarps = r->trace_nwarps;
	g.trace_cap = r->trace_cap;
	g.trace_bytes = r->trace_bytes;
	child_main(&g, ptx, entry, out_area, in_area);
}

/* ---- the parent ---- */

static void fail(RunResult *r, RunStatus s, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void fail(RunResult *r, RunStatus s, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	r->status = s;
	vsnprintf(r->msg, sizeof r->msg, fmt, ap);
	va_end(ap);
}

static void diags_to_msg(RunResult *r, RunStatus s, Diags *d)
{
	Buf b = {0};
	diags_render(d, &b);
	fail(r, s, "%s", buf_str(&b));
	buf_free(&b);
}

RunResult *run_common(const KilnRunOptions *o, const RunBench *bh)
{
	RunResult *r = kl_calloc(1, sizeof *r);
	if (!r)
		return NULL;
	r->opt = *o;
	r->opt.bench = bh != NULL;
	r->bh = bh;
	int bench = bh != NULL;
	if (r->opt.timeout_s <= 0)
		r->opt.timeout_s = 30;
	if (r->opt.warmup_ms <= 0)
		r->opt.warmup_ms = 200;
	if (r->opt.target_rsd <= 0)
		r->opt.target_rsd = 0.01;
	if (r->opt.min_samples <= 0)
		r->opt.min_samples = 20;
	if (r->opt.max_samples <= 0 || r->opt.max_samples > BENCH_MAX_SAMPLES)
		r->opt.max_samples = r->opt.max_samples > BENCH_MAX_SAMPLES ? BENCH_MAX_SAMPLES : 2000;
	if (r->opt.time_cap_s <= 0)
		r->opt.time_cap_s = 10;
	r->workload_path = kl_strdup(o->workload ? o->workload : "");
	r->command = kl_strdup(o->command ? o->command : "");
	r->opt.workload = r->workload_path;
	r->opt.command = r->command;
	r->opt.case_name = NULL;
	r->opt.ceilings = NULL;
	char date[64];
	time_t t = time(NULL);
	struct tm tmv;
	gmtime_r(&t, &tmv);
	strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", &tmv);
	r->date = kl_strdup(date);
	r->status = RUN_EINTERNAL;
	r->phase = "parse";

	Diags d;
	diags_init(&d);
	char err[1024];
	Buf ptx = {0};
	char *entry = NULL;
	r->w = work_load(r->workload_path, &d);
	if (!r->w) {
		diags_to_msg(r, RUN_EINPUT, &d);
		goto out;
	}
	int ci = work_case_index(r->w, o->case_name, bench ? WORK_FOR_BENCH : WORK_FOR_SIM);
	if (ci < 0) {
		Buf b = {0};
		for (int i = 0; i < r->w->ncases; i++)
			buf_printf(&b, "%s%s", i ? ", " : "", r->w->cases[i].name);
		fail(r, RUN_EINPUT, "%s: no case '%s' (cases: %s)", r->workload_path, o->case_name ? o->case_name : "", buf_str(&b));
		buf_free(&b);
		goto out;
	}
	r->case_name = kl_strdup(r->w->cases[ci].name);
	r->wi = work_inst_shape(r->w, ci, &d);
	if (!r->wi) {
		diags_to_msg(r, RUN_EINPUT, &d);
		goto out;
	}
	r->phase = "compile";
	const char *kp = r->w->kernel;
	size_t kl = strlen(kp);
	if (kl > 4 && !strcmp(kp + kl - 4, ".ptx")) {
		if (read_file(kp, &ptx, err, sizeof err)) {
			fail(r, RUN_EINPUT, "%s", err);
			goto out;
		}
		entry = r->w->entry ? kl_strdup(r->w->entry) : ptx_first_entry(buf_str(&ptx));
		if (!entry) {
			fail(r, RUN_EINPUT, "%s: no .entry in the PTX", kp);
			goto out;
		}
		for (int i = 0; i < r->wi->nargs; i++)
			if (r->wi->args[i].arg->kind == WA_SCALAR && r->wi->args[i].sdtype == DT_NONE) {
				fail(r, RUN_EINPUT, "%s: scalar '%s' needs a \"dtype\" for a .ptx kernel", r->workload_path, r->wi->args[i].arg->name);
				goto out;
			}
		if (work_launch_dims(r->wi, NULL, &r->launch, err, sizeof err)) {
			fail(r, RUN_EINPUT, "%s: launch: %s", r->workload_path, err);
			goto out;
		}
	} else {
		LangInput in;
		memset(&in, 0, sizeof in);
		in.path = kp;
		in.defines = r->w->defines;
		in.ndefines = r->w->ndefines;
		in.kernel = r->w->entry;
		in.trace = o->trace;
		int nimp = 0;
		const char **imp = work_import_path(r->w, o->include_dirs, o->ninclude_dirs, &nimp);
		in.incdirs = imp;
		in.nincdirs = nimp;
		IrModule *m = lang_compile(&in, &d);
		work_import_path_free(imp, nimp);
		if (!m) {
			diags_to_msg(r, RUN_EINPUT, &d);
			goto out;
		}
		const IrKernel *k = NULL;
		for (int i = 0; i < m->nkernels && !k; i++)
			if (!r->w->entry || !strcmp(m->kernels[i]->name, r->w->entry))
				k = m->kernels[i];
		if (!k) {
			fail(r, RUN_EINPUT, "%s: no kernel '%s'", kp, r->w->entry ? r->w->entry : "(any)");
			ir_module_free(m);
			goto out;
		}
		entry = kl_strdup(k->name);
		if (o->trace && k->ntraces) {
			r->traces = kl_calloc((size_t)k->ntraces, sizeof *r->traces);
			if (!r->traces) {
				fail(r, RUN_EINTERNAL, "out of memory");
				ir_module_free(m);
				goto out;
			}
			r->ntraces = k->ntraces;
			for (int i = 0; i < k->ntraces; i++) {
				r->traces[i].name = kl_strdup(k->traces[i].name);
				r->traces[i].role = kl_strdup(k->traces[i].role ? k->traces[i].role : "");
				r->traces[i].file = kl_strdup(k->traces[i].loc.file ? k->traces[i].loc.file : "");
				r->traces[i].line = k->traces[i].loc.line;
			}
		}
		if (work_bind_kernel(r->wi, k, &d) || ptx_emit(m, &ptx, NULL, &d)) {
			diags_to_msg(r, RUN_EINPUT, &d);
			ir_module_free(m);
			goto out;
		}
		if (work_launch_dims(r->wi, k, &r->launch, err, sizeof err)) {
			fail(r, RUN_EINPUT, "%s: launch: %s", r->workload_path, err);
			ir_module_free(m);
			goto out;
		}
		ir_module_free(m);
	}
	/* the driver before the inputs: a case's tensors (gigabytes at 8192^3)
	 * and its reference are made only where a GPU can take them.  dlopen
	 * alone (no cuInit) keeps the parent safe to fork; the library stays
	 * mapped, uninitialised (the child's own dlopen shares it; no dlclose,
	 * which would run the driver's destructors in the parent). */
	r->phase = "init";
	CuApi cu;
	if (cu_load(&cu, err, sizeof err)) {
		fail(r, RUN_ENOCUDA, "%s", err);
		goto out;
	}
	r->phase = "inputs";
	if (work_inst_fill(r->wi, &d)) {
		diags_to_msg(r, RUN_EINPUT, &d);
		goto out;
	}
	r->phase = "reference";
	if (work_reference(r->wi, err, sizeof err)) {
		fail(r, RUN_EINPUT, "reference '%s': %s", r->w->ref, err);
		goto out;
	}

	/* shared memory: the report, then outputs, then input read-backs */
	size_t obytes = 0, ibytes = 0;
	for (int i = 0; i < r->wi->nargs; i++) {
		const WInstArg *a = &r->wi->args[i];
		if (a->arg->kind == WA_TENSOR)
			*(a->arg->output ? &obytes : &ibytes) += a->bytes;
	}
	size_t total = sizeof(RunShm) + obytes + ibytes;
	if (r->ntraces) {
		/* one ring per warp of the launch */
		uint64_t ctas = (uint64_t)r->launch.grid[0] * (uint64_t)r->launch.grid[1] * (uint64_t)r->launch.grid[2];
		uint64_t wpc = ((uint64_t)r->launch.block[0] * (uint64_t)r->launch.block[1] * (uint64_t)r->launch.block[2] + 31) / 32;
		uint32_t cap = 1;
		uint32_t want = o->trace_events > 0 ? (uint32_t)o->trace_events : 1024;
		while (cap < want && cap < (1u << 20))
			cap <<= 1;
		uint64_t bytes = 64 + trace_counters_bytes((uint32_t)(ctas * wpc)) + ctas * wpc * cap * 32;
		if (ctas * wpc > 0xffffffffull || bytes > ((uint64_t)8 << 30)) {
			fail(r, RUN_EINPUT, "timeline buffer of %llu warps x %u records is too large (at most 8 GiB): lower --timeline-events",
				(unsigned long long)(ctas * wpc), cap);
			goto out;
		}
		r->trace_nwarps = (uint32_t)(ctas * wpc);
		r->trace_cap = cap;
		r->trace_bytes = (size_t)bytes;
		total += r->trace_bytes;
	}
	void *map = mmap(NULL, total, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (map == MAP_FAILED) {
		fail(r, RUN_EINTERNAL, "mmap of %zu bytes: %s", total, strerror(errno));
		goto out;
	}
	RunShm *shm = map;
	unsigned char *out_area = (unsigned char *)map + sizeof(RunShm);
	unsigned char *in_area = out_area + obytes;
	unsigned char *trace_area = r->trace_bytes ? in_area + ibytes : NULL;
	shm->status = -1;
	r->phase = "gpu";
	fflush(NULL);
	int wst = 0, timed_out = 0;
	if (o->no_fork) {
		/* in-process: no watchdog (a hung kernel hangs the command) */
		gpu_side(r, o, shm, buf_str(&ptx), entry, out_area, in_area, trace_area);
		r->child_ran = 1;
		memcpy(&r->shm, shm, sizeof *shm);
		goto judge;
	}
	pid_t pid = fork();
	if (pid < 0) {
		fail(r, RUN_EINTERNAL, "fork: %s", strerror(errno));
		munmap(map, total);
		goto out;
	}
	if (pid == 0) {
		gpu_side(r, o, shm, buf_str(&ptx), entry, out_area, in_area, trace_area);
		_exit(0);
	}
	r->child_ran = 1;
	uint64_t last = shm->beat;
	double deadline = now_s() + r->opt.timeout_s;
	for (;;) {
		pid_t p = waitpid(pid, &wst, WNOHANG);
		if (p == pid || (p < 0 && errno != EINTR))
			break;
		uint64_t b = __atomic_load_n(&shm->beat, __ATOMIC_SEQ_CST);
		if (b != last) {
			last = b;
			deadline = now_s() + r->opt.timeout_s;
		} else if (now_s() > deadline) {
			kill(pid, SIGKILL);
			waitpid(pid, &wst, 0);
			timed_out = 1;
			break;
		}
		struct timespec ts = {0, 2 * 1000 * 1000};
		nanosleep(&ts, NULL);
	}
	memcpy(&r->shm, shm, sizeof *shm);
judge:
	r->shm.phase[sizeof r->shm.phase - 1] = 0;
	r->shm.msg[sizeof r->shm.msg - 1] = 0;
	if (timed_out) {
		fail(r, RUN_TIMEOUT, "no progress for %.1f s during '%s': the GPU child was killed (a hung kernel?)",
			r->opt.timeout_s, r->shm.phase);
	} else if (r->shm.status < 0) {
		if (WIFSIGNALED(wst))
			fail(r, RUN_EINTERNAL, "the GPU child died with signal %d during '%s'", WTERMSIG(wst), r->shm.phase);
		else
			fail(r, RUN_EINTERNAL, "the GPU child exited (%d) without a report during '%s'", WEXITSTATUS(wst), r->shm.phase);
	} else if (r->shm.status != RUN_PASS) {
		fail(r, (RunStatus)r->shm.status, "%s", r->shm.msg);
	} else {
		/* judge: outputs against the reference, inputs unchanged */
		size_t oo = 0, io = 0;
		int bad_inputs = 0;
		r->changed = kl_calloc((size_t)r->wi->nargs + 1, sizeof *r->changed);
		r->changed_first = kl_calloc((size_t)r->wi->nargs + 1, sizeof *r->changed_first);
		for (int i = 0; i < r->wi->nargs; i++) {
			WInstArg *a = &r->wi->args[i];
			if (a->arg->kind != WA_TENSOR)
				continue;
			if (a->arg->output) {
				memcpy(a->data, out_area + oo, a->bytes);
				oo += a->bytes;
				continue;
			}
			int eb = dtype_bytes(a->arg->dtype);
			const unsigned char *got = in_area + io, *want = a->data;
			r->changed_first[i] = -1;
			if (r->changed && memcmp(got, want, a->bytes))
				for (int64_t e = 0; e < a->numel; e++)
					if (memcmp(got + e * eb, want + e * eb, (size_t)eb)) {
						if (!r->changed[i])
							r->changed_first[i] = e;
						r->changed[i]++;
					}
			if (!a->arg->scratch)
				bad_inputs += r->changed && r->changed[i] > 0;
			io += a->bytes;
		}
		work_compare(r->wi, &r->cmp);
		r->has_cmp = 1;
		char serr[512];
		if (o->save_outputs && work_save_tensors(r->wi, o->save_outputs, 1, o->save_raw, serr, sizeof serr)) {
			fail(r, RUN_EINPUT, "--save-outputs: %s", serr);
			munmap(map, total);
			goto out;
		}
		if (trace_area) {
			r->trace_buf = kl_malloc(r->trace_bytes);
			if (r->trace_buf)
				memcpy(r->trace_buf, trace_area, r->trace_bytes);
		}
		if (!r->cmp.pass)
			fail(r, RUN_FAIL, "outputs do not match the reference");
		else if (bad_inputs)
			fail(r, RUN_FAIL, "the kernel modified %d input tensor%s", bad_inputs, bad_inputs > 1 ? "s" : "");
		else if (bench && r->shm.verify_failed)
			fail(r, RUN_FAIL, "bench verification: %s", r->shm.verify_msg);
		else
			fail(r, RUN_PASS, "ok");
		if (r->status == RUN_FAIL && bad_inputs && !r->cmp.pass) {
			size_t n = strlen(r->msg);
			snprintf(r->msg + n, sizeof r->msg - n, "; the kernel also modified %d input tensor%s", bad_inputs, bad_inputs > 1 ? "s" : "");
		}
		if (bench) {
			r->has_bench = 1;
			if (o->ceilings)
				snprintf(r->ceilings, sizeof r->ceilings, "%s", o->ceilings);
			r->bh->stats(r);
		}
	}
	munmap(map, total);
out:
	if (r->status != RUN_PASS && r->status != RUN_FAIL && r->shm.phase[0])
		r->phase = r->shm.phase;
	buf_free(&ptx);
	kl_free(entry);
	diags_free(&d);
	return r;
}

KilnRunResult *kiln_run(const KilnRunOptions *o) { return run_common(o, NULL); }
int kiln_run_exit_code(const KilnRunResult *r) { return r ? run_status_exit(r->status) : 3; }
const char *kiln_run_status(const KilnRunResult *r) { return r ? run_status_name(r->status) : "internal_error"; }
double kiln_bench_median_ms(const KilnRunResult *r) { return r && r->has_bench && r->shm.nsamples ? r->median : -1; }

void kiln_run_result_free(KilnRunResult *r)
{
	if (!r)
		return;
	if (r->has_cmp)
		work_cmp_free(&r->cmp);
	work_inst_free(r->wi);
	work_free(r->w);
	kl_free(r->changed);
	kl_free(r->changed_first);
	kl_free(r->workload_path);
	kl_free(r->case_name);
	kl_free(r->command);
	kl_free(r->date);
	for (int i = 0; i < r->ntraces; i++) {
		kl_free(r->traces[i].name);
		kl_free(r->traces[i].role);
		kl_free(r->traces[i].file);
	}
	kl_free(r->traces);
	kl_free(r->trace_buf);
	kl_free(r->json);
	kl_free(r->text);
	kl_free(r);
}

static void dev_json(const RunDevice *d, JsonW *w)
{
	jw_obj(w);
	jw_kstr(w, "name", d->name);
	jw_kint(w, "ordinal", d->ordinal);
	jw_key(w, "compute_capability");
	char cc[16];
	snprintf(cc, sizeof cc, "%d.%d", d->cc_major, d->cc_minor);
	jw_str(w, cc);
	jw_kint(w, "sm_count", d->sm_count);
	jw_kint(w, "l2_bytes", d->l2_bytes);
	jw_kint(w, "smem_per_block_optin", d->smem_optin);
	jw_kint(w, "max_sm_clock_mhz", d->clock_khz / 1000);
	jw_kint(w, "mem_clock_mhz", d->mem_clock_khz / 1000);
	jw_kint(w, "mem_bus_bits", d->bus_width);
	jw_kint(w, "total_mem_bytes", (long long)d->total_mem);
	jw_kstr(w, "driver", d->driver);
	char api[32];
	snprintf(api, sizeof api, "%d.%d", d->driver_api / 1000, d->driver_api % 1000 / 10);
	jw_kstr(w, "cuda_driver_api", api);
	jw_end_obj(w);
}

const char *kiln_run_result_json(KilnRunResult *r)
{
	if (r->json)
		return r->json;
	Buf b = {0};
	JsonW w;
	env_open(&w, &b, 1, r->opt.bench ? "bench" : "run", r->opt.argc, r->opt.argv, run_status_name(r->status),
		run_status_exit(r->status));
	env_diags_begin(&w);
	if (r->status != RUN_PASS && r->msg[0])
		env_diag(&w, "error", r->msg, r->workload_path, 0, 0);
	env_diags_end(&w);
	jw_kstr(&w, "command_line", r->command);
	jw_kstr(&w, "date", r->date);
	jw_kstr(&w, "workload", r->workload_path);
	if (r->case_name)
		jw_kstr(&w, "case", r->case_name);
	jw_kstr(&w, "message", r->msg);
	if (r->status != RUN_PASS && r->status != RUN_FAIL)
		jw_kstr(&w, "phase", r->phase);
	if (r->child_ran && r->shm.dev.name[0]) {
		jw_key(&w, "device");
		RunDevice dv = r->shm.dev;
		driver_release(dv.driver, sizeof dv.driver);
		dev_json(&dv, &w);
		jw_key(&w, "kernel");
		jw_obj(&w);
		jw_kint(&w, "registers", r->shm.regs);
		jw_kint(&w, "local_bytes", r->shm.local_bytes);
		jw_kint(&w, "static_smem_bytes", r->shm.static_smem);
		jw_key(&w, "launch");
		jw_obj(&w);
		const char *nm[3] = {"grid", "block", "cluster"};
		const int64_t *v[3] = {r->launch.grid, r->launch.block, r->launch.cluster};
		for (int k = 0; k < 3; k++) {
			jw_key(&w, nm[k]);
			jw_arr(&w);
			for (int i = 0; i < 3; i++)
				jw_int(&w, v[k][i]);
			jw_end_arr(&w);
		}
		jw_kint(&w, "dynamic_smem_bytes", r->launch.smem);
		jw_end_obj(&w);
		jw_end_obj(&w);
	}
	if (r->wi) {
		jw_key(&w, "instance");
		work_inst_json(r->wi, &w);
	}
	if (r->has_cmp) {
		jw_key(&w, "comparison");
		work_cmp_json(&r->cmp, &w);
		jw_key(&w, "inputs_changed");
		jw_arr(&w);
		for (int i = 0; i < r->wi->nargs; i++)
			if (r->changed && r->changed[i]) {
				jw_obj(&w);
				jw_kstr(&w, "name", r->wi->args[i].arg->name);
				jw_kint(&w, "elements", r->changed[i]);
				jw_kint(&w, "first_index", r->changed_first[i]);
				jw_end_obj(&w);
			}
		jw_end_arr(&w);
	}
	if (r->has_bench) {
		jw_key(&w, "bench");
		r->bh->json(r, &w);
	}
	env_close(&w);
	r->json = buf_take(&b);
	return r->json;
}

const char *kiln_run_result_text(KilnRunResult *r)
{
	if (r->text)
		return r->text;
	Buf b = {0};
	buf_printf(&b, "%s", r->workload_path);
	if (r->case_name)
		buf_printf(&b, " [%s]", r->case_name);
	if (r->child_ran && r->shm.dev.name[0])
		buf_printf(&b, " on %s (sm_%d%d, %d SMs)", r->shm.dev.name, r->shm.dev.cc_major, r->shm.dev.cc_minor, r->shm.dev.sm_count);
	buf_printf(&b, ": %s\n", run_status_name(r->status));
	if (r->status != RUN_PASS)
		buf_printf(&b, "%s%s", r->msg, r->msg[0] && r->msg[strlen(r->msg) - 1] == '\n' ? "" : "\n");
	if (r->has_cmp)
		work_cmp_text(&r->cmp, &b);
	for (int i = 0; r->changed && i < r->wi->nargs; i++)
		if (r->changed[i])
			buf_printf(&b, "%s %s: %lld elements changed (first at %lld)\n",
				r->wi->args[i].arg->scratch ? "scratch tensor" : "MODIFIED input", r->wi->args[i].arg->name,
				(long long)r->changed[i], (long long)r->changed_first[i]);
	if (r->has_bench)
		r->bh->text(r, &b);
	r->text = buf_take(&b);
	return r->text;
}
