/* Finds the PTX instructions a .kiln source uses, statement by statement,
 * by matching each statement's opcode against the ISA table (the same
 * matcher the front end uses, so a line is listed exactly when the
 * compiler would read it as that instruction form).  Lexical on purpose:
 * it sees every statement of every inline function and template branch,
 * which a compilation of one specialization would not. */
#include "kb/kb.h"
#include "isa/isa.h"
#include <ctype.h>
#include <string.h>

static int opch(int c)
{
	return isalnum(c) || c == '_' || c == '.' || c == ':';
}

/* keywords of the language that can start a statement and look like bases */
static int keyword(const char *s, size_t n)
{
	static const char *const kw[] = {"if", "else", "for", "while", "do", "return", "unroll", "role",
		"shared", "const", "import", "kernel", "inline", "fn", "asm", "static_assert", "break", "continue", NULL};
	for (int i = 0; kw[i]; i++)
		if (strlen(kw[i]) == n && !strncmp(kw[i], s, n))
			return 1;
	return 0;
}

/* One statement start at p (just past '{', ';', '}', "else", a line start).
 * Returns 1 and fills op when an ISA opcode begins there. */
static int statement_opcode(const char *p, const char *end, char *op, size_t oplen, IsaMatch *m)
{
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	if (p < end && *p == '@') {     /* guard predicate: @p, @!p */
		p++;
		if (p < end && *p == '!')
			p++;
		while (p < end && (isalnum((unsigned char)*p) || *p == '_' || *p == '[' || *p == ']'))
			p++;
		while (p < end && (*p == ' ' || *p == '\t'))
			p++;
	}
	if (p >= end || !islower((unsigned char)*p))
		return 0;
	const char *s = p;
	while (p < end && opch((unsigned char)*p))
		p++;
	size_t n = (size_t)(p - s);
	if (n == 0 || n >= oplen || keyword(s, n))
		return 0;
	/* what follows an opcode: operands, ';' or end of line; never '=' or '(' */
	const char *q = p;
	while (q < end && (*q == ' ' || *q == '\t'))
		q++;
	if (q < end && (*q == '=' || *q == '(' || *q == '[' || *q == '+' || *q == '-' || *q == '<' || *q == '>'))
		if (!(q > p && *q == '['))    /* "st.global [p], x" has a space before '[' */
			return 0;
	memcpy(op, s, n);
	op[n] = 0;
	if (!memchr(op, '.', n) && (q < end && *q != ';' && *q != ' ' && *q != '\t' && *q != '_'))
		return 0;
	if (!memchr(op, '.', n) && !isa_is_base(op))
		return 0;
	return isa_match(op, m, NULL);
}

void kb_scan_uses(const char *text, KbUseFn fn, void *ctx)
{
	Buf err = {0};
	if (isa_init(&err)) {
		buf_free(&err);
		return;
	}
	int line = 1;
	int in_block = 0;      /* inside a block comment */
	const char *p = text;
	while (*p) {
		const char *eol = strchr(p, '\n');
		if (!eol)
			eol = p + strlen(p);
		/* the code part of the line: comments and strings removed */
		char code[1024];
		size_t n = 0;
		int instr = 0;
		for (const char *c = p; c < eol && n + 1 < sizeof code; c++) {
			if (in_block) {
				if (c[0] == '*' && c + 1 < eol && c[1] == '/') {
					in_block = 0;
					c++;
				}
				code[n++] = ' ';
				continue;
			}
			if (c[0] == '/' && c + 1 < eol && c[1] == '/')
				break;
			if (c[0] == '/' && c + 1 < eol && c[1] == '*') {
				in_block = 1;
				c++;
				code[n++] = ' ';
				continue;
			}
			if (*c == '"')
				instr = !instr;
			code[n++] = instr ? ' ' : *c;
		}
		code[n] = 0;
		const char *end = code + n;
		char op[256];
		IsaMatch m;
		/* statement starts: the line start, after '{', ';', '}' and "else" */
		for (const char *s = code; s <= end; s++) {
			int start = s == code;
			if (!start && (s[-1] == '{' || s[-1] == ';' || s[-1] == '}'))
				start = 1;
			if (!start && s - code >= 4 && !strncmp(s - 4, "else", 4) && (s - code == 4 || !opch((unsigned char)s[-5])))
				start = 1;
			if (start && statement_opcode(s, end, op, sizeof op, &m))
				fn(ctx, line, op, m.e->idname);
			if (s == end)
				break;
		}
		line++;
		p = *eol ? eol + 1 : eol;
	}
	buf_free(&err);
}
