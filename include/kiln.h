/* libkiln public API.  Every call returns a result object that serializes to
 * the JSON the CLI prints; the library never prints or exits.  Results are
 * freed with their own *_free function. */
#ifndef KILN_H
#define KILN_H
#include <stddef.h>
#include <stdint.h>

#define KILN_JSON_SCHEMA_VERSION 1

/* ==== compile (section owned by src/ptx) ==== */

/* ==== simulate (section owned by src/sim) ==== */

/* ==== workloads, run, bench (section owned by src/work, src/run, src/bench) ==== */

#endif
