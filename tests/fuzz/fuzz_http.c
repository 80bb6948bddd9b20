/* libFuzzer target over kilnd's request parsing (src/server/api.c): the
 * input is "METHOD PATH\nAUTHORIZATION\n" then a POST /v1/jobs body.  It
 * drives the route table, the bearer parser, the job-request validator
 * and checks one property: a request that validates serializes to a spec
 * that validates again to the same serialization (what the queue stores
 * is what a worker reads back).  `make fuzz-http`. */
#include "server/server.h"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *t = malloc(size + 1);
	if (!t)
		return 0;
	memcpy(t, data, size);
	t[size] = 0;
	char *nl1 = memchr(t, '\n', size);
	char *nl2 = nl1 ? memchr(nl1 + 1, '\n', size - (size_t)(nl1 + 1 - t)) : NULL;
	const char *body = t;
	size_t blen = size;
	if (nl1 && nl2) {
		*nl1 = *nl2 = 0;
		char *sp = strchr(t, ' ');
		if (sp) {
			*sp = 0;
			Route r;
			RouteId id = srv_route(t, sp + 1, &r);
			if (id == R_JOB_ARTIFACT) {
				char e[64];
				if (!srv_valid_name(r.name, e, sizeof e))
					abort();           /* the route promised a valid name */
			}
			if (id == R_BLOB_GET && !srv_valid_sha(r.sha))
				abort();
		}
		const char *tok = srv_bearer(nl1 + 1);
		if (tok && !*tok)
			abort();
		body = nl2 + 1;
		blen = size - (size_t)(body - t);
	}
	Arena *a = arena_new();
	JobSpec js;
	char err[600];
	if (srv_parse_job(a, body, blen, &js, err, sizeof err) == 0) {
		Buf b1 = {0}, b2 = {0};
		srv_spec_json(&js, &b1);
		JobSpec j2;
		if (srv_parse_job(a, b1.s, b1.len, &j2, err, sizeof err))
			abort();
		srv_spec_json(&j2, &b2);
		if (b1.len != b2.len || memcmp(b1.s, b2.s, b1.len))
			abort();
		buf_free(&b1);
		buf_free(&b2);
	}
	arena_free(a);
	free(t);
	return 0;
}
