/* The JSON envelope (src/util/envelope.c): field order, argv, null file,
 * notes folded into the diagnostic before them, re-parsed by json_parse. */
#include "test.h"
#include "util/envelope.h"
#include "util/arena.h"

int main(void)
{
	Diags d;
	diags_init(&d);
	diag_error(&d, ((Loc){"k.kiln", 3, 7}), "unknown opcode 'ld.glob'");
	diag_note(&d, ((Loc){"k.kiln", 1, 1}), "kernel declared here");
	diag_warn(&d, ((Loc){NULL, 0, 0}), "no location \"quoted\"");
	Buf b = {0};
	JsonW w;
	const char *argv[] = {"kiln", "check", "x.json"};
	env_open(&w, &b, 0, "check", 3, argv, "deadlock", KILN_EXIT_FINDING);
	env_diags(&w, &d);
	jw_kint(&w, "findings", 2);
	env_close(&w);
	CHECK_STR(buf_str(&b),
		"{\"schema\":\"kiln.check\",\"schema_version\":2,\"command\":[\"kiln\",\"check\",\"x.json\"],"
		"\"status\":\"deadlock\",\"exit_code\":1,\"diagnostics\":["
		"{\"severity\":\"error\",\"message\":\"unknown opcode 'ld.glob'\",\"file\":\"k.kiln\",\"line\":3,\"col\":7,"
		"\"notes\":[{\"message\":\"kernel declared here\",\"file\":\"k.kiln\",\"line\":1,\"col\":1}]},"
		"{\"severity\":\"warning\",\"message\":\"no location \\\"quoted\\\"\",\"file\":null,\"line\":0,\"col\":0,\"notes\":[]}"
		"],\"findings\":2}");

	/* pretty output parses and keeps the order of the fields */
	Buf p = {0};
	env_error_doc(&p, "sim", 0, NULL, KILN_EXIT_INPUT, NULL, "--seed needs --schedule random");
	Arena *a = arena_new();
	char err[128];
	JVal *v = json_parse(a, p.s, p.len, err, sizeof err);
	CHECK(v != NULL);
	if (v) {
		CHECK_STR(v->keys[0], "schema");
		CHECK_STR(v->keys[1], "schema_version");
		CHECK_STR(v->keys[2], "command");
		CHECK_STR(v->keys[3], "status");
		CHECK_STR(v->keys[4], "exit_code");
		CHECK_STR(v->keys[5], "diagnostics");
		CHECK_STR(json_str(json_get(v, "status")), "input_error");
		CHECK_EQ(json_get(v, "command")->n, 0);
		JVal *g = json_get(v, "diagnostics")->items[0];
		CHECK(json_get(g, "file")->t == JNULL);
		CHECK_STR(json_str(json_get(g, "severity")), "error");
	}
	/* a leading note stands alone */
	Buf q = {0};
	env_open(&w, &q, 0, "kb", 0, NULL, NULL, 0);
	env_diags_begin(&w);
	env_note(&w, "n", NULL, 0, 0);
	env_close(&w);
	CHECK_CONTAINS(buf_str(&q), "\"status\":\"ok\",\"exit_code\":0,\"diagnostics\":[{\"severity\":\"note\",\"message\":\"n\"");
	CHECK_CONTAINS(buf_str(&q), "\"notes\":[]}]}");
	CHECK_STR(env_status_for(3), "internal_error");
	arena_free(a);
	buf_free(&b);
	buf_free(&p);
	buf_free(&q);
	diags_free(&d);
	return TEST_DONE();
}
