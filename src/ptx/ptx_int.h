/* Internals shared by the files of src/ptx (not part of its API). */
#ifndef KILN_PTX_INT_H
#define KILN_PTX_INT_H
#include "ptx/ptx.h"
#include "util/arena.h"

void ptx_map_add(PtxMap *map, int file, int line, int ptx);
/* Groups the raw triples; copies the file names. */
void ptx_map_finish(PtxMap *map, const char *const *files, int nfiles, int nptx_lines);

#endif
