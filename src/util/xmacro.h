/* The two expansions of an X(id, name) list that every enum-with-names
 * table uses: LIST(XM_ID) gives the enumerators, {LIST(XM_NAME)} the name
 * array indexed by them (designated, so the order cannot drift). */
#ifndef KILN_UTIL_XMACRO_H
#define KILN_UTIL_XMACRO_H

#define XM_ID(id, name) id,
#define XM_NAME(id, name) [id] = name,

#endif
