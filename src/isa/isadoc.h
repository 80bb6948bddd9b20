/* Documentation of the ISA table: families, human-readable descriptions of
 * entries and operands, the JSON form of an entry, and docs/isa.md.  The
 * simulator's coverage is passed in as a callback (sim_op_supported) so the
 * table does not depend on the simulator. */
#ifndef KILN_ISADOC_H
#define KILN_ISADOC_H
#include "isa/isa.h"
#include "util/buf.h"
#include "util/json.h"

typedef int (*IsaSimFn)(IsaId id);    /* 1 when the simulator executes the entry */

int isa_nfamily(void);
const char *isa_family_name(int fam);
int isa_family(int id);                 /* family index of an entry */

/* "ld, st, async-proxy" ("none" when 0) */
void isa_effects_text(unsigned eff, Buf *out);
/* The simulator column: the fidelity class when simulated, else
 * "unsupported (not simulated yet)". sim may be NULL (= nothing simulated). */
const char *isa_sim_text(const IsaEntry *e, IsaSimFn sim);
/* One operand: "d: out {t x vec}", "a: [address]", "policy: b64 (with .L2::cache_hint)".
 * With a match, types and counts are resolved ("d: out {f32 x 4}"). */
void isa_opnd_text(const IsaEntry *e, int i, const IsaMatch *m, Buf *out);
/* "PTX 7.8" style version text */
void isa_ptx_text(int ptx, Buf *out);

/* Plain text block for `kiln isa` (m: resolve operand types for this opcode). */
void isa_entry_text(const IsaEntry *e, const IsaMatch *m, IsaSimFn sim, Buf *out);
/* JSON object for an entry (m as above). */
void isa_entry_json(JsonW *w, const IsaEntry *e, const IsaMatch *m, IsaSimFn sim);
/* docs/isa.md: a table per family of the entries for which keep(id) is
 * nonzero (keep NULL = all). */
void isa_doc_markdown(Buf *out, IsaSimFn sim, int (*keep)(int id, void *ctx), void *ctx);

#endif
