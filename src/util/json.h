/* JSON: a streaming writer (for every --json report) and a small DOM parser
 * (workload files, server requests).  The parser is bounded: depth and size
 * limits give errors, never crashes. */
#ifndef KILN_JSON_H
#define KILN_JSON_H
#include "util/buf.h"
#include "util/arena.h"
#include <stdint.h>

/* ---- writer ---- */
typedef struct {
	Buf *out;
	int depth;
	unsigned char first[64];   /* per nesting level: no element written yet */
	int pretty;
	int env;                   /* util/envelope.h state: 1 in diagnostics, 2 in a diagnostic's notes */
} JsonW;

void jw_init(JsonW *w, Buf *out, int pretty);
void jw_obj(JsonW *w);            /* { */
void jw_end_obj(JsonW *w);        /* } */
void jw_arr(JsonW *w);            /* [ */
void jw_end_arr(JsonW *w);        /* ] */
void jw_key(JsonW *w, const char *k);
void jw_str(JsonW *w, const char *s);
void jw_strn(JsonW *w, const char *s, size_t n);
void jw_int(JsonW *w, long long v);
void jw_uint(JsonW *w, unsigned long long v);
void jw_num(JsonW *w, double v);  /* NaN/Inf written as null */
void jw_bool(JsonW *w, int v);
void jw_null(JsonW *w);
void jw_raw(JsonW *w, const char *json);   /* pre-serialized value */
/* key + value shorthands */
void jw_kstr(JsonW *w, const char *k, const char *s);
void jw_kint(JsonW *w, const char *k, long long v);
void jw_kuint(JsonW *w, const char *k, unsigned long long v);
void jw_knum(JsonW *w, const char *k, double v);
void jw_kbool(JsonW *w, const char *k, int v);
void json_escape(Buf *out, const char *s, size_t n);

/* ---- parser ---- */
typedef enum { JNULL, JBOOL, JNUM, JSTR, JARR, JOBJ } JType;
typedef struct JVal JVal;
struct JVal {
	JType t;
	int line, col;        /* position of the value in the text, 1-based */
	int b;                /* JBOOL */
	double num;           /* JNUM */
	int is_int;           /* JNUM written without '.', 'e' */
	long long i;          /* JNUM when is_int */
	char *s;              /* JSTR (NUL-terminated, may contain \0 via len) */
	size_t slen;
	int n;                /* JARR/JOBJ: count */
	JVal **items;         /* JARR items / JOBJ values */
	char **keys;          /* JOBJ keys */
};

/* Parses text into an arena-allocated DOM.  On error returns NULL and writes
 * "line:col: message" into err (size errlen). */
void jw_value(JsonW *w, const JVal *v);   /* re-serializes a parsed value */
JVal *json_parse(Arena *a, const char *text, size_t len, char *err, size_t errlen);
JVal *json_get(const JVal *obj, const char *key);   /* NULL if absent / not object */
const char *json_str(const JVal *v);                 /* NULL unless JSTR */
/* strtod in the C locale ('.' decimal point whatever LC_NUMERIC says). */
double json_strtod(const char *s, char **end);

#endif
