/* kilnd's request validation (src/server/api.c) and SHA-256 (src/util):
 * FIPS 180-4 vectors, job names, the route table, bearer headers, job
 * requests accepted and refused, and the stored spec round trip.  The
 * server itself is tested over a socket in tests/suites/server.sh. */
#include "test.h"
#include "server/server.h"
#include "util/sha256.h"
#include <stdlib.h>

static int parse(const char *body, char *err)
{
	Arena *a = arena_new();
	JobSpec js;
	int r = srv_parse_job(a, body, strlen(body), &js, err, 600);
	arena_free(a);
	return r;
}

#define H64 "2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881"

int main(void)
{
	char hex[65];
	sha256_hex("", 0, hex);
	CHECK_STR(hex, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
	sha256_hex("abc", 3, hex);
	CHECK_STR(hex, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
	const char *m = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
	sha256_hex(m, strlen(m), hex);
	CHECK_STR(hex, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
	/* a million 'a', fed in uneven pieces */
	Sha256 s;
	unsigned char d[32];
	char *mil = malloc(1000000);
	memset(mil, 'a', 1000000);
	sha256_init(&s);
	for (size_t off = 0, k = 1; off < 1000000; off += k, k = k * 3 % 997 + 1)
		sha256_update(&s, mil + off, off + k > 1000000 ? 1000000 - off : k);
	sha256_final(&s, d);
	sha256_tohex(d, hex);
	CHECK_STR(hex, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
	free(mil);

	char e[200];
	CHECK(srv_valid_name("zoo/basic/vadd/kernel.kiln", e, sizeof e));
	CHECK(srv_valid_name("a+b-c_d.e", e, sizeof e));
	CHECK(!srv_valid_name("", e, sizeof e));
	CHECK(!srv_valid_name("/etc/passwd", e, sizeof e));
	CHECK(!srv_valid_name("a/../b", e, sizeof e));
	CHECK_CONTAINS(e, "'..'");
	CHECK(!srv_valid_name("..", e, sizeof e));
	CHECK(!srv_valid_name("a/./b", e, sizeof e));
	CHECK(!srv_valid_name("a//b", e, sizeof e));
	CHECK(!srv_valid_name("a/", e, sizeof e));
	CHECK(!srv_valid_name("a b", e, sizeof e));
	CHECK(!srv_valid_name("a\\b", e, sizeof e));
	CHECK(!srv_valid_name("a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q", e, sizeof e));
	CHECK(srv_valid_name("..a/b..", e, sizeof e));
	CHECK(srv_valid_sha(H64));
	CHECK(!srv_valid_sha("2D711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881"));
	CHECK(!srv_valid_sha("2d71"));

	Route r;
	CHECK_EQ(srv_route("GET", "/v1/health", &r), R_HEALTH);
	CHECK_EQ(srv_route("HEAD", "/v1/health", &r), R_HEALTH);
	CHECK_EQ(srv_route("POST", "/v1/health", &r), R_METHOD);
	CHECK_STR(r.allow, "GET, HEAD");
	CHECK_EQ(srv_route("POST", "/v1/blobs", &r), R_BLOB_POST);
	CHECK_EQ(srv_route("GET", "/v1/blobs/" H64, &r), R_BLOB_GET);
	CHECK_STR(r.sha, H64);
	CHECK_EQ(srv_route("GET", "/v1/blobs/xyz", &r), R_NONE);
	CHECK_EQ(srv_route("POST", "/v1/jobs", &r), R_JOBS_POST);
	CHECK_EQ(srv_route("GET", "/v1/jobs", &r), R_JOBS_LIST);
	CHECK_EQ(srv_route("GET", "/v1/jobs/42", &r), R_JOB_GET);
	CHECK_EQ(r.job, 42);
	CHECK_EQ(srv_route("DELETE", "/v1/jobs/42", &r), R_JOB_DELETE);
	CHECK_EQ(srv_route("PUT", "/v1/jobs/42", &r), R_METHOD);
	CHECK_EQ(srv_route("GET", "/v1/jobs/42/log", &r), R_JOB_LOG);
	CHECK_EQ(srv_route("GET", "/v1/jobs/42/artifacts/out/x.ptx", &r), R_JOB_ARTIFACT);
	CHECK_STR(r.name, "out/x.ptx");
	CHECK_EQ(srv_route("GET", "/v1/jobs/42/artifacts/../x", &r), R_NONE);
	CHECK_EQ(srv_route("GET", "/v1/jobs/0", &r), R_NONE);
	CHECK_EQ(srv_route("GET", "/v1/jobs/-1", &r), R_NONE);
	CHECK_EQ(srv_route("GET", "/v1/jobs/1234567890123456789", &r), R_NONE);
	CHECK_EQ(srv_route("GET", "/v1/jobs/42/", &r), R_NONE);
	CHECK_EQ(srv_route("GET", "/jobs", &r), R_NONE);

	CHECK_STR(srv_bearer("Bearer abc"), "abc");
	CHECK_STR(srv_bearer("bearer   abc"), "abc");
	CHECK(!srv_bearer("Basic abc"));
	CHECK(!srv_bearer("Bearer "));
	CHECK(!srv_bearer("Bearer a b"));
	CHECK(!srv_bearer(NULL));

	char err[600];
	const char *F = "[{\"name\":\"w.json\",\"sha256\":\"" H64 "\"}]";
	char body[2000];
#define JOB(fmt, ...) (snprintf(body, sizeof body, fmt, __VA_ARGS__), parse(body, err))
	CHECK_EQ(JOB("{\"kind\":\"sim\",\"main\":\"w.json\",\"files\":%s,\"args\":[\"--case\",\"small\",\"-I\",\"lib\"]}", F), 0);
	CHECK_EQ(JOB("{\"kind\":\"sim\",\"main\":\"w.json\",\"files\":%s,\"args\":[\"-I/usr\"]}", F), -1);
	CHECK_CONTAINS(err, "outside the job directory");
	CHECK_EQ(JOB("{\"kind\":\"sim\",\"main\":\"w.json\",\"files\":%s,\"args\":[\"--save-outputs=~/x\"]}", F), -1);
	CHECK_EQ(JOB("{\"kind\":\"sim\",\"main\":\"w.json\",\"files\":%s,\"args\":[\"x/../../y\"]}", F), -1);
	CHECK_EQ(JOB("{\"kind\":\"sim\",\"main\":\"w.json\",\"files\":%s,\"args\":[\"a..b\"]}", F), 0);
	CHECK_EQ(JOB("{\"kind\":\"sim\",\"main\":\"w.json\",\"files\":%s,\"args\":[\"--device\",\"1\"]}", F), -1);
	CHECK_CONTAINS(err, "leases the GPU");
	CHECK_EQ(JOB("{\"kind\":\"run\",\"main\":\"w.json\",\"files\":%s,\"gpu\":3}", F), 0);
	CHECK_EQ(JOB("{\"kind\":\"run\",\"main\":\"w.json\",\"files\":%s,\"gpu\":-1}", F), -1);
	CHECK_EQ(JOB("{\"kind\":\"run\",\"main\":\"w.json\",\"files\":%s,\"timeout_s\":3601}", F), -1);
	CHECK_EQ(JOB("{\"kind\":\"run\",\"main\":\"w.json\",\"files\":%s,\"output\":\"xml\"}", F), -1);
	CHECK_EQ(JOB("{\"kind\":\"run\",\"main\":\"w.json\",\"files\":%s,\"client_key\":\"a b\"}", F), -1);
	CHECK_EQ(JOB("{\"kind\":\"sim\",\"main\":\"w.json\",\"files\":[{\"name\":\"w.json\",\"sha256\":\"" H64 "\"},"
	             "{\"name\":\"w.json/x\",\"sha256\":\"" H64 "\"}]%s}", ""), -1);
	CHECK_CONTAINS(err, "both a file and a directory");
	CHECK_EQ(JOB("{\"kind\":\"sim\",\"main\":\"w.json\",\"files\":[{\"name\":\"w.json\",\"sha256\":\"" H64 "\",\"x\":1}]%s}", ""), -1);

	/* what the queue stores validates again to itself */
	Arena *a = arena_new();
	JobSpec js, j2;
	snprintf(body, sizeof body, "{\"kind\":\"bench\",\"main\":\"w.json\",\"files\":%s,\"args\":[\"--time-cap\",\"2\"],"
	         "\"timeout_s\":60,\"output\":\"text\",\"gpu\":1,\"client_key\":\"k:1\"}", F);
	CHECK_EQ(srv_parse_job(a, body, strlen(body), &js, err, sizeof err), 0);
	Buf b1 = {0}, b2 = {0};
	srv_spec_json(&js, &b1);
	CHECK_EQ(srv_parse_job(a, b1.s, b1.len, &j2, err, sizeof err), 0);
	srv_spec_json(&j2, &b2);
	CHECK_STR(b1.s, b2.s);
	CHECK(j2.text && j2.gpu == 1 && j2.timeout_s == 60 && j2.nargs == 2 && !strcmp(j2.key, "k:1"));
	buf_free(&b1);
	buf_free(&b2);

	/* which requests need their kind's tool: profile only with --ncu */
	static const struct { const char *kind, *args; int needs; } tools[] = {
		{"sim", "[]", 0}, {"sanitize", "[\"--tool\",\"memcheck\"]", 1}, {"profile", "[\"--timeline\"]", 0},
		{"profile", "[\"--ncu\"]", 1}, {"profile", "[\"--ncu\",\"--set\",\"basic\"]", 1}, {"run", "[]", 0},
	};
	for (size_t i = 0; i < sizeof tools / sizeof tools[0]; i++) {
		snprintf(body, sizeof body, "{\"kind\":\"%s\",\"main\":\"w.json\",\"files\":%s,\"args\":%s}", tools[i].kind, F, tools[i].args);
		CHECK_EQ(srv_parse_job(a, body, strlen(body), &js, err, sizeof err), 0);
		CHECK_EQ(srv_needs_tool(&js), tools[i].needs);
	}
	arena_free(a);
	return TEST_DONE();
}
