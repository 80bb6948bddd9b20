/* The source map: which PTX lines each source line produced.  The printer
 * appends raw (file, line, ptx line) triples; ptx_map_finish groups them. */
#include "ptx/ptx_int.h"
#include <stdlib.h>
#include <string.h>

void ptx_map_free(PtxMap *map)
{
	if (!map)
		return;
	for (int i = 0; i < map->nfiles; i++)
		kl_free(map->files[i]);
	kl_free(map->files);
	for (int i = 0; i < map->nlines; i++)
		kl_free(map->lines[i].ptx);
	kl_free(map->lines);
	kl_free(map->by_ptx);
	kl_free(map->raw);
	memset(map, 0, sizeof *map);
}

void ptx_map_add(PtxMap *map, int file, int line, int ptx)
{
	if (map->nraw + 3 > map->capraw) {
		int nc = map->capraw ? 2 * map->capraw : 3 * 256;
		int *p = kl_realloc(map->raw, (size_t)nc * sizeof *p);
		if (!p)
			die("out of memory");
		map->raw = p;
		map->capraw = nc;
	}
	map->raw[map->nraw++] = file;
	map->raw[map->nraw++] = line;
	map->raw[map->nraw++] = ptx;
}

static int cmp3(const void *a, const void *b)
{
	const int *x = a, *y = b;
	for (int i = 0; i < 3; i++)
		if (x[i] != y[i])
			return x[i] < y[i] ? -1 : 1;
	return 0;
}

void ptx_map_finish(PtxMap *map, const char *const *files, int nfiles, int nptx_lines)
{
	map->files = kl_calloc((size_t)nfiles, sizeof *map->files);
	if (!map->files)
		die("out of memory");
	for (int i = 0; i < nfiles; i++)
		map->files[i] = kl_strdup(files[i]);
	map->nfiles = nfiles;
	int n = map->nraw / 3;
	qsort(map->raw, (size_t)n, 3 * sizeof(int), cmp3);
	int ngroups = 0;
	for (int i = 0; i < n; i++)
		if (!i || map->raw[3 * i] != map->raw[3 * i - 3] || map->raw[3 * i + 1] != map->raw[3 * i - 2])
			ngroups++;
	map->lines = kl_calloc((size_t)ngroups, sizeof *map->lines);
	map->by_ptx = kl_malloc((size_t)(nptx_lines + 1) * sizeof *map->by_ptx);
	if (!map->lines || !map->by_ptx)
		die("out of memory");
	for (int i = 0; i <= nptx_lines; i++)
		map->by_ptx[i] = -1;
	map->nptx_lines = nptx_lines;
	int g = -1;
	for (int i = 0; i < n; i++) {
		int *t = &map->raw[3 * i];
		if (g < 0 || map->lines[g].file != t[0] || map->lines[g].line != t[1]) {
			/* count this group's entries */
			int j = i;
			while (j < n && map->raw[3 * j] == t[0] && map->raw[3 * j + 1] == t[1])
				j++;
			g++;
			map->lines[g].file = t[0];
			map->lines[g].line = t[1];
			map->lines[g].ptx = kl_malloc((size_t)(j - i) * sizeof(int));
			if (!map->lines[g].ptx)
				die("out of memory");
		}
		PtxMapLine *l = &map->lines[g];
		if (!l->nptx || l->ptx[l->nptx - 1] != t[2])
			l->ptx[l->nptx++] = t[2];
		if (t[2] >= 0 && t[2] <= nptx_lines)
			map->by_ptx[t[2]] = g;
	}
	map->nlines = ngroups;
	kl_free(map->raw);
	map->raw = NULL;
	map->nraw = map->capraw = 0;
}

int ptx_map_lookup(const PtxMap *map, int ptx_line, const char **file, int *line)
{
	*file = NULL;
	*line = 0;
	if (!map || !map->by_ptx || ptx_line < 0 || ptx_line > map->nptx_lines)
		return 0;
	int g = map->by_ptx[ptx_line];
	if (g < 0)
		return 0;
	const PtxMapLine *l = &map->lines[g];
	*file = l->file >= 1 && l->file <= map->nfiles ? map->files[l->file - 1] : NULL;
	*line = l->line;
	return 1;
}

void ptx_map_json(const PtxMap *map, JsonW *w)
{
	jw_obj(w);
	jw_kint(w, "schema", 1);
	jw_key(w, "files");
	jw_arr(w);
	for (int i = 0; i < map->nfiles; i++)
		jw_str(w, map->files[i]);
	jw_end_arr(w);
	jw_kint(w, "ptx_lines", map->nptx_lines);
	jw_key(w, "lines");
	jw_arr(w);
	for (int i = 0; i < map->nlines; i++) {
		const PtxMapLine *l = &map->lines[i];
		jw_obj(w);
		jw_kint(w, "file", l->file);
		jw_kint(w, "line", l->line);
		jw_key(w, "ptx");
		jw_arr(w);
		for (int j = 0; j < l->nptx; j++)
			jw_int(w, l->ptx[j]);
		jw_end_arr(w);
		jw_end_obj(w);
	}
	jw_end_arr(w);
	jw_end_obj(w);
}
