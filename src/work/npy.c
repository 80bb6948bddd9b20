/* NumPy .npy files (format versions 1.0-3.0, little-endian, C order): the
 * exchange format for inputs from files, expected outputs, the Python
 * reference subprocess and --save-inputs/--save-outputs. */
#include "work/work.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const struct {
	const char *descr;   /* without the byte-order character */
	DType dt;
} npy_types[] = {
	{"f2", DT_F16}, {"f4", DT_F32}, {"f8", DT_F64}, {"u1", DT_U8}, {"i1", DT_S8}, {"u2", DT_U16},
	{"i2", DT_S16}, {"u4", DT_U32}, {"i4", DT_S32}, {"u8", DT_U64}, {"i8", DT_S64},
};

const char *npy_descr(DType t)
{
	for (size_t i = 0; i < sizeof npy_types / sizeof npy_types[0]; i++)
		if (npy_types[i].dt == t)
			return npy_types[i].descr;
	return NULL;
}

#define NPY_MAX_HEADER 65536

/* value of 'key' in the header dict: a pointer just past "'key':" and blanks */
static const char *hval(const char *h, const char *key)
{
	char pat[32];
	snprintf(pat, sizeof pat, "'%s'", key);
	const char *p = strstr(h, pat);
	if (!p)
		return NULL;
	p += strlen(pat);
	while (*p == ' ')
		p++;
	if (*p != ':')
		return NULL;
	p++;
	while (*p == ' ')
		p++;
	return p;
}

int npy_read(const char *path, Npy *out, char *err, size_t errlen)
{
	memset(out, 0, sizeof *out);
	FILE *f = fopen(path, "rb");
	if (!f) {
		snprintf(err, errlen, "cannot open %s: %s", path, strerror(errno));
		return -1;
	}
	unsigned char pre[12];
	char *h = NULL;
	int rc = -1;
	if (fread(pre, 1, 10, f) != 10 || memcmp(pre, "\x93NUMPY", 6)) {
		snprintf(err, errlen, "%s: not a .npy file (no \\x93NUMPY magic)", path);
		goto out;
	}
	size_t hlen;
	if (pre[6] == 1)
		hlen = pre[8] | (size_t)pre[9] << 8;
	else if (pre[6] == 2 || pre[6] == 3) {
		if (fread(pre + 10, 1, 2, f) != 2) {
			snprintf(err, errlen, "%s: truncated header", path);
			goto out;
		}
		hlen = pre[8] | (size_t)pre[9] << 8 | (size_t)pre[10] << 16 | (size_t)pre[11] << 24;
	} else {
		snprintf(err, errlen, "%s: unsupported .npy format version %d.%d", path, pre[6], pre[7]);
		goto out;
	}
	if (hlen > NPY_MAX_HEADER) {
		snprintf(err, errlen, "%s: header of %zu bytes is too large", path, hlen);
		goto out;
	}
	h = kl_malloc(hlen + 1);
	if (!h || fread(h, 1, hlen, f) != hlen) {
		snprintf(err, errlen, "%s: truncated header", path);
		goto out;
	}
	h[hlen] = 0;
	const char *d = hval(h, "descr"), *fo = hval(h, "fortran_order"), *sh = hval(h, "shape");
	if (!d || !fo || !sh || *d != '\'' || *sh != '(') {
		snprintf(err, errlen, "%s: malformed header (want descr, fortran_order, shape)", path);
		goto out;
	}
	if (!strncmp(fo, "True", 4)) {
		snprintf(err, errlen, "%s: Fortran-order arrays are not supported (save with np.ascontiguousarray)", path);
		goto out;
	}
	d++;
	const char *dq = strchr(d, '\'');
	if (!dq || dq - d < 2 || dq - d > 7) {
		snprintf(err, errlen, "%s: unsupported dtype descriptor", path);
		goto out;
	}
	snprintf(out->descr, sizeof out->descr, "%.*s", (int)(dq - d), d);
	if (d[0] == '>') {
		snprintf(err, errlen, "%s: big-endian dtype '%s' is not supported", path, out->descr);
		goto out;
	}
	const char *body = d[0] == '<' || d[0] == '|' || d[0] == '=' ? d + 1 : d;
	for (size_t i = 0; i < sizeof npy_types / sizeof npy_types[0]; i++)
		if ((size_t)(dq - body) == strlen(npy_types[i].descr) && !strncmp(body, npy_types[i].descr, (size_t)(dq - body)))
			out->dtype = npy_types[i].dt;
	if (out->dtype == DT_NONE) {
		snprintf(err, errlen, "%s: unsupported dtype '%s' (float16/32/64 and (u)int8..64)", path, out->descr);
		goto out;
	}
	const char *p = sh + 1;
	out->numel = 1;
	for (;;) {
		while (*p == ' ')
			p++;
		if (*p == ')')
			break;
		char *e;
		errno = 0;
		long long v = strtoll(p, &e, 10);
		if (e == p || errno || v < 0 || out->ndim == 8) {
			snprintf(err, errlen, "%s: bad shape in the header", path);
			goto out;
		}
		out->shape[out->ndim++] = v;
		if (v && out->numel > ((int64_t)1 << 40) / v) {
			snprintf(err, errlen, "%s: array too large", path);
			goto out;
		}
		out->numel *= v;
		p = e;
		while (*p == ' ')
			p++;
		if (*p == ',')
			p++;
	}
	size_t bytes = (size_t)out->numel * (size_t)dtype_bytes(out->dtype);
	/* a header may not make it allocate more than the file holds */
	struct stat st;
	long at = ftell(f);
	if (!fstat(fileno(f), &st) && S_ISREG(st.st_mode) && at >= 0 && (uint64_t)(st.st_size - at) < bytes) {
		snprintf(err, errlen, "%s: truncated data (want %zu bytes, the file has %lld after the header)", path, bytes,
			(long long)(st.st_size - at));
		goto out;
	}
	out->data = kl_malloc(bytes ? bytes : 1);
	if (!out->data) {
		snprintf(err, errlen, "%s: cannot allocate %zu bytes", path, bytes);
		goto out;
	}
	if (fread(out->data, 1, bytes, f) != bytes) {
		snprintf(err, errlen, "%s: truncated data (want %zu bytes)", path, bytes);
		goto out;
	}
	rc = 0;
out:
	if (rc)
		npy_free(out);
	kl_free(h);
	fclose(f);
	return rc;
}

void npy_free(Npy *n)
{
	kl_free(n->data);
	n->data = NULL;
}

int npy_write(const char *path, DType dt, int ndim, const int64_t *shape, const void *data, char *err, size_t errlen)
{
	const char *descr = npy_descr(dt);
	if (!descr) {
		snprintf(err, errlen, "%s: %s has no NumPy dtype", path, dtype_name(dt));
		return -1;
	}
	char h[512];
	int n = snprintf(h, sizeof h, "{'descr': '%c%s', 'fortran_order': False, 'shape': (",
		dtype_bytes(dt) == 1 ? '|' : '<', descr);
	int64_t numel = 1;
	for (int i = 0; i < ndim; i++) {
		n += snprintf(h + n, sizeof h - (size_t)n, "%lld,%s", (long long)shape[i], i + 1 < ndim ? " " : "");
		numel *= shape[i];
	}
	n += snprintf(h + n, sizeof h - (size_t)n, "), }");
	/* pad with spaces so magic + length + header is a multiple of 64, ending in \n */
	int total = 10 + n + 1;
	int pad = (64 - total % 64) % 64;
	memset(h + n, ' ', (size_t)pad);
	n += pad;
	h[n++] = '\n';
	unsigned char pre[10] = {0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0, (unsigned char)(n & 0xff), (unsigned char)(n >> 8)};
	FILE *f = fopen(path, "wb");
	size_t bytes = (size_t)numel * (size_t)dtype_bytes(dt);
	if (!f || fwrite(pre, 1, 10, f) != 10 || fwrite(h, 1, (size_t)n, f) != (size_t)n ||
	    fwrite(data, 1, bytes, f) != bytes) {
		snprintf(err, errlen, "cannot write %s: %s", path, strerror(errno));
		if (f)
			fclose(f);
		return -1;
	}
	if (fclose(f)) {
		snprintf(err, errlen, "cannot write %s: %s", path, strerror(errno));
		return -1;
	}
	return 0;
}

/* An input or output tensor as NumPy sees it: floats NumPy lacks (bf16,
 * e4m3, e5m2) and f16 become float32 holding the exact values (f16 too, so
 * a reference need not care); other dtypes keep their bits. */
int npy_write_tensor(const char *path, DType dt, int ndim, const int64_t *shape, const void *data, char *err, size_t errlen)
{
	if (dt == DT_BF16 || dt == DT_E4M3 || dt == DT_E5M2 || dt == DT_F16) {
		int64_t numel = 1;
		for (int i = 0; i < ndim; i++)
			numel *= shape[i];
		float *v = kl_malloc((size_t)(numel ? numel : 1) * sizeof *v);
		if (!v) {
			snprintf(err, errlen, "out of memory writing %s", path);
			return -1;
		}
		for (int64_t i = 0; i < numel; i++)
			v[i] = (float)dtype_decode(dt, dtype_load(dt, data, i));
		int rc = npy_write(path, DT_F32, ndim, shape, v, err, errlen);
		kl_free(v);
		return rc;
	}
	return npy_write(path, dt, ndim, shape, data, err, errlen);
}
