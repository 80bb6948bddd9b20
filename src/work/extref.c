/* References outside Kiln: a user's C library (dlopen, include/kiln_ref.h)
 * and a Python function run in a subprocess that exchanges .npy files. */
#include "work/work.h"
#include "kiln_ref.h"
#include <dlfcn.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* ---- library ---- */

int work_ref_library(WorkInst *wi, char *err, size_t errlen)
{
	const Workload *w = wi->w;
	void *h = dlopen(w->ref_path, RTLD_NOW | RTLD_LOCAL);
	if (!h) {
		snprintf(err, errlen, "cannot load reference library: %s", dlerror());
		return -1;
	}
	KilnRefFn fn;
	void *sym = dlsym(h, w->ref_func);
	if (!sym) {
		snprintf(err, errlen, "reference library %s has no symbol '%s'", w->ref_path, w->ref_func);
		dlclose(h);
		return -1;
	}
	memcpy(&fn, &sym, sizeof fn);
	RefArgs ra;
	if (work_ref_args(wi, &ra, 1)) {
		snprintf(err, errlen, "out of memory");
		dlclose(h);
		return -1;
	}
	KilnRefTensor *t = kl_calloc((size_t)ra.nt + 1, sizeof *t);
	KilnRefScalar *s = kl_calloc((size_t)ra.ns + 1, sizeof *s);
	int rc = -1;
	if (!t || !s) {
		snprintf(err, errlen, "out of memory");
		goto out;
	}
	for (int i = 0; i < ra.nt; i++) {
		RefTensor *r = &ra.t[i];
		KilnRefTensor *k = &t[i];
		k->name = r->name;
		k->dtype = dtype_name(r->dtype);
		k->ndim = r->ndim;
		memcpy(k->shape, r->shape, sizeof k->shape);
		k->numel = r->numel;
		k->is_output = r->is_output;
		k->out = r->ref;
		k->sample = r->sample;
		k->nsample = r->nsample;
		k->bits = r->data;
		if (!r->is_output) {
			double *v = kl_malloc((size_t)(r->numel ? r->numel : 1) * sizeof *v);
			if (!v) {
				snprintf(err, errlen, "out of memory decoding '%s'", r->name);
				goto out;
			}
			for (int64_t e = 0; e < r->numel; e++)
				v[e] = ref_get(r, e);
			k->values = v;
		}
	}
	for (int i = 0; i < ra.ns; i++)
		s[i] = (KilnRefScalar){ra.s[i].name, ra.s[i].i, ra.s[i].f};
	KilnRefArgs ka = {KILN_REF_ABI, ra.nt, t, ra.ns, s, ra.nthreads};
	char msg[1024] = "";
	int urc = fn(&ka, msg, sizeof msg);
	if (urc) {
		snprintf(err, errlen, "reference %s (%s) failed (returned %d): %s", w->ref_func, w->ref_path, urc,
			msg[0] ? msg : "no message");
		goto out;
	}
	rc = 0;
out:
	for (int i = 0; t && i < ra.nt; i++)
		kl_free((void *)t[i].values);
	kl_free(t);
	kl_free(s);
	kl_free(ra.t);
	kl_free(ra.s);
	dlclose(h);
	return rc;
}

/* ---- python ---- */

/* The driver the subprocess runs: loads call.json and the input .npy files,
 * imports the user's file, calls the function with the keyword arguments
 * it accepts, writes NAME.out.npy per output (float64) or error.txt. */
static const char driver_py[] =
	"import sys, os, json, traceback\n"
	"d = sys.argv[1]\n"
	"def fail(msg, code):\n"
	"    open(os.path.join(d, 'error.txt'), 'w').write(msg)\n"
	"    sys.exit(code)\n"
	"try:\n"
	"    import numpy as np\n"
	"except Exception as e:\n"
	"    fail('the Python reference needs NumPy, which %s cannot import (%s); install it with: %s -m pip install numpy'\n"
	"         % (sys.executable, e, sys.executable), 3)\n"
	"spec = json.load(open(os.path.join(d, 'call.json')))\n"
	"try:\n"
	"    import importlib.util, inspect\n"
	"    path = spec['module']\n"
	"    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))\n"
	"    ms = importlib.util.spec_from_file_location(os.path.splitext(os.path.basename(path))[0], path)\n"
	"    if ms is None:\n"
	"        fail('cannot import %s as a Python module' % path, 2)\n"
	"    mod = importlib.util.module_from_spec(ms)\n"
	"    ms.loader.exec_module(mod)\n"
	"    fn = getattr(mod, spec['function'], None)\n"
	"    if fn is None:\n"
	"        fail('%s defines no function %r' % (path, spec['function']), 2)\n"
	"    kw = {n: np.load(os.path.join(d, f)) for n, f in spec['tensors'].items()}\n"
	"    kw.update(spec['scalars'])\n"
	"    try:\n"
	"        ps = inspect.signature(fn).parameters.values()\n"
	"        if not any(p.kind == p.VAR_KEYWORD for p in ps):\n"
	"            names = {p.name for p in ps}\n"
	"            kw = {k: v for k, v in kw.items() if k in names}\n"
	"    except (TypeError, ValueError):\n"
	"        pass\n"
	"    r = fn(**kw)\n"
	"    outs = spec['outputs']\n"
	"    if not isinstance(r, dict):\n"
	"        if len(outs) != 1:\n"
	"            fail('%s returned %s; with several outputs it must return a dict {name: array} for %s'\n"
	"                 % (spec['function'], type(r).__name__, ', '.join(outs)), 2)\n"
	"        r = {outs[0]: r}\n"
	"    for name in outs:\n"
	"        if name not in r:\n"
	"            fail('%s returned no value for output %r (got keys: %s)' % (spec['function'], name, ', '.join(map(str, r))), 2)\n"
	"        a = r[name]\n"
	"        if hasattr(a, 'detach'):\n"
	"            a = a.detach().cpu().double().numpy()\n"
	"        a = np.ascontiguousarray(np.asarray(a, dtype=np.float64))\n"
	"        np.save(os.path.join(d, name + '.out.npy'), a)\n"
	"except SystemExit:\n"
	"    raise\n"
	"except BaseException:\n"
	"    fail(traceback.format_exc(), 1)\n";

static int write_text(const char *path, const char *s, size_t n)
{
	FILE *f = fopen(path, "w");
	if (!f)
		return -1;
	int bad = fwrite(s, 1, n, f) != n;
	return fclose(f) || bad ? -1 : 0;
}

static void rm_tree(const char *dir)
{
	DIR *dp = opendir(dir);
	if (!dp)
		return;
	struct dirent *e;
	char p[4400];
	while ((e = readdir(dp)))
		if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) {
			snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
			unlink(p);
		}
	closedir(dp);
	rmdir(dir);
}

/* Runs the interpreter on the driver; its stdout/stderr go to log.  Kills it
 * after timeout_s.  Returns the exit status, -1 when it could not start,
 * -2 on timeout, 128+N on signal N. */
static int run_python(const char *py, const char *driver, const char *dir, const char *log, double timeout_s)
{
	pid_t pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		int fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0600);
		if (fd >= 0) {
			dup2(fd, 1);
			dup2(fd, 2);
			close(fd);
		}
		execlp(py, py, driver, dir, (char *)NULL);
		_exit(127);
	}
	struct timespec t0, t;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (;;) {
		int st;
		pid_t r = waitpid(pid, &st, WNOHANG);
		if (r == pid)
			return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
		if (r < 0 && errno != EINTR)
			return -1;
		clock_gettime(CLOCK_MONOTONIC, &t);
		if ((double)(t.tv_sec - t0.tv_sec) + (double)(t.tv_nsec - t0.tv_nsec) * 1e-9 > timeout_s) {
			kill(pid, SIGKILL);
			waitpid(pid, &st, 0);
			return -2;
		}
		struct timespec nap = {0, 5 * 1000 * 1000};
		nanosleep(&nap, NULL);
	}
}

int work_ref_python(WorkInst *wi, char *err, size_t errlen)
{
	const Workload *w = wi->w;
	const char *py = getenv("KILN_PYTHON");
	if (!py || !*py)
		py = "python3";
	if (access(w->ref_path, R_OK)) {
		snprintf(err, errlen, "Python reference %s: %s", w->ref_path, strerror(errno));
		return -1;
	}
	const char *tmp = getenv("TMPDIR");
	char dir[4096];
	snprintf(dir, sizeof dir, "%s/kiln-pyref-XXXXXX", tmp && *tmp ? tmp : "/tmp");
	if (!mkdtemp(dir)) {
		snprintf(err, errlen, "cannot create a temporary directory: %s", strerror(errno));
		return -1;
	}
	int rc = -1;
	RefArgs ra = {0};
	char path[4200];
	Buf call = {0};
	char *msg = NULL;
	if (work_ref_args(wi, &ra, 1)) {
		snprintf(err, errlen, "out of memory");
		goto out;
	}
	JsonW jw;
	jw_init(&jw, &call, 0);
	jw_obj(&jw);
	jw_kstr(&jw, "module", w->ref_path);
	jw_kstr(&jw, "function", w->ref_func);
	jw_key(&jw, "tensors");
	jw_obj(&jw);
	for (int i = 0; i < ra.nt; i++) {
		const RefTensor *t = &ra.t[i];
		if (t->is_output)
			continue;
		snprintf(path, sizeof path, "%s/in%d.npy", dir, i);
		if (npy_write_tensor(path, t->dtype, t->ndim, t->shape, t->data, err, errlen))
			goto out;
		char f[32];
		snprintf(f, sizeof f, "in%d.npy", i);
		jw_kstr(&jw, t->name, f);
	}
	jw_end_obj(&jw);
	jw_key(&jw, "scalars");
	jw_obj(&jw);
	for (int i = 0; i < ra.ns; i++) {
		const RefScalar *s = &ra.s[i];
		if (s->f == (double)s->i)
			jw_kint(&jw, s->name, s->i);
		else
			jw_knum(&jw, s->name, s->f);
	}
	jw_end_obj(&jw);
	jw_key(&jw, "outputs");
	jw_arr(&jw);
	for (int i = 0; i < ra.nt; i++)
		if (ra.t[i].is_output)
			jw_str(&jw, ra.t[i].name);
	jw_end_arr(&jw);
	jw_end_obj(&jw);
	snprintf(path, sizeof path, "%s/call.json", dir);
	if (write_text(path, call.s, call.len)) {
		snprintf(err, errlen, "cannot write %s", path);
		goto out;
	}
	char driver[4200], log[4200];
	snprintf(driver, sizeof driver, "%s/driver.py", dir);
	snprintf(log, sizeof log, "%s/log.txt", dir);
	if (write_text(driver, driver_py, sizeof driver_py - 1)) {
		snprintf(err, errlen, "cannot write %s", driver);
		goto out;
	}
	const char *ts = getenv("KILN_REF_TIMEOUT");
	double timeout = ts && atof(ts) > 0 ? atof(ts) : 600;
	int st = run_python(py, driver, dir, log, timeout);
	snprintf(path, sizeof path, "%s/error.txt", dir);
	msg = buf_read_file(path, 1u << 20, NULL);
	if (st == 127 || st == -1) {
		snprintf(err, errlen, "cannot run the Python interpreter '%s' (set KILN_PYTHON to choose one)", py);
		goto out;
	}
	if (st == -2) {
		snprintf(err, errlen, "Python reference %s:%s did not finish in %.0f s (KILN_REF_TIMEOUT)", w->ref_path, w->ref_func, timeout);
		goto out;
	}
	if (st != 0) {
		if (!msg)
			msg = buf_read_file(log, 1u << 20, NULL);
		size_t n = msg ? strlen(msg) : 0;
		while (n && msg[n - 1] == '\n')
			msg[--n] = 0;
		/* a traceback too long for err keeps its last lines (the exception
		 * is at the end), cut at a line start, never mid-word */
		const char *tail = msg ? msg : "";
		int cut = 0;
		size_t budget = errlen > 600 ? errlen - 300 : errlen / 2;
		if (n > budget) {
			tail = msg + (n - budget);
			while (*tail && *tail != '\n')
				tail++;
			if (*tail)
				tail++;
			for (const char *q = msg; q < tail; q++)
				cut += *q == '\n';
		}
		if (cut)
			snprintf(err, errlen, "Python reference %s:%s failed:\n\u2026 (%d earlier lines of the traceback left out)\n%s",
				w->ref_path, w->ref_func, cut, tail);
		else
			snprintf(err, errlen, "Python reference %s:%s failed%s%s", w->ref_path, w->ref_func,
				msg && *msg ? ":\n" : " (no message)", tail);
		goto out;
	}
	for (int i = 0; i < ra.nt; i++) {
		RefTensor *t = &ra.t[i];
		if (!t->is_output)
			continue;
		snprintf(path, sizeof path, "%s/%s.out.npy", dir, t->name);
		Npy n;
		if (npy_read(path, &n, err, errlen))
			goto out;
		if (n.numel != t->numel || (n.ndim != t->ndim && n.ndim != 1)) {
			snprintf(err, errlen, "Python reference %s returned %lld elements in %d dims for output '%s', which has %lld in %d dims",
				w->ref_func, (long long)n.numel, n.ndim, t->name, (long long)t->numel, t->ndim);
			npy_free(&n);
			goto out;
		}
		for (int k = 0; k < n.ndim && n.ndim == t->ndim; k++)
			if (n.shape[k] != t->shape[k]) {
				snprintf(err, errlen, "Python reference %s returned output '%s' with dimension %d = %lld, want %lld",
					w->ref_func, t->name, k, (long long)n.shape[k], (long long)t->shape[k]);
				npy_free(&n);
				goto out;
			}
		memcpy(t->ref, n.data, (size_t)t->numel * sizeof(double));
		npy_free(&n);
	}
	rc = 0;
out:
	kl_free(msg);
	buf_free(&call);
	kl_free(ra.t);
	kl_free(ra.s);
	rm_tree(dir);
	return rc;
}
